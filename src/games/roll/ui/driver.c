/* What the window's test harness asks of Let's Roll's table (ui/table_driver.h): its params from the command
 * line, its scenes (a mid-game table, the Emperor's check, the final scoring), the smoke run's random move,
 * the game in one line, and the script's steps in its words: "offer loan|imitate|order" plays on until a
 * person may make that move and makes it with the mouse. */
#include "games/roll/ui/table_game.h"
#include "roll/ai.h"
#include "roll_table.h"

#include <stdio.h>
#include <string.h>

static roll_window *window(void *g) { return g; }
static const roll_window *window_c(const void *g) { return g; }

static void params_of(void *out, int players, uint64_t seed, int n, const char *const keys[], const char *const values[])
{
    roll_params p = {.seed = seed, .players = (uint8_t)(players < 2 ? 2 : players > 4 ? 4 : players)};
    char why[200];
    for (int i = 0; i < n; i++) roll_params_set(&p, keys[i], values[i], why, sizeof why);
    memcpy(out, &p, sizeof p);
}

static const char *const scenes[] = {"midgame", "emperor", "final", NULL};

/* A random legal move as the smoke run picks them: a loan seldom (it is legal nearly always). */
static bool pick(void *g, uint64_t *rng, bg_move *out)
{
    roll_window *w = window(g);
    if (!w->legal_count) return false;
    for (int tries = 0; tries < 8; tries++) {
        *rng ^= *rng << 13, *rng ^= *rng >> 7, *rng ^= *rng << 17;
        int i = (int)(*rng % (uint64_t)w->legal_count);
        *out = w->legal[i];
        if (roll_command_of(*out).type != ROLL_CMD_LOAN) return true;
    }
    return true;
}

/* The first legal command each time (never a loan when another is legal), `count` times. */
static void play_first(roll_window *w, int count)
{
    for (int k = 0; k < count && roll_ui_to_act(w) >= 0; k++) {
        int i = 0;
        while (i + 1 < w->legal_count && roll_command_of(w->legal[i]).type == ROLL_CMD_LOAN) i++;
        if (!w->legal_count || roll_ui_apply(w, w->legal[i])) break;
    }
}

static bool scene(void *g, const char *name, const ui_driver_env *env)
{
    roll_window *w = window(g);
    w->guide_on = false; /* the pictures show the table itself */
    if (!strcmp(name, "final")) {
        play_first(w, 1 << 20);
        return false;
    }
    if (!strcmp(name, "midgame")) play_first(w, 60);
    if (!strcmp(name, "emperor")) {
        /* Up to the Emperor's first check, its summary showing. */
        while (roll_ui_to_act(w) >= 0 && roll_ui_state(w)->round <= 3) {
            play_first(w, 1);
            roll_ui_animate(w, env->ui, -1);
            if (w->summary_lines) break;
        }
        w->summary_until = env->ui->now + ROLL_SUMMARY_MS;
    }
    return true;
}

static void describe(const void *g, char *out, size_t size)
{
    const roll_window *w = window_c(g);
    const roll_state *st = roll_ui_state(w);
    size_t n = (size_t)snprintf(out, size, "; game roll players %d seed %llu commands %d, round %d, prompt %s, hash %016llx",
                                st->players, (unsigned long long)st->params.seed, w->session.count, st->round,
                                roll_prompt_name(roll_current_prompt(st).kind), (unsigned long long)roll_hash(st));
    for (int i = 0; i < st->players && n < size; i++)
        if (w->session.control[i] == BG_CONTROL_COMPUTER) n += (size_t)snprintf(out + n, size - n, "; seat %d computer %s", i + 1, w->session.agent[i]);
}

static void describe_rules(const void *g, char *out, size_t size)
{
    const roll_window *w = window_c(g);
    snprintf(out, size, "; rules chapter %d (%s)", w->rules_chapter + 1, roll_rules_title(w->rules_chapter));
}

/* The legal move of `type` a person may make now, -1 when none. */
static int offered(const roll_window *w, const ui_driver_env *env, int type)
{
    int seat = roll_ui_to_act(w);
    if (seat < 0 || env->scene(env->ctx) != UI_DRIVER_TABLE || w->session.control[seat] != BG_CONTROL_PERSON) return -1;
    if (type == ROLL_CMD_COUNT) /* "midturn": a person's turn under way (a die taken, its action to carry out) */
        return roll_current_prompt(roll_ui_state(w)).kind != ROLL_PROMPT_TURN ? 0 : -1;
    for (int i = 0; i < w->legal_count; i++)
        if (roll_command_of(w->legal[i]).type == type) return i;
    return -1;
}

static int offer(roll_window *w, const ui_driver_env *env, const char *arg, char *err, size_t err_size)
{
    static const struct { const char *word; int type; } kinds[] = {
        {"loan", ROLL_CMD_LOAN}, {"imitate", ROLL_CMD_IMITATE}, {"order", ROLL_CMD_ROOM_FIRST}, {"group-first", ROLL_CMD_GROUP_FIRST},
        {"midturn", ROLL_CMD_COUNT}};
    int type = -1;
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
        if (!strcmp(arg, kinds[k].word)) type = kinds[k].type;
    if (type < 0) {
        snprintf(err, err_size, "offer takes loan, imitate, order, group-first or midturn, not '%s'", arg);
        return UI_STEP_FAILED;
    }
    /* A person's moves meanwhile are a medium player's (it fills groups, so bonuses come), the die of space 6
     * first when an imitation is wanted; all through the mouse. */
    roll_ai ai;
    roll_ai_init(&ai, ROLL_AI_MEDIUM, 12345);
    for (int k = 0; k < 5000 && offered(w, env, type) < 0; k++) {
        if (env->scene(env->ctx) != UI_DRIVER_TABLE) break;
        int seat = roll_ui_to_act(w);
        bool person = seat >= 0 && w->session.control[seat] == BG_CONTROL_PERSON && !(w->summary_lines && env->ui->now < w->summary_until);
        if (!person) {
            if (!env->smoke(env->ctx, err, err_size)) return UI_STEP_FAILED;
            continue;
        }
        roll_command c = roll_ai_choose(&ai, roll_ui_state(w), seat);
        for (int i = 0; type == ROLL_CMD_IMITATE && i < w->legal_count; i++)
            if (roll_command_of(w->legal[i]).type == ROLL_CMD_DIE && roll_command_of(w->legal[i]).a == 6) c = roll_command_of(w->legal[i]);
        bool applied = false;
        if (!env->play(env->ctx, roll_move_of(c), &applied, err, err_size)) return UI_STEP_FAILED;
    }
    int i = offered(w, env, type);
    if (i < 0) {
        snprintf(err, err_size, "no person could %s before the game ended", arg);
        return UI_STEP_FAILED;
    }
    if (type == ROLL_CMD_COUNT) {
        printf("gah: %s is in the middle of a turn (%s)\n", w->session.names[roll_ui_to_act(w)], roll_prompt_name(roll_current_prompt(roll_ui_state(w)).kind));
        return UI_STEP_DONE;
    }
    bool applied = false;
    bg_move move = w->legal[i];
    char text[40];
    roll_command_format(roll_command_of(move), text, sizeof text);
    int seat = roll_ui_to_act(w);
    if (!env->play(env->ctx, move, &applied, err, err_size)) return UI_STEP_FAILED;
    if (!applied) {
        snprintf(err, err_size, "'%s' was not taken through the mouse", text);
        return UI_STEP_FAILED;
    }
    printf("gah: %s made '%s' through the mouse (round %d)\n", w->session.names[seat], text, roll_ui_state(w)->round);
    return UI_STEP_DONE;
}

static int step(void *g, const ui_driver_env *env, const char *verb, const char *arg, int *limit, char *err, size_t err_size)
{
    (void)limit;
    if (!strcmp(verb, "offer")) return offer(window(g), env, arg, err, err_size);
    return UI_STEP_UNKNOWN;
}

static bool until(const void *g, const ui_driver_env *env, const char *verb, const char *arg)
{
    (void)g, (void)env, (void)verb, (void)arg;
    return true;
}

static int tutorial(void *g, const ui_driver_env *env, ui_tutorial_drive *drive, char *err, size_t err_size)
{
    (void)g, (void)env, (void)drive;
    snprintf(err, err_size, "Let's Roll has no tutorial game; its first game has a guide");
    return UI_STEP_FAILED;
}

const ui_table_driver roll_table_driver = {
    .options = NULL,
    .option_count = 0,
    .usage = "  (Let's Roll: --players 2-4 and --seed; the boards are dealt at random)\n",
    .params = params_of,
    .scenes = scenes,
    .scene = scene,
    .rules_query = "",
    .pick = pick,
    .describe = describe,
    .describe_rules = describe_rules,
    .step = step,
    .until = until,
    .tutorial = tutorial,
};

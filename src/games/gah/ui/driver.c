/* What the window's test harness asks of the base game's table (ui/table_driver.h): its settings on the
 * command line (--waltz, --variant, ...), the scenes screenshots open on (mid-game, crowded, the Ballrooms,
 * the bell, a roll in flight, the final scoring), the smoke run's random move, and the script's steps in the base game's words (space, key, hand-over, round, set-up,
 * dancer). The first-game tutorial's drive is driver_tutorial.c. */
#include "games/gah/ui/table_game.h"

#include "gah/ai.h"
#include "bg/number.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static gah_window *window(void *g) { return g; }
static const gah_window *window_c(const void *g) { return g; }

/* ---- The game's settings ---- */

static const ui_driver_option options[] = {
    {"--waltz", "waltz"}, {"--difficulty", "difficulty"}, {"--solo-entrance", "solo_entrance"}, {"--variant", "variants"}};

/* Read as the save header reads them, each into its own field; a solo game is against the automa the
 * modules call for, at the difficulty given (hard when none is). */
static void params_of(void *out, int players, uint64_t seed, int n, const char *const keys[], const char *const values[])
{
    gah_params given = {0};
    for (int i = 0; i < n; i++) {
        gah_params p = {0};
        char why[200];
        if (gah_params_set(&p, keys[i], values[i], why, sizeof why)) continue; /* refused when read */
        if (!strcmp(keys[i], "waltz")) given.waltz = p.waltz;
        else if (!strcmp(keys[i], "variants")) given.variants |= p.variants; /* --variant is repeatable */
        else if (!strcmp(keys[i], "solo_entrance")) given.solo_entrance = p.solo_entrance;
        else if (!strcmp(keys[i], "difficulty")) given.difficulty = p.difficulty;
    }
    gah_params params = {.players = (uint8_t)players, .seed = seed, .waltz = given.waltz, .variants = given.variants,
                         .solo_entrance = given.solo_entrance};
    if (players == 1)
        params.players = 2, params.automa = (uint8_t)gah_automa_for_modules(params.waltz),
        params.difficulty = given.difficulty ? given.difficulty : GAH_HARD;
    memcpy(out, &params, sizeof params);
}

/* ---- The scenes ---- */

static const char *const scenes[] = {"midgame", "crowded", "ballrooms", "final", "rolling", "bell", NULL};

/* The first legal commands by the progress picker, `count` of them, straight through the session. */
static void play_progress(table_scene *t, int count)
{
    gah_command cmds[512];
    for (int k = 0; k < count && gah_session_state(&t->session)->phase != GAH_PHASE_OVER; k++) {
        int n = gah_legal(gah_session_state(&t->session), cmds, 512);
        gah_command pick = cmds[gah_ai_pick_progress(cmds, n)];
        gah_session_apply(&t->session, table_prompt_seat(t), pick, NULL);
    }
}

/* Let's Waltz module 5's bell prompt for a screenshot: the Chef de Rang laid in the first player's staff
 * (as a scenario's `set` would) and action space 2 taken boosted, which brings 3 or more drinks when two
 * dice lie there; other seeds are tried until they do. */
static void ring_bell(gah_window *w, const ui_driver_env *env)
{
    table_scene *t = &w->table;
    gah_params params = *gah_session_params(&t->session);
    params.waltz |= GAH_WALTZ_MODULE(5);
    for (int k = 0; k < 40; k++, params.seed++) {
        env->start(env->ctx, &params);
        gah_command cmds[512];
        while (gah_session_state(&t->session)->phase != GAH_PHASE_PLAY && gah_session_state(&t->session)->phase != GAH_PHASE_OVER) {
            gah_legal(gah_session_state(&t->session), cmds, 512);
            table_apply(t, cmds[0]);
        }
        gah_state *st = gah_session_state_edit(&t->session);
        gah_player *p = &st->player[table_prompt_seat(t)];
        if (st->dice[2] < 2 || p->money < 1 || p->display_count >= GAH_DISPLAY_MAX) continue;
        p->display[p->display_count] = GAH_STAFF_CHEF_DE_RANG;
        p->display_used[p->display_count++] = 0;
        table_refresh(t);
        if (table_apply(t, (gah_command){GAH_CMD_DIE, 2, 1})) continue;
        for (int guard = 0; guard < 20 && gah_current_prompt(st).kind != GAH_PROMPT_BELL; guard++) {
            if (gah_current_prompt(st).kind == GAH_PROMPT_TURN || gah_legal(st, cmds, 512) <= 0) break;
            table_apply(t, cmds[0]);
        }
        if (gah_current_prompt(st).kind == GAH_PROMPT_BELL) break;
    }
}

static bool scene(void *g, const char *name, const ui_driver_env *env)
{
    gah_window *w = window(g);
    table_scene *t = &w->table;
    if (!strcmp(name, "final")) { /* the game played out with the first legal commands: a real final score */
        play_progress(t, 1 << 30);
        return false;
    }
    if (!strcmp(name, "midgame") || !strcmp(name, "rolling") || !strcmp(name, "crowded") || !strcmp(name, "ballrooms")) {
        /* A mid-game table: set-up and a few rounds of first-legal moves. */
        play_progress(t, gah_session_params(&t->session)->automa ? 50 : 120);
        table_refresh(t);
    }
    /* The mid-game table with module 1's Ballrooms panel open, as its tab opens it (tools/bench_ui.sh
     * measures the window at rest with it). */
    if (!strcmp(name, "ballrooms")) table_ballrooms_look(t, true);
    if (!strcmp(name, "crowded")) {
        /* A screenshot of how many dice on one space look (a 4-player roll can put 14 on one): the dice are
         * set directly, as a scenario's `set dice` does, for the picture only. */
        gah_state *st = gah_session_state_edit(&t->session);
        memset(st->dice, 0, sizeof st->dice);
        st->dice[1] = 5, st->dice[2] = 1, st->dice[4] = 9, st->dice[5] = 14;
        table_refresh(t);
    }
    if (!strcmp(name, "bell")) ring_bell(w, env);
    if (!strcmp(name, "rolling")) {
        /* Play on through the table (with its log and animations) until the dice are rolled again, and show
         * the roll in flight. */
        env->ui->now = 0;
        for (int k = 0; k < 400 && !anim_rolling(&t->anims, 0); k++) {
            if (!t->legal_count) break;
            gah_command pick = t->legal[0];
            for (int i = 0; i < t->legal_count; i++)
                if (t->legal[i].type == GAH_CMD_END_TURN || t->legal[i].type == GAH_CMD_PASS) pick = t->legal[i];
            anim_clear(&t->anims);
            if (table_apply(t, pick)) break;
            table_animate(t, env->ui, env->layout);
        }
    }
    return true;
}

/* ---- The smoke run's moves ---- */

static bool pick(void *g, uint64_t *rng, bg_move *out)
{
    const table_scene *t = &window(g)->table;
    if (t->legal_count <= 0) return false;
    *out = gah_move_of(t->legal[gah_ai_pick_weighted(t->legal, t->legal_count, rng)]);
    return true;
}

static SDL_Point centre(SDL_Rect r) { return (SDL_Point){r.x + r.w / 2, r.y + r.h / 2}; }

/* ---- What --script prints ---- */

static void describe(const void *g, char *out, size_t size)
{
    const table_scene *t = &window_c(g)->table;
    const gah_state *st = gah_session_state(&t->session);
    char params[256];
    gah_params_format(&st->params, params, sizeof params);
    for (char *p = params; *p; p++)
        if (*p == '\n') *p = ',';
    size_t n = (size_t)snprintf(out, size, "; game %s commands %d, round %d, hash %016llx", params, t->session.count,
                                st->round, (unsigned long long)gah_hash(st));
    for (int i = 0; i < st->players && n < size; i++)
        if (t->session.control[i] == BG_CONTROL_COMPUTER)
            n += (size_t)snprintf(out + n, size - n, "; seat %d computer %s", i + 1, t->session.agent[i]);
}

static void describe_rules(const void *g, char *out, size_t size)
{
    const rules_scene *r = &window_c(g)->rules;
    snprintf(out, size, "; rules chapter %d, card under the mouse %d", r->chapter + 1, r->hover);
}

/* ---- The script's steps in the base game's words ---- */

static bool key_offered(const table_scene *t, const ui_driver_env *env)
{
    if (env->scene(env->ctx) != UI_DRIVER_TABLE || env->handover(env->ctx) ||
        t->session.control[table_prompt_seat(t)] != BG_CONTROL_PERSON)
        return false;
    for (int i = 0; i < t->legal_count; i++)
        if (t->legal[i].type == GAH_CMD_KEY) return true;
    return false;
}

/* "key": a person drags the skeleton key onto their turn-order tile, after smoke moves until they may. */
static int take_key(gah_window *w, const ui_driver_env *env, char *err, size_t err_size)
{
    table_scene *t = &w->table;
    for (int k = 0; k < 600 && !key_offered(t, env); k++) {
        if (env->scene(env->ctx) != UI_DRIVER_TABLE) break;
        if (!env->smoke(env->ctx, err, err_size)) return UI_STEP_FAILED;
    }
    bool applied = false;
    if (key_offered(t, env) && !env->play(env->ctx, gah_move_of((gah_command){GAH_CMD_KEY, 0, 0}), &applied, err, err_size))
        return UI_STEP_FAILED;
    if (!applied) {
        snprintf(err, err_size, "nobody could take the skeleton key through the mouse");
        return UI_STEP_FAILED;
    }
    printf("gah: %s took the skeleton key through the mouse\n", t->seats[t->session.record[t->session.count - 1].seat].name);
    return UI_STEP_DONE;
}

/* "space": a click on the first action space with a die, through the app's own mouse handling. */
static int click_space(gah_window *w, const ui_driver_env *env, char *err, size_t err_size)
{
    table_scene *t = &w->table;
    int v = 1;
    while (v <= 6 && !gah_session_state(&t->session)->dice[v]) v++;
    if (env->scene(env->ctx) != UI_DRIVER_TABLE || v > 6) {
        snprintf(err, err_size, "no action space with a die to click");
        return UI_STEP_FAILED;
    }
    if (env->handover(env->ctx)) env->click(env->ctx, (SDL_Point){960, 540}); /* the next person takes the mouse */
    SDL_Point at = centre(table_el_rect(t, env->layout, (ui_el){EL_SPACE, (int16_t)v}));
    printf("gah: click on space %d while %s\n", v, anim_update(&t->anims, env->ui->now) ? "animating" : "still");
    env->press(env->ctx, at);
    env->click(env->ctx, at);
    return UI_STEP_DONE;
}

/* "handover": the next person takes the mouse; what they see first is printed. */
static int take_handover(gah_window *w, const ui_driver_env *env)
{
    bool shown = env->scene(env->ctx) == UI_DRIVER_TABLE && env->handover(env->ctx);
    if (shown) env->click(env->ctx, (SDL_Point){960, 540});
    printf("gah: hand-over %s; dice rolling: %s\n", shown ? "clicked" : "not shown",
           anim_rolling(&w->table.anims, env->ui->now) ? "yes" : "no");
    return UI_STEP_DONE;
}

/* "round R" (smoke moves until round R begins; a hand-over stays up), "setup" (until the set-up decisions
 * are made and the dice rolled), "dancer [N]" (Let's Waltz module 1: at most N moves, 1000 by default, until
 * a person's complete guest may go to a ballroom), "space", "key", "handover". */
static int step(void *g, const ui_driver_env *env, const char *verb, const char *arg, int *limit, char *err, size_t err_size)
{
    gah_window *w = window(g);
    int n = 0;
    if (!strcmp(verb, "round") || !strcmp(verb, "setup")) {
        /* A round is a whole number (bg/number.h: "4294967297" is refused, not round 1). */
        if (!strcmp(verb, "round") && !bg_parse_int(arg, 1, 1000, &n)) {
            snprintf(err, err_size, "round takes a whole number from 1, not '%s'", arg);
            return UI_STEP_FAILED;
        }
        *limit = 0;
        return UI_STEP_UNTIL;
    }
    if (!strcmp(verb, "dancer")) {
        if (arg[0] && !bg_parse_int(arg, 1, 100000, &n)) {
            snprintf(err, err_size, "dancer takes a number of moves, not '%s'", arg);
            return UI_STEP_FAILED;
        }
        *limit = arg[0] ? n : 1000;
        snprintf(err, err_size, "no guest could dance in the moves given");
        return UI_STEP_UNTIL;
    }
    if (!strcmp(verb, "space")) return click_space(w, env, err, err_size);
    if (!strcmp(verb, "key")) return take_key(w, env, err, err_size);
    if (!strcmp(verb, "handover")) return take_handover(w, env);
    return UI_STEP_UNKNOWN;
}

static bool until(const void *g, const ui_driver_env *env, const char *verb, const char *arg)
{
    const table_scene *t = &window_c(g)->table;
    const gah_state *st = gah_session_state(&t->session);
    int round = 0;
    if (!strcmp(verb, "round")) return bg_parse_int(arg, 1, 1000, &round) && st->round >= round;
    if (!strcmp(verb, "setup")) return st->phase != GAH_PHASE_START_GUESTS && st->phase != GAH_PHASE_START_ROOMS;
    bool send = false;
    for (int i = 0; i < t->legal_count; i++) send |= t->legal[i].type == GAH_CMD_SEND && t->legal[i].a > 0;
    return !env->handover(env->ctx) && send; /* "dancer" */
}

const ui_table_driver gah_table_driver = {
    .options = options,
    .option_count = (int)(sizeof options / sizeof options[0]),
    .usage = "  --waltz LIST      with them: the Let's Waltz modules, e.g. 2 or 1,2 (solo: against Elisabeth)\n"
             "  --difficulty D    with them, solo: the automa's difficulty, easy, medium or hard (default)\n"
             "  --solo-entrance E with them, solo and module 3: the automa's solo entrance, random (default) or 1-4\n"
             "  --variant NAME    with them: a rule variant (original, no-kitchen-hand, discard-free-guests,\n"
             "                    herlius, rowe-smith); repeatable\n",
    .params = params_of,
    .scenes = scenes,
    .scene = scene,
    .rules_query = "emperor",
    .pick = pick,
    .describe = describe,
    .describe_rules = describe_rules,
    .step = step,
    .until = until,
    .tutorial = gah_driver_tutorial,
};

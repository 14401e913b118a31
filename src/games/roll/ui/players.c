/* Let's Roll's computer players as the window runs them (ui/game_players.h): its strengths (src/games/roll/ai)
 * by name, a seat's player with its own randomness, a decision within a time budget, and the Hint (the
 * search's choice on the person's own view, with what it is worth). */
#include "games/roll/ui/roll_table.h"
#include "games/roll/ui/table_game.h"

#include "roll/ai.h"

#include <stdio.h>

static const struct { int kind; const char *label; } offered[] = {{ROLL_AI_EASY, "Easy"}, {ROLL_AI_MEDIUM, "Medium"}, {ROLL_AI_HARD, "Hard"}};
#define OFFERED ((int)(sizeof offered / sizeof offered[0]))

static int strengths(ui_strength out[UI_STRENGTHS_MAX])
{
    for (int i = 0; i < OFFERED; i++) out[i] = (ui_strength){offered[i].label, roll_ai_kind_name(offered[i].kind)};
    return OFFERED;
}

static int kind_of(const char *agent)
{
    int iterations = 0;
    return roll_ai_kind_parse(agent, &iterations);
}

static const char *label(const char *agent)
{
    int kind = kind_of(agent);
    for (int i = 0; i < OFFERED; i++)
        if (offered[i].kind == kind) return offered[i].label;
    return "Computer";
}

static bool known(const char *agent) { return kind_of(agent) >= 0; }

static void init(void *player, const char *agent, const void *state, int seat)
{
    int kind = kind_of(agent);
    roll_ai_init(player, kind >= 0 ? kind : ROLL_AI_MEDIUM, ((const roll_state *)state)->params.seed * 31u + (uint64_t)seat * 7919u + 1);
}

static bg_move decide(void *player, const void *view, int seat, Uint32 budget_ms, const atomic_int *stop)
{
    roll_ai *ai = player;
    ai->iterations = 0;
    ai->time_ms = (int)budget_ms;
    ai->stop = stop;
    roll_command c = roll_ai_choose(ai, view, seat);
    ai->stop = NULL;
    return roll_move_of(c);
}

static bool hint(const void *view, int seat, Uint32 budget_ms, const atomic_int *stop, bg_move *out, char *why, size_t why_size)
{
    roll_ai ai;
    roll_ai_init(&ai, ROLL_AI_HARD, roll_hash(view));
    ai.time_ms = (int)budget_ms;
    ai.stop = stop;
    roll_command c = roll_ai_choose(&ai, view, seat);
    if (c.type == ROLL_CMD_NONE) return false;
    *out = roll_move_of(c);
    long points = ai.last_gain >= 0 ? (long)(ai.last_gain + 0.5) : -(long)(-ai.last_gain + 0.5);
    /* The move in words, and the choices it leads to in this turn as the one-ahead player answers them (the
     * issue 40 follow-up: "about N points" alone did not say what to do). */
    char words[400];
    size_t n = 0;
    roll_state plan = *(const roll_state *)view;
    roll_ai next;
    roll_ai_init(&next, ROLL_AI_MEDIUM, roll_hash(view) + 1);
    for (int step = 0; step < 4 && c.type != ROLL_CMD_NONE && n < sizeof words - 1; step++) {
        char one[200];
        roll_words_move(&plan, seat, c, one, sizeof one);
        n += (size_t)snprintf(words + n, sizeof words - n, "%s%s", step ? ", then " : "", one);
        if (roll_apply(&plan, seat, c, NULL)) break;
        roll_prompt pr = roll_current_prompt(&plan);
        /* The turn is over (a loan is taken before the die of the same turn). */
        if (plan.phase != ROLL_PHASE_PLAY || pr.seat != seat || (pr.kind == ROLL_PROMPT_TURN && c.type != ROLL_CMD_LOAN)) break;
        c = roll_ai_choose(&next, &plan, seat);
    }
    if (words[0] >= 'a' && words[0] <= 'z') words[0] = (char)(words[0] - 'a' + 'A');
    if (points == 0) snprintf(why, why_size, "%s: the strongest computer's choice here.", words);
    else snprintf(why, why_size, "%s: about %+ld point%s by the computer's judgement.", words, points, points == 1 || points == -1 ? "" : "s");
    return true;
}

const ui_players roll_players = {
    .player_size = sizeof(roll_ai),
    .strengths = strengths,
    .label = label,
    .known = known,
    .init = init,
    .decide = decide,
    .hint = hint,
};

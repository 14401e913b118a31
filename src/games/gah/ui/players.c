/* The base game's computer players as the window runs them (ui/game_players.h): src/ai's strengths by name,
 * a seat's player (its own randomness), a decision within a time budget and the Hint. When src/ai grows a
 * time budget, a cancel flag or a hint function, this file changes, not the window's worker. */
#include "games/gah/ui/table_game.h"

#include "games/gah/ui/hint_words.h"
#include "gah/ai.h"

#include <stdio.h>
#include <string.h>

static const struct { const char *name, *label; } strength_names[] = {
    {"easy", "Easy"}, {"medium", "Medium"}, {"hard", "Hard"}};

/* The AI kinds named easy, medium and hard that src/ai knows; the random player alone until they exist. */
static int strengths(ui_strength out[UI_STRENGTHS_MAX])
{
    int n = 0;
    for (size_t i = 0; i < sizeof strength_names / sizeof strength_names[0]; i++) {
        int kind = gah_ai_kind_by_name(strength_names[i].name);
        if (kind >= 0) out[n++] = (ui_strength){strength_names[i].label, gah_ai_kind_name(kind)};
    }
    if (!n) out[n++] = (ui_strength){"Computer", gah_ai_kind_name(GAH_AI_RANDOM)};
    return n;
}

static const char *label(const char *agent)
{
    int kind = gah_ai_kind_by_name(agent);
    ui_strength s[UI_STRENGTHS_MAX];
    int n = strengths(s);
    for (int i = 0; i < n; i++)
        if (kind >= 0 && gah_ai_kind_by_name(s[i].agent) == kind) return s[i].label;
    return "Computer";
}

static bool known(const char *agent) { return gah_ai_kind_by_name(agent) >= 0; }

/* Each seat's own randomness, from the game's seed. */
static void init(void *player, const char *agent, const void *state, int seat)
{
    gah_ai_init(player, gah_ai_kind_by_name(agent), ((const gah_state *)state)->params.seed + (uint64_t)seat * 7919u);
}

/* The searching player thinks for the budget (by time, not iterations) and looks at the stop flag between
 * iterations; the others answer at once. */
static bg_move decide(void *player, const void *view, int seat, Uint32 budget_ms, const atomic_int *stop)
{
    gah_ai *ai = player;
    ai->iterations = 0;
    ai->time_ms = (int)budget_ms;
    ai->stop = stop;
    gah_command c = gah_ai_choose(ai, view, seat);
    ai->stop = NULL; /* the flag belongs to this job's worker */
    return gah_move_of(c);
}

/* The hint's line: the move in words and why ("Take a 2 for drinks (strength 2): 2 wine (2 wine to the Opera
 * Singer) — about +5 points by the end of your turn, most of it through the Laundress (about +6 VP)."), the table framing where it starts and lands. The why is
 * the engine's (gah_ai_hint_reason) without the card's text, which the card viewer shows. */
static bool hint(const void *view, int seat, Uint32 budget_ms, const atomic_int *stop, bg_move *out, char *why, size_t why_size)
{
    const gah_state *st = view;
    gah_command cmd;
    double gain;
    uint64_t seed = gah_hash(st); /* varies only the search's sampling; the hint is made on the seat's own view */
    if (!gah_ai_hint(st, seat, 0, (int)budget_ms, stop, seed, &cmd, &gain, NULL, 0)) return false;
    *out = gah_move_of(cmd);
    char move[200], reason[200];
    if (!gah_hint_words(st, seat, cmd, seed, move, sizeof move)) snprintf(move, sizeof move, "The framed move");
    if (gah_ai_hint_reason(st, seat, cmd, seed, reason, sizeof reason)) {
        char *text = strstr(reason, " ("); /* the staff card's own text */
        if (text) *text = 0;
    } else {
        reason[0] = 0;
    }
    gah_hint_sentence(move, gain, st->phase == GAH_PHASE_PLAY, reason, why, why_size);
    return true;
}

const ui_players gah_players = {
    .player_size = sizeof(gah_ai),
    .strengths = strengths,
    .label = label,
    .known = known,
    .init = init,
    .decide = decide,
    .hint = hint,
};

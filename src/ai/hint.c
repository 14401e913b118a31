/* Hints: what the hard player would do in the person's place, what it expects to gain, and why in a few words:
 * the judgement's largest term between the position now and after the move ("the Laundress: about +10 VP"):
 * the heuristic's terms, or the learned value's when it is on. */
#include "internal.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* What the parts of the judgement are called in a reason (AI_TERM_ after the staff cards'). */
static const char *const part_names[AI_TERM_COUNT - AI_TERM_KITCHEN] = {
    "your krone and kitchen", "your café", "your rooms", "your staff", "the Emperor", "the objectives", "the board",
    "the ballrooms and celebrities", "the points it scores"};

bool gah_ai_hint_reason(const gah_state *st, int seat, gah_command cmd, uint64_t seed, char *out, size_t size)
{
    if (!size || st->phase == GAH_PHASE_OVER || gah_current_prompt(st).seat != seat) return false;
    /* On the seat's view, dealt once: the move and what medium judges it by up to where the turn would end
     * (the die's action, the card it plays, and between people the serves and move-ins the turn's plan makes),
     * so a move is explained by what it leads to in the turn whose gain the hint names. */
    gah_state view, world, stop;
    gah_view(st, seat, &view);
    if (!gah_determinize(&view, seat, seed, &world)) return false;
    double terms[AI_TERM_COUNT] = {0};
    gah_ai_evaluate_terms(&world, seat, -1, terms);
    if (!gah_ai_plan_stop(&world, seat, cmd, &stop)) return false;
    gah_ai_evaluate_terms(&stop, seat, 1, terms);
    /* The largest gain, a staff card's before a part's when they are close (a card says more). */
    int best = -1;
    for (int t = 0; t < AI_TERM_COUNT; t++) {
        double bonus = t < AI_TERM_KITCHEN ? 1.0 : 0.0;
        if (terms[t] + bonus > 1.0 && (best < 0 || terms[t] + bonus > terms[best] + (best < AI_TERM_KITCHEN ? 1.0 : 0.0))) best = t;
    }
    if (best < 0) return false;
    long points = lround(terms[best]);
    if (best >= AI_TERM_KITCHEN) {
        snprintf(out, size, "%s: about %+ld VP", part_names[best - AI_TERM_KITCHEN], points);
        return true;
    }
    for (int i = 0; i < gah_staff_count; i++)
        if (gah_ai_staff_slot(gah_staff[i].id) == best) {
            snprintf(out, size, "the %s: about %+ld VP (%s)", gah_staff[i].name, points, gah_staff[i].text);
            return true;
        }
    return false;
}

bool gah_ai_hint(const gah_state *st, int seat, int iterations, int time_ms, const atomic_int *stop, uint64_t seed,
                 gah_command *cmd, double *gain, char *phrase, size_t phrase_size)
{
    if (st->phase == GAH_PHASE_OVER || gah_current_prompt(st).seat != seat) return false;
    gah_ai ai;
    gah_ai_init(&ai, GAH_AI_HARD, seed);
    ai.iterations = iterations;
    ai.time_ms = time_ms;
    ai.stop = stop;
    gah_command c = gah_ai_choose(&ai, st, seat);
    if (c.type == GAH_CMD_NONE) return false;
    if (cmd) *cmd = c;
    if (gain) *gain = ai.last_gain;
    if (phrase && phrase_size) {
        char text[48], why[160] = "";
        gah_command_format(c, text, sizeof text);
        long points = ai.last_gain >= 0 ? (long)(ai.last_gain + 0.5) : -(long)(-ai.last_gain + 0.5);
        int at = points == 0 ? snprintf(phrase, phrase_size, "Play '%s': it keeps your position about even", text)
                             : snprintf(phrase, phrase_size, "Play '%s': about %+ld point%s by the end of your turn", text, points,
                                        points == 1 || points == -1 ? "" : "s");
        if (at >= 0 && (size_t)at < phrase_size) {
            if (gah_ai_hint_reason(st, seat, c, seed, why, sizeof why))
                snprintf(phrase + at, phrase_size - (size_t)at, "; %s.", why);
            else
                snprintf(phrase + at, phrase_size - (size_t)at, ".");
        }
    }
    return true;
}

/* Hints: what the hard player would do in the person's place, what it expects to gain, and why in a few words:
 * the learned value's largest term between the position now and after the move ("the Laundress: about +10
 * VP"). */
#include "internal.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* The parts of the value a reason may name: each staff card (its features in hand and in play together), then
 * the blocks of the other features, then the points the move scores at once. */
enum { TERM_CARDS = AI_STAFF_SLOTS, TERM_KITCHEN = TERM_CARDS, TERM_CAFE, TERM_ROOMS, TERM_STAFF, TERM_EMPEROR,
       TERM_OBJECTIVES, TERM_BOARD, TERM_OUTLOOK, TERM_SCORED, TERM_COUNT };
static const char *const block_names[TERM_COUNT - TERM_CARDS] = {
    "your krone and kitchen", "your café", "your rooms", "your staff", "the Emperor", "the objectives", "the board",
    "your prospects", "points scored now"};

static int term_of(int feature)
{
    if (feature >= AI_VF_STAFF_PLAY) return feature - AI_VF_STAFF_PLAY;
    if (feature >= AI_VF_STAFF_HAND) return feature - AI_VF_STAFF_HAND;
    if (feature == AI_VF_HEURISTIC || feature == AI_VF_BIAS) return TERM_OUTLOOK;
    if (feature <= AI_VF_USEFUL) return TERM_KITCHEN;
    if (feature <= AI_VF_OPEN_TABLES) return TERM_CAFE;
    if (feature <= AI_VF_TILES) return TERM_ROOMS;
    if (feature <= AI_VF_PLAYED) return TERM_STAFF;
    if (feature <= AI_VF_EMP_VALUE) return TERM_EMPEROR;
    if (feature <= AI_VF_OBJ_OPEN || feature == AI_VF_COUNTDOWN) return TERM_OBJECTIVES;
    return TERM_BOARD;
}

/* The value's terms for the seat: each feature times its round's weight, added up by term. */
static void add_terms(const gah_state *st, int seat, double sign, double terms[TERM_COUNT])
{
    float x[AI_VALUE_FEATURES];
    int round = gah_ai_value_features(st, seat, x);
    const float *w = gah_ai_value_weights() + (size_t)(round - 1) * AI_VALUE_FEATURES;
    for (int k = 0; k < AI_VALUE_FEATURES; k++) terms[term_of(k)] += sign * (double)w[k] * (double)x[k];
    terms[TERM_SCORED] += sign * gah_projected_score(st, seat, NULL);
}

bool gah_ai_hint_reason(const gah_state *st, int seat, gah_command cmd, uint64_t seed, char *out, size_t size)
{
    if (!size || st->phase == GAH_PHASE_OVER || gah_current_prompt(st).seat != seat) return false;
    /* On the seat's view, dealt once: the move, then the seat's own follow-up prompts (the die's action, the
     * card it plays) answered as medium would, so a die is judged by what it leads to. */
    gah_state view, world;
    gah_view(st, seat, &view);
    if (!gah_determinize(&view, seat, seed, &world)) return false;
    double terms[TERM_COUNT] = {0};
    add_terms(&world, seat, -1, terms);
    if (gah_apply(&world, seat, cmd, NULL)) return false;
    uint64_t rng = seed | 1;
    for (int step = 0; step < AI_MEDIUM_DEPTH && gah_ai_judge.follows_up(&world, seat); step++) {
        gah_command cmds[AI_LEGAL_MAX];
        int n = gah_legal(&world, cmds, AI_LEGAL_MAX);
        if (n <= 0) break;
        int pick = n == 1 ? 0 : gah_ai_one_step(&world, seat, cmds, n, AI_JUDGE_RELATIVE, AI_MEDIUM_DEPTH - 1 - step, 0, &rng, NULL);
        if (gah_apply(&world, seat, cmds[pick], NULL)) break;
    }
    add_terms(&world, seat, 1, terms);
    /* The largest gain, a staff card's before a block's when they are close (a card says more). */
    int best = -1;
    for (int t = 0; t < TERM_COUNT; t++) {
        double bonus = t < TERM_CARDS ? 1.0 : 0.0;
        if (terms[t] + bonus > 1.0 && (best < 0 || terms[t] + bonus > terms[best] + (best < TERM_CARDS ? 1.0 : 0.0))) best = t;
    }
    if (best < 0) return false;
    long points = lround(terms[best]);
    if (best >= TERM_CARDS) {
        snprintf(out, size, "%s: about %+ld VP", block_names[best - TERM_CARDS], points);
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

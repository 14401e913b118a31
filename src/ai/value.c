/* The learned value of a position for a seat: its projected score plus what the rest of the game adds, a
 * linear function of the features of its position (features.c) with one set of weights per round. The
 * weights are learned by temporal-difference self-play (`gah-cli train`, tools/ai_train.sh; docs/ai.md) and
 * shipped as a generated table; one of the features is the heuristic's own outlook (eval.c), so an untrained
 * table (that feature's weight 10, the rest 0) plays as the heuristic does. */
#include "internal.h"

#include <string.h>

#include "value_table.h"

_Static_assert(AI_VALUE_TABLE_FEATURES == AI_VALUE_FEATURES && AI_VALUE_TABLE_ROUNDS == AI_VALUE_ROUNDS,
               "src/ai/value_table.h was generated for these features: run tools/ai_train.sh again");

const uint64_t gah_ai_value_shipped_checksum = AI_VALUE_CHECKSUM;

/* Read only during play; gah_ai_value_install (the trainer's and the arena's hook, before any game) changes it. */
static const float *active = &ai_value_table[0][0];

const float *gah_ai_value_shipped(void)
{
    return &ai_value_table[0][0];
}

const float *gah_ai_value_weights(void)
{
    return active;
}

void gah_ai_value_install(const float *weights)
{
    active = weights ? weights : &ai_value_table[0][0];
}

void gah_ai_value_untrained(float *weights)
{
    memset(weights, 0, sizeof(float) * AI_VALUE_ROUNDS * AI_VALUE_FEATURES);
    for (int r = 0; r < AI_VALUE_ROUNDS; r++) weights[r * AI_VALUE_FEATURES + AI_VF_HEURISTIC] = 10; /* in tens */
}

uint64_t gah_ai_value_checksum(const float *weights)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    for (int i = 0; i < AI_VALUE_ROUNDS * AI_VALUE_FEATURES; i++) {
        uint32_t bits;
        memcpy(&bits, &weights[i], sizeof bits);
        for (int b = 0; b < 4; b++) h = (h ^ ((bits >> (8 * b)) & 0xff)) * 0x100000001b3ULL;
    }
    return h;
}

/* The dot product over the features but the staff cards', then a weight for each card in hand and in play
 * (the staff features are those cards' counts: most of them are 0). */
double gah_ai_learned(const gah_state *st, int seat, double projected, double future, const double progress[3])
{
    float x[AI_VF_STAFF_HAND];
    int round = gah_ai_value_features_fixed(st, seat, future, progress, x);
    const float *w = active + (size_t)(round - 1) * AI_VALUE_FEATURES;
    double v = 0;
    for (int k = 0; k < AI_VF_STAFF_HAND; k++) v += (double)w[k] * (double)x[k];
    const gah_player *p = &st->player[seat];
    for (int i = 0; i < p->hand_count && i < GAH_HAND_MAX; i++) {
        int slot = gah_ai_staff_slot(p->hand[i]);
        if (slot >= 0) v += (double)w[AI_VF_STAFF_HAND + slot];
    }
    for (int i = 0; i < p->display_count && i < GAH_DISPLAY_MAX; i++) {
        int slot = gah_ai_staff_slot(p->display[i]);
        if (slot >= 0) v += (double)w[AI_VF_STAFF_PLAY + slot];
    }
    return projected + v;
}

/* The game's random numbers: a xorshift64* generator whose whole state lives in gah_state. */
#include "internal.h"

#include "bg/rng.h"

uint32_t gah_rng_next(gah_state *st) { return bg_rng_next(&st->rng); }

int gah_rng_below(gah_state *st, int n) { return bg_rng_below(&st->rng, n); }

void gah_rng_shuffle(gah_state *st, uint8_t *cards, int count)
{
    for (int i = count - 1; i > 0; i--) {
        int j = gah_rng_below(st, i + 1);
        uint8_t t = cards[i];
        cards[i] = cards[j];
        cards[j] = t;
    }
}

/* The game's random numbers: a xorshift64* generator whose whole state lives in gah_state. */
#include "internal.h"

uint32_t gah_rng_next(gah_state *st)
{
    uint64_t x = st->rng;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    st->rng = x;
    return (uint32_t)((x * 0x2545F4914F6CDD1DULL) >> 32);
}

int gah_rng_below(gah_state *st, int n)
{
    if (n <= 1) return 0;
    /* Rejection sampling keeps every value equally likely. */
    uint32_t limit = UINT32_MAX - UINT32_MAX % (uint32_t)n;
    uint32_t r;
    do {
        r = gah_rng_next(st);
    } while (r >= limit);
    return (int)(r % (uint32_t)n);
}

void gah_rng_shuffle(gah_state *st, uint8_t *cards, int count)
{
    for (int i = count - 1; i > 0; i--) {
        int j = gah_rng_below(st, i + 1);
        uint8_t t = cards[i];
        cards[i] = cards[j];
        cards[j] = t;
    }
}

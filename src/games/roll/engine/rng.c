/* Let's Roll's random numbers (the dice, the boards dealt, the start player): xorshift64* whose whole state
 * lives in roll_state, so a copy of a game rolls the same dice. */
#include "internal.h"

static uint32_t next(roll_state *st)
{
    uint64_t x = st->rng;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    st->rng = x;
    return (uint32_t)((x * 0x2545F4914F6CDD1DULL) >> 32);
}

int roll_rng_below(roll_state *st, int n)
{
    if (n <= 1) return 0;
    /* Rejection sampling keeps every value equally likely. */
    uint32_t limit = UINT32_MAX - UINT32_MAX % (uint32_t)n;
    uint32_t r;
    do {
        r = next(st);
    } while (r >= limit);
    return (int)(r % (uint32_t)n);
}

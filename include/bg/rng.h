/* The engines' random numbers: xorshift64* over a state word that lives inside the game's state, so a copy
 * of a game draws the same numbers. Header-only (static inline): each engine compiles its own copy and the
 * linker sees no shared symbol, so two engines stay side by side without a common library. */
#ifndef BG_RNG_H
#define BG_RNG_H

#include <stdint.h>

static inline uint32_t bg_rng_next(uint64_t *state)
{
    uint64_t x = *state;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    *state = x;
    return (uint32_t)((x * 0x2545F4914F6CDD1DULL) >> 32);
}

/* 0..n-1, each equally likely (rejection sampling); 0 when n <= 1. */
static inline int bg_rng_below(uint64_t *state, int n)
{
    if (n <= 1) return 0;
    uint32_t limit = UINT32_MAX - UINT32_MAX % (uint32_t)n;
    uint32_t r;
    do {
        r = bg_rng_next(state);
    } while (r >= limit);
    return (int)(r % (uint32_t)n);
}

#endif

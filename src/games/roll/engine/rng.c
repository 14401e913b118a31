/* Let's Roll's random numbers (the dice, the boards dealt, the start player): xorshift64* whose whole state
 * lives in roll_state, so a copy of a game rolls the same dice. */
#include "internal.h"

#include "bg/rng.h"

int roll_rng_below(roll_state *st, int n) { return bg_rng_below(&st->rng, n); }

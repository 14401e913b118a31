/* The agents' own randomness: xorshift64 and a splitmix64 mixer, never the game's RNG. */
#include "bg/agent.h"

uint64_t bg_agent_next(uint64_t *rng)
{
    *rng ^= *rng << 13;
    *rng ^= *rng >> 7;
    *rng ^= *rng << 17;
    return *rng;
}

double bg_agent_unit(uint64_t *rng)
{
    return (double)(bg_agent_next(rng) >> 11) * (1.0 / 9007199254740992.0);
}

uint64_t bg_agent_mix(uint64_t a, uint64_t b)
{
    uint64_t z = a + 0x9E3779B97F4A7C15ULL * (b + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    z ^= z >> 31;
    return z ? z : 1;
}

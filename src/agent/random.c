/* The random player: a legal move, uniformly or by the game's taste (its judge's move weights). */
#include "bg/agent.h"

int bg_agent_pick_by_weight(const void *items, int n, int (*weight)(const void *items, int i), uint64_t *rng)
{
    if (n <= 0) return -1;
    int total = 0;
    for (int i = 0; i < n; i++) total += weight(items, i);
    int r = (int)(bg_agent_next(rng) % (uint64_t)total);
    for (int i = 0; i < n; i++) {
        r -= weight(items, i);
        if (r < 0) return i;
    }
    return n - 1;
}

/* The moves and the judge whose weights they are picked by. */
typedef struct weighted_moves {
    const bg_judge *judge;
    const bg_move *moves;
} weighted_moves;

static int move_weight(const void *items, int i)
{
    const weighted_moves *w = items;
    return w->judge->move_weight(w->moves[i]);
}

static int uniform(const void *items, int i)
{
    return 1;
}

int bg_agent_random(const bg_judge *judge, const bg_move *moves, int n, uint64_t *rng)
{
    weighted_moves w = {judge, moves};
    return bg_agent_pick_by_weight(&w, n, judge->move_weight ? move_weight : uniform, rng);
}

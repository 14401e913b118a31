/* Shared by the generic agents' files: a state on the stack, and the judge's parts with their defaults. */
#ifndef BG_AGENT_INTERNAL_H
#define BG_AGENT_INTERNAL_H

#include "bg/agent.h"

#include <stddef.h>

/* Room for one state of any game up to BG_AGENT_STATE_MAX, aligned for whatever it holds. */
typedef union agent_state {
    max_align_t align;
    unsigned char bytes[BG_AGENT_STATE_MAX];
} agent_state;

/* Whether the agents can copy the game's states (a game with larger ones raises BG_AGENT_STATE_MAX). */
static inline bool agent_fits(const bg_judge *judge)
{
    return judge->game->state_size <= BG_AGENT_STATE_MAX;
}

/* A game without a judgement of its own is judged by its table's evaluate. */
static inline bg_judgement agent_value(const bg_judge *judge)
{
    return judge->value ? judge->value : judge->game->evaluate;
}

static inline bg_judgement agent_relative(const bg_judge *judge)
{
    return judge->relative ? judge->relative : judge->game->evaluate;
}

static inline bool agent_free_steps(const bg_judge *judge)
{
    return judge->free_steps && judge->free_steps();
}

static inline bool agent_end_before(const bg_judge *judge)
{
    return judge->end_before && judge->end_before();
}

static inline int agent_chain(const bg_judge *judge)
{
    return judge->chain ? judge->chain() : 0;
}

static inline int agent_end_after(const bg_judge *judge, const void *state)
{
    return judge->end_after ? judge->end_after(state) : 0;
}

/* The best `keep` of the n moves by their one-step values (refused ones left out), best first, ties in the
 * legal list's order, into arms[].index and .prior; how many there are. The search's candidates, the next-turn
 * look's moves. */
int bg_agent_best_moves(const double *values, int n, int keep, bg_agent_arm *arms);

#endif

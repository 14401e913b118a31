/* A strength's decision: the agent it names, fed from the player's own randomness, one draw a decision. */
#include "internal.h"

#include <math.h>

/* The `again` best moves by their one-step values, judged again by where they leave the seat's next decision
 * (bg_agent_next_turn); the best of them, or `pick` when any of them leaves nothing to look on to. */
static int next_turn_pick(const bg_judge *judge, const void *world, int seat, const bg_move *moves, int n,
                          const bg_look *look, const double *values, int again, int pick)
{
    enum { AGAIN_MAX = 8 };
    bg_agent_arm top[AGAIN_MAX];
    int count = bg_agent_best_moves(values, n, again < AGAIN_MAX ? again : AGAIN_MAX, top);
    if (count < 2) return pick;
    int depth = judge->next_turn_depth ? judge->next_turn_depth(world) : 1;
    int best = pick;
    double best_value = -1e18;
    for (int k = 0; k < count; k++) {
        double v = bg_agent_next_turn(judge, world, seat, moves[top[k].index], look, depth);
        if (isnan(v)) return pick;
        if (v > best_value) best_value = v, best = top[k].index;
    }
    return best;
}

int bg_agent_decide(const bg_judge *judge, const bg_strength *strength, const bg_agent_budget *budget, uint64_t *rng,
                    const void *view, int seat, const bg_move *moves, int n, bg_agent_report *report)
{
    bg_agent_report none;
    if (!report) report = &none;
    report->iterations = 0;
    report->gain = 0;
    report->arm_count = 0;
    if (n <= 1 || strength->agent == BG_AGENT_RANDOM || !agent_fits(judge)) return bg_agent_random(judge, moves, n, rng);
    /* One draw of the player's own randomness per decision: everything below follows from it and the view. */
    uint64_t seed = bg_agent_next(rng);
    if (strength->agent == BG_AGENT_SEARCH) return bg_agent_search(judge, view, seat, moves, n, seed, budget, report);
    agent_state world;
    if (!judge->game->determinize(view, seat, seed, world.bytes)) return bg_agent_random(judge, moves, n, rng);
    uint64_t look_rng = bg_agent_mix(seed, 7);
    if (n > BG_AGENT_MOVES_MAX) n = BG_AGENT_MOVES_MAX;
    double values[BG_AGENT_MOVES_MAX];
    const bg_look look = {strength->judgement ? strength->judgement : agent_relative(judge), strength->depth,
                          agent_free_steps(judge), strength->noise, agent_end_before(judge),
                          agent_chain(judge), agent_end_after(judge, world.bytes)};
    int pick = bg_agent_one_step(judge, world.bytes, seat, moves, n, &look, &look_rng, values);
    report->gain = values[pick] - look.judgement(world.bytes, seat);
    int again = strength->next_turn && judge->next_turn ? judge->next_turn(world.bytes) : 0;
    return again > 0 ? next_turn_pick(judge, world.bytes, seat, moves, n, &look, values, again, pick) : pick;
}

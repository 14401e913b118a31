/* A strength's decision: the agent it names, fed from the player's own randomness, one draw a decision. */
#include "internal.h"

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
    return pick;
}

/* A strength's decision: the agent it names, fed from the player's own randomness, one draw a decision. */
#include "internal.h"

#include <math.h>

/* The next rung down after a judgement ran past its limit: a follow-up less (down to two), then, where
 * `drop_chains`, no chains, then one follow-up deep with no limit. */
static void cheaper_look(bg_look *look, bool drop_chains)
{
    if (look->depth > 2) look->depth--;
    else if (drop_chains && look->chain > 0) look->chain = 0;
    else look->depth = 1, look->work = NULL;
}

/* The `again` best moves by their one-step values, judged again by where they leave the seat's next decision
 * (bg_agent_next_turn); the best of them, or `pick` when any of them leaves nothing to look on to. Within the
 * judge's limit on the work (bg_judge.one_step_work) for all of them: past it they are judged again with a
 * follow-up less, down to one, which has no limit (bounded_one_step's reasons). */
static int next_turn_pick(const bg_judge *judge, const void *world, int seat, const bg_move *moves, int n,
                          const bg_look *look, const double *values, int again, int pick)
{
    enum { AGAIN_MAX = 8 };
    bg_agent_arm top[AGAIN_MAX];
    int count = bg_agent_best_moves(values, n, again < AGAIN_MAX ? again : AGAIN_MAX, top);
    if (count < 2) return pick;
    int depth = judge->next_turn_depth ? judge->next_turn_depth(world) : 1;
    long limit = judge->one_step_work ? judge->one_step_work(world) : 0;
    bg_work work = {0, limit};
    bg_look bounded = *look;
    bounded.work = limit > 0 ? &work : NULL;
    for (;;) {
        int best = pick;
        double best_value = -1e18;
        work.spent = 0;
        for (int k = 0; k < count; k++) {
            double v = bg_agent_next_turn(judge, world, seat, moves[top[k].index], &bounded, depth);
            if (isnan(v)) return pick;
            if (v > best_value) best_value = v, best = top[k].index;
        }
        if (!bounded.work || work.spent < limit) return best;
        cheaper_look(&bounded, false);
    }
}

/* bg_agent_one_step within the judge's limit on its work (bg_judge.one_step_work): a judgement that runs past it
 * is made again by a cheaper look, each rung of the ladder cheaper than the one before: one follow-up less (down
 * to two), then no chains, then a single follow-up, which has no limit. The look that judged the pick is left in
 * *look. Plans grow with the chain steps a turn offers and each of their stops is answered to the full depth:
 * with seven serves to choose from one decision took six seconds at a four-player table (docs/ai.md, "Medium's
 * wait"); a follow-up less costs about a fifth. Counted in moves tried, not read from a clock, so the decision
 * stays the same at a seed on any machine. */
static int bounded_one_step(const bg_judge *judge, const void *world, int seat, const bg_move *moves, int n,
                            bg_look *look, uint64_t *rng, double *values)
{
    long limit = judge->one_step_work ? judge->one_step_work(world) : 0;
    bg_work work = {0, limit};
    if (limit > 0) look->work = &work;
    for (;;) {
        uint64_t attempt_rng = *rng;
        work.spent = 0;
        int pick = bg_agent_one_step(judge, world, seat, moves, n, look, &attempt_rng, values);
        if (!look->work || work.spent < limit) {
            *rng = attempt_rng;
            look->work = NULL;
            return pick;
        }
        cheaper_look(look, true);
    }
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
    bg_look look = {strength->judgement ? strength->judgement : agent_relative(judge), strength->depth,
                    agent_free_steps(judge), strength->noise, agent_end_before(judge),
                    agent_chain(judge), agent_end_after(judge, world.bytes), NULL};
    int pick = bounded_one_step(judge, world.bytes, seat, moves, n, &look, &look_rng, values);
    report->gain = values[pick] - look.judgement(world.bytes, seat);
    int again = strength->next_turn && judge->next_turn ? judge->next_turn(world.bytes) : 0;
    return again > 0 ? next_turn_pick(judge, world.bytes, seat, moves, n, &look, values, again, pick) : pick;
}

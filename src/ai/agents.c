/* The generic agents' parts on the base game's own types (gah_state, gah_command), for its tests and tools:
 * the one-step player by the judgement's name, the position medium judges a command by, and the search's
 * playout with hard's settings. */
#include "internal.h"

int gah_ai_one_step(const gah_state *world, int seat, const gah_command *cmds, int n, ai_judge judge, int depth,
                    double noise, uint64_t *rng, double *values)
{
    bg_move moves[AI_LEGAL_MAX];
    if (n > AI_LEGAL_MAX) n = AI_LEGAL_MAX;
    for (int i = 0; i < n; i++) moves[i] = gah_move_of(cmds[i]);
    const bg_look look = {judge == AI_JUDGE_PROJECTED ? gah_ai_projected : gah_ai_judge.relative, depth,
                          gah_ai_free_steps(), noise, gah_ai_end_before(),
                          gah_ai_chain(), gah_ai_end_after(world), NULL};
    return bg_agent_one_step(&gah_ai_judge, world, seat, moves, n, &look, rng, values);
}

/* How medium looks on `world`: its relative judgement, its depth, no noise, the switches as they stand. */
static bg_look medium_look(const gah_state *world)
{
    return (bg_look){gah_ai_judge.relative, AI_MEDIUM_DEPTH, gah_ai_free_steps(), 0, gah_ai_end_before(),
                     gah_ai_chain(), gah_ai_end_after(world), NULL};
}

bool gah_ai_medium_leaf(const gah_state *world, int seat, gah_command cmd, gah_state *out)
{
    const bg_look look = medium_look(world);
    *out = *world;
    return bg_agent_follow(&gah_ai_judge, out, seat, gah_move_of(cmd), &look);
}

bool gah_ai_plan_stop(const gah_state *world, int seat, gah_command cmd, gah_state *out)
{
    const bg_look look = medium_look(world);
    *out = *world;
    return bg_agent_plan_stop(&gah_ai_judge, out, seat, gah_move_of(cmd), &look);
}

void gah_ai_playout(gah_state *world, int seat, uint64_t *rng, int own_depth, int solo_turns, int later_depth,
                    double *turn_end)
{
    bg_search_settings s;
    gah_ai_judge.search_settings(world, seat, &s);
    s.playout.own_depth = own_depth;
    s.playout.turns = solo_turns;
    s.playout.later_depth = later_depth;
    bg_agent_playout(&gah_ai_judge, world, seat, &s.playout, rng, turn_end);
}

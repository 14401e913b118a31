/* The search's playout: from a candidate's result, every move by a quick one-step look with the game's
 * relative judgement (a little noise, so the samples differ), until the game's turn rule says the seat's
 * turn is over (or its later turns are, where the game lets a playout run on), or the game ends. */
#include "internal.h"

#include <math.h>

/* A playout never runs longer than this, whatever the turn rule. */
#define PLAYOUT_STEPS_MAX 2000

/* Without a rule of the game's, the playout ends as soon as another seat is to act. */
static unsigned turn_rule(const bg_judge *judge, const void *world, int seat, int acting, bg_playout_mark *mark)
{
    if (judge->playout_turn) return judge->playout_turn(world, seat, acting, mark);
    return acting != seat ? BG_PLAYOUT_STOP : 0;
}

void bg_agent_playout(const bg_judge *judge, void *world, int seat, const bg_playout *how, uint64_t *rng,
                      double *turn_end)
{
    if (turn_end) *turn_end = NAN; /* set where the seat's turn ends, else by the caller at the playout's end */
    const bg_game *game = judge->game;
    bg_playout_mark mark = {{0}};
    if (judge->playout_begin) judge->playout_begin(world, seat, &mark);
    bg_look look = {agent_relative(judge), 0, how->free_steps, how->noise, false, 0, false, NULL};
    bg_move moves[BG_AGENT_MOVES_MAX];
    int turns = how->turns;
    bool later = false;
    for (int step = 0; step < PLAYOUT_STEPS_MAX; step++) {
        bg_prompt prompt = game->prompt(world);
        if (prompt.seat < 0) return; /* the game is over */
        unsigned turn = turn_rule(judge, world, seat, prompt.seat, &mark);
        if (turn & BG_PLAYOUT_NEXT_TURN) {
            /* What the seat's own turn gained (for the hint), however far the playout goes on. */
            if (turn_end && isnan(*turn_end)) *turn_end = agent_value(judge)(world, seat);
            if (--turns <= 0) return;
            later = true;
        }
        if (turn & BG_PLAYOUT_STOP) return;
        int n = game->legal(world, moves, BG_AGENT_MOVES_MAX);
        if (n <= 0) return;
        look.depth = prompt.seat != seat ? how->other_depth : later ? how->later_depth : how->own_depth;
        look.chain = prompt.seat == seat ? how->chain : 0;
        look.end_after = prompt.seat == seat ? how->end_after : 0;
        int pick = n == 1 ? 0 : bg_agent_one_step(judge, world, prompt.seat, moves, n, &look, rng, NULL);
        if (game->apply(world, prompt.seat, moves[pick], NULL)) return;
    }
}

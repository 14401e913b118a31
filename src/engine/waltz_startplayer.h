/* Let's Waltz module 4 (Start Player): the hook points where the clockwise turn order, the starting krone
 * and the skeleton key enter the base rules. Each does nothing when the module is off. */
#ifndef GAH_ENGINE_WALTZ_STARTPLAYER_H
#define GAH_ENGINE_WALTZ_STARTPLAYER_H

#include "internal.h"

#define STARTPLAYER_ON(st) (((st)->params.waltz & GAH_WALTZ_MODULE(4)) != 0)

/* Set-up, after the start player is drawn: 9/10/11/12 krone by place in the first round's order. */
void gah_startplayer_setup(gah_ctx *c);
/* The two numbers of the tile at `position` (0 = the start player) of the clockwise tiles; false when the
 * module is off (the base game's snake tiles apply). */
bool gah_startplayer_turn_tile(const gah_state *st, int position, int *first, int *second);
/* A pass: the seat may no longer take the key this round. */
void gah_startplayer_on_pass(gah_state *st, int seat);
/* The end of the round (after any Emperor and ballroom scoring): who holds "1" next round, the key's holder
 * or the next seat left, and the key back on the board. Returns the new start seat. */
int gah_startplayer_next_start(gah_ctx *c);

/* The Start Player action on the turn prompt: `key`. The refusal is shared by apply and the generator. */
const char *gah_key_take_refusal(const gah_state *st, int seat);
const char *gah_key_take(gah_ctx *c, int seat);
void gah_startplayer_offer_key(legal_out *l, int seat);

/* For Let's Waltz module 3 (Unique Hotels), whose appendix names the key: whether `seat`'s turn-order
 * tile holds the key this round. Corogari Zant-Mainz counts the key as a copy of the one die the seat has;
 * The Kozi Palace moves no die for the key's action (it uses no action space: nothing to hook). */
bool gah_startplayer_holds_key(const gah_state *st, int seat);

#endif

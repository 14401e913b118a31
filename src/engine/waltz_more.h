/* Let's Waltz module 5, Would You Like Some More? (seed 004): new staff (the bell cards), objectives and
 * Emperor tiles shuffled into the base stacks. The hook points where the module enters the base rules;
 * every hook does nothing when the module is off. */
#ifndef GAH_ENGINE_WALTZ_MORE_H
#define GAH_ENGINE_WALTZ_MORE_H

#include "gah/engine.h"

struct gah_ctx;

#define MORE_ON(st) (((st)->params.waltz & GAH_WALTZ_MODULE(5)) != 0)

/* Set-up: the module's Emperor tiles and objectives are shuffled into the stacks of their letters. */
void gah_more_setup(struct gah_ctx *c);
/* A complete guest left the café (a room or a ballroom): objective 182's count and the bell cards of
 * completed orders (Apprentice, Dishwasher, Tapster). */
void gah_more_on_guest_completed(struct gah_ctx *c, int seat, const gah_guest_card *g);
/* One gain of items from one source: the bells of 3+ dishes (Bartender) and 3+ drinks (Chef de Rang). */
void gah_more_on_items(struct gah_ctx *c, int seat, const int items[GAH_ITEM_COUNT]);
/* The seat advanced `moved` spaces on the Emperor track at once (Handmaid). */
void gah_more_on_emperor(struct gah_ctx *c, int seat, int moved);
/* The seat fully occupied a group of `size` rooms (Janitor). */
void gah_more_on_group_full(struct gah_ctx *c, int seat, int size);
/* The seat put a marker on an objective (Entertainer). */
void gah_more_on_objective(struct gah_ctx *c, int seat);
/* Objectives 180-182. */
bool gah_more_objective_met(const gah_state *st, int seat, const gah_objective_card *o);
/* The module's effect kinds (rewards of bell cards and Emperor tiles); false for other kinds. */
bool gah_more_effect(struct gah_ctx *c, int seat, int kind, int amount);
/* A once-per-round card's part that is the module's (its price, a trade, a room, a guest or a staff card to
 * come); false for other kinds. */
bool gah_more_use_part(struct gah_ctx *c, int seat, gah_effect fx);
/* Why the seat cannot pay that price now (module 5's prices), or NULL. */
const char *gah_more_price_refusal(const gah_state *st, int seat, gah_effect fx);
/* The Wagon Master's trade: why `give` for `take` may not be the next trade of the exchange step on top. */
const char *gah_more_trade_refusal(const gah_state *st, int seat, int give, int take);

/* In `amount` of an exchange step: the Wagon Master's, exactly `count` trades, no `done`. */
enum { EXCHANGE_EXACT = 1 };
/* In `extra` of a free-guest step: the Bartender's, the guest's order is filled from the supply. */
enum { FREE_GUEST_FILLED = 1 };

#endif

/* Let's Waltz module 2 (Celebrities): the hook points where the coloured dice, the lounge and the celebrities
 * enter the base rules. Each does nothing when the module is off (no coloured die, no celebrity held). */
#ifndef GAH_ENGINE_WALTZ_CELEBRITIES_H
#define GAH_ENGINE_WALTZ_CELEBRITIES_H

#include "internal.h"

#define CELEBRITIES_ON(st) (((st)->params.waltz & GAH_WALTZ_MODULE(2)) != 0)

/* Set-up: the stack (without the tiles whose modules are not in play) and three celebrities in the lounge. */
void gah_celebrities_setup(gah_ctx *c);
/* Dice: rolls the coloured dice that are in play (all three on a new round, else those left on the board)
 * onto the board and returns how many; the caller rolls the rest white. */
int gah_celebrities_roll(gah_ctx *c, bool new_round);
/* Action spaces: whether a die of `colour` (gah_die_colour) is on space `value`, and the krone it adds to
 * *cost (1 per other die on the space). NULL or the refusal. */
const char *gah_celebrities_die_price(const gah_state *st, int value, int colour, int *cost);
/* Action spaces: the die leaves the board; a coloured one brings its celebrity and VP unless `forfeit`. */
void gah_celebrities_die_taken(gah_ctx *c, int seat, int value, int colour, bool forfeit);
/* Action spaces: the coloured dice on space `value` as legal commands (with and without a boost). */
void gah_celebrities_offer_dice(legal_out *l, int value);
/* On the turn (Albert Einstein): the first trade of the round's exchange, and its offers. */
const char *gah_celebrities_exchange(gah_ctx *c, int seat, int give, int take);
void gah_celebrities_offer_exchange(legal_out *l, int seat);
/* The re-roll's die for the dustbin: 0 when the module is off (the base rule removes one), 1 when a white
 * die (or the last coloured one) was removed, 2 when the roller must choose among coloured dice (a prompt
 * was pushed: the re-roll waits for it). */
int gah_celebrities_dustbin(gah_ctx *c, int roller);
/* End of the round, before the Emperor scoring: celebrities to the discard, chits turned, lounge refilled. */
void gah_celebrities_end_round(gah_ctx *c);

/* The powers of the celebrities a seat holds (seed 004 appendix). The inline tests keep the base game's
 * paths free of calls: no celebrity held, nothing to do. */
int gah_celebrities_vp_extra_(const gah_state *st, int seat, int amount);
int gah_celebrities_emperor_extra_(const gah_state *st, int seat, int steps);
void gah_celebrities_on_krone_(gah_ctx *c, int seat, int amount);
int gah_celebrities_room_cost_(const gah_state *st, int seat, int cost);
void gah_celebrities_on_occupied_(gah_ctx *c, int seat);
void gah_celebrities_on_staff_played_(gah_ctx *c, int seat);
int gah_celebrities_items_ignored_(const gah_state *st, int seat);
void gah_celebrities_on_champagne_(gah_ctx *c, int seat);
void gah_celebrities_on_dancer_sent_(gah_ctx *c, int seat);

/* VP (Chaplin): extra VP for a gain of `amount`. */
static inline int celebrities_vp_extra(const gah_state *st, int seat, int amount)
{
    return st->lounge.held[seat] ? gah_celebrities_vp_extra_(st, seat, amount) : 0;
}
/* Emperor (Agatha Christie): extra steps for a gain of `steps`. */
static inline int celebrities_emperor_extra(const gah_state *st, int seat, int steps)
{
    return st->lounge.held[seat] ? gah_celebrities_emperor_extra_(st, seat, steps) : 0;
}
/* Krone (Elizabeth Magie): after a gain, a room 1 krone cheaper. */
static inline void celebrities_on_krone(gah_ctx *c, int seat, int amount)
{
    if (c->st->lounge.held[seat]) gah_celebrities_on_krone_(c, seat, amount);
}
/* Rooms (Mahatma Gandhi): the price of a room. */
static inline int celebrities_room_cost(const gah_state *st, int seat, int cost)
{
    return st->lounge.held[seat] ? gah_celebrities_room_cost_(st, seat, cost) : cost;
}
/* Occupying a room (J.R.R. Tolkien). */
static inline void celebrities_on_occupied(gah_ctx *c, int seat)
{
    if (c->st->lounge.held[seat]) gah_celebrities_on_occupied_(c, seat);
}
/* After a staff card is played (Marie Curie; Giacomo Puccini with module 1). */
static inline void celebrities_on_staff_played(gah_ctx *c, int seat)
{
    if (c->st->lounge.held[seat]) gah_celebrities_on_staff_played_(c, seat);
}
/* Moving a guest (Sigmund Freud): how many items of an order may be missing. */
static inline int celebrities_items_ignored(const gah_state *st, int seat)
{
    return st->lounge.held[seat] ? gah_celebrities_items_ignored_(st, seat) : 0;
}

/* Champagne gained, one call per source (Pablo Picasso, module 1). */
static inline void celebrities_on_champagne(gah_ctx *c, int seat)
{
    if (c->st->lounge.held[seat]) gah_celebrities_on_champagne_(c, seat);
}
/* A dancer placed in a ballroom, by a guest or a reward (Mata Hari, module 1). */
static inline void celebrities_on_dancer_sent(gah_ctx *c, int seat)
{
    if (c->st->lounge.held[seat]) gah_celebrities_on_dancer_sent_(c, seat);
}

/* "red", "blue", ... for a gah_die_colour (the command text, the log). */
const char *gah_celebrity_colour_word(int colour);

/* The coloured dice in a view or a determinized state: which celebrities can still be in the stack. */
void gah_celebrities_restack(gah_state *st);

#endif

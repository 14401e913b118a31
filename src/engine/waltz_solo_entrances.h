/* Dinner for One with Let's Waltz module 3 (seed 002, "Module 3: Unique Hotels"): the person keeps one of
 * three regular entrances and starts with 7 krone; the automa gets one of four solo entrances. The hook
 * points where the solo entrances enter the rules; each does nothing unless the automa has that entrance
 * (state `gah_state.solo`, all zero otherwise). The public accessors are in gah/engine.h. */
#ifndef GAH_ENGINE_WALTZ_SOLO_ENTRANCES_H
#define GAH_ENGINE_WALTZ_SOLO_ENTRANCES_H

#include "gah/engine.h"

struct gah_ctx;
struct legal_out;

#define SOLO_ENTRANCE_IS(st, k) ((st)->solo.kind == (k))

/* Set-up, from gah_entrances_setup after the regular entrances were laid out (entrances.offer): the person's
 * krone, the prompt to keep one of them, the automa's solo entrance and its own set-up. */
void gah_solo_entrances_setup(struct gah_ctx *c);
/* A round starts: Hautel Couture's empty action spaces get an item from the pool. */
void gah_solo_entrances_begin_round(struct gah_ctx *c);
/* The person took a die from space `value` (after its action went on the stack): Hautel Couture's item
 * there goes onto one of the automa's guests; Toll Bridge Hotel's tokens there score. `toll_paid`: the
 * toll was part of the price paid (else, with tokens there, the person went through unpaid). */
void gah_solo_entrances_on_die_taken(struct gah_ctx *c, int seat, int value, bool toll_paid);
/* The automa took a die from space `value`: Toll Bridge Hotel leaves a token there. */
void gah_solo_entrances_on_automa_die(struct gah_ctx *c, int value);
/* Toll Bridge Hotel: whether the seat may go through a tolled space unpaid (0 krone, every space with a die
 * tolled). */
bool gah_solo_entrances_toll_waived(const gah_state *st, int seat);
/* The automa's instruction card showed an objective symbol: Nine Stars Inn adds a token to its track. */
void gah_solo_entrances_on_automa_objective(struct gah_ctx *c);
/* A room of the seat was occupied: the person's completed floors and columns take Nine Stars Inn's tokens. */
void gah_solo_entrances_on_occupied(struct gah_ctx *c, int seat, int room);
/* An Emperor scoring: Nine Stars Inn's VP for the automa. */
void gah_solo_entrances_emperor_scoring(struct gah_ctx *c);
/* Sushi Resort: the krone the tokens on the guest at queue index 0..4 add to the seat's price. */
int gah_solo_entrances_guest_krone(const gah_state *st, int seat, int index);
/* The person took `guest` from the queue and paid: its tokens go back to the supply. */
void gah_solo_entrances_on_guest_taken(struct gah_ctx *c, int seat, int guest);
/* The automa takes the guest at queue index `index` (before it leaves the queue): 8 VP per token on it. */
void gah_solo_entrances_on_automa_guest(struct gah_ctx *c, int index);
/* The automa placed a room on `room` (after the queue was refilled): its token moves onto the leftmost guest. */
void gah_solo_entrances_on_automa_room(struct gah_ctx *c, int room);
/* `guest` would leave the queue off its free end (seed 001's discard-free-guests): with a token it scores
 * the automa 8 VP, the token goes back and the guest stays (true: keep it in the queue). */
bool gah_solo_entrances_shift_off(struct gah_ctx *c, int guest);
/* Final scoring: Hautel Couture's automa loses nothing for guests left in its café. */
bool gah_solo_entrances_no_cafe_penalty(const gah_state *st, int seat);

#endif

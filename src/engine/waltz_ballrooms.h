/* Let's Waltz module 1, Vienna Ballrooms (seed 004): the hook points where the module enters the base
 * rules. Every hook does nothing (or answers "as in the base game") when the module is off. */
#ifndef GAH_ENGINE_WALTZ_BALLROOMS_H
#define GAH_ENGINE_WALTZ_BALLROOMS_H

#include "gah/engine.h"

struct gah_ctx;
struct legal_out;

#define BALLROOMS_ON(st) (((st)->params.waltz & GAH_WALTZ_MODULE(1)) != 0)

/* Set-up: the champagne in every kitchen, three ballroom boards in a random order, the rehearsal room
 * boards on offer and the choices of them (counter-clockwise from the player right of the start player). */
void ballrooms_setup(struct gah_ctx *c);
/* Action spaces 1 and 2: how much champagne a split of `a` and `b` leaves of `strength` (0 when the
 * module is off, or when the split is not one the module allows: the base rule then judges it). */
int ballrooms_champagne_share(const gah_state *st, int a, int b, int strength);
/* Action spaces 1 and 2: offers the splits with champagne; false (nothing offered) when the module is off. */
bool ballrooms_offer_split(struct legal_out *l, gah_prompt pr, int type);
/* The module's effect kinds (champagne, the Odeonsaal room); nothing for other kinds. */
void ballrooms_effect(struct gah_ctx *c, int seat, int kind, int amount);

#endif

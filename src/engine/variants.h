/* Seed 001's rule variants: the hook points where they enter the base rules. Each does nothing when its
 * variant is off, so the state of a game without variants never differs by a byte. */
#ifndef GAH_ENGINE_VARIANTS_H
#define GAH_ENGINE_VARIANTS_H

#include "internal.h"

/* variant_gizia: E. Gizia's extra turn under the Original rules. */
enum { GIZIA_TURN_NONE, GIZIA_TURN_DUE, GIZIA_TURN_NOW };

/* Whether an objective card is in this game (the herlius cards only with their variant). */
bool gah_variant_objective_in_play(const gah_state *st, const gah_objective_card *card);
/* A guest left the board for a player (a café or the automa's hotel). */
void gah_variant_guest_taken(gah_state *st);
/* The end of the round, before the Emperor scoring: discard-free-guests. */
void gah_variant_end_round(gah_ctx *c);
/* Original rules: whether the Emperor penalty's "lose VP" alternative is the player's choice (then a
 * prompt was pushed), or false to let the 2021 rule decide. */
bool variant_penalty_choice(gah_ctx *c, int seat, bool can_suffer);
/* Original rules: E. Gizia's reward is a whole extra turn (seed 001), not one action. */
void gah_variant_gizia_moved(gah_ctx *c, int seat);
/* The end of a turn: true when the same seat goes on with E. Gizia's extra turn (the turn was reset). */
bool gah_variant_extra_turn(gah_ctx *c, int seat);

#endif

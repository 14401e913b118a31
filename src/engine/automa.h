/* Dinner for One inside the engine: what the automa's turn (automa.c) and Elisabeth's Let's Waltz symbols
 * (automa_waltz.c) share. Every choice takes the tie hand of the card being carried out ('L' or 'R'). */
#ifndef GAH_ENGINE_AUTOMA_H
#define GAH_ENGINE_AUTOMA_H

#include "internal.h"

/* The queue position (0-based) the automa takes for a guest colour (-1: any colour), or -1 for none.
 * With `needs_room`, only guests with a space left in its hotel count (seed 002, "Top Section"). */
int gah_automa_pick_guest(const gah_state *st, int seat, int colour, char tie, bool needs_room);
/* The guest at queue position q leaves the queue (to the discard pile) and the queue moves up and refills. */
void gah_automa_queue_take(gah_ctx *c, int q);
/* One step of the objective countdown on slot 0..2 (-1: the objective with the least progress). */
void gah_automa_objective(gah_ctx *c, int seat, int slot, char tie);

/* automa_waltz.c: Elisabeth's module symbols (seed 002, "Module-Specific Changes"). */

/* Whether her dancer symbols act: with module 1, with or without module 2 (ruling 305); with module 2 alone a
 * guest with a dancer is a plain guest and an extra dancer is nothing (ruling 301). */
bool gah_automa_dancers_act(const gah_state *st);
/* A guest with a dancer arrow (1: the ballroom scored next, 2: the one after): false when the guest is to
 * be read as a plain guest instead (the symbols do not act, or her dancers are all placed). */
bool gah_automa_guest_dancer(gah_ctx *c, int seat, int colour, int arrow, char tie);
/* An extra dancer (bottom section), without a guest. */
void gah_automa_extra_dancer(gah_ctx *c, int seat, int arrow);
/* Module 2: the action space of the coloured die whose lounge celebrity is worth most (the "cmax" die),
 * or 0 when no coloured die is on the board. */
int gah_automa_best_coloured_space(const gah_state *st, char tie);
/* Module 2: the colour she takes on action space `value` (0: white, no coloured die there). */
int gah_automa_die_colour(const gah_state *st, int value, char tie);
/* Module 2: her coloured die brings its celebrity and VP, and instead of the celebrity's power an effect
 * of the die's colour. */
void gah_automa_coloured_die(gah_ctx *c, int seat, int value, int colour, char tie);

#endif

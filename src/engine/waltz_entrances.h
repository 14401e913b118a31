/* Let's Waltz module 3, Unique Hotels (seed 004): the hook points where the hotel entrances enter the base
 * rules. Every hook does nothing (or answers "as in the base game") when the module is off or the seat
 * does not own the entrance it is about: only the owner uses an entrance. */
#ifndef GAH_ENGINE_WALTZ_ENTRANCES_H
#define GAH_ENGINE_WALTZ_ENTRANCES_H

#include "gah/engine.h"

struct gah_ctx;

#define ENTRANCES_ON(st) (((st)->params.waltz & GAH_WALTZ_MODULE(3)) != 0)
/* Whether `seat` owns entrance `id` (gah_entrance_id). */
#define OWNS_ENTRANCE(st, seat, id) ((st)->entrances.owned[(seat)] == (id))

/* Set-up: every seat's café tables (always); with the module, the kitchens without their four dishes and
 * drinks, the entrances laid out with what lies beside them, and the auction (on top of the stack: after
 * the staff, before the rehearsal rooms and the starting guests). */
void entrances_setup(struct gah_ctx *c);
/* A room was just occupied: Stroup's first room of a group, Hotel Dove's full columns and floors. */
void entrances_on_occupied(struct gah_ctx *c, int seat, int room);
/* Chateau Paulwei's charts: the occupancy bonus of a group of `size` rooms paid as `colour`, or -1 when the
 * seat's hotel board's own charts apply. */
int entrances_bonus_amount(const gah_state *st, int seat, int colour, int size);
/* The Ren: how many times a ballroom row bonus is paid (1, or 2 for its owner). */
int entrances_row_bonus_times(const gah_state *st, int seat);
/* The Ren: after a ballroom is scored, 4 VP to its owner when alone with the most dancers there. */
void entrances_on_ballroom_scored(struct gah_ctx *c, const int total[GAH_MAX_PLAYERS]);
/* A staff card was played (the Maitre D' gives the fourth café table). */
void entrances_on_staff_played(struct gah_ctx *c, int seat, int staff_id);

#endif

/* Let's Waltz module 3, Unique Hotels (seed 004): the hook points where the hotel entrances enter the base
 * rules. Every hook does nothing (or answers "as in the base game") when the module is off or the seat
 * does not own the entrance it is about: only the owner uses an entrance. */
#ifndef GAH_ENGINE_WALTZ_ENTRANCES_H
#define GAH_ENGINE_WALTZ_ENTRANCES_H

#include "gah/engine.h"

struct gah_ctx;
struct legal_out;

#define ENTRANCES_ON(st) (((st)->params.waltz & GAH_WALTZ_MODULE(3)) != 0)
/* Whether `seat` owns entrance `id` (gah_entrance_id). */
#define OWNS_ENTRANCE(st, seat, id) ((st)->entrances.owned[(seat)] == (id))

/* Set-up: every seat's café tables (always); with the module, the kitchens without their four dishes and
 * drinks, the entrances laid out with what lies beside them, and the auction (on top of the stack: after
 * the staff, before the rehearsal rooms and the starting guests). */
void gah_entrances_setup(struct gah_ctx *c);
/* Dinner for One: the person keeps entrance `id` of those laid out, free (waltz_solo_entrances.c). */
void gah_entrances_keep(struct gah_ctx *c, int seat, int id);
/* A room was just occupied: Stroup's first room of a group, Hotel Dove's full columns and floors. */
void gah_entrances_on_occupied(struct gah_ctx *c, int seat, int room);
/* Chateau Paulwei's charts: the occupancy bonus of a group of `size` rooms paid as `colour`, or -1 when the
 * seat's hotel board's own charts apply. */
int gah_entrances_bonus_amount(const gah_state *st, int seat, int colour, int size);
/* The Ren: how many times a ballroom row bonus is paid (1, or 2 for its owner). */
int gah_entrances_row_bonus_times(const gah_state *st, int seat);
/* The Ren: after a ballroom is scored, 4 VP to its owner when alone with the most dancers there. */
void gah_entrances_on_ballroom_scored(struct gah_ctx *c, const int total[GAH_MAX_PLAYERS]);
/* A staff card was played: the Maitre D' gives the fourth café table; Hotel Mayenfels pays 1 krone and a
 * card (not for the card played at set-up). */
void gah_entrances_on_staff_played(struct gah_ctx *c, int seat, int staff_id);
/* The turn's guest was taken: Kaufman may take a second one, paying as usual. */
void gah_entrances_on_turn_guest(struct gah_ctx *c, int seat);
/* A die was taken and its action is on the stack: Corogari Zant-Mainz's bonus for the round's second die
 * goes on top of it. */
void gah_entrances_on_die_taken(struct gah_ctx *c, int seat, int value);
/* Module 4's skeleton key was taken and its parts are on the stack: for Corogari Zant-Mainz the key copies
 * the one die (seed 004), so the bonus comes now (on top) or doubles the die still to come (ruling 901). */
void gah_entrances_on_key_taken(struct gah_ctx *c, int seat);
/* A finished guest leaves the café (to a room or a ballroom): to the discard pile, or Kaufman's pile. */
void gah_entrances_guest_done(struct gah_ctx *c, int seat, int guest);
/* End of a round (before the Emperor scoring): Kaufman's pile scores and goes to the discard pile. */
void gah_entrances_end_round(struct gah_ctx *c);
/* After every command: Ninas Melange's personal objectives met on the owner's turn score at once. */
void gah_entrances_after_command(struct gah_ctx *c);
/* Final scoring: Ninas Melange's VP for all objectives met. */
void gah_entrances_final(struct gah_ctx *c, int seat);
/* The turn's commands of the seat's entrance: The Grand Wray Hotel's `tile T`, The Kozi Palace's `nudge F T`. */
void gah_entrances_offer_turn(struct legal_out *l, int seat);
/* `tile T`: The Grand Wray Hotel, once a turn: 1, 2 or 3 steps back for the reward of its A, B or C tile T. */
const char *gah_entrances_wray_tile(struct gah_ctx *c, int seat, int tile);
const char *gah_entrances_wray_refusal(const gah_state *st, int seat, int tile);
/* `nudge F T [COLOUR]`: The Kozi Palace: a die (white, or module 2's die of gah_die_colour `colour`) from space
 * F to the neighbouring space T, whose dice the turn then takes from. Not when taking module 4's skeleton key
 * (seed 004; gah_key_take_refusal). */
const char *gah_entrances_nudge(struct gah_ctx *c, int seat, int from, int to, int colour);
const char *gah_entrances_nudge_refusal(const gah_state *st, int seat, int from, int to, int colour);

#endif

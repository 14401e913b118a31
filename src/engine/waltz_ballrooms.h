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
void gah_ballrooms_setup(struct gah_ctx *c);
/* Action spaces 1 and 2: how much champagne a split of `a` and `b` leaves of `strength` (0 when the
 * module is off, or when the split is not one the module allows: the base rule then judges it). */
int gah_ballrooms_champagne_share(const gah_state *st, int a, int b, int strength);
/* Action spaces 1 and 2: offers the splits with champagne; false (nothing offered) when the module is off. */
bool gah_ballrooms_offer_split(struct legal_out *l, gah_prompt pr, int type);
/* The module's effect kinds (champagne, ballroom VP); nothing for other kinds. */
void gah_ballrooms_effect(struct gah_ctx *c, int seat, int kind, int amount);
/* Moving a guest: offers `send TABLE SECTION` for a complete guest at that table (nothing when off). */
void gah_ballrooms_offer_send(struct legal_out *l, int table);
/* `send T S`: the complete guest at table T goes to a ballroom as a dancer from section S. */
const char *gah_ballrooms_send(struct gah_ctx *c, int seat, int table, int section);
/* Dinner for One: the automa's dancer, free, in ballroom `first` (0..2) or the next one right with a space. */
void gah_ballrooms_automa_dancer(struct gah_ctx *c, int seat, int first);
/* End of round: after an Emperor scoring round, the ballroom scoring is due (runs after the Emperor
 * tiles' effects). Nothing when off. */
void gah_ballrooms_end_round(struct gah_ctx *c);
/* STEP_AUTO_BALLROOM_SCORING: the next ballroom from the left is scored. */
void gah_ballrooms_score(struct gah_ctx *c);
/* STEP_AUTO_COLLECT: a dancer's remaining reward, when there is no order to choose. */
void gah_ballrooms_collect_rest(struct gah_ctx *c, gah_step s);
/* A ballroom's VP for every seat (the seed's rules and tie rule); `dancers[seat][row]` counts the
 * balcony in the top row. For tests and the scoring step. */
void gah_ballrooms_board_vp(int scoring, int players, const int dancers[GAH_MAX_PLAYERS][GAH_BALLROOM_ROWS],
                        int vp[GAH_MAX_PLAYERS]);

/* Moving a guest (to a room or a ballroom): counts completed green guests for objective 165. */
void gah_ballrooms_on_guest_completed(struct gah_ctx *c, int seat, const gah_guest_card *g);
/* The module's objective requirements (false for any other). */
bool gah_ballrooms_objective_met(const gah_state *st, int seat, const gah_objective_card *o);

/* Emperor scoring: the penalties of the module's tiles (give back champagne, lose dancers). */
void gah_ballrooms_penalty(struct gah_ctx *c, int seat, gah_effect fx, int else_vp);
/* The seat's dancers in ballroom 0..2 (the balcony counts in the rightmost), or in all three (-1). */
int gah_ballrooms_dancers(const gah_state *st, int seat, int ballroom);

/* Whether the seat could send a dancer now at `discount` champagne less: a dancer left in the rehearsal
 * room and a row it can pay for. */
bool gah_ballrooms_can_send(const gah_state *st, int seat, int discount);

/* The boards and their places, shared by the module's files (waltz_ballrooms.c); ballroom 0..2 from the
 * left, row 0 top .. 2 bottom. */
const gah_ballroom_board *gah_ballrooms_board_at(const gah_state *st, int ballroom);
int gah_ballrooms_row_spaces(const gah_state *st, int ballroom, int row);
/* The first free space of the row from the left (a dancer the Emperor took leaves a gap that fills first). */
int gah_ballrooms_row_taken(const gah_state *st, int ballroom, int row);
/* Seed 004, "The Balcony": the rightmost ballroom's top row once its spaces are full. */
bool gah_ballrooms_on_balcony(const gah_state *st, int ballroom, int row);
/* The champagne a place in the row costs, or -1 when the row has no place left. */
int gah_ballrooms_place_cost(const gah_state *st, int ballroom, int row);
/* Whether some row costs at most the seat's champagne + `discount`. */
bool gah_ballrooms_can_afford(const gah_state *st, int seat, int discount);

/* In `extra` of a GAH_PROMPT_OCCUPY step: only the bottom three floors (Odeonsaal's middle row). */
enum { OCCUPY_LOW3 = 32 };

#endif

/* Shared internals of the rules engine: the step stack, event helpers, and the rule modules' entry points. */
#ifndef GAH_ENGINE_INTERNAL_H
#define GAH_ENGINE_INTERNAL_H

#include "gah/engine.h"

#include <string.h>

#include "waltz_ballrooms.h"
#include "waltz_more.h"
#include "waltz_entrances.h"
#include "waltz_solo_entrances.h"

/* Step kinds below GAH_PROMPT_COUNT are decisions (same numbers as gah_prompt_kind); these are automatic. */
enum {
    STEP_AUTO_BONUS = 64, /* extra = group: the occupancy bonus */
    STEP_AUTO_EFFECT,     /* extra = gah_effect_kind, amount = amount: a reward part with no choice */
    STEP_AUTO_RETURN_DRAWN, /* the cards left from "draw 3, play 1" go to the bottom */
    STEP_AUTO_BEGIN_PLAY, /* after the set-up decisions: round 1 starts */
    STEP_AUTO_NEXT_ROUND, /* after the end of a round (and its Emperor scoring) */
    STEP_AUTO_EMPEROR_SEAT, /* seat: that player's Emperor tile effect, extra = 1 reward / 0 penalty */
    STEP_AUTO_DRAFT_PASS, /* expert draft: every pack moves one seat to the left */
    STEP_AUTO_AUTOMA_TURN, /* the automa draws an instruction card and carries it out */
    STEP_AUTO_KRONE,      /* amount = krone from staff for a guest moved in (Groom, Masseuse, Custodian) */
    /* Let's Waltz module 1 */
    STEP_AUTO_BALLROOM_SCORING, /* the ballroom whose round indicator this round shows is scored */
    STEP_AUTO_COLLECT,    /* a dancer's last reward, when there is no order left to choose (as GAH_PROMPT_COLLECT) */
    STEP_AUTO_STAFF_EFFECT, /* extra = gah_effect_kind, amount: a staff card's part (its VP are staff VP) */
    /* Let's Waltz module 3 */
    STEP_AUTO_BONUS_VP,   /* amount: VP booked as a bonus (Hotel Dove's tokens) */
};
#define STEP_IS_AUTO(kind) ((kind) >= STEP_AUTO_BONUS)

/* Flags for GAH_PROMPT_ROOMS steps (in `extra`). */
enum { ROOMS_LOW = 1, ROOMS_POOL = 2, ROOMS_MAIN = 4, ROOMS_OCCUPY = 8 };
/* In `extra` of ROOMS and STAFF steps from die-triggered staff: may be taken before or after the main
 * action (command `later`). */
enum { STEP_EITHER_SIDE = 16 };
/* In `extra` of a GAH_PROMPT_DANCER step: sending turns the seat's once-a-round `played` card (the Danube
 * Steamship Captain) sideways. */
enum { DANCER_ONCE_A_ROUND = 1 };

/* The context every rule function gets: the state being changed and the events being written. */
typedef struct gah_ctx {
    gah_state *st;
    gah_events *ev;
} gah_ctx;

#define REFUSE(msg) return (msg)

/* events.c */
void gah_ev_push(gah_ctx *c, int type, int seat, int a, int b, int cc, int value);
void gah_ev_push_event(gah_ctx *c, gah_event e); /* for events that also carry `d` */

/* rng.c */
uint32_t gah_rng_next(gah_state *st);
int gah_rng_below(gah_state *st, int n); /* 0..n-1 */
void gah_rng_shuffle(gah_state *st, uint8_t *cards, int count);

/* stack.c */
const char *gah_step_push(gah_state *st, gah_step s);
gah_step *gah_step_top(gah_state *st);
void gah_step_pop(gah_state *st);
void gah_step_remove(gah_state *st, int index);
/* Runs automatic steps and moves the game on until someone owes a decision. */
void gah_engine_settle(gah_ctx *c);

/* economy.c: money, VP, Emperor, items */
void gah_gain_money(gah_ctx *c, int seat, int amount);
/* Krone that reach a seat in another player's turn (Let's Waltz module 4's compensation): as gah_gain_money,
 * but no celebrity power answers them (those act on their holder's own turn). */
void gah_gain_money_off_turn(gah_ctx *c, int seat, int amount);
void gah_pay_money(gah_ctx *c, int seat, int amount);
void gah_gain_vp(gah_ctx *c, int seat, int amount, int source);
void gah_gain_emperor(gah_ctx *c, int seat, int steps);
void gah_gain_items(gah_ctx *c, int seat, const int items[GAH_ITEM_COUNT]);
bool gah_guest_needs(const gah_state *st, int seat, int table, int item);
int gah_order_slot(const gah_state *st, int seat, int table, int item);
bool gah_guest_complete(const gah_state *st, int seat, int table);
/* The same for guest `g` at table `t` when the items its order still misses are known (bit i: item i). */
bool gah_guest_order_complete(const gah_state *st, int seat, const gah_table *t, const gah_guest_card *g, unsigned missing);
void gah_draw_staff(gah_ctx *c, int seat, int count);
const char *gah_items_place(gah_ctx *c, int seat, int item, int table);
bool gah_display_has(const gah_state *st, int seat, int staff_id);

/* rooms.c */
int gah_room_floor(int room);
int gah_room_colour(const gah_state *st, int seat, int room);
int gah_room_cost(const gah_state *st, int seat, int room, int discount);
const char *gah_room_can_prepare(const gah_state *st, int seat, int room, int discount, bool low_only);
/* The empty spaces gah_room_can_prepare's first tests (a space with no room, next to one the hotel has, or the
 * bottom-left space for the first) leave open, as bits (room r at bit r): the generator asks the rest only
 * of these (issue 21; the property test proves the lists equal). */
uint32_t gah_room_spaces_open(const gah_state *st, int seat);
void gah_room_prepare(gah_ctx *c, int seat, int room, int cost);
/* Occupies a vacant room; returns the group index when that completed the group for the first time
 * (its bonus is due), else -1. Krone the occupation earns (Custodian) are paid at once, or added to
 * *krone_later when the caller lets the player order them against a reward. */
int gah_room_occupy(gah_ctx *c, int seat, int room, int *krone_later);
void gah_group_bonus(gah_ctx *c, int seat, int group);
void gah_group_bonus_as(gah_ctx *c, int seat, int group, int colour);
/* The krone a group's occupancy bonus pays (0 for blue and yellow groups). */
int gah_group_bonus_krone(const gah_state *st, int seat, int group);
int gah_rooms_count(const gah_state *st, int seat, int room_state);

/* guests.c */
int gah_guest_queue_cost(const gah_state *st, int seat, int position);
const char *gah_guest_take(gah_ctx *c, int seat, int position, int table, bool free);
const char *gah_guest_move(gah_ctx *c, int seat, int table, int room);
/* A completed guest's reward with the krone that come along (staff, and the occupancy bonus of `group`, -1
 * none), ordered by the player only when the 20-krone cap makes it matter (ruling 6). */
void gah_guest_reward_with_krone(gah_ctx *c, int seat, const gah_guest_card *g, int staff_krone, int group);
const char *gah_guest_serve(gah_ctx *c, int seat, int item, int table);
void gah_queue_fill(gah_ctx *c);
/* The reward's parts as steps, in card order (the first on top). */
void gah_guest_push_reward(gah_ctx *c, int seat, const gah_guest_card *g);

/* staff.c */
const char *gah_staff_play(gah_ctx *c, int seat, int staff_id, int discount, bool from_drawn);
int gah_staff_effective_cost(const gah_state *st, int seat, int staff_id, int discount);
bool gah_hand_has(const gah_state *st, int seat, int staff_id);
const char *gah_staff_use(gah_ctx *c, int seat, int staff_id);
/* Removes the first `id` from a card list; false when it is not there. */
bool gah_cards_remove(uint8_t *cards, uint8_t *count, int id);
void gah_staff_to_bottom(gah_ctx *c, int seat, int staff_id);
int gah_staff_played_count(const gah_state *st, int seat);

/* turn.c */
void gah_turn_begin_round(gah_ctx *c);
void gah_turn_advance(gah_ctx *c);
/* colour: gah_die_colour (module 2; white otherwise) */
const char *gah_turn_take_die(gah_ctx *c, int seat, int value, bool boost, int colour);
void gah_turn_start_action(gah_ctx *c, int seat, int action, int strength, bool main_action);
void gah_turn_next_round(gah_ctx *c);
/* After the re-roll's die went to the dustbin: everyone is back in, the dice left are re-rolled, play goes on. */
void gah_turn_reroll(gah_ctx *c);
void gah_run_effect(gah_ctx *c, int seat, int kind, int amount);
void gah_emperor_tile_effect(gah_ctx *c, int seat, bool reward);
/* An Emperor tile's reward part (rooms and staff as prompts, the rest at once). */
void gah_emperor_reward_run(gah_ctx *c, int seat, gah_effect fx);

/* staff_effects.c: the hook points where the cards of a display act, as their data says (docs/cards.md).
 * Prices: the cost after the seat's cards (0 when one makes it free). */
int gah_staff_room_cost(const gah_state *st, int seat, int colour, int cost);
int gah_staff_queue_cost(const gah_state *st, int seat, int cost);
int gah_staff_serve_cost(const gah_state *st, int seat, int cost);
int gah_staff_die_cost(const gah_state *st, int seat, int face, int cost); /* the imitation's krone */
/* Taking a die: the seat's cards for the face, looked up once; their VP, Emperor steps and strength first,
 * then the action (true when a card carried it out itself), then the extras either side of it. */
typedef struct staff_cards {
    int count;
    const gah_staff_card *card[GAH_DISPLAY_MAX]; /* in id order */
} staff_cards;
void gah_staff_at_die(const gah_state *st, int seat, int face, staff_cards *out);
void gah_staff_on_die_taken(gah_ctx *c, int seat, const staff_cards *cards, int *strength);
bool gah_staff_runs_action(gah_ctx *c, int seat, const staff_cards *cards, int face, int strength);
void gah_staff_on_die_extras(gah_ctx *c, int seat, const staff_cards *cards);
/* A completed guest left the café with its reward: moved into a room, or (Let's Waltz module 1) sent to a
 * ballroom. Krone are added to *krone (ruling 6); VP and Emperor steps come at once. */
void gah_staff_on_guest_moved(gah_ctx *c, int seat, const gah_guest_card *guest, int *krone);
/* Krone paid at once, or added to *krone_later when it is not NULL. */
void gah_staff_on_room_occupied(gah_ctx *c, int seat, int *krone_later);
void gah_staff_on_emperor_reward(gah_ctx *c, int seat);
bool gah_staff_on_emperor_penalty(gah_ctx *c, int seat); /* true when it offers to ignore the penalty */
void gah_staff_on_play(gah_ctx *c, int seat, const gah_staff_card *card);
/* Why the card cannot be used now (what its use costs, a dancer it needs), or NULL. */
const char *gah_staff_price_refusal(const gah_state *st, int seat, const gah_staff_card *card);
void gah_staff_on_use(gah_ctx *c, int seat, const gah_staff_card *card);
/* A staff card's part: VP booked as staff VP, anything else as gah_run_effect does. */
void gah_staff_effect(gah_ctx *c, int seat, int kind, int amount);
/* Let's Waltz module 1's moments (no card works there without the module). After the action of a die: the
 * parts go on the stack below the action's step (call before the action starts). */
void gah_staff_after_die(gah_ctx *c, int seat, int face);
void gah_staff_on_dancer_sent(gah_ctx *c, int seat);
void gah_staff_on_objective(gah_ctx *c, int seat);
/* Let's Waltz module 5: the bell prompts of the seat's face-up bell cards at `when` whose requirement is met. */
void gah_staff_bells(gah_ctx *c, int seat, int when, int colour, int count);
/* Another card was just played; `below` is the stack height before its own effects went on, so what this
 * offers comes after them. */
void gah_staff_on_staff_played(gah_ctx *c, int seat, int staff_id, int below);
int gah_staff_final_vp(const gah_state *st, int seat, int staff_id);
/* Seed 001's Rowe-Smith staff (staff_effects.c) */
bool gah_staff_swaps_cake_coffee(const gah_state *st, int seat);
bool gah_staff_two_wine(const gah_state *st, int seat);
bool gah_staff_no_adjacency(const gah_state *st, int seat);
bool gah_staff_any_bonus(const gah_state *st, int seat);
bool gah_staff_no_cafe_penalty(const gah_state *st, int seat);
int gah_staff_krone_extra(const gah_state *st, int seat);
void gah_staff_on_first_pass(gah_ctx *c);
const char *gah_staff_fill_order(gah_ctx *c, int seat, int table);

/* automa.c: Dinner for One */
void gah_automa_setup(gah_ctx *c, int seat);
/* Whether a staff card may go into the automa's private deck: final scoring it can score with. */
bool gah_automa_takes_staff(const gah_staff_card *card);
void gah_automa_turn(gah_ctx *c, int seat);
#define HAS_AUTOMA(st) ((st)->params.automa != GAH_AUTOMA_NONE)

/* emperor.c, scoring.c */
void gah_emperor_penalty(gah_ctx *c, int seat);
/* The penalty suffered the way the rules say, or (seed 001's Original rules, after the player chose) the
 * first alternative or the VP. */
enum { PENALTY_BY_RULE, PENALTY_SUFFER, PENALTY_LOSE_VP };
void gah_emperor_penalty_way(gah_ctx *c, int seat, int way);
const char *gah_emperor_remove_room(gah_ctx *c, int seat, int room);
/* The seat's room spaces in `room_state` as bits, room r at bit r. */
uint32_t gah_rooms_mask(const gah_state *st, int seat, int room_state);
int gah_count_full(const gah_state *st, int seat, int what); /* 0 floors, 1 columns, 2 groups, 3 colours */
int gah_occupied_of_colour(const gah_state *st, int seat, int colour);
void gah_emperor_scoring(gah_ctx *c);
bool gah_objective_met(const gah_state *st, int seat, int objective_id);
const char *gah_objective_claim(gah_ctx *c, int seat, int slot);
void gah_final_scoring(gah_ctx *c);

/* command.c: arguments within the ranges of the command's text form */
bool gah_command_args_valid(gah_command cmd);

/* actions.c: the command dispatcher (through the protocol table) */
const char *gah_apply_command(gah_ctx *c, int seat, gah_command cmd);

/* prompts.c: the protocol table. One row per gah_prompt_kind says what the prompt is called, which
 * command types it takes, what it says to a command of another type, how its candidates are offered
 * (the offer_* functions, legal.c) and how a command is carried out (the apply_* functions, actions.c).
 * A new prompt is one row and its two functions. */
typedef struct legal_out {
    const gah_state *st;
    int seat;
    gah_command *out;
    int max, count;
    bool oracle; /* gah_legal_slow: every candidate is tried on a copy, whatever its direct test says */
} legal_out;
/* Fallback generation: adds the command when gah_check accepts it (the command is carried out on a copy
 * of the state). For rare or intricate prompts. */
void gah_legal_offer(legal_out *l, int type, int a, int b);
/* Direct generation: adds the command when `why`, the refusal from the same predicate the command's
 * apply path calls before it changes anything, is NULL. The property test (selfplay --check) proves the
 * list equal to the fallback's, command for command. */
static inline void legal_offer_if(legal_out *l, const char *why, int type, int a, int b)
{
    if (l->oracle) gah_legal_offer(l, type, a, b);
    else if (!why && l->count < l->max) l->out[l->count++] = (gah_command){(uint8_t)type, (int8_t)a, (int8_t)b};
}

/* Guests from the queue to the seat's empty tables (free: a reward or the start, no queue price). */
void gah_offer_guests(legal_out *l, bool free);

/* The refusal predicates that apply and the direct generator share (NULL: allowed). Each covers every
 * refusal of its command at its prompt, given arguments in their command form's range. */
const char *gah_guest_take_refusal(const gah_state *st, int seat, int position, int table, bool free);
const char *gah_guest_serve_refusal(const gah_state *st, int seat, int item, int table);
/* Its last part, the same for every item and table: what serving costs (asked when the item is in the
 * kitchen and fills a slot of the order it is asked for). */
const char *gah_guest_serve_cost_refusal(const gah_state *st, int seat);
/* The Cocktail Waitress's choice (prompt two-wine): `choice` 1..4 names the item two wine fill at `table`. */
const char *gah_two_wine_refusal(const gah_state *st, int seat, int table, int choice);
const char *gah_guest_move_refusal(const gah_state *st, int seat, int table, int room);
/* Its room half, for a guest whose order is complete (the generator asks it for every room). */
const char *gah_guest_room_refusal(const gah_state *st, int seat, const gah_guest_card *g, int room);
const char *gah_turn_die_refusal(const gah_state *st, int seat, int value, bool boost, int colour);
/* The same without (why[0]) and with (why[1]) the boost, sharing the work a boost does not change. */
void gah_turn_die_refusals(const gah_state *st, int seat, int value, int colour, const char *why[2]);
const char *gah_objective_claim_refusal(const gah_state *st, int seat, int slot);
const char *gah_staff_play_refusal(const gah_state *st, int seat, int staff_id, int discount, bool from_drawn);
const char *gah_staff_use_refusal(const gah_state *st, int seat, int staff_id);
const char *gah_items_place_refusal(const gah_state *st, int seat, int item, int table);
const char *gah_pass_refusal(const gah_state *st);
const char *gah_end_turn_refusal(const gah_state *st);
const char *gah_rooms_refusal(const gah_state *st, int seat, int room); /* the rooms step on top */
const char *gah_split_refusal(const gah_state *st, int type, int a, int b); /* dishes, drinks, split */
const char *gah_occupy_refusal(const gah_state *st, int seat, int room);
const char *gah_gizia_refusal(const gah_state *st, int seat, int action);
const char *gah_conference_refusal(const gah_state *st, int seat);
const char *gah_later_refusal(const gah_state *st);
const char *gah_remove_room_refusal(const gah_state *st, int seat, int room); /* the Emperor's step on top */
const char *gah_remove_staff_refusal(const gah_state *st, int seat, int staff_id);

#define CMD_BIT(type) (UINT64_C(1) << (type))
typedef struct prompt_row {
    const char *name;        /* gah_prompt_name: logs, the CLI, scenario files */
    uint64_t accepts;        /* CMD_BIT of every command type the prompt takes */
    const char *refusal;     /* the reason given to a command of any other type */
    void (*offer)(legal_out *l, gah_prompt pr);
    const char *(*apply)(gah_ctx *c, int seat, gah_command cmd); /* after the type was checked */
} prompt_row;
/* The row of a prompt kind, or NULL for a kind that is not a prompt. */
const prompt_row *gah_prompt_row_of(int kind);

#include "variants.h" /* seed 001's variants: their hook points */

#endif

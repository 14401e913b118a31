/* Shared internals of Let's Roll's engine: the context, the step stack, events, and each rule file's entry
 * points. Predicates (`*_refusal`, `*_possible`) are pure and shared by apply and the legal list, so a rule
 * is written once. */
#ifndef ROLL_ENGINE_INTERNAL_H
#define ROLL_ENGINE_INTERNAL_H

#include "roll/engine.h"

#include <string.h>

/* Step kinds below ROLL_PROMPT_COUNT are decisions (the prompt kinds); these run by themselves. */
enum {
    ROLL_STEP_ACTION = 32,   /* a = action 1..6, b = strength: the die's (or the imitated) action begins */
    ROLL_STEP_EMPEROR,       /* amount spaces on the active track */
    ROLL_STEP_ROOM_BONUS,    /* a = room 0..27: its door bonus */
    ROLL_STEP_GROUP_BONUS,   /* a = group: a red or yellow group's bonus */
    ROLL_STEP_EMPEROR_BONUS, /* a = track 0..2, b = space 0..6: its printed bonus */
    ROLL_STEP_END_TURN,      /* the turn is over: the next seat, or the end of the round */
};
#define ROLL_STEP_IS_AUTO(kind) ((kind) >= ROLL_STEP_ACTION)

/* roll_step.flags */
enum {
    ROLL_STEP_MANDATORY = 1, /* a die's own action: no `done`/`skip` before its first room or its choice */
    ROLL_STEP_EITHER_PREPARE = 2, /* ROLL_PROMPT_EITHER: the free room is still to prepare */
    ROLL_STEP_EITHER_OCCUPY = 4,  /* ROLL_PROMPT_EITHER: the free occupation is still to make */
    ROLL_STEP_STARTED = 8,        /* ROLL_PROMPT_PREPARE: a room is prepared already; the rest may be left */
};

typedef struct roll_ctx {
    roll_state *st;
    bg_events *ev;
} roll_ctx;

/* events.c */
void roll_ev_push(roll_ctx *c, int type, int seat, int a, int b, int cc, int value);

/* rng.c */
int roll_rng_below(roll_state *st, int n);

/* stack.c */
void roll_step_push(roll_state *st, roll_step s);
roll_step *roll_step_top(roll_state *st);
void roll_step_pop(roll_state *st);
/* Runs automatic steps, lets go of decisions that cannot be made, and moves the game on until someone owes
 * a decision or the game is over. */
void roll_settle(roll_ctx *c);

/* economy.c: money and loans */
void roll_gain_money(roll_ctx *c, int seat, int amount);
void roll_pay_money(roll_ctx *c, int seat, int amount);
const char *roll_loan_refusal(const roll_state *st, int seat);
void roll_take_loan(roll_ctx *c, int seat);

/* rooms.c: preparing and occupying, and the bonuses that come with a full group, row or column */
const char *roll_prepare_refusal(const roll_state *st, int seat, int room, int colour, int discount, int money);
/* The same with the seat's free colours (roll_free_colours) known, for loops over the rooms. */
const char *roll_prepare_refusal_in(const roll_state *st, int seat, int room, int colour, int discount, int money,
                                    unsigned free_colours);
/* The colours the seat's hired permanent staff prepare free (bit per roll_colour). */
unsigned roll_free_colours(const roll_state *st, int seat);
const char *roll_occupy_refusal(const roll_state *st, int seat, int room, int colour, int discount, int money);
/* Whether some room could be prepared / occupied with these limits and `money`. */
bool roll_can_prepare(const roll_state *st, int seat, int colour, int discount, int money);
bool roll_can_occupy(const roll_state *st, int seat, int colour, int discount, int money);
void roll_prepare_room(roll_ctx *c, int seat, int room, int discount);
/* Occupies the room, pays, and pushes what follows: the door bonus, the group's, the row and column claims. */
void roll_occupy_room(roll_ctx *c, int seat, int room, int discount);
void roll_run_group_bonus(roll_ctx *c, int seat, int group);

/* emperor.c: the three tracks */
void roll_cross_emperor(roll_ctx *c, int seat, int spaces);
/* After rounds 3, 5 and 7: the light section of that round's track. */
void roll_emperor_check(roll_ctx *c, int track);

/* staff.c: hiring, the permanent effects */
const char *roll_hire_refusal(const roll_state *st, int seat, int slot, int discount, int money);
bool roll_can_hire(const roll_state *st, int seat, int discount, int money);
void roll_hire(roll_ctx *c, int seat, int slot, int discount);
/* What the seat's hired permanent staff give when it takes a die from `space`: extra strength, krone, and
 * Emperor spaces (each may be NULL). */
void roll_staff_die_gains(const roll_state *st, int seat, int space, int *strength, int *krone, int *emperor);
/* The krone imitating pays the seat instead of costing one (staff kind 2), 0 without such staff. */
int roll_imitate_gain(const roll_state *st, int seat);

/* effects.c: a bonus from a door, an Emperor space or a staff member, as steps */
void roll_run_bonus(roll_ctx *c, int seat, const roll_bonus *bonus);

/* turn.c: rounds, dice, turns, the actions */
void roll_start_round(roll_ctx *c);
/* Why the seat may not carry out action 1..6 at this strength with this much money now; NULL when it may. */
const char *roll_action_refusal(const roll_state *st, int seat, int action, int strength, int money);
/* The money a die from `space` leaves the seat for its action (its permanent staff's krone counted). */
int roll_money_for_space(const roll_state *st, int seat, int space);
/* Whether some die's action can be carried out now; when none can, seed 003's special case applies. */
bool roll_some_action_possible(const roll_state *st, int seat);
const char *roll_die_refusal(const roll_state *st, int seat, int space);
/* The same, for the six spaces in a row: *some_possible is roll_some_action_possible's answer once asked (-1 before). */
const char *roll_die_refusal_in(const roll_state *st, int seat, int space, int *some_possible);
/* Takes the die (roll_die_refusal said yes); `special`: no action on the board could be carried out, so the
 * die's action is ignored for 1 krone (the die's own action refused, which then means none could be). */
void roll_take_die(roll_ctx *c, int seat, int space, bool special);
void roll_begin_action(roll_ctx *c, int seat, int action, int strength);
void roll_end_turn(roll_ctx *c);

/* scoring.c */
void roll_score_steps(const roll_state *st, int seat, int16_t steps[ROLL_SCORE_STEPS]);
void roll_final_scoring(roll_ctx *c);

/* command.c: a command of a known type with its argument in range (none where it takes none), as only the
 * text form can write it; anything else is refused before any rule is asked. */
bool roll_command_well_formed(roll_command cmd);

/* prompts.c: the protocol table's dispatch for apply and legal */
const char *roll_apply_command(roll_ctx *c, int seat, roll_command cmd);
/* Whether the decision on top of the stack can be made at all (else settle lets it go). */
bool roll_step_possible(const roll_state *st, const roll_step *s);

#endif

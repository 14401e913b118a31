/* Let's Roll's step stack: multi-part effects as plain data in the state, and the loop that runs the automatic
 * steps and lets go of decisions that can no longer be made, until somebody owes a decision. */
#include "internal.h"

void roll_step_push(roll_state *st, roll_step s)
{
    /* A chain deeper than the stack cannot arise from the boards (a few bonuses at a time); dropping the step
     * keeps the state sound if it ever did. */
    if (st->stack_count < ROLL_STACK_MAX) st->stack[st->stack_count++] = s;
}

roll_step *roll_step_top(roll_state *st) { return st->stack_count ? &st->stack[st->stack_count - 1] : NULL; }

void roll_step_pop(roll_state *st)
{
    if (st->stack_count) st->stack[--st->stack_count] = (roll_step){0};
}

/* What a step asks for can be carried out with `money`. */
static bool possible_with(const roll_state *st, const roll_step *s, int money)
{
    switch (s->kind) {
    case ROLL_PROMPT_PREPARE: return s->count > 0 && roll_can_prepare(st, s->seat, s->colour, s->amount, money);
    case ROLL_PROMPT_OCCUPY: return roll_can_occupy(st, s->seat, s->colour, s->amount, money);
    case ROLL_PROMPT_PREPARE_OR_OCCUPY:
        return roll_can_prepare(st, s->seat, ROLL_ANY, 0, money) || roll_can_occupy(st, s->seat, ROLL_ANY, s->amount, money);
    case ROLL_PROMPT_HIRE: return roll_can_hire(st, s->seat, s->amount, money);
    case ROLL_PROMPT_IMITATE:
        for (int a = 1; a <= 5; a++)
            if (!roll_action_refusal(st, s->seat, a, s->amount, money)) return true;
        return false;
    case ROLL_PROMPT_EITHER:
        return ((s->flags & ROLL_STEP_EITHER_PREPARE) && roll_can_prepare(st, s->seat, s->colour, s->amount, money)) ||
               ((s->flags & ROLL_STEP_EITHER_OCCUPY) && roll_can_occupy(st, s->seat, s->a, s->b, money));
    default: return true; /* a choice between two ways (action 4, an order, a timing) */
    }
}

/* A decision is asked while something can be done now, or - for one the player may let go - once a loan would
 * pay for it (the player may borrow or let it go). A die's own action that an earlier effect of the same turn
 * made impossible is lost (ruling 1014): nobody is made to borrow. */
bool roll_step_possible(const roll_state *st, const roll_step *s)
{
    const roll_player *p = &st->player[s->seat];
    if (possible_with(st, s, p->money)) return true;
    int loans = ROLL_LOANS_MAX - p->loans;
    return !(s->flags & ROLL_STEP_MANDATORY) && loans > 0 && possible_with(st, s, p->money + loans * roll_rules.loan_krone);
}

static void run_auto(roll_ctx *c, roll_step s)
{
    roll_state *st = c->st;
    const roll_hotel *h = roll_hotel_by_id(st->player[s.seat].hotel);
    switch (s.kind) {
    case ROLL_STEP_ACTION: roll_begin_action(c, s.seat, s.a, s.b); break;
    case ROLL_STEP_EMPEROR: roll_cross_emperor(c, s.seat, s.amount); break;
    case ROLL_STEP_ROOM_BONUS:
        roll_ev_push(c, ROLL_EV_ROOM_BONUS, s.seat, s.a + 1, 0, 0, 0);
        roll_run_bonus(c, s.seat, &h->door[s.a]);
        break;
    case ROLL_STEP_GROUP_BONUS: roll_run_group_bonus(c, s.seat, s.a); break;
    case ROLL_STEP_EMPEROR_BONUS:
        roll_ev_push(c, ROLL_EV_EMPEROR_BONUS, s.seat, s.a + 1, s.b + 1, 0, 0);
        roll_run_bonus(c, s.seat, &h->emperor[s.a][s.b]);
        break;
    case ROLL_STEP_END_TURN: roll_end_turn(c); break;
    default: break;
    }
}

void roll_settle(roll_ctx *c)
{
    roll_state *st = c->st;
    while (st->phase != ROLL_PHASE_OVER && st->stack_count) {
        roll_step *top = roll_step_top(st);
        if (ROLL_STEP_IS_AUTO(top->kind)) {
            roll_step s = *top;
            roll_step_pop(st);
            run_auto(c, s);
            continue;
        }
        if (roll_step_possible(st, top)) return;
        /* Nothing to choose from: a bonus whose room or staff member is not there, or a die's further rooms
         * that cannot be paid. A room action's further rooms simply end; anything else is lost. */
        if (!(top->flags & ROLL_STEP_STARTED)) roll_ev_push(c, ROLL_EV_BONUS_LOST, top->seat, top->kind, 0, 0, 0);
        roll_step_pop(st);
    }
}

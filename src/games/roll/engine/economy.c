/* Let's Roll's money track and loans (seed 003): krone without a cap, at most three loans of 2 krone each. */
#include "internal.h"

void roll_gain_money(roll_ctx *c, int seat, int amount)
{
    if (amount <= 0) return;
    roll_player *p = &c->st->player[seat];
    p->money = (int16_t)(p->money + amount);
    roll_ev_push(c, ROLL_EV_MONEY, seat, p->money, 0, 0, amount);
}

void roll_pay_money(roll_ctx *c, int seat, int amount)
{
    if (amount <= 0) return;
    roll_player *p = &c->st->player[seat];
    p->money = (int16_t)(p->money - amount);
    roll_ev_push(c, ROLL_EV_MONEY, seat, p->money, 0, 0, -amount);
}

/* Seed 003: a loan space may be crossed off at any time, three at most; here "any time" is any decision the
 * seat owes (ruling 1008). */
const char *roll_loan_refusal(const roll_state *st, int seat)
{
    if (st->player[seat].loans >= ROLL_LOANS_MAX) return "All three loan spaces are crossed off.";
    return NULL;
}

void roll_take_loan(roll_ctx *c, int seat)
{
    roll_player *p = &c->st->player[seat];
    p->loans++;
    p->money = (int16_t)(p->money + roll_rules.loan_krone);
    roll_ev_push(c, ROLL_EV_LOAN, seat, p->loans, 0, 0, roll_rules.loan_krone);
}

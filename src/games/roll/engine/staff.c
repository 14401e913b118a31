/* Let's Roll's staff (seed 003, "Hiring Staff"): hiring one from the seat's staff board at its cost less the
 * action's strength, the one-time effects at once, and the permanent effects that answer a die taken. */
#include "internal.h"

int roll_slot_kind(const roll_state *st, int seat, int slot)
{
    const roll_staff_board *b = roll_staff_board_by_id(st->player[seat].staff_board);
    return b && slot >= 0 && slot < ROLL_STAFF_SLOTS ? b->kind[slot] : 0;
}

int roll_hire_cost(const roll_state *st, int seat, int slot, int discount)
{
    const roll_staff_board *b = roll_staff_board_by_id(st->player[seat].staff_board);
    if (!b || discount == ROLL_FREE) return 0;
    int cost = b->cost[slot] - discount;
    return cost > 0 ? cost : 0;
}

const char *roll_hire_refusal(const roll_state *st, int seat, int slot, int discount, int money)
{
    if (slot < 0 || slot >= ROLL_STAFF_SLOTS) return "There is no such staff member (1 to 6).";
    if (st->player[seat].hired & (1u << slot)) return "That staff member is already hired.";
    if (roll_hire_cost(st, seat, slot, discount) > money) return "You cannot pay to hire that staff member.";
    return NULL;
}

bool roll_can_hire(const roll_state *st, int seat, int discount, int money)
{
    for (int slot = 0; slot < ROLL_STAFF_SLOTS; slot++)
        if (!roll_hire_refusal(st, seat, slot, discount, money)) return true;
    return false;
}

void roll_hire(roll_ctx *c, int seat, int slot, int discount)
{
    int cost = roll_hire_cost(c->st, seat, slot, discount), kind = roll_slot_kind(c->st, seat, slot);
    roll_pay_money(c, seat, cost);
    c->st->player[seat].hired = (uint8_t)(c->st->player[seat].hired | (1u << slot));
    roll_ev_push(c, ROLL_EV_STAFF_HIRED, seat, slot + 1, kind, 0, cost);
    /* Seed 003: the middle two work at once and only once; the others from now on, or at the end. */
    const roll_staff_kind *k = roll_staff_kind_by_id(kind);
    if (k && k->type == ROLL_STAFF_ONCE) roll_run_bonus(c, seat, &k->effect);
}

void roll_staff_die_gains(const roll_state *st, int seat, int space, int *strength, int *krone, int *emperor)
{
    int s = 0, k = 0, e = 0;
    const roll_player *p = &st->player[seat];
    for (int slot = 0; slot < 2 && p->hired; slot++) {
        if (!(p->hired & (1u << slot))) continue;
        const roll_staff_kind *kind = roll_staff_kind_by_id(roll_slot_kind(st, seat, slot));
        if (kind->die != space) continue;
        s += kind->die_strength, k += kind->die_krone, e += kind->die_emperor;
    }
    if (strength) *strength = s;
    if (krone) *krone = k;
    if (emperor) *emperor = e;
}

int roll_imitate_gain(const roll_state *st, int seat)
{
    const roll_player *p = &st->player[seat];
    int gain = 0;
    for (int slot = 0; slot < 2 && p->hired; slot++)
        if (p->hired & (1u << slot)) gain += roll_staff_kind_by_id(roll_slot_kind(st, seat, slot))->imitate_gain;
    return gain;
}

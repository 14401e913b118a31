/* A bonus printed on a door or an Emperor space, or a staff member's one-time effect, carried out as steps
 * (seed 003, "Overview of Effects"): krone at once (first: never worse, money has no cap), Emperor spaces as
 * an automatic step, and each room to prepare or occupy or staff member to hire as a decision of its own,
 * which the player may let go (ruling 1010). */
#include "internal.h"

static roll_step step_for(int seat, const roll_effect *fx)
{
    roll_step s = {.seat = (uint8_t)seat, .colour = fx->colour, .amount = fx->amount};
    switch (fx->kind) {
    case ROLL_FX_EMPEROR: s.kind = ROLL_STEP_EMPEROR; break;
    case ROLL_FX_PREPARE: s.kind = ROLL_PROMPT_PREPARE, s.count = 1; break;
    case ROLL_FX_OCCUPY: s.kind = ROLL_PROMPT_OCCUPY; break;
    case ROLL_FX_HIRE: s.kind = ROLL_PROMPT_HIRE; break;
    default: s.kind = 0; break;
    }
    return s;
}

void roll_run_bonus(roll_ctx *c, int seat, const roll_bonus *bonus)
{
    if (bonus->either_order) {
        /* Staff kind 10: a room prepared free and a room occupied free, in the order the player chooses. */
        const roll_effect *prep = bonus->part[0].kind == ROLL_FX_PREPARE ? &bonus->part[0] : &bonus->part[1];
        const roll_effect *occ = bonus->part[0].kind == ROLL_FX_OCCUPY ? &bonus->part[0] : &bonus->part[1];
        roll_step_push(c->st, (roll_step){.kind = ROLL_PROMPT_EITHER, .seat = (uint8_t)seat, .amount = prep->amount,
                                          .colour = prep->colour, .a = occ->colour, .b = occ->amount,
                                          .flags = ROLL_STEP_EITHER_PREPARE | ROLL_STEP_EITHER_OCCUPY});
        return;
    }
    for (int i = 0; i < bonus->count; i++)
        if (bonus->part[i].kind == ROLL_FX_KRONE) roll_gain_money(c, seat, bonus->part[i].amount);
    /* The first part goes on the stack last, so it is carried out first. */
    for (int i = bonus->count - 1; i >= 0; i--) {
        roll_step s = step_for(seat, &bonus->part[i]);
        if (s.kind) roll_step_push(c->st, s);
    }
}

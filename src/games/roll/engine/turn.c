/* Let's Roll's rounds and turns (seed 003, "Course of Play", "Your Turn", "End of Round"): the roll sorted
 * onto the six spaces, two cycles round the table from the start player, a die taken and its action carried
 * out at the strength of its space, the special case, and the end of a round with the Emperor's check. */
#include "internal.h"

void roll_start_round(roll_ctx *c)
{
    roll_state *st = c->st;
    st->cycle = 1;
    st->turn_index = 0;
    st->turn_seat = st->start_seat;
    roll_ev_push(c, ROLL_EV_ROUND_START, st->start_seat, st->round, st->start_seat, roll_active_track(st->round) + 1, 0);
    /* Seed 003: the start player rolls every die and sorts them onto the spaces of their numbers. */
    memset(st->dice, 0, sizeof st->dice);
    int n = roll_rules.dice_by_players[st->players];
    for (int i = 0; i < n; i++) st->dice[1 + roll_rng_below(st, 6)]++;
    roll_ev_push(c, ROLL_EV_DICE_ROLLED, st->start_seat, st->dice[1] | st->dice[2] << 5 | st->dice[3] << 10,
                 st->dice[4] | st->dice[5] << 5 | st->dice[6] << 10, 0, n);
    roll_ev_push(c, ROLL_EV_TURN_START, st->turn_seat, st->round, st->cycle, 0, 0);
}

int roll_space_strength(const roll_state *st, int seat, int space)
{
    int extra;
    roll_staff_die_gains(st, seat, space, &extra, NULL, NULL);
    return st->dice[space] + extra;
}

int roll_money_for_space(const roll_state *st, int seat, int space)
{
    /* A permanent staff member's krone for the die come first (never worse), so they may pay for its action
     * (ruling 1003). */
    int krone;
    roll_staff_die_gains(st, seat, space, NULL, &krone, NULL);
    return st->player[seat].money + krone;
}

/* What imitating leaves for the imitated action: less its krone, or more with staff kind 2. */
static int imitation_money(const roll_state *st, int seat, int money, bool *can_pay)
{
    int gain = roll_imitate_gain(st, seat);
    if (gain) {
        *can_pay = true;
        return money + gain;
    }
    *can_pay = money >= roll_rules.imitate_cost;
    return money - roll_rules.imitate_cost;
}

const char *roll_action_refusal(const roll_state *st, int seat, int action, int strength, int money)
{
    switch (action) {
    case 1:
        if (roll_can_prepare(st, seat, ROLL_ANY, 0, money)) return NULL;
        return roll_can_prepare(st, seat, ROLL_ANY, ROLL_FREE, 0) ? "You cannot pay for any room you could prepare."
                                                                  : "No room next to a circled doorknob is left to prepare.";
    case 2:
        if (roll_can_occupy(st, seat, ROLL_ANY, strength, money)) return NULL;
        return roll_can_occupy(st, seat, ROLL_ANY, ROLL_FREE, 0) ? "You cannot pay to occupy any of your prepared rooms."
                                                                 : "You have no prepared room to occupy.";
    case 3:
        if (roll_can_prepare(st, seat, ROLL_ANY, 0, money) || roll_can_occupy(st, seat, ROLL_ANY, strength, money)) return NULL;
        return "You can neither prepare nor occupy a room now.";
    case 4: return NULL; /* Emperor spaces or krone: always possible */
    case 5:
        if (roll_can_hire(st, seat, strength, money)) return NULL;
        return st->player[seat].hired == (1u << ROLL_STAFF_SLOTS) - 1 ? "Your whole staff is hired."
                                                                       : "You cannot pay for any staff member still to hire.";
    case 6: {
        bool can_pay;
        int left = imitation_money(st, seat, money, &can_pay);
        if (!can_pay) return "Imitating costs 1 krone.";
        for (int a = 1; a <= 5; a++)
            if (!roll_action_refusal(st, seat, a, strength, left)) return NULL;
        return "No action could be imitated.";
    }
    default: return "There are six actions.";
    }
}

/* Why the action of a die taken from `space` now cannot be carried out (its strength and money with the staff). */
static const char *space_refusal(const roll_state *st, int seat, int space)
{
    int extra = 0, krone = 0;
    if (st->player[seat].hired) roll_staff_die_gains(st, seat, space, &extra, &krone, NULL);
    return roll_action_refusal(st, seat, space, st->dice[space] + extra, st->player[seat].money + krone);
}

bool roll_some_action_possible(const roll_state *st, int seat)
{
    for (int v = 1; v <= 6; v++)
        if (st->dice[v] && !space_refusal(st, seat, v)) return true;
    return false;
}

const char *roll_die_refusal_in(const roll_state *st, int seat, int space, int *some_possible)
{
    if (space < 1 || space > 6) return "The action spaces are 1 to 6.";
    if (!st->dice[space]) return "There is no die on that space.";
    /* Seed 003: a die whose action cannot be carried out may be taken only when no action on the board can
     * be (the special case). */
    const char *why = space_refusal(st, seat, space);
    if (!why) return NULL;
    if (*some_possible < 0) *some_possible = roll_some_action_possible(st, seat);
    return *some_possible ? why : NULL;
}

const char *roll_die_refusal(const roll_state *st, int seat, int space)
{
    int some_possible = -1;
    return roll_die_refusal_in(st, seat, space, &some_possible);
}

void roll_take_die(roll_ctx *c, int seat, int space, bool special)
{
    roll_state *st = c->st;
    int extra, krone, emperor;
    roll_staff_die_gains(st, seat, space, &extra, &krone, &emperor);
    int strength = st->dice[space] + extra;
    st->dice[space]--;
    roll_ev_push(c, ROLL_EV_DIE_TAKEN, seat, space, strength, st->dice[space], 0);
    for (int slot = 0; slot < 2; slot++)
        if ((st->player[seat].hired & (1u << slot)) && roll_staff_kind_by_id(roll_slot_kind(st, seat, slot))->die == space)
            roll_ev_push(c, ROLL_EV_STAFF_EFFECT, seat, slot + 1, roll_slot_kind(st, seat, slot), 0, 0);
    roll_step_push(st, (roll_step){.kind = ROLL_STEP_END_TURN, .seat = (uint8_t)seat});
    roll_gain_money(c, seat, krone);
    if (special) {
        /* Seed 003: the die is taken, its action ignored, 1 krone instead. The staff still answer the die
         * taken (ruling 1013). */
        roll_ev_push(c, ROLL_EV_SPECIAL_CASE, seat, space, 0, 0, roll_rules.special_case_krone);
        roll_gain_money(c, seat, roll_rules.special_case_krone);
        if (emperor) roll_step_push(st, (roll_step){.kind = ROLL_STEP_EMPEROR, .seat = (uint8_t)seat, .amount = (uint8_t)emperor});
        return;
    }
    if (emperor) {
        /* Seed 003: the staff member's effect before or after the die's action, as the player likes. */
        roll_step_push(st, (roll_step){.kind = ROLL_PROMPT_TIMING, .seat = (uint8_t)seat, .amount = (uint8_t)emperor,
                                       .a = (uint8_t)space, .b = (uint8_t)strength});
        return;
    }
    roll_step_push(st, (roll_step){.kind = ROLL_STEP_ACTION, .seat = (uint8_t)seat, .a = (uint8_t)space, .b = (uint8_t)strength});
}

void roll_begin_action(roll_ctx *c, int seat, int action, int strength)
{
    roll_state *st = c->st;
    roll_ev_push(c, ROLL_EV_ACTION, seat, action, strength, 0, 0);
    roll_step s = {.seat = (uint8_t)seat, .amount = (uint8_t)strength, .colour = ROLL_ANY, .flags = ROLL_STEP_MANDATORY};
    switch (action) {
    case 1: s.kind = ROLL_PROMPT_PREPARE, s.count = (uint8_t)strength, s.amount = 0; break;
    case 2: s.kind = ROLL_PROMPT_OCCUPY; break;
    case 3: s.kind = ROLL_PROMPT_PREPARE_OR_OCCUPY; break;
    case 4: s.kind = ROLL_PROMPT_EMPEROR_OR_KRONE; break;
    case 5: s.kind = ROLL_PROMPT_HIRE; break;
    case 6: {
        bool can_pay;
        int left = imitation_money(st, seat, st->player[seat].money, &can_pay);
        if (!can_pay) {
            /* Only after the staff's Emperor spaces came first and spent the krone (ruling 1014). */
            roll_ev_push(c, ROLL_EV_BONUS_LOST, seat, ROLL_PROMPT_IMITATE, 0, 0, 0);
            return;
        }
        int change = left - st->player[seat].money;
        if (change > 0) roll_gain_money(c, seat, change);
        else roll_pay_money(c, seat, -change);
        s.kind = ROLL_PROMPT_IMITATE;
        break;
    }
    default: return;
    }
    roll_step_push(st, s);
}

/* After the last turn of a round: the Emperor's check after rounds 3, 5 and 7, then the next round with the
 * start marker passed clockwise, or the final scoring. */
static void end_round(roll_ctx *c)
{
    roll_state *st = c->st;
    for (int t = 0; t < ROLL_TRACKS; t++)
        if (st->round == roll_rules.check_rounds[t]) roll_emperor_check(c, t);
    roll_ev_push(c, ROLL_EV_ROUND_END, st->start_seat, st->round, 0, 0, 0);
    if (st->round >= roll_rules.rounds) {
        roll_final_scoring(c);
        return;
    }
    st->round++;
    st->start_seat = (uint8_t)((st->start_seat + 1) % st->players);
    roll_start_round(c);
}

void roll_end_turn(roll_ctx *c)
{
    roll_state *st = c->st;
    /* Seed 003: both cycles clockwise from the start player, one turn each per cycle. */
    if (++st->turn_index >= st->players) {
        st->turn_index = 0;
        if (++st->cycle > roll_rules.turns_per_round) {
            end_round(c);
            return;
        }
    }
    st->turn_seat = (uint8_t)((st->start_seat + st->turn_index) % st->players);
    roll_ev_push(c, ROLL_EV_TURN_START, st->turn_seat, st->round, st->cycle, 0, 0);
}

/* Turn flow: rolling the dice, taking a die (boost, imitation), who goes next, passing and re-rolls,
 * the end of a round. */
#include "waltz_celebrities.h"
#include "waltz_startplayer.h"

static int dice_on_board(const gah_state *st)
{
    int n = 0;
    for (int v = 1; v <= 6; v++) n += st->dice[v];
    return n;
}

static void roll_dice(gah_ctx *c, int count, bool new_round)
{
    gah_state *st = c->st;
    memset(st->dice, 0, sizeof st->dice);
    int white = count - gah_celebrities_roll(c, new_round);
    for (int i = 0; i < white; i++) {
        int v = 1 + gah_rng_below(st, 6);
        st->dice[v]++;
    }
    for (int v = 1; v <= 6; v++) gah_ev_push(c, GAH_EV_DICE_ROLLED, st->start_seat, v, st->dice[v], 0, 0);
}

void gah_turn_tile(const gah_state *st, int seat, int *first, int *second)
{
    int position = (seat - st->start_seat + st->players) % st->players;
    if (gah_startplayer_turn_tile(st, position, first, second)) return; /* Let's Waltz module 4: clockwise */
    *first = gah_rules.turn_tiles[st->players][position][0];
    *second = gah_rules.turn_tiles[st->players][position][1];
}

/* The lowest number still visible on the seat's tile, or 0 when both are covered. */
static int lowest_visible(const gah_state *st, int seat)
{
    int first, second;
    gah_turn_tile(st, seat, &first, &second);
    uint8_t covered = st->player[seat].covered;
    if (!(covered & 1)) return first;
    if (!(covered & 2)) return second;
    return 0;
}

void gah_turn_begin_round(gah_ctx *c)
{
    gah_state *st = c->st;
    gah_ev_push(c, GAH_EV_ROUND_START, st->start_seat, st->round, 0, 0, 0);
    st->variant_guest_taken = 0; /* the starting guests are not taken in round 1 */
    roll_dice(c, gah_rules.dice_by_players[st->players], true);
    st->dustbin = 0;
    gah_solo_entrances_begin_round(c); /* Let's Waltz module 3 solo: Hautel Couture's items */
    gah_turn_advance(c);
}

static void end_round(gah_ctx *c)
{
    gah_state *st = c->st;
    gah_ev_push(c, GAH_EV_ROUND_END, st->start_seat, st->round, 0, 0, 0);
    gah_celebrities_end_round(c);
    gah_entrances_end_round(c); /* Let's Waltz module 3: Kaufman's pile */
    gah_variant_end_round(c); /* seed 001: the free guests may leave, before any Emperor scoring */
    gah_step_push(st, (gah_step){.kind = STEP_AUTO_NEXT_ROUND});
    gah_ballrooms_end_round(c); /* Let's Waltz module 1: the ballroom scoring, after the Emperor scoring */
    for (int i = 0; i < 3; i++)
        if (gah_rules.emperor_scoring_rounds[i] == st->round) {
            gah_emperor_scoring(c);
            gah_solo_entrances_emperor_scoring(c); /* Let's Waltz module 3 solo: Nine Stars Inn */
        }
}

/* After the Emperor scoring: pass the tiles left, turn once-per-round staff upright, next round. */
void gah_turn_next_round(gah_ctx *c)
{
    gah_state *st = c->st;
    if (st->round >= gah_rules.rounds) {
        gah_final_scoring(c);
        return;
    }
    /* Let's Waltz module 4: the key's holder starts, else the tiles pass left as in the base game. */
    if (STARTPLAYER_ON(st)) st->start_seat = (uint8_t)gah_startplayer_next_start(c);
    else st->start_seat = (uint8_t)((st->start_seat + 1) % st->players);
    for (int s = 0; s < st->players; s++) {
        st->player[s].covered = 0;
        st->player[s].passed = false;
        /* Once-per-round cards turn upright; module 5's face-down bell cards stay down for good. */
        for (int d = 0; d < GAH_DISPLAY_MAX; d++)
            if (st->player[s].display_used[d] != GAH_STAFF_FACE_DOWN) st->player[s].display_used[d] = 0;
    }
    st->round++;
    st->variant_passed = 0;
    gah_turn_begin_round(c);
}

static void reroll(gah_ctx *c)
{
    gah_state *st = c->st;
    for (int s = 0; s < st->players; s++) st->player[s].passed = false;
    int left = dice_on_board(st);
    if (left) roll_dice(c, left, false);
}

/* Seed 000, "End of Turn" and "Passing": the lowest visible number among players still in goes next;
 * when everyone left has passed, one die goes to the dustbin and the rest are re-rolled. */
void gah_turn_advance(gah_ctx *c)
{
    gah_state *st = c->st;
    st->turn_guest_taken = st->turn_die_taken = st->turn_acted = false;
    st->entrances.wray_used = st->entrances.kozi_to = 0; /* Let's Waltz module 3: once a turn */
    for (;;) {
        if (dice_on_board(st) == 0) {
            /* Ruling: with the action board empty the round is over, even for a player who has not
             * passed (seed 000, "End of Round": "when there are no more dice left"). */
            end_round(c);
            return;
        }
        int best = -1, best_number = 99, waiting = 0;
        for (int s = 0; s < st->players; s++) {
            int n = lowest_visible(st, s);
            if (!n) continue;
            if (st->player[s].passed) {
                waiting++;
                continue;
            }
            if (n < best_number) best_number = n, best = s;
        }
        if (best >= 0) {
            st->turn_seat = (uint8_t)best;
            gah_ev_push(c, GAH_EV_TURN_START, best, best_number, 0, 0, 0);
            /* The automa never passes: its whole turn runs as one automatic step. */
            if (gah_seat_is_automa(st, best)) gah_step_push(st, (gah_step){.kind = STEP_AUTO_AUTOMA_TURN, .seat = (uint8_t)best});
            return;
        }
        if (!waiting) {
            end_round(c);
            return;
        }
        /* Everyone still owing a turn has passed: the one with the lowest number removes a die (which
         * one cannot matter: the rest are re-rolled) and re-rolls. */
        int roller = 0, roller_number = 99;
        for (int s = 0; s < st->players; s++) {
            int n = lowest_visible(st, s);
            if (n && n < roller_number) roller_number = n, roller = s;
        }
        int coloured = gah_celebrities_dustbin(c, roller);
        if (coloured == 2) return; /* the roller chooses among coloured dice first (gah_turn_reroll goes on) */
        for (int v = 1; v <= 6 && !coloured; v++) {
            if (!st->dice[v]) continue;
            st->dice[v]--;
            st->dustbin++;
            gah_ev_push(c, GAH_EV_DIE_DUSTBIN, roller, v, 0, 0, 0);
            break;
        }
        reroll(c);
    }
}

void gah_turn_reroll(gah_ctx *c)
{
    reroll(c);
    gah_turn_advance(c);
}

void gah_turn_start_action(gah_ctx *c, int seat, int action, int strength, bool main_action)
{
    gah_step s = {.seat = (uint8_t)seat, .amount = (int8_t)strength, .count = 1};
    gah_ev_push(c, GAH_EV_ACTION, seat, action, strength, main_action, 0);
    switch (action) {
    case 1: s.kind = GAH_PROMPT_DISHES; break;
    case 2: s.kind = GAH_PROMPT_DRINKS; break;
    case 3: s.kind = GAH_PROMPT_ROOMS; s.count = (int8_t)strength; s.amount = 0; s.extra = ROOMS_MAIN; break;
    case 4: s.kind = GAH_PROMPT_KRONE_EMPEROR; break;
    case 5: s.kind = GAH_PROMPT_STAFF; break;
    default: s.kind = GAH_PROMPT_IMITATE; break;
    }
    if (strength <= 0 && action != 5) return; /* nothing to take */
    gah_step_push(c->st, s);
}

/* What taking the die costs (boost, imitation, a coloured die's krone), or a refusal. */
static const char *die_price(const gah_state *st, int seat, int value, bool boost, int colour, int *cost, int *toll)
{
    *toll = gah_solo_toll_cost(st, seat, value); /* Let's Waltz module 3 solo: Toll Bridge Hotel */
    *cost = (boost ? 1 : 0) + gah_staff_die_cost(st, seat, value, value == 6 ? 1 : 0) + *toll; /* imitating costs 1 */
    if (colour || st->lounge.colours[value]) return gah_celebrities_die_price(st, value, colour, cost);
    return NULL;
}

/* Whether some die on the board costs no more than the seat has (without a boost). */
static bool some_die_affordable(const gah_state *st, int seat)
{
    for (int v = 1; v <= 6; v++)
        for (int colour = GAH_DIE_WHITE; colour < GAH_DIE_COLOUR_COUNT && st->dice[v] && (!st->entrances.kozi_to || v == st->entrances.kozi_to);
             colour++) { /* Let's Waltz module 3: after The Kozi Palace's move, only that space's die may be taken */
            int cost, toll;
            if (!die_price(st, seat, v, false, colour, &cost, &toll) && cost <= st->player[seat].money) return true;
            if (!st->lounge.colours[v]) break; /* only white dice here */
        }
    return false;
}

/* The part of die_check a boost does not change: which die may be taken at all, and its price without the
 * boost (a boost adds exactly 1 krone, die_price). */
static const char *die_base(const gah_state *st, int seat, int value, int colour, int *cost, int *toll)
{
    if (st->turn_die_taken) REFUSE("You have already taken a die this turn.");
    if (value < 1 || value > 6) REFUSE("Action spaces are numbered 1 to 6.");
    if (!st->dice[value]) REFUSE("There is no die on that action space.");
    if (colour && st->variant_gizia == GIZIA_TURN_NOW) REFUSE("In E. Gizia's extra turn, choose a white die.");
    if (st->entrances.kozi_to && value != st->entrances.kozi_to) REFUSE("Take the die from the space you moved a die onto.");
    return die_price(st, seat, value, false, colour, cost, toll);
}

/* The rest of die_check, from the price with the boost (`cost`): whether the seat can pay it. */
static const char *die_payable(const gah_state *st, int seat, bool boost, int colour, int toll, int *cost, bool *forfeit,
                               bool *toll_paid)
{
    const gah_player *p = &st->player[seat];
    /* Toll Bridge Hotel: the toll is part of the price, unless nothing at all could be paid (ruling 807). */
    *toll_paid = toll > 0;
    if (toll && *cost > p->money && gah_solo_entrances_toll_waived(st, seat)) *cost -= toll, *toll_paid = false;
    /* Ruling 2: a broke player who can no longer pass (the turn has begun) and can pay for no die on the
     * board (in the base game: faces dice on the 6 space only) takes the die without paying and carries
     * out no action; anyone who can pass must pass. Ruling 203: a coloured die so taken brings no celebrity
     * and no action at all (not even a staff card at strength 0). */
    *forfeit = !boost && *cost > p->money && (st->turn_guest_taken || st->turn_acted) && !some_die_affordable(st, seat);
    if (*forfeit) *cost = 0, *toll_paid = false;
    if (*cost > p->money) {
        if (*toll_paid && *cost - toll <= p->money) REFUSE("A toll lies on this space: using it costs 1 krone more, which you cannot pay.");
        if (boost) REFUSE("You cannot pay for the boost.");
        if (colour) REFUSE("You cannot pay 1 krone for each other die on the space.");
        if (p->money == 0 && !st->turn_guest_taken && !st->turn_acted) REFUSE("Imitating costs 1 krone, and you have none: pass instead.");
        REFUSE("Imitating costs 1 krone.");
    }
    return NULL;
}

/* Whether the seat may take the die, with its price and whether it is taken as a forfeit. */
static const char *die_check(const gah_state *st, int seat, int value, bool boost, int colour, int *cost, bool *forfeit,
                             bool *toll_paid)
{
    int toll;
    const char *why = die_base(st, seat, value, colour, cost, &toll);
    if (why) return why;
    *cost += boost ? 1 : 0;
    return die_payable(st, seat, boost, colour, toll, cost, forfeit, toll_paid);
}

const char *gah_turn_die_refusal(const gah_state *st, int seat, int value, bool boost, int colour)
{
    int cost;
    bool forfeit, toll_paid;
    return die_check(st, seat, value, boost, colour, &cost, &forfeit, &toll_paid);
}

void gah_turn_die_refusals(const gah_state *st, int seat, int value, int colour, const char *why[2])
{
    int base, toll;
    bool forfeit, toll_paid;
    why[0] = why[1] = die_base(st, seat, value, colour, &base, &toll);
    if (why[0] || base + 1 <= st->player[seat].money) return; /* die_payable refuses only a price above the money */
    for (int boost = 0; boost <= 1; boost++) {
        int cost = base + boost;
        why[boost] = die_payable(st, seat, boost, colour, toll, &cost, &forfeit, &toll_paid);
    }
}

const char *gah_turn_take_die(gah_ctx *c, int seat, int value, bool boost, int colour)
{
    gah_state *st = c->st;
    gah_player *p = &st->player[seat];
    int cost;
    bool forfeit, toll_paid;
    const char *why = die_check(st, seat, value, boost, colour, &cost, &forfeit, &toll_paid);
    if (why) return why;
    int strength = forfeit ? 0 : st->dice[value] + (boost ? 1 : 0);
    gah_pay_money(c, seat, cost);
    /* Seed 001's Original rules: in E. Gizia's extra turn the die chosen stays, and no turn number is used. */
    if (st->variant_gizia != GIZIA_TURN_NOW) {
        st->dice[value]--;
        p->covered |= (p->covered & 1) ? 2 : 1;
    }
    st->turn_die_taken = true;
    gah_ev_push_event(c, (gah_event){.type = GAH_EV_DIE_TAKEN, .seat = (uint8_t)seat, .a = (int16_t)value, .b = (int16_t)strength,
                                 .c = boost, .value = (int16_t)cost, .d = (int16_t)colour});
    if (colour) gah_celebrities_die_taken(c, seat, value, colour, forfeit);
    staff_cards cards;
    gah_staff_at_die(st, seat, value, &cards);
    if (!forfeit) gah_staff_on_die_taken(c, seat, &cards, &strength);
    if (!forfeit && BALLROOMS_ON(st)) gah_staff_after_die(c, seat, value); /* Let's Waltz module 1: below the action */
    if (!(forfeit && colour) && !gah_staff_runs_action(c, seat, &cards, value, strength))
        gah_turn_start_action(c, seat, value, strength, true);
    gah_staff_on_die_extras(c, seat, &cards);
    gah_entrances_on_die_taken(c, seat, value); /* Let's Waltz module 3: Corogari Zant-Mainz, before the action */
    gah_solo_entrances_on_die_taken(c, seat, value, toll_paid); /* ... solo: the toll, Hautel Couture's item */
    return NULL;
}

/* Let's Waltz module 3, Unique Hotels (seed 004, the appendix's hotel entrance index): the entrances' ongoing
 * effects, each a hook that asks whether the seat owns its entrance. Entered only from the hooks in
 * waltz_entrances.h and the two prompts below (Hotel Dove's token, Kaufman's second guest). */
#include "waltz_entrances.h"

#include "prompts.h"

/* ---- Hotel Dove's tokens ---- */

static const char *dove_refusal(const gah_state *st, int token)
{
    if (token < 1 || token > GAH_DOVE_TOKENS || !(st->entrances.dove_tokens & (1u << (token - 1))))
        REFUSE("That bonus token is not left.");
    return NULL;
}

void gah_offer_dove_token(legal_out *l, gah_prompt pr)
{
    for (int t = 1; t <= GAH_DOVE_TOKENS; t++) legal_offer_if(l, dove_refusal(l->st, t), GAH_CMD_CHOOSE, t, 0);
}

const char *gah_apply_dove_token(gah_ctx *c, int seat, gah_command cmd)
{
    gah_state *st = c->st;
    const char *why = dove_refusal(st, cmd.a);
    if (why) return why;
    int part = gah_step_top(st)->extra; /* 0 the top (a column), 1 the bottom (a floor) */
    gah_step_pop(st);
    st->entrances.dove_tokens = (uint8_t)(st->entrances.dove_tokens & ~(1u << (cmd.a - 1)));
    gah_ev_push(c, GAH_EV_DOVE_TOKEN, seat, cmd.a, part, 0, 0);
    const gah_dove_token *t = &gah_dove_tokens[cmd.a - 1];
    for (int i = t->bonus_count[part] - 1; i >= 0; i--) {
        gah_effect fx = t->bonus[part][i];
        /* The token's VP are bonus VP, like an occupancy bonus's. */
        if (fx.kind == GAH_FX_VP) gah_step_push(st, (gah_step){.kind = STEP_AUTO_BONUS_VP, .seat = (uint8_t)seat, .amount = fx.amount});
        else gah_step_push(st, (gah_step){.kind = STEP_AUTO_EFFECT, .seat = (uint8_t)seat, .extra = (int8_t)fx.kind, .amount = fx.amount});
    }
    return NULL;
}

static void dove_token_due(gah_ctx *c, int seat, int part)
{
    gah_state *st = c->st;
    /* Every full column or floor takes a token while any is left; the one it takes is chosen now. */
    int due = 0;
    for (int i = 0; i < st->stack_count; i++) due += st->stack[i].kind == GAH_PROMPT_DOVE_TOKEN;
    if (__builtin_popcount(st->entrances.dove_tokens) <= due) return;
    gah_step_push(st, (gah_step){.kind = GAH_PROMPT_DOVE_TOKEN, .seat = (uint8_t)seat, .extra = (int8_t)part});
}

/* ---- ongoing effects ---- */

void gah_entrances_on_occupied(gah_ctx *c, int seat, int room)
{
    gah_state *st = c->st;
    if (!ENTRANCES_ON(st)) return;
    const gah_player *p = &st->player[seat];
    if (OWNS_ENTRANCE(st, seat, GAH_ENTRANCE_STROUP)) {
        /* The first room of its group to be occupied (seed 002: by any means). */
        const gah_hotel_layout *h = &gah_hotels[p->hotel];
        bool first = true;
        for (int r = 0; r < GAH_HOTEL_ROOMS; r++)
            if (r != room && h->group[r] == h->group[room] && p->room[r] == GAH_ROOM_OCCUPIED) first = false;
        int colour = h->colour[room];
        if (first && colour < 3) {
            int amount = gah_rules.entrance_stroup_bonus[colour];
            gah_ev_push(c, GAH_EV_ENTRANCE_BONUS, seat, GAH_ENTRANCE_STROUP, colour, 0, amount);
            if (colour == GAH_COLOUR_BLUE) gah_gain_vp(c, seat, amount, GAH_VP_BONUS);
            else if (colour == GAH_COLOUR_RED) gah_gain_money(c, seat, amount);
            else gah_gain_emperor(c, seat, amount);
        }
    }
    if (OWNS_ENTRANCE(st, seat, GAH_ENTRANCE_DOVE)) {
        int floor = room / GAH_HOTEL_COLUMNS, column = room % GAH_HOTEL_COLUMNS;
        bool full_floor = true, full_column = true;
        for (int k = 0; k < GAH_HOTEL_COLUMNS; k++) full_floor &= p->room[floor * GAH_HOTEL_COLUMNS + k] == GAH_ROOM_OCCUPIED;
        for (int f = 0; f < GAH_HOTEL_FLOORS; f++) full_column &= p->room[f * GAH_HOTEL_COLUMNS + column] == GAH_ROOM_OCCUPIED;
        /* Each floor and column once a game, like a group's bonus (ruling 505). */
        /* Both at once: the column's token is chosen first (pushed last). */
        if (full_floor && !(st->entrances.dove_floors & (1u << floor))) {
            st->entrances.dove_floors = (uint8_t)(st->entrances.dove_floors | 1u << floor);
            dove_token_due(c, seat, 1);
        }
        if (full_column && !(st->entrances.dove_columns & (1u << column))) {
            st->entrances.dove_columns = (uint8_t)(st->entrances.dove_columns | 1u << column);
            dove_token_due(c, seat, 0);
        }
    }
}

int gah_entrances_bonus_amount(const gah_state *st, int seat, int colour, int size)
{
    if (!OWNS_ENTRANCE(st, seat, GAH_ENTRANCE_CHATEAU) || size < 1 || size > 4) return -1;
    switch (colour) {
    case GAH_COLOUR_BLUE: return gah_rules.entrance_chateau_blue_vp[size - 1];
    case GAH_COLOUR_RED: return gah_rules.entrance_chateau_red_krone[size - 1];
    default: return gah_rules.entrance_chateau_yellow_emperor[size - 1];
    }
}

int gah_entrances_row_bonus_times(const gah_state *st, int seat)
{
    return OWNS_ENTRANCE(st, seat, GAH_ENTRANCE_REN) ? 2 : 1;
}

void gah_entrances_on_ballroom_scored(gah_ctx *c, const int total[GAH_MAX_PLAYERS])
{
    gah_state *st = c->st;
    for (int s = 0; s < st->players; s++) {
        if (!OWNS_ENTRANCE(st, s, GAH_ENTRANCE_REN) || !total[s]) continue;
        bool alone = true;
        for (int o = 0; o < st->players; o++) alone &= o == s || total[o] < total[s];
        if (!alone) continue;
        gah_ev_push(c, GAH_EV_ENTRANCE_BONUS, s, GAH_ENTRANCE_REN, 0, 0, gah_rules.entrance_ren_majority_vp);
        gah_gain_vp(c, s, gah_rules.entrance_ren_majority_vp, GAH_VP_BALLROOMS);
    }
}

int gah_cafe_tables(const gah_state *st, int seat)
{
    if (seat < 0 || seat >= st->players) return 0;
    int n = st->entrances.cafe_tables[seat];
    return n >= 1 && n <= GAH_CAFE_TABLES ? n : GAH_CAFE_TABLES_BASE;
}

/* ---- Hotel Mayenfels, Kaufman ---- */

void gah_entrances_on_staff_played(gah_ctx *c, int seat, int staff_id)
{
    gah_state *st = c->st;
    /* Seed 001's Maitre D' (Rowe-Smith): one more guest may sit in the café. */
    if (staff_id == GAH_STAFF_MAITRE_D) st->entrances.cafe_tables[seat] = GAH_CAFE_TABLES;
    /* Hotel Mayenfels: not the card played when it was gained, which is at set-up. The card is drawn
     * without asking (ruling 503). */
    if (OWNS_ENTRANCE(st, seat, GAH_ENTRANCE_MAYENFELS) && st->phase == GAH_PHASE_PLAY) {
        gah_ev_push(c, GAH_EV_ENTRANCE_BONUS, seat, GAH_ENTRANCE_MAYENFELS, 0, 0, 1);
        gah_gain_money(c, seat, 1);
        gah_draw_staff(c, seat, 1);
    }
}

void gah_entrances_on_turn_guest(gah_ctx *c, int seat)
{
    if (OWNS_ENTRANCE(c->st, seat, GAH_ENTRANCE_KAUFMAN))
        gah_step_push(c->st, (gah_step){.kind = GAH_PROMPT_SECOND_GUEST, .seat = (uint8_t)seat, .count = 1});
}

void gah_offer_second_guest(legal_out *l, gah_prompt pr)
{
    gah_offer_guests(l, false);
    legal_offer_if(l, NULL, GAH_CMD_SKIP, 0, 0);
}

const char *gah_apply_second_guest(gah_ctx *c, int seat, gah_command cmd)
{
    if (cmd.type == GAH_CMD_SKIP) {
        gah_step_pop(c->st);
        return NULL;
    }
    const char *why = gah_guest_take_refusal(c->st, seat, cmd.a, cmd.b, false);
    if (why) return why;
    gah_step_pop(c->st);
    return gah_guest_take(c, seat, cmd.a, cmd.b, false);
}

void gah_entrances_guest_done(gah_ctx *c, int seat, int guest)
{
    gah_state *st = c->st;
    gah_entrance_state *en = &st->entrances;
    if (OWNS_ENTRANCE(st, seat, GAH_ENTRANCE_KAUFMAN) && en->kaufman_count < GAH_KAUFMAN_PILE) {
        en->kaufman_pile[en->kaufman_count++] = (uint8_t)guest;
        return;
    }
    st->guest_discard[st->guest_discard_count++] = (uint8_t)guest;
}

void gah_entrances_end_round(gah_ctx *c)
{
    gah_state *st = c->st;
    gah_entrance_state *en = &st->entrances;
    if (!en->kaufman_count) return;
    int seat = 0;
    while (seat < st->players && !OWNS_ENTRANCE(st, seat, GAH_ENTRANCE_KAUFMAN)) seat++;
    int n = en->kaufman_count < 5 ? en->kaufman_count : 5;
    int vp = gah_rules.entrance_kaufman_pile_vp[n];
    if (seat < st->players && vp) {
        gah_ev_push(c, GAH_EV_ENTRANCE_BONUS, seat, GAH_ENTRANCE_KAUFMAN, en->kaufman_count, 0, vp);
        gah_gain_vp(c, seat, vp, GAH_VP_GUESTS);
    }
    for (int i = 0; i < en->kaufman_count; i++) st->guest_discard[st->guest_discard_count++] = en->kaufman_pile[i];
    memset(en->kaufman_pile, 0, sizeof en->kaufman_pile);
    en->kaufman_count = 0;
}

/* ---- Corogari Zant-Mainz ---- */

/* The bonus for the sum of the round's two dice (or one die and the skeleton key, module 4), before the
 * action of the turn that completes the pair. */
static void corogari_bonus(gah_ctx *c, int seat, int sum)
{
    gah_state *st = c->st;
    gah_ev_push(c, GAH_EV_ENTRANCE_BONUS, seat, GAH_ENTRANCE_COROGARI, sum, 0, 0);
    gah_step fx = {.kind = STEP_AUTO_EFFECT, .seat = (uint8_t)seat, .count = 1, .amount = 1};
    switch (sum) {
    case 6: case 8: /* a staff card from hand, 1 krone less (may be skipped) */
        gah_step_push(st, (gah_step){.kind = GAH_PROMPT_STAFF, .seat = (uint8_t)seat, .count = 1, .amount = 1});
        break;
    case 5: case 9:
        fx.extra = GAH_FX_WINE, gah_step_push(st, fx);
        fx.extra = GAH_FX_STRUDEL, gah_step_push(st, fx);
        break;
    case 4: case 10:
        fx.extra = GAH_FX_EMPEROR, gah_step_push(st, fx);
        fx.extra = GAH_FX_KRONE, gah_step_push(st, fx);
        break;
    case 3: case 11:
        fx.extra = GAH_FX_COFFEE, gah_step_push(st, fx);
        fx.extra = GAH_FX_CAKE, gah_step_push(st, fx);
        break;
    case 2: case 12: /* a room of any colour at no cost, and 1 VP */
        gah_step_push(st, (gah_step){.kind = STEP_AUTO_BONUS_VP, .seat = (uint8_t)seat, .amount = 1});
        gah_step_push(st, (gah_step){.kind = GAH_PROMPT_ROOMS, .seat = (uint8_t)seat, .count = 1, .amount = GAH_AMOUNT_FREE});
        break;
    default: break; /* 7: nothing */
    }
}

void gah_entrances_on_die_taken(gah_ctx *c, int seat, int value)
{
    gah_state *st = c->st;
    if (!OWNS_ENTRANCE(st, seat, GAH_ENTRANCE_COROGARI)) return;
    const gah_player *p = &st->player[seat];
    /* The first die of the round is remembered; the second makes the sum. */
    if (p->covered == 1) {
        st->entrances.corogari_first = (uint8_t)value;
        return;
    }
    if (p->covered != 3) return; /* E. Gizia's extra turn uses no number (seed 001) */
    /* A first turn spent on the skeleton key left 0: the key copies this die (ruling 901). */
    int first = st->entrances.corogari_first ? st->entrances.corogari_first : value;
    corogari_bonus(c, seat, value + first);
}

void gah_entrances_on_key_taken(gah_ctx *c, int seat)
{
    gah_state *st = c->st;
    if (!OWNS_ENTRANCE(st, seat, GAH_ENTRANCE_COROGARI)) return;
    /* Seed 004: the key copies the one die the owner has. Taken first, the die to come is doubled. */
    if (st->player[seat].covered == 1) st->entrances.corogari_first = 0;
    else if (st->player[seat].covered == 3) corogari_bonus(c, seat, 2 * st->entrances.corogari_first);
}

/* ---- Ninas Melange ---- */

void gah_entrances_after_command(gah_ctx *c)
{
    gah_state *st = c->st;
    if (!ENTRANCES_ON(st) || st->phase != GAH_PHASE_PLAY) return;
    int seat = st->turn_seat;
    if (!OWNS_ENTRANCE(st, seat, GAH_ENTRANCE_NINAS)) return;
    gah_entrance_state *en = &st->entrances;
    for (int i = 0; i < 3; i++) {
        if ((en->ninas_met & (1u << i)) || !en->ninas_objectives[i] || !gah_objective_met(st, seat, en->ninas_objectives[i])) continue;
        en->ninas_met = (uint8_t)(en->ninas_met | 1u << i);
        int vp = gah_rules.entrance_ninas_vp[(st->round >= 1 && st->round <= 7 ? st->round : 7) - 1];
        gah_ev_push(c, GAH_EV_ENTRANCE_BONUS, seat, GAH_ENTRANCE_NINAS, en->ninas_objectives[i], i, vp);
        gah_gain_vp(c, seat, vp, GAH_VP_OBJECTIVES);
    }
}

void gah_entrances_final(gah_ctx *c, int seat)
{
    gah_state *st = c->st;
    if (!OWNS_ENTRANCE(st, seat, GAH_ENTRANCE_NINAS)) return;
    int met = __builtin_popcount(st->entrances.ninas_met) + __builtin_popcount(st->player[seat].claimed);
    int vp = gah_rules.entrance_ninas_final_vp[met < 7 ? met : 6];
    if (!vp) return;
    gah_ev_push(c, GAH_EV_FINAL_SCORE, seat, GAH_VP_OBJECTIVES, 0, 0, vp);
    gah_gain_vp(c, seat, vp, GAH_VP_OBJECTIVES);
}

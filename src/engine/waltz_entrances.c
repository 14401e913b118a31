/* Let's Waltz module 3, Unique Hotels (seed 004, "Module 3" and the appendix's hotel entrance index): the
 * entrances laid out and auctioned at set-up, what each brings when gained, and the ongoing effects that
 * are in the engine so far. Entered only from the hooks in waltz_entrances.h and the two prompts below. */
#include "waltz_entrances.h"

#include "prompts.h"

static const gah_entrance *entrance_of(int id)
{
    return id >= 1 && id <= gah_entrance_count ? &gah_entrances[id - 1] : NULL;
}

static int bits(unsigned v)
{
    int n = 0;
    for (; v; v &= v - 1) n++;
    return n;
}

/* Seats that have no entrance yet, as bits. */
static unsigned without_entrance(const gah_state *st)
{
    unsigned m = 0;
    for (int s = 0; s < st->players; s++)
        if (!st->entrances.owned[s] && !gah_seat_is_automa(st, s)) m |= 1u << s;
    return m;
}

/* A step goes in just below stack index `at`, so it runs right after the step there. */
static void step_insert_below(gah_state *st, int at, gah_step s)
{
    if (st->stack_count >= GAH_STACK_MAX || at < 0 || at > st->stack_count) return;
    memmove(st->stack + at + 1, st->stack + at, sizeof st->stack[0] * (size_t)(st->stack_count - at));
    st->stack[at] = s;
    st->stack_count++;
}

static int find_step(const gah_state *st, int kind, int seat)
{
    for (int i = st->stack_count - 1; i >= 0; i--)
        if (st->stack[i].kind == kind && st->stack[i].seat == seat) return i;
    return -1;
}

/* ---- set-up ---- */

/* Ninas Melange: one objective of each letter from those not on the board (seed 004: "the remaining"). */
static void lay_out_objectives(gah_state *st)
{
    for (int cat = 0; cat < 3; cat++) {
        uint8_t ids[16];
        int n = 0;
        for (int i = 0; i < gah_objective_count && n < 16; i++) {
            const gah_objective_card *o = &gah_objectives[i];
            if (o->category - 'A' != cat || !gah_card_in_play(st, o->module) || !gah_variant_objective_in_play(st, o)) continue;
            if (o->id == st->objectives[cat]) continue;
            ids[n++] = (uint8_t)o->id;
        }
        st->entrances.ninas_objectives[cat] = n ? ids[gah_rng_below(st, n)] : 0;
    }
}

/* The Grand Wray Hotel: two Emperor tiles of each letter from those not drawn for the board. */
static void lay_out_emperor_tiles(gah_state *st)
{
    for (int letter = 0; letter < 3; letter++) {
        uint8_t left[8];
        int n = 0;
        for (int i = 0; i < gah_emperor_tile_count && n < 8; i++) {
            const gah_emperor_tile *t = &gah_emperor_tiles[i];
            if (t->code[0] - 'A' != letter || i == st->emperor_tiles[letter]) continue;
            /* Tiles 12-14 are module 1's, 15-17 module 5's: "the remaining" are those of the stacks in play. */
            if (i >= 12 && !gah_card_in_play(st, i < 15 ? 1 : 5)) continue;
            left[n++] = (uint8_t)i;
        }
        gah_rng_shuffle(st, left, n);
        for (int k = 0; k < 2 && k < n; k++) st->entrances.wray_tiles[letter * 2 + k] = (uint8_t)(left[k] + 1);
    }
}

void gah_entrances_setup(gah_ctx *c)
{
    gah_state *st = c->st;
    for (int s = 0; s < st->players; s++) st->entrances.cafe_tables[s] = GAH_CAFE_TABLES_BASE;
    if (!ENTRANCES_ON(st)) return;
    /* Seed 004, Personal Play Area 1: no dishes or drinks to start with (module 1's champagne stays). */
    for (int s = 0; s < st->players; s++)
        for (int i = 0; i <= GAH_ITEM_COFFEE; i++) st->player[s].kitchen[i] = 0;
    /* 2a: one entrance per player at random; The Ren only with module 1. */
    uint8_t pool[GAH_ENTRANCE_ID_COUNT];
    int n = 0;
    for (int i = 0; i < gah_entrance_count && n < GAH_ENTRANCE_ID_COUNT; i++)
        if ((st->params.waltz & gah_entrances[i].needs) == gah_entrances[i].needs) pool[n++] = gah_entrances[i].id;
    gah_rng_shuffle(st, pool, n);
    /* Dinner for One: three for the person to choose from (seed 002). */
    int laid = HAS_AUTOMA(st) ? gah_rules.solo_entrances_offer : st->players;
    for (int k = 0; k < laid && k < n && k < GAH_MAX_PLAYERS; k++) {
        const gah_entrance *e = entrance_of(pool[k]);
        if (!e) continue;
        st->entrances.offer[k] = pool[k];
        gah_ev_push(c, GAH_EV_ENTRANCE_OFFERED, 0, pool[k], 0, 0, 0);
        if (e->beside == GAH_BESIDE_DOVE_TOKENS) st->entrances.dove_tokens = (1u << GAH_DOVE_TOKENS) - 1;
        if (e->beside == GAH_BESIDE_OBJECTIVES) lay_out_objectives(st);
        if (e->beside == GAH_BESIDE_EMPEROR_TILES) lay_out_emperor_tiles(st);
    }
    if (HAS_AUTOMA(st)) { /* no auction: the person keeps one, the automa gets a solo entrance */
        gah_solo_entrances_setup(c);
        return;
    }
    /* 2b: the start player opens the first auction. */
    gah_step_push(st, (gah_step){.kind = GAH_PROMPT_AUCTION, .seat = st->start_seat, .extra = (int8_t)st->start_seat});
}

/* ---- gaining an entrance ---- */

static void gain_entrance(gah_ctx *c, int seat, int id, int paid)
{
    gah_state *st = c->st;
    const gah_entrance *e = entrance_of(id);
    if (!e) return;
    for (int k = 0; k < GAH_MAX_PLAYERS; k++)
        if (st->entrances.offer[k] == id) st->entrances.offer[k] = 0;
    st->entrances.owned[seat] = (uint8_t)id;
    gah_pay_money(c, seat, paid);
    gah_ev_push(c, GAH_EV_ENTRANCE_WON, seat, id, 0, 0, paid);
    /* The items at the top of the tile go to the kitchen: nobody has a guest to serve yet. */
    for (int i = 0; i < GAH_ITEM_COUNT; i++)
        for (int k = 0; k < e->items[i]; k++) {
            st->player[seat].kitchen[i]++;
            gah_ev_push(c, GAH_EV_ITEM_GAINED, seat, i, 0, 0, 0);
        }
    switch (e->gained) {
    case GAH_GAINED_EMPEROR: gah_gain_emperor(c, seat, e->gained_amount); break;
    case GAH_GAINED_ROOMS: case GAH_GAINED_FREE_ROOM: {
        /* After the usual starting rooms: more of them, paid (Chateau Paulwei) or free (Hotel Dove), each
         * next to a room as usual; `done` ends them early. */
        int at = find_step(st, GAH_PROMPT_START_ROOM, seat);
        int discount = e->gained == GAH_GAINED_FREE_ROOM ? GAH_AMOUNT_FREE : 0;
        if (at >= 0)
            step_insert_below(st, at, (gah_step){.kind = GAH_PROMPT_ROOMS, .seat = (uint8_t)seat, .count = (int8_t)e->gained_amount,
                                                 .amount = (int8_t)discount});
        break;
    }
    case GAH_GAINED_GUEST: {
        /* Kaufman: a second starting guest right after the first, and the fourth café table. */
        int at = find_step(st, GAH_PROMPT_START_GUEST, seat);
        if (at >= 0) step_insert_below(st, at, (gah_step){.kind = GAH_PROMPT_FREE_GUEST, .seat = (uint8_t)seat, .count = 1});
        break;
    }
    case GAH_GAINED_DRAW_PLAY:
        /* Hotel Mayenfels: draw one, then play one from hand N krone less (or not: ruling 503). */
        gah_draw_staff(c, seat, 1);
        gah_step_push(st, (gah_step){.kind = GAH_PROMPT_STAFF, .seat = (uint8_t)seat, .count = 1, .amount = (int8_t)e->gained_amount});
        break;
    default: break;
    }
    if (id == GAH_ENTRANCE_KAUFMAN) st->entrances.cafe_tables[seat] = GAH_CAFE_TABLES;
}

void gah_entrances_keep(gah_ctx *c, int seat, int id)
{
    gain_entrance(c, seat, id, 0);
}

/* ---- the auction (seed 004, Setup 2b-2d) ---- */

/* An auction is over when one bidder is left: the highest bidder wins and pays. The seat that opened it
 * opens the next unless it won; then the next seat clockwise without an entrance does. The last seat
 * without one takes the last entrance free. */
static void auction_next(gah_ctx *c, gah_step *top)
{
    gah_state *st = c->st;
    gah_entrance_state *en = &st->entrances;
    if (bits(en->bidding) > 1) {
        int s = top->seat;
        do s = (s + 1) % st->players;
        while (!(en->bidding & (1u << s)));
        top->seat = (uint8_t)s;
        return;
    }
    int winner = en->bidder, lot = en->lot, paid = en->bid;
    int opener = top->extra;
    en->lot = en->bid = en->bidder = en->bidding = 0;
    unsigned left = without_entrance(st) & ~(1u << winner);
    if (bits(left) <= 1) gah_step_pop(st); /* the auctions end here; the effects of winning go on top */
    else {
        if (opener == winner)
            do opener = (opener + 1) % st->players;
            while (!(left & (1u << opener)));
        top->seat = (uint8_t)opener;
        top->extra = (int8_t)opener;
    }
    gain_entrance(c, winner, lot, paid);
    if (bits(left) == 1) {
        int last = 0;
        while (!(left & (1u << last))) last++;
        for (int k = 0; k < GAH_MAX_PLAYERS; k++)
            if (st->entrances.offer[k]) {
                gain_entrance(c, last, st->entrances.offer[k], 0);
                break;
            }
    }
}

static const char *auction_refusal(const gah_state *st, int seat, gah_command cmd)
{
    const gah_entrance_state *en = &st->entrances;
    if (cmd.type == GAH_CMD_PASS) return en->lot ? NULL : "You open this auction: choose an entrance and bid 0 or more.";
    bool offered = false;
    for (int k = 0; k < GAH_MAX_PLAYERS; k++) offered |= cmd.a && en->offer[k] == cmd.a;
    if (!offered) REFUSE("That hotel entrance is not up for auction.");
    if (en->lot && cmd.a != en->lot) REFUSE("Bid on the entrance up for auction, or pass.");
    if (en->lot && cmd.b <= en->bid) REFUSE("Raise the bid, or pass.");
    if (cmd.b > st->player[seat].money) REFUSE("You cannot bid more krone than you have.");
    return NULL;
}

void gah_offer_auction(legal_out *l, gah_prompt pr)
{
    const gah_state *st = l->st;
    const gah_entrance_state *en = &st->entrances;
    int money = st->player[pr.seat].money;
    for (int k = 0; k < GAH_MAX_PLAYERS; k++) {
        int id = en->offer[k];
        if (!id || (en->lot && id != en->lot)) continue;
        for (int b = en->lot ? en->bid + 1 : 0; b <= money; b++)
            legal_offer_if(l, auction_refusal(st, pr.seat, (gah_command){GAH_CMD_BID, (uint8_t)id, (uint8_t)b}), GAH_CMD_BID, id, b);
    }
    legal_offer_if(l, auction_refusal(st, pr.seat, (gah_command){GAH_CMD_PASS, 0, 0}), GAH_CMD_PASS, 0, 0);
}

const char *gah_apply_auction(gah_ctx *c, int seat, gah_command cmd)
{
    gah_state *st = c->st;
    gah_entrance_state *en = &st->entrances;
    const char *why = auction_refusal(st, seat, cmd);
    if (why) return why;
    gah_step *top = gah_step_top(st);
    if (cmd.type == GAH_CMD_PASS) {
        en->bidding = (uint8_t)(en->bidding & ~(1u << seat));
        gah_ev_push(c, GAH_EV_AUCTION_PASS, seat, en->lot, 0, 0, 0);
    } else {
        if (!en->lot) en->lot = cmd.a, en->bidding = (uint8_t)without_entrance(st);
        en->bid = cmd.b;
        en->bidder = (uint8_t)seat;
        gah_ev_push(c, GAH_EV_AUCTION_BID, seat, cmd.a, 0, 0, cmd.b);
    }
    auction_next(c, top);
    return NULL;
}

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
    if (bits(st->entrances.dove_tokens) <= due) return;
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
    int met = bits(st->entrances.ninas_met) + bits(st->player[seat].claimed);
    int vp = gah_rules.entrance_ninas_final_vp[met < 7 ? met : 6];
    if (!vp) return;
    gah_ev_push(c, GAH_EV_FINAL_SCORE, seat, GAH_VP_OBJECTIVES, 0, 0, vp);
    gah_gain_vp(c, seat, vp, GAH_VP_OBJECTIVES);
}

/* ---- The Grand Wray Hotel, The Kozi Palace ---- */

const char *gah_entrances_wray_refusal(const gah_state *st, int seat, int tile)
{
    if (!OWNS_ENTRANCE(st, seat, GAH_ENTRANCE_WRAY)) REFUSE("Only the owner of The Grand Wray Hotel has its Emperor tiles.");
    if (st->entrances.wray_used) REFUSE("The Grand Wray Hotel's tiles are used once a turn.");
    if (tile < 1 || tile > GAH_WRAY_TILES || !st->entrances.wray_tiles[tile - 1]) REFUSE("That tile is not left.");
    int back = (tile + 1) / 2; /* A tiles 1 step, B 2, C 3 */
    if (st->player[seat].emperor < back) REFUSE("Your marker cannot go back that far on the Emperor track.");
    return NULL;
}

const char *gah_entrances_wray_tile(gah_ctx *c, int seat, int tile)
{
    gah_state *st = c->st;
    const char *why = gah_entrances_wray_refusal(st, seat, tile);
    if (why) return why;
    int index = st->entrances.wray_tiles[tile - 1] - 1;
    st->entrances.wray_tiles[tile - 1] = 0;
    st->entrances.wray_used = 1;
    gah_player *p = &st->player[seat];
    int back = (tile + 1) / 2;
    p->emperor = (int8_t)(p->emperor - back);
    gah_ev_push(c, GAH_EV_EMPEROR, seat, p->emperor, 0, 0, -back);
    gah_ev_push(c, GAH_EV_ENTRANCE_BONUS, seat, GAH_ENTRANCE_WRAY, index, tile, 0);
    /* Not an Emperor scoring's reward: cards that act on those do not (ruling 506). */
    const gah_emperor_tile *t = &gah_emperor_tiles[index];
    gah_emperor_reward_run(c, seat, t->reward);
    if (t->reward2.kind) gah_run_effect(c, seat, t->reward2.kind, t->reward2.amount); /* module 5's A6, B6: both parts */
    return NULL;
}

static int white_dice(const gah_state *st, int space)
{
    return st->dice[space] - bits(st->lounge.colours[space]);
}

const char *gah_entrances_nudge_refusal(const gah_state *st, int seat, int from, int to)
{
    if (!OWNS_ENTRANCE(st, seat, GAH_ENTRANCE_KOZI)) REFUSE("Only the owner of The Kozi Palace moves dice.");
    if (st->turn_die_taken || st->entrances.kozi_to) REFUSE("Move a die before you take this turn's die, once.");
    if (st->variant_gizia) REFUSE("Not in E. Gizia's extra turn.");
    if (from < 1 || from > 6 || to < 1 || to > 6 || (from - to != 1 && to - from != 1))
        REFUSE("A die moves to a neighbouring action space (1 and 6 are not neighbours).");
    if (white_dice(st, from) < 1) REFUSE("There is no white die on that action space.");
    /* The die must then be taken: a move onto a die the player cannot pay for is refused (ruling 509). */
    gah_state after;
    memcpy(&after, st, sizeof after);
    after.dice[from]--;
    after.dice[to]++;
    after.entrances.kozi_to = (uint8_t)to; /* the turn's state as before: a die taken without its action is no use */
    if (gah_turn_die_refusal(&after, seat, to, false, 0)) REFUSE("You could not take the die after moving it there.");
    return NULL;
}

const char *gah_entrances_nudge(gah_ctx *c, int seat, int from, int to)
{
    gah_state *st = c->st;
    const char *why = gah_entrances_nudge_refusal(st, seat, from, to);
    if (why) return why;
    st->dice[from]--;
    st->dice[to]++;
    st->entrances.kozi_to = (uint8_t)to;
    gah_ev_push(c, GAH_EV_ENTRANCE_BONUS, seat, GAH_ENTRANCE_KOZI, from, to, 0);
    return NULL;
}

void gah_entrances_offer_turn(legal_out *l, int seat)
{
    const gah_state *st = l->st;
    if (OWNS_ENTRANCE(st, seat, GAH_ENTRANCE_WRAY))
        for (int t = 1; t <= GAH_WRAY_TILES; t++) legal_offer_if(l, gah_entrances_wray_refusal(st, seat, t), GAH_CMD_TILE, t, 0);
    if (OWNS_ENTRANCE(st, seat, GAH_ENTRANCE_KOZI))
        for (int from = 1; from <= 6; from++)
            for (int to = from - 1; to <= from + 1; to += 2)
                if (to >= 1 && to <= 6) legal_offer_if(l, gah_entrances_nudge_refusal(st, seat, from, to), GAH_CMD_NUDGE, from, to);
}

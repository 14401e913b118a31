/* Let's Waltz module 3, Unique Hotels (seed 004, "Module 3", Setup): the entrances laid out with what lies
 * beside them, the auction, and what each entrance brings when it is gained. The ongoing effects are in
 * waltz_entrances.c, the turn's own commands of two entrances in waltz_entrances_turn.c. */
#include "waltz_entrances.h"

#include "prompts.h"

static const gah_entrance *entrance_of(int id)
{
    return id >= 1 && id <= gah_entrance_count ? &gah_entrances[id - 1] : NULL;
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
    for (int i = 0; i < gah_entrance_count && n < GAH_ENTRANCE_ID_COUNT; i++) {
        /* Ruling 512: Stroup, named only by seed 002, is a setting. */
        if (gah_entrances[i].id == GAH_ENTRANCE_STROUP && st->params.stroup_off) continue;
        if ((st->params.waltz & gah_entrances[i].needs) == gah_entrances[i].needs) pool[n++] = gah_entrances[i].id;
    }
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
    if (__builtin_popcount(en->bidding) > 1) {
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
    if (__builtin_popcount(left) <= 1) gah_step_pop(st); /* the auctions end here; the effects of winning go on top */
    else {
        if (opener == winner)
            do opener = (opener + 1) % st->players;
            while (!(left & (1u << opener)));
        top->seat = (uint8_t)opener;
        top->extra = (int8_t)opener;
    }
    gain_entrance(c, winner, lot, paid);
    if (__builtin_popcount(left) == 1) {
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

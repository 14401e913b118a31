/* Money, VP, the Emperor track, items received and staff drawn: the small movements every rule uses. */
#include "waltz_celebrities.h"
#include "waltz_more.h"

void gah_gain_money(gah_ctx *c, int seat, int amount)
{
    gah_gain_money_off_turn(c, seat, amount);
    if (amount > 0) celebrities_on_krone(c, seat, amount);
}

void gah_gain_money_off_turn(gah_ctx *c, int seat, int amount)
{
    gah_player *p = &c->st->player[seat];
    if (amount > 0) amount += gah_staff_krone_extra(c->st, seat); /* seed 001's Financier (Rowe-Smith) */
    int before = p->money, after = before + amount;
    if (after > gah_rules.max_money) after = gah_rules.max_money; /* seed 000: money beyond 20 is lost */
    if (after < 0) after = 0;
    p->money = (int8_t)after;
    if (after != before || amount) gah_ev_push(c, GAH_EV_MONEY, seat, after, 0, 0, after - before);
}

void gah_pay_money(gah_ctx *c, int seat, int amount)
{
    if (amount > 0) gah_gain_money(c, seat, -amount);
}

static void add_vp(gah_ctx *c, int seat, int amount, int source)
{
    gah_player *p = &c->st->player[seat];
    p->vp = (int16_t)(p->vp + amount);
    p->vp_by_source[source] = (int16_t)(p->vp_by_source[source] + amount);
    gah_ev_push(c, GAH_EV_VP, seat, source, p->vp, 0, amount);
}

void gah_gain_vp(gah_ctx *c, int seat, int amount, int source)
{
    if (!amount) return;
    add_vp(c, seat, amount, source);
    int extra = celebrities_vp_extra(c->st, seat, amount); /* Charlie Chaplin: not for his own 2 */
    if (extra) add_vp(c, seat, extra, GAH_VP_CELEBRITIES);
}

void gah_gain_emperor(gah_ctx *c, int seat, int steps)
{
    gah_player *p = &c->st->player[seat];
    if (steps <= 0) return;
    steps += celebrities_emperor_extra(c->st, seat, steps);
    int room = GAH_EMPEROR_MAX - p->emperor;
    int moved = steps < room ? steps : room;
    p->emperor = (int8_t)(p->emperor + moved);
    if (moved) gah_ev_push(c, GAH_EV_EMPEROR, seat, p->emperor, 0, 0, moved);
    if (moved) gah_more_on_emperor(c, seat, moved); /* Let's Waltz module 5: spaces actually advanced (ruling 702) */
    /* Seed 000 / FACTS: each step beyond the end of the track is 1 VP. */
    if (steps > moved) gah_gain_vp(c, seat, steps - moved, GAH_VP_EMPEROR);
}

bool gah_guest_needs(const gah_state *st, int seat, int table, int item)
{
    const gah_table *t = &st->player[seat].cafe[table];
    if (!t->guest) return false;
    const gah_guest_card *g = gah_guest_by_id(t->guest);
    return g && t->placed[item] < g->order[item];
}

/* The item of the order at `table` that `item` fills: the item itself, or with seed 001's Baker (Rowe-Smith)
 * cake for coffee and coffee for cake; -1 when it fills none. */
int gah_order_slot(const gah_state *st, int seat, int table, int item)
{
    if (gah_guest_needs(st, seat, table, item)) return item;
    if (item == GAH_ITEM_CAKE || item == GAH_ITEM_COFFEE) {
        int other = item == GAH_ITEM_CAKE ? GAH_ITEM_COFFEE : GAH_ITEM_CAKE;
        if (gah_guest_needs(st, seat, table, other) && gah_staff_swaps_cake_coffee(st, seat)) return other;
    }
    return -1;
}

/* Sigmund Freud: one item of an order of two or more may be missing. */
static bool one_item_missing(const gah_table *t, const gah_guest_card *g)
{
    int missing = 0, ordered = 0;
    for (int i = 0; i < GAH_ITEM_COUNT; i++) {
        ordered += g->order[i];
        if (t->placed[i] < g->order[i]) missing += g->order[i] - t->placed[i];
    }
    return missing == 1 && ordered >= 2;
}

bool gah_guest_complete(const gah_state *st, int seat, int table)
{
    const gah_table *t = &st->player[seat].cafe[table];
    const gah_guest_card *g = t->guest ? gah_guest_by_id(t->guest) : NULL;
    if (!g) return false;
    unsigned missing = 0;
    for (int i = 0; i < GAH_ITEM_COUNT; i++)
        if (t->placed[i] < g->order[i]) missing |= 1u << i;
    return gah_guest_order_complete(st, seat, t, g, missing);
}

bool gah_guest_order_complete(const gah_state *st, int seat, const gah_table *t, const gah_guest_card *g, unsigned missing)
{
    return !missing || (celebrities_items_ignored(st, seat) && one_item_missing(t, g));
}

static bool anyone_needs(const gah_state *st, int seat, int item)
{
    for (int t = 0; t < GAH_CAFE_TABLES; t++)
        if (gah_order_slot(st, seat, t, item) >= 0) return true;
    return false;
}

/* Items nobody in the café can use go straight to the kitchen: there is nothing to decide. */
static void settle_pending_items(gah_ctx *c)
{
    gah_state *st = c->st;
    int seat = st->pending_seat;
    for (int i = 0; i < GAH_ITEM_COUNT; i++) {
        while (st->pending_items[i] && !anyone_needs(st, seat, i)) {
            st->pending_items[i]--;
            st->player[seat].kitchen[i]++;
            gah_ev_push(c, GAH_EV_ITEM_GAINED, seat, i, 0, 1, 1); /* c: nobody ordered it (the log says so) */
        }
    }
}

void gah_gain_items(gah_ctx *c, int seat, const int items[GAH_ITEM_COUNT])
{
    gah_state *st = c->st;
    bool pending = false;
    for (int i = 0; i < GAH_ITEM_COUNT; i++) pending |= st->pending_items[i] != 0;
    if (pending && st->pending_seat != seat) {
        /* Cannot happen: items are placed before anything else goes on; keep them safe anyway. */
        for (int i = 0; i < GAH_ITEM_COUNT; i++) st->player[seat].kitchen[i] = (uint8_t)(st->player[seat].kitchen[i] + items[i]);
    } else {
        st->pending_seat = (uint8_t)seat;
        for (int i = 0; i < GAH_ITEM_COUNT; i++) st->pending_items[i] = (uint8_t)(st->pending_items[i] + items[i]);
        settle_pending_items(c);
        /* Every champagne gained passes here, one call per source (ruling 208). */
        if (items[GAH_ITEM_CHAMPAGNE] > 0) celebrities_on_champagne(c, seat);
        gah_more_on_items(c, seat, items); /* Let's Waltz module 5: one gain is one source (ruling 701) */
    }
}

/* place ITEM T|kitchen, while items wait to be placed. */
const char *gah_items_place_refusal(const gah_state *st, int seat, int item, int table)
{
    if (item < 0 || item >= GAH_ITEM_COUNT) REFUSE("There is no such item.");
    if (!st->pending_items[item] && (!st->pending_any || item == GAH_ITEM_CHAMPAGNE))
        REFUSE("You have no such item waiting to be placed."); /* a dish or drink of your choice is not champagne */
    if (table < 0 || table > GAH_CAFE_TABLES) REFUSE("There is no such table.");
    if (table > 0) {
        if (!st->player[seat].cafe[table - 1].guest) REFUSE("That table is empty.");
        if (gah_order_slot(st, seat, table - 1, item) < 0) REFUSE("That guest did not order this.");
    }
    return NULL;
}

const char *gah_items_place(gah_ctx *c, int seat, int item, int table)
{
    gah_state *st = c->st;
    const char *why = gah_items_place_refusal(st, seat, item, table);
    if (why) return why;
    if (table > 0) {
        st->player[seat].cafe[table - 1].placed[gah_order_slot(st, seat, table - 1, item)]++;
    } else {
        st->player[seat].kitchen[item]++;
    }
    if (st->pending_items[item]) st->pending_items[item]--;
    else st->pending_any--;
    gah_ev_push(c, GAH_EV_ITEM_GAINED, seat, item, table, 0, 1);
    settle_pending_items(c);
    return NULL;
}

void gah_draw_staff(gah_ctx *c, int seat, int count)
{
    gah_state *st = c->st;
    gah_player *p = &st->player[seat];
    for (int i = 0; i < count && st->staff_deck_count > 0 && p->hand_count < GAH_HAND_MAX; i++) {
        uint8_t card = st->staff_deck[--st->staff_deck_count];
        p->hand[p->hand_count++] = card;
        gah_ev_push(c, GAH_EV_STAFF_DRAWN, seat, card, 0, 0, 0);
    }
}

/* Guests: the queue (costs, sliding, refilling), taking guests into the café, serving from the kitchen,
 * and moving a finished guest into a room with VP, reward and occupancy bonus. */
#include "prompts.h"

int gah_guest_queue_cost(const gah_state *st, int seat, int position)
{
    return gah_staff_queue_cost(st, seat, gah_rules.queue_costs[position]);
}

static uint8_t guest_draw(gah_ctx *c)
{
    gah_state *st = c->st;
    if (!st->guest_deck_count && st->guest_discard_count) {
        /* Seed 000: when the guest deck runs out, shuffle the discard pile into a new deck. */
        memcpy(st->guest_deck, st->guest_discard, st->guest_discard_count);
        st->guest_deck_count = st->guest_discard_count;
        st->guest_discard_count = 0;
        gah_rng_shuffle(st, st->guest_deck, st->guest_deck_count);
        gah_ev_push(c, GAH_EV_GUEST_RESHUFFLE, 0, st->guest_deck_count, 0, 0, 0);
    }
    if (!st->guest_deck_count) return 0;
    return st->guest_deck[--st->guest_deck_count];
}

/* New guests enter on the left; the first five are dealt right to left at setup. */
void gah_queue_fill(gah_ctx *c)
{
    gah_state *st = c->st;
    for (int pos = GAH_QUEUE - 1; pos >= 0; pos--) {
        if (st->queue[pos]) continue;
        st->queue[pos] = guest_draw(c);
        gah_ev_push(c, GAH_EV_QUEUE_REFILL, 0, st->queue[pos], pos + 1, 0, 0);
    }
}

const char *gah_guest_take_refusal(const gah_state *st, int seat, int position, int table, bool free)
{
    const gah_player *p = &st->player[seat];
    if (position < 1 || position > GAH_QUEUE || !st->queue[position - 1]) REFUSE("There is no guest at that place in the queue.");
    if (table < 1 || table > gah_cafe_tables(st, seat)) REFUSE("There is no such table.");
    if (p->cafe[table - 1].guest) REFUSE("That table is taken; move a guest out first.");
    int cost = free ? 0 : gah_guest_queue_cost(st, seat, position - 1);
    /* Let's Waltz module 3 solo: Sushi Resort's token costs 1 krone more, even for a free guest. */
    int token = gah_solo_entrances_guest_krone(st, seat, position - 1);
    if (cost + token > p->money) REFUSE(token ? "That guest carries a cogwheel: it costs you 1 krone more, which you cannot pay." : "You cannot pay for that guest.");
    return NULL;
}

const char *gah_guest_take(gah_ctx *c, int seat, int position, int table, bool free)
{
    gah_state *st = c->st;
    gah_player *p = &st->player[seat];
    const char *why = gah_guest_take_refusal(st, seat, position, table, free);
    if (why) return why;
    int cost = (free ? 0 : gah_guest_queue_cost(st, seat, position - 1)) + gah_solo_entrances_guest_krone(st, seat, position - 1);
    uint8_t guest = st->queue[position - 1];
    p->cafe[table - 1] = (gah_table){.guest = guest};
    gah_pay_money(c, seat, cost);
    gah_ev_push(c, GAH_EV_GUEST_TAKEN, seat, guest, position, table, cost);
    gah_solo_entrances_on_guest_taken(c, seat, guest);
    for (int pos = position - 1; pos > 0; pos--) {
        st->queue[pos] = st->queue[pos - 1];
        if (st->queue[pos]) gah_ev_push(c, GAH_EV_QUEUE_SLIDE, 0, st->queue[pos], pos, pos + 1, 0);
    }
    st->queue[0] = 0;
    gah_queue_fill(c);
    gah_variant_guest_taken(st);
    return NULL;
}

int gah_serve_cost(const gah_state *st, int seat)
{
    if (st->serve_credit > 0) return 0;
    return gah_staff_serve_cost(st, seat, 1); /* 1 krone, or less with a card that makes serving free */
}

/* The items of the order at `table` that two wine could stand in for with seed 001's Cocktail Waitress
 * (Rowe-Smith): a bit per item still missing, wine excluded (a wine the guest wants is served as wine). */
static unsigned two_wine_targets(const gah_state *st, int seat, int table)
{
    unsigned targets = 0;
    for (int i = 0; i < GAH_ITEM_COUNT; i++)
        if (i != GAH_ITEM_WINE && gah_guest_needs(st, seat, table, i)) targets |= 1u << i;
    return targets;
}

enum { SLOT_ASK = GAH_ITEM_COUNT }; /* two wine could fill more than one item: the player says which */

/* The item of the order at `table` that serving `item` fills, SLOT_ASK, or -1. `wine` is how many wine it
 * takes: 2 when the Cocktail Waitress lets two wine stand in for another item; then -1 with `wine` 2 means
 * only one wine is there. With one item missing the pair fills it; with several it asks (ruling 407). */
static int serve_slot(const gah_state *st, int seat, int table, int item, int *wine)
{
    *wine = 1;
    int slot = gah_order_slot(st, seat, table, item);
    if (slot >= 0 || item != GAH_ITEM_WINE || !gah_staff_two_wine(st, seat)) return slot;
    unsigned targets = two_wine_targets(st, seat, table);
    if (!targets) return -1;
    *wine = 2;
    if (st->player[seat].kitchen[GAH_ITEM_WINE] < 2) return -1;
    if (targets & (targets - 1)) return SLOT_ASK;
    for (slot = 0; !(targets & (1u << slot)); slot++) {}
    return slot;
}

const char *gah_guest_serve_refusal(const gah_state *st, int seat, int item, int table)
{
    const gah_player *p = &st->player[seat];
    if (item < 0 || item >= GAH_ITEM_COUNT) REFUSE("There is no such item.");
    if (table < 1 || table > GAH_CAFE_TABLES) REFUSE("There is no such table.");
    if (!p->kitchen[item]) REFUSE("Your kitchen has none of that.");
    if (!p->cafe[table - 1].guest) REFUSE("That table is empty.");
    int wine;
    if (serve_slot(st, seat, table - 1, item, &wine) < 0) {
        if (item == GAH_ITEM_WINE && wine == 2) REFUSE("Two wine stand in for another item; you have one.");
        REFUSE("That guest did not order this (or has enough).");
    }
    return gah_guest_serve_cost_refusal(st, seat);
}

const char *gah_guest_serve_cost_refusal(const gah_state *st, int seat)
{
    /* gah_serve_cost is 0 or 1 krone, so the staff cards are asked only of a player without money. */
    if (st->serve_credit <= 0 && st->player[seat].money < 1 && gah_serve_cost(st, seat) > st->player[seat].money)
        REFUSE("Serving costs 1 krone for up to 3 items, and you have none.");
    return NULL;
}

/* `wine` of `item` leave the kitchen and fill the order's `slot`: one move of the three a krone buys. */
static void serve_into(gah_ctx *c, int seat, int item, int table, int slot, int wine)
{
    gah_state *st = c->st;
    gah_player *p = &st->player[seat];
    if (st->serve_credit <= 0) {
        int cost = gah_serve_cost(st, seat);
        gah_pay_money(c, seat, cost);
        st->serve_credit = (int8_t)gah_rules.serve_per_krone;
    }
    st->serve_credit--; /* two wine for one item are one move (docs/rulings.md) */
    for (int k = 0; k < (slot == item ? 1 : wine); k++) {
        p->kitchen[item]--;
        gah_ev_push(c, GAH_EV_ITEM_SERVED, seat, item, table, 0, 0);
    }
    p->cafe[table - 1].placed[slot]++;
}

const char *gah_guest_serve(gah_ctx *c, int seat, int item, int table)
{
    gah_state *st = c->st;
    const char *why = gah_guest_serve_refusal(st, seat, item, table);
    if (why) return why;
    int wine, slot = serve_slot(st, seat, table - 1, item, &wine);
    if (slot == SLOT_ASK) { /* nothing moves until the player names the item (gah_apply_two_wine) */
        gah_step_push(st, (gah_step){.kind = GAH_PROMPT_TWO_WINE, .seat = (uint8_t)seat, .amount = (int8_t)table});
        return NULL;
    }
    serve_into(c, seat, item, table, slot, wine);
    return NULL;
}

/* ---- the Cocktail Waitress's choice: choose 1 strudel, 2 cake, 3 coffee, 4 champagne ---- */

static const uint8_t two_wine_items[5] = {0, GAH_ITEM_STRUDEL, GAH_ITEM_CAKE, GAH_ITEM_COFFEE, GAH_ITEM_CHAMPAGNE};

int gah_two_wine_item(int choice) { return choice >= 1 && choice <= 4 ? two_wine_items[choice] : -1; }

const char *gah_two_wine_refusal(const gah_state *st, int seat, int table, int choice)
{
    int item = gah_two_wine_item(choice);
    if (item < 0) REFUSE("Choose 1 for strudel, 2 cake, 3 coffee or 4 champagne.");
    if (!(two_wine_targets(st, seat, table - 1) & (1u << item))) REFUSE("That guest is not waiting for that item.");
    return NULL;
}

const char *gah_apply_two_wine(gah_ctx *c, int seat, gah_command cmd)
{
    int table = gah_step_top(c->st)->amount;
    const char *why = gah_two_wine_refusal(c->st, seat, table, cmd.a);
    if (why) return why;
    gah_step_pop(c->st);
    serve_into(c, seat, GAH_ITEM_WINE, table, gah_two_wine_item(cmd.a), 2);
    return NULL;
}

/* The reward's parts go on the step stack in card order; the first part ends up on top. */
void gah_guest_push_reward(gah_ctx *c, int seat, const gah_guest_card *g)
{
    if (g->effect_count && g->effects[0].kind != GAH_FX_NONE) gah_ev_push(c, GAH_EV_GUEST_REWARD, seat, g->id, 0, 0, 0);
    for (int i = g->effect_count - 1; i >= 0; i--) {
        gah_effect fx = g->effects[i];
        gah_step s = {.seat = (uint8_t)seat, .count = 1, .amount = fx.amount};
        /* "Up to two" of the same part is one step used twice, so `done`/`skip` ends both. */
        int same = 1;
        while (i > 0 && g->effects[i - 1].kind == fx.kind && g->effects[i - 1].amount == fx.amount &&
               (fx.kind == GAH_FX_ROOM || fx.kind == GAH_FX_GUEST || fx.kind == GAH_FX_STAFF))
            same++, i--;
        s.count = (int8_t)same;
        switch (fx.kind) {
        case GAH_FX_ROOM: s.kind = GAH_PROMPT_ROOMS; break;
        case GAH_FX_ROOM_LOW: s.kind = GAH_PROMPT_ROOMS; s.extra = ROOMS_LOW; break;
        case GAH_FX_ROOM_POOL: s.kind = GAH_PROMPT_ROOMS; s.count = fx.amount; s.amount = 0; s.extra = ROOMS_POOL; break;
        case GAH_FX_OCCUPY: s.kind = GAH_PROMPT_OCCUPY; s.count = fx.amount; break;
        case GAH_FX_GUEST: s.kind = GAH_PROMPT_FREE_GUEST; break;
        case GAH_FX_STAFF: s.kind = GAH_PROMPT_STAFF; break;
        case GAH_FX_GIZIA:
            /* Seed 001's Original rules: a whole extra turn instead of one action. */
            if (GAH_VARIANT_ON(c->st, GAH_VARIANT_ORIGINAL)) {
                gah_variant_gizia_moved(c, seat);
                continue;
            }
            s.kind = GAH_PROMPT_GIZIA;
            break;
        default: s.kind = STEP_AUTO_EFFECT; s.extra = (int8_t)fx.kind; break;
        }
        gah_step_push(c->st, s);
    }
}

/* Whether the reward holds a choice that spends money, so that krone received before or after it can
 * end differently under the 20-krone cap. */
static bool reward_spends(const gah_guest_card *g)
{
    for (int i = 0; i < g->effect_count; i++) {
        int k = g->effects[i].kind;
        bool free = g->effects[i].amount == GAH_AMOUNT_FREE;
        if (((k == GAH_FX_ROOM || k == GAH_FX_ROOM_LOW || k == GAH_FX_STAFF || k == GAH_FX_DRAW3PLAY) && !free) ||
            k == GAH_FX_ROOM_POOL || k == GAH_FX_GIZIA)
            return true;
    }
    return false;
}

static int reward_krone(const gah_guest_card *g)
{
    int krone = 0;
    for (int i = 0; i < g->effect_count; i++)
        if (g->effects[i].kind == GAH_FX_KRONE) krone += g->effects[i].amount;
    return krone;
}

const char *gah_guest_move_refusal(const gah_state *st, int seat, int table, int room)
{
    const gah_player *p = &st->player[seat];
    if (table < 1 || table > GAH_CAFE_TABLES || !p->cafe[table - 1].guest) REFUSE("There is no guest at that table.");
    if (!gah_guest_complete(st, seat, table - 1)) REFUSE("That guest's order is not complete yet.");
    return gah_guest_room_refusal(st, seat, gah_guest_by_id(p->cafe[table - 1].guest), room);
}

bool gah_guest_roomless(const gah_state *st, int seat, int table)
{
    if (seat < 0 || seat >= st->players || table < 1 || table > GAH_CAFE_TABLES) return false;
    if (!gah_guest_complete(st, seat, table - 1)) return false;
    for (int room = 0; room < GAH_HOTEL_ROOMS; room++)
        if (!gah_guest_move_refusal(st, seat, table, room)) return false;
    return true;
}

const char *gah_guest_room_refusal(const gah_state *st, int seat, const gah_guest_card *g, int room)
{
    if (room < 0 || room >= GAH_HOTEL_ROOMS) REFUSE("There is no such room.");
    if (st->player[seat].room[room] != GAH_ROOM_VACANT) REFUSE("That is not a vacant room.");
    if (g->colour != GAH_COLOUR_GREEN && g->colour != gah_room_colour(st, seat, room))
        REFUSE("The guest needs a room of their own colour.");
    return NULL;
}

const char *gah_guest_move(gah_ctx *c, int seat, int table, int room)
{
    gah_state *st = c->st;
    gah_player *p = &st->player[seat];
    const char *why = gah_guest_move_refusal(st, seat, table, room);
    if (why) return why;
    const gah_guest_card *g = gah_guest_by_id(p->cafe[table - 1].guest);

    /* Seed 000: the guest leaves the café before the reward is taken (it may bring new guests). */
    p->cafe[table - 1] = (gah_table){0};
    gah_ev_push(c, GAH_EV_GUEST_MOVED, seat, g->id, table, room, 0);
    gah_ballrooms_on_guest_completed(c, seat, g); /* Let's Waltz module 1 */
    gah_more_on_guest_completed(c, seat, g);      /* Let's Waltz module 5 */
    gah_entrances_guest_done(c, seat, g->id); /* to the discard pile, or Kaufman's (Let's Waltz module 3) */
    int staff_krone = 0;
    int group = gah_room_occupy(c, seat, room, &staff_krone);
    gah_gain_vp(c, seat, g->vp, GAH_VP_GUESTS);

    gah_staff_on_guest_moved(c, seat, g, &staff_krone);
    gah_guest_reward_with_krone(c, seat, g, staff_krone, group);
    return NULL;
}

/* Rulings 6 and 3 of issue 12: krone from the occupancy bonus and from staff come with the guest, as does
 * the reward; the player orders them only when it can matter, which is when the reward spends money and the
 * 20-krone cap would swallow some of what comes in. Otherwise krone first is never worse (more to spend,
 * nothing lost), and other bonuses cannot interact with the reward. */
void gah_guest_reward_with_krone(gah_ctx *c, int seat, const gah_guest_card *g, int staff_krone, int group)
{
    gah_state *st = c->st;
    gah_player *p = &st->player[seat];
    int bonus_krone = group >= 0 ? gah_group_bonus_krone(st, seat, group) : 0;
    bool ask = (staff_krone || bonus_krone) && reward_spends(g) &&
               p->money + staff_krone + bonus_krone + reward_krone(g) > gah_rules.max_money;
    if (!ask) {
        if (staff_krone) gah_gain_money(c, seat, staff_krone);
        if (group >= 0) gah_group_bonus(c, seat, group);
        gah_guest_push_reward(c, seat, g);
        return;
    }
    if (group >= 0 && !bonus_krone) gah_group_bonus(c, seat, group); /* VP or Emperor steps: no interaction */
    int deferred_at = st->stack_count, deferred = 0;
    if (bonus_krone) gah_step_push(st, (gah_step){.kind = STEP_AUTO_BONUS, .seat = (uint8_t)seat, .extra = (int8_t)group}), deferred++;
    if (staff_krone) gah_step_push(st, (gah_step){.kind = STEP_AUTO_KRONE, .seat = (uint8_t)seat, .amount = (int8_t)staff_krone}), deferred++;
    gah_guest_push_reward(c, seat, g);
    gah_step_push(st, (gah_step){.kind = GAH_PROMPT_BONUS_ORDER, .seat = (uint8_t)seat, .count = (int8_t)deferred,
                             .extra = (int8_t)deferred_at});
}

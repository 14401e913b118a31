/* The legal-command list: each prompt's candidates (its offer_* function in the protocol table) in a
 * fixed order, each kept when it passes. A candidate is decided either directly, by the refusal predicate
 * its apply path calls before changing anything (legal_offer_if), or, for rare and intricate prompts,
 * by trying it on a copy (gah_legal_offer, gah_check). gah_legal_slow tries every candidate on a copy: the
 * property test proves both lists equal. The order of the candidates is part of the contract: the
 * self-play policies and saved choices pick by index. */
#include "prompts.h"
#include "waltz_celebrities.h"
#include "waltz_startplayer.h"

void gah_legal_offer(legal_out *l, int type, int a, int b)
{
    gah_command cmd = {(uint8_t)type, (uint8_t)a, (uint8_t)b};
    if (l->count >= l->max) return;
    if (!gah_check(l->st, l->seat, cmd)) l->out[l->count++] = cmd;
}


/* Guests from the queue to the empty tables (free: a reward or the start, no queue price). */
void gah_offer_guests(legal_out *l, bool free)
{
    const gah_player *p = &l->st->player[l->seat];
    int tables = gah_cafe_tables(l->st, l->seat);
    for (int t = 0; t < tables; t++) {
        if (p->cafe[t].guest) continue;
        for (int q = 1; q <= GAH_QUEUE; q++)
            legal_offer_if(l, gah_guest_take_refusal(l->st, l->seat, q, t + 1, free), GAH_CMD_TAKE_GUEST, q, t + 1);
    }
}

/* Two amounts that add up to the strength, the first from the whole strength down. */
static void offer_split(legal_out *l, gah_prompt pr, int type)
{
    for (int a = pr.amount; a >= 0; a--) legal_offer_if(l, gah_split_refusal(l->st, type, a, pr.amount - a), type, a, pr.amount - a);
}

/* Cards the prompt's own list holds (hand, drawn cards, a draft pack): allowed whatever their id. */
static void offer_cards(legal_out *l, int type, const uint8_t *cards, int count)
{
    for (int i = 0; i < count; i++) legal_offer_if(l, NULL, type, cards[i], 0);
}

static void offer_staff_cards(legal_out *l, const uint8_t *cards, int count, int discount, bool from_drawn)
{
    for (int i = 0; i < count; i++)
        legal_offer_if(l, gah_staff_play_refusal(l->st, l->seat, cards[i], discount, from_drawn), GAH_CMD_STAFF, cards[i], 0);
}

void gah_offer_start_guest(legal_out *l, gah_prompt pr)
{
    gah_offer_guests(l, true);
}

void gah_offer_start_room(legal_out *l, gah_prompt pr)
{
    uint32_t open = l->oracle ? ~0u : gah_room_spaces_open(l->st, l->seat);
    for (int r = 0; r < GAH_HOTEL_ROOMS; r++)
        if (open >> r & 1) legal_offer_if(l, gah_room_can_prepare(l->st, l->seat, r, 0, false), GAH_CMD_ROOM, r, 0);
}

void gah_offer_turn(legal_out *l, gah_prompt pr)
{
    const gah_state *st = l->st;
    const gah_player *p = &st->player[pr.seat];
    int seat = pr.seat;
    if (!st->turn_die_taken && !st->turn_guest_taken) gah_offer_guests(l, false);
    /* die_check's first refusals (a die taken, an empty space) are asked here once, not per candidate. */
    bool dice_open = !st->turn_die_taken || l->oracle;
    for (int v = 1; v <= 6 && dice_open; v++) {
        if (!st->dice[v] && !l->oracle) continue;
        const char *why[2];
        gah_turn_die_refusals(st, seat, v, 0, why);
        legal_offer_if(l, why[0], GAH_CMD_DIE, v, 0);
        legal_offer_if(l, why[1], GAH_CMD_DIE, v, 1);
        if (st->lounge.colours[v]) gah_celebrities_offer_dice(l, v); /* Let's Waltz module 2 */
    }
    gah_startplayer_offer_key(l, seat); /* Let's Waltz module 4 */
    static const char SERVE_COST_UNKNOWN[] = "";
    const char *serve_cost_why = SERVE_COST_UNKNOWN;
    /* The stand-ins need their staff card (gah_order_slot, serve_slot): asked once per prompt. The slow list
     * asks every item the stand-ins could serve, so the property test checks this too. */
    bool baker = l->oracle || gah_staff_swaps_cake_coffee(st, seat), two_wine = l->oracle || gah_staff_two_wine(st, seat);
    unsigned kitchen = 0;
    for (int i = 0; i < GAH_ITEM_COUNT; i++) kitchen |= (unsigned)(p->kitchen[i] != 0) << i;
    for (int t = 0; t < GAH_CAFE_TABLES; t++) {
        const gah_table *table = &p->cafe[t];
        const gah_guest_card *g = table->guest ? gah_guest_by_id(table->guest) : NULL;
        if (!g) continue;
        /* Every way to serve fills an item still missing: the item itself, cake for coffee or coffee for
         * cake (the Baker), or with two wine any item (the Cocktail Waitress). Only items that could fill a
         * missing one are asked (issue 21: this runs for every table at every turn prompt). */
        unsigned missing = 0;
        for (int i = 0; i < GAH_ITEM_COUNT; i++)
            if (table->placed[i] < g->order[i]) missing |= 1u << i;
        const unsigned cake_coffee = 1u << GAH_ITEM_CAKE | 1u << GAH_ITEM_COFFEE;
        unsigned offered = missing & kitchen; /* the items in the kitchen that fill a missing item, in item order */
        if (baker && (missing & cake_coffee)) offered |= kitchen & cake_coffee;
        if (two_wine && missing) offered |= kitchen & 1u << GAH_ITEM_WINE;
        for (; offered; offered &= offered - 1) {
            int i = __builtin_ctz(offered);
            /* An item the order still misses fills its own slot (gah_order_slot), so only the price is left to
             * ask, once per prompt; the Baker's and the Cocktail Waitress's stand-ins take the whole test. */
            if (missing >> i & 1) {
                if (serve_cost_why == SERVE_COST_UNKNOWN) serve_cost_why = gah_guest_serve_cost_refusal(st, seat);
                legal_offer_if(l, serve_cost_why, GAH_CMD_SERVE, i, t + 1);
            } else {
                legal_offer_if(l, gah_guest_serve_refusal(st, seat, i, t + 1), GAH_CMD_SERVE, i, t + 1);
            }
        }
        if (!gah_guest_order_complete(st, seat, table, g, missing)) continue;
        for (int r = 0; r < GAH_HOTEL_ROOMS; r++) legal_offer_if(l, gah_guest_room_refusal(st, seat, g, r), GAH_CMD_MOVE_GUEST, t + 1, r);
        gah_ballrooms_offer_send(l, t + 1); /* Let's Waltz module 1 */
    }
    for (int slot = 0; slot < 3; slot++) legal_offer_if(l, gah_objective_claim_refusal(st, seat, slot), GAH_CMD_CLAIM, slot, 0);
    for (int i = 0; i < p->display_count; i++)
        legal_offer_if(l, gah_staff_use_refusal(st, seat, p->display[i]), GAH_CMD_USE, p->display[i], 0);
    if (st->lounge.held[seat]) gah_celebrities_offer_exchange(l, seat); /* Let's Waltz module 2 */
    if (st->entrances.owned[seat]) gah_entrances_offer_turn(l, seat); /* Let's Waltz module 3 */
    legal_offer_if(l, gah_pass_refusal(st), GAH_CMD_PASS, 0, 0);
    legal_offer_if(l, gah_end_turn_refusal(st), GAH_CMD_END_TURN, 0, 0);
}

void gah_offer_place_items(legal_out *l, gah_prompt pr)
{
    int items = l->st->pending_items[GAH_ITEM_CHAMPAGNE] ? GAH_ITEM_COUNT : GAH_ITEM_CHAMPAGNE;
    for (int i = 0; i < items; i++)
        for (int d = 0; d <= GAH_CAFE_TABLES; d++) legal_offer_if(l, gah_items_place_refusal(l->st, l->seat, i, d), GAH_CMD_PLACE, i, d);
}

/* The Cocktail Waitress (seed 001, Rowe-Smith): the items the two wine being served could stand in for. */
void gah_offer_two_wine(legal_out *l, gah_prompt pr)
{
    for (int choice = 1; choice <= 4; choice++)
        legal_offer_if(l, gah_two_wine_refusal(l->st, l->seat, pr.amount, choice), GAH_CMD_CHOOSE, choice, 0);
}

void gah_offer_dishes(legal_out *l, gah_prompt pr)
{
    if (!gah_ballrooms_offer_split(l, pr, GAH_CMD_DISHES)) offer_split(l, pr, GAH_CMD_DISHES);
}
void gah_offer_drinks(legal_out *l, gah_prompt pr)
{
    if (!gah_ballrooms_offer_split(l, pr, GAH_CMD_DRINKS)) offer_split(l, pr, GAH_CMD_DRINKS);
}
void gah_offer_krone_emperor(legal_out *l, gah_prompt pr) { offer_split(l, pr, GAH_CMD_SPLIT); }

void gah_offer_rooms(legal_out *l, gah_prompt pr)
{
    uint32_t open = l->oracle ? ~0u : gah_room_spaces_open(l->st, l->seat); /* gah_room_can_prepare's first tests */
    for (int r = 0; r < GAH_HOTEL_ROOMS; r++)
        if (open >> r & 1) legal_offer_if(l, gah_rooms_refusal(l->st, l->seat, r), GAH_CMD_ROOM, r, 0);
    legal_offer_if(l, NULL, GAH_CMD_DONE, 0, 0);
    legal_offer_if(l, gah_later_refusal(l->st), GAH_CMD_LATER, 0, 0);
}

void gah_offer_staff(legal_out *l, gah_prompt pr)
{
    const gah_player *p = &l->st->player[pr.seat];
    offer_staff_cards(l, p->hand, p->hand_count, pr.amount, false);
    legal_offer_if(l, NULL, GAH_CMD_SKIP, 0, 0);
    legal_offer_if(l, gah_later_refusal(l->st), GAH_CMD_LATER, 0, 0);
}

void gah_offer_imitate(legal_out *l, gah_prompt pr)
{
    for (int v = 1; v <= 5; v++) legal_offer_if(l, NULL, GAH_CMD_IMITATE, v, 0);
}

void gah_offer_occupy(legal_out *l, gah_prompt pr)
{
    for (int r = 0; r < GAH_HOTEL_ROOMS; r++) legal_offer_if(l, gah_occupy_refusal(l->st, l->seat, r), GAH_CMD_OCCUPY, r, 0);
    legal_offer_if(l, NULL, GAH_CMD_SKIP, 0, 0);
}

void gah_offer_free_guest(legal_out *l, gah_prompt pr)
{
    gah_offer_guests(l, true);
    legal_offer_if(l, NULL, GAH_CMD_SKIP, 0, 0);
}

void gah_offer_draw3(legal_out *l, gah_prompt pr)
{
    offer_staff_cards(l, l->st->drawn, l->st->drawn_count, pr.amount, true);
    legal_offer_if(l, NULL, GAH_CMD_SKIP, 0, 0);
}

void gah_offer_return_order(legal_out *l, gah_prompt pr)
{
    offer_cards(l, GAH_CMD_BOTTOM, l->st->drawn, l->st->drawn_count);
}

void gah_offer_gizia(legal_out *l, gah_prompt pr)
{
    for (int v = 1; v <= 6; v++) legal_offer_if(l, gah_gizia_refusal(l->st, l->seat, v), GAH_CMD_ACTION, v, 0);
    legal_offer_if(l, NULL, GAH_CMD_SKIP, 0, 0);
}

void gah_offer_bonus_order(legal_out *l, gah_prompt pr)
{
    legal_offer_if(l, NULL, GAH_CMD_BONUS_FIRST, 0, 0);
    legal_offer_if(l, NULL, GAH_CMD_BONUS_LAST, 0, 0);
}

void gah_offer_return_staff(legal_out *l, gah_prompt pr)
{
    const gah_player *p = &l->st->player[pr.seat];
    offer_cards(l, GAH_CMD_BOTTOM, p->hand, p->hand_count);
}

void gah_offer_remove_room(legal_out *l, gah_prompt pr)
{
    for (int r = 0; r < GAH_HOTEL_ROOMS; r++) legal_offer_if(l, gah_remove_room_refusal(l->st, l->seat, r), GAH_CMD_REMOVE, r, 0);
}

void gah_offer_remove_staff(legal_out *l, gah_prompt pr)
{
    const gah_player *p = &l->st->player[pr.seat];
    for (int i = 0; i < p->display_count; i++)
        legal_offer_if(l, gah_remove_staff_refusal(l->st, l->seat, p->display[i]), GAH_CMD_DISCARD, p->display[i], 0);
}

void gah_offer_conference(legal_out *l, gah_prompt pr)
{
    legal_offer_if(l, gah_conference_refusal(l->st, l->seat), GAH_CMD_PAY, 0, 0);
    legal_offer_if(l, NULL, GAH_CMD_SKIP, 0, 0);
}

/* Rare (the Porter): tried on a copy. */
void gah_offer_fill_order(legal_out *l, gah_prompt pr)
{
    for (int t = 1; t <= GAH_CAFE_TABLES; t++) gah_legal_offer(l, GAH_CMD_FILL, t, 0);
    gah_legal_offer(l, GAH_CMD_SKIP, 0, 0);
}

void gah_offer_draft(legal_out *l, gah_prompt pr)
{
    offer_cards(l, GAH_CMD_KEEP, l->st->draft_pack[pr.seat], l->st->draft_count[pr.seat]);
}

static int legal_list(const gah_state *st, gah_command *out, int max, bool oracle)
{
    gah_prompt pr = gah_current_prompt(st);
    legal_out l = {st, pr.seat, out, max, 0, oracle};
    const prompt_row *row = gah_prompt_row_of(pr.kind);
    if (row && row->offer) row->offer(&l, pr);
    return l.count;
}

int gah_legal(const gah_state *st, gah_command *out, int max)
{
    return legal_list(st, out, max, false);
}

int gah_legal_slow(const gah_state *st, gah_command *out, int max)
{
    return legal_list(st, out, max, true);
}

/* The legal-command list: each prompt's candidates (its offer_* function in the protocol table), each
 * kept only if gah_check accepts it, so the list can never disagree with the rules. The order of the
 * candidates is part of the contract: the self-play policies and saved choices pick by index. */
#include "prompts.h"
#include "waltz_celebrities.h"

void legal_offer(legal_out *l, int type, int a, int b)
{
    gah_command cmd = {(uint8_t)type, (uint8_t)a, (uint8_t)b};
    if (l->count >= l->max) return;
    if (!gah_check(l->st, l->seat, cmd)) l->out[l->count++] = cmd;
}

static void offer_guests(legal_out *l)
{
    const gah_player *p = &l->st->player[l->seat];
    for (int t = 0; t < GAH_CAFE_TABLES; t++) {
        if (p->cafe[t].guest) continue;
        for (int q = 1; q <= GAH_QUEUE; q++) legal_offer(l, GAH_CMD_TAKE_GUEST, q, t + 1);
    }
}

static void offer_every_room(legal_out *l, int type)
{
    for (int r = 0; r < GAH_HOTEL_ROOMS; r++) legal_offer(l, type, r, 0);
}

/* Two amounts that add up to the strength, the first from the whole strength down. */
static void offer_split(legal_out *l, gah_prompt pr, int type)
{
    for (int a = pr.amount; a >= 0; a--) legal_offer(l, type, a, pr.amount - a);
}

static void offer_cards(legal_out *l, int type, const uint8_t *cards, int count)
{
    for (int i = 0; i < count; i++) legal_offer(l, type, cards[i], 0);
}

void offer_start_guest(legal_out *l, gah_prompt pr)
{
    offer_guests(l);
}

void offer_start_room(legal_out *l, gah_prompt pr)
{
    offer_every_room(l, GAH_CMD_ROOM);
}

void offer_turn(legal_out *l, gah_prompt pr)
{
    const gah_state *st = l->st;
    const gah_player *p = &st->player[pr.seat];
    if (!st->turn_die_taken && !st->turn_guest_taken) offer_guests(l);
    for (int v = 1; v <= 6; v++) {
        legal_offer(l, GAH_CMD_DIE, v, 0);
        legal_offer(l, GAH_CMD_DIE, v, 1);
        if (st->lounge.colours[v]) celebrities_offer_dice(l, v); /* Let's Waltz module 2 */
    }
    for (int t = 0; t < GAH_CAFE_TABLES; t++) {
        if (!p->cafe[t].guest) continue;
        for (int i = 0; i < GAH_ITEM_COUNT; i++)
            if (p->kitchen[i]) legal_offer(l, GAH_CMD_SERVE, i, t + 1);
        if (guest_complete(st, pr.seat, t))
            for (int r = 0; r < GAH_HOTEL_ROOMS; r++) legal_offer(l, GAH_CMD_MOVE_GUEST, t + 1, r);
        if (guest_complete(st, pr.seat, t)) ballrooms_offer_send(l, t + 1); /* Let's Waltz module 1 */
    }
    for (int slot = 0; slot < 3; slot++) legal_offer(l, GAH_CMD_CLAIM, slot, 0);
    offer_cards(l, GAH_CMD_USE, p->display, p->display_count);
    if (st->lounge.held[pr.seat]) celebrities_offer_exchange(l, pr.seat); /* Let's Waltz module 2 */
    legal_offer(l, GAH_CMD_PASS, 0, 0);
    legal_offer(l, GAH_CMD_END_TURN, 0, 0);
}

void offer_place_items(legal_out *l, gah_prompt pr)
{
    int items = l->st->pending_items[GAH_ITEM_CHAMPAGNE] ? GAH_ITEM_COUNT : GAH_ITEM_CHAMPAGNE;
    for (int i = 0; i < items; i++)
        for (int d = 0; d <= GAH_CAFE_TABLES; d++) legal_offer(l, GAH_CMD_PLACE, i, d);
}

void offer_dishes(legal_out *l, gah_prompt pr)
{
    if (!ballrooms_offer_split(l, pr, GAH_CMD_DISHES)) offer_split(l, pr, GAH_CMD_DISHES);
}
void offer_drinks(legal_out *l, gah_prompt pr)
{
    if (!ballrooms_offer_split(l, pr, GAH_CMD_DRINKS)) offer_split(l, pr, GAH_CMD_DRINKS);
}
void offer_krone_emperor(legal_out *l, gah_prompt pr) { offer_split(l, pr, GAH_CMD_SPLIT); }

void offer_rooms(legal_out *l, gah_prompt pr)
{
    offer_every_room(l, GAH_CMD_ROOM);
    legal_offer(l, GAH_CMD_DONE, 0, 0);
    legal_offer(l, GAH_CMD_LATER, 0, 0);
}

void offer_staff(legal_out *l, gah_prompt pr)
{
    const gah_player *p = &l->st->player[pr.seat];
    offer_cards(l, GAH_CMD_STAFF, p->hand, p->hand_count);
    legal_offer(l, GAH_CMD_SKIP, 0, 0);
    legal_offer(l, GAH_CMD_LATER, 0, 0);
}

void offer_imitate(legal_out *l, gah_prompt pr)
{
    for (int v = 1; v <= 5; v++) legal_offer(l, GAH_CMD_IMITATE, v, 0);
}

void offer_occupy(legal_out *l, gah_prompt pr)
{
    offer_every_room(l, GAH_CMD_OCCUPY);
    legal_offer(l, GAH_CMD_SKIP, 0, 0);
}

void offer_free_guest(legal_out *l, gah_prompt pr)
{
    offer_guests(l);
    legal_offer(l, GAH_CMD_SKIP, 0, 0);
}

void offer_draw3(legal_out *l, gah_prompt pr)
{
    offer_cards(l, GAH_CMD_STAFF, l->st->drawn, l->st->drawn_count);
    legal_offer(l, GAH_CMD_SKIP, 0, 0);
}

void offer_return_order(legal_out *l, gah_prompt pr)
{
    offer_cards(l, GAH_CMD_BOTTOM, l->st->drawn, l->st->drawn_count);
}

void offer_gizia(legal_out *l, gah_prompt pr)
{
    for (int v = 1; v <= 6; v++) legal_offer(l, GAH_CMD_ACTION, v, 0);
    legal_offer(l, GAH_CMD_SKIP, 0, 0);
}

void offer_bonus_order(legal_out *l, gah_prompt pr)
{
    legal_offer(l, GAH_CMD_BONUS_FIRST, 0, 0);
    legal_offer(l, GAH_CMD_BONUS_LAST, 0, 0);
}

void offer_return_staff(legal_out *l, gah_prompt pr)
{
    const gah_player *p = &l->st->player[pr.seat];
    offer_cards(l, GAH_CMD_BOTTOM, p->hand, p->hand_count);
}

void offer_remove_room(legal_out *l, gah_prompt pr)
{
    offer_every_room(l, GAH_CMD_REMOVE);
}

void offer_remove_staff(legal_out *l, gah_prompt pr)
{
    const gah_player *p = &l->st->player[pr.seat];
    offer_cards(l, GAH_CMD_DISCARD, p->display, p->display_count);
}

void offer_conference(legal_out *l, gah_prompt pr)
{
    legal_offer(l, GAH_CMD_PAY, 0, 0);
    legal_offer(l, GAH_CMD_SKIP, 0, 0);
}

void offer_fill_order(legal_out *l, gah_prompt pr)
{
    for (int t = 1; t <= GAH_CAFE_TABLES; t++) legal_offer(l, GAH_CMD_FILL, t, 0);
    legal_offer(l, GAH_CMD_SKIP, 0, 0);
}

void offer_draft(legal_out *l, gah_prompt pr)
{
    offer_cards(l, GAH_CMD_KEEP, l->st->draft_pack[pr.seat], l->st->draft_count[pr.seat]);
}

int gah_legal(const gah_state *st, gah_command *out, int max)
{
    gah_prompt pr = gah_current_prompt(st);
    legal_out l = {st, pr.seat, out, max, 0};
    const prompt_row *row = prompt_row_of(pr.kind);
    if (row && row->offer) row->offer(&l, pr);
    return l.count;
}

/* Staff cards as a mechanism: hand and display, the cost of playing with a discount, using and playing. */
#include "waltz_celebrities.h"

bool gah_display_has(const gah_state *st, int seat, int staff_id)
{
    const gah_player *p = &st->player[seat];
    for (int i = 0; i < p->display_count; i++)
        if (p->display[i] == staff_id) return true;
    return false;
}

bool gah_hand_has(const gah_state *st, int seat, int staff_id)
{
    const gah_player *p = &st->player[seat];
    for (int i = 0; i < p->hand_count; i++)
        if (p->hand[i] == staff_id) return true;
    return false;
}

/* Seed 000 counts cards "played" (Assistant Manager, C3, the staff objective): one the Emperor later
 * removed was still played (ruling 21). */
int gah_staff_played_count(const gah_state *st, int seat) { return st->player[seat].staff_played; }

int gah_staff_effective_cost(const gah_state *st, int seat, int staff_id, int discount)
{
    const gah_staff_card *card = gah_staff_by_id(staff_id);
    if (!card) return 99;
    int cost = card->cost - discount;
    /* Seed 001: before 2021 the Kitchen Hand cost 3. */
    if (staff_id == GAH_STAFF_KITCHEN_HAND && GAH_VARIANT_ON(st, GAH_VARIANT_ORIGINAL))
        cost = gah_rules.original_kitchen_hand_cost - discount;
    return cost > 0 ? cost : 0;
}

bool gah_cards_remove(uint8_t *cards, uint8_t *count, int id)
{
    for (int i = 0; i < *count; i++) {
        if (cards[i] != id) continue;
        memmove(cards + i, cards + i + 1, (size_t)(*count - i - 1));
        (*count)--;
        return true;
    }
    return false;
}

void gah_staff_to_bottom(gah_ctx *c, int seat, int staff_id)
{
    gah_state *st = c->st;
    memmove(st->staff_deck + 1, st->staff_deck, st->staff_deck_count);
    st->staff_deck[0] = (uint8_t)staff_id;
    st->staff_deck_count++;
    gah_ev_push(c, GAH_EV_STAFF_BOTTOM, seat, staff_id, 0, 0, 0);
}

const char *gah_staff_play_refusal(const gah_state *st, int seat, int staff_id, int discount, bool from_drawn)
{
    const gah_player *p = &st->player[seat];
    if (!gah_staff_by_id(staff_id)) REFUSE("There is no such staff card.");
    if (from_drawn) {
        bool found = false;
        for (int i = 0; i < st->drawn_count; i++) found |= st->drawn[i] == staff_id;
        if (!found) REFUSE("That card is not one of the cards you drew.");
    } else if (!gah_hand_has(st, seat, staff_id)) {
        REFUSE("That card is not in your hand.");
    }
    if (p->display_count >= GAH_DISPLAY_MAX) REFUSE("Your display is full.");
    if (gah_staff_effective_cost(st, seat, staff_id, discount) > p->money) REFUSE("You cannot pay for that staff card.");
    return NULL;
}

const char *gah_staff_play(gah_ctx *c, int seat, int staff_id, int discount, bool from_drawn)
{
    gah_state *st = c->st;
    gah_player *p = &st->player[seat];
    const char *why = gah_staff_play_refusal(st, seat, staff_id, discount, from_drawn);
    if (why) return why;
    int cost = gah_staff_effective_cost(st, seat, staff_id, discount);
    if (from_drawn) gah_cards_remove(st->drawn, &st->drawn_count, staff_id);
    else gah_cards_remove(p->hand, &p->hand_count, staff_id);
    p->display_used[p->display_count] = 0;
    p->display[p->display_count++] = (uint8_t)staff_id;
    p->staff_played++;
    gah_pay_money(c, seat, cost);
    gah_ev_push(c, GAH_EV_STAFF_PLAYED, seat, staff_id, 0, 0, cost);
    int below = st->stack_count;
    gah_staff_on_play(c, seat, gah_staff_by_id(staff_id));
    gah_entrances_on_staff_played(c, seat, staff_id);
    celebrities_on_staff_played(c, seat);
    if (BALLROOMS_ON(st)) gah_staff_on_staff_played(c, seat, staff_id, below); /* Let's Waltz module 1 */
    return NULL;
}

/* Once-per-round staff: their effect, then the card is turned sideways until the round ends. */
const char *gah_staff_use_refusal(const gah_state *st, int seat, int staff_id)
{
    const gah_player *p = &st->player[seat];
    int i = 0;
    while (i < p->display_count && p->display[i] != staff_id) i++;
    if (i == p->display_count) REFUSE("That staff card is not in your display.");
    const gah_staff_card *card = gah_staff_by_id(staff_id);
    if (card->type != GAH_STAFF_ROUND) REFUSE("Only once-per-round staff cards are used like this.");
    if (card->when != GAH_WHEN_USE) REFUSE("That card works by itself, right after you play another staff card.");
    if (p->display_used[i]) REFUSE("You have already used that card this round.");
    return gah_staff_price_refusal(st, seat, card);
}

const char *gah_staff_use(gah_ctx *c, int seat, int staff_id)
{
    gah_player *p = &c->st->player[seat];
    const char *why = gah_staff_use_refusal(c->st, seat, staff_id);
    if (why) return why;
    int i = 0;
    while (p->display[i] != staff_id) i++;
    const gah_staff_card *card = gah_staff_by_id(staff_id);
    p->display_used[i] = 1;
    gah_ev_push(c, GAH_EV_STAFF_USED, seat, staff_id, 0, 0, 0);
    gah_staff_on_use(c, seat, card);
    return NULL;
}

/* Let's Waltz module 5, Would You Like Some More? (seed 004): set-up, the bell cards' requirements and
 * rewards, the module's once-per-round prices, its objectives and its Emperor tiles' effects. */
#include "prompts.h"
#include "variants.h"
#include "waltz_more.h"

/* Seed 004, module 5, Setup: the new tiles and cards are shuffled into the stacks of their letters. With
 * the letter's cards already in play (the base four, module 1's, seed 001's herlius cards) counted, each
 * card of a letter is equally likely; without the module no random number is drawn. */
void gah_more_setup(gah_ctx *c)
{
    gah_state *st = c->st;
    if (!MORE_ON(st)) return;
    for (int letter = 0; letter < 3; letter++) {
        int others = 4 + (BALLROOMS_ON(st) ? 1 : 0);
        if (gah_rng_below(st, others + 1) == others) st->emperor_tiles[letter] = (uint8_t)(15 + letter);
    }
    for (int i = 0; i < gah_objective_count; i++) {
        const gah_objective_card *o = &gah_objectives[i];
        if (o->module != 5 || o->category < 'A' || o->category > 'C') continue;
        int others = 0;
        for (int j = 0; j < gah_objective_count; j++) {
            const gah_objective_card *q = &gah_objectives[j];
            others += q->category == o->category && q->module != 5 && gah_card_in_play(st, q->module) &&
                      gah_variant_objective_in_play(st, q);
        }
        if (gah_rng_below(st, others + 1) == others) st->objectives[o->category - 'A'] = (uint8_t)o->id;
    }
}

void gah_more_on_guest_completed(gah_ctx *c, int seat, const gah_guest_card *g)
{
    gah_state *st = c->st;
    if (!MORE_ON(st)) return;
    if (g->order_total >= 3 && st->more.big_orders[seat] < 200) st->more.big_orders[seat]++;
    gah_staff_bells(c, seat, GAH_WHEN_COMPLETED, g->colour, g->order_total);
}

void gah_more_on_items(gah_ctx *c, int seat, const int items[GAH_ITEM_COUNT])
{
    if (!MORE_ON(c->st)) return;
    /* Asked in id order: the Chef de Rang (172) before the Bartender (174), the later one pushed first. */
    int dishes = items[GAH_ITEM_STRUDEL] + items[GAH_ITEM_CAKE], drinks = items[GAH_ITEM_WINE] + items[GAH_ITEM_COFFEE];
    if (dishes) gah_staff_bells(c, seat, GAH_WHEN_DISHES, GAH_COLOUR_COUNT, dishes);
    if (drinks) gah_staff_bells(c, seat, GAH_WHEN_DRINKS, GAH_COLOUR_COUNT, drinks);
}

void gah_more_on_emperor(gah_ctx *c, int seat, int moved)
{
    if (MORE_ON(c->st)) gah_staff_bells(c, seat, GAH_WHEN_EMPEROR_ADVANCED, GAH_COLOUR_COUNT, moved);
}

void gah_more_on_group_full(gah_ctx *c, int seat, int size)
{
    if (MORE_ON(c->st)) gah_staff_bells(c, seat, GAH_WHEN_GROUP_FULL, GAH_COLOUR_COUNT, size);
}

void gah_more_on_objective(gah_ctx *c, int seat)
{
    if (MORE_ON(c->st)) gah_staff_bells(c, seat, GAH_WHEN_OBJECTIVE, GAH_COLOUR_COUNT, 0);
}

bool gah_more_objective_met(const gah_state *st, int seat, const gah_objective_card *o)
{
    const gah_player *p = &st->player[seat];
    switch (o->req) {
    case GAH_REQ_ITEMS_EACH:
        for (int i = 0; i <= GAH_ITEM_COFFEE; i++)
            if (p->kitchen[i] < o->amount) return false;
        return true;
    case GAH_REQ_TOP_FLOOR: {
        int n = 0;
        for (int col = 0; col < GAH_HOTEL_COLUMNS; col++)
            n += p->room[(GAH_HOTEL_FLOORS - 1) * GAH_HOTEL_COLUMNS + col] == GAH_ROOM_OCCUPIED;
        return n >= o->amount;
    }
    case GAH_REQ_BIG_ORDERS: return st->more.big_orders[seat] >= o->amount;
    default: return false;
    }
}

static int markers(const gah_player *p)
{
    int n = 0;
    for (int s = 0; s < 3; s++) n += (p->claimed >> s) & 1;
    return n;
}

bool gah_more_effect(gah_ctx *c, int seat, int kind, int amount)
{
    gah_state *st = c->st;
    switch (kind) {
    case GAH_FX_ROOMS_OCCUPIED: /* the Handmaid: any colour, free, each occupied at once; `done` stops */
        gah_step_push(st, (gah_step){.kind = GAH_PROMPT_ROOMS, .seat = (uint8_t)seat, .count = (int8_t)amount,
                                 .amount = GAH_AMOUNT_FREE, .extra = ROOMS_OCCUPY});
        return true;
    case GAH_FX_GUEST_FILLED: /* the Bartender */
        gah_step_push(st, (gah_step){.kind = GAH_PROMPT_FREE_GUEST, .seat = (uint8_t)seat, .count = (int8_t)amount,
                                 .extra = FREE_GUEST_FILLED});
        return true;
    case GAH_FX_STAFF_FREE: /* the Janitor */
        gah_step_push(st, (gah_step){.kind = GAH_PROMPT_STAFF, .seat = (uint8_t)seat, .count = (int8_t)amount,
                                 .amount = GAH_AMOUNT_FREE});
        return true;
    case GAH_FX_FILL_ORDERS: /* the Entertainer: offered when some guest still waits for items */
        for (int t = 0; t < GAH_CAFE_TABLES; t++)
            if (st->player[seat].cafe[t].guest && !gah_guest_complete(st, seat, t)) {
                gah_step_push(st, (gah_step){.kind = GAH_PROMPT_FILL_ORDER, .seat = (uint8_t)seat, .count = (int8_t)amount});
                break;
            }
        return true;
    case GAH_FX_VP_PER_MARKER: /* Emperor tile C6 */
        gah_gain_vp(c, seat, amount * markers(&st->player[seat]), GAH_VP_EMPEROR);
        return true;
    default: return false;
    }
}

static int fixed_item(int kind)
{
    switch (kind) {
    case GAH_FX_PAY_STRUDEL: return GAH_ITEM_STRUDEL;
    case GAH_FX_PAY_CAKE: return GAH_ITEM_CAKE;
    case GAH_FX_PAY_WINE: return GAH_ITEM_WINE;
    case GAH_FX_PAY_COFFEE: return GAH_ITEM_COFFEE;
    default: return -1;
    }
}

static int dishes_and_drinks(const gah_player *p)
{
    int n = 0;
    for (int i = 0; i <= GAH_ITEM_COFFEE; i++) n += p->kitchen[i];
    return n;
}

/* Seed 004: "spend exactly" — from the kitchen, all of it, or the card cannot be used. */
const char *gah_more_price_refusal(const gah_state *st, int seat, gah_effect fx)
{
    const gah_player *p = &st->player[seat];
    int item = fixed_item(fx.kind);
    if (item >= 0 && p->kitchen[item] < fx.amount) {
        static const char *const need[] = {"That card needs strudel from your kitchen.", "That card needs cake from your kitchen.",
                                           "That card needs wine from your kitchen.", "That card needs coffee from your kitchen."};
        REFUSE(need[item]);
    }
    if (fx.kind == GAH_FX_PAY_EMPEROR && p->emperor < fx.amount) REFUSE("You are not far enough along the Emperor track.");
    if (fx.kind == GAH_FX_TRADE_ITEMS && dishes_and_drinks(p) < fx.amount) REFUSE("That card needs dishes or drinks from your kitchen.");
    return NULL;
}

bool gah_more_use_part(gah_ctx *c, int seat, gah_effect fx)
{
    gah_state *st = c->st;
    gah_player *p = &st->player[seat];
    int item = fixed_item(fx.kind);
    if (item >= 0) {
        p->kitchen[item] = (uint8_t)(p->kitchen[item] - fx.amount);
        for (int n = 0; n < fx.amount; n++) gah_ev_push(c, GAH_EV_ITEM_SPENT, seat, item, 0, 0, 0);
        return true;
    }
    switch (fx.kind) {
    case GAH_FX_PAY_EMPEROR: /* a retreat, not a loss of VP */
        p->emperor = (int8_t)(p->emperor - fx.amount);
        gah_ev_push(c, GAH_EV_EMPEROR, seat, p->emperor, 0, 0, -fx.amount);
        return true;
    case GAH_FX_TRADE_ITEMS:
        gah_step_push(st, (gah_step){.kind = GAH_PROMPT_EXCHANGE, .seat = (uint8_t)seat, .count = (int8_t)fx.amount,
                                 .amount = EXCHANGE_EXACT});
        return true;
    case GAH_FX_GUEST: gah_step_push(st, (gah_step){.kind = GAH_PROMPT_FREE_GUEST, .seat = (uint8_t)seat, .count = 1}); return true;
    case GAH_FX_ROOM:
        gah_step_push(st, (gah_step){.kind = GAH_PROMPT_ROOMS, .seat = (uint8_t)seat, .count = 1, .amount = (int8_t)fx.amount});
        return true;
    case GAH_FX_STAFF:
        gah_step_push(st, (gah_step){.kind = GAH_PROMPT_STAFF, .seat = (uint8_t)seat, .count = 1, .amount = (int8_t)fx.amount});
        return true;
    default: return false;
    }
}

/* The Wagon Master gives up exactly two items: a first trade may not leave the kitchen without a dish or
 * drink the second could give (one of a kind not taken), or the exchange could not be finished. */
const char *gah_more_trade_refusal(const gah_state *st, int seat, int give, int take)
{
    const gah_step *top = &st->stack[st->stack_count - 1];
    if (top->amount != EXCHANGE_EXACT || top->count < 2 || give < 0 || give > GAH_ITEM_COFFEE || take < 0 ||
        take > GAH_ITEM_COFFEE)
        return NULL;
    unsigned taken = ((unsigned)(uint8_t)top->extra >> 4) | (1u << take);
    const gah_player *p = &st->player[seat];
    for (int i = 0; i <= GAH_ITEM_COFFEE; i++) {
        int left = p->kitchen[i] - (i == give ? 1 : 0);
        if (left > 0 && !(taken & (1u << i))) return NULL;
    }
    REFUSE("After that trade you would have no dish or drink left to give for the second.");
}

/* ---- the bell prompt: `use ID` turns the card face down and gives its reward, `skip` waits ---- */

void gah_offer_bell(legal_out *l, gah_prompt pr)
{
    const gah_step *top = &l->st->stack[l->st->stack_count - 1];
    legal_offer_if(l, NULL, GAH_CMD_USE, gah_staff[top->extra].id, 0);
    legal_offer_if(l, NULL, GAH_CMD_SKIP, 0, 0);
}

const char *gah_apply_bell(gah_ctx *c, int seat, gah_command cmd)
{
    gah_state *st = c->st;
    const gah_staff_card *card = &gah_staff[gah_step_top(st)->extra];
    if (cmd.type == GAH_CMD_SKIP) {
        gah_step_pop(st);
        return NULL;
    }
    if (cmd.a != card->id) REFUSE("Answer for the card whose bell rang.");
    gah_player *p = &st->player[seat];
    int d = 0;
    while (d < p->display_count && p->display[d] != card->id) d++;
    if (d == p->display_count) REFUSE("That staff card is not in your display.");
    gah_step_pop(st);
    /* Its requirement may have been met twice before the first answer: the card has one reward. */
    for (int i = st->stack_count - 1; i >= 0; i--)
        if (st->stack[i].kind == GAH_PROMPT_BELL && st->stack[i].seat == seat && st->stack[i].extra == (int8_t)(card - gah_staff))
            gah_step_remove(st, i);
    p->display_used[d] = GAH_STAFF_FACE_DOWN;
    gah_ev_push(c, GAH_EV_STAFF_FACE_DOWN, seat, card->id, 0, 0, 0);
    /* The reward: its items as one gain (one source), then the rest in card order, prompts asked in order. */
    int items[GAH_ITEM_COUNT] = {0};
    bool any = false;
    for (int k = 0; k < card->effect_count; k++) {
        gah_effect fx = card->effects[k];
        if (fx.kind >= GAH_FX_STRUDEL && fx.kind <= GAH_FX_COFFEE) items[fx.kind - GAH_FX_STRUDEL] += fx.amount, any = true;
    }
    for (int k = card->effect_count - 1; k >= 0; k--) {
        gah_effect fx = card->effects[k];
        if (fx.kind >= GAH_FX_STRUDEL && fx.kind <= GAH_FX_COFFEE) continue;
        if (!gah_more_effect(c, seat, fx.kind, fx.amount)) gah_staff_effect(c, seat, fx.kind, fx.amount);
    }
    if (any) gah_gain_items(c, seat, items);
    return NULL;
}

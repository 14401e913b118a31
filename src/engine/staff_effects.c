/* Staff behaviour from the data: the hook points where the engine fires the cards of a display
 * (gah_staff_card.when and .effects, docs/cards.md), and the few effects that are rules of their own. */
#include "internal.h"
#include "waltz_more.h"

/* Whether the card's condition holds: the die face taken, the colour of the guest or room, the guest's
 * order size (pass 0 for what the hook does not have). */
static bool condition_met(const gah_staff_card *card, int face, int colour, int items)
{
    if ((card->when == GAH_WHEN_DIE || card->when == GAH_WHEN_AFTER_DIE) && !(card->faces >> face & 1)) return false;
    if (card->colour != GAH_COLOUR_COUNT && card->colour != colour) return false;
    return items >= card->min_items;
}

/* The next card after the *i-th (start at -1) that works at `when`, whose condition holds and that lies in
 * the seat's display; NULL when there is none. Hooks walk the cards of the hook rather than the display, so
 * several cards act in id order whatever order they were played in (the order of the seed 000 appendix). */
static const gah_staff_card *next_card(const gah_state *st, int seat, int when, int face, int colour, int items,
                                       int *i)
{
    /* A die's cards come from their face's own list, as the die hooks are asked for every legal die. */
    const gah_staff_hook_cards *list = when == GAH_WHEN_DIE ? &gah_staff_at_face[face] : &gah_staff_at[when];
    if (!st->player[seat].display_count) return NULL;
    while (++*i < list->count) {
        const gah_staff_card *card = &gah_staff[list->cards[*i]];
        if (condition_met(card, face, colour, items) && gah_display_has(st, seat, card->id)) return card;
    }
    return NULL;
}

static bool has_effect(const gah_staff_card *card, int kind)
{
    for (int k = 0; k < card->effect_count; k++)
        if (card->effects[k].kind == kind) return true;
    return false;
}

/* A price the seat's cards may waive (GAH_FX_FREE). */
static int price(const gah_state *st, int seat, int when, int face, int colour, int cost)
{
    if (!cost) return 0; /* nothing to waive; prices are asked often (every legal room and die) */
    /* Only whether some card waives it matters, not the hook's order: the display (a few cards) is walked
     * rather than the hook's list with a display search per card (issue 21). */
    const gah_player *p = &st->player[seat];
    for (int d = 0; d < p->display_count; d++) {
        const gah_staff_card *card = gah_staff_by_id(p->display[d]);
        if (card && card->when == when && condition_met(card, face, colour, 0) && has_effect(card, GAH_FX_FREE)) return 0;
    }
    return cost;
}

int gah_staff_room_cost(const gah_state *st, int seat, int colour, int cost)
{
    return price(st, seat, GAH_WHEN_ROOM_COST, 0, colour, cost);
}

int gah_staff_queue_cost(const gah_state *st, int seat, int cost) { return price(st, seat, GAH_WHEN_QUEUE_COST, 0, 0, cost); }

int gah_staff_serve_cost(const gah_state *st, int seat, int cost) { return price(st, seat, GAH_WHEN_SERVE_COST, 0, 0, cost); }

int gah_staff_die_cost(const gah_state *st, int seat, int face, int cost) { return price(st, seat, GAH_WHEN_DIE, face, 0, cost); }

void gah_staff_at_die(const gah_state *st, int seat, int face, staff_cards *out)
{
    const gah_staff_card *card;
    out->count = 0;
    for (int i = -1; out->count < GAH_DISPLAY_MAX && (card = next_card(st, seat, GAH_WHEN_DIE, face, 0, 0, &i));)
        out->card[out->count++] = card;
}

/* Seed 000 appendix. Never for E. Gizia's action, which takes no die. VP, strength and Emperor steps come
 * before the action; the Detective's steps cannot interact with the staff action, so first is right. */
void gah_staff_on_die_taken(gah_ctx *c, int seat, const staff_cards *cards, int *strength)
{
    for (int i = 0; i < cards->count; i++) {
        const gah_staff_card *card = cards->card[i];
        for (int k = 0; k < card->effect_count; k++) {
            gah_effect fx = card->effects[k];
            if (fx.kind == GAH_FX_VP) gah_gain_vp(c, seat, fx.amount, GAH_VP_STAFF);
            else if (fx.kind == GAH_FX_STRENGTH) *strength += fx.amount;
            else if (fx.kind == GAH_FX_EMPEROR) gah_gain_emperor(c, seat, fx.amount);
            else if (fx.kind == GAH_FX_KRONE) gah_gain_money(c, seat, fx.amount); /* the Dancing Master */
        }
    }
}

/* Bootblack (GAH_FX_UNSPLIT, only at die:4): no split, the full strength in krone and in Emperor steps. */
bool gah_staff_runs_action(gah_ctx *c, int seat, const staff_cards *cards, int face, int strength)
{
    for (int i = 0; i < cards->count; i++) {
        if (!has_effect(cards->card[i], GAH_FX_UNSPLIT)) continue;
        gah_ev_push(c, GAH_EV_ACTION, seat, face, strength, 1, 0);
        gah_gain_money(c, seat, strength);
        gah_gain_emperor(c, seat, strength);
        return true;
    }
    return false;
}

/* Decorator and Staff Manager: an extra the player may take just before or just after the main action. */
void gah_staff_on_die_extras(gah_ctx *c, int seat, const staff_cards *cards)
{
    for (int i = 0; i < cards->count; i++) {
        const gah_staff_card *card = cards->card[i];
        gah_step extra = {.seat = (uint8_t)seat, .count = 1, .extra = STEP_EITHER_SIDE};
        if (has_effect(card, GAH_FX_EXTRA_ROOM)) {
            extra.kind = GAH_PROMPT_ROOMS;
            gah_step_push(c->st, extra);
        }
        if (has_effect(card, GAH_FX_EXTRA_STAFF)) {
            extra.kind = GAH_PROMPT_STAFF;
            gah_step_push(c->st, extra);
        }
        /* Let's Waltz module 1 (Dancing Master, Choirmaster): offered whenever a dancer is left, even one the
         * player cannot pay for yet: the action may bring the champagne (then `later`). */
        for (int k = 0; k < card->effect_count; k++) {
            if (card->effects[k].kind != GAH_FX_SEND_DANCER || !gah_ballrooms_can_send(c->st, seat, 99)) continue;
            extra.kind = GAH_PROMPT_DANCER;
            extra.amount = card->effects[k].amount;
            gah_step_push(c->st, extra);
        }
    }
}

/* Krone are added to *krone for the caller to pay (ruling 6: the player may order them against the
 * reward); VP and Emperor steps come at once. */
void gah_staff_on_guest_moved(gah_ctx *c, int seat, const gah_guest_card *guest, int *krone)
{
    const gah_staff_card *card;
    for (int i = -1; (card = next_card(c->st, seat, GAH_WHEN_GUEST_MOVED, 0, guest->colour, guest->order_total, &i));) {
        for (int k = 0; k < card->effect_count; k++) {
            gah_effect fx = card->effects[k];
            if (fx.kind == GAH_FX_KRONE) *krone += fx.amount;
            else if (fx.kind == GAH_FX_EMPEROR) gah_gain_emperor(c, seat, fx.amount);
            else if (fx.kind == GAH_FX_VP) gah_gain_vp(c, seat, fx.amount, GAH_VP_STAFF);
        }
    }
}

void gah_staff_on_room_occupied(gah_ctx *c, int seat, int *krone_later)
{
    const gah_staff_card *card;
    for (int i = -1; (card = next_card(c->st, seat, GAH_WHEN_ROOM_OCCUPIED, 0, 0, 0, &i));) {
        for (int k = 0; k < card->effect_count; k++) {
            if (card->effects[k].kind != GAH_FX_KRONE) continue;
            if (krone_later) *krone_later += card->effects[k].amount;
            else gah_gain_money(c, seat, card->effects[k].amount);
        }
    }
}

void gah_staff_on_emperor_reward(gah_ctx *c, int seat)
{
    const gah_staff_card *card;
    for (int i = -1; (card = next_card(c->st, seat, GAH_WHEN_EMPEROR_REWARD, 0, 0, 0, &i));) {
        for (int k = 0; k < card->effect_count; k++)
            if (card->effects[k].kind == GAH_FX_VP) gah_gain_vp(c, seat, card->effects[k].amount, GAH_VP_STAFF);
    }
}

/* Conference Manager: the offer to pay instead of suffering, when it can be paid. True when offered. */
bool gah_staff_on_emperor_penalty(gah_ctx *c, int seat)
{
    const gah_staff_card *card;
    for (int i = -1; (card = next_card(c->st, seat, GAH_WHEN_EMPEROR_PENALTY, 0, 0, 0, &i));) {
        for (int k = 0; k < card->effect_count; k++) {
            if (card->effects[k].kind != GAH_FX_IGNORE_PENALTY || c->st->player[seat].money < card->effects[k].amount) continue;
            gah_step_push(c->st, (gah_step){.kind = GAH_PROMPT_CONFERENCE, .seat = (uint8_t)seat});
            return true;
        }
    }
    return false;
}

static bool is_prompt_effect(int kind)
{
    return kind == GAH_FX_OCCUPY || kind == GAH_FX_FILL_ORDER || kind == GAH_FX_SEND_DANCER;
}

/* One-time staff, right after they are played (seed 000 appendix). What needs no decision happens at
 * once; the prompts go on the stack last first, so they are asked in card order (the Harpist's first
 * dancer, the one with the bigger discount, first). */
void gah_staff_on_play(gah_ctx *c, int seat, const gah_staff_card *card)
{
    if (card->when != GAH_WHEN_PLAY) return;
    for (int k = 0; k < card->effect_count; k++)
        if (!is_prompt_effect(card->effects[k].kind)) gah_run_effect(c, seat, card->effects[k].kind, card->effects[k].amount);
    for (int k = card->effect_count - 1; k >= 0; k--) {
        gah_effect fx = card->effects[k];
        if (fx.kind == GAH_FX_OCCUPY) {
            gah_step_push(c->st, (gah_step){.kind = GAH_PROMPT_OCCUPY, .seat = (uint8_t)seat, .count = fx.amount});
        } else if (fx.kind == GAH_FX_FILL_ORDER) {
            /* Porter: offered only when some guest still waits for items. */
            for (int t = 0; t < GAH_CAFE_TABLES; t++)
                if (c->st->player[seat].cafe[t].guest && !gah_guest_complete(c->st, seat, t)) {
                    gah_step_push(c->st, (gah_step){.kind = GAH_PROMPT_FILL_ORDER, .seat = (uint8_t)seat});
                    break;
                }
        } else if (fx.kind == GAH_FX_SEND_DANCER) {
            gah_run_effect(c, seat, fx.kind, fx.amount);
        }
    }
}

void gah_staff_effect(gah_ctx *c, int seat, int kind, int amount)
{
    if (kind == GAH_FX_VP) gah_gain_vp(c, seat, amount, GAH_VP_STAFF);
    else gah_run_effect(c, seat, kind, amount);
}

static bool has_dish_or_drink(const gah_state *st, int seat)
{
    for (int i = 0; i <= GAH_ITEM_COFFEE; i++)
        if (st->player[seat].kitchen[i]) return true;
    return false;
}

/* Let's Waltz module 1: a once-per-round card whose use costs something (seed 004: "spend exactly"). */
const char *gah_staff_price_refusal(const gah_state *st, int seat, const gah_staff_card *card)
{
    const gah_player *p = &st->player[seat];
    for (int k = 0; k < card->effect_count; k++) {
        gah_effect fx = card->effects[k];
        if (fx.kind == GAH_FX_PAY_CHAMPAGNE && p->kitchen[GAH_ITEM_CHAMPAGNE] < fx.amount)
            REFUSE("That card needs champagne from your kitchen.");
        if (fx.kind == GAH_FX_PAY_KRONE && p->money < fx.amount) REFUSE("You cannot pay what that card asks.");
        if (fx.kind == GAH_FX_PAY_ITEM && !has_dish_or_drink(st, seat)) REFUSE("That card needs a dish or drink from your kitchen.");
        if (fx.kind == GAH_FX_SEND_DANCER && !gah_ballrooms_can_send(st, seat, fx.amount))
            REFUSE("None of your dancers could go to a ballroom now.");
        const char *why = gah_more_price_refusal(st, seat, fx); /* Let's Waltz module 5 */
        if (why) return why;
    }
    return NULL;
}

/* Once-per-round staff: what they give each time they are turned. The price first; a dish or drink of the
 * player's choice is asked before anything the card then offers (its spend prompt goes on top). */
void gah_staff_on_use(gah_ctx *c, int seat, const gah_staff_card *card)
{
    gah_player *p = &c->st->player[seat];
    bool spend = false;
    for (int k = 0; k < card->effect_count; k++) {
        gah_effect fx = card->effects[k];
        if (fx.kind == GAH_FX_PAY_CHAMPAGNE) {
            p->kitchen[GAH_ITEM_CHAMPAGNE] = (uint8_t)(p->kitchen[GAH_ITEM_CHAMPAGNE] - fx.amount);
            for (int n = 0; n < fx.amount; n++) gah_ev_push(c, GAH_EV_ITEM_SPENT, seat, GAH_ITEM_CHAMPAGNE, card->id, 0, 0);
        } else if (fx.kind == GAH_FX_PAY_KRONE) {
            gah_pay_money(c, seat, fx.amount);
        } else if (fx.kind == GAH_FX_PAY_ITEM) {
            spend = true;
        } else if (gah_more_use_part(c, seat, fx)) {
            /* Let's Waltz module 5: its prices, the Wagon Master's trade, a room, guest or card to come */
        } else {
            gah_staff_effect(c, seat, fx.kind, fx.amount);
        }
    }
    if (spend) gah_step_push(c->st, (gah_step){.kind = GAH_PROMPT_SPEND, .seat = (uint8_t)seat, .count = 1});
}

/* ---- Let's Waltz module 1's moments ---- */

/* Seed 004 (Concertmaster, Trumpeter): "after performing the action". The parts go below the action's step
 * (pushed next), the first card's first part on top. */
void gah_staff_after_die(gah_ctx *c, int seat, int face)
{
    gah_effect parts[GAH_DISPLAY_MAX * GAH_STAFF_MAX_EFFECTS];
    int n = 0;
    const gah_staff_card *card;
    for (int i = -1; (card = next_card(c->st, seat, GAH_WHEN_AFTER_DIE, face, 0, 0, &i));)
        for (int k = 0; k < card->effect_count; k++) parts[n++] = card->effects[k];
    while (n--)
        gah_step_push(c->st, (gah_step){.kind = STEP_AUTO_STAFF_EFFECT, .seat = (uint8_t)seat, .amount = parts[n].amount,
                                    .extra = (int8_t)parts[n].kind});
}

/* The Ballet Master: krone and a card at once, before the dancer's rewards (they cannot interact). */
void gah_staff_on_dancer_sent(gah_ctx *c, int seat)
{
    const gah_staff_card *card;
    for (int i = -1; (card = next_card(c->st, seat, GAH_WHEN_DANCER_SENT, 0, 0, 0, &i));)
        for (int k = 0; k < card->effect_count; k++) gah_staff_effect(c, seat, card->effects[k].kind, card->effects[k].amount);
}

/* The Arranger (module 5's Entertainer works at this moment too, as a bell: gah_staff_bells). */
void gah_staff_on_objective(gah_ctx *c, int seat)
{
    const gah_staff_card *card;
    for (int i = -1; (card = next_card(c->st, seat, GAH_WHEN_OBJECTIVE, 0, 0, 0, &i));)
        if (card->type != GAH_STAFF_BELL)
            for (int k = 0; k < card->effect_count; k++) gah_staff_effect(c, seat, card->effects[k].kind, card->effects[k].amount);
}

/* Let's Waltz module 5: the seat's bell cards at `when` whose requirement (`colour`, `count` at least the
 * card's number) is met and which are still face up each ask whether to take their reward now (seed 004:
 * the player may wait for a later time the requirement is met). Asked in id order: the lowest on top. */
void gah_staff_bells(gah_ctx *c, int seat, int when, int colour, int count)
{
    gah_state *st = c->st;
    const gah_player *p = &st->player[seat];
    const gah_staff_card *ring[GAH_DISPLAY_MAX];
    int n = 0;
    const gah_staff_card *card;
    for (int i = -1; n < GAH_DISPLAY_MAX && (card = next_card(st, seat, when, 0, colour, count, &i));) {
        if (card->type != GAH_STAFF_BELL) continue;
        int d = 0;
        while (d < p->display_count && p->display[d] != card->id) d++;
        if (d < p->display_count && p->display_used[d] != GAH_STAFF_FACE_DOWN) ring[n++] = card;
    }
    while (n--)
        gah_step_push(st, (gah_step){.kind = GAH_PROMPT_BELL, .seat = (uint8_t)seat, .extra = (int8_t)(ring[n] - gah_staff)});
}

/* The Danube Steamship Captain: once a round, after another card is played, a dancer for 1 champagne less.
 * Offered only while it is unused this round and a dancer could go (champagne waiting to be placed
 * counts); it is turned sideways only when the dancer is sent, so declining keeps it for a later card. */
void gah_staff_on_staff_played(gah_ctx *c, int seat, int staff_id, int below)
{
    gah_state *st = c->st;
    const gah_player *p = &st->player[seat];
    const gah_staff_card *card;
    for (int i = -1; (card = next_card(st, seat, GAH_WHEN_STAFF_PLAYED, 0, 0, 0, &i));) {
        if (card->id == staff_id) continue;
        int d = 0;
        while (d < p->display_count && p->display[d] != card->id) d++;
        if (d == p->display_count || p->display_used[d]) continue;
        for (int k = 0; k < card->effect_count; k++) {
            if (card->effects[k].kind != GAH_FX_SEND_DANCER || !gah_ballrooms_can_send(st, seat, card->effects[k].amount)) continue;
            if (gah_step_push(st, (gah_step){0})) return; /* the stack is full: nothing is offered */
            memmove(st->stack + below + 1, st->stack + below, sizeof st->stack[0] * (size_t)(st->stack_count - 1 - below));
            st->stack[below] = (gah_step){.kind = GAH_PROMPT_DANCER, .seat = (uint8_t)seat, .count = 1,
                                          .amount = card->effects[k].amount, .extra = DANCER_ONCE_A_ROUND};
            return;
        }
    }
}

const char *gah_staff_fill_order(gah_ctx *c, int seat, int table)
{
    gah_player *p = &c->st->player[seat];
    if (table < 1 || table > GAH_CAFE_TABLES || !p->cafe[table - 1].guest) REFUSE("There is no guest at that table.");
    if (gah_guest_complete(c->st, seat, table - 1)) REFUSE("That guest's order is already complete.");
    const gah_guest_card *g = gah_guest_by_id(p->cafe[table - 1].guest);
    for (int i = 0; i < GAH_ITEM_COUNT; i++) {
        while (p->cafe[table - 1].placed[i] < g->order[i]) {
            p->cafe[table - 1].placed[i]++;
            gah_ev_push(c, GAH_EV_ITEM_GAINED, seat, i, table, 0, 1);
        }
    }
    return NULL;
}

/* What one final-scoring count measures in the seat's hotel. */
static int final_count(const gah_state *st, int seat, int kind)
{
    const gah_player *p = &st->player[seat];
    int red = gah_occupied_of_colour(st, seat, GAH_COLOUR_RED), blue = gah_occupied_of_colour(st, seat, GAH_COLOUR_BLUE);
    int yellow = gah_occupied_of_colour(st, seat, GAH_COLOUR_YELLOW);
    int objectives = 0;
    for (int s = 0; s < 3; s++) objectives += (p->claimed >> s) & 1;
    int sets = red < blue ? red : blue;
    switch (kind) {
    case GAH_FX_VP_PER_RED: return red;
    case GAH_FX_VP_PER_BLUE: return blue;
    case GAH_FX_VP_PER_YELLOW: return yellow;
    case GAH_FX_VP_PER_OCCUPIED: return red + blue + yellow;
    case GAH_FX_VP_PER_STAFF: return gah_staff_played_count(st, seat); /* Assistant Manager: itself included */
    case GAH_FX_VP_PER_ROOM: return GAH_HOTEL_ROOMS - gah_rooms_count(st, seat, GAH_ROOM_EMPTY);
    case GAH_FX_VP_PER_GROUP: return gah_count_full(st, seat, 2);
    case GAH_FX_VP_PER_FLOOR: return gah_count_full(st, seat, 0);
    case GAH_FX_VP_PER_COLUMN: return gah_count_full(st, seat, 1);
    case GAH_FX_VP_PER_SET: return yellow < sets ? yellow : sets;
    case GAH_FX_VP_PER_OBJECTIVE: return objectives;
    /* Seed 001's Rowe-Smith staff */
    case GAH_FX_VP_PER_COFFEE_STRUDEL:
        return p->kitchen[GAH_ITEM_COFFEE] < p->kitchen[GAH_ITEM_STRUDEL] ? p->kitchen[GAH_ITEM_COFFEE] : p->kitchen[GAH_ITEM_STRUDEL];
    case GAH_FX_VP_PER_CAKE_WINE:
        return p->kitchen[GAH_ITEM_CAKE] < p->kitchen[GAH_ITEM_WINE] ? p->kitchen[GAH_ITEM_CAKE] : p->kitchen[GAH_ITEM_WINE];
    case GAH_FX_VP_PER_EMPEROR: return p->emperor; /* Operator: no cap in 2021 (final_vp_of caps it for the Original rules) */
    case GAH_FX_VP_PER_DANCER: return gah_ballrooms_dancers(st, seat, -1); /* the Leading Dancer, the balcony too */
    default: return 0;
    }
}

/* The card's own final scoring applied to the seat's hotel (a Secretary's own is 0). */
static int final_vp_of(const gah_state *st, int seat, const gah_staff_card *card)
{
    int vp = 0;
    if (card->when != GAH_WHEN_FINAL) return 0;
    for (int k = 0; k < card->effect_count; k++) {
        int more = card->effects[k].amount * final_count(st, seat, card->effects[k].kind);
        /* Seed 001: the Operator was capped before 2021. */
        if (card->effects[k].kind == GAH_FX_VP_PER_EMPEROR && GAH_VARIANT_ON(st, GAH_VARIANT_ORIGINAL) &&
            more > gah_rules.original_operator_max_vp)
            more = gah_rules.original_operator_max_vp;
        vp += more;
    }
    return vp;
}

int gah_staff_final_vp(const gah_state *st, int seat, int staff_id)
{
    const gah_staff_card *card = gah_staff_by_id(staff_id);
    if (!has_effect(card, GAH_FX_COPY_FINAL)) return final_vp_of(st, seat, card);
    /* Secretary: the best opponent final-scoring card, applied to this hotel (choosing the best is what
     * any player would select). Another Secretary cannot be copied: it has no effect of its own. */
    int best = 0;
    for (int other = 0; other < st->players; other++) {
        if (other == seat) continue;
        const gah_player *o = &st->player[other];
        for (int i = 0; i < o->display_count; i++) {
            const gah_staff_card *copied = gah_staff_by_id(o->display[i]);
            if (copied->type != GAH_STAFF_FINAL || has_effect(copied, GAH_FX_COPY_FINAL)) continue;
            int vp = final_vp_of(st, seat, copied);
            if (vp > best) best = vp;
        }
    }
    return best;
}

/* ---- seed 001's Rowe-Smith staff ---- */

/* Whether a card of the seat's display works at `when` with the effect `kind` (the rule cards, no amount). */
static bool seat_has(const gah_state *st, int seat, int when, int kind)
{
    /* Asked for every item, table and room the legal list considers: without the variant, no display
     * walk at all (the base game's speed, issue 21). */
    if (!GAH_VARIANT_ON(st, GAH_VARIANT_ROWE_SMITH)) return false;
    const gah_staff_card *card;
    for (int i = -1; (card = next_card(st, seat, when, 0, GAH_COLOUR_COUNT, 0, &i));)
        if (has_effect(card, kind)) return true;
    return false;
}

bool gah_staff_swaps_cake_coffee(const gah_state *st, int seat) { return seat_has(st, seat, GAH_WHEN_ORDER, GAH_FX_SWAP_CAKE_COFFEE); }
bool gah_staff_two_wine(const gah_state *st, int seat) { return seat_has(st, seat, GAH_WHEN_ORDER, GAH_FX_TWO_WINE); }
bool gah_staff_no_adjacency(const gah_state *st, int seat) { return seat_has(st, seat, GAH_WHEN_PLACE, GAH_FX_NO_ADJACENCY); }
bool gah_staff_any_bonus(const gah_state *st, int seat) { return seat_has(st, seat, GAH_WHEN_BONUS, GAH_FX_ANY_BONUS); }
bool gah_staff_no_cafe_penalty(const gah_state *st, int seat) { return seat_has(st, seat, GAH_WHEN_CAFE, GAH_FX_NO_CAFE_PENALTY); }

/* Krone the seat's cards add whenever it gains krone (the Financier). */
int gah_staff_krone_extra(const gah_state *st, int seat)
{
    int extra = 0;
    if (!GAH_VARIANT_ON(st, GAH_VARIANT_ROWE_SMITH)) return 0;
    const gah_staff_card *card;
    for (int i = -1; (card = next_card(st, seat, GAH_WHEN_KRONE, 0, GAH_COLOUR_COUNT, 0, &i));)
        for (int k = 0; k < card->effect_count; k++)
            if (card->effects[k].kind == GAH_FX_KRONE) extra += card->effects[k].amount;
    return extra;
}

/* The first pass of a round (the Waste Manager): every owner gains its krone, seats in order. */
void gah_staff_on_first_pass(gah_ctx *c)
{
    gah_state *st = c->st;
    if (st->variant_passed) return;
    st->variant_passed = 1;
    for (int s = 0; s < st->players; s++) {
        const gah_staff_card *card;
        for (int i = -1; (card = next_card(st, s, GAH_WHEN_PASS, 0, GAH_COLOUR_COUNT, 0, &i));)
            for (int k = 0; k < card->effect_count; k++)
                if (card->effects[k].kind == GAH_FX_KRONE) gah_gain_money(c, s, card->effects[k].amount);
    }
}

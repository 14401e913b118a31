/* Staff cards priced one by one (issue #35): what a card in play will still earn in the rounds left, from
 * what it does and how often that happens, and what a card in hand would bring if the seat played it. The old
 * judgement priced every card by its type (any card that acts every round the same, any card in hand the
 * same), so the engine cards (the Laundress, the Interior Architect) were never worth their price and the
 * purse went to the Emperor. The rates are ours (docs/ai.md, "Staff cards one by one"), set by the arena. */
#include "internal.h"

/* A trigger's worth in points, by what it gives (the cost parts of module 1's and 5's cards count against it). */
static double effect_points(const gah_effect *e)
{
    int n = e->amount == GAH_AMOUNT_FREE ? 3 : e->amount;
    switch (e->kind) {
    case GAH_FX_VP: case GAH_FX_BALLROOM_VP: return n;
    case GAH_FX_KRONE: return 0.8 * n;
    case GAH_FX_EMPEROR: return 0.7 * n;
    case GAH_FX_STRUDEL: case GAH_FX_CAKE: case GAH_FX_WINE: case GAH_FX_COFFEE: return 0.9 * n;
    case GAH_FX_ITEM: return 1.1 * n;
    case GAH_FX_ITEMS_ALL: return 4.0 * n;
    case GAH_FX_CHAMPAGNE: return 1.0 * n;
    case GAH_FX_DRAW: return 1.0 * n;
    case GAH_FX_STRENGTH: return 1.0 * n;
    case GAH_FX_UNSPLIT: return 2.0;
    case GAH_FX_EXTRA_ROOM: return 2.0;
    case GAH_FX_EXTRA_STAFF: return 2.0;
    case GAH_FX_SEND_DANCER: return 1.0;
    case GAH_FX_GUEST: return 3.0;
    case GAH_FX_ROOM: case GAH_FX_ROOM_LOW: return 2.0 + 0.5 * n;
    case GAH_FX_ROOM_OCCUPIED: case GAH_FX_ROOM_LOW_OCCUPIED: return 4.0;
    case GAH_FX_ROOMS_OCCUPIED: return 4.0 * n;
    case GAH_FX_OCCUPY: return 2.5 * n;
    case GAH_FX_FILL_ORDER: return 5.0;
    case GAH_FX_FILL_ORDERS: return 5.0 * n;
    case GAH_FX_GUEST_FILLED: return 7.0;
    case GAH_FX_STAFF: case GAH_FX_STAFF_FREE: return 3.0;
    case GAH_FX_TRADE_ITEMS: return 0.3 * n;
    case GAH_FX_PAY_CHAMPAGNE: return -1.0 * n;
    case GAH_FX_PAY_KRONE: return -0.8 * n;
    case GAH_FX_PAY_ITEM: case GAH_FX_PAY_STRUDEL: case GAH_FX_PAY_CAKE: case GAH_FX_PAY_WINE: case GAH_FX_PAY_COFFEE:
        return -0.9 * n;
    case GAH_FX_PAY_EMPEROR: return -0.7 * n;
    default: return 0.0;
    }
}

static double card_points(const gah_staff_card *c)
{
    double v = 0;
    for (int e = 0; e < c->effect_count; e++) v += effect_points(&c->effects[e]);
    return v;
}

/* A final-scoring card: what it counts per unit, how many units the seat has now, and how many more a round
 * brings (a typical game's pace). */
static double final_units(const gah_state *st, int seat, const gah_effect *e, double *per_round)
{
    const gah_player *p = &st->player[seat];
    const gah_hotel_layout *h = &gah_hotels[p->hotel];
    int occupied[GAH_COLOUR_COUNT] = {0}, all = 0, tiles = 0;
    for (int r = 0; r < GAH_HOTEL_ROOMS; r++) {
        if (p->room[r] != GAH_ROOM_EMPTY) tiles++;
        if (p->room[r] == GAH_ROOM_OCCUPIED) all++, occupied[h->colour[r] < GAH_COLOUR_COUNT ? h->colour[r] : 0]++;
    }
    switch (e->kind) {
    case GAH_FX_VP_PER_RED: *per_round = 0.45; return occupied[GAH_COLOUR_RED];
    case GAH_FX_VP_PER_BLUE: *per_round = 0.45; return occupied[GAH_COLOUR_BLUE];
    case GAH_FX_VP_PER_YELLOW: *per_round = 0.45; return occupied[GAH_COLOUR_YELLOW];
    case GAH_FX_VP_PER_OCCUPIED: *per_round = 1.3; return all;
    case GAH_FX_VP_PER_ROOM: *per_round = 1.3; return tiles;
    case GAH_FX_VP_PER_STAFF: *per_round = 0.6; return p->staff_played + 1;
    case GAH_FX_VP_PER_EMPEROR: *per_round = 0.5; return p->emperor > 0 ? p->emperor : 0;
    case GAH_FX_VP_PER_OBJECTIVE: *per_round = 0.15; return __builtin_popcount(p->claimed);
    case GAH_FX_VP_PER_SET: {
        int sets = occupied[GAH_COLOUR_RED];
        if (occupied[GAH_COLOUR_BLUE] < sets) sets = occupied[GAH_COLOUR_BLUE];
        if (occupied[GAH_COLOUR_YELLOW] < sets) sets = occupied[GAH_COLOUR_YELLOW];
        *per_round = 0.35;
        return sets;
    }
    case GAH_FX_VP_PER_GROUP: *per_round = 0.3; return 0;
    case GAH_FX_VP_PER_FLOOR: case GAH_FX_VP_PER_COLUMN: *per_round = 0.12; return 0;
    case GAH_FX_VP_PER_DANCER: *per_round = 0.3; return 0;
    case GAH_FX_COPY_FINAL: *per_round = 0.5; return 1;
    default: *per_round = 0.3; return 0;
    }
}

/* How often in a round the card's moment comes for a seat that has it (a typical game's pace; a card that
 * pays on a die face makes the seat take that face more often, which the look-ahead sees once it is in play). */
static double triggers_per_round(const gah_staff_card *c, const ai_staff_weights *w)
{
    switch (c->when) {
    case GAH_WHEN_USE: return 1.0;
    case GAH_WHEN_DIE: case GAH_WHEN_AFTER_DIE: {
        double t = w->per_face * __builtin_popcount(c->faces);
        return t < w->max_die ? t : w->max_die;
    }
    case GAH_WHEN_GUEST_MOVED: return c->min_items ? 0.6 : c->colour < GAH_COLOUR_COUNT ? 0.35 : 1.4;
    case GAH_WHEN_ROOM_OCCUPIED: return 1.3;
    case GAH_WHEN_ROOM_COST: return c->colour < GAH_COLOUR_COUNT ? 0.45 : 1.3;
    case GAH_WHEN_QUEUE_COST: return 0.6;
    case GAH_WHEN_SERVE_COST: return 1.0;
    default: return 0.3;
    }
}

/* A "free" price saves what the hook usually asks, in points. */
static double free_points(const gah_staff_card *c)
{
    switch (c->when) {
    case GAH_WHEN_ROOM_COST: return 1.5;
    case GAH_WHEN_QUEUE_COST: return 1.5;
    case GAH_WHEN_SERVE_COST: return 1.2;
    case GAH_WHEN_DIE: return 1.0; /* the Kitchen Hand's imitation */
    default: return 1.0;
    }
}

double gah_ai_staff_future(const gah_state *st, int seat, const gah_staff_card *c, int round, bool used, const ai_staff_weights *w)
{
    int after = gah_rules.rounds - round; /* whole rounds after this one */
    if (after < 0) after = 0;
    double rounds = after + (used ? 0.0 : 0.5);
    switch (c->type) {
    case GAH_STAFF_ONCE: case GAH_STAFF_BELL: return c->type == GAH_STAFF_BELL && !used ? 0.3 * card_points(c) : 0.0;
    case GAH_STAFF_FINAL: {
        double v = 0;
        for (int e = 0; e < c->effect_count; e++) {
            double pace;
            final_units(st, seat, &c->effects[e], &pace);
            v += c->effects[e].amount * pace * (after + 0.5);
        }
        return v;
    }
    default: break;
    }
    if (c->when == GAH_WHEN_USE) return (after + (used ? 0.0 : 1.0)) * card_points(c);
    if (c->when == GAH_WHEN_EMPEROR_REWARD || c->when == GAH_WHEN_EMPEROR_PENALTY) {
        int scorings = 0;
        for (int i = 0; i < 3; i++) scorings += gah_rules.emperor_scoring_rounds[i] >= round;
        return scorings * (c->when == GAH_WHEN_EMPEROR_REWARD ? 0.5 * card_points(c) : 1.0);
    }
    double per = 0;
    for (int e = 0; e < c->effect_count; e++)
        per += c->effects[e].kind == GAH_FX_FREE ? free_points(c) : effect_points(&c->effects[e]);
    /* A die card pays only when its face is taken, and that die is not taken for something else. */
    if (c->when == GAH_WHEN_DIE || c->when == GAH_WHEN_AFTER_DIE) per = per > w->opportunity ? per - w->opportunity : 0;
    return triggers_per_round(c, w) * per * rounds;
}

double gah_ai_staff_in_hand(const gah_state *st, int seat, const gah_staff_card *c, int round, const ai_staff_weights *w)
{
    double now = 0; /* what playing it brings at once */
    if (c->type == GAH_STAFF_ONCE) now = card_points(c);
    else if (c->type == GAH_STAFF_FINAL)
        for (int e = 0; e < c->effect_count; e++) {
            double pace;
            now += c->effects[e].amount * final_units(st, seat, &c->effects[e], &pace);
        }
    /* Played next turn or so: half a round later than now. */
    double later = gah_ai_staff_future(st, seat, c, round, true, w);
    double net = now + later - w->krone * c->cost;
    return net > 0 ? net : 0;
}

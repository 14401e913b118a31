/* The medium player's judgement of a position: the score the seat would have if the game ended now, plus
 * what its unfinished business is still worth with the rounds that are left. All weights are in points
 * and were tuned by playing the arena (docs/ai.md); none of them is a rule. */
#include "gah/ai.h"

/* Rounds still to play, counting the current one as a half (it is under way). */
static double rounds_left(const gah_state *st)
{
    if (st->phase == GAH_PHASE_OVER) return 0;
    int round = st->round ? st->round : 1;
    double left = gah_rules.rounds - round + 0.5;
    return left > 0 ? left : 0;
}

/* Items the seat's café guests still want, by item. */
static void wanted_items(const gah_player *p, int wanted[GAH_ITEM_COUNT])
{
    for (int i = 0; i < GAH_ITEM_COUNT; i++) wanted[i] = 0;
    for (int t = 0; t < GAH_CAFE_TABLES; t++) {
        const gah_guest_card *g = p->cafe[t].guest ? gah_guest_by_id(p->cafe[t].guest) : NULL;
        if (!g) continue;
        for (int i = 0; i < GAH_ITEM_COUNT; i++) wanted[i] += g->order[i] - p->cafe[t].placed[i];
    }
}

/* The projected score counts every café guest as the end-of-game penalty; while rounds are left a guest
 * is rather a promise: its VP, its reward and the room it will fill, times the chance it is served. */
static double cafe_value(const gah_player *p, double left, int vacant_of_colour[GAH_COLOUR_COUNT])
{
    double v = 0;
    for (int t = 0; t < GAH_CAFE_TABLES; t++) {
        const gah_guest_card *g = p->cafe[t].guest ? gah_guest_by_id(p->cafe[t].guest) : NULL;
        if (!g) continue;
        int placed = 0;
        for (int i = 0; i < GAH_ITEM_COUNT; i++) placed += p->cafe[t].placed[i];
        int missing = g->order_total - placed;
        double progress = g->order_total ? (double)placed / g->order_total : 1.0;
        /* Roughly three items a round come in: the chance that the rest arrives before the end. */
        double chance = missing <= 0 ? 1.0 : left * 3.0 / (left * 3.0 + missing * 1.5);
        double room = g->colour < GAH_COLOUR_COUNT && vacant_of_colour[g->colour] > 0 ? 1.5 : 0.0;
        /* Its VP, its reward (a few points' worth) and the room it fills. */
        double promise = g->vp + 2.0 + room;
        /* A fully served guest is worth a little less than moving it into its room, so it is moved. */
        v += gah_rules.cafe_penalty_vp * chance + promise * chance * (0.4 + 0.5 * progress);
    }
    return v;
}

/* The next Emperor scoring: its track VP and the reward or penalty after the retreat; the further away,
 * the less certain (the position will still move). */
static double emperor_value(const gah_state *st, const gah_player *p)
{
    int round = st->round ? st->round : 1;
    for (int i = 0; i < 3; i++) {
        int when = gah_rules.emperor_scoring_rounds[i];
        if (when < round || st->phase == GAH_PHASE_OVER) continue;
        int pos = p->emperor < 0 ? 0 : p->emperor > 13 ? 13 : p->emperor;
        int after = pos - gah_rules.emperor_retreat[i];
        double outcome = after >= gah_rules.emperor_reward_min ? 3.0 : after <= 0 ? -5.0 : 0.0;
        double v = gah_rules.emperor_track_vp[pos] + outcome;
        /* Steps beyond the next scoring still count for the later ones. */
        if (after > 0 && i < 2) v += 0.3 * after;
        double near = 1.0 / (1.0 + 0.35 * (when - round));
        return v * near + 0.6 * pos * (1.0 - near);
    }
    return 0;
}

double gah_ai_evaluate(const gah_state *st, int seat)
{
    const gah_player *p = &st->player[seat];
    double v = gah_projected_score(st, seat, NULL);
    if (st->phase == GAH_PHASE_OVER) return v;
    double left = rounds_left(st);
    double share = left / gah_rules.rounds; /* 1 at the start, 0 at the end */
    if (gah_seat_is_automa(st, seat)) return v + emperor_value(st, p); /* its own engine plays the rest */

    /* The projected score counts krone and items one point each as leftovers; while rounds are left
     * they are rather what guests, rooms and staff are bought with, and an item on a guest's order is
     * worth more than one in the kitchen, so the café gets served. */
    int wanted[GAH_ITEM_COUNT];
    wanted_items(p, wanted);
    double items = 0;
    for (int i = 0; i < GAH_ITEM_COUNT; i++) {
        int have = p->kitchen[i] + (st->pending_seat == seat ? st->pending_items[i] : 0);
        int useful = have < wanted[i] ? have : wanted[i];
        v -= p->kitchen[i];
        items += useful * (1.0 - 0.3 * share) + (have - useful) * (1.0 - 0.6 * share);
    }
    v += items - p->money * 0.15 * share;

    const gah_hotel_layout *h = &gah_hotels[p->hotel];
    int vacant_of_colour[GAH_COLOUR_COUNT] = {0};
    int vacant = 0;
    for (int r = 0; r < GAH_HOTEL_ROOMS; r++)
        if (p->room[r] == GAH_ROOM_VACANT) vacant++, vacant_of_colour[h->colour[r] < GAH_COLOUR_COUNT ? h->colour[r] : 0]++;
    v += vacant * (0.6 + 1.2 * share);
    v += cafe_value(p, left, vacant_of_colour);
    /* Open café tables are room for the next guests. */
    for (int t = 0, tables = gah_cafe_tables(st, seat); t < tables; t++) v += !p->cafe[t].guest * 0.8 * share;

    /* Staff: cards in hand may be played later; cards in play that act every round keep paying. */
    v += p->hand_count * (0.4 + 1.6 * share);
    for (int i = 0; i < p->display_count; i++) {
        const gah_staff_card *c = gah_staff_by_id(p->display[i]);
        if (c && (c->type == GAH_STAFF_PERMANENT || c->type == GAH_STAFF_ROUND)) v += 0.9 * left;
    }
    v += emperor_value(st, p);
    return v;
}

double gah_ai_relative(const gah_state *st, int seat)
{
    double mine = gah_ai_evaluate(st, seat), best = -1e9;
    for (int s = 0; s < st->players; s++)
        if (s != seat) {
            double e = gah_ai_evaluate(st, s);
            if (e > best) best = e;
        }
    return st->players > 1 ? mine - best : mine;
}

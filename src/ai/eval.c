/* The medium player's judgement of a position: the score the seat would have if the game ended now, plus
 * what its unfinished business is still worth with the rounds that are left. All weights are in points
 * and were tuned by playing the arena (docs/ai.md); none of them is a rule. */
#include "gah/ai.h"

/* The weights, in points, by name (one table, so the arena can try them one at a time). */
enum {
    AI_W_ITEM_WANTED, AI_W_ITEM_SPARE, AI_W_MONEY, AI_W_VACANT, AI_W_VACANT_EARLY, AI_W_CAFE_RATE,
    AI_W_CAFE_REWARD, AI_W_CAFE_ROOM, AI_W_CAFE_BASE, AI_W_CAFE_PROGRESS, AI_W_OPEN_TABLE, AI_W_HAND,
    AI_W_HAND_EARLY, AI_W_STAFF_ROUND, AI_W_EMPEROR_REWARD, AI_W_EMPEROR_PENALTY, AI_W_EMPEROR_BEYOND,
    AI_W_EMPEROR_FAR, AI_W_EMPEROR_STEP, AI_W_BALLROOM_NEXT, AI_W_BALLROOM_LATER, AI_W_CHAMPAGNE,
    AI_W_CELEBRITY, AI_W_COUNT
};
static const double weights[AI_W_COUNT] = {
    [AI_W_ITEM_WANTED] = 0.3,   [AI_W_ITEM_SPARE] = 0.6,    [AI_W_MONEY] = 0.15,
    [AI_W_VACANT] = 0.6,        [AI_W_VACANT_EARLY] = 1.2,  [AI_W_CAFE_RATE] = 3.0,
    [AI_W_CAFE_REWARD] = 2.0,   [AI_W_CAFE_ROOM] = 1.5,     [AI_W_CAFE_BASE] = 0.4,
    [AI_W_CAFE_PROGRESS] = 0.5, [AI_W_OPEN_TABLE] = 0.8,    [AI_W_HAND] = 0.4,
    [AI_W_HAND_EARLY] = 1.6,    [AI_W_STAFF_ROUND] = 0.9,   [AI_W_EMPEROR_REWARD] = 3.0,
    [AI_W_EMPEROR_PENALTY] = 5.0, [AI_W_EMPEROR_BEYOND] = 0.3, [AI_W_EMPEROR_FAR] = 0.35,
    [AI_W_EMPEROR_STEP] = 0.6,  [AI_W_BALLROOM_NEXT] = 1.0, [AI_W_BALLROOM_LATER] = 0.6,
    [AI_W_CHAMPAGNE] = 1.0,     [AI_W_CELEBRITY] = 1.0,
};
#define W(name) weights[AI_W_##name]

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
        double chance = missing <= 0 ? 1.0 : left * W(CAFE_RATE) / (left * W(CAFE_RATE) + missing * 1.5);
        double room = g->colour < GAH_COLOUR_COUNT && vacant_of_colour[g->colour] > 0 ? W(CAFE_ROOM) : 0.0;
        /* Its VP, its reward (a few points' worth) and the room it fills. */
        double promise = g->vp + W(CAFE_REWARD) + room;
        /* A fully served guest is worth a little less than moving it into its room, so it is moved. */
        v += gah_rules.cafe_penalty_vp * chance + promise * chance * (W(CAFE_BASE) + W(CAFE_PROGRESS) * progress);
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
        double outcome = after >= gah_rules.emperor_reward_min ? W(EMPEROR_REWARD) : after <= 0 ? -W(EMPEROR_PENALTY) : 0.0;
        double v = gah_rules.emperor_track_vp[pos] + outcome;
        /* Steps beyond the next scoring still count for the later ones. */
        if (after > 0 && i < 2) v += W(EMPEROR_BEYOND) * after;
        double near = 1.0 / (1.0 + W(EMPEROR_FAR) * (when - round));
        return v * near + W(EMPEROR_STEP) * pos * (1.0 - near);
    }
    return 0;
}

/* Let's Waltz (all zero when its modules are off). Module 1: the ballrooms still to be scored, as they
 * would pay now (the next one surer than the later ones; a ballroom without the seat's dancer costs its
 * loss), champagne as the price of the dancers to come. Module 2: a celebrity in front of the seat acts
 * for the rest of the round. */
static double waltz_value(const gah_state *st, int seat, double share)
{
    double v = 0;
    int vp[GAH_MAX_PLAYERS];
    for (int b = st->ballrooms.scored; b < GAH_BALLROOMS; b++)
        if (gah_ballroom_standing(st, b, vp))
            v += vp[seat] * (b == st->ballrooms.scored ? W(BALLROOM_NEXT) : W(BALLROOM_LATER));
    if (st->ballrooms.scored < GAH_BALLROOMS && st->ballrooms.board[0])
        v += st->player[seat].kitchen[GAH_ITEM_CHAMPAGNE] * W(CHAMPAGNE) * share;
    v += __builtin_popcount(st->lounge.held[seat]) * W(CELEBRITY);
    return v;
}

/* The judgement given the seat's projected score. */
static double evaluate(const gah_state *st, int seat, int projected)
{
    const gah_player *p = &st->player[seat];
    double v = projected;
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
        items += useful * (1.0 - W(ITEM_WANTED) * share) + (have - useful) * (1.0 - W(ITEM_SPARE) * share);
    }
    items += waltz_value(st, seat, share);
    v += items - p->money * W(MONEY) * share;

    const gah_hotel_layout *h = &gah_hotels[p->hotel];
    int vacant_of_colour[GAH_COLOUR_COUNT] = {0};
    int vacant = 0;
    for (int r = 0; r < GAH_HOTEL_ROOMS; r++)
        if (p->room[r] == GAH_ROOM_VACANT) vacant++, vacant_of_colour[h->colour[r] < GAH_COLOUR_COUNT ? h->colour[r] : 0]++;
    v += vacant * (W(VACANT) + W(VACANT_EARLY) * share);
    v += cafe_value(p, left, vacant_of_colour);
    /* Open café tables are room for the next guests. */
    for (int t = 0, tables = gah_cafe_tables(st, seat); t < tables; t++) v += !p->cafe[t].guest * W(OPEN_TABLE) * share;

    /* Staff: cards in hand may be played later; cards in play that act every round keep paying. */
    v += p->hand_count * (W(HAND) + W(HAND_EARLY) * share);
    for (int i = 0; i < p->display_count; i++) {
        const gah_staff_card *c = gah_staff_by_id(p->display[i]);
        if (c && (c->type == GAH_STAFF_PERMANENT || c->type == GAH_STAFF_ROUND)) v += W(STAFF_ROUND) * left;
    }
    v += emperor_value(st, p);
    /* Let's Waltz module 4: the key's holder chooses first from the next round's fresh roll, worth about a
     * die's step in strength (nothing after the last round). */
    if (st->startplayer.key_holder == seat + 1 && st->round < gah_rules.rounds) v += 1.5;
    return v;
}

double gah_ai_evaluate(const gah_state *st, int seat)
{
    return evaluate(st, seat, gah_projected_score(st, seat, NULL));
}

double gah_ai_relative(const gah_state *st, int seat)
{
    int projected[GAH_MAX_PLAYERS];
    gah_projected_scores(st, projected);
    double mine = evaluate(st, seat, projected[seat]), best = -1e9;
    for (int s = 0; s < st->players; s++)
        if (s != seat) {
            double e = evaluate(st, s, projected[s]);
            if (e > best) best = e;
        }
    return st->players > 1 ? mine - best : mine;
}

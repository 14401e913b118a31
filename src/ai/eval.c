/* The medium player's judgement of a position: the score the seat would have if the game ended now, plus
 * what its unfinished business is still worth with the rounds that are left. All weights are in points
 * and were tuned by playing the arena (docs/ai.md); none of them is a rule. */
#include "internal.h"

#include <string.h>

/* The weights, in points, by name (one table, so the arena can try them one at a time). */
#define AI_WEIGHTS(X) \
    X(SEARCH_CANDIDATES, 10.0) X(SEARCH_UCB, 3.0) X(SEARCH_BY_MEAN, 0.0) X(SEARCH_OWN_DEPTH, 3.0) X(SEARCH_WIDEN, 0.0) X(SEARCH_PRIOR, 0.0) X(SEARCH_HALVING, 1.0) X(SEARCH_SOLO_DEPTH, 1.0) \
    X(SOLO_ROLLOUT, 7.0) X(SOLO_ROLLOUT_DEPTH, 1.0) X(SOLO_NOISE, 0.3) X(SOLO_CANDIDATES, 10.0) \
    X(PEOPLE_ROLLOUT, 1.0) X(PEOPLE_ROLLOUT_DEPTH, 1.0) X(PEOPLE_OTHER_DEPTH, 1.0) \
    X(ITEM_WANTED, 0.3) X(ITEM_SPARE, 0.6) X(MONEY, 0.15) X(VACANT, 0.6) X(VACANT_EARLY, 1.2) \
    X(CAFE_RATE, 3.0) X(CAFE_REWARD, 2.0) X(CAFE_ROOM, 1.5) X(CAFE_BASE, 0.4) X(CAFE_PROGRESS, 0.5) \
    X(OPEN_TABLE, 0.8) X(HAND, 0.4) X(HAND_EARLY, 1.6) X(STAFF_ROUND, 0.9) X(EMPEROR_REWARD, 3.0) \
    X(EMPEROR_PENALTY, 5.0) X(EMPEROR_BEYOND, 0.3) X(EMPEROR_FAR, 0.35) X(EMPEROR_STEP, 0.6) \
    X(BALLROOM_NEXT, 1.0) X(BALLROOM_LATER, 0.6) X(CHAMPAGNE, 1.0) X(CELEBRITY, 1.0) \
    X(VACANT_FLOOR, 0.0) X(GROUP, 0.0) X(GROUP_VACANT, 0.0) X(BONUS_KRONE, 1.0) X(MONEY_LOW, 0.0) X(MONEY_CAP, 5.0) X(CAFE_ITEM_COST, 0.0) \
    X(CAFE_PLAN, 1.0) X(CAFE_TURN, 1.5) X(CAFE_STRENGTH, 2.0) \
    X(OBJECTIVE, 0.3) X(SOLO_TURNS, 3.0) X(SOLO_RELATIVE, 1.0) X(SOLO_LATER_DEPTH, 1.0) \
    X(PIPELINE, 0.0) X(TURN_VP, 3.5) X(PIPE_SURE, 0.85) X(PIPE_ROOM, 1.5) X(PIPE_STRENGTH, 2.0) X(PIPE_KRONE, 1.0) X(PIPE_SHARE, 1.0) X(PIPE_ITEM, 1.0) X(PIPE_ADD, 0.3) X(REWARD_EFFECTS, 1.0) X(PIPE_BLEND, 2.0) X(SOLO_PIPE_ADD, 0.4) X(SOLO_TURN_VP, 5.0) \
    X(QUEUE_PLAN, 0.5) X(PENDING_PLACE, 1.0) X(FREE_STEPS, 1.0) \
    X(PLAYOUT_FREE_STEPS, 0.0) X(END_BEFORE, 0.0) X(END_CHAIN, 3.0) X(END_AFTER, 2.0) X(END_AFTER_SOLO, 1.0) X(SEARCH_END_AFTER, 1.0) X(PLAYOUT_CHAIN, 3.0) X(PLAYOUT_END_AFTER, 0.0) \
    X(STAFF_CARDS, 0.0) X(STAFF_FACE, 0.6) X(STAFF_MAX_DIE, 1.4) X(STAFF_KRONE, 0.9) X(HAND_OPTION, 0.4) X(STAFF_OPPORTUNITY, 0.0) \
    X(LEARNED, 0.0) X(KRONE_NEED, 0.0) X(KRONE_NEED_FULL, 1.0) X(KRONE_NEED_STAFF, 1.0) X(EMPEROR_TILES, 0.0) X(NEXT_TURN, 5.0) X(NEXT_TURN_DEPTH, 1.0) X(SEARCH_NEXT_DECISION, 3.0) X(SEARCH_NEXT_DECISION_PLAYERS, 3.0) X(SEARCH_NEXT_OTHER_DEPTH, 1.0) X(SEARCH_FOLLOW, 1.0) X(ONE_STEP_WORK, 150000.0)
enum {
#define AI_W_ENUM(name, value) AI_W_##name,
    AI_WEIGHTS(AI_W_ENUM) AI_W_COUNT
};
static const char *const weight_names[AI_W_COUNT] = {
#define AI_W_NAME(name, value) #name,
    AI_WEIGHTS(AI_W_NAME)
};
/* Read only during play; gah_ai_set_weight (a tuning hook for the arena, before any game) changes it. */
static double weights[AI_W_COUNT] = {
#define AI_W_VALUE(name, value) value,
    AI_WEIGHTS(AI_W_VALUE)
};

bool gah_ai_set_weight(const char *name, double value)
{
    for (int i = 0; i < AI_W_COUNT; i++)
        if (!strcmp(weight_names[i], name)) {
            weights[i] = value;
            return true;
        }
    return false;
}
#define W(name) weights[AI_W_##name]

double gah_ai_weight(const char *name)
{
    for (int i = 0; i < AI_W_COUNT; i++)
        if (!strcmp(weight_names[i], name)) return weights[i];
    return 0;
}

bool gah_ai_places_pending(void)
{
    return W(PENDING_PLACE) > 0;
}

bool gah_ai_free_steps(void)
{
    return W(FREE_STEPS) > 0;
}

bool gah_ai_end_before(void)
{
    return W(END_BEFORE) > 0;
}

int gah_ai_chain(void)
{
    return W(END_CHAIN) > 0 ? (int)W(END_CHAIN) : 0;
}

int gah_ai_end_after(const gah_state *st)
{
    double w = st->params.automa ? W(END_AFTER_SOLO) : W(END_AFTER);
    return w >= 2 ? 2 : w > 0;
}


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

/* Turns of the seat's own to gather `n` items from an action space of strength `strength`. */
static int turns_for(int n, int strength)
{
    return n <= 0 ? 0 : (n + strength - 1) / strength;
}

/* The strength an action space will have when the seat gets to it: the dice on it now, or a typical
 * roll's when it is empty (the dice are rolled again next round). */
static int strength_of(const uint8_t dice[7], int space)
{
    int s = dice ? dice[space] : 0;
    int typical = (int)W(CAFE_STRENGTH);
    return s > 0 ? s : typical > 0 ? typical : 1;
}

/* What the seat still has to plan its guests with; each guest planned uses its share up. */
typedef struct cafe_pools {
    int kitchen[GAH_ITEM_COUNT];
    int money;
    int rooms[GAH_COLOUR_COUNT];
} cafe_pools;

/* A guest's plan: the seat's turns its order still needs. Its missing items come first from the kitchen,
 * the rest from the dishes (space 1) and drinks (space 2) at their strength; serving costs a krone per
 * gah_rules.serve_per_krone moves, and a purse too thin costs a krone turn (space 4); without a vacant
 * room of its colour (green: any) it costs a turn to prepare one. */
static int cafe_plan_turns(const gah_guest_card *g, const gah_table *table, const uint8_t dice[7], cafe_pools *pool)
{
    int dishes = 0, drinks = 0, missing = 0;
    for (int i = 0; i < GAH_ITEM_COUNT; i++) {
        int want = g->order[i] - table->placed[i];
        if (want <= 0) continue;
        missing += want;
        int have = pool->kitchen[i] < want ? pool->kitchen[i] : want;
        pool->kitchen[i] -= have;
        if (i == GAH_ITEM_STRUDEL || i == GAH_ITEM_CAKE) dishes += want - have;
        else drinks += want - have;
    }
    int turns = turns_for(dishes, strength_of(dice, 1)) + turns_for(drinks, strength_of(dice, 2));
    int per_krone = gah_rules.serve_per_krone ? gah_rules.serve_per_krone : 1;
    pool->money -= (missing + per_krone - 1) / per_krone;
    if (pool->money < 0) turns++, pool->money += strength_of(dice, 4);
    int colour = g->colour < GAH_COLOUR_COUNT ? g->colour : 0, *room = NULL;
    if (g->colour == GAH_COLOUR_GREEN) {
        for (int c = 0; c < GAH_COLOUR_COUNT && !room; c++)
            if (c != GAH_COLOUR_GREEN && pool->rooms[c] > 0) room = &pool->rooms[c];
    } else if (pool->rooms[colour] > 0)
        room = &pool->rooms[colour];
    if (room) (*room)--;
    else turns++;
    return turns;
}

/* The projected score counts every café guest as the end-of-game penalty; while rounds are left a guest
 * is rather a promise: its VP, its reward and the room it will fill, times the chance it is served. That
 * chance (weight CAFE_PLAN = 1) compares the seat's turns left, two a round, with the turns the guest's
 * plan needs (cafe_plan_turns); with CAFE_PLAN = 0 it is the old flat "three items a round". `dice` (may
 * be NULL) are the dice on the action spaces now. */
static double cafe_value(const gah_player *p, const uint8_t dice[7], double left, int vacant_of_colour[GAH_COLOUR_COUNT],
                         double promise_share)
{
    double v = 0;
    cafe_pools pool = {.money = p->money};
    for (int i = 0; i < GAH_ITEM_COUNT; i++) pool.kitchen[i] = p->kitchen[i];
    for (int c = 0; c < GAH_COLOUR_COUNT; c++) pool.rooms[c] = vacant_of_colour[c];
    for (int t = 0; t < GAH_CAFE_TABLES; t++) {
        const gah_guest_card *g = p->cafe[t].guest ? gah_guest_by_id(p->cafe[t].guest) : NULL;
        if (!g) continue;
        int placed = 0;
        for (int i = 0; i < GAH_ITEM_COUNT; i++) placed += p->cafe[t].placed[i];
        int missing = g->order_total - placed;
        double progress = g->order_total ? (double)placed / g->order_total : 1.0;
        double chance;
        if (W(CAFE_PLAN) > 0) {
            int turns = cafe_plan_turns(g, &p->cafe[t], dice, &pool);
            double avail = 2.0 * left;
            chance = turns <= 0 ? 1.0 : avail / (avail + turns * W(CAFE_TURN));
        } else /* Roughly three items a round come in: the chance that the rest arrives before the end. */
            chance = missing <= 0 ? 1.0 : left * W(CAFE_RATE) / (left * W(CAFE_RATE) + missing * 1.5);
        /* A green guest takes a room of any colour. */
        int rooms = g->colour == GAH_COLOUR_GREEN ? vacant_of_colour[GAH_COLOUR_BLUE] + vacant_of_colour[GAH_COLOUR_RED] +
                                                       vacant_of_colour[GAH_COLOUR_YELLOW]
                  : g->colour < GAH_COLOUR_COUNT ? vacant_of_colour[g->colour] : 0;
        double room = rooms > 0 ? W(CAFE_ROOM) : 0.0;
        /* Its VP, its reward (a few points' worth) and the room it fills. */
        double reward = W(REWARD_EFFECTS) > 0 ? W(REWARD_EFFECTS) * gah_ai_reward_value(g) : W(CAFE_REWARD);
        double promise = g->vp + reward + room;
        /* A fully served guest is worth a little less than moving it into its room, so it is moved. */
        if (W(CAFE_ITEM_COST) > 0) /* the whole promise once served, less what the rest of the order costs */
            v += (gah_rules.cafe_penalty_vp + promise) * chance - missing * W(CAFE_ITEM_COST);
        else
            v += gah_rules.cafe_penalty_vp * chance + promise_share * promise * chance * (W(CAFE_BASE) + W(CAFE_PROGRESS) * progress);
    }
    return v;
}

/* With the pipeline added at `pipeline_share` (PIPE_BLEND 2) a guest's promise is shared with it, so a guest
 * served and waiting is never worth more than moving it in (added whole, it was, and medium left served
 * guests in the café). */
static double promise_share(double pipeline_share)
{
    return pipeline_share > 0 && W(PIPE_BLEND) == 2 ? 1.0 - pipeline_share : 1.0;
}

double gah_ai_cafe_value(const gah_player *p, const uint8_t dice[7], double left, int vacant_of_colour[GAH_COLOUR_COUNT])
{
    return cafe_value(p, dice, left, vacant_of_colour, promise_share(W(PIPE_ADD)));
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
        /* The tile drawn for this scoring (EMPEROR_TILES, the fifth pass), else a typical reward and penalty. */
        double reward = W(EMPEROR_TILES) > 0 ? W(EMPEROR_TILES) * gah_ai_emperor_reward(st, p, i) : W(EMPEROR_REWARD);
        double penalty = W(EMPEROR_TILES) > 0 ? W(EMPEROR_TILES) * gah_ai_emperor_penalty(st, p, i) : W(EMPEROR_PENALTY);
        double outcome = after >= gah_rules.emperor_reward_min ? reward : after <= 0 ? -penalty : 0.0;
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

/* Rooms: a vacant room will give its floor's VP once a guest moves in, and a colour group part
 * occupied is on its way to the occupancy bonus (VP, krone or Emperor steps by its colour). */
static double group_value(const gah_state *st, int seat, const gah_player *p, const gah_hotel_layout *h, double share)
{
    (void)st, (void)seat;
    double v = 0;
    int occupied[GAH_HOTEL_GROUPS] = {0}, vacant[GAH_HOTEL_GROUPS] = {0};
    for (int r = 0; r < GAH_HOTEL_ROOMS; r++) {
        int g = h->group[r] < GAH_HOTEL_GROUPS ? h->group[r] : 0;
        if (p->room[r] == GAH_ROOM_OCCUPIED) occupied[g]++;
        else if (p->room[r] == GAH_ROOM_VACANT) vacant[g]++, v += W(VACANT_FLOOR) * gah_rules.floor_vp[r / 5];
    }
    for (int g = 0; g < GAH_HOTEL_GROUPS; g++) {
        int size = h->group_size[g];
        if (!size || size > 4 || (p->bonus_paid & (1u << g)) || !(occupied[g] + vacant[g])) continue;
        int colour = h->group_colour[g];
        double bonus = colour == GAH_COLOUR_BLUE ? gah_rules.bonus_blue_vp[size - 1]
                     : colour == GAH_COLOUR_RED ? gah_rules.bonus_red_krone[size - 1] * W(BONUS_KRONE)
                                                : gah_rules.bonus_yellow_emperor[size - 1];
        double done = (occupied[g] + W(GROUP_VACANT) * vacant[g]) / size;
        v += W(GROUP) * bonus * done * done * (0.5 + 0.5 * share);
    }
    return v;
}

/* Adds x to term k of `t` (the hints' split of the judgement; NULL while playing). */
static void term(double *t, int k, double x)
{
    if (t) t[k] += x;
}

/* Staff cards one by one (STAFF_CARDS, issue #35; staff_value.c): each card in play at what it will still earn,
 * each card in hand at a base price plus a share of what playing it would bring less its price. */
static double staff_by_card(const gah_state *st, int seat, const gah_player *p, double *t)
{
    const ai_staff_weights sw = {W(STAFF_FACE), W(STAFF_MAX_DIE), W(STAFF_KRONE), W(STAFF_OPPORTUNITY)};
    int round = st->round ? st->round : 1;
    double v = 0;
    for (int i = 0; i < p->hand_count; i++) {
        const gah_staff_card *c = gah_staff_by_id(p->hand[i]);
        if (!c) continue;
        double x = W(HAND) + W(HAND_OPTION) * gah_ai_staff_in_hand(st, seat, c, round, &sw);
        int slot = gah_ai_staff_slot(c->id);
        term(t, slot >= 0 ? slot : AI_TERM_STAFF, W(STAFF_CARDS) * x);
        v += x;
    }
    for (int i = 0; i < p->display_count; i++) {
        const gah_staff_card *c = gah_staff_by_id(p->display[i]);
        if (!c) continue;
        double x = gah_ai_staff_future(st, seat, c, round, p->display_used[i] != 0, &sw);
        int slot = gah_ai_staff_slot(c->id);
        term(t, slot >= 0 ? slot : AI_TERM_STAFF, W(STAFF_CARDS) * x);
        v += x;
    }
    return W(STAFF_CARDS) * v;
}

/* Staff cards by their type (STAFF_CARDS 0, the judgement before issue #35): any card in hand a few points early
 * in the game, any card in play that acts every round the same points a round left. */
static void staff_by_type(const gah_player *p, double left, double share, double *v, double *t)
{
    *v += p->hand_count * (W(HAND) + W(HAND_EARLY) * share);
    for (int i = 0; t && i < p->hand_count; i++) {
        int slot = gah_ai_staff_slot(p->hand[i]);
        term(t, slot >= 0 ? slot : AI_TERM_STAFF, W(HAND) + W(HAND_EARLY) * share);
    }
    for (int i = 0; i < p->display_count; i++) {
        const gah_staff_card *c = gah_staff_by_id(p->display[i]);
        if (c && (c->type == GAH_STAFF_PERMANENT || c->type == GAH_STAFF_ROUND)) {
            *v += W(STAFF_ROUND) * left;
            int slot = gah_ai_staff_slot(c->id);
            term(t, slot >= 0 ? slot : AI_TERM_STAFF, W(STAFF_ROUND) * left);
        }
    }
}

/* The heuristic given the seat's projected score; `t` (may be NULL) gets its terms (AI_TERM_). */
static double heuristic(const gah_state *st, int seat, int projected, bool own, const double progress[3], double *t)
{
    const gah_player *p = &st->player[seat];
    double v = projected;
    term(t, AI_TERM_SCORED, projected);
    if (st->phase == GAH_PHASE_OVER) return v;
    double left = rounds_left(st);
    double share = left / gah_rules.rounds; /* 1 at the start, 0 at the end */
    if (gah_seat_is_automa(st, seat)) return v + emperor_value(st, p); /* its own engine plays the rest */
    gah_player virt;
    int pending[GAH_ITEM_COUNT];
    gah_ai_place_pending(st, seat, &virt, pending);
    p = &virt;

    /* The projected score counts krone and items one point each as leftovers; while rounds are left
     * they are rather what guests, rooms and staff are bought with, and an item on a guest's order is
     * worth more than one in the kitchen, so the café gets served. */
    int wanted[GAH_ITEM_COUNT];
    wanted_items(p, wanted);
    double items = 0;
    const gah_hotel_layout *h = &gah_hotels[p->hotel];
    int vacant_of_colour[GAH_COLOUR_COUNT] = {0};
    int vacant = 0;
    for (int r = 0; r < GAH_HOTEL_ROOMS; r++)
        if (p->room[r] == GAH_ROOM_VACANT) vacant++, vacant_of_colour[h->colour[r] < GAH_COLOUR_COUNT ? h->colour[r] : 0]++;
    /* The pipeline is the judged seat's own plan (the other seats' cafés keep the plain value: planning theirs
     * changed nothing measurable). Against an automa it weighs more and a turn is dearer (docs/ai.md, the third
     * pass: between people the same weights cost medium points against greedy). */
    bool solo = st->params.automa != GAH_AUTOMA_NONE;
    double pipeline_share = own ? (solo ? W(SOLO_PIPE_ADD) : W(PIPE_ADD)) : 0.0;
    const ai_pipeline_weights pw = {solo ? W(SOLO_TURN_VP) : W(TURN_VP), W(PIPE_KRONE), W(PIPE_SURE), W(PIPE_ROOM),
                                    W(PIPE_STRENGTH), W(PIPE_SHARE), W(QUEUE_PLAN)};
    /* As the whole café value (PIPELINE), the kitchen's items the plan serves are worth the turns they save
     * (in its value); the rest are spares. */
    int planned_items = 0;
    double cafe;
    if (W(PIPELINE) > 0) {
        cafe = W(PIPELINE) * gah_ai_pipeline_value(st, seat, &pw, vacant_of_colour, &planned_items);
    } else {
        cafe = cafe_value(p, st->dice, left, vacant_of_colour, promise_share(pipeline_share));
        if (pipeline_share > 0) {
            double plan = gah_ai_pipeline_value(st, seat, &pw, vacant_of_colour, NULL);
            cafe = W(PIPE_BLEND) == 1 ? (1.0 - pipeline_share) * cafe + pipeline_share * plan : cafe + pipeline_share * plan;
        }
    }
    for (int i = 0; i < GAH_ITEM_COUNT; i++) {
        int have = p->kitchen[i] + pending[i];
        int useful = have < wanted[i] ? have : wanted[i];
        v -= p->kitchen[i];
        term(t, AI_TERM_KITCHEN, -p->kitchen[i]);
        if (W(PIPELINE) > 0) useful = 0;
        items += useful * (1.0 - W(ITEM_WANTED) * share) + (have - useful) * (1.0 - W(ITEM_SPARE) * share);
    }
    if (W(PIPELINE) > 0) items -= planned_items * (1.0 - W(ITEM_SPARE) * share) * W(PIPE_ITEM);
    term(t, AI_TERM_KITCHEN, items - p->money * W(MONEY) * share);
    double waltz = waltz_value(st, seat, share);
    term(t, AI_TERM_WALTZ, waltz);
    items += waltz;
    v += items - p->money * W(MONEY) * share;
    /* The fifth pass: krone the plan spends (its serving, rooms and queue guests, and the cheapest staff card
     * in hand) are worth more than their leftover point, so the die's krone/Emperor split takes krone when
     * the plan is short of them. */
    if (own && W(KRONE_NEED) > 0) {
        int need = gah_ai_plan_krone(st, seat, &pw, vacant_of_colour, W(KRONE_NEED_FULL) > 0);
        if (W(KRONE_NEED_STAFF) > 0) need += gah_ai_staff_krone(st, seat, W(PIPE_STRENGTH));
        v += W(KRONE_NEED) * (p->money < need ? p->money : need);
        term(t, AI_TERM_KITCHEN, W(KRONE_NEED) * (p->money < need ? p->money : need));
    }
    /* The first few krone buy the next guest, room or serving: without them the hotel stalls. */
    v += W(MONEY_LOW) * (p->money < W(MONEY_CAP) ? p->money : W(MONEY_CAP)) * share;
    term(t, AI_TERM_KITCHEN, W(MONEY_LOW) * (p->money < W(MONEY_CAP) ? p->money : W(MONEY_CAP)) * share);

    double groups = group_value(st, seat, p, h, share);
    v += vacant * (W(VACANT) + W(VACANT_EARLY) * share);
    v += groups;
    v += cafe;
    term(t, AI_TERM_ROOMS, vacant * (W(VACANT) + W(VACANT_EARLY) * share) + groups);
    term(t, AI_TERM_CAFE, cafe);
    /* Open café tables are room for the next guests. */
    for (int k = 0, tables = gah_cafe_tables(st, seat); k < tables; k++) {
        v += !p->cafe[k].guest * W(OPEN_TABLE) * share;
        term(t, AI_TERM_CAFE, !p->cafe[k].guest * W(OPEN_TABLE) * share);
    }

    /* Staff: cards in hand may be played later; cards in play that act every round keep paying. */
    if (W(STAFF_CARDS) > 0) v += staff_by_card(st, seat, p, t);
    else staff_by_type(p, left, share, &v, t);
    double emperor = emperor_value(st, p), objectives = W(OBJECTIVE) * gah_ai_objectives_value_of(st, share, progress);
    v += emperor;
    v += objectives;
    term(t, AI_TERM_EMPEROR, emperor);
    term(t, AI_TERM_OBJECTIVES, objectives);
    /* Let's Waltz module 4: the key's holder chooses first from the next round's fresh roll, worth about a
     * die's step in strength (nothing after the last round). */
    if (st->startplayer.key_holder == seat + 1 && st->round < gah_rules.rounds) v += 1.5, term(t, AI_TERM_WALTZ, 1.5);
    return v;
}

/* The judgement: with LEARNED on, the learned value (value.c), which reads the heuristic as one of its features;
 * the automa plays by its cards, and its seat keeps the heuristic's plain outlook. */
static double evaluate(const gah_state *st, int seat, int projected, bool own)
{
    /* The heuristic returns before it looks at the objectives when the game is over and for the automa. */
    if (st->phase == GAH_PHASE_OVER || gah_seat_is_automa(st, seat)) return heuristic(st, seat, projected, own, NULL, NULL);
    double progress[3];
    gah_ai_objectives_progress(st, seat, progress);
    double h = heuristic(st, seat, projected, own, progress, NULL);
    return W(LEARNED) > 0 ? gah_ai_learned(st, seat, projected, h - projected, progress) : h;
}

int gah_ai_value_features(const gah_state *st, int seat, float x[AI_VALUE_FEATURES])
{
    int projected = gah_projected_score(st, seat, NULL);
    double progress[3];
    gah_ai_objectives_progress(st, seat, progress);
    memset(x, 0, sizeof(float) * AI_VALUE_FEATURES);
    int round = gah_ai_value_features_fixed(st, seat, heuristic(st, seat, projected, true, progress, NULL) - projected, progress, x);
    const gah_player *p = &st->player[seat];
    for (int i = 0; i < p->hand_count && i < GAH_HAND_MAX; i++) {
        int slot = gah_ai_staff_slot(p->hand[i]);
        if (slot >= 0) x[AI_VF_STAFF_HAND + slot] += 1;
    }
    for (int i = 0; i < p->display_count && i < GAH_DISPLAY_MAX; i++) {
        int slot = gah_ai_staff_slot(p->display[i]);
        if (slot >= 0) x[AI_VF_STAFF_PLAY + slot] += 1;
    }
    return round;
}

void gah_ai_evaluate_terms(const gah_state *st, int seat, double sign, double terms[AI_TERM_COUNT])
{
    double t[AI_TERM_COUNT] = {0};
    int projected = gah_projected_score(st, seat, NULL);
    double progress[3] = {-1, -1, -1};
    if (st->phase != GAH_PHASE_OVER && !gah_seat_is_automa(st, seat)) gah_ai_objectives_progress(st, seat, progress);
    heuristic(st, seat, projected, true, progress, t);
    if (W(LEARNED) > 0 && st->phase != GAH_PHASE_OVER && !gah_seat_is_automa(st, seat)) {
        /* The learned value: its features' terms, the heuristic's outlook shared out over the heuristic's own
         * terms by its weight. */
        float x[AI_VALUE_FEATURES];
        int round = gah_ai_value_features(st, seat, x);
        const float *w = gah_ai_value_weights() + (size_t)(round - 1) * AI_VALUE_FEATURES;
        double outlook = (double)w[AI_VALUE_OUTLOOK] / 10.0;
        for (int k = 0; k < AI_TERM_COUNT; k++) t[k] = k == AI_TERM_SCORED ? t[k] : outlook * t[k];
        for (int k = 0; k < AI_VALUE_FEATURES; k++)
            if (k != AI_VALUE_OUTLOOK) t[gah_ai_value_term(k)] += (double)w[k] * (double)x[k];
    }
    for (int k = 0; k < AI_TERM_COUNT; k++) terms[k] += sign * t[k];
}

double gah_ai_evaluate(const gah_state *st, int seat)
{
    return evaluate(st, seat, gah_projected_score(st, seat, NULL), true);
}

double gah_ai_relative(const gah_state *st, int seat)
{
    int projected[GAH_MAX_PLAYERS];
    gah_projected_scores(st, projected);
    double mine = evaluate(st, seat, projected[seat], true), best = -1e9;
    for (int s = 0; s < st->players; s++)
        if (s != seat) {
            double e = evaluate(st, s, projected[s], false);
            if (e > best) best = e;
        }
    return st->players > 1 ? mine - best : mine;
}

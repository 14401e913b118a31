/* The café as a pipeline counted in the seat's own turns (docs/ai.md, "The third pass": eval.c adds it to
 * the café value at PIPE_ADD, SOLO_PIPE_ADD against an automa; PIPELINE = 1 makes it the whole café value).
 * A guest in the café pays its promise (the end-of-game penalty avoided, its VP, its reward, the room it
 * fills) once three things are done: its missing dishes and drinks gathered, the krone to serve
 * them and to prepare its room found, and a vacant room of its colour ready. Each of those costs turns of
 * the seat's own (dishes and drinks at the strength of their action space, rooms at the room action's,
 * missing krone at the krone action's), and a turn is worth TURN_VP points whatever it is spent on.
 *
 * The guests are planned together, the cheapest first: items in the kitchen and vacant rooms are shared
 * out, the dishes, drinks and rooms of the whole plan are gathered in the same turns, and a guest joins the
 * plan only while its promise pays for the turns it adds and the plan still fits in the turns left. The
 * value is the plan's promises less its turns: every step of the chain (an item on the guest's order, a
 * krone towards serving it, a room of its colour prepared) is worth the turns it saves before the guest
 * pays, and a guest the seat cannot serve in the turns left is worth nothing (the projected score counts
 * its penalty). */
#include "internal.h"

#include <math.h>

/* The seat's own turns still to come: two a round, less the numbers of its turn-order tile already used
 * this round (a number is covered when the turn's die is taken). */
int gah_ai_turns_left(const gah_state *st, int seat)
{
    if (st->phase == GAH_PHASE_OVER) return 0;
    int round = st->round ? st->round : 1;
    int covered = st->player[seat].covered;
    int this_round = 2 - ((covered & 1) != 0) - ((covered & 2) != 0);
    int later = gah_rules.rounds - round;
    return this_round + 2 * (later > 0 ? later : 0);
}

/* The items the seat has received and not yet placed (the place-items prompt) go on its café guests' orders
 * for free, table by table; the rest go to the kitchen. A one-command look-ahead runs out of follow-up
 * prompts before it places them, so the judgement places them as the seat could (the fourth pass):
 * `virt` gets the seat's player with them on its guests, `rest` what is left for the kitchen. */
void gah_ai_place_pending(const gah_state *st, int seat, gah_player *virt, int rest[GAH_ITEM_COUNT])
{
    *virt = st->player[seat];
    for (int i = 0; i < GAH_ITEM_COUNT; i++) rest[i] = st->pending_seat == seat ? st->pending_items[i] : 0;
    if (!gah_ai_places_pending()) return;
    for (int t = 0; t < GAH_CAFE_TABLES; t++) {
        const gah_guest_card *g = virt->cafe[t].guest ? gah_guest_by_id(virt->cafe[t].guest) : NULL;
        if (!g) continue;
        for (int i = 0; i < GAH_ITEM_COUNT; i++) {
            int want = g->order[i] - virt->cafe[t].placed[i];
            int take = want < rest[i] ? want : rest[i];
            if (take <= 0) continue;
            virt->cafe[t].placed[i] += take;
            rest[i] -= take;
        }
    }
}

/* A guest's reward, in points: krone, items and VP at their face, Emperor steps a little less, the rest at
 * a typical worth. */
double gah_ai_reward_value(const gah_guest_card *g)
{
    double v = 0;
    for (int e = 0; e < g->effect_count; e++) {
        /* "free" (a room or a staff card at no cost) is worth about the largest discount. */
        int n = g->effects[e].amount == GAH_AMOUNT_FREE ? 3 : g->effects[e].amount;
        switch (g->effects[e].kind) {
        case GAH_FX_STRUDEL: case GAH_FX_CAKE: case GAH_FX_WINE: case GAH_FX_COFFEE: case GAH_FX_ITEM:
        case GAH_FX_KRONE: case GAH_FX_VP: v += n; break;
        case GAH_FX_ITEMS_ALL: v += 4 * n; break;
        case GAH_FX_EMPEROR: v += 0.8 * n; break;
        case GAH_FX_DRAW: v += 1.5 * n; break;
        case GAH_FX_ROOM: case GAH_FX_ROOM_LOW: v += 2.0 + 0.5 * n; break;
        case GAH_FX_ROOM_POOL: v += 1.5 * n; break;
        case GAH_FX_ROOM_OCCUPIED: case GAH_FX_ROOM_LOW_OCCUPIED: v += 4.0; break;
        case GAH_FX_OCCUPY: v += 2.5 * n; break;
        case GAH_FX_GUEST: v += 3.0; break;
        case GAH_FX_STAFF: case GAH_FX_DRAW3PLAY: v += 3.0 + 0.5 * n; break;
        default: v += 2.0; break;
        }
    }
    return v;
}

/* Where the plan stands: what is still to gather for the guests planned so far. */
typedef struct plan {
    int kitchen[GAH_ITEM_COUNT]; /* kitchen items not yet promised to a planned guest */
    int vacant[GAH_COLOUR_COUNT]; /* vacant rooms not yet promised */
    int dishes, drinks;          /* still to gather from action spaces 1 and 2 */
    int served;                  /* items to serve from the kitchen (krone) */
    int rooms;                   /* rooms to prepare */
    int room_krone;              /* what preparing them costs */
    int guest_krone;             /* what the queue guests planned for open tables cost */
} plan;

/* The cheapest floor cost of a room of `colour` the seat could prepare soon: an open space next to its
 * rooms, or one further off at a krone more (a room on the way). -1 when the hotel has no such space. */
static int room_price(const gah_player *p, const gah_hotel_layout *h, int colour)
{
    uint32_t built = 0;
    for (int r = 0; r < GAH_HOTEL_ROOMS; r++)
        if (p->room[r] != GAH_ROOM_EMPTY) built |= 1u << r;
    int best = -1;
    for (int r = 0; r < GAH_HOTEL_ROOMS; r++) {
        if (p->room[r] != GAH_ROOM_EMPTY) continue;
        if (colour != GAH_COLOUR_GREEN && h->colour[r] != colour) continue;
        int col = r % GAH_HOTEL_COLUMNS;
        bool open = !built ? r == 0
                           : (r >= GAH_HOTEL_COLUMNS && (built >> (r - GAH_HOTEL_COLUMNS) & 1)) ||
                                 (r + GAH_HOTEL_COLUMNS < GAH_HOTEL_ROOMS && (built >> (r + GAH_HOTEL_COLUMNS) & 1)) ||
                                 (col > 0 && (built >> (r - 1) & 1)) || (col < GAH_HOTEL_COLUMNS - 1 && (built >> (r + 1) & 1));
        int price = gah_rules.floor_costs[r / GAH_HOTEL_COLUMNS] + (open ? 0 : 1);
        if (best < 0 || price < best) best = price;
    }
    return best;
}

static double strength(const uint8_t dice[7], int space, double typical)
{
    double s = dice ? dice[space] : 0;
    return s > typical ? s : typical;
}

/* The plan's krone: serving from the kitchen and preparing rooms. */
static int plan_krone(const plan *pl)
{
    int per_krone = gah_rules.serve_per_krone ? gah_rules.serve_per_krone : 1;
    return (pl->served + per_krone - 1) / per_krone + pl->room_krone + pl->guest_krone;
}

/* The plan's turns: gathering, preparing rooms and, when the purse is short, fetching krone. */
static double plan_turns(const plan *pl, int money, const uint8_t dice[7], double typical)
{
    double turns = pl->dishes / strength(dice, 1, typical) + pl->drinks / strength(dice, 2, typical) +
                   pl->rooms / strength(dice, 3, typical);
    int krone = plan_krone(pl);
    if (krone > money) turns += (krone - money) / strength(dice, 4, typical);
    return turns;
}

/* Adds guest `g` at `table` to the plan. */
static void plan_add(plan *pl, const gah_player *p, const gah_hotel_layout *h, const gah_guest_card *g, const gah_table *table)
{
    for (int i = 0; i < GAH_ITEM_COUNT; i++) {
        int want = g->order[i] - table->placed[i];
        if (want <= 0) continue;
        int have = pl->kitchen[i] < want ? pl->kitchen[i] : want;
        pl->kitchen[i] -= have;
        pl->served += have;
        if (i == GAH_ITEM_STRUDEL || i == GAH_ITEM_CAKE) pl->dishes += want - have;
        else pl->drinks += want - have;
    }
    int colour = g->colour < GAH_COLOUR_COUNT ? g->colour : GAH_COLOUR_GREEN;
    int *room = NULL;
    if (colour == GAH_COLOUR_GREEN) {
        for (int c = 0; c < GAH_COLOUR_COUNT && !room; c++)
            if (c != GAH_COLOUR_GREEN && pl->vacant[c] > 0) room = &pl->vacant[c];
    } else if (pl->vacant[colour] > 0)
        room = &pl->vacant[colour];
    if (room) {
        (*room)--;
        return;
    }
    int price = room_price(p, h, colour);
    pl->rooms++;
    pl->room_krone += price < 0 ? 4 : price;
}

/* Guest `g` (at `table`, taken for `krone`) joined to the plan `pl` whose turns and krone cost `cost` points:
 * false when the plan would no longer fit the turns left; else `next` is the plan with it, `after` its cost
 * and `net` what the guest's promise pays beyond the turns and krone it adds. The café's guests and the
 * queue's are weighed alike. */
static bool plan_join(const gah_state *st, const gah_player *p, const gah_hotel_layout *h, const gah_guest_card *g,
                      const gah_table *table, int krone, const ai_pipeline_weights *w, double turns_left, const plan *pl,
                      double cost, plan *next, double *after, double *net)
{
    *next = *pl;
    plan_add(next, p, h, g, table);
    next->guest_krone += krone;
    double turns = plan_turns(next, p->money, st->dice, w->typical);
    if (turns > turns_left * w->share + 1e-9) return false;
    *after = w->turn_vp * turns + w->krone_vp * plan_krone(next);
    double promise = gah_rules.cafe_penalty_vp + g->vp + gah_ai_reward_value(g) + w->room_vp;
    *net = w->sure * promise - (*after - cost);
    return true;
}

/* The open café tables (the fourth pass): each is worth the queue guest the plan could still serve in the
 * turns left, less its price and the turns it adds, the best first (each queue guest fills one table). So
 * a guest is taken for the turns and the kitchen the seat has, and the krone for the next one count. */
static double queue_value(const gah_state *st, int seat, const gah_player *p, const ai_pipeline_weights *w, plan *pl, double cost,
                          double turns_left)
{
    const gah_hotel_layout *h = &gah_hotels[p->hotel];
    int open = 0;
    for (int t = 0, tables = gah_cafe_tables(st, seat); t < tables && t < GAH_CAFE_TABLES; t++) open += !p->cafe[t].guest;
    bool chosen[GAH_QUEUE] = {false};
    double value = 0;
    for (int k = 0; k < open; k++) {
        int best = -1;
        double best_net = 0, best_cost = 0;
        plan best_plan = *pl;
        for (int q = 0; q < GAH_QUEUE; q++) {
            const gah_guest_card *g = st->queue[q] && !chosen[q] ? gah_guest_by_id(st->queue[q]) : NULL;
            if (!g) continue;
            const gah_table empty = {0};
            plan next;
            double after, net;
            if (!plan_join(st, p, h, g, &empty, gah_queue_cost(st, seat, q + 1), w, turns_left, pl, cost, &next, &after, &net))
                continue;
            if (net > best_net) best = q, best_net = net, best_cost = after, best_plan = next;
        }
        if (best < 0) break;
        chosen[best] = true;
        value += best_net;
        cost = best_cost;
        *pl = best_plan;
    }
    return value;
}

/* The plan of the café's guests and then the queue's: its value, the kitchen items it serves and the krone it
 * spends (serving, rooms, the queue guests' prices). `money` is the purse the plan is built with. */
static double plan_value(const gah_state *st, int seat, const ai_pipeline_weights *w, const int vacant_of_colour[GAH_COLOUR_COUNT],
                         int money, int *kitchen_planned, int *krone_spent)
{
    gah_player virt;
    int rest[GAH_ITEM_COUNT];
    gah_ai_place_pending(st, seat, &virt, rest);
    virt.money = (int8_t)(money > 127 ? 127 : money);
    const gah_player *p = &virt;
    const gah_hotel_layout *h = &gah_hotels[p->hotel];
    double turns_left = gah_ai_turns_left(st, seat);
    plan pl = {0};
    for (int i = 0; i < GAH_ITEM_COUNT; i++) pl.kitchen[i] = p->kitchen[i] + rest[i];
    for (int c = 0; c < GAH_COLOUR_COUNT; c++) pl.vacant[c] = vacant_of_colour[c];

    bool planned[GAH_CAFE_TABLES] = {false};
    double value = 0, cost = 0;
    /* Greedily, the guest whose promise best pays for the turns it adds, while one does. */
    for (;;) {
        int best = -1;
        double best_net = 0, best_cost = 0;
        plan best_plan = pl;
        for (int t = 0; t < GAH_CAFE_TABLES; t++) {
            const gah_guest_card *g = p->cafe[t].guest ? gah_guest_by_id(p->cafe[t].guest) : NULL;
            if (!g || planned[t]) continue;
            plan next;
            double after, net;
            if (!plan_join(st, p, h, g, &p->cafe[t], 0, w, turns_left, &pl, cost, &next, &after, &net)) continue;
            if (net > best_net) best = t, best_net = net, best_cost = after, best_plan = next;
        }
        if (best < 0) break;
        planned[best] = true;
        value += best_net;
        cost = best_cost;
        pl = best_plan;
    }
    if (kitchen_planned) *kitchen_planned = pl.served;
    if (w->queue > 0) value += w->queue * queue_value(st, seat, p, w, &pl, cost, turns_left);
    if (krone_spent) *krone_spent = plan_krone(&pl);
    return value;
}

double gah_ai_pipeline_value(const gah_state *st, int seat, const ai_pipeline_weights *w, const int vacant_of_colour[GAH_COLOUR_COUNT],
                         int *kitchen_planned)
{
    return plan_value(st, seat, w, vacant_of_colour, st->player[seat].money, kitchen_planned, NULL);
}

int gah_ai_plan_krone(const gah_state *st, int seat, const ai_pipeline_weights *w, const int vacant_of_colour[GAH_COLOUR_COUNT], bool full_purse)
{
    int spent = 0;
    plan_value(st, seat, w, vacant_of_colour, full_purse ? 99 : st->player[seat].money, NULL, &spent);
    return spent;
}

int gah_ai_staff_krone(const gah_state *st, int seat, double typical)
{
    const gah_player *p = &st->player[seat];
    if (gah_ai_turns_left(st, seat) < 2) return 0;
    int best = -1;
    for (int i = 0; i < p->hand_count; i++) {
        const gah_staff_card *c = gah_staff_by_id(p->hand[i]);
        if (!c) continue;
        int price = c->cost - (int)typical;
        if (price < 0) price = 0;
        if (best < 0 || price < best) best = price;
    }
    return best < 0 ? 0 : best;
}

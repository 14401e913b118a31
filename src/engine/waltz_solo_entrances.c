/* Dinner for One with Let's Waltz module 3 (seed 002, "Module 3: Unique Hotels" of the solo rules): the
 * person's choice of one of three regular entrances, and the automa's four solo entrances (Hautel Couture,
 * Nine Stars Inn, Sushi Resort, Toll Bridge Hotel) with their set-up and ongoing effects. Entered only from
 * the hooks in waltz_solo_entrances.h and the two prompts below. Rulings from 801. */
#include "waltz_solo_entrances.h"

#include "prompts.h"

static int automa_seat(const gah_state *st)
{
    for (int s = 0; s < st->players; s++)
        if (gah_seat_is_automa(st, s)) return s;
    return GAH_AUTOMA_SEAT;
}

static void solo_event(gah_ctx *c, int seat, int effect, int cc, int d, int value)
{
    gah_ev_push_event(c, (gah_event){.type = GAH_EV_SOLO_EFFECT, .seat = (uint8_t)seat, .a = (int16_t)c->st->solo.kind,
                                 .b = (int16_t)effect, .c = (int16_t)cc, .d = (int16_t)d, .value = (int16_t)value});
}

/* ---- the person's entrance: keep one of three (prompt solo-entrance: choose N) ---- */

static const char *keep_refusal(const gah_state *st, int choice)
{
    if (choice < 1 || choice > gah_rules.solo_entrances_offer || choice > GAH_MAX_PLAYERS || !st->entrances.offer[choice - 1])
        REFUSE("Choose one of the hotel entrances drawn for you (1 to 3).");
    return NULL;
}

void gah_offer_solo_entrance(legal_out *l, gah_prompt pr)
{
    (void)pr;
    for (int k = 1; k <= gah_rules.solo_entrances_offer; k++) legal_offer_if(l, keep_refusal(l->st, k), GAH_CMD_CHOOSE, k, 0);
}

const char *gah_apply_solo_entrance(gah_ctx *c, int seat, gah_command cmd)
{
    gah_state *st = c->st;
    const char *why = keep_refusal(st, cmd.a);
    if (why) return why;
    gah_step_pop(st);
    int id = st->entrances.offer[cmd.a - 1];
    gah_entrances_keep(c, seat, id);
    /* The two left go back to the box. */
    memset(st->entrances.offer, 0, sizeof st->entrances.offer);
    return NULL;
}

/* ---- set-up ---- */

/* Hautel Couture: draw until three guests of 5-7 VP turn up; they sit in the automa's café, each with a
 * vacant room reserved for it; their orders and a filler make the item pool; every action space gets an
 * item. The queue is dealt again from the reshuffled rest. */
static void couture_room(gah_ctx *c, int seat, int table, int colour)
{
    gah_state *st = c->st;
    gah_player *a = &st->player[seat];
    /* From the top floor down, left to right; a green guest takes the first free space of any colour. */
    for (int f = GAH_HOTEL_FLOORS - 1; f >= 0; f--)
        for (int col = 0; col < GAH_HOTEL_COLUMNS; col++) {
            int r = f * GAH_HOTEL_COLUMNS + col, rc = gah_room_colour(st, seat, r);
            if (a->room[r] != GAH_ROOM_EMPTY || !st->rooms_left[rc] || (colour != GAH_COLOUR_GREEN && rc != colour)) continue;
            gah_room_prepare(c, seat, r, 0); /* the room's VP icon scores as it is covered, as for anyone (ruling 803) */
            st->solo.reserved[table] = (uint8_t)(r + 1);
            return;
        }
}

static int pool_total(const gah_state *st)
{
    int n = 0;
    for (int i = 0; i < GAH_ITEM_COUNT; i++) n += st->solo.pool[i];
    return n;
}

/* One item at random from the pool onto action space `space` (nothing when the pool is empty). */
static void lay_item(gah_ctx *c, int space)
{
    gah_state *st = c->st;
    int total = pool_total(st);
    if (!total || st->solo.space_item[space]) return;
    int pick = gah_rng_below(st, total), item = 0;
    while (pick >= st->solo.pool[item]) pick -= st->solo.pool[item++];
    st->solo.pool[item]--;
    st->solo.space_item[space] = (uint8_t)(item + 1);
    solo_event(c, automa_seat(st), GAH_SOLO_FX_ITEM_LAID, space, item, 0);
}

static void couture_setup(gah_ctx *c, int seat)
{
    gah_state *st = c->st;
    for (int q = 0; q < GAH_QUEUE; q++)
        if (st->queue[q]) st->guest_deck[st->guest_deck_count++] = st->queue[q], st->queue[q] = 0;
    gah_rng_shuffle(st, st->guest_deck, st->guest_deck_count);
    uint8_t aside[GAH_GUEST_DECK_MAX];
    int aside_count = 0, found = 0;
    int want = gah_rules.solo_couture_guests < GAH_CAFE_TABLES_BASE ? gah_rules.solo_couture_guests : GAH_CAFE_TABLES_BASE;
    while (found < want && st->guest_deck_count) {
        uint8_t g = st->guest_deck[--st->guest_deck_count];
        const gah_guest_card *card = gah_guest_by_id(g);
        if (card && card->vp >= gah_rules.solo_couture_guest_vp[0] && card->vp <= gah_rules.solo_couture_guest_vp[1]) {
            st->player[seat].cafe[found] = (gah_table){.guest = g};
            for (int i = 0; i < GAH_ITEM_COUNT; i++) st->solo.pool[i] = (uint8_t)(st->solo.pool[i] + card->order[i]);
            found++;
        } else {
            aside[aside_count++] = g;
        }
    }
    for (int t = 0; t < found; t++) couture_room(c, seat, t, gah_guest_by_id(st->player[seat].cafe[t].guest)->colour);
    memcpy(st->guest_deck + st->guest_deck_count, aside, (size_t)aside_count);
    st->guest_deck_count = (uint8_t)(st->guest_deck_count + aside_count);
    gah_rng_shuffle(st, st->guest_deck, st->guest_deck_count);
    gah_queue_fill(c);
    /* The pool: the three orders, filled up strudel, cake, wine, coffee, strudel... */
    static const uint8_t filler[4] = {GAH_ITEM_STRUDEL, GAH_ITEM_CAKE, GAH_ITEM_WINE, GAH_ITEM_COFFEE};
    for (int k = 0; pool_total(st) < gah_rules.solo_couture_pool; k++) st->solo.pool[filler[k % 4]]++;
    for (int space = 1; space <= 6; space++) lay_item(c, space);
}

/* Nine Stars Inn: an objective card not in play (nor among Ninas Melange's, drawn before) marks the track. */
static void stars_setup(gah_state *st)
{
    uint8_t ids[32];
    int n = 0;
    for (int i = 0; i < gah_objective_count && n < 32; i++) {
        const gah_objective_card *o = &gah_objectives[i];
        if (!gah_card_in_play(st, o->module) || !gah_variant_objective_in_play(st, o)) continue;
        bool used = false;
        for (int k = 0; k < 3; k++) used |= st->objectives[k] == o->id || st->entrances.ninas_objectives[k] == o->id;
        if (!used) ids[n++] = (uint8_t)o->id;
    }
    st->solo.stars_objective = n ? ids[gah_rng_below(st, n)] : 0;
}

void gah_solo_entrances_setup(gah_ctx *c)
{
    gah_state *st = c->st;
    int automa = automa_seat(st);
    for (int s = 0; s < st->players; s++) {
        if (s == automa) continue;
        st->player[s].money = (int8_t)gah_rules.solo_entrances_start_money;
        gah_step_push(st, (gah_step){.kind = GAH_PROMPT_SOLO_ENTRANCE, .seat = (uint8_t)s});
    }
    int kind = st->params.solo_entrance;
    if (kind <= GAH_SOLO_NONE || kind >= GAH_SOLO_ENTRANCE_COUNT) kind = 1 + gah_rng_below(st, GAH_SOLO_ENTRANCE_COUNT - 1);
    st->solo.kind = (uint8_t)kind;
    gah_ev_push(c, GAH_EV_SOLO_ENTRANCE, automa, kind, 0, 0, 0);
    switch (kind) {
    case GAH_SOLO_HAUTEL_COUTURE: couture_setup(c, automa); break;
    case GAH_SOLO_NINE_STARS: stars_setup(st); break;
    case GAH_SOLO_SUSHI: st->solo.sushi_rooms = (uint8_t)((1u << GAH_SOLO_SUSHI_TOKENS) - 1); break;
    default: break; /* Toll Bridge Hotel: nothing to set up */
    }
}

/* ---- Hautel Couture ---- */

void gah_solo_entrances_begin_round(gah_ctx *c)
{
    if (!SOLO_ENTRANCE_IS(c->st, GAH_SOLO_HAUTEL_COUTURE)) return;
    for (int space = 1; space <= 6; space++) lay_item(c, space);
}

/* The automa's tables whose guest still wants `item`, as bits (bit t: table t+1). */
static unsigned couture_targets(const gah_state *st, int item)
{
    int seat = automa_seat(st);
    unsigned m = 0;
    for (int t = 0; t < GAH_CAFE_TABLES; t++)
        if (gah_guest_needs(st, seat, t, item)) m |= 1u << t;
    return m;
}

/* The item goes onto the guest at `table` (1..4); a complete order scores and the guest moves in. */
static void couture_give(gah_ctx *c, int space, int item, int table)
{
    gah_state *st = c->st;
    int seat = automa_seat(st);
    gah_table *t = &st->player[seat].cafe[table - 1];
    t->placed[item]++;
    solo_event(c, seat, GAH_SOLO_FX_ITEM_GIVEN, space, item, table);
    if (!gah_guest_complete(st, seat, table - 1)) return;
    const gah_guest_card *g = gah_guest_by_id(t->guest);
    int room = st->solo.reserved[table - 1] - 1;
    int vp = g ? g->vp : 0;
    solo_event(c, seat, GAH_SOLO_FX_COUTURE_GUEST, t->guest, room, vp);
    gah_gain_vp(c, seat, vp, GAH_VP_GUESTS);
    /* No reward and no occupancy bonus, as for every guest of the automa (seed 002). */
    if (room >= 0 && st->player[seat].room[room] == GAH_ROOM_VACANT) {
        st->player[seat].room[room] = GAH_ROOM_OCCUPIED;
        gah_ev_push(c, GAH_EV_GUEST_MOVED, seat, t->guest, table, room, 0);
    }
    st->guest_discard[st->guest_discard_count++] = t->guest;
    *t = (gah_table){0};
    st->solo.reserved[table - 1] = 0;
}

static const char *couture_refusal(const gah_state *st, int item, int table)
{
    if (table < 1 || table > GAH_CAFE_TABLES || !(couture_targets(st, item) & (1u << (table - 1))))
        REFUSE("Choose one of the automa's guests who still wants this item.");
    return NULL;
}

void gah_offer_couture_item(legal_out *l, gah_prompt pr)
{
    for (int t = 1; t <= GAH_CAFE_TABLES; t++) legal_offer_if(l, couture_refusal(l->st, pr.amount, t), GAH_CMD_CHOOSE, t, 0);
}

const char *gah_apply_couture_item(gah_ctx *c, int seat, gah_command cmd)
{
    (void)seat;
    gah_state *st = c->st;
    int item = gah_step_top(st)->amount, space = gah_step_top(st)->extra;
    const char *why = couture_refusal(st, item, cmd.a);
    if (why) return why;
    gah_step_pop(st);
    couture_give(c, space, item, cmd.a);
    return NULL;
}

static void couture_die_taken(gah_ctx *c, int seat, int space)
{
    gah_state *st = c->st;
    int item = st->solo.space_item[space] - 1;
    if (item < 0) return;
    st->solo.space_item[space] = 0;
    unsigned targets = couture_targets(st, item);
    if (!targets) { /* nobody wants it: back to the supply, not to the pool */
        solo_event(c, automa_seat(st), GAH_SOLO_FX_ITEM_RETURNED, space, item, 0);
        return;
    }
    if (!(targets & (targets - 1))) { /* one guest wants it: no choice to make */
        int t = 0;
        while (!(targets & (1u << t))) t++;
        couture_give(c, space, item, t + 1);
        return;
    }
    gah_step_push(st, (gah_step){.kind = GAH_PROMPT_COUTURE_ITEM, .seat = (uint8_t)seat, .amount = (int8_t)item, .extra = (int8_t)space});
}

bool gah_solo_entrances_no_cafe_penalty(const gah_state *st, int seat)
{
    return SOLO_ENTRANCE_IS(st, GAH_SOLO_HAUTEL_COUTURE) && gah_seat_is_automa(st, seat);
}

/* ---- Nine Stars Inn ---- */

void gah_solo_entrances_on_automa_objective(gah_ctx *c)
{
    gah_state *st = c->st;
    if (!SOLO_ENTRANCE_IS(st, GAH_SOLO_NINE_STARS) || st->solo.stars >= GAH_SOLO_STARS_MAX) return;
    st->solo.stars++;
    solo_event(c, automa_seat(st), GAH_SOLO_FX_STAR_ADDED, 0, 0, st->solo.stars);
}

void gah_solo_entrances_on_occupied(gah_ctx *c, int seat, int room)
{
    gah_state *st = c->st;
    if (!SOLO_ENTRANCE_IS(st, GAH_SOLO_NINE_STARS) || gah_seat_is_automa(st, seat)) return;
    const gah_player *p = &st->player[seat];
    int floor = room / GAH_HOTEL_COLUMNS, column = room % GAH_HOTEL_COLUMNS;
    bool full_floor = true, full_column = true;
    for (int k = 0; k < GAH_HOTEL_COLUMNS; k++) full_floor &= p->room[floor * GAH_HOTEL_COLUMNS + k] == GAH_ROOM_OCCUPIED;
    for (int f = 0; f < GAH_HOTEL_FLOORS; f++) full_column &= p->room[f * GAH_HOTEL_COLUMNS + column] == GAH_ROOM_OCCUPIED;
    /* Each floor and column counts once a game, like a group's bonus (ruling 804). */
    for (int what = 0; what < 2; what++) {
        uint8_t *done = what ? &st->solo.person_columns : &st->solo.person_floors;
        int which = what ? column : floor;
        if (!(what ? full_column : full_floor) || (*done & (1u << which))) continue;
        *done = (uint8_t)(*done | 1u << which);
        if (!st->solo.stars) continue;
        st->solo.stars--;
        solo_event(c, seat, GAH_SOLO_FX_STAR_REMOVED, what, which, st->solo.stars);
    }
}

int gah_solo_stars_vp(const gah_state *st)
{
    if (!SOLO_ENTRANCE_IS(st, GAH_SOLO_NINE_STARS) || !st->solo.stars) return 0;
    int row = (st->solo.stars - 1) / 3; /* tokens 1-3 in the top row, 4-6 the middle, 7-9 the bottom */
    return gah_rules.solo_stars_vp[row < 3 ? row : 2];
}

void gah_solo_entrances_emperor_scoring(gah_ctx *c)
{
    gah_state *st = c->st;
    int vp = gah_solo_stars_vp(st);
    if (!vp) return;
    int seat = automa_seat(st);
    solo_event(c, seat, GAH_SOLO_FX_STARS_SCORED, 0, 0, vp);
    gah_gain_vp(c, seat, vp, GAH_VP_OBJECTIVES);
}

/* ---- Sushi Resort ---- */

static int guest_tokens(const gah_state *st, int guest)
{
    int n = 0;
    for (int k = 0; k < GAH_SOLO_SUSHI_TOKENS && guest; k++) n += st->solo.sushi_guests[k] == guest;
    return n;
}

/* The tokens on `guest` go back to the supply; returns how many there were. */
static int tokens_back(gah_state *st, int guest)
{
    int n = 0;
    for (int k = 0; k < GAH_SOLO_SUSHI_TOKENS && guest; k++)
        if (st->solo.sushi_guests[k] == guest) st->solo.sushi_guests[k] = 0, n++;
    return n;
}

int gah_solo_entrances_guest_krone(const gah_state *st, int seat, int index)
{
    if (!SOLO_ENTRANCE_IS(st, GAH_SOLO_SUSHI) || gah_seat_is_automa(st, seat) || index < 0 || index >= GAH_QUEUE) return 0;
    return guest_tokens(st, st->queue[index]) * gah_rules.solo_sushi_krone;
}

void gah_solo_entrances_on_guest_taken(gah_ctx *c, int seat, int guest)
{
    gah_state *st = c->st;
    if (!SOLO_ENTRANCE_IS(st, GAH_SOLO_SUSHI) || gah_seat_is_automa(st, seat)) return;
    int n = tokens_back(st, guest);
    if (n) solo_event(c, seat, GAH_SOLO_FX_SUSHI_PAID, guest, 0, n * gah_rules.solo_sushi_krone);
}

void gah_solo_entrances_on_automa_guest(gah_ctx *c, int index)
{
    gah_state *st = c->st;
    if (!SOLO_ENTRANCE_IS(st, GAH_SOLO_SUSHI) || index < 0 || index >= GAH_QUEUE) return;
    int guest = st->queue[index], n = tokens_back(st, guest), seat = automa_seat(st);
    if (!n) return;
    solo_event(c, seat, GAH_SOLO_FX_SUSHI_TAKEN, guest, 0, n * gah_rules.solo_sushi_vp);
    gah_gain_vp(c, seat, n * gah_rules.solo_sushi_vp, GAH_VP_GUESTS);
}

void gah_solo_entrances_on_automa_room(gah_ctx *c, int room)
{
    gah_state *st = c->st;
    if (!SOLO_ENTRANCE_IS(st, GAH_SOLO_SUSHI)) return;
    for (int k = 0; k < GAH_SOLO_SUSHI_TOKENS; k++) {
        if (gah_rules.solo_sushi_rooms[k] != room || !(st->solo.sushi_rooms & (1u << k))) continue;
        st->solo.sushi_rooms = (uint8_t)(st->solo.sushi_rooms & ~(1u << k));
        int guest = st->queue[0];
        if (!guest) return; /* an empty deck left no guest to carry it: back to the supply */
        for (int slot = 0; slot < GAH_SOLO_SUSHI_TOKENS; slot++)
            if (!st->solo.sushi_guests[slot]) {
                st->solo.sushi_guests[slot] = (uint8_t)guest;
                break;
            }
        solo_event(c, automa_seat(st), GAH_SOLO_FX_SUSHI_TOKEN, guest, room, 0);
        return;
    }
}

bool gah_solo_entrances_shift_off(gah_ctx *c, int guest)
{
    gah_state *st = c->st;
    if (!SOLO_ENTRANCE_IS(st, GAH_SOLO_SUSHI)) return false;
    int n = tokens_back(st, guest), seat = automa_seat(st);
    if (!n) return false;
    solo_event(c, seat, GAH_SOLO_FX_SUSHI_SHIFTED, guest, 0, n * gah_rules.solo_sushi_vp);
    gah_gain_vp(c, seat, n * gah_rules.solo_sushi_vp, GAH_VP_GUESTS);
    return true;
}

/* ---- Toll Bridge Hotel ---- */

void gah_solo_entrances_on_automa_die(gah_ctx *c, int value)
{
    gah_state *st = c->st;
    if (!SOLO_ENTRANCE_IS(st, GAH_SOLO_TOLL_BRIDGE) || value < 1 || value > 6) return;
    st->solo.tolls[value]++;
    solo_event(c, automa_seat(st), GAH_SOLO_FX_TOLL_LEFT, value, 0, st->solo.tolls[value]);
}

bool gah_solo_entrances_toll_waived(const gah_state *st, int seat)
{
    if (!SOLO_ENTRANCE_IS(st, GAH_SOLO_TOLL_BRIDGE) || st->player[seat].money > 0) return false;
    for (int v = 1; v <= 6; v++)
        if (st->dice[v] && !st->solo.tolls[v]) return false;
    return true;
}

static void toll_used(gah_ctx *c, int seat, int space, bool paid)
{
    gah_state *st = c->st;
    if (!SOLO_ENTRANCE_IS(st, GAH_SOLO_TOLL_BRIDGE) || !st->solo.tolls[space]) return;
    if (paid) {
        solo_event(c, seat, GAH_SOLO_FX_TOLL_PAID, space, 0, gah_rules.solo_toll_krone);
    } else {
        solo_event(c, seat, GAH_SOLO_FX_TOLL_ESCAPE, space, 0, -gah_rules.solo_toll_escape_vp);
        gah_gain_vp(c, seat, -gah_rules.solo_toll_escape_vp, GAH_VP_BONUS);
    }
    int automa = automa_seat(st), vp = st->solo.tolls[space];
    st->solo.tolls[space]--;
    solo_event(c, automa, GAH_SOLO_FX_TOLL_SCORED, space, 0, vp);
    gah_gain_vp(c, automa, vp, GAH_VP_BONUS);
}

void gah_solo_entrances_on_die_taken(gah_ctx *c, int seat, int value, bool toll_paid)
{
    gah_state *st = c->st;
    if (!st->solo.kind || gah_seat_is_automa(st, seat) || value < 1 || value > 6) return;
    toll_used(c, seat, value, toll_paid);
    if (SOLO_ENTRANCE_IS(st, GAH_SOLO_HAUTEL_COUTURE)) couture_die_taken(c, seat, value);
}

/* ---- the public accessors (gah/engine.h) ---- */

int gah_solo_entrance_of(const gah_state *st) { return st->solo.kind; }

const char *gah_solo_entrance_name(int kind)
{
    return kind >= 1 && kind <= gah_solo_entrance_count ? gah_solo_entrances[kind - 1].name : NULL;
}

const char *gah_solo_entrance_text(int kind)
{
    return kind >= 1 && kind <= gah_solo_entrance_count ? gah_solo_entrances[kind - 1].text : NULL;
}

int gah_solo_tolls(const gah_state *st, int space)
{
    return SOLO_ENTRANCE_IS(st, GAH_SOLO_TOLL_BRIDGE) && space >= 1 && space <= 6 ? st->solo.tolls[space] : 0;
}

int gah_solo_toll_cost(const gah_state *st, int seat, int space)
{
    /* The toll first: it is asked for every die the legal list considers, and is rarely there (issue 21). */
    if (!gah_solo_tolls(st, space) || seat < 0 || seat >= st->players || gah_seat_is_automa(st, seat)) return 0;
    return gah_rules.solo_toll_krone;
}

int gah_solo_space_item(const gah_state *st, int space)
{
    return space >= 1 && space <= 6 ? st->solo.space_item[space] - 1 : -1;
}

int gah_solo_pool(const gah_state *st, int item) { return item >= 0 && item < GAH_ITEM_COUNT ? st->solo.pool[item] : 0; }

int gah_solo_reserved_room(const gah_state *st, int table)
{
    return table >= 1 && table <= GAH_CAFE_TABLES ? st->solo.reserved[table - 1] - 1 : -1;
}

int gah_solo_stars(const gah_state *st) { return st->solo.stars; }

int gah_solo_guest_tokens(const gah_state *st, int position)
{
    return position >= 1 && position <= GAH_QUEUE ? guest_tokens(st, st->queue[position - 1]) : 0;
}

bool gah_solo_room_token(const gah_state *st, int room)
{
    for (int k = 0; k < GAH_SOLO_SUSHI_TOKENS; k++)
        if (gah_rules.solo_sushi_rooms[k] == room && (st->solo.sushi_rooms & (1u << k))) return true;
    return false;
}

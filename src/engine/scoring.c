/* Objectives (requirements and claiming) and the final scoring with its tie-break. */
#include "internal.h"
#include "waltz_more.h"

/* Bit k of the result: byte k of `w` equals `room_state` (room states are 0..2, two bits). */
static inline uint32_t rooms_word_mask(uint64_t w, int room_state)
{
    const uint64_t ones = 0x0101010101010101ULL;
    uint64_t x = w ^ (ones * (uint64_t)room_state);            /* zero where the byte matches */
    uint64_t match = ~(x | x >> 1) & ones;                     /* the low bit of each byte: both bits zero */
    return (uint32_t)((match * 0x0102040810204080ULL) >> 56);  /* gather the 8 bits */
}

/* The seat's rooms in `room_state` as bits (room r at bit r), from the 20 bytes read as words: the
 * objectives' tests below are then masks (issue 21: they run at every turn prompt). */
uint32_t gah_rooms_mask(const gah_state *st, int seat, int room_state)
{
    const uint8_t *room = st->player[seat].room;
#if !defined(__BYTE_ORDER__) || __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
    uint32_t bits = 0;
    for (int r = 0; r < GAH_HOTEL_ROOMS; r++) bits |= (uint32_t)(room[r] == room_state) << r;
    return bits;
#else
    _Static_assert(GAH_HOTEL_ROOMS == 20 && GAH_ROOM_OCCUPIED == 2, "20 rooms of two-bit states: two words and a half");
    uint64_t w0, w1;
    uint32_t w2;
    memcpy(&w0, room, 8);
    memcpy(&w1, room + 8, 8);
    memcpy(&w2, room + 16, 4);
    return rooms_word_mask(w0, room_state) | rooms_word_mask(w1, room_state) << 8 |
           (rooms_word_mask(w2, room_state) & 0xfu) << 16; /* w2's upper bytes are zero: not rooms */
#endif
}

int gah_count_full(const gah_state *st, int seat, int what)
{
    const gah_player *p = &st->player[seat];
    const gah_hotel_layout *h = &gah_hotels[p->hotel];
    uint32_t occupied = gah_rooms_mask(st, seat, GAH_ROOM_OCCUPIED);
    int n = 0;
    if (what == 0) { /* floors */
        for (int f = 0; f < GAH_HOTEL_FLOORS; f++) {
            uint32_t floor = 0x1fu << (f * GAH_HOTEL_COLUMNS);
            n += (occupied & floor) == floor;
        }
    } else if (what == 1) { /* columns */
        for (int col = 0; col < GAH_HOTEL_COLUMNS; col++) {
            uint32_t column = 0x8421u << col; /* one room on each of the four floors */
            n += (occupied & column) == column;
        }
    } else { /* groups, or colours whose every space is occupied: one pass marks the unfinished ones */
        const uint8_t *key = what == 2 ? h->group : h->colour;
        int kinds = what == 2 ? GAH_HOTEL_GROUPS : 3;
        unsigned open = 0;
        for (uint32_t m = ~occupied & ((1u << GAH_HOTEL_ROOMS) - 1); m; m &= m - 1) {
            int r = __builtin_ctz(m);
            if (key[r] < 32) open |= 1u << key[r];
        }
        for (int k = 0; k < kinds; k++) n += !(open >> k & 1);
    }
    return n;
}

/* The seat's occupied rooms of each colour (n[gah_colour]), in one pass. */
static void occupied_by_colour(const gah_state *st, int seat, int n[3])
{
    const uint8_t *key = gah_hotels[st->player[seat].hotel].colour;
    n[0] = n[1] = n[2] = 0;
    for (uint32_t m = gah_rooms_mask(st, seat, GAH_ROOM_OCCUPIED); m; m &= m - 1) {
        int colour = key[__builtin_ctz(m)];
        if (colour < 3) n[colour]++;
    }
}

int gah_occupied_of_colour(const gah_state *st, int seat, int colour)
{
    const uint8_t *key = gah_hotels[st->player[seat].hotel].colour;
    int n = 0;
    for (uint32_t m = gah_rooms_mask(st, seat, GAH_ROOM_OCCUPIED); m; m &= m - 1) n += key[__builtin_ctz(m)] == colour;
    return n;
}

bool gah_objective_met(const gah_state *st, int seat, int objective_id)
{
    const gah_objective_card *o = gah_objective_by_id(objective_id);
    const gah_player *p = &st->player[seat];
    if (!o) return false;
    switch (o->req) {
    case GAH_REQ_MONEY: return p->money >= o->amount;
    case GAH_REQ_EMPEROR: return p->emperor >= o->amount;
    case GAH_REQ_STAFF_PLAYED: return gah_staff_played_count(st, seat) >= o->amount;
    case GAH_REQ_ROOM_TILES: return GAH_HOTEL_ROOMS - __builtin_popcount(gah_rooms_mask(st, seat, GAH_ROOM_EMPTY)) >= o->amount;
    case GAH_REQ_FULL_FLOORS: return gah_count_full(st, seat, 0) >= o->amount;
    case GAH_REQ_FULL_COLUMNS: return gah_count_full(st, seat, 1) >= o->amount;
    case GAH_REQ_FULL_GROUPS: return gah_count_full(st, seat, 2) >= o->amount;
    case GAH_REQ_FULL_COLOUR: return gah_count_full(st, seat, 3) >= o->amount;
    case GAH_REQ_OCCUPIED_RBY: {
        int n[3];
        occupied_by_colour(st, seat, n);
        return n[GAH_COLOUR_RED] >= o->amount / 100 && n[GAH_COLOUR_BLUE] >= o->amount / 10 % 10 &&
               n[GAH_COLOUR_YELLOW] >= o->amount % 10;
    }
    /* Seed 001's herlius variant */
    case GAH_REQ_GUEST_VP: return p->vp_by_source[GAH_VP_GUESTS] >= o->amount;
    case GAH_REQ_FLOOR_AND_COLUMN: return gah_count_full(st, seat, 0) >= o->amount && gah_count_full(st, seat, 1) >= o->amount;
    case GAH_REQ_TWO_COLOURS: {
        int reach = 0;
        for (int colour = GAH_COLOUR_BLUE; colour <= GAH_COLOUR_YELLOW; colour++)
            reach += gah_occupied_of_colour(st, seat, colour) >= o->amount;
        return reach >= 2;
    }
    /* Let's Waltz module 5 */
    case GAH_REQ_ITEMS_EACH: case GAH_REQ_TOP_FLOOR: case GAH_REQ_BIG_ORDERS: return gah_more_objective_met(st, seat, o);
    default: return gah_ballrooms_objective_met(st, seat, o); /* Let's Waltz module 1's objectives */
    }
}

const char *gah_objective_claim_refusal(const gah_state *st, int seat, int slot)
{
    if (slot < 0 || slot > 2) REFUSE("There are three objectives, A, B and C.");
    if (st->player[seat].claimed & (1 << slot)) REFUSE("You already have a marker on that objective.");
    if (st->objective_taken[slot] >= 3) REFUSE("That objective has no free space left.");
    if (!gah_objective_met(st, seat, st->objectives[slot])) REFUSE("You do not meet that objective yet.");
    return NULL;
}

const char *gah_objective_claim(gah_ctx *c, int seat, int slot)
{
    gah_state *st = c->st;
    gah_player *p = &st->player[seat];
    const char *why = gah_objective_claim_refusal(st, seat, slot);
    if (why) return why;
    const gah_objective_card *o = gah_objective_by_id(st->objectives[slot]);
    int vp = o->vp[st->objective_taken[slot]];
    st->objective_taken[slot]++;
    p->claimed |= (uint8_t)(1 << slot);
    gah_ev_push(c, GAH_EV_OBJECTIVE, seat, slot, o->id, 0, vp);
    gah_gain_vp(c, seat, vp, GAH_VP_OBJECTIVES);
    if (BALLROOMS_ON(st)) gah_staff_on_objective(c, seat); /* Let's Waltz module 1: the Arranger */
    gah_more_on_objective(c, seat);                        /* Let's Waltz module 5: the Entertainer */
    return NULL;
}

static void score_line(gah_ctx *c, int seat, int source, int vp)
{
    gah_ev_push(c, GAH_EV_FINAL_SCORE, seat, source, 0, 0, vp);
    gah_gain_vp(c, seat, vp, source);
}

/* Seed 000, "Game End and Final Scoring". */
void gah_final_scoring(gah_ctx *c)
{
    gah_state *st = c->st;
    for (int seat = 0; seat < st->players; seat++) {
        gah_player *p = &st->player[seat];
        int rooms = 0, leftovers = p->money, guests = 0;
        for (int r = 0; r < GAH_HOTEL_ROOMS; r++)
            if (p->room[r] == GAH_ROOM_OCCUPIED) rooms += gah_rules.floor_vp[gah_room_floor(r)];
        for (int i = 0; i < GAH_ITEM_COUNT; i++) leftovers += p->kitchen[i];
        for (int t = 0; t < GAH_CAFE_TABLES; t++) guests += p->cafe[t].guest != 0;
        /* Step 1: staff with final scoring, one line per card. */
        for (int i = 0; i < p->display_count; i++) {
            const gah_staff_card *card = gah_staff_by_id(p->display[i]);
            if (card->type != GAH_STAFF_FINAL) continue;
            int vp = gah_staff_final_vp(st, seat, card->id);
            gah_ev_push(c, GAH_EV_FINAL_SCORE, seat, GAH_VP_STAFF, card->id, 0, vp);
            gah_gain_vp(c, seat, vp, GAH_VP_STAFF);
        }
        score_line(c, seat, GAH_VP_ROOMS_FINAL, rooms);
        score_line(c, seat, GAH_VP_LEFTOVERS, leftovers);
        if (gah_staff_no_cafe_penalty(st, seat)) guests = 0; /* seed 001's Maitre D' (Rowe-Smith) */
        if (gah_solo_entrances_no_cafe_penalty(st, seat)) guests = 0; /* Let's Waltz module 3 solo: Hautel Couture */
        score_line(c, seat, GAH_VP_CAFE_PENALTY, -gah_rules.cafe_penalty_vp * guests);
        gah_entrances_final(c, seat); /* Let's Waltz module 3: Ninas Melange */
        p->leftovers = (int16_t)leftovers;
    }
    st->phase = GAH_PHASE_OVER;
    st->stack_count = 0;
    if (c->ev) gah_ev_push(c, GAH_EV_GAME_OVER, gah_winner(st), gah_winner(st), (int)gah_winners(st), 0, 0);
}

void gah_projected_scores(const gah_state *st, int vp[GAH_MAX_PLAYERS])
{
    gah_state copy;
    memcpy(&copy, st, sizeof copy);
    gah_ctx c = {&copy, NULL};
    if (copy.phase != GAH_PHASE_OVER) gah_final_scoring(&c);
    for (int s = 0; s < GAH_MAX_PLAYERS; s++) vp[s] = s < copy.players ? copy.player[s].vp : 0;
}

unsigned gah_winners(const gah_state *st)
{
    if (st->phase != GAH_PHASE_OVER) return 0;
    /* Seed 002, Dinner for One: you win only if your total exceeds the automa's. */
    if (HAS_AUTOMA(st)) {
        int person = 0, automa = 0;
        for (int s = 0; s < st->players; s++) {
            if (gah_seat_is_automa(st, s)) automa = s;
            else person = s;
        }
        return st->player[person].vp > st->player[automa].vp ? 1u << person : 1u << automa;
    }
    /* Seed 000: most VP, then most leftovers; seed 002: a tie that remains is a shared victory. */
    unsigned mask = 1;
    int best = 0;
    for (int s = 1; s < st->players; s++) {
        const gah_player *a = &st->player[s], *b = &st->player[best];
        if (a->vp > b->vp || (a->vp == b->vp && a->leftovers > b->leftovers)) best = s, mask = 1u << s;
        else if (a->vp == b->vp && a->leftovers == b->leftovers) mask |= 1u << s;
    }
    return mask;
}

int gah_winner(const gah_state *st)
{
    unsigned mask = gah_winners(st);
    for (int s = 0; s < GAH_MAX_PLAYERS; s++)
        if (mask & (1u << s)) return s;
    return -1;
}

int gah_projected_score(const gah_state *st, int seat, int16_t by_source[GAH_VP_SOURCE_COUNT])
{
    gah_state copy;
    memcpy(&copy, st, sizeof copy);
    gah_ctx c = {&copy, NULL};
    if (copy.phase != GAH_PHASE_OVER) gah_final_scoring(&c);
    if (by_source) memcpy(by_source, copy.player[seat].vp_by_source, sizeof copy.player[seat].vp_by_source);
    return copy.player[seat].vp;
}

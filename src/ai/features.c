/* The features of a seat's position that the learned value weighs (value.c): what the seat holds and how far
 * its plans have come, from what the seat's view shows (its own hand; another seat's hand only as the search
 * dealt it). Each feature is a plain number of about 0..3, named for hints and for the training tool; the
 * staff cards come one feature each in hand and in play, so every card gets its own price per round. */
#include "internal.h"

#include <stdio.h>
#include <string.h>

_Static_assert(AI_VF_COUNT == AI_VALUE_FEATURES && AI_VF_STAFF_HAND == AI_VALUE_CARDS && AI_VF_HEURISTIC == AI_VALUE_OUTLOOK,
               "gah/ai.h's AI_VALUE_ numbers say where the features below are");

/* The staff cards of every deck in one dense range of slots: base 1..48, seed 001's 101..109, Let's Waltz
 * module 1's 119..133 and module 5's 166..179. -1 for an id outside them. */
int gah_ai_staff_slot(int id)
{
    if (id >= 1 && id <= 48) return id - 1;
    if (id >= 101 && id <= 109) return 48 + id - 101;
    if (id >= 119 && id <= 133) return 57 + id - 119;
    if (id >= 166 && id <= 179) return 72 + id - 166;
    return -1;
}

static const char *const fixed_names[AI_VF_STAFF_HAND] = {
    [AI_VF_BIAS] = "constant",
    [AI_VF_HEURISTIC] = "the heuristic's outlook",
    [AI_VF_MONEY] = "krone",
    [AI_VF_MONEY_LOW] = "the first five krone",
    [AI_VF_STRUDEL] = "strudel in the kitchen",
    [AI_VF_CAKE] = "cake in the kitchen",
    [AI_VF_WINE] = "wine in the kitchen",
    [AI_VF_COFFEE] = "coffee in the kitchen",
    [AI_VF_CHAMPAGNE] = "champagne",
    [AI_VF_USEFUL] = "items the café ordered",
    [AI_VF_CAFE_GUESTS] = "café guests",
    [AI_VF_CAFE_BLUE] = "blue café guests",
    [AI_VF_CAFE_RED] = "red café guests",
    [AI_VF_CAFE_YELLOW] = "yellow café guests",
    [AI_VF_CAFE_GREEN] = "green café guests",
    [AI_VF_MISSING] = "items the café still needs",
    [AI_VF_MISS_STRUDEL] = "strudel the café needs",
    [AI_VF_MISS_CAKE] = "cake the café needs",
    [AI_VF_MISS_WINE] = "wine the café needs",
    [AI_VF_MISS_COFFEE] = "coffee the café needs",
    [AI_VF_DONE] = "served guests",
    [AI_VF_DONE_ROOM] = "served guests with a room",
    [AI_VF_NO_ROOM] = "café guests without a room",
    [AI_VF_MISS1] = "guests one item short",
    [AI_VF_MISS2] = "guests two items short",
    [AI_VF_MISS3] = "guests three or more items short",
    [AI_VF_CAFE_VP] = "café guests' VP",
    [AI_VF_CAFE_REWARD] = "café guests' rewards",
    [AI_VF_OPEN_TABLES] = "open café tables",
    [AI_VF_VACANT_BLUE] = "vacant blue rooms",
    [AI_VF_VACANT_RED] = "vacant red rooms",
    [AI_VF_VACANT_YELLOW] = "vacant yellow rooms",
    [AI_VF_OCC_BLUE] = "occupied blue rooms",
    [AI_VF_OCC_RED] = "occupied red rooms",
    [AI_VF_OCC_YELLOW] = "occupied yellow rooms",
    [AI_VF_OCC_FLOOR] = "occupied rooms on floor 1",
    [AI_VF_OCC_FLOOR + 1] = "occupied rooms on floor 2",
    [AI_VF_OCC_FLOOR + 2] = "occupied rooms on floor 3",
    [AI_VF_OCC_FLOOR + 3] = "occupied rooms on floor 4",
    [AI_VF_VAC_FLOOR] = "vacant rooms on floor 1",
    [AI_VF_VAC_FLOOR + 1] = "vacant rooms on floor 2",
    [AI_VF_VAC_FLOOR + 2] = "vacant rooms on floor 3",
    [AI_VF_VAC_FLOOR + 3] = "vacant rooms on floor 4",
    [AI_VF_FULL_FLOORS] = "full floors",
    [AI_VF_FULL_COLUMNS] = "full columns",
    [AI_VF_BEST_COLUMN] = "the fullest column",
    [AI_VF_GROUP_BLUE] = "blue groups filling",
    [AI_VF_GROUP_RED] = "red groups filling",
    [AI_VF_GROUP_YELLOW] = "yellow groups filling",
    [AI_VF_TILES] = "room tiles",
    [AI_VF_HAND] = "staff in hand",
    [AI_VF_DISPLAY] = "staff in play",
    [AI_VF_PLAYED] = "staff played",
    [AI_VF_EMPEROR] = "the Emperor track",
    [AI_VF_EMP_REWARD] = "the Emperor's reward ahead",
    [AI_VF_EMP_PENALTY] = "the Emperor's penalty ahead",
    [AI_VF_EMP_VALUE] = "the next Emperor scoring",
    [AI_VF_OBJECTIVE] = "objective A",
    [AI_VF_OBJECTIVE + 1] = "objective B",
    [AI_VF_OBJECTIVE + 2] = "objective C",
    [AI_VF_OBJ_OPEN] = "objectives still open",
    [AI_VF_DICE] = "dice on space 1",
    [AI_VF_DICE + 1] = "dice on space 2",
    [AI_VF_DICE + 2] = "dice on space 3",
    [AI_VF_DICE + 3] = "dice on space 4",
    [AI_VF_DICE + 4] = "dice on space 5",
    [AI_VF_DICE + 5] = "dice on space 6",
    [AI_VF_DIE_TAKEN] = "this turn's die taken",
    [AI_VF_TURNS] = "turns left this round",
    [AI_VF_QUEUE_FIT] = "queue guests with a room",
    [AI_VF_QUEUE_VP] = "the best queue guest",
    [AI_VF_COUNTDOWN] = "the automa's objective countdown",
    [AI_VF_BALLROOMS] = "the ballrooms",
    [AI_VF_CELEBRITIES] = "celebrities",
};

size_t gah_ai_value_feature_name(int k, char *out, size_t size)
{
    if (k < 0 || k >= AI_VALUE_FEATURES) return (size_t)snprintf(out, size, "?");
    if (k < AI_VF_STAFF_HAND) return (size_t)snprintf(out, size, "%s", fixed_names[k] ? fixed_names[k] : "?");
    bool hand = k < AI_VF_STAFF_PLAY;
    int slot = k - (hand ? AI_VF_STAFF_HAND : AI_VF_STAFF_PLAY);
    for (int i = 0; i < gah_staff_count; i++)
        if (gah_ai_staff_slot(gah_staff[i].id) == slot)
            return (size_t)snprintf(out, size, "the %s%s", gah_staff[i].name, hand ? " in hand" : "");
    return (size_t)snprintf(out, size, "staff slot %d%s", slot, hand ? " in hand" : "");
}

int gah_ai_value_term(int k)
{
    if (k >= AI_VF_STAFF_PLAY) return k - AI_VF_STAFF_PLAY;
    if (k >= AI_VF_STAFF_HAND) return k - AI_VF_STAFF_HAND;
    if (k <= AI_VF_HEURISTIC) return AI_TERM_BOARD;
    if (k <= AI_VF_USEFUL) return AI_TERM_KITCHEN;
    if (k <= AI_VF_OPEN_TABLES) return AI_TERM_CAFE;
    if (k <= AI_VF_TILES) return AI_TERM_ROOMS;
    if (k <= AI_VF_PLAYED) return AI_TERM_STAFF;
    if (k <= AI_VF_EMP_VALUE) return AI_TERM_EMPEROR;
    if (k <= AI_VF_OBJ_OPEN || k == AI_VF_COUNTDOWN) return AI_TERM_OBJECTIVES;
    if (k == AI_VF_BALLROOMS || k == AI_VF_CELEBRITIES) return AI_TERM_WALTZ;
    return AI_TERM_BOARD;
}

/* The rooms: vacant and occupied by colour and floor, full floors and columns, groups on their way to a bonus. */
static void room_features(const gah_player *p, float *x, int vacant_of_colour[GAH_COLOUR_COUNT])
{
    const gah_hotel_layout *h = &gah_hotels[p->hotel];
    int occupied_in[GAH_HOTEL_GROUPS] = {0}, column[GAH_HOTEL_COLUMNS] = {0}, floor[GAH_HOTEL_FLOORS] = {0};
    for (int r = 0; r < GAH_HOTEL_ROOMS; r++) {
        int c = h->colour[r] < 3 ? h->colour[r] : 0;
        if (p->room[r] == GAH_ROOM_VACANT) {
            vacant_of_colour[c]++;
            x[AI_VF_VACANT_BLUE + c] += 1.0f / 2;
            x[AI_VF_VAC_FLOOR + r / GAH_HOTEL_COLUMNS] += 1.0f / 2;
        } else if (p->room[r] == GAH_ROOM_OCCUPIED) {
            x[AI_VF_OCC_BLUE + c] += 1.0f / 4;
            x[AI_VF_OCC_FLOOR + r / GAH_HOTEL_COLUMNS] += 1.0f / 4;
            column[r % GAH_HOTEL_COLUMNS]++, floor[r / GAH_HOTEL_COLUMNS]++;
            if (h->group[r] < GAH_HOTEL_GROUPS) occupied_in[h->group[r]]++;
        }
        if (p->room[r] != GAH_ROOM_EMPTY) x[AI_VF_TILES] += 1.0f / 8;
    }
    int best = 0;
    for (int c = 0; c < GAH_HOTEL_COLUMNS; c++) {
        x[AI_VF_FULL_COLUMNS] += column[c] == GAH_HOTEL_FLOORS;
        if (column[c] > best) best = column[c];
    }
    x[AI_VF_BEST_COLUMN] = best / 4.0f;
    for (int f = 0; f < GAH_HOTEL_FLOORS; f++) x[AI_VF_FULL_FLOORS] += floor[f] == GAH_HOTEL_COLUMNS;
    for (int g = 0; g < GAH_HOTEL_GROUPS; g++) {
        int size = h->group_size[g];
        if (!size || size > 4 || (p->bonus_paid & (1u << g)) || !occupied_in[g]) continue;
        int colour = h->group_colour[g] < 3 ? h->group_colour[g] : 0;
        float done = (float)occupied_in[g] / (float)size;
        x[AI_VF_GROUP_BLUE + colour] += done * done * (float)size / 2;
    }
}

/* The café: its guests by colour, what their orders still need, how close each is, their VP and rewards. */
static void cafe_features(const gah_state *st, int seat, const gah_player *p, const int vacant_of_colour[GAH_COLOUR_COUNT], float *x)
{
    int wanted[GAH_ITEM_COUNT] = {0};
    for (int t = 0, tables = gah_cafe_tables(st, seat); t < tables && t < GAH_CAFE_TABLES; t++) {
        const gah_guest_card *g = p->cafe[t].guest ? gah_guest_by_id(p->cafe[t].guest) : NULL;
        if (!g) {
            x[AI_VF_OPEN_TABLES] += 1;
            continue;
        }
        int missing = 0;
        for (int i = 0; i < GAH_ITEM_COUNT; i++) {
            int want = g->order[i] - p->cafe[t].placed[i];
            if (want <= 0) continue;
            missing += want, wanted[i] += want;
            if (i < 4) x[AI_VF_MISS_STRUDEL + i] += want / 2.0f;
        }
        x[AI_VF_CAFE_GUESTS] += 1;
        x[AI_VF_CAFE_BLUE + (g->colour < 4 ? g->colour : 0)] += 1;
        x[AI_VF_MISSING] += missing / 4.0f;
        int rooms = g->colour == GAH_COLOUR_GREEN ? vacant_of_colour[0] + vacant_of_colour[1] + vacant_of_colour[2]
                  : g->colour < 3 ? vacant_of_colour[g->colour] : 0;
        if (!rooms) x[AI_VF_NO_ROOM] += 1;
        if (!missing) x[AI_VF_DONE] += 1, x[AI_VF_DONE_ROOM] += rooms > 0;
        else x[missing == 1 ? AI_VF_MISS1 : missing == 2 ? AI_VF_MISS2 : AI_VF_MISS3] += 1;
        x[AI_VF_CAFE_VP] += g->vp / 8.0f;
        x[AI_VF_CAFE_REWARD] += (float)gah_ai_reward_value(g) / 8.0f;
    }
    int useful = 0;
    for (int i = 0; i < GAH_ITEM_COUNT; i++) {
        int have = p->kitchen[i] + (st->pending_seat == seat ? st->pending_items[i] : 0);
        useful += have < wanted[i] ? have : wanted[i];
        if (i < 4) x[AI_VF_STRUDEL + i] = have / 3.0f;
        else x[AI_VF_CHAMPAGNE] = have / 3.0f;
    }
    x[AI_VF_USEFUL] = useful / 3.0f;
}

/* The Emperor: the seat's step, and where the coming scoring leaves it (reward, penalty, the track's VP). */
static void emperor_features(const gah_state *st, const gah_player *p, float *x)
{
    int pos = p->emperor < 0 ? 0 : p->emperor > 13 ? 13 : p->emperor;
    x[AI_VF_EMPEROR] = pos / 5.0f;
    int round = st->round ? st->round : 1;
    for (int i = 0; i < 3; i++) {
        int when = gah_rules.emperor_scoring_rounds[i];
        if (when < round || st->phase == GAH_PHASE_OVER) continue;
        int after = pos - gah_rules.emperor_retreat[i];
        float near = 1.0f / (float)(1 + when - round);
        x[AI_VF_EMP_REWARD] = after >= gah_rules.emperor_reward_min ? near : 0;
        x[AI_VF_EMP_PENALTY] = after <= 0 ? near : 0;
        x[AI_VF_EMP_VALUE] = near * ((float)gah_rules.emperor_track_vp[pos] +
                                     (after >= gah_rules.emperor_reward_min ? (float)gah_ai_emperor_reward(st, p, i)
                                      : after <= 0                          ? -(float)gah_ai_emperor_penalty(st, p, i)
                                                                            : 0.0f)) / 8.0f;
        break;
    }
}

int gah_ai_value_features_fixed(const gah_state *st, int seat, double future, const double progress[3], float *x)
{
    memset(x, 0, sizeof(float) * AI_VF_STAFF_HAND);
    const gah_player *p = &st->player[seat];
    x[AI_VF_BIAS] = 1;
    x[AI_VF_HEURISTIC] = (float)(future / 10.0);
    x[AI_VF_MONEY] = p->money / 10.0f;
    x[AI_VF_MONEY_LOW] = (p->money < 5 ? p->money : 5) / 5.0f;
    int vacant_of_colour[GAH_COLOUR_COUNT] = {0};
    room_features(p, x, vacant_of_colour);
    cafe_features(st, seat, p, vacant_of_colour, x);
    x[AI_VF_HAND] = p->hand_count / 4.0f;
    x[AI_VF_DISPLAY] = p->display_count / 4.0f;
    x[AI_VF_PLAYED] = p->staff_played / 4.0f;
    emperor_features(st, p, x);
    for (int slot = 0; slot < 3; slot++) {
        if (progress[slot] < 0) continue;
        const gah_objective_card *o = gah_objective_by_id(st->objectives[slot]);
        double f = progress[slot];
        x[AI_VF_OBJECTIVE + slot] = (float)(f * f * o->vp[st->objective_taken[slot]] / 10.0);
        x[AI_VF_OBJ_OPEN] += 1;
        x[AI_VF_COUNTDOWN] += st->countdown[slot] ? (4 - st->countdown[slot]) / 2.0f : 0;
    }
    for (int v = 1; v <= 6; v++) x[AI_VF_DICE + v - 1] = st->dice[v] / 3.0f;
    bool my_turn = st->turn_seat == seat;
    x[AI_VF_DIE_TAKEN] = my_turn && st->turn_die_taken;
    x[AI_VF_TURNS] = (float)(2 - ((p->covered & 1) != 0) - ((p->covered & 2) != 0)) / 2.0f;
    float best_vp = 0;
    for (int q = 0; q < GAH_QUEUE; q++) {
        const gah_guest_card *g = st->queue[q] ? gah_guest_by_id(st->queue[q]) : NULL;
        if (!g) continue;
        int rooms = g->colour == GAH_COLOUR_GREEN ? vacant_of_colour[0] + vacant_of_colour[1] + vacant_of_colour[2]
                  : g->colour < 3 ? vacant_of_colour[g->colour] : 0;
        x[AI_VF_QUEUE_FIT] += rooms > 0 ? 0.5f : 0.0f;
        float vp = (float)(g->vp + gah_ai_reward_value(g)) / 10.0f;
        if (vp > best_vp) best_vp = vp;
    }
    x[AI_VF_QUEUE_VP] = best_vp;
    int vp[GAH_MAX_PLAYERS];
    for (int b = st->ballrooms.scored; b < GAH_BALLROOMS; b++)
        if (gah_ballroom_standing(st, b, vp)) x[AI_VF_BALLROOMS] += vp[seat] / 8.0f;
    x[AI_VF_CELEBRITIES] = (float)__builtin_popcount(st->lounge.held[seat]);
    int round = st->round < 1 ? 1 : st->round > gah_rules.rounds ? gah_rules.rounds : st->round;
    return round;
}

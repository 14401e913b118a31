/* The base game's scenario words for a player (`set pN ...`, `expect pN ...`): krone, VP, the Emperor track,
 * the kitchen, the café tables, the hotel's rooms, the hand and the display, the turn-order tile. */
#include "scenario_gah.h"

#include <stdio.h>
#include <string.h>

#define PLAYER(s) (&GAH_STATE(s)->player[(s)->seat])

/* ---- set ---- */

static bool set_money(scn *s, char **w, int n)
{
    int v;
    (void)n;
    if (scenario_range(s, "money", w[1], 0, gah_rules.max_money, &v)) PLAYER(s)->money = (int8_t)v;
    return true;
}

static bool set_vp(scn *s, char **w, int n)
{
    gah_player *p = PLAYER(s);
    int v;
    (void)n;
    if (!scenario_range(s, "vp", w[1], -999, 9999, &v)) return true;
    /* The set amount is booked as guest VP so the breakdown still adds up. */
    p->vp_by_source[GAH_VP_GUESTS] = (int16_t)(p->vp_by_source[GAH_VP_GUESTS] + v - p->vp);
    p->vp = (int16_t)v;
    return true;
}

static bool set_emperor(scn *s, char **w, int n)
{
    int v;
    (void)n;
    if (scenario_range(s, "emperor", w[1], 0, GAH_EMPEROR_MAX, &v)) PLAYER(s)->emperor = (int8_t)v;
    return true;
}

static bool set_covered(scn *s, char **w, int n)
{
    int v;
    (void)n;
    if (scenario_range(s, "covered", w[1], 0, 3, &v)) PLAYER(s)->covered = (uint8_t)v;
    return true;
}

static bool set_passed(scn *s, char **w, int n)
{
    (void)n;
    PLAYER(s)->passed = !strcmp(w[1], "yes");
    return true;
}

/* Four counts, a fifth for champagne (Let's Waltz module 1). */
static bool set_kitchen(scn *s, char **w, int n)
{
    int v;
    for (int i = 0; i < n - 1; i++) {
        if (!scenario_int(w[1 + i], &v) || v < 0) return scenario_fail(s, "kitchen needs four or five counts", NULL, NULL), true;
        if (!scenario_range(s, "a kitchen count", w[1 + i], 0, 20, &v)) return true;
        PLAYER(s)->kitchen[i] = (uint8_t)v;
    }
    return true;
}

static bool set_table(scn *s, char **w, int n)
{
    gah_state *st = GAH_STATE(s);
    int t, v;
    if (!scenario_int(w[1], &t) || t < 1 || t > GAH_CAFE_TABLES) return scenario_fail(s, "tables are 1 to 4", NULL, NULL), true;
    gah_table *tb = &PLAYER(s)->cafe[t - 1];
    if (tb->guest) gah_scn_guest_to_deck_bottom(st, tb->guest);
    memset(tb, 0, sizeof *tb);
    if (!strcmp(w[2], "empty")) return true;
    if (!scenario_int(w[2], &v) || !gah_guest_by_id(v)) return scenario_fail(s, "unknown guest '%s'", w[2], NULL), true;
    gah_scn_take_guest(st, v);
    tb->guest = (uint8_t)v;
    gah_scn_items(s, w + 3, n - 3, tb->placed);
    return true;
}

/* A group set up fully occupied counts as having paid its bonus (ruling 14: only once). */
static void bonus_of_full_groups(gah_player *p)
{
    const gah_hotel_layout *h = &gah_hotels[p->hotel];
    p->bonus_paid = 0;
    for (int g = 0; g < GAH_HOTEL_GROUPS; g++) {
        bool full = h->group_size[g] > 0;
        for (int r = 0; r < GAH_HOTEL_ROOMS; r++)
            if (h->group[r] == g && p->room[r] != GAH_ROOM_OCCUPIED) full = false;
        if (full) p->bonus_paid = (uint16_t)(p->bonus_paid | (1u << g));
    }
}

static bool set_rooms(scn *s, char **w, int n)
{
    gah_state *st = GAH_STATE(s);
    int state = -1, v;
    for (int k = 0; k < 3; k++)
        if (!strcmp(w[1], gah_scn_room_words[k])) state = k;
    if (state < 0) return scenario_fail(s, "rooms: empty, vacant or occupied, not '%s'", w[1], NULL), true;
    if (state == GAH_ROOM_EMPTY && n == 2)
        for (int r = 0; r < GAH_HOTEL_ROOMS; r++) gah_scn_set_room(st, s->seat, r, GAH_ROOM_EMPTY);
    for (int i = 2; i < n; i++) {
        if (!scenario_int(w[i], &v) || v < 0 || v >= GAH_HOTEL_ROOMS) return scenario_fail(s, "bad room '%s'", w[i], NULL), true;
        gah_scn_set_room(st, s->seat, v, state);
    }
    bonus_of_full_groups(PLAYER(s));
    return true;
}

/* The groups of these rooms have had their occupancy bonus ("none" clears every group). */
static bool set_bonus_paid(scn *s, char **w, int n)
{
    gah_player *p = PLAYER(s);
    int v;
    if (!strcmp(w[1], "none")) p->bonus_paid = 0;
    else
        for (int i = 1; i < n; i++) {
            if (!scenario_int(w[i], &v) || v < 0 || v >= GAH_HOTEL_ROOMS) return scenario_fail(s, "bad room '%s'", w[i], NULL), true;
            p->bonus_paid = (uint16_t)(p->bonus_paid | (1u << gah_hotels[p->hotel].group[v]));
        }
    return true;
}

/* The old hand goes to the bottom of the staff deck. */
static bool set_hand(scn *s, char **w, int n)
{
    gah_state *st = GAH_STATE(s);
    gah_player *p = PLAYER(s);
    int v;
    while (p->hand_count) gah_scn_staff_to_deck_bottom(st, p->hand[--p->hand_count]);
    for (int i = 1; i < n; i++) {
        if (!scenario_int(w[i], &v) || !gah_staff_by_id(v)) return scenario_fail(s, "unknown staff '%s'", w[i], NULL), true;
        gah_scn_take_staff(st, v);
        p->hand[p->hand_count++] = (uint8_t)v;
    }
    return true;
}

/* `ID*`: turned sideways this round; `ID_`: a module 5 bell card turned face down for good. */
static bool set_display(scn *s, char **w, int n)
{
    gah_state *st = GAH_STATE(s);
    gah_player *p = PLAYER(s);
    int v;
    while (p->display_count) gah_scn_staff_to_deck_bottom(st, p->display[--p->display_count]);
    for (int i = 1; i < n; i++) {
        int used = strchr(w[i], '*') ? 1 : strchr(w[i], '_') ? GAH_STAFF_FACE_DOWN : 0;
        if (strchr(w[i], '*')) *strchr(w[i], '*') = 0;
        if (strchr(w[i], '_')) *strchr(w[i], '_') = 0;
        if (!scenario_int(w[i], &v) || !gah_staff_by_id(v)) return scenario_fail(s, "unknown staff '%s'", w[i], NULL), true;
        gah_scn_take_staff(st, v);
        p->display_used[p->display_count] = (uint8_t)used;
        p->display[p->display_count++] = (uint8_t)v;
    }
    p->staff_played = p->display_count; /* cards set into the display count as played */
    return true;
}

const scenario_key gah_scn_player_set[] = {
    {"money", 2, 2, set_money},
    {"vp", 2, 2, set_vp},
    {"emperor", 2, 2, set_emperor},
    {"covered", 2, 2, set_covered},
    {"passed", 2, 2, set_passed},
    {"kitchen", 5, 6, set_kitchen},
    {"table", 3, -1, set_table},
    {"rooms", 2, -1, set_rooms},
    {"bonus-paid", 2, -1, set_bonus_paid},
    {"hand", 1, -1, set_hand},
    {"display", 1, -1, set_display},
    {NULL, 0, 0, NULL},
};

/* ---- expect ---- */

/* "p0 money": what a player's expectation is called in its failure. */
static const char *what_of(scn *s, const char *word, char what[64])
{
    snprintf(what, 64, "p%d %s", s->seat, word);
    return what;
}

/* `expect pN WORD N` of one number of the player. */
#define EXPECT_NUMBER(name, got)                                      \
    static bool name(scn *s, char **w, int n)                         \
    {                                                                 \
        const gah_player *p = PLAYER(s);                              \
        char what[64];                                                \
        (void)n;                                                      \
        scenario_expect_int(s, what_of(s, w[0], what), got, w[1]);    \
        return true;                                                  \
    }
EXPECT_NUMBER(expect_money, p->money)
EXPECT_NUMBER(expect_vp, p->vp)
EXPECT_NUMBER(expect_emperor, p->emperor)
EXPECT_NUMBER(expect_hand_count, p->hand_count)
EXPECT_NUMBER(expect_display_count, p->display_count)
EXPECT_NUMBER(expect_staff_played, p->staff_played)
EXPECT_NUMBER(expect_covered, p->covered)
EXPECT_NUMBER(expect_leftovers, p->leftovers)

static bool expect_passed(scn *s, char **w, int n)
{
    char what[64];
    (void)n;
    scenario_expect_int(s, what_of(s, w[0], what), PLAYER(s)->passed, !strcmp(w[1], "yes") ? "1" : "0");
    return true;
}

/* The two numbers of the turn-order tile. */
static bool expect_tile(scn *s, char **w, int n)
{
    char what[64];
    int first, second;
    (void)n;
    gah_turn_tile(GAH_STATE(s), s->seat, &first, &second);
    scenario_expect_int(s, what_of(s, w[0], what), first, w[1]);
    scenario_expect_int(s, what, second, w[2]);
    return true;
}

static bool expect_vp_from(scn *s, char **w, int n)
{
    static const char *const source_words[GAH_VP_SOURCE_COUNT] = {
        "guests", "room-icons", "bonus", "emperor", "staff", "objectives", "rooms", "leftovers", "cafe", "celebrities",
        "ballrooms"};
    char what[64];
    (void)n;
    for (int k = 0; k < GAH_VP_SOURCE_COUNT; k++)
        if (!strcmp(w[1], source_words[k]))
            return scenario_expect_int(s, what_of(s, w[0], what), PLAYER(s)->vp_by_source[k], w[2]), true;
    scenario_fail(s, "unknown VP source '%s'", w[1], NULL);
    return true;
}

/* Champagne checked when given. */
static bool expect_kitchen(scn *s, char **w, int n)
{
    char what[64];
    for (int i = 0; i < n - 1; i++) {
        snprintf(what, sizeof what, "p%d kitchen %s", s->seat, gah_item_name(i));
        scenario_expect_int(s, what, PLAYER(s)->kitchen[i], w[1 + i]);
    }
    return true;
}

static bool expect_room(scn *s, char **w, int n)
{
    const gah_player *p = PLAYER(s);
    int r;
    (void)n;
    if (!scenario_int(w[1], &r) || r < 0 || r >= GAH_HOTEL_ROOMS) return scenario_fail(s, "bad room '%s'", w[1], NULL), true;
    if (strcmp(gah_scn_room_words[p->room[r]], w[2]) != 0) {
        char what[64];
        snprintf(what, sizeof what, "p%d room %d", s->seat, r);
        scenario_fail(s, "%s is %s", what, gah_scn_room_words[p->room[r]]);
    }
    return true;
}

static bool expect_table(scn *s, char **w, int n)
{
    int t, id;
    char what[64];
    if (!scenario_int(w[1], &t) || t < 1 || t > GAH_CAFE_TABLES) return scenario_fail(s, "tables are 1 to 4", NULL, NULL), true;
    const gah_table *tb = &PLAYER(s)->cafe[t - 1];
    snprintf(what, sizeof what, "p%d table %d", s->seat, t);
    if (!strcmp(w[2], "empty")) {
        if (tb->guest) scenario_fail(s, "%s is not empty", what, NULL);
        return true;
    }
    if (!scenario_int(w[2], &id)) return scenario_fail(s, "bad guest '%s'", w[2], NULL), true;
    scenario_expect_int(s, what, tb->guest, w[2]);
    uint8_t want[GAH_ITEM_COUNT] = {0};
    if (n > 3 && gah_scn_items(s, w + 3, n - 3, want))
        for (int i = 0; i < GAH_ITEM_COUNT; i++)
            if (want[i] != tb->placed[i]) scenario_fail(s, "%s has a different number of %s on it", what, gah_item_name(i));
    return true;
}

/* `hand-has ID`, `hand-lacks ID`, `display-has ID`. */
static bool expect_card(scn *s, char **w, int n)
{
    const gah_player *p = PLAYER(s);
    char what[64];
    int id;
    (void)n;
    what_of(s, w[0], what);
    if (!scenario_int(w[1], &id)) return scenario_fail(s, "bad staff '%s'", w[1], NULL), true;
    bool in_hand = false, in_display = false;
    for (int i = 0; i < p->hand_count; i++) in_hand |= p->hand[i] == id;
    for (int i = 0; i < p->display_count; i++) in_display |= p->display[i] == id;
    if (!strcmp(w[0], "hand-has") && !in_hand) scenario_fail(s, "%s: card %s is not in the hand", what, w[1]);
    if (!strcmp(w[0], "hand-lacks") && in_hand) scenario_fail(s, "%s: card %s is in the hand", what, w[1]);
    if (!strcmp(w[0], "display-has") && !in_display) scenario_fail(s, "%s: card %s is not in the display", what, w[1]);
    return true;
}

const scenario_key gah_scn_player_expect[] = {
    {"money", 2, 2, expect_money},
    {"vp", 2, 2, expect_vp},
    {"emperor", 2, 2, expect_emperor},
    {"hand-count", 2, 2, expect_hand_count},
    {"display-count", 2, 2, expect_display_count},
    {"staff-played", 2, 2, expect_staff_played},
    {"covered", 2, 2, expect_covered},
    {"leftovers", 2, 2, expect_leftovers},
    {"passed", 2, 2, expect_passed},
    {"tile", 3, 3, expect_tile},
    {"vp-from", 3, 3, expect_vp_from},
    {"kitchen", 5, 6, expect_kitchen},
    {"room", 3, 3, expect_room},
    {"table", 3, -1, expect_table},
    {"hand-has", 2, 2, expect_card},
    {"hand-lacks", 2, 2, expect_card},
    {"display-has", 2, 2, expect_card},
    {NULL, 0, 0, NULL},
};

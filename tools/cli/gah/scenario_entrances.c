/* The base game's scenario words for Let's Waltz module 3: the entrances on offer and owned, the auction,
 * what lies beside Ninas Melange, The Grand Wray Hotel and Hotel Dove, the fourth café table; and the
 * automa's solo entrances in Dinner for One (Toll Bridge Hotel, Hautel Couture, Nine Stars, Sushi Resort). */
#include "scenario_gah.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* "space:N" (tolls) or "space:ITEM" (Hautel Couture's items) for action spaces 1..6, unlisted spaces 0 / no
 * item; an item is stored as item + 1. */
static bool solo_spaces(scn *s, char **w, int n, bool items, uint8_t out[7])
{
    memset(out, 0, 7);
    for (int i = 0; i < n; i++) {
        const char *colon = strchr(w[i], ':');
        int space = colon && colon - w[i] == 1 ? w[i][0] - '0' : 0, v = -1;
        if (space >= 1 && space <= 6)
            v = items ? gah_scn_item(colon + 1) + 1 : (scenario_int(colon + 1, &v) && v >= 0 && v < 100 ? v : -1);
        if (space < 1 || space > 6 || v < (items ? 1 : 0)) {
            scenario_fail(s, items ? "items on spaces are written space:item, not '%s'" : "tolls are written space:count, not '%s'",
                          w[i], NULL);
            return false;
        }
        out[space] = (uint8_t)v;
    }
    return true;
}

static int emperor_tile(const char *code)
{
    for (int t = 0; t < gah_emperor_tile_count; t++)
        if (!strcmp(gah_emperor_tiles[t].code, code)) return t;
    return -1;
}

/* ---- set ---- */

/* The entrances laid out for the auction (one per player at most; solo: 3). */
static bool set_entrance_offer(scn *s, char **w, int n)
{
    gah_state *st = GAH_STATE(s);
    int v;
    int most = st->params.automa ? 3 : st->players;
    if (n - 1 > most) {
        char text[80];
        snprintf(text, sizeof text, "at most %d entrances (%s), not %d", most, st->params.automa ? "solo: three" : "one per player",
                 n - 1);
        return scenario_fail(s, "set entrance-offer: %s", text, NULL), true;
    }
    memset(st->entrances.offer, 0, sizeof st->entrances.offer);
    for (int i = 1; i < n; i++)
        if (!gah_scn_entrance(w[i], &v) || !v) return scenario_fail(s, "no hotel entrance '%s'", w[i], NULL), true;
        else st->entrances.offer[i - 1] = (uint8_t)v;
    return true;
}

/* Who opens the auction about to open. */
static bool set_auction(scn *s, char **w, int n)
{
    gah_state *st = GAH_STATE(s);
    int seat = scenario_seat(s, w[1]);
    (void)n;
    if (seat < 0) return false;
    if (!st->stack_count || st->stack[st->stack_count - 1].kind != GAH_PROMPT_AUCTION || st->entrances.lot)
        return scenario_fail(s, "set auction: no auction is %s", "about to open", NULL), true;
    st->stack[st->stack_count - 1].seat = st->stack[st->stack_count - 1].extra = (uint8_t)seat;
    return true;
}

/* Ninas Melange's personal objectives A, B, C. */
static bool set_ninas_objectives(scn *s, char **w, int n)
{
    int v;
    (void)n;
    for (int i = 0; i < 3; i++)
        if (!scenario_int(w[1 + i], &v) || !gah_objective_by_id(v)) return scenario_fail(s, "no objective '%s'", w[1 + i], NULL), true;
        else GAH_STATE(s)->entrances.ninas_objectives[i] = (uint8_t)v;
    return true;
}

/* Which of them are met (A B C, or none). */
static bool set_ninas_met(scn *s, char **w, int n)
{
    gah_entrance_state *en = &GAH_STATE(s)->entrances;
    en->ninas_met = 0;
    for (int i = 1; i < n; i++)
        if (!strcmp(w[i], "none")) continue;
        else if (w[i][0] < 'A' || w[i][0] > 'C' || w[i][1]) return scenario_fail(s, "no objective slot '%s'", w[i], NULL), true;
        else en->ninas_met = (uint8_t)(en->ninas_met | 1u << (w[i][0] - 'A'));
    return true;
}

/* The Grand Wray Hotel's Emperor tiles, `-` for one gone. */
static bool set_wray_tiles(scn *s, char **w, int n)
{
    (void)n;
    for (int i = 0; i < GAH_WRAY_TILES; i++) {
        int found = emperor_tile(w[1 + i]);
        if (found < 0 && strcmp(w[1 + i], "-")) return scenario_fail(s, "no Emperor tile '%s'", w[1 + i], NULL), true;
        GAH_STATE(s)->entrances.wray_tiles[i] = (uint8_t)(found + 1);
    }
    return true;
}

/* Hotel Dove's tokens left. */
static bool set_dove_tokens(scn *s, char **w, int n)
{
    gah_entrance_state *en = &GAH_STATE(s)->entrances;
    int v;
    en->dove_tokens = 0;
    for (int i = 1; i < n; i++)
        if (!strcmp(w[i], "none")) continue;
        else if (!scenario_int(w[i], &v) || v < 1 || v > GAH_DOVE_TOKENS) return scenario_fail(s, "no token '%s'", w[i], NULL), true;
        else en->dove_tokens = (uint8_t)(en->dove_tokens | 1u << (v - 1));
    return true;
}

/* Dinner for One: Toll Bridge Hotel's cogwheels per space, Hautel Couture's items per space and its pool. */
static bool set_tolls(scn *s, char **w, int n)
{
    solo_spaces(s, w + 1, n - 1, false, GAH_STATE(s)->solo.tolls);
    return true;
}

static bool set_space_items(scn *s, char **w, int n)
{
    solo_spaces(s, w + 1, n - 1, true, GAH_STATE(s)->solo.space_item);
    return true;
}

static bool set_pool(scn *s, char **w, int n)
{
    int v;
    for (int i = 0; i + 1 < n; i++)
        if (scenario_range(s, "pool", w[1 + i], 0, 40, &v)) GAH_STATE(s)->solo.pool[i] = (uint8_t)v;
    return true;
}

/* Nine Stars' stars, and the rooms it reserved for the guests at its tables. */
static bool set_stars(scn *s, char **w, int n)
{
    int v;
    (void)n;
    if (scenario_range(s, "stars", w[1], 0, GAH_SOLO_STARS_MAX, &v)) GAH_STATE(s)->solo.stars = (uint8_t)v;
    return true;
}

static bool set_reserved(scn *s, char **w, int n)
{
    gah_solo_entrance_state *so = &GAH_STATE(s)->solo;
    int v, room;
    (void)n;
    if (!scenario_int(w[1], &v) || v < 1 || v > GAH_CAFE_TABLES) return false;
    if (!strcmp(w[2], "none")) so->reserved[v - 1] = 0;
    else if (scenario_range(s, "reserved room", w[2], 0, GAH_HOTEL_ROOMS - 1, &room)) so->reserved[v - 1] = (uint8_t)(room + 1);
    return true;
}

/* Sushi Resort's cogwheels left on its rooms and on its guests. */
static bool set_sushi_rooms(scn *s, char **w, int n)
{
    gah_solo_entrance_state *so = &GAH_STATE(s)->solo;
    int v;
    so->sushi_rooms = 0;
    for (int i = 1; i < n; i++) {
        if (!strcmp(w[i], "none")) continue;
        int k = 0;
        while (k < GAH_SOLO_SUSHI_TOKENS && !(scenario_int(w[i], &v) && gah_rules.solo_sushi_rooms[k] == v)) k++;
        if (k == GAH_SOLO_SUSHI_TOKENS) return scenario_fail(s, "room %s is not one of Sushi Resort's cogwheel rooms", w[i], NULL), true;
        so->sushi_rooms = (uint8_t)(so->sushi_rooms | 1u << k);
    }
    return true;
}

static bool set_sushi_guests(scn *s, char **w, int n)
{
    gah_solo_entrance_state *so = &GAH_STATE(s)->solo;
    int v;
    memset(so->sushi_guests, 0, sizeof so->sushi_guests);
    for (int i = 1; i < n; i++)
        if (!strcmp(w[i], "none")) continue;
        else if (!scenario_int(w[i], &v) || !gah_guest_by_id(v)) return scenario_fail(s, "unknown guest '%s'", w[i], NULL), true;
        else so->sushi_guests[i - 1] = (uint8_t)v;
    return true;
}

const scenario_key gah_scn_entrance_set[] = {
    {"entrance-offer", 2, -1, set_entrance_offer},
    {"auction", 2, 2, set_auction},
    {"ninas-objectives", 4, 4, set_ninas_objectives},
    {"ninas-met", 1, -1, set_ninas_met},
    {"wray-tiles", 1 + GAH_WRAY_TILES, 1 + GAH_WRAY_TILES, set_wray_tiles},
    {"dove-tokens", 1, -1, set_dove_tokens},
    {"tolls", 1, -1, set_tolls},
    {"space-items", 1, -1, set_space_items},
    {"pool", 5, 1 + GAH_ITEM_COUNT, set_pool},
    {"stars", 2, 2, set_stars},
    {"reserved", 3, 3, set_reserved},
    {"sushi-rooms", 1, -1, set_sushi_rooms},
    {"sushi-guests", 1, 1 + GAH_SOLO_SUSHI_TOKENS, set_sushi_guests},
    {NULL, 0, 0, NULL},
};

/* Only the ownership: none of the entrance's set-up gifts (Kaufman: four tables). */
static bool set_entrance(scn *s, char **w, int n)
{
    gah_entrance_state *en = &GAH_STATE(s)->entrances;
    int v;
    (void)n;
    if (!gah_scn_entrance(w[1], &v)) return scenario_fail(s, "no hotel entrance '%s'", w[1], NULL), true;
    en->owned[s->seat] = (uint8_t)v;
    if (v == GAH_ENTRANCE_KAUFMAN) en->cafe_tables[s->seat] = GAH_CAFE_TABLES;
    return true;
}

static bool set_cafe_tables(scn *s, char **w, int n)
{
    int v;
    (void)n;
    if (!scenario_int(w[1], &v) || v < 1 || v > GAH_CAFE_TABLES) return false;
    GAH_STATE(s)->entrances.cafe_tables[s->seat] = (uint8_t)v;
    return true;
}

const scenario_key gah_scn_entrance_player_set[] = {
    {"entrance", 2, 2, set_entrance},
    {"cafe-tables", 2, 2, set_cafe_tables},
    {NULL, 0, 0, NULL},
};

/* ---- expect ---- */

/* `expect dealt-wray-tiles CODE…` / `expect dealt-ninas-objectives ID…`: over DEAL_SETUPS set-ups with the
 * setup line's settings and the seeds from its seed on, whatever is laid out beside The Grand Wray Hotel or
 * Ninas Melange is among the listed, and each listed one is laid out at least once ("from those remaining":
 * the stacks of the modules in play). */
enum { DEAL_SETUPS = 1200 };
static bool expect_dealt_beside(scn *s, char **w, int n)
{
    static gah_state deal;
    bool wray = !strcmp(w[0], "dealt-wray-tiles");
    int ids[24], seen[24] = {0}, k = n - 1;
    if (k < 1 || k > 24) return scenario_fail(s, "dealt-wray-tiles CODE... / dealt-ninas-objectives ID...", NULL, NULL), true;
    for (int i = 0; i < k; i++) {
        ids[i] = -1;
        if (wray) ids[i] = emperor_tile(w[1 + i]);
        else if (!scenario_int(w[1 + i], &ids[i]) || !gah_objective_by_id(ids[i])) ids[i] = -1;
        if (ids[i] < 0) return scenario_fail(s, "'%s' is not a card", w[1 + i], NULL), true;
    }
    for (int d = 0; d < DEAL_SETUPS; d++) {
        gah_params params = *(const gah_params *)s->params;
        params.seed += (uint64_t)d;
        if (gah_setup_preview(&deal, &params, NULL)) return scenario_fail(s, "the setup is refused", NULL, NULL), true;
        int cards = wray ? GAH_WRAY_TILES : 3;
        for (int c = 0; c < cards; c++) {
            int got = wray ? deal.entrances.wray_tiles[c] - 1 : deal.entrances.ninas_objectives[c];
            if (got < (wray ? 0 : 1)) continue;
            int i = 0;
            while (i < k && ids[i] != got) i++;
            char name[16];
            snprintf(name, sizeof name, "%s", wray ? gah_emperor_tiles[got].code : "");
            if (!wray) snprintf(name, sizeof name, "%d", got);
            if (i == k) return scenario_fail(s, "%s is laid out beside the entrance but not listed", name, NULL), true;
            seen[i]++;
        }
    }
    for (int i = 0; i < k; i++)
        if (!seen[i]) scenario_fail(s, "%s is never laid out beside the entrance", w[1 + i], NULL);
    return true;
}

/* `expect dealt-entrances KEY…`: over DEAL_SETUPS set-ups as above, every hotel entrance laid out (for the
 * auction, or for the person to choose from in Dinner for One) is among the listed, and each listed one is
 * laid out at least once. */
static bool expect_dealt_entrances(scn *s, char **w, int n)
{
    static gah_state deal;
    int ids[GAH_ENTRANCE_ID_COUNT], seen[GAH_ENTRANCE_ID_COUNT] = {0}, k = n - 1;
    if (k < 1 || k > GAH_ENTRANCE_ID_COUNT) return scenario_fail(s, "dealt-entrances KEY...", NULL, NULL), true;
    for (int i = 0; i < k; i++)
        if (!gah_scn_entrance(w[1 + i], &ids[i])) return scenario_fail(s, "no hotel entrance '%s'", w[1 + i], NULL), true;
    for (int d = 0; d < DEAL_SETUPS; d++) {
        gah_params params = *(const gah_params *)s->params;
        params.seed += (uint64_t)d;
        if (gah_setup_preview(&deal, &params, NULL)) return scenario_fail(s, "the setup is refused", NULL, NULL), true;
        for (int c = 0; c < GAH_MAX_PLAYERS; c++) {
            int got = deal.entrances.offer[c], i = 0;
            if (!got) continue;
            while (i < k && ids[i] != got) i++;
            if (i == k) return scenario_fail(s, "%s is laid out but not listed", gah_entrances[got - 1].name, NULL), true;
            seen[i]++;
        }
    }
    for (int i = 0; i < k; i++)
        if (!seen[i]) scenario_fail(s, "%s is never laid out", w[1 + i], NULL);
    return true;
}

/* Dinner for One's solo entrances. */
static bool expect_tolls(scn *s, char **w, int n)
{
    uint8_t want[7];
    char num[16];
    if (!solo_spaces(s, w + 1, n - 1, false, want)) return false;
    for (int v = 1; v <= 6; v++)
        snprintf(num, sizeof num, "%d", want[v]), scenario_expect_int(s, "tolls on a space", GAH_STATE(s)->solo.tolls[v], num);
    return true;
}

static bool expect_space_items(scn *s, char **w, int n)
{
    uint8_t want[7];
    char num[16];
    if (!solo_spaces(s, w + 1, n - 1, true, want)) return false;
    for (int v = 1; v <= 6; v++)
        snprintf(num, sizeof num, "%d", want[v] - 1),
            scenario_expect_int(s, "item on a space (-1 none)", gah_solo_space_item(GAH_STATE(s), v), num);
    return true;
}

static bool expect_pool(scn *s, char **w, int n)
{
    for (int i = 0; i + 1 < n && i < GAH_ITEM_COUNT; i++)
        scenario_expect_int(s, gah_item_name(i), GAH_STATE(s)->solo.pool[i], w[1 + i]);
    return true;
}

static bool expect_stars(scn *s, char **w, int n)
{
    (void)n;
    scenario_expect_int(s, "stars", GAH_STATE(s)->solo.stars, w[1]);
    return true;
}

static bool expect_reserved(scn *s, char **w, int n)
{
    (void)n;
    int table;
    if (!scenario_range(s, "a café table", w[1], 1, GAH_CAFE_TABLES, &table)) return true;
    scenario_expect_int(s, "reserved room (-1 none)", gah_solo_reserved_room(GAH_STATE(s), table), w[2]);
    return true;
}

static bool expect_guest_tokens(scn *s, char **w, int n)
{
    (void)n;
    for (int q = 1; q <= GAH_QUEUE; q++)
        scenario_expect_int(s, "cogwheels on a queue guest", gah_solo_guest_tokens(GAH_STATE(s), q), w[q]);
    return true;
}

static bool expect_room_token(scn *s, char **w, int n)
{
    (void)n;
    int room;
    if (!scenario_range(s, "room", w[1], 0, GAH_HOTEL_ROOMS - 1, &room)) return true;
    if (gah_solo_room_token(GAH_STATE(s), room) != !strcmp(w[2], "yes"))
        scenario_fail(s, "room %s's cogwheel: not %s", w[1], w[2]);
    return true;
}

static bool expect_solo_entrance(scn *s, char **w, int n)
{
    int want_kind = 0;
    char num[16];
    (void)n;
    for (int k = 1; k < GAH_SOLO_ENTRANCE_COUNT; k++)
        if (!strcmp(w[1], gah_solo_entrances[k - 1].key)) want_kind = k;
    snprintf(num, sizeof num, "%d", want_kind);
    scenario_expect_int(s, "solo entrance", gah_solo_entrance_of(GAH_STATE(s)), num);
    return true;
}

const scenario_key gah_scn_entrance_expect[] = {
    {"dealt-wray-tiles", 2, -1, expect_dealt_beside},
    {"dealt-ninas-objectives", 2, -1, expect_dealt_beside},
    {"dealt-entrances", 2, -1, expect_dealt_entrances},
    {"tolls", 1, -1, expect_tolls},
    {"space-items", 1, -1, expect_space_items},
    {"pool", 5, -1, expect_pool},
    {"stars", 2, 2, expect_stars},
    {"reserved", 3, 3, expect_reserved},
    {"guest-tokens", 6, 6, expect_guest_tokens},
    {"room-token", 3, 3, expect_room_token},
    {"solo-entrance", 2, 2, expect_solo_entrance},
    {NULL, 0, 0, NULL},
};

static bool expect_entrance(scn *s, char **w, int n)
{
    char what[64];
    int id;
    (void)n;
    snprintf(what, sizeof what, "p%d %s", s->seat, w[0]);
    if (!gah_scn_entrance(w[1], &id)) return scenario_fail(s, "no hotel entrance '%s'", w[1], NULL), true;
    if (GAH_STATE(s)->entrances.owned[s->seat] != id) scenario_fail(s, "%s: the player owns another hotel entrance", what, NULL);
    return true;
}

static bool expect_cafe_tables(scn *s, char **w, int n)
{
    char what[64];
    (void)n;
    snprintf(what, sizeof what, "p%d %s", s->seat, w[0]);
    scenario_expect_int(s, what, gah_cafe_tables(GAH_STATE(s), s->seat), w[1]);
    return true;
}

const scenario_key gah_scn_entrance_player_expect[] = {
    {"entrance", 2, 2, expect_entrance},
    {"cafe-tables", 2, 2, expect_cafe_tables},
    {NULL, 0, 0, NULL},
};

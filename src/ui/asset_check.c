/* Start-up check that atlas.idx and layout.txt name everything the window draws and hit-tests (the
 * contract in docs/assets.md), so a well-formed but incomplete file is refused with what is missing
 * instead of leaving moves with "no place on the table". */
#include "ui/asset_check.h"

#include "gah/data.h"

#include <stdio.h>
#include <string.h>

/* "PATTERN" with %d for FIRST..LAST; a pattern without %d is one name (FIRST = LAST = 0). */
typedef struct name_range {
    const char *pattern;
    int first, last;
} name_range;

static const name_range layout_needed[] = {
    {"main", 0, 0}, {"action", 0, 0}, {"hotel", 0, 0},
    {"main/round/%d", 1, 7}, {"main/emperor-tile/%d", 1, 3}, {"main/emperor-track/%d", 0, 13},
    {"main/score-track/%d", 0, 74}, {"main/objective/A", 0, 0}, {"main/objective/B", 0, 0},
    {"main/objective/C", 0, 0}, {"main/objective/A/claim/%d", 1, 3}, {"main/objective/B/claim/%d", 1, 3},
    {"main/objective/C/claim/%d", 1, 3}, {"main/queue/%d", 1, 5}, {"main/deck/guest", 0, 0},
    {"main/deck/staff", 0, 0}, {"main/discard/guest", 0, 0},
    {"action/space/%d", 1, 6}, {"action/dustbin", 0, 0},
    {"hotel/room/%d", 0, 19}, {"hotel/floor-cost/%d", 0, 3}, {"hotel/bonus/blue", 0, 0}, {"hotel/bonus/red", 0, 0},
    {"hotel/bonus/yellow", 0, 0}, {"hotel/table/%d", 1, 3}, {"hotel/kitchen", 0, 0}, {"hotel/money", 0, 0},
    /* Let's Waltz module 1 (table_ballrooms.c): the places its rows, sections and dancers are hit-tested in */
    {"ballroom", 0, 0}, {"ballroom/round", 0, 0}, {"ballroom/row/%d", 1, 3}, {"ballroom/space/1/%d", 1, 5},
    {"ballroom/space/2/%d", 1, 5}, {"ballroom/space/3/%d", 1, 5}, {"balcony", 0, 0}, {"balcony/space", 0, 0},
    {"rehearsal", 0, 0}, {"rehearsal/section/%d", 1, 4},
};

static const char *const sprites_needed[] = {
    "back/guest", "back/staff", "board/main", "board/action", "hotel/night", "hotel/day1", "hotel/day2",
    "hotel/day3", "hotel/day4", "hotel/table-4", "icon/strudel", "icon/cake", "icon/wine", "icon/coffee", "icon/champagne",
    "icon/krone", "icon/vp", "icon/emperor", "icon/dustbin", "icon/staff-once", "icon/staff-round",
    "icon/staff-permanent", "icon/staff-final", "icon/staff-bell", "door/blue-vacant", "door/blue-occupied",
    "door/red-vacant", "door/red-occupied", "door/yellow-vacant", "door/yellow-occupied", "die/1", "die/2",
    "die/3", "die/4", "die/5", "die/6", "action/1", "action/2", "action/3", "action/4", "action/5", "action/6",
    "ballroom/balcony", "ballroom/round-3", "ballroom/round-5", "ballroom/round-7", "overlay/dishes", "overlay/drinks",
    "marker/0", "marker/1", "marker/2", "marker/3", "tile/turn-1-4", "tile/turn-2-3", "tile/turn-1-6",
    "tile/turn-2-5", "tile/turn-3-4", "tile/turn-1-8", "tile/turn-2-7", "tile/turn-3-6", "tile/turn-4-5",
    /* Let's Waltz module 4's clockwise tiles (1/4, 2/5, 3/6 are the base game's) */
    "tile/turn-1-3", "tile/turn-2-4", "tile/turn-1-5", "tile/turn-2-6", "tile/turn-3-7", "tile/turn-4-8",
    /* Let's Waltz module 3: the solo entrances, the cogwheel, Chateau Paulwei's charts (the entrances and Dove's
     * tokens are checked from the data below) */
    "entrance/solo-couture", "entrance/solo-ninestars", "entrance/solo-sushi", "entrance/solo-tollbridge", "token/cogwheel",
    "entrance/chateau-blue", "entrance/chateau-red", "entrance/chateau-yellow",
    "solo/stars-track", "solo/item-pool", "solo/reserved", /* the solo entrances' pieces (table_entrances.c) */
    "icon/key", "startplayer/extension", /* and its skeleton key on its extension (table_startplayer.c) */
};

/* Collects up to a few missing names into "a, b, c and N more". */
typedef struct missing_list {
    int count;
    char text[300];
} missing_list;

static void note_missing(missing_list *m, const char *name)
{
    if (m->count < 4) {
        size_t n = strlen(m->text);
        snprintf(m->text + n, sizeof m->text - n, "%s%s", m->count ? ", " : "", name);
    }
    m->count++;
}

static bool report(const missing_list *m, const char *what, const char *path, char *err, size_t err_size)
{
    if (!m->count) return true;
    if (m->count > 4)
        snprintf(err, err_size, "%s %s is incomplete: %s and %d more are missing. Rebuild the game (tools/dev.sh run).",
                 what, path, m->text, m->count - 4);
    else
        snprintf(err, err_size, "%s %s is incomplete: %s %s missing. Rebuild the game (tools/dev.sh run).", what, path,
                 m->text, m->count == 1 ? "is" : "are");
    return false;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral" /* the patterns are this file's constants */
bool layout_check_complete(const ui_layout *l, const char *path, char *err, size_t err_size)
{
    missing_list m = {0};
    for (size_t i = 0; i < sizeof layout_needed / sizeof layout_needed[0]; i++)
        for (int k = layout_needed[i].first; k <= layout_needed[i].last; k++) {
            char name[LAYOUT_NAME_MAX];
            snprintf(name, sizeof name, layout_needed[i].pattern, k);
            SDL_Rect r;
            if (!layout_get(l, name, &r)) note_missing(&m, name);
        }
    return report(&m, "The board layout", path, err, err_size);
}
#pragma GCC diagnostic pop

static void need_sprite(const ui_atlas *a, missing_list *m, const char *name)
{
    if (!atlas_find(a, name)) note_missing(m, name);
}

bool atlas_check_complete(const ui_atlas *a, const char *path, char *err, size_t err_size)
{
    missing_list m = {0};
    char name[ATLAS_NAME_MAX];
    for (size_t i = 0; i < sizeof sprites_needed / sizeof sprites_needed[0]; i++) need_sprite(a, &m, sprites_needed[i]);
    for (int i = 0; i < gah_guest_count; i++) {
        snprintf(name, sizeof name, "guest/%d", gah_guests[i].id);
        need_sprite(a, &m, name);
    }
    for (int i = 0; i < gah_staff_count; i++) {
        snprintf(name, sizeof name, "staff/%d", gah_staff[i].id);
        need_sprite(a, &m, name);
    }
    for (int i = 0; i < gah_objective_count; i++) {
        snprintf(name, sizeof name, "objective/%d", gah_objectives[i].id);
        need_sprite(a, &m, name);
    }
    for (int i = 0; i < gah_emperor_tile_count; i++) {
        snprintf(name, sizeof name, "emperor/%.2s", gah_emperor_tiles[i].code);
        need_sprite(a, &m, name);
    }
    for (int i = 0; i < gah_entrance_count; i++) {
        snprintf(name, sizeof name, "entrance/%d", gah_entrances[i].id);
        need_sprite(a, &m, name);
    }
    for (int i = 0; i < GAH_DOVE_TOKENS; i++) {
        snprintf(name, sizeof name, "dove/%d", gah_dove_tokens[i].id);
        need_sprite(a, &m, name);
    }
    for (int i = 0; i < gah_automa_card_count; i++) {
        snprintf(name, sizeof name, "automa/%d", gah_automa_cards[i].id);
        need_sprite(a, &m, name);
    }
    return report(&m, "The card art index", path, err, err_size);
}

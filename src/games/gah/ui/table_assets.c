/* What the base game's table draws and hit-tests (ui/asset_list.h): the layout's rectangles, the atlas's
 * fixed sprites and every card the data names, so that an incomplete atlas.idx or layout.txt is refused at
 * start-up with what is missing (the contract in docs/assets.md). */
#include "games/gah/ui/table_assets.h"

#include "gah/data.h"

#include <stdio.h>

static const ui_name_range layout_needed[] = {
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

/* The cards of the data, kind by kind: guests, staff, objectives, Emperor tiles, entrances, Dove's tokens,
 * the automa's cards. */
static bool data_sprite(int i, char *out, size_t size)
{
    if (i < gah_guest_count) {
        snprintf(out, size, "guest/%d", gah_guests[i].id);
        return true;
    }
    i -= gah_guest_count;
    if (i < gah_staff_count) {
        snprintf(out, size, "staff/%d", gah_staff[i].id);
        return true;
    }
    i -= gah_staff_count;
    if (i < gah_objective_count) {
        snprintf(out, size, "objective/%d", gah_objectives[i].id);
        return true;
    }
    i -= gah_objective_count;
    if (i < gah_emperor_tile_count) {
        snprintf(out, size, "emperor/%.2s", gah_emperor_tiles[i].code);
        return true;
    }
    i -= gah_emperor_tile_count;
    if (i < gah_entrance_count) {
        snprintf(out, size, "entrance/%d", gah_entrances[i].id);
        return true;
    }
    i -= gah_entrance_count;
    if (i < GAH_DOVE_TOKENS) {
        snprintf(out, size, "dove/%d", gah_dove_tokens[i].id);
        return true;
    }
    i -= GAH_DOVE_TOKENS;
    if (i < gah_automa_card_count) {
        snprintf(out, size, "automa/%d", gah_automa_cards[i].id);
        return true;
    }
    return false;
}

const ui_asset_list gah_table_assets = {
    .layout = layout_needed,
    .layout_count = (int)(sizeof layout_needed / sizeof layout_needed[0]),
    .sprites = sprites_needed,
    .sprite_count = (int)(sizeof sprites_needed / sizeof sprites_needed[0]),
    .data_sprite = data_sprite,
};

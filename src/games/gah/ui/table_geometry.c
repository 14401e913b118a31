/* Where everything sits on the 1920x1080 canvas: boards placed at a scale, layout rectangles mapped
 * onto the canvas, and which table element a legal command starts from and lands on. */
#include "gah/faces.h"
#include "games/gah/ui/table_parts.h"

#include <stdio.h>
#include <string.h>

typedef struct board_place {
    const char *name;
    int x, y;
    float scale;
} board_place;

static const board_place place_main = {"main", 16, 16, (float)GAH_BOARD_SCALE_MAIN};
static const board_place place_action = {"action", 1056, 16, (float)GAH_BOARD_SCALE_ACTION};
static const board_place place_hotel = {"hotel", 16, 500, (float)GAH_BOARD_SCALE_HOTEL};

/* Fixed areas of the canvas outside the boards. */
static const SDL_Rect area_tray = {1056, 500, 480, 64};
static const SDL_Rect area_display = {625, 500, 420, 330};
static const SDL_Rect area_hand = {625, 860, 915, 200};
static const SDL_Rect area_cards = {1056, 580, 480, 260};  /* drawn cards, draft pack */
static const SDL_Rect area_boost = {1056, 326, 280, 40}; /* room for "Boost: on (+1, 1 krone)" */
static const SDL_Rect area_panels = {1552, 16, 352, 830};

static SDL_Rect on_board(const board_place *b, SDL_Rect r)
{
    SDL_Rect out = {b->x + (int)((float)r.x * b->scale), b->y + (int)((float)r.y * b->scale),
                    (int)((float)r.w * b->scale), (int)((float)r.h * b->scale)};
    return out;
}

/* The board rectangle "PREFIX/INDEX" (or just "PREFIX" when index < 0) on the canvas. */
SDL_Rect table_board_rect(const ui_layout *layout, const char *name)
{
    static const board_place *const places[] = {&place_main, &place_action, &place_hotel};
    SDL_Rect r = {0, 0, 0, 0};
    for (int i = 0; i < 3; i++) {
        size_t n = strlen(places[i]->name);
        if (strncmp(name, places[i]->name, n) != 0 || (name[n] && name[n] != '/')) continue;
        if (!name[n]) { /* the whole board */
            if (!layout_get(layout, name, &r)) return r;
            r.x = r.y = 0;
        } else if (!layout_get(layout, name, &r)) {
            return (SDL_Rect){0, 0, 0, 0};
        }
        return on_board(places[i], r);
    }
    return r;
}

static SDL_Rect board_el(const ui_layout *layout, const board_place *b, const char *prefix, int index)
{
    char name[LAYOUT_NAME_MAX];
    SDL_Rect r = {0, 0, 0, 0};
    if (index < 0) snprintf(name, sizeof name, "%s", prefix);
    else snprintf(name, sizeof name, "%s/%d", prefix, index);
    if (!layout_get(layout, name, &r)) return r;
    return on_board(b, r);
}

static int index_of(const uint8_t *cards, int count, int id)
{
    for (int i = 0; i < count; i++)
        if (cards[i] == id) return i;
    return -1;
}

/* Cards laid out in a row, overlapping when there are too many for the area. */
static SDL_Rect card_in_row(SDL_Rect area, int index, int count, int card_w, int card_h)
{
    int step = card_w + 8;
    if (count > 1 && step * count > area.w) step = (area.w - card_w) / (count - 1);
    SDL_Rect r = {area.x + index * step, area.y, card_w, card_h};
    return r;
}

SDL_Rect table_message_rect(void) { return (SDL_Rect){560, area_hand.y + 185, 800, 1080 - (area_hand.y + 185) - 1}; }

/* The boost toggle is there while a die is taken for its action, never when a die only goes to the
 * dustbin (issue 13: the dustbin prompt showed it). */
bool table_boost_offered(const table_scene *t)
{
    if (gah_current_prompt(gah_session_state(&t->session)).kind == GAH_PROMPT_DUSTBIN) return false;
    for (int i = 0; i < t->legal_count; i++)
        if (t->legal[i].type == GAH_CMD_DIE) return true;
    return false;
}

SDL_Rect table_el_rect(const table_scene *t, const ui_layout *layout, ui_el el)
{
    const gah_state *st = gah_session_state(&t->session);
    int seat = table_viewed_seat(t);
    const gah_player *p = &st->player[seat];
    SDL_Rect none = {0, 0, 0, 0};
    switch (el.kind) {
    case EL_QUEUE: return board_el(layout, &place_main, "main/queue", el.index);
    case EL_OBJECTIVE: {
        char name[LAYOUT_NAME_MAX];
        SDL_Rect r;
        snprintf(name, sizeof name, "main/objective/%c", 'A' + el.index);
        return layout_get(layout, name, &r) ? on_board(&place_main, r) : none;
    }
    case EL_SPACE: return board_el(layout, &place_action, "action/space", el.index);
    case EL_TABLE: return board_el(layout, &place_hotel, "hotel/table", el.index);
    case EL_ROOM: return board_el(layout, &place_hotel, "hotel/room", el.index);
    case EL_KITCHEN: return board_el(layout, &place_hotel, "hotel/kitchen", -1);
    case EL_KITCHEN_ITEM: {
        /* A part may bring an item (module 1's champagne): the kitchen is then drawn in more parts. */
        int parts = table_parts_kitchen_items(t) ? table_parts_kitchen_items(t) : GAH_ITEM_CHAMPAGNE;
        if (el.index < 0 || el.index >= parts) return none;
        SDL_Rect k = board_el(layout, &place_hotel, "hotel/kitchen", -1);
        SDL_Rect r = {k.x + el.index * k.w / parts, k.y, k.w / parts, k.h};
        return r;
    }
    case EL_TRAY_ITEM: return table_tray_slot(t, el.index);
    case EL_HAND_CARD: {
        int i = index_of(p->hand, p->hand_count, el.index);
        return i < 0 ? none : card_in_row(area_hand, i, p->hand_count, 126, 182);
    }
    case EL_DISPLAY_CARD: {
        int i = index_of(p->display, p->display_count, el.index);
        if (i < 0) return none;
        /* Rows of six; when more rows than fit come (13+ staff), they overlap, each showing its top band
         * (type and cost), and never reach what a part lays below (module 1's rehearsal room) or the hand. */
        int rows = (p->display_count + 5) / 6, bottom = table_parts_display_bottom(t);
        if (!bottom) bottom = area_display.y + area_display.h;
        int step = 100, top = area_display.y + 30;
        if (rows > 1 && top + (rows - 1) * step + 94 > bottom) step = (bottom - top - 94) / (rows - 1);
        SDL_Rect r = {area_display.x + (i % 6) * 70, top + (i / 6) * step, 65, 94};
        return r;
    }
    case EL_DRAWN_CARD: {
        int i = index_of(st->drawn, st->drawn_count, el.index);
        return i < 0 ? none : card_in_row((SDL_Rect){area_cards.x, area_cards.y + 40, area_cards.w, 200}, i, st->drawn_count, 126, 182);
    }
    case EL_DRAFT_CARD: {
        int i = index_of(st->draft_pack[seat], st->draft_count[seat], el.index);
        return i < 0 ? none : card_in_row((SDL_Rect){area_cards.x, area_cards.y + 40, area_cards.w, 200}, i, st->draft_count[seat], 99, 143);
    }
    case EL_BUTTON:
        return el.index >= 0 && el.index < t->button_count ? t->buttons[el.index].rect : none;
    case EL_EMPEROR_TILE: { /* a little larger than the board's square: their small faces' text (issue 13) */
        SDL_Rect r = board_el(layout, &place_main, "main/emperor-tile", el.index + 1);
        return r.w ? (SDL_Rect){r.x - 5, r.y - 5, r.w + 10, r.h + 10} : r;
    }
    case EL_EMPEROR_SPACE: return board_el(layout, &place_main, "main/emperor-track", el.index);
    case EL_PANEL_GUEST: { /* issue 40: a guest in a panel opens the card viewer, readable at any size */
        int s = el.index / GAH_CAFE_TABLES, tb = el.index % GAH_CAFE_TABLES;
        if (s < 0 || s >= st->players || tb >= gah_cafe_tables(st, s) || !st->player[s].cafe[tb].guest) return none;
        SDL_Rect panel = table_el_rect(t, layout, (ui_el){EL_PANEL, (int16_t)s});
        return panel.w ? table_panel_guest_rect(panel, tb, gah_cafe_tables(st, s)) : none;
    }
    case EL_BOOST: return table_boost_offered(t) ? area_boost : none;
    case EL_PANEL: {
        int active = table_home_seat(t); /* panels stay in place while an opponent's hotel is looked at */
        int slot = (el.index - active + st->players) % st->players - 1; /* others in seat order after the active one */
        if (slot < 0) return none;
        /* One or two panels take the column's height, their café guests then large enough to read (issue 40:
         * 5-7 px at 1366x768); three keep the short panel. */
        int h = st->players <= 3 ? TABLE_PANEL_TALL_H : 260;
        SDL_Rect r = {area_panels.x, area_panels.y + slot * (h + 12), area_panels.w, h};
        return r;
    }
    default: return table_parts_el_rect(t, layout, el); /* a part's kind (none for EL_NONE) */
    }
}

SDL_Rect table_tray_slot(const table_scene *t, int i)
{
    int step = table_parts_tray_step(t) ? table_parts_tray_step(t) : 80; /* five items fit beside the words only a little closer */
    return (SDL_Rect){area_tray.x + 150 + i * step, area_tray.y + 4, 64, 56};
}

ui_el table_el_at(const table_scene *t, const ui_layout *layout, SDL_Point at)
{
    const gah_state *st = gah_session_state(&t->session);
    const gah_player *p = &st->player[table_viewed_seat(t)];
    ui_el el;
#define TRY(k, i)                                                     \
    do {                                                              \
        el = (ui_el){(uint8_t)(k), (int16_t)(i)};                     \
        SDL_Rect r_ = table_el_rect(t, layout, el);                   \
        if (r_.w > 0 && SDL_PointInRect(&at, &r_)) return el;         \
    } while (0)
    /* While an item is being placed, the whole kitchen is one target. */
    if (t->dragging && t->drag_from.kind == EL_TRAY_ITEM) TRY(EL_KITCHEN, 0);
    for (int i = 0; i < t->button_count; i++) TRY(EL_BUTTON, i);
    TRY(EL_BOOST, 0);
    bool covered = false; /* a part's open panel (the Ballrooms, the auction) lies over the main board */
    el = table_parts_el_at(t, layout, at, &covered);
    if (el.kind != EL_NONE || covered) return el;
    for (int i = st->drawn_count - 1; i >= 0; i--) TRY(EL_DRAWN_CARD, st->drawn[i]);
    for (int i = st->draft_count[table_prompt_seat(t)] - 1; i >= 0; i--) TRY(EL_DRAFT_CARD, st->draft_pack[table_prompt_seat(t)][i]);
    for (int i = GAH_ITEM_COUNT - 1; i >= 0; i--) TRY(EL_TRAY_ITEM, i);
    for (int i = p->hand_count - 1; i >= 0; i--) TRY(EL_HAND_CARD, p->hand[i]);
    for (int i = p->display_count - 1; i >= 0; i--) TRY(EL_DISPLAY_CARD, p->display[i]);
    for (int i = 1; i <= GAH_QUEUE; i++) TRY(EL_QUEUE, i);
    for (int i = 0; i < 3; i++) TRY(EL_OBJECTIVE, i);
    for (int i = 1; i <= 6; i++) TRY(EL_SPACE, i);
    for (int i = 1; i <= gah_cafe_tables(st, table_viewed_seat(t)); i++) TRY(EL_TABLE, i);
    for (int i = 0; i < GAH_HOTEL_ROOMS; i++) TRY(EL_ROOM, i);
    for (int i = 0; i < GAH_ITEM_COUNT; i++) TRY(EL_KITCHEN_ITEM, i);
    for (int s = 0; s < st->players; s++)
        for (int tb = 0; tb < GAH_CAFE_TABLES; tb++) TRY(EL_PANEL_GUEST, s * GAH_CAFE_TABLES + tb);
    for (int s = 0; s < st->players; s++) TRY(EL_PANEL, s);
    for (int i = 0; i < 3; i++) TRY(EL_EMPEROR_TILE, i);
    for (int i = 0; i <= GAH_EMPEROR_MAX; i++) TRY(EL_EMPEROR_SPACE, i);
#undef TRY
    return (ui_el){EL_NONE, 0};
}

/* Where each base command type sits on the table (table_place in table_part.h); the parts place their own. */
static const table_place command_places[GAH_CMD_COUNT] = {
    [GAH_CMD_TAKE_GUEST] = {GAH_CMD_TAKE_GUEST, EL_QUEUE, EL_TABLE, PLACE_ARG_A, PLACE_ARG_B, true},
    [GAH_CMD_DIE] = {GAH_CMD_DIE, EL_SPACE, EL_SPACE, PLACE_ARG_A, PLACE_ARG_A, true},     /* b: the boost toggle */
    [GAH_CMD_ACTION] = {GAH_CMD_ACTION, EL_SPACE, EL_SPACE, PLACE_ARG_A, PLACE_ARG_A, false},
    [GAH_CMD_ROOM] = {GAH_CMD_ROOM, EL_ROOM, EL_ROOM, PLACE_ARG_A, PLACE_ARG_A, true},
    [GAH_CMD_OCCUPY] = {GAH_CMD_OCCUPY, EL_ROOM, EL_ROOM, PLACE_ARG_A, PLACE_ARG_A, true},
    [GAH_CMD_REMOVE] = {GAH_CMD_REMOVE, EL_ROOM, EL_ROOM, PLACE_ARG_A, PLACE_ARG_A, true},
    [GAH_CMD_MOVE_GUEST] = {GAH_CMD_MOVE_GUEST, EL_TABLE, EL_ROOM, PLACE_ARG_A, PLACE_ARG_B, true},
    [GAH_CMD_PLACE] = {GAH_CMD_PLACE, EL_TRAY_ITEM, EL_TABLE, PLACE_ARG_A, PLACE_ARG_B, true}, /* table 0: the kitchen */
    [GAH_CMD_SERVE] = {GAH_CMD_SERVE, EL_KITCHEN_ITEM, EL_TABLE, PLACE_ARG_A, PLACE_ARG_B, true},
    [GAH_CMD_CLAIM] = {GAH_CMD_CLAIM, EL_OBJECTIVE, EL_OBJECTIVE, PLACE_ARG_A, PLACE_ARG_A, true},
    [GAH_CMD_USE] = {GAH_CMD_USE, EL_DISPLAY_CARD, EL_DISPLAY_CARD, PLACE_ARG_A, PLACE_ARG_A, true},
    [GAH_CMD_DISCARD] = {GAH_CMD_DISCARD, EL_DISPLAY_CARD, EL_DISPLAY_CARD, PLACE_ARG_A, PLACE_ARG_A, false},
    [GAH_CMD_STAFF] = {GAH_CMD_STAFF, EL_HAND_CARD, EL_HAND_CARD, PLACE_ARG_A, PLACE_ARG_A, true},   /* or a drawn card */
    [GAH_CMD_BOTTOM] = {GAH_CMD_BOTTOM, EL_HAND_CARD, EL_HAND_CARD, PLACE_ARG_A, PLACE_ARG_A, false}, /* or a drawn card */
    [GAH_CMD_KEEP] = {GAH_CMD_KEEP, EL_DRAFT_CARD, EL_DRAFT_CARD, PLACE_ARG_A, PLACE_ARG_A, false},
    [GAH_CMD_FILL] = {GAH_CMD_FILL, EL_TABLE, EL_TABLE, PLACE_ARG_A, PLACE_ARG_A, false},
};

static const table_place *place_of(int type)
{
    if (type <= GAH_CMD_NONE || type >= GAH_CMD_COUNT) return NULL;
    return command_places[type].from != EL_NONE ? &command_places[type] : table_parts_place(type);
}

bool table_command_has_place(int command_type) { return place_of(command_type) != NULL; }

/* Card commands name a card in the hand, except at the prompts that choose among the drawn cards. */
static int card_el(int kind, int prompt)
{
    bool drawn = prompt == GAH_PROMPT_DRAW3 || prompt == GAH_PROMPT_RETURN_ORDER;
    return kind == EL_HAND_CARD && drawn ? EL_DRAWN_CARD : kind;
}

void table_command_els(const table_scene *t, gah_command cmd, ui_el *from, ui_el *to)
{
    gah_prompt pr = gah_current_prompt(gah_session_state(&t->session));
    ui_el none = {EL_NONE, 0};
    *from = *to = none;
    if (table_parts_command_els(t, cmd, from, to)) return;
    const table_place *place = place_of(cmd.type);
    if (!place) {
        for (int i = 0; i < t->button_count; i++) {
            const table_button *b = &t->buttons[i];
            if (b->kind == TABLE_BUTTON_COMMAND && b->cmd.type == cmd.type && b->cmd.a == cmd.a && b->cmd.b == cmd.b)
                *from = *to = (ui_el){EL_BUTTON, (int16_t)i};
        }
        return;
    }
    if (cmd.type == GAH_CMD_DIE && (cmd.b & 1) != t->boost) return; /* the other boost setting */
    int args[PLACE_ARG_COUNT] = {cmd.a, cmd.b};
    int to_kind = cmd.type == GAH_CMD_PLACE && !cmd.b ? EL_KITCHEN : place->to;
    *from = (ui_el){(uint8_t)card_el(place->from, pr.kind), (int16_t)args[place->from_arg]};
    *to = (ui_el){(uint8_t)card_el(to_kind, pr.kind), (int16_t)args[place->to_arg]};
}

bool table_command_at(const table_scene *t, ui_el from, ui_el to, gah_command *out)
{
    gah_prompt pr = gah_current_prompt(gah_session_state(&t->session));
    if (table_parts_command_at(t, from, to, out)) return true;
    if (to.kind == EL_KITCHEN) to = (ui_el){EL_TABLE, 0}; /* placing into the kitchen */
    int pick = GAH_CMD_NONE;
    for (int type = GAH_CMD_NONE + 1; type < GAH_CMD_COUNT; type++) {
        const table_place *place = place_of(type);
        if (!place || place->from != from.kind || place->to != to.kind) continue;
        bool click = place->from_arg == place->to_arg; /* one element: a click, never a drag */
        if (click && from.index != to.index) continue;
        if (gah_prompt_accepts(pr.kind, type)) {
            pick = type;
            break;
        }
        if (place->explain && pick == GAH_CMD_NONE) pick = type;
    }
    if (pick == GAH_CMD_NONE) return false;
    const table_place *place = place_of(pick);
    if (!place) return false;
    int args[PLACE_ARG_COUNT] = {0, 0};
    args[place->from_arg] = from.index;
    args[place->to_arg] = to.index;
    if (pick == GAH_CMD_DIE) args[1] = t->boost;
    *out = (gah_command){(uint8_t)pick, (uint8_t)args[0], (uint8_t)args[1]};
    return true;
}

SDL_Rect table_mini_room_rect(int x, int y, int room)
{
    int f = room / 5, col = room % 5;
    return (SDL_Rect){x + col * 24, y + (3 - f) * 24, 20, 20};
}

SDL_Rect table_panel_room_rect(SDL_Rect panel, int room)
{
    if (panel.h >= TABLE_PANEL_TALL_H) return table_mini_room_rect(panel.x + TABLE_MINI_HOTEL_X, panel.y + TABLE_MINI_HOTEL_Y, room);
    int f = room / 5, col = room % 5;
    return (SDL_Rect){panel.x + 12 + col * 17, panel.y + 60 + (3 - f) * 17, 14, 14};
}

SDL_Rect table_panel_line_rect(SDL_Rect panel, int line) { return (SDL_Rect){panel.x + 114, panel.y + 168 + line * 26, 120, 24}; }

SDL_Rect table_panel_tile_rect(SDL_Rect panel, int k)
{
    return (SDL_Rect){panel.x + panel.w - 12 - 34 - (2 - k) * 36, panel.y + 174, 34, 34};
}

SDL_Rect table_over_board_rect(void) { return (SDL_Rect){16, 16, TABLE_OVER_BOARD_W, 452}; }

SDL_Rect table_summary_rect(int rows, int row_h) { return (SDL_Rect){24, 24, TABLE_SUMMARY_W, 130 + rows * row_h}; }

SDL_Rect table_turn_number_rect(SDL_Rect tile, int k)
{
    return (SDL_Rect){tile.x + 8 + k * tile.w / 2, tile.y + 8, tile.h - 16, tile.h - 16};
}

SDL_Rect table_marker_rect(SDL_Rect space, int slot)
{
    int size = space.w < space.h ? space.w : space.h;
    if (size > 26) size = 26;
    return (SDL_Rect){space.x + (slot % 2) * (space.w - size), space.y + (slot / 2) * (space.h - size), size, size};
}

SDL_Rect table_die_rect(SDL_Rect space, int i, int count)
{
    /* The dice sit between the space's number (top) and its name (bottom), as large as they can be while
     * every one of them stays inside the space: 30 px for a few, smaller for many. */
    SDL_Rect area = {space.x + 6, space.y + 36, space.w - 12, space.h - 36 - 22};
    int size = 30, cols = 1, rows = 1;
    for (; size > 8; size--) {
        cols = area.w / (size + 3);
        rows = area.h / (size + 3);
        if (cols > 0 && rows > 0 && cols * rows >= count) break;
    }
    if (cols < 1) cols = 1;
    int row = i / cols, col = i % cols;
    int used_rows = (count + cols - 1) / cols;
    int x0 = area.x + (area.w - (count < cols ? count : cols) * (size + 3) + 3) / 2;
    int y0 = area.y + (area.h - used_rows * (size + 3) + 3) / 2;
    return (SDL_Rect){x0 + col * (size + 3), y0 + row * (size + 3), size, size};
}

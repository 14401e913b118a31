/* Where things are on Let's Roll's table (canvas units, 1920 x 1080): the large sheet on the left, the action
 * board, the prompt with its buttons, the others' sheets and the log on the right; which element a point
 * hits, an element's rectangle, and where each legal move is made - the one source of the clicks, the
 * lighting and the test driver's moves. */
#include "roll_table.h"

#define ROOM_W 96
#define ROOM_H 86
#define STAIR_W 40
#define RIGHT_X 1120

SDL_Rect roll_geo_sheet(void) { return (SDL_Rect){16, 64, 1090, 1004}; }

SDL_Rect roll_geo_room(SDL_Rect s, int room)
{
    int floor = roll_room_floor(room), column = roll_room_column(room);
    int x = s.x + 24 + column * ROOM_W + (column >= ROLL_LEFT_COLUMNS ? STAIR_W : 0);
    int y = s.y + 56 + (ROLL_FLOORS - 1 - floor) * ROOM_H;
    return (SDL_Rect){x, y, ROOM_W, ROOM_H};
}

SDL_Rect roll_geo_staff(SDL_Rect s, int slot) { return (SDL_Rect){s.x + 852, s.y + 60 + slot * 64, 226, 61}; }
SDL_Rect roll_geo_track(SDL_Rect s, int track, int space) { return (SDL_Rect){s.x + 176 + space * 92, s.y + 456 + track * 58, 88, 52}; }
SDL_Rect roll_geo_money(SDL_Rect s, int symbol) { return (SDL_Rect){s.x + 176 + (symbol % 16) * 40, s.y + 642 + (symbol / 16) * 42, 38, 38}; }
SDL_Rect roll_geo_loan(SDL_Rect s, int loan) { return (SDL_Rect){s.x + 854 + loan * 76, s.y + 642, 70, 80}; }
SDL_Rect roll_geo_groups(SDL_Rect s) { return (SDL_Rect){s.x + 24, s.y + 748, 440, 244}; }
SDL_Rect roll_geo_pad(SDL_Rect s) { return (SDL_Rect){s.x + 484, s.y + 748, 590, 244}; }

SDL_Rect roll_geo_space(int space) { return (SDL_Rect){RIGHT_X + (space - 1) * 131, 64, 125, 190}; }
SDL_Rect roll_geo_prompt(void) { return (SDL_Rect){RIGHT_X, 262, 660, 72}; }
SDL_Rect roll_geo_undo(void) { return (SDL_Rect){1790, 270, 114, 48}; }
SDL_Rect roll_geo_button(int i) { return (SDL_Rect){RIGHT_X + (i % 3) * 262, 342 + (i / 3) * 54, 254, 48}; }
SDL_Rect roll_geo_small(int i) { return (SDL_Rect){RIGHT_X + (i % 2) * 396, 454 + (i / 2) * 204, 388, 196}; }
SDL_Rect roll_geo_log(void) { return (SDL_Rect){RIGHT_X, 866, 650, 202}; }
/* The guide over the log, clear of the others' sheets and of the shell's Hint button right of the log. */
SDL_Rect roll_geo_guide(void) { return (SDL_Rect){RIGHT_X, 858, 650, 210}; }
SDL_Rect roll_geo_guide_next(void) { return (SDL_Rect){RIGHT_X + 490, 1012, 150, 48}; }
SDL_Rect roll_geo_guide_never(void) { return (SDL_Rect){RIGHT_X + 10, 1012, 250, 48}; }

SDL_Rect roll_geo_small_room(SDL_Rect s, int room)
{
    int floor = roll_room_floor(room), column = roll_room_column(room);
    return (SDL_Rect){s.x + 10 + column * 26 + (column >= ROLL_LEFT_COLUMNS ? 10 : 0), s.y + 36 + (ROLL_FLOORS - 1 - floor) * 22, 24, 20};
}

int roll_geo_others(const roll_window *w, int out[ROLL_MAX_PLAYERS])
{
    const roll_state *st = roll_ui_state(w);
    int focus = roll_ui_focus(w), n = 0;
    for (int k = 1; k < st->players; k++) out[n++] = (focus + k) % st->players;
    return n;
}

static bool inside(SDL_Rect r, SDL_Point p) { return p.x >= r.x && p.y >= r.y && p.x < r.x + r.w && p.y < r.y + r.h; }

/* The buttons: the legal moves without a place on the table, in the legal list's order. */
static bool has_place(roll_command c)
{
    return c.type == ROLL_CMD_DIE || c.type == ROLL_CMD_ROOM || c.type == ROLL_CMD_OCCUPY || c.type == ROLL_CMD_HIRE ||
           c.type == ROLL_CMD_LOAN;
}

static int button_position(const roll_window *w, int index)
{
    int n = 0;
    for (int i = 0; i < w->legal_count; i++) {
        roll_command c = roll_command_of(w->legal[i]);
        if (has_place(c)) continue;
        if (c.type * 8 + c.a == index) return n;
        n++;
    }
    return -1;
}

bool roll_geo_move_el(const roll_window *w, bg_move move, ui_el *out)
{
    roll_command c = roll_command_of(move);
    int seat = roll_ui_to_act(w);
    if (seat < 0) return false;
    switch (c.type) {
    case ROLL_CMD_DIE: *out = (ui_el){RE_SPACE, c.a}; return true;
    case ROLL_CMD_ROOM:
    case ROLL_CMD_OCCUPY: *out = (ui_el){RE_ROOM, (int16_t)(seat * 32 + c.a - 1)}; return true;
    case ROLL_CMD_HIRE: *out = (ui_el){RE_STAFF, (int16_t)(seat * 8 + c.a - 1)}; return true;
    case ROLL_CMD_LOAN: *out = (ui_el){RE_LOAN, (int16_t)(seat * 4 + roll_ui_state(w)->player[seat].loans)}; return true;
    default: *out = (ui_el){RE_BUTTON, (int16_t)(c.type * 8 + c.a)}; return true;
    }
}

SDL_Rect roll_geo_el_rect(const roll_window *w, ui_el e)
{
    SDL_Rect none = {0, 0, 0, 0}, sheet = roll_geo_sheet();
    int focus = roll_ui_focus(w);
    switch (e.kind) {
    case RE_SPACE: return e.index >= 1 && e.index <= 6 ? roll_geo_space(e.index) : none;
    case RE_ROOM: return e.index / 32 == focus ? roll_geo_room(sheet, e.index % 32) : none;
    case RE_STAFF: return e.index / 8 == focus ? roll_geo_staff(sheet, e.index % 8) : none;
    case RE_LOAN: return e.index / 4 == focus && e.index % 4 < ROLL_LOANS_MAX ? roll_geo_loan(sheet, e.index % 4) : none;
    case RE_TRACK: return e.index / 32 == focus ? roll_geo_track(sheet, (e.index % 32) / 8, e.index % 8) : none;
    case RE_MONEY: return e.index == focus ? (SDL_Rect){sheet.x + 176, sheet.y + 642, 640, 80} : none;
    case RE_PAD: return e.index == focus ? roll_geo_pad(sheet) : none;
    case RE_BUTTON: {
        int i = button_position(w, e.index);
        return i >= 0 ? roll_geo_button(i) : none;
    }
    case RE_UNDO: return roll_geo_undo();
    case RE_SHEET: {
        int others[ROLL_MAX_PLAYERS], n = roll_geo_others(w, others);
        for (int i = 0; i < n; i++)
            if (others[i] == e.index) return roll_geo_small(i);
        return none;
    }
    case RE_GUIDE: return !w->guide_on ? none : e.index ? roll_geo_guide_never() : roll_geo_guide_next();
    default: return none;
    }
}

ui_el roll_geo_el_at(const roll_window *w, SDL_Point at)
{
    if (!w->live) return (ui_el){RE_NONE, 0};
    const roll_state *st = roll_ui_state(w);
    if (w->guide_on && inside(roll_geo_guide_next(), at)) return (ui_el){RE_GUIDE, 0};
    if (w->guide_on && inside(roll_geo_guide_never(), at)) return (ui_el){RE_GUIDE, 1};
    for (int i = 0; i < w->legal_count; i++) {
        ui_el e;
        roll_command c = roll_command_of(w->legal[i]);
        if (!has_place(c) && roll_geo_move_el(w, w->legal[i], &e) && inside(roll_geo_el_rect(w, e), at)) return e;
    }
    if (inside(roll_geo_undo(), at)) return (ui_el){RE_UNDO, 0};
    for (int s = 1; s <= 6; s++)
        if (inside(roll_geo_space(s), at)) return (ui_el){RE_SPACE, (int16_t)s};
    int focus = roll_ui_focus(w);
    SDL_Rect sheet = roll_geo_sheet();
    if (inside(sheet, at)) {
        for (int r = 0; r < ROLL_ROOMS; r++)
            if (inside(roll_geo_room(sheet, r), at)) return (ui_el){RE_ROOM, (int16_t)(focus * 32 + r)};
        for (int k = 0; k < ROLL_STAFF_SLOTS; k++)
            if (inside(roll_geo_staff(sheet, k), at)) return (ui_el){RE_STAFF, (int16_t)(focus * 8 + k)};
        for (int k = 0; k < ROLL_LOANS_MAX; k++)
            if (inside(roll_geo_loan(sheet, k), at)) return (ui_el){RE_LOAN, (int16_t)(focus * 4 + k)};
        for (int t = 0; t < ROLL_TRACKS; t++)
            for (int k = 0; k < roll_rules.track_spaces[t]; k++)
                if (inside(roll_geo_track(sheet, t, k), at)) return (ui_el){RE_TRACK, (int16_t)(focus * 32 + t * 8 + k)};
        if (inside(roll_geo_el_rect(w, (ui_el){RE_MONEY, (int16_t)focus}), at)) return (ui_el){RE_MONEY, (int16_t)focus};
        if (inside(roll_geo_pad(sheet), at)) return (ui_el){RE_PAD, (int16_t)focus};
    }
    int others[ROLL_MAX_PLAYERS], n = roll_geo_others(w, others);
    for (int i = 0; i < n && i < st->players; i++)
        if (inside(roll_geo_small(i), at)) return (ui_el){RE_SHEET, (int16_t)others[i]};
    return (ui_el){RE_NONE, 0};
}

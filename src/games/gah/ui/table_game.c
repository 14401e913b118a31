/* The base game's table registered with the window's shell (ui/table_game.h): its row over table_scene. */
#include "games/gah/ui/table_game.h"
#include "games/gah/ui/table_assets.h"

static void draw(void *t, ui_context *ui, const ui_atlas *a, const ui_layout *l, bool hide_hands) { table_draw(t, ui, a, l, hide_hands); }
static bool mouse_down(void *t, ui_context *ui, const ui_layout *l, SDL_Point at) { return table_mouse_down(t, ui, l, at); }
static bool mouse_up(void *t, ui_context *ui, const ui_layout *l, SDL_Point at) { return table_mouse_up(t, ui, l, at); }
static void mouse_move(void *t, SDL_Point at) { table_mouse_move(t, at); }
static void hover(void *t, const ui_layout *l, SDL_Point at, Uint32 now) { table_hover(t, l, at, now); }
static bool summary_showing(const void *t, Uint32 now) { return table_summary_showing(t, now); }
static void summary_close(void *t) { table_summary_close(t); }
static uint64_t look_key(const void *t, Uint32 now) { return table_look_key(t, now); }
static uint64_t timed_key(const void *t, Uint32 now) { return table_parts_look_key(t, now); }
static void refresh(void *t) { table_refresh(t); }

const ui_table_game gah_table_game = {
    .key = "gah",
    .assets = &gah_table_assets,
    .draw = draw,
    .mouse_down = mouse_down,
    .mouse_up = mouse_up,
    .mouse_move = mouse_move,
    .hover = hover,
    .summary_showing = summary_showing,
    .summary_close = summary_close,
    .look_key = look_key,
    .timed_key = timed_key,
    .refresh = refresh,
};

/* Let's Waltz module 4 (Start Player) at the table (table_startplayer.c). */
#ifndef GAH_UI_TABLE_STARTPLAYER_H
#define GAH_UI_TABLE_STARTPLAYER_H

#include "ui/table.h"

/* The action board's extension: a strip in the gap between the main board and the action board. */
#define STARTPLAYER_AREA_X 1002
#define STARTPLAYER_AREA_Y 16
#define STARTPLAYER_AREA_W 52
#define STARTPLAYER_AREA_H 255

bool table_startplayer_on(const table_scene *t);
/* A seat's turn-order tile: beside the hotel's bar for the seat at the prompt, else in its panel. */
SDL_Rect table_startplayer_tile_rect(const table_scene *t, const ui_layout *l, int seat);
/* EL_KEY (only while it lies on the extension) and EL_TURN_TILE (the prompt seat's, the key's target). */
SDL_Rect table_startplayer_el_rect(const table_scene *t, const ui_layout *l, ui_el el);
ui_el table_startplayer_el_at(const table_scene *t, const ui_layout *l, SDL_Point at);
/* A click on the key means the `key` command (the engine says why not when it is not legal). */
bool table_startplayer_click(const table_scene *t, ui_el el, gah_command *out);
void table_startplayer_draw(const table_scene *t, ui_context *ui, const ui_atlas *a);
/* Which number of the seat's turn-order tile (0 the first, 1 the second) the key lies on, or -1. */
int table_startplayer_key_number(const table_scene *t, int seat);
/* Where number k (0 or 1) of a turn-order tile drawn in `tile` is: what a die or the key covers. */
SDL_Rect table_turn_number_rect(SDL_Rect tile, int k);
/* The key on the number it covers, for its holder. */
void table_startplayer_draw_on_tile(const table_scene *t, ui_context *ui, const ui_atlas *a, int seat, SDL_Rect tile);
void table_startplayer_draw_drag(const table_scene *t, ui_context *ui, const ui_atlas *a);
/* The line under the prompt while the key's turn goes on: its free item, its action's strength. */
bool table_startplayer_banner(const table_scene *t, char *out, size_t size);
bool table_startplayer_explain(const table_scene *t, ui_el e, char *out, size_t size);
/* Called before each command: the round's first seat, for the tiles' motion at the end of the round. */
void table_startplayer_note_apply(table_scene *t);
/* The key taken or handed back, the krone and the tiles in motion; false for other events. */
bool table_startplayer_animate(table_scene *t, ui_context *ui, const ui_layout *l, const gah_event *e);

#endif

/* Let's Waltz module 4 (Start Player) at the table (table_startplayer.c). */
#ifndef GAH_UI_TABLE_STARTPLAYER_H
#define GAH_UI_TABLE_STARTPLAYER_H

#include "games/gah/ui/table_scene.h"

/* The action board's extension: a strip in the gap between the main board and the action board. */
#define STARTPLAYER_AREA_X 1002
#define STARTPLAYER_AREA_Y 16
#define STARTPLAYER_AREA_W 52
#define STARTPLAYER_AREA_H 255

/* The skeleton key on the extension, the prompt seat's turn-order tile. */
enum { EL_KEY = TABLE_PART_EL(TABLE_PART_STARTPLAYER), EL_TURN_TILE };


bool table_startplayer_on(const table_scene *t);
/* A seat's turn-order tile: beside the hotel's bar for the seat at the prompt, else in its panel. */
SDL_Rect table_startplayer_tile_rect(const table_scene *t, const ui_layout *l, int seat);
/* Which number of the seat's turn-order tile (0 the first, 1 the second) the key lies on, or -1. */
int table_startplayer_key_number(const table_scene *t, int seat);
/* The line under the prompt while the key's turn goes on: its free item, its action's strength. */
bool table_startplayer_banner(const table_scene *t, char *out, size_t size);
bool table_startplayer_explain(const table_scene *t, ui_el e, char *out, size_t size);

#endif

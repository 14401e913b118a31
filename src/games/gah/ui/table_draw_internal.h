/* What the files that draw the base game's table share (table_draw.c: the boards, the hotel, the cards, the
 * highlights and the frame as a whole; table_sprites.c: a card or board at its size; table_draw_panels.c: the
 * prompt panel and the other players' panels; table_viewer.c: the card viewer and the tooltips): the players'
 * colours and the drawing helpers. */
#ifndef GAH_UI_TABLE_DRAW_INTERNAL_H
#define GAH_UI_TABLE_DRAW_INTERNAL_H

#include "games/gah/ui/table_parts.h"
#include "gah/faces.h"
#include "ui/log_draw.h"
#include "ui/sprite_cache.h"

static const SDL_Color player_colours[4] = {{222, 120, 30, 255}, {80, 160, 215, 255}, {130, 70, 165, 255}, {120, 128, 130, 255}};

/* The boards' helpers (table_draw.c). */
SDL_Rect table_el(const table_scene *t, const ui_layout *l, int kind, int index);
SDL_Rect table_inset(SDL_Rect r, int d);

/* Sprites at their size (table_sprites.c). */
void table_draw_sprite(ui_context *ui, const ui_atlas *a, const char *name, SDL_Rect canvas);
void table_draw_sprite_turned(ui_context *ui, const ui_atlas *a, const char *name, SDL_Rect canvas);
/* The top of a sprite drawn canvas.w wide at its own proportions, as much of it as canvas.h holds. */
void table_draw_sprite_top(ui_context *ui, const ui_atlas *a, const char *name, SDL_Rect canvas);
void table_draw_board(ui_context *ui, const ui_atlas *a, const ui_layout *l, const char *board, const char *sprite);

/* The panels (table_draw_panels.c). */
void table_draw_prompt(table_scene *t, ui_context *ui, const ui_atlas *a);
void table_draw_turn_tile(const table_scene *t, ui_context *ui, const ui_atlas *a, int seat, SDL_Rect r);
void table_draw_panels(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l);

/* The card viewer (table_viewer.c). */
void table_draw_viewer(table_scene *t, ui_context *ui, const ui_atlas *a);

#endif

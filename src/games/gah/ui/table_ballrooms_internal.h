/* What the files of Let's Waltz module 1 at the table share (table_ballrooms.c: where things are, the command
 * places, the gestures, the summary and the motion; table_ballrooms_draw.c: the drawing): the panel's, the
 * tab's and the rehearsal room's places and the module's helpers. */
#ifndef GAH_UI_TABLE_BALLROOMS_INTERNAL_H
#define GAH_UI_TABLE_BALLROOMS_INTERNAL_H

#include "games/gah/ui/table_ballrooms.h"

/* Canvas places (LAYOUT_CLAIMS.md, branch table1): the panel over the main board, its tab, and the
 * rehearsal room under two rows of staff in play. The boards are drawn at 1x. */
static const SDL_Rect panel = {16, 16, TABLE_OVER_BOARD_W, 452}; /* table_over_board_rect() */
static const SDL_Rect tab = {624, 466, 150, 28};
static const SDL_Rect rehearsal_at = {625, 738, 420, 94};

/* The module's state and places (table_ballrooms.c). */
const table_ballrooms_ui *table_ballrooms_seen(const table_scene *t);
SDL_Rect table_ballrooms_inset(SDL_Rect r, int d);
SDL_Rect table_ballrooms_local(const ui_layout *l, const char *name, SDL_Point origin);
SDL_Point table_ballrooms_board_origin(int ballroom);
SDL_Rect table_ballrooms_balcony_rect(const ui_layout *l);
int table_ballrooms_own_seat(const table_scene *t);
bool table_ballrooms_has_rehearsal(const table_scene *t, int seat);
bool table_ballrooms_dragging_dancer(const table_scene *t);
SDL_Rect table_ballrooms_offer_rect(const table_scene *t, int id);
SDL_Rect table_ballrooms_el_rect(const table_scene *t, const ui_layout *layout, ui_el el);
ui_el table_ballrooms_el_at(const table_scene *t, const ui_layout *layout, SDL_Point at, bool *covered);

/* Its drawing, one function per layer the part draws in (table_ballrooms_draw.c). */
void table_ballrooms_draw(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l);
void table_ballrooms_draw_drag(const table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l, SDL_Rect card);
void table_ballrooms_draw_overlay(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l);
void table_ballrooms_draw_kitchen(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l);
void table_ballrooms_draw_summary(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l);
void table_ballrooms_draw_panel_line(const table_scene *t, ui_context *ui, const ui_atlas *a, int seat, SDL_Rect r);

#endif

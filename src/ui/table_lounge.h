/* Let's Waltz module 2 at the table: the coloured dice among the white ones, the lounge with its celebrities
 * and VP chits, the celebrities in front of each seat (table_lounge.c). Nothing of it shows, and every
 * function leaves the table as it was, when the module is off. */
#ifndef GAH_UI_TABLE_LOUNGE_H
#define GAH_UI_TABLE_LOUNGE_H

#include "ui/table.h"

/* The strip under the hotel board (LAYOUT_CLAIMS.md): the lounge, then the shown seat's celebrities. */
#define LOUNGE_AREA_X 16
#define LOUNGE_AREA_Y 988
#define LOUNGE_AREA_W 600
#define LOUNGE_AREA_H 88

bool lounge_on(const gah_state *st);
/* The sprite of die `i` of the dice on action space `value`: white ones first, then red, blue, yellow. */
void lounge_die_sprite(const gah_state *st, int value, int i, char *out, size_t size);
/* The sprite of a die of `colour` (gah_die_colour) showing `value`. */
void lounge_die_sprite_of(int colour, int value, char *out, size_t size);
/* Rectangles of the module's elements (EL_COLOUR_DIE, EL_LOUNGE, EL_CELEBRITY, EL_PANEL_CELEBRITY). */
SDL_Rect lounge_el_rect(const table_scene *t, const ui_layout *l, ui_el e);
/* The module's element under the point, EL_NONE when none. */
ui_el lounge_el_at(const table_scene *t, const ui_layout *l, SDL_Point at);
/* The lounge strip, the prices of the coloured dice a person may take, and what is lit. */
void lounge_draw(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l);
/* A seat's celebrities inside its panel (opponents and the automa). */
void lounge_draw_panel(const table_scene *t, ui_context *ui, const ui_atlas *a, int seat, SDL_Rect panel);
/* Words for the tooltip over a coloured die, a lounge space or a celebrity. */
bool lounge_explain(const table_scene *t, ui_el e, char *out, size_t size);
/* The module's events as motion: a celebrity to its new owner, chits laid, the lounge refilled. */
void lounge_animate(table_scene *t, ui_context *ui, const ui_layout *l, const gah_event *e);

#endif

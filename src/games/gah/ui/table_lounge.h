/* Let's Waltz module 2 at the table: the coloured dice among the white ones, the lounge with its celebrities
 * and VP chits, the celebrities in front of each seat (table_lounge.c). Nothing of it shows, and every
 * function leaves the table as it was, when the module is off. */
#ifndef GAH_UI_TABLE_LOUNGE_H
#define GAH_UI_TABLE_LOUNGE_H

#include "games/gah/ui/table_scene.h"

/* The strip under the hotel board (LAYOUT_CLAIMS.md): the lounge, then the shown seat's celebrities. */
#define LOUNGE_AREA_X 16
#define LOUNGE_AREA_Y 988
#define LOUNGE_AREA_W 600
#define LOUNGE_AREA_H 88

/* A coloured die (index value * 4 + gah_die_colour), a lounge space 0..2, a celebrity of the seat shown
 * (index id), one in a panel (index seat * 16 + id). */
enum { EL_COLOUR_DIE = TABLE_PART_EL(TABLE_PART_LOUNGE), EL_LOUNGE, EL_CELEBRITY, EL_PANEL_CELEBRITY };

bool lounge_on(const gah_state *st);
/* The sprite of die `i` of the dice on action space `value`: white ones first, then red, blue, yellow. */
void lounge_die_sprite(const gah_state *st, int value, int i, char *out, size_t size);
/* The sprite of a die of `colour` (gah_die_colour) showing `value`. */
void lounge_die_sprite_of(int colour, int value, char *out, size_t size);
/* Words for the tooltip over a coloured die, a lounge space or a celebrity. */
bool lounge_explain(const table_scene *t, ui_el e, char *out, size_t size);

#endif

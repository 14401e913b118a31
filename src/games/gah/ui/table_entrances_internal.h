/* What the files of Let's Waltz module 3 at the table share (table_entrances.c: where things are, the
 * command places and the motion; table_entrances_draw.c: the drawing; table_entrances_words.c: the words and
 * the card viewer): the auction panel's columns and the module's helpers. */
#ifndef GAH_UI_TABLE_ENTRANCES_INTERNAL_H
#define GAH_UI_TABLE_ENTRANCES_INTERNAL_H

#include "games/gah/ui/table_entrances.h"

/* The auction panel's columns, one per entrance: the face, what lies beside it, then the bid chips. */
enum {
    COL_W = 244, COL_X = 12, COL_Y = 86, LOT_W = 150, LOT_H = 217, BESIDE_X = 156, BESIDE_W = 80,
    CHIPS_Y = COL_Y + LOT_H + 24, CHIP_H = 26, CHIP_STEP_Y = 28,
    /* the shown seat's entrance and what lies beside it */
    OWN_X = ENTRANCES_AREA_X + 156, OWN_Y = ENTRANCES_AREA_Y + 22, OWN_W = 144, OWN_H = 208,
};

/* The module's state and places (table_entrances.c). */
const gah_entrance *entrances_entrance_of(int id);
const gah_objective_card *entrances_objective_of(int id);
bool entrances_solo_choice_open(const table_scene *t);
SDL_Rect entrances_solo_strip(SDL_Rect panel);
bool entrances_panel_solo(const gah_state *st, int seat);
const char *entrances_solo_entrance_sprite(const gah_state *st);
int entrances_owner_of(const gah_state *st, int id);
int entrances_recorded_bid(const table_scene *t, int seat, int id);
int entrances_legal_bids(const table_scene *t, int id, int out[], int max);
SDL_Rect entrances_lot_rect(int k);
SDL_Rect entrances_chip_rect(int k, int i, int n);
SDL_Rect entrances_beside_rect(int beside, int i, SDL_Rect b);
bool entrances_own_area_shown(const table_scene *t);
SDL_Rect entrances_beside_box(const table_scene *t, int id);

/* Its drawing, one function per layer the part draws in (table_entrances_draw.c). */
void entrances_draw(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l);
void entrances_draw_auction(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l);
void entrances_draw_panel(const table_scene *t, ui_context *ui, const ui_atlas *a, int seat, SDL_Rect panel);

#endif

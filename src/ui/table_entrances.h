/* Let's Waltz module 3, Unique Hotels, at the table (table_entrances.c): the auction panel over the main
 * board while the auction prompt is up, the entrance of the seat whose hotel is shown with what lies beside
 * it (Hotel Dove's tokens, Ninas Melange's objectives, The Grand Wray Hotel's Emperor tiles), Chateau
 * Paulwei's charts over the hotel's, each opponent's entrance in its panel. Nothing of it shows, and every
 * function leaves the table as it was, when the module is off. */
#ifndef GAH_UI_TABLE_ENTRANCES_H
#define GAH_UI_TABLE_ENTRANCES_H

#include "ui/table.h"

/* LAYOUT_CLAIMS.md: the auction panel (over the main board, only during the auction), and the area of the
 * shown seat's entrance at the right of the staff in play (hidden while drawn cards lie there). */
#define ENTRANCES_PANEL_X 16
#define ENTRANCES_PANEL_Y 16
#define ENTRANCES_PANEL_W TABLE_OVER_BOARD_W
#define ENTRANCES_PANEL_H 452
#define ENTRANCES_AREA_X 1236
#define ENTRANCES_AREA_Y 588
#define ENTRANCES_AREA_W 304
#define ENTRANCES_AREA_H 256
/* A bid chip's element index: entrance id * ENTRANCES_BID_STRIDE + krone. */
#define ENTRANCES_BID_STRIDE 64

bool entrances_ui_on(const gah_state *st);
/* The auction panel is up: the auction prompt. */
bool entrances_auction_open(const table_scene *t);
SDL_Rect entrances_el_rect(const table_scene *t, const ui_layout *l, ui_el e);
/* The module's element under the point (EL_NONE elsewhere); *covered: the point is on the open panel. */
ui_el entrances_el_at(const table_scene *t, const ui_layout *l, SDL_Point at, bool *covered);
/* Where the module's commands start and land: `bid E N` a chip, Dove's `choose T` a token, `tile T` an
 * Emperor tile, `nudge F T` a drag from a space to its neighbour. False for other commands. */
bool entrances_command_els(const table_scene *t, gah_command cmd, ui_el *from, ui_el *to);
bool entrances_command_at(const table_scene *t, ui_el from, ui_el to, gah_command *out);
/* The shown seat's entrance and what lies beside it, Chateau Paulwei's charts; then the auction panel. */
void entrances_draw(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l);
void entrances_draw_auction(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l);
/* An opponent's entrance in its panel: a strip at the panel's bottom. */
void entrances_draw_panel(const table_scene *t, ui_context *ui, const ui_atlas *a, int seat, SDL_Rect panel);
bool entrances_explain(const table_scene *t, ui_el e, char *out, size_t size);
/* The sprite the card viewer enlarges for an entrance, objective or Emperor tile of the module. */
bool entrances_card_sprite(const table_scene *t, ui_el e, char *name, size_t size);
/* The module's events as motion: an entrance to its winner, a Dove token taken, a Wray tile claimed. */
void entrances_animate(table_scene *t, ui_context *ui, const ui_layout *l, const gah_event *e);
/* The entrances of the auction, in id order (those on offer and those won): how many, ids into `ids`. */
int entrances_laid_out(const gah_state *st, int ids[GAH_MAX_PLAYERS]);

#endif

/* Let's Waltz module 3, Unique Hotels, at the table (table_entrances.c): the auction panel over the main
 * board while the auction prompt is up, the entrance of the seat whose hotel is shown with what lies beside
 * it (Hotel Dove's tokens, Ninas Melange's objectives, The Grand Wray Hotel's Emperor tiles), Chateau
 * Paulwei's charts over the hotel's, each opponent's entrance in its panel. Nothing of it shows, and every
 * function leaves the table as it was, when the module is off. */
#ifndef GAH_UI_TABLE_ENTRANCES_H
#define GAH_UI_TABLE_ENTRANCES_H

#include "games/gah/ui/table_scene.h"

/* The auction panel, only during the auction at the set-up: under the main board, over the hotel and the staff in
 * play (empty then), below the Hint button and the turn-order tile, so the main board (the queue, the objectives,
 * the Emperor's tiles and track the entrances speak of) stays in sight, and the action board, the prompt and
 * the panels too (issue 40: it lay over the whole main board); and the area of the shown seat's entrance at
 * the right of the staff in play (hidden while drawn cards lie there). */
#define ENTRANCES_PANEL_X 16
#define ENTRANCES_PANEL_Y 526
#define ENTRANCES_PANEL_W TABLE_OVER_BOARD_W
#define ENTRANCES_PANEL_H 388
#define ENTRANCES_AREA_X 1236
#define ENTRANCES_AREA_Y 588
#define ENTRANCES_AREA_W 304
#define ENTRANCES_AREA_H 256
/* An entrance in the auction (index id), a bid chip (id * ENTRANCES_BID_STRIDE + krone), the shown seat's
 * entrance (id), one in a panel (seat), Dove's token 1..5, Wray's Emperor tile 1..6, Ninas's objective 0..2. */
enum {
    EL_AUCTION_LOT = TABLE_PART_EL(TABLE_PART_ENTRANCES), EL_BID, EL_ENTRANCE, EL_PANEL_ENTRANCE, EL_DOVE_TOKEN, EL_WRAY_TILE,
    EL_NINAS_OBJECTIVE
};
/* A bid chip's element index: entrance id * ENTRANCES_BID_STRIDE + krone. */
#define ENTRANCES_BID_STRIDE 64

bool entrances_ui_on(const gah_state *st);
/* The auction panel is up: the auction prompt. */
bool entrances_auction_open(const table_scene *t);
/* How wide the auction's line of seats is drawn (at TABLE_SMALL_TEXT; it fits ENTRANCES_PANEL_W - 32). */
int entrances_seat_line_width(const table_scene *t, ui_context *ui);
bool entrances_explain(const table_scene *t, ui_el e, char *out, size_t size);
/* The sprite the card viewer enlarges for an entrance, objective or Emperor tile of the module. */
bool entrances_card_sprite(const table_scene *t, ui_el e, char *name, size_t size);
/* The entrances of the auction, in id order (those on offer and those won): how many, ids into `ids`. */
int entrances_laid_out(const gah_state *st, int ids[GAH_MAX_PLAYERS]);

#endif

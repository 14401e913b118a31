/* A thing on a game's table that a move starts from or lands on, a click hits or the card viewer explains:
 * a kind the game names (0: nothing) and which one (a queue place, a room, a card, a button, a seat...).
 * The shell passes them between a game's entries (ui_table_game: el_at, el_rect, move_places) without
 * knowing what they are. */
#ifndef GAH_UI_TABLE_EL_H
#define GAH_UI_TABLE_EL_H

#include <stdint.h>

typedef struct ui_el {
    uint8_t kind;  /* the game's element kind; 0: nothing */
    int16_t index; /* queue position, table, room, value, item, card id, button number, seat */
} ui_el;

#endif

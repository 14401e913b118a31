/* A game's table as the window's shell sees it: the table of functions a game's table registers, over its
 * scene, which the shell never reads. The loop draws the table, feeds it the mouse and asks what changed
 * only through it (the base game's row: gah_table_game, src/games/gah/ui/table_game.c). */
#ifndef GAH_UI_TABLE_GAME_H
#define GAH_UI_TABLE_GAME_H

#include "ui/atlas.h"
#include "ui/layout.h"
#include "ui/ui.h"

typedef struct ui_table_game {
    const char *key; /* the game's key (bg_game.key) */
    /* What the table draws and hit-tests: the atlas and layout are refused at start-up without it. */
    const ui_asset_list *assets;
    /* The table; `hide_hands`: private cards face down (the hand-over, a computer's turn, a menu over it). */
    void (*draw)(void *table, ui_context *ui, const ui_atlas *a, const ui_layout *l, bool hide_hands);
    /* The mouse in canvas units: a press (it may pick a piece up), a release (true: a command went through),
     * a move, and where it rests (the card viewer). */
    bool (*mouse_down)(void *table, ui_context *ui, const ui_layout *l, SDL_Point at);
    bool (*mouse_up)(void *table, ui_context *ui, const ui_layout *l, SDL_Point at);
    void (*mouse_move)(void *table, SDL_Point at);
    void (*hover)(void *table, const ui_layout *l, SDL_Point at, Uint32 now);
    /* A summary shown until a click (a scoring's table) other than the Emperor's, and closing it. */
    bool (*summary_showing)(const void *table, Uint32 now);
    void (*summary_close)(void *table);
    /* Keys of what the table shows beyond the game's state at `now`: what moves, rests under the mouse or
     * is dragged (look_key), and what runs out on its own (timed_key); the window draws again when one changes. */
    uint64_t (*look_key)(const void *table, Uint32 now);
    uint64_t (*timed_key)(const void *table, Uint32 now);
    /* The legal list and the buttons again after a change the table did not make (undo from the keyboard). */
    void (*refresh)(void *table);
} ui_table_game;

#endif

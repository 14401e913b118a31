/* The window state the table's parts keep in the scene (never undone, never seen by the engine): a struct per
 * part that keeps any, and the list of them the scene holds (a member each, named as the part). */
#ifndef GAH_UI_TABLE_PART_STATE_H
#define GAH_UI_TABLE_PART_STATE_H

#include "gah/engine.h"

#include <SDL.h>

/* Let's Waltz module 1 (table_ballrooms.c). */
typedef struct table_ballrooms_ui {
    bool look;            /* the Ballrooms panel opened from its tab */
    int section;          /* the section a dancer leaves from when a guest is dropped on a row (0: the first with one) */
    int lines;            /* the ballroom scoring's summary: one line per ballroom scored and seat */
    gah_event scored[GAH_BALLROOMS * GAH_MAX_PLAYERS];
    Uint32 until;         /* shown until then (after the Emperor's table is closed), TABLE_EMPEROR_HOLD like it */
    Uint32 now;           /* the UI clock at the last drawing: the panel opens while a paced dancer step shows */
} table_ballrooms_ui;

/* Let's Waltz module 4 (table_startplayer.c): the round's first seat before the last command (the tiles' motion). */
typedef struct table_startplayer_ui {
    int8_t start_of_round[8]; /* the first seat of each round + 1 (0: not seen), noted before each command */
} table_startplayer_ui;

/* The scene's members: X(type, name). */
#define TABLE_PART_STATES(X) X(table_ballrooms_ui, ballrooms) X(table_startplayer_ui, startplayer)

#endif

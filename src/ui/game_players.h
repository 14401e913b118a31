/* A game's computer players as the window runs them (src/app/ai_worker.c): the strengths the new-game
 * screen offers, a seat's player set up and asked for a move on a worker thread, and hints. The window
 * knows no game's players; a game gives this table with its table (ui_table_game.players). */
#ifndef GAH_UI_GAME_PLAYERS_H
#define GAH_UI_GAME_PLAYERS_H

#include "bg/game.h"

#include <SDL.h>
#include <stdatomic.h>
#include <stdbool.h>

#define UI_STRENGTHS_MAX 4

/* A strength the new-game screen offers: its label and the agent's name the session keeps and saves for
 * the seat ("medium"). */
typedef struct ui_strength {
    const char *label; /* "Easy", "Medium", "Hard"; "Computer" while only the random player exists */
    const char *agent;
} ui_strength;

typedef struct ui_players {
    /* The bytes of a computer seat's own state between its moves (its randomness): the window keeps one
     * per seat and hands a copy to the worker thread. */
    size_t player_size;
    /* The strengths there are, weakest first; how many (at least one). */
    int (*strengths)(ui_strength out[UI_STRENGTHS_MAX]);
    /* The label of a computer seat's agent as the session names it ("hard" -> "Hard"), "Computer" when no
     * strength offered has it. */
    const char *(*label)(const char *agent);
    /* Whether this version has the player a save names (a save from another version may not). */
    bool (*known)(const char *agent);
    /* A seat's player of `agent`, its randomness drawn from the game on the table (`state`). */
    void (*init)(void *player, const char *agent, const void *state, int seat);
    /* The move `seat` makes on `view` (its own view, or the whole state when nothing is hidden from the
     * caller), thinking at most `budget_ms`; `stop` (may be NULL) set means stop soon. Thread-safe: it
     * touches only its arguments. */
    bg_move (*decide)(void *player, const void *view, int seat, Uint32 budget_ms, const atomic_int *stop);
    /* The move the game's best player suggests for a person on `seat`'s view, with one line of what it is
     * worth; false when there is none. NULL: the game gives no hints (the window shows no Hint button). */
    bool (*hint)(const void *view, int seat, Uint32 budget_ms, const atomic_int *stop, bg_move *out, char *why,
                 size_t why_size);
} ui_players;

#endif

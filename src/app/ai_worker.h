/* Computer players in the window: each decision is thought out on a worker thread, on a copy of the
 * deciding seat's view, so the table keeps drawing; the main loop is woken by an SDL user event when the
 * answer is ready. The players are the game's (ui/game_players.h: its strengths, a seat's player, a
 * decision, a hint); this file is the thread, the copy and the cancelling, for any game. */
#ifndef GAH_APP_AI_WORKER_H
#define GAH_APP_AI_WORKER_H

#include "bg/game.h"
#include "ui/game_players.h"

#include <SDL.h>
#include <stdatomic.h>
#include <stdbool.h>

typedef struct ai_worker {
    const bg_game *game;
    const ui_players *players;
    SDL_Thread *thread;
    atomic_int cancel;    /* set by the window: the answer is no longer wanted, stop soon */
    SDL_atomic_t done;    /* set by the worker when `result` is ready */
    Uint32 wake_event;    /* SDL user event pushed when the answer is ready */
    Uint32 budget_ms;     /* how long the computer may think */
    Uint32 started;       /* SDL_GetTicks() when the job began */
    int seat;
    uint64_t state_hash;  /* the state the job was asked about: an answer for another state is dropped */
    int record_count;
    void *player;         /* the player's own state (players->player_size), copied back when the answer is taken */
    void *view;           /* the worker's own copy of the seat's view (game->state_size) */
    bg_move result;
    bool hint;            /* the job is a hint for a person, not a computer's move */
    char why[320];        /* a hint's one line: the move in words and why */
} ai_worker;

/* Registers the wake-up event and makes room for the game's views and players; call once after SDL_Init.
 * False when out of memory. */
bool ai_worker_init(ai_worker *w, const bg_game *game, const ui_players *players);
/* Another game's players from now on (the window switched games); false when out of memory (nothing changed). */
bool ai_worker_retarget(ai_worker *w, const bg_game *game, const ui_players *players);
void ai_worker_free(ai_worker *w);
/* Starts thinking for `seat` on its view of `state`. False when a job is already running or the thread
 * cannot be made (then the caller may decide on its own thread: ai_worker_decide_now). */
bool ai_worker_start(ai_worker *w, const void *state, int record_count, int seat, const void *player, Uint32 budget_ms);
/* The same for a hint on a person's turn (only when the game's players give hints). */
bool ai_worker_start_hint(ai_worker *w, const void *state, int record_count, int seat, Uint32 budget_ms);
bool ai_worker_busy(const ai_worker *w);
/* When the answer is ready: the thread is joined, the move and the player's advanced state are given back,
 * and true is returned. False while it still thinks (or when nothing runs). `player` may be NULL. */
bool ai_worker_take(ai_worker *w, bg_move *move, void *player);
/* The same for a hint: the move (type 0 when there is none) and its line of why. */
bool ai_worker_take_hint(ai_worker *w, bg_move *move, char *why, size_t why_size);
/* The answer is no longer wanted (the game was left, closed, loaded or undone): the worker is told to
 * stop, and joined. */
void ai_worker_cancel(ai_worker *w);
/* The same decision without a thread (headless tests that must be deterministic frame by frame). */
bg_move ai_worker_decide_now(const ai_worker *w, void *player, const void *state, int seat, Uint32 budget_ms);
/* Whether the game's players give hints (else the window shows no Hint button: a made-up hint is worse than
 * none). */
bool ai_hint_available(const ai_worker *w);

#endif

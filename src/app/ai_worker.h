/* Computer players in the window: each decision is thought out on a worker thread, on a copy of the
 * deciding seat's view, so the table keeps drawing; the main loop is woken by an SDL user event when the
 * answer is ready. Everything the app asks of src/ai goes through ai_worker.c, so a change in the AI's
 * interface (strengths, time budget, cancel flag, hints) is adapted in that one file. */
#ifndef GAH_APP_AI_WORKER_H
#define GAH_APP_AI_WORKER_H

#include "gah/ai.h"

#include <SDL.h>
#include <stdatomic.h>
#include <stdbool.h>

#define AI_STRENGTHS_MAX 4

/* A strength the new-game screen offers: its label, the gah_ai_kind that plays it and the agent's name the
 * session keeps and saves for the seat ("medium"). */
typedef struct ai_strength {
    const char *label; /* "Easy", "Medium", "Hard"; "Computer" while only the random player exists */
    int kind;
    const char *agent;
} ai_strength;

/* The strengths there are, weakest first (the AI kinds named easy, medium and hard that src/ai knows; the
 * random player alone until they exist). Returns how many. */
int ai_strengths(ai_strength out[AI_STRENGTHS_MAX]);
/* The label of a computer seat of this kind ("Medium"), for the new-game screen and the table. */
const char *ai_strength_label(int kind);
/* The gah_ai_kind of a computer seat's agent as the session names it ("hard"), or -1 when src/ai has no
 * such player (a save from another version). */
int ai_agent_kind(const char *agent);

typedef struct ai_worker {
    SDL_Thread *thread;
    atomic_int cancel;    /* set by the window: the answer is no longer wanted, stop soon (gah_ai.stop) */
    SDL_atomic_t done;    /* set by the worker when `result` is ready */
    Uint32 wake_event;    /* SDL user event pushed when the answer is ready */
    Uint32 budget_ms;     /* how long the computer may think */
    Uint32 started;       /* SDL_GetTicks() when the job began */
    int seat;
    uint64_t state_hash;  /* the state the job was asked about: an answer for another state is dropped */
    int record_count;
    gah_ai ai;            /* the player's own state, copied back when the answer is taken */
    gah_state view;       /* the worker's own copy of the seat's view */
    gah_command result;
    bool hint;            /* the job is a hint for a person, not a computer's move */
    char why[120];        /* a hint's one line of why */
} ai_worker;

/* Registers the wake-up event; call once after SDL_Init. */
void ai_worker_init(ai_worker *w);
/* Starts thinking for `seat` on its view of `st`. False when a job is already running or the thread
 * cannot be made (then the caller may decide on its own thread: ai_worker_decide_now). */
bool ai_worker_start(ai_worker *w, const gah_state *st, int record_count, int seat, const gah_ai *ai, Uint32 budget_ms);
/* The same for a hint on a person's turn (only when ai_hint_available()). */
bool ai_worker_start_hint(ai_worker *w, const gah_state *st, int record_count, int seat, Uint32 budget_ms);
bool ai_worker_busy(const ai_worker *w);
/* When the answer is ready: the thread is joined, the command and the player's advanced state are given
 * back, and true is returned. False while it still thinks (or when nothing runs). */
bool ai_worker_take(ai_worker *w, gah_command *cmd, gah_ai *ai);
/* The same for a hint: the command (GAH_CMD_NONE when src/ai has none) and its line of why. */
bool ai_worker_take_hint(ai_worker *w, gah_command *cmd, char *why, size_t why_size);
/* The answer is no longer wanted (the game was left, closed, loaded or undone): the worker is told to
 * stop, and joined. */
void ai_worker_cancel(ai_worker *w);
/* The same decision without a thread (headless tests that must be deterministic frame by frame). */
gah_command ai_worker_decide_now(gah_ai *ai, const gah_state *st, int seat, Uint32 budget_ms);

/* Hints for a person's turn. False when src/ai has no hint function: then the window shows no Hint button
 * (a made-up hint is worse than none). */
bool ai_hint_available(void);
/* The move src/ai's hard player suggests for `seat` (on that seat's view), with one line of why. False when
 * there is none. `stop` (may be NULL) ends the search early. */
bool ai_hint(const gah_state *st, int seat, Uint32 budget_ms, const atomic_int *stop, gah_command *cmd, char *why,
             size_t why_size);

#endif

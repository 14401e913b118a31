/* The one place the window runs a game's computer players on a thread: starting, waking the loop,
 * cancelling, hints (the players themselves are the game's: ui/game_players.h). */
#include "app/ai_worker.h"
#include "bg/number.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Test hook (tests/test_window.sh): GAH_TEST_AI_DELAY_MS=N makes every decision take N ms more, to show
 * that the window keeps drawing while a computer thinks. Read once, before any thread starts. */
static Uint32 test_delay_ms;

bool ai_worker_init(ai_worker *w, const bg_game *game, const ui_players *players)
{
    memset(w, 0, sizeof *w);
    w->game = game;
    w->players = players;
    w->wake_event = SDL_RegisterEvents(1);
    const char *delay = SDL_getenv("GAH_TEST_AI_DELAY_MS");
    int ms;
    if (delay && bg_parse_int(delay, 0, 600000, &ms)) test_delay_ms = (Uint32)ms;
    w->view = calloc(1, game->state_size);
    w->player = calloc(1, players->player_size);
    return w->view && w->player;
}

/* The window changed games (a new game, a loaded save of the other game): the worker thinks for that game's
 * players from now on, with room for its state and its player. */
bool ai_worker_retarget(ai_worker *w, const bg_game *game, const ui_players *players)
{
    ai_worker_cancel(w);
    void *view = calloc(1, game->state_size), *player = calloc(1, players->player_size);
    if (!view || !player) {
        free(view), free(player);
        return false;
    }
    free(w->view), free(w->player);
    w->view = view, w->player = player;
    w->game = game, w->players = players;
    return true;
}

void ai_worker_free(ai_worker *w)
{
    ai_worker_cancel(w);
    free(w->view);
    free(w->player);
    w->view = w->player = NULL;
}

/* The decision itself, after the test hook's delay (cut short by the cancel flag). */
static bg_move decide(const ai_worker *w, void *player, const void *view, int seat, Uint32 budget_ms, const atomic_int *cancel)
{
    for (Uint32 slept = 0; slept < test_delay_ms && !(cancel && atomic_load(cancel)); slept += 10) SDL_Delay(10);
    return w->players->decide(player, view, seat, budget_ms, cancel);
}

bg_move ai_worker_decide_now(const ai_worker *w, void *player, const void *state, int seat, Uint32 budget_ms)
{
    return decide(w, player, state, seat, budget_ms, NULL);
}

static int worker_main(void *data)
{
    ai_worker *w = data;
    if (w->hint) {
        if (!w->players->hint(w->view, w->seat, w->budget_ms, &w->cancel, &w->result, w->why, sizeof w->why))
            w->result = (bg_move){0};
    } else {
        w->result = decide(w, w->player, w->view, w->seat, w->budget_ms, &w->cancel);
    }
    SDL_AtomicSet(&w->done, 1);
    /* Wake the main loop, which may be asleep in SDL_WaitEventTimeout. */
    if (w->wake_event != (Uint32)-1) {
        SDL_Event e;
        SDL_zero(e);
        e.type = w->wake_event;
        SDL_PushEvent(&e);
    }
    return 0;
}

static bool start_job(ai_worker *w, const void *state, int record_count, int seat, const void *player, Uint32 budget_ms)
{
    if (w->thread) return false;
    /* Fair play and thread safety in one: the worker owns a copy of what the seat could see. */
    w->game->view(state, seat, w->view);
    if (player) memcpy(w->player, player, w->players->player_size);
    w->seat = seat;
    w->budget_ms = budget_ms;
    w->state_hash = w->game->hash(state);
    w->record_count = record_count;
    w->started = SDL_GetTicks();
    w->result = (bg_move){0};
    atomic_store(&w->cancel, 0);
    SDL_AtomicSet(&w->done, 0);
    w->thread = SDL_CreateThread(worker_main, "gah-ai", w);
    if (!w->thread) fprintf(stderr, "gah: no thread for the computer player (%s)\n", SDL_GetError());
    return w->thread != NULL;
}

bool ai_worker_start_hint(ai_worker *w, const void *state, int record_count, int seat, Uint32 budget_ms)
{
    if (w->thread || !ai_hint_available(w)) return false;
    w->hint = true; /* read by the worker: set before the thread starts */
    w->why[0] = 0;
    bool started = start_job(w, state, record_count, seat, NULL, budget_ms);
    if (!started) w->hint = false;
    return started;
}

bool ai_worker_start(ai_worker *w, const void *state, int record_count, int seat, const void *player, Uint32 budget_ms)
{
    if (w->thread) return false;
    w->hint = false;
    return start_job(w, state, record_count, seat, player, budget_ms);
}

bool ai_worker_take_hint(ai_worker *w, bg_move *move, char *why, size_t why_size)
{
    if (!w->hint) return false;
    if (!ai_worker_take(w, move, NULL)) return false;
    snprintf(why, why_size, "%s", w->why);
    w->hint = false;
    return true;
}

bool ai_worker_busy(const ai_worker *w) { return w->thread != NULL; }

bool ai_worker_take(ai_worker *w, bg_move *move, void *player)
{
    if (!w->thread || !SDL_AtomicGet(&w->done)) return false;
    SDL_WaitThread(w->thread, NULL);
    w->thread = NULL;
    *move = w->result;
    if (player) memcpy(player, w->player, w->players->player_size);
    return true;
}

void ai_worker_cancel(ai_worker *w)
{
    if (!w->thread) return;
    atomic_store(&w->cancel, 1);
    SDL_WaitThread(w->thread, NULL);
    w->thread = NULL;
    w->hint = false;
}

bool ai_hint_available(const ai_worker *w) { return w->players->hint != NULL; }

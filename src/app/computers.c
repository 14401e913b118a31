/* Computer seats at the window's table: one command at a time, thought out on the worker thread
 * (ai_worker.c) on the seat's own view, played through the same path as a person's click once the table
 * has settled and a viewer has had time to follow. */
#include "app/internal.h"
#include "app/net_play.h"

#include <stdio.h>

/* The pause after a computer's command before its next one, so a viewer can follow (house value: long
 * enough to read the step's caption at normal speed; none when nobody watches). */
static Uint32 computer_pause_ms(const app *a)
{
    if (a->run.unwatched) return 0;
    return 250 + (Uint32)(500.0f * settings_anim_factor(&a->prefs));
}

bool app_computer_to_move(const app *a)
{
    if (a->scene != SCENE_TABLE || a->handover_seat >= 0 || !a->table_live || app_net_waiting(a)) return false;
    int seat = a->table_game->to_act(a->table);
    return seat >= 0 && (app_session(a)->control[seat] == BG_CONTROL_COMPUTER || app_net_stands_in(a, seat));
}

/* The table keeps drawing while the worker thinks. */
void app_step_computer(app *a)
{
    const ui_table_game *tg = a->table_game;
    ai_worker *w = &a->worker;
    if (ai_worker_busy(w) && (!a->table_live || !bg_session_is_at(app_session(a), w->record_count, w->state_hash))) {
        ai_worker_cancel(w); /* the game moved on (undo, load): that answer is for another position */
    }
    if (!app_computer_to_move(a)) return;
    if (w->hint) ai_worker_cancel(w); /* a hint asked for a person's turn that is over */
    bg_session *s = app_session(a);
    int seat = tg->to_act(a->table);
    if (!a->ai_ready[seat]) {
        tg->players->init(a->ai[seat], s->agent[seat], s->state, seat);
        a->ai_ready[seat] = true;
    }
    bg_move move = {0};
    bool decided = false;
    if (a->run.computers_inline && !ai_worker_busy(w)) {
        /* --smoke measures the table, not the threads (the --script tests of computer players do): it
         * decides on this thread, one frame a move, as fast as the machine allows. */
        move = ai_worker_decide_now(w, a->ai[seat], s->state, seat, (Uint32)a->prefs.think_ms);
        decided = true;
    } else if (!ai_worker_busy(w)) {
        /* Thinking starts at once, even while the last move still animates: the pause is for the viewer. */
        if (!ai_worker_start(w, s->state, s->count, seat, a->ai[seat], (Uint32)a->prefs.think_ms)) {
            move = ai_worker_decide_now(w, a->ai[seat], s->state, seat, (Uint32)a->prefs.think_ms);
            decided = true;
        }
        /* A run nobody watches gives a quick answer a few ms to arrive within this frame, so that a game of
         * computers costs one drawn frame a move, not two; a slow one is left to think. */
        for (int ms = 0; !decided && a->run.unwatched && ms < 20 && !SDL_AtomicGet(&w->done); ms++) SDL_Delay(1);
    }
    if (!decided && (w->seat != seat || tg->animating(a->table, a->ui.now) || !SDL_TICKS_PASSED(a->ui.now, a->computer_next_at) ||
                     !ai_worker_take(w, &move, a->ai[seat])))
        return;
    const char *why = tg->apply(a->table, move);
    if (why) {
        fprintf(stderr, "gah: the computer player's command was refused: %s\n", why);
        return;
    }
    a->computer_next_at = a->ui.now + computer_pause_ms(a);
    app_after_command(a, seat);
}

/* The one place the window meets src/ai: strengths by name, the worker thread, cancelling, hints.
 * When src/ai grows a time budget, a cancel flag or a hint function, only this file changes. */
#include "app/ai_worker.h"
#include "gah/number.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct { const char *name, *label; } strength_names[] = {
    {"easy", "Easy"}, {"medium", "Medium"}, {"hard", "Hard"}};

int ai_strengths(ai_strength out[AI_STRENGTHS_MAX])
{
    int n = 0;
    for (size_t i = 0; i < sizeof strength_names / sizeof strength_names[0]; i++) {
        int kind = gah_ai_kind_by_name(strength_names[i].name);
        if (kind >= 0) out[n++] = (ai_strength){strength_names[i].label, kind, gah_ai_kind_name(kind)};
    }
    if (!n) out[n++] = (ai_strength){"Computer", GAH_AI_RANDOM, gah_ai_kind_name(GAH_AI_RANDOM)};
    return n;
}

int ai_agent_kind(const char *agent) { return gah_ai_kind_by_name(agent); }

const char *ai_strength_label(int kind)
{
    ai_strength s[AI_STRENGTHS_MAX];
    int n = ai_strengths(s);
    for (int i = 0; i < n; i++)
        if (s[i].kind == kind) return s[i].label;
    return "Computer";
}

/* Test hook (tests/test_window.sh): GAH_TEST_AI_DELAY_MS=N makes every decision take N ms more, to show
 * that the window keeps drawing while a computer thinks. Read once, before any thread starts. */
static Uint32 test_delay_ms;

void ai_worker_init(ai_worker *w)
{
    memset(w, 0, sizeof *w);
    w->wake_event = SDL_RegisterEvents(1);
    const char *delay = SDL_getenv("GAH_TEST_AI_DELAY_MS");
    int ms;
    if (delay && gah_parse_int(delay, 0, 600000, &ms)) test_delay_ms = (Uint32)ms;
}

/* The decision itself: the searching player thinks for the budget (by time, not iterations) and looks at
 * the cancel flag between iterations; the others answer at once. */
static gah_command decide(gah_ai *ai, const gah_state *view, int seat, Uint32 budget_ms, const atomic_int *cancel)
{
    for (Uint32 slept = 0; slept < test_delay_ms && !(cancel && atomic_load(cancel)); slept += 10) SDL_Delay(10);
    ai->iterations = 0;
    ai->time_ms = (int)budget_ms;
    ai->stop = cancel;
    gah_command c = gah_ai_choose(ai, view, seat);
    ai->stop = NULL; /* the flag belongs to this job's worker */
    return c;
}

gah_command ai_worker_decide_now(gah_ai *ai, const gah_state *st, int seat, Uint32 budget_ms)
{
    return decide(ai, st, seat, budget_ms, NULL);
}

static int worker_main(void *data)
{
    ai_worker *w = data;
    if (w->hint) {
        if (!ai_hint(&w->view, w->seat, w->budget_ms, &w->cancel, &w->result, w->why, sizeof w->why))
            w->result = (gah_command){GAH_CMD_NONE, 0, 0};
    } else {
        w->result = decide(&w->ai, &w->view, w->seat, w->budget_ms, &w->cancel);
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

static bool start_job(ai_worker *w, const gah_state *st, int record_count, int seat, const gah_ai *ai, Uint32 budget_ms);

bool ai_worker_start_hint(ai_worker *w, const gah_state *st, int record_count, int seat, Uint32 budget_ms)
{
    if (w->thread || !ai_hint_available()) return false;
    gah_ai none;
    gah_ai_init(&none, GAH_AI_RANDOM, 1);
    w->hint = true; /* read by the worker: set before the thread starts */
    w->why[0] = 0;
    bool started = start_job(w, st, record_count, seat, &none, budget_ms);
    if (!started) w->hint = false;
    return started;
}

bool ai_worker_start(ai_worker *w, const gah_state *st, int record_count, int seat, const gah_ai *ai, Uint32 budget_ms)
{
    if (w->thread) return false;
    w->hint = false;
    return start_job(w, st, record_count, seat, ai, budget_ms);
}

bool ai_worker_take_hint(ai_worker *w, gah_command *cmd, char *why, size_t why_size)
{
    if (!w->hint) return false;
    gah_ai unused;
    if (!ai_worker_take(w, cmd, &unused)) return false;
    snprintf(why, why_size, "%s", w->why);
    w->hint = false;
    return true;
}

static bool start_job(ai_worker *w, const gah_state *st, int record_count, int seat, const gah_ai *ai, Uint32 budget_ms)
{
    if (w->thread) return false;
    /* Fair play and thread safety in one: the worker owns a copy of what the seat could see. */
    gah_view(st, seat, &w->view);
    w->ai = *ai;
    w->seat = seat;
    w->budget_ms = budget_ms;
    w->state_hash = gah_hash(st);
    w->record_count = record_count;
    w->started = SDL_GetTicks();
    w->result = (gah_command){GAH_CMD_NONE, 0, 0};
    atomic_store(&w->cancel, 0);
    SDL_AtomicSet(&w->done, 0);
    w->thread = SDL_CreateThread(worker_main, "gah-ai", w);
    if (!w->thread) fprintf(stderr, "gah: no thread for the computer player (%s)\n", SDL_GetError());
    return w->thread != NULL;
}

bool ai_worker_busy(const ai_worker *w) { return w->thread != NULL; }

bool ai_worker_take(ai_worker *w, gah_command *cmd, gah_ai *ai)
{
    if (!w->thread || !SDL_AtomicGet(&w->done)) return false;
    SDL_WaitThread(w->thread, NULL);
    w->thread = NULL;
    *cmd = w->result;
    *ai = w->ai;
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

bool ai_hint_available(void) { return true; }

bool ai_hint(const gah_state *st, int seat, Uint32 budget_ms, const atomic_int *stop, gah_command *cmd, char *why,
             size_t why_size)
{
    double gain;
    char command_words[120];
    /* The seed only varies the search's sampling; the hint is made on the seat's own view. */
    if (!gah_ai_hint(st, seat, 0, (int)budget_ms, stop, gah_hash(st), cmd, &gain, command_words, sizeof command_words))
        return false;
    /* The table frames the move itself, so the line says only what it is worth (the command's own text,
     * "take-guest 1 3", is for the terminal). */
    long points = gain >= 0 ? (long)(gain + 0.5) : -(long)(-gain + 0.5);
    /* In the set-up (a starting guest, the first rooms) there is no turn yet: the gain is measured once the
     * seat's part of the set-up is done. */
    const char *when = st->phase == GAH_PHASE_PLAY ? "by the end of your turn" : "once your set-up is done";
    if (points == 0) snprintf(why, why_size, "The framed move keeps your position about even.");
    else snprintf(why, why_size, "The framed move: about %+ld point%s %s.", points, points == 1 || points == -1 ? "" : "s", when);
    return true;
}

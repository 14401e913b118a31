/* The game log: the engine's sentence for each event worth a line (gah_event_text), newest last. */
#include "ui/log.h"

#include <stdio.h>
#include <string.h>

static void log_add(game_log *log, const char *line)
{
    if (log->count == LOG_LINES) {
        memmove(log->lines[0], log->lines[1], sizeof log->lines[0] * (LOG_LINES - 1));
        log->count--;
    }
    snprintf(log->lines[log->count++], LOG_LINE_MAX, "%s", line);
}

void log_events(game_log *log, const gah_state *st, const gah_events *ev, const char names[][24])
{
    const char *seat_names[GAH_MAX_PLAYERS];
    for (int s = 0; s < GAH_MAX_PLAYERS; s++) seat_names[s] = names[s];
    /* A roll is one event per action space, each too small for a line of its own: together they make one
     * line, so that every player can read the round's roll afterwards (issue 13). */
    char roll[LOG_LINE_MAX] = "";
    for (int i = 0; i <= ev->count; i++) {
        const gah_event *e = i < ev->count ? &ev->list[i] : NULL;
        char line[LOG_LINE_MAX];
        if (e && e->type == GAH_EV_DICE_ROLLED) {
            if (e->b <= 0) continue; /* an empty space is not part of the roll */
            gah_event_text(st, e, seat_names, line, sizeof line);
            size_t n = strlen(roll);
            snprintf(roll + n, sizeof roll - n, "%s%s", n ? ", " : "Dice rolled: ", line);
            continue;
        }
        if (roll[0]) {
            log_add(log, roll);
            roll[0] = 0;
        }
        /* Where each new item went (a guest or the kitchen) is worth a line at the table (issue 13), though
         * the engine's terse lists leave it out. */
        if (e && (gah_event_text(st, e, seat_names, line, sizeof line) || e->type == GAH_EV_ITEM_GAINED)) log_add(log, line);
    }
}

void log_replay(game_log *log, const gah_session *s, const char names[][24])
{
    /* A resumed game's log tells the game so far: the record is played again on a copy (issue 13: the log
     * was empty after Continue). */
    static gah_session copy; /* one game's record at a time: never shared between threads */
    static gah_events ev;
    log->count = 0;
    if (s->count <= 0) return;
    ev.count = 0;
    ev.overflow = false;
    /* The set-up's events have no line in a new game's log either. */
    if (bg_session_start_preview(&copy, s->game, s->params, NULL)) return;
    for (int i = 0; i < s->count; i++) {
        ev.count = 0;
        ev.overflow = false;
        /* A move the session made because it was the only one (bg_session_play_forced) gets its line of why. */
        bg_move only;
        const char *reason = bg_session_forced(&copy, &only);
        if (reason && memcmp(&only, &s->record[i].move, sizeof only)) reason = NULL;
        if (bg_session_apply(&copy, s->record[i].seat, s->record[i].move, &ev)) break;
        if (reason) {
            char line[LOG_LINE_MAX];
            snprintf(line, sizeof line, "%s: %s, so the game goes on", names[s->record[i].seat], reason);
            log_add(log, line);
        }
        log_events(log, gah_session_state(&copy), &ev, names);
    }
    bg_session_free(&copy);
}

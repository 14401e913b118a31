/* The game log: the game's sentence for each event worth a line (bg_game.event_text), newest last. */
#include "ui/log.h"

#include <stdio.h>
#include <string.h>

void log_add(game_log *log, const char *line)
{
    if (log->count == LOG_LINES) {
        memmove(log->lines[0], log->lines[1], sizeof log->lines[0] * (LOG_LINES - 1));
        log->count--;
    }
    snprintf(log->lines[log->count++], LOG_LINE_MAX, "%s", line);
}

void log_events(game_log *log, const bg_game *game, const void *state, const bg_events *ev, const char names[][BG_NAME_MAX])
{
    const char *seat_names[BG_MAX_SEATS];
    for (int s = 0; s < BG_MAX_SEATS; s++) seat_names[s] = names[s];
    for (int i = 0; i < ev->count; i++) {
        char line[LOG_LINE_MAX];
        if (game->event_text(state, &ev->list[i], seat_names, line, sizeof line)) log_add(log, line);
    }
}

void log_replay(game_log *log, const bg_session *s, const char names[][BG_NAME_MAX], log_lines_fn *lines)
{
    /* A resumed game's log tells the game so far: the record is played again on a copy (issue 13: the log
     * was empty after Continue). */
    static bg_session copy; /* one game's record at a time: never shared between threads */
    static bg_events ev;
    if (!lines) lines = log_events;
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
        lines(log, copy.game, copy.state, &ev, names);
    }
    bg_session_free(&copy);
}

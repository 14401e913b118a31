/* The game log: the engine's sentence for each event worth a line (gah_event_text), newest last. */
#include "ui/log.h"

#include <stdio.h>
#include <string.h>

void log_events(game_log *log, const gah_state *st, const gah_events *ev, const char names[][24])
{
    const char *seat_names[GAH_MAX_PLAYERS];
    for (int s = 0; s < GAH_MAX_PLAYERS; s++) seat_names[s] = names[s];
    for (int i = 0; i < ev->count; i++) {
        char line[LOG_LINE_MAX];
        if (!gah_event_text(st, &ev->list[i], seat_names, line, sizeof line)) continue;
        if (log->count == LOG_LINES) {
            memmove(log->lines[0], log->lines[1], sizeof log->lines[0] * (LOG_LINES - 1));
            log->count--;
        }
        snprintf(log->lines[log->count++], LOG_LINE_MAX, "%s", line);
    }
}

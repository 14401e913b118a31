/* The game log: every event as a short sentence of our own, grouped by round. */
#ifndef GAH_UI_LOG_H
#define GAH_UI_LOG_H

#include "gah/engine.h"
#include "gah/session.h"

#define LOG_LINES 400
#define LOG_LINE_MAX 120

typedef struct game_log {
    int count;  /* lines kept (the oldest are dropped) */
    char lines[LOG_LINES][LOG_LINE_MAX];
} game_log;

/* Appends the sentences for a command's events (those gah_event_text says deserve a line); `st` is the
 * state they led to, `names` the seats' names. */
void log_events(game_log *log, const gah_state *st, const gah_events *ev, const char names[][24]);
/* The log of a resumed game: its record played again from the start on a copy. */
void log_replay(game_log *log, const gah_session *s, const char names[][24]);

#endif

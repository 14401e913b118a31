/* The game log: every event as a short sentence of our own, grouped by round. */
#ifndef GAH_UI_LOG_H
#define GAH_UI_LOG_H

#include "gah/engine.h"

#define LOG_LINES 400
#define LOG_LINE_MAX 120

typedef struct game_log {
    int count;  /* lines kept (the oldest are dropped) */
    char lines[LOG_LINES][LOG_LINE_MAX];
} game_log;

/* Appends the sentences for a command's events; `names` are the seats' names. */
void log_events(game_log *log, const gah_events *ev, const char names[][24]);
/* One event as a sentence; false for events that do not deserve a line of their own. */
bool log_event_text(const gah_event *e, const char names[][24], char *out, size_t size);

#endif

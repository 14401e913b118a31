/* The game log: every event worth a line as a short sentence of the game's own (bg_game.event_text),
 * newest last. A game may say how its events make lines (the base game joins a roll into one). */
#ifndef GAH_UI_LOG_H
#define GAH_UI_LOG_H

#include "bg/session.h"

#define LOG_LINES 400
#define LOG_LINE_MAX 120

typedef struct game_log {
    int count;  /* lines kept (the oldest are dropped) */
    char lines[LOG_LINES][LOG_LINE_MAX];
} game_log;

/* How a command's events become lines: `state` is the state they led to, `names` the seats' names. */
typedef void log_lines_fn(game_log *log, const bg_game *game, const void *state, const bg_events *ev,
                          const char names[][BG_NAME_MAX]);

/* Appends a line (the oldest goes when the log is full). */
void log_add(game_log *log, const char *line);
/* One line for each event the game's event_text says deserves one: the lines of a game that says no more. */
log_lines_fn log_events;
/* The log of a resumed game: its record played again from the start on a copy, each command's events
 * through `lines` (NULL: log_events). */
void log_replay(game_log *log, const bg_session *s, const char names[][BG_NAME_MAX], log_lines_fn *lines);

#endif

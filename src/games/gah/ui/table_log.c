/* The base game's lines in the game log (ui/log.h): the engine's sentence for each event worth one
 * (gah_event_text), a roll joined into one line, and where each new item went. */
#include "games/gah/ui/table_scene.h"

#include <stdio.h>
#include <string.h>

/* A line said again straight after itself is counted on the line before ("... goes to the kitchen (×4)"):
 * four items of one kind placed one by one made four equal lines (issue 40). */
static void add_counted(game_log *log, const char *line)
{
    if (log->count > 0) {
        char *last = log->lines[log->count - 1];
        size_t n = strlen(line);
        int times = 1;
        if (n && !strncmp(last, line, n) && (last[n] == 0 || sscanf(last + n, " (×%d)", &times) == 1)) {
            snprintf(last + n, LOG_LINE_MAX - n, " (×%d)", times + 1);
            return;
        }
    }
    log_add(log, line);
}

/* Where a line goes: the log, or a count of the lines a run of events makes (the lag's steps still to show). */
typedef struct line_sink {
    game_log *log;
    int lines;
    char last[LOG_LINE_MAX];
} line_sink;

static void sink_line(line_sink *s, const char *line)
{
    if (s->log) {
        add_counted(s->log, line);
        return;
    }
    if (strcmp(s->last, line)) s->lines++; /* a line said again is counted on the line before */
    snprintf(s->last, sizeof s->last, "%s", line);
}

static void events_lines(line_sink *sink, const gah_state *st, const gah_event *list, int count,
                         const char names[][BG_NAME_MAX])
{
    const char *seat_names[GAH_MAX_PLAYERS];
    for (int s = 0; s < GAH_MAX_PLAYERS; s++) seat_names[s] = names[s];
    /* A roll is one event per action space, each too small for a line of its own: together they make one
     * line, so that every player can read the round's roll afterwards (issue 13). */
    char roll[LOG_LINE_MAX] = "";
    for (int i = 0; i <= count; i++) {
        const gah_event *e = i < count ? &list[i] : NULL;
        char line[LOG_LINE_MAX];
        if (e && e->type == GAH_EV_DICE_ROLLED) {
            if (e->b <= 0) continue; /* an empty space is not part of the roll */
            gah_event_text(st, e, seat_names, line, sizeof line);
            size_t n = strlen(roll);
            snprintf(roll + n, sizeof roll - n, "%s%s", n ? ", " : "Dice rolled: ", line);
            continue;
        }
        if (roll[0]) {
            sink_line(sink, roll);
            roll[0] = 0;
        }
        /* Where each new item went (a guest or the kitchen) is worth a line at the table (issue 13), though
         * the engine's terse lists leave it out. */
        if (e && (gah_event_text(st, e, seat_names, line, sizeof line) || e->type == GAH_EV_ITEM_GAINED)) sink_line(sink, line);
    }
}

void table_log_events(game_log *log, const bg_game *game, const void *state, const bg_events *ev,
                      const char names[][BG_NAME_MAX])
{
    (void)game;
    line_sink sink = {.log = log};
    events_lines(&sink, state, ev->list, ev->count, names);
}

int table_log_line_count(const gah_state *st, const gah_event *list, int count, const char names[][BG_NAME_MAX])
{
    line_sink sink = {.log = NULL};
    events_lines(&sink, st, list, count, names);
    return sink.lines;
}

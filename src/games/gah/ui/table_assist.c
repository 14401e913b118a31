/* A choice with one option is not asked (issue 13): the session makes it (bg_session_play_forced, the
 * game's rule of which ones), the table says so in the message line and the log and animates it, and the
 * person goes on with the next real choice (table_apply makes them one after another, refreshing the
 * table between: this file never calls back into table_input.c). Also: a café guest who cannot find a room. */
#include "games/gah/ui/table_scene.h"

#include <stdio.h>
#include <string.h>

bool table_single_choice(const table_scene *t, gah_command *out)
{
    bg_move move;
    if (t->legal_count != 1 || !bg_session_forced(&t->session, &move)) return false;
    *out = gah_command_of(move);
    return true;
}

bool table_play_forced(table_scene *t)
{
    static gah_events ev; /* large: kept off the stack; the table is used from one thread */
    int seat = table_prompt_seat(t);
    ev.count = 0;
    ev.overflow = false;
    const char *reason = bg_session_play_forced(&t->session, &ev);
    if (!reason) return false;
    char line[LOG_LINE_MAX];
    snprintf(line, sizeof line, "%s: %s, so the game goes on", t->names[seat], reason);
    /* The explanation goes before what it caused, as log_replay writes it after Continue. */
    log_add(&t->log, line);
    table_log_events(&t->log, t->session.game, t->session.state, &ev, t->names);
    snprintf(t->message, sizeof t->message, "%s", line);
    t->message_until = SDL_GetTicks() + 4000;
    for (int i = 0; i < ev.count; i++) {
        if (t->events.count == GAH_EVENTS_MAX) {
            t->events.overflow = true;
            break;
        }
        t->events.list[t->events.count++] = ev.list[i];
    }
    t->events.overflow |= ev.overflow;
    return true;
}

bool table_guest_stuck(const table_scene *t, int seat, int table, char *why, size_t size)
{
    const gah_state *st = gah_session_state(&t->session);
    if (!gah_guest_roomless(st, seat, table)) return false; /* the engine's move rule, the one source */
    const gah_guest_card *g = gah_guest_by_id(st->player[seat].cafe[table - 1].guest);
    if (!g) return false;
    static const char *const colours[GAH_COLOUR_COUNT] = {"blue", "red", "yellow", "green"};
    snprintf(why, size, "%s's order is complete, but there is no vacant %s room: prepare one first",
             g->name, g->colour < GAH_COLOUR_COUNT ? colours[g->colour] : "fitting");
    return true;
}

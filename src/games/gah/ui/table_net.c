/* The base game's table in a game over the network (the app's net_play.c drives it): a hosted game's remote
 * seats move in the session from outside, and a joined game's table shows the host's view of its seat and
 * sends its person's commands to the host instead of applying them. */
#include "games/gah/ui/table_game.h"

#include <stdio.h>
#include <string.h>

/* A seat's name into the table's copies (memmove: gcc cannot tell that the session's names and the table's
 * buffers never overlap, and -Wrestrict fires on snprintf in the sanitizer build). */
static void copy_name(char *to, size_t size, const char *from)
{
    size_t n = strnlen(from, size - 1);
    memmove(to, from, n);
    to[n] = 0;
}

void gah_window_moved_elsewhere(void *g, const void *before, const void *state, const bg_events *ev, bool lost)
{
    table_scene *t = &((gah_window *)g)->table;
    /* The moves' steps are shown from the position they start from, as a computer's are (issue 40): at a joined
     * window the session's state until the host's comes in. Some lost: the table as it is now. */
    if (lost) table_lag_skip(t);
    if (ev->count && !lost) table_lag_follow(t, before ? before : state ? gah_session_state(&t->session) : NULL);
    if (state) memcpy(t->session.state, state, t->session.game->state_size);
    for (int i = 0; i < GAH_MAX_PLAYERS; i++) { /* a player who joined may have brought their own name */
        copy_name(t->names[i], sizeof t->names[i], t->session.names[i]);
        copy_name(t->seats[i].name, sizeof t->seats[i].name, t->session.names[i]);
    }
    t->events = *ev;
    if (lost && !ev->count) log_add(&t->log, "(The table as it stands now.)");
    table_log_events(&t->log, t->session.game, t->session.state, &t->events, t->names);
    t->message[0] = 0;
    t->expanded = -1; /* the table moved on: everyone looks at their own hotel again */
    t->dragging = false;
    t->confirming = false;
    table_refresh(t);
}

void gah_window_set_sender(void *g, const char *(*send)(void *ctx, bg_move move), void *ctx)
{
    table_scene *t = &((gah_window *)g)->table;
    t->send = send;
    t->send_ctx = ctx;
}

bool gah_window_uses_area(const void *g, SDL_Rect r)
{
    /* The cards drawn to choose from and a draft pack lie where the network's line is (issue 40 follow-up: the
     * line hid them and took their clicks, and the host's person could not choose). */
    const table_scene *t = &((const gah_window *)g)->table;
    const gah_state *st = gah_session_state(&t->session);
    int seat = table_prompt_seat(t);
    for (int i = 0; i < st->drawn_count; i++) {
        SDL_Rect c = table_el_rect(t, NULL, (ui_el){EL_DRAWN_CARD, (int16_t)st->drawn[i]});
        if (SDL_HasIntersection(&c, &r)) return true;
    }
    for (int i = 0; seat >= 0 && seat < GAH_MAX_PLAYERS && i < st->draft_count[seat]; i++) {
        SDL_Rect c = table_el_rect(t, NULL, (ui_el){EL_DRAFT_CARD, (int16_t)st->draft_pack[seat][i]});
        if (SDL_HasIntersection(&c, &r)) return true;
    }
    return false;
}

const char *table_send(table_scene *t, gah_command cmd)
{
    const char *why = t->send(t->send_ctx, gah_move_of(cmd));
    if (why) return why;
    /* Nothing happens here until the host answers: no events to animate, no buttons to press again. */
    t->events.count = 0;
    t->events.overflow = false;
    t->legal_count = 0;
    t->button_count = 0;
    return NULL;
}

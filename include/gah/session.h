/* The base game's view of a session (bg/session.h): its state, params and moves typed, for the code that
 * knows the game (the window's table, the tools, the tests). A gah_session is a bg_session whose game is
 * gah_game, as a gah_event is a bg_event; the session itself names no game. */
#ifndef GAH_SESSION_H
#define GAH_SESSION_H

#include "bg/session.h"
#include "gah/engine.h"

typedef bg_session gah_session;

/* The state and settings of a session of the base game, read-only: every change goes through a command. */
static inline const gah_state *gah_session_state(const bg_session *s) { return (const gah_state *)s->state; }
static inline const gah_params *gah_session_params(const bg_session *s) { return (const gah_params *)s->params; }
/* The state to build a position by hand (tests, the harness's screenshots); no game in play writes it. */
static inline gah_state *gah_session_state_edit(bg_session *s) { return (gah_state *)s->state; }

static inline const char *gah_session_start(bg_session *s, const gah_params *params, gah_events *ev)
{
    return bg_session_start(s, &gah_game, params, ev);
}
/* Let's Waltz: gah_session_start that accepts the modules of GAH_WALTZ_PREVIEW (tests, saved replays). */
static inline const char *gah_session_start_preview(bg_session *s, const gah_params *params, gah_events *ev)
{
    return bg_session_start_preview(s, &gah_game, params, ev);
}
static inline const char *gah_session_apply(bg_session *s, int seat, gah_command cmd, gah_events *ev)
{
    return bg_session_apply(s, seat, gah_move_of(cmd), ev);
}
/* The record's move `i` as the base game's command. */
static inline gah_command gah_session_command(const bg_session *s, int i) { return gah_command_of(s->record[i].move); }

#endif

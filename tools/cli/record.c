/* gah-cli's saves through the session. Today's session keeps the base game's records only (gah_session),
 * so every other game is refused here with a reason; a session over the game interface replaces these
 * three functions and nothing else in tools/cli. */
#include "record.h"
#include "gah/session.h"

#include <stdlib.h>
#include <string.h>

static bool sessions_keep(const bg_game *g, char *err, size_t err_size)
{
    if (g == &gah_game) return true;
    snprintf(err, err_size, "games of %s cannot be saved or loaded yet (the session keeps %s only)", g->name,
             gah_game.name);
    return false;
}

/* A session set up with `params` and the first `count` moves of the record applied. */
static void replay_into(gah_session *s, const void *params, const cli_move *moves, int count)
{
    gah_session_start_preview(s, params, NULL);
    for (int i = 0; i < count; i++) gah_session_apply(s, moves[i].seat, gah_command_of(moves[i].move), NULL);
}

bool record_load_file(const bg_game *g, const char *path, void *state, int *count, char *err, size_t err_size)
{
    static gah_session s;
    if (!sessions_keep(g, err, err_size) || !gah_session_load_file(&s, path, err, err_size)) return false;
    memcpy(state, &s.state, sizeof s.state);
    *count = s.count;
    gah_session_free(&s);
    return true;
}

record_saved record_save_file(const bg_game *g, const void *params, const cli_move *moves, int count, uint64_t want_hash,
                              const char *path, char *err, size_t err_size)
{
    static gah_session s;
    if (!sessions_keep(g, err, err_size)) return RECORD_FAILED;
    replay_into(&s, params, moves, count);
    record_saved result = RECORD_SAVED;
    if (gah_hash(&s.state) != want_hash) result = RECORD_DIFFERS;
    else if (!gah_session_save_file(&s, path, err, err_size)) result = RECORD_FAILED;
    gah_session_free(&s);
    return result;
}

bool record_reload(const bg_game *g, const void *params, const cli_move *moves, int count, void *state, char *err,
                   size_t err_size)
{
    static gah_session s, back;
    err[0] = 0;
    if (!sessions_keep(g, err, err_size)) return false;
    replay_into(&s, params, moves, count);
    size_t len = 0;
    char *text = gah_session_save_text(&s, &len);
    bool loaded = text && gah_session_load_text(&back, text, len, err, err_size);
    if (loaded) {
        memcpy(state, &back.state, sizeof back.state);
        gah_session_free(&back);
    }
    free(text);
    gah_session_free(&s);
    return loaded;
}

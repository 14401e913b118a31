/* gah-cli's saves through the session (bg/session.h), for any game: a save file replayed into a state, a
 * self-played record written as a save, and a save text round trip. One of the two files of tools/cli that call
 * the session; the other is host.c, whose games are sessions held by the network's host (bg/net.h). */
#include "record.h"
#include "bg/session.h"

#include <stdlib.h>
#include <string.h>

/* A session set up with `params` (settings still in preview accepted, as self-play and scenarios set up) and
 * the first `count` moves of the record applied. */
static void replay_into(bg_session *s, const bg_game *g, const void *params, const cli_move *moves, int count)
{
    bg_session_start_preview(s, g, params, NULL);
    for (int i = 0; i < count; i++) bg_session_apply(s, moves[i].seat, moves[i].move, NULL);
}

bool record_load_file(const bg_game *g, const char *path, void *state, int *count, char *err, size_t err_size)
{
    static bg_session s;
    if (!bg_session_load_file(&s, path, err, err_size)) return false;
    bool ours = s.game == g;
    if (ours) {
        memcpy(state, s.state, g->state_size);
        *count = s.count;
    } else {
        /* The save names its game: replaying it as another would read its state as the wrong type. */
        snprintf(err, err_size, "%s: a game of %s (--game %s), not of %s", path, s.game->name, s.game->key, g->name);
    }
    bg_session_free(&s);
    return ours;
}

record_saved record_save_file(const bg_game *g, const void *params, const cli_move *moves, int count, uint64_t want_hash,
                              bool sync, const char *path, char *err, size_t err_size)
{
    static bg_session s;
    replay_into(&s, g, params, moves, count);
    record_saved result = RECORD_SAVED;
    if (bg_session_hash(&s) != want_hash) result = RECORD_DIFFERS;
    else if (!(sync ? bg_session_save_file(&s, path, err, err_size) : bg_session_save_file_unsynced(&s, path, err, err_size)))
        result = RECORD_FAILED;
    bg_session_free(&s);
    return result;
}

bool record_reload(const bg_game *g, const void *params, const cli_move *moves, int count, void *state, char *err,
                   size_t err_size)
{
    static bg_session s, back;
    err[0] = 0;
    replay_into(&s, g, params, moves, count);
    size_t len = 0;
    char *text = bg_session_save_text(&s, &len);
    bool loaded = text && bg_session_load_text(&back, text, len, err, err_size);
    if (loaded) {
        memcpy(state, back.state, g->state_size);
        bg_session_free(&back);
    }
    free(text);
    bg_session_free(&s);
    return loaded;
}

/* gah-cli's saves: the one place the tools call the session for saves (replays, self-play's --save-dir and its
 * mid-game round trips); the other is host.c, whose games are sessions held by the network's host. */
#ifndef GAH_CLI_RECORD_H
#define GAH_CLI_RECORD_H

#include "cli.h"

/* Loads a save file into `state` (the game's state_size bytes) by replaying it; `count` gets its number of
 * moves. False with the reason in `err`. */
bool record_load_file(const bg_game *g, const char *path, void *state, int *count, char *err, size_t err_size);

typedef enum record_saved {
    RECORD_SAVED,
    RECORD_DIFFERS, /* the record does not replay to `want_hash` (nothing written) */
    RECORD_FAILED,  /* the file could not be written: `err` says why */
} record_saved;

/* Plays `moves` from a set-up with `params` and writes the game to `path`, if it replays to `want_hash`;
 * `sync` false leaves out the fsyncs (selfplay --no-sync: throwaway replays, by the thousand). */
record_saved record_save_file(const bg_game *g, const void *params, const cli_move *moves, int count, uint64_t want_hash,
                              bool sync, const char *path, char *err, size_t err_size);

/* The game so far saved as text and loaded back into `state`; false with the reason in `err` (empty when the
 * text could not even be made). */
bool record_reload(const bg_game *g, const void *params, const cli_move *moves, int count, void *state, char *err,
                   size_t err_size);

#endif

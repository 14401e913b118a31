/* The recent games: every game has its own save file in <user folder>/games/, written after every
 * command, so a new game never replaces another's save; the last few finished and unfinished games are
 * kept and listed to resume. No SDL: the tests drive it directly. */
#ifndef GAH_APP_RECENT_H
#define GAH_APP_RECENT_H

#include <stdbool.h>
#include <stddef.h>
#include <time.h>

#define RECENT_DIR "games"
#define RECENT_KEEP_UNFINISHED 6
#define RECENT_KEEP_FINISHED 6
#define RECENT_MAX 64

typedef struct recent_game {
    char file[96];      /* relative to the user folder: "games/game-20261123-081000.gah" or "autosave.gah" */
    time_t when;        /* last saved */
    bool finished;
    bool readable;      /* false: the file could not be loaded (the label says why) */
    bool newer;         /* not readable because a newer version wrote it (a newer format or an unknown game) */
    bool open_elsewhere; /* another window has the game open (its lock is held) */
    char label[120];    /* "Anna, Bruno · round 3 · 23 Nov 08:10" */
} recent_game;

/* The games in `user_dir` (ending in '/'), newest first: the .gah files in games/ and an
 * older version's autosave.gah. Each is loaded (replayed) for its label. Returns how many (at most `max`). */
int recent_list(const char *user_dir, recent_game *out, int max);
/* A new file name for a game started now, unused so far ("games/game-YYYYMMDD-HHMMSS[-N].gah"), with its
 * lock taken (bg_file_lock) in `lock`, so that two windows never take one name: -1 when no lock file can
 * be made there. Creates the games folder; false when it cannot be made. */
bool recent_new_file(const char *user_dir, char *out, size_t size, int *lock);
/* A name in another folder of the user's ("replays/replay-....gah" for a saved replay), made as an empty
 * file to be written over. */
bool recent_new_file_in(const char *user_dir, const char *subdir, const char *prefix, char *out, size_t size);
/* Removes the oldest game files beyond RECENT_KEEP_UNFINISHED unfinished and RECENT_KEEP_FINISHED
 * finished ones, never `keep` (the game being played) and never a file that did not load (damaged or from
 * a newer version), which counts for neither; a hosted game's file beside a save removed goes with it (and
 * one left beside no save by an older version). Returns how many games were removed. */
int recent_prune(const char *user_dir, const char *keep);

#endif

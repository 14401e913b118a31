/* The recent games: every game has its own save file in <user folder>/games/, written after every
 * command, so a new game never replaces another's save; the last few finished and unfinished games are
 * kept and listed to resume. No SDL: the tests drive it directly. */
#ifndef GAH_APP_RECENT_H
#define GAH_APP_RECENT_H

#include <stdbool.h>
#include <stddef.h>
#include <time.h>

typedef struct bg_session bg_session;
typedef struct bg_game bg_game;

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
    char game[40];      /* which game, as the main menu calls it ("Let's Roll"); "" when unreadable */
    char label[120];    /* "Grand Austria Hotel · Anna vs 2 computers · modules 1, 2 · round 3 of 7 · 23 Nov 08:10" */
} recent_game;

/* What the app knows of a game beyond the session (each may be NULL): what the main menu calls it, and
 * whether a session is the first-game tutorial's game. */
typedef struct recent_words {
    const char *(*short_name)(const bg_game *game);
    bool (*is_tutorial)(const bg_session *s);
} recent_words;

/* The games in `user_dir` (ending in '/'), newest first: the .gah files in games/ and an
 * older version's autosave.gah. Each is loaded (replayed) for its label, which tells two games of the same
 * people apart: the game, who plays whom (people by name, then "vs 2 computers", "solo vs Elisabeth"), the
 * tutorial, what the game says of itself (bg_game.describe: modules, round) and when. `words` may be NULL.
 * Returns how many (at most `max`). */
int recent_list(const char *user_dir, recent_game *out, int max, const recent_words *words);
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

/* The recent games list: per-game save files, their labels, new names and pruning (see recent.h). */
#include "app/recent.h"

#include "bg/file.h"
#include "bg/session.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static bool ends_with(const char *s, const char *tail)
{
    size_t n = strlen(s), t = strlen(tail);
    return n >= t && !strcmp(s + n - t, tail);
}

/* At most `max` bytes of a name, cut before a whole UTF-8 character (never half of one). */
static void short_name(const char *name, char *out, size_t max)
{
    size_t n = strlen(name);
    if (n > max) {
        n = max;
        while (n > 0 && ((unsigned char)name[n] & 0xC0) == 0x80) n--;
    }
    memcpy(out, name, n);
    out[n] = 0;
}

#define DOT "  \xc2\xb7  "

/* Who plays whom: the people by name (at this machine or another), then the game's own seat ("solo vs
 * Elisabeth") or the computers ("vs 2 computers"); a finished game gives every seat's score instead. */
static void seats_words(const recent_game *g, const bg_session *s, char *out, size_t size)
{
    int seats = s->game->seats(s->state), computers = 0, automa = -1;
    size_t n = 0;
    out[0] = 0;
    for (int i = 0; i < seats && n < size; i++) {
        char name[16];
        short_name(s->names[i], name, 12);
        if (g->finished) {
            n += (size_t)snprintf(out + n, size - n, "%s%s %d", n ? ", " : "", name, s->game->score(s->state, i));
            continue;
        }
        if (s->control[i] == BG_CONTROL_COMPUTER) computers++;
        else if (s->control[i] == BG_CONTROL_AUTOMA) automa = i;
        else n += (size_t)snprintf(out + n, size - n, "%s%s", n ? ", " : "", name);
    }
    if (g->finished || n >= size) return;
    char automa_name[16];
    if (automa >= 0) short_name(s->names[automa], automa_name, 12);
    if (automa >= 0) snprintf(out + n, size - n, " solo vs %s", automa_name);
    else if (computers && n) snprintf(out + n, size - n, " vs %d computer%s", computers, computers > 1 ? "s" : "");
    else if (computers) snprintf(out + n, size - n, "%d computers", computers);
}

/* "Grand Austria Hotel · Anna vs 2 computers · modules 1, 2 · round 3 of 7 · 23 Nov 08:10": which game, who
 * plays whom, the tutorial, what the game says of itself (its settings and how far it is) and when; a
 * finished game with each seat's score. Read through the game's interface only. */
static void describe(recent_game *g, const bg_session *s, const recent_words *words)
{
    char when[32], who[80], about[80] = "";
    struct tm tm;
    localtime_r(&g->when, &tm);
    strftime(when, sizeof when, "%d %b %H:%M", &tm);
    const char *name = words && words->short_name ? words->short_name(s->game) : NULL;
    snprintf(g->game, sizeof g->game, "%s", name ? name : s->game->name);
    seats_words(g, s, who, sizeof who);
    if (s->game->describe) s->game->describe(s->state, about, sizeof about);
    bool tutorial = words && words->is_tutorial && words->is_tutorial(s);
    const char *open = g->open_elsewhere ? DOT "open in another window" : "";
    snprintf(g->label, sizeof g->label, "%s" DOT "%s%s%s%s%s" DOT "%s%s", g->game, g->finished ? "Finished: " : "", who,
             tutorial ? DOT "tutorial" : "", about[0] ? DOT : "", about, when, open);
}

static void add_game(const char *user_dir, const char *file, recent_game *out, int *count, int max,
                     const recent_words *words)
{
    if (*count >= max) return;
    char path[BG_PATH_MAX], err[BG_PATH_MAX + 512];
    snprintf(path, sizeof path, "%s%s", user_dir, file);
    struct stat st;
    if (lstat(path, &st) != 0 || !S_ISREG(st.st_mode)) return;
    recent_game *g = &out[*count];
    memset(g, 0, sizeof *g);
    snprintf(g->file, sizeof g->file, "%s", file);
    g->when = st.st_mtime;
    static bg_session s;
    size_t len;
    char *text = bg_file_read(path, BG_SAVE_MAX_BYTES, &len, err, sizeof err, NULL);
    if (text && bg_session_load_text(&s, text, len, err, sizeof err)) {
        g->readable = true;
        g->finished = s.game->prompt(s.state).seat < 0; /* nobody owes a decision: the game is over */
        g->open_elsewhere = bg_file_locked_elsewhere(path);
        describe(g, &s, words);
        bg_session_free(&s);
    } else if (text && bg_save_text_is_newer(text, len)) {
        g->newer = true; /* left alone: a newer version resumes it */
        snprintf(g->label, sizeof g->label, "%.40s: from a newer version", file);
    } else {
        snprintf(g->label, sizeof g->label, "%.40s: cannot be resumed", file);
    }
    free(text);
    (*count)++;
}

static int newest_first(const void *a, const void *b)
{
    const recent_game *x = a, *y = b;
    if (x->when != y->when) return x->when > y->when ? -1 : 1;
    return strcmp(y->file, x->file); /* same second: the later name first */
}

int recent_list(const char *user_dir, recent_game *out, int max, const recent_words *words)
{
    int count = 0;
    char dir[BG_PATH_MAX];
    snprintf(dir, sizeof dir, "%s%s", user_dir, RECENT_DIR);
    DIR *d = opendir(dir);
    if (d) {
        for (struct dirent *e; (e = readdir(d)) && count < max;) {
            if (e->d_name[0] == '.' || !ends_with(e->d_name, ".gah") || strlen(e->d_name) > 80) continue;
            char file[96];
            snprintf(file, sizeof file, "%s/%s", RECENT_DIR, e->d_name);
            add_game(user_dir, file, out, &count, max, words);
        }
        closedir(d);
    }
    add_game(user_dir, "autosave.gah", out, &count, max, words); /* the one save of versions before issue 18 */
    qsort(out, (size_t)count, sizeof *out, newest_first);
    return count;
}

/* The n-th name of a file started now in `subdir` ("games/game-YYYYMMDD-HHMMSS[-N].gah"), its full path in
 * `path`; false when the names run out. */
static bool candidate(const char *user_dir, const char *subdir, const char *prefix, const char *stamp, int n, char *out,
                      size_t size, char *path, size_t path_size)
{
    if (n == 1) snprintf(out, size, "%s/%s-%s.gah", subdir, prefix, stamp);
    else snprintf(out, size, "%s/%s-%s-%d.gah", subdir, prefix, stamp, n);
    return (size_t)snprintf(path, path_size, "%s%s", user_dir, out) < path_size;
}

static bool make_folder(const char *user_dir, const char *subdir, char *stamp, size_t stamp_size)
{
    char dir[BG_PATH_MAX];
    if ((size_t)snprintf(dir, sizeof dir, "%s%s", user_dir, subdir) >= sizeof dir) return errno = ENAMETOOLONG, false;
    if (mkdir(dir, 0755) != 0 && errno != EEXIST) return false;
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    strftime(stamp, stamp_size, "%Y%m%d-%H%M%S", &tm);
    return true;
}

bool recent_new_file(const char *user_dir, char *out, size_t size, int *lock)
{
    char stamp[32], path[BG_PATH_MAX];
    *lock = -1;
    if (!make_folder(user_dir, RECENT_DIR, stamp, sizeof stamp)) return false;
    for (int n = 1; n < 1000 && candidate(user_dir, RECENT_DIR, "game", stamp, n, out, size, path, sizeof path); n++) {
        if (access(path, F_OK) == 0) continue;
        /* Another window starting a game in the same second holds this name's lock before its first save. */
        *lock = bg_file_lock(path);
        if (*lock < 0 && errno == EWOULDBLOCK) continue;
        if (access(path, F_OK) == 0) { /* saved meanwhile by a window that has closed since */
            bg_file_unlock(*lock);
            *lock = -1;
            continue;
        }
        return true; /* locked, or no lock file can be made there (its saves will fail and say why) */
    }
    return false;
}

bool recent_new_file_in(const char *user_dir, const char *subdir, const char *prefix, char *out, size_t size)
{
    char stamp[32], path[BG_PATH_MAX];
    if (!make_folder(user_dir, subdir, stamp, sizeof stamp)) return false;
    for (int n = 1; n < 1000 && candidate(user_dir, subdir, prefix, stamp, n, out, size, path, sizeof path); n++) {
        /* Made empty at once, so that two windows saving in the same second never take one name; the
         * replay is written over it. */
        int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0644);
        if (fd >= 0) return close(fd), true;
        if (errno != EEXIST) return false;
    }
    return false;
}

/* A hosted game's file beside its save ("games/game-....gah.net": its code, port and remote seats) whose save
 * is gone, pruned by a version that left it behind. Not while a window holds the save's lock: a game just
 * hosted writes it before its first save. */
static void remove_orphan_host_files(const char *user_dir)
{
    char dir[BG_PATH_MAX], path[BG_PATH_MAX];
    snprintf(dir, sizeof dir, "%s%s", user_dir, RECENT_DIR);
    DIR *d = opendir(dir);
    if (!d) return;
    for (struct dirent *e; (e = readdir(d));) {
        size_t n = strlen(e->d_name);
        if (e->d_name[0] == '.' || !ends_with(e->d_name, ".gah.net") || n > 96) continue;
        snprintf(path, sizeof path, "%s/%.*s", dir, (int)(n - 4), e->d_name); /* the save's path */
        if (access(path, F_OK) == 0 || errno != ENOENT || bg_file_locked_elsewhere(path)) continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        unlink(path);
    }
    closedir(d);
}

int recent_prune(const char *user_dir, const char *keep)
{
    static recent_game games[RECENT_MAX];
    int count = recent_list(user_dir, games, RECENT_MAX, NULL), removed = 0;
    int unfinished = 0, finished = 0;
    for (int i = 0; i < count; i++) { /* newest first: the first few of each kind stay */
        recent_game *g = &games[i];
        if (keep && !strcmp(g->file, keep)) continue;
        /* Only a game that loaded is ours to remove. A file that did not (damaged, a newer version's, one
         * being written) is never deleted and takes no kept place (issue 39: it cost loadable games theirs). */
        if (!g->readable) continue;
        bool over = g->finished ? ++finished > RECENT_KEEP_FINISHED : ++unfinished > RECENT_KEEP_UNFINISHED;
        if (!over || strncmp(g->file, RECENT_DIR "/", strlen(RECENT_DIR) + 1) != 0) continue;
        char path[BG_PATH_MAX];
        snprintf(path, sizeof path, "%s%s", user_dir, g->file);
        /* Never a game another window has open: its lock is taken for the removal, the lock file goes too. */
        int lock = bg_file_lock(path);
        if (lock < 0) continue;
        if (unlink(path) == 0) removed++;
        char host_file[BG_PATH_MAX + 8];
        snprintf(host_file, sizeof host_file, "%s.net", path); /* a hosted game's code and port go with it */
        unlink(host_file);
        bg_file_remove_lock(path);
        bg_file_unlock(lock);
    }
    remove_orphan_host_files(user_dir);
    return removed;
}

/* Reading files safely: only regular files, never blocking on a FIFO or a device, with a size limit and
 * a reason a player understands; atomic writes. No game in it: the session, the window, the tools and the
 * asset packer use it. */
#ifndef BG_FILE_H
#define BG_FILE_H

#include <stdbool.h>
#include <stddef.h>

/* Opens `path` for reading without blocking (a FIFO or device named like a game file must not hang the
 * game) and checks that it is a regular file. Returns the descriptor, or -1 with the reason in `err`. */
int bg_file_open_regular(const char *path, char *err, size_t err_size);

/* Reads a whole regular file of at most `max_bytes` bytes into a new buffer (NUL-terminated; the caller
 * frees). NULL with the reason in `err` for a missing file, a folder, a FIFO or other special file, a
 * file over the limit or a read error. `errno_out` (may be NULL) receives errno for "missing" checks. */
char *bg_file_read(const char *path, size_t max_bytes, size_t *len, char *err, size_t err_size, int *errno_out);

/* Writes `len` bytes to `path` atomically: `path.tmp`, fsync, rename, fsync of the folder. On any failure
 * the old file is untouched, the temporary file is removed and `err` names the reason. */
bool bg_file_write_atomic(const char *path, const char *data, size_t len, char *err, size_t err_size);
/* The same without waiting for the disk: no fsync of the file nor of its folder. Readers and a crash of the
 * program still see the old file or the new one, never a part, but a crash of the machine may lose the
 * write. For throwaway files written by the thousand (`gah-cli selfplay --save-dir D --no-sync`, the
 * round-trip test); the game's saves and settings use bg_file_write_atomic. */
bool bg_file_write_atomic_unsynced(const char *path, const char *data, size_t len, char *err, size_t err_size);

/* The next line of a small text format (atlas.idx, layout.txt), without its newline: 1 with the line in
 * `line` (a trailing CR kept), 0 at the end, -1 when it is too long for `size` or holds a NUL byte.
 * `*number` counts the lines read, for messages. */
int bg_text_line(const char **p, const char *end, char *line, size_t size, int *number);

/* Test hook: when set, bg_file_write_atomic fails at the named step ("open", "write", "fsync",
 * "rename") with this errno, as a full disk or a failing drive would. 0 turns it off. */
void bg_file_inject_failure(const char *step, int error);

/* The longest path the game makes or opens (Linux's PATH_MAX: a longer one cannot be opened anyway). Paths
 * built from the user's game folder are made in buffers of this size; a game folder whose path leaves too
 * little room for the names made in it (BG_USER_DIR_MAX) is refused with a message, never cut. */
#define BG_PATH_MAX 4096
#define BG_USER_DIR_MAX (BG_PATH_MAX - 256)

/* Removes the temporary files in `dir` that a save left when it never finished (a crash or kill -9 between
 * writing and renaming): those whose process is gone, and an older version's NAME.tmp a minute old. A save
 * under way in another process is left alone. Returns how many were removed. */
int bg_file_remove_stale(const char *dir);

/* A file one program writes at a time (a game's save, written by the window that has the game open): its
 * lock is an exclusive flock on "PATH.lock", held until bg_file_unlock or the end of the process (a crash
 * or kill -9 included, so it is never stale). Returns the lock's descriptor; -1 with errno EWOULDBLOCK when
 * another process (or another open in this one) holds it, or the errno that kept the lock file from being
 * made (a read-only folder: nothing can be saved there anyway). */
int bg_file_lock(const char *path);
void bg_file_unlock(int fd);
/* Whether another process holds `path`'s lock now; makes no lock file. */
bool bg_file_locked_elsewhere(const char *path);
/* Removes `path`'s lock file (with the file itself, when it is deleted); true when none is left. */
bool bg_file_remove_lock(const char *path);

/* What an errno means to a player saving a file ("the disk is full", "the folder is read-only", ...). */
const char *bg_file_error_words(int e);

#endif

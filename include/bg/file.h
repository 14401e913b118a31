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

#endif

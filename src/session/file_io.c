/* Safe file reading (regular files only, never blocking) and atomic writes with a reason on failure. */
#include "bg/file.h"
#include "bg/number.h"

#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <fcntl.h>
#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

int bg_file_open_regular(const char *path, char *err, size_t err_size)
{
    /* O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer for ever. */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        int e = errno;
        struct stat st;
        if (e == EISDIR || (stat(path, &st) == 0 && S_ISDIR(st.st_mode)))
            snprintf(err, err_size, "%s is a folder, not a file", path);
        else
            snprintf(err, err_size, "cannot open %s: %s", path, strerror(e));
        errno = e;
        return -1;
    }
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        bool dir = S_ISDIR(st.st_mode);
        close(fd);
        if (dir) snprintf(err, err_size, "%s is a folder, not a file", path);
        else snprintf(err, err_size, "%s is not a regular file (a pipe or a device?)", path);
        errno = EINVAL;
        return -1;
    }
    /* Reads from a regular file never block; clear the flag anyway so reads behave normally. */
    int flags = fcntl(fd, F_GETFL);
    if (flags >= 0) fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
    return fd;
}

char *bg_file_read(const char *path, size_t max_bytes, size_t *len, char *err, size_t err_size, int *errno_out)
{
    if (errno_out) *errno_out = 0;
    int fd = bg_file_open_regular(path, err, err_size);
    if (fd < 0) {
        if (errno_out) *errno_out = errno;
        return NULL;
    }
    struct stat st;
    if (fstat(fd, &st) != 0 || (unsigned long long)st.st_size > max_bytes) {
        close(fd);
        snprintf(err, err_size, "%s is too large (over %zu KiB)", path, max_bytes / 1024);
        if (errno_out) *errno_out = EFBIG;
        return NULL;
    }
    /* Read up to the limit plus one byte: the file may grow between fstat and read. */
    size_t cap = (size_t)st.st_size + 1, n = 0;
    char *buf = malloc(cap + 1);
    if (!buf) {
        close(fd);
        snprintf(err, err_size, "out of memory reading %s", path);
        return NULL;
    }
    for (;;) {
        if (n == cap) {
            if (cap > max_bytes) break;
            size_t grown_cap = cap * 2 > max_bytes + 1 ? max_bytes + 1 : cap * 2;
            char *grown = realloc(buf, grown_cap + 1);
            if (!grown) break;
            buf = grown;
            cap = grown_cap;
        }
        ssize_t got = read(fd, buf + n, cap - n);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) {
            int e = errno;
            close(fd);
            free(buf);
            snprintf(err, err_size, "cannot read %s: %s", path, strerror(e));
            if (errno_out) *errno_out = e;
            return NULL;
        }
        if (got == 0) break;
        n += (size_t)got;
    }
    close(fd);
    if (n > max_bytes) {
        free(buf);
        snprintf(err, err_size, "%s is too large (over %zu KiB)", path, max_bytes / 1024);
        if (errno_out) *errno_out = EFBIG;
        return NULL;
    }
    buf[n] = 0;
    if (len) *len = n;
    return buf;
}

static const char *inject_step;
static int inject_errno;

void bg_file_inject_failure(const char *step, int error)
{
    inject_step = error ? step : NULL;
    inject_errno = error;
}

/* True (with errno set) when the test hook asks this step to fail. */
static bool injected(const char *step)
{
    if (!inject_step || strcmp(inject_step, step) != 0) return false;
    errno = inject_errno;
    return true;
}

const char *bg_file_error_words(int e)
{
    switch (e) {
    case ENOSPC: return "the disk is full";
    case EDQUOT: return "the disk quota is used up";
    case EFBIG: return "the file size limit was reached (disk full?)";
    case EROFS: return "the folder is read-only";
    case EACCES: case EPERM: return "no permission to write there";
    case EIO: return "the disk reported an error";
    case ENOTDIR: return "a file stands where its folder should be";
    case ENAMETOOLONG: return "the path is too long";
    case ENOENT: return "its folder is gone";
    default: return strerror(e);
    }
}

/* A temporary file of its own beside `path`, "PATH.PID.RANDOM.tmp" (its name in `tmp`), made with O_EXCL:
 * two processes saving the same file (two windows on one game, issue 39) never write into one temporary
 * file nor rename each other's away. The process id tells the start-up clean-up (bg_file_remove_stale)
 * whether its writer is still running. -1 with errno on failure. */
static int open_temporary(const char *path, char *tmp, size_t tmp_size)
{
    static unsigned counter;
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    for (int attempt = 0; attempt < 100; attempt++) {
        /* Not secret, only distinct: the clock, a counter and the address space's layout, mixed. */
        uint64_t x = (uint64_t)now.tv_nsec ^ ((uint64_t)now.tv_sec << 30) ^ ((uint64_t)++counter << 48) ^ (uint64_t)(uintptr_t)tmp;
        x ^= x >> 33, x *= 0xff51afd7ed558ccdULL, x ^= x >> 33;
        snprintf(tmp, tmp_size, "%s.%ld.%08x.tmp", path, (long)getpid(), (unsigned)x);
        int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0644);
        if (fd >= 0 || errno != EEXIST) return fd;
    }
    errno = EEXIST;
    return -1;
}

/* `sync`: fsync the file before the rename and the folder after it (bg_file_write_atomic), or neither
 * (bg_file_write_atomic_unsynced). */
static bool write_atomic(const char *path, const char *data, size_t len, bool sync, char *err, size_t err_size)
{
    size_t tmp_size = strlen(path) + 40;
    char *tmp = malloc(tmp_size);
    if (!tmp) {
        snprintf(err, err_size, "out of memory while saving");
        return false;
    }
    int fd = injected("open") ? -1 : open_temporary(path, tmp, tmp_size);
    if (fd < 0) {
        snprintf(err, err_size, "cannot save %s: %s (open failed)", path, bg_file_error_words(errno));
        free(tmp);
        return false;
    }
    const char *step = "write";
    size_t done = 0;
    bool ok = true;
    while (ok && done < len) {
        ssize_t n = injected("write") ? -1 : write(fd, data + done, len - done);
        if (n < 0 && errno == EINTR) continue;
        if (n == 0) errno = ENOSPC;
        if (n <= 0) ok = false;
        else done += (size_t)n;
    }
    /* The old file is replaced only once the new one is complete (on disk, unless unsynced). */
    if (ok && sync && (injected("fsync") || fsync(fd) != 0)) ok = false, step = "fsync";
    int e = errno;
    if (close(fd) != 0 && ok) ok = false, e = errno, step = "close";
    if (ok && (injected("rename") || rename(tmp, path) != 0)) ok = false, e = errno, step = "rename";
    if (!ok) {
        snprintf(err, err_size, "cannot save %s: %s (%s failed)", path, bg_file_error_words(e), step);
        unlink(tmp);
        free(tmp);
        return false;
    }
    if (!sync) {
        free(tmp);
        return true;
    }
    /* Make the rename itself durable: fsync the folder (best effort; some file systems refuse). The
     * temporary name's buffer is long enough for the folder's. */
    char *dir = tmp;
    snprintf(dir, tmp_size, "%s", path);
    char *slash = strrchr(dir, '/');
    if (slash) {
        if (slash == dir) slash[1] = 0;
        else *slash = 0;
    } else {
        snprintf(dir, tmp_size, ".");
    }
    int dfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dfd >= 0) {
        fsync(dfd);
        close(dfd);
    }
    free(tmp);
    return true;
}

bool bg_file_write_atomic(const char *path, const char *data, size_t len, char *err, size_t err_size)
{
    return write_atomic(path, data, len, true, err, err_size);
}

bool bg_file_write_atomic_unsynced(const char *path, const char *data, size_t len, char *err, size_t err_size)
{
    return write_atomic(path, data, len, false, err, err_size);
}

/* Whether a temporary file's writer is gone: "NAME.PID.RANDOM.tmp" (open_temporary) whose process no longer
 * runs, or an older version's "NAME.tmp" a minute old (a save takes milliseconds). */
static bool temporary_is_stale(const char *dir_path, const char *name)
{
    size_t n = strlen(name);
    if (n < 5 || strcmp(name + n - 4, ".tmp") != 0) return false;
    /* From the end: ".tmp", 8 hex digits, ".", the process id, "." */
    const char *hex = name + n - 4 - 8;
    if (n > 4 + 8 + 3 && hex[-1] == '.' && strspn(hex, "0123456789abcdef") == 8) {
        const char *digits = hex - 1;
        while (digits > name && digits[-1] >= '0' && digits[-1] <= '9') digits--;
        char number[12];
        long pid;
        if (digits < hex - 1 && digits > name && digits[-1] == '.' && hex - 1 - digits < (ptrdiff_t)sizeof number) {
            snprintf(number, sizeof number, "%.*s", (int)(hex - 1 - digits), digits);
            return bg_parse_long(number, 1, INT_MAX, &pid) && kill((pid_t)pid, 0) != 0 && errno == ESRCH;
        }
    }
    /* NAME.tmp of an older version (it names a save: "game.gah.tmp", "settings.txt.tmp") */
    if (!strchr(name, '.') || strchr(name, '.') == name + n - 4) return false;
    char path[4096];
    struct stat st;
    if ((size_t)snprintf(path, sizeof path, "%s/%s", dir_path, name) >= sizeof path || lstat(path, &st) != 0) return false;
    return S_ISREG(st.st_mode) && time(NULL) - st.st_mtime > 60;
}

int bg_file_remove_stale(const char *dir_path)
{
    DIR *d = opendir(dir_path);
    if (!d) return 0;
    int removed = 0;
    for (struct dirent *e; (e = readdir(d));) {
        if (e->d_name[0] == '.' || !temporary_is_stale(dir_path, e->d_name)) continue;
        char path[4096];
        if ((size_t)snprintf(path, sizeof path, "%s/%s", dir_path, e->d_name) < sizeof path && unlink(path) == 0) removed++;
    }
    closedir(d);
    return removed;
}

/* "PATH.lock" in a new buffer (the caller frees), or NULL. */
static char *lock_path(const char *path)
{
    size_t size = strlen(path) + 6;
    char *out = malloc(size);
    if (out) snprintf(out, size, "%s.lock", path);
    return out;
}

int bg_file_lock(const char *path)
{
    char *lock = lock_path(path);
    if (!lock) return errno = ENOMEM, -1;
    /* flock, not fcntl: a flock belongs to the open file, so a second open in the same process conflicts as
     * another process's would, and it ends with the last descriptor (a crash, kill -9), never stale. */
    int fd = open(lock, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0644);
    free(lock);
    if (fd < 0) return -1;
    if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
        int e = errno == EWOULDBLOCK ? EWOULDBLOCK : errno;
        close(fd);
        errno = e;
        return -1;
    }
    return fd;
}

void bg_file_unlock(int fd)
{
    if (fd >= 0) close(fd); /* closing the one descriptor releases the flock */
}

bool bg_file_locked_elsewhere(const char *path)
{
    char *lock = lock_path(path);
    if (!lock) return false;
    int fd = open(lock, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK); /* no lock file: nobody has it */
    free(lock);
    if (fd < 0) return false;
    bool held = flock(fd, LOCK_SH | LOCK_NB) != 0 && errno == EWOULDBLOCK;
    close(fd);
    return held;
}

bool bg_file_remove_lock(const char *path)
{
    char *lock = lock_path(path);
    if (!lock) return false;
    bool ok = unlink(lock) == 0 || errno == ENOENT;
    free(lock);
    return ok;
}

int bg_text_line(const char **p, const char *end, char *line, size_t size, int *number)
{
    if (*p >= end) return 0;
    const char *nl = memchr(*p, '\n', (size_t)(end - *p));
    size_t n = nl ? (size_t)(nl - *p) : (size_t)(end - *p);
    (*number)++;
    if (n >= size || memchr(*p, 0, n)) return -1;
    memcpy(line, *p, n);
    line[n] = 0;
    *p += n + 1;
    return 1;
}

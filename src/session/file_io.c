/* Safe file reading (regular files only, never blocking) and atomic writes with a reason on failure. */
#include "bg/file.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
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

static const char *reason(int e)
{
    switch (e) {
    case ENOSPC: return "the disk is full";
    case EDQUOT: return "the disk quota is used up";
    case EFBIG: return "the file size limit was reached (disk full?)";
    case EROFS: return "the folder is read-only";
    case EACCES: case EPERM: return "no permission to write there";
    case EIO: return "the disk reported an error";
    default: return strerror(e);
    }
}

/* `sync`: fsync the file before the rename and the folder after it (bg_file_write_atomic), or neither
 * (bg_file_write_atomic_unsynced). */
static bool write_atomic(const char *path, const char *data, size_t len, bool sync, char *err, size_t err_size)
{
    char tmp[4096];
    if (snprintf(tmp, sizeof tmp, "%s.tmp", path) >= (int)sizeof tmp) {
        snprintf(err, err_size, "the path %.200s... is too long", path);
        return false;
    }
    int fd = injected("open") ? -1 : open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0644);
    if (fd < 0) {
        snprintf(err, err_size, "cannot write %s: %s", path, reason(errno));
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
        snprintf(err, err_size, "cannot save %s: %s (%s failed)", path, reason(e), step);
        unlink(tmp);
        return false;
    }
    if (!sync) return true;
    /* Make the rename itself durable: fsync the folder (best effort; some file systems refuse). */
    char dir[4096];
    snprintf(dir, sizeof dir, "%s", path);
    char *slash = strrchr(dir, '/');
    if (slash) {
        if (slash == dir) slash[1] = 0;
        else *slash = 0;
    } else {
        snprintf(dir, sizeof dir, ".");
    }
    int dfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dfd >= 0) {
        fsync(dfd);
        close(dfd);
    }
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

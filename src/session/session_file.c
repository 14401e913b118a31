/* Save files on disk: atomic writes (temp file, fsync, rename) and careful reads with clear errors. */
#include "gah/session.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

bool gah_session_save_file(const gah_session *s, const char *path, char *err, size_t err_size)
{
    size_t len;
    char *text = gah_session_save_text(s, &len);
    if (!text) {
        snprintf(err, err_size, "out of memory while saving");
        return false;
    }
    char tmp[4096];
    if (snprintf(tmp, sizeof tmp, "%s.tmp", path) >= (int)sizeof tmp) {
        free(text);
        snprintf(err, err_size, "the save path is too long");
        return false;
    }
    int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) {
        snprintf(err, err_size, "cannot write %s: %s", tmp, strerror(errno));
        free(text);
        return false;
    }
    size_t done = 0;
    while (done < len) {
        ssize_t n = write(fd, text + done, len - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        done += (size_t)n;
    }
    free(text);
    /* The old save is replaced only once the new one is complete on disk. */
    bool ok = done == len && fsync(fd) == 0;
    int saved_errno = errno;
    if (close(fd) != 0) ok = false;
    if (!ok || rename(tmp, path) != 0) {
        if (ok) saved_errno = errno;
        snprintf(err, err_size, "cannot save to %s: %s", path, strerror(saved_errno));
        unlink(tmp);
        return false;
    }
    return true;
}

bool gah_session_load_file(gah_session *out, const char *path, char *err, size_t err_size)
{
    memset(out, 0, sizeof *out);
    struct stat st;
    if (stat(path, &st) != 0) {
        snprintf(err, err_size, "cannot open %s: %s", path, strerror(errno));
        return false;
    }
    if (S_ISDIR(st.st_mode)) {
        snprintf(err, err_size, "%s is a folder, not a save file", path);
        return false;
    }
    if (!S_ISREG(st.st_mode)) {
        snprintf(err, err_size, "%s is not a regular file", path);
        return false;
    }
    if (st.st_size > GAH_SAVE_MAX_BYTES) {
        snprintf(err, err_size, "%s is too large to be a save file", path);
        return false;
    }
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, err_size, "cannot open %s: %s", path, strerror(errno));
        return false;
    }
    char *text = malloc((size_t)st.st_size + 1);
    if (!text) {
        fclose(f);
        snprintf(err, err_size, "out of memory reading %s", path);
        return false;
    }
    size_t n = fread(text, 1, (size_t)st.st_size, f);
    bool read_error = ferror(f);
    fclose(f);
    if (read_error) {
        free(text);
        snprintf(err, err_size, "cannot read %s", path);
        return false;
    }
    char inner[400];
    bool ok = gah_session_load_text(out, text, n, inner, sizeof inner);
    free(text);
    if (!ok) snprintf(err, err_size, "%s: %s", path, inner);
    return ok;
}

/* Save files on disk: atomic writes (temp file, fsync, rename; the fsyncs left out on request) and careful
 * reads with clear errors. */
#include "gah/session.h"
#include "gah/file.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool save_file(const gah_session *s, const char *path, bool sync, char *err, size_t err_size)
{
    size_t len;
    char *text = gah_session_save_text(s, &len);
    if (!text) {
        snprintf(err, err_size, "out of memory while saving");
        return false;
    }
    bool ok = sync ? gah_file_write_atomic(path, text, len, err, err_size)
                   : gah_file_write_atomic_unsynced(path, text, len, err, err_size);
    free(text);
    return ok;
}

bool gah_session_save_file(const gah_session *s, const char *path, char *err, size_t err_size)
{
    return save_file(s, path, true, err, err_size);
}

bool gah_session_save_file_unsynced(const gah_session *s, const char *path, char *err, size_t err_size)
{
    return save_file(s, path, false, err, err_size);
}

bool gah_session_load_file(gah_session *out, const char *path, char *err, size_t err_size)
{
    memset(out, 0, sizeof *out);
    size_t n;
    char *text = gah_file_read(path, GAH_SAVE_MAX_BYTES, &n, err, err_size, NULL);
    if (!text) return false;
    char inner[400];
    bool ok = gah_session_load_text(out, text, n, inner, sizeof inner);
    free(text);
    if (!ok) snprintf(err, err_size, "%s: %s", path, inner);
    return ok;
}

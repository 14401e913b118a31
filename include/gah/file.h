/* The file helpers under their earlier names (bg/file.h is where they live): kept while code written before
 * they moved still calls them, so that branches merge without renaming every call at once. New code includes
 * bg/file.h. */
#ifndef GAH_FILE_H
#define GAH_FILE_H

#include "bg/file.h"

static inline int gah_file_open_regular(const char *path, char *err, size_t err_size)
{
    return bg_file_open_regular(path, err, err_size);
}
static inline char *gah_file_read(const char *path, size_t max_bytes, size_t *len, char *err, size_t err_size,
                                  int *errno_out)
{
    return bg_file_read(path, max_bytes, len, err, err_size, errno_out);
}
static inline bool gah_file_write_atomic(const char *path, const char *data, size_t len, char *err, size_t err_size)
{
    return bg_file_write_atomic(path, data, len, err, err_size);
}
static inline bool gah_file_write_atomic_unsynced(const char *path, const char *data, size_t len, char *err,
                                                  size_t err_size)
{
    return bg_file_write_atomic_unsynced(path, data, len, err, err_size);
}
static inline int gah_text_line(const char **p, const char *end, char *line, size_t size, int *number)
{
    return bg_text_line(p, end, line, size, number);
}
static inline void gah_file_inject_failure(const char *step, int error) { bg_file_inject_failure(step, error); }
#define GAH_PATH_MAX BG_PATH_MAX
#define GAH_USER_DIR_MAX BG_USER_DIR_MAX
static inline int gah_file_remove_stale(const char *dir) { return bg_file_remove_stale(dir); }
static inline int gah_file_lock(const char *path) { return bg_file_lock(path); }
static inline void gah_file_unlock(int fd) { bg_file_unlock(fd); }
static inline bool gah_file_locked_elsewhere(const char *path) { return bg_file_locked_elsewhere(path); }
static inline bool gah_file_remove_lock(const char *path) { return bg_file_remove_lock(path); }
static inline const char *gah_file_error_words(int e) { return bg_file_error_words(e); }

#endif

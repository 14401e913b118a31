/* Reading layout.txt (see docs/assets.md): strict lines, coordinates bounded on reading so that the
 * drawing and hit-testing arithmetic can never overflow, and a check that nothing the window uses is
 * missing. */
#include "ui/layout.h"

#include "gah/file.h"
#include "gah/number.h"
#include "ui/asset_check.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int by_name(const void *a, const void *b)
{
    return strcmp(((const layout_rect *)a)->name, ((const layout_rect *)b)->name);
}

bool layout_parse(ui_layout *l, const char *text, size_t len, const char *path, char *err, size_t err_size)
{
    int cap = 0, number = 0;
    const char *p = text, *end = text + len;
    char line[256];
    for (int got; (got = gah_text_line(&p, end, line, sizeof line, &number)) != 0;) {
        if (got < 0) {
            snprintf(err, err_size, "%s:%d: not a layout line", path, number);
            return false;
        }
        if (line[0] == '#' || !line[0] || !strcmp(line, "\r")) continue;
        layout_rect r = {0};
        char *w[7];
        int n = gah_split_words(line, w, 6);
        /* "rect NAME X Y W H" or "board NAME W H", every number a whole word within the bounds (issue 39:
         * sscanf's %d read an x of 4294967306 as 10). */
        bool ok = n >= 4 && strlen(w[1]) < sizeof r.name;
        if (ok && n == 6 && !strcmp(w[0], "rect")) {
            r.board = false;
            ok = gah_parse_int(w[2], -LAYOUT_COORD_MAX, LAYOUT_COORD_MAX, &r.rect.x) &&
                 gah_parse_int(w[3], -LAYOUT_COORD_MAX, LAYOUT_COORD_MAX, &r.rect.y) &&
                 gah_parse_int(w[4], 0, LAYOUT_COORD_MAX, &r.rect.w) && gah_parse_int(w[5], 0, LAYOUT_COORD_MAX, &r.rect.h);
        } else if (ok && n == 4 && !strcmp(w[0], "board")) {
            r.board = true;
            ok = gah_parse_int(w[2], 1, LAYOUT_COORD_MAX, &r.rect.w) && gah_parse_int(w[3], 1, LAYOUT_COORD_MAX, &r.rect.h);
        } else {
            ok = false;
        }
        if (ok) snprintf(r.name, sizeof r.name, "%s", w[1]);
        if (!ok) {
            snprintf(err, err_size, "%s:%d: not a layout line (rect NAME X Y W H or board NAME W H, within %d pixels)",
                     path, number, LAYOUT_COORD_MAX);
            return false;
        }
        if (l->count == cap) {
            cap = cap ? cap * 2 : 256;
            layout_rect *grown = realloc(l->rects, sizeof *grown * (size_t)cap);
            if (!grown) {
                snprintf(err, err_size, "out of memory reading %s", path);
                return false;
            }
            l->rects = grown;
        }
        l->rects[l->count++] = r;
    }
    if (!l->count) {
        snprintf(err, err_size, "The board layout %s is empty. Rebuild the game (tools/dev.sh run).", path);
        return false;
    }
    qsort(l->rects, (size_t)l->count, sizeof *l->rects, by_name);
    return true;
}

bool layout_load(ui_layout *l, const char *path, char *err, size_t err_size)
{
    memset(l, 0, sizeof *l);
    char why[1300];
    size_t len;
    int missing = 0;
    char *text = gah_file_read(path, LAYOUT_MAX_BYTES, &len, why, sizeof why, &missing);
    if (!text) {
        if (missing == ENOENT) {
            snprintf(err, err_size, "The board layout %s is missing. Rebuild the game (tools/dev.sh run).", path);
            return false;
        }
        snprintf(err, err_size, "The board layout could not be read (%s). Rebuild the game (tools/dev.sh run).", why);
        return false;
    }
    bool ok = layout_parse(l, text, len, path, err, err_size) && layout_check_complete(l, path, err, err_size);
    free(text);
    if (!ok) layout_free(l);
    return ok;
}

void layout_free(ui_layout *l)
{
    free(l->rects);
    memset(l, 0, sizeof *l);
}

bool layout_get(const ui_layout *l, const char *name, SDL_Rect *out)
{
    if (!l->count) return false; /* bsearch on a null array is undefined */
    layout_rect key;
    snprintf(key.name, sizeof key.name, "%s", name);
    const layout_rect *r = bsearch(&key, l->rects, (size_t)l->count, sizeof *l->rects, by_name);
    if (!r) return false;
    *out = r->rect;
    return true;
}

/* Reading layout.txt (see docs/assets.md): strict lines, coordinates bounded on reading so that the
 * drawing and hit-testing arithmetic can never overflow, and a check that nothing the window uses is
 * missing. */
#include "ui/layout.h"

#include "bg/file.h"
#include "bg/number.h"

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
    for (int got; (got = bg_text_line(&p, end, line, sizeof line, &number)) != 0;) {
        if (got < 0) {
            snprintf(err, err_size, "%s:%d: not a layout line", path, number);
            return false;
        }
        if (line[0] == '#' || !line[0] || !strcmp(line, "\r")) continue;
        layout_rect r = {0};
        char *w[7];
        int n = bg_split_words(line, w, 6);
        /* "rect NAME X Y W H" or "board NAME W H", every number a whole word within the bounds (issue 39:
         * sscanf's %d read an x of 4294967306 as 10). */
        bool ok = n >= 4 && strlen(w[1]) < sizeof r.name;
        if (ok && n == 6 && !strcmp(w[0], "rect")) {
            r.board = false;
            ok = bg_parse_int(w[2], -LAYOUT_COORD_MAX, LAYOUT_COORD_MAX, &r.rect.x) &&
                 bg_parse_int(w[3], -LAYOUT_COORD_MAX, LAYOUT_COORD_MAX, &r.rect.y) &&
                 bg_parse_int(w[4], 0, LAYOUT_COORD_MAX, &r.rect.w) && bg_parse_int(w[5], 0, LAYOUT_COORD_MAX, &r.rect.h);
        } else if (ok && n == 4 && !strcmp(w[0], "board")) {
            r.board = true;
            ok = bg_parse_int(w[2], 1, LAYOUT_COORD_MAX, &r.rect.w) && bg_parse_int(w[3], 1, LAYOUT_COORD_MAX, &r.rect.h);
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

bool layout_load(ui_layout *l, const char *path, const ui_asset_list *needs, char *err, size_t err_size)
{
    memset(l, 0, sizeof *l);
    char why[1300];
    size_t len;
    int missing = 0;
    char *text = bg_file_read(path, LAYOUT_MAX_BYTES, &len, why, sizeof why, &missing);
    if (!text) {
        if (missing == ENOENT) {
            snprintf(err, err_size, "The board layout %s is missing. Rebuild the game (tools/dev.sh run).", path);
            return false;
        }
        snprintf(err, err_size, "The board layout could not be read (%s). Rebuild the game (tools/dev.sh run).", why);
        return false;
    }
    bool ok = layout_parse(l, text, len, path, err, err_size) && (!needs || layout_check_complete(l, needs, path, err, err_size));
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

/* Start-up check that layout.txt names every rectangle the game's table hit-tests, so a well-formed but
 * incomplete file is refused with what is missing instead of leaving moves with "no place on the table". */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral" /* the patterns are the game's constants */
bool layout_check_complete(const ui_layout *l, const ui_asset_list *needs, const char *path, char *err, size_t err_size)
{
    ui_missing m = {0};
    for (int i = 0; i < needs->layout_count; i++)
        for (int k = needs->layout[i].first; k <= needs->layout[i].last; k++) {
            char name[LAYOUT_NAME_MAX];
            snprintf(name, sizeof name, needs->layout[i].pattern, k);
            SDL_Rect r;
            if (!layout_get(l, name, &r)) ui_missing_note(&m, name);
        }
    return ui_missing_report(&m, "The board layout", path, err, err_size);
}
#pragma GCC diagnostic pop

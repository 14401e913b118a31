/* Reading layout.txt (see docs/assets.md). */
#include "ui/layout.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int by_name(const void *a, const void *b)
{
    return strcmp(((const layout_rect *)a)->name, ((const layout_rect *)b)->name);
}

bool layout_load(ui_layout *l, const char *path, char *err, size_t err_size)
{
    memset(l, 0, sizeof *l);
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(err, err_size, "The board layout %s is missing. Rebuild the game (tools/dev.sh run).", path);
        return false;
    }
    char line[256];
    int cap = 0, number = 0;
    while (fgets(line, sizeof line, f)) {
        number++;
        if (line[0] == '#' || line[0] == '\n') continue;
        layout_rect r = {0};
        if (sscanf(line, "rect %39s %d %d %d %d", r.name, &r.rect.x, &r.rect.y, &r.rect.w, &r.rect.h) == 5) {
            r.board = false;
        } else if (sscanf(line, "board %39s %d %d", r.name, &r.rect.w, &r.rect.h) == 3) {
            r.board = true;
        } else {
            snprintf(err, err_size, "%s:%d: not a layout line", path, number);
            fclose(f);
            layout_free(l);
            return false;
        }
        if (l->count == cap) {
            cap = cap ? cap * 2 : 256;
            layout_rect *grown = realloc(l->rects, sizeof *grown * (size_t)cap);
            if (!grown) {
                fclose(f);
                layout_free(l);
                snprintf(err, err_size, "out of memory reading %s", path);
                return false;
            }
            l->rects = grown;
        }
        l->rects[l->count++] = r;
    }
    fclose(f);
    qsort(l->rects, (size_t)l->count, sizeof *l->rects, by_name);
    return true;
}

void layout_free(ui_layout *l)
{
    free(l->rects);
    memset(l, 0, sizeof *l);
}

bool layout_get(const ui_layout *l, const char *name, SDL_Rect *out)
{
    layout_rect key;
    snprintf(key.name, sizeof key.name, "%s", name);
    const layout_rect *r = bsearch(&key, l->rects, (size_t)l->count, sizeof *l->rects, by_name);
    if (!r) return false;
    *out = r->rect;
    return true;
}

/* Reading atlas.idx (the packer's sprite index) from text: strict lines, bounded coordinates, sorted by
 * name for lookups. No SDL calls, so the fuzzer can drive it. */
#include "ui/atlas.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bg/file.h"
#include "bg/number.h"

int atlas_sprite_by_name(const void *a, const void *b)
{
    return strcmp(((const atlas_sprite *)a)->name, ((const atlas_sprite *)b)->name);
}

/* Atlas pages are at most this many pixels wide and high at 1x (the packer makes 2048). */
#define ATLAS_COORD_MAX 16384

bool atlas_index_parse(ui_atlas *a, const char *text, size_t len, const char *path, char *err, size_t err_size)
{
    int cap = 0, number = 0, max_page = -1;
    const char *p = text, *end = text + len;
    char line[256];
    for (int got; (got = bg_text_line(&p, end, line, sizeof line, &number)) != 0;) {
        if (got < 0) {
            snprintf(err, err_size, "%s:%d: not a sprite line", path, number);
            return false;
        }
        if (line[0] == '#' || !line[0] || !strcmp(line, "\r")) continue;
        atlas_sprite s = {.opaque = false};
        char *w[8];
        /* "sprite NAME PAGE X Y W H": every number a whole word in range (issue 39: sscanf's %d read a page of
         * 4294967296 as 0). */
        if (bg_split_words(line, w, 7) != 7 || strcmp(w[0], "sprite") != 0 || strlen(w[1]) >= sizeof s.name ||
            !bg_parse_int(w[2], 0, ATLAS_MAX_PAGES - 1, &s.page) || !bg_parse_int(w[3], 0, ATLAS_COORD_MAX, &s.rect.x) ||
            !bg_parse_int(w[4], 0, ATLAS_COORD_MAX, &s.rect.y) || !bg_parse_int(w[5], 1, ATLAS_COORD_MAX, &s.rect.w) ||
            !bg_parse_int(w[6], 1, ATLAS_COORD_MAX, &s.rect.h)) {
            snprintf(err, err_size, "%s:%d: not a sprite line (sprite NAME PAGE X Y W H, within %d pixels)", path,
                     number, ATLAS_COORD_MAX);
            return false;
        }
        snprintf(s.name, sizeof s.name, "%s", w[1]);
        if (a->sprite_count == cap) {
            cap = cap ? cap * 2 : 256;
            atlas_sprite *grown = realloc(a->sprites, sizeof *grown * (size_t)cap);
            if (!grown) {
                snprintf(err, err_size, "out of memory reading %s", path);
                return false;
            }
            a->sprites = grown;
        }
        a->sprites[a->sprite_count++] = s;
        if (s.page > max_page) max_page = s.page;
    }
    if (!a->sprite_count) {
        snprintf(err, err_size, "The card art index %s is empty. Rebuild the game (tools/dev.sh run).", path);
        return false;
    }
    qsort(a->sprites, (size_t)a->sprite_count, sizeof *a->sprites, atlas_sprite_by_name);
    a->page_count = max_page + 1;
    return true;
}

const atlas_sprite *atlas_find(const ui_atlas *a, const char *name)
{
    if (!a->sprite_count) return NULL; /* bsearch on a null array is undefined */
    atlas_sprite key;
    snprintf(key.name, sizeof key.name, "%s", name);
    return bsearch(&key, a->sprites, (size_t)a->sprite_count, sizeof *a->sprites, atlas_sprite_by_name);
}

/* Start-up check that atlas.idx names every sprite the game's table draws (the contract in docs/assets.md). */
static void need_sprite(const ui_atlas *a, ui_missing *m, const char *name)
{
    if (!atlas_find(a, name)) ui_missing_note(m, name);
}

bool atlas_check_complete(const ui_atlas *a, const ui_asset_list *needs, const char *path, char *err, size_t err_size)
{
    ui_missing m = {0};
    char name[ATLAS_NAME_MAX];
    for (int i = 0; i < needs->sprite_count; i++) need_sprite(a, &m, needs->sprites[i]);
    for (int i = 0; needs->data_sprite && needs->data_sprite(i, name, sizeof name); i++) need_sprite(a, &m, name);
    return ui_missing_report(&m, "The card art index", path, err, err_size);
}

/* Start-up check that atlas.idx and layout.txt name everything the game's table draws and hit-tests (the
 * contract in docs/assets.md; the names are the game's: ui_asset_list), so a well-formed but incomplete file is refused with what is missing
 * instead of leaving moves with "no place on the table". */
#include "ui/atlas.h"
#include "ui/layout.h"

#include <stdio.h>
#include <string.h>

/* Collects up to a few missing names into "a, b, c and N more". */
typedef struct missing_list {
    int count;
    char text[300];
} missing_list;

static void note_missing(missing_list *m, const char *name)
{
    if (m->count < 4) {
        size_t n = strlen(m->text);
        snprintf(m->text + n, sizeof m->text - n, "%s%s", m->count ? ", " : "", name);
    }
    m->count++;
}

static bool report(const missing_list *m, const char *what, const char *path, char *err, size_t err_size)
{
    if (!m->count) return true;
    if (m->count > 4)
        snprintf(err, err_size, "%s %s is incomplete: %s and %d more are missing. Rebuild the game (tools/dev.sh run).",
                 what, path, m->text, m->count - 4);
    else
        snprintf(err, err_size, "%s %s is incomplete: %s %s missing. Rebuild the game (tools/dev.sh run).", what, path,
                 m->text, m->count == 1 ? "is" : "are");
    return false;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral" /* the patterns are the game's constants */
bool layout_check_complete(const ui_layout *l, const ui_asset_list *needs, const char *path, char *err, size_t err_size)
{
    missing_list m = {0};
    for (int i = 0; i < needs->layout_count; i++)
        for (int k = needs->layout[i].first; k <= needs->layout[i].last; k++) {
            char name[LAYOUT_NAME_MAX];
            snprintf(name, sizeof name, needs->layout[i].pattern, k);
            SDL_Rect r;
            if (!layout_get(l, name, &r)) note_missing(&m, name);
        }
    return report(&m, "The board layout", path, err, err_size);
}
#pragma GCC diagnostic pop

static void need_sprite(const ui_atlas *a, missing_list *m, const char *name)
{
    if (!atlas_find(a, name)) note_missing(m, name);
}

bool atlas_check_complete(const ui_atlas *a, const ui_asset_list *needs, const char *path, char *err, size_t err_size)
{
    missing_list m = {0};
    char name[ATLAS_NAME_MAX];
    for (int i = 0; i < needs->sprite_count; i++) need_sprite(a, &m, needs->sprites[i]);
    for (int i = 0; needs->data_sprite && needs->data_sprite(i, name, sizeof name); i++) need_sprite(a, &m, name);
    return report(&m, "The card art index", path, err, err_size);
}

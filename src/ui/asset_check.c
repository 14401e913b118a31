/* What a start-up check found missing of what a game's table needs (asset_list.h), told in a few words: the
 * checks themselves are the atlas's (atlas_index.c) and the layout's (layout.c). */
#include "ui/asset_list.h"

#include <stdio.h>
#include <string.h>

void ui_missing_note(ui_missing *m, const char *name)
{
    if (m->count < 4) {
        size_t n = strlen(m->text);
        snprintf(m->text + n, sizeof m->text - n, "%s%s", m->count ? ", " : "", name);
    }
    m->count++;
}

bool ui_missing_report(const ui_missing *m, const char *what, const char *path, char *err, size_t err_size)
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

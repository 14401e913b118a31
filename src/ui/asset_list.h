/* What a game's table needs of the packer's atlas index and layout (docs/assets.md), which the game gives (its
 * ui_table_game's `assets`) and the start-up checks hold the files against (atlas_check_complete in
 * atlas_index.c, layout_check_complete in layout.c). */
#ifndef GAH_UI_ASSET_LIST_H
#define GAH_UI_ASSET_LIST_H

#include <stdbool.h>
#include <stddef.h>

/* "PATTERN" with %d for FIRST..LAST; a pattern without %d is one name (FIRST = LAST = 0). */
typedef struct ui_name_range {
    const char *pattern;
    int first, last;
} ui_name_range;

/* What a game's table draws and hit-tests: the layout's rectangles, the atlas's fixed sprites, and the
 * sprites its data names (cards), in the order a message lists the missing ones. */
typedef struct ui_asset_list {
    const ui_name_range *layout;
    int layout_count;
    const char *const *sprites;
    int sprite_count;
    /* The data's sprite `i` ("guest/12") into `out`; false past the last. */
    bool (*data_sprite)(int i, char *out, size_t size);
} ui_asset_list;

/* What a check found missing: up to a few names, told as "a, b, c and N more" (asset_check.c). */
typedef struct ui_missing {
    int count;
    char text[300];
} ui_missing;

void ui_missing_note(ui_missing *m, const char *name);
/* True when nothing is missing; else false with "WHAT PATH is incomplete: ... missing. Rebuild ..." in `err`. */
bool ui_missing_report(const ui_missing *m, const char *what, const char *path, char *err, size_t err_size);

#endif

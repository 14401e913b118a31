/* Board layouts compiled by gah-pack: named rectangles used for drawing and for hit-testing alike. */
#ifndef GAH_UI_LAYOUT_H
#define GAH_UI_LAYOUT_H

#include "ui/asset_list.h"

#include <SDL.h>
#include <stdbool.h>

#define LAYOUT_NAME_MAX 40

typedef struct layout_rect {
    char name[LAYOUT_NAME_MAX];
    SDL_Rect rect; /* board-local, 1x pixels; for a board line, its size */
    bool board;
} layout_rect;

typedef struct ui_layout {
    int count;
    layout_rect *rects; /* sorted by name */
} ui_layout;

#define LAYOUT_MAX_BYTES (4 * 1024 * 1024)
/* Coordinates and sizes are bounded when read: boards are a few thousand pixels, and anything near
 * INT_MAX would overflow the canvas arithmetic (x * scale + offset) in drawing and hit-testing. */
#define LAYOUT_COORD_MAX 20000

/* Reads, checks and sorts layout.txt; false with a message naming the file and line, or what is missing of
 * what `needs` lists (may be NULL: no completeness check). */
bool layout_load(ui_layout *l, const char *path, const ui_asset_list *needs, char *err, size_t err_size);
/* False with "The board layout PATH is incomplete: main/queue/3, ... are missing" when a rectangle `needs`
 * lists is absent. */
bool layout_check_complete(const ui_layout *l, const ui_asset_list *needs, const char *path, char *err, size_t err_size);
/* The same from text (no completeness check): the fuzzer drives it. */
bool layout_parse(ui_layout *l, const char *text, size_t len, const char *path, char *err, size_t err_size);
void layout_free(ui_layout *l);
/* The rectangle of `name` ("hotel/room/7"); false when the layout has no such name. */
bool layout_get(const ui_layout *l, const char *name, SDL_Rect *out);

#endif

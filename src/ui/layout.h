/* Board layouts compiled by gah-pack: named rectangles used for drawing and for hit-testing alike. */
#ifndef GAH_UI_LAYOUT_H
#define GAH_UI_LAYOUT_H

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

bool layout_load(ui_layout *l, const char *path, char *err, size_t err_size);
void layout_free(ui_layout *l);
/* The rectangle of `name` ("hotel/room/7"); false when the layout has no such name. */
bool layout_get(const ui_layout *l, const char *name, SDL_Rect *out);

#endif

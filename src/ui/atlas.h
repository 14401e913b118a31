/* Texture atlases made by gah-pack: the index (name -> page and rectangle) and the page textures. */
#ifndef GAH_UI_ATLAS_H
#define GAH_UI_ATLAS_H

#include <SDL.h>
#include <stdbool.h>

#define ATLAS_MAX_PAGES 16
#define ATLAS_NAME_MAX 40

typedef struct atlas_sprite {
    char name[ATLAS_NAME_MAX];
    int page;
    SDL_Rect rect; /* 1x coordinates */
} atlas_sprite;

#define ATLAS_OVERRIDES_MAX 256

/* A player's own picture for one sprite (PNG in <user data dir>/art/). */
typedef struct atlas_override {
    char name[ATLAS_NAME_MAX];
    SDL_Texture *texture;
} atlas_override;

typedef struct ui_atlas {
    int scale;                 /* 1 or 2: which set of pages is loaded */
    int page_count;
    SDL_Texture *pages[ATLAS_MAX_PAGES];
    int sprite_count;
    atlas_sprite *sprites;     /* sorted by name */
    int override_count;
    atlas_override overrides[ATLAS_OVERRIDES_MAX];
} ui_atlas;

/* Loads atlas.idx and the pages of the given scale from `dir`. False with a readable message. */
bool atlas_load(ui_atlas *a, SDL_Renderer *r, const char *dir, int scale, char *err, size_t err_size);
void atlas_free(ui_atlas *a);
const atlas_sprite *atlas_find(const ui_atlas *a, const char *name);
/* Loads the player's own card pictures from `dir` ("guest-75.png" replaces "guest/75"); returns how many. */
int atlas_load_overrides(ui_atlas *a, SDL_Renderer *r, const char *dir);
SDL_Texture *atlas_override_for(const ui_atlas *a, const char *name);

#endif

/* Texture atlases made by gah-pack: the index (name -> page and rectangle) and the page textures. */
#ifndef GAH_UI_ATLAS_H
#define GAH_UI_ATLAS_H

#include "ui/asset_list.h"

#include <SDL.h>
#include <stdbool.h>

#define ATLAS_MAX_PAGES 16
#define ATLAS_NAME_MAX 40

typedef struct atlas_sprite {
    char name[ATLAS_NAME_MAX];
    int page;
    SDL_Rect rect; /* 1x coordinates */
    bool opaque;   /* a large sprite with no transparent pixel (the boards): drawn without blending */
} atlas_sprite;

#define ATLAS_OVERRIDES_MAX 256

/* A player's own picture for one sprite (PNG in <user data dir>/art/, read by own_art.c). */
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
    struct atlas_loader *loader; /* the pages still being decoded (atlas_begin), NULL once atlas_ready */
    int later_scale;             /* atlas_sharpen_later: the scale whose pages replace these when decoded */
    struct atlas_loader *sharper; /* those pages being decoded */
    char dir[1024];
    unsigned serial;             /* counts the times the pages were made or replaced (sprite_cache.c's key) */
} ui_atlas;

#define ATLAS_INDEX_MAX_BYTES (4 * 1024 * 1024)
#define ATLAS_PICTURE_MAX_BYTES (64 * 1024 * 1024)
/* A player's card picture may be at most this many pixels on a side, checked from its header before it is
 * decoded (own_art.c): a 20000x20000 picture is only 1 MB on disk, and its rows would take long to read. */
#define ATLAS_PICTURE_MAX_SIDE 4096

/* Parses the text of atlas.idx into `a` (sorted by name). False with "PATH:LINE: ..." on a bad line or
 * an empty index. No SDL calls: the fuzzer drives it. */
bool atlas_index_parse(ui_atlas *a, const char *text, size_t len, const char *path, char *err, size_t err_size);
int atlas_sprite_by_name(const void *a, const void *b);
/* Loads one of the game's own pictures (the emblem) from a regular file (never blocking on a FIFO). NULL
 * with the reason in `why`. */
SDL_Texture *atlas_load_picture(SDL_Renderer *r, const char *path, char *why, size_t why_size);
/* Reads atlas.idx and starts decoding the pages of the given scale from `dir` on threads of their own; the
 * index (atlas_find, atlas_load_overrides) is usable at once, the pages after atlas_ready. False with a
 * readable message when the index is missing or wrong, or lacks a sprite `needs` lists (may be NULL: no check). */
bool atlas_begin(ui_atlas *a, SDL_Renderer *r, const char *dir, int scale, const ui_asset_list *needs, char *err,
                 size_t err_size);
/* Waits for the pages atlas_begin started and makes them textures (renderer's thread). True at once when
 * they are; false with a readable message (the page that failed and why) and the atlas freed. */
bool atlas_ready(ui_atlas *a, SDL_Renderer *r, char *err, size_t err_size);
/* A large window: the pages of `scale` (2) are decoded after the first ones and take their place when
 * atlas_poll finds them done, so the first frame with cards waits only for the smaller pages. */
void atlas_sharpen_later(ui_atlas *a, int scale);
/* Called by the window's loop (woken by an event when a set of pages is decoded): starts the sharper pages'
 * threads once the first pages are decoded, and swaps them in when done. True when the pages changed (the
 * picture is to be redrawn). A sharper page that fails leaves the first ones, with a message on stderr. */
bool atlas_poll(ui_atlas *a, SDL_Renderer *r);
/* Sharper pages are still to come. */
bool atlas_sharpening(const ui_atlas *a);
/* False with "The card art index PATH is incomplete: die/3, ... are missing" when a sprite `needs` lists is
 * absent (atlas_index.c). */
bool atlas_check_complete(const ui_atlas *a, const ui_asset_list *needs, const char *path, char *err, size_t err_size);
/* atlas_begin (no completeness check) and atlas_ready together. */
bool atlas_load(ui_atlas *a, SDL_Renderer *r, const char *dir, int scale, char *err, size_t err_size);
void atlas_free(ui_atlas *a);
const atlas_sprite *atlas_find(const ui_atlas *a, const char *name);
/* The player's own picture for a sprite, once own_art.c has read it; NULL: the generated face. */
SDL_Texture *atlas_override_for(const ui_atlas *a, const char *name);

#endif

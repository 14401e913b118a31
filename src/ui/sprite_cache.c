/* Boards at the size they are drawn. With the software renderer a board drawn from its atlas page is scaled
 * with linear filtering every frame, the largest single cost of a 4K frame (issue 21); the copy made once
 * by the same renderer holds the same pixels and is drawn as a plain row copy. Only opaque sprites are
 * cached: a card's blended, scaled copy differed from the direct draw by a shade. A copy is made again when
 * the drawn size or the atlas pages change (a resized window, the 2x pages coming in). */
#include "ui/sprite_cache.h"

#include <stdlib.h>

#define SPRITE_CACHE_MAX 12

typedef struct cached_sprite {
    SDL_Texture *page;    /* the page it was made from, with the atlas's serial: the key */
    unsigned serial;
    SDL_Rect src;
    int w, h;
    SDL_Texture *texture;
    Uint32 used;          /* when it was last drawn (least recently used goes first) */
} cached_sprite;

struct sprite_cache {
    bool software;
    cached_sprite entries[SPRITE_CACHE_MAX];
    int count;
    Uint32 clock;
};

static struct sprite_cache *cache_of(ui_context *ui)
{
    if (!ui->sprite_cache) {
        ui->sprite_cache = calloc(1, sizeof *ui->sprite_cache);
        if (!ui->sprite_cache) return NULL;
        SDL_RendererInfo info;
        ui->sprite_cache->software = SDL_GetRendererInfo(ui->renderer, &info) == 0 && (info.flags & SDL_RENDERER_SOFTWARE);
    }
    return ui->sprite_cache;
}

/* A copy of src at w x h drawn by the renderer itself into a texture of its own. */
static SDL_Texture *make_copy(SDL_Renderer *r, SDL_Texture *page, SDL_Rect src, int w, int h)
{
    SDL_Texture *t = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h);
    if (!t) return NULL;
    SDL_Texture *target = SDL_GetRenderTarget(r);
    SDL_Rect whole = {0, 0, w, h};
    SDL_BlendMode mode;
    SDL_GetTextureBlendMode(page, &mode);
    SDL_SetTextureBlendMode(page, SDL_BLENDMODE_NONE);
    bool ok = SDL_SetRenderTarget(r, t) == 0 && SDL_RenderCopy(r, page, &src, &whole) == 0;
    SDL_SetTextureBlendMode(page, mode);
    SDL_SetRenderTarget(r, target);
    if (!ok) {
        SDL_DestroyTexture(t);
        return NULL;
    }
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE);
    return t;
}

bool sprite_cache_draw(ui_context *ui, const ui_atlas *a, const atlas_sprite *s, SDL_Rect dst)
{
    struct sprite_cache *c = s->opaque ? cache_of(ui) : NULL;
    if (!c || !c->software || dst.w <= 0 || dst.h <= 0 || s->page < 0 || s->page >= a->page_count || !a->pages[s->page])
        return false;
    SDL_Texture *page = a->pages[s->page];
    SDL_Rect src = {s->rect.x * a->scale, s->rect.y * a->scale, s->rect.w * a->scale, s->rect.h * a->scale};
    c->clock++;
    cached_sprite *hit = NULL;
    for (int i = 0; i < c->count && !hit; i++) {
        cached_sprite *e = &c->entries[i];
        if (e->page == page && e->serial == a->serial && e->w == dst.w && e->h == dst.h && SDL_RectEquals(&e->src, &src))
            hit = e;
    }
    if (!hit) {
        SDL_Texture *t = make_copy(ui->renderer, page, src, dst.w, dst.h);
        if (!t) return false;
        if (c->count < SPRITE_CACHE_MAX) hit = &c->entries[c->count++];
        else {
            hit = &c->entries[0];
            for (int i = 1; i < c->count; i++)
                if (c->entries[i].used < hit->used) hit = &c->entries[i];
            SDL_DestroyTexture(hit->texture);
        }
        *hit = (cached_sprite){page, a->serial, src, dst.w, dst.h, t, 0};
    }
    hit->used = c->clock;
    return SDL_RenderCopy(ui->renderer, hit->texture, NULL, &dst) == 0;
}

void sprite_cache_free(ui_context *ui)
{
    if (!ui->sprite_cache) return;
    for (int i = 0; i < ui->sprite_cache->count; i++) SDL_DestroyTexture(ui->sprite_cache->entries[i].texture);
    free(ui->sprite_cache);
    ui->sprite_cache = NULL;
}

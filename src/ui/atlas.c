/* Loading the packer's atlases and finding sprites by name. */
#include "ui/atlas.h"

#include "bg/file.h"
#include "ui/png_read.h"

#include <SDL_image.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

/* One of the game's own pictures (the emblem, an SVG) decoded to a surface by SDL_image, or NULL with the
 * reason. The player's own pictures go through the checked PNG reader instead (own_art.c). */
static SDL_Surface *decode_picture(const char *path, char *why, size_t why_size)
{
    size_t len;
    char *bytes = bg_file_read(path, ATLAS_PICTURE_MAX_BYTES, &len, why, why_size, NULL);
    if (!bytes) return NULL;
    SDL_RWops *rw = SDL_RWFromConstMem(bytes, (int)len);
    SDL_Surface *surface = rw ? IMG_Load_RW(rw, 1) : NULL;
    if (!surface) snprintf(why, why_size, "%s", IMG_GetError());
    free(bytes);
    return surface;
}

static SDL_Texture *texture_of(SDL_Renderer *r, SDL_Surface *surface, char *why, size_t why_size)
{
    SDL_Texture *t = SDL_CreateTextureFromSurface(r, surface);
    if (!t) snprintf(why, why_size, "%s", SDL_GetError());
    SDL_FreeSurface(surface);
    return t;
}

SDL_Texture *atlas_load_picture(SDL_Renderer *r, const char *path, char *why, size_t why_size)
{
    SDL_Surface *surface = decode_picture(path, why, why_size);
    return surface ? texture_of(r, surface, why, why_size) : NULL;
}

/* One page being decoded: into the pixels of a texture locked for it (no copy on the renderer's thread), or,
 * where the renderer offers no such texture, into a surface made into a texture when it is done. */
typedef struct page_decode {
    char path[1200];
    char why[1300];
    const ui_atlas *atlas;
    struct atlas_loader *loader;
    int page;
    SDL_Texture *texture; /* streaming, locked while the thread decodes into `pixels` */
    void *pixels;
    int pitch, w, h;
    SDL_Surface *surface; /* without a locked texture */
    bool ok;
    SDL_Thread *thread;
} page_decode;

/* A set of pages being decoded: the atlas's own (atlas_begin) or the sharper ones to follow (atlas_poll). */
struct atlas_loader {
    int scale;
    page_decode pages[ATLAS_MAX_PAGES];
    bool *opaque;     /* per sprite, found by the pages' threads (each writes its own page's sprites only) */
    SDL_atomic_t done; /* pages decoded (or failed) */
    bool joined;      /* every page's thread has ended */
};

/* Wakes the window's loop when a set of pages is decoded (atlas_poll then takes them up). */
static Uint32 atlas_event = (Uint32)-1;

/* Large sprites with no transparent pixel (the boards) are drawn without blending: the software renderer
 * then copies rows instead of blending each pixel (issue 21). Small ones are not worth the scan; a
 * transparent pixel ends it early. The page is B, G, R, A: alpha is each pixel's 4th byte. Each page's
 * thread marks only its own page's sprites. */
static void mark_opaque(const ui_atlas *a, int scale, bool *out, int page, const Uint8 *pixels, int pitch, int w, int h)
{
    for (int i = 0; i < a->sprite_count; i++) {
        const atlas_sprite *sp = &a->sprites[i];
        if (sp->page != page || sp->rect.w * sp->rect.h < 200 * 200) continue;
        SDL_Rect r = {sp->rect.x * scale, sp->rect.y * scale, sp->rect.w * scale, sp->rect.h * scale};
        if (r.x < 0 || r.y < 0 || r.x + r.w > w || r.y + r.h > h) continue;
        bool opaque = true;
        for (int y = 0; opaque && y < r.h; y++) {
            const Uint8 *row = pixels + (size_t)(r.y + y) * (size_t)pitch + (size_t)r.x * 4;
            for (int x = 0; opaque && x < r.w; x++) opaque = row[x * 4 + 3] == 255;
        }
        out[i] = opaque;
    }
}

/* An atlas page (the game's own file, written by gah-pack) decoded by the checked reader without zlib's
 * Adler-32 check of the inflated bytes: that check was a third of the start-up's instructions (issue 21);
 * a damaged page still fails on its chunk checksums and its zlib stream. It comes out as B, G, R, A, into
 * d->pixels when the page has the size locked for it, else into a new surface. */
static bool page_size(void *ctx, unsigned w, unsigned h, char *why, size_t why_size)
{
    page_decode *d = ctx;
    if (w > 16384 || h > 16384) {
        snprintf(why, why_size, "it is not a readable PNG picture (the page is too large)");
        return false;
    }
    if (!d->pixels || (int)w != d->w || (int)h != d->h) {
        /* No texture was locked for it, or the file changed since its header was read. */
        d->surface = SDL_CreateRGBSurfaceWithFormat(0, (int)w, (int)h, 32, SDL_PIXELFORMAT_BGRA32);
        if (!d->surface) {
            snprintf(why, why_size, "out of memory");
            return false;
        }
        d->pixels = d->surface->pixels, d->pitch = d->surface->pitch, d->w = (int)w, d->h = (int)h;
    }
    return true;
}

static unsigned char *page_row(void *ctx, unsigned y)
{
    page_decode *d = ctx;
    return (unsigned char *)d->pixels + (size_t)y * (size_t)d->pitch;
}

static bool decode_atlas_page(page_decode *d, char *why, size_t why_size)
{
    size_t len;
    char *bytes = bg_file_read(d->path, ATLAS_PICTURE_MAX_BYTES, &len, why, why_size, NULL);
    if (!bytes) return false;
    png_sink sink = {.ctx = d, .size = page_size, .row_at = page_row, .skip_adler = true};
    bool ok = png_read_bgra(bytes, len, &sink, why, why_size);
    free(bytes);
    return ok;
}

/* Decoding the pages' PNGs was most of the start-up (issue 21): each page is decoded on a thread of its
 * own, while the menu (which draws no card) opens. */
static int decode_page(void *arg)
{
    page_decode *d = arg;
    d->ok = decode_atlas_page(d, d->why, sizeof d->why);
    if (d->ok) mark_opaque(d->atlas, d->loader->scale, d->loader->opaque, d->page, d->pixels, d->pitch, d->w, d->h);
    if (SDL_AtomicAdd(&d->loader->done, 1) + 1 == d->atlas->page_count && atlas_event != (Uint32)-1) {
        SDL_Event e = {.type = atlas_event};
        SDL_PushEvent(&e);
    }
    return 0;
}

/* The size a page's PNG header declares, read without blocking (a FIFO or a missing file answers false:
 * the decoding thread then says what is wrong with it). */
static bool page_header_size(const char *path, int *w, int *h)
{
    int fd = open(path, O_RDONLY | O_NONBLOCK);
    if (fd < 0) return false;
    struct stat st;
    unsigned char b[24];
    bool ok = fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && read(fd, b, sizeof b) == (ssize_t)sizeof b;
    close(fd);
    unsigned long pw, ph;
    if (!ok || !png_header_size(b, sizeof b, &pw, &ph) || !pw || !ph || pw > 16384 || ph > 16384) return false;
    *w = (int)pw, *h = (int)ph;
    return true;
}

/* A texture the page can be decoded straight into: streaming (its pixels are lockable) in the renderer's
 * first format when that is B, G, R, A in memory. The software renderer's lock hands out the texture's own
 * pixels, so the page is neither copied nor held twice. */
static void lock_page_texture(SDL_Renderer *r, page_decode *d)
{
    SDL_RendererInfo info;
    int w, h;
    if (!r || SDL_GetRendererInfo(r, &info) != 0 || !info.num_texture_formats ||
        info.texture_formats[0] != SDL_PIXELFORMAT_BGRA32 || !page_header_size(d->path, &w, &h))
        return;
    d->texture = SDL_CreateTexture(r, SDL_PIXELFORMAT_BGRA32, SDL_TEXTUREACCESS_STREAMING, w, h);
    if (!d->texture) return;
    if (SDL_LockTexture(d->texture, NULL, &d->pixels, &d->pitch) != 0) {
        SDL_DestroyTexture(d->texture);
        d->texture = NULL, d->pixels = NULL;
        return;
    }
    d->w = w, d->h = h;
}

/* Starts a thread per page of the given scale; with `lock`, into streaming textures made for them. */
static struct atlas_loader *start_pages(const ui_atlas *a, SDL_Renderer *r, int scale, bool lock)
{
    struct atlas_loader *l = calloc(1, sizeof *l);
    if (l) l->opaque = calloc((size_t)a->sprite_count, sizeof *l->opaque);
    if (!l || !l->opaque) {
        free(l);
        return NULL;
    }
    l->scale = scale;
    for (int p = 0; p < a->page_count; p++) {
        page_decode *d = &l->pages[p];
        snprintf(d->path, sizeof d->path, "%s/atlas-%dx-%d.png", a->dir, scale, p);
        d->atlas = a, d->loader = l, d->page = p;
        if (lock) lock_page_texture(r, d);
    }
    for (int p = 0; p < a->page_count; p++) l->pages[p].thread = SDL_CreateThread(decode_page, "atlas page", &l->pages[p]);
    return l;
}

/* Waits for a loader's threads and lets go of what they decoded into. */
static void join_loader(const ui_atlas *a, struct atlas_loader *l)
{
    if (l->joined) return;
    l->joined = true;
    for (int p = 0; p < a->page_count; p++) {
        page_decode *d = &l->pages[p];
        if (d->thread) SDL_WaitThread(d->thread, NULL);
        else decode_page(d); /* no thread could be started: decode it here */
        d->thread = NULL;
        if (d->texture) SDL_UnlockTexture(d->texture);
    }
}

static void free_loader(const ui_atlas *a, struct atlas_loader *l)
{
    if (!l) return;
    join_loader(a, l);
    for (int p = 0; p < a->page_count; p++) {
        SDL_FreeSurface(l->pages[p].surface);
        if (l->pages[p].texture) SDL_DestroyTexture(l->pages[p].texture);
    }
    free(l->opaque);
    free(l);
}

/* The loader's pages as textures in `out`, their opaque sprites marked; false with the first failure. */
static bool take_pages(ui_atlas *a, SDL_Renderer *r, struct atlas_loader *l, SDL_Texture **out, char *err, size_t err_size)
{
    join_loader(a, l);
    for (int p = 0; p < a->page_count; p++) {
        page_decode *d = &l->pages[p];
        if (d->ok && d->surface) {
            out[p] = texture_of(r, d->surface, d->why, sizeof d->why);
            d->surface = NULL;
        } else if (d->ok) {
            out[p] = d->texture;
            d->texture = NULL;
        }
        if (!out[p]) {
            snprintf(err, err_size, "The card art %s could not be loaded: %s", d->path, d->why);
            for (int q = 0; q < p; q++) SDL_DestroyTexture(out[q]), out[q] = NULL;
            return false;
        }
        SDL_SetTextureBlendMode(out[p], SDL_BLENDMODE_BLEND);
    }
    for (int i = 0; i < a->sprite_count; i++) a->sprites[i].opaque = l->opaque[i];
    return true;
}

bool atlas_begin(ui_atlas *a, SDL_Renderer *r, const char *dir, int scale, const ui_asset_list *needs, char *err,
                 size_t err_size)
{
    memset(a, 0, sizeof *a);
    a->scale = scale;
    char path[1200], why[1300];
    snprintf(path, sizeof path, "%s/atlas.idx", dir);
    size_t len;
    int missing = 0;
    char *text = bg_file_read(path, ATLAS_INDEX_MAX_BYTES, &len, why, sizeof why, &missing);
    if (!text) {
        if (missing == ENOENT) {
            snprintf(err, err_size, "The card art index %s is missing. Rebuild the game (tools/dev.sh run).", path);
            return false;
        }
        snprintf(err, err_size, "The card art index could not be read (%s). Rebuild the game (tools/dev.sh run).", why);
        return false;
    }
    bool ok = atlas_index_parse(a, text, len, path, err, err_size) && (!needs || atlas_check_complete(a, needs, path, err, err_size));
    free(text);
    if (!ok) {
        atlas_free(a);
        return false;
    }
    for (int i = 0; i < a->sprite_count; i++) a->sprites[i].opaque = false; /* mark_opaque says which are */
    snprintf(a->dir, sizeof a->dir, "%s", dir);
    if (atlas_event == (Uint32)-1) atlas_event = SDL_RegisterEvents(1);
    a->loader = start_pages(a, r, scale, r != NULL);
    if (!a->loader) {
        snprintf(err, err_size, "Out of memory loading the card art.");
        atlas_free(a);
        return false;
    }
    return true;
}

bool atlas_ready(ui_atlas *a, SDL_Renderer *r, char *err, size_t err_size)
{
    if (!a->loader) return a->page_count > 0;
    if (a->sharper && SDL_AtomicGet(&a->sharper->done) == a->page_count) {
        /* The sharper pages were decoded meanwhile (a while on the menu): straight to them. */
        char why[1600];
        if (take_pages(a, r, a->sharper, a->pages, why, sizeof why)) a->scale = a->later_scale;
        else fprintf(stderr, "gah: %s; the card art stays at %dx\n", why, a->scale);
        a->later_scale = a->scale;
        free_loader(a, a->sharper);
        a->sharper = NULL;
        if (a->pages[0]) {
            free_loader(a, a->loader);
            a->loader = NULL;
            a->serial++;
            return true;
        }
    }
    bool ok = take_pages(a, r, a->loader, a->pages, err, err_size);
    free_loader(a, a->loader);
    a->loader = NULL;
    if (!ok) atlas_free(a);
    else a->serial++;
    return ok;
}

void atlas_sharpen_later(ui_atlas *a, int scale) { a->later_scale = scale; }

bool atlas_sharpening(const ui_atlas *a) { return a->later_scale > a->scale && a->page_count > 0; }

bool atlas_poll(ui_atlas *a, SDL_Renderer *r)
{
    if (!atlas_sharpening(a)) return false;
    /* The sharper pages are decoded once the first ones are (the two sets would share two cores), into
     * textures of their own locked for them: the swap then copies nothing. */
    if (!a->sharper) {
        if (a->loader && SDL_AtomicGet(&a->loader->done) < a->page_count) return false;
        a->sharper = start_pages(a, r, a->later_scale, true);
        if (!a->sharper) a->later_scale = a->scale; /* out of memory: the first pages stay */
        return false;
    }
    if (a->loader || SDL_AtomicGet(&a->sharper->done) < a->page_count) return false;
    SDL_Texture *pages[ATLAS_MAX_PAGES] = {0};
    char err[1600];
    bool ok = take_pages(a, r, a->sharper, pages, err, sizeof err);
    free_loader(a, a->sharper);
    a->sharper = NULL;
    if (!ok) {
        fprintf(stderr, "gah: %s; the card art stays at %dx\n", err, a->scale);
        a->later_scale = a->scale;
        return false;
    }
    for (int p = 0; p < a->page_count; p++) {
        SDL_DestroyTexture(a->pages[p]);
        a->pages[p] = pages[p];
    }
    a->scale = a->later_scale;
    a->serial++;
    return true;
}

bool atlas_load(ui_atlas *a, SDL_Renderer *r, const char *dir, int scale, char *err, size_t err_size)
{
    return atlas_begin(a, r, dir, scale, NULL, err, err_size) && atlas_ready(a, r, err, err_size);
}

SDL_Texture *atlas_override_for(const ui_atlas *a, const char *name)
{
    for (int i = 0; i < a->override_count; i++)
        if (!strcmp(a->overrides[i].name, name)) return a->overrides[i].texture;
    return NULL;
}

void atlas_free(ui_atlas *a)
{
    /* Quitting while pages are still being decoded: wait for them, then let go of everything. */
    free_loader(a, a->loader);
    free_loader(a, a->sharper);
    for (int i = 0; i < a->override_count; i++) SDL_DestroyTexture(a->overrides[i].texture);
    for (int p = 0; p < ATLAS_MAX_PAGES; p++)
        if (a->pages[p]) SDL_DestroyTexture(a->pages[p]);
    free(a->sprites);
    memset(a, 0, sizeof *a);
}

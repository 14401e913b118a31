/* The player's own card pictures, read on a thread of their own, scaled as they are read, within a budget
 * (own_art.h). */
#include "ui/own_art.h"

#include "bg/file.h"
#include "ui/png_read.h"

#include <math.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

enum { PICTURE_PENDING, PICTURE_NONE, PICTURE_READY, PICTURE_REFUSED, PICTURE_TAKEN };

static const char *const card_kinds[] = {"guest", "staff", "objective", "emperor", "automa"};

typedef struct own_picture {
    char name[ATLAS_NAME_MAX];      /* the sprite it replaces: "guest/75" */
    char file[ATLAS_NAME_MAX + 8];  /* its file in the folder: "guest-75.png" */
    int want_w, want_h;             /* the card's drawn size: the most it is kept at */
    /* Written by the thread before `state` says READY or REFUSED, read by the renderer's after. */
    SDL_Surface *surface;
    char why[300];
    atomic_int state;
} own_picture;

struct own_art {
    own_picture *pictures;
    int count;
    char dir[BG_PATH_MAX];
    size_t budget;
    atomic_int cancel;
    atomic_int finished;            /* the thread has been through every picture */
    SDL_Thread *thread;
    Uint32 wake_event;
    int used;                       /* pictures taken into the atlas */
    size_t bytes;                   /* their pixels */
    bool told;                      /* the count was told */
};

/* ---- scaling as the rows come (the thread's) ---- */

/* A box filter: each picture pixel goes to the one kept pixel it falls in, summed there (colour weighted
 * by its alpha, so transparent pixels lend no colour); a kept row is written once its last picture row is
 * in. Only one row of sums is held, never the picture. */
typedef struct scaler {
    own_art *art;
    unsigned src_w, src_h, out_w, out_h;
    int max_w, max_h;               /* the size allowed: the card's, within the budget */
    uint64_t *sums;                 /* out_w x (B*A, G*A, R*A, A) */
    unsigned *per_column;           /* out_w: picture columns in each kept column (they come in order) */
    unsigned rows_in;               /* picture rows summed so far into `sums` */
    SDL_Surface *out;
} scaler;

static bool scaler_size(void *ctx, unsigned w, unsigned h, char *why, size_t why_size)
{
    scaler *s = ctx;
    if (!w || !h || w > ATLAS_PICTURE_MAX_SIDE || h > ATLAS_PICTURE_MAX_SIDE) {
        snprintf(why, why_size, "it is %u x %u pixels; pictures up to %d x %d are used", w, h, ATLAS_PICTURE_MAX_SIDE,
                 ATLAS_PICTURE_MAX_SIDE);
        return false;
    }
    s->src_w = w, s->src_h = h;
    s->out_w = w < (unsigned)s->max_w ? w : (unsigned)s->max_w; /* never larger than the file */
    s->out_h = h < (unsigned)s->max_h ? h : (unsigned)s->max_h;
    s->sums = calloc((size_t)s->out_w * 4, sizeof *s->sums);
    s->per_column = calloc(s->out_w, sizeof *s->per_column);
    s->out = SDL_CreateRGBSurfaceWithFormat(0, (int)s->out_w, (int)s->out_h, 32, SDL_PIXELFORMAT_BGRA32);
    if (!s->sums || !s->per_column || !s->out) {
        snprintf(why, why_size, "out of memory");
        return false;
    }
    for (unsigned x = 0; x < w; x++) s->per_column[(uint64_t)x * s->out_w / w]++;
    return true;
}

static void scaler_row(void *ctx, unsigned y, const unsigned char *bgra)
{
    scaler *s = ctx;
    /* Each kept column's run of picture pixels summed in registers (a row's run is at most 4096 pixels of
     * 255 x 255: within 32 bits), then added to the kept pixel's sums. */
    const unsigned char *p = bgra;
    for (unsigned ox = 0; ox < s->out_w; ox++) {
        uint32_t b = 0, g = 0, r = 0, alpha = 0;
        for (const unsigned char *end = p + (size_t)s->per_column[ox] * 4; p < end; p += 4) {
            uint32_t a = p[3];
            b += p[0] * a, g += p[1] * a, r += p[2] * a, alpha += a;
        }
        uint64_t *sum = s->sums + (size_t)ox * 4;
        sum[0] += b, sum[1] += g, sum[2] += r, sum[3] += alpha;
    }
    s->rows_in++;
    unsigned oy = (unsigned)((uint64_t)y * s->out_h / s->src_h);
    bool last = y + 1 == s->src_h || (unsigned)((uint64_t)(y + 1) * s->out_h / s->src_h) != oy;
    if (!last) return;
    unsigned char *row = (unsigned char *)s->out->pixels + (size_t)oy * (size_t)s->out->pitch;
    for (unsigned ox = 0; ox < s->out_w; ox++) {
        uint64_t *sum = s->sums + (size_t)ox * 4, n = (uint64_t)s->per_column[ox] * s->rows_in, a = sum[3];
        unsigned char *q = row + (size_t)ox * 4;
        for (int c = 0; c < 3; c++) q[c] = a ? (unsigned char)((sum[c] + a / 2) / a) : 0;
        q[3] = (unsigned char)((a + n / 2) / n);
        memset(sum, 0, 4 * sizeof *sum);
    }
    s->rows_in = 0;
}

static bool scaler_cancelled(void *ctx)
{
    scaler *s = ctx;
    return atomic_load(&s->art->cancel) != 0;
}

/* One picture, decoded and scaled to at most max_w x max_h: its surface, or NULL with the reason. */
static SDL_Surface *decode(own_art *o, const char *path, int max_w, int max_h, char *why, size_t why_size)
{
    size_t len;
    char *bytes = bg_file_read(path, ATLAS_PICTURE_MAX_BYTES, &len, why, why_size, NULL);
    if (!bytes) return NULL;
    /* The size its header declares, before anything else: a 20000 x 20000 picture is refused unread. */
    unsigned long hw, hh;
    if (png_header_size((const unsigned char *)bytes, len, &hw, &hh) &&
        (hw > ATLAS_PICTURE_MAX_SIDE || hh > ATLAS_PICTURE_MAX_SIDE)) {
        snprintf(why, why_size, "it is %lu x %lu pixels; pictures up to %d x %d are used", hw, hh, ATLAS_PICTURE_MAX_SIDE,
                 ATLAS_PICTURE_MAX_SIDE);
        free(bytes);
        return NULL;
    }
    scaler s = {.art = o, .max_w = max_w, .max_h = max_h};
    /* Without zlib's Adler-32 of the inflated bytes, as for the atlas pages (issue 21: a third of the
     * decoding); a damaged file still fails on its chunks' CRCs and its zlib stream. */
    png_sink sink = {.ctx = &s, .size = scaler_size, .row = scaler_row, .cancelled = scaler_cancelled, .skip_adler = true};
    bool ok = png_read_bgra(bytes, len, &sink, why, why_size);
    free(bytes);
    free(s.sums), free(s.per_column);
    if (!ok) {
        SDL_FreeSurface(s.out);
        return NULL;
    }
    return s.out;
}

/* ---- the thread ---- */

static void settle(own_art *o, own_picture *p, int state)
{
    atomic_store_explicit(&p->state, state, memory_order_release);
    if (state != PICTURE_NONE && o->wake_event != (Uint32)-1) {
        SDL_Event e = {.type = o->wake_event};
        SDL_PushEvent(&e); /* the window's loop wakes to take it up */
    }
}

static int read_pictures(void *arg)
{
    own_art *o = arg;
    char path[BG_PATH_MAX];
    /* Which cards have a picture: a look at the folder, not a read. */
    int present = 0;
    for (int i = 0; i < o->count && !atomic_load(&o->cancel); i++) {
        own_picture *p = &o->pictures[i];
        struct stat st;
        snprintf(path, sizeof path, "%s/%s", o->dir, p->file);
        if (lstat(path, &st) != 0) settle(o, p, PICTURE_NONE); /* no picture for this card: the usual case */
        else present++;
    }
    /* The budget shared out: each picture may hold budget / present bytes; one whose card is larger than
     * that is kept smaller, its sides shrunk alike. */
    size_t share = present ? o->budget / (size_t)present : o->budget;
    for (int i = 0; i < o->count && !atomic_load(&o->cancel); i++) {
        own_picture *p = &o->pictures[i];
        if (atomic_load(&p->state) != PICTURE_PENDING) continue;
        double bytes = (double)p->want_w * p->want_h * 4.0, shrink = bytes > (double)share ? sqrt((double)share / bytes) : 1.0;
        int w = (int)(p->want_w * shrink), h = (int)(p->want_h * shrink);
        snprintf(path, sizeof path, "%s/%s", o->dir, p->file);
        p->surface = decode(o, path, w > 1 ? w : 1, h > 1 ? h : 1, p->why, sizeof p->why);
        settle(o, p, p->surface ? PICTURE_READY : PICTURE_REFUSED);
    }
    atomic_store(&o->finished, 1);
    if (o->wake_event != (Uint32)-1) {
        SDL_Event e = {.type = o->wake_event};
        SDL_PushEvent(&e);
    }
    return 0;
}

/* ---- the renderer's side ---- */

own_art *own_art_begin(const ui_atlas *a, const char *dir, int scale, size_t budget)
{
    if (!dir || !dir[0] || strlen(dir) >= BG_PATH_MAX - 64) return NULL;
    own_art *o = calloc(1, sizeof *o);
    if (!o || !(o->pictures = calloc((size_t)(a->sprite_count ? a->sprite_count : 1), sizeof *o->pictures))) {
        free(o);
        return NULL;
    }
    snprintf(o->dir, sizeof o->dir, "%s", dir);
    o->budget = budget;
    for (int i = 0; i < a->sprite_count; i++) {
        const atlas_sprite *sp = &a->sprites[i];
        const char *slash = strchr(sp->name, '/');
        bool card = false;
        for (size_t k = 0; k < sizeof card_kinds / sizeof card_kinds[0]; k++)
            card |= slash && (size_t)(slash - sp->name) == strlen(card_kinds[k]) && !strncmp(sp->name, card_kinds[k], strlen(card_kinds[k]));
        if (!card || strchr(slash + 1, '/')) continue; /* a card's face, not its small face or another sprite */
        own_picture *p = &o->pictures[o->count++];
        snprintf(p->name, sizeof p->name, "%s", sp->name);
        snprintf(p->file, sizeof p->file, "%.*s-%s.png", (int)(slash - sp->name), sp->name, slash + 1);
        /* The card viewer draws a card at about twice its 1x face (352 x 508 for 180 x 260). */
        p->want_w = sp->rect.w * 2 * scale, p->want_h = sp->rect.h * 2 * scale;
        atomic_init(&p->state, PICTURE_PENDING);
    }
    o->wake_event = SDL_RegisterEvents(1);
    o->thread = SDL_CreateThread(read_pictures, "own art", o);
    if (!o->thread) read_pictures(o); /* no thread to be had: read them here */
    return o;
}

bool own_art_poll(own_art *o, ui_atlas *a, SDL_Renderer *r, char *notice, size_t notice_size)
{
    if (!o) return false;
    bool changed = false;
    for (int i = 0; i < o->count; i++) {
        own_picture *p = &o->pictures[i];
        int state = atomic_load_explicit(&p->state, memory_order_acquire);
        if (state != PICTURE_READY && state != PICTURE_REFUSED) continue;
        atomic_store(&p->state, PICTURE_TAKEN);
        changed = true;
        if (state == PICTURE_READY) {
            SDL_Texture *t = a->override_count < ATLAS_OVERRIDES_MAX ? SDL_CreateTextureFromSurface(r, p->surface) : NULL;
            if (t) {
                atlas_override *over = &a->overrides[a->override_count++];
                snprintf(over->name, sizeof over->name, "%s", p->name);
                over->texture = t;
                o->used++;
                o->bytes += (size_t)p->surface->w * (size_t)p->surface->h * 4;
            } else {
                snprintf(p->why, sizeof p->why, "%s", SDL_GetError());
                state = PICTURE_REFUSED;
            }
            SDL_FreeSurface(p->surface);
            p->surface = NULL;
        }
        if (state == PICTURE_REFUSED) {
            fprintf(stderr, "gah: your picture %s/%s is not used (%s); the generated card is shown\n", o->dir, p->file, p->why);
            if (notice_size && !notice[0]) snprintf(notice, notice_size, "%s is not used: %s", p->file, p->why);
        }
    }
    if (!o->told && atomic_load(&o->finished)) {
        o->told = true;
        if (o->used) fprintf(stderr, "gah: using %d card pictures of your own from %s\n", o->used, o->dir);
        changed = true;
    }
    return changed;
}

void own_art_wait(own_art *o)
{
    if (!o || !o->thread) return;
    SDL_WaitThread(o->thread, NULL);
    o->thread = NULL;
}

bool own_art_finished(const own_art *o) { return !o || o->told; }

size_t own_art_bytes(const own_art *o) { return o ? o->bytes : 0; }

void own_art_free(own_art *o)
{
    if (!o) return;
    atomic_store(&o->cancel, 1);
    own_art_wait(o);
    for (int i = 0; i < o->count; i++) SDL_FreeSurface(o->pictures[i].surface);
    free(o->pictures);
    free(o);
}

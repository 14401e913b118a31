/* Packing sprites into atlas pages (stb_rect_pack), rendering them at 1x and 2x, and the index; also the
 * contact sheet and single-sprite renders for the docs. */
#include "pack.h"

#include <errno.h>
#include <png.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <stb_rect_pack.h>

enum { PAGE_MAX = 2048, PAD = 2 };

/* Page sizes at 1x, trimmed to what is used. */
static int page_w[64], page_h[64];

int pack_atlas_place(pack_ctx *ctx)
{
    int n = ctx->sprite_count, left = n, pages = 0;
    stbrp_rect *rects = pack_alloc((size_t)n * sizeof *rects);
    stbrp_node *nodes = pack_alloc(PAGE_MAX * sizeof *nodes);
    for (int i = 0; i < n; i++) {
        pack_sprite *s = &ctx->sprites[i];
        if (s->w + PAD > PAGE_MAX || s->h + PAD > PAGE_MAX)
            pack_fail(s->name, 0, "%d x %d is larger than an atlas page (%d)", s->w, s->h, PAGE_MAX);
        s->page = -1;
    }
    while (left > 0) {
        if (pages == 64) pack_fail("gah-pack", 0, "more than 64 atlas pages");
        int count = 0;
        for (int i = 0; i < n; i++) {
            if (ctx->sprites[i].page >= 0) continue;
            rects[count++] = (stbrp_rect){.id = i, .w = ctx->sprites[i].w + PAD, .h = ctx->sprites[i].h + PAD};
        }
        stbrp_context pc;
        stbrp_init_target(&pc, PAGE_MAX, PAGE_MAX, nodes, PAGE_MAX);
        stbrp_setup_heuristic(&pc, STBRP_HEURISTIC_Skyline_BF_sortHeight);
        stbrp_pack_rects(&pc, rects, count);
        page_w[pages] = page_h[pages] = 0;
        for (int i = 0; i < count; i++) {
            if (!rects[i].was_packed) continue;
            pack_sprite *s = &ctx->sprites[rects[i].id];
            s->page = pages, s->x = rects[i].x, s->y = rects[i].y;
            if (s->x + s->w > page_w[pages]) page_w[pages] = s->x + s->w;
            if (s->y + s->h > page_h[pages]) page_h[pages] = s->y + s->h;
            left--;
        }
        page_w[pages] = (page_w[pages] + 3) / 4 * 4;
        page_h[pages] = (page_h[pages] + 3) / 4 * 4;
        pages++;
    }
    free(nodes);
    free(rects);
    return pages;
}

void pack_render_sprite(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    cairo_save(cr);
    cairo_rectangle(cr, 0, 0, s->w, s->h);
    cairo_clip(cr);
    s->draw(cr, ctx, s);
    cairo_restore(cr);
    if (cairo_status(cr) != CAIRO_STATUS_SUCCESS)
        pack_fail(s->name, 0, "drawing failed: %s", cairo_status_to_string(cairo_status(cr)));
}

/* Premultiplied native-endian ARGB (cairo) to straight RGBA bytes, rounded as cairo's own PNG writer does. */
static void unpremultiply_row(const uint32_t *in, unsigned char *out, int w)
{
    for (int x = 0; x < w; x++, out += 4) {
        uint32_t px = in[x];
        unsigned a = px >> 24, r = px >> 16 & 0xff, g = px >> 8 & 0xff, b = px & 0xff;
        if (!a) {
            out[0] = out[1] = out[2] = out[3] = 0;
            continue;
        }
        out[0] = (unsigned char)((r * 255 + a / 2) / a);
        out[1] = (unsigned char)((g * 255 + a / 2) / a);
        out[2] = (unsigned char)((b * 255 + a / 2) / a);
        out[3] = (unsigned char)a;
    }
}

static jmp_buf *png_failure(png_structp png) { return (jmp_buf *)png_get_error_ptr(png); }

static void png_error_jump(png_structp png, png_const_charp msg)
{
    (void)msg;
    longjmp(*png_failure(png), 1);
}

/* The pictures are written for the game's start-up, which decodes them: zlib level 1 without row filters
 * decodes two to three times faster than cairo's default (level 6, adaptive filters) and is written twice
 * as fast, for files about a sixth larger. Measured on the atlas pages (issue 21): level 1 with the SUB
 * or UP filter decodes slower and is no smaller (the art is mostly flat colour), Z_RLE is larger and
 * slower. */
void pack_write_png(cairo_surface_t *surface, const char *path)
{
    cairo_surface_flush(surface);
    if (cairo_image_surface_get_format(surface) != CAIRO_FORMAT_ARGB32) {
        cairo_status_t st = cairo_surface_write_to_png(surface, path);
        if (st != CAIRO_STATUS_SUCCESS) pack_fail(path, 0, "cannot write the PNG: %s", cairo_status_to_string(st));
        return;
    }
    int w = cairo_image_surface_get_width(surface), h = cairo_image_surface_get_height(surface);
    int stride = cairo_image_surface_get_stride(surface);
    const unsigned char *data = cairo_image_surface_get_data(surface);
    FILE *f = fopen(path, "wb");
    if (!f) pack_fail(path, 0, "cannot write the PNG: %s", strerror(errno));
    unsigned char *row = malloc((size_t)w * 4);
    jmp_buf failed;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &failed, png_error_jump, NULL);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!row || !info || setjmp(failed)) {
        png_destroy_write_struct(&png, &info);
        fclose(f);
        free(row);
        pack_fail(path, 0, "cannot write the PNG");
    }
    png_init_io(png, f);
    png_set_compression_level(png, 1);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    png_set_IHDR(png, info, (png_uint_32)w, (png_uint_32)h, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_write_info(png, info);
    for (int y = 0; y < h; y++) {
        unpremultiply_row((const uint32_t *)(const void *)(data + (size_t)y * (size_t)stride), row, w);
        png_write_row(png, row);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(row);
    if (fclose(f) != 0) pack_fail(path, 0, "cannot write the PNG: %s", strerror(errno));
}

/* PNG encoding (zlib) is most of the packer's time, so finished pages are written by worker threads while
 * the main thread draws the next page; cairo, libpng and zlib are safe on separate surfaces. */
typedef struct page_job {
    cairo_surface_t *surface;
    char path[PACK_PATH_MAX];
    pthread_t thread;
    bool running;
} page_job;

static void *write_job(void *arg)
{
    page_job *job = arg;
    pack_write_png(job->surface, job->path);
    cairo_surface_destroy(job->surface);
    return NULL;
}

static void job_join(page_job *job)
{
    if (!job->running) return;
    pthread_join(job->thread, NULL);
    job->running = false;
}

static cairo_surface_t *render_page(const pack_ctx *ctx, int page, int scale)
{
    cairo_surface_t *surface =
        cairo_image_surface_create(CAIRO_FORMAT_ARGB32, page_w[page] * scale, page_h[page] * scale);
    cairo_t *cr = cairo_create(surface);
    for (int i = 0; i < ctx->sprite_count; i++) {
        const pack_sprite *s = &ctx->sprites[i];
        if (s->page != page) continue;
        cairo_save(cr);
        cairo_translate(cr, s->x * scale, s->y * scale);
        cairo_scale(cr, scale, scale);
        pack_render_sprite(cr, ctx, s);
        cairo_restore(cr);
    }
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    return surface;
}

void pack_atlas_write(const pack_ctx *ctx, int pages, const char *out_dir)
{
    enum { WRITERS = 2 };
    page_job jobs[WRITERS] = {0};
    int next = 0;
    /* The big 2x pages first, so the last job to finish is a small one. */
    for (int scale = 2; scale >= 1; scale--)
        for (int p = 0; p < pages; p++) {
            cairo_surface_t *surface = render_page(ctx, p, scale);
            page_job *job = &jobs[next];
            next = (next + 1) % WRITERS;
            job_join(job);
            job->surface = surface;
            snprintf(job->path, sizeof job->path, "%s/atlas-%dx-%d.png", out_dir, scale, p);
            if (pthread_create(&job->thread, NULL, write_job, job) != 0) {
                write_job(job); /* no thread: write it here */
            } else {
                job->running = true;
            }
        }
    for (int i = 0; i < WRITERS; i++) job_join(&jobs[i]);
    char path[PACK_PATH_MAX];
    snprintf(path, sizeof path, "%s/atlas.idx", out_dir);
    FILE *f = fopen(path, "w");
    if (!f) pack_fail(path, 0, "cannot write: %s", strerror(errno));
    fputs(PACK_GENERATED_HEADER, f);
    for (int i = 0; i < ctx->sprite_count; i++) {
        const pack_sprite *s = &ctx->sprites[i];
        fprintf(f, "sprite %s %d %d %d %d %d\n", s->name, s->page, s->x, s->y, s->w, s->h);
    }
    if (fclose(f) != 0) pack_fail(path, 0, "cannot write: %s", strerror(errno));
}

/* ---- the contact sheet: every card face, tile and back, in sections ---- */

static bool starts_with(const char *s, const char *prefix) { return strncmp(s, prefix, strlen(prefix)) == 0; }

static const struct {
    const char *prefix, *title;
} sheet_sections[] = {
    {"guest/", "Guests"}, {"staff/", "Staff"}, {"objective/", "Objectives"}, {"emperor/", "Emperor tiles"},
    {"automa/", "Dinner for One: Leopold and Elisabeth"}, {"back/", "Card backs"}, {"tile/", "Turn-order tiles"},
    {"icon/", "Icons"}, {"door/", "Room tiles"}, {"die/", "Dice"}, {"action/", "Action spaces"},
    {"marker/", "Player markers"},
    {"ballroom/", "Let's Waltz 1: ballrooms (2 and 3-4 player sides), balcony, round indicators"},
    {"rehearsal/", "Let's Waltz 1: rehearsal rooms"}, {"overlay/", "Let's Waltz 1: action board overlay (champagne)"},
    {"marker/", "Player markers"}, {"celebrity/", "Let's Waltz: celebrities"}, {"lounge/", "Let's Waltz: the lounge and its VP chits"},
    {"entrance/", "Let's Waltz 3: hotel entrances, the solo entrances, Chateau Paulwei's charts"},
    {"dove/", "Let's Waltz 3: Hotel Dove's bonus tokens"}, {"token/", "Let's Waltz 3: the cogwheel token"},
    {"solo/", "Let's Waltz 3 solo: Nine Stars' track, Couture's item pool, a room kept"},
    {"startplayer/", "Let's Waltz 4: the action board's extension for the key"},
};
enum { SHEET_COLS = 12, SHEET_GAP = 10, SHEET_MARGIN = 20, SHEET_TITLE = 40, SHEET_CELL_W = 180, SHEET_CELL_H = 260 };

/* Lays the sheet out (sprites flow left to right in rows); draws it when cr is not NULL. Returns the height. */
static int sheet_layout(cairo_t *cr, const pack_ctx *ctx, int width)
{
    int y = SHEET_MARGIN;
    for (size_t sec = 0; sec < sizeof sheet_sections / sizeof sheet_sections[0]; sec++) {
        if (cr) {
            pack_set_rgb(cr, PACK_INK);
            pack_text(cr, PACK_FONT_TITLE, 26, SHEET_MARGIN, y + SHEET_TITLE / 2.0, 0, sheet_sections[sec].title);
        }
        y += SHEET_TITLE;
        int x = SHEET_MARGIN, row_h = 0;
        for (int i = 0; i < ctx->sprite_count; i++) {
            const pack_sprite *s = &ctx->sprites[i];
            if (!starts_with(s->name, sheet_sections[sec].prefix)) continue;
            if (x + s->w > width - SHEET_MARGIN) {
                y += row_h + SHEET_GAP;
                x = SHEET_MARGIN;
                row_h = 0;
            }
            if (cr) {
                cairo_save(cr);
                cairo_translate(cr, x, y);
                pack_render_sprite(cr, ctx, s);
                cairo_restore(cr);
            }
            if (s->h > row_h) row_h = s->h;
            x += s->w + SHEET_GAP;
        }
        y += row_h + SHEET_GAP + SHEET_MARGIN / 2;
    }
    return y;
}

void pack_contact_sheet(const pack_ctx *ctx, const char *path)
{
    int w = 2 * SHEET_MARGIN + SHEET_COLS * SHEET_CELL_W + (SHEET_COLS - 1) * SHEET_GAP;
    int h = sheet_layout(NULL, ctx, w);
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
    cairo_t *cr = cairo_create(surface);
    cairo_set_source_rgb(cr, 0.86, 0.82, 0.74);
    cairo_paint(cr);
    sheet_layout(cr, ctx, w);
    cairo_destroy(cr);
    pack_write_png(surface, path);
    cairo_surface_destroy(surface);
}

void pack_sprite_png(const pack_ctx *ctx, const char *name, const char *path)
{
    const pack_sprite *s = pack_sprite_find(ctx, name);
    if (!s) pack_fail(name, 0, "no such sprite (see atlas.idx for the names)");
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, s->w, s->h);
    cairo_t *cr = cairo_create(surface);
    pack_render_sprite(cr, ctx, s);
    cairo_destroy(cr);
    pack_write_png(surface, path);
    cairo_surface_destroy(surface);
}

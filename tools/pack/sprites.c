/* The sprite registry, errors, and the SVG art: every file of assets/art becomes a sprite. */
#include "pack.h"
#include "bg/file.h"

#include <unistd.h>

#include <dirent.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void pack_fail(const char *file, int line, const char *fmt, ...)
{
    va_list ap;
    if (line > 0) fprintf(stderr, "%s:%d: ", file, line);
    else fprintf(stderr, "%s: ", file);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    exit(1);
}

void *pack_alloc(size_t size)
{
    void *p = calloc(1, size ? size : 1);
    if (!p) pack_fail("gah-pack", 0, "out of memory");
    return p;
}

pack_sprite *pack_sprite_add(pack_ctx *ctx, const char *name, int w, int h, pack_draw_fn draw, int arg)
{
    if (pack_sprite_find(ctx, name)) pack_fail("gah-pack", 0, "sprite '%s' defined twice", name);
    if (ctx->sprite_count == ctx->sprite_cap) {
        ctx->sprite_cap = ctx->sprite_cap ? ctx->sprite_cap * 2 : 256;
        ctx->sprites = realloc(ctx->sprites, (size_t)ctx->sprite_cap * sizeof *ctx->sprites);
        if (!ctx->sprites) pack_fail("gah-pack", 0, "out of memory");
    }
    pack_sprite *s = &ctx->sprites[ctx->sprite_count++];
    memset(s, 0, sizeof *s);
    snprintf(s->name, sizeof s->name, "%s", name);
    s->w = w;
    s->h = h;
    s->draw = draw;
    s->arg = arg;
    s->page = -1;
    return s;
}

const pack_sprite *pack_sprite_find(const pack_ctx *ctx, const char *name)
{
    for (int i = 0; i < ctx->sprite_count; i++)
        if (strcmp(ctx->sprites[i].name, name) == 0) return &ctx->sprites[i];
    return NULL;
}

/* Art groups and their sizes at 1x (docs/assets.md, "Sprite names"). */
static const struct {
    const char *group;
    int size;
} art_groups[] = {
    {"icon", 48}, {"door", 64}, {"die", 56}, {"action", 96}, {"marker", 40},
};

/* The art every build needs; a missing file stops the packer. */
static const char *const required_art[] = {
    "icon/strudel", "icon/cake", "icon/wine", "icon/coffee", "icon/champagne", "icon/krone", "icon/vp",
    "icon/emperor", "icon/dustbin", "icon/staff-once", "icon/staff-round", "icon/staff-permanent",
    "icon/staff-final", "icon/staff-bell", "icon/key",
    "door/blue-vacant", "door/blue-occupied", "door/red-vacant", "door/red-occupied", "door/yellow-vacant",
    "door/yellow-occupied",
    "die/1", "die/2", "die/3", "die/4", "die/5", "die/6",
    "action/1", "action/2", "action/3", "action/4", "action/5", "action/6",
    "marker/0", "marker/1", "marker/2", "marker/3",
};

static void draw_svg(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    (void)ctx;
    RsvgRectangle viewport = {0, 0, s->w, s->h};
    GError *err = NULL;
    if (!rsvg_handle_render_document(s->svg, cr, &viewport, &err))
        pack_fail(s->name, 0, "%s", err ? err->message : "librsvg could not draw it");
}

static int compare_names(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

void pack_art_load(pack_ctx *ctx, const char *art_dir)
{
    DIR *dir = opendir(art_dir);
    if (!dir) pack_fail(art_dir, 0, "cannot open the art folder");
    char *names[512];
    int count = 0;
    for (struct dirent *e; (e = readdir(dir));) {
        size_t len = strlen(e->d_name);
        if (len < 5 || strcmp(e->d_name + len - 4, ".svg") != 0) continue;
        if (count == 512) pack_fail(art_dir, 0, "too many SVG files");
        names[count] = pack_alloc(len + 1);
        memcpy(names[count++], e->d_name, len + 1);
    }
    closedir(dir);
    qsort(names, (size_t)count, sizeof names[0], compare_names); /* readdir order is not deterministic */
    for (int i = 0; i < count; i++) {
        char path[PACK_PATH_MAX];
        snprintf(path, sizeof path, "%s/%s", art_dir, names[i]);
        GError *err = NULL;
        char why[PACK_PATH_MAX + 100];
        int fd = bg_file_open_regular(path, why, sizeof why); /* never hand a FIFO to librsvg */
        if (fd < 0) pack_fail(path, 0, "%s", why);
        close(fd);
        RsvgHandle *svg = rsvg_handle_new_from_file(path, &err);
        if (!svg) pack_fail(path, 0, "%s", err ? err->message : "not a readable SVG");
        /* Every SVG is checked, but only GROUP-NAME.svg of a known group becomes a sprite. */
        char name[PACK_NAME_MAX];
        snprintf(name, sizeof name, "%.*s", (int)(strlen(names[i]) - 4), names[i]);
        char *dash = strchr(name, '-');
        int size = 0;
        if (dash) {
            *dash = 0;
            for (size_t g = 0; g < sizeof art_groups / sizeof art_groups[0]; g++)
                if (strcmp(name, art_groups[g].group) == 0) size = art_groups[g].size;
            *dash = '/';
        }
        /* Render once to a scratch surface so that an SVG librsvg parses but cannot draw fails here. */
        cairo_surface_t *probe = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 8, 8);
        cairo_t *cr = cairo_create(probe);
        RsvgRectangle viewport = {0, 0, 8, 8};
        if (!rsvg_handle_render_document(svg, cr, &viewport, &err))
            pack_fail(path, 0, "%s", err ? err->message : "librsvg could not draw it");
        cairo_destroy(cr);
        cairo_surface_destroy(probe);
        if (!size) {
            g_object_unref(svg);
        } else {
            pack_sprite *s = pack_sprite_add(ctx, name, size, size, draw_svg, 0);
            s->svg = svg;
        }
        free(names[i]);
    }
}

void pack_art_check(const pack_ctx *ctx, const char *art_dir)
{
    for (size_t i = 0; i < sizeof required_art / sizeof required_art[0]; i++) {
        if (pack_sprite_find(ctx, required_art[i])) continue;
        char file[PACK_NAME_MAX];
        snprintf(file, sizeof file, "%s", required_art[i]);
        *strchr(file, '/') = '-';
        pack_fail(art_dir, 0, "%s.svg is missing (it draws the sprite %s)", file, required_art[i]);
    }
}

void pack_ctx_free(pack_ctx *ctx)
{
    for (int i = 0; i < ctx->sprite_count; i++)
        if (ctx->sprites[i].svg) g_object_unref(ctx->sprites[i].svg);
    free(ctx->sprites);
    free(ctx->rects);
    *ctx = (pack_ctx){0};
}

/* The desktop icons: one SVG rendered at every size of the hicolor theme, as OUT/NxN/apps/NAME.png. */
#include "pack.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

/* The sizes desktops look for (freedesktop icon theme spec; 16-64 for menus and panels, the rest for
 * launchers, software centres and HiDPI screens). */
static const int icon_sizes[] = {16, 32, 48, 64, 128, 256, 512};

static void make_dir(const char *path)
{
    if (mkdir(path, 0755) != 0 && errno != EEXIST) pack_fail(path, 0, "cannot create the folder: %s", strerror(errno));
}

void pack_icons_write(const char *svg_path, const char *name, const char *out_dir)
{
    GError *err = NULL;
    RsvgHandle *svg = rsvg_handle_new_from_file(svg_path, &err);
    if (!svg) pack_fail(svg_path, 0, "%s", err ? err->message : "not a readable SVG");
    make_dir(out_dir);
    for (size_t i = 0; i < sizeof icon_sizes / sizeof icon_sizes[0]; i++) {
        int size = icon_sizes[i];
        char path[PACK_PATH_MAX];
        snprintf(path, sizeof path, "%s/%dx%d", out_dir, size, size);
        make_dir(path);
        snprintf(path, sizeof path, "%s/%dx%d/apps", out_dir, size, size);
        make_dir(path);
        cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, size, size);
        cairo_t *cr = cairo_create(surface);
        RsvgRectangle viewport = {0, 0, size, size};
        if (!rsvg_handle_render_document(svg, cr, &viewport, &err))
            pack_fail(svg_path, 0, "%s", err ? err->message : "librsvg could not draw it");
        cairo_destroy(cr);
        snprintf(path, sizeof path, "%s/%dx%d/apps/%s.png", out_dir, size, size, name);
        pack_write_png(surface, path);
        cairo_surface_destroy(surface);
    }
    g_object_unref(svg);
    /* The build tracks the folder itself: refresh its time, or rewriting files inside it would leave
     * the folder older than the SVG and the icons would be rebuilt on every build. */
    if (utimensat(AT_FDCWD, out_dir, NULL, 0) != 0) pack_fail(out_dir, 0, "cannot touch the folder: %s", strerror(errno));
}

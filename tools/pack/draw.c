/* Drawing helpers shared by cards and boards: the palette, rounded plates and sprites from the art (text that
 * fits its box: text.c; icons with their numbers and the faces' icon lines: icon_line.c). */
#include "pack.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define RGB(hex) {((hex) >> 16 & 255) / 255.0, ((hex) >> 8 & 255) / 255.0, ((hex) & 255) / 255.0}

/* The Vienna-1900 palette (README and the emblem). */
const pack_rgb PACK_PAPER = RGB(0xf3e6c8), PACK_PAPER_LIGHT = RGB(0xfbf4e2), PACK_GILT = RGB(0xb08d3c),
               PACK_RED = RGB(0x8c2a2a), PACK_BLUE = RGB(0x2b3f73), PACK_YELLOW = RGB(0xd9a21b),
               PACK_INK = RGB(0x3a2418), PACK_GREEN = RGB(0x4a6428), PACK_GREY = RGB(0x8a7a60);

void pack_set_rgb(cairo_t *cr, pack_rgb c) { cairo_set_source_rgb(cr, c.r, c.g, c.b); }

void pack_set_rgba(cairo_t *cr, pack_rgb c, double alpha) { cairo_set_source_rgba(cr, c.r, c.g, c.b, alpha); }

pack_rgb pack_colour_of(int colour)
{
    switch (colour) {
    case GAH_COLOUR_BLUE: return PACK_BLUE;
    case GAH_COLOUR_RED: return PACK_RED;
    case GAH_COLOUR_YELLOW: return PACK_YELLOW;
    default: return PACK_GREEN;
    }
}

void pack_rounded_rect(cairo_t *cr, double x, double y, double w, double h, double r)
{
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -PACK_PI / 2, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, PACK_PI / 2);
    cairo_arc(cr, x + r, y + h - r, r, PACK_PI / 2, PACK_PI);
    cairo_arc(cr, x + r, y + r, r, PACK_PI, 1.5 * PACK_PI);
    cairo_close_path(cr);
}

void pack_paper_plate(cairo_t *cr, double x, double y, double w, double h, double r, pack_rgb edge, double line)
{
    pack_rounded_rect(cr, x, y, w, h, r);
    pack_set_rgb(cr, PACK_PAPER);
    cairo_fill_preserve(cr);
    pack_set_rgb(cr, edge);
    cairo_set_line_width(cr, line);
    cairo_stroke(cr);
}

void pack_draw_sprite(cairo_t *cr, const pack_ctx *ctx, const char *name, double x, double y, double w, double h,
                      double alpha)
{
    const pack_sprite *s = pack_sprite_find(ctx, name);
    if (!s) pack_fail("gah-pack", 0, "internal: no sprite '%s' to draw", name);
    double k = fmin(w / s->w, h / s->h);
    cairo_save(cr);
    cairo_translate(cr, x + (w - s->w * k) / 2, y + (h - s->h * k) / 2);
    cairo_scale(cr, k, k);
    if (alpha < 1) cairo_push_group(cr);
    cairo_rectangle(cr, 0, 0, s->w, s->h);
    cairo_clip(cr);
    s->draw(cr, ctx, s);
    if (alpha < 1) {
        cairo_pop_group_to_source(cr);
        cairo_reset_clip(cr);
        cairo_paint_with_alpha(cr, alpha);
    }
    cairo_restore(cr);
}

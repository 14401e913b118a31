/* Let's Waltz pieces the table lays its counters on, in our own drawing: Nine Stars Inn's stars track and
 * Hautel Couture's item pool (Dinner for One with module 3), the marker of a room kept for a Couture guest,
 * and module 4's extension of the action board where the skeleton key lies. Numbers from rules.tsv. */
#include "pack.h"

#include "gah/engine.h"

#include <math.h>
#include <stdio.h>

/* The sizes the window draws them at (table_entrances.c, table_startplayer.c), at 1x. */
enum { STARS_W = 128, STARS_H = 60, POOL_W = 128, POOL_H = 60, RESERVED = 20, EXT_W = 52, EXT_H = 255 };

static void star_path(cairo_t *cr, double cx, double cy, double r)
{
    for (int k = 0; k < 10; k++) {
        double a = -PACK_PI / 2 + k * PACK_PI / 5, rr = k % 2 ? r * 0.45 : r;
        if (!k) cairo_move_to(cr, cx + rr * cos(a), cy + rr * sin(a));
        else cairo_line_to(cr, cx + rr * cos(a), cy + rr * sin(a));
    }
    cairo_close_path(cr);
}

/* Nine Stars Inn: three rows of three star places (tokens 1-3 on top, 7-9 at the bottom), each row with what
 * an Emperor scoring pays while its lowest token lies there. The window puts a cogwheel on token n's star,
 * centred at x 14 + 22 * ((n - 1) % 3), y 11 + 19 * ((n - 1) / 3) of the 128 x 60 track. */
static void draw_stars_track(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    (void)ctx, (void)s;
    pack_paper_plate(cr, 1, 1, STARS_W - 2, STARS_H - 2, 5, PACK_GREEN, 2);
    for (int row = 0; row < 3; row++) {
        double y = 11 + row * 19;
        for (int k = 0; k < 3; k++) {
            star_path(cr, 14 + k * 22, y, 8);
            pack_set_rgba(cr, PACK_YELLOW, 0.55);
            cairo_fill_preserve(cr);
            pack_set_rgb(cr, PACK_GILT);
            cairo_set_line_width(cr, 1);
            cairo_stroke(cr);
        }
        char vp[8];
        snprintf(vp, sizeof vp, "%d", gah_rules.solo_stars_vp[row]);
        pack_draw_sprite(cr, ctx, "icon/vp", 82, y - 9, 18, 18, 1);
        pack_set_rgb(cr, PACK_INK);
        pack_text(cr, PACK_FONT_TEXT_BOLD, 12, 104, y, 0, vp);
    }
}

/* Hautel Couture: the pool of items the spaces are refilled from, a well for each dish and drink. */
static void draw_item_pool(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    (void)s;
    static const char *const items[GAH_ITEM_COUNT] = {"icon/strudel", "icon/cake", "icon/wine", "icon/coffee", "icon/champagne"};
    pack_paper_plate(cr, 1, 1, POOL_W - 2, POOL_H - 2, 5, PACK_GILT, 2);
    double step = (POOL_W - 8) / (double)GAH_ITEM_COUNT;
    for (int i = 0; i < GAH_ITEM_COUNT; i++) {
        double x = 4 + i * step;
        pack_rounded_rect(cr, x + 1, 6, step - 2, POOL_H - 12, 4);
        pack_set_rgb(cr, PACK_PAPER_LIGHT);
        cairo_fill_preserve(cr);
        pack_set_rgba(cr, PACK_INK, 0.35);
        cairo_set_line_width(cr, 1);
        cairo_stroke(cr);
        pack_draw_sprite(cr, ctx, items[i], x + 2, 8, step - 4, step - 4, 0.9);
    }
}

/* A room kept for a guest: a ribbon with a bow over the room's square. */
static void draw_reserved(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    (void)ctx, (void)s;
    double c = RESERVED / 2.0;
    cairo_set_line_width(cr, 3);
    pack_set_rgb(cr, PACK_RED);
    cairo_move_to(cr, c, 1);
    cairo_line_to(cr, c, RESERVED - 1);
    cairo_move_to(cr, 1, c);
    cairo_line_to(cr, RESERVED - 1, c);
    cairo_stroke(cr);
    for (int side = -1; side <= 1; side += 2) { /* the bow's loops */
        cairo_move_to(cr, c, c);
        cairo_curve_to(cr, c + side * 9, c - 8, c + side * 9, c + 2, c, c);
        cairo_close_path(cr);
    }
    pack_set_rgb(cr, PACK_RED);
    cairo_fill_preserve(cr);
    pack_set_rgb(cr, PACK_PAPER_LIGHT);
    cairo_set_line_width(cr, 1);
    cairo_stroke(cr);
}

/* Module 4's extension: a brass plate with a keyhole where the key lies, and a rail of coins below for what
 * the players after the taker get. The window draws the key, its title and the amounts over it. */
static void draw_key_extension(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    (void)ctx, (void)s;
    pack_rounded_rect(cr, 1, 1, EXT_W - 2, EXT_H - 2, 6);
    cairo_pattern_t *wood = cairo_pattern_create_linear(0, 0, EXT_W, 0);
    cairo_pattern_add_color_stop_rgb(wood, 0, 0.93, 0.88, 0.78);
    cairo_pattern_add_color_stop_rgb(wood, 0.5, 0.98, 0.95, 0.87);
    cairo_pattern_add_color_stop_rgb(wood, 1, 0.93, 0.88, 0.78);
    cairo_set_source(cr, wood);
    cairo_fill_preserve(cr);
    cairo_pattern_destroy(wood);
    pack_set_rgb(cr, PACK_GILT);
    cairo_set_line_width(cr, 2.5);
    cairo_stroke(cr);
    /* The key's place: a brass escutcheon with its keyhole, under where the key lies. */
    double cx = EXT_W / 2.0, top = 26, size = EXT_W - 4;
    pack_rounded_rect(cr, cx - size / 2 + 3, top + 3, size - 6, size - 6, 8);
    pack_set_rgba(cr, PACK_GILT, 0.35);
    cairo_fill_preserve(cr);
    pack_set_rgb(cr, PACK_GILT);
    cairo_set_line_width(cr, 1.5);
    cairo_stroke(cr);
    double ky = top + size / 2 + 4; /* low on the plate: the window writes "taken" above it */
    cairo_arc(cr, cx, ky, 4, 0, 2 * PACK_PI);
    cairo_fill(cr);
    cairo_rectangle(cr, cx - 1.5, ky, 3, 11);
    pack_set_rgb(cr, PACK_INK);
    cairo_fill(cr);
    cairo_arc(cr, cx, ky, 4, 0, 2 * PACK_PI);
    cairo_fill(cr);
    /* The coin rail: a groove per player after the taker (the window writes the krone beside each). */
    for (int i = 0; i < 3; i++) {
        double y = top + size + 8 + 20 + i * 34;
        pack_rounded_rect(cr, 2, y - 2, EXT_W - 4, 28, 5);
        pack_set_rgba(cr, PACK_GILT, 0.18);
        cairo_fill(cr);
    }
    /* A title band at the top for the word the window sets there. */
    cairo_move_to(cr, 6, 23);
    cairo_line_to(cr, EXT_W - 6, 23);
    pack_set_rgb(cr, PACK_GILT);
    cairo_set_line_width(cr, 1);
    cairo_stroke(cr);
}

void pack_waltz_pieces_register(pack_ctx *ctx)
{
    pack_sprite_add(ctx, "solo/stars-track", STARS_W, STARS_H, draw_stars_track, 0);
    pack_sprite_add(ctx, "solo/item-pool", POOL_W, POOL_H, draw_item_pool, 0);
    pack_sprite_add(ctx, "solo/reserved", RESERVED, RESERVED, draw_reserved, 0);
    pack_sprite_add(ctx, "startplayer/extension", EXT_W, EXT_H, draw_key_extension, 0);
}

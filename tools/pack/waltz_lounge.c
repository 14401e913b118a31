/* Let's Waltz module 2's pieces, drawn from the data: the coloured dice, the eleven celebrity tiles, the
 * lounge with its three spaces, and the VP chits (2 and 4) laid on a space at the end of a round. */
#include "pack.h"

#include "gah/engine.h"

#include <stdio.h>
#include <string.h>

enum { DIE = 56, CELEB = 150, LOUNGE_W = 380, LOUNGE_H = 88, CHIT = 40 };

/* Red, blue, yellow: the lounge's spaces in the order of gah_die_colour (1..3). */
static const char *const colour_keys[GAH_DIE_COLOUR_COUNT] = {"white", "red", "blue", "yellow"};

static pack_rgb die_colour(int colour)
{
    return colour == GAH_DIE_RED ? PACK_RED : colour == GAH_DIE_BLUE ? PACK_BLUE : PACK_YELLOW;
}

/* A die face like the white ones of the art folder, in the die's colour, pips light on red and blue. */
static void draw_coloured_die(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    (void)ctx;
    int colour = s->arg / 10, face = s->arg % 10;
    pack_rounded_rect(cr, 3, 3, 50, 50, 9);
    pack_set_rgb(cr, die_colour(colour));
    cairo_fill_preserve(cr);
    pack_set_rgb(cr, PACK_INK);
    cairo_set_line_width(cr, 2.5);
    cairo_stroke(cr);
    pack_rounded_rect(cr, 6, 6, 44, 44, 7);
    pack_set_rgb(cr, PACK_GILT);
    cairo_set_line_width(cr, 1);
    cairo_stroke(cr);
    /* Pips on a 3x3 grid: which of the nine each face shows. */
    static const char *const pips[7] = {"", "....x....", "x.......x", "x...x...x", "x.x...x.x", "x.x.x.x.x", "x.xx.xx.x"};
    pack_set_rgb(cr, colour == GAH_DIE_YELLOW ? PACK_INK : PACK_PAPER_LIGHT);
    for (int i = 0; i < 9; i++) {
        if (pips[face][i] != 'x') continue;
        cairo_arc(cr, 16 + (i % 3) * 12, 16 + (i / 3) * 12, 5, 0, 2 * PACK_PI);
        cairo_fill(cr);
    }
}

/* What a celebrity does as icons; the sentence below them says it in words. */
static const char *celebrity_icons(int power)
{
    switch ((gah_celebrity_power)power) {
    case GAH_CELEB_EMPEROR_PLUS: return "icon/emperor → +1 icon/emperor";
    case GAH_CELEB_SWAP_ITEMS: return "4× @item ⇄ @item";
    case GAH_CELEB_VP_PLUS: return "icon/vp → +2 icon/vp";
    case GAH_CELEB_KRONE_ROOM: return "icon/krone → @room -1";
    case GAH_CELEB_STAFF_CHAMPAGNE: return "@card → icon/champagne icon/vp:2";
    case GAH_CELEB_ROOM_VP: return "@occupied → icon/vp:2";
    case GAH_CELEB_ROOMS_FREE: return "@room = icon/krone:0";
    case GAH_CELEB_STAFF_ITEMS: return "@card → @item @item";
    case GAH_CELEB_DANCER_VP: return "dancer → icon/vp:1 icon/emperor";
    case GAH_CELEB_CHAMPAGNE_ITEM: return "icon/champagne → @item icon/vp:1";
    case GAH_CELEB_IGNORE_ITEM: return "@guest : −1 @item";
    default: return "?";
    }
}

/* A cameo: a gilt oval with a silhouette, the same for every guest of honour (we draw no likenesses). */
static void cameo(cairo_t *cr, double cx, double cy, double rx, double ry)
{
    cairo_save(cr);
    cairo_translate(cr, cx, cy);
    cairo_scale(cr, rx, ry);
    cairo_arc(cr, 0, 0, 1, 0, 2 * PACK_PI);
    cairo_restore(cr);
    pack_set_rgb(cr, PACK_PAPER_LIGHT);
    cairo_fill_preserve(cr);
    pack_set_rgb(cr, PACK_GILT);
    cairo_set_line_width(cr, 2.5);
    cairo_stroke(cr);
    cairo_save(cr);
    cairo_translate(cr, cx, cy);
    cairo_scale(cr, rx, ry);
    cairo_arc(cr, 0, 0, 0.92, 0, 2 * PACK_PI);
    cairo_clip(cr);
    cairo_restore(cr);
    pack_set_rgba(cr, PACK_INK, 0.85);
    cairo_arc(cr, cx, cy - ry * 0.22, rx * 0.36, 0, 2 * PACK_PI); /* head */
    cairo_fill(cr);
    cairo_save(cr);
    cairo_translate(cr, cx, cy + ry * 0.85);
    cairo_scale(cr, rx * 0.78, ry * 0.5);
    cairo_arc(cr, 0, 0, 1, PACK_PI, 2 * PACK_PI); /* shoulders */
    cairo_restore(cr);
    cairo_fill(cr);
    cairo_reset_clip(cr);
}

static void draw_celebrity(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    const gah_celebrity *c = &gah_celebrities[s->arg];
    pack_paper_plate(cr, 1.5, 1.5, CELEB - 3, CELEB - 3, 12, PACK_GILT, 3);
    /* The name on a dark band; a tile that needs module 1 too carries a small "1+2". */
    pack_rounded_rect(cr, 7, 7, CELEB - 14, 24, 5);
    pack_set_rgb(cr, PACK_INK);
    cairo_fill(cr);
    pack_set_rgb(cr, PACK_PAPER_LIGHT);
    pack_text_fit(cr, PACK_FONT_TITLE, 16, 9, CELEB / 2.0, 19, CELEB - 24, 1, c->name);
    cameo(cr, 32, 62, 22, 27);
    if (c->needs & GAH_WALTZ_MODULE(1)) {
        pack_rounded_rect(cr, 12, 82, 40, 14, 4);
        pack_set_rgb(cr, PACK_RED);
        cairo_fill(cr);
        pack_set_rgb(cr, PACK_PAPER_LIGHT);
        pack_text(cr, PACK_FONT_TEXT_BOLD, 9, 32, 89, 1, "M1 + M2");
    }
    pack_rounded_rect(cr, 60, 38, CELEB - 68, 50, 6);
    pack_set_rgb(cr, PACK_PAPER_LIGHT);
    cairo_fill_preserve(cr);
    pack_set_rgb(cr, PACK_GILT);
    cairo_set_line_width(cr, 1.2);
    cairo_stroke(cr);
    pack_icon_line(cr, ctx, celebrity_icons(c->power), 60 + (CELEB - 68) / 2.0, 63, 20, CELEB - 74);
    pack_set_rgb(cr, PACK_INK);
    pack_text_box(cr, PACK_FONT_TEXT, 10, 9, 98, CELEB - 18, 46, 1, c->text);
}

/* A VP chit: a gilt disc with the laurel and the worth. */
static void draw_chit(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    char worth[8];
    snprintf(worth, sizeof worth, "%d", s->arg);
    cairo_arc(cr, CHIT / 2.0, CHIT / 2.0, CHIT / 2.0 - 1.5, 0, 2 * PACK_PI);
    pack_set_rgb(cr, PACK_GILT);
    cairo_fill_preserve(cr);
    pack_set_rgb(cr, PACK_INK);
    cairo_set_line_width(cr, 1.5);
    cairo_stroke(cr);
    pack_icon_number(cr, ctx, "icon/vp", 4, 4, CHIT - 8, worth);
}

/* The lounge: three spaces, red, blue and yellow, each with room for a celebrity and its printed 1 VP. */
static void draw_lounge(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    (void)s;
    pack_paper_plate(cr, 1, 1, LOUNGE_W - 2, LOUNGE_H - 2, 8, PACK_GILT, 2);
    /* "Lounge" along the left edge, read from below. */
    cairo_save(cr);
    cairo_translate(cr, 15, LOUNGE_H / 2.0);
    cairo_rotate(cr, -PACK_PI / 2);
    pack_set_rgb(cr, PACK_INK);
    pack_text(cr, PACK_FONT_TITLE, 15, 0, 0, 1, "Lounge");
    cairo_restore(cr);
    for (int i = 0; i < GAH_LOUNGE; i++) {
        double x = 28 + i * 117;
        pack_rounded_rect(cr, x, 6, 111, LOUNGE_H - 12, 6);
        pack_set_rgba(cr, die_colour(i + 1), 0.22);
        cairo_fill_preserve(cr);
        pack_set_rgb(cr, die_colour(i + 1));
        cairo_set_line_width(cr, 2);
        cairo_stroke(cr);
        /* The tile's place, and the printed 1 VP beside it (a chit of 2 or 4 covers it later). */
        pack_rounded_rect(cr, x + 4, 9, 70, 70, 6);
        pack_set_rgba(cr, PACK_PAPER_LIGHT, 0.8);
        cairo_fill(cr);
        pack_icon_number(cr, ctx, "icon/vp", x + 76, 28, 32, "1");
        char die[32];
        snprintf(die, sizeof die, "die/%s-%d", colour_keys[i + 1], 6);
        pack_draw_sprite(cr, ctx, die, x + 82, 62, 18, 18, 1);
    }
}

void pack_waltz_lounge_register(pack_ctx *ctx)
{
    char name[PACK_NAME_MAX];
    for (int colour = GAH_DIE_RED; colour < GAH_DIE_COLOUR_COUNT; colour++)
        for (int face = 1; face <= 6; face++) {
            snprintf(name, sizeof name, "die/%s-%d", colour_keys[colour], face);
            pack_sprite_add(ctx, name, DIE, DIE, draw_coloured_die, colour * 10 + face);
        }
    for (int i = 0; i < gah_celebrity_count; i++) {
        snprintf(name, sizeof name, "celebrity/%d", gah_celebrities[i].id);
        pack_sprite_add(ctx, name, CELEB, CELEB, draw_celebrity, i);
    }
    pack_sprite_add(ctx, "lounge/board", LOUNGE_W, LOUNGE_H, draw_lounge, 0);
    pack_sprite_add(ctx, "lounge/chit-2", CHIT, CHIT, draw_chit, 2);
    pack_sprite_add(ctx, "lounge/chit-4", CHIT, CHIT, draw_chit, 4);
}

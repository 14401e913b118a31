/* Emperor tiles' faces, full and small: the reward over the penalty. */
#include "cards.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Emperor tiles ---- */

static void emperor_half(cairo_t *cr, const pack_ctx *ctx, double y, double h, pack_rgb tint, gah_effect fx, gah_effect fx2,
                         const char *text)
{
    char icons[160];
    pack_rounded_rect(cr, 8, y, TILE - 16, h, 5);
    pack_set_rgba(cr, tint, 0.16);
    cairo_fill_preserve(cr);
    pack_set_rgba(cr, tint, 0.8);
    cairo_set_line_width(cr, 1.2);
    cairo_stroke(cr);
    pack_effect_icons(fx, icons, sizeof icons);
    if (fx2.kind) { /* Let's Waltz module 5: a reward of two parts */
        char more[96];
        pack_effect_icons(fx2, more, sizeof more);
        snprintf(icons + strlen(icons), sizeof icons - strlen(icons), " + %s", more);
    }
    pack_icon_line(cr, ctx, icons, TILE / 2.0, y + 15, 24, TILE - 24);
    pack_set_rgb(cr, PACK_INK);
    pack_text_box(cr, PACK_FONT_TEXT, 10.5, 11, y + 27, TILE - 22, h - 28, 1, text);
}

void pack_draw_emperor(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    const gah_emperor_tile *t = &gah_emperor_tiles[s->arg];
    char title[64];
    pack_paper_plate(cr, 1.5, 1.5, TILE - 3, TILE - 3, 12, PACK_RED, 3);
    pack_draw_sprite(cr, ctx, "icon/emperor", 8, 4, 22, 22, 1);
    snprintf(title, sizeof title, "%s  %s", t->code, t->name);
    pack_set_rgb(cr, PACK_INK);
    pack_text_fit(cr, PACK_FONT_TITLE, 16, 10, 33, 15, TILE - 40, 0, title);
    emperor_half(cr, ctx, 28, 58, PACK_GREEN, t->reward, t->reward2, t->reward_text);
    emperor_half(cr, ctx, 89, 54, PACK_RED, t->penalty, (gah_effect){0}, t->penalty_text);
}

/* An Emperor effect in at most three tokens for the small tile (one row of a 75 px face whose numbers are
 * 21 px): counts ride on their icon ("3 cards" is a card with a 3) instead of repeated icons, and the
 * details that need words (the bottom two floors, the VP alternative) are left to the full face. */
static void emperor_small_icons(gah_effect fx, char *out, size_t size)
{
    int n = fx.amount;
    char cost[24] = "";
    if (n == GAH_AMOUNT_FREE) snprintf(cost, sizeof cost, " icon/krone:0");
    else if (n > 0) snprintf(cost, sizeof cost, " icon/krone:-%d", n);
    switch (fx.kind) {
    case GAH_FX_ITEM: snprintf(out, size, n > 1 ? "@item:%d" : "@item", n); break;
    case GAH_FX_DRAW: snprintf(out, size, "@card:%d", n); break;
    case GAH_FX_DRAW3PLAY: /* draw 3 staff cards, play one for less: the coin, as one row (the bell's own
                              number made it two); the full face says it in words */
        if (n == GAH_AMOUNT_FREE) snprintf(out, size, "icon/staff-bell icon/krone:0");
        else snprintf(out, size, "icon/staff-bell icon/krone:-%d", n);
        break;
    case GAH_FX_LOSE_KRONE: snprintf(out, size, "✕ icon/krone:%d", n); break; /* a minus hid the coin */
    case GAH_FX_LOSE_VP: snprintf(out, size, "✕ icon/vp:%d", n); break;
    case GAH_FX_LOSE_VP_PER_STAFF: snprintf(out, size, "✕ icon/vp:%d @card", n); break; /* as the reward above it, less the × */
    case GAH_FX_ROOM: case GAH_FX_ROOM_LOW: snprintf(out, size, "@room%s", cost); break;
    case GAH_FX_ROOM_OCCUPIED: case GAH_FX_ROOM_LOW_OCCUPIED: snprintf(out, size, "@occupied%s", cost); break;
    case GAH_FX_STAFF: snprintf(out, size, "icon/staff-bell%s", cost); break;
    case GAH_FX_RETURN_STAFF: snprintf(out, size, "✕ @card:%d", n); break;
    case GAH_FX_REMOVE_VACANT: snprintf(out, size, n > 1 ? "✕ @room:%d" : "✕ @room", n); break;
    case GAH_FX_REMOVE_OCCUPIED_2: snprintf(out, size, "✕ @occupied:2"); break;
    case GAH_FX_CHAMPAGNE: snprintf(out, size, "icon/champagne:%d", n); break;
    case GAH_FX_LOSE_CHAMPAGNE: case GAH_FX_PAY_CHAMPAGNE: snprintf(out, size, "✕ icon/champagne:%d", n); break;
    case GAH_FX_REMOVE_DANCERS: snprintf(out, size, n > 1 ? "✕ dancer dancer" : "✕ dancer"); break;
    case GAH_FX_LOSE_KRONE_ITEM: snprintf(out, size, "✕ icon/krone:%d @item", n); break;
    case GAH_FX_LOSE_EVERYTHING: snprintf(out, size, "✕ icon/krone @item"); break;
    default: pack_effect_icons(fx, out, size); break;
    }
}

void pack_draw_emperor_small(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    const gah_emperor_tile *t = &gah_emperor_tiles[s->arg];
    pack_small_begin(GAH_FACE_SMALL_TEXT_TILE);
    pack_paper_plate(cr, 1.5, 1.5, ST - 3, ST - 3, 7, PACK_RED, 3);
    static const double top[2] = {4, 39}, height[2] = {33, 32};
    for (int half = 0; half < 2; half++) {
        gah_effect fx = half ? t->penalty : t->reward, fx2 = half ? (gah_effect){0} : t->reward2;
        pack_rgb tint = half ? PACK_RED : PACK_GREEN;
        pack_rounded_rect(cr, 4, top[half], ST - 8, height[half], 4);
        pack_set_rgba(cr, tint, 0.2);
        cairo_fill(cr);
        char icons[160];
        emperor_small_icons(fx, icons, sizeof icons);
        if (fx2.kind) {
            char more[96];
            emperor_small_icons(fx2, more, sizeof more);
            snprintf(icons + strlen(icons), sizeof icons - strlen(icons), " %s", more);
        }
        /* One row each, as every tile: a second row halves the icons and reads as two effects. */
        int rows = pack_icon_rows(cr, ctx, icons, 4, top[half], ST - 8, height[half], 30);
        if (rows != 1) pack_fail(s->name, 0, "the small tile's %s takes %d rows of icons; it must fit one", half ? "penalty" : "reward", rows);
    }
    pack_small_end(s, GAH_FACE_SMALL_TEXT_TILE);
}

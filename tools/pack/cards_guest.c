/* Guest cards' faces, full and small: colour, order, reward, the VP and the cost. */
#include "cards.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- guests ---- */

void pack_draw_guest(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    const gah_guest_card *g = gah_guest_by_id(s->arg);
    if (!g) pack_fail(s->name, 0, "no such guest");
    static const char *const doors[3] = {"door/blue-vacant", "door/red-vacant", "door/yellow-vacant"};
    static const char *const kinds[4] = {"Blue guest", "Red guest", "Yellow guest", "Green guest: any room"};
    static const char *const items[GAH_ITEM_COUNT] = {"icon/strudel", "icon/cake", "icon/wine", "icon/coffee", "icon/champagne"};
    char buf[256] = "", vp[8];
    pack_card_frame(cr, PACK_INK);
    pack_card_band(cr, pack_colour_of(g->colour), g->colour != GAH_COLOUR_YELLOW, g->name);
    if (g->colour < 3) pack_draw_sprite(cr, ctx, doors[g->colour], 14, 60, 40, 40, 1);
    else pack_glyph_green(cr, 14, 60, 40);
    snprintf(vp, sizeof vp, "%d", g->vp);
    pack_badge_sprite(cr, ctx, "icon/vp", CARD_W - 56, 58, 44, vp);
    pack_set_rgb(cr, PACK_INK);
    pack_text_box(cr, PACK_FONT_TITLE_ITALIC, 14, 58, 60, 64, 40, 1, kinds[g->colour]);
    pack_card_tray(cr, 106, 46);
    for (int i = 0; i < GAH_ITEM_COUNT; i++)
        for (int n = 0; n < g->order[i]; n++) snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%s ", items[i]);
    pack_icon_line(cr, ctx, buf, CARD_W / 2.0, 129, 34, CARD_W - 32);
    pack_small_caps(cr, 162, g->effect_count ? "REWARD" : "NO REWARD");
    buf[0] = 0;
    for (int i = 0; i < g->effect_count; i++) {
        char part[128];
        pack_effect_icons(g->effects[i], part, sizeof part);
        snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%s%s", i ? " + " : "", part);
    }
    if (buf[0]) pack_icon_line(cr, ctx, buf, CARD_W / 2.0, 185, 32, CARD_W - 24);
    pack_set_rgb(cr, PACK_INK);
    if (g->effect_count) pack_text_box(cr, PACK_FONT_TEXT, 12, 14, 203, CARD_W - 28, 42, 1, g->reward_text);
    pack_card_number(cr, g->id);
}

void pack_draw_guest_small(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    const gah_guest_card *g = gah_guest_by_id(s->arg);
    if (!g) pack_fail(s->name, 0, "no such guest");
    static const char *const doors[3] = {"door/blue-vacant", "door/red-vacant", "door/yellow-vacant"};
    static const char *const items[GAH_ITEM_COUNT] = {"icon/strudel", "icon/cake", "icon/wine", "icon/coffee", "icon/champagne"};
    pack_small_begin(GAH_FACE_SMALL_TEXT_GUEST);
    pack_rgb colour = pack_colour_of(g->colour);
    pack_paper_plate(cr, 1.5, 1.5, SW - 3, SH - 3, 7, colour, 3);
    /* The band: the room colour it wants and its VP, the two things compared across the queue; then the
     * name, the order and the reward, which takes what is left (two rows for two or three rewards). */
    pack_rounded_rect(cr, 3, 3, SW - 6, 27, 5);
    pack_set_rgb(cr, colour);
    cairo_fill(cr);
    if (g->colour < 3) pack_draw_sprite(cr, ctx, doors[g->colour], 7, 4, 25, 25, 1);
    else pack_glyph_green(cr, 7, 4, 25);
    pack_draw_sprite(cr, ctx, "icon/vp", 49, 2, 29, 29, 1);
    pack_small_number(cr, 22, 63.5, 16.5, g->vp);
    pack_set_rgb(cr, PACK_INK);
    pack_small_name(cr, "guest", g->id, g->name, SW / 2.0, 40, SW - 8, GAH_FACE_SMALL_TEXT_GUEST, 1, 1);
    char buf[256] = "";
    for (int i = 0; i < GAH_ITEM_COUNT; i++)
        for (int n = 0; n < g->order[i]; n++) snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%s ", items[i]);
    pack_rounded_rect(cr, 4, 50, SW - 8, 23, 4);
    pack_set_rgb(cr, PACK_PAPER_LIGHT);
    cairo_fill(cr);
    pack_icon_rows(cr, ctx, buf, 5, 51, SW - 10, 21, 20);
    buf[0] = 0;
    for (int i = 0; i < g->effect_count; i++) {
        char part[128];
        pack_effect_icons(g->effects[i], part, sizeof part);
        snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%s%s", i ? " " : "", part);
    }
    if (buf[0]) pack_icon_rows(cr, ctx, buf, 3, 74, SW - 6, SH - 76, 32);
    pack_small_end(s, GAH_FACE_SMALL_TEXT_GUEST);
}

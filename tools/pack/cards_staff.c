/* Staff cards' faces, full and small: when the card works, its effect as icons, its price and VP. */
#include "cards.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- staff ---- */

static pack_rgb staff_colour(int type)
{
    switch (type) {
    case GAH_STAFF_ROUND: return PACK_BLUE;
    case GAH_STAFF_PERMANENT: return PACK_RED;
    case GAH_STAFF_ONCE: return PACK_YELLOW;
    default: return PACK_GREEN;
    }
}

void pack_draw_staff(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    const gah_staff_card *st = gah_staff_by_id(s->arg);
    if (!st) pack_fail(s->name, 0, "no such staff card");
    char cost[8], set[16];
    pack_card_frame(cr, PACK_INK);
    pack_card_band(cr, staff_colour(st->type), st->type != GAH_STAFF_ONCE, st->name);
    pack_draw_sprite(cr, ctx, pack_staff_type_icon(st->type), 14, 60, 40, 40, 1);
    snprintf(cost, sizeof cost, "%d", st->cost);
    pack_badge_sprite(cr, ctx, "icon/krone", CARD_W - 56, 58, 44, cost);
    pack_set_rgb(cr, PACK_INK);
    pack_text_box(cr, PACK_FONT_TITLE_ITALIC, 14, 58, 60, 64, 40, 1, pack_staff_type_name(st->type));
    pack_card_tray(cr, 106, 46);
    char icons[256];
    pack_staff_icons(st, icons, sizeof icons);
    pack_icon_line(cr, ctx, icons, CARD_W / 2.0, 129, 32, CARD_W - 32);
    pack_small_caps(cr, 162, "STAFF");
    pack_set_rgb(cr, PACK_INK);
    pack_text_box(cr, PACK_FONT_TEXT, 13, 14, 170, CARD_W - 28, 72, 1, pack_staff_text(st->id));
    if (st->intro_set) {
        snprintf(set, sizeof set, "Set %c", st->intro_set);
        pack_set_rgb(cr, PACK_GREY);
        pack_text(cr, PACK_FONT_TEXT, 7.5, 12, CARD_H - 12, 0, set);
    }
    pack_card_number(cr, st->id);
}

void pack_draw_staff_small(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    const gah_staff_card *st = gah_staff_by_id(s->arg);
    if (!st) pack_fail(s->name, 0, "no such staff card");
    pack_small_begin(GAH_FACE_SMALL_TEXT_STAFF);
    pack_rgb colour = staff_colour(st->type);
    pack_paper_plate(cr, 1.5, 1.5, SW - 3, SH - 3, 7, colour, 3);
    pack_rounded_rect(cr, 3, 3, SW - 6, 34, 5);
    pack_set_rgb(cr, colour);
    cairo_fill(cr);
    /* The cost on the left: an overlapped hand (ten cards at the solo set-up) shows each card's left part. */
    pack_draw_sprite(cr, ctx, pack_staff_type_icon(st->type), SW - 36, 5, 30, 30, 1);
    char cost[8];
    snprintf(cost, sizeof cost, "%d", st->cost);
    pack_icon_number(cr, ctx, "icon/krone", 3, 0, 38, cost);
    char icons[256];
    pack_staff_icons(st, icons, sizeof icons);
    pack_set_rgb(cr, PACK_INK);
    /* From the left, as the cost: an overlapped hand shows each card's left part. */
    pack_small_name(cr, "staff", st->id, st->name, SW / 2.0, 52, SW - 6, GAH_FACE_SMALL_TEXT_STAFF, 1, 0);
    pack_icon_rows(cr, ctx, icons, 3, 66, SW - 6, SH - 68, 36);
    pack_small_end(s, GAH_FACE_SMALL_TEXT_STAFF);
}

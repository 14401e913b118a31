/* Objective cards' faces, full and small: the requirement and its three VP rewards. */
#include "cards.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- objectives ---- */

void pack_draw_objective(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    const gah_objective_card *o = gah_objective_by_id(s->arg);
    if (!o) pack_fail(s->name, 0, "no such objective");
    char buf[160], label[32];
    pack_card_frame(cr, PACK_INK);
    pack_card_band(cr, PACK_GILT, true, o->name);
    snprintf(label, sizeof label, "OBJECTIVE %c", o->category);
    pack_small_caps(cr, 64, label);
    pack_card_tray(cr, 74, 56);
    pack_objective_icons(o, buf, sizeof buf);
    pack_icon_line(cr, ctx, buf, CARD_W / 2.0, 102, 36, CARD_W - 32);
    pack_objective_text(o, buf, sizeof buf);
    pack_set_rgb(cr, PACK_INK);
    pack_text_box(cr, PACK_FONT_TEXT, 13, 14, 134, CARD_W - 28, 56, 1, buf);
    pack_small_caps(cr, 196, "FIRST   SECOND   THIRD");
    for (int i = 0; i < 3; i++) {
        snprintf(buf, sizeof buf, "%d", o->vp[i]);
        pack_badge_sprite(cr, ctx, "icon/vp", 22 + i * 48, 204, 40, buf);
    }
    pack_card_number(cr, o->id);
}

void pack_draw_objective_small(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    const gah_objective_card *o = gah_objective_by_id(s->arg);
    if (!o) pack_fail(s->name, 0, "no such objective");
    pack_small_begin(GAH_FACE_SMALL_TEXT_OBJECTIVE);
    pack_paper_plate(cr, 1.5, 1.5, SW - 3, SH - 3, 7, PACK_GILT, 3);
    pack_set_rgb(cr, PACK_INK);
    pack_small_name(cr, "objective", o->id, o->name, SW / 2.0, 23, SW - 8, GAH_FACE_SMALL_TEXT_OBJECTIVE, 2, 1);
    char buf[160];
    pack_objective_icons(o, buf, sizeof buf);
    pack_icon_rows(cr, ctx, buf, 4, 44, SW - 8, 44, 34);
    /* What the first, second and third to fulfil it score. */
    pack_rounded_rect(cr, 4, 90, SW - 8, 36, 5);
    pack_set_rgb(cr, PACK_GILT);
    cairo_fill(cr);
    pack_set_rgb(cr, PACK_PAPER_LIGHT);
    snprintf(buf, sizeof buf, "%d %d %d", o->vp[0], o->vp[1], o->vp[2]);
    pack_text_fit(cr, PACK_FONT_NUMBER, 22, GAH_FACE_SMALL_TEXT_OBJECTIVE, SW / 2.0, 108, SW - 12, 1, buf);
    pack_small_end(s, GAH_FACE_SMALL_TEXT_OBJECTIVE);
}

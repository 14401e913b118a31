/* Card faces from the data: the parts every face shares (frame, band, tray, number, badge), the backs and the
 * turn-order tiles, and the list of every card's sprites, full and small; each kind's faces are its file's
 * (cards_guest.c, cards_staff.c, cards_objective.c, cards_emperor.c, cards_automa.c; small faces' names:
 * cards_small.c). */
#include "cards.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- shared parts ---- */

void pack_card_frame(cairo_t *cr, pack_rgb edge)
{
    pack_paper_plate(cr, 1, 1, CARD_W - 2, CARD_H - 2, 10, edge, 2);
    pack_rounded_rect(cr, 5.5, 5.5, CARD_W - 11, CARD_H - 11, 7);
    pack_set_rgb(cr, PACK_GILT);
    cairo_set_line_width(cr, 1);
    cairo_stroke(cr);
}

/* The name band at the top; dark bands get light text, the yellow band ink text. */
void pack_card_band(cairo_t *cr, pack_rgb colour, bool light_text, const char *name)
{
    pack_rounded_rect(cr, 9, 9, CARD_W - 18, 38, 5);
    pack_set_rgb(cr, colour);
    cairo_fill(cr);
    /* Secession touch: a gilt rule with three small squares under the band. */
    pack_set_rgb(cr, PACK_GILT);
    cairo_rectangle(cr, 9, 49, CARD_W - 18, 1.5);
    cairo_fill(cr);
    for (int i = -1; i <= 1; i++) {
        cairo_rectangle(cr, CARD_W / 2.0 + i * 8 - 2, 51.5, 4, 4);
        cairo_fill(cr);
    }
    pack_set_rgb(cr, light_text ? PACK_PAPER_LIGHT : PACK_INK);
    double w = pack_text_width(cr, PACK_FONT_TITLE, 20, name);
    if (w <= CARD_W - 28 || pack_text_width(cr, PACK_FONT_TITLE, 15, name) <= CARD_W - 28)
        pack_text_fit(cr, PACK_FONT_TITLE, 20, 15, CARD_W / 2.0, 28, CARD_W - 28, 1, name);
    else
        pack_text_box(cr, PACK_FONT_TITLE, 15, 14, 10, CARD_W - 28, 36, 1, name);
}

/* A framed tray (order, effect icons). */
void pack_card_tray(cairo_t *cr, double y, double h)
{
    pack_rounded_rect(cr, 12, y, CARD_W - 24, h, 6);
    pack_set_rgb(cr, PACK_PAPER_LIGHT);
    cairo_fill_preserve(cr);
    pack_set_rgb(cr, PACK_GILT);
    cairo_set_line_width(cr, 1.2);
    cairo_stroke(cr);
}

void pack_small_caps(cairo_t *cr, double y, const char *label)
{
    pack_set_rgb(cr, PACK_GREY);
    pack_text(cr, PACK_FONT_TEXT_BOLD, 8, CARD_W / 2.0, y, 1, label);
}

void pack_card_number(cairo_t *cr, int id)
{
    char buf[16];
    snprintf(buf, sizeof buf, "%d", id);
    pack_set_rgb(cr, PACK_GREY);
    pack_text(cr, PACK_FONT_TEXT, 7.5, CARD_W - 12, CARD_H - 12, 2, buf);
}

void pack_badge_sprite(cairo_t *cr, const pack_ctx *ctx, const char *sprite, double x, double y, double s,
                         const char *text)
{
    pack_icon_number(cr, ctx, sprite, x, y, s, text);
}

/* ---- backs and turn-order tiles ---- */

static void back_frame(cairo_t *cr, pack_rgb colour)
{
    pack_rounded_rect(cr, 1, 1, CARD_W - 2, CARD_H - 2, 10);
    pack_set_rgb(cr, colour);
    cairo_fill_preserve(cr);
    pack_set_rgb(cr, PACK_INK);
    cairo_set_line_width(cr, 2);
    cairo_stroke(cr);
    pack_set_rgb(cr, PACK_GILT);
    for (int i = 0; i < 2; i++) {
        pack_rounded_rect(cr, 8.5 + i * 5, 8.5 + i * 5, CARD_W - 17 - i * 10, CARD_H - 17 - i * 10, 6);
        cairo_set_line_width(cr, i ? 1 : 2.5);
        cairo_stroke(cr);
    }
    /* A Secession sunburst behind the emblem. */
    cairo_set_line_width(cr, 1.2);
    pack_set_rgba(cr, PACK_GILT, 0.55);
    for (int i = 0; i < 24; i++) {
        double a = i * PACK_PI / 12;
        cairo_move_to(cr, CARD_W / 2.0 + cos(a) * 46, 112 + sin(a) * 46);
        cairo_line_to(cr, CARD_W / 2.0 + cos(a) * 66, 112 + sin(a) * 66);
    }
    cairo_stroke(cr);
    cairo_arc(cr, CARD_W / 2.0, 112, 44, 0, 2 * PACK_PI);
    pack_set_rgb(cr, PACK_PAPER);
    cairo_fill_preserve(cr);
    pack_set_rgb(cr, PACK_GILT);
    cairo_set_line_width(cr, 3);
    cairo_stroke(cr);
}

static void draw_back(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    bool guest = s->arg == 0;
    back_frame(cr, guest ? PACK_BLUE : PACK_RED);
    if (guest) pack_glyph_card(cr, CARD_W / 2.0 - 0.35 * 64, 80, 64, true);
    else pack_draw_sprite(cr, ctx, "icon/staff-bell", CARD_W / 2.0 - 30, 82, 60, 60, 1);
    pack_set_rgb(cr, PACK_PAPER_LIGHT);
    pack_text(cr, PACK_FONT_TITLE, 26, CARD_W / 2.0, 204, 1, guest ? "Guest" : "Staff");
    pack_set_rgb(cr, PACK_GILT);
    pack_text(cr, PACK_FONT_TITLE_ITALIC, 12, CARD_W / 2.0, 228, 1, "Grand Austria Hotel");
}

static void draw_turn_tile(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    (void)ctx;
    char a[12], b[12];
    snprintf(a, sizeof a, "%d", s->arg / 10 % 10);
    snprintf(b, sizeof b, "%d", s->arg % 10);
    pack_paper_plate(cr, 1, 1, TURN_W - 2, TURN_H - 2, 8, PACK_GILT, 2);
    cairo_move_to(cr, TURN_W / 2.0, 8);
    cairo_line_to(cr, TURN_W / 2.0, TURN_H - 8);
    cairo_stroke(cr);
    for (int i = 0; i < 2; i++) {
        double cx = TURN_W / 4.0 + i * TURN_W / 2.0;
        cairo_arc(cr, cx, TURN_H / 2.0, 17, 0, 2 * PACK_PI);
        pack_set_rgb(cr, i ? PACK_PAPER_LIGHT : PACK_RED);
        cairo_fill_preserve(cr);
        pack_set_rgb(cr, PACK_INK);
        cairo_set_line_width(cr, 1.5);
        cairo_stroke(cr);
        pack_set_rgb(cr, i ? PACK_INK : PACK_PAPER_LIGHT);
        pack_text(cr, PACK_FONT_NUMBER, 20, cx, TURN_H / 2.0, 1, i ? b : a);
    }
}

void pack_cards_register(pack_ctx *ctx)
{
    char name[PACK_NAME_MAX];
    for (int i = 0; i < gah_guest_count; i++) {
        snprintf(name, sizeof name, "guest/%d", gah_guests[i].id);
        pack_sprite_add(ctx, name, CARD_W, CARD_H, pack_draw_guest, gah_guests[i].id);
        snprintf(name, sizeof name, "guest/%d/small", gah_guests[i].id);
        pack_sprite_add(ctx, name, SW, SH, pack_draw_guest_small, gah_guests[i].id);
    }
    for (int i = 0; i < gah_staff_count; i++) {
        snprintf(name, sizeof name, "staff/%d", gah_staff[i].id);
        pack_sprite_add(ctx, name, CARD_W, CARD_H, pack_draw_staff, gah_staff[i].id);
        snprintf(name, sizeof name, "staff/%d/small", gah_staff[i].id);
        pack_sprite_add(ctx, name, SW, SH, pack_draw_staff_small, gah_staff[i].id);
    }
    for (int i = 0; i < gah_objective_count; i++) {
        snprintf(name, sizeof name, "objective/%d", gah_objectives[i].id);
        pack_sprite_add(ctx, name, CARD_W, CARD_H, pack_draw_objective, gah_objectives[i].id);
        snprintf(name, sizeof name, "objective/%d/small", gah_objectives[i].id);
        pack_sprite_add(ctx, name, SW, SH, pack_draw_objective_small, gah_objectives[i].id);
    }
    for (int i = 0; i < gah_emperor_tile_count; i++) {
        snprintf(name, sizeof name, "emperor/%s", gah_emperor_tiles[i].code);
        pack_sprite_add(ctx, name, TILE, TILE, pack_draw_emperor, i);
        snprintf(name, sizeof name, "emperor/%s/small", gah_emperor_tiles[i].code);
        pack_sprite_add(ctx, name, ST, ST, pack_draw_emperor_small, i);
    }
    for (int i = 0; i < gah_automa_card_count; i++) {
        snprintf(name, sizeof name, "automa/%d", gah_automa_cards[i].id);
        pack_sprite_add(ctx, name, CARD_W, CARD_H, pack_draw_automa, gah_automa_cards[i].id);
    }
    pack_sprite_add(ctx, "back/guest", CARD_W, CARD_H, draw_back, 0);
    pack_sprite_add(ctx, "back/staff", CARD_W, CARD_H, draw_back, 1);
    /* Turn-order tiles for 2, 3 and 4 players, from the rules table: the base game's and Let's Waltz
     * module 4's clockwise ones (the 4-player 1/5 and 2/6 ... are new; 1/4 for 3 players is shared). */
    for (int set = 0; set < 2; set++)
        for (int p = 2; p <= 4; p++)
            for (int i = 0; i < p; i++) {
                const uint8_t *tile = set ? gah_rules.startplayer_tiles[p][i] : gah_rules.turn_tiles[p][i];
                int a = tile[0], b = tile[1];
                snprintf(name, sizeof name, "tile/turn-%d-%d", a, b);
                if (set && pack_sprite_find(ctx, name)) continue;
                pack_sprite_add(ctx, name, TURN_W, TURN_H, draw_turn_tile, a * 10 + b);
            }
}

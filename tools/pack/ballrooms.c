/* Let's Waltz module 1 (Vienna Ballrooms) in our own drawing: the five ballroom boards on both sides,
 * the balcony, the round indicator tiles, the four rehearsal room boards and the action board overlay
 * that brings champagne to spaces 1 and 2. Geometry from assets/layout/ballrooms.txt, facts from
 * ballrooms.tsv, rehearsal.tsv and rules.tsv. */
#include "pack.h"
#include "gah/engine.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>



/* The ballroom's colours: a deep plum floor with gilt edges, set apart from the hotels' paper. */
static const pack_rgb plum = {0.36, 0.18, 0.30}, floorboard = {0.93, 0.86, 0.74};

static void rounded_box(cairo_t *cr, double x, double y, double w, double h, pack_rgb fill, double alpha, pack_rgb edge,
                        double line)
{
    pack_rounded_rect(cr, x + 0.5, y + 0.5, w - 1, h - 1, fmin(7, w / 6.0));
    pack_set_rgba(cr, fill, alpha);
    cairo_fill_preserve(cr);
    pack_set_rgb(cr, edge);
    cairo_set_line_width(cr, line);
    cairo_stroke(cr);
}

/* An effect list as an icon line (the card faces' vocabulary, plus the module's own kinds). */
static void effects_spec(const gah_effect *fx, int count, char *out, size_t size)
{
    out[0] = 0;
    for (int i = 0; i < count; i++) {
        char one[128] = "";
        if (fx[i].kind == GAH_FX_OCCUPY_LOW3) snprintf(one, sizeof one, "@occupied:1-3");
        else if (fx[i].kind == GAH_FX_OCCUPY) snprintf(one, sizeof one, "@occupied");
        else if (fx[i].kind == GAH_FX_BALLROOM_VP) snprintf(one, sizeof one, "icon/vp:%d", fx[i].amount);
        else pack_effect_icons(fx[i], one, sizeof one);
        size_t n = strlen(out);
        snprintf(out + n, size - n, "%s%s", n ? " " : "", one);
    }
}

/* How the ballroom scores, in our words, with the numbers from rules.tsv. */
static void scoring_text(const gah_ballroom_board *b, bool two_players, char *out, size_t size)
{
    const uint8_t *t = gah_rules.ballroom_table_vp;
    switch (b->scoring) {
    case GAH_BALLROOM_SCORE_HEIGHT: snprintf(out, size, "Your dancers × your highest row (bottom 1, middle 2, top 3)"); break;
    case GAH_BALLROOM_SCORE_BY_ROW:
        snprintf(out, size, "Each row: most dancers %d VP, second most %d VP", gah_rules.ballroom_rows_vp[0],
                 gah_rules.ballroom_rows_vp[1]);
        break;
    case GAH_BALLROOM_SCORE_TABLE:
        snprintf(out, size, "Dancers 1 / 2 / 3 / 4 / 5+: %d / %d / %d / %d / %d VP", t[1], t[2], t[3], t[4], t[5]);
        break;
    case GAH_BALLROOM_SCORE_RANK:
        if (two_players)
            snprintf(out, size, "Most dancers %d VP, the other %d VP", gah_rules.ballroom_rank_vp_2[0], gah_rules.ballroom_rank_vp_2[1]);
        else
            snprintf(out, size, "Most dancers %d, second %d, third %d VP", gah_rules.ballroom_rank_vp_34[0],
                     gah_rules.ballroom_rank_vp_34[1], gah_rules.ballroom_rank_vp_34[2]);
        break;
    case GAH_BALLROOM_SCORE_PAIRS: snprintf(out, size, "%d VP for every two of your dancers", gah_rules.ballroom_pairs_vp); break;
    default: snprintf(out, size, "?"); break;
    }
}

/* A dancer's space: a parquet disc; `four_only` ones carry the "4 players" mark. */
static void dancer_space(cairo_t *cr, const pack_rect *r, bool four_only)
{
    double cx = r->x + r->w / 2.0, cy = r->y + r->h / 2.0, rad = r->w / 2.0 - 1;
    cairo_arc(cr, cx, cy, rad, 0, 2 * PACK_PI);
    pack_set_rgb(cr, floorboard);
    cairo_fill_preserve(cr);
    pack_set_rgb(cr, PACK_GILT);
    cairo_set_line_width(cr, 2);
    cairo_stroke(cr);
    if (!four_only) return;
    /* Reserved for four players: a dashed ring and a small "4" with a person glyph's round head. */
    static const double dash[] = {3, 2};
    cairo_set_dash(cr, dash, 2, 0);
    cairo_arc(cr, cx, cy, rad - 4, 0, 2 * PACK_PI);
    pack_set_rgb(cr, plum);
    cairo_set_line_width(cr, 1.2);
    cairo_stroke(cr);
    cairo_set_dash(cr, NULL, 0, 0);
    pack_text(cr, PACK_FONT_NUMBER, 14, cx, cy + 1, 1, "4");
}

static void draw_ballroom(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    const gah_ballroom_board *b = &gah_ballroom_boards[s->arg / 2];
    bool two = s->arg % 2 == 0;
    char buf[160];
    /* The board itself starts below the round indicator's place (the tile lies above it). */
    const pack_rect *round = pack_rect_need(ctx, "ballroom/round");
    double top = round->y + round->h + 2;
    rounded_box(cr, 1, top, s->w - 2, s->h - top - 1, PACK_PAPER, 1, plum, 3);
    const pack_rect *title = pack_rect_need(ctx, "ballroom/title");
    rounded_box(cr, title->x, title->y, title->w, title->h, plum, 1, PACK_GILT, 1.5);
    pack_set_rgb(cr, PACK_PAPER_LIGHT);
    pack_text_fit(cr, PACK_FONT_TITLE, 21, 12, title->x + title->w / 2.0, title->y + title->h / 2.0, title->w - 50, 1, b->name);
    /* The side: "2" or "3-4" players, in the title's corner. */
    pack_set_rgb(cr, PACK_GILT);
    pack_text(cr, PACK_FONT_TEXT_BOLD, 10, title->x + title->w - 6, title->y + title->h / 2.0, 2, two ? "2 pl." : "3-4 pl.");
    const pack_rect *sc = pack_rect_need(ctx, "ballroom/scoring");
    scoring_text(b, two, buf, sizeof buf);
    pack_set_rgb(cr, PACK_INK);
    pack_text_box(cr, PACK_FONT_TEXT, 11, sc->x + 2, sc->y, sc->w - 4, sc->h - 14, 1, buf);
    snprintf(buf, sizeof buf, "no dancer here: −%d VP", gah_rules.ballroom_no_dancer_vp);
    pack_set_rgb(cr, PACK_RED);
    pack_text(cr, PACK_FONT_TEXT_BOLD, 10, sc->x + sc->w / 2.0, sc->y + sc->h - 6, 1, buf);
    int side = two ? 0 : 2; /* spaces[players - 2]: the 3/4 side is drawn with every 4-player space */
    for (int row = 0; row < 3; row++) {
        const pack_rect *r = pack_rect_need(ctx, "ballroom/row/%d", row + 1);
        rounded_box(cr, r->x, r->y, r->w, r->h, row == 0 ? PACK_YELLOW : row == 1 ? PACK_GILT : PACK_GREY, 0.12, PACK_GILT, 1.2);
        const pack_rect *bonus = pack_rect_need(ctx, "ballroom/bonus/%d", row + 1);
        int spaces = b->spaces[side][row], three = b->spaces[1][row];
        if (!spaces) {
            pack_set_rgba(cr, PACK_INK, 0.6);
            pack_text(cr, PACK_FONT_TITLE_ITALIC, 15, r->x + r->w / 2.0, r->y + r->h / 2.0, 1, "no middle row with two players");
            continue;
        }
        rounded_box(cr, bonus->x, bonus->y, bonus->w, bonus->h, PACK_PAPER_LIGHT, 1, PACK_GILT, 1.2);
        if (row < 2 && b->bonus_count[row]) {
            effects_spec(b->bonus[row], b->bonus_count[row], buf, sizeof buf);
            pack_icon_line(cr, ctx, buf, bonus->x + bonus->w / 2.0, bonus->y + 20, 22, bonus->w - 6);
        } else {
            pack_set_rgba(cr, PACK_INK, 0.55);
            pack_text(cr, PACK_FONT_TEXT, 9, bonus->x + bonus->w / 2.0, bonus->y + 20, 1, "no bonus");
        }
        /* The row's price in champagne along the bottom of the bonus box. */
        snprintf(buf, sizeof buf, "%d", b->cost[row]);
        pack_icon_number(cr, ctx, "icon/champagne", bonus->x + bonus->w / 2.0 - 14, bonus->y + bonus->h - 32, 28, buf);
        for (int k = 0; k < spaces && k < 5; k++)
            dancer_space(cr, pack_rect_need(ctx, "ballroom/space/%d/%d", row + 1, k + 1), !two && k >= three);
    }
}

static void draw_balcony(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    const pack_rect *sp = pack_rect_need(ctx, "balcony/space");
    rounded_box(cr, 1, 1, s->w - 2, s->h - 2, PACK_PAPER, 1, plum, 3);
    /* A balustrade under the space: the door aligns with the rightmost ballroom's top row. */
    pack_set_rgb(cr, plum);
    pack_text(cr, PACK_FONT_TITLE, 13, s->w / 2.0, 12, 1, "Balcony");
    cairo_set_line_width(cr, 2);
    for (int i = 0; i < 7; i++) {
        double x = 8 + i * (s->w - 16) / 6.0;
        cairo_move_to(cr, x, s->h - 10);
        cairo_line_to(cr, x, s->h - 4);
    }
    cairo_move_to(cr, 6, s->h - 10);
    cairo_line_to(cr, s->w - 6, s->h - 10);
    cairo_stroke(cr);
    pack_rounded_rect(cr, sp->x, sp->y, sp->w, sp->h, 8);
    pack_set_rgb(cr, floorboard);
    cairo_fill_preserve(cr);
    pack_set_rgb(cr, PACK_GILT);
    cairo_stroke(cr);
    char buf[16];
    snprintf(buf, sizeof buf, "%d", gah_rules.balcony_cost);
    pack_icon_number(cr, ctx, "icon/champagne", sp->x + sp->w / 2.0 - 14, sp->y + sp->h / 2.0 - 14, 28, buf);
}

/* The round indicator: the round after whose Emperor scoring the ballroom below scores. */
static void draw_round(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    char buf[8];
    rounded_box(cr, 1, 1, s->w - 2, s->h - 2, plum, 1, PACK_GILT, 2.5);
    pack_draw_sprite(cr, ctx, "icon/emperor", 8, (s->h - 30) / 2.0, 30, 30, 1);
    snprintf(buf, sizeof buf, "%d", s->arg);
    pack_set_rgb(cr, PACK_PAPER_LIGHT);
    pack_text(cr, PACK_FONT_NUMBER, 28, s->w * 0.66, s->h / 2.0 + 1, 1, buf);
}

static void draw_rehearsal(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    const gah_rehearsal_board *b = &gah_rehearsal_boards[s->arg];
    char buf[160];
    rounded_box(cr, 1, 1, s->w - 2, s->h - 2, floorboard, 1, plum, 2.5);
    for (int k = 0; k < GAH_REHEARSAL_SECTIONS; k++) {
        const pack_rect *r = pack_rect_need(ctx, "rehearsal/section/%d", k + 1);
        rounded_box(cr, r->x, r->y, r->w, r->h, PACK_PAPER_LIGHT, 0.9, PACK_GILT, 1.2);
        effects_spec(b->bonus[k], b->bonus_count[k], buf, sizeof buf);
        pack_icon_line(cr, ctx, buf, r->x + r->w / 2.0, r->y + 20, 22, r->w - 8);
        for (int d = 1; d <= k + 1; d++) {
            const pack_rect *sp = pack_rect_need(ctx, "rehearsal/dancer/%d/%d", k + 1, d);
            cairo_arc(cr, sp->x + sp->w / 2.0, sp->y + sp->h / 2.0, sp->w / 2.0 - 1, 0, 2 * PACK_PI);
            pack_set_rgba(cr, plum, 0.18);
            cairo_fill_preserve(cr);
            pack_set_rgb(cr, plum);
            cairo_set_line_width(cr, 1.2);
            cairo_stroke(cr);
        }
    }
    /* The board's number, small, in the corner. */
    snprintf(buf, sizeof buf, "%d", b->id);
    pack_set_rgba(cr, plum, 0.7);
    pack_text(cr, PACK_FONT_TEXT_BOLD, 9, s->w - 6, s->h - 5, 2, buf);
}

/* The action board overlay: on space 1 (dishes) and 2 (drinks) each die may bring a champagne instead,
 * as long as the counts go down from left to right (strudel >= cake >= champagne). */
static void draw_overlay(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    const char *spec = s->arg == 1 ? "icon/strudel ≥ icon/cake ≥ icon/champagne" : "icon/wine ≥ icon/coffee ≥ icon/champagne";
    rounded_box(cr, 1, 1, s->w - 2, s->h - 2, PACK_PAPER_LIGHT, 1, plum, 1.5);
    pack_set_rgb(cr, PACK_INK);
    pack_icon_line(cr, ctx, spec, s->w / 2.0, s->h / 2.0, s->h - 6, s->w - 8);
}

void pack_ballrooms_register(pack_ctx *ctx)
{
    const pack_board *ballroom = pack_board_find(ctx, "ballroom"), *balcony = pack_board_find(ctx, "balcony");
    const pack_board *rehearsal = pack_board_find(ctx, "rehearsal");
    if (!ballroom || !balcony || !rehearsal) pack_fail(ctx->layout_dir, 0, "the ballroom, balcony and rehearsal boards are needed");
    char name[PACK_NAME_MAX];
    for (int i = 0; i < gah_ballroom_board_count; i++) {
        for (int k = 0; k < 3; k++)
            if (gah_ballroom_boards[i].spaces[k][0] > 5 || gah_ballroom_boards[i].spaces[k][1] > 5 || gah_ballroom_boards[i].spaces[k][2] > 5)
                pack_fail("ballrooms.tsv", 0, "%s: the board layout has five spaces a row", gah_ballroom_boards[i].name);
        snprintf(name, sizeof name, "ballroom/%d-2", gah_ballroom_boards[i].id);
        pack_sprite_add(ctx, name, ballroom->w, ballroom->h, draw_ballroom, i * 2);
        snprintf(name, sizeof name, "ballroom/%d-34", gah_ballroom_boards[i].id);
        pack_sprite_add(ctx, name, ballroom->w, ballroom->h, draw_ballroom, i * 2 + 1);
    }
    pack_sprite_add(ctx, "ballroom/balcony", balcony->w, balcony->h, draw_balcony, 0);
    for (int i = 0; i < 3; i++) {
        snprintf(name, sizeof name, "ballroom/round-%d", gah_rules.emperor_scoring_rounds[i]);
        const pack_rect *r = pack_rect_need(ctx, "ballroom/round");
        pack_sprite_add(ctx, name, r->w, r->h, draw_round, gah_rules.emperor_scoring_rounds[i]);
    }
    for (int i = 0; i < gah_rehearsal_board_count; i++) {
        snprintf(name, sizeof name, "rehearsal/%d", gah_rehearsal_boards[i].id);
        pack_sprite_add(ctx, name, rehearsal->w, rehearsal->h, draw_rehearsal, i);
    }
    const pack_rect *space = pack_rect_need(ctx, "action/space/1");
    pack_sprite_add(ctx, "overlay/dishes", space->w, 26, draw_overlay, 1);
    pack_sprite_add(ctx, "overlay/drinks", space->w, 26, draw_overlay, 2);
}

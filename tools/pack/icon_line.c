/* Icons with their numbers (krone, VP, a disc at the corner) and the icon lines of the faces: a card's effect
 * written in words and icons ("2 icon/krone -> icon/vp"), laid out in one line or rows, with the glyphs drawn
 * here rather than in SVG (generic rooms, cards, guests, a dancer); on a small face the numbers keep the
 * face's floor size. */
#include "pack.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

static void minus_sign(char *out, size_t size, const char *text)
{
    if (text[0] == '-') snprintf(out, size, "\xe2\x88\x92%s", text + 1);
    else snprintf(out, size, "%s", text);
}

/* On the small faces an icon's number is what is read from across the table: it takes more of the icon. */
static bool small_face;
static double small_floor; /* the small face's smallest number or word: icons shrink, their numbers do not */

void pack_small_face(double text_floor)
{
    small_face = text_floor > 0;
    small_floor = text_floor;
}

static double number_size(double wanted) { return small_face && wanted < small_floor ? small_floor : wanted; }

/* A small numbered disc over the bottom-right corner of an icon. */
static void corner_disc(cairo_t *cr, double x, double y, double size, const char *text)
{
    double r = size * (small_face ? 0.4 : 0.25);
    if (small_face && r * 1.5 < small_floor) r = small_floor / 1.5;
    double bx = x + size - r * 0.9, by = y + size - r * 0.9;
    if (small_face) {
        cairo_arc(cr, bx, by, r, 0, 2 * PACK_PI);
        pack_set_rgb(cr, PACK_PAPER_LIGHT);
        cairo_fill_preserve(cr);
        pack_set_rgb(cr, PACK_INK);
        cairo_set_line_width(cr, size * 0.04);
        cairo_stroke(cr);
        pack_text_fit(cr, PACK_FONT_TEXT_BOLD, r * 1.5, r * 1.5, bx, by, r * 2.2, 1, text);
        return;
    }
    cairo_arc(cr, bx, by, r, 0, 2 * PACK_PI);
    pack_set_rgb(cr, PACK_PAPER_LIGHT);
    cairo_fill_preserve(cr);
    pack_set_rgb(cr, PACK_INK);
    cairo_set_line_width(cr, size * 0.04);
    cairo_stroke(cr);
    pack_text_fit(cr, PACK_FONT_TEXT_BOLD, r * 1.3, r * 0.6, bx, by, r * 1.7, 1, text);
}

void pack_icon_number(cairo_t *cr, const pack_ctx *ctx, const char *sprite, double x, double y, double size,
                      const char *text)
{
    char buf[40];
    minus_sign(buf, sizeof buf, text);
    double cx = x + size / 2, cy = y + size / 2;
    if (strcmp(sprite, "icon/krone") == 0) {
        cairo_arc(cr, cx, cy, size * 0.44, 0, 2 * PACK_PI);
        pack_set_rgb(cr, PACK_YELLOW);
        cairo_fill_preserve(cr);
        pack_set_rgb(cr, PACK_INK);
        cairo_set_line_width(cr, size * 0.045);
        cairo_stroke(cr);
        cairo_arc(cr, cx, cy, size * 0.34, 0, 2 * PACK_PI);
        cairo_set_source_rgb(cr, 0.91, 0.76, 0.35);
        cairo_fill_preserve(cr);
        pack_set_rgb(cr, PACK_GILT);
        cairo_set_line_width(cr, size * 0.04);
        cairo_stroke(cr);
        pack_set_rgb(cr, PACK_INK);
        if (small_face) pack_text_badge(cr, number_size(size * 0.6), cx, cy, buf);
        else pack_text_fit(cr, PACK_FONT_TEXT_BOLD, size * 0.46, size * 0.2, cx, cy, size * 0.6, 1, buf);
        return;
    }
    pack_draw_sprite(cr, ctx, sprite, x, y, size, size, 1);
    if (strcmp(sprite, "icon/vp") == 0) {
        double fs = small_face ? number_size(size * 0.6) : size * 0.44;
        while (!small_face && fs > size * 0.2 && pack_text_width(cr, PACK_FONT_TEXT_BOLD, fs, buf) > size * 0.56) fs -= 0.25;
        pack_text_badge(cr, fs, cx, cy - size * 0.02, buf);
        return;
    }
    corner_disc(cr, x, y, size, buf);
}

/* ---- glyphs drawn here rather than in SVG: generic rooms, cards and guests in icon lines ---- */

static void glyph_room(cairo_t *cr, double x, double y, double s, bool occupied)
{
    pack_rounded_rect(cr, x + s * 0.06, y + s * 0.06, s * 0.88, s * 0.88, s * 0.1);
    pack_set_rgb(cr, PACK_PAPER_LIGHT);
    cairo_fill_preserve(cr);
    pack_set_rgb(cr, PACK_GILT);
    cairo_set_line_width(cr, s * 0.07);
    cairo_stroke(cr);
    cairo_rectangle(cr, x + s * 0.3, y + s * 0.24, s * 0.4, s * 0.62);
    pack_set_rgb(cr, occupied ? PACK_INK : PACK_PAPER);
    cairo_fill_preserve(cr);
    pack_set_rgb(cr, PACK_INK);
    cairo_set_line_width(cr, s * 0.05);
    cairo_stroke(cr);
    if (occupied) {
        pack_set_rgb(cr, PACK_YELLOW);
        cairo_arc(cr, x + s * 0.5, y + s * 0.46, s * 0.08, 0, 2 * PACK_PI);
        cairo_fill(cr);
        cairo_move_to(cr, x + s * 0.36, y + s * 0.85);
        cairo_curve_to(cr, x + s * 0.36, y + s * 0.6, x + s * 0.64, y + s * 0.6, x + s * 0.64, y + s * 0.85);
        cairo_close_path(cr);
        cairo_fill(cr);
    }
}

void pack_glyph_card(cairo_t *cr, double x, double y, double s, bool guest)
{
    double w = s * 0.66, h = s * 0.92;
    pack_rounded_rect(cr, x + (s * 0.7 - w) / 2, y + s * 0.04, w, h, s * 0.08);
    pack_set_rgb(cr, guest ? PACK_PAPER_LIGHT : PACK_RED);
    cairo_fill_preserve(cr);
    pack_set_rgb(cr, PACK_INK);
    cairo_set_line_width(cr, s * 0.05);
    cairo_stroke(cr);
    double cx = x + s * 0.35;
    if (guest) {
        pack_set_rgb(cr, PACK_INK);
        cairo_arc(cr, cx, y + s * 0.38, s * 0.1, 0, 2 * PACK_PI);
        cairo_fill(cr);
        cairo_move_to(cr, cx - s * 0.18, y + s * 0.8);
        cairo_curve_to(cr, cx - s * 0.18, y + s * 0.5, cx + s * 0.18, y + s * 0.5, cx + s * 0.18, y + s * 0.8);
        cairo_close_path(cr);
        cairo_fill(cr);
    } else {
        pack_set_rgb(cr, PACK_YELLOW);
        cairo_arc(cr, cx, y + s * 0.55, s * 0.14, PACK_PI, 2 * PACK_PI);
        cairo_close_path(cr);
        cairo_fill(cr);
        cairo_rectangle(cr, cx - s * 0.18, y + s * 0.56, s * 0.36, s * 0.06);
        cairo_fill(cr);
    }
}

/* The door shape of a room colour (as in the door SVGs: blue arched, red square with a diamond, yellow
 * with a round window), in a 64-unit box at (x, y) of size s; drawn faint on the hotel boards. */
void pack_door_shape(cairo_t *cr, int colour, double x, double y, double s, double alpha)
{
    double u = s / 64;
    cairo_save(cr);
    cairo_translate(cr, x, y);
    cairo_scale(cr, u, u);
    cairo_new_path(cr);
    if (colour == GAH_COLOUR_BLUE) {
        cairo_move_to(cr, 19, 58);
        cairo_line_to(cr, 19, 30);
        cairo_arc(cr, 32, 30, 13, PACK_PI, 2 * PACK_PI);
        cairo_line_to(cr, 45, 58);
        cairo_close_path(cr);
    } else if (colour == GAH_COLOUR_RED) {
        cairo_rectangle(cr, 18, 18, 28, 40);
    } else {
        pack_rounded_rect(cr, 19, 16, 26, 42, 3);
    }
    pack_set_rgba(cr, PACK_PAPER_LIGHT, alpha);
    cairo_fill_preserve(cr);
    pack_set_rgba(cr, pack_colour_of(colour), alpha);
    cairo_set_line_width(cr, 2.5);
    cairo_stroke(cr);
    if (colour == GAH_COLOUR_RED) {
        cairo_move_to(cr, 32, 21);
        cairo_line_to(cr, 37, 26);
        cairo_line_to(cr, 32, 31);
        cairo_line_to(cr, 27, 26);
        cairo_close_path(cr);
    } else if (colour == GAH_COLOUR_YELLOW) {
        cairo_arc(cr, 32, 25, 6.5, 0, 2 * PACK_PI);
    }
    cairo_set_line_width(cr, 2);
    cairo_stroke(cr);
    cairo_move_to(cr, 12, 58.5);
    cairo_line_to(cr, 52, 58.5);
    cairo_set_line_width(cr, 3);
    cairo_stroke(cr);
    cairo_restore(cr);
}

/* A green guest takes a room of any colour: a green tile showing all three door shapes. */
void pack_glyph_green(cairo_t *cr, double x, double y, double s)
{
    pack_rounded_rect(cr, x + s * 0.04, y + s * 0.04, s * 0.92, s * 0.92, s * 0.1);
    pack_set_rgb(cr, PACK_GREEN);
    cairo_fill_preserve(cr);
    pack_set_rgb(cr, PACK_GILT);
    cairo_set_line_width(cr, s * 0.05);
    cairo_stroke(cr);
    pack_set_rgb(cr, PACK_PAPER_LIGHT);
    double b = y + s * 0.8, u = s / 64;
    cairo_move_to(cr, x + 10 * u, b); /* arched */
    cairo_line_to(cr, x + 10 * u, b - 22 * u);
    cairo_arc(cr, x + 17 * u, b - 22 * u, 7 * u, PACK_PI, 2 * PACK_PI);
    cairo_line_to(cr, x + 24 * u, b);
    cairo_close_path(cr);
    cairo_rectangle(cr, x + 27 * u, b - 30 * u, 12 * u, 30 * u); /* square */
    cairo_rectangle(cr, x + 42 * u, b - 32 * u, 12 * u, 32 * u); /* round window */
    cairo_fill(cr);
    pack_set_rgb(cr, PACK_GREEN);
    cairo_move_to(cr, x + 33 * u, b - 27 * u);
    cairo_line_to(cr, x + 36 * u, b - 24 * u);
    cairo_line_to(cr, x + 33 * u, b - 21 * u);
    cairo_line_to(cr, x + 30 * u, b - 24 * u);
    cairo_close_path(cr);
    cairo_arc(cr, x + 48 * u, b - 25 * u, 3.5 * u, 0, 2 * PACK_PI);
    cairo_fill(cr);
}

/* ---- icon lines ---- */

typedef struct icon_token {
    char sprite[PACK_NAME_MAX]; /* "" = text token */
    char text[32];              /* the text token, or the badge over an icon */
    double w;                   /* width at scale 1 */
} icon_token;

/* Words of the full faces' icon lines that a small face draws as pictures (a word at a readable size is
 * wider than the small card). Returns the width at scale 1, or 0 when the word has no picture. */
static double word_glyph(cairo_t *cr, const char *word, double x, double cy, double s, bool draw)
{
    double y = cy - s / 2;
    if (!strcmp(word, "dancer")) {
        if (draw) {
            pack_set_rgb(cr, PACK_INK);
            cairo_arc(cr, x + s * 0.35, y + s * 0.18, s * 0.13, 0, 2 * PACK_PI);
            cairo_fill(cr);
            cairo_move_to(cr, x + s * 0.35, y + s * 0.32);
            cairo_line_to(cr, x + s * 0.05, y + s * 0.95);
            cairo_line_to(cr, x + s * 0.65, y + s * 0.95);
            cairo_close_path(cr);
            pack_set_rgb(cr, PACK_RED);
            cairo_fill(cr);
        }
        return 0.7;
    }
    if (!strcmp(word, "objective")) {
        if (draw) {
            pack_rounded_rect(cr, x + s * 0.05, y + s * 0.05, s * 0.6, s * 0.9, s * 0.08);
            pack_set_rgb(cr, PACK_GILT);
            cairo_fill(cr);
            cairo_move_to(cr, x + s * 0.17, y + s * 0.5);
            cairo_line_to(cr, x + s * 0.3, y + s * 0.68);
            cairo_line_to(cr, x + s * 0.53, y + s * 0.3);
            pack_set_rgb(cr, PACK_PAPER_LIGHT);
            cairo_set_line_width(cr, s * 0.09);
            cairo_stroke(cr);
        }
        return 0.7;
    }
    bool floor = !strcmp(word, "floor"), column = !strcmp(word, "column");
    if (!floor && !column) return 0;
    if (draw) {
        for (int i = 0; i < 3; i++) {
            double bx = floor ? x + i * s * 0.42 : x + s * 0.05, by = floor ? y + s * 0.3 : y + i * s * 0.33;
            cairo_rectangle(cr, bx + s * 0.02, by + s * 0.02, s * 0.38, s * 0.29);
        }
        pack_set_rgb(cr, PACK_INK);
        cairo_set_line_width(cr, s * 0.06);
        cairo_stroke(cr);
    }
    return floor ? 1.3 : 0.5;
}

static bool has_corner_number(const icon_token *t)
{
    return t->sprite[0] && t->text[0] && strcmp(t->sprite, "icon/krone") && strcmp(t->sprite, "icon/vp");
}

static double glyph_width(cairo_t *cr, const pack_ctx *ctx, const icon_token *t, double size);

/* A coin with a minus ("1 krone off", "pay 2"): the minus is printed before the coin, not over its edge,
 * and the coin carries the digits alone. */
static bool krone_minus(const icon_token *t) { return !strcmp(t->sprite, "icon/krone") && t->text[0] == '-' && t->text[1]; }

static double minus_size(double size) { return small_face ? number_size(size * 0.6) : size * 0.55; }

static double minus_width(cairo_t *cr, double size)
{
    return pack_text_width(cr, PACK_FONT_TEXT_BOLD, minus_size(size), "\xe2\x88\x92") * 1.08;
}

static double token_width(cairo_t *cr, const pack_ctx *ctx, icon_token *t, double size)
{
    if (krone_minus(t)) {
        icon_token coin = *t;
        memmove(coin.text, coin.text + 1, strlen(coin.text));
        return minus_width(cr, size) + token_width(cr, ctx, &coin, size);
    }
    if (small_face && !t->sprite[0]) {
        double glyph = word_glyph(cr, t->text, 0, 0, size, false);
        if (glyph > 0) return size * glyph;
    }
    /* A small face prints an icon's number beside it, at a readable size, rather than in a disc over it. */
    if (small_face && t->sprite[0] && t->text[0]) {
        double number = pack_text_width(cr, PACK_FONT_TEXT_BOLD, number_size(size * 0.6), t->text);
        if (!has_corner_number(t)) return number * 1.1 > size ? number * 1.1 : size;
        return glyph_width(cr, ctx, t, size) + number * 1.05;
    }
    return glyph_width(cr, ctx, t, size);
}

static double glyph_width(cairo_t *cr, const pack_ctx *ctx, const icon_token *t, double size)
{
    if (!t->sprite[0]) return pack_text_width(cr, PACK_FONT_TEXT_BOLD, small_face ? number_size(size * 0.6) : size * 0.55, t->text);
    if (strcmp(t->sprite, "@card") == 0 || strcmp(t->sprite, "@guest") == 0) return size * 0.7;
    if (t->sprite[0] == '@') return size;
    const pack_sprite *s = pack_sprite_find(ctx, t->sprite);
    if (!s) pack_fail("gah-pack", 0, "internal: icon line names no sprite '%s'", t->sprite);
    return size * s->w / s->h;
}

static void token_draw(cairo_t *cr, const pack_ctx *ctx, const icon_token *t, double x, double cy, double size)
{
    double y = cy - size / 2;
    if (krone_minus(t)) {
        double mw = minus_width(cr, size);
        pack_set_rgb(cr, PACK_INK);
        pack_text(cr, PACK_FONT_TEXT_BOLD, minus_size(size), x, cy, 0, "\xe2\x88\x92");
        icon_token coin = *t;
        memmove(coin.text, coin.text + 1, strlen(coin.text));
        coin.w = t->w - mw / size;
        token_draw(cr, ctx, &coin, x + mw, cy, size);
        return;
    }
    /* Every face, full or small: a minus is never printed over a coin (it ran over the coin's edge). */
    if (!strcmp(t->sprite, "icon/krone") && t->text[0] == '-')
        pack_fail("gah-pack", 0, "internal: a minus printed over a coin's edge (%s:%s)", t->sprite, t->text);
    if (small_face && !t->sprite[0] && word_glyph(cr, t->text, x, cy, size, true) > 0) return;
    if (small_face && t->sprite[0] && t->text[0]) {
        char number[40];
        minus_sign(number, sizeof number, t->text);
        double fs = number_size(size * 0.6), w = t->w * size;
        if (!has_corner_number(t)) { /* krone and VP: the number over the coin or laurel, centred */
            pack_draw_sprite(cr, ctx, t->sprite, x + (w - size) / 2, y, size, size, 1);
            pack_text_badge(cr, fs, x + w / 2, cy, number);
            return;
        }
        icon_token bare = *t;
        bare.text[0] = 0;
        double gw = glyph_width(cr, ctx, &bare, size);
        bare.w = gw / size;
        token_draw(cr, ctx, &bare, x, cy, size);
        double nw = pack_text_width(cr, PACK_FONT_TEXT_BOLD, fs, number);
        pack_text_badge(cr, fs, x + gw + nw * 0.55, cy + size * 0.12, number);
        return;
    }
    if (!t->sprite[0]) {
        pack_set_rgb(cr, PACK_INK);
        pack_text(cr, PACK_FONT_TEXT_BOLD, small_face ? number_size(size * 0.6) : size * 0.55, x, cy, 0, t->text);
        return;
    }
    if (strcmp(t->sprite, "@room") == 0) glyph_room(cr, x, y, size, false);
    else if (strcmp(t->sprite, "@occupied") == 0) glyph_room(cr, x, y, size, true);
    else if (strcmp(t->sprite, "@card") == 0) pack_glyph_card(cr, x, y, size, false);
    else if (strcmp(t->sprite, "@guest") == 0) pack_glyph_card(cr, x, y, size, true);
    else if (strcmp(t->sprite, "@green") == 0) pack_glyph_green(cr, x, y, size);
    else if (strcmp(t->sprite, "@item") == 0) {
        static const char *const items[4] = {"icon/strudel", "icon/cake", "icon/wine", "icon/coffee"};
        for (int i = 0; i < 4; i++)
            pack_draw_sprite(cr, ctx, items[i], x + (i % 2) * size / 2, y + (i / 2) * size / 2, size / 2, size / 2, 1);
    } else if (t->text[0]) {
        pack_icon_number(cr, ctx, t->sprite, x, y, size, t->text);
        return;
    } else {
        pack_draw_sprite(cr, ctx, t->sprite, x, y, t->w * size, size, 1);
    }
    if (t->text[0]) corner_disc(cr, x + (t->w - 1) * size, y, size, t->text);
}

static int icon_tokens(const char *spec, icon_token tokens[24])
{
    int n = 0;
    char buf[512];
    snprintf(buf, sizeof buf, "%s", spec);
    for (char *save = NULL, *tok = strtok_r(buf, " ", &save); tok && n < 24; tok = strtok_r(NULL, " ", &save)) {
        icon_token *t = &tokens[n++];
        memset(t, 0, sizeof *t);
        char *colon = strchr(tok, ':');
        bool sprite = tok[0] == '@' || strchr(tok, '/');
        if (sprite && tok[1]) {
            if (colon) {
                *colon = 0;
                snprintf(t->text, sizeof t->text, "%s", colon + 1);
            }
            snprintf(t->sprite, sizeof t->sprite, "%s", tok);
        } else {
            snprintf(t->text, sizeof t->text, "%s", tok);
        }
    }
    return n;
}

void pack_icon_line(cairo_t *cr, const pack_ctx *ctx, const char *spec, double cx, double cy, double size,
                    double max_w)
{
    icon_token tokens[24];
    int n = icon_tokens(spec, tokens);
    double gap = 0.12, total = 0;
    for (int i = 0; i < n; i++) {
        tokens[i].w = token_width(cr, ctx, &tokens[i], size) / size;
        total += tokens[i].w + (i ? gap : 0);
    }
    if (total * size > max_w) size = max_w / total;
    double x = cx - total * size / 2;
    for (int i = 0; i < n; i++) {
        token_draw(cr, ctx, &tokens[i], x, cy, size);
        x += (tokens[i].w + gap) * size;
    }
}

/* Rows of icons for the small faces: the line is broken between tokens rather than shrunk, so that its
 * numbers stay large; only when even `box_h` cannot hold the rows does the size go down. */
int pack_icon_rows(cairo_t *cr, const pack_ctx *ctx, const char *spec, double x, double y, double w, double box_h,
                    double size)
{
    icon_token tokens[24];
    int n = icon_tokens(spec, tokens);
    if (!n) return 0;
    const double gap = 0.12, lead = 1.08;
    int row_of[24], rows;
    for (;; size *= 0.94) {
        for (int i = 0; i < n; i++) tokens[i].w = token_width(cr, ctx, &tokens[i], size) / size;
        rows = 1;
        double used = 0;
        bool too_wide = false;
        for (int i = 0; i < n; i++) {
            double add = tokens[i].w + (used > 0 ? gap : 0);
            if (used > 0 && (used + add) * size > w) {
                rows++;
                used = 0;
                add = tokens[i].w;
            }
            used += add;
            too_wide |= used * size > w;
            row_of[i] = rows - 1;
        }
        if ((!too_wide && rows * size * lead <= box_h) || size < 4) break;
    }
    double top = y + (box_h - rows * size * lead) / 2 + size * lead / 2;
    for (int r = 0; r < rows; r++) {
        double total = 0;
        for (int i = 0; i < n; i++)
            if (row_of[i] == r) total += tokens[i].w + (total > 0 ? gap : 0);
        double cx = x + w / 2 - total * size / 2, cy = top + r * size * lead;
        for (int i = 0; i < n; i++) {
            if (row_of[i] != r) continue;
            token_draw(cr, ctx, &tokens[i], cx, cy, size);
            cx += (tokens[i].w + gap) * size;
        }
    }
    return rows;
}

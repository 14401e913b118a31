/* Let's Waltz module 3, Unique Hotels, in our own drawing: the ten hotel entrances (facts and words from
 * entrances.tsv), the four solo entrances of seed 002, Hotel Dove's five bonus tokens (dove_tokens.tsv), the
 * cogwheel token, and Chateau Paulwei's own occupancy bonus charts, drawn the size of the hotel's charts so
 * that the window can lay them over the printed ones. */
#include "pack.h"

#include "gah/engine.h"
#include "gah/faces.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* 160 x 231: the card viewer's proportions, so an entrance enlarged keeps its shape. */
enum { ENTRANCE_W = GAH_FACE_ENTRANCE_W, ENTRANCE_H = GAH_FACE_ENTRANCE_H, DOVE = 72, COG = 40,
       SMALL_W = GAH_FACE_SMALL_ENTRANCE_W, SMALL_H = GAH_FACE_SMALL_ENTRANCE_H };

/* The solo entrances (seed 002, Dinner for One with module 3), in our own words. Their engine part is its
 * own work; the faces are drawn here with the others. */
typedef struct solo_entrance {
    const char *key, *name, *text;
} solo_entrance;

static const solo_entrance solo_entrances[] = {
    {"couture", "Hautel Couture",
     "Leopold starts with three guests of 5-7 VP and rooms kept for them. An item lies on each action space: take "
     "a die there and it goes to one of his guests if it can; a guest complete scores for him."},
    {"ninestars", "Nine Stars Inn",
     "An objective card beside his hotel is his stars track. Each objective step puts a cogwheel on it (9 at "
     "most); each floor or column you fill takes the last one off. Each Emperor scoring pays him 5, 10 or 15 VP "
     "by the lowest row with a cogwheel."},
    {"sushi", "Sushi Resort",
     "Six cogwheels lie on his room spaces. A room built there sends its cogwheel to the first guest of the "
     "queue: that guest costs you 1 krone more; he scores 8 VP when he takes it or it leaves the queue."},
    {"tollbridge", "Toll Bridge Hotel",
     "Each die he takes leaves a cogwheel on its space. Using a space with cogwheels costs you 1 krone (5 VP if "
     "you cannot pay and no space is free); he scores 1 VP per cogwheel there and one goes."},
};
#define SOLO_COUNT ((int)(sizeof solo_entrances / sizeof solo_entrances[0]))

/* A hotel front of our own: floors of windows over an awning and a door, the roof and colours varying with
 * the entrance so that each one is told apart at a glance. */
static void facade(cairo_t *cr, double x, double y, double w, double h, int variant, bool solo)
{
    static const pack_rgb walls[] = {{0.93, 0.86, 0.74}, {0.86, 0.78, 0.70}, {0.95, 0.90, 0.80}, {0.83, 0.80, 0.74},
                                     {0.92, 0.82, 0.72}};
    pack_rgb awning = (variant % 3 == 0) ? PACK_RED : (variant % 3 == 1) ? PACK_BLUE : PACK_YELLOW;
    if (solo) awning = PACK_GREEN;
    pack_rgb wall = walls[variant % 5];
    /* Sky and street. */
    cairo_rectangle(cr, x, y, w, h);
    pack_set_rgba(cr, PACK_PAPER_LIGHT, 1);
    cairo_fill(cr);
    int floors = 2 + variant % 2, cols = 3 + (variant / 2) % 3;
    double roof = h * 0.22, bw = w * 0.78, bx = x + (w - bw) / 2, by = y + roof, bh = h - roof - 6;
    /* The roof: pitched, a dome, or a flat cornice with a flag. */
    pack_set_rgb(cr, PACK_INK);
    switch (variant % 3) {
    case 0:
        cairo_move_to(cr, bx - 4, by);
        cairo_line_to(cr, bx + bw / 2, y + 3);
        cairo_line_to(cr, bx + bw + 4, by);
        cairo_close_path(cr);
        pack_set_rgba(cr, PACK_RED, 0.75);
        cairo_fill(cr);
        break;
    case 1:
        cairo_arc(cr, bx + bw / 2, by, roof * 0.8, PACK_PI, 2 * PACK_PI);
        pack_set_rgba(cr, PACK_BLUE, 0.7);
        cairo_fill(cr);
        break;
    default:
        cairo_rectangle(cr, bx - 4, by - 6, bw + 8, 6);
        pack_set_rgb(cr, PACK_GILT);
        cairo_fill(cr);
        cairo_move_to(cr, bx + bw / 2, by - 6);
        cairo_line_to(cr, bx + bw / 2, y + 3);
        pack_set_rgb(cr, PACK_INK);
        cairo_set_line_width(cr, 1.2);
        cairo_stroke(cr);
        cairo_rectangle(cr, bx + bw / 2, y + 3, 12, 7);
        pack_set_rgb(cr, PACK_RED);
        cairo_fill(cr);
        break;
    }
    /* The walls. */
    cairo_rectangle(cr, bx, by, bw, bh);
    pack_set_rgb(cr, wall);
    cairo_fill_preserve(cr);
    pack_set_rgb(cr, PACK_INK);
    cairo_set_line_width(cr, 1.5);
    cairo_stroke(cr);
    /* Windows: all floors but the ground floor. */
    double door_h = bh * 0.42, upper = bh - door_h - 4, fh = upper / floors, cw = bw / cols;
    for (int f = 0; f < floors; f++)
        for (int c = 0; c < cols; c++) {
            double wx = bx + c * cw + cw * 0.25, wy = by + 4 + f * fh + fh * 0.18;
            cairo_rectangle(cr, wx, wy, cw * 0.5, fh * 0.62);
            pack_set_rgba(cr, PACK_BLUE, 0.35);
            cairo_fill_preserve(cr);
            pack_set_rgb(cr, PACK_INK);
            cairo_set_line_width(cr, 0.8);
            cairo_stroke(cr);
        }
    /* The awning over the door, in stripes. */
    double aw = bw * 0.62, ax = bx + (bw - aw) / 2, ay = by + bh - door_h;
    int stripes = 6;
    for (int k = 0; k < stripes; k++) {
        cairo_rectangle(cr, ax + k * aw / stripes, ay, aw / stripes, door_h * 0.22);
        if (k % 2) pack_set_rgb(cr, PACK_PAPER_LIGHT);
        else pack_set_rgb(cr, awning);
        cairo_fill(cr);
    }
    cairo_rectangle(cr, ax, ay, aw, door_h * 0.22);
    pack_set_rgb(cr, PACK_INK);
    cairo_set_line_width(cr, 1);
    cairo_stroke(cr);
    /* The door: two leaves under an arch, and the steps. */
    double dw = aw * 0.42, dx = bx + (bw - dw) / 2, dy = ay + door_h * 0.3, dh = by + bh - dy;
    cairo_move_to(cr, dx, dy + dh);
    cairo_line_to(cr, dx, dy + dw / 2);
    cairo_arc(cr, dx + dw / 2, dy + dw / 2, dw / 2, PACK_PI, 2 * PACK_PI);
    cairo_line_to(cr, dx + dw, dy + dh);
    cairo_close_path(cr);
    pack_set_rgb(cr, PACK_INK);
    cairo_fill(cr);
    cairo_move_to(cr, dx + dw / 2, dy + dw / 2);
    cairo_line_to(cr, dx + dw / 2, dy + dh);
    pack_set_rgb(cr, PACK_GILT);
    cairo_set_line_width(cr, 1);
    cairo_stroke(cr);
    cairo_rectangle(cr, dx - 6, by + bh, dw + 12, 4);
    pack_set_rgb(cr, PACK_GREY);
    cairo_fill(cr);
}

/* The frame every entrance shares: paper, gilt edge, its name on a dark band. */
static void entrance_frame(cairo_t *cr, const char *name, pack_rgb band)
{
    pack_paper_plate(cr, 1.5, 1.5, ENTRANCE_W - 3, ENTRANCE_H - 3, 10, PACK_GILT, 3);
    pack_rounded_rect(cr, 7, 7, ENTRANCE_W - 14, 26, 5);
    pack_set_rgb(cr, band);
    cairo_fill(cr);
    pack_set_rgb(cr, PACK_PAPER_LIGHT);
    pack_text_fit(cr, PACK_FONT_TITLE, 16, 8, ENTRANCE_W / 2.0, 20, ENTRANCE_W - 22, 1, name);
}

/* What the entrance brings at once, as an icon line: its items, then the rest of `gained`. */
static void gained_icons(const gah_entrance *e, char *out, size_t size)
{
    static const char *const items[GAH_ITEM_COUNT] = {"icon/strudel", "icon/cake", "icon/wine", "icon/coffee", "icon/champagne"};
    out[0] = 0;
    for (int i = 0; i < GAH_ITEM_COUNT; i++)
        for (int k = 0; k < e->items[i]; k++) {
            size_t n = strlen(out);
            snprintf(out + n, size - n, "%s%s", n ? " " : "", items[i]);
        }
    size_t n = strlen(out);
    switch ((gah_entrance_gained)e->gained) {
    case GAH_GAINED_EMPEROR: snprintf(out + n, size - n, " + icon/emperor:%d", e->gained_amount); break;
    case GAH_GAINED_ROOMS: snprintf(out + n, size - n, " + %d @room", e->gained_amount); break;
    case GAH_GAINED_FREE_ROOM: snprintf(out + n, size - n, " + @room icon/krone:0"); break;
    case GAH_GAINED_GUEST: snprintf(out + n, size - n, " + @guest icon/krone:0"); break;
    case GAH_GAINED_DRAW_PLAY: snprintf(out + n, size - n, " + @card icon/krone:-%d", e->gained_amount); break;
    default: break;
    }
}

static void draw_entrance(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    const gah_entrance *e = &gah_entrances[s->arg];
    entrance_frame(cr, e->name, PACK_INK);
    facade(cr, 10, 38, ENTRANCE_W - 20, 78, e->id, false);
    pack_rounded_rect(cr, 10, 38, ENTRANCE_W - 20, 78, 4);
    pack_set_rgb(cr, PACK_GILT);
    cairo_set_line_width(cr, 1.5);
    cairo_stroke(cr);
    if (e->needs & GAH_WALTZ_MODULE(1)) { /* The Ren: only with the ballrooms */
        pack_rounded_rect(cr, 14, 42, 30, 14, 4);
        pack_set_rgb(cr, PACK_RED);
        cairo_fill(cr);
        pack_set_rgb(cr, PACK_PAPER_LIGHT);
        pack_text(cr, PACK_FONT_TEXT_BOLD, 9, 29, 49, 1, "M1");
    }
    char icons[256];
    gained_icons(e, icons, sizeof icons);
    pack_rounded_rect(cr, 8, 121, ENTRANCE_W - 16, 26, 5);
    pack_set_rgb(cr, PACK_PAPER_LIGHT);
    cairo_fill(cr);
    pack_icon_line(cr, ctx, icons, ENTRANCE_W / 2.0, 134, 20, ENTRANCE_W - 20);
    pack_set_rgb(cr, PACK_INK);
    pack_text_box(cr, PACK_FONT_TEXT, 10, 9, 151, ENTRANCE_W - 18, ENTRANCE_H - 158, 1, e->text);
}

static void draw_solo_entrance(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    const solo_entrance *e = &solo_entrances[s->arg];
    entrance_frame(cr, e->name, PACK_GREEN);
    facade(cr, 10, 38, ENTRANCE_W - 20, 78, s->arg + 11, true);
    pack_rounded_rect(cr, 10, 38, ENTRANCE_W - 20, 78, 4);
    pack_set_rgb(cr, PACK_GILT);
    cairo_set_line_width(cr, 1.5);
    cairo_stroke(cr);
    /* "Solo" on a tag, and the cogwheel the solo entrances use. */
    pack_rounded_rect(cr, 14, 42, 36, 14, 4);
    pack_set_rgb(cr, PACK_GREEN);
    cairo_fill(cr);
    pack_set_rgb(cr, PACK_PAPER_LIGHT);
    pack_text(cr, PACK_FONT_TEXT_BOLD, 9, 32, 49, 1, "Solo");
    if (s->arg > 0) pack_draw_sprite(cr, ctx, "token/cogwheel", ENTRANCE_W - 40, 42, 24, 24, 1);
    pack_set_rgb(cr, PACK_INK);
    pack_text_box(cr, PACK_FONT_TEXT, 10, 9, 122, ENTRANCE_W - 18, ENTRANCE_H - 129, 1, e->text);
}

/* ---- the small faces, for the table (gah/faces.h): the name, the front and what it brings, all at least
 * GAH_FACE_SMALL_TEXT_ENTRANCE; the rule's words are read on the full face in the card viewer ---- */

static void small_entrance_begin(cairo_t *cr, const char *name, pack_rgb band)
{
    pack_small_face(GAH_FACE_SMALL_TEXT_ENTRANCE);
    pack_text_min_reset();
    pack_paper_plate(cr, 1.5, 1.5, SMALL_W - 3, SMALL_H - 3, 7, PACK_GILT, 3);
    /* The name on two lines if it needs them: it is what tells the entrances apart across the table. */
    pack_rounded_rect(cr, 4, 4, SMALL_W - 8, 34, 4);
    pack_set_rgb(cr, band);
    cairo_fill(cr);
    pack_set_rgb(cr, PACK_PAPER_LIGHT);
    double size = GAH_FACE_SMALL_TEXT_ENTRANCE + 1;
    if (pack_text_width(cr, PACK_FONT_TITLE, size, name) <= SMALL_W - 12) {
        pack_text(cr, PACK_FONT_TITLE, size, SMALL_W / 2.0, 21, 1, name);
        return;
    }
    char first[64];
    const char *space = strrchr(name, ' ');
    snprintf(first, sizeof first, "%.*s", space ? (int)(space - name) : (int)strlen(name), name);
    pack_text_fit(cr, PACK_FONT_TITLE, size, GAH_FACE_SMALL_TEXT_ENTRANCE, SMALL_W / 2.0, 13, SMALL_W - 10, 1, first);
    if (space) pack_text_fit(cr, PACK_FONT_TITLE, size, GAH_FACE_SMALL_TEXT_ENTRANCE, SMALL_W / 2.0, 29, SMALL_W - 10, 1, space + 1);
}

static void small_entrance_end(const pack_sprite *s)
{
    pack_small_face(0);
    if (pack_text_min() < GAH_FACE_SMALL_TEXT_ENTRANCE - 0.01)
        pack_fail(s->name, 0, "the small face draws text of %.1f px, below %.1f (gah/faces.h)", pack_text_min(),
                  GAH_FACE_SMALL_TEXT_ENTRANCE);
}

static void draw_entrance_small(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    const gah_entrance *e = &gah_entrances[s->arg];
    small_entrance_begin(cr, e->name, PACK_INK);
    facade(cr, 8, 42, SMALL_W - 16, 52, e->id, false);
    if (e->needs & GAH_WALTZ_MODULE(1)) { /* The Ren: only with the ballrooms */
        pack_rounded_rect(cr, 8, 42, 30, 16, 4);
        pack_set_rgb(cr, PACK_RED);
        cairo_fill(cr);
        pack_set_rgb(cr, PACK_PAPER_LIGHT);
        pack_text(cr, PACK_FONT_TEXT_BOLD, GAH_FACE_SMALL_TEXT_ENTRANCE, 23, 50, 1, "M1");
    }
    char icons[256];
    gained_icons(e, icons, sizeof icons);
    pack_rounded_rect(cr, 4, 98, SMALL_W - 8, SMALL_H - 102, 4);
    pack_set_rgb(cr, PACK_PAPER_LIGHT);
    cairo_fill(cr);
    pack_icon_rows(cr, ctx, icons, 5, 99, SMALL_W - 10, SMALL_H - 104, 20);
    small_entrance_end(s);
}

static void draw_solo_entrance_small(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    const solo_entrance *e = &solo_entrances[s->arg];
    small_entrance_begin(cr, e->name, PACK_GREEN);
    facade(cr, 8, 42, SMALL_W - 16, 62, s->arg + 11, true);
    pack_rounded_rect(cr, 8, 108, SMALL_W - 16, 22, 4);
    pack_set_rgb(cr, PACK_GREEN);
    cairo_fill(cr);
    pack_set_rgb(cr, PACK_PAPER_LIGHT);
    pack_text(cr, PACK_FONT_TEXT_BOLD, GAH_FACE_SMALL_TEXT_ENTRANCE + 1, SMALL_W / 2.0 - (s->arg > 0 ? 12 : 0), 119, 1, "Solo");
    if (s->arg > 0) pack_draw_sprite(cr, ctx, "token/cogwheel", SMALL_W / 2.0 + 14, 107, 24, 24, 1);
    small_entrance_end(s);
}

/* A gear: teeth around a disc with a hole. */
static void draw_cogwheel(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    (void)ctx, (void)s;
    double c = COG / 2.0, outer = COG / 2.0 - 1.5, inner = outer * 0.74;
    int teeth = 8;
    for (int k = 0; k < teeth * 2; k++) {
        double a0 = k * PACK_PI / teeth, a1 = (k + 1) * PACK_PI / teeth, r = k % 2 ? inner : outer;
        if (k == 0) cairo_move_to(cr, c + r * cos(a0), c + r * sin(a0));
        cairo_line_to(cr, c + r * cos(a0), c + r * sin(a0));
        cairo_line_to(cr, c + r * cos(a1), c + r * sin(a1));
    }
    cairo_close_path(cr);
    pack_set_rgb(cr, PACK_GREY);
    cairo_fill_preserve(cr);
    pack_set_rgb(cr, PACK_INK);
    cairo_set_line_width(cr, 1.5);
    cairo_stroke(cr);
    cairo_arc(cr, c, c, inner * 0.4, 0, 2 * PACK_PI);
    pack_set_rgb(cr, PACK_PAPER_LIGHT);
    cairo_fill_preserve(cr);
    pack_set_rgb(cr, PACK_INK);
    cairo_stroke(cr);
}

static void bonus_icons(const gah_effect *fx, int count, char *out, size_t size)
{
    out[0] = 0;
    for (int i = 0; i < count; i++) {
        char one[96];
        pack_effect_icons(fx[i], one, sizeof one);
        size_t n = strlen(out);
        snprintf(out + n, size - n, "%s%s", n ? " " : "", one);
    }
}

/* Hotel Dove's token: a disc, its top half for a full column (a column of rooms drawn beside it), its
 * bottom half for a full floor (a row of rooms). */
static void draw_dove_token(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    const gah_dove_token *t = &gah_dove_tokens[s->arg];
    double c = DOVE / 2.0, r = DOVE / 2.0 - 2;
    cairo_arc(cr, c, c, r, 0, 2 * PACK_PI);
    pack_set_rgb(cr, PACK_PAPER_LIGHT);
    cairo_fill_preserve(cr);
    pack_set_rgb(cr, PACK_GILT);
    cairo_set_line_width(cr, 3);
    cairo_stroke(cr);
    cairo_move_to(cr, 6, c);
    cairo_line_to(cr, DOVE - 6, c);
    pack_set_rgb(cr, PACK_INK);
    cairo_set_line_width(cr, 1);
    cairo_stroke(cr);
    /* A column of four rooms (top), a floor of five (bottom). */
    for (int k = 0; k < 4; k++) {
        cairo_rectangle(cr, 12, 12 + k * 5.5, 4.5, 4.5);
        pack_set_rgb(cr, PACK_INK);
        cairo_fill(cr);
    }
    for (int k = 0; k < 5; k++) {
        cairo_rectangle(cr, c - 14 + k * 5.7, DOVE - 15, 4.5, 4.5);
        pack_set_rgb(cr, PACK_INK);
        cairo_fill(cr);
    }
    char icons[256];
    bonus_icons(t->bonus[0], t->bonus_count[0], icons, sizeof icons);
    pack_icon_line(cr, ctx, icons, c + 6, c - 14, 17, DOVE - 30);
    bonus_icons(t->bonus[1], t->bonus_count[1], icons, sizeof icons);
    pack_icon_line(cr, ctx, icons, c, c + 12, 17, DOVE - 16);
}

/* Chateau Paulwei's own charts, in the hotel charts' style, the size of hotel/bonus/COLOUR. */
static void draw_chateau_chart(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    static const char *const titles[3] = {"Chateau: blue group", "Chateau: red group", "Chateau: yellow group"};
    static const char *const icons[3] = {"icon/vp", "icon/krone", "icon/emperor"};
    static const char *const doors[3] = {"door/blue-occupied", "door/red-occupied", "door/yellow-occupied"};
    const uint8_t *amounts[3] = {gah_rules.entrance_chateau_blue_vp, gah_rules.entrance_chateau_red_krone,
                                 gah_rules.entrance_chateau_yellow_emperor};
    int colour = s->arg;
    pack_rounded_rect(cr, 0.5, 0.5, s->w - 1, s->h - 1, 6);
    pack_set_rgb(cr, PACK_PAPER_LIGHT);
    cairo_fill_preserve(cr);
    pack_set_rgba(cr, pack_colour_of(colour), 0.16);
    cairo_fill_preserve(cr);
    pack_set_rgb(cr, PACK_RED);
    cairo_set_line_width(cr, 3);
    cairo_stroke(cr);
    pack_draw_sprite(cr, ctx, doors[colour], 6, 6, 30, 30, 1);
    pack_set_rgb(cr, PACK_INK);
    pack_text_fit(cr, PACK_FONT_TITLE, 15, 9, 42, 21, s->w - 48, 0, titles[colour]);
    double cw = (s->w - 8) / 4.0;
    for (int size = 1; size <= 4; size++) {
        double cx = 4 + cw * (size - 0.5), top = 44;
        double sq = 8, gap = 2, total = size * sq + (size - 1) * gap;
        for (int k = 0; k < size; k++) {
            cairo_rectangle(cr, cx - total / 2 + k * (sq + gap), top, sq, sq);
            pack_set_rgb(cr, pack_colour_of(colour));
            cairo_fill_preserve(cr);
            pack_set_rgb(cr, PACK_INK);
            cairo_set_line_width(cr, 1);
            cairo_stroke(cr);
        }
        char n[8];
        snprintf(n, sizeof n, "%d", amounts[colour][size - 1]);
        double ic = fmin(40, s->h - top - 20);
        pack_icon_number(cr, ctx, icons[colour], cx - ic / 2, top + 16, ic, n);
    }
}

void pack_waltz_entrances_register(pack_ctx *ctx)
{
    char name[PACK_NAME_MAX];
    pack_sprite_add(ctx, "token/cogwheel", COG, COG, draw_cogwheel, 0);
    for (int i = 0; i < gah_entrance_count; i++) {
        snprintf(name, sizeof name, "entrance/%d", gah_entrances[i].id);
        pack_sprite_add(ctx, name, ENTRANCE_W, ENTRANCE_H, draw_entrance, i);
        snprintf(name, sizeof name, "entrance/%d/small", gah_entrances[i].id);
        pack_sprite_add(ctx, name, SMALL_W, SMALL_H, draw_entrance_small, i);
    }
    for (int i = 0; i < SOLO_COUNT; i++) {
        snprintf(name, sizeof name, "entrance/solo-%s", solo_entrances[i].key);
        pack_sprite_add(ctx, name, ENTRANCE_W, ENTRANCE_H, draw_solo_entrance, i);
        snprintf(name, sizeof name, "entrance/solo-%s/small", solo_entrances[i].key);
        pack_sprite_add(ctx, name, SMALL_W, SMALL_H, draw_solo_entrance_small, i);
    }
    for (int i = 0; i < GAH_DOVE_TOKENS; i++) {
        snprintf(name, sizeof name, "dove/%d", gah_dove_tokens[i].id);
        pack_sprite_add(ctx, name, DOVE, DOVE, draw_dove_token, i);
    }
    /* As large as the hotel's own charts, so that the window lays them exactly over them. */
    static const char *const keys[3] = {"blue", "red", "yellow"};
    for (int c = 0; c < 3; c++) {
        const pack_rect *r = pack_rect_need(ctx, "hotel/bonus/%s", keys[c]);
        snprintf(name, sizeof name, "entrance/chateau-%s", keys[c]);
        pack_sprite_add(ctx, name, r->w, r->h, draw_chateau_chart, c);
    }
}

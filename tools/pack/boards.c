/* Board backgrounds painted from the layouts: the main board, the action board and every hotel side. */
#include "gah/faces.h"
#include "pack.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>



static void board_background(cairo_t *cr, int w, int h)
{
    cairo_rectangle(cr, 0, 0, w, h);
    pack_set_rgb(cr, PACK_PAPER);
    cairo_fill(cr);
    cairo_rectangle(cr, 1.5, 1.5, w - 3, h - 3);
    pack_set_rgb(cr, PACK_INK);
    cairo_set_line_width(cr, 3);
    cairo_stroke(cr);
}

static void box(cairo_t *cr, const pack_rect *r, pack_rgb fill, double fill_alpha, pack_rgb edge, double line)
{
    pack_rounded_rect(cr, r->x + 0.5, r->y + 0.5, r->w - 1, r->h - 1, fmin(6, r->w / 6.0));
    pack_set_rgba(cr, fill, fill_alpha);
    cairo_fill_preserve(cr);
    pack_set_rgb(cr, edge);
    cairo_set_line_width(cr, line);
    cairo_stroke(cr);
}

/* A slot where a card lies: a dashed outline. */
static void card_slot(cairo_t *cr, const pack_rect *r)
{
    static const double dash[] = {6, 4};
    pack_rounded_rect(cr, r->x + 1, r->y + 1, r->w - 2, r->h - 2, 6);
    pack_set_rgba(cr, PACK_PAPER_LIGHT, 0.8);
    cairo_fill_preserve(cr);
    cairo_set_dash(cr, dash, 2, 0);
    pack_set_rgb(cr, PACK_GILT);
    cairo_set_line_width(cr, 2);
    cairo_stroke(cr);
    cairo_set_dash(cr, NULL, 0, 0);
}

static void emblem(cairo_t *cr, const pack_ctx *ctx, const pack_rect *r, double size, double alpha)
{
    if (!r->sprite[0]) return;
    pack_draw_sprite(cr, ctx, r->sprite, r->x + (r->w - size) / 2, r->y + (r->h - size) / 2, size, size, alpha);
}

/* Every word and figure printed on a board (the track figures, the badges, the names) is one a player must
 * read: at least GAH_FACE_READABLE_PX at 1366x768 on the board's scale at the table (gah/faces.h; issue 40: the
 * Emperor track's rule was 6 px, the track figures and badges 6-8 px). A board draws them at its size and is
 * checked as a whole (board_begin, board_end); gah-pack fails below, and --text-sizes lists what each board
 * drew. */
static double board_size(double scale) { return ceil(GAH_BOARD_TEXT_MIN(scale) * 2.0) / 2.0; }

typedef struct board_text {
    const char *sprite;
    double scale, smallest;
    int title_figures; /* lines in a title face with figures in it (their figures are the number face's) */
} board_text;
static board_text board_drawn[32]; /* the main board, the action board, every hotel side, the fourth table */
static int board_drawn_count;

/* From here to board_end the badges' numbers keep the board's size (icons shrink, their numbers do not). */
static void board_begin(double scale)
{
    pack_text_min_reset();
    pack_title_figures_reset();
    pack_small_face(board_size(scale));
}

static void board_end(const char *sprite, double scale)
{
    pack_small_face(0);
    double least = pack_text_min();
    if (least < GAH_BOARD_TEXT_MIN(scale) - 0.01)
        pack_fail(sprite, 0, "draws text of %.1f, below %.1f (gah/faces.h)", least, GAH_BOARD_TEXT_MIN(scale));
    for (int i = 0; i < board_drawn_count; i++)
        if (strcmp(board_drawn[i].sprite, sprite) == 0) {
            if (least < board_drawn[i].smallest) board_drawn[i].smallest = least;
            board_drawn[i].title_figures += pack_title_figures();
            return;
        }
    if (board_drawn_count < (int)(sizeof board_drawn / sizeof board_drawn[0]))
        board_drawn[board_drawn_count++] = (board_text){sprite, scale, least, pack_title_figures()};
}

void pack_boards_text_sizes(FILE *out)
{
    for (int i = 0; i < board_drawn_count; i++)
        fprintf(out, "%s %.2f %.2f %.1f %d\n", board_drawn[i].sprite, board_drawn[i].smallest, board_drawn[i].scale,
                board_drawn[i].smallest * board_drawn[i].scale * GAH_BOARD_READ_WINDOW_W / 1920.0,
                board_drawn[i].title_figures);
}

static void board_words(cairo_t *cr, double scale, pack_font font, double x, double y, int align, const char *text)
{
    pack_text_figures(cr, font, board_size(scale), x, y, align, text);
}

static void label(cairo_t *cr, double x, double y, int align, const char *text)
{
    pack_set_rgb(cr, PACK_INK);
    pack_text_figures(cr, PACK_FONT_TITLE, 19, x, y, align, text);
}

static void number_badge(cairo_t *cr, const pack_ctx *ctx, const char *icon, double x, double y, double s, int n)
{
    char buf[12];
    snprintf(buf, sizeof buf, "%d", n);
    pack_icon_number(cr, ctx, icon, x, y, s, buf);
}

/* ---- main board ---- */

static void draw_main(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    const double scale = GAH_BOARD_SCALE_MAIN, size = board_size(scale);
    char buf[64];
    board_begin(scale);
    board_background(cr, s->w, s->h);
    /* Score track around the edge: every fifth space tinted, every tenth gilt. */
    for (int i = 0; i < gah_rules.score_track_length; i++) {
        const pack_rect *r = pack_rect_need(ctx, "main/score-track/%d", i);
        pack_rgb fill = i % 10 == 0 ? PACK_GILT : PACK_PAPER_LIGHT;
        box(cr, r, fill, i % 10 == 0 ? 0.55 : i % 5 == 0 ? 0.6 : 1, PACK_GILT, 1.2);
        snprintf(buf, sizeof buf, "%d", i);
        pack_set_rgb(cr, PACK_INK);
        pack_text(cr, i % 5 ? PACK_FONT_TEXT : PACK_FONT_TEXT_BOLD, size, r->x + r->w / 2.0, r->y + r->h / 2.0, 1, buf);
    }
    /* Round track, the Emperor's scoring rounds marked with a crown. */
    const pack_rect *r1 = pack_rect_need(ctx, "main/round/1");
    label(cr, r1->x, r1->y - 15, 0, "Round");
    for (int i = 1; i <= 7; i++) {
        const pack_rect *r = pack_rect_need(ctx, "main/round/%d", i);
        bool scoring = false;
        for (int k = 0; k < 3; k++) scoring |= gah_rules.emperor_scoring_rounds[k] == i;
        box(cr, r, scoring ? PACK_RED : PACK_PAPER_LIGHT, scoring ? 0.15 : 1, PACK_INK, 2);
        snprintf(buf, sizeof buf, "%d", i);
        pack_set_rgb(cr, PACK_INK);
        pack_text(cr, PACK_FONT_NUMBER, 28, r->x + r->w / 2.0, r->y + r->h / 2.0, 1, buf);
        if (scoring) pack_draw_sprite(cr, ctx, "icon/emperor", r->x + r->w - 22, r->y + 2, 20, 20, 1);
    }
    for (int i = 1; i <= 3; i++) {
        const pack_rect *r = pack_rect_need(ctx, "main/emperor-tile/%d", i);
        card_slot(cr, r);
        emblem(cr, ctx, r, r->w * 0.55, 0.3);
    }
    /* The queue with the price of each slot below it. */
    const pack_rect *q1 = pack_rect_need(ctx, "main/queue/1");
    label(cr, q1->x, q1->y - 15, 0, "Queue of guests");
    for (int i = 1; i <= 5; i++) {
        const pack_rect *r = pack_rect_need(ctx, "main/queue/%d", i);
        card_slot(cr, r);
        number_badge(cr, ctx, "icon/krone", r->x + r->w / 2.0 - 15, r->y + r->h + 3, 30,
                     gah_rules.queue_costs[i - 1]);
    }
    /* Emperor track with the VP each space scores; the reward spaces (3+) green, the rest red. */
    const pack_rect *e0 = pack_rect_need(ctx, "main/emperor-track/0");
    label(cr, e0->x, e0->y - 15, 0, "Emperor");
    pack_set_rgb(cr, PACK_INK);
    /* The outcome depends on where the marker stands after it steps back (3, 5 or 7 spaces), not before:
     * say so, or a player on exactly 3 before round 3 reads "reward" and gets the penalty (issue 13). */
    snprintf(buf, sizeof buf, "after stepping back %d/%d/%d: %d+ reward  \xc2\xb7  0 penalty", gah_rules.emperor_retreat[0],
             gah_rules.emperor_retreat[1], gah_rules.emperor_retreat[2], gah_rules.emperor_reward_min);
    board_words(cr, scale, PACK_FONT_TITLE, e0->x + 96, e0->y - 13, 0, buf);
    for (int i = 0; i <= 13; i++) {
        const pack_rect *r = pack_rect_need(ctx, "main/emperor-track/%d", i);
        bool reward = i >= gah_rules.emperor_reward_min;
        box(cr, r, reward ? PACK_GREEN : PACK_RED, 0.18, PACK_INK, 1.5);
        snprintf(buf, sizeof buf, "%d", i);
        pack_set_rgb(cr, PACK_INK);
        pack_text(cr, PACK_FONT_NUMBER, size, r->x + r->w / 2.0, r->y + 13, 1, buf);
        number_badge(cr, ctx, "icon/vp", r->x + (r->w - 30) / 2.0, r->y + r->h - 32, 30,
                     gah_rules.emperor_track_vp[i]);
    }
    /* Objectives and their claim spaces. */
    const pack_rect *oa = pack_rect_need(ctx, "main/objective/A");
    label(cr, oa->x, oa->y - 15, 0, "Objectives");
    for (int o = 0; o < 3; o++) {
        const pack_rect *r = pack_rect_need(ctx, "main/objective/%c", 'A' + o);
        card_slot(cr, r);
        snprintf(buf, sizeof buf, "%c", 'A' + o);
        pack_set_rgba(cr, PACK_GILT, 0.6);
        pack_text(cr, PACK_FONT_TITLE, 56, r->x + r->w / 2.0, r->y + r->h / 2.0, 1, buf);
        for (int c = 1; c <= 3; c++) {
            const pack_rect *cl = pack_rect_need(ctx, "main/objective/%c/claim/%d", 'A' + o, c);
            box(cr, cl, PACK_PAPER_LIGHT, 1, PACK_GILT, 1.5);
            emblem(cr, ctx, cl, cl->w * 0.8, 0.35);
            snprintf(buf, sizeof buf, "%d", c);
            pack_set_rgb(cr, PACK_INK);
            pack_text(cr, PACK_FONT_NUMBER, size, cl->x + cl->w / 2.0, cl->y + cl->h / 2.0, 1, buf);
        }
    }
    /* Decks. */
    static const struct {
        const char *rect, *text;
    } decks[] = {{"main/deck/guest", "Guests"}, {"main/discard/guest", "Discard"}, {"main/deck/staff", "Staff"}};
    for (size_t i = 0; i < sizeof decks / sizeof decks[0]; i++) {
        const pack_rect *r = pack_rect_need(ctx, "%s", decks[i].rect);
        card_slot(cr, r);
        double least = pack_text_min(); /* the faint back's own word is a picture here; the name is below */
        if (r->sprite[0]) pack_draw_sprite(cr, ctx, r->sprite, r->x + 4, r->y + 4, r->w - 8, r->h - 8, 0.35);
        pack_text_min_restore(least);
        pack_set_rgb(cr, PACK_INK);
        pack_text(cr, PACK_FONT_TITLE, size, r->x + r->w / 2.0, r->y + r->h + 15, 1, decks[i].text);
    }
    /* A cartouche with the edition's name under the decks. */
    const pack_rect *dg = pack_rect_need(ctx, "main/deck/guest");
    const pack_rect *ds = pack_rect_need(ctx, "main/deck/staff");
    double cx = (dg->x + ds->x + ds->w) / 2.0, y = dg->y + dg->h + 56;
    pack_set_rgb(cr, PACK_RED);
    pack_text(cr, PACK_FONT_TITLE, 34, cx, y, 1, "Grand Austria Hotel");
    pack_set_rgb(cr, PACK_GILT);
    cairo_set_line_width(cr, 2);
    for (int side = -1; side <= 1; side += 2) {
        cairo_move_to(cr, cx + side * 150, y + 26);
        cairo_line_to(cr, cx + side * 20, y + 26);
        cairo_stroke(cr);
        cairo_rectangle(cr, cx + side * 10 - 3, y + 23, 6, 6);
        cairo_fill(cr);
    }
    board_end(s->name, scale);
}

/* ---- action board ---- */

static void draw_action(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    static const char *const names[7] = {"", "Strudel and cake", "Wine and coffee", "Prepare rooms",
                                          "Krone/Emperor", "Hire staff", "Imitate (1 krone)"};
    const double scale = GAH_BOARD_SCALE_ACTION;
    char buf[8];
    board_begin(scale);
    board_background(cr, s->w, s->h);
    for (int i = 1; i <= 6; i++) {
        const pack_rect *r = pack_rect_need(ctx, "action/space/%d", i);
        box(cr, r, PACK_PAPER_LIGHT, 1, PACK_GILT, 2.5);
        if (r->sprite[0]) pack_draw_sprite(cr, ctx, r->sprite, r->x + r->w - 62, r->y + 6, 56, 56, 1);
        snprintf(buf, sizeof buf, "%d", i);
        pack_set_rgb(cr, PACK_RED);
        pack_text(cr, PACK_FONT_NUMBER, 36, r->x + 26, r->y + 32, 1, buf);
        pack_set_rgb(cr, PACK_INK);
        board_words(cr, scale, PACK_FONT_TITLE, r->x + r->w / 2.0, r->y + r->h - 13, 1, names[i]);
        /* Where the dice sit. */
        static const double dash[] = {3, 3};
        pack_rounded_rect(cr, r->x + 8, r->y + 66, r->w - 16, r->h - 88, 5);
        cairo_set_dash(cr, dash, 2, 0);
        pack_set_rgba(cr, PACK_GILT, 0.7);
        cairo_set_line_width(cr, 1);
        cairo_stroke(cr);
        cairo_set_dash(cr, NULL, 0, 0);
    }
    const pack_rect *d = pack_rect_need(ctx, "action/dustbin");
    box(cr, d, PACK_GREY, 0.15, PACK_INK, 2);
    if (d->sprite[0]) pack_draw_sprite(cr, ctx, d->sprite, d->x + (d->w - 56) / 2.0, d->y + 10, 56, 56, 1);
    pack_set_rgb(cr, PACK_INK);
    board_words(cr, scale, PACK_FONT_TITLE, d->x + d->w / 2.0, d->y + d->h - 13, 1, "Dustbin");
    board_end(s->name, scale);
}

/* ---- hotels ---- */

static int group_at(const gah_hotel_layout *h, int floor, int col)
{
    if (floor < 0 || floor >= GAH_HOTEL_FLOORS || col < 0 || col >= GAH_HOTEL_COLUMNS) return -1;
    return h->group[floor * GAH_HOTEL_COLUMNS + col];
}

static void hotel_rooms(cairo_t *cr, const pack_ctx *ctx, const gah_hotel_layout *h)
{
    /* Group fills reach across the gaps between rooms of one group, so a group reads as one shape. */
    for (int pass = 0; pass < 2; pass++) {
        for (int id = 0; id < GAH_HOTEL_ROOMS; id++) {
            const pack_rect *r = pack_rect_need(ctx, "hotel/room/%d", id);
            int f = id / GAH_HOTEL_COLUMNS, c = id % GAH_HOTEL_COLUMNS, g = h->group[id];
            bool left = group_at(h, f, c - 1) == g, right = group_at(h, f, c + 1) == g;
            bool up = group_at(h, f + 1, c) == g, down = group_at(h, f - 1, c) == g;
            double x0 = r->x, x1 = r->x + r->w, y0 = r->y, y1 = r->y + r->h;
            if (left) x0 = (pack_rect_need(ctx, "hotel/room/%d", id - 1)->x + pack_rect_need(ctx, "hotel/room/%d", id - 1)->w + x0) / 2;
            if (right) x1 = (x1 + pack_rect_need(ctx, "hotel/room/%d", id + 1)->x) / 2;
            if (up) y0 = (pack_rect_need(ctx, "hotel/room/%d", id + 5)->y + pack_rect_need(ctx, "hotel/room/%d", id + 5)->h + y0) / 2;
            if (down) y1 = (y1 + pack_rect_need(ctx, "hotel/room/%d", id - 5)->y) / 2;
            if (pass == 0) {
                cairo_rectangle(cr, x0, y0, x1 - x0, y1 - y0);
                pack_set_rgba(cr, pack_colour_of(h->colour[id]), 0.28);
                cairo_fill(cr);
                continue;
            }
            pack_set_rgb(cr, PACK_INK);
            cairo_set_line_width(cr, 2.5);
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE);
            if (!left) { cairo_move_to(cr, x0, y0); cairo_line_to(cr, x0, y1); }
            if (!right) { cairo_move_to(cr, x1, y0); cairo_line_to(cr, x1, y1); }
            if (!up) { cairo_move_to(cr, x0, y0); cairo_line_to(cr, x1, y0); }
            if (!down) { cairo_move_to(cr, x0, y1); cairo_line_to(cr, x1, y1); }
            cairo_stroke(cr);
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
            /* The room space itself: a faint door of its colour's shape, its VP if it has any. */
            pack_set_rgba(cr, PACK_PAPER_LIGHT, 0.35);
            cairo_rectangle(cr, r->x + 5, r->y + 5, r->w - 10, r->h - 10);
            cairo_fill(cr);
            double ds = fmin(r->w, r->h) * 0.85;
            pack_door_shape(cr, h->colour[id], r->x + (r->w - ds) / 2, r->y + (r->h - ds) / 2 + 2, ds, 0.55);
            if (h->vp[id]) number_badge(cr, ctx, "icon/vp", r->x + r->w - 36, r->y + 3, 33, h->vp[id]);
        }
    }
}

static void hotel_bonus(cairo_t *cr, const pack_ctx *ctx, int colour)
{
    static const char *const keys[3] = {"blue", "red", "yellow"};
    static const char *const titles[3] = {"Full blue group", "Full red group", "Full yellow group"};
    static const char *const icons[3] = {"icon/vp", "icon/krone", "icon/emperor"};
    const uint8_t *amounts[3] = {gah_rules.bonus_blue_vp, gah_rules.bonus_red_krone, gah_rules.bonus_yellow_emperor};
    const pack_rect *r = pack_rect_need(ctx, "hotel/bonus/%s", keys[colour]);
    box(cr, r, pack_colour_of(colour), 0.12, PACK_GILT, 2);
    if (r->sprite[0]) pack_draw_sprite(cr, ctx, r->sprite, r->x + 6, r->y + 6, 30, 30, 1);
    pack_set_rgb(cr, PACK_INK);
    board_words(cr, GAH_BOARD_SCALE_HOTEL, PACK_FONT_TITLE, r->x + 40, r->y + 21, 0, titles[colour]);
    double cw = (r->w - 8) / 4.0;
    for (int size = 1; size <= 4; size++) {
        double cx = r->x + 4 + cw * (size - 0.5), top = r->y + 44;
        /* The group size as little room squares. */
        double sq = 8, gap = 2, total = size * sq + (size - 1) * gap;
        for (int k = 0; k < size; k++) {
            cairo_rectangle(cr, cx - total / 2 + k * (sq + gap), top, sq, sq);
            pack_set_rgb(cr, pack_colour_of(colour));
            cairo_fill_preserve(cr);
            pack_set_rgb(cr, PACK_INK);
            cairo_set_line_width(cr, 1);
            cairo_stroke(cr);
        }
        number_badge(cr, ctx, icons[colour], cx - 20, top + 16, 40, amounts[colour][size - 1]);
    }
}

/* A café table as the board prints it: an empty card slot with "Table" and its number. */
static void cafe_table(cairo_t *cr, const pack_rect *r, int number)
{
    char buf[16];
    card_slot(cr, r);
    pack_set_rgba(cr, PACK_GILT, 0.9);
    pack_text(cr, PACK_FONT_TITLE, 20, r->x + r->w / 2.0, r->y + r->h / 2.0 - 12, 1, "Table");
    snprintf(buf, sizeof buf, "%d", number);
    pack_text(cr, PACK_FONT_NUMBER, 22, r->x + r->w / 2.0, r->y + r->h / 2.0 + 16, 1, buf);
}

/* The fourth table some players get (seed 001's Maitre D', module 3's Kaufman) is not printed on the board:
 * a sprite of its own, the size of hotel/table/4, drawn as the printed three are, which the window lays on
 * that rectangle. */
static void draw_fourth_table(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    (void)ctx;
    board_begin(GAH_BOARD_SCALE_HOTEL);
    cafe_table(cr, &(pack_rect){.x = 0, .y = 0, .w = s->w, .h = s->h}, 4);
    board_end(s->name, GAH_BOARD_SCALE_HOTEL);
}

static void draw_hotel(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    const gah_hotel_layout *h = &gah_hotels[s->arg];
    static const char *const items[GAH_ITEM_COUNT] = {"icon/strudel", "icon/cake", "icon/wine", "icon/coffee", "icon/champagne"};
    const double size = board_size(GAH_BOARD_SCALE_HOTEL);
    char buf[64];
    board_begin(GAH_BOARD_SCALE_HOTEL);
    board_background(cr, s->w, s->h);
    pack_set_rgb(cr, PACK_RED);
    pack_text(cr, PACK_FONT_TITLE, 24, 56, 21, 0, h->name);
    hotel_rooms(cr, ctx, h);
    for (int f = 0; f < GAH_HOTEL_FLOORS; f++) {
        const pack_rect *r = pack_rect_need(ctx, "hotel/floor-cost/%d", f);
        box(cr, r, PACK_PAPER_LIGHT, 1, PACK_GILT, 1.5);
        double ic = fmin(r->w - 6, 34);
        number_badge(cr, ctx, r->sprite[0] ? r->sprite : "icon/krone", r->x + (r->w - ic) / 2, r->y + 6, ic,
                     gah_rules.floor_costs[f]);
        number_badge(cr, ctx, "icon/vp", r->x + (r->w - ic) / 2, r->y + r->h - ic - 6, ic, gah_rules.floor_vp[f]);
    }
    for (int c = 0; c < 3; c++) hotel_bonus(cr, ctx, c);
    for (int t = 1; t <= 3; t++) cafe_table(cr, pack_rect_need(ctx, "hotel/table/%d", t), t);
    const pack_rect *k = pack_rect_need(ctx, "hotel/kitchen");
    box(cr, k, PACK_PAPER_LIGHT, 1, PACK_GILT, 2);
    pack_set_rgb(cr, PACK_INK);
    pack_text(cr, PACK_FONT_TITLE, size, k->x + 10, k->y + 16, 0, "Kitchen");
    double kw = (k->w - 16) / 4.0;
    for (int i = 0; i < 4; i++)
        pack_draw_sprite(cr, ctx, items[i], k->x + 8 + kw * i + (kw - 44) / 2, k->y + 40, 44, 44, 0.35);
    const pack_rect *m = pack_rect_need(ctx, "hotel/money");
    double cell = m->w / 21.0;
    for (int i = 0; i <= 20; i++) {
        pack_rect c = {.x = (int)lround(m->x + i * cell), .y = m->y, .w = (int)lround(cell), .h = m->h};
        box(cr, &c, i % 5 ? PACK_PAPER_LIGHT : PACK_YELLOW, i % 5 ? 1 : 0.45, PACK_GILT, 1.2);
        snprintf(buf, sizeof buf, "%d", i);
        pack_set_rgb(cr, PACK_INK);
        pack_text(cr, i % 5 ? PACK_FONT_TEXT : PACK_FONT_TEXT_BOLD, size, c.x + c.w / 2.0, c.y + c.h / 2.0, 1, buf);
    }
    board_end(s->name, GAH_BOARD_SCALE_HOTEL);
}

void pack_boards_register(pack_ctx *ctx)
{
    const pack_board *main_board = pack_board_find(ctx, "main"), *action = pack_board_find(ctx, "action");
    const pack_board *hotel = pack_board_find(ctx, "hotel");
    pack_sprite_add(ctx, "board/main", main_board->w, main_board->h, draw_main, 0);
    pack_sprite_add(ctx, "board/action", action->w, action->h, draw_action, 0);
    for (int i = 0; i < gah_hotel_count; i++) {
        char name[PACK_NAME_MAX];
        snprintf(name, sizeof name, "hotel/%s", gah_hotels[i].key);
        pack_sprite_add(ctx, name, hotel->w, hotel->h, draw_hotel, i);
    }
    const pack_rect *fourth = pack_rect_need(ctx, "hotel/table/4");
    pack_sprite_add(ctx, "hotel/table-4", fourth->w, fourth->h, draw_fourth_table, 0);
    pack_ballrooms_register(ctx);
}

/* Every rect a board painter uses, checked before anything is drawn so a layout error names itself. */
void pack_boards_check(const pack_ctx *ctx)
{
    for (int i = 0; i < gah_rules.score_track_length; i++) pack_rect_need(ctx, "main/score-track/%d", i);
    for (int i = 1; i <= 7; i++) pack_rect_need(ctx, "main/round/%d", i);
    for (int i = 1; i <= 3; i++) pack_rect_need(ctx, "main/emperor-tile/%d", i);
    for (int i = 0; i <= 13; i++) pack_rect_need(ctx, "main/emperor-track/%d", i);
    for (int o = 0; o < 3; o++) {
        pack_rect_need(ctx, "main/objective/%c", 'A' + o);
        for (int c = 1; c <= 3; c++) pack_rect_need(ctx, "main/objective/%c/claim/%d", 'A' + o, c);
    }
    for (int i = 1; i <= 5; i++) pack_rect_need(ctx, "main/queue/%d", i);
    pack_rect_need(ctx, "main/deck/guest");
    pack_rect_need(ctx, "main/deck/staff");
    pack_rect_need(ctx, "main/discard/guest");
    for (int i = 1; i <= 6; i++) pack_rect_need(ctx, "action/space/%d", i);
    pack_rect_need(ctx, "action/dustbin");
    for (int i = 0; i < GAH_HOTEL_ROOMS; i++) pack_rect_need(ctx, "hotel/room/%d", i);
    for (int i = 0; i < GAH_HOTEL_FLOORS; i++) pack_rect_need(ctx, "hotel/floor-cost/%d", i);
    pack_rect_need(ctx, "hotel/bonus/blue");
    pack_rect_need(ctx, "hotel/bonus/red");
    pack_rect_need(ctx, "hotel/bonus/yellow");
    for (int i = 1; i <= 3; i++) pack_rect_need(ctx, "hotel/table/%d", i);
    pack_rect_need(ctx, "hotel/kitchen");
    pack_rect_need(ctx, "hotel/money");
}

const pack_rect *pack_rect_need(const pack_ctx *ctx, const char *fmt, ...)
{
    char name[PACK_NAME_MAX];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(name, sizeof name, fmt, ap);
    va_end(ap);
    const pack_rect *r = pack_rect_find(ctx, name);
    if (!r) pack_fail(ctx->layout_dir, 0, "no layout defines rect %s (docs/assets.md lists the ones needed)", name);
    return r;
}

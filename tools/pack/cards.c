/* Card faces from the data: guests, staff, objectives, Emperor tiles, automa cards, backs, turn tiles. */
#include "pack.h"

#include "gah/engine.h"
#include "gah/faces.h"
#include "gah/number.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { CARD_W = GAH_FACE_CARD_W, CARD_H = GAH_FACE_CARD_H, TILE = GAH_FACE_TILE, TURN_W = 96, TURN_H = 48 };

/* ---- shared parts ---- */

static void card_frame(cairo_t *cr, pack_rgb edge)
{
    pack_paper_plate(cr, 1, 1, CARD_W - 2, CARD_H - 2, 10, edge, 2);
    pack_rounded_rect(cr, 5.5, 5.5, CARD_W - 11, CARD_H - 11, 7);
    pack_set_rgb(cr, PACK_GILT);
    cairo_set_line_width(cr, 1);
    cairo_stroke(cr);
}

/* The name band at the top; dark bands get light text, the yellow band ink text. */
static void card_band(cairo_t *cr, pack_rgb colour, bool light_text, const char *name)
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
static void card_tray(cairo_t *cr, double y, double h)
{
    pack_rounded_rect(cr, 12, y, CARD_W - 24, h, 6);
    pack_set_rgb(cr, PACK_PAPER_LIGHT);
    cairo_fill_preserve(cr);
    pack_set_rgb(cr, PACK_GILT);
    cairo_set_line_width(cr, 1.2);
    cairo_stroke(cr);
}

static void small_caps(cairo_t *cr, double y, const char *label)
{
    pack_set_rgb(cr, PACK_GREY);
    pack_text(cr, PACK_FONT_TEXT_BOLD, 8, CARD_W / 2.0, y, 1, label);
}

static void card_number(cairo_t *cr, int id)
{
    char buf[16];
    snprintf(buf, sizeof buf, "%d", id);
    pack_set_rgb(cr, PACK_GREY);
    pack_text(cr, PACK_FONT_TEXT, 7.5, CARD_W - 12, CARD_H - 12, 2, buf);
}

static void badge_sprite(cairo_t *cr, const pack_ctx *ctx, const char *sprite, double x, double y, double s,
                         const char *text)
{
    pack_icon_number(cr, ctx, sprite, x, y, s, text);
}

/* ---- guests ---- */

static void draw_guest(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    const gah_guest_card *g = gah_guest_by_id(s->arg);
    if (!g) pack_fail(s->name, 0, "no such guest");
    static const char *const doors[3] = {"door/blue-vacant", "door/red-vacant", "door/yellow-vacant"};
    static const char *const kinds[4] = {"Blue guest", "Red guest", "Yellow guest", "Green guest: any room"};
    static const char *const items[GAH_ITEM_COUNT] = {"icon/strudel", "icon/cake", "icon/wine", "icon/coffee", "icon/champagne"};
    char buf[256] = "", vp[8];
    card_frame(cr, PACK_INK);
    card_band(cr, pack_colour_of(g->colour), g->colour != GAH_COLOUR_YELLOW, g->name);
    if (g->colour < 3) pack_draw_sprite(cr, ctx, doors[g->colour], 14, 60, 40, 40, 1);
    else pack_glyph_green(cr, 14, 60, 40);
    snprintf(vp, sizeof vp, "%d", g->vp);
    badge_sprite(cr, ctx, "icon/vp", CARD_W - 56, 58, 44, vp);
    pack_set_rgb(cr, PACK_INK);
    pack_text_box(cr, PACK_FONT_TITLE_ITALIC, 14, 58, 60, 64, 40, 1, kinds[g->colour]);
    card_tray(cr, 106, 46);
    for (int i = 0; i < GAH_ITEM_COUNT; i++)
        for (int n = 0; n < g->order[i]; n++) snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%s ", items[i]);
    pack_icon_line(cr, ctx, buf, CARD_W / 2.0, 129, 34, CARD_W - 32);
    small_caps(cr, 162, g->effect_count ? "REWARD" : "NO REWARD");
    buf[0] = 0;
    for (int i = 0; i < g->effect_count; i++) {
        char part[128];
        pack_effect_icons(g->effects[i], part, sizeof part);
        snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%s%s", i ? " + " : "", part);
    }
    if (buf[0]) pack_icon_line(cr, ctx, buf, CARD_W / 2.0, 185, 32, CARD_W - 24);
    pack_set_rgb(cr, PACK_INK);
    if (g->effect_count) pack_text_box(cr, PACK_FONT_TEXT, 12, 14, 203, CARD_W - 28, 42, 1, g->reward_text);
    card_number(cr, g->id);
}

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

static void gah_draw_staff(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    const gah_staff_card *st = gah_staff_by_id(s->arg);
    if (!st) pack_fail(s->name, 0, "no such staff card");
    char cost[8], set[16];
    card_frame(cr, PACK_INK);
    card_band(cr, staff_colour(st->type), st->type != GAH_STAFF_ONCE, st->name);
    pack_draw_sprite(cr, ctx, pack_staff_type_icon(st->type), 14, 60, 40, 40, 1);
    snprintf(cost, sizeof cost, "%d", st->cost);
    badge_sprite(cr, ctx, "icon/krone", CARD_W - 56, 58, 44, cost);
    pack_set_rgb(cr, PACK_INK);
    pack_text_box(cr, PACK_FONT_TITLE_ITALIC, 14, 58, 60, 64, 40, 1, pack_staff_type_name(st->type));
    card_tray(cr, 106, 46);
    char icons[256];
    pack_staff_icons(st, icons, sizeof icons);
    pack_icon_line(cr, ctx, icons, CARD_W / 2.0, 129, 32, CARD_W - 32);
    small_caps(cr, 162, "STAFF");
    pack_set_rgb(cr, PACK_INK);
    pack_text_box(cr, PACK_FONT_TEXT, 13, 14, 170, CARD_W - 28, 72, 1, pack_staff_text(st->id));
    if (st->intro_set) {
        snprintf(set, sizeof set, "Set %c", st->intro_set);
        pack_set_rgb(cr, PACK_GREY);
        pack_text(cr, PACK_FONT_TEXT, 7.5, 12, CARD_H - 12, 0, set);
    }
    card_number(cr, st->id);
}

/* ---- objectives ---- */

static void draw_objective(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    const gah_objective_card *o = gah_objective_by_id(s->arg);
    if (!o) pack_fail(s->name, 0, "no such objective");
    char buf[160], label[32];
    card_frame(cr, PACK_INK);
    card_band(cr, PACK_GILT, true, o->name);
    snprintf(label, sizeof label, "OBJECTIVE %c", o->category);
    small_caps(cr, 64, label);
    card_tray(cr, 74, 56);
    pack_objective_icons(o, buf, sizeof buf);
    pack_icon_line(cr, ctx, buf, CARD_W / 2.0, 102, 36, CARD_W - 32);
    pack_objective_text(o, buf, sizeof buf);
    pack_set_rgb(cr, PACK_INK);
    pack_text_box(cr, PACK_FONT_TEXT, 13, 14, 134, CARD_W - 28, 56, 1, buf);
    small_caps(cr, 196, "FIRST   SECOND   THIRD");
    for (int i = 0; i < 3; i++) {
        snprintf(buf, sizeof buf, "%d", o->vp[i]);
        badge_sprite(cr, ctx, "icon/vp", 22 + i * 48, 204, 40, buf);
    }
    card_number(cr, o->id);
}

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

static void draw_emperor(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
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

/* ---- small faces: what the table shows at its sizes (issue 13); the full face is read on hover ---- */

enum { SW = GAH_FACE_SMALL_CARD_W, SH = GAH_FACE_SMALL_CARD_H, ST = GAH_FACE_SMALL_TILE };

/* A number large enough to read on the table, with a paper outline. */
static void small_number(cairo_t *cr, double size, double x, double y, int value)
{
    char buf[16];
    snprintf(buf, sizeof buf, "%d", value);
    pack_text_badge(cr, size, x, y, buf);
}

/* Short forms of the names that do not fit a small face at its text floor (assets/data/short_names.tsv,
 * house wording): guest, staff or objective, the card's id, the short form. */
enum { SHORT_MAX = 128 };
static struct {
    char kind[12], text[40];
    int id, line;
} shorts[SHORT_MAX];
static int short_count;
static char short_path[PACK_PATH_MAX];

void pack_short_names_load(const char *data_dir)
{
    snprintf(short_path, sizeof short_path, "%s/short_names.tsv", data_dir);
    FILE *f = fopen(short_path, "r");
    if (!f) pack_fail(short_path, 0, "cannot be read");
    char line[256];
    for (int n = 1; fgets(line, sizeof line, f); n++) {
        line[strcspn(line, "\r\n")] = 0;
        if (!line[0] || line[0] == '#' || !strncmp(line, "kind\t", 5)) continue;
        char *kind = strtok(line, "\t"), *id = strtok(NULL, "\t"), *text = strtok(NULL, "\t"), *src = strtok(NULL, "\t");
        if (!kind || !id || !text || !src || strtok(NULL, "\t")) pack_fail(short_path, n, "want kind, id, short, src");
        if (strcmp(kind, "guest") && strcmp(kind, "staff") && strcmp(kind, "objective"))
            pack_fail(short_path, n, "kind '%s': guest, staff or objective", kind);
        if (strcmp(src, "house")) pack_fail(short_path, n, "src '%s': short forms are house wording", src);
        if (strlen(text) >= sizeof shorts[0].text) pack_fail(short_path, n, "'%s' is not short", text);
        if (short_count == SHORT_MAX) pack_fail(short_path, n, "more than %d short forms", SHORT_MAX);
        snprintf(shorts[short_count].kind, sizeof shorts[0].kind, "%s", kind);
        snprintf(shorts[short_count].text, sizeof shorts[0].text, "%s", text);
        if (!gah_parse_int(id, 1, 9999, &shorts[short_count].id)) pack_fail(short_path, n, "id '%s' is not a card number", id);
        shorts[short_count++].line = n;
    }
    fclose(f);
}

/* `text` in at most `max_lines` lines no wider than w at `size`, split at spaces; 0 if it does not fit. */
static int name_lines(cairo_t *cr, const char *text, double w, double size, int max_lines, char lines[][48])
{
    int n = 0;
    const char *p = text;
    while (*p) {
        if (n == max_lines) return 0;
        char line[48] = "";
        while (*p) {
            size_t len = strcspn(p, " ");
            char trial[48];
            snprintf(trial, sizeof trial, "%s%s%.*s", line, *line ? " " : "", (int)len, p);
            if (*line && pack_text_width(cr, PACK_FONT_TITLE, size, trial) > w) break;
            if (pack_text_width(cr, PACK_FONT_TITLE, size, trial) > w) return 0; /* one word too wide */
            snprintf(line, sizeof line, "%s", trial);
            p += len;
            while (*p == ' ') p++;
        }
        snprintf(lines[n++], 48, "%s", line);
    }
    return n;
}

/* The card's name on its small face at the face's floor size, in up to `max_lines` lines centred on
 * (cx, cy) (align 1), or from the left of the box w wide around cx (align 0): the name itself where it fits, else its short form. gah-pack fails when a name that does not
 * fit has none, when a short form is not needed, and when it does not fit either. */
static void small_name(cairo_t *cr, const char *kind, int id, const char *name, double cx, double cy, double w,
                       double size, int max_lines, int align)
{
    int found = -1;
    for (int i = 0; i < short_count; i++)
        if (shorts[i].id == id && !strcmp(shorts[i].kind, kind)) found = i;
    /* Measured at 1x on a context of its own, so the 1x and 2x atlases agree on which form is drawn. */
    static cairo_t *measure;
    if (!measure) measure = cairo_create(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1));
    char lines[4][48];
    int n = name_lines(measure, name, w, size, max_lines, lines);
    if (n && found >= 0)
        pack_fail(short_path, shorts[found].line, "%s %d '%s' fits its small face: no short form needed", kind, id, name);
    if (!n && found < 0) {
        pack_fail(short_path, 0, "%s %d '%s' does not fit its small face in %d line(s) of %.0f px at %.1f px: give it a short form",
                  kind, id, name, max_lines, w, size);
    }
    if (!n) {
        n = name_lines(measure, shorts[found].text, w, size, max_lines, lines);
        if (!n) pack_fail(short_path, shorts[found].line, "'%s' does not fit its small face in %d line(s) of %.0f px at %.1f px",
                          shorts[found].text, max_lines, w, size);
    }
    double lead = size * 1.02;
    double x = align ? cx : cx - w / 2;
    for (int i = 0; i < n; i++) pack_text(cr, PACK_FONT_TITLE, size, x, cy + (i - (n - 1) / 2.0) * lead, align, lines[i]);
}

static void small_begin(double text_floor)
{
    pack_small_face(text_floor);
    pack_text_min_reset();
}

/* Every word and number on a small face must stay readable at the table's sizes (faces.h). */
static void small_end(const pack_sprite *s, double text_floor)
{
    pack_small_face(0);
    if (pack_text_min() < text_floor - 0.01)
        pack_fail(s->name, 0, "the small face draws text of %.1f px, below %.1f (gah/faces.h)", pack_text_min(), text_floor);
}

static void draw_guest_small(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    const gah_guest_card *g = gah_guest_by_id(s->arg);
    if (!g) pack_fail(s->name, 0, "no such guest");
    static const char *const doors[3] = {"door/blue-vacant", "door/red-vacant", "door/yellow-vacant"};
    static const char *const items[GAH_ITEM_COUNT] = {"icon/strudel", "icon/cake", "icon/wine", "icon/coffee", "icon/champagne"};
    small_begin(GAH_FACE_SMALL_TEXT_GUEST);
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
    small_number(cr, 22, 63.5, 16.5, g->vp);
    pack_set_rgb(cr, PACK_INK);
    small_name(cr, "guest", g->id, g->name, SW / 2.0, 40, SW - 8, GAH_FACE_SMALL_TEXT_GUEST, 1, 1);
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
    small_end(s, GAH_FACE_SMALL_TEXT_GUEST);
}

static void draw_staff_small(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    const gah_staff_card *st = gah_staff_by_id(s->arg);
    if (!st) pack_fail(s->name, 0, "no such staff card");
    small_begin(GAH_FACE_SMALL_TEXT_STAFF);
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
    small_name(cr, "staff", st->id, st->name, SW / 2.0, 52, SW - 6, GAH_FACE_SMALL_TEXT_STAFF, 1, 0);
    pack_icon_rows(cr, ctx, icons, 3, 66, SW - 6, SH - 68, 36);
    small_end(s, GAH_FACE_SMALL_TEXT_STAFF);
}

static void draw_objective_small(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    const gah_objective_card *o = gah_objective_by_id(s->arg);
    if (!o) pack_fail(s->name, 0, "no such objective");
    small_begin(GAH_FACE_SMALL_TEXT_OBJECTIVE);
    pack_paper_plate(cr, 1.5, 1.5, SW - 3, SH - 3, 7, PACK_GILT, 3);
    pack_set_rgb(cr, PACK_INK);
    small_name(cr, "objective", o->id, o->name, SW / 2.0, 23, SW - 8, GAH_FACE_SMALL_TEXT_OBJECTIVE, 2, 1);
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
    small_end(s, GAH_FACE_SMALL_TEXT_OBJECTIVE);
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

static void draw_emperor_small(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    const gah_emperor_tile *t = &gah_emperor_tiles[s->arg];
    small_begin(GAH_FACE_SMALL_TEXT_TILE);
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
    small_end(s, GAH_FACE_SMALL_TEXT_TILE);
}

/* ---- Dinner for One instruction cards ---- */

static bool is_guest_step(const gah_automa_step *step)
{
    return step->kind == GAH_AUTOMA_STEP_GUEST || step->kind == GAH_AUTOMA_STEP_GUEST_DANCER;
}

static bool is_die_step(const gah_automa_step *step)
{
    return step->kind == GAH_AUTOMA_STEP_DIE || step->kind == GAH_AUTOMA_STEP_DIE_EITHER ||
           step->kind == GAH_AUTOMA_STEP_DIE_MOST || step->kind == GAH_AUTOMA_STEP_DIE_CELEBRITY;
}

/* The guest steps of a card as one icon line ("Y + ?>n1": a yellow door, "+", any guest, a dancer arrow);
 * `level` gets the highest difficulty tag among them, shown as one pill. */
static void automa_guest_icons(const gah_automa_card *a, char *out, size_t size, int *level)
{
    static const char *const colour_icons[GAH_COLOUR_COUNT] = {
        [GAH_COLOUR_BLUE] = "door/blue-vacant", [GAH_COLOUR_RED] = "door/red-vacant",
        [GAH_COLOUR_YELLOW] = "door/yellow-vacant", [GAH_COLOUR_GREEN] = "@green"};
    out[0] = 0;
    *level = GAH_EASY;
    for (int i = 0; i < a->step_count; i++) {
        const gah_automa_step *step = &a->steps[i];
        if (!is_guest_step(step)) continue;
        if (out[0]) snprintf(out + strlen(out), size - strlen(out), " + ");
        const char *icon = step->arg >= 0 && step->arg < GAH_COLOUR_COUNT ? colour_icons[step->arg] : "@guest:?";
        snprintf(out + strlen(out), size - strlen(out), "%s", icon);
        if (step->kind == GAH_AUTOMA_STEP_GUEST_DANCER) /* Let's Waltz module 1: she dances in a ballroom */
            snprintf(out + strlen(out), size - strlen(out), " → icon/champagne:%d", step->arg2);
        if (step->min_difficulty > *level) *level = step->min_difficulty;
    }
}

static void automa_die(cairo_t *cr, const pack_ctx *ctx, const gah_automa_step *die, double y)
{
    char buf[64];
    pack_set_rgb(cr, PACK_INK);
    switch ((gah_automa_step_kind)die->kind) {
    case GAH_AUTOMA_STEP_DIE:
        snprintf(buf, sizeof buf, "die/%d", die->arg);
        pack_icon_line(cr, ctx, buf, CARD_W / 2.0, y, 36, CARD_W - 30);
        break;
    case GAH_AUTOMA_STEP_DIE_EITHER:
        snprintf(buf, sizeof buf, "die/%d or die/%d", die->arg, die->arg2);
        pack_icon_line(cr, ctx, buf, CARD_W / 2.0, y - 6, 30, CARD_W - 30);
        pack_set_rgb(cr, PACK_INK);
        pack_text(cr, PACK_FONT_TEXT, 9.5, CARD_W / 2.0, y + 17, 1, "whichever has more dice");
        break;
    case GAH_AUTOMA_STEP_DIE_CELEBRITY:
        pack_text_box(cr, PACK_FONT_TEXT, 11, 16, y - 20, CARD_W - 32, 40, 1,
                      "The coloured die of the best celebrity, else the most dice");
        break;
    default:
        pack_text_box(cr, PACK_FONT_TEXT, 11.5, 16, y - 20, CARD_W - 32, 40, 1, "The value with the most dice");
        break;
    }
}

/* [M]: from medium up, [H]: hard only — a small pill at the right end of a line; nothing for easy. */
static void level_pill(cairo_t *cr, int min_difficulty, double right, double cy)
{
    if (min_difficulty <= GAH_EASY) return;
    const char *label = min_difficulty == GAH_MEDIUM ? "M+" : "H";
    double w = pack_text_width(cr, PACK_FONT_TEXT_BOLD, 9, label) + 8;
    pack_rounded_rect(cr, right - w, cy - 7, w, 14, 7);
    pack_set_rgb(cr, min_difficulty == GAH_MEDIUM ? PACK_BLUE : PACK_RED);
    cairo_fill(cr);
    pack_set_rgb(cr, PACK_PAPER_LIGHT);
    pack_text(cr, PACK_FONT_TEXT_BOLD, 9, right - w / 2, cy, 1, label);
}

static const char *automa_action_icon(const gah_automa_step *step)
{
    switch ((gah_automa_step_kind)step->kind) {
    case GAH_AUTOMA_STEP_EMPEROR: return "icon/emperor";
    case GAH_AUTOMA_STEP_STAFF: return "icon/staff-bell";
    case GAH_AUTOMA_STEP_OBJECTIVE: return "icon/vp";
    default: return "icon/champagne"; /* Let's Waltz module 1: a dancer */
    }
}

/* The automa kind that plays this deck, from the automa kinds table. */
static const gah_automa_info *automa_of_deck(const char *deck)
{
    for (int k = GAH_AUTOMA_NONE + 1; k < GAH_AUTOMA_KIND_COUNT; k++)
        if (!strcmp(gah_automa_info_of(k)->deck, deck)) return gah_automa_info_of(k);
    return NULL;
}

static void draw_automa(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    const gah_automa_card *a = NULL;
    for (int i = 0; i < gah_automa_card_count; i++)
        if (gah_automa_cards[i].id == s->arg) a = &gah_automa_cards[i];
    if (!a) pack_fail(s->name, 0, "no such automa card");
    char buf[256];
    const gah_automa_info *automa = automa_of_deck(a->deck);
    if (!automa) pack_fail(s->name, 0, "no automa plays this deck");
    card_frame(cr, PACK_INK);
    /* The base game's deck has a dark band, a deck for the Let's Waltz modules a red one. */
    card_band(cr, automa->waltz_modules ? PACK_RED : PACK_INK, true, automa->name);
    small_caps(cr, 64, a->tie == 'L' ? "TIES: LEFT TO RIGHT  \xe2\x86\x92" : "\xe2\x86\x90  TIES: RIGHT TO LEFT");
    card_tray(cr, 72, 44);
    int guest_level;
    automa_guest_icons(a, buf, sizeof buf, &guest_level);
    pack_icon_line(cr, ctx, buf, CARD_W / 2.0, 94, 32, CARD_W - 56);
    level_pill(cr, guest_level, CARD_W - 16, 94);
    small_caps(cr, 126, "DIE");
    for (int i = 0; i < a->step_count; i++)
        if (is_die_step(&a->steps[i])) automa_die(cr, ctx, &a->steps[i], 156);
    small_caps(cr, 188, "ACTIONS");
    /* One line per action, below the guests and the die. */
    const gah_automa_step *actions[3];
    int n = 0;
    for (int i = 0; i < a->step_count && n < 3; i++)
        if (!is_guest_step(&a->steps[i]) && !is_die_step(&a->steps[i])) actions[n++] = &a->steps[i];
    for (int i = 0; i < n; i++) {
        double y = 206 + i * 20 + (n == 1 ? 8 : 0);
        bool tagged = actions[i]->min_difficulty > GAH_EASY;
        pack_draw_sprite(cr, ctx, automa_action_icon(actions[i]), 14, y - 9, 18, 18, 1);
        pack_automa_action_text(actions[i], buf, sizeof buf);
        pack_set_rgb(cr, PACK_INK);
        pack_text_fit(cr, PACK_FONT_TEXT, 12, 8, 36, y, CARD_W - 36 - (tagged ? 40 : 14), 0, buf);
        level_pill(cr, actions[i]->min_difficulty, CARD_W - 14, y);
    }
    card_number(cr, a->id);
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
        pack_sprite_add(ctx, name, CARD_W, CARD_H, draw_guest, gah_guests[i].id);
        snprintf(name, sizeof name, "guest/%d/small", gah_guests[i].id);
        pack_sprite_add(ctx, name, SW, SH, draw_guest_small, gah_guests[i].id);
    }
    for (int i = 0; i < gah_staff_count; i++) {
        snprintf(name, sizeof name, "staff/%d", gah_staff[i].id);
        pack_sprite_add(ctx, name, CARD_W, CARD_H, gah_draw_staff, gah_staff[i].id);
        snprintf(name, sizeof name, "staff/%d/small", gah_staff[i].id);
        pack_sprite_add(ctx, name, SW, SH, draw_staff_small, gah_staff[i].id);
    }
    for (int i = 0; i < gah_objective_count; i++) {
        snprintf(name, sizeof name, "objective/%d", gah_objectives[i].id);
        pack_sprite_add(ctx, name, CARD_W, CARD_H, draw_objective, gah_objectives[i].id);
        snprintf(name, sizeof name, "objective/%d/small", gah_objectives[i].id);
        pack_sprite_add(ctx, name, SW, SH, draw_objective_small, gah_objectives[i].id);
    }
    for (int i = 0; i < gah_emperor_tile_count; i++) {
        snprintf(name, sizeof name, "emperor/%s", gah_emperor_tiles[i].code);
        pack_sprite_add(ctx, name, TILE, TILE, draw_emperor, i);
        snprintf(name, sizeof name, "emperor/%s/small", gah_emperor_tiles[i].code);
        pack_sprite_add(ctx, name, ST, ST, draw_emperor_small, i);
    }
    for (int i = 0; i < gah_automa_card_count; i++) {
        snprintf(name, sizeof name, "automa/%d", gah_automa_cards[i].id);
        pack_sprite_add(ctx, name, CARD_W, CARD_H, draw_automa, gah_automa_cards[i].id);
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

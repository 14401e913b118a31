/* gah-pack's shared types: the sprite registry, the layouts, and the drawing helpers every face uses. */
#ifndef GAH_PACK_H
#define GAH_PACK_H

#include <cairo.h>
#include <librsvg/rsvg.h>
#include <stdbool.h>
#include <stdio.h>

#include "gah/data.h"

#define PACK_NAME_MAX 64
#define PACK_PATH_MAX 1024
#define PACK_PI 3.14159265358979323846

typedef struct pack_ctx pack_ctx;
typedef struct pack_sprite pack_sprite;

/* Draws a sprite into a cairo context whose origin is the sprite's top-left corner and whose unit is
 * one 1x pixel; the caller has already clipped to the sprite. */
typedef void (*pack_draw_fn)(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s);

struct pack_sprite {
    char name[PACK_NAME_MAX];
    int w, h;              /* size at 1x */
    pack_draw_fn draw;
    int arg;               /* card id or index, for the draw function */
    RsvgHandle *svg;       /* art sprites: the parsed SVG */
    int page, x, y;        /* atlas position at 1x, filled in by pack_atlas_place */
};

/* One rectangle of a board layout; `sprite` is the emblem drawn into it on the background ("" = none). */
typedef struct pack_rect {
    char name[PACK_NAME_MAX];
    int x, y, w, h;
    char sprite[PACK_NAME_MAX];
    char file[PACK_PATH_MAX];
    int line;
} pack_rect;

typedef struct pack_board {
    char name[PACK_NAME_MAX];
    int w, h;
    int first, count; /* its rects in pack_ctx.rects */
} pack_board;

struct pack_ctx {
    pack_sprite *sprites;
    int sprite_count, sprite_cap;
    pack_rect *rects;
    int rect_count, rect_cap;
    pack_board boards[16];
    int board_count;
    char layout_dir[PACK_PATH_MAX]; /* named in errors about rects that are missing */
};

/* ---- failing: every error is "file:line: message" (or "file: message") and exit status 1 ---- */
_Noreturn void pack_fail(const char *file, int line, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void *pack_alloc(size_t size);

/* ---- sprites (sprites.c) ---- */
pack_sprite *pack_sprite_add(pack_ctx *ctx, const char *name, int w, int h, pack_draw_fn draw, int arg);
const pack_sprite *pack_sprite_find(const pack_ctx *ctx, const char *name);
/* Reads every *.svg of the art directory; the ones named GROUP-NAME.svg with a known group become the
 * sprite GROUP/NAME at the group's size. Fails with the file and librsvg's message on a broken SVG. */
void pack_art_load(pack_ctx *ctx, const char *art_dir);
void pack_art_check(const pack_ctx *ctx, const char *art_dir);
void pack_ctx_free(pack_ctx *ctx);

/* ---- drawing helpers (draw.c) ---- */
typedef struct pack_rgb {
    double r, g, b;
} pack_rgb;

extern const pack_rgb PACK_PAPER, PACK_PAPER_LIGHT, PACK_GILT, PACK_RED, PACK_BLUE, PACK_YELLOW, PACK_INK,
    PACK_GREEN, PACK_GREY;

typedef enum pack_font {
    PACK_FONT_TITLE,      /* EB Garamond bold: names */
    PACK_FONT_TITLE_ITALIC,
    PACK_FONT_TEXT,       /* DejaVu Sans: small text */
    PACK_FONT_TEXT_BOLD,
    PACK_FONT_NUMBER,     /* DejaVu Serif bold: lining figures (EB Garamond's old-style 1 reads as I) */
    PACK_FONT_COUNT
} pack_font;

void pack_set_rgb(cairo_t *cr, pack_rgb c);
void pack_set_rgba(cairo_t *cr, pack_rgb c, double alpha);
pack_rgb pack_colour_of(int colour);
void pack_rounded_rect(cairo_t *cr, double x, double y, double w, double h, double r);
/* A card, tile or piece plate: a rounded rectangle filled with paper and stroked `line` wide in `edge`. */
void pack_paper_plate(cairo_t *cr, double x, double y, double w, double h, double r, pack_rgb edge, double line);
/* Draws a named sprite scaled into the box (keeping its aspect, centred); alpha < 1 draws it faint. */
void pack_draw_sprite(cairo_t *cr, const pack_ctx *ctx, const char *name, double x, double y, double w, double h,
                      double alpha);
/* Text. `align`: 0 left, 1 centre, 2 right; `y` is the vertical centre of the line. Returns the width. */
double pack_text(cairo_t *cr, pack_font font, double size, double x, double y, int align, const char *text);
double pack_text_width(cairo_t *cr, pack_font font, double size, const char *text);
/* As pack_text in a title face, its figures set in PACK_FONT_NUMBER (lining figures) on the same baseline
 * (issue 40: the Emperor track's "0 penalty" was EB Garamond's old-style zero, read as an "o"). */
double pack_text_figures(cairo_t *cr, pack_font font, double size, double x, double y, int align, const char *text);
/* How many lines in a title face with a figure in it were drawn since the reset (the boards draw none). */
void pack_title_figures_reset(void);
int pack_title_figures(void);
/* Text shrunk (down to min_size) to fit max_w; returns the size used. */
double pack_text_fit(cairo_t *cr, pack_font font, double size, double min_size, double x, double y,
                     double max_w, int align, const char *text);
/* Word-wrapped text centred in a box, shrunk until it fits. */
void pack_text_box(cairo_t *cr, pack_font font, double size, double x, double y, double w, double h, int align,
                   const char *text);
/* A number drawn over an icon: bold ink with a paper outline, readable on any background. */
void pack_text_badge(cairo_t *cr, double size, double x, double y, const char *text);
/* An icon with a number: a plain coin for krone, the number inside the laurel for VP, and a small
 * disc in the corner for anything else. A leading '-' is printed as a minus sign. */
void pack_icon_number(cairo_t *cr, const pack_ctx *ctx, const char *sprite, double x, double y, double size,
                      const char *text);
void pack_glyph_card(cairo_t *cr, double x, double y, double s, bool guest);
void pack_door_shape(cairo_t *cr, int colour, double x, double y, double s, double alpha);
void pack_glyph_green(cairo_t *cr, double x, double y, double s);
/* An icon line: space-separated tokens, each a sprite name (optionally "NAME:TEXT" to print TEXT over
 * it), a drawn glyph ("@room", "@occupied", "@card", "@guest", "@item", "@green"), or plain text. Centred on
 * (cx, cy), icons `size` tall, shrunk to max_w. */
void pack_icon_line(cairo_t *cr, const pack_ctx *ctx, const char *spec, double cx, double cy, double size,
                    double max_w);

/* Icons in as many centred rows as the box (x, y, w, box_h) needs at `size`, shrunk only when they do not fit;
 * the number of rows. */
int pack_icon_rows(cairo_t *cr, const pack_ctx *ctx, const char *spec, double x, double y, double w, double box_h,
                   double size);
/* Above 0: a small face is drawn, whose icon numbers and words are never below this size (0: off). */
void pack_small_face(double text_floor);
/* The smallest font size drawn since the reset (the small faces' check). */
void pack_text_min_reset(void);
double pack_text_min(void);
/* Sets the smallest text back to what pack_text_min said: what a picture drawn inside a sprite writes (a card
 * back's word, faint, at its own scale) is not the sprite's text. */
void pack_text_min_restore(double least);

/* ---- our wording (words.c) ---- */
const char *pack_staff_text(int id);
void pack_staff_icons(const gah_staff_card *c, char *out, size_t size); /* derived from .when, .effects */
const char *pack_staff_type_name(int type);
const char *pack_staff_type_icon(int type);
void pack_objective_text(const gah_objective_card *o, char *out, size_t size);
void pack_objective_icons(const gah_objective_card *o, char *out, size_t size);
void pack_effect_icons(gah_effect fx, char *out, size_t size);
void pack_automa_action_text(const gah_automa_step *step, char *out, size_t size);

/* ---- faces (cards.c) and boards (boards.c) ---- */
void pack_cards_register(pack_ctx *ctx);
/* The short forms of names too long for the small faces (DATA_DIR/short_names.tsv); before drawing. */
void pack_short_names_load(const char *data_dir);
void pack_boards_register(pack_ctx *ctx);
/* Let's Waltz module 2: coloured dice, celebrity tiles, the lounge and its chits (waltz_lounge.c). */
void pack_waltz_lounge_register(pack_ctx *ctx);
void pack_boards_check(const pack_ctx *ctx);
/* After the atlas is written: each board sprite's smallest text, in its units, its scale at the table and that
 * text in window pixels at 1366x768 ("board/main 19.00 0.82 11.1"), one line a board (gah-pack --text-sizes). */
void pack_boards_text_sizes(FILE *out);
void pack_ballrooms_register(pack_ctx *ctx); /* Let's Waltz module 1's boards (ballrooms.c) */
/* Let's Waltz module 3: the hotel entrances, the solo entrances, Dove's tokens, the cogwheel, Chateau Paulwei's
 * charts (waltz_entrances.c); needs the layouts loaded. */
void pack_waltz_entrances_register(pack_ctx *ctx);
void pack_waltz_pieces_register(pack_ctx *ctx); /* waltz_pieces.c: the stars track, the item pool, the key's extension */

/* ---- layouts (layout.c) ---- */
void pack_layout_load(pack_ctx *ctx, const char *layout_dir);
void pack_layout_check_sprites(const pack_ctx *ctx);
const pack_board *pack_board_find(const pack_ctx *ctx, const char *name);
const pack_rect *pack_rect_find(const pack_ctx *ctx, const char *name);
/* A rect a board needs, by printf-style name; the layout must define it (docs/assets.md lists them), or
 * the packer fails naming it. */
const pack_rect *pack_rect_need(const pack_ctx *ctx, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void pack_layout_write(const pack_ctx *ctx, const char *path);

/* ---- atlas (atlas.c) ---- */
int pack_atlas_place(pack_ctx *ctx); /* returns the page count */
void pack_atlas_write(const pack_ctx *ctx, int pages, const char *out_dir);
void pack_render_sprite(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s);
void pack_write_png(cairo_surface_t *surface, const char *path);
void pack_contact_sheet(const pack_ctx *ctx, const char *path);
void pack_sprite_png(const pack_ctx *ctx, const char *name, const char *path);

/* ---- desktop icons (icons.c) ---- */
/* Renders the SVG as OUT_DIR/NxN/apps/NAME.png at every hicolor size from 16 to 512 px. */
void pack_icons_write(const char *svg_path, const char *name, const char *out_dir);

#define PACK_GENERATED_HEADER "# generated by gah-pack \xe2\x80\x94 do not edit\n"

#endif

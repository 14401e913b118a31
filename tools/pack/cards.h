/* What the card faces' files share (cards.c: the parts of every face, the backs, the turn-order tiles and the
 * list of sprites; cards_small.c: the small faces' names and numbers; a file per kind of card: guests, staff,
 * objectives, Emperor tiles, the automa's instruction cards): the faces' sizes and the drawing functions the
 * list names. */
#ifndef GAH_PACK_CARDS_H
#define GAH_PACK_CARDS_H

#include "pack.h"
#include "gah/engine.h"
#include "gah/faces.h"

enum { CARD_W = GAH_FACE_CARD_W, CARD_H = GAH_FACE_CARD_H, TILE = GAH_FACE_TILE, TURN_W = 96, TURN_H = 48 };

/* The small faces' sizes: what the table shows (issue 13); the full face is read on hover. */
enum { SW = GAH_FACE_SMALL_CARD_W, SH = GAH_FACE_SMALL_CARD_H, ST = GAH_FACE_SMALL_TILE };

/* The parts every face shares (cards.c). */
void pack_card_frame(cairo_t *cr, pack_rgb edge);
void pack_card_band(cairo_t *cr, pack_rgb colour, bool light_text, const char *name);
void pack_card_tray(cairo_t *cr, double y, double h);
void pack_small_caps(cairo_t *cr, double y, const char *label);
void pack_card_number(cairo_t *cr, int id);
void pack_badge_sprite(cairo_t *cr, const pack_ctx *ctx, const char *sprite, double x, double y, double s, const char *text);

/* The small faces' parts (cards_small.c). */
void pack_small_number(cairo_t *cr, double size, double x, double y, int value);
void pack_small_name(cairo_t *cr, const char *kind, int id, const char *name, double cx, double cy, double w, double size, int max_lines, int align);
void pack_small_begin(double text_floor);
void pack_small_end(const pack_sprite *s, double text_floor);

/* Each kind's faces, full and small, as the list of sprites names them. */
void pack_draw_guest(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s);
void pack_draw_guest_small(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s);
void pack_draw_staff(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s);
void pack_draw_staff_small(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s);
void pack_draw_objective(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s);
void pack_draw_objective_small(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s);
void pack_draw_emperor(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s);
void pack_draw_emperor_small(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s);
void pack_draw_automa(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s);

#endif

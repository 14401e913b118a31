/* What the rules screen's files share (rules.c: the screen, its side bar and input; rules_brief.c: the game in
 * brief and the rule variants; rules_boards.c: the boards' pictures; rules_waltz.c: the Let's Waltz chapters;
 * rules_cards.c: every card, searchable): the screen's places and its text helpers, and each chapter's drawing
 * for the table of chapters. */
#ifndef GAH_UI_RULES_INTERNAL_H
#define GAH_UI_RULES_INTERNAL_H

#include "games/gah/ui/rules.h"
#include "gah/data.h"
#include "gah/engine.h"
#include "ui/layout.h"

/* A chapter of lines (the rule variants, each Let's Waltz module): at most this many, each this long. */
enum { VARIANT_LINES = 19, VARIANT_LINE_MAX = 90 };

/* ---- the screen: chapters on the left, one shown at a time ---- */

enum { SIDE_X = 60, SIDE_W = 290, CONTENT_X = 390, CONTENT_W = 1470 };

/* The card faces: a grid of columns, scrolled a row at a time; the card under the mouse large beside it. */
enum { GRID_X = CONTENT_X, GRID_Y = 190, CARD_W = 100, CARD_H = 144, GRID_GAP = 12, GRID_COLS = 9, GRID_ROWS = 5 };

/* The screen's helpers (rules.c). */
int rules_text_left(ui_context *ui, int size, SDL_Color colour, int x, int y, int width, const char *text);
void rules_heading(ui_context *ui, const char *title);
void rules_chapter_lines(ui_context *ui, const char *title, void (*lines)(char[VARIANT_LINES][VARIANT_LINE_MAX]));

/* The chapters in brief (rules_brief.c). */
void rules_chapter_brief(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout);
void rules_chapter_variants(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout);

/* The Let's Waltz chapters (rules_waltz.c). */
void rules_chapter_ballrooms(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout);
void rules_chapter_celebrities(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout);
void rules_chapter_entrances(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout);
void rules_chapter_startplayer(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout);
void rules_chapter_more(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout);

/* The boards' chapters (rules_boards.c). */
void rules_draw_picture(ui_context *ui, const ui_atlas *atlas, const char *sprite, SDL_Rect dst);
/* A sprite's box in a grid cell: the largest at its own shape, centred (the cell itself without a sprite). */
SDL_Rect rules_fit_picture(const atlas_sprite *s, SDL_Rect cell);
void rules_chapter_main_board(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout);
void rules_chapter_action_board(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout);
void rules_chapter_hotel(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout);

/* The cards' chapter (rules_cards.c). */
void rules_chapter_cards(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout);

#endif

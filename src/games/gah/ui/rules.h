/* The rules reference: chapters of our own words, the boards with callouts, and every card, searchable. */
#ifndef GAH_UI_RULES_H
#define GAH_UI_RULES_H

#include "ui/atlas.h"
#include "ui/layout.h"
#include "ui/ui.h"

typedef struct rules_scene {
    int chapter;     /* the chapter shown (the side bar's order) */
    char query[40];  /* typed filter for the card list */
    int scroll;      /* first card shown */
    int hover;       /* card line under the mouse, -1 none */
    SDL_Point mouse;
} rules_scene;

void rules_draw(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout);
/* A click: a chapter is chosen; true when it was on Back. */
bool rules_click(rules_scene *r, SDL_Point at);
/* Where a person clicks "back" or a chapter by its title (scripted tests). */
bool rules_control_point(const char *name, SDL_Point *out);
int rules_chapter_count(void);
/* Line `line` of the chapter on Let's Waltz module 1 to 5 (tests; empty past its last); NULL out of range. */
const char *rules_waltz_line(int module, int line);
void rules_text(rules_scene *r, const char *text);
void rules_key(rules_scene *r, SDL_Keycode key);
void rules_wheel(rules_scene *r, int dy);
void rules_mouse(rules_scene *r, SDL_Point at);
/* How many card lines match the query (tests). */
int rules_match_count(const rules_scene *r);

#endif

/* The rules reference: our own summary of the rules and every card, searchable. */
#ifndef GAH_UI_RULES_H
#define GAH_UI_RULES_H

#include "ui/atlas.h"
#include "ui/ui.h"

typedef struct rules_scene {
    char query[40];  /* typed filter for the card list */
    int scroll;      /* first card line shown */
    int hover;       /* card line under the mouse, -1 none */
    SDL_Point mouse;
    int chapter;     /* the right-hand column's chapter (rules_chapter_line) */
} rules_scene;

/* The chapters beside the summary: the rule variants, Let's Waltz module 1, module 2. */
#define RULES_CHAPTER_COUNT 3

void rules_draw(rules_scene *r, ui_context *ui, const ui_atlas *atlas);
void rules_text(rules_scene *r, const char *text);
void rules_key(rules_scene *r, SDL_Keycode key);
void rules_wheel(rules_scene *r, int dy);
void rules_mouse(rules_scene *r, SDL_Point at);
/* A click on a chapter's tab opens it. */
void rules_click(rules_scene *r, SDL_Point at);
/* Line `line` of chapter `chapter` (tests); NULL past the end. */
const char *rules_chapter_line(int chapter, int line);
/* How many card lines match the query (tests). */
int rules_match_count(const rules_scene *r);

#endif

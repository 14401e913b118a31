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
} rules_scene;

void rules_draw(rules_scene *r, ui_context *ui, const ui_atlas *atlas);
void rules_text(rules_scene *r, const char *text);
void rules_key(rules_scene *r, SDL_Keycode key);
void rules_wheel(rules_scene *r, int dy);
void rules_mouse(rules_scene *r, SDL_Point at);
/* How many card lines match the query (tests). */
int rules_match_count(const rules_scene *r);

#endif

/* The base game's row (ui/table_game.h), its entries beyond the table: new games (the modules remembered,
 * a rematch, the first-game tutorial and its guide), the final scoring and the rules screen. */
#include "games/gah/ui/table_game.h"

#include "gah/ai.h"

#include <stdio.h>
#include <string.h>

static gah_window *window(void *g) { return g; }

/* ---- New games ---- */

/* The settings keep the last choice of Let's Waltz modules as GAH_WALTZ_MODULE bits; the screen offers those
 * the engine plays. */
void gah_window_recall_choice(newgame_scene *n, unsigned remembered)
{
    newgame_choose_from(n, "waltz", &(gah_params){.waltz = (uint8_t)(remembered & GAH_WALTZ_AVAILABLE)});
}

bool gah_window_remember_choice(const newgame_scene *n, unsigned *remembered)
{
    gah_params chosen = {0};
    char why[200];
    if (gah_params_set(&chosen, "waltz", newgame_choice(n, "waltz"), why, sizeof why)) return false;
    *remembered = chosen.waltz;
    return true;
}

void gah_window_rematch_params(const bg_session *s, void *params, uint64_t entropy)
{
    gah_params p = *gah_session_params(s);
    p.seed = final_rematch_seed(p.seed, entropy);
    memcpy(params, &p, sizeof p);
}

/* The person against an easy computer player (the random one where src/ai has no easy player). */
const char *gah_window_tutorial_params(void *params, int *computer_seat)
{
    gah_params p = tutorial_params();
    memcpy(params, &p, sizeof p);
    *computer_seat = 1;
    int easy = gah_ai_kind_by_name("easy");
    return gah_ai_kind_name(easy >= 0 ? easy : GAH_AI_RANDOM);
}

/* The tutorial's notes and its guard on the table. */
void gah_window_tutorial_begin(void *g)
{
    gah_window *w = window(g);
    tutorial_start(&w->tutorial);
    w->table.guard = tutorial_guard;
    w->table.guard_ctx = &w->tutorial;
}

void gah_window_guide_update(void *g)
{
    gah_window *w = window(g);
    if (w->tutorial.on) tutorial_update(&w->tutorial, &w->table);
}

bool gah_window_guide_click(void *g, SDL_Point at)
{
    gah_window *w = window(g);
    return w->tutorial.on && tutorial_click(&w->tutorial, at);
}

/* ---- The final scoring ---- */

void gah_window_final_draw(void *g, ui_context *ui, Uint32 elapsed)
{
    gah_window *w = window(g);
    final_scene_draw(&w->final, ui, &w->table, elapsed);
}

int gah_window_final_mouse(void *g, SDL_Point at)
{
    switch (final_scene_mouse(&window(g)->final, at)) {
    case FINAL_REMATCH: return UI_FINAL_REMATCH;
    case FINAL_SAVE_REPLAY: return UI_FINAL_SAVE_REPLAY;
    case FINAL_MENU: return UI_FINAL_MENU;
    default: return UI_FINAL_NONE;
    }
}

void gah_window_final_status(void *g, const char *text)
{
    gah_window *w = window(g);
    snprintf(w->final.status, sizeof w->final.status, "%s", text);
}

bool gah_window_final_point(const char *button, SDL_Point *out) { return final_button_point(button, out); }

/* ---- The rules screen ---- */

void gah_window_rules_open(void *g) { memset(&window(g)->rules, 0, sizeof window(g)->rules); }
void gah_window_rules_draw(void *g, ui_context *ui, const ui_atlas *a, const ui_layout *l) { rules_draw(&window(g)->rules, ui, a, l); }
void gah_window_rules_mouse(void *g, SDL_Point at) { rules_mouse(&window(g)->rules, at); }
bool gah_window_rules_click(void *g, SDL_Point at) { return rules_click(&window(g)->rules, at); }
void gah_window_rules_key(void *g, SDL_Keycode key) { rules_key(&window(g)->rules, key); }
void gah_window_rules_text(void *g, const char *text) { rules_text(&window(g)->rules, text); }
void gah_window_rules_wheel(void *g, int dy) { rules_wheel(&window(g)->rules, dy); }
bool gah_window_rules_point(const char *control, SDL_Point *out) { return rules_control_point(control, out); }

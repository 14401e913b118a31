/* The base game's side of the window (ui/table_game.h): its window state - the table, the final scoring,
 * the rules screen, the tutorial's guide, a roll held behind the hand-over - and its registration row,
 * with the computer players and the test driver's part it names. */
#ifndef GAH_UI_TABLE_GAME_ROW_H
#define GAH_UI_TABLE_GAME_ROW_H

#include "games/gah/ui/final_scoring.h"
#include "games/gah/ui/rules.h"
#include "games/gah/ui/table.h"
#include "games/gah/ui/tutorial.h"
#include "ui/table_game.h"

typedef struct gah_window {
    table_scene table;
    final_scene final;
    rules_scene rules;
    tutorial tutorial;      /* the first-game tutorial, while its game is on the table */
    gah_event held_roll[8]; /* a roll made while the hand-over screen hides the table: shown after it */
    int held_rolls;
} gah_window;

extern const ui_table_game gah_table_game;
/* Its computer players (players.c) and what the test harness asks of it (driver.c, driver_tutorial.c). */
extern const ui_players gah_players;
extern const ui_table_driver gah_table_driver;
/* The row's entries of the game's screens and new games (table_game_screens.c). */
void gah_window_recall_choice(newgame_scene *n, unsigned remembered);
bool gah_window_remember_choice(const newgame_scene *n, unsigned *remembered);
void gah_window_rematch_params(const bg_session *s, void *params, uint64_t entropy);
const char *gah_window_tutorial_params(void *params, int *computer_seat);
void gah_window_tutorial_begin(void *g);
void gah_window_guide_update(void *g);
bool gah_window_guide_click(void *g, SDL_Point at);
void gah_window_final_draw(void *g, ui_context *ui, Uint32 elapsed);
int gah_window_final_mouse(void *g, SDL_Point at);
void gah_window_final_status(void *g, const char *text);
bool gah_window_final_point(const char *button, SDL_Point *out);
void gah_window_rules_open(void *g);
void gah_window_rules_draw(void *g, ui_context *ui, const ui_atlas *a, const ui_layout *l);
void gah_window_rules_mouse(void *g, SDL_Point at);
bool gah_window_rules_click(void *g, SDL_Point at);
void gah_window_rules_key(void *g, SDL_Keycode key);
void gah_window_rules_text(void *g, const char *text);
void gah_window_rules_wheel(void *g, int dy);
bool gah_window_rules_point(const char *control, SDL_Point *out);

/* Network play: moves made elsewhere, and a joined game's sender (table_net.c). */
void gah_window_moved_elsewhere(void *g, const void *before, const void *state, const bg_events *ev, bool lost);
bool gah_window_uses_area(const void *g, SDL_Rect r);
void gah_window_set_sender(void *g, const char *(*send)(void *ctx, bg_move move), void *ctx);

/* The tutorial driven by the harness (driver_tutorial.c). */
int gah_driver_tutorial(void *g, const ui_driver_env *env, ui_tutorial_drive *drive, char *err, size_t err_size);

#endif

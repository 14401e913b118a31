/* The new-game screen: the seats (how many people, names, colours, a person or a computer and its strength)
 * are the screen's own; every other setting comes from the game's description of its params (bg_game's
 * param_info, param_look and param_refusal), as sgt's `configure` does. The screen names no game. */
#ifndef GAH_UI_NEWGAME_H
#define GAH_UI_NEWGAME_H

#include "bg/game.h"
#include "ui/scenes.h"

#define NEWGAME_PARAMS_MAX 16  /* settings of one game */
#define NEWGAME_VALUE_MAX 112  /* one setting's value as text: every flag of a FLAGS setting, comma-separated */
#define NEWGAME_PARAMS_SIZE 512 /* the largest params blob the screen builds */

typedef struct newgame_scene {
    const bg_game *game;
    const char *called; /* what the title calls the game ("Let's Roll"), set by the app; NULL: game->name */
    int players; /* people at the table: game->min_seats..max_seats (1: solo where the game has it) */
    table_seat seats[BG_MAX_SEATS];
    /* Who plays each seat: 0 a person, k > 0 a computer of strength k - 1, newgame_remote(n) a person at
     * another machine (the game is then hosted: bg/net.h). The strengths are given by the app after
     * newgame_init (they are what src/ai offers). */
    int control[BG_MAX_SEATS];
    int strength_count;
    const char *strength_labels[4];
    /* Each setting's value as chosen, in params_set's words ("day", "1,3", "original,herlius"), by the
     * game's param index: kept while hidden, so going back shows the choice again; a list's member refused
     * when the people change is dropped (it showed off, greyed). */
    int param_count;
    char choice[NEWGAME_PARAMS_MAX][NEWGAME_VALUE_MAX];
    int editing; /* -1 none; 0..3 a seat's name; NEWGAME_EDIT_PARAM + i: setting i's text (the seed) */
    int hover;
} newgame_scene;

enum { NEWGAME_EDIT_PARAM = 100 };

/* The control value of a remote player: the one after the strengths. */
static inline int newgame_remote(const newgame_scene *n) { return n->strength_count + 1; }

/* The screen for `game`, each setting at the value the game starts it on. */
void newgame_init(newgame_scene *n, const bg_game *game);
void newgame_draw(newgame_scene *n, ui_context *ui);
/* The screen's title: "New game: Let's Roll". */
const char *newgame_title(const newgame_scene *n, char *out, size_t size);
menu_action newgame_mouse(newgame_scene *n, ui_context *ui, SDL_Point at, bool clicked);
void newgame_text(newgame_scene *n, const char *text);
void newgame_key(newgame_scene *n, SDL_Keycode key);

/* `players` people at the table (kept in the game's range), as the minus and plus buttons set them: a list's
 * member the game refuses with them (module 4 in solo) is no longer chosen, and does not come back on later. */
void newgame_set_players(newgame_scene *n, int players);

/* The game's params as chosen, through params_default and params_set only (as a save or the command line
 * sets them), into `params` of game->params_size; a seed left empty is drawn from the clock. NULL, or why
 * the game refused a value (written into `why`). */
const char *newgame_params(const newgame_scene *n, void *params, char *why, size_t why_size);
/* Setting `key` as chosen ("" for a key the game does not have). */
const char *newgame_choice(const newgame_scene *n, const char *key);
/* Chooses `value` for `key` as a person would (kept even while refused now); false when the game does not
 * take it at all. newgame_choose_from takes the value from a params blob (the app's remembered modules). */
bool newgame_choose(newgame_scene *n, const char *key, const char *value);
bool newgame_choose_from(newgame_scene *n, const char *key, const void *params);
/* Why `value` of `key` may not be chosen now (the switch is greyed), or NULL. */
const char *newgame_refusal(const newgame_scene *n, const char *key, const char *value);

/* Where a person clicks a new-game control: the screen's own ("minus", "plus", "start", "back", "seat2"
 * (who plays seat 2), "name1", "colour1") or a setting's: a value's name ("day", "hard", "original"), a
 * BOOL's or a text's key ("intro", "seed"), a cycling switch's key with '-' ("solo-entrance"), a SET's unit
 * and number ("module3"). The scripted tests click there, through the same mouse handling as a person. */
bool newgame_control_point(const newgame_scene *n, const char *name, SDL_Point *out);
/* The same control's box on the canvas, shown now or not; empty for an unknown name. */
SDL_Rect newgame_control_rect(const newgame_scene *n, const char *name);
/* The controls shown now, with their boxes and their words as drawn (face and size): what newgame_draw
 * draws and the layout test checks. Returns how many (at most `max`). */
typedef struct newgame_control {
    int id;
    SDL_Rect rect;
    char label[BG_LOOK_TEXT];
    int size;
    ui_font_face face;
    bool refused; /* greyed: the game says why on the pointer's line */
    bool lit;     /* a setting's switch drawn on (chosen, or a cycling switch away from its start) */
} newgame_control;
int newgame_controls(const newgame_scene *n, newgame_control *out, int max);

#endif

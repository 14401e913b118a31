/* The scenes around the table: main menu, new-game set-up, pause menu, hotseat hand-over. */
#ifndef GAH_UI_SCENES_H
#define GAH_UI_SCENES_H

#include "games/gah/ui/table.h"

#define MENU_ITEMS_MAX 10

typedef enum menu_action {
    MENU_NONE, MENU_CONTINUE, MENU_NEW_GAME, MENU_LOAD, MENU_FULLSCREEN, MENU_QUIT,
    MENU_RESUME, MENU_SAVE, MENU_TO_MENU, MENU_START, MENU_BACK, MENU_SETTINGS,
    MENU_RULES, MENU_RECENT, MENU_RESUME_GAME, MENU_VOLUME, MENU_MUTE, MENU_ANIMATIONS, MENU_COLOUR_BLIND, MENU_CONFIRM,
    MENU_THINKING, MENU_HINTS, MENU_TUTORIAL
} menu_action;

typedef struct menu_item {
    char label[120];
    menu_action action;
    int arg;           /* which one, for a list of like items (the recent games) */
    bool enabled;
} menu_item;

/* A save-failure notice over any scene until saving works again (empty: nothing shown): `text` across
 * the top while `full`, then `brief` in a small strip at the bottom. */
void notice_draw(ui_context *ui, const char *text, const char *brief, bool full);

/* A column of big buttons with a title: the main menu and the pause menu. */
typedef struct menu_scene {
    const char *title;
    const char *subtitle; /* under the title of a full-screen menu; NULL: the fan-edition notice */
    int count;
    menu_item items[MENU_ITEMS_MAX];
    int hover;
    bool overlay;      /* drawn over the table (pause, settings) */
    bool wide;         /* long labels (the recent games): wider buttons, smaller type */
    int clicked_arg;   /* the arg of the item menu_mouse returned */
    char status[400];
} menu_scene;

void menu_add(menu_scene *m, const char *label, menu_action action, bool enabled);

/* The box of an overlay menu (pause, settings): tall enough for its message, and on the canvas. */
SDL_Rect menu_overlay_box(const menu_scene *m);
void menu_draw(menu_scene *m, ui_context *ui, SDL_Texture *emblem, bool overlay);
menu_action menu_mouse(menu_scene *m, ui_context *ui, SDL_Point at, bool clicked);

/* New game: players, names, colours, hotels, variants, seed. */
typedef struct newgame_scene {
    int players;
    table_seat seats[GAH_MAX_PLAYERS];
    bool day, intro, draft;
    unsigned variants; /* seed 001's rule variants: GAH_VARIANT_BIT bits */
    int difficulty; /* solo: 1 easy, 2 medium, 3 hard */
    int solo_entrance; /* solo with module 3: the automa's gah_solo_entrance, 0 at random */
    unsigned waltz; /* Let's Waltz! modules chosen: GAH_WALTZ_MODULE bits, only ever of GAH_WALTZ_AVAILABLE */
    char seed_text[21];
    int editing; /* seat whose name is being typed, -1 none; 4 = the seed */
    int hover;
    /* Who plays each seat: 0 a person, k > 0 a computer of strength k - 1. The strengths are given by the
     * app after newgame_init (they are what src/ai offers). */
    int control[GAH_MAX_PLAYERS];
    int strength_count;
    const char *strength_labels[4];
} newgame_scene;

void newgame_init(newgame_scene *n);
void newgame_draw(newgame_scene *n, ui_context *ui);
menu_action newgame_mouse(newgame_scene *n, ui_context *ui, SDL_Point at, bool clicked);
/* Where a person clicks a new-game control ("minus", "plus", "hard", "start", "seat2" (who plays seat 2),
 * ...) or a menu item by its
 * label: the scripted tests click there, through the same mouse handling as a person. */
bool newgame_control_point(const char *name, SDL_Point *out);
/* The same control's box on the canvas (by name, also "name1".."name4", "colour1".."colour4"); empty for an
 * unknown name. */
SDL_Rect newgame_control_rect(const char *name);
/* The controls shown now, with their boxes and their words as drawn (face and size): what newgame_draw
 * draws and the layout test checks. Returns how many (at most `max`). */
typedef struct newgame_control {
    int id;
    SDL_Rect rect;
    char label[96];
    int size;
    ui_font_face face;
} newgame_control;
int newgame_controls(const newgame_scene *n, newgame_control *out, int max);
bool menu_item_point(const menu_scene *m, const char *label, SDL_Point *out);
void newgame_text(newgame_scene *n, const char *text);
void newgame_key(newgame_scene *n, SDL_Keycode key);
gah_params newgame_params(const newgame_scene *n);
/* Whether Let's Waltz! module m (1..5) may be chosen now: the engine plays it (GAH_WALTZ_AVAILABLE) and,
 * in a solo game, the automa plays with it. NULL when it may, else the reason in a player's words. */
const char *newgame_module_refusal(const newgame_scene *n, int m);
/* The module's name ("Vienna Ballrooms"); "" for a number out of 1..5. */
const char *newgame_module_name(int m);

/* The screen that hides the table between two people's turns. */
void handover_draw(ui_context *ui, const table_scene *t, int seat);
/* Shared by the screens around the table: a player's colour (0..3), a big button, the paper backdrop. */
SDL_Color scene_player_colour(int colour);
void scene_button(ui_context *ui, SDL_Rect r, const char *label, bool hover, bool enabled, int size);
void scene_backdrop(ui_context *ui);

#endif

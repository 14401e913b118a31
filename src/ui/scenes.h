/* The scenes around the table: main menu, pause menu, hotseat hand-over (the new-game screen: newgame.h). */
#ifndef GAH_UI_SCENES_H
#define GAH_UI_SCENES_H

#include "ui/ui.h"

#define MENU_ITEMS_MAX 12

/* A seat at the table as the screens show it: its name and its colour (0..3: marker colour and shape). */
typedef struct table_seat {
    char name[24];
    int colour;
} table_seat;

typedef enum menu_action {
    MENU_NONE, MENU_CONTINUE, MENU_NEW_GAME, MENU_LOAD, MENU_FULLSCREEN, MENU_QUIT,
    MENU_RESUME, MENU_SAVE, MENU_TO_MENU, MENU_START, MENU_BACK, MENU_SETTINGS,
    MENU_RULES, MENU_RECENT, MENU_RESUME_GAME, MENU_VOLUME, MENU_MUTE, MENU_ANIMATIONS, MENU_COLOUR_BLIND, MENU_CONFIRM,
    MENU_THINKING, MENU_HINTS, MENU_TUTORIAL, MENU_JOIN, MENU_STEP_PACE, MENU_TEXT_SIZE
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
/* Where item i lies as last drawn (overlay or not), and the size of the labels in the title face. An overlay
 * of more than 8 items lays them in two columns MENU_COLUMN_W wide from MENU_COLUMNS_X, the last centred. */
enum { MENU_COLUMNS_X = 500, MENU_COLUMN_W = 450 };
SDL_Rect menu_item_rect(const menu_scene *m, int i);
int menu_label_size(const menu_scene *m);
menu_action menu_mouse(menu_scene *m, ui_context *ui, SDL_Point at, bool clicked);

/* Where a person clicks the menu item with this label: the scripted tests click there. */
bool menu_item_point(const menu_scene *m, const char *label, SDL_Point *out);

/* The screen that hides the table between two people's turns: "Pass to NAME" in the seat's colour (0..3). */
void handover_draw(ui_context *ui, const char *name, int colour);
/* Shared by the screens around the table: a player's colour (0..3), a big button, the paper backdrop. */
SDL_Color scene_player_colour(int colour);
void scene_button(ui_context *ui, SDL_Rect r, const char *label, bool hover, bool enabled, int size);
void scene_backdrop(ui_context *ui);

#endif

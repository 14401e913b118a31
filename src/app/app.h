/* The game program's state and the seam a driver of the window plugs into: how the window runs, the hooks
 * the main loop calls, and what a driver may do (click, start a game, quit). The test and measurement
 * harness (harness.c) is the one driver; the app's files never see it (they include app/internal.h). */
#ifndef GAH_APP_H
#define GAH_APP_H

#include "app/ai_worker.h"
#include "bg/file.h"
#include "app/recent.h"
#include "app/settings.h"
#include "ui/newgame.h"
#include "ui/scenes.h"
#include "ui/table_game.h"

#include <stddef.h>

typedef enum app_scene {
    SCENE_MENU, SCENE_NEW_GAME, SCENE_TABLE, SCENE_PAUSE, SCENE_FINAL, SCENE_SETTINGS, SCENE_RULES, SCENE_RECENT, SCENE_JOIN,
    SCENE_COUNT
} app_scene;

typedef struct app app;
typedef struct app_net app_net;

/* The games a window may show (the app's list, games.c, has at most this many). */
#define APP_GAMES_MAX 4

/* A game's params as a blob of any game's size (game->params_size), aligned as any struct. */
typedef union app_params {
    unsigned char bytes[NEWGAME_PARAMS_SIZE];
    max_align_t align;
} app_params;

/* How the window runs: a person's window by default; a driver may ask for a test's or a measurement's. */
typedef struct app_run {
    int width, height;      /* the window's size at start (a person's: the largest that fits, see size_given) */
    bool size_given;        /* --size: open at width x height, else a person's window opens at the largest size that fits */
    bool driven;            /* a driver acts every frame: the size stays as given and is not kept, and the loop
                             * never rests (a frame is drawn on every turn) */
    bool unwatched;         /* nobody watches: no animations, no pause between computer moves, no confirmation
                             * before ending a turn, and a thinking computer is waited for in short naps */
    bool computers_inline;  /* computer players decide on the loop's own thread, one frame a move, so a run is
                             * the same frame by frame */
    bool windowed;          /* stay in a window even when the settings ask for full screen */
    bool fake_clock;        /* the UI clock advances 16 ms per frame, whatever the real time */
    bool own_art_first;     /* the player's own card pictures are all in before the first frame (a test run's
                             * frames are then the same every time; a person's window never waits for them) */
} app_run;

/* What a driver does each frame, all optional (NULL: nothing). The loop calls them in this order on every
 * frame it draws: events, `input`, the computers and the autosave, `before_draw`, drawing, `after_draw`,
 * presenting. `ctx` is the driver's own state, given back to every hook. */
typedef struct app_hooks {
    void *ctx;
    /* Once, after the main menu is built and before the first frame: the scene the run opens on. */
    void (*open)(app *a, void *ctx);
    /* After the frame's events: synthetic input (clicks through app_press/app_click). False when the run
     * failed (the program then exits with status 1). */
    bool (*input)(app *a, void *ctx, int frame);
    void (*before_draw)(app *a, void *ctx, int frame);
    /* The frame is drawn but not yet shown (a screenshot reads it here). False on a failure. */
    bool (*after_draw)(app *a, void *ctx, int frame);
    /* Once, after the loop, before anything is freed. */
    void (*report)(app *a, void *ctx);
} app_hooks;

struct app {
    ui_context ui;
    ui_atlas atlas;
    ui_layout layout;
    SDL_Texture *emblem;
    app_scene scene;
    menu_scene menu, pause, settings_menu;
    settings prefs;
    char settings_path[BG_PATH_MAX];
    app_scene settings_return; /* where Back from settings or the rules goes */
    Uint32 final_since;     /* when the final scoring appeared: it moves for the game's final_reveal_ms */
    newgame_scene newgame;
    /* The game's side of the window (its row, from the app's list of games: games.c) and its own state: the
     * table, its final scoring and rules screens, its guide. The app reads it only through the row. */
    const ui_table_game *table_game;
    void *table;
    void *tables[APP_GAMES_MAX]; /* each game's window state, by its place in the app's list (games.c) */
    bool table_live;
    int handover_seat;      /* -1: the table is visible; else the hand-over screen for this seat */
    int shown_seat;         /* whose private view was last shown */
    char pref_dir[BG_USER_DIR_MAX + 1];    /* the user's game folder, ending in '/'; empty: nothing is saved */
    char screenshot_dir[BG_USER_DIR_MAX + 1];
    bool running;
    /* Autosave: the game's own file, written after every command (see recent.h). */
    char game_file[96];     /* relative to pref_dir; empty: no game to save */
    bool game_locked;       /* game_lock holds the game file's lock (bg_file_lock): no other window saves it */
    int game_lock;
    uint64_t saved_sig;     /* what was last written (record length and state hash) */
    bool pruned;            /* old games were pruned after this game's first save */
    char save_error[400];   /* shown over every scene while autosaves fail; told once */
    char save_brief[120];   /* the same in a few words, shown after the first seconds */
    Uint32 save_error_since;
    Uint32 save_retry_at;
    int failed_count;       /* commands in the record at the last failed save */
    menu_scene recent_menu;
    recent_game recent[RECENT_MAX];
    int recent_count;
    char art_notice[320];   /* why one of the player's own card pictures was skipped (main menu) */
    struct own_art *own_art; /* the player's own card pictures, read on a thread of their own (ui/own_art.h) */
    char pref_notice[200];  /* why nothing is saved: the game folder's path is too long (main menu) */
    app_run run;
    app_hooks hooks;
    void *ai[BG_MAX_SEATS];    /* the computer players' own state (their randomness: players->player_size) */
    bool ai_ready[BG_MAX_SEATS];
    ai_worker worker;          /* the thread a computer player thinks on (ai_worker.c) */
    Uint32 computer_next_at;   /* a computer's next command waits until then, so a viewer can follow */
    bool hint_shown;           /* a hint is lit on the table (hints.c) while the game stays where it was asked */
    bg_move hint_move;
    uint64_t hint_hash;
    int hint_count;
    char hint_why[320];
    bool window_resized;       /* the player resized the window: its size is kept for next time */
    struct app_net *net;       /* play over the network: hosting or joining (net_play.c), NULL until used */
    struct join_form *join;    /* the Join screen's fields (join_screen.c), NULL until opened */
};

/* The driver's one entry, defined by the driver the program links (harness.c): called with the command
 * line before anything starts, with `a->run` at a person's defaults. It reads the options (the only
 * one a person needs is --size), may change `a->run` and fill in `a->hooks`; false when the command line
 * is wrong (the program exits with status 2). */
bool app_driver_attach(app *a, int argc, char **argv);

/* ---- What a driver may do, as a person would ---- */

/* A left button pressed, released (a click ends with both) at a canvas point, through the scene's own
 * handling (input.c). app_click is the release. */
void app_press(app *a, SDL_Point canvas_at);
void app_release(app *a, SDL_Point canvas_at);
void app_click(app *a, SDL_Point canvas_at);
/* The Esc key (the pause menu over the table, back from a screen), as input.c takes it. */
void app_escape(app *a);
/* Leaves the program; a game in progress is saved to the autosave first (input.c). */
void app_quit(app *a);
/* A new game on the table with these settings (the game's params) and seats (game_start.c); on a refusal the
 * main menu's status says why and the table is not live. */
void app_start_new_game(app *a, const void *params, const table_seat *seats);
/* The game the table shows from now on, by its key ("roll"); before start-up too (the harness's --game).
 * False for a key the window does not show. */
bool app_select_game(app *a, const char *key);
/* The session of the game on the table (while table_live). */
bg_session *app_session(const app *a);
/* The settings menu's items as the settings stand (menus.c). */
void app_build_settings_menu(app *a);
/* The Hint button (hints.c): whether it is offered now, a click on it (true when it took the click) and
 * where it is. */
bool hint_offered(const app *a);
bool hint_click(app *a, SDL_Point at);
SDL_Point hint_button_point(const app *a);
/* The frame drawn so far as a PNG (window.c). */
bool app_save_png(ui_context *ui, const char *path);

#endif

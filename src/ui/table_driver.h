/* What the window's test driver (src/app's harness: --scene, --smoke, --script) asks of a game's table: the
 * game's own command-line settings, its named scenes for screenshots, a random legal move and how a person
 * makes a move with the mouse, and the script's steps in the game's words. The harness's own loop, its
 * clicks and its printing stay game-free; a game gives this table with its table (ui_table_game.driver). */
#ifndef GAH_UI_TABLE_DRIVER_H
#define GAH_UI_TABLE_DRIVER_H

#include "bg/game.h"
#include "ui/layout.h"
#include "ui/ui.h"

/* Which screen the driver's window shows now (ui_driver_env.scene): the table (the hand-over screen may
 * hide it), the final scoring, or another. */
typedef enum ui_driver_scene { UI_DRIVER_OTHER, UI_DRIVER_TABLE, UI_DRIVER_FINAL } ui_driver_scene;

/* The driver's hands on the window, given to the game's driver functions: the mouse as a person uses it
 * (through the app's own handling), a move made with it, one step of the smoke run, a new game on the table,
 * and where the window is. */
typedef struct ui_driver_env {
    void *ctx;
    ui_context *ui;
    const ui_layout *layout;
    void (*press)(void *ctx, SDL_Point at);
    void (*click)(void *ctx, SDL_Point at); /* the release that ends a press: a click, or a drop */
    /* One step of the smoke run: the hand-over or a summary clicked away, or a random legal move made through
     * the mouse. False (with `err`) when the table could not make it. */
    bool (*smoke)(void *ctx, char *err, size_t err_size);
    int (*scene)(void *ctx);      /* ui_driver_scene */
    bool (*handover)(void *ctx);  /* the hand-over screen hides the table */
    /* A new game with these params (game->params_size) on the table; false when the game refused them. */
    bool (*start)(void *ctx, const void *params);
    /* `move` made through the mouse where a person would make it (its places: ui_table_game.move_places):
     * false (with `err`) when it has no place or its place is covered; `applied` says whether the game took it. */
    bool (*play)(void *ctx, bg_move move, bool *applied, char *err, size_t err_size);
} ui_driver_env;

/* One of the game's settings on the harness's command line ("--waltz 1,2" sets the params key "waltz"). */
typedef struct ui_driver_option {
    const char *option;
    const char *key;
} ui_driver_option;

/* What a script step in the game's words did. */
typedef enum ui_step_result {
    UI_STEP_UNKNOWN = -1, /* not a step of the game's */
    UI_STEP_FAILED,       /* `err` says why */
    UI_STEP_DONE,
    UI_STEP_UNTIL         /* smoke moves, one a frame, until the step's condition (until) holds */
} ui_step_result;

/* "tutorial N [S]": the driver plays the tutorial's game as a newcomer following the notes would. */
typedef struct ui_tutorial_drive {
    int stop;           /* the step to stop at (0: the game's end) */
    int shown;          /* the step last printed */
    bool refusal_tried; /* another action than the step's was tried (the tutorial turns it down) */
    bool tag_checked;   /* the step's tag was checked */
} ui_tutorial_drive;

typedef struct ui_table_driver {
    /* The game's settings as command-line options, and their lines of --help. */
    const ui_driver_option *options;
    int option_count;
    const char *usage;
    /* The params of the harness's game: `players` people (1: alone against the game's automa), `seed`, and
     * each option given as the params key and its text, in order. */
    void (*params)(void *params, int players, uint64_t seed, int n, const char *const keys[], const char *const values[]);
    /* The game's named scenes (NULL-terminated), and setting one up on the game just opened; false when the
     * window is to show the final scoring after it (the game was played out). */
    const char *const *scenes;
    bool (*scene)(void *g, const char *name, const ui_driver_env *env);
    /* What --scene rules types into the card search. */
    const char *rules_query;
    /* A legal move at random, as the smoke run picks them; false when there is none. */
    bool (*pick)(void *g, uint64_t *rng, bg_move *out);
    /* The game on the table in one line for --script's print ("; game ... commands N, ..."), and the rules
     * screen's state ("; rules chapter N, ..."). */
    void (*describe)(const void *g, char *out, size_t size);
    void (*describe_rules)(const void *g, char *out, size_t size);
    /* A script step of the game's. UI_STEP_UNTIL: smoke moves until `until` holds, at most `*limit` of them
     * (0: no limit), failing with the text left in `err` past it. */
    int (*step)(void *g, const ui_driver_env *env, const char *verb, const char *arg, int *limit, char *err,
                size_t err_size);
    bool (*until)(const void *g, const ui_driver_env *env, const char *verb, const char *arg);
    /* One frame of the tutorial's game on the table: UI_STEP_UNTIL to go on, UI_STEP_DONE at the step to stop
     * at, UI_STEP_FAILED with `err`. */
    int (*tutorial)(void *g, const ui_driver_env *env, ui_tutorial_drive *drive, char *err, size_t err_size);
} ui_table_driver;

#endif

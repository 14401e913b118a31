/* The game program: scenes, the main loop, saves in the user's folder, and the scripted smoke run. */
#ifndef GAH_APP_H
#define GAH_APP_H

#include "app/ai_worker.h"
#include "app/recent.h"
#include "app/settings.h"
#include "ui/final_scoring.h"
#include "ui/rules.h"
#include "ui/tutorial.h"
#include "ui/scenes.h"

typedef enum app_scene {
    SCENE_MENU, SCENE_NEW_GAME, SCENE_TABLE, SCENE_PAUSE, SCENE_FINAL, SCENE_SETTINGS, SCENE_RULES, SCENE_RECENT, SCENE_COUNT
} app_scene;

typedef struct app_options {
    int frames;             /* > 0: render this many frames, then exit (headless tests) */
    const char *screenshot; /* write the last frame to this PNG */
    int click_x, click_y;   /* a synthetic click on the canvas at frame 2 (headless tests) */
    bool click;
    int width, height;
    bool size_given;        /* --size: else a person's window opens at the largest size that fits (settings.h) */
    bool smoke;             /* play a whole game through the UI with synthetic mouse input */
    int smoke_players;
    int smoke_computers;    /* the last N seats of the smoke game are computer players */
    uint64_t smoke_seed;
    uint8_t smoke_waltz;    /* Let's Waltz modules of the smoke game (GAH_WALTZ_MODULE bits; solo: Elisabeth with 1 or 2) */
    uint8_t smoke_solo_entrance; /* solo with module 3: the automa's solo entrance (0 at random) */
    uint8_t smoke_variants; /* seed 001's rule variants for --smoke (--variant NAME, repeatable) */
    uint8_t smoke_difficulty; /* solo: the automa's difficulty (--difficulty; 0: hard) */
    const char *start_scene; /* open on "newgame", "table", "final" or "settings" (screenshots) */
    bool fake_clock;        /* the UI clock advances 16 ms per frame (tests) */
    int bench_frames;       /* > 0: time this many frames of a mid-game table and print the figures */
    bool hover;             /* rest the mouse here with the card viewer pinned (screenshots) */
    int hover_x, hover_y;
    const char *script;     /* --script: steps for a headless test (script.c) */
} app_options;

typedef struct app {
    ui_context ui;
    ui_atlas atlas;
    ui_layout layout;
    SDL_Texture *emblem;
    app_scene scene;
    menu_scene menu, pause, settings_menu;
    settings prefs;
    char settings_path[1100];
    app_scene settings_return; /* where Back from settings or the rules goes */
    rules_scene rules;
    Uint32 frame_clock;
    Uint32 final_since;     /* when the final scoring appeared: its bars grow, then the winner shows */
    final_scene final;
    tutorial tutorial;      /* the first-game tutorial, while its game is on the table */
    newgame_scene newgame;
    table_scene table;
    bool table_live;
    int handover_seat;      /* -1: the table is visible; else the hand-over screen for this seat */
    int shown_seat;         /* whose private view was last shown */
    char pref_dir[1024];
    char screenshot_dir[1024];
    bool running;
    /* Autosave: the game's own file, written after every command (see recent.h). */
    char game_file[96];     /* relative to pref_dir; empty: no game to save */
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
    app_options opt;
    gah_ai ai[GAH_MAX_PLAYERS]; /* the computer players' own state (their randomness) */
    bool ai_ready[GAH_MAX_PLAYERS];
    ai_worker worker;          /* the thread a computer player thinks on (ai_worker.c) */
    Uint32 computer_next_at;   /* a computer's next command waits until then, so a viewer can follow */
    bool hint_shown;           /* a hint is lit on the table (hints.c) while the game stays where it was asked */
    gah_command hint_cmd;
    uint64_t hint_hash;
    int hint_count;
    char hint_why[120];
    const char *script_cursor; /* the next step of --script */
    uint64_t smoke_rng;        /* the smoke and script runs' own randomness */
    Uint32 smoke_start;
    Uint64 bench_t0, bench_freq; /* --bench: when this frame's drawing began, the counter's rate */
    double bench_first_ms, bench_first_cpu_ms;
    int script_wait, script_smoke, script_round;
    bool script_setup;         /* --script "setup": smoke moves until the set-up is done */
    int script_dancer;         /* --script "dancer N": smoke moves (at most N) until a café guest may dance */
    gah_event held_roll[8];    /* a roll made while the hand-over screen hides the table: shown after it */
    int held_rolls;
    bool window_resized;       /* the player resized the window: its size is kept for next time */
    int script_finish;         /* --script "finish N": frames left for the game to reach its end */
    int script_think;          /* --script "think": 1 waiting for a computer to think, 2 counting frames */
    int script_hint;           /* --script "hint": frames left for the hint asked for to arrive */
    int script_hint_wait;      /* --script "hint": frames left for the Hint button to be offered */
    int think_frames;
    Uint32 think_since, think_last, think_gap; /* the longest wait between two frames drawn while it thinks */
    int script_tutorial;       /* --script "tutorial N": frames left to play the tutorial's game to its end */
    int script_tutorial_step;  /* the tutorial step last printed */
    int script_tutorial_stop;  /* "tutorial N S": the step to stop at (0: the game's end) */
    bool script_refusal_tried; /* the tutorial's refusal of an action not its step's was tried */
    bool script_tag_checked;   /* the tutorial step's tag was checked (issue 13) */
} app;

/* The harness (harness.c): options, the scene a test opens on, synthetic input, the frame benchmark. */
bool harness_parse_options(int argc, char **argv, app_options *o);
void harness_open_scene(app *a);
void harness_start(app *a);
/* Synthetic input for this frame (--click, --script, --smoke); false when a scripted run failed. */
bool harness_input(app *a, int frame);
void harness_before_draw(app *a, int frame);
void harness_after_draw(app *a);
void harness_report(app *a);

/* The Hint button (hints.c): whether it is offered now, a click on it (true when it took the click),
 * taking the worker's answer, and drawing the button and the lit move. */
bool hint_offered(const app *a);
bool hint_click(app *a, SDL_Point at);
SDL_Point hint_button_point(void);
void hint_poll(app *a);
void hint_draw(app *a);

/* What the harness may ask of the app (main.c). */
void app_start_new_game(app *a, gah_params params, const table_seat *seats);
void app_build_settings_menu(app *a);

/* The smoke run's driver: one synthetic step per frame (smoke.c). Returns false on a UI fault. */
bool smoke_step(app *a, uint64_t *rng, char *err, size_t err_size);

/* One legal command through the mouse where a person would make it: false (with `err`) when it has no
 * place or its place is covered; `applied` says whether the game took it (smoke.c). */
bool smoke_play(app *a, gah_command cmd, bool *applied, char *err, size_t err_size);

/* The scripted run's driver: one step per frame (script.c). Returns false on a fault. */
bool script_step(app *a, uint64_t *rng, char *err, size_t err_size);

/* Scene handling shared by input and the smoke driver (main.c). */
/* Leaves the program; a game in progress is saved to the autosave first. */
void app_quit(app *a);
void app_click(app *a, SDL_Point canvas_at);
void app_press(app *a, SDL_Point canvas_at);
void app_release(app *a, SDL_Point canvas_at);

#endif

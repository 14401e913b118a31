/* The test and measurement harness of the game window: a driver plugged into app/app.h's seam (its hooks
 * and run settings). Its options, its own state, and what its files ask of each other: harness.c (the
 * command line and the hooks), harness_scene.c (the scene a run opens on), smoke.c, script.c and bench.c.
 * The app never includes this. */
#ifndef GAH_APP_HARNESS_H
#define GAH_APP_HARNESS_H

#include "app/app.h"

#define HARNESS_SETTINGS_MAX 32

typedef struct harness_options {
    int frames;             /* > 0: render this many frames, then exit (headless tests) */
    const char *screenshot; /* write the last frame to this PNG */
    int click_x, click_y;   /* a synthetic click on the canvas at frame 2 (headless tests) */
    bool click;
    bool smoke;             /* play a whole game through the UI with synthetic mouse input */
    int players;            /* the game of --smoke and of the game scenes (1: solo against the automa) */
    int computers;          /* the last N seats of the smoke game are computer players */
    uint64_t seed;
    /* The game's own settings given (its driver's options: --waltz ...), as params keys and text, in order. */
    int setting_count;
    const char *setting_keys[HARNESS_SETTINGS_MAX];
    const char *setting_values[HARNESS_SETTINGS_MAX];
    const char *scene;      /* --scene: open on "newgame", "table", "final", "settings", ... (screenshots) */
    int bench_frames;       /* > 0: time this many frames of a mid-game table and print the figures */
    bool hover;             /* rest the mouse here with the card viewer pinned (screenshots) */
    int hover_x, hover_y;
    const char *script;     /* --script: steps for a headless test (script.c) */
} harness_options;

/* The steps of --script in progress: each counts down over frames until it is done (script.c). */
typedef struct harness_script {
    const char *cursor;     /* the next step */
    int wait, smoke;
    /* A step of the game's (ui_table_driver.step) smoking on until its condition holds: its verb and
     * argument, the moves left (0: no limit) and what a run past them says. */
    char until[16], until_arg[64];
    int until_left;
    char until_err[200];
    int finish;             /* "finish N": frames left for the game to reach its end */
    int think;              /* "think": 1 waiting for a computer to think, 2 counting frames */
    int hint;               /* "hint": frames left for the hint asked for to arrive */
    int hint_wait;          /* "hint": frames left for the Hint button to be offered */
    int think_frames;
    Uint32 think_since, think_last, think_gap; /* the longest wait between two frames drawn while it thinks */
    int tutorial;           /* "tutorial N": frames left to play the tutorial's game to its end */
    ui_tutorial_drive drive; /* the game's drive of it: the step to stop at, the step last printed, ... */
    /* "net WHAT ...": waiting for the network (script_net.c): what for, the number it names, frames left. */
    char net_until[16];
    int net_target, net_left;
} harness_script;

/* --bench: frame times, sorted at the end for the median and the 99th percentile (bench.c). */
typedef struct harness_bench {
    Uint64 t0, freq;        /* when this frame's drawing began, the counter's rate */
    double first_ms, first_cpu_ms;
    double own_art_ms;      /* when the player's own card pictures were all in (0: not yet, or none) */
    int timed;
    double frame_ms[100000];
} harness_bench;

typedef struct harness {
    harness_options opt;
    uint64_t rng;           /* the smoke and script runs' own randomness */
    Uint32 smoke_start;
    harness_script script;
    harness_bench bench;
} harness;

/* The scene a run opens on (--scene, and the game of --smoke and --bench) (harness_scene.c). */
void harness_open_scene(app *a, harness *h);

/* The smoke run's driver: one synthetic step per frame (smoke.c). Returns false on a UI fault. */
bool smoke_step(app *a, uint64_t *rng, char *err, size_t err_size);
/* One legal move through the mouse where a person would make it, at its places on the table: false (with
 * `err`) when it has no place or its place is covered; `applied` says whether the game took it (smoke.c). */
bool smoke_play(app *a, bg_move move, bool *applied, char *err, size_t err_size);
/* The harness's hands for the game's driver functions: the app's mouse, a smoke step (with `rng`), a new
 * game (smoke.c). */
ui_driver_env harness_env(app *a, uint64_t *rng);

/* The scripted run's driver: one step per frame (script.c). Returns false on a fault. */
bool script_step(app *a, harness *h, char *err, size_t err_size);

/* The script's network steps (script_net.c): "join CONTROL" on the Join screen and "net WHAT ..." (1 done,
 * 0 failed with `err`, -1 not a network step), and a wait of theirs going on this frame (-1: none). */
int script_net_step(app *a, harness *h, const char *verb, const char *arg, char *err, size_t err_size);
int script_net_wait(app *a, harness *h, char *err, size_t err_size);

/* The frame-time benchmark (bench.c): set up, the mouse swept and the clock started before a frame is
 * drawn, the frame timed after, and the figures printed at the end. */
void bench_start(harness_bench *b);
void bench_before_draw(app *a, harness *h, int frame);
void bench_after_draw(app *a, harness *h);
void bench_report(app *a, harness *h);

#endif

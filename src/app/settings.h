/* Player settings kept in the per-user config folder: volume, animation speed, full screen,
 * colour-blind mode, confirmation before ending a turn with actions left, the computer players' thinking
 * time and hints. */
#ifndef GAH_APP_SETTINGS_H
#define GAH_APP_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>

typedef enum anim_speed { ANIM_OFF, ANIM_FAST, ANIM_NORMAL, ANIM_SLOW } anim_speed;

#define SETTINGS_SEATS 4
#define SETTINGS_STRENGTHS_MAX 8 /* the computer strengths a seat may name (the window offers fewer) */

typedef struct settings {
    int volume;          /* 0..100 */
    bool mute;
    int anim_speed;      /* anim_speed */
    bool fullscreen;
    bool colour_blind;   /* patterns and letters on colours everywhere */
    bool confirm_end_turn;
    int window_w, window_h; /* the window's last size (0: never resized, open at the largest that fits) */
    int think_ms;        /* how long a computer player may think over a move (one of SETTINGS_THINK_STEPS) */
    bool hints;          /* the Hint button on a person's turn, where the computer players can give hints */
    unsigned waltz;      /* the Let's Waltz! modules last chosen on the new-game screen (GAH_WALTZ_MODULE bits) */
    int step_ms;         /* how long each step of another's turn is shown (one of SETTINGS_STEP_STEPS) */
    int text_min_px;     /* no text smaller than this many window pixels (one of SETTINGS_TEXT_STEPS; 0: as laid out) */
    bool guides;         /* a game's first-game guide opens with its new games (off: "Don't show again" on it) */
    /* The last new game's people and who played each seat, for the next new-game screen: 0 players when none
     * yet; a seat 0 a person, k > 0 a computer of the k-th strength (a remote seat is kept as a person). */
    int newgame_players;
    int newgame_seats[SETTINGS_SEATS];
} settings;

#define SETTINGS_MAX_BYTES (64 * 1024)

/* The thinking times Settings steps through, in ms (house values: see the README). */
#define SETTINGS_THINK_STEPS {500, 1000, 2000, 5000}
#define SETTINGS_THINK_MAX_MS 5000

/* The paces of others' steps Settings steps through, in ms (house values: see the README); about a second at first. */
#define SETTINGS_STEP_STEPS {600, 1100, 1800, 2800}
#define SETTINGS_STEP_DEFAULT_MS 1100
#define SETTINGS_STEP_MAX_MS 5000

/* The smallest text Settings steps through, in window pixels (0: as laid out); 11 at first (issue 40). */
#define SETTINGS_TEXT_STEPS {0, 11, 13, 15}
#define SETTINGS_TEXT_DEFAULT_PX 11
#define SETTINGS_TEXT_MAX_PX 24

void settings_defaults(settings *s);
/* Reads `path`; unknown keys, bad values and lines over 127 bytes are ignored, and a missing, special or
 * huge file gives the defaults (a broken file never stops the game, and a FIFO never blocks it). */
void settings_load(settings *s, const char *path);
/* The same from text in memory (the fuzzer and the tests use it). */
void settings_parse(settings *s, const char *text, size_t len);
/* The file's text; returns its length. */
size_t settings_format(const settings *s, char *out, size_t size);
/* Atomic write (temp file, fsync, rename); false with the reason in `err`, leaving no temp file. */
bool settings_save(const settings *s, const char *path, char *err, size_t err_size);
/* The next volume when the player clicks Volume: 0, 20, ... 100, then 0 again. */
int settings_volume_step(int volume);
/* The window's size at start: the size the player last left it at when it still fits the desktop's usable
 * area, else the largest 16:9 window that fits it (a title bar allowed for), never below 640x360. */
void settings_window_size(const settings *s, int desk_w, int desk_h, int *w, int *h);
/* The next thinking time when the player clicks it: 0.5, 1, 2, 5 s, then 0.5 s again. */
int settings_think_step(int think_ms);
/* The next pace of others' steps when the player clicks it: 0.6, 1.1, 1.8, 2.8 s, then 0.6 s again. */
int settings_step_step(int step_ms);
/* The next smallest text when the player clicks it: as laid out, 11, 13, 15 px, then as laid out again. */
int settings_text_step(int text_min_px);
/* Duration factor for animations: 0 (off) to 1.6 (slow). */
float settings_anim_factor(const settings *s);

#endif

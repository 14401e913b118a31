/* Scenario files over the game interface: the runner reads the lines, sets the game up, plays moves as
 * given seats and checks refusals and events; a game's vocabulary adds its `set` keys (build a position)
 * and `expect` checks as tables of words with small handlers. The format is in docs/scenarios.md. */
#ifndef GAH_CLI_SCENARIO_H
#define GAH_CLI_SCENARIO_H

#include <stdbool.h>
#include <stdio.h>

#include "bg/game.h"

/* One scenario being run. */
typedef struct scn {
    const bg_game *game;
    const struct scenario_vocab *vocab;
    const char *name;
    FILE *log;
    int line;
    int failures;
    bool ready;
    void *state;   /* game->state_size bytes */
    void *params;  /* the last setup line's settings */
    bg_events ev;  /* events of the last move */
    int seat;      /* the seat a `set pN ...` / `expect pN ...` line names, else -1 */
    int setup_line; /* the line of the last `setup` (each starts a case on a new game) */
} scn;

/* One word of `set` or `expect`: the line `set WORD ...` (or `set pN WORD ...` in a seat's table, the seat
 * in s->seat) goes to `run` when it has min..max words, WORD included (max -1: any number). `run` returns
 * false when the line is none of its forms: the runner then says the line is unknown. */
typedef struct scenario_key {
    const char *word;
    int min, max;
    bool (*run)(scn *s, char **w, int n);
} scenario_key;

/* A game's scenario words: NULL-terminated lists of key tables (a table per theme). */
typedef struct scenario_vocab {
    const bg_game *game;
    /* The `setup` line (w[0] is "setup"); NULL: the default settings, seed 1, then key=value words. */
    void (*setup)(scn *s, char **w, int n);
    const scenario_key *const *set, *const *set_seat;
    const scenario_key *const *expect, *const *expect_seat;
} scenario_vocab;

/* Runs one scenario text; prints failures to `log`; returns true when every expectation held. */
bool scenario_run(const scenario_vocab *vocab, const char *text, const char *name, FILE *log);

/* ---- for vocabularies ---- */

/* A failure at the current line: `fmt` is a literal with up to two %s. */
void scenario_fail(scn *s, const char *fmt, const char *a, const char *b);
/* A whole word as a number (bg_parse_int: no wrapping, nothing after it). */
bool scenario_int(const char *w, int *out);
/* "WORD:N" (dice value:count, colour:space): the word before the colon in `left` and N in [lo, hi]. */
bool scenario_colon_int(const char *w, char *left, size_t left_size, int lo, int hi, int *out);
/* A number within [lo, hi] for `set`: anything else is a failure naming the range, so a scenario can never
 * build a position the game's tables cannot index. */
bool scenario_range(scn *s, const char *what, const char *w, int lo, int hi, int *out);
/* `got` against the number written in `want_text` (a failure naming `what` when they differ). */
void scenario_expect_int(scn *s, const char *what, int got, const char *want_text);
/* The seat written pN (N below the game's seats), or -1. */
int scenario_seat(scn *s, const char *w);
/* A settings word key=value through the game's params table; false after a failure. */
bool scenario_param(scn *s, void *params, const char *word);
/* Sets the game up with `params` (kept for later checks); settings still in preview are accepted, so a
 * scenario may test the tested parts of a module the game does not offer yet. */
bool scenario_start(scn *s, const void *params);

#endif

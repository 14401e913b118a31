/* gah-cli: the command-line client over the game interface (bg/game.h). What every command shares, and the
 * small table of hooks through which a game adds what only it has (its board in the terminal, its property
 * checks, its computer players). */
#ifndef GAH_CLI_H
#define GAH_CLI_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "bg/game.h"

struct scenario_vocab;

/* One recorded move: who made it and what it was (self-play's record, saves). */
typedef struct cli_move {
    uint8_t seat;
    bg_move move;
} cli_move;

/* Where a self-played game stands, for the game's hooks: after the set-up, after each move, at the end. */
typedef struct cli_position {
    const void *state, *params;
    const bg_events *ev;    /* the events that led here */
    const cli_move *record; /* the moves so far: record[0..steps-1] */
    int steps, game;
    bool check, over;       /* --check; the game has ended */
} cli_position;

/* What one self-played game needs beyond the interface: its own options, its settings per game, how its
 * random player picks, and the checks and figures of --check and the report. Every hook may be NULL. */
typedef struct cli_selfplay_game {
    /* One of the game's options at argv[i]: the arguments used, 0 when not its, -1 after saying why not. */
    int (*option)(int argc, char **argv, int i);
    /* After the options: false after saying why they cannot be played. */
    bool (*ready)(void);
    /* The settings of game number `game`; `params` holds the defaults and the game's seed. */
    void (*params)(void *params, int game);
    /* The random player: an index into moves[0..n-1] (default: uniform). */
    int (*pick)(const bg_move *moves, int n, uint64_t *rng);
    /* A deliberately wrong move for --check, from its own stream (default: random bytes). */
    bg_move (*junk)(uint64_t *rng);
    /* A position reached: the game's invariants with --check, and anything else it verifies as it goes. */
    void (*position)(const cli_position *at);
    /* --check: the game's own comparisons on the legal list of a position... */
    void (*check_legal)(const void *state, const bg_move *moves, int n, int game, int step);
    /* ...and on the move just applied (`before` is the state before it). */
    void (*check_applied)(const void *before, const void *after, int seat, bg_move move, int game, int step);
    /* No move was legal: anything that helps to see why, to stderr. */
    void (*stuck)(const void *state);
    /* Game `game` ended (played to the end, in the order played): figures for the report. */
    void (*finished)(const void *state);
    /* The game's lines after the summary. */
    void (*report)(FILE *out);
} cli_selfplay_game;

/* The bench's hooks (each may be NULL). */
typedef struct cli_bench_game {
    int (*option)(int argc, char **argv, int i);
    /* A line saying what is played, before the figures, or NULL. */
    const char *(*heading)(void);
    /* The settings of a benched game with `seats` seats (default: the table's default, seats and seed). */
    void (*params)(void *params, int seats, uint64_t seed);
    /* The move to play: `uniform` is moves[r % n]; a game may prefer another to keep games realistic. */
    bg_move (*pick)(const bg_move *moves, int n, uint64_t r, bg_move uniform);
    /* Applies a move taken from the legal list, as a search would (default: the table's apply). */
    const char *(*apply_listed)(void *state, int seat, bg_move move);
    /* Where the playouts start from: true once a seeded random game has reached mid-game. */
    bool (*midgame)(const void *state);
} cli_bench_game;

/* Terminal play's hooks (each may be NULL). */
typedef struct cli_play_game {
    /* The position, before a decision: `seat_changed` when another seat decides than the last time. */
    void (*board)(const void *state, bg_prompt pr, bool seat_changed, FILE *out);
    /* After "P0, turn": what the prompt says about itself and the words it takes, up to the colon. */
    void (*prompt)(const void *state, bg_prompt pr, FILE *out);
    /* The end: final scores and who won. */
    void (*result)(const void *state, const void *params, FILE *out);
} cli_play_game;

typedef struct cli_game {
    const bg_game *game;
    const struct scenario_vocab *scenario; /* its scenario words (NULL: set-up, moves and the common checks) */
    /* Settings flags beyond --KEY VALUE (short forms): as cli_params_flag. */
    int (*params_flag)(int argc, char **argv, int i, void *params, const char *tool);
    /* After the flags: settings that follow from others. */
    void (*params_finish)(void *params);
    /* How far an unfinished game has come ("round 3"), for replay. */
    void (*progress)(const void *state, char *buf, size_t size);
    const cli_selfplay_game *selfplay;
    const cli_bench_game *bench;
    const cli_play_game *play;
    /* The game's computer players against each other; NULL: the game has none yet. */
    int (*arena)(const struct cli_game *cg, int argc, char **argv);
    /* A computer player by the name saves write ("easy", "hard"): the move it makes for `seat`, which owes
     * the decision in `state` (a whole state or the seat's own view: it decides on the seat's view). False
     * when the game has no player of that name; with `state` NULL it only says whether the name is one of
     * its players. NULL: only the generic random player (cli_computer). */
    bool (*computer)(const char *agent, const void *state, int seat, uint64_t seed, bg_move *out);
    /* Trains the game's learned judgement by self-play; NULL: it has none. */
    int (*train)(const struct cli_game *cg, int argc, char **argv);
} cli_game;

/* The game with this key and its hooks (only the interface when it has none); false after saying which
 * games there are. */
bool cli_game_find(const char *key, cli_game *out, const char *tool);

int cli_scenario(const cli_game *cg, int argc, char **argv);
int cli_selfplay(const cli_game *cg, int argc, char **argv);
int cli_play(const cli_game *cg, int argc, char **argv);
int cli_replay(const cli_game *cg, int argc, char **argv);
int cli_bench(const cli_game *cg, int argc, char **argv);
int cli_arena(const cli_game *cg, int argc, char **argv);
int cli_host(const cli_game *cg, int argc, char **argv);
int cli_join(const cli_game *cg, int argc, char **argv);

/* Whether `agent` names a computer player of the game ("random" always does). */
bool cli_computer_known(const cli_game *cg, const char *agent);
/* The move of computer player `agent` for `seat` among its legal moves (the game's hook, or a uniform pick
 * for "random"); false when the game has no such player or there is no move. */
bool cli_computer(const cli_game *cg, const char *agent, const void *state, int seat, const bg_move *legal, int n,
                  uint64_t *rng, bg_move *out);
int cli_train(const cli_game *cg, int argc, char **argv);

/* Reads one settings flag at argv[i] into `params`: the game's short forms, then --KEY VALUE for every key
 * of its params table. Returns how many arguments it used, 0 when argv[i] is not a settings flag, -1 after
 * printing why the value is refused. */
int cli_params_flag(const cli_game *cg, int argc, char **argv, int i, void *params, const char *tool);
/* Sets the game's seed (the setting of kind BG_PARAM_SEED) and its number of seats (the "players" setting). */
void cli_params_seed(const bg_game *g, void *params, uint64_t seed);
bool cli_params_seats(const bg_game *g, void *params, int seats);

/* An option's number (`flag`'s `text`) as a whole word in [lo, hi] (bg/number.h); false after printing
 * "TOOL: FLAG takes a whole number from LO to HI, not 'TEXT'". The seed's is any 64-bit number. */
bool cli_number(const char *tool, const char *flag, const char *text, int lo, int hi, int *out);
bool cli_seed(const char *tool, const char *text, uint64_t *out);

/* Self-play's --check: counts a broken invariant, and says it for the first twenty. */
void selfplay_invariant_failed(int game, int step, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* Reads a whole file; NULL with a message on error. The caller frees. */
char *read_text_file(const char *path, char *err, size_t err_size);

#endif

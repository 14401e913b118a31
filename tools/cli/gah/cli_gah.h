/* gah-cli's base-game parts: its hooks table (gah_cli) and what its files share — the board in the terminal,
 * its short settings flags, self-play's checks of its invariants, its arena. */
#ifndef GAH_CLI_GAH_H
#define GAH_CLI_GAH_H

#include "../cli.h"
#include "gah/ai.h"
#include "gah/engine.h"

extern const cli_game gah_cli;
extern const struct scenario_vocab gah_scenario_vocab;
extern const cli_selfplay_game gah_cli_selfplay;
extern const cli_bench_game gah_cli_bench;
extern const cli_play_game gah_cli_play;

int gah_cli_params_flag(int argc, char **argv, int i, void *params, const char *tool);
void gah_cli_params_finish(void *params);
int gah_cli_arena(const cli_game *cg, int argc, char **argv);
int gah_cli_train(const cli_game *cg, int argc, char **argv);
/* The arena's players from another build (arena_ref.c): its process, fed every command made at the table. */
typedef struct arena_ref {
    FILE *to, *from;
    int pid;
} arena_ref;
bool arena_ref_start(arena_ref *r, const char *path);
void arena_ref_stop(arena_ref *r);
bool arena_ref_setup(arena_ref *r, const gah_params *params, const gah_state *st);
bool arena_ref_player(arena_ref *r, int seat, const char *name, uint64_t seed);
bool arena_ref_apply(arena_ref *r, int seat, gah_command cmd, const gah_state *after);
bool arena_ref_choose(arena_ref *r, int seat, gah_command *cmd, int *iterations);
/* A value table written by `gah-cli train` (src/ai/value_table.h's form) read into `w` (AI_VALUE_ROUNDS x
 * AI_VALUE_FEATURES); false after saying what is wrong. */
bool cli_gah_value_load(const char *path, float *w);
/* Writes `w` in that form with its checksum; `how` is a line saying how it was made. */
bool cli_gah_value_write(const char *path, const float *w, const char *how);
/* `arena --qdump`: hard's candidates at a searched decision, each with the features of the position medium judges
 * it by and the search's tries and mean, as lines of `out` (arena_qdump.c; read by `gah-cli train --fit-q`). */
void arena_qdump(const gah_state *st, int game, int seat, int decision, const gah_ai *ai, gah_command chosen, FILE *out);
/* `arena --serve`: this build's computer players for another build's arena, over stdin and stdout. */
int gah_cli_arena_serve(void);
void gah_cli_progress(const void *state, char *buf, size_t size);

/* Self-play's --check and --midsave on the base game (selfplay_check.c). */
void gah_selfplay_position(const cli_position *at);
void gah_selfplay_check_legal(const void *state, const bg_move *moves, int n, int game, int step);
void gah_selfplay_check_applied(const void *before, const void *after, int seat, bg_move move, int game, int step);
bg_move gah_selfplay_junk(uint64_t *rng);
/* --midsave: a save round trip in set-up and at the start of every round; how many were reloaded. */
extern bool gah_selfplay_midsave;
extern int gah_selfplay_midsaves;

/* Text for people. */
void describe_state(const gah_state *st, int viewer, FILE *out);
/* The command words a prompt takes ("room, done, later"), from the engine's protocol table. */
void describe_prompt_words(int prompt_kind, char *buf, size_t size);

#endif

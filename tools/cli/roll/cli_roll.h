/* gah-cli's Let's Roll parts: its hooks table (roll_cli) and what its files share - the board in the
 * terminal, self-play's invariants, the bench's hooks, its arena and its scenario words. */
#ifndef ROLL_CLI_ROLL_H
#define ROLL_CLI_ROLL_H

#include "../cli.h"
#include "roll/engine.h"

extern const cli_game roll_cli;
extern const struct scenario_vocab roll_scenario_vocab;
extern const cli_selfplay_game roll_cli_selfplay;
extern const cli_bench_game roll_cli_bench;
extern const cli_play_game roll_cli_play;

int roll_cli_arena(const cli_game *cg, int argc, char **argv);
void roll_cli_progress(const void *state, char *buf, size_t size);
/* The random player's pick (loans seldom, as roll_ai_judge's move weights say). */
int roll_cli_pick(const bg_move *moves, int n, uint64_t *rng);

/* The position in words: the dice, every hotel, the tracks, the staff, the bonuses still open. */
void roll_describe_state(const roll_state *st, int viewer, FILE *out);

#endif

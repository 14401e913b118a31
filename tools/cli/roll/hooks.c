/* Let's Roll's entry in gah-cli: what it adds to the generic commands (tools/cli/games.c lists it). */
#include "cli_roll.h"

const cli_game roll_cli = {
    .game = &roll_game,
    .scenario = &roll_scenario_vocab,
    .progress = roll_cli_progress,
    .selfplay = &roll_cli_selfplay,
    .bench = &roll_cli_bench,
    .play = &roll_cli_play,
    .arena = roll_cli_arena,
};

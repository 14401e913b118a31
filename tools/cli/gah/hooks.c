/* The base game's entry in gah-cli: what it adds to the generic commands, in one table (tools/cli/games.c
 * lists it). */
#include "cli_gah.h"

const cli_game gah_cli = {
    .game = &gah_game,
    .scenario = &gah_scenario_vocab,
    .params_flag = gah_cli_params_flag,
    .params_finish = gah_cli_params_finish,
    .progress = gah_cli_progress,
    .selfplay = &gah_cli_selfplay,
    .bench = &gah_cli_bench,
    .play = &gah_cli_play,
    .arena = gah_cli_arena,
    .train = gah_cli_train,
};

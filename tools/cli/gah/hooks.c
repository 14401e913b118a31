/* The base game's entry in gah-cli: what it adds to the generic commands, in one table (tools/cli/games.c
 * lists it). */
#include "cli_gah.h"
#include "gah/ai.h"

/* The base game's computer players for gah-cli host and join: gah_ai_choose decides on the seat's view.
 * With no state, whether the name is one of theirs. */
static bool gah_cli_computer(const char *agent, const void *state, int seat, uint64_t seed, bg_move *out)
{
    int iterations = 0, kind = gah_ai_kind_parse(agent, &iterations);
    if (kind < 0) return false;
    if (!state) return true; /* only the name was asked about */
    gah_ai ai;
    gah_ai_init(&ai, kind, seed);
    ai.iterations = iterations;
    *out = gah_move_of(gah_ai_choose(&ai, state, seat));
    return true;
}

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
    .computer = gah_cli_computer,
    .train = gah_cli_train,
};

/* The bench's base-game parts: --waltz (every game with all the Let's Waltz modules), turns ended often as in
 * self-play (to keep the random games realistic), moves applied as a search applies them (gah_apply_listed,
 * without the safety copy), and the playouts' mid-game: the start of round 4 of 7. */
#include "cli_gah.h"

#include <string.h>

static uint8_t bench_waltz; /* --waltz: GAH_WALTZ_AVAILABLE, else the base game */

static int option(int argc, char **argv, int i)
{
    (void)argc;
    if (strcmp(argv[i], "--waltz")) return 0;
    bench_waltz = (uint8_t)GAH_WALTZ_AVAILABLE;
    return 1;
}

static const char *heading(void) { return bench_waltz ? "with all the Let's Waltz modules" : NULL; }

static void params_of(void *params, int seats, uint64_t seed)
{
    *(gah_params *)params = (gah_params){.seed = seed, .players = (uint8_t)seats, .waltz = bench_waltz};
}

/* Two times in three, end the turn when that is legal. A turn prompt lists end-turn once, and last (legal.c),
 * so looking at the last move picks what a scan of the whole list for the last end-turn picked. */
static bg_move pick(const bg_move *moves, int n, uint64_t r, bg_move uniform)
{
    return (r >> 20) % 3 && moves[n - 1].type == GAH_CMD_END_TURN ? moves[n - 1] : uniform;
}

static const char *apply_listed(void *state, int seat, bg_move move)
{
    return gah_apply_listed(state, seat, gah_command_of(move), NULL);
}

static bool at_round_4(const void *state) { return ((const gah_state *)state)->round >= 4; }

const cli_bench_game gah_cli_bench = {
    .option = option,
    .heading = heading,
    .params = params_of,
    .pick = pick,
    .apply_listed = apply_listed,
    .midgame = at_round_4,
};

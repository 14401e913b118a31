/* The bench's Let's Roll parts: the random player's taste (loans seldom, so games look like games) and where
 * the playouts start (round 4, the middle of the game). */
#include "cli_roll.h"

static const char *heading(void) { return "Let's Roll: random legal games, loans seldom (gah-cli --game roll bench)"; }

static bg_move pick(const bg_move *moves, int n, uint64_t r, bg_move uniform)
{
    /* A loan, when offered, is the last command of the list: taken one time in twelve, else another. */
    if (uniform.type != ROLL_CMD_LOAN || r % 12 == 0 || n < 2) return uniform;
    return moves[(r >> 8) % (uint64_t)(n - 1)];
}

static bool midgame(const void *state) { return ((const roll_state *)state)->round >= 4; }

/* As the base game's bench does: a listed command applied without the safety copy, as a search would. */
static const char *apply_listed(void *state, int seat, bg_move move)
{
    return roll_apply_listed(state, seat, roll_command_of(move), NULL);
}

const cli_bench_game roll_cli_bench = {.heading = heading, .pick = pick, .apply_listed = apply_listed, .midgame = midgame};

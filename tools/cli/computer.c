/* Computer players for gah-cli's network commands (host, join), for any game: the game's own players by
 * name through its hook, and the generic random player for every game. */
#include "cli.h"
#include "bg/agent.h"

#include <string.h>

bool cli_computer_known(const cli_game *cg, const char *agent)
{
    if (!strcmp(agent, "random")) return true;
    if (!cg->computer) return false;
    /* Ask the hook about a name without a position: it refuses unknown names before it looks at the state. */
    return strlen(agent) < 16 && cg->computer(agent, NULL, -1, 0, &(bg_move){0});
}

bool cli_computer(const cli_game *cg, const char *agent, const void *state, int seat, const bg_move *legal, int n,
                  uint64_t *rng, bg_move *out)
{
    if (n <= 0) return false;
    if (cg->computer) return cg->computer(agent, state, seat, bg_agent_next(rng), out);
    if (strcmp(agent, "random")) return false;
    *out = legal[bg_agent_next(rng) % (uint64_t)n];
    return true;
}

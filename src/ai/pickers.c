/* The simplest ways to choose among legal commands: weighted random (the random player's taste, also
 * its judge's move weights) and "make progress". Every tool that needs a quick player (self-play, the smoke
 * run, screenshots, tests) uses these. */
#include "internal.h"

int gah_ai_command_weight(gah_command c)
{
    switch (c.type) {
    case GAH_CMD_MOVE_GUEST: case GAH_CMD_CLAIM: return 60;
    case GAH_CMD_PLACE: return c.b ? 12 : 1;
    case GAH_CMD_SERVE: case GAH_CMD_USE: return 8;
    case GAH_CMD_ROOM: case GAH_CMD_STAFF: case GAH_CMD_OCCUPY: case GAH_CMD_FILL: return 6;
    case GAH_CMD_END_TURN: return 20;
    case GAH_CMD_PASS: case GAH_CMD_SKIP: case GAH_CMD_DONE: return 1;
    default: return 3;
    }
}

static int weight_of(const void *cmds, int i)
{
    return gah_ai_command_weight(((const gah_command *)cmds)[i]);
}

int gah_ai_pick_weighted(const gah_command *cmds, int n, uint64_t *rng)
{
    return bg_agent_pick_by_weight(cmds, n, weight_of, rng);
}

int gah_ai_pick_progress(const gah_command *cmds, int n)
{
    if (n <= 0) return -1;
    for (int i = 0; i < n; i++)
        if (cmds[i].type == GAH_CMD_END_TURN) return i;
    for (int i = 0; i < n; i++)
        if (cmds[i].type == GAH_CMD_MOVE_GUEST) return i;
    return 0;
}

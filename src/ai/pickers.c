/* The simplest ways to choose among legal commands: weighted random and "make progress". Every tool
 * that needs a quick player (self-play, the smoke run, screenshots, tests) uses these. */
#include "gah/ai.h"

static uint64_t xorshift(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

static int command_weight(gah_command c)
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

int gah_ai_pick_weighted(const gah_command *cmds, int n, uint64_t *rng)
{
    if (n <= 0) return -1;
    int total = 0;
    for (int i = 0; i < n; i++) total += command_weight(cmds[i]);
    int r = (int)(xorshift(rng) % (uint64_t)total);
    for (int i = 0; i < n; i++) {
        r -= command_weight(cmds[i]);
        if (r < 0) return i;
    }
    return n - 1;
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

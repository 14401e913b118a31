/* Computer players: each decides on its own seat's view and picks among the legal commands. */
#include "gah/ai.h"

#include <string.h>

static const char *const kind_names[GAH_AI_KIND_COUNT] = {[GAH_AI_RANDOM] = "random"};

void gah_ai_init(gah_ai *ai, int kind, uint64_t seed)
{
    ai->kind = (uint8_t)(kind >= 0 && kind < GAH_AI_KIND_COUNT ? kind : GAH_AI_RANDOM);
    ai->rng = seed * 0x9E3779B97F4A7C15ULL + 0x2545F4914F6CDD1DULL;
    if (!ai->rng) ai->rng = 1;
}

gah_command gah_ai_choose(gah_ai *ai, const gah_state *st, int seat)
{
    /* Fair play: only what the seat could see at the table goes into the decision. */
    static gah_state view; /* large: kept off the stack; a computer player runs on one thread */
    gah_view(st, seat, &view);
    gah_command cmds[512];
    int n = gah_legal(&view, cmds, 512);
    int pick = gah_ai_pick_weighted(cmds, n, &ai->rng);
    return pick >= 0 ? cmds[pick] : (gah_command){GAH_CMD_NONE, 0, 0};
}

const char *gah_ai_kind_name(int kind)
{
    return kind >= 0 && kind < GAH_AI_KIND_COUNT ? kind_names[kind] : "?";
}

int gah_ai_kind_by_name(const char *name)
{
    for (int k = 0; k < GAH_AI_KIND_COUNT; k++)
        if (!strcmp(kind_names[k], name)) return k;
    return -1;
}

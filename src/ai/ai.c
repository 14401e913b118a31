/* Computer players: each decides on its own seat's view and picks among the legal commands. */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

static const char *const kind_names[GAH_AI_KIND_COUNT] = {
    [GAH_AI_RANDOM] = "random", [GAH_AI_GREEDY] = "greedy", [GAH_AI_EASY] = "easy",
    [GAH_AI_MEDIUM] = "medium", [GAH_AI_HARD] = "hard",
};

/* Easy's blur, in points: about the worth of a guest's reward, so it often misjudges close choices and
 * now and then a clear one. */
#define EASY_NOISE 3.0

void gah_ai_init(gah_ai *ai, int kind, uint64_t seed)
{
    memset(ai, 0, sizeof *ai);
    ai->kind = (uint8_t)(kind >= 0 && kind < GAH_AI_KIND_COUNT ? kind : GAH_AI_RANDOM);
    ai->rng = seed * 0x9E3779B97F4A7C15ULL + 0x2545F4914F6CDD1DULL;
    if (!ai->rng) ai->rng = 1;
}

/* Decides on `view` (the seat's own view); the index into cmds. */
static int decide(gah_ai *ai, const gah_state *view, int seat, const gah_command *cmds, int n)
{
    ai->last_iterations = 0;
    ai->last_gain = 0;
    if (n <= 1 || ai->kind == GAH_AI_RANDOM) return gah_ai_pick_weighted(cmds, n, &ai->rng);
    /* One draw of the player's own randomness per decision: everything below follows from it and the view. */
    uint64_t seed = gah_ai_next(&ai->rng);
    if (ai->kind == GAH_AI_HARD) return gah_ai_search(ai, view, seat, cmds, n, seed);
    gah_state world;
    if (!gah_determinize(view, seat, seed, &world)) return gah_ai_pick_weighted(cmds, n, &ai->rng);
    uint64_t rng = gah_ai_mix(seed, 7);
    double values[AI_LEGAL_MAX];
    int pick;
    switch (ai->kind) {
    case GAH_AI_GREEDY: pick = gah_ai_one_step(&world, seat, cmds, n, AI_JUDGE_PROJECTED, 1, 0.01, &rng, values); break;
    case GAH_AI_EASY: pick = gah_ai_one_step(&world, seat, cmds, n, AI_JUDGE_RELATIVE, AI_MEDIUM_DEPTH, EASY_NOISE, &rng, values); break;
    default: pick = gah_ai_one_step(&world, seat, cmds, n, AI_JUDGE_RELATIVE, AI_MEDIUM_DEPTH, 0, &rng, values); break;
    }
    ai->last_gain = values[pick] - (ai->kind == GAH_AI_GREEDY ? gah_projected_score(&world, seat, NULL)
                                                              : gah_ai_relative(&world, seat));
    return pick;
}

gah_command gah_ai_choose(gah_ai *ai, const gah_state *st, int seat)
{
    /* Fair play: only what the seat could see at the table goes into the decision. */
    gah_state view;
    gah_view(st, seat, &view);
    gah_command cmds[AI_LEGAL_MAX];
    int n = gah_legal(&view, cmds, AI_LEGAL_MAX);
    if (n <= 0 || gah_current_prompt(&view).seat != seat) return (gah_command){GAH_CMD_NONE, 0, 0};
    int pick = decide(ai, &view, seat, cmds, n);
    return pick >= 0 && pick < n ? cmds[pick] : cmds[0];
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

int gah_ai_kind_parse(const char *text, int *iterations)
{
    char name[16];
    const char *colon = strchr(text, ':');
    size_t len = colon ? (size_t)(colon - text) : strlen(text);
    if (iterations) *iterations = 0;
    if (len >= sizeof name) return -1;
    memcpy(name, text, len);
    name[len] = 0;
    int kind = gah_ai_kind_by_name(name);
    if (kind < 0 || !colon) return kind;
    char *end;
    long it = strtol(colon + 1, &end, 10);
    if (kind != GAH_AI_HARD || *end || end == colon + 1 || it < 1 || it > 10000000) return -1;
    if (iterations) *iterations = (int)it;
    return kind;
}

/* The base game's computer players: its strengths as generic agents with its judgement, deciding on the
 * seat's own view among the legal commands. */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

/* Easy's blur, in points: about the worth of a guest's reward, so it often misjudges close choices and
 * now and then a clear one. */
#define EASY_NOISE 3.0

/* The strengths, each a generic agent and how it looks; the names are what saves write. */
static const bg_strength strengths[GAH_AI_KIND_COUNT] = {
    [GAH_AI_RANDOM] = {"random", BG_AGENT_RANDOM, NULL, 0, 0},
    [GAH_AI_GREEDY] = {"greedy", BG_AGENT_ONE_STEP, gah_ai_projected, 1, 0.01},
    [GAH_AI_EASY] = {"easy", BG_AGENT_ONE_STEP, NULL, AI_MEDIUM_DEPTH, EASY_NOISE},
    [GAH_AI_MEDIUM] = {"medium", BG_AGENT_ONE_STEP, NULL, AI_MEDIUM_DEPTH, 0, true},
    [GAH_AI_HARD] = {"hard", BG_AGENT_SEARCH, NULL, 0, 0},
};

void gah_ai_init(gah_ai *ai, int kind, uint64_t seed)
{
    memset(ai, 0, sizeof *ai);
    ai->kind = (uint8_t)(kind >= 0 && kind < GAH_AI_KIND_COUNT ? kind : GAH_AI_RANDOM);
    ai->rng = seed * 0x9E3779B97F4A7C15ULL + 0x2545F4914F6CDD1DULL;
    if (!ai->rng) ai->rng = 1;
}

gah_command gah_ai_choose(gah_ai *ai, const gah_state *st, int seat)
{
    /* Fair play: only what the seat could see at the table goes into the decision. */
    gah_state view;
    gah_view(st, seat, &view);
    bg_move moves[AI_LEGAL_MAX];
    int n = gah_game.legal(&view, moves, AI_LEGAL_MAX);
    if (n <= 0 || gah_current_prompt(&view).seat != seat) return (gah_command){GAH_CMD_NONE, 0, 0};
    bg_agent_budget budget = {ai->iterations, ai->time_ms, ai->stop};
    if (budget.iterations <= 0 && budget.time_ms <= 0) budget.time_ms = GAH_AI_DEFAULT_TIME_MS;
    /* A kind out of range (the struct is the caller's) plays as medium, as it always has. */
    const bg_strength *strength = &strengths[ai->kind < GAH_AI_KIND_COUNT ? ai->kind : GAH_AI_MEDIUM];
    bg_agent_report report;
    int pick = bg_agent_decide(&gah_ai_judge, strength, &budget, &ai->rng, &view, seat, moves, n, &report);
    ai->last_iterations = report.iterations;
    ai->last_gain = report.gain;
    ai->last_arm_count = report.arm_count;
    memcpy(ai->last_arms, report.arms, sizeof report.arms[0] * (size_t)report.arm_count);
    return gah_command_of(moves[pick >= 0 && pick < n ? pick : 0]);
}

const char *gah_ai_kind_name(int kind)
{
    return kind >= 0 && kind < GAH_AI_KIND_COUNT ? strengths[kind].name : "?";
}

int gah_ai_kind_by_name(const char *name)
{
    for (int k = 0; k < GAH_AI_KIND_COUNT; k++)
        if (!strcmp(strengths[k].name, name)) return k;
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

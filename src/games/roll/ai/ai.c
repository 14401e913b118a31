/* Let's Roll's strengths: each a generic agent (bg/agent.h) with Let's Roll's judgement, deciding on the
 * seat's own view among the legal commands. */
#include "roll/ai.h"

#include <stdlib.h>
#include <string.h>

#define LEGAL_MAX 512

static double projected(const void *state, int seat) { return roll_projected_score(state, seat, NULL); }

static const bg_strength strengths[ROLL_AI_KIND_COUNT] = {
    [ROLL_AI_RANDOM] = {"random", BG_AGENT_RANDOM, NULL, 0, 0},
    [ROLL_AI_GREEDY] = {"greedy", BG_AGENT_ONE_STEP, projected, 3, 0.01},
    [ROLL_AI_EASY] = {"easy", BG_AGENT_ONE_STEP, NULL, 2, 2.0},
    [ROLL_AI_MEDIUM] = {"medium", BG_AGENT_ONE_STEP, NULL, 3, 0},
    [ROLL_AI_HARD] = {"hard", BG_AGENT_SEARCH, NULL, 0, 0},
};

void roll_ai_init(roll_ai *ai, int kind, uint64_t seed)
{
    memset(ai, 0, sizeof *ai);
    ai->kind = (uint8_t)(kind >= 0 && kind < ROLL_AI_KIND_COUNT ? kind : ROLL_AI_RANDOM);
    ai->rng = seed * 0x9E3779B97F4A7C15ULL + 0x2545F4914F6CDD1DULL;
    if (!ai->rng) ai->rng = 1;
}

roll_command roll_ai_choose(roll_ai *ai, const roll_state *st, int seat)
{
    roll_state view;
    roll_view(st, seat, &view);
    bg_move moves[LEGAL_MAX];
    int n = roll_game.legal(&view, moves, LEGAL_MAX);
    if (n <= 0 || roll_current_prompt(&view).seat != seat) return (roll_command){ROLL_CMD_NONE, 0};
    bg_agent_budget budget = {ai->iterations, ai->time_ms, ai->stop};
    if (budget.iterations <= 0 && budget.time_ms <= 0) budget.time_ms = ROLL_AI_DEFAULT_TIME_MS;
    const bg_strength *strength = &strengths[ai->kind < ROLL_AI_KIND_COUNT ? ai->kind : ROLL_AI_MEDIUM];
    bg_agent_report report;
    int pick = bg_agent_decide(&roll_ai_judge, strength, &budget, &ai->rng, &view, seat, moves, n, &report);
    ai->last_iterations = report.iterations;
    ai->last_gain = report.gain;
    return roll_command_of(moves[pick >= 0 && pick < n ? pick : 0]);
}

const char *roll_ai_kind_name(int kind) { return kind >= 0 && kind < ROLL_AI_KIND_COUNT ? strengths[kind].name : "?"; }

int roll_ai_kind_parse(const char *text, int *iterations)
{
    char name[16];
    const char *colon = strchr(text, ':');
    size_t len = colon ? (size_t)(colon - text) : strlen(text);
    if (iterations) *iterations = 0;
    if (len >= sizeof name) return -1;
    memcpy(name, text, len);
    name[len] = 0;
    int kind = -1;
    for (int k = 0; k < ROLL_AI_KIND_COUNT; k++)
        if (!strcmp(strengths[k].name, name)) kind = k;
    if (kind < 0 || !colon) return kind;
    char *end;
    long it = strtol(colon + 1, &end, 10);
    if (kind != ROLL_AI_HARD || *end || end == colon + 1 || it < 1 || it > 10000000) return -1;
    if (iterations) *iterations = (int)it;
    return kind;
}

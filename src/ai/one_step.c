/* One command ahead: try each legal command on a copy and keep the one whose result judges best. The
 * greedy, easy and medium players are this with different judges and noise; the search uses it to
 * pick its candidates and to play out the turns after them. */
#include "internal.h"

#include <string.h>

uint64_t ai_next(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

double ai_unit(uint64_t *s)
{
    return (double)(ai_next(s) >> 11) * (1.0 / 9007199254740992.0);
}

uint64_t ai_mix(uint64_t a, uint64_t b)
{
    uint64_t z = a + 0x9E3779B97F4A7C15ULL * (b + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    z ^= z >> 31;
    return z ? z : 1;
}

static double judge_state(const gah_state *st, int seat, ai_judge judge)
{
    return judge == AI_JUDGE_PROJECTED ? gah_projected_score(st, seat, NULL) : gah_ai_relative(st, seat);
}

/* A command often only asks the next question (a die, then how to split its items): the seat answers
 * its own follow-up prompts the same one-step way, so the command is judged by where they lead. */
#define FOLLOW_UP_DEPTH 4

static bool follow_up(gah_state *st, int seat, ai_judge judge)
{
    gah_command cmds[AI_LEGAL_MAX];
    for (int depth = 0; depth < FOLLOW_UP_DEPTH && st->phase != GAH_PHASE_OVER; depth++) {
        gah_prompt p = gah_current_prompt(st);
        if (p.seat != seat || p.kind == GAH_PROMPT_TURN || p.kind == GAH_PROMPT_GAME_OVER) return true;
        int n = gah_legal(st, cmds, AI_LEGAL_MAX);
        if (n <= 0) return true;
        int best = 0;
        double best_value = -1e18;
        gah_state next;
        for (int i = 0; n > 1 && i < n; i++) {
            memcpy(&next, st, sizeof next);
            if (gah_apply(&next, seat, cmds[i], NULL)) continue;
            double v = judge_state(&next, seat, judge);
            if (v > best_value) best_value = v, best = i;
        }
        if (gah_apply(st, seat, cmds[best], NULL)) return false;
    }
    return true;
}

int ai_one_step(const gah_state *world, int seat, const gah_command *cmds, int n, ai_judge judge, double noise,
                uint64_t *rng, double *values)
{
    int best = 0;
    double best_value = -1e18;
    gah_state next;
    for (int i = 0; i < n; i++) {
        memcpy(&next, world, sizeof next);
        double v = -1e9;
        if (!gah_apply(&next, seat, cmds[i], NULL) && follow_up(&next, seat, judge)) v = judge_state(&next, seat, judge);
        if (values) values[i] = v;
        if (noise > 0) v += (ai_unit(rng) * 2 - 1) * noise;
        if (v > best_value) best_value = v, best = i;
    }
    return best;
}

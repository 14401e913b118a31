/* One command ahead: try each legal command on a copy and keep the one whose result judges best. The
 * greedy, easy and medium players are this with different judges and noise; the search uses it to
 * pick its candidates and to play out the turns after them. */
#include "internal.h"

#include <string.h>

uint64_t gah_ai_next(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

double gah_ai_unit(uint64_t *s)
{
    return (double)(gah_ai_next(s) >> 11) * (1.0 / 9007199254740992.0);
}

uint64_t gah_ai_mix(uint64_t a, uint64_t b)
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

/* A command often only asks the next question (a die, then how to split its items), and a guest must
 * be taken before the die: the seat answers its own follow-up prompts, up to `depth` of them and until
 * its turn's die is taken, choosing each the same way, so a command is judged by where it leads. */
static double settle_value(gah_state *st, int seat, ai_judge judge, int depth, bool guest_taken, bool free_steps)
{
    gah_prompt p = gah_current_prompt(st);
    bool own = p.seat == seat && st->phase != GAH_PHASE_OVER && p.kind != GAH_PROMPT_GAME_OVER &&
               !(p.kind == GAH_PROMPT_TURN && st->turn_die_taken);
    if (depth <= 0 || !own) return judge_state(st, seat, judge);
    gah_command cmds[AI_LEGAL_MAX];
    int n = gah_legal(st, cmds, AI_LEGAL_MAX);
    double best = -1e9;
    gah_state next;
    uint64_t guests_tried = 0;
    for (int i = 0; i < n; i++) {
        /* Ending the turn or passing is its own choice, made at the prompt itself. */
        if (cmds[i].type == GAH_CMD_PASS) continue;
        /* The same queue guest at another open table leads to the same position but for the table's
         * number: tried once. */
        if (free_steps && cmds[i].type == GAH_CMD_TAKE_GUEST && cmds[i].a < 64) {
            if (guests_tried >> cmds[i].a & 1) continue;
            guests_tried |= 1ull << cmds[i].a;
        }
        memcpy(&next, st, sizeof next);
        if (gah_apply(&next, seat, cmds[i], NULL)) continue;
        /* Taking a guest, and then the turn's die, are steps on the way to the action, not answers to it:
         * counted against the depth, a guest taken before the die left the action one answer short of the
         * same die taken without it (three rooms prepared against two), so guests looked worse than they
         * are (the fourth pass). */
        bool guest = free_steps && cmds[i].type == GAH_CMD_TAKE_GUEST;
        bool step = guest || (guest_taken && cmds[i].type == GAH_CMD_DIE);
        double v = settle_value(&next, seat, judge, step ? depth : depth - 1, guest, free_steps);
        if (v > best) best = v;
    }
    return n > 0 && best > -1e9 ? best : judge_state(st, seat, judge);
}

int gah_ai_one_step(const gah_state *world, int seat, const gah_command *cmds, int n, ai_judge judge, int depth,
                double noise, uint64_t *rng, double *values)
{
    return gah_ai_one_step_steps(world, seat, cmds, n, judge, depth, gah_ai_free_steps(), noise, rng, values);
}

int gah_ai_one_step_steps(const gah_state *world, int seat, const gah_command *cmds, int n, ai_judge judge, int depth,
                      bool free_steps, double noise, uint64_t *rng, double *values)
{
    int best = 0;
    double best_value = -1e18;
    gah_state next;
    double guest_value[64];
    uint64_t guests_tried = 0;
    for (int i = 0; i < n; i++) {
        bool guest = free_steps && cmds[i].type == GAH_CMD_TAKE_GUEST && cmds[i].a < 64;
        double v = -1e9;
        if (guest && (guests_tried >> cmds[i].a & 1)) {
            v = guest_value[cmds[i].a]; /* the same guest at another table: judged once */
            if (values) values[i] = v;
            if (noise > 0) v += (gah_ai_unit(rng) * 2 - 1) * noise;
            if (v > best_value) best_value = v, best = i;
            continue;
        }
        memcpy(&next, world, sizeof next);
        if (!gah_apply(&next, seat, cmds[i], NULL)) v = settle_value(&next, seat, judge, depth, guest, free_steps);
        if (guest) guests_tried |= 1ull << cmds[i].a, guest_value[cmds[i].a] = v;
        if (values) values[i] = v;
        if (noise > 0) v += (gah_ai_unit(rng) * 2 - 1) * noise;
        if (v > best_value) best_value = v, best = i;
    }
    return best;
}

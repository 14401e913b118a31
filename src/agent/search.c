/* The search: determinized Monte Carlo over the seat's candidate moves, for any game.
 *
 * The one-step judgement (the game's relative judgement) picks the most promising candidates. Each
 * iteration deals the hidden information anew from the seat's view (bg_game.determinize), plays one
 * candidate, plays on by the game's playout (src/agent/playout.c) and scores the result by the game's
 * judgement. The tries are shared out by sequential halving (every candidate still in the running the same
 * number, on the same deals; then the better half by mean goes on), or by UCB1. The game tunes all of it
 * through its judge's search_settings (the base game's reasons and measurements: docs/ai.md). */
#include "internal.h"

#include <math.h>
#include <string.h>
#include <time.h>

/* Room for the candidates; how many the search keeps is the game's (bg_search_settings.candidates). */
#define CANDIDATES_MAX 64
/* By the clock the search stops while a try this many times the average could still overrun the budget,
 * and plans its tries to end there. */
#define OVERRUN_TRIES 1.5

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

void bg_agent_search_defaults(bg_search_settings *out)
{
    *out = (bg_search_settings){
        .candidates = 10, .prior_depth = 3, .prior_end_after = 2, .halving = true, .ucb = 3,
        .playout = {.own_depth = 3, .later_depth = 1, .other_depth = 2, .turns = 1, .noise = 0.3},
    };
}

/* The rounds sequential halving needs to bring `alive` candidates down to one. */
static int halving_rounds(int alive)
{
    int rounds = 0;
    for (; alive > 1; alive = (alive + 1) / 2) rounds++;
    return rounds;
}

int bg_agent_halving_pick(bg_agent_arm *arms, int *alive, int *target, int planned, int total)
{
    for (;;) {
        for (int a = 0; a < *alive; a++)
            if (arms[a].visits < *target) return a;
        if (*alive == 1) return -1;
        /* The round is over: the better half by mean goes on (a stable sort: ties keep their order). */
        for (int a = 1; a < *alive; a++) {
            bg_agent_arm x = arms[a];
            int b = a;
            for (; b > 0 && arms[b - 1].sum / arms[b - 1].visits < x.sum / x.visits; b--) arms[b] = arms[b - 1];
            arms[b] = x;
        }
        *alive = (*alive + 1) / 2;
        if (*alive == 1) return -1;
        /* The iterations left, shared equally over the rounds still to come and the candidates in this one. */
        int share = planned > total ? (planned - total) / (*alive * halving_rounds(*alive)) : 0;
        *target += share > 1 ? share : 1;
    }
}

int bg_agent_clock_plan(int total, int k, int alive, double tries_ms, double left_ms, int *target)
{
    /* Planned again at every try, so that each round's share follows the pace (tries grow dearer or cheaper
     * as candidates are cut) and the last round ends near the budget. */
    double pace = total > 0 ? tries_ms / total : 0;
    /* The search stops before a try that could overrun (OVERRUN_TRIES tries' time left): plan no more. */
    double more = left_ms / (pace > 0.001 ? pace : 0.001) - (OVERRUN_TRIES - 1);
    int planned = total + (more > 0 ? (int)more : 0);
    /* The first round's share: until the pace was known every candidate had one try, and halving then would
     * cut half of them on a single deal each. */
    if (total == k && alive == k) {
        int first = planned / (k * halving_rounds(k));
        if (first > *target) *target = first;
    }
    return planned;
}

int bg_agent_best_moves(const double *values, int n, int keep, bg_agent_arm *arms)
{
    int k = 0;
    for (int i = 0; i < n; i++) {
        if (values[i] <= -1e9) continue;
        int at = k < keep ? k++ : keep;
        if (at == keep) {
            if (values[i] <= arms[keep - 1].prior) continue;
            at = keep - 1;
        }
        while (at > 0 && arms[at - 1].prior < values[i]) {
            arms[at] = arms[at - 1];
            at--;
        }
        arms[at] = (bg_agent_arm){.index = i, .prior = values[i]};
    }
    return k;
}

/* UCB1's next candidate among the `active` leading ones: an untried one first. */
static int ucb_pick(const bg_agent_arm *arms, int active, int total, const bg_search_settings *s)
{
    for (int a = 0; a < active; a++)
        if (!arms[a].visits) return a;
    int pick = -1;
    double best = -1e18;
    for (int a = 0; a < active; a++) {
        double ucb = arms[a].sum / arms[a].visits + s->ucb * sqrt(log((double)total) / arms[a].visits) +
                     s->prior * (arms[a].prior - arms[0].prior) / (arms[a].visits + 1);
        if (ucb > best) best = ucb, pick = a;
    }
    return pick;
}

/* The candidate played: the most tried is the most trusted, its mean breaks ties, untried ones keep their
 * order; by halving or by_mean, the best mean among those tried at least half as often as the most tried. */
static int chosen_arm(const bg_agent_arm *arms, int k, int alive, const bg_search_settings *s)
{
    int most = 0;
    for (int a = 0; a < k; a++)
        if (arms[a].visits > most) most = arms[a].visits;
    int chosen = 0;
    for (int a = 1; a < (s->halving ? alive : k); a++) {
        const bg_agent_arm *x = &arms[a], *y = &arms[chosen];
        double mx = x->sum / (x->visits ? x->visits : 1), my = y->sum / (y->visits ? y->visits : 1);
        if (s->by_mean || s->halving) {
            bool x_ok = x->visits > 0 && 2 * x->visits >= most, y_ok = y->visits > 0 && 2 * y->visits >= most;
            if (x_ok && (!y_ok || mx > my)) chosen = a;
        } else if (x->visits > y->visits || (x->visits == y->visits && mx > my)) {
            chosen = a;
        }
    }
    return chosen;
}

/* A playout's score by the seat's margin: where it stopped, or with next_decision the seat's best move at its
 * next decision after the others' turns. */
static double playout_score(const bg_judge *judge, void *world, int seat, const bg_search_settings *s, uint64_t *rng)
{
    bg_judgement relative = agent_relative(judge);
    bg_prompt prompt = judge->game->prompt(world);
    if (s->playout.next_decision <= 0 || prompt.seat < 0 || prompt.seat == seat) return relative(world, seat);
    const bg_look mine = {relative, s->playout.next_decision, agent_free_steps(judge), 0, false, 0, 0, NULL};
    const bg_look other = {relative, s->playout.next_other_depth, false, s->playout.noise, false, 0, 0, NULL};
    return bg_agent_next_decision(judge, world, seat, &mine, &other, rng);
}

int bg_agent_search(const bg_judge *judge, const void *view, int seat, const bg_move *moves, int n, uint64_t seed,
                    const bg_agent_budget *budget, bg_agent_report *report)
{
    double start = now_ms();
    bg_agent_report none;
    if (!report) report = &none;
    report->iterations = 0;
    report->gain = 0;
    report->arm_count = 0;
    const bg_game *game = judge->game;
    agent_state world;
    if (!agent_fits(judge) || !game->determinize(view, seat, bg_agent_mix(seed, 0), world.bytes)) return 0;
    if (n == 1) return 0;

    /* The search's settings, the game's (the base game's from its weights, which the arena may change). */
    bg_search_settings s;
    if (judge->search_settings) judge->search_settings(view, seat, &s);
    else bg_agent_search_defaults(&s);
    bg_judgement value = agent_value(judge), relative = agent_relative(judge);
    /* Candidates: the best of the one-step judgements on a first deal. */
    double values[BG_AGENT_MOVES_MAX];
    uint64_t rng = bg_agent_mix(seed, 1);
    if (n > BG_AGENT_MOVES_MAX) n = BG_AGENT_MOVES_MAX;
    int end_after = agent_end_after(judge, world.bytes);
    const bg_look prior = {relative, s.prior_depth, agent_free_steps(judge), 0, agent_end_before(judge),
                           agent_chain(judge), end_after < s.prior_end_after ? end_after : s.prior_end_after, NULL};
    bg_agent_one_step(judge, world.bytes, seat, moves, n, &prior, &rng, values);
    int keep = s.candidates < 1 ? 1 : s.candidates > CANDIDATES_MAX ? CANDIDATES_MAX : s.candidates;
    bg_agent_arm arms[CANDIDATES_MAX];
    int k = bg_agent_best_moves(values, n, keep, arms);
    if (k <= 1) return k ? arms[0].index : 0;

    int iterations = budget ? budget->iterations : 0, time_ms = budget ? budget->time_ms : 0;
    if (iterations <= 0 && time_ms <= 0) time_ms = BG_AGENT_DEFAULT_TIME_MS;
    const atomic_int *stop = budget ? budget->stop : NULL;
    /* Sequential halving: every candidate still in the running gets the same tries (on the same deals, so
     * they are compared in pairs), then the better half by mean goes on, until one is left. `planned` is the
     * iterations it shares out: the budget, or what the clock allows at the pace of the first round. */
    int alive = k, planned = iterations, target = 1;
    if (s.halving && planned > 0) {
        target = planned / (k * halving_rounds(k));
        if (target < 1) target = 1;
    }
    double tries_start = now_ms(), limit_ms = time_ms * 0.97, now = tries_start;
    int total = 0;
    for (;; total++) {
        if (iterations > 0 && total >= iterations) break;
        /* The clock may stop the search after the first iteration (a busy machine then falls back on the
         * candidates' order); an iteration budget tries every candidate at least once. */
        if (time_ms > 0) now = now_ms();
        if (total >= 1 && time_ms > 0) {
            /* Stop when one more iteration, a bit longer than the average, could overrun: the budget is a limit. */
            if (now - start + OVERRUN_TRIES * (now - tries_start) / total >= limit_ms) break;
        }
        if (stop && atomic_load(stop)) break;
        int pick = -1;
        if (s.halving) {
            if (iterations <= 0 && total >= k)
                planned = bg_agent_clock_plan(total, k, alive, now - tries_start, limit_ms - (now - start), &target);
            pick = bg_agent_halving_pick(arms, &alive, &target, planned, total);
            if (pick < 0) break; /* one candidate left */
        } else {
            /* Progressive widening (widen > 0): the best few candidates first, more of them as the iterations
             * grow, so a small budget is not spread over all of them. */
            int active = k;
            if (s.widen > 0) {
                active = 2 + (int)(s.widen * sqrt((double)total));
                if (active > k) active = k;
            }
            pick = ucb_pick(arms, active, total, &s);
        }
        /* Common random numbers: every candidate's v-th try sees the v-th deal, so the candidates are
         * compared on the same luck and their differences are the moves' own. */
        uint64_t deal = (uint64_t)arms[pick].visits;
        if (!game->determinize(view, seat, bg_agent_mix(seed, deal + 2), world.bytes)) break;
        double own_before = value(world.bytes, seat);
        bool refused = s.follow ? !bg_agent_follow(judge, world.bytes, seat, moves[arms[pick].index], &prior)
                                : game->apply(world.bytes, seat, moves[arms[pick].index], NULL) != NULL;
        if (refused) {
            arms[pick].sum += -1e6; /* cannot happen with a consistent view; never choose it */
        } else {
            rng = bg_agent_mix(seed, deal + 1000003u);
            double turn_end;
            bg_agent_playout(judge, world.bytes, seat, &s.playout, &rng, &turn_end);
            if (isnan(turn_end)) turn_end = value(world.bytes, seat);
            arms[pick].sum += s.score_own ? value(world.bytes, seat) : playout_score(judge, world.bytes, seat, &s, &rng);
            arms[pick].gain += turn_end - own_before;
        }
        arms[pick].visits++;
    }
    int chosen = chosen_arm(arms, k, alive, &s);
    report->iterations = total;
    report->gain = arms[chosen].visits ? arms[chosen].gain / arms[chosen].visits : 0;
    report->arm_count = k < BG_AGENT_REPORT_ARMS ? k : BG_AGENT_REPORT_ARMS;
    memcpy(report->arms, arms, sizeof arms[0] * (size_t)report->arm_count);
    return arms[chosen].index;
}

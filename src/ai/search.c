/* The hard player: determinized Monte Carlo search over its candidate commands.
 *
 * The medium player's judgement picks the most promising candidates. Each iteration deals the hidden
 * cards and future dice anew from the seat's view (gah_determinize), plays one candidate, finishes the
 * seat's turn with the medium player's judgement (a little noise, so the samples differ), and scores the
 * result with gah_ai_relative. Against an automa (SOLO_ROLLOUT) the playout goes on through seven of the
 * seat's turns (or to the end of the game, scored by the final margin), answering one follow-up prompt a
 * command. The tries
 * are shared out by sequential halving (every candidate still in the running the same number, on the same
 * deals; then the better half by mean goes on), or by UCB1 with SEARCH_HALVING 0. So the search sees the
 * whole turn a command starts and the luck of the draw within it; between people the heuristic cuts every
 * playout off at the end of the turn. */
#include "internal.h"

#include <math.h>
#include <string.h>
#include <time.h>

/* Room for the candidates; how many the search keeps is the weight SEARCH_CANDIDATES (10). */
#define CANDIDATES_MAX 64
#define PLAYOUT_STEPS_MAX 2000
#define PLAYOUT_NOISE 0.3
/* Measured in the arena (16 games each, hard:50 against medium): playing the others' replies too with a
 * shallower judgement won 50 %; finishing only the seat's own turn, with medium's full judgement, 62 %. */
#define PLAYOUT_OTHERS 0
#define PLAYOUT_OTHER_DEPTH 2

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* Plays on from `world` with the medium judgement until `seat`'s turn passes to another seat (with
 * PLAYOUT_OTHERS, until it has come back), or against an automa its `solo_turns` turns are over, or the
 * game ends. */
void gah_ai_playout(gah_state *world, int seat, uint64_t *rng, int own_depth, int solo_turns, int later_depth,
                double *turn_end)
{
    if (turn_end) *turn_end = NAN; /* set where the seat's turn ends, else at the playout's end (below) */
    double noise = world->params.automa ? gah_ai_weight("SOLO_NOISE") : PLAYOUT_NOISE;
    /* Medium follows a guest taken through the die and its action (FREE_STEPS); in a playout that costs
     * five to nine times over, so the playouts answer at the plain depth (PLAYOUT_FREE_STEPS 0): as strong
     * between people at a quarter of the time, and in solo far more tries for the same (docs/ai.md). */
    bool free_steps = gah_ai_free_steps() && gah_ai_weight("PLAYOUT_FREE_STEPS") > 0;
    gah_command cmds[AI_LEGAL_MAX];
    bool left = world->turn_seat != seat;
    /* Against an automa its turns play themselves inside gah_apply, so the seat's turn never passes to
     * another and the playout ran on through the seat's later turns (80 commands, most of a second of
     * processor time a decision): there a new turn shows as the die not taken yet, or a new round.
     * (Between people a seat's two turns in a row, its pair in the middle of the round, stay one playout:
     * that is what the arena measured.) */
    bool solo = world->params.automa != 0, die_taken = world->turn_die_taken, later = false;
    int round = world->round;
    for (int step = 0; step < PLAYOUT_STEPS_MAX && world->phase != GAH_PHASE_OVER; step++) {
        if (solo && (world->round != round || (die_taken && !world->turn_die_taken))) {
            /* Against an automa the seat may play on through its next turns (the automa's cost nothing). */
            /* What the seat's own turn gained, for the hint, however far the playout goes on. */
            if (turn_end && isnan(*turn_end)) *turn_end = gah_ai_evaluate(world, seat);
            if (--solo_turns <= 0) return;
            round = world->round, die_taken = false, later = true;
        }
        die_taken = die_taken || world->turn_die_taken;
        gah_prompt p = gah_current_prompt(world);
        /* Against an automa the seat is the only one ever asked: it also answers prompts while the turn's
         * seat is the automa's (the Emperor's scorings after rounds 3, 5 and 7: the reward's items, room or
         * staff card). Stopping there cut nearly every solo playout short in round 3, 5 or 7. */
        if (solo ? p.seat != seat : world->turn_seat != seat) {
            if (!PLAYOUT_OTHERS) return;
            left = true;
        } else if (left) {
            return;
        }
        int n = gah_legal(world, cmds, AI_LEGAL_MAX);
        if (n <= 0) return;
        /* The seat's later turns of a solo playout answer one follow-up prompt (a tenth of the cost). */
        int depth = p.seat != seat ? PLAYOUT_OTHER_DEPTH : later ? later_depth : own_depth;
        int pick = n == 1 ? 0 : gah_ai_one_step_steps(world, p.seat, cmds, n, AI_JUDGE_RELATIVE, depth, free_steps, noise, rng, NULL);
        if (gah_apply(world, p.seat, cmds[pick], NULL)) return;
    }
}

/* The rounds sequential halving needs to bring `alive` candidates down to one. */
static int halving_rounds(int alive)
{
    int rounds = 0;
    for (; alive > 1; alive = (alive + 1) / 2) rounds++;
    return rounds;
}

int gah_ai_halving_pick(ai_arm *arms, int *alive, int *target, int planned, int total)
{
    for (;;) {
        for (int a = 0; a < *alive; a++)
            if (arms[a].visits < *target) return a;
        if (*alive == 1) return -1;
        /* The round is over: the better half by mean goes on (a stable sort: ties keep their order). */
        for (int a = 1; a < *alive; a++) {
            ai_arm x = arms[a];
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


int gah_ai_search(gah_ai *ai, const gah_state *view, int seat, const gah_command *cmds, int n, uint64_t seed)
{
    double start = now_ms();
    ai->last_iterations = 0;
    ai->last_gain = 0;
    gah_state world;
    if (!gah_determinize(view, seat, gah_ai_mix(seed, 0), &world)) return 0;
    if (n == 1) return 0;

    /* Candidates: the best of the medium player's one-step judgements on a first deal. */
    double values[AI_LEGAL_MAX];
    uint64_t rng = gah_ai_mix(seed, 1);
    if (n > AI_LEGAL_MAX) n = AI_LEGAL_MAX;
    gah_ai_one_step(&world, seat, cmds, n, AI_JUDGE_RELATIVE, AI_MEDIUM_DEPTH, 0, &rng, values);
    /* The search's settings, from eval.c's table (the arena may try others with --weight). */
    int keep = (int)gah_ai_weight(view->params.automa ? "SOLO_CANDIDATES" : "SEARCH_CANDIDATES");
    keep = keep < 1 ? 1 : keep > CANDIDATES_MAX ? CANDIDATES_MAX : keep;
    double ucb_c = gah_ai_weight("SEARCH_UCB"), widen = gah_ai_weight("SEARCH_WIDEN"), prior_weight = gah_ai_weight("SEARCH_PRIOR");
    bool by_mean = gah_ai_weight("SEARCH_BY_MEAN") > 0, halving = gah_ai_weight("SEARCH_HALVING") > 0;
    /* How many follow-up prompts the playout's own commands answer: against an automa, where the playout
     * runs on through the seat's next turns, a cheaper judgement buys more iterations (measured). */
    int own_depth = (int)gah_ai_weight(view->params.automa ? "SEARCH_SOLO_DEPTH" : "SEARCH_OWN_DEPTH");
    ai_arm arms[CANDIDATES_MAX];
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
        arms[at] = (ai_arm){.index = i, .prior = values[i]};
    }
    if (k <= 1) return k ? arms[0].index : 0;

    bool solo = view->params.automa != 0, solo_relative = gah_ai_weight("SOLO_RELATIVE") > 0;
    int solo_turns = (int)gah_ai_weight("SOLO_TURNS"), later_depth = (int)gah_ai_weight("SOLO_LATER_DEPTH");
    if (solo && gah_ai_weight("SOLO_ROLLOUT") > 0) {
        /* Against an automa the playout goes on through SOLO_ROLLOUT of the seat's turns (7, half the game;
         * 99: to the end, scored by the final margin), its turns cost nothing: the chains Leopold's points
         * come from (a guest taken, served and moved in; staff that pay every round; the Emperor; the
         * objectives) are many turns long, and a heuristic three turns on missed them. Half the game with the
         * heuristic on top beat both three turns and the whole game (docs/ai.md, "Playouts to the end of the
         * game"). */
        solo_turns = (int)gah_ai_weight("SOLO_ROLLOUT");
        later_depth = (int)gah_ai_weight("SOLO_ROLLOUT_DEPTH");
    }
    int budget = ai->iterations, time_ms = ai->time_ms;
    if (budget <= 0 && time_ms <= 0) time_ms = GAH_AI_DEFAULT_TIME_MS;
    /* Sequential halving (SEARCH_HALVING): every candidate still in the running gets the same tries (on
     * the same deals, so they are compared in pairs), then the better half by mean goes on, until one is
     * left. `planned` is the iterations it shares out: the budget, or what the clock allows at the pace
     * of the first round. */
    int alive = k, planned = budget, target = 1;
    if (halving && planned > 0) {
        target = planned / (k * halving_rounds(k));
        if (target < 1) target = 1;
    }
    int total = 0;
    for (;; total++) {
        if (budget > 0 && total >= budget) break;
        /* The clock may stop the search after the first iteration (a busy machine then falls back on the
         * candidates' order); an iteration budget tries every candidate at least once. */
        if (total >= 1 && time_ms > 0) {
            /* Stop when one more iteration, a bit longer than the average, could overrun: the budget is a limit. */
            double spent = now_ms() - start;
            if (spent + 1.5 * spent / total >= time_ms * 0.97) break;
        }
        if (ai->stop && atomic_load(ai->stop)) break;
        /* Progressive widening (SEARCH_WIDEN > 0): the best few candidates first, more of them as the
         * iterations grow, so a small budget is not spread over ten. */
        int active = k;
        if (widen > 0) {
            active = 2 + (int)(widen * sqrt((double)total));
            if (active > k) active = k;
        }
        int pick = -1;
        if (halving) {
            if (planned <= 0 && total >= k) {
                /* By the clock: the iterations the budget allows at the pace of the first round. */
                double spent = now_ms() - start;
                planned = (int)(total * (time_ms * 0.97) / (spent > 0.01 ? spent : 0.01));
            }
            pick = gah_ai_halving_pick(arms, &alive, &target, planned, total);
        }
        if (halving && pick < 0) break; /* one candidate left */
        for (int a = 0; a < active && pick < 0; a++)
            if (!arms[a].visits) pick = a;
        if (pick < 0) {
            double best = -1e18;
            for (int a = 0; a < active; a++) {
                double ucb = arms[a].sum / arms[a].visits + ucb_c * sqrt(log((double)total) / arms[a].visits) +
                             prior_weight * (arms[a].prior - arms[0].prior) / (arms[a].visits + 1);
                if (ucb > best) best = ucb, pick = a;
            }
        }
        /* Common random numbers: every candidate's v-th try sees the v-th deal and dice, so the candidates
         * are compared on the same luck and their differences are the commands' own. */
        uint64_t deal = (uint64_t)arms[pick].visits;
        if (!gah_determinize(view, seat, gah_ai_mix(seed, deal + 2), &world)) break;
        double own_before = gah_ai_evaluate(&world, seat);
        if (gah_apply(&world, seat, cmds[arms[pick].index], NULL)) {
            arms[pick].sum += -1e6; /* cannot happen with a consistent view; never choose it */
        } else {
            rng = gah_ai_mix(seed, deal + 1000003u);
            double turn_end;
            gah_ai_playout(&world, seat, &rng, own_depth, solo_turns, later_depth, &turn_end);
            if (isnan(turn_end)) turn_end = gah_ai_evaluate(&world, seat);
            /* Against an automa the playout runs through its turn, dealt at random: its points are noise
             * to the seat's choice (it plays by its cards, barely by ours), so only the seat's own judgement
             * counts (measured: docs/ai.md). */
            arms[pick].sum += solo && !solo_relative ? gah_ai_evaluate(&world, seat) : gah_ai_relative(&world, seat);
            arms[pick].gain += turn_end - own_before;
        }
        arms[pick].visits++;
    }
    /* The most tried candidate is the most trusted; its mean breaks ties; untried ones keep their order.
     * With SEARCH_BY_MEAN, the best mean among those tried at least half as often as the most tried. */
    int most = 0;
    for (int a = 0; a < k; a++)
        if (arms[a].visits > most) most = arms[a].visits;
    int chosen = 0;
    for (int a = 1; a < (halving ? alive : k); a++) {
        const ai_arm *x = &arms[a], *y = &arms[chosen];
        double mx = x->sum / (x->visits ? x->visits : 1), my = y->sum / (y->visits ? y->visits : 1);
        if (by_mean || halving) {
            bool x_ok = x->visits > 0 && 2 * x->visits >= most, y_ok = y->visits > 0 && 2 * y->visits >= most;
            if (x_ok && (!y_ok || mx > my)) chosen = a;
        } else if (x->visits > y->visits || (x->visits == y->visits && mx > my)) {
            chosen = a;
        }
    }
    ai->last_iterations = total;
    ai->last_gain = arms[chosen].visits ? arms[chosen].gain / arms[chosen].visits : 0;
    return arms[chosen].index;
}

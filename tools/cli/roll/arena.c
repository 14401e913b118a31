/* Let's Roll's arena: its computer players against each other, seats rotated over the same deals, one game
 * per process on every core asked for. A benchmark, not a test: wins with a 95 % interval, mean scores and
 * decision times (wall clock) per player, and the search's iterations. */
#include "cli_roll.h"
#include "roll/ai.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define ARENA_JOBS_MAX 16

typedef struct arena_opts {
    roll_params params;
    int games, jobs, count;
    int kind[ROLL_MAX_PLAYERS], iterations[ROLL_MAX_PLAYERS];
    const char *label[ROLL_MAX_PLAYERS];
    bool verbose, trace;
} arena_opts;

typedef struct player_stats {
    double wins, vp_sum, vp_sq;
    int games;
    double *ms;
    int ms_count, ms_cap;
    double think_iterations;
    int think_count;
} player_stats;

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* Game g: deal g / seats, seats rotated by g % seats, so every player sits in every place of every deal. */
static int player_at(const arena_opts *o, int game, int seat) { return (seat + game % o->count) % o->count; }

static bool play_game(const arena_opts *o, int game, FILE *out)
{
    roll_params params = o->params;
    params.seed = o->params.seed * 1000003u + (uint64_t)(game / o->count);
    roll_state st;
    if (roll_setup(&st, &params, NULL)) return false;
    roll_ai ai[ROLL_MAX_PLAYERS];
    for (int s = 0; s < st.players; s++) {
        int who = player_at(o, game, s);
        roll_ai_init(&ai[s], o->kind[who], params.seed * 31u + (uint64_t)s);
        ai[s].iterations = o->iterations[who];
    }
    for (int step = 0; st.phase != ROLL_PHASE_OVER; step++) {
        if (step > 5000) return false;
        int seat = roll_current_prompt(&st).seat;
        double t0 = now_ms();
        roll_command cmd = roll_ai_choose(&ai[seat], &st, seat);
        double ms = now_ms() - t0;
        fprintf(out, "ms %d %.3f\n", player_at(o, game, seat), ms);
        if (ai[seat].last_iterations > 0) fprintf(out, "think %d %d\n", player_at(o, game, seat), ai[seat].last_iterations);
        if (o->trace) {
            char text[32];
            roll_command_format(cmd, text, sizeof text);
            const roll_player *p = &st.player[seat];
            fprintf(stderr, "r%d.%d P%d %-8s %-12s | krone %d emperor %d/%d/%d loans %d now %d\n", st.round, st.cycle, seat,
                    o->label[player_at(o, game, seat)], text, p->money, p->emperor[0], p->emperor[1], p->emperor[2], p->loans,
                    roll_projected_score(&st, seat, NULL));
        }
        const char *why = roll_apply(&st, seat, cmd, NULL);
        if (why) {
            char text[32];
            roll_command_format(cmd, text, sizeof text);
            fprintf(stderr, "arena: game %d: %s played '%s', refused: %s\n", game, o->label[player_at(o, game, seat)], text, why);
            return false;
        }
    }
    unsigned winners = roll_winners(&st);
    int shared = __builtin_popcount(winners);
    for (int s = 0; s < st.players; s++)
        fprintf(out, "game %d %d %.4f\n", player_at(o, game, s), st.player[s].vp, winners & (1u << s) ? 1.0 / shared : 0.0);
    if (o->verbose) {
        fprintf(stderr, "game %d:", game);
        for (int s = 0; s < st.players; s++) {
            fprintf(stderr, " %s %d [", o->label[player_at(o, game, s)], st.player[s].vp);
            for (int k = 0; k < ROLL_SCORE_STEPS; k++) fprintf(stderr, k ? " %d" : "%d", st.player[s].score[k]);
            fprintf(stderr, "]");
        }
        fprintf(stderr, "\n");
    }
    return true;
}

static int compare_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static void read_results(FILE *in, const arena_opts *o, player_stats *ps, int *failed)
{
    char line[256];
    while (fgets(line, sizeof line, in)) {
        int who, vp, iterations;
        double x;
        if (sscanf(line, "ms %d %lf", &who, &x) == 2 && who >= 0 && who < o->count) {
            player_stats *p = &ps[who];
            if (p->ms_count == p->ms_cap) {
                p->ms_cap = p->ms_cap ? p->ms_cap * 2 : 1024;
                p->ms = realloc(p->ms, (size_t)p->ms_cap * sizeof *p->ms);
                if (!p->ms) exit(1);
            }
            p->ms[p->ms_count++] = x;
        } else if (sscanf(line, "think %d %d", &who, &iterations) == 2 && who >= 0 && who < o->count) {
            ps[who].think_iterations += iterations, ps[who].think_count++;
        } else if (sscanf(line, "game %d %d %lf", &who, &vp, &x) == 3 && who >= 0 && who < o->count) {
            ps[who].games++, ps[who].wins += x, ps[who].vp_sum += vp, ps[who].vp_sq += (double)vp * vp;
        } else if (!strncmp(line, "failed", 6)) {
            (*failed)++;
        }
    }
}

static void report(const arena_opts *o, player_stats *ps, int failed, double seconds)
{
    printf("arena (Let's Roll): %d games, %d players, seed %llu, %d jobs, %.0f s%s\n", o->games, o->params.players,
           (unsigned long long)o->params.seed, o->jobs, seconds, failed ? " (some games failed)" : "");
    printf("%-12s %6s %7s %16s %7s %6s %10s %8s\n", "player", "games", "wins", "95% interval", "mean", "sd", "median ms", "p99 ms");
    for (int i = 0; i < o->count; i++) {
        player_stats *p = &ps[i];
        int n = p->games;
        double rate = n ? p->wins / n : 0, z = 1.96;
        double centre = n ? (rate + z * z / (2.0 * n)) / (1 + z * z / n) : 0;
        double half = n ? z * sqrt(rate * (1 - rate) / n + z * z / (4.0 * n * n)) / (1 + z * z / n) : 0;
        double mean = n ? p->vp_sum / n : 0, sd = n > 1 ? sqrt((p->vp_sq - n * mean * mean) / (n - 1)) : 0;
        double median = 0, p99 = 0;
        if (p->ms_count) {
            qsort(p->ms, (size_t)p->ms_count, sizeof *p->ms, compare_double);
            median = p->ms[p->ms_count / 2];
            p99 = p->ms[(int)(p->ms_count * 0.99) < p->ms_count ? (int)(p->ms_count * 0.99) : p->ms_count - 1];
        }
        char interval[32];
        snprintf(interval, sizeof interval, "%.0f%%-%.0f%%", 100 * (centre - half > 0 ? centre - half : 0),
                 100 * (centre + half < 1 ? centre + half : 1));
        printf("%-12s %6d %6.1f%% %16s %7.1f %6.1f %10.2f %8.2f\n", o->label[i], n, 100 * rate, interval, mean, sd, median, p99);
    }
    for (int i = 0; i < o->count; i++)
        if (ps[i].think_count)
            printf("%s searched %d decisions, %.0f iterations each on average\n", o->label[i], ps[i].think_count,
                   ps[i].think_iterations / ps[i].think_count);
}

static int usage(void)
{
    fprintf(stderr, "usage: gah-cli --game roll arena [--players N] [--games G] [--seed S] [--jobs J] [--verbose|--trace] [--weight NAME=VALUE]... [--KEY VALUE]... A B [C D]\n"
                    "  players: random, greedy, easy, medium, hard (1 s a decision) or hard:ITERATIONS; one per seat\n");
    return 2;
}

int roll_cli_arena(const cli_game *cg, int argc, char **argv)
{
    arena_opts o = {.params = {.seed = 1, .players = 2}, .games = 20, .jobs = 2};
    for (int i = 0; i < argc; i++) {
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(argv[i], "--games") && v) o.games = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--jobs") && v) o.jobs = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--verbose")) o.verbose = true;
        else if (!strcmp(argv[i], "--trace")) o.trace = o.verbose = true; /* every command, to stderr */
        else if (!strcmp(argv[i], "--weight") && v) {
            /* NAME=VALUE: try a judgement weight (src/games/roll/ai/judge.c) for every computer in this arena. */
            char name[40];
            double value;
            if (sscanf(argv[++i], "%39[A-Z_]=%lf", name, &value) != 2 || !roll_ai_set_weight(name, value)) {
                fprintf(stderr, "arena: unknown weight '%s'\n", argv[i]);
                return usage();
            }
        }
        else if (!strncmp(argv[i], "--", 2)) {
            int used = cli_params_flag(cg, argc, argv, i, &o.params, "arena");
            if (used <= 0) return used < 0 ? 2 : usage();
            i += used - 1;
        } else {
            if (o.count == ROLL_MAX_PLAYERS) return usage();
            o.kind[o.count] = roll_ai_kind_parse(argv[i], &o.iterations[o.count]);
            if (o.kind[o.count] < 0) {
                fprintf(stderr, "arena: unknown player '%s'\n", argv[i]);
                return usage();
            }
            o.label[o.count++] = argv[i];
        }
    }
    if (o.count != o.params.players || o.games < 1 || o.jobs < 1 || o.jobs > ARENA_JOBS_MAX) {
        fprintf(stderr, "arena: name one player per seat (%d), at least one game, 1..%d jobs\n", o.params.players, ARENA_JOBS_MAX);
        return usage();
    }
    double t0 = now_ms();
    /* Each job writes its results to a temporary file the parent reads once every job has ended. */
    FILE *results[ARENA_JOBS_MAX];
    pid_t pids[ARENA_JOBS_MAX];
    int jobs = o.jobs < o.games ? o.jobs : o.games;
    fflush(stdout);
    for (int j = 0; j < jobs; j++) {
        results[j] = tmpfile();
        if (!results[j]) return 1;
        pids[j] = fork();
        if (pids[j] < 0) return 1;
        if (pids[j] == 0) {
            for (int g = j; g < o.games; g += jobs)
                if (!play_game(&o, g, results[j])) fprintf(results[j], "failed %d\n", g);
            fflush(results[j]);
            _exit(0);
        }
    }
    for (int j = 0; j < jobs; j++) waitpid(pids[j], NULL, 0);
    player_stats ps[ROLL_MAX_PLAYERS] = {0};
    int failed = 0;
    for (int j = 0; j < jobs; j++) {
        rewind(results[j]);
        read_results(results[j], &o, ps, &failed);
        fclose(results[j]);
    }
    report(&o, ps, failed, (now_ms() - t0) / 1e3);
    for (int i = 0; i < o.count; i++) free(ps[i].ms);
    return failed ? 1 : 0;
}

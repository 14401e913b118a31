/* The arena: computer players against each other (or the person's seat against Leopold or Elisabeth),
 * seats rotated over the same deals, one game per process on every core asked for. A benchmark, not a
 * test: it prints wins with a 95 % interval, scores and decision times per player. */
#include "cli_gah.h"
#include "gah/ai.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define ARENA_JOBS_MAX 16
#define ARENA_ROUNDS 7 /* rounds of the game (gah_rules.rounds), for the counts by round */

/* A player's kind when it is another build's (ref:NAME, played through `--ref PATH arena --serve`). */
#define ARENA_REF (-2)

typedef struct arena_opts {
    gah_params params;   /* players, automa, difficulty, waltz and the seed */
    int games, jobs;
    int count;           /* players named */
    int kind[GAH_MAX_PLAYERS], iterations[GAH_MAX_PLAYERS];
    const char *label[GAH_MAX_PLAYERS];
    const char *ref;     /* the other build's gah-cli (--ref) */
    const char *features; /* --features FILE: a row of the value's features per decision, and the final scores */
    const char *qdump;    /* --qdump FILE: hard's candidates at each searched decision (arena_qdump.c) */
    bool verbose, trace;
} arena_opts;

/* What a player did in one game, for the arena's account of how it plays (issue #35's measures). */
typedef struct play_stats {
    int guests;                  /* guests moved into its rooms */
    int staff[ARENA_ROUNDS];   /* staff cards it played, by round */
    int split[2][2];             /* the krone/Emperor split's [rounds 1-3, 4-7][krone, Emperor steps] */
    int hand_sum, hand_turns;    /* staff in hand at the end of each of its turns */
    int hand_end;                /* and at the end of the game */
} play_stats;

typedef struct player_stats {
    double wins;          /* a shared victory counts its share */
    int games;
    double vp_sum, vp_sq;
    double *ms;           /* every decision's time */
    int ms_count, ms_cap;
    /* The decisions hard searched (more than one command to choose from): their times and iterations. */
    double *think_ms, *think_iterations;
    int think_count, think_cap, iterations_count, iterations_cap;
    /* Their processor time in all: iterations per processor second say what the clock budget buys on an
     * idle core, whatever the load while the arena ran (the decision times above are wall clock). */
    double think_cpu_ms;
    double opponent_vp;   /* solo: the automa's score */
    play_stats play;      /* summed over its games */
} player_stats;

/* A clock in ms: CLOCK_MONOTONIC for the wall, CLOCK_PROCESS_CPUTIME_ID for this process's processor time
 * (one game a process). */
static double clock_ms(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static double now_ms(void) { return clock_ms(CLOCK_MONOTONIC); }

/* The people at the table in game g: deal g / seats, seats rotated by g % seats so every player sits in
 * every place of every deal (with --games a multiple of the seat count). */
static int player_at(const arena_opts *o, int game, int seat)
{
    int seats = o->count;
    return (seat + game % seats) % seats;
}

/* One row of the value's training data (gah-cli train reads the same features): "feat GAME SEAT ROUND
 * PROJECTED X0 .. X245", the seat's position when it decides. */
static void write_features(const gah_state *st, int game, int seat, FILE *out)
{
    float x[AI_VALUE_FEATURES];
    int round = gah_ai_value_features(st, seat, x);
    fprintf(out, "feat %d %d %d %d", game, seat, round, gah_projected_score(st, seat, NULL));
    for (int k = 0; k < AI_VALUE_FEATURES; k++) fprintf(out, x[k] ? " %.4g" : " 0", (double)x[k]);
    fprintf(out, "\n");
}

/* What the command and its events say about how the seat plays. */
static void count_play(const gah_state *after, int seat, gah_command cmd, const gah_events *ev, play_stats *ps)
{
    int round = after->round >= 1 && after->round <= ARENA_ROUNDS ? after->round : 1;
    for (int i = 0; i < ev->count; i++) {
        const gah_event *e = &ev->list[i];
        if (e->seat >= GAH_MAX_PLAYERS || gah_seat_is_automa(after, e->seat)) continue;
        if (e->type == GAH_EV_GUEST_MOVED) ps[e->seat].guests++;
        if (e->type == GAH_EV_STAFF_PLAYED) ps[e->seat].staff[round - 1]++;
    }
    if (cmd.type == GAH_CMD_SPLIT) ps[seat].split[round > 3][0] += cmd.a, ps[seat].split[round > 3][1] += cmd.b;
    if (cmd.type == GAH_CMD_END_TURN || cmd.type == GAH_CMD_PASS)
        ps[seat].hand_sum += after->player[seat].hand_count, ps[seat].hand_turns++;
}

/* The seed a seat's computer player gets in a game (the reference's too, so it plays as in its own arena). */
static uint64_t player_seed(const gah_params *params, int seat)
{
    return params->seed * 31u + (uint64_t)seat;
}

/* Plays game `game`, writing "game P VP WIN OPPVP", "ms P T" and "stat P ..." lines to `out` (the features to
 * `features`, hard's candidates to `qdump`). `ref` is the job's reference process (its pid 0 when no player is one). */
static bool play_game(const arena_opts *o, int game, FILE *out, FILE *features, FILE *qdump, arena_ref *ref)
{
    gah_params params = o->params;
    params.seed = o->params.seed * 1000003u + (uint64_t)(game / o->count);
    gah_state st;
    if (gah_setup_preview(&st, &params, NULL)) return false;
    gah_ai ai[GAH_MAX_PLAYERS];
    if (ref->pid && !arena_ref_setup(ref, &params, &st)) return false;
    for (int s = 0; s < st.players; s++) {
        if (gah_seat_is_automa(&st, s)) continue;
        int who = player_at(o, game, s);
        if (o->kind[who] == ARENA_REF) {
            if (!arena_ref_player(ref, s, o->label[who] + 4, player_seed(&params, s))) return false;
            continue;
        }
        gah_ai_init(&ai[s], o->kind[who], player_seed(&params, s));
        ai[s].iterations = o->iterations[who];
    }
    static gah_events ev;
    play_stats ps[GAH_MAX_PLAYERS];
    memset(ps, 0, sizeof ps);
    for (int step = 0; st.phase != GAH_PHASE_OVER; step++) {
        if (step > 20000) return false;
        int seat = gah_current_prompt(&st).seat;
        int who = player_at(o, game, seat);
        if (features && !gah_seat_is_automa(&st, seat)) write_features(&st, game, seat, features);
        double t0 = now_ms(), cpu0 = clock_ms(CLOCK_PROCESS_CPUTIME_ID);
        gah_command cmd;
        int iterations = 0;
        if (o->kind[who] == ARENA_REF) {
            if (!arena_ref_choose(ref, seat, &cmd, &iterations)) {
                fprintf(stderr, "arena: game %d: %s gave no command\n", game, o->label[who]);
                return false;
            }
        } else {
            cmd = gah_ai_choose(&ai[seat], &st, seat);
            iterations = ai[seat].last_iterations;
            if (qdump) arena_qdump(&st, game, seat, step, &ai[seat], cmd, qdump);
        }
        double ms = now_ms() - t0, cpu = clock_ms(CLOCK_PROCESS_CPUTIME_ID) - cpu0;
        fprintf(out, "ms %d %.3f\n", who, ms);
        /* The reference's processor time is its own process's: the wall clock stands for it. */
        if (iterations > 0) fprintf(out, "think %d %.3f %d %.3f\n", who, ms, iterations, o->kind[who] == ARENA_REF ? ms : cpu);
        if (o->trace) {
            char text[48];
            gah_command_format(cmd, text, sizeof text);
            const gah_player *p = &st.player[seat];
            int vacant = 0, occupied = 0, items = 0;
            for (int r = 0; r < GAH_HOTEL_ROOMS; r++) vacant += p->room[r] == GAH_ROOM_VACANT, occupied += p->room[r] == GAH_ROOM_OCCUPIED;
            for (int i = 0; i < GAH_ITEM_COUNT; i++) items += p->kitchen[i];
            fprintf(stderr, "r%d s%d %-8s %-22s | vp %d krone %d emperor %d rooms %d+%d items %d hand %d cafe", st.round, seat,
                    o->label[who], text, p->vp, p->money, p->emperor, occupied, vacant, items, p->hand_count);
            for (int t = 0; t < GAH_CAFE_TABLES; t++) {
                const gah_guest_card *g = p->cafe[t].guest ? gah_guest_by_id(p->cafe[t].guest) : NULL;
                int placed = 0;
                for (int i = 0; i < GAH_ITEM_COUNT; i++) placed += p->cafe[t].placed[i];
                if (g) fprintf(stderr, " %d:%d/%d", g->colour, placed, g->order_total);
            }
            /* The dice on spaces 1..6: what the turn's die was chosen from. */
            fprintf(stderr, " | dice %d%d%d%d%d%d\n", st.dice[1], st.dice[2], st.dice[3], st.dice[4], st.dice[5], st.dice[6]);
        }
        ev.count = 0, ev.overflow = false;
        const char *why = gah_apply(&st, seat, cmd, &ev);
        if (why) {
            char text[48];
            gah_command_format(cmd, text, sizeof text);
            fprintf(stderr, "arena: game %d: %s played '%s', refused: %s\n", game, o->label[who], text, why);
            return false;
        }
        if (ref->pid && !arena_ref_apply(ref, seat, cmd, &st)) return false;
        count_play(&st, seat, cmd, &ev, ps);
    }
    if (features)
        for (int s = 0; s < st.players; s++)
            if (!gah_seat_is_automa(&st, s)) fprintf(features, "final %d %d %d\n", game, s, st.player[s].vp);
    unsigned winners = gah_winners(&st);
    int shared = __builtin_popcount(winners);
    for (int s = 0; s < st.players; s++) {
        if (gah_seat_is_automa(&st, s)) continue;
        double automa_vp = st.params.automa ? st.player[GAH_AUTOMA_SEAT].vp : 0;
        int who = player_at(o, game, s);
        fprintf(out, "game %d %d %.4f %.0f\n", who, st.player[s].vp, winners & (1u << s) ? 1.0 / shared : 0.0, automa_vp);
        const play_stats *p = &ps[s];
        fprintf(out, "stat %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d\n", who, p->guests, p->staff[0], p->staff[1],
                p->staff[2], p->staff[3], p->staff[4], p->staff[5], p->staff[6], p->split[0][0], p->split[0][1],
                p->split[1][0], p->split[1][1], p->hand_sum, p->hand_turns, st.player[s].hand_count);
    }
    if (o->verbose) {
        fprintf(stderr, "game %d:", game);
        for (int s = 0; s < st.players; s++)
        {
            fprintf(stderr, " %s %d", gah_seat_is_automa(&st, s) ? "automa" : o->label[player_at(o, game, s)],
                    st.player[s].vp);
            /* Where the points came from, by gah_vp_source (to study what scores). */
            fprintf(stderr, " [");
            for (int k = 0; k < GAH_VP_SOURCE_COUNT; k++) fprintf(stderr, k ? " %d" : "%d", st.player[s].vp_by_source[k]);
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

static void push_ms(double **list, int *count, int *cap, double x)
{
    if (*count == *cap) {
        *cap = *cap ? *cap * 2 : 1024;
        *list = realloc(*list, (size_t)*cap * sizeof **list);
        if (!*list) exit(1);
    }
    (*list)[(*count)++] = x;
}

/* The median and 99th percentile of n times (sorts them). */
static void percentiles(double *ms, int n, double *median, double *p99)
{
    *median = *p99 = 0;
    if (!n) return;
    qsort(ms, (size_t)n, sizeof *ms, compare_double);
    *median = ms[n / 2];
    *p99 = ms[(int)(n * 0.99) < n ? (int)(n * 0.99) : n - 1];
}

static void read_results(FILE *in, const arena_opts *o, player_stats *ps, int *failed)
{
    char line[512];
    while (fgets(line, sizeof line, in)) {
        int who, vp, iterations;
        double x, opp, cpu;
        play_stats s;
        if (sscanf(line, "stat %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d", &who, &s.guests, &s.staff[0], &s.staff[1],
                   &s.staff[2], &s.staff[3], &s.staff[4], &s.staff[5], &s.staff[6], &s.split[0][0], &s.split[0][1],
                   &s.split[1][0], &s.split[1][1], &s.hand_sum, &s.hand_turns, &s.hand_end) == 16 &&
            who >= 0 && who < o->count) {
            play_stats *p = &ps[who].play;
            p->guests += s.guests, p->hand_sum += s.hand_sum, p->hand_turns += s.hand_turns, p->hand_end += s.hand_end;
            for (int r = 0; r < ARENA_ROUNDS; r++) p->staff[r] += s.staff[r];
            for (int k = 0; k < 4; k++) p->split[k / 2][k % 2] += s.split[k / 2][k % 2];
            continue;
        }
        if (sscanf(line, "ms %d %lf", &who, &x) == 2 && who >= 0 && who < o->count) {
            push_ms(&ps[who].ms, &ps[who].ms_count, &ps[who].ms_cap, x);
        } else if (sscanf(line, "think %d %lf %d %lf", &who, &x, &iterations, &cpu) == 4 && who >= 0 && who < o->count) {
            push_ms(&ps[who].think_ms, &ps[who].think_count, &ps[who].think_cap, x);
            ps[who].think_cpu_ms += cpu;
            push_ms(&ps[who].think_iterations, &ps[who].iterations_count, &ps[who].iterations_cap, iterations);
        } else if (sscanf(line, "game %d %d %lf %lf", &who, &vp, &x, &opp) == 4 && who >= 0 && who < o->count) {
            ps[who].games++, ps[who].wins += x, ps[who].vp_sum += vp, ps[who].vp_sq += (double)vp * vp;
            ps[who].opponent_vp += opp;
        } else if (!strncmp(line, "failed", 6)) {
            (*failed)++;
        }
    }
}

static void report(const arena_opts *o, player_stats *ps, int failed, double seconds)
{
    printf("arena: %d games, %d players%s%s, seed %llu, %d jobs, %.0f s%s\n", o->games, o->params.players,
           o->params.automa ? " against " : "", o->params.automa ? gah_automa_name(o->params.automa) : "",
           (unsigned long long)o->params.seed, o->jobs, seconds, failed ? " (some games failed)" : "");
    printf("%-12s %6s %7s %16s %7s %6s %10s %8s\n", "player", "games", "wins", "95% interval", "mean", "sd",
           "median ms", "p99 ms");
    for (int i = 0; i < o->count; i++) {
        player_stats *p = &ps[i];
        int n = p->games;
        double rate = n ? p->wins / n : 0, z = 1.96;
        /* Wilson's interval: sound for rates near 0 or 1 and small samples. */
        double centre = (rate + z * z / (2.0 * n)) / (1 + z * z / n);
        double half = z * sqrt(rate * (1 - rate) / n + z * z / (4.0 * n * n)) / (1 + z * z / n);
        double mean = n ? p->vp_sum / n : 0, sd = n > 1 ? sqrt((p->vp_sq - n * mean * mean) / (n - 1)) : 0;
        double median, p99;
        percentiles(p->ms, p->ms_count, &median, &p99);
        char interval[32];
        double low = centre - half > 0 ? centre - half : 0, high = centre + half < 1 ? centre + half : 1;
        snprintf(interval, sizeof interval, "%.0f%%-%.0f%%", n ? 100 * low : 0.0,
                 n ? 100 * high : 0.0);
        printf("%-12s %6d %6.1f%% %16s %7.1f %6.1f %10.2f %8.2f\n", o->label[i], n, 100 * rate, interval, mean, sd,
               median, p99);
        if (o->params.automa && n) printf("%-12s %6d %7s %16s %7.1f\n", gah_automa_name(o->params.automa), n, "", "",
                                          p->opponent_vp / n);
    }
    /* How each plays (issue #35's measures): guests housed, staff played by round, the krone/Emperor split, the hand. */
    for (int i = 0; i < o->count; i++) {
        const play_stats *p = &ps[i].play;
        int n = ps[i].games;
        if (!n) continue;
        printf("%s plays: guests housed %.1f; staff played by round", o->label[i], (double)p->guests / n);
        double total = 0;
        for (int r = 0; r < ARENA_ROUNDS; r++) printf(" %.1f", (double)p->staff[r] / n), total += (double)p->staff[r] / n;
        printf(" (%.1f); krone/Emperor split rounds 1-3 %.1f/%.1f, 4-7 %.1f/%.1f; hand after a turn %.1f, at the end %.1f\n",
               total, (double)p->split[0][0] / n, (double)p->split[0][1] / n, (double)p->split[1][0] / n,
               (double)p->split[1][1] / n, p->hand_turns ? (double)p->hand_sum / p->hand_turns : 0.0, (double)p->hand_end / n);
    }
    /* The times above count every decision, a forced one too; a searching player's real thinking is this. */
    for (int i = 0; i < o->count; i++) {
        player_stats *p = &ps[i];
        if (!p->think_count) continue;
        double median, p99, mean = 0, it_median, it_p99;
        for (int k = 0; k < p->iterations_count; k++) mean += p->think_iterations[k] / p->iterations_count;
        percentiles(p->think_ms, p->think_count, &median, &p99);
        percentiles(p->think_iterations, p->iterations_count, &it_median, &it_p99);
        printf("%s searched %d decisions: median %.2f ms, p99 %.2f ms; iterations: %.1f on average, median %.0f\n",
               o->label[i], p->think_count, median, p99, mean, it_median);
        if (p->think_cpu_ms > 0)
            printf("%s searched for %.1f s of processor time: %.0f iterations a processor second\n", o->label[i],
                   p->think_cpu_ms / 1e3, mean * p->iterations_count / (p->think_cpu_ms / 1e3));
    }
}

/* A job's part of a file (--features, --qdump) onto the whole, in the jobs' order; closes the part. */
static void append_part(FILE *part, FILE *whole)
{
    if (!part) return;
    rewind(part);
    char buf[1 << 14];
    for (size_t got; (got = fread(buf, 1, sizeof buf, part)) > 0;) fwrite(buf, 1, got, whole);
    fclose(part);
}

static int usage(void)
{
    fprintf(stderr, "usage: gah-cli arena [--players N] [--games G] [--seed S] [--jobs J] [--waltz LIST] [--verbose|--trace] [--weight NAME=VALUE]...\n"
                    "                     [--value TABLE] [--features FILE] [--qdump FILE] [--ref GAH_CLI] A B [C D]\n"
                    "       gah-cli arena --solo leopold|elisabeth --difficulty easy|medium|hard [--games G] ... A\n"
                    "       gah-cli arena --serve   (this build's players for another build's --ref, on stdin/stdout)\n"
                    "  players: random, greedy, easy, medium, hard (1 s a decision) or hard:ITERATIONS;\n"
                    "           ref:NAME is NAME as the --ref build plays it\n");
    return 2;
}

int gah_cli_arena(const cli_game *cg, int argc, char **argv)
{
    if (argc >= 1 && !strcmp(argv[0], "--serve")) return gah_cli_arena_serve(); /* arena_serve.c */
    arena_opts o = {.params = {.seed = 1, .players = 2}, .games = 20, .jobs = 2};
    for (int i = 0; i < argc; i++) {
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(argv[i], "--games") && v) {
            if (!cli_number("arena", "--games", argv[++i], 1, INT_MAX, &o.games)) return 2;
        } else if (!strcmp(argv[i], "--jobs") && v) {
            if (!cli_number("arena", "--jobs", argv[++i], 1, ARENA_JOBS_MAX, &o.jobs)) return 2;
        }
        else if (!strcmp(argv[i], "--verbose")) o.verbose = true;
        else if (!strcmp(argv[i], "--weight") && v) {
            /* NAME=VALUE: try an evaluation weight (src/ai/eval.c) for every computer in this arena. */
            char name[40];
            double value;
            if (sscanf(argv[++i], "%39[A-Z_]=%lf", name, &value) != 2 || !gah_ai_set_weight(name, value)) {
                fprintf(stderr, "arena: unknown weight '%s'\n", argv[i]);
                return usage();
            }
        } else if (!strcmp(argv[i], "--features") && v) o.features = argv[++i];
        else if (!strcmp(argv[i], "--qdump") && v) o.qdump = argv[++i];
        else if (!strcmp(argv[i], "--ref") && v) o.ref = argv[++i];
        else if (!strcmp(argv[i], "--value") && v) {
            /* A value table from `gah-cli train` for every computer here, instead of the shipped one. */
            static float table[AI_VALUE_ROUNDS * AI_VALUE_FEATURES];
            if (!cli_gah_value_load(argv[++i], table)) return usage();
            gah_ai_value_install(table);
        }
        else if (!strcmp(argv[i], "--trace")) o.trace = o.verbose = true; /* every command, to stderr */
        else if (!strncmp(argv[i], "--", 2)) {
            int used = cli_params_flag(cg, argc, argv, i, &o.params, "arena");
            if (used <= 0) return used < 0 ? 2 : usage();
            i += used - 1;
        } else {
            if (o.count == GAH_MAX_PLAYERS) return usage();
            o.kind[o.count] = !strncmp(argv[i], "ref:", 4) ? ARENA_REF : gah_ai_kind_parse(argv[i], &o.iterations[o.count]);
            if (o.kind[o.count] < 0 && o.kind[o.count] != ARENA_REF) {
                fprintf(stderr, "arena: unknown player '%s'\n", argv[i]);
                return usage();
            }
            o.label[o.count++] = argv[i];
        }
    }
    if (o.params.automa) o.params.players = 2;
    int seats = o.params.automa ? 1 : o.params.players;
    if (o.count != seats || o.games < 1 || o.jobs < 1 || o.jobs > ARENA_JOBS_MAX) {
        fprintf(stderr, "arena: name one player per seat (%d), at least one game, 1..%d jobs\n", seats, ARENA_JOBS_MAX);
        return usage();
    }
    bool any_ref = false;
    for (int i = 0; i < o.count; i++) any_ref |= o.kind[i] == ARENA_REF;
    if (any_ref && !o.ref) {
        fprintf(stderr, "arena: a ref: player needs --ref GAH_CLI (the other build)\n");
        return usage();
    }
    FILE *features = NULL, *qdump = NULL;
    if (o.features && !(features = fopen(o.features, "w"))) {
        fprintf(stderr, "arena: cannot write %s\n", o.features);
        return 1;
    }
    if (o.qdump && !(qdump = fopen(o.qdump, "w"))) {
        fprintf(stderr, "arena: cannot write %s\n", o.qdump);
        return 1;
    }
    double t0 = now_ms();
    /* Each job writes its results to a temporary file the parent reads once every job has ended. (Through
     * pipes read one after the other, a later job blocked once its pipe filled, about fifteen games'
     * decision times, until the first job ended: the jobs ran one at a time.) */
    FILE *results[ARENA_JOBS_MAX], *feature_parts[ARENA_JOBS_MAX] = {NULL}, *qdump_parts[ARENA_JOBS_MAX] = {NULL};
    pid_t pids[ARENA_JOBS_MAX];
    int jobs = o.jobs < o.games ? o.jobs : o.games;
    fflush(stdout);
    for (int j = 0; j < jobs; j++) {
        results[j] = tmpfile();
        if (!results[j] || (features && !(feature_parts[j] = tmpfile())) || (qdump && !(qdump_parts[j] = tmpfile()))) return 1;
        pids[j] = fork();
        if (pids[j] < 0) return 1;
        if (pids[j] == 0) {
            arena_ref ref = {0};
            if (any_ref && !arena_ref_start(&ref, o.ref)) {
                fprintf(stderr, "arena: cannot start %s\n", o.ref);
                _exit(1);
            }
            for (int g = j; g < o.games; g += jobs)
                if (!play_game(&o, g, results[j], feature_parts[j], qdump_parts[j], &ref)) fprintf(results[j], "failed %d\n", g);
            arena_ref_stop(&ref);
            fflush(results[j]);
            if (feature_parts[j]) fflush(feature_parts[j]);
            if (qdump_parts[j]) fflush(qdump_parts[j]);
            _exit(0);
        }
    }
    for (int j = 0; j < jobs; j++) waitpid(pids[j], NULL, 0);
    player_stats ps[GAH_MAX_PLAYERS] = {0};
    int failed = 0;
    for (int j = 0; j < jobs; j++) {
        rewind(results[j]);
        read_results(results[j], &o, ps, &failed);
        fclose(results[j]);
        append_part(feature_parts[j], features);
        append_part(qdump_parts[j], qdump);
    }
    if (features) fclose(features);
    if (qdump) fclose(qdump);
    report(&o, ps, failed, (now_ms() - t0) / 1e3);
    for (int i = 0; i < o.count; i++) free(ps[i].ms), free(ps[i].think_ms), free(ps[i].think_iterations);
    return failed ? 1 : 0;
}

/* gah-cli bench: a game's throughput on one core through the game interface (random legal games, random
 * playouts from a mid-game position), state size and clone time. Prints one figure per line.
 * --one-game plays a single seeded game at the most seats (for callgrind: tools/bench.sh counts the
 * instructions of play_on). The game's hooks may add options (the base game's --waltz). */
#include "cli.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define LEGAL_MAX 512

static double now_seconds(void)
{
    struct timespec ts;
    /* The process's processor time, not the wall clock: on a shared machine the figures then measure the
     * engine rather than the neighbours (the bench runs on one thread, so this is one core's time). */
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static const cli_bench_game no_hooks;

/* Plays on with uniformly random legal moves (or the game's preferred pick) until the game ends or `stop`
 * says so; returns the number of moves. What it calls is read into locals once: the calls in between may
 * write anywhere, so the table's fields would be read again every move. */
static long play_on(const cli_game *cg, void *st, uint64_t *r, bool (*stop)(const void *st))
{
    const cli_bench_game *h = cg->bench ? cg->bench : &no_hooks;
    bg_prompt (*prompt)(const void *) = cg->game->prompt;
    int (*legal)(const void *, bg_move *, int) = cg->game->legal;
    const char *(*apply)(void *, int, bg_move, bg_events *) = cg->game->apply;
    bg_move (*pick)(const bg_move *, int, uint64_t, bg_move) = h->pick;
    const char *(*apply_listed)(void *, int, bg_move) = h->apply_listed;
    bg_move moves[LEGAL_MAX];
    uint64_t x = *r;
    long n = 0;
    for (bg_prompt p; (p = prompt(st)).seat >= 0 && n < 100000 && !(stop && stop(st)); n++) {
        int count = legal(st, moves, LEGAL_MAX);
        if (count <= 0) break;
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        bg_move move = moves[x % (uint64_t)count];
        if (pick) move = pick(moves, count, x, move);
        if (apply_listed) apply_listed(st, p.seat, move);
        else apply(st, p.seat, move, NULL);
    }
    *r = x;
    return n;
}

/* A seeded game set up with `seats` seats. */
static void bench_setup(const cli_game *cg, void *st, void *params, int seats, uint64_t seed)
{
    const bg_game *g = cg->game;
    if (cg->bench && cg->bench->params) cg->bench->params(params, seats, seed);
    else {
        g->params_default(params);
        cli_params_seats(g, params, seats);
        cli_params_seed(g, params, seed);
    }
    g->setup(st, params, NULL);
}

/* Plays one game with random legal moves; returns the number of moves. */
static long play_random(const cli_game *cg, void *st, void *params, int seats, uint64_t seed)
{
    bench_setup(cg, st, params, seats, seed);
    uint64_t r = seed * 0x9E3779B97F4A7C15ULL + 1;
    return play_on(cg, st, &r, NULL);
}

/* Without the game's word for mid-game: fifty moves in. */
static long moves_in;
static bool fifty_moves(const void *st) { return (void)st, ++moves_in > 50; }

/* What a search player pays per simulation: random playouts to the end from one fixed mid-game 2-player
 * position (a seeded random game played to the game's mid-game). */
static void bench_playouts(const cli_game *cg, void *params, double seconds)
{
    size_t size = cg->game->state_size;
    void *mid = calloc(1, size), *st = calloc(1, size);
    if (!mid || !st) return free(mid), free(st);
    bench_setup(cg, mid, params, 2, 2024);
    uint64_t r = 99;
    moves_in = 0;
    play_on(cg, mid, &r, cg->bench && cg->bench->midgame ? cg->bench->midgame : fifty_moves);
    long playouts = 0;
    double t0 = now_seconds(), dt;
    do {
        for (int i = 0; i < 100; i++, playouts++) {
            memcpy(st, mid, size);
            r = (uint64_t)playouts * 0x9E3779B97F4A7C15ULL + 1;
            play_on(cg, st, &r, NULL);
        }
        dt = now_seconds() - t0;
    } while (dt < seconds);
    printf("2-player playouts per second from a mid-game position: %.0f\n", playouts / dt);
    free(mid), free(st);
}

/* How long a state takes to copy: what every search node and undo point pays. */
static void bench_clone(const cli_game *cg, void *params)
{
    size_t size = cg->game->state_size;
    void *a = calloc(1, size), *b = calloc(1, size);
    if (!a || !b) return free(a), free(b);
    bench_setup(cg, a, params, cg->game->max_seats, 1);
    const int clones = 1000000;
    double t0 = now_seconds();
    for (int i = 0; i < clones; i++) {
        memcpy(b, a, size);
        __asm__ volatile("" : : "r"(b) : "memory"); /* the copy must really happen */
    }
    double dt = now_seconds() - t0;
    printf("clone time ns: %.1f\n", dt / clones * 1e9);
    free(a), free(b);
}

static int run(const cli_game *cg, void *st, void *params, int games, bool one_game)
{
    const bg_game *g = cg->game;
    if (one_game) {
        printf("commands %ld\n", play_random(cg, st, params, g->max_seats, 42));
        return 0;
    }
    const char *heading = cg->bench && cg->bench->heading ? cg->bench->heading() : NULL;
    if (heading) printf("%s\n", heading);
    /* Two seats and the most the game seats. */
    int fewest = g->min_seats > 2 ? g->min_seats : 2;
    for (int seats = fewest; seats <= g->max_seats; seats = seats < g->max_seats ? g->max_seats : seats + 1) {
        long commands = 0;
        double t0 = now_seconds();
        for (int n = 0; n < games; n++) commands += play_random(cg, st, params, seats, (uint64_t)n + 1);
        double dt = now_seconds() - t0;
        printf("%d-player games per second: %.0f\n", seats, games / dt);
        printf("%d-player commands per second: %.0f\n", seats, (double)commands / dt);
    }
    bench_playouts(cg, params, 2.0);
    printf("state size bytes: %zu\n", g->state_size);
    bench_clone(cg, params);
    return 0;
}

int cli_bench(const cli_game *cg, int argc, char **argv)
{
    int games = 2000;
    bool one_game = false;
    for (int i = 0; i < argc; i++) {
        int used = 0;
        if (!strcmp(argv[i], "--games") && i + 1 < argc) {
            if (!cli_number("bench", "--games", argv[++i], 1, INT_MAX, &games)) return 2;
        }
        else if (!strcmp(argv[i], "--one-game")) one_game = true;
        else if (cg->bench && cg->bench->option && (used = cg->bench->option(argc, argv, i)) > 0) i += used - 1;
        else {
            fprintf(stderr, "bench: unknown option '%s'\n", argv[i]);
            return 2;
        }
    }
    void *st = calloc(1, cg->game->state_size), *params = calloc(1, cg->game->params_size);
    int status = st && params ? run(cg, st, params, games, one_game) : 1;
    free(st), free(params);
    return status;
}

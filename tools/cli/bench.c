/* gah-cli bench: engine throughput on one core (random legal games, random playouts from a mid-game
 * position), state size and clone time.
 * Prints one figure per line. --one-game plays a single seeded 4-player game (for callgrind); --waltz plays
 * every game with all the Let's Waltz modules. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_seconds(void)
{
    struct timespec ts;
    /* The process's processor time, not the wall clock: on a shared machine the figures then measure the
     * engine rather than the neighbours (the bench runs on one thread, so this is one core's time). */
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Plays on with uniformly random legal commands until the game ends or `stop` says so; returns the
 * number of commands. */
static long play_on(gah_state *st, uint64_t *r, bool (*stop)(const gah_state *st))
{
    gah_command cmds[512];
    long n = 0;
    while (st->phase != GAH_PHASE_OVER && n < 100000 && !(stop && stop(st))) {
        int count = gah_legal(st, cmds, 512);
        if (count <= 0) break;
        *r ^= *r << 13, *r ^= *r >> 7, *r ^= *r << 17;
        gah_command pick = cmds[*r % (uint64_t)count];
        for (int i = 0; i < count; i++) /* end turns often, as in selfplay, to keep games realistic */
            if (cmds[i].type == GAH_CMD_END_TURN && (*r >> 20) % 3) pick = cmds[i];
        gah_apply_listed(st, gah_current_prompt(st).seat, pick, NULL); /* as a search would */
        n++;
    }
    return n;
}

/* Plays one game with uniformly random legal commands; returns the number of commands. */
static uint8_t bench_waltz; /* --waltz: GAH_WALTZ_AVAILABLE, else the base game */

static long play_random(int players, uint64_t seed)
{
    static gah_state st;
    gah_params params = {.seed = seed, .players = (uint8_t)players, .waltz = bench_waltz};
    gah_setup(&st, &params, NULL);
    uint64_t r = seed * 0x9E3779B97F4A7C15ULL + 1;
    return play_on(&st, &r, NULL);
}

static bool at_round_4(const gah_state *st) { return st->round >= 4; }

/* What a search player pays per simulation: random playouts to the end from one fixed mid-game
 * 2-player position (the start of round 4 of 7 in a seeded random game). */
static void bench_playouts(double seconds)
{
    static gah_state mid, st;
    gah_params params = {.seed = 2024, .players = 2, .waltz = bench_waltz};
    gah_setup(&mid, &params, NULL);
    uint64_t r = 99;
    play_on(&mid, &r, at_round_4);
    long playouts = 0;
    double t0 = now_seconds(), dt;
    do {
        for (int i = 0; i < 100; i++, playouts++) {
            memcpy(&st, &mid, sizeof st);
            r = (uint64_t)playouts * 0x9E3779B97F4A7C15ULL + 1;
            play_on(&st, &r, NULL);
        }
        dt = now_seconds() - t0;
    } while (dt < seconds);
    printf("2-player playouts per second from a mid-game position: %.0f\n", playouts / dt);
}

int cli_bench(int argc, char **argv)
{
    int games = 2000;
    bool one_game = false;
    for (int i = 0; i < argc; i++) {
        if (!strcmp(argv[i], "--games") && i + 1 < argc) games = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--one-game")) one_game = true;
        else if (!strcmp(argv[i], "--waltz")) bench_waltz = (uint8_t)GAH_WALTZ_AVAILABLE;
        else {
            fprintf(stderr, "bench: unknown option '%s'\n", argv[i]);
            return 2;
        }
    }
    if (one_game) {
        printf("commands %ld\n", play_random(4, 42));
        return 0;
    }
    if (bench_waltz) printf("with all the Let's Waltz modules\n");
    for (int players = 2; players <= 4; players += 2) {
        long commands = 0;
        double t0 = now_seconds();
        for (int g = 0; g < games; g++) commands += play_random(players, (uint64_t)g + 1);
        double dt = now_seconds() - t0;
        printf("%d-player games per second: %.0f\n", players, games / dt);
        printf("%d-player commands per second: %.0f\n", players, (double)commands / dt);
    }
    bench_playouts(2.0);
    printf("state size bytes: %zu\n", sizeof(gah_state));
    static gah_state a, b;
    gah_params params = {.seed = 1, .players = 4};
    gah_setup(&a, &params, NULL);
    const int clones = 1000000;
    double t0 = now_seconds();
    for (int i = 0; i < clones; i++) {
        memcpy(&b, &a, sizeof a);
        __asm__ volatile("" : : "r"(&b) : "memory"); /* the copy must really happen */
    }
    double dt = now_seconds() - t0;
    printf("clone time ns: %.1f\n", dt / clones * 1e9);
    return 0;
}

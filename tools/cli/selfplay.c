/* Self-play over the game interface: random legal games, per-game scores and an aggregate hash. --check
 * verifies after every move that a move from the wrong seat and a junk move are refused without a trace,
 * and that every listed move passes its check, besides the game's own invariants (its hooks); --save-dir
 * writes every game as a replay and checks it replays to the same state. */
#include "cli.h"
#include "record.h"

#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define RECORD_MAX 20000
#define LEGAL_MAX 512

typedef struct selfplay_opts {
    int games;
    uint64_t seed;
    bool quiet, check;
    const char *save_dir;
    void *params; /* the settings every game starts from (a game without hooks: --KEY VALUE) */
    bool no_sync; /* --no-sync: the --save-dir files are written without fsync (throwaway replays, by the thousand) */
} selfplay_opts;

/* One game: the state, the state before a move (--check) and the moves made. */
typedef struct selfplay_game {
    void *st, *before, *params;
    bg_events ev;
    bg_move moves[LEGAL_MAX];
    cli_move record[RECORD_MAX];
} selfplay_game;

typedef struct game_result {
    int seats;
    int vp[BG_MAX_SEATS];
    int commands;
    uint64_t hash;
} game_result;

static const cli_selfplay_game no_hooks;
static int failures, save_failures;

void selfplay_invariant_failed(int game, int step, const char *fmt, ...)
{
    if (failures < 20) {
        va_list ap;
        va_start(ap, fmt);
        fprintf(stderr, "invariant failed (game %d, command %d): ", game, step);
        vfprintf(stderr, fmt, ap);
        fprintf(stderr, "\n");
        va_end(ap);
    }
    failures++;
}

#define INVARIANT(cond, ...)                                              \
    do {                                                                  \
        if (!(cond)) selfplay_invariant_failed(game, step, __VA_ARGS__); \
    } while (0)

static uint64_t xorshift(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

/* --check at one position: refusals leave the state byte-identical and leave no events; listed moves all
 * pass their check; then the game's own comparisons. The junk comes from a stream of its own, so checking
 * never changes which game is played (issue 12: --check played other games than without it). */
static void check_position(const cli_game *cg, selfplay_game *sg, int n, bg_prompt p, uint64_t *junk_rng, int game,
                           int step)
{
    const bg_game *g = cg->game;
    const cli_selfplay_game *h = cg->selfplay ? cg->selfplay : &no_hooks;
    memcpy(sg->before, sg->st, g->state_size);
    bg_move junk;
    if (h->junk) junk = h->junk(junk_rng);
    else {
        uint64_t r = xorshift(junk_rng);
        memcpy(&junk, &r, sizeof junk);
    }
    int wrong_seat = (p.seat + 1) % g->seats(sg->st);
    INVARIANT(g->apply(sg->st, wrong_seat, sg->moves[0], &sg->ev) != NULL, "a command was accepted from the wrong seat");
    int events_before = sg->ev.count;
    if (g->apply(sg->st, p.seat, junk, &sg->ev) != NULL) {
        INVARIANT(memcmp(sg->before, sg->st, g->state_size) == 0, "a refused command changed the state");
        INVARIANT(sg->ev.count == events_before, "a refused command left events");
    } else {
        memcpy(sg->st, sg->before, g->state_size); /* the junk happened to be legal: undo it */
    }
    sg->ev.count = 0;
    for (int i = 0; i < n; i++) INVARIANT(g->check(sg->st, p.seat, sg->moves[i]) == NULL, "a listed command fails its check");
    if (h->check_legal) h->check_legal(sg->st, sg->moves, n, game, step);
}

/* Writes the game as a replay, once its record is shown to replay to the same state. */
static void save_game(const cli_game *cg, const selfplay_opts *o, selfplay_game *sg, int steps, int game, uint64_t hash)
{
    char path[1024], err[512];
    snprintf(path, sizeof path, "%s/game-%05d.gah", o->save_dir, game);
    switch (record_save_file(cg->game, sg->params, sg->record, steps, hash, !o->no_sync, path, err, sizeof err)) {
    case RECORD_SAVED: break;
    case RECORD_DIFFERS:
        fprintf(stderr, "game %d: the recorded commands do not replay to the same state\n", game);
        failures++;
        break;
    case RECORD_FAILED:
        if (save_failures++ < 5) fprintf(stderr, "game %d: not saved: %s\n", game, err);
        break;
    }
}

static bool play_one(const cli_game *cg, const selfplay_opts *o, selfplay_game *sg, int game, game_result *res)
{
    const bg_game *g = cg->game;
    const cli_selfplay_game *h = cg->selfplay ? cg->selfplay : &no_hooks;
    uint64_t seed = o->seed * 1000003u + (uint64_t)game;
    memcpy(sg->params, o->params, g->params_size);
    cli_params_seed(g, sg->params, seed);
    if (h->params) h->params(sg->params, game);
    sg->ev.count = 0;
    /* Settings still in preview are played too: self-play tests them before they are offered. */
    if ((g->setup_preview ? g->setup_preview : g->setup)(sg->st, sg->params, &sg->ev)) return false;
    uint64_t pr = seed * 2654435761u + 12345u;
    if (!pr) pr = 1;
    uint64_t junk_rng = seed * 0x9E3779B97F4A7C15ULL + 777u;
    if (!junk_rng) junk_rng = 1;
    int step = 0;
    for (;; step++) {
        bg_prompt p = g->prompt(sg->st);
        if (h->position) {
            cli_position at = {sg->st, sg->params, &sg->ev, sg->record, step, game, o->check, p.seat < 0};
            h->position(&at);
        }
        if (p.seat < 0) break;
        sg->ev.count = 0;
        int n = g->legal(sg->st, sg->moves, LEGAL_MAX);
        if (n <= 0) {
            fprintf(stderr, "game %d: no legal command at prompt %s\n", game, g->prompt_name(p.kind));
            if (h->stuck) h->stuck(sg->st);
            failures++;
            return false;
        }
        if (step >= RECORD_MAX) {
            fprintf(stderr, "game %d: did not end after %d commands\n", game, RECORD_MAX);
            failures++;
            return false;
        }
        if (o->check) check_position(cg, sg, n, p, &junk_rng, game, step);
        bg_move pick = sg->moves[h->pick ? h->pick(sg->moves, n, &pr) : (int)(xorshift(&pr) % (uint64_t)n)];
        sg->record[step] = (cli_move){(uint8_t)p.seat, pick};
        if (o->check) memcpy(sg->before, sg->st, g->state_size);
        const char *why = g->apply(sg->st, p.seat, pick, &sg->ev);
        if (o->check && !why && h->check_applied) h->check_applied(sg->before, sg->st, p.seat, pick, game, step);
        if (why) {
            char text[64];
            g->move_format(pick, text, sizeof text);
            fprintf(stderr, "game %d: legal command '%s' refused: %s\n", game, text, why);
            failures++;
            return false;
        }
    }
    res->commands = step;
    res->hash = g->hash(sg->st);
    if (o->save_dir) save_game(cg, o, sg, step, game, res->hash);
    res->seats = g->seats(sg->st);
    for (int s = 0; s < res->seats && s < BG_MAX_SEATS; s++) res->vp[s] = g->score(sg->st, s);
    if (h->finished) h->finished(sg->st);
    return true;
}

/* Creates the save folder and its parents (like mkdir -p); refuses a path that is not a folder. */
static bool make_folder(const char *path)
{
    char buf[1024];
    if (snprintf(buf, sizeof buf, "%s", path) >= (int)sizeof buf) {
        fprintf(stderr, "selfplay: the folder name is too long\n");
        return false;
    }
    for (char *p = buf + 1;; p++) {
        if (*p != '/' && *p) continue;
        char keep = *p;
        *p = 0;
        if (mkdir(buf, 0777) != 0 && errno != EEXIST) {
            fprintf(stderr, "selfplay: cannot create the folder %s: %s\n", buf, strerror(errno));
            return false;
        }
        *p = keep;
        if (!keep) break;
    }
    struct stat sb;
    if (stat(path, &sb) != 0 || !S_ISDIR(sb.st_mode)) {
        fprintf(stderr, "selfplay: %s is not a folder\n", path);
        return false;
    }
    return true;
}

/* The game's option at argv[i]: its hook's, or for a game without hooks one of its settings as --KEY VALUE. */
static int game_option(const cli_game *cg, selfplay_opts *o, int argc, char **argv, int i)
{
    if (!cg->selfplay) return cli_params_flag(cg, argc, argv, i, o->params, "selfplay");
    return cg->selfplay->option ? cg->selfplay->option(argc, argv, i) : 0;
}

/* The options: self-play's own, then the game's. */
static bool read_options(const cli_game *cg, selfplay_opts *o, int argc, char **argv)
{
    for (int i = 0; i < argc; i++) {
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        int used = 0;
        if (!strcmp(argv[i], "--games") && v) {
            if (!cli_number("selfplay", "--games", argv[++i], 0, INT_MAX, &o->games)) return false;
        } else if (!strcmp(argv[i], "--seed") && v) {
            if (!cli_seed("selfplay", argv[++i], &o->seed)) return false;
        }
        else if (!strcmp(argv[i], "--quiet")) o->quiet = true;
        else if (!strcmp(argv[i], "--check")) o->check = true;
        else if (!strcmp(argv[i], "--save-dir") && v) o->save_dir = argv[++i];
        else if (!strcmp(argv[i], "--no-sync")) o->no_sync = true;
        else if ((used = game_option(cg, o, argc, argv, i)) != 0) {
            if (used < 0) return false;
            i += used - 1;
        } else {
            fprintf(stderr, "selfplay: unknown option '%s'\n", argv[i]);
            return false;
        }
    }
    return true;
}

static int run(const cli_game *cg, selfplay_opts *o, selfplay_game *sg)
{
    uint64_t aggregate = 0xcbf29ce484222325ULL;
    long long total_commands = 0;
    double mean[BG_MAX_SEATS] = {0};
    int seats_seen[BG_MAX_SEATS] = {0};
    int played = 0;
    for (int n = 0; n < o->games; n++) {
        game_result r = {0};
        if (!play_one(cg, o, sg, n, &r)) continue;
        played++;
        total_commands += r.commands;
        aggregate = (aggregate ^ r.hash) * 0x100000001b3ULL;
        for (int s = 0; s < r.seats && s < BG_MAX_SEATS; s++) mean[s] += r.vp[s], seats_seen[s]++;
        if (!o->quiet) {
            printf("game %d:", n);
            for (int s = 0; s < r.seats && s < BG_MAX_SEATS; s++) printf(" P%d %d", s, r.vp[s]);
            printf(" (%d commands, hash %016llx)\n", r.commands, (unsigned long long)r.hash);
        }
    }
    printf("%d games, %lld commands, mean VP:", played, total_commands);
    for (int s = 0; s < BG_MAX_SEATS; s++)
        if (seats_seen[s]) printf(" P%d %.1f", s, mean[s] / seats_seen[s]);
    printf(", %d invariant failures, aggregate hash %016llx\n", failures, (unsigned long long)aggregate);
    if (save_failures) printf("%d games could not be saved to %s\n", save_failures, o->save_dir);
    if (cg->selfplay && cg->selfplay->report) cg->selfplay->report(stdout);
    return failures || save_failures || played != o->games ? 1 : 0;
}

int cli_selfplay(const cli_game *cg, int argc, char **argv)
{
    const bg_game *g = cg->game;
    static selfplay_game sg;
    selfplay_opts o = {.games = 10, .seed = 1};
    o.params = calloc(1, g->params_size);
    sg.params = calloc(1, g->params_size);
    sg.st = calloc(1, g->state_size);
    sg.before = calloc(1, g->state_size);
    int status = 2;
    if (!o.params || !sg.params || !sg.st || !sg.before) goto done;
    g->params_default(o.params);
    if (!read_options(cg, &o, argc, argv)) goto done;
    if (cg->selfplay && cg->selfplay->ready && !cg->selfplay->ready()) goto done;
    if (o.no_sync && !o.save_dir) {
        fprintf(stderr, "selfplay: --no-sync goes with --save-dir\n");
        goto done;
    }
    if (o.save_dir && !make_folder(o.save_dir)) goto done;
    status = run(cg, &o, &sg);
done:
    free(o.params), free(sg.params), free(sg.st), free(sg.before);
    return status;
}

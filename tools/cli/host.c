/* gah-cli host: a dedicated host without a window (bg/net.h) holding one or several games, each in a folder
 * of its own: `game.gah` (the save, written after every move) and `host.txt` (its invite code and which
 * seats are remote). A folder without them gets a new game; one with them is resumed, so a host killed
 * at any moment comes back where its save is. Computer seats play here; a remote seat left empty too long
 * can be played by a computer meanwhile (--takeover). */
#include "cli.h"
#include "bg/net.h"
#include "bg/number.h"
#include "gah/file.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <time.h>

#define HOST_MAGIC "gah-host 1"

typedef struct hosted {
    const char *dir;
    char save[4096], host_file[4096];
    char code[BG_NET_CODE_TEXT];
    bg_session s;
    cli_game cg;     /* the game's hooks (its computer players) */
    int id;          /* bg_net_host's number */
    unsigned char *view;
    uint64_t rng;
    bool over_said;
    bool standing_in[BG_MAX_SEATS]; /* a computer plays the remote seat until its player is back */
} hosted;

typedef struct host_opts {
    const char *bind, *port_file, *hash_log, *takeover, *code;
    int port, takeover_after, idle;
    bool exit_when_over, quiet;
    char seat_kind[BG_MAX_SEATS][BG_AGENT_MAX]; /* "" default (remote), "remote", or a computer's name */
} host_opts;

static volatile sig_atomic_t stop_asked;

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static void on_signal(int sig)
{
    (void)sig;
    stop_asked = 1;
}

static void host_usage(void)
{
    fprintf(stderr,
            "usage: gah-cli [--game KEY] host [options] DIR...\n"
            "  Each DIR holds one game: a new one is made in a folder without host.txt, with the settings\n"
            "  flags of `play` (--players N, --waltz LIST, ...), --seat N remote|AGENT (default: every seat\n"
            "  remote but the automa's) and --code CODE (default: a new one); a folder with host.txt is resumed.\n"
            "  --bind ADDR (default: every address)  --port P (default %d; 0: any free port)\n"
            "  --port-file F (write the port there)  --takeover AGENT [--takeover-after S] (a computer plays a\n"
            "  remote seat nobody has held for S seconds, default 60)  --idle S (drop a client silent for S\n"
            "  seconds, at least 20, default 60)\n"
            "  --hash-log F (a line per move: game, moves, state hash, each seat's view hash)\n"
            "  --exit-when-over (stop once every game has ended)  --quiet (no line per move)\n",
            BG_NET_DEFAULT_PORT);
}

/* host.txt: the code and the remote seats. */
static bool write_host_file(const hosted *g, char *err, size_t err_size)
{
    char text[512];
    size_t n = (size_t)snprintf(text, sizeof text, "%s\ncode %s\n", HOST_MAGIC, g->code);
    for (int i = 0; i < BG_MAX_SEATS; i++)
        if (g->s.control[i] == BG_CONTROL_REMOTE) n += (size_t)snprintf(text + n, sizeof text - n, "remote %d\n", i);
    return gah_file_write_atomic(g->host_file, text, n, err, err_size);
}

static bool read_host_file(hosted *g, unsigned *remote, char *err, size_t err_size)
{
    size_t len;
    char *text = gah_file_read(g->host_file, 4096, &len, err, err_size, NULL);
    if (!text) return false;
    bool ok = !strncmp(text, HOST_MAGIC "\n", strlen(HOST_MAGIC) + 1);
    *remote = 0;
    g->code[0] = 0;
    for (char *line = strtok(text, "\n"); ok && line; line = strtok(NULL, "\n")) {
        int seat;
        char code[64];
        if (!strcmp(line, HOST_MAGIC)) continue;
        if (sscanf(line, "code %63s", code) == 1 && bg_net_code_normalise(code, g->code)) continue;
        if (!strncmp(line, "remote ", 7) && bg_parse_int(line + 7, 0, BG_MAX_SEATS - 1, &seat)) {
            *remote |= 1u << seat;
            continue;
        }
        ok = false;
    }
    free(text);
    if (!ok || !g->code[0]) snprintf(err, err_size, "%s: not a host file of this version (%s, code, remote lines)", g->host_file, HOST_MAGIC);
    return ok && g->code[0];
}

/* A new game in g->dir from the settings and seats given. */
static bool create_game(hosted *g, const cli_game *cg, const void *params, const host_opts *o, char *err, size_t err_size)
{
    const char *why = bg_session_start(&g->s, cg->game, params, NULL);
    if (why) {
        snprintf(err, err_size, "%s: %s", g->dir, why);
        return false;
    }
    g->cg = *cg;
    int seats = cg->game->seats(g->s.state);
    for (int i = 0; i < seats; i++) {
        if (g->s.control[i] == BG_CONTROL_AUTOMA) continue;
        const char *kind = o->seat_kind[i];
        if (!kind[0] || !strcmp(kind, "remote")) g->s.control[i] = BG_CONTROL_REMOTE;
        else bg_session_set_computer(&g->s, i, kind);
    }
    if (o->code) snprintf(g->code, sizeof g->code, "%s", o->code);
    else bg_net_code_new(g->code);
    if (mkdir(g->dir, 0700) != 0 && errno != EEXIST) {
        snprintf(err, err_size, "cannot make the folder %s: %s", g->dir, strerror(errno));
        return false;
    }
    /* The save first: a folder with host.txt is a game to resume. */
    return bg_session_save_file(&g->s, g->save, err, err_size) && write_host_file(g, err, err_size);
}

static bool resume_game(hosted *g, char *err, size_t err_size)
{
    unsigned remote;
    if (!read_host_file(g, &remote, err, err_size)) return false;
    if (!bg_session_load_file(&g->s, g->save, err, err_size)) return false;
    if (!cli_game_find(g->s.game->key, &g->cg, "gah-cli host")) {
        snprintf(err, err_size, "%s: unknown game", g->save);
        return false;
    }
    for (int i = 0; i < BG_MAX_SEATS; i++)
        if (remote & (1u << i) && g->s.control[i] != BG_CONTROL_AUTOMA) g->s.control[i] = BG_CONTROL_REMOTE;
    return true;
}

static bool game_over(const hosted *g) { return g->s.game->prompt(g->s.state).seat < 0; }

static void log_hashes(FILE *log, hosted *g, int index)
{
    if (!log) return;
    const bg_game *game = g->s.game;
    fprintf(log, "%d %d %016llx", index, g->s.count, (unsigned long long)bg_session_hash(&g->s));
    for (int i = 0; i < game->seats(g->s.state); i++) {
        game->view(g->s.state, i, g->view);
        fprintf(log, " %016llx", (unsigned long long)game->hash(g->view));
    }
    fprintf(log, "\n");
    fflush(log);
}

static void say_move(const host_opts *o, const hosted *g, int index, int seat, bg_move move, const char *who)
{
    if (o->quiet) return;
    char text[64];
    g->s.game->move_format(move, text, sizeof text);
    printf("game %d: P%d %s (%s), %d moves\n", index, seat, text, who, g->s.count);
    fflush(stdout);
}

/* The move of a seat the host plays now (a computer, or a computer standing in for an absent remote seat):
 * true when one was made. */
static bool host_plays(bg_net_host *h, const host_opts *o, hosted *g, int index, FILE *log)
{
    const bg_game *game = g->s.game;
    bg_prompt pr = game->prompt(g->s.state);
    if (pr.seat < 0) return false;
    const char *agent = NULL;
    if (g->s.control[pr.seat] == BG_CONTROL_COMPUTER) agent = g->s.agent[pr.seat];
    else if (g->s.control[pr.seat] == BG_CONTROL_REMOTE && o->takeover &&
             bg_net_host_absent_ms(h, g->id, pr.seat) >= o->takeover_after * 1000.0)
        agent = o->takeover;
    if (!agent) return false;
    if (g->s.control[pr.seat] == BG_CONTROL_REMOTE && !g->standing_in[pr.seat]) {
        g->standing_in[pr.seat] = true;
        printf("game %d: %s plays for seat %d until its player is back\n", index, agent, pr.seat);
        fflush(stdout);
    }
    static bg_move legal[512];
    int n = game->legal(g->s.state, legal, 512);
    bg_move move;
    if (!cli_computer(&g->cg, agent, g->s.state, pr.seat, legal, n, &g->rng, &move)) {
        fprintf(stderr, "gah-cli host: game %d: the computer '%s' cannot play seat %d\n", index, agent, pr.seat);
        return false;
    }
    const char *why = bg_net_host_apply(h, g->id, pr.seat, move, NULL);
    if (why) {
        fprintf(stderr, "gah-cli host: game %d: the computer's move was refused: %s\n", index, why);
        return false;
    }
    say_move(o, g, index, pr.seat, move, g->s.control[pr.seat] == BG_CONTROL_COMPUTER ? agent : "standing in");
    log_hashes(log, g, index);
    return true;
}

static void say_notice(const host_opts *o, hosted *games, const bg_net_notice *n, FILE *log)
{
    hosted *g = n->game >= 0 ? &games[n->game] : NULL;
    switch (n->kind) {
    case BG_NET_JOINED:
        g->standing_in[n->seat] = false;
        printf("game %d: seat %d joined (%s)\n", n->game, n->seat, n->text);
        break;
    case BG_NET_LEFT:
        printf("game %d: seat %d left (%s)\n", n->game, n->seat, n->text);
        break;
    case BG_NET_MOVED:
        say_move(o, g, n->game, n->seat, n->move, "remote");
        log_hashes(log, g, n->game);
        break;
    case BG_NET_DROPPED:
        if (n->game >= 0) printf("game %d: a client was disconnected: %s\n", n->game, n->text);
        else printf("a connection was refused: %s\n", n->text);
        break;
    default:
        break;
    }
    fflush(stdout);
}

/* Options; the settings flags of a new game go to `params`; the folders to dirs. -1 on a bad option. */
static int parse(const cli_game *cg, int argc, char **argv, host_opts *o, void *params, const char **dirs)
{
    int count = 0;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        bool more = i + 1 < argc;
        if (!strcmp(a, "--bind") && more) o->bind = argv[++i];
        else if (!strcmp(a, "--port") && more) {
            if (!cli_number("gah-cli host", "--port", argv[++i], 0, 65535, &o->port)) return -1;
        }
        else if (!strcmp(a, "--port-file") && more) o->port_file = argv[++i];
        else if (!strcmp(a, "--hash-log") && more) o->hash_log = argv[++i];
        else if (!strcmp(a, "--takeover") && more) o->takeover = argv[++i];
        else if (!strcmp(a, "--takeover-after") && more) {
            if (!cli_number("gah-cli host", "--takeover-after", argv[++i], 0, 1000000, &o->takeover_after)) return -1;
        } else if (!strcmp(a, "--idle") && more) {
            if (!cli_number("gah-cli host", "--idle", argv[++i], 20, 1000000, &o->idle)) return -1;
        }
        else if (!strcmp(a, "--code") && more) o->code = argv[++i];
        else if (!strcmp(a, "--exit-when-over")) o->exit_when_over = true;
        else if (!strcmp(a, "--quiet")) o->quiet = true;
        else if (!strcmp(a, "--seat") && i + 2 < argc) {
            int seat = -1;
            if (!bg_parse_int(argv[i + 1], 0, BG_MAX_SEATS - 1, &seat) ||
                (strcmp(argv[i + 2], "remote") && !cli_computer_known(cg, argv[i + 2]))) {
                fprintf(stderr, "gah-cli host: --seat N remote|AGENT: '%s %s' is not a seat and a player\n", argv[i + 1], argv[i + 2]);
                return -1;
            }
            snprintf(o->seat_kind[seat], sizeof o->seat_kind[seat], "%s", argv[i + 2]);
            i += 2;
        } else if (a[0] == '-') {
            int used = cli_params_flag(cg, argc, argv, i, params, "host");
            if (used < 0) return -1;
            if (!used) {
                fprintf(stderr, "gah-cli host: unknown option '%s'\n", a);
                host_usage();
                return -1;
            }
            i += used - 1;
        } else if (count < BG_NET_GAMES_MAX) {
            dirs[count++] = a;
        } else {
            fprintf(stderr, "gah-cli host: at most %d games\n", BG_NET_GAMES_MAX);
            return -1;
        }
    }
    if (o->takeover && !cli_computer_known(cg, o->takeover)) {
        fprintf(stderr, "gah-cli host: --takeover: no computer player named '%s'\n", o->takeover);
        return -1;
    }
    char norm[BG_NET_CODE_TEXT];
    if (o->code && !bg_net_code_normalise(o->code, norm)) {
        fprintf(stderr, "gah-cli host: '%s' is not an invite code (12 letters and digits, like K7QM-X4TR-9PBW)\n", o->code);
        return -1;
    }
    if (!count) host_usage();
    return count;
}

int cli_host(const cli_game *cg, int argc, char **argv)
{
    const bg_game *game = cg->game;
    host_opts o = {.port = BG_NET_DEFAULT_PORT, .takeover_after = 60, .idle = 60};
    const char *dirs[BG_NET_GAMES_MAX];
    void *params = calloc(1, game->params_size);
    hosted *games = calloc(BG_NET_GAMES_MAX, sizeof *games);
    bg_net_host *h = NULL;
    FILE *log = NULL;
    int status = 2, count = 0;
    if (!params || !games) goto done;
    game->params_default(params);
    /* A new game's deal is random unless --seed says otherwise. */
    uint64_t seed = 0;
    if (getrandom(&seed, sizeof seed, 0) != (ssize_t)sizeof seed) seed = (uint64_t)time(NULL);
    cli_params_seed(game, params, seed | 1);
    count = parse(cg, argc, argv, &o, params, dirs);
    if (count <= 0) goto done;
    if (cg->params_finish) cg->params_finish(params);
    bg_net_limits limits;
    bg_net_limits_default(&limits);
    if (o.idle > 0) limits.idle_ms = o.idle * 1000;
    char err[600];
    h = bg_net_host_open(o.bind, o.port, &limits, err, sizeof err);
    if (!h) {
        fprintf(stderr, "gah-cli host: %s\n", err);
        goto done;
    }
    if (o.hash_log && !(log = fopen(o.hash_log, "a"))) {
        fprintf(stderr, "gah-cli host: cannot write %s\n", o.hash_log);
        goto done;
    }
    int made = 0;
    for (int i = 0; i < count; i++) {
        hosted *g = &games[i];
        g->dir = dirs[i];
        snprintf(g->save, sizeof g->save, "%s/game.gah", g->dir);
        snprintf(g->host_file, sizeof g->host_file, "%s/host.txt", g->dir);
        struct stat st;
        bool resume = stat(g->host_file, &st) == 0;
        if (!resume && o.code && made++) {
            fprintf(stderr, "gah-cli host: --code gives one game its code; %s needs its own\n", g->dir);
            goto done;
        }
        if (!(resume ? resume_game(g, err, sizeof err) : create_game(g, cg, params, &o, err, sizeof err))) {
            fprintf(stderr, "gah-cli host: %s\n", err);
            goto done;
        }
        g->view = malloc(g->s.game->state_size);
        g->rng = seed ^ (uint64_t)(i + 1) * 0x9E3779B97F4A7C15ULL;
        if (!g->view || (g->id = bg_net_host_add(h, &g->s, g->code, g->save, err, sizeof err)) < 0) {
            fprintf(stderr, "gah-cli host: %s: %s\n", g->dir, g->view ? err : "out of memory");
            goto done;
        }
        printf("game %d: %s in %s, %s, code %s, %d moves; seats:", i, g->s.game->name, g->dir, resume ? "resumed" : "new",
               g->code, g->s.count);
        for (int s = 0; s < g->s.game->seats(g->s.state); s++) {
            int c = g->s.control[s];
            printf(" %d %s", s, c == BG_CONTROL_REMOTE ? "remote" : c == BG_CONTROL_AUTOMA ? "automa" : c == BG_CONTROL_COMPUTER ? g->s.agent[s] : "person");
        }
        printf("\n");
        log_hashes(log, g, i);
    }
    printf("hosting on port %d\n", bg_net_host_port(h));
    fflush(stdout);
    if (o.port_file) {
        char text[32];
        int n = snprintf(text, sizeof text, "%d\n", bg_net_host_port(h));
        if (!gah_file_write_atomic(o.port_file, text, (size_t)n, err, sizeof err)) {
            fprintf(stderr, "gah-cli host: %s\n", err);
            goto done;
        }
    }
    signal(SIGINT, on_signal);
    signal(SIGTERM, on_signal);
    signal(SIGPIPE, SIG_IGN);
    double over_since = -1;
    bool busy = false; /* a computer moved: the next one need not wait for the network */
    status = 0;
    while (!stop_asked) {
        bg_net_notice notices[32];
        int n = bg_net_host_poll(h, busy ? 0 : 50, notices, 32);
        busy = false;
        for (int i = 0; i < n; i++) say_notice(&o, games, &notices[i], log);
        bool all_over = true;
        for (int i = 0; i < count; i++) {
            hosted *g = &games[i];
            busy |= host_plays(h, &o, g, i, log);
            if (bg_net_host_save_error(h, g->id)[0]) fprintf(stderr, "gah-cli host: not saved: %s\n", bg_net_host_save_error(h, g->id));
            if (game_over(g) && !g->over_said) {
                g->over_said = true;
                printf("game %d: over after %d moves; scores:", i, g->s.count);
                for (int s = 0; s < g->s.game->seats(g->s.state); s++) printf(" P%d %d", s, g->s.game->score(g->s.state, s));
                printf("\n");
                fflush(stdout);
            }
            all_over = all_over && game_over(g);
        }
        if (o.exit_when_over && all_over) {
            /* Everyone has been sent the end; wait a little for them to read it and leave. */
            unsigned anyone = 0;
            for (int i = 0; i < count; i++) anyone |= bg_net_host_connected(h, games[i].id);
            double now = now_ms();
            if (over_since < 0) over_since = now;
            if (!anyone || now - over_since > 5000) break;
        }
    }
done:
    bg_net_host_close(h);
    if (log) fclose(log);
    for (int i = 0; games && i < count; i++) {
        free(games[i].view);
        if (games[i].s.state) bg_session_free(&games[i].s);
    }
    free(games), free(params);
    return status;
}

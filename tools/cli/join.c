/* gah-cli join: play one seat of a game held by a host (bg/net.h), in the terminal as `gah-cli play` does
 * (the events, the board, a numbered list of the legal moves; type a number or the move's text), or
 * headless with a computer player (--auto), for tests and for leaving a seat to a machine. Rejoins by
 * itself when the connection drops (--retry). */
#include "cli.h"
#include "bg/net.h"
#include "bg/number.h"

#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

typedef struct join_opts {
    const char *address, *code, *name, *agent, *hash_log;
    int seat, retry, timeout, delay_ms;
    bool quiet, latency;
} join_opts;

/* The round trips measured: a move sent until the position after it came back. */
typedef struct latency {
    double sent_at;
    int sent_count; /* the record length the move was sent at; -1 none in flight */
    double *ms;
    int n, cap;
} latency;

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static void join_usage(void)
{
    fprintf(stderr,
            "usage: gah-cli join ADDRESS[:PORT] CODE [--seat N] [--name NAME] [--auto AGENT] [--retry S]\n"
            "                    [--timeout S] [--hash-log F] [--latency] [--delay-ms N] [--quiet]\n"
            "  ADDRESS: the host's name or address (port %d unless given); CODE: the game's invite code.\n"
            "  --seat N asks for seat N (default: any remote seat free); --auto AGENT lets a computer player\n"
            "  play the seat (random, or the game's players: easy, medium, hard...); --retry S rejoins for up\n"
            "  to S seconds when the connection drops; --hash-log F writes a line per position (moves, state\n"
            "  hash, view hash); --latency reports the time from a move sent to its position back;\n"
            "  --delay-ms N: the computer waits N ms before each move (tests that need a slower game).\n",
            BG_NET_DEFAULT_PORT);
}

static void print_events(const bg_game *g, const bg_net_client *c)
{
    bool lost;
    const bg_events *ev = bg_net_client_events(c, &lost);
    const void *view = bg_net_client_view(c);
    const char *names[BG_MAX_SEATS] = {0};
    for (int i = 0; i < bg_net_client_seats(c); i++) names[i] = bg_net_client_name(c, i);
    char line[256];
    for (int i = 0; i < ev->count; i++) {
        if (!g->event_text(view, &ev->list[i], names, line, sizeof line)) continue;
        printf("  · %s\n", line);
    }
}

/* Who is here and whose turn it is. */
static void print_status(const bg_game *g, const bg_net_client *c)
{
    unsigned here = bg_net_client_connected(c);
    bg_prompt pr = bg_net_client_prompt(c);
    printf("--");
    for (int i = 0; i < bg_net_client_seats(c); i++) {
        int kind = bg_net_client_control(c, i);
        const char *what = i == bg_net_client_seat(c) ? "you"
                           : kind == BG_CONTROL_REMOTE ? (here & (1u << i) ? "connected" : "away")
                           : kind == BG_CONTROL_AUTOMA ? "automa" : kind == BG_CONTROL_COMPUTER ? "computer" : "at the host";
        printf(" P%d %s (%s)%s", i, bg_net_client_name(c, i), what, i + 1 < bg_net_client_seats(c) ? "," : "");
    }
    if (pr.seat >= 0) printf("; P%d to play (%s)\n", pr.seat, g->prompt_name(pr.kind));
    else printf("; the game is over\n");
}

static void print_result(const bg_game *g, const bg_net_client *c)
{
    const void *view = bg_net_client_view(c);
    unsigned winners = bg_net_client_winners(c);
    printf("== Final scores:");
    for (int s = 0; s < bg_net_client_seats(c); s++) printf(" P%d %d", s, g->score(view, s));
    printf("\n");
    for (int s = 0; s < bg_net_client_seats(c); s++)
        if (winners & (1u << s)) printf("P%d ", s);
    printf("%s.\n", __builtin_popcount(winners) > 1 ? "share the victory" : "wins");
}

static void show_prompt(const cli_game *cg, const bg_net_client *c, bool changed)
{
    const bg_game *g = bg_net_client_game(c);
    const void *view = bg_net_client_view(c);
    bg_prompt pr = bg_net_client_prompt(c);
    if (cg->play && cg->play->board) cg->play->board(view, pr, changed, stdout);
    const bg_move *moves;
    int n = bg_net_client_legal(c, &moves);
    printf("P%d, %s", pr.seat, g->prompt_name(pr.kind));
    if (cg->play && cg->play->prompt) cg->play->prompt(view, pr, stdout);
    else printf(" — choose:");
    printf("\n");
    char text[64];
    for (int i = 0; i < n; i++) {
        g->move_format(moves[i], text, sizeof text);
        printf("  %2d) %s\n", i + 1, text);
    }
    printf("> ");
    fflush(stdout);
}

/* A line typed: a number from the list or a move's text. 1 sent, 0 ask again, -1 quit. */
static int typed_move(bg_net_client *c, const char *line)
{
    const bg_game *g = bg_net_client_game(c);
    const bg_move *moves;
    int n = bg_net_client_legal(c, &moves);
    if (!strcmp(line, "quit")) return -1;
    if (!n) {
        printf("not your turn: wait for the others\n");
        return 0;
    }
    int k;
    bg_move move;
    if (bg_parse_int(line, 1, n, &k)) move = moves[k - 1];
    else if (!g->move_parse(line, &move)) {
        printf("not a command: '%s' (type a number from the list, or quit)\n> ", line);
        fflush(stdout);
        return 0;
    }
    return bg_net_client_send(c, move) ? 1 : -1;
}

static int parse(int argc, char **argv, join_opts *o)
{
    int plain = 0;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        bool more = i + 1 < argc;
        if (!strcmp(a, "--seat") && more) {
            if (!cli_number("gah-cli join", "--seat", argv[++i], 0, BG_MAX_SEATS - 1, &o->seat)) return -1;
        }
        else if (!strcmp(a, "--name") && more) o->name = argv[++i];
        else if (!strcmp(a, "--auto") && more) o->agent = argv[++i];
        else if (!strcmp(a, "--retry") && more) {
            if (!cli_number("gah-cli join", "--retry", argv[++i], 0, 1000000, &o->retry)) return -1;
        } else if (!strcmp(a, "--timeout") && more) {
            if (!cli_number("gah-cli join", "--timeout", argv[++i], 1, 3600, &o->timeout)) return -1;
        } else if (!strcmp(a, "--delay-ms") && more) {
            if (!cli_number("gah-cli join", "--delay-ms", argv[++i], 0, 600000, &o->delay_ms)) return -1;
        }
        else if (!strcmp(a, "--hash-log") && more) o->hash_log = argv[++i];
        else if (!strcmp(a, "--latency")) o->latency = true;
        else if (!strcmp(a, "--quiet")) o->quiet = true;
        else if (a[0] != '-' && plain == 0) o->address = a, plain++;
        else if (a[0] != '-' && plain == 1) o->code = a, plain++;
        else {
            fprintf(stderr, "gah-cli join: unknown option '%s'\n", a);
            join_usage();
            return -1;
        }
    }
    if (plain != 2) {
        join_usage();
        return -1;
    }
    return 0;
}

static int compare_ms(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void report_latency(latency *l)
{
    if (!l->n) {
        printf("latency: no move measured\n");
        return;
    }
    qsort(l->ms, (size_t)l->n, sizeof *l->ms, compare_ms);
    double sum = 0;
    for (int i = 0; i < l->n; i++) sum += l->ms[i];
    printf("latency: %d moves, median %.2f ms, mean %.2f ms, p99 %.2f ms, max %.2f ms (a move sent until its position came back)\n",
           l->n, l->ms[l->n / 2], sum / l->n, l->ms[(l->n * 99) / 100 < l->n ? (l->n * 99) / 100 : l->n - 1], l->ms[l->n - 1]);
}

/* One connection, until the game ends (0), the player quits or a refusal that retrying cannot mend (1), or
 * the connection drops (2: may be retried). */
static int session(const cli_game *base, join_opts *o, bg_net_client *c, FILE *log, latency *lat, uint64_t *rng)
{
    cli_game cg = *base;
    bool interactive = !o->agent;
    /* The position a move was sent from: the host may send it again (a player joined or left), and a second
     * move from it would only come back refused as stale. A refusal or a new welcome asks again. */
    int last_count = -1, last_prompt_seat = -2, acted_count = -1;
    for (;;) {
        unsigned got = bg_net_client_poll(c, 50);
        const bg_game *g = bg_net_client_game(c);
        if (got & BG_NET_GOT_WELCOME) {
            if (!cli_game_find(g->key, &cg, "gah-cli join")) return 1;
            o->seat = bg_net_client_seat(c); /* a rejoin asks for the same seat */
            acted_count = -1;
            if (!o->quiet) printf("joined %s as seat %d (%s)\n", g->name, o->seat, bg_net_client_name(c, o->seat));
        }
        if (got & BG_NET_GOT_REFUSED) {
            if (!o->quiet || interactive) printf("refused: %s\n", bg_net_client_text(c));
            lat->sent_count = -1;
            acted_count = -1;
        }
        if (got & BG_NET_GOT_UPDATE) {
            int count = bg_net_client_count(c);
            if (lat->sent_count >= 0 && count > lat->sent_count) {
                if (lat->n == lat->cap) {
                    lat->cap = lat->cap ? lat->cap * 2 : 256;
                    lat->ms = realloc(lat->ms, sizeof *lat->ms * (size_t)lat->cap);
                }
                if (lat->ms) lat->ms[lat->n++] = now_ms() - lat->sent_at;
                lat->sent_count = -1;
            }
            if (log) {
                fprintf(log, "%d %016llx %016llx\n", count, (unsigned long long)bg_net_client_hash(c),
                        (unsigned long long)g->hash(bg_net_client_view(c)));
                fflush(log);
            }
            bg_prompt pr = bg_net_client_prompt(c);
            if (!o->quiet) {
                print_events(g, c);
                if (count != last_count || pr.seat != last_prompt_seat) print_status(g, c);
            }
            if (pr.seat < 0) {
                print_result(g, c);
                return 0;
            }
            const bg_move *moves;
            int n = bg_net_client_legal(c, &moves);
            if (n > 0 && !interactive && count != acted_count) { /* not sent from here already */
                bg_move move;
                if (!cli_computer(&cg, o->agent, bg_net_client_view(c), o->seat, moves, n, rng, &move)) {
                    fprintf(stderr, "gah-cli join: no computer player named '%s'\n", o->agent);
                    return 1;
                }
                if (o->delay_ms > 0) nanosleep(&(struct timespec){.tv_sec = o->delay_ms / 1000, .tv_nsec = (long)(o->delay_ms % 1000) * 1000000L}, NULL);
                lat->sent_at = now_ms();
                lat->sent_count = count;
                acted_count = count;
                bg_net_client_send(c, move);
            } else if (n > 0 && interactive) {
                show_prompt(&cg, c, pr.seat != last_prompt_seat);
            }
            last_count = count, last_prompt_seat = pr.seat;
        }
        if (got & BG_NET_CLOSED) {
            printf("connection ended: %s\n", bg_net_client_text(c));
            fflush(stdout);
            return 2;
        }
        fflush(stdout);
        if (interactive && g) {
            struct pollfd in = {.fd = 0, .events = POLLIN};
            if (poll(&in, 1, 0) > 0) {
                char line[256];
                if (!fgets(line, sizeof line, stdin)) {
                    printf("\nend of input: leaving the game (rejoin with the same code)\n");
                    return 1;
                }
                line[strcspn(line, "\r\n")] = 0;
                if (typed_move(c, line) < 0) return 1;
            }
        }
    }
}

int cli_join(const cli_game *cg, int argc, char **argv)
{
    join_opts o = {.seat = -1, .name = "", .timeout = 10};
    if (parse(argc, argv, &o) < 0) return 2;
    if (o.agent && !cli_computer_known(cg, o.agent)) {
        fprintf(stderr, "gah-cli join: no computer player named '%s'\n", o.agent);
        return 2;
    }
    FILE *log = o.hash_log ? fopen(o.hash_log, "a") : NULL;
    if (o.hash_log && !log) {
        fprintf(stderr, "gah-cli join: cannot write %s\n", o.hash_log);
        return 2;
    }
    latency lat = {.sent_count = -1};
    uint64_t rng = (uint64_t)getpid() * 0x9E3779B97F4A7C15ULL + (uint64_t)time(NULL);
    int status = 1;
    double give_up = now_ms() + o.retry * 1000.0;
    for (;;) {
        char err[400];
        bg_net_client *c = bg_net_client_open(o.address, o.code, o.seat, o.name, o.timeout * 1000, err, sizeof err);
        int r = 2;
        if (c) {
            r = session(cg, &o, c, log, &lat, &rng);
            bool welcomed = bg_net_client_game(c) != NULL;
            bg_net_client_close(c);
            if (welcomed) give_up = now_ms() + o.retry * 1000.0; /* the time to rejoin counts from the drop */
        } else {
            fprintf(stderr, "gah-cli join: %s\n", err);
        }
        if (r != 2 || now_ms() >= give_up) {
            status = r == 0 ? 0 : 1;
            break;
        }
        nanosleep(&(struct timespec){.tv_nsec = 300 * 1000 * 1000}, NULL);
        if (!o.quiet) printf("rejoining...\n");
    }
    if (o.latency) report_latency(&lat);
    free(lat.ms);
    if (log) fclose(log);
    return status;
}

/* Play over the network in the window (bg/net.h), for any game the window shows: the game on the table is
 * hosted when a seat is a remote player (started so, or resumed from its save), and a game is joined from
 * the Join screen (join_screen.c). The host's session is the table's own: the table applies its people's
 * and computers' moves and bg_net_host_sync tells the clients; a remote seat's move comes in through the
 * host's poll and the table is told (ui_table_game.moved_elsewhere). A joined game's table holds a session
 * whose state is the host's view of its seat, and its person's moves go to the host (set_sender).
 *
 * The drawing thread never waits on the network: the blocking calls (the invite code's key, connecting)
 * run on a thread of their own, and the loop polls without a timeout once a frame. */
#include "app/net_internal.h"
#include "app/net_play.h"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>


static app_net *net_of(app *a)
{
    if (!a->net) a->net = calloc(1, sizeof *a->net);
    return a->net;
}

bool app_net_hosting(const app *a) { return a->net && a->net->mode == NET_HOSTING; }
bool app_net_joined(const app *a) { return a->net && (a->net->mode == NET_JOINED || a->net->mode == NET_JOINING); }
bool app_net_waiting(const app *a) { return a->net && a->net->mode == NET_HOST_OPENING; }

bool app_net_host_code(const app *a, char *code, int *port)
{
    if (!a->net || (a->net->mode != NET_HOSTING && a->net->mode != NET_HOST_OPENING)) return false;
    memcpy(code, a->net->code, BG_NET_CODE_TEXT);
    *port = a->net->port;
    return true;
}

bool app_net_stands_in(const app *a, int seat)
{
    return app_net_hosting(a) && seat >= 0 && seat < BG_MAX_SEATS && a->net->stand_in[seat] &&
           !(bg_net_host_connected(a->net->host, a->net->game) & (1u << seat));
}

/* The thread's work is over: it is joined (it ended or is about to). */
static void join_thread(app_net *n)
{
    if (n->thread) SDL_WaitThread(n->thread, NULL);
    n->thread = NULL;
}

void app_net_stop(app *a)
{
    app_net *n = a->net;
    if (!n) return;
    join_thread(n);
    if (n->table_open && a->table_live && a->table_game->set_sender) a->table_game->set_sender(a->table, NULL, NULL);
    bg_net_host_close(n->host);
    bg_net_client_close(n->client);
    bg_net_client_close(n->opened);
    free(n->before);
    char join_address[128], join_code[BG_NET_CODE_TEXT];
    snprintf(join_address, sizeof join_address, "%s", n->join_address); /* the Join screen keeps them */
    snprintf(join_code, sizeof join_code, "%s", n->join_code);
    memset(n, 0, sizeof *n);
    snprintf(n->join_address, sizeof n->join_address, "%s", join_address);
    snprintf(n->join_code, sizeof n->join_code, "%s", join_code);
}

/* ---- Hosting ---- */

/* An address of this machine that others on the network can reach: the first IPv4 one that is not the
 * loopback ("localhost" when there is none). Behind a home router it is the local network's address. */
static void local_address(char *out, size_t size)
{
    snprintf(out, size, "localhost");
    struct ifaddrs *list = NULL;
    if (getifaddrs(&list) != 0) return;
    for (struct ifaddrs *i = list; i; i = i->ifa_next) {
        if (!i->ifa_addr || i->ifa_addr->sa_family != AF_INET) continue;
        const struct sockaddr_in *in = (const struct sockaddr_in *)(const void *)i->ifa_addr;
        if ((ntohl(in->sin_addr.s_addr) >> 24) == 127) continue;
        char text[INET_ADDRSTRLEN];
        if (inet_ntop(AF_INET, &in->sin_addr, text, sizeof text)) {
            snprintf(out, size, "%s", text);
            break;
        }
    }
    freeifaddrs(list);
}

static int host_thread(void *p)
{
    app_net *n = p;
    n->game = bg_net_host_add(n->host, n->session, n->code, NULL, n->err, sizeof n->err);
    SDL_AtomicSet(&n->done, 1);
    return 0;
}

/* The file beside the game's save that says it is hosted: its code, port and remote seats, so that a host
 * window that crashed opens the game to the same players again (the save stays as every save is). */
static void host_file_path(const app *a, char *out, size_t size) { snprintf(out, size, "%s%s.net", a->pref_dir, a->game_file); }

static void write_host_file(app *a)
{
    if (!a->pref_dir[0] || !a->game_file[0]) return;
    char path[BG_PATH_MAX + 8], text[256], err[300];
    const bg_session *s = app_session(a);
    int len = snprintf(text, sizeof text, "GAH-HOST 1\ncode %s\nport %d\n", a->net->code, a->net->port);
    for (int i = 0; i < BG_MAX_SEATS; i++)
        if (s->control[i] == BG_CONTROL_REMOTE) len += snprintf(text + len, sizeof text - (size_t)len, "remote %d\n", i);
    host_file_path(a, path, sizeof path);
    if (!bg_file_write_atomic(path, text, (size_t)len, err, sizeof err)) fprintf(stderr, "gah: %s\n", err);
}

void app_net_host(app *a, const char *code, int port)
{
    app_net *n = net_of(a);
    if (!n || !a->table_live) return;
    app_net_stop(a);
    char err[BG_NET_TEXT];
    /* The game's own port when it is free, else any (another window of the game hosts already). */
    n->host = bg_net_host_open(NULL, port > 0 ? port : BG_NET_DEFAULT_PORT, NULL, err, sizeof err);
    if (!n->host) n->host = bg_net_host_open(NULL, 0, NULL, err, sizeof err);
    if (!n->host) {
        snprintf(n->news, sizeof n->news, "Could not open the game to the network: %s.", err);
        return;
    }
    n->port = bg_net_host_port(n->host);
    if (code && bg_net_code_normalise(code, n->code)) {
    } else {
        bg_net_code_new(n->code);
    }
    local_address(n->address, sizeof n->address);
    n->session = app_session(a);
    n->before = malloc(n->session->game->state_size);
    n->mode = NET_HOST_OPENING;
    SDL_AtomicSet(&n->done, 0);
    n->thread = SDL_CreateThread(host_thread, "gah-host", n);
    if (!n->thread) host_thread(n); /* no thread to be had: the tenth of a second here, once */
}

/* The loaded game was hosted (its file beside the save says so): it is hosted again, same code and port. */
void app_net_resume(app *a)
{
    if (!a->pref_dir[0] || !a->game_file[0] || !a->table_live) return;
    char path[BG_PATH_MAX + 8], err[300], line[128];
    host_file_path(a, path, sizeof path);
    size_t len;
    char *text = bg_file_read(path, 4096, &len, err, sizeof err, NULL);
    if (!text) return;
    char code[BG_NET_CODE_TEXT] = "";
    int port = 0, number = 0;
    unsigned remote = 0;
    for (const char *p = text; bg_text_line(&p, text + len, line, sizeof line, &number) > 0;) {
        int v;
        char word[40];
        if (sscanf(line, "code %39s", word) == 1) bg_net_code_normalise(word, code);
        else if (sscanf(line, "port %d", &v) == 1 && v > 0 && v < 65536) port = v;
        else if (sscanf(line, "remote %d", &v) == 1 && v >= 0 && v < BG_MAX_SEATS) remote |= 1u << v;
    }
    free(text);
    bg_session *s = app_session(a);
    for (int i = 0; i < BG_MAX_SEATS; i++)
        if ((remote & (1u << i)) && s->control[i] != BG_CONTROL_AUTOMA) s->control[i] = BG_CONTROL_REMOTE;
    if (code[0] && remote) app_net_host(a, code, port);
}

/* The new game has remote seats: it is hosted. */
void app_net_host_new(app *a)
{
    const bg_session *s = app_session(a);
    for (int i = 0; i < BG_MAX_SEATS; i++)
        if (s->control[i] == BG_CONTROL_REMOTE) {
            app_net_host(a, NULL, 0);
            return;
        }
}

void app_net_toggle_stand_in(app *a, int seat)
{
    if (!app_net_hosting(a) || seat < 0 || seat >= BG_MAX_SEATS) return;
    app_net *n = a->net;
    bg_session *s = app_session(a);
    n->stand_in[seat] = !n->stand_in[seat];
    if (n->stand_in[seat] && !s->agent[seat][0]) {
        /* The middle strength the game offers stands in (a player's seat, not a test of strength). */
        ui_strength list[UI_STRENGTHS_MAX];
        int count = a->table_game->players->strengths(list);
        snprintf(s->agent[seat], sizeof s->agent[seat], "%s", list[count / 2 < count ? count / 2 : 0].agent);
        a->ai_ready[seat] = false;
    }
}

static void host_poll(app *a)
{
    app_net *n = a->net;
    const ui_table_game *tg = a->table_game;
    if (n->mode == NET_HOST_OPENING) {
        if (!SDL_AtomicGet(&n->done)) return;
        join_thread(n);
        if (n->game < 0) {
            snprintf(n->news, sizeof n->news, "Could not open the game to the network: %s.", n->err);
            bg_net_host_close(n->host);
            n->host = NULL;
            n->mode = NET_OFF;
            return;
        }
        n->mode = NET_HOSTING;
        printf("gah: hosting at %s:%d code %s\n", n->address, n->port, n->code);
        fflush(stdout);
        write_host_file(a);
    }
    if (!a->table_live) return;
    bg_net_host_sync(n->host, n->game); /* this window's own moves since the last frame */
    int before = tg->to_act(a->table);
    bg_session *s = app_session(a);
    if (n->before) memcpy(n->before, s->state, s->game->state_size); /* a few KB a frame: where a remote move starts */
    int count = bg_net_host_poll(n->host, 0, n->notes, 16);
    for (int i = 0; i < count; i++) {
        const bg_net_notice *note = &n->notes[i];
        int seat = note->seat;
        if (note->kind == BG_NET_JOINED && seat >= 0) {
            n->stand_in[seat] = false;
            snprintf(n->news, sizeof n->news, "%s joined.", s->names[seat]);
            static const bg_events none;
            if (tg->moved_elsewhere) tg->moved_elsewhere(a->table, NULL, NULL, &none, false); /* the name they brought */
        } else if (note->kind == BG_NET_LEFT && seat >= 0) {
            snprintf(n->news, sizeof n->news, "%s left (%s).", s->names[seat], note->text);
        } else if (note->kind == BG_NET_DROPPED) {
            fprintf(stderr, "gah: a network peer was disconnected: %s\n", note->text);
        }
    }
    bg_net_host_take_events(n->host, n->game, &n->ev);
    if (n->ev.count || n->ev.overflow) {
        /* Paced step by step from the position before them, as a computer's moves are (issue 40). */
        if (tg->moved_elsewhere) tg->moved_elsewhere(a->table, n->before, NULL, &n->ev, n->ev.overflow);
        else tg->refresh(a->table);
        app_after_command(a, before);
    }
}

/* ---- Joining ---- */

static int join_thread_main(void *p)
{
    app_net *n = p;
    n->opened = bg_net_client_open(n->join_address, n->join_code, n->join_seat, n->join_name, NET_CONNECT_MS, n->err, sizeof n->err);
    SDL_AtomicSet(&n->done, 1);
    return 0;
}

static void connect_now(app_net *n)
{
    SDL_AtomicSet(&n->done, 0);
    n->err[0] = 0;
    n->thread = SDL_CreateThread(join_thread_main, "gah-join", n);
    if (!n->thread) join_thread_main(n);
}

const char *app_net_join(app *a, const char *address, const char *code, const char *name)
{
    app_net *n = net_of(a);
    if (!n) return "Out of memory.";
    char written[BG_NET_CODE_TEXT];
    if (!address[0]) return "Type the address of the host's computer (as its window shows it).";
    if (!bg_net_code_normalise(code, written)) return "That is not an invite code: it reads like K7QM-X4TR-9PBW.";
    app_net_stop(a);
    snprintf(n->join_address, sizeof n->join_address, "%s", address);
    snprintf(n->join_code, sizeof n->join_code, "%s", written);
    snprintf(n->join_name, sizeof n->join_name, "%s", name);
    n->join_seat = -1;
    n->sent_from = 0;
    n->mode = NET_JOINING;
    connect_now(n);
    return NULL;
}

bool app_net_join_busy(const app *a) { return a->net && a->net->mode == NET_JOINING; }
const char *app_net_join_failed(app *a)
{
    return a->net && a->net->mode == NET_OFF && a->net->err[0] ? a->net->err : NULL;
}
const char *app_net_join_address(const app *a) { return a->net ? a->net->join_address : ""; }
const char *app_net_join_code(const app *a) { return a->net ? a->net->join_code : ""; }

/* A person's move at the joined table: to the host, when the host asks us for one. */
static const char *send_move(void *ctx, bg_move move)
{
    app *a = ctx;
    app_net *n = a->net;
    if (!n || !n->client || !bg_net_client_open_now(n->client)) return "Not connected to the host: joining again...";
    const bg_move *legal;
    int count = bg_net_client_legal(n->client, &legal);
    if (!count) return "Waiting for the host...";
    bool offered = false;
    for (int i = 0; i < count && !offered; i++) offered = !memcmp(&legal[i], &move, sizeof move);
    if (!offered) return "The host does not offer that move now.";
    /* A double click sends once: the host would refuse the second as decided at a position it has left. */
    int from = bg_net_client_count(n->client) + 1;
    if (n->sent_from == from) return "Waiting for the host...";
    if (!bg_net_client_send(n->client, move)) return "The connection to the host closed.";
    n->sent_from = from;
    return NULL;
}

/* The joined game onto the table: a session of the host's game and settings (the seed stays the host's)
 * whose state is our seat's view; we play our seat, the host's window and the other players the rest. */
static bool open_joined_table(app *a)
{
    app_net *n = a->net;
    const bg_game *game = bg_net_client_game(n->client);
    if (game != a->table_game->game) {
        snprintf(n->err, sizeof n->err, "The host plays %s, which this window cannot show.", game ? game->name : "another game");
        return false;
    }
    bg_session s;
    const char *why = bg_session_start_preview(&s, game, bg_net_client_params(n->client), NULL);
    if (why) {
        snprintf(n->err, sizeof n->err, "The host's game cannot be set up here: %s", why);
        return false;
    }
    int seat = bg_net_client_seat(n->client);
    memcpy(s.state, bg_net_client_view(n->client), game->state_size);
    for (int i = 0; i < bg_net_client_seats(n->client) && i < BG_MAX_SEATS; i++) {
        snprintf(s.names[i], sizeof s.names[i], "%s", bg_net_client_name(n->client, i));
        s.colours[i] = (uint8_t)bg_net_client_colour(n->client, i);
        s.control[i] = i == seat ? BG_CONTROL_PERSON
                     : bg_net_client_control(n->client, i) == BG_CONTROL_AUTOMA ? BG_CONTROL_AUTOMA
                                                                               : BG_CONTROL_REMOTE;
    }
    app_close_game_file(a); /* the host saves the game; this window keeps no copy */
    app_open_table(a, &s);
    if (a->table_game->set_sender) a->table_game->set_sender(a->table, send_move, a);
    n->table_open = true;
    return true;
}

static void client_poll(app *a)
{
    app_net *n = a->net;
    const ui_table_game *tg = a->table_game;
    if (n->thread) {
        if (!SDL_AtomicGet(&n->done)) return;
        join_thread(n);
        if (!n->opened) {
            if (!n->table_open) {
                n->mode = NET_OFF; /* the Join screen says why (app_net_join_failed) */
                return;
            }
            snprintf(n->news, sizeof n->news, "Could not reach the host (%s): trying again.", n->err);
            n->retry_at = SDL_GetTicks() + NET_REJOIN_MS;
            return;
        }
        bg_net_client_close(n->client);
        n->client = n->opened;
        n->opened = NULL;
        n->sent_from = 0; /* a new connection: nothing sent on it yet */
    }
    if (!n->client) {
        if (n->table_open && n->retry_at != (Uint32)-1 && SDL_TICKS_PASSED(SDL_GetTicks(), n->retry_at)) {
            n->rejoins++;
            connect_now(n);
        }
        return;
    }
    unsigned got = bg_net_client_poll(n->client, 0);
    if (got & BG_NET_GOT_REFUSED) { /* said why; the position again, with the moves to choose from */
        n->sent_from = 0;
        tg->say(a->table, bg_net_client_text(n->client), 4000);
        bg_net_client_resync(n->client);
    }
    if (got & BG_NET_GOT_UPDATE) {
        bool lost = false;
        const bg_events *ev = bg_net_client_events(n->client, &lost);
        if (!n->table_open) {
            if (!open_joined_table(a)) {
                bg_net_client_close(n->client);
                n->client = NULL;
                n->mode = NET_OFF;
                return;
            }
            n->mode = NET_JOINED;
            n->join_seat = bg_net_client_seat(n->client);
            printf("gah: joined %s as seat %d\n", n->join_address, n->join_seat + 1);
            fflush(stdout);
        } else if (n->rejoins && (got & BG_NET_GOT_WELCOME)) {
            snprintf(n->news, sizeof n->news, "Joined again.");
        }
        if (tg->moved_elsewhere) tg->moved_elsewhere(a->table, NULL, bg_net_client_view(n->client), ev, lost);
        int paced = n->moving_seat == n->join_seat ? -1 : n->moving_seat;
        n->moving_seat = bg_net_client_prompt(n->client).seat;
        if (a->scene == SCENE_TABLE) app_after_command(a, paced);
    }
    if (got & BG_NET_CLOSED) {
        const char *why = bg_net_client_text(n->client);
        if (!n->table_open) {
            snprintf(n->err, sizeof n->err, "%s", why);
            n->mode = NET_OFF;
        } else if (bg_net_client_winners(n->client)) {
            snprintf(n->news, sizeof n->news, "The game is over; the host closed (%s).", why);
            n->retry_at = (Uint32)-1; /* not joined again */
        } else {
            snprintf(n->news, sizeof n->news, "Connection lost (%s): joining again...", why);
            n->retry_at = SDL_GetTicks() + NET_REJOIN_MS;
        }
        bg_net_client_close(n->client);
        n->client = NULL;
    }
}

void app_net_poll(app *a)
{
    if (!a->net) return;
    if (a->net->mode == NET_HOST_OPENING || a->net->mode == NET_HOSTING) host_poll(a);
    else if (a->net->mode == NET_JOINING || a->net->mode == NET_JOINED) client_poll(a);
}

/* What the script's print says of the network: the mode, and the position both sides can compare. */
void app_net_describe(const app *a, char *out, size_t size)
{
    const app_net *n = a->net;
    out[0] = 0;
    if (!n || n->mode == NET_OFF) return;
    if (n->mode == NET_HOSTING && a->table_live) {
        const bg_session *s = app_session(a);
        int len = snprintf(out, size, "; net host port %d code %s connected %u count %d hash %016llx", n->port, n->code,
                           bg_net_host_connected(n->host, n->game), s->count, (unsigned long long)bg_session_hash(s));
        for (int i = 0; i < s->game->seats(s->state) && len > 0 && (size_t)len < size; i++)
            if (s->control[i] == BG_CONTROL_REMOTE)
                len += snprintf(out + len, size - (size_t)len, " view%d %016llx", i + 1, (unsigned long long)app_net_view_hash(a, i));
    } else if (n->client && bg_net_client_view(n->client)) {
        const bg_game *g = bg_net_client_game(n->client);
        snprintf(out, size, "; net joined seat %d count %d hash %016llx view %016llx resyncs %d", n->join_seat + 1,
                 bg_net_client_count(n->client), (unsigned long long)bg_net_client_hash(n->client),
                 (unsigned long long)g->hash(bg_net_client_view(n->client)), bg_net_client_resyncs(n->client));
    } else {
        snprintf(out, size, "; net %s", n->mode == NET_JOINING ? "joining" : n->mode == NET_JOINED ? "rejoining" : "opening");
    }
}

/* For the script: the host's view hash of a seat, to compare with the client's. */
uint64_t app_net_view_hash(const app *a, int seat)
{
    if (!a->table_live) return 0;
    const bg_session *s = app_session(a);
    static unsigned char view[32768]; /* the largest view the protocol carries */
    if (s->game->state_size > sizeof view) return 0;
    s->game->view(s->state, seat, view);
    return s->game->hash(view);
}

uint64_t app_net_look_key(const app *a)
{
    const app_net *n = a->net;
    if (!n) return 0;
    uint64_t h = 0xcbf29ce484222325ULL;
#define MIX(v) (h = (h ^ (uint64_t)(v)) * 0x100000001b3ULL)
    MIX(n->mode), MIX(app_net_connected(a)), MIX(n->client != NULL), MIX(n->client ? bg_net_client_connected(n->client) : 0);
    for (int i = 0; i < BG_MAX_SEATS; i++) MIX(n->stand_in[i]);
    for (const char *c = n->news; *c; c++) MIX(*c);
#undef MIX
    return h;
}

bool app_net_to_host(const app *a) { return a->net && (a->net->client || a->net->thread); }

bool app_net_asked(const app *a)
{
    const bg_move *legal;
    return a->net && a->net->mode == NET_JOINED && a->net->client && bg_net_client_legal(a->net->client, &legal) > 0;
}

int app_net_count(const app *a)
{
    if (!a->net) return -1;
    if (a->net->mode == NET_HOSTING && a->table_live) return app_session(a)->count;
    if (a->net->client && bg_net_client_view(a->net->client)) return bg_net_client_count(a->net->client);
    return -1;
}

unsigned app_net_connected(const app *a)
{
    if (!app_net_hosting(a)) return 0;
    return bg_net_host_connected(a->net->host, a->net->game);
}

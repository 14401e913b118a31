/* The host (bg/net.h): games held as sessions, the peers connected to them, and the rules of the protocol
 * on the host's side. A peer is trusted with nothing: it must say hello in time, may take only a remote
 * seat nobody holds, may move only for its seat, on its turn, at the current position; anything else, or
 * too much of anything, and it is told why and dropped. The games go on whatever peers do. */
#include "bg/net.h"
#include "net/channel.h"

#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define PATH_TEXT 4096

typedef struct host_game {
    bg_session *s;
    net_key key;
    char save_path[PATH_TEXT];
    char save_error[BG_NET_TEXT];
    double absent_since[BG_MAX_SEATS]; /* when each seat last had nobody connected */
    bg_events pending;                 /* the moves' events since the owner last took them */
    /* The position the clients were last sent (record length, state hash and the state itself): the
     * owner's own moves are played again from it for their events (bg_net_host_sync). */
    int sent_count;
    uint64_t sent_hash;
    unsigned char *sent_state;
} host_game;

typedef struct host_peer {
    bool used;
    net_conn conn;
    int game, seat;        /* -1 until its hello is taken */
    double opened, heard;  /* when it connected; when it last sent a message */
    double window_start;   /* the second its messages are counted in */
    int window_count, refusals;
    bool move_asked;       /* its last update asked it for a move: the move that answers is not counted */
} host_peer;

struct bg_net_host {
    int listen_fd, port;
    bg_net_limits limits;
    host_game games[BG_NET_GAMES_MAX];
    int game_count;
    host_peer *peers; /* limits.peers_max of them */
    net_message *msg; /* one message, received or being sent (large: kept off the stack) */
    net_message *got; /* the message being answered (msg is overwritten by the answers) */
    bg_events ev;     /* a move's events */
    bg_events seen;   /* the events as one seat may see them */
    bg_events none;   /* no events: a position sent because someone came or went */
    bg_net_notice *out;
    int out_count, out_max;
};

void bg_net_limits_default(bg_net_limits *out)
{
    *out = (bg_net_limits){.hello_ms = 10000, .idle_ms = 60000, .stale_ms = 15000, .peers_max = 32, .per_second_max = 50, .refusals_max = 20};
}

void bg_net_code_new(char out[BG_NET_CODE_TEXT]) { net_code_new(out); }

bool bg_net_code_normalise(const char *typed, char out[BG_NET_CODE_TEXT]) { return net_code_normalise(typed, out); }

static void notice(bg_net_host *h, int kind, int game, int seat, bg_move move, const char *text)
{
    if (h->out_count >= h->out_max) return;
    bg_net_notice *n = &h->out[h->out_count++];
    *n = (bg_net_notice){.kind = (uint8_t)kind, .game = (int8_t)game, .seat = (int8_t)seat, .move = move};
    snprintf(n->text, sizeof n->text, "%s", text ? text : "");
}

bg_net_host *bg_net_host_open(const char *bind_addr, int port, const bg_net_limits *limits, char *err, size_t err_size)
{
    if (sodium_init() < 0) {
        snprintf(err, err_size, "the cryptography library could not start");
        return NULL;
    }
    bg_net_host *h = calloc(1, sizeof *h);
    if (!h) {
        snprintf(err, err_size, "out of memory");
        return NULL;
    }
    if (limits) h->limits = *limits;
    else bg_net_limits_default(&h->limits);
    if (h->limits.peers_max < 1) h->limits.peers_max = 1;
    if (h->limits.idle_ms < 2 * BG_NET_PING_MS) h->limits.idle_ms = 2 * BG_NET_PING_MS; /* clients ping this often */
    h->peers = calloc((size_t)h->limits.peers_max, sizeof *h->peers);
    h->msg = malloc(sizeof *h->msg);
    h->got = malloc(sizeof *h->got);
    bool memory = h->peers && h->msg && h->got;
    h->listen_fd = memory ? net_listen(bind_addr, port, &h->port, err, err_size) : -1;
    if (h->listen_fd < 0) {
        if (!memory) snprintf(err, err_size, "out of memory");
        free(h->peers), free(h->msg), free(h->got), free(h);
        return NULL;
    }
    return h;
}

int bg_net_host_port(const bg_net_host *h) { return h->port; }

/* The clients were sent the session's position now. */
static void sent(host_game *g)
{
    memcpy(g->sent_state, g->s->state, g->s->game->state_size);
    g->sent_count = g->s->count;
    g->sent_hash = bg_session_hash(g->s);
}

int bg_net_host_add(bg_net_host *h, bg_session *s, const char *code, const char *save_path, char *err, size_t err_size)
{
    if (h->game_count >= BG_NET_GAMES_MAX) {
        snprintf(err, err_size, "a host holds at most %d games", BG_NET_GAMES_MAX);
        return -1;
    }
    host_game *g = &h->games[h->game_count];
    memset(g, 0, sizeof *g);
    if (!net_key_derive(code, &g->key, err, err_size)) return -1;
    for (int i = 0; i < h->game_count; i++)
        if (!strcmp(h->games[i].key.room, g->key.room)) {
            snprintf(err, err_size, "the code %s begins like another game's here: give each game its own", code);
            return -1;
        }
    if (!(g->sent_state = malloc(s->game->state_size))) {
        snprintf(err, err_size, "out of memory");
        sodium_memzero(&g->key, sizeof g->key);
        return -1;
    }
    g->s = s;
    sent(g);
    snprintf(g->save_path, sizeof g->save_path, "%s", save_path ? save_path : "");
    double now = net_now_ms();
    for (int i = 0; i < BG_MAX_SEATS; i++) g->absent_since[i] = now;
    return h->game_count++;
}

static const net_key *find_room(void *ctx, const char *room)
{
    bg_net_host *h = ctx;
    for (int i = 0; i < h->game_count; i++)
        if (!strcmp(h->games[i].key.room, room)) return &h->games[i].key;
    return NULL;
}

unsigned bg_net_host_connected(const bg_net_host *h, int game)
{
    unsigned bits = 0;
    for (int i = 0; i < h->limits.peers_max; i++) {
        const host_peer *p = &h->peers[i];
        if (p->used && p->game == game && p->seat >= 0 && p->conn.phase == NET_PHASE_OPEN) bits |= 1u << p->seat;
    }
    return bits;
}

double bg_net_host_absent_ms(const bg_net_host *h, int game, int seat)
{
    if (game < 0 || game >= h->game_count || seat < 0 || seat >= BG_MAX_SEATS) return 0;
    if (bg_net_host_connected(h, game) & (1u << seat)) return 0;
    return net_now_ms() - h->games[game].absent_since[seat];
}

const char *bg_net_host_save_error(const bg_net_host *h, int game) { return h->games[game].save_error; }

void bg_net_host_take_events(bg_net_host *h, int game, bg_events *out)
{
    out->count = 0, out->overflow = false;
    if (game < 0 || game >= h->game_count) return;
    *out = h->games[game].pending;
    h->games[game].pending.count = 0, h->games[game].pending.overflow = false;
}

/* ---- what the host sends ---- */

static void header(net_message *m, int type, const bg_session *s)
{
    m->type = (uint8_t)type;
    m->count = (uint32_t)s->count;
    m->hash = bg_session_hash(s);
}

static bool send_text(bg_net_host *h, host_peer *p, int type, const char *text)
{
    net_message *m = h->msg;
    memset(m, 0, offsetof(net_message, view));
    if (p->game >= 0) header(m, type, h->games[p->game].s);
    else m->type = (uint8_t)type;
    snprintf(m->text, sizeof m->text, "%s", text);
    return net_conn_send(&p->conn, m);
}

static void drop(bg_net_host *h, host_peer *p, const char *why)
{
    notice(h, BG_NET_DROPPED, p->game, p->seat, (bg_move){0}, why);
    net_conn_bye(&p->conn, why);
}

/* The seat's position: its view, the events `ev` (NULL: none, they are lost) redacted for it, its legal
 * moves when it owes the decision. */
static void send_update(bg_net_host *h, host_peer *p, const bg_events *ev)
{
    host_game *g = &h->games[p->game];
    const bg_game *game = g->s->game;
    net_message *m = h->msg;
    memset(m, 0, offsetof(net_message, view));
    header(m, NET_UPDATE, g->s);
    m->event_count = m->legal_count = 0; /* after the view: not cleared above */
    m->connected = (uint8_t)bg_net_host_connected(h, p->game);
    m->prompt = game->prompt(g->s->state);
    m->winners = (uint16_t)game->winners(g->s->state);
    m->view_len = (uint16_t)game->state_size;
    game->view(g->s->state, p->seat, m->view);
    m->view_hash = game->hash(m->view);
    if (ev) {
        h->seen = *ev;
        game->redact_events(&h->seen, 0, p->seat);
        m->event_count = (uint16_t)h->seen.count;
        memcpy(m->events, h->seen.list, sizeof *h->seen.list * (size_t)h->seen.count);
        m->events_lost = h->seen.overflow;
    } else {
        m->events_lost = true;
    }
    if (m->prompt.seat == p->seat) {
        int n = game->legal(g->s->state, m->legal, NET_LEGAL_MAX);
        m->legal_count = (uint16_t)(n < 0 ? 0 : n > NET_LEGAL_MAX ? NET_LEGAL_MAX : n);
    }
    p->move_asked = m->legal_count > 0;
    net_conn_send(&p->conn, m);
}

/* The game's settings as its params_format writes them, a line a setting, but the seed's (which stays here). */
static void welcome_params(const bg_session *s, net_message *m)
{
    char text[4096], key[NET_PARAM_TEXT];
    size_t len = s->game->params_format(s->params, text, sizeof text);
    if (len >= sizeof text) return; /* cannot happen with the games we have; the client then has the defaults */
    for (char *line = text, *end; *line && m->param_count < NET_PARAMS_MAX; line = end + (*end != 0)) {
        end = line + strcspn(line, "\n");
        size_t n = (size_t)(end - line), k = strcspn(line, " ");
        if (!n || n >= NET_PARAM_TEXT || k >= n) continue;
        snprintf(key, sizeof key, "%.*s", (int)k, line);
        bool seed = false;
        for (int i = 0; i < s->game->param_count(); i++) {
            bg_param_info info;
            if (s->game->param_info(i, &info) && !strcmp(info.key, key)) seed = info.kind == BG_PARAM_SEED;
        }
        if (seed) continue;
        snprintf(m->params[m->param_count], NET_PARAM_TEXT, "%.*s", (int)n, line);
        if (net_text_ok(m->params[m->param_count], NET_PARAM_TEXT)) m->param_count++;
    }
}

static void send_welcome(bg_net_host *h, host_peer *p)
{
    const bg_session *s = h->games[p->game].s;
    net_message *m = h->msg;
    memset(m, 0, offsetof(net_message, view));
    header(m, NET_WELCOME, s);
    m->version = NET_PROTOCOL_VERSION;
    snprintf(m->game, sizeof m->game, "%s", s->game->key);
    snprintf(m->rules, sizeof m->rules, "%s", s->game->version);
    m->seat = (int8_t)p->seat;
    m->seats = (uint8_t)s->game->seats(s->state);
    for (int i = 0; i < m->seats; i++) {
        snprintf(m->seat_info[i].name, sizeof m->seat_info[i].name, "%s", s->names[i]);
        for (char *c = m->seat_info[i].name; *c; c++)
            if ((unsigned char)*c < 0x20 || *c == 0x7f) *c = '?';
        m->seat_info[i].control = s->control[i];
        m->seat_info[i].colour = (uint8_t)(s->colours[i] & 3);
    }
    m->connected = (uint8_t)bg_net_host_connected(h, p->game);
    welcome_params(s, m);
    net_conn_send(&p->conn, m);
}

/* Every client of game `game` gets the position; `ev` the events that led to it (NULL: none happened, as
 * when someone came or went). */
static void broadcast(bg_net_host *h, int game, const bg_events *ev)
{
    for (int i = 0; i < h->limits.peers_max; i++) {
        host_peer *p = &h->peers[i];
        if (p->used && p->game == game && p->seat >= 0 && p->conn.phase == NET_PHASE_OPEN) send_update(h, p, ev ? ev : &h->none);
    }
}

static void save(host_game *g)
{
    if (!g->save_path[0]) return;
    char err[BG_NET_TEXT];
    if (bg_session_save_file(g->s, g->save_path, err, sizeof err)) g->save_error[0] = 0;
    else snprintf(g->save_error, sizeof g->save_error, "%s", err);
}

const char *bg_net_host_apply(bg_net_host *h, int game, int seat, bg_move move, bg_events *ev)
{
    if (game < 0 || game >= h->game_count) return "There is no such game here.";
    host_game *g = &h->games[game];
    bg_net_host_sync(h, game); /* the owner's own changes since the last position sent, if any, first */
    h->ev.count = 0, h->ev.overflow = false;
    const char *why = bg_session_apply(g->s, seat, move, &h->ev);
    if (why) return why;
    /* The forced moves after it, made here once, so that every seat sees them as part of this move. */
    for (int i = 0; i < 1000 && bg_session_play_forced(g->s, &h->ev); i++) {}
    save(g); /* before anyone is told: a host that dies now comes back at this move */
    if (ev) *ev = h->ev;
    for (int i = 0; i < h->ev.count; i++) {
        if (g->pending.count == BG_EVENTS_MAX) {
            g->pending.overflow = true;
            break;
        }
        g->pending.list[g->pending.count++] = h->ev.list[i];
    }
    g->pending.overflow |= h->ev.overflow;
    broadcast(h, game, &h->ev);
    sent(g);
    return NULL;
}

void bg_net_host_sync(bg_net_host *h, int game)
{
    if (game < 0 || game >= h->game_count) return;
    host_game *g = &h->games[game];
    const bg_session *s = g->s;
    if (s->count == g->sent_count && bg_session_hash(s) == g->sent_hash) return;
    /* The moves since, played again on the position sent: their events, if they lead where the session is. */
    bool replayed = s->count > g->sent_count;
    h->ev.count = 0, h->ev.overflow = false;
    for (int i = g->sent_count; replayed && i < s->count; i++)
        replayed = !s->game->apply(g->sent_state, s->record[i].seat, s->record[i].move, &h->ev);
    if (!replayed || s->game->hash(g->sent_state) != bg_session_hash(s)) h->ev.count = 0, h->ev.overflow = true; /* lost */
    save(g);
    broadcast(h, game, &h->ev);
    sent(g);
}

/* ---- what a peer sends ---- */

static void take_hello(bg_net_host *h, host_peer *p, int game, const net_message *m)
{
    host_game *g = &h->games[game];
    bg_session *s = g->s;
    char why[BG_NET_TEXT];
    if (m->version != NET_PROTOCOL_VERSION) {
        snprintf(why, sizeof why, "this host speaks version %d of the protocol, you %d: update the game", NET_PROTOCOL_VERSION,
                 m->version);
        drop(h, p, why);
        return;
    }
    if (m->game[0] && strcmp(m->game, s->game->key)) { /* "": whatever game the code is for */
        snprintf(why, sizeof why, "this code is for a game of %s (%s), not %s", s->game->name, s->game->key, m->game);
        drop(h, p, why);
        return;
    }
    int seats = s->game->seats(s->state), seat = m->seat;
    unsigned taken = bg_net_host_connected(h, game);
    if (seat < 0)
        for (int i = 0; i < seats && seat < 0; i++)
            if (s->control[i] == BG_CONTROL_REMOTE && !(taken & (1u << i))) seat = i;
    if (seat < 0) {
        drop(h, p, "every seat open to remote players is taken");
        return;
    }
    if (seat >= seats || s->control[seat] != BG_CONTROL_REMOTE) {
        snprintf(why, sizeof why, "seat %d is not open to remote players", seat);
        drop(h, p, why);
        return;
    }
    /* The seat's connection silent past a ping and a half (stale_ms) is taken as gone (a cable pulled, a
     * laptop closed): the player's new connection replaces it. */
    for (int i = 0; i < h->limits.peers_max && (taken & (1u << seat)); i++) {
        host_peer *o = &h->peers[i];
        if (o != p && o->used && o->game == game && o->seat == seat && o->conn.phase == NET_PHASE_OPEN &&
            net_now_ms() - o->heard > h->limits.stale_ms) {
            drop(h, o, "silent, and its player joined again");
            taken &= ~(1u << seat);
        }
    }
    if (taken & (1u << seat)) {
        snprintf(why, sizeof why, "someone is connected to seat %d already", seat);
        drop(h, p, why);
        return;
    }
    p->game = game, p->seat = seat;
    if (m->name[0] && strcmp(m->name, s->names[seat])) {
        snprintf(s->names[seat], sizeof s->names[seat], "%s", m->name);
        save(g);
    }
    notice(h, BG_NET_JOINED, game, seat, (bg_move){0}, s->names[seat]);
    send_welcome(h, p);
    send_update(h, p, NULL);
    /* The others' line of who is here changes. */
    for (int i = 0; i < h->limits.peers_max; i++) {
        host_peer *o = &h->peers[i];
        if (o != p && o->used && o->game == game && o->seat >= 0 && o->conn.phase == NET_PHASE_OPEN) send_update(h, o, &h->none);
    }
}

static void refuse(bg_net_host *h, host_peer *p, const char *why)
{
    if (++p->refusals > h->limits.refusals_max) {
        drop(h, p, "too many refused moves");
        return;
    }
    send_text(h, p, NET_REFUSED, why);
}

static void take_move(bg_net_host *h, host_peer *p, const net_message *m)
{
    host_game *g = &h->games[p->game];
    bg_session *s = g->s;
    if (m->seat != p->seat) {
        drop(h, p, "a move for another seat than yours");
        return;
    }
    if (!bg_session_is_at(s, (int)m->count, m->hash)) {
        /* Decided at another position (the game moved on meanwhile): not hostile, but not taken. */
        refuse(h, p, "the game had moved on; here is where it is now");
        if (p->conn.phase == NET_PHASE_OPEN) send_update(h, p, NULL);
        return;
    }
    if (s->game->prompt(s->state).seat != p->seat) {
        drop(h, p, "a move out of turn");
        return;
    }
    const char *why = bg_net_host_apply(h, p->game, p->seat, m->move, NULL);
    if (why) {
        refuse(h, p, why);
        return;
    }
    /* Refusals count in a row: a player's stray stale move now and then (a double click, an update that
     * crossed the move) must not add up over a long game to a drop; a peer that sends nothing playable is. */
    p->refusals = 0;
    notice(h, BG_NET_MOVED, p->game, p->seat, m->move, "");
}

static void take_message(bg_net_host *h, host_peer *p, const net_message *m)
{
    if (p->seat < 0) {
        if (m->type != NET_HELLO) {
            drop(h, p, "the first message must be hello");
            return;
        }
        for (int i = 0; i < h->game_count; i++)
            if (p->conn.key == &h->games[i].key) take_hello(h, p, i, m);
        return;
    }
    switch ((net_type)m->type) {
    case NET_MOVE:
        take_move(h, p, m);
        break;
    case NET_RESYNC:
        send_update(h, p, NULL);
        break;
    case NET_PING:
        send_text(h, p, NET_PONG, "");
        break;
    case NET_BYE:
        net_conn_close(&p->conn, m->text[0] ? m->text : "the player left");
        break;
    case NET_PONG:
        break;
    default:
        drop(h, p, "a message only a host sends");
        break;
    }
}

/* ---- the loop ---- */

/* A place for a new connection: a free one, else the one waiting longest for its hello (so that
 * connections that never say hello cannot keep players out), else none. */
static host_peer *free_place(bg_net_host *h)
{
    host_peer *oldest = NULL;
    for (int i = 0; i < h->limits.peers_max; i++) {
        host_peer *p = &h->peers[i];
        if (!p->used) return p;
        if (p->seat < 0 && (!oldest || p->opened < oldest->opened)) oldest = p;
    }
    if (!oldest) return NULL;
    drop(h, oldest, "no hello yet, and the host is full");
    net_conn_free(&oldest->conn);
    oldest->used = false;
    return oldest;
}

static void accept_peers(bg_net_host *h, double now)
{
    for (int k = 0; k < 16; k++) {
        int fd = net_accept(h->listen_fd);
        if (fd < 0) return;
        host_peer *p = free_place(h);
        if (!p) {
            close(fd); /* every place holds a player: the newcomer waits for one */
            notice(h, BG_NET_DROPPED, -1, -1, (bg_move){0}, "a connection turned away: the host is full");
            continue;
        }
        memset(p, 0, sizeof *p);
        p->used = true;
        p->game = p->seat = -1;
        p->opened = p->heard = p->window_start = now;
        if (!net_conn_host(&p->conn, fd, find_room, h)) net_conn_free(&p->conn), p->used = false;
    }
}

/* The peer's messages that came, at most a second's worth at a time, so one peer cannot starve the rest. */
static void read_peer(bg_net_host *h, host_peer *p, double now)
{
    for (int k = 0; k <= h->limits.per_second_max; k++) {
        int got = net_conn_recv(&p->conn, h->msg);
        if (got <= 0) return;
        p->heard = now;
        /* A move the host asked for is play, however quick: a computer at the other end may answer a
         * hundred prompts a second. Everything else counts against the peer's second. */
        bool asked = h->msg->type == NET_MOVE && p->move_asked;
        if (asked) p->move_asked = false;
        if (now - p->window_start >= 1000) p->window_start = now, p->window_count = 0;
        if (!asked && ++p->window_count > h->limits.per_second_max) {
            drop(h, p, "too many messages (a flood)");
            return;
        }
        /* The message is in h->msg, which answering overwrites: keep what a peer's message may hold. */
        memcpy(h->got, h->msg, offsetof(net_message, view));
        h->got->move = h->msg->move;
        memcpy(h->got->text, h->msg->text, sizeof h->got->text);
        take_message(h, p, h->got);
        if (p->conn.phase == NET_PHASE_CLOSED) return;
    }
}

static void end_peer(bg_net_host *h, host_peer *p, double now)
{
    int game = p->game, seat = p->seat;
    if (game >= 0 && seat >= 0) {
        h->games[game].absent_since[seat] = now;
        notice(h, BG_NET_LEFT, game, seat, (bg_move){0}, p->conn.why);
    } else if (strcmp(p->conn.why, "closed")) {
        notice(h, BG_NET_DROPPED, -1, -1, (bg_move){0}, p->conn.why);
    }
    net_conn_free(&p->conn);
    p->used = false;
    if (game >= 0 && seat >= 0) broadcast(h, game, NULL);
}

int bg_net_host_poll(bg_net_host *h, int timeout_ms, bg_net_notice *out, int max)
{
    h->out = out, h->out_count = 0, h->out_max = out ? max : 0;
    int n = h->limits.peers_max + 1;
    struct pollfd *fds = calloc((size_t)n, sizeof *fds);
    if (!fds) return 0;
    fds[0] = (struct pollfd){.fd = h->listen_fd, .events = POLLIN};
    for (int i = 0; i < h->limits.peers_max; i++) {
        host_peer *p = &h->peers[i];
        fds[i + 1].fd = p->used && p->conn.phase != NET_PHASE_CLOSED ? p->conn.fd : -1;
        fds[i + 1].events = (short)(POLLIN | (net_conn_wants_write(&p->conn) ? POLLOUT : 0));
    }
    /* Wake at least once a second for the timeouts. */
    poll(fds, (nfds_t)n, timeout_ms < 0 || timeout_ms > 1000 ? 1000 : timeout_ms);
    double now = net_now_ms();
    for (int i = 0; i < h->limits.peers_max; i++) {
        host_peer *p = &h->peers[i];
        if (p->used && fds[i + 1].fd >= 0 && fds[i + 1].revents) read_peer(h, p, now);
    }
    if (fds[0].revents & POLLIN) accept_peers(h, now);
    free(fds);
    for (int i = 0; i < h->limits.peers_max; i++) {
        host_peer *p = &h->peers[i];
        if (!p->used) continue;
        if (p->conn.phase != NET_PHASE_CLOSED) {
            if (p->seat < 0 && now - p->opened > h->limits.hello_ms) drop(h, p, "no hello in time");
            else if (now - p->heard > h->limits.idle_ms) drop(h, p, "silent for too long");
            else net_conn_flush(&p->conn);
        }
        if (p->conn.phase == NET_PHASE_CLOSED) end_peer(h, p, now);
    }
    return h->out_count;
}

void bg_net_host_close(bg_net_host *h)
{
    if (!h) return;
    for (int i = 0; i < h->limits.peers_max; i++)
        if (h->peers[i].used) {
            net_conn_bye(&h->peers[i].conn, "the host is closing");
            net_conn_free(&h->peers[i].conn);
        }
    close(h->listen_fd);
    for (int i = 0; i < h->game_count; i++) free(h->games[i].sent_state);
    sodium_memzero(h->games, sizeof h->games);
    free(h->peers), free(h->msg), free(h->got), free(h);
}

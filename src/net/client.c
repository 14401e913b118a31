/* A client (bg/net.h): one seat of a game held by a host. It keeps the last position the host sent and
 * checks it: a view that does not hash to what the host said is asked for again. It trusts the host with
 * the game (the host runs the rules) but not with its memory: every message is bounded and checked. */
#include "bg/games.h"
#include "bg/net.h"
#include "net/channel.h"

#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct bg_net_client {
    net_conn conn;
    net_key key;
    int idle_ms;
    double heard, said;    /* when the host last sent something; when we last did */
    bool welcomed;
    const bg_game *game;
    int seat_asked;
    char name_asked[NET_NAME_MAX];
    net_message *msg;      /* the message being read */
    /* From the welcome and the last update. */
    int seat, seats;
    net_seat seat_info[BG_MAX_SEATS];
    void *params;          /* game->params_size bytes: the host's settings but the seed (which stays 0) */
    unsigned connected;
    unsigned char *view;   /* game->state_size bytes */
    bool have_view;
    bg_prompt prompt;
    unsigned winners;
    int count;
    uint64_t hash;
    bg_events events;
    bool events_lost;
    bg_move *legal;        /* NET_LEGAL_MAX */
    int legal_count;
    int resyncs;
    char text[NET_TEXT_MAX];
};

bg_net_client *bg_net_client_open(const char *address, const char *code, int seat, const char *name, int timeout_ms,
                                  char *err, size_t err_size)
{
    bg_net_client *c = calloc(1, sizeof *c);
    if (!c || !(c->msg = malloc(sizeof *c->msg)) || !(c->legal = calloc(NET_LEGAL_MAX, sizeof *c->legal))) {
        snprintf(err, err_size, "out of memory");
        if (c) free(c->msg), free(c);
        return NULL;
    }
    c->conn.fd = -1;
    c->conn.phase = NET_PHASE_CLOSED;
    if (!name) name = "";
    if (!net_text_ok(name, NET_NAME_MAX)) {
        snprintf(err, err_size, "a name is at most %d characters, without control characters", NET_NAME_MAX - 1);
        bg_net_client_close(c);
        return NULL;
    }
    if (!net_key_derive(code, &c->key, err, err_size)) {
        bg_net_client_close(c);
        return NULL;
    }
    int fd = net_connect(address, BG_NET_DEFAULT_PORT, timeout_ms, err, err_size);
    if (fd < 0 || !net_conn_client(&c->conn, fd, &c->key)) {
        if (fd >= 0) snprintf(err, err_size, "out of memory");
        bg_net_client_close(c);
        return NULL;
    }
    bg_net_limits limits;
    bg_net_limits_default(&limits);
    c->idle_ms = limits.idle_ms;
    c->heard = c->said = net_now_ms();
    c->seat_asked = seat;
    c->seat = -1;
    c->prompt.seat = -1;
    snprintf(c->name_asked, sizeof c->name_asked, "%s", name);
    net_conn_flush(&c->conn);
    return c;
}

static bool send_plain(bg_net_client *c, int type)
{
    net_message *m = c->msg;
    memset(m, 0, offsetof(net_message, view));
    m->type = (uint8_t)type;
    m->count = (uint32_t)c->count;
    m->hash = c->hash;
    bool ok = net_conn_send(&c->conn, m);
    if (ok) c->said = net_now_ms();
    return ok && net_conn_flush(&c->conn);
}

static void closed(bg_net_client *c, const char *why)
{
    net_conn_close(&c->conn, why);
    snprintf(c->text, sizeof c->text, "%s", c->conn.why);
}

/* The host's settings into our own params (the defaults, then each line as a save sets it); false with
 * the reason when one does not fit this program. */
static bool take_params(bg_net_client *c, const bg_game *g, const net_message *m, char *why, size_t why_size)
{
    if (!c->params && !(c->params = calloc(1, g->params_size))) {
        snprintf(why, why_size, "out of memory");
        return false;
    }
    g->params_default(c->params);
    for (int i = 0; i < m->param_count; i++) {
        char key[NET_PARAM_TEXT], reason[NET_TEXT_MAX];
        const char *space = strchr(m->params[i], ' ');
        size_t k = space ? (size_t)(space - m->params[i]) : strlen(m->params[i]);
        snprintf(key, sizeof key, "%.*s", (int)k, m->params[i]);
        if (!space || g->params_set(c->params, key, space + 1, reason, sizeof reason)) {
            snprintf(why, why_size, "the host's setting '%.60s' does not fit this program", m->params[i]);
            return false;
        }
    }
    return true;
}

static void take_welcome(bg_net_client *c, const net_message *m)
{
    const bg_game *g = bg_game_by_key(m->game);
    char why[NET_TEXT_MAX];
    if (!g) {
        snprintf(why, sizeof why, "the host plays a game this version does not have (%s)", m->game);
        net_conn_bye(&c->conn, why);
    } else if (strcmp(g->version, m->rules)) {
        snprintf(why, sizeof why, "the host plays %s with rules %s, this program has %s: use the same version", g->name,
                 m->rules, g->version);
        net_conn_bye(&c->conn, why);
    } else if (g->state_size > NET_VIEW_MAX || m->seats < g->min_seats || m->seats > g->max_seats) {
        net_conn_bye(&c->conn, "the host's game does not fit this program");
    } else if (c->welcomed && (g != c->game || m->seat != c->seat)) {
        net_conn_bye(&c->conn, "a second welcome");
    } else if (!take_params(c, g, m, why, sizeof why)) {
        net_conn_bye(&c->conn, why);
    } else {
        if (!c->view) c->view = calloc(1, g->state_size);
        if (!c->view) {
            net_conn_bye(&c->conn, "out of memory");
        } else {
            c->game = g;
            c->welcomed = true;
            c->seat = m->seat;
            c->seats = m->seats;
            memcpy(c->seat_info, m->seat_info, sizeof c->seat_info);
            c->connected = m->connected;
            return;
        }
    }
    snprintf(c->text, sizeof c->text, "%s", c->conn.why);
}

/* 1 when taken, 0 when it asked again (the view was not what the host said it is). */
static int take_update(bg_net_client *c, const net_message *m)
{
    const bg_game *g = c->game;
    if (m->view_len != g->state_size || (m->prompt.seat >= 0 && m->prompt.seat >= c->seats) ||
        (m->legal_count && m->prompt.seat != c->seat)) {
        net_conn_bye(&c->conn, "an update that does not fit the game");
        snprintf(c->text, sizeof c->text, "%s", c->conn.why);
        return 0;
    }
    if (g->hash(m->view) != m->view_hash) {
        /* What arrived is not what the host holds for us: ask for the whole position again. */
        c->resyncs++;
        send_plain(c, NET_RESYNC);
        return 0;
    }
    memcpy(c->view, m->view, g->state_size);
    c->have_view = true;
    c->connected = m->connected;
    c->prompt = m->prompt;
    c->winners = m->winners;
    c->count = (int)m->count;
    c->hash = m->hash;
    c->events.count = m->event_count;
    c->events.overflow = m->events_lost;
    memcpy(c->events.list, m->events, sizeof *m->events * m->event_count);
    c->events_lost = m->events_lost;
    c->legal_count = m->legal_count;
    memcpy(c->legal, m->legal, sizeof *m->legal * m->legal_count);
    return 1;
}

unsigned bg_net_client_poll(bg_net_client *c, int timeout_ms)
{
    unsigned got = 0;
    if (c->conn.phase == NET_PHASE_CLOSED) return BG_NET_CLOSED;
    struct pollfd p = {.fd = c->conn.fd, .events = (short)(POLLIN | (net_conn_wants_write(&c->conn) ? POLLOUT : 0))};
    poll(&p, 1, timeout_ms < 0 ? 1000 : timeout_ms);
    double now = net_now_ms();
    /* Up to a few messages at a time; the rest wait for the next call. */
    for (int k = 0; k < 64 && c->conn.phase != NET_PHASE_CLOSED; k++) {
        int r = net_conn_recv(&c->conn, c->msg);
        if (r < 0) {
            if (!c->welcomed && c->conn.phase == NET_PHASE_CLOSED && !strcmp(c->conn.why, "the other side closed the connection"))
                snprintf(c->conn.why, sizeof c->conn.why, "the host closed the connection before welcoming us (a wrong invite code?)");
            snprintf(c->text, sizeof c->text, "%s", c->conn.why);
            break;
        }
        if (r == 0) break;
        c->heard = now;
        net_message *m = c->msg;
        if (c->conn.seq_in == 1 && m->type != NET_WELCOME && m->type != NET_BYE) {
            closed(c, "the host did not welcome us");
            break;
        }
        switch ((net_type)m->type) {
        case NET_WELCOME:
            take_welcome(c, m);
            if (c->welcomed) got |= BG_NET_GOT_WELCOME;
            break;
        case NET_UPDATE:
            if (!c->welcomed) closed(c, "an update before the welcome");
            else if (take_update(c, m)) got |= BG_NET_GOT_UPDATE;
            break;
        case NET_REFUSED:
            snprintf(c->text, sizeof c->text, "%s", m->text);
            got |= BG_NET_GOT_REFUSED;
            break;
        case NET_PING:
            send_plain(c, NET_PONG);
            break;
        case NET_PONG:
            break;
        case NET_BYE:
            closed(c, m->text[0] ? m->text : "the host ended the connection");
            break;
        default:
            net_conn_bye(&c->conn, "a message only a client sends");
            snprintf(c->text, sizeof c->text, "%s", c->conn.why);
            break;
        }
    }
    if (c->conn.phase != NET_PHASE_CLOSED) {
        if (now - c->heard > c->idle_ms) closed(c, "the host has been silent for too long");
        else if (c->conn.phase == NET_PHASE_OPEN && !c->conn.seq_out) {
            /* The handshake is done: say hello. */
            net_message *m = c->msg;
            memset(m, 0, offsetof(net_message, view));
            m->type = NET_HELLO;
            m->version = NET_PROTOCOL_VERSION;
            m->seat = (int8_t)c->seat_asked;
            snprintf(m->name, sizeof m->name, "%s", c->name_asked);
            /* The game's key is the one this program plays under the code; the host checks it. */
            snprintf(m->game, sizeof m->game, "%s", c->game ? c->game->key : "");
            if (net_conn_send(&c->conn, m)) c->said = now;
        } else if (now - c->said > BG_NET_PING_MS) {
            send_plain(c, NET_PING);
        }
        net_conn_flush(&c->conn);
    }
    if (c->conn.phase == NET_PHASE_CLOSED) got |= BG_NET_CLOSED;
    return got;
}

bool bg_net_client_send(bg_net_client *c, bg_move move)
{
    if (c->conn.phase != NET_PHASE_OPEN || !c->welcomed) return false;
    net_message *m = c->msg;
    memset(m, 0, offsetof(net_message, view));
    m->type = NET_MOVE;
    m->count = (uint32_t)c->count;
    m->hash = c->hash;
    m->seat = (int8_t)c->seat;
    m->move = move;
    bool ok = net_conn_send(&c->conn, m);
    if (ok) c->said = net_now_ms();
    if (ok) c->legal_count = 0; /* nothing more to choose until the host answers */
    return ok && net_conn_flush(&c->conn);
}

bool bg_net_client_resync(bg_net_client *c) { return c->conn.phase == NET_PHASE_OPEN && send_plain(c, NET_RESYNC); }
bool bg_net_client_open_now(const bg_net_client *c) { return c->conn.phase != NET_PHASE_CLOSED; }
const bg_game *bg_net_client_game(const bg_net_client *c) { return c->welcomed ? c->game : NULL; }
int bg_net_client_seat(const bg_net_client *c) { return c->seat; }
int bg_net_client_seats(const bg_net_client *c) { return c->seats; }
const char *bg_net_client_name(const bg_net_client *c, int seat)
{
    return seat >= 0 && seat < c->seats ? c->seat_info[seat].name : "";
}
int bg_net_client_colour(const bg_net_client *c, int seat)
{
    return seat >= 0 && seat < c->seats ? c->seat_info[seat].colour : 0;
}

const void *bg_net_client_params(const bg_net_client *c) { return c->welcomed ? c->params : NULL; }

int bg_net_client_control(const bg_net_client *c, int seat)
{
    return seat >= 0 && seat < c->seats ? c->seat_info[seat].control : BG_CONTROL_PERSON;
}
unsigned bg_net_client_connected(const bg_net_client *c) { return c->connected; }
const void *bg_net_client_view(const bg_net_client *c) { return c->have_view ? c->view : NULL; }
bg_prompt bg_net_client_prompt(const bg_net_client *c) { return c->prompt; }
unsigned bg_net_client_winners(const bg_net_client *c) { return c->winners; }
int bg_net_client_count(const bg_net_client *c) { return c->count; }
uint64_t bg_net_client_hash(const bg_net_client *c) { return c->hash; }
const bg_events *bg_net_client_events(const bg_net_client *c, bool *lost)
{
    if (lost) *lost = c->events_lost;
    return &c->events;
}
int bg_net_client_legal(const bg_net_client *c, const bg_move **moves)
{
    *moves = c->legal;
    return c->legal_count;
}
const char *bg_net_client_text(const bg_net_client *c) { return c->text; }
int bg_net_client_resyncs(const bg_net_client *c) { return c->resyncs; }

void bg_net_client_close(bg_net_client *c)
{
    if (!c) return;
    if (c->conn.phase == NET_PHASE_OPEN) net_conn_bye(&c->conn, "the player left");
    if (c->conn.in || c->conn.scratch || c->conn.out) net_conn_free(&c->conn);
    sodium_memzero(&c->key, sizeof c->key);
    free(c->msg), free(c->view), free(c->legal), free(c->params), free(c);
}

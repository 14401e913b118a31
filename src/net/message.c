/* The protocol's messages on the wire: a writer and a strict reader over a byte buffer, both bounded. A
 * message from a peer is hostile until this file has read every byte of it. */
#include "net/message.h"

#include <string.h>

/* ---- writing ---- */

typedef struct writer {
    unsigned char *p;
    size_t size, n;
    bool bad;
} writer;

static void put(writer *w, const void *bytes, size_t len)
{
    if (w->bad || len > w->size - w->n) {
        w->bad = true;
        return;
    }
    memcpy(w->p + w->n, bytes, len);
    w->n += len;
}

static void put_u8(writer *w, unsigned v)
{
    unsigned char b = (unsigned char)v;
    put(w, &b, 1);
}

static void put_uint(writer *w, uint64_t v, int bytes)
{
    unsigned char b[8];
    for (int i = 0; i < bytes; i++) b[i] = (unsigned char)(v >> (8 * i));
    put(w, b, (size_t)bytes);
}

/* A text: its length in one byte, then its bytes (no NUL). */
static void put_text(writer *w, const char *text, size_t max)
{
    size_t len = strnlen(text, max);
    if (len >= max || !net_text_ok(text, max)) {
        w->bad = true;
        return;
    }
    put_u8(w, (unsigned)len);
    put(w, text, len);
}

static void put_move(writer *w, bg_move m)
{
    put_u8(w, m.type);
    put(w, m.arg, sizeof m.arg);
}

static void put_event(writer *w, const bg_event *e)
{
    put_u8(w, e->type);
    put_u8(w, e->seat);
    put_uint(w, (uint16_t)e->a, 2);
    put_uint(w, (uint16_t)e->b, 2);
    put_uint(w, (uint16_t)e->c, 2);
    put_uint(w, (uint16_t)e->value, 2);
    put_uint(w, (uint16_t)e->d, 2);
}

size_t net_message_encode(const net_message *m, unsigned char *buf, size_t size)
{
    writer w = {buf, size, 0, false};
    if (m->type < NET_HELLO || m->type >= NET_TYPE_COUNT) return 0;
    put_u8(&w, m->type);
    put_uint(&w, m->seq, 4);
    put_uint(&w, m->count, 4);
    put_uint(&w, m->hash, 8);
    switch ((net_type)m->type) {
    case NET_HELLO:
        put_uint(&w, m->version, 2);
        put_text(&w, m->game, NET_KEY_MAX);
        put_u8(&w, (uint8_t)m->seat);
        put_text(&w, m->name, NET_NAME_MAX);
        break;
    case NET_WELCOME:
        if (m->seats < 1 || m->seats > BG_MAX_SEATS) return 0;
        put_uint(&w, m->version, 2);
        put_text(&w, m->game, NET_KEY_MAX);
        put_text(&w, m->rules, NET_VERSION_MAX);
        put_u8(&w, (uint8_t)m->seat);
        put_u8(&w, m->seats);
        for (int i = 0; i < m->seats; i++) {
            put_text(&w, m->seat_info[i].name, NET_NAME_MAX);
            put_u8(&w, m->seat_info[i].control);
            put_u8(&w, m->seat_info[i].colour);
        }
        put_u8(&w, m->connected);
        if (m->param_count > NET_PARAMS_MAX) return 0;
        put_u8(&w, m->param_count);
        for (int i = 0; i < m->param_count; i++) put_text(&w, m->params[i], NET_PARAM_TEXT);
        break;
    case NET_UPDATE:
        if (m->view_len > NET_VIEW_MAX || m->event_count > BG_EVENTS_MAX || m->legal_count > NET_LEGAL_MAX) return 0;
        put_u8(&w, m->connected);
        put_u8(&w, (uint8_t)m->prompt.seat);
        put_u8(&w, m->prompt.kind);
        put_uint(&w, m->winners, 2);
        put_uint(&w, m->view_hash, 8);
        put_uint(&w, m->view_len, 2);
        put(&w, m->view, m->view_len);
        put_u8(&w, m->events_lost);
        put_uint(&w, m->event_count, 2);
        for (int i = 0; i < m->event_count; i++) put_event(&w, &m->events[i]);
        put_uint(&w, m->legal_count, 2);
        for (int i = 0; i < m->legal_count; i++) put_move(&w, m->legal[i]);
        break;
    case NET_MOVE:
        put_u8(&w, (uint8_t)m->seat);
        put_move(&w, m->move);
        break;
    case NET_REFUSED:
    case NET_BYE:
        put_text(&w, m->text, NET_TEXT_MAX);
        break;
    case NET_RESYNC:
    case NET_PING:
    case NET_PONG:
    case NET_TYPE_COUNT:
        break;
    }
    return w.bad ? 0 : w.n;
}

/* ---- reading ---- */

typedef struct reader {
    const unsigned char *p;
    size_t len, n;
    const char *why; /* the first thing wrong */
} reader;

static bool take(reader *r, void *out, size_t len, const char *what)
{
    if (r->why) return false;
    if (len > r->len - r->n) {
        r->why = what;
        return false;
    }
    memcpy(out, r->p + r->n, len);
    r->n += len;
    return true;
}

static uint64_t get_uint(reader *r, int bytes, const char *what)
{
    unsigned char b[8] = {0};
    if (!take(r, b, (size_t)bytes, what)) return 0;
    uint64_t v = 0;
    for (int i = bytes - 1; i >= 0; i--) v = v << 8 | b[i];
    return v;
}

static unsigned get_u8(reader *r, const char *what) { return (unsigned)get_uint(r, 1, what); }

static void get_text(reader *r, char *out, size_t max, const char *what)
{
    out[0] = 0;
    size_t len = get_u8(r, what);
    if (r->why) return;
    if (len >= max) {
        r->why = what;
        return;
    }
    if (!take(r, out, len, what)) return;
    out[len] = 0;
    if (strlen(out) != len || !net_text_ok(out, max)) r->why = what; /* no NUL inside */
}

static bg_move get_move(reader *r)
{
    bg_move m = {0};
    m.type = (uint8_t)get_u8(r, "a move is cut short");
    take(r, m.arg, sizeof m.arg, "a move is cut short");
    return m;
}

static void get_event(reader *r, bg_event *e)
{
    e->type = (uint8_t)get_u8(r, "an event is cut short");
    e->seat = (uint8_t)get_u8(r, "an event is cut short");
    e->a = (int16_t)(uint16_t)get_uint(r, 2, "an event is cut short");
    e->b = (int16_t)(uint16_t)get_uint(r, 2, "an event is cut short");
    e->c = (int16_t)(uint16_t)get_uint(r, 2, "an event is cut short");
    e->value = (int16_t)(uint16_t)get_uint(r, 2, "an event is cut short");
    e->d = (int16_t)(uint16_t)get_uint(r, 2, "an event is cut short");
}

static int8_t get_seat(reader *r, bool any_allowed, const char *what)
{
    int v = (int8_t)get_u8(r, what);
    if (!r->why && (v >= BG_MAX_SEATS || v < (any_allowed ? -1 : 0))) r->why = what;
    return (int8_t)v;
}

const char *net_message_parse(const unsigned char *buf, size_t len, net_message *m)
{
    reader r = {buf, len, 0, NULL};
    if (len > NET_MESSAGE_MAX) return "the message is too large";
    m->type = (uint8_t)get_u8(&r, "empty message");
    if (!r.why && (m->type < NET_HELLO || m->type >= NET_TYPE_COUNT)) return "unknown message type";
    m->seq = (uint32_t)get_uint(&r, 4, "the header is cut short");
    m->count = (uint32_t)get_uint(&r, 4, "the header is cut short");
    m->hash = get_uint(&r, 8, "the header is cut short");
    switch ((net_type)m->type) {
    case NET_HELLO:
        m->version = (uint16_t)get_uint(&r, 2, "hello: no version");
        get_text(&r, m->game, NET_KEY_MAX, "hello: a bad game key");
        m->seat = get_seat(&r, true, "hello: no such seat");
        get_text(&r, m->name, NET_NAME_MAX, "hello: a bad name");
        break;
    case NET_WELCOME:
        m->version = (uint16_t)get_uint(&r, 2, "welcome: no version");
        get_text(&r, m->game, NET_KEY_MAX, "welcome: a bad game key");
        get_text(&r, m->rules, NET_VERSION_MAX, "welcome: a bad rules version");
        m->seat = get_seat(&r, false, "welcome: no such seat");
        m->seats = (uint8_t)get_u8(&r, "welcome: no seat count");
        if (!r.why && (m->seats < 1 || m->seats > BG_MAX_SEATS || m->seat >= m->seats)) r.why = "welcome: a bad seat count";
        for (int i = 0; i < m->seats && !r.why; i++) {
            get_text(&r, m->seat_info[i].name, NET_NAME_MAX, "welcome: a bad seat name");
            m->seat_info[i].control = (uint8_t)get_u8(&r, "welcome: a seat is cut short");
            if (!r.why && m->seat_info[i].control >= 4) r.why = "welcome: a bad seat control";
            m->seat_info[i].colour = (uint8_t)get_u8(&r, "welcome: a seat is cut short");
            if (!r.why && m->seat_info[i].colour >= 4) r.why = "welcome: a bad seat colour";
        }
        m->connected = (uint8_t)get_u8(&r, "welcome: cut short");
        m->param_count = (uint8_t)get_u8(&r, "welcome: no settings");
        if (!r.why && m->param_count > NET_PARAMS_MAX) r.why = "welcome: too many settings";
        for (int i = 0; i < m->param_count && !r.why; i++) get_text(&r, m->params[i], NET_PARAM_TEXT, "welcome: a bad setting");
        break;
    case NET_UPDATE:
        m->connected = (uint8_t)get_u8(&r, "update: cut short");
        m->prompt.seat = get_seat(&r, true, "update: a bad prompt seat");
        m->prompt.kind = (uint8_t)get_u8(&r, "update: cut short");
        m->winners = (uint16_t)get_uint(&r, 2, "update: cut short");
        m->view_hash = get_uint(&r, 8, "update: cut short");
        m->view_len = (uint16_t)get_uint(&r, 2, "update: cut short");
        if (!r.why && m->view_len > NET_VIEW_MAX) r.why = "update: the view is too large";
        take(&r, m->view, m->view_len, "update: the view is cut short");
        unsigned lost = get_u8(&r, "update: cut short");
        if (!r.why && lost > 1) r.why = "update: a bad flag";
        m->events_lost = lost == 1;
        m->event_count = (uint16_t)get_uint(&r, 2, "update: cut short");
        if (!r.why && m->event_count > BG_EVENTS_MAX) r.why = "update: too many events";
        for (int i = 0; i < m->event_count && !r.why; i++) get_event(&r, &m->events[i]);
        m->legal_count = (uint16_t)get_uint(&r, 2, "update: cut short");
        if (!r.why && m->legal_count > NET_LEGAL_MAX) r.why = "update: too many legal moves";
        for (int i = 0; i < m->legal_count && !r.why; i++) m->legal[i] = get_move(&r);
        break;
    case NET_MOVE:
        m->seat = get_seat(&r, false, "move: no such seat");
        m->move = get_move(&r);
        break;
    case NET_REFUSED:
    case NET_BYE:
        get_text(&r, m->text, NET_TEXT_MAX, "a bad reason text");
        break;
    case NET_RESYNC:
    case NET_PING:
    case NET_PONG:
    case NET_TYPE_COUNT:
        break;
    }
    if (r.why) return r.why;
    if (r.n != len) return "bytes left over after the message";
    return NULL;
}

bool net_text_ok(const char *text, size_t max)
{
    size_t len = strnlen(text, max);
    if (len >= max) return false;
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)text[i];
        if (c < 0x20 || c == 0x7f) return false;
    }
    return true;
}

const char *net_type_name(int type)
{
    static const char *const names[NET_TYPE_COUNT] = {
        [NET_HELLO] = "hello", [NET_WELCOME] = "welcome", [NET_UPDATE] = "update", [NET_MOVE] = "move",
        [NET_REFUSED] = "refused", [NET_RESYNC] = "resync", [NET_PING] = "ping", [NET_PONG] = "pong",
        [NET_BYE] = "bye",
    };
    return type > 0 && type < NET_TYPE_COUNT ? names[type] : "?";
}

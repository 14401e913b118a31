/* A connection's frames, handshake and encryption (see channel.h). Everything a peer sends is bounded here
 * before it is looked at: a frame's length first, then its decryption, then net_message_parse. */
#include "net/channel.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

static const unsigned char magic[8] = {'G', 'A', 'H', 'N', 'E', 'T', '0' + NET_PROTOCOL_VERSION, 0};

#define CLIENT_OPEN_LEN (sizeof magic + NET_ROOM_LEN + crypto_kx_PUBLICKEYBYTES)
#define HOST_REPLY_LEN (sizeof magic + 1 + crypto_kx_PUBLICKEYBYTES + crypto_secretstream_xchacha20poly1305_HEADERBYTES)
#define HEADER_LEN crypto_secretstream_xchacha20poly1305_HEADERBYTES

enum { REPLY_OK = 0, REPLY_NO_ROOM = 1 };

static bool conn_init(net_conn *c, int fd, bool host_side)
{
    memset(c, 0, sizeof *c);
    c->fd = fd;
    c->host_side = host_side;
    c->in = malloc(4 + NET_FRAME_MAX);
    c->scratch = malloc(NET_FRAME_MAX);
    if (!c->in || !c->scratch || sodium_init() < 0) {
        net_conn_close(c, "out of memory");
        return false;
    }
    crypto_kx_keypair(c->kx_pk, c->kx_sk);
    return true;
}

void net_conn_free(net_conn *c)
{
    net_conn_close(c, "closed");
    free(c->in), free(c->scratch), free(c->out);
    sodium_memzero(c, sizeof *c);
    c->fd = -1;
}

void net_conn_close(net_conn *c, const char *why)
{
    if (c->phase == NET_PHASE_CLOSED) return;
    c->phase = NET_PHASE_CLOSED;
    snprintf(c->why, sizeof c->why, "%s", why);
    if (c->fd >= 0) close(c->fd);
    c->fd = -1;
    c->out_len = 0;
}

/* Appends a frame (its length, then its bytes) to the send queue. */
static bool queue_frame(net_conn *c, const unsigned char *bytes, size_t len)
{
    if (c->phase == NET_PHASE_CLOSED) return false;
    if (c->out_len + 4 + len > NET_OUT_MAX) {
        net_conn_close(c, "the peer does not read what it is sent");
        return false;
    }
    if (c->out_len + 4 + len > c->out_cap) {
        size_t cap = c->out_cap ? c->out_cap : 65536;
        while (cap < c->out_len + 4 + len) cap *= 2;
        unsigned char *grown = realloc(c->out, cap);
        if (!grown) {
            net_conn_close(c, "out of memory");
            return false;
        }
        c->out = grown, c->out_cap = cap;
    }
    unsigned char *p = c->out + c->out_len;
    p[0] = (unsigned char)(len >> 24), p[1] = (unsigned char)(len >> 16), p[2] = (unsigned char)(len >> 8);
    p[3] = (unsigned char)len;
    memcpy(p + 4, bytes, len);
    c->out_len += 4 + len;
    return true;
}

bool net_conn_client(net_conn *c, int fd, const net_key *key)
{
    if (!conn_init(c, fd, false)) return false;
    c->key = key;
    unsigned char open[CLIENT_OPEN_LEN];
    memcpy(open, magic, sizeof magic);
    memcpy(open + sizeof magic, key->room, NET_ROOM_LEN);
    memcpy(open + sizeof magic + NET_ROOM_LEN, c->kx_pk, sizeof c->kx_pk);
    return queue_frame(c, open, sizeof open);
}

bool net_conn_host(net_conn *c, int fd, net_room_lookup lookup, void *ctx)
{
    if (!conn_init(c, fd, true)) return false;
    c->lookup = lookup, c->lookup_ctx = ctx;
    return true;
}

/* The stream keys of this connection: the key exchange's two keys, each hashed under the code's key, so
 * that only holders of the code get them, and fresh ones on every connection. */
static bool stream_keys(net_conn *c, const unsigned char *peer_pk, unsigned char tx_key[32], unsigned char rx_key[32])
{
    unsigned char rx[crypto_kx_SESSIONKEYBYTES], tx[crypto_kx_SESSIONKEYBYTES];
    int bad = c->host_side ? crypto_kx_server_session_keys(rx, tx, c->kx_pk, c->kx_sk, peer_pk)
                           : crypto_kx_client_session_keys(rx, tx, c->kx_pk, c->kx_sk, peer_pk);
    if (bad) return false;
    crypto_generichash(tx_key, 32, tx, sizeof tx, c->key->psk, sizeof c->key->psk);
    crypto_generichash(rx_key, 32, rx, sizeof rx, c->key->psk, sizeof c->key->psk);
    sodium_memzero(rx, sizeof rx), sodium_memzero(tx, sizeof tx);
    sodium_memzero(c->kx_sk, sizeof c->kx_sk);
    return true;
}

/* One clear frame of the handshake. */
static void handshake_frame(net_conn *c, const unsigned char *f, size_t len)
{
    unsigned char tx_key[32], rx_key[32], header[HEADER_LEN];
    if (c->host_side && c->step == 0) {
        if (len != CLIENT_OPEN_LEN || memcmp(f, magic, sizeof magic)) {
            net_conn_close(c, "not a game client of this version");
            return;
        }
        char room[NET_ROOM_LEN + 1] = {0};
        memcpy(room, f + sizeof magic, NET_ROOM_LEN);
        c->key = c->lookup ? c->lookup(c->lookup_ctx, room) : NULL;
        unsigned char reply[HOST_REPLY_LEN] = {0};
        memcpy(reply, magic, sizeof magic);
        if (!c->key) {
            reply[sizeof magic] = REPLY_NO_ROOM;
            queue_frame(c, reply, sizeof reply);
            net_conn_flush(c);
            net_conn_close(c, "no game with that invite code");
            return;
        }
        if (!stream_keys(c, f + sizeof magic + NET_ROOM_LEN, tx_key, rx_key)) {
            net_conn_close(c, "a bad key-exchange key");
            return;
        }
        crypto_secretstream_xchacha20poly1305_init_push(&c->tx, header, tx_key);
        memcpy(c->scratch, rx_key, 32); /* kept until the client's header comes */
        reply[sizeof magic] = REPLY_OK;
        memcpy(reply + sizeof magic + 1, c->kx_pk, sizeof c->kx_pk);
        memcpy(reply + sizeof magic + 1 + sizeof c->kx_pk, header, sizeof header);
        queue_frame(c, reply, sizeof reply);
        c->step = 1;
    } else if (c->host_side) {
        if (len != HEADER_LEN || crypto_secretstream_xchacha20poly1305_init_pull(&c->rx, f, c->scratch) != 0) {
            net_conn_close(c, "a bad stream header");
            return;
        }
        c->phase = NET_PHASE_OPEN;
    } else {
        if (len != HOST_REPLY_LEN || memcmp(f, magic, sizeof magic)) {
            net_conn_close(c, "not a game host of this version");
            return;
        }
        if (f[sizeof magic] != REPLY_OK) {
            net_conn_close(c, "the host has no game with this invite code");
            return;
        }
        if (!stream_keys(c, f + sizeof magic + 1, tx_key, rx_key) ||
            crypto_secretstream_xchacha20poly1305_init_pull(&c->rx, f + sizeof magic + 1 + crypto_kx_PUBLICKEYBYTES,
                                                            rx_key) != 0) {
            net_conn_close(c, "a bad answer from the host");
            return;
        }
        crypto_secretstream_xchacha20poly1305_init_push(&c->tx, header, tx_key);
        queue_frame(c, header, sizeof header);
        c->phase = NET_PHASE_OPEN;
    }
    sodium_memzero(tx_key, sizeof tx_key), sodium_memzero(rx_key, sizeof rx_key);
}

/* The largest frame the peer may send now: the handshake's are small. */
static size_t frame_limit(const net_conn *c)
{
    return c->phase == NET_PHASE_HANDSHAKE ? HOST_REPLY_LEN : NET_FRAME_MAX;
}

int net_conn_recv(net_conn *c, net_message *m)
{
    for (;;) {
        if (c->phase == NET_PHASE_CLOSED) return -1;
        if (c->in_len >= 4) {
            size_t len = (size_t)c->in[0] << 24 | (size_t)c->in[1] << 16 | (size_t)c->in[2] << 8 | c->in[3];
            if (len == 0 || len > frame_limit(c)) {
                net_conn_close(c, "a frame of a size no message has");
                return -1;
            }
            if (c->in_len >= 4 + len) {
                const unsigned char *f = c->in + 4;
                int got = 0;
                if (c->phase == NET_PHASE_HANDSHAKE) {
                    handshake_frame(c, f, len);
                } else {
                    unsigned long long plain_len = 0;
                    unsigned char tag = 0;
                    const char *why;
                    if (crypto_secretstream_xchacha20poly1305_pull(&c->rx, c->scratch, &plain_len, &tag, f, len, NULL, 0) != 0)
                        net_conn_close(c, "a message that does not decrypt (a wrong invite code, or altered or replayed)");
                    else if ((why = net_message_parse(c->scratch, (size_t)plain_len, m)) != NULL)
                        net_conn_close(c, why);
                    else if (m->seq != c->seq_in + 1)
                        net_conn_close(c, "a message out of sequence (replayed?)");
                    else
                        c->seq_in = m->seq, got = 1;
                }
                if (c->phase != NET_PHASE_CLOSED) {
                    memmove(c->in, c->in + 4 + len, c->in_len - 4 - len);
                    c->in_len -= 4 + len;
                }
                if (got) return 1;
                continue;
            }
        }
        size_t room = 4 + NET_FRAME_MAX - c->in_len;
        ssize_t n = recv(c->fd, c->in + c->in_len, room, 0);
        if (n > 0) {
            c->in_len += (size_t)n;
            continue;
        }
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) return 0;
        if (n < 0 && errno == EINTR) continue;
        net_conn_close(c, n == 0 ? "the other side closed the connection" : strerror(errno));
        return -1;
    }
}

bool net_conn_send(net_conn *c, net_message *m)
{
    if (c->phase != NET_PHASE_OPEN) return false;
    m->seq = c->seq_out + 1;
    unsigned char *plain = malloc(NET_MESSAGE_MAX);
    if (!plain) {
        net_conn_close(c, "out of memory");
        return false;
    }
    size_t len = net_message_encode(m, plain, NET_MESSAGE_MAX);
    bool ok = false;
    if (!len) {
        net_conn_close(c, "a message that cannot be written (a field out of range)");
    } else {
        unsigned long long ct_len = 0;
        unsigned char tag = m->type == NET_BYE ? crypto_secretstream_xchacha20poly1305_TAG_FINAL
                                               : crypto_secretstream_xchacha20poly1305_TAG_MESSAGE;
        crypto_secretstream_xchacha20poly1305_push(&c->tx, c->scratch, &ct_len, plain, len, NULL, 0, tag);
        ok = queue_frame(c, c->scratch, (size_t)ct_len);
        if (ok) c->seq_out = m->seq;
    }
    free(plain);
    return ok;
}

bool net_conn_flush(net_conn *c)
{
    size_t sent = 0;
    while (c->phase != NET_PHASE_CLOSED && sent < c->out_len) {
        ssize_t n = send(c->fd, c->out + sent, c->out_len - sent, MSG_NOSIGNAL);
        if (n > 0) sent += (size_t)n;
        else if (n < 0 && errno == EINTR) continue;
        else if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) break;
        else {
            net_conn_close(c, n < 0 ? strerror(errno) : "the connection is gone");
            return false;
        }
    }
    if (c->phase == NET_PHASE_CLOSED) return false;
    if (sent) memmove(c->out, c->out + sent, c->out_len - sent);
    c->out_len -= sent;
    return true;
}

bool net_conn_wants_write(const net_conn *c) { return c->phase != NET_PHASE_CLOSED && c->out_len > 0; }

void net_conn_bye(net_conn *c, const char *why)
{
    if (c->phase == NET_PHASE_OPEN) {
        static const net_message empty;
        net_message *m = malloc(sizeof *m);
        if (m) {
            *m = empty;
            m->type = NET_BYE;
            snprintf(m->text, sizeof m->text, "%s", why);
            for (char *p = m->text; *p; p++)
                if ((unsigned char)*p < 0x20 || *p == 0x7f) *p = ' ';
            net_conn_send(c, m);
            net_conn_flush(c);
            free(m);
        }
    }
    net_conn_close(c, why);
}

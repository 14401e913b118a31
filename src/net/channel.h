/* One connection between a host and a client: a non-blocking TCP socket, frames behind a four-byte length,
 * a handshake, and every message after it encrypted and authenticated with libsodium under keys that only
 * holders of the invite code can compute. No cryptography of our own: the invite code's key comes from
 * crypto_pwhash, each connection's keys from crypto_kx (fresh key pairs) mixed with it by crypto_generichash,
 * and messages go through crypto_secretstream (which refuses a replayed, reordered, cut or altered frame).
 *
 * The handshake, in clear: the client sends the magic, the code's public room and its key-exchange key; the
 * host answers with the magic, a status, its key-exchange key and its stream header; the client sends its
 * stream header. From then on every frame is a secretstream message holding one net_message. */
#ifndef NET_CHANNEL_H
#define NET_CHANNEL_H

#include <sodium.h>
#include <stdbool.h>
#include <stddef.h>

#include "net/message.h"

#define NET_ROOM_LEN 4    /* the public part of an invite code: which game of the host */
#define NET_SECRET_LEN 8  /* the secret part: about 40 bits, stretched by crypto_pwhash */
#define NET_CODE_TEXT 16  /* "ROOM-SECR-ETXX" and its NUL */
/* The largest frame: a whole message and the stream's tag. */
#define NET_FRAME_MAX (NET_MESSAGE_MAX + crypto_secretstream_xchacha20poly1305_ABYTES)
/* What may wait to be sent to one peer: past it the peer is not reading, and is dropped. */
#define NET_OUT_MAX (1u << 20)

/* An invite code's key: the room names the game, the key is what both sides derive from the whole code. */
typedef struct net_key {
    char room[NET_ROOM_LEN + 1];
    unsigned char psk[crypto_generichash_KEYBYTES];
} net_key;

/* A new code, "ROOM-SECR-ETXX": 12 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
void net_code_new(char out[NET_CODE_TEXT]);
/* The code in its one written form (upper case, dashes where they go), from what a person typed (any
 * case, spaces or dashes anywhere); false when it is not a code. */
bool net_code_normalise(const char *typed, char out[NET_CODE_TEXT]);
/* The key of a code (crypto_pwhash: about a tenth of a second and 64 MiB); false with the reason. */
bool net_key_derive(const char *code, net_key *out, char *err, size_t err_size);

typedef enum net_phase {
    NET_PHASE_HANDSHAKE, /* the clear frames */
    NET_PHASE_OPEN,      /* encrypted messages both ways */
    NET_PHASE_CLOSED,    /* `why` says why; the socket is closed */
} net_phase;

/* The host finds the key of a room (NULL: no such game here). */
typedef const net_key *(*net_room_lookup)(void *ctx, const char *room);

typedef struct net_conn {
    int fd;
    bool host_side;
    net_phase phase;
    int step;                          /* within the handshake */
    const net_key *key;
    net_room_lookup lookup;            /* host side */
    void *lookup_ctx;
    unsigned char kx_pk[crypto_kx_PUBLICKEYBYTES], kx_sk[crypto_kx_SECRETKEYBYTES];
    crypto_secretstream_xchacha20poly1305_state tx, rx;
    uint32_t seq_out, seq_in;          /* the last message sent and received */
    unsigned char *in;                 /* 4 + NET_FRAME_MAX bytes: at most one frame and a part of the next */
    size_t in_len;
    unsigned char *scratch;            /* NET_FRAME_MAX bytes: a message being encoded or decrypted */
    unsigned char *out;                /* the send queue, up to NET_OUT_MAX */
    size_t out_len, out_cap;
    char why[NET_TEXT_MAX];
} net_conn;

/* A connection over a connected, non-blocking socket. The client side starts its handshake with `key` at
 * once; the host side waits for one and finds the key through `lookup`. False when out of memory (the
 * socket is then closed). */
bool net_conn_client(net_conn *c, int fd, const net_key *key);
bool net_conn_host(net_conn *c, int fd, net_room_lookup lookup, void *ctx);
void net_conn_free(net_conn *c);

/* The next message from the peer, reading the socket as far as needed: 1 with a message in *m, 0 when none
 * is complete yet, -1 once the connection is closed (`why` says why: the peer left, a frame too large, a
 * frame that does not decrypt, a message out of order or unreadable). */
int net_conn_recv(net_conn *c, net_message *m);
/* Queues a message (its seq is set here); false when the connection is closed or the queue is full (it is
 * then closed). Call net_conn_flush to send. */
bool net_conn_send(net_conn *c, net_message *m);
/* Writes what the socket takes now; false once closed. */
bool net_conn_flush(net_conn *c);
/* Whether bytes wait to be written (poll for POLLOUT). */
bool net_conn_wants_write(const net_conn *c);
/* Closes the socket and keeps the reason (the first one given). */
void net_conn_close(net_conn *c, const char *why);
/* A BYE with the reason, written as far as the socket takes it at once, then closed. */
void net_conn_bye(net_conn *c, const char *why);

/* ---- sockets (socket.c) ---- */

/* A listening socket on `bind_addr` (NULL: every address) and `port` (0: one the system picks); the port
 * in *bound. -1 with the reason. */
int net_listen(const char *bind_addr, int port, int *bound, char *err, size_t err_size);
/* An accepted connection, non-blocking, or -1 when none waits. */
int net_accept(int listen_fd);
/* Connects to `address` ("host", "host:port", "[v6]:port"; `default_port` when none is given) within
 * `timeout_ms`; a non-blocking socket, or -1 with the reason. */
int net_connect(const char *address, int default_port, int timeout_ms, char *err, size_t err_size);
/* Milliseconds on a clock that only goes forward. */
double net_now_ms(void);

#endif

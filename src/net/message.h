/* The network protocol's messages as values, and their bytes on the wire: encoding and a strict, bounded
 * parser. Pure C (no sockets, no cryptography, no allocation), so the fuzz target and the tests reach it
 * alone. A message is what one encrypted frame carries (src/net/channel.c); every one has a type, the
 * sender's sequence number, and the host's position it was made at (record length and state hash).
 *
 * The host is authoritative: a client sends HELLO, MOVE (a bg_move for its own seat, at the position it
 * saw), RESYNC, PING and BYE; the host sends WELCOME, UPDATE (the seat's own view, its redacted events,
 * its legal moves when it owes the decision), REFUSED, PONG and BYE. Integers are little-endian. */
#ifndef NET_MESSAGE_H
#define NET_MESSAGE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "bg/game.h"

#define NET_PROTOCOL_VERSION 2 /* 2: the welcome carries the seats' colours and the settings */
#define NET_KEY_MAX 16         /* a game's key, NUL included */
#define NET_VERSION_MAX 32     /* the rules' version, NUL included */
#define NET_NAME_MAX 24        /* a seat's name (BG_NAME_MAX), NUL included */
#define NET_TEXT_MAX 200       /* a reason, NUL included */
#define NET_VIEW_MAX 32768     /* a view: a game's state_size (the base game's is under 8 KiB) */
#define NET_LEGAL_MAX 512      /* legal moves sent with a prompt */
#define NET_PARAMS_MAX 32      /* settings in a welcome */
#define NET_PARAM_TEXT 120     /* one setting as "key value", NUL included */
/* The largest message: an UPDATE with the largest view, every event and every legal move. */
#define NET_MESSAGE_MAX (64 + NET_VIEW_MAX + 2 + BG_EVENTS_MAX * 12 + 2 + NET_LEGAL_MAX * 8)

typedef enum net_type {
    NET_HELLO = 1, /* client: I want to play this game (its key), this seat (-1: any remote seat free), my name */
    NET_WELCOME,   /* host: the game, your seat, every seat's name and who plays it */
    NET_UPDATE,    /* host: the position now, as your seat sees it, and what happened since your last */
    NET_MOVE,      /* client: a move for my seat, decided at the position (count, hash) */
    NET_REFUSED,   /* host: your move was refused (the reason); nothing changed */
    NET_RESYNC,    /* client: what I hold differs from what you sent: send the position again */
    NET_PING,      /* either side: still here (answered by PONG) */
    NET_PONG,
    NET_BYE,       /* either side: the reason; the connection closes after it */
    NET_TYPE_COUNT
} net_type;

/* A seat as the host reports it in WELCOME (bg_control's values, and whether a remote seat is here). */
typedef struct net_seat {
    char name[NET_NAME_MAX];
    uint8_t control; /* bg_control */
    uint8_t colour;  /* the seat's marker colour, 0..3 */
} net_seat;

typedef struct net_message {
    uint8_t type;   /* net_type */
    uint32_t seq;   /* the sender's messages count 1, 2, 3, ... on each connection */
    uint32_t count; /* the host's record length at the position the message is about */
    uint64_t hash;  /* the host's state hash there (the game's hash of its whole state: an identifier) */

    /* HELLO and WELCOME */
    uint16_t version;              /* NET_PROTOCOL_VERSION */
    char game[NET_KEY_MAX];        /* the game's key ("gah") */
    char rules[NET_VERSION_MAX];   /* WELCOME: the rules' version (bg_game.version) */
    int8_t seat;                   /* HELLO: the seat asked for (-1 any); WELCOME, MOVE: the seat */
    char name[NET_NAME_MAX];       /* HELLO: the person's name */
    uint8_t seats;                 /* WELCOME: how many seats */
    net_seat seat_info[BG_MAX_SEATS];
    /* WELCOME: the game's settings as "key value" (the game's params_format lines), but its seed: a client
     * sets up its own copy of the params from them (a table reads them) and never learns the seed. */
    uint8_t param_count;
    char params[NET_PARAMS_MAX][NET_PARAM_TEXT];

    /* UPDATE */
    uint8_t connected;             /* a bit per remote seat with someone connected (WELCOME too) */
    bg_prompt prompt;
    uint16_t winners;              /* the game's winners (0 while it goes on) */
    uint16_t view_len;             /* the game's state_size */
    uint64_t view_hash;            /* the game's hash of the view, for the receiver to compare */
    unsigned char view[NET_VIEW_MAX];
    uint16_t event_count;          /* events since the last update this seat got (redacted for it) */
    bg_event events[BG_EVENTS_MAX];
    bool events_lost;              /* some events were not sent (a resync, or more than fit) */
    uint16_t legal_count;          /* the seat's legal moves when it owes the decision */
    bg_move legal[NET_LEGAL_MAX];

    /* MOVE */
    bg_move move;

    /* REFUSED, BYE */
    char text[NET_TEXT_MAX];
} net_message;

/* Writes `m` into buf (at most `size` bytes); the length, or 0 when it does not fit or a field is out of
 * range (a text too long, more events than BG_EVENTS_MAX...). Only the fields of m->type are written. */
size_t net_message_encode(const net_message *m, unsigned char *buf, size_t size);

/* Reads one message of exactly `len` bytes. NULL when taken, else why not (for a log line); `m` is then
 * undefined. Strict: an unknown type, a field out of range, a text with control bytes or no end, a byte
 * left over, all refused. Never reads past buf[len - 1]. */
const char *net_message_parse(const unsigned char *buf, size_t len, net_message *m);

/* Whether a text field is fit to be shown: printable, no control bytes, shorter than `max`. */
bool net_text_ok(const char *text, size_t max);

/* The type's name for logs ("update"), or "?". */
const char *net_type_name(int type);

#endif

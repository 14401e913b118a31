/* Play over the network, for any game (bg/game.h): a host that holds one or several games and runs their
 * rules, and clients that play one seat each from another machine. Names no game.
 *
 * The host is authoritative: it keeps each game as a bg_session (saved after every move), a remote seat's
 * client sends moves for its own seat only, and the host sends each client its own seat's view, its own
 * redacted events and, when it owes the decision, its legal moves. Every message carries its sequence
 * number and the host's position (record length and state hash); a client whose copy differs asks again.
 * Joining takes the game's invite code; everything after the handshake is encrypted and authenticated with
 * keys derived from it (libsodium). A peer that breaks the protocol is told why and disconnected; the game
 * goes on. Nothing here blocks for long but bg_net_host_add and bg_net_client_open (the code's key: about
 * a tenth of a second) and bg_net_client_open's connect (bounded by its timeout): call those off the
 * drawing thread. Single-threaded: one host or client is used from one thread at a time. */
#ifndef BG_NET_H
#define BG_NET_H

#include <stdbool.h>
#include <stddef.h>

#include "bg/game.h"
#include "bg/session.h"

#define BG_NET_DEFAULT_PORT 4738 /* a port of our own choosing, above the well-known ones */
#define BG_NET_CODE_TEXT 16      /* an invite code as written, "K7QM-X4TR-9PBW", and its NUL */
#define BG_NET_TEXT 200          /* a reason or a notice */
#define BG_NET_GAMES_MAX 16      /* games one host holds */
#define BG_NET_PING_MS 10000     /* a client quiet for this long pings the host, which answers */

/* How patient and how strict the host is (bg_net_limits_default gives the values in brackets). */
typedef struct bg_net_limits {
    int hello_ms;       /* a new connection must have said hello within it [10 s] */
    int idle_ms;        /* a connection silent for it is dropped; at least twice BG_NET_PING_MS [60 s] */
    int stale_ms;       /* a seat's connection silent for it gives way to its player joining again [15 s] */
    int peers_max;      /* connections at once, all games together [32] */
    int per_second_max; /* messages a peer may send in one second, beyond the moves it was asked for [50] */
    int refusals_max;   /* moves refused in a row (illegal or stale) before the peer is dropped [20] */
} bg_net_limits;

void bg_net_limits_default(bg_net_limits *out);

/* A new invite code (random). */
void bg_net_code_new(char out[BG_NET_CODE_TEXT]);
/* The code as written, from what a person typed (any case, dashes and spaces anywhere); false if none. */
bool bg_net_code_normalise(const char *typed, char out[BG_NET_CODE_TEXT]);

/* ---- the host ---- */

typedef struct bg_net_host bg_net_host;

/* Something the owner of a host may want to show or log. */
typedef enum bg_net_notice_kind {
    BG_NET_JOINED,  /* someone joined `seat` (text: their name) */
    BG_NET_LEFT,    /* the seat's connection ended (text: why) */
    BG_NET_MOVED,   /* a remote seat's move was applied (`move`; the forced moves after it too) */
    BG_NET_DROPPED, /* a peer broke the protocol and was disconnected (text: why); the game goes on */
    BG_NET_NOTICE_COUNT
} bg_net_notice_kind;

typedef struct bg_net_notice {
    uint8_t kind; /* bg_net_notice_kind */
    int8_t game;  /* the game's number (bg_net_host_add), -1 when the peer had none yet */
    int8_t seat;  /* -1 when the peer had none yet */
    bg_move move;
    char text[BG_NET_TEXT];
} bg_net_notice;

/* Listens on `bind_addr` (NULL: every address) and `port` (0: a free one, see bg_net_host_port). `limits`
 * NULL: the defaults. NULL with the reason. */
bg_net_host *bg_net_host_open(const char *bind_addr, int port, const bg_net_limits *limits, char *err, size_t err_size);
int bg_net_host_port(const bg_net_host *h);
/* Hosts a game: the session stays the caller's, but while hosted it changes only through
 * bg_net_host_apply (and poll, for remote seats), or by the caller followed by bg_net_host_sync. Seats with BG_CONTROL_REMOTE are the ones clients may
 * take. `code`: its invite code (its first four characters must differ from every other game's here);
 * `save_path`: where it is saved after every move (NULL: not saved). The game's number, or -1 with the
 * reason. Derives the code's key: about a tenth of a second. */
int bg_net_host_add(bg_net_host *h, bg_session *s, const char *code, const char *save_path, char *err, size_t err_size);
/* Waits up to `timeout_ms` for the network and handles what came: connections, hellos, moves, timeouts.
 * Up to `max` notices are written to `out`; returns how many. */
int bg_net_host_poll(bg_net_host *h, int timeout_ms, bg_net_notice *out, int max);
/* A move made at the host (a computer seat, a person at the host's window, a computer taking a dropped
 * seat): applied to game `game`'s session, the forced moves after it made, the game saved and every
 * client sent its update. NULL, or the reason it was refused (nothing changed). `ev` (may be NULL) gets
 * the events, unredacted. */
const char *bg_net_host_apply(bg_net_host *h, int game, int seat, bg_move move, bg_events *ev);
/* The caller changed game `game`'s session itself (a window's table applies its people's and computers'
 * moves and the forced moves after them, or undoes one): the game is saved and every client is sent the
 * position now, with the events of the moves since the last position sent, found by playing them again on
 * a copy of it (none when the record went back: the clients then just take the new position). Nothing
 * when the session did not change. */
void bg_net_host_sync(bg_net_host *h, int game);
/* The events of every move applied to game `game` since the last call (remote seats' moves, the forced
 * moves after them, and moves given to bg_net_host_apply), unredacted, for the host's own window to show;
 * `overflow` when more came than BG_EVENTS_MAX. */
void bg_net_host_take_events(bg_net_host *h, int game, bg_events *out);
/* A bit per seat of game `game` with a client connected. */
unsigned bg_net_host_connected(const bg_net_host *h, int game);
/* How long a remote seat has had nobody connected, in ms (0 while someone is). */
double bg_net_host_absent_ms(const bg_net_host *h, int game, int seat);
/* The last save failure of game `game` ("" while saving works). */
const char *bg_net_host_save_error(const bg_net_host *h, int game);
/* Says goodbye to every client and closes. The sessions stay the caller's. */
void bg_net_host_close(bg_net_host *h);

/* ---- a client ---- */

typedef struct bg_net_client bg_net_client;

/* What bg_net_client_poll found (bits). */
enum {
    BG_NET_GOT_WELCOME = 1, /* the host took us: game, seat and names are known */
    BG_NET_GOT_UPDATE = 2,  /* a new position: view, prompt, events, legal moves */
    BG_NET_GOT_REFUSED = 4, /* our move was refused: bg_net_client_text says why (nothing changed) */
    BG_NET_CLOSED = 8,      /* the connection ended: bg_net_client_text says why */
};

/* Connects to `address` ("host", "host:port", "[v6]:port"; BG_NET_DEFAULT_PORT when none) within
 * `timeout_ms`, and asks for `seat` (-1: any remote seat free) of the game of `code`, as `name`. Blocks for
 * the connection and the code's key; the handshake goes on in poll. NULL with the reason. */
bg_net_client *bg_net_client_open(const char *address, const char *code, int seat, const char *name, int timeout_ms,
                                  char *err, size_t err_size);
/* Waits up to `timeout_ms` for the host and handles what came; BG_NET_GOT_ bits. Pings the host when
 * quiet; ends the connection when the host is silent past the idle limit. */
unsigned bg_net_client_poll(bg_net_client *c, int timeout_ms);
/* Sends a move for our seat at the position last received; the legal moves are empty until the host's
 * answer (the next update, or a refusal with the position again). False when the connection is closed. */
bool bg_net_client_send(bg_net_client *c, bg_move move);
/* Asks the host for the position again. */
bool bg_net_client_resync(bg_net_client *c);
bool bg_net_client_open_now(const bg_net_client *c);      /* not closed */
const bg_game *bg_net_client_game(const bg_net_client *c); /* NULL before the welcome */
int bg_net_client_seat(const bg_net_client *c);
int bg_net_client_seats(const bg_net_client *c);
const char *bg_net_client_name(const bg_net_client *c, int seat);
int bg_net_client_control(const bg_net_client *c, int seat); /* bg_control */
int bg_net_client_colour(const bg_net_client *c, int seat);  /* the seat's marker colour, 0..3 */
/* The game's settings as the host's (game->params_size bytes) but the seed, which stays the host's; NULL
 * before the welcome. A window sets up its own session from them and shows the view on it. */
const void *bg_net_client_params(const bg_net_client *c);
unsigned bg_net_client_connected(const bg_net_client *c);     /* a bit per seat with a client connected */
/* The last position received: the seat's view (game->state_size bytes; NULL before the first), the
 * prompt, the winners, the host's record length and state hash, and the events that led there (redacted
 * for us; `lost` when some were not sent, as after a rejoin). */
const void *bg_net_client_view(const bg_net_client *c);
bg_prompt bg_net_client_prompt(const bg_net_client *c);
unsigned bg_net_client_winners(const bg_net_client *c);
int bg_net_client_count(const bg_net_client *c);
uint64_t bg_net_client_hash(const bg_net_client *c);
const bg_events *bg_net_client_events(const bg_net_client *c, bool *lost);
/* Our legal moves when we owe the decision (else 0). */
int bg_net_client_legal(const bg_net_client *c, const bg_move **moves);
/* The reason of the last refusal, or why the connection closed. */
const char *bg_net_client_text(const bg_net_client *c);
/* How many times the view received did not hash to what the host said (each one asked again). */
int bg_net_client_resyncs(const bg_net_client *c);
void bg_net_client_close(bg_net_client *c);

#endif

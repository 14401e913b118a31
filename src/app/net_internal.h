/* What the window's network play keeps (net_play.c hosts and joins; net_line.c draws the line over the
 * table): shared by those two files only. */
#ifndef GAH_APP_NET_INTERNAL_H
#define GAH_APP_NET_INTERNAL_H

#include "app/internal.h"
#include "bg/net.h"

typedef enum net_mode {
    NET_OFF,
    NET_HOST_OPENING, /* the invite code's key is being derived on the thread: the table waits */
    NET_HOSTING,
    NET_JOINING,      /* connecting on the thread, or waiting for the host's welcome and first position */
    NET_JOINED,       /* the joined game is on the table (connected, or rejoining after a drop) */
} net_mode;

/* A joined game that lost its host tries again this often (house value: quick enough that a player who
 * restarts the host's window finds the game going on, slow enough not to flood a host that is away). */
#define NET_REJOIN_MS 2000
/* Connecting gives up after this long (a host that is not there, a port closed by a router). */
#define NET_CONNECT_MS 5000

struct app_net {
    int mode;
    SDL_Thread *thread;
    SDL_atomic_t done;
    char err[BG_NET_TEXT];
    char news[BG_NET_TEXT]; /* the line's last event: someone joined or left, the connection lost */
    /* Hosting */
    bg_net_host *host;
    bg_session *session; /* the table's, while hosted */
    int game, port;
    char code[BG_NET_CODE_TEXT];
    char address[64];
    bool stand_in[BG_MAX_SEATS]; /* a computer plays the remote seat until its player is back */
    void *before;                /* the session's state before the poll: a remote seat's steps are shown from it */
    bg_net_notice notes[16];
    /* Joining */
    bg_net_client *client, *opened; /* the connection, and one the thread has just opened */
    char join_address[128], join_code[BG_NET_CODE_TEXT], join_name[BG_NAME_MAX];
    int join_seat;  /* -1: any seat open (the first join); our seat when joining again */
    bool table_open;
    int moving_seat; /* who owed the decision at the last position: their events are paced */
    int sent_from;   /* the position a move was sent from, its count + 1 (0: none): a second click there waits */
    Uint32 retry_at;
    int rejoins;
    bg_events ev;
};

#endif

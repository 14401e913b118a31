/* Network play (bg/net.h, src/net): the message parser's strictness, and a host that keeps its game going
 * while hostile peers try everything: a wrong code, an unknown room, garbage, oversized frames, a command
 * for another seat, out of turn, a replayed frame and a replayed sequence number, a flood, silence, a seat
 * already taken or not open, too many connections, refused moves; and a client that checks what a host
 * sends (a view that does not hash to what it says is asked again; a view of the wrong size, an update
 * before the welcome end the connection). All on loopback, one thread: the test turns the host's loop and
 * the peers' in turn. The game is the registry's first, through its table. */
#include "test.h"

#include "bg/games.h"
#include "bg/net.h"
#include "net/channel.h"

#include <stdlib.h>
#include <sys/socket.h>
#include <unistd.h>

static const char *const code = "H7ST-1LEX-2345"; /* 1 and L are not in the alphabet: refused */
static const char *const good_code = "H7ST-QWER-2345";
static const char *const wrong_code = "H7ST-QWER-2346"; /* the same room, another secret */
static const char *const other_room = "ZZZZ-QWER-2345";

static bg_net_host *host;
static bg_session game;
static int game_id;
static char dropped[64][BG_NET_TEXT]; /* the reasons of the last peers dropped */
static int dropped_count;
static net_key key;
static net_message msg;

/* Turns the host's loop for `ms`, keeping the reasons it dropped peers for. */
static void pump(int ms)
{
    double end = net_now_ms() + ms;
    do {
        bg_net_notice notes[16];
        int n = bg_net_host_poll(host, 2, notes, 16);
        for (int i = 0; i < n; i++)
            if (notes[i].kind == BG_NET_DROPPED || notes[i].kind == BG_NET_LEFT)
                snprintf(dropped[dropped_count++ % 64], BG_NET_TEXT, "%s", notes[i].text);
    } while (net_now_ms() < end);
}

static bool dropped_for(const char *words)
{
    for (int i = 0; i < 64 && i < dropped_count; i++)
        if (strstr(dropped[i], words)) return true;
    return false;
}

static void forget_drops(void)
{
    dropped_count = 0;
    memset(dropped, 0, sizeof dropped);
}

/* Until the client's poll reports one of `bits` (or 3 s); bits 0: for 20 ms, taking what comes. */
static unsigned client_wait(bg_net_client *c, unsigned bits)
{
    unsigned got = 0;
    for (double end = net_now_ms() + (bits ? 3000 : 20); net_now_ms() < end && (!bits || !(got & bits));) {
        pump(2);
        got |= bg_net_client_poll(c, 2);
    }
    return got;
}

/* The next message of a raw connection, turning the host meanwhile: its type, -1 once closed, 0 if none. */
static int conn_wait(net_conn *c, int ms)
{
    for (double end = net_now_ms() + ms; net_now_ms() < end;) {
        net_conn_flush(c);
        pump(2);
        int got = net_conn_recv(c, &msg);
        if (got < 0) return -1;
        if (got > 0) return msg.type;
    }
    return 0;
}

/* A connection through the handshake that said hello for `seat`: true once welcomed. */
static bool conn_join(net_conn *c, int seat)
{
    char err[200];
    int fd = net_connect("127.0.0.1", bg_net_host_port(host), 3000, err, sizeof err);
    if (fd < 0 || !net_conn_client(c, fd, &key)) return false;
    for (double end = net_now_ms() + 3000; c->phase == NET_PHASE_HANDSHAKE && net_now_ms() < end;) {
        net_conn_flush(c);
        pump(2);
        if (net_conn_recv(c, &msg) < 0) return false;
    }
    memset(&msg, 0, sizeof msg);
    msg.type = NET_HELLO;
    msg.version = NET_PROTOCOL_VERSION;
    msg.seat = (int8_t)seat;
    snprintf(msg.name, sizeof msg.name, "Mallory");
    if (!net_conn_send(c, &msg)) return false;
    return conn_wait(c, 3000) == NET_WELCOME && conn_wait(c, 3000) == NET_UPDATE;
}

/* Until the connection is closed by the host (within 5 s, whatever it is sent meanwhile): true when it was. */
static bool conn_closed(net_conn *c)
{
    for (double end = net_now_ms() + 5000; net_now_ms() < end;)
        if (conn_wait(c, 100) < 0) return true;
    return false;
}

/* A move decided at the position `count`, `hash`. */
static void send_move_at(net_conn *c, int seat, bg_move move, int count, uint64_t hash)
{
    memset(&msg, 0, sizeof msg);
    msg.type = NET_MOVE;
    msg.seat = (int8_t)seat;
    msg.count = (uint32_t)count;
    msg.hash = hash;
    msg.move = move;
    net_conn_send(c, &msg);
}

static void send_move(net_conn *c, int seat, bg_move move)
{
    send_move_at(c, seat, move, game.count, bg_session_hash(&game));
}

/* One move of the game: the honest client's when seat 0 owes it, else the host's own (first legal move). */
static bool advance(bg_net_client *honest)
{
    const bg_game *g = game.game;
    bg_prompt pr = g->prompt(game.state);
    if (pr.seat < 0) return false;
    int before = game.count;
    if (pr.seat == 0) {
        const bg_move *moves;
        client_wait(honest, 0); /* take what is waiting */
        int n = bg_net_client_legal(honest, &moves);
        if (!n || bg_net_client_count(honest) != game.count) return false;
        bg_net_client_send(honest, moves[0]);
        for (double end = net_now_ms() + 3000; game.count == before && net_now_ms() < end;) pump(2);
    } else {
        bg_move moves[512];
        int n = g->legal(game.state, moves, 512);
        if (!n || bg_net_host_apply(host, game_id, pr.seat, moves[0], NULL)) return false;
    }
    client_wait(honest, BG_NET_GOT_UPDATE);
    return game.count > before;
}

/* The game goes on: a move is made and the honest client holds the host's position afterwards. */
static void check_goes_on(bg_net_client *honest)
{
    CHECK(advance(honest));
    CHECK(bg_net_client_open_now(honest));
    CHECK_EQ(bg_net_client_count(honest), game.count);
    CHECK(bg_net_client_hash(honest) == bg_session_hash(&game));
}

/* Until seat 0 (the honest client's) owes the decision. */
static void until_seat0(bg_net_client *honest)
{
    for (int i = 0; i < 200 && game.game->prompt(game.state).seat != 0; i++) advance(honest);
    CHECK_EQ(game.game->prompt(game.state).seat, 0);
    client_wait(honest, 0);
}

static void test_codes(void)
{
    char out[BG_NET_CODE_TEXT], again[BG_NET_CODE_TEXT];
    bg_net_code_new(out);
    CHECK_EQ(strlen(out), 14);
    CHECK(bg_net_code_normalise(out, again) && !strcmp(out, again));
    CHECK(bg_net_code_normalise("h7st qwer 2345", again) && !strcmp(again, good_code));
    CHECK(!bg_net_code_normalise(code, again));         /* letters that look like digits are not used */
    CHECK(!bg_net_code_normalise("H7ST-QWER-234", again)); /* too short */
    CHECK(!bg_net_code_normalise("H7ST-QWER-23456", again));
    char err[200];
    net_key a, b, c;
    CHECK(net_key_derive(good_code, &a, err, sizeof err) && net_key_derive("h7stqwer2345", &b, err, sizeof err));
    CHECK(!memcmp(a.psk, b.psk, sizeof a.psk) && !strcmp(a.room, "H7ST"));
    CHECK(net_key_derive(wrong_code, &c, err, sizeof err) && memcmp(a.psk, c.psk, sizeof a.psk) != 0);
    CHECK(!net_key_derive(code, &c, err, sizeof err) && strstr(err, "not an invite code"));
}

static void test_parser(void)
{
    static net_message m, back;
    static unsigned char buf[NET_MESSAGE_MAX], again[NET_MESSAGE_MAX];
    for (int type = NET_HELLO; type < NET_TYPE_COUNT; type++) {
        memset(&m, 0, sizeof m);
        m.type = (uint8_t)type;
        m.seq = 7, m.count = 123, m.hash = 0x1122334455667788ULL;
        m.version = NET_PROTOCOL_VERSION;
        snprintf(m.game, sizeof m.game, "gah");
        snprintf(m.rules, sizeof m.rules, "1.2");
        snprintf(m.name, sizeof m.name, "Anna Maria");
        m.seat = 1, m.seats = 2, m.connected = 3;
        snprintf(m.seat_info[0].name, NET_NAME_MAX, "A"), snprintf(m.seat_info[1].name, NET_NAME_MAX, "B");
        m.seat_info[1].control = BG_CONTROL_REMOTE;
        m.prompt = (bg_prompt){1, 4};
        m.view_len = 100, m.view[5] = 9, m.view_hash = 42;
        m.event_count = 2, m.events[1] = (bg_event){.type = 3, .seat = 1, .a = -2, .value = 300};
        m.legal_count = 3, m.legal[2] = (bg_move){.type = 5, .arg = {1, 2, 3}};
        m.move = (bg_move){.type = 2, .arg = {4}};
        snprintf(m.text, sizeof m.text, "No vacant red room.");
        size_t len = net_message_encode(&m, buf, sizeof buf);
        CHECK(len > 0);
        CHECK(net_message_parse(buf, len, &back) == NULL);
        CHECK_EQ(back.type, type);
        CHECK_EQ(back.seq, 7);
        CHECK(back.hash == m.hash);
        CHECK_EQ(net_message_encode(&back, again, sizeof again), len);
        CHECK(!memcmp(buf, again, len));
        /* Every shorter prefix and one byte more are refused. */
        int taken = 0;
        for (size_t cut = 0; cut < len; cut++) taken += net_message_parse(buf, cut, &back) == NULL;
        CHECK_EQ(taken, 0);
        buf[len] = 0;
        CHECK(net_message_parse(buf, len + 1, &back) != NULL);
        CHECK_EQ(net_message_encode(&m, buf, len - 1), 0); /* the encoder never overruns */
    }
    /* Strict fields: an unknown type, a text with a control byte, a seat out of range, a view too large. */
    memset(&m, 0, sizeof m);
    m.type = NET_BYE;
    snprintf(m.text, sizeof m.text, "fine");
    size_t len = net_message_encode(&m, buf, sizeof buf);
    buf[0] = NET_TYPE_COUNT;
    CHECK(net_message_parse(buf, len, &back) != NULL);
    buf[0] = NET_BYE;
    buf[18] = '\n';
    CHECK(net_message_parse(buf, len, &back) != NULL);
    /* A NUL inside a text (found by the fuzzer: it read back shorter than it came). */
    buf[18] = 0;
    CHECK(net_message_parse(buf, len, &back) != NULL);
    snprintf(m.text, sizeof m.text, "bad\x1b[2J");
    CHECK_EQ(net_message_encode(&m, buf, sizeof buf), 0);
    memset(&m, 0, sizeof m);
    m.type = NET_MOVE, m.seat = 3;
    len = net_message_encode(&m, buf, sizeof buf);
    buf[17] = BG_MAX_SEATS;
    CHECK(net_message_parse(buf, len, &back) != NULL);
    memset(&m, 0, sizeof m);
    m.type = NET_UPDATE, m.view_len = 10;
    len = net_message_encode(&m, buf, sizeof buf);
    CHECK(len > 0);
    /* The view's length field says more than the largest view. */
    size_t at = 17 + 1 + 1 + 1 + 2 + 8;
    buf[at] = 0xff, buf[at + 1] = 0xff;
    CHECK(net_message_parse(buf, len, &back) != NULL);
}

static void test_hostile_peers(void)
{
    const bg_game *g = bg_games[0];
    char err[300];
    static unsigned char params[4096];
    CHECK(g->params_size <= sizeof params);
    if (g->params_size > sizeof params) return;
    g->params_default(params);
    g->params_set(params, "seed", "38", err, sizeof err);
    g->params_set(params, "players", "3", err, sizeof err); /* where a game has such a setting */
    CHECK(bg_session_start(&game, g, params, NULL) == NULL);
    int seats = g->seats(game.state);
    for (int i = 0; i < seats; i++)
        if (game.control[i] != BG_CONTROL_AUTOMA) game.control[i] = i < 2 ? BG_CONTROL_REMOTE : BG_CONTROL_COMPUTER;
    bg_net_limits limits;
    bg_net_limits_default(&limits);
    limits.hello_ms = 500;
    limits.stale_ms = 300;
    limits.peers_max = 8;
    limits.refusals_max = 3;
    /* Low, so that the honest client's quick play at the end (moves asked for, uncounted) would trip it. */
    limits.per_second_max = 10;
    host = bg_net_host_open("127.0.0.1", 0, &limits, err, sizeof err);
    CHECK(host != NULL);
    if (!host) return;
    game_id = bg_net_host_add(host, &game, good_code, NULL, err, sizeof err);
    CHECK_EQ(game_id, 0);
    CHECK(bg_net_host_add(host, &game, "H7ST-AAAA-BBBB", NULL, err, sizeof err) < 0); /* the same room twice */
    CHECK(net_key_derive(good_code, &key, err, sizeof err));
    char address[32];
    snprintf(address, sizeof address, "127.0.0.1:%d", bg_net_host_port(host));

    /* The honest player, seat 0, all along. */
    bg_net_client *honest = bg_net_client_open(address, "h7st qwer 2345", 0, "Anna", 3000, err, sizeof err);
    CHECK(honest != NULL);
    if (!honest) return;
    CHECK(client_wait(honest, BG_NET_GOT_UPDATE) & BG_NET_GOT_WELCOME);
    CHECK_EQ(bg_net_client_seat(honest), 0);
    CHECK_STR(game.names[0], "Anna");
    CHECK(bg_net_client_game(honest) == g);
    CHECK(bg_net_host_connected(host, game_id) == 1);
    /* The host's owner takes the events of the moves applied, the remote seat's among them. */
    static bg_events taken;
    bg_net_host_take_events(host, game_id, &taken);
    CHECK_EQ(taken.count, 0);
    until_seat0(honest);
    bg_net_host_take_events(host, game_id, &taken);
    check_goes_on(honest);
    bg_net_host_take_events(host, game_id, &taken);
    CHECK(taken.count > 0);
    bg_net_host_take_events(host, game_id, &taken);
    CHECK_EQ(taken.count, 0);

    /* A wrong code: the room is right, the secret is not. Nothing it sends decrypts. */
    bg_net_client *wrong = bg_net_client_open(address, wrong_code, 1, "Eve", 3000, err, sizeof err);
    CHECK(wrong != NULL);
    if (wrong) {
        CHECK(client_wait(wrong, BG_NET_CLOSED) & BG_NET_CLOSED);
        CHECK(bg_net_client_game(wrong) == NULL);
        CHECK(strstr(bg_net_client_text(wrong), "wrong invite code") != NULL);
        bg_net_client_close(wrong);
    }
    pump(50);
    CHECK(dropped_for("does not decrypt"));
    check_goes_on(honest);

    /* A code of another room. */
    forget_drops();
    wrong = bg_net_client_open(address, other_room, -1, "Eve", 3000, err, sizeof err);
    if (wrong) {
        CHECK(client_wait(wrong, BG_NET_CLOSED) & BG_NET_CLOSED);
        CHECK(strstr(bg_net_client_text(wrong), "no game with this invite code") != NULL);
        bg_net_client_close(wrong);
    }
    check_goes_on(honest);

    /* Garbage, and a length no frame has, before any handshake. */
    forget_drops();
    int fd = net_connect(address, 0, 3000, err, sizeof err);
    unsigned char junk[64];
    for (int i = 0; i < 64; i++) junk[i] = (unsigned char)(i * 37 + 11);
    junk[0] = junk[1] = 0, junk[2] = 0, junk[3] = 40; /* a frame of 40 bytes that is no client's opening */
    CHECK(send(fd, junk, sizeof junk, MSG_NOSIGNAL) == (ssize_t)sizeof junk);
    pump(100);
    CHECK(dropped_for("not a game client"));
    close(fd);
    fd = net_connect(address, 0, 3000, err, sizeof err);
    unsigned char huge[4] = {0x7f, 0xff, 0xff, 0xff};
    CHECK(send(fd, huge, 4, MSG_NOSIGNAL) == 4);
    pump(100);
    CHECK(dropped_for("a frame of a size no message has"));
    close(fd);
    check_goes_on(honest);

    /* After the handshake: an oversized frame. */
    static net_conn c;
    forget_drops();
    CHECK(conn_join(&c, 1));
    uint32_t big = NET_FRAME_MAX + 1;
    unsigned char len4[4] = {(unsigned char)(big >> 24), (unsigned char)(big >> 16), (unsigned char)(big >> 8), (unsigned char)big};
    CHECK(send(c.fd, len4, 4, MSG_NOSIGNAL) == 4);
    CHECK(conn_closed(&c));
    CHECK(dropped_for("a frame of a size no message has"));
    net_conn_free(&c);
    check_goes_on(honest);

    /* A command for another seat than the one it holds. */
    until_seat0(honest);
    forget_drops();
    CHECK(conn_join(&c, 1));
    bg_move moves[512];
    int n = g->legal(game.state, moves, 512);
    int before = game.count;
    send_move(&c, 0, moves[0]);
    CHECK(conn_closed(&c));
    CHECK(dropped_for("another seat"));
    CHECK_EQ(game.count, before);
    net_conn_free(&c);

    /* Out of turn: seat 1 moves while seat 0 owes the decision. */
    forget_drops();
    CHECK(conn_join(&c, 1));
    CHECK(n > 0);
    send_move(&c, 1, moves[0]);
    CHECK(conn_closed(&c));
    CHECK(dropped_for("out of turn"));
    CHECK_EQ(game.count, before);
    net_conn_free(&c);
    check_goes_on(honest);

    /* A frame sent again as it was: the stream refuses it. */
    forget_drops();
    CHECK(conn_join(&c, 1));
    memset(&msg, 0, sizeof msg);
    msg.type = NET_PING;
    net_conn_send(&c, &msg);
    static unsigned char copy[4096];
    size_t copy_len = c.out_len;
    CHECK(copy_len < sizeof copy);
    memcpy(copy, c.out, copy_len);
    CHECK_EQ(conn_wait(&c, 3000), NET_PONG);
    CHECK(send(c.fd, copy, copy_len, MSG_NOSIGNAL) == (ssize_t)copy_len);
    CHECK(conn_closed(&c));
    CHECK(dropped_for("does not decrypt"));
    net_conn_free(&c);

    /* A message encrypted anew but with a sequence number already used. */
    forget_drops();
    CHECK(conn_join(&c, 1));
    memset(&msg, 0, sizeof msg);
    msg.type = NET_PING;
    net_conn_send(&c, &msg);
    CHECK_EQ(conn_wait(&c, 3000), NET_PONG);
    c.seq_out--;
    memset(&msg, 0, sizeof msg);
    msg.type = NET_PING;
    net_conn_send(&c, &msg);
    CHECK(conn_closed(&c));
    CHECK(dropped_for("out of sequence"));
    net_conn_free(&c);
    check_goes_on(honest);

    /* A flood. */
    forget_drops();
    CHECK(conn_join(&c, 1));
    for (int i = 0; i < 200; i++) {
        memset(&msg, 0, sizeof msg);
        msg.type = NET_PING;
        net_conn_send(&c, &msg);
    }
    CHECK(conn_closed(&c));
    CHECK(dropped_for("flood"));
    net_conn_free(&c);
    check_goes_on(honest);

    /* Silence: connected, and no hello. */
    forget_drops();
    fd = net_connect(address, 0, 3000, err, sizeof err);
    pump(limits.hello_ms + 300);
    CHECK(dropped_for("no hello in time"));
    close(fd);

    /* A seat someone holds (who has been heard from lately), and a seat not open to remote players. */
    forget_drops();
    CHECK(bg_net_client_resync(honest));
    client_wait(honest, BG_NET_GOT_UPDATE);
    CHECK(!conn_join(&c, 0));
    CHECK(dropped_for("connected to seat 0 already"));
    net_conn_free(&c);
    /* A seat whose connection has gone silent (stale_ms) is given to its player joining again. */
    static net_conn gone, back;
    forget_drops();
    CHECK(conn_join(&gone, 1));
    pump(limits.stale_ms + 100);
    CHECK(conn_join(&back, 1));
    CHECK(dropped_for("silent, and its player joined again"));
    CHECK(bg_net_host_connected(host, game_id) & 2);
    net_conn_free(&back);
    net_conn_free(&gone);
    if (seats > 2) {
        forget_drops();
        CHECK(!conn_join(&c, 2));
        CHECK(dropped_for("not open to remote players"));
        net_conn_free(&c);
    }
    check_goes_on(honest);

    /* A move decided at a position the game has left (a double click, an update that crossed the move) is
     * refused with the position as it is now, and not held against the player: more of them than refusals_max,
     * each after a move the host took, and the peer stays (it was dropped for them, a game in, when a computer
     * stood in and the client's updates crossed its moves). */
    for (int i = 0; i < 200 && g->prompt(game.state).seat != 1; i++) advance(honest);
    if (g->prompt(game.state).seat == 1) {
        forget_drops();
        CHECK(conn_join(&c, 1));
        int stale_refused = 0;
        for (int k = 0; k < limits.refusals_max + 2; k++) {
            for (int i = 0; i < 200 && g->prompt(game.state).seat != 1; i++) advance(honest);
            if (g->prompt(game.state).seat != 1) break;
            bg_move offered[512];
            CHECK(g->legal(game.state, offered, 512) > 0);
            int count = game.count;
            uint64_t hash = bg_session_hash(&game);
            send_move(&c, 1, offered[0]);
            for (double end = net_now_ms() + 3000; game.count == count && net_now_ms() < end;) conn_wait(&c, 2);
            int moved_to = game.count; /* the move and any the game makes on its own after it */
            CHECK(moved_to > count);
            send_move_at(&c, 1, offered[0], count, hash); /* the same move again, at the position it left */
            int type = 0;
            for (double end = net_now_ms() + 3000; type >= 0 && type != NET_REFUSED && net_now_ms() < end;) type = conn_wait(&c, 100);
            CHECK_EQ(type, NET_REFUSED);
            stale_refused += type == NET_REFUSED;
            CHECK_EQ(game.count, moved_to);
        }
        CHECK_EQ(stale_refused, limits.refusals_max + 2);
        CHECK(!dropped_for("too many refused moves"));
        net_conn_free(&c);
        pump(50);
    }

    /* Moves the rules refuse: answered with the reason, nothing changes; too many and the peer is dropped. */
    for (int i = 0; i < 200 && g->prompt(game.state).seat != 1; i++) advance(honest);
    if (g->prompt(game.state).seat == 1) {
        forget_drops();
        CHECK(conn_join(&c, 1));
        before = game.count;
        uint64_t hash = bg_session_hash(&game);
        bg_move bad = {.type = 250};
        send_move(&c, 1, bad);
        CHECK_EQ(conn_wait(&c, 3000), NET_REFUSED);
        CHECK(msg.text[0] != 0);
        CHECK_EQ(game.count, before);
        CHECK(bg_session_hash(&game) == hash);
        for (int i = 0; i < limits.refusals_max; i++) send_move(&c, 1, bad);
        CHECK(conn_closed(&c));
        CHECK(dropped_for("too many refused moves"));
        net_conn_free(&c);
    }

    /* More connections than the host takes: those waiting longest for their hello make room; the players
     * connected keep their places. */
    int fds[12];
    forget_drops();
    for (int i = 0; i < 12; i++) fds[i] = net_connect(address, 0, 3000, err, sizeof err);
    pump(100);
    int closed = 0;
    for (int i = 0; i < 12; i++) {
        char byte;
        closed += recv(fds[i], &byte, 1, MSG_DONTWAIT) == 0;
    }
    CHECK(closed >= 12 - limits.peers_max + 1);
    CHECK(dropped_for("no hello yet, and the host is full"));
    for (int i = 0; i < 12; i++) close(fds[i]);
    pump(100);
    check_goes_on(honest);

    /* And the game plays to its end, the honest client holding the host's position; its moves come faster
     * than the peers' limit of messages a second, and are not a flood: the host asked for each. */
    int honest_moves = 0;
    double start = net_now_ms();
    for (int i = 0; i < 5000 && g->prompt(game.state).seat >= 0; i++) {
        honest_moves += g->prompt(game.state).seat == 0;
        if (!advance(honest)) break;
    }
    printf("the honest client made %d moves in %.0f ms\n", honest_moves, net_now_ms() - start);
    CHECK(honest_moves > limits.per_second_max * (net_now_ms() - start) / 1000);
    CHECK(g->prompt(game.state).seat < 0);
    client_wait(honest, 0);
    CHECK(bg_net_client_prompt(honest).seat < 0);
    CHECK(bg_net_client_hash(honest) == bg_session_hash(&game));
    CHECK_EQ(bg_net_client_resyncs(honest), 0);
    static unsigned char view[65536];
    g->view(game.state, 0, view);
    CHECK(!memcmp(view, bg_net_client_view(honest), g->state_size));
    bg_net_client_close(honest);
    bg_net_host_close(host);
    bg_session_free(&game);
}


/* ---- a client against a fake host: it checks what it is sent ---- */

static const net_key *fake_lookup(void *ctx, const char *room)
{
    (void)ctx;
    return strcmp(room, key.room) ? NULL : &key;
}

/* Turns the fake host's side and the client until the client reports one of `bits` (or 3 s). */
static unsigned fake_turn(net_conn *h, bg_net_client *c, unsigned bits)
{
    unsigned got = 0;
    for (double end = net_now_ms() + 3000; net_now_ms() < end && !(got & bits);) {
        net_conn_flush(h);
        if (net_conn_recv(h, &msg) > 0 && msg.type == NET_RESYNC) got |= 0x100; /* the client asked again */
        got |= bg_net_client_poll(c, 2);
    }
    return got;
}

static void fake_update(net_conn *h, const bg_game *g, const void *state, int seat, uint64_t view_hash_xor)
{
    memset(&msg, 0, sizeof msg);
    msg.type = NET_UPDATE;
    msg.count = 5;
    msg.hash = g->hash(state);
    msg.prompt = g->prompt(state);
    msg.view_len = (uint16_t)g->state_size;
    g->view(state, seat, msg.view);
    msg.view_hash = g->hash(msg.view) ^ view_hash_xor;
    net_conn_send(h, &msg);
}

static void test_client_checks_the_host(void)
{
    const bg_game *g = bg_games[0];
    char err[300];
    static unsigned char params[4096];
    static bg_session s;
    CHECK(g->params_size <= sizeof params);
    if (g->params_size > sizeof params) return;
    g->params_default(params);
    CHECK(bg_session_start(&s, g, params, NULL) == NULL);
    CHECK(net_key_derive(good_code, &key, err, sizeof err));
    int port = 0;
    int listen_fd = net_listen("127.0.0.1", 0, &port, err, sizeof err);
    CHECK(listen_fd >= 0);
    char address[32];
    snprintf(address, sizeof address, "127.0.0.1:%d", port);
    for (int round = 0; round < 3; round++) {
        bg_net_client *c = bg_net_client_open(address, good_code, 0, "Anna", 3000, err, sizeof err);
        CHECK(c != NULL);
        if (!c) break;
        static net_conn h;
        int fd = -1;
        for (double end = net_now_ms() + 3000; fd < 0 && net_now_ms() < end;) {
            bg_net_client_poll(c, 2);
            fd = net_accept(listen_fd);
        }
        CHECK(fd >= 0 && net_conn_host(&h, fd, fake_lookup, NULL));
        /* The handshake and the hello. */
        for (double end = net_now_ms() + 3000; net_now_ms() < end && h.seq_in == 0;) {
            net_conn_flush(&h);
            if (net_conn_recv(&h, &msg) > 0) CHECK_EQ(msg.type, NET_HELLO);
            bg_net_client_poll(c, 2);
        }
        CHECK_EQ(h.seq_in, 1);
        if (round == 2) {
            /* An update before the welcome: the client leaves. */
            fake_update(&h, g, s.state, 0, 0);
            CHECK(fake_turn(&h, c, BG_NET_CLOSED) & BG_NET_CLOSED);
            CHECK(strstr(bg_net_client_text(c), "did not welcome") != NULL);
        } else {
            memset(&msg, 0, sizeof msg);
            msg.type = NET_WELCOME;
            msg.version = NET_PROTOCOL_VERSION;
            snprintf(msg.game, sizeof msg.game, "%s", g->key);
            snprintf(msg.rules, sizeof msg.rules, "%s", g->version);
            msg.seat = 0;
            msg.seats = (uint8_t)g->seats(s.state);
            for (int i = 0; i < msg.seats; i++) snprintf(msg.seat_info[i].name, NET_NAME_MAX, "P%d", i);
            net_conn_send(&h, &msg);
            CHECK(fake_turn(&h, c, BG_NET_GOT_WELCOME) & BG_NET_GOT_WELCOME);
            if (round == 0) {
                /* A view that is not what the host says it is: not taken, asked again. */
                fake_update(&h, g, s.state, 0, 1);
                unsigned got = fake_turn(&h, c, 0x100);
                CHECK(got & 0x100);
                CHECK(!(got & BG_NET_GOT_UPDATE));
                CHECK_EQ(bg_net_client_resyncs(c), 1);
                CHECK(bg_net_client_view(c) == NULL);
                fake_update(&h, g, s.state, 0, 0);
                CHECK(fake_turn(&h, c, BG_NET_GOT_UPDATE) & BG_NET_GOT_UPDATE);
                CHECK(bg_net_client_view(c) != NULL);
                CHECK_EQ(bg_net_client_count(c), 5);
                CHECK(bg_net_client_hash(c) == g->hash(s.state));
            } else {
                /* A view of another size than the game's state: the client leaves. */
                memset(&msg, 0, sizeof msg);
                msg.type = NET_UPDATE;
                msg.view_len = 16;
                msg.view_hash = 0;
                net_conn_send(&h, &msg);
                CHECK(fake_turn(&h, c, BG_NET_CLOSED) & BG_NET_CLOSED);
                CHECK(strstr(bg_net_client_text(c), "does not fit") != NULL);
            }
        }
        bg_net_client_close(c);
        net_conn_free(&h);
    }
    close(listen_fd);
    bg_session_free(&s);
}

/* A window's host changes its session itself (its table applies its people's and computers' moves) and
 * says so with bg_net_host_sync: the clients get the position with the moves' events, found by playing them
 * again; after an undo they get the position without events. The welcome carries the settings but the
 * seed, and the seats' colours. */
static void test_owner_sync(void)
{
    const bg_game *g = bg_games[0];
    char err[300];
    static unsigned char params[4096], text[2][4096];
    g->params_default(params);
    g->params_set(params, "seed", "3811", err, sizeof err);
    bg_session s;
    CHECK(bg_session_start(&s, g, params, NULL) == NULL);
    int seats = g->seats(s.state), remote = (g->prompt(s.state).seat + 1) % seats; /* the owner moves first */
    s.control[remote] = BG_CONTROL_REMOTE;
    s.colours[remote] = 2;
    bg_net_host *h = bg_net_host_open("127.0.0.1", 0, NULL, err, sizeof err);
    CHECK(h != NULL);
    if (!h) return;
    CHECK_EQ(bg_net_host_add(h, &s, good_code, NULL, err, sizeof err), 0);
    char address[32];
    snprintf(address, sizeof address, "127.0.0.1:%d", bg_net_host_port(h));
    bg_net_client *c = bg_net_client_open(address, good_code, -1, "Bea", 3000, err, sizeof err);
    CHECK(c != NULL);
    if (!c) return;
    unsigned got = 0;
    for (double end = net_now_ms() + 3000; net_now_ms() < end && !(got & BG_NET_GOT_UPDATE);)
        bg_net_host_poll(h, 2, NULL, 0), got |= bg_net_client_poll(c, 2);
    CHECK(got & BG_NET_GOT_WELCOME);
    CHECK_EQ(bg_net_client_seat(c), remote);
    CHECK_EQ(bg_net_client_colour(c, remote), 2);
    /* The settings as the host's, but the seed. */
    CHECK(bg_net_client_params(c) != NULL);
    if (bg_net_client_params(c)) {
        g->params_format(bg_net_client_params(c), (char *)text[0], sizeof text[0]);
        g->params_format(s.params, (char *)text[1], sizeof text[1]);
        CHECK(strstr((char *)text[1], "3811") != NULL);
        CHECK(strstr((char *)text[0], "3811") == NULL);
        char *a = strstr((char *)text[0], "seed"), *b = strstr((char *)text[1], "seed");
        CHECK(a && b && !strcmp(a + strcspn(a, "\n"), b + strcspn(b, "\n"))); /* the same after the seed's line */
        CHECK(a && b && a - (char *)text[0] == b - (char *)text[1] && !memcmp(text[0], text[1], (size_t)(a - (char *)text[0])));
    }
    /* The owner's moves, made on the session itself, until the remote seat owes a decision. */
    int moves = 0;
    for (int i = 0; i < 50 && g->prompt(s.state).seat != remote && g->prompt(s.state).seat >= 0; i++) {
        bg_move legal[512];
        int n = g->legal(s.state, legal, 512);
        CHECK(n > 0 && !bg_session_apply(&s, g->prompt(s.state).seat, legal[0], NULL));
        while (bg_session_play_forced(&s, NULL)) {}
        moves++;
    }
    CHECK(moves > 0);
    bg_net_host_sync(h, 0);
    got = 0;
    for (double end = net_now_ms() + 3000; net_now_ms() < end && !(got & BG_NET_GOT_UPDATE);)
        bg_net_host_poll(h, 2, NULL, 0), got |= bg_net_client_poll(c, 2);
    bool lost = true;
    const bg_events *ev = bg_net_client_events(c, &lost);
    CHECK(!lost && ev->count > 0);
    CHECK_EQ(bg_net_client_count(c), s.count);
    CHECK(bg_net_client_hash(c) == bg_session_hash(&s));
    const bg_move *legal;
    CHECK(bg_net_client_legal(c, &legal) > 0); /* the remote seat is asked */
    /* Nothing changed: nothing sent. */
    bg_net_host_sync(h, 0);
    got = 0;
    for (double end = net_now_ms() + 100; net_now_ms() < end;) bg_net_host_poll(h, 2, NULL, 0), got |= bg_net_client_poll(c, 2);
    CHECK(!(got & BG_NET_GOT_UPDATE));
    /* The record went back (an undo, here by hand): the position without events. */
    int count = s.count;
    if (bg_session_undo(&s)) {
        bg_net_host_sync(h, 0);
        got = 0;
        for (double end = net_now_ms() + 3000; net_now_ms() < end && !(got & BG_NET_GOT_UPDATE);)
            bg_net_host_poll(h, 2, NULL, 0), got |= bg_net_client_poll(c, 2);
        bg_net_client_events(c, &lost);
        CHECK(lost);
        CHECK(bg_net_client_count(c) < count);
        CHECK(bg_net_client_hash(c) == bg_session_hash(&s));
    }
    bg_net_client_close(c);
    bg_net_host_close(h);
    bg_session_free(&s);
}

int main(int argc, char **argv)
{
    test_select(argc, argv);
    RUN(test_codes);
    RUN(test_parser);
    RUN(test_hostile_peers);
    RUN(test_client_checks_the_host);
    RUN(test_owner_sync);
    return TEST_REPORT();
}

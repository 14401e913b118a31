/* A game in progress, of any game (bg/game.h): its params and state, the record of moves (saves, replays),
 * undo back to the last barrier, who plays each seat, and the save files. Written once over the game
 * interface: it names no game, and a save says which game it is (`game KEY`, found in bg/games.h).
 *
 * Like Simon Tatham's midend: the game is a const table, its params and state are plain data of the
 * table's sizes held here as blobs, and the session is the one place that changes the state (through the
 * game's apply). A game's own code above the session reads its state through a typed accessor of its own
 * (gah/session.h: gah_session_state). Lives outside the engines because it allocates and does I/O. */
#ifndef BG_SESSION_H
#define BG_SESSION_H

#include "bg/game.h"

/* The save format. Line 1 is the magic and the format number; line 2 names the game (format 3 on); then
 * the rules' version, the settings, the seats and the moves. Formats 1 and 2 have no game line: they are
 * the base game's (bg_base_game), and still load. The magic is the program's, not a game's. */
#define BG_SAVE_MAGIC "GAH-SAVE"
#define BG_SAVE_FORMAT 3 /* 3: `game KEY` on line 2; 2: every setting from the params table; 1 still loads */
#define BG_SAVE_MAX_BYTES (4 * 1024 * 1024)
#define BG_SAVE_MAX_COMMANDS 100000

#define BG_NAME_MAX 24
#define BG_AGENT_MAX 16

/* Who answers a seat's prompts. The session stores and saves it; the app runs the controllers. */
typedef enum bg_control {
    BG_CONTROL_PERSON,   /* a person at this machine's mouse */
    BG_CONTROL_AUTOMA,   /* the game plays the seat itself (Leopold, Elisabeth): nobody is asked */
    BG_CONTROL_COMPUTER, /* an agent, named in `agent` ("hard"), deciding on the seat's view */
    BG_CONTROL_REMOTE,   /* a person at another machine, through a host (bg/net.h) */
    BG_CONTROL_COUNT
} bg_control;

typedef struct bg_record_entry {
    uint8_t seat;
    bg_move move;
} bg_record_entry;

typedef struct bg_session {
    const bg_game *game;
    void *params; /* game->params_size bytes: the settings the game was set up with */
    void *state;  /* game->state_size bytes: changed only by bg_session_apply, the forced moves and undo */
    char names[BG_MAX_SEATS][BG_NAME_MAX];     /* how the seats are called (saved with the game) */
    uint8_t colours[BG_MAX_SEATS];              /* marker colour per seat, 0..3 */
    uint8_t control[BG_MAX_SEATS];              /* bg_control: who answers each seat (saved) */
    char agent[BG_MAX_SEATS][BG_AGENT_MAX];     /* a computer seat's agent, by the name saves write ("hard") */
    int count, capacity;
    bg_record_entry *record;
    /* Undo points since the last barrier: the state before each move (state_size bytes each, one block)
     * and the record's length then. */
    int undo_count, undo_capacity;
    unsigned char *undo_states;
    int *undo_records;
} bg_session;

/* A new game of `game` (params: game->params_size bytes). NULL, or the reason the params were refused (then
 * the session is left empty). Every seat is a person but the ones the game plays itself (automa). A session
 * owns its memory: a struct copy moves it, bg_session_free ends it. */
const char *bg_session_start(bg_session *s, const bg_game *game, const void *params, bg_events *ev);
/* The same, taking settings still in preview (the game's setup_preview): tests and saved replays. */
const char *bg_session_start_preview(bg_session *s, const bg_game *game, const void *params, bg_events *ev);
void bg_session_free(bg_session *s);

/* Applies a move for `seat` and records it; a refused move changes nothing and returns the reason. The
 * state before it is copied once, straight into the next undo point. */
const char *bg_session_apply(bg_session *s, int seat, bg_move move, bg_events *ev);
/* Undo within the current stretch: back to before the last move, unless an event since was a barrier
 * (something hidden revealed, chance drawn, the turn passed: the game's event_info says). */
bool bg_session_can_undo(const bg_session *s);
bool bg_session_undo(bg_session *s);
uint64_t bg_session_hash(const bg_session *s);

/* ---- seats and their controllers (seats.c) ---- */

/* Makes `seat` a computer played by the agent named `agent` (the app resolves the name); the game's own
 * seats (automa) stay the game's. */
void bg_session_set_computer(bg_session *s, int seat, const char *agent);
/* Whether an answer asked for at record length `record_count` and state hash `hash` (a computer's move
 * thought out on a worker thread, a hint, later a remote seat's message) is still for this position: an
 * undo, a load or another move since makes it stale. */
bool bg_session_is_at(const bg_session *s, int record_count, uint64_t hash);
/* The forced move now (a decision with one option nobody is asked to make: the game's `forced`): the move
 * in `out` and why there was nothing to choose; NULL when the seat owing the decision must be asked. */
const char *bg_session_forced(const bg_session *s, bg_move *out);
/* Makes the forced move now, if there is one, for the seat that owes it, appending its events to `ev`
 * (may be NULL); returns its reason, or NULL when there was none. Called after each move until it returns
 * NULL, so that every forced move is made once, below whoever answers the seats. */
const char *bg_session_play_forced(bg_session *s, bg_events *ev);

/* ---- saves (session_file.c, file_io.c) ---- */

/* The save text: header, params, seats, then one move per line. The caller frees. */
char *bg_session_save_text(const bg_session *s, size_t *len);
/* Loads a save text into `out` (a fresh session) by replaying every move through its game. On any error
 * `out` is left empty and `err` names the line and the reason. */
bool bg_session_load_text(bg_session *out, const char *text, size_t len, char *err, size_t err_size);
/* Files: atomic write (temp file, fsync, rename); reads refuse directories, huge files and binary data. */
bool bg_session_save_file(const bg_session *s, const char *path, char *err, size_t err_size);
/* The same without the fsyncs (gah_file_write_atomic_unsynced): for tools that save games by the thousand. */
bool bg_session_save_file_unsynced(const bg_session *s, const char *path, char *err, size_t err_size);
bool bg_session_load_file(bg_session *out, const char *path, char *err, size_t err_size);
/* Whether a save text that does not load was written by a newer version: a format number above
 * BG_SAVE_FORMAT, or a game this build does not have. Such a file is left alone (never pruned, never
 * overwritten) and named "from a newer version"; any other refusal is a damaged file. */
bool bg_save_text_is_newer(const char *text, size_t len);

#endif

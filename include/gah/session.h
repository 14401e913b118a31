/* A game session: the engine state plus its command record (for saves and replays) and the undo
 * history. Lives outside the engine because it allocates and reads and writes files. */
#ifndef GAH_SESSION_H
#define GAH_SESSION_H

#include "gah/ai.h"
#include "gah/engine.h"

#define GAH_SAVE_MAGIC "GAH-SAVE"
#define GAH_SAVE_FORMAT 2 /* 2: every setting from the params table (automa, difficulty); 1 still loads */
#define GAH_SAVE_MAX_BYTES (4 * 1024 * 1024)
#define GAH_SAVE_MAX_COMMANDS 100000

typedef struct gah_record_entry {
    uint8_t seat;
    gah_command cmd;
} gah_record_entry;

typedef struct gah_undo_point {
    gah_state state;
    int record_count; /* commands in the record at that point */
} gah_undo_point;

#define GAH_NAME_MAX 24

typedef struct gah_session {
    gah_params params;
    char names[GAH_MAX_PLAYERS][GAH_NAME_MAX]; /* how the seats are called (saved with the game) */
    uint8_t colours[GAH_MAX_PLAYERS];           /* marker colour per seat, 0..3 */
    uint8_t control[GAH_MAX_PLAYERS];           /* gah_control: who decides for each seat (saved) */
    uint8_t ai_kind[GAH_MAX_PLAYERS];           /* gah_ai_kind of a computer seat (saved) */
    gah_state state;
    int count, capacity;
    gah_record_entry *record;
    int undo_count, undo_capacity;
    gah_undo_point *undo;
} gah_session;

/* A new game. Returns NULL or the reason the params were refused. Every seat is a person but the
 * automa's; gah_session_set_computer makes a seat a computer player. */
const char *gah_session_start(gah_session *s, const gah_params *params, gah_events *ev);
/* Let's Waltz: gah_session_start that accepts the modules of GAH_WALTZ_PREVIEW (tests, saved replays). */
const char *gah_session_start_preview(gah_session *s, const gah_params *params, gah_events *ev);
void gah_session_set_computer(gah_session *s, int seat, int ai_kind);

/* Applies a command and records it; refused commands change nothing. */
const char *gah_session_apply(gah_session *s, int seat, gah_command cmd, gah_events *ev);
/* Undo within the current stretch: back to before the last command, unless something hidden was
 * revealed, dice were rolled or the turn passed since. */
bool gah_session_can_undo(const gah_session *s);
bool gah_session_undo(gah_session *s);
void gah_session_free(gah_session *s);

/* The save text: header, params, then one command per line. The caller frees. */
char *gah_session_save_text(const gah_session *s, size_t *len);
/* Loads a save text into `out` (a fresh session) by replaying every command through the engine. On any
 * error `out` is left empty and `err` names the line and the reason. */
bool gah_session_load_text(gah_session *out, const char *text, size_t len, char *err, size_t err_size);

/* Files: atomic write (temp file, fsync, rename); reads refuse directories, huge files and binary data. */
bool gah_session_save_file(const gah_session *s, const char *path, char *err, size_t err_size);
/* The same without the fsyncs (gah_file_write_atomic_unsynced): for tools that save games by the thousand. */
bool gah_session_save_file_unsynced(const gah_session *s, const char *path, char *err, size_t err_size);
bool gah_session_load_file(gah_session *out, const char *path, char *err, size_t err_size);

#endif

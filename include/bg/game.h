/* The game interface: one table of functions per game, so the session, the agents, the tools and the
 * window are written once over every game the program plays (the base game, Let's Roll, ...).
 *
 * In the spirit of Simon Tatham's puzzles (`const struct game`): a game is a const table; its state and
 * params are plain data of a size the table gives, handled through `void *` by everything above the game.
 * A command ("move") and an event are small value types with one shape for every game, so a record of
 * moves, an event log and a network message need no per-game code. Pure C: no I/O, no allocation. */
#ifndef BG_GAME_H
#define BG_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define BG_MAX_SEATS 4

/* A command of any game: its type and up to seven small arguments, meaning what the game says. */
typedef struct bg_move {
    uint8_t type;
    uint8_t arg[7];
} bg_move;

/* An event of any game: a type, the seat it concerns and five numbers whose meaning the type gives. */
typedef struct bg_event {
    uint8_t type;
    uint8_t seat;
    int16_t a, b, c;
    int16_t value;
    int16_t d;
} bg_event;

#define BG_EVENTS_MAX 512

typedef struct bg_events {
    int count;
    bool overflow;
    bg_event list[BG_EVENTS_MAX];
} bg_events;

/* Who owes the next decision, and what kind of decision it is (the game names its kinds). */
typedef struct bg_prompt {
    int8_t seat;  /* -1: nobody (the game is over) */
    uint8_t kind;
} bg_prompt;

/* What an event is, said once: its name in saves and logs, whether undo may cross it, whether part of it
 * is private to its seat (redacted for the others), and how the window paces it. */
typedef enum bg_pace {
    BG_PACE_NONE,    /* no pause of its own (bookkeeping) */
    BG_PACE_QUICK,   /* a short beat (an item, a krone) */
    BG_PACE_STEP,    /* a visible step (a die taken, a guest moved) */
    BG_PACE_SCENE,   /* a moment to read (a scoring, the end of a round) */
    BG_PACE_COUNT
} bg_pace;

typedef struct bg_event_info {
    const char *name;   /* "die-taken" */
    bool barrier;       /* undo may not cross it: something hidden was revealed or chance was drawn */
    bool private_field; /* its `a` is seen only by `seat` (a card drawn): 0 for every other viewer */
    uint8_t pace;       /* bg_pace */
} bg_event_info;

/* One setting of a game, for the new-game screen, saves and the command line. */
typedef enum bg_param_kind {
    BG_PARAM_NUMBER,  /* min..max */
    BG_PARAM_BOOL,
    BG_PARAM_CHOICE,  /* one of names[] */
    BG_PARAM_SET,     /* any of the numbers min..max ("1,2,5" or "none") */
    BG_PARAM_FLAGS,   /* any of names[] ("a,b" or "none") */
    BG_PARAM_SEED,
    BG_PARAM_KIND_COUNT
} bg_param_kind;

#define BG_PARAM_NAMES_MAX 8

typedef struct bg_param_info {
    const char *key;
    uint8_t kind;     /* bg_param_kind */
    int min, max;
    const char *names[BG_PARAM_NAMES_MAX];
} bg_param_info;

typedef struct bg_game {
    const char *key;     /* in saves and on the command line: "gah" */
    const char *name;    /* for people: "Grand Austria Hotel" */
    const char *version; /* of the rules, written in saves: a refused command of an older save names both */
    int min_seats, max_seats;
    size_t state_size, params_size;

    /* Settings: the default, every key in order, and each as text (one table inside the game). */
    void (*params_default)(void *params);
    int (*param_count)(void);
    bool (*param_info)(int index, bg_param_info *out);
    size_t (*params_format)(const void *params, char *buf, size_t size);
    /* NULL when taken, else the reason (also written to `why`). */
    const char *(*params_set)(void *params, const char *key, const char *value, char *why, size_t why_size);
    int (*params_seats)(const void *params);

    /* A new game; NULL or the reason the params are unusable. */
    const char *(*setup)(void *state, const void *params, bg_events *ev);
    /* setup that also takes settings still in preview (tests and saved replays may hold them); NULL: setup. */
    const char *(*setup_preview)(void *state, const void *params, bg_events *ev);
    bg_prompt (*prompt)(const void *state);
    const char *(*prompt_name)(int kind);
    int (*legal)(const void *state, bg_move *out, int max);
    /* NULL when `seat` may make the move now, else the reason; applying a refused move changes nothing. */
    const char *(*check)(const void *state, int seat, bg_move move);
    const char *(*apply)(void *state, int seat, bg_move move, bg_events *ev);
    /* A decision with one option that nobody is asked to make (never a turn's own choice): that move in
     * `out` and why there was nothing to choose, in a player's words; NULL when the seat must be asked. The
     * session makes these moves (bg_session_play_forced), so that every seat's controller sees them once.
     * May be NULL: every decision is asked. */
    const char *(*forced)(const void *state, bg_move *out);
    /* What `seat` may see (-1: a spectator) and the events it may see; a computer decides on a view. */
    void (*view)(const void *state, int seat, void *out);
    void (*redact_events)(bg_events *ev, int from, int seat);
    /* A full state consistent with a view, hidden parts dealt at random from `seed`. */
    bool (*determinize)(const void *view, int seat, uint64_t seed, void *out);
    uint64_t (*hash)(const void *state);

    const bg_event_info *(*event_info)(int type);
    bool (*event_text)(const void *state, const bg_event *ev, const char *const names[BG_MAX_SEATS], char *out,
                       size_t size);
    bool (*move_parse)(const char *text, bg_move *out);
    size_t (*move_format)(bg_move move, char *buf, size_t size);

    int (*seats)(const void *state);
    bool (*seat_is_automa)(const void *state, int seat);
    int (*score)(const void *state, int seat);
    unsigned (*winners)(const void *state); /* bit per winning seat; 0 while the game goes on */
    /* A cheap judgement for agents: about how far ahead `seat` stands, in points. */
    double (*evaluate)(const void *state, int seat);
} bg_game;

/* Undo may not go back across events[from..]: any of them a barrier by the game's table, or some lost. */
static inline bool bg_events_are_barrier(const bg_game *game, const bg_events *ev, int from)
{
    if (ev->overflow) return true;
    for (int i = from; i < ev->count; i++) {
        const bg_event_info *info = game->event_info(ev->list[i].type);
        if (!info || info->barrier) return true;
    }
    return false;
}

#endif

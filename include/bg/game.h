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

/* A setting's values at most: Let's Roll's boards are "random" and eight boards (9); room to spare. The new-game
 * screen's control ids leave NG_VALUES (16) a setting, so this stays at most that. */
#define BG_PARAM_NAMES_MAX 12

typedef struct bg_param_info {
    const char *key;
    uint8_t kind;     /* bg_param_kind */
    int min, max;
    const char *names[BG_PARAM_NAMES_MAX];
} bg_param_info;

/* How the new-game screen shows a setting, for the settings chosen so far: words for people and a hint of
 * where it goes, in terms of the screen's own parts. No drawing: the screen lays each place out its own way
 * (src/ui/newgame_layout.c). A game says this in its own folder, one row per setting (the base game:
 * src/engine/params_look.c). */
typedef enum bg_param_place {
    BG_PLACE_HIDDEN,   /* no control: keeps its default, or takes `derived` */
    BG_PLACE_PEOPLE,   /* no control: its `note` is said beside the number of people */
    BG_PLACE_ROW,      /* a row of the left column under the seats: the label, then the switches */
    BG_PLACE_SEAT_ROW, /* the row of a seat the people leave empty (solo: row 1 is where seat 2 would be) */
    BG_PLACE_SIDE,     /* a group in the right column: its title, switches in two columns, a line about one */
    BG_PLACE_FOOT,     /* the group along the foot: its title, one row of switches, a line about one */
    BG_PLACE_COUNT
} bg_param_place;

#define BG_LOOK_TEXT 96
#define BG_LOOK_ABOUT 176 /* a value's description: up to two lines under the switches */

/* A value v is names[v] (CHOICE, FLAGS), min + v (NUMBER, SET), or 0 and 1 (BOOL: its one switch is v 1). */
typedef struct bg_param_look {
    uint8_t place;   /* bg_param_place */
    uint8_t row;     /* which row (or group) of its place; settings with the same row share it */
    bool shown;      /* its controls are on the screen now */
    bool cycle;      /* one switch that steps through the values (on while not the first), not one per value */
    bool one_of_row; /* at most one such setting of its row is on: turning it on turns the others off */
    int16_t width[BG_PARAM_NAMES_MAX]; /* value v's switch on the 1920-unit canvas (a cycle's: [0]); 0: the place's */
    char label[BG_LOOK_TEXT];          /* the row's name on the left ("Hotels"), or the group's title */
    char note[BG_LOOK_TEXT];           /* said in its place now, "" nothing ("Solo: you draw 10 staff and keep 6") */
    char hint[BG_LOOK_TEXT];           /* a group's line while none of its switches is pointed at */
    char unit[16];                     /* what a SET's or NUMBER's values are called: "module" (controls "module1"..) */
    char start[24];                    /* the value the screen offers first when it is not the default's */
    char derived[24];                  /* the value it takes from the people and the other settings; "" chosen */
    char value[BG_PARAM_NAMES_MAX][BG_LOOK_TEXT]; /* value v's words on its switch; "": no switch */
    char about[BG_PARAM_NAMES_MAX][BG_LOOK_ABOUT]; /* what value v does, said while it is pointed at */
} bg_param_look;

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
    /* The new-game screen's view of setting `index` with these settings and `people` at the table. Settings
     * that decide whether another shows come before it in the table. */
    bool (*param_look)(const void *params, int people, int index, bg_param_look *out);
    /* NULL when `value` (of a SET or FLAGS: a member, or several) may be chosen with these settings, else why
     * not in a player's words: the screen greys it and says why. */
    const char *(*param_refusal)(const void *params, const char *key, const char *value);
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
    /* What a list of saved games says of this one beside its seats and date, in a player's words: the settings
     * that set it apart and, while it goes on, how far it has come ("modules 1, 2  ·  round 3"; parts joined by
     * "  ·  "). Returns the length written, 0 for nothing. NULL: the list says nothing more. */
    size_t (*describe)(const void *state, char *out, size_t size);
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

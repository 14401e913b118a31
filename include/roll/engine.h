/* Let's Roll's rules engine (seed 003): game state, prompts, commands, events, views and hashing.
 *
 * The second game behind the game interface (bg/game.h: roll_game), built as the base game is: the state
 * is one plain struct (no pointers), so copying it clones a game; every change is a command applied with
 * roll_apply(), which works on a copy and commits only on success (a refused command leaves the state
 * byte-identical and says why); roll_legal lists every legal command for the current prompt from the same
 * predicates apply calls. Multi-part effects (a door bonus that occupies a room whose group pays Emperor
 * spaces whose space pays a hire ...) are a small stack of steps in the state. */
#ifndef ROLL_ENGINE_H
#define ROLL_ENGINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "bg/game.h"
#include "roll/data.h"

/* Bumped whenever a rule change could make an old command list play out differently. */
#define ROLL_ENGINE_VERSION "0.1.0"

#define ROLL_STACK_MAX 48
#define ROLL_SCORE_STEPS 7 /* the scoring pad's seven steps */
#define ROLL_LOANS_MAX 3
/* A board chosen in the params: 0 dealt at random, 1..8 the number (seed 003's variant). */
#define ROLL_BOARD_RANDOM 0

/* ---- params: fixed at setup ---- */

typedef struct roll_params {
    uint64_t seed;
    uint8_t players;                     /* 2..4 */
    uint8_t hotel[ROLL_MAX_PLAYERS];     /* each seat's hotel board: ROLL_BOARD_RANDOM or 1..8 */
    uint8_t staff[ROLL_MAX_PLAYERS];     /* each seat's staff board: ROLL_BOARD_RANDOM or 1..8 */
    uint8_t spare[7];                    /* zero: keeps the params free of padding */
} roll_params;

/* ---- state ---- */

typedef enum roll_room_state { ROLL_ROOM_EMPTY, ROLL_ROOM_PREPARED, ROLL_ROOM_OCCUPIED } roll_room_state;

typedef struct roll_player {
    int16_t money;                       /* krone: circled money symbols not crossed off; no upper limit */
    int16_t vp;                          /* the final score (0 until the game is scored) */
    int16_t score[ROLL_SCORE_STEPS];     /* the final scoring, step by step (index 0 = step 1) */
    uint8_t hotel, staff_board;          /* 1..8 */
    uint8_t room[ROLL_ROOMS];            /* roll_room_state of rooms 1..28 (index 0..27) */
    uint8_t hired;                       /* bit k: staff slot k+1 hired */
    uint8_t loans;                       /* loan spaces crossed off, 0..3 */
    uint8_t emperor[ROLL_TRACKS];        /* spaces crossed off on each Emperor track */
    uint8_t overflow;                    /* point symbols circled past the bottom track */
    uint8_t penalty;                     /* bit t: the negative points of track t+1 circled at its check */
    uint8_t checked;                     /* bit t: track t+1's check is done (with or without the penalty) */
    uint16_t groups;                     /* bit g: group g fully occupied (its bonus taken, once) */
} roll_player;

typedef enum roll_phase { ROLL_PHASE_PLAY, ROLL_PHASE_OVER } roll_phase;

/* A pending decision or automatic step; the top of the stack is what happens next. */
typedef struct roll_step {
    uint8_t kind;    /* roll_prompt_kind for decisions, an automatic kind above them (internal.h) */
    uint8_t seat;
    uint8_t count;   /* rooms still to prepare */
    uint8_t amount;  /* strength, discount (ROLL_FREE) or a quantity */
    uint8_t colour;  /* a colour filter: roll_colour or ROLL_ANY */
    uint8_t flags;   /* ROLL_STEP_ flags (internal.h) */
    uint8_t a, b;    /* kind-specific: an action and its strength, a room and a group, a track and a space */
} roll_step;

typedef struct roll_state {
    uint64_t rng;
    roll_params params;                  /* copied in at setup so a state stands alone */
    uint8_t players;
    uint8_t phase;                       /* roll_phase */
    uint8_t round;                       /* 1..7 */
    uint8_t cycle;                       /* 1 or 2: the first or second time round the table this round */
    uint8_t start_seat;                  /* holds the start marker */
    uint8_t turn_seat;                   /* whose turn it is */
    uint8_t turn_index;                  /* turns taken in this cycle before this one */
    uint8_t dice[7];                     /* dice on action spaces 1..6 (index 0 unused) */
    uint8_t row_claim[ROLL_ROWS];        /* seat + 1 of the first to occupy the whole row; 0 nobody yet */
    uint8_t column_claim[ROLL_COLUMNS];  /* the same for each column */
    uint8_t track_first[ROLL_TRACKS];    /* seat + 1 of the first to cross each track's last space */
    uint8_t stack_count;
    uint8_t pad;                         /* zero: the players start on an even byte */
    roll_step stack[ROLL_STACK_MAX];
    roll_player player[ROLL_MAX_PLAYERS];
    uint8_t end_pad[6];                  /* zero: the state ends on its 8-byte alignment with no padding */
} roll_state;

/* ---- prompts ---- */

typedef enum roll_prompt_kind {
    ROLL_PROMPT_TURN,             /* die V (take a die from space V) | loan */
    ROLL_PROMPT_PREPARE,          /* room R | done (once a room is prepared, or for a bonus) */
    ROLL_PROMPT_OCCUPY,           /* occupy R | skip (a bonus) */
    ROLL_PROMPT_PREPARE_OR_OCCUPY,/* room R (then up to the strength) | occupy R: action 3 */
    ROLL_PROMPT_EMPEROR_OR_KRONE, /* emperor | krone: action 4 */
    ROLL_PROMPT_HIRE,             /* hire S (slot 1..6) | skip (a bonus) */
    ROLL_PROMPT_IMITATE,          /* imitate A (action 1..5): action 6 */
    ROLL_PROMPT_BONUS_ORDER,      /* room-first | group-first: a room bonus and a yellow group's Emperor spaces */
    ROLL_PROMPT_TIMING,           /* before | after: a staff member's Emperor spaces around the die's action */
    ROLL_PROMPT_EITHER,           /* room R | occupy R | skip: kind 10's free room and free occupation, either first */
    ROLL_PROMPT_GAME_OVER,
    ROLL_PROMPT_COUNT
} roll_prompt_kind;

typedef struct roll_prompt {
    uint8_t kind;   /* roll_prompt_kind */
    int8_t seat;    /* -1 when the game is over */
    uint8_t count;  /* rooms still allowed */
    uint8_t amount; /* strength or discount */
    uint8_t colour; /* the colour a bonus asks for (ROLL_ANY: any) */
} roll_prompt;

/* ---- commands ---- */

typedef enum roll_command_type {
    ROLL_CMD_NONE,
    ROLL_CMD_DIE,         /* a = space 1..6 */
    ROLL_CMD_ROOM,        /* a = room 1..28: prepare it */
    ROLL_CMD_OCCUPY,      /* a = room 1..28 */
    ROLL_CMD_HIRE,        /* a = staff slot 1..6 */
    ROLL_CMD_IMITATE,     /* a = action 1..5 */
    ROLL_CMD_EMPEROR,     /* action 4 as Emperor spaces */
    ROLL_CMD_KRONE,       /* action 4 as krone */
    ROLL_CMD_ROOM_FIRST,  /* the room bonus before the group bonus */
    ROLL_CMD_GROUP_FIRST,
    ROLL_CMD_BEFORE,      /* the staff member's Emperor spaces before the die's action */
    ROLL_CMD_AFTER,
    ROLL_CMD_DONE,        /* prepare no more rooms */
    ROLL_CMD_SKIP,        /* let a bonus go */
    ROLL_CMD_LOAN,        /* cross off a loan space: 2 krone now, VP lost at the end */
    ROLL_CMD_COUNT
} roll_command_type;

typedef struct roll_command {
    uint8_t type; /* roll_command_type */
    uint8_t a;
} roll_command;

/* Parses "die 3", "room 12", "occupy 22", "hire 4", "imitate 1", "emperor", "loan", ... */
bool roll_command_parse(const char *text, roll_command *out);
/* The canonical text of a command; returns its length (snprintf-style). */
size_t roll_command_format(roll_command cmd, char *buf, size_t size);

/* ---- events ---- */

typedef enum roll_event_type {
    ROLL_EV_SETUP,          /* a = players, b = start seat */
    ROLL_EV_BOARDS,         /* seat: a = hotel board, b = staff board, value = start money */
    ROLL_EV_ROUND_START,    /* a = round, b = start seat, c = the active Emperor track 1..3 */
    ROLL_EV_DICE_ROLLED,    /* a = dice on spaces 1-3 (5 bits each, space 1 lowest), b = spaces 4-6 */
    ROLL_EV_TURN_START,     /* seat: a = round, b = cycle 1..2 */
    ROLL_EV_DIE_TAKEN,      /* a = space, b = strength (with staff), c = dice left there */
    ROLL_EV_SPECIAL_CASE,   /* a = space: no action could be carried out; value = krone instead */
    ROLL_EV_ACTION,         /* a = action 1..6, b = strength */
    ROLL_EV_IMITATE,        /* a = action imitated, b = strength, value = krone paid (negative: gained) */
    ROLL_EV_MONEY,          /* value = change, a = krone now */
    ROLL_EV_ROOM_PREPARED,  /* a = room 1..28, value = krone paid */
    ROLL_EV_ROOM_OCCUPIED,  /* a = room 1..28, value = krone paid */
    ROLL_EV_ROOM_BONUS,     /* a = room 1..28 whose door bonus follows */
    ROLL_EV_GROUP_BONUS,    /* a = group, b = roll_colour, c = size, value = VP (blue, at the end), krone or spaces */
    ROLL_EV_ROW_BONUS,      /* a = row 0..7 (floor * 2 + right side), value = VP circled */
    ROLL_EV_COLUMN_BONUS,   /* a = column 1..7, value = VP circled */
    ROLL_EV_EMPEROR,        /* a = track 1..3, b = spaces crossed there now, c = spaces asked, value = crossed here */
    ROLL_EV_EMPEROR_BONUS,  /* a = track 1..3, b = space: its printed bonus follows */
    ROLL_EV_TRACK_FIRST,    /* a = track 1..3, value = VP circled for crossing its last space first */
    ROLL_EV_OVERFLOW,       /* value = point symbols circled past the bottom track now, a = in all */
    ROLL_EV_STAFF_HIRED,    /* a = slot 1..6, b = kind, value = krone paid */
    ROLL_EV_STAFF_EFFECT,   /* a = slot 1..6, b = kind: its permanent effect works now */
    ROLL_EV_BONUS_LOST,     /* a = roll_prompt_kind of the bonus that could not be carried out (or was let go) */
    ROLL_EV_LOAN,           /* a = loans now, value = krone */
    ROLL_EV_EMPEROR_CHECK,  /* a = track 1..3, value = negative points circled (0: the Emperor is satisfied) */
    ROLL_EV_ROUND_END,      /* a = round */
    ROLL_EV_FINAL_SCORE,    /* seat: a = scoring step 1..7, value = VP */
    ROLL_EV_GAME_OVER,      /* a = winners (bit per seat) */
    ROLL_EV_COUNT
} roll_event_type;

/* ---- the API ---- */

/* Sets up a new game; NULL or the reason the params are unusable. */
const char *roll_setup(roll_state *st, const roll_params *params, bg_events *ev);
/* What is asked now, and of whom. */
roll_prompt roll_current_prompt(const roll_state *st);
/* NULL when `cmd` is legal for `seat` now, else why not in a player's words. Pure. */
const char *roll_check(const roll_state *st, int seat, roll_command cmd);
/* Applies a legal command and appends its events (ev may be NULL); a refused one changes nothing. */
const char *roll_apply(roll_state *st, int seat, roll_command cmd, bg_events *ev);
/* roll_apply without the safety copy, for searches, playouts and the bench: `cmd` must be one roll_legal listed
 * for this very state and `seat` the prompt's; then the result is roll_apply's, byte for byte. */
const char *roll_apply_listed(roll_state *st, int seat, roll_command cmd, bg_events *ev);
/* Every legal command for the current prompt, at most `max`; returns the count. The order is part of the
 * contract (agents and saved choices pick by index): by command type in roll_command_type's order, then by
 * argument. */
int roll_legal(const roll_state *st, roll_command *out, int max);
/* For tests: the same list made by trying every command of every form on a copy. */
int roll_legal_slow(const roll_state *st, roll_command *out, int max);

/* What `seat` may see: everything but the future dice (the RNG and the seed are zeroed). */
void roll_view(const roll_state *st, int seat, roll_state *out);
/* A state to play on from a view: the view with a fresh RNG from `seed` (new future dice). */
bool roll_determinize(const roll_state *view, int seat, uint64_t seed, roll_state *out);
uint64_t roll_hash(const roll_state *st);

/* The score the seat would have if the game were scored now (the seven steps; no Emperor check still to
 * come is counted), and each step in `steps` (may be NULL). */
int roll_projected_score(const roll_state *st, int seat, int16_t steps[ROLL_SCORE_STEPS]);
/* The winners after the final scoring (bit s = seat s): the most VP, ties share the victory (seed 003). */
unsigned roll_winners(const roll_state *st);

/* Rules asked by the CLI, the agents and later the window (one truth: the engine's). */
int roll_active_track(int round);                                   /* 0..2 */
int roll_prepare_cost(const roll_state *st, int seat, int room, int discount); /* room 0..27 */
int roll_occupy_cost(int room, int discount);
int roll_hire_cost(const roll_state *st, int seat, int slot, int discount);    /* slot 0..5 */
bool roll_room_preparable(const roll_state *st, int seat, int room);          /* next to a circled doorknob */
/* The strength a die taken from space 1..6 has now for the seat (the dice there, the taken one too, staff). */
int roll_space_strength(const roll_state *st, int seat, int space);
/* The staff kind in the seat's slot 0..5. */
int roll_slot_kind(const roll_state *st, int seat, int slot);
/* Whether the seat has hired a staff member whose permanent effect is `fx` (ROLL_FX_FREE_COLOUR: of `colour`). */
bool roll_has_permanent(const roll_state *st, int seat, int fx, int colour);
bool roll_group_full(const roll_state *st, int seat, int group);
bool roll_row_full(const roll_state *st, int seat, int row);
bool roll_column_full(const roll_state *st, int seat, int column);

const char *roll_prompt_name(int kind);
const char *roll_event_name(int type);
const bg_event_info *roll_event_info(int type);
/* One event as a sentence in our words; true when it deserves a line of its own in a game log. */
bool roll_event_text(const roll_state *st, const bg_event *ev, const char *const names[ROLL_MAX_PLAYERS], char *out,
                     size_t size);
/* Nothing of Let's Roll is private to a seat: the events stand as they are. */
void roll_events_redact(bg_events *ev, int from, int seat);

/* The settings as text, one table (params.c): saves, the CLI and scenarios go through these. */
size_t roll_params_format(const roll_params *params, char *buf, size_t size);
const char *roll_params_set(roll_params *params, const char *key, const char *value, char *why, size_t why_size);
int roll_param_count(void);
bool roll_param_info(int index, bg_param_info *out);
bool roll_param_look(const roll_params *params, int people, int index, bg_param_look *out);

/* ---- Let's Roll behind the game interface (game.c) ---- */
extern const bg_game roll_game;
bg_move roll_move_of(roll_command cmd);
roll_command roll_command_of(bg_move move);

#endif

/* Let's Roll's board facts: const tables generated from assets/data/roll_*.t* by tools/gen_roll_data.py.
 *
 * The one description of what a hotel board, an Emperor track and a staff board *are*; the game state
 * refers to them by number and looks the facts up here. Almost none of it is printed in seed 003: values
 * marked `house` were transcribed from a fan implementation or decided here (README, House values). */
#ifndef ROLL_DATA_H
#define ROLL_DATA_H

#include <stdbool.h>
#include <stdint.h>

#define ROLL_ROOMS 28
#define ROLL_FLOORS 4
#define ROLL_COLUMNS 7
#define ROLL_LEFT_COLUMNS 4 /* columns 1-4 are left of the staircase, 5-7 right of it */
#define ROLL_ROWS 8         /* a left and a right row on each floor: row = floor * 2 + (right side) */
#define ROLL_TRACKS 3
#define ROLL_TRACK_MAX 7    /* the longest Emperor track */
#define ROLL_GROUPS_MAX 12
#define ROLL_GROUP_SIZE_MAX 4
#define ROLL_HOTEL_COUNT 8
#define ROLL_STAFF_BOARD_COUNT 8
#define ROLL_STAFF_SLOTS 6
#define ROLL_STAFF_KIND_COUNT 27
#define ROLL_MAX_PLAYERS 4

typedef enum roll_colour { ROLL_BLUE, ROLL_RED, ROLL_YELLOW, ROLL_COLOUR_COUNT } roll_colour;
/* A colour filter: one of the colours, or any. */
#define ROLL_ANY ROLL_COLOUR_COUNT

/* One part of a bonus or a staff member's effect. */
typedef enum roll_fx {
    ROLL_FX_NONE,
    ROLL_FX_KRONE,        /* amount krone */
    ROLL_FX_EMPEROR,      /* amount spaces on the active Emperor track */
    ROLL_FX_PREPARE,      /* prepare one room of `colour` (or any), `amount` krone off (ROLL_FREE: free) */
    ROLL_FX_OCCUPY,       /* occupy one prepared room of `colour`, `amount` off the floor's cost */
    ROLL_FX_HIRE,         /* hire one staff member, `amount` off */
    /* permanent staff */
    ROLL_FX_STRENGTH,     /* the die's action is `amount` stronger */
    ROLL_FX_IMITATE_GAIN, /* imitating pays `amount` krone instead of costing one */
    ROLL_FX_FREE_COLOUR,  /* preparing rooms of `colour` costs nothing */
    /* final scoring: `amount` VP for each ... */
    ROLL_FX_VP_ROOM,      /* occupied room of `colour` */
    ROLL_FX_VP_UPPER_ROOM,/* occupied room on floors 3 and 4 */
    ROLL_FX_VP_ROWS,      /* fully occupied left row; `amount2` per right row */
    ROLL_FX_VP_COLUMN,    /* fully occupied column */
    ROLL_FX_VP_STAFF,     /* hired staff member */
    ROLL_FX_VP_SET,       /* set of an occupied blue, red and yellow room */
    ROLL_FX_VP_GROUP,     /* fully occupied group */
    ROLL_FX_COUNT
} roll_fx;

/* `amount` of a prepare, occupy or hire part that makes it free. */
#define ROLL_FREE 99

typedef struct roll_effect {
    uint8_t kind;    /* roll_fx */
    uint8_t colour;  /* roll_colour or ROLL_ANY */
    uint8_t amount;
    uint8_t amount2;
} roll_effect;

#define ROLL_EFFECT_PARTS 2
/* A bonus printed on a door or an Emperor space, or a staff member's effect: up to two parts, carried
 * out in order (krone first), or in an order the player chooses (`either_order`). count 0: none. */
typedef struct roll_bonus {
    roll_effect part[ROLL_EFFECT_PARTS];
    uint8_t count;
    bool either_order;
} roll_bonus;

typedef struct roll_hotel {
    uint8_t id;                               /* 1..8, the number printed on the board */
    uint8_t colour[ROLL_ROOMS];               /* roll_colour of room 1..28 (index 0..27) */
    uint8_t group[ROLL_ROOMS];                /* its group, 0..group_count-1 */
    uint8_t group_count;
    uint8_t group_size[ROLL_GROUPS_MAX];
    uint8_t group_colour[ROLL_GROUPS_MAX];
    roll_bonus door[ROLL_ROOMS];              /* the bonus on each door (none on the first floor) */
    roll_bonus emperor[ROLL_TRACKS][ROLL_TRACK_MAX]; /* the bonus on each Emperor space, [track][space-1] */
    bool house;
} roll_hotel;

typedef enum roll_staff_type { ROLL_STAFF_PERMANENT, ROLL_STAFF_ONCE, ROLL_STAFF_FINAL, ROLL_STAFF_TYPE_COUNT } roll_staff_type;

typedef struct roll_staff_kind {
    uint8_t kind;     /* 1..27 */
    uint8_t type;     /* roll_staff_type */
    uint8_t die;      /* a permanent effect that works when its owner takes a die from this space; 0 none */
    roll_bonus effect;
    /* A permanent effect's parts summed up by the generator (the rules ask them on every legal list): extra
     * strength, krone and Emperor spaces for the die, the colours it prepares free (bit per roll_colour), and
     * the krone imitating pays instead of costing. */
    uint8_t die_strength, die_krone, die_emperor, free_colours, imitate_gain;
    bool house;
    const char *text; /* what it does, in our words */
} roll_staff_kind;

typedef struct roll_staff_board {
    uint8_t id;                        /* 1..8 */
    uint8_t kind[ROLL_STAFF_SLOTS];    /* slot 1..6 (index 0..5): 1-2 permanent, 3-4 once, 5-6 final */
    uint8_t cost[ROLL_STAFF_SLOTS];
    bool house;
} roll_staff_board;

typedef struct roll_rules_table {
    uint8_t dice_by_players[ROLL_MAX_PLAYERS + 1];
    uint8_t rounds, turns_per_round;
    uint8_t start_money, start_money_extra[ROLL_MAX_PLAYERS];
    uint8_t start_rooms[3];                  /* room numbers 1..28 */
    uint8_t prepare_cost[ROLL_FLOORS], occupy_cost[ROLL_FLOORS], floor_vp[ROLL_FLOORS];
    uint8_t row_left_vp[ROLL_FLOORS], row_right_vp[ROLL_FLOORS], column_vp[ROLL_COLUMNS];
    uint8_t group_blue_vp[3], group_red_krone[3], group_yellow_emperor[3]; /* by group size 2, 3, 4 */
    uint8_t track_spaces[ROLL_TRACKS], track_light_from[ROLL_TRACKS], track_penalty[ROLL_TRACKS];
    uint8_t track_first_round[ROLL_TRACKS], check_rounds[ROLL_TRACKS], track_first_vp[ROLL_TRACKS];
    uint8_t overflow_max;
    uint8_t loan_krone, loan_vp[3];
    uint8_t krone_per_vp, special_case_krone, imitate_cost;
} roll_rules_table;

extern const roll_hotel roll_hotels[ROLL_HOTEL_COUNT];                /* by id - 1 */
extern const roll_staff_kind roll_staff_kinds[ROLL_STAFF_KIND_COUNT]; /* by kind - 1 */
extern const roll_staff_board roll_staff_boards[ROLL_STAFF_BOARD_COUNT];
extern const roll_rules_table roll_rules;

/* The hotel, staff kind or staff board with this number; NULL when there is none. */
const roll_hotel *roll_hotel_by_id(int id);
const roll_staff_kind *roll_staff_kind_by_id(int kind);
const roll_staff_board *roll_staff_board_by_id(int id);
/* "blue", "red", "yellow"; "any" for ROLL_ANY. */
const char *roll_colour_name(int colour);

/* Room geometry (rooms 0..27 here: room number - 1). */
static inline int roll_room_floor(int room) { return room / ROLL_COLUMNS; }  /* 0 = the first floor */
static inline int roll_room_column(int room) { return room % ROLL_COLUMNS; } /* 0 = the leftmost */
static inline int roll_room_row(int room)
{
    return roll_room_floor(room) * 2 + (roll_room_column(room) >= ROLL_LEFT_COLUMNS);
}

#endif

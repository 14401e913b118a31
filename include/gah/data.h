/* Card and board facts: const tables generated from assets/data by tools/gen_data.py.
 *
 * This header is the one description of what a card *is* (its printed facts); the game state refers
 * to cards by id and looks the facts up here. Values marked `house` are designed by us because the
 * printed value is not known (see README, "House values"). */
#ifndef GAH_DATA_H
#define GAH_DATA_H

#include <stdbool.h>
#include <stdint.h>

#include "gah_staff_ids.h" /* generated: the named staff ids, GAH_STAFF_GROOM = 5, ... */

typedef enum gah_colour {
    GAH_COLOUR_BLUE,
    GAH_COLOUR_RED,
    GAH_COLOUR_YELLOW,
    GAH_COLOUR_GREEN, /* guests only: a green guest may take a room of any colour */
    GAH_COLOUR_COUNT
} gah_colour;

typedef enum gah_item {
    GAH_ITEM_STRUDEL,
    GAH_ITEM_CAKE,
    GAH_ITEM_WINE,
    GAH_ITEM_COFFEE,
    /* Let's Waltz module 1: neither dish nor drink; never gained while the module is off */
    GAH_ITEM_CHAMPAGNE,
    GAH_ITEM_COUNT
} gah_item;

/* One part of a guest reward or an Emperor tile. `amount` means what the kind says (a count, a krone
 * discount, or GAH_AMOUNT_FREE). */
typedef enum gah_effect_kind {
    GAH_FX_NONE,
    GAH_FX_STRUDEL, GAH_FX_CAKE, GAH_FX_WINE, GAH_FX_COFFEE, /* fixed items, in gah_item order */
    GAH_FX_ITEM,          /* items of the player's choice */
    GAH_FX_ITEMS_ALL,     /* one of each item, `amount` times */
    GAH_FX_KRONE,
    GAH_FX_EMPEROR,
    GAH_FX_VP,
    GAH_FX_VP_PER_STAFF,
    GAH_FX_DRAW,          /* draw staff cards to hand */
    GAH_FX_ROOM,          /* prepare one room, `amount` krone less */
    GAH_FX_ROOM_LOW,      /* prepare one room in the bottom two floors, `amount` krone less */
    GAH_FX_ROOM_POOL,     /* prepare up to `amount` rooms; the first paid one is 1 krone less */
    GAH_FX_ROOM_OCCUPIED, /* prepare one room free and occupy it at once */
    GAH_FX_ROOM_LOW_OCCUPIED,
    GAH_FX_OCCUPY,        /* turn `amount` vacant rooms to occupied */
    GAH_FX_GUEST,         /* take one guest from the queue at no cost */
    GAH_FX_STAFF,         /* play one staff card from hand, `amount` krone less */
    GAH_FX_DRAW3PLAY,     /* draw 3, play one `amount` less, the rest to the bottom of the deck */
    GAH_FX_GIZIA,         /* use an action space with a die on it without taking the die; no boost */
    /* Emperor penalties */
    GAH_FX_LOSE_KRONE,
    GAH_FX_LOSE_KITCHEN,
    GAH_FX_LOSE_KITCHEN_AND_CAFE,
    GAH_FX_RETURN_STAFF,
    GAH_FX_REMOVE_VACANT,
    GAH_FX_REMOVE_OCCUPIED_2,
    GAH_FX_REMOVE_FINAL_STAFF,
    GAH_FX_LOSE_VP,
    GAH_FX_LOSE_VP_PER_STAFF,
    /* Staff (docs/cards.md says at which `when` each may stand). Added last: step extras keep their numbers. */
    GAH_FX_STRENGTH,       /* the action is `amount` stronger (for action 5: its staff card `amount` krone less) */
    GAH_FX_FREE,           /* the price the hook asks costs nothing (for a 6: the imitation's krone) */
    GAH_FX_UNSPLIT,        /* Bootblack: action 4 unsplit, its full strength in krone and in Emperor steps */
    GAH_FX_EXTRA_ROOM,     /* Decorator: prepare one room too, before or after the main action */
    GAH_FX_EXTRA_STAFF,    /* Staff Manager: play one staff card too, at full cost, before or after */
    GAH_FX_FILL_ORDER,     /* Porter: fill one guest's order from the supply */
    GAH_FX_IGNORE_PENALTY, /* Conference Manager: pay `amount` krone to ignore an Emperor penalty */
    GAH_FX_VP_PER_RED,     /* final scoring: `amount` VP per occupied red room */
    GAH_FX_VP_PER_BLUE,
    GAH_FX_VP_PER_YELLOW,
    GAH_FX_VP_PER_OCCUPIED, /* ... per occupied room */
    GAH_FX_VP_PER_ROOM,     /* ... per room tile in the hotel */
    GAH_FX_VP_PER_GROUP,    /* ... per fully occupied group */
    GAH_FX_VP_PER_FLOOR,    /* ... per fully occupied floor */
    GAH_FX_VP_PER_COLUMN,   /* ... per fully occupied column */
    GAH_FX_VP_PER_SET,      /* ... per set of an occupied red, blue and yellow room */
    GAH_FX_VP_PER_OBJECTIVE, /* ... per objective claimed */
    GAH_FX_VP_PER_EMPEROR,  /* ... per step on the Emperor track */
    GAH_FX_COPY_FINAL,      /* Secretary: scores like the best final-scoring card of an opponent */
    /* Let's Waltz module 1 */
    GAH_FX_CHAMPAGNE,       /* `amount` champagne */
    GAH_FX_OCCUPY_LOW3,     /* occupy one vacant room in the bottom three floors (Odeonsaal's middle row) */
    GAH_FX_BALLROOM_VP,     /* `amount` VP from a ballroom row or a rehearsal room (booked as ballroom VP) */
    GAH_FX_SEND_DANCER,     /* send a dancer to a ballroom, `amount` champagne less (or GAH_AMOUNT_FREE) */
    GAH_FX_VP_PER_DANCER,   /* `amount` VP per dancer in the ballrooms (Emperor reward) */
    GAH_FX_LOSE_CHAMPAGNE,  /* Emperor penalty: give back `amount` champagne */
    GAH_FX_REMOVE_DANCERS,  /* Emperor penalty: `amount` dancers leave the ballroom scored next */
    GAH_FX_NO_BALLROOM,     /* a guest who must move into a room: never sent to a ballroom (the Pope) */
    /* Let's Waltz module 1's staff: what using a once-per-round card costs, paid before its effect */
    GAH_FX_PAY_CHAMPAGNE,   /* give up `amount` champagne from the kitchen */
    GAH_FX_PAY_KRONE,       /* pay `amount` krone */
    GAH_FX_PAY_ITEM,        /* give up 1 dish or drink of the player's choice from the kitchen (spend prompt) */
    /* Seed 001's Rowe-Smith staff */
    GAH_FX_SWAP_CAKE_COFFEE,   /* Baker: cake may fill coffee on an order, and coffee cake */
    GAH_FX_TWO_WINE,           /* Cocktail Waitress: two wine may fill any other item of an order */
    GAH_FX_NO_ADJACENCY,       /* Draughtsman: rooms need not touch the hotel's other rooms */
    GAH_FX_ANY_BONUS,          /* Events Coordinator: an occupancy bonus of the owner's chosen kind */
    GAH_FX_NO_CAFE_PENALTY,    /* Maitre D': the guests left in the café cost no VP */
    GAH_FX_VP_PER_COFFEE_STRUDEL, /* final scoring: `amount` VP per the lower of coffee and strudel left */
    GAH_FX_VP_PER_CAKE_WINE,   /* final scoring: `amount` VP per the lower of cake and wine left */
    /* Let's Waltz module 5 (waltz_more.c) */
    GAH_FX_PAY_STRUDEL,        /* what using a card costs: `amount` strudel from the kitchen */
    GAH_FX_PAY_CAKE,
    GAH_FX_PAY_WINE,
    GAH_FX_PAY_COFFEE,
    GAH_FX_PAY_EMPEROR,        /* ... retreat exactly `amount` spaces on the Emperor track */
    GAH_FX_TRADE_ITEMS,        /* give up `amount` dishes or drinks for as many of other kinds (Wagon Master) */
    GAH_FX_GUEST_FILLED,       /* a guest from the queue at no cost, its order filled from the supply (Bartender) */
    GAH_FX_FILL_ORDERS,        /* fill up to `amount` guests' orders from the supply (Entertainer) */
    GAH_FX_ROOMS_OCCUPIED,     /* prepare up to `amount` rooms free, each occupied at once (Handmaid) */
    GAH_FX_STAFF_FREE,         /* play up to `amount` staff cards from hand at no cost (Janitor) */
    GAH_FX_VP_PER_MARKER,      /* Emperor reward: `amount` VP per objective marker of the player */
    GAH_FX_LOSE_KRONE_ITEM,    /* Emperor penalty: pay `amount` krone and give up 1 dish or drink */
    GAH_FX_LOSE_EVERYTHING,    /* Emperor penalty: all money and every item in the kitchen */
    GAH_FX_COUNT
} gah_effect_kind;

#define GAH_AMOUNT_FREE 99

typedef struct gah_effect {
    uint8_t kind;  /* gah_effect_kind */
    int8_t amount;
} gah_effect;

#define GAH_GUEST_MAX_EFFECTS 3

typedef struct gah_guest_card {
    uint16_t id;
    const char *name;
    uint8_t colour;                /* gah_colour */
    uint8_t order[GAH_ITEM_COUNT]; /* items needed, by gah_item */
    uint8_t order_total;
    int8_t vp;                     /* Let's Waltz module 1 has guests worth less than nothing */
    uint8_t effect_count;
    gah_effect effects[GAH_GUEST_MAX_EFFECTS];
    const char *reward_text; /* our own short wording, generated from the effects */
    bool house;
    uint8_t module;          /* 0 the base game; m: Let's Waltz module m's (in the deck only with it) */
} gah_guest_card;

typedef enum gah_staff_type {
    GAH_STAFF_ROUND,     /* once per round, turned sideways when used */
    GAH_STAFF_PERMANENT,
    GAH_STAFF_ONCE,      /* one-time, on play */
    GAH_STAFF_FINAL,     /* final scoring */
    GAH_STAFF_BELL,      /* Let's Waltz module 5: once, when its owner first meets its requirement; then face down */
    GAH_STAFF_TYPE_COUNT
} gah_staff_type;

/* The moment a staff card works: the engine's hook points (src/engine/staff_effects.c), each firing the
 * cards in the owner's display in id order. The TSV words are in brackets. */
typedef enum gah_staff_when {
    GAH_WHEN_USE,             /* [use] used once per round, then turned sideways */
    GAH_WHEN_PLAY,            /* [play] right after it is played */
    GAH_WHEN_DIE,             /* [die:FACES] its owner takes a die showing one of `faces` */
    GAH_WHEN_GUEST_MOVED,     /* [moved:COLOUR], [moved:N+] a guest of `colour`, or with `min_items` or more
                               * items ordered, moves into one of its owner's rooms */
    GAH_WHEN_ROOM_OCCUPIED,   /* [occupied] one of its owner's rooms is occupied */
    GAH_WHEN_ROOM_COST,       /* [prepare:COLOUR] the price of preparing a room of `colour` */
    GAH_WHEN_QUEUE_COST,      /* [queue] the price of a guest from the queue */
    GAH_WHEN_SERVE_COST,      /* [serve] the price of serving from the kitchen */
    GAH_WHEN_EMPEROR_REWARD,  /* [reward] its owner gets an Emperor reward */
    GAH_WHEN_EMPEROR_PENALTY, /* [penalty] its owner is due an Emperor penalty */
    GAH_WHEN_FINAL,           /* [final] final scoring */
    /* Let's Waltz module 1 */
    GAH_WHEN_AFTER_DIE,       /* [after:FACES] its owner takes a die showing one of `faces`: after the action */
    GAH_WHEN_DANCER_SENT,     /* [dancer] its owner places a dancer in a ballroom */
    GAH_WHEN_OBJECTIVE,       /* [objective] its owner places a marker on an objective */
    GAH_WHEN_STAFF_PLAYED,    /* [played] its owner has played another staff card (once a round: `type` round) */
    /* Seed 001's Rowe-Smith staff */
    GAH_WHEN_ORDER,           /* [order] its owner fills a guest's order from the kitchen */
    GAH_WHEN_PLACE,           /* [place] where its owner may prepare a room */
    GAH_WHEN_BONUS,           /* [bonus] its owner earns an occupancy bonus */
    GAH_WHEN_KRONE,           /* [krone] its owner gains krone */
    GAH_WHEN_PASS,            /* [pass] the first pass of a round, by anyone */
    GAH_WHEN_CAFE,            /* [cafe] the guests left in its owner's café at the end */
    /* Let's Waltz module 5: the bell cards' requirements (`min_items` is the number asked) */
    GAH_WHEN_COMPLETED,       /* [completed:COLOUR:N] its owner completes the order of a guest of `colour` who
                               * ordered `min_items` or more items (moved to a room or sent dancing) */
    GAH_WHEN_EMPEROR_ADVANCED,/* [emperor:N] its owner advances `min_items` or more spaces at once */
    GAH_WHEN_DISHES,          /* [dishes:N] its owner gets `min_items` or more dishes from one source */
    GAH_WHEN_DRINKS,          /* [drinks:N] ... drinks from one source */
    GAH_WHEN_GROUP_FULL,      /* [group:N] its owner fully occupies a group of `min_items` or more rooms */
    GAH_WHEN_COUNT
} gah_staff_when;

#define GAH_STAFF_MAX_EFFECTS 3

typedef struct gah_staff_card {
    uint16_t id;
    const char *name;
    uint8_t cost;
    uint8_t type;     /* gah_staff_type */
    char intro_set;   /* 'A'..'D', or 0 */
    bool house;       /* the intro set is a house value */
    const char *text; /* what it does, in our own words */
    uint8_t when;     /* gah_staff_when */
    uint8_t faces;    /* GAH_WHEN_DIE: bit F set for die face F */
    uint8_t colour;   /* GAH_WHEN_GUEST_MOVED, GAH_WHEN_ROOM_COST: gah_colour, or GAH_COLOUR_COUNT for any */
    uint8_t min_items; /* GAH_WHEN_GUEST_MOVED: the guest ordered at least this many items (0: any guest) */
    uint8_t effect_count;
    gah_effect effects[GAH_STAFF_MAX_EFFECTS];
    uint8_t module;   /* 0 the base game; m: Let's Waltz module m's (in the deck only with it) */
    uint8_t variant;  /* 0, or gah_variant + 1: seed 001's variant that brings it (rowe-smith) */
} gah_staff_card;

typedef enum gah_objective_req {
    GAH_REQ_MONEY,
    GAH_REQ_EMPEROR,
    GAH_REQ_STAFF_PLAYED,
    GAH_REQ_ROOM_TILES,
    GAH_REQ_FULL_FLOORS,
    GAH_REQ_FULL_COLUMNS,
    GAH_REQ_FULL_GROUPS,
    GAH_REQ_FULL_COLOUR,
    GAH_REQ_OCCUPIED_RBY, /* amount = red*100 + blue*10 + yellow */
    /* Let's Waltz module 1 */
    GAH_REQ_CHAMPAGNE,    /* champagne in the kitchen */
    GAH_REQ_DANCERS,      /* dancers in the ballrooms, the balcony included */
    GAH_REQ_GREEN_GUESTS, /* green guests whose orders were completed (moved to a room or sent dancing) */
    /* Seed 001's herlius variant */
    GAH_REQ_GUEST_VP,        /* VP scored from guest cards */
    GAH_REQ_FLOOR_AND_COLUMN,/* a fully occupied floor and a fully occupied column */
    GAH_REQ_TWO_COLOURS,     /* `amount` occupied rooms of one colour and `amount` of another */
    /* Let's Waltz module 5 */
    GAH_REQ_ITEMS_EACH,      /* at least `amount` strudel, cake, wine and coffee each in the kitchen */
    GAH_REQ_TOP_FLOOR,       /* at least `amount` occupied rooms in the top floor */
    GAH_REQ_BIG_ORDERS,      /* completed orders of guests who ordered 3 or more items */
    GAH_REQ_COUNT
} gah_objective_req;

typedef struct gah_objective_card {
    uint16_t id;
    char category; /* 'A', 'B' or 'C' */
    const char *name;
    uint8_t req;   /* gah_objective_req */
    int16_t amount;
    uint8_t vp[3];
    bool house;
    const char *text; /* the requirement in our own words */
    uint8_t module;   /* 0 the base game; m: Let's Waltz module m's (in play only with it) */
    uint8_t variant;  /* 0, or gah_variant + 1: seed 001's variant that brings it (herlius) */
} gah_objective_card;

typedef struct gah_emperor_tile {
    uint8_t index;      /* 0..11 in the order A1..A4, B1..B4, C1..C4; module 1's A5..C5 12..14, module 5's A6..C6 15..17 */
    char code[3];       /* "A1" */
    const char *name;
    gah_effect reward;
    gah_effect penalty;
    int8_t penalty_else_vp; /* VP lost when the penalty cannot be suffered in full; 0 = no alternative */
    bool house;
    const char *reward_text;  /* our own words */
    const char *penalty_text;
    gah_effect reward2; /* Let's Waltz module 5: a second part of the reward (kind 0: none) */
} gah_emperor_tile;

#define GAH_HOTEL_FLOORS 4
#define GAH_HOTEL_COLUMNS 5
#define GAH_HOTEL_ROOMS 20
#define GAH_HOTEL_GROUPS 10

typedef struct gah_hotel_layout {
    const char *key;   /* "night", "day1".. */
    const char *name;
    uint8_t colour[GAH_HOTEL_ROOMS]; /* by room id = floor*5 + column */
    uint8_t group[GAH_HOTEL_ROOMS];  /* group index 0..9 */
    uint8_t vp[GAH_HOTEL_ROOMS];
    uint8_t group_size[GAH_HOTEL_GROUPS];
    uint8_t group_colour[GAH_HOTEL_GROUPS];
    bool house;
} gah_hotel_layout;

/* One symbol of a Dinner for One instruction card (seed 002), parsed from assets/data/automa.tsv at build
 * time; a symbol the generator does not know fails the build. */
typedef enum gah_automa_step_kind {
    GAH_AUTOMA_STEP_GUEST,         /* take a guest: arg = gah_colour, or -1 for any colour ("?") */
    GAH_AUTOMA_STEP_GUEST_DANCER,  /* Let's Waltz module 1 (">n1"): as GUEST, but the guest dances in ballroom
                                    * arg2 (1 the next to score, 2 the one after) instead of taking a room */
    GAH_AUTOMA_STEP_DIE,           /* take a die of value arg (1..6) */
    GAH_AUTOMA_STEP_DIE_EITHER,    /* "a|b": of the values arg < arg2, the one with more dice */
    GAH_AUTOMA_STEP_DIE_MOST,      /* "?": the value with the most dice */
    GAH_AUTOMA_STEP_DIE_CELEBRITY, /* Let's Waltz module 2 ("cmax"): the coloured die of the best celebrity */
    GAH_AUTOMA_STEP_EMPEROR,       /* arg steps on the Emperor track */
    GAH_AUTOMA_STEP_STAFF,         /* reveal the top card of the automa's private staff */
    GAH_AUTOMA_STEP_OBJECTIVE,     /* countdown on objective slot arg (0..2 = A..C), or -1 for any ("?") */
    GAH_AUTOMA_STEP_DANCER,        /* Let's Waltz module 1 ("Dancer n1"): an extra dancer to ballroom arg */
    GAH_AUTOMA_STEP_COUNT
} gah_automa_step_kind;

typedef struct gah_automa_step {
    uint8_t kind;           /* gah_automa_step_kind */
    int8_t arg;             /* what the kind says */
    int8_t arg2;
    uint8_t min_difficulty; /* gah_difficulty: the lowest level that carries it out ([M] medium, [H] hard) */
} gah_automa_step;

#define GAH_AUTOMA_MAX_STEPS 6

typedef struct gah_automa_card {
    uint16_t id;
    const char *deck;    /* the deck key of one automa kind: "leopold" or "elisabeth" */
    const char *guests;  /* the card's notation as written in the data, for logs */
    const char *die;
    const char *actions;
    char tie;            /* 'L' or 'R' */
    uint8_t step_count;
    gah_automa_step steps[GAH_AUTOMA_MAX_STEPS]; /* top to bottom: guests, exactly one die step, actions */
} gah_automa_card;

/* Board and rule constants. */
typedef struct gah_rules_table {
    uint8_t dice_by_players[5];
    uint8_t start_money;
    uint8_t max_money;
    uint8_t rounds;
    uint8_t cafe_tables;
    uint8_t queue_costs[5];
    uint8_t floor_costs[GAH_HOTEL_FLOORS];
    uint8_t floor_vp[GAH_HOTEL_FLOORS];
    uint8_t emperor_track_vp[14];
    uint8_t emperor_scoring_rounds[3];
    uint8_t emperor_retreat[3];
    uint8_t emperor_reward_min;
    uint8_t bonus_blue_vp[4];
    uint8_t bonus_red_krone[4];
    uint8_t bonus_yellow_emperor[4];
    uint8_t room_supply[3]; /* blue, red, yellow */
    uint8_t turn_tiles[5][4][2]; /* [players][seat position] = {first, second} number */
    uint8_t starting_rooms;
    uint8_t starting_staff;
    uint8_t queue_size;
    uint8_t serve_per_krone;
    uint8_t cafe_penalty_vp;
    uint8_t score_track_length; /* spaces 0..74; the 75 and 150 tiles count the laps */
    /* Let's Waltz module 1 */
    uint8_t ballroom_no_dancer_vp;   /* lost by a player with no dancer in a ballroom being scored */
    uint8_t ballroom_table_vp[6];    /* "table" scoring: VP for 0..5+ dancers (0: the no-dancer loss instead) */
    uint8_t ballroom_rows_vp[2];     /* "rows" scoring: most, second most dancers in a row */
    uint8_t ballroom_rank_vp_2[2];   /* "rank" scoring, 2 players: most, the other (with a dancer) */
    uint8_t ballroom_rank_vp_34[3];  /* "rank" scoring, 3-4 players: most, second, third */
    uint8_t ballroom_pairs_vp;       /* "pairs" scoring: VP per two dancers */
    uint8_t balcony_cost;            /* champagne for a place on the balcony */
    /* Dinner for One with Let's Waltz (Elisabeth, seed 002) */
    uint8_t automa_dancers;          /* her dancer tokens (module 1) */
    uint8_t automa_yellow_emperor;   /* Emperor steps a yellow die brings her instead of its celebrity's power */
    uint8_t automa_blue_vp;          /* VP a blue die brings her instead */
    /* Seed 001's Original rules variant */
    uint8_t original_operator_max_vp;   /* the Operator's cap */
    uint8_t original_kitchen_hand_cost; /* the Kitchen Hand's price */
    /* Let's Waltz module 4, Start Player */
    uint8_t startplayer_tiles[5][4][2]; /* the clockwise turn-order tiles, as turn_tiles */
    uint8_t startplayer_money[4];       /* starting krone by place in the first round's order */
    uint8_t startplayer_compensation[3]; /* krone for the 1st, 2nd, 3rd player after the key's taker */
    uint8_t key_action_strength;        /* the strength of the key's main action */
    /* Let's Waltz module 3 */
    uint8_t entrance_chateau_blue_vp[4];        /* Chateau Paulwei's charts, groups of 1..4 rooms */
    uint8_t entrance_chateau_red_krone[4];
    uint8_t entrance_chateau_yellow_emperor[4];
    uint8_t entrance_stroup_bonus[3];           /* Stroup: a group's first room, blue VP, red krone, yellow steps */
    uint8_t entrance_kaufman_pile_vp[6];        /* Kaufman: VP for 0..5+ guests finished this round */
    uint8_t entrance_ninas_vp[7];               /* Ninas Melange: a personal objective met in round 1..7 */
    uint8_t entrance_ninas_final_vp[7];         /* ... and at the end, by objectives met in all (0..6) */
    uint8_t entrance_ren_majority_vp;           /* The Ren: alone with the most dancers in a ballroom scored */
    /* Dinner for One with Let's Waltz module 3 (seed 002) */
    uint8_t solo_entrances_offer;      /* regular entrances the person draws to keep one */
    uint8_t solo_entrances_start_money;/* the person's krone instead of the usual */
    uint8_t solo_couture_guests;       /* Hautel Couture: guests in the automa's café at the start */
    uint8_t solo_couture_guest_vp[2];  /* ... showing this many VP, from .. to */
    uint8_t solo_couture_pool;         /* items in its pool */
    uint8_t solo_stars_vp[3];          /* Nine Stars Inn: VP for the lowest row with a token (III, II, I) */
    uint8_t solo_sushi_rooms[6];       /* Sushi Resort: the room spaces (0..19) with a token at the start */
    uint8_t solo_sushi_krone;          /* what a token adds to the person's price of its guest */
    uint8_t solo_sushi_vp;             /* what the automa scores for a token guest */
    uint8_t solo_toll_krone;           /* Toll Bridge Hotel: the toll */
    uint8_t solo_toll_escape_vp;       /* VP lost going through unpaid */
} gah_rules_table;

extern const gah_rules_table gah_rules;

extern const gah_guest_card gah_guests[];
extern const int gah_guest_count;
extern const gah_staff_card gah_staff[];
extern const int gah_staff_count;
extern const gah_objective_card gah_objectives[];
extern const int gah_objective_count;
extern const gah_emperor_tile gah_emperor_tiles[];
extern const int gah_emperor_tile_count;
extern const gah_hotel_layout gah_hotels[];
extern const int gah_hotel_count;
extern const gah_automa_card gah_automa_cards[];
extern const int gah_automa_card_count;

/* Let's Waltz module 1: the ballroom boards and the rehearsal room boards (assets/data/ballrooms.tsv,
 * rehearsal.tsv). */
typedef enum gah_ballroom_scoring {
    GAH_BALLROOM_SCORE_HEIGHT, /* Apollosaal: dancers x the highest row they reach (bottom 1, middle 2, top 3) */
    GAH_BALLROOM_SCORE_BY_ROW,   /* Goldener Strauss: each row, most and second most dancers */
    GAH_BALLROOM_SCORE_TABLE,  /* Odeonsaal: VP by number of dancers */
    GAH_BALLROOM_SCORE_RANK,   /* Zum Sperl: rank by total dancers */
    GAH_BALLROOM_SCORE_PAIRS,  /* Zur Kettenbruecke: VP per two dancers */
    GAH_BALLROOM_SCORING_COUNT
} gah_ballroom_scoring;
#define GAH_BONUS_MAX_EFFECTS 3
typedef struct gah_ballroom_board {
    uint8_t id;
    const char *name;
    uint8_t scoring;                                 /* gah_ballroom_scoring */
    uint8_t bonus_count[2];                          /* the top and the middle row's bonus */
    gah_effect bonus[2][GAH_BONUS_MAX_EFFECTS];
    uint8_t spaces[3][3];                            /* [players - 2][row top..bottom] spaces in use */
    uint8_t cost[3];                                 /* champagne per row, top..bottom */
    bool house;
} gah_ballroom_board;
typedef struct gah_rehearsal_board {
    uint8_t id;
    uint8_t bonus_count[4];                          /* sections of 1, 2, 3 and 4 dancers */
    gah_effect bonus[4][GAH_BONUS_MAX_EFFECTS];
    bool house;
} gah_rehearsal_board;
extern const gah_ballroom_board gah_ballroom_boards[];
extern const int gah_ballroom_board_count;
extern const gah_rehearsal_board gah_rehearsal_boards[];
extern const int gah_rehearsal_board_count;

/* The staff cards that work at each hook, as indexes into gah_staff in id order (the order they act in). */
typedef struct gah_staff_hook_cards {
    uint8_t count;
    const uint8_t *cards;
} gah_staff_hook_cards;
extern const gah_staff_hook_cards gah_staff_at[GAH_WHEN_COUNT];
extern const gah_staff_hook_cards gah_staff_at_face[7]; /* GAH_WHEN_DIE cards by die face 1..6 */

/* Let's Waltz module 2: celebrity tiles (assets/data/celebrities.tsv), ids 1..gah_celebrity_count. */
typedef enum gah_celebrity_power {
    GAH_CELEB_EMPEROR_PLUS,    /* each Emperor gain: 1 step more */
    GAH_CELEB_SWAP_ITEMS,      /* once a round: trade up to 4 kitchen items */
    GAH_CELEB_VP_PLUS,         /* each VP gain: 2 VP more */
    GAH_CELEB_KRONE_ROOM,      /* each krone gain: a room 1 krone cheaper */
    GAH_CELEB_STAFF_CHAMPAGNE, /* after playing staff: 1 champagne, 2 VP (module 1) */
    GAH_CELEB_ROOM_VP,         /* each room occupied: 2 VP */
    GAH_CELEB_ROOMS_FREE,      /* rooms cost nothing */
    GAH_CELEB_STAFF_ITEMS,     /* after playing staff: 2 items of choice */
    GAH_CELEB_DANCER_VP,       /* each dancer sent: 1 VP, 1 Emperor step (module 1) */
    GAH_CELEB_CHAMPAGNE_ITEM,  /* each champagne gain: 1 item of choice, 1 VP (module 1) */
    GAH_CELEB_IGNORE_ITEM,     /* a guest of 2+ items moves in with one missing */
    GAH_CELEB_POWER_COUNT
} gah_celebrity_power;

typedef struct gah_celebrity {
    uint8_t id;
    const char *name;
    uint8_t power;     /* gah_celebrity_power */
    uint8_t needs;     /* GAH_WALTZ_MODULE bits that must all be in play for the tile to be used */
    bool house;        /* the name is a house value */
    const char *text;  /* what it does, in our own words */
} gah_celebrity;
extern const gah_celebrity gah_celebrities[];
extern const int gah_celebrity_count;

/* Let's Waltz module 3: the hotel entrances (assets/data/entrances.tsv), ids 1..gah_entrance_count in the
 * order of this enum, and Hotel Dove's bonus tokens (dove_tokens.tsv). */
typedef enum gah_entrance_id {
    GAH_ENTRANCE_NONE, GAH_ENTRANCE_CHATEAU, GAH_ENTRANCE_COROGARI, GAH_ENTRANCE_DOVE, GAH_ENTRANCE_KAUFMAN,
    GAH_ENTRANCE_MAYENFELS, GAH_ENTRANCE_NINAS, GAH_ENTRANCE_STROUP, GAH_ENTRANCE_WRAY, GAH_ENTRANCE_KOZI,
    GAH_ENTRANCE_REN, GAH_ENTRANCE_ID_COUNT
} gah_entrance_id;
typedef enum gah_entrance_gained {
    GAH_GAINED_NONE, GAH_GAINED_EMPEROR, GAH_GAINED_ROOMS, GAH_GAINED_FREE_ROOM, GAH_GAINED_GUEST, GAH_GAINED_DRAW_PLAY
} gah_entrance_gained;
typedef enum gah_entrance_beside {
    GAH_BESIDE_NONE, GAH_BESIDE_DOVE_TOKENS, GAH_BESIDE_OBJECTIVES, GAH_BESIDE_EMPEROR_TILES
} gah_entrance_beside;
typedef struct gah_entrance {
    uint8_t id;
    const char *key;      /* "chateau": what code and saves call it */
    const char *name;
    uint8_t items[GAH_ITEM_COUNT]; /* into the kitchen when gained */
    uint8_t gained;       /* gah_entrance_gained: what else happens at once */
    uint8_t gained_amount;
    uint8_t beside;       /* gah_entrance_beside: laid beside it before the auction */
    uint8_t needs;        /* GAH_WALTZ_MODULE bits besides module 3 (The Ren: module 1) */
    bool house;
    const char *text;     /* what it does, in our own words */
} gah_entrance;
extern const gah_entrance gah_entrances[];
extern const int gah_entrance_count;
/* Dinner for One with module 3: the automa's solo entrances (assets/data/solo_entrances.tsv), ids 1..4 =
 * gah_solo_entrance. */
typedef struct gah_solo_entrance_row {
    uint8_t id;
    const char *key;
    const char *name;
    bool house;
    const char *text;     /* what it does, in our own words */
} gah_solo_entrance_row;
extern const gah_solo_entrance_row gah_solo_entrances[];
extern const int gah_solo_entrance_count;
#define GAH_DOVE_TOKENS 5
typedef struct gah_dove_token {
    uint8_t id;
    uint8_t bonus_count[2];                       /* top (a full column), bottom (a full floor) */
    gah_effect bonus[2][GAH_BONUS_MAX_EFFECTS];
    bool house;
} gah_dove_token;
extern const gah_dove_token gah_dove_tokens[GAH_DOVE_TOKENS];

/* Lookups by printed card id; NULL when no such card. */
const gah_guest_card *gah_guest_by_id(int id);
const gah_staff_card *gah_staff_by_id(int id);
const gah_objective_card *gah_objective_by_id(int id);
const gah_hotel_layout *gah_hotel_by_key(const char *key);

const char *gah_colour_name(int colour);
const char *gah_item_name(int item);

#endif

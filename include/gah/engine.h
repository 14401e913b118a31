/* The rules engine's public API: game state, prompts, commands, events, views and hashing.
 *
 * The state is one plain struct (no pointers), so copying it clones a game. Every change to a game is a
 * command applied with gah_apply(); a refused command leaves the state byte-identical and says why.
 * The list of legal commands (gah_legal) is the one truth the window, the AI, the CLI and the tests use. */
#ifndef GAH_ENGINE_H
#define GAH_ENGINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "gah/data.h"
#include "bg/game.h"

/* Bumped whenever a rule change could make an old command list play out differently. */
#define GAH_ENGINE_VERSION "0.2.0"

#define GAH_MAX_PLAYERS 4
/* The most café tables a player may have: three, a fourth with Let's Waltz module 3's Kaufman or seed 001's
 * Maitre D' (each seat's own count: gah_cafe_tables). The window draws the usual three. */
#define GAH_CAFE_TABLES 4
#define GAH_CAFE_TABLES_BASE 3
#define GAH_QUEUE 5
#define GAH_HAND_MAX 40
#define GAH_DISPLAY_MAX 40
#define GAH_GUEST_DECK_MAX 96 /* 58 base guests and Let's Waltz module 1's 29 */
#define GAH_STAFF_DECK_MAX 96 /* 48 base cards, Let's Waltz module 1's 15 and module 5's 14, the variants' 9 */
#define GAH_STACK_MAX 64
#define GAH_EMPEROR_MAX 13

/* Let's Waltz module 1 */
#define GAH_BALLROOMS 3        /* ballroom boards in play, left to right: scored after rounds 3, 5, 7 */
#define GAH_BALLROOM_ROWS 3    /* row 0 top, 1 middle, 2 bottom */
#define GAH_BALLROOM_SPACES 8  /* the most spaces a row may have in assets/data/ballrooms.tsv */
#define GAH_REHEARSAL_SECTIONS 4 /* sections of 1, 2, 3 and 4 dancers */

/* ---- params: fixed at setup, never undone ---- */

typedef enum gah_hotel_choice { GAH_HOTELS_NIGHT, GAH_HOTELS_DAY } gah_hotel_choice;

/* Dinner for One: play alone against an automa driven by an instruction deck (seed 002). With an
 * automa, `players` is 2: seat 0 is the person, seat 1 the automa (ask gah_seat_is_automa). */
typedef enum gah_automa_kind {
    GAH_AUTOMA_NONE,
    GAH_AUTOMA_LEOPOLD,
    GAH_AUTOMA_ELISABETH,
    GAH_AUTOMA_KIND_COUNT
} gah_automa_kind;

/* A Let's Waltz module as a bit of gah_automa_info.waltz_modules (1 ballrooms, 2 celebrities, ...). */
#define GAH_WALTZ_MODULE(m) (1u << (m))
/* The Let's Waltz! modules the engine plays so far (GAH_WALTZ_MODULE bits); gah_setup refuses others. */
#define GAH_WALTZ_AVAILABLE \
    (GAH_WALTZ_MODULE(1) | GAH_WALTZ_MODULE(2) | GAH_WALTZ_MODULE(3) | GAH_WALTZ_MODULE(4) | GAH_WALTZ_MODULE(5))
/* Modules whose tested parts are in the engine but which gah_setup still refuses because they do not play
 * end to end yet; tests and gah-cli may set them up with gah_setup_preview. None at the moment. */
#define GAH_WALTZ_PREVIEW 0u

/* One row per automa kind (seed 002: Elisabeth when module 1 or 2 is played, Leopold otherwise). */
typedef struct gah_automa_info {
    const char *key;       /* "leopold": the params value in saves and on the command line */
    const char *name;      /* "Leopold": what the table, the log and the final screen call it */
    const char *deck;      /* its instruction deck in assets/data/automa.tsv */
    unsigned waltz_modules; /* GAH_WALTZ_MODULE bits it stands for; 0 = the base game */
} gah_automa_info;

/* The row of an automa kind; NULL for GAH_AUTOMA_NONE and unknown kinds. */
const gah_automa_info *gah_automa_info_of(int kind);
/* The kind whose key is `key` ("leopold"), or GAH_AUTOMA_NONE. */
gah_automa_kind gah_automa_by_key(const char *key);
/* The automa that plays against the Let's Waltz modules in `waltz` (GAH_WALTZ_MODULE bits): Elisabeth with
 * module 1 or 2, Leopold otherwise (seed 002). */
gah_automa_kind gah_automa_for_modules(unsigned waltz);
/* What to call the automa of this kind: "Leopold"; "the automa" for an unknown kind. */
const char *gah_automa_name(int kind);
typedef enum gah_difficulty { GAH_EASY = 1, GAH_MEDIUM, GAH_HARD } gah_difficulty;
#define GAH_AUTOMA_SEAT 1
#define GAH_AUTOMA_DECK 20
#define GAH_AUTOMA_STAFF 5

typedef struct gah_params {
    uint64_t seed;
    uint8_t players;      /* 2..4 */
    uint8_t hotels;       /* gah_hotel_choice */
    bool intro_staff;     /* introductory staff sets A-D */
    bool expert_draft;    /* draft the starting hand */
    uint8_t automa;       /* gah_automa_kind: Dinner for One opponent, or none */
    uint8_t difficulty;   /* gah_difficulty, for the automa */
    uint8_t waltz;        /* Let's Waltz! modules in play: GAH_WALTZ_MODULE(m) bits, m = 1..5 */
    uint8_t variants;     /* seed 001's rule variants in play: GAH_VARIANT_BIT(gah_variant) bits */
    uint8_t solo_entrance; /* Dinner for One with Let's Waltz module 3: the automa's gah_solo_entrance, 0 at random */
    uint8_t stroup_off;   /* Let's Waltz module 3: 1 leaves Stroup (seed 002 only) out of the entrances, as seed 004's
                             nine; 0 (key "stroup on", what a save from before the setting played) lays it out too */
    uint8_t spare[6];     /* zero: keeps gah_params (and the state) free of padding; room for settings to come */
} gah_params;

/* Dinner for One with Let's Waltz module 3 (seed 002): the automa's four solo hotel entrances, in the
 * player aid's order (params key "solo_entrance": random, 1..4). */
typedef enum gah_solo_entrance {
    GAH_SOLO_NONE,
    GAH_SOLO_HAUTEL_COUTURE,
    GAH_SOLO_NINE_STARS,
    GAH_SOLO_SUSHI,
    GAH_SOLO_TOLL_BRIDGE,
    GAH_SOLO_ENTRANCE_COUNT
} gah_solo_entrance;

/* Seed 001's rule variants (the introductory sets and the expert draft have fields of their own). The
 * params key is "variants" ("original,herlius" or "none"); gah-cli takes --variant NAME, repeatable. */
typedef enum gah_variant {
    GAH_VARIANT_ORIGINAL,       /* the rules before the 2021 edition */
    GAH_VARIANT_NO_KITCHEN_HAND,/* the Kitchen Hand is out of the game */
    GAH_VARIANT_DISCARD_FREE,   /* no guest taken in a round: the two free guests are discarded */
    GAH_VARIANT_HERLIUS,        /* three more objectives */
    GAH_VARIANT_ROWE_SMITH,     /* nine more staff cards */
    GAH_VARIANT_COUNT
} gah_variant;
#define GAH_VARIANT_BIT(v) (1u << (v))
#define GAH_VARIANT_ON(st, v) (((st)->params.variants & GAH_VARIANT_BIT(v)) != 0)
/* The variant's key ("no-kitchen-hand"), its name for people ("No Kitchen Hand"), and a short line saying
 * what it changes (the new-game screen shows it under the switch); NULL for an unknown variant. */
typedef struct gah_variant_info {
    const char *key;
    const char *name;
    const char *summary;
} gah_variant_info;
const gah_variant_info *gah_variant_info_of(int variant);
/* The variant whose key is `key`, or -1. */
int gah_variant_by_key(const char *key);

/* The params as text, one "key value" line each (players, hotels, intro, draft, automa, difficulty,
 * waltz, seed), from one table: saves, the CLI, scenarios and tests all go through these. Returns the length
 * written (snprintf-style: the length needed when `size` is too small). */
size_t gah_params_format(const gah_params *params, char *buf, size_t size);
/* Sets one key from its text; NULL, or the reason (written into `why`) the value is refused. */
const char *gah_params_set(gah_params *params, const char *key, const char *value, char *why, size_t why_size);
bool gah_params_is_key(const char *key);

/* ---- state ---- */

typedef enum gah_room_state { GAH_ROOM_EMPTY, GAH_ROOM_VACANT, GAH_ROOM_OCCUPIED } gah_room_state;

/* Where VP came from; kept per player for the score breakdown. */
typedef enum gah_vp_source {
    GAH_VP_GUESTS, GAH_VP_ROOM_ICONS, GAH_VP_BONUS, GAH_VP_EMPEROR, GAH_VP_STAFF, GAH_VP_OBJECTIVES,
    GAH_VP_ROOMS_FINAL, GAH_VP_LEFTOVERS, GAH_VP_CAFE_PENALTY,
    /* Let's Waltz module 2 */
    GAH_VP_CELEBRITIES,
    /* Let's Waltz module 1 */
    GAH_VP_BALLROOMS,
    GAH_VP_SOURCE_COUNT
} gah_vp_source;

typedef struct gah_table {
    uint8_t guest;                   /* guest card id, 0 = empty table */
    uint8_t placed[GAH_ITEM_COUNT];  /* items already on the guest's order */
} gah_table;

typedef struct gah_player {
    int16_t vp;
    int16_t vp_by_source[GAH_VP_SOURCE_COUNT];
    int8_t money;
    int8_t emperor;
    uint8_t hotel;                       /* index into gah_hotels */
    uint8_t kitchen[GAH_ITEM_COUNT];
    gah_table cafe[GAH_CAFE_TABLES];
    uint8_t room[GAH_HOTEL_ROOMS];       /* gah_room_state */
    uint8_t hand_count;
    uint8_t hand[GAH_HAND_MAX];          /* staff ids */
    uint8_t display_count;
    uint8_t display[GAH_DISPLAY_MAX];    /* staff ids in play, in the order played */
    uint8_t display_used[GAH_DISPLAY_MAX]; /* once-per-round card turned sideways (1); module 5: a bell card
                                            * turned face down for good (GAH_STAFF_FACE_DOWN) */
    uint8_t covered;                     /* bit 0: first number on the turn tile covered, bit 1: second */
    bool passed;                         /* waiting for the re-roll */
    uint8_t claimed;                     /* bit i: has a marker on objective slot i */
    uint8_t staff_played;                /* staff cards played so far, including any the Emperor removed */
    uint16_t bonus_paid;                 /* bit g: group g's occupancy bonus was paid (only once a game) */
    int16_t leftovers;                   /* final-scoring step 3 (the tie-break) */
} gah_player;

typedef enum gah_phase {
    GAH_PHASE_START_GUESTS, /* the expert draft, then each player picks a starting guest */
    GAH_PHASE_START_ROOMS,  /* each player prepares three rooms */
    GAH_PHASE_PLAY,
    GAH_PHASE_OVER
} gah_phase;

/* A pending decision or a pending automatic step. The top of the stack is what happens next. */
typedef struct gah_step {
    uint8_t kind;    /* gah_step_kind */
    uint8_t seat;
    int8_t count;    /* how many more (rooms to prepare, cards to return...) */
    int8_t amount;   /* strength, discount or quantity */
    int8_t extra;    /* kind-specific */
} gah_step;

/* Let's Waltz module 2 (Celebrities): three dice of these colours replace white ones; lounge space
 * colour-1 belongs to each (seed 004, "Module 2"). */
typedef enum gah_die_colour { GAH_DIE_WHITE, GAH_DIE_RED, GAH_DIE_BLUE, GAH_DIE_YELLOW, GAH_DIE_COLOUR_COUNT } gah_die_colour;
#define GAH_DIE_COLOUR_BIT(colour) (1u << ((colour) - 1))
/* Let's Waltz module 3, The Kozi Palace: a nudge's second argument, the space a die goes to (1..6) and the
 * die's colour ("nudge 4 5 red"). */
#define GAH_NUDGE_TO(space, colour) ((space) | (colour) << 3)
#define GAH_NUDGE_SPACE(b) ((b) & 7)
#define GAH_NUDGE_COLOUR(b) ((b) >> 3)
#define GAH_LOUNGE 3
#define GAH_CELEBRITY_MAX 16  /* ids are bits of a uint16_t */
#define GAH_CELEBRITY_PILE 12 /* the eleven tiles fit a pile */

/* Let's Waltz module 2: the coloured dice, the lounge and the celebrities (all zero when it is off). */
typedef struct gah_lounge {
    uint8_t colours[7];          /* coloured dice on action spaces 1..6 as GAH_DIE_COLOUR_BIT bits (index 0:
                                  * in the dustbin); dice[v] counts them too */
    uint8_t celebrity[GAH_LOUNGE]; /* the celebrity on the red, blue and yellow lounge space (0 = empty) */
    uint8_t vp[GAH_LOUNGE];      /* what taking it scores: 1 printed, 2 or 4 on a chit */
    uint8_t stack_count;
    uint8_t stack[GAH_CELEBRITY_PILE];   /* face down, top = last */
    uint8_t discard_count;
    uint8_t discard[GAH_CELEBRITY_PILE];
    uint8_t exchanged;           /* bit s: seat s made Albert Einstein's exchange this round */
    uint16_t held[GAH_MAX_PLAYERS]; /* bit id: the celebrities in front of the seat this round */
} gah_lounge;
/* Let's Waltz module 1, Vienna Ballrooms: all zero when the module is off. */
typedef struct gah_ballrooms {
    uint8_t board[GAH_BALLROOMS]; /* ballroom board ids (gah_ballroom_boards), left to right */
    uint8_t space[GAH_BALLROOMS][GAH_BALLROOM_ROWS][GAH_BALLROOM_SPACES]; /* seat + 1 of the dancer there, 0 free */
    uint8_t balcony[GAH_MAX_PLAYERS];  /* each seat's dancers on the balcony (the rightmost top row, unlimited) */
    uint8_t rehearsal[GAH_MAX_PLAYERS]; /* each seat's rehearsal room board id, 0 while not chosen */
    uint8_t section[GAH_MAX_PLAYERS][GAH_REHEARSAL_SECTIONS]; /* dancers left in each section */
    uint8_t offer;     /* bit b: rehearsal room board b+1 is laid out and not chosen yet */
    uint8_t scored;    /* ballrooms scored so far (left to right) */
    uint8_t green[GAH_MAX_PLAYERS]; /* green guests whose orders each seat completed (objective 165) */
    uint8_t pad[5];    /* keeps gah_state free of padding before the params */
} gah_ballrooms;

/* Let's Waltz module 5, Would You Like Some More?: all zero when it is off. */
#define GAH_STAFF_FACE_DOWN 2 /* display_used: a bell card whose reward was taken (never turned up again) */
typedef struct gah_more {
    uint8_t big_orders[GAH_MAX_PLAYERS]; /* orders of 3 or more items each seat completed (objective 182) */
    uint8_t pad[4];    /* the state ends on its 8-byte alignment */
} gah_more;
/* Let's Waltz module 4, Start Player: the skeleton key (all zero when the module is off). */
typedef struct gah_startplayer {
    uint8_t key_holder;  /* seat + 1 of the player whose turn-order tile holds the key; 0: on the board extension */
    uint8_t passed;      /* bit s: seat s passed this round, so it may not take the key any more (not even after
                          * the re-roll) */
    uint8_t key_covers;  /* which number of the holder's turn-order tile the key lies on: 1 the first, 2 the
                          * second; 0 while it is on the board extension */
    uint8_t pad[5];      /* keeps gah_state free of padding at its end */
} gah_startplayer;
/* Let's Waltz module 3, Unique Hotels: the auction of the hotel entrances and what the entrances keep
 * (all zero when the module is off, but for the café tables). */
#define GAH_KAUFMAN_PILE 24
#define GAH_WRAY_TILES 6
typedef struct gah_entrance_state {
    uint8_t owned[GAH_MAX_PLAYERS];  /* each seat's entrance (gah_entrance_id), 0 while it has none */
    uint8_t offer[GAH_MAX_PLAYERS];  /* the entrances laid out for the auction; 0 once won */
    uint8_t lot;                     /* the entrance up for auction now, 0 between auctions */
    uint8_t bid;                     /* the highest bid on it so far (krone) */
    uint8_t bidder;                  /* the seat that made it */
    uint8_t bidding;                 /* bit s: seat s has not passed in this auction */
    uint8_t dove_tokens;             /* bit t: Hotel Dove's token t+1 has not been taken */
    uint8_t dove_floors;             /* bit f: floor f, filled, took a token */
    uint8_t dove_columns;            /* bit c: column c, filled, took a token */
    uint8_t ninas_objectives[3];     /* Ninas Melange's personal A, B and C objectives (ids) */
    uint8_t ninas_met;               /* bit i: personal objective i met (turned face down) */
    uint8_t wray_tiles[GAH_WRAY_TILES]; /* The Grand Wray Hotel's Emperor tiles, index + 1; 0 once claimed */
    uint8_t wray_used;               /* its once-a-turn retreat was used this turn */
    uint8_t kozi_to;                 /* The Kozi Palace: this turn's die was moved onto this space (1..6), 0 not */
    uint8_t kaufman_count;           /* Kaufman: guests the owner finished this round, kept aside (public) */
    uint8_t kaufman_pile[GAH_KAUFMAN_PILE];
    uint8_t cafe_tables[GAH_MAX_PLAYERS]; /* each seat's café tables (3, or 4: Kaufman, seed 001's Maitre D') */
    uint8_t corogari_first;          /* Corogari Zant-Mainz: the value of the owner's first die this round */
    uint8_t pad[7];                  /* keeps the state free of padding at its end */
} gah_entrance_state;
/* Dinner for One with Let's Waltz module 3 (seed 002): the automa's solo entrance and its pieces, all public
 * (all zero without the module or without the automa). Read it through the accessors at the end of this
 * header. */
#define GAH_SOLO_STARS_MAX 9    /* the stars track's spaces (Nine Stars Inn) */
#define GAH_SOLO_SUSHI_TOKENS 6 /* cogwheel tokens in the automa's hotel at the start (Sushi Resort) */
typedef struct gah_solo_entrance_state {
    uint8_t kind;                   /* gah_solo_entrance, 0 none (the person's three entrances lie in
                                     * entrances.offer until one is kept) */
    /* Hautel Couture */
    uint8_t pool[GAH_ITEM_COUNT];   /* items left in the item pool, by gah_item */
    uint8_t space_item[7];          /* item + 1 lying on action space 1..6 (index 0 unused), 0 none */
    uint8_t reserved[GAH_CAFE_TABLES]; /* room id + 1 reserved for the guest at the automa's café table 1..4 */
    /* Nine Stars Inn */
    uint8_t stars_objective;        /* the objective card id laid sideways as the stars track */
    uint8_t stars;                  /* cogwheel tokens on the track, 0..9 (filled row III, then II, then I) */
    uint8_t person_floors;          /* bit f: the person completed floor f (took a token off once) */
    uint8_t person_columns;         /* bit c: the person completed column c */
    /* Sushi Resort */
    uint8_t sushi_rooms;            /* bit k: room space gah_rules.solo_sushi_rooms[k] still has its token */
    uint8_t sushi_guests[GAH_SOLO_SUSHI_TOKENS]; /* ids of the queue guests carrying a token (0: free slot) */
    /* Toll Bridge Hotel */
    uint8_t tolls[7];               /* cogwheel tokens on action space 1..6 (index 0 unused) */
    uint8_t pad[5];                 /* keeps the state free of padding at its end */
} gah_solo_entrance_state;

typedef struct gah_state {
    uint64_t rng;
    uint8_t players;
    uint8_t phase;          /* gah_phase */
    uint8_t round;          /* 1..7 */
    uint8_t start_seat;     /* holds the tile with "1" this round */
    uint8_t turn_seat;      /* whose turn (or setup decision) it is */
    bool turn_guest_taken;  /* this turn's optional guest is taken */
    bool turn_die_taken;    /* this turn's mandatory die is taken */
    bool turn_acted;        /* an additional action was taken this turn, so passing is no longer possible */
    int8_t serve_credit;    /* items still movable for the krone already paid */
    uint8_t dice[7];        /* dice on action spaces 1..6 (index 0 unused) */
    uint8_t dustbin;
    uint8_t rooms_left[3];  /* room tiles in the supply: blue, red, yellow */
    uint8_t queue[GAH_QUEUE];   /* guest ids, position 0 = leftmost (most expensive) */
    uint8_t guest_deck_count;
    uint8_t guest_deck[GAH_GUEST_DECK_MAX]; /* top = last */
    uint8_t guest_discard_count;
    uint8_t guest_discard[GAH_GUEST_DECK_MAX];
    uint8_t staff_deck_count;
    uint8_t staff_deck[GAH_STAFF_DECK_MAX]; /* top = last, bottom = index 0 */
    uint8_t drawn_count;    /* "draw 3, play 1": the cards in the player's view, not yet returned */
    uint8_t drawn[3];
    uint8_t objectives[3];  /* objective card ids for slots A, B, C */
    uint8_t objective_taken[3];  /* claim spaces used per slot */
    uint8_t countdown[3];        /* the automa's countdown marker per objective: 0 none, 3 "III", 2 "II" */
    uint8_t automa_card;         /* the instruction card the automa carried out last (0 none) */
    uint8_t automa_deck_count;
    uint8_t automa_deck[GAH_AUTOMA_DECK];   /* instruction cards left, top = last */
    uint8_t automa_staff_count;
    uint8_t automa_staff[GAH_AUTOMA_STAFF]; /* the automa's private face-down staff, top = last */
    uint8_t automa_discard_count;
    uint8_t automa_discard[GAH_AUTOMA_DECK]; /* instruction cards carried out since the deck was (re)filled */
    /* Seed 001's variants (src/engine/variants.c); each stays 0 unless its variant is on. */
    uint8_t variant_guest_taken; /* discard-free-guests: some player took a guest from the board this round */
    uint8_t variant_passed;      /* rowe-smith: somebody has passed this round (the Waste Manager's krone is paid) */
    uint8_t variant_gizia;       /* original: E. Gizia's extra turn, GIZIA_TURN_DUE or GIZIA_TURN_NOW */
    uint8_t emperor_tiles[3];    /* indices into gah_emperor_tiles, for rounds 3, 5, 7 */
    uint8_t staff_removed;  /* staff cards removed from the game (Emperor penalty C4) */
    uint8_t draft_count[GAH_MAX_PLAYERS];  /* expert draft: cards in each seat's current pack */
    uint8_t draft_pack[GAH_MAX_PLAYERS][6];
    uint8_t pending_items[GAH_ITEM_COUNT]; /* received, waiting to be placed */
    uint8_t pending_any;    /* items of the player's choice, picked while placing */
    uint8_t pending_seat;   /* who received them */
    uint8_t item_pad;       /* Let's Waltz module 1: fills the byte champagne's pending_items left before the players */
    uint8_t stack_count;
    gah_step stack[GAH_STACK_MAX];
    gah_player player[GAH_MAX_PLAYERS];
    uint8_t removed_staff[GAH_MAX_PLAYERS]; /* ids of the staff_removed cards, in order (public: they were in play) */
    /* Let's Waltz module 1 */
    gah_ballrooms ballrooms;
    gah_params params;      /* copied in at setup so a state stands alone */
    /* Let's Waltz module 2 */
    gah_lounge lounge;
    /* Let's Waltz module 5 */
    gah_more more;
    /* Let's Waltz module 4 */
    gah_startplayer startplayer;
    /* Let's Waltz module 3 */
    gah_entrance_state entrances;
    /* Dinner for One with module 3: the automa's solo entrance */
    gah_solo_entrance_state solo;
} gah_state;

/* ---- prompts ---- */

typedef enum gah_prompt_kind {
    GAH_PROMPT_START_GUEST,  /* take-guest Q T (free) */
    GAH_PROMPT_START_ROOM,   /* room R */
    GAH_PROMPT_TURN,         /* take a turn or pass; additional actions; end-turn */
    GAH_PROMPT_PLACE_ITEMS,  /* place ITEM T|kitchen */
    GAH_PROMPT_DISHES,       /* dishes S C */
    GAH_PROMPT_DRINKS,       /* drinks W C */
    GAH_PROMPT_KRONE_EMPEROR,/* split K E */
    GAH_PROMPT_ROOMS,        /* room R | done */
    GAH_PROMPT_STAFF,        /* staff ID | skip */
    GAH_PROMPT_IMITATE,      /* imitate V */
    GAH_PROMPT_OCCUPY,       /* occupy R | skip */
    GAH_PROMPT_FREE_GUEST,   /* take-guest Q T | skip */
    GAH_PROMPT_DRAW3,        /* staff ID (one of the drawn) | skip */
    GAH_PROMPT_RETURN_ORDER, /* bottom ID */
    GAH_PROMPT_GIZIA,        /* action V | skip */
    GAH_PROMPT_BONUS_ORDER,  /* bonus-first | bonus-last */
    GAH_PROMPT_RETURN_STAFF, /* bottom ID: Emperor penalty, cards from hand to the bottom of the deck */
    GAH_PROMPT_REMOVE_ROOM,  /* remove R: Emperor penalty */
    GAH_PROMPT_REMOVE_STAFF, /* discard ID: Emperor penalty C4, a final-scoring card from the display */
    GAH_PROMPT_CONFERENCE,   /* pay | skip: Conference Manager, 1 krone to ignore the penalty */
    GAH_PROMPT_FILL_ORDER,   /* fill T | skip: Porter */
    GAH_PROMPT_DRAFT,        /* keep ID: expert draft */
    GAH_PROMPT_GAME_OVER,
    /* Let's Waltz module 2 */
    GAH_PROMPT_DUSTBIN,      /* die V COLOUR: only coloured dice are left, the re-roller picks the one to remove */
    GAH_PROMPT_EXCHANGE,     /* swap GIVE TAKE | done: Albert Einstein's exchange, up to 4 items */
    /* Let's Waltz module 1 */
    GAH_PROMPT_REHEARSAL,    /* keep ID: choose a rehearsal room board at set-up */
    GAH_PROMPT_DANCE,        /* dance B R: the ballroom (1..3 left to right) and row (1 top..3 bottom) */
    GAH_PROMPT_COLLECT,      /* collect N: the next of a dancer's rewards (1 row bonus, 2 guest, 3 section) */
    GAH_PROMPT_DANCER,       /* send 0 S | skip | later: a dancer from a reward or a staff card, from section S */
    GAH_PROMPT_SPEND,        /* spend ITEM: the dish or drink a staff card costs (the Cellist) */
    /* Let's Waltz module 3 */
    GAH_PROMPT_AUCTION,      /* bid E N: put entrance E up (opening) or raise on it | pass (not when opening) */
    GAH_PROMPT_DOVE_TOKEN,   /* choose T: the Hotel Dove token (1..5) a full column or floor takes */
    GAH_PROMPT_SECOND_GUEST, /* take-guest Q T (paid) | skip: Kaufman's second guest after the turn's guest */
    /* Seed 001's variants */
    GAH_PROMPT_PENALTY_CHOICE, /* choose 1 (the tile's penalty) | choose 2 (its VP instead): Original rules */
    GAH_PROMPT_BONUS_KIND,   /* choose 1 VP | 2 krone | 3 Emperor steps: a group bonus with the Events Coordinator */
    /* Let's Waltz module 5 */
    GAH_PROMPT_BELL,         /* use ID | skip: a bell card's requirement is met; take its reward (face down) or wait */
    /* Let's Waltz module 4 */
    GAH_PROMPT_KEY_ACTION,   /* action V (1..5) | skip: the skeleton key's main action at strength 1 */
    GAH_PROMPT_TWO_WINE,     /* choose 1 strudel | 2 cake | 3 coffee | 4 champagne: what two wine stand in for (Cocktail
                                Waitress); amount = the table */
    /* Dinner for One with Let's Waltz module 3 */
    GAH_PROMPT_SOLO_ENTRANCE,/* choose N: keep the N-th (1..3) of the regular entrances drawn for the person */
    GAH_PROMPT_COUTURE_ITEM, /* choose T: the automa's café table 1..4 whose guest gets the item (Hautel Couture);
                                amount = the item */
    /* Let's Waltz module 1 */
    GAH_PROMPT_REMOVE_DANCER,/* withdraw B R: the row of ballroom B (the one scored next) an Emperor penalty (B5, C5) takes
                                one of the seat's dancers from; count = dancers still to go */
    GAH_PROMPT_COUNT
} gah_prompt_kind;

typedef struct gah_prompt {
    uint8_t kind;   /* gah_prompt_kind */
    uint8_t seat;
    int8_t count;   /* e.g. rooms still allowed */
    int8_t amount;  /* strength or discount */
} gah_prompt;

/* ---- commands ---- */

typedef enum gah_command_type {
    GAH_CMD_NONE,
    GAH_CMD_TAKE_GUEST,  /* a = queue position 1..5, b = table 1..3 */
    GAH_CMD_DIE,         /* a = value 1..6, b = boost (bit 0) | gah_die_colour << 1 (module 2; 0 = white) */
    GAH_CMD_DISHES,      /* a = strudel, b = cake */
    GAH_CMD_DRINKS,      /* a = wine, b = coffee */
    GAH_CMD_SPLIT,       /* a = krone, b = Emperor steps */
    GAH_CMD_ROOM,        /* a = room id 0..19 */
    GAH_CMD_DONE,
    GAH_CMD_SKIP,
    GAH_CMD_STAFF,       /* a = staff id */
    GAH_CMD_IMITATE,     /* a = action 1..5 */
    GAH_CMD_PLACE,       /* a = item, b = table 1..3 or 0 = kitchen */
    GAH_CMD_SERVE,       /* a = item, b = table 1..3 */
    GAH_CMD_MOVE_GUEST,  /* a = table 1..3, b = room id */
    GAH_CMD_OCCUPY,      /* a = room id */
    GAH_CMD_CLAIM,       /* a = objective slot 0..2 (A..C) */
    GAH_CMD_USE,         /* a = staff id (once per round) */
    GAH_CMD_BOTTOM,      /* a = staff id */
    GAH_CMD_ACTION,      /* a = action space 1..6 (E. Gizia) */
    GAH_CMD_BONUS_FIRST,
    GAH_CMD_BONUS_LAST,
    GAH_CMD_PASS,
    GAH_CMD_END_TURN,
    GAH_CMD_REMOVE,      /* a = room id */
    GAH_CMD_DISCARD,     /* a = staff id */
    GAH_CMD_PAY,
    GAH_CMD_FILL,        /* a = table 1..3 */
    GAH_CMD_KEEP,        /* a = staff id */
    GAH_CMD_LATER,       /* take this optional extra after the main action instead of before */
    /* Let's Waltz module 2 */
    GAH_CMD_SWAP,        /* a = item given from the kitchen, b = item taken from the supply (Albert Einstein) */
    /* Let's Waltz module 1 */
    GAH_CMD_SEND,        /* a = table 1..3 (a complete guest) or 0 (a dancer from a reward), b = section 1..4 */
    GAH_CMD_DANCE,       /* a = ballroom 1..3 (left to right), b = row 1 top, 2 middle, 3 bottom */
    GAH_CMD_COLLECT,     /* a = 1 row bonus, 2 the guest's reward and VP, 3 the section bonus */
    GAH_CMD_SPEND,       /* a = the dish or drink given up from the kitchen */
    /* Seed 001's variants */
    /* Let's Waltz module 4 */
    GAH_CMD_KEY,         /* take the skeleton key instead of a die (the dish or drink is chosen while placing) */
    GAH_CMD_CHOOSE,      /* a = option 1..4 of the prompt (penalty-choice, bonus-kind, two-wine), 1..5 (dove-token) */
    /* Let's Waltz module 3 */
    GAH_CMD_BID,         /* a = entrance id, b = krone */
    GAH_CMD_TILE,        /* a = The Grand Wray Hotel's Emperor tile 1..6 (A A B B C C): its reward for 1, 2, 3 steps back */
    GAH_CMD_NUDGE,       /* a = action space the die comes from, b = GAH_NUDGE_TO(the space it goes to, its gah_die_colour) (The
                            Kozi Palace) */
    /* Let's Waltz module 1 */
    GAH_CMD_WITHDRAW,    /* a = ballroom 1..3, b = row 1 top (the balcony too), 2 middle, 3 bottom: a dancer the Emperor takes */
    GAH_CMD_COUNT
} gah_command_type;

/* Unsigned arguments: staff ids reach 133 (Let's Waltz module 1). */
typedef struct gah_command {
    uint8_t type; /* gah_command_type */
    uint8_t a, b;
} gah_command;

/* Canonical text: format(parse(x)) == x for every canonical x. Returns false on bad text. */
bool gah_command_parse(const char *text, gah_command *out);
/* Writes the canonical text; returns its length (0 for an invalid command). */
size_t gah_command_format(gah_command cmd, char *buf, size_t size);

/* ---- events ---- */

typedef enum gah_event_type {
    GAH_EV_SETUP,          /* a = players, b = start seat */
    GAH_EV_ROUND_START,    /* a = round */
    GAH_EV_DICE_ROLLED,    /* a = value 1..6, b = dice now on that space (one event per space) */
    GAH_EV_DIE_DUSTBIN,    /* a = value removed */
    GAH_EV_PASS,
    GAH_EV_TURN_START,
    GAH_EV_TURN_END,
    GAH_EV_GUEST_TAKEN,    /* a = guest id, b = queue position 1..5, c = table, value = cost */
    GAH_EV_QUEUE_SLIDE,    /* a = guest id, b = from position, c = to position */
    GAH_EV_QUEUE_REFILL,   /* a = guest id (0 if none left), b = position */
    GAH_EV_GUEST_RESHUFFLE,/* a = cards shuffled back into the guest deck */
    GAH_EV_DIE_TAKEN,      /* a = value, b = strength, c = boost, value = krone paid */
    GAH_EV_ACTION,         /* a = action 1..5 carried out, b = strength (imitation, E. Gizia) */
    GAH_EV_ITEM_GAINED,    /* a = item, b = destination table 1..3 or 0 = kitchen, c = 1: to the kitchen because no
                              guest in the café ordered it */
    GAH_EV_ITEM_SERVED,    /* a = item, b = table (from the kitchen) */
    GAH_EV_MONEY,          /* value = change (after the cap), a = new total */
    GAH_EV_VP,             /* value = change, a = source (gah_vp_source), b = new total */
    GAH_EV_EMPEROR,        /* value = steps moved, a = new position */
    GAH_EV_ROOM_PREPARED,  /* a = room id, b = colour, value = cost paid */
    GAH_EV_ROOM_OCCUPIED,  /* a = room id */
    GAH_EV_ROOM_REMOVED,   /* a = room id */
    GAH_EV_GROUP_BONUS,    /* a = group, b = colour, value = amount */
    GAH_EV_GUEST_MOVED,    /* a = guest id, b = table, c = room id */
    GAH_EV_STAFF_DRAWN,    /* a = staff id (0 in views that hide it) */
    GAH_EV_STAFF_PLAYED,   /* a = staff id, value = krone paid */
    GAH_EV_STAFF_USED,     /* a = staff id */
    GAH_EV_STAFF_BOTTOM,   /* a = staff id returned to the bottom of the deck */
    GAH_EV_OBJECTIVE,      /* a = slot, b = objective id, value = VP */
    GAH_EV_EMPEROR_SCORING,/* a = position before, b = retreat, c = position after, value = VP,
                            * d = gah_emperor_outcome (what the tile does to the seat next) */
    GAH_EV_EMPEROR_REWARD, /* a = tile index */
    GAH_EV_EMPEROR_PENALTY,/* a = tile index */
    GAH_EV_ROUND_END,      /* a = round */
    GAH_EV_FINAL_SCORE,    /* a = gah_vp_source, value = VP */
    GAH_EV_GAME_OVER,      /* a = lowest winning seat, b = every winner as a bit mask (a full tie is shared) */
    GAH_EV_STAFF_REMOVED,  /* a = staff id removed from the game */
    GAH_EV_AUTOMA_CARD,    /* a = instruction card drawn by the automa */
    GAH_EV_AUTOMA_GUEST,   /* a = guest taken from queue position b, c = room it occupies at once */
    GAH_EV_OBJECTIVE_COUNTDOWN, /* a = slot, b = marker now on 3 "III" / 2 "II" */
    /* Let's Waltz module 2 (die-taken and die-dustbin carry the die's gah_die_colour in d) */
    GAH_EV_COLOUR_DIE,     /* a = gah_die_colour, b = the action space it was rolled onto */
    GAH_EV_CELEBRITY_TAKEN,/* a = celebrity, b = lounge space 0..2, value = VP scored */
    GAH_EV_LOUNGE_CHIT,    /* a = celebrity, b = lounge space, value = what it is worth now (0: discarded) */
    GAH_EV_LOUNGE_REFILL,  /* a = celebrity drawn onto lounge space b */
    GAH_EV_CELEBRITY_DISCARDED, /* a = celebrity collected from the seat at the end of the round */
    GAH_EV_CELEBRITY_RESHUFFLE, /* a = discarded celebrities shuffled into a new stack */
    GAH_EV_ITEM_TRADED,    /* a = item given back from the kitchen, b = item taken (placed as item-gained says) */
    /* Let's Waltz module 1 */
    GAH_EV_REHEARSAL_CHOSEN, /* a = rehearsal room board id */
    GAH_EV_DANCER_SENT,    /* a = guest id (0: a dancer from a reward), b = table, c = section 1..4;
                            * the automa's: c = 0, b = the guest's queue position (0: an extra dancer) */
    GAH_EV_DANCER_PLACED,  /* a = ballroom 1..3, b = row 1..3, c = 1 on the balcony, value = champagne paid */
    GAH_EV_SECTION_EMPTIED,/* a = section 1..4 of the seat's rehearsal room board */
    GAH_EV_BALLROOM_SCORED,/* a = ballroom 1..3, b = board id, c = the seat's dancers there, value = VP */
    GAH_EV_DANCERS_REMOVED,/* a = ballroom 1..3, b = dancers the Emperor took (back to the box), c = the row chosen (1..3) or 0 */
    GAH_EV_ITEM_SPENT,     /* a = item given up from the kitchen to a staff card (b = the card when it is a fixed price) */
    /* Let's Waltz module 3 */
    GAH_EV_ENTRANCE_OFFERED,/* a = entrance id laid out for the auction */
    GAH_EV_AUCTION_BID,    /* a = entrance id, value = krone bid (the first bid opens the auction) */
    GAH_EV_AUCTION_PASS,   /* a = entrance id */
    GAH_EV_ENTRANCE_WON,   /* a = entrance id, value = krone paid (0: the last one, free) */
    GAH_EV_DOVE_TOKEN,     /* a = token 1..5, b = 0 top (a full column) / 1 bottom (a full floor) */
    GAH_EV_ENTRANCE_BONUS, /* a = entrance id: its ongoing effect acts now (what it pays follows as events); b, c,
                            * value by entrance: Stroup b = colour, value = amount; Corogari b = the dice's sum;
                            * Kaufman b = guests in the pile, value = VP; Mayenfels value = krone; Ninas b =
                            * objective, c = A/B/C 0..2, value = VP; Wray b = Emperor tile index, c = slot 1..6;
                            * Kozi b = from space, c = to space; The Ren value = VP */
    /* Seed 001's variants */
    GAH_EV_GUEST_DISCARDED,/* a = guest id, b = queue position 1..5 (discard-free-guests) */
    /* Let's Waltz module 5 */
    GAH_EV_STAFF_FACE_DOWN,/* a = bell staff id whose reward the seat takes (the card turns face down) */
    /* Let's Waltz module 4 */
    GAH_EV_KEY_TAKEN,      /* a = the turn-order number the key covers */
    GAH_EV_KEY_RETURNED,   /* the key goes back to the board; seat = who starts the next round, a = 1 when that is the
                            * key's holder (0: nobody took it, the tiles moved one seat left) */
    GAH_EV_GUEST_REWARD,   /* a = guest id whose reward follows (its parts come as their own events or prompts) */
    /* Dinner for One with Let's Waltz module 3 */
    GAH_EV_SOLO_ENTRANCE,  /* a = the automa's gah_solo_entrance (set-up) */
    GAH_EV_SOLO_EFFECT,    /* a = gah_solo_entrance, b = gah_solo_effect; c, d, value as that enum says */
    GAH_EV_COUNT
} gah_event_type;

/* What a solo entrance just did (GAH_EV_SOLO_EFFECT's b). */
typedef enum gah_solo_effect {
    GAH_SOLO_FX_ITEM_LAID,      /* Hautel Couture: item d laid on action space c from the pool */
    GAH_SOLO_FX_ITEM_GIVEN,     /* item d from space c went onto the automa's guest at table value */
    GAH_SOLO_FX_ITEM_RETURNED,  /* item d from space c fits none of the automa's guests: back to the supply */
    GAH_SOLO_FX_COUTURE_GUEST,  /* guest c's order is complete: value VP, into reserved room d */
    GAH_SOLO_FX_STAR_ADDED,     /* Nine Stars Inn: a token on the stars track; value = tokens now */
    GAH_SOLO_FX_STAR_REMOVED,   /* the person completed floor (c = 0) or column (c = 1) d: value = tokens now */
    GAH_SOLO_FX_STARS_SCORED,   /* at an Emperor scoring: value VP for the lowest row with a token */
    GAH_SOLO_FX_SUSHI_TOKEN,    /* Sushi Resort: the token of room d moves onto guest c (leftmost in the queue) */
    GAH_SOLO_FX_SUSHI_PAID,     /* the person took guest c and paid value krone more; the token goes back */
    GAH_SOLO_FX_SUSHI_TAKEN,    /* the automa took guest c: value VP; the token goes back */
    GAH_SOLO_FX_SUSHI_SHIFTED,  /* guest c would have left the queue: value VP, the token goes back, the guest stays */
    GAH_SOLO_FX_TOLL_LEFT,      /* Toll Bridge Hotel: a token left on action space c; value = tokens there now */
    GAH_SOLO_FX_TOLL_PAID,      /* the person paid value krone to use space c */
    GAH_SOLO_FX_TOLL_ESCAPE,    /* the person could use no space and used space c unpaid: value VP (negative) */
    GAH_SOLO_FX_TOLL_SCORED,    /* the automa scored value VP for the tokens on space c and one token left it */
    GAH_SOLO_FX_COUNT
} gah_solo_effect;

/* An event has the shape every game's events share (bg/game.h): type, seat, a, b, c, value, d (d for the
 * few events that need a fifth field, 0 otherwise). */
typedef bg_event gah_event;

/* What an Emperor scoring leads to for a seat: the tile's reward, its penalty, or neither. */
typedef enum gah_emperor_outcome {
    GAH_EMPEROR_NOTHING, GAH_EMPEROR_REWARD, GAH_EMPEROR_PENALTY, GAH_EMPEROR_OUTCOME_COUNT
} gah_emperor_outcome;

#define GAH_EVENTS_MAX BG_EVENTS_MAX

typedef bg_events gah_events;

/* ---- the API ---- */

/* Sets up a new game; returns NULL or a reason the params are unusable. */
const char *gah_setup(gah_state *st, const gah_params *params, gah_events *ev);

/* gah_setup that also accepts the modules of GAH_WALTZ_PREVIEW (for tests; none at the moment). */
const char *gah_setup_preview(gah_state *st, const gah_params *params, gah_events *ev);

/* What is asked now, and of whom. */
gah_prompt gah_current_prompt(const gah_state *st);

/* NULL when `cmd` is legal for `seat` now, else a reason a player understands. Pure. */
const char *gah_check(const gah_state *st, int seat, gah_command cmd);

/* Applies a legal command and appends its events (ev may be NULL). A refused command returns the reason
 * and leaves the state unchanged. */
const char *gah_apply(gah_state *st, int seat, gah_command cmd, gah_events *ev);
/* gah_apply without the safety copy, for searches and playouts: `cmd` must be one gah_legal listed for
 * this very state and `seat` the prompt's. Then the result is gah_apply's, byte for byte, at half the
 * copying; given anything else, a refusal may leave the state half changed. */
const char *gah_apply_listed(gah_state *st, int seat, gah_command cmd, gah_events *ev);

/* Every legal command for the current prompt, at most `max`; returns the count. */
int gah_legal(const gah_state *st, gah_command *out, int max);
/* A decision with one legal command that nobody is asked to make (never a turn prompt, a pass, an end of
 * turn or the set-up's moves): that command in `out` and why there was nothing to choose ("no vacant room
 * to occupy"); NULL when the seat must be asked (forced.c). */
const char *gah_forced_move(const gah_state *st, gah_command *out);
/* For tests only: the same list made the slow way, every candidate tried on a copy with gah_check. The
 * property test (gah-cli selfplay --check) proves it equal to gah_legal, command for command. */
int gah_legal_slow(const gah_state *st, gah_command *out, int max);

/* What `seat` may see at the table: other players' hands and draft packs, cards someone else drew, the
 * order of every deck, the automa's private staff, the RNG and the seed are hidden (set to 0; counts
 * kept). Two states that differ only in hidden information give byte-identical views. */
void gah_view(const gah_state *st, int seat, gah_state *out);

/* A state to search on from a seat's view: every card the seat could not see is dealt again from the
 * cards it has not seen (other hands and draft packs, hidden drawn cards, the decks in a random order,
 * the automa's private staff from the unseen final-scoring cards, its instruction deck from the cards
 * not yet carried out), and the RNG is seeded from `seed`, so the future dice are new too. The result's
 * view for `seat` equals the view given. False when the view is inconsistent (cards do not add up). */
bool gah_determinize(const gah_state *view, int seat, uint64_t seed, gah_state *out);

/* A stable 64-bit hash of the whole state. */
uint64_t gah_hash(const gah_state *st);

/* Whether the events of one command revealed something hidden, resolved randomness or handed the game
 * to another seat (dice rolled, cards drawn, the queue refilled, a turn ended): undo may not cross it.
 * An overflowed list is a barrier too: the events that did not fit may have been any of those. */
bool gah_events_are_barrier(const gah_events *ev, int from);

/* One event as a sentence in our own words, for the window's game log and the CLI alike. `names` are
 * the seats' names (NULL: "P0".."P3"); an automa seat is always called by the automa's name from the
 * state's params. Returns true when the event deserves a line of its own in a game log; the others
 * (each VP or krone change, items landing, dice rolled...) are details a verbose listing may print. */
bool gah_event_text(const gah_state *st, const gah_event *ev, const char *const names[GAH_MAX_PLAYERS], char *out,
                    size_t size);

/* What serving one item from the kitchen costs the seat to act now: 0 while krone already paid still
 * covers moves (or with a card that makes serving free), else the price of the next batch of
 * gah_rules.serve_per_krone moves. */
int gah_serve_cost(const gah_state *st, int seat);

/* The occupancy bonus of the group that room 0..19 belongs to in the seat's hotel: its amount, and in
 * *colour the gah_colour that says what it pays (blue VP, red krone, yellow Emperor steps). */
int gah_group_bonus_of_room(const gah_state *st, int seat, int room, int *colour);

/* The score the seat would have if the game ended now (the final scoring applied to a copy; no
 * Emperor scoring), with the breakdown by source. */
int gah_projected_score(const gah_state *st, int seat, int16_t by_source[GAH_VP_SOURCE_COUNT]);
/* The same for every seat at once (one copy and one final scoring: the search's hot path). */
void gah_projected_scores(const gah_state *st, int vp[GAH_MAX_PLAYERS]);

/* Let's Waltz module 1: what ballroom 0..2 (left to right) would pay each seat if it were scored now
 * (the rightmost counts the balcony; a seat with no dancer there gets the loss). False when the module
 * is off or the ballroom was scored already. */
bool gah_ballroom_standing(const gah_state *st, int ballroom, int vp[GAH_MAX_PLAYERS]);

/* Whether a card of Let's Waltz module `module` (0: the base game) is in this game. */
bool gah_card_in_play(const gah_state *st, int module);
/* Whether a staff card is in this game: seed 001's No Kitchen Hand leaves one out, a variant's own cards
 * come only with their variant. */
bool gah_staff_in_play(const gah_state *st, int staff_id);

/* The café tables the seat has: 3, or 4 (Let's Waltz module 3's Kaufman, seed 001's Maitre D'). */
int gah_cafe_tables(const gah_state *st, int seat);

/* Whether the guest at café table 1..4 has completed the order but may move to none of the seat's rooms now
 * (no vacant room the move rule lets them into): the window marks them "no room". The rule is
 * gah_guest_move_refusal's, asked room by room. */
bool gah_guest_roomless(const gah_state *st, int seat, int table);

/* Whether the automa plays this seat (for now the automa of a solo game always sits at GAH_AUTOMA_SEAT). */
bool gah_seat_is_automa(const gah_state *st, int seat);

/* The two numbers on the seat's turn-order tile this round (the start seat holds the one with "1"). */
void gah_turn_tile(const gah_state *st, int seat, int *first, int *second);

/* What taking the guest at queue position 1..5 costs this seat now (for showing it while dragging). */
int gah_queue_cost(const gah_state *st, int seat, int position);
/* Let's Waltz module 1: the champagne a dancer's place in ballroom 1..3, row 1 (top)..3 costs now (the
 * balcony's price once the rightmost top row is full), before any discount; -1 when the row is full or
 * the module is off. */
int gah_ballroom_cost(const gah_state *st, int ballroom, int row);
/* Whether that place is the balcony now. */
bool gah_ballroom_is_balcony(const gah_state *st, int ballroom, int row);
/* Let's Waltz module 2: the krone a die of gah_die_colour `colour` on action space `value` costs on top of
 * the action (1 per other die there), shown before it is taken; -1 when no such die is on the space. */
int gah_coloured_die_cost(const gah_state *st, int value, int colour);

/* The winners after the final scoring as a bit mask (bit s = seat s): most VP, then most leftovers
 * (krone and items); a tie that remains is a shared victory (seed 002). Against an automa the person
 * wins only with more VP. 0 before the game is over. */
unsigned gah_winners(const gah_state *st);
/* The lowest winning seat, or -1 before the game is over. */
int gah_winner(const gah_state *st);

/* ---- Dinner for One with Let's Waltz module 3 (src/engine/waltz_solo_entrances.c) ----
 * The automa's solo entrance, for the window and the AI (all of it public). */
/* The automa's gah_solo_entrance (GAH_SOLO_NONE without the module or the automa). */
int gah_solo_entrance_of(const gah_state *st);
/* Its name ("Toll Bridge Hotel") and a line of rule help in our words; NULL for an unknown one. */
const char *gah_solo_entrance_name(int kind);
const char *gah_solo_entrance_text(int kind);
/* Toll Bridge Hotel: cogwheel tokens on action space 1..6 (0 without it), and the krone the toll adds for
 * the seat to take a die there now (0 or 1; included in what gah_legal allows). */
int gah_solo_tolls(const gah_state *st, int space);
int gah_solo_toll_cost(const gah_state *st, int seat, int space);
/* Hautel Couture: the item (gah_item) lying on action space 1..6, or -1; the item pool's count of an item;
 * the room (0..19) reserved for the guest at the automa's café table 1..4, or -1. */
int gah_solo_space_item(const gah_state *st, int space);
int gah_solo_pool(const gah_state *st, int item);
int gah_solo_reserved_room(const gah_state *st, int table);
/* Nine Stars Inn: tokens on the stars track (0..9), and what the next Emperor scoring pays for them. */
int gah_solo_stars(const gah_state *st);
int gah_solo_stars_vp(const gah_state *st);
/* Sushi Resort: cogwheel tokens on the guest at queue position 1..5 (the krone each adds for the person),
 * and whether room 0..19 of the automa's hotel still has its token. */
int gah_solo_guest_tokens(const gah_state *st, int position);
bool gah_solo_room_token(const gah_state *st, int room);

const char *gah_prompt_name(int kind);
/* Whether a prompt of this kind takes commands of this type at all (which of them are legal now is
 * gah_legal's answer). From the engine's protocol table: the window and the CLI ask it rather than
 * keeping their own lists. */
bool gah_prompt_accepts(int prompt_kind, int command_type);
/* The item that option `choice` (`choose 1..4`) of the two-wine prompt names, or -1. */
int gah_two_wine_item(int choice);
const char *gah_event_name(int type);
/* Every event's facts, said once: name, undo barrier, private field, pacing (events.c). */
const bg_event_info *gah_event_info(int type);
/* Hides from `seat` what events[from..] show only to their own seat (a staff card drawn: a = 0). */
void gah_events_redact(gah_events *ev, int from, int seat);
/* The settings table row by row, as every game describes its settings (params.c). */
int gah_param_count(void);
bool gah_param_info(int index, bg_param_info *out);
/* The same settings as the new-game screen shows them, and the values it may not offer now with why
 * (params_look.c). */
bool gah_param_look(const gah_params *params, int people, int index, bg_param_look *out);
const char *gah_param_refusal(const gah_params *params, const char *key, const char *value);

/* ---- the base game behind the game interface (game.c) ---- */
extern const bg_game gah_game;
bg_move gah_move_of(gah_command cmd);
gah_command gah_command_of(bg_move move);

#endif

/* Let's Roll's scenario words (docs/scenarios.md, "Let's Roll"): `set` builds a position (the round, whose
 * turn, the dice, each hotel's rooms, money, tracks, staff, loans, the claims), `expect` checks one. The
 * `setup` line is the runner's own: `setup players=N seed=S hotel_p0=N staff_p1=N ...` through the params
 * table. Rooms are numbered 1-28 as in seed 003's hotels (1-7 the first floor from the left). */
#include "cli_roll.h"
#include "../scenario.h"

#include <string.h>

#define ST(s) ((roll_state *)(s)->state)

static const char *const room_words[3] = {"empty", "prepared", "occupied"};

static bool seat_or_none(scn *s, const char *w, int *out)
{
    if (!strcmp(w, "none")) return *out = 0, true;
    int seat = scenario_seat(s, w);
    if (seat < 0) {
        scenario_fail(s, "expected a seat p0..p3 or none, not '%s'", w, NULL);
        return false;
    }
    *out = seat + 1;
    return true;
}

static bool yes_no(scn *s, const char *w, bool *out)
{
    if (!strcmp(w, "yes") || !strcmp(w, "no")) return *out = w[0] == 'y', true;
    scenario_fail(s, "expected yes or no, not '%s'", w, NULL);
    return false;
}

/* "left"/"right" on a floor 1..4: the row index (floor * 2 + right). */
static bool row_of(scn *s, const char *floor_w, const char *side, int *row)
{
    int floor;
    if (!scenario_range(s, "floor", floor_w, 1, ROLL_FLOORS, &floor)) return false;
    if (strcmp(side, "left") && strcmp(side, "right")) {
        scenario_fail(s, "a row is left or right of the staircase, not '%s'", side, NULL);
        return false;
    }
    *row = (floor - 1) * 2 + (side[0] == 'r');
    return true;
}

static void clear_turn(roll_state *st)
{
    st->stack_count = 0;
    memset(st->stack, 0, sizeof st->stack);
}

/* After rooms change: exactly the full groups count as having paid their bonus. */
static void groups_from_rooms(roll_state *st, int seat)
{
    const roll_hotel *h = roll_hotel_by_id(st->player[seat].hotel);
    st->player[seat].groups = 0;
    for (int g = 0; g < h->group_count; g++)
        if (roll_group_full(st, seat, g)) st->player[seat].groups = (uint16_t)(st->player[seat].groups | (1u << g));
}

/* ---- set: the board ---- */

static bool set_round(scn *s, char **w, int n)
{
    (void)n;
    int v;
    if (scenario_range(s, "round", w[1], 1, roll_rules.rounds, &v)) ST(s)->round = (uint8_t)v;
    return true;
}

static bool set_start(scn *s, char **w, int n)
{
    (void)n;
    int seat = scenario_seat(s, w[1]);
    if (seat < 0) return scenario_fail(s, "start: unknown seat '%s'", w[1], NULL), true;
    ST(s)->start_seat = (uint8_t)seat;
    return true;
}

/* `set turn pN [CYCLE]`: the seat's turn in this round's cycle 1 or 2, nothing pending. */
static bool set_turn(scn *s, char **w, int n)
{
    roll_state *st = ST(s);
    int seat = scenario_seat(s, w[1]), cycle = st->cycle;
    if (seat < 0) return scenario_fail(s, "turn: unknown seat '%s'", w[1], NULL), true;
    if (n == 3 && !scenario_range(s, "cycle", w[2], 1, 2, &cycle)) return true;
    st->turn_seat = (uint8_t)seat;
    st->cycle = (uint8_t)cycle;
    st->turn_index = (uint8_t)((seat - st->start_seat + st->players) % st->players);
    clear_turn(st);
    return true;
}

/* `set dice 1:2 3:1`: the dice on each space (the spaces not named have none). */
static bool set_dice(scn *s, char **w, int n)
{
    uint8_t dice[7] = {0};
    for (int i = 1; i < n; i++) {
        int space, count;
        char *colon = strchr(w[i], ':');
        if (!colon) return scenario_fail(s, "dice are written SPACE:COUNT, not '%s'", w[i], NULL), true;
        *colon = 0;
        if (!scenario_range(s, "a die's space", w[i], 1, 6, &space) || !scenario_range(s, "dice on a space", colon + 1, 0, 14, &count))
            return true;
        dice[space] = (uint8_t)count;
    }
    memcpy(ST(s)->dice, dice, sizeof dice);
    return true;
}

/* `set claim row FLOOR left|right pN|none`, `set claim column C pN|none`. */
static bool set_claim(scn *s, char **w, int n)
{
    int who, index;
    if (!strcmp(w[1], "row") && n == 5) {
        if (row_of(s, w[2], w[3], &index) && seat_or_none(s, w[4], &who)) ST(s)->row_claim[index] = (uint8_t)who;
        return true;
    }
    if (!strcmp(w[1], "column") && n == 4) {
        if (scenario_range(s, "column", w[2], 1, ROLL_COLUMNS, &index) && seat_or_none(s, w[3], &who))
            ST(s)->column_claim[index - 1] = (uint8_t)who;
        return true;
    }
    return false;
}

static bool set_track_first(scn *s, char **w, int n)
{
    (void)n;
    int t, who;
    if (scenario_range(s, "track", w[1], 1, ROLL_TRACKS, &t) && seat_or_none(s, w[2], &who)) ST(s)->track_first[t - 1] = (uint8_t)who;
    return true;
}

static const scenario_key board_set[] = {
    {"round", 2, 2, set_round},     {"start", 2, 2, set_start},     {"turn", 2, 3, set_turn},
    {"dice", 1, 7, set_dice},       {"claim", 4, 5, set_claim},     {"track-first", 3, 3, set_track_first},
    {NULL, 0, 0, NULL},
};

/* ---- set: a player ---- */

static roll_player *player(scn *s) { return &ST(s)->player[s->seat]; }

static bool set_money(scn *s, char **w, int n)
{
    (void)n;
    int v;
    if (scenario_range(s, "money", w[1], 0, 999, &v)) player(s)->money = (int16_t)v;
    return true;
}

/* `set pN rooms prepared|occupied|empty R...`, `set pN rooms clear` (every room empty). */
static bool set_rooms(scn *s, char **w, int n)
{
    roll_player *p = player(s);
    if (!strcmp(w[1], "clear") && n == 2) {
        memset(p->room, 0, sizeof p->room);
        groups_from_rooms(ST(s), s->seat);
        return true;
    }
    int state = -1;
    for (int k = 0; k < 3; k++)
        if (!strcmp(w[1], room_words[k])) state = k;
    if (state < 0 || n < 3) return false;
    for (int i = 2; i < n; i++) {
        int room;
        if (!scenario_range(s, "room", w[i], 1, ROLL_ROOMS, &room)) return true;
        p->room[room - 1] = (uint8_t)state;
    }
    groups_from_rooms(ST(s), s->seat);
    return true;
}

static bool set_board(scn *s, char **w, int n)
{
    (void)n;
    int v;
    bool hotel = !strcmp(w[0], "hotel");
    if (!scenario_range(s, hotel ? "hotel" : "staff-board", w[1], 1, 8, &v)) return true;
    if (hotel) player(s)->hotel = (uint8_t)v;
    else player(s)->staff_board = (uint8_t)v;
    groups_from_rooms(ST(s), s->seat);
    return true;
}

/* `set pN hired S...` (slots 1-6) or `set pN hired none`. */
static bool set_hired(scn *s, char **w, int n)
{
    uint8_t bits = 0;
    for (int i = 1; i < n && strcmp(w[1], "none"); i++) {
        int slot;
        if (!scenario_range(s, "staff slot", w[i], 1, ROLL_STAFF_SLOTS, &slot)) return true;
        bits = (uint8_t)(bits | (1u << (slot - 1)));
    }
    player(s)->hired = bits;
    return true;
}

static bool set_number(scn *s, char **w, int n)
{
    (void)n;
    int v;
    roll_player *p = player(s);
    if (!strcmp(w[0], "loans")) {
        if (scenario_range(s, "loans", w[1], 0, ROLL_LOANS_MAX, &v)) p->loans = (uint8_t)v;
    } else if (scenario_range(s, "overflow", w[1], 0, roll_rules.overflow_max, &v)) {
        p->overflow = (uint8_t)v;
    }
    return true;
}

/* `set pN emperor T N`: N spaces crossed on track T. */
static bool set_emperor(scn *s, char **w, int n)
{
    (void)n;
    int t, v;
    if (!scenario_range(s, "track", w[1], 1, ROLL_TRACKS, &t)) return true;
    if (scenario_range(s, "spaces", w[2], 0, roll_rules.track_spaces[t - 1], &v)) player(s)->emperor[t - 1] = (uint8_t)v;
    return true;
}

static bool set_penalty(scn *s, char **w, int n)
{
    (void)n;
    int t;
    bool on;
    if (!scenario_range(s, "track", w[1], 1, ROLL_TRACKS, &t) || !yes_no(s, w[2], &on)) return true;
    roll_player *p = player(s);
    p->penalty = (uint8_t)(on ? p->penalty | (1u << (t - 1)) : p->penalty & ~(1u << (t - 1)));
    p->checked = (uint8_t)(p->checked | (1u << (t - 1)));
    return true;
}

static const scenario_key player_set[] = {
    {"money", 2, 2, set_money},   {"rooms", 2, -1, set_rooms},    {"hotel", 2, 2, set_board},   {"staff-board", 2, 2, set_board},
    {"hired", 2, 7, set_hired},   {"loans", 2, 2, set_number},    {"overflow", 2, 2, set_number}, {"emperor", 3, 3, set_emperor},
    {"penalty", 3, 3, set_penalty}, {NULL, 0, 0, NULL},
};

/* ---- expect: the board ---- */

static void expect_seat(scn *s, const char *what, int got_plus_one, const char *w)
{
    int want;
    if (!seat_or_none(s, w, &want)) return;
    if (got_plus_one != want) {
        char got[16] = "none";
        if (got_plus_one) snprintf(got, sizeof got, "p%d", got_plus_one - 1);
        scenario_fail(s, "%s is %s", what, got);
    }
}

static bool expect_board(scn *s, char **w, int n)
{
    (void)n;
    roll_state *st = ST(s);
    if (!strcmp(w[0], "round")) scenario_expect_int(s, "round", st->round, w[1]);
    else if (!strcmp(w[0], "cycle")) scenario_expect_int(s, "the cycle", st->cycle, w[1]);
    else if (!strcmp(w[0], "turn")) expect_seat(s, "the turn", st->turn_seat + 1, w[1]);
    else if (!strcmp(w[0], "start")) expect_seat(s, "the start marker", st->start_seat + 1, w[1]);
    else if (!strcmp(w[0], "legal-count")) {
        roll_command cmds[512];
        scenario_expect_int(s, "the number of legal commands", roll_legal(st, cmds, 512), w[1]);
    } else if (!strcmp(w[0], "over")) {
        bool want;
        if (yes_no(s, w[1], &want) && want != (st->phase == ROLL_PHASE_OVER))
            scenario_fail(s, want ? "the game is not over" : "the game is over", NULL, NULL);
    } else if (!strcmp(w[0], "prompt")) {
        roll_prompt pr = roll_current_prompt(st);
        if (strcmp(roll_prompt_name(pr.kind), w[1])) scenario_fail(s, "the prompt is %s, expected %s", roll_prompt_name(pr.kind), w[1]);
        if (n == 3) expect_seat(s, "the prompt's seat", pr.seat + 1, w[2]);
    } else {
        return false;
    }
    return true;
}

static bool expect_dice(scn *s, char **w, int n)
{
    uint8_t dice[7] = {0};
    for (int i = 1; i < n; i++) {
        int space, count;
        char *colon = strchr(w[i], ':');
        if (!colon) return scenario_fail(s, "dice are written SPACE:COUNT, not '%s'", w[i], NULL), true;
        *colon = 0;
        if (!scenario_int(w[i], &space) || space < 1 || space > 6 || !scenario_int(colon + 1, &count)) {
            scenario_fail(s, "dice are written SPACE:COUNT, not '%s'", w[i], NULL);
            return true;
        }
        dice[space] = (uint8_t)count;
    }
    for (int v = 1; v <= 6; v++)
        if (ST(s)->dice[v] != dice[v]) {
            char got[32], want[8];
            snprintf(got, sizeof got, "%d on space %d", ST(s)->dice[v], v);
            snprintf(want, sizeof want, "%d", dice[v]);
            scenario_fail(s, "there are %s, expected %s", got, want);
        }
    return true;
}

/* `expect strength V N`: the strength a die from space V has now for the seat whose turn it is. */
static bool expect_strength(scn *s, char **w, int n)
{
    (void)n;
    int v;
    if (!scenario_range(s, "space", w[1], 1, 6, &v)) return true;
    scenario_expect_int(s, "the strength", roll_space_strength(ST(s), ST(s)->turn_seat, v), w[2]);
    return true;
}

static bool expect_claim(scn *s, char **w, int n)
{
    int index;
    if (!strcmp(w[1], "row") && n == 5) {
        if (row_of(s, w[2], w[3], &index)) expect_seat(s, "the row's claim", ST(s)->row_claim[index], w[4]);
        return true;
    }
    if (!strcmp(w[1], "column") && n == 4) {
        if (scenario_range(s, "column", w[2], 1, ROLL_COLUMNS, &index)) expect_seat(s, "the column's claim", ST(s)->column_claim[index - 1], w[3]);
        return true;
    }
    return false;
}

static bool expect_track_first(scn *s, char **w, int n)
{
    (void)n;
    int t;
    if (scenario_range(s, "track", w[1], 1, ROLL_TRACKS, &t)) expect_seat(s, "the track's first", ST(s)->track_first[t - 1], w[2]);
    return true;
}

static const scenario_key board_expect[] = {
    {"round", 2, 2, expect_board},   {"cycle", 2, 2, expect_board},    {"turn", 2, 2, expect_board},
    {"start", 2, 2, expect_board},   {"legal-count", 2, 2, expect_board}, {"over", 2, 2, expect_board},
    {"prompt", 2, 3, expect_board},  {"dice", 1, 7, expect_dice},      {"strength", 3, 3, expect_strength},
    {"claim", 4, 5, expect_claim},   {"track-first", 3, 3, expect_track_first}, {NULL, 0, 0, NULL},
};

/* ---- expect: a player ---- */

static bool expect_player(scn *s, char **w, int n)
{
    roll_state *st = ST(s);
    const roll_player *p = player(s);
    int k;
    if (!strcmp(w[0], "money")) scenario_expect_int(s, "money", p->money, w[1]);
    else if (!strcmp(w[0], "loans")) scenario_expect_int(s, "loans", p->loans, w[1]);
    else if (!strcmp(w[0], "overflow")) scenario_expect_int(s, "points past the bottom track", p->overflow, w[1]);
    else if (!strcmp(w[0], "score")) scenario_expect_int(s, "the score", s->game->score(st, s->seat), w[1]);
    else if (!strcmp(w[0], "hotel")) scenario_expect_int(s, "the hotel board", p->hotel, w[1]);
    else if (!strcmp(w[0], "staff-board")) scenario_expect_int(s, "the staff board", p->staff_board, w[1]);
    else if (!strcmp(w[0], "groups-done")) scenario_expect_int(s, "groups with their bonus", __builtin_popcount(p->groups), w[1]);
    else if (!strcmp(w[0], "step") && n == 3) {
        if (!scenario_range(s, "scoring step", w[1], 1, ROLL_SCORE_STEPS, &k)) return true;
        int16_t steps[ROLL_SCORE_STEPS];
        if (st->phase == ROLL_PHASE_OVER) memcpy(steps, p->score, sizeof steps);
        else roll_projected_score(st, s->seat, steps);
        char what[32];
        snprintf(what, sizeof what, "scoring step %d", k);
        scenario_expect_int(s, what, steps[k - 1], w[2]);
    } else if (!strcmp(w[0], "room") && n == 3) {
        if (!scenario_range(s, "room", w[1], 1, ROLL_ROOMS, &k)) return true;
        if (strcmp(room_words[p->room[k - 1]], w[2])) scenario_fail(s, "the room is %s, expected %s", room_words[p->room[k - 1]], w[2]);
    } else if (!strcmp(w[0], "emperor") && n == 3) {
        if (scenario_range(s, "track", w[1], 1, ROLL_TRACKS, &k)) scenario_expect_int(s, "spaces crossed", p->emperor[k - 1], w[2]);
    } else if ((!strcmp(w[0], "hired") || !strcmp(w[0], "penalty")) && n == 3) {
        bool want, hired = w[0][0] == 'h';
        if (!scenario_range(s, hired ? "staff slot" : "track", w[1], 1, hired ? ROLL_STAFF_SLOTS : ROLL_TRACKS, &k) || !yes_no(s, w[2], &want))
            return true;
        bool got = ((hired ? p->hired : p->penalty) >> (k - 1)) & 1;
        if (got != want) scenario_fail(s, hired ? "hired is %s" : "the penalty is %s", got ? "yes" : "no", NULL);
    } else {
        return false;
    }
    return true;
}

static const scenario_key player_expect[] = {
    {"money", 2, 2, expect_player},  {"loans", 2, 2, expect_player},    {"overflow", 2, 2, expect_player},
    {"score", 2, 2, expect_player},  {"hotel", 2, 2, expect_player},    {"staff-board", 2, 2, expect_player},
    {"groups-done", 2, 2, expect_player}, {"step", 3, 3, expect_player}, {"room", 3, 3, expect_player},
    {"emperor", 3, 3, expect_player}, {"hired", 3, 3, expect_player},   {"penalty", 3, 3, expect_player},
    {NULL, 0, 0, NULL},
};

static const scenario_key *const set_tables[] = {board_set, NULL};
static const scenario_key *const set_seat_tables[] = {player_set, NULL};
static const scenario_key *const expect_tables[] = {board_expect, NULL};
static const scenario_key *const expect_seat_tables[] = {player_expect, NULL};

const scenario_vocab roll_scenario_vocab = {
    .game = &roll_game,
    .setup = NULL,
    .set = set_tables,
    .set_seat = set_seat_tables,
    .expect = expect_tables,
    .expect_seat = expect_seat_tables,
};

/* Let's Roll's public entry points: set-up, the current prompt, apply and check on a scratch copy, the
 * slow legal list for tests, views, determinizing and hashing. */
#include "internal.h"

#include <stddef.h>

/* The state is hashed and compared byte for byte: it must have no padding bytes. */
_Static_assert(sizeof(roll_params) == 8 + 1 + 2 * ROLL_MAX_PLAYERS + 7, "padding inside the params");
_Static_assert(sizeof(roll_step) == 8, "padding inside a step");
_Static_assert(sizeof(roll_player) == 2 * (2 + ROLL_SCORE_STEPS) + 2 + ROLL_ROOMS + 2 + ROLL_TRACKS + 3 + 2,
               "padding inside a player");
_Static_assert(offsetof(roll_state, player) == offsetof(roll_state, stack) + sizeof(roll_step) * ROLL_STACK_MAX,
               "padding before the players");
_Static_assert(offsetof(roll_state, stack) == offsetof(roll_state, stack_count) + 2, "padding before the stack");
_Static_assert(offsetof(roll_state, stack_count) == offsetof(roll_state, track_first) + ROLL_TRACKS, "padding in the state");
_Static_assert(offsetof(roll_state, players) == 8 + sizeof(roll_params), "padding before the counters");
_Static_assert(sizeof(roll_state) == offsetof(roll_state, end_pad) + 6, "padding at the end of the state");
_Static_assert(offsetof(roll_state, end_pad) == offsetof(roll_state, player) + sizeof(roll_player) * ROLL_MAX_PLAYERS,
               "padding after the players");

/* Deals `chosen` boards (0: at random) to the seats: the chosen ones first, the rest from the boards nobody
 * chose, each number once (ruling 1006). */
static void deal_boards(roll_state *st, const uint8_t chosen[ROLL_MAX_PLAYERS], int count, uint8_t *out, size_t stride)
{
    bool taken[ROLL_HOTEL_COUNT + 1] = {false};
    for (int s = 0; s < st->players; s++) taken[chosen[s]] = chosen[s] != 0;
    for (int s = 0; s < st->players; s++) {
        uint8_t board = chosen[s];
        if (!board) {
            int free_boards = 0;
            for (int b = 1; b <= count; b++) free_boards += !taken[b];
            int pick = roll_rng_below(st, free_boards);
            for (int b = 1; b <= count; b++)
                if (!taken[b] && pick-- == 0) board = (uint8_t)b;
            taken[board] = true;
        }
        out[(size_t)s * stride] = board;
    }
}

static const char *params_refusal(const roll_params *p)
{
    if (p->players < 2 || p->players > ROLL_MAX_PLAYERS) return "Let's Roll is for 2 to 4 players.";
    for (int s = 0; s < ROLL_MAX_PLAYERS; s++) {
        if (p->hotel[s] > ROLL_HOTEL_COUNT) return "The hotel boards are numbered 1 to 8.";
        if (p->staff[s] > ROLL_STAFF_BOARD_COUNT) return "The staff boards are numbered 1 to 8.";
        for (int o = 0; o < s && s < p->players; o++) {
            if (p->hotel[s] && p->hotel[s] == p->hotel[o]) return "Two players cannot play the same hotel board.";
            if (p->staff[s] && p->staff[s] == p->staff[o]) return "Two players cannot play the same staff board.";
        }
    }
    return NULL;
}

const char *roll_setup(roll_state *st, const roll_params *params, bg_events *ev)
{
    const char *why = params_refusal(params);
    if (why) return why;
    memset(st, 0, sizeof *st);
    roll_ctx c = {st, ev};
    st->params = *params;
    memset(st->params.spare, 0, sizeof st->params.spare);
    /* splitmix64 of the seed: any seed, 0 too, gives a good non-zero generator state. */
    uint64_t z = params->seed + 0x9E3779B97F4A7C15ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    st->rng = (z ^ (z >> 31)) | 1;
    st->players = params->players;
    st->round = 1;
    st->phase = ROLL_PHASE_PLAY;
    /* Seed 003, Setup: a hotel board and a staff board each (at random, or chosen: the variant), the start
     * marker, and 1, 2, 3 more krone clockwise after the start player. */
    st->start_seat = (uint8_t)roll_rng_below(st, st->players);
    deal_boards(st, params->hotel, ROLL_HOTEL_COUNT, &st->player[0].hotel, sizeof(roll_player));
    deal_boards(st, params->staff, ROLL_STAFF_BOARD_COUNT, &st->player[0].staff_board, sizeof(roll_player));
    roll_ev_push(&c, ROLL_EV_SETUP, st->start_seat, st->players, st->start_seat, 0, 0);
    for (int s = 0; s < st->players; s++) {
        roll_player *p = &st->player[s];
        int place = (s - st->start_seat + st->players) % st->players;
        p->money = (int16_t)(roll_rules.start_money + roll_rules.start_money_extra[place]);
        for (int i = 0; i < 3; i++) p->room[roll_rules.start_rooms[i] - 1] = ROLL_ROOM_PREPARED;
        roll_ev_push(&c, ROLL_EV_BOARDS, s, p->hotel, p->staff_board, 0, p->money);
    }
    roll_start_round(&c);
    roll_settle(&c);
    return NULL;
}

roll_prompt roll_current_prompt(const roll_state *st)
{
    if (st->phase == ROLL_PHASE_OVER) return (roll_prompt){.kind = ROLL_PROMPT_GAME_OVER, .seat = -1};
    if (!st->stack_count) return (roll_prompt){.kind = ROLL_PROMPT_TURN, .seat = (int8_t)st->turn_seat, .colour = ROLL_ANY};
    const roll_step *top = &st->stack[st->stack_count - 1];
    return (roll_prompt){.kind = top->kind, .seat = (int8_t)top->seat, .count = top->count, .amount = top->amount,
                         .colour = top->colour};
}

const char *roll_apply(roll_state *st, int seat, roll_command cmd, bg_events *ev)
{
    if (seat < 0 || seat >= st->players) return "There is no such seat.";
    roll_state scratch;
    memcpy(&scratch, st, sizeof scratch);
    int events_before = ev ? ev->count : 0;
    bool overflow_before = ev ? ev->overflow : false;
    roll_ctx c = {&scratch, ev};
    const char *why = roll_apply_command(&c, seat, cmd);
    if (why) {
        if (ev) ev->count = events_before, ev->overflow = overflow_before;
        return why;
    }
    memcpy(st, &scratch, sizeof scratch);
    return NULL;
}

const char *roll_apply_listed(roll_state *st, int seat, roll_command cmd, bg_events *ev)
{
    if (seat < 0 || seat >= st->players) return "There is no such seat.";
    roll_ctx c = {st, ev};
    return roll_apply_command(&c, seat, cmd);
}

const char *roll_check(const roll_state *st, int seat, roll_command cmd)
{
    if (seat < 0 || seat >= st->players) return "There is no such seat.";
    roll_state scratch;
    memcpy(&scratch, st, sizeof scratch);
    roll_ctx c = {&scratch, NULL};
    return roll_apply_command(&c, seat, cmd);
}

int roll_legal_slow(const roll_state *st, roll_command *out, int max)
{
    roll_prompt pr = roll_current_prompt(st);
    int n = 0;
    if (pr.seat < 0) return 0;
    for (int type = ROLL_CMD_NONE + 1; type < ROLL_CMD_COUNT; type++)
        for (int a = 0; a <= ROLL_ROOMS && n < max; a++) {
            roll_command cmd = {(uint8_t)type, (uint8_t)a};
            char text[32];
            roll_command back;
            /* Only the commands that have a text: one per form (no argument: a = 0). */
            if (!roll_command_format(cmd, text, sizeof text) || !roll_command_parse(text, &back) || back.type != cmd.type ||
                back.a != cmd.a)
                continue;
            if (!roll_check(st, pr.seat, cmd)) out[n++] = cmd;
        }
    return n;
}

void roll_view(const roll_state *st, int seat, roll_state *out)
{
    (void)seat;
    memcpy(out, st, sizeof *out);
    out->rng = 0; /* the future dice */
    out->params.seed = 0;
}

bool roll_determinize(const roll_state *view, int seat, uint64_t seed, roll_state *out)
{
    (void)seat;
    memcpy(out, view, sizeof *out);
    uint64_t z = seed + 0x9E3779B97F4A7C15ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    out->rng = (z ^ (z >> 31)) | 1;
    return true;
}

uint64_t roll_hash(const roll_state *st)
{
    const unsigned char *bytes = (const unsigned char *)st;
    uint64_t h = 0xcbf29ce484222325ULL; /* FNV-1a */
    for (size_t i = 0; i < sizeof *st; i++) {
        h ^= bytes[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}

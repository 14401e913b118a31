/* Let's Roll's judgement for the generic agents (bg/agent.h): the projected score, plus what the position is
 * still worth before the game ends - krone to spend, prepared rooms to occupy, rows, columns and groups on
 * their way, the Emperor's checks still to come, and permanent staff that will work again. The weights are
 * round numbers set by hand and checked in the arena (README, "Let's Roll": the figures and commands). */
#include "roll/ai.h"

_Static_assert(sizeof(roll_state) <= BG_AGENT_STATE_MAX, "the agents copy the state on their stack");

/* A krone in hand while there are turns to spend it: about what it buys (a room's cost, a discount). */
#define W_MONEY 0.35
/* A prepared room is most of the way to its floor's VP (and its door's bonus). */
#define W_PREPARED 0.5
/* A row, column or group on its way: its bonus times the share occupied, squared (the last rooms are the
 * hard ones), times this. */
#define W_LINE 0.45
/* A yellow group's Emperor space and a red group's krone, in VP. */
#define W_SPACE 0.6
#define W_KRONE 0.4
/* A permanent staff member, for each turn still to play. */
#define W_PERMANENT 0.5

/* The seat's turns still to come this game, this one included when it is the seat's. */
static int turns_left(const roll_state *st, int seat)
{
    int rounds_after = roll_rules.rounds - st->round;
    int this_round = roll_rules.turns_per_round - st->cycle + 1;
    /* A turn of this cycle already taken by the seat does not count. */
    int place = (seat - st->start_seat + st->players) % st->players;
    if (place < st->turn_index) this_round--;
    return rounds_after * roll_rules.turns_per_round + (this_round > 0 ? this_round : 0);
}

static int occupied_in(const roll_player *p, const int *rooms, int n)
{
    int k = 0;
    for (int i = 0; i < n; i++) k += p->room[rooms[i]] == ROLL_ROOM_OCCUPIED;
    return k;
}

/* The rows, columns and groups the seat may still complete. */
static double lines_value(const roll_state *st, int seat, double time)
{
    const roll_player *p = &st->player[seat];
    const roll_hotel *h = roll_hotel_by_id(p->hotel);
    double v = 0;
    int rooms[ROLL_COLUMNS];
    for (int row = 0; row < ROLL_ROWS; row++) {
        if (st->row_claim[row]) continue;
        int floor = row / 2, first = row % 2 ? ROLL_LEFT_COLUMNS : 0, last = row % 2 ? ROLL_COLUMNS : ROLL_LEFT_COLUMNS, n = 0;
        for (int col = first; col < last; col++) rooms[n++] = floor * ROLL_COLUMNS + col;
        double share = (double)occupied_in(p, rooms, n) / n;
        v += (row % 2 ? roll_rules.row_right_vp[floor] : roll_rules.row_left_vp[floor]) * share * share;
    }
    for (int col = 0; col < ROLL_COLUMNS; col++) {
        if (st->column_claim[col]) continue;
        for (int f = 0; f < ROLL_FLOORS; f++) rooms[f] = f * ROLL_COLUMNS + col;
        double share = (double)occupied_in(p, rooms, ROLL_FLOORS) / ROLL_FLOORS;
        v += roll_rules.column_vp[col] * share * share;
    }
    for (int g = 0; g < h->group_count; g++) {
        if (p->groups & (1u << g)) continue;
        int n = 0;
        for (int r = 0; r < ROLL_ROOMS; r++)
            if (h->group[r] == g) rooms[n++] = r;
        double share = (double)occupied_in(p, rooms, n) / n;
        int size = h->group_size[g] - 2;
        double worth = h->group_colour[g] == ROLL_BLUE  ? roll_rules.group_blue_vp[size]
                       : h->group_colour[g] == ROLL_RED ? roll_rules.group_red_krone[size] * W_KRONE
                                                        : roll_rules.group_yellow_emperor[size] * W_SPACE;
        v += worth * share * share;
    }
    return v * W_LINE * (time < 0.5 ? 2 * time : 1);
}

/* The Emperor's checks still to come: the negative points, by how far the light section still is against
 * the turns left to reach it; and the tracks nobody has finished yet. */
static double emperor_value(const roll_state *st, int seat)
{
    const roll_player *p = &st->player[seat];
    double v = 0;
    for (int t = 0; t < ROLL_TRACKS; t++) {
        if (!(p->checked & (1u << t))) {
            int need = roll_rules.track_light_from[t] - p->emperor[t];
            if (need > 0) {
                int rounds = roll_rules.check_rounds[t] - st->round + 1;
                double turns = rounds * roll_rules.turns_per_round;
                double risk = need / (turns * 1.5 + 1);
                v -= roll_rules.track_penalty[t] * (risk > 1 ? 1 : risk);
            }
        }
        if (!st->track_first[t]) {
            double share = (double)p->emperor[t] / roll_rules.track_spaces[t];
            v += roll_rules.track_first_vp[t] * share * share * 0.5;
        }
    }
    return v;
}

double roll_ai_evaluate(const roll_state *st, int seat)
{
    double v = roll_projected_score(st, seat, NULL);
    if (st->phase == ROLL_PHASE_OVER) return v;
    const roll_player *p = &st->player[seat];
    int turns = turns_left(st, seat);
    double time = (double)turns / (roll_rules.rounds * roll_rules.turns_per_round);
    int money = p->money < 15 ? p->money : 15;
    if (turns > 0) v += W_MONEY * money * (time < 0.3 ? time / 0.3 : 1);
    for (int r = 0; r < ROLL_ROOMS; r++)
        if (p->room[r] == ROLL_ROOM_PREPARED) v += W_PREPARED * roll_rules.floor_vp[roll_room_floor(r)] * (turns > 2 ? 1 : 0.5);
    v += lines_value(st, seat, time);
    v += emperor_value(st, seat);
    for (int slot = 0; slot < 2; slot++)
        if (p->hired & (1u << slot)) v += W_PERMANENT * turns / 2.0;
    return v;
}

double roll_ai_relative(const roll_state *st, int seat)
{
    double best = -1e9;
    for (int s = 0; s < st->players; s++)
        if (s != seat) {
            double v = roll_ai_evaluate(st, s);
            if (v > best) best = v;
        }
    return roll_ai_evaluate(st, seat) - best;
}

static double value(const void *state, int seat) { return roll_ai_evaluate(state, seat); }
static double relative(const void *state, int seat) { return roll_ai_relative(state, seat); }

/* The random player takes a loan seldom: at every prompt it would otherwise borrow three times a game. */
static int move_weight(bg_move move) { return move.type == ROLL_CMD_LOAN ? 1 : 12; }

/* A loan is a choice of its own at a prompt, never an answer the look-ahead tries inside another move. */
static bg_step step(bg_move move, bool after_opening)
{
    (void)after_opening;
    return (bg_step){.skip = move.type == ROLL_CMD_LOAN, .same = -1};
}

static void search_settings(const void *view, int seat, bg_search_settings *s)
{
    (void)view, (void)seat;
    *s = (bg_search_settings){
        .candidates = 6, .prior_depth = 3, .halving = true, .ucb = 3,
        /* The playout plays the others' turns up to the seat's next one: the dice they leave are what the
         * move is worth. */
        .playout = {.own_depth = 3, .later_depth = 1, .other_depth = 1, .turns = 1, .noise = 0.3},
    };
}

/* The playout's note: the turn (round and cycle) it last saw as the seat's. */
static void playout_begin(const void *world, int seat, bg_playout_mark *mark)
{
    const roll_state *st = world;
    mark->note[0] = st->turn_seat == seat ? st->round * 4 + st->cycle : -1;
}

/* A playout goes on through the other seats' turns; each new turn of the seat's counts against its turns. */
static unsigned playout_turn(const void *world, int seat, int acting, bg_playout_mark *mark)
{
    (void)acting;
    const roll_state *st = world;
    int key = st->round * 4 + st->cycle;
    if (st->turn_seat == seat && key != mark->note[0]) {
        mark->note[0] = key;
        return BG_PLAYOUT_NEXT_TURN;
    }
    return 0;
}

const bg_judge roll_ai_judge = {
    .game = &roll_game,
    .value = value,
    .relative = relative,
    .move_weight = move_weight,
    .step = step,
    .search_settings = search_settings,
    .playout_begin = playout_begin,
    .playout_turn = playout_turn,
};

/* Let's Roll's judgement for the generic agents (bg/agent.h): the projected score, plus what the position is
 * still worth before the game ends - krone to spend, prepared rooms to occupy, rows, columns and groups on
 * their way, the Emperor's checks still to come, and permanent staff that will work again. The weights are
 * round numbers set by hand and checked in the arena (README, "Let's Roll": the figures and commands). */
#include "roll/ai.h"

#include <string.h>

_Static_assert(sizeof(roll_state) <= BG_AGENT_STATE_MAX, "the agents copy the state on their stack");

/* The judgement's weights, by name: round numbers set by hand, then checked in the arena, where
 * `gah-cli --game roll arena --weight NAME=VALUE` tries others for a whole run (set before any game, never
 * while a player thinks: the one mutable table of the library). */
typedef struct weight {
    const char *name;
    double value;
} weight;

enum {
    W_MONEY, W_MONEY_CAP, W_LOAN, W_PREPARED, W_DOOR, W_LINE, W_SPACE, W_KRONE, W_PERMANENT, W_RISK, W_FIRST, W_EMPEROR,
    /* the search's settings */
    W_CANDIDATES, W_PRIOR_DEPTH, W_TURNS, W_OWN_DEPTH, W_LATER_DEPTH, W_OTHER_DEPTH, W_NOISE,
    W_COUNT
};

static weight weights[W_COUNT] = {
    /* A krone in hand while there are turns to spend it: about what it buys (a room's cost, a discount). */
    [W_MONEY] = {"MONEY", 0.35},
    [W_MONEY_CAP] = {"MONEY_CAP", 10},
    /* A loan not taken is worth keeping while turns remain: it pays the krone a room lacks when one does.
     * Without it the 2 krone (0.7 VP at MONEY) came near enough the 2 VP a loan costs that easy's noise took
     * a loan as the first move of half its games (issue 40 follow-up); its worth, times the share of the game
     * still to play, for each loan taken. */
    [W_LOAN] = {"LOAN", 2.0},
    /* A prepared room is most of the way to its floor's VP (and its door's bonus). */
    [W_PREPARED] = {"PREPARED", 0.8},
    /* ... and its door's bonus: measured against greedy, 200 games each, 0.3 and 0.6 lost 4 and 9 VP of
     * medium's mean (the look-ahead already sees the bonus when it occupies), so off. */
    [W_DOOR] = {"DOOR", 0.0},
    /* A row, column or group on its way: its bonus times the share occupied, squared (the last rooms are the
     * hard ones), times this. */
    [W_LINE] = {"LINE", 0.45},
    /* A yellow group's Emperor space and a red group's krone, in VP. */
    [W_SPACE] = {"SPACE", 0.6},
    [W_KRONE] = {"KRONE", 0.4},
    /* A permanent staff member, for each turn still to play. */
    [W_PERMANENT] = {"PERMANENT", 0.5},
    /* The Emperor spaces a turn can bring at most, for judging whether a light section is still in reach. */
    [W_RISK] = {"RISK", 3},
    /* A track nobody has finished yet: its points times the share crossed, squared, times this. */
    [W_FIRST] = {"FIRST", 0.5},
    /* Each Emperor space crossed, for the printed bonuses and the points past the end it leads to. */
    [W_EMPEROR] = {"EMPEROR", 0.2},
    /* The search: the one-step judgement's best few, tried by sequential halving; each try plays on by quick
     * one-step looks through the others' turns and the seat's own next turns, until the third turn of its own
     * begins (TURNS), judged there. Measured at 60 iterations against medium, 20 games each: the playout to the
     * seat's next turn won 33 %, through it 73 %, through two more 85 % (five: 70 %, to the end: 53 %). */
    [W_CANDIDATES] = {"CANDIDATES", 6},
    [W_PRIOR_DEPTH] = {"PRIOR_DEPTH", 3},
    [W_TURNS] = {"TURNS", 3},
    [W_OWN_DEPTH] = {"OWN_DEPTH", 3},
    [W_LATER_DEPTH] = {"LATER_DEPTH", 2},
    [W_OTHER_DEPTH] = {"OTHER_DEPTH", 1},
    [W_NOISE] = {"NOISE", 0.3},
};

bool roll_ai_set_weight(const char *name, double value)
{
    for (int i = 0; i < W_COUNT; i++)
        if (!strcmp(weights[i].name, name)) return weights[i].value = value, true;
    return false;
}

#define W(k) (weights[k].value)

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
                       : h->group_colour[g] == ROLL_RED ? roll_rules.group_red_krone[size] * W(W_KRONE)
                                                        : roll_rules.group_yellow_emperor[size] * W(W_SPACE);
        v += worth * share * share;
    }
    return v * W(W_LINE) * (time < 0.5 ? 2 * time : 1);
}

/* The Emperor's checks still to come: the negative points, in proportion to the light section's distance (each
 * space on the way takes off its share), all of them once the turns left before the check cannot cover the
 * distance; and the tracks nobody has finished yet. */
static double emperor_value(const roll_state *st, int seat, int turns)
{
    const roll_player *p = &st->player[seat];
    double v = 0;
    for (int t = 0; t < ROLL_TRACKS; t++) {
        if (!(p->checked & (1u << t))) {
            int need = roll_rules.track_light_from[t] - p->emperor[t];
            if (need > 0) {
                int before_check = turns - (roll_rules.rounds - roll_rules.check_rounds[t]) * roll_rules.turns_per_round;
                double risk = before_check <= 0 || need > before_check * W(W_RISK) ? 1.0 : (double)need / roll_rules.track_light_from[t];
                v -= roll_rules.track_penalty[t] * risk;
            }
        }
        if (!st->track_first[t]) {
            double share = (double)p->emperor[t] / roll_rules.track_spaces[t];
            v += roll_rules.track_first_vp[t] * share * share * W(W_FIRST);
        }
        v += W(W_EMPEROR) * p->emperor[t];
    }
    return v;
}

/* What a door's bonus is worth, roughly, in VP: krone and spaces at their weights, an action about 1.5. */
static double door_worth(const roll_bonus *b)
{
    double v = 0;
    for (int i = 0; i < b->count; i++) {
        const roll_effect *fx = &b->part[i];
        switch (fx->kind) {
        case ROLL_FX_KRONE: v += fx->amount * W(W_KRONE); break;
        case ROLL_FX_EMPEROR: v += fx->amount * W(W_SPACE); break;
        default: v += 1.5; break;
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
    int money = p->money < W(W_MONEY_CAP) ? p->money : (int)W(W_MONEY_CAP);
    if (turns > 0) v += W(W_MONEY) * money * (time < 0.3 ? time / 0.3 : 1);
    v -= W(W_LOAN) * p->loans * time;
    /* Prepared rooms: their floor's VP and their door's bonus to come, while there are turns to occupy them. */
    const roll_hotel *h = roll_hotel_by_id(p->hotel);
    double soon = turns >= 3 ? 1 : turns / 3.0;
    for (int r = 0; r < ROLL_ROOMS; r++)
        if (p->room[r] == ROLL_ROOM_PREPARED)
            v += (W(W_PREPARED) * roll_rules.floor_vp[roll_room_floor(r)] + W(W_DOOR) * door_worth(&h->door[r])) * soon;
    v += lines_value(st, seat, time);
    v += emperor_value(st, seat, turns);
    for (int slot = 0; slot < 2; slot++)
        if (p->hired & (1u << slot)) v += W(W_PERMANENT) * turns / 2.0;
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
        .candidates = (int)W(W_CANDIDATES), .prior_depth = (int)W(W_PRIOR_DEPTH), .halving = true, .ucb = 3,
        /* The playout plays the others' turns and the seat's next ones: what a move prepares pays later. */
        .playout = {.own_depth = (int)W(W_OWN_DEPTH), .later_depth = (int)W(W_LATER_DEPTH), .other_depth = (int)W(W_OTHER_DEPTH),
                    .turns = (int)W(W_TURNS), .noise = W(W_NOISE)},
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

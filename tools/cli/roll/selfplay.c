/* Self-play's Let's Roll parts: the random player (loans seldom), and --check's invariants after every
 * command - a room is circled before it is crossed, money never below zero, every bonus once, each die taken
 * once, the tracks and loans within their bounds, the legal list the same as the slow one, roll_apply_listed
 * the same as roll_apply, and at the end a score that is the sum of its seven steps. */
#include "cli_roll.h"

#include <string.h>

#define INVARIANT(cond, ...)                                              \
    do {                                                                  \
        if (!(cond)) selfplay_invariant_failed(game, step, __VA_ARGS__); \
    } while (0)

static uint64_t xorshift(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

int roll_cli_pick(const bg_move *moves, int n, uint64_t *rng)
{
    /* The weights roll_ai_judge gives the random player: at every prompt a loan is one choice among few,
     * and uniform picks borrowed three times nearly every game. */
    int total = 0;
    for (int i = 0; i < n; i++) total += moves[i].type == ROLL_CMD_LOAN ? 1 : 12;
    int r = (int)(xorshift(rng) % (uint64_t)total);
    for (int i = 0; i < n; i++) {
        r -= moves[i].type == ROLL_CMD_LOAN ? 1 : 12;
        if (r < 0) return i;
    }
    return n - 1;
}

/* What happened so far in this game, for "every bonus once". */
static struct {
    int game;
    uint8_t group_bonus[ROLL_MAX_PLAYERS][ROLL_GROUPS_MAX];
    uint8_t door_bonus[ROLL_MAX_PLAYERS][ROLL_ROOMS];
    uint8_t space_bonus[ROLL_MAX_PLAYERS][ROLL_TRACKS][ROLL_TRACK_MAX];
    uint8_t rows[ROLL_ROWS], columns[ROLL_COLUMNS], tracks[ROLL_TRACKS];
} seen;

static long games, special_cases, loans_taken, bonuses_lost;
static double score_sum[ROLL_MAX_PLAYERS + 1];
static int score_games[ROLL_MAX_PLAYERS + 1];

static void position(const cli_position *at)
{
    const roll_state *st = at->state;
    int game = at->game, step = at->steps;
    if (at->steps == 0) memset(&seen, 0, sizeof seen), seen.game = game;
    for (int i = 0; i < at->ev->count; i++) {
        const bg_event *e = &at->ev->list[i];
        int s = e->seat < ROLL_MAX_PLAYERS ? e->seat : 0;
        switch (e->type) {
        case ROLL_EV_GROUP_BONUS:
            if (e->a >= 0 && e->a < ROLL_GROUPS_MAX) INVARIANT(!seen.group_bonus[s][e->a]++, "P%d's group %d paid twice", s, e->a);
            break;
        case ROLL_EV_ROOM_BONUS:
            if (e->a >= 1 && e->a <= ROLL_ROOMS) INVARIANT(!seen.door_bonus[s][e->a - 1]++, "P%d's door %d paid twice", s, e->a);
            break;
        case ROLL_EV_EMPEROR_BONUS:
            if (e->a >= 1 && e->a <= ROLL_TRACKS && e->b >= 1 && e->b <= ROLL_TRACK_MAX)
                INVARIANT(!seen.space_bonus[s][e->a - 1][e->b - 1]++, "P%d's Emperor space %d/%d paid twice", s, e->a, e->b);
            break;
        case ROLL_EV_ROW_BONUS:
            if (e->a >= 0 && e->a < ROLL_ROWS) INVARIANT(!seen.rows[e->a]++, "row %d claimed twice", e->a);
            break;
        case ROLL_EV_COLUMN_BONUS:
            if (e->a >= 1 && e->a <= ROLL_COLUMNS) INVARIANT(!seen.columns[e->a - 1]++, "column %d claimed twice", e->a);
            break;
        case ROLL_EV_TRACK_FIRST:
            if (e->a >= 1 && e->a <= ROLL_TRACKS) INVARIANT(!seen.tracks[e->a - 1]++, "track %d finished first twice", e->a);
            break;
        case ROLL_EV_SPECIAL_CASE: special_cases++; break;
        case ROLL_EV_LOAN: loans_taken++; break;
        case ROLL_EV_BONUS_LOST: bonuses_lost++; break;
        default: break;
        }
    }
    if (!at->check) return;
    for (int s = 0; s < st->players; s++) {
        const roll_player *p = &st->player[s];
        INVARIANT(p->money >= 0, "P%d has %d krone", s, p->money);
        INVARIANT(p->loans <= ROLL_LOANS_MAX, "P%d has %d loans", s, p->loans);
        INVARIANT(p->overflow <= roll_rules.overflow_max, "P%d circled %d points past the bottom track", s, p->overflow);
        for (int t = 0; t < ROLL_TRACKS; t++)
            INVARIANT(p->emperor[t] <= roll_rules.track_spaces[t], "P%d crossed %d spaces of track %d", s, p->emperor[t], t + 1);
        const roll_hotel *h = roll_hotel_by_id(p->hotel);
        for (int g = 0; h && g < h->group_count; g++)
            INVARIANT(!(p->groups & (1u << g)) == !roll_group_full(st, s, g), "P%d's group %d: bonus taken %d, full %d", s, g,
                      !!(p->groups & (1u << g)), roll_group_full(st, s, g));
        for (int r = 0; r < ROLL_ROOMS; r++) INVARIANT(p->room[r] <= ROLL_ROOM_OCCUPIED, "P%d's room %d is %d", s, r + 1, p->room[r]);
    }
    for (int row = 0; row < ROLL_ROWS; row++)
        INVARIANT(!st->row_claim[row] || roll_row_full(st, st->row_claim[row] - 1, row), "row %d claimed by a seat without it", row);
    for (int col = 0; col < ROLL_COLUMNS; col++)
        INVARIANT(!st->column_claim[col] || roll_column_full(st, st->column_claim[col] - 1, col), "column %d claimed wrongly", col + 1);
    int dice = 0;
    for (int v = 1; v <= 6; v++) dice += st->dice[v];
    if (!at->over) {
        /* Each player takes two dice a round: the dice left say how many turns were taken. */
        int taken = (st->cycle - 1) * st->players + st->turn_index;
        bool mid_turn = st->stack_count > 0;
        INVARIANT(dice == roll_rules.dice_by_players[st->players] - taken - mid_turn,
                  "%d dice on the board in round %d after %d turns", dice, st->round, taken);
    } else {
        for (int s = 0; s < st->players; s++) {
            int sum = 0;
            for (int i = 0; i < ROLL_SCORE_STEPS; i++) sum += st->player[s].score[i];
            INVARIANT(sum == st->player[s].vp, "P%d scored %d, its steps add up to %d", s, st->player[s].vp, sum);
        }
        INVARIANT(roll_winners(st) != 0, "a finished game without a winner");
    }
}

static void check_legal(const void *state, const bg_move *moves, int n, int game, int step)
{
    roll_command slow[512];
    int m = roll_legal_slow(state, slow, 512);
    INVARIANT(m == n, "the legal list has %d commands, the slow one %d", n, m);
    for (int i = 0; i < n && i < m; i++) {
        roll_command c = roll_command_of(moves[i]);
        INVARIANT(c.type == slow[i].type && c.a == slow[i].a, "legal command %d differs from the slow list's", i);
    }
}

static void check_applied(const void *before, const void *after, int seat, bg_move move, int game, int step)
{
    const roll_state *a = before, *b = after;
    /* The listed command without the safety copy gives the same state, byte for byte. */
    static roll_state listed;
    memcpy(&listed, a, sizeof listed);
    INVARIANT(!roll_apply_listed(&listed, seat, roll_command_of(move), NULL) && !memcmp(&listed, b, sizeof listed),
              "roll_apply_listed differs from roll_apply");
    for (int s = 0; s < a->players; s++) {
        const roll_player *p = &a->player[s], *q = &b->player[s];
        for (int r = 0; r < ROLL_ROOMS; r++) {
            /* A doorknob is circled, then crossed: never both in one command, never undone. */
            INVARIANT(q->room[r] >= p->room[r], "P%d's room %d went back from %d to %d", s, r + 1, p->room[r], q->room[r]);
            INVARIANT(!(p->room[r] == ROLL_ROOM_EMPTY && q->room[r] == ROLL_ROOM_OCCUPIED), "P%d's room %d crossed before circled", s,
                      r + 1);
        }
        INVARIANT((q->hired & p->hired) == p->hired, "P%d lost a hired staff member", s);
        INVARIANT((q->groups & p->groups) == p->groups, "P%d's group bonuses went back", s);
        INVARIANT(q->loans >= p->loans && q->loans <= p->loans + (move.type == ROLL_CMD_LOAN), "P%d's loans went from %d to %d", s,
                  p->loans, q->loans);
        if (s != seat && a->phase == b->phase) INVARIANT(!memcmp(p->room, q->room, sizeof p->room), "P%d's hotel changed in P%d's move", s, seat);
    }
    for (int row = 0; row < ROLL_ROWS; row++) INVARIANT(!a->row_claim[row] || a->row_claim[row] == b->row_claim[row], "row claim changed");
    for (int col = 0; col < ROLL_COLUMNS; col++)
        INVARIANT(!a->column_claim[col] || a->column_claim[col] == b->column_claim[col], "column claim changed");
    if (a->round == b->round) {
        int da = 0, db = 0;
        for (int v = 1; v <= 6; v++) da += a->dice[v], db += b->dice[v];
        INVARIANT(da - db == (move.type == ROLL_CMD_DIE), "%d dice went from the board in one command", da - db);
    }
}

static bg_move junk(uint64_t *rng)
{
    uint64_t r = xorshift(rng);
    /* Mostly commands of our types with arguments out of range or at the wrong prompt, now and then bytes. */
    bg_move m = {.type = (uint8_t)(r % (ROLL_CMD_COUNT + 2)), .arg = {(uint8_t)(r >> 8)}};
    if ((r >> 20) % 8 == 0) memcpy(&m, &r, sizeof m);
    return m;
}

static void finished(const void *state)
{
    const roll_state *st = state;
    games++;
    for (int s = 0; s < st->players; s++) score_sum[st->players] += st->player[s].vp, score_games[st->players]++;
}

static void report(FILE *out)
{
    fprintf(out, "Let's Roll: %ld games; special cases %ld, loans %ld, bonuses let go %ld; mean VP", games, special_cases, loans_taken,
            bonuses_lost);
    for (int p = 2; p <= ROLL_MAX_PLAYERS; p++)
        if (score_games[p]) fprintf(out, " %d players %.1f", p, score_sum[p] / score_games[p]);
    fprintf(out, "\n");
}

/* Self-play's settings: every key of the params table as --KEY VALUE, and --mixed (2, 3, 4 players in turn). */
static roll_params options = {.players = 2};
static bool options_set, mixed;

static int option(int argc, char **argv, int i)
{
    if (!options_set) options = (roll_params){.players = 2}, options_set = true;
    if (!strcmp(argv[i], "--mixed")) return mixed = true, 1;
    if (strncmp(argv[i], "--", 2) || i + 1 >= argc) return 0;
    char why[160];
    bg_param_info info;
    bool known = false;
    for (int k = 0; roll_param_info(k, &info); k++) known |= !strcmp(info.key, argv[i] + 2);
    if (!known) return 0;
    if (roll_params_set(&options, argv[i] + 2, argv[i + 1], why, sizeof why)) {
        fprintf(stderr, "selfplay: %s\n", why);
        return -1;
    }
    return 2;
}

static void params(void *p, int game)
{
    roll_params *rp = p;
    uint64_t seed = rp->seed;
    if (options_set) *rp = options;
    rp->seed = seed;
    if (mixed) rp->players = (uint8_t)(2 + game % 3);
}

const cli_selfplay_game roll_cli_selfplay = {
    .option = option,
    .params = params,
    .pick = roll_cli_pick,
    .junk = junk,
    .position = position,
    .check_legal = check_legal,
    .check_applied = check_applied,
    .finished = finished,
    .report = report,
};

/* Let's Waltz module 1, Vienna Ballrooms: the ballroom scorings after the Emperor's (seed 004, "Ballroom
 * Scoring" and the appendix's ballroom index, "Resolving Ties") and the module's Emperor penalties, which
 * take champagne or the dancers of the ballroom about to be scored. */
#include "prompts.h"

void gah_ballrooms_end_round(gah_ctx *c)
{
    gah_state *st = c->st;
    if (!BALLROOMS_ON(st)) return;
    for (int i = 0; i < 3; i++)
        if (gah_rules.emperor_scoring_rounds[i] == st->round)
            gah_step_push(st, (gah_step){.kind = STEP_AUTO_BALLROOM_SCORING});
}

/* Seed 004, appendix, "Resolving Ties": tied players share a rank, the ranks they cover are skipped, and
 * each gets the prizes of those ranks added up and divided among them, rounded down. Only players with at
 * least one dancer take part. */
static void rank_prizes(const int count[GAH_MAX_PLAYERS], int players, const uint8_t *prize, int prizes,
                        int vp[GAH_MAX_PLAYERS])
{
    for (int s = 0; s < players; s++) {
        if (count[s] <= 0) continue;
        int better = 0, tied = 0;
        for (int o = 0; o < players; o++) {
            if (count[o] > count[s]) better++;
            if (count[o] == count[s]) tied++;
        }
        int sum = 0;
        for (int r = better; r < better + tied && r < prizes; r++) sum += prize[r];
        vp[s] += sum / tied;
    }
}

void gah_ballrooms_board_vp(int scoring, int players, const int dancers[GAH_MAX_PLAYERS][GAH_BALLROOM_ROWS],
                        int vp[GAH_MAX_PLAYERS])
{
    int total[GAH_MAX_PLAYERS] = {0};
    for (int s = 0; s < players; s++) {
        vp[s] = 0;
        for (int r = 0; r < GAH_BALLROOM_ROWS; r++) total[s] += dancers[s][r];
    }
    switch (scoring) {
    case GAH_BALLROOM_SCORE_HEIGHT: /* dancers x the highest row reached: bottom 1, middle 2, top 3 */
        for (int s = 0; s < players; s++) {
            int height = 0;
            for (int r = GAH_BALLROOM_ROWS - 1; r >= 0; r--)
                if (dancers[s][r]) height = GAH_BALLROOM_ROWS - r;
            vp[s] = total[s] * height;
        }
        break;
    case GAH_BALLROOM_SCORE_BY_ROW:
        for (int r = 0; r < GAH_BALLROOM_ROWS; r++) {
            int count[GAH_MAX_PLAYERS] = {0};
            for (int s = 0; s < players; s++) count[s] = dancers[s][r];
            rank_prizes(count, players, gah_rules.ballroom_rows_vp, 2, vp);
        }
        break;
    case GAH_BALLROOM_SCORE_TABLE:
        for (int s = 0; s < players; s++) vp[s] = gah_rules.ballroom_table_vp[total[s] < 5 ? total[s] : 5];
        break;
    case GAH_BALLROOM_SCORE_RANK:
        if (players == 2) rank_prizes(total, players, gah_rules.ballroom_rank_vp_2, 2, vp);
        else rank_prizes(total, players, gah_rules.ballroom_rank_vp_34, 3, vp);
        break;
    case GAH_BALLROOM_SCORE_PAIRS:
        for (int s = 0; s < players; s++) vp[s] = gah_rules.ballroom_pairs_vp * (total[s] / 2);
        break;
    default: break;
    }
    /* Seed 004, "Ballroom Scoring": no dancer at all in the ballroom costs 5 VP. */
    for (int s = 0; s < players; s++)
        if (!total[s]) vp[s] = -gah_rules.ballroom_no_dancer_vp;
}

/* The dancers of every seat in ballroom b by row (the balcony in the rightmost's top row). */
static void count_dancers(const gah_state *st, int b, int dancers[GAH_MAX_PLAYERS][GAH_BALLROOM_ROWS])
{
    for (int r = 0; r < GAH_BALLROOM_ROWS; r++)
        for (int i = 0; i < GAH_BALLROOM_SPACES; i++) {
            int who = st->ballrooms.space[b][r][i];
            if (who >= 1 && who <= st->players) dancers[who - 1][r]++;
        }
    if (b == GAH_BALLROOMS - 1)
        for (int s = 0; s < st->players; s++) dancers[s][0] += st->ballrooms.balcony[s];
}

bool gah_ballroom_standing(const gah_state *st, int ballroom, int vp[GAH_MAX_PLAYERS])
{
    if (!BALLROOMS_ON(st) || ballroom < st->ballrooms.scored || ballroom >= GAH_BALLROOMS) return false;
    const gah_ballroom_board *board = gah_ballrooms_board_at(st, ballroom);
    if (!board) return false;
    int dancers[GAH_MAX_PLAYERS][GAH_BALLROOM_ROWS] = {{0}};
    count_dancers(st, ballroom, dancers);
    gah_ballrooms_board_vp(board->scoring, st->players, dancers, vp);
    return true;
}

void gah_ballrooms_score(gah_ctx *c)
{
    gah_state *st = c->st;
    int b = st->ballrooms.scored;
    const gah_ballroom_board *board = b < GAH_BALLROOMS ? gah_ballrooms_board_at(st, b) : NULL;
    if (!board) return;
    st->ballrooms.scored++;
    int dancers[GAH_MAX_PLAYERS][GAH_BALLROOM_ROWS] = {{0}}, vp[GAH_MAX_PLAYERS];
    count_dancers(st, b, dancers);
    gah_ballrooms_board_vp(board->scoring, st->players, dancers, vp);
    int totals[GAH_MAX_PLAYERS] = {0};
    for (int s = 0; s < st->players; s++) {
        int total = totals[s] = dancers[s][0] + dancers[s][1] + dancers[s][2];
        gah_ev_push(c, GAH_EV_BALLROOM_SCORED, s, b + 1, board->id, total, vp[s]);
        gah_gain_vp(c, s, vp[s], GAH_VP_BALLROOMS);
    }
    gah_entrances_on_ballroom_scored(c, totals); /* Let's Waltz module 3: The Ren */
}

/* ---- the module's Emperor tiles ---- */

int gah_ballrooms_dancers(const gah_state *st, int seat, int ballroom)
{
    int n = 0;
    for (int b = 0; b < GAH_BALLROOMS; b++) {
        if (ballroom >= 0 && b != ballroom) continue;
        for (int r = 0; r < GAH_BALLROOM_ROWS; r++)
            for (int i = 0; i < GAH_BALLROOM_SPACES; i++) n += st->ballrooms.space[b][r][i] == seat + 1;
        if (b == GAH_BALLROOMS - 1) n += st->ballrooms.balcony[seat];
    }
    return n;
}

/* The seat's dancers in row r (0 top .. 2 bottom) of ballroom b; the balcony counts in the rightmost's top. */
static int row_dancers(const gah_state *st, int seat, int b, int r)
{
    int n = 0;
    for (int i = 0; i < GAH_BALLROOM_SPACES; i++) n += st->ballrooms.space[b][r][i] == seat + 1;
    if (b == GAH_BALLROOMS - 1 && r == 0) n += st->ballrooms.balcony[seat];
    return n;
}

/* One of the seat's dancers of row r goes back to the box: the rightmost of the row's spaces first, the
 * balcony (the far end of the rightmost top row) last. Where in a row cannot matter: a row scores as one. */
static bool take_from_row(gah_state *st, int seat, int b, int r)
{
    for (int i = GAH_BALLROOM_SPACES - 1; i >= 0; i--)
        if (st->ballrooms.space[b][r][i] == seat + 1) {
            st->ballrooms.space[b][r][i] = 0;
            return true;
        }
    if (b != GAH_BALLROOMS - 1 || r != 0 || !st->ballrooms.balcony[seat]) return false;
    st->ballrooms.balcony[seat]--;
    return true;
}

/* Ruling 101: the Emperor takes `left` of the seat's dancers from ballroom b. The player chooses the rows
 * (prompt remove-dancer) while the choice can change anything: dancers in two rows or more, and more of them
 * than are still to go. Otherwise every outcome is the same and they go at once, in one event. */
static void dancers_out(gah_ctx *c, int seat, int b, int left)
{
    gah_state *st = c->st;
    int rows = 0;
    for (int r = 0; r < GAH_BALLROOM_ROWS; r++) rows += row_dancers(st, seat, b, r) > 0;
    if (rows >= 2 && gah_ballrooms_dancers(st, seat, b) > left) {
        gah_step_push(st, (gah_step){.kind = GAH_PROMPT_REMOVE_DANCER, .seat = (uint8_t)seat, .count = (int8_t)left,
                                     .amount = (int8_t)b});
        return;
    }
    int taken = 0;
    for (int r = GAH_BALLROOM_ROWS - 1; r >= 0 && taken < left; r--)
        while (taken < left && take_from_row(st, seat, b, r)) taken++;
    if (taken) gah_ev_push(c, GAH_EV_DANCERS_REMOVED, seat, b + 1, taken, 0, 0);
}

static const char *withdraw_refusal(const gah_state *st, int seat, int b, int ballroom, int row)
{
    if (ballroom != b + 1) REFUSE("The Emperor takes your dancer from the ballroom scored next.");
    if (row < 1 || row > GAH_BALLROOM_ROWS) REFUSE("There is no such ballroom row.");
    if (!row_dancers(st, seat, b, row - 1)) REFUSE("You have no dancer in that row.");
    return NULL;
}

/* Rows top to bottom, the ballroom scored next only (the step's `amount`). */
void gah_offer_remove_dancer(legal_out *l, gah_prompt pr)
{
    int b = l->st->stack[l->st->stack_count - 1].amount;
    for (int r = 1; r <= GAH_BALLROOM_ROWS; r++)
        legal_offer_if(l, withdraw_refusal(l->st, pr.seat, b, b + 1, r), GAH_CMD_WITHDRAW, b + 1, r);
}

const char *gah_apply_remove_dancer(gah_ctx *c, int seat, gah_command cmd)
{
    gah_state *st = c->st;
    gah_step *top = gah_step_top(st);
    int b = top->amount, left = top->count - 1;
    const char *why = withdraw_refusal(st, seat, b, cmd.a, cmd.b);
    if (why) return why;
    take_from_row(st, seat, b, cmd.b - 1);
    gah_ev_push(c, GAH_EV_DANCERS_REMOVED, seat, b + 1, 1, cmd.b, 0);
    gah_step_pop(st);
    if (left > 0) dancers_out(c, seat, b, left);
    return NULL;
}

void gah_ballrooms_penalty(gah_ctx *c, int seat, gah_effect fx, int else_vp)
{
    gah_state *st = c->st;
    gah_player *p = &st->player[seat];
    switch (fx.kind) {
    case GAH_FX_LOSE_CHAMPAGNE:
        if (p->kitchen[GAH_ITEM_CHAMPAGNE] >= fx.amount)
            p->kitchen[GAH_ITEM_CHAMPAGNE] = (uint8_t)(p->kitchen[GAH_ITEM_CHAMPAGNE] - fx.amount);
        else gah_gain_vp(c, seat, -else_vp, GAH_VP_EMPEROR);
        break;
    case GAH_FX_REMOVE_DANCERS: {
        /* Seed 004: from the ballroom scored after this Emperor scoring; with fewer dancers there, the VP. */
        int b = st->ballrooms.scored;
        if (b >= GAH_BALLROOMS || gah_ballrooms_dancers(st, seat, b) < fx.amount) {
            gah_gain_vp(c, seat, -else_vp, GAH_VP_EMPEROR);
            break;
        }
        dancers_out(c, seat, b, fx.amount);
        break;
    }
    default: break;
    }
}

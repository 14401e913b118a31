/* Let's Waltz module 1, Vienna Ballrooms: the ballroom scorings after the Emperor's (seed 004, "Ballroom
 * Scoring" and the appendix's ballroom index, "Resolving Ties") and the module's Emperor penalties, which
 * take champagne or the dancers of the ballroom about to be scored. */
#include "internal.h"

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

/* Ruling (docs/rulings.md): the Emperor takes the dancers from the lowest row first, the rightmost of a row
 * first; the balcony, the top of the top row, last. */
static void remove_dancer(gah_state *st, int seat, int b)
{
    for (int r = GAH_BALLROOM_ROWS - 1; r >= 0; r--)
        for (int i = GAH_BALLROOM_SPACES - 1; i >= 0; i--)
            if (st->ballrooms.space[b][r][i] == seat + 1) {
                st->ballrooms.space[b][r][i] = 0;
                return;
            }
    if (b == GAH_BALLROOMS - 1 && st->ballrooms.balcony[seat]) st->ballrooms.balcony[seat]--;
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
        for (int k = 0; k < fx.amount; k++) remove_dancer(st, seat, b);
        gah_ev_push(c, GAH_EV_DANCERS_REMOVED, seat, b + 1, fx.amount, 0, 0);
        break;
    }
    default: break;
    }
}

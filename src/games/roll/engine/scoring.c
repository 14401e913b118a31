/* Let's Roll's final scoring (seed 003, "Game End and Scoring"): the scoring pad's seven steps, the same for
 * the end of the game and for the projection the agents and the terminal show, and the winners (ties share). */
#include "internal.h"

static int count_occupied(const roll_state *st, int seat, int colour, int min_floor)
{
    const roll_player *p = &st->player[seat];
    const roll_hotel *h = roll_hotel_by_id(p->hotel);
    int n = 0;
    for (int r = 0; r < ROLL_ROOMS; r++)
        n += p->room[r] == ROLL_ROOM_OCCUPIED && (colour == ROLL_ANY || h->colour[r] == colour) && roll_room_floor(r) >= min_floor;
    return n;
}

/* Step 1: one final-scoring staff member's points. */
static int staff_points(const roll_state *st, int seat, const roll_effect *fx)
{
    const roll_player *p = &st->player[seat];
    const roll_hotel *h = roll_hotel_by_id(p->hotel);
    int n = 0;
    switch (fx->kind) {
    case ROLL_FX_VP_ROOM: return fx->amount * count_occupied(st, seat, fx->colour, 0);
    case ROLL_FX_VP_UPPER_ROOM: return fx->amount * count_occupied(st, seat, ROLL_ANY, 2);
    case ROLL_FX_VP_ROWS:
        for (int row = 0; row < ROLL_ROWS; row++)
            if (roll_row_full(st, seat, row)) n += row % 2 ? fx->amount2 : fx->amount;
        return n;
    case ROLL_FX_VP_COLUMN:
        for (int col = 0; col < ROLL_COLUMNS; col++) n += roll_column_full(st, seat, col);
        return fx->amount * n;
    case ROLL_FX_VP_STAFF:
        for (int slot = 0; slot < ROLL_STAFF_SLOTS; slot++) n += (p->hired >> slot) & 1;
        return fx->amount * n;
    case ROLL_FX_VP_SET: {
        /* Seed 003: a room belongs to one set at most, so the sets are the rarest colour's count. */
        int b = count_occupied(st, seat, ROLL_BLUE, 0), r = count_occupied(st, seat, ROLL_RED, 0);
        int y = count_occupied(st, seat, ROLL_YELLOW, 0);
        int sets = b < r ? b : r;
        return fx->amount * (y < sets ? y : sets);
    }
    case ROLL_FX_VP_GROUP:
        for (int g = 0; g < h->group_count; g++) n += roll_group_full(st, seat, g);
        return fx->amount * n;
    default: return 0;
    }
}

void roll_score_steps(const roll_state *st, int seat, int16_t steps[ROLL_SCORE_STEPS])
{
    const roll_player *p = &st->player[seat];
    const roll_hotel *h = roll_hotel_by_id(p->hotel);
    int v[ROLL_SCORE_STEPS] = {0};
    /* 1. The hired staff of the scoring kind. */
    for (int slot = 4; slot < ROLL_STAFF_SLOTS; slot++) {
        const roll_staff_kind *k = roll_staff_kind_by_id(roll_slot_kind(st, seat, slot));
        if (!(p->hired & (1u << slot)) || !k || k->type != ROLL_STAFF_FINAL) continue;
        for (int i = 0; i < k->effect.count; i++) v[0] += staff_points(st, seat, &k->effect.part[i]);
    }
    /* 2. Fully occupied blue groups, by their size. */
    for (int g = 0; g < h->group_count; g++)
        if (h->group_colour[g] == ROLL_BLUE && roll_group_full(st, seat, g)) v[1] += roll_rules.group_blue_vp[h->group_size[g] - 2];
    /* 3. Every occupied room by its floor. */
    for (int r = 0; r < ROLL_ROOMS; r++)
        if (p->room[r] == ROLL_ROOM_OCCUPIED) v[2] += roll_rules.floor_vp[roll_room_floor(r)];
    /* 4. The Emperor: tracks finished first, points past the bottom track, less the negative points. */
    for (int t = 0; t < ROLL_TRACKS; t++) {
        if (st->track_first[t] == seat + 1) v[3] += roll_rules.track_first_vp[t];
        if (p->penalty & (1u << t)) v[3] -= roll_rules.track_penalty[t];
    }
    v[3] += p->overflow;
    /* 5. The money track: 1 VP per 3 krone left. */
    v[4] = p->money > 0 ? p->money / roll_rules.krone_per_vp : 0;
    /* 6. The row and column bonuses circled. */
    for (int row = 0; row < ROLL_ROWS; row++)
        if (st->row_claim[row] == seat + 1)
            v[5] += row % 2 ? roll_rules.row_right_vp[row / 2] : roll_rules.row_left_vp[row / 2];
    for (int col = 0; col < ROLL_COLUMNS; col++)
        if (st->column_claim[col] == seat + 1) v[5] += roll_rules.column_vp[col];
    /* 7. The loans crossed off: -2, -3, -4. */
    for (int l = 0; l < p->loans && l < ROLL_LOANS_MAX; l++) v[6] -= roll_rules.loan_vp[l];
    for (int i = 0; i < ROLL_SCORE_STEPS; i++) steps[i] = (int16_t)v[i];
}

int roll_projected_score(const roll_state *st, int seat, int16_t steps[ROLL_SCORE_STEPS])
{
    int16_t v[ROLL_SCORE_STEPS];
    roll_score_steps(st, seat, v);
    int total = 0;
    for (int i = 0; i < ROLL_SCORE_STEPS; i++) total += v[i];
    if (steps) memcpy(steps, v, sizeof v);
    return total;
}

void roll_final_scoring(roll_ctx *c)
{
    roll_state *st = c->st;
    for (int s = 0; s < st->players; s++) {
        roll_player *p = &st->player[s];
        p->vp = (int16_t)roll_projected_score(st, s, p->score);
        for (int i = 0; i < ROLL_SCORE_STEPS; i++) roll_ev_push(c, ROLL_EV_FINAL_SCORE, s, i + 1, 0, 0, p->score[i]);
    }
    st->phase = ROLL_PHASE_OVER;
    st->stack_count = 0;
    roll_ev_push(c, ROLL_EV_GAME_OVER, 0, (int)roll_winners(st), 0, 0, 0);
}

unsigned roll_winners(const roll_state *st)
{
    if (st->phase != ROLL_PHASE_OVER) return 0;
    int best = -32768;
    for (int s = 0; s < st->players; s++)
        if (st->player[s].vp > best) best = st->player[s].vp;
    unsigned mask = 0;
    for (int s = 0; s < st->players; s++)
        if (st->player[s].vp == best) mask |= 1u << s; /* seed 003: a tie gives several winners */
    return mask;
}

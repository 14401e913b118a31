/* Emperor scorings after rounds 3, 5 and 7: track VP, retreat, then the tile's reward or penalty. */
#include "internal.h"

static int scoring_index(int round)
{
    for (int i = 0; i < 3; i++)
        if (gah_rules.emperor_scoring_rounds[i] == round) return i;
    return -1;
}

/* Seed 000, "Emperor Scoring". VP and the retreat are simultaneous; the tile's effects follow in
 * clockwise order from the start player, each player's choices on the step stack. */
void emperor_scoring(gah_ctx *c)
{
    gah_state *st = c->st;
    int index = scoring_index(st->round);
    if (index < 0) return;
    int retreat = gah_rules.emperor_retreat[index];
    for (int k = st->players - 1; k >= 0; k--) {
        int seat = (st->start_seat + k) % st->players;
        gah_player *p = &st->player[seat];
        int before = p->emperor, vp = gah_rules.emperor_track_vp[before];
        int after = before - retreat > 0 ? before - retreat : 0;
        p->emperor = (int8_t)after;
        ev_push(c, GAH_EV_EMPEROR_SCORING, seat, before, retreat, after, vp);
        gain_vp(c, seat, vp, GAH_VP_EMPEROR);
        if (after >= gah_rules.emperor_reward_min)
            step_push(st, (gah_step){.kind = STEP_AUTO_EMPEROR_SEAT, .seat = (uint8_t)seat, .extra = 1});
        else if (after == 0)
            step_push(st, (gah_step){.kind = STEP_AUTO_EMPEROR_SEAT, .seat = (uint8_t)seat, .extra = 0});
    }
}

static void clear_kitchen(gah_state *st, int seat)
{
    memset(st->player[seat].kitchen, 0, sizeof st->player[seat].kitchen);
}

void emperor_tile_effect(gah_ctx *c, int seat, bool reward)
{
    gah_state *st = c->st;
    gah_player *p = &st->player[seat];
    int index = scoring_index(st->round);
    const gah_emperor_tile *tile = &gah_emperor_tiles[st->emperor_tiles[index]];
    if (reward) {
        ev_push(c, GAH_EV_EMPEROR_REWARD, seat, tile->index, 0, 0, 0);
        gah_effect fx = tile->reward;
        switch (fx.kind) {
        case GAH_FX_ROOM:
            step_push(st, (gah_step){.kind = GAH_PROMPT_ROOMS, .seat = (uint8_t)seat, .count = 1, .amount = fx.amount});
            break;
        case GAH_FX_ROOM_LOW_OCCUPIED:
            step_push(st, (gah_step){.kind = GAH_PROMPT_ROOMS, .seat = (uint8_t)seat, .count = 1,
                                     .amount = fx.amount, .extra = ROOMS_LOW | ROOMS_OCCUPY});
            break;
        case GAH_FX_ROOM_OCCUPIED:
            step_push(st, (gah_step){.kind = GAH_PROMPT_ROOMS, .seat = (uint8_t)seat, .count = 1,
                                     .amount = fx.amount, .extra = ROOMS_OCCUPY});
            break;
        case GAH_FX_STAFF:
            step_push(st, (gah_step){.kind = GAH_PROMPT_STAFF, .seat = (uint8_t)seat, .count = 1, .amount = fx.amount});
            break;
        default: run_effect(c, seat, fx.kind, fx.amount); break;
        }
        if (display_has(st, seat, 42)) gain_vp(c, seat, 5, GAH_VP_STAFF); /* Gardener */
        return;
    }
    ev_push(c, GAH_EV_EMPEROR_PENALTY, seat, tile->index, 0, 0, 0);
    gah_effect fx = tile->penalty;
    switch (fx.kind) {
    case GAH_FX_LOSE_KRONE:
        /* 2021 rule: suffer the left option when you fully can, otherwise lose the VP; no choice. */
        if (p->money >= fx.amount) pay_money(c, seat, fx.amount);
        else gain_vp(c, seat, -tile->penalty_else_vp, GAH_VP_EMPEROR);
        break;
    case GAH_FX_LOSE_KITCHEN: clear_kitchen(st, seat); break;
    case GAH_FX_LOSE_KITCHEN_AND_CAFE:
        clear_kitchen(st, seat);
        for (int t = 0; t < GAH_CAFE_TABLES; t++) memset(p->cafe[t].placed, 0, sizeof p->cafe[t].placed);
        break;
    case GAH_FX_LOSE_VP: gain_vp(c, seat, -fx.amount, GAH_VP_EMPEROR); break;
    case GAH_FX_LOSE_VP_PER_STAFF: gain_vp(c, seat, -fx.amount * staff_played_count(st, seat), GAH_VP_EMPEROR); break;
    default:
        /* The penalties that need the player's choice (returning staff, removing rooms or staff) come
         * with the Emperor-tile issue; until then their VP alternative applies. */
        if (tile->penalty_else_vp) gain_vp(c, seat, -tile->penalty_else_vp, GAH_VP_EMPEROR);
        break;
    }
}

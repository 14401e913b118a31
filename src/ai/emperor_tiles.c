/* What the Emperor's scoring tiles are worth to a seat, in points (the fifth pass): the tiles for rounds 3, 5
 * and 7 lie face up from the start, and their rewards and penalties differ by a factor of ten (a kitchen emptied
 * against 8 VP lost or two occupied rooms removed), so the judgement reads the tile actually drawn instead of a
 * flat reward and penalty. Valued from the seat's position now. */
#include "internal.h"

/* Points of one part of a reward: krone, items and VP at face value, the rest at a typical worth. */
static double reward_part(const gah_player *p, gah_effect e)
{
    int n = e.amount == GAH_AMOUNT_FREE ? 3 : e.amount;
    int markers = __builtin_popcount(p->claimed);
    switch (e.kind) {
    case GAH_FX_NONE: return 0;
    case GAH_FX_KRONE: case GAH_FX_ITEM: case GAH_FX_VP: case GAH_FX_CHAMPAGNE: return n;
    case GAH_FX_ITEMS_ALL: return 4.0 * n;
    case GAH_FX_DRAW: return 1.0 * n;
    case GAH_FX_DRAW3PLAY: return e.amount == GAH_AMOUNT_FREE ? 6.0 : 4.0;
    case GAH_FX_STAFF: return 5.0;
    case GAH_FX_ROOM: return 3.0;
    case GAH_FX_ROOM_LOW_OCCUPIED: return 6.0;
    case GAH_FX_ROOM_OCCUPIED: return 8.0;
    case GAH_FX_VP_PER_STAFF: return (double)n * p->staff_played;
    case GAH_FX_VP_PER_MARKER: return (double)n * markers;
    default: return 3.0;
    }
}

/* Points the penalty costs: what is lost, or the VP instead when the seat cannot suffer it in full. */
static double penalty_cost(const gah_player *p, const gah_emperor_tile *t)
{
    int n = t->penalty.amount, else_vp = t->penalty_else_vp;
    int kitchen = 0, placed = 0, vacant = 0, finals = 0;
    for (int i = 0; i < GAH_ITEM_COUNT; i++) kitchen += p->kitchen[i];
    for (int k = 0; k < GAH_CAFE_TABLES; k++)
        for (int i = 0; i < GAH_ITEM_COUNT; i++) placed += p->cafe[k].placed[i];
    for (int r = 0; r < GAH_HOTEL_ROOMS; r++) vacant += p->room[r] == GAH_ROOM_VACANT;
    for (int i = 0; i < p->display_count; i++) {
        const gah_staff_card *c = gah_staff_by_id(p->display[i]);
        finals += c && c->type == GAH_STAFF_FINAL;
    }
    switch (t->penalty.kind) {
    case GAH_FX_LOSE_KRONE: return p->money >= n ? n : else_vp;
    case GAH_FX_LOSE_KRONE_ITEM: return p->money >= n && kitchen > 0 ? n + 1 : else_vp;
    case GAH_FX_LOSE_KITCHEN: return kitchen;
    case GAH_FX_LOSE_KITCHEN_AND_CAFE: return kitchen + placed;
    case GAH_FX_LOSE_EVERYTHING: return p->money + kitchen;
    case GAH_FX_RETURN_STAFF: return p->hand_count >= n ? 0.5 * n : else_vp;
    case GAH_FX_REMOVE_VACANT: return vacant >= n ? 2.0 * n : else_vp;
    case GAH_FX_REMOVE_OCCUPIED_2: return 8.0;
    case GAH_FX_REMOVE_FINAL_STAFF: return finals ? 6.0 : else_vp;
    case GAH_FX_LOSE_VP: return n;
    case GAH_FX_LOSE_VP_PER_STAFF: return (double)n * p->staff_played;
    default: return else_vp ? else_vp : 5.0;
    }
}

double gah_ai_emperor_reward(const gah_state *st, const gah_player *p, int scoring)
{
    int tile = scoring >= 0 && scoring < 3 ? st->emperor_tiles[scoring] : -1;
    if (tile < 0 || tile >= gah_emperor_tile_count) return 0;
    const gah_emperor_tile *t = &gah_emperor_tiles[tile];
    return reward_part(p, t->reward) + reward_part(p, t->reward2);
}

double gah_ai_emperor_penalty(const gah_state *st, const gah_player *p, int scoring)
{
    int tile = scoring >= 0 && scoring < 3 ? st->emperor_tiles[scoring] : -1;
    if (tile < 0 || tile >= gah_emperor_tile_count) return 0;
    return penalty_cost(p, &gah_emperor_tiles[tile]);
}

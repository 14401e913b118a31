/* Emperor scorings after rounds 3, 5 and 7: track VP, retreat, then the tile's reward or penalty. */
#include "internal.h"

static int scoring_index(int round)
{
    for (int i = 0; i < 3; i++)
        if (gah_rules.emperor_scoring_rounds[i] == round) return i;
    return -1;
}

/* Where the seat's marker ended decides: the reward from the threshold up, the penalty at 0. */
static gah_emperor_outcome scoring_outcome(const gah_state *st, int seat, int after)
{
    if (gah_seat_is_automa(st, seat)) return GAH_EMPEROR_NOTHING; /* seed 002: no reward, no penalty */
    if (after >= gah_rules.emperor_reward_min) return GAH_EMPEROR_REWARD;
    return after == 0 ? GAH_EMPEROR_PENALTY : GAH_EMPEROR_NOTHING;
}

/* Seed 000, "Emperor Scoring". VP and the retreat are simultaneous; the tile's effects follow in
 * clockwise order from the start player, each player's choices on the step stack. */
void gah_emperor_scoring(gah_ctx *c)
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
        int outcome = scoring_outcome(st, seat, after);
        gah_ev_push_event(c, (gah_event){.type = GAH_EV_EMPEROR_SCORING, .seat = (uint8_t)seat, .a = (int16_t)before,
                                     .b = (int16_t)retreat, .c = (int16_t)after, .value = (int16_t)vp,
                                     .d = (int16_t)outcome});
        gah_gain_vp(c, seat, vp, GAH_VP_EMPEROR);
        if (outcome != GAH_EMPEROR_NOTHING)
            gah_step_push(st, (gah_step){.kind = STEP_AUTO_EMPEROR_SEAT, .seat = (uint8_t)seat,
                                     .extra = outcome == GAH_EMPEROR_REWARD});
    }
}

static void clear_kitchen(gah_state *st, int seat)
{
    memset(st->player[seat].kitchen, 0, sizeof st->player[seat].kitchen);
}

/* A2's and B1's "all dishes and drinks": Let's Waltz module 1's champagne "is considered neither dish nor
 * drink" (seed 004), so it stays wherever it is. */
static void clear_dishes_drinks(uint8_t items[GAH_ITEM_COUNT])
{
    for (int i = 0; i <= GAH_ITEM_COFFEE; i++) items[i] = 0;
}

void gah_emperor_tile_effect(gah_ctx *c, int seat, bool reward)
{
    gah_state *st = c->st;
    int index = scoring_index(st->round);
    const gah_emperor_tile *tile = &gah_emperor_tiles[st->emperor_tiles[index]];
    if (reward) {
        gah_ev_push(c, GAH_EV_EMPEROR_REWARD, seat, tile->index, 0, 0, 0);
        gah_emperor_reward_run(c, seat, tile->reward);
        if (tile->reward2.kind) gah_run_effect(c, seat, tile->reward2.kind, tile->reward2.amount); /* module 5's A6, B6 */
        gah_staff_on_emperor_reward(c, seat);
        return;
    }
    gah_ev_push(c, GAH_EV_EMPEROR_PENALTY, seat, tile->index, 0, 0, 0);
    if (gah_staff_on_emperor_penalty(c, seat)) return;
    gah_emperor_penalty(c, seat);
}

void gah_emperor_reward_run(gah_ctx *c, int seat, gah_effect fx)
{
    gah_state *st = c->st;
    switch (fx.kind) {
    case GAH_FX_ROOM:
        gah_step_push(st, (gah_step){.kind = GAH_PROMPT_ROOMS, .seat = (uint8_t)seat, .count = 1, .amount = fx.amount});
        break;
    case GAH_FX_ROOM_LOW_OCCUPIED:
        gah_step_push(st, (gah_step){.kind = GAH_PROMPT_ROOMS, .seat = (uint8_t)seat, .count = 1, .amount = fx.amount,
                                 .extra = ROOMS_LOW | ROOMS_OCCUPY});
        break;
    case GAH_FX_ROOM_OCCUPIED:
        gah_step_push(st, (gah_step){.kind = GAH_PROMPT_ROOMS, .seat = (uint8_t)seat, .count = 1, .amount = fx.amount,
                                 .extra = ROOMS_OCCUPY});
        break;
    case GAH_FX_STAFF:
        gah_step_push(st, (gah_step){.kind = GAH_PROMPT_STAFF, .seat = (uint8_t)seat, .count = 1, .amount = fx.amount});
        break;
    default: gah_run_effect(c, seat, fx.kind, fx.amount); break;
    }
}

/* The highest floor below `below_floor` with a room in `room_state`, in column `column` only when it is 0..4. */
static int highest_floor_with(const gah_state *st, int seat, int room_state, int below_floor, int column)
{
    for (int f = below_floor - 1; f >= 0; f--)
        for (int col = 0; col < GAH_HOTEL_COLUMNS; col++)
            if ((column < 0 || col == column) && st->player[seat].room[f * 5 + col] == room_state) return f;
    return -1;
}

/* Whether the player suffers the tile's first alternative (true) or loses its VP (false): under the 2021
 * rule the first whenever it can be suffered in full; under seed 001's Original rules the player chooses
 * (GAH_PROMPT_PENALTY_CHOICE, whose answer comes back as `way`), and *asked says the prompt is pushed. */
static bool suffer_first(gah_ctx *c, int seat, int way, bool can, bool *asked)
{
    *asked = false;
    if (!can) return false;
    if (way != PENALTY_BY_RULE) return way == PENALTY_SUFFER;
    if (!GAH_VARIANT_ON(c->st, GAH_VARIANT_ORIGINAL)) return true;
    gah_step_push(c->st, (gah_step){.kind = GAH_PROMPT_PENALTY_CHOICE, .seat = (uint8_t)seat});
    *asked = true;
    return false;
}

/* Seed 000 appendix, Emperor tiles, with the 2021 rule: the left option when it can be suffered in
 * full, otherwise the VP; the player has no choice between them (seed 001's Original rules give it). */
void gah_emperor_penalty(gah_ctx *c, int seat)
{
    gah_emperor_penalty_way(c, seat, PENALTY_BY_RULE);
}

void gah_emperor_penalty_way(gah_ctx *c, int seat, int way)
{
    gah_state *st = c->st;
    gah_player *p = &st->player[seat];
    const gah_emperor_tile *tile = &gah_emperor_tiles[st->emperor_tiles[scoring_index(st->round)]];
    gah_effect fx = tile->penalty;
    bool asked;
    switch (fx.kind) {
    case GAH_FX_LOSE_KRONE:
        if (suffer_first(c, seat, way, p->money >= fx.amount, &asked)) gah_pay_money(c, seat, fx.amount);
        else if (!asked) gah_gain_vp(c, seat, -tile->penalty_else_vp, GAH_VP_EMPEROR);
        break;
    case GAH_FX_LOSE_KITCHEN: clear_dishes_drinks(p->kitchen); break;
    case GAH_FX_LOSE_KITCHEN_AND_CAFE:
        clear_dishes_drinks(p->kitchen);
        for (int t = 0; t < GAH_CAFE_TABLES; t++) clear_dishes_drinks(p->cafe[t].placed);
        break;
    case GAH_FX_RETURN_STAFF:
        if (suffer_first(c, seat, way, p->hand_count >= fx.amount, &asked))
            gah_step_push(st, (gah_step){.kind = GAH_PROMPT_RETURN_STAFF, .seat = (uint8_t)seat, .count = fx.amount});
        else if (!asked)
            gah_gain_vp(c, seat, -tile->penalty_else_vp, GAH_VP_EMPEROR);
        break;
    case GAH_FX_REMOVE_VACANT:
        if (suffer_first(c, seat, way, gah_rooms_count(st, seat, GAH_ROOM_VACANT) >= fx.amount, &asked))
            gah_step_push(st, (gah_step){.kind = GAH_PROMPT_REMOVE_ROOM, .seat = (uint8_t)seat, .count = fx.amount,
                                     .amount = GAH_HOTEL_FLOORS, .extra = GAH_ROOM_VACANT});
        else if (!asked)
            gah_gain_vp(c, seat, -tile->penalty_else_vp, GAH_VP_EMPEROR);
        break;
    case GAH_FX_REMOVE_OCCUPIED_2:
        /* No VP alternative: remove what there is. `amount` is the floor the next room must be below. */
        if (gah_rooms_count(st, seat, GAH_ROOM_OCCUPIED))
            gah_step_push(st, (gah_step){.kind = GAH_PROMPT_REMOVE_ROOM, .seat = (uint8_t)seat, .count = 2,
                                     .amount = GAH_HOTEL_FLOORS, .extra = GAH_ROOM_OCCUPIED});
        break;
    case GAH_FX_REMOVE_FINAL_STAFF: {
        bool any = false;
        for (int i = 0; i < p->display_count; i++) any |= gah_staff_by_id(p->display[i])->type == GAH_STAFF_FINAL;
        if (suffer_first(c, seat, way, any, &asked)) gah_step_push(st, (gah_step){.kind = GAH_PROMPT_REMOVE_STAFF, .seat = (uint8_t)seat});
        else if (!asked) gah_gain_vp(c, seat, -tile->penalty_else_vp, GAH_VP_EMPEROR);
        break;
    }
    case GAH_FX_LOSE_VP: gah_gain_vp(c, seat, -fx.amount, GAH_VP_EMPEROR); break;
    /* Let's Waltz module 5: A6 (the dish or drink is the player's choice: the spend prompt) and C6 */
    case GAH_FX_LOSE_KRONE_ITEM: {
        bool item = false;
        for (int i = 0; i <= GAH_ITEM_COFFEE; i++) item |= p->kitchen[i] != 0;
        if (suffer_first(c, seat, way, p->money >= fx.amount && item, &asked)) {
            gah_pay_money(c, seat, fx.amount);
            gah_step_push(st, (gah_step){.kind = GAH_PROMPT_SPEND, .seat = (uint8_t)seat, .count = 1});
        } else if (!asked) {
            gah_gain_vp(c, seat, -tile->penalty_else_vp, GAH_VP_EMPEROR);
        }
        break;
    }
    case GAH_FX_LOSE_EVERYTHING:
        gah_pay_money(c, seat, p->money);
        clear_kitchen(st, seat);
        break;
    case GAH_FX_LOSE_VP_PER_STAFF: gah_gain_vp(c, seat, -fx.amount * gah_staff_played_count(st, seat), GAH_VP_EMPEROR); break;
    default: gah_ballrooms_penalty(c, seat, fx, tile->penalty_else_vp); break; /* Let's Waltz module 1's tiles */
    }
}

/* remove R: vacant rooms from the highest floor that has one (A4, B4); occupied rooms for C2: the first
 * from the highest floor with one, the second from the next highest floor below it, if any. Under seed 001's
 * Original rules C2's second room comes from the first one's column (`extra` keeps it: column + 1 << 4). */
const char *gah_remove_room_refusal(const gah_state *st, int seat, int room)
{
    const gah_step *top = &st->stack[st->stack_count - 1];
    int wanted = top->extra & 15, column = (top->extra >> 4) - 1;
    if (room < 0 || room >= GAH_HOTEL_ROOMS) REFUSE("There is no such room.");
    if (st->player[seat].room[room] != wanted)
        REFUSE(wanted == GAH_ROOM_VACANT ? "The Emperor takes a vacant room." : "The Emperor takes an occupied room.");
    if (column >= 0 && room % 5 != column) REFUSE("The second room must come from the same column as the first.");
    int floor = highest_floor_with(st, seat, wanted, wanted == GAH_ROOM_OCCUPIED ? top->amount : GAH_HOTEL_FLOORS, column);
    if (gah_room_floor(room) != floor) REFUSE("The room must come from the highest floor possible.");
    return NULL;
}

const char *gah_emperor_remove_room(gah_ctx *c, int seat, int room)
{
    gah_state *st = c->st;
    gah_step *top = gah_step_top(st);
    int wanted = top->extra & 15, column = (top->extra >> 4) - 1;
    gah_player *p = &st->player[seat];
    const char *why = gah_remove_room_refusal(st, seat, room);
    if (why) return why;
    p->room[room] = GAH_ROOM_EMPTY;
    st->rooms_left[gah_room_colour(st, seat, room)]++;
    gah_ev_push(c, GAH_EV_ROOM_REMOVED, seat, room, 0, 0, 0);
    top->amount = (int8_t)gah_room_floor(room);
    if (wanted == GAH_ROOM_OCCUPIED && GAH_VARIANT_ON(st, GAH_VARIANT_ORIGINAL)) {
        column = room % 5;
        top->extra = (int8_t)(wanted | (column + 1) << 4);
    }
    if (--top->count <= 0 || (wanted == GAH_ROOM_OCCUPIED && highest_floor_with(st, seat, wanted, top->amount, column) < 0))
        gah_step_pop(st);
    return NULL;
}

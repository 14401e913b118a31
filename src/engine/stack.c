/* The step stack: pending decisions and automatic steps, and the loop that runs the automatic ones. */
#include "internal.h"

const char *gah_step_push(gah_state *st, gah_step s)
{
    if (st->stack_count >= GAH_STACK_MAX) return "Too many pending steps.";
    st->stack[st->stack_count++] = s;
    return NULL;
}

gah_step *gah_step_top(gah_state *st)
{
    return st->stack_count ? &st->stack[st->stack_count - 1] : NULL;
}

void gah_step_pop(gah_state *st)
{
    if (st->stack_count) st->stack_count--;
}

void gah_step_remove(gah_state *st, int index)
{
    if (index < 0 || index >= st->stack_count) return;
    memmove(st->stack + index, st->stack + index + 1, sizeof st->stack[0] * (size_t)(st->stack_count - index - 1));
    st->stack_count--;
}

static void return_drawn(gah_ctx *c, int seat)
{
    gah_state *st = c->st;
    /* The last card left goes to the bottom; earlier ones were ordered by the player. */
    while (st->drawn_count) gah_staff_to_bottom(c, seat, st->drawn[--st->drawn_count]);
}

static void run_auto(gah_ctx *c, gah_step s)
{
    switch (s.kind) {
    case STEP_AUTO_BONUS: gah_group_bonus(c, s.seat, s.extra); break;
    case STEP_AUTO_EFFECT: gah_run_effect(c, s.seat, s.extra, s.amount); break;
    case STEP_AUTO_BALLROOM_SCORING: gah_ballrooms_score(c); break; /* Let's Waltz module 1 */
    case STEP_AUTO_COLLECT: gah_ballrooms_collect_rest(c, s); break;
    case STEP_AUTO_STAFF_EFFECT: gah_staff_effect(c, s.seat, s.extra, s.amount); break;
    case STEP_AUTO_KRONE: gah_gain_money(c, s.seat, s.amount); break;
    case STEP_AUTO_BONUS_VP: gah_gain_vp(c, s.seat, s.amount, GAH_VP_BONUS); break; /* Let's Waltz module 3 */
    case STEP_AUTO_RETURN_DRAWN: return_drawn(c, s.seat); break;
    case STEP_AUTO_BEGIN_PLAY:
        c->st->phase = GAH_PHASE_PLAY;
        gah_turn_begin_round(c);
        break;
    case STEP_AUTO_NEXT_ROUND: gah_turn_next_round(c); break;
    case STEP_AUTO_AUTOMA_TURN:
        gah_automa_turn(c, s.seat);
        gah_turn_advance(c);
        break;
    case STEP_AUTO_EMPEROR_SEAT: gah_emperor_tile_effect(c, s.seat, s.extra != 0); break;
    case STEP_AUTO_DRAFT_PASS: {
        /* Each pack moves to the player on the left (the next seat clockwise). */
        gah_state *st = c->st;
        uint8_t packs[GAH_MAX_PLAYERS][6], counts[GAH_MAX_PLAYERS];
        memcpy(packs, st->draft_pack, sizeof packs);
        memcpy(counts, st->draft_count, sizeof counts);
        for (int seat = 0; seat < st->players; seat++) {
            int to = (seat + 1) % st->players;
            memcpy(st->draft_pack[to], packs[seat], sizeof packs[seat]);
            st->draft_count[to] = counts[seat];
        }
        break;
    }
    default: break;
    }
}

void gah_engine_settle(gah_ctx *c)
{
    gah_state *st = c->st;
    for (int guard = 0; guard < 10000; guard++) {
        if (st->phase == GAH_PHASE_OVER) return;
        /* Or-ed without a loop, as gah_current_prompt does (this runs after every command: issue 21). */
        _Static_assert(GAH_ITEM_COUNT == 5, "every item is or-ed below");
        const uint8_t *items = st->pending_items;
        bool pending = (st->pending_any | items[0] | items[1] | items[2] | items[3] | items[4]) != 0;
        if (pending) return;
        gah_step *top = gah_step_top(st);
        if (!top) return;
        if (!STEP_IS_AUTO(top->kind)) {
            /* During set-up the phase names the decision being made. */
            if (st->phase == GAH_PHASE_START_GUESTS && top->kind == GAH_PROMPT_START_ROOM) st->phase = GAH_PHASE_START_ROOMS;
            /* A "return the rest" choice with one card or none left is no choice. */
            if (top->kind == GAH_PROMPT_RETURN_ORDER && st->drawn_count <= 1) {
                gah_step s = *top;
                gah_step_pop(st);
                return_drawn(c, s.seat);
                continue;
            }
            return;
        }
        gah_step s = *top;
        gah_step_pop(st);
        run_auto(c, s);
    }
}

/* The legal-command list: candidates for the current prompt, each kept only if gah_check accepts it,
 * so the list can never disagree with the rules. */
#include "internal.h"

typedef struct legal_out {
    const gah_state *st;
    int seat;
    gah_command *out;
    int max, count;
} legal_out;

static void offer(legal_out *l, int type, int a, int b)
{
    gah_command cmd = {(uint8_t)type, (int8_t)a, (int8_t)b};
    if (l->count >= l->max) return;
    if (!gah_check(l->st, l->seat, cmd)) l->out[l->count++] = cmd;
}

static void offer_guests(legal_out *l)
{
    const gah_player *p = &l->st->player[l->seat];
    for (int t = 0; t < GAH_CAFE_TABLES; t++) {
        if (p->cafe[t].guest) continue;
        for (int q = 1; q <= GAH_QUEUE; q++) offer(l, GAH_CMD_TAKE_GUEST, q, t + 1);
    }
}

int gah_legal(const gah_state *st, gah_command *out, int max)
{
    gah_prompt pr = gah_current_prompt(st);
    legal_out l = {st, pr.seat, out, max, 0};
    const gah_player *p = &st->player[pr.seat];
    switch (pr.kind) {
    case GAH_PROMPT_START_GUEST: offer_guests(&l); break;
    case GAH_PROMPT_START_ROOM:
        for (int r = 0; r < GAH_HOTEL_ROOMS; r++) offer(&l, GAH_CMD_ROOM, r, 0);
        break;
    case GAH_PROMPT_TURN:
        if (!st->turn_die_taken && !st->turn_guest_taken) offer_guests(&l);
        for (int v = 1; v <= 6; v++) {
            offer(&l, GAH_CMD_DIE, v, 0);
            offer(&l, GAH_CMD_DIE, v, 1);
        }
        for (int t = 0; t < GAH_CAFE_TABLES; t++) {
            if (!p->cafe[t].guest) continue;
            for (int i = 0; i < GAH_ITEM_COUNT; i++) offer(&l, GAH_CMD_SERVE, i, t + 1);
            if (guest_complete(st, pr.seat, t))
                for (int r = 0; r < GAH_HOTEL_ROOMS; r++) offer(&l, GAH_CMD_MOVE_GUEST, t + 1, r);
        }
        for (int slot = 0; slot < 3; slot++) offer(&l, GAH_CMD_CLAIM, slot, 0);
        for (int i = 0; i < p->display_count; i++) offer(&l, GAH_CMD_USE, p->display[i], 0);
        offer(&l, GAH_CMD_PASS, 0, 0);
        offer(&l, GAH_CMD_END_TURN, 0, 0);
        break;
    case GAH_PROMPT_PLACE_ITEMS:
        for (int i = 0; i < GAH_ITEM_COUNT; i++)
            for (int d = 0; d <= GAH_CAFE_TABLES; d++) offer(&l, GAH_CMD_PLACE, i, d);
        break;
    case GAH_PROMPT_DISHES: case GAH_PROMPT_DRINKS: case GAH_PROMPT_KRONE_EMPEROR: {
        int type = pr.kind == GAH_PROMPT_DISHES ? GAH_CMD_DISHES : pr.kind == GAH_PROMPT_DRINKS ? GAH_CMD_DRINKS : GAH_CMD_SPLIT;
        for (int a = pr.amount; a >= 0; a--) offer(&l, type, a, pr.amount - a);
        break;
    }
    case GAH_PROMPT_ROOMS:
        for (int r = 0; r < GAH_HOTEL_ROOMS; r++) offer(&l, GAH_CMD_ROOM, r, 0);
        offer(&l, GAH_CMD_DONE, 0, 0);
        break;
    case GAH_PROMPT_STAFF:
        for (int i = 0; i < p->hand_count; i++) offer(&l, GAH_CMD_STAFF, p->hand[i], 0);
        offer(&l, GAH_CMD_SKIP, 0, 0);
        break;
    case GAH_PROMPT_IMITATE:
        for (int v = 1; v <= 5; v++) offer(&l, GAH_CMD_IMITATE, v, 0);
        break;
    case GAH_PROMPT_OCCUPY:
        for (int r = 0; r < GAH_HOTEL_ROOMS; r++) offer(&l, GAH_CMD_OCCUPY, r, 0);
        offer(&l, GAH_CMD_SKIP, 0, 0);
        break;
    case GAH_PROMPT_FREE_GUEST:
        offer_guests(&l);
        offer(&l, GAH_CMD_SKIP, 0, 0);
        break;
    case GAH_PROMPT_DRAW3:
        for (int i = 0; i < st->drawn_count; i++) offer(&l, GAH_CMD_STAFF, st->drawn[i], 0);
        offer(&l, GAH_CMD_SKIP, 0, 0);
        break;
    case GAH_PROMPT_RETURN_ORDER:
        for (int i = 0; i < st->drawn_count; i++) offer(&l, GAH_CMD_BOTTOM, st->drawn[i], 0);
        break;
    case GAH_PROMPT_GIZIA:
        for (int v = 1; v <= 6; v++) offer(&l, GAH_CMD_ACTION, v, 0);
        offer(&l, GAH_CMD_SKIP, 0, 0);
        break;
    case GAH_PROMPT_BONUS_ORDER:
        offer(&l, GAH_CMD_BONUS_FIRST, 0, 0);
        offer(&l, GAH_CMD_BONUS_LAST, 0, 0);
        break;
    case GAH_PROMPT_RETURN_STAFF:
        for (int i = 0; i < p->hand_count; i++) offer(&l, GAH_CMD_BOTTOM, p->hand[i], 0);
        break;
    case GAH_PROMPT_REMOVE_ROOM:
        for (int r = 0; r < GAH_HOTEL_ROOMS; r++) offer(&l, GAH_CMD_REMOVE, r, 0);
        break;
    case GAH_PROMPT_REMOVE_STAFF:
        for (int i = 0; i < p->display_count; i++) offer(&l, GAH_CMD_DISCARD, p->display[i], 0);
        break;
    case GAH_PROMPT_CONFERENCE:
        offer(&l, GAH_CMD_PAY, 0, 0);
        offer(&l, GAH_CMD_SKIP, 0, 0);
        break;
    case GAH_PROMPT_FILL_ORDER:
        for (int t = 1; t <= GAH_CAFE_TABLES; t++) offer(&l, GAH_CMD_FILL, t, 0);
        offer(&l, GAH_CMD_SKIP, 0, 0);
        break;
    case GAH_PROMPT_DRAFT:
        for (int i = 0; i < st->draft_count[pr.seat]; i++) offer(&l, GAH_CMD_KEEP, st->draft_pack[pr.seat][i], 0);
        break;
    default: break;
    }
    if (pr.kind == GAH_PROMPT_ROOMS || pr.kind == GAH_PROMPT_STAFF) offer(&l, GAH_CMD_LATER, 0, 0);
    return l.count;
}

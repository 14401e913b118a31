/* The command dispatcher: each prompt's apply_* function (named in the protocol table, prompts.c), and
 * the automatic reward effects. */
#include "prompts.h"
#include "waltz_celebrities.h"
#include "waltz_startplayer.h"

void gah_run_effect(gah_ctx *c, int seat, int kind, int amount)
{
    gah_state *st = c->st;
    int items[GAH_ITEM_COUNT] = {0};
    switch (kind) {
    case GAH_FX_STRUDEL: case GAH_FX_CAKE: case GAH_FX_WINE: case GAH_FX_COFFEE:
        items[kind - GAH_FX_STRUDEL] = amount;
        gah_gain_items(c, seat, items);
        break;
    case GAH_FX_ITEMS_ALL: /* one of each dish and drink */
        items[0] = items[1] = items[2] = items[3] = amount;
        gah_gain_items(c, seat, items);
        break;
    case GAH_FX_ITEM: /* chosen while placing */
        st->pending_seat = (uint8_t)seat;
        st->pending_any = (uint8_t)(st->pending_any + amount);
        break;
    case GAH_FX_KRONE: gah_gain_money(c, seat, amount); break;
    case GAH_FX_EMPEROR: gah_gain_emperor(c, seat, amount); break;
    case GAH_FX_VP: gah_gain_vp(c, seat, amount, GAH_VP_EMPEROR); break;
    case GAH_FX_VP_PER_STAFF: gah_gain_vp(c, seat, amount * gah_staff_played_count(st, seat), GAH_VP_EMPEROR); break;
    case GAH_FX_DRAW: gah_draw_staff(c, seat, amount); break;
    case GAH_FX_DRAW3PLAY:
        st->drawn_count = 0;
        for (int i = 0; i < 3 && st->staff_deck_count; i++) {
            st->drawn[st->drawn_count++] = st->staff_deck[--st->staff_deck_count];
            gah_ev_push(c, GAH_EV_STAFF_DRAWN, seat, st->drawn[st->drawn_count - 1], 1, 0, 0);
        }
        gah_step_push(st, (gah_step){.kind = GAH_PROMPT_RETURN_ORDER, .seat = (uint8_t)seat});
        gah_step_push(st, (gah_step){.kind = GAH_PROMPT_DRAW3, .seat = (uint8_t)seat, .amount = (int8_t)amount});
        break;
    default:
        if (gah_more_effect(c, seat, kind, amount)) break; /* Let's Waltz module 5's effect kinds */
        gah_ballrooms_effect(c, seat, kind, amount);       /* Let's Waltz module 1's */
        break;
    }
}

/* The step on top was dealt with one more time; drop it when it has no uses left. */
static void step_used(gah_state *st)
{
    gah_step *top = gah_step_top(st);
    if (top && --top->count <= 0) gah_step_pop(st);
}

/* The discount a rooms step gives on this room. */
static int rooms_discount(const gah_state *st, int seat, const gah_step *top, int room)
{
    if ((top->extra & ROOMS_POOL) && gah_room_cost(st, seat, room, 0) > 0) return 1; /* Painter: the first paid room 1 less */
    return top->amount;
}

const char *gah_rooms_refusal(const gah_state *st, int seat, int room)
{
    const gah_step *top = &st->stack[st->stack_count - 1];
    if (room < 0 || room >= GAH_HOTEL_ROOMS) REFUSE("There is no such room space.");
    return gah_room_can_prepare(st, seat, room, rooms_discount(st, seat, top, room), top->extra & ROOMS_LOW);
}

const char *gah_apply_rooms(gah_ctx *c, int seat, gah_command cmd)
{
    gah_state *st = c->st;
    gah_step *top = gah_step_top(st);
    if (cmd.type == GAH_CMD_DONE) {
        gah_step_pop(st);
        return NULL;
    }
    const char *why = gah_rooms_refusal(st, seat, cmd.a);
    if (why) return why;
    int discount = rooms_discount(st, seat, top, cmd.a);
    bool pool = top->extra & ROOMS_POOL;
    int cost = gah_room_cost(st, seat, cmd.a, discount);
    bool occupy = top->extra & ROOMS_OCCUPY;
    if (pool && discount) top->extra &= (int8_t)~ROOMS_POOL;
    step_used(st);
    gah_room_prepare(c, seat, cmd.a, cost);
    if (occupy) {
        int group = gah_room_occupy(c, seat, cmd.a, NULL);
        if (group >= 0) gah_group_bonus(c, seat, group);
    }
    return NULL;
}

const char *gah_pass_refusal(const gah_state *st)
{
    /* Seed 000, "Passing": instead of taking a turn, so nothing of the turn may come before it. */
    if (st->turn_guest_taken || st->turn_die_taken || st->turn_acted)
        REFUSE("Passing is instead of a turn; you have started yours, so finish it.");
    if (st->variant_gizia == GIZIA_TURN_NOW) REFUSE("This is E. Gizia's extra turn: play it or end it.");
    return NULL;
}

const char *gah_end_turn_refusal(const gah_state *st)
{
    /* E. Gizia's extra turn (Original rules) may end without its action, as her 2021 action may be skipped. */
    if (!st->turn_die_taken && st->variant_gizia != GIZIA_TURN_NOW) REFUSE("Take a die first (or pass).");
    return NULL;
}

const char *gah_apply_turn(gah_ctx *c, int seat, gah_command cmd)
{
    gah_state *st = c->st;
    gah_player *p = &st->player[seat];
    const char *why;
    switch (cmd.type) {
    case GAH_CMD_TAKE_GUEST:
        if (st->turn_guest_taken) REFUSE("You may take only one guest per turn.");
        if (st->turn_die_taken) REFUSE("Take your guest before you take a die.");
        st->turn_guest_taken = true;
        why = gah_guest_take(c, seat, cmd.a, cmd.b, false);
        if (!why) gah_entrances_on_turn_guest(c, seat); /* Let's Waltz module 3: Kaufman's second guest */
        return why;
    case GAH_CMD_DIE: return gah_turn_take_die(c, seat, cmd.a, cmd.b & 1, cmd.b >> 1);
    /* Additional actions belong to a turn (seed 000, "Additional Actions"): after one, passing is over. */
    case GAH_CMD_SERVE: st->turn_acted = true; return gah_guest_serve(c, seat, cmd.a, cmd.b);
    case GAH_CMD_MOVE_GUEST: st->turn_acted = true; return gah_guest_move(c, seat, cmd.a, cmd.b);
    case GAH_CMD_SEND: st->turn_acted = true; return gah_ballrooms_send(c, seat, cmd.a, cmd.b); /* Let's Waltz module 1 */
    case GAH_CMD_CLAIM: st->turn_acted = true; return gah_objective_claim(c, seat, cmd.a);
    case GAH_CMD_PASS:
        if (gah_pass_refusal(st)) return gah_pass_refusal(st);
        p->passed = true;
        gah_startplayer_on_pass(st, seat); /* Let's Waltz module 4: no key after passing */
        gah_ev_push(c, GAH_EV_PASS, seat, 0, 0, 0, 0);
        if (GAH_VARIANT_ON(st, GAH_VARIANT_ROWE_SMITH)) gah_staff_on_first_pass(c); /* the Waste Manager */
        gah_turn_advance(c);
        return NULL;
    case GAH_CMD_END_TURN:
        if (gah_end_turn_refusal(st)) return gah_end_turn_refusal(st);
        gah_ev_push(c, GAH_EV_TURN_END, seat, 0, 0, 0, 0);
        if (gah_variant_extra_turn(c, seat)) return NULL;
        gah_turn_advance(c);
        return NULL;
    case GAH_CMD_USE: st->turn_acted = true; return gah_staff_use(c, seat, cmd.a);
    /* Let's Waltz module 2: Albert Einstein's exchange is an additional action too (ruling 207). */
    case GAH_CMD_SWAP: st->turn_acted = true; return gah_celebrities_exchange(c, seat, cmd.a, cmd.b);
    case GAH_CMD_KEY: return gah_key_take(c, seat); /* Let's Waltz module 4: instead of a die */
    /* Let's Waltz module 3: The Grand Wray Hotel's tiles and The Kozi Palace's die belong to the turn too. */
    case GAH_CMD_TILE: st->turn_acted = true; return gah_entrances_wray_tile(c, seat, cmd.a);
    case GAH_CMD_NUDGE: /* its refusal asks whether the die could be taken as the turn stood before it */
        why = gah_entrances_nudge(c, seat, cmd.a, GAH_NUDGE_SPACE(cmd.b), GAH_NUDGE_COLOUR(cmd.b));
        if (!why) st->turn_acted = true;
        return why;
    default: REFUSE("That is not something you can do on your turn now.");
    }
}

/* Dishes, drinks, krone/Emperor: two amounts that add up to the action's strength. */
static const char *check_split(const gah_state *st, int a, int b)
{
    if (a < 0 || b < 0 || a + b != st->stack[st->stack_count - 1].amount)
        REFUSE("The two amounts must add up to the action's strength.");
    return NULL;
}

/* Dishes and drinks: the two amounts, and with Let's Waltz module 1 champagne for the rest (hook). */
static const char *check_item_split(const gah_state *st, int a, int b, int *champagne)
{
    *champagne = gah_ballrooms_champagne_share(st, a, b, st->stack[st->stack_count - 1].amount);
    if (*champagne) return b < *champagne ? "You must take at least as much of the second kind as champagne." : NULL;
    return check_split(st, a, b);
}

const char *gah_split_refusal(const gah_state *st, int type, int a, int b)
{
    if (type == GAH_CMD_SPLIT) return check_split(st, a, b);
    int champagne;
    const char *why = check_item_split(st, a, b, &champagne);
    if (why) return why;
    if (a < b) return type == GAH_CMD_DISHES ? "You must take at least as much strudel as cake." : "You must take at least as much wine as coffee.";
    return NULL;
}

/* Action 1 or 2: the split the player chose, with the champagne that stands in for the rest (module 1). */
static const char *apply_item_split(gah_ctx *c, int seat, gah_command cmd, int first, int second)
{
    int champagne;
    const char *why = gah_split_refusal(c->st, cmd.type, cmd.a, cmd.b);
    if (why) return why;
    check_item_split(c->st, cmd.a, cmd.b, &champagne);
    int items[GAH_ITEM_COUNT] = {0};
    items[first] = cmd.a, items[second] = cmd.b, items[GAH_ITEM_CHAMPAGNE] = champagne;
    gah_step_pop(c->st);
    gah_gain_items(c, seat, items);
    return NULL;
}

const char *gah_apply_dishes(gah_ctx *c, int seat, gah_command cmd)
{
    return apply_item_split(c, seat, cmd, GAH_ITEM_STRUDEL, GAH_ITEM_CAKE);
}

const char *gah_apply_drinks(gah_ctx *c, int seat, gah_command cmd)
{
    return apply_item_split(c, seat, cmd, GAH_ITEM_WINE, GAH_ITEM_COFFEE);
}

const char *gah_apply_krone_emperor(gah_ctx *c, int seat, gah_command cmd)
{
    const char *why = check_split(c->st, cmd.a, cmd.b);
    if (why) return why;
    gah_step_pop(c->st);
    gah_gain_money(c, seat, cmd.a);
    gah_gain_emperor(c, seat, cmd.b);
    return NULL;
}

const char *gah_apply_place_items(gah_ctx *c, int seat, gah_command cmd)
{
    return gah_items_place(c, seat, cmd.a, cmd.b);
}

const char *gah_apply_start_guest(gah_ctx *c, int seat, gah_command cmd)
{
    const char *why = gah_guest_take(c, seat, cmd.a, cmd.b, true);
    if (!why) gah_step_pop(c->st);
    return why;
}

const char *gah_apply_start_room(gah_ctx *c, int seat, gah_command cmd)
{
    gah_state *st = c->st;
    const char *why = gah_room_can_prepare(st, seat, cmd.a, 0, false);
    if (why) return why;
    int cost = gah_room_cost(st, seat, cmd.a, 0);
    step_used(st);
    gah_room_prepare(c, seat, cmd.a, cost);
    return NULL;
}

const char *gah_apply_staff(gah_ctx *c, int seat, gah_command cmd)
{
    gah_state *st = c->st;
    gah_step *top = gah_step_top(st);
    if (cmd.type == GAH_CMD_SKIP) {
        gah_step_pop(st);
        return NULL;
    }
    const char *why = gah_staff_play(c, seat, cmd.a, top->amount, false);
    if (!why && --top->count <= 0) gah_step_remove(st, (int)(top - st->stack));
    return why;
}

const char *gah_apply_imitate(gah_ctx *c, int seat, gah_command cmd)
{
    int strength = gah_step_top(c->st)->amount;
    gah_step_pop(c->st);
    gah_turn_start_action(c, seat, cmd.a, strength, false);
    return NULL;
}

const char *gah_occupy_refusal(const gah_state *st, int seat, int room)
{
    if (st->player[seat].room[room] != GAH_ROOM_VACANT) REFUSE("That is not a vacant room.");
    if ((st->stack[st->stack_count - 1].extra & OCCUPY_LOW3) && gah_room_floor(room) > 2) REFUSE("Choose a room in the bottom three floors.");
    return NULL;
}

const char *gah_apply_occupy(gah_ctx *c, int seat, gah_command cmd)
{
    gah_state *st = c->st;
    if (cmd.type == GAH_CMD_SKIP) {
        gah_step_pop(st);
        return NULL;
    }
    const char *why = gah_occupy_refusal(st, seat, cmd.a);
    if (why) return why;
    step_used(st);
    int group = gah_room_occupy(c, seat, cmd.a, NULL);
    if (group >= 0) gah_group_bonus(c, seat, group);
    return NULL;
}

const char *gah_apply_free_guest(gah_ctx *c, int seat, gah_command cmd)
{
    gah_state *st = c->st;
    gah_step *top = gah_step_top(st);
    if (cmd.type == GAH_CMD_SKIP) {
        gah_step_pop(st);
        return NULL;
    }
    bool filled = top->extra == FREE_GUEST_FILLED; /* Let's Waltz module 5: the Bartender */
    const char *why = gah_guest_take(c, seat, cmd.a, cmd.b, true);
    if (!why && --top->count <= 0) gah_step_remove(st, (int)(top - st->stack));
    if (!why && filled) gah_staff_fill_order(c, seat, cmd.b);
    return why;
}

const char *gah_apply_draw3(gah_ctx *c, int seat, gah_command cmd)
{
    gah_state *st = c->st;
    gah_step *top = gah_step_top(st);
    if (cmd.type == GAH_CMD_SKIP) {
        gah_step_pop(st);
        return NULL;
    }
    const char *why = gah_staff_play(c, seat, cmd.a, top->amount, true);
    if (!why) gah_step_remove(st, (int)(top - st->stack));
    return why;
}

const char *gah_apply_return_order(gah_ctx *c, int seat, gah_command cmd)
{
    gah_state *st = c->st;
    if (!gah_cards_remove(st->drawn, &st->drawn_count, cmd.a)) REFUSE("That card is not one of the cards to return.");
    gah_staff_to_bottom(c, seat, cmd.a);
    if (!st->drawn_count) gah_step_pop(st);
    return NULL;
}

const char *gah_gizia_refusal(const gah_state *st, int seat, int action)
{
    if (!st->dice[action]) REFUSE("There is no die on that action space.");
    /* Seed 000, #97: as normal but no die is taken and no boost; imitating still costs 1 krone. */
    if (action == 6 && st->player[seat].money < 1) REFUSE("Imitating costs 1 krone.");
    return NULL;
}

const char *gah_apply_gizia(gah_ctx *c, int seat, gah_command cmd)
{
    gah_state *st = c->st;
    if (cmd.type == GAH_CMD_SKIP) {
        gah_step_pop(st);
        return NULL;
    }
    const char *why = gah_gizia_refusal(st, seat, cmd.a);
    if (why) return why;
    if (cmd.a == 6) gah_pay_money(c, seat, 1);
    gah_step_pop(st);
    gah_turn_start_action(c, seat, cmd.a, st->dice[cmd.a], false);
    return NULL;
}

const char *gah_apply_bonus_order(gah_ctx *c, int seat, gah_command cmd)
{
    gah_state *st = c->st;
    gah_step *top = gah_step_top(st);
    int at = top->extra, count = top->count;
    gah_step_pop(st);
    if (cmd.type == GAH_CMD_BONUS_FIRST) {
        /* The deferred krone steps sit below the reward's steps, at the index the prompt recorded;
         * take them out and pay them now. */
        gah_step deferred[2];
        for (int k = 0; k < count && k < 2; k++) deferred[k] = st->stack[at + k];
        for (int k = 0; k < count && k < 2; k++) gah_step_remove(st, at);
        for (int k = 0; k < count && k < 2; k++) {
            if (deferred[k].kind == STEP_AUTO_BONUS) gah_group_bonus(c, seat, deferred[k].extra);
            else gah_gain_money(c, seat, deferred[k].amount);
        }
    }
    return NULL;
}

const char *gah_apply_return_staff(gah_ctx *c, int seat, gah_command cmd)
{
    gah_state *st = c->st;
    gah_player *p = &st->player[seat];
    if (!gah_cards_remove(p->hand, &p->hand_count, cmd.a)) REFUSE("That card is not in your hand.");
    gah_staff_to_bottom(c, seat, cmd.a);
    step_used(st);
    return NULL;
}

const char *gah_apply_remove_room(gah_ctx *c, int seat, gah_command cmd)
{
    return gah_emperor_remove_room(c, seat, cmd.a);
}

const char *gah_remove_staff_refusal(const gah_state *st, int seat, int staff_id)
{
    if (!gah_display_has(st, seat, staff_id)) REFUSE("That card is not in your display.");
    if (gah_staff_by_id(staff_id)->type != GAH_STAFF_FINAL) REFUSE("The Emperor takes a final-scoring card.");
    return NULL;
}

const char *gah_apply_remove_staff(gah_ctx *c, int seat, gah_command cmd)
{
    gah_state *st = c->st;
    gah_player *p = &st->player[seat];
    int i = 0;
    while (i < p->display_count && p->display[i] != cmd.a) i++;
    const char *why = gah_remove_staff_refusal(st, seat, cmd.a);
    if (why) return why;
    memmove(p->display + i, p->display + i + 1, (size_t)(p->display_count - i - 1));
    memmove(p->display_used + i, p->display_used + i + 1, (size_t)(p->display_count - i - 1));
    p->display_count--;
    if (st->staff_removed < GAH_MAX_PLAYERS) st->removed_staff[st->staff_removed] = (uint8_t)cmd.a;
    st->staff_removed++;
    gah_ev_push(c, GAH_EV_STAFF_REMOVED, seat, cmd.a, 0, 0, 0);
    gah_step_pop(st);
    return NULL;
}

const char *gah_conference_refusal(const gah_state *st, int seat)
{
    return st->player[seat].money < 1 ? "You have no krone to pay." : NULL;
}

const char *gah_apply_conference(gah_ctx *c, int seat, gah_command cmd)
{
    gah_state *st = c->st;
    if (cmd.type == GAH_CMD_SKIP) {
        gah_step_pop(st);
        gah_emperor_penalty(c, seat);
        return NULL;
    }
    const char *why = gah_conference_refusal(st, seat);
    if (why) return why;
    gah_step_pop(st);
    gah_pay_money(c, seat, 1);
    return NULL;
}

const char *gah_apply_fill_order(gah_ctx *c, int seat, gah_command cmd)
{
    if (cmd.type == GAH_CMD_SKIP) {
        gah_step_pop(c->st);
        return NULL;
    }
    const char *why = gah_staff_fill_order(c, seat, cmd.a);
    if (!why && --gah_step_top(c->st)->count <= 0) gah_step_pop(c->st); /* the Porter's one, the Entertainer's up to two */
    return why;
}

const char *gah_apply_draft(gah_ctx *c, int seat, gah_command cmd)
{
    gah_state *st = c->st;
    gah_player *p = &st->player[seat];
    uint8_t *pack = st->draft_pack[seat];
    int i = 0;
    while (i < st->draft_count[seat] && pack[i] != cmd.a) i++;
    if (i == st->draft_count[seat]) REFUSE("That card is not in the pack in front of you.");
    memmove(pack + i, pack + i + 1, (size_t)(st->draft_count[seat] - i - 1));
    st->draft_count[seat]--;
    p->hand[p->hand_count++] = (uint8_t)cmd.a;
    gah_step_pop(st);
    return NULL;
}

static bool either_side(const gah_step *s)
{
    return (s->kind == GAH_PROMPT_ROOMS || s->kind == GAH_PROMPT_STAFF || s->kind == GAH_PROMPT_DANCER) &&
           (s->extra & STEP_EITHER_SIDE);
}

/* The step of the main action an extra on top may be postponed past, or -1: it lies below the die's other
 * extras (a Staff Manager and a Dancing Master both work on a 3). */
static int later_target(const gah_state *st)
{
    if (st->stack_count < 2 || !either_side(&st->stack[st->stack_count - 1])) return -1;
    int action = st->stack_count - 2;
    while (action > 0 && either_side(&st->stack[action])) action--;
    return either_side(&st->stack[action]) ? -1 : action;
}

const char *gah_later_refusal(const gah_state *st)
{
    if (later_target(st) < 0) REFUSE("There is nothing to postpone.");
    return NULL;
}

/* Decorator / Staff Manager / Let's Waltz module 1's dancers: take the extra right after the main action. */
static const char *apply_later(gah_ctx *c)
{
    gah_state *st = c->st;
    const char *why = gah_later_refusal(st);
    if (why) return why;
    gah_step *top = gah_step_top(st);
    int action = later_target(st);
    gah_step extra = *top;
    extra.extra &= (int8_t)~STEP_EITHER_SIDE;
    memmove(st->stack + action + 1, st->stack + action, sizeof st->stack[0] * (size_t)(st->stack_count - 1 - action));
    st->stack[action] = extra;
    return NULL;
}

const char *gah_apply_command(gah_ctx *c, int seat, gah_command cmd)
{
    gah_state *st = c->st;
    gah_prompt pr = gah_current_prompt(st);
    const prompt_row *row = gah_prompt_row_of(pr.kind);
    if (pr.kind == GAH_PROMPT_GAME_OVER) REFUSE(row->refusal);
    if (seat != pr.seat) REFUSE("It is not your decision now.");
    if (!gah_command_args_valid(cmd)) REFUSE("That is not a valid command.");
    /* Paid serving ends with any other action; naming what two wine stand in for is part of serving. */
    if (cmd.type != GAH_CMD_SERVE && pr.kind != GAH_PROMPT_TWO_WINE) st->serve_credit = 0;
    const char *why;
    /* `later` belongs to the step on top, whatever is asked first (items to place come before it). */
    if (cmd.type == GAH_CMD_LATER) why = apply_later(c);
    else if (!row || !row->apply) REFUSE("Nothing can be done now.");
    else if (!(row->accepts & CMD_BIT(cmd.type))) REFUSE(row->refusal);
    else why = row->apply(c, seat, cmd);
    if (why) return why;
    gah_engine_settle(c);
    gah_entrances_after_command(c); /* Let's Waltz module 3: Ninas Melange's personal objectives */
    return NULL;
}

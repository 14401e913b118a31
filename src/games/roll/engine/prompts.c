/* Let's Roll's protocol: one row per prompt - its name, the commands it takes, the refusal for any other,
 * what it offers (legal) and what an accepted command does (apply). Both sides ask the same predicates
 * (roll_*_refusal), so the legal list and apply cannot drift; a loan is taken at any prompt (ruling 1008). */
#include "internal.h"

#define BIT(t) (1u << (t))

/* The legal list being built: candidates in the contract's order (by type, then argument). */
typedef struct offers {
    roll_command *out;
    int n, max;
} offers;

static void offer(offers *o, const char *why, int type, int a)
{
    if (!why && o->n < o->max) o->out[o->n++] = (roll_command){(uint8_t)type, (uint8_t)a};
}

static int money_of(const roll_state *st, int seat) { return st->player[seat].money; }

/* ---- the turn: take a die ---- */

static void offer_turn(const roll_state *st, const roll_step *s, int seat, offers *o)
{
    (void)s;
    int some_possible = -1; /* asked once, if a space's own action is refused */
    for (int v = 1; v <= 6; v++) offer(o, roll_die_refusal_in(st, seat, v, &some_possible), ROLL_CMD_DIE, v);
}

static const char *apply_turn(roll_ctx *c, roll_step *s, int seat, roll_command cmd)
{
    (void)s;
    int some_possible = -1; /* asked only when the space's own action is refused: then it is the special case */
    const char *why = roll_die_refusal_in(c->st, seat, cmd.a, &some_possible);
    if (why) return why;
    roll_take_die(c, seat, cmd.a, some_possible == 0);
    return NULL;
}

/* ---- preparing rooms: a die's action (up to its strength, at least one) or a bonus (one, or none) ---- */

static void offer_prepare(const roll_state *st, const roll_step *s, int seat, offers *o)
{
    unsigned free_colours = roll_free_colours(st, seat);
    for (int r = 0; r < ROLL_ROOMS; r++)
        offer(o, roll_prepare_refusal_in(st, seat, r, s->colour, s->amount, money_of(st, seat), free_colours), ROLL_CMD_ROOM, r + 1);
    offer(o, s->flags & ROLL_STEP_MANDATORY ? "" : NULL, ROLL_CMD_DONE, 0);
}

static const char *apply_prepare(roll_ctx *c, roll_step *s, int seat, roll_command cmd)
{
    if (cmd.type == ROLL_CMD_DONE) {
        if (s->flags & ROLL_STEP_MANDATORY) return "Prepare at least one room: a die's action is never passed.";
        if (!(s->flags & ROLL_STEP_STARTED)) roll_ev_push(c, ROLL_EV_BONUS_LOST, seat, ROLL_PROMPT_PREPARE, 0, 0, 0);
        roll_step_pop(c->st);
        return NULL;
    }
    const char *why = roll_prepare_refusal(c->st, seat, cmd.a - 1, s->colour, s->amount, money_of(c->st, seat));
    if (why) return why;
    int discount = s->amount;
    s->count--;
    s->flags = (uint8_t)((s->flags & ~ROLL_STEP_MANDATORY) | ROLL_STEP_STARTED);
    if (!s->count) roll_step_pop(c->st);
    roll_prepare_room(c, seat, cmd.a - 1, discount);
    return NULL;
}

/* ---- occupying a room ---- */

static void offer_occupy(const roll_state *st, const roll_step *s, int seat, offers *o)
{
    for (int r = 0; r < ROLL_ROOMS; r++)
        offer(o, roll_occupy_refusal(st, seat, r, s->colour, s->amount, money_of(st, seat)), ROLL_CMD_OCCUPY, r + 1);
    offer(o, s->flags & ROLL_STEP_MANDATORY ? "" : NULL, ROLL_CMD_SKIP, 0);
}

static const char *let_go(roll_ctx *c, roll_step *s, int seat)
{
    if (s->flags & ROLL_STEP_MANDATORY) return "A die's action is never passed: carry it out.";
    roll_ev_push(c, ROLL_EV_BONUS_LOST, seat, s->kind, 0, 0, 0);
    roll_step_pop(c->st);
    return NULL;
}

static const char *apply_occupy(roll_ctx *c, roll_step *s, int seat, roll_command cmd)
{
    if (cmd.type == ROLL_CMD_SKIP) return let_go(c, s, seat);
    const char *why = roll_occupy_refusal(c->st, seat, cmd.a - 1, s->colour, s->amount, money_of(c->st, seat));
    if (why) return why;
    int discount = s->amount;
    roll_step_pop(c->st);
    roll_occupy_room(c, seat, cmd.a - 1, discount);
    return NULL;
}

/* ---- action 3: prepare or occupy at its strength ---- */

static void offer_prepare_or_occupy(const roll_state *st, const roll_step *s, int seat, offers *o)
{
    int money = money_of(st, seat);
    unsigned free_colours = roll_free_colours(st, seat);
    for (int r = 0; r < ROLL_ROOMS; r++) offer(o, roll_prepare_refusal_in(st, seat, r, ROLL_ANY, 0, money, free_colours), ROLL_CMD_ROOM, r + 1);
    for (int r = 0; r < ROLL_ROOMS; r++) offer(o, roll_occupy_refusal(st, seat, r, ROLL_ANY, s->amount, money), ROLL_CMD_OCCUPY, r + 1);
}

static const char *apply_prepare_or_occupy(roll_ctx *c, roll_step *s, int seat, roll_command cmd)
{
    int strength = s->amount, money = money_of(c->st, seat);
    if (cmd.type == ROLL_CMD_ROOM) {
        const char *why = roll_prepare_refusal(c->st, seat, cmd.a - 1, ROLL_ANY, 0, money);
        if (why) return why;
        roll_step_pop(c->st);
        /* Seed 003: the chosen action, preparing, at this space's strength: up to that many rooms. */
        if (strength > 1)
            roll_step_push(c->st, (roll_step){.kind = ROLL_PROMPT_PREPARE, .seat = (uint8_t)seat, .count = (uint8_t)(strength - 1),
                                              .colour = ROLL_ANY, .flags = ROLL_STEP_STARTED});
        roll_prepare_room(c, seat, cmd.a - 1, 0);
        return NULL;
    }
    const char *why = roll_occupy_refusal(c->st, seat, cmd.a - 1, ROLL_ANY, strength, money);
    if (why) return why;
    roll_step_pop(c->st);
    roll_occupy_room(c, seat, cmd.a - 1, strength);
    return NULL;
}

/* ---- action 4: Emperor spaces or krone, never mixed ---- */

static void offer_emperor_or_krone(const roll_state *st, const roll_step *s, int seat, offers *o)
{
    (void)st, (void)s, (void)seat;
    offer(o, NULL, ROLL_CMD_EMPEROR, 0);
    offer(o, NULL, ROLL_CMD_KRONE, 0);
}

static const char *apply_emperor_or_krone(roll_ctx *c, roll_step *s, int seat, roll_command cmd)
{
    int amount = s->amount;
    roll_step_pop(c->st);
    if (cmd.type == ROLL_CMD_EMPEROR) roll_cross_emperor(c, seat, amount);
    else roll_gain_money(c, seat, amount);
    return NULL;
}

/* ---- hiring one staff member ---- */

static void offer_hire(const roll_state *st, const roll_step *s, int seat, offers *o)
{
    for (int slot = 0; slot < ROLL_STAFF_SLOTS; slot++)
        offer(o, roll_hire_refusal(st, seat, slot, s->amount, money_of(st, seat)), ROLL_CMD_HIRE, slot + 1);
    offer(o, s->flags & ROLL_STEP_MANDATORY ? "" : NULL, ROLL_CMD_SKIP, 0);
}

static const char *apply_hire(roll_ctx *c, roll_step *s, int seat, roll_command cmd)
{
    if (cmd.type == ROLL_CMD_SKIP) return let_go(c, s, seat);
    const char *why = roll_hire_refusal(c->st, seat, cmd.a - 1, s->amount, money_of(c->st, seat));
    if (why) return why;
    int discount = s->amount;
    roll_step_pop(c->st);
    roll_hire(c, seat, cmd.a - 1, discount);
    return NULL;
}

/* ---- action 6: imitate one of the other five at this space's strength ---- */

static void offer_imitate(const roll_state *st, const roll_step *s, int seat, offers *o)
{
    for (int a = 1; a <= 5; a++) offer(o, roll_action_refusal(st, seat, a, s->amount, money_of(st, seat)), ROLL_CMD_IMITATE, a);
}

static const char *apply_imitate(roll_ctx *c, roll_step *s, int seat, roll_command cmd)
{
    if (cmd.a < 1 || cmd.a > 5) return "Imitate one of the actions 1 to 5.";
    const char *why = roll_action_refusal(c->st, seat, cmd.a, s->amount, money_of(c->st, seat));
    if (why) return why;
    int strength = s->amount;
    roll_step_pop(c->st);
    roll_ev_push(c, ROLL_EV_IMITATE, seat, cmd.a, strength, 0, 0);
    roll_begin_action(c, seat, cmd.a, strength);
    return NULL;
}

/* ---- the order of a room bonus and a yellow group's spaces ---- */

static void offer_bonus_order(const roll_state *st, const roll_step *s, int seat, offers *o)
{
    (void)st, (void)s, (void)seat;
    offer(o, NULL, ROLL_CMD_ROOM_FIRST, 0);
    offer(o, NULL, ROLL_CMD_GROUP_FIRST, 0);
}

static const char *apply_bonus_order(roll_ctx *c, roll_step *s, int seat, roll_command cmd)
{
    roll_step room = {.kind = ROLL_STEP_ROOM_BONUS, .seat = (uint8_t)seat, .a = s->a};
    roll_step group = {.kind = ROLL_STEP_GROUP_BONUS, .seat = (uint8_t)seat, .a = s->b};
    bool room_first = cmd.type == ROLL_CMD_ROOM_FIRST;
    roll_step_pop(c->st);
    roll_step_push(c->st, room_first ? group : room); /* the second goes on first */
    roll_step_push(c->st, room_first ? room : group);
    return NULL;
}

/* ---- a permanent staff member's Emperor spaces, before or after the die's action ---- */

static void offer_timing(const roll_state *st, const roll_step *s, int seat, offers *o)
{
    (void)st, (void)s, (void)seat;
    offer(o, NULL, ROLL_CMD_BEFORE, 0);
    offer(o, NULL, ROLL_CMD_AFTER, 0);
}

static const char *apply_timing(roll_ctx *c, roll_step *s, int seat, roll_command cmd)
{
    roll_step action = {.kind = ROLL_STEP_ACTION, .seat = (uint8_t)seat, .a = s->a, .b = s->b};
    roll_step emperor = {.kind = ROLL_STEP_EMPEROR, .seat = (uint8_t)seat, .amount = s->amount};
    bool before = cmd.type == ROLL_CMD_BEFORE;
    roll_step_pop(c->st);
    roll_step_push(c->st, before ? action : emperor);
    roll_step_push(c->st, before ? emperor : action);
    return NULL;
}

/* ---- staff kind 10: a free room and a free occupation, either first ---- */

static void offer_either(const roll_state *st, const roll_step *s, int seat, offers *o)
{
    int money = money_of(st, seat);
    for (int r = 0; r < ROLL_ROOMS; r++)
        offer(o, s->flags & ROLL_STEP_EITHER_PREPARE ? roll_prepare_refusal(st, seat, r, s->colour, s->amount, money) : "",
              ROLL_CMD_ROOM, r + 1);
    for (int r = 0; r < ROLL_ROOMS; r++)
        offer(o, s->flags & ROLL_STEP_EITHER_OCCUPY ? roll_occupy_refusal(st, seat, r, s->a, s->b, money) : "", ROLL_CMD_OCCUPY,
              r + 1);
    offer(o, NULL, ROLL_CMD_SKIP, 0);
}

static const char *apply_either(roll_ctx *c, roll_step *s, int seat, roll_command cmd)
{
    int money = money_of(c->st, seat);
    if (cmd.type == ROLL_CMD_SKIP) {
        roll_ev_push(c, ROLL_EV_BONUS_LOST, seat, ROLL_PROMPT_EITHER, 0, 0, 0);
        roll_step_pop(c->st);
        return NULL;
    }
    bool prepare = cmd.type == ROLL_CMD_ROOM;
    if (!(s->flags & (prepare ? ROLL_STEP_EITHER_PREPARE : ROLL_STEP_EITHER_OCCUPY)))
        return prepare ? "The free room is prepared already." : "The free room is occupied already.";
    const char *why = prepare ? roll_prepare_refusal(c->st, seat, cmd.a - 1, s->colour, s->amount, money)
                              : roll_occupy_refusal(c->st, seat, cmd.a - 1, s->a, s->b, money);
    if (why) return why;
    int discount = prepare ? s->amount : s->b;
    s->flags = (uint8_t)(s->flags & ~(prepare ? ROLL_STEP_EITHER_PREPARE : ROLL_STEP_EITHER_OCCUPY));
    if (!(s->flags & (ROLL_STEP_EITHER_PREPARE | ROLL_STEP_EITHER_OCCUPY))) roll_step_pop(c->st);
    if (prepare) roll_prepare_room(c, seat, cmd.a - 1, discount);
    else roll_occupy_room(c, seat, cmd.a - 1, discount);
    return NULL;
}

/* ---- the table ---- */

typedef struct prompt_row {
    const char *name;
    unsigned accepts;    /* BIT(command type) */
    const char *refusal; /* for any other command */
    void (*offer)(const roll_state *st, const roll_step *s, int seat, offers *o);
    const char *(*apply)(roll_ctx *c, roll_step *s, int seat, roll_command cmd);
} prompt_row;

static const prompt_row rows[ROLL_PROMPT_COUNT] = {
    [ROLL_PROMPT_TURN] = {"turn", BIT(ROLL_CMD_DIE), "Take a die: die 1 to die 6.", offer_turn, apply_turn},
    [ROLL_PROMPT_PREPARE] = {"prepare", BIT(ROLL_CMD_ROOM) | BIT(ROLL_CMD_DONE), "Prepare a room (room N), or stop (done).",
                             offer_prepare, apply_prepare},
    [ROLL_PROMPT_OCCUPY] = {"occupy", BIT(ROLL_CMD_OCCUPY) | BIT(ROLL_CMD_SKIP), "Occupy a prepared room (occupy N).",
                            offer_occupy, apply_occupy},
    [ROLL_PROMPT_PREPARE_OR_OCCUPY] = {"prepare-or-occupy", BIT(ROLL_CMD_ROOM) | BIT(ROLL_CMD_OCCUPY),
                                       "Prepare a room (room N) or occupy one (occupy N).", offer_prepare_or_occupy,
                                       apply_prepare_or_occupy},
    [ROLL_PROMPT_EMPEROR_OR_KRONE] = {"emperor-or-krone", BIT(ROLL_CMD_EMPEROR) | BIT(ROLL_CMD_KRONE),
                                      "Take Emperor spaces (emperor) or krone (krone).", offer_emperor_or_krone,
                                      apply_emperor_or_krone},
    [ROLL_PROMPT_HIRE] = {"hire", BIT(ROLL_CMD_HIRE) | BIT(ROLL_CMD_SKIP), "Hire a staff member (hire 1 to 6).", offer_hire,
                          apply_hire},
    [ROLL_PROMPT_IMITATE] = {"imitate", BIT(ROLL_CMD_IMITATE), "Choose the action to imitate (imitate 1 to 5).", offer_imitate,
                             apply_imitate},
    [ROLL_PROMPT_BONUS_ORDER] = {"bonus-order", BIT(ROLL_CMD_ROOM_FIRST) | BIT(ROLL_CMD_GROUP_FIRST),
                                 "Choose which bonus comes first (room-first or group-first).", offer_bonus_order,
                                 apply_bonus_order},
    [ROLL_PROMPT_TIMING] = {"timing", BIT(ROLL_CMD_BEFORE) | BIT(ROLL_CMD_AFTER),
                            "Choose when the staff's Emperor spaces come (before or after the action).", offer_timing,
                            apply_timing},
    [ROLL_PROMPT_EITHER] = {"free-rooms", BIT(ROLL_CMD_ROOM) | BIT(ROLL_CMD_OCCUPY) | BIT(ROLL_CMD_SKIP),
                            "Prepare a room free (room N) or occupy one free (occupy N), or let them go (skip).",
                            offer_either, apply_either},
    [ROLL_PROMPT_GAME_OVER] = {"game-over", 0, "The game is over.", NULL, NULL},
};

const char *roll_prompt_name(int kind) { return kind >= 0 && kind < ROLL_PROMPT_COUNT ? rows[kind].name : "?"; }

const char *roll_apply_command(roll_ctx *c, int seat, roll_command cmd)
{
    roll_state *st = c->st;
    if (st->phase == ROLL_PHASE_OVER) return "The game is over.";
    roll_prompt pr = roll_current_prompt(st);
    if (seat != pr.seat) return "It is another player's decision.";
    if (!roll_command_well_formed(cmd)) return "That is not a command of Let's Roll.";
    if (cmd.type == ROLL_CMD_LOAN) {
        const char *why = roll_loan_refusal(st, seat);
        if (why) return why;
        roll_take_loan(c, seat);
        return NULL;
    }
    const prompt_row *row = &rows[pr.kind];
    if (cmd.type >= ROLL_CMD_COUNT || !(row->accepts & BIT(cmd.type))) return row->refusal;
    const char *why = row->apply(c, roll_step_top(st), seat, cmd);
    if (why) return why;
    roll_settle(c);
    return NULL;
}

int roll_legal(const roll_state *st, roll_command *out, int max)
{
    roll_prompt pr = roll_current_prompt(st);
    if (pr.seat < 0 || max <= 0) return 0;
    offers o = {out, 0, max};
    const prompt_row *row = &rows[pr.kind];
    if (row->offer) row->offer(st, st->stack_count ? &st->stack[st->stack_count - 1] : NULL, pr.seat, &o);
    offer(&o, roll_loan_refusal(st, pr.seat), ROLL_CMD_LOAN, 0);
    return o.n;
}

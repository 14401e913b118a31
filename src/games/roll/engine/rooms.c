/* Let's Roll's hotel (seed 003, "Preparing Rooms", "Occupying a Room", "Group Bonus", "Row and Column
 * Bonuses"): which rooms may be prepared and occupied and at what price, and what a newly occupied room
 * brings - its door bonus, its group's bonus once the group is full, and the first claim on a full row or
 * column. */
#include "internal.h"

static const roll_hotel *hotel_of(const roll_state *st, int seat) { return roll_hotel_by_id(st->player[seat].hotel); }

unsigned roll_free_colours(const roll_state *st, int seat)
{
    const roll_player *p = &st->player[seat];
    unsigned mask = 0;
    for (int slot = 0; slot < 2; slot++)
        if (p->hired & (1u << slot)) mask |= roll_staff_kind_by_id(roll_slot_kind(st, seat, slot))->free_colours;
    return mask;
}

bool roll_has_permanent(const roll_state *st, int seat, int fx, int colour)
{
    const roll_player *p = &st->player[seat];
    for (int slot = 0; slot < 2; slot++) {
        if (!(p->hired & (1u << slot))) continue;
        const roll_staff_kind *k = roll_staff_kind_by_id(roll_slot_kind(st, seat, slot));
        for (int i = 0; k && i < k->effect.count; i++)
            if (k->effect.part[i].kind == fx && (fx != ROLL_FX_FREE_COLOUR || k->effect.part[i].colour == colour))
                return true;
    }
    return false;
}

/* The cost with the seat's free colours already known (the legal lists ask it room by room). */
static int prepare_cost_in(int room, int colour, int discount, unsigned free_colours)
{
    /* Seed 003: a permanent staff member makes preparing rooms of its colour free, however they are prepared. */
    if ((free_colours >> colour) & 1) return 0;
    if (discount == ROLL_FREE) return 0;
    int cost = roll_rules.prepare_cost[roll_room_floor(room)] - discount;
    return cost > 0 ? cost : 0;
}

int roll_prepare_cost(const roll_state *st, int seat, int room, int discount)
{
    const roll_hotel *h = hotel_of(st, seat);
    return prepare_cost_in(room, h ? h->colour[room] : 0, discount, roll_free_colours(st, seat));
}

int roll_occupy_cost(int room, int discount)
{
    if (discount == ROLL_FREE) return 0;
    int cost = roll_rules.occupy_cost[roll_room_floor(room)] - discount;
    return cost > 0 ? cost : 0;
}

/* Seed 003: orthogonally next to a room with a circled doorknob (prepared or occupied); the rooms either side
 * of the staircase on one floor touch (columns 4 and 5 are neighbours like any others). */
bool roll_room_preparable(const roll_state *st, int seat, int room)
{
    const uint8_t *r = st->player[seat].room;
    int col = roll_room_column(room), floor = roll_room_floor(room);
    return (col > 0 && r[room - 1]) || (col < ROLL_COLUMNS - 1 && r[room + 1]) || (floor > 0 && r[room - ROLL_COLUMNS]) ||
           (floor < ROLL_FLOORS - 1 && r[room + ROLL_COLUMNS]);
}

static const char *colour_refusal(int colour)
{
    switch (colour) {
    case ROLL_BLUE: return "This asks for a blue room.";
    case ROLL_RED: return "This asks for a red room.";
    case ROLL_YELLOW: return "This asks for a yellow room.";
    default: return NULL;
    }
}

const char *roll_prepare_refusal_in(const roll_state *st, int seat, int room, int colour, int discount, int money,
                                    unsigned free_colours)
{
    if (room < 0 || room >= ROLL_ROOMS) return "There is no such room (1 to 28).";
    const roll_player *p = &st->player[seat];
    if (p->room[room] != ROLL_ROOM_EMPTY) return "That room's doorknob is already circled.";
    int room_colour = hotel_of(st, seat)->colour[room];
    if (colour != ROLL_ANY && room_colour != colour) return colour_refusal(colour);
    if (!roll_room_preparable(st, seat, room)) return "A room to prepare must be next to a prepared or occupied one.";
    if (prepare_cost_in(room, room_colour, discount, free_colours) > money) return "You cannot pay to prepare that room.";
    return NULL;
}

const char *roll_prepare_refusal(const roll_state *st, int seat, int room, int colour, int discount, int money)
{
    return roll_prepare_refusal_in(st, seat, room, colour, discount, money, roll_free_colours(st, seat));
}

const char *roll_occupy_refusal(const roll_state *st, int seat, int room, int colour, int discount, int money)
{
    if (room < 0 || room >= ROLL_ROOMS) return "There is no such room (1 to 28).";
    const roll_player *p = &st->player[seat];
    if (p->room[room] == ROLL_ROOM_EMPTY) return "Only a prepared room can be occupied.";
    if (p->room[room] == ROLL_ROOM_OCCUPIED) return "That room is already occupied.";
    if (colour != ROLL_ANY && hotel_of(st, seat)->colour[room] != colour) return colour_refusal(colour);
    if (roll_occupy_cost(room, discount) > money) return "You cannot pay to occupy that room.";
    return NULL;
}

bool roll_can_prepare(const roll_state *st, int seat, int colour, int discount, int money)
{
    unsigned free_colours = roll_free_colours(st, seat);
    const uint8_t *rooms = st->player[seat].room;
    /* A circled room is refused first thing: skipped here without the call (the hot loop of every legal list). */
    for (int r = 0; r < ROLL_ROOMS; r++)
        if (!rooms[r] && !roll_prepare_refusal_in(st, seat, r, colour, discount, money, free_colours)) return true;
    return false;
}

bool roll_can_occupy(const roll_state *st, int seat, int colour, int discount, int money)
{
    const uint8_t *rooms = st->player[seat].room;
    for (int r = 0; r < ROLL_ROOMS; r++) /* only a prepared room can be occupied: the others skipped without the call */
        if (rooms[r] == ROLL_ROOM_PREPARED && !roll_occupy_refusal(st, seat, r, colour, discount, money)) return true;
    return false;
}

void roll_prepare_room(roll_ctx *c, int seat, int room, int discount)
{
    int cost = roll_prepare_cost(c->st, seat, room, discount);
    roll_pay_money(c, seat, cost);
    c->st->player[seat].room[room] = ROLL_ROOM_PREPARED;
    roll_ev_push(c, ROLL_EV_ROOM_PREPARED, seat, room + 1, 0, 0, cost);
}

bool roll_group_full(const roll_state *st, int seat, int group)
{
    const roll_hotel *h = hotel_of(st, seat);
    if (!h || group < 0 || group >= h->group_count) return false;
    for (int r = 0; r < ROLL_ROOMS; r++)
        if (h->group[r] == group && st->player[seat].room[r] != ROLL_ROOM_OCCUPIED) return false;
    return true;
}

bool roll_row_full(const roll_state *st, int seat, int row)
{
    int floor = row / 2, first = row % 2 ? ROLL_LEFT_COLUMNS : 0, last = row % 2 ? ROLL_COLUMNS : ROLL_LEFT_COLUMNS;
    for (int col = first; col < last; col++)
        if (st->player[seat].room[floor * ROLL_COLUMNS + col] != ROLL_ROOM_OCCUPIED) return false;
    return true;
}

bool roll_column_full(const roll_state *st, int seat, int column)
{
    for (int floor = 0; floor < ROLL_FLOORS; floor++)
        if (st->player[seat].room[floor * ROLL_COLUMNS + column] != ROLL_ROOM_OCCUPIED) return false;
    return true;
}

/* A group's bonus by its colour and size (seed 003): blue VP at the end, red krone and yellow Emperor
 * spaces at once. */
static int group_amount(const roll_hotel *h, int group)
{
    int size = h->group_size[group] - 2;
    if (size < 0 || size > 2) return 0;
    switch (h->group_colour[group]) {
    case ROLL_BLUE: return roll_rules.group_blue_vp[size];
    case ROLL_RED: return roll_rules.group_red_krone[size];
    default: return roll_rules.group_yellow_emperor[size];
    }
}

void roll_run_group_bonus(roll_ctx *c, int seat, int group)
{
    const roll_hotel *h = hotel_of(c->st, seat);
    int amount = group_amount(h, group);
    if (h->group_colour[group] == ROLL_RED) roll_gain_money(c, seat, amount);
    else if (h->group_colour[group] == ROLL_YELLOW) roll_cross_emperor(c, seat, amount);
}

/* Whether a door bonus asks the player to carry out an action (prepare, occupy, hire), which is when its
 * order against a yellow group's Emperor spaces can matter (ruling 1009). */
static bool bonus_acts(const roll_bonus *b)
{
    for (int i = 0; i < b->count; i++)
        if (b->part[i].kind == ROLL_FX_PREPARE || b->part[i].kind == ROLL_FX_OCCUPY || b->part[i].kind == ROLL_FX_HIRE) return true;
    return false;
}

void roll_occupy_room(roll_ctx *c, int seat, int room, int discount)
{
    roll_state *st = c->st;
    roll_player *p = &st->player[seat];
    const roll_hotel *h = hotel_of(st, seat);
    int cost = roll_occupy_cost(room, discount);
    roll_pay_money(c, seat, cost);
    p->room[room] = ROLL_ROOM_OCCUPIED;
    roll_ev_push(c, ROLL_EV_ROOM_OCCUPIED, seat, room + 1, 0, 0, cost);
    /* Seed 003: the first player to fill a row or a column circles its points; the others cross them off. */
    int row = roll_room_row(room), column = roll_room_column(room), floor = roll_room_floor(room);
    if (!st->row_claim[row] && roll_row_full(st, seat, row)) {
        st->row_claim[row] = (uint8_t)(seat + 1);
        int vp = row % 2 ? roll_rules.row_right_vp[floor] : roll_rules.row_left_vp[floor];
        roll_ev_push(c, ROLL_EV_ROW_BONUS, seat, row, 0, 0, vp);
    }
    if (!st->column_claim[column] && roll_column_full(st, seat, column)) {
        st->column_claim[column] = (uint8_t)(seat + 1);
        roll_ev_push(c, ROLL_EV_COLUMN_BONUS, seat, column + 1, 0, 0, roll_rules.column_vp[column]);
    }
    const roll_bonus *door = &h->door[room];
    bool has_door = floor > 0 && door->count > 0; /* the first floor has no room bonus */
    int group = h->group[room];
    bool group_now = !(p->groups & (1u << group)) && roll_group_full(st, seat, group);
    if (group_now) {
        /* Seed 003: each group pays once, when its last room is occupied. */
        p->groups = (uint16_t)(p->groups | (1u << group));
        roll_ev_push(c, ROLL_EV_GROUP_BONUS, seat, group, h->group_colour[group], h->group_size[group], group_amount(h, group));
    }
    roll_step room_bonus = {.kind = ROLL_STEP_ROOM_BONUS, .seat = (uint8_t)seat, .a = (uint8_t)room};
    if (group_now && h->group_colour[group] == ROLL_RED) {
        /* Krone first is never worse (money has no cap): they may pay for the door's action. */
        roll_run_group_bonus(c, seat, group);
    } else if (group_now && h->group_colour[group] == ROLL_YELLOW) {
        roll_step group_bonus = {.kind = ROLL_STEP_GROUP_BONUS, .seat = (uint8_t)seat, .a = (uint8_t)group};
        if (has_door && bonus_acts(door)) {
            /* Seed 003: both bonuses, one after the other, in an order of the player's choice. */
            roll_step_push(st, (roll_step){.kind = ROLL_PROMPT_BONUS_ORDER, .seat = (uint8_t)seat, .a = (uint8_t)room,
                                           .b = (uint8_t)group});
            return;
        }
        roll_step_push(st, group_bonus);
    }
    if (has_door) roll_step_push(st, room_bonus); /* on top: the door's krone or spaces come first */
}

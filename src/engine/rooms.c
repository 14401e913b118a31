/* The hotel: preparing rooms (adjacency, colour, floor cost, supply), occupying them, occupancy bonuses. */
#include "waltz_celebrities.h"

static const gah_hotel_layout *hotel_of(const gah_state *st, int seat)
{
    return &gah_hotels[st->player[seat].hotel];
}

int gah_room_floor(int room) { return room / GAH_HOTEL_COLUMNS; }

int gah_room_colour(const gah_state *st, int seat, int room) { return hotel_of(st, seat)->colour[room]; }

int gah_rooms_count(const gah_state *st, int seat, int room_state)
{
    int n = 0;
    for (int r = 0; r < GAH_HOTEL_ROOMS; r++) n += st->player[seat].room[r] == room_state;
    return n;
}

static bool has_neighbour_tile(const gah_state *st, int seat, int room)
{
    const uint8_t *rooms = st->player[seat].room;
    int col = room % GAH_HOTEL_COLUMNS;
    return (room >= GAH_HOTEL_COLUMNS && rooms[room - GAH_HOTEL_COLUMNS]) ||
           (room + GAH_HOTEL_COLUMNS < GAH_HOTEL_ROOMS && rooms[room + GAH_HOTEL_COLUMNS]) ||
           (col > 0 && rooms[room - 1]) || (col < GAH_HOTEL_COLUMNS - 1 && rooms[room + 1]);
}

static bool has_a_room(const gah_state *st, int seat)
{
    for (int r = 0; r < GAH_HOTEL_ROOMS; r++)
        if (st->player[seat].room[r] != GAH_ROOM_EMPTY) return true; /* most often the first */
    return false;
}

/* The spaces next to a space in `built` (room r at bit r): below, above, left and right on the same floor. */
static uint32_t neighbours_of(uint32_t built)
{
    const uint32_t all = (1u << GAH_HOTEL_ROOMS) - 1, first_column = 0x8421u, last_column = first_column << 4;
    return (built << GAH_HOTEL_COLUMNS | built >> GAH_HOTEL_COLUMNS | (built & ~last_column) << 1 | (built & ~first_column) >> 1) & all;
}

uint32_t gah_room_spaces_open(const gah_state *st, int seat)
{
    uint32_t empty = gah_rooms_mask(st, seat, GAH_ROOM_EMPTY), built = ~empty & ((1u << GAH_HOTEL_ROOMS) - 1);
    if (!built) return 1u; /* the first room goes on the bottom-left space */
    if (gah_staff_no_adjacency(st, seat)) return empty; /* seed 001's Draughtsman (Rowe-Smith) */
    return neighbours_of(built) & empty;
}

int gah_room_cost(const gah_state *st, int seat, int room, int discount)
{
    int cost = gah_rules.floor_costs[gah_room_floor(room)] - discount;
    return celebrities_room_cost(st, seat, gah_staff_room_cost(st, seat, gah_room_colour(st, seat, room), cost > 0 ? cost : 0));
}

const char *gah_room_can_prepare(const gah_state *st, int seat, int room, int discount, bool low_only)
{
    if (room < 0 || room >= GAH_HOTEL_ROOMS) REFUSE("There is no such room space.");
    if (st->player[seat].room[room] != GAH_ROOM_EMPTY) REFUSE("That space already has a room.");
    /* A space with a neighbour means the hotel has a room; the hotel is searched only without one (this
     * runs for every room space the legal list considers). */
    if (!has_neighbour_tile(st, seat, room)) {
        if (has_a_room(st, seat)) {
            /* seed 001's Draughtsman (Rowe-Smith) */
            if (!gah_staff_no_adjacency(st, seat)) REFUSE("A new room must be next to a room you already have.");
        } else if (room != 0) {
            REFUSE("The first room goes on the bottom-left space.");
        }
    }
    if (low_only && gah_room_floor(room) > 1) REFUSE("This room must go on one of the two lowest floors.");
    int colour = gah_room_colour(st, seat, room);
    if (!st->rooms_left[colour]) REFUSE("There are no room tiles of that colour left.");
    if (gah_room_cost(st, seat, room, discount) > st->player[seat].money) REFUSE("You cannot pay for that room.");
    return NULL;
}

void gah_room_prepare(gah_ctx *c, int seat, int room, int cost)
{
    gah_state *st = c->st;
    int colour = gah_room_colour(st, seat, room);
    st->player[seat].room[room] = GAH_ROOM_VACANT;
    st->rooms_left[colour]--;
    gah_pay_money(c, seat, cost);
    gah_ev_push(c, GAH_EV_ROOM_PREPARED, seat, room, colour, 0, cost);
    gah_gain_vp(c, seat, hotel_of(st, seat)->vp[room], GAH_VP_ROOM_ICONS);
}

int gah_room_occupy(gah_ctx *c, int seat, int room, int *krone_later)
{
    gah_state *st = c->st;
    gah_player *p = &st->player[seat];
    const gah_hotel_layout *h = hotel_of(st, seat);
    p->room[room] = GAH_ROOM_OCCUPIED;
    gah_ev_push(c, GAH_EV_ROOM_OCCUPIED, seat, room, 0, 0, 0);
    gah_staff_on_room_occupied(c, seat, krone_later);
    celebrities_on_occupied(c, seat);
    gah_entrances_on_occupied(c, seat, room); /* Let's Waltz module 3: Stroup, Hotel Dove */
    gah_solo_entrances_on_occupied(c, seat, room); /* ... solo: Nine Stars Inn */
    int group = h->group[room];
    for (int r = 0; r < GAH_HOTEL_ROOMS; r++)
        if (h->group[r] == group && p->room[r] != GAH_ROOM_OCCUPIED) return -1;
    gah_more_on_group_full(c, seat, h->group_size[group]); /* Let's Waltz module 5: the Janitor */
    /* Seed 000: "Each group provides its bonus only once" (ruling 14), even if an Emperor penalty
     * emptied one of its rooms and it was occupied again. */
    if (p->bonus_paid & (1u << group)) return -1;
    p->bonus_paid = (uint16_t)(p->bonus_paid | (1u << group));
    return group;
}

/* Seed 000, "Occupancy bonus": by the group's colour (or the kind chosen) and its number of rooms. */
static int bonus_amount_as(const gah_state *st, int seat, const gah_hotel_layout *h, int group, int colour)
{
    int size = h->group_size[group];
    int chateau = gah_entrances_bonus_amount(st, seat, colour, size); /* Let's Waltz module 3: Chateau Paulwei's charts */
    if (chateau >= 0) return chateau;
    switch (colour) {
    case GAH_COLOUR_BLUE: return gah_rules.bonus_blue_vp[size - 1];
    case GAH_COLOUR_RED: return gah_rules.bonus_red_krone[size - 1];
    default: return gah_rules.bonus_yellow_emperor[size - 1];
    }
}

static int bonus_amount(const gah_state *st, int seat, const gah_hotel_layout *h, int group)
{
    return bonus_amount_as(st, seat, h, group, h->group_colour[group]);
}

void gah_group_bonus(gah_ctx *c, int seat, int group)
{
    /* Seed 001's Events Coordinator (Rowe-Smith): the owner chooses the kind of bonus. */
    if (gah_staff_any_bonus(c->st, seat)) {
        gah_step_push(c->st, (gah_step){.kind = GAH_PROMPT_BONUS_KIND, .seat = (uint8_t)seat, .extra = (int8_t)group});
        return;
    }
    gah_group_bonus_as(c, seat, group, hotel_of(c->st, seat)->group_colour[group]);
}

/* The bonus of the kind of `colour`'s groups (blue VP, red krone, yellow Emperor steps) at this group's size. */
void gah_group_bonus_as(gah_ctx *c, int seat, int group, int colour)
{
    const gah_hotel_layout *h = hotel_of(c->st, seat);
    int amount = bonus_amount_as(c->st, seat, h, group, colour);
    gah_ev_push(c, GAH_EV_GROUP_BONUS, seat, group, colour, 0, amount);
    if (colour == GAH_COLOUR_BLUE) gah_gain_vp(c, seat, amount, GAH_VP_BONUS);
    else if (colour == GAH_COLOUR_RED) gah_gain_money(c, seat, amount);
    else gah_gain_emperor(c, seat, amount);
}

int gah_group_bonus_krone(const gah_state *st, int seat, int group)
{
    const gah_hotel_layout *h = hotel_of(st, seat);
    return h->group_colour[group] == GAH_COLOUR_RED ? bonus_amount(st, seat, h, group) : 0;
}

int gah_group_bonus_of_room(const gah_state *st, int seat, int room, int *colour)
{
    const gah_hotel_layout *h = hotel_of(st, seat);
    int group = h->group[room];
    if (colour) *colour = h->group_colour[group];
    return bonus_amount(st, seat, h, group);
}


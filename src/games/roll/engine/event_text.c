/* Let's Roll's events as sentences in our own words: one wording for the terminal and, later, the game log. */
#include "internal.h"

#include <stdio.h>

static const char *const default_names[ROLL_MAX_PLAYERS] = {"P0", "P1", "P2", "P3"};
static const char *const action_words[7] = {"", "preparing rooms", "occupying a room", "preparing or occupying",
                                            "Emperor or krone", "hiring staff", "imitating"};
static const char *const floor_words[ROLL_FLOORS] = {"first", "second", "third", "fourth"};
static const char *const step_words[ROLL_SCORE_STEPS] = {"staff", "blue groups", "occupied rooms", "the Emperor",
                                                         "money left", "row and column bonuses", "loans"};

static const char *seat_name(const char *const names[ROLL_MAX_PLAYERS], int seat)
{
    if (seat < 0 || seat >= ROLL_MAX_PLAYERS) seat = 0;
    return names && names[seat] ? names[seat] : default_names[seat];
}

/* "the red room 12 (second floor)" in the seat's hotel. */
static void room_words(const roll_state *st, int seat, int room, char *buf, size_t size)
{
    const roll_hotel *h = st && seat >= 0 && seat < ROLL_MAX_PLAYERS ? roll_hotel_by_id(st->player[seat].hotel) : NULL;
    if (room < 1 || room > ROLL_ROOMS) snprintf(buf, size, "a room");
    else if (!h) snprintf(buf, size, "room %d", room);
    else snprintf(buf, size, "the %s room %d (%s floor)", roll_colour_name(h->colour[room - 1]), room, floor_words[roll_room_floor(room - 1)]);
}

static const char *staff_text(int kind)
{
    const roll_staff_kind *k = roll_staff_kind_by_id(kind);
    return k ? k->text : "a staff member";
}

bool roll_event_text(const roll_state *st, const bg_event *e, const char *const names[ROLL_MAX_PLAYERS], char *out, size_t size)
{
    const char *who = seat_name(names, e->seat);
    char room[64];
    switch (e->type) {
    case ROLL_EV_SETUP: snprintf(out, size, "A game of Let's Roll for %d; %s has the start marker", e->a, who); return true;
    case ROLL_EV_BOARDS:
        snprintf(out, size, "%s plays hotel board %d and staff board %d, with %d krone", who, e->a, e->b, e->value);
        return true;
    case ROLL_EV_ROUND_START:
        snprintf(out, size, "Round %d: %s starts; Emperor track %d is active", e->a, who, e->c);
        return true;
    case ROLL_EV_DICE_ROLLED:
        snprintf(out, size, "%s rolls %d dice: %d on 1, %d on 2, %d on 3, %d on 4, %d on 5, %d on 6", who, e->value, e->a & 31,
                 (e->a >> 5) & 31, (e->a >> 10) & 31, e->b & 31, (e->b >> 5) & 31, (e->b >> 10) & 31);
        return true;
    case ROLL_EV_TURN_START: snprintf(out, size, "%s's turn (round %d, turn %d)", who, e->a, e->b); return false;
    case ROLL_EV_DIE_TAKEN:
        snprintf(out, size, "%s takes a die from space %d: strength %d (%d left there)", who, e->a, e->b, e->c);
        return true;
    case ROLL_EV_SPECIAL_CASE:
        snprintf(out, size, "%s can carry out no action: the die from space %d brings %d krone instead", who, e->a, e->value);
        return true;
    case ROLL_EV_ACTION:
        snprintf(out, size, "%s: %s at strength %d", who, e->a >= 1 && e->a <= 6 ? action_words[e->a] : "an action", e->b);
        return false;
    case ROLL_EV_IMITATE:
        snprintf(out, size, "%s imitates %s at strength %d", who, e->a >= 1 && e->a <= 5 ? action_words[e->a] : "an action", e->b);
        return true;
    case ROLL_EV_MONEY:
        snprintf(out, size, "%s %s %d krone (%d now)", who, e->value >= 0 ? "gains" : "pays", e->value >= 0 ? e->value : -e->value, e->a);
        return false;
    case ROLL_EV_ROOM_PREPARED:
        room_words(st, e->seat, e->a, room, sizeof room);
        snprintf(out, size, "%s prepares %s for %d krone", who, room, e->value);
        return true;
    case ROLL_EV_ROOM_OCCUPIED:
        room_words(st, e->seat, e->a, room, sizeof room);
        snprintf(out, size, "%s occupies %s for %d krone", who, room, e->value);
        return true;
    case ROLL_EV_ROOM_BONUS: snprintf(out, size, "%s takes the bonus on the door of room %d", who, e->a); return true;
    case ROLL_EV_GROUP_BONUS:
        snprintf(out, size, "%s fills a %s group of %d: %d %s", who, roll_colour_name(e->b), e->c, e->value,
                 e->b == ROLL_BLUE ? "VP at the end" : e->b == ROLL_RED ? "krone" : "Emperor spaces");
        return true;
    case ROLL_EV_ROW_BONUS:
        snprintf(out, size, "%s is the first to fill the %s row of the %s floor: %d VP", who, e->a % 2 ? "right" : "left",
                 floor_words[(e->a / 2) & 3], e->value);
        return true;
    case ROLL_EV_COLUMN_BONUS: snprintf(out, size, "%s is the first to fill column %d: %d VP", who, e->a, e->value); return true;
    case ROLL_EV_EMPEROR:
        snprintf(out, size, "%s crosses %d space%s of Emperor track %d (%d crossed there)", who, e->value, e->value == 1 ? "" : "s",
                 e->a, e->b);
        return true;
    case ROLL_EV_EMPEROR_BONUS: snprintf(out, size, "%s takes the bonus of space %d on Emperor track %d", who, e->b, e->a); return true;
    case ROLL_EV_TRACK_FIRST:
        snprintf(out, size, "%s is the first to finish Emperor track %d: %d VP", who, e->a, e->value);
        return true;
    case ROLL_EV_OVERFLOW:
        snprintf(out, size, "%s circles %d point%s past the bottom track (%d of 10)", who, e->value, e->value == 1 ? "" : "s", e->a);
        return true;
    case ROLL_EV_STAFF_HIRED:
        snprintf(out, size, "%s hires staff %d for %d krone: %s", who, e->a, e->value, staff_text(e->b));
        return true;
    case ROLL_EV_STAFF_EFFECT: snprintf(out, size, "%s's staff %d works: %s", who, e->a, staff_text(e->b)); return true;
    case ROLL_EV_BONUS_LOST: {
        const char *what = e->a == ROLL_PROMPT_PREPARE ? "a room to prepare" : e->a == ROLL_PROMPT_OCCUPY ? "a room to occupy"
                         : e->a == ROLL_PROMPT_HIRE ? "a staff member to hire" : e->a == ROLL_PROMPT_IMITATE ? "an imitation"
                                                                                : "the free rooms";
        snprintf(out, size, "%s goes without %s (let go, or nothing fits)", who, what);
        return true;
    }
    case ROLL_EV_LOAN: snprintf(out, size, "%s takes loan %d: %d krone", who, e->a, e->value); return true;
    case ROLL_EV_EMPEROR_CHECK:
        if (e->value) snprintf(out, size, "The Emperor is not satisfied with %s (track %d): %d VP", who, e->a, e->value);
        else snprintf(out, size, "The Emperor is satisfied with %s (track %d)", who, e->a);
        return true;
    case ROLL_EV_ROUND_END: snprintf(out, size, "Round %d ends", e->a); return true;
    case ROLL_EV_FINAL_SCORE:
        snprintf(out, size, "%s, step %d (%s): %d VP", who, e->a, e->a >= 1 && e->a <= ROLL_SCORE_STEPS ? step_words[e->a - 1] : "?",
                 e->value);
        return false;
    case ROLL_EV_GAME_OVER: {
        size_t n = (size_t)snprintf(out, size, "The game is over; the winner%s:", __builtin_popcount((unsigned)e->a) > 1 ? "s" : "");
        for (int s = 0; s < ROLL_MAX_PLAYERS && n < size; s++)
            if (e->a & (1 << s)) n += (size_t)snprintf(out + n, size - n, " %s", seat_name(names, s));
        return true;
    }
    default: snprintf(out, size, "?"); return false;
    }
}

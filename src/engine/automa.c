/* Dinner for One (seed 002): the automa's set-up and its turn, carried out from an instruction card at
 * the chosen difficulty. Every choice follows the card and its tie hand; nothing is left to chance. */
#include "internal.h"

/* One element of a card section, e.g. "G [M]": a symbol and the lowest difficulty that applies it. */
typedef struct automa_part {
    char symbol[12];
    int min_difficulty;
} automa_part;

/* Splits a card section ("G + ? [M]", "E+2; Obj A [M]") at `sep` into parts with their tags. */
static int parse_parts(const char *text, char sep, automa_part *out, int max)
{
    int n = 0;
    const char *p = text;
    while (*p && n < max) {
        const char *end = p;
        while (*end && *end != sep) end++;
        automa_part part = {{0}, GAH_EASY};
        int len = 0;
        for (const char *q = p; q < end; q++) {
            if (*q == '[') {
                part.min_difficulty = q[1] == 'H' ? GAH_HARD : q[1] == 'M' ? GAH_MEDIUM : GAH_EASY;
                break;
            }
            if (*q == '>') break; /* dancer arrows belong to Let's Waltz module 1 */
            if (*q != ' ' && len < (int)sizeof part.symbol - 1) part.symbol[len++] = *q;
        }
        if (len) out[n++] = part;
        p = *end ? end + 1 : end;
    }
    return n;
}

static const gah_automa_card *card_by_id(int id)
{
    for (int i = 0; i < gah_automa_card_count; i++)
        if (gah_automa_cards[i].id == id) return &gah_automa_cards[i];
    return NULL;
}

static void automa_fill_deck(gah_state *st)
{
    const char *deck = st->params.automa == GAH_AUTOMA_ELISABETH ? "elisabeth" : "leopold";
    st->automa_deck_count = 0;
    st->automa_discard_count = 0;
    memset(st->automa_discard, 0, sizeof st->automa_discard);
    for (int i = 0; i < gah_automa_card_count && st->automa_deck_count < GAH_AUTOMA_DECK; i++)
        if (!strcmp(gah_automa_cards[i].deck, deck)) st->automa_deck[st->automa_deck_count++] = (uint8_t)gah_automa_cards[i].id;
    rng_shuffle(st, st->automa_deck, st->automa_deck_count);
}

void automa_setup(gah_ctx *c)
{
    gah_state *st = c->st;
    automa_fill_deck(st);
    /* Five final-scoring staff, face down, as the automa's private deck; the rest go back. */
    uint8_t finals[GAH_STAFF_DECK_MAX];
    int count = 0;
    for (int i = 0; i < st->staff_deck_count;) {
        if (gah_staff_by_id(st->staff_deck[i])->type == GAH_STAFF_FINAL) {
            finals[count++] = st->staff_deck[i];
            memmove(st->staff_deck + i, st->staff_deck + i + 1, (size_t)(st->staff_deck_count - i - 1));
            st->staff_deck_count--;
        } else {
            i++;
        }
    }
    rng_shuffle(st, finals, count);
    st->automa_staff_count = 0;
    for (int i = 0; i < count; i++) {
        if (st->automa_staff_count < GAH_AUTOMA_STAFF) st->automa_staff[st->automa_staff_count++] = finals[i];
        else st->staff_deck[st->staff_deck_count++] = finals[i];
    }
    rng_shuffle(st, st->staff_deck, st->staff_deck_count);
    gah_player *a = &st->player[GAH_AUTOMA_SEAT];
    a->money = 0;
    memset(a->kitchen, 0, sizeof a->kitchen);
}

/* Whether a guest of this colour has a space left in the automa's hotel (green: any space). */
static bool automa_has_space(const gah_state *st, int colour)
{
    const gah_player *a = &st->player[GAH_AUTOMA_SEAT];
    for (int r = 0; r < GAH_HOTEL_ROOMS; r++)
        if (a->room[r] == GAH_ROOM_EMPTY && (colour == GAH_COLOUR_GREEN || room_colour(st, GAH_AUTOMA_SEAT, r) == colour) &&
            st->rooms_left[room_colour(st, GAH_AUTOMA_SEAT, r)])
            return true;
    return false;
}

/* Seed 002: blue, red, yellow guests take the first matching space from the left on the lowest row
 * with one; green guests the lowest empty space of the rightmost column with one. */
static int automa_room_for(const gah_state *st, int colour)
{
    const gah_player *a = &st->player[GAH_AUTOMA_SEAT];
    if (colour == GAH_COLOUR_GREEN) {
        for (int col = GAH_HOTEL_COLUMNS - 1; col >= 0; col--)
            for (int f = 0; f < GAH_HOTEL_FLOORS; f++) {
                int r = f * GAH_HOTEL_COLUMNS + col;
                if (a->room[r] == GAH_ROOM_EMPTY && st->rooms_left[room_colour(st, GAH_AUTOMA_SEAT, r)]) return r;
            }
        return -1;
    }
    for (int r = 0; r < GAH_HOTEL_ROOMS; r++)
        if (a->room[r] == GAH_ROOM_EMPTY && room_colour(st, GAH_AUTOMA_SEAT, r) == colour && st->rooms_left[colour]) return r;
    return -1;
}

static int colour_of_symbol(char s)
{
    switch (s) {
    case 'B': return GAH_COLOUR_BLUE;
    case 'R': return GAH_COLOUR_RED;
    case 'Y': return GAH_COLOUR_YELLOW;
    case 'G': return GAH_COLOUR_GREEN;
    default: return -1; /* "?": any colour */
    }
}

/* The queue position (0-based) the automa takes for a colour symbol, or -1. Ties follow the hand:
 * 'L' prefers the leftmost, 'R' the rightmost. */
static int automa_pick_guest(const gah_state *st, int colour, char tie)
{
    int best = -1, best_vp = -1;
    bool colour_first = colour >= 0 && automa_has_space(st, colour);
    for (int pass = colour_first ? 0 : 1; pass < 2 && best < 0; pass++) {
        for (int k = 0; k < GAH_QUEUE; k++) {
            int q = tie == 'R' ? GAH_QUEUE - 1 - k : k;
            const gah_guest_card *g = st->queue[q] ? gah_guest_by_id(st->queue[q]) : NULL;
            if (!g || !automa_has_space(st, g->colour)) continue;
            if (pass == 0 && g->colour != colour) continue;
            if (g->vp > best_vp) best = q, best_vp = g->vp;
        }
    }
    return best;
}

static void automa_take_guest(gah_ctx *c, int colour, char tie)
{
    gah_state *st = c->st;
    int q = automa_pick_guest(st, colour, tie);
    if (q < 0) return;
    const gah_guest_card *g = gah_guest_by_id(st->queue[q]);
    int room = automa_room_for(st, g->colour);
    if (room < 0) return;
    /* No café, no cost, no reward, no occupancy bonus: the room is occupied at once. */
    st->player[GAH_AUTOMA_SEAT].room[room] = GAH_ROOM_OCCUPIED;
    st->rooms_left[room_colour(st, GAH_AUTOMA_SEAT, room)]--;
    ev_push(c, GAH_EV_AUTOMA_GUEST, GAH_AUTOMA_SEAT, g->id, q + 1, room, 0);
    gain_vp(c, GAH_AUTOMA_SEAT, g->vp, GAH_VP_GUESTS);
    gain_vp(c, GAH_AUTOMA_SEAT, gah_hotels[st->player[GAH_AUTOMA_SEAT].hotel].vp[room], GAH_VP_ROOM_ICONS);
    st->guest_discard[st->guest_discard_count++] = (uint8_t)g->id;
    for (int pos = q; pos > 0; pos--) {
        st->queue[pos] = st->queue[pos - 1];
        if (st->queue[pos]) ev_push(c, GAH_EV_QUEUE_SLIDE, 0, st->queue[pos], pos, pos + 1, 0);
    }
    st->queue[0] = 0;
    queue_fill(c);
}

/* The action space with the most dice among `values` (0 = all six); ties by the hand. */
static int most_dice(const gah_state *st, const int *values, int count, char tie)
{
    int best = 0, best_n = 0;
    for (int k = 0; k < count; k++) {
        int v = values[tie == 'R' ? count - 1 - k : k];
        if (st->dice[v] > best_n) best = v, best_n = st->dice[v];
    }
    return best;
}

static void automa_take_die(gah_ctx *c, const char *die, char tie)
{
    gah_state *st = c->st;
    static const int all[6] = {1, 2, 3, 4, 5, 6};
    int v = 0;
    if (die[0] >= '1' && die[0] <= '6' && die[1] == '|') {
        int pair[2] = {die[0] - '0', die[2] - '0'};
        if (pair[0] > pair[1]) pair[0] = die[2] - '0', pair[1] = die[0] - '0';
        v = most_dice(st, pair, 2, tie);
    } else if (die[0] >= '1' && die[0] <= '6') {
        v = st->dice[die[0] - '0'] ? die[0] - '0' : 0;
    }
    if (!v) v = most_dice(st, all, 6, tie); /* "?", or the depicted value is gone */
    if (!v) return;
    st->dice[v]--;
    gah_player *a = &st->player[GAH_AUTOMA_SEAT];
    a->covered |= (a->covered & 1) ? 2 : 1;
    ev_push(c, GAH_EV_DIE_TAKEN, GAH_AUTOMA_SEAT, v, 0, 0, 0);
}

static int progress(const gah_state *st, int slot)
{
    if (st->player[GAH_AUTOMA_SEAT].claimed & (1 << slot)) return 99;
    return st->countdown[slot] ? 4 - st->countdown[slot] : 0; /* none 0, III 1, II 2 */
}

static void automa_objective(gah_ctx *c, char which, char tie)
{
    gah_state *st = c->st;
    gah_player *a = &st->player[GAH_AUTOMA_SEAT];
    int slot = which >= 'A' && which <= 'C' ? which - 'A' : -1;
    if (slot < 0 || (a->claimed & (1 << slot))) {
        int best = -1;
        for (int k = 0; k < 3; k++) {
            int s = tie == 'R' ? 2 - k : k;
            if (progress(st, s) < 99 && (best < 0 || progress(st, s) < progress(st, best))) best = s;
        }
        slot = best;
    }
    if (slot < 0) return;
    if (!st->countdown[slot]) {
        st->countdown[slot] = 3;
    } else if (--st->countdown[slot] <= 1) {
        /* The marker reaches "I": the automa claims the highest free space. */
        st->countdown[slot] = 0;
        if (st->objective_taken[slot] >= 3) return;
        const gah_objective_card *o = gah_objective_by_id(st->objectives[slot]);
        int vp = o->vp[st->objective_taken[slot]++];
        a->claimed |= (uint8_t)(1 << slot);
        ev_push(c, GAH_EV_OBJECTIVE, GAH_AUTOMA_SEAT, slot, o->id, 0, vp);
        gain_vp(c, GAH_AUTOMA_SEAT, vp, GAH_VP_OBJECTIVES);
        return;
    }
    ev_push(c, GAH_EV_OBJECTIVE_COUNTDOWN, GAH_AUTOMA_SEAT, slot, st->countdown[slot], 0, 0);
}

static void automa_action(gah_ctx *c, const char *symbol, char tie)
{
    gah_state *st = c->st;
    if (symbol[0] == 'E' && symbol[1] == '+') {
        gain_emperor(c, GAH_AUTOMA_SEAT, symbol[2] - '0');
    } else if (!strcmp(symbol, "Staff")) {
        if (!st->automa_staff_count) return;
        gah_player *a = &st->player[GAH_AUTOMA_SEAT];
        uint8_t card = st->automa_staff[--st->automa_staff_count];
        a->display_used[a->display_count] = 0;
        a->display[a->display_count++] = card;
        a->staff_played++;
        ev_push(c, GAH_EV_STAFF_PLAYED, GAH_AUTOMA_SEAT, card, 0, 0, 0);
    } else if (!strncmp(symbol, "Obj", 3)) {
        automa_objective(c, symbol[3], tie);
    }
    /* "Dancer" symbols belong to Let's Waltz module 1. */
}

/* One automa turn: draw an instruction card and carry it out top to bottom. */
void automa_turn(gah_ctx *c)
{
    gah_state *st = c->st;
    if (!st->automa_deck_count) automa_fill_deck(st); /* 7 rounds need at most 14 of the 20 cards */
    const gah_automa_card *card = card_by_id(st->automa_deck[--st->automa_deck_count]);
    if (!card) return;
    st->automa_card = (uint8_t)card->id;
    if (st->automa_discard_count < GAH_AUTOMA_DECK) st->automa_discard[st->automa_discard_count++] = (uint8_t)card->id;
    ev_push(c, GAH_EV_AUTOMA_CARD, GAH_AUTOMA_SEAT, card->id, 0, 0, 0);
    int difficulty = st->params.difficulty ? st->params.difficulty : GAH_MEDIUM;
    automa_part parts[4];
    int n = parse_parts(card->guests, '+', parts, 4);
    for (int i = 0; i < n; i++)
        if (parts[i].min_difficulty <= difficulty) automa_take_guest(c, colour_of_symbol(parts[i].symbol[0]), card->tie);
    automa_take_die(c, card->die, card->tie);
    n = parse_parts(card->actions, ';', parts, 4);
    for (int i = 0; i < n; i++)
        if (parts[i].min_difficulty <= difficulty) automa_action(c, parts[i].symbol, card->tie);
    ev_push(c, GAH_EV_TURN_END, GAH_AUTOMA_SEAT, 0, 0, 0, 0);
}

/* Dinner for One (seed 002): the automa's set-up and its turn, carried out from an instruction card at
 * the chosen difficulty. Every choice follows the card and its tie hand; nothing is left to chance. */
#include "automa.h"

static const gah_automa_card *card_by_id(int id)
{
    for (int i = 0; i < gah_automa_card_count; i++)
        if (gah_automa_cards[i].id == id) return &gah_automa_cards[i];
    return NULL;
}

static void automa_fill_deck(gah_state *st)
{
    const char *deck = gah_automa_info_of(st->params.automa)->deck;
    st->automa_deck_count = 0;
    st->automa_discard_count = 0;
    memset(st->automa_discard, 0, sizeof st->automa_discard);
    for (int i = 0; i < gah_automa_card_count && st->automa_deck_count < GAH_AUTOMA_DECK; i++)
        if (!strcmp(gah_automa_cards[i].deck, deck)) st->automa_deck[st->automa_deck_count++] = (uint8_t)gah_automa_cards[i].id;
    gah_rng_shuffle(st, st->automa_deck, st->automa_deck_count);
}

/* Seed 002: final-scoring cards. Not seed 001's Night Concierge and Wedding Planner (Rowe-Smith): they count
 * a kitchen, and the automa has none, so they would be blanks in its five (docs/rulings.md, 409). */
bool gah_automa_takes_staff(const gah_staff_card *card)
{
    if (card->type != GAH_STAFF_FINAL) return false;
    for (int k = 0; k < card->effect_count; k++)
        if (card->effects[k].kind == GAH_FX_VP_PER_COFFEE_STRUDEL || card->effects[k].kind == GAH_FX_VP_PER_CAKE_WINE)
            return false;
    return true;
}

void gah_automa_setup(gah_ctx *c, int seat)
{
    gah_state *st = c->st;
    automa_fill_deck(st);
    /* Five final-scoring staff, face down, as the automa's private deck; the rest go back. */
    uint8_t finals[GAH_STAFF_DECK_MAX];
    int count = 0;
    for (int i = 0; i < st->staff_deck_count;) {
        if (gah_automa_takes_staff(gah_staff_by_id(st->staff_deck[i]))) {
            finals[count++] = st->staff_deck[i];
            memmove(st->staff_deck + i, st->staff_deck + i + 1, (size_t)(st->staff_deck_count - i - 1));
            st->staff_deck_count--;
        } else {
            i++;
        }
    }
    gah_rng_shuffle(st, finals, count);
    st->automa_staff_count = 0;
    for (int i = 0; i < count; i++) {
        if (st->automa_staff_count < GAH_AUTOMA_STAFF) st->automa_staff[st->automa_staff_count++] = finals[i];
        else st->staff_deck[st->staff_deck_count++] = finals[i];
    }
    gah_rng_shuffle(st, st->staff_deck, st->staff_deck_count);
    gah_player *a = &st->player[seat];
    a->money = 0;
    memset(a->kitchen, 0, sizeof a->kitchen);
}

/* Whether a guest of this colour has a space left in the automa's hotel (green: any space). */
static bool automa_has_space(const gah_state *st, int seat, int colour)
{
    const gah_player *a = &st->player[seat];
    for (int r = 0; r < GAH_HOTEL_ROOMS; r++)
        if (a->room[r] == GAH_ROOM_EMPTY && (colour == GAH_COLOUR_GREEN || gah_room_colour(st, seat, r) == colour) &&
            st->rooms_left[gah_room_colour(st, seat, r)])
            return true;
    return false;
}

/* Seed 002: blue, red, yellow guests take the first matching space from the left on the lowest row
 * with one; green guests the lowest empty space of the rightmost column with one. */
static int automa_room_for(const gah_state *st, int seat, int colour)
{
    const gah_player *a = &st->player[seat];
    if (colour == GAH_COLOUR_GREEN) {
        for (int col = GAH_HOTEL_COLUMNS - 1; col >= 0; col--)
            for (int f = 0; f < GAH_HOTEL_FLOORS; f++) {
                int r = f * GAH_HOTEL_COLUMNS + col;
                if (a->room[r] == GAH_ROOM_EMPTY && st->rooms_left[gah_room_colour(st, seat, r)]) return r;
            }
        return -1;
    }
    for (int r = 0; r < GAH_HOTEL_ROOMS; r++)
        if (a->room[r] == GAH_ROOM_EMPTY && gah_room_colour(st, seat, r) == colour && st->rooms_left[colour]) return r;
    return -1;
}

/* Ties follow the hand: 'L' prefers the leftmost, 'R' the rightmost. */
int gah_automa_pick_guest(const gah_state *st, int seat, int colour, char tie, bool needs_room)
{
    int best = -1, best_vp = -1;
    bool colour_first = colour >= 0 && (!needs_room || automa_has_space(st, seat, colour));
    for (int pass = colour_first ? 0 : 1; pass < 2 && best < 0; pass++) {
        for (int k = 0; k < GAH_QUEUE; k++) {
            int q = tie == 'R' ? GAH_QUEUE - 1 - k : k;
            const gah_guest_card *g = st->queue[q] ? gah_guest_by_id(st->queue[q]) : NULL;
            if (!g || (needs_room && !automa_has_space(st, seat, g->colour))) continue;
            if (pass == 0 && g->colour != colour) continue;
            if (g->vp > best_vp) best = q, best_vp = g->vp;
        }
    }
    return best;
}

static void automa_take_guest(gah_ctx *c, int seat, int colour, char tie)
{
    gah_state *st = c->st;
    int q = gah_automa_pick_guest(st, seat, colour, tie, true);
    if (q < 0) return;
    const gah_guest_card *g = gah_guest_by_id(st->queue[q]);
    int room = automa_room_for(st, seat, g->colour);
    if (room < 0) return;
    /* No café, no cost, no reward, no occupancy bonus: the room is occupied at once. */
    st->player[seat].room[room] = GAH_ROOM_OCCUPIED;
    st->rooms_left[gah_room_colour(st, seat, room)]--;
    gah_ev_push(c, GAH_EV_AUTOMA_GUEST, seat, g->id, q + 1, room, 0);
    gah_gain_vp(c, seat, g->vp, GAH_VP_GUESTS);
    gah_gain_vp(c, seat, gah_hotels[st->player[seat].hotel].vp[room], GAH_VP_ROOM_ICONS);
    gah_automa_queue_take(c, q);
    gah_solo_entrances_on_automa_room(c, room); /* Let's Waltz module 3 solo: Sushi Resort, after the refill */
}

void gah_automa_queue_take(gah_ctx *c, int q)
{
    gah_state *st = c->st;
    gah_solo_entrances_on_automa_guest(c, q); /* Let's Waltz module 3 solo: Sushi Resort's token guest */
    st->guest_discard[st->guest_discard_count++] = st->queue[q];
    for (int pos = q; pos > 0; pos--) {
        st->queue[pos] = st->queue[pos - 1];
        if (st->queue[pos]) gah_ev_push(c, GAH_EV_QUEUE_SLIDE, 0, st->queue[pos], pos, pos + 1, 0);
    }
    st->queue[0] = 0;
    gah_queue_fill(c);
    gah_variant_guest_taken(st);
}

/* The action space with the most dice among `values`; ties by the hand. 0 when none has a die. */
static int most_dice(const gah_state *st, const int *values, int count, char tie)
{
    int best = 0, best_n = 0;
    for (int k = 0; k < count; k++) {
        int v = values[tie == 'R' ? count - 1 - k : k];
        if (st->dice[v] > best_n) best = v, best_n = st->dice[v];
    }
    return best;
}

/* The value the card's die step picks, or 0 when it falls back to the value with the most dice. */
static int die_on_card(const gah_state *st, const gah_automa_step *step, char tie)
{
    switch ((gah_automa_step_kind)step->kind) {
    case GAH_AUTOMA_STEP_DIE: return st->dice[step->arg] ? step->arg : 0;
    case GAH_AUTOMA_STEP_DIE_EITHER: {
        int pair[2] = {step->arg, step->arg2};
        return most_dice(st, pair, 2, tie);
    }
    /* "cmax": the coloured die of the best celebrity; without one on the board (or without module 2),
     * the value with the most dice. */
    case GAH_AUTOMA_STEP_DIE_CELEBRITY: return gah_automa_best_coloured_space(st, tie);
    case GAH_AUTOMA_STEP_DIE_MOST:
    default: return 0;
    }
}

static void automa_take_die(gah_ctx *c, int seat, const gah_automa_step *step, char tie)
{
    gah_state *st = c->st;
    static const int all[6] = {1, 2, 3, 4, 5, 6};
    int v = die_on_card(st, step, tie);
    if (!v) v = most_dice(st, all, 6, tie); /* "?", or the depicted value is gone */
    if (!v) return;
    /* Module 2: a coloured die on the space is taken rather than a white one (seed 002). */
    int colour = gah_automa_die_colour(st, v, tie);
    st->dice[v]--;
    gah_player *a = &st->player[seat];
    a->covered |= (a->covered & 1) ? 2 : 1;
    gah_ev_push_event(c, (gah_event){.type = GAH_EV_DIE_TAKEN, .seat = (uint8_t)seat, .a = (int16_t)v, .d = (int16_t)colour});
    if (colour) gah_automa_coloured_die(c, seat, v, colour, tie);
    gah_solo_entrances_on_automa_die(c, v); /* Let's Waltz module 3 solo: Toll Bridge Hotel */
}

static int progress(const gah_state *st, int seat, int slot)
{
    if (st->player[seat].claimed & (1 << slot)) return 99;
    return st->countdown[slot] ? 4 - st->countdown[slot] : 0; /* none 0, III 1, II 2 */
}

void gah_automa_objective(gah_ctx *c, int seat, int slot, char tie)
{
    gah_state *st = c->st;
    gah_player *a = &st->player[seat];
    if (slot < 0 || (a->claimed & (1 << slot))) {
        int best = -1;
        for (int k = 0; k < 3; k++) {
            int s = tie == 'R' ? 2 - k : k;
            if (progress(st, seat, s) < 99 && (best < 0 || progress(st, seat, s) < progress(st, seat, best))) best = s;
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
        gah_ev_push(c, GAH_EV_OBJECTIVE, seat, slot, o->id, 0, vp);
        gah_gain_vp(c, seat, vp, GAH_VP_OBJECTIVES);
        return;
    }
    gah_ev_push(c, GAH_EV_OBJECTIVE_COUNTDOWN, seat, slot, st->countdown[slot], 0, 0);
}

static void automa_reveal_staff(gah_ctx *c, int seat)
{
    gah_state *st = c->st;
    if (!st->automa_staff_count) return;
    gah_player *a = &st->player[seat];
    uint8_t card = st->automa_staff[--st->automa_staff_count];
    a->display_used[a->display_count] = 0;
    a->display[a->display_count++] = card;
    a->staff_played++;
    gah_ev_push(c, GAH_EV_STAFF_PLAYED, seat, card, 0, 0, 0);
}

static void automa_step(gah_ctx *c, int seat, const gah_automa_step *step, char tie)
{
    switch ((gah_automa_step_kind)step->kind) {
    case GAH_AUTOMA_STEP_GUEST_DANCER:
        if (!gah_automa_guest_dancer(c, seat, step->arg, step->arg2, tie)) automa_take_guest(c, seat, step->arg, tie);
        break;
    case GAH_AUTOMA_STEP_GUEST: automa_take_guest(c, seat, step->arg, tie); break;
    case GAH_AUTOMA_STEP_DIE:
    case GAH_AUTOMA_STEP_DIE_EITHER:
    case GAH_AUTOMA_STEP_DIE_MOST:
    case GAH_AUTOMA_STEP_DIE_CELEBRITY: automa_take_die(c, seat, step, tie); break;
    case GAH_AUTOMA_STEP_EMPEROR: gah_gain_emperor(c, seat, step->arg); break;
    case GAH_AUTOMA_STEP_STAFF: automa_reveal_staff(c, seat); break;
    case GAH_AUTOMA_STEP_OBJECTIVE:
        gah_automa_objective(c, seat, step->arg, tie);
        gah_solo_entrances_on_automa_objective(c); /* Let's Waltz module 3 solo: Nine Stars Inn */
        break;
    case GAH_AUTOMA_STEP_DANCER: gah_automa_extra_dancer(c, seat, step->arg); break;
    case GAH_AUTOMA_STEP_COUNT: break;
    }
}

/* One automa turn: draw an instruction card and carry it out top to bottom. */
void gah_automa_turn(gah_ctx *c, int seat)
{
    gah_state *st = c->st;
    if (!st->automa_deck_count) automa_fill_deck(st); /* 7 rounds need at most 14 of the 20 cards */
    const gah_automa_card *card = card_by_id(st->automa_deck[--st->automa_deck_count]);
    if (!card) return;
    st->automa_card = (uint8_t)card->id;
    if (st->automa_discard_count < GAH_AUTOMA_DECK) st->automa_discard[st->automa_discard_count++] = (uint8_t)card->id;
    gah_ev_push(c, GAH_EV_AUTOMA_CARD, seat, card->id, 0, 0, 0);
    int difficulty = st->params.difficulty ? st->params.difficulty : GAH_MEDIUM;
    for (int i = 0; i < card->step_count; i++)
        if (card->steps[i].min_difficulty <= difficulty) automa_step(c, seat, &card->steps[i], card->tie);
    gah_ev_push(c, GAH_EV_TURN_END, seat, 0, 0, 0, 0);
}

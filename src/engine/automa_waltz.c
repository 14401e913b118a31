/* Elisabeth, the automa of Dinner for One with Let's Waltz modules 1 and/or 2 (seed 002, "Module-Specific
 * Changes"): her dancers (module 1) and her coloured dice (module 2). Her instruction cards are read by
 * automa.c; the symbols that only exist with a module come here. */
#include "automa.h"
#include "waltz_celebrities.h"

/* ---- module 1: dancers ---- */

/* Ruling 305: wherever there are ballrooms (module 1, with or without module 2); without them a dancer symbol
 * is a plain guest, or nothing (ruling 301). */
bool gah_automa_dancers_act(const gah_state *st)
{
    return BALLROOMS_ON(st);
}

/* Seed 002: she takes her 10 dancer tokens at set-up; the Emperor never takes any back (she suffers no
 * penalty), so those placed are all in the ballrooms. */
static bool has_dancer(const gah_state *st, int seat)
{
    return gah_ballrooms_dancers(st, seat, -1) < gah_rules.automa_dancers;
}

/* The arrows: one to the ballroom scored next, two to the one after it (the rightmost in rounds 6-7). */
static int target_ballroom(const gah_state *st, int arrow)
{
    return st->ballrooms.scored + (arrow == 2 ? 1 : 0);
}

bool gah_automa_guest_dancer(gah_ctx *c, int seat, int colour, int arrow, char tie)
{
    gah_state *st = c->st;
    if (!gah_automa_dancers_act(st) || !has_dancer(st, seat)) return false; /* ruling 304 */
    /* The guest never needs a room: her hotel's spaces do not narrow the choice (ruling 302). */
    int q = gah_automa_pick_guest(st, seat, colour, tie, false);
    if (q < 0) return true; /* an empty queue: nothing to send */
    const gah_guest_card *g = gah_guest_by_id(st->queue[q]);
    gah_ev_push(c, GAH_EV_DANCER_SENT, seat, g->id, q + 1, 0, 0);
    gah_gain_vp(c, seat, g->vp, GAH_VP_GUESTS);
    gah_automa_queue_take(c, q);
    gah_ballrooms_automa_dancer(c, seat, target_ballroom(st, arrow));
    return true;
}

void gah_automa_extra_dancer(gah_ctx *c, int seat, int arrow)
{
    gah_state *st = c->st;
    if (!gah_automa_dancers_act(st) || !has_dancer(st, seat)) return;
    gah_ev_push(c, GAH_EV_DANCER_SENT, seat, 0, 0, 0, 0);
    gah_ballrooms_automa_dancer(c, seat, target_ballroom(st, arrow));
}

/* ---- module 2: coloured dice ---- */

/* The coloured die on space `value` (0: anywhere on the board) whose celebrity is worth most; ties by the
 * hand along the lounge (red, blue, yellow from the left). 0 when there is none; *where gets its space. */
static int best_coloured(const gah_state *st, int value, char tie, int *where)
{
    int best = 0, best_vp = -1;
    for (int k = 0; k < 3; k++) {
        int colour = tie == 'R' ? GAH_DIE_YELLOW - k : GAH_DIE_RED + k;
        int space = 0;
        for (int v = 1; v <= 6 && !space; v++)
            if ((!value || v == value) && (st->lounge.colours[v] & GAH_DIE_COLOUR_BIT(colour))) space = v;
        if (!space) continue;
        /* An empty lounge space (the stack ran dry) brings nothing: worth 0. */
        int vp = st->lounge.celebrity[colour - 1] ? st->lounge.vp[colour - 1] : 0;
        if (vp > best_vp) best = colour, best_vp = vp, *where = space;
    }
    return best;
}

int gah_automa_best_coloured_space(const gah_state *st, char tie)
{
    int space = 0;
    if (!CELEBRITIES_ON(st)) return 0;
    best_coloured(st, 0, tie, &space);
    return space;
}

int gah_automa_die_colour(const gah_state *st, int value, char tie)
{
    int space = 0;
    return CELEBRITIES_ON(st) ? best_coloured(st, value, tie, &space) : GAH_DIE_WHITE;
}

void gah_automa_coloured_die(gah_ctx *c, int seat, int value, int colour, char tie)
{
    gah_state *st = c->st;
    bool celebrity = st->lounge.celebrity[colour - 1] != 0;
    gah_celebrities_die_taken(c, seat, value, colour, false); /* the celebrity and its VP; she pays nothing */
    if (!celebrity) return; /* ruling 306: no celebrity, nothing to replace */
    switch (colour) {
    case GAH_DIE_RED: gah_automa_objective(c, seat, -1, tie); break;
    case GAH_DIE_YELLOW: gah_gain_emperor(c, seat, gah_rules.automa_yellow_emperor); break;
    case GAH_DIE_BLUE: gah_gain_vp(c, seat, gah_rules.automa_blue_vp, GAH_VP_CELEBRITIES); break;
    default: break;
    }
}

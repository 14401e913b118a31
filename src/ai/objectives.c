/* What the open objectives and the hotel's shape are still worth to a seat: the medium player's judgement
 * sees a floor, a column or a colour filling up before the objective pays, from the public view only
 * (the objectives on the board, the claim spaces left, the seat's own hotel, krone, Emperor and staff). */
#include "internal.h"

/* The fractions of the `need` best-filled lines (floors, columns, groups or colours) the seat has
 * occupied, averaged: 1 once `need` of them are full. `key[r]` names room r's line, `lines` of them. */
static double best_lines(const gah_player *p, const uint8_t *key, int lines, int need)
{
    int size[GAH_HOTEL_ROOMS] = {0}, done[GAH_HOTEL_ROOMS] = {0};
    if (lines > GAH_HOTEL_ROOMS) lines = GAH_HOTEL_ROOMS;
    for (int r = 0; r < GAH_HOTEL_ROOMS; r++) {
        if (key[r] >= lines) continue;
        size[key[r]]++;
        /* A vacant room is half-way there: a guest of its colour still has to move in. */
        done[key[r]] += p->room[r] == GAH_ROOM_OCCUPIED ? 2 : p->room[r] == GAH_ROOM_VACANT ? 1 : 0;
    }
    double frac[GAH_HOTEL_ROOMS];
    int n = 0;
    for (int l = 0; l < lines; l++)
        if (size[l]) frac[n++] = (double)done[l] / (2.0 * size[l]);
    /* The `need` largest (n is at most 20: a selection is enough). */
    double sum = 0;
    for (int k = 0; k < need && k < n; k++) {
        int best = k;
        for (int i = k + 1; i < n; i++)
            if (frac[i] > frac[best]) best = i;
        double t = frac[k];
        frac[k] = frac[best], frac[best] = t;
        sum += frac[k];
    }
    return need > 0 ? sum / need : 1.0;
}

static double ratio(double have, double need)
{
    if (need <= 0) return 1.0;
    return have >= need ? 1.0 : have > 0 ? have / need : 0.0;
}

double gah_ai_objective_progress(const gah_state *st, int seat, int objective_id)
{
    const gah_objective_card *o = gah_objective_by_id(objective_id);
    if (!o) return 0;
    const gah_player *p = &st->player[seat];
    const gah_hotel_layout *h = &gah_hotels[p->hotel];
    uint8_t floor[GAH_HOTEL_ROOMS], column[GAH_HOTEL_ROOMS];
    for (int r = 0; r < GAH_HOTEL_ROOMS; r++) floor[r] = (uint8_t)(r / GAH_HOTEL_COLUMNS), column[r] = (uint8_t)(r % GAH_HOTEL_COLUMNS);
    int occupied[GAH_COLOUR_COUNT] = {0}, vacant[GAH_COLOUR_COUNT] = {0}, tiles = 0;
    for (int r = 0; r < GAH_HOTEL_ROOMS; r++) {
        int c = h->colour[r] < GAH_COLOUR_COUNT ? h->colour[r] : 0;
        occupied[c] += p->room[r] == GAH_ROOM_OCCUPIED;
        vacant[c] += p->room[r] == GAH_ROOM_VACANT;
        tiles += p->room[r] != GAH_ROOM_EMPTY;
    }
    switch (o->req) {
    case GAH_REQ_MONEY: return ratio(p->money, o->amount);
    case GAH_REQ_EMPEROR: return ratio(p->emperor, o->amount);
    case GAH_REQ_STAFF_PLAYED: return ratio(p->staff_played, o->amount);
    case GAH_REQ_ROOM_TILES: return ratio(tiles, o->amount);
    case GAH_REQ_FULL_FLOORS: return best_lines(p, floor, GAH_HOTEL_FLOORS, o->amount);
    case GAH_REQ_FULL_COLUMNS: return best_lines(p, column, GAH_HOTEL_COLUMNS, o->amount);
    case GAH_REQ_FULL_GROUPS: return best_lines(p, h->group, GAH_HOTEL_GROUPS, o->amount);
    case GAH_REQ_FULL_COLOUR: return best_lines(p, h->colour, 3, o->amount);
    case GAH_REQ_OCCUPIED_RBY: {
        static const int colours[3] = {GAH_COLOUR_RED, GAH_COLOUR_BLUE, GAH_COLOUR_YELLOW};
        const int need[3] = {o->amount / 100, o->amount / 10 % 10, o->amount % 10};
        double have = 0, total = 0;
        for (int k = 0; k < 3; k++) {
            double got = occupied[colours[k]] + 0.5 * vacant[colours[k]];
            have += got < need[k] ? got : need[k];
            total += need[k];
        }
        return ratio(have, total);
    }
    /* The modules' and the variants' objectives: met or not (the engine says which). */
    default: return 0;
    }
}

void gah_ai_objectives_progress(const gah_state *st, int seat, double progress[3])
{
    const gah_player *p = &st->player[seat];
    for (int slot = 0; slot < 3; slot++) {
        progress[slot] = -1;
        if ((p->claimed & (1u << slot)) || st->objective_taken[slot] >= 3) continue;
        const gah_objective_card *o = gah_objective_by_id(st->objectives[slot]);
        if (o) progress[slot] = gah_ai_objective_progress(st, seat, o->id);
    }
}

double gah_ai_objectives_value(const gah_state *st, int seat, double share)
{
    double progress[3];
    gah_ai_objectives_progress(st, seat, progress);
    return gah_ai_objectives_value_of(st, share, progress);
}

double gah_ai_objectives_value_of(const gah_state *st, double share, const double progress[3])
{
    double v = 0;
    for (int slot = 0; slot < 3; slot++) {
        if (progress[slot] < 0) continue;
        const gah_objective_card *o = gah_objective_by_id(st->objectives[slot]);
        double f = progress[slot];
        /* The claim space still free now (it may be gone by the time the seat gets there: the further
         * off, the likelier), and a nearly met objective much surer than a distant one. */
        double vp = o->vp[st->objective_taken[slot]];
        v += vp * f * f * (1.0 - 0.4 * share * (1.0 - f));
    }
    return v;
}

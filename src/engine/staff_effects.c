/* Staff effects that hook into other rules: taking a die (12-20, 22), the Porter, final scoring (27-48). */
#include "internal.h"

/* Seed 000 appendix. Called when a die is taken (never for E. Gizia's action, which takes none). */
void staff_die_triggers(gah_ctx *c, int seat, int value, int *strength)
{
    const gah_state *st = c->st;
    if ((value == 3 || value == 4) && display_has(st, seat, 12)) gain_vp(c, seat, 2, GAH_VP_STAFF);
    if ((value == 1 || value == 2) && display_has(st, seat, 13)) (*strength)++;
    if (value == 4 && display_has(st, seat, 16)) gain_vp(c, seat, 4, GAH_VP_STAFF);
    if (value == 6 && display_has(st, seat, 17)) (*strength)++;
    if (value == 5 && display_has(st, seat, 18)) *strength += 2;
    if (value == 3 && display_has(st, seat, 19)) gain_vp(c, seat, 5, GAH_VP_STAFF);
    /* Detective: the 2 Emperor steps cannot interact with the staff action, so they come first. */
    if (value == 5 && display_has(st, seat, 20)) gain_emperor(c, seat, 2);
}

const char *staff_fill_order(gah_ctx *c, int seat, int table)
{
    gah_player *p = &c->st->player[seat];
    if (table < 1 || table > GAH_CAFE_TABLES || !p->cafe[table - 1].guest) REFUSE("There is no guest at that table.");
    if (guest_complete(c->st, seat, table - 1)) REFUSE("That guest's order is already complete.");
    const gah_guest_card *g = gah_guest_by_id(p->cafe[table - 1].guest);
    for (int i = 0; i < GAH_ITEM_COUNT; i++) {
        while (p->cafe[table - 1].placed[i] < g->order[i]) {
            p->cafe[table - 1].placed[i]++;
            ev_push(c, GAH_EV_ITEM_GAINED, seat, i, table, 0, 1);
        }
    }
    return NULL;
}

static int final_vp_for(const gah_state *st, int seat, int staff_id)
{
    const gah_player *p = &st->player[seat];
    int red = occupied_of_colour(st, seat, GAH_COLOUR_RED), blue = occupied_of_colour(st, seat, GAH_COLOUR_BLUE);
    int yellow = occupied_of_colour(st, seat, GAH_COLOUR_YELLOW);
    int objectives = 0;
    for (int s = 0; s < 3; s++) objectives += (p->claimed >> s) & 1;
    switch (staff_id) {
    case 27: return 3 * red;                                       /* Booking Manager */
    case 28: return 3 * blue;                                      /* Concierge */
    case 30: return 3 * yellow;                                    /* Reception Clerk */
    case 31: return red + blue + yellow;                           /* Chambermaid */
    case 32: return 2 * staff_played_count(st, seat);              /* Assistant Manager, itself included */
    case 34: return GAH_HOTEL_ROOMS - rooms_count(st, seat, GAH_ROOM_EMPTY); /* Receptionist */
    case 37: return 2 * count_full(st, seat, 2);                   /* Room Service */
    case 40: return 5 * objectives;                                /* Marketing Director */
    case 41: return 2 * p->emperor;                                /* Operator, no cap in 2021 */
    case 46: return 5 * count_full(st, seat, 0);                   /* Female Floor Housekeeper */
    case 47: return 5 * count_full(st, seat, 1);                   /* Liftboy */
    case 48: {                                                     /* Hotel Manager: 4 per full set */
        int sets = red < blue ? red : blue;
        return 4 * (yellow < sets ? yellow : sets);
    }
    default: return 0;
    }
}

int staff_final_vp(const gah_state *st, int seat, int staff_id)
{
    if (staff_id != 29) return final_vp_for(st, seat, staff_id);
    /* Secretary: the best opponent final-scoring card, applied to this hotel (choosing the best is what
     * any player would select). Another Secretary cannot be copied: it has no effect of its own. */
    int best = 0;
    for (int other = 0; other < st->players; other++) {
        if (other == seat) continue;
        const gah_player *o = &st->player[other];
        for (int i = 0; i < o->display_count; i++) {
            const gah_staff_card *card = gah_staff_by_id(o->display[i]);
            if (card->type != GAH_STAFF_FINAL || card->id == 29) continue;
            int vp = final_vp_for(st, seat, card->id);
            if (vp > best) best = vp;
        }
    }
    return best;
}

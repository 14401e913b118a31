/* Let's Waltz module 1, Vienna Ballrooms (seed 004, "Module 1" and the appendix's ballroom index):
 * champagne, the two changed action spaces, the ballrooms, the rehearsal rooms and their scorings.
 * Entered only from the hooks declared in waltz_ballrooms.h. */
#include "prompts.h"

void ballrooms_setup(gah_ctx *c)
{
    gah_state *st = c->st;
    if (!BALLROOMS_ON(st)) return;
    /* Seed 004, Setup step 5: one champagne besides the four dishes and drinks. */
    for (int s = 0; s < st->players; s++) st->player[s].kitchen[GAH_ITEM_CHAMPAGNE] = 1;
}

int ballrooms_champagne_share(const gah_state *st, int a, int b, int strength)
{
    if (!BALLROOMS_ON(st) || a < 0 || b < 0 || a + b >= strength) return 0;
    return strength - a - b;
}

/* Seed 004, "Taking Dishes and Champagne" / "Drinks and Champagne": one item per die, at least as many
 * of the first kind as of the second and of the second as champagne. The first amount from the whole
 * strength down, then the second from the rest down. */
bool ballrooms_offer_split(legal_out *l, gah_prompt pr, int type)
{
    if (!BALLROOMS_ON(l->st)) return false;
    for (int a = pr.amount; a >= 0; a--)
        for (int b = pr.amount - a; b >= 0; b--) legal_offer(l, type, a, b);
    return true;
}

void ballrooms_effect(gah_ctx *c, int seat, int kind, int amount)
{
    int items[GAH_ITEM_COUNT] = {0};
    switch (kind) {
    case GAH_FX_CHAMPAGNE:
        items[GAH_ITEM_CHAMPAGNE] = amount;
        gain_items(c, seat, items);
        break;
    default: break;
    }
}

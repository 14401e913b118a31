/* Seed 001's rule variants: their keys (saves, the CLI, scenarios), names and one-line summaries, in
 * gah_variant order. The names are worded as seed 001 words them (its "Original Rules variant", the Kitchen
 * Hand, the free guests), with each designer's name spelt as the online edition spells it: "herlius" is
 * lower case there (tests/test_variants.c pins them). The rules themselves sit where each one changes the game, behind GAH_VARIANT_ON. */
#include "prompts.h"

static const gah_variant_info variants[GAH_VARIANT_COUNT] = {
    [GAH_VARIANT_ORIGINAL] = {"original", "Original Rules",
        "The rules before 2021: E. Gizia gives a whole turn, the Operator scores 12 VP at most, the Kitchen "
        "Hand costs 3, and an Emperor penalty may be paid in VP instead"},
    [GAH_VARIANT_NO_KITCHEN_HAND] = {"no-kitchen-hand", "No Kitchen Hand", "The Kitchen Hand is taken out of the staff deck: nobody can hire it"},
    [GAH_VARIANT_DISCARD_FREE] = {"discard-free-guests", "Discard free guests",
        "A round in which nobody takes a guest ends with the two free guests of the queue discarded"},
    [GAH_VARIANT_HERLIUS] = {"herlius", "Objectives by herlius", "Three more objectives, one for each letter: 20 VP from guest cards, a full floor and column, "
        "two colours of 4 rooms"},
    [GAH_VARIANT_ROWE_SMITH] = {"rowe-smith", "Staff by Rowe-Smith", "Nine more staff cards shuffled into the deck, among them the Baker, the Financier and the Maitre D'"},
};

const gah_variant_info *gah_variant_info_of(int variant)
{
    return variant >= 0 && variant < GAH_VARIANT_COUNT ? &variants[variant] : NULL;
}

int gah_variant_by_key(const char *key)
{
    for (int v = 0; v < GAH_VARIANT_COUNT; v++)
        if (!strcmp(variants[v].key, key)) return v;
    return -1;
}

/* ---- the rules ---- */

bool gah_staff_in_play(const gah_state *st, int staff_id)
{
    const gah_staff_card *card = gah_staff_by_id(staff_id);
    if (!card) return false;
    if (card->id == GAH_STAFF_KITCHEN_HAND && GAH_VARIANT_ON(st, GAH_VARIANT_NO_KITCHEN_HAND)) return false;
    if (!gah_card_in_play(st, card->module)) return false;
    return !card->variant || GAH_VARIANT_ON(st, card->variant - 1);
}

bool gah_variant_objective_in_play(const gah_state *st, const gah_objective_card *card)
{
    return !card->variant || GAH_VARIANT_ON(st, card->variant - 1);
}

void gah_variant_guest_taken(gah_state *st)
{
    if (GAH_VARIANT_ON(st, GAH_VARIANT_DISCARD_FREE)) st->variant_guest_taken = 1;
}

/* Seed 001, "Discard free guests": the guests that cost nothing leave, the others slide along to the free
 * end and new guests fill the queue from the expensive end, as when guests are taken. */
void gah_variant_end_round(gah_ctx *c)
{
    gah_state *st = c->st;
    if (!GAH_VARIANT_ON(st, GAH_VARIANT_DISCARD_FREE)) return;
    bool taken = st->variant_guest_taken;
    st->variant_guest_taken = 0;
    if (taken || st->round >= gah_rules.rounds) return; /* after the last round the queue no longer matters */
    for (int pos = 0; pos < GAH_QUEUE; pos++) {
        if (!st->queue[pos] || gah_rules.queue_costs[pos] != 0) continue;
        if (gah_solo_entrances_shift_off(c, st->queue[pos])) continue; /* Sushi Resort's token guest stays (ruling 806) */
        gah_ev_push(c, GAH_EV_GUEST_DISCARDED, 0, st->queue[pos], pos + 1, 0, 0);
        st->guest_discard[st->guest_discard_count++] = st->queue[pos];
        st->queue[pos] = 0;
    }
    /* The rightmost guest still there moves first, so each slide goes to a space already empty. */
    int to = GAH_QUEUE - 1;
    for (int from = GAH_QUEUE - 1; from >= 0; from--) {
        if (!st->queue[from]) continue;
        if (from != to) {
            st->queue[to] = st->queue[from];
            st->queue[from] = 0;
            gah_ev_push(c, GAH_EV_QUEUE_SLIDE, 0, st->queue[to], from + 1, to + 1, 0);
        }
        to--;
    }
    gah_queue_fill(c);
}

/* ---- Original rules: the Emperor penalty's alternative as the player's choice ---- */

void gah_offer_penalty_choice(legal_out *l, gah_prompt pr)
{
    gah_legal_offer(l, GAH_CMD_CHOOSE, 1, 0);
    gah_legal_offer(l, GAH_CMD_CHOOSE, 2, 0);
}

const char *gah_apply_penalty_choice(gah_ctx *c, int seat, gah_command cmd)
{
    if (cmd.a != 1 && cmd.a != 2) REFUSE("Choose 1 to suffer the penalty or 2 to lose the VP.");
    gah_step_pop(c->st);
    gah_emperor_penalty_way(c, seat, cmd.a == 1 ? PENALTY_SUFFER : PENALTY_LOSE_VP);
    return NULL;
}

/* ---- Original rules: E. Gizia's extra turn ---- */

void gah_variant_gizia_moved(gah_ctx *c, int seat)
{
    (void)seat;
    c->st->variant_gizia = GIZIA_TURN_DUE;
}

/* Seed 001: the extra turn follows the die action of the turn in which she moved in; nothing of that turn
 * is lost by starting it when the player ends the turn, since every additional action is open in both. */
bool gah_variant_extra_turn(gah_ctx *c, int seat)
{
    gah_state *st = c->st;
    if (st->variant_gizia != GIZIA_TURN_DUE) {
        st->variant_gizia = GIZIA_TURN_NONE;
        return false;
    }
    st->variant_gizia = GIZIA_TURN_NOW;
    st->turn_guest_taken = st->turn_die_taken = st->turn_acted = false;
    gah_ev_push(c, GAH_EV_TURN_START, seat, 0, 0, 0, 0);
    return true;
}

/* ---- Rowe-Smith staff: the Events Coordinator's choice of bonus ---- */

void gah_offer_bonus_kind(legal_out *l, gah_prompt pr)
{
    for (int k = 1; k <= 3; k++) gah_legal_offer(l, GAH_CMD_CHOOSE, k, 0);
}

const char *gah_apply_bonus_kind(gah_ctx *c, int seat, gah_command cmd)
{
    if (cmd.a < 1 || cmd.a > 3) REFUSE("Choose 1 for VP, 2 for krone or 3 for Emperor steps.");
    int group = gah_step_top(c->st)->extra;
    gah_step_pop(c->st);
    gah_group_bonus_as(c, seat, group, cmd.a == 1 ? GAH_COLOUR_BLUE : cmd.a == 2 ? GAH_COLOUR_RED : GAH_COLOUR_YELLOW);
    return NULL;
}

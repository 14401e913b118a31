/* Let's Waltz module 4, Start Player (seed 004): turn order goes round the table clockwise, the starting
 * krone follow the first round's order, and the skeleton key lets a player give up a die for a dish or
 * drink, a main action at strength 1 and the first turn of the next round. Rulings from 601. */
#include "prompts.h"
#include "waltz_startplayer.h"
#include "waltz_entrances.h"

void gah_startplayer_setup(gah_ctx *c)
{
    gah_state *st = c->st;
    if (!STARTPLAYER_ON(st)) return;
    for (int s = 0; s < st->players; s++) {
        int position = (s - st->start_seat + st->players) % st->players;
        st->player[s].money = (int8_t)gah_rules.startplayer_money[position];
    }
}

bool gah_startplayer_turn_tile(const gah_state *st, int position, int *first, int *second)
{
    if (!STARTPLAYER_ON(st)) return false;
    *first = gah_rules.startplayer_tiles[st->players][position][0];
    *second = gah_rules.startplayer_tiles[st->players][position][1];
    return true;
}

void gah_startplayer_on_pass(gah_state *st, int seat)
{
    if (STARTPLAYER_ON(st)) st->startplayer.passed |= (uint8_t)(1u << seat);
}

int gah_startplayer_next_start(gah_ctx *c)
{
    gah_state *st = c->st;
    int holder = st->startplayer.key_holder;
    /* Seed 004: the tiles go round clockwise from the key's holder; untaken, they pass left as usual. */
    int next = holder ? holder - 1 : (st->start_seat + 1) % st->players;
    gah_ev_push(c, GAH_EV_KEY_RETURNED, next, holder != 0, 0, 0, 0);
    st->startplayer.key_holder = 0;
    st->startplayer.key_covers = 0;
    st->startplayer.passed = 0;
    return next;
}

bool gah_startplayer_holds_key(const gah_state *st, int seat)
{
    return STARTPLAYER_ON(st) && st->startplayer.key_holder == seat + 1;
}

const char *gah_key_take_refusal(const gah_state *st, int seat)
{
    if (!STARTPLAYER_ON(st)) REFUSE("The skeleton key comes with Let's Waltz module 4 (Start Player).");
    if (st->startplayer.key_holder) REFUSE("The skeleton key has already been taken this round.");
    /* Seed 004: not when passing nor after it, even once the re-roll has brought the player back in. */
    if (st->startplayer.passed & (1u << seat)) REFUSE("You passed this round, so the skeleton key is out of reach.");
    if (st->turn_die_taken) REFUSE("The key is taken instead of a die, and you have taken yours this turn.");
    /* Seed 004, module 3: The Kozi Palace moves no die when its owner takes the key. */
    if (st->entrances.kozi_to) REFUSE("You moved a die this turn (The Kozi Palace), so take that die, not the key.");
    /* Ruling 606: E. Gizia's extra turn (Original rules) covers no turn number, so it has no room for the key. */
    if (st->variant_gizia == GIZIA_TURN_NOW) REFUSE("In E. Gizia's extra turn, use an action space or end the turn.");
    return NULL;
}

const char *gah_key_take(gah_ctx *c, int seat)
{
    gah_state *st = c->st;
    const char *why = gah_key_take_refusal(st, seat);
    if (why) return why;
    gah_player *p = &st->player[seat];
    int first, second;
    gah_turn_tile(st, seat, &first, &second);
    /* The key covers the lowest visible number, as a die would: the turn counts as one of the two. */
    int number = (p->covered & 1) ? second : first;
    st->startplayer.key_covers = (p->covered & 1) ? 2 : 1;
    p->covered |= st->startplayer.key_covers;
    st->turn_die_taken = true;
    st->startplayer.key_holder = (uint8_t)(seat + 1);
    gah_ev_push(c, GAH_EV_KEY_TAKEN, seat, number, 0, 0, 0);
    /* The players after the taker, clockwise, get 0, 1, 2 krone; it is not their turn, so the celebrity
     * powers that answer a krone gain stay silent (ruling 604). */
    for (int k = 1; k < st->players; k++)
        gah_gain_money_off_turn(c, (seat + k) % st->players, gah_rules.startplayer_compensation[k - 1]);
    gah_run_effect(c, seat, GAH_FX_ITEM, 1); /* a dish or drink of the player's choice, picked while placing */
    gah_step_push(st, (gah_step){.kind = GAH_PROMPT_KEY_ACTION, .seat = (uint8_t)seat,
                             .amount = (int8_t)gah_rules.key_action_strength});
    /* Module 3, Corogari Zant-Mainz: its bonus goes on top, before the key's action (ruling 901). */
    gah_entrances_on_key_taken(c, seat);
    return NULL;
}

void gah_startplayer_offer_key(legal_out *l, int seat)
{
    if (STARTPLAYER_ON(l->st)) legal_offer_if(l, gah_key_take_refusal(l->st, seat), GAH_CMD_KEY, 0, 0);
}

/* The key's action: one of the main actions 1 to 5 (not the imitation), whatever dice lie on its space. */
static const char *key_action_refusal(int action)
{
    if (action < 1 || action > 5) REFUSE("The key's action is one of the main actions 1 to 5.");
    return NULL;
}

void gah_offer_key_action(legal_out *l, gah_prompt pr)
{
    for (int v = 1; v <= 6; v++) legal_offer_if(l, key_action_refusal(v), GAH_CMD_ACTION, v, 0);
    legal_offer_if(l, NULL, GAH_CMD_SKIP, 0, 0);
}

const char *gah_apply_key_action(gah_ctx *c, int seat, gah_command cmd)
{
    gah_state *st = c->st;
    if (cmd.type == GAH_CMD_SKIP) {
        gah_step_pop(st);
        return NULL;
    }
    const char *why = key_action_refusal(cmd.a);
    if (why) return why;
    int strength = gah_step_top(st)->amount;
    gah_step_pop(st);
    /* No die is taken: no boost, no staff card or celebrity that answers a die (rulings 601-603). */
    gah_turn_start_action(c, seat, cmd.a, strength, false);
    return NULL;
}

/* Let's Waltz module 2 (Celebrities, seed 004): three coloured dice among the white ones, the lounge of
 * three celebrities whose VP chits go 1 -> 2 -> 4 -> discarded at each end of round, and the celebrities'
 * powers for the round they are held. Entered from the base rules only through waltz_celebrities.h. */
#include "waltz_celebrities.h"

#include "prompts.h"

static const char *const colour_words[GAH_DIE_COLOUR_COUNT] = {"white", "red", "blue", "yellow"};

/* Seed 004, set-up: the tiles marked with the note need module 1 as well. */
static bool celebrity_usable(const gah_state *st, const gah_celebrity *cel)
{
    return (cel->needs & ~(unsigned)st->params.waltz) == 0;
}

static int popcount3(unsigned bits)
{
    return (int)(bits & 1) + (int)((bits >> 1) & 1) + (int)((bits >> 2) & 1);
}

static bool holds(const gah_state *st, int seat, int power)
{
    if (gah_seat_is_automa(st, seat)) return false; /* seed 002: Elisabeth ignores the celebrities' powers */
    unsigned held = st->lounge.held[seat];
    for (int i = 0; i < gah_celebrity_count; i++)
        if ((held & (1u << gah_celebrities[i].id)) && gah_celebrities[i].power == power) return true;
    return false;
}

/* Seed 004, "End of Round" 3: empty lounge spaces are filled left to right; an empty stack is the discard
 * pile shuffled. */
static void lounge_refill(gah_ctx *c)
{
    gah_lounge *l = &c->st->lounge;
    for (int i = 0; i < GAH_LOUNGE; i++) {
        if (l->celebrity[i]) continue;
        if (!l->stack_count && l->discard_count) {
            memcpy(l->stack, l->discard, l->discard_count);
            l->stack_count = l->discard_count;
            l->discard_count = 0;
            memset(l->discard, 0, sizeof l->discard);
            gah_rng_shuffle(c->st, l->stack, l->stack_count);
            gah_ev_push(c, GAH_EV_CELEBRITY_RESHUFFLE, c->st->start_seat, l->stack_count, 0, 0, 0);
        }
        if (!l->stack_count) continue;
        l->celebrity[i] = l->stack[--l->stack_count];
        l->stack[l->stack_count] = 0;
        l->vp[i] = 1;
        gah_ev_push(c, GAH_EV_LOUNGE_REFILL, c->st->start_seat, l->celebrity[i], i, 0, 0);
    }
}

void gah_celebrities_setup(gah_ctx *c)
{
    gah_state *st = c->st;
    if (!CELEBRITIES_ON(st)) return;
    for (int i = 0; i < gah_celebrity_count; i++)
        if (celebrity_usable(st, &gah_celebrities[i])) st->lounge.stack[st->lounge.stack_count++] = gah_celebrities[i].id;
    gah_rng_shuffle(st, st->lounge.stack, st->lounge.stack_count);
    lounge_refill(c);
}

/* Seed 004, "Course of Play": the start player rolls the white and the coloured dice together. The
 * coloured ones are drawn first, red, blue, yellow, one RNG draw each. */
int gah_celebrities_roll(gah_ctx *c, bool new_round)
{
    gah_state *st = c->st;
    if (!CELEBRITIES_ON(st)) return 0;
    gah_lounge *l = &st->lounge;
    unsigned mask = 0;
    for (int v = 1; v <= 6; v++) mask |= l->colours[v];
    if (new_round) mask = 7, l->colours[0] = 0;
    memset(&l->colours[1], 0, 6);
    int n = 0;
    for (int colour = GAH_DIE_RED; colour <= GAH_DIE_YELLOW; colour++) {
        if (!(mask & GAH_DIE_COLOUR_BIT(colour))) continue;
        int v = 1 + gah_rng_below(st, 6);
        st->dice[v]++;
        l->colours[v] = (uint8_t)(l->colours[v] | GAH_DIE_COLOUR_BIT(colour));
        gah_ev_push(c, GAH_EV_COLOUR_DIE, st->start_seat, colour, v, 0, 0);
        n++;
    }
    return n;
}

/* Seed 004, "Using an Action Space": 1 krone per other die on the space, whatever its colour. The boost's
 * die is not on the space (ruling 23). */
const char *gah_celebrities_die_price(const gah_state *st, int value, int colour, int *cost)
{
    unsigned here = st->lounge.colours[value];
    if (colour == GAH_DIE_WHITE) {
        if (popcount3(here) >= st->dice[value]) REFUSE("Only coloured dice are left on that space: say which one.");
        return NULL;
    }
    if (!CELEBRITIES_ON(st)) REFUSE("There are no coloured dice in this game.");
    if (colour < GAH_DIE_RED || colour > GAH_DIE_YELLOW) REFUSE("Dice are white, red, blue or yellow.");
    if (!(here & GAH_DIE_COLOUR_BIT(colour))) {
        if (colour == GAH_DIE_RED) REFUSE("The red die is not on that action space.");
        if (colour == GAH_DIE_BLUE) REFUSE("The blue die is not on that action space.");
        REFUSE("The yellow die is not on that action space.");
    }
    *cost += st->dice[value] - 1;
    return NULL;
}

void gah_celebrities_die_taken(gah_ctx *c, int seat, int value, int colour, bool forfeit)
{
    if (colour == GAH_DIE_WHITE) return;
    gah_lounge *l = &c->st->lounge;
    l->colours[value] = (uint8_t)(l->colours[value] & ~GAH_DIE_COLOUR_BIT(colour));
    if (forfeit) return; /* ruling 25: a die taken without paying brings nothing */
    int space = colour - 1, id = l->celebrity[space], vp = l->vp[space];
    if (!id) return; /* the stack ran dry: the die is only a die */
    l->celebrity[space] = 0;
    l->vp[space] = 0;
    l->held[seat] = (uint16_t)(l->held[seat] | (1u << id));
    gah_ev_push(c, GAH_EV_CELEBRITY_TAKEN, seat, id, space, 0, vp);
    gah_gain_vp(c, seat, vp, GAH_VP_CELEBRITIES);
}

static void dustbin_remove(gah_ctx *c, int roller, int value, int colour)
{
    gah_state *st = c->st;
    st->dice[value]--;
    st->dustbin++;
    if (colour) {
        st->lounge.colours[value] = (uint8_t)(st->lounge.colours[value] & ~GAH_DIE_COLOUR_BIT(colour));
        st->lounge.colours[0] = (uint8_t)(st->lounge.colours[0] | GAH_DIE_COLOUR_BIT(colour));
    }
    gah_ev_push_event(c, (gah_event){.type = GAH_EV_DIE_DUSTBIN, .seat = (uint8_t)roller, .a = (int16_t)value, .d = (int16_t)colour});
}

/* Seed 004, "Passing": a white die goes to the dustbin if there is one; only when every die left is
 * coloured does the re-roller choose which. */
int gah_celebrities_dustbin(gah_ctx *c, int roller)
{
    gah_state *st = c->st;
    if (!CELEBRITIES_ON(st)) return 0;
    int coloured = 0, last_v = 0, last_colour = 0;
    for (int v = 1; v <= 6; v++) {
        int n = popcount3(st->lounge.colours[v]);
        if (st->dice[v] > n) {
            dustbin_remove(c, roller, v, GAH_DIE_WHITE);
            return 1;
        }
        for (int colour = GAH_DIE_RED; colour <= GAH_DIE_YELLOW; colour++)
            if (st->lounge.colours[v] & GAH_DIE_COLOUR_BIT(colour)) coloured++, last_v = v, last_colour = colour;
    }
    if (coloured <= 1) {
        if (coloured) dustbin_remove(c, roller, last_v, last_colour);
        return 1;
    }
    gah_step_push(st, (gah_step){.kind = GAH_PROMPT_DUSTBIN, .seat = (uint8_t)roller});
    return 2;
}

void gah_celebrities_offer_dice(legal_out *l, int value)
{
    const char *why[2];
    bool asked = false;
    for (int colour = GAH_DIE_RED; colour <= GAH_DIE_YELLOW; colour++)
        if (l->st->lounge.colours[value] & GAH_DIE_COLOUR_BIT(colour)) {
            /* Decided by the refusal the die's apply path asks (issue 21: on a copy it was a third of the
             * engine's time with the modules). The coloured dice on one space share it: the colour counts
             * only as coloured or not once the die is there (die_base, gah_celebrities_die_price, die_payable),
             * so it is asked for the first one only. */
            if (!asked) gah_turn_die_refusals(l->st, l->seat, value, colour, why), asked = true;
            legal_offer_if(l, why[0], GAH_CMD_DIE, value, colour << 1);
            legal_offer_if(l, why[1], GAH_CMD_DIE, value, colour << 1 | 1);
        }
}

void gah_offer_dustbin(legal_out *l, gah_prompt pr)
{
    (void)pr;
    for (int v = 1; v <= 6; v++)
        for (int colour = GAH_DIE_RED; colour <= GAH_DIE_YELLOW; colour++)
            if (l->st->lounge.colours[v] & GAH_DIE_COLOUR_BIT(colour)) gah_legal_offer(l, GAH_CMD_DIE, v, colour << 1);
}

const char *gah_apply_dustbin(gah_ctx *c, int seat, gah_command cmd)
{
    gah_state *st = c->st;
    int colour = cmd.b >> 1;
    if (cmd.b & 1) REFUSE("Nothing is boosted here: choose the die for the dustbin.");
    if (colour == GAH_DIE_WHITE) REFUSE("Only coloured dice are left: choose one of them for the dustbin.");
    if (cmd.a < 1 || cmd.a > 6 || colour > GAH_DIE_YELLOW || !(st->lounge.colours[cmd.a] & GAH_DIE_COLOUR_BIT(colour)))
        REFUSE("That die is not on the action board.");
    gah_step_pop(st);
    dustbin_remove(c, seat, cmd.a, colour);
    gah_turn_reroll(c);
    return NULL;
}

/* Seed 004, "End of Round", before the Emperor scoring. */
void gah_celebrities_end_round(gah_ctx *c)
{
    gah_state *st = c->st;
    if (!CELEBRITIES_ON(st)) return;
    gah_lounge *l = &st->lounge;
    for (int s = 0; s < st->players; s++) {
        for (int id = 1; id < GAH_CELEBRITY_MAX; id++) {
            if (!(l->held[s] & (1u << id))) continue;
            l->discard[l->discard_count++] = (uint8_t)id;
            gah_ev_push(c, GAH_EV_CELEBRITY_DISCARDED, s, id, 0, 0, 0);
        }
        l->held[s] = 0;
    }
    l->exchanged = 0;
    for (int i = 0; i < GAH_LOUNGE; i++) {
        if (!l->celebrity[i]) continue;
        int id = l->celebrity[i];
        if (l->vp[i] >= 4) {
            l->discard[l->discard_count++] = (uint8_t)id;
            l->celebrity[i] = 0;
            l->vp[i] = 0;
        } else {
            l->vp[i] = (uint8_t)(l->vp[i] * 2);
        }
        gah_ev_push(c, GAH_EV_LOUNGE_CHIT, st->start_seat, id, i, 0, l->vp[i]);
    }
    lounge_refill(c);
}

/* ---- the powers (seed 004 appendix) ---- */

int gah_celebrities_vp_extra_(const gah_state *st, int seat, int amount)
{
    return amount >= 1 && holds(st, seat, GAH_CELEB_VP_PLUS) ? 2 : 0;
}

int gah_celebrities_emperor_extra_(const gah_state *st, int seat, int steps)
{
    return steps >= 1 && holds(st, seat, GAH_CELEB_EMPEROR_PLUS) ? 1 : 0;
}

/* Albert Einstein: once a round, up to four kitchen items traded one at a time for items of other kinds
 * than any given (and never giving back a kind taken). The exchange step keeps the kinds given (low four
 * bits of `extra`) and taken (high four) and the trades left (`count`). */
enum { EXCHANGE_ITEMS = 4 };
/* The kinds Einstein trades: the four dishes and drinks. Seed 004's appendix keeps champagne (module 1)
 * and money out of the exchange, so the step's 4 bits each for kinds given and taken are enough. */
enum { EXCHANGE_KINDS = GAH_ITEM_CHAMPAGNE };

static const char *trade(gah_ctx *c, int seat, int give, int take, unsigned given, unsigned taken)
{
    gah_state *st = c->st;
    if (give < 0 || give >= EXCHANGE_KINDS || take < 0 || take >= EXCHANGE_KINDS) REFUSE("Einstein trades dishes and drinks.");
    if (give == take) REFUSE("Take a different kind of item than the one you give.");
    if (!st->player[seat].kitchen[give]) REFUSE("You have no such item in your kitchen.");
    if (given & (1u << take)) REFUSE("You cannot take back a kind of item you gave in this exchange.");
    if (taken & (1u << give)) REFUSE("You cannot give a kind of item you took in this exchange.");
    st->player[seat].kitchen[give]--;
    gah_ev_push(c, GAH_EV_ITEM_TRADED, seat, give, take, 0, 0);
    int items[GAH_ITEM_COUNT] = {0};
    items[take] = 1;
    gah_gain_items(c, seat, items);
    return NULL;
}

const char *gah_celebrities_exchange(gah_ctx *c, int seat, int give, int take)
{
    gah_state *st = c->st;
    if (!holds(st, seat, GAH_CELEB_SWAP_ITEMS)) REFUSE("Trading items needs Albert Einstein in front of you.");
    if (st->lounge.exchanged & (1u << seat)) REFUSE("You have already made this round's exchange.");
    st->lounge.exchanged = (uint8_t)(st->lounge.exchanged | (1u << seat));
    unsigned mask = (1u << give) | (1u << (4 + take));
    gah_step_push(st, (gah_step){.kind = GAH_PROMPT_EXCHANGE, .seat = (uint8_t)seat, .count = EXCHANGE_ITEMS - 1,
                             .extra = (int8_t)mask});
    return trade(c, seat, give, take, 0, 0);
}

void gah_celebrities_offer_exchange(legal_out *l, int seat)
{
    const gah_state *st = l->st;
    if (!holds(st, seat, GAH_CELEB_SWAP_ITEMS) || (st->lounge.exchanged & (1u << seat))) return;
    for (int give = 0; give < EXCHANGE_KINDS; give++)
        for (int take = 0; take < EXCHANGE_KINDS && st->player[seat].kitchen[give]; take++)
            /* Every refusal gah_celebrities_exchange and trade ask is decided above (nothing given or taken
             * yet): offered directly (issue 21). */
            if (take != give) legal_offer_if(l, NULL, GAH_CMD_SWAP, give, take);
}

void gah_offer_exchange(legal_out *l, gah_prompt pr)
{
    for (int give = 0; give < EXCHANGE_KINDS; give++)
        for (int take = 0; take < EXCHANGE_KINDS; take++) gah_legal_offer(l, GAH_CMD_SWAP, give, take);
    gah_legal_offer(l, GAH_CMD_DONE, 0, 0);
}

const char *gah_apply_exchange(gah_ctx *c, int seat, gah_command cmd)
{
    gah_state *st = c->st;
    gah_step *top = gah_step_top(st);
    if (cmd.type == GAH_CMD_DONE) {
        if (top->amount == EXCHANGE_EXACT) REFUSE("The Wagon Master trades exactly two items.");
        gah_step_pop(st);
        return NULL;
    }
    const char *why = gah_more_trade_refusal(st, seat, cmd.a, cmd.b); /* Let's Waltz module 5: the Wagon Master */
    if (why) return why;
    unsigned mask = (uint8_t)top->extra, given = mask & 15, taken = mask >> 4;
    if (cmd.a < EXCHANGE_KINDS && cmd.b < EXCHANGE_KINDS)
        mask |= (1u << cmd.a) | (1u << (4 + cmd.b));
    top->extra = (int8_t)mask;
    if (--top->count <= 0) gah_step_pop(st);
    return trade(c, seat, cmd.a, cmd.b, given, taken);
}

/* Elizabeth Magie: after the krone, one room 1 krone cheaper (optional: `done` declines). */
void gah_celebrities_on_krone_(gah_ctx *c, int seat, int amount)
{
    if (amount < 1 || !holds(c->st, seat, GAH_CELEB_KRONE_ROOM)) return;
    if (!gah_rooms_count(c->st, seat, GAH_ROOM_EMPTY)) return;
    gah_step_push(c->st, (gah_step){.kind = GAH_PROMPT_ROOMS, .seat = (uint8_t)seat, .count = 1, .amount = 1});
}

int gah_celebrities_room_cost_(const gah_state *st, int seat, int cost)
{
    return holds(st, seat, GAH_CELEB_ROOMS_FREE) ? 0 : cost;
}

void gah_celebrities_on_occupied_(gah_ctx *c, int seat)
{
    if (holds(c->st, seat, GAH_CELEB_ROOM_VP)) gah_gain_vp(c, seat, 2, GAH_VP_CELEBRITIES);
}

/* Dishes or drinks of the player's choice (never champagne: gah_items_place refuses it), chosen while placing. */
static void items_of_choice(gah_ctx *c, int seat, int count)
{
    c->st->pending_seat = (uint8_t)seat;
    c->st->pending_any = (uint8_t)(c->st->pending_any + count);
}

/* After a staff card: Marie Curie's two dishes or drinks of choice; Giacomo Puccini's champagne and 2 VP
 * (module 1), the champagne first as the tile lists it (so Pablo Picasso's item comes before the VP). */
void gah_celebrities_on_staff_played_(gah_ctx *c, int seat)
{
    if (holds(c->st, seat, GAH_CELEB_STAFF_ITEMS)) items_of_choice(c, seat, 2);
    if (holds(c->st, seat, GAH_CELEB_STAFF_CHAMPAGNE)) {
        int items[GAH_ITEM_COUNT] = {0};
        items[GAH_ITEM_CHAMPAGNE] = 1;
        gah_gain_items(c, seat, items);
        gah_gain_vp(c, seat, 2, GAH_VP_CELEBRITIES);
    }
}

/* Pablo Picasso (module 1): one gain of champagne is one source (ruling 208), whatever its amount. */
void gah_celebrities_on_champagne_(gah_ctx *c, int seat)
{
    if (!holds(c->st, seat, GAH_CELEB_CHAMPAGNE_ITEM)) return;
    items_of_choice(c, seat, 1);
    gah_gain_vp(c, seat, 1, GAH_VP_CELEBRITIES);
}

/* Mata Hari (module 1): per dancer placed in a ballroom, 1 VP and the Emperor step taken at once
 * (ruling 209). */
void gah_celebrities_on_dancer_sent_(gah_ctx *c, int seat)
{
    if (!holds(c->st, seat, GAH_CELEB_DANCER_VP)) return;
    gah_gain_vp(c, seat, 1, GAH_VP_CELEBRITIES);
    gah_gain_emperor(c, seat, 1);
}

int gah_celebrities_items_ignored_(const gah_state *st, int seat)
{
    return holds(st, seat, GAH_CELEB_IGNORE_ITEM) ? 1 : 0;
}

/* The stack's order is hidden: a view zeroes it, a determinized state deals it again from the usable
 * celebrities that are nowhere else (the lounge, in front of a player, the discard pile). */
void gah_celebrities_restack(gah_state *st)
{
    if (!CELEBRITIES_ON(st)) return;
    gah_lounge *l = &st->lounge;
    unsigned seen = 0;
    for (int i = 0; i < GAH_LOUNGE; i++) seen |= 1u << l->celebrity[i];
    for (int i = 0; i < l->discard_count; i++) seen |= 1u << l->discard[i];
    for (int s = 0; s < GAH_MAX_PLAYERS; s++) seen |= l->held[s];
    memset(l->stack, 0, sizeof l->stack);
    l->stack_count = 0;
    for (int i = 0; i < gah_celebrity_count; i++)
        if (celebrity_usable(st, &gah_celebrities[i]) && !(seen & (1u << gah_celebrities[i].id)))
            l->stack[l->stack_count++] = gah_celebrities[i].id;
    gah_rng_shuffle(st, l->stack, l->stack_count);
}

const char *gah_celebrity_colour_word(int colour)
{
    return colour >= 0 && colour < GAH_DIE_COLOUR_COUNT ? colour_words[colour] : "?";
}

/* Let's Waltz module 1, Vienna Ballrooms (seed 004, "Module 1" and the appendix's ballroom index): the
 * ballroom boards and their places, champagne, the set-up with the rehearsal rooms, the two changed action
 * spaces, the module's effects, the Cellist's price and the objectives. Sending dancers is in
 * waltz_dancers.c, the ballroom scorings and the Emperor's penalties in waltz_ballroom_scoring.c. Entered
 * only from the hooks declared in waltz_ballrooms.h; every hook does nothing when the module is off. */
#include "prompts.h"

/* ---- the boards and their places ---- */

const gah_ballroom_board *gah_ballrooms_board_at(const gah_state *st, int ballroom)
{
    int id = st->ballrooms.board[ballroom];
    return id >= 1 && id <= gah_ballroom_board_count ? &gah_ballroom_boards[id - 1] : NULL;
}

int gah_ballrooms_row_spaces(const gah_state *st, int ballroom, int row)
{
    const gah_ballroom_board *b = gah_ballrooms_board_at(st, ballroom);
    return b ? b->spaces[st->players - 2][row] : 0;
}

int gah_ballrooms_row_taken(const gah_state *st, int ballroom, int row)
{
    int n = 0;
    while (n < GAH_BALLROOM_SPACES && st->ballrooms.space[ballroom][row][n]) n++;
    return n;
}

/* Seed 004, "The Balcony": the rightmost ballroom's top row goes on without end. */
bool gah_ballrooms_on_balcony(const gah_state *st, int ballroom, int row)
{
    return ballroom == GAH_BALLROOMS - 1 && row == 0 &&
           gah_ballrooms_row_taken(st, ballroom, row) >= gah_ballrooms_row_spaces(st, ballroom, row);
}

int gah_ballrooms_place_cost(const gah_state *st, int ballroom, int row)
{
    const gah_ballroom_board *b = gah_ballrooms_board_at(st, ballroom);
    if (!b) return -1;
    if (gah_ballrooms_on_balcony(st, ballroom, row)) return gah_rules.balcony_cost;
    return gah_ballrooms_row_taken(st, ballroom, row) < gah_ballrooms_row_spaces(st, ballroom, row) ? b->cost[row] : -1;
}

int gah_ballroom_cost(const gah_state *st, int ballroom, int row)
{
    if (!BALLROOMS_ON(st) || ballroom < 1 || ballroom > GAH_BALLROOMS || row < 1 || row > GAH_BALLROOM_ROWS) return -1;
    return gah_ballrooms_place_cost(st, ballroom - 1, row - 1);
}

bool gah_ballroom_is_balcony(const gah_state *st, int ballroom, int row)
{
    return gah_ballroom_cost(st, ballroom, row) >= 0 && gah_ballrooms_on_balcony(st, ballroom - 1, row - 1);
}

bool gah_ballrooms_can_afford(const gah_state *st, int seat, int discount)
{
    for (int b = 0; b < GAH_BALLROOMS; b++)
        for (int r = 0; r < GAH_BALLROOM_ROWS; r++) {
            int cost = gah_ballrooms_place_cost(st, b, r);
            if (cost >= 0 && cost - discount <= st->player[seat].kitchen[GAH_ITEM_CHAMPAGNE]) return true;
        }
    return false;
}

bool gah_ballrooms_can_send(const gah_state *st, int seat, int discount)
{
    if (!BALLROOMS_ON(st)) return false;
    bool dancer = false;
    for (int k = 0; k < GAH_REHEARSAL_SECTIONS; k++) dancer |= st->ballrooms.section[seat][k] != 0;
    if (!dancer) return false;
    /* Champagne still waiting to be placed can end up in the kitchen. */
    int waiting = st->pending_seat == seat ? st->pending_items[GAH_ITEM_CHAMPAGNE] : 0;
    return gah_ballrooms_can_afford(st, seat, discount == GAH_AMOUNT_FREE ? 99 : discount + waiting);
}

/* ---- set-up ---- */

static void take_rehearsal(gah_ctx *c, int seat, int id)
{
    gah_state *st = c->st;
    st->ballrooms.offer = (uint8_t)(st->ballrooms.offer & ~(1u << (id - 1)));
    st->ballrooms.rehearsal[seat] = (uint8_t)id;
    for (int k = 0; k < GAH_REHEARSAL_SECTIONS; k++) st->ballrooms.section[seat][k] = (uint8_t)(k + 1);
    gah_ev_push(c, GAH_EV_REHEARSAL_CHOSEN, seat, id, 0, 0, 0);
}

void gah_ballrooms_setup(gah_ctx *c)
{
    gah_state *st = c->st;
    if (!BALLROOMS_ON(st)) return;
    /* Seed 004, Setup step 5: one champagne besides the four dishes and drinks. */
    for (int s = 0; s < st->players; s++)
        if (!gah_seat_is_automa(st, s)) st->player[s].kitchen[GAH_ITEM_CHAMPAGNE] = 1; /* seed 002: not the automa */
    /* Step 1: three of the boards in a random order, left to right (scored after rounds 3, 5, 7). */
    uint8_t boards[16];
    int count = gah_ballroom_board_count < 16 ? gah_ballroom_board_count : 16;
    for (int i = 0; i < count; i++) boards[i] = (uint8_t)(i + 1);
    gah_rng_shuffle(st, boards, count);
    for (int i = 0; i < GAH_BALLROOMS; i++) st->ballrooms.board[i] = boards[i];
    /* The module's Emperor tiles are shuffled into their letters' stacks: one chance in five each. */
    for (int letter = 0; letter < 3; letter++)
        if (gah_rng_below(st, 5) == 4) st->emperor_tiles[letter] = (uint8_t)(12 + letter);
    /* Its objectives likewise: one each for A, B and C, shuffled in with the cards of its letter already in
     * play (the base four; five with seed 001's herlius objectives), so every card of a letter is equally likely. */
    for (int i = 0; i < gah_objective_count; i++) {
        const gah_objective_card *o = &gah_objectives[i];
        if (o->module != 1 || o->category < 'A' || o->category > 'C') continue;
        int others = 0;
        for (int j = 0; j < gah_objective_count; j++)
            others += !gah_objectives[j].module && gah_objectives[j].category == o->category &&
                      gah_variant_objective_in_play(st, &gah_objectives[j]);
        if (gah_rng_below(st, others + 1) == others) st->objectives[o->category - 'A'] = (uint8_t)o->id;
    }
    /* Step 6: as many rehearsal room boards as players, chosen counter-clockwise from the player to the
     * right of the start player (the first choice is pushed last). */
    uint8_t rehearsal[8];
    int boards_n = gah_rehearsal_board_count < 8 ? gah_rehearsal_board_count : 8;
    for (int i = 0; i < boards_n; i++) rehearsal[i] = (uint8_t)(i + 1);
    gah_rng_shuffle(st, rehearsal, boards_n);
    int people = st->players - (HAS_AUTOMA(st) ? 1 : 0);
    for (int i = 0; i < people && i < boards_n; i++) st->ballrooms.offer |= (uint8_t)(1u << (rehearsal[i] - 1));
    for (int k = 0; k < st->players; k++) {
        int seat = (st->start_seat + k) % st->players;
        if (gah_seat_is_automa(st, seat)) continue; /* seed 002: the automa has no rehearsal room */
        if (HAS_AUTOMA(st)) take_rehearsal(c, seat, rehearsal[0]); /* seed 002: solo, a random board, no choice */
        else gah_step_push(st, (gah_step){.kind = GAH_PROMPT_REHEARSAL, .seat = (uint8_t)seat});
    }
}

void gah_offer_rehearsal(legal_out *l, gah_prompt pr)
{
    for (int b = 1; b <= gah_rehearsal_board_count; b++) gah_legal_offer(l, GAH_CMD_KEEP, b, 0);
}

const char *gah_apply_rehearsal(gah_ctx *c, int seat, gah_command cmd)
{
    gah_state *st = c->st;
    if (cmd.a < 1 || cmd.a > gah_rehearsal_board_count || cmd.a > 8 || !(st->ballrooms.offer & (1u << (cmd.a - 1))))
        REFUSE("That rehearsal room board is not on offer.");
    take_rehearsal(c, seat, cmd.a);
    gah_step_pop(st);
    return NULL;
}

/* ---- the action spaces ---- */

int gah_ballrooms_champagne_share(const gah_state *st, int a, int b, int strength)
{
    if (!BALLROOMS_ON(st) || a < 0 || b < 0 || a + b >= strength) return 0;
    return strength - a - b;
}

/* Seed 004, "Taking Dishes and Champagne" / "Drinks and Champagne": one item per die, at least as many
 * of the first kind as of the second and of the second as champagne. The first amount from the whole
 * strength down, then the second from the rest down. */
bool gah_ballrooms_offer_split(legal_out *l, gah_prompt pr, int type)
{
    if (!BALLROOMS_ON(l->st)) return false;
    for (int a = pr.amount; a >= 0; a--)
        for (int b = pr.amount - a; b >= 0; b--) legal_offer_if(l, gah_split_refusal(l->st, type, a, b), type, a, b);
    return true;
}

void gah_ballrooms_effect(gah_ctx *c, int seat, int kind, int amount)
{
    int items[GAH_ITEM_COUNT] = {0};
    switch (kind) {
    case GAH_FX_CHAMPAGNE:
        items[GAH_ITEM_CHAMPAGNE] = amount;
        gah_gain_items(c, seat, items);
        break;
    case GAH_FX_BALLROOM_VP: gah_gain_vp(c, seat, amount, GAH_VP_BALLROOMS); break;
    case GAH_FX_SEND_DANCER:
        if (BALLROOMS_ON(c->st))
            gah_step_push(c->st, (gah_step){.kind = GAH_PROMPT_DANCER, .seat = (uint8_t)seat, .count = 1, .amount = (int8_t)amount});
        break;
    case GAH_FX_VP_PER_DANCER: gah_gain_vp(c, seat, amount * gah_ballrooms_dancers(c->st, seat, -1), GAH_VP_EMPEROR); break;
    default: break;
    }
}

void gah_offer_spend(legal_out *l, gah_prompt pr)
{
    for (int i = 0; i <= GAH_ITEM_COFFEE; i++) gah_legal_offer(l, GAH_CMD_SPEND, i, 0);
}

const char *gah_apply_spend(gah_ctx *c, int seat, gah_command cmd)
{
    gah_player *p = &c->st->player[seat];
    if (cmd.a > GAH_ITEM_COFFEE) REFUSE("Give up a dish or a drink (champagne is neither).");
    if (!p->kitchen[cmd.a]) REFUSE("Your kitchen has none of that.");
    p->kitchen[cmd.a]--;
    gah_ev_push(c, GAH_EV_ITEM_SPENT, seat, cmd.a, 0, 0, 0);
    gah_step_pop(c->st);
    return NULL;
}

/* ---- the module's objectives ---- */

void gah_ballrooms_on_guest_completed(gah_ctx *c, int seat, const gah_guest_card *g)
{
    gah_state *st = c->st;
    if (!BALLROOMS_ON(st) || g->colour != GAH_COLOUR_GREEN || st->ballrooms.green[seat] >= 200) return;
    st->ballrooms.green[seat]++;
}

bool gah_ballrooms_objective_met(const gah_state *st, int seat, const gah_objective_card *o)
{
    switch (o->req) {
    case GAH_REQ_CHAMPAGNE: return st->player[seat].kitchen[GAH_ITEM_CHAMPAGNE] >= o->amount;
    case GAH_REQ_DANCERS: return gah_ballrooms_dancers(st, seat, -1) >= o->amount;
    case GAH_REQ_GREEN_GUESTS: return st->ballrooms.green[seat] >= o->amount;
    default: return false;
    }
}

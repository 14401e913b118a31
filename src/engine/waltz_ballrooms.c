/* Let's Waltz module 1, Vienna Ballrooms (seed 004, "Module 1" and the appendix's ballroom index):
 * champagne, the two changed action spaces, the rehearsal rooms, sending dancers to the ballrooms and
 * the ballroom scorings. Entered only from the hooks declared in waltz_ballrooms.h; every hook does
 * nothing when the module is off. */
#include "prompts.h"
#include "waltz_celebrities.h"

/* Collect flags in a GAH_PROMPT_COLLECT step's `extra`; the section index sits above them. */
enum { COLLECT_ROW = 1, COLLECT_GUEST = 2, COLLECT_SECTION = 4, COLLECT_ALL = 7, COLLECT_SECTION_SHIFT = 3 };
/* In a GAH_PROMPT_DANCE step's `extra`: the section the dancer came from (bits 0-1) and whether it is now
 * empty. */
enum { DANCE_EMPTIED = 4 };

static const gah_ballroom_board *board_at(const gah_state *st, int ballroom)
{
    int id = st->ballrooms.board[ballroom];
    return id >= 1 && id <= gah_ballroom_board_count ? &gah_ballroom_boards[id - 1] : NULL;
}

static int row_spaces(const gah_state *st, int ballroom, int row)
{
    const gah_ballroom_board *b = board_at(st, ballroom);
    return b ? b->spaces[st->players - 2][row] : 0;
}

static int row_taken(const gah_state *st, int ballroom, int row)
{
    int n = 0;
    while (n < GAH_BALLROOM_SPACES && st->ballrooms.space[ballroom][row][n]) n++;
    return n;
}

/* Seed 004, "The Balcony": the rightmost ballroom's top row goes on without end. */
static bool on_balcony(const gah_state *st, int ballroom, int row)
{
    return ballroom == GAH_BALLROOMS - 1 && row == 0 && row_taken(st, ballroom, row) >= row_spaces(st, ballroom, row);
}

/* The champagne a place in the row costs, or -1 when the row has no place left. */
static int place_cost(const gah_state *st, int ballroom, int row)
{
    const gah_ballroom_board *b = board_at(st, ballroom);
    if (!b) return -1;
    if (on_balcony(st, ballroom, row)) return gah_rules.balcony_cost;
    return row_taken(st, ballroom, row) < row_spaces(st, ballroom, row) ? b->cost[row] : -1;
}

int gah_ballroom_cost(const gah_state *st, int ballroom, int row)
{
    if (!BALLROOMS_ON(st) || ballroom < 1 || ballroom > GAH_BALLROOMS || row < 1 || row > GAH_BALLROOM_ROWS) return -1;
    return place_cost(st, ballroom - 1, row - 1);
}

bool gah_ballroom_is_balcony(const gah_state *st, int ballroom, int row)
{
    return gah_ballroom_cost(st, ballroom, row) >= 0 && on_balcony(st, ballroom - 1, row - 1);
}

static bool can_afford_a_row(const gah_state *st, int seat, int discount)
{
    for (int b = 0; b < GAH_BALLROOMS; b++)
        for (int r = 0; r < GAH_BALLROOM_ROWS; r++) {
            int cost = place_cost(st, b, r);
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
    return can_afford_a_row(st, seat, discount == GAH_AMOUNT_FREE ? 99 : discount + waiting);
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

/* ---- sending a dancer ---- */

/* What refuses a complete guest at `table` (1 to 3) going to a ballroom from `section` (1 to 4), in
 * the order gah_ballrooms_send asks; without ask_section, every refusal but the section's. */
static const char *send_refusal(const gah_state *st, int seat, int table, int section, bool ask_section)
{
    const gah_player *p = &st->player[seat];
    if (!BALLROOMS_ON(st)) REFUSE("There are no ballrooms in this game.");
    if (table < 1 || table > GAH_CAFE_TABLES || !p->cafe[table - 1].guest) REFUSE("There is no guest at that table.");
    if (!gah_guest_complete(st, seat, table - 1)) REFUSE("That guest's order is not complete yet.");
    if (ask_section && (section < 1 || section > GAH_REHEARSAL_SECTIONS || !st->ballrooms.section[seat][section - 1]))
        REFUSE("That section of your rehearsal room has no dancer left.");
    if (!can_afford_a_row(st, seat, 0)) REFUSE("You do not have the champagne for any ballroom row.");
    const gah_guest_card *g = gah_guest_by_id(p->cafe[table - 1].guest);
    for (int i = 0; i < g->effect_count; i++)
        if (g->effects[i].kind == GAH_FX_NO_BALLROOM) REFUSE("This guest must move into a room.");
    return NULL;
}

/* Decided by gah_ballrooms_send's refusal, the guest's part asked once for the four sections (issue 21: on a
 * copy it was a twentieth of the engine's time with every module). */
void gah_ballrooms_offer_send(legal_out *l, int table)
{
    if (!BALLROOMS_ON(l->st)) return;
    const char *why = l->oracle ? NULL : send_refusal(l->st, l->seat, table, 0, false);
    for (int s = 1; s <= GAH_REHEARSAL_SECTIONS; s++)
        legal_offer_if(l, why ? why : l->st->ballrooms.section[l->seat][s - 1] ? NULL : "That section has no dancer left.",
                       GAH_CMD_SEND, table, s);
}

/* Seed 004, "Sending a Guest to a Ballroom": instead of a room, a complete guest goes to a ballroom as
 * a dancer. The row and its champagne come next (the dance prompt); the rewards after paying. */
const char *gah_ballrooms_send(gah_ctx *c, int seat, int table, int section)
{
    gah_state *st = c->st;
    gah_player *p = &st->player[seat];
    const char *why = send_refusal(st, seat, table, section, true);
    if (why) return why;
    const gah_guest_card *g = gah_guest_by_id(p->cafe[table - 1].guest);
    p->cafe[table - 1] = (gah_table){0};
    gah_entrances_guest_done(c, seat, g->id); /* to the discard pile, or Kaufman's (Let's Waltz module 3) */
    st->ballrooms.section[seat][section - 1]--;
    bool emptied = st->ballrooms.section[seat][section - 1] == 0;
    gah_ev_push(c, GAH_EV_DANCER_SENT, seat, g->id, table, section, 0);
    gah_ballrooms_on_guest_completed(c, seat, g);
    gah_more_on_guest_completed(c, seat, g); /* Let's Waltz module 5: a dancer's order was completed too */
    gah_step_push(st, (gah_step){.kind = GAH_PROMPT_DANCE, .seat = (uint8_t)seat, .amount = (int8_t)g->id,
                             .extra = (int8_t)((section - 1) | (emptied ? DANCE_EMPTIED : 0))});
    return NULL;
}

/* The Danube Steamship Captain's dancer is its once-a-round use: the seat's unused `played` card turns. */
static void turn_played_card(gah_ctx *c, int seat)
{
    gah_player *p = &c->st->player[seat];
    for (int d = 0; d < p->display_count; d++) {
        const gah_staff_card *card = gah_staff_by_id(p->display[d]);
        if (!card || card->when != GAH_WHEN_STAFF_PLAYED || p->display_used[d]) continue;
        p->display_used[d] = 1;
        gah_ev_push(c, GAH_EV_STAFF_USED, seat, card->id, 0, 0, 0);
        return;
    }
}

/* A dancer from a reward (seed 004, "New Icons"; Emperor tile B5) or a staff card: independent of any guest. */
void gah_offer_dancer(legal_out *l, gah_prompt pr)
{
    for (int s = 1; s <= GAH_REHEARSAL_SECTIONS; s++) gah_legal_offer(l, GAH_CMD_SEND, 0, s);
    gah_legal_offer(l, GAH_CMD_SKIP, 0, 0);
    gah_legal_offer(l, GAH_CMD_LATER, 0, 0); /* a staff card's dancer on taking a die: after the action instead */
}

const char *gah_apply_dancer(gah_ctx *c, int seat, gah_command cmd)
{
    gah_state *st = c->st;
    gah_step *top = gah_step_top(st);
    if (cmd.type == GAH_CMD_SKIP) {
        gah_step_pop(st);
        return NULL;
    }
    int section = cmd.b, discount = top->amount;
    if (cmd.a != 0) REFUSE("This dancer comes from a reward, not with a guest: send 0 and the section.");
    if (section < 1 || section > GAH_REHEARSAL_SECTIONS || !st->ballrooms.section[seat][section - 1])
        REFUSE("That section of your rehearsal room has no dancer left.");
    if (!can_afford_a_row(st, seat, discount == GAH_AMOUNT_FREE ? 99 : discount))
        REFUSE("You do not have the champagne for any ballroom row.");
    if (top->extra & DANCER_ONCE_A_ROUND) turn_played_card(c, seat);
    gah_step_pop(st);
    st->ballrooms.section[seat][section - 1]--;
    bool emptied = st->ballrooms.section[seat][section - 1] == 0;
    gah_ev_push(c, GAH_EV_DANCER_SENT, seat, 0, 0, section, 0);
    gah_step_push(st, (gah_step){.kind = GAH_PROMPT_DANCE, .seat = (uint8_t)seat, .count = (int8_t)discount,
                             .extra = (int8_t)((section - 1) | (emptied ? DANCE_EMPTIED : 0))});
    return NULL;
}

/* Seed 002, Dinner for One: the automa's dancer goes to ballroom `first` (0..2, further right when it is
 * full; the rightmost never is, thanks to the balcony), into the lowest row with a free space (ruling 303).
 * No champagne, no row bonus. */
void gah_ballrooms_automa_dancer(gah_ctx *c, int seat, int first)
{
    gah_state *st = c->st;
    if (!BALLROOMS_ON(st)) return;
    for (int b = first < GAH_BALLROOMS ? first : GAH_BALLROOMS - 1; b < GAH_BALLROOMS; b++)
        for (int row = GAH_BALLROOM_ROWS - 1; row >= 0; row--)
            if (board_at(st, b) && row_taken(st, b, row) < row_spaces(st, b, row)) {
                st->ballrooms.space[b][row][row_taken(st, b, row)] = (uint8_t)(seat + 1);
                gah_ev_push(c, GAH_EV_DANCER_PLACED, seat, b + 1, row + 1, 0, 0);
                return;
            }
    st->ballrooms.balcony[seat]++;
    gah_ev_push(c, GAH_EV_DANCER_PLACED, seat, GAH_BALLROOMS, 1, 1, 0);
}

void gah_offer_dance(legal_out *l, gah_prompt pr)
{
    for (int b = 1; b <= GAH_BALLROOMS; b++)
        for (int r = 1; r <= GAH_BALLROOM_ROWS; r++) gah_legal_offer(l, GAH_CMD_DANCE, b, r);
}

static void push_bonus(gah_state *st, int seat, const gah_effect *fx, int count)
{
    for (int i = count - 1; i >= 0; i--) {
        gah_step s = {.seat = (uint8_t)seat, .count = 1, .amount = fx[i].amount};
        switch (fx[i].kind) {
        case GAH_FX_OCCUPY: s.kind = GAH_PROMPT_OCCUPY; s.count = fx[i].amount; break;
        case GAH_FX_OCCUPY_LOW3: s.kind = GAH_PROMPT_OCCUPY; s.count = fx[i].amount; s.extra = OCCUPY_LOW3; break;
        case GAH_FX_VP: s.kind = STEP_AUTO_EFFECT; s.extra = GAH_FX_BALLROOM_VP; break;
        default: s.kind = STEP_AUTO_EFFECT; s.extra = (int8_t)fx[i].kind; break;
        }
        gah_step_push(st, s);
    }
}

static int flag_count(int flags)
{
    return (flags & 1) + (flags >> 1 & 1) + (flags >> 2 & 1);
}

/* One of a dancer's rewards (seed 004, steps 3-5): its parts go on the stack above the collect step. */
static void collect_one(gah_ctx *c, int seat, gah_step s, int which)
{
    gah_state *st = c->st;
    if (which == COLLECT_ROW) {
        const gah_ballroom_board *b = board_at(st, s.count / 4);
        int row = s.count % 4;
        /* Let's Waltz module 3: The Ren pays the row bonus twice. */
        for (int k = gah_entrances_row_bonus_times(st, seat); b && row < 2 && k > 0; k--)
            push_bonus(st, seat, b->bonus[row], b->bonus_count[row]);
    } else if (which == COLLECT_GUEST) {
        const gah_guest_card *g = gah_guest_by_id((uint8_t)s.amount);
        if (!g) return;
        gah_gain_vp(c, seat, g->vp, GAH_VP_GUESTS);
        gah_guest_push_reward(c, seat, g);
    } else if (which == COLLECT_SECTION) {
        int section = (s.extra >> COLLECT_SECTION_SHIFT) & 3;
        int id = st->ballrooms.rehearsal[seat];
        if (id < 1 || id > gah_rehearsal_board_count) return;
        const gah_rehearsal_board *r = &gah_rehearsal_boards[id - 1];
        gah_ev_push(c, GAH_EV_SECTION_EMPTIED, seat, section + 1, 0, 0, 0);
        push_bonus(st, seat, r->bonus[section], r->bonus_count[section]);
    }
}

/* With one reward left there is no order to choose: the collect step becomes automatic. */
static void collect_settle(gah_state *st)
{
    gah_step *top = gah_step_top(st);
    int flags = top->extra & COLLECT_ALL;
    if (flags == 0) gah_step_pop(st);
    else if (flag_count(flags) == 1) top->kind = STEP_AUTO_COLLECT;
}

void gah_ballrooms_collect_rest(gah_ctx *c, gah_step s)
{
    for (int which = 1; which <= COLLECT_SECTION; which <<= 1)
        if (s.extra & which) collect_one(c, s.seat, s, which);
}

const char *gah_apply_dance(gah_ctx *c, int seat, gah_command cmd)
{
    gah_state *st = c->st;
    gah_step *top = gah_step_top(st);
    int b = cmd.a - 1, row = cmd.b - 1;
    if (b < 0 || b >= GAH_BALLROOMS || row < 0 || row >= GAH_BALLROOM_ROWS) REFUSE("There is no such ballroom row.");
    int cost = place_cost(st, b, row);
    if (cost < 0) REFUSE("That row of the ballroom is full.");
    cost = top->count == GAH_AMOUNT_FREE ? 0 : cost - top->count; /* a discount from a reward */
    if (cost < 0) cost = 0;
    gah_player *p = &st->player[seat];
    if (p->kitchen[GAH_ITEM_CHAMPAGNE] < cost) REFUSE("You do not have the champagne for that row.");
    /* Steps 1 and 2 first: pay, then place (the balcony counts as the rightmost top row). */
    p->kitchen[GAH_ITEM_CHAMPAGNE] = (uint8_t)(p->kitchen[GAH_ITEM_CHAMPAGNE] - cost);
    bool balcony = on_balcony(st, b, row);
    if (balcony) st->ballrooms.balcony[seat]++;
    else st->ballrooms.space[b][row][row_taken(st, b, row)] = (uint8_t)(seat + 1);
    gah_ev_push(c, GAH_EV_DANCER_PLACED, seat, b + 1, row + 1, balcony, cost);
    gah_step s = *top;
    gah_step_pop(st); /* before the hooks below, which may push steps of their own */
    /* Steps 3-5 in the order the player chooses: the row bonus (not in the bottom row), the guest's
     * reward and VP, the section bonus when the section is now empty. */
    const gah_ballroom_board *board = board_at(st, b);
    int flags = 0;
    if (row < 2 && board->bonus_count[row]) flags |= COLLECT_ROW;
    if (s.amount) flags |= COLLECT_GUEST;
    if (s.extra & DANCE_EMPTIED) flags |= COLLECT_SECTION;
    if (flags) {
        gah_step_push(st, (gah_step){.kind = GAH_PROMPT_COLLECT, .seat = (uint8_t)seat, .count = (int8_t)(b * 4 + row),
                                 .amount = s.amount, .extra = (int8_t)(flags | (s.extra & 3) << COLLECT_SECTION_SHIFT)});
        collect_settle(st);
    }
    /* The dancer has arrived: what it triggers comes at once, above the rewards still to collect. */
    celebrities_on_dancer_sent(c, seat); /* Let's Waltz module 2, Mata Hari (ruling 209) */
    gah_staff_on_dancer_sent(c, seat);       /* the Ballet Master */
    return NULL;
}

void gah_offer_collect(legal_out *l, gah_prompt pr)
{
    for (int n = 1; n <= 3; n++) gah_legal_offer(l, GAH_CMD_COLLECT, n, 0);
}

const char *gah_apply_collect(gah_ctx *c, int seat, gah_command cmd)
{
    gah_state *st = c->st;
    gah_step *top = gah_step_top(st);
    int which = cmd.a == 1 ? COLLECT_ROW : cmd.a == 2 ? COLLECT_GUEST : cmd.a == 3 ? COLLECT_SECTION : 0;
    if (!which || !(top->extra & which)) REFUSE("That reward is not yours to collect now.");
    gah_step s = *top;
    top->extra = (int8_t)(top->extra & ~which);
    collect_settle(st);
    collect_one(c, seat, s, which);
    return NULL;
}

/* The Cellist's price: one dish or drink from the kitchen, the player's choice. */
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

/* ---- ballroom scoring ---- */

void gah_ballrooms_end_round(gah_ctx *c)
{
    gah_state *st = c->st;
    if (!BALLROOMS_ON(st)) return;
    for (int i = 0; i < 3; i++)
        if (gah_rules.emperor_scoring_rounds[i] == st->round)
            gah_step_push(st, (gah_step){.kind = STEP_AUTO_BALLROOM_SCORING});
}

/* Seed 004, appendix, "Resolving Ties": tied players share a rank, the ranks they cover are skipped, and
 * each gets the prizes of those ranks added up and divided among them, rounded down. Only players with at
 * least one dancer take part. */
static void rank_prizes(const int count[GAH_MAX_PLAYERS], int players, const uint8_t *prize, int prizes,
                        int vp[GAH_MAX_PLAYERS])
{
    for (int s = 0; s < players; s++) {
        if (count[s] <= 0) continue;
        int better = 0, tied = 0;
        for (int o = 0; o < players; o++) {
            if (count[o] > count[s]) better++;
            if (count[o] == count[s]) tied++;
        }
        int sum = 0;
        for (int r = better; r < better + tied && r < prizes; r++) sum += prize[r];
        vp[s] += sum / tied;
    }
}

void gah_ballrooms_board_vp(int scoring, int players, const int dancers[GAH_MAX_PLAYERS][GAH_BALLROOM_ROWS],
                        int vp[GAH_MAX_PLAYERS])
{
    int total[GAH_MAX_PLAYERS] = {0};
    for (int s = 0; s < players; s++) {
        vp[s] = 0;
        for (int r = 0; r < GAH_BALLROOM_ROWS; r++) total[s] += dancers[s][r];
    }
    switch (scoring) {
    case GAH_BALLROOM_SCORE_HEIGHT: /* dancers x the highest row reached: bottom 1, middle 2, top 3 */
        for (int s = 0; s < players; s++) {
            int height = 0;
            for (int r = GAH_BALLROOM_ROWS - 1; r >= 0; r--)
                if (dancers[s][r]) height = GAH_BALLROOM_ROWS - r;
            vp[s] = total[s] * height;
        }
        break;
    case GAH_BALLROOM_SCORE_BY_ROW:
        for (int r = 0; r < GAH_BALLROOM_ROWS; r++) {
            int count[GAH_MAX_PLAYERS] = {0};
            for (int s = 0; s < players; s++) count[s] = dancers[s][r];
            rank_prizes(count, players, gah_rules.ballroom_rows_vp, 2, vp);
        }
        break;
    case GAH_BALLROOM_SCORE_TABLE:
        for (int s = 0; s < players; s++) vp[s] = gah_rules.ballroom_table_vp[total[s] < 5 ? total[s] : 5];
        break;
    case GAH_BALLROOM_SCORE_RANK:
        if (players == 2) rank_prizes(total, players, gah_rules.ballroom_rank_vp_2, 2, vp);
        else rank_prizes(total, players, gah_rules.ballroom_rank_vp_34, 3, vp);
        break;
    case GAH_BALLROOM_SCORE_PAIRS:
        for (int s = 0; s < players; s++) vp[s] = gah_rules.ballroom_pairs_vp * (total[s] / 2);
        break;
    default: break;
    }
    /* Seed 004, "Ballroom Scoring": no dancer at all in the ballroom costs 5 VP. */
    for (int s = 0; s < players; s++)
        if (!total[s]) vp[s] = -gah_rules.ballroom_no_dancer_vp;
}

/* The dancers of every seat in ballroom b by row (the balcony in the rightmost's top row). */
static void count_dancers(const gah_state *st, int b, int dancers[GAH_MAX_PLAYERS][GAH_BALLROOM_ROWS])
{
    for (int r = 0; r < GAH_BALLROOM_ROWS; r++)
        for (int i = 0; i < GAH_BALLROOM_SPACES; i++) {
            int who = st->ballrooms.space[b][r][i];
            if (who >= 1 && who <= st->players) dancers[who - 1][r]++;
        }
    if (b == GAH_BALLROOMS - 1)
        for (int s = 0; s < st->players; s++) dancers[s][0] += st->ballrooms.balcony[s];
}

bool gah_ballroom_standing(const gah_state *st, int ballroom, int vp[GAH_MAX_PLAYERS])
{
    if (!BALLROOMS_ON(st) || ballroom < st->ballrooms.scored || ballroom >= GAH_BALLROOMS) return false;
    const gah_ballroom_board *board = board_at(st, ballroom);
    if (!board) return false;
    int dancers[GAH_MAX_PLAYERS][GAH_BALLROOM_ROWS] = {{0}};
    count_dancers(st, ballroom, dancers);
    gah_ballrooms_board_vp(board->scoring, st->players, dancers, vp);
    return true;
}

void gah_ballrooms_score(gah_ctx *c)
{
    gah_state *st = c->st;
    int b = st->ballrooms.scored;
    const gah_ballroom_board *board = b < GAH_BALLROOMS ? board_at(st, b) : NULL;
    if (!board) return;
    st->ballrooms.scored++;
    int dancers[GAH_MAX_PLAYERS][GAH_BALLROOM_ROWS] = {{0}}, vp[GAH_MAX_PLAYERS];
    count_dancers(st, b, dancers);
    gah_ballrooms_board_vp(board->scoring, st->players, dancers, vp);
    int totals[GAH_MAX_PLAYERS] = {0};
    for (int s = 0; s < st->players; s++) {
        int total = totals[s] = dancers[s][0] + dancers[s][1] + dancers[s][2];
        gah_ev_push(c, GAH_EV_BALLROOM_SCORED, s, b + 1, board->id, total, vp[s]);
        gah_gain_vp(c, s, vp[s], GAH_VP_BALLROOMS);
    }
    gah_entrances_on_ballroom_scored(c, totals); /* Let's Waltz module 3: The Ren */
}

/* ---- the module's Emperor tiles ---- */

int gah_ballrooms_dancers(const gah_state *st, int seat, int ballroom)
{
    int n = 0;
    for (int b = 0; b < GAH_BALLROOMS; b++) {
        if (ballroom >= 0 && b != ballroom) continue;
        for (int r = 0; r < GAH_BALLROOM_ROWS; r++)
            for (int i = 0; i < GAH_BALLROOM_SPACES; i++) n += st->ballrooms.space[b][r][i] == seat + 1;
        if (b == GAH_BALLROOMS - 1) n += st->ballrooms.balcony[seat];
    }
    return n;
}

/* Ruling (docs/rulings.md): the Emperor takes the dancers from the lowest row first, the rightmost of a row
 * first; the balcony, the top of the top row, last. */
static void remove_dancer(gah_state *st, int seat, int b)
{
    for (int r = GAH_BALLROOM_ROWS - 1; r >= 0; r--)
        for (int i = GAH_BALLROOM_SPACES - 1; i >= 0; i--)
            if (st->ballrooms.space[b][r][i] == seat + 1) {
                st->ballrooms.space[b][r][i] = 0;
                return;
            }
    if (b == GAH_BALLROOMS - 1 && st->ballrooms.balcony[seat]) st->ballrooms.balcony[seat]--;
}

void gah_ballrooms_penalty(gah_ctx *c, int seat, gah_effect fx, int else_vp)
{
    gah_state *st = c->st;
    gah_player *p = &st->player[seat];
    switch (fx.kind) {
    case GAH_FX_LOSE_CHAMPAGNE:
        if (p->kitchen[GAH_ITEM_CHAMPAGNE] >= fx.amount)
            p->kitchen[GAH_ITEM_CHAMPAGNE] = (uint8_t)(p->kitchen[GAH_ITEM_CHAMPAGNE] - fx.amount);
        else gah_gain_vp(c, seat, -else_vp, GAH_VP_EMPEROR);
        break;
    case GAH_FX_REMOVE_DANCERS: {
        /* Seed 004: from the ballroom scored after this Emperor scoring; with fewer dancers there, the VP. */
        int b = st->ballrooms.scored;
        if (b >= GAH_BALLROOMS || gah_ballrooms_dancers(st, seat, b) < fx.amount) {
            gah_gain_vp(c, seat, -else_vp, GAH_VP_EMPEROR);
            break;
        }
        for (int k = 0; k < fx.amount; k++) remove_dancer(st, seat, b);
        gah_ev_push(c, GAH_EV_DANCERS_REMOVED, seat, b + 1, fx.amount, 0, 0);
        break;
    }
    default: break;
    }
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

/* Let's Waltz module 1, Vienna Ballrooms: sending a dancer (seed 004, "Sending a Guest to a Ballroom", "New
 * Icons", "The Balcony"): a complete guest or a reward's dancer leaves the rehearsal room, the row is
 * chosen and paid, and its rewards come in the order the player chooses; and Elisabeth's dancers (seed 002). */
#include "prompts.h"
#include "waltz_celebrities.h"

/* Collect flags in a GAH_PROMPT_COLLECT step's `extra`; the section index sits above them. */
enum { COLLECT_ROW = 1, COLLECT_GUEST = 2, COLLECT_SECTION = 4, COLLECT_ALL = 7, COLLECT_SECTION_SHIFT = 3 };
/* In a GAH_PROMPT_DANCE step's `extra`: the section the dancer came from (bits 0-1) and whether it is now
 * empty. */
enum { DANCE_EMPTIED = 4 };

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
    if (!gah_ballrooms_can_afford(st, seat, 0)) REFUSE("You do not have the champagne for any ballroom row.");
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
    if (!gah_ballrooms_can_afford(st, seat, discount == GAH_AMOUNT_FREE ? 99 : discount))
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
            if (gah_ballrooms_board_at(st, b) && gah_ballrooms_row_taken(st, b, row) < gah_ballrooms_row_spaces(st, b, row)) {
                st->ballrooms.space[b][row][gah_ballrooms_row_taken(st, b, row)] = (uint8_t)(seat + 1);
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
        const gah_ballroom_board *b = gah_ballrooms_board_at(st, s.count / 4);
        int row = s.count % 4;
        /* Let's Waltz module 3: The Ren pays the row bonus twice. */
        for (int k = gah_entrances_row_bonus_times(st, seat); b && row < 2 && k > 0; k--)
            push_bonus(st, seat, b->bonus[row], b->bonus_count[row]);
    } else if (which == COLLECT_GUEST) {
        const gah_guest_card *g = gah_guest_by_id((uint8_t)s.amount);
        if (!g) return;
        gah_gain_vp(c, seat, g->vp, GAH_VP_GUESTS);
        /* Seed 004 discards the guest "gaining the reward and victory points ... as normal", so seed 000's
         * cards for a completed guest leaving the café (Groom, Stableman, Masseuse, Tour Guide) and for the
         * reward of a big order (Male Floor Housekeeper) work here as for a guest moved into a room. */
        int staff_krone = 0;
        gah_staff_on_guest_moved(c, seat, g, &staff_krone);
        gah_guest_reward_with_krone(c, seat, g, staff_krone, -1);
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
    int cost = gah_ballrooms_place_cost(st, b, row);
    if (cost < 0) REFUSE("That row of the ballroom is full.");
    cost = top->count == GAH_AMOUNT_FREE ? 0 : cost - top->count; /* a discount from a reward */
    if (cost < 0) cost = 0;
    gah_player *p = &st->player[seat];
    if (p->kitchen[GAH_ITEM_CHAMPAGNE] < cost) REFUSE("You do not have the champagne for that row.");
    /* Steps 1 and 2 first: pay, then place (the balcony counts as the rightmost top row). */
    p->kitchen[GAH_ITEM_CHAMPAGNE] = (uint8_t)(p->kitchen[GAH_ITEM_CHAMPAGNE] - cost);
    bool balcony = gah_ballrooms_on_balcony(st, b, row);
    if (balcony) st->ballrooms.balcony[seat]++;
    else st->ballrooms.space[b][row][gah_ballrooms_row_taken(st, b, row)] = (uint8_t)(seat + 1);
    gah_ev_push(c, GAH_EV_DANCER_PLACED, seat, b + 1, row + 1, balcony, cost);
    gah_step s = *top;
    gah_step_pop(st); /* before the hooks below, which may push steps of their own */
    /* Steps 3-5 in the order the player chooses: the row bonus (not in the bottom row), the guest's
     * reward and VP, the section bonus when the section is now empty. */
    const gah_ballroom_board *board = gah_ballrooms_board_at(st, b);
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

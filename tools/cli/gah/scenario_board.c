/* The base game's scenario words for the board: `set` and `expect` of the round, the turn, the dice, the
 * queue, the decks, the objectives, the Emperor tiles, the automa's deck and countdown, the prompt and the
 * phase (docs/scenarios.md has the table). */
#include "scenario_gah.h"

#include <stdio.h>
#include <string.h>

/* ---- set ---- */

static bool set_round(scn *s, char **w, int n)
{
    gah_state *st = GAH_STATE(s);
    int v;
    (void)n;
    /* Found by the scenario fuzzer: moving the round while an Emperor scoring was half done left its
     * pending steps looking up the tile of a round without a scoring (index -1). */
    if (st->stack_count) return scenario_fail(s, "set round: not while %s", "an effect is still being resolved", NULL), true;
    if (scenario_range(s, "round", w[1], 1, gah_rules.rounds, &v)) st->round = (uint8_t)v;
    return true;
}

static bool set_turn(scn *s, char **w, int n)
{
    gah_state *st = GAH_STATE(s);
    int seat = scenario_seat(s, w[1]);
    (void)n;
    if (seat < 0) return false;
    st->turn_seat = (uint8_t)seat;
    st->turn_guest_taken = st->turn_die_taken = st->turn_acted = false;
    st->serve_credit = 0;
    st->entrances.wray_used = st->entrances.kozi_to = 0; /* Let's Waltz module 3: once a turn */
    st->stack_count = 0;
    return true;
}

static bool set_start(scn *s, char **w, int n)
{
    int seat = scenario_seat(s, w[1]);
    (void)n;
    if (seat < 0) return false;
    GAH_STATE(s)->start_seat = (uint8_t)seat;
    return true;
}

static bool set_dustbin(scn *s, char **w, int n)
{
    gah_state *st = GAH_STATE(s);
    int v;
    (void)n;
    if (scenario_range(s, "dustbin", w[1], 0, gah_rules.dice_by_players[st->players], &v)) st->dustbin = (uint8_t)v;
    return true;
}

static bool set_dice(scn *s, char **w, int n)
{
    gah_state *st = GAH_STATE(s);
    memset(st->dice, 0, sizeof st->dice);
    memset(&st->lounge.colours[1], 0, 6); /* all white: `set colour-dice` after it colours some */
    for (int i = 1; i < n; i++) {
        int value, count;
        char left[8];
        if (!scenario_colon_int(w[i], left, sizeof left, 0, gah_rules.dice_by_players[st->players], &count) ||
            !bg_parse_int(left, 1, 6, &value))
            return scenario_fail(s, "dice are written value:count, not '%s'", w[i], NULL), true;
        st->dice[value] = (uint8_t)count;
    }
    return true;
}

static bool set_queue(scn *s, char **w, int n)
{
    gah_state *st = GAH_STATE(s);
    int v;
    (void)n;
    for (int q = 0; q < GAH_QUEUE; q++) {
        gah_scn_guest_to_deck_bottom(st, st->queue[q]);
        st->queue[q] = 0;
    }
    for (int q = 0; q < GAH_QUEUE; q++) {
        if (!scenario_int(w[1 + q], &v) || (v && !gah_guest_by_id(v)))
            return scenario_fail(s, "unknown guest '%s'", w[1 + q], NULL), true;
        if (v) gah_scn_take_guest(st, v);
        st->queue[q] = (uint8_t)v;
    }
    return true;
}

/* The first listed is drawn first: it goes on last. */
static bool set_guest_deck_top(scn *s, char **w, int n)
{
    gah_state *st = GAH_STATE(s);
    int v;
    for (int i = n - 1; i >= 1; i--) {
        if (!scenario_int(w[i], &v) || !gah_guest_by_id(v)) return scenario_fail(s, "unknown guest '%s'", w[i], NULL), true;
        gah_scn_take_guest(st, v);
        st->guest_deck[st->guest_deck_count++] = (uint8_t)v;
    }
    return true;
}

static bool set_staff_deck_top(scn *s, char **w, int n)
{
    gah_state *st = GAH_STATE(s);
    int v;
    for (int i = n - 1; i >= 1; i--) {
        if (!scenario_int(w[i], &v) || !gah_staff_by_id(v)) return scenario_fail(s, "unknown staff '%s'", w[i], NULL), true;
        gah_scn_take_staff(st, v);
        st->staff_deck[st->staff_deck_count++] = (uint8_t)v;
    }
    return true;
}

/* Instruction cards drawn next, the first listed first; the others stay below. */
static bool set_automa_deck_top(scn *s, char **w, int n)
{
    gah_state *st = GAH_STATE(s);
    int v;
    for (int i = n - 1; i >= 1; i--) {
        if (!scenario_int(w[i], &v)) return scenario_fail(s, "bad instruction card '%s'", w[i], NULL), true;
        int found = -1;
        for (int k = 0; k < st->automa_deck_count; k++)
            if (st->automa_deck[k] == v) found = k;
        if (found < 0) return scenario_fail(s, "instruction card %s is not in the automa's deck", w[i], NULL), true;
        memmove(st->automa_deck + found, st->automa_deck + found + 1, (size_t)(st->automa_deck_count - found - 1));
        st->automa_deck[st->automa_deck_count - 1] = (uint8_t)v;
    }
    return true;
}

/* The automa's private deck, revealed in the order listed. */
static bool set_automa_staff(scn *s, char **w, int n)
{
    gah_state *st = GAH_STATE(s);
    int v;
    while (st->automa_staff_count) gah_scn_staff_to_deck_bottom(st, st->automa_staff[--st->automa_staff_count]);
    for (int i = n - 1; i >= 1 && st->automa_staff_count < GAH_AUTOMA_STAFF; i--) {
        if (!scenario_int(w[i], &v) || !gah_staff_by_id(v)) return scenario_fail(s, "unknown staff '%s'", w[i], NULL), true;
        gah_scn_take_staff(st, v);
        st->automa_staff[st->automa_staff_count++] = (uint8_t)v;
    }
    return true;
}

static bool set_countdown(scn *s, char **w, int n)
{
    int v;
    (void)n;
    if (w[1][0] < 'A' || w[1][0] > 'C' || w[1][1] || !scenario_int(w[2], &v))
        return scenario_fail(s, "countdown A|B|C N", NULL, NULL), true;
    if (scenario_range(s, "countdown", w[2], 0, 3, &v)) GAH_STATE(s)->countdown[w[1][0] - 'A'] = (uint8_t)v;
    return true;
}

static bool set_objectives(scn *s, char **w, int n)
{
    int v;
    (void)n;
    for (int i = 0; i < 3; i++) {
        const gah_objective_card *o = scenario_int(w[1 + i], &v) ? gah_objective_by_id(v) : NULL;
        if (!o || o->category != 'A' + i)
            return scenario_fail(s, "objective %s is not a card of its category", w[1 + i], NULL), true;
        GAH_STATE(s)->objectives[i] = (uint8_t)v;
    }
    return true;
}

static int emperor_tile(const char *code)
{
    for (int k = 0; k < gah_emperor_tile_count; k++)
        if (!strcmp(gah_emperor_tiles[k].code, code)) return k;
    return -1;
}

static bool set_emperor_tiles(scn *s, char **w, int n)
{
    (void)n;
    for (int i = 0; i < 3; i++) {
        int found = emperor_tile(w[1 + i]);
        if (found < 0 || gah_emperor_tiles[found].code[0] != 'A' + i)
            return scenario_fail(s, "Emperor tile %s does not fit its round", w[1 + i], NULL), true;
        GAH_STATE(s)->emperor_tiles[i] = (uint8_t)found;
    }
    return true;
}

/* Seed 001's discard-free-guests variant: whether a guest was taken this round. */
static bool set_round_guest_taken(scn *s, char **w, int n)
{
    (void)n;
    GAH_STATE(s)->variant_guest_taken = !strcmp(w[1], "yes");
    return true;
}

const scenario_key gah_scn_board_set[] = {
    {"round", 2, 2, set_round},
    {"turn", 2, 2, set_turn},
    {"start", 2, 2, set_start},
    {"dustbin", 2, 2, set_dustbin},
    {"dice", 1, -1, set_dice},
    {"queue", 6, 6, set_queue},
    {"guest-deck-top", 1, -1, set_guest_deck_top},
    {"staff-deck-top", 1, -1, set_staff_deck_top},
    {"automa-deck-top", 1, -1, set_automa_deck_top},
    {"automa-staff", 1, -1, set_automa_staff},
    {"countdown", 3, 3, set_countdown},
    {"objectives", 4, 4, set_objectives},
    {"emperor-tiles", 4, 4, set_emperor_tiles},
    {"round-guest-taken", 2, 2, set_round_guest_taken},
    {NULL, 0, 0, NULL},
};

/* ---- expect ---- */

/* `expect WORD N` of one number of the state; seats are written pN, so their number starts one letter in. */
#define EXPECT_NUMBER(name, what, got, skip)                                      \
    static bool name(scn *s, char **w, int n)                                     \
    {                                                                             \
        const gah_state *st = GAH_STATE(s);                                       \
        (void)n;                                                                  \
        scenario_expect_int(s, what, got, w[1] + (skip));                         \
        return true;                                                              \
    }
EXPECT_NUMBER(expect_round, "round", st->round, 0)
EXPECT_NUMBER(expect_dustbin, "dustbin", st->dustbin, 0)
EXPECT_NUMBER(expect_turn, "turn seat", st->turn_seat, 1)
EXPECT_NUMBER(expect_start, "start seat", st->start_seat, 1)
EXPECT_NUMBER(expect_winner, "winner", gah_winner(st), 1)
EXPECT_NUMBER(expect_automa_card, "automa card", st->automa_card, 0)
EXPECT_NUMBER(expect_automa_staff_count, "automa private staff", st->automa_staff_count, 0)
EXPECT_NUMBER(expect_staff_deck_bottom, "staff deck bottom", st->staff_deck_count ? st->staff_deck[0] : 0, 0)

static bool expect_objectives(scn *s, char **w, int n)
{
    (void)n;
    for (int i = 0; i < 3; i++) scenario_expect_int(s, "objective", GAH_STATE(s)->objectives[i], w[1 + i]);
    return true;
}

/* `expect dealt-objectives A ID…`: over DEAL_SETUPS set-ups with the setup line's settings and the seeds from
 * its seed on, letter A's slot gets exactly the cards listed, each about as often as the others (within
 * two fifths of an even share: the seeds are fixed, so the count is too; the margin only says "even"). */
enum { DEAL_SETUPS = 1200 };
static bool expect_dealt_objectives(scn *s, char **w, int n)
{
    static gah_state deal;
    int letter = w[1][0] - 'A', ids[16], counts[16] = {0}, k = n - 2;
    if (w[1][1] || letter < 0 || letter > 2 || k < 1 || k > 16)
        return scenario_fail(s, "dealt-objectives A|B|C ID...", NULL, NULL), true;
    for (int i = 0; i < k; i++) {
        const gah_objective_card *o = scenario_int(w[2 + i], &ids[i]) ? gah_objective_by_id(ids[i]) : NULL;
        if (!o || o->category != 'A' + letter)
            return scenario_fail(s, "objective %s is not a card of letter %s", w[2 + i], w[1]), true;
    }
    for (int d = 0; d < DEAL_SETUPS; d++) {
        gah_params params = *(const gah_params *)s->params;
        params.seed += (uint64_t)d;
        if (gah_setup_preview(&deal, &params, NULL)) return scenario_fail(s, "the setup is refused", NULL, NULL), true;
        int got = deal.objectives[letter], i = 0;
        while (i < k && ids[i] != got) i++;
        char id[16];
        snprintf(id, sizeof id, "%d", got);
        if (i == k) return scenario_fail(s, "objective %s is dealt to letter %s but not listed", id, w[1]), true;
        counts[i]++;
    }
    for (int i = 0; i < k; i++) {
        int even = DEAL_SETUPS / k;
        if (counts[i] * 5 >= even * 3 && counts[i] * 5 <= even * 7) continue;
        char got[64];
        snprintf(got, sizeof got, "%d times in %d set-ups (even: %d)", counts[i], DEAL_SETUPS, even);
        scenario_fail(s, "objective %s is dealt %s", w[2 + i], got);
    }
    return true;
}

static bool expect_countdown(scn *s, char **w, int n)
{
    (void)n;
    if (w[1][0] < 'A' || w[1][0] > 'C') return false;
    scenario_expect_int(s, "countdown", GAH_STATE(s)->countdown[w[1][0] - 'A'], w[2]);
    return true;
}

static bool expect_rooms_left(scn *s, char **w, int n)
{
    const gah_state *st = GAH_STATE(s);
    (void)n;
    scenario_expect_int(s, "blue rooms left", st->rooms_left[0], w[1]);
    scenario_expect_int(s, "red rooms left", st->rooms_left[1], w[2]);
    scenario_expect_int(s, "yellow rooms left", st->rooms_left[2], w[3]);
    return true;
}

/* Anywhere at all: the deck, a hand, a display, a draft pack, the drawn cards, the automa's private deck or
 * removed by the Emperor. */
static bool expect_staff_in_game(scn *s, char **w, int n)
{
    const gah_state *st = GAH_STATE(s);
    int id;
    (void)n;
    if (!scenario_int(w[1], &id) || !gah_staff_by_id(id)) return scenario_fail(s, "no staff card %s", w[1], NULL), true;
    bool found = memchr(st->staff_deck, id, st->staff_deck_count) || memchr(st->automa_staff, id, st->automa_staff_count) ||
                 memchr(st->drawn, id, sizeof st->drawn) || memchr(st->removed_staff, id, sizeof st->removed_staff);
    for (int p = 0; p < st->players; p++)
        found |= memchr(st->player[p].hand, id, st->player[p].hand_count) ||
                 memchr(st->player[p].display, id, st->player[p].display_count) || memchr(st->draft_pack[p], id, st->draft_count[p]);
    if (strcmp(w[2], "yes") != 0 && strcmp(w[2], "no") != 0)
        return scenario_fail(s, "staff-in-game takes yes or no", NULL, NULL), true;
    if (found != !strcmp(w[2], "yes")) scenario_fail(s, "staff card %s in the game: not %s", w[1], w[2]);
    return true;
}

static bool expect_dice(scn *s, char **w, int n)
{
    int want[7] = {0};
    for (int i = 1; i < n; i++) {
        int value, count;
        char left[8];
        if (!scenario_colon_int(w[i], left, sizeof left, INT_MIN, INT_MAX, &count) || !bg_parse_int(left, 1, 6, &value))
            return scenario_fail(s, "dice are written value:count, not '%s'", w[i], NULL), true;
        want[value] = count;
    }
    for (int v = 1; v <= 6; v++) {
        char what[32], num[16];
        snprintf(what, sizeof what, "dice on %d", v);
        snprintf(num, sizeof num, "%d", want[v]);
        scenario_expect_int(s, what, GAH_STATE(s)->dice[v], num);
    }
    return true;
}

static bool expect_queue(scn *s, char **w, int n)
{
    (void)n;
    for (int q = 0; q < GAH_QUEUE; q++) {
        char what[32];
        snprintf(what, sizeof what, "queue position %d", q + 1);
        scenario_expect_int(s, what, GAH_STATE(s)->queue[q], w[1 + q]);
    }
    return true;
}

static bool expect_phase(scn *s, char **w, int n)
{
    static const char *const phases[] = {"start-guests", "start-rooms", "play", "over"};
    const gah_state *st = GAH_STATE(s);
    (void)n;
    if (strcmp(phases[st->phase], w[1]) != 0) scenario_fail(s, "phase is %s, expected %s", phases[st->phase], w[1]);
    return true;
}

/* `expect prompt NAME [pN [AMOUNT]]`: who owes which decision, and its strength or discount. */
static bool expect_prompt(scn *s, char **w, int n)
{
    gah_prompt pr = gah_current_prompt(GAH_STATE(s));
    if (strcmp(gah_prompt_name(pr.kind), w[1]) != 0) scenario_fail(s, "prompt is %s, expected %s", gah_prompt_name(pr.kind), w[1]);
    if (n >= 3 && scenario_seat(s, w[2]) != pr.seat) scenario_fail(s, "the prompt is not for %s", w[2], NULL);
    if (n >= 4) scenario_expect_int(s, "prompt amount", pr.amount, w[3]);
    return true;
}

const scenario_key gah_scn_board_expect[] = {
    {"round", 2, 2, expect_round},
    {"dustbin", 2, 2, expect_dustbin},
    {"turn", 2, 2, expect_turn},
    {"start", 2, 2, expect_start},
    {"winner", 2, 2, expect_winner},
    {"automa-card", 2, 2, expect_automa_card},
    {"automa-staff-count", 2, 2, expect_automa_staff_count},
    {"staff-deck-bottom", 2, 2, expect_staff_deck_bottom},
    {"objectives", 4, 4, expect_objectives},
    {"dealt-objectives", 3, -1, expect_dealt_objectives},
    {"countdown", 3, 3, expect_countdown},
    {"rooms-left", 4, 4, expect_rooms_left},
    {"staff-in-game", 3, 3, expect_staff_in_game},
    {"dice", 1, -1, expect_dice},
    {"queue", 6, 6, expect_queue},
    {"phase", 2, 2, expect_phase},
    {"prompt", 2, -1, expect_prompt},
    {NULL, 0, 0, NULL},
};

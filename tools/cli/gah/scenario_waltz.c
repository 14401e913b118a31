/* The base game's scenario words for Let's Waltz modules 1, 2, 4 and 5: the ballrooms and the rehearsal room
 * (module 1), the coloured dice, the lounge and the celebrities (module 2), the skeleton key (module 4),
 * big orders and bell cards face down (module 5). Module 3 is in scenario_entrances.c. */
#include "scenario_gah.h"

#include <stdio.h>
#include <string.h>

#define PLAYER(s) (&GAH_STATE(s)->player[(s)->seat])

static const char *const die_colour_words[GAH_DIE_COLOUR_COUNT] = {"white", "red", "blue", "yellow"};

/* Module 1: `ballroom B ROW pN pN…` / `ballroom B ROW empty` — the dancers of a row, left to right (ROW: top,
 * middle, bottom). Returns the row's index, or -1 after a failure. */
static int ballroom_row_of(scn *s, char **w, int *ballroom)
{
    static const char *const rows[GAH_BALLROOM_ROWS] = {"top", "middle", "bottom"};
    if (!scenario_int(w[0], ballroom) || *ballroom < 1 || *ballroom > GAH_BALLROOMS) {
        scenario_fail(s, "ballrooms are 1 to 3, not '%s'", w[0], NULL);
        return -1;
    }
    for (int r = 0; r < GAH_BALLROOM_ROWS; r++)
        if (!strcmp(w[1], rows[r])) return r;
    scenario_fail(s, "rows are top, middle and bottom, not '%s'", w[1], NULL);
    return -1;
}

static bool ballroom_row_words(scn *s, char **w, int n, uint8_t out[GAH_BALLROOM_SPACES])
{
    memset(out, 0, GAH_BALLROOM_SPACES);
    if (n == 1 && !strcmp(w[0], "empty")) return true;
    if (n > GAH_BALLROOM_SPACES) {
        scenario_fail(s, "a row has at most %s spaces", "8", NULL);
        return false;
    }
    for (int i = 0; i < n; i++) {
        if (!strcmp(w[i], "-")) continue; /* a free space (a dancer the Emperor took left it) */
        int seat = scenario_seat(s, w[i]);
        if (seat < 0) {
            scenario_fail(s, "dancers are seats p0..p3, not '%s'", w[i], NULL);
            return false;
        }
        out[i] = (uint8_t)(seat + 1);
    }
    return true;
}

/* Module 2: "red:3 blue:0 yellow:5", the action space of each coloured die (0: not on the board). */
static bool parse_colour_dice(scn *s, char **w, int n, int where[GAH_DIE_COLOUR_COUNT])
{
    for (int i = 0; i < n; i++) {
        char word[16];
        int space = -1, colour = 0;
        if (!scenario_colon_int(w[i], word, sizeof word, 0, 6, &space)) space = -1;
        for (int c = GAH_DIE_RED; c <= GAH_DIE_YELLOW; c++)
            if (space >= 0 && !strcmp(word, die_colour_words[c])) colour = c;
        if (!colour) {
            scenario_fail(s, "coloured dice are written red:SPACE (0 = not on the board), not '%s'", w[i], NULL);
            return false;
        }
        where[colour] = space;
    }
    return true;
}

/* ---- set ---- */

/* Module 4: the key's holder, or back on the board. */
static bool set_key(scn *s, char **w, int n)
{
    gah_state *st = GAH_STATE(s);
    int seat;
    (void)n;
    if (!strcmp(w[1], "board")) st->startplayer.key_holder = st->startplayer.key_covers = 0;
    else if ((seat = scenario_seat(s, w[1])) >= 0) {
        st->startplayer.key_holder = (uint8_t)(seat + 1);
        st->startplayer.key_covers = st->player[seat].covered == 2 ? 2 : 1; /* the first number unless only the second is covered */
    } else scenario_fail(s, "set key: a seat p0..p3 or board, not '%s'", w[1], NULL);
    return true;
}

/* Module 1: the boards left to right. */
static bool set_ballrooms(scn *s, char **w, int n)
{
    int v;
    (void)n;
    for (int i = 0; i < GAH_BALLROOMS; i++) {
        if (!scenario_int(w[1 + i], &v) || v < 1 || v > gah_ballroom_board_count)
            return scenario_fail(s, "unknown ballroom '%s'", w[1 + i], NULL), true;
        GAH_STATE(s)->ballrooms.board[i] = (uint8_t)v;
    }
    return true;
}

static bool set_ballrooms_scored(scn *s, char **w, int n)
{
    int v;
    (void)n;
    if (!scenario_int(w[1], &v) || v < 0 || v > GAH_BALLROOMS) return false;
    GAH_STATE(s)->ballrooms.scored = (uint8_t)v;
    return true;
}

static bool set_ballroom(scn *s, char **w, int n)
{
    int b, r = ballroom_row_of(s, w + 1, &b);
    if (r >= 0) ballroom_row_words(s, w + 3, n - 3, GAH_STATE(s)->ballrooms.space[b - 1][r]);
    return true;
}

static bool set_colour_dice(scn *s, char **w, int n)
{
    gah_state *st = GAH_STATE(s);
    int where[GAH_DIE_COLOUR_COUNT] = {0};
    if (!parse_colour_dice(s, w + 1, n - 1, where)) return true;
    memset(st->lounge.colours, 0, sizeof st->lounge.colours);
    for (int c = GAH_DIE_RED; c <= GAH_DIE_YELLOW; c++)
        if (where[c]) st->lounge.colours[where[c]] = (uint8_t)(st->lounge.colours[where[c]] | GAH_DIE_COLOUR_BIT(c));
    return true;
}

/* The celebrities on the red, blue and yellow spaces, each worth 1; the ones they replace go under the stack. */
static bool set_lounge(scn *s, char **w, int n)
{
    gah_state *st = GAH_STATE(s);
    int ids[GAH_LOUNGE];
    (void)n;
    for (int i = 0; i < GAH_LOUNGE; i++)
        if (!scenario_int(w[1 + i], &ids[i]) || ids[i] < 0 || ids[i] > gah_celebrity_count)
            return scenario_fail(s, "no celebrity %s", w[1 + i], NULL), true;
    for (int i = 0; i < GAH_LOUNGE; i++) {
        int old = st->lounge.celebrity[i];
        if (old) gah_scn_celebrity_take_out(st, old), gah_scn_celebrity_to_stack_bottom(st, old);
    }
    for (int i = 0; i < GAH_LOUNGE; i++) {
        if (!ids[i]) continue;
        gah_scn_celebrity_take_out(st, ids[i]);
        st->lounge.celebrity[i] = (uint8_t)ids[i];
        st->lounge.vp[i] = 1;
    }
    return true;
}

static bool set_lounge_vp(scn *s, char **w, int n)
{
    int v;
    (void)n;
    for (int i = 0; i < GAH_LOUNGE; i++)
        if (scenario_int(w[1 + i], &v)) GAH_STATE(s)->lounge.vp[i] = (uint8_t)v;
    return true;
}

/* Exactly these, the first listed on top; the others of the stack go to the discard pile. */
static bool set_celebrity_stack(scn *s, char **w, int n)
{
    gah_lounge *l = &GAH_STATE(s)->lounge;
    int v;
    while (l->stack_count) {
        int id = l->stack[--l->stack_count];
        l->stack[l->stack_count] = 0;
        l->discard[l->discard_count++] = (uint8_t)id;
    }
    for (int i = n - 1; i >= 1; i--) {
        if (!strcmp(w[i], "none")) continue;
        if (!gah_scn_celebrity(w[i], &v)) return scenario_fail(s, "no celebrity %s", w[i], NULL), true;
        gah_scn_celebrity_take_out(GAH_STATE(s), v);
        l->stack[l->stack_count++] = (uint8_t)v;
    }
    return true;
}

static bool set_celebrity_stack_top(scn *s, char **w, int n)
{
    gah_lounge *l = &GAH_STATE(s)->lounge;
    int v;
    for (int i = n - 1; i >= 1; i--) {
        if (!gah_scn_celebrity(w[i], &v)) return scenario_fail(s, "no celebrity %s", w[i], NULL), true;
        gah_scn_celebrity_take_out(GAH_STATE(s), v);
        l->stack[l->stack_count++] = (uint8_t)v;
    }
    return true;
}

const scenario_key gah_scn_waltz_set[] = {
    {"key", 2, 2, set_key},
    {"ballrooms", 4, 4, set_ballrooms},
    {"ballrooms-scored", 2, 2, set_ballrooms_scored},
    {"ballroom", 4, -1, set_ballroom},
    {"colour-dice", 1, -1, set_colour_dice},
    {"lounge", 4, 4, set_lounge},
    {"lounge-vp", 4, 4, set_lounge_vp},
    {"celebrity-stack", 1, -1, set_celebrity_stack},
    {"celebrity-stack-top", 1, -1, set_celebrity_stack_top},
    {NULL, 0, 0, NULL},
};

/* Module 4: passed this round (then the key is out of reach). */
static bool set_passed_round(scn *s, char **w, int n)
{
    gah_startplayer *sp = &GAH_STATE(s)->startplayer;
    (void)n;
    if (!strcmp(w[1], "yes")) sp->passed |= (uint8_t)(1u << s->seat);
    else sp->passed &= (uint8_t)~(1u << s->seat);
    return true;
}

/* Module 2: the celebrities in front of the player this round (the ones there before go under the stack). */
static bool set_celebrities(scn *s, char **w, int n)
{
    gah_state *st = GAH_STATE(s);
    int v;
    for (int id = 1; id < GAH_CELEBRITY_MAX; id++)
        if (st->lounge.held[s->seat] & (1u << id)) gah_scn_celebrity_take_out(st, id), gah_scn_celebrity_to_stack_bottom(st, id);
    for (int i = 1; i < n; i++) {
        if (!strcmp(w[i], "none")) continue;
        if (!gah_scn_celebrity(w[i], &v)) return scenario_fail(s, "no celebrity %s", w[i], NULL), true;
        gah_scn_celebrity_take_out(st, v);
        st->lounge.held[s->seat] = (uint16_t)(st->lounge.held[s->seat] | (1u << v));
    }
    return true;
}

/* `set pN WORD N` of one counter of the player's (module 1's green guests and balcony, module 5's big orders). */
#define SET_COUNTER(name, field)                        \
    static bool name(scn *s, char **w, int n)           \
    {                                                   \
        gah_state *st = GAH_STATE(s);                   \
        int v;                                          \
        (void)n;                                        \
        if (!scenario_int(w[1], &v)) return false;      \
        field[s->seat] = (uint8_t)v;                    \
        return true;                                    \
    }
SET_COUNTER(set_green_guests, st->ballrooms.green)
SET_COUNTER(set_balcony, st->ballrooms.balcony)
SET_COUNTER(set_big_orders, st->more.big_orders)

/* Module 1: the rehearsal room board and the dancers left in its sections (default full: 1 2 3 4). */
static bool set_rehearsal(scn *s, char **w, int n)
{
    gah_ballrooms *br = &GAH_STATE(s)->ballrooms;
    int v;
    if ((n != 2 && n != 6) || !scenario_int(w[1], &v)) return false;
    br->rehearsal[s->seat] = (uint8_t)v;
    for (int k = 0; k < GAH_REHEARSAL_SECTIONS; k++) {
        int left = k + 1;
        if (n == 6 && (!scenario_int(w[2 + k], &left) || left < 0 || left > k + 1))
            return scenario_fail(s, "section %s holds at most its number of dancers", w[2 + k], NULL), true;
        br->section[s->seat][k] = (uint8_t)left;
    }
    return true;
}

const scenario_key gah_scn_waltz_player_set[] = {
    {"passed-round", 2, 2, set_passed_round},
    {"celebrities", 1, -1, set_celebrities},
    {"green-guests", 2, 2, set_green_guests},
    {"balcony", 2, 2, set_balcony},
    {"big-orders", 2, 2, set_big_orders},
    {"rehearsal", 2, 6, set_rehearsal},
    {NULL, 0, 0, NULL},
};

/* ---- expect ---- */

/* Module 4: p0..p3, or board. */
static bool expect_key(scn *s, char **w, int n)
{
    const gah_startplayer *sp = &GAH_STATE(s)->startplayer;
    (void)n;
    scenario_expect_int(s, "key holder", sp->key_holder ? sp->key_holder - 1 : -1, !strcmp(w[1], "board") ? "-1" : w[1] + 1);
    return true;
}

static bool expect_ballroom(scn *s, char **w, int n)
{
    uint8_t want[GAH_BALLROOM_SPACES];
    int b, r = ballroom_row_of(s, w + 1, &b);
    if (r >= 0 && ballroom_row_words(s, w + 3, n - 3, want) && memcmp(want, GAH_STATE(s)->ballrooms.space[b - 1][r], sizeof want))
        scenario_fail(s, "ballroom %s row %s holds other dancers", w[1], w[2]);
    return true;
}

static bool expect_ballrooms(scn *s, char **w, int n)
{
    (void)n;
    for (int i = 0; i < GAH_BALLROOMS; i++) scenario_expect_int(s, "ballroom board", GAH_STATE(s)->ballrooms.board[i], w[1 + i]);
    return true;
}

static bool expect_ballrooms_scored(scn *s, char **w, int n)
{
    (void)n;
    scenario_expect_int(s, "ballrooms scored", GAH_STATE(s)->ballrooms.scored, w[1]);
    return true;
}

/* Only the colours listed. */
static bool expect_colour_dice(scn *s, char **w, int n)
{
    const gah_state *st = GAH_STATE(s);
    int where[GAH_DIE_COLOUR_COUNT] = {-1, -1, -1, -1};
    if (!parse_colour_dice(s, w + 1, n - 1, where)) return true;
    for (int c = GAH_DIE_RED; c <= GAH_DIE_YELLOW; c++) {
        if (where[c] < 0) continue;
        int got = 0;
        for (int v = 1; v <= 6; v++)
            if (st->lounge.colours[v] & GAH_DIE_COLOUR_BIT(c)) got = v;
        char num[16];
        snprintf(num, sizeof num, "%d", where[c]);
        scenario_expect_int(s, die_colour_words[c], got, num);
    }
    return true;
}

static bool expect_lounge(scn *s, char **w, int n)
{
    const gah_lounge *l = &GAH_STATE(s)->lounge;
    bool vp = !strcmp(w[0], "lounge-vp");
    (void)n;
    for (int i = 0; i < GAH_LOUNGE; i++) scenario_expect_int(s, vp ? "lounge VP" : "lounge", vp ? l->vp[i] : l->celebrity[i], w[1 + i]);
    return true;
}

static bool expect_celebrity_piles(scn *s, char **w, int n)
{
    const gah_lounge *l = &GAH_STATE(s)->lounge;
    (void)n;
    if (!strcmp(w[0], "celebrity-stack-count")) scenario_expect_int(s, "celebrity stack", l->stack_count, w[1]);
    else scenario_expect_int(s, "celebrity discard pile", l->discard_count, w[1]);
    return true;
}

/* Anywhere at all: the stack, the lounge, the discard pile or in front of a player. */
static bool expect_celebrity_in_game(scn *s, char **w, int n)
{
    const gah_lounge *l = &GAH_STATE(s)->lounge;
    int id;
    (void)n;
    if (!gah_scn_celebrity(w[1], &id)) return scenario_fail(s, "no celebrity %s", w[1], NULL), true;
    bool found = memchr(l->stack, id, l->stack_count) || memchr(l->discard, id, l->discard_count);
    for (int i = 0; i < GAH_LOUNGE; i++) found |= l->celebrity[i] == id;
    for (int p = 0; p < GAH_MAX_PLAYERS; p++) found |= (l->held[p] >> id) & 1;
    if (strcmp(w[2], "yes") != 0 && strcmp(w[2], "no") != 0)
        return scenario_fail(s, "celebrity-in-game takes yes or no", NULL, NULL), true;
    if (found != !strcmp(w[2], "yes")) scenario_fail(s, "celebrity %s in the game: not %s", w[1], w[2]);
    return true;
}

const scenario_key gah_scn_waltz_expect[] = {
    {"key", 2, 2, expect_key},
    {"ballroom", 4, -1, expect_ballroom},
    {"ballrooms", 4, 4, expect_ballrooms},
    {"ballrooms-scored", 2, 2, expect_ballrooms_scored},
    {"colour-dice", 1, -1, expect_colour_dice},
    {"lounge", 4, 4, expect_lounge},
    {"lounge-vp", 4, 4, expect_lounge},
    {"celebrity-stack-count", 2, 2, expect_celebrity_piles},
    {"celebrity-discard-count", 2, 2, expect_celebrity_piles},
    {"celebrity-in-game", 3, 3, expect_celebrity_in_game},
    {NULL, 0, 0, NULL},
};

/* "p0 balcony": what a player's expectation is called in its failure. */
static const char *what_of(scn *s, const char *word, char what[64])
{
    snprintf(what, 64, "p%d %s", s->seat, word);
    return what;
}

/* `expect pN WORD N` of one counter of the player's. */
#define EXPECT_COUNTER(name, got)                                      \
    static bool name(scn *s, char **w, int n)                          \
    {                                                                  \
        const gah_state *st = GAH_STATE(s);                            \
        char what[64];                                                 \
        (void)n;                                                       \
        scenario_expect_int(s, what_of(s, w[0], what), got, w[1]);     \
        return true;                                                   \
    }
EXPECT_COUNTER(expect_green_guests, st->ballrooms.green[s->seat])
EXPECT_COUNTER(expect_balcony, st->ballrooms.balcony[s->seat])
EXPECT_COUNTER(expect_big_orders, st->more.big_orders[s->seat])
EXPECT_COUNTER(expect_rehearsal, st->ballrooms.rehearsal[s->seat])

static bool expect_passed_round(scn *s, char **w, int n)
{
    char what[64];
    (void)n;
    scenario_expect_int(s, what_of(s, w[0], what), (GAH_STATE(s)->startplayer.passed >> s->seat) & 1,
                        !strcmp(w[1], "yes") ? "1" : "0");
    return true;
}

static bool expect_celebrities(scn *s, char **w, int n)
{
    char what[64];
    unsigned want = 0;
    for (int i = 1; i < n; i++) {
        int id;
        if (strcmp(w[i], "none") != 0 && gah_scn_celebrity(w[i], &id)) want |= 1u << id;
        else if (strcmp(w[i], "none") != 0) return scenario_fail(s, "no celebrity %s", w[i], NULL), true;
    }
    if (GAH_STATE(s)->lounge.held[s->seat] != want)
        scenario_fail(s, "%s: not exactly the celebrities %s", what_of(s, w[0], what), "listed");
    return true;
}

/* Module 5: a bell card in the display face down for good, or face up. */
static bool expect_face(scn *s, char **w, int n)
{
    const gah_player *p = PLAYER(s);
    char what[64];
    int id, d = 0;
    (void)n;
    what_of(s, w[0], what);
    if (!scenario_int(w[1], &id)) return scenario_fail(s, "bad staff '%s'", w[1], NULL), true;
    while (d < p->display_count && p->display[d] != id) d++;
    if (d == p->display_count) return scenario_fail(s, "%s: card %s is not in the display", what, w[1]), true;
    bool down = p->display_used[d] == GAH_STAFF_FACE_DOWN;
    if (down != !strcmp(w[0], "face-down"))
        scenario_fail(s, down ? "%s: card %s is face down" : "%s: card %s is face up", what, w[1]);
    return true;
}

static bool expect_sections(scn *s, char **w, int n)
{
    char what[64];
    (void)n;
    for (int k = 0; k < GAH_REHEARSAL_SECTIONS; k++) {
        snprintf(what, sizeof what, "p%d section %d", s->seat, k + 1);
        scenario_expect_int(s, what, GAH_STATE(s)->ballrooms.section[s->seat][k], w[1 + k]);
    }
    return true;
}

const scenario_key gah_scn_waltz_player_expect[] = {
    {"passed-round", 2, 2, expect_passed_round},
    {"celebrities", 2, -1, expect_celebrities},
    {"green-guests", 2, 2, expect_green_guests},
    {"balcony", 2, 2, expect_balcony},
    {"big-orders", 2, 2, expect_big_orders},
    {"face-down", 2, 2, expect_face},
    {"face-up", 2, 2, expect_face},
    {"rehearsal", 2, 2, expect_rehearsal},
    {"sections", 5, 5, expect_sections},
    {NULL, 0, 0, NULL},
};

/* Scenario files: set up a position after a seeded set-up, play commands as given seats, and check
 * expectations on the state, the prompt, the events and refusals. The format is in docs/scenarios.md. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

#define MAX_WORDS 32

typedef struct scn {
    const char *name;
    FILE *log;
    int line;
    int failures;
    bool ready;
    gah_state st;
    gah_params params; /* the last setup line's settings */
    gah_events ev; /* events of the last command */
} scn;

/* fmt is always one of this file's literals with up to two %s. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
static void fail(scn *s, const char *fmt, const char *a, const char *b)
{
    fprintf(s->log, "%s:%d: ", s->name, s->line);
    fprintf(s->log, fmt, a ? a : "", b ? b : "");
    fprintf(s->log, "\n");
    s->failures++;
}
#pragma GCC diagnostic pop

static bool to_int(const char *w, int *out)
{
    char *end;
    long v = strtol(w, &end, 10);
    if (!*w || *end) return false;
    *out = (int)v;
    return true;
}

/* A number within [lo, hi] for `set`: anything else is a failure naming the range, so a scenario can
 * never build a position the engine's tables cannot index (an Emperor track position of 120). */
static bool to_range(scn *s, const char *what, const char *w, int lo, int hi, int *out)
{
    int v;
    if (to_int(w, &v) && v >= lo && v <= hi && strlen(w) < 7) {
        *out = v;
        return true;
    }
    char range[64];
    snprintf(range, sizeof range, "%s must be %d to %d, not", what, lo, hi);
    fail(s, "%s '%s'", range, w);
    return false;
}

static int seat_of(scn *s, const char *w)
{
    int n;
    if (w[0] == 'p' && to_int(w + 1, &n) && n >= 0 && n < s->st.players) return n;
    return -1;
}

static int item_of(const char *w)
{
    for (int i = 0; i < GAH_ITEM_COUNT; i++)
        if (!strcmp(w, gah_item_name(i))) return i;
    return -1;
}

static void expect_int(scn *s, const char *what, int got, const char *want_text);

/* Dinner for One with Let's Waltz module 3: "space:N" (tolls) or "space:ITEM" (Hautel Couture's items) for
 * action spaces 1..6, unlisted spaces 0 / no item; an item is stored as item + 1. */
static bool solo_spaces(scn *s, char **w, int n, bool items, uint8_t out[7])
{
    memset(out, 0, 7);
    for (int i = 0; i < n; i++) {
        const char *colon = strchr(w[i], ':');
        int space = colon && colon - w[i] == 1 ? w[i][0] - '0' : 0, v = -1;
        if (space >= 1 && space <= 6) v = items ? item_of(colon + 1) + 1 : (to_int(colon + 1, &v) && v >= 0 && v < 100 ? v : -1);
        if (space < 1 || space > 6 || v < (items ? 1 : 0)) {
            fail(s, items ? "items on spaces are written space:item, not '%s'" : "tolls are written space:count, not '%s'", w[i], NULL);
            return false;
        }
        out[space] = (uint8_t)v;
    }
    return true;
}

/* The solo `set` lines (module 3's solo entrances); false when the line is not one of them. */
static bool set_solo(scn *s, char **w, int n)
{
    gah_state *st = &s->st;
    gah_solo_entrance_state *so = &st->solo;
    int v;
    if (!strcmp(w[0], "tolls")) solo_spaces(s, w + 1, n - 1, false, so->tolls);
    else if (!strcmp(w[0], "space-items")) solo_spaces(s, w + 1, n - 1, true, so->space_item);
    else if (!strcmp(w[0], "pool") && n >= 5 && n <= 1 + GAH_ITEM_COUNT) {
        for (int i = 0; i + 1 < n; i++)
            if (to_range(s, "pool", w[1 + i], 0, 40, &v)) so->pool[i] = (uint8_t)v;
    }
    else if (!strcmp(w[0], "stars") && n == 2) {
        if (to_range(s, "stars", w[1], 0, GAH_SOLO_STARS_MAX, &v)) so->stars = (uint8_t)v;
    } else if (!strcmp(w[0], "reserved") && n == 3 && to_int(w[1], &v) && v >= 1 && v <= GAH_CAFE_TABLES) {
        int room;
        if (!strcmp(w[2], "none")) so->reserved[v - 1] = 0;
        else if (to_range(s, "reserved room", w[2], 0, GAH_HOTEL_ROOMS - 1, &room)) so->reserved[v - 1] = (uint8_t)(room + 1);
    } else if (!strcmp(w[0], "sushi-rooms")) {
        so->sushi_rooms = 0;
        for (int i = 1; i < n; i++) {
            if (!strcmp(w[i], "none")) continue;
            int k = 0;
            while (k < GAH_SOLO_SUSHI_TOKENS && !(to_int(w[i], &v) && gah_rules.solo_sushi_rooms[k] == v)) k++;
            if (k == GAH_SOLO_SUSHI_TOKENS) return fail(s, "room %s is not one of Sushi Resort's cogwheel rooms", w[i], NULL), true;
            so->sushi_rooms = (uint8_t)(so->sushi_rooms | 1u << k);
        }
    } else if (!strcmp(w[0], "sushi-guests") && n - 1 <= GAH_SOLO_SUSHI_TOKENS) {
        memset(so->sushi_guests, 0, sizeof so->sushi_guests);
        for (int i = 1; i < n; i++)
            if (!strcmp(w[i], "none")) continue;
            else if (!to_int(w[i], &v) || !gah_guest_by_id(v)) return fail(s, "unknown guest '%s'", w[i], NULL), true;
            else so->sushi_guests[i - 1] = (uint8_t)v;
    } else if (!strcmp(w[0], "round-guest-taken") && n == 2) { /* seed 001's discard-free-guests: a guest was taken */
        st->variant_guest_taken = !strcmp(w[1], "yes");
    } else return false;
    return true;
}

/* The solo `expect` lines; false when the line is not one of them. */
static bool expect_solo(scn *s, char **w, int n)
{
    const gah_state *st = &s->st;
    uint8_t want[7];
    char num[16];
    if (!strcmp(w[0], "tolls") && solo_spaces(s, w + 1, n - 1, false, want)) {
        for (int v = 1; v <= 6; v++) snprintf(num, sizeof num, "%d", want[v]), expect_int(s, "tolls on a space", st->solo.tolls[v], num);
    } else if (!strcmp(w[0], "space-items") && solo_spaces(s, w + 1, n - 1, true, want)) {
        for (int v = 1; v <= 6; v++)
            snprintf(num, sizeof num, "%d", want[v] - 1), expect_int(s, "item on a space (-1 none)", gah_solo_space_item(st, v), num);
    } else if (!strcmp(w[0], "pool") && n >= 5) {
        for (int i = 0; i + 1 < n && i < GAH_ITEM_COUNT; i++) expect_int(s, gah_item_name(i), st->solo.pool[i], w[1 + i]);
    } else if (!strcmp(w[0], "stars") && n == 2) expect_int(s, "stars", st->solo.stars, w[1]);
    else if (!strcmp(w[0], "reserved") && n == 3) expect_int(s, "reserved room (-1 none)", gah_solo_reserved_room(st, atoi(w[1])), w[2]);
    else if (!strcmp(w[0], "guest-tokens") && n == 6) {
        for (int q = 1; q <= GAH_QUEUE; q++) expect_int(s, "cogwheels on a queue guest", gah_solo_guest_tokens(st, q), w[q]);
    } else if (!strcmp(w[0], "room-token") && n == 3) {
        if (gah_solo_room_token(st, atoi(w[1])) != !strcmp(w[2], "yes")) fail(s, "room %s's cogwheel: not %s", w[1], w[2]);
    } else if (!strcmp(w[0], "solo-entrance") && n == 2) {
        int want_kind = 0;
        for (int k = 1; k < GAH_SOLO_ENTRANCE_COUNT; k++)
            if (!strcmp(w[1], gah_solo_entrances[k - 1].key)) want_kind = k;
        snprintf(num, sizeof num, "%d", want_kind);
        expect_int(s, "solo entrance", gah_solo_entrance_of(st), num);
    } else return false;
    return true;
}

static const char *const room_words[] = {"empty", "vacant", "occupied"};
static const char *const source_words[GAH_VP_SOURCE_COUNT] = {
    "guests", "room-icons", "bonus", "emperor", "staff", "objectives", "rooms", "leftovers", "cafe", "celebrities",
    "ballrooms"};

/* ---- keeping every card somewhere exactly once while positions are edited ---- */

static bool remove_byte(uint8_t *arr, uint8_t *count, int id)
{
    for (int i = 0; i < *count; i++) {
        if (arr[i] != id) continue;
        memmove(arr + i, arr + i + 1, (size_t)(*count - i - 1));
        (*count)--;
        return true;
    }
    return false;
}

static void take_guest_card(gah_state *st, int id)
{
    if (remove_byte(st->guest_deck, &st->guest_deck_count, id)) return;
    if (remove_byte(st->guest_discard, &st->guest_discard_count, id)) return;
    for (int q = 0; q < GAH_QUEUE; q++)
        if (st->queue[q] == id) {
            st->queue[q] = 0;
            return;
        }
    for (int p = 0; p < st->players; p++)
        for (int t = 0; t < GAH_CAFE_TABLES; t++)
            if (st->player[p].cafe[t].guest == id) {
                memset(&st->player[p].cafe[t], 0, sizeof st->player[p].cafe[t]);
                return;
            }
}

static void guest_to_deck_bottom(gah_state *st, int id)
{
    if (!id) return;
    memmove(st->guest_deck + 1, st->guest_deck, st->guest_deck_count);
    st->guest_deck[0] = (uint8_t)id;
    st->guest_deck_count++;
}

static void take_staff_card(gah_state *st, int id)
{
    if (remove_byte(st->staff_deck, &st->staff_deck_count, id)) return;
    if (remove_byte(st->automa_staff, &st->automa_staff_count, id)) return;
    if (remove_byte(st->drawn, &st->drawn_count, id)) return;
    for (int p = 0; p < st->players; p++) {
        gah_player *pl = &st->player[p];
        if (remove_byte(pl->hand, &pl->hand_count, id)) return;
        for (int i = 0; i < pl->display_count; i++)
            if (pl->display[i] == id) {
                memmove(pl->display_used + i, pl->display_used + i + 1, (size_t)(pl->display_count - i - 1));
                remove_byte(pl->display, &pl->display_count, id);
                return;
            }
    }
}

static void staff_to_deck_bottom(gah_state *st, int id)
{
    memmove(st->staff_deck + 1, st->staff_deck, st->staff_deck_count);
    st->staff_deck[0] = (uint8_t)id;
    st->staff_deck_count++;
}

static void set_room(gah_state *st, int seat, int room, int state)
{
    gah_player *p = &st->player[seat];
    int colour = gah_hotels[p->hotel].colour[room];
    if (p->room[room] == GAH_ROOM_EMPTY && state != GAH_ROOM_EMPTY) st->rooms_left[colour]--;
    if (p->room[room] != GAH_ROOM_EMPTY && state == GAH_ROOM_EMPTY) st->rooms_left[colour]++;
    p->room[room] = (uint8_t)state;
}

/* ---- set ---- */

static bool parse_items(scn *s, char **w, int n, uint8_t out[GAH_ITEM_COUNT])
{
    for (int i = 0; i < n; i++) {
        char *eq = strchr(w[i], '=');
        int v;
        if (!eq) return false;
        *eq = 0;
        int item = item_of(w[i]);
        if (item < 0 || !to_int(eq + 1, &v) || v < 0 || v > 9) {
            *eq = '=';
            fail(s, "bad item count '%s'", w[i], NULL);
            return false;
        }
        *eq = '=';
        out[item] = (uint8_t)v;
    }
    return true;
}

/* ---- Let's Waltz module 2: coloured dice and celebrities (each celebrity kept in one place) ---- */

static const char *const die_colour_words[GAH_DIE_COLOUR_COUNT] = {"white", "red", "blue", "yellow"};

static void celebrity_take_out(gah_state *st, int id)
{
    gah_lounge *l = &st->lounge;
    remove_byte(l->stack, &l->stack_count, id);
    remove_byte(l->discard, &l->discard_count, id);
    for (int i = 0; i < GAH_LOUNGE; i++)
        if (l->celebrity[i] == id) l->celebrity[i] = 0, l->vp[i] = 0;
    for (int s = 0; s < GAH_MAX_PLAYERS; s++) l->held[s] = (uint16_t)(l->held[s] & ~(1u << id));
}

static void celebrity_to_stack_bottom(gah_state *st, int id)
{
    gah_lounge *l = &st->lounge;
    memmove(l->stack + 1, l->stack, l->stack_count);
    l->stack[0] = (uint8_t)id;
    l->stack_count++;
}

static bool celebrity_id(const char *w, int *id)
{
    return to_int(w, id) && *id >= 1 && *id <= gah_celebrity_count;
}

/* "red:3 blue:0 yellow:5": the action space of each coloured die (0: not on the board). */
static bool parse_colour_dice(scn *s, char **w, int n, int where[GAH_DIE_COLOUR_COUNT])
{
    for (int i = 0; i < n; i++) {
        char word[16];
        int space = -1, colour = 0;
        if (sscanf(w[i], "%15[a-z]:%d", word, &space) != 2 || space < 0 || space > 6) space = -1;
        for (int c = GAH_DIE_RED; c <= GAH_DIE_YELLOW; c++)
            if (space >= 0 && !strcmp(word, die_colour_words[c])) colour = c;
        if (!colour) {
            fail(s, "coloured dice are written red:SPACE (0 = not on the board), not '%s'", w[i], NULL);
            return false;
        }
        where[colour] = space;
    }
    return true;
}

/* Let's Waltz module 3: an entrance by its key (`chateau`) or `none`. */
static bool entrance_id(const char *word, int *out)
{
    if (!strcmp(word, "none")) return *out = 0, true;
    for (int i = 0; i < gah_entrance_count; i++)
        if (!strcmp(word, gah_entrances[i].key)) return *out = gah_entrances[i].id, true;
    return false;
}

static void do_set_player(scn *s, int seat, char **w, int n)
{
    gah_state *st = &s->st;
    gah_player *p = &st->player[seat];
    int v = 0;
    /* Found by the scenario fuzzer: "set p0" alone read a word that is not there. */
    if (n < 1) return fail(s, "set what for the player?", NULL, NULL);
    const char *what = w[0];
    if (n == 2 && !strcmp(what, "money")) {
        if (to_range(s, "money", w[1], 0, gah_rules.max_money, &v)) p->money = (int8_t)v;
    } else if (n == 2 && !strcmp(what, "vp")) {
        if (!to_range(s, "vp", w[1], -999, 9999, &v)) return;
        /* The set amount is booked as guest VP so the breakdown still adds up. */
        p->vp_by_source[GAH_VP_GUESTS] = (int16_t)(p->vp_by_source[GAH_VP_GUESTS] + v - p->vp);
        p->vp = (int16_t)v;
    }
    else if (n == 2 && !strcmp(what, "emperor")) {
        if (to_range(s, "emperor", w[1], 0, GAH_EMPEROR_MAX, &v)) p->emperor = (int8_t)v;
    } else if (n == 2 && !strcmp(what, "covered")) {
        if (to_range(s, "covered", w[1], 0, 3, &v)) p->covered = (uint8_t)v;
    }
    else if (n == 2 && !strcmp(what, "passed")) p->passed = !strcmp(w[1], "yes");
    else if (n == 2 && !strcmp(what, "passed-round")) { /* Let's Waltz module 4: passed this round (no key) */
        if (!strcmp(w[1], "yes")) st->startplayer.passed |= (uint8_t)(1u << seat);
        else st->startplayer.passed &= (uint8_t)~(1u << seat);
    }
    else if ((n == 5 || n == 6) && !strcmp(what, "kitchen")) { /* a fifth count: champagne (Let's Waltz module 1) */
        for (int i = 0; i < n - 1; i++) {
            if (!to_int(w[1 + i], &v) || v < 0) return fail(s, "kitchen needs four or five counts", NULL, NULL);
            if (!to_range(s, "a kitchen count", w[1 + i], 0, 20, &v)) return;
            p->kitchen[i] = (uint8_t)v;
        }
    } else if (n >= 3 && !strcmp(what, "table")) {
        int t;
        if (!to_int(w[1], &t) || t < 1 || t > GAH_CAFE_TABLES) return fail(s, "tables are 1 to 4", NULL, NULL);
        gah_table *tb = &p->cafe[t - 1];
        if (tb->guest) guest_to_deck_bottom(st, tb->guest);
        memset(tb, 0, sizeof *tb);
        if (!strcmp(w[2], "empty")) return;
        if (!to_int(w[2], &v) || !gah_guest_by_id(v)) return fail(s, "unknown guest '%s'", w[2], NULL);
        take_guest_card(st, v);
        tb->guest = (uint8_t)v;
        parse_items(s, w + 3, n - 3, tb->placed);
    } else if (n >= 2 && !strcmp(what, "rooms")) {
        int state = -1;
        for (int k = 0; k < 3; k++)
            if (!strcmp(w[1], room_words[k])) state = k;
        if (state < 0) return fail(s, "rooms: empty, vacant or occupied, not '%s'", w[1], NULL);
        if (state == GAH_ROOM_EMPTY && n == 2)
            for (int r = 0; r < GAH_HOTEL_ROOMS; r++) set_room(st, seat, r, GAH_ROOM_EMPTY);
        for (int i = 2; i < n; i++) {
            if (!to_int(w[i], &v) || v < 0 || v >= GAH_HOTEL_ROOMS) return fail(s, "bad room '%s'", w[i], NULL);
            set_room(st, seat, v, state);
        }
        /* A group set up fully occupied counts as having paid its bonus (ruling 14: only once). */
        const gah_hotel_layout *h = &gah_hotels[p->hotel];
        p->bonus_paid = 0;
        for (int g = 0; g < GAH_HOTEL_GROUPS; g++) {
            bool full = h->group_size[g] > 0;
            for (int r = 0; r < GAH_HOTEL_ROOMS; r++)
                if (h->group[r] == g && p->room[r] != GAH_ROOM_OCCUPIED) full = false;
            if (full) p->bonus_paid = (uint16_t)(p->bonus_paid | (1u << g));
        }
    } else if (n >= 2 && !strcmp(what, "bonus-paid")) {
        /* The groups of these rooms have had their occupancy bonus ("none" clears every group). */
        if (!strcmp(w[1], "none")) p->bonus_paid = 0;
        else
            for (int i = 1; i < n; i++) {
                if (!to_int(w[i], &v) || v < 0 || v >= GAH_HOTEL_ROOMS) return fail(s, "bad room '%s'", w[i], NULL);
                p->bonus_paid = (uint16_t)(p->bonus_paid | (1u << gah_hotels[p->hotel].group[v]));
            }
    } else if (n >= 1 && !strcmp(what, "hand")) {
        while (p->hand_count) staff_to_deck_bottom(st, p->hand[--p->hand_count]);
        for (int i = 1; i < n; i++) {
            if (!to_int(w[i], &v) || !gah_staff_by_id(v)) return fail(s, "unknown staff '%s'", w[i], NULL);
            take_staff_card(st, v);
            p->hand[p->hand_count++] = (uint8_t)v;
        }
    } else if (n >= 1 && !strcmp(what, "display")) {
        while (p->display_count) staff_to_deck_bottom(st, p->display[--p->display_count]);
        for (int i = 1; i < n; i++) {
            /* `ID*`: turned sideways this round; `ID_`: a module 5 bell card turned face down for good */
            int used = strchr(w[i], '*') ? 1 : strchr(w[i], '_') ? GAH_STAFF_FACE_DOWN : 0;
            if (strchr(w[i], '*')) *strchr(w[i], '*') = 0;
            if (strchr(w[i], '_')) *strchr(w[i], '_') = 0;
            if (!to_int(w[i], &v) || !gah_staff_by_id(v)) return fail(s, "unknown staff '%s'", w[i], NULL);
            take_staff_card(st, v);
            p->display_used[p->display_count] = (uint8_t)used;
            p->display[p->display_count++] = (uint8_t)v;
        }
        p->staff_played = p->display_count; /* cards set into the display count as played */
    } else if (n >= 1 && !strcmp(what, "celebrities")) {
        for (int id = 1; id < GAH_CELEBRITY_MAX; id++)
            if (st->lounge.held[seat] & (1u << id)) celebrity_take_out(st, id), celebrity_to_stack_bottom(st, id);
        for (int i = 1; i < n; i++) {
            if (!strcmp(w[i], "none")) continue;
            if (!celebrity_id(w[i], &v)) return fail(s, "no celebrity %s", w[i], NULL);
            celebrity_take_out(st, v);
            st->lounge.held[seat] = (uint16_t)(st->lounge.held[seat] | (1u << v));
        }
    } else if (n == 2 && !strcmp(what, "entrance")) { /* Let's Waltz module 3 (only the ownership: no set-up effects) */
        if (!entrance_id(w[1], &v)) return fail(s, "no hotel entrance '%s'", w[1], NULL);
        st->entrances.owned[seat] = (uint8_t)v;
        if (v == GAH_ENTRANCE_KAUFMAN) st->entrances.cafe_tables[seat] = GAH_CAFE_TABLES;
    } else if (n == 2 && !strcmp(what, "cafe-tables") && to_int(w[1], &v) && v >= 1 && v <= GAH_CAFE_TABLES) {
        st->entrances.cafe_tables[seat] = (uint8_t)v;
    } else if (n == 2 && !strcmp(what, "green-guests") && to_int(w[1], &v)) { /* Let's Waltz module 1 */
        st->ballrooms.green[seat] = (uint8_t)v;
    } else if (n == 2 && !strcmp(what, "balcony") && to_int(w[1], &v)) { /* Let's Waltz module 1 */
        st->ballrooms.balcony[seat] = (uint8_t)v;
    } else if (n == 2 && !strcmp(what, "big-orders") && to_int(w[1], &v)) { /* Let's Waltz module 5 */
        st->more.big_orders[seat] = (uint8_t)v;
    } else if ((n == 2 || n == 6) && !strcmp(what, "rehearsal") && to_int(w[1], &v)) {
        st->ballrooms.rehearsal[seat] = (uint8_t)v;
        for (int k = 0; k < GAH_REHEARSAL_SECTIONS; k++) {
            int left = k + 1;
            if (n == 6 && (!to_int(w[2 + k], &left) || left < 0 || left > k + 1))
                return fail(s, "section %s holds at most its number of dancers", w[2 + k], NULL);
            st->ballrooms.section[seat][k] = (uint8_t)left;
        }
    } else {
        fail(s, "unknown set for a player: '%s'", what, NULL);
    }
}

/* Let's Waltz module 1: `ballroom B ROW pN pN…` / `ballroom B ROW empty` — the dancers of a row, left to
 * right (ROW: top, middle, bottom). Returns the row's index, or -1 after a failure. */
static int ballroom_row_of(scn *s, char **w, int *ballroom)
{
    static const char *const rows[GAH_BALLROOM_ROWS] = {"top", "middle", "bottom"};
    if (!to_int(w[0], ballroom) || *ballroom < 1 || *ballroom > GAH_BALLROOMS) {
        fail(s, "ballrooms are 1 to 3, not '%s'", w[0], NULL);
        return -1;
    }
    for (int r = 0; r < GAH_BALLROOM_ROWS; r++)
        if (!strcmp(w[1], rows[r])) return r;
    fail(s, "rows are top, middle and bottom, not '%s'", w[1], NULL);
    return -1;
}

static bool ballroom_row_words(scn *s, char **w, int n, uint8_t out[GAH_BALLROOM_SPACES])
{
    memset(out, 0, GAH_BALLROOM_SPACES);
    if (n == 1 && !strcmp(w[0], "empty")) return true;
    if (n > GAH_BALLROOM_SPACES) {
        fail(s, "a row has at most %s spaces", "8", NULL);
        return false;
    }
    for (int i = 0; i < n; i++) {
        if (!strcmp(w[i], "-")) continue; /* a free space (a dancer the Emperor took left it) */
        int seat = seat_of(s, w[i]);
        if (seat < 0) {
            fail(s, "dancers are seats p0..p3, not '%s'", w[i], NULL);
            return false;
        }
        out[i] = (uint8_t)(seat + 1);
    }
    return true;
}

static void do_set(scn *s, char **w, int n)
{
    gah_state *st = &s->st;
    int v, seat;
    if (n < 1) return fail(s, "set what?", NULL, NULL);
    if ((seat = seat_of(s, w[0])) >= 0) return do_set_player(s, seat, w + 1, n - 1);
    if (n == 2 && !strcmp(w[0], "round")) {
        /* Found by the scenario fuzzer: moving the round while an Emperor scoring was half done left its
         * pending steps looking up the tile of a round without a scoring (index -1). */
        if (st->stack_count) return fail(s, "set round: not while %s", "an effect is still being resolved", NULL);
        if (to_range(s, "round", w[1], 1, gah_rules.rounds, &v)) st->round = (uint8_t)v;
    }
    else if (n == 2 && !strcmp(w[0], "turn") && (seat = seat_of(s, w[1])) >= 0) {
        st->turn_seat = (uint8_t)seat;
        st->turn_guest_taken = st->turn_die_taken = st->turn_acted = false;
        st->serve_credit = 0;
        st->entrances.wray_used = st->entrances.kozi_to = 0; /* Let's Waltz module 3: once a turn */
        st->stack_count = 0;
    } else if (n == 2 && !strcmp(w[0], "start") && (seat = seat_of(s, w[1])) >= 0) st->start_seat = (uint8_t)seat;
    else if (n == 2 && !strcmp(w[0], "key")) { /* Let's Waltz module 4: the key's holder, or back on the board */
        if (!strcmp(w[1], "board")) st->startplayer.key_holder = st->startplayer.key_covers = 0;
        else if ((seat = seat_of(s, w[1])) >= 0) {
            st->startplayer.key_holder = (uint8_t)(seat + 1);
            st->startplayer.key_covers = st->player[seat].covered == 2 ? 2 : 1; /* the first number unless only the second is covered */
        } else return fail(s, "set key: a seat p0..p3 or board, not '%s'", w[1], NULL);
    }
    else if (!strcmp(w[0], "entrance-offer") && n >= 2 && n - 1 <= (st->params.automa ? 3 : st->players)) { /* Let's Waltz module 3 (solo: 3) */
        memset(st->entrances.offer, 0, sizeof st->entrances.offer);
        for (int i = 1; i < n; i++)
            if (!entrance_id(w[i], &v) || !v) return fail(s, "no hotel entrance '%s'", w[i], NULL);
            else st->entrances.offer[i - 1] = (uint8_t)v;
    } else if (n == 2 && !strcmp(w[0], "auction") && (seat = seat_of(s, w[1])) >= 0) { /* module 3: who opens it */
        if (!st->stack_count || st->stack[st->stack_count - 1].kind != GAH_PROMPT_AUCTION || st->entrances.lot)
            return fail(s, "set auction: no auction is %s", "about to open", NULL);
        st->stack[st->stack_count - 1].seat = st->stack[st->stack_count - 1].extra = (uint8_t)seat;
    } else if (!strcmp(w[0], "ninas-objectives") && n == 4) { /* module 3: Ninas Melange's A, B, C */
        for (int i = 0; i < 3; i++)
            if (!to_int(w[1 + i], &v) || !gah_objective_by_id(v)) return fail(s, "no objective '%s'", w[1 + i], NULL);
            else st->entrances.ninas_objectives[i] = (uint8_t)v;
    } else if (!strcmp(w[0], "ninas-met") && n >= 1) { /* module 3: which of them are met (A B C, or none) */
        st->entrances.ninas_met = 0;
        for (int i = 1; i < n; i++)
            if (!strcmp(w[i], "none")) continue;
            else if (w[i][0] < 'A' || w[i][0] > 'C' || w[i][1]) return fail(s, "no objective slot '%s'", w[i], NULL);
            else st->entrances.ninas_met = (uint8_t)(st->entrances.ninas_met | 1u << (w[i][0] - 'A'));
    } else if (!strcmp(w[0], "wray-tiles") && n == 1 + GAH_WRAY_TILES) { /* module 3: The Grand Wray Hotel's, `-` gone */
        for (int i = 0; i < GAH_WRAY_TILES; i++) {
            int found = -1;
            for (int t = 0; t < gah_emperor_tile_count; t++)
                if (!strcmp(gah_emperor_tiles[t].code, w[1 + i])) found = t;
            if (found < 0 && strcmp(w[1 + i], "-")) return fail(s, "no Emperor tile '%s'", w[1 + i], NULL);
            st->entrances.wray_tiles[i] = (uint8_t)(found + 1);
        }
    } else if (!strcmp(w[0], "dove-tokens") && n >= 1) { /* module 3: Hotel Dove's tokens left */
        st->entrances.dove_tokens = 0;
        for (int i = 1; i < n; i++)
            if (!strcmp(w[i], "none")) continue;
            else if (!to_int(w[i], &v) || v < 1 || v > GAH_DOVE_TOKENS) return fail(s, "no token '%s'", w[i], NULL);
            else st->entrances.dove_tokens = (uint8_t)(st->entrances.dove_tokens | 1u << (v - 1));
    }
    else if (set_solo(s, w, n)) {} /* Dinner for One with Let's Waltz module 3 */
    else if (n == 2 && !strcmp(w[0], "dustbin")) {
        if (to_range(s, "dustbin", w[1], 0, gah_rules.dice_by_players[st->players], &v)) st->dustbin = (uint8_t)v;
    }
    else if (!strcmp(w[0], "dice")) {
        memset(st->dice, 0, sizeof st->dice);
        memset(&st->lounge.colours[1], 0, 6); /* all white: `set colour-dice` after it colours some */
        for (int i = 1; i < n; i++) {
            int value, count;
            if (sscanf(w[i], "%d:%d", &value, &count) != 2 || value < 1 || value > 6 || count < 0 ||
                count > gah_rules.dice_by_players[st->players])
                return fail(s, "dice are written value:count, not '%s'", w[i], NULL);
            st->dice[value] = (uint8_t)count;
        }
    } else if (!strcmp(w[0], "queue") && n == 6) {
        for (int q = 0; q < GAH_QUEUE; q++) {
            guest_to_deck_bottom(st, st->queue[q]);
            st->queue[q] = 0;
        }
        for (int q = 0; q < GAH_QUEUE; q++) {
            if (!to_int(w[1 + q], &v) || (v && !gah_guest_by_id(v))) return fail(s, "unknown guest '%s'", w[1 + q], NULL);
            if (v) take_guest_card(st, v);
            st->queue[q] = (uint8_t)v;
        }
    } else if (!strcmp(w[0], "guest-deck-top")) {
        for (int i = n - 1; i >= 1; i--) { /* the first listed is drawn first: it goes on last */
            if (!to_int(w[i], &v) || !gah_guest_by_id(v)) return fail(s, "unknown guest '%s'", w[i], NULL);
            take_guest_card(st, v);
            st->guest_deck[st->guest_deck_count++] = (uint8_t)v;
        }
    } else if (!strcmp(w[0], "staff-deck-top")) {
        for (int i = n - 1; i >= 1; i--) {
            if (!to_int(w[i], &v) || !gah_staff_by_id(v)) return fail(s, "unknown staff '%s'", w[i], NULL);
            take_staff_card(st, v);
            st->staff_deck[st->staff_deck_count++] = (uint8_t)v;
        }
    } else if (!strcmp(w[0], "automa-deck-top")) {
        /* Instruction cards drawn next, the first listed first; the others stay below. */
        for (int i = n - 1; i >= 1; i--) {
            if (!to_int(w[i], &v)) return fail(s, "bad instruction card '%s'", w[i], NULL);
            int found = -1;
            for (int k = 0; k < st->automa_deck_count; k++)
                if (st->automa_deck[k] == v) found = k;
            if (found < 0) return fail(s, "instruction card %s is not in the automa's deck", w[i], NULL);
            memmove(st->automa_deck + found, st->automa_deck + found + 1, (size_t)(st->automa_deck_count - found - 1));
            st->automa_deck[st->automa_deck_count - 1] = (uint8_t)v;
        }
    } else if (!strcmp(w[0], "automa-staff")) {
        /* The automa's private deck, revealed in the order listed. */
        while (st->automa_staff_count) staff_to_deck_bottom(st, st->automa_staff[--st->automa_staff_count]);
        for (int i = n - 1; i >= 1 && st->automa_staff_count < GAH_AUTOMA_STAFF; i--) {
            if (!to_int(w[i], &v) || !gah_staff_by_id(v)) return fail(s, "unknown staff '%s'", w[i], NULL);
            take_staff_card(st, v);
            st->automa_staff[st->automa_staff_count++] = (uint8_t)v;
        }
    } else if (!strcmp(w[0], "countdown") && n == 3) {
        if (w[1][0] < 'A' || w[1][0] > 'C' || w[1][1] || !to_int(w[2], &v)) return fail(s, "countdown A|B|C N", NULL, NULL);
        if (!to_range(s, "countdown", w[2], 0, 3, &v)) return;
        st->countdown[w[1][0] - 'A'] = (uint8_t)v;
    } else if (!strcmp(w[0], "objectives") && n == 4) {
        for (int i = 0; i < 3; i++) {
            const gah_objective_card *o = to_int(w[1 + i], &v) ? gah_objective_by_id(v) : NULL;
            if (!o || o->category != 'A' + i) return fail(s, "objective %s is not a card of its category", w[1 + i], NULL);
            st->objectives[i] = (uint8_t)v;
        }
    } else if (!strcmp(w[0], "ballrooms") && n == 4) { /* Let's Waltz module 1: the boards left to right */
        for (int i = 0; i < GAH_BALLROOMS; i++) {
            if (!to_int(w[1 + i], &v) || v < 1 || v > gah_ballroom_board_count) return fail(s, "unknown ballroom '%s'", w[1 + i], NULL);
            st->ballrooms.board[i] = (uint8_t)v;
        }
    } else if (!strcmp(w[0], "ballrooms-scored") && n == 2 && to_int(w[1], &v) && v >= 0 && v <= GAH_BALLROOMS) {
        st->ballrooms.scored = (uint8_t)v;
    } else if (!strcmp(w[0], "ballroom") && n >= 4) {
        int b, r = ballroom_row_of(s, w + 1, &b);
        if (r >= 0) ballroom_row_words(s, w + 3, n - 3, st->ballrooms.space[b - 1][r]);
    } else if (!strcmp(w[0], "emperor-tiles") && n == 4) {
        for (int i = 0; i < 3; i++) {
            int found = -1;
            for (int k = 0; k < gah_emperor_tile_count; k++)
                if (!strcmp(gah_emperor_tiles[k].code, w[1 + i])) found = k;
            if (found < 0 || gah_emperor_tiles[found].code[0] != 'A' + i)
                return fail(s, "Emperor tile %s does not fit its round", w[1 + i], NULL);
            st->emperor_tiles[i] = (uint8_t)found;
        }
    } else if (!strcmp(w[0], "colour-dice")) {
        int where[GAH_DIE_COLOUR_COUNT] = {0};
        if (!parse_colour_dice(s, w + 1, n - 1, where)) return;
        memset(st->lounge.colours, 0, sizeof st->lounge.colours);
        for (int c = GAH_DIE_RED; c <= GAH_DIE_YELLOW; c++)
            if (where[c]) st->lounge.colours[where[c]] = (uint8_t)(st->lounge.colours[where[c]] | GAH_DIE_COLOUR_BIT(c));
    } else if (!strcmp(w[0], "lounge") && n == 4) {
        int ids[GAH_LOUNGE];
        for (int i = 0; i < GAH_LOUNGE; i++)
            if (!to_int(w[1 + i], &ids[i]) || ids[i] < 0 || ids[i] > gah_celebrity_count)
                return fail(s, "no celebrity %s", w[1 + i], NULL);
        for (int i = 0; i < GAH_LOUNGE; i++) {
            int old = st->lounge.celebrity[i];
            if (old) celebrity_take_out(st, old), celebrity_to_stack_bottom(st, old);
        }
        for (int i = 0; i < GAH_LOUNGE; i++) {
            if (!ids[i]) continue;
            celebrity_take_out(st, ids[i]);
            st->lounge.celebrity[i] = (uint8_t)ids[i];
            st->lounge.vp[i] = 1;
        }
    } else if (!strcmp(w[0], "lounge-vp") && n == 4) {
        for (int i = 0; i < GAH_LOUNGE; i++)
            if (to_int(w[1 + i], &v)) st->lounge.vp[i] = (uint8_t)v;
    } else if (!strcmp(w[0], "celebrity-stack")) {
        /* exactly these, the first listed on top; the others of the stack go to the discard pile */
        while (st->lounge.stack_count) {
            int id = st->lounge.stack[--st->lounge.stack_count];
            st->lounge.stack[st->lounge.stack_count] = 0;
            st->lounge.discard[st->lounge.discard_count++] = (uint8_t)id;
        }
        for (int i = n - 1; i >= 1; i--) {
            if (!strcmp(w[i], "none")) continue;
            if (!celebrity_id(w[i], &v)) return fail(s, "no celebrity %s", w[i], NULL);
            celebrity_take_out(st, v);
            st->lounge.stack[st->lounge.stack_count++] = (uint8_t)v;
        }
    } else if (!strcmp(w[0], "celebrity-stack-top")) {
        for (int i = n - 1; i >= 1; i--) {
            if (!celebrity_id(w[i], &v)) return fail(s, "no celebrity %s", w[i], NULL);
            celebrity_take_out(st, v);
            st->lounge.stack[st->lounge.stack_count++] = (uint8_t)v;
        }
    } else {
        fail(s, "unknown set '%s'", w[0], NULL);
    }
}

/* ---- expect ---- */

static void expect_int(scn *s, const char *what, int got, const char *want_text)
{
    int want;
    char buf[64];
    if (!to_int(want_text, &want)) return fail(s, "expected a number for %s, not '%s'", what, want_text);
    if (got != want) {
        snprintf(buf, sizeof buf, "%d, expected %d", got, want);
        fail(s, "%s is %s", what, buf);
    }
}

static bool event_matches(scn *s, const gah_event *e, char **w, int n)
{
    if (strcmp(gah_event_name(e->type), w[0]) != 0) return false;
    for (int i = 1; i < n; i++) {
        int seat = seat_of(s, w[i]), v;
        if (seat >= 0) {
            if (e->seat != seat) return false;
            continue;
        }
        char *eq = strchr(w[i], '=');
        if (!eq || !to_int(eq + 1, &v)) return false;
        size_t len = (size_t)(eq - w[i]);
        int got = !strncmp(w[i], "a", len) && len == 1 ? e->a : !strncmp(w[i], "b", len) && len == 1 ? e->b
                : !strncmp(w[i], "c", len) && len == 1 ? e->c : !strncmp(w[i], "d", len) && len == 1 ? e->d : e->value;
        if (!strncmp(w[i], "value", len) && len == 5) got = e->value;
        if (got != v) return false;
    }
    return true;
}

static void do_expect_player(scn *s, int seat, char **w, int n)
{
    const gah_state *st = &s->st;
    const gah_player *p = &st->player[seat];
    char what[64];
    snprintf(what, sizeof what, "p%d %s", seat, w[0]);
    if (n == 2 && !strcmp(w[0], "money")) expect_int(s, what, p->money, w[1]);
    else if (n == 2 && !strcmp(w[0], "vp")) expect_int(s, what, p->vp, w[1]);
    else if (n == 2 && !strcmp(w[0], "emperor")) expect_int(s, what, p->emperor, w[1]);
    else if (n == 2 && !strcmp(w[0], "hand-count")) expect_int(s, what, p->hand_count, w[1]);
    else if (n == 2 && !strcmp(w[0], "display-count")) expect_int(s, what, p->display_count, w[1]);
    else if (n == 2 && !strcmp(w[0], "staff-played")) expect_int(s, what, p->staff_played, w[1]);
    else if (n == 2 && !strcmp(w[0], "covered")) expect_int(s, what, p->covered, w[1]);
    else if (n == 2 && !strcmp(w[0], "leftovers")) expect_int(s, what, p->leftovers, w[1]);
    else if (n == 2 && !strcmp(w[0], "passed")) expect_int(s, what, p->passed, !strcmp(w[1], "yes") ? "1" : "0");
    else if (n == 2 && !strcmp(w[0], "passed-round"))
        expect_int(s, what, (st->startplayer.passed >> seat) & 1, !strcmp(w[1], "yes") ? "1" : "0");
    else if (n == 3 && !strcmp(w[0], "tile")) { /* the two numbers of the turn-order tile */
        int first, second;
        gah_turn_tile(st, seat, &first, &second);
        expect_int(s, what, first, w[1]);
        expect_int(s, what, second, w[2]);
    }
    else if (n >= 2 && !strcmp(w[0], "celebrities")) {
        unsigned want = 0;
        for (int i = 1; i < n; i++) {
            int id;
            if (strcmp(w[i], "none") != 0 && celebrity_id(w[i], &id)) want |= 1u << id;
            else if (strcmp(w[i], "none") != 0) return fail(s, "no celebrity %s", w[i], NULL);
        }
        if (st->lounge.held[seat] != want) fail(s, "%s: not exactly the celebrities %s", what, "listed");
    }
    else if (n == 3 && !strcmp(w[0], "vp-from")) {
        for (int k = 0; k < GAH_VP_SOURCE_COUNT; k++)
            if (!strcmp(w[1], source_words[k])) return expect_int(s, what, p->vp_by_source[k], w[2]);
        fail(s, "unknown VP source '%s'", w[1], NULL);
    } else if ((n == 5 || n == 6) && !strcmp(w[0], "kitchen")) { /* champagne checked when given */
        for (int i = 0; i < n - 1; i++) {
            snprintf(what, sizeof what, "p%d kitchen %s", seat, gah_item_name(i));
            expect_int(s, what, p->kitchen[i], w[1 + i]);
        }
    } else if (n == 3 && !strcmp(w[0], "room")) {
        int r;
        if (!to_int(w[1], &r) || r < 0 || r >= GAH_HOTEL_ROOMS) return fail(s, "bad room '%s'", w[1], NULL);
        if (strcmp(room_words[p->room[r]], w[2]) != 0) {
            snprintf(what, sizeof what, "p%d room %d", seat, r);
            fail(s, "%s is %s", what, room_words[p->room[r]]);
        }
    } else if (n >= 3 && !strcmp(w[0], "table")) {
        int t, id;
        if (!to_int(w[1], &t) || t < 1 || t > GAH_CAFE_TABLES) return fail(s, "tables are 1 to 4", NULL, NULL);
        const gah_table *tb = &p->cafe[t - 1];
        snprintf(what, sizeof what, "p%d table %d", seat, t);
        if (!strcmp(w[2], "empty")) {
            if (tb->guest) fail(s, "%s is not empty", what, NULL);
            return;
        }
        if (!to_int(w[2], &id)) return fail(s, "bad guest '%s'", w[2], NULL);
        expect_int(s, what, tb->guest, w[2]);
        uint8_t want[GAH_ITEM_COUNT] = {0};
        bool any = n > 3;
        if (any && parse_items(s, w + 3, n - 3, want))
            for (int i = 0; i < GAH_ITEM_COUNT; i++)
                if (want[i] != tb->placed[i]) fail(s, "%s has a different number of %s on it", what, gah_item_name(i));
    } else if (n == 2 && !strcmp(w[0], "entrance")) { /* Let's Waltz module 3 */
        int id;
        if (!entrance_id(w[1], &id)) return fail(s, "no hotel entrance '%s'", w[1], NULL);
        if (st->entrances.owned[seat] != id) fail(s, "%s: the player owns another hotel entrance", what, NULL);
    } else if (n == 2 && !strcmp(w[0], "cafe-tables")) {
        expect_int(s, what, gah_cafe_tables(st, seat), w[1]);
    } else if (n == 2 && !strcmp(w[0], "green-guests")) { /* Let's Waltz module 1 */
        expect_int(s, what, st->ballrooms.green[seat], w[1]);
    } else if (n == 2 && !strcmp(w[0], "balcony")) { /* Let's Waltz module 1 */
        expect_int(s, what, st->ballrooms.balcony[seat], w[1]);
    } else if (n == 2 && !strcmp(w[0], "big-orders")) { /* Let's Waltz module 5 */
        expect_int(s, what, st->more.big_orders[seat], w[1]);
    } else if (n == 2 && (!strcmp(w[0], "face-down") || !strcmp(w[0], "face-up"))) { /* Let's Waltz module 5 */
        int id, d = 0;
        if (!to_int(w[1], &id)) return fail(s, "bad staff '%s'", w[1], NULL);
        while (d < p->display_count && p->display[d] != id) d++;
        if (d == p->display_count) return fail(s, "%s: card %s is not in the display", what, w[1]);
        bool down = p->display_used[d] == GAH_STAFF_FACE_DOWN;
        if (down != !strcmp(w[0], "face-down")) fail(s, down ? "%s: card %s is face down" : "%s: card %s is face up", what, w[1]);
    } else if (n == 2 && !strcmp(w[0], "rehearsal")) {
        expect_int(s, what, st->ballrooms.rehearsal[seat], w[1]);
    } else if (n == 5 && !strcmp(w[0], "sections")) {
        for (int k = 0; k < GAH_REHEARSAL_SECTIONS; k++) {
            snprintf(what, sizeof what, "p%d section %d", seat, k + 1);
            expect_int(s, what, st->ballrooms.section[seat][k], w[1 + k]);
        }
    } else if (n == 2 && (!strcmp(w[0], "hand-has") || !strcmp(w[0], "display-has") || !strcmp(w[0], "hand-lacks"))) {
        int id;
        if (!to_int(w[1], &id)) return fail(s, "bad staff '%s'", w[1], NULL);
        bool in_hand = false, in_display = false;
        for (int i = 0; i < p->hand_count; i++) in_hand |= p->hand[i] == id;
        for (int i = 0; i < p->display_count; i++) in_display |= p->display[i] == id;
        if (!strcmp(w[0], "hand-has") && !in_hand) fail(s, "%s: card %s is not in the hand", what, w[1]);
        if (!strcmp(w[0], "hand-lacks") && in_hand) fail(s, "%s: card %s is in the hand", what, w[1]);
        if (!strcmp(w[0], "display-has") && !in_display) fail(s, "%s: card %s is not in the display", what, w[1]);
    } else {
        fail(s, "unknown expectation for a player: '%s'", w[0], NULL);
    }
}

/* `expect dealt-objectives A ID…`: over DEAL_SETUPS set-ups with the setup line's settings and the seeds from
 * its seed on, letter A's slot gets exactly the cards listed, each about as often as the others (within
 * two fifths of an even share: the seeds are fixed, so the count is too; the margin only says "even"). */
enum { DEAL_SETUPS = 1200 };
static void expect_dealt_objectives(scn *s, char **w, int n)
{
    static gah_state deal;
    int letter = w[1][0] - 'A', ids[16], counts[16] = {0}, k = n - 2;
    if (w[1][1] || letter < 0 || letter > 2 || k < 1 || k > 16) return fail(s, "dealt-objectives A|B|C ID...", NULL, NULL);
    for (int i = 0; i < k; i++) {
        const gah_objective_card *o = to_int(w[2 + i], &ids[i]) ? gah_objective_by_id(ids[i]) : NULL;
        if (!o || o->category != 'A' + letter) return fail(s, "objective %s is not a card of letter %s", w[2 + i], w[1]);
    }
    for (int d = 0; d < DEAL_SETUPS; d++) {
        gah_params params = s->params;
        params.seed += (uint64_t)d;
        if (gah_setup_preview(&deal, &params, NULL)) return fail(s, "the setup is refused", NULL, NULL);
        int got = deal.objectives[letter], i = 0;
        while (i < k && ids[i] != got) i++;
        char id[16];
        snprintf(id, sizeof id, "%d", got);
        if (i == k) return fail(s, "objective %s is dealt to letter %s but not listed", id, w[1]);
        counts[i]++;
    }
    for (int i = 0; i < k; i++) {
        int even = DEAL_SETUPS / k;
        if (counts[i] * 5 >= even * 3 && counts[i] * 5 <= even * 7) continue;
        char got[64];
        snprintf(got, sizeof got, "%d times in %d set-ups (even: %d)", counts[i], DEAL_SETUPS, even);
        fail(s, "objective %s is dealt %s", w[2 + i], got);
    }
}

/* `expect dealt-wray-tiles CODE…` / `expect dealt-ninas-objectives ID…` (module 3): over DEAL_SETUPS set-ups
 * as above, whatever is laid out beside The Grand Wray Hotel or Ninas Melange is among the listed, and each
 * listed one is laid out at least once ("from those remaining": the stacks of the modules in play). */
static void expect_dealt_beside(scn *s, char **w, int n, bool wray)
{
    static gah_state deal;
    int ids[24], seen[24] = {0}, k = n - 1;
    if (k < 1 || k > 24) return fail(s, "dealt-wray-tiles CODE... / dealt-ninas-objectives ID...", NULL, NULL);
    for (int i = 0; i < k; i++) {
        ids[i] = -1;
        if (wray) {
            for (int t = 0; t < gah_emperor_tile_count; t++)
                if (!strcmp(gah_emperor_tiles[t].code, w[1 + i])) ids[i] = t;
        } else if (!to_int(w[1 + i], &ids[i]) || !gah_objective_by_id(ids[i])) ids[i] = -1;
        if (ids[i] < 0) return fail(s, "'%s' is not a card", w[1 + i], NULL);
    }
    for (int d = 0; d < DEAL_SETUPS; d++) {
        gah_params params = s->params;
        params.seed += (uint64_t)d;
        if (gah_setup_preview(&deal, &params, NULL)) return fail(s, "the setup is refused", NULL, NULL);
        int cards = wray ? GAH_WRAY_TILES : 3;
        for (int c = 0; c < cards; c++) {
            int got = wray ? deal.entrances.wray_tiles[c] - 1 : deal.entrances.ninas_objectives[c];
            if (got < (wray ? 0 : 1)) continue;
            int i = 0;
            while (i < k && ids[i] != got) i++;
            char name[16];
            snprintf(name, sizeof name, "%s", wray ? gah_emperor_tiles[got].code : "");
            if (!wray) snprintf(name, sizeof name, "%d", got);
            if (i == k) return fail(s, "%s is laid out beside the entrance but not listed", name, NULL);
            seen[i]++;
        }
    }
    for (int i = 0; i < k; i++)
        if (!seen[i]) fail(s, "%s is never laid out beside the entrance", w[1 + i], NULL);
}

static void do_expect(scn *s, char **w, int n)
{
    const gah_state *st = &s->st;
    int seat;
    if (n < 1) return fail(s, "expect what?", NULL, NULL);
    if ((seat = seat_of(s, w[0])) >= 0) return do_expect_player(s, seat, w + 1, n - 1);
    if (n == 2 && !strcmp(w[0], "round")) expect_int(s, "round", st->round, w[1]);
    else if (n == 2 && !strcmp(w[0], "dustbin")) expect_int(s, "dustbin", st->dustbin, w[1]);
    else if (n == 2 && !strcmp(w[0], "turn")) expect_int(s, "turn seat", st->turn_seat, w[1] + 1);
    else if (n == 2 && !strcmp(w[0], "start")) expect_int(s, "start seat", st->start_seat, w[1] + 1);
    else if (n == 2 && !strcmp(w[0], "key")) /* Let's Waltz module 4: p0..p3, or board */
        expect_int(s, "key holder", st->startplayer.key_holder ? st->startplayer.key_holder - 1 : -1,
                   !strcmp(w[1], "board") ? "-1" : w[1] + 1);
    else if (n == 2 && !strcmp(w[0], "winner")) expect_int(s, "winner", gah_winner(st), w[1] + 1);
    else if (n >= 2 && !strcmp(w[0], "winners")) {
        unsigned want = 0;
        for (int i = 1; i < n; i++) {
            int ws = seat_of(s, w[i]);
            if (ws < 0) return fail(s, "winners are seats p0..p3, not '%s'", w[i], NULL);
            want |= 1u << ws;
        }
        char want_text[8];
        snprintf(want_text, sizeof want_text, "%u", want);
        expect_int(s, "winners (bit mask)", (int)gah_winners(st), want_text);
    }
    else if (!strcmp(w[0], "ballroom") && n >= 4) { /* Let's Waltz module 1 */
        uint8_t want[GAH_BALLROOM_SPACES];
        int b, r = ballroom_row_of(s, w + 1, &b);
        if (r >= 0 && ballroom_row_words(s, w + 3, n - 3, want) && memcmp(want, st->ballrooms.space[b - 1][r], sizeof want))
            fail(s, "ballroom %s row %s holds other dancers", w[1], w[2]);
    } else if (n == 4 && !strcmp(w[0], "ballrooms")) {
        for (int i = 0; i < GAH_BALLROOMS; i++) expect_int(s, "ballroom board", st->ballrooms.board[i], w[1 + i]);
    } else if (n == 2 && !strcmp(w[0], "ballrooms-scored")) {
        expect_int(s, "ballrooms scored", st->ballrooms.scored, w[1]);
    }
    else if (n == 4 && !strcmp(w[0], "objectives")) {
        for (int i = 0; i < 3; i++) expect_int(s, "objective", st->objectives[i], w[1 + i]);
    } else if (n >= 3 && !strcmp(w[0], "dealt-objectives")) expect_dealt_objectives(s, w, n);
    else if (n >= 2 && !strcmp(w[0], "dealt-wray-tiles")) expect_dealt_beside(s, w, n, true);
    else if (n >= 2 && !strcmp(w[0], "dealt-ninas-objectives")) expect_dealt_beside(s, w, n, false);
    else if (n == 2 && !strcmp(w[0], "automa-card")) expect_int(s, "automa card", st->automa_card, w[1]);
    else if (n == 2 && !strcmp(w[0], "automa-staff-count")) expect_int(s, "automa private staff", st->automa_staff_count, w[1]);
    else if (n == 3 && !strcmp(w[0], "countdown") && w[1][0] >= 'A' && w[1][0] <= 'C')
        expect_int(s, "countdown", st->countdown[w[1][0] - 'A'], w[2]);
    else if (n == 2 && !strcmp(w[0], "staff-deck-bottom"))
        expect_int(s, "staff deck bottom", st->staff_deck_count ? st->staff_deck[0] : 0, w[1]);
    else if (n == 4 && !strcmp(w[0], "rooms-left")) {
        expect_int(s, "blue rooms left", st->rooms_left[0], w[1]);
        expect_int(s, "red rooms left", st->rooms_left[1], w[2]);
        expect_int(s, "yellow rooms left", st->rooms_left[2], w[3]);
    } else if (!strcmp(w[0], "colour-dice")) {
        int where[GAH_DIE_COLOUR_COUNT] = {-1, -1, -1, -1};
        if (!parse_colour_dice(s, w + 1, n - 1, where)) return;
        for (int c = GAH_DIE_RED; c <= GAH_DIE_YELLOW; c++) {
            if (where[c] < 0) continue; /* only the colours listed */
            int got = 0;
            for (int v = 1; v <= 6; v++)
                if (st->lounge.colours[v] & GAH_DIE_COLOUR_BIT(c)) got = v;
            char num[16];
            snprintf(num, sizeof num, "%d", where[c]);
            expect_int(s, die_colour_words[c], got, num);
        }
    } else if (!strcmp(w[0], "lounge") && n == 4) {
        for (int i = 0; i < GAH_LOUNGE; i++) expect_int(s, "lounge", st->lounge.celebrity[i], w[1 + i]);
    } else if (!strcmp(w[0], "lounge-vp") && n == 4) {
        for (int i = 0; i < GAH_LOUNGE; i++) expect_int(s, "lounge VP", st->lounge.vp[i], w[1 + i]);
    } else if (n == 2 && !strcmp(w[0], "celebrity-stack-count")) {
        expect_int(s, "celebrity stack", st->lounge.stack_count, w[1]);
    } else if (n == 2 && !strcmp(w[0], "celebrity-discard-count")) {
        expect_int(s, "celebrity discard pile", st->lounge.discard_count, w[1]);
    } else if (n == 3 && !strcmp(w[0], "staff-in-game")) {
        /* Anywhere at all: the deck, a hand, a display, a draft pack, the drawn cards, the automa's private
         * deck or removed by the Emperor. */
        int id;
        if (!to_int(w[1], &id) || !gah_staff_by_id(id)) return fail(s, "no staff card %s", w[1], NULL);
        bool found = memchr(st->staff_deck, id, st->staff_deck_count) || memchr(st->automa_staff, id, st->automa_staff_count) ||
                     memchr(st->drawn, id, sizeof st->drawn) || memchr(st->removed_staff, id, sizeof st->removed_staff);
        for (int p = 0; p < st->players; p++)
            found |= memchr(st->player[p].hand, id, st->player[p].hand_count) || memchr(st->player[p].display, id, st->player[p].display_count) ||
                     memchr(st->draft_pack[p], id, st->draft_count[p]);
        if (strcmp(w[2], "yes") != 0 && strcmp(w[2], "no") != 0) return fail(s, "staff-in-game takes yes or no", NULL, NULL);
        if (found != !strcmp(w[2], "yes")) fail(s, "staff card %s in the game: not %s", w[1], w[2]);
    } else if (n == 3 && !strcmp(w[0], "celebrity-in-game")) {
        /* Anywhere at all: the stack, the lounge, the discard pile or in front of a player. */
        int id;
        if (!celebrity_id(w[1], &id)) return fail(s, "no celebrity %s", w[1], NULL);
        const gah_lounge *l = &st->lounge;
        bool found = memchr(l->stack, id, l->stack_count) || memchr(l->discard, id, l->discard_count);
        for (int i = 0; i < GAH_LOUNGE; i++) found |= l->celebrity[i] == id;
        for (int p = 0; p < GAH_MAX_PLAYERS; p++) found |= (l->held[p] >> id) & 1;
        if (strcmp(w[2], "yes") != 0 && strcmp(w[2], "no") != 0) return fail(s, "celebrity-in-game takes yes or no", NULL, NULL);
        if (found != !strcmp(w[2], "yes")) fail(s, "celebrity %s in the game: not %s", w[1], w[2]);
    } else if (expect_solo(s, w, n)) { /* Dinner for One with Let's Waltz module 3 */
    } else if (!strcmp(w[0], "dice")) {
        int want[7] = {0};
        for (int i = 1; i < n; i++) {
            int value, count;
            if (sscanf(w[i], "%d:%d", &value, &count) != 2 || value < 1 || value > 6)
                return fail(s, "dice are written value:count, not '%s'", w[i], NULL);
            want[value] = count;
        }
        for (int v = 1; v <= 6; v++) {
            char what[32], num[16];
            snprintf(what, sizeof what, "dice on %d", v);
            snprintf(num, sizeof num, "%d", want[v]);
            expect_int(s, what, st->dice[v], num);
        }
    } else if (!strcmp(w[0], "queue") && n == 6) {
        for (int q = 0; q < GAH_QUEUE; q++) {
            char what[32];
            snprintf(what, sizeof what, "queue position %d", q + 1);
            expect_int(s, what, st->queue[q], w[1 + q]);
        }
    } else if (!strcmp(w[0], "phase") && n == 2) {
        static const char *const phases[] = {"start-guests", "start-rooms", "play", "over"};
        if (strcmp(phases[st->phase], w[1]) != 0) fail(s, "phase is %s, expected %s", phases[st->phase], w[1]);
    } else if (!strcmp(w[0], "prompt") && n >= 2) {
        gah_prompt pr = gah_current_prompt(st);
        if (strcmp(gah_prompt_name(pr.kind), w[1]) != 0) fail(s, "prompt is %s, expected %s", gah_prompt_name(pr.kind), w[1]);
        if (n >= 3 && seat_of(s, w[2]) != pr.seat) fail(s, "the prompt is not for %s", w[2], NULL);
        if (n >= 4) expect_int(s, "prompt amount", pr.amount, w[3]);
    } else if ((!strcmp(w[0], "event") || !strcmp(w[0], "no-event")) && n >= 2) {
        bool found = false;
        for (int i = 0; i < s->ev.count && !found; i++) found = event_matches(s, &s->ev.list[i], w + 1, n - 1);
        if (!found && !strcmp(w[0], "event")) fail(s, "no matching %s event after the last command", w[1], NULL);
        if (found && !strcmp(w[0], "no-event")) fail(s, "an unexpected %s event after the last command", w[1], NULL);
    } else {
        fail(s, "unknown expectation '%s'", w[0], NULL);
    }
}

/* ---- commands ---- */

static bool command_line(scn *s, char *rest, int *seat, gah_command *cmd, char **reason)
{
    char *colon = strchr(rest, ':');
    if (!colon) {
        fail(s, "expected 'pN: command'", NULL, NULL);
        return false;
    }
    *colon = 0;
    char *seat_word = rest;
    while (*seat_word == ' ') seat_word++;
    for (char *e = colon - 1; e >= seat_word && *e == ' '; e--) *e = 0;
    *seat = seat_of(s, seat_word);
    if (*seat < 0) {
        fail(s, "unknown seat '%s'", seat_word, NULL);
        return false;
    }
    char *text = colon + 1;
    char *bar = strchr(text, '|');
    if (reason) *reason = NULL;
    if (bar) {
        *bar = 0;
        if (reason) {
            *reason = bar + 1;
            while (**reason == ' ') (*reason)++;
        }
    }
    if (!gah_command_parse(text, cmd)) {
        fail(s, "not a command: '%s'", text, NULL);
        return false;
    }
    return true;
}

static bool legal_has(const gah_state *st, gah_command cmd)
{
    gah_command cmds[512];
    int n = gah_legal(st, cmds, 512);
    for (int i = 0; i < n; i++)
        if (cmds[i].type == cmd.type && cmds[i].a == cmd.a && cmds[i].b == cmd.b) return true;
    return false;
}

static void do_setup(scn *s, char **w, int n)
{
    gah_params params = {.seed = 1, .players = 2};
    bool manual = false;
    for (int i = 1; i < n; i++) {
        /* key=value words go through the params table (players, hotels, intro, draft, automa, difficulty,
         * seed); `intro`, `draft` and `solo=NAME` are short forms. */
        char key[32], why[160];
        const char *eq = strchr(w[i], '=');
        size_t klen = eq ? (size_t)(eq - w[i]) : strlen(w[i]);
        snprintf(key, sizeof key, "%.*s", (int)(klen < sizeof key ? klen : sizeof key - 1), w[i]);
        const char *value = eq ? eq + 1 : "1";
        if (!strcmp(key, "manual") && !eq) manual = true;
        else if (!strcmp(key, "solo") && eq) {
            if (gah_params_set(&params, "automa", value, why, sizeof why)) return fail(s, "setup: %s", why, NULL);
            params.players = 2;
        } else if ((!strcmp(key, "intro") || !strcmp(key, "draft")) && !eq) {
            gah_params_set(&params, key, "1", why, sizeof why);
        } else if (eq && gah_params_is_key(key)) {
            if (gah_params_set(&params, key, value, why, sizeof why)) return fail(s, "setup: %s", why, NULL);
        } else {
            return fail(s, "unknown setup option '%s'", w[i], NULL);
        }
    }
    s->ev.count = 0;
    s->params = params;
    /* Scenarios may test the tested parts of Let's Waltz modules gah_setup still refuses. */
    const char *why = gah_setup_preview(&s->st, &params, &s->ev);
    if (why) return fail(s, "setup refused: %s", why, NULL);
    if (!manual && !play_setup_first_legal(&s->st)) fail(s, "the set-up decisions could not be played", NULL, NULL);
    s->ready = true;
}

bool scenario_run(const char *text, const char *name, FILE *log)
{
    static scn s;
    memset(&s, 0, sizeof s);
    s.name = name;
    s.log = log;
    const char *p = text;
    while (*p) {
        char line[512];
        size_t len = strcspn(p, "\n");
        s.line++;
        if (len >= sizeof line) {
            fail(&s, "line too long", NULL, NULL);
            return false;
        }
        memcpy(line, p, len);
        line[len] = 0;
        p += len + (p[len] == '\n');
        char *hash = strchr(line, '#');
        if (hash) *hash = 0;
        char copy[512];
        strcpy(copy, line);
        char *w[MAX_WORDS];
        int n = 0;
        for (char *tok = strtok(line, " \t\r"); tok && n < MAX_WORDS; tok = strtok(NULL, " \t\r")) w[n++] = tok;
        if (!n) continue;
        if (!strcmp(w[0], "setup")) {
            do_setup(&s, w, n);
            continue;
        }
        if (!s.ready) {
            fail(&s, "the first line must be 'setup ...'", NULL, NULL);
            return false;
        }
        if (!strcmp(w[0], "set")) do_set(&s, w + 1, n - 1);
        else if (!strcmp(w[0], "expect")) do_expect(&s, w + 1, n - 1);
        else if (!strcmp(w[0], "expect-refused") || !strcmp(w[0], "expect-legal") || !strcmp(w[0], "expect-not-legal")) {
            char *rest = copy + strlen(w[0]) + (size_t)(w[0] - line);
            int seat;
            gah_command cmd;
            char *reason;
            if (!command_line(&s, rest, &seat, &cmd, &reason)) continue;
            if (!strcmp(w[0], "expect-legal")) {
                if (!legal_has(&s.st, cmd)) fail(&s, "the command is not in the legal list", NULL, NULL);
                continue;
            }
            if (!strcmp(w[0], "expect-not-legal")) {
                if (legal_has(&s.st, cmd)) fail(&s, "the command is in the legal list", NULL, NULL);
                continue;
            }
            uint64_t before = gah_hash(&s.st);
            const char *why = gah_apply(&s.st, seat, cmd, NULL);
            if (!why) fail(&s, "the command was accepted", NULL, NULL);
            else if (reason && *reason && !strstr(why, reason)) fail(&s, "refused for another reason: %s", why, NULL);
            if (gah_hash(&s.st) != before) fail(&s, "a refused command changed the state", NULL, NULL);
        } else if (w[0][0] == 'p' && strchr(copy, ':')) {
            int seat;
            gah_command cmd;
            if (!command_line(&s, copy, &seat, &cmd, NULL)) continue;
            s.ev.count = 0;
            const char *why = gah_apply(&s.st, seat, cmd, &s.ev);
            if (why) fail(&s, "command refused: %s", why, NULL);
        } else {
            fail(&s, "unknown line '%s'", w[0], NULL);
        }
    }
    return s.failures == 0;
}

int cli_scenario(int argc, char **argv)
{
    if (argc < 1) {
        fprintf(stderr, "usage: gah-cli scenario FILE...\n");
        return 2;
    }
    int failed = 0;
    for (int i = 0; i < argc; i++) {
        char err[512];
        char *text = read_text_file(argv[i], err, sizeof err);
        bool ok = text && scenario_run(text, argv[i], stdout);
        if (!text) printf("%s\n", err);
        printf("%s %s\n", ok ? "pass" : "FAIL", argv[i]);
        failed += !ok;
        free(text);
    }
    printf("%d scenarios, %d failed\n", argc, failed);
    return failed ? 1 : 0;
}

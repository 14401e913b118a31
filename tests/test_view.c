/* Hidden information: a seat's view must not depend on anything that seat could not see at the table,
 * and a determinized view must agree with it.
 * Random games (2-4 players, the staff variants, Leopold and Elisabeth with each of her module sets at
 * every difficulty); after every command each seat's view of the state is compared with its view of a
 * copy whose hidden parts were reshuffled. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "gah/engine.h"
#include "test.h"

/* The test's own generator (splitmix64): the engine's RNG is part of what is being hidden. */
static uint64_t test_rng = 12345;
static uint32_t next_u32(void)
{
    uint64_t z = (test_rng += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return (uint32_t)((z ^ (z >> 31)) >> 32);
}
static int below(int n) { return n > 0 ? (int)(next_u32() % (uint32_t)n) : 0; }

static void shuffle(uint8_t *cards, int count)
{
    for (int i = count - 1; i > 0; i--) {
        int j = below(i + 1);
        uint8_t t = cards[i];
        cards[i] = cards[j];
        cards[j] = t;
    }
}

/* Swaps some of `cards` with cards of the staff deck: another deal of the unseen staff. */
static void swap_with_deck(gah_state *st, uint8_t *cards, int count)
{
    for (int i = 0; i < count && st->staff_deck_count; i++) {
        if (below(2)) continue;
        int k = below(st->staff_deck_count);
        uint8_t t = cards[i];
        cards[i] = st->staff_deck[k];
        st->staff_deck[k] = t;
    }
}

/* Another state the seat could not tell apart from `st`: every hidden part dealt anew. */
static void rehide(const gah_state *st, int seat, gah_state *out)
{
    memcpy(out, st, sizeof *out);
    out->rng ^= ((uint64_t)next_u32() << 32) | next_u32() | 1;
    out->params.seed ^= next_u32();
    gah_prompt pr = gah_current_prompt(st);
    for (int s = 0; s < out->players; s++) {
        if (s == seat) continue;
        swap_with_deck(out, out->player[s].hand, out->player[s].hand_count);
        shuffle(out->player[s].hand, out->player[s].hand_count);
        swap_with_deck(out, out->draft_pack[s], out->draft_count[s]);
    }
    if (pr.seat != seat) swap_with_deck(out, out->drawn, out->drawn_count);
    swap_with_deck(out, out->automa_staff, out->automa_staff_count);
    shuffle(out->automa_staff, out->automa_staff_count);
    shuffle(out->automa_deck, out->automa_deck_count);
    shuffle(out->staff_deck, out->staff_deck_count);
    shuffle(out->guest_deck, out->guest_deck_count);
    shuffle(out->lounge.stack, out->lounge.stack_count); /* Let's Waltz module 2: the celebrity stack */
}

static int views_checked, controls_checked;

static void check_views(const gah_state *st)
{
    static gah_state other, a, b;
    for (int seat = 0; seat < st->players; seat++) {
        rehide(st, seat, &other);
        gah_view(st, seat, &a);
        gah_view(&other, seat, &b);
        views_checked++;
        if (memcmp(&a, &b, sizeof a) != 0) {
            const unsigned char *x = (const unsigned char *)&a, *y = (const unsigned char *)&b;
            size_t at = 0;
            while (x[at] == y[at]) at++;
            fprintf(stderr, "seat %d: views differ at byte %zu of the state (round %d)\n", seat, at, st->round);
            CHECK(false);
            return;
        }
        /* The control: what the seat does see (its own hand) changes its view. */
        if (st->player[seat].hand_count && st->staff_deck_count) {
            memcpy(&other, st, sizeof other);
            int k = below(st->staff_deck_count);
            if (other.staff_deck[k] != other.player[seat].hand[0]) {
                other.player[seat].hand[0] = other.staff_deck[k];
                gah_view(&other, seat, &b);
                CHECK(memcmp(&a, &b, sizeof a) != 0);
                controls_checked++;
            }
        }
    }
}

/* Every staff and guest card is in exactly one place. */
static bool cards_conserved(const gah_state *st)
{
    int staff[256] = {0}, guests[256] = {0};
    for (int s = 0; s < st->players; s++) {
        const gah_player *p = &st->player[s];
        for (int i = 0; i < p->hand_count; i++) staff[p->hand[i]]++;
        for (int i = 0; i < p->display_count; i++) staff[p->display[i]]++;
        for (int i = 0; i < st->draft_count[s]; i++) staff[st->draft_pack[s][i]]++;
        for (int t = 0; t < GAH_CAFE_TABLES; t++) guests[p->cafe[t].guest]++;
    }
    for (int i = 0; i < st->drawn_count; i++) staff[st->drawn[i]]++;
    for (int i = 0; i < st->staff_deck_count; i++) staff[st->staff_deck[i]]++;
    for (int i = 0; i < st->automa_staff_count; i++) staff[st->automa_staff[i]]++;
    for (int i = 0; i < st->staff_removed && i < GAH_MAX_PLAYERS; i++) staff[st->removed_staff[i]]++;
    for (int i = 0; i < st->guest_deck_count; i++) guests[st->guest_deck[i]]++;
    for (int i = 0; i < st->guest_discard_count; i++) guests[st->guest_discard[i]]++;
    for (int i = 0; i < st->entrances.kaufman_count; i++) guests[st->entrances.kaufman_pile[i]]++; /* module 3 */
    for (int q = 0; q < GAH_QUEUE; q++) guests[st->queue[q]]++;
    for (int i = 0; i < gah_staff_count; i++)
        if (staff[gah_staff[i].id] != (gah_staff_in_play(st, gah_staff[i].id) ? 1 : 0)) return false;
    for (int i = 0; i < gah_guest_count; i++)
        if (guests[gah_guests[i].id] != (gah_card_in_play(st, gah_guests[i].module) ? 1 : 0)) return false;
    for (int i = 0; i < st->automa_staff_count; i++)
        if (gah_staff_by_id(st->automa_staff[i])->type != GAH_STAFF_FINAL) return false;
    return true;
}

static int determinized, playouts_ok;

/* A determinized state agrees with the view it came from, holds every card once, offers the same
 * commands to the seat, and can be played on (its RNG is live). */
static void check_determinize(const gah_state *st, int seat)
{
    static gah_state view, det, again;
    gah_view(st, seat, &view);
    bool ok = gah_determinize(&view, seat, next_u32(), &det);
    CHECK(ok);
    if (!ok) return;
    determinized++;
    gah_view(&det, seat, &again);
    CHECK(memcmp(&again, &view, sizeof view) == 0);
    CHECK(cards_conserved(&det));
    CHECK(det.rng != 0);
    if (gah_current_prompt(st).seat == seat) {
        gah_command a[512], b[512];
        int na = gah_legal(st, a, 512), nb = gah_legal(&det, b, 512);
        CHECK(na == nb && memcmp(a, b, sizeof a[0] * (size_t)na) == 0);
    }
    for (int k = 0; k < 40 && det.phase != GAH_PHASE_OVER; k++) {
        gah_command cmds[512];
        int n = gah_legal(&det, cmds, 512);
        if (!n) {
            CHECK(n > 0);
            return;
        }
        if (gah_apply(&det, gah_current_prompt(&det).seat, cmds[below(n)], NULL)) {
            CHECK(false);
            return;
        }
    }
    CHECK(cards_conserved(&det));
    playouts_ok++;
}

static void play_random_game(const gah_params *params)
{
    static gah_state st;
    CHECK(gah_setup(&st, params, NULL) == NULL);
    gah_command cmds[512];
    for (int step = 0; step < 3000 && st.phase != GAH_PHASE_OVER; step++) {
        check_views(&st);
        CHECK(cards_conserved(&st));
        if (step % 5 == 0) check_determinize(&st, step / 5 % st.players);
        int n = gah_legal(&st, cmds, 512);
        if (!n) break;
        /* Prefer moving on over passing so games end. */
        gah_command pick = cmds[below(n)];
        if (pick.type == GAH_CMD_PASS && below(4)) pick = cmds[below(n)];
        CHECK(gah_apply(&st, gah_current_prompt(&st).seat, pick, NULL) == NULL);
    }
    CHECK(st.phase == GAH_PHASE_OVER);
}

static void test_views_hide_everything_unseen(void)
{
    for (int g = 0; g < 24; g++) {
        gah_params p = {.seed = (uint64_t)g * 7919 + 1, .players = (uint8_t)(2 + g % 3)};
        p.hotels = (uint8_t)(g % 2);
        if (g % 4 == 1) p.intro_staff = true;
        if (g % 4 == 2) p.expert_draft = true;
        if (g % 4 == 3 || g >= 18) {
            p.players = 2;
            p.intro_staff = p.expert_draft = false;
            p.automa = GAH_AUTOMA_LEOPOLD;
            p.difficulty = (uint8_t)(GAH_EASY + g % 3);
        }
        play_random_game(&p);
    }
    /* Let's Waltz: module 2 (the celebrity stack is hidden and dealt again by gah_determinize), module 1,
     * and both together; six games each. */
    static const uint8_t modules[] = {GAH_WALTZ_MODULE(2), GAH_WALTZ_MODULE(1), GAH_WALTZ_MODULE(1) | GAH_WALTZ_MODULE(2),
                                      /* module 5: the bell cards, alone and with module 1 */
                                      GAH_WALTZ_MODULE(5), GAH_WALTZ_MODULE(1) | GAH_WALTZ_MODULE(5),
                                      /* module 3: the entrances */
                                      GAH_WALTZ_MODULE(3), GAH_WALTZ_MODULE(1) | GAH_WALTZ_MODULE(2) | GAH_WALTZ_MODULE(3)};
    for (size_t m = 0; m < sizeof modules; m++)
        for (int g = 0; g < 6; g++) {
            gah_params p = {.seed = (uint64_t)g * 104729 + 5, .players = (uint8_t)(2 + g % 3), .waltz = modules[m]};
            play_random_game(&p);
        }
    /* Elisabeth (Dinner for One with modules 1 and/or 2) at every difficulty: her instruction deck and
     * private staff are hidden as Leopold's are. */
    const unsigned sets[3] = {GAH_WALTZ_MODULE(1), GAH_WALTZ_MODULE(2), GAH_WALTZ_MODULE(1) | GAH_WALTZ_MODULE(2)};
    for (int g = 0; g < 9; g++) {
        gah_params p = {.seed = (uint64_t)g * 7331 + 11, .players = 2, .automa = GAH_AUTOMA_ELISABETH,
                        .difficulty = (uint8_t)(GAH_EASY + g % 3), .waltz = (uint8_t)sets[g / 3]};
        play_random_game(&p);
    }
    /* Dinner for One with module 3: each solo entrance (its pieces are all public; Hautel Couture deals the
     * guests again at set-up), against Leopold and against Elisabeth. */
    for (int g = 0; g < 8; g++) {
        gah_params p = {.seed = (uint64_t)g * 6007 + 3, .players = 2, .automa = GAH_AUTOMA_LEOPOLD,
                        .difficulty = (uint8_t)(GAH_EASY + g % 3), .waltz = GAH_WALTZ_MODULE(3), .solo_entrance = (uint8_t)(1 + g % 4)};
        if (g >= 4) p.automa = GAH_AUTOMA_ELISABETH, p.waltz |= GAH_WALTZ_MODULE(1);
        play_random_game(&p);
    }
    printf("  %d views compared, %d controls, %d determinized (%d played on)\n", views_checked, controls_checked,
           determinized, playouts_ok);
    CHECK(determinized > 500 && playouts_ok == determinized);
    CHECK(views_checked > 10000);
    CHECK(controls_checked > 1000);
}

int main(void)
{
    RUN(test_views_hide_everything_unseen);
    return TEST_REPORT();
}

/* Dinner for One's automa kinds table, the instruction cards as parsed at build time, and who sits where. */
#include "gah/engine.h"
#include "test.h"

static const gah_automa_card *card(int id)
{
    for (int i = 0; i < gah_automa_card_count; i++)
        if (gah_automa_cards[i].id == id) return &gah_automa_cards[i];
    return NULL;
}

static int count_steps(const char *deck, int kind)
{
    int n = 0;
    for (int i = 0; i < gah_automa_card_count; i++)
        for (int k = 0; k < gah_automa_cards[i].step_count; k++)
            n += !strcmp(gah_automa_cards[i].deck, deck) && gah_automa_cards[i].steps[k].kind == kind;
    return n;
}

/* Every kind has its deck of GAH_AUTOMA_DECK cards, every card belongs to a kind, and the params spell the
 * kinds by the same keys, so a save names the automa the table knows. */
static void test_kinds_table(void)
{
    CHECK(gah_automa_info_of(GAH_AUTOMA_NONE) == NULL);
    CHECK(gah_automa_info_of(GAH_AUTOMA_KIND_COUNT) == NULL);
    CHECK_STR(gah_automa_name(GAH_AUTOMA_LEOPOLD), "Leopold");
    CHECK_STR(gah_automa_name(GAH_AUTOMA_ELISABETH), "Elisabeth");
    CHECK_EQ(gah_automa_info_of(GAH_AUTOMA_LEOPOLD)->waltz_modules, 0);
    CHECK_EQ(gah_automa_info_of(GAH_AUTOMA_ELISABETH)->waltz_modules, GAH_WALTZ_MODULE(1) | GAH_WALTZ_MODULE(2));
    CHECK_EQ(gah_automa_by_key("elisabeth"), GAH_AUTOMA_ELISABETH);
    CHECK_EQ(gah_automa_by_key("bob"), GAH_AUTOMA_NONE);
    for (int k = GAH_AUTOMA_NONE + 1; k < GAH_AUTOMA_KIND_COUNT; k++) {
        const gah_automa_info *info = gah_automa_info_of(k);
        int cards = 0;
        for (int i = 0; i < gah_automa_card_count; i++) cards += !strcmp(gah_automa_cards[i].deck, info->deck);
        CHECK_EQ(cards, GAH_AUTOMA_DECK);
        gah_params p = {0};
        char why[96];
        CHECK(gah_params_set(&p, "automa", info->key, why, sizeof why) == NULL);
        CHECK_EQ(p.automa, k);
    }
    int owned = 0;
    for (int i = 0; i < gah_automa_card_count; i++)
        for (int k = GAH_AUTOMA_NONE + 1; k < GAH_AUTOMA_KIND_COUNT; k++)
            owned += !strcmp(gah_automa_cards[i].deck, gah_automa_info_of(k)->deck);
    CHECK_EQ(owned, gah_automa_card_count);
}

/* Each card is guests, exactly one die, then actions, in the order printed. */
static void test_cards_parsed(void)
{
    for (int i = 0; i < gah_automa_card_count; i++) {
        const gah_automa_card *a = &gah_automa_cards[i];
        int dice = 0, die_at = -1;
        for (int k = 0; k < a->step_count; k++) {
            int kind = a->steps[k].kind;
            bool is_die = kind == GAH_AUTOMA_STEP_DIE || kind == GAH_AUTOMA_STEP_DIE_EITHER ||
                          kind == GAH_AUTOMA_STEP_DIE_MOST || kind == GAH_AUTOMA_STEP_DIE_CELEBRITY;
            bool is_guest = kind == GAH_AUTOMA_STEP_GUEST || kind == GAH_AUTOMA_STEP_GUEST_DANCER;
            if (is_die) dice++, die_at = k;
            CHECK(!is_guest || die_at < 0); /* no guest after the die */
            CHECK(is_die || is_guest || die_at >= 0);
            CHECK(a->steps[k].min_difficulty >= GAH_EASY && a->steps[k].min_difficulty <= GAH_HARD);
        }
        CHECK_EQ(dice, 1);
    }
    /* 232: "Y + ?>n1", "cmax", "Obj C" */
    const gah_automa_card *c232 = card(232);
    CHECK(c232 && c232->step_count == 4);
    if (c232 && c232->step_count == 4) {
        CHECK_EQ(c232->steps[0].kind, GAH_AUTOMA_STEP_GUEST);
        CHECK_EQ(c232->steps[0].arg, GAH_COLOUR_YELLOW);
        CHECK_EQ(c232->steps[1].kind, GAH_AUTOMA_STEP_GUEST_DANCER);
        CHECK_EQ(c232->steps[1].arg, -1);
        CHECK_EQ(c232->steps[1].arg2, 1);
        CHECK_EQ(c232->steps[2].kind, GAH_AUTOMA_STEP_DIE_CELEBRITY);
        CHECK_EQ(c232->steps[3].kind, GAH_AUTOMA_STEP_OBJECTIVE);
        CHECK_EQ(c232->steps[3].arg, 2);
    }
    /* 207: "R + ? [H]", "1|2", "E+2; Staff [H]" */
    const gah_automa_card *c207 = card(207);
    CHECK(c207 && c207->step_count == 5);
    if (c207 && c207->step_count == 5) {
        CHECK_EQ(c207->steps[0].min_difficulty, GAH_EASY);
        CHECK_EQ(c207->steps[1].min_difficulty, GAH_HARD);
        CHECK_EQ(c207->steps[2].kind, GAH_AUTOMA_STEP_DIE_EITHER);
        CHECK_EQ(c207->steps[2].arg, 1);
        CHECK_EQ(c207->steps[2].arg2, 2);
        CHECK_EQ(c207->steps[3].kind, GAH_AUTOMA_STEP_EMPEROR);
        CHECK_EQ(c207->steps[3].arg, 2);
        CHECK_EQ(c207->steps[4].kind, GAH_AUTOMA_STEP_STAFF);
        CHECK_EQ(c207->steps[4].min_difficulty, GAH_HARD);
    }
    /* Elisabeth's Let's Waltz symbols are carried in the data, and only on her deck. */
    CHECK_EQ(count_steps("elisabeth", GAH_AUTOMA_STEP_GUEST_DANCER), 5);
    CHECK_EQ(count_steps("elisabeth", GAH_AUTOMA_STEP_DANCER), 6);
    CHECK_EQ(count_steps("elisabeth", GAH_AUTOMA_STEP_DIE_CELEBRITY), 3);
    CHECK_EQ(count_steps("leopold", GAH_AUTOMA_STEP_GUEST_DANCER) + count_steps("leopold", GAH_AUTOMA_STEP_DANCER) +
                 count_steps("leopold", GAH_AUTOMA_STEP_DIE_CELEBRITY),
             0);
}

static bool deck_is(const gah_state *st, int first, int last)
{
    if (st->automa_deck_count != GAH_AUTOMA_DECK) return false;
    for (int i = 0; i < st->automa_deck_count; i++)
        if (st->automa_deck[i] < first || st->automa_deck[i] > last) return false;
    return true;
}

/* Seed 002: Elisabeth is the opponent with module 1 and/or 2, Leopold otherwise; each is refused in the
 * other's games with a reason that names the right one. Module 1 is set up through the preview until its
 * staff are in; the checks hold either way. */
static void test_setup_picks_the_automa(void)
{
    static gah_state st;
    gah_params p = {.players = 2, .automa = GAH_AUTOMA_ELISABETH, .difficulty = GAH_MEDIUM, .seed = 7};
    CHECK_STR(gah_setup(&st, &p, NULL), "Elisabeth plays with the Let's Waltz modules 1 or 2; without them your opponent is Leopold.");
    p.waltz = GAH_WALTZ_MODULE(5) & GAH_WALTZ_AVAILABLE;
    if (p.waltz) CHECK(gah_setup(&st, &p, NULL) != NULL);
    const unsigned sets[3] = {GAH_WALTZ_MODULE(1), GAH_WALTZ_MODULE(2), GAH_WALTZ_MODULE(1) | GAH_WALTZ_MODULE(2)};
    for (int i = 0; i < 3; i++) {
        p.waltz = (uint8_t)sets[i];
        CHECK_EQ(gah_automa_for_modules(p.waltz), GAH_AUTOMA_ELISABETH);
        for (int d = GAH_EASY; d <= GAH_HARD; d++) {
            p.automa = GAH_AUTOMA_ELISABETH, p.difficulty = (uint8_t)d;
            CHECK(gah_setup_preview(&st, &p, NULL) == NULL);
            CHECK(gah_seat_is_automa(&st, GAH_AUTOMA_SEAT));
            CHECK_EQ(st.params.automa, GAH_AUTOMA_ELISABETH);
            CHECK(deck_is(&st, 213, 232)); /* her instruction deck */
            if (!(p.waltz & ~GAH_WALTZ_AVAILABLE)) CHECK(gah_setup(&st, &p, NULL) == NULL);
            p.automa = GAH_AUTOMA_LEOPOLD;
            CHECK_STR(gah_setup_preview(&st, &p, NULL), "With the Let's Waltz modules 1 or 2 your solo opponent is Elisabeth.");
        }
    }
    CHECK_EQ(gah_automa_for_modules(0), GAH_AUTOMA_LEOPOLD);
    CHECK_EQ(gah_automa_for_modules(GAH_WALTZ_MODULE(3) | GAH_WALTZ_MODULE(5)), GAH_AUTOMA_LEOPOLD);
    p.waltz = GAH_WALTZ_MODULE(2) | GAH_WALTZ_MODULE(4);
    p.automa = GAH_AUTOMA_ELISABETH;
    CHECK(gah_setup_preview(&st, &p, NULL) != NULL);
    p.waltz = 0;
    p.automa = GAH_AUTOMA_KIND_COUNT;
    CHECK_STR(gah_setup(&st, &p, NULL), "Unknown solo opponent.");
    p.automa = GAH_AUTOMA_LEOPOLD;
    CHECK(gah_setup(&st, &p, NULL) == NULL);
    CHECK(deck_is(&st, 193, 212));
}

/* Seed 002: every module but 4 (Start Player) may be played solo; module 4 is refused with a reason that
 * names it, against either automa and with any other modules, and plays for 2 to 4 people. */
static void test_start_player_is_not_solo(void)
{
    static gah_state st;
    const char *why = "Let's Waltz module 4 (Start Player) is not played solo: leave it out, or play it with 2 to 4 people.";
    gah_params p = {.players = 2, .automa = GAH_AUTOMA_LEOPOLD, .difficulty = GAH_MEDIUM, .seed = 7, .waltz = GAH_WALTZ_MODULE(4)};
    CHECK_STR(gah_setup(&st, &p, NULL), why);
    p.automa = GAH_AUTOMA_ELISABETH;
    for (unsigned others = 1; others <= 3; others++) { /* with module 1, 2, or both */
        p.waltz = (uint8_t)(GAH_WALTZ_MODULE(4) | (others << 1));
        CHECK_STR(gah_setup(&st, &p, NULL), why);
    }
    for (int players = 2; players <= GAH_MAX_PLAYERS; players++) {
        gah_params table = {.players = (uint8_t)players, .seed = 7, .waltz = GAH_WALTZ_MODULE(4)};
        CHECK(gah_setup(&st, &table, NULL) == NULL);
        table.waltz |= GAH_WALTZ_MODULE(1) | GAH_WALTZ_MODULE(2);
        CHECK(gah_setup(&st, &table, NULL) == NULL);
    }
}

/* Only the automa's seat of a solo game is the automa's; a game without one has none. */
static void test_seat_is_automa(void)
{
    static gah_state st;
    gah_params p = {.players = 2, .automa = GAH_AUTOMA_LEOPOLD, .difficulty = GAH_HARD, .seed = 3};
    CHECK(gah_setup(&st, &p, NULL) == NULL);
    CHECK(!gah_seat_is_automa(&st, 0));
    CHECK(gah_seat_is_automa(&st, GAH_AUTOMA_SEAT));
    CHECK_EQ(st.start_seat, GAH_AUTOMA_SEAT); /* the automa holds "1/4" */
    p.automa = GAH_AUTOMA_NONE, p.difficulty = 0;
    CHECK(gah_setup(&st, &p, NULL) == NULL);
    for (int s = 0; s < st.players; s++) CHECK(!gah_seat_is_automa(&st, s));
}

int main(void)
{
    RUN(test_kinds_table);
    RUN(test_cards_parsed);
    RUN(test_setup_picks_the_automa);
    RUN(test_start_player_is_not_solo);
    RUN(test_seat_is_automa);
    return TEST_REPORT();
}

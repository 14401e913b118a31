/* Seed 001's variants at set-up: which cards are in the game with each, and the Operator's cap (which a
 * scenario cannot reach: after round 7's retreat the marker stands at 6 at most). */
#include <string.h>

#include "gah/engine.h"
#include "test.h"

static gah_state st;

/* Where a staff card is after set-up: 1 in the deck, a hand, a draft pack or the automa's deck, else 0. */
static int staff_placed(const gah_state *s, int id)
{
    int n = 0;
    for (int i = 0; i < s->staff_deck_count; i++) n += s->staff_deck[i] == id;
    for (int i = 0; i < s->automa_staff_count; i++) n += s->automa_staff[i] == id;
    for (int p = 0; p < s->players; p++) {
        for (int i = 0; i < s->player[p].hand_count; i++) n += s->player[p].hand[i] == id;
        for (int i = 0; i < s->draft_count[p]; i++) n += s->draft_pack[p][i] == id;
    }
    return n;
}

static void test_cards_in_play(void)
{
    for (uint64_t seed = 1; seed <= 20; seed++) {
        gah_params base = {.seed = seed, .players = (uint8_t)(2 + seed % 3), .expert_draft = seed % 2};
        CHECK(gah_setup(&st, &base, NULL) == NULL);
        CHECK_EQ(staff_placed(&st, GAH_STAFF_KITCHEN_HAND), 1);
        for (int id = GAH_STAFF_BAKER; id <= GAH_STAFF_WEDDING_PLANNER; id++) CHECK_EQ(staff_placed(&st, id), 0);

        gah_params no_kh = base;
        no_kh.variants = GAH_VARIANT_BIT(GAH_VARIANT_NO_KITCHEN_HAND);
        CHECK(gah_setup(&st, &no_kh, NULL) == NULL);
        CHECK_EQ(staff_placed(&st, GAH_STAFF_KITCHEN_HAND), 0);
        CHECK(!gah_staff_in_play(&st, GAH_STAFF_KITCHEN_HAND) && gah_staff_in_play(&st, GAH_STAFF_GROOM));

        gah_params rowe = base;
        rowe.variants = GAH_VARIANT_BIT(GAH_VARIANT_ROWE_SMITH) | GAH_VARIANT_BIT(GAH_VARIANT_NO_KITCHEN_HAND);
        CHECK(gah_setup(&st, &rowe, NULL) == NULL);
        for (int id = GAH_STAFF_BAKER; id <= GAH_STAFF_WEDDING_PLANNER; id++) CHECK_EQ(staff_placed(&st, id), 1);
        CHECK_EQ(staff_placed(&st, GAH_STAFF_KITCHEN_HAND), 0);
    }
    /* Against Leopold: his five come from the final-scoring cards he can score with (ruling 409). */
    for (uint64_t seed = 1; seed <= 50; seed++) {
        gah_params solo = {.seed = seed, .players = 2, .automa = GAH_AUTOMA_LEOPOLD, .difficulty = GAH_MEDIUM,
                           .variants = GAH_VARIANT_BIT(GAH_VARIANT_ROWE_SMITH)};
        CHECK(gah_setup(&st, &solo, NULL) == NULL);
        CHECK_EQ(st.automa_staff_count, 5);
        for (int i = 0; i < st.automa_staff_count; i++)
            CHECK(st.automa_staff[i] != GAH_STAFF_NIGHT_CONCIERGE && st.automa_staff[i] != GAH_STAFF_WEDDING_PLANNER);
        CHECK_EQ(staff_placed(&st, GAH_STAFF_NIGHT_CONCIERGE), 1);
    }
}

static void test_herlius_objectives(void)
{
    /* Each herlius card joins its own letter: over many seeds each is dealt sometimes, never elsewhere. */
    int seen[3] = {0}, base_seen = 0;
    for (uint64_t seed = 1; seed <= 200; seed++) {
        gah_params p = {.seed = seed, .players = 2, .variants = GAH_VARIANT_BIT(GAH_VARIANT_HERLIUS)};
        CHECK(gah_setup(&st, &p, NULL) == NULL);
        for (int slot = 0; slot < 3; slot++) {
            int id = st.objectives[slot];
            if (id >= 166 && id <= 168) {
                CHECK_EQ(id - 166, slot);
                seen[slot]++;
            }
        }
        gah_params plain = {.seed = seed, .players = 2};
        CHECK(gah_setup(&st, &plain, NULL) == NULL);
        for (int slot = 0; slot < 3; slot++) base_seen += st.objectives[slot] >= 166;
    }
    for (int slot = 0; slot < 3; slot++) CHECK(seen[slot] > 10 && seen[slot] < 90); /* one in five */
    CHECK_EQ(base_seen, 0);
}

static void test_operator_cap(void)
{
    int16_t by[GAH_VP_SOURCE_COUNT];
    for (int original = 0; original <= 1; original++) {
        gah_params p = {.seed = 5, .players = 2, .variants = original ? GAH_VARIANT_BIT(GAH_VARIANT_ORIGINAL) : 0};
        CHECK(gah_setup(&st, &p, NULL) == NULL);
        st.player[0].display[st.player[0].display_count++] = GAH_STAFF_OPERATOR;
        st.player[0].emperor = 9;
        gah_projected_score(&st, 0, by);
        CHECK_EQ(by[GAH_VP_STAFF], original ? 12 : 18);
        st.player[0].emperor = 5;
        gah_projected_score(&st, 0, by);
        CHECK_EQ(by[GAH_VP_STAFF], 10);
    }
}

static void test_bad_variants_refused(void)
{
    gah_params p = {.seed = 1, .players = 2, .variants = (uint8_t)GAH_VARIANT_BIT(GAH_VARIANT_COUNT)};
    CHECK(gah_setup(&st, &p, NULL) != NULL);
}

/* Each switch is labelled as its source words it (seed 001, the online edition's variant list): "Original
 * Rules variant", "Exclude the Kitchen Hand", "discard the two free guests", "politics cards designed by Yucata
 * player herlius" (lower case, as he spells it) and "staff cards designed by Dale Rowe-Smith". */
static void test_variant_names(void)
{
    static const struct {
        int variant;
        const char *key, *name, *source_word;
    } want[GAH_VARIANT_COUNT] = {
        {GAH_VARIANT_ORIGINAL, "original", "Original Rules", "Original Rules"},
        {GAH_VARIANT_NO_KITCHEN_HAND, "no-kitchen-hand", "No Kitchen Hand", "Kitchen Hand"},
        {GAH_VARIANT_DISCARD_FREE, "discard-free-guests", "Discard free guests", "free guests"},
        {GAH_VARIANT_HERLIUS, "herlius", "Objectives by herlius", "herlius"},
        {GAH_VARIANT_ROWE_SMITH, "rowe-smith", "Staff by Rowe-Smith", "Rowe-Smith"},
    };
    for (int i = 0; i < GAH_VARIANT_COUNT; i++) {
        const gah_variant_info *info = gah_variant_info_of(want[i].variant);
        CHECK(info != NULL);
        if (!info) continue;
        CHECK(!strcmp(info->key, want[i].key));
        CHECK(!strcmp(info->name, want[i].name));
        CHECK(strstr(info->name, want[i].source_word) != NULL); /* the source's spelling, case and all */
        CHECK_EQ(gah_variant_by_key(want[i].key), want[i].variant);
        CHECK(info->summary && info->summary[0]);
    }
    CHECK(gah_variant_info_of(GAH_VARIANT_COUNT) == NULL);
}

int main(void)
{
    RUN(test_cards_in_play);
    RUN(test_herlius_objectives);
    RUN(test_operator_cap);
    RUN(test_bad_variants_refused);
    RUN(test_variant_names);
    return TEST_REPORT();
}

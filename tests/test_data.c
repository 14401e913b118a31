/* The generated card tables: counts and known cards match the facts in assets/data. */
#include "gah/data.h"
#include "gah/engine.h"
#include "test.h"

static void test_counts(void)
{
    CHECK_EQ(gah_guest_count, 58 + 29); /* the base game and Let's Waltz module 1 (134-162) */
    /* the base game's, Let's Waltz module 1's, seed 001's Rowe-Smith cards (101-109), module 5's 166-179 */
    CHECK_EQ(gah_staff_count, 48 + 15 + 9 + 14);
    /* and Let's Waltz module 1's 163-165, seed 001's herlius 166-168, module 5's 180-182 */
    CHECK_EQ(gah_objective_count, 12 + 3 + 3 + 3);
    CHECK_EQ(gah_emperor_tile_count, 18); /* 12, Let's Waltz module 1's A5, B5, C5 and module 5's A6, B6, C6 */
    CHECK_EQ(gah_hotel_count, 5);
    CHECK_EQ(gah_automa_card_count, 40);
    int per_colour[GAH_COLOUR_COUNT] = {0};
    int module1 = 0;
    for (int i = 0; i < gah_guest_count; i++) {
        if (gah_guests[i].module == 0) per_colour[gah_guests[i].colour]++;
        module1 += gah_guests[i].module == 1;
    }
    CHECK_EQ(per_colour[GAH_COLOUR_GREEN], 14);
    CHECK_EQ(per_colour[GAH_COLOUR_YELLOW], 14);
    CHECK_EQ(module1, 29);
    /* The known VP of module 1's guests (FACTS.md). */
    CHECK(gah_guest_by_id(140) && gah_guest_by_id(140)->vp == 15);
    CHECK(gah_guest_by_id(146) && gah_guest_by_id(146)->vp == 15);
    CHECK(gah_guest_by_id(153) && gah_guest_by_id(153)->vp == 14);
    CHECK(gah_guest_by_id(147) && gah_guest_by_id(147)->vp == 9);
    CHECK(gah_guest_by_id(155) && gah_guest_by_id(155)->vp == -1);
    CHECK(gah_guest_by_id(158) && gah_guest_by_id(158)->vp == -2);
    CHECK(gah_guest_by_id(117) && gah_guest_by_id(117)->house);
    CHECK(gah_guest_by_id(48) == NULL);
    CHECK(gah_guest_by_id(-1) == NULL);
    CHECK(gah_guest_by_id(5000) == NULL);
}

static void test_known_cards(void)
{
    const gah_guest_card *baroness = gah_guest_by_id(75);
    CHECK(baroness != NULL);
    if (baroness) {
        CHECK_STR(baroness->name, "Baroness");
        CHECK_EQ(baroness->colour, GAH_COLOUR_BLUE);
        CHECK_EQ(baroness->order[GAH_ITEM_WINE], 2);
        CHECK_EQ(baroness->order[GAH_ITEM_COFFEE], 2);
        CHECK_EQ(baroness->order_total, 4);
        CHECK_EQ(baroness->vp, 5);
        CHECK_EQ(baroness->effects[0].kind, GAH_FX_DRAW3PLAY);
        CHECK_EQ(baroness->effects[0].amount, 3);
    }
    const gah_guest_card *medicinal = gah_guest_by_id(87);
    CHECK(medicinal && medicinal->effect_count == 3 && medicinal->effects[2].kind == GAH_FX_GUEST);
    const gah_staff_card *kitchen_hand = gah_staff_by_id(GAH_STAFF_KITCHEN_HAND);
    CHECK(kitchen_hand != NULL);
    if (kitchen_hand) {
        CHECK_STR(kitchen_hand->name, "Kitchen Hand");
        CHECK_EQ(kitchen_hand->cost, 5);
        CHECK_EQ(kitchen_hand->type, GAH_STAFF_PERMANENT);
    }
    CHECK_EQ(gah_staff_by_id(GAH_STAFF_HOTEL_MANAGER)->type, GAH_STAFF_FINAL);
    CHECK_EQ(gah_staff_by_id(GAH_STAFF_BARKEEPER)->intro_set, 'A');
    CHECK(!gah_staff_by_id(GAH_STAFF_BARKEEPER)->house);
    const gah_objective_card *obj = gah_objective_by_id(114);
    CHECK(obj && obj->req == GAH_REQ_OCCUPIED_RBY && obj->amount == 403 && obj->vp[0] == 15 && obj->house);
    CHECK_STR(gah_emperor_tiles[9].code, "C2");
    CHECK_EQ(gah_emperor_tiles[9].penalty.kind, GAH_FX_REMOVE_OCCUPIED_2);
    CHECK_EQ(gah_emperor_tiles[0].penalty_else_vp, 5);
    CHECK_EQ(gah_emperor_tiles[5].penalty_else_vp, 7);
}

static void test_card_texts(void)
{
    /* Every card has our own words, and no icon code leaked into them. */
    for (int i = 0; i < gah_staff_count; i++) {
        CHECK(gah_staff[i].text && strlen(gah_staff[i].text) > 10);
        CHECK(strstr(gah_staff[i].text, "icon/") == NULL);
    }
    CHECK(strstr(gah_staff_by_id(GAH_STAFF_SOUS_CHEF)->text, "coffee") != NULL);
    CHECK(strstr(gah_staff_by_id(GAH_STAFF_KITCHEN_HAND)->text, "Imitating") != NULL);
    for (int i = 0; i < gah_objective_count; i++) CHECK(gah_objectives[i].text && gah_objectives[i].text[0]);
    CHECK_STR(gah_objective_by_id(113)->text, "Occupy at least 3 red, 3 blue and 3 yellow rooms.");
    CHECK(strstr(gah_emperor_tiles[0].penalty_text, "5 VP") != NULL);
    CHECK_STR(gah_emperor_tiles[0].reward_text, "+3 krone");
    for (int i = 0; i < gah_guest_count; i++) CHECK(gah_guests[i].reward_text && gah_guests[i].reward_text[0]);
}

static bool has_number(const char *text, int n)
{
    char want[16];
    snprintf(want, sizeof want, "%d", n);
    for (const char *p = strstr(text, want); p; p = strstr(p + 1, want)) {
        bool left = p == text || p[-1] < '0' || p[-1] > '9';
        bool right = p[strlen(want)] < '0' || p[strlen(want)] > '9';
        if (left && right) return true;
    }
    return false;
}

/* Each generated text against the rule the engine runs for it (issue 12: texts that said something else
 * than the rule). Where a fact can be read back from the words, it is. */
static void test_texts_match_rules(void)
{
    static const char *type_words[GAH_STAFF_TYPE_COUNT] = {"Once each round", "", "When played", "Final scoring", "Bell: when"};
    for (int i = 0; i < gah_staff_count; i++) {
        const gah_staff_card *c = &gah_staff[i];
        if (type_words[c->type][0] && strncmp(c->text, type_words[c->type], strlen(type_words[c->type])) != 0) {
            printf("  staff %d '%s' does not say when it works ('%s')\n", c->id, c->text, type_words[c->type]);
            CHECK(false);
        }
    }
    /* Staff Manager: the extra card is paid in full (seed 000 appendix #22). */
    CHECK(strstr(gah_staff_by_id(GAH_STAFF_STAFF_MANAGER)->text, "full cost") != NULL);
    for (int i = 0; i < gah_objective_count; i++) {
        const gah_objective_card *o = &gah_objectives[i];
        if (o->req == GAH_REQ_OCCUPIED_RBY) {
            CHECK(has_number(o->text, o->amount / 100) && has_number(o->text, o->amount / 10 % 10) &&
                  has_number(o->text, o->amount % 10));
        } else if (o->req == GAH_REQ_STAFF_PLAYED) {
            CHECK(has_number(o->text, o->amount) && strstr(o->text, "played") != NULL); /* played, not in play */
        } else if (!(o->req == GAH_REQ_FULL_COLOUR && o->amount == 1)) {
            CHECK(has_number(o->text, o->amount));
        }
    }
    for (int i = 0; i < gah_emperor_tile_count; i++) {
        const gah_emperor_tile *t = &gah_emperor_tiles[i];
        if (t->penalty_else_vp) CHECK(has_number(t->penalty_text, t->penalty_else_vp));
        switch (t->penalty.kind) {
        case GAH_FX_RETURN_STAFF: /* they go under the deck, they are not discarded */
            CHECK(strstr(t->penalty_text, "under the staff deck") && !strstr(t->penalty_text, "Discard"));
            CHECK(has_number(t->penalty_text, t->penalty.amount));
            break;
        case GAH_FX_REMOVE_OCCUPIED_2: /* the second room comes from a lower floor (ruling 13) */
            CHECK(strstr(t->penalty_text, "lower floor") != NULL);
            break;
        case GAH_FX_LOSE_KRONE: case GAH_FX_REMOVE_VACANT: case GAH_FX_LOSE_VP: case GAH_FX_LOSE_VP_PER_STAFF:
            CHECK(has_number(t->penalty_text, t->penalty.amount));
            break;
        default: break;
        }
        if (t->penalty.kind == GAH_FX_LOSE_VP_PER_STAFF) CHECK(strstr(t->penalty_text, "played") != NULL);
        if (t->reward.kind == GAH_FX_VP_PER_STAFF) CHECK(strstr(t->reward_text, "played") != NULL);
        if (t->reward.amount == GAH_AMOUNT_FREE) CHECK(strstr(t->reward_text, "free") != NULL);
        else if (t->reward.kind == GAH_FX_KRONE || t->reward.kind == GAH_FX_VP) CHECK(has_number(t->reward_text, t->reward.amount));
    }
    for (int i = 0; i < gah_guest_count; i++) {
        const gah_guest_card *g = &gah_guests[i];
        for (int k = 0; k < g->effect_count; k++) {
            int kind = g->effects[k].kind, amount = g->effects[k].amount;
            if (kind == GAH_FX_KRONE || kind == GAH_FX_EMPEROR || (kind >= GAH_FX_STRUDEL && kind <= GAH_FX_COFFEE))
                CHECK(has_number(g->reward_text, amount));
            if (amount == GAH_AMOUNT_FREE) CHECK(strstr(g->reward_text, "free") != NULL);
        }
    }
}

/* The named ids are the printed ones, and the when/effect columns read as the cards' rules. */
static void test_staff_behaviour(void)
{
    CHECK_EQ(GAH_STAFF_GROOM, 5);
    CHECK_EQ(GAH_STAFF_KITCHEN_HAND, 17);
    CHECK_EQ(GAH_STAFF_SECRETARY, 29);
    CHECK_EQ(GAH_STAFF_ID_COUNT, 180);
    CHECK_EQ(GAH_STAFF_DANUBE_STEAMSHIP_CAPTAIN, 133);
    /* Let's Waltz module 5: 166-179, the bell cards with their requirement in `when`. */
    CHECK_EQ(GAH_STAFF_HANDMAID, 166);
    CHECK_EQ(GAH_STAFF_ENTERTAINER, 179);
    for (int id = GAH_STAFF_HANDMAID; id <= GAH_STAFF_ENTERTAINER; id++) {
        const gah_staff_card *m = gah_staff_by_id(id);
        CHECK(m && m->module == 5 && m->house && (m->type == GAH_STAFF_BELL || m->type == GAH_STAFF_ROUND));
        if (m && m->type == GAH_STAFF_BELL)
            CHECK(m->when == GAH_WHEN_OBJECTIVE || (m->when >= GAH_WHEN_COMPLETED && m->when <= GAH_WHEN_GROUP_FULL));
    }
    CHECK(gah_staff_by_id(GAH_STAFF_APPRENTICE)->colour == GAH_COLOUR_BLUE && gah_staff_by_id(GAH_STAFF_APPRENTICE)->min_items == 3);
    CHECK(gah_staff_by_id(GAH_STAFF_JANITOR)->when == GAH_WHEN_GROUP_FULL && gah_staff_by_id(GAH_STAFF_JANITOR)->min_items == 3);
    /* Seed 001's Rowe-Smith cards come with their variant only. */
    for (int id = GAH_STAFF_BAKER; id <= GAH_STAFF_WEDDING_PLANNER; id++)
        CHECK(gah_staff_by_id(id) && gah_staff_by_id(id)->variant == GAH_VARIANT_ROWE_SMITH + 1 && gah_staff_by_id(id)->house &&
              gah_staff_by_id(id)->module == 0);
    CHECK_EQ(GAH_STAFF_WEDDING_PLANNER - GAH_STAFF_BAKER, 8);
    CHECK_EQ(gah_staff_by_id(GAH_STAFF_KITCHEN_HAND)->variant, 0);
    CHECK_STR(gah_staff_by_id(GAH_STAFF_MALE_FLOOR_HOUSEKEEPER)->name, "Male Floor Housekeeper");
    const gah_staff_card *c = gah_staff_by_id(GAH_STAFF_KITCHEN_HAND);
    CHECK(c->when == GAH_WHEN_DIE && c->faces == 1 << 6 && c->effect_count == 2);
    CHECK(c->effects[0].kind == GAH_FX_FREE && c->effects[1].kind == GAH_FX_STRENGTH && c->effects[1].amount == 1);
    c = gah_staff_by_id(GAH_STAFF_EXECUTIVE_HOUSEKEEPER);
    CHECK(c->when == GAH_WHEN_DIE && c->faces == (1 << 3 | 1 << 4) && c->effects[0].kind == GAH_FX_VP);
    c = gah_staff_by_id(GAH_STAFF_GROOM);
    CHECK(c->when == GAH_WHEN_GUEST_MOVED && c->colour == GAH_COLOUR_RED && c->min_items == 0);
    CHECK(c->effects[0].kind == GAH_FX_KRONE && c->effects[0].amount == 2);
    c = gah_staff_by_id(GAH_STAFF_MALE_FLOOR_HOUSEKEEPER);
    CHECK(c->when == GAH_WHEN_GUEST_MOVED && c->colour == GAH_COLOUR_COUNT && c->min_items == 4);
    c = gah_staff_by_id(GAH_STAFF_BUTLER);
    CHECK(c->when == GAH_WHEN_ROOM_COST && c->colour == GAH_COLOUR_BLUE && c->effects[0].kind == GAH_FX_FREE);
    CHECK_EQ(gah_staff_by_id(GAH_STAFF_SECRETARY)->effects[0].kind, GAH_FX_COPY_FINAL);
    CHECK_EQ(gah_staff_by_id(GAH_STAFF_BOOTBLACK)->effects[0].kind, GAH_FX_UNSPLIT);
    CHECK_EQ(gah_staff_by_id(GAH_STAFF_PAGE_BOY)->effects[0].amount, 2);

    static const int type_when[GAH_STAFF_TYPE_COUNT] = {
        [GAH_STAFF_ROUND] = GAH_WHEN_USE, [GAH_STAFF_ONCE] = GAH_WHEN_PLAY, [GAH_STAFF_FINAL] = GAH_WHEN_FINAL,
        [GAH_STAFF_PERMANENT] = -1, [GAH_STAFF_BELL] = -1};
    int listed[GAH_STAFF_ID_COUNT] = {0};
    for (int w = 0; w < GAH_WHEN_COUNT; w++) {
        for (int i = 0; i < gah_staff_at[w].count; i++) {
            const gah_staff_card *card = &gah_staff[gah_staff_at[w].cards[i]];
            CHECK_EQ(card->when, w);
            if (i > 0) CHECK(gah_staff[gah_staff_at[w].cards[i - 1]].id < card->id); /* the order they act in */
            listed[card->id]++;
        }
    }
    for (int i = 0; i < gah_staff_count; i++) {
        c = &gah_staff[i];
        CHECK_EQ(listed[c->id], 1);
        CHECK(c->effect_count >= 1 && c->effect_count <= GAH_STAFF_MAX_EFFECTS);
        if (c->when == GAH_WHEN_STAFF_PLAYED) CHECK_EQ(c->type, GAH_STAFF_ROUND); /* the Captain: once a round, by itself */
        else if (type_when[c->type] >= 0) CHECK_EQ(c->when, type_when[c->type]);
        else CHECK(c->when != GAH_WHEN_USE && c->when != GAH_WHEN_PLAY && c->when != GAH_WHEN_FINAL);
        if (c->when >= GAH_WHEN_COMPLETED && c->when <= GAH_WHEN_GROUP_FULL) CHECK_EQ(c->type, GAH_STAFF_BELL);
        for (int f = 1; f <= 6; f++) {
            bool on_face = false;
            for (int k = 0; k < gah_staff_at_face[f].count; k++) on_face |= gah_staff_at_face[f].cards[k] == i;
            CHECK_EQ(on_face, c->when == GAH_WHEN_DIE && (c->faces >> f & 1));
        }
    }
}

/* Each staff card's words name the numbers, faces and colours of its data. */
static void test_staff_texts_match_data(void)
{
    static const char *const colours[GAH_COLOUR_COUNT][2] = {{"blue", "Blue"}, {"red", "Red"}, {"yellow", "Yellow"},
                                                             {"green", "Green"}};
    for (int i = 0; i < gah_staff_count; i++) {
        const gah_staff_card *c = &gah_staff[i];
        bool ok = true;
        for (int f = 1; f <= 6; f++)
            if ((c->when == GAH_WHEN_DIE || c->when == GAH_WHEN_AFTER_DIE) && (c->faces >> f & 1)) ok &= has_number(c->text, f);
        if (c->colour < GAH_COLOUR_COUNT)
            ok &= strstr(c->text, colours[c->colour][0]) != NULL || strstr(c->text, colours[c->colour][1]) != NULL;
        if (c->min_items) ok &= has_number(c->text, c->min_items);
        for (int k = 0; k < c->effect_count; k++) {
            int kind = c->effects[k].kind, amount = c->effects[k].amount;
            bool counted = kind == GAH_FX_VP || kind == GAH_FX_KRONE || kind == GAH_FX_EMPEROR ||
                           kind == GAH_FX_IGNORE_PENALTY || kind == GAH_FX_VP_PER_STAFF || kind == GAH_FX_CHAMPAGNE ||
                           kind == GAH_FX_PAY_CHAMPAGNE || kind == GAH_FX_PAY_KRONE || kind == GAH_FX_VP_PER_DANCER ||
                           (kind == GAH_FX_SEND_DANCER && amount > 0) ||
                           (kind >= GAH_FX_STRUDEL && kind <= GAH_FX_COFFEE) ||
                           (kind >= GAH_FX_VP_PER_RED && kind <= GAH_FX_VP_PER_EMPEROR) ||
                           (kind == GAH_FX_STRENGTH && amount > 1); /* "one stronger" is in words */
            if (counted) ok &= has_number(c->text, amount);
        }
        if (!ok) printf("  staff %d '%s' does not say what its data says\n", c->id, c->text);
        CHECK(ok);
    }
}

/* Let's Waltz module 1's staff are in the deck with the module only. */
static void test_module_staff_in_deck(void)
{
    for (int waltz = 0; waltz <= 1; waltz++) {
        gah_params params = {.seed = 5, .players = 2, .waltz = (uint8_t)(waltz ? GAH_WALTZ_MODULE(1) : 0)};
        static gah_state st;
        CHECK(gah_setup(&st, &params, NULL) == NULL);
        int count = st.staff_deck_count, module = 0;
        for (int s = 0; s < st.players; s++) count += st.player[s].hand_count;
        for (int i = 0; i < st.staff_deck_count; i++) module += gah_staff_by_id(st.staff_deck[i])->module;
        for (int s = 0; s < st.players; s++)
            for (int i = 0; i < st.player[s].hand_count; i++) module += gah_staff_by_id(st.player[s].hand[i])->module;
        CHECK_EQ(count, waltz ? 63 : 48);
        CHECK_EQ(module, waltz ? 15 : 0);
    }
    for (int id = 119; id <= 133; id++) CHECK(gah_staff_by_id(id) && gah_staff_by_id(id)->module == 1 && gah_staff_by_id(id)->house);
}

static void test_intro_sets(void)
{
    int sizes[4] = {0};
    for (int i = 0; i < gah_staff_count; i++)
        if (gah_staff[i].intro_set) sizes[gah_staff[i].intro_set - 'A']++;
    for (int s = 0; s < 4; s++) CHECK_EQ(sizes[s], 6);
}

static void test_night_side(void)
{
    const gah_hotel_layout *h = gah_hotel_by_key("night");
    CHECK(h == &gah_hotels[0]);
    int colours[3] = {0}, groups_by_colour[3] = {0};
    for (int r = 0; r < GAH_HOTEL_ROOMS; r++) colours[h->colour[r]]++;
    for (int g = 0; g < GAH_HOTEL_GROUPS; g++) groups_by_colour[h->group_colour[g]]++;
    CHECK_EQ(colours[GAH_COLOUR_BLUE], 7);
    CHECK_EQ(colours[GAH_COLOUR_RED], 7);
    CHECK_EQ(colours[GAH_COLOUR_YELLOW], 6);
    CHECK_EQ(groups_by_colour[0] + groups_by_colour[1] + groups_by_colour[2], 10);
    CHECK_EQ(h->colour[0], GAH_COLOUR_BLUE);
    CHECK_EQ(h->group[2], h->group[8]); /* the red group of four */
    CHECK_EQ(h->group_size[h->group[2]], 4);
    CHECK_EQ(h->vp[17], 2);
    CHECK_EQ(h->vp[13], 1);
    CHECK_EQ(h->vp[0], 0);
}

static void test_day_sides_fit_supply(void)
{
    int total[3] = {0};
    for (int i = 1; i < gah_hotel_count; i++) {
        CHECK(gah_hotels[i].house);
        int vp = 0;
        for (int r = 0; r < GAH_HOTEL_ROOMS; r++) {
            total[gah_hotels[i].colour[r]]++;
            vp += gah_hotels[i].vp[r];
        }
        CHECK(vp < 8); /* fewer room VP than the night side: a little harder */
    }
    CHECK(total[0] <= gah_rules.room_supply[0]);
    CHECK(total[1] <= gah_rules.room_supply[1]);
    CHECK(total[2] <= gah_rules.room_supply[2]);
}

static void test_rules_table(void)
{
    CHECK_EQ(gah_rules.dice_by_players[2], 10);
    CHECK_EQ(gah_rules.dice_by_players[4], 14);
    CHECK_EQ(gah_rules.emperor_track_vp[8], 5);
    CHECK_EQ(gah_rules.emperor_track_vp[13], 9);
    CHECK_EQ(gah_rules.turn_tiles[3][1][0], 2);
    CHECK_EQ(gah_rules.turn_tiles[3][1][1], 5);
    CHECK_EQ(gah_rules.turn_tiles[4][3][1], 5);
    CHECK_EQ(gah_rules.queue_costs[0], 3);
    CHECK_EQ(gah_rules.bonus_blue_vp[1], 5);
    CHECK_EQ(gah_rules.max_money, 20);
}

/* Let's Waltz module 3: the ten entrances in the engine's key order, their set-up gifts as the appendix
 * gives them, and at set-up one distinct entrance per player laid out, The Ren only with module 1, the
 * kitchens empty but for module 1's champagne. */
static void test_entrances(void)
{
    static const char *const keys[] = {"chateau", "corogari", "dove", "kaufman", "mayenfels", "ninas", "stroup", "wray", "kozi", "ren"};
    CHECK_EQ(gah_entrance_count, 10);
    for (int i = 0; i < gah_entrance_count; i++) {
        CHECK_EQ(gah_entrances[i].id, i + 1);
        CHECK_STR(gah_entrances[i].key, keys[i]);
        CHECK(!gah_entrances[i].house && gah_entrances[i].text && gah_entrances[i].text[0]);
    }
    CHECK_EQ(gah_entrances[GAH_ENTRANCE_REN - 1].needs, GAH_WALTZ_MODULE(1));
    CHECK_EQ(gah_entrances[GAH_ENTRANCE_REN - 1].items[GAH_ITEM_CHAMPAGNE], 1);
    CHECK_EQ(gah_entrances[GAH_ENTRANCE_WRAY - 1].gained, GAH_GAINED_EMPEROR);
    CHECK_EQ(gah_entrances[GAH_ENTRANCE_WRAY - 1].gained_amount, 2);
    CHECK_EQ(gah_entrances[GAH_ENTRANCE_CHATEAU - 1].gained_amount, 2);
    for (int t = 0; t < GAH_DOVE_TOKENS; t++) CHECK(gah_dove_tokens[t].house && gah_dove_tokens[t].bonus_count[0] && gah_dove_tokens[t].bonus_count[1]);
    static gah_state st;
    for (uint64_t seed = 1; seed <= 200; seed++) {
        gah_params p = {.seed = seed, .players = (uint8_t)(2 + seed % 3), .waltz = (uint8_t)(GAH_WALTZ_MODULE(3) | (seed % 2 ? GAH_WALTZ_MODULE(1) : 0))};
        CHECK(gah_setup(&st, &p, NULL) == NULL);
        unsigned seen = 0;
        for (int k = 0; k < p.players; k++) {
            int id = st.entrances.offer[k];
            CHECK(id >= 1 && id <= 10 && !(seen & (1u << id)));
            seen |= 1u << id;
            if (!(p.waltz & GAH_WALTZ_MODULE(1))) CHECK(id != GAH_ENTRANCE_REN);
        }
        for (int s = 0; s < p.players; s++) {
            CHECK(st.player[s].kitchen[0] + st.player[s].kitchen[1] + st.player[s].kitchen[2] + st.player[s].kitchen[3] == 0);
            CHECK_EQ(st.player[s].kitchen[GAH_ITEM_CHAMPAGNE], seed % 2 ? 1 : 0);
            CHECK_EQ(gah_cafe_tables(&st, s), 3);
        }
        CHECK_EQ(gah_current_prompt(&st).kind, GAH_PROMPT_AUCTION);
        CHECK_EQ(gah_current_prompt(&st).seat, st.start_seat);
    }
}

int main(void)
{
    RUN(test_counts);
    RUN(test_known_cards);
    RUN(test_card_texts);
    RUN(test_texts_match_rules);
    RUN(test_staff_behaviour);
    RUN(test_staff_texts_match_data);
    RUN(test_module_staff_in_deck);
    RUN(test_intro_sets);
    RUN(test_night_side);
    RUN(test_day_sides_fit_supply);
    RUN(test_rules_table);
    RUN(test_entrances);
    return TEST_REPORT();
}

/* Let's Waltz modules 4 and 5 at the table, headless, through the mouse: the skeleton key dragged onto the
 * turn-order tile is the `key` command (recorded), its free dish or drink and its strength-1 action are said
 * under the prompt, the krone and the key move; at the end of the round the tiles move; a bell card that
 * rings is lit in the staff, named with its requirement, and a click on it takes its reward face down; a
 * celebrity tile opens the large viewer. */
#include <SDL.h>
#include <stdio.h>
#include <string.h>

#include "gah/ai.h"
#include "test.h"
#include "ui_fixture.h"
#include "ui/rules.h"
#include "ui/table.h"
#include "ui/table_bells.h"
#include "ui/table_entrances.h"
#include "ui/table_startplayer.h"

static ui_context ui;
static ui_layout layout;

static ui_el E(int kind, int index) { return (ui_el){(uint8_t)kind, (int16_t)index}; }

static SDL_Point centre(SDL_Rect r) { return (SDL_Point){r.x + r.w / 2, r.y + r.h / 2}; }

static bool drag(table_scene *t, SDL_Point from, SDL_Point to)
{
    table_mouse_down(t, &ui, &layout, from);
    table_mouse_move(t, to);
    return table_mouse_up(t, &ui, &layout, to);
}

static bool click_at(table_scene *t, SDL_Point p) { return drag(t, p, p); }

static void start(table_scene *t, gah_params params)
{
    gah_session s;
    CHECK(gah_session_start(&s, &params, NULL) == NULL);
    table_seat seats[GAH_MAX_PLAYERS] = {{"Anna", 0}, {"Bruno", 1}, {"Clara", 2}, {"Dario", 3}};
    table_start(t, &s, seats);
    t->anim_factor = 0.0f;
    gah_command cmds[512];
    while (gah_session_state(&t->session)->phase != GAH_PHASE_PLAY) {
        gah_legal(gah_session_state(&t->session), cmds, 512);
        CHECK(table_apply(t, cmds[0]) == NULL);
    }
}

static bool legal_has(const table_scene *t, int type)
{
    for (int i = 0; i < t->legal_count; i++)
        if (t->legal[i].type == type) return true;
    return false;
}

static void test_key_by_drag(void)
{
    static table_scene t;
    start(&t, (gah_params){.seed = 5, .players = 3, .waltz = GAH_WALTZ_MODULE(4)});
    gah_state *st = gah_session_state_edit(&t.session);
    int seat = table_prompt_seat(&t);
    CHECK(legal_has(&t, GAH_CMD_KEY));
    /* The key lies on the extension and is what the mouse finds there; the command goes key -> tile. */
    SDL_Rect key = table_el_rect(&t, &layout, E(EL_KEY, 0)), tile = table_el_rect(&t, &layout, E(EL_TURN_TILE, 0));
    CHECK(key.w > 0 && tile.w > 0);
    ui_el at = table_el_at(&t, &layout, centre(key));
    CHECK(at.kind == EL_KEY);
    at = table_el_at(&t, &layout, centre(tile));
    CHECK(at.kind == EL_TURN_TILE);
    ui_el from, to;
    table_command_els(&t, (gah_command){GAH_CMD_KEY, 0, 0}, &from, &to);
    CHECK(from.kind == EL_KEY && to.kind == EL_TURN_TILE);
    char words[240];
    CHECK(table_startplayer_explain(&t, E(EL_KEY, 0), words, sizeof words) && strstr(words, "strength 1"));
    /* The drag: the key command recorded, the others paid by the engine's table, the key on the tile. */
    int money[GAH_MAX_PLAYERS];
    for (int s = 0; s < st->players; s++) money[s] = st->player[s].money;
    int count = t.session.count;
    t.anim_factor = 1.0f;
    ui.now = 10000;
    CHECK(drag(&t, centre(key), centre(tile)));
    CHECK_EQ(t.session.count, count + 1);
    CHECK(gah_session_command(&t.session, count).type == GAH_CMD_KEY);
    CHECK_EQ(st->startplayer.key_holder, seat + 1);
    for (int k = 1; k < st->players; k++) {
        int s = (seat + k) % st->players;
        CHECK_EQ(st->player[s].money, money[s] + gah_rules.startplayer_compensation[k - 1]);
    }
    CHECK_EQ(table_el_rect(&t, &layout, E(EL_KEY, 0)).w, 0); /* gone from the extension */
    /* It lies on the number it covers: the round's first turn, so the tile's first number, where a die would. */
    CHECK_EQ(st->startplayer.key_covers, 1);
    CHECK_EQ(table_startplayer_key_number(&t, seat), 0);
    for (int s = 0; s < st->players; s++)
        if (s != seat) CHECK_EQ(table_startplayer_key_number(&t, s), -1);
    SDL_Rect first = table_turn_number_rect(tile, 0), second = table_turn_number_rect(tile, 1);
    CHECK(SDL_HasIntersection(&first, &tile) && first.x + first.w <= tile.x + tile.w / 2 + 8);
    CHECK(!SDL_HasIntersection(&first, &second));
    /* In motion: the key to the taker's tile, a coin to each player paid. */
    anim_clear(&t.anims);
    table_animate(&t, &ui, &layout);
    int keys = 0, coins = 0, paid = 0;
    for (int i = 0; i < t.anims.count; i++) {
        keys += !strcmp(t.anims.list[i].sprite, "icon/key");
        coins += !strcmp(t.anims.list[i].sprite, "icon/krone");
    }
    for (int k = 1; k < st->players; k++) paid += gah_rules.startplayer_compensation[k - 1] > 0;
    CHECK_EQ(keys, 1);
    CHECK_EQ(coins, paid);
    bool logged = false;
    for (int i = 0; i < t.log.count; i++) logged |= strstr(t.log.lines[i], "skeleton key") != NULL;
    CHECK(logged);
    /* The krone the key hands out are in the log too (every krone gained has its line). */
    for (int k = 1; k < st->players; k++) {
        int s = (seat + k) % st->players;
        if (!gah_rules.startplayer_compensation[k - 1]) continue;
        char want_krone[64];
        snprintf(want_krone, sizeof want_krone, "%s gets %d krone", t.names[s], gah_rules.startplayer_compensation[k - 1]);
        bool paid_line = false;
        for (int i = 0; i < t.log.count; i++) paid_line |= strstr(t.log.lines[i], want_krone) != NULL;
        CHECK(paid_line);
    }
    t.anim_factor = 0.0f;
    /* The free dish or drink, said under the prompt, placed by a drag like any new item. */
    CHECK(st->pending_any);
    CHECK(table_startplayer_banner(&t, words, sizeof words) && strstr(words, "free dish or drink"));
    gah_command place = {0};
    for (int i = 0; i < t.legal_count; i++)
        if (t.legal[i].type == GAH_CMD_PLACE && t.legal[i].b == 0) place = t.legal[i];
    CHECK(place.type == GAH_CMD_PLACE);
    int kitchen = st->player[seat].kitchen[place.a];
    table_command_els(&t, place, &from, &to);
    CHECK(drag(&t, centre(table_el_rect(&t, &layout, from)), centre(table_el_rect(&t, &layout, to))));
    CHECK_EQ(st->player[seat].kitchen[place.a], kitchen + 1);
    /* The key's action: strength 1 said, a click on action space 1 brings one dish. */
    CHECK(gah_current_prompt(st).kind == GAH_PROMPT_KEY_ACTION);
    CHECK(table_startplayer_banner(&t, words, sizeof words));
    char want[40];
    snprintf(want, sizeof want, "Strength %d", gah_rules.key_action_strength);
    CHECK(strstr(words, want) != NULL);
    int dishes = st->player[seat].kitchen[GAH_ITEM_STRUDEL] + st->player[seat].kitchen[GAH_ITEM_CAKE];
    for (int tb = 0; tb < GAH_CAFE_TABLES; tb++)
        dishes += st->player[seat].cafe[tb].placed[GAH_ITEM_STRUDEL] + st->player[seat].cafe[tb].placed[GAH_ITEM_CAKE];
    count = t.session.count;
    CHECK(click_at(&t, centre(table_el_rect(&t, &layout, E(EL_SPACE, 1)))));
    CHECK(gah_session_command(&t.session, count).type == GAH_CMD_ACTION && gah_session_command(&t.session, count).a == 1);
    /* Strudel or cake (a choice of one), then placed: one dish more at strength 1. */
    gah_command cmds[64];
    for (int guard = 0; guard < 6 && gah_current_prompt(st).kind != GAH_PROMPT_TURN; guard++) {
        CHECK(gah_legal(st, cmds, 64) > 0);
        CHECK(table_apply(&t, cmds[0]) == NULL);
    }
    CHECK(gah_current_prompt(st).kind == GAH_PROMPT_TURN);
    int dishes_after = st->player[seat].kitchen[GAH_ITEM_STRUDEL] + st->player[seat].kitchen[GAH_ITEM_CAKE];
    for (int tb = 0; tb < GAH_CAFE_TABLES; tb++)
        dishes_after += st->player[seat].cafe[tb].placed[GAH_ITEM_STRUDEL] + st->player[seat].cafe[tb].placed[GAH_ITEM_CAKE];
    CHECK_EQ(dishes_after, dishes + gah_rules.key_action_strength);
    bg_session_free(&t.session);
}

/* A click on the key when it cannot be taken says the engine's reason; a click when it can takes it. */
static void test_key_click(void)
{
    static table_scene t;
    start(&t, (gah_params){.seed = 6, .players = 2, .waltz = GAH_WALTZ_MODULE(4)});
    SDL_Rect key = table_el_rect(&t, &layout, E(EL_KEY, 0));
    CHECK(click_at(&t, centre(key)));
    CHECK(gah_session_command(&t.session, t.session.count - 1).type == GAH_CMD_KEY);
    bg_session_free(&t.session);
    /* Taken on one's second turn, the key lies on the tile's second number, not on the die of the first. */
    start(&t, (gah_params){.seed = 6, .players = 2, .waltz = GAH_WALTZ_MODULE(4)});
    gah_command cmds[512];
    int guard = 0;
    while (guard++ < 200 && !((gah_session_state(&t.session)->player[table_prompt_seat(&t)].covered & 1) && legal_has(&t, GAH_CMD_KEY))) {
        int n = gah_legal(gah_session_state(&t.session), cmds, 512);
        int pick = gah_ai_pick_progress(cmds, n);
        if (cmds[pick].type == GAH_CMD_KEY) pick = 0;
        CHECK(table_apply(&t, cmds[pick]) == NULL);
    }
    int seat = table_prompt_seat(&t);
    CHECK(click_at(&t, centre(table_el_rect(&t, &layout, E(EL_KEY, 0)))));
    CHECK_EQ(gah_session_state(&t.session)->startplayer.key_covers, 2);
    CHECK_EQ(table_startplayer_key_number(&t, seat), 1);
    bg_session_free(&t.session);
    start(&t, (gah_params){.seed = 6, .players = 2});
    CHECK_EQ(table_el_rect(&t, &layout, E(EL_KEY, 0)).w, 0); /* the base game has no key */
    CHECK_EQ(table_el_rect(&t, &layout, E(EL_TURN_TILE, 0)).w, 0);
    bg_session_free(&t.session);
}

/* The end of the round: the key goes back and the tiles move from seat to seat. */
static void test_tiles_move(void)
{
    static table_scene t;
    start(&t, (gah_params){.seed = 5, .players = 3, .waltz = GAH_WALTZ_MODULE(4)});
    gah_command cmds[512];
    int guard = 0;
    /* The key taken by the second seat in order, so that the order changes at the end of the round. */
    while (guard++ < 100 && !(table_prompt_seat(&t) != gah_session_state(&t.session)->start_seat && legal_has(&t, GAH_CMD_KEY))) {
        int n = gah_legal(gah_session_state(&t.session), cmds, 512);
        int pick = gah_ai_pick_progress(cmds, n);
        if (cmds[pick].type == GAH_CMD_KEY) pick = 0;
        CHECK(table_apply(&t, cmds[pick]) == NULL);
    }
    CHECK(table_apply(&t, (gah_command){GAH_CMD_KEY, 0, 0}) == NULL);
    while (gah_session_state(&t.session)->round == 1 && guard++ < 500) {
        int n = gah_legal(gah_session_state(&t.session), cmds, 512);
        CHECK(table_apply(&t, cmds[gah_ai_pick_progress(cmds, n)]) == NULL);
    }
    CHECK_EQ(gah_session_state(&t.session)->round, 2);
    bool returned = false;
    for (int i = 0; i < t.events.count; i++) returned |= t.events.list[i].type == GAH_EV_KEY_RETURNED;
    CHECK(returned);
    t.anim_factor = 1.0f;
    anim_clear(&t.anims);
    table_animate(&t, &ui, &layout);
    int tiles = 0, keys = 0;
    for (int i = 0; i < t.anims.count; i++) {
        tiles += !strncmp(t.anims.list[i].sprite, "tile/turn-", 10);
        keys += !strcmp(t.anims.list[i].sprite, "icon/key");
    }
    CHECK(tiles >= 2);
    CHECK_EQ(keys, 1);
    bg_session_free(&t.session);
}

/* Module 5: a bell rings; its card is lit in the staff, named with its requirement, and a click on it takes
 * the reward with the card turned face down. */
static void test_bell_click(void)
{
    static table_scene t;
    bool found = false;
    /* The Chef de Rang (172) in the first player's staff, as a scenario's `set` would lay it: it rings when
     * 3 or more drinks come at once, here from action space 2 boosted with two or more dice on it. */
    for (uint64_t seed = 1; seed < 40 && !found; seed++) {
        start(&t, (gah_params){.seed = seed, .players = 2, .waltz = GAH_WALTZ_MODULE(5)});
        gah_state *st = gah_session_state_edit(&t.session);
        gah_player *p = &st->player[table_prompt_seat(&t)];
        if (st->dice[2] < 2 || p->money < 1) {
            bg_session_free(&t.session);
            continue;
        }
        p->display[p->display_count] = GAH_STAFF_CHEF_DE_RANG;
        p->display_used[p->display_count++] = 0;
        table_refresh(&t);
        CHECK(table_apply(&t, (gah_command){GAH_CMD_DIE, 2, 1}) == NULL);
        gah_command cmds[512];
        for (int guard = 0; guard < 20 && !found; guard++) {
            if ((found = table_bells_ringing(&t) != 0)) break;
            int n = gah_legal(gah_session_state(&t.session), cmds, 512);
            if (n <= 0 || gah_current_prompt(st).kind == GAH_PROMPT_TURN) break;
            CHECK(table_apply(&t, cmds[0]) == NULL);
        }
        if (!found) bg_session_free(&t.session);
    }
    CHECK(found);
    if (!found) return;
    gah_state *st = gah_session_state_edit(&t.session);
    int id = table_bells_ringing(&t), seat = table_prompt_seat(&t);
    const gah_staff_card *card = NULL;
    for (int i = 0; i < gah_staff_count; i++)
        if (gah_staff[i].id == id) card = &gah_staff[i];
    CHECK(card && card->type == GAH_STAFF_BELL);
    char words[320];
    /* The card's name and its reward (the requirement is met: issue 40 keeps the line to two lines). */
    CHECK(table_bells_banner(&t, words, sizeof words) && strstr(words, card->name));
    const char *reward = strstr(card->text, "face down ");
    CHECK(reward && strstr(words, reward));
    ui_el from, to;
    table_command_els(&t, (gah_command){GAH_CMD_USE, (uint8_t)id, 0}, &from, &to);
    CHECK(from.kind == EL_DISPLAY_CARD && from.index == id);
    SDL_Rect r = table_el_rect(&t, &layout, from);
    CHECK(r.w > 0);
    CHECK(click_at(&t, centre(r)));
    CHECK(gah_session_command(&t.session, t.session.count - 1).type == GAH_CMD_USE);
    int d = 0;
    while (d < st->player[seat].display_count && st->player[seat].display[d] != id) d++;
    CHECK(d < st->player[seat].display_count && st->player[seat].display_used[d] == GAH_STAFF_FACE_DOWN);
    bg_session_free(&t.session);
}

/* Every module 5 card is in the rules screen's card list with its words: its name finds it, and "module 5"
 * finds all of them (14 staff, 3 objectives). */
static void test_rules_cards(void)
{
    int want = 0;
    for (int i = 0; i < gah_staff_count; i++) {
        if (gah_staff[i].module != 5) continue;
        want++;
        rules_scene r = {0};
        rules_text(&r, gah_staff[i].name);
        CHECK(rules_match_count(&r) >= 1);
    }
    for (int i = 0; i < gah_objective_count; i++) {
        if (gah_objectives[i].module != 5) continue;
        want++;
        rules_scene r = {0};
        rules_text(&r, gah_objectives[i].name);
        CHECK(rules_match_count(&r) >= 1);
    }
    rules_scene r = {0};
    rules_text(&r, "module 5");
    CHECK_EQ(want, 17);
    CHECK_EQ(rules_match_count(&r), want);
}

/* The panels over the main board and the end-of-round summaries leave module 4's key strip in sight (they
 * were drawn over it), and what they hold stays inside them. */
static void test_panels_beside_key(void)
{
    static table_scene t;
    SDL_Rect strip = {STARTPLAYER_AREA_X, STARTPLAYER_AREA_Y, STARTPLAYER_AREA_W, STARTPLAYER_AREA_H};
    SDL_Rect ballrooms = table_ballrooms_panel(), auction = {ENTRANCES_PANEL_X, ENTRANCES_PANEL_Y, ENTRANCES_PANEL_W, ENTRANCES_PANEL_H};
    CHECK(!SDL_HasIntersection(&ballrooms, &strip));
    CHECK(!SDL_HasIntersection(&auction, &strip));
    for (int rows = 1; rows <= 8; rows++) {
        SDL_Rect emperor = table_summary_rect(rows, 66), dance = table_summary_rect(rows, 44);
        CHECK(!SDL_HasIntersection(&emperor, &strip));
        CHECK(!SDL_HasIntersection(&dance, &strip));
    }
    /* The ballrooms' rows and the balcony, opened from the tab, in a game with the key. */
    start(&t, (gah_params){.seed = 5, .players = 3, .waltz = GAH_WALTZ_MODULE(1) | GAH_WALTZ_MODULE(4)});
    CHECK(table_el_rect(&t, &layout, E(EL_KEY, 0)).w > 0);
    CHECK(table_ballrooms_click(&t, E(EL_BALLROOM_TAB, 0)));
    CHECK(table_ballrooms_open(&t));
    int rows = 0;
    for (int b = 1; b <= GAH_BALLROOMS; b++)
        for (int r = 1; r <= GAH_BALLROOM_ROWS; r++) {
            SDL_Rect rr = table_el_rect(&t, &layout, E(EL_BALLROOM_ROW, b * 4 + r));
            if (!rr.w) continue;
            rows++;
            CHECK(ui_fixture_inside(rr, ballrooms));
        }
    CHECK_EQ(rows, GAH_BALLROOMS * GAH_BALLROOM_ROWS);
    bg_session_free(&t.session);
    /* The auction of four entrances with the key: every lot and its bids inside the panel. */
    gah_params params = {.seed = 8, .players = 4, .waltz = GAH_WALTZ_MODULE(3) | GAH_WALTZ_MODULE(4)};
    gah_session s;
    CHECK(gah_session_start(&s, &params, NULL) == NULL);
    table_seat seats[GAH_MAX_PLAYERS] = {{"Anna", 0}, {"Bruno", 1}, {"Clara", 2}, {"Dario", 3}};
    table_start(&t, &s, seats);
    CHECK(entrances_auction_open(&t));
    int ids[GAH_MAX_PLAYERS], n = entrances_laid_out(gah_session_state(&t.session), ids);
    CHECK_EQ(n, 4);
    for (int k = 0; k < n; k++) {
        SDL_Rect lot = table_el_rect(&t, &layout, E(EL_AUCTION_LOT, ids[k]));
        CHECK(lot.w > 0 && ui_fixture_inside(lot, auction));
        for (int krone = 0; krone < ENTRANCES_BID_STRIDE; krone++) {
            SDL_Rect chip = table_el_rect(&t, &layout, E(EL_BID, ids[k] * ENTRANCES_BID_STRIDE + krone));
            if (chip.w) CHECK(ui_fixture_inside(chip, auction));
        }
    }
    bg_session_free(&t.session);
}

int main(void)
{
    if (!ui_fixture_open(&ui, &layout)) return 1;
    RUN(test_key_by_drag);
    RUN(test_key_click);
    RUN(test_panels_beside_key);
    RUN(test_tiles_move);
    RUN(test_bell_click);
    RUN(test_rules_cards);
    ui_fixture_close(&ui, &layout);
    return TEST_REPORT();
}

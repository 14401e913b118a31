/* Let's Waltz module 3 at the table, headless, through the mouse: the auction panel (a bid by a click on a
 * chip, a pass by its button, the bids so far and who passed, the last entrance free to the one left), the
 * entrance beside the hotel with its words, The Grand Wray Hotel's Emperor tile taken by a click, The Kozi
 * Palace's nudge by a drag from one space to its neighbour, the fourth café table, and none of it without
 * the module. */
#include <SDL.h>
#include <stdio.h>
#include <string.h>

#include "gah/ai.h"
#include "games/gah/ui/table_game.h"
#include "test.h"
#include "ui_fixture.h"
#include "ui/table.h"
#include "ui/table_entrances.h"
#include "ui/table_lounge.h"

static ui_context ui;
static ui_layout layout;
static ui_atlas atlas; /* empty: missing sprites are drawn as labelled boxes, which is all a test needs */

static ui_el E(int kind, int index) { return (ui_el){(uint8_t)kind, (int16_t)index}; }

static SDL_Point centre(SDL_Rect r) { return (SDL_Point){r.x + r.w / 2, r.y + r.h / 2}; }

static bool click_at(table_scene *t, SDL_Point p)
{
    table_mouse_down(t, &ui, &layout, p);
    return table_mouse_up(t, &ui, &layout, p);
}

static bool drag(table_scene *t, SDL_Point from, SDL_Point to)
{
    table_mouse_down(t, &ui, &layout, from);
    table_mouse_move(t, to);
    return table_mouse_up(t, &ui, &layout, to);
}

static void start(table_scene *t, gah_params params)
{
    gah_session s;
    CHECK(gah_session_start(&s, &params, NULL) == NULL);
    table_seat seats[GAH_MAX_PLAYERS] = {{"Anna", 0}, {"Bruno", 1}, {"Clara", 2}, {"Dario", 3}};
    table_start(t, &s, seats);
    t->anim_factor = 0.0f;
}

/* The button of a command, -1 when there is none. */
static int button_of(const table_scene *t, int type)
{
    for (int i = 0; i < t->button_count; i++)
        if (t->buttons[i].kind == TABLE_BUTTON_COMMAND && t->buttons[i].cmd.type == type) return i;
    return -1;
}

static bool legal_has(const table_scene *t, gah_command c)
{
    for (int i = 0; i < t->legal_count; i++)
        if (t->legal[i].type == c.type && t->legal[i].a == c.a && t->legal[i].b == c.b) return true;
    return false;
}

static void test_auction_by_mouse(void)
{
    static table_scene t;
    start(&t, (gah_params){.seed = 8, .players = 3, .waltz = GAH_WALTZ_MODULE(3)});
    gah_state *st = gah_session_state_edit(&t.session);
    CHECK_EQ(gah_current_prompt(st).kind, GAH_PROMPT_AUCTION);
    CHECK(entrances_auction_open(&t));
    int ids[GAH_MAX_PLAYERS], n = entrances_laid_out(st, ids);
    CHECK_EQ(n, 3);
    /* Every entrance lies face up in the panel, with its words and its face enlarged on hover. */
    char words[400], sprite[40];
    for (int k = 0; k < n; k++) {
        SDL_Rect r = table_el_rect(&t, &layout, E(EL_AUCTION_LOT, ids[k]));
        CHECK(r.w > 0 && r.y >= ENTRANCES_PANEL_Y && r.y + r.h <= ENTRANCES_PANEL_Y + ENTRANCES_PANEL_H);
        ui_el at = table_el_at(&t, &layout, centre(r));
        CHECK(at.kind == EL_AUCTION_LOT && at.index == ids[k]);
        table_hover(&t, &layout, centre(r), 1000);
        CHECK(entrances_explain(&t, t.hover, words, sizeof words));
        CHECK(strstr(words, gah_entrances[ids[k] - 1].text) != NULL);
        CHECK(entrances_card_sprite(&t, t.hover, sprite, sizeof sprite));
        snprintf(words, sizeof words, "entrance/%d", ids[k]);
        CHECK_STR(sprite, words);
    }
    /* The bids are chips, one per legal bid, and no button; the main board under the panel is out of reach. */
    CHECK_EQ(button_of(&t, GAH_CMD_BID), -1);
    int chips = 0;
    for (int i = 0; i < t.legal_count; i++) {
        if (t.legal[i].type != GAH_CMD_BID) continue;
        ui_el chip = E(EL_BID, t.legal[i].a * ENTRANCES_BID_STRIDE + t.legal[i].b);
        SDL_Rect r = table_el_rect(&t, &layout, chip);
        CHECK(r.w > 0 && r.y + r.h <= ENTRANCES_PANEL_Y + ENTRANCES_PANEL_H);
        ui_el at = table_el_at(&t, &layout, centre(r));
        CHECK(at.kind == EL_BID && at.index == chip.index);
        chips++;
    }
    CHECK(chips > n);
    /* The panel lies over the hotel, empty at the set-up: its rooms are out of reach; the main board stays in
     * sight and in reach, its cards read on hover (issue 40: the panel lay over the whole main board). */
    SDL_Rect room = table_el_rect(&t, &layout, E(EL_ROOM, 0)), queue = table_el_rect(&t, &layout, E(EL_QUEUE, 1));
    SDL_Rect auction = {ENTRANCES_PANEL_X, ENTRANCES_PANEL_Y, ENTRANCES_PANEL_W, ENTRANCES_PANEL_H};
    CHECK(SDL_HasIntersection(&room, &auction) && table_el_at(&t, &layout, centre(room)).kind != EL_ROOM);
    CHECK(!SDL_HasIntersection(&queue, &auction) && table_el_at(&t, &layout, centre(queue)).kind == EL_QUEUE);
    for (int q = 1; q <= GAH_QUEUE; q++) CHECK(!SDL_HasIntersection(&auction, (SDL_Rect[]){table_el_rect(&t, &layout, E(EL_QUEUE, q))}));
    for (int o = 0; o < 3; o++) CHECK(!SDL_HasIntersection(&auction, (SDL_Rect[]){table_el_rect(&t, &layout, E(EL_OBJECTIVE, o))}));
    for (int i = 0; i < 3; i++) CHECK(!SDL_HasIntersection(&auction, (SDL_Rect[]){table_el_rect(&t, &layout, E(EL_EMPEROR_TILE, i))}));
    SDL_Rect main_board = table_board_rect(&layout, "main"), hint = gah_table_game.hint_button;
    CHECK(!SDL_HasIntersection(&auction, &main_board) && !SDL_HasIntersection(&auction, &hint));
    /* The opener bids 2 on the second entrance by a click. */
    int opener = table_prompt_seat(&t), lot = ids[1];
    SDL_Rect chip = table_el_rect(&t, &layout, E(EL_BID, lot * ENTRANCES_BID_STRIDE + 2));
    CHECK(chip.w > 0);
    CHECK(click_at(&t, centre(chip)));
    CHECK_EQ(st->entrances.lot, lot);
    CHECK_EQ(st->entrances.bid, 2);
    CHECK_EQ(st->entrances.bidder, opener);
    bool said = false;
    for (int i = 0; i < t.log.count; i++) said |= strstr(t.log.lines[i], "offers 2 krone for") != NULL;
    CHECK(said);
    /* Now only raises on that entrance are chips; the next seat passes with the button. */
    CHECK(table_el_rect(&t, &layout, E(EL_BID, ids[0] * ENTRANCES_BID_STRIDE + 3)).w == 0);
    CHECK(table_el_rect(&t, &layout, E(EL_BID, lot * ENTRANCES_BID_STRIDE + 2)).w == 0);
    CHECK(table_el_rect(&t, &layout, E(EL_BID, lot * ENTRANCES_BID_STRIDE + 3)).w > 0);
    int second = table_prompt_seat(&t), pass = button_of(&t, GAH_CMD_PASS);
    CHECK(second != opener && pass >= 0);
    CHECK(click_at(&t, centre(table_el_rect(&t, &layout, E(EL_BUTTON, pass)))));
    CHECK(!(st->entrances.bidding & (1u << second)));
    /* The third raises to 3, the opener passes: the third wins and pays 3. */
    int third = table_prompt_seat(&t), money = st->player[third].money;
    CHECK(third != opener && third != second);
    CHECK(click_at(&t, centre(table_el_rect(&t, &layout, E(EL_BID, lot * ENTRANCES_BID_STRIDE + 3)))));
    CHECK_EQ(table_prompt_seat(&t), opener);
    CHECK(click_at(&t, centre(table_el_rect(&t, &layout, E(EL_BUTTON, button_of(&t, GAH_CMD_PASS))))));
    CHECK_EQ(st->entrances.owned[third], lot);
    CHECK_EQ(st->player[third].money, money - 3);
    /* The panel says who has what: drawing it reads the record (no crash, nothing drawn without the prompt). */
    table_draw(&t, &ui, &atlas, &layout, false);
    /* The next auction: the opener (who did not win) opens it on the first entrance with 0; the other seat
     * without an entrance passes; the last entrance goes to it free. */
    CHECK_EQ(gah_current_prompt(st).kind, GAH_PROMPT_AUCTION);
    CHECK_EQ(table_prompt_seat(&t), opener);
    CHECK(click_at(&t, centre(table_el_rect(&t, &layout, E(EL_BID, ids[0] * ENTRANCES_BID_STRIDE + 0)))));
    CHECK_EQ(table_prompt_seat(&t), second);
    t.anim_factor = 1.0f;
    ui.now = 20000;
    CHECK(click_at(&t, centre(table_el_rect(&t, &layout, E(EL_BUTTON, button_of(&t, GAH_CMD_PASS))))));
    CHECK_EQ(st->entrances.owned[opener], ids[0]);
    CHECK_EQ(st->entrances.owned[second], ids[2]);
    bool free_won = false;
    for (int i = 0; i < t.events.count; i++)
        free_won |= t.events.list[i].type == GAH_EV_ENTRANCE_WON && t.events.list[i].seat == second && t.events.list[i].value == 0;
    CHECK(free_won);
    /* ... and moves there from the panel. */
    anim_clear(&t.anims);
    table_animate(&t, &ui, &layout);
    snprintf(sprite, sizeof sprite, "entrance/%d", ids[2]);
    bool moved = false;
    for (int i = 0; i < t.anims.count; i++) moved |= !strcmp(t.anims.list[i].sprite, sprite);
    CHECK(moved);
    CHECK(!entrances_auction_open(&t));
    bg_session_free(&t.session);
}

/* Plays the set-up with the first commands until the seat's turn, then hands it `entrance`. */
static void to_turn_with(table_scene *t, int entrance)
{
    gah_command cmds[512];
    int guard = 0;
    while (guard++ < 400 && !(gah_session_state(&t->session)->phase == GAH_PHASE_PLAY && gah_current_prompt(gah_session_state(&t->session)).kind == GAH_PROMPT_TURN)) {
        int n = gah_legal(gah_session_state(&t->session), cmds, 512);
        CHECK(table_apply(t, cmds[gah_ai_pick_progress(cmds, n)]) == NULL);
    }
    CHECK_EQ(gah_current_prompt(gah_session_state(&t->session)).kind, GAH_PROMPT_TURN);
    gah_state *st = gah_session_state_edit(&t->session);
    int seat = table_prompt_seat(t), was = st->entrances.owned[seat];
    for (int s = 0; s < st->players; s++) /* nobody else owns it */
        if (st->entrances.owned[s] == entrance) st->entrances.owned[s] = (uint8_t)was;
    st->entrances.owned[seat] = (uint8_t)entrance;
    table_refresh(t);
}

static void test_wray_tile_by_click(void)
{
    static table_scene t;
    start(&t, (gah_params){.seed = 4, .players = 2, .waltz = GAH_WALTZ_MODULE(3)});
    to_turn_with(&t, GAH_ENTRANCE_WRAY);
    gah_state *st = gah_session_state_edit(&t.session);
    int seat = table_prompt_seat(&t);
    /* Its tiles, two of each letter, lie beside it (laid out here by hand if it was not in this game). */
    for (int i = 0; i < GAH_WRAY_TILES; i++)
        if (!st->entrances.wray_tiles[i]) st->entrances.wray_tiles[i] = (uint8_t)((i / 2) * 4 + i % 2 + 1);
    st->entrances.wray_used = 0;
    st->player[seat].emperor = 4;
    table_refresh(&t);
    CHECK(legal_has(&t, (gah_command){GAH_CMD_TILE, 3, 0}));
    CHECK_EQ(button_of(&t, GAH_CMD_TILE), -1);
    SDL_Rect own = table_el_rect(&t, &layout, E(EL_ENTRANCE, GAH_ENTRANCE_WRAY));
    CHECK(own.w > 0 && own.x >= ENTRANCES_AREA_X && own.x + own.w <= ENTRANCES_AREA_X + ENTRANCES_AREA_W);
    char words[400];
    CHECK(entrances_explain(&t, E(EL_ENTRANCE, GAH_ENTRANCE_WRAY), words, sizeof words));
    CHECK(strstr(words, "The Grand Wray Hotel") != NULL);
    /* The B tile (slot 3): two steps back, the tile leaves the game. */
    SDL_Rect tile = table_el_rect(&t, &layout, E(EL_WRAY_TILE, 3));
    CHECK(tile.w > 0);
    CHECK(entrances_explain(&t, E(EL_WRAY_TILE, 3), words, sizeof words));
    CHECK(strstr(words, "go back 2 Emperor steps") != NULL);
    ui_el at = table_el_at(&t, &layout, centre(tile));
    CHECK(at.kind == EL_WRAY_TILE && at.index == 3);
    CHECK(click_at(&t, centre(tile)));
    CHECK_EQ(st->entrances.wray_tiles[2], 0);
    CHECK(st->player[seat].emperor <= 2 || gah_current_prompt(st).seat == seat);
    CHECK(table_el_rect(&t, &layout, E(EL_WRAY_TILE, 3)).w == 0);
    bg_session_free(&t.session);
}

static void test_kozi_nudge_by_drag(void)
{
    static table_scene t;
    start(&t, (gah_params){.seed = 6, .players = 2, .waltz = GAH_WALTZ_MODULE(3)});
    to_turn_with(&t, GAH_ENTRANCE_KOZI);
    gah_state *st = gah_session_state_edit(&t.session);
    gah_command nudge = {0};
    for (int i = 0; i < t.legal_count; i++)
        if (t.legal[i].type == GAH_CMD_NUDGE) {
            nudge = t.legal[i];
            break;
        }
    CHECK(nudge.type == GAH_CMD_NUDGE);
    CHECK_EQ(button_of(&t, GAH_CMD_NUDGE), -1);
    int from_dice = st->dice[nudge.a];
    SDL_Rect from = table_el_rect(&t, &layout, E(EL_SPACE, nudge.a)), to = table_el_rect(&t, &layout, E(EL_SPACE, nudge.b));
    CHECK(drag(&t, (SDL_Point){from.x + 8, from.y + 8}, (SDL_Point){to.x + 8, to.y + 8}));
    CHECK_EQ(st->dice[nudge.a], from_dice - 1);
    CHECK_EQ(st->entrances.kozi_to, nudge.b);
    bool said = false;
    for (int i = 0; i < t.log.count; i++) said |= strstr(t.log.lines[i], "moves a die from space") != NULL;
    CHECK(said);
    bg_session_free(&t.session);
}

/* With module 2 a coloured die moves too (ruling 509): dragged from its own place on a space to the
 * neighbouring space, it keeps its colour there. */
static void test_kozi_coloured_nudge_by_drag(void)
{
    static table_scene t;
    start(&t, (gah_params){.seed = 6, .players = 2, .waltz = GAH_WALTZ_MODULE(2) | GAH_WALTZ_MODULE(3)});
    to_turn_with(&t, GAH_ENTRANCE_KOZI);
    gah_state *st = gah_session_state_edit(&t.session);
    st->player[table_prompt_seat(&t)].money = 20; /* every coloured die affordable */
    table_refresh(&t);
    gah_command nudge = {0};
    for (int i = 0; i < t.legal_count && !nudge.type; i++)
        if (t.legal[i].type == GAH_CMD_NUDGE && GAH_NUDGE_COLOUR(t.legal[i].b)) nudge = t.legal[i];
    CHECK(nudge.type == GAH_CMD_NUDGE);
    CHECK_EQ(button_of(&t, GAH_CMD_NUDGE), -1);
    int colour = GAH_NUDGE_COLOUR(nudge.b), to_space = GAH_NUDGE_SPACE(nudge.b);
    SDL_Rect die = table_el_rect(&t, &layout, E(EL_COLOUR_DIE, nudge.a * GAH_DIE_COLOUR_COUNT + colour));
    SDL_Rect to = table_el_rect(&t, &layout, E(EL_SPACE, to_space));
    CHECK(die.w > 0 && to.w > 0);
    CHECK(drag(&t, centre(die), (SDL_Point){to.x + 8, to.y + 8}));
    CHECK(st->lounge.colours[to_space] & GAH_DIE_COLOUR_BIT(colour));
    CHECK(!(st->lounge.colours[nudge.a] & GAH_DIE_COLOUR_BIT(colour)));
    CHECK_EQ(st->entrances.kozi_to, to_space);
    bg_session_free(&t.session);
}

/* Hotel Dove's prompt: the tokens left lie beside the entrance, lit, and a click takes one. */
static void test_dove_token_by_click(void)
{
    static table_scene t;
    start(&t, (gah_params){.seed = 4, .players = 2, .waltz = GAH_WALTZ_MODULE(3)});
    to_turn_with(&t, GAH_ENTRANCE_DOVE);
    gah_state *st = gah_session_state_edit(&t.session);
    int seat = table_prompt_seat(&t), vp = st->player[seat].vp;
    st->entrances.dove_tokens = 0x1f & ~(1u << 1); /* token 2 is gone already */
    /* A full column is due (what the engine pushes when the fourth room of a column is occupied). */
    st->stack[st->stack_count++] = (gah_step){.kind = GAH_PROMPT_DOVE_TOKEN, .seat = (uint8_t)seat, .extra = 0};
    table_refresh(&t);
    CHECK_EQ(gah_current_prompt(st).kind, GAH_PROMPT_DOVE_TOKEN);
    CHECK_EQ(button_of(&t, GAH_CMD_CHOOSE), -1);
    CHECK(table_el_rect(&t, &layout, E(EL_DOVE_TOKEN, 2)).w == 0);
    char words[300];
    CHECK(entrances_explain(&t, E(EL_DOVE_TOKEN, 1), words, sizeof words));
    CHECK(strstr(words, "for a full column 4 VP, for a full floor 6 VP") != NULL);
    SDL_Rect token = table_el_rect(&t, &layout, E(EL_DOVE_TOKEN, 1));
    CHECK(token.w > 0 && token.x >= ENTRANCES_AREA_X && token.y + token.h <= ENTRANCES_AREA_Y + ENTRANCES_AREA_H);
    CHECK(click_at(&t, centre(token)));
    CHECK(!(st->entrances.dove_tokens & 1u));
    CHECK_EQ(st->player[seat].vp, vp + gah_dove_tokens[0].bonus[0][0].amount);
    bool said = false;
    for (int i = 0; i < t.log.count; i++) said |= strstr(t.log.lines[i], "takes Hotel Dove's token 1") != NULL;
    CHECK(said);
    bg_session_free(&t.session);
}

/* Kaufman's fourth café table: drawn and a target on the own hotel, and in the opponent's panel. */
static void test_fourth_table(void)
{
    static table_scene t;
    start(&t, (gah_params){.seed = 4, .players = 2, .waltz = GAH_WALTZ_MODULE(3)});
    to_turn_with(&t, GAH_ENTRANCE_KAUFMAN);
    gah_state *st = gah_session_state_edit(&t.session);
    int seat = table_prompt_seat(&t);
    st->entrances.cafe_tables[seat] = GAH_CAFE_TABLES;
    table_refresh(&t);
    SDL_Rect four = table_el_rect(&t, &layout, E(EL_TABLE, 4));
    CHECK(four.w > 0);
    ui_el at = table_el_at(&t, &layout, centre(four));
    CHECK(at.kind == EL_TABLE && at.index == 4);
    table_draw(&t, &ui, &atlas, &layout, false);
    bg_session_free(&t.session);
}

/* Without the module: no panel, no entrance, no chips. */
/* Dinner for One with module 3: the three entrances drawn for the person lie in the same panel, each kept by
 * a click (no "Keep entrance N" buttons), with the automa's solo entrance beside them; the log says "keeps". */
static void test_solo_choice_by_click(void)
{
    static table_scene t;
    start(&t, (gah_params){.seed = 5, .players = 2, .automa = GAH_AUTOMA_LEOPOLD, .difficulty = GAH_MEDIUM,
                           .waltz = GAH_WALTZ_MODULE(3), .solo_entrance = GAH_SOLO_TOLL_BRIDGE});
    gah_state *st = gah_session_state_edit(&t.session);
    /* Set-up first asks for the staff cards to go under the deck: the table's own first choices. */
    for (int guard = 0; guard < 20 && gah_current_prompt(st).kind != GAH_PROMPT_SOLO_ENTRANCE; guard++) {
        CHECK(t.legal_count > 0);
        if (!t.legal_count) return;
        CHECK(table_apply(&t, t.legal[0]) == NULL);
    }
    CHECK_EQ(gah_current_prompt(st).kind, GAH_PROMPT_SOLO_ENTRANCE);
    CHECK(entrances_auction_open(&t));
    CHECK_EQ(button_of(&t, GAH_CMD_CHOOSE), -1);
    int ids[GAH_MAX_PLAYERS], n = entrances_laid_out(st, ids);
    CHECK_EQ(n, 3);
    for (int k = 0; k < n; k++) {
        SDL_Rect r = table_el_rect(&t, &layout, E(EL_AUCTION_LOT, ids[k]));
        CHECK(r.w > 0);
        ui_el at = table_el_at(&t, &layout, centre(r));
        CHECK(at.kind == EL_AUCTION_LOT && at.index == ids[k]);
    }
    /* The panel is drawn (the automa's entrance too) without a fault. */
    table_draw(&t, &ui, &atlas, &layout, false);
    int keep = ids[1];
    CHECK(click_at(&t, centre(table_el_rect(&t, &layout, E(EL_AUCTION_LOT, keep)))));
    table_animate(&t, &ui, &layout);
    int person = gah_seat_is_automa(st, 0) ? 1 : 0;
    CHECK_EQ(st->entrances.owned[person], keep);
    CHECK(!entrances_auction_open(&t));
    CHECK_EQ(gah_solo_entrance_of(st), GAH_SOLO_TOLL_BRIDGE);
    bool kept_line = false;
    for (int i = 0; i < t.log.count; i++) kept_line |= strstr(t.log.lines[i], "keeps") && strstr(t.log.lines[i], gah_entrances[keep - 1].name);
    CHECK(kept_line);
    /* The automa's panel names its solo entrance, with its words on hover. */
    int automa = 1 - person;
    char words[400];
    SDL_Rect strip = table_el_rect(&t, &layout, E(EL_PANEL_ENTRANCE, automa));
    CHECK(strip.w > 0);
    CHECK(entrances_explain(&t, E(EL_PANEL_ENTRANCE, automa), words, sizeof words));
    CHECK(strstr(words, "Toll Bridge Hotel") != NULL);
    table_draw(&t, &ui, &atlas, &layout, false);
}

/* Nine Stars Inn's track and Hautel Couture's pool are drawn in the automa's panel (gah-pack's art); what
 * they hold now is said on hover. */
static void test_solo_pieces(void)
{
    static table_scene t;
    static const int kinds[2] = {GAH_SOLO_NINE_STARS, GAH_SOLO_HAUTEL_COUTURE};
    for (int k = 0; k < 2; k++) {
        start(&t, (gah_params){.seed = 5, .players = 2, .automa = GAH_AUTOMA_LEOPOLD, .difficulty = GAH_MEDIUM,
                               .waltz = GAH_WALTZ_MODULE(3), .solo_entrance = (uint8_t)kinds[k]});
        gah_state *st = gah_session_state_edit(&t.session);
        for (int guard = 0; guard < 40 && st->phase != GAH_PHASE_PLAY; guard++) {
            CHECK(t.legal_count > 0);
            if (!t.legal_count) return;
            CHECK(table_apply(&t, t.legal[0]) == NULL);
        }
        int automa = gah_seat_is_automa(st, 0) ? 0 : 1;
        char words[600];
        CHECK(entrances_explain(&t, E(EL_PANEL_ENTRANCE, automa), words, sizeof words));
        if (kinds[k] == GAH_SOLO_NINE_STARS) {
            char want[80];
            snprintf(want, sizeof want, "Now: %d stars", gah_solo_stars(st));
            CHECK(strstr(words, want) != NULL);
        } else {
            CHECK(strstr(words, "items in the pool") != NULL);
            int kept = 0;
            for (int table = 1; table <= GAH_CAFE_TABLES; table++) kept += gah_solo_reserved_room(st, table) >= 0;
            CHECK(kept > 0); /* the ribbons have rooms to lie on */
        }
        table_draw(&t, &ui, &atlas, &layout, false);
        bg_session_free(&t.session);
    }
}

static void test_base_game_untouched(void)
{
    static table_scene t;
    start(&t, (gah_params){.seed = 4, .players = 2});
    CHECK(!entrances_auction_open(&t));
    CHECK(table_el_rect(&t, &layout, E(EL_ENTRANCE, 1)).w == 0);
    CHECK(table_el_rect(&t, &layout, E(EL_AUCTION_LOT, 1)).w == 0);
    SDL_Rect area = {ENTRANCES_AREA_X, ENTRANCES_AREA_Y, ENTRANCES_AREA_W, ENTRANCES_AREA_H};
    ui_el at = table_el_at(&t, &layout, centre(area));
    CHECK(at.kind < EL_AUCTION_LOT);
    bg_session_free(&t.session);
}

int main(void)
{
    if (!ui_fixture_open(&ui, &layout)) return 1;
    RUN(test_auction_by_mouse);
    RUN(test_solo_pieces);
    RUN(test_wray_tile_by_click);
    RUN(test_kozi_nudge_by_drag);
    RUN(test_kozi_coloured_nudge_by_drag);
    RUN(test_dove_token_by_click);
    RUN(test_fourth_table);
    RUN(test_solo_choice_by_click);
    RUN(test_base_game_untouched);
    ui_fixture_close(&ui, &layout);
    return TEST_REPORT();
}

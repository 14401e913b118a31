/* Let's Waltz module 2 at the table, headless, through the mouse: a coloured die shows its price before it
 * is taken, a click on it takes that die (boosted or not) and brings its celebrity and VP, the lounge's end
 * of round is animated, Elisabeth's turn with a celebrity is paced, and the base game has none of it. */
#include <SDL.h>
#include <stdio.h>
#include <string.h>

#include "gah/ai.h"
#include "test.h"
#include "ui_fixture.h"
#include "ui/pacing.h"
#include "ui/table.h"
#include "ui/table_lounge.h"

static ui_context ui;
static ui_layout layout;

static ui_el E(int kind, int index) { return (ui_el){(uint8_t)kind, (int16_t)index}; }

static SDL_Point centre(SDL_Rect r) { return (SDL_Point){r.x + r.w / 2, r.y + r.h / 2}; }

static bool click_at(table_scene *t, SDL_Point p)
{
    table_mouse_down(t, &ui, &layout, p);
    return table_mouse_up(t, &ui, &layout, p);
}

static void start(table_scene *t, gah_params params)
{
    gah_session s;
    CHECK(gah_session_start(&s, &params, NULL) == NULL);
    table_seat seats[GAH_MAX_PLAYERS] = {{"Anna", 0}, {"Bruno", 1}, {"Clara", 2}, {"Dario", 3}};
    if (params.automa) snprintf(seats[GAH_AUTOMA_SEAT].name, sizeof seats[0].name, "%s", gah_automa_name(params.automa));
    table_start(t, &s, seats);
    t->anim_factor = 0.0f;
    gah_command cmds[512];
    while (gah_session_state(&t->session)->phase != GAH_PHASE_PLAY) {
        gah_legal(gah_session_state(&t->session), cmds, 512);
        CHECK(table_apply(t, cmds[0]) == NULL);
    }
}

/* The first coloured die on the board: its space in *value, its colour returned (0 when none). */
static int first_coloured(const gah_state *st, int *value)
{
    for (int v = 1; v <= 6; v++)
        for (int colour = GAH_DIE_RED; colour <= GAH_DIE_YELLOW; colour++)
            if (st->lounge.colours[v] & GAH_DIE_COLOUR_BIT(colour)) {
                *value = v;
                return colour;
            }
    return 0;
}

static void test_take_coloured_die(void)
{
    static table_scene t;
    start(&t, (gah_params){.seed = 11, .players = 2, .waltz = GAH_WALTZ_MODULE(2)});
    gah_state *st = gah_session_state_edit(&t.session);
    int seat = table_prompt_seat(&t), v = 0, colour = first_coloured(st, &v);
    CHECK(colour != 0);
    /* The die lies inside its space, apart from the white ones, and is what the mouse finds there. */
    ui_el die = E(EL_COLOUR_DIE, v * GAH_DIE_COLOUR_COUNT + colour);
    SDL_Rect d = table_el_rect(&t, &layout, die), space = table_el_rect(&t, &layout, E(EL_SPACE, v));
    CHECK(d.w > 0 && SDL_HasIntersection(&d, &space));
    ui_el at = table_el_at(&t, &layout, centre(d));
    CHECK(at.kind == EL_COLOUR_DIE && at.index == die.index);
    /* It is lit from the legal list, and its price shows before the click: the engine's number, in words. */
    ui_el from, to;
    bool lit = false;
    for (int i = 0; i < t.legal_count; i++) {
        table_command_els(&t, t.legal[i], &from, &to);
        lit |= from.kind == EL_COLOUR_DIE && from.index == die.index;
    }
    CHECK(lit);
    int cost = gah_coloured_die_cost(st, v, colour);
    CHECK_EQ(cost, st->dice[v] - 1);
    char words[240], want[64];
    CHECK(lounge_explain(&t, die, words, sizeof words));
    if (cost) snprintf(want, sizeof want, "costs %d krone more", cost);
    else snprintf(want, sizeof want, "costs nothing more");
    CHECK(strstr(words, want) != NULL);
    int id = st->lounge.celebrity[colour - 1], worth = st->lounge.vp[colour - 1];
    CHECK(id != 0);
    const gah_celebrity *cel = NULL;
    for (int i = 0; i < gah_celebrity_count; i++)
        if (gah_celebrities[i].id == id) cel = &gah_celebrities[i];
    CHECK(cel && strstr(words, cel->name) != NULL);
    /* The click: that die, its celebrity to the player, its VP, its price paid. */
    int dice = st->dice[v], money = st->player[seat].money, vp = st->player[seat].vp;
    t.anim_factor = 1.0f;
    ui.now = 10000;
    CHECK(!t.boost);
    CHECK(click_at(&t, centre(d)));
    CHECK_EQ(st->dice[v], dice - 1);
    CHECK(!(st->lounge.colours[v] & GAH_DIE_COLOUR_BIT(colour)));
    CHECK(st->lounge.held[seat] & (1u << id));
    CHECK_EQ(st->lounge.celebrity[colour - 1], 0);
    CHECK_EQ(st->player[seat].vp, vp + worth);
    CHECK_EQ(st->player[seat].money, money - cost - (v == 6 ? 1 : 0));
    bool invited = false;
    for (int i = 0; i < t.log.count; i++) invited |= strstr(t.log.lines[i], "invites") && strstr(t.log.lines[i], cel->name);
    CHECK(invited);
    /* The celebrity moves from the lounge to the player's place in the strip, shown there with its words. */
    anim_clear(&t.anims);
    table_animate(&t, &ui, &layout);
    char sprite[32];
    snprintf(sprite, sizeof sprite, "celebrity/%d", id);
    bool moved = false;
    SDL_Rect held = table_el_rect(&t, &layout, E(EL_CELEBRITY, id));
    for (int i = 0; i < t.anims.count; i++)
        moved |= !strcmp(t.anims.list[i].sprite, sprite) && SDL_RectEquals(&t.anims.list[i].to, &held);
    CHECK(held.w > 0 && moved);
    CHECK(lounge_explain(&t, E(EL_CELEBRITY, id), words, sizeof words));
    CHECK(strstr(words, cel->text) != NULL);
    bg_session_free(&t.session);
}

/* With the boost on, the click on a coloured die takes it boosted (bit 0 of the command's b). */
static void test_boosted_coloured_die(void)
{
    static table_scene t;
    start(&t, (gah_params){.seed = 11, .players = 2, .waltz = GAH_WALTZ_MODULE(2)});
    gah_state *st = gah_session_state_edit(&t.session);
    int seat = table_prompt_seat(&t), v = 0, colour = first_coloured(st, &v);
    int money = st->player[seat].money, cost = gah_coloured_die_cost(st, v, colour);
    CHECK(click_at(&t, centre(table_el_rect(&t, &layout, E(EL_BOOST, 0)))) == false);
    CHECK(t.boost);
    gah_command cmd;
    ui_el die = E(EL_COLOUR_DIE, v * GAH_DIE_COLOUR_COUNT + colour);
    CHECK(table_command_at(&t, die, die, &cmd));
    CHECK(cmd.type == GAH_CMD_DIE && cmd.a == v && cmd.b == (colour << 1 | 1));
    CHECK(click_at(&t, centre(table_el_rect(&t, &layout, die))));
    CHECK_EQ(st->player[seat].money, money - cost - 1 - (v == 6 ? 1 : 0));
    bg_session_free(&t.session);
}

/* The end of the round: a chit of 2 on each celebrity nobody invited, laid in motion. */
static void test_lounge_update_animated(void)
{
    static table_scene t;
    start(&t, (gah_params){.seed = 5, .players = 2, .waltz = GAH_WALTZ_MODULE(2)});
    gah_command cmds[512];
    bool chit = false, refill = false;
    int guard = 0;
    while (gah_session_state(&t.session)->round == 1 && guard++ < 400) {
        int n = gah_legal(gah_session_state(&t.session), cmds, 512);
        CHECK(table_apply(&t, cmds[gah_ai_pick_progress(cmds, n)]) == NULL);
    }
    CHECK_EQ(gah_session_state(&t.session)->round, 2);
    for (int i = 0; i < t.events.count; i++) {
        chit |= t.events.list[i].type == GAH_EV_LOUNGE_CHIT && t.events.list[i].value == 2;
        refill |= t.events.list[i].type == GAH_EV_LOUNGE_REFILL;
    }
    CHECK(chit || refill);
    t.anim_factor = 1.0f;
    anim_clear(&t.anims);
    table_animate(&t, &ui, &layout);
    bool laid = false, arrived = false;
    for (int i = 0; i < t.anims.count; i++) {
        laid |= !strcmp(t.anims.list[i].sprite, "lounge/chit-2");
        arrived |= !strncmp(t.anims.list[i].sprite, "celebrity/", 10);
    }
    CHECK(laid == chit);
    CHECK(arrived || !refill);
    /* The tiles and chits on the board are where the lounge draws them. */
    for (int i = 0; i < GAH_LOUNGE; i++) {
        SDL_Rect r = table_el_rect(&t, &layout, E(EL_LOUNGE, i));
        CHECK(r.w > 0 && r.y >= LOUNGE_AREA_Y && r.y + r.h <= LOUNGE_AREA_Y + LOUNGE_AREA_H);
    }
    bg_session_free(&t.session);
}

/* Against Elisabeth: her turn is paced step by step, the celebrity she invites framed in the lounge. */
static void test_elisabeth_paced(void)
{
    static table_scene t;
    start(&t, (gah_params){.seed = 4, .players = 2, .automa = GAH_AUTOMA_ELISABETH, .difficulty = GAH_HARD,
                           .waltz = GAH_WALTZ_MODULE(2)});
    gah_command cmds[512];
    int guard = 0;
    bool framed = false, panel = false;
    while (!(framed && panel) && guard++ < 600 && gah_session_state(&t.session)->phase != GAH_PHASE_OVER) {
        int n = gah_legal(gah_session_state(&t.session), cmds, 512);
        CHECK(table_apply(&t, cmds[gah_ai_pick_progress(cmds, n)]) == NULL);
        bool invited = false;
        for (int i = 0; i < t.events.count; i++)
            invited |= t.events.list[i].type == GAH_EV_CELEBRITY_TAKEN && gah_seat_is_automa(gah_session_state(&t.session), t.events.list[i].seat);
        if (!invited && !gah_session_state(&t.session)->lounge.held[GAH_AUTOMA_SEAT]) continue;
        t.anim_factor = 1.0f;
        anim_clear(&t.anims);
        pacing_animate(&t, &ui, &layout, -1);
        for (int i = 0; i < t.anims.count; i++) {
            const anim *a = &t.anims.list[i];
            if (a->kind != ANIM_CAPTION || !strstr(a->text, "Elisabeth invites")) continue;
            SDL_Rect lounge = {LOUNGE_AREA_X, LOUNGE_AREA_Y, LOUNGE_AREA_W, LOUNGE_AREA_H};
            framed |= SDL_HasIntersection(&a->to, &lounge);
        }
        /* Her celebrities are in her panel, with her words on hover. */
        for (int id = 1; id < GAH_CELEBRITY_MAX; id++) {
            ui_el e = E(EL_PANEL_CELEBRITY, GAH_AUTOMA_SEAT * GAH_CELEBRITY_MAX + id);
            SDL_Rect r = table_el_rect(&t, &layout, e);
            char words[200];
            if (r.w && lounge_explain(&t, e, words, sizeof words)) panel |= strstr(words, "Elisabeth") != NULL;
        }
        t.anim_factor = 0.0f;
    }
    CHECK(framed);
    CHECK(panel);
    bg_session_free(&t.session);
}

/* Albert Einstein's trades: buttons in words, all inside the prompt box, his tile lit by the legal list; a
 * click on one trades. */
static void test_einstein_buttons(void)
{
    static table_scene t;
    bool found = false;
    for (uint64_t seed = 1; seed < 40 && !found; seed++) {
        start(&t, (gah_params){.seed = seed, .players = 2, .waltz = GAH_WALTZ_MODULE(2)});
        gah_command cmds[512];
        for (int guard = 0; guard < 800 && gah_session_state(&t.session)->phase != GAH_PHASE_OVER; guard++) {
            for (int i = 0; i < t.legal_count && !found; i++) found = t.legal[i].type == GAH_CMD_SWAP;
            if (found) break;
            int n = gah_legal(gah_session_state(&t.session), cmds, 512);
            CHECK(table_apply(&t, cmds[gah_ai_pick_progress(cmds, n)]) == NULL);
        }
        if (!found) bg_session_free(&t.session);
    }
    CHECK(found);
    if (!found) return;
    SDL_Rect prompt = {1048, 282, 496, 290}; /* table_draw.c's prompt box */
    int trade = -1;
    for (int i = 0; i < t.button_count; i++) {
        SDL_Rect r = t.buttons[i].rect, both;
        CHECK(SDL_IntersectRect(&r, &prompt, &both) && SDL_RectEquals(&both, &r));
        for (int j = 0; j < i; j++) CHECK(!SDL_HasIntersection(&r, &t.buttons[j].rect));
        if (t.buttons[i].cmd.type == GAH_CMD_SWAP && trade < 0) trade = i;
    }
    CHECK(trade >= 0);
    gah_command c = t.buttons[trade].cmd;
    char want[48];
    snprintf(want, sizeof want, "%s → %s", gah_item_name(c.a), gah_item_name(c.b));
    CHECK(!strcmp(t.buttons[trade].label, want));
    int seat = table_prompt_seat(&t), give = gah_session_state(&t.session)->player[seat].kitchen[c.a];
    SDL_Rect r = t.buttons[trade].rect;
    CHECK(click_at(&t, centre(r)));
    CHECK_EQ(gah_session_state(&t.session)->player[seat].kitchen[c.a], give - 1);
    bg_session_free(&t.session);
}

/* The base game: no lounge, no coloured dice, the dice drawn as before. */
static void test_base_game_untouched(void)
{
    static table_scene t;
    start(&t, (gah_params){.seed = 11, .players = 2});
    CHECK(!lounge_on(gah_session_state(&t.session)));
    CHECK_EQ(table_el_rect(&t, &layout, E(EL_LOUNGE, 0)).w, 0);
    char name[32];
    lounge_die_sprite(gah_session_state(&t.session), 3, 0, name, sizeof name);
    CHECK(!strcmp(name, "die/3"));
    for (int v = 1; v <= 6; v++) {
        ui_el at = table_el_at(&t, &layout, centre(table_el_rect(&t, &layout, E(EL_SPACE, v))));
        CHECK(at.kind == EL_SPACE && at.index == v);
    }
    bg_session_free(&t.session);
}

int main(void)
{
    if (!ui_fixture_open(&ui, &layout)) return 1;
    RUN(test_take_coloured_die);
    RUN(test_boosted_coloured_die);
    RUN(test_lounge_update_animated);
    RUN(test_elisabeth_paced);
    RUN(test_einstein_buttons);
    RUN(test_base_game_untouched);
    ui_fixture_close(&ui, &layout);
    return TEST_REPORT();
}

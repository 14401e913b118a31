/* The table through the mouse, headless: a scripted sequence of presses, drags and releases sets up a
 * 2-player game and plays a guest drag, a boosted die click, a drag to serve and a guest-to-room drag,
 * each checked against the engine state. */
#include <SDL.h>
#include <stdio.h>
#include <string.h>

#include "games/gah/ui/table_game.h"
#include "gah/ai.h"
#include "test.h"
#include "ui_fixture.h"
#include "ui/atlas.h"
#include "ui/pacing.h"
#include "ui/rules.h"
#include "ui/newgame.h"
#include "ui/scenes.h"
#include "ui/sprite_cache.h"
#include "ui/table.h"

static ui_context ui;
static ui_layout layout;
static table_scene t;

static SDL_Point centre_of(ui_el el)
{
    SDL_Rect r = table_el_rect(&t, &layout, el);
    return (SDL_Point){r.x + r.w / 2, r.y + r.h / 2};
}

/* Press on `from`, move, release on `to`: what a person's drag does. */
static bool drag(ui_el from, ui_el to)
{
    table_mouse_down(&t, &ui, &layout, centre_of(from));
    table_mouse_move(&t, centre_of(to));
    return table_mouse_up(&t, &ui, &layout, centre_of(to));
}

static bool click(ui_el el) { return drag(el, el); }

static ui_el E(int kind, int index) { return (ui_el){(uint8_t)kind, (int16_t)index}; }

static void test_setup_and_turns(void)
{
    CHECK(ui_fixture_start_table(&t, &(gah_params){.seed = 3, .players = 2}));
    gah_state *st = gah_session_state_edit(&t.session);

    /* Starting guests: drag from the queue to a café table. */
    for (int k = 0; k < 2; k++) {
        int seat = table_prompt_seat(&t);
        int guest = st->queue[0];
        CHECK(drag(E(EL_QUEUE, 1), E(EL_TABLE, 1)));
        CHECK_EQ(st->player[seat].cafe[0].guest, guest);
    }
    /* A drop on nothing snaps back; a drop on a taken table is refused with the engine's reason. */
    /* Starting rooms: three clicks each. */
    for (int k = 0; k < 2; k++) {
        int seat = table_prompt_seat(&t);
        CHECK(!click(E(EL_ROOM, 7))); /* not bottom-left: refused, with a reason shown */
        CHECK(strstr(t.message, "bottom-left") != NULL);
        for (int r = 0; r < 3; r++) CHECK(click(E(EL_ROOM, r)));
        CHECK_EQ(st->player[seat].room[2], GAH_ROOM_VACANT);
        if (k == 0) {
            /* Undo is a button of its own kind (no command), and takes the last room back. */
            int undo = -1;
            for (int i = 0; i < t.button_count; i++)
                if (t.buttons[i].kind == TABLE_BUTTON_UNDO) undo = i;
            CHECK(undo >= 0);
            CHECK(click(E(EL_BUTTON, undo)));
            CHECK_EQ(st->player[seat].room[2], GAH_ROOM_EMPTY);
            CHECK_EQ(table_prompt_seat(&t), seat);
            CHECK(click(E(EL_ROOM, 2)));
            CHECK_EQ(st->player[seat].room[2], GAH_ROOM_VACANT);
        }
    }
    CHECK_EQ(st->phase, GAH_PHASE_PLAY);

    /* A turn: a guest from the queue (dragged, paid), then a boosted die click. */
    int seat = table_prompt_seat(&t);
    int money = st->player[seat].money;
    int guest = st->queue[3];
    CHECK(drag(E(EL_QUEUE, 4), E(EL_TABLE, 2)));
    CHECK_EQ(st->player[seat].cafe[1].guest, guest);
    CHECK_EQ(st->player[seat].money, money); /* position 4 is free */
    CHECK(!drag(E(EL_QUEUE, 1), E(EL_TABLE, 3))); /* a second guest is refused */
    CHECK(strstr(t.message, "one guest") != NULL);
    int v = 1;
    while (v < 6 && !st->dice[v]) v++;
    int dice = st->dice[v];
    CHECK(!t.boost);
    click(E(EL_BOOST, 0));
    CHECK(t.boost);
    CHECK(click(E(EL_SPACE, v)));
    CHECK_EQ(st->dice[v], dice - 1);
    CHECK_EQ(st->player[seat].money, money - 1 - (v == 6));
    gah_prompt pr = gah_current_prompt(st);
    CHECK(pr.amount == dice + 1 || pr.kind == GAH_PROMPT_ROOMS || pr.kind == GAH_PROMPT_STAFF);
    /* The log tells it in sentences: the seated guests and the boosted die. */
    char want[96];
    snprintf(want, sizeof want, "takes a %d with boost", v);
    bool seated = false, took = false;
    for (int i = 0; i < t.log.count; i++) {
        seated |= strstr(t.log.lines[i], "seats") != NULL && strstr(t.log.lines[i], gah_guest_by_id(guest)->name) != NULL;
        took |= strstr(t.log.lines[i], want) != NULL;
    }
    CHECK(seated);
    CHECK(took);
    CHECK(strstr(t.log.lines[0], "Round 1") != NULL || strstr(t.log.lines[0], "seats") != NULL);
}

/* Ending a turn with a finished guest still in the café asks once before it happens. */
static void test_confirm_end_turn(void)
{
    gah_state *st = gah_session_state_edit(&t.session);
    int seat = table_prompt_seat(&t);
    st->stack_count = 0;
    memset(st->pending_items, 0, sizeof st->pending_items);
    st->pending_any = 0;
    st->turn_die_taken = true;
    gah_player *p = &st->player[seat];
    p->cafe[0] = (gah_table){.guest = 65, .placed = {0, 0, 0, 1}}; /* the Knight, order complete */
    p->room[4] = GAH_ROOM_VACANT;
    t.confirm_end_turn = true;
    table_refresh(&t);
    int end = -1;
    for (int i = 0; i < t.button_count; i++)
        if (t.buttons[i].cmd.type == GAH_CMD_END_TURN) end = i;
    CHECK(end >= 0);
    CHECK(!click(E(EL_BUTTON, end)));
    CHECK_EQ(table_prompt_seat(&t), seat);
    CHECK(strstr(t.buttons[end].label, "anyway") != NULL);
    CHECK(click(E(EL_BUTTON, end)));
    CHECK(table_prompt_seat(&t) != seat || st->turn_seat != seat || !st->turn_die_taken);
}

static void test_serve_and_move(void)
{
    gah_state *st = gah_session_state_edit(&t.session);
    int seat = table_prompt_seat(&t);
    /* Build a position the way a scenario does: the seat on its turn with the Baroness waiting for
     * one coffee, one coffee in the kitchen, and a vacant blue room. */
    st->stack_count = 0;
    memset(st->pending_items, 0, sizeof st->pending_items);
    st->pending_any = 0;
    st->turn_seat = (uint8_t)seat;
    st->turn_die_taken = true;
    gah_player *p = &st->player[seat];
    p->cafe[2] = (gah_table){.guest = 75, .placed = {0, 0, 2, 1}};
    p->kitchen[GAH_ITEM_COFFEE] = 1;
    p->money = 5;
    table_refresh(&t);
    CHECK(drag(E(EL_KITCHEN_ITEM, GAH_ITEM_COFFEE), E(EL_TABLE, 3)));
    CHECK_EQ(p->cafe[2].placed[GAH_ITEM_COFFEE], 2);
    CHECK_EQ(p->kitchen[GAH_ITEM_COFFEE], 0);
    CHECK_EQ(p->money, 4); /* 1 krone for up to three items */
    /* The guest to a room: a red room is refused with the reason, the blue room 0 works. */
    CHECK(!drag(E(EL_TABLE, 3), E(EL_ROOM, 2)));
    CHECK(strstr(t.message, "colour") != NULL);
    int vp = p->vp;
    CHECK(drag(E(EL_TABLE, 3), E(EL_ROOM, 0)));
    CHECK_EQ(p->room[0], GAH_ROOM_OCCUPIED);
    CHECK_EQ(p->cafe[2].guest, 0);
    CHECK_EQ(p->vp, vp + 5 + 2); /* the Baroness and the blue single-room bonus */
    CHECK_EQ(gah_current_prompt(st).kind, GAH_PROMPT_DRAW3);
}

/* A 2-player table with animations on, its set-up decisions made: the last one starts round 1 and rolls
 * the dice (at ui.now = 1000, not yet animated). */
static void start_animated_game(table_scene *a)
{
    CHECK(ui_fixture_start_table(a, &(gah_params){.seed = 9, .players = 2}));
    a->anim_factor = 1.0f;
    ui.now = 1000;
    gah_command cmds[64];
    while (gah_session_state(&a->session)->phase != GAH_PHASE_PLAY) {
        gah_legal(gah_session_state(&a->session), cmds, 64);
        CHECK(table_apply(a, cmds[0]) == NULL);
    }
}

/* Animations run on the UI clock only: a fake clock moves them exactly. The dice roll at the start of
 * round 1 tumbles for about a second; a taken die flies from its space and lands. */
static void test_animations_fake_clock(void)
{
    static table_scene a;
    start_animated_game(&a);
    table_animate(&a, &ui, &layout);
    CHECK(anim_rolling(&a.anims, ui.now));
    CHECK(a.anims.count >= 10); /* ten dice in a 2-player game */
    CHECK(anim_rolling(&a.anims, ui.now + 500));
    CHECK(!anim_rolling(&a.anims, ui.now + 1300));
    CHECK(!anim_update(&a.anims, ui.now + 5000));
    /* A die taken: it starts on its space and ends where it was sent. */
    int v = 1;
    while (!gah_session_state(&a.session)->dice[v]) v++;
    gah_command die = {GAH_CMD_DIE, (uint8_t)v, 0};
    ui.now = 10000;
    CHECK(table_apply(&a, die) == NULL);
    table_animate(&a, &ui, &layout);
    const anim *fly = NULL;
    for (int i = 0; i < a.anims.count; i++)
        if (a.anims.list[i].kind == ANIM_MOVE && !strncmp(a.anims.list[i].sprite, "die/", 4)) fly = &a.anims.list[i];
    CHECK(fly != NULL);
    if (fly) {
        SDL_Rect at;
        double angle;
        Uint8 alpha;
        anim_frame(fly, fly->start, &at, &angle, &alpha);
        CHECK_EQ(at.x, fly->from.x);
        anim_frame(fly, fly->start + fly->duration, &at, &angle, &alpha);
        CHECK_EQ(at.x, fly->to.x);
        CHECK_EQ(at.y, fly->to.y);
    }
    /* Off: no animations at all. */
    anim_clear(&a.anims);
    a.anim_factor = 0.0f;
    table_animate(&a, &ui, &layout);
    CHECK_EQ(a.anims.count, 0);
    bg_session_free(&a.session);
}

/* A click means the command the prompt takes: at the Emperor's "remove a staff card" a display card is
 * a discard (the engine says it must be a final-scoring card), not a use. */
static void test_click_means_prompt_command(void)
{
    gah_state *st = gah_session_state_edit(&t.session);
    int seat = table_prompt_seat(&t);
    int other = 0, final = 0;
    for (int i = 0; i < gah_staff_count; i++) {
        if (gah_staff[i].type == GAH_STAFF_FINAL && !final) final = gah_staff[i].id;
        if (gah_staff[i].type != GAH_STAFF_FINAL && !other) other = gah_staff[i].id;
    }
    memset(st->pending_items, 0, sizeof st->pending_items);
    st->pending_any = 0;
    gah_player *p = &st->player[seat];
    p->display_count = 2;
    p->display[0] = (uint8_t)other, p->display[1] = (uint8_t)final;
    p->display_used[0] = p->display_used[1] = 0;
    st->stack_count = 0;
    st->stack[st->stack_count++] = (gah_step){.kind = GAH_PROMPT_REMOVE_STAFF, .seat = (uint8_t)seat};
    table_refresh(&t);
    CHECK(!click(E(EL_DISPLAY_CARD, other)));
    CHECK(strstr(t.message, "final-scoring card") != NULL);
    CHECK(strstr(t.message, "Choose") == NULL); /* the card's own reason, not the prompt's request */
    CHECK(click(E(EL_DISPLAY_CARD, final)));
    CHECK_EQ(p->display_count, 1);
    CHECK_EQ(p->display[0], other);
}

/* The rules reference searches every card by any word of its line. */
/* Issue 13: with five or more dice the last ones sat on the next space. Every die of any count the game
 * allows (all 14 of a 4-player game on one space) lies inside its own space, and no two overlap. */
static void test_dice_stay_in_their_space(void)
{
    for (int v = 1; v <= 6; v++) {
        SDL_Rect space = table_el_rect(&t, &layout, E(EL_SPACE, v));
        CHECK(space.w > 0 && space.h > 0);
        for (int n = 1; n <= 14; n++)
            for (int i = 0; i < n; i++) {
                SDL_Rect d = table_die_rect(space, i, n), both;
                SDL_Rect inner = {space.x, space.y, space.w, space.h};
                if (!(SDL_IntersectRect(&d, &inner, &both) && SDL_RectEquals(&both, &d))) {
                    printf("  space %d: die %d of %d at %d,%d %dx%d outside %d,%d %dx%d\n", v, i, n, d.x, d.y, d.w, d.h,
                           space.x, space.y, space.w, space.h);
                    CHECK(false);
                }
                CHECK(d.w >= 12);
                for (int k = 0; k < i; k++) {
                    SDL_Rect o = table_die_rect(space, k, n);
                    CHECK(!SDL_HasIntersection(&d, &o));
                }
                /* Another space never holds this die. */
                for (int w = 1; w <= 6; w++) {
                    if (w == v) continue;
                    SDL_Rect other = table_el_rect(&t, &layout, E(EL_SPACE, w));
                    CHECK(!SDL_HasIntersection(&d, &other));
                }
            }
    }
}

/* Issue 18: a long load error (up to the whole message buffer) stays inside the pause box, on screen:
 * the box grows by a line's height (27 px at 22 px type) for every wrapped line. */
static void test_pause_box_holds_long_message(void)
{
    static menu_scene m;
    /* The pause menu (6 items) and, issue 39, the settings (9): the settings box with an error ran past
     * the bottom of the window at 1080p. Every button stays inside the box, the box inside the canvas. */
    for (int items = 6; items <= 9; items += 3) {
        memset(&m, 0, sizeof m);
        for (int i = 0; i < items; i++) menu_add(&m, "Item", MENU_RESUME, true);
        SDL_Rect plain = menu_overlay_box(&m);
        for (size_t len = 10; len < sizeof m.status; len += 37) {
            memset(m.status, 'w', len);
            m.status[len] = 0;
            SDL_Rect box = menu_overlay_box(&m);
            if (box.y < 0 || box.y + box.h > UI_CANVAS_H) fprintf(stderr, "  %d items, %zu characters: box %d..%d\n", items, len, box.y, box.y + box.h);
            CHECK(box.y >= 0 && box.y + box.h <= UI_CANVAS_H);
            int wrapped = (int)len / 40; /* lines beyond the first at ~40 characters a line */
            CHECK(box.h - plain.h >= wrapped * 27);
            SDL_Point first, last;
            CHECK(menu_item_point(&m, "Item", &first));
            CHECK(first.y > box.y + 60); /* under the title */
            (void)last;
        }
    }
}

/* Issue 40: the Settings overlay's 11 rows were 36 units high with 30-unit labels (nearly filling them at
 * 1366x768). Now every label is 11 px or more there, fits its button's width with a margin and leaves room
 * above and below it; no two buttons overlap; every button lies in the box, the box in the canvas, with or
 * without a message under them. */
static void test_settings_rows_roomy(void)
{
    static const char *const labels[] = {"Volume: 100%", "Sound: off", "Animations: normal", "Full screen: off",
                                         "Colour-blind aids: off", "Confirm ending a turn: off", "Smallest text: as laid out",
                                         "Others' turns: 1.1 s a step", "Computer thinks: 1.5 s", "Hints: off", "Back"};
    static menu_scene m;
    for (int message = 0; message <= 1; message++) {
        memset(&m, 0, sizeof m);
        m.title = "Settings";
        m.overlay = true;
        for (size_t i = 0; i < sizeof labels / sizeof labels[0]; i++) menu_add(&m, labels[i], MENU_VOLUME, true);
        if (message) snprintf(m.status, sizeof m.status, "The settings could not be saved: the folder is read-only.");
        int size = menu_label_size(&m);
        CHECK(size * 1366 / UI_CANVAS_W >= 11);
        SDL_Rect box = menu_overlay_box(&m), canvas = {0, 0, UI_CANVAS_W, UI_CANVAS_H};
        CHECK(box.x >= 0 && box.y >= 0 && box.x + box.w <= canvas.w && box.y + box.h <= canvas.h);
        for (int i = 0; i < m.count; i++) {
            SDL_Rect r = menu_item_rect(&m, i);
            CHECK(r.x >= box.x && r.y > box.y + 60 && r.x + r.w <= box.x + box.w && r.y + r.h <= box.y + box.h);
            CHECK(ui_text_width(&ui, UI_FONT_TITLE, size, m.items[i].label) <= r.w - 24);
            if (r.h - size < 20) fprintf(stderr, "  %s: label %d in a button %d high\n", m.items[i].label, size, r.h);
            CHECK(r.h - size >= 20); /* 10 units or more above and below the label */
            for (int j = i + 1; j < m.count; j++) {
                SDL_Rect o = menu_item_rect(&m, j);
                CHECK(!SDL_HasIntersection(&r, &o));
            }
        }
    }
}

/* The main menu's ten items: 30-unit labels sat in 36-unit buttons, touching their frames (seen at 1366x768);
 * now each label has room above and below, reads at 11 px or more there, and stays between the subtitle and
 * the key hint at the foot. */
static void test_main_menu_rows_roomy(void)
{
    static const char *const labels[] = {"Continue: Grand Austria Hotel", "Recent games", "New game: Grand Austria Hotel",
                                         "New game: Let's Roll", "Join game", "First-game tutorial", "Load saved game",
                                         "Rules and cards", "Settings", "Quit"};
    static menu_scene m;
    memset(&m, 0, sizeof m);
    m.title = "Grand Austria Hotel";
    for (size_t i = 0; i < sizeof labels / sizeof labels[0]; i++) menu_add(&m, labels[i], MENU_VOLUME, true);
    int size = menu_label_size(&m);
    CHECK(size * 1366 / UI_CANVAS_W >= 11);
    for (int i = 0; i < m.count; i++) {
        SDL_Rect r = menu_item_rect(&m, i);
        CHECK(r.y > 470 && r.y + r.h < 1000); /* under the subtitle (450), over "F11 full screen" (1000) */
        CHECK(ui_text_width(&ui, UI_FONT_TITLE, size, m.items[i].label) <= r.w - 24);
        CHECK(r.h - size >= 14); /* 7 units or more above and below the label */
        if (i) {
            SDL_Rect o = menu_item_rect(&m, i - 1);
            CHECK(!SDL_HasIntersection(&r, &o));
        }
    }
}

/* Issue 13: a click that skips an animation must also act. Right after the roll, while the dice still
 * tumble, a click on an action space takes its die. */
static void test_click_skips_and_acts(void)
{
    static table_scene a;
    start_animated_game(&a);
    table_animate(&a, &ui, &layout);
    ui.now += 300;
    CHECK(anim_rolling(&a.anims, ui.now)); /* the dice are still in the air */
    int v = 1;
    while (v < 6 && !gah_session_state(&a.session)->dice[v]) v++;
    int dice = gah_session_state(&a.session)->dice[v], count = a.session.count;
    SDL_Rect space = table_el_rect(&a, &layout, E(EL_SPACE, v));
    SDL_Point at = {space.x + space.w / 2, space.y + space.h / 2};
    table_mouse_down(&a, &ui, &layout, at);
    CHECK(table_mouse_up(&a, &ui, &layout, at));
    CHECK(a.session.count >= count + 1); /* and a choice with one option that followed, made for the player */
    CHECK_EQ(gah_session_state(&a.session)->dice[v], dice - 1);
    CHECK(!anim_rolling(&a.anims, ui.now)); /* the roll was skipped */
    bg_session_free(&a.session);
}

static void test_rules_search(void)
{
    rules_scene r;
    memset(&r, 0, sizeof r);
    /* + Let's Waltz module 1's guests, staff and Emperor tiles, seed 001's Rowe-Smith staff and herlius objectives,
     * module 5's staff, Emperor tiles and objectives; module 2's eleven celebrities */
    CHECK_EQ(rules_match_count(&r), 58 + 48 + 12 + 12 + 29 + 15 + 3 + 3 + 9 + 3 + 14 + 3 + 3 + 11);
    rules_text(&r, "baroness");
    CHECK_EQ(rules_match_count(&r), 1);
    rules_key(&r, SDLK_BACKSPACE);
    rules_key(&r, SDLK_BACKSPACE);
    rules_key(&r, SDLK_BACKSPACE);
    rules_key(&r, SDLK_BACKSPACE);
    rules_text(&r, "-5 VP"); /* "baro" + "-5 VP" matches nothing */
    CHECK_EQ(rules_match_count(&r), 0);
    memset(&r, 0, sizeof r);
    rules_text(&r, "Final scoring:");
    /* the final-scoring staff cards: fourteen with module 1's Leading Dancer, two more of Rowe-Smith's */
    CHECK_EQ(rules_match_count(&r), 14 + 2);
    memset(&r, 0, sizeof r);
    rules_text(&r, "Rowe-Smith variant");
    CHECK_EQ(rules_match_count(&r), 9);
    memset(&r, 0, sizeof r);
    rules_text(&r, "krone, bell card)"); /* module 5's eight bell cards have a type word of their own */
    CHECK_EQ(rules_match_count(&r), 8);
    memset(&r, 0, sizeof r);
    rules_text(&r, "Celebrity ");
    CHECK_EQ(rules_match_count(&r), 11);
    memset(&r, 0, sizeof r);
    rules_text(&r, "(modules 1 and 2)"); /* Puccini, Mata Hari, Picasso */
    CHECK_EQ(rules_match_count(&r), 3);
    /* The chapters in the side bar: a click opens one; each module has words of its own. */
    SDL_Point at;
    CHECK(rules_control_point("Waltz 1: Ballrooms", &at));
    rules_click(&r, at);
    int ballrooms = r.chapter;
    CHECK(rules_control_point("Waltz 2: Celebrities", &at));
    rules_click(&r, at);
    CHECK_EQ(r.chapter, ballrooms + 1);
    rules_click(&r, (SDL_Point){1200, 700}); /* elsewhere: the chapter stays */
    CHECK_EQ(r.chapter, ballrooms + 1);
    CHECK(strstr(rules_waltz_line(1, 0), "ballrooms") != NULL);
    CHECK(strstr(rules_waltz_line(2, 0), "red, blue and yellow") != NULL);
    bool dancers = false, price = false;
    for (int i = 0; rules_waltz_line(1, i); i++) dancers |= strstr(rules_waltz_line(1, i), "10 dancers") != NULL;
    for (int i = 0; rules_waltz_line(2, i); i++) price |= strstr(rules_waltz_line(2, i), "1 krone for") != NULL;
    CHECK(dancers && price);
    /* Modules 3, 4 and 5 have chapters too, their numbers from the rules table. */
    bool auction = false, money = false, bell = false;
    char krone[40];
    snprintf(krone, sizeof krone, "%d, %d, %d or %d krone", gah_rules.startplayer_money[0], gah_rules.startplayer_money[1],
             gah_rules.startplayer_money[2], gah_rules.startplayer_money[3]);
    for (int i = 0; rules_waltz_line(3, i); i++) auction |= strstr(rules_waltz_line(3, i), "auction") != NULL;
    for (int i = 0; rules_waltz_line(4, i); i++) money |= strstr(rules_waltz_line(4, i), krone) != NULL;
    for (int i = 0; rules_waltz_line(5, i); i++) bell |= strstr(rules_waltz_line(5, i), "Bell cards") != NULL;
    CHECK(auction && money && bell);
    CHECK(rules_waltz_line(6, 0) == NULL);
    CHECK(rules_control_point("Waltz 5: More staff", &at));
}

/* Leopold's turn comes out of the person's command in one go; the window shows it step by step: one
 * caption per automa event that has words (and none for the person's own events), one after another,
 * each waiting for what came before; with animations off, nothing is queued. */
static void test_automa_paced(void)
{
    static table_scene a;
    gah_session s;
    gah_params params = {.seed = 4, .players = 2, .automa = GAH_AUTOMA_LEOPOLD, .difficulty = GAH_MEDIUM};
    CHECK(gah_session_start(&s, &params, NULL) == NULL);
    table_seat seats[GAH_MAX_PLAYERS] = {{"Anna", 0}, {"Leopold", 1}, {"Clara", 2}, {"Dario", 3}};
    table_start(&a, &s, seats);
    snprintf(a.names[GAH_AUTOMA_SEAT], sizeof a.names[0], "Leopold");
    a.anim_factor = 1.0f;
    ui.now = 5000;
    gah_command cmds[512];
    int automa_lines = 0, guard = 0;
    const char *names[GAH_MAX_PLAYERS] = {a.names[0], a.names[1], a.names[2], a.names[3]};
    while (!automa_lines && guard++ < 400 && gah_session_state(&a.session)->phase != GAH_PHASE_OVER) {
        int n = gah_legal(gah_session_state(&a.session), cmds, 512);
        CHECK(table_apply(&a, cmds[gah_ai_pick_progress(cmds, n)]) == NULL);
        for (int i = 0; i < a.events.count; i++) {
            char words[LOG_LINE_MAX];
            const gah_event *e = &a.events.list[i];
            automa_lines += gah_seat_is_automa(gah_session_state(&a.session), e->seat) && pacing_is_step(gah_session_state(&a.session), e, -1) &&
                            gah_event_text(gah_session_state(&a.session), e, names, words, sizeof words);
        }
    }
    CHECK(automa_lines >= 2); /* his card and what it made him do, at least */
    anim_clear(&a.anims);
    pacing_animate(&a, &ui, &layout, -1);
    int captions = 0;
    const anim *last = NULL;
    for (int i = 0; i < a.anims.count; i++) {
        const anim *c = &a.anims.list[i];
        if (c->kind != ANIM_CAPTION) continue;
        if (!captions) CHECK(strstr(c->text, "Leopold") != NULL);
        if (last) CHECK(c->start >= last->start + last->duration); /* one step after another */
        CHECK_EQ(c->duration, PACING_STEP_MS);
        /* The words sit in the prompt panel's title row, not over the place the step frames (they covered
         * the board's top: the round track, the action spaces). */
        SDL_Rect caption = pacing_caption_rect();
        CHECK(!SDL_HasIntersection(&caption, &c->to));
        last = c;
        captions++;
    }
    CHECK_EQ(captions, automa_lines);
    SDL_Rect caption = pacing_caption_rect();
    for (int v = 1; v <= 6; v++) {
        SDL_Rect space = table_el_rect(&a, &layout, (ui_el){EL_SPACE, (int16_t)v});
        CHECK(space.w > 0 && !SDL_HasIntersection(&caption, &space));
    }
    for (int q = 0; q < 5; q++) {
        SDL_Rect place = table_el_rect(&a, &layout, (ui_el){EL_QUEUE, (int16_t)q});
        CHECK(!SDL_HasIntersection(&caption, &place));
    }
    for (int seat = 0; seat < gah_session_state(&a.session)->players; seat++) {
        SDL_Rect panel = table_el_rect(&a, &layout, (ui_el){EL_PANEL, (int16_t)seat});
        CHECK(!SDL_HasIntersection(&caption, &panel));
    }
    /* Nor over the player's next prompt, drawn under the steps: its boost switch and buttons. */
    SDL_Rect boost = table_el_rect(&a, &layout, (ui_el){EL_BOOST, 0});
    printf("paced caption: boost switch %s, %d buttons\n", boost.w ? "shown" : "not shown", a.button_count);
    CHECK(a.button_count > 0);
    if (boost.w) CHECK(!SDL_HasIntersection(&caption, &boost));
    for (int b = 0; b < a.button_count; b++) CHECK(!SDL_HasIntersection(&caption, &a.buttons[b].rect));
    CHECK(a.anims.tail >= ui.now + (Uint32)automa_lines * PACING_STEP_MS); /* the turn takes its time */
    /* The events are left as they were, for the log and the app. */
    CHECK(a.events.count > 0);
    anim_clear(&a.anims);
    a.anim_factor = 0.0f;
    pacing_animate(&a, &ui, &layout, -1);
    CHECK_EQ(a.anims.count, 0);
    bg_session_free(&a.session);
}

/* Who plays each seat on the new-game screen: a click goes person, each strength, a remote player (issue
 * 38), person again; solo has no such choice (it is always a person against the automa). */
static void test_newgame_seat_control(void)
{
    static newgame_scene n;
    newgame_init(&n, &gah_game);
    n.strength_count = 3;
    n.strength_labels[0] = "Easy", n.strength_labels[1] = "Medium", n.strength_labels[2] = "Hard";
    SDL_Point at;
    CHECK(newgame_control_point(&n, "seat2", &at));
    for (int k = 1; k <= 5; k++) {
        newgame_mouse(&n, &ui, at, true);
        CHECK_EQ(n.control[1], k % 5);
        if (k == 4) CHECK_EQ(n.control[1], newgame_remote(&n));
    }
    CHECK_EQ(n.control[0], 0);
    newgame_mouse(&n, &ui, at, true);
    CHECK_EQ(n.control[1], 1);
    /* A seat beyond the player count is not there to click. */
    CHECK(newgame_control_point(&n, "seat4", &at));
    newgame_mouse(&n, &ui, at, true);
    CHECK_EQ(n.control[3], 0);
    /* Solo: the control is gone. */
    n.players = 1;
    CHECK(newgame_control_point(&n, "seat1", &at));
    newgame_mouse(&n, &ui, at, true);
    CHECK_EQ(n.control[0], 0);
}

/* The new-game screen with every switch there is (seats, solo difficulty and entrance, the modules, the
 * variants): at 1280x720 and 1920x1080 every control lies inside the frame, no two overlap, and each one's
 * words fit in it. */
static void check_newgame_layout(const newgame_scene *n)
{
    newgame_control c[48];
    int count = newgame_controls(n, c, 48);
    SDL_Rect frame = {40, 40, UI_CANVAS_W - 80, UI_CANVAS_H - 80};
    CHECK(count >= 20);
    for (int i = 0; i < count; i++) {
        CHECK(ui_fixture_inside(c[i].rect, frame));
        int w = ui_text_width(&ui, c[i].face, c[i].size, c[i].label);
        if (w > c[i].rect.w - 12) fprintf(stderr, "new game: '%s' is %d wide in a box of %d\n", c[i].label, w, c[i].rect.w);
        CHECK(w <= c[i].rect.w - 12);
        for (int k = i + 1; k < count; k++) {
            if (SDL_HasIntersection(&c[i].rect, &c[k].rect)) fprintf(stderr, "new game: '%s' meets '%s'\n", c[i].label, c[k].label);
            CHECK(!SDL_HasIntersection(&c[i].rect, &c[k].rect));
        }
    }
}

static void test_newgame_layout(void)
{
    static newgame_scene n;
    static const int sizes[2][2] = {{1280, 720}, {1920, 1080}};
    for (int z = 0; z < 2; z++) {
        ui_fixture_scale(&ui, sizes[z][0], sizes[z][1]);
        for (int players = 1; players <= 4; players++)
            for (int entrance = 0; entrance < GAH_SOLO_ENTRANCE_COUNT; entrance++) {
                newgame_init(&n, &gah_game);
                n.strength_count = 3;
                n.strength_labels[0] = "Easy", n.strength_labels[1] = "Medium", n.strength_labels[2] = "Hard";
                n.players = players;
                CHECK(newgame_choose(&n, "waltz", "1,2,3,4,5")); /* every module: solo with 3 shows the solo entrance */
                char value[8];
                snprintf(value, sizeof value, "%d", entrance);
                CHECK(newgame_choose(&n, "solo_entrance", entrance ? value : "random"));
                CHECK(newgame_choose(&n, "variants", "original,no-kitchen-hand,discard-free-guests,herlius,rowe-smith"));
                for (int s = 0; s < players; s++) n.control[s] = 2; /* "Computer: Medium", the longest */
                CHECK(newgame_choose(&n, "difficulty", "hard"));
                check_newgame_layout(&n);
                if (players == 1) {
                    SDL_Rect solo = newgame_control_rect(&n, "solo-entrance");
                    bool shown = false;
                    newgame_control c[48];
                    int count = newgame_controls(&n, c, 48);
                    for (int i = 0; i < count; i++) shown |= SDL_RectEquals(&c[i].rect, &solo);
                    CHECK(shown);
                }
            }
    }
    ui_update_scale(&ui);
    CHECK_EQ(newgame_control_rect(&n, "no such control").w, 0);
}

/* Issue 21: the atlas pages come in the renderer's own pixel format. Pages decoded as RGBA made SDL's
 * software renderer convert every pixel of every blit (frame median 9.9 -> 13.9 ms at 1920x1080). */
static void test_atlas_pages_native_format(void)
{
    static ui_atlas a;
    char err[512];
    CHECK(atlas_load(&a, ui.renderer, ui.data_dir, 1, err, sizeof err));
    SDL_RendererInfo info;
    CHECK(SDL_GetRendererInfo(ui.renderer, &info) == 0);
    CHECK(a.page_count > 0);
    for (int p = 0; p < a.page_count; p++) {
        Uint32 format = 0;
        CHECK(SDL_QueryTexture(a.pages[p], &format, NULL, NULL, NULL) == 0);
        CHECK_EQ(format, info.texture_formats[0]); /* the first listed is the renderer's native one */
    }
    atlas_free(&a);
}

/* Issue 21: a board (a large opaque sprite) is drawn from a copy at its drawn size, made once by the
 * software renderer, with exactly the pixels of the direct, scaled draw from its page. */
static void test_board_cache_same_pixels(void)
{
    static ui_atlas a;
    char err[512];
    CHECK(atlas_load(&a, ui.renderer, ui.data_dir, 1, err, sizeof err));
    const atlas_sprite *board = atlas_find(&a, "board/main");
    CHECK(board && board->opaque);
    if (!board || !board->opaque) {
        atlas_free(&a);
        return;
    }
    SDL_Rect at = {13, 7, board->rect.w * 5 / 7, board->rect.h * 5 / 7}; /* scaled, as at the table */
    static Uint32 direct[1920 * 1080], cached[1920 * 1080];
    SDL_SetRenderDrawColor(ui.renderer, 0, 0, 0, 255);
    SDL_RenderClear(ui.renderer);
    SDL_SetTextureBlendMode(a.pages[board->page], SDL_BLENDMODE_NONE);
    SDL_Rect src = board->rect;
    CHECK(SDL_RenderCopy(ui.renderer, a.pages[board->page], &src, &at) == 0);
    SDL_SetTextureBlendMode(a.pages[board->page], SDL_BLENDMODE_BLEND);
    CHECK(SDL_RenderReadPixels(ui.renderer, &at, SDL_PIXELFORMAT_ARGB8888, direct, at.w * 4) == 0);
    for (int pass = 0; pass < 2; pass++) { /* made, then drawn from the cache */
        SDL_RenderClear(ui.renderer);
        CHECK(sprite_cache_draw(&ui, &a, board, at));
        CHECK(SDL_RenderReadPixels(ui.renderer, &at, SDL_PIXELFORMAT_ARGB8888, cached, at.w * 4) == 0);
        CHECK(!memcmp(direct, cached, (size_t)at.w * (size_t)at.h * 4));
    }
    CHECK(ui.sprite_cache != NULL);
    sprite_cache_free(&ui);
    atlas_free(&a);
}

/* A shell that knows only the game's row (ui/table_game.h), as a second game's window would: every legal
 * move is made at its command places (move_places, el_rect, el_at, the mouse entries), a button's place is
 * the button that shows the row's label for the move, and the prompt line is the row's prompt text; 150
 * moves of a game with every Let's Waltz module go through. */
static void test_row_places_and_words(void)
{
    const ui_table_game *tg = &gah_table_game;
    void *g = tg->create();
    CHECK(g != NULL);
    bg_session s;
    gah_params params = {.seed = 11, .players = 3, .waltz = (uint8_t)GAH_WALTZ_AVAILABLE};
    CHECK(bg_session_start(&s, tg->game, &params, NULL) == NULL);
    tg->open(g, &s);
    tg->set_pace(g, 0.0f);
    bg_session *live = tg->session(g);
    table_scene *ts = &((gah_window *)g)->table;
    int made = 0, buttons = 0;
    for (int k = 0; k < 150 && tg->to_act(g) >= 0; k++) {
        char words[320], shown[320];
        tg->prompt_text(g, words, sizeof words);
        table_prompt_text(ts, shown, sizeof shown);
        CHECK(words[0] && !strcmp(words, shown));
        bg_move legal[512];
        int n = live->game->legal(live->state, legal, 512);
        CHECK(n > 0);
        bg_move m = legal[k % n];
        ui_el toggle = tg->move_toggle(g, m), from, to;
        if (toggle.kind) {
            SDL_Rect b = tg->el_rect(g, &layout, toggle);
            SDL_Point at = {b.x + b.w / 2, b.y + b.h / 2};
            tg->mouse_down(g, &ui, &layout, at);
            tg->mouse_up(g, &ui, &layout, at);
        }
        CHECK(tg->move_places(g, m, &from, &to));
        if (from.kind == EL_BUTTON) {
            char label[64];
            tg->button_label(g, m, label, sizeof label);
            CHECK(!strcmp(label, ts->buttons[from.index].label) || ts->buttons[from.index].kind != TABLE_BUTTON_COMMAND);
            buttons++;
        }
        SDL_Rect fr = tg->el_rect(g, &layout, from), tr = tg->el_rect(g, &layout, to);
        CHECK(fr.w > 0 && tr.w > 0);
        SDL_Point p = {fr.x + fr.w / 2, fr.y + fr.h / 2}, q = {tr.x + tr.w / 2, tr.y + tr.h / 2};
        /* Aimed beside what lies on it (a coloured die on its space), as a person aims. */
        for (int i = 1; i < 64 && tg->el_at(g, &layout, p).kind != from.kind; i++) p = (SDL_Point){fr.x + (i % 8) * fr.w / 8, fr.y + (i / 8) * fr.h / 8};
        for (int i = 1; i < 64 && tg->el_at(g, &layout, q).kind != to.kind; i++) q = (SDL_Point){tr.x + (i % 8) * tr.w / 8, tr.y + (i / 8) * tr.h / 8};
        int before = live->count;
        tg->mouse_down(g, &ui, &layout, p);
        tg->mouse_move(g, q);
        tg->mouse_up(g, &ui, &layout, q);
        if (live->count == before) {
            char text[64];
            live->game->move_format(m, text, sizeof text);
            fprintf(stderr, "  not made through its places: %s (%s)\n", text, tg->message(g));
            break;
        }
        made++;
    }
    CHECK_EQ(made, 150);
    CHECK(buttons > 0);
    tg->close(g);
    tg->destroy(g);
}

int main(void)
{
    if (!ui_fixture_open(&ui, &layout)) return 1;
    RUN(test_setup_and_turns);
    RUN(test_serve_and_move);
    RUN(test_confirm_end_turn);
    RUN(test_click_means_prompt_command);
    RUN(test_rules_search);
    RUN(test_dice_stay_in_their_space);
    RUN(test_click_skips_and_acts);
    RUN(test_pause_box_holds_long_message);
    RUN(test_settings_rows_roomy);
    RUN(test_main_menu_rows_roomy);
    RUN(test_animations_fake_clock);
    RUN(test_automa_paced);
    RUN(test_newgame_seat_control);
    RUN(test_newgame_layout);
    RUN(test_atlas_pages_native_format);
    RUN(test_board_cache_same_pixels);
    RUN(test_row_places_and_words);
    bg_session_free(&t.session);
    ui_fixture_close(&ui, &layout);
    return TEST_REPORT();
}

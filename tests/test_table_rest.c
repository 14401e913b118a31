/* The table at rest, headless: what the window draws when nothing is clicked. A computer's hidden hand
 * never reaches the card viewer on the next person's turn (the mouse resting where that hand lay opened one
 * of its cards), and the key the window redraws on changes when the pieces stop moving and when the viewer
 * opens (a frame drawn mid-move stayed on screen until the mouse moved), a computer's prompt shows no buttons,
 * and the message line leaves the hand's cards whole. */
#include <SDL.h>
#include <stdio.h>
#include <string.h>

#include "gah/ai.h"
#include "test.h"
#include "ui_fixture.h"
#include "ui/anim.h"
#include "ui/atlas.h"
#include "ui/table.h"

static ui_context ui;
static ui_layout layout;

static ui_el E(int kind, int index) { return (ui_el){(uint8_t)kind, (int16_t)index}; }

static void test_hidden_cards_not_viewed(void)
{
    static table_scene t;
    CHECK(ui_fixture_start_table(&t, &(gah_params){.seed = 3, .players = 2}));
    gah_command cmds[512];
    for (int guard = 0; guard < 200 && gah_session_state(&t.session)->phase != GAH_PHASE_PLAY; guard++) {
        int n = gah_legal(gah_session_state(&t.session), cmds, 512);
        CHECK(n > 0);
        gah_session_apply(&t.session, table_prompt_seat(&t), cmds[gah_ai_pick_progress(cmds, n)], NULL);
    }
    table_refresh(&t);
    int seat = table_prompt_seat(&t), other = 1 - seat;
    const gah_player *me = &gah_session_state(&t.session)->player[seat], *them = &gah_session_state(&t.session)->player[other];
    CHECK(me->hand_count > 0 && them->hand_count > 0);
    char name[32], want[32];
    /* The seat to move's own cards open... */
    snprintf(want, sizeof want, "staff/%d", me->hand[0]);
    CHECK(table_viewer_card(&t, E(EL_HAND_CARD, me->hand[0]), name, sizeof name));
    CHECK(!strcmp(name, want));
    /* ...the other seat's never: the hover left from its turn names one of its cards. */
    for (int i = 0; i < them->hand_count; i++) CHECK(!table_viewer_card(&t, E(EL_HAND_CARD, them->hand[i]), name, sizeof name));
    /* Nor a card "drawn" or in a draft pack that is not there now. */
    CHECK(gah_session_state(&t.session)->drawn_count == 0);
    CHECK(!table_viewer_card(&t, E(EL_DRAWN_CARD, them->hand[0]), name, sizeof name));
    CHECK(!table_viewer_card(&t, E(EL_DRAFT_CARD, them->hand[0]), name, sizeof name));
    /* Public cards still open: the first guest of the queue. */
    if (gah_session_state(&t.session)->queue[0]) CHECK(table_viewer_card(&t, E(EL_QUEUE, 1), name, sizeof name));
}

static void test_look_key(void)
{
    static table_scene t;
    SDL_Rect r = {100, 100, 50, 50};
    anim_add(&t.anims, 1000, ANIM_MOVE, "guest/1", r, r, 300, 0);
    /* Moving, then stopped: a different picture, so a frame is due; at rest the key holds still. */
    uint64_t during = table_look_key(&t, 1100), after = table_look_key(&t, 1400), later = table_look_key(&t, 5000);
    CHECK(during != after);
    CHECK(after == later);
    /* The viewer opens after the mouse has rested on a card: the key changes then, and not after. */
    t.hover = E(EL_QUEUE, 1);
    t.hover_since = 2000;
    uint64_t resting = table_look_key(&t, 2000 + TABLE_VIEWER_DELAY_MS - 10), open = table_look_key(&t, 2000 + TABLE_VIEWER_DELAY_MS + 10);
    CHECK(resting != open);
    CHECK(open == table_look_key(&t, 9000));
    t.pinned = true;
    CHECK(table_look_key(&t, 9000) != open);
}

/* Whether the table drawn now has the wine of a button at the top left inside `r`. */
static bool drawn_as_button(table_scene *t, const ui_atlas *a, SDL_Rect r)
{
    table_draw(t, &ui, a, &layout, false);
    Uint32 px = 0;
    SDL_Rect at = {r.x + 5, r.y + 5, 1, 1};
    CHECK(SDL_RenderReadPixels(ui.renderer, &at, SDL_PIXELFORMAT_ARGB8888, &px, 4) == 0);
    return ((px >> 16) & 0xff) == 140 && ((px >> 8) & 0xff) == 42 && (px & 0xff) == 42;
}

/* A computer's choices (its Undo, Pass or Done) are not drawn as buttons for the person watching it: they
 * looked clickable, and a click only hurried its pieces. A person's are. */
static void test_computer_prompt_has_no_buttons(void)
{
    static table_scene t;
    static ui_atlas a;
    char err[512];
    CHECK(atlas_load(&a, ui.renderer, ui.data_dir, 1, err, sizeof err));
    CHECK(ui_fixture_start_table(&t, &(gah_params){.seed = 5, .players = 2}));
    gah_command cmds[512];
    for (int guard = 0; guard < 200 && (gah_session_state(&t.session)->phase != GAH_PHASE_PLAY || t.button_count == 0); guard++) {
        int n = gah_legal(gah_session_state(&t.session), cmds, 512);
        CHECK(n > 0);
        table_apply(&t, cmds[gah_ai_pick_progress(cmds, n)]);
    }
    CHECK(t.button_count > 0);
    SDL_Rect button = t.buttons[0].rect;
    int seat = table_prompt_seat(&t);
    CHECK(drawn_as_button(&t, &a, button));
    bg_session_set_computer(&t.session, seat, gah_ai_kind_name(GAH_AI_MEDIUM));
    CHECK(!drawn_as_button(&t, &a, button));
    atlas_free(&a);
}

/* The pixels of `r` as the table draws them now. */
static void read_drawn(table_scene *t, const ui_atlas *a, SDL_Rect r, Uint32 *px)
{
    table_draw(t, &ui, a, &layout, false);
    CHECK(SDL_RenderReadPixels(ui.renderer, &r, SDL_PIXELFORMAT_ARGB8888, px, r.w * 4) == 0);
}

/* Issue 40: with one person at the table, a computer's turn put the computer's hotel and "Hand (hidden)" where
 * the person's own were. The person's hotel and hand stay (face up, even as the window hides a computer's hand),
 * and the computer is a panel. */
static void test_own_hotel_during_computer_turn(void)
{
    static table_scene t;
    static ui_atlas a;
    static Uint32 shown[126 * 182], hidden[126 * 182];
    char err[512];
    CHECK(atlas_load(&a, ui.renderer, ui.data_dir, 1, err, sizeof err));
    CHECK(ui_fixture_start_table(&t, &(gah_params){.seed = 5, .players = 2}));
    bg_session_set_computer(&t.session, 1, gah_ai_kind_name(GAH_AI_MEDIUM));
    gah_command cmds[512];
    for (int guard = 0; guard < 400 && (gah_session_state(&t.session)->phase != GAH_PHASE_PLAY || table_prompt_seat(&t) != 1); guard++) {
        int n = gah_legal(gah_session_state(&t.session), cmds, 512);
        CHECK(n > 0);
        table_apply(&t, cmds[gah_ai_pick_progress(cmds, n)]);
    }
    CHECK_EQ(table_prompt_seat(&t), 1);
    CHECK_EQ(table_viewed_seat(&t), 0);
    CHECK(!table_looking(&t));
    CHECK(table_el_rect(&t, &layout, E(EL_PANEL, 1)).w > 0); /* the computer is a panel */
    CHECK(table_el_rect(&t, &layout, E(EL_PANEL, 0)).w == 0);
    const gah_player *me = &gah_session_state(&t.session)->player[0];
    CHECK(me->hand_count > 0);
    SDL_Rect card = table_el_rect(&t, &layout, E(EL_HAND_CARD, me->hand[0]));
    CHECK(card.w == 126 && card.h == 182);
    CHECK(table_viewer_card(&t, E(EL_HAND_CARD, me->hand[0]), err, sizeof err)); /* the person may read their cards */
    table_draw(&t, &ui, &a, &layout, false);
    CHECK(SDL_RenderReadPixels(ui.renderer, &card, SDL_PIXELFORMAT_ARGB8888, shown, card.w * 4) == 0);
    table_draw(&t, &ui, &a, &layout, true); /* what the window asks while a computer decides */
    CHECK(SDL_RenderReadPixels(ui.renderer, &card, SDL_PIXELFORMAT_ARGB8888, hidden, card.w * 4) == 0);
    CHECK(!memcmp(shown, hidden, sizeof shown)); /* face up both times */
    /* Computers only (or several people): the hotel of whoever acts, as before. */
    bg_session_set_computer(&t.session, 0, gah_ai_kind_name(GAH_AI_MEDIUM));
    CHECK_EQ(table_viewed_seat(&t), 1);
    bg_session_free(&t.session);
    atlas_free(&a);
}

/* The message line (a refused command's reason, a hint) is drawn below the hand: over it, it hid the lower
 * band of every card (their cost and effect icons) for the 4 to 8 s it stays. */
static void test_message_leaves_the_hand_visible(void)
{
    static table_scene t;
    static ui_atlas a;
    static Uint32 quiet[126 * 182], told[126 * 182];
    char err[512];
    CHECK(atlas_load(&a, ui.renderer, ui.data_dir, 1, err, sizeof err));
    CHECK(ui_fixture_start_table(&t, &(gah_params){.seed = 5, .players = 2}));
    const gah_player *p = &gah_session_state(&t.session)->player[table_prompt_seat(&t)];
    CHECK(p->hand_count > 0);
    SDL_Rect card = table_el_rect(&t, &layout, (ui_el){EL_HAND_CARD, p->hand_count ? p->hand[0] : 0});
    CHECK(card.w == 126 && card.h == 182);
    t.message[0] = 0;
    read_drawn(&t, &a, card, quiet);
    snprintf(t.message, sizeof t.message, "%s", "Play 'die 4': about +5 points by the end of your turn.");
    t.message_until = SDL_GetTicks() + 60000;
    read_drawn(&t, &a, card, told);
    CHECK(memcmp(quiet, told, sizeof quiet) == 0);
    /* and the line is there: the wine of its bar below the card */
    SDL_Rect bar = table_message_rect(), at = {bar.x + 3, bar.y + 3, 1, 1};
    Uint32 px = 0;
    table_draw(&t, &ui, &a, &layout, false);
    CHECK(SDL_RenderReadPixels(ui.renderer, &at, SDL_PIXELFORMAT_ARGB8888, &px, 4) == 0);
    CHECK(((px >> 16) & 0xff) == 140 && ((px >> 8) & 0xff) == 42 && (px & 0xff) == 42);
    CHECK(bar.y >= card.y + card.h && bar.y + bar.h <= 1080);
    atlas_free(&a);
}

static SDL_Point centre(const table_scene *t, ui_el e)
{
    SDL_Rect r = table_el_rect(t, &layout, e);
    return (SDL_Point){r.x + r.w / 2, r.y + r.h / 2};
}

/* The mouse moves to the middle of `e` at `now`, as the window tells the table. */
static void rest_on(table_scene *t, ui_el e, Uint32 now)
{
    table_mouse_move(t, centre(t, e));
    table_hover(t, &layout, centre(t, e), now);
}

/* Issue 40: a right click pinned nothing (the viewer went on showing whatever the mouse rested on), and the
 * large card opened over the queue when the pointer rested on a guest just dropped on a café table. */
static void test_viewer_pin_and_drop(void)
{
    static table_scene t;
    CHECK(ui_fixture_start_table(&t, &(gah_params){.seed = 3, .players = 2}));
    const gah_state *st = gah_session_state(&t.session);
    char name[32], first[32], second[32];
    snprintf(first, sizeof first, "guest/%d", st->queue[0]);
    snprintf(second, sizeof second, "guest/%d", st->queue[1]);
    Uint32 now = 10000;
    rest_on(&t, E(EL_QUEUE, 1), now);
    now += TABLE_VIEWER_DELAY_MS + 10;
    CHECK(table_viewer_showing(&t, now, name, sizeof name) && !strcmp(name, first));
    CHECK(table_pin(&t, true));
    rest_on(&t, E(EL_QUEUE, 2), now);
    now += TABLE_VIEWER_DELAY_MS + 10;
    CHECK(table_viewer_showing(&t, now, name, sizeof name) && !strcmp(name, first)); /* still the pinned card */
    SDL_Rect pinned_at = table_viewer_rect(&t);
    rest_on(&t, E(EL_SPACE, 6), now); /* the mouse crosses the table: the card stays where it was */
    SDL_Rect still = table_viewer_rect(&t);
    CHECK(pinned_at.x == still.x && pinned_at.y == still.y);
    rest_on(&t, E(EL_QUEUE, 2), now);
    CHECK(!table_pin(&t, false));
    now += TABLE_VIEWER_DELAY_MS + 10;
    CHECK(table_viewer_showing(&t, now, name, sizeof name) && !strcmp(name, second));
    /* Nothing under the mouse: a right click pins nothing. */
    rest_on(&t, E(EL_NONE, 0), now);
    CHECK(!table_pin(&t, true) && !t.pinned);

    /* A starting guest dragged from the queue to a café table: the pointer rests on it, no viewer opens. */
    int guest = st->queue[0], seat = table_prompt_seat(&t);
    table_mouse_down(&t, &ui, &layout, centre(&t, E(EL_QUEUE, 1)));
    rest_on(&t, E(EL_TABLE, 1), now);
    CHECK(table_mouse_up(&t, &ui, &layout, centre(&t, E(EL_TABLE, 1))));
    CHECK_EQ(st->player[seat].cafe[0].guest, guest);
    rest_on(&t, E(EL_TABLE, 1), now + 5);
    CHECK(!table_viewer_showing(&t, now + 5000, name, sizeof name));
    /* Once the mouse has moved on and come back, it opens as usual. */
    rest_on(&t, E(EL_QUEUE, 1), now + 5001);
    rest_on(&t, E(EL_TABLE, 1), now + 5002);
    if (table_prompt_seat(&t) == seat) CHECK(table_viewer_showing(&t, now + 6000, name, sizeof name));
    bg_session_free(&t.session);
}

int main(void)
{
    if (!ui_fixture_open(&ui, &layout)) return 1;
    RUN(test_hidden_cards_not_viewed);
    RUN(test_look_key);
    RUN(test_viewer_pin_and_drop);
    RUN(test_own_hotel_during_computer_turn);
    RUN(test_computer_prompt_has_no_buttons);
    RUN(test_message_leaves_the_hand_visible);
    ui_fixture_close(&ui, &layout);
    return TEST_REPORT();
}

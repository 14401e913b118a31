/* Let's Waltz module 1 at the table, headless, through presses and releases where a person makes them:
 * the new-game screen's module switches follow the engine's GAH_WALTZ_AVAILABLE (and the solo rule for
 * module 4), a complete café guest dragged straight onto a ballroom row becomes a dancer there (only the
 * rows the legal list allows light up, each with its champagne), a dancer from a section can also
 * go by the two-step way (section, then row), and the dancer an Emperor penalty takes (ruling 101) is the
 * one of the row clicked. */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gah/ai.h"
#include "test.h"
#include "ui_fixture.h"
#include "ui/newgame.h"
#include "ui/scenes.h"
#include "ui/table.h"

static ui_context ui;
static ui_layout layout;

static ui_el E(int kind, int index) { return (ui_el){(uint8_t)kind, (int16_t)index}; }

static SDL_Point centre_of(const table_scene *t, ui_el el)
{
    SDL_Rect r = table_el_rect(t, &layout, el);
    return (SDL_Point){r.x + r.w / 2, r.y + r.h / 2};
}

/* A two-player game with module 1, set up through the table, at the first turn of the first round. */
static void start(table_scene *t, uint64_t seed)
{
    gah_params p = {.players = 2, .seed = seed, .waltz = (uint8_t)GAH_WALTZ_MODULE(1)};
    gah_session s;
    CHECK(gah_session_start(&s, &p, NULL) == NULL);
    table_seat seats[GAH_MAX_PLAYERS] = {{"Anna", 0}, {"Bruno", 1}, {"Clara", 2}, {"Dario", 3}};
    memset(t, 0, sizeof *t);
    table_start(t, &s, seats);
    for (int k = 0; k < 200 && gah_session_state(&t->session)->phase != GAH_PHASE_PLAY; k++) {
        if (!t->legal_count) break;
        /* The rehearsal rooms are chosen by a click on the board in the open panel. */
        if (gah_current_prompt(gah_session_state(&t->session)).kind == GAH_PROMPT_REHEARSAL) {
            CHECK(table_ballrooms_open(t));
            gah_command c = t->legal[0];
            SDL_Point at = centre_of(t, E(EL_REHEARSAL, c.a));
            ui_el under = table_el_at(t, &layout, at);
            CHECK_EQ(under.kind, EL_REHEARSAL);
            int before = t->session.count;
            table_mouse_down(t, &ui, &layout, at);
            table_mouse_up(t, &ui, &layout, at);
            CHECK(t->session.count > before);
            continue;
        }
        table_apply(t, t->legal[gah_ai_pick_progress(t->legal, t->legal_count)]);
    }
    CHECK_EQ(gah_session_state(&t->session)->phase, GAH_PHASE_PLAY);
}

/* The seat's guest at table 1 is made complete (its whole order served), with `champagne` in the kitchen:
 * a scenario's `set`, for the test's picture only. */
static void complete_guest(table_scene *t, int champagne)
{
    gah_state *st = gah_session_state_edit(&t->session);
    int seat = table_prompt_seat(t);
    gah_player *p = &st->player[seat];
    int guest = 0;
    for (int i = 0; i < gah_guest_count && !guest; i++) /* a plain guest with no rule about rooms */
        if (!gah_guests[i].module && gah_guests[i].effect_count == 0) guest = gah_guests[i].id;
    if (!guest) guest = gah_guests[0].id;
    const gah_guest_card *g = gah_guest_by_id((uint8_t)guest);
    p->cafe[0] = (gah_table){.guest = (uint8_t)guest};
    memcpy(p->cafe[0].placed, g->order, sizeof p->cafe[0].placed);
    p->kitchen[GAH_ITEM_CHAMPAGNE] = (uint8_t)champagne;
    table_refresh(t);
}

static void test_drag_guest_onto_row(void)
{
    static table_scene t;
    start(&t, 21);
    complete_guest(&t, 1); /* one champagne: only the bottom rows (1 each) may be paid for */
    int seat = table_prompt_seat(&t);
    bool send = false;
    for (int i = 0; i < t.legal_count; i++) send |= t.legal[i].type == GAH_CMD_SEND && t.legal[i].a == 1;
    CHECK(send);
    CHECK(!table_ballrooms_open(&t));
    /* Press on the guest: the panel opens over the main board and lights the rows from the legal list. */
    SDL_Point from = centre_of(&t, E(EL_TABLE, 1));
    table_mouse_down(&t, &ui, &layout, from);
    CHECK(t.dragging);
    CHECK(table_ballrooms_open(&t));
    unsigned rows = table_ballrooms_drag_rows(&t);
    for (int b = 1; b <= GAH_BALLROOMS; b++)
        for (int r = 1; r <= GAH_BALLROOM_ROWS; r++) {
            int cost = gah_ballroom_cost(gah_session_state(&t.session), b, r);
            bool lit = (rows >> (b * 4 + r)) & 1;
            CHECK_EQ(lit, cost >= 0 && cost <= 1); /* rows one cannot pay for stay dark */
        }
    /* The top row of the first ballroom costs more than one champagne: a drop there is refused. */
    SDL_Point top = centre_of(&t, E(EL_BALLROOM_ROW, 1 * 4 + 1));
    CHECK_EQ(table_el_at(&t, &layout, top).kind, EL_BALLROOM_ROW);
    int before = t.session.count;
    table_mouse_move(&t, top);
    table_mouse_up(&t, &ui, &layout, top);
    CHECK_EQ(t.session.count, before);
    CHECK(strstr(t.message, "champagne") != NULL);
    /* Dropped on the bottom row of the middle ballroom: a dancer is placed there and the guest is gone. */
    table_mouse_down(&t, &ui, &layout, from);
    SDL_Point bottom = centre_of(&t, E(EL_BALLROOM_ROW, 2 * 4 + 3));
    CHECK_EQ(table_el_at(&t, &layout, bottom).kind, EL_BALLROOM_ROW);
    table_mouse_move(&t, bottom);
    table_mouse_up(&t, &ui, &layout, bottom);
    const gah_state *st = gah_session_state(&t.session);
    CHECK_EQ(st->ballrooms.space[1][2][0], seat + 1);
    CHECK_EQ(st->player[seat].cafe[0].guest, 0);
    CHECK_EQ(st->player[seat].kitchen[GAH_ITEM_CHAMPAGNE] + 0, 0);
    int left = 0;
    for (int k = 0; k < GAH_REHEARSAL_SECTIONS; k++) left += st->ballrooms.section[seat][k];
    CHECK_EQ(left, 9);
    /* The section of one dancer was the first with a dancer: now empty, its bonus came (or is to be
     * chosen among the rewards, whose buttons have words). */
    CHECK_EQ(st->ballrooms.section[seat][0], 0);
    for (int i = 0; i < t.button_count; i++) CHECK(strncmp(t.buttons[i].label, "collect", 7) != 0);
    bg_session_free(&t.session);
}

/* The other way: the guest onto a section (that dancer goes), then a click on a lit row. */
static void test_section_then_row(void)
{
    static table_scene t;
    start(&t, 22);
    complete_guest(&t, 3);
    int seat = table_prompt_seat(&t);
    /* A click on a section chooses where the next dancer comes from. */
    SDL_Point s3 = centre_of(&t, E(EL_SECTION, 3));
    table_mouse_down(&t, &ui, &layout, s3);
    table_mouse_up(&t, &ui, &layout, s3);
    CHECK_EQ(t.ballrooms.section, 3);
    SDL_Point from = centre_of(&t, E(EL_TABLE, 1)), s4 = centre_of(&t, E(EL_SECTION, 4));
    table_mouse_down(&t, &ui, &layout, from);
    table_mouse_move(&t, s4);
    table_mouse_up(&t, &ui, &layout, s4);
    CHECK_EQ(gah_current_prompt(gah_session_state(&t.session)).kind, GAH_PROMPT_DANCE);
    CHECK_EQ(gah_session_state(&t.session)->ballrooms.section[seat][3], 3);
    CHECK(table_ballrooms_open(&t));
    SDL_Point top = centre_of(&t, E(EL_BALLROOM_ROW, 3 * 4 + 1));
    table_mouse_down(&t, &ui, &layout, top);
    table_mouse_up(&t, &ui, &layout, top);
    CHECK_EQ(gah_session_state(&t.session)->ballrooms.space[2][0][0], seat + 1);
    CHECK_EQ(gah_session_state(&t.session)->player[seat].kitchen[GAH_ITEM_CHAMPAGNE] + 0, 0);
    bg_session_free(&t.session);
}

/* Whether a legal command starts at `el`: what the table frames (draw_highlights). */
static bool lit(const table_scene *t, ui_el el)
{
    for (int i = 0; i < t->legal_count; i++) {
        ui_el from, to;
        table_command_els(t, t->legal[i], &from, &to);
        if (from.kind == el.kind && from.index == el.index) return true;
    }
    return false;
}

/* Emperor tile B5's penalty with the seat's dancers in two rows of the middle ballroom: the panel opens by
 * itself, the two rows light up (not the empty one, nor another ballroom), and a click on one takes that
 * row's dancer. The prompt is put on the stack as the penalty puts it (a scenario's `set`, for the test). */
static void test_emperor_takes_clicked_row(void)
{
    static table_scene t;
    start(&t, 23);
    int seat = table_prompt_seat(&t);
    gah_state *st = gah_session_state_edit(&t.session);
    st->ballrooms.scored = 1;
    st->ballrooms.space[1][0][0] = (uint8_t)(seat + 1); /* the top row */
    st->ballrooms.space[1][2][0] = (uint8_t)(seat + 1); /* the bottom row */
    st->ballrooms.space[2][2][0] = (uint8_t)(seat + 1); /* the rightmost ballroom: not scored next */
    st->stack[st->stack_count++] = (gah_step){.kind = GAH_PROMPT_REMOVE_DANCER, .seat = (uint8_t)seat, .count = 1, .amount = 1};
    table_refresh(&t);
    CHECK(table_ballrooms_open(&t));
    char text[320];
    table_prompt_text(&t, text, sizeof text);
    CHECK(strstr(text, "the Emperor takes 1 dancer: click a lit row") != NULL);
    CHECK_EQ(t.button_count, 0); /* no buttons: the choice is made on the ballroom */
    for (int r = 1; r <= GAH_BALLROOM_ROWS; r++) {
        SDL_Rect rr = table_el_rect(&t, &layout, E(EL_BALLROOM_ROW, 2 * 4 + r));
        CHECK(rr.w > 0);
        CHECK_EQ(lit(&t, E(EL_BALLROOM_ROW, 2 * 4 + r)), r != 2);
    }
    CHECK(!lit(&t, E(EL_BALLROOM_ROW, 3 * 4 + 3)));
    SDL_Point bottom = centre_of(&t, E(EL_BALLROOM_ROW, 2 * 4 + 3));
    CHECK_EQ(table_el_at(&t, &layout, bottom).kind, EL_BALLROOM_ROW);
    int before = t.session.count;
    table_mouse_down(&t, &ui, &layout, bottom);
    table_mouse_up(&t, &ui, &layout, bottom);
    CHECK_EQ(t.session.count, before + 1);
    const gah_state *after = gah_session_state(&t.session);
    CHECK_EQ(after->ballrooms.space[1][2][0], 0);
    CHECK_EQ(after->ballrooms.space[1][0][0], seat + 1);
    CHECK(gah_current_prompt(after).kind != GAH_PROMPT_REMOVE_DANCER);
    bg_session_free(&t.session);
}

/* The new-game screen: a module switch works exactly when the engine plays the module; module 4 is not
 * for a solo game; the solo opponent follows the modules. */
static void test_newgame_modules(void)
{
    static newgame_scene n;
    newgame_init(&n, &gah_game);
    gah_params p;
    char why[200];
    for (int m = 1; m <= 5; m++) {
        char name[16], member[4];
        SDL_Point at;
        snprintf(name, sizeof name, "module%d", m);
        snprintf(member, sizeof member, "%d", m);
        CHECK(newgame_control_point(&n, name, &at));
        newgame_mouse(&n, &ui, at, true);
        bool available = (GAH_WALTZ_AVAILABLE & GAH_WALTZ_MODULE(m)) != 0;
        CHECK_EQ(!strcmp(newgame_choice(&n, "waltz"), member), available);
        CHECK_EQ(newgame_refusal(&n, "waltz", member) == NULL, available);
        CHECK(newgame_params(&n, &p, why, sizeof why) == NULL);
        CHECK_EQ(p.waltz & GAH_WALTZ_MODULE(m), available ? GAH_WALTZ_MODULE(m) : 0u);
        newgame_mouse(&n, &ui, at, true); /* off again */
        CHECK_STR(newgame_choice(&n, "waltz"), "none");
    }
    n.players = 1;
    CHECK(newgame_refusal(&n, "waltz", "4") != NULL);
    CHECK(newgame_params(&n, &p, why, sizeof why) == NULL);
    CHECK_EQ(p.automa, GAH_AUTOMA_LEOPOLD);
    SDL_Point at;
    CHECK(newgame_control_point(&n, "module1", &at));
    newgame_mouse(&n, &ui, at, true);
    CHECK(newgame_params(&n, &p, why, sizeof why) == NULL);
    CHECK_EQ(p.waltz, GAH_WALTZ_MODULE(1));
    CHECK_EQ(p.automa, GAH_AUTOMA_ELISABETH);
    gah_state st;
    CHECK(gah_setup(&st, &p, NULL) == NULL); /* the engine takes what the screen gives */
}

int main(void)
{
    if (!ui_fixture_open(&ui, &layout)) return 1;
    RUN(test_newgame_modules);
    RUN(test_drag_guest_onto_row);
    RUN(test_section_then_row);
    RUN(test_emperor_takes_clicked_row);
    ui_fixture_close(&ui, &layout);
    return TEST_REPORT();
}

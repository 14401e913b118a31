/* Let's Roll's table, headless (issue 34): a command's caption tells what it did, not its first event (it
 * said only "Anna pays 1 krone" for an imitation); the money track circles every krone gained and crosses
 * every one spent, after an undo too; the first-game guide stays clear of the others' sheets and the Hint
 * button, and "Don't show again" closes it and tells the shell once. */
#include <SDL.h>
#include <stdio.h>
#include <string.h>

#include "games/roll/ui/roll_table.h"
#include "games/roll/ui/table_game.h"
#include "test.h"
#include "ui_fixture.h"

static ui_context ui;
static ui_layout layout;

static roll_window *open_game(int players, uint64_t seed)
{
    roll_params p = {.seed = seed, .players = (uint8_t)players};
    bg_session s;
    if (bg_session_start(&s, &roll_game, &p, NULL)) return NULL;
    static const char *const names[4] = {"Anna", "Bruno", "Clara", "Dario"};
    for (int i = 0; i < players; i++) snprintf(s.names[i], sizeof s.names[i], "%s", names[i]), s.colours[i] = (uint8_t)i;
    roll_window *w = roll_table_game.create();
    roll_table_game.open(w, &s);
    return w;
}

static bool has_event(const bg_events *ev, int type)
{
    for (int i = 0; i < ev->count; i++)
        if (ev->list[i].type == type) return true;
    return false;
}

/* Krone circled and crossed, as the sheet draws them: what is left is the difference. */
static void check_money(const roll_window *w)
{
    const roll_state *st = roll_ui_state(w);
    for (int s = 0; s < st->players; s++) {
        CHECK(w->gained[s] >= st->player[s].money);
        CHECK(w->gained[s] > 0); /* the start money at least */
    }
}

static void test_captions_and_money(void)
{
    int imitations = 0, payments = 0, undos = 0, hires = 0;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        roll_window *w = open_game(2 + (int)(seed % 3), seed);
        CHECK(w != NULL);
        if (!w) return;
        uint64_t rng = seed * 7919;
        while (roll_ui_to_act(w) >= 0) {
            rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
            const roll_state *st = roll_ui_state(w);
            int seat = roll_ui_to_act(w);
            int money_before = st->player[seat].money, gained_before = w->gained[seat];
            roll_prompt pr = roll_current_prompt(st);
            if (pr.kind == ROLL_PROMPT_HIRE) /* the pointer on a clipboard tells the price with this die */
                for (int i = 0; i < w->legal_count; i++) {
                    roll_command c = roll_command_of(w->legal[i]);
                    if (c.type != ROLL_CMD_HIRE) continue;
                    char says[400], want[40];
                    roll_words_explain(w, (ui_el){RE_STAFF, (int16_t)(seat * 8 + c.a - 1)}, says, sizeof says);
                    snprintf(want, sizeof want, "now costs %d krone", roll_hire_cost(st, seat, c.a - 1, pr.amount));
                    CHECK(strstr(says, want) != NULL);
                    hires++;
                }
            bg_move m = w->legal[rng % (uint64_t)w->legal_count];
            CHECK(roll_ui_apply(w, m) == NULL);
            char caption[400], name[64];
            roll_words_caption(w, &w->events, caption, sizeof caption);
            snprintf(name, sizeof name, "%s pays", w->session.names[seat]);
            CHECK(strncmp(caption, name, strlen(name)) != 0); /* a payment never stands for the command */
            if (has_event(&w->events, ROLL_EV_DIE_TAKEN)) CHECK(strstr(caption, "takes a die") != NULL);
            if (has_event(&w->events, ROLL_EV_IMITATE)) {
                CHECK(strstr(caption, "imitates") != NULL);
                imitations++;
            }
            if (has_event(&w->events, ROLL_EV_ROOM_OCCUPIED)) CHECK(strstr(caption, "occupies") != NULL);
            if (has_event(&w->events, ROLL_EV_STAFF_HIRED)) CHECK(strstr(caption, "hires") != NULL);
            /* Each krone gained circles one more symbol (a loan's too); a krone spent circles none, it crosses. */
            int gains = 0, spent = 0;
            for (int i = 0; i < w->events.count; i++) {
                const bg_event *e = &w->events.list[i];
                if (e->seat != seat || (e->type != ROLL_EV_MONEY && e->type != ROLL_EV_LOAN)) continue;
                if (e->value > 0) gains += e->value;
                else spent -= e->value;
            }
            CHECK_EQ(w->gained[seat], gained_before + gains);
            CHECK_EQ(roll_ui_state(w)->player[seat].money, money_before + gains - spent);
            payments += spent > 0;
            check_money(w);
            /* An undo counts again from the record. */
            if (rng % 11 == 0 && bg_session_undo(&w->session)) {
                roll_ui_refresh(w);
                CHECK_EQ(w->gained[seat], gained_before);
                undos++;
            }
        }
        roll_table_game.destroy(w);
    }
    CHECK(imitations > 0 && payments > 0 && undos > 0 && hires > 0);
}

static void test_guide(void)
{
    roll_window *w = open_game(4, 3);
    CHECK(w->guide_on);
    /* Clear of the others' three sheets and of the shell's Hint button. */
    SDL_Rect guide = roll_geo_guide(), hint = roll_table_game.hint_button;
    CHECK(!SDL_HasIntersection(&guide, &hint));
    for (int i = 0; i < 3; i++) {
        SDL_Rect small = roll_geo_small(i);
        CHECK(!SDL_HasIntersection(&guide, &small));
    }
    SDL_Rect next = roll_geo_guide_next(), never = roll_geo_guide_never();
    CHECK(ui_fixture_inside(next, guide) && ui_fixture_inside(never, guide) && !SDL_HasIntersection(&next, &never));
    CHECK(!roll_table_game.guide_declined(w));
    SDL_Point at = {next.x + 5, next.y + 5};
    CHECK(roll_table_game.guide_click(w, at));
    CHECK_EQ(w->guide_step, 1);
    CHECK(!roll_table_game.guide_declined(w));
    at = (SDL_Point){never.x + 5, never.y + 5};
    CHECK(roll_table_game.guide_click(w, at));
    CHECK(!w->guide_on);
    CHECK(roll_table_game.guide_declined(w));
    CHECK(!roll_table_game.guide_declined(w)); /* told once */
    CHECK(!roll_table_game.guide_click(w, at)); /* closed: the click goes to the table */
    roll_table_game.destroy(w);
    /* The guide follows the play: its second note once the person has taken a die. */
    w = open_game(2, 5);
    CHECK(w->guide_on && w->guide_step == 0);
    roll_table_game.guide_update(w);
    CHECK_EQ(w->guide_step, 0);
    for (int i = 0; i < w->legal_count; i++)
        if (roll_command_of(w->legal[i]).type == ROLL_CMD_DIE) {
            CHECK(roll_ui_apply(w, w->legal[i]) == NULL);
            break;
        }
    if (roll_current_prompt(roll_ui_state(w)).kind != ROLL_PROMPT_TURN) {
        roll_table_game.guide_update(w);
        CHECK_EQ(w->guide_step, 1);
    }
    /* A computer's choices are not lit for the person watching. */
    int seat = roll_ui_to_act(w);
    CHECK(w->legal_count > 0);
    ui_el e;
    CHECK(roll_geo_move_el(w, w->legal[0], &e));
    CHECK(roll_ui_lit(w, e));
    w->session.control[seat] = BG_CONTROL_COMPUTER;
    CHECK(!roll_ui_lit(w, e));
    roll_table_game.destroy(w);
    /* With the setting off a new game opens without it; the tutorial shows it still. */
    w = open_game(2, 4);
    roll_table_game.set_guide(w, false);
    CHECK(!w->guide_on);
    roll_table_game.tutorial_begin(w);
    CHECK(w->guide_on);
    roll_table_game.destroy(w);
}

/* The rules' pictures come from an example game drawn by the table's code; what the pointer rests on in
 * them is explained in the table's words: a room, a staff member, an Emperor space, a die's space. */
static void test_rules_pictures(void)
{
    roll_window *w = roll_table_game.create();
    static const struct { int chapter; SDL_Point at; const char *says; } cases[] = {
        {3, {580 + 40 + 300, 150 + 350 + 300}, "Room "},       /* the rooms */
        {5, {580 + 40 + 120, 150 + 350 + 60}, "Hiring costs"}, /* the staff board */
        {4, {580 + 40 + 200, 150 + 350 + 30}, "Emperor track 1"},
        {1, {580 + 40 + 60, 150 + 350 + 100}, "Space 1"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char text[400] = "";
        w->rules_chapter = cases[i].chapter;
        CHECK(roll_rules_explain(w, cases[i].at, text, sizeof text));
        if (!strstr(text, cases[i].says)) fprintf(stderr, "chapter %d: %s\n", cases[i].chapter, text);
        CHECK(strstr(text, cases[i].says) != NULL);
    }
    char text[400];
    CHECK(!roll_rules_explain(w, (SDL_Point){100, 100}, text, sizeof text)); /* off the pictures */
    for (w->rules_chapter = 0; w->rules_chapter < roll_rules_chapters(); w->rules_chapter++) roll_rules_draw(w, &ui);
    roll_table_game.destroy(w);
}

/* The Hint named no move, only "about N points" (issue 40 follow-up): it says the move in words, as the base
 * game's does, with the choices it leads to in the turn. */
static void test_hint_in_words(void)
{
    roll_window *w = open_game(2, 5);
    CHECK(w != NULL);
    if (!w) return;
    const roll_state *st = roll_ui_state(w);
    int seat = roll_current_prompt(st).seat;
    bg_move move;
    char why[320];
    CHECK(roll_players.hint(st, seat, 100, NULL, &move, why, sizeof why));
    roll_command c = roll_command_of(move);
    char want[80];
    if (c.type == ROLL_CMD_LOAN) { /* the search may borrow first: then the die of the same turn follows */
        CHECK(!strncmp(why, "Take a loan (2 krone now", 24));
        CHECK(strstr(why, ", then take the die from space ") != NULL);
    } else {
        CHECK_EQ(c.type, ROLL_CMD_DIE); /* the first move of the game: a die */
        snprintf(want, sizeof want, "Take the die from space %d (", c.a);
        CHECK(!strncmp(why, want, strlen(want)));
        snprintf(want, sizeof want, "strength %d)", st->dice[c.a]);
        CHECK(strstr(why, want) != NULL);
    }
    CHECK(strstr(why, ", then ") != NULL); /* what it leads to */
    /* Each seat's first die: its words name the space, its action and its strength, as the board shows them. */
    roll_words_move(st, seat, (roll_command){ROLL_CMD_DIE, 3}, want, sizeof want);
    char expect[80];
    snprintf(expect, sizeof expect, "take the die from space 3 (prepare or occupy, strength %d)", st->dice[3]);
    CHECK(!strcmp(want, expect));
    CHECK(strlen(why) < sizeof why - 1);   /* not cut short */
    printf("hint: %s\n", why);
    roll_table_game.destroy(w);
}

int main(void)
{
    if (!ui_fixture_open(&ui, &layout)) return 1;
    RUN(test_captions_and_money);
    RUN(test_guide);
    RUN(test_rules_pictures);
    RUN(test_hint_in_words);
    ui_fixture_close(&ui, &layout);
    return TEST_REPORT();
}

/* The Hint in words (issue 40: it framed a move and said "about +5 points"): the base game's players give the
 * move as a person would say it, with the choices it leads to, and why. No window is needed: the line is the
 * game's row's (gah_players.hint), the window only shows it. */
#include <stdio.h>
#include <string.h>

#include "games/gah/ui/hint_words.h"
#include "games/gah/ui/table_game.h"
#include "gah/ai.h"
#include "test.h"

static gah_state first_turn(uint64_t seed)
{
    gah_state st;
    gah_setup(&st, &(gah_params){.seed = seed, .players = 2}, NULL);
    gah_command cmds[512];
    while (gah_current_prompt(&st).kind != GAH_PROMPT_TURN) {
        int n = gah_legal(&st, cmds, 512);
        gah_apply(&st, gah_current_prompt(&st).seat, cmds[gah_ai_pick_progress(cmds, n)], NULL);
    }
    return st;
}

/* A guest taken and a die taken, in words, the die with the choice it leads to. */
static void test_words_of_a_move(void)
{
    gah_state st = first_turn(3);
    int seat = gah_current_prompt(&st).seat;
    gah_state view;
    gah_view(&st, seat, &view);
    char words[300], want[160];
    /* The last guest of the queue is free: seat it at the first table that is free. */
    gah_command cmds[512];
    int n = gah_legal(&st, cmds, 512), take = -1;
    for (int i = 0; i < n; i++)
        if (cmds[i].type == GAH_CMD_TAKE_GUEST && cmds[i].a == 5 && take < 0) take = i;
    CHECK(take >= 0);
    if (take < 0) return;
    const gah_guest_card *g = gah_guest_by_id(st.queue[4]);
    CHECK(g != NULL);
    if (!g) return;
    CHECK(gah_hint_words(&view, seat, cmds[take], 7, words, sizeof words));
    printf("guest: %s\n", words);
    snprintf(want, sizeof want, "Seat %s at table %d", g->name, cmds[take].b);
    CHECK(strncmp(words, want, strlen(want)) == 0);
    /* A die: its action and what it is spent on, never the command's terminal text. */
    int die = -1;
    for (int i = 0; i < n; i++)
        if (cmds[i].type == GAH_CMD_DIE && die < 0) die = i;
    CHECK(die >= 0);
    CHECK(gah_hint_words(&view, seat, cmds[die], 7, words, sizeof words));
    printf("die: %s\n", words);
    CHECK(strncmp(words, "Take a ", 7) == 0);
    /* What the die is spent on, and where the items go. */
    CHECK(strstr(words, "): ") != NULL);
    CHECK(strstr(words, " to ") != NULL);
    CHECK(strstr(words, "\x01") == NULL);
}

/* The hint's line names the move, what it is worth and why. */
static void test_hint_line(void)
{
    gah_state st = first_turn(3);
    int seat = gah_current_prompt(&st).seat;
    gah_state view;
    gah_view(&st, seat, &view);
    bg_move move;
    char why[320];
    atomic_int stop = 0;
    CHECK(gah_players.hint(&view, seat, 300, &stop, &move, why, sizeof why));
    printf("hint: %s\n", why);
    CHECK(move.type != 0);
    CHECK(strstr(why, "framed move") == NULL);
    CHECK(strstr(why, "point") != NULL || strstr(why, "even") != NULL);
    CHECK(strchr(why, '\'') == NULL || strstr(why, "Play '") == NULL); /* no terminal command text */
    /* Its first word is an order: an upper-case verb. */
    CHECK(why[0] >= 'A' && why[0] <= 'Z');
}

/* "most of it" only when the part named is at least half the gain (a serve's hint once read "about +19 points by the
 * end of your turn, most of it through points scored now (about +3 VP)", the part since named "the points it scores"). */
static void test_hint_sentence_share(void)
{
    char out[300];
    gah_hint_sentence("Take a 2", 5.2, true, "the Laundress: about +6 VP", out, sizeof out);
    CHECK(strcmp(out, "Take a 2 \xe2\x80\x94 about +5 points by the end of your turn, most of it through the Laundress (about +6 VP).") == 0);
    gah_hint_sentence("Serve a wine", 19.4, true, "the points it scores: about +3 VP", out, sizeof out);
    CHECK(strcmp(out, "Serve a wine \xe2\x80\x94 about +19 points by the end of your turn, the largest part through the "
                      "points it scores (about +3 VP).") == 0);
    gah_hint_sentence("Seat Anna", 0.2, false, "", out, sizeof out);
    CHECK(strcmp(out, "Seat Anna \xe2\x80\x94 it keeps your position about even.") == 0);
    gah_hint_sentence("Seat Anna", 1, false, "your café: about +1 VP", out, sizeof out);
    CHECK(strcmp(out, "Seat Anna \xe2\x80\x94 about +1 point once your set-up is done, most of it through your café (about +1 VP).") == 0);
}

/* The solo draft's hint runs through the whole set-up (four cards put under the deck, a guest, three rooms): the
 * same step four times is said once with how many times, and where the words no longer fit they end with an
 * ellipsis, never in the middle of a word (it once read "..., then seat Senior Legal Secretary at table 1, then pr"). */
static void test_words_of_a_long_set_up(void)
{
    gah_state st;
    CHECK(gah_setup(&st, &(gah_params){.seed = 5, .players = 2, .automa = GAH_AUTOMA_LEOPOLD, .difficulty = GAH_EASY}, NULL) == NULL);
    int seat = gah_current_prompt(&st).seat;
    gah_state view;
    gah_view(&st, seat, &view);
    gah_command cmds[512];
    CHECK(gah_legal(&st, cmds, 512) > 0);
    char words[200], few[70];
    CHECK(gah_hint_words(&view, seat, cmds[0], 7, words, sizeof words));
    printf("set-up: %s\n", words);
    CHECK(strstr(words, "(4 times)") != NULL);
    CHECK(gah_hint_words(&view, seat, cmds[0], 7, few, sizeof few));
    printf("short: %s\n", few);
    size_t len = strlen(few);
    CHECK(len >= 3 && strcmp(few + len - 3, "\xe2\x80\xa6") == 0);
    CHECK(strncmp(few, words, len - 3) == 0); /* whole phrases of the long line, then the ellipsis */
}

int main(int argc, char **argv)
{
    test_select(argc, argv);
    RUN(test_words_of_a_move);
    RUN(test_words_of_a_long_set_up);
    RUN(test_hint_line);
    RUN(test_hint_sentence_share);
    return TEST_REPORT();
}

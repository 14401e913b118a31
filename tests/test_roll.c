/* Let's Roll (seed 003) as the second game behind the interface: its data tables say what the reference
 * says; random games played only through the table reach the end with every refusal leaving the state
 * unchanged; settings, moves and events as text; views hide only the future dice; a session saves with
 * `game roll`, loads and replays to the same hash, and undoes within a turn but not across a roll or a new
 * turn; the computer players play legally and repeat themselves at a seed. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "bg/games.h"
#include "bg/session.h"
#include "roll/ai.h"
#include "roll/engine.h"
#include "test.h"

static uint64_t rng_state = 7;
static int below(int n)
{
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return n > 0 ? (int)(((z ^ (z >> 31)) >> 33) % (uint64_t)n) : 0;
}

/* ---- the data ---- */

static void test_data_tables(void)
{
    /* shared/reference/lets-roll.md: hotels 1-3 have 9 groups, 4-8 have 10 (ruling 1001). */
    static const int groups[ROLL_HOTEL_COUNT] = {9, 9, 9, 10, 10, 10, 10, 10};
    for (int id = 1; id <= ROLL_HOTEL_COUNT; id++) {
        const roll_hotel *h = roll_hotel_by_id(id);
        CHECK(h && h->id == id);
        if (!h) continue;
        CHECK_EQ(h->group_count, groups[id - 1]);
        int rooms = 0;
        for (int g = 0; g < h->group_count; g++) {
            CHECK(h->group_size[g] >= 2 && h->group_size[g] <= 4);
            rooms += h->group_size[g];
        }
        CHECK_EQ(rooms, ROLL_ROOMS);
        for (int r = 0; r < ROLL_COLUMNS; r++) CHECK_EQ(h->door[r].count, 0); /* the first floor has no door bonus */
        for (int r = ROLL_COLUMNS; r < ROLL_ROOMS; r++) CHECK(h->door[r].count >= 1);
        /* The last space of the bottom track: occupy any prepared room free, on every board. */
        CHECK_EQ(h->emperor[2][6].part[0].kind, ROLL_FX_OCCUPY);
        CHECK_EQ(h->emperor[2][6].part[0].amount, ROLL_FREE);
        CHECK(h->house);
    }
    /* Hotel 1 as the reference draws it: room 1 blue, room 4 red, room 22 red, room 28 yellow; room 22's door
     * occupies any room free, room 23's brings 1 Emperor space and 2 krone. */
    const roll_hotel *h1 = roll_hotel_by_id(1);
    CHECK_EQ(h1->colour[0], ROLL_BLUE);
    CHECK_EQ(h1->colour[3], ROLL_RED);
    CHECK_EQ(h1->colour[21], ROLL_RED);
    CHECK_EQ(h1->colour[27], ROLL_YELLOW);
    CHECK_EQ(h1->door[21].part[0].kind, ROLL_FX_OCCUPY);
    CHECK_EQ(h1->door[22].count, 2);
    /* Hotel 5's room 22: hire any staff free (ruling 1002). */
    CHECK_EQ(roll_hotel_by_id(5)->door[21].part[0].kind, ROLL_FX_HIRE);
    CHECK(roll_hotel_by_id(0) == NULL && roll_hotel_by_id(9) == NULL);
    /* Staff boards: slots 1-2 permanent, 3-4 once, 5-6 final; 27 kinds. */
    static const int slot_type[ROLL_STAFF_SLOTS] = {ROLL_STAFF_PERMANENT, ROLL_STAFF_PERMANENT, ROLL_STAFF_ONCE, ROLL_STAFF_ONCE,
                                                    ROLL_STAFF_FINAL, ROLL_STAFF_FINAL};
    bool used[ROLL_STAFF_KIND_COUNT + 1] = {false};
    for (int b = 1; b <= ROLL_STAFF_BOARD_COUNT; b++)
        for (int s = 0; s < ROLL_STAFF_SLOTS; s++) {
            const roll_staff_kind *k = roll_staff_kind_by_id(roll_staff_board_by_id(b)->kind[s]);
            CHECK(k && k->type == slot_type[s]);
            if (k) used[k->kind] = true;
        }
    for (int k = 1; k <= ROLL_STAFF_KIND_COUNT; k++) CHECK(used[k]);
    CHECK_EQ(roll_staff_board_by_id(2)->cost[3], 6); /* kind 10 on board 2 costs 6 */
    /* Seed 003's numbers. */
    CHECK_EQ(roll_rules.dice_by_players[2], 10);
    CHECK_EQ(roll_rules.dice_by_players[3], 12);
    CHECK_EQ(roll_rules.dice_by_players[4], 14);
    CHECK_EQ(roll_rules.prepare_cost[3], 3);
    CHECK_EQ(roll_rules.occupy_cost[3], 4);
    CHECK_EQ(roll_rules.group_blue_vp[0], 3); /* seed 003's example: a blue group of 2 scores 3 */
    CHECK_EQ(roll_rules.loan_vp[0] + roll_rules.loan_vp[1] + roll_rules.loan_vp[2], 9);
    CHECK_EQ(roll_rules.overflow_max, 10);
}

/* ---- the game through its table ---- */

static void *new_params(const bg_game *g, const char *const *kv)
{
    void *params = calloc(1, g->params_size);
    g->params_default(params);
    char why[160];
    for (int i = 0; kv && kv[i]; i += 2) CHECK(g->params_set(params, kv[i], kv[i + 1], why, sizeof why) == NULL);
    return params;
}

/* A random game through the table: every listed move checks and applies; a move from another seat and a
 * junk move are refused without a trace. The final hash; `moves` gets how many were played. */
static uint64_t play_random(const bg_game *g, void *st, const void *params, int *moves)
{
    static bg_events ev;
    CHECK(g->setup(st, params, &ev) == NULL);
    bg_move list[512];
    void *copy = malloc(g->state_size);
    *moves = 0;
    for (int step = 0; step < 3000; step++) {
        bg_prompt pr = g->prompt(st);
        if (pr.seat < 0) break;
        int n = g->legal(st, list, 512);
        CHECK(n > 0);
        if (n <= 0) break;
        memcpy(copy, st, g->state_size);
        bg_move junk = {.type = (uint8_t)below(20), .arg = {(uint8_t)below(40)}};
        if (g->apply(st, pr.seat, junk, NULL)) CHECK(!memcmp(copy, st, g->state_size));
        else memcpy(st, copy, g->state_size);
        CHECK(g->apply(st, (pr.seat + 1) % g->seats(st), list[0], NULL) != NULL);
        CHECK(!memcmp(copy, st, g->state_size));
        /* Loans seldom, so the games look like games. */
        int pick = below(n);
        if (list[pick].type == ROLL_CMD_LOAN && below(8)) pick = 0;
        CHECK(g->check(st, pr.seat, list[pick]) == NULL);
        ev.count = 0;
        CHECK(g->apply(st, pr.seat, list[pick], &ev) == NULL);
        for (int i = 0; i < ev.count; i++) CHECK(g->event_info(ev.list[i].type) != NULL);
        (*moves)++;
    }
    free(copy);
    CHECK(g->prompt(st).seat < 0);
    CHECK(g->winners(st) != 0);
    return g->hash(st);
}

static void test_games_through_the_table(void)
{
    const bg_game *g = bg_game_by_key("roll");
    CHECK(g == &roll_game);
    if (!g) return;
    CHECK_EQ(g->min_seats, 2);
    CHECK_EQ(g->max_seats, 4);
    void *st = malloc(g->state_size);
    for (int players = 2; players <= 4; players++) {
        char seats[4];
        snprintf(seats, sizeof seats, "%d", players);
        const char *kv[] = {"players", seats, "seed", "11", NULL};
        void *params = new_params(g, kv);
        int moves, again;
        rng_state = 7;
        uint64_t h = play_random(g, st, params, &moves);
        CHECK(moves >= 14 * players); /* at least a die a turn */
        rng_state = 7; /* the same choices: the same game */
        CHECK_EQ(play_random(g, st, params, &again), h);
        CHECK_EQ(again, moves);
        free(params);
    }
    free(st);
}

static void test_settings_and_moves_as_text(void)
{
    const bg_game *g = &roll_game;
    const char *kv[] = {"players", "3", "hotel_p0", "4", "hotel_p2", "7", "staff_p1", "8", "seed", "12345678901234", NULL};
    roll_params *p = new_params(g, kv);
    CHECK_EQ(p->players, 3);
    CHECK_EQ(p->hotel[0], 4);
    CHECK_EQ(p->hotel[1], ROLL_BOARD_RANDOM);
    CHECK_EQ(p->staff[1], 8);
    char text[512], why[160];
    g->params_format(p, text, sizeof text);
    CHECK(strstr(text, "hotel_p1 random\n") != NULL);
    roll_params back = {0};
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
        char *space = strchr(line, ' ');
        *space = 0;
        CHECK(g->params_set(&back, line, space + 1, why, sizeof why) == NULL);
    }
    CHECK(!memcmp(&back, p, sizeof back)); /* every byte of the params goes through the text */
    CHECK(g->params_set(p, "hotel_p0", "9", why, sizeof why) != NULL);
    CHECK(g->params_set(p, "players", "5", why, sizeof why) != NULL);
    CHECK(g->params_set(p, "nonsense", "1", why, sizeof why) != NULL);
    /* Two seats may not choose one board (ruling 1006); boards are dealt apart. */
    roll_state st;
    p->hotel[1] = 4;
    CHECK(roll_setup(&st, p, NULL) != NULL);
    p->hotel[1] = 0;
    CHECK(roll_setup(&st, p, NULL) == NULL);
    CHECK_EQ(st.player[0].hotel, 4);
    CHECK_EQ(st.player[2].hotel, 7);
    CHECK(st.player[1].hotel != 4 && st.player[1].hotel != 7 && st.player[1].hotel >= 1);
    CHECK_EQ(st.player[1].staff_board, 8);
    free(p);
    /* Moves: every form parses back to itself; nonsense is refused. */
    static const char *const good[] = {"die 1", "die 6", "room 1", "room 28", "occupy 13", "hire 6", "imitate 5", "emperor", "krone",
                                       "room-first", "group-first", "before", "after", "done", "skip", "loan"};
    for (size_t i = 0; i < sizeof good / sizeof *good; i++) {
        bg_move m;
        CHECK(g->move_parse(good[i], &m));
        g->move_format(m, text, sizeof text);
        CHECK_STR(text, good[i]);
    }
    static const char *const bad[] = {"die 0", "die 7", "room 29", "room 01", "occupy", "hire 7", "imitate 6", "loan 1", "dice 1", "", "die -1"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        bg_move m;
        CHECK(!g->move_parse(bad[i], &m));
    }
    /* Every event is said once. */
    for (int t = 0; t < ROLL_EV_COUNT; t++) CHECK(g->event_info(t) && g->event_info(t)->name);
    CHECK(g->event_info(ROLL_EV_DICE_ROLLED)->barrier);
    CHECK(g->event_info(ROLL_EV_TURN_START)->barrier);
    CHECK(!g->event_info(ROLL_EV_ROOM_PREPARED)->barrier);
}

/* Views hide the future dice and nothing else; a determinized view plays on. */
static void test_views(void)
{
    roll_params p = {.players = 3, .seed = 8};
    roll_state a, b, va, vb, d;
    CHECK(roll_setup(&a, &p, NULL) == NULL);
    memcpy(&b, &a, sizeof b);
    b.rng ^= 0x1234;
    roll_view(&a, 1, &va);
    roll_view(&b, 1, &vb);
    CHECK(!memcmp(&va, &vb, sizeof va));
    CHECK(!memcmp(&va.player, &a.player, sizeof a.player));
    CHECK(roll_determinize(&va, 1, 99, &d));
    roll_view(&d, 1, &vb);
    CHECK(!memcmp(&va, &vb, sizeof va));
    roll_command cmds[64];
    CHECK(roll_legal(&d, cmds, 64) > 0);
}

/* Only what the text form can write is a command: a stray number on a word that takes none, or a number out of
 * its range, is refused before any rule is asked (a save could not record it). */
static void test_malformed_commands_refused(void)
{
    roll_params p = {.players = 2, .seed = 4};
    roll_state st, before;
    CHECK(roll_setup(&st, &p, NULL) == NULL);
    int seat = roll_current_prompt(&st).seat;
    memcpy(&before, &st, sizeof st);
    static const roll_command bad[] = {{ROLL_CMD_LOAN, 1}, {ROLL_CMD_DIE, 0}, {ROLL_CMD_DIE, 7}, {ROLL_CMD_EMPEROR, 2},
                                       {ROLL_CMD_ROOM, 29}, {ROLL_CMD_NONE, 0}, {ROLL_CMD_COUNT, 0}, {200, 3}};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        CHECK(roll_apply(&st, seat, bad[i], NULL) != NULL);
        CHECK(!memcmp(&st, &before, sizeof st));
    }
    CHECK(roll_apply(&st, seat, (roll_command){ROLL_CMD_LOAN, 0}, NULL) == NULL);
}

/* ---- the session: saves and undo ---- */

static void test_session_saves_and_undo(void)
{
    static bg_session s, back;
    roll_params p = {.players = 2, .seed = 21};
    CHECK(bg_session_start(&s, &roll_game, &p, NULL) == NULL);
    CHECK(!bg_session_can_undo(&s)); /* the set-up rolled the dice */
    roll_state *st = s.state;
    /* A die from a space whose action is preparing rooms, or any: then undo within the turn. */
    roll_command cmds[64];
    int n = roll_legal(st, cmds, 64);
    CHECK(n > 1);
    uint64_t before = roll_hash(st);
    int seat = roll_current_prompt(st).seat;
    CHECK(bg_session_apply(&s, seat, roll_move_of(cmds[0]), NULL) == NULL);
    if (roll_current_prompt(s.state).seat == seat) {
        CHECK(bg_session_can_undo(&s));
        CHECK(bg_session_undo(&s));
        CHECK_EQ(roll_hash(s.state), before);
        CHECK(!bg_session_can_undo(&s));
        CHECK(bg_session_apply(&s, seat, roll_move_of(cmds[0]), NULL) == NULL);
    }
    /* Finish the turn: once another seat's turn begins, nothing goes back. */
    while (roll_current_prompt(s.state).seat == seat) {
        n = roll_legal(s.state, cmds, 64);
        CHECK(bg_session_apply(&s, seat, roll_move_of(cmds[0]), NULL) == NULL);
    }
    CHECK(!bg_session_can_undo(&s));
    /* Play on a while, then save: the text names the game and loads to the same hash. */
    for (int i = 0; i < 60 && roll_current_prompt(s.state).seat >= 0; i++) {
        n = roll_legal(s.state, cmds, 64);
        int pick = below(n);
        if (cmds[pick].type == ROLL_CMD_LOAN) pick = 0;
        CHECK(bg_session_apply(&s, roll_current_prompt(s.state).seat, roll_move_of(cmds[pick]), NULL) == NULL);
    }
    size_t len;
    char *text = bg_session_save_text(&s, &len);
    CHECK(text && !strncmp(text, "GAH-SAVE 3\ngame roll\nengine " ROLL_ENGINE_VERSION "\nplayers 2\n", 37));
    char err[512] = "";
    CHECK(bg_session_load_text(&back, text, len, err, sizeof err));
    CHECK(back.game == &roll_game);
    CHECK_EQ(bg_session_hash(&back), bg_session_hash(&s));
    CHECK_EQ(back.count, s.count);
    bg_session_free(&back);
    /* A refused move in a save is named with its line. */
    char *bad = malloc(len + 32);
    int m = snprintf(bad, len + 32, "%sp0 die 9\n", text);
    err[0] = 0;
    CHECK(!bg_session_load_text(&back, bad, (size_t)m, err, sizeof err));
    CHECK(err[0] != 0);
    free(bad);
    free(text);
    bg_session_free(&s);
}

/* ---- the computer players ---- */

static uint64_t play_match(int players, const int *kinds, uint64_t seed, int *moves)
{
    roll_params p = {.players = (uint8_t)players, .seed = seed};
    roll_state st;
    CHECK(roll_setup(&st, &p, NULL) == NULL);
    roll_ai ai[ROLL_MAX_PLAYERS];
    for (int s = 0; s < players; s++) {
        roll_ai_init(&ai[s], kinds[s], seed + (uint64_t)s);
        ai[s].iterations = 6; /* the search: a few tries, reproducible */
    }
    *moves = 0;
    for (int step = 0; step < 3000 && st.phase != ROLL_PHASE_OVER; step++) {
        int seat = roll_current_prompt(&st).seat;
        roll_command cmd = roll_ai_choose(&ai[seat], &st, seat);
        CHECK(roll_check(&st, seat, cmd) == NULL);
        if (roll_apply(&st, seat, cmd, NULL)) break;
        (*moves)++;
    }
    CHECK(st.phase == ROLL_PHASE_OVER);
    return roll_hash(&st);
}

static void test_computer_players(void)
{
    static const int kinds[][4] = {{ROLL_AI_RANDOM, ROLL_AI_GREEDY, ROLL_AI_MEDIUM, ROLL_AI_EASY},
                                   {ROLL_AI_HARD, ROLL_AI_MEDIUM, ROLL_AI_RANDOM, ROLL_AI_GREEDY}};
    for (int k = 0; k < 2; k++) {
        int moves, again;
        int players = k ? 2 : 4;
        uint64_t h = play_match(players, kinds[k], 3, &moves);
        CHECK(moves > 14 * players);
        CHECK_EQ(play_match(players, kinds[k], 3, &again), h);
        CHECK_EQ(again, moves);
    }
    int iterations;
    CHECK_EQ(roll_ai_kind_parse("hard:40", &iterations), ROLL_AI_HARD);
    CHECK_EQ(iterations, 40);
    CHECK_EQ(roll_ai_kind_parse("greedy", NULL), ROLL_AI_GREEDY);
    CHECK_EQ(roll_ai_kind_parse("medium:4", NULL), -1);
    CHECK_EQ(roll_ai_kind_parse("nobody", NULL), -1);
}

/* Issue 40 follow-up: easy players took a loan (2 krone for 2 VP at the end) as the first move of about half
 * their games, with the krone to spare. A loan in the first round is rare now; they still borrow later. */
static void test_easy_loans_rare_early(void)
{
    int early = 0, later = 0, seats = 0;
    for (uint64_t seed = 1; seed <= 30; seed++) {
        roll_params p = {.players = 2, .seed = seed};
        roll_state st;
        CHECK(roll_setup(&st, &p, NULL) == NULL);
        roll_ai ai[2];
        for (int s = 0; s < 2; s++) roll_ai_init(&ai[s], ROLL_AI_EASY, seed * 2 + (uint64_t)s);
        seats += 2;
        for (int step = 0; step < 3000 && st.phase != ROLL_PHASE_OVER; step++) {
            int seat = roll_current_prompt(&st).seat;
            roll_command cmd = roll_ai_choose(&ai[seat], &st, seat);
            if (cmd.type == ROLL_CMD_LOAN && st.round == 1) early++;
            else if (cmd.type == ROLL_CMD_LOAN) later++;
            if (roll_apply(&st, seat, cmd, NULL)) break;
        }
    }
    printf("easy: %d loans in round 1 and %d later, %d players\n", early, later, seats);
    CHECK(early * 10 <= seats); /* at most one player in ten (it was about one in two) */
    CHECK(later > 0);
}

int main(int argc, char **argv)
{
    test_select(argc, argv);
    RUN(test_data_tables);
    RUN(test_games_through_the_table);
    RUN(test_settings_and_moves_as_text);
    RUN(test_views);
    RUN(test_malformed_commands_refused);
    RUN(test_session_saves_and_undo);
    RUN(test_computer_players);
    RUN(test_easy_loans_rare_early);
    return TEST_REPORT();
}

/* The game interface (bg/game.h) over the base game: random games played only through the table give the
 * engine's own hashes; refusals leave the state unchanged; settings, moves and events as the engine has
 * them; views and events redacted for a seat; the registry finds the game by its key. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "bg/games.h"
#include "gah/engine.h"
#include "test.h"

static uint64_t rng_state = 99;
static int below(int n)
{
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return n > 0 ? (int)(((z ^ (z >> 31)) >> 33) % (uint64_t)n) : 0;
}

static void test_registry(void)
{
    CHECK(bg_game_by_key("gah") == &gah_game);
    CHECK(bg_game_by_key("nope") == NULL);
    CHECK(bg_game_by_key(NULL) == NULL);
    int n = 0;
    while (bg_games[n]) n++;
    CHECK(n >= 1);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < i; j++) CHECK(strcmp(bg_games[i]->key, bg_games[j]->key) != 0);
}

/* A generic player: everything it does goes through the table, as the session and the agents will. */
static uint64_t play_generic(const bg_game *g, const char *settings, void *st, int *moves)
{
    void *params = calloc(1, g->params_size);
    g->params_default(params);
    char why[160], line[200];
    for (const char *p = settings; *p;) {
        const char *end = strchr(p, '\n');
        size_t len = (size_t)(end - p);
        memcpy(line, p, len), line[len] = 0;
        char *space = strchr(line, ' ');
        *space = 0;
        CHECK(g->params_set(params, line, space + 1, why, sizeof why) == NULL);
        p = end + 1;
    }
    static bg_events ev;
    CHECK(g->setup(st, params, &ev) == NULL);
    bg_move moves_buf[512];
    *moves = 0;
    for (;;) {
        bg_prompt pr = g->prompt(st);
        if (pr.seat < 0) break;
        int n = g->legal(st, moves_buf, 512);
        CHECK(n > 0);
        if (n <= 0) break;
        bg_move m = moves_buf[below(n)];
        CHECK(g->check(st, pr.seat, m) == NULL);
        ev.count = 0;
        CHECK(g->apply(st, pr.seat, m, &ev) == NULL);
        (*moves)++;
    }
    free(params);
    return g->hash(st);
}

/* The same game with the engine's own calls, the same choices. */
static uint64_t play_direct(uint64_t seed, int players, unsigned waltz, gah_state *st)
{
    gah_params params = {.players = (uint8_t)players, .seed = seed, .waltz = (uint8_t)waltz};
    static gah_events ev;
    CHECK(gah_setup(st, &params, &ev) == NULL);
    gah_command cmds[512];
    for (;;) {
        gah_prompt pr = gah_current_prompt(st);
        if (pr.kind == GAH_PROMPT_GAME_OVER) break;
        int n = gah_legal(st, cmds, 512);
        if (n <= 0) break;
        ev.count = 0;
        CHECK(gah_apply(st, pr.seat, cmds[below(n)], &ev) == NULL);
    }
    return gah_hash(st);
}

static void test_games_through_the_table(void)
{
    const bg_game *g = &gah_game;
    CHECK_EQ(g->state_size, sizeof(gah_state));
    static gah_state a, b;
    const char *settings[] = {"players 2\nseed 11\n", "players 3\nseed 12\nwaltz 1,2\n", "players 4\nseed 13\nwaltz 3,5\n"};
    const int players[] = {2, 3, 4};
    const unsigned waltz[] = {0, GAH_WALTZ_MODULE(1) | GAH_WALTZ_MODULE(2), GAH_WALTZ_MODULE(3) | GAH_WALTZ_MODULE(5)};
    for (int i = 0; i < 3; i++) {
        int moves = 0;
        rng_state = 500 + (uint64_t)i;
        uint64_t h1 = play_generic(g, settings[i], &a, &moves);
        rng_state = 500 + (uint64_t)i;
        uint64_t h2 = play_direct(11 + (uint64_t)i, players[i], waltz[i], &b);
        CHECK(moves > 100);
        CHECK(h1 == h2);
        CHECK(g->winners(&a) != 0);
        CHECK(g->prompt(&a).seat == -1);
        unsigned w = g->winners(&a);
        int best = -1000;
        for (int s = 0; s < g->seats(&a); s++) best = g->score(&a, s) > best ? g->score(&a, s) : best;
        for (int s = 0; s < g->seats(&a); s++)
            if (w & (1u << s)) CHECK_EQ(g->score(&a, s), best);
    }
}

static void test_refusal_changes_nothing(void)
{
    const bg_game *g = &gah_game;
    static gah_state st, before;
    gah_params params = {.players = 3, .seed = 5};
    static bg_events ev;
    CHECK(gah_setup(&st, &params, &ev) == NULL);
    bg_prompt pr = g->prompt(&st);
    memcpy(&before, &st, sizeof st);
    bg_move wrong_seat = {0};
    bg_move legal[512];
    CHECK(g->legal(&st, legal, 512) > 0);
    wrong_seat = legal[0];
    ev.count = 0;
    const char *why = g->apply(&st, (pr.seat + 1) % 3, wrong_seat, &ev);
    CHECK(why != NULL);
    CHECK(memcmp(&st, &before, sizeof st) == 0);
    CHECK_EQ(ev.count, 0);
    bg_move nonsense = {.type = 250};
    CHECK(g->check(&st, pr.seat, nonsense) != NULL);
    CHECK(g->apply(&st, pr.seat, nonsense, &ev) != NULL);
    CHECK(memcmp(&st, &before, sizeof st) == 0);
}

static void test_moves_and_settings_as_text(void)
{
    const bg_game *g = &gah_game;
    char text[64], back_text[64];
    bg_move m;
    CHECK(g->move_parse("take-guest 2 1", &m));
    CHECK(g->move_format(m, text, sizeof text) > 0);
    CHECK_STR(text, "take-guest 2 1");
    gah_command cmd = gah_command_of(m);
    CHECK(gah_command_format(cmd, back_text, sizeof back_text) > 0);
    CHECK_STR(back_text, text);
    CHECK(!g->move_parse("take-guest banana", &m));

    gah_params p = {0}, q = {0};
    g->params_default(&p);
    CHECK_EQ(g->params_seats(&p), 2);
    char why[160];
    CHECK(g->params_set(&p, "waltz", "1,5", why, sizeof why) == NULL);
    CHECK(g->params_set(&p, "variants", "herlius", why, sizeof why) == NULL);
    CHECK(g->params_set(&p, "players", "9", why, sizeof why) != NULL);
    char buf[512];
    size_t len = g->params_format(&p, buf, sizeof buf);
    CHECK(len > 0 && len < sizeof buf);
    /* Every key the table describes is in the text, and the text read back gives the same settings. */
    int keys = g->param_count();
    CHECK(keys >= 10);
    for (int i = 0; i < keys; i++) {
        bg_param_info info;
        CHECK(g->param_info(i, &info));
        char key[40];
        snprintf(key, sizeof key, "%s ", info.key);
        CHECK(strstr(buf, key) != NULL);
        if (info.kind == BG_PARAM_CHOICE) CHECK(info.names[info.max] != NULL);
    }
    bg_param_info none;
    CHECK(!g->param_info(keys, &none));
    for (char *line = strtok(buf, "\n"); line; line = strtok(NULL, "\n")) {
        char *space = strchr(line, ' ');
        *space = 0;
        CHECK(g->params_set(&q, line, space + 1, why, sizeof why) == NULL);
    }
    CHECK(memcmp(&p, &q, sizeof p) == 0);
}

static void test_events_said_once(void)
{
    const bg_game *g = &gah_game;
    for (int t = 0; t < GAH_EV_COUNT; t++) {
        const bg_event_info *info = g->event_info(t);
        CHECK(info != NULL);
        if (!info) continue;
        CHECK_STR(info->name, gah_event_name(t));
        CHECK(info->pace < BG_PACE_COUNT);
        for (int u = 0; u < t; u++) CHECK(strcmp(info->name, g->event_info(u)->name) != 0);
    }
    CHECK(g->event_info(GAH_EV_COUNT) == NULL);
    CHECK(g->event_info(GAH_EV_DICE_ROLLED)->barrier);
    CHECK(!g->event_info(GAH_EV_MONEY)->barrier);

    /* A staff card drawn: its owner sees which, everybody else only that one was drawn. */
    bg_events ev = {.count = 3};
    ev.list[0] = (bg_event){.type = GAH_EV_STAFF_DRAWN, .seat = 1, .a = 17};
    ev.list[1] = (bg_event){.type = GAH_EV_STAFF_PLAYED, .seat = 1, .a = 17};
    ev.list[2] = (bg_event){.type = GAH_EV_STAFF_DRAWN, .seat = 0, .a = 9};
    bg_events mine = ev, theirs = ev;
    g->redact_events(&mine, 0, 1);
    g->redact_events(&theirs, 0, 2);
    CHECK_EQ(mine.list[0].a, 17);
    CHECK_EQ(mine.list[2].a, 0);
    CHECK_EQ(theirs.list[0].a, 0);
    CHECK_EQ(theirs.list[1].a, 17); /* a card played is seen by everyone */
    CHECK(bg_events_are_barrier(g, &ev, 0));
    CHECK(!bg_events_are_barrier(g, &ev, 1) == !gah_events_are_barrier(&ev, 1));
}

static void test_views_and_evaluation(void)
{
    const bg_game *g = &gah_game;
    static gah_state st, view, direct, full;
    gah_params params = {.players = 3, .seed = 21};
    static bg_events ev;
    CHECK(gah_setup(&st, &params, &ev) == NULL);
    g->view(&st, 1, &view);
    gah_view(&st, 1, &direct);
    CHECK(memcmp(&view, &direct, sizeof view) == 0);
    CHECK(g->determinize(&view, 1, 77, &full));
    CHECK(g->hash(&full) != g->hash(&view));
    /* At the start nobody leads by much; the judgement is the seat's margin, so the margins are not all ahead. */
    double e0 = g->evaluate(&st, 0), e1 = g->evaluate(&st, 1), e2 = g->evaluate(&st, 2);
    CHECK(!(e0 > 0 && e1 > 0 && e2 > 0));
    CHECK(!g->seat_is_automa(&st, 0));
}

int main(int argc, char **argv)
{
    test_select(argc, argv);
    RUN(test_registry);
    RUN(test_games_through_the_table);
    RUN(test_refusal_changes_nothing);
    RUN(test_moves_and_settings_as_text);
    RUN(test_events_said_once);
    RUN(test_views_and_evaluation);
    return TEST_REPORT();
}

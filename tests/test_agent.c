/* The generic agents (bg/agent.h) play the base game through the game interface alone: the random and the
 * one-step player, with the base game's judgement and with none but the table's evaluate, and a few
 * searched decisions; every move they choose is legal for the full state, and a match repeats at a seed. */
#include <stdint.h>
#include <stdlib.h>

#include "bg/agent.h"
#include "bg/games.h"
#include "gah/ai.h"
#include "test.h"

/* A judgement of no game's own: the generic defaults over the table's evaluate. */
static bg_judge bare_judge(const bg_game *game)
{
    return (bg_judge){.game = game};
}

/* The agents as strengths: random, one step ahead with a little noise, the search. */
static const bg_strength random_player = {"random", BG_AGENT_RANDOM, NULL, 0, 0, false};
static const bg_strength one_step = {"one-step", BG_AGENT_ONE_STEP, NULL, 1, 0.5, false};
static const bg_strength searcher = {"search", BG_AGENT_SEARCH, NULL, 0, 0, false};

/* A match of the strengths by seat (seat s plays strengths[s % count]) on `settings` (key value pairs),
 * every decision on the seat's view, every move checked against the full state. The final hash; `moves`
 * gets how many moves were played, `searched` how many decisions the search made. */
static uint64_t play_match(const bg_judge *judge, const char *const *settings, const bg_strength *strengths, int count,
                           uint64_t seed, int *moves, int *searched)
{
    const bg_game *game = judge->game;
    void *params = calloc(1, game->params_size), *st = calloc(1, game->state_size), *view = calloc(1, game->state_size);
    game->params_default(params);
    char why[160];
    for (int i = 0; settings[i]; i += 2) CHECK(game->params_set(params, settings[i], settings[i + 1], why, sizeof why) == NULL);
    CHECK(game->setup(st, params, NULL) == NULL);
    uint64_t rng[BG_MAX_SEATS];
    for (int s = 0; s < BG_MAX_SEATS; s++) rng[s] = bg_agent_mix(seed, (uint64_t)s);
    const bg_agent_budget budget = {.iterations = 4};
    bg_move list[BG_AGENT_MOVES_MAX];
    *moves = *searched = 0;
    for (int step = 0; step < 5000; step++) {
        bg_prompt prompt = game->prompt(st);
        if (prompt.seat < 0) break;
        game->view(st, prompt.seat, view);
        int n = game->legal(view, list, BG_AGENT_MOVES_MAX);
        CHECK(n > 0);
        if (n <= 0) break;
        const bg_strength *strength = &strengths[prompt.seat % count];
        /* The search thinks at a few positions only: the test is of its legality, not its strength. */
        if (strength->agent == BG_AGENT_SEARCH && *searched >= 6) strength = &one_step;
        bg_agent_report report;
        int pick = bg_agent_decide(judge, strength, &budget, &rng[prompt.seat], view, prompt.seat, list, n, &report);
        CHECK(pick >= 0 && pick < n);
        if (pick < 0 || pick >= n) break;
        *searched += strength->agent == BG_AGENT_SEARCH && n > 1;
        CHECK(game->check(st, prompt.seat, list[pick]) == NULL);
        if (game->apply(st, prompt.seat, list[pick], NULL)) break;
        (*moves)++;
    }
    CHECK(game->prompt(st).seat < 0); /* the match reached its end */
    uint64_t hash = game->hash(st);
    free(params), free(st), free(view);
    return hash;
}

/* Random against one-step, with the base game's judgement and with the bare one: legal, to the end, the
 * same at the same seed and another game at another. */
static void test_random_and_one_step_play_a_match(void)
{
    const bg_game *game = bg_game_by_key("gah");
    CHECK(game != NULL);
    if (!game) return;
    static const char *const two[] = {"players", "2", "seed", "7", NULL};
    const bg_strength players[] = {random_player, one_step};
    const bg_judge bare = bare_judge(game);
    const bg_judge *judges[] = {&gah_ai_judge, &bare};
    for (int j = 0; j < 2; j++) {
        int moves, again, other, searched;
        uint64_t first = play_match(judges[j], two, players, 2, 11, &moves, &searched);
        CHECK(moves > 50);
        CHECK_EQ(play_match(judges[j], two, players, 2, 11, &again, &searched), first);
        CHECK_EQ(again, moves);
        CHECK(play_match(judges[j], two, players, 2, 12, &other, &searched) != first);
        printf("%s judgement: %d moves\n", j ? "bare" : "base game's", moves);
    }
}

/* The search decides on the seat's view among the legal moves, between people and against the automa,
 * and repeats itself at a seed; then one-step and random play the match out. */
static void test_search_plays_legally(void)
{
    const bg_game *game = bg_game_by_key("gah");
    if (!game) return;
    static const char *const people[] = {"players", "3", "seed", "5", NULL};
    static const char *const solo[] = {"players", "2", "automa", "leopold", "difficulty", "easy", "seed", "6", NULL};
    const bg_strength players[] = {one_step, searcher, random_player};
    const bg_judge bare = bare_judge(game);
    const bg_judge *judges[] = {&gah_ai_judge, &bare};
    for (int j = 0; j < 2; j++) {
        int moves, again, searched;
        uint64_t h = play_match(judges[j], people, players, 3, 3, &moves, &searched);
        CHECK(searched >= 6);
        CHECK_EQ(play_match(judges[j], people, players, 3, 3, &again, &searched), h);
        const bg_strength alone[] = {searcher};
        play_match(judges[j], solo, alone, 1, 4, &moves, &searched);
        CHECK(searched >= 6);
    }
}

int main(int argc, char **argv)
{
    test_select(argc, argv);
    RUN(test_random_and_one_step_play_a_match);
    RUN(test_search_plays_legally);
    return TEST_REPORT();
}

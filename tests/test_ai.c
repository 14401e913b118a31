/* Computer players: every strength plays only legal commands at every prompt the random games reach
 * (2-4 players, solo, Let's Waltz modules, seed 001's variants), decisions repeat at a seed and iteration budget, hidden
 * information never changes a decision, the hint and the stop flag work, the names parse. */
#include "gah/ai.h"
#include "../src/ai/internal.h"
#include "gah/session.h"
#include "test.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Hard thinks a handful of iterations here: the tests check its legality and fairness, not its strength. */
#define HARD_ITERATIONS 4

static void init_player(gah_ai *ai, int kind, uint64_t seed)
{
    gah_ai_init(ai, kind, seed);
    ai->iterations = HARD_ITERATIONS;
}

#define EVERY_VARIANT ((1u << GAH_VARIANT_COUNT) - 1)

typedef struct config {
    const char *name;
    gah_params params;
} config;

static const config configs[] = {
    {"2 players", {.players = 2}},
    /* Seed 001's variants, all at once (their choice prompts penalty-choice, bonus-kind and two-wine too),
     * ride along with some of the other settings: one more game kind would cost minutes under the sanitizers. */
    {"3 players, day hotels, every variant", {.players = 3, .hotels = GAH_HOTELS_DAY, .variants = EVERY_VARIANT}},
    {"4 players, draft", {.players = 4, .expert_draft = true}},
    {"solo against Leopold, hard", {.players = 2, .automa = GAH_AUTOMA_LEOPOLD, .difficulty = GAH_HARD}},
    {"2 players, celebrities", {.players = 2, .waltz = GAH_WALTZ_MODULE(2)}},
    {"3 players, ballrooms, every variant", {.players = 3, .waltz = GAH_WALTZ_MODULE(1), .variants = EVERY_VARIANT}},
    {"solo against Leopold, easy, day hotels, every variant",
     {.players = 2, .automa = GAH_AUTOMA_LEOPOLD, .difficulty = GAH_EASY, .hotels = GAH_HOTELS_DAY, .variants = EVERY_VARIANT}},
    {"4 players, celebrities", {.players = 4, .waltz = GAH_WALTZ_MODULE(2)}},
    /* Let's Waltz module 5: the bell prompts and the Wagon Master's trades */
    {"3 players, more staff (module 5)", {.players = 3, .waltz = GAH_WALTZ_MODULE(5)}},
    {"2 players, modules 1 and 5", {.players = 2, .waltz = GAH_WALTZ_MODULE(1) | GAH_WALTZ_MODULE(5)}},
    {"solo against Leopold, medium, module 5", {.players = 2, .automa = GAH_AUTOMA_LEOPOLD, .difficulty = GAH_MEDIUM,
                                                .waltz = GAH_WALTZ_MODULE(5)}},
    {"3 players, start player", {.players = 3, .waltz = GAH_WALTZ_MODULE(4)}},
    {"4 players, start player, ballrooms, celebrities",
     {.players = 4, .waltz = GAH_WALTZ_MODULE(1) | GAH_WALTZ_MODULE(2) | GAH_WALTZ_MODULE(4)}},
    {"solo against Elisabeth, modules 1 and 2, every variant",
     {.players = 2, .automa = GAH_AUTOMA_ELISABETH, .difficulty = GAH_MEDIUM,
      .waltz = GAH_WALTZ_MODULE(1) | GAH_WALTZ_MODULE(2), .variants = EVERY_VARIANT}},
};

static int prompts_tested[GAH_PROMPT_COUNT];

/* SEARCH_NEXT_DECISION's measured default (test_search_defaults asserts it). */
#define SEARCH_NEXT_DECISION_DEFAULT 3

/* Under the sanitizers (--quick) hard's tries end where its turn does, in the cases whose subject is not how a try
 * is scored: there a try's look on to the next decision is dear. next_decision_back() puts the default back. */
static void next_decision_off_when_quick(void)
{
    if (test_quick) CHECK(gah_ai_set_weight("SEARCH_NEXT_DECISION", 0));
}

static void next_decision_back(void) { CHECK(gah_ai_set_weight("SEARCH_NEXT_DECISION", SEARCH_NEXT_DECISION_DEFAULT)); }

/* Medium's whole-turn plan (END_AFTER 2, the default between people) and its look on to the next turn (NEXT_TURN)
 * cost most of these runs' time: the first configs (two, three and four players; under the sanitizers, --quick, the
 * first) play them, the rest the fifth
 * pass's move-by-move judgement (END_AFTER 1, NEXT_TURN 0), whose every path they also run. `saved` and
 * `saved_next_turn` are the defaults, to put back. */
static void plans_for_config(size_t c, double saved, double saved_next_turn)
{
    size_t planned = test_quick ? 1 : 3;
    CHECK(gah_ai_set_weight("END_AFTER", c < planned ? saved : 1));
    CHECK(gah_ai_set_weight("NEXT_TURN", c < planned ? saved_next_turn : 0));
    /* Hard's tries scored at its next decision (the eighth pass) likewise: the same configs play them. */
    CHECK(gah_ai_set_weight("SEARCH_NEXT_DECISION", c < planned ? SEARCH_NEXT_DECISION_DEFAULT : 0));
}

/* Against an automa the search's playout may run to the end of the game: the seat answers the prompts it
 * gets while the turn's seat is the automa's (the Emperor's scoring after round 3) and plays on. Before,
 * every solo playout stopped at the first such prompt, whatever its turns allowed. With three turns it stops
 * early in round 2. */
static void test_solo_playout_reaches_the_end(void)
{
    for (uint64_t seed = 81; seed < 84; seed++) {
        const gah_params params = {.seed = seed, .players = 2, .automa = GAH_AUTOMA_LEOPOLD, .difficulty = GAH_EASY};
        gah_state st;
        CHECK(gah_setup_preview(&st, &params, NULL) == NULL);
        gah_state world = st;
        uint64_t rng = seed;
        gah_ai_playout(&world, 0, &rng, 1, 1000, 0, NULL);
        CHECK_EQ(world.phase, GAH_PHASE_OVER);
        CHECK(world.round == gah_rules.rounds);
        world = st;
        gah_ai_playout(&world, 0, &rng, 1, 3, 0, NULL);
        CHECK(world.phase != GAH_PHASE_OVER);
        CHECK(world.round <= 2);
    }
}

static uint64_t hard_decisions(const gah_params *params, int iterations, int count);

/* The search's measured defaults. What measured them are arenas of hundreds of games, `gah-cli arena
 * --weight NAME=VALUE` (docs/ai.md gives each command and its figures); here they are asserted as the constants
 * they are, with a cheap check that each setting still acts. */

/* The weight `name` is in eval.c's table and holds `value` there. The search reads its settings from that table
 * alone, so hard decides as it would with the weight set to `value` explicitly. */
static void check_default(const char *name, double value)
{
    CHECK(gah_ai_set_weight(name, gah_ai_weight(name))); /* the name is in the table (an unknown one reads 0) */
    if (gah_ai_weight(name) != value) fprintf(stderr, "%s is %g, not its measured default %g\n", name, gah_ai_weight(name), value);
    CHECK(gah_ai_weight(name) == value);
}

/* The setting acts: with the weight `name` at `other` instead of `value`, one of hard's first `count` decisions
 * (at `iterations` tries) on a random walk through the game at `params` changes. Both settings decide at each
 * position in turn and the walk stops at the first change, so the check costs a few decisions. The weight is
 * left at `value`. */
static void check_weight_acts(const gah_params *params, int iterations, int count, const char *name, double value,
                              double other)
{
    gah_state st;
    CHECK(gah_setup_preview(&st, params, NULL) == NULL);
    uint64_t walk = params->seed;
    gah_command cmds[512];
    int changed = -1, asked = 0;
    for (int step = 0; changed < 0 && asked < count && st.phase != GAH_PHASE_OVER && step < 2000; step++) {
        int seat = gah_current_prompt(&st).seat, n = gah_legal(&st, cmds, 512);
        CHECK(n > 0);
        if (n <= 0) break;
        if (n > 3) {
            gah_command c[2];
            for (int k = 0; k < 2; k++) {
                CHECK(gah_ai_set_weight(name, k ? other : value));
                gah_ai ai;
                gah_ai_init(&ai, GAH_AI_HARD, (uint64_t)step);
                ai.iterations = iterations;
                c[k] = gah_ai_choose(&ai, &st, seat);
                CHECK(gah_check(&st, seat, c[k]) == NULL);
            }
            if (c[0].type != c[1].type || c[0].a != c[1].a || c[0].b != c[1].b) changed = asked;
            asked++;
        }
        CHECK(gah_apply(&st, seat, cmds[gah_ai_pick_weighted(cmds, n, &walk)], NULL) == NULL);
    }
    CHECK(gah_ai_set_weight(name, value));
    if (changed < 0) fprintf(stderr, "%s at %g changed none of hard's %d decisions\n", name, other, asked);
    CHECK(changed >= 0);
}

/* The long mode's check (--long, README "Testing"): hard's decisions at `params` over `count` decisions stay the
 * same with the weight `name` set to `value` explicitly and change with it at `other`; the weight is left at
 * `value`. (The everyday run asserts the constant and checks that the setting acts, above.) */
static void check_weight_default(const gah_params *params, int iterations, int count, const char *name, double value,
                                 double other)
{
    uint64_t defaults = hard_decisions(params, iterations, count);
    CHECK(defaults != 0);
    CHECK(gah_ai_set_weight(name, value));
    CHECK_EQ(hard_decisions(params, iterations, count), defaults);
    CHECK(gah_ai_set_weight(name, other));
    CHECK(hard_decisions(params, iterations, count) != defaults);
    CHECK(gah_ai_set_weight(name, value));
}

/* Against an automa hard's playouts run through seven of the seat's turns by default (SOLO_ROLLOUT, measured
 * in docs/ai.md, "Playouts to the end of the game"); turned off (the three-turn playouts) or to the end of the
 * game, some decisions change. */
static void test_solo_rollout_default(void)
{
    const gah_params solo = {.seed = 73, .players = 2, .automa = GAH_AUTOMA_LEOPOLD, .difficulty = GAH_EASY};
    check_default("SOLO_ROLLOUT", 7);
    check_weight_acts(&solo, 8, 12, "SOLO_ROLLOUT", 7, 0);
    check_weight_acts(&solo, 8, 12, "SOLO_ROLLOUT", 7, 99);
    if (test_long) {
        check_weight_default(&solo, 10, 12, "SOLO_ROLLOUT", 7, 0);
        check_weight_default(&solo, 10, 12, "SOLO_ROLLOUT", 7, 99);
    }
}

/* Between people a playout ends with the seat's turn (PEOPLE_ROLLOUT 1, the default); at 2 it goes on through
 * the other seat's turn and ends with the seat's next one, so the other seat has acted and the seat has taken
 * its die twice (docs/ai.md, issue #35's third pass). */
static void test_people_playout_runs_through_the_others(void)
{
    check_default("PEOPLE_ROLLOUT", 1);
    for (uint64_t seed = 85; seed < 88; seed++) {
        const gah_params params = {.seed = seed, .players = 2};
        gah_state st;
        CHECK(gah_setup_preview(&st, &params, NULL) == NULL);
        /* To the first turn's prompt of the play. */
        uint64_t walk = seed;
        gah_command cmds[512];
        while (st.phase != GAH_PHASE_PLAY || gah_current_prompt(&st).kind != GAH_PROMPT_TURN || st.turn_die_taken) {
            int n = gah_legal(&st, cmds, 512);
            CHECK(n > 0);
            if (n <= 0) return;
            CHECK(gah_apply(&st, gah_current_prompt(&st).seat, cmds[gah_ai_pick_weighted(cmds, n, &walk)], NULL) == NULL);
        }
        int seat = st.turn_seat;
        gah_state one = st, two = st;
        uint64_t rng = seed;
        gah_ai_playout(&one, seat, &rng, 1, 1, 1, NULL);
        CHECK(one.turn_seat != seat);
        CHECK(gah_ai_set_weight("PEOPLE_ROLLOUT", 2));
        rng = seed;
        gah_ai_playout(&two, seat, &rng, 1, 2, 1, NULL);
        CHECK(gah_ai_set_weight("PEOPLE_ROLLOUT", 1));
        /* Each turn takes one die: two of the seat's turns and at least one of the other's are gone. */
        int left_one = 0, left_two = 0;
        for (int d = 1; d <= 6; d++) left_one += one.dice[d], left_two += two.dice[d];
        CHECK(two.round > one.round || left_two <= left_one - 2);
        CHECK(two.turn_seat != seat || !two.turn_die_taken);
    }
}

/* The search's playouts answer at the plain depth by default (PLAYOUT_FREE_STEPS 0; medium keeps the fourth
 * pass's free steps for its own decisions): against Leopold at easy on the same 40 deals hard:150 with plain
 * playouts scored 119.9 VP for 616 s of processor time, hard:30 with free steps 103.6 for 432 s (docs/ai.md).
 * At 1 some decisions change. */
static void test_playout_plain_steps_default(void)
{
    const gah_params solo = {.seed = 75, .players = 2, .automa = GAH_AUTOMA_LEOPOLD, .difficulty = GAH_EASY};
    check_default("PLAYOUT_FREE_STEPS", 0);
    check_weight_acts(&solo, 8, 8, "PLAYOUT_FREE_STEPS", 0, 1);
    if (test_long) check_weight_default(&solo, 10, 8, "PLAYOUT_FREE_STEPS", 0, 1);
}

/* The hint's gain is what the command gains by the end of the seat's turn, also when the playouts behind it
 * run on through later turns (there the points of those turns read as the command's: +33 here at seven
 * turns, +48 to the end of the game, where the turn's gain is +5 to +7). */
static void test_solo_hint_gain_is_the_turns(void)
{
    const gah_params params = {.seed = 74, .players = 2, .automa = GAH_AUTOMA_LEOPOLD, .difficulty = GAH_EASY};
    gah_state st;
    CHECK(gah_setup_preview(&st, &params, NULL) == NULL);
    gah_command cmds[512];
    while (gah_current_prompt(&st).kind != GAH_PROMPT_TURN) {
        int n = gah_legal(&st, cmds, 512);
        CHECK(n > 0);
        if (n <= 0) return;
        gah_apply(&st, gah_current_prompt(&st).seat, cmds[gah_ai_pick_progress(cmds, n)], NULL);
    }
    gah_command cmd;
    double gain = -99;
    char phrase[128] = "";
    CHECK(gah_ai_hint(&st, 0, 30, 0, NULL, 5, &cmd, &gain, phrase, sizeof phrase));
    CHECK(gah_check(&st, 0, cmd) == NULL);
    CHECK(gain > -30 && gain < 30);
    printf("solo hint: %s (gain %.1f)\n", phrase, gain);
}

/* Random games; at each position the strengths decide and their commands must pass gah_check. The
 * thinking ones (easy, medium, hard) decide at the first position of each prompt kind in each game and then at
 * every 25th. Under the sanitizers (--quick) at the first position of each prompt kind in the two games of a
 * kind together and then at every 50th. */
static void test_every_strength_plays_legally(void)
{
    const int every = test_quick ? 50 : 25;
    const double end_after = gah_ai_weight("END_AFTER"), next_turn = gah_ai_weight("NEXT_TURN");
    int positions = 0;
    for (size_t c = 0; c < sizeof configs / sizeof configs[0]; c++) {
        plans_for_config(c, end_after, next_turn);
        int seen[GAH_PROMPT_COUNT] = {0};
        for (int game = 0; game < 2; game++) {
            gah_params params = configs[c].params;
            params.seed = 100 + (uint64_t)game * 17 + c;
            gah_state st;
            CHECK(gah_setup_preview(&st, &params, NULL) == NULL);
            gah_ai ai[GAH_AI_KIND_COUNT];
            for (int k = 0; k < GAH_AI_KIND_COUNT; k++) init_player(&ai[k], k, params.seed + (uint64_t)k);
            uint64_t walk = params.seed * 7 + 1;
            if (!test_quick) memset(seen, 0, sizeof seen);
            gah_command cmds[512];
            for (int step = 0; st.phase != GAH_PHASE_OVER && step < 3000; step++) {
                gah_prompt p = gah_current_prompt(&st);
                for (int k = 0; k < GAH_AI_KIND_COUNT; k++) {
                    if (k >= GAH_AI_EASY && seen[p.kind] >= 1 && step % every) continue;
                    gah_command cmd = gah_ai_choose(&ai[k], &st, p.seat);
                    const char *why = gah_check(&st, p.seat, cmd);
                    if (why) {
                        char text[48];
                        gah_command_format(cmd, text, sizeof text);
                        fprintf(stderr, "%s, game %d, step %d, %s at %s: '%s' refused: %s\n", configs[c].name, game,
                                step, gah_ai_kind_name(k), gah_prompt_name(p.kind), text, why);
                    }
                    CHECK(why == NULL);
                }
                seen[p.kind]++;
                prompts_tested[p.kind]++;
                positions++;
                /* Walk on with a mix of strengths so that the games reach real positions too. */
                int n = gah_legal(&st, cmds, 512);
                CHECK(n > 0);
                if (n <= 0) break;
                gah_command next = step % 10 ? cmds[gah_ai_pick_weighted(cmds, n, &walk)]
                                            : gah_ai_choose(&ai[GAH_AI_MEDIUM], &st, p.seat);
                CHECK(gah_apply(&st, p.seat, next, NULL) == NULL);
            }
            CHECK_EQ(st.phase, GAH_PHASE_OVER);
        }
    }
    CHECK(gah_ai_set_weight("END_AFTER", end_after));
    CHECK(gah_ai_set_weight("NEXT_TURN", next_turn));
    next_decision_back();
    int kinds = 0;
    for (int k = 0; k < GAH_PROMPT_COUNT; k++) kinds += prompts_tested[k] > 0;
    printf("legal decisions at %d positions, %d prompt kinds\n", positions, kinds);
    /* The games reach the turn, the items, the rooms, staff, the draft, the ballrooms' and lounge's prompts. */
    CHECK(kinds >= 15);
    /* Let's Waltz module 4: the strengths decided after taking the skeleton key (its action at strength 1). */
    CHECK(prompts_tested[GAH_PROMPT_KEY_ACTION] > 0);
}

/* Plays a few dozen commands with `kind` deciding every one; returns a hash of the commands. */
static uint64_t play_commands(int kind, uint64_t ai_seed, int count, const gah_params *params)
{
    gah_state st;
    gah_setup_preview(&st, params, NULL);
    gah_ai ai[GAH_MAX_PLAYERS];
    for (int s = 0; s < GAH_MAX_PLAYERS; s++) init_player(&ai[s], kind, ai_seed + (uint64_t)s);
    uint64_t h = 1469598103934665603ULL;
    for (int i = 0; i < count && st.phase != GAH_PHASE_OVER; i++) {
        int seat = gah_current_prompt(&st).seat;
        gah_command cmd = gah_ai_choose(&ai[seat], &st, seat);
        h = (h ^ (uint64_t)(cmd.type << 16 | (uint8_t)cmd.a << 8 | (uint8_t)cmd.b)) * 1099511628211ULL;
        if (gah_apply(&st, seat, cmd, NULL)) return 0;
    }
    return h;
}

/* Each strength plays the same 30 commands twice at a seed (under the sanitizers, --quick, 20: the set-up and
 * the first turns). */
static void test_decisions_repeat_at_a_seed(void)
{
    gah_params params = {.seed = 42, .players = 3};
    const int count = test_quick ? 20 : 30;
    /* Their look on to the next decision is a third of this case's time under the sanitizers; the plain build and
     * hidden information's first game repeat it. */
    next_decision_off_when_quick();
    for (int k = 0; k < GAH_AI_KIND_COUNT; k++) {
        uint64_t a = play_commands(k, 9, count, &params), b = play_commands(k, 9, count, &params);
        CHECK(a != 0);
        CHECK_EQ(a, b);
    }
    next_decision_back();
    /* Another seed plays differently (the players' own randomness matters): the set-up and the first turns show it. */
    CHECK(play_commands(GAH_AI_EASY, 9, 25, &params) != play_commands(GAH_AI_EASY, 10, 25, &params));
}

/* Two states that differ only in what `seat` cannot see: the same decision from every strength, at every 23rd
 * position of a random game of each kind (under the sanitizers, --quick, every 69th: medium plans whole turns). */
static void test_hidden_information_changes_nothing(void)
{
    const int every = test_quick ? 69 : 23;
    const double end_after = gah_ai_weight("END_AFTER"), next_turn = gah_ai_weight("NEXT_TURN");
    int compared = 0, differing = 0;
    for (size_t c = 0; c < sizeof configs / sizeof configs[0]; c++) {
        plans_for_config(c, end_after, next_turn);
        gah_params params = configs[c].params;
        params.seed = 500 + c;
        gah_state st;
        CHECK(gah_setup_preview(&st, &params, NULL) == NULL);
        uint64_t walk = 77 + c;
        gah_command cmds[512];
        for (int step = 0; st.phase != GAH_PHASE_OVER && step < 3000; step++) {
            gah_prompt p = gah_current_prompt(&st);
            if (step % every == 5) {
                gah_state view, other, other_view;
                gah_view(&st, p.seat, &view);
                CHECK(gah_determinize(&view, p.seat, 1000 + (uint64_t)step, &other));
                gah_view(&other, p.seat, &other_view);
                CHECK(memcmp(&view, &other_view, sizeof view) == 0);
                differing += memcmp(&st, &other, sizeof st) != 0;
                for (int k = 0; k < GAH_AI_KIND_COUNT; k++) {
                    gah_ai a, b;
                    init_player(&a, k, 31 + (uint64_t)step);
                    init_player(&b, k, 31 + (uint64_t)step);
                    gah_command ca = gah_ai_choose(&a, &st, p.seat), cb = gah_ai_choose(&b, &other, p.seat);
                    CHECK(ca.type == cb.type && ca.a == cb.a && ca.b == cb.b);
                    CHECK(a.last_iterations == b.last_iterations && a.last_gain == b.last_gain);
                    compared++;
                }
            }
            int n = gah_legal(&st, cmds, 512);
            if (n <= 0) break;
            CHECK(gah_apply(&st, p.seat, cmds[gah_ai_pick_weighted(cmds, n, &walk)], NULL) == NULL);
        }
    }
    CHECK(gah_ai_set_weight("END_AFTER", end_after));
    CHECK(gah_ai_set_weight("NEXT_TURN", next_turn));
    next_decision_back();
    printf("hidden information: %d decisions compared, %d pairs of states differed\n", compared, differing);
    CHECK(compared > 150 * 23 / every);
    CHECK(differing * 2 > compared / GAH_AI_KIND_COUNT); /* the test compares states that really differ */
}

static void test_hint_and_stop(void)
{
    gah_params params = {.seed = 3, .players = 2};
    gah_state st;
    gah_setup(&st, &params, NULL);
    /* Past the set-up decisions, into the first turn. */
    gah_command cmds[512];
    while (gah_current_prompt(&st).kind != GAH_PROMPT_TURN) {
        int n = gah_legal(&st, cmds, 512);
        gah_apply(&st, gah_current_prompt(&st).seat, cmds[gah_ai_pick_progress(cmds, n)], NULL);
    }
    int seat = gah_current_prompt(&st).seat;
    gah_command cmd;
    double gain = -99;
    char phrase[128] = "";
    CHECK(gah_ai_hint(&st, seat, 40, 0, NULL, 5, &cmd, &gain, phrase, sizeof phrase));
    CHECK(gah_check(&st, seat, cmd) == NULL);
    CHECK(strncmp(phrase, "Play '", 6) == 0);
    CHECK(gain > -50 && gain < 50);
    printf("hint: %s\n", phrase);
    /* The other seat owes nothing: no hint. */
    CHECK(!gah_ai_hint(&st, 1 - seat, 40, 0, NULL, 5, &cmd, &gain, phrase, sizeof phrase));

    /* A raised stop flag ends the thinking at once, with a legal command: each candidate is tried once at
     * most (an outcome, not a time: the quality bar never asserts a duration). */
    atomic_int stop = 1;
    gah_ai ai;
    gah_ai_init(&ai, GAH_AI_HARD, 1);
    ai.stop = &stop;
    gah_command c = gah_ai_choose(&ai, &st, seat);
    CHECK(gah_check(&st, seat, c) == NULL);
    CHECK(ai.last_iterations <= 10);

    /* A time budget alone ends the search with a legal command after some playouts; how long it took is
     * tools/bench.sh's to measure. */
    gah_ai_init(&ai, GAH_AI_HARD, 1);
    ai.time_ms = 50;
    c = gah_ai_choose(&ai, &st, seat);
    CHECK(gah_check(&st, seat, c) == NULL);
    CHECK(ai.last_iterations > 0);
}

static void test_names(void)
{
    const char *names[] = {"random", "greedy", "easy", "medium", "hard"};
    for (int k = 0; k < GAH_AI_KIND_COUNT; k++) {
        CHECK_STR(gah_ai_kind_name(k), names[k]);
        CHECK_EQ(gah_ai_kind_by_name(names[k]), k);
    }
    int it = -1;
    CHECK_EQ(gah_ai_kind_parse("hard:250", &it), GAH_AI_HARD);
    CHECK_EQ(it, 250);
    CHECK_EQ(gah_ai_kind_parse("medium", &it), GAH_AI_MEDIUM);
    CHECK_EQ(it, 0);
    CHECK_EQ(gah_ai_kind_parse("medium:5", &it), -1);
    CHECK_EQ(gah_ai_kind_parse("hard:", &it), -1);
    CHECK_EQ(gah_ai_kind_parse("hard:x", &it), -1);
    CHECK_EQ(gah_ai_kind_parse("expert", &it), -1);
    CHECK_EQ(gah_ai_kind_by_name("Hard"), -1);
}

/* Saves keep which seats are computers and how strong. */
static void test_saves_keep_strengths(void)
{
    gah_params params = {.seed = 8, .players = 4};
    gah_session s;
    CHECK(gah_session_start(&s, &params, NULL) == NULL);
    for (int seat = 1; seat < 4; seat++) bg_session_set_computer(&s, seat, gah_ai_kind_name(GAH_AI_GREEDY + seat));
    size_t len = 0;
    char *text = bg_session_save_text(&s, &len);
    CHECK(text != NULL);
    if (!text) return;
    CHECK(strstr(text, "\ncomputer 1 easy\n") && strstr(text, "\ncomputer 2 medium\n") &&
          strstr(text, "\ncomputer 3 hard\n"));
    gah_session back;
    char err[256];
    CHECK(bg_session_load_text(&back, text, len, err, sizeof err));
    free(text);
    for (int seat = 1; seat < 4; seat++) {
        CHECK_EQ(back.control[seat], BG_CONTROL_COMPUTER);
        CHECK_EQ(gah_ai_kind_by_name(back.agent[seat]), GAH_AI_GREEDY + seat);
    }
    bg_session_free(&back);
    bg_session_free(&s);
}

/* The judgement values Let's Waltz's things: a dancer in a ballroom still to be scored (and the loss a
 * seat without one takes), champagne while dancers may still go out, a celebrity in front of the seat;
 * and the projection of every seat at once agrees with the one-seat projection. */
static void test_judgement_sees_the_waltz(void)
{
    gah_params params = {.players = 2, .seed = 9, .waltz = GAH_WALTZ_MODULE(1) | GAH_WALTZ_MODULE(2)};
    gah_state st;
    CHECK(gah_setup_preview(&st, &params, NULL) == NULL);
    int vp[GAH_MAX_PLAYERS], both[GAH_MAX_PLAYERS];
    CHECK(gah_ballroom_standing(&st, 0, vp));
    CHECK_EQ(vp[0], -(int)gah_rules.ballroom_no_dancer_vp);
    CHECK_EQ(vp[1], -(int)gah_rules.ballroom_no_dancer_vp);
    double before = gah_ai_evaluate(&st, 0), rival = gah_ai_relative(&st, 1);
    st.ballrooms.space[0][GAH_BALLROOM_ROWS - 1][0] = 1; /* seat 0's dancer, bottom row of the first */
    CHECK(gah_ballroom_standing(&st, 0, vp));
    CHECK(vp[0] > -(int)gah_rules.ballroom_no_dancer_vp);
    CHECK(gah_ai_evaluate(&st, 0) > before + gah_rules.ballroom_no_dancer_vp * 0.5);
    CHECK(gah_ai_relative(&st, 1) < rival);
    before = gah_ai_evaluate(&st, 0);
    st.player[0].kitchen[GAH_ITEM_CHAMPAGNE]++;
    CHECK(gah_ai_evaluate(&st, 0) > before + 1.0); /* more than its leftover point */
    before = gah_ai_evaluate(&st, 0);
    st.lounge.held[0] |= 1u << 1;
    CHECK(gah_ai_evaluate(&st, 0) > before);
    gah_projected_scores(&st, both);
    for (int s = 0; s < st.players; s++) CHECK_EQ(both[s], gah_projected_score(&st, s, NULL));
    /* A ballroom already scored, or a game without the module, has no standing. */
    st.ballrooms.scored = 1;
    CHECK(!gah_ballroom_standing(&st, 0, vp));
    CHECK(gah_ballroom_standing(&st, 1, vp));
    params.waltz = 0;
    CHECK(gah_setup_preview(&st, &params, NULL) == NULL);
    CHECK(!gah_ballroom_standing(&st, 0, vp));
}

/* Ruling 101: the dancer an Emperor penalty takes is the player's choice, and the computer and the hint
 * choose it by what the ballroom about to be scored then pays. The Goldener Strauss in the middle: the seat
 * alone in the top row and second in the bottom row keeps the top dancer (7 VP) rather than the bottom one
 * (2 VP). The prompt goes on the stack as B5's penalty puts it there. */
static void test_dancer_out_by_value(void)
{
    gah_params params = {.players = 3, .seed = 41, .waltz = GAH_WALTZ_MODULE(1)};
    gah_state st;
    CHECK(gah_setup(&st, &params, NULL) == NULL);
    gah_command cmds[512];
    while (gah_current_prompt(&st).kind != GAH_PROMPT_TURN) {
        int n = gah_legal(&st, cmds, 512);
        gah_apply(&st, gah_current_prompt(&st).seat, cmds[gah_ai_pick_progress(cmds, n)], NULL);
    }
    const uint8_t boards[GAH_BALLROOMS] = {5, 2, 1}; /* Zur Kettenbruecke, Goldener Strauss, Apollosaal */
    memcpy(st.ballrooms.board, boards, sizeof boards);
    memset(st.ballrooms.space, 0, sizeof st.ballrooms.space);
    st.ballrooms.scored = 1;
    int seat = 1;
    st.ballrooms.space[1][0][0] = (uint8_t)(seat + 1);
    st.ballrooms.space[1][1][0] = 3;
    st.ballrooms.space[1][2][0] = (uint8_t)(seat + 1);
    st.ballrooms.space[1][2][1] = st.ballrooms.space[1][2][2] = 1;
    st.stack[st.stack_count++] = (gah_step){.kind = GAH_PROMPT_REMOVE_DANCER, .seat = (uint8_t)seat, .count = 1, .amount = 1};
    CHECK_EQ(gah_legal(&st, cmds, 512), 2);
    gah_command best = {GAH_CMD_WITHDRAW, 2, 3};
    for (int kind = GAH_AI_EASY; kind <= GAH_AI_HARD; kind++) { /* the strengths the window offers */
        gah_ai ai;
        init_player(&ai, kind, 7);
        gah_command c = gah_ai_choose(&ai, &st, seat);
        CHECK(c.type == best.type && c.a == best.a && c.b == best.b);
    }
    gah_command hint;
    double gain = 0;
    char phrase[128];
    CHECK(gah_ai_hint(&st, seat, 40, 0, NULL, 5, &hint, &gain, phrase, sizeof phrase));
    CHECK(hint.type == best.type && hint.a == best.a && hint.b == best.b);
}

/* A café guest counts the vacant room it will move into: a green guest any colour's (it was given none,
 * so the judgement never prepared a room for one), a blue guest only a blue one. */
static void test_cafe_guest_sees_its_room(void)
{
    const gah_guest_card *green = NULL, *blue = NULL;
    for (int i = 0; i < gah_guest_count && (!green || !blue); i++) {
        const gah_guest_card *g = &gah_guests[i];
        if (g->module) continue;
        if (g->colour == GAH_COLOUR_GREEN && !green) green = g;
        if (g->colour == GAH_COLOUR_BLUE && !blue) blue = g;
    }
    CHECK(green && blue);
    if (!green || !blue) return;
    gah_player p = {0};
    p.cafe[0].guest = (uint8_t)green->id;
    int none[GAH_COLOUR_COUNT] = {0}, red[GAH_COLOUR_COUNT] = {0};
    red[GAH_COLOUR_RED] = 1;
    CHECK(gah_ai_cafe_value(&p, NULL, 3.5, red) > gah_ai_cafe_value(&p, NULL, 3.5, none) + 0.5);
    p.cafe[0].guest = (uint8_t)blue->id;
    CHECK(gah_ai_cafe_value(&p, NULL, 3.5, red) == gah_ai_cafe_value(&p, NULL, 3.5, none));
}

/* A café guest's chance follows its plan (issue #14): one whose items wait in the kitchen, with the krone to
 * serve them and its room ready, is worth more than the same guest that needs rounds of dishes and drinks;
 * strong dice on the dishes and drinks spaces shorten the plan. */
static void test_cafe_guest_plan(void)
{
    const gah_guest_card *g = NULL;
    for (int i = 0; i < gah_guest_count && !g; i++)
        if (!gah_guests[i].module && gah_guests[i].colour == GAH_COLOUR_BLUE && gah_guests[i].order_total >= 3 &&
            !gah_guests[i].order[GAH_ITEM_CHAMPAGNE])
            g = &gah_guests[i];
    CHECK(g != NULL);
    if (!g) return;
    int blue[GAH_COLOUR_COUNT] = {0};
    blue[GAH_COLOUR_BLUE] = 1;
    uint8_t weak[7] = {0, 1, 1, 1, 1, 1, 1}, strong[7] = {0, 4, 4, 1, 1, 1, 1};
    gah_player ready = {0}, empty = {0};
    ready.cafe[0].guest = empty.cafe[0].guest = (uint8_t)g->id;
    for (int i = 0; i < GAH_ITEM_COUNT; i++) ready.kitchen[i] = g->order[i];
    ready.money = 5;
    CHECK(gah_ai_cafe_value(&ready, weak, 3.5, blue) > gah_ai_cafe_value(&empty, weak, 3.5, blue) + 1.0);
    CHECK(gah_ai_cafe_value(&empty, strong, 3.5, blue) > gah_ai_cafe_value(&empty, weak, 3.5, blue));
}

/* The judgement sees an objective coming: progress towards it grows with the rooms, the krone or the
 * Emperor steps it asks for, and a seat nearer an open objective is worth more. */
static void test_judgement_sees_objectives(void)
{
    gah_params params = {.players = 2, .seed = 4};
    gah_state st;
    CHECK(gah_setup_preview(&st, &params, NULL) == NULL);
    int checked = 0;
    for (int i = 0; i < gah_objective_count; i++) {
        const gah_objective_card *o = &gah_objectives[i];
        if (o->module || o->variant) continue;
        gah_state a = st;
        a.objectives[0] = (uint8_t)o->id;
        memset(a.player[0].room, GAH_ROOM_EMPTY, sizeof a.player[0].room);
        a.player[0].money = 0, a.player[0].emperor = 0, a.player[0].staff_played = 0;
        double before = gah_ai_objective_progress(&a, 0, o->id);
        /* Fill the hotel floor by floor, give krone, steps and staff: every kind moves. */
        for (int r = 0; r < GAH_HOTEL_ROOMS; r++) a.player[0].room[r] = GAH_ROOM_OCCUPIED;
        a.player[0].money = 40, a.player[0].emperor = 13, a.player[0].staff_played = 12;
        double after = gah_ai_objective_progress(&a, 0, o->id);
        CHECK(before < 1.0);
        CHECK_EQ(after, 1.0);
        /* Half-way is in between. */
        gah_state h = a;
        for (int r = 0; r < GAH_HOTEL_ROOMS; r++) h.player[0].room[r] = r % 2 ? GAH_ROOM_VACANT : GAH_ROOM_EMPTY;
        h.player[0].money = (int8_t)(o->req == GAH_REQ_MONEY ? o->amount / 2 : 0);
        h.player[0].emperor = (int8_t)(o->req == GAH_REQ_EMPEROR ? o->amount / 2 : 0);
        h.player[0].staff_played = (uint8_t)(o->req == GAH_REQ_STAFF_PLAYED ? o->amount / 2 : 0);
        double half = gah_ai_objective_progress(&h, 0, o->id);
        CHECK(half > before && half < after);
        if (!(half > before && half < after)) fprintf(stderr, "objective %d (%s): %g %g %g\n", o->id, o->name, before, half, after);
        /* Claimed, it is worth nothing more; open, the nearer the more. */
        h.player[0].claimed = 0;
        double open = gah_ai_objectives_value(&h, 0, 0.5);
        CHECK(gah_ai_objectives_value(&a, 0, 0.5) > open);
        h.player[0].claimed = 1;
        CHECK(gah_ai_objectives_value(&h, 0, 0.5) < open);
        checked++;
    }
    CHECK(checked >= 12);
}

/* Sequential halving shares the tries out equally, round by round, and keeps the better half by mean:
 * four candidates and 24 planned tries make two rounds (4 -> 2 -> 1), 3 tries each and then 3 + 6. */
static void test_halving_keeps_the_better_half(void)
{
    const double worth[4] = {1, 4, 2, 3}; /* each candidate's value on every deal */
    ai_arm arms[4];
    for (int a = 0; a < 4; a++) arms[a] = (ai_arm){.index = a};
    int alive = 4, target = 24 / (4 * 2), total = 0, tries[4] = {0};
    for (int pick; (pick = gah_ai_halving_pick(arms, &alive, &target, 24, total)) >= 0; total++) {
        CHECK(pick < alive);
        arms[pick].sum += worth[arms[pick].index];
        arms[pick].visits++;
        tries[arms[pick].index]++;
        if (total > 100) break;
    }
    CHECK_EQ(alive, 1);
    CHECK_EQ(arms[0].index, 1); /* the best */
    CHECK_EQ(total, 24);        /* the plan is spent, no more */
    CHECK_EQ(tries[0], 3);      /* the worse half stopped after the first round */
    CHECK_EQ(tries[2], 3);
    CHECK_EQ(tries[1], 9); /* the better half shared the other 12 */
    CHECK_EQ(tries[3], 9);
    /* Ties keep the candidates' order (the one-step judgement's), and a spent plan still tries each
     * survivor once more per round. */
    for (int a = 0; a < 4; a++) arms[a] = (ai_arm){.index = a, .sum = 1, .visits = 1};
    alive = 4, target = 1;
    CHECK_EQ(gah_ai_halving_pick(arms, &alive, &target, 0, 4), 0);
    CHECK_EQ(alive, 2);
    CHECK_EQ(target, 2);
    CHECK(arms[0].index == 0 && arms[1].index == 1);
}

/* By the clock, halving plans its tries at the pace of those made: the first round's share is set once every
 * candidate has had one try (it used to stay at one, so half the candidates were cut on a single deal each,
 * and with two candidates the whole decision rested on one deal), and the plan follows the time left. A
 * decision between two candidates, simulated at 10 ms a try in a 970 ms budget: the first deal flatters the
 * worse one (6 against 2), every later deal shows it worth 1. */
static void test_halving_by_the_clock(void)
{
    int target = 1;
    CHECK_EQ(bg_agent_clock_plan(2, 2, 2, 20, 960, &target), 97); /* 95.5 tries' time left, one kept in hand */
    CHECK_EQ(target, 48); /* one round (2 -> 1): all of the plan */
    target = 1;
    CHECK_EQ(bg_agent_clock_plan(10, 10, 10, 100, 870, &target), 96);
    CHECK_EQ(target, 2); /* four rounds (10 -> 5 -> 3 -> 2 -> 1) */
    target = 2;
    CHECK_EQ(bg_agent_clock_plan(40, 10, 5, 400, 570, &target), 96);
    CHECK_EQ(target, 2); /* past the first round the share is halving's own */
    CHECK_EQ(bg_agent_clock_plan(60, 10, 3, 600, -5, &target), 60); /* the time is up: nothing more planned */

    ai_arm arms[2] = {{.index = 0}, {.index = 1}};
    int alive = 2, planned = 0, total = 0;
    const double budget = 970, per_try = 10;
    target = 1;
    for (;; total++) {
        double spent = total * per_try;
        if (total >= 1 && spent + 1.5 * spent / total >= budget) break;
        if (total >= 2) planned = bg_agent_clock_plan(total, 2, alive, spent, budget - spent, &target);
        int pick = gah_ai_halving_pick(arms, &alive, &target, planned, total);
        if (pick < 0) break;
        arms[pick].sum += arms[pick].index == 1 ? 2 : arms[pick].visits == 0 ? 6 : 1;
        arms[pick].visits++;
        if (total > 1000) break;
    }
    /* Played: the best mean of those still in the running (the search's chosen_arm). */
    int best = 0;
    for (int a = 1; a < alive; a++)
        if (arms[a].sum / arms[a].visits > arms[best].sum / arms[best].visits) best = a;
    CHECK_EQ(arms[best].index, 1); /* the better candidate, not the first deal's */
    CHECK(arms[0].visits >= 40 && arms[1].visits >= 40);
    CHECK(total * per_try <= budget);
}

/* Hard's decisions at `iterations` over the first decisions of a random walk through a game; a hash. */
static uint64_t hard_decisions(const gah_params *params, int iterations, int count)
{
    gah_state st;
    gah_setup_preview(&st, params, NULL);
    uint64_t walk = params->seed, h = 1469598103934665603ULL;
    gah_command cmds[512];
    for (int step = 0, asked = 0; asked < count && st.phase != GAH_PHASE_OVER && step < 2000; step++) {
        int seat = gah_current_prompt(&st).seat, n = gah_legal(&st, cmds, 512);
        if (n <= 0) return 0;
        if (n > 3) {
            gah_ai ai;
            gah_ai_init(&ai, GAH_AI_HARD, (uint64_t)step);
            ai.iterations = iterations;
            gah_command c = gah_ai_choose(&ai, &st, seat);
            h = (h ^ (uint64_t)(c.type << 16 | (uint8_t)c.a << 8 | (uint8_t)c.b)) * 1099511628211ULL;
            asked++;
        }
        if (gah_apply(&st, seat, cmds[gah_ai_pick_weighted(cmds, n, &walk)], NULL)) return 0;
    }
    return h;
}

/* The measured defaults are in force (docs/ai.md, "The search's budget", "Eighth pass"): hard shares its tries
 * out by sequential halving, against an automa its playouts answer one follow-up prompt, and between people a
 * candidate is followed as its judgement plans it and scored at the seat's next decision. With any setting
 * turned back, some decisions change (halving needs a few tries per candidate to act: 16 here). */
static void test_search_defaults(void)
{
    const gah_params people = {.seed = 71, .players = 2};
    const gah_params solo = {.seed = 72, .players = 2, .automa = GAH_AUTOMA_LEOPOLD, .difficulty = GAH_EASY};
    check_default("SEARCH_HALVING", 1);
    check_default("SEARCH_SOLO_DEPTH", 1);
    check_default("SEARCH_NEXT_DECISION", 3);
    check_default("SEARCH_NEXT_OTHER_DEPTH", 1);
    check_default("SEARCH_NEXT_DECISION_PLAYERS", 3);
    /* The look on to the next decision at tables of two and three, not four (nor against an automa). */
    for (int players = 2; players <= 4; players++) {
        for (int automa = 0; automa <= (players == 2); automa++) {
            gah_params params = {.seed = 73, .players = players};
            if (automa) params.automa = GAH_AUTOMA_LEOPOLD, params.difficulty = GAH_EASY;
            gah_state st, view;
            CHECK(gah_setup_preview(&st, &params, NULL) == NULL);
            int seat = gah_current_prompt(&st).seat;
            gah_view(&st, seat, &view);
            bg_search_settings s;
            gah_ai_judge.search_settings(&view, seat, &s);
            CHECK_EQ(s.playout.next_decision, players <= 3 && !automa ? 3 : 0);
        }
    }
    check_weight_acts(&people, 16, 30, "SEARCH_HALVING", 1, 0);
    check_weight_acts(&solo, 8, 10, "SEARCH_SOLO_DEPTH", 1, 3);
    /* Between people the playouts are scored at the seat's next decision; against an automa (whose turn the
     * playout plays itself) never, so there the switch changes nothing. */
    check_default("SEARCH_FOLLOW", 1);
    check_weight_acts(&people, 8, 30, "SEARCH_NEXT_DECISION", 3, 0);
    check_weight_acts(&people, 8, 30, "SEARCH_FOLLOW", 1, 0);
    uint64_t solo_decisions = hard_decisions(&solo, 6, 8);
    CHECK(gah_ai_set_weight("SEARCH_NEXT_DECISION", 0));
    CHECK(gah_ai_set_weight("SEARCH_FOLLOW", 0));
    CHECK_EQ(hard_decisions(&solo, 6, 8), solo_decisions);
    next_decision_back();
    CHECK(gah_ai_set_weight("SEARCH_FOLLOW", 1));
    if (test_long) {
        check_weight_default(&people, 30, 30, "SEARCH_HALVING", 1, 0);
        check_weight_default(&solo, 12, 10, "SEARCH_SOLO_DEPTH", 1, 3);
    }
}

/* Hard's search settings (eval.c's SEARCH_* weights, which the arena tries with --weight): with each one
 * moved off its default, hard still plays only legal commands and repeats itself at a seed, in a game
 * between people and against an automa, at every 9th position (under the sanitizers, --quick, every 18th). */
static void test_search_settings_play_legally(void)
{
    const int every = test_quick ? 18 : 9;
    static const struct {
        const char *name;
        double value;
        int iterations;
        double halving; /* UCB1's settings act only without sequential halving */ /* enough for the setting to act (halving's rounds need more than one try each) */
    } settings[] = {
        {"SEARCH_CANDIDATES", 3, 4, 1}, {"SEARCH_CANDIDATES", 20, 4, 1}, {"SEARCH_UCB", 0.5, 12, 0},
        {"SEARCH_BY_MEAN", 1, 12, 0},   {"SEARCH_OWN_DEPTH", 1, 4, 1},    {"SEARCH_WIDEN", 1, 6, 0},
        {"SEARCH_PRIOR", 2, 12, 0},     {"SEARCH_HALVING", 0, 24, 0},     {"SEARCH_SOLO_DEPTH", 3, 4, 1},
        {"PEOPLE_ROLLOUT", 2, 4, 1},    {"SEARCH_NEXT_DECISION", 1, 4, 1}, {"SEARCH_FOLLOW", 0, 4, 1},
    };
    const gah_params games[] = {{.seed = 61, .players = 2},
                                {.seed = 62, .players = 2, .automa = GAH_AUTOMA_LEOPOLD, .difficulty = GAH_EASY}};
    int decisions = 0;
    for (size_t i = 0; i < sizeof settings / sizeof settings[0]; i++) {
        double def = gah_ai_weight(settings[i].name), halving = gah_ai_weight("SEARCH_HALVING");
        CHECK(gah_ai_set_weight("SEARCH_HALVING", settings[i].halving));
        next_decision_off_when_quick(); /* but for SEARCH_NEXT_DECISION's own entry */
        CHECK(gah_ai_set_weight(settings[i].name, settings[i].value));
        for (size_t g = 0; g < sizeof games / sizeof games[0]; g++) {
            gah_state st;
            CHECK(gah_setup_preview(&st, &games[g], NULL) == NULL);
            uint64_t walk = games[g].seed;
            gah_command cmds[512];
            for (int step = 0; step < 400 && st.phase != GAH_PHASE_OVER; step++) {
                int seat = gah_current_prompt(&st).seat, n = gah_legal(&st, cmds, 512);
                CHECK(n > 0);
                if (n <= 0) break;
                if (step % every == 0 && n > 1) {
                    gah_ai a, b;
                    init_player(&a, GAH_AI_HARD, (uint64_t)step);
                    init_player(&b, GAH_AI_HARD, (uint64_t)step);
                    a.iterations = b.iterations = settings[i].iterations;
                    gah_command ca = gah_ai_choose(&a, &st, seat), cb = gah_ai_choose(&b, &st, seat);
                    CHECK(gah_check(&st, seat, ca) == NULL);
                    CHECK(ca.type == cb.type && ca.a == cb.a && ca.b == cb.b);
                    decisions++;
                }
                CHECK(gah_apply(&st, seat, cmds[gah_ai_pick_weighted(cmds, n, &walk)], NULL) == NULL);
            }
        }
        CHECK(gah_ai_set_weight(settings[i].name, def));
        CHECK(gah_ai_set_weight("SEARCH_HALVING", halving));
        next_decision_back();
    }
    printf("search settings: %d decisions checked\n", decisions);
    CHECK(decisions > 100 * 9 / every);
}

/* The third pass (issue #14): a guest's reward is judged by what it gives. A "free" room or staff card is a
 * discount of a few krone, not the 99 its amount is stored as (that made every guest with a free reward look
 * worth 50 points). */
static void test_reward_value(void)
{
    int free_seen = 0;
    for (int i = 0; i < gah_guest_count; i++) {
        const gah_guest_card *g = &gah_guests[i];
        double v = gah_ai_reward_value(g);
        CHECK(v >= 0 && v <= 12);
        if (!(v >= 0 && v <= 12)) fprintf(stderr, "guest %d (%s): reward worth %g\n", g->id, g->name, v);
        for (int e = 0; e < g->effect_count; e++) free_seen += g->effects[e].amount == GAH_AMOUNT_FREE;
    }
    CHECK(free_seen > 0);
    gah_guest_card rich = {.effect_count = 1, .effects = {{GAH_FX_KRONE, 5}}}, poor = {.effect_count = 1, .effects = {{GAH_FX_KRONE, 1}}};
    CHECK(gah_ai_reward_value(&rich) > gah_ai_reward_value(&poor) + 3);
}

/* A base-game guest of `colour` with at least `items` items ordered and no champagne. */
static const gah_guest_card *guest_of(int colour, int items)
{
    for (int i = 0; i < gah_guest_count; i++) {
        const gah_guest_card *g = &gah_guests[i];
        if (!g->module && g->colour == colour && g->order_total >= items && !g->order[GAH_ITEM_CHAMPAGNE]) return g;
    }
    return NULL;
}

/* A two-player game in round `round`, seat 0 with an empty hotel but for room 0 occupied, no krone, an empty
 * kitchen and café, and `turns_used` of this round's turns used. */
static void pipeline_position(gah_state *st, int round, int turns_used)
{
    gah_params params = {.players = 2, .seed = 9};
    CHECK(gah_setup_preview(st, &params, NULL) == NULL);
    st->phase = GAH_PHASE_PLAY;
    st->round = (uint8_t)round;
    gah_player *p = &st->player[0];
    memset(p->room, GAH_ROOM_EMPTY, sizeof p->room);
    p->room[0] = GAH_ROOM_OCCUPIED;
    memset(p->cafe, 0, sizeof p->cafe);
    memset(p->kitchen, 0, sizeof p->kitchen);
    p->money = 0;
    p->covered = (uint8_t)(turns_used >= 2 ? 3 : turns_used);
    memset(st->dice, 0, sizeof st->dice);
}

static const ai_pipeline_weights pipeline_weights = {.turn_vp = 3.5, .krone_vp = 1, .sure = 0.85, .room_vp = 1.5, .typical = 2, .share = 1};

/* Staff cards one by one (staff_value.c, issue #35): a card in play is worth what it will still earn, so an engine
 * card is worth more early than late and more than a weak card, a one-time card has earned its worth when played,
 * and a final-scoring card in hand is worth more the more it would count now. The pricing is a switch, off by
 * default (STAFF_CARDS 0: it lost to the pricing by type, docs/ai.md); its mechanism is checked on. */
static void test_staff_cards_one_by_one(void)
{
    const ai_staff_weights w = {.per_face = 1.0, .max_die = 1.3, .krone = 0.9};
    gah_state st;
    pipeline_position(&st, 1, 0);
    const gah_staff_card *laundress = gah_staff_by_id(GAH_STAFF_LAUNDRESS), *architect = gah_staff_by_id(GAH_STAFF_INTERIOR_ARCHITECT),
                         *stableman = gah_staff_by_id(GAH_STAFF_STABLEMAN), *sommelier = gah_staff_by_id(GAH_STAFF_SOMMELIER),
                         *chambermaid = gah_staff_by_id(GAH_STAFF_CHAMBERMAID);
    CHECK(laundress && architect && stableman && sommelier && chambermaid);
    if (!laundress || !architect || !stableman || !sommelier || !chambermaid) return;
    double early = gah_ai_staff_future(&st, 0, laundress, 1, false, &w), late = gah_ai_staff_future(&st, 0, laundress, gah_rules.rounds, false, &w);
    /* +4 VP once a round for six and a half rounds, then for half a round. */
    CHECK(fabs(early - 4 * 6.5) < 1e-9);
    CHECK(fabs(late - 4 * 0.5) < 1e-9);
    CHECK(gah_ai_staff_future(&st, 0, architect, 1, false, &w) > early);
    CHECK(gah_ai_staff_future(&st, 0, stableman, 1, false, &w) < early / 4);
    CHECK_EQ(gah_ai_staff_future(&st, 0, sommelier, 1, false, &w), 0);
    /* In hand: what playing it brings less its price; the Chambermaid counts the rooms occupied now. */
    double one_room = gah_ai_staff_in_hand(&st, 0, chambermaid, 1, &w);
    st.player[0].room[1] = st.player[0].room[2] = GAH_ROOM_OCCUPIED;
    CHECK(fabs(gah_ai_staff_in_hand(&st, 0, chambermaid, 1, &w) - one_room - 2) < 1e-9);
    CHECK(gah_ai_staff_in_hand(&st, 0, laundress, 1, &w) > gah_ai_staff_in_hand(&st, 0, stableman, 1, &w));

    /* The judgement: by type (the default) the Laundress and the Stableman in play are worth the same; one by one
     * the Laundress is worth more. */
    gah_state with_laundress = st, with_stableman = st;
    with_laundress.player[0].display_count = with_stableman.player[0].display_count = 1;
    with_laundress.player[0].display[0] = GAH_STAFF_LAUNDRESS;
    with_stableman.player[0].display[0] = GAH_STAFF_STABLEMAN;
    with_laundress.player[0].hand_count = with_stableman.player[0].hand_count = 0;
    double saved = gah_ai_weight("STAFF_CARDS");
    CHECK_EQ(saved, 0);
    CHECK(fabs(gah_ai_evaluate(&with_laundress, 0) - gah_ai_evaluate(&with_stableman, 0)) < 1e-9);
    CHECK(gah_ai_set_weight("STAFF_CARDS", 1));
    CHECK(gah_ai_evaluate(&with_laundress, 0) > gah_ai_evaluate(&with_stableman, 0) + 5);
    CHECK(gah_ai_set_weight("STAFF_CARDS", saved));
}

/* The seat's turns left: two a round, this round's less the numbers already used. */
static void test_turns_left(void)
{
    gah_state st;
    pipeline_position(&st, 1, 0);
    CHECK_EQ(gah_ai_turns_left(&st, 0), 2 * gah_rules.rounds);
    pipeline_position(&st, gah_rules.rounds, 1);
    CHECK_EQ(gah_ai_turns_left(&st, 0), 1);
    pipeline_position(&st, gah_rules.rounds, 2);
    CHECK_EQ(gah_ai_turns_left(&st, 0), 0);
}

/* The pipeline (pipeline.c): a guest the seat cannot serve in its turns left is worth nothing (so it is not
 * taken late), the same guest early or with its order in the kitchen is; a vacant room of its colour is
 * worth the turn preparing one would take (a room of another colour is not); a purse too thin to serve and
 * to prepare costs a krone turn. */
static void test_pipeline_plans_in_turns(void)
{
    const gah_guest_card *blue = guest_of(GAH_COLOUR_BLUE, 4);
    CHECK(blue != NULL);
    if (!blue) return;
    int none[GAH_COLOUR_COUNT] = {0}, blue_room[GAH_COLOUR_COUNT] = {0}, red_room[GAH_COLOUR_COUNT] = {0};
    blue_room[GAH_COLOUR_BLUE] = 1, red_room[GAH_COLOUR_RED] = 1;
    gah_state late, early;
    pipeline_position(&late, gah_rules.rounds, 1); /* one turn left */
    pipeline_position(&early, 2, 0);
    late.player[0].cafe[0].guest = early.player[0].cafe[0].guest = (uint8_t)blue->id;
    CHECK_EQ(gah_ai_pipeline_value(&late, 0, &pipeline_weights, blue_room, NULL), 0.0);
    double e = gah_ai_pipeline_value(&early, 0, &pipeline_weights, blue_room, NULL);
    CHECK(e > 0);
    /* Its order waiting in the kitchen with the krone to serve it: ready in the last turn, and worth more. */
    gah_state ready = late;
    for (int i = 0; i < GAH_ITEM_COUNT; i++) ready.player[0].kitchen[i] = blue->order[i];
    ready.player[0].money = 5;
    int planned = 0;
    double r = gah_ai_pipeline_value(&ready, 0, &pipeline_weights, blue_room, &planned);
    CHECK(r > e);
    CHECK_EQ(planned, blue->order_total);
    /* Its room: a blue one saves the room action's turn, a red one does not. */
    double with_blue = gah_ai_pipeline_value(&early, 0, &pipeline_weights, blue_room, NULL);
    double with_red = gah_ai_pipeline_value(&early, 0, &pipeline_weights, red_room, NULL);
    CHECK(with_blue > with_red + 1.0);
    CHECK_EQ(with_red, gah_ai_pipeline_value(&early, 0, &pipeline_weights, none, NULL));
    /* Krone: short of serving the kitchen's items, each krone saves part of a krone turn; beyond, none. */
    gah_state poor, rich;
    pipeline_position(&poor, 2, 0), pipeline_position(&rich, 2, 0);
    for (int i = 0; i < GAH_ITEM_COUNT; i++) poor.player[0].kitchen[i] = rich.player[0].kitchen[i] = blue->order[i];
    poor.player[0].cafe[0].guest = rich.player[0].cafe[0].guest = (uint8_t)blue->id;
    rich.player[0].money = 8;
    gah_state more = rich;
    more.player[0].money = 12;
    CHECK(gah_ai_pipeline_value(&rich, 0, &pipeline_weights, blue_room, NULL) > gah_ai_pipeline_value(&poor, 0, &pipeline_weights, blue_room, NULL) + 1.0);
    CHECK_EQ(gah_ai_pipeline_value(&more, 0, &pipeline_weights, blue_room, NULL), gah_ai_pipeline_value(&rich, 0, &pipeline_weights, blue_room, NULL));
}

/* A base-game blue guest of at least `order` items whose reward needs no answer (krone, VP, Emperor steps), so
 * a move that houses it is judged whole. */
static const gah_guest_card *plain_blue_guest(int order)
{
    for (int i = 0; i < gah_guest_count; i++) {
        const gah_guest_card *c = &gah_guests[i];
        bool plain = !c->module && c->colour == GAH_COLOUR_BLUE && c->order_total >= order && c->effect_count > 0;
        for (int e = 0; e < c->effect_count; e++)
            plain = plain && (c->effects[e].kind == GAH_FX_KRONE || c->effects[e].kind == GAH_FX_VP || c->effects[e].kind == GAH_FX_EMPEROR);
        if (plain) return c;
    }
    return NULL;
}

/* A served guest with a vacant room of its colour is moved in: the judgement values the position after the
 * move above the one before it, with people and against Leopold. (Added whole to the café value, the
 * pipeline's promise made a served guest worth more waiting than moved in, and medium left guests in the
 * café: 58 VP against greedy's 29.) */
static void test_served_guest_moves_in(void)
{
    const gah_guest_card *g = plain_blue_guest(2);
    CHECK(g != NULL);
    if (!g) return;
    for (int solo = 0; solo < 2; solo++) {
        gah_params params = {.players = 2, .seed = 12};
        if (solo) params.automa = GAH_AUTOMA_LEOPOLD, params.difficulty = GAH_EASY;
        gah_state st;
        CHECK(gah_setup(&st, &params, NULL) == NULL);
        /* Through the set-up to seat 0's first turn. */
        for (int steps = 0; steps < 200; steps++) {
            gah_prompt pr = gah_current_prompt(&st);
            if (st.phase == GAH_PHASE_PLAY && pr.kind == GAH_PROMPT_TURN && pr.seat == 0) break;
            gah_command cmds[AI_LEGAL_MAX];
            int n = gah_legal(&st, cmds, AI_LEGAL_MAX);
            CHECK(n > 0);
            if (n <= 0) return;
            CHECK(gah_apply(&st, pr.seat, cmds[gah_ai_pick_progress(cmds, n)], NULL) == NULL);
        }
        CHECK(st.phase == GAH_PHASE_PLAY);
        gah_player *p = &st.player[0];
        const gah_hotel_layout *h = &gah_hotels[p->hotel];
        int blue_room = -1;
        for (int r = 0; r < GAH_HOTEL_ROOMS && blue_room < 0; r++)
            if (h->colour[r] == GAH_COLOUR_BLUE && p->room[r] == GAH_ROOM_EMPTY) blue_room = r;
        CHECK(blue_room >= 0);
        if (blue_room < 0) return;
        p->room[blue_room] = GAH_ROOM_VACANT;
        memset(p->cafe, 0, sizeof p->cafe);
        p->cafe[0].guest = (uint8_t)g->id;
        memcpy(p->cafe[0].placed, g->order, sizeof p->cafe[0].placed);
        gah_state moved = st;
        const char *why = gah_apply(&moved, 0, (gah_command){GAH_CMD_MOVE_GUEST, 1, (uint8_t)blue_room}, NULL);
        CHECK(why == NULL);
        if (why) fprintf(stderr, "move-guest refused: %s\n", why);
        double before = gah_ai_relative(&st, 0), after = gah_ai_relative(&moved, 0);
        CHECK(after > before);
        if (!(after > before)) fprintf(stderr, "solo %d: %s (%d VP, %s) waiting %g, moved in %g (prompt %d, vp %d->%d)\n", solo, g->name, g->vp, g->reward_text, before, after, gah_current_prompt(&moved).kind, gah_projected_score(&st, 0, NULL), gah_projected_score(&moved, 0, NULL));
    }
}

/* The fourth pass: the open café tables are worth the queue guest the plan could serve in the turns left (less
 * its price and the turns it adds), nothing without the queue term, nothing when no queue guest fits. */
static void test_queue_in_the_plan(void)
{
    const gah_guest_card *blue = guest_of(GAH_COLOUR_BLUE, 4);
    CHECK(blue != NULL);
    if (!blue) return;
    int blue_room[GAH_COLOUR_COUNT] = {0};
    blue_room[GAH_COLOUR_BLUE] = 1;
    ai_pipeline_weights with_queue = pipeline_weights, without = pipeline_weights;
    with_queue.queue = 1, without.queue = 0;
    gah_state early, late;
    pipeline_position(&early, 2, 0);
    pipeline_position(&late, gah_rules.rounds, 1); /* one turn left */
    memset(early.queue, 0, sizeof early.queue), memset(late.queue, 0, sizeof late.queue);
    early.queue[GAH_QUEUE - 1] = late.queue[GAH_QUEUE - 1] = (uint8_t)blue->id;
    early.player[0].money = late.player[0].money = 10;
    double open = gah_ai_pipeline_value(&early, 0, &with_queue, blue_room, NULL);
    CHECK(open > 1.0);
    CHECK_EQ(gah_ai_pipeline_value(&early, 0, &without, blue_room, NULL), 0.0);
    /* Four items and nothing in the kitchen cannot be gathered in one turn. */
    CHECK_EQ(gah_ai_pipeline_value(&late, 0, &with_queue, blue_room, NULL), 0.0);
    /* The café full: no table to take the guest to. */
    gah_state full = early;
    for (int t = 0; t < GAH_CAFE_TABLES; t++) full.player[0].cafe[t].guest = (uint8_t)blue->id;
    double seated = gah_ai_pipeline_value(&full, 0, &pipeline_weights, blue_room, NULL);
    CHECK_EQ(gah_ai_pipeline_value(&full, 0, &with_queue, blue_room, NULL), seated);
}

/* The fourth pass: items received and not yet placed count as placed on the café's orders, so the judgement
 * of the dishes or drinks action does not wait for the prompts that place them (the look-ahead's depth ran out
 * before them). With the guest's order pending the position judges as with it placed. */
static void test_pending_items_count_as_placed(void)
{
    const gah_guest_card *blue = guest_of(GAH_COLOUR_BLUE, 3);
    CHECK(blue != NULL);
    if (!blue) return;
    gah_state pending, placed;
    pipeline_position(&pending, 2, 0);
    pending.player[0].cafe[0].guest = (uint8_t)blue->id;
    placed = pending;
    for (int i = 0; i < GAH_ITEM_COUNT; i++) {
        pending.pending_items[i] = blue->order[i];
        placed.player[0].cafe[0].placed[i] = blue->order[i];
    }
    pending.pending_seat = 0;
    double a = gah_ai_evaluate(&pending, 0), b = gah_ai_evaluate(&placed, 0);
    CHECK(fabs(a - b) < 1e-9);
    if (!(fabs(a - b) < 1e-9)) fprintf(stderr, "pending %g, placed %g\n", a, b);
}

/* The fourth pass: a guest taken before the die costs the action none of its follow-up answers. Judged one
 * command ahead, taking a guest is worth at least the best die taken after it (as judged from the position with
 * the guest taken); counted as an answer, the guest left the action one answer short. With whole-turn plans
 * (END_AFTER 2) the die after the guest is the one its answers pick, not the best plan's, so the bound is
 * checked with moves judged at their own stop (END_AFTER 1). */
static void test_guest_before_die_keeps_the_depth(void)
{
    double end_after = gah_ai_weight("END_AFTER");
    CHECK(gah_ai_set_weight("END_AFTER", 1));
    int checked = 0, differ = 0;
    for (uint64_t seed = 1; seed <= 12; seed++) {
        gah_params params = {.players = 2, .seed = seed};
        gah_state st;
        CHECK(gah_setup(&st, &params, NULL) == NULL);
        for (int steps = 0; steps < 200; steps++) {
            gah_prompt pr = gah_current_prompt(&st);
            if (st.phase == GAH_PHASE_PLAY && pr.kind == GAH_PROMPT_TURN && pr.seat == 0) break;
            gah_command cmds[AI_LEGAL_MAX];
            int n = gah_legal(&st, cmds, AI_LEGAL_MAX);
            if (n <= 0) break;
            CHECK(gah_apply(&st, pr.seat, cmds[gah_ai_pick_progress(cmds, n)], NULL) == NULL);
        }
        gah_command cmds[AI_LEGAL_MAX];
        int n = gah_legal(&st, cmds, AI_LEGAL_MAX);
        double values[AI_LEGAL_MAX];
        uint64_t rng = 1;
        gah_ai_one_step(&st, 0, cmds, n, AI_JUDGE_RELATIVE, AI_MEDIUM_DEPTH, 0, &rng, values);
        for (int i = 0; i < n; i++) {
            if (cmds[i].type != GAH_CMD_TAKE_GUEST) continue;
            gah_state after = st;
            if (gah_apply(&after, 0, cmds[i], NULL)) continue;
            gah_command next[AI_LEGAL_MAX];
            int m = gah_legal(&after, next, AI_LEGAL_MAX);
            double later[AI_LEGAL_MAX], best_die = -1e18;
            gah_ai_one_step(&after, 0, next, m, AI_JUDGE_RELATIVE, AI_MEDIUM_DEPTH, 0, &rng, later);
            for (int j = 0; j < m; j++)
                if (next[j].type == GAH_CMD_DIE && later[j] > best_die) best_die = later[j];
            if (best_die < -1e17) continue;
            checked++;
            CHECK(values[i] >= best_die - 1e-9);
            differ += values[i] < best_die - 1e-9;
            break; /* one guest a position keeps the test quick */
        }
    }
    CHECK(checked >= 6);
    if (differ) fprintf(stderr, "%d of %d guests judged short of their die\n", differ, checked);
    CHECK(gah_ai_set_weight("END_AFTER", end_after));
}

/* The fifth pass: krone the plan spends (serving the kitchen's items to a café guest, here) are worth more than
 * their leftover point, up to what it spends; krone beyond it are worth what they were. Without the term a
 * krone short of the plan was worth about one point, and the die's split went to the Emperor with the purse
 * empty. */
static void test_krone_the_plan_needs(void)
{
    const gah_guest_card *blue = guest_of(GAH_COLOUR_BLUE, 4);
    CHECK(blue != NULL);
    if (!blue) return;
    gah_state poor;
    pipeline_position(&poor, 2, 0);
    poor.player[0].cafe[0].guest = (uint8_t)blue->id;
    for (int i = 0; i < GAH_ITEM_COUNT; i++) poor.player[0].kitchen[i] = blue->order[i];
    poor.player[0].room[1] = GAH_ROOM_VACANT;
    /* Nothing else to spend krone on: no queue guest, no staff card in hand. */
    memset(poor.queue, 0, sizeof poor.queue);
    poor.player[0].hand_count = 0;
    int vacant[GAH_COLOUR_COUNT] = {0};
    vacant[gah_hotels[poor.player[0].hotel].colour[1]] = 1;
    ai_pipeline_weights w = pipeline_weights;
    int need = gah_ai_plan_krone(&poor, 0, &w, vacant, true);
    CHECK(need >= 1);
    gah_state short_of_it = poor, enough = poor, beyond = poor;
    short_of_it.player[0].money = (int8_t)(need - 1);
    enough.player[0].money = (int8_t)need;
    beyond.player[0].money = (int8_t)(need + 1);
    /* The term is a switch, off by default (it lost: docs/ai.md, the fifth pass); its mechanism is checked on. */
    double saved = gah_ai_weight("KRONE_NEED"), weight = 1.0;
    CHECK(gah_ai_set_weight("KRONE_NEED", weight));
    double gain_with = gah_ai_evaluate(&enough, 0) - gah_ai_evaluate(&short_of_it, 0);
    double beyond_with = gah_ai_evaluate(&beyond, 0) - gah_ai_evaluate(&enough, 0);
    CHECK(gah_ai_set_weight("KRONE_NEED", 0));
    double gain_without = gah_ai_evaluate(&enough, 0) - gah_ai_evaluate(&short_of_it, 0);
    double beyond_without = gah_ai_evaluate(&beyond, 0) - gah_ai_evaluate(&enough, 0);
    CHECK(gah_ai_set_weight("KRONE_NEED", saved));
    CHECK(gain_with > gain_without + weight - 1e-9);
    CHECK(fabs(beyond_with - beyond_without) < 1e-9);
    /* The cheapest staff card in hand asks for its price less the staff action's strength. */
    gah_state hand = poor;
    hand.player[0].hand_count = 0;
    CHECK_EQ(gah_ai_staff_krone(&hand, 0, 2), 0);
    int dear = -1;
    for (int i = 0; i < gah_staff_count && dear < 0; i++)
        if (!gah_staff[i].module && gah_staff[i].cost >= 4) dear = i;
    CHECK(dear >= 0);
    if (dear < 0) return;
    hand.player[0].hand[0] = (uint8_t)gah_staff[dear].id, hand.player[0].hand_count = 1;
    CHECK_EQ(gah_ai_staff_krone(&hand, 0, 2), gah_staff[dear].cost - 2);
}

/* The fifth pass: the Emperor's scoring is judged by the tile drawn for it. A seat at the foot of the track
 * before round 3's scoring fears "Lose 8 VP" more than "Empty your kitchen" with its kitchen empty, and a seat
 * well up the track looks forward to "+8 VP" more than to "2 items"; with a flat reward and penalty (the weight
 * at 0) the tiles were alike. */
static void test_emperor_tiles_judged(void)
{
    int glory = -1, pantry = -1;
    for (int i = 0; i < gah_emperor_tile_count; i++) {
        if (gah_emperor_tiles[i].penalty.kind == GAH_FX_LOSE_VP) glory = i;
        if (gah_emperor_tiles[i].penalty.kind == GAH_FX_LOSE_KITCHEN) pantry = i;
    }
    CHECK(glory >= 0 && pantry >= 0);
    if (glory < 0 || pantry < 0) return;
    /* A switch, off by default (it lost: docs/ai.md, the fifth pass); its mechanism is checked on. */
    double saved = gah_ai_weight("EMPEROR_TILES");
    for (int pass = 0; pass < 2; pass++) {
        CHECK(gah_ai_set_weight("EMPEROR_TILES", pass ? 0 : 1));
        gah_state low_glory, low_pantry, high_glory, high_pantry;
        pipeline_position(&low_glory, 2, 0);
        low_glory.player[0].emperor = 0;
        low_glory.emperor_tiles[0] = (uint8_t)glory;
        low_pantry = low_glory;
        low_pantry.emperor_tiles[0] = (uint8_t)pantry;
        high_glory = low_glory, high_pantry = low_pantry;
        high_glory.player[0].emperor = high_pantry.player[0].emperor = 8;
        double fear = gah_ai_evaluate(&low_pantry, 0) - gah_ai_evaluate(&low_glory, 0);
        double hope = gah_ai_evaluate(&high_glory, 0) - gah_ai_evaluate(&high_pantry, 0);
        if (!pass) {
            CHECK(fear > 3.0);
            CHECK(hope > 3.0);
        } else {
            CHECK(fabs(fear) < 1e-9);
            CHECK(fabs(hope) < 1e-9);
        }
    }
    CHECK(gah_ai_set_weight("EMPEROR_TILES", saved));
}

/* The learned value: the shipped table is the one its generator wrote (the checksum in its header), every staff
 * card of every deck has a slot of its own and every feature a name, the untrained table judges as the heuristic
 * does, and a weight moves the judgement by what it says. */
static void test_value_table(void)
{
    CHECK(gah_ai_value_checksum(gah_ai_value_shipped()) == gah_ai_value_shipped_checksum);
    CHECK(gah_ai_value_weights() == gah_ai_value_shipped());
    bool seen[AI_STAFF_SLOTS] = {false};
    for (int i = 0; i < gah_staff_count; i++) {
        int slot = gah_ai_staff_slot(gah_staff[i].id);
        CHECK(slot >= 0 && slot < AI_STAFF_SLOTS);
        if (slot < 0 || slot >= AI_STAFF_SLOTS) continue;
        CHECK(!seen[slot]);
        seen[slot] = true;
    }
    for (int k = 0; k < AI_VALUE_FEATURES; k++) {
        char name[80];
        gah_ai_value_feature_name(k, name, sizeof name);
        CHECK(name[0] && strcmp(name, "?") && strncmp(name, "staff slot", 10));
    }
    char name[80];
    gah_ai_value_feature_name(AI_VF_STAFF_PLAY + gah_ai_staff_slot(GAH_STAFF_LAUNDRESS), name, sizeof name);
    CHECK(!strcmp(name, "the Laundress"));

    static float w[AI_VALUE_ROUNDS * AI_VALUE_FEATURES];
    gah_ai_value_untrained(w);
    CHECK(gah_ai_value_checksum(w) != 0);
    uint64_t untrained = gah_ai_value_checksum(w);
    gah_ai_value_install(w);
    double saved = gah_ai_weight("LEARNED");
    for (int g = 0; g < 3; g++) {
        gah_state st;
        gah_params params = {.players = 2, .seed = 40u + (uint64_t)g, .automa = g == 2 ? GAH_AUTOMA_LEOPOLD : 0,
                             .difficulty = GAH_MEDIUM};
        CHECK(!gah_setup(&st, &params, NULL));
        uint64_t rng = 99u + (uint64_t)g;
        /* Into round 1, 2 or 3 (a random game passes often: it reaches the end in a few hundred commands). */
        for (int step = 0; st.phase != GAH_PHASE_OVER && (st.phase != GAH_PHASE_PLAY || st.round < g + 1); step++) {
            gah_command cmds[AI_LEGAL_MAX];
            int n = gah_legal(&st, cmds, AI_LEGAL_MAX);
            CHECK(!gah_apply(&st, gah_current_prompt(&st).seat, cmds[gah_ai_pick_weighted(cmds, n, &rng)], NULL));
        }
        CHECK(st.phase == GAH_PHASE_PLAY);
        CHECK(gah_ai_set_weight("LEARNED", 0));
        double heuristic = gah_ai_evaluate(&st, 0), heuristic_rel = gah_ai_relative(&st, 0);
        CHECK(gah_ai_set_weight("LEARNED", 1));
        CHECK(fabs(gah_ai_evaluate(&st, 0) - heuristic) < 1e-3);
        CHECK(fabs(gah_ai_relative(&st, 0) - heuristic_rel) < 1e-3);
        float x[AI_VALUE_FEATURES];
        int round = gah_ai_value_features(&st, 0, x);
        CHECK(round >= 1 && round <= AI_VALUE_ROUNDS && x[AI_VF_BIAS] == 1.0f);
        w[(round - 1) * AI_VALUE_FEATURES + AI_VF_BIAS] += 5;
        CHECK(fabs(gah_ai_evaluate(&st, 0) - heuristic - 5) < 1e-3);
        w[(round - 1) * AI_VALUE_FEATURES + AI_VF_BIAS] -= 5;
    }
    CHECK(gah_ai_value_checksum(w) == untrained);
    w[3] += 1.0f;
    CHECK(gah_ai_value_checksum(w) != untrained);
    CHECK(gah_ai_set_weight("LEARNED", saved));
    gah_ai_value_install(NULL);
    CHECK(gah_ai_value_weights() == gah_ai_value_shipped());
}

/* A hint says why from the judgement's largest term: with every card in hand priced at -30 by the learned value
 * (a table installed for the test), playing a card gains its 30 points, and the reason names that card. */
static void test_hint_names_the_largest_term(void)
{
    static float w[AI_VALUE_ROUNDS * AI_VALUE_FEATURES];
    gah_ai_value_untrained(w);
    for (int r = 0; r < AI_VALUE_ROUNDS; r++)
        for (int s = 0; s < AI_STAFF_SLOTS; s++) w[r * AI_VALUE_FEATURES + AI_VF_STAFF_HAND + s] = -30;
    gah_ai_value_install(w);
    double saved = gah_ai_weight("LEARNED");
    CHECK(gah_ai_set_weight("LEARNED", 1));
    int found = 0;
    for (int g = 0; g < 40 && !found; g++) {
        gah_params params = {.players = 2, .seed = 60u + (uint64_t)g};
        gah_state st;
        CHECK(!gah_setup(&st, &params, NULL));
        uint64_t rng = 7u + (uint64_t)g;
        while (st.phase != GAH_PHASE_OVER && !found) {
            gah_command cmds[AI_LEGAL_MAX];
            int n = gah_legal(&st, cmds, AI_LEGAL_MAX), seat = gah_current_prompt(&st).seat;
            for (int i = 0; i < n && !found; i++) {
                if (gah_current_prompt(&st).kind != GAH_PROMPT_STAFF || cmds[i].type != GAH_CMD_STAFF) continue;
                char why[160], expect[80];
                CHECK(gah_ai_hint_reason(&st, seat, cmds[i], 5, why, sizeof why));
                /* The card's 30 points, and the heuristic's own price of a card in play against one in hand. */
                snprintf(expect, sizeof expect, "the %s: about +", gah_staff_by_id(cmds[i].a)->name);
                CHECK(!strncmp(why, expect, strlen(expect)));
                long points = strtol(why + strlen(expect), NULL, 10);
                CHECK(points >= 25 && points <= 45);
                printf("reason: %s\n", why);
                found = 1;
            }
            CHECK(!gah_apply(&st, seat, cmds[gah_ai_pick_weighted(cmds, n, &rng)], NULL));
        }
    }
    CHECK(found);
    CHECK(gah_ai_set_weight("LEARNED", saved));
    gah_ai_value_install(NULL);
}

/* The terms a reason is chosen from add up to the judgement, the heuristic's and the learned value's (a trained
 * table stands in: every weight but the outlook's set to a small number). */
static void test_terms_add_up(void)
{
    static float w[AI_VALUE_ROUNDS * AI_VALUE_FEATURES];
    gah_ai_value_untrained(w);
    for (int k = 0; k < AI_VALUE_ROUNDS * AI_VALUE_FEATURES; k++)
        if (k % AI_VALUE_FEATURES != AI_VALUE_OUTLOOK) w[k] = (float)((k * 7 % 13) - 6) / 4.0f;
    double saved = gah_ai_weight("LEARNED");
    for (int g = 0; g < 4; g++) {
        gah_params params = {.players = 2, .seed = 80u + (uint64_t)g, .automa = g % 2 ? GAH_AUTOMA_LEOPOLD : 0,
                             .difficulty = GAH_EASY, .waltz = g == 2 ? GAH_WALTZ_MODULE(1) | GAH_WALTZ_MODULE(2) : 0};
        gah_state st;
        CHECK(!gah_setup(&st, &params, NULL));
        uint64_t rng = 3u + (uint64_t)g;
        for (int step = 0; step < 40 + 30 * g && st.phase != GAH_PHASE_OVER; step++) {
            gah_command cmds[AI_LEGAL_MAX];
            int n = gah_legal(&st, cmds, AI_LEGAL_MAX);
            CHECK(!gah_apply(&st, gah_current_prompt(&st).seat, cmds[gah_ai_pick_weighted(cmds, n, &rng)], NULL));
        }
        for (int learned = 0; learned < 2; learned++) {
            CHECK(gah_ai_set_weight("LEARNED", learned));
            gah_ai_value_install(learned ? w : NULL);
            double terms[AI_TERM_COUNT] = {0}, sum = 0;
            gah_ai_evaluate_terms(&st, 0, 1, terms);
            for (int k = 0; k < AI_TERM_COUNT; k++) sum += terms[k];
            CHECK(fabs(sum - gah_ai_evaluate(&st, 0)) < 1e-3);
            CHECK(terms[AI_TERM_SCORED] == gah_projected_score(&st, 0, NULL));
        }
    }
    CHECK(gah_ai_set_weight("LEARNED", saved));
    gah_ai_value_install(NULL);
}

/* Seat 0 at the end of its first turn (its die taken: the turn may end; `before_die`: at its start, the die still to
 * take), against Leopold or (`people`) another player, with a blue guest in its café two items short, both items in
 * the kitchen, a blue room ready and 6 krone. False when the game does not get there. */
static bool guest_two_items_short(gah_state *st, int *blue_room, bool people, bool before_die)
{
    const gah_guest_card *g = plain_blue_guest(3);
    CHECK(g != NULL);
    if (!g) return false;
    gah_params params = people ? (gah_params){.players = 2, .seed = 12}
                               : (gah_params){.players = 2, .automa = GAH_AUTOMA_LEOPOLD, .difficulty = GAH_EASY, .seed = 12};
    CHECK(gah_setup(st, &params, NULL) == NULL);
    /* To seat 0's first turn, its die taken: the turn may end. */
    bool may_end = false;
    for (int steps = 0; steps < 400 && !may_end; steps++) {
        gah_prompt pr = gah_current_prompt(st);
        gah_command cmds[AI_LEGAL_MAX];
        int n = gah_legal(st, cmds, AI_LEGAL_MAX);
        CHECK(n > 0);
        if (n <= 0) return false;
        for (int i = 0; i < n && pr.seat == 0 && st->phase == GAH_PHASE_PLAY; i++)
            may_end |= cmds[i].type == (before_die ? GAH_CMD_DIE : GAH_CMD_END_TURN);
        if (may_end) break;
        int pick = 0;
        for (int i = 0; i < n; i++)
            if (cmds[i].type == GAH_CMD_DIE) pick = i; /* on to the die, then its answers in list order */
        CHECK(gah_apply(st, pr.seat, cmds[pick], NULL) == NULL);
    }
    CHECK(may_end);
    if (!may_end) return false;
    gah_player *p = &st->player[0];
    const gah_hotel_layout *h = &gah_hotels[p->hotel];
    *blue_room = -1;
    for (int r = 0; r < GAH_HOTEL_ROOMS && *blue_room < 0; r++)
        if (h->colour[r] == GAH_COLOUR_BLUE && p->room[r] == GAH_ROOM_EMPTY) *blue_room = r;
    CHECK(*blue_room >= 0);
    if (*blue_room < 0) return false;
    p->room[*blue_room] = GAH_ROOM_VACANT;
    memset(p->cafe, 0, sizeof p->cafe);
    memset(p->kitchen, 0, sizeof p->kitchen);
    p->cafe[0].guest = (uint8_t)g->id;
    memcpy(p->cafe[0].placed, g->order, sizeof p->cafe[0].placed);
    for (int i = 0, short_of = 0; i < GAH_ITEM_COUNT && short_of < 2; i++)
        while (p->cafe[0].placed[i] > 0 && short_of < 2) p->cafe[0].placed[i]--, p->kitchen[i]++, short_of++;
    p->money = 6;
    return true;
}

/* Issue #35's end of the turn: at the end of a turn medium judged ending it after the automa's turn and its own
 * next answers, and serving an item mid-turn, where the one item served loses a krone and the guest moved in
 * two steps later repays it. Here a blue guest lacks two items, both in the kitchen, with a blue room ready:
 * serving them and moving the guest in is worth its VP and reward. With END_AFTER (every move judged with the
 * turn ended after it) and END_CHAIN (a serve by the best chain of serves and moves from it) medium serves; as it
 * was, it ends the turn. */
static void test_end_of_turn_serves(void)
{
    gah_state st;
    int blue_room;
    if (!guest_two_items_short(&st, &blue_room, false, false)) return;
    gah_command cmds[AI_LEGAL_MAX];
    int n = gah_legal(&st, cmds, AI_LEGAL_MAX);
    double saved[3] = {gah_ai_weight("END_AFTER_SOLO"), gah_ai_weight("END_CHAIN"), gah_ai_weight("END_BEFORE")};
    int picked[2];
    for (int on = 0; on < 2; on++) {
        CHECK(gah_ai_set_weight("END_AFTER_SOLO", on));
        CHECK(gah_ai_set_weight("END_CHAIN", on ? 3 : 0));
        CHECK(gah_ai_set_weight("END_BEFORE", 0));
        double values[AI_LEGAL_MAX];
        uint64_t rng = 1;
        int pick = gah_ai_one_step(&st, 0, cmds, n, AI_JUDGE_RELATIVE, AI_MEDIUM_DEPTH, 0, &rng, values);
        picked[on] = cmds[pick].type;
        /* The position medium judges each command by (the arena's --qdump) gives back its judgement. */
        for (int i = 0; i < n; i++) {
            gah_state leaf;
            if (!gah_ai_medium_leaf(&st, 0, cmds[i], &leaf)) continue;
            CHECK(fabs(gah_ai_relative(&leaf, 0) - values[i]) < 1e-9);
        }
        for (int i = 0; i < n && picked[on] != (on ? GAH_CMD_SERVE : GAH_CMD_END_TURN); i++) {
            char text[48];
            gah_command_format(cmds[i], text, sizeof text);
            fprintf(stderr, "  %s %-20s %.2f%s\n", on ? "on " : "off", text, values[i], i == pick ? " <" : "");
        }
    }
    CHECK(gah_ai_set_weight("END_AFTER_SOLO", saved[0]));
    CHECK(gah_ai_set_weight("END_CHAIN", saved[1]));
    CHECK(gah_ai_set_weight("END_BEFORE", saved[2]));
    CHECK_EQ(picked[0], GAH_CMD_END_TURN);
    CHECK_EQ(picked[1], GAH_CMD_SERVE);
}


/* Seat 0's guest at café table 1 in `before` moved into a room by `after`: out of the café, one room more
 * occupied (the die's own rooms may be ready first, so which one is not asked). */
static bool cafe_guest_moved_in(const gah_state *before, const gah_state *after)
{
    int occupied = 0;
    for (int r = 0; r < GAH_HOTEL_ROOMS; r++)
        occupied += (after->player[0].room[r] == GAH_ROOM_OCCUPIED) - (before->player[0].room[r] == GAH_ROOM_OCCUPIED);
    return before->player[0].cafe[0].guest != 0 && after->player[0].cafe[0].guest == 0 && occupied == 1;
}
/* Medium looks on to its next turn (NEXT_TURN, issue #35's seventh pass): its NEXT_TURN best moves by the one-step
 * judgement are judged again by the position at its next decision, the others' turns played between. Between people
 * the switch changes some decisions, each to a move among the one-step's best three; against an automa (whose turn
 * the judgement already plays) it changes none. */
static void test_next_turn_rethinks_the_best(void)
{
    const double saved = gah_ai_weight("NEXT_TURN");
    int decisions = 0, changed = 0, solo_changed = 0;
    for (int solo = 0; solo <= 1; solo++) {
        gah_params params = solo ? (gah_params){.players = 2, .seed = 81, .automa = GAH_AUTOMA_LEOPOLD, .difficulty = GAH_EASY}
                                 : (gah_params){.players = 2, .seed = 81};
        gah_state st;
        CHECK(gah_setup_preview(&st, &params, NULL) == NULL);
        gah_command cmds[AI_LEGAL_MAX];
        for (int step = 0; step < 400 && st.phase != GAH_PHASE_OVER; step++) {
            gah_prompt p = gah_current_prompt(&st);
            int n = gah_legal(&st, cmds, AI_LEGAL_MAX);
            CHECK(n > 0);
            if (n <= 0) break;
            if (n > 1 && p.kind == GAH_PROMPT_TURN && !gah_seat_is_automa(&st, p.seat) && step % 3 == 0) {
                gah_command pick[2];
                for (int on = 0; on <= 1; on++) {
                    CHECK(gah_ai_set_weight("NEXT_TURN", on ? 3 : 0));
                    gah_ai ai;
                    gah_ai_init(&ai, GAH_AI_MEDIUM, 5);
                    pick[on] = gah_ai_choose(&ai, &st, p.seat);
                    CHECK(gah_check(&st, p.seat, pick[on]) == NULL);
                }
                decisions++;
                bool same = pick[0].type == pick[1].type && pick[0].a == pick[1].a && pick[0].b == pick[1].b;
                if (solo) solo_changed += !same;
                else if (!same) {
                    changed++;
                    /* Medium decides on a deal of its view; its judgement reads nothing hidden, so any deal ranks
                     * the moves as its own did. */
                    int rank = 0, i0 = -1, i1 = -1;
                    for (int i = 0; i < n; i++) {
                        if (cmds[i].type == pick[0].type && cmds[i].a == pick[0].a && cmds[i].b == pick[0].b) i0 = i;
                        if (cmds[i].type == pick[1].type && cmds[i].a == pick[1].a && cmds[i].b == pick[1].b) i1 = i;
                    }
                    CHECK(i0 >= 0 && i1 >= 0);
                    gah_state view, world;
                    gah_view(&st, p.seat, &view);
                    double values[AI_LEGAL_MAX];
                    uint64_t rng = 1;
                    CHECK(gah_determinize(&view, p.seat, 1, &world));
                    gah_ai_one_step(&world, p.seat, cmds, n, AI_JUDGE_RELATIVE, AI_MEDIUM_DEPTH, 0, &rng, values);
                    for (int i = 0; i < n; i++) rank += values[i] > values[i1];
                    CHECK(rank < 3);
                }
            }
            CHECK(gah_apply(&st, p.seat, cmds[gah_ai_pick_progress(cmds, n)], NULL) == NULL);
        }
    }
    CHECK(gah_ai_set_weight("NEXT_TURN", saved));
    printf("next turn: %d decisions, %d changed between people, %d against the automa\n", decisions, changed, solo_changed);
    CHECK(changed > 0);
    CHECK_EQ(solo_changed, 0);
}

/* The whole turn as one plan (END_AFTER 2, issue #35's sixth pass): at the start of the turn, with a guest two items
 * short and both in the kitchen, every die is judged where the turn ends after it, the guest served and moved in
 * on the way; with END_AFTER 1 the die is judged where its answers leave it, the guest still waiting. Either way the
 * position medium judges a command by gives back its judgement. */
static void test_whole_turn_plan(void)
{
    gah_state st;
    int blue_room;
    if (!guest_two_items_short(&st, &blue_room, true, true)) return;
    gah_command cmds[AI_LEGAL_MAX];
    int n = gah_legal(&st, cmds, AI_LEGAL_MAX);
    double saved = gah_ai_weight("END_AFTER");
    int moved_in[3] = {0, 0, 0}, dice = 0;
    for (int mode = 1; mode <= 2; mode++) {
        CHECK(gah_ai_set_weight("END_AFTER", mode));
        double values[AI_LEGAL_MAX];
        uint64_t rng = 1;
        gah_ai_one_step(&st, 0, cmds, n, AI_JUDGE_RELATIVE, AI_MEDIUM_DEPTH, 0, &rng, values);
        for (int i = 0; i < n; i++) {
            gah_state leaf;
            if (!gah_ai_medium_leaf(&st, 0, cmds[i], &leaf)) continue;
            CHECK(fabs(gah_ai_relative(&leaf, 0) - values[i]) < 1e-9);
            if (cmds[i].type != GAH_CMD_DIE) continue;
            dice += mode == 2;
            moved_in[mode] += cafe_guest_moved_in(&st, &leaf);
        }
    }
    CHECK(gah_ai_set_weight("END_AFTER", saved));
    CHECK(dice > 0);
    CHECK_EQ(moved_in[1], 0);
    CHECK_EQ(moved_in[2], dice);
}

/* Hard picks its candidates by the fifth pass's judgement (SEARCH_END_AFTER 1: each move judged where the turn
 * ends after it), whatever medium plans: with END_AFTER 2 or 1 the search's arms are the same, priors and tries;
 * let it plan the whole turn (SEARCH_END_AFTER 2) and the priors change. */
static void test_search_candidates_by_the_fifth_pass(void)
{
    gah_state st;
    int blue_room;
    if (!guest_two_items_short(&st, &blue_room, true, true)) return;
    double saved_after = gah_ai_weight("END_AFTER"), saved_search = gah_ai_weight("SEARCH_END_AFTER");
    const struct { double end_after, search; } runs[3] = {{2, 1}, {1, 1}, {2, 2}};
    gah_ai ai[3];
    for (int r = 0; r < 3; r++) {
        CHECK(gah_ai_set_weight("END_AFTER", runs[r].end_after));
        CHECK(gah_ai_set_weight("SEARCH_END_AFTER", runs[r].search));
        gah_ai_init(&ai[r], GAH_AI_HARD, 9);
        ai[r].iterations = 12;
        CHECK(gah_ai_choose(&ai[r], &st, 0).type != GAH_CMD_NONE);
    }
    CHECK(gah_ai_set_weight("END_AFTER", saved_after));
    CHECK(gah_ai_set_weight("SEARCH_END_AFTER", saved_search));
    CHECK(ai[0].last_arm_count > 1);
    CHECK_EQ(ai[0].last_arm_count, ai[1].last_arm_count);
    int same = 0, prior_differs = 0;
    for (int a = 0; a < ai[0].last_arm_count && a < ai[1].last_arm_count; a++) {
        const bg_agent_arm *x = &ai[0].last_arms[a], *y = &ai[1].last_arms[a];
        same += x->index == y->index && x->prior == y->prior && x->visits == y->visits && x->sum == y->sum;
    }
    for (int a = 0; a < ai[0].last_arm_count; a++)
        for (int b = 0; b < ai[2].last_arm_count; b++)
            prior_differs += ai[0].last_arms[a].index == ai[2].last_arms[b].index &&
                             fabs(ai[0].last_arms[a].prior - ai[2].last_arms[b].prior) > 1e-9;
    CHECK_EQ(same, ai[0].last_arm_count);
    CHECK(prior_differs > 0);
}

/* The hint's reason is taken where medium's plan for the move stops (gah_ai_plan_stop): between people every
 * die from a position with a guest two items short, both in the kitchen, stops with the guest moved in and the
 * turn still the seat's (medium's leaf has it ended), so the reason can name what moving the guest in gains. */
static void test_plan_stop_keeps_the_turn(void)
{
    gah_state st;
    int blue_room;
    if (!guest_two_items_short(&st, &blue_room, true, true)) return;
    gah_command cmds[AI_LEGAL_MAX];
    int n = gah_legal(&st, cmds, AI_LEGAL_MAX), dice = 0, moved_in = 0, kept = 0, ended = 0;
    for (int i = 0; i < n; i++) {
        if (cmds[i].type != GAH_CMD_DIE) continue;
        gah_state stop, leaf;
        CHECK(gah_ai_plan_stop(&st, 0, cmds[i], &stop));
        CHECK(gah_ai_medium_leaf(&st, 0, cmds[i], &leaf));
        dice++;
        moved_in += cafe_guest_moved_in(&st, &stop);
        gah_prompt at_stop = gah_current_prompt(&stop), at_leaf = gah_current_prompt(&leaf);
        kept += at_stop.seat == 0 && at_stop.kind == GAH_PROMPT_TURN;
        ended += at_leaf.seat != 0;
    }
    CHECK(dice > 0);
    CHECK_EQ(moved_in, dice);
    CHECK_EQ(kept, dice);
    CHECK_EQ(ended, dice);
    /* A command refused (not seat 1's turn) is refused here too, the state given back as it was. */
    gah_state out;
    CHECK(!gah_ai_plan_stop(&st, 1, cmds[0], &out));
    CHECK(!memcmp(&out, &st, sizeof st));
}

/* Hard's playouts (issue #35's fifth pass): with PLAYOUT_CHAIN the seat's own moves in a playout judge a serve by the
 * best chain of serves and moves in from it, as medium does, so between people the playout from a position where a
 * guest is two items short serves it and moves it in; with each move judged alone it ends the turn with the guest
 * still waiting. */
static void test_playout_chains_serves(void)
{
    gah_state st;
    int blue_room;
    if (!guest_two_items_short(&st, &blue_room, true, false)) return;
    double saved = gah_ai_weight("PLAYOUT_CHAIN");
    bool moved_in[2];
    for (int on = 0; on < 2; on++) {
        CHECK(gah_ai_set_weight("PLAYOUT_CHAIN", on ? 3 : 0));
        gah_state world = st;
        uint64_t rng = 5;
        gah_ai_playout(&world, 0, &rng, AI_MEDIUM_DEPTH, 1, 1, NULL);
        moved_in[on] = world.player[0].room[blue_room] == GAH_ROOM_OCCUPIED && world.player[0].cafe[0].guest == 0;
    }
    CHECK(gah_ai_set_weight("PLAYOUT_CHAIN", saved));
    CHECK(!moved_in[0]);
    CHECK(moved_in[1]);
}

/* With issue #35's end-of-turn switches on (the whole turn judged after every move, chains of serves and moves in, and the end
 * judged before it), every strength plays only legal commands through whole games, between people and against
 * an automa, and the games end. */
static void test_end_of_turn_plays_legally(void)
{
    static const gah_params games[] = {
        {.seed = 71, .players = 2},
        {.seed = 72, .players = 2, .automa = GAH_AUTOMA_LEOPOLD, .difficulty = GAH_EASY},
        {.seed = 73, .players = 3, .waltz = GAH_WALTZ_MODULE(1), .variants = EVERY_VARIANT},
        {.seed = 74, .players = 2, .automa = GAH_AUTOMA_ELISABETH, .difficulty = GAH_MEDIUM, .waltz = GAH_WALTZ_MODULE(2)},
    };
    /* Hard's tries scored at its next decision (SEARCH_NEXT_DECISION) are not this test's subject and cost most of
     * its time: off here (the search's own tests and the every-strength runs play them). */
    static const char *const names[] = {"END_AFTER", "END_AFTER_SOLO", "END_CHAIN", "END_BEFORE", "SEARCH_NEXT_DECISION"};
    static const double on[][5] = {{2, 2, 3, 0, 0}, {0, 0, 0, 1, 0}};
    double saved[5];
    for (int w = 0; w < 5; w++) saved[w] = gah_ai_weight(names[w]);
    int decisions = 0;
    for (size_t k = 0; k < sizeof on / sizeof on[0]; k++) {
        for (int w = 0; w < 5; w++) CHECK(gah_ai_set_weight(names[w], on[k][w]));
        /* Under the sanitizers (--quick) the first two games. With the plans on, the three-player game (and under
         * the sanitizers the two-player one) is left out: END_AFTER 2 is the default between people, so every
         * strength's own runs play them there. */
        for (size_t g = 0; g < (test_quick ? 2 : sizeof games / sizeof games[0]); g++) {
            if (k == 0 && (games[g].players == 3 || (test_quick && !games[g].automa))) continue;
            gah_state st;
            CHECK(gah_setup_preview(&st, &games[g], NULL) == NULL);
            gah_ai ai[GAH_AI_KIND_COUNT];
            for (int kind = 0; kind < GAH_AI_KIND_COUNT; kind++) init_player(&ai[kind], kind, games[g].seed + (uint64_t)kind);
            for (int step = 0; st.phase != GAH_PHASE_OVER && step < 3000; step++) {
                int seat = gah_current_prompt(&st).seat;
                /* The strengths take turns at deciding, so each meets the turn's ends. */
                gah_command cmd = gah_ai_choose(&ai[GAH_AI_GREEDY + (step / 7 + seat) % 4], &st, seat);
                const char *why = gah_check(&st, seat, cmd);
                CHECK(why == NULL);
                if (why || gah_apply(&st, seat, cmd, NULL)) break;
                decisions++;
            }
            CHECK_EQ(st.phase, GAH_PHASE_OVER);
        }
    }
    for (int w = 0; w < 5; w++) CHECK(gah_ai_set_weight(names[w], saved[w]));
    printf("end of the turn: %d legal decisions\n", decisions);
}

/* The moves the base game's table applies, counted: what a one-step look's work costs (the test's own tally). */
static long applied;

static const char *counting_apply(void *state, int seat, bg_move move, bg_events *ev)
{
    applied++;
    return gah_game.apply(state, seat, move, ev);
}

/* Medium's decision as a strength that looks one follow-up deep (the last rung of the ladder a decision over its
 * work limit falls back on), through bg_agent_decide as gah_ai_choose calls it: on the seat's view, from the
 * randomness gah_ai_init gives medium at `seed`. */
static gah_command medium_at_depth_one(const gah_state *st, int seat, uint64_t seed)
{
    static const bg_strength one = {"medium, one follow-up", BG_AGENT_ONE_STEP, NULL, 1, 0, true};
    gah_state view;
    gah_view(st, seat, &view);
    bg_move moves[AI_LEGAL_MAX];
    int n = gah_game.legal(&view, moves, AI_LEGAL_MAX);
    gah_ai ai;
    gah_ai_init(&ai, GAH_AI_MEDIUM, seed);
    int pick = bg_agent_decide(&gah_ai_judge, &one, NULL, &ai.rng, &view, seat, moves, n, NULL);
    CHECK(pick >= 0 && pick < n);
    return gah_command_of(moves[pick >= 0 && pick < n ? pick : 0]);
}

static bool same_command(gah_command a, gah_command b)
{
    return a.type == b.type && a.a == b.a && a.b == b.b;
}

/* A one-step player's work has a limit (ONE_STEP_WORK, in moves tried): its whole-turn plans grow with the chain
 * steps a turn offers, and with seven of them one of medium's decisions took six seconds at a four-player table
 * (docs/ai.md, "Medium's wait"). At the first positions of a walk where the plan costs more than the limit:
 * - the look stops near its limit: it applies a small part of what the unlimited look applies;
 * - with every look over the limit (a limit of one move), medium decides as a strength one follow-up deep without
 *   chains, the ladder's last rung, which has no limit; with a limit above the work, as with no limit; and over
 *   the walk the limit changes some decision (it acts). Easy's decisions stay legal. */
static void test_one_step_work_limit(void)
{
    enum { LIMIT = 2000 };
    const double saved_work = gah_ai_weight("ONE_STEP_WORK"), saved_chain = gah_ai_weight("END_CHAIN");
    bg_game counting = gah_game;
    counting.apply = counting_apply;
    bg_judge judge = gah_ai_judge;
    judge.game = &counting;
    gah_params params = {.players = 2, .seed = 91};
    gah_state st;
    CHECK(gah_setup_preview(&st, &params, NULL) == NULL);
    uint64_t walk = 91;
    int over = 0, acted = 0;
    for (int step = 0; step < 400 && over < (test_quick ? 2 : 4) && st.phase != GAH_PHASE_OVER; step++) {
        int seat = gah_current_prompt(&st).seat;
        gah_command cmds[AI_LEGAL_MAX];
        bg_move moves[AI_LEGAL_MAX];
        int n = gah_legal(&st, cmds, AI_LEGAL_MAX);
        CHECK(n > 0);
        if (n <= 0) break;
        for (int i = 0; i < n; i++) moves[i] = gah_move_of(cmds[i]);
        if (n > 3) {
            double values[AI_LEGAL_MAX];
            bg_work work = {0, 1L << 40};
            bg_look look = {gah_ai_judge.relative, AI_MEDIUM_DEPTH, gah_ai_free_steps(), 0, gah_ai_end_before(),
                            gah_ai_chain(), gah_ai_end_after(&st), &work};
            uint64_t rng = 1;
            applied = 0;
            bg_agent_one_step(&judge, &st, seat, moves, n, &look, &rng, values);
            long unlimited = applied;
            CHECK(work.spent <= applied); /* every move tried is applied */
            if (work.spent > 10 * LIMIT) {
                over++;
                work = (bg_work){0, LIMIT};
                applied = 0;
                bg_agent_one_step(&judge, &st, seat, moves, n, &look, &rng, values);
                CHECK(work.spent >= LIMIT);
                if (applied > 2 * LIMIT + 10 * n) fprintf(stderr, "%ld moves applied past a limit of %d (%ld without)\n", applied, LIMIT, unlimited);
                CHECK(applied <= 2 * LIMIT + 10 * n);
                uint64_t seed = (uint64_t)step;
                gah_command c[3];
                static const double limits[] = {1, 0, 1e12};
                for (int k = 0; k < 3; k++) {
                    CHECK(gah_ai_set_weight("ONE_STEP_WORK", limits[k]));
                    gah_ai ai;
                    gah_ai_init(&ai, GAH_AI_MEDIUM, seed);
                    c[k] = gah_ai_choose(&ai, &st, seat);
                    CHECK(gah_check(&st, seat, c[k]) == NULL);
                }
                CHECK(same_command(c[1], c[2]));
                acted += !same_command(c[0], c[1]);
                CHECK(gah_ai_set_weight("ONE_STEP_WORK", 0));
                CHECK(gah_ai_set_weight("END_CHAIN", 0));
                CHECK(same_command(c[0], medium_at_depth_one(&st, seat, seed)));
                CHECK(gah_ai_set_weight("ONE_STEP_WORK", 1));
                CHECK(gah_ai_set_weight("END_CHAIN", saved_chain));
                gah_ai easy;
                gah_ai_init(&easy, GAH_AI_EASY, seed);
                CHECK(gah_check(&st, seat, gah_ai_choose(&easy, &st, seat)) == NULL);
                CHECK(gah_ai_set_weight("ONE_STEP_WORK", saved_work));
            }
        }
        CHECK(gah_apply(&st, seat, cmds[gah_ai_pick_weighted(cmds, n, &walk)], NULL) == NULL);
    }
    CHECK(over >= 2);
    CHECK(acted >= 1);
    printf("one-step work: %d positions over the limit, %d of medium's decisions it changed\n", over, acted);
}

/* Expert iteration's data (the arena's --qdump): the position medium judges a command by is the one whose
 * value it took (gah_ai_medium_leaf gives back, for every candidate, exactly medium's one-step value), and the
 * search reports its candidates with their tries, which add up to its iterations and include its choice. */
static void test_medium_leaf_and_search_report(void)
{
    int leaves = 0, searched = 0;
    next_decision_off_when_quick(); /* the report is the subject */
    for (uint64_t seed = 1; seed <= 4; seed++) {
        gah_params params = seed & 1 ? (gah_params){.players = 2, .seed = seed}
                                     : (gah_params){.players = 2, .automa = GAH_AUTOMA_LEOPOLD, .difficulty = GAH_EASY, .seed = seed};
        gah_state st;
        CHECK(gah_setup_preview(&st, &params, NULL) == NULL);
        uint64_t walk = seed;
        for (int step = 0; step < 160 && st.phase != GAH_PHASE_OVER; step++) {
            int seat = gah_current_prompt(&st).seat;
            gah_command cmds[AI_LEGAL_MAX];
            int n = gah_legal(&st, cmds, AI_LEGAL_MAX);
            CHECK(n > 0);
            if (n > 1 && !gah_seat_is_automa(&st, seat) && step % 7 == 0) {
                double values[AI_LEGAL_MAX];
                uint64_t rng = 1;
                gah_ai_one_step(&st, seat, cmds, n, AI_JUDGE_RELATIVE, AI_MEDIUM_DEPTH, 0, &rng, values);
                uint64_t keys = 0;
                for (int i = 0; i < n; i++) {
                    gah_state leaf;
                    bool ok = gah_ai_medium_leaf(&st, seat, cmds[i], &leaf);
                    CHECK_EQ(ok, values[i] > -1e9);
                    /* Moves the game calls the same (a guest at another open table) are judged once, by the first. */
                    int key = gah_ai_free_steps() ? gah_ai_judge.step(gah_move_of(cmds[i]), false).same : -1;
                    bool first = key < 0 || !(keys >> key & 1);
                    if (key >= 0) keys |= 1ull << key;
                    if (!ok || !first) continue;
                    CHECK(fabs(gah_ai_relative(&leaf, seat) - values[i]) < 1e-9);
                    leaves++;
                }
                gah_ai ai;
                gah_ai_init(&ai, GAH_AI_HARD, seed);
                ai.iterations = 12; /* past halving's first round (10 candidates); tries at the next decision are dear */
                gah_command c = gah_ai_choose(&ai, &st, seat);
                int visits = 0, chosen = 0;
                for (int a = 0; a < ai.last_arm_count; a++) {
                    const bg_agent_arm *arm = &ai.last_arms[a];
                    CHECK(arm->index >= 0 && arm->index < n);
                    visits += arm->visits;
                    gah_command x = cmds[arm->index];
                    chosen += x.type == c.type && x.a == c.a && x.b == c.b;
                }
                if (ai.last_arm_count > 1) {
                    CHECK_EQ(visits, ai.last_iterations);
                    CHECK_EQ(chosen, 1);
                    searched++;
                }
                gah_ai_init(&ai, GAH_AI_MEDIUM, seed);
                gah_ai_choose(&ai, &st, seat);
                CHECK_EQ(ai.last_arm_count, 0); /* a one-step player searches nothing */
            }
            CHECK(gah_apply(&st, seat, cmds[gah_ai_pick_weighted(cmds, n, &walk)], NULL) == NULL);
        }
    }
    next_decision_back();
    CHECK(leaves >= 50);
    CHECK(searched >= 5);
}

int main(int argc, char **argv)
{
    test_select(argc, argv);
    RUN(test_solo_playout_reaches_the_end);
    RUN(test_solo_rollout_default);
    RUN(test_people_playout_runs_through_the_others);
    RUN(test_playout_plain_steps_default);
    RUN(test_solo_hint_gain_is_the_turns);
    RUN(test_served_guest_moves_in);
    RUN(test_reward_value);
    RUN(test_turns_left);
    RUN(test_pipeline_plans_in_turns);
    RUN(test_cafe_guest_sees_its_room);
    RUN(test_cafe_guest_plan);
    RUN(test_judgement_sees_objectives);
    RUN(test_judgement_sees_the_waltz);
    RUN(test_names);
    RUN(test_saves_keep_strengths);
    RUN(test_decisions_repeat_at_a_seed);
    RUN(test_hidden_information_changes_nothing);
    RUN(test_hint_and_stop);
    RUN(test_halving_keeps_the_better_half);
    RUN(test_halving_by_the_clock);
    RUN(test_search_defaults);
    RUN(test_search_settings_play_legally);
    RUN(test_every_strength_plays_legally);
    RUN(test_queue_in_the_plan);
    RUN(test_pending_items_count_as_placed);
    RUN(test_guest_before_die_keeps_the_depth);
    RUN(test_krone_the_plan_needs);
    RUN(test_staff_cards_one_by_one);
    RUN(test_emperor_tiles_judged);
    RUN(test_dancer_out_by_value);
    RUN(test_value_table);
    RUN(test_hint_names_the_largest_term);
    RUN(test_terms_add_up);
    RUN(test_medium_leaf_and_search_report);
    RUN(test_whole_turn_plan);
    RUN(test_next_turn_rethinks_the_best);
    RUN(test_plan_stop_keeps_the_turn);
    RUN(test_search_candidates_by_the_fifth_pass);
    RUN(test_end_of_turn_serves);
    RUN(test_playout_chains_serves);
    RUN(test_end_of_turn_plays_legally);
    RUN(test_one_step_work_limit);
    return TEST_REPORT();
}

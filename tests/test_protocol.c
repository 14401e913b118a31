/* The protocol table and the engine's answers to its clients: every legal command is of a type its prompt
 * accepts and every other type is refused; events that overflow the list stop undo; one event text names
 * the automa from the state; the Emperor-scoring outcome matches the reward and penalty that follow. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "gah/engine.h"
#include "gah/session.h"
#include "test.h"

static uint64_t test_rng = 2024;
static int below(int n)
{
    uint64_t z = (test_rng += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return n > 0 ? (int)(((z ^ (z >> 31)) >> 33) % (uint64_t)n) : 0;
}

/* A command of `type` with arguments inside its text form's ranges (so only the prompt can refuse it). */
static gah_command some_command(int type)
{
    gah_command cmd = {(uint8_t)type, 0, 0};
    char text[64];
    for (int a = 0; a <= 5; a++)
        for (int b = 0; b <= 3; b++) {
            cmd.a = (uint8_t)a, cmd.b = (uint8_t)b;
            gah_command back;
            if (gah_command_format(cmd, text, sizeof text) && gah_command_parse(text, &back) && !memcmp(&back, &cmd, sizeof cmd))
                return cmd;
        }
    return cmd;
}

static void test_names_and_rows(void)
{
    for (int k = 0; k < GAH_PROMPT_COUNT; k++) {
        CHECK(strcmp(gah_prompt_name(k), "?") != 0);
        for (int j = 0; j < k; j++) CHECK(strcmp(gah_prompt_name(k), gah_prompt_name(j)) != 0);
        CHECK(!gah_prompt_accepts(k, GAH_CMD_NONE));
        CHECK(!gah_prompt_accepts(k, GAH_CMD_COUNT));
    }
    CHECK_STR(gah_prompt_name(GAH_PROMPT_COUNT), "?");
    CHECK(!gah_prompt_accepts(GAH_PROMPT_COUNT, GAH_CMD_SKIP));
    CHECK(gah_prompt_accepts(GAH_PROMPT_ROOMS, GAH_CMD_LATER));
    CHECK(gah_prompt_accepts(GAH_PROMPT_TURN, GAH_CMD_DIE));
    CHECK(!gah_prompt_accepts(GAH_PROMPT_TURN, GAH_CMD_SKIP));
    for (int t = 0; t < GAH_CMD_COUNT; t++) CHECK(!gah_prompt_accepts(GAH_PROMPT_GAME_OVER, t));
}

/* Random games in every set-up: at every prompt the legal list holds only accepted types, and a
 * command of a type the prompt does not accept is refused. Also counts, over whole games, that each
 * Emperor scoring that says "reward" or "penalty" is followed by exactly that. */
static void test_random_games(void)
{
    static gah_state st;
    static gah_events ev;
    gah_command cmds[512];
    bool seen[GAH_PROMPT_COUNT] = {false};
    int said_reward = 0, said_penalty = 0, rewards = 0, penalties = 0;
    for (int game = 0; game < 60; game++) {
        gah_params params = {.seed = (uint64_t)game, .players = (uint8_t)(2 + game % 3), .hotels = (uint8_t)(game % 2),
                             .intro_staff = game % 5 == 1, .expert_draft = game % 5 == 2};
        if (game % 4 == 3) params = (gah_params){.seed = (uint64_t)game, .players = 2, .automa = GAH_AUTOMA_LEOPOLD,
                                                 .difficulty = (uint8_t)(1 + game % 3)};
        ev.count = 0;
        CHECK(gah_setup(&st, &params, &ev) == NULL);
        for (int step = 0; step < 5000; step++) { /* the last command's events are counted too */
            for (int i = 0; i < ev.count; i++) {
                const gah_event *e = &ev.list[i];
                said_reward += e->type == GAH_EV_EMPEROR_SCORING && e->d == GAH_EMPEROR_REWARD;
                said_penalty += e->type == GAH_EV_EMPEROR_SCORING && e->d == GAH_EMPEROR_PENALTY;
                rewards += e->type == GAH_EV_EMPEROR_REWARD;
                penalties += e->type == GAH_EV_EMPEROR_PENALTY;
            }
            ev.count = 0;
            if (st.phase == GAH_PHASE_OVER) break;
            gah_prompt pr = gah_current_prompt(&st);
            seen[pr.kind] = true;
            int n = gah_legal(&st, cmds, 512);
            CHECK(n > 0);
            if (n <= 0) break;
            for (int i = 0; i < n; i++) CHECK(gah_prompt_accepts(pr.kind, cmds[i].type));
            int type = 1 + below(GAH_CMD_COUNT - 1);
            if (!gah_prompt_accepts(pr.kind, type) && type != GAH_CMD_LATER)
                CHECK(gah_check(&st, pr.seat, some_command(type)) != NULL);
            /* Mostly ends turns, so games finish; sometimes anything. */
            gah_command pick = cmds[below(n)];
            for (int i = 0; i < n && below(3); i++)
                if (cmds[i].type == GAH_CMD_END_TURN || cmds[i].type == GAH_CMD_MOVE_GUEST) pick = cmds[i];
            CHECK(gah_apply(&st, pr.seat, pick, &ev) == NULL);
        }
        CHECK_EQ(st.phase, GAH_PHASE_OVER);
    }
    CHECK(seen[GAH_PROMPT_TURN] && seen[GAH_PROMPT_DRAFT] && seen[GAH_PROMPT_RETURN_STAFF]);
    CHECK(said_reward > 0 && said_penalty > 0);
    CHECK_EQ(said_reward, rewards);
    CHECK_EQ(said_penalty, penalties);
}

static void test_overflow_is_barrier(void)
{
    static gah_events ev;
    ev.count = 1;
    ev.overflow = false;
    ev.list[0] = (gah_event){.type = GAH_EV_MONEY};
    CHECK(!gah_events_are_barrier(&ev, 0));
    ev.overflow = true;
    CHECK(gah_events_are_barrier(&ev, 0));

    /* Through a session: a command whose events did not fit may have hidden a reveal, so no undo. */
    static gah_session s;
    gah_params params = {.seed = 5, .players = 2};
    CHECK(gah_session_start(&s, &params, NULL) == NULL);
    gah_command cmds[512];
    while (gah_current_prompt(gah_session_state(&s)).kind != GAH_PROMPT_START_ROOM) { /* guests refill the queue: a barrier */
        CHECK(gah_legal(gah_session_state(&s), cmds, 512) > 0);
        CHECK(gah_session_apply(&s, gah_current_prompt(gah_session_state(&s)).seat, cmds[0], NULL) == NULL);
    }
    CHECK(gah_legal(gah_session_state(&s), cmds, 512) > 0);
    ev.count = 0;
    ev.overflow = false;
    CHECK(gah_session_apply(&s, gah_current_prompt(gah_session_state(&s)).seat, cmds[0], &ev) == NULL); /* a starting room */
    CHECK(!gah_events_are_barrier(&ev, 0));
    CHECK(bg_session_can_undo(&s));
    CHECK(gah_legal(gah_session_state(&s), cmds, 512) > 0);
    ev.count = GAH_EVENTS_MAX; /* a full list: the next command's events are lost */
    CHECK(gah_session_apply(&s, gah_current_prompt(gah_session_state(&s)).seat, cmds[0], &ev) == NULL);
    CHECK(ev.overflow);
    CHECK(!bg_session_can_undo(&s));
}

static void test_event_text(void)
{
    static gah_state st;
    gah_params params = {.seed = 9, .players = 2, .automa = GAH_AUTOMA_LEOPOLD, .difficulty = GAH_EASY};
    CHECK(gah_setup(&st, &params, NULL) == NULL);
    /* The automa's name comes from the state (here switched by hand, without her modules). */
    st.params.automa = GAH_AUTOMA_ELISABETH;
    const char *names[GAH_MAX_PLAYERS] = {"Anna", "Bruno", "Clara", "Dario"};
    char text[200];
    gah_event card = {.type = GAH_EV_AUTOMA_CARD, .seat = 1, .a = 1};
    CHECK(gah_event_text(&st, &card, names, text, sizeof text));
    CHECK(strncmp(text, "Elisabeth's card 1", 18) == 0);
    gah_event pass = {.type = GAH_EV_PASS, .seat = 0};
    CHECK(gah_event_text(&st, &pass, names, text, sizeof text));
    CHECK_STR(text, "Anna passes and waits for the re-roll");
    CHECK(gah_event_text(&st, &pass, NULL, text, sizeof text));
    CHECK_STR(text, "P0 passes and waits for the re-roll");
    st.params.automa = GAH_AUTOMA_LEOPOLD;
    gah_event guest = {.type = GAH_EV_AUTOMA_GUEST, .seat = 1, .a = 75, .b = 2, .c = 4};
    CHECK(gah_event_text(&st, &guest, names, text, sizeof text));
    CHECK(strncmp(text, "Leopold takes", 13) == 0);
    /* Every event type has a sentence of its own; VP changes are details, not log lines. */
    for (int type = 0; type < GAH_EV_COUNT; type++) {
        gah_event e = {.type = (uint8_t)type, .seat = 0, .a = 1, .b = 1, .c = 1, .value = 1};
        gah_event_text(&st, &e, names, text, sizeof text);
        CHECK(text[0] != 0 && strstr(text, "a=") == NULL);
    }
    /* A coloured die reads "a red 3", a white one "a 3" (the log said "a red3"). */
    gah_event red = {.type = GAH_EV_DIE_TAKEN, .seat = 0, .a = 3, .b = 0, .d = 1};
    gah_event_text(&st, &red, names, text, sizeof text);
    CHECK_STR(text, "Anna takes a red 3");
    gah_event white = {.type = GAH_EV_DIE_TAKEN, .seat = 0, .a = 3, .b = 0};
    gah_event_text(&st, &white, names, text, sizeof text);
    CHECK_STR(text, "Anna takes a 3");
    /* Elisabeth's dancers cost her nothing: no "for 0 champagne" (the log said so); a person's price is told. */
    st.params.automa = GAH_AUTOMA_ELISABETH;
    gah_event hers = {.type = GAH_EV_DANCER_PLACED, .seat = 1, .a = 2, .b = 3, .c = 0, .value = 0};
    gah_event_text(&st, &hers, names, text, sizeof text);
    CHECK(strstr(text, "Elisabeth's dancer joins the bottom row of") == text && strstr(text, "champagne") == NULL);
    gah_event anna = {.type = GAH_EV_DANCER_PLACED, .seat = 0, .a = 2, .b = 1, .c = 0, .value = 2};
    gah_event_text(&st, &anna, names, text, sizeof text);
    CHECK(strstr(text, "Anna's dancer joins the top row of") == text && strstr(text, " for 2 champagne") != NULL);
    anna.value = 0;
    gah_event_text(&st, &anna, names, text, sizeof text);
    CHECK(strstr(text, " free of champagne") != NULL && strstr(text, "0 champagne") == NULL);
    st.params.automa = GAH_AUTOMA_LEOPOLD;
    gah_event vp = {.type = GAH_EV_VP, .seat = 0, .value = 2, .b = 7};
    CHECK(!gah_event_text(&st, &vp, names, text, sizeof text));
    CHECK_STR(text, "Anna +2 VP (now 7)");
}

/* Issue 13's words: rooms by colour and floor, items by the guest they went to, rewards, the Emperor's
 * reasons, items nobody ordered. Night side, bottom floors: B Y R R B / Y Y R R Y. */
static void test_event_words(void)
{
    static gah_state st;
    gah_params params = {.seed = 9, .players = 2, .automa = GAH_AUTOMA_LEOPOLD, .difficulty = GAH_EASY};
    CHECK(gah_setup(&st, &params, NULL) == NULL);
    const char *names[GAH_MAX_PLAYERS] = {"Anna", "Bruno", "Clara", "Dario"};
    char text[200];
#define SAYS(event, words)                                    \
    do {                                                      \
        gah_event e_ = event;                                 \
        gah_event_text(&st, &e_, names, text, sizeof text);   \
        CHECK_STR(text, words);                               \
    } while (0)
    SAYS(((gah_event){.type = GAH_EV_ROOM_PREPARED, .seat = 0, .a = 7, .value = 1}), "Anna prepares a red room on the second floor for 1 krone");
    SAYS(((gah_event){.type = GAH_EV_ROOM_PREPARED, .seat = 0, .a = 0}), "Anna prepares a blue room on the first floor for free");
    SAYS(((gah_event){.type = GAH_EV_ROOM_OCCUPIED, .seat = 0, .a = 5}), "Anna occupies a yellow room on the second floor");
    SAYS(((gah_event){.type = GAH_EV_ROOM_REMOVED, .seat = 0, .a = 7}), "The Emperor takes Anna's red room on the second floor");
    SAYS(((gah_event){.type = GAH_EV_GUEST_MOVED, .seat = 0, .a = 89, .b = 1, .c = 7}),
         "Anna moves Lord High Commissioner into a red room on the second floor");
    SAYS(((gah_event){.type = GAH_EV_AUTOMA_GUEST, .seat = 1, .a = 75, .b = 2, .c = 4}),
         "Leopold takes Baroness straight into a blue room on the first floor");
    /* What a guest's reward gives, on a line of its own after the move. */
    SAYS(((gah_event){.type = GAH_EV_GUEST_REWARD, .seat = 0, .a = 89}), "Lord High Commissioner's reward: +4 krone");
    SAYS(((gah_event){.type = GAH_EV_GROUP_BONUS, .seat = 0, .b = GAH_COLOUR_RED, .value = 3}), "Anna fills a group of red rooms: +3 krone");
    /* Which item went to which guest; items nobody ordered go to the kitchen, and the log says why. */
    st.player[0].cafe[0].guest = 73;
    SAYS(((gah_event){.type = GAH_EV_ITEM_GAINED, .seat = 0, .a = GAH_ITEM_WINE, .b = 1}), "Anna gives a wine to Count");
    SAYS(((gah_event){.type = GAH_EV_ITEM_SERVED, .seat = 0, .a = GAH_ITEM_COFFEE, .b = 1}), "Anna serves a coffee to Count");
    SAYS(((gah_event){.type = GAH_EV_ITEM_GAINED, .seat = 0, .a = GAH_ITEM_CAKE, .b = 0, .c = 1}),
         "Anna's cake goes to the kitchen: no guest ordered it");
    SAYS(((gah_event){.type = GAH_EV_ITEM_GAINED, .seat = 0, .a = GAH_ITEM_CAKE, .b = 0}), "Anna puts a cake in the kitchen");
    /* Why the Emperor rewards or punishes: where the marker stands after the retreat. */
    SAYS(((gah_event){.type = GAH_EV_EMPEROR_REWARD, .seat = 0, .a = 0}), "Anna's marker stays at 3 or more. Emperor's reward: +3 krone");
    SAYS(((gah_event){.type = GAH_EV_EMPEROR_PENALTY, .seat = 0, .a = 0}),
         "Anna's marker is back at 0. Emperor's penalty: Lose 3 krone (if you cannot: −5 VP)");
    SAYS(((gah_event){.type = GAH_EV_EMPEROR_PENALTY, .seat = 0, .a = 9}), "Anna's marker is back at 0. Emperor's penalty: Royal suite");
    SAYS(((gah_event){.type = GAH_EV_FINAL_SCORE, .seat = 0, .a = GAH_VP_CAFE_PENALTY, .value = -10}),
         "Final scoring: Anna -10 VP (guests left in the café)");
    st.objectives[0] = 105;
    SAYS(((gah_event){.type = GAH_EV_OBJECTIVE, .seat = 1, .a = 0, .value = 15}), "Leopold fulfils objective A, Full purse: 15 VP");
    /* Issue 13: what action 4 and the Emperor's reward give is told (krone gained, steps on the track), and
     * the automa's card in words, without the steps its difficulty skips. */
    SAYS(((gah_event){.type = GAH_EV_MONEY, .seat = 0, .a = 14, .value = 4}), "Anna gets 4 krone (now 14)");
    SAYS(((gah_event){.type = GAH_EV_EMPEROR, .seat = 0, .a = 5, .value = 2}), "Anna moves 2 steps up the Emperor track (now on 5)");
    SAYS(((gah_event){.type = GAH_EV_EMPEROR, .seat = 0, .a = 2, .value = -1}), "Anna moves 1 step back on the Emperor track (now on 2)");
    SAYS(((gah_event){.type = GAH_EV_STAFF_PLAYED, .seat = 0, .a = 1, .value = 3}), "Anna hires the Breakfast Server for 3 krone");
    SAYS(((gah_event){.type = GAH_EV_AUTOMA_CARD, .seat = 1, .a = 197}), "Leopold's card 197: a 5, 3 Emperor steps");
    st.params.difficulty = GAH_MEDIUM;
    SAYS(((gah_event){.type = GAH_EV_AUTOMA_CARD, .seat = 1, .a = 197}),
         "Leopold's card 197: a green guest, a 5, 3 Emperor steps");
    SAYS(((gah_event){.type = GAH_EV_AUTOMA_CARD, .seat = 1, .a = 203}),
         "Leopold's card 203: a green guest, any guest, the most common die, objective A");
    SAYS(((gah_event){.type = GAH_EV_AUTOMA_CARD, .seat = 1, .a = 211}),
         "Leopold's card 211: any guest, a 4 or 5 (more dice), objective B, 2 Emperor steps");
    st.params.difficulty = GAH_EASY;
    gah_event paid = {.type = GAH_EV_MONEY, .seat = 0, .a = 3, .value = -2};
    CHECK(!gah_event_text(&st, &paid, names, text, sizeof text)); /* the thing bought names its price */
    gah_event gained = {.type = GAH_EV_MONEY, .seat = 0, .a = 3, .value = 2};
    CHECK(gah_event_text(&st, &gained, names, text, sizeof text));
    gah_event steps = {.type = GAH_EV_EMPEROR, .seat = 0, .a = 3, .value = 1};
    CHECK(gah_event_text(&st, &steps, names, text, sizeof text));
#undef SAYS
}

/* Every line the log may show, over random games of every kind: short enough for the log box (its
 * lines hold 119 bytes and wrap into a few rows) and never a bare room number. */
static void test_event_lines_fit(void)
{
    static gah_state st;
    static gah_events ev;
    const gah_params configs[] = {
        {.players = 4},
        {.players = 3, .hotels = GAH_HOTELS_DAY, .waltz = GAH_WALTZ_MODULE(1) | GAH_WALTZ_MODULE(2), .variants = 0x1f},
        {.players = 2, .automa = GAH_AUTOMA_LEOPOLD, .difficulty = GAH_HARD, .variants = 0x1f},
        {.players = 2, .automa = GAH_AUTOMA_ELISABETH, .difficulty = GAH_HARD, .waltz = GAH_WALTZ_MODULE(1)},
    };
    const char *names[GAH_MAX_PLAYERS] = {"Maximiliane", "Bartholomew", "Clara", "Dario"}; /* long names */
    int lines = 0, longest = 0;
    gah_command cmds[512];
    for (size_t c = 0; c < sizeof configs / sizeof configs[0]; c++) {
        for (uint64_t game = 0; game < 6; game++) {
            gah_params params = configs[c];
            params.seed = 300 + game;
            CHECK(gah_setup(&st, &params, NULL) == NULL);
            uint64_t walk = params.seed;
            for (int step = 0; st.phase != GAH_PHASE_OVER && step < 4000; step++) {
                int n = gah_legal(&st, cmds, 512);
                if (n <= 0) break;
                walk = walk * 6364136223846793005ULL + 1442695040888963407ULL;
                ev.count = 0;
                CHECK(gah_apply(&st, gah_current_prompt(&st).seat, cmds[(walk >> 33) % (uint64_t)n], &ev) == NULL);
                for (int i = 0; i < ev.count; i++) {
                    char text[256];
                    gah_event_text(&st, &ev.list[i], names, text, sizeof text);
                    int len = (int)strlen(text);
                    if (len > longest) longest = len;
                    lines++;
                    if (len > 110 || strstr(text, "room 1") || strstr(text, "room 2") || strstr(text, "room 0"))
                        fprintf(stderr, "too long or a room number: %s\n", text);
                    CHECK(len <= 110);
                    for (const char *r = strstr(text, "room "); r; r = strstr(r + 1, "room ")) CHECK(r[5] < '0' || r[5] > '9');
                }
            }
        }
    }
    printf("event lines: %d, the longest %d bytes\n", lines, longest);
    CHECK(lines > 1000);
}

static void test_serve_cost(void)
{
    static gah_state st;
    gah_params params = {.seed = 11, .players = 2};
    CHECK(gah_setup(&st, &params, NULL) == NULL);
    gah_player *p = &st.player[0];
    CHECK_EQ(gah_serve_cost(&st, 0), 1);
    st.serve_credit = 2; /* a krone already paid still covers moves */
    CHECK_EQ(gah_serve_cost(&st, 0), 0);
    st.serve_credit = 0;
    p->display[p->display_count++] = 24; /* the Chief Waiter serves for free */
    CHECK_EQ(gah_serve_cost(&st, 0), 0);
    /* The group bonus the window explains is the one the rules table gives for its colour and size. */
    const gah_hotel_layout *h = &gah_hotels[p->hotel];
    for (int room = 0; room < GAH_HOTEL_ROOMS; room++) {
        int colour = -1, g = h->group[room], size = h->group_size[g];
        int amount = gah_group_bonus_of_room(&st, 0, room, &colour);
        CHECK_EQ(colour, h->group_colour[g]);
        const uint8_t *table = colour == GAH_COLOUR_BLUE ? gah_rules.bonus_blue_vp
                               : colour == GAH_COLOUR_RED ? gah_rules.bonus_red_krone : gah_rules.bonus_yellow_emperor;
        CHECK_EQ(amount, table[size - 1]);
    }
}

int main(void)
{
    RUN(test_names_and_rows);
    RUN(test_random_games);
    RUN(test_overflow_is_barrier);
    RUN(test_event_text);
    RUN(test_event_words);
    RUN(test_event_lines_fit);
    RUN(test_serve_cost);
    return TEST_REPORT();
}

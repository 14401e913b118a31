/* The base game's scenario vocabulary (its `set` and `expect` tables, by theme) and its `setup` line: the
 * params table's key=value words plus `intro`, `draft`, `solo=NAME` and `manual`; unless `manual`, the
 * set-up decisions are played with the first legal command, so the game stands at round 1's first turn. */
#include "scenario_gah.h"
#include "cli_gah.h"

#include <string.h>

/* Plays the set-up decisions (starting guests and rooms, the draft, the auction) with the first legal command. */
static bool play_setup_first_legal(gah_state *st)
{
    gah_command cmds[256];
    while (st->phase != GAH_PHASE_PLAY && st->phase != GAH_PHASE_OVER) {
        int n = gah_legal(st, cmds, 256);
        if (n <= 0) return false;
        if (gah_apply(st, gah_current_prompt(st).seat, cmds[0], NULL)) return false;
    }
    return true;
}

/* A setup word of the base game's own (intro, draft, manual, solo=NAME): true when it was one. */
static bool own_word(scn *s, gah_params *params, const char *word, bool *manual, bool *ok)
{
    char why[160];
    if (!strcmp(word, "manual")) return *manual = true;
    if (!strcmp(word, "intro") || !strcmp(word, "draft")) return gah_params_set(params, word, "1", why, sizeof why), true;
    if (strncmp(word, "solo=", 5)) return false;
    if (gah_params_set(params, "automa", word + 5, why, sizeof why)) {
        scenario_fail(s, "setup: %s", why, NULL);
        *ok = false;
    }
    params->players = 2;
    return true;
}

static void setup(scn *s, char **w, int n)
{
    gah_params params = {.seed = 1, .players = 2};
    bool manual = false, ok = true;
    for (int i = 1; i < n && ok; i++)
        if (!own_word(s, &params, w[i], &manual, &ok)) ok = scenario_param(s, &params, w[i]);
    if (!ok) return;
    /* Scenarios may test the tested parts of Let's Waltz modules gah_setup still refuses (the preview). */
    if (!scenario_start(s, &params)) return;
    if (!manual && !play_setup_first_legal(GAH_STATE(s))) scenario_fail(s, "the set-up decisions could not be played", NULL, NULL);
    s->ready = true;
}

static const scenario_key *const set_tables[] = {gah_scn_board_set, gah_scn_waltz_set, gah_scn_entrance_set, NULL};
static const scenario_key *const set_seat_tables[] = {gah_scn_player_set, gah_scn_waltz_player_set,
                                                      gah_scn_entrance_player_set, NULL};
static const scenario_key *const expect_tables[] = {gah_scn_board_expect, gah_scn_waltz_expect, gah_scn_entrance_expect,
                                                    NULL};
static const scenario_key *const expect_seat_tables[] = {gah_scn_player_expect, gah_scn_waltz_player_expect,
                                                         gah_scn_entrance_player_expect, NULL};

const scenario_vocab gah_scenario_vocab = {
    .game = &gah_game,
    .setup = setup,
    .set = set_tables,
    .set_seat = set_seat_tables,
    .expect = expect_tables,
    .expect_seat = expect_seat_tables,
};

/* Self-play's base-game parts: its options (--players, --mixed, --solo, --waltz, --variant, --solo-entrance,
 * --midsave), the settings of each game, the weighted random player, and the report's score split and
 * the automa's figures. */
#include "cli_gah.h"
#include "gah/ai.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef struct gah_selfplay_opts {
    int players;
    bool mixed;
    int solo;               /* difficulty against the automa the modules call for (Leopold, Elisabeth), 0 = no automa */
    uint8_t waltz;          /* Let's Waltz modules (--waltz 1,2), set up with gah_setup_preview */
    uint8_t solo_entrance;  /* with --solo and module 3: the automa's solo entrance (0 random per game) */
    uint8_t variants;       /* seed 001's rule variants (--variant NAME, repeatable) */
} gah_selfplay_opts;

static gah_selfplay_opts opts = {.players = 2};

/* The report's figures, summed over the games played in the order played. */
static double split[GAH_VP_SOURCE_COUNT], automa_split[GAH_VP_SOURCE_COUNT];
static double automa_sum, automa_sumsq;
static long long seat_games;
static int automa_games;

/* One setting read through the params table into `field` ("selfplay: --waltz: ..." when refused). */
static bool param_option(const char *flag, const char *key, const char *value, gah_params *into)
{
    char why[200];
    if (!gah_params_set(into, key, value, why, sizeof why)) return true;
    fprintf(stderr, "selfplay: %s: %s\n", flag, why);
    return false;
}

static int option(int argc, char **argv, int i)
{
    const char *flag = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
    gah_params p = {0};
    if (!strcmp(flag, "--mixed")) return opts.mixed = true, 1;
    if (!strcmp(flag, "--midsave")) return gah_selfplay_midsave = true, 1;
    if (!v) return 0;
    if (!strcmp(flag, "--players")) return cli_number("selfplay", "--players", v, 2, 4, &opts.players) ? 2 : -1;
    if (!strcmp(flag, "--waltz")) return param_option(flag, "waltz", v, &p) ? (opts.waltz = p.waltz, 2) : -1;
    if (!strcmp(flag, "--solo-entrance"))
        return param_option(flag, "solo_entrance", v, &p) ? (opts.solo_entrance = p.solo_entrance, 2) : -1;
    if (!strcmp(flag, "--variant")) return param_option(flag, "variants", v, &p) ? (opts.variants |= p.variants, 2) : -1;
    if (!strcmp(flag, "--solo")) {
        opts.solo = !strcmp(v, "easy") ? GAH_EASY : !strcmp(v, "medium") ? GAH_MEDIUM : !strcmp(v, "hard") ? GAH_HARD : 0;
        if (opts.solo) return 2;
        fprintf(stderr, "selfplay: --solo easy|medium|hard\n");
        return -1;
    }
    return 0;
}

static void params_of(void *out, int game);

/* The first game's settings are tried once: settings that do not go together (a solo entrance without
 * module 3) are refused with the engine's reason, not played as no games at all. */
static bool ready(void)
{
    static gah_state probe;
    gah_params p = {.seed = 1};
    params_of(&p, 0);
    const char *why = gah_setup_preview(&probe, &p, NULL); /* module 1 is tested before it is playable */
    if (why) {
        fprintf(stderr, "selfplay: %s\n", why);
        return false;
    }
    return true;
}

static void params_of(void *out, int game)
{
    gah_params *params = out;
    *params = (gah_params){.seed = params->seed, .players = (uint8_t)opts.players};
    if (opts.solo)
        params->players = 2, params->automa = (uint8_t)gah_automa_for_modules(opts.waltz), params->difficulty = (uint8_t)opts.solo;
    if (opts.mixed) {
        params->players = (uint8_t)(2 + game % 3);
        params->hotels = (uint8_t)(game / 3 % 2);
        params->intro_staff = game / 6 % 3 == 1;
        params->expert_draft = game / 6 % 3 == 2;
    }
    params->waltz = opts.waltz;
    params->variants = opts.variants;
    params->solo_entrance = opts.solo_entrance;
}

static int pick(const bg_move *moves, int n, uint64_t *rng)
{
    gah_command cmds[512];
    for (int i = 0; i < n && i < 512; i++) cmds[i] = gah_command_of(moves[i]);
    return gah_ai_pick_weighted(cmds, n < 512 ? n : 512, rng);
}

static void finished(const void *state)
{
    const gah_state *st = state;
    for (int s = 0; s < st->players; s++) {
        for (int k = 0; k < GAH_VP_SOURCE_COUNT; k++) split[k] += st->player[s].vp_by_source[k];
        seat_games++;
    }
    if (opts.solo && st->players > GAH_AUTOMA_SEAT) {
        const gah_player *a = &st->player[GAH_AUTOMA_SEAT];
        for (int k = 0; k < GAH_VP_SOURCE_COUNT; k++) automa_split[k] += a->vp_by_source[k];
        automa_sum += a->vp, automa_sumsq += (double)a->vp * a->vp, automa_games++;
    }
}

/* A score split per player and game, grouped as a player reads a score sheet; Let's Waltz's own sources only
 * when a module scored them, so the base game's line reads as it always has. */
static void print_split(FILE *out, const char *label, const double by[GAH_VP_SOURCE_COUNT], double n)
{
    fprintf(out, "%s: guests %.1f, rooms %.1f, Emperor %.1f, staff %.1f, objectives %.1f, leftovers %.1f, cafe %.1f", label,
            by[GAH_VP_GUESTS] / n, (by[GAH_VP_ROOM_ICONS] + by[GAH_VP_BONUS] + by[GAH_VP_ROOMS_FINAL]) / n,
            by[GAH_VP_EMPEROR] / n, by[GAH_VP_STAFF] / n, by[GAH_VP_OBJECTIVES] / n, by[GAH_VP_LEFTOVERS] / n,
            by[GAH_VP_CAFE_PENALTY] / n);
    if (by[GAH_VP_BALLROOMS] != 0) fprintf(out, ", ballrooms %.1f", by[GAH_VP_BALLROOMS] / n);
    if (by[GAH_VP_CELEBRITIES] != 0) fprintf(out, ", celebrities %.1f", by[GAH_VP_CELEBRITIES] / n);
    fprintf(out, "\n");
}

static void report(FILE *out)
{
    if (gah_selfplay_midsave) fprintf(out, "%d mid-game saves reloaded\n", gah_selfplay_midsaves);
    if (automa_games) {
        static const char *levels[] = {"", "easy", "medium", "hard"};
        double n = automa_games, m = automa_sum / n;
        double var = automa_sumsq / n - m * m;
        fprintf(out, "automa %s (%s): mean %.1f VP, standard deviation %.1f over %d games\n",
                gah_automa_name(gah_automa_for_modules(opts.waltz)), levels[opts.solo], m, var > 0 ? sqrt(var) : 0.0,
                automa_games);
    }
    if (seat_games) print_split(out, "mean split", split, (double)seat_games);
    if (automa_games) print_split(out, "automa split", automa_split, (double)automa_games);
}

static void stuck(const void *state)
{
    if (!getenv("GAH_DEBUG_STUCK")) return;
    const gah_state *st = state;
    gah_prompt p = gah_current_prompt(st);
    const gah_player *pl = &st->player[p.seat];
    fprintf(stderr, "seat %d money %d entrance %d dice %d%d%d%d%d%d die %d guest %d acted %d kozi %d covered %d\n", p.seat,
            pl->money, st->entrances.owned[p.seat], st->dice[1], st->dice[2], st->dice[3], st->dice[4], st->dice[5],
            st->dice[6], st->turn_die_taken, st->turn_guest_taken, st->turn_acted, st->entrances.kozi_to, pl->covered);
}

const cli_selfplay_game gah_cli_selfplay = {
    .option = option,
    .ready = ready,
    .params = params_of,
    .pick = pick,
    .junk = gah_selfplay_junk,
    .position = gah_selfplay_position,
    .check_legal = gah_selfplay_check_legal,
    .check_applied = gah_selfplay_check_applied,
    .stuck = stuck,
    .finished = finished,
    .report = report,
};

/* Command-line flags for a game's settings: `--KEY VALUE` for every key of the game's params table (for the
 * base game: players, hotels, intro, draft, automa, difficulty, waltz, variants, seed), after the short
 * forms the game reads itself (its params_flag hook). */
#include "cli.h"

#include <string.h>

#include "bg/number.h"

static bool is_key(const bg_game *g, const char *key, int kind)
{
    bg_param_info info;
    for (int i = 0; i < g->param_count(); i++)
        if (g->param_info(i, &info) && (kind < 0 ? !strcmp(info.key, key) : info.kind == kind)) return true;
    return false;
}

int cli_params_flag(const cli_game *cg, int argc, char **argv, int i, void *params, const char *tool)
{
    const bg_game *g = cg->game;
    if (cg->params_flag) {
        int used = cg->params_flag(argc, argv, i, params, tool);
        if (used) return used;
    }
    const char *flag = argv[i];
    /* --solo-entrance and --solo_entrance alike: flags are spelt with dashes, the table's keys with '_'. */
    char key[48];
    snprintf(key, sizeof key, "%s", strncmp(flag, "--", 2) ? "" : flag + 2);
    for (char *c = key; *c; c++)
        if (*c == '-') *c = '_';
    if (!key[0] || !is_key(g, key, -1)) return 0;
    if (i + 1 >= argc) {
        fprintf(stderr, "%s: %s needs a value\n", tool, flag);
        return -1;
    }
    char why[160];
    if (g->params_set(params, key, argv[i + 1], why, sizeof why)) {
        fprintf(stderr, "%s: %s\n", tool, why);
        return -1;
    }
    return 2;
}

bool cli_number(const char *tool, const char *flag, const char *text, int lo, int hi, int *out)
{
    if (bg_parse_int(text, lo, hi, out)) return true;
    fprintf(stderr, "%s: %s takes a whole number from %d to %d, not '%.40s'\n", tool, flag, lo, hi, text);
    return false;
}

bool cli_seed(const char *tool, const char *text, uint64_t *out)
{
    if (bg_parse_u64(text, UINT64_MAX, out)) return true;
    fprintf(stderr, "%s: --seed takes a whole number from 0 to %llu, not '%.40s'\n", tool, (unsigned long long)UINT64_MAX, text);
    return false;
}

void cli_params_seed(const bg_game *g, void *params, uint64_t seed)
{
    bg_param_info info;
    char text[24], why[160];
    snprintf(text, sizeof text, "%llu", (unsigned long long)seed);
    for (int i = 0; i < g->param_count(); i++)
        if (g->param_info(i, &info) && info.kind == BG_PARAM_SEED) g->params_set(params, info.key, text, why, sizeof why);
}

bool cli_params_seats(const bg_game *g, void *params, int seats)
{
    char text[16], why[160];
    snprintf(text, sizeof text, "%d", seats);
    return is_key(g, "players", -1) && !g->params_set(params, "players", text, why, sizeof why);
}

/* The base game's short settings flags, read before the generic --KEY VALUE: --day, --intro, --draft,
 * --solo NAME|DIFFICULTY and --variant NAME (repeatable); and what a difficulty alone means. */
#include "cli_gah.h"

#include <string.h>

int gah_cli_params_flag(int argc, char **argv, int i, void *out, const char *tool)
{
    gah_params *params = out;
    const char *flag = argv[i];
    const char *v = i + 1 < argc ? argv[i + 1] : NULL;
    char why[160];
    if (!strcmp(flag, "--day")) return gah_params_set(params, "hotels", "day", why, sizeof why) ? -1 : 1;
    if (!strcmp(flag, "--intro") || !strcmp(flag, "--draft")) {
        gah_params_set(params, flag + 2, "1", why, sizeof why);
        return 1;
    }
    if (!strcmp(flag, "--solo") && v) {
        /* --solo NAME, or --solo DIFFICULTY for the automa the modules call for (gah_cli_params_finish). */
        gah_params probe = *params;
        if (!gah_params_set(&probe, "difficulty", v, why, sizeof why) && strcmp(v, "none")) {
            params->difficulty = probe.difficulty;
            params->players = 2;
            return 2;
        }
        if (gah_params_set(params, "automa", v, why, sizeof why)) {
            fprintf(stderr, "%s: --solo: %s (or easy, medium, hard)\n", tool, why);
            return -1;
        }
        params->players = 2;
        if (!params->difficulty) params->difficulty = GAH_MEDIUM;
        return 2;
    }
    if (!strcmp(flag, "--variant") && v) {
        /* Repeatable: each --variant NAME adds one to those already given. */
        gah_params one = {0};
        if (gah_params_set(&one, "variants", v, why, sizeof why)) {
            fprintf(stderr, "%s: --variant: %s\n", tool, why);
            return -1;
        }
        params->variants |= one.variants;
        return 2;
    }
    return 0;
}

void gah_cli_params_finish(void *out)
{
    gah_params *params = out;
    /* Seed 002: with a difficulty but no automa named, the opponent is the one the modules call for. */
    if (params->difficulty && !params->automa) {
        params->automa = (uint8_t)gah_automa_for_modules(params->waltz);
        params->players = 2;
    }
}

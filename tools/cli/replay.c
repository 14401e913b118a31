/* gah-cli replay: re-runs saved games through the game and prints their scores and state hash. */
#include "cli.h"
#include "record.h"

#include <stdlib.h>

static void print_game(const cli_game *cg, const char *path, const void *st, int count)
{
    const bg_game *g = cg->game;
    printf("%s: %d commands,", path, count);
    if (g->prompt(st).seat < 0) {
        for (int p = 0; p < g->seats(st); p++) printf(" P%d %d", p, g->score(st, p));
        unsigned winners = g->winners(st);
        printf(", %s", __builtin_popcount(winners) > 1 ? "shared win" : "winner");
        for (int p = 0; p < g->seats(st); p++)
            if (winners & (1u << p)) printf(" P%d", p);
        printf(",");
    } else if (cg->progress) {
        char progress[64];
        cg->progress(st, progress, sizeof progress);
        printf(" game in progress (%s),", progress);
    } else {
        printf(" game in progress,");
    }
    printf(" hash %016llx\n", (unsigned long long)g->hash(st));
}

int cli_replay(const cli_game *cg, int argc, char **argv)
{
    if (argc < 1) {
        fprintf(stderr, "usage: gah-cli replay FILE...\n");
        return 2;
    }
    void *st = calloc(1, cg->game->state_size);
    if (!st) return 1;
    int failed = 0;
    for (int i = 0; i < argc; i++) {
        char err[512];
        int count;
        if (!record_load_file(cg->game, argv[i], st, &count, err, sizeof err)) {
            fprintf(stderr, "gah-cli replay: %s\n", err);
            failed++;
            continue;
        }
        print_game(cg, argv[i], st, count);
    }
    free(st);
    return failed ? 1 : 0;
}

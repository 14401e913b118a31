/* gah-cli: entry point and sub-command dispatch. */
#include "cli.h"
#include "gah/file.h"

#include <stdlib.h>
#include <string.h>

char *read_text_file(const char *path, char *err, size_t err_size)
{
    /* Regular files only, opened without blocking: a FIFO named like a scenario must not hang the tool. */
    return gah_file_read(path, 16 * 1024 * 1024, NULL, err, err_size, NULL);
}

static void usage(FILE *out)
{
    fprintf(out,
            "usage: gah-cli COMMAND ...\n"
            "  scenario FILE...                         run rules scenarios, print pass/fail per file\n"
            "  selfplay [--players N|--mixed|--solo DIFFICULTY] [--waltz LIST] [--variant NAME]... [--games G] [--seed S] [--quiet] [--check] [--save-dir D [--no-sync]] [--midsave]\n"
            "                                           play random legal games, print scores and a hash;\n"
            "                                           --check verifies invariants, --save-dir writes replays\n"
            "                                           (--no-sync: without waiting for the disk, for tests),\n"
            "                                           --midsave saves and reloads each game in set-up and every round\n"
            "  replay FILE...                           re-run saved games, print scores and state hash\n"
            "  bench [--games G] [--waltz] [--one-game]  engine speed: games/s, commands/s, playouts/s, state size, clone time\n"
            "  arena [--players N] [--games G] [--seed S] [--jobs J] [--waltz LIST] [--variant NAME]... A B [C D]\n"
            "  arena --solo leopold|elisabeth --difficulty D [--games G] [--seed S] A\n"
            "                                           computer players against each other, seats rotated:\n"
            "                                           wins (95%% interval), scores, decision times; players are\n"
            "                                           random, greedy, easy, medium, hard or hard:ITERATIONS\n"
            "  play [--players N] [--seed S] [--hotels night|day] [--intro] [--draft] [--automa leopold --difficulty easy|medium|hard]\n"
            "       [--waltz LIST] (Let's Waltz modules, any of 1,2,3,4,5 comma-separated; module 4 not solo)\n"
            "       [--variant original|no-kitchen-hand|discard-free-guests|herlius|rowe-smith]... (repeatable)\n"
            "       (every setting of a save header is a flag: --KEY VALUE; --day and --solo NAME|DIFFICULTY are short forms;\n"
            "        --solo DIFFICULTY plays Leopold, or Elisabeth with --waltz 1 or 2)\n"
            "                                           play in the terminal by number or command text\n");
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return 2;
    }
    if (!strcmp(argv[1], "scenario")) return cli_scenario(argc - 2, argv + 2);
    if (!strcmp(argv[1], "selfplay")) return cli_selfplay(argc - 2, argv + 2);
    if (!strcmp(argv[1], "play")) return cli_play(argc - 2, argv + 2);
    if (!strcmp(argv[1], "replay")) return cli_replay(argc - 2, argv + 2);
    if (!strcmp(argv[1], "bench")) return cli_bench(argc - 2, argv + 2);
    if (!strcmp(argv[1], "arena")) return cli_arena(argc - 2, argv + 2);
    if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "help")) {
        usage(stdout);
        return 0;
    }
    fprintf(stderr, "gah-cli: unknown command '%s'\n", argv[1]);
    usage(stderr);
    return 2;
}

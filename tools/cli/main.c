/* gah-cli: entry point, the game chosen with --game KEY, and sub-command dispatch. */
#include "cli.h"
#include "bg/games.h"
#include "gah/file.h"

#include <stdlib.h>
#include <string.h>

char *read_text_file(const char *path, char *err, size_t err_size)
{
    /* Regular files only, opened without blocking: a FIFO named like a scenario must not hang the tool. */
    return gah_file_read(path, 16 * 1024 * 1024, NULL, err, err_size, NULL);
}

/* The settings flags of `game` (its params table, so none is left out): "--players --hotels ...". */
static void settings_flags(FILE *out, const bg_game *game)
{
    bg_param_info info;
    size_t col = 0;
    fprintf(out, "  settings flags of %s (every setting of a save header):", game->key);
    col = 60;
    for (int i = 0; i < game->param_count(); i++) {
        if (!game->param_info(i, &info)) continue;
        char flag[48];
        snprintf(flag, sizeof flag, " --%s", info.key);
        for (char *c = flag; *c; c++)
            if (*c == '_') *c = '-'; /* --solo-entrance: cli_params_flag reads - and _ alike */
        if (col + strlen(flag) > 110) fprintf(out, "\n       "), col = 7;
        fprintf(out, "%s VALUE", flag);
        col += strlen(flag) + 6;
    }
    fprintf(out, "\n");
}

/* A word of a manual page: troff's own characters escaped ("-" as "\\-"); a key's '_' is written as the
 * flag's '-'. */
static void man_word(FILE *out, const char *word)
{
    for (const char *c = word; *c; c++) {
        char ch = *c == '_' ? '-' : *c;
        if (ch == '-' || ch == '\\') fputc('\\', out);
        fputc(ch, out);
    }
}

/* `help --man-settings`: the settings flags as manual-page text, from the game's params table: the build
 * writes them into gah-cli(6) (packaging/man/fill.py), so the page lists every setting --help does. */
static void man_settings(FILE *out, const bg_game *game)
{
    bg_param_info info;
    for (int i = 0; i < game->param_count(); i++) {
        if (!game->param_info(i, &info)) continue;
        fprintf(out, ".TP\n.BI \\-\\-");
        man_word(out, info.key);
        fprintf(out, " \" VALUE\"\n");
        switch (info.kind) {
        case BG_PARAM_NUMBER: fprintf(out, "A number from %d to %d.\n", info.min, info.max); break;
        case BG_PARAM_BOOL: fprintf(out, "\\fB0\\fR or \\fB1\\fR.\n"); break;
        case BG_PARAM_SET: fprintf(out, "Any of the numbers %d to %d, comma-separated, or \\fBnone\\fR.\n", info.min, info.max); break;
        case BG_PARAM_SEED: fprintf(out, "Any whole number up to 64 bits: the same seed deals the same game.\n"); break;
        case BG_PARAM_CHOICE: case BG_PARAM_FLAGS:
            fprintf(out, "%s", info.kind == BG_PARAM_FLAGS ? "Any of these, comma-separated, or \\fBnone\\fR:" : "One of");
            for (int n = 0; n < BG_PARAM_NAMES_MAX && info.names[n]; n++) {
                fprintf(out, "%s\\fB", n ? ", " : " ");
                man_word(out, info.names[n]);
                fprintf(out, "\\fR");
            }
            fprintf(out, ".\n");
            break;
        default: fprintf(out, "A value of the save header's setting.\n"); break;
        }
    }
}

static void usage(FILE *out, const bg_game *game)
{
    fprintf(out,
            "usage: gah-cli [--game KEY] COMMAND ...   (--game may also follow the command; default gah)\n"
            "  scenario FILE...                         run rules scenarios, print pass/fail per file\n"
            "  selfplay [--players N|--mixed|--solo DIFFICULTY] [--waltz LIST] [--variant NAME]... [--solo-entrance E]\n"
            "           [--games G] [--seed S] [--quiet] [--check] [--save-dir D [--no-sync]] [--midsave]\n"
            "                                           play random legal games, print scores and a hash;\n"
            "                                           --check verifies invariants, --save-dir writes replays\n"
            "                                           (--no-sync: without waiting for the disk, for tests),\n"
            "                                           --midsave saves and reloads each game in set-up and every round\n"
            "  replay FILE...                           re-run saved games, print scores and state hash\n"
            "  bench [--games G] [--waltz] [--one-game]  engine speed: games/s, commands/s, playouts/s, state size, clone time\n"
            "  arena [--players N] [--games G] [--seed S] [--jobs J] [--waltz LIST] [--variant NAME]... A B [C D]\n"
            "        [--verbose|--trace] [--weight NAME=VALUE]... [--features FILE] [--qdump FILE] [--value TABLE.h]\n"
            "        [--ref BUILD]                      (games as they go, every command, an evaluation weight\n"
            "                                           tried, each decision's features, hard's candidates and\n"
            "                                           their tries at each search, a trained value table,\n"
            "                                           ref:NAME players from another build's gah-cli; --serve is\n"
            "                                           that build's side)\n"
            "  arena --solo leopold|elisabeth --difficulty D [--games G] [--seed S] A\n"
            "                                           computer players against each other, seats rotated:\n"
            "                                           wins (95%% interval), scores, decision times; players are\n"
            "                                           random, greedy, easy, medium, hard or hard:ITERATIONS\n"
            "  train --out TABLE.h [--games G] [--seed S] [--from TABLE.h] [--mix KINDS] [--lambda L] [--alpha A]\n"
            "        [--noise N] [--decay D] [--explore E] [--replay R] [--learn WHICH] [--report N] [--dump FILE]\n"
            "        [--fit FILE... [--ridge R]]          the learned value by self-play (TD(lambda)), or fitted to\n"
            "        [--fit-q FILE... [--rank] [--pool] [--holdout K] [--ridge R]]\n"
            "                                           dumped positions (--fit) or to hard's candidates (--fit-q,\n"
            "                                           arena --qdump; --rank by their order, --pool one change for\n"
            "                                           all rounds in least squares, --holdout K leaves every K-th\n"
            "                                           game out and measures on it);\n"
            "                                           tools/ai_train.sh is the recipe\n"
            "  play [--players N] [--seed S] [--hotels night|day] [--intro] [--draft] [--automa leopold --difficulty easy|medium|hard]\n"
            "       [--waltz LIST] (Let's Waltz modules, any of 1,2,3,4,5 comma-separated; module 4 not solo)\n"
            "       [--variant original|no-kitchen-hand|discard-free-guests|herlius|rowe-smith]... (repeatable)\n"
            "       (every setting of a save header is a flag: --KEY VALUE; --day and --solo NAME|DIFFICULTY are short forms;\n"
            "        --solo DIFFICULTY plays Leopold, or Elisabeth with --waltz 1 or 2)\n"
            "                                           play in the terminal by number or command text\n"
            "  host [--port P] [--bind ADDR] [--takeover AGENT] [--seat N remote|AGENT]... [settings] DIR...\n"
            "                                           a host without a window: one game per folder, saved after\n"
            "                                           every move, resumed from its folder (gah-cli host --help)\n"
            "  join ADDRESS[:PORT] CODE [--seat N] [--name NAME] [--auto AGENT] [--retry S]\n"
            "                                           play a seat of a hosted game in the terminal, or let a\n"
            "                                           computer play it (--auto)\n"
            "  The options above are the base game's (gah); another game takes its settings as --KEY VALUE.\n"
            "  --help, help                             this summary\n"
            "  help --man-settings                      the settings flags as manual-page text (the build's gah-cli(6))\n");
    if (game) settings_flags(out, game);
}

/* Takes `--game KEY` out of argv[from..] (wherever it stands) into *key; false after saying what is wrong. */
static bool take_game_flag(int *argc, char **argv, int from, const char **key)
{
    for (int i = from; i < *argc; i++) {
        if (strcmp(argv[i], "--game")) continue;
        if (i + 1 >= *argc) {
            fprintf(stderr, "gah-cli: --game needs a game's key, like --game gah\n");
            return false;
        }
        *key = argv[i + 1];
        memmove(argv + i, argv + i + 2, (size_t)(*argc - i - 2) * sizeof *argv);
        *argc -= 2;
        i--;
    }
    return true;
}

/* The computer players are each game's own until the agents are written over the interface. */
int cli_arena(const cli_game *cg, int argc, char **argv)
{
    if (cg->arena) return cg->arena(cg, argc, argv);
    fprintf(stderr, "gah-cli arena: %s has no computer players yet\n", cg->game->name);
    return 2;
}

int cli_train(const cli_game *cg, int argc, char **argv)
{
    if (cg->train) return cg->train(cg, argc, argv);
    fprintf(stderr, "gah-cli train: %s has no learned judgement\n", cg->game->name);
    return 2;
}

typedef struct command {
    const char *name;
    int (*run)(const cli_game *cg, int argc, char **argv);
} command;

static const command commands[] = {
    {"scenario", cli_scenario}, {"selfplay", cli_selfplay}, {"play", cli_play},
    {"replay", cli_replay},     {"bench", cli_bench},       {"arena", cli_arena},
    {"host", cli_host},         {"join", cli_join},
    {"train", cli_train},
};

int main(int argc, char **argv)
{
    const char *key = "gah";
    if (!take_game_flag(&argc, argv, 1, &key)) return 2;
    if (argc < 2) {
        usage(stderr, bg_game_by_key(key));
        return 2;
    }
    if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "help")) {
        const bg_game *game = bg_game_by_key(key);
        if (argc > 2 && !strcmp(argv[2], "--man-settings") && game) man_settings(stdout, game);
        else usage(stdout, game);
        return 0;
    }
    for (size_t i = 0; i < sizeof commands / sizeof *commands; i++) {
        if (strcmp(argv[1], commands[i].name)) continue;
        cli_game cg;
        if (!cli_game_find(key, &cg, "gah-cli")) return 2;
        return commands[i].run(&cg, argc - 2, argv + 2);
    }
    fprintf(stderr, "gah-cli: unknown command '%s'\n", argv[1]);
    usage(stderr, bg_game_by_key(key));
    return 2;
}

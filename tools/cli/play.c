/* Terminal play: shows the state and a numbered list of the legal commands; type a number or a command. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

int cli_play(int argc, char **argv)
{
    gah_params params = {.seed = 1, .players = 2};
    for (int i = 0; i < argc;) {
        int used = cli_params_flag(argc, argv, i, &params, "play");
        if (used < 0) return 2;
        if (!used) {
            fprintf(stderr, "play: unknown option '%s'\n", argv[i]);
            return 2;
        }
        i += used;
    }
    cli_params_finish(&params);
    static gah_state st;
    static gah_events ev;
    const char *why = gah_setup(&st, &params, &ev);
    if (why) {
        fprintf(stderr, "play: %s\n", why);
        return 2;
    }
    char line[256], text[64];
    gah_command cmds[512];
    int last_seat = -1;
    while (st.phase != GAH_PHASE_OVER) {
        gah_prompt pr = gah_current_prompt(&st);
        for (int i = 0; i < ev.count; i++) {
            gah_event_text(&st, &ev.list[i], NULL, line, sizeof line); /* details too */
            printf("  · %s\n", line);
        }
        ev.count = 0;
        if ((int)pr.seat != last_seat || pr.kind == GAH_PROMPT_TURN) describe_state(&st, pr.seat, stdout);
        last_seat = pr.seat;
        int n = gah_legal(&st, cmds, 512);
        printf("P%d, %s", pr.seat, gah_prompt_name(pr.kind));
        bool shows_amount = pr.kind == GAH_PROMPT_DISHES || pr.kind == GAH_PROMPT_DRINKS ||
                            pr.kind == GAH_PROMPT_KRONE_EMPEROR || pr.kind == GAH_PROMPT_IMITATE;
        bool shows_discount = pr.kind == GAH_PROMPT_ROOMS || pr.kind == GAH_PROMPT_STAFF || pr.kind == GAH_PROMPT_DRAW3;
        if (shows_amount) printf(" (strength %d)", pr.amount);
        if (shows_discount && pr.amount) printf(" (%d krone off)", pr.amount);
        char words[160];
        describe_prompt_words(pr.kind, words, sizeof words);
        printf(" — choose (%s):\n", words);
        for (int i = 0; i < n; i++) {
            gah_command_format(cmds[i], text, sizeof text);
            printf("  %2d) %s\n", i + 1, text);
        }
        printf("> ");
        fflush(stdout);
        if (!fgets(line, sizeof line, stdin)) {
            printf("\nend of input: the game is left unfinished\n");
            return 1;
        }
        line[strcspn(line, "\r\n")] = 0;
        gah_command cmd;
        char *end;
        long k = strtol(line, &end, 10);
        if (end != line && !*end && k >= 1 && k <= n) cmd = cmds[k - 1];
        else if (!strcmp(line, "quit")) return 1;
        else if (!gah_command_parse(line, &cmd)) {
            printf("not a command: '%s' (type a number from the list, or quit)\n", line);
            continue;
        }
        why = gah_apply(&st, pr.seat, cmd, &ev);
        if (why) printf("refused: %s\n", why);
    }
    for (int i = 0; i < ev.count; i++) {
        gah_event_text(&st, &ev.list[i], NULL, line, sizeof line); /* details too */
        printf("  · %s\n", line);
    }
    printf("== Final scores:");
    for (int s = 0; s < st.players; s++) printf(" P%d %d VP (leftovers %d)", s, st.player[s].vp, st.player[s].leftovers);
    if (params.automa) {
        const char *automa = gah_automa_name(params.automa);
        if (gah_winner(&st) == 0) printf("\nYou beat %s.\n", automa);
        else printf("\n%s wins (you need more points to win).\n", automa);
    }
    else {
        unsigned winners = gah_winners(&st);
        printf("\n");
        for (int p = 0; p < st.players; p++)
            if (winners & (1u << p)) printf("P%d ", p);
        printf("%s.\n", __builtin_popcount(winners) > 1 ? "share the victory" : "wins");
    }
    return 0;
}

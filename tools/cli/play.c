/* Terminal play over the game interface: the events, the game's board (its hook), then a numbered list of
 * the legal moves; type a number or the move's text. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

#include "bg/number.h"

#define LEGAL_MAX 512

static void print_events(const bg_game *g, const void *st, bg_events *ev)
{
    char line[256];
    for (int i = 0; i < ev->count; i++) {
        g->event_text(st, &ev->list[i], NULL, line, sizeof line); /* details too */
        printf("  · %s\n", line);
    }
    ev->count = 0;
}

/* Without the game's own words: every seat's score and who won. */
static void plain_result(const bg_game *g, const void *st)
{
    printf("== Final scores:");
    for (int s = 0; s < g->seats(st); s++) printf(" P%d %d", s, g->score(st, s));
    unsigned winners = g->winners(st);
    printf("\n");
    for (int s = 0; s < g->seats(st); s++)
        if (winners & (1u << s)) printf("P%d ", s);
    printf("%s.\n", __builtin_popcount(winners) > 1 ? "share the victory" : "wins");
}

/* Reads the move: a number from the list or the move's text. 1 when one was read into `move`, 0 to ask
 * again, -1 to stop. */
static int read_move(const bg_game *g, const bg_move *moves, int n, bg_move *move)
{
    char line[256];
    if (!fgets(line, sizeof line, stdin)) {
        printf("\nend of input: the game is left unfinished\n");
        return -1;
    }
    line[strcspn(line, "\r\n")] = 0;
    int k;
    if (bg_parse_int(line, 1, n, &k)) *move = moves[k - 1];
    else if (!strcmp(line, "quit")) return -1;
    else if (!g->move_parse(line, move)) {
        printf("not a command: '%s' (type a number from the list, or quit)\n", line);
        return 0;
    }
    return 1;
}

static int play(const cli_game *cg, void *st, const void *params)
{
    const bg_game *g = cg->game;
    static bg_events ev;
    const char *why = g->setup(st, params, &ev);
    if (why) {
        fprintf(stderr, "play: %s\n", why);
        return 2;
    }
    char text[64];
    bg_move moves[LEGAL_MAX];
    int last_seat = -1;
    for (bg_prompt pr; (pr = g->prompt(st)).seat >= 0;) {
        print_events(g, st, &ev);
        if (cg->play && cg->play->board) cg->play->board(st, pr, pr.seat != last_seat, stdout);
        last_seat = pr.seat;
        int n = g->legal(st, moves, LEGAL_MAX);
        printf("P%d, %s", pr.seat, g->prompt_name(pr.kind));
        if (cg->play && cg->play->prompt) cg->play->prompt(st, pr, stdout);
        else printf(" — choose:");
        printf("\n");
        for (int i = 0; i < n; i++) {
            g->move_format(moves[i], text, sizeof text);
            printf("  %2d) %s\n", i + 1, text);
        }
        printf("> ");
        fflush(stdout);
        bg_move move;
        int got = read_move(g, moves, n, &move);
        if (got < 0) return 1;
        if (!got) continue;
        why = g->apply(st, pr.seat, move, &ev);
        if (why) printf("refused: %s\n", why);
    }
    print_events(g, st, &ev);
    if (cg->play && cg->play->result) cg->play->result(st, params, stdout);
    else plain_result(g, st);
    return 0;
}

int cli_play(const cli_game *cg, int argc, char **argv)
{
    const bg_game *g = cg->game;
    void *params = calloc(1, g->params_size), *st = calloc(1, g->state_size);
    int status = 2;
    if (!params || !st) goto done;
    g->params_default(params);
    cli_params_seed(g, params, 1);
    for (int i = 0; i < argc;) {
        int used = cli_params_flag(cg, argc, argv, i, params, "play");
        if (used < 0) goto done;
        if (!used) {
            fprintf(stderr, "play: unknown option '%s'\n", argv[i]);
            goto done;
        }
        i += used;
    }
    if (cg->params_finish) cg->params_finish(params);
    status = play(cg, st, params);
done:
    free(params), free(st);
    return status;
}

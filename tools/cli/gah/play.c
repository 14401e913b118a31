/* Terminal play's base-game parts: the board before a decision, what a prompt says about itself (an
 * action's strength, a discount) and the words it takes, and the final scores with leftovers and the
 * automa's verdict; and how far an unfinished replay has come (its round). */
#include "cli_gah.h"

static void board(const void *state, bg_prompt pr, bool seat_changed, FILE *out)
{
    /* Every turn starts with the whole table; a decision inside a turn only when another seat makes it. */
    if (seat_changed || pr.kind == GAH_PROMPT_TURN) describe_state(state, pr.seat, out);
}

static void prompt(const void *state, bg_prompt bp, FILE *out)
{
    gah_prompt pr = gah_current_prompt(state);
    (void)bp;
    bool shows_amount = pr.kind == GAH_PROMPT_DISHES || pr.kind == GAH_PROMPT_DRINKS ||
                        pr.kind == GAH_PROMPT_KRONE_EMPEROR || pr.kind == GAH_PROMPT_IMITATE;
    bool shows_discount = pr.kind == GAH_PROMPT_ROOMS || pr.kind == GAH_PROMPT_STAFF || pr.kind == GAH_PROMPT_DRAW3;
    if (shows_amount) fprintf(out, " (strength %d)", pr.amount);
    if (shows_discount && pr.amount) fprintf(out, " (%d krone off)", pr.amount);
    char words[160];
    describe_prompt_words(pr.kind, words, sizeof words);
    fprintf(out, " — choose (%s):", words);
}

static void result(const void *state, const void *p, FILE *out)
{
    const gah_state *st = state;
    const gah_params *params = p;
    fprintf(out, "== Final scores:");
    for (int s = 0; s < st->players; s++)
        fprintf(out, " P%d %d VP (leftovers %d)", s, st->player[s].vp, st->player[s].leftovers);
    if (params->automa) {
        const char *automa = gah_automa_name(params->automa);
        if (gah_winner(st) == 0) fprintf(out, "\nYou beat %s.\n", automa);
        else fprintf(out, "\n%s wins (you need more points to win).\n", automa);
        return;
    }
    unsigned winners = gah_winners(st);
    fprintf(out, "\n");
    for (int s = 0; s < st->players; s++)
        if (winners & (1u << s)) fprintf(out, "P%d ", s);
    fprintf(out, "%s.\n", __builtin_popcount(winners) > 1 ? "share the victory" : "wins");
}

const cli_play_game gah_cli_play = {.board = board, .prompt = prompt, .result = result};

void gah_cli_progress(const void *state, char *buf, size_t size)
{
    snprintf(buf, size, "round %d", ((const gah_state *)state)->round);
}

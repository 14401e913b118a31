/* `arena --qdump FILE`: hard's searched decisions for expert iteration (`gah-cli train --fit-q`, docs/ai.md).
 * For each candidate the search tried, the position medium would judge it by (the candidate, then the seat's
 * own follow-up prompts answered as medium answers them, on one deal of the seat's view) and what the search
 * made of it: its tries and their mean. Fitting the one-step value's differences between a decision's
 * candidates to the search's turns medium into an apprentice of hard. */
#include "cli_gah.h"
#include "gah/ai.h"

void arena_qdump(const gah_state *st, int game, int seat, int decision, const gah_ai *ai, gah_command chosen, FILE *out)
{
    if (ai->last_arm_count < 2) return;
    static gah_state view, world, leaf;
    gah_view(st, seat, &view);
    /* The deal is the arena's own (the search's first deal is the player's secret), fixed by the decision. */
    if (!gah_determinize(&view, seat, bg_agent_mix((uint64_t)game * 1000003u + (uint64_t)decision, 77), &world)) return;
    bg_move moves[BG_AGENT_MOVES_MAX];
    int n = gah_game.legal(&view, moves, BG_AGENT_MOVES_MAX);
    for (int a = 0; a < ai->last_arm_count; a++) {
        const bg_agent_arm *arm = &ai->last_arms[a];
        if (arm->index < 0 || arm->index >= n || arm->visits < 1) continue;
        gah_command cmd = gah_command_of(moves[arm->index]);
        if (!gah_ai_medium_leaf(&world, seat, cmd, &leaf)) continue;
        float x[AI_VALUE_FEATURES];
        int round = gah_ai_value_features(&leaf, seat, x);
        bool played = cmd.type == chosen.type && cmd.a == chosen.a && cmd.b == chosen.b;
        /* "q GAME SEAT DECISION ROUND PLAYED VISITS MEAN RELATIVE PROJECTED X0 .. X245 COMMAND" (its spaces as '_') */
        fprintf(out, "q %d %d %d %d %d %d %.4f %.4f %d", game, seat, decision, round, played, arm->visits,
                arm->sum / arm->visits, gah_ai_relative(&leaf, seat), gah_projected_score(&leaf, seat, NULL));
        for (int k = 0; k < AI_VALUE_FEATURES; k++) fprintf(out, x[k] ? " %.4g" : " 0", (double)x[k]);
        char text[48];
        gah_command_format(cmd, text, sizeof text);
        for (char *c = text; *c; c++)
            if (*c == ' ') *c = '_';
        fprintf(out, " %s\n", text);
    }
}

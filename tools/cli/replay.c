/* gah-cli replay: re-runs saved games through the engine and prints their scores and state hash. */
#include "cli.h"
#include "gah/session.h"

int cli_replay(int argc, char **argv)
{
    if (argc < 1) {
        fprintf(stderr, "usage: gah-cli replay FILE...\n");
        return 2;
    }
    int failed = 0;
    for (int i = 0; i < argc; i++) {
        static gah_session s;
        char err[512];
        if (!bg_session_load_file(&s, argv[i], err, sizeof err)) {
            fprintf(stderr, "gah-cli replay: %s\n", err);
            failed++;
            continue;
        }
        printf("%s: %d commands,", argv[i], s.count);
        if (gah_session_state(&s)->phase == GAH_PHASE_OVER) {
            for (int p = 0; p < gah_session_state(&s)->players; p++) printf(" P%d %d", p, gah_session_state(&s)->player[p].vp);
            unsigned winners = gah_winners(gah_session_state(&s));
            printf(", %s", __builtin_popcount(winners) > 1 ? "shared win" : "winner");
            for (int p = 0; p < gah_session_state(&s)->players; p++)
                if (winners & (1u << p)) printf(" P%d", p);
            printf(",");
        } else {
            printf(" game in progress (round %d),", gah_session_state(&s)->round);
        }
        printf(" hash %016llx\n", (unsigned long long)gah_hash(gah_session_state(&s)));
        bg_session_free(&s);
    }
    return failed ? 1 : 0;
}

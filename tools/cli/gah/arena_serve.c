/* `gah-cli arena --serve`: this build's computer players as an outside process, so another build's arena can
 * seat them (`--ref PATH` and players named ref:NAME there). A fixed build of an older commit with this file
 * is how a new judgement is measured against the old one on the same deals, in the same games.
 *
 * The protocol is one line each way, in text. The client sends:
 *   reset                  the settings back to their zero values
 *   param KEY VALUE        one setting (gah_params_set; the keys of gah_params_format)
 *   setup                  a new game from the settings            -> "hash HEX" (gah_hash of the new state)
 *   player SEAT NAME SEED  seat SEAT is played by NAME ("medium", "hard:500") seeded as gah_ai_init does -> "ok"
 *   apply SEAT COMMAND     a command made at the table, in canonical text -> "ok HEX" or "refused REASON"
 *   choose SEAT            this build's choice for SEAT            -> "move COMMAND ITERATIONS"
 *   quit
 * Anything else gets "error WHAT". Both sides keep the whole state; the hashes say they agree. */
#include "cli_gah.h"
#include "gah/ai.h"

#include <string.h>

static void reply(const char *text)
{
    fputs(text, stdout);
    fputc('\n', stdout);
    fflush(stdout);
}

int gah_cli_arena_serve(void)
{
    gah_params params;
    memset(&params, 0, sizeof params);
    static gah_state st;
    gah_ai ai[GAH_MAX_PLAYERS];
    memset(ai, 0, sizeof ai);
    bool ready = false;
    char line[512], out[600];
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\r\n")] = 0;
        char word[16] = "", key[64] = "", value[400] = "";
        int seat = -1;
        sscanf(line, "%15s", word);
        if (!strcmp(word, "quit")) break;
        if (!strcmp(word, "reset")) {
            memset(&params, 0, sizeof params);
            ready = false;
            reply("ok");
        } else if (!strcmp(word, "param") && sscanf(line, "param %63s %399[^\n]", key, value) == 2) {
            char why[160];
            const char *refused = gah_params_set(&params, key, value, why, sizeof why);
            if (refused) snprintf(out, sizeof out, "error %s", why);
            reply(refused ? out : "ok");
        } else if (!strcmp(word, "setup")) {
            const char *why = gah_setup_preview(&st, &params, NULL);
            ready = !why;
            if (why) snprintf(out, sizeof out, "error %s", why);
            else snprintf(out, sizeof out, "hash %016llx", (unsigned long long)gah_hash(&st));
            reply(out);
        } else if (!strcmp(word, "player")) {
            unsigned long long seed = 0;
            int iterations = 0, kind = -1;
            if (sscanf(line, "player %d %63s %llu", &seat, key, &seed) == 3) kind = gah_ai_kind_parse(key, &iterations);
            if (kind < 0 || seat < 0 || seat >= GAH_MAX_PLAYERS) {
                reply("error player SEAT NAME SEED");
                continue;
            }
            gah_ai_init(&ai[seat], kind, seed);
            ai[seat].iterations = iterations;
            reply("ok");
        } else if (!strcmp(word, "apply")) {
            gah_command cmd;
            if (!ready || sscanf(line, "apply %d %399[^\n]", &seat, value) != 2 || !gah_command_parse(value, &cmd)) {
                reply("error apply SEAT COMMAND, after setup");
                continue;
            }
            const char *why = gah_apply(&st, seat, cmd, NULL);
            if (why) snprintf(out, sizeof out, "refused %s", why);
            else snprintf(out, sizeof out, "ok %016llx", (unsigned long long)gah_hash(&st));
            reply(out);
        } else if (!strcmp(word, "choose")) {
            if (!ready || sscanf(line, "choose %d", &seat) != 1 || seat < 0 || seat >= GAH_MAX_PLAYERS) {
                reply("error choose SEAT, after setup");
                continue;
            }
            gah_command cmd = gah_ai_choose(&ai[seat], &st, seat);
            char text[48];
            if (!gah_command_format(cmd, text, sizeof text)) {
                reply("error nothing to choose");
                continue;
            }
            snprintf(out, sizeof out, "move %s %d", text, ai[seat].last_iterations);
            reply(out);
        } else {
            snprintf(out, sizeof out, "error unknown line '%.60s'", line);
            reply(out);
        }
    }
    return 0;
}

/* Hints: what the hard player would do in the person's place, and what it expects to gain. */
#include "internal.h"

#include <stdio.h>

bool gah_ai_hint(const gah_state *st, int seat, int iterations, int time_ms, const atomic_int *stop, uint64_t seed,
                 gah_command *cmd, double *gain, char *phrase, size_t phrase_size)
{
    if (st->phase == GAH_PHASE_OVER || gah_current_prompt(st).seat != seat) return false;
    gah_ai ai;
    gah_ai_init(&ai, GAH_AI_HARD, seed);
    ai.iterations = iterations;
    ai.time_ms = time_ms;
    ai.stop = stop;
    gah_command c = gah_ai_choose(&ai, st, seat);
    if (c.type == GAH_CMD_NONE) return false;
    if (cmd) *cmd = c;
    if (gain) *gain = ai.last_gain;
    if (phrase && phrase_size) {
        char text[48];
        gah_command_format(c, text, sizeof text);
        long points = ai.last_gain >= 0 ? (long)(ai.last_gain + 0.5) : -(long)(-ai.last_gain + 0.5);
        if (points == 0)
            snprintf(phrase, phrase_size, "Play '%s': it keeps your position about even.", text);
        else
            snprintf(phrase, phrase_size, "Play '%s': about %+ld point%s by the end of your turn.", text, points,
                     points == 1 || points == -1 ? "" : "s");
    }
    return true;
}

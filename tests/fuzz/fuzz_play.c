/* libFuzzer target, structure-aware: the input picks the game's settings (players, hotels, variants, solo
 * with a difficulty, seed) and then, byte by byte, one of gah_legal's commands (or an undo), so every
 * input is a legal game and the fuzzer reaches deep states with every prompt, module and solo. Checks:
 * a listed command is never refused, undo restores the earlier state, and the save text of a 2-4 player
 * game loads back to the same state. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "gah/session.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 10) return 0;
    static gah_session s, back;
    gah_params p = {0};
    uint8_t mode = data[0];
    p.players = (uint8_t)(2 + mode % 3);
    p.hotels = (mode >> 2) & 1 ? GAH_HOTELS_DAY : GAH_HOTELS_NIGHT;
    p.intro_staff = (mode >> 3) & 1;
    p.expert_draft = !p.intro_staff && ((mode >> 4) & 1);
    if ((mode >> 5) & 1) { /* Dinner for One: the person against Leopold */
        p.players = 2;
        p.automa = GAH_AUTOMA_LEOPOLD;
        p.difficulty = (uint8_t)(GAH_EASY + (mode >> 6) % 3);
        p.intro_staff = p.expert_draft = false;
    }
    memcpy(&p.seed, data + 1, sizeof p.seed);
    if (gah_session_start(&s, &p, NULL)) return 0;
    static gah_command cmds[512];
    for (size_t i = 9; i < size && gah_session_state(&s)->phase != GAH_PHASE_OVER; i++) {
        int n = gah_legal(gah_session_state(&s), cmds, 512);
        if (n <= 0) abort(); /* a game that is not over always has a move */
        if (data[i] == 0xff && bg_session_can_undo(&s)) {
            uint64_t before = gah_hash(gah_session_state(&s));
            bg_session_undo(&s);
            if (gah_hash(gah_session_state(&s)) == before && s.count == 0) abort();
            continue;
        }
        gah_command c = cmds[data[i] % n];
        if (gah_session_apply(&s, gah_current_prompt(gah_session_state(&s)).seat, c, NULL)) abort();
    }
    /* Solo games are left out of the round trip until the save header carries the automa (format 2). */
    if (!p.automa) {
        size_t len;
        char *text = bg_session_save_text(&s, &len);
        char err[512];
        if (text) {
            if (!bg_session_load_text(&back, text, len, err, sizeof err) || gah_hash(gah_session_state(&back)) != gah_hash(gah_session_state(&s)))
                abort();
            bg_session_free(&back);
            free(text);
        }
    }
    bg_session_free(&s);
    return 0;
}

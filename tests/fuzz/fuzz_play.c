/* libFuzzer target, structure-aware: the input picks the game's settings - players, hotels, staff, solo
 * with a difficulty, the Let's Waltz modules, the rule variants, the automa's solo entrance, the seed - and
 * then, byte by byte, one of gah_legal's commands (or an undo), so every input is a legal game and the
 * fuzzer reaches deep states with every prompt, module, variant and solo. Checks: a listed command is never
 * refused, undo restores the earlier state, and the save text loads back to the same state.
 *
 * Input: byte 0 players 2-4 (bits 0-1), day hotels (2), intro staff (3), draft (4), solo (5) at a difficulty
 * (6-7); byte 1 the modules (bits 1-5: modules 1-5); byte 2 the variants (bits 0-4); byte 3 the solo
 * entrance (0 random, 1-4); bytes 4-7 the seed; then one byte per decision: a command of the legal list
 * (index mod its length) or, 0xff, an undo. Settings that do not go together are mended to the nearest
 * that do (module 4 is left out of a solo game, the automa is the one the modules call for, the solo
 * entrance needs module 3), so no input is thrown away.
 *
 * Issue 39 made it faster (164 runs a second, its edges flat after a minute): states are compared byte for
 * byte instead of hashed (gah_hash's 1,880-step loop, every step a traced comparison, was most of the
 * instrumented work), an undo is checked against the very state before the move it takes back, and the
 * save-and-load round trip runs for one input in four. A set-up is not worth sharing: 16 us of the few
 * milliseconds an input takes under the sanitizers. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "gah/session.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum { HEADER = 8, UNDO_KEPT = 64 };

/* The game the first HEADER bytes ask for, mended to one the engine sets up. */
static gah_params params_of(const uint8_t *data)
{
    gah_params p = {0};
    uint8_t mode = data[0];
    p.players = (uint8_t)(2 + mode % 4 % 3);
    p.hotels = (mode >> 2) & 1 ? GAH_HOTELS_DAY : GAH_HOTELS_NIGHT;
    p.intro_staff = (mode >> 3) & 1;
    p.expert_draft = !p.intro_staff && ((mode >> 4) & 1);
    p.waltz = (uint8_t)(data[1] & GAH_WALTZ_AVAILABLE);
    p.variants = (uint8_t)(data[2] & ((1u << GAH_VARIANT_COUNT) - 1));
    if ((mode >> 5) & 1) { /* Dinner for One: the person against the automa the modules call for */
        p.waltz &= (uint8_t)~GAH_WALTZ_MODULE(4);
        p.players = 2;
        p.automa = (uint8_t)gah_automa_for_modules(p.waltz);
        p.difficulty = (uint8_t)(GAH_EASY + (mode >> 6) % 3);
        p.intro_staff = p.expert_draft = false;
        if (p.waltz & GAH_WALTZ_MODULE(3)) p.solo_entrance = (uint8_t)(data[3] % GAH_SOLO_ENTRANCE_COUNT);
    }
    memcpy(&p.seed, data + 4, 4);
    return p;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < HEADER + 1) return 0;
    static gah_session s, back;
    /* The states before the last few moves, to check that an undo brings back exactly the one before. */
    static gah_state earlier[UNDO_KEPT];
    int top = 0, kept = 0; /* a ring: earlier[top - 1] is the state before the last move */
    gah_params p = params_of(data);
    if (gah_session_start_preview(&s, &p, NULL)) return 0;
    static gah_command cmds[512];
    for (size_t i = HEADER; i < size && gah_session_state(&s)->phase != GAH_PHASE_OVER; i++) {
        const gah_state *st = gah_session_state(&s);
        int n = gah_legal(st, cmds, 512);
        if (n <= 0) abort(); /* a game that is not over always has a move */
        if (data[i] == 0xff && bg_session_can_undo(&s)) {
            int count = s.count;
            bg_session_undo(&s);
            if (s.count != count - 1) abort();
            if (kept > 0) {
                top = (top + UNDO_KEPT - 1) % UNDO_KEPT, kept--;
                if (memcmp(&earlier[top], gah_session_state(&s), sizeof(gah_state))) abort();
            }
            continue;
        }
        memcpy(&earlier[top], st, sizeof(gah_state));
        top = (top + 1) % UNDO_KEPT;
        if (kept < UNDO_KEPT) kept++; /* past UNDO_KEPT moves the oldest is forgotten */
        if (gah_session_apply(&s, gah_current_prompt(st).seat, cmds[data[i] % n], NULL)) abort();
        /* A barrier (a roll, a card drawn, the turn passed) ends what undo can reach: nothing kept before it. */
        if (!bg_session_can_undo(&s)) kept = 0;
    }
    /* The save text loads back to the same state (solo games too: the header carries the automa). Loading
     * replays every move again, a third of the work: one input in four, by its last byte (the same input
     * always does), so the games go faster and the round trip still runs dozens of times a second. */
    size_t len;
    char *text = data[size - 1] % 4 == 0 ? bg_session_save_text(&s, &len) : NULL;
    char err[512];
    if (text) {
        if (!bg_session_load_text(&back, text, len, err, sizeof err) ||
            memcmp(gah_session_state(&back), gah_session_state(&s), sizeof(gah_state)))
            abort();
        bg_session_free(&back);
        free(text);
    }
    bg_session_free(&s);
    return 0;
}

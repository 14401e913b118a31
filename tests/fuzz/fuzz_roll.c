/* libFuzzer target, structure-aware, for Let's Roll: the input picks the players, the boards (at random or
 * chosen, seed 003's variant) and the seed, then byte by byte one of roll_legal's commands (or an undo), so
 * every input is a legal game that reaches deep states: every prompt, bonus chain and staff member. Checks:
 * a listed command is never refused, the legal list is never empty before the end and equals the slow one,
 * undo restores the earlier state, and the save text loads back to the same state. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "bg/session.h"
#include "roll/engine.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 12) return 0;
    static bg_session s, back;
    roll_params p = {.players = (uint8_t)(2 + data[0] % 3)};
    for (int seat = 0; seat < ROLL_MAX_PLAYERS; seat++) {
        p.hotel[seat] = (uint8_t)((data[1] >> seat) & 1 ? 1 + (data[2] + seat * 3) % 8 : 0);
        p.staff[seat] = (uint8_t)((data[1] >> (seat + 4)) & 1 ? 1 + (data[2] + seat * 5) % 8 : 0);
    }
    memcpy(&p.seed, data + 3, sizeof p.seed);
    if (bg_session_start(&s, &roll_game, &p, NULL)) return 0; /* two seats chose one board: refused, fine */
    static roll_command cmds[512], slow[512];
    for (size_t i = 11; i < size && ((roll_state *)s.state)->phase != ROLL_PHASE_OVER; i++) {
        const roll_state *st = s.state;
        int n = roll_legal(st, cmds, 512);
        if (n <= 0) abort(); /* a game that is not over always has a move */
        if (data[i] == 0xff && bg_session_can_undo(&s)) {
            uint64_t before = roll_hash(st);
            bg_session_undo(&s);
            if (roll_hash(s.state) == before) abort();
            continue;
        }
        if (data[i] == 0xfe) {
            int m = roll_legal_slow(st, slow, 512);
            if (m != n || memcmp(cmds, slow, (size_t)n * sizeof *cmds)) abort();
            continue;
        }
        roll_command c = cmds[data[i] % n];
        if (bg_session_apply(&s, roll_current_prompt(st).seat, roll_move_of(c), NULL)) abort();
    }
    size_t len;
    char *text = bg_session_save_text(&s, &len);
    char err[512];
    if (text) {
        if (!bg_session_load_text(&back, text, len, err, sizeof err) || bg_session_hash(&back) != bg_session_hash(&s)) abort();
        bg_session_free(&back);
        free(text);
    }
    bg_session_free(&s);
    return 0;
}

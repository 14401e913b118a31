/* libFuzzer target: the save loader and the command parser must never crash, hang or leak on any input. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "gah/session.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static gah_session s;
    char err[512];
    if (bg_session_load_text(&s, (const char *)data, size, err, sizeof err)) {
        /* A save that loads must save back to text that loads to the same state. */
        size_t len;
        char *text = bg_session_save_text(&s, &len);
        uint64_t hash = gah_hash(gah_session_state(&s));
        bg_session_free(&s);
        if (text) {
            if (!bg_session_load_text(&s, text, len, err, sizeof err) || gah_hash(gah_session_state(&s)) != hash) abort();
            bg_session_free(&s);
            free(text);
        }
    }
    /* The command parser: canonical text round-trips. */
    char line[64];
    size_t n = size < sizeof line - 1 ? size : sizeof line - 1;
    memcpy(line, data, n);
    line[n] = 0;
    gah_command cmd;
    if (gah_command_parse(line, &cmd)) {
        char text[64], again[64];
        gah_command back;
        if (!gah_command_format(cmd, text, sizeof text) || !gah_command_parse(text, &back)) abort();
        gah_command_format(back, again, sizeof again);
        if (strcmp(text, again) != 0) abort();
    }
    return 0;
}

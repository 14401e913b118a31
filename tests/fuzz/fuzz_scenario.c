/* libFuzzer target: gah-cli's scenario runner with the base game's vocabulary (set-ups, every `set`,
 * expectations, commands) never crashes, overflows or reads out of bounds, whatever the file says. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "gah/file.h"
#include "scenario.h"

extern const scenario_vocab gah_scenario_vocab; /* tools/cli/gah/scenario_setup.c */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* gah-cli's main.c is not linked in: the one helper the other commands use. */
char *read_text_file(const char *path, char *err, size_t err_size)
{
    return gah_file_read(path, 16 * 1024 * 1024, NULL, err, err_size, NULL);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static FILE *devnull;
    if (!devnull) devnull = fopen("/dev/null", "w");
    if (size > 8192 || !devnull) return 0;
    char *text = malloc(size + 1);
    if (!text) return 0;
    memcpy(text, data, size);
    text[size] = 0;
    scenario_run(&gah_scenario_vocab, text, "fuzz", devnull);
    free(text);
    return 0;
}

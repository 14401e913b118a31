/* Whole numbers read from text - save lines, scenario words, atlas.idx and layout.txt, command-line options -
 * by one checked reader. sscanf's %d, atoi and a strtol cast to int wrap or clamp silently ("seat
 * 4294967297" read as seat 1) and stop at the first stray character ("12abc" read as 12): these take the
 * whole word or nothing. The engine's command and settings parsers are the same rule in the engine. */
#ifndef BG_NUMBER_H
#define BG_NUMBER_H

#include <stdbool.h>
#include <stdint.h>

/* `text`, whole, as a decimal number in [lo, hi]: an optional '-' (only when lo < 0), then digits only - no
 * '+', space, sign alone or trailing character, and no overflow however many digits. False, with `out`
 * untouched, otherwise. */
bool bg_parse_long(const char *text, long lo, long hi, long *out);
bool bg_parse_int(const char *text, int lo, int hi, int *out);
bool bg_parse_u64(const char *text, uint64_t hi, uint64_t *out);

/* The words of a line, split in place at spaces and tabs (a CR ending the line is dropped): at most `max`
 * in `words`; returns how many there are, max + 1 when there are more. */
int bg_split_words(char *line, char **words, int max);

#endif

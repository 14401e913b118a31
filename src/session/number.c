/* The one checked reader of whole numbers in text (bg/number.h). */
#include "bg/number.h"

#include <limits.h>
#include <string.h>

bool bg_parse_u64(const char *text, uint64_t hi, uint64_t *out)
{
    if (!text || !*text) return false;
    uint64_t v = 0;
    for (const char *p = text; *p; p++) {
        if (*p < '0' || *p > '9') return false;
        uint64_t digit = (uint64_t)(*p - '0');
        if (v > (UINT64_MAX - digit) / 10) return false; /* past 64 bits */
        v = v * 10 + digit;
    }
    if (v > hi) return false;
    *out = v;
    return true;
}

bool bg_parse_long(const char *text, long lo, long hi, long *out)
{
    if (!text || lo > hi) return false;
    bool negative = text[0] == '-';
    uint64_t magnitude;
    /* The magnitude's limit: LONG_MIN's is one more than LONG_MAX's. */
    uint64_t limit = negative ? (uint64_t)LONG_MAX + 1 : (uint64_t)LONG_MAX;
    if ((negative && lo >= 0) || !bg_parse_u64(text + negative, limit, &magnitude)) return false;
    long v = negative ? (magnitude == (uint64_t)LONG_MAX + 1 ? LONG_MIN : -(long)magnitude) : (long)magnitude;
    if (v < lo || v > hi) return false;
    *out = v;
    return true;
}

bool bg_parse_int(const char *text, int lo, int hi, int *out)
{
    long v;
    if (!bg_parse_long(text, lo, hi, &v)) return false;
    *out = (int)v;
    return true;
}

int bg_split_words(char *line, char **words, int max)
{
    size_t len = strlen(line);
    if (len && line[len - 1] == '\r') line[--len] = 0;
    int n = 0;
    for (char *p = line; *p;) {
        while (*p == ' ' || *p == '\t') *p++ = 0;
        if (!*p) break;
        if (n == max) return max + 1;
        words[n++] = p;
        while (*p && *p != ' ' && *p != '\t') p++;
    }
    return n;
}

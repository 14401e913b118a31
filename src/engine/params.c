/* The game's settings as text: one table of keys drives writing and reading them, so a save, the CLI,
 * the scenarios and the new-game screen can never forget a field (the solo-save bug of issue 12). */
#include "internal.h"

#include <stddef.h>
#include <stdio.h>

typedef enum param_kind { PARAM_UINT8, PARAM_BOOL, PARAM_NAMES, PARAM_SEED, PARAM_MODULES, PARAM_VARIANTS } param_kind;

typedef struct param_row {
    const char *key;
    size_t offset;
    param_kind kind;
    int min, max;             /* PARAM_UINT8 */
    const char *names[5];     /* PARAM_NAMES: value i is written as names[i] */
} param_row;

/* Keys in the order they are written. Readers accept any order; a key left out keeps its default. */
static const param_row params_table[] = {
    {"players", offsetof(gah_params, players), PARAM_UINT8, 2, GAH_MAX_PLAYERS, {0}},
    {"hotels", offsetof(gah_params, hotels), PARAM_NAMES, 0, 0, {"night", "day"}},
    {"intro", offsetof(gah_params, intro_staff), PARAM_BOOL, 0, 1, {0}},
    {"draft", offsetof(gah_params, expert_draft), PARAM_BOOL, 0, 1, {0}},
    {"automa", offsetof(gah_params, automa), PARAM_NAMES, 0, 0, {"none", "leopold", "elisabeth"}},
    {"difficulty", offsetof(gah_params, difficulty), PARAM_NAMES, 0, 0, {"none", "easy", "medium", "hard"}},
    {"waltz", offsetof(gah_params, waltz), PARAM_MODULES, 1, 5, {0}},
    {"variants", offsetof(gah_params, variants), PARAM_VARIANTS, 0, 0, {0}},
    {"solo_entrance", offsetof(gah_params, solo_entrance), PARAM_NAMES, 0, 0, {"random", "1", "2", "3", "4"}},
    /* Ruling 512: "on" is 0, so that a save written before the setting (no "stroup" line) plays as it was played,
     * with Stroup; the new-game screen starts at "off" (params_look.c). */
    {"stroup", offsetof(gah_params, stroup_off), PARAM_NAMES, 0, 0, {"on", "off"}},
    {"seed", offsetof(gah_params, seed), PARAM_SEED, 0, 0, {0}},
};
#define PARAM_ROWS ((int)(sizeof params_table / sizeof params_table[0]))

static int names_count(const param_row *row)
{
    int n = 0;
    while (n < 5 && row->names[n]) n++;
    return n;
}

size_t gah_params_format(const gah_params *params, char *buf, size_t size)
{
    size_t used = 0;
    const unsigned char *base = (const unsigned char *)params;
    for (int i = 0; i < PARAM_ROWS; i++) {
        const param_row *row = &params_table[i];
        char value[96]; /* the longest: every variant key, comma-separated */
        switch (row->kind) {
        case PARAM_UINT8: case PARAM_BOOL: snprintf(value, sizeof value, "%u", base[row->offset]); break;
        case PARAM_NAMES: {
            int v = base[row->offset];
            snprintf(value, sizeof value, "%s", v < names_count(row) ? row->names[v] : "?");
            break;
        }
        case PARAM_MODULES: {
            /* "none", or the module numbers in order: "1,2". */
            size_t n = 0;
            value[0] = 0;
            for (int m = row->min; m <= row->max; m++)
                if (base[row->offset] & (1u << m)) n += (size_t)snprintf(value + n, sizeof value - n, "%s%d", n ? "," : "", m);
            if (!n) snprintf(value, sizeof value, "none");
            if (base[row->offset] & ~((2u << row->max) - (1u << row->min))) snprintf(value, sizeof value, "?");
            break;
        }
        case PARAM_VARIANTS: {
            /* "none", or the variant keys in order: "original,herlius". */
            size_t n = 0;
            value[0] = 0;
            unsigned bits = base[row->offset];
            for (int v = 0; v < GAH_VARIANT_COUNT; v++)
                if (bits & GAH_VARIANT_BIT(v)) n += (size_t)snprintf(value + n, sizeof value - n, "%s%s", n ? "," : "", gah_variant_info_of(v)->key);
            if (!n) snprintf(value, sizeof value, "none");
            if (bits >> GAH_VARIANT_COUNT) snprintf(value, sizeof value, "?");
            break;
        }
        case PARAM_SEED: {
            uint64_t seed;
            memcpy(&seed, base + row->offset, sizeof seed);
            snprintf(value, sizeof value, "%llu", (unsigned long long)seed);
            break;
        }
        }
        bool room = buf && used < size;
        int n = snprintf(room ? buf + used : NULL, room ? size - used : 0, "%s %s\n", row->key, value);
        if (n > 0) used += (size_t)n;
    }
    return used;
}

static bool parse_u64(const char *text, uint64_t *out)
{
    if (!*text) return false;
    uint64_t v = 0;
    for (const char *p = text; *p; p++) {
        if (*p < '0' || *p > '9') return false;
        uint64_t digit = (uint64_t)(*p - '0');
        if (v > (UINT64_MAX - digit) / 10) return false;
        v = v * 10 + digit;
    }
    *out = v;
    return true;
}

bool gah_params_is_key(const char *key)
{
    for (int i = 0; i < PARAM_ROWS; i++)
        if (!strcmp(params_table[i].key, key)) return true;
    return false;
}

const char *gah_params_set(gah_params *params, const char *key, const char *value, char *why, size_t why_size)
{
    unsigned char *base = (unsigned char *)params;
    for (int i = 0; i < PARAM_ROWS; i++) {
        const param_row *row = &params_table[i];
        if (strcmp(row->key, key)) continue;
        uint64_t v;
        switch (row->kind) {
        case PARAM_UINT8: case PARAM_BOOL:
            if (!parse_u64(value, &v) || v < (uint64_t)row->min || v > (uint64_t)row->max) {
                snprintf(why, why_size, "%s must be a number from %d to %d", key, row->min, row->max);
                return why;
            }
            base[row->offset] = (unsigned char)v;
            return NULL;
        case PARAM_NAMES: {
            int n = names_count(row);
            for (int k = 0; k < n; k++)
                if (!strcmp(value, row->names[k])) {
                    base[row->offset] = (unsigned char)k;
                    return NULL;
                }
            size_t len = (size_t)snprintf(why, why_size, "%s must be", key);
            for (int k = 0; k < n && len < why_size; k++)
                len += (size_t)snprintf(why + len, why_size - len, "%s %s", k == 0 ? "" : k == n - 1 ? " or" : ",", row->names[k]);
            return why;
        }
        case PARAM_MODULES: {
            unsigned bits = 0;
            if (strcmp(value, "none")) {
                for (const char *p = value;; p++) {
                    if (*p < '0' + row->min || *p > '0' + row->max || (p[1] && p[1] != ',')) {
                        snprintf(why, why_size, "%s must be none or module numbers %d to %d, like 1,2", key, row->min, row->max);
                        return why;
                    }
                    bits |= 1u << (*p - '0');
                    if (!p[1]) break;
                    p++;
                }
            }
            base[row->offset] = (unsigned char)bits;
            return NULL;
        }
        case PARAM_VARIANTS: {
            unsigned bits = 0;
            if (strcmp(value, "none")) {
                const char *p = value;
                for (;;) {
                    const char *end = strchr(p, ',');
                    size_t len = end ? (size_t)(end - p) : strlen(p);
                    char name[24];
                    int variant = -1;
                    if (len < sizeof name) {
                        memcpy(name, p, len);
                        name[len] = 0;
                        variant = gah_variant_by_key(name);
                    }
                    if (variant < 0) {
                        size_t w = (size_t)snprintf(why, why_size, "%s must be none or a list of", key);
                        for (int k = 0; k < GAH_VARIANT_COUNT && w < why_size; k++)
                            w += (size_t)snprintf(why + w, why_size - w, "%s %s", k ? "," : "", gah_variant_info_of(k)->key);
                        return why;
                    }
                    bits |= GAH_VARIANT_BIT(variant);
                    if (!end) break;
                    p = end + 1;
                }
            }
            base[row->offset] = (unsigned char)bits;
            return NULL;
        }
        case PARAM_SEED:
            if (!parse_u64(value, &v)) {
                snprintf(why, why_size, "the seed must be a whole number from 0 to %llu", (unsigned long long)UINT64_MAX);
                return why;
            }
            memcpy(base + row->offset, &v, sizeof v);
            return NULL;
        }
    }
    snprintf(why, why_size, "unknown setting '%.40s'", key);
    return why;
}

int gah_param_count(void) { return PARAM_ROWS; }

/* The table above as every game describes its settings (bg/game.h): the new-game screen and the command
 * line read it. Built once per row on first use would need a mutable static; the rows are few, so each
 * call fills the caller's copy. */
bool gah_param_info(int index, bg_param_info *out)
{
    if (index < 0 || index >= PARAM_ROWS) return false;
    const param_row *row = &params_table[index];
    *out = (bg_param_info){.key = row->key, .min = row->min, .max = row->max};
    switch (row->kind) {
    case PARAM_UINT8: out->kind = BG_PARAM_NUMBER; break;
    case PARAM_BOOL: out->kind = BG_PARAM_BOOL; break;
    case PARAM_NAMES:
        out->kind = BG_PARAM_CHOICE;
        for (int k = 0; k < names_count(row); k++) out->names[k] = row->names[k];
        out->min = 0, out->max = names_count(row) - 1;
        break;
    case PARAM_MODULES: out->kind = BG_PARAM_SET; break;
    case PARAM_VARIANTS:
        out->kind = BG_PARAM_FLAGS;
        for (int v = 0; v < GAH_VARIANT_COUNT && v < BG_PARAM_NAMES_MAX; v++) out->names[v] = gah_variant_info_of(v)->key;
        out->min = 0, out->max = GAH_VARIANT_COUNT - 1;
        break;
    case PARAM_SEED: out->kind = BG_PARAM_SEED; break;
    }
    return true;
}

/* Commands as text: the canonical form used by saves, scenarios, the CLI and logs. */
#include "internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const item_words[GAH_ITEM_COUNT] = {"strudel", "cake", "wine", "coffee", "champagne"};
static const char *const die_colour_words[GAH_DIE_COLOUR_COUNT] = {"white", "red", "blue", "yellow"};

typedef struct cmd_form {
    const char *word;
    uint8_t type;
    uint8_t args;     /* number of arguments */
    char kinds[2];    /* per argument: 'n' number, 'i' item, 'd' table-or-kitchen, 's' objective slot, 'b' boost,
                         't' a space and a die colour (GAH_NUDGE_TO) */
    uint8_t lo[2], hi[2];
} cmd_form;

/* Indexed by command type, so a command finds its form without a search (it is checked for every
 * command applied); a type without a form has no word. */
static const cmd_form forms[GAH_CMD_COUNT] = {
    [GAH_CMD_TAKE_GUEST] = {"take-guest", GAH_CMD_TAKE_GUEST, 2, {'n', 'n'}, {1, 1}, {5, GAH_CAFE_TABLES}},
    [GAH_CMD_DIE] = {"die", GAH_CMD_DIE, 2, {'n', 'b'}, {1, 0}, {6, 7}},
    [GAH_CMD_DISHES] = {"dishes", GAH_CMD_DISHES, 2, {'n', 'n'}, {0, 0}, {40, 40}},
    [GAH_CMD_DRINKS] = {"drinks", GAH_CMD_DRINKS, 2, {'n', 'n'}, {0, 0}, {40, 40}},
    [GAH_CMD_SPLIT] = {"split", GAH_CMD_SPLIT, 2, {'n', 'n'}, {0, 0}, {40, 40}},
    [GAH_CMD_ROOM] = {"room", GAH_CMD_ROOM, 1, {'n', 0}, {0, 0}, {19, 0}},
    [GAH_CMD_DONE] = {"done", GAH_CMD_DONE, 0, {0, 0}, {0, 0}, {0, 0}},
    [GAH_CMD_SKIP] = {"skip", GAH_CMD_SKIP, 0, {0, 0}, {0, 0}, {0, 0}},
    [GAH_CMD_STAFF] = {"staff", GAH_CMD_STAFF, 1, {'n', 0}, {1, 0}, {255, 0}},
    [GAH_CMD_IMITATE] = {"imitate", GAH_CMD_IMITATE, 1, {'n', 0}, {1, 0}, {5, 0}},
    [GAH_CMD_PLACE] = {"place", GAH_CMD_PLACE, 2, {'i', 'd'}, {0, 0}, {4, GAH_CAFE_TABLES}},
    [GAH_CMD_SERVE] = {"serve", GAH_CMD_SERVE, 2, {'i', 'n'}, {0, 1}, {4, GAH_CAFE_TABLES}},
    [GAH_CMD_MOVE_GUEST] = {"move-guest", GAH_CMD_MOVE_GUEST, 2, {'n', 'n'}, {1, 0}, {GAH_CAFE_TABLES, 19}},
    [GAH_CMD_OCCUPY] = {"occupy", GAH_CMD_OCCUPY, 1, {'n', 0}, {0, 0}, {19, 0}},
    [GAH_CMD_CLAIM] = {"claim", GAH_CMD_CLAIM, 1, {'s', 0}, {0, 0}, {2, 0}},
    [GAH_CMD_USE] = {"use", GAH_CMD_USE, 1, {'n', 0}, {1, 0}, {255, 0}},
    [GAH_CMD_BOTTOM] = {"bottom", GAH_CMD_BOTTOM, 1, {'n', 0}, {1, 0}, {255, 0}},
    [GAH_CMD_ACTION] = {"action", GAH_CMD_ACTION, 1, {'n', 0}, {1, 0}, {6, 0}},
    [GAH_CMD_BONUS_FIRST] = {"bonus-first", GAH_CMD_BONUS_FIRST, 0, {0, 0}, {0, 0}, {0, 0}},
    [GAH_CMD_BONUS_LAST] = {"bonus-last", GAH_CMD_BONUS_LAST, 0, {0, 0}, {0, 0}, {0, 0}},
    [GAH_CMD_PASS] = {"pass", GAH_CMD_PASS, 0, {0, 0}, {0, 0}, {0, 0}},
    [GAH_CMD_END_TURN] = {"end-turn", GAH_CMD_END_TURN, 0, {0, 0}, {0, 0}, {0, 0}},
    [GAH_CMD_REMOVE] = {"remove", GAH_CMD_REMOVE, 1, {'n', 0}, {0, 0}, {19, 0}},
    [GAH_CMD_DISCARD] = {"discard", GAH_CMD_DISCARD, 1, {'n', 0}, {1, 0}, {255, 0}},
    [GAH_CMD_PAY] = {"pay", GAH_CMD_PAY, 0, {0, 0}, {0, 0}, {0, 0}},
    [GAH_CMD_FILL] = {"fill", GAH_CMD_FILL, 1, {'n', 0}, {1, 0}, {GAH_CAFE_TABLES, 0}},
    [GAH_CMD_KEEP] = {"keep", GAH_CMD_KEEP, 1, {'n', 0}, {1, 0}, {255, 0}},
    [GAH_CMD_LATER] = {"later", GAH_CMD_LATER, 0, {0, 0}, {0, 0}, {0, 0}},
    [GAH_CMD_SWAP] = {"swap", GAH_CMD_SWAP, 2, {'i', 'i'}, {0, 0}, {3, 3}},
    /* Let's Waltz module 1 */
    [GAH_CMD_SEND] = {"send", GAH_CMD_SEND, 2, {'n', 'n'}, {0, 1}, {GAH_CAFE_TABLES, 4}},
    [GAH_CMD_DANCE] = {"dance", GAH_CMD_DANCE, 2, {'n', 'n'}, {1, 1}, {3, 3}},
    [GAH_CMD_COLLECT] = {"collect", GAH_CMD_COLLECT, 1, {'n', 0}, {1, 0}, {3, 0}},
    [GAH_CMD_SPEND] = {"spend", GAH_CMD_SPEND, 1, {'i', 0}, {0, 0}, {3, 0}},
    /* Seed 001's variants */
    /* Let's Waltz module 4 */
    [GAH_CMD_KEY] = {"key", GAH_CMD_KEY, 0, {0, 0}, {0, 0}, {0, 0}},
    [GAH_CMD_CHOOSE] = {"choose", GAH_CMD_CHOOSE, 1, {'n', 0}, {1, 0}, {GAH_DOVE_TOKENS, 0}}, /* up to 4 (two-wine), 5 (dove-token) */
    /* Let's Waltz module 3 */
    [GAH_CMD_BID] = {"bid", GAH_CMD_BID, 2, {'n', 'n'}, {1, 0}, {GAH_ENTRANCE_ID_COUNT - 1, 40}},
    [GAH_CMD_TILE] = {"tile", GAH_CMD_TILE, 1, {'n', 0}, {1, 0}, {GAH_WRAY_TILES, 0}},
    [GAH_CMD_NUDGE] = {"nudge", GAH_CMD_NUDGE, 2, {'n', 't'}, {1, 1}, {6, 6}}, /* "nudge 4 5" or "nudge 4 5 red" */
    /* Let's Waltz module 1 */
    [GAH_CMD_WITHDRAW] = {"withdraw", GAH_CMD_WITHDRAW, 2, {'n', 'n'}, {1, 1}, {3, 3}},
};
enum { FORM_COUNT = GAH_CMD_COUNT };

static const cmd_form *form_of(int type)
{
    return type > 0 && type < GAH_CMD_COUNT && forms[type].word ? &forms[type] : NULL;
}

static bool parse_number(const char *w, int lo, int hi, int *out)
{
    if (!*w || strlen(w) > 3) return false;
    if (w[0] == '0' && w[1]) return false; /* canonical: no leading zeros */
    int v = 0;
    for (const char *p = w; *p; p++) {
        if (*p < '0' || *p > '9') return false;
        v = v * 10 + (*p - '0');
    }
    if (v < lo || v > hi) return false;
    *out = v;
    return true;
}

static bool parse_arg(char kind, const char *w, int lo, int hi, int *out)
{
    switch (kind) {
    case 'n': return parse_number(w, lo, hi, out);
    case 'i':
        for (int i = 0; i < GAH_ITEM_COUNT; i++)
            if (!strcmp(w, item_words[i])) return *out = i, true;
        return false;
    case 'd':
        if (!strcmp(w, "kitchen")) return *out = 0, true;
        return parse_number(w, 1, GAH_CAFE_TABLES, out);
    case 's':
        if (w[0] >= 'A' && w[0] <= 'C' && !w[1]) return *out = w[0] - 'A', true;
        return false;
    default: return false;
    }
}

bool gah_command_parse(const char *text, gah_command *out)
{
    char buf[64];
    char *words[4];
    int n = 0;
    if (!text || strlen(text) >= sizeof buf) return false;
    strcpy(buf, text);
    for (char *p = buf; *p;) {
        while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n') *p++ = 0;
        if (!*p) break;
        if (n == 4) return false;
        words[n++] = p;
        while (*p && *p != ' ' && *p != '\t' && *p != '\r' && *p != '\n') p++;
    }
    if (!n) return false;
    for (int f = 0; f < FORM_COUNT; f++) {
        const cmd_form *form = &forms[f];
        if (!form->word || strcmp(words[0], form->word) != 0) continue;
        int vals[2] = {0, 0};
        int given = n - 1;
        if (form->type == GAH_CMD_DIE) { /* "die V", "die V boost", "die V red", "die V red boost" */
            if (given < 1 || given > 3 || !parse_number(words[1], 1, 6, &vals[0])) return false;
            int w = 2;
            for (int colour = GAH_DIE_RED; colour <= GAH_DIE_YELLOW && w <= given && !vals[1]; colour++)
                if (!strcmp(words[w], die_colour_words[colour])) vals[1] = colour << 1;
            if (vals[1]) w++;
            if (w <= given && !strcmp(words[w], "boost")) vals[1] |= 1, w++;
            if (w <= given) return false;
        } else if (form->kinds[1] == 't') { /* "nudge F T" or "nudge F T COLOUR" */
            int colour = GAH_DIE_WHITE;
            if (given < 2 || given > 3 || !parse_number(words[1], form->lo[0], form->hi[0], &vals[0]) ||
                !parse_number(words[2], form->lo[1], form->hi[1], &vals[1]))
                return false;
            if (given == 3) {
                for (int c = GAH_DIE_RED; c <= GAH_DIE_YELLOW && !colour; c++)
                    if (!strcmp(words[3], die_colour_words[c])) colour = c;
                if (!colour) return false;
            }
            vals[1] = GAH_NUDGE_TO(vals[1], colour);
        } else {
            if (given != form->args) return false;
            for (int a = 0; a < form->args; a++)
                if (!parse_arg(form->kinds[a], words[a + 1], form->lo[a], form->hi[a], &vals[a])) return false;
        }
        *out = (gah_command){form->type, (uint8_t)vals[0], (uint8_t)vals[1]};
        return true;
    }
    return false;
}

size_t gah_command_format(gah_command cmd, char *buf, size_t size)
{
    const cmd_form *form = form_of(cmd.type);
    if (!form || !size) return 0;
    char out[64];
    int len = snprintf(out, sizeof out, "%s", form->word);
    int vals[2] = {cmd.a, cmd.b};
    for (int a = 0; a < form->args; a++) {
        char kind = form->kinds[a];
        if (kind == 'b') {
            int colour = vals[a] >> 1;
            if (vals[a] < 0 || colour >= GAH_DIE_COLOUR_COUNT) return 0;
            if (colour) len += snprintf(out + len, sizeof out - (size_t)len, " %s", die_colour_words[colour]);
            if (vals[a] & 1) len += snprintf(out + len, sizeof out - (size_t)len, " boost");
        } else if (kind == 't') {
            int colour = GAH_NUDGE_COLOUR(vals[a]);
            if (colour >= GAH_DIE_COLOUR_COUNT) return 0;
            len += snprintf(out + len, sizeof out - (size_t)len, " %d", GAH_NUDGE_SPACE(vals[a]));
            if (colour) len += snprintf(out + len, sizeof out - (size_t)len, " %s", die_colour_words[colour]);
        } else if (kind == 'i') {
            if (vals[a] < 0 || vals[a] >= GAH_ITEM_COUNT) return 0;
            len += snprintf(out + len, sizeof out - (size_t)len, " %s", item_words[vals[a]]);
        } else if (kind == 'd' && vals[a] == 0) {
            len += snprintf(out + len, sizeof out - (size_t)len, " kitchen");
        } else if (kind == 's') {
            if (vals[a] < 0 || vals[a] > 2) return 0;
            len += snprintf(out + len, sizeof out - (size_t)len, " %c", 'A' + vals[a]);
        } else {
            len += snprintf(out + len, sizeof out - (size_t)len, " %d", vals[a]);
        }
    }
    if ((size_t)len >= size) return 0;
    memcpy(buf, out, (size_t)len + 1);
    return (size_t)len;
}

bool gah_command_args_valid(gah_command cmd)
{
    const cmd_form *form = form_of(cmd.type);
    if (!form) return false;
    int vals[2] = {cmd.a, cmd.b};
    for (int a = 0; a < 2; a++) {
        if (a >= form->args) {
            if (vals[a]) return false; /* unused arguments are zero, so a command has one form */
            continue;
        }
        int lo = form->lo[a], hi = form->hi[a];
        if (form->kinds[a] == 'i') lo = 0, hi = GAH_ITEM_COUNT - 1;
        if (form->kinds[a] == 't') {
            if (GAH_NUDGE_COLOUR(vals[a]) >= GAH_DIE_COLOUR_COUNT) return false;
            vals[a] = GAH_NUDGE_SPACE(vals[a]);
        }
        if (vals[a] < lo || vals[a] > hi) return false;
    }
    return true;
}

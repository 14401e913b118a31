/* Let's Roll's commands as text: the one form saves, scenarios, the terminal and logs use ("die 3",
 * "room 12", "occupy 22", "hire 4", "imitate 1", "emperor", "room-first", "before", "loan"). */
#include "internal.h"

#include <stdio.h>

typedef struct cmd_form {
    const char *word;
    uint8_t lo, hi; /* the argument's range; hi 0: no argument */
} cmd_form;

static const cmd_form forms[ROLL_CMD_COUNT] = {
    [ROLL_CMD_DIE] = {"die", 1, 6},
    [ROLL_CMD_ROOM] = {"room", 1, ROLL_ROOMS},
    [ROLL_CMD_OCCUPY] = {"occupy", 1, ROLL_ROOMS},
    [ROLL_CMD_HIRE] = {"hire", 1, ROLL_STAFF_SLOTS},
    [ROLL_CMD_IMITATE] = {"imitate", 1, 5},
    [ROLL_CMD_EMPEROR] = {"emperor", 0, 0},
    [ROLL_CMD_KRONE] = {"krone", 0, 0},
    [ROLL_CMD_ROOM_FIRST] = {"room-first", 0, 0},
    [ROLL_CMD_GROUP_FIRST] = {"group-first", 0, 0},
    [ROLL_CMD_BEFORE] = {"before", 0, 0},
    [ROLL_CMD_AFTER] = {"after", 0, 0},
    [ROLL_CMD_DONE] = {"done", 0, 0},
    [ROLL_CMD_SKIP] = {"skip", 0, 0},
    [ROLL_CMD_LOAN] = {"loan", 0, 0},
};

static bool is_space(char ch) { return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\n'; }

bool roll_command_parse(const char *text, roll_command *out)
{
    if (!text) return false;
    while (is_space(*text)) text++;
    size_t len = 0;
    while (text[len] && !is_space(text[len])) len++;
    for (int t = 1; t < ROLL_CMD_COUNT; t++) {
        const cmd_form *f = &forms[t];
        if (!f->word || strlen(f->word) != len || strncmp(f->word, text, len)) continue;
        const char *p = text + len;
        while (is_space(*p)) p++;
        int v = 0, digits = 0;
        /* Canonical numbers only: no sign, no leading zero, at most two digits. */
        while (*p >= '0' && *p <= '9' && digits < 3) v = v * 10 + (*p++ - '0'), digits++;
        if (digits > 1 && p[-digits] == '0') return false;
        while (is_space(*p)) p++;
        if (*p) return false;
        if (f->hi == 0) {
            if (digits) return false;
        } else if (!digits || digits > 2 || v < f->lo || v > f->hi) {
            return false;
        }
        *out = (roll_command){(uint8_t)t, (uint8_t)(f->hi ? v : 0)};
        return true;
    }
    return false;
}

bool roll_command_well_formed(roll_command cmd)
{
    const cmd_form *f = cmd.type > 0 && cmd.type < ROLL_CMD_COUNT ? &forms[cmd.type] : NULL;
    return f && f->word && (f->hi ? cmd.a >= f->lo && cmd.a <= f->hi : cmd.a == 0);
}

size_t roll_command_format(roll_command cmd, char *buf, size_t size)
{
    const cmd_form *f = cmd.type > 0 && cmd.type < ROLL_CMD_COUNT ? &forms[cmd.type] : NULL;
    int n;
    if (!f || !f->word) n = snprintf(buf, size, "?");
    else if (!f->hi) n = snprintf(buf, size, "%s", f->word);
    else n = snprintf(buf, size, "%s %d", f->word, cmd.a);
    if (!f || !f->word || (f->hi && (cmd.a < f->lo || cmd.a > f->hi)) || (!f->hi && cmd.a)) return 0;
    return n > 0 ? (size_t)n : 0;
}

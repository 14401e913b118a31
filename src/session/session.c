/* Game sessions: the command record, undo snapshots between barriers, and the save text format. */
#include "gah/session.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool record_push(gah_session *s, int seat, gah_command cmd)
{
    if (s->count == s->capacity) {
        int cap = s->capacity ? s->capacity * 2 : 256;
        gah_record_entry *grown = realloc(s->record, sizeof *grown * (size_t)cap);
        if (!grown) return false;
        s->record = grown;
        s->capacity = cap;
    }
    s->record[s->count++] = (gah_record_entry){(uint8_t)seat, cmd};
    return true;
}

static bool undo_push(gah_session *s, const gah_state *before, int record_count)
{
    if (s->undo_count == s->undo_capacity) {
        int cap = s->undo_capacity ? s->undo_capacity * 2 : 16;
        gah_undo_point *grown = realloc(s->undo, sizeof *grown * (size_t)cap);
        if (!grown) return false;
        s->undo = grown;
        s->undo_capacity = cap;
    }
    memcpy(&s->undo[s->undo_count].state, before, sizeof *before);
    s->undo[s->undo_count].record_count = record_count;
    s->undo_count++;
    return true;
}

static const char *session_start(gah_session *s, const gah_params *params, gah_events *ev, bool preview)
{
    memset(s, 0, sizeof *s);
    s->params = *params;
    for (int i = 0; i < GAH_MAX_PLAYERS; i++) {
        snprintf(s->names[i], sizeof s->names[i], "Player %d", i + 1);
        s->colours[i] = (uint8_t)i;
        s->control[i] = GAH_CONTROL_PERSON;
    }
    if (params->automa) s->control[GAH_AUTOMA_SEAT] = GAH_CONTROL_AUTOMA;
    return preview ? gah_setup_preview(&s->state, params, ev) : gah_setup(&s->state, params, ev);
}

const char *gah_session_start(gah_session *s, const gah_params *params, gah_events *ev)
{
    return session_start(s, params, ev, false);
}

const char *gah_session_start_preview(gah_session *s, const gah_params *params, gah_events *ev)
{
    return session_start(s, params, ev, true);
}

void gah_session_set_computer(gah_session *s, int seat, int ai_kind)
{
    if (seat < 0 || seat >= GAH_MAX_PLAYERS || s->control[seat] == GAH_CONTROL_AUTOMA) return;
    s->control[seat] = GAH_CONTROL_COMPUTER;
    s->ai_kind[seat] = (uint8_t)ai_kind;
}

const char *gah_session_apply(gah_session *s, int seat, gah_command cmd, gah_events *ev)
{
    static gah_state before; /* large: kept off the stack; sessions are used from one thread */
    static gah_events local;
    gah_events *out = ev ? ev : &local;
    int from = out->count;
    if (!ev) local.count = 0, local.overflow = false;
    memcpy(&before, &s->state, sizeof before);
    const char *why = gah_apply(&s->state, seat, cmd, out);
    if (why) return why;
    if (!record_push(s, seat, cmd)) {
        memcpy(&s->state, &before, sizeof before);
        return "Out of memory: the command was not recorded.";
    }
    if (gah_events_are_barrier(out, from)) s->undo_count = 0;
    else if (!undo_push(s, &before, s->count - 1)) s->undo_count = 0;
    return NULL;
}

bool gah_session_can_undo(const gah_session *s) { return s->undo_count > 0; }

bool gah_session_undo(gah_session *s)
{
    if (!s->undo_count) return false;
    gah_undo_point *p = &s->undo[--s->undo_count];
    memcpy(&s->state, &p->state, sizeof s->state);
    s->count = p->record_count;
    return true;
}

void gah_session_free(gah_session *s)
{
    free(s->record);
    free(s->undo);
    memset(s, 0, sizeof *s);
}

/* A seat's name in quotes, so that spaces at either end survive: '"', '\\' and control bytes are
 * escaped ("\\x1f"). Names are otherwise written as they are (UTF-8 included). */
static void name_quote(const char *name, char *out, size_t size)
{
    size_t n = 0;
    out[n++] = '"';
    for (const unsigned char *p = (const unsigned char *)name; *p && n + 6 < size; p++) {
        if (*p == '"' || *p == '\\') out[n++] = '\\', out[n++] = (char)*p;
        else if (*p < 0x20 || *p == 0x7f) n += (size_t)snprintf(out + n, size - n, "\\x%02x", *p);
        else out[n++] = (char)*p;
    }
    out[n++] = '"';
    out[n] = 0;
}

/* Reads a name written by name_quote (or, from older saves, the rest of the line as it is). Cuts an
 * over-long name at a whole UTF-8 character. False when the quotes are not closed or an escape is bad. */
static bool name_unquote(const char *text, char *out, size_t size)
{
    size_t n = 0;
    if (text[0] != '"') {
        snprintf(out, size, "%s", text);
    } else {
        const char *p = text + 1;
        for (; *p && *p != '"'; p++) {
            char c = *p;
            if (c == '\\') {
                p++;
                if (*p == '"' || *p == '\\') c = *p;
                else if (*p == 'x' && isxdigit((unsigned char)p[1]) && isxdigit((unsigned char)p[2])) {
                    char hex[3] = {p[1], p[2], 0};
                    c = (char)strtol(hex, NULL, 16);
                    p += 2;
                } else return false;
                if (!c) return false;
            }
            if (n + 1 < size) out[n++] = c;
        }
        if (*p != '"' || p[1]) return false;
        out[n] = 0;
    }
    /* Never leave half a UTF-8 character at the end. */
    n = strlen(out);
    size_t keep = n;
    while (keep > 0 && ((unsigned char)out[keep - 1] & 0xC0) == 0x80) keep--;
    if (keep > 0 && ((unsigned char)out[keep - 1] & 0x80)) {
        unsigned char lead = (unsigned char)out[keep - 1];
        size_t want = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
        if (n - (keep - 1) < want) out[keep - 1] = 0;
    }
    return true;
}

char *gah_session_save_text(const gah_session *s, size_t *len)
{
    size_t params_len = gah_params_format(&s->params, NULL, 0);
    size_t cap = 1024 + params_len + (size_t)s->count * 72; /* header with quoted names; a command line is under 72 bytes */
    char *out = malloc(cap);
    if (!out) return NULL;
    size_t n = (size_t)snprintf(out, cap, "%s %d\nengine %s\n", GAH_SAVE_MAGIC, GAH_SAVE_FORMAT, GAH_ENGINE_VERSION);
    /* Every setting from the one params table, so a save can never forget one (the solo-save bug). */
    n += gah_params_format(&s->params, out + n, cap - n);
    for (int i = 0; i < s->params.players; i++) {
        char quoted[GAH_NAME_MAX * 4 + 3];
        name_quote(s->names[i], quoted, sizeof quoted);
        n += (size_t)snprintf(out + n, cap - n, "seat %d %d %s\n", i, s->colours[i], quoted);
    }
    /* Computer seats, so a resumed game goes on with them (people and the automa need no line). */
    for (int i = 0; i < s->params.players; i++)
        if (s->control[i] == GAH_CONTROL_COMPUTER)
            n += (size_t)snprintf(out + n, cap - n, "computer %d %s\n", i, gah_ai_kind_name(s->ai_kind[i]));
    n += (size_t)snprintf(out + n, cap - n, "commands %d\n", s->count);
    for (int i = 0; i < s->count; i++) {
        char text[64];
        gah_command_format(s->record[i].cmd, text, sizeof text);
        n += (size_t)snprintf(out + n, cap - n, "p%d %s\n", s->record[i].seat, text);
    }
    if (len) *len = n;
    return out;
}

/* ---- loading ---- */

typedef struct line_reader {
    const char *p, *end;
    int number;
} line_reader;

/* The next line without its newline; false at the end. Lines longer than `size` are an error. */
static int next_line(line_reader *r, char *buf, size_t size)
{
    if (r->p >= r->end) return 0;
    const char *nl = memchr(r->p, '\n', (size_t)(r->end - r->p));
    size_t len = nl ? (size_t)(nl - r->p) : (size_t)(r->end - r->p);
    r->number++;
    const char *start = r->p;
    r->p += len + (nl ? 1 : 0);
    if (len && start[len - 1] == '\r') len--;
    if (len >= size) return -1;
    memcpy(buf, start, len);
    buf[len] = 0;
    return 1;
}

static bool read_field(line_reader *r, const char *key, char *value, size_t size, char *err, size_t err_size)
{
    char line[128];
    int got = next_line(r, line, sizeof line);
    size_t klen = strlen(key);
    if (got <= 0 || strncmp(line, key, klen) != 0 || line[klen] != ' ' || !line[klen + 1]) {
        snprintf(err, err_size, "line %d: expected '%s ...'", r->number, key);
        return false;
    }
    snprintf(value, size, "%s", line + klen + 1);
    return true;
}

static bool parse_uint(const char *text, unsigned long long max, unsigned long long *out)
{
    if (!*text) return false;
    unsigned long long v = 0;
    for (const char *p = text; *p; p++) {
        if (*p < '0' || *p > '9') return false;
        unsigned long long digit = (unsigned long long)(*p - '0');
        if (v > (UINT64_MAX - digit) / 10) return false; /* would overflow */
        v = v * 10 + digit;
    }
    if (v > max) return false;
    *out = v;
    return true;
}

bool gah_session_load_text(gah_session *out, const char *text, size_t len, char *err, size_t err_size)
{
    memset(out, 0, sizeof *out);
    if (len > GAH_SAVE_MAX_BYTES) {
        snprintf(err, err_size, "the file is too large to be a save (over %d MiB)", GAH_SAVE_MAX_BYTES >> 20);
        return false;
    }
    if (memchr(text, 0, len)) {
        snprintf(err, err_size, "not a save file (it contains binary data)");
        return false;
    }
    line_reader r = {text, text + len, 0};
    char value[128], line[128];
    int got = next_line(&r, line, sizeof line);
    size_t mlen = strlen(GAH_SAVE_MAGIC);
    if (got <= 0 || strncmp(line, GAH_SAVE_MAGIC, mlen) != 0 || line[mlen] != ' ') {
        snprintf(err, err_size, "not a save file of this game (line 1 should be '%s %d')", GAH_SAVE_MAGIC, GAH_SAVE_FORMAT);
        return false;
    }
    /* The format number: a whole number; 0, negative or garbage is a damaged file, not a newer one. */
    unsigned long long format;
    if (!parse_uint(line + mlen + 1, UINT64_MAX, &format) || format == 0) {
        snprintf(err, err_size, "line 1: '%.20s' is not a save format number (the file is damaged)", line + mlen + 1);
        return false;
    }
    if (format > GAH_SAVE_FORMAT) {
        snprintf(err, err_size, "line 1: save format %llu is newer than this game reads (%d); update the game", format,
                 GAH_SAVE_FORMAT);
        return false;
    }
    char engine[32];
    if (!read_field(&r, "engine", value, sizeof value, err, err_size)) return false;
    snprintf(engine, sizeof engine, "%s", value);
    /* Settings: "key value" lines from the params table, in any order; what a save leaves out keeps its
     * default (format 1 had no automa or difficulty: those games were never solo). */
    gah_params params = {.players = 2};
    char reason[160];
    for (;;) {
        const char *before = r.p;
        int before_number = r.number;
        got = next_line(&r, line, sizeof line);
        char *space = got > 0 ? strchr(line, ' ') : NULL;
        if (space) *space = 0;
        if (got <= 0 || !space || !gah_params_is_key(line)) {
            if (space) *space = ' ';
            if (got > 0 && (!strncmp(line, "seat ", 5) || !strncmp(line, "commands ", 9))) {
                r.p = before, r.number = before_number;
                break;
            }
            snprintf(err, err_size, "line %d: expected a setting, a seat or 'commands ...'", r.number);
            return false;
        }
        if (gah_params_set(&params, line, space + 1, reason, sizeof reason)) {
            snprintf(err, err_size, "line %d: %s", r.number, reason);
            return false;
        }
    }
    /* Seat lines: "seat N COLOUR NAME", one per player, then the command count. */
    char names[GAH_MAX_PLAYERS][GAH_NAME_MAX] = {{0}};
    uint8_t colours[GAH_MAX_PLAYERS] = {0, 1, 2, 3};
    int8_t computers[GAH_MAX_PLAYERS] = {-1, -1, -1, -1};
    for (int i = 0; i < GAH_MAX_PLAYERS; i++) snprintf(names[i], sizeof names[i], "Player %d", i + 1);
    for (;;) {
        got = next_line(&r, line, sizeof line);
        int seat = -1, colour = -1, used = 0;
        if (got > 0 && sscanf(line, "seat %d %d %n", &seat, &colour, &used) == 2 && used > 0) {
            if (seat < 0 || seat >= params.players || colour < 0 || colour > 3 || !line[used]) {
                snprintf(err, err_size, "line %d: a seat line is 'seat N COLOUR NAME'", r.number);
                return false;
            }
            if (!name_unquote(line + used, names[seat], sizeof names[seat])) {
                snprintf(err, err_size, "line %d: the name in quotes is not closed or has a bad \\ escape", r.number);
                return false;
            }
            colours[seat] = (uint8_t)colour;
            continue;
        }
        char kind_name[24];
        if (got > 0 && sscanf(line, "computer %d %23s", &seat, kind_name) == 2) {
            int kind = gah_ai_kind_by_name(kind_name);
            if (seat < 0 || seat >= params.players || kind < 0) {
                snprintf(err, err_size, "line %d: a computer line is 'computer SEAT KIND' (kind: random, greedy, easy, medium or hard)", r.number);
                return false;
            }
            computers[seat] = (int8_t)kind;
            continue;
        }
        if (got > 0 && !strncmp(line, "commands ", 9)) {
            snprintf(value, sizeof value, "%s", line + 9);
            break;
        }
        snprintf(err, err_size, "line %d: expected 'commands ...'", r.number);
        return false;
    }
    unsigned long long expected;
    if (!parse_uint(value, GAH_SAVE_MAX_COMMANDS, &expected)) {
        snprintf(err, err_size, "line %d: the command count must be a number up to %d", r.number, GAH_SAVE_MAX_COMMANDS);
        return false;
    }

    /* Replay into a scratch session; `out` is only filled once everything checked out. */
    static gah_session scratch;
    /* Saves may hold the Let's Waltz modules still in preview: only the tests write those (a new game
     * refuses them), and their round trip is tested like any other. */
    const char *why = gah_session_start_preview(&scratch, &params, NULL);
    if (why) {
        snprintf(err, err_size, "the game settings are unusable: %s", why);
        gah_session_free(&scratch);
        return false;
    }
    while ((got = next_line(&r, line, sizeof line)) != 0) {
        if (got < 0) {
            snprintf(err, err_size, "line %d: the line is too long to be a command", r.number);
            gah_session_free(&scratch);
            return false;
        }
        if (!line[0]) continue;
        gah_command cmd;
        int seat = -1;
        /* A last line without its newline was cut off mid-write: say so rather than "not a command". */
        bool cut = r.p >= r.end && text[len - 1] != '\n';
        if (line[0] != 'p' || line[1] < '0' || line[1] > '3' || line[2] != ' ' || !gah_command_parse(line + 3, &cmd)) {
            if (cut) snprintf(err, err_size, "line %d: the file is cut short in the middle of a command", r.number);
            else snprintf(err, err_size, "line %d: not a command: '%.40s'", r.number, line);
            gah_session_free(&scratch);
            return false;
        }
        seat = line[1] - '0';
        if ((unsigned long long)scratch.count >= expected) {
            snprintf(err, err_size, "line %d: more commands than the header's %llu", r.number, expected);
            gah_session_free(&scratch);
            return false;
        }
        why = gah_session_apply(&scratch, seat, cmd, NULL);
        if (why) {
            if (cut) snprintf(err, err_size, "line %d: the file is cut short in the middle of a command", r.number);
            else if (strcmp(engine, GAH_ENGINE_VERSION))
                snprintf(err, err_size, "line %d: %.40s was refused (%s); the game was saved with rules %.20s, these are %s",
                         r.number, line, why, engine, GAH_ENGINE_VERSION);
            else
                snprintf(err, err_size, "line %d: %.40s was refused (%s)", r.number, line, why);
            gah_session_free(&scratch);
            return false;
        }
    }
    if ((unsigned long long)scratch.count != expected) {
        snprintf(err, err_size, "the file ends after %d of %llu commands (it is cut short)", scratch.count, expected);
        gah_session_free(&scratch);
        return false;
    }
    memcpy(scratch.names, names, sizeof names);
    memcpy(scratch.colours, colours, sizeof colours);
    for (int i = 0; i < GAH_MAX_PLAYERS; i++)
        if (computers[i] >= 0) gah_session_set_computer(&scratch, i, computers[i]);
    *out = scratch;
    memset(&scratch, 0, sizeof scratch);
    out->undo_count = 0; /* a loaded game starts a fresh undo stretch */
    return true;
}

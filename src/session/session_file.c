/* Save files: the text format (the magic, the game's key, the rules' version, the settings, the seats, one
 * move per line) and writing and reading it on disk. Names no game: the game comes from the save's
 * `game KEY` line through the registry, the base game for saves from before that line. */
#include "bg/games.h"
#include "bg/session.h"
#include "bg/file.h"
#include "bg/number.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

char *bg_session_save_text(const bg_session *s, size_t *len)
{
    const bg_game *game = s->game;
    size_t params_len = game->params_format(s->params, NULL, 0);
    size_t cap = 1024 + params_len + (size_t)s->count * 72; /* header with quoted names; a command line is under 72 bytes */
    char *out = malloc(cap);
    if (!out) return NULL;
    /* Which game the moves are of comes first after the magic: everything below is read by that game. */
    size_t n = (size_t)snprintf(out, cap, "%s %d\ngame %s\nengine %s\n", BG_SAVE_MAGIC, BG_SAVE_FORMAT, game->key,
                                game->version);
    /* Every setting from the one params table, so a save can never forget one (the solo-save bug). */
    n += game->params_format(s->params, out + n, cap - n);
    int seats = game->params_seats(s->params);
    for (int i = 0; i < seats && i < BG_MAX_SEATS; i++) {
        char quoted[BG_NAME_MAX * 4 + 3];
        name_quote(s->names[i], quoted, sizeof quoted);
        n += (size_t)snprintf(out + n, cap - n, "seat %d %d %s\n", i, s->colours[i], quoted);
    }
    /* Computer seats, so a resumed game goes on with them (people and the automa need no line). */
    for (int i = 0; i < seats && i < BG_MAX_SEATS; i++)
        if (s->control[i] == BG_CONTROL_COMPUTER)
            n += (size_t)snprintf(out + n, cap - n, "computer %d %s\n", i, s->agent[i]);
    n += (size_t)snprintf(out + n, cap - n, "commands %d\n", s->count);
    for (int i = 0; i < s->count; i++) {
        char text[64];
        game->move_format(s->record[i].move, text, sizeof text);
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

static bool parse_u64(const char *text, unsigned long long max, unsigned long long *out)
{
    uint64_t v;
    if (!bg_parse_u64(text, max, &v)) return false;
    *out = v;
    return true;
}

/* The first `n` words of `text` split off in place (each ended by one space), the rest of the line after
 * them in `*rest`; false when there are fewer. */
static bool leading_words(char *text, char **w, int n, char **rest)
{
    char *p = text;
    for (int i = 0; i < n; i++) {
        char *space = strchr(p, ' ');
        if (!space || space == p) return false;
        *space = 0;
        w[i] = p;
        p = space + 1;
    }
    *rest = p;
    return true;
}

/* True when the line names a setting of `game` ("players"). */
static bool is_param_key(const bg_game *game, const char *key)
{
    bg_param_info info;
    for (int i = 0; i < game->param_count(); i++)
        if (game->param_info(i, &info) && !strcmp(info.key, key)) return true;
    return false;
}

/* A computer seat's agent as saves write it: a short lowercase word ("hard"); which agents there are is
 * the app's to say, not the session's. */
static bool agent_name_ok(const char *name)
{
    size_t n = strlen(name);
    if (!n || n >= BG_AGENT_MAX) return false;
    for (const char *p = name; *p; p++)
        if (!islower((unsigned char)*p) && !isdigit((unsigned char)*p) && !strchr("-_:", *p)) return false;
    return true;
}

static bool load_game(bg_session *out, line_reader *r, const char *text, size_t len, const bg_game *game, void *params,
                      char *err, size_t err_size);

/* A format number above the one this build writes. Garbage, a sign, nothing or a number past 64 bits is
 * not newer: damaged. */
static bool format_is_newer(const char *number)
{
    unsigned long long format;
    return parse_u64(number, UINT64_MAX, &format) && format > BG_SAVE_FORMAT;
}

bool bg_save_text_is_newer(const char *text, size_t len)
{
    line_reader r = {text, text + len, 0};
    char line[128];
    size_t mlen = strlen(BG_SAVE_MAGIC);
    if (next_line(&r, line, sizeof line) <= 0 || strncmp(line, BG_SAVE_MAGIC, mlen) != 0 || line[mlen] != ' ') return false;
    if (format_is_newer(line + mlen + 1)) return true;
    /* This format, a game this build does not have: a newer version's game (format 3 named the game first). */
    return next_line(&r, line, sizeof line) > 0 && !strncmp(line, "game ", 5) && !bg_game_by_key(line + 5);
}

bool bg_session_load_text(bg_session *out, const char *text, size_t len, char *err, size_t err_size)
{
    memset(out, 0, sizeof *out);
    if (len > BG_SAVE_MAX_BYTES) {
        snprintf(err, err_size, "the file is too large to be a save (over %d MiB)", BG_SAVE_MAX_BYTES >> 20);
        return false;
    }
    if (memchr(text, 0, len)) {
        snprintf(err, err_size, "not a save file (it contains binary data)");
        return false;
    }
    line_reader r = {text, text + len, 0};
    char line[128];
    int got = next_line(&r, line, sizeof line);
    size_t mlen = strlen(BG_SAVE_MAGIC);
    if (got <= 0 || strncmp(line, BG_SAVE_MAGIC, mlen) != 0 || line[mlen] != ' ') {
        snprintf(err, err_size, "not a save file of this game (line 1 should be '%s %d')", BG_SAVE_MAGIC, BG_SAVE_FORMAT);
        return false;
    }
    /* The format number: a whole number; 0, negative or garbage is a damaged file, not a newer one. */
    unsigned long long format;
    const char *number = line + mlen + 1;
    if (!parse_u64(number, UINT64_MAX, &format) || format == 0) {
        snprintf(err, err_size, "line 1: '%.20s' is not a save format number (the file is damaged)", number);
        return false;
    }
    if (format_is_newer(number)) {
        snprintf(err, err_size, "line 1: save format %llu is newer than this game reads (%d); update the game", format,
                 BG_SAVE_FORMAT);
        return false;
    }
    /* Line 2 names the game (format 3 on); a save without it is the base game's, from before there were
     * two (formats 1 and 2), and line 2 is its engine line. */
    const bg_game *game = bg_base_game;
    const char *after_magic = r.p;
    got = next_line(&r, line, sizeof line);
    if (got > 0 && !strncmp(line, "game ", 5)) {
        game = bg_game_by_key(line + 5);
        if (!game) {
            char keys[120];
            bg_game_keys(keys, sizeof keys);
            snprintf(err, err_size, "line %d: unknown game '%.24s' (this version plays: %s)", r.number, line + 5, keys);
            return false;
        }
    } else {
        r.p = after_magic, r.number = 1;
    }
    void *params = malloc(game->params_size);
    if (!params) {
        snprintf(err, err_size, "out of memory while loading");
        return false;
    }
    bool ok = load_game(out, &r, text, len, game, params, err, err_size);
    free(params);
    return ok;
}

/* The rest of a save once its game is known: the rules' version, the settings, the seats, the moves. */
static bool load_game(bg_session *out, line_reader *r, const char *text, size_t len, const bg_game *game, void *params,
                      char *err, size_t err_size)
{
    char value[128], line[128];
    int got;
    char engine[32];
    if (!read_field(r, "engine", value, sizeof value, err, err_size)) return false;
    snprintf(engine, sizeof engine, "%s", value);
    /* Settings: "key value" lines from the params table, in any order; what a save leaves out keeps its
     * default (format 1 had no automa or difficulty: those games were never solo). */
    game->params_default(params);
    char reason[160];
    for (;;) {
        const char *before = r->p;
        int before_number = r->number;
        got = next_line(r, line, sizeof line);
        char *space = got > 0 ? strchr(line, ' ') : NULL;
        if (space) *space = 0;
        if (got <= 0 || !space || !is_param_key(game, line)) {
            if (space) *space = ' ';
            if (got > 0 && (!strncmp(line, "seat ", 5) || !strncmp(line, "commands ", 9))) {
                r->p = before, r->number = before_number;
                break;
            }
            snprintf(err, err_size, "line %d: expected a setting, a seat or 'commands ...'", r->number);
            return false;
        }
        if (game->params_set(params, line, space + 1, reason, sizeof reason)) {
            snprintf(err, err_size, "line %d: %s", r->number, reason);
            return false;
        }
    }
    int seats = game->params_seats(params);
    /* Seat lines: "seat N COLOUR NAME", one per player, then the command count. */
    char names[BG_MAX_SEATS][BG_NAME_MAX] = {{0}};
    uint8_t colours[BG_MAX_SEATS] = {0, 1, 2, 3};
    char agents[BG_MAX_SEATS][BG_AGENT_MAX] = {{0}};
    for (int i = 0; i < BG_MAX_SEATS; i++) snprintf(names[i], sizeof names[i], "Player %d", i + 1);
    int last_seat = seats < BG_MAX_SEATS ? seats - 1 : BG_MAX_SEATS - 1;
    for (;;) {
        got = next_line(r, line, sizeof line);
        char *w[3], *rest;
        int seat = -1, colour = -1;
        if (got > 0 && !strncmp(line, "seat ", 5)) {
            /* "seat N COLOUR NAME": two numbers, each a whole word in range, then the name (spaces and all). */
            if (!leading_words(line + 5, w, 2, &rest) || !bg_parse_int(w[0], 0, last_seat, &seat) ||
                !bg_parse_int(w[1], 0, 3, &colour) || !*rest) {
                snprintf(err, err_size, "line %d: a seat line is 'seat N COLOUR NAME'", r->number);
                return false;
            }
            if (!name_unquote(rest, names[seat], sizeof names[seat])) {
                snprintf(err, err_size, "line %d: the name in quotes is not closed or has a bad \\ escape", r->number);
                return false;
            }
            colours[seat] = (uint8_t)colour;
            continue;
        }
        if (got > 0 && !strncmp(line, "computer ", 9)) {
            if (bg_split_words(line + 9, w, 3) != 2 || !bg_parse_int(w[0], 0, last_seat, &seat) || !agent_name_ok(w[1])) {
                snprintf(err, err_size, "line %d: a computer line is 'computer SEAT AGENT' (AGENT a computer player's name, such as hard)",
                         r->number);
                return false;
            }
            snprintf(agents[seat], sizeof agents[seat], "%s", w[1]);
            continue;
        }
        if (got > 0 && !strncmp(line, "commands ", 9)) {
            snprintf(value, sizeof value, "%s", line + 9);
            break;
        }
        snprintf(err, err_size, "line %d: expected 'commands ...'", r->number);
        return false;
    }
    unsigned long long expected;
    if (!parse_u64(value, BG_SAVE_MAX_COMMANDS, &expected)) {
        snprintf(err, err_size, "line %d: the command count must be a number up to %d", r->number, BG_SAVE_MAX_COMMANDS);
        return false;
    }

    /* Replay into a scratch session; `out` is only filled once everything checked out. */
    static bg_session scratch;
    /* Saves may hold the Let's Waltz modules still in preview: only the tests write those (a new game
     * refuses them), and their round trip is tested like any other. */
    const char *why = bg_session_start_preview(&scratch, game, params, NULL);
    if (why) {
        snprintf(err, err_size, "the game settings are unusable: %s", why);
        bg_session_free(&scratch);
        return false;
    }
    while ((got = next_line(r, line, sizeof line)) != 0) {
        if (got < 0) {
            snprintf(err, err_size, "line %d: the line is too long to be a command", r->number);
            bg_session_free(&scratch);
            return false;
        }
        if (!line[0]) continue;
        bg_move move;
        int seat = -1;
        /* A last line without its newline was cut off mid-write: say so rather than "not a command". */
        bool cut = r->p >= r->end && text[len - 1] != '\n';
        bool parsed = line[0] == 'p' && line[1] >= '0' && line[1] < '0' + BG_MAX_SEATS && line[2] == ' ' &&
                      game->move_parse(line + 3, &move);
        if (!parsed) {
            if (cut) snprintf(err, err_size, "line %d: the file is cut short in the middle of a command", r->number);
            else snprintf(err, err_size, "line %d: not a command: '%.40s'", r->number, line);
            bg_session_free(&scratch);
            return false;
        }
        seat = line[1] - '0';
        if ((unsigned long long)scratch.count >= expected) {
            snprintf(err, err_size, "line %d: more commands than the header's %llu", r->number, expected);
            bg_session_free(&scratch);
            return false;
        }
        why = bg_session_apply(&scratch, seat, move, NULL);
        if (why) {
            if (cut) snprintf(err, err_size, "line %d: the file is cut short in the middle of a command", r->number);
            else if (strcmp(engine, game->version))
                snprintf(err, err_size, "line %d: %.40s was refused (%s); the game was saved with rules %.20s, these are %s",
                         r->number, line, why, engine, game->version);
            else
                snprintf(err, err_size, "line %d: %.40s was refused (%s)", r->number, line, why);
            bg_session_free(&scratch);
            return false;
        }
    }
    if ((unsigned long long)scratch.count != expected) {
        snprintf(err, err_size, "the file ends after %d of %llu commands (it is cut short)", scratch.count, expected);
        bg_session_free(&scratch);
        return false;
    }
    memcpy(scratch.names, names, sizeof names);
    memcpy(scratch.colours, colours, sizeof colours);
    for (int i = 0; i < BG_MAX_SEATS; i++)
        if (agents[i][0]) bg_session_set_computer(&scratch, i, agents[i]);
    *out = scratch;
    memset(&scratch, 0, sizeof scratch);
    /* The undo points the replay made stay: undo reaches back to the last barrier, as it did before the game
     * was left (issue 40: Continue lost them). */
    return true;
}
static bool save_file(const bg_session *s, const char *path, bool sync, char *err, size_t err_size)
{
    size_t len;
    char *text = bg_session_save_text(s, &len);
    if (!text) {
        snprintf(err, err_size, "out of memory while saving");
        return false;
    }
    bool ok = sync ? bg_file_write_atomic(path, text, len, err, err_size)
                   : bg_file_write_atomic_unsynced(path, text, len, err, err_size);
    free(text);
    return ok;
}

bool bg_session_save_file(const bg_session *s, const char *path, char *err, size_t err_size)
{
    return save_file(s, path, true, err, err_size);
}

bool bg_session_save_file_unsynced(const bg_session *s, const char *path, char *err, size_t err_size)
{
    return save_file(s, path, false, err, err_size);
}

bool bg_session_load_file(bg_session *out, const char *path, char *err, size_t err_size)
{
    memset(out, 0, sizeof *out);
    size_t n;
    char *text = bg_file_read(path, BG_SAVE_MAX_BYTES, &n, err, err_size, NULL);
    if (!text) return false;
    char inner[400];
    bool ok = bg_session_load_text(out, text, n, inner, sizeof inner);
    free(text);
    if (!ok) snprintf(err, err_size, "%s: %s", path, inner);
    return ok;
}

/* The scenario runner, the same for every game: reads the lines (comments, words, line numbers), sets the
 * game up, sends `set` and `expect` lines to the game's vocabulary (scenario.h), and itself plays moves
 * (`pN: move`), checks refusals and the legal list, and the expectations every game has: events and
 * winners. Every failure names the file and the line. */
#include "scenario.h"
#include "cli.h"
#include "bg/number.h"

#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define MAX_WORDS 32
#define LINE_MAX_BYTES 512
#define LEGAL_MAX 512

/* fmt is always a literal of a scenario file with up to two %s. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
void scenario_fail(scn *s, const char *fmt, const char *a, const char *b)
{
    fprintf(s->log, "%s:%d: ", s->name, s->line);
    fprintf(s->log, fmt, a ? a : "", b ? b : "");
    fprintf(s->log, "\n");
    s->failures++;
}
#pragma GCC diagnostic pop

bool scenario_int(const char *w, int *out) { return bg_parse_int(w, INT_MIN, INT_MAX, out); }

bool scenario_colon_int(const char *w, char *left, size_t left_size, int lo, int hi, int *out)
{
    const char *colon = strchr(w, ':');
    if (!colon || (size_t)(colon - w) >= left_size) return false;
    snprintf(left, left_size, "%.*s", (int)(colon - w), w);
    return bg_parse_int(colon + 1, lo, hi, out);
}

bool scenario_range(scn *s, const char *what, const char *w, int lo, int hi, int *out)
{
    if (bg_parse_int(w, lo, hi, out)) return true;
    char range[64];
    snprintf(range, sizeof range, "%s must be %d to %d, not", what, lo, hi);
    scenario_fail(s, "%s '%s'", range, w);
    return false;
}

void scenario_expect_int(scn *s, const char *what, int got, const char *want_text)
{
    int want;
    char buf[64];
    if (!scenario_int(want_text, &want)) return scenario_fail(s, "expected a number for %s, not '%s'", what, want_text);
    if (got != want) {
        snprintf(buf, sizeof buf, "%d, expected %d", got, want);
        scenario_fail(s, "%s is %s", what, buf);
    }
}

int scenario_seat(scn *s, const char *w)
{
    int n;
    if (w[0] == 'p' && bg_parse_int(w + 1, 0, s->game->seats(s->state) - 1, &n)) return n;
    return -1;
}

/* ---- set-up ---- */

bool scenario_param(scn *s, void *params, const char *word)
{
    const bg_game *g = s->game;
    char key[32], why[160];
    const char *eq = strchr(word, '=');
    size_t klen = eq ? (size_t)(eq - word) : strlen(word);
    snprintf(key, sizeof key, "%.*s", (int)(klen < sizeof key ? klen : sizeof key - 1), word);
    bool known = false;
    bg_param_info info;
    for (int i = 0; eq && i < g->param_count(); i++) known |= g->param_info(i, &info) && !strcmp(info.key, key);
    if (!known) {
        scenario_fail(s, "unknown setup option '%s'", word, NULL);
        return false;
    }
    if (g->params_set(params, key, eq + 1, why, sizeof why)) {
        scenario_fail(s, "setup: %s", why, NULL);
        return false;
    }
    return true;
}

bool scenario_start(scn *s, const void *params)
{
    const bg_game *g = s->game;
    s->ev.count = 0;
    memcpy(s->params, params, g->params_size);
    const char *why = (g->setup_preview ? g->setup_preview : g->setup)(s->state, params, &s->ev);
    if (why) scenario_fail(s, "setup refused: %s", why, NULL);
    return !why;
}

/* `setup key=value...` for a game without words of its own: its defaults with seed 1. */
static void plain_setup(scn *s, char **w, int n)
{
    const bg_game *g = s->game;
    void *params = calloc(1, g->params_size);
    if (!params) return scenario_fail(s, "out of memory", NULL, NULL);
    g->params_default(params);
    char seed[] = "seed=1";
    bool ok = scenario_param(s, params, seed);
    for (int i = 1; ok && i < n; i++) ok = scenario_param(s, params, w[i]);
    if (ok && scenario_start(s, params)) s->ready = true;
    free(params);
}

/* ---- the expectations every game has ---- */

static bool event_matches(scn *s, const bg_event *e, char **w, int n)
{
    const bg_event_info *info = s->game->event_info(e->type);
    if (strcmp(info ? info->name : "?", w[0]) != 0) return false;
    for (int i = 1; i < n; i++) {
        int seat = scenario_seat(s, w[i]), v;
        if (seat >= 0) {
            if (e->seat != seat) return false;
            continue;
        }
        char *eq = strchr(w[i], '=');
        if (!eq || !scenario_int(eq + 1, &v)) return false;
        size_t len = (size_t)(eq - w[i]);
        int got = !strncmp(w[i], "a", len) && len == 1 ? e->a : !strncmp(w[i], "b", len) && len == 1 ? e->b
                : !strncmp(w[i], "c", len) && len == 1 ? e->c : !strncmp(w[i], "d", len) && len == 1 ? e->d : e->value;
        if (!strncmp(w[i], "value", len) && len == 5) got = e->value;
        if (got != v) return false;
    }
    return true;
}

/* `expect event NAME [pN] [a=1 b=2 c=3 d=4 value=5]` / `expect no-event ...`: among the last move's events. */
static bool expect_event(scn *s, char **w, int n)
{
    bool found = false;
    for (int i = 0; i < s->ev.count && !found; i++) found = event_matches(s, &s->ev.list[i], w + 1, n - 1);
    if (!found && !strcmp(w[0], "event")) scenario_fail(s, "no matching %s event after the last command", w[1], NULL);
    if (found && !strcmp(w[0], "no-event")) scenario_fail(s, "an unexpected %s event after the last command", w[1], NULL);
    return true;
}

/* `expect winners pN...`: exactly these seats won. */
static bool expect_winners(scn *s, char **w, int n)
{
    unsigned want = 0;
    for (int i = 1; i < n; i++) {
        int ws = scenario_seat(s, w[i]);
        if (ws < 0) return scenario_fail(s, "winners are seats p0..p3, not '%s'", w[i], NULL), true;
        want |= 1u << ws;
    }
    char want_text[16];
    snprintf(want_text, sizeof want_text, "%u", want);
    scenario_expect_int(s, "winners (bit mask)", (int)s->game->winners(s->state), want_text);
    return true;
}

static const scenario_key common_expect[] = {
    {"event", 2, -1, expect_event},
    {"no-event", 2, -1, expect_event},
    {"winners", 2, -1, expect_winners},
    {NULL, 0, 0, NULL},
};

/* ---- set and expect: the game's tables ---- */

static const scenario_key *find_key(const scenario_key *const *tables, const char *word)
{
    for (int t = 0; tables && tables[t]; t++)
        for (const scenario_key *k = tables[t]; k->word; k++)
            if (!strcmp(k->word, word)) return k;
    return NULL;
}

/* Sends a line to its word's handler; false when no handler takes it. */
static bool dispatch(scn *s, const scenario_key *const *tables, const scenario_key *common, int seat, char **w, int n)
{
    s->seat = seat;
    const scenario_key *k = find_key(tables, w[0]);
    if (!k && common) {
        const scenario_key *const one[] = {common, NULL};
        k = find_key(one, w[0]);
    }
    return k && n >= k->min && (k->max < 0 || n <= k->max) && k->run(s, w, n);
}

/* `set ...` / `expect ...` (w[0] is the word after it). */
static void do_line(scn *s, bool set, char **w, int n)
{
    const scenario_vocab *v = s->vocab;
    int seat;
    if (n < 1) return scenario_fail(s, set ? "set what?" : "expect what?", NULL, NULL);
    if ((seat = scenario_seat(s, w[0])) >= 0) {
        /* Found by the scenario fuzzer: "set p0" alone read a word that is not there. */
        if (n < 2) return scenario_fail(s, set ? "set what for the player?" : "expect what for the player?", NULL, NULL);
        if (!dispatch(s, set ? v->set_seat : v->expect_seat, NULL, seat, w + 1, n - 1))
            scenario_fail(s, set ? "unknown set for a player: '%s'" : "unknown expectation for a player: '%s'", w[1], NULL);
        return;
    }
    if (!dispatch(s, set ? v->set : v->expect, set ? NULL : common_expect, -1, w, n))
        scenario_fail(s, set ? "unknown set '%s'" : "unknown expectation '%s'", w[0], NULL);
}

/* ---- moves ---- */

/* "pN: move [| reason]": the seat and the move; `reason` (if asked) what follows a bar. */
static bool move_line(scn *s, char *rest, int *seat, bg_move *move, char **reason)
{
    char *colon = strchr(rest, ':');
    if (!colon) {
        scenario_fail(s, "expected 'pN: command'", NULL, NULL);
        return false;
    }
    *colon = 0;
    char *seat_word = rest;
    while (*seat_word == ' ') seat_word++;
    for (char *e = colon - 1; e >= seat_word && *e == ' '; e--) *e = 0;
    *seat = scenario_seat(s, seat_word);
    if (*seat < 0) {
        scenario_fail(s, "unknown seat '%s'", seat_word, NULL);
        return false;
    }
    char *text = colon + 1;
    char *bar = strchr(text, '|');
    if (reason) *reason = NULL;
    if (bar) {
        *bar = 0;
        if (reason) {
            *reason = bar + 1;
            while (**reason == ' ') (*reason)++;
        }
    }
    if (!s->game->move_parse(text, move)) {
        scenario_fail(s, "not a command: '%s'", text, NULL);
        return false;
    }
    return true;
}

static bool legal_has(scn *s, bg_move move)
{
    bg_move moves[LEGAL_MAX];
    int n = s->game->legal(s->state, moves, LEGAL_MAX);
    for (int i = 0; i < n; i++)
        if (!memcmp(&moves[i], &move, sizeof move)) return true;
    return false;
}

/* `expect-refused pN: move [| reason]`, `expect-legal pN: move`, `expect-not-legal pN: move`. */
static void expect_move(scn *s, const char *what, char *rest)
{
    int seat;
    bg_move move;
    char *reason;
    if (!move_line(s, rest, &seat, &move, &reason)) return;
    if (!strcmp(what, "expect-legal")) {
        if (!legal_has(s, move)) scenario_fail(s, "the command is not in the legal list", NULL, NULL);
        return;
    }
    if (!strcmp(what, "expect-not-legal")) {
        if (legal_has(s, move)) scenario_fail(s, "the command is in the legal list", NULL, NULL);
        return;
    }
    uint64_t before = s->game->hash(s->state);
    const char *why = s->game->apply(s->state, seat, move, NULL);
    if (!why) scenario_fail(s, "the command was accepted", NULL, NULL);
    else if (reason && *reason && !strstr(why, reason)) scenario_fail(s, "refused for another reason: %s", why, NULL);
    if (s->game->hash(s->state) != before) scenario_fail(s, "a refused command changed the state", NULL, NULL);
}

/* `pN: move`: played; its events kept for `expect event`. */
static void play_move(scn *s, char *line)
{
    int seat;
    bg_move move;
    if (!move_line(s, line, &seat, &move, NULL)) return;
    s->ev.count = 0;
    const char *why = s->game->apply(s->state, seat, move, &s->ev);
    if (why) scenario_fail(s, "command refused: %s", why, NULL);
}

/* ---- the file ---- */

/* One line; false when the rest of the file cannot be read. */
static bool run_line(scn *s, char *line)
{
    char *hash = strchr(line, '#');
    if (hash) *hash = 0;
    char copy[LINE_MAX_BYTES];
    strcpy(copy, line);
    char *w[MAX_WORDS] = {0};
    int n = 0;
    for (char *tok = strtok(line, " \t\r"); tok && n < MAX_WORDS; tok = strtok(NULL, " \t\r")) w[n++] = tok;
    if (!n) return true;
    if (!strcmp(w[0], "setup")) {
        /* Each `setup` line starts a case of its own, on a new game. One that is refused leaves no game:
         * the lines after it must not go on checking the previous case's (issue 39). */
        s->ready = false;
        s->setup_line = s->line;
        if (s->vocab->setup) s->vocab->setup(s, w, n);
        else plain_setup(s, w, n);
        return true;
    }
    if (!s->ready) {
        char at[16];
        snprintf(at, sizeof at, "%d", s->setup_line);
        if (s->setup_line) scenario_fail(s, "no game to play: the 'setup' line %s was refused", at, NULL);
        else scenario_fail(s, "the first line must be 'setup ...'", NULL, NULL);
        return false;
    }
    if (!strcmp(w[0], "set") || !strcmp(w[0], "expect")) do_line(s, w[0][0] == 's', w + 1, n - 1);
    else if (!strcmp(w[0], "expect-refused") || !strcmp(w[0], "expect-legal") || !strcmp(w[0], "expect-not-legal"))
        expect_move(s, w[0], copy + strlen(w[0]) + (size_t)(w[0] - line));
    else if (w[0][0] == 'p' && strchr(copy, ':')) play_move(s, copy);
    else scenario_fail(s, "unknown line '%s'", w[0], NULL);
    return true;
}

bool scenario_run(const scenario_vocab *vocab, const char *text, const char *name, FILE *log)
{
    static scn s;
    memset(&s, 0, sizeof s);
    s.game = vocab->game;
    s.vocab = vocab;
    s.name = name;
    s.log = log;
    s.state = calloc(1, s.game->state_size);
    s.params = calloc(1, s.game->params_size);
    bool readable = s.state && s.params;
    if (!readable) scenario_fail(&s, "out of memory", NULL, NULL);
    for (const char *p = text; readable && *p;) {
        char line[LINE_MAX_BYTES];
        size_t len = strcspn(p, "\n");
        s.line++;
        if (len >= sizeof line) {
            scenario_fail(&s, "line too long", NULL, NULL);
            break;
        }
        memcpy(line, p, len);
        line[len] = 0;
        p += len + (p[len] == '\n');
        readable = run_line(&s, line);
    }
    free(s.state), free(s.params);
    return s.failures == 0;
}

int cli_scenario(const cli_game *cg, int argc, char **argv)
{
    if (argc < 1) {
        fprintf(stderr, "usage: gah-cli scenario FILE...\n");
        return 2;
    }
    /* A game without words of its own still has set-up, moves, refusals, events and winners. */
    scenario_vocab plain = {.game = cg->game};
    const scenario_vocab *vocab = cg->scenario ? cg->scenario : &plain;
    int failed = 0;
    for (int i = 0; i < argc; i++) {
        char err[512];
        char *text = read_text_file(argv[i], err, sizeof err);
        bool ok = text && scenario_run(vocab, text, argv[i], stdout);
        if (!text) printf("%s\n", err);
        printf("%s %s\n", ok ? "pass" : "FAIL", argv[i]);
        failed += !ok;
        free(text);
    }
    printf("%d scenarios, %d failed\n", argc, failed);
    return failed ? 1 : 0;
}

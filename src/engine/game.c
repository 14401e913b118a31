/* The base game behind the game interface (bg/game.h): thin adapters from `void *` and bg_move to the
 * engine's own API, which they leave unchanged. */
#include "internal.h"

#include <stdio.h>
#include <string.h>

_Static_assert(sizeof(gah_command) == 3 && sizeof(bg_move) == 8, "legal() widens three bytes to eight");

static gah_command to_command(bg_move m) { return (gah_command){.type = m.type, .a = m.arg[0], .b = m.arg[1]}; }

bg_move gah_move_of(gah_command cmd) { return (bg_move){.type = cmd.type, .arg = {cmd.a, cmd.b}}; }

gah_command gah_command_of(bg_move move) { return to_command(move); }

static void params_default(void *params) { *(gah_params *)params = (gah_params){.players = 2}; }

static size_t params_format(const void *params, char *buf, size_t size) { return gah_params_format(params, buf, size); }

static const char *params_set(void *params, const char *key, const char *value, char *why, size_t why_size)
{
    return gah_params_set(params, key, value, why, why_size);
}

static bool param_look(const void *params, int people, int index, bg_param_look *out)
{
    return gah_param_look(params, people, index, out);
}

static const char *param_refusal(const void *params, const char *key, const char *value)
{
    return gah_param_refusal(params, key, value);
}

static int params_seats(const void *params) { return ((const gah_params *)params)->players; }

static const char *setup(void *state, const void *params, bg_events *ev) { return gah_setup(state, params, ev); }

static const char *setup_preview(void *state, const void *params, bg_events *ev)
{
    return gah_setup_preview(state, params, ev);
}

static bg_prompt prompt(const void *state)
{
    gah_prompt p = gah_current_prompt(state);
    return (bg_prompt){.seat = (int8_t)(p.kind == GAH_PROMPT_GAME_OVER ? -1 : p.seat), .kind = p.kind};
}

static int legal(const void *state, bg_move *out, int max)
{
    /* The list is read four bytes a command into eight-byte moves: the adapter runs for every state an agent
     * or a playout visits, and widening field by field cost about 4 % of a random game's instructions. */
    gah_command cmds[512 + 1];
    int n = gah_legal(state, cmds, max < 512 ? max : 512);
    if (n < 0) return n;
    cmds[n] = (gah_command){0}; /* the last command's fourth byte */
    for (int i = 0; i < n; i++) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        uint32_t word;
        memcpy(&word, &cmds[i], sizeof word); /* this command and the next one's first byte */
        uint64_t wide = word & 0xffffffu;
        memcpy(&out[i], &wide, sizeof out[i]);
#else
        out[i] = gah_move_of(cmds[i]);
#endif
    }
    return n;
}

static const char *check(const void *state, int seat, bg_move move) { return gah_check(state, seat, to_command(move)); }

static const char *apply(void *state, int seat, bg_move move, bg_events *ev)
{
    return gah_apply(state, seat, to_command(move), ev);
}

static const char *forced(const void *state, bg_move *out)
{
    gah_command cmd;
    const char *why = gah_forced_move(state, &cmd);
    if (why) *out = gah_move_of(cmd);
    return why;
}

static void view(const void *state, int seat, void *out) { gah_view(state, seat, out); }

static bool determinize(const void *view_state, int seat, uint64_t seed, void *out)
{
    return gah_determinize(view_state, seat, seed, out);
}

static uint64_t hash(const void *state) { return gah_hash(state); }

static bool event_text(const void *state, const bg_event *ev, const char *const names[BG_MAX_SEATS], char *out,
                       size_t size)
{
    return gah_event_text(state, ev, names, out, size);
}

static bool move_parse(const char *text, bg_move *out)
{
    gah_command cmd;
    if (!gah_command_parse(text, &cmd)) return false;
    *out = gah_move_of(cmd);
    return true;
}

static size_t move_format(bg_move move, char *buf, size_t size) { return gah_command_format(to_command(move), buf, size); }

static int seats(const void *state) { return ((const gah_state *)state)->players; }

static bool seat_is_automa(const void *state, int seat) { return gah_seat_is_automa(state, seat); }

static int score(const void *state, int seat) { return ((const gah_state *)state)->player[seat].vp; }

static unsigned winners(const void *state) { return gah_winners(state); }

/* The VP the seat would have if the game ended now, less the best of the others'. */
static double evaluate(const void *state, int seat)
{
    int vp[GAH_MAX_PLAYERS];
    gah_projected_scores(state, vp);
    int n = ((const gah_state *)state)->players, best = -32768;
    for (int s = 0; s < n; s++)
        if (s != seat && vp[s] > best) best = vp[s];
    return (double)(vp[seat] - (n > 1 ? best : 0));
}

/* For a list of saved games: the modules and variants (what two games of the same people differ in most),
 * the day sides, and the round while the game goes on. */
static size_t describe(const void *state, char *out, size_t size)
{
    const gah_state *st = state;
    size_t n = 0;
    if (size) out[0] = 0;
#define PART(...) \
    do { \
        if (n < size) n += (size_t)snprintf(out + n, size - n, "%s", n ? "  \xc2\xb7  " : ""); \
        if (n < size) n += (size_t)snprintf(out + n, size - n, __VA_ARGS__); \
    } while (0)
    int modules = 0;
    for (int m = 1; m <= 5; m++) modules += (st->params.waltz & GAH_WALTZ_MODULE(m)) != 0;
    if (modules) {
        char list[24] = "";
        size_t k = 0;
        for (int m = 1; m <= 5; m++)
            if (st->params.waltz & GAH_WALTZ_MODULE(m)) k += (size_t)snprintf(list + k, sizeof list - k, "%s%d", k ? ", " : "", m);
        PART("module%s %s", modules > 1 ? "s" : "", list);
    }
    int variants = 0;
    for (int v = 0; v < GAH_VARIANT_COUNT; v++) variants += GAH_VARIANT_ON(st, v);
    if (variants) PART("%d rule variant%s", variants, variants > 1 ? "s" : "");
    if (st->params.hotels == GAH_HOTELS_DAY) PART("day sides");
    if (st->phase != GAH_PHASE_OVER) PART("round %d of 7", st->round < 1 ? 1 : st->round);
#undef PART
    return n < size ? n : size ? size - 1 : 0;
}

const bg_game gah_game = {
    .key = "gah",
    .name = "Grand Austria Hotel",
    .version = GAH_ENGINE_VERSION,
    .min_seats = 1, /* Dinner for One: one person against the automa's seat */
    .max_seats = GAH_MAX_PLAYERS,
    .state_size = sizeof(gah_state),
    .params_size = sizeof(gah_params),
    .params_default = params_default,
    .param_count = gah_param_count,
    .param_info = gah_param_info,
    .param_look = param_look,
    .param_refusal = param_refusal,
    .params_format = params_format,
    .params_set = params_set,
    .params_seats = params_seats,
    .setup = setup,
    .setup_preview = setup_preview,
    .prompt = prompt,
    .prompt_name = gah_prompt_name,
    .legal = legal,
    .check = check,
    .apply = apply,
    .forced = forced,
    .view = view,
    .redact_events = gah_events_redact,
    .determinize = determinize,
    .hash = hash,
    .event_info = gah_event_info,
    .event_text = event_text,
    .move_parse = move_parse,
    .move_format = move_format,
    .seats = seats,
    .seat_is_automa = seat_is_automa,
    .score = score,
    .winners = winners,
    .evaluate = evaluate,
    .describe = describe,
};

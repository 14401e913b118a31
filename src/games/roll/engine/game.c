/* Let's Roll behind the game interface (bg/game.h): thin adapters from `void *` and bg_move to the engine's
 * own API. */
#include "internal.h"

#include <stdio.h>

bg_move roll_move_of(roll_command cmd) { return (bg_move){.type = cmd.type, .arg = {cmd.a}}; }

roll_command roll_command_of(bg_move move) { return (roll_command){move.type, move.arg[0]}; }

/* A move with anything in the bytes roll_command has no room for is no command of ours. */
static bool fits(bg_move m)
{
    for (int i = 1; i < 7; i++)
        if (m.arg[i]) return false;
    return true;
}

static void params_default(void *params) { *(roll_params *)params = (roll_params){.players = 2}; }

static size_t params_format(const void *params, char *buf, size_t size) { return roll_params_format(params, buf, size); }

static const char *params_set(void *params, const char *key, const char *value, char *why, size_t why_size)
{
    return roll_params_set(params, key, value, why, why_size);
}

static bool param_look(const void *params, int people, int index, bg_param_look *out)
{
    return roll_param_look(params, people, index, out);
}

static const char *param_refusal(const void *params, const char *key, const char *value)
{
    (void)params, (void)key, (void)value;
    return NULL;
}

static int params_seats(const void *params) { return ((const roll_params *)params)->players; }

static const char *setup(void *state, const void *params, bg_events *ev) { return roll_setup(state, params, ev); }

static bg_prompt prompt(const void *state)
{
    roll_prompt p = roll_current_prompt(state);
    return (bg_prompt){.seat = p.seat, .kind = p.kind};
}

static int legal(const void *state, bg_move *out, int max)
{
    roll_command cmds[BG_EVENTS_MAX];
    int n = roll_legal(state, cmds, max < BG_EVENTS_MAX ? max : BG_EVENTS_MAX);
    for (int i = 0; i < n; i++) out[i] = roll_move_of(cmds[i]);
    return n;
}

static const char *check(const void *state, int seat, bg_move move)
{
    if (!fits(move)) return "That is not a command of Let's Roll.";
    return roll_check(state, seat, roll_command_of(move));
}

static const char *apply(void *state, int seat, bg_move move, bg_events *ev)
{
    if (!fits(move)) return "That is not a command of Let's Roll.";
    return roll_apply(state, seat, roll_command_of(move), ev);
}

static void view(const void *state, int seat, void *out) { roll_view(state, seat, out); }

static bool determinize(const void *view_state, int seat, uint64_t seed, void *out)
{
    return roll_determinize(view_state, seat, seed, out);
}

static uint64_t hash(const void *state) { return roll_hash(state); }

static bool event_text(const void *state, const bg_event *ev, const char *const names[BG_MAX_SEATS], char *out, size_t size)
{
    return roll_event_text(state, ev, names, out, size);
}

static bool move_parse(const char *text, bg_move *out)
{
    roll_command cmd;
    if (!roll_command_parse(text, &cmd)) return false;
    *out = roll_move_of(cmd);
    return true;
}

static size_t move_format(bg_move move, char *buf, size_t size)
{
    if (!fits(move)) {
        if (size) snprintf(buf, size, "?");
        return 0;
    }
    return roll_command_format(roll_command_of(move), buf, size);
}

static int seats(const void *state) { return ((const roll_state *)state)->players; }

static bool seat_is_automa(const void *state, int seat) { return (void)state, (void)seat, false; }

/* The final score once the game is over; before, what the seat would score if it ended now. */
static int score(const void *state, int seat)
{
    const roll_state *st = state;
    return st->phase == ROLL_PHASE_OVER ? st->player[seat].vp : roll_projected_score(st, seat, NULL);
}

static unsigned winners(const void *state) { return roll_winners(state); }

/* The projected score less the best other seat's. */
static double evaluate(const void *state, int seat)
{
    const roll_state *st = state;
    int best = -32768;
    for (int s = 0; s < st->players; s++)
        if (s != seat) {
            int v = roll_projected_score(st, s, NULL);
            if (v > best) best = v;
        }
    return (double)(roll_projected_score(st, seat, NULL) - best);
}

/* For a list of saved games: the round while the game goes on (the boards are dealt anew each game). */
static size_t describe(const void *state, char *out, size_t size)
{
    const roll_state *st = state;
    if (st->phase == ROLL_PHASE_OVER) {
        if (size) out[0] = 0;
        return 0;
    }
    int n = snprintf(out, size, "round %d of %d", st->round < 1 ? 1 : st->round, roll_rules.rounds);
    return n < 0 ? 0 : (size_t)n < size ? (size_t)n : size ? size - 1 : 0;
}

const bg_game roll_game = {
    .key = "roll",
    .name = "Grand Austria Hotel: Let's Roll",
    .version = ROLL_ENGINE_VERSION,
    .min_seats = 2,
    .max_seats = ROLL_MAX_PLAYERS,
    .state_size = sizeof(roll_state),
    .params_size = sizeof(roll_params),
    .params_default = params_default,
    .param_count = roll_param_count,
    .param_info = roll_param_info,
    .param_look = param_look,
    .param_refusal = param_refusal,
    .params_format = params_format,
    .params_set = params_set,
    .params_seats = params_seats,
    .setup = setup,
    .setup_preview = NULL,
    .prompt = prompt,
    .prompt_name = roll_prompt_name,
    .legal = legal,
    .check = check,
    .apply = apply,
    .forced = NULL,
    .view = view,
    .redact_events = roll_events_redact,
    .determinize = determinize,
    .hash = hash,
    .event_info = roll_event_info,
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

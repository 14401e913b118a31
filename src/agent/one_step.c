/* One move ahead: try each legal move on a copy and keep the one whose result judges best. A game's
 * one-step strengths are this with different judgements, depths and noise; the search uses it to pick its
 * candidates and to play out the turns after them. */
#include "internal.h"

#include <math.h>
#include <string.h>

static bg_step step_of(const bg_judge *judge, bg_move move, bool after_opening)
{
    return judge->step ? judge->step(move, after_opening) : (bg_step){.same = -1};
}

static bool follows_up(const bg_judge *judge, const void *state, int seat)
{
    return judge->follows_up ? judge->follows_up(state, seat) : judge->game->prompt(state).seat == seat;
}

static double settle_value(const bg_judge *judge, const void *state, int seat, const bg_look *look, int depth,
                           bool opened);

/* One more move tried against the look's limit (bg_look.work): false once the limit is reached. */
static bool may_try(const bg_look *look)
{
    return !look->work || look->work->spent++ < look->work->limit;
}

/* The seat's best answer to its own prompt at `state` (moves: its legal list, n of them), judged by where
 * each leads with `depth` follow-ups: its index, -1 when every answer is refused; its value in *value. */
static int best_answer(const bg_judge *judge, const void *state, int seat, const bg_look *look, int depth, bool opened,
                       const bg_move *moves, int n, double *value)
{
    const bg_game *game = judge->game;
    double best = -1e9;
    int pick = -1;
    agent_state next;
    uint64_t same_tried = 0;
    for (int i = 0; i < n; i++) {
        bg_step step = step_of(judge, moves[i], opened);
        if (step.skip) continue;
        /* Moves the game calls the same (one guest at another open table) lead to one judgement: tried once. */
        if (look->free_steps && step.same >= 0) {
            if (same_tried >> step.same & 1) continue;
            same_tried |= 1ull << step.same;
        }
        if (!may_try(look)) break;
        memcpy(next.bytes, state, game->state_size);
        if (game->apply(next.bytes, seat, moves[i], NULL)) continue;
        /* A free step is on the way to the action, not an answer to it: counted against the depth, it left
         * the action one answer short of the same action reached without it (the base game's fourth pass). */
        bool free = look->free_steps && step.free;
        double v = settle_value(judge, next.bytes, seat, look, free ? depth : depth - 1, look->free_steps && step.opens);
        if (v > best) best = v, pick = i;
    }
    *value = best;
    return pick;
}

/* A move often only asks the next question (a die, then how to split its items): the seat answers its
 * own follow-up prompts, up to `depth` of them and as far as the game's follows_up says they belong to
 * the move, choosing each the same way, so a move is judged by where it leads. `opened`: the move before
 * was one after which a free step may follow (bg_step.opens). */
static double settle_value(const bg_judge *judge, const void *state, int seat, const bg_look *look, int depth,
                           bool opened)
{
    if (depth <= 0 || !follows_up(judge, state, seat)) return look->judgement(state, seat);
    bg_move moves[BG_AGENT_MOVES_MAX];
    int n = judge->game->legal(state, moves, BG_AGENT_MOVES_MAX);
    double best;
    return best_answer(judge, state, seat, look, depth, opened, moves, n, &best) >= 0 ? best : look->judgement(state, seat);
}

/* settle_value's path on `state`, in place: at each follow-up the answer that judges best, with the depth it
 * had there. */
static void follow_path(const bg_judge *judge, void *state, int seat, const bg_look *look, bool opened)
{
    const bg_game *game = judge->game;
    bg_move moves[BG_AGENT_MOVES_MAX];
    for (int depth = look->depth; depth > 0 && follows_up(judge, state, seat);) {
        int n = game->legal(state, moves, BG_AGENT_MOVES_MAX);
        double best;
        int pick = best_answer(judge, state, seat, look, depth, opened, moves, n, &best);
        if (pick < 0) break;
        bg_step step = step_of(judge, moves[pick], opened);
        if (game->apply(state, seat, moves[pick], NULL)) break;
        depth = look->free_steps && step.free ? depth : depth - 1;
        opened = look->free_steps && step.opens;
    }
}

/* Where the turn is the seat's own choice again and it may end it: ended in place (true); else nothing changes. */
static bool end_the_turn(const bg_judge *judge, void *state, int seat)
{
    const bg_game *game = judge->game;
    if (game->prompt(state).seat != seat || follows_up(judge, state, seat)) return false;
    bg_move moves[BG_AGENT_MOVES_MAX];
    int n = game->legal(state, moves, BG_AGENT_MOVES_MAX);
    for (int i = 0; i < n; i++)
        if (step_of(judge, moves[i], false).ends_turn && !game->apply(state, seat, moves[i], NULL)) return true;
    return false;
}

/* Where a move stops (bg_look.end_after): its follow-ups answered as settle_value answers them, then, when the
 * turn is the seat's own choice again and it may end it, ended and judged as the move that ends it is. */
static double stop_value(const bg_judge *judge, const void *state, int seat, const bg_look *look, bool opened)
{
    if (!look->end_after) return settle_value(judge, state, seat, look, look->depth, opened);
    agent_state at;
    memcpy(at.bytes, state, judge->game->state_size);
    follow_path(judge, at.bytes, seat, look, opened);
    return end_the_turn(judge, at.bytes, seat) ? settle_value(judge, at.bytes, seat, look, look->depth, false)
                                               : look->judgement(at.bytes, seat);
}

/* A chain's steps taken in another order (two items served either way round) reach the same position: within one
 * decision its stop is judged once (by the game's hash; a game without one judges every time). */
#define STOP_MEMO_SIZE 512
typedef struct stop_memo {
    int count;
    uint64_t key[STOP_MEMO_SIZE];
    double value[STOP_MEMO_SIZE];
} stop_memo;

static double remembered_stop_value(const bg_judge *judge, const void *state, int seat, const bg_look *look,
                                    bool opened, stop_memo *memo)
{
    if (!memo || !judge->game->hash) return stop_value(judge, state, seat, look, opened);
    uint64_t key = judge->game->hash(state) * 2 + opened;
    for (int i = 0; i < memo->count; i++)
        if (memo->key[i] == key) return memo->value[i];
    double v = stop_value(judge, state, seat, look, opened);
    if (memo->count < STOP_MEMO_SIZE) memo->key[memo->count] = key, memo->value[memo->count++] = v;
    return v;
}

/* stop_value's path on `state`, in place: the follow-ups answered, then with end_after the turn ended where the
 * seat may end it and the answers after that. */
static void stop_path(const bg_judge *judge, void *state, int seat, const bg_look *look, bool opened)
{
    follow_path(judge, state, seat, look, opened);
    if (look->end_after && end_the_turn(judge, state, seat)) follow_path(judge, state, seat, look, false);
}

/* A chain step's judgement (bg_look.chain): the best of stopping at `state` (judged as stop_value judges) and,
 * when the turn is the seat's own choice again, going on with each chain step there, up to `links` more. `end`
 * (may be NULL) gets the state the best chain stops in, follow-ups unanswered, and *end_opened how it was
 * reached (stop_path's `opened` there). */
static double chain_value(const bg_judge *judge, const void *state, int seat, const bg_look *look, int links,
                          bool opened, void *end, bool *end_opened, stop_memo *memo)
{
    const bg_game *game = judge->game;
    double best = remembered_stop_value(judge, state, seat, look, opened, memo);
    if (end) memcpy(end, state, game->state_size), *end_opened = opened;
    if (links <= 0 || follows_up(judge, state, seat) || game->prompt(state).seat != seat) return best;
    bg_move moves[BG_AGENT_MOVES_MAX];
    int n = game->legal(state, moves, BG_AGENT_MOVES_MAX);
    agent_state next, next_end;
    for (int i = 0; i < n; i++) {
        if (!step_of(judge, moves[i], false).chains) continue;
        if (!may_try(look)) break;
        memcpy(next.bytes, state, game->state_size);
        if (game->apply(next.bytes, seat, moves[i], NULL)) continue;
        bool next_opened = false;
        double v = chain_value(judge, next.bytes, seat, look, links - 1, false, end ? next_end.bytes : NULL, &next_opened, memo);
        if (v > best) {
            best = v;
            if (end) memcpy(end, next_end.bytes, game->state_size), *end_opened = next_opened;
        }
    }
    return best;
}

/* A whole turn's judgement (bg_look.end_after 2) of `state`, a move just applied: its follow-ups answered, then
 * the best chain from where they leave the turn (chain_value, the turn ended at its stop). `end` and *end_opened
 * as chain_value's. */
static double plan_value(const bg_judge *judge, const void *state, int seat, const bg_look *look, bool opened,
                         void *end, bool *end_opened, stop_memo *memo)
{
    agent_state at;
    memcpy(at.bytes, state, judge->game->state_size);
    follow_path(judge, at.bytes, seat, look, opened);
    return chain_value(judge, at.bytes, seat, look, look->chain, false, end, end_opened, memo);
}

/* Whether the turn may end among `moves` (bg_look.end_after judges every other move with it ended after it;
 * at 2, wherever the turn is). */
static bool may_end(const bg_judge *judge, const bg_look *look, const bg_move *moves, int n)
{
    if (look->end_after >= 2) return true;
    for (int i = 0; look->end_after && i < n; i++)
        if (step_of(judge, moves[i], false).ends_turn) return true;
    return false;
}

/* bg_agent_follow and bg_agent_plan_stop: the move's path, with the turn ended where the judgement ends it
 * (end_turn) or left at the stop where the seat would end it. */
static bool follow_move(const bg_judge *judge, void *world, int seat, bg_move move, const bg_look *look, bool end_turn)
{
    if (!agent_fits(judge)) return false;
    const bg_game *game = judge->game;
    agent_state next;
    memcpy(next.bytes, world, game->state_size);
    if (game->apply(next.bytes, seat, move, NULL)) return false;
    bg_step step = step_of(judge, move, false);
    bool opened = look->free_steps && step.opens;
    /* Judged before it (bg_look.end_before): the position is the world as it was. */
    if (look->end_before && step.ends_turn) return true;
    /* The path bg_agent_one_step judges the move by: a chain step's best chain, or where the turn may end, the
     * move's stop (the turn ended after it); else its follow-ups. */
    bg_move moves[BG_AGENT_MOVES_MAX];
    bool ending = look->end_after && may_end(judge, look, moves, game->legal(world, moves, BG_AGENT_MOVES_MAX));
    if ((look->chain > 0 && step.chains) || (ending && !step.ends_turn)) {
        agent_state end;
        bool end_opened = opened;
        if (look->end_after >= 2 && !step.chains)
            plan_value(judge, next.bytes, seat, look, opened, end.bytes, &end_opened, NULL);
        else
            chain_value(judge, next.bytes, seat, look, step.chains ? look->chain : 0, opened, end.bytes, &end_opened, NULL);
        if (end_turn) stop_path(judge, end.bytes, seat, look, end_opened);
        else follow_path(judge, end.bytes, seat, look, end_opened);
        memcpy(world, end.bytes, game->state_size);
        return true;
    }
    follow_path(judge, next.bytes, seat, look, opened);
    memcpy(world, next.bytes, game->state_size);
    return true;
}

bool bg_agent_follow(const bg_judge *judge, void *world, int seat, bg_move move, const bg_look *look)
{
    return follow_move(judge, world, seat, move, look, true);
}

bool bg_agent_plan_stop(const bg_judge *judge, void *world, int seat, bg_move move, const bg_look *look)
{
    return follow_move(judge, world, seat, move, look, false);
}

double bg_agent_next_decision(const bg_judge *judge, void *at, int seat, const bg_look *mine, const bg_look *other,
                              uint64_t *rng)
{
    if (!agent_fits(judge)) return -1e9;
    const bg_game *game = judge->game;
    bg_move moves[BG_AGENT_MOVES_MAX];
    for (int step = 0; step < 500; step++) {
        bg_prompt prompt = game->prompt(at);
        if (prompt.seat < 0) break;
        int n = game->legal(at, moves, BG_AGENT_MOVES_MAX);
        if (n <= 0) break;
        if (prompt.seat == seat) {
            double values[BG_AGENT_MOVES_MAX];
            int pick = bg_agent_one_step(judge, at, seat, moves, n, mine, rng, values);
            return values[pick] > -1e9 ? values[pick] : mine->judgement(at, seat);
        }
        int pick = n == 1 ? 0 : bg_agent_one_step(judge, at, prompt.seat, moves, n, other, rng, NULL);
        if (game->apply(at, prompt.seat, moves[pick], NULL)) break;
    }
    return mine->judgement(at, seat);
}

double bg_agent_next_turn(const bg_judge *judge, const void *world, int seat, bg_move move, const bg_look *look,
                          int other_depth)
{
    if (!agent_fits(judge)) return -1e9;
    agent_state at;
    memcpy(at.bytes, world, judge->game->state_size);
    if (!bg_agent_follow(judge, at.bytes, seat, move, look)) return -1e9;
    if (judge->game->prompt(at.bytes).seat == seat) return NAN;
    const bg_look other = {agent_relative(judge), other_depth, false, 0, false, 0, 0, look->work};
    bg_look mine = *look;
    mine.end_after = 0, mine.chain = 0, mine.end_before = false, mine.noise = 0;
    uint64_t rng = 1; /* no noise: never drawn */
    return bg_agent_next_decision(judge, at.bytes, seat, &mine, &other, &rng);
}

int bg_agent_one_step(const bg_judge *judge, const void *world, int seat, const bg_move *moves, int n,
                      const bg_look *look, uint64_t *rng, double *values)
{
    if (!agent_fits(judge)) {
        for (int i = 0; values && i < n; i++) values[i] = -1e9; /* nothing tried: the state is too large to copy */
        return 0;
    }
    const bg_game *game = judge->game;
    int best = 0;
    double best_value = -1e18;
    agent_state next;
    double same_value[64];
    uint64_t same_tried = 0;
    stop_memo *memo = NULL, memo_space;
    if (look->chain > 0 || look->end_after) memo = &memo_space, memo->count = 0;
    /* With end_after, where the turn may end now every other move is judged with it ended after it. */
    bool ending = may_end(judge, look, moves, n);
    for (int i = 0; i < n; i++) {
        bg_step step = look->free_steps || look->end_before || look->chain > 0 || ending ? step_of(judge, moves[i], false) : (bg_step){.same = -1};
        bool keyed = look->free_steps && step.same >= 0;
        double v = -1e9;
        if (keyed && (same_tried >> step.same & 1)) {
            v = same_value[step.same]; /* the same as a move judged already */
            if (values) values[i] = v;
            if (look->noise > 0) v += (bg_agent_unit(rng) * 2 - 1) * look->noise;
            if (v > best_value) best_value = v, best = i;
            continue;
        }
        memcpy(next.bytes, world, game->state_size);
        if (!game->apply(next.bytes, seat, moves[i], NULL))
            v = look->end_before && step.ends_turn
                    ? look->judgement(world, seat) /* the seat's turn over, nothing else applied */
                : look->end_after >= 2 && !step.chains && !step.ends_turn
                    ? plan_value(judge, next.bytes, seat, look, look->free_steps && step.opens, NULL, NULL, memo)
                : (look->chain > 0 && step.chains) || (ending && !step.ends_turn)
                    ? chain_value(judge, next.bytes, seat, look, step.chains ? look->chain : 0,
                                  look->free_steps && step.opens, NULL, NULL, memo)
                    : settle_value(judge, next.bytes, seat, look, look->depth, look->free_steps && step.opens);
        if (keyed) same_tried |= 1ull << step.same, same_value[step.same] = v;
        if (values) values[i] = v;
        if (look->noise > 0) v += (bg_agent_unit(rng) * 2 - 1) * look->noise;
        if (v > best_value) best_value = v, best = i;
    }
    return best;
}

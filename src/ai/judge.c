/* The base game's judgement for the generic agents (bg/agent.h): what they need to know about Grand
 * Austria Hotel to play it well, from the heuristic (eval.c) and the weights the arena tuned (docs/ai.md). */
#include "internal.h"

_Static_assert(sizeof(gah_state) <= BG_AGENT_STATE_MAX, "the agents copy the state on their stack");

/* The search's playout between people: a little noise, so the samples differ. */
#define PLAYOUT_NOISE 0.3
/* Measured in the arena (16 games each, hard:50 against medium): playing the others' replies too with a
 * shallower judgement won 50 %; finishing only the seat's own turn, with medium's full judgement, 62 %. So a
 * playout stops where the seat's turn passes to another; a seat asked inside the seat's turn (a prompt of
 * its own in the turn) answers at this depth. */
#define PLAYOUT_OTHER_DEPTH 2

static double value(const void *state, int seat)
{
    return gah_ai_evaluate(state, seat);
}

static double relative(const void *state, int seat)
{
    return gah_ai_relative(state, seat);
}

double gah_ai_projected(const void *state, int seat)
{
    return gah_projected_score(state, seat, NULL);
}

static int end_after(const void *state)
{
    return gah_ai_end_after(state);
}

/* Medium's best moves judged again through the others' turns to its next decision (NEXT_TURN of them, between
 * people only: against an automa the judgement plays the automa's turn and looks through the next already). */
static int next_turn(const void *state)
{
    const gah_state *st = state;
    return st->params.automa ? 0 : (int)gah_ai_weight("NEXT_TURN");
}

static int next_turn_depth(const void *state)
{
    (void)state;
    return (int)gah_ai_weight("NEXT_TURN_DEPTH");
}

/* The one-step players' limit on a decision's work (bg_judge.one_step_work), in moves tried. */
static long one_step_work(const void *state)
{
    (void)state;
    return (long)gah_ai_weight("ONE_STEP_WORK");
}

static int move_weight(bg_move move)
{
    return gah_ai_command_weight(gah_command_of(move));
}

/* The seat answers its own prompts as part of a command's judgement until its turn's die is taken: what
 * comes after (the free actions, the end of the turn) is a choice of its own. */
static bool follows_up(const void *state, int seat)
{
    const gah_state *st = state;
    gah_prompt p = gah_current_prompt(st);
    return p.seat == seat && st->phase != GAH_PHASE_OVER && p.kind != GAH_PROMPT_GAME_OVER &&
           !(p.kind == GAH_PROMPT_TURN && st->turn_die_taken);
}

/* Ending the turn or passing is its own choice, made at the prompt itself, never a follow-up's answer.
 * Taking a guest, and then the turn's die, are steps on the way to the action, not answers to it: counted
 * against the depth, a guest taken before the die left the action one answer short of the same die taken
 * without it (three rooms prepared against two), so guests looked worse than they are (the fourth pass).
 * The same queue guest at another open table leads to the same position but for the table's number. */
static bg_step step(bg_move move, bool after_opening)
{
    gah_command cmd = gah_command_of(move);
    bool guest = cmd.type == GAH_CMD_TAKE_GUEST;
    return (bg_step){
        .skip = cmd.type == GAH_CMD_PASS,
        .free = guest || (after_opening && cmd.type == GAH_CMD_DIE),
        .opens = guest,
        .same = (int8_t)(guest && cmd.a < 64 ? cmd.a : -1),
        .ends_turn = cmd.type == GAH_CMD_END_TURN,
        .chains = cmd.type == GAH_CMD_SERVE || cmd.type == GAH_CMD_MOVE_GUEST,
    };
}

/* The search's settings from eval.c's weights, read once a decision (the arena may try others with
 * --weight): against an automa its own candidates, depth, noise and playouts through later turns. */
static void search_settings(const void *view_state, int seat, bg_search_settings *s)
{
    const gah_state *view = view_state;
    bool solo = view->params.automa != 0;
    *s = (bg_search_settings){
        .candidates = (int)gah_ai_weight(solo ? "SOLO_CANDIDATES" : "SEARCH_CANDIDATES"),
        .prior_depth = AI_MEDIUM_DEPTH,
        /* Candidates picked with each move judged where the turn ends after it (the fifth pass), not by the
         * whole turn's plan: as strong at the same tries and half the processor time (docs/ai.md, "Sixth
         * pass"), and by the clock the plan ate the second on a turn's first decision. */
        .prior_end_after = (int)gah_ai_weight("SEARCH_END_AFTER"),
        .follow = !solo && gah_ai_weight("SEARCH_FOLLOW") > 0,
        .halving = gah_ai_weight("SEARCH_HALVING") > 0,
        .ucb = gah_ai_weight("SEARCH_UCB"),
        .widen = gah_ai_weight("SEARCH_WIDEN"),
        .prior = gah_ai_weight("SEARCH_PRIOR"),
        .by_mean = gah_ai_weight("SEARCH_BY_MEAN") > 0,
        /* Against an automa the playout runs through its turn, dealt at random: its points are noise to the
         * seat's choice (it plays by its cards, barely by ours), so with SOLO_RELATIVE 0 only the seat's own
         * judgement counts (measured: docs/ai.md). */
        .score_own = solo && !(gah_ai_weight("SOLO_RELATIVE") > 0),
        .playout = {
            /* How many follow-up prompts the playout's own commands answer: against an automa, where the
             * playout runs on through the seat's next turns, a cheaper judgement buys more iterations. */
            .own_depth = (int)gah_ai_weight(solo ? "SEARCH_SOLO_DEPTH" : "SEARCH_OWN_DEPTH"),
            .later_depth = (int)gah_ai_weight("SOLO_LATER_DEPTH"),
            .other_depth = PLAYOUT_OTHER_DEPTH,
            .turns = (int)gah_ai_weight("SOLO_TURNS"),
            /* Medium follows a guest taken through the die and its action (FREE_STEPS); in a playout that
             * costs five to nine times over, so the playouts answer at the plain depth (PLAYOUT_FREE_STEPS 0):
             * as strong between people at a quarter of the time, and in solo far more tries for the same. */
            .free_steps = gah_ai_free_steps() && gah_ai_weight("PLAYOUT_FREE_STEPS") > 0,
            .noise = solo ? gah_ai_weight("SOLO_NOISE") : PLAYOUT_NOISE,
            .chain = (int)gah_ai_weight("PLAYOUT_CHAIN"),
            .end_after = (int)gah_ai_weight("PLAYOUT_END_AFTER"),
            /* Between people a playout is scored at the seat's next decision, after the others' turns (the
             * look that made medium stronger, the seventh pass; docs/ai.md), at tables of up to
             * SEARCH_NEXT_DECISION_PLAYERS: with four a try plays three others' turns, the second buys ~30 tries
             * for ten candidates, and the search without the look won more (docs/ai.md, "Hard at four"). */
            .next_decision = solo || view->params.players > gah_ai_weight("SEARCH_NEXT_DECISION_PLAYERS")
                                 ? 0 : (int)gah_ai_weight("SEARCH_NEXT_DECISION"),
            .next_other_depth = (int)gah_ai_weight("SEARCH_NEXT_OTHER_DEPTH"),
        },
    };
    if (solo && gah_ai_weight("SOLO_ROLLOUT") > 0) {
        /* Against an automa the playout goes on through SOLO_ROLLOUT of the seat's turns (7, half the game;
         * 99: to the end, scored by the final margin), its turns cost nothing: the chains Leopold's points
         * come from (a guest taken, served and moved in; staff that pay every round; the Emperor; the
         * objectives) are many turns long, and a heuristic three turns on missed them. Half the game with the
         * heuristic on top beat both three turns and the whole game (docs/ai.md, "Playouts to the end of the
         * game"). */
        s->playout.turns = (int)gah_ai_weight("SOLO_ROLLOUT");
        s->playout.later_depth = (int)gah_ai_weight("SOLO_ROLLOUT_DEPTH");
    } else if (!solo && gah_ai_weight("PEOPLE_ROLLOUT") > 1) {
        /* Between people the playout may go on through the others' turns and the seat's next ones, until
         * PEOPLE_ROLLOUT of the seat's turns have ended (1: only the turn the search is in; issue #35's third
         * pass, docs/ai.md): a guest taken now is served and moved in on the seat's next turn, and what the
         * candidate left the others (the dice, the queue) shows in their reply. */
        s->playout.turns = (int)gah_ai_weight("PEOPLE_ROLLOUT");
        s->playout.later_depth = (int)gah_ai_weight("PEOPLE_ROLLOUT_DEPTH");
        s->playout.other_depth = (int)gah_ai_weight("PEOPLE_OTHER_DEPTH");
    }
}

/* The playout's notes: the round and whether the die of the seat's turn was taken when it last looked,
 * whether the turn was another seat's when the playout began, and between people with PEOPLE_ROLLOUT above 1
 * whether the turn was the seat's when it last looked (-1: the playout ends with the seat's turn). */
enum { MARK_ROUND, MARK_DIE_TAKEN, MARK_LEFT, MARK_OWN_TURN };

static void playout_begin(const void *world, int seat, bg_playout_mark *mark)
{
    const gah_state *st = world;
    mark->note[MARK_ROUND] = st->round;
    mark->note[MARK_DIE_TAKEN] = st->turn_die_taken;
    mark->note[MARK_LEFT] = st->turn_seat != seat;
    mark->note[MARK_OWN_TURN] = !st->params.automa && gah_ai_weight("PEOPLE_ROLLOUT") > 1 ? 1 : -1;
}

/* Between people through the others' turns: a turn of the seat's ends where the turn passes to another seat,
 * or where the seat's second turn in a row begins (its die not taken any more). */
static unsigned people_turn(const gah_state *st, int seat, bg_playout_mark *mark)
{
    unsigned flags = 0;
    bool own = st->turn_seat == seat;
    if (mark->note[MARK_OWN_TURN] && (!own || (mark->note[MARK_DIE_TAKEN] && !st->turn_die_taken)))
        flags |= BG_PLAYOUT_NEXT_TURN;
    mark->note[MARK_OWN_TURN] = own;
    mark->note[MARK_DIE_TAKEN] = own && st->turn_die_taken;
    return flags;
}

/* Between people a playout ends where the seat's turn passes to another (a seat's two turns in a row, its
 * pair in the middle of the round, stay one playout: that is what the arena measured). Against an automa
 * its turns play themselves inside gah_apply, so the seat's turn never passes to another: there a new turn
 * shows as the die not taken yet, or a new round, and the playout may go on through the seat's later
 * turns. The seat is then the only one ever asked: it also answers prompts while the turn's seat is the
 * automa's (the Emperor's scorings after rounds 3, 5 and 7: the reward's items, room or staff card);
 * stopping there cut nearly every solo playout short in round 3, 5 or 7. */
static unsigned playout_turn(const void *world, int seat, int acting, bg_playout_mark *mark)
{
    const gah_state *st = world;
    bool solo = st->params.automa != 0;
    if (!solo && mark->note[MARK_OWN_TURN] >= 0)
        return mark->note[MARK_LEFT] ? BG_PLAYOUT_STOP : people_turn(st, seat, mark);
    unsigned flags = 0;
    if (solo && (st->round != mark->note[MARK_ROUND] || (mark->note[MARK_DIE_TAKEN] && !st->turn_die_taken))) {
        flags |= BG_PLAYOUT_NEXT_TURN;
        mark->note[MARK_ROUND] = st->round;
        mark->note[MARK_DIE_TAKEN] = 0;
    }
    mark->note[MARK_DIE_TAKEN] = mark->note[MARK_DIE_TAKEN] || st->turn_die_taken;
    if ((solo ? acting != seat : st->turn_seat != seat) || mark->note[MARK_LEFT]) flags |= BG_PLAYOUT_STOP;
    return flags;
}

const bg_judge gah_ai_judge = {
    .game = &gah_game,
    .value = value,
    .relative = relative,
    .move_weight = move_weight,
    .follows_up = follows_up,
    .step = step,
    .free_steps = gah_ai_free_steps,
    .end_before = gah_ai_end_before,
    .chain = gah_ai_chain,
    .end_after = end_after,
    .next_turn = next_turn,
    .next_turn_depth = next_turn_depth,
    .one_step_work = one_step_work,
    .search_settings = search_settings,
    .playout_begin = playout_begin,
    .playout_turn = playout_turn,
};

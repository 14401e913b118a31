/* Computer players over any game (bg/game.h): the random player, the one-step player and the search,
 * written once over a game's table; what a game knows about playing well comes in a table of its own, a
 * judgement (bg_judge), which the game fills from its own files (the base game's: src/ai/judge.c).
 *
 * Fair play as for a person: an agent decides on a seat's view (bg_game.view) and looks at hidden
 * information only through bg_game.determinize of that view, so two positions that look the same from the
 * seat get the same decision at the same seed and budget. Every agent's state is the caller's (no
 * globals), so agents may think on worker threads, one caller's state per thread. The states an agent
 * copies are plain data of game->state_size bytes, on its stack (at most BG_AGENT_STATE_MAX). */
#ifndef BG_AGENT_H
#define BG_AGENT_H

#include <stdatomic.h>

#include "bg/game.h"

/* The longest legal list an agent considers, and the largest state it copies. */
#define BG_AGENT_MOVES_MAX 512
#define BG_AGENT_STATE_MAX 8192

/* The agents' own randomness (xorshift64; never the game's): the next number, a uniform one in [0, 1), and
 * a well-mixed seed from two numbers (splitmix64 of their combination, never 0). */
uint64_t bg_agent_next(uint64_t *rng);
double bg_agent_unit(uint64_t *rng);
uint64_t bg_agent_mix(uint64_t a, uint64_t b);

/* A judgement of a position for a seat, in points (higher is better for the seat). */
typedef double (*bg_judgement)(const void *state, int seat);

/* How the look-ahead treats a move while it answers the seat's own follow-up prompts. */
typedef struct bg_step {
    bool skip;   /* not an answer to a follow-up (passing: a choice of its own, made at its own prompt) */
    bool free;   /* with free steps: a step towards the action, which uses none of the depth */
    bool opens;  /* with free steps: the answer after it may be free (`after_opening` of the next) */
    int8_t same; /* with free steps: moves of one key (0..63) lead to one position, judged once; -1: none */
    bool ends_turn; /* the move ends the seat's turn: what follows it is the other seats' (bg_look.end_before) */
    bool chains;    /* a step the seat may follow with more in its turn, stopping where it likes (bg_look.chain) */
} bg_step;

/* A limit on a one-step look's work: the moves it tries, each applied to a copy, counted in `spent`. */
typedef struct bg_work {
    long spent, limit;
} bg_work;

/* How a one-step player looks: each legal move is applied to a copy, the seat's own follow-up prompts are
 * answered the best way up to `depth` of them, and the result judged; uniform noise of +-noise is added. */
typedef struct bg_look {
    bg_judgement judgement;
    int depth;
    bool free_steps; /* the game's free steps (bg_judge.step) count against no depth */
    double noise;
    /* A move that ends the seat's turn (bg_step.ends_turn) is judged on the position before it: the seat's
     * turn over and nothing else applied, as the steps it is compared with (a guest served, moved in) are
     * judged mid-turn. Applied, the others' turns (an automa's, played inside the game's apply) and
     * sometimes the round's end would be in its judgement and in none of theirs. (For the base game's
     * heuristic the worse footing: docs/ai.md, "the end of the turn".) */
    bool end_before;
    /* A chain step (bg_step.chains: serving an item, moving a guest in) is judged by the best of stopping after
     * it and going on with up to `chain` more chain steps: one step of a chain may lose value (an item served
     * of a guest's three) that the chain's end (the guest moved in) repays. 0: each step judged alone. */
    int chain;
    /* Where a move that ends the turn is among the moves, every other move is judged with the turn ended after
     * it (its follow-ups answered the best way first; after a chain step, after the best chain), as the move
     * that ends it is judged: the others' turns and the seat's next answers in every judgement alike.
     * 2: every move, wherever the turn is, is judged at the end of its turn: its follow-ups answered, then the
     * best chain of up to `chain` chain steps from there, then the turn ended (the whole turn as one plan). */
    int end_after;
    /* The look's limit (NULL: none): once `spent` reaches it the look tries no more follow-ups or chain steps
     * and judges each position where it stands, so its values are rough; the caller sees it in `spent`. */
    bg_work *work;
} bg_look;

/* How a search's playout plays on from a candidate: every move by a one-step look with the judge's
 * `relative` judgement at `own_depth` in the seat's current turn, `later_depth` in its later turns,
 * `other_depth` for another seat answering inside the seat's turn, with `noise` and `free_steps`; through
 * `turns` of the seat's turns (when the game's turn rule lets it play on, bg_judge.playout_turn). */
typedef struct bg_playout {
    int own_depth, later_depth, other_depth;
    int turns;
    bool free_steps;
    double noise;
    /* bg_look's chain and end_after for the seat's own moves in the playout (0: each move alone). */
    int chain;
    int end_after;
    /* Between turns: where the seat's turn has passed, the others play on (by a look next_other_depth deep,
     * with the noise) to the seat's next decision, and the playout scores the value of its best move there, by
     * a look next_decision deep with the free steps and without the end of the turn (0: scored where the
     * playout stops). */
    int next_decision, next_other_depth;
} bg_playout;

/* The search's settings, which the game may tune by the position (bg_judge.search_settings). */
typedef struct bg_search_settings {
    int candidates;        /* the one-step judgement's best few that the search tries */
    int prior_depth;       /* that judgement's depth (the game's relative judgement, no noise) */
    int prior_end_after;   /* at most this of the judge's end_after in that judgement (bg_look.end_after): the
                            * whole turn's plan (2) costs the search the time of its tries */
    bool halving;          /* sequential halving over the candidates; false: UCB1 */
    double ucb;            /* UCB1's exploration */
    double widen;          /* UCB1's progressive widening (0: every candidate from the start) */
    double prior;          /* UCB1's weight of the one-step judgement */
    bool by_mean;          /* UCB1 plays the best mean of the well-tried, not the most tried */
    bool score_own;        /* a playout is scored by the seat's own value, not its margin (`relative`) */
    bool follow;           /* a candidate is first followed as that judgement judges it (bg_agent_follow: its
                            * follow-ups, its plan, the turn ended where the plan ends it), then played out */
    bg_playout playout;
} bg_search_settings;

/* The game's notes on a playout in progress, for its turn rule: plain numbers only the game reads. */
typedef struct bg_playout_mark {
    int32_t note[4];
} bg_playout_mark;

enum {
    BG_PLAYOUT_NEXT_TURN = 1, /* a later turn of the seat's begins here: it counts against the playout's turns */
    BG_PLAYOUT_STOP = 2,      /* the playout ends here: the seat's turn has passed */
};

/* What a game knows about playing well, for the generic agents. Every function but `game` may be NULL:
 * a game with no judgement of its own gets agents that judge by game->evaluate, answer all their own
 * follow-up prompts, pick uniformly at random and play a playout out to the end of the seat's turn. */
typedef struct bg_judge {
    const bg_game *game;
    /* The seat's own value of a position, and that less the best other seat's (NULL: game->evaluate). */
    bg_judgement value;
    bg_judgement relative;
    /* The random player's taste: a move's weight (NULL: uniform). */
    int (*move_weight)(bg_move move);
    /* Whether the seat answers the current prompt itself as part of the move being judged (NULL: whenever
     * the prompt is the seat's). */
    bool (*follows_up)(const void *state, int seat);
    /* How the look-ahead treats a move (NULL: every move an answer, no free steps). */
    bg_step (*step)(bg_move move, bool after_opening);
    /* Whether the one-step players take the free steps now (a tuning switch; NULL: never). */
    bool (*free_steps)(void);
    /* Whether the one-step players judge a move that ends the turn before it (bg_look.end_before; NULL: never). */
    bool (*end_before)(void);
    /* The one-step players' chain (bg_look.chain; NULL: 0). */
    int (*chain)(void);
    /* How the one-step players judge with the turn ended after each move on a position (bg_look.end_after; NULL: 0,
     * never). */
    int (*end_after)(const void *state);
    /* How many of a one-step player's best moves (a strength with next_turn) are judged again on `state` by
     * where they leave its next decision: the move followed and the turn ended as the look judges it, the
     * other seats' turns played by a one-step look `next_turn_depth(state)` deep, and the seat's best answer
     * there by its own look (NULL or 0: none; bg_agent_next_turn). */
    int (*next_turn)(const void *state);
    int (*next_turn_depth)(const void *state);
    /* A one-step player's limit on the work of a decision's judgement on `state` (bg_work: the moves its look
     * tries), and of its look on to the next turn: past it the judgement is made again by a cheaper look (a
     * follow-up less down to two, then no chains, then one follow-up, which has no limit). Whole-turn plans grow
     * with the chain steps a turn offers; this keeps a decision within what a person at the table waits for
     * (NULL or 0: no limit). */
    long (*one_step_work)(const void *state);
    /* The search's settings for a decision on `view` (NULL: bg_agent_search_defaults). */
    void (*search_settings)(const void *view, int seat, bg_search_settings *out);
    /* The playout's turn rule: `begin` notes where the playout starts; `turn`, before each move (`acting`
     * the prompt's seat), returns BG_PLAYOUT_ flags (NULL: stop as soon as another seat is to act). */
    void (*playout_begin)(const void *world, int seat, bg_playout_mark *mark);
    unsigned (*playout_turn)(const void *world, int seat, int acting, bg_playout_mark *mark);
} bg_judge;

/* The random player: a legal move by the judge's weights (uniform without them), or -1 when n is 0. */
int bg_agent_random(const bg_judge *judge, const bg_move *moves, int n, uint64_t *rng);
/* A roulette over n items by their weights (each > 0, `weight(items, i)`): an index, or -1 when n is 0.
 * One draw of `rng`. */
int bg_agent_pick_by_weight(const void *items, int n, int (*weight)(const void *items, int i), uint64_t *rng);

/* The one-step player on `world` (a whole state: a determinization of the seat's view): the index of the
 * best of the n moves by `look`, ties to the earliest. `values` (may be NULL) gets each move's judgement
 * without the noise (-1e9 when refused). */
int bg_agent_one_step(const bg_judge *judge, const void *world, int seat, const bg_move *moves, int n,
                      const bg_look *look, uint64_t *rng, double *values);

/* Where the one-step player's judgement of `move` comes from: `world` after the move and the seat's own
 * follow-up prompts answered as `look` answers them (the best answer at each, as bg_agent_one_step judges
 * it; no noise). False, with `world` unchanged, when the move is refused. For studies (the arena's --qdump). */
bool bg_agent_follow(const bg_judge *judge, void *world, int seat, bg_move move, const bg_look *look);

/* bg_agent_follow's path up to where the turn would be ended, not ended: the move, its follow-ups and, where
 * `look` plans on (chain, end_after), the chain it judges the move by, with the turn still the seat's (unless
 * the move itself ended it). What the move's judgement is made of, for saying why (hints). */
bool bg_agent_plan_stop(const bg_judge *judge, void *world, int seat, bg_move move, const bg_look *look);

/* bg_judge.next_turn's judgement of `move` on `world`: its follow path (bg_agent_follow), then the others'
 * moves, each by a one-step look `other_depth` deep on their own relative judgement, until the seat is asked
 * again, and there the best of the seat's moves by `look` without its end of the turn; the others' looks count
 * against `look`'s limit (bg_look.work) too. NAN when the move's path leaves the turn the seat's (nothing to look
 * on to), -1e9 when it is refused. */
double bg_agent_next_turn(const bg_judge *judge, const void *world, int seat, bg_move move, const bg_look *look,
                          int other_depth);

/* From `at` (changed in place): the others' moves, each by `other`, until the seat is asked, and there the
 * value of its best move by `mine` (the judgement of where the game stops, when it ends or is stuck first).
 * bg_agent_next_turn's second half, and the search's score of a playout with next_decision. */
double bg_agent_next_decision(const bg_judge *judge, void *at, int seat, const bg_look *mine, const bg_look *other,
                              uint64_t *rng);

/* The search's budget: it stops at whichever comes first (iterations 0: by time only; time_ms 0: by
 * iterations only, reproducible at a seed; both 0: BG_AGENT_DEFAULT_TIME_MS), or when another thread sets
 * *stop (may be NULL). */
#define BG_AGENT_DEFAULT_TIME_MS 1000
typedef struct bg_agent_budget {
    int iterations;
    int time_ms;
    const atomic_int *stop;
} bg_agent_budget;

/* One of the search's candidates and what its tries gave. */
typedef struct bg_agent_arm {
    int index;    /* into the legal list */
    double prior; /* the one-step judgement */
    double sum;   /* of the playouts' values */
    double gain;  /* of the seat's own value, from before the move to where its turn ended */
    int visits;
} bg_agent_arm;

/* The candidates a report keeps (the search tries the game's `candidates`, 10 in the base game). */
#define BG_AGENT_REPORT_ARMS 16

/* About a decision: the search iterations it ran (0 for the one-step players) and what the agent expects
 * the move to gain, in points of its judgement (the search: the seat's own value by the end of its turn).
 * For studies of the search (the arena's --qdump: expert iteration, docs/ai.md): its candidates as it left
 * them, the first `arm_count` (0 for the one-step players), each with its tries and their mean. */
typedef struct bg_agent_report {
    int iterations;
    double gain;
    int arm_count;
    bg_agent_arm arms[BG_AGENT_REPORT_ARMS];
} bg_agent_report;

/* The search's defaults, for a game that tunes none (bg_judge.search_settings NULL). */
void bg_agent_search_defaults(bg_search_settings *out);
/* The search on `view`, the seat's own view: determinized Monte Carlo over the one-step judgement's best
 * candidates, sequential halving (or UCB1) sharing the tries out, every try a new deal of the hidden
 * information and a playout (below); the index into moves. */
int bg_agent_search(const bg_judge *judge, const void *view, int seat, const bg_move *moves, int n, uint64_t seed,
                    const bg_agent_budget *budget, bg_agent_report *report);
/* The search's playout: plays on from `world` (a determinized state) by `how` until the game's turn rule
 * stops it, its turns are used up or the game ends. `turn_end` (may be NULL) gets the judge's value of
 * the seat where its current turn ended, NAN when the playout stopped first. */
void bg_agent_playout(const bg_judge *judge, void *world, int seat, const bg_playout *how, uint64_t *rng,
                      double *turn_end);

/* Sequential halving's next candidate to try: the first of the `alive` leading arms tried fewer than
 * `target` times; when all have been, the better half by mean (a stable sort of arms, ties keep their
 * order) goes on and `target` grows by an equal share of the iterations left of `planned` (at least one).
 * -1 once one candidate is left, which is then arms[0]. */
int bg_agent_halving_pick(bg_agent_arm *arms, int *alive, int *target, int planned, int total);
/* Sequential halving by the clock: the tries to plan for, with `total` made so far in `tries_ms` and
 * `left_ms` of the budget left, at the pace of those tries. When the `k` candidates have had their first try
 * each (all `alive`), `target` grows to the first round's share of that plan. */
int bg_agent_clock_plan(int total, int k, int alive, double tries_ms, double left_ms, int *target);

/* The agents a strength may be. */
typedef enum bg_agent_kind {
    BG_AGENT_RANDOM,   /* bg_agent_random */
    BG_AGENT_ONE_STEP, /* bg_agent_one_step on a determinization of the view */
    BG_AGENT_SEARCH,   /* bg_agent_search */
    BG_AGENT_KIND_COUNT
} bg_agent_kind;

/* A strength a game offers: an agent and how it looks (the one-step player's judgement, NULL for the
 * judge's relative one, its depth and noise, and whether it looks on to its next turn). */
typedef struct bg_strength {
    const char *name;
    uint8_t agent; /* bg_agent_kind */
    bg_judgement judgement;
    int depth;
    double noise;
    /* Its best moves judged again through the others' turns to its next decision (bg_judge.next_turn). */
    bool next_turn;
} bg_strength;

/* A decision of `strength` on `view` (the seat's own view) among its n legal moves: one draw of `rng` per
 * decision (none for the random player, which draws its pick), everything else follows from it and the
 * view. The index into moves (0..n-1), -1 when n is 0; `report` (may be NULL) says how it went. */
int bg_agent_decide(const bg_judge *judge, const bg_strength *strength, const bg_agent_budget *budget, uint64_t *rng,
                    const void *view, int seat, const bg_move *moves, int n, bg_agent_report *report);

#endif

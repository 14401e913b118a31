/* Computer players of the base game: they decide from their own seat's view (gah_view) and nothing else,
 * and choose among the commands gah_legal lists, through the same command path as a person's clicks. They
 * are the generic agents (bg/agent.h: the random player, the one-step player, the search) with the base
 * game's judgement (gah_ai_judge, src/ai); the names below are the base game's entry points.
 *
 * Every player's state lives in a caller-owned gah_ai (no globals), so computers may think on worker
 * threads, one gah_ai per thread at a time. Search looks at hidden information only through
 * gah_determinize of the seat's view, so two games that look the same from the seat get the same
 * decision at the same seed and iteration budget (tests/test_ai.c proves it). */
#ifndef GAH_AI_H
#define GAH_AI_H

#include <stdatomic.h>

#include "bg/agent.h"
#include "gah/engine.h"

/* The computer players there are, weakest first. Their names ("random", "greedy", "easy", "medium",
 * "hard") are what saves write after `computer SEAT` (the session keeps the name; the app resolves it). */
typedef enum gah_ai_kind {
    GAH_AI_RANDOM, /* a random legal command, with a taste for progress (the property tests' player) */
    GAH_AI_GREEDY, /* the command that raises its projected score most, one command ahead */
    GAH_AI_EASY,   /* the medium player's judgement blurred by noise: sensible, with clear mistakes */
    GAH_AI_MEDIUM, /* one command ahead on a heuristic of the whole position (see src/ai/eval.c) */
    GAH_AI_HARD,   /* determinized Monte Carlo search guided and cut off by the medium player */
    GAH_AI_KIND_COUNT
} gah_ai_kind;

/* Hard's default thinking time per decision. */
#define GAH_AI_DEFAULT_TIME_MS 1000

typedef struct gah_ai {
    uint8_t kind;        /* gah_ai_kind */
    uint64_t rng;        /* the player's own randomness, never the game's */
    /* Hard's budget: it stops at whichever comes first. iterations 0 = by time only; time_ms 0 = by
     * iterations only (reproducible at a seed: tests and the arena); both 0 = the default time. */
    int iterations;
    int time_ms;
    /* Set by another thread to make a thinking player stop early and play the best command so far;
     * NULL when nobody will. Owned by the caller. */
    const atomic_int *stop;
    /* About the last decision, for the arena and hints. */
    int last_iterations;   /* search iterations it ran (0 for the one-step players) */
    double last_gain;      /* what it expects the command to gain, in points of its evaluation */
    /* Hard's candidates and their tries (bg_agent_report.arms; 0 for the others), for the arena's --qdump. */
    int last_arm_count;
    bg_agent_arm last_arms[BG_AGENT_REPORT_ARMS];
} gah_ai;

/* The base game's judgement for the generic agents: gah_ai_evaluate and gah_ai_relative, the random
 * player's taste for progress (gah_ai_pick_weighted), the follow-up prompts a command's judgement answers,
 * the fourth pass's free steps, the search's settings from the weights and the playout's turn rule. */
extern const bg_judge gah_ai_judge;

void gah_ai_init(gah_ai *ai, int kind, uint64_t seed);
/* The command the computer plays for `seat`, which owes the current decision, decided on that seat's
 * view of `st` only. Thread-safe for distinct `ai`. */
gah_command gah_ai_choose(gah_ai *ai, const gah_state *st, int seat);
const char *gah_ai_kind_name(int kind);
/* "random" -> GAH_AI_RANDOM ... "hard" -> GAH_AI_HARD; -1 for an unknown name. */
int gah_ai_kind_by_name(const char *name);
/* "hard:500" -> GAH_AI_HARD with an iteration budget of 500 (0 when not given); -1 when unknown. */
int gah_ai_kind_parse(const char *text, int *iterations);

/* A hint for a person: what the hard player would do for `seat` now (deciding on the seat's view, with
 * `iterations` (0: by time) and `time_ms` (0: the default when iterations is 0 too), and `stop` as in
 * gah_ai), and the expected gain in points. `phrase` gets a short sentence such as "Take the die on
 * space 3: about +4 points by the end of your turn." Returns false when `seat` owes no decision. */
bool gah_ai_hint(const gah_state *st, int seat, int iterations, int time_ms, const atomic_int *stop, uint64_t seed,
                 gah_command *cmd, double *gain, char *phrase, size_t phrase_size);
/* Why `cmd` is good for `seat`, in a few words: the judgement's largest gain from it (up to where medium's plan
 * for it stops, the turn not yet ended, on a deal of the seat's view), a staff card or a part of the
 * position ("the Laundress: about +10 VP (...its text...)", "your café: about +6 VP"). False when no term
 * gains a point. gah_ai_hint's phrase ends with it. */
bool gah_ai_hint_reason(const gah_state *st, int seat, gah_command cmd, uint64_t seed, char *out, size_t size);

/* What medium judges `cmd` by: `world` (a whole state, a deal of the seat's view) after the command and the
 * seat's own follow-up prompts answered as medium answers them (bg_agent_follow), in `out`. False when the
 * command is refused. For studies of the judgement (the arena's --qdump). */
bool gah_ai_medium_leaf(const gah_state *world, int seat, gah_command cmd, gah_state *out);

/* The medium player's judgement of a position for `seat`, in points: the projected score plus what its
 * krone, kitchen, café guests, rooms, staff and Emperor position are still worth before the game ends.
 * gah_ai_relative is that minus the best other seat's. */
double gah_ai_evaluate(const gah_state *st, int seat);
double gah_ai_relative(const gah_state *st, int seat);
/* A tuning hook for the arena (`--weight NAME=VALUE`): sets one of the evaluation's weights (src/ai/eval.c)
 * for the whole process. Call it before any game, never while a player thinks. False for an unknown name. */
bool gah_ai_set_weight(const char *name, double value);
/* The learned value (src/ai/value.c, docs/ai.md): a seat's projected score plus, per round, weights times the
 * features of its position (src/ai/features.c: its krone, kitchen, café, rooms, Emperor, objectives, the dice,
 * each staff card in hand and in play...), trained by temporal-difference self-play (`gah-cli train`,
 * tools/ai_train.sh) and shipped as a generated table (src/ai/value_table.h) with its checksum. */
#define AI_STAFF_SLOTS 86
#define AI_VALUE_FEATURES 246
#define AI_VALUE_ROUNDS 7
/* Feature 0 is the constant, 1 the heuristic's outlook (in tens); the last 2 x AI_STAFF_SLOTS are the staff
 * cards, in hand then in play (gah_ai_value_feature_name says which). */
#define AI_VALUE_OUTLOOK 1
#define AI_VALUE_CARDS (AI_VALUE_FEATURES - 2 * AI_STAFF_SLOTS)
/* The features of the seat's position; returns the round (1..7) whose weights apply. */
int gah_ai_value_features(const gah_state *st, int seat, float x[AI_VALUE_FEATURES]);
/* A feature's name for people ("krone", "the Laundress in hand"); the length written, snprintf-style. */
size_t gah_ai_value_feature_name(int k, char *out, size_t size);
/* The weights in use, [round - 1][feature]: the shipped table unless a tool installed others. */
const float *gah_ai_value_weights(void);
const float *gah_ai_value_shipped(void);
/* Where training starts: the heuristic's outlook at its full weight, every other weight 0 (plays as the
 * heuristic does). */
void gah_ai_value_untrained(float *weights);
/* A tuning hook for the trainer and the arena: the value uses `weights` (AI_VALUE_ROUNDS x AI_VALUE_FEATURES,
 * the caller's, kept alive) from now on; NULL: the shipped table. Call it while no player thinks. */
void gah_ai_value_install(const float *weights);
/* FNV-1a over a table's floats (their IEEE bits, little-endian): the generator writes it into the table's
 * header, and the test checks the compiled table against it. */
uint64_t gah_ai_value_checksum(const float *weights);
extern const uint64_t gah_ai_value_shipped_checksum;

/* The pickers, for tools that already hold the legal list. Weighted random: moving guests and claiming
 * objectives are likelier than other moves, so random games reach the rules that matter; `rng` is an
 * xorshift64 state (never 0). */
int gah_ai_pick_weighted(const gah_command *cmds, int n, uint64_t *rng);
/* Deterministic, for building positions quickly: end the turn when possible, else move a guest, else the
 * first command. */
int gah_ai_pick_progress(const gah_command *cmds, int n);

#endif

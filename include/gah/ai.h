/* Computer players: they decide from their own seat's view (gah_view) and nothing else, and choose
 * among the commands gah_legal lists, through the same command path as a person's clicks. */
#ifndef GAH_AI_H
#define GAH_AI_H

#include "gah/engine.h"

/* Who decides for a seat. */
typedef enum gah_control {
    GAH_CONTROL_PERSON,   /* a person at the mouse */
    GAH_CONTROL_AUTOMA,   /* Leopold or Elisabeth: the engine plays the instruction cards itself */
    GAH_CONTROL_COMPUTER, /* a computer player (gah_ai) */
    GAH_CONTROL_COUNT
} gah_control;

/* The computer players there are. Stronger ones join this list (issue 14). */
typedef enum gah_ai_kind {
    GAH_AI_RANDOM, /* a random legal command, with a taste for progress (the property tests' player) */
    GAH_AI_KIND_COUNT
} gah_ai_kind;

typedef struct gah_ai {
    uint8_t kind;  /* gah_ai_kind */
    uint64_t rng;  /* the player's own randomness, never the game's */
} gah_ai;

void gah_ai_init(gah_ai *ai, int kind, uint64_t seed);
/* The command the computer plays for `seat`, which owes the current decision, decided on that seat's
 * view of `st` only. */
gah_command gah_ai_choose(gah_ai *ai, const gah_state *st, int seat);
const char *gah_ai_kind_name(int kind);
/* "random" -> GAH_AI_RANDOM; -1 for an unknown name. */
int gah_ai_kind_by_name(const char *name);

/* The pickers, for tools that already hold the legal list. Weighted random: moving guests and claiming
 * objectives are likelier than other moves, so random games reach the rules that matter; `rng` is an
 * xorshift64 state (never 0). */
int gah_ai_pick_weighted(const gah_command *cmds, int n, uint64_t *rng);
/* Deterministic, for building positions quickly: end the turn when possible, else move a guest, else the
 * first command. */
int gah_ai_pick_progress(const gah_command *cmds, int n);

#endif

/* Let's Roll's computer players: the generic agents (bg/agent.h: random, one step ahead, the search) with
 * Let's Roll's own judgement (roll_ai_judge, src/games/roll/ai). They decide on the seat's view and choose
 * among the commands roll_legal lists, as a person's commands would go. */
#ifndef ROLL_AI_H
#define ROLL_AI_H

#include <stdatomic.h>

#include "bg/agent.h"
#include "roll/engine.h"

/* The strengths, weakest first; their names are what saves and the arena write. */
typedef enum roll_ai_kind {
    ROLL_AI_RANDOM, /* a random legal command, loans seldom (the property tests' player) */
    ROLL_AI_GREEDY, /* the command whose result has the best projected score, its follow-ups answered alike */
    ROLL_AI_EASY,   /* medium blurred by noise */
    ROLL_AI_MEDIUM, /* one command ahead (its follow-ups too) on the judgement below */
    ROLL_AI_HARD,   /* the search: candidates by medium, playouts through the others' turns */
    ROLL_AI_KIND_COUNT
} roll_ai_kind;

#define ROLL_AI_DEFAULT_TIME_MS 1000

typedef struct roll_ai {
    uint8_t kind;        /* roll_ai_kind */
    uint64_t rng;        /* the player's own randomness, never the game's */
    int iterations;      /* hard's budget: iterations (0: by time), */
    int time_ms;         /* or milliseconds (0 with iterations 0: the default) */
    const atomic_int *stop;
    int last_iterations; /* about the last decision, for the arena */
    double last_gain;
} roll_ai;

/* The judgement: the projected score and what the hotel, the money, the Emperor tracks and the staff are
 * still worth before the game ends; rows, columns and groups on their way; loans. */
extern const bg_judge roll_ai_judge;
double roll_ai_evaluate(const roll_state *st, int seat);
double roll_ai_relative(const roll_state *st, int seat);
/* A tuning hook for the arena (`--weight NAME=VALUE`): one of the judgement's weights (src/games/roll/ai/judge.c)
 * for the whole process. Call it before any game, never while a player thinks. False for an unknown name. */
bool roll_ai_set_weight(const char *name, double value);

void roll_ai_init(roll_ai *ai, int kind, uint64_t seed);
/* The command the computer plays for `seat`, which owes the current decision, decided on its view of `st`. */
roll_command roll_ai_choose(roll_ai *ai, const roll_state *st, int seat);
const char *roll_ai_kind_name(int kind);
/* "hard:500" -> ROLL_AI_HARD with 500 iterations (0 when not given); -1 when unknown. */
int roll_ai_kind_parse(const char *text, int *iterations);

#endif

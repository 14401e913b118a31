/* `gah-cli train`'s parts (train.c: TD(lambda) self-play; train_fit.c: the fit to rows of games): its options,
 * a seat's positions in a game, and the value of a position under a table. */
#ifndef GAH_CLI_TRAIN_H
#define GAH_CLI_TRAIN_H

#include "cli_gah.h"
#include "gah/ai.h"

#include <stdio.h>

/* The longest game a seat's positions are kept for (a game asks a seat about 80 to 150 times). */
#define TRAIN_STEPS_MAX 1200

/* The kinds of game it learns from (--mix): Leopold at each difficulty, Elisabeth with Let's Waltz modules 1
 * and 2 (at medium), two computers, three. */
enum { MIX_EASY, MIX_MEDIUM, MIX_HARD, MIX_ELISABETH, MIX_TWO, MIX_THREE, MIX_KINDS };
extern const char *const train_mix_names[MIX_KINDS];
#define MIX_MAX 32

typedef struct train_opts {
    int games;
    uint64_t seed;
    double lambda, alpha, noise, decay, explore;
    const char *out, *from;
    int report;   /* games between progress lines */
    int replay;   /* after each game, this many stored trajectories learnt again (experience replay) */
    int learn;    /* which weights move (--learn) */
    bool rank;    /* --fit-q --rank: the conditional logit on the search's shares of its tries, not least squares */
    bool pool;    /* --fit-q --pool: one change for every round */
    int holdout;  /* --fit-q --holdout K: every K-th game left out of the fit, the agreement measured on it */
    FILE *dump;   /* --dump FILE: every learning seat's positions and final score, as `arena --features` writes them */
    int mix[MIX_MAX], mix_count; /* game g is of kind mix[g % mix_count] */
} train_opts;

/* Which weights training moves: all, all but the heuristic's outlook, or the constant and the staff cards only
 * (the features a decision changes, none of which grows by itself as the round goes on). */
enum { LEARN_ALL, LEARN_NO_OUTLOOK, LEARN_CARDS, LEARN_KINDS };
extern const char *const train_learn_names[LEARN_KINDS];

static inline bool learns(int learn, int k)
{
    return learn == LEARN_ALL || (learn == LEARN_NO_OUTLOOK && k != AI_VALUE_OUTLOOK) ||
           (learn == LEARN_CARDS && (k == 0 || k >= AI_VALUE_CARDS));
}

/* One learning seat's positions in a game: features, round and projected score at each of its decisions. */
typedef struct trajectory {
    int count;
    int final_vp;
    uint8_t round[TRAIN_STEPS_MAX];
    int16_t projected[TRAIN_STEPS_MAX];
    float x[TRAIN_STEPS_MAX][AI_VALUE_FEATURES];
} trajectory;

/* The seat's value of a position under table `w`: its projected score plus its round's weights times x. */
double train_predict(const float *w, int round, int projected, const float *x);
/* Solves m w = r (n unknowns) by Gaussian elimination with partial pivoting, in place (m and r are spoilt). */
void train_solve(int n, double (*m)[AI_VALUE_FEATURES], double *r, double *w);
/* --fit-q (train_fit_q.c, expert iteration): `w` is `w0` plus the change that makes the one-step value's differences
 * between each searched decision's candidates match the search's (rows of `arena --qdump`); 0 when it worked. */
int train_fit_q(float *w, const float *w0, char **files, int nfiles, double ridge, const train_opts *o);
/* --fit: `w` fitted to the rows in `files` (starting from, and pulled towards, `w0`); 0 when it worked. */
int train_fit(float *w, const float *w0, char **files, int nfiles, double ridge, const train_opts *o);

#endif

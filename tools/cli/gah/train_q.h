/* `gah-cli train --fit-q`'s parts (train_fit_q.c: the rows of `arena --qdump`, least squares and the agreement;
 * train_fit_rank.c: the rank fit): a searched decision's candidates as read. */
#ifndef GAH_CLI_TRAIN_Q_H
#define GAH_CLI_TRAIN_Q_H

#include "train.h"

/* The candidates of one decision kept together (the search tries at most BG_AGENT_REPORT_ARMS). */
typedef struct q_row {
    int round, visits, played;
    double mean, relative;
    float x[AI_VALUE_FEATURES];
} q_row;

typedef struct q_decision {
    int file, game, seat, decision;
    int count;
    q_row row[BG_AGENT_REPORT_ARMS];
} q_decision;

/* A candidate's regressor in slot k: the value in the constant's slot, else the feature. */
static inline double q_slot(const q_row *r, int k)
{
    return k == 0 ? r->relative : (double)r->x[k];
}

/* The rank fit (--rank): the decisions it keeps, compactly (train_fit_rank.c). */
typedef struct rank_decision rank_decision;
typedef struct rank_set {
    rank_decision *d;
    long count, cap;
} rank_set;
/* A decision into the set (the features --learn lets move). */
void rank_collect(rank_set *set, const q_decision *d, const train_opts *o);
/* The fit: `w` is `w0` plus the change; the value's weight (beta) it found, the table kept when not above 0. */
double rank_fit(const rank_set *set, double ridge, float *w, const float *w0);
void rank_free(rank_set *set);

#endif

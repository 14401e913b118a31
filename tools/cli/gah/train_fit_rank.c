/* `gah-cli train --fit-q --rank`: the rank fit. A conditional logit over each searched decision's candidates,
 * P(c) proportional to exp(beta x value(c) + change . features(c)), fitted by Newton's method to the search's
 * shares of its tries (sequential halving gives most to the candidates it rates best), so only the order of
 * the candidates counts, not the scale of the search's estimates. The change has a block per round, and a
 * candidate's features go to its own position's round: a turn that ends the round is compared with a move that
 * does not, as the one-step value compares them (through two rounds' weights, constants included). The value
 * then gets change / beta. */
#include "train_q.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* The parameters: beta, then a block of AI_VALUE_FEATURES per round. */
#define RANK_PARAMS (1 + AI_VALUE_ROUNDS * AI_VALUE_FEATURES)

struct rank_decision {
    int count, n;
    int *which;     /* n: the parameters that separate its candidates */
    double *target; /* count: the search's share of its tries */
    double *u;      /* count x n: each candidate's regressors */
};

void rank_collect(rank_set *set, const q_decision *d, const train_opts *o)
{
    if (d->count < 2) return;
    /* A parameter separates the candidates when its regressor differs between two of them (a feature of a
     * round no candidate reaches, or one all of them share, cancels out of the logit). */
    static int which[RANK_PARAMS];
    int n = 0, visits = 0;
    for (int c = 0; c < d->count; c++) visits += d->row[c].visits;
    which[n++] = 0;
    for (int round = 1; round <= AI_VALUE_ROUNDS; round++)
        for (int k = 0; k < AI_VALUE_FEATURES; k++) {
            if (!learns(o->learn, k)) continue;
            double first = 0;
            bool differ = false;
            for (int c = 0; c < d->count && !differ; c++) {
                double v = d->row[c].round == round ? (double)d->row[c].x[k] : 0;
                if (c == 0) first = v;
                else differ = v != first;
            }
            if (differ) which[n++] = 1 + (round - 1) * AI_VALUE_FEATURES + k;
        }
    if (set->count == set->cap) {
        set->cap = set->cap ? 2 * set->cap : 1024;
        set->d = realloc(set->d, (size_t)set->cap * sizeof *set->d);
        if (!set->d) exit(1);
    }
    rank_decision *r = &set->d[set->count++];
    *r = (rank_decision){.count = d->count, .n = n, .which = malloc(sizeof(int) * (size_t)n),
                         .target = malloc(sizeof(double) * (size_t)d->count), .u = calloc((size_t)(d->count * n), sizeof(double))};
    if (!r->which || !r->target || !r->u) exit(1);
    memcpy(r->which, which, sizeof(int) * (size_t)n);
    for (int c = 0; c < d->count; c++) {
        const q_row *row = &d->row[c];
        r->target[c] = (double)row->visits / visits;
        r->u[c * n] = row->relative;
        for (int j = 1; j < n; j++) {
            int round = 1 + (which[j] - 1) / AI_VALUE_FEATURES, k = (which[j] - 1) % AI_VALUE_FEATURES;
            r->u[c * n + j] = row->round == round ? (double)row->x[k] : 0;
        }
    }
}

void rank_free(rank_set *set)
{
    for (long i = 0; i < set->count; i++) free(set->d[i].which), free(set->d[i].target), free(set->d[i].u);
    free(set->d);
    set->d = NULL, set->count = set->cap = 0;
}

/* The negative log-likelihood at theta plus the ridge on the change (`pull`); with grad and hess (may be NULL, a
 * RANK_PARAMS square) its gradient and Hessian. */
static double rank_loss(const rank_set *set, const double *theta, double pull, double *grad, double *hess)
{
    double loss = 0;
    for (long i = 0; i < set->count; i++) {
        const rank_decision *r = &set->d[i];
        double z[BG_AGENT_REPORT_ARMS], top = -1e300, sum = 0;
        for (int c = 0; c < r->count; c++) {
            z[c] = 0;
            for (int j = 0; j < r->n; j++) z[c] += theta[r->which[j]] * r->u[c * r->n + j];
            if (z[c] > top) top = z[c];
        }
        for (int c = 0; c < r->count; c++) sum += exp(z[c] - top);
        double p[BG_AGENT_REPORT_ARMS];
        for (int c = 0; c < r->count; c++) {
            p[c] = exp(z[c] - top) / sum;
            loss -= r->target[c] * (z[c] - top - log(sum));
        }
        if (!grad) continue;
        double *mean = calloc((size_t)r->n, sizeof(double));
        if (!mean) exit(1);
        for (int c = 0; c < r->count; c++)
            for (int j = 0; j < r->n; j++) mean[j] += p[c] * r->u[c * r->n + j];
        for (int c = 0; c < r->count; c++) {
            const double *u = &r->u[c * r->n];
            for (int j = 0; j < r->n; j++) {
                grad[r->which[j]] += (p[c] - r->target[c]) * u[j];
                double dj = p[c] * (u[j] - mean[j]);
                if (dj == 0) continue;
                double *row = hess + (size_t)r->which[j] * RANK_PARAMS;
                for (int k = 0; k < r->n; k++) row[r->which[k]] += dj * (u[k] - mean[k]);
            }
        }
        free(mean);
    }
    for (int a = 1; a < RANK_PARAMS; a++) {
        loss += 0.5 * pull * theta[a] * theta[a];
        if (grad) grad[a] += pull * theta[a], hess[(size_t)a * RANK_PARAMS + a] += pull;
    }
    if (hess) hess[0] += 1e-9;
    return loss;
}

/* Solves m x = r (n unknowns, m n x n row-major) by Gaussian elimination with partial pivoting; m and r spoilt. */
static void solve_n(int n, double *m, double *r, double *x)
{
    for (int c = 0; c < n; c++) {
        int p = c;
        for (int i = c + 1; i < n; i++)
            if (fabs(m[(size_t)i * n + c]) > fabs(m[(size_t)p * n + c])) p = i;
        if (p != c) {
            for (int k = 0; k < n; k++) {
                double t = m[(size_t)c * n + k];
                m[(size_t)c * n + k] = m[(size_t)p * n + k], m[(size_t)p * n + k] = t;
            }
            double t = r[c];
            r[c] = r[p], r[p] = t;
        }
        double pivot = m[(size_t)c * n + c];
        if (fabs(pivot) < 1e-12) continue;
        for (int i = c + 1; i < n; i++) {
            double f = m[(size_t)i * n + c] / pivot;
            if (f == 0) continue;
            for (int k = c; k < n; k++) m[(size_t)i * n + k] -= f * m[(size_t)c * n + k];
            r[i] -= f * r[c];
        }
    }
    for (int c = n - 1; c >= 0; c--) {
        double s = r[c];
        for (int k = c + 1; k < n; k++) s -= m[(size_t)c * n + k] * x[k];
        x[c] = fabs(m[(size_t)c * n + c]) < 1e-12 ? 0 : s / m[(size_t)c * n + c];
    }
}

double rank_fit(const rank_set *set, double ridge, float *w, const float *w0)
{
    static double theta[RANK_PARAMS], grad[RANK_PARAMS], step[RANK_PARAMS], trial[RANK_PARAMS];
    double *hess = malloc(sizeof(double) * RANK_PARAMS * RANK_PARAMS);
    if (!hess) exit(1);
    /* The ridge a decision of its round, as the least-squares fit pulls (a round's share of the decisions). */
    double pull = ridge * (double)(set->count ? set->count : 1) / (100.0 * AI_VALUE_ROUNDS);
    memset(theta, 0, sizeof theta);
    theta[0] = 0.1;
    for (int it = 0; it < 25; it++) {
        memset(grad, 0, sizeof grad);
        memset(hess, 0, sizeof(double) * RANK_PARAMS * RANK_PARAMS);
        double loss = rank_loss(set, theta, pull, grad, hess);
        solve_n(RANK_PARAMS, hess, grad, step);
        /* Newton's step, halved until the loss falls. */
        double scale = 1, next = loss;
        for (int half = 0; half < 20; half++, scale /= 2) {
            for (int a = 0; a < RANK_PARAMS; a++) trial[a] = theta[a] - scale * step[a];
            if ((next = rank_loss(set, trial, pull, NULL, NULL)) <= loss) break;
        }
        if (next > loss) break;
        memcpy(theta, trial, sizeof trial);
        if (loss - next < 1e-7 * (fabs(loss) + 1)) break;
    }
    free(hess);
    double beta = theta[0];
    for (int a = 0; a < AI_VALUE_ROUNDS * AI_VALUE_FEATURES; a++)
        w[a] = (float)((double)w0[a] + (beta > 0.005 ? theta[1 + a] / beta : 0));
    return beta;
}

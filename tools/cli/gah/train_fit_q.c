/* `gah-cli train --fit-q`: expert iteration. The search (hard) tries each of its candidates on many deals and
 * plays on for half a game; the one-step value (medium) judges the same candidates by where the seat's own
 * follow-up prompts lead. Fitted so that, within each searched decision, the value's differences between the
 * candidates match the search's (`arena --qdump` rows), medium learns to choose as hard does, at a
 * thousandth of the cost. Only the differences within a decision matter to a one-step player, so each
 * decision's candidates are centred (weighted by their tries, the search's estimates being means of that
 * many playouts) and the level is left alone. Only their order matters too, not their scale: the search's
 * differences are about a third of the value's (half a game of playouts evens much out), so the fit is
 * q ~ beta x value + change . features, per round, and the value gets change / beta (a plain q ~ value +
 * change would spend the change on shrinking the value, which reorders nothing where it should). The
 * change is pulled towards 0 (`ridge` a decision), so a feature the decisions rarely separate keeps its
 * old price. The constant never separates candidates: its slot carries the value in the sums. */
#include "train.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

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

typedef struct q_sums {
    double ata[AI_VALUE_FEATURES][AI_VALUE_FEATURES];
    double aty[AI_VALUE_FEATURES];
    long decisions, candidates;
} q_sums;

/* "q GAME SEAT DECISION ROUND PLAYED VISITS MEAN RELATIVE PROJECTED X0 .. X245" into *r and its key; false for
 * another line. */
static bool read_row(char *line, int *game, int *seat, int *decision, q_row *r)
{
    int used, projected;
    if (strncmp(line, "q ", 2) ||
        sscanf(line + 2, "%d %d %d %d %d %d %lf %lf %d%n", game, seat, decision, &r->round, &r->played, &r->visits, &r->mean,
               &r->relative, &projected, &used) != 9)
        return false;
    if (r->round < 1 || r->round > AI_VALUE_ROUNDS || r->visits < 1) return false;
    char *s = line + 2 + used, *end;
    for (int k = 0; k < AI_VALUE_FEATURES; k++) {
        r->x[k] = strtof(s, &end);
        if (end == s) return false;
        s = end;
    }
    return true;
}

/* The features that differ between the decision's candidates of `round` (the rest centre to 0). */
static int varying(const q_decision *d, int round, int *which)
{
    int n = 0, first = -1;
    for (int c = 0; c < d->count; c++)
        if (d->row[c].round == round) {
            first = c;
            break;
        }
    for (int k = 0; first >= 0 && k < AI_VALUE_FEATURES; k++)
        for (int c = first + 1; c < d->count; c++)
            if (d->row[c].round == round && d->row[c].x[k] != d->row[first].x[k]) {
                which[n++] = k;
                break;
            }
    return n;
}

/* A candidate's regressor in slot k: the value in the constant's slot, else the feature. */
static double slot(const q_row *r, int k)
{
    return k == 0 ? r->relative : (double)r->x[k];
}

/* A decision into the sums: per round its leaves reach (nearly always one), the candidates centred. */
static void add_decision(q_sums *sums, const q_decision *d, const train_opts *o)
{
    for (int round = 1; round <= AI_VALUE_ROUNDS; round++) {
        double weight = 0, mx[AI_VALUE_FEATURES + 1] = {0}, my = 0;
        int count = 0, which[AI_VALUE_FEATURES + 1];
        for (int c = 0; c < d->count; c++) {
            const q_row *r = &d->row[c];
            if (r->round != round) continue;
            weight += r->visits, my += r->visits * r->mean, count++;
        }
        if (count < 2) continue;
        /* Slot 0 (the constant's) is the value; then the features that separate the candidates and may move. */
        which[0] = 0;
        int n = 1 + varying(d, round, which + 1);
        for (int j = 1; j < n; j++)
            if (!learns(o->learn, which[j])) which[j--] = which[--n];
        my /= weight;
        for (int j = 0; j < n; j++) {
            for (int c = 0; c < d->count; c++)
                if (d->row[c].round == round) mx[j] += d->row[c].visits * slot(&d->row[c], which[j]);
            mx[j] /= weight;
        }
        q_sums *s = &sums[round - 1];
        for (int c = 0; c < d->count; c++) {
            const q_row *r = &d->row[c];
            if (r->round != round) continue;
            double y = r->mean - my;
            for (int a = 0; a < n; a++) {
                double xa = slot(r, which[a]) - mx[a];
                s->aty[which[a]] += r->visits * xa * y;
                for (int b = 0; b < n; b++) s->ata[which[a]][which[b]] += r->visits * xa * (slot(r, which[b]) - mx[b]);
            }
        }
        s->decisions++, s->candidates += count;
    }
}

/* The rank fit (--rank): a conditional logit over each decision's candidates, P(c) proportional to
 * exp(beta x value(c) + change . features(c)), fitted by Newton's method to the search's shares of its tries
 * (which sequential halving gives the candidates it rates best), so only the order counts. A decision in it. */
typedef struct rank_decision {
    int round, count, n;
    int *which;     /* n: the features that separate its candidates (slot 0 the value) */
    double *target; /* count: the search's share of its tries */
    double *u;      /* count x n: each candidate's regressors, centred */
} rank_decision;

typedef struct rank_set {
    rank_decision *d;
    long count, cap;
} rank_set;

static void rank_collect(rank_set *set, const q_decision *d, const train_opts *o)
{
    for (int round = 1; round <= AI_VALUE_ROUNDS; round++) {
        int count = 0, visits = 0, which[AI_VALUE_FEATURES + 1];
        for (int c = 0; c < d->count; c++)
            if (d->row[c].round == round) count++, visits += d->row[c].visits;
        if (count < 2) continue;
        which[0] = 0;
        int n = 1 + varying(d, round, which + 1);
        for (int j = 1; j < n; j++)
            if (!learns(o->learn, which[j])) which[j--] = which[--n];
        if (set->count == set->cap) {
            set->cap = set->cap ? 2 * set->cap : 1024;
            set->d = realloc(set->d, (size_t)set->cap * sizeof *set->d);
            if (!set->d) exit(1);
        }
        rank_decision *r = &set->d[set->count++];
        *r = (rank_decision){.round = round, .count = count, .n = n, .which = malloc(sizeof(int) * (size_t)n),
                             .target = malloc(sizeof(double) * (size_t)count), .u = calloc((size_t)(count * n), sizeof(double))};
        if (!r->which || !r->target || !r->u) exit(1);
        memcpy(r->which, which, sizeof(int) * (size_t)n);
        int at = 0;
        for (int c = 0; c < d->count; c++) {
            if (d->row[c].round != round) continue;
            r->target[at] = (double)d->row[c].visits / visits;
            for (int j = 0; j < n; j++) r->u[at * n + j] = slot(&d->row[c], which[j]) - slot(&d->row[0], which[j]);
            at++;
        }
    }
}

/* The round's negative log-likelihood at theta (slot 0 beta), plus the ridge on the change; with grad and hess
 * (may be NULL) its gradient and Hessian. */
static double rank_loss(const rank_set *set, int round, const double *theta, double ridge, double *grad,
                        double (*hess)[AI_VALUE_FEATURES])
{
    double loss = 0;
    long decisions = 0;
    for (long i = 0; i < set->count; i++) {
        const rank_decision *r = &set->d[i];
        if (r->round != round) continue;
        decisions++;
        double z[BG_AGENT_REPORT_ARMS], top = -1e300, sum = 0;
        for (int c = 0; c < r->count; c++) {
            z[c] = 0;
            for (int j = 0; j < r->n; j++) z[c] += theta[r->which[j]] * r->u[c * r->n + j];
            if (z[c] > top) top = z[c];
        }
        for (int c = 0; c < r->count; c++) sum += exp(z[c] - top);
        double p[BG_AGENT_REPORT_ARMS], mean[AI_VALUE_FEATURES + 1] = {0};
        for (int c = 0; c < r->count; c++) {
            p[c] = exp(z[c] - top) / sum;
            loss -= r->target[c] * (z[c] - top - log(sum));
            for (int j = 0; j < r->n; j++) mean[j] += p[c] * r->u[c * r->n + j];
        }
        if (!grad) continue;
        for (int c = 0; c < r->count; c++) {
            const double *u = &r->u[c * r->n];
            for (int j = 0; j < r->n; j++) {
                grad[r->which[j]] += (p[c] - r->target[c]) * u[j];
                for (int k = 0; k < r->n; k++) hess[r->which[j]][r->which[k]] += p[c] * (u[j] - mean[j]) * (u[k] - mean[k]);
            }
        }
    }
    double pull = ridge * (double)(decisions ? decisions : 1) / 100.0;
    for (int a = 1; a < AI_VALUE_FEATURES; a++) {
        loss += 0.5 * pull * theta[a] * theta[a];
        if (grad) grad[a] += pull * theta[a], hess[a][a] += pull;
    }
    if (hess) hess[0][0] += 1e-9;
    return loss;
}

/* Newton's method on the round's parameters, each step halved until the loss falls. */
static void rank_fit(const rank_set *set, int round, double ridge, double *theta)
{
    static double grad[AI_VALUE_FEATURES], hess[AI_VALUE_FEATURES][AI_VALUE_FEATURES], step[AI_VALUE_FEATURES],
        trial[AI_VALUE_FEATURES];
    memset(theta, 0, sizeof(double) * AI_VALUE_FEATURES);
    theta[0] = 0.3;
    for (int it = 0; it < 30; it++) {
        memset(grad, 0, sizeof grad), memset(hess, 0, sizeof hess);
        double loss = rank_loss(set, round, theta, ridge, grad, hess);
        train_solve(AI_VALUE_FEATURES, hess, grad, step);
        double scale = 1, next = loss;
        for (int half = 0; half < 20; half++, scale /= 2) {
            for (int a = 0; a < AI_VALUE_FEATURES; a++) trial[a] = theta[a] - scale * step[a];
            if ((next = rank_loss(set, round, trial, ridge, NULL, NULL)) <= loss) break;
        }
        if (next > loss) break;
        memcpy(theta, trial, sizeof trial);
        if (loss - next < 1e-7 * (fabs(loss) + 1)) break;
    }
}

/* How often the one-step value under `w` (its change from `w0` added to the judgement the rows hold) picks the
 * candidate the search played and the one the search rated best; counted over the decisions. */
typedef struct agreement {
    const float *w, *w0;
    long played, best, decisions;
} agreement;

static void agree(agreement *a, const q_decision *d)
{
    int pick = -1, top = -1;
    double pick_v = -1e18, top_v = -1e18;
    for (int c = 0; c < d->count; c++) {
        const q_row *r = &d->row[c];
        const float *row = a->w + (size_t)(r->round - 1) * AI_VALUE_FEATURES;
        const float *row0 = a->w0 + (size_t)(r->round - 1) * AI_VALUE_FEATURES;
        double v = r->relative;
        for (int k = 0; k < AI_VALUE_FEATURES; k++)
            if (r->x[k] != 0.0f) v += ((double)row[k] - (double)row0[k]) * (double)r->x[k];
        if (v > pick_v) pick_v = v, pick = c;
        if (r->mean > top_v) top_v = r->mean, top = c;
    }
    if (pick < 0) return;
    a->decisions++;
    a->played += d->row[pick].played;
    a->best += pick == top;
}

/* What each decision read goes to: the least-squares sums, the rank fit's set, or an agreement count. */
typedef struct q_use {
    q_sums *sums;
    rank_set *ranks;
    agreement *agree;
    bool held_out; /* use the held-out games (--holdout) instead of the others */
} q_use;

/* Reads every decision of the files and hands each to `use`; how many were read (-1 when a file is missing). */
static long each_decision(char **files, int nfiles, const q_use *use, const train_opts *o)
{
    static char line[8192];
    static q_decision d;
    long decisions = 0;
    for (int fi = 0; fi < nfiles; fi++) {
        FILE *f = fopen(files[fi], "r");
        if (!f) {
            fprintf(stderr, "train: cannot read %s\n", files[fi]);
            return -1;
        }
        d.count = 0;
        for (bool more = true; more;) {
            more = fgets(line, sizeof line, f) != NULL;
            int game, seat, decision;
            q_row r;
            bool row = more && read_row(line, &game, &seat, &decision, &r);
            if (more && !row) continue;
            bool same = row && d.count && d.file == fi && d.game == game && d.seat == seat && d.decision == decision;
            if (!same && d.count) {
                bool held = o->holdout > 0 && d.game % o->holdout == o->holdout - 1;
                if (held == use->held_out) {
                    if (use->sums) add_decision(use->sums, &d, o);
                    if (use->ranks) rank_collect(use->ranks, &d, o);
                    if (use->agree) agree(use->agree, &d);
                    decisions++;
                }
                d.count = 0;
            }
            if (!row) continue;
            if (!d.count) d.file = fi, d.game = game, d.seat = seat, d.decision = decision;
            if (d.count < BG_AGENT_REPORT_ARMS) d.row[d.count++] = r;
        }
        fclose(f);
    }
    return decisions;
}

static void say_agreement(const char *which, agreement *before, agreement *after)
{
    printf("train: %s: the one-step value picks the search's move %.1f %% (before %.1f %%), its best-rated %.1f %% (before %.1f %%)\n",
           which, 100.0 * after->played / (after->decisions ? after->decisions : 1),
           100.0 * before->played / (before->decisions ? before->decisions : 1),
           100.0 * after->best / (after->decisions ? after->decisions : 1),
           100.0 * before->best / (before->decisions ? before->decisions : 1));
}

int train_fit_q(float *w, const float *w0, char **files, int nfiles, double ridge, const train_opts *o)
{
    q_sums *sums = o->rank ? NULL : calloc(AI_VALUE_ROUNDS, sizeof *sums);
    rank_set ranks = {0};
    if (!o->rank && !sums) return 1;
    q_use use = {.sums = sums, .ranks = o->rank ? &ranks : NULL};
    long decisions = each_decision(files, nfiles, &use, o);
    if (decisions <= 0) {
        free(sums);
        if (!decisions) fprintf(stderr, "train: no rows of `arena --qdump` in the files\n");
        return 1;
    }
    static double rhs[AI_VALUE_FEATURES], delta[AI_VALUE_FEATURES];
    for (int r = 0; r < AI_VALUE_ROUNDS; r++) {
        long count = 0;
        if (o->rank) {
            rank_fit(&ranks, r + 1, ridge, delta);
            for (long i = 0; i < ranks.count; i++) count += ranks.d[i].round == r + 1;
        } else {
            q_sums *s = &sums[r];
            count = s->decisions;
            double pull = ridge * (double)(s->decisions > 0 ? s->decisions : 1);
            for (int a = 0; a < AI_VALUE_FEATURES; a++) {
                s->ata[a][a] += a ? pull : 1e-9 * pull; /* beta is free */
                rhs[a] = s->aty[a];
            }
            train_solve(AI_VALUE_FEATURES, s->ata, rhs, delta);
        }
        /* The value's weight: a round where the search does not follow the value at all (beta about 0: no scale
         * says how the change compares with the value) keeps its table. */
        double beta = delta[0];
        bool kept = !(beta > (o->rank ? 0.005 : 0.05));
        for (int a = 0; a < AI_VALUE_FEATURES; a++) {
            size_t at = (size_t)r * AI_VALUE_FEATURES + a;
            w[at] = (float)((double)w0[at] + (a && !kept ? delta[a] / beta : 0));
        }
        printf("train: round %d: %ld decisions, the value's weight %.2f%s\n", r + 1, count, beta, kept ? " (the table kept)" : "");
    }
    free(sums);
    for (long i = 0; i < ranks.count; i++) free(ranks.d[i].which), free(ranks.d[i].target), free(ranks.d[i].u);
    free(ranks.d);
    /* How often the one-step value picks the search's move, before the fit and after: in the sample, and on the
     * held-out games. */
    printf("train: fitted to %ld searched decisions\n", decisions);
    for (int held = 0; held <= (o->holdout > 0); held++) {
        agreement before = {.w = w0, .w0 = w0}, after = {.w = w, .w0 = w0};
        each_decision(files, nfiles, &(q_use){.agree = &before, .held_out = held}, o);
        each_decision(files, nfiles, &(q_use){.agree = &after, .held_out = held}, o);
        say_agreement(held ? "held out" : "in the sample", &before, &after);
    }
    return 0;
}

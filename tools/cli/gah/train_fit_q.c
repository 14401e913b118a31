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
#include "train_q.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

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
                if (d->row[c].round == round) mx[j] += d->row[c].visits * q_slot(&d->row[c], which[j]);
            mx[j] /= weight;
        }
        q_sums *s = &sums[round - 1];
        for (int c = 0; c < d->count; c++) {
            const q_row *r = &d->row[c];
            if (r->round != round) continue;
            double y = r->mean - my;
            for (int a = 0; a < n; a++) {
                double xa = q_slot(r, which[a]) - mx[a];
                s->aty[which[a]] += r->visits * xa * y;
                for (int b = 0; b < n; b++) s->ata[which[a]][which[b]] += r->visits * xa * (q_slot(r, which[b]) - mx[b]);
            }
        }
        s->decisions++, s->candidates += count;
    }
}

/* How often the one-step value under `w` (its change from `w0` added to the judgement the rows hold) picks the
 * candidate the search played and the one the search rated best; counted over the decisions, a tie between k
 * candidates as 1/k (the rows come in the search's order, best first, so the first of a tie would flatter it). */
typedef struct agreement {
    const float *w, *w0;
    double played, best;
    long decisions;
} agreement;

static void agree(agreement *a, const q_decision *d)
{
    double v[BG_AGENT_REPORT_ARMS], pick_v = -1e18, top_v = -1e18;
    for (int c = 0; c < d->count; c++) {
        const q_row *r = &d->row[c];
        const float *row = a->w + (size_t)(r->round - 1) * AI_VALUE_FEATURES;
        const float *row0 = a->w0 + (size_t)(r->round - 1) * AI_VALUE_FEATURES;
        v[c] = r->relative;
        for (int k = 0; k < AI_VALUE_FEATURES; k++)
            if (r->x[k] != 0.0f) v[c] += ((double)row[k] - (double)row0[k]) * (double)r->x[k];
        if (v[c] > pick_v) pick_v = v[c];
        if (r->mean > top_v) top_v = r->mean;
    }
    if (!d->count) return;
    int ties = 0, played = 0, best = 0;
    for (int c = 0; c < d->count; c++)
        if (v[c] >= pick_v - 1e-9) ties++, played += d->row[c].played, best += d->row[c].mean >= top_v;
    a->decisions++;
    a->played += (double)played / ties;
    a->best += (double)best / ties;
}

/* What each decision read goes to: the least-squares sums, the rank fit's set, or an agreement count. */
typedef struct q_use {
    q_sums *sums;
    rank_set *ranks; /* the rank fit's (train_fit_rank.c) */
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
    if (o->rank) {
        double beta = rank_fit(&ranks, ridge, w, w0);
        printf("train: the rank fit: %ld decisions, the value's weight %.3f%s\n", ranks.count, beta,
               beta > 0.005 ? "" : " (the table kept)");
    }
    /* --pool: one change for every round, fitted to all their decisions (the rounds' sums in the first). */
    for (int r = 1; o->pool && sums && r < AI_VALUE_ROUNDS; r++) {
        for (int a = 0; a < AI_VALUE_FEATURES; a++) {
            sums[0].aty[a] += sums[r].aty[a];
            for (int b = 0; b < AI_VALUE_FEATURES; b++) sums[0].ata[a][b] += sums[r].ata[a][b];
        }
        sums[0].decisions += sums[r].decisions;
    }
    for (int r = 0; sums && r < AI_VALUE_ROUNDS; r++) {
        q_sums *s = &sums[r];
        if (!o->pool || r == 0) {
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
        bool kept = !(beta > 0.05);
        for (int a = 0; a < AI_VALUE_FEATURES; a++) {
            size_t at = (size_t)r * AI_VALUE_FEATURES + a;
            w[at] = (float)((double)w0[at] + (a && !kept ? delta[a] / beta : 0));
        }
        if (!o->pool || r == 0)
            printf("train: %s%d: %ld decisions, the value's weight %.2f%s\n", o->pool ? "every round, as " : "round ", r + 1,
                   s->decisions, beta, kept ? " (the table kept)" : "");
    }
    free(sums);
    rank_free(&ranks);
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

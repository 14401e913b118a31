/* `gah-cli train --fit-q`: expert iteration. The search (hard) tries each of its candidates on many deals and
 * plays on for half a game; the one-step value (medium) judges the same candidates by where the seat's own
 * follow-up prompts lead. Fitted so that, within each searched decision, the value's differences between the
 * candidates match the search's (`arena --qdump` rows), medium learns to choose as hard does, at a
 * thousandth of the cost. Only the differences within a decision matter to a one-step player, so each
 * decision's candidates are centred (weighted by their tries, the search's estimates being means of that
 * many playouts) and the level is left alone; the change is pulled towards 0 (`ridge` a decision), so a
 * feature the decisions rarely separate keeps its old price. */
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

/* A decision into the sums: per round its leaves reach (nearly always one), the candidates centred. */
static void add_decision(q_sums *sums, const q_decision *d, const train_opts *o)
{
    for (int round = 1; round <= AI_VALUE_ROUNDS; round++) {
        double weight = 0, mx[AI_VALUE_FEATURES] = {0}, my = 0;
        int count = 0, which[AI_VALUE_FEATURES];
        for (int c = 0; c < d->count; c++) {
            const q_row *r = &d->row[c];
            if (r->round != round) continue;
            weight += r->visits, my += r->visits * (r->mean - r->relative), count++;
        }
        if (count < 2) continue;
        int n = varying(d, round, which);
        my /= weight;
        for (int j = 0; j < n; j++) {
            for (int c = 0; c < d->count; c++)
                if (d->row[c].round == round) mx[j] += d->row[c].visits * (double)d->row[c].x[which[j]];
            mx[j] /= weight;
        }
        q_sums *s = &sums[round - 1];
        for (int c = 0; c < d->count; c++) {
            const q_row *r = &d->row[c];
            if (r->round != round) continue;
            double y = r->mean - r->relative - my;
            for (int a = 0; a < n; a++) {
                if (!learns(o->learn, which[a])) continue;
                double xa = (double)r->x[which[a]] - mx[a];
                s->aty[which[a]] += r->visits * xa * y;
                for (int b = 0; b < n; b++)
                    if (learns(o->learn, which[b])) s->ata[which[a]][which[b]] += r->visits * xa * ((double)r->x[which[b]] - mx[b]);
            }
        }
        s->decisions++, s->candidates += count;
    }
}

/* How often the one-step value under `w` (its change from `w0` added to the judgement the rows hold) picks the
 * candidate the search played and the one the search rated best; counted over the decisions. */
static void agree(const q_decision *d, const float *w, const float *w0, long *played, long *best, long *decisions)
{
    int pick = -1, top = -1;
    double pick_v = -1e18, top_v = -1e18;
    for (int c = 0; c < d->count; c++) {
        const q_row *r = &d->row[c];
        const float *row = w + (size_t)(r->round - 1) * AI_VALUE_FEATURES, *row0 = w0 + (size_t)(r->round - 1) * AI_VALUE_FEATURES;
        double v = r->relative;
        for (int k = 0; k < AI_VALUE_FEATURES; k++)
            if (r->x[k] != 0.0f) v += ((double)row[k] - (double)row0[k]) * (double)r->x[k];
        if (v > pick_v) pick_v = v, pick = c;
        if (r->mean > top_v) top_v = r->mean, top = c;
    }
    if (pick < 0) return;
    (*decisions)++;
    *played += d->row[pick].played;
    *best += pick == top;
}

/* Reads every decision of the files, handing each to add_decision (sums) or to agree (w given). */
static long each_decision(char **files, int nfiles, q_sums *sums, const float *w, const float *w0, long counts[3],
                          const train_opts *o)
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
                if (sums) add_decision(sums, &d, o);
                else agree(&d, w, w0, &counts[0], &counts[1], &counts[2]);
                decisions++;
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

int train_fit_q(float *w, const float *w0, char **files, int nfiles, double ridge, const train_opts *o)
{
    q_sums *sums = calloc(AI_VALUE_ROUNDS, sizeof *sums);
    if (!sums) return 1;
    long counts[3] = {0};
    long decisions = each_decision(files, nfiles, sums, NULL, NULL, counts, o);
    if (decisions <= 0) {
        free(sums);
        if (!decisions) fprintf(stderr, "train: no rows of `arena --qdump` in the files\n");
        return 1;
    }
    static double rhs[AI_VALUE_FEATURES], delta[AI_VALUE_FEATURES];
    for (int r = 0; r < AI_VALUE_ROUNDS; r++) {
        q_sums *s = &sums[r];
        double pull = ridge * (double)(s->decisions > 0 ? s->decisions : 1);
        for (int a = 0; a < AI_VALUE_FEATURES; a++) {
            s->ata[a][a] += pull;
            rhs[a] = s->aty[a];
        }
        train_solve(AI_VALUE_FEATURES, s->ata, rhs, delta);
        for (int a = 0; a < AI_VALUE_FEATURES; a++) {
            size_t at = (size_t)r * AI_VALUE_FEATURES + a;
            w[at] = (float)((double)w0[at] + (learns(o->learn, a) ? delta[a] : 0));
        }
        printf("train: round %d: %ld decisions, %ld candidates\n", r + 1, s->decisions, s->candidates);
    }
    free(sums);
    /* In the sample: how often the one-step value picks the search's move, before the fit and after. */
    long before[3] = {0}, after[3] = {0};
    each_decision(files, nfiles, NULL, w0, w0, before, o);
    each_decision(files, nfiles, NULL, w, w0, after, o);
    printf("train: fitted to %ld searched decisions; the one-step value picks the search's move %.1f %% (before %.1f %%), "
           "its best-rated %.1f %% (before %.1f %%)\n", decisions, 100.0 * after[0] / (after[2] ? after[2] : 1),
           100.0 * before[0] / (before[2] ? before[2] : 1), 100.0 * after[1] / (after[2] ? after[2] : 1),
           100.0 * before[1] / (before[2] ? before[2] : 1));
    return 0;
}

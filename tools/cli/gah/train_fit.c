/* `gah-cli train --fit`: the learned value fitted to rows of games in one step (train.h). */
#include "train.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* --fit: the value fitted to the arena's games (`arena --features`) in one step, per round a ridge least-squares
 * solution for the TD(lambda) returns of the positions (computed with the starting table): each weight pulled
 * towards the starting table's by `ridge` per position of its round (the constant is free), so a feature the games
 * rarely show keeps its old price. The rows of a seat's game come in order; its final score follows them. */
#define FIT_SEATS 8
typedef struct fit_sums {
    double ata[AI_VALUE_FEATURES][AI_VALUE_FEATURES];
    double aty[AI_VALUE_FEATURES];
    long rows;
} fit_sums;

/* A seat's game read so far: its rows (the trajectory), keyed by file, game and seat. */
typedef struct fit_game {
    int file, game, seat;
    trajectory t;
} fit_game;

static void fit_add(fit_sums *sums, const float *w, const trajectory *t, int final_vp, double lambda)
{
    double g = final_vp, v_next = final_vp;
    for (int i = t->count - 1; i >= 0; i--) {
        g = (1 - lambda) * v_next + lambda * g;
        v_next = train_predict(w, t->round[i], t->projected[i], t->x[i]);
        fit_sums *s = &sums[t->round[i] - 1];
        double y = g - t->projected[i];
        const float *x = t->x[i];
        for (int a = 0; a < AI_VALUE_FEATURES; a++) {
            if (x[a] == 0.0f) continue;
            s->aty[a] += (double)x[a] * y;
            for (int b = 0; b < AI_VALUE_FEATURES; b++)
                if (x[b] != 0.0f) s->ata[a][b] += (double)x[a] * (double)x[b];
        }
        s->rows++;
    }
}

void train_solve(int n, double (*m)[AI_VALUE_FEATURES], double *r, double *w)
{
    for (int c = 0; c < n; c++) {
        int p = c;
        for (int i = c + 1; i < n; i++)
            if (fabs(m[i][c]) > fabs(m[p][c])) p = i;
        if (p != c) {
            for (int k = 0; k < n; k++) {
                double t = m[c][k];
                m[c][k] = m[p][k], m[p][k] = t;
            }
            double t = r[c];
            r[c] = r[p], r[p] = t;
        }
        if (fabs(m[c][c]) < 1e-12) continue;
        for (int i = c + 1; i < n; i++) {
            double f = m[i][c] / m[c][c];
            if (f == 0) continue;
            for (int k = c; k < n; k++) m[i][k] -= f * m[c][k];
            r[i] -= f * r[c];
        }
    }
    for (int c = n - 1; c >= 0; c--) {
        double s = r[c];
        for (int k = c + 1; k < n; k++) s -= m[c][k] * w[k];
        w[c] = fabs(m[c][c]) < 1e-12 ? 0 : s / m[c][c];
    }
}

int train_fit(float *w, const float *w0, char **files, int nfiles, double ridge, const train_opts *o)
{
    fit_sums *sums = calloc(AI_VALUE_ROUNDS, sizeof *sums);
    fit_game *open = calloc(FIT_SEATS, sizeof *open);
    if (!sums || !open) return 1;
    int open_count = 0;
    long games = 0;
    static char line[8192];
    for (int fi = 0; fi < nfiles; fi++) {
        FILE *f = fopen(files[fi], "r");
        if (!f) {
            fprintf(stderr, "train: cannot read %s\n", files[fi]);
            return 1;
        }
        while (fgets(line, sizeof line, f)) {
            int game, seat, round, value, used;
            bool feat = !strncmp(line, "feat ", 5);
            if (!feat && strncmp(line, "final ", 6)) continue;
            if (sscanf(line + (feat ? 5 : 6), "%d %d %d%n", &game, &seat, &round, &used) != 3) continue;
            value = round;
            int k = 0;
            while (k < open_count && !(open[k].file == fi && open[k].game == game && open[k].seat == seat)) k++;
            if (!feat) {
                if (k < open_count) {
                    fit_add(sums, w0, &open[k].t, value, o->lambda);
                    games++;
                    open[k] = open[--open_count];
                }
                continue;
            }
            if (k == open_count) {
                if (open_count == FIT_SEATS) continue;
                open[k] = (fit_game){.file = fi, .game = game, .seat = seat};
                open[k].t.count = 0;
                open_count++;
            }
            trajectory *t = &open[k].t;
            if (t->count == TRAIN_STEPS_MAX || round < 1 || round > AI_VALUE_ROUNDS) continue;
            char *s = line + 5 + used;
            int projected = (int)strtol(s, &s, 10);
            for (int j = 0; j < AI_VALUE_FEATURES; j++) t->x[t->count][j] = strtof(s, &s);
            t->round[t->count] = (uint8_t)round, t->projected[t->count] = (int16_t)projected;
            t->count++;
        }
        fclose(f);
    }
    static double rhs[AI_VALUE_FEATURES], sol[AI_VALUE_FEATURES];
    for (int r = 0; r < AI_VALUE_ROUNDS; r++) {
        fit_sums *s = &sums[r];
        const float *row0 = w0 + (size_t)r * AI_VALUE_FEATURES;
        double pull = ridge * (double)(s->rows > 0 ? s->rows : 1) / 100.0;
        for (int a = 0; a < AI_VALUE_FEATURES; a++) {
            /* Frozen weights (--learn) stay where they start: an overwhelming pull. */
            double d = a == 0 ? 0.0 : learns(o->learn, a) ? pull : 1e9 * (pull + 1);
            s->ata[a][a] += d;
            rhs[a] = s->aty[a] + d * (double)row0[a];
        }
        train_solve(AI_VALUE_FEATURES, s->ata, rhs, sol);
        for (int a = 0; a < AI_VALUE_FEATURES; a++) w[(size_t)r * AI_VALUE_FEATURES + a] = (float)sol[a];
        printf("train: round %d: %ld positions\n", r + 1, s->rows);
    }
    printf("train: fitted to %ld seats' games\n", games);
    free(sums), free(open);
    return games ? 0 : 1;
}


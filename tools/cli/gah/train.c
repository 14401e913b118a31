/* `gah-cli train`: the learned value (src/ai/value.c) trained by temporal-difference self-play. Games are
 * played by the one-step player greedy on the value being learned (with a little noise, so it tries things),
 * against Leopold at each difficulty, Elisabeth with Let's Waltz modules 1 and 2, and between computers; after
 * each game every learning seat's positions move towards their TD(lambda) returns, the last one being the
 * seat's final score. One process, one seed: the same command gives the same table on the same build
 * (tools/ai_train.sh is the training in one command; --fit is in train_fit.c). */
#include "train.h"

#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

const char *const train_mix_names[MIX_KINDS] = {"easy", "medium", "hard", "elisabeth", "two", "three"};
const char *const train_learn_names[LEARN_KINDS] = {"all", "no-outlook", "cards"};

double train_predict(const float *w, int round, int projected, const float *x)
{
    const float *row = w + (size_t)(round - 1) * AI_VALUE_FEATURES;
    double v = projected;
    for (int k = 0; k < AI_VALUE_FEATURES; k++) v += (double)row[k] * (double)x[k];
    return v;
}

static void mix_params(int mix, uint64_t seed, gah_params *p)
{
    memset(p, 0, sizeof *p);
    p->seed = seed;
    p->players = mix == MIX_THREE ? 3 : 2;
    if (mix <= MIX_ELISABETH) {
        p->automa = mix == MIX_ELISABETH ? GAH_AUTOMA_ELISABETH : GAH_AUTOMA_LEOPOLD;
        p->difficulty = mix == MIX_HARD ? GAH_HARD : mix == MIX_MEDIUM || mix == MIX_ELISABETH ? GAH_MEDIUM : GAH_EASY;
    }
    if (mix == MIX_ELISABETH) p->waltz = GAH_WALTZ_MODULE(1) | GAH_WALTZ_MODULE(2);
}

/* TD(lambda) at the end of a game, by the lambda-returns backwards from the final score: each position's
 * weights (its round's) move by alpha times the error, normalised by the features' length (NLMS), and
 * `decay` pulls them back towards where training started (`w0`), so rare features keep sane prices. */
static double learn(float *w, const float *w0, const trajectory *t, int final_vp, const train_opts *o)
{
    double g = final_vp, sq = 0;
    double v_next = final_vp;
    for (int i = t->count - 1; i >= 0; i--) {
        g = (1 - o->lambda) * v_next + o->lambda * g;
        double v = train_predict(w, t->round[i], t->projected[i], t->x[i]);
        double e = g - v, norm = 1;
        sq += e * e;
        for (int k = 0; k < AI_VALUE_FEATURES; k++)
            if (learns(o->learn, k)) norm += (double)t->x[i][k] * (double)t->x[i][k];
        float *row = w + (size_t)(t->round[i] - 1) * AI_VALUE_FEATURES;
        const float *row0 = w0 + (size_t)(t->round[i] - 1) * AI_VALUE_FEATURES;
        for (int k = 0; k < AI_VALUE_FEATURES; k++) {
            if (!learns(o->learn, k)) continue;
            double step = o->alpha * e * (double)t->x[i][k] / norm;
            if (t->x[i][k] != 0.0f) step -= o->alpha * o->decay * ((double)row[k] - (double)row0[k]);
            row[k] = (float)((double)row[k] + step);
        }
        v_next = v;
    }
    return t->count ? sq / t->count : 0;
}

/* The last REPLAY_KEEP trajectories, for --replay: playing is nearly all the cost, learning from a position
 * again next to nothing, so each game's positions are learnt from several times while the policy moves on. */
#define REPLAY_KEEP 256
typedef struct replay_store {
    trajectory *kept[REPLAY_KEEP];
    int count, next;
} replay_store;

static void keep(replay_store *r, const trajectory *t)
{
    size_t size = offsetof(trajectory, x) + (size_t)t->count * sizeof t->x[0];
    trajectory *copy = realloc(r->kept[r->next], size);
    if (!copy) return;
    memcpy(copy, t, size);
    r->kept[r->next] = copy;
    r->next = (r->next + 1) % REPLAY_KEEP;
    if (r->count < REPLAY_KEEP) r->count++;
}

/* One game of the mix; every seat that is not the automa learns. Returns false when the game fails. */
static bool play_and_learn(float *w, const float *w0, int game, const train_opts *o, trajectory *traj, replay_store *replay,
                           double *score, double *margin, double *err)
{
    int mix = o->mix[game % o->mix_count];
    gah_params params;
    mix_params(mix, o->seed * 1000003u + (uint64_t)game, &params);
    static gah_state st;
    if (gah_setup_preview(&st, &params, NULL)) return false;
    const bg_strength learner = {"train", BG_AGENT_ONE_STEP, NULL, 3, o->noise, false};
    const bg_agent_budget budget = {0, 0, NULL};
    uint64_t rng[GAH_MAX_PLAYERS];
    for (int s = 0; s < GAH_MAX_PLAYERS; s++) {
        traj[s].count = 0;
        rng[s] = bg_agent_mix(params.seed, (uint64_t)s + 101);
    }
    static gah_state view;
    bg_move moves[BG_AGENT_MOVES_MAX];
    for (int step = 0; st.phase != GAH_PHASE_OVER; step++) {
        if (step > 20000) return false;
        int seat = gah_current_prompt(&st).seat;
        gah_view(&st, seat, &view);
        int n = gah_game.legal(&view, moves, BG_AGENT_MOVES_MAX);
        if (n <= 0) return false;
        if (n > 1 && traj[seat].count < TRAIN_STEPS_MAX) {
            trajectory *t = &traj[seat];
            t->round[t->count] = (uint8_t)gah_ai_value_features(&st, seat, t->x[t->count]);
            t->projected[t->count] = (int16_t)gah_projected_score(&st, seat, NULL);
            t->count++;
        }
        /* Now and then a move by the random player's taste (--explore), so moves the value prices low are tried. */
        int pick = n > 1 && o->explore > 0 && bg_agent_unit(&rng[seat]) < o->explore
                       ? bg_agent_random(&gah_ai_judge, moves, n, &rng[seat])
                       : bg_agent_decide(&gah_ai_judge, &learner, &budget, &rng[seat], &view, seat, moves, n, NULL);
        if (gah_apply(&st, seat, gah_command_of(moves[pick >= 0 && pick < n ? pick : 0]), NULL)) return false;
    }
    *score = *margin = *err = 0;
    int learners = 0;
    for (int s = 0; s < st.players; s++) {
        if (gah_seat_is_automa(&st, s)) continue;
        traj[s].final_vp = st.player[s].vp;
        for (int i = 0; o->dump && i < traj[s].count; i++) {
            fprintf(o->dump, "feat %d %d %d %d", game, s, traj[s].round[i], traj[s].projected[i]);
            for (int k = 0; k < AI_VALUE_FEATURES; k++) fprintf(o->dump, traj[s].x[i][k] ? " %.4g" : " 0", (double)traj[s].x[i][k]);
            fprintf(o->dump, "\n");
        }
        if (o->dump) fprintf(o->dump, "final %d %d %d\n", game, s, st.player[s].vp);
        *err += learn(w, w0, &traj[s], st.player[s].vp, o);
        if (o->replay) keep(replay, &traj[s]);
        int best_other = -1000;
        for (int t = 0; t < st.players; t++)
            if (t != s && st.player[t].vp > best_other) best_other = st.player[t].vp;
        *score += st.player[s].vp, *margin += st.player[s].vp - best_other;
        learners++;
    }
    if (learners) *score /= learners, *margin /= learners, *err /= learners;
    uint64_t pick = bg_agent_mix(params.seed, 7);
    for (int k = 0; k < o->replay && replay->count; k++) {
        const trajectory *t = replay->kept[bg_agent_next(&pick) % (uint64_t)replay->count];
        learn(w, w0, t, t->final_vp, o);
    }
    return true;
}

static int usage(void)
{
    fprintf(stderr, "usage: gah-cli train --out TABLE.h [--games G] [--seed S] [--from TABLE.h] [--lambda L] [--alpha A]\n"
                    "                     [--noise N] [--decay D] [--explore P] [--replay K] [--mix easy,medium,hard,elisabeth,two,three]\n"
                    "                     [--learn all|no-outlook|cards] [--dump FEATURES] [--report R]\n"
                    "       gah-cli train --fit --out TABLE.h [--ridge R] [--lambda L] [--learn ...] [--from TABLE.h] FEATURES...\n"
                    "       gah-cli train --fit-q --out TABLE.h [--rank] [--pool] [--holdout K] [--ridge R] [--learn ...] [--from TABLE.h] QDUMPS...\n"
                    "  plays G games greedy on the value (noise N points), learning by TD(lambda) after each, and writes\n"
                    "  the table (src/ai/value_table.h's form, with its checksum); it starts from the untrained table (the\n"
                    "  heuristic) or, with --from, from another; --fit fits it to the rows of `arena --features FILE` instead;\n"
                    "  --fit-q fits the differences between each searched decision's candidates to hard's (`arena --qdump FILE`)\n");
    return 2;
}

int gah_cli_train(const cli_game *cg, int argc, char **argv)
{
    (void)cg;
    train_opts o = {.games = 700, .seed = 1, .lambda = 0.8, .alpha = 0.01, .noise = 1.0, .report = 60,
                    .mix = {MIX_EASY, MIX_TWO, MIX_MEDIUM, MIX_TWO, MIX_HARD, MIX_ELISABETH}, .mix_count = 6};
    bool fitting = false, fitting_q = false;
    double ridge = 1.0;
    char *data[64];
    int ndata = 0;
    for (int i = 0; i < argc; i++) {
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(argv[i], "--fit") || !strcmp(argv[i], "--fit-q")) {
            fitting = true;
            fitting_q = !strcmp(argv[i], "--fit-q");
            continue;
        }
        if (!strcmp(argv[i], "--rank") || !strcmp(argv[i], "--pool")) {
            *(!strcmp(argv[i], "--rank") ? &o.rank : &o.pool) = true;
            continue;
        }
        if (argv[i][0] != '-' && fitting) {
            if (ndata == 64) return usage();
            data[ndata++] = argv[i];
            continue;
        }
        if (!v) return usage();
        if (!strcmp(argv[i], "--games")) o.games = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--ridge")) ridge = atof(argv[++i]);
        else if (!strcmp(argv[i], "--holdout")) o.holdout = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--dump")) {
            if (o.dump) fclose(o.dump);
            if (!(o.dump = fopen(argv[++i], "w"))) return usage();
        }
        else if (!strcmp(argv[i], "--seed")) o.seed = strtoull(argv[++i], NULL, 10);
        else if (!strcmp(argv[i], "--lambda")) o.lambda = atof(argv[++i]);
        else if (!strcmp(argv[i], "--alpha")) o.alpha = atof(argv[++i]);
        else if (!strcmp(argv[i], "--noise")) o.noise = atof(argv[++i]);
        else if (!strcmp(argv[i], "--decay")) o.decay = atof(argv[++i]);
        else if (!strcmp(argv[i], "--report")) o.report = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--explore")) o.explore = atof(argv[++i]);
        else if (!strcmp(argv[i], "--replay")) o.replay = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--learn")) {
            ++i;
            o.learn = 0;
            while (o.learn < LEARN_KINDS && strcmp(argv[i], train_learn_names[o.learn])) o.learn++;
            if (o.learn == LEARN_KINDS) return usage();
        }
        else if (!strcmp(argv[i], "--mix")) {
            /* easy,two,medium,...: the kinds of game in turn */
            char list[256];
            snprintf(list, sizeof list, "%s", argv[++i]);
            o.mix_count = 0;
            for (char *tok = strtok(list, ","); tok; tok = strtok(NULL, ",")) {
                int k = 0;
                while (k < MIX_KINDS && strcmp(tok, train_mix_names[k])) k++;
                if (k == MIX_KINDS || o.mix_count == MIX_MAX) return usage();
                o.mix[o.mix_count++] = k;
            }
            if (!o.mix_count) return usage();
        }
        else if (!strcmp(argv[i], "--out")) o.out = argv[++i];
        else if (!strcmp(argv[i], "--from")) o.from = argv[++i];
        else return usage();
    }
    if (!o.out || o.games < 0 || o.report < 1 || o.lambda < 0 || o.lambda > 1 || o.alpha < 0) return usage();
    size_t size = (size_t)AI_VALUE_ROUNDS * AI_VALUE_FEATURES;
    float *w = malloc(size * sizeof *w), *w0 = malloc(size * sizeof *w0);
    trajectory *traj = malloc(GAH_MAX_PLAYERS * sizeof *traj);
    replay_store *replay = calloc(1, sizeof *replay);
    if (!w || !w0 || !traj || !replay) return 1;
    if (o.from) {
        if (!cli_gah_value_load(o.from, w)) return 1;
    } else {
        gah_ai_value_untrained(w);
    }
    memcpy(w0, w, size * sizeof *w);
    if (fitting) {
        int status = !ndata ? usage() : fitting_q ? train_fit_q(w, w0, data, ndata, ridge, &o) : train_fit(w, w0, data, ndata, ridge, &o);
        char how[300];
        if (fitting_q)
            snprintf(how, sizeof how, "gah-cli train --fit-q%s%s --ridge %g --learn %s --holdout %d%s%s (%d files of arena --qdump)",
                     o.rank ? " --rank" : "", o.pool ? " --pool" : "", ridge, train_learn_names[o.learn], o.holdout, o.from ? " --from " : "",
                     o.from ? o.from : "", ndata);
        else
            snprintf(how, sizeof how, "gah-cli train --fit --ridge %g --lambda %g --learn %s%s%s (%d files of arena --features)", ridge,
                     o.lambda, train_learn_names[o.learn], o.from ? " --from " : "", o.from ? o.from : "", ndata);
        if (!status && !cli_gah_value_write(o.out, w, how)) status = 1;
        if (!status) printf("train: wrote %s (checksum %016llx)\n", o.out, (unsigned long long)gah_ai_value_checksum(w));
        free(w), free(w0), free(traj), free(replay);
        return status;
    }
    gah_ai_set_weight("LEARNED", 1);
    gah_ai_value_install(w);
    double score[MIX_KINDS] = {0}, margin[MIX_KINDS] = {0}, err = 0;
    int counted[MIX_KINDS] = {0}, failed = 0, since = 0;
    for (int g = 0; g < o.games; g++) {
        double s, m, e;
        if (!play_and_learn(w, w0, g, &o, traj, replay, &s, &m, &e)) {
            failed++;
            continue;
        }
        int kind = o.mix[g % o.mix_count];
        score[kind] += s, margin[kind] += m, counted[kind]++, err += e, since++;
        if ((g + 1) % o.report == 0 || g + 1 == o.games) {
            /* Since the last line: the TD error, and by kind of game the learners' mean score and margin. */
            printf("train: %d games; rms error %.1f; VP (margin)", g + 1, since ? sqrt(err / since) : 0.0);
            for (int k = 0; k < MIX_KINDS; k++)
                if (counted[k]) printf(" %s %.1f (%+.1f)", train_mix_names[k], score[k] / counted[k], margin[k] / counted[k]);
            printf("\n");
            fflush(stdout);
            memset(score, 0, sizeof score), memset(margin, 0, sizeof margin), memset(counted, 0, sizeof counted);
            err = 0, since = 0;
        }
    }
    gah_ai_value_install(NULL);
    char how[400];
    int at = snprintf(how, sizeof how, "gah-cli train --games %d --seed %llu --lambda %g --alpha %g --noise %g --decay %g --explore %g --replay %d --learn %s --mix ",
                      o.games, (unsigned long long)o.seed, o.lambda, o.alpha, o.noise, o.decay, o.explore, o.replay,
                      train_learn_names[o.learn]);
    for (int k = 0; k < o.mix_count && at < (int)sizeof how; k++)
        at += snprintf(how + at, sizeof how - (size_t)at, "%s%s", k ? "," : "", train_mix_names[o.mix[k]]);
    if (o.from && at < (int)sizeof how) snprintf(how + at, sizeof how - (size_t)at, " --from %s", o.from);
    if (o.dump) fclose(o.dump);
    bool ok = cli_gah_value_write(o.out, w, how);
    if (ok) printf("train: wrote %s (checksum %016llx)%s\n", o.out, (unsigned long long)gah_ai_value_checksum(w),
                   failed ? ", some games failed" : "");
    for (int k = 0; k < REPLAY_KEEP; k++) free(replay->kept[k]);
    free(w), free(w0), free(traj), free(replay);
    return ok && !failed ? 0 : 1;
}

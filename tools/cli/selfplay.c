/* Self-play: random legal games, per-game scores and an aggregate hash; with --check, the engine's
 * invariants are verified after every command (the property test). */
#include "cli.h"
#include "gah/ai.h"
#include "gah/session.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

typedef struct selfplay_opts {
    int players, games;
    uint64_t seed;
    bool quiet, check, mixed;
    bool midsave; /* --midsave: a save text round trip in set-up and at the start of every round */
    int solo; /* difficulty against the automa the modules call for (Leopold, Elisabeth), 0 = no automa */
    uint8_t waltz; /* Let's Waltz modules (--waltz 1,2), set up with gah_setup_preview */
    uint8_t solo_entrance; /* with --solo and module 3: the automa's solo entrance (0 random per game) */
    uint8_t variants; /* seed 001's rule variants (--variant NAME, repeatable) */
    const char *save_dir;
    bool no_sync; /* --no-sync: the --save-dir files are written without fsync (throwaway replays, by the thousand) */
} selfplay_opts;

#define RECORD_MAX 20000
static gah_record_entry record[RECORD_MAX];

static uint64_t policy_rng(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

static int failures, save_failures, midsaves;

#define INVARIANT(cond, ...)                                                          \
    do {                                                                              \
        if (!(cond)) {                                                                \
            if (failures < 20) {                                                      \
                fprintf(stderr, "invariant failed (game %d, command %d): ", game, step); \
                fprintf(stderr, __VA_ARGS__);                                         \
                fprintf(stderr, "\n");                                                \
            }                                                                         \
            failures++;                                                               \
        }                                                                             \
    } while (0)

/* Let's Waltz module 3: the entrances are distinct, The Ren only with module 1, everybody has one once
 * the game is on; what lies beside Ninas Melange and The Grand Wray Hotel is not on the board. */
static void check_entrances(const gah_state *st, int game, int step)
{
    const gah_entrance_state *en = &st->entrances;
    unsigned seen = 0;
    for (int s = 0; s < st->players; s++) {
        int id = en->owned[s];
        INVARIANT(id >= 0 && id < GAH_ENTRANCE_ID_COUNT, "P%d owns entrance %d", s, id);
        INVARIANT(!id || !(seen & (1u << id)), "entrance %d owned twice", id);
        seen |= 1u << id;
        INVARIANT(id != GAH_ENTRANCE_REN || (st->params.waltz & GAH_WALTZ_MODULE(1)), "The Ren without module 1");
        INVARIANT(!(st->params.waltz & GAH_WALTZ_MODULE(3)) || st->phase == GAH_PHASE_START_GUESTS || id || gah_seat_is_automa(st, s),
                  "P%d has no entrance after the auction", s);
        INVARIANT(gah_cafe_tables(st, s) == (id == GAH_ENTRANCE_KAUFMAN || st->entrances.cafe_tables[s] == GAH_CAFE_TABLES ? 4 : 3),
                  "P%d café tables", s);
        for (int t = gah_cafe_tables(st, s); t < GAH_CAFE_TABLES; t++) INVARIANT(!st->player[s].cafe[t].guest, "P%d guest at a table it lacks", s);
    }
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) INVARIANT(!en->ninas_objectives[i] || en->ninas_objectives[i] != st->objectives[j], "Ninas Melange's objective on the board");
    for (int i = 0; i < GAH_WRAY_TILES; i++) {
        int tile = en->wray_tiles[i] - 1;
        if (tile < 0) continue;
        INVARIANT(tile != st->emperor_tiles[i / 2] && gah_emperor_tiles[tile].code[0] == 'A' + i / 2, "Wray's tile %d", i + 1);
    }
}

static void check_invariants(const gah_state *st, const int vp_events[GAH_MAX_PLAYERS], int game, int step)
{
    check_entrances(st, game, step);
    int tiles[3] = {0};
    int staff = st->staff_deck_count + st->drawn_count + st->staff_removed + st->automa_staff_count;
    for (int s = 0; s < st->players; s++) staff += st->draft_count[s];
    int guests = st->guest_deck_count + st->guest_discard_count + st->entrances.kaufman_count; /* module 3: Kaufman's pile */
    for (int q = 0; q < GAH_QUEUE; q++) guests += st->queue[q] != 0;
    for (int s = 0; s < st->players; s++) {
        const gah_player *p = &st->player[s];
        INVARIANT(p->money >= 0 && p->money <= 20, "P%d money %d", s, p->money);
        INVARIANT(p->emperor >= 0 && p->emperor <= 13, "P%d Emperor %d", s, p->emperor);
        INVARIANT(p->vp == vp_events[s], "P%d VP %d but VP events sum to %d", s, p->vp, vp_events[s]);
        int sum = 0;
        for (int k = 0; k < GAH_VP_SOURCE_COUNT; k++) sum += p->vp_by_source[k];
        INVARIANT(sum == p->vp, "P%d VP breakdown %d != VP %d", s, sum, p->vp);
        for (int i = 0; i < GAH_ITEM_COUNT; i++) INVARIANT(p->kitchen[i] < 200, "P%d kitchen underflow", s);
        for (int t = 0; t < GAH_CAFE_TABLES; t++) {
            const gah_table *tb = &p->cafe[t];
            if (!tb->guest) {
                for (int i = 0; i < GAH_ITEM_COUNT; i++) INVARIANT(!tb->placed[i], "P%d items on an empty table", s);
                continue;
            }
            guests++;
            const gah_guest_card *g = gah_guest_by_id(tb->guest);
            INVARIANT(g != NULL, "P%d unknown guest %d", s, tb->guest);
            for (int i = 0; g && i < GAH_ITEM_COUNT; i++)
                INVARIANT(tb->placed[i] <= g->order[i], "P%d over-served guest %d", s, tb->guest);
        }
        for (int r = 0; r < GAH_HOTEL_ROOMS; r++) {
            INVARIANT(p->room[r] <= GAH_ROOM_OCCUPIED, "P%d bad room state", s);
            if (p->room[r]) tiles[gah_hotels[p->hotel].colour[r]]++;
        }
        staff += p->hand_count + p->display_count;
        /* Let's Waltz module 1: ten dancers each, in the rehearsal room or the ballrooms (or sent home). */
        const gah_ballrooms *br = &st->ballrooms;
        int dancers = br->balcony[s];
        for (int k = 0; k < GAH_REHEARSAL_SECTIONS; k++) {
            INVARIANT(br->section[s][k] <= k + 1, "P%d section %d holds %d dancers", s, k + 1, br->section[s][k]);
            dancers += br->section[s][k];
        }
        for (int b = 0; b < GAH_BALLROOMS; b++)
            for (int r = 0; r < GAH_BALLROOM_ROWS; r++)
                for (int i = 0; i < GAH_BALLROOM_SPACES; i++) dancers += br->space[b][r][i] == s + 1;
        /* The automa (Elisabeth) has no rehearsal room: her dancers wait beside her hotel. */
        bool automa = gah_seat_is_automa(st, s);
        INVARIANT(dancers <= 10 && (br->rehearsal[s] || automa || dancers == 0), "P%d has %d dancers", s, dancers);
        INVARIANT(!automa || (!br->rehearsal[s] && dancers <= gah_rules.automa_dancers), "the automa has a rehearsal room or %d dancers", dancers);
        INVARIANT(!automa || !p->kitchen[GAH_ITEM_CHAMPAGNE], "the automa has champagne");
        INVARIANT(p->kitchen[GAH_ITEM_CHAMPAGNE] == 0 || (st->params.waltz & GAH_WALTZ_MODULE(1)), "P%d has champagne without module 1", s);
    }
    for (int c = 0; c < 3; c++)
        INVARIANT(tiles[c] + st->rooms_left[c] == gah_rules.room_supply[c], "room supply of colour %d broken", c);
    int staff_in_play = 0;
    for (int i = 0; i < gah_staff_count; i++) staff_in_play += gah_staff_in_play(st, gah_staff[i].id);
    INVARIANT(staff == staff_in_play, "staff cards %d != %d", staff, staff_in_play);
    /* Let's Waltz module 2: every celebrity in one place at most once; no more coloured dice than dice. */
    unsigned seen = 0;
    int celebs = st->lounge.stack_count + st->lounge.discard_count;
    for (int i = 0; i < st->lounge.discard_count; i++) seen |= 1u << st->lounge.discard[i];
    for (int i = 0; i < st->lounge.stack_count; i++) seen |= 1u << st->lounge.stack[i];
    for (int i = 0; i < GAH_LOUNGE; i++) celebs += st->lounge.celebrity[i] != 0, seen |= 1u << st->lounge.celebrity[i];
    for (int s = 0; s < GAH_MAX_PLAYERS; s++)
        celebs += __builtin_popcount(st->lounge.held[s]), seen |= st->lounge.held[s];
    INVARIANT(celebs == __builtin_popcount(seen & ~1u), "a celebrity is in two places");
    INVARIANT(celebs <= gah_celebrity_count, "celebrities %d > %d", celebs, gah_celebrity_count);
    for (int id = 1; id <= gah_celebrity_count; id++)
        if (seen & (1u << id)) /* the tiles marked for modules 1 and 2 only with both */
            INVARIANT(!(gah_celebrities[id - 1].needs & ~(unsigned)st->params.waltz), "celebrity %d is in play without its modules", id);
    for (int v = 1; v <= 6; v++) {
        int n = (st->lounge.colours[v] & 1) + (st->lounge.colours[v] >> 1 & 1) + (st->lounge.colours[v] >> 2 & 1);
        INVARIANT(n <= st->dice[v], "more coloured dice than dice on space %d", v);
    }
    int in_play = 0;
    for (int i = 0; i < gah_guest_count; i++) in_play += gah_card_in_play(st, gah_guests[i].module);
    INVARIANT(guests == in_play, "guest cards %d != %d", guests, in_play);
    /* Let's Waltz module 4: the key is on the board or on the tile of a seat that has covered a number. */
    const gah_startplayer *sp = &st->startplayer;
    bool module4 = st->params.waltz & GAH_WALTZ_MODULE(4);
    INVARIANT(module4 || (!sp->key_holder && !sp->passed), "the key moved without module 4");
    INVARIANT(sp->key_holder <= st->players, "the key is with seat %d", sp->key_holder - 1);
    INVARIANT(!sp->key_holder || st->player[sp->key_holder - 1].covered, "the key's holder has covered no number");
    INVARIANT(!sp->key_holder == !sp->key_covers, "the key covers number %d with holder %d", sp->key_covers, sp->key_holder);
    INVARIANT(!sp->key_holder || (st->player[sp->key_holder - 1].covered & sp->key_covers), "the key lies on an uncovered number");
    INVARIANT(!(sp->passed >> st->players), "seats beyond the table passed");
    for (size_t i = 0; i < sizeof sp->pad; i++) INVARIANT(!sp->pad[i], "the key's padding is not zero");
}

/* The game so far (the set-up's params and the first `steps` recorded commands) saved as text and loaded
 * again gives the very same state: saves work mid-game (the auction, the draft, any round), not only at
 * the end. */
static void midsave_roundtrip(const gah_params *params, const gah_state *st, int steps, int game)
{
    static gah_session sess, back;
    int step = steps;
    gah_session_start_preview(&sess, params, NULL);
    for (int i = 0; i < steps; i++) gah_session_apply(&sess, record[i].seat, record[i].cmd, NULL);
    size_t len = 0;
    char *text = gah_session_save_text(&sess, &len);
    char err[256] = "";
    bool loaded = text && gah_session_load_text(&back, text, len, err, sizeof err);
    INVARIANT(loaded, "a save made in round %d does not load: %s", st->round, err);
    if (loaded) {
        midsaves++;
        INVARIANT(memcmp(&back.state, st, sizeof *st) == 0, "a save made in round %d loads to another state", st->round);
        gah_session_free(&back);
    }
    free(text);
    gah_session_free(&sess);
}

typedef struct game_result {
    int vp[GAH_MAX_PLAYERS];
    int by_source[GAH_MAX_PLAYERS][GAH_VP_SOURCE_COUNT];
    int commands;
    uint64_t hash;
} game_result;

static bool play_one(const selfplay_opts *o, int game, game_result *res)
{
    gah_state st, before;
    gah_params params = {.seed = o->seed * 1000003u + (uint64_t)game, .players = (uint8_t)o->players};
    if (o->solo) params.players = 2, params.automa = (uint8_t)gah_automa_for_modules(o->waltz), params.difficulty = (uint8_t)o->solo;
    params.waltz = o->waltz;
    if (o->mixed) {
        params.players = (uint8_t)(2 + game % 3);
        params.hotels = (uint8_t)(game / 3 % 2);
        params.intro_staff = game / 6 % 3 == 1;
        params.expert_draft = game / 6 % 3 == 2;
    }
    params.waltz = o->waltz;
    params.variants = o->variants;
    params.solo_entrance = o->solo_entrance;
    static gah_events ev;
    ev.count = 0;
    if (gah_setup_preview(&st, &params, &ev)) return false;
    int vp_events[GAH_MAX_PLAYERS] = {0};
    uint64_t pr = params.seed * 2654435761u + 12345u;
    if (!pr) pr = 1;
    /* The checks draw their junk commands from a stream of their own, so that checking never changes
     * which game is played (issue 12: --check played other games than without it). */
    uint64_t junk_rng = params.seed * 0x9E3779B97F4A7C15ULL + 777u;
    if (!junk_rng) junk_rng = 1;
    gah_command cmds[512];
    int step = 0, saved_round = -1;
    for (; st.phase != GAH_PHASE_OVER; step++) {
        if (o->midsave && (step == 3 || st.round != saved_round)) {
            saved_round = st.round;
            midsave_roundtrip(&params, &st, step, game);
        }
        for (int i = 0; i < ev.count; i++)
            if (ev.list[i].type == GAH_EV_VP) vp_events[ev.list[i].seat] += ev.list[i].value;
        ev.count = 0;
        if (o->check) check_invariants(&st, vp_events, game, step);
        int n = gah_legal(&st, cmds, 512);
        gah_prompt p = gah_current_prompt(&st);
        if (n <= 0) {
            fprintf(stderr, "game %d: no legal command at prompt %s\n", game, gah_prompt_name(p.kind));
            if (getenv("GAH_DEBUG_STUCK")) {
                const gah_player *pl = &st.player[p.seat];
                fprintf(stderr, "seat %d money %d entrance %d dice %d%d%d%d%d%d die %d guest %d acted %d kozi %d covered %d\n", p.seat, pl->money,
                        st.entrances.owned[p.seat], st.dice[1], st.dice[2], st.dice[3], st.dice[4], st.dice[5], st.dice[6],
                        st.turn_die_taken, st.turn_guest_taken, st.turn_acted, st.entrances.kozi_to, pl->covered);
            }
            failures++;
            return false;
        }
        if (step >= RECORD_MAX) {
            fprintf(stderr, "game %d: did not end after 20000 commands\n", game);
            failures++;
            return false;
        }
        if (o->check) {
            /* Refused commands leave the state byte-identical; legal ones all pass the check. */
            memcpy(&before, &st, sizeof st);
            uint8_t junk_type = (uint8_t)(policy_rng(&junk_rng) % (GAH_CMD_COUNT + 1));
            uint8_t junk_a = (uint8_t)(policy_rng(&junk_rng) % 4 ? policy_rng(&junk_rng) % 24 - 2 : policy_rng(&junk_rng) % 256 - 128);
            uint8_t junk_b = (uint8_t)(policy_rng(&junk_rng) % 4 ? policy_rng(&junk_rng) % 6 - 1 : policy_rng(&junk_rng) % 256 - 128);
            gah_command junk = {junk_type, junk_a, junk_b};
            int wrong_seat = (p.seat + 1) % st.players;
            INVARIANT(gah_apply(&st, wrong_seat, cmds[0], &ev) != NULL, "a command was accepted from the wrong seat");
            int events_before = ev.count;
            if (gah_apply(&st, p.seat, junk, &ev) != NULL) {
                INVARIANT(memcmp(&before, &st, sizeof st) == 0, "a refused command changed the state");
                INVARIANT(ev.count == events_before, "a refused command left events");
            } else {
                memcpy(&st, &before, sizeof st); /* the junk happened to be legal: undo it */
            }
            ev.count = 0;
            for (int i = 0; i < n; i++) INVARIANT(gah_check(&st, p.seat, cmds[i]) == NULL, "a listed command fails its check");
            /* The direct generator against the old one that tries every candidate on a copy. */
            gah_command slow[512];
            int slow_n = gah_legal_slow(&st, slow, 512);
            bool same = slow_n == n && memcmp(slow, cmds, (size_t)n * sizeof *cmds) == 0;
            if (!same) {
                char a[64] = "-", b[64] = "-";
                int k = 0;
                while (k < n && k < slow_n && !memcmp(&cmds[k], &slow[k], sizeof *cmds)) k++;
                if (k < n) gah_command_format(cmds[k], a, sizeof a);
                if (k < slow_n) gah_command_format(slow[k], b, sizeof b);
                INVARIANT(false, "gah_legal differs from gah_legal_slow at prompt %s, entry %d: '%s' against '%s' (%d and %d commands)",
                          gah_prompt_name(p.kind), k, a, b, n, slow_n);
            }
        }
        gah_command pick = cmds[gah_ai_pick_weighted(cmds, n, &pr)];
        record[step] = (gah_record_entry){p.seat, pick};
        if (o->check) memcpy(&before, &st, sizeof st);
        const char *why = gah_apply(&st, p.seat, pick, &ev);
        if (o->check && !why) { /* a listed command applied in place gives the same state */
            INVARIANT(gah_apply_listed(&before, p.seat, pick, NULL) == NULL, "a listed command applied in place was refused");
            INVARIANT(memcmp(&before, &st, sizeof st) == 0, "a listed command applied in place gave another state");
        }
        if (why) {
            char text[64];
            gah_command_format(pick, text, sizeof text);
            fprintf(stderr, "game %d: legal command '%s' refused: %s\n", game, text, why);
            failures++;
            return false;
        }
    }
    for (int i = 0; i < ev.count; i++)
        if (ev.list[i].type == GAH_EV_VP) vp_events[ev.list[i].seat] += ev.list[i].value;
    if (o->check) check_invariants(&st, vp_events, game, step);
    res->commands = step;
    res->hash = gah_hash(&st);
    if (o->save_dir) {
        /* Save the game as a replay, and check that replaying the record gives the same state. */
        static gah_session sess;
        gah_session_start_preview(&sess, &params, NULL);
        for (int i = 0; i < step; i++) gah_session_apply(&sess, record[i].seat, record[i].cmd, NULL);
        char path[1024], err[512];
        snprintf(path, sizeof path, "%s/game-%05d.gah", o->save_dir, game);
        if (gah_hash(&sess.state) != res->hash) {
            fprintf(stderr, "game %d: the recorded commands do not replay to the same state\n", game);
            failures++;
        } else if (!(o->no_sync ? gah_session_save_file_unsynced(&sess, path, err, sizeof err)
                               : gah_session_save_file(&sess, path, err, sizeof err))) {
            if (save_failures++ < 5) fprintf(stderr, "game %d: not saved: %s\n", game, err);
        }
        gah_session_free(&sess);
    }
    for (int s = 0; s < st.players; s++) {
        res->vp[s] = st.player[s].vp;
        for (int k = 0; k < GAH_VP_SOURCE_COUNT; k++) res->by_source[s][k] = st.player[s].vp_by_source[k];
    }
    return true;
}

/* Creates the save folder and its parents (like mkdir -p); refuses a path that is not a folder. */
static bool make_folder(const char *path)
{
    char buf[1024];
    if (snprintf(buf, sizeof buf, "%s", path) >= (int)sizeof buf) {
        fprintf(stderr, "selfplay: the folder name is too long\n");
        return false;
    }
    for (char *p = buf + 1;; p++) {
        if (*p != '/' && *p) continue;
        char keep = *p;
        *p = 0;
        if (mkdir(buf, 0777) != 0 && errno != EEXIST) {
            fprintf(stderr, "selfplay: cannot create the folder %s: %s\n", buf, strerror(errno));
            return false;
        }
        *p = keep;
        if (!keep) break;
    }
    struct stat sb;
    if (stat(path, &sb) != 0 || !S_ISDIR(sb.st_mode)) {
        fprintf(stderr, "selfplay: %s is not a folder\n", path);
        return false;
    }
    return true;
}

/* A score split per player and game, grouped as a player reads a score sheet; Let's Waltz's own sources only
 * when a module scored them, so the base game's line reads as it always has. */
static void print_split(const char *label, const double split[GAH_VP_SOURCE_COUNT], double n)
{
    printf("%s: guests %.1f, rooms %.1f, Emperor %.1f, staff %.1f, objectives %.1f, leftovers %.1f, cafe %.1f", label,
           split[GAH_VP_GUESTS] / n, (split[GAH_VP_ROOM_ICONS] + split[GAH_VP_BONUS] + split[GAH_VP_ROOMS_FINAL]) / n,
           split[GAH_VP_EMPEROR] / n, split[GAH_VP_STAFF] / n, split[GAH_VP_OBJECTIVES] / n,
           split[GAH_VP_LEFTOVERS] / n, split[GAH_VP_CAFE_PENALTY] / n);
    if (split[GAH_VP_BALLROOMS] != 0) printf(", ballrooms %.1f", split[GAH_VP_BALLROOMS] / n);
    if (split[GAH_VP_CELEBRITIES] != 0) printf(", celebrities %.1f", split[GAH_VP_CELEBRITIES] / n);
    printf("\n");
}

int cli_selfplay(int argc, char **argv)
{
    selfplay_opts o = {.players = 2, .games = 10, .seed = 1};
    for (int i = 0; i < argc; i++) {
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(argv[i], "--players") && v) o.players = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--games") && v) o.games = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--seed") && v) o.seed = strtoull(argv[++i], NULL, 10);
        else if (!strcmp(argv[i], "--quiet")) o.quiet = true;
        else if (!strcmp(argv[i], "--check")) o.check = true;
        else if (!strcmp(argv[i], "--mixed")) o.mixed = true;
        else if (!strcmp(argv[i], "--midsave")) o.midsave = true;
        else if (!strcmp(argv[i], "--save-dir") && v) o.save_dir = argv[++i];
        else if (!strcmp(argv[i], "--no-sync")) o.no_sync = true;
        else if (!strcmp(argv[i], "--waltz") && v) {
            gah_params p = {0};
            char why[160];
            if (gah_params_set(&p, "waltz", argv[++i], why, sizeof why)) {
                fprintf(stderr, "selfplay: --waltz: %s\n", why);
                return 2;
            }
            o.waltz = p.waltz;
        }
        else if (!strcmp(argv[i], "--solo-entrance") && v) {
            gah_params p = {0};
            char why[160];
            if (gah_params_set(&p, "solo_entrance", argv[++i], why, sizeof why)) {
                fprintf(stderr, "selfplay: --solo-entrance: %s\n", why);
                return 2;
            }
            o.solo_entrance = p.solo_entrance;
        }
        else if (!strcmp(argv[i], "--variant") && v) {
            gah_params p = {0};
            char why[200];
            if (gah_params_set(&p, "variants", argv[++i], why, sizeof why)) {
                fprintf(stderr, "selfplay: --variant: %s\n", why);
                return 2;
            }
            o.variants |= p.variants;
        }
        else if (!strcmp(argv[i], "--solo") && v) {
            const char *d = argv[++i];
            o.solo = !strcmp(d, "easy") ? GAH_EASY : !strcmp(d, "medium") ? GAH_MEDIUM : !strcmp(d, "hard") ? GAH_HARD : 0;
            if (!o.solo) {
                fprintf(stderr, "selfplay: --solo easy|medium|hard\n");
                return 2;
            }
        }
        else {
            fprintf(stderr, "selfplay: unknown option '%s'\n", argv[i]);
            return 2;
        }
    }
    if (!o.mixed && (o.players < 2 || o.players > 4)) {
        fprintf(stderr, "selfplay: --players must be 2, 3 or 4\n");
        return 2;
    }
    if (o.no_sync && !o.save_dir) {
        fprintf(stderr, "selfplay: --no-sync goes with --save-dir\n");
        return 2;
    }
    if (o.save_dir && !make_folder(o.save_dir)) return 2;
    if (o.waltz) {
        gah_state probe;
        gah_params p = {.players = (uint8_t)(o.mixed ? 2 : o.players), .waltz = o.waltz};
        if (o.solo) p.players = 2, p.automa = (uint8_t)gah_automa_for_modules(o.waltz), p.difficulty = (uint8_t)o.solo;
        const char *why = gah_setup_preview(&probe, &p, NULL); /* module 1 is tested before it is playable */
        if (why) {
            fprintf(stderr, "selfplay: %s\n", why);
            return 2;
        }
    }
    uint64_t aggregate = 0xcbf29ce484222325ULL;
    long long total_commands = 0;
    double mean[GAH_MAX_PLAYERS] = {0}, sumsq[GAH_MAX_PLAYERS] = {0};
    double split[GAH_VP_SOURCE_COUNT] = {0}, automa_split[GAH_VP_SOURCE_COUNT] = {0};
    long long seat_games = 0;
    int seats_seen[GAH_MAX_PLAYERS] = {0};
    int played = 0;
    for (int g = 0; g < o.games; g++) {
        game_result r = {0};
        if (!play_one(&o, g, &r)) continue;
        played++;
        total_commands += r.commands;
        aggregate = (aggregate ^ r.hash) * 0x100000001b3ULL;
        int players = o.mixed ? 2 + g % 3 : o.players;
        for (int s = 0; s < players; s++) {
            mean[s] += r.vp[s], seats_seen[s]++;
            sumsq[s] += (double)r.vp[s] * r.vp[s];
            for (int k = 0; k < GAH_VP_SOURCE_COUNT; k++) split[k] += r.by_source[s][k];
            if (o.solo && s == GAH_AUTOMA_SEAT)
                for (int k = 0; k < GAH_VP_SOURCE_COUNT; k++) automa_split[k] += r.by_source[s][k];
            seat_games++;
        }
        if (!o.quiet) {
            printf("game %d:", g);
            for (int s = 0; s < players; s++) printf(" P%d %d", s, r.vp[s]);
            printf(" (%d commands, hash %016llx)\n", r.commands, (unsigned long long)r.hash);
        }
    }
    printf("%d games, %lld commands, mean VP:", played, total_commands);
    for (int s = 0; s < GAH_MAX_PLAYERS; s++)
        if (seats_seen[s]) printf(" P%d %.1f", s, mean[s] / seats_seen[s]);
    printf(", %d invariant failures, aggregate hash %016llx\n", failures, (unsigned long long)aggregate);
    if (save_failures) printf("%d games could not be saved to %s\n", save_failures, o.save_dir);
    if (o.midsave) printf("%d mid-game saves reloaded\n", midsaves);
    if (o.solo && seats_seen[GAH_AUTOMA_SEAT]) {
        static const char *levels[] = {"", "easy", "medium", "hard"};
        double n = seats_seen[GAH_AUTOMA_SEAT], m = mean[GAH_AUTOMA_SEAT] / n;
        double var = sumsq[GAH_AUTOMA_SEAT] / n - m * m;
        printf("automa %s (%s): mean %.1f VP, standard deviation %.1f over %d games\n", gah_automa_name(gah_automa_for_modules(o.waltz)), levels[o.solo], m,
               var > 0 ? sqrt(var) : 0.0, (int)n);
    }
    if (seat_games) print_split("mean split", split, (double)seat_games);
    if (o.solo && seats_seen[GAH_AUTOMA_SEAT])
        print_split("automa split", automa_split, (double)seats_seen[GAH_AUTOMA_SEAT]);
    return failures || save_failures || played != o.games ? 1 : 0;
}

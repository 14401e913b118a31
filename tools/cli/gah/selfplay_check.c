/* Self-play's checks on the base game: its invariants after every command (--check: money, VP and their
 * breakdown, every card and room tile somewhere exactly once, each Let's Waltz module's pieces), the direct
 * legal-command generator against gah_legal_slow, a listed command applied in place against gah_apply,
 * and --midsave's save round trips in set-up and at the start of every round. */
#include "cli_gah.h"
#include "../record.h"

#include <string.h>

bool gah_selfplay_midsave;
int gah_selfplay_midsaves;

#define INVARIANT(cond, ...)                                              \
    do {                                                                  \
        if (!(cond)) selfplay_invariant_failed(game, step, __VA_ARGS__); \
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
static void midsave_roundtrip(const void *params, const gah_state *st, const cli_move *record, int steps, int game)
{
    static gah_state back;
    int step = steps;
    char err[256];
    bool loaded = record_reload(&gah_game, params, record, steps, &back, err, sizeof err);
    INVARIANT(loaded, "a save made in round %d does not load: %s", st->round, err);
    if (loaded) {
        gah_selfplay_midsaves++;
        INVARIANT(memcmp(&back, st, sizeof *st) == 0, "a save made in round %d loads to another state", st->round);
    }
}

/* Every position: --midsave's round trips, the VP events summed for the invariants, and the invariants. */
void gah_selfplay_position(const cli_position *at)
{
    static int vp_events[GAH_MAX_PLAYERS], saved_round;
    const gah_state *st = at->state;
    if (at->steps == 0 && !at->over) memset(vp_events, 0, sizeof vp_events), saved_round = -1;
    if (gah_selfplay_midsave && !at->over && (at->steps == 3 || st->round != saved_round)) {
        saved_round = st->round;
        midsave_roundtrip(at->params, st, at->record, at->steps, at->game);
    }
    for (int i = 0; i < at->ev->count; i++)
        if (at->ev->list[i].type == GAH_EV_VP) vp_events[at->ev->list[i].seat] += at->ev->list[i].value;
    if (at->check) check_invariants(st, vp_events, at->game, at->steps);
}

static uint64_t xorshift(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

/* A wrong command: any type (or one past the last), arguments mostly near the legal ones, sometimes wild. */
bg_move gah_selfplay_junk(uint64_t *rng)
{
    uint8_t type = (uint8_t)(xorshift(rng) % (GAH_CMD_COUNT + 1));
    uint8_t a = (uint8_t)(xorshift(rng) % 4 ? xorshift(rng) % 24 - 2 : xorshift(rng) % 256 - 128);
    uint8_t b = (uint8_t)(xorshift(rng) % 4 ? xorshift(rng) % 6 - 1 : xorshift(rng) % 256 - 128);
    return gah_move_of((gah_command){type, a, b});
}

/* The direct generator against the old one that tries every candidate on a copy. */
void gah_selfplay_check_legal(const void *state, const bg_move *moves, int n, int game, int step)
{
    gah_command cmds[512], slow[512];
    for (int i = 0; i < n && i < 512; i++) cmds[i] = gah_command_of(moves[i]);
    int slow_n = gah_legal_slow(state, slow, 512);
    if (slow_n == n && memcmp(slow, cmds, (size_t)n * sizeof *cmds) == 0) return;
    char a[64] = "-", b[64] = "-";
    int k = 0;
    while (k < n && k < slow_n && !memcmp(&cmds[k], &slow[k], sizeof *cmds)) k++;
    if (k < n) gah_command_format(cmds[k], a, sizeof a);
    if (k < slow_n) gah_command_format(slow[k], b, sizeof b);
    INVARIANT(false, "gah_legal differs from gah_legal_slow at prompt %s, entry %d: '%s' against '%s' (%d and %d commands)",
              gah_prompt_name(gah_current_prompt(state).kind), k, a, b, n, slow_n);
}

/* A listed command applied in place (as a search does) gives the same state as gah_apply. */
void gah_selfplay_check_applied(const void *before, const void *after, int seat, bg_move move, int game, int step)
{
    static gah_state st;
    memcpy(&st, before, sizeof st);
    INVARIANT(gah_apply_listed(&st, seat, gah_command_of(move), NULL) == NULL, "a listed command applied in place was refused");
    INVARIANT(memcmp(&st, after, sizeof st) == 0, "a listed command applied in place gave another state");
}

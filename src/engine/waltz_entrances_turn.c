/* Let's Waltz module 3, Unique Hotels: the turn's commands two entrances add (seed 004's appendix), The Grand
 * Wray Hotel's `tile T` and The Kozi Palace's `nudge F T`, with the refusals the legal list and apply share. */
#include "waltz_entrances.h"

#include "prompts.h"

const char *gah_entrances_wray_refusal(const gah_state *st, int seat, int tile)
{
    if (!OWNS_ENTRANCE(st, seat, GAH_ENTRANCE_WRAY)) REFUSE("Only the owner of The Grand Wray Hotel has its Emperor tiles.");
    if (st->entrances.wray_used) REFUSE("The Grand Wray Hotel's tiles are used once a turn.");
    if (tile < 1 || tile > GAH_WRAY_TILES || !st->entrances.wray_tiles[tile - 1]) REFUSE("That tile is not left.");
    int back = (tile + 1) / 2; /* A tiles 1 step, B 2, C 3 */
    if (st->player[seat].emperor < back) REFUSE("Your marker cannot go back that far on the Emperor track.");
    return NULL;
}

const char *gah_entrances_wray_tile(gah_ctx *c, int seat, int tile)
{
    gah_state *st = c->st;
    const char *why = gah_entrances_wray_refusal(st, seat, tile);
    if (why) return why;
    int index = st->entrances.wray_tiles[tile - 1] - 1;
    st->entrances.wray_tiles[tile - 1] = 0;
    st->entrances.wray_used = 1;
    gah_player *p = &st->player[seat];
    int back = (tile + 1) / 2;
    p->emperor = (int8_t)(p->emperor - back);
    gah_ev_push(c, GAH_EV_EMPEROR, seat, p->emperor, 0, 0, -back);
    gah_ev_push(c, GAH_EV_ENTRANCE_BONUS, seat, GAH_ENTRANCE_WRAY, index, tile, 0);
    /* Not an Emperor scoring's reward: cards that act on those do not (ruling 506). */
    const gah_emperor_tile *t = &gah_emperor_tiles[index];
    gah_emperor_reward_run(c, seat, t->reward);
    if (t->reward2.kind) gah_run_effect(c, seat, t->reward2.kind, t->reward2.amount); /* module 5's A6, B6: both parts */
    return NULL;
}

static int white_dice(const gah_state *st, int space)
{
    return st->dice[space] - __builtin_popcount(st->lounge.colours[space]);
}

const char *gah_entrances_nudge_refusal(const gah_state *st, int seat, int from, int to)
{
    if (!OWNS_ENTRANCE(st, seat, GAH_ENTRANCE_KOZI)) REFUSE("Only the owner of The Kozi Palace moves dice.");
    if (st->turn_die_taken || st->entrances.kozi_to) REFUSE("Move a die before you take this turn's die, once.");
    if (st->variant_gizia) REFUSE("Not in E. Gizia's extra turn.");
    if (from < 1 || from > 6 || to < 1 || to > 6 || (from - to != 1 && to - from != 1))
        REFUSE("A die moves to a neighbouring action space (1 and 6 are not neighbours).");
    if (white_dice(st, from) < 1) REFUSE("There is no white die on that action space.");
    /* The die must then be taken: a move onto a die the player cannot pay for is refused (ruling 509). */
    gah_state after;
    memcpy(&after, st, sizeof after);
    after.dice[from]--;
    after.dice[to]++;
    after.entrances.kozi_to = (uint8_t)to; /* the turn's state as before: a die taken without its action is no use */
    if (gah_turn_die_refusal(&after, seat, to, false, 0)) REFUSE("You could not take the die after moving it there.");
    return NULL;
}

const char *gah_entrances_nudge(gah_ctx *c, int seat, int from, int to)
{
    gah_state *st = c->st;
    const char *why = gah_entrances_nudge_refusal(st, seat, from, to);
    if (why) return why;
    st->dice[from]--;
    st->dice[to]++;
    st->entrances.kozi_to = (uint8_t)to;
    gah_ev_push(c, GAH_EV_ENTRANCE_BONUS, seat, GAH_ENTRANCE_KOZI, from, to, 0);
    return NULL;
}

void gah_entrances_offer_turn(legal_out *l, int seat)
{
    const gah_state *st = l->st;
    if (OWNS_ENTRANCE(st, seat, GAH_ENTRANCE_WRAY))
        for (int t = 1; t <= GAH_WRAY_TILES; t++) legal_offer_if(l, gah_entrances_wray_refusal(st, seat, t), GAH_CMD_TILE, t, 0);
    if (OWNS_ENTRANCE(st, seat, GAH_ENTRANCE_KOZI))
        for (int from = 1; from <= 6; from++)
            for (int to = from - 1; to <= from + 1; to += 2)
                if (to >= 1 && to <= 6) legal_offer_if(l, gah_entrances_nudge_refusal(st, seat, from, to), GAH_CMD_NUDGE, from, to);
}

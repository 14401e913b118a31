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

/* The die moves with its colour (Let's Waltz module 2): a white die stays one of the space's white dice, a
 * coloured die keeps its bit in the lounge's record of where the coloured dice lie. */
static void move_die(gah_state *st, int from, int to, int colour)
{
    st->dice[from]--;
    st->dice[to]++;
    if (!colour) return;
    st->lounge.colours[from] = (uint8_t)(st->lounge.colours[from] & ~GAH_DIE_COLOUR_BIT(colour));
    st->lounge.colours[to] = (uint8_t)(st->lounge.colours[to] | GAH_DIE_COLOUR_BIT(colour));
}

/* Whether any die of space `to` could be taken with its action as the turn stands: white first (the
 * cheapest), then each coloured die there. */
static bool a_die_takeable(const gah_state *st, int seat, int to)
{
    if (white_dice(st, to) > 0 && !gah_turn_die_refusal(st, seat, to, false, GAH_DIE_WHITE)) return true;
    for (int colour = GAH_DIE_RED; colour <= GAH_DIE_YELLOW; colour++)
        if ((st->lounge.colours[to] & GAH_DIE_COLOUR_BIT(colour)) && !gah_turn_die_refusal(st, seat, to, false, colour))
            return true;
    return false;
}

const char *gah_entrances_nudge_refusal(const gah_state *st, int seat, int from, int to, int colour)
{
    if (!OWNS_ENTRANCE(st, seat, GAH_ENTRANCE_KOZI)) REFUSE("Only the owner of The Kozi Palace moves dice.");
    if (st->turn_die_taken || st->entrances.kozi_to) REFUSE("Move a die before you take this turn's die, once.");
    if (st->variant_gizia) REFUSE("Not in E. Gizia's extra turn.");
    if (from < 1 || from > 6 || to < 1 || to > 6 || (from - to != 1 && to - from != 1))
        REFUSE("A die moves to a neighbouring action space (1 and 6 are not neighbours).");
    /* "Move one die" (seed 004): a coloured die too (ruling 509); it keeps its colour and its celebrity. */
    if (colour < GAH_DIE_WHITE || colour > GAH_DIE_YELLOW) REFUSE("There is no die of that colour.");
    if (colour == GAH_DIE_WHITE && white_dice(st, from) < 1) REFUSE("There is no white die on that action space.");
    if (colour != GAH_DIE_WHITE && !(st->lounge.colours[from] & GAH_DIE_COLOUR_BIT(colour))) {
        static const char *const why[] = {"", "There is no red die on that action space.", "There is no blue die on that action space.",
                                          "There is no yellow die on that action space."};
        return why[colour];
    }
    /* A die of that space must then be taken: a move onto dice the player cannot pay for is refused. */
    gah_state after;
    memcpy(&after, st, sizeof after);
    move_die(&after, from, to, colour);
    after.entrances.kozi_to = (uint8_t)to; /* the turn's state as before: a die taken without its action is no use */
    if (!a_die_takeable(&after, seat, to)) REFUSE("You could not take the die after moving it there.");
    return NULL;
}

const char *gah_entrances_nudge(gah_ctx *c, int seat, int from, int to, int colour)
{
    gah_state *st = c->st;
    const char *why = gah_entrances_nudge_refusal(st, seat, from, to, colour);
    if (why) return why;
    move_die(st, from, to, colour);
    st->entrances.kozi_to = (uint8_t)to;
    gah_ev_push_event(c, (gah_event){.type = GAH_EV_ENTRANCE_BONUS, .seat = (uint8_t)seat, .a = GAH_ENTRANCE_KOZI,
                                     .b = (int16_t)from, .c = (int16_t)to, .d = (int16_t)colour});
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
                for (int colour = GAH_DIE_WHITE; to >= 1 && to <= 6 && colour <= GAH_DIE_YELLOW; colour++) {
                    if (colour && !(st->lounge.colours[from] & GAH_DIE_COLOUR_BIT(colour))) continue; /* module 2 only */
                    legal_offer_if(l, gah_entrances_nudge_refusal(st, seat, from, to, colour), GAH_CMD_NUDGE, from,
                                   GAH_NUDGE_TO(to, colour));
                }
}

/* Decisions with one option that nobody is asked to make (issue 13): which ones, and why there was nothing
 * to choose, in the player's words. Turns are never played for anyone: a turn prompt, a pass and an end of
 * turn always wait for the seat, and so do the set-up's moves. The session makes these moves below every
 * seat's controller (bg_session_play_forced), so a person, a computer and a seat on another machine all
 * see them once. */
#include "internal.h"

/* Why there was nothing to choose, for the prompts where that happens. */
static const char *const single_reasons[GAH_PROMPT_COUNT] = {
    [GAH_PROMPT_PLACE_ITEMS] = "one place for the new item",
    [GAH_PROMPT_ROOMS] = "no room can be prepared",
    [GAH_PROMPT_STAFF] = "no staff card can be hired",
    [GAH_PROMPT_OCCUPY] = "no vacant room to occupy",
    [GAH_PROMPT_FREE_GUEST] = "no guest can be taken",
    [GAH_PROMPT_DRAW3] = "no staff card was drawn (the deck is empty)",
    [GAH_PROMPT_RETURN_ORDER] = "one card to put under the deck",
    [GAH_PROMPT_GIZIA] = "no action space can be used",
    [GAH_PROMPT_RETURN_STAFF] = "one staff card in hand to return",
    [GAH_PROMPT_REMOVE_ROOM] = "one room the Emperor can take",
    [GAH_PROMPT_REMOVE_STAFF] = "one final-scoring card the Emperor can take",
    [GAH_PROMPT_CONFERENCE] = "no krone to pay the Conference Manager",
    [GAH_PROMPT_FILL_ORDER] = "one guest whose order can be filled",
    [GAH_PROMPT_DRAFT] = "the last card of the pack",
    [GAH_PROMPT_EXCHANGE] = "nothing to trade",
    [GAH_PROMPT_REHEARSAL] = "the last rehearsal room board",
    [GAH_PROMPT_DANCE] = "one place for the dancer",
    [GAH_PROMPT_COLLECT] = "one reward to collect",
    [GAH_PROMPT_DANCER] = "no dancer can be sent",
    /* Issue 40: every prompt that can come down to one option says why in words of its own. */
    [GAH_PROMPT_DISHES] = "one split of the dishes fits (never more cake than strudel)",
    [GAH_PROMPT_DRINKS] = "one split of the drinks fits (never more coffee than wine)",
    [GAH_PROMPT_KRONE_EMPEROR] = "one split between krone and the Emperor is possible",
    [GAH_PROMPT_IMITATE] = "one action can be imitated",
    [GAH_PROMPT_BONUS_ORDER] = "the krone and the reward come in one order only",
    [GAH_PROMPT_DUSTBIN] = "one coloured die is left for the dustbin",
    [GAH_PROMPT_SPEND] = "one dish or drink can be given up",
    [GAH_PROMPT_AUCTION] = "the last entrance goes to the last player, free",
    [GAH_PROMPT_DOVE_TOKEN] = "one of Hotel Dove's tokens can be taken",
    [GAH_PROMPT_SECOND_GUEST] = "no second guest can be taken",
    [GAH_PROMPT_PENALTY_CHOICE] = "only one of the penalty and its VP can be paid",
    [GAH_PROMPT_BONUS_KIND] = "one kind of bonus is possible",
    [GAH_PROMPT_BELL] = "the bell card can only wait",
    [GAH_PROMPT_KEY_ACTION] = "one action can be taken with the key",
    [GAH_PROMPT_TWO_WINE] = "one item can be had for the two wine",
    [GAH_PROMPT_SOLO_ENTRANCE] = "one entrance to keep",
    [GAH_PROMPT_COUTURE_ITEM] = "one of the automa's guests can take the item",
    [GAH_PROMPT_REMOVE_DANCER] = "one row the Emperor can take the dancer from",
};

const char *gah_forced_move(const gah_state *st, gah_command *out)
{
    gah_command legal[512];
    if (gah_legal(st, legal, 512) != 1) return NULL;
    gah_prompt pr = gah_current_prompt(st);
    /* The set-up's forced rooms are still placed by hand: the first moves teach where things go. */
    if (pr.kind == GAH_PROMPT_TURN || pr.kind == GAH_PROMPT_START_GUEST || pr.kind == GAH_PROMPT_START_ROOM ||
        pr.kind == GAH_PROMPT_GAME_OVER || pr.kind >= GAH_PROMPT_COUNT)
        return NULL;
    if (legal[0].type == GAH_CMD_END_TURN || legal[0].type == GAH_CMD_PASS) return NULL;
    *out = legal[0];
    return single_reasons[pr.kind] ? single_reasons[pr.kind] : "one choice only";
}

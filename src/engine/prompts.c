/* The protocol table: every prompt described once — its name, the command types it takes, what it says
 * to anything else, and the functions that offer its candidates and carry out its commands. gah_legal,
 * gah_apply_command, gah_prompt_name and gah_prompt_accepts all read this table. */
#include "prompts.h"

_Static_assert(GAH_CMD_COUNT <= 64, "prompt_row.accepts has one bit per command type");

#define ROW(kind_name, mask, why, fn) {.name = kind_name, .accepts = (mask), .refusal = why, .offer = gah_offer_##fn, .apply = gah_apply_##fn}

static const prompt_row prompt_rows[GAH_PROMPT_COUNT] = {
    [GAH_PROMPT_START_GUEST] = ROW("start-guest", CMD_BIT(GAH_CMD_TAKE_GUEST),
                                   "Choose your starting guest from the queue.", start_guest),
    [GAH_PROMPT_START_ROOM] = ROW("start-room", CMD_BIT(GAH_CMD_ROOM), "Prepare your starting rooms.", start_room),
    [GAH_PROMPT_TURN] = ROW("turn",
                            CMD_BIT(GAH_CMD_TAKE_GUEST) | CMD_BIT(GAH_CMD_DIE) | CMD_BIT(GAH_CMD_SERVE) |
                                CMD_BIT(GAH_CMD_MOVE_GUEST) | CMD_BIT(GAH_CMD_CLAIM) | CMD_BIT(GAH_CMD_USE) |
                                CMD_BIT(GAH_CMD_PASS) | CMD_BIT(GAH_CMD_END_TURN) | CMD_BIT(GAH_CMD_SWAP) | CMD_BIT(GAH_CMD_SEND) |
                                CMD_BIT(GAH_CMD_KEY) | CMD_BIT(GAH_CMD_TILE) | CMD_BIT(GAH_CMD_NUDGE),
                            "That is not something you can do on your turn now.", turn),
    [GAH_PROMPT_PLACE_ITEMS] = ROW("place-items", CMD_BIT(GAH_CMD_PLACE), "First place the items you received.", place_items),
    [GAH_PROMPT_DISHES] = ROW("dishes", CMD_BIT(GAH_CMD_DISHES), "Choose how many strudel and cake to take.", dishes),
    [GAH_PROMPT_DRINKS] = ROW("drinks", CMD_BIT(GAH_CMD_DRINKS), "Choose how many wine and coffee to take.", drinks),
    [GAH_PROMPT_KRONE_EMPEROR] = ROW("krone-emperor", CMD_BIT(GAH_CMD_SPLIT),
                                     "Choose how to split between krone and Emperor steps.", krone_emperor),
    /* `later` (Decorator, Staff Manager) is taken by the dispatcher before the row's function. */
    [GAH_PROMPT_ROOMS] = ROW("rooms", CMD_BIT(GAH_CMD_ROOM) | CMD_BIT(GAH_CMD_DONE) | CMD_BIT(GAH_CMD_LATER),
                             "Choose a room space to prepare, or say done.", rooms),
    [GAH_PROMPT_STAFF] = ROW("staff", CMD_BIT(GAH_CMD_STAFF) | CMD_BIT(GAH_CMD_SKIP) | CMD_BIT(GAH_CMD_LATER),
                             "Choose a staff card to play, or skip.", staff),
    [GAH_PROMPT_IMITATE] = ROW("imitate", CMD_BIT(GAH_CMD_IMITATE), "Choose the action to imitate (1 to 5).", imitate),
    [GAH_PROMPT_OCCUPY] = ROW("occupy", CMD_BIT(GAH_CMD_OCCUPY) | CMD_BIT(GAH_CMD_SKIP),
                              "Choose a vacant room to occupy, or skip.", occupy),
    [GAH_PROMPT_FREE_GUEST] = ROW("free-guest", CMD_BIT(GAH_CMD_TAKE_GUEST) | CMD_BIT(GAH_CMD_SKIP),
                                  "Choose a guest from the queue, or skip.", free_guest),
    [GAH_PROMPT_DRAW3] = ROW("draw3", CMD_BIT(GAH_CMD_STAFF) | CMD_BIT(GAH_CMD_SKIP),
                             "Choose one of the drawn cards to play, or skip.", draw3),
    [GAH_PROMPT_RETURN_ORDER] = ROW("return-order", CMD_BIT(GAH_CMD_BOTTOM),
                                    "Choose the card to put under the deck next.", return_order),
    [GAH_PROMPT_GIZIA] = ROW("gizia", CMD_BIT(GAH_CMD_ACTION) | CMD_BIT(GAH_CMD_SKIP),
                             "Choose an action space with a die on it, or skip.", gizia),
    [GAH_PROMPT_BONUS_ORDER] = ROW("bonus-order", CMD_BIT(GAH_CMD_BONUS_FIRST) | CMD_BIT(GAH_CMD_BONUS_LAST),
                                   "Choose whether the krone come before or after the guest's reward.", bonus_order),
    [GAH_PROMPT_RETURN_STAFF] = ROW("return-staff", CMD_BIT(GAH_CMD_BOTTOM),
                                    "Choose a card from your hand to put under the deck.", return_staff),
    [GAH_PROMPT_REMOVE_ROOM] = ROW("remove-room", CMD_BIT(GAH_CMD_REMOVE), "Choose the room to remove.", remove_room),
    [GAH_PROMPT_REMOVE_STAFF] = ROW("remove-staff", CMD_BIT(GAH_CMD_DISCARD),
                                    "Choose a final-scoring staff card to remove.", remove_staff),
    [GAH_PROMPT_CONFERENCE] = ROW("conference", CMD_BIT(GAH_CMD_PAY) | CMD_BIT(GAH_CMD_SKIP),
                                  "Pay 1 krone to ignore the penalty, or skip and suffer it.", conference),
    [GAH_PROMPT_FILL_ORDER] = ROW("fill-order", CMD_BIT(GAH_CMD_FILL) | CMD_BIT(GAH_CMD_SKIP),
                                  "Choose the guest whose order the Porter fills, or skip.", fill_order),
    [GAH_PROMPT_DRAFT] = ROW("draft", CMD_BIT(GAH_CMD_KEEP), "Choose a card from the pack to keep.", draft),
    [GAH_PROMPT_GAME_OVER] = {.name = "game-over", .accepts = 0, .refusal = "The game is over."},
    /* Let's Waltz module 2 */
    [GAH_PROMPT_DUSTBIN] = ROW("dustbin", CMD_BIT(GAH_CMD_DIE), "Choose the coloured die for the dustbin.", dustbin),
    [GAH_PROMPT_EXCHANGE] = ROW("exchange", CMD_BIT(GAH_CMD_SWAP) | CMD_BIT(GAH_CMD_DONE),
                                "Trade another item, or say done.", exchange),
    /* Let's Waltz module 1 (waltz_ballrooms.c) */
    [GAH_PROMPT_REHEARSAL] = ROW("rehearsal", CMD_BIT(GAH_CMD_KEEP), "Choose a rehearsal room board.", rehearsal),
    [GAH_PROMPT_DANCE] = ROW("dance", CMD_BIT(GAH_CMD_DANCE), "Choose the ballroom and the row for your dancer.", dance),
    [GAH_PROMPT_COLLECT] = ROW("collect", CMD_BIT(GAH_CMD_COLLECT), "Choose which of your dancer's rewards comes next.",
                               collect),
    [GAH_PROMPT_DANCER] = ROW("dancer", CMD_BIT(GAH_CMD_SEND) | CMD_BIT(GAH_CMD_SKIP) | CMD_BIT(GAH_CMD_LATER),
                              "Choose the section of your rehearsal room the dancer comes from (send 0 S), or skip.", dancer),
    [GAH_PROMPT_SPEND] = ROW("spend", CMD_BIT(GAH_CMD_SPEND), "Choose the dish or drink to give up from your kitchen.", spend),
    /* Let's Waltz module 3 (waltz_entrances.c) */
    [GAH_PROMPT_AUCTION] = ROW("auction", CMD_BIT(GAH_CMD_BID) | CMD_BIT(GAH_CMD_PASS),
                               "Bid on a hotel entrance (bid ENTRANCE KRONE), or pass.", auction),
    [GAH_PROMPT_DOVE_TOKEN] = ROW("dove-token", CMD_BIT(GAH_CMD_CHOOSE), "Choose one of Hotel Dove's bonus tokens (1 to 5).",
                                  dove_token),
    [GAH_PROMPT_SECOND_GUEST] = ROW("second-guest", CMD_BIT(GAH_CMD_TAKE_GUEST) | CMD_BIT(GAH_CMD_SKIP),
                                    "Take a second guest from the queue (paying as usual), or skip.", second_guest),
    /* Seed 001's variants (variants.c) */
    [GAH_PROMPT_PENALTY_CHOICE] = ROW("penalty-choice", CMD_BIT(GAH_CMD_CHOOSE),
                                      "Choose 1 to suffer the Emperor's penalty or 2 to lose its VP instead.", penalty_choice),
    [GAH_PROMPT_BONUS_KIND] = ROW("bonus-kind", CMD_BIT(GAH_CMD_CHOOSE),
                                  "Choose the bonus: 1 VP, 2 krone or 3 Emperor steps.", bonus_kind),
    /* Let's Waltz module 5 (waltz_more.c) */
    [GAH_PROMPT_BELL] = ROW("bell", CMD_BIT(GAH_CMD_USE) | CMD_BIT(GAH_CMD_SKIP),
                            "Take the bell card's reward now (use the card) or wait for a later time (skip).", bell),
    /* Let's Waltz module 4 (waltz_startplayer.c) */
    [GAH_PROMPT_KEY_ACTION] = ROW("key-action", CMD_BIT(GAH_CMD_ACTION) | CMD_BIT(GAH_CMD_SKIP),
                                  "Choose the main action (1 to 5) the key lets you carry out at strength 1, or skip.", key_action),
    [GAH_PROMPT_TWO_WINE] = ROW("two-wine", CMD_BIT(GAH_CMD_CHOOSE),
                                "Choose what the two wine stand in for: 1 strudel, 2 cake, 3 coffee or 4 champagne.", two_wine),
    /* Dinner for One with Let's Waltz module 3 (waltz_solo_entrances.c) */
    [GAH_PROMPT_SOLO_ENTRANCE] = ROW("solo-entrance", CMD_BIT(GAH_CMD_CHOOSE),
                                     "Choose the hotel entrance you keep (1 to 3).", solo_entrance),
    [GAH_PROMPT_COUTURE_ITEM] = ROW("couture-item", CMD_BIT(GAH_CMD_CHOOSE),
                                    "Choose the automa's guest (its café table) who gets the item from the action space.", couture_item),
    /* Let's Waltz module 1 (waltz_ballroom_scoring.c) */
    [GAH_PROMPT_REMOVE_DANCER] = ROW("remove-dancer", CMD_BIT(GAH_CMD_WITHDRAW),
                                     "Choose the row of the ballroom scored next whose dancer the Emperor takes.", remove_dancer),
};

#undef ROW

const prompt_row *gah_prompt_row_of(int kind)
{
    return kind >= 0 && kind < GAH_PROMPT_COUNT ? &prompt_rows[kind] : NULL;
}

const char *gah_prompt_name(int kind)
{
    const prompt_row *row = gah_prompt_row_of(kind);
    return row ? row->name : "?";
}

bool gah_prompt_accepts(int prompt_kind, int command_type)
{
    const prompt_row *row = gah_prompt_row_of(prompt_kind);
    return row && command_type >= 0 && command_type < GAH_CMD_COUNT && (row->accepts & CMD_BIT(command_type));
}

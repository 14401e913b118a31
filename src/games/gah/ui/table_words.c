/* The table's words: what each prompt asks (with the gesture that answers it) and what each button does,
 * for the base game's prompt kinds and commands; a module's own buttons are its part's (button_label). */
#include "games/gah/ui/table_parts.h"

#include <stdio.h>

/* What each prompt asks, in the window's words (with the gesture that answers it): after the seat's
 * name, `text`; when the row shows a number, then the number, `noun` (with a plural "s" when `plural`
 * and the number is above one) and `after`. */
typedef enum prompt_number { PROMPT_NUMBER_NONE, PROMPT_NUMBER_COUNT, PROMPT_NUMBER_AMOUNT, PROMPT_NUMBER_KIND_COUNT } prompt_number;
typedef struct prompt_words {
    const char *text;
    uint8_t number;         /* prompt_number: which of the prompt's numbers is shown */
    const char *noun;
    bool plural;
    const char *after;
} prompt_words;

static const prompt_words prompt_texts[GAH_PROMPT_COUNT] = {
    [GAH_PROMPT_START_GUEST] = {"drag a starting guest to your café (free)"},
    [GAH_PROMPT_START_ROOM] = {"prepare ", PROMPT_NUMBER_COUNT, " starting room", true, " (floor cost)"},
    [GAH_PROMPT_TURN] = {"take a guest, then click an action space"}, /* "more actions..." after the die */
    [GAH_PROMPT_PLACE_ITEMS] = {"drag the new items to guests or the kitchen"},
    [GAH_PROMPT_DISHES] = {"choose ", PROMPT_NUMBER_AMOUNT, " dishes", false, ""},
    [GAH_PROMPT_DRINKS] = {"choose ", PROMPT_NUMBER_AMOUNT, " drinks", false, ""},
    [GAH_PROMPT_KRONE_EMPEROR] = {"split ", PROMPT_NUMBER_AMOUNT, " between krone and Emperor", false, ""},
    [GAH_PROMPT_ROOMS] = {"click up to ", PROMPT_NUMBER_COUNT, " room space", true, " to prepare"},
    [GAH_PROMPT_STAFF] = {"click a staff card to hire (", PROMPT_NUMBER_AMOUNT, " krone off", false, ")"},
    [GAH_PROMPT_IMITATE] = {"choose the action to imitate (strength ", PROMPT_NUMBER_AMOUNT, "", false, ")"},
    [GAH_PROMPT_OCCUPY] = {"click a vacant room to occupy"},
    [GAH_PROMPT_FREE_GUEST] = {"drag a guest from the queue (free)"},
    [GAH_PROMPT_DRAW3] = {"click one drawn card to hire"},
    [GAH_PROMPT_RETURN_ORDER] = {"click the card to put under the deck first"},
    [GAH_PROMPT_GIZIA] = {"click an action space to use without its die"},
    [GAH_PROMPT_BONUS_ORDER] = {"krone first, or the reward first? (20 krone at most)"},
    [GAH_PROMPT_RETURN_STAFF] = {"put ", PROMPT_NUMBER_COUNT, " staff card", true, " under the deck"}, /* fits the box */
    [GAH_PROMPT_REMOVE_ROOM] = {"click the room the Emperor takes"},
    [GAH_PROMPT_REMOVE_STAFF] = {"click the final-scoring card the Emperor takes"},
    [GAH_PROMPT_CONFERENCE] = {"pay 1 krone to avoid the Emperor's penalty?"},
    [GAH_PROMPT_FILL_ORDER] = {"click the guest whose order the Porter fills"},
    [GAH_PROMPT_DRAFT] = {"keep one card from the pack"},
    /* Let's Waltz module 2 */
    [GAH_PROMPT_DUSTBIN] = {"only coloured dice are left: choose the one for the dustbin"},
    [GAH_PROMPT_EXCHANGE] = {"trade another item with Albert Einstein, or done"},
    /* Let's Waltz module 1 */
    [GAH_PROMPT_REHEARSAL] = {"click the rehearsal room you keep"},
    [GAH_PROMPT_DANCE] = {"click a lit ballroom row for your dancer (its champagne is shown)"},
    [GAH_PROMPT_COLLECT] = {"which of your dancer's rewards comes next?"},
    [GAH_PROMPT_DANCER] = {"click a section of your rehearsal room: a dancer goes to a ballroom"},
    [GAH_PROMPT_SPEND] = {"give up a dish or a drink for your staff card"},
    /* Let's Waltz module 3 (not drawn on the table yet) */
    [GAH_PROMPT_AUCTION] = {"click a bid under a hotel entrance, or pass"},
    [GAH_PROMPT_DOVE_TOKEN] = {"click one of Hotel Dove's bonus tokens beside your entrance"},
    [GAH_PROMPT_SECOND_GUEST] = {"drag a second guest from the queue, or skip"},
    /* Seed 001's variants */
    [GAH_PROMPT_PENALTY_CHOICE] = {"the Emperor's penalty, or its VP? (Original rules)"},
    [GAH_PROMPT_BONUS_KIND] = {"which kind of bonus? (Events Coordinator)"},
    /* Let's Waltz module 5 */
    [GAH_PROMPT_BELL] = {"a bell rings: click the lit card, or skip"},
    /* Let's Waltz module 4 */
    [GAH_PROMPT_KEY_ACTION] = {"key: click a space 1 to 5 (strength ", PROMPT_NUMBER_AMOUNT, "", false, ")"},
    [GAH_PROMPT_TWO_WINE] = {"two wine for which item at table ", PROMPT_NUMBER_AMOUNT, "?", false, ""},
    /* Dinner for One with Let's Waltz module 3 (not drawn on the table yet) */
    [GAH_PROMPT_SOLO_ENTRANCE] = {"click the hotel entrance you keep"},
    [GAH_PROMPT_COUTURE_ITEM] = {"which of the automa's guests gets the item from the action space?"},
    /* Let's Waltz module 1 */
    [GAH_PROMPT_REMOVE_DANCER] = {"the Emperor takes ", PROMPT_NUMBER_COUNT, " dancer", true, ": click a lit row"},
};

static bool legal_has(const table_scene *t, int type)
{
    for (int i = 0; i < t->legal_count; i++)
        if (t->legal[i].type == type) return true;
    return false;
}

void table_prompt_text(const table_scene *t, char *out, size_t size)
{
    const gah_state *st = gah_session_state(&t->session);
    gah_prompt pr = gah_current_prompt(st);
    const char *who = t->seats[pr.seat].name;
    const prompt_words *w = pr.kind < GAH_PROMPT_COUNT ? &prompt_texts[pr.kind] : NULL;
    if (pr.kind == GAH_PROMPT_GAME_OVER) snprintf(out, size, "The game is over");
    /* A computer is not told what to do (issue 40: "Clara: take a guest..." spoke to it as "you"). */
    else if (t->session.control[pr.seat] == BG_CONTROL_COMPUTER) snprintf(out, size, "%s's turn: the computer plays it", who);
    /* Nor a player at another computer: their choice is made there (their buttons showed here, unclickable). */
    /* Unless the host lets a computer stand in while they are away (issue 40: the prompt still waited for them). */
    else if (t->session.control[pr.seat] == BG_CONTROL_REMOTE && (t->stood_in >> pr.seat & 1u))
        snprintf(out, size, "A computer plays for %s while they are away", who);
    else if (t->session.control[pr.seat] == BG_CONTROL_REMOTE) snprintf(out, size, "Waiting for %s (at another computer)", who);
    /* A free card is not "99 krone off" (issue 40). */
    else if (pr.kind == GAH_PROMPT_STAFF && pr.amount == GAH_AMOUNT_FREE) snprintf(out, size, "%s: click a staff card to hire (free)", who);
    /* One option left that is a turn's own (never made for anyone): the prompt says why it is the only one
     * (issue 40: forced choices explained in words). */
    else if (pr.kind == GAH_PROMPT_TURN && t->legal_count == 1 && t->legal[0].type == GAH_CMD_END_TURN)
        snprintf(out, size, "%s: nothing more you can do this turn: end it", who);
    else if (pr.kind == GAH_PROMPT_TURN && t->legal_count == 1 && t->legal[0].type == GAH_CMD_PASS)
        snprintf(out, size, "%s: no die you can take: pass", who);
    else if (pr.kind == GAH_PROMPT_AUCTION && t->legal_count == 1 && t->legal[0].type == GAH_CMD_PASS)
        snprintf(out, size, "%s: no bid you can pay: pass", who);
    else if (pr.kind == GAH_PROMPT_TURN && st->turn_die_taken) snprintf(out, size, "%s: more actions, or end your turn", who);
    /* The turn's guest taken, the die is what is left to do (it still said "take a guest"). */
    else if (pr.kind == GAH_PROMPT_TURN && st->turn_guest_taken) snprintf(out, size, "%s: click an action space to take its die", who);
    /* Who opens an auction bids (0 is a bid); "or pass" named a button that was not there. */
    else if (pr.kind == GAH_PROMPT_AUCTION && !legal_has(t, GAH_CMD_PASS))
        snprintf(out, size, "%s: click a bid under the hotel entrance you want", who);
    /* Dinner for One's set-up asks the same as the Emperor's penalty, for another reason (issue 13: "the
     * Emperor wants 4 cards" misled): the hand of 10 is cut to 6. */
    else if (pr.kind == GAH_PROMPT_RETURN_STAFF && st->phase != GAH_PHASE_PLAY)
        snprintf(out, size, "%s: keep %d staff cards, put %d under the deck", who, st->player[pr.seat].hand_count - pr.count, pr.count);
    else if (!w || !w->text) snprintf(out, size, "%s: %s", who, gah_prompt_name(pr.kind)); /* no words of its own yet */
    else if (w->number == PROMPT_NUMBER_NONE) snprintf(out, size, "%s: %s", who, w->text);
    else {
        int n = w->number == PROMPT_NUMBER_COUNT ? pr.count : pr.amount;
        snprintf(out, size, "%s: %s%d%s%s%s", who, w->text, n, w->noun, w->plural && n > 1 ? "s" : "", w->after);
    }
}

static const char *const action_names[7] = {"", "dishes", "drinks", "rooms", "krone/Emperor", "staff", "imitation"};

/* A module's own commands and choices are its part's words (button_label); the core's are here. */
void table_button_label(const table_scene *t, gah_command c, char *out, size_t size)
{
    int prompt = gah_current_prompt(gah_session_state(&t->session)).kind;
    if (table_parts_button_label(t, c, out, size)) return; /* a module's own commands and choices */
    /* Seed 001's variants: what each option of their choice prompts means. */
    static const char *const penalty_options[] = {"?", "Suffer the penalty", "Lose the VP instead"};
    static const char *const bonus_options[] = {"?", "Bonus as VP", "Bonus as krone", "Bonus as Emperor steps"};
    if (c.type == GAH_CMD_CHOOSE && prompt == GAH_PROMPT_PENALTY_CHOICE && c.a >= 1 && c.a <= 2) {
        snprintf(out, size, "%s", penalty_options[c.a]);
        return;
    }
    if (c.type == GAH_CMD_CHOOSE && prompt == GAH_PROMPT_BONUS_KIND && c.a >= 1 && c.a <= 3) {
        snprintf(out, size, "%s", bonus_options[c.a]);
        return;
    }
    if (c.type == GAH_CMD_CHOOSE && prompt == GAH_PROMPT_TWO_WINE && gah_two_wine_item(c.a) >= 0) {
        snprintf(out, size, "Two wine as the %s", gah_item_name(gah_two_wine_item(c.a)));
        return;
    }
    switch (c.type) {
    case GAH_CMD_DISHES: snprintf(out, size, "%d strudel + %d cake", c.a, c.b); break;
    case GAH_CMD_DRINKS: snprintf(out, size, "%d wine + %d coffee", c.a, c.b); break;
    case GAH_CMD_SPLIT: snprintf(out, size, "%d krone + %d Emperor", c.a, c.b); break;
    case GAH_CMD_IMITATE: snprintf(out, size, "Imitate %d: %s", c.a, action_names[c.a]); break;
    case GAH_CMD_DONE: snprintf(out, size, "Done"); break;
    case GAH_CMD_SKIP: snprintf(out, size, "Skip"); break;
    case GAH_CMD_LATER: snprintf(out, size, "After the main action"); break;
    case GAH_CMD_PASS: snprintf(out, size, "Pass"); break;
    case GAH_CMD_END_TURN: snprintf(out, size, "End turn"); break;
    case GAH_CMD_BONUS_FIRST: snprintf(out, size, "Krone first"); break;
    case GAH_CMD_BONUS_LAST: snprintf(out, size, "Reward first"); break;
    case GAH_CMD_PAY: snprintf(out, size, "Pay 1 krone, no penalty"); break;
    case GAH_CMD_CHOOSE: snprintf(out, size, "Option %d", c.a); break; /* a prompt without words of its own yet */
    default: gah_command_format(c, out, size); break;
    }
}

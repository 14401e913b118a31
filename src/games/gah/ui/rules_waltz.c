/* The rules screen's chapters on the Let's Waltz modules, one each: the ballrooms, the celebrities, the
 * entrances, the start player's key and the bell cards, in our own words. */
#include "games/gah/ui/rules_internal.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* Let's Waltz module 1 in our own words; numbers from the rules table. */
static void ballroom_lines(char lines[VARIANT_LINES][VARIANT_LINE_MAX])
{
    const gah_rules_table *r = &gah_rules;
    const uint8_t *e = r->emperor_scoring_rounds;
    int n = 0;
#define LINE(...) snprintf(lines[n++], VARIANT_LINE_MAX, __VA_ARGS__)
    LINE("Three ballrooms are in play, each scored in turn, left to right,");
    LINE("  after the Emperor scorings of rounds %d, %d and %d.", e[0], e[1], e[2]);
    LINE("Champagne is a fifth item, neither dish nor drink: the dishes");
    LINE("  and drinks spaces also offer it (never more champagne than");
    LINE("  cake, or coffee). Everyone starts with one; each left at the");
    LINE("  end is worth 1 VP.");
    LINE("Each player has a rehearsal room of 10 dancers in four sections.");
    LINE("A guest whose order is complete may go dancing instead of to a");
    LINE("  room: pay the champagne of a row with a free place, put a");
    LINE("  dancer there, then take the row's bonus (top and middle rows),");
    LINE("  the guest's VP and reward, and a section's bonus once it is");
    LINE("  empty, in the order you like. Pay first: rewards cannot pay.");
    LINE("The rightmost ballroom's top row never fills: the balcony takes");
    LINE("  more dancers there for %d champagne.", r->balcony_cost);
    LINE("Each ballroom counts its dancers in a way of its own (its board");
    LINE("  says how); nobody there: -%d VP. New guests, staff, objectives", r->ballroom_no_dancer_vp);
    LINE("  and Emperor tiles join the decks.");
    LINE("Solo: %s has no champagne and no rehearsal room; without", gah_automa_name(GAH_AUTOMA_ELISABETH));
    LINE("  module 2 her %d dancers go free to the lowest free row.", r->automa_dancers);
#undef LINE
}

/* Let's Waltz module 3 in our own words; numbers from the rules table. */
static void entrance_lines(char lines[VARIANT_LINES][VARIANT_LINE_MAX])
{
    const gah_rules_table *r = &gah_rules;
    int n = 0;
#define LINE(...) snprintf(lines[n++], VARIANT_LINE_MAX, __VA_ARGS__)
    LINE("Every hotel gets an entrance of its own, with a lasting power.");
    LINE("  Nobody starts with the usual dishes and drinks: the entrance");
    LINE("  brings its own, and some bring more (a card, steps, a table).");
    LINE("The auction, after the staff are dealt: one entrance per player");
    LINE("  is laid out. The start player puts one up with a bid of 0 or");
    LINE("  more krone; the others raise or pass in turn. The last one in");
    LINE("  pays and is out of the bidding; the next player opens the next");
    LINE("  auction. The last player left takes the last entrance free.");
    LINE("Some entrances lay pieces beside them: Hotel Dove's five bonus");
    LINE("  tokens, Ninas Melange's own objectives, The Grand Wray Hotel's");
    LINE("  Emperor tiles. Click them on the table when they are lit.");
    LINE("Kaufman adds a fourth café table; Chateau Paulwei replaces the");
    LINE("  occupancy bonus charts; The Ren needs module 1.");
    LINE("Point at an entrance for its words, or see Every card.");
    LINE("Solo: no auction. %d entrances are drawn, you keep one and start", r->solo_entrances_offer);
    LINE("  with %d krone. The automa gets a solo entrance (chosen or at", r->solo_entrances_start_money);
    LINE("  random): Hautel Couture, Nine Stars Inn, Sushi Resort or Toll");
    LINE("  Bridge Hotel; its panel says what it holds, its pieces lie on");
    LINE("  the spaces and the queue.");
#undef LINE
}

/* Let's Waltz module 4 in our own words; numbers from the rules table. */
static void startplayer_lines(char lines[VARIANT_LINES][VARIANT_LINE_MAX])
{
    const gah_rules_table *r = &gah_rules;
    const uint8_t *m = r->startplayer_money, *k = r->startplayer_compensation;
    int n = 0;
#define LINE(...) snprintf(lines[n++], VARIANT_LINE_MAX, __VA_ARGS__)
    LINE("The turn order runs clockwise, set by turn-order tiles; the");
    LINE("  start money grows with your place: %d, %d, %d or %d krone.", m[0], m[1], m[2], m[3]);
    LINE("The skeleton key lies beside the action board. On your first or");
    LINE("  second turn of a round (never once you have passed) you may");
    LINE("  take it instead of a die: drag it onto your turn-order tile.");
    LINE("Then you take a free dish or drink of your choice, and carry out");
    LINE("  any one action at strength 1: no boost, and nothing that a die");
    LINE("  would set off (staff, celebrities).");
    LINE("The players after you are paid for the wait: %d, %d and %d krone", k[0], k[1], k[2]);
    LINE("  to the first, second and third after you.");
    LINE("At the end of the round the tiles move on clockwise from the");
    LINE("  key's holder, who becomes the start player; if nobody took the");
    LINE("  key, the start passes to the left as usual.");
    LINE("Not played solo: the automa never reaches for the key.");
#undef LINE
}

/* Let's Waltz module 5 in our own words. */
static void more_lines(char lines[VARIANT_LINES][VARIANT_LINE_MAX])
{
    int n = 0;
#define LINE(...) snprintf(lines[n++], VARIANT_LINE_MAX, __VA_ARGS__)
    LINE("Fourteen new staff cards, three objectives and three Emperor");
    LINE("  tiles are shuffled into the usual stacks.");
    LINE("Bell cards are played like any staff card, but they work once,");
    LINE("  later: when you first meet the card's need (a guest of a colour");
    LINE("  served, rooms, items), the card rings. Click it to take its");
    LINE("  reward, or skip; a used bell card lies face down for good.");
    LINE("Some cards work once a round and ask a price (items from your");
    LINE("  kitchen, Emperor steps) for their gain: click them on your turn");
    LINE("  when they are lit.");
    LINE("Every other rule stays as it is, solo too.");
    LINE("Every new card is in Every card (type \"module 5\" to see them).");
#undef LINE
}

/* Let's Waltz module 2 in our own words. */
static void celebrity_lines(char lines[VARIANT_LINES][VARIANT_LINE_MAX])
{
    const gah_rules_table *r = &gah_rules;
    int n = 0;
#define LINE(...) snprintf(lines[n++], VARIANT_LINE_MAX, __VA_ARGS__)
    LINE("Three of the white dice are red, blue and yellow. The lounge");
    LINE("  (under your hotel) seats one celebrity per colour.");
    LINE("A coloured die is an ordinary die for its action: the strength");
    LINE("  counts every die on the space. Taking it costs 1 krone for");
    LINE("  each other die on the space (shown on the die before you");
    LINE("  click), and brings its colour's celebrity and VP: 1 printed,");
    LINE("  or the chit on the tile.");
    LINE("The celebrity works for you for the rest of the round, this");
    LINE("  turn included; the table offers its effect when it applies");
    LINE("  (hover a tile for its words).");
    LINE("The dustbin takes a white die while there is one; with only");
    LINE("  coloured dice left, the player who re-rolls picks one.");
    LINE("End of round, before the Emperor: everyone's celebrities leave;");
    LINE("  one nobody took gets a 2 VP chit, then 4 VP, then it leaves;");
    LINE("  empty spaces are refilled from the stack, left to right.");
    LINE("Three tiles need module 1 too (marked M1 + M2).");
    LINE("Solo: %s takes a coloured die where her card's space has one,", gah_automa_name(GAH_AUTOMA_ELISABETH));
    LINE("  scores the VP and, for red, an objective step; for yellow %d", r->automa_yellow_emperor);
    LINE("  Emperor steps; for blue %d VP. Celebrity powers never help her.", r->automa_blue_vp);
#undef LINE
}

void rules_chapter_ballrooms(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout)
{
    (void)r, (void)atlas, (void)layout;
    rules_chapter_lines(ui, "Let's Waltz 1: Vienna Ballrooms", ballroom_lines);
}

void rules_chapter_celebrities(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout)
{
    (void)r, (void)atlas, (void)layout;
    rules_chapter_lines(ui, "Let's Waltz 2: Celebrities", celebrity_lines);
}

void rules_chapter_entrances(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout)
{
    (void)r, (void)atlas, (void)layout;
    rules_chapter_lines(ui, "Let's Waltz 3: Unique Hotels", entrance_lines);
}

void rules_chapter_startplayer(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout)
{
    (void)r, (void)atlas, (void)layout;
    rules_chapter_lines(ui, "Let's Waltz 4: Start Player", startplayer_lines);
}

void rules_chapter_more(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout)
{
    (void)r, (void)atlas, (void)layout;
    rules_chapter_lines(ui, "Let's Waltz 5: Would You Like Some More?", more_lines);
}

const char *rules_waltz_line(int module, int line)
{
    static char lines[VARIANT_LINES][VARIANT_LINE_MAX];
    static void (*const modules[])(char[VARIANT_LINES][VARIANT_LINE_MAX]) = {ballroom_lines, celebrity_lines, entrance_lines,
                                                                            startplayer_lines, more_lines};
    if (module < 1 || module > 5 || line < 0 || line >= VARIANT_LINES) return NULL;
    memset(lines, 0, sizeof lines);
    modules[module - 1](lines);
    return lines[line];
}

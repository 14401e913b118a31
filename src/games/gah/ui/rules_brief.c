/* The rules screen's text chapters of the base game: the game in brief (every number from the rules table)
 * and seed 001's rule variants. */
#include "games/gah/ui/rules_internal.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

static const SDL_Color ink = {58, 36, 24, 255};
static const SDL_Color gilt = {176, 141, 60, 255};

/* Our own summary of a turn and a game; every number in it comes from the rules table. */
enum { SUMMARY_LINES = 16, SUMMARY_LINE_MAX = 120 };

static void summary_lines(char lines[SUMMARY_LINES][SUMMARY_LINE_MAX])
{
    const gah_rules_table *r = &gah_rules;
    const uint8_t *q = r->queue_costs, *f = r->floor_costs, *e = r->emperor_scoring_rounds, *back = r->emperor_retreat;
    int n = 0;
#define LINE(...) snprintf(lines[n++], SUMMARY_LINE_MAX, __VA_ARGS__)
    LINE("A game lasts %d rounds. The start player rolls all dice onto the six action spaces.", r->rounds);
    LINE("In turn-order-tile order, take a turn or pass (a pass replaces the whole turn). A turn: one guest");
    LINE("from the queue (%d, %d, %d, %d, %d krone from the left) to a free café table, then a die: carry",
         q[0], q[1], q[2], q[3], q[4]);
    LINE("out its action with a strength equal to the dice on that space; 1 krone adds one (boost).");
    LINE("  1 dishes (strudel at least as many as cake)    2 drinks (wine at least as many as coffee)");
    LINE("  3 prepare rooms next to your rooms (floor cost %d/%d/%d/%d)    4 split krone and Emperor steps",
         f[0], f[1], f[2], f[3]);
    LINE("  5 hire a staff card, its cost reduced by the strength    6 pay 1 krone to imitate 1-5");
    LINE("New items go onto guests who ordered them or into the kitchen; serving from the kitchen costs");
    LINE("1 krone for up to %d items. A guest whose order is complete moves into a vacant room of", r->serve_per_krone);
    LINE("their colour (green: any): score their VP and reward. Filling a group of rooms pays a bonus:");
    LINE("blue VP, red krone, yellow Emperor steps, once a game. Objectives are claimed on your turn.");
    LINE("Passing: when everyone left has passed, one die goes to the dustbin and the rest are rolled");
    LINE("again. After rounds %d, %d and %d the Emperor scores: VP for your place, then you drop back", e[0], e[1], e[2]);
    LINE("%d, %d or %d spaces; %d or more earns the tile's reward, 0 its penalty. Money stops at %d.", back[0], back[1],
         back[2], r->emperor_reward_min, r->max_money);
    LINE("At the end: staff scoring, %d-%d VP per occupied room by floor, 1 VP per krone and kitchen",
         r->floor_vp[0], r->floor_vp[GAH_HOTEL_FLOORS - 1]);
    LINE("item, -%d VP per guest left in the café. Ties: most krone and items left; still tied: shared.",
         r->cafe_penalty_vp);
#undef LINE
}

/* The rule variants of seed 001 as a chapter of our own words: what each switch of the new-game screen
 * changes. Numbers come from the rules table. */
static void variant_lines(char lines[VARIANT_LINES][VARIANT_LINE_MAX])
{
    const gah_rules_table *r = &gah_rules;
    int n = 0;
#define LINE(...) snprintf(lines[n++], VARIANT_LINE_MAX, __VA_ARGS__)
    LINE("Original Rules: the game as it was before 2021.");
    LINE("  E. Gizia: a whole extra turn once your turn ends; its die stays put.");
    LINE("  Operator: %d VP at most. Kitchen Hand: costs %d krone.", r->original_operator_max_vp, r->original_kitchen_hand_cost);
    LINE("  Emperor tile C2: the second room from the first one's column.");
    LINE("  A penalty with a VP alternative: lose the VP if you prefer.");
    LINE("No Kitchen Hand: that card is left in the box.");
    LINE("Discard free guests: when a round passes without anyone taking");
    LINE("  a guest, the two free guests are discarded at its end (before");
    LINE("  an Emperor scoring) and the queue fills up again.");
    LINE("Objectives by herlius: three more objective cards, one per letter:");
    LINE("  A 20 VP from guest cards, B a full floor and a full column,");
    LINE("  C 4 rooms of one colour and 4 of another.");
    LINE("Staff by Rowe-Smith: nine more staff cards (search \"Rowe-Smith\"):");
    LINE("  Baker, Cocktail Waitress, Draughtsman, Events Coordinator,");
    LINE("  Financier, Maitre D', Night Concierge, Waste Manager and");
    LINE("  Wedding Planner. Their costs are our own choice.");
    LINE("The variants combine freely, also with the introductory staff,");
    LINE("  the expert draft and a game against %s.", gah_automa_name(GAH_AUTOMA_LEOPOLD));
    LINE("Choose them on the New game screen; saves remember them.");
#undef LINE
}

void rules_chapter_brief(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout)
{
    (void)r, (void)atlas, (void)layout;
    rules_heading(ui, "The game in brief");
    char summary[SUMMARY_LINES][SUMMARY_LINE_MAX];
    summary_lines(summary);
    for (int i = 0; i < SUMMARY_LINES; i++) ui_text(ui, UI_FONT_TEXT, 22, ink, CONTENT_X, 150 + i * 34, 0, summary[i]);
    ui_text(ui, UI_FONT_TEXT, 20, gilt, CONTENT_X, 150 + SUMMARY_LINES * 34 + 30, 0,
            "The next chapters show the boards, what each part is for, and every card.");
}

void rules_chapter_variants(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout)
{
    (void)r, (void)atlas, (void)layout;
    rules_heading(ui, "Rule variants");
    char variants[VARIANT_LINES][VARIANT_LINE_MAX];
    variant_lines(variants);
    for (int i = 0; i < VARIANT_LINES; i++) ui_text(ui, UI_FONT_TEXT, 22, ink, CONTENT_X, 150 + i * 34, 0, variants[i]);
}

/* The rules reference screen: chapters in our own words, pictures of the boards drawn from the atlas and
 * the layout with numbered callouts, and every card's face, searchable. */
#include "games/gah/ui/rules.h"

#include "ui/layout.h"

#include "gah/data.h"
#include "gah/engine.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

static const SDL_Color ink = {58, 36, 24, 255};
static const SDL_Color paper = {243, 230, 200, 255};
static const SDL_Color gilt = {176, 141, 60, 255};
static const SDL_Color wine = {140, 42, 42, 255};

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
enum { VARIANT_LINES = 19, VARIANT_LINE_MAX = 90 };

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

typedef struct card_line {
    char sprite[24];
    char text[300]; /* a module 5 card's words and its module's tag */
} card_line;

static int build_line(int i, card_line *out)
{
    int g = gah_guest_count, s = gah_staff_count, o = gah_objective_count;
    static const char *const types[GAH_STAFF_TYPE_COUNT] = {"once per round", "permanent", "one-time", "final scoring",
                                                            "bell card"};
    if (i < g) {
        const gah_guest_card *c = &gah_guests[i];
        snprintf(out->sprite, sizeof out->sprite, "guest/%d", c->id);
        char order[64] = "";
        for (int k = 0; k < GAH_ITEM_COUNT; k++)
            if (c->order[k]) snprintf(order + strlen(order), sizeof order - strlen(order), "%s%d %s", order[0] ? ", " : "", c->order[k], gah_item_name(k));
        snprintf(out->text, sizeof out->text, "Guest %d %s (%s, %d VP; %s): %s", c->id, c->name, gah_colour_name(c->colour), c->vp, order, c->reward_text);
        return 1;
    }
    i -= g;
    if (i < s) {
        const gah_staff_card *c = &gah_staff[i];
        snprintf(out->sprite, sizeof out->sprite, "staff/%d", c->id);
        char module[32] = ""; /* Let's Waltz cards say which module brings them */
        if (c->module) snprintf(module, sizeof module, " [Let's Waltz module %d]", c->module);
        snprintf(out->text, sizeof out->text, "Staff %d %s (%d krone, %s): %s%s%s", c->id, c->name, c->cost, types[c->type], c->text,
                 c->variant ? " [Rowe-Smith variant]" : "", module);
        return 1;
    }
    i -= s;
    if (i < o) {
        const gah_objective_card *c = &gah_objectives[i];
        snprintf(out->sprite, sizeof out->sprite, "objective/%d", c->id);
        char module[32] = "";
        if (c->module) snprintf(module, sizeof module, " [Let's Waltz module %d]", c->module);
        snprintf(out->text, sizeof out->text, "Objective %d %c %s: %s (%d/%d/%d VP)%s%s", c->id, c->category, c->name, c->text, c->vp[0],
                 c->vp[1], c->vp[2], c->variant ? " [herlius variant]" : "", module);
        return 1;
    }
    i -= o;
    if (i < gah_emperor_tile_count) {
        const gah_emperor_tile *t = &gah_emperor_tiles[i];
        snprintf(out->sprite, sizeof out->sprite, "emperor/%s", t->code);
        snprintf(out->text, sizeof out->text, "Emperor tile %s %s: reward %s; penalty %s", t->code, t->name, t->reward_text, t->penalty_text);
        return 1;
    }
    i -= gah_emperor_tile_count;
    if (i < gah_celebrity_count) { /* Let's Waltz module 2 */
        const gah_celebrity *c = &gah_celebrities[i];
        snprintf(out->sprite, sizeof out->sprite, "celebrity/%d", c->id);
        snprintf(out->text, sizeof out->text, "Celebrity %s (%s): %s", c->name,
                 c->needs & GAH_WALTZ_MODULE(1) ? "modules 1 and 2" : "module 2", c->text);
        return 1;
    }
        return 0;
}

static bool matches(const char *text, const char *query)
{
    if (!query[0]) return true;
    size_t n = strlen(query);
    for (const char *p = text; *p; p++) {
        size_t k = 0;
        while (k < n && p[k] && tolower((unsigned char)p[k]) == tolower((unsigned char)query[k])) k++;
        if (k == n) return true;
    }
    return false;
}

int rules_match_count(const rules_scene *r)
{
    card_line line;
    int n = 0;
    for (int i = 0; build_line(i, &line); i++) n += matches(line.text, r->query);
    return n;
}

/* ---- the screen: chapters on the left, one shown at a time ---- */

enum { SIDE_X = 60, SIDE_W = 290, CONTENT_X = 390, CONTENT_W = 1470 };
/* The card faces: a grid of columns, scrolled a row at a time; the card under the mouse large beside it. */
enum { GRID_X = CONTENT_X, GRID_Y = 190, CARD_W = 100, CARD_H = 144, GRID_GAP = 12, GRID_COLS = 9, GRID_ROWS = 5 };

/* Left-aligned text wrapped to `width` canvas units; returns the height used. */
static int text_left(ui_context *ui, int size, SDL_Color colour, int x, int y, int width, const char *text)
{
    TTF_Font *font = ui_font(ui, UI_FONT_TEXT, size);
    if (!font || !text) return 0;
    char line[400] = "";
    int h = 0, line_h = size * 13 / 10;
    const char *p = text;
    while (*p) {
        const char *end = strchr(p, ' ');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        char trial[400];
        snprintf(trial, sizeof trial, "%s%s%.*s", line, line[0] ? " " : "", (int)n, p);
        int w = 0;
        TTF_SizeUTF8(font, trial, &w, NULL);
        if (line[0] && (float)w / ui->scale > (float)width) {
            ui_text(ui, UI_FONT_TEXT, size, colour, x, y + h, 0, line);
            h += line_h;
            snprintf(line, sizeof line, "%.*s", (int)n, p);
        } else {
            snprintf(line, sizeof line, "%s", trial);
        }
        p += n;
        while (*p == ' ') p++;
    }
    if (line[0]) ui_text(ui, UI_FONT_TEXT, size, colour, x, y + h, 0, line), h += line_h;
    return h;
}

static void heading(ui_context *ui, const char *title) { ui_text(ui, UI_FONT_TITLE, 50, ink, CONTENT_X, 56, 0, title); }

static void chapter_brief(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout)
{
    (void)r, (void)atlas, (void)layout;
    heading(ui, "The game in brief");
    char summary[SUMMARY_LINES][SUMMARY_LINE_MAX];
    summary_lines(summary);
    for (int i = 0; i < SUMMARY_LINES; i++) ui_text(ui, UI_FONT_TEXT, 22, ink, CONTENT_X, 150 + i * 34, 0, summary[i]);
    ui_text(ui, UI_FONT_TEXT, 20, gilt, CONTENT_X, 150 + SUMMARY_LINES * 34 + 30, 0,
            "The next chapters show the boards, what each part is for, and every card.");
}

static void chapter_variants(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout)
{
    (void)r, (void)atlas, (void)layout;
    heading(ui, "Rule variants");
    char variants[VARIANT_LINES][VARIANT_LINE_MAX];
    variant_lines(variants);
    for (int i = 0; i < VARIANT_LINES; i++) ui_text(ui, UI_FONT_TEXT, 22, ink, CONTENT_X, 150 + i * 34, 0, variants[i]);
}

static void chapter_lines(ui_context *ui, const char *title, void (*lines)(char[VARIANT_LINES][VARIANT_LINE_MAX]))
{
    heading(ui, title);
    char text[VARIANT_LINES][VARIANT_LINE_MAX] = {{0}}; /* a chapter may fill fewer lines */
    lines(text);
    for (int i = 0; i < VARIANT_LINES; i++) ui_text(ui, UI_FONT_TEXT, 22, ink, CONTENT_X, 150 + i * 34, 0, text[i]);
}

static void chapter_ballrooms(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout)
{
    (void)r, (void)atlas, (void)layout;
    chapter_lines(ui, "Let's Waltz 1: Vienna Ballrooms", ballroom_lines);
}

static void chapter_celebrities(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout)
{
    (void)r, (void)atlas, (void)layout;
    chapter_lines(ui, "Let's Waltz 2: Celebrities", celebrity_lines);
}

static void chapter_entrances(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout)
{
    (void)r, (void)atlas, (void)layout;
    chapter_lines(ui, "Let's Waltz 3: Unique Hotels", entrance_lines);
}

static void chapter_startplayer(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout)
{
    (void)r, (void)atlas, (void)layout;
    chapter_lines(ui, "Let's Waltz 4: Start Player", startplayer_lines);
}

static void chapter_more(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout)
{
    (void)r, (void)atlas, (void)layout;
    chapter_lines(ui, "Let's Waltz 5: Would You Like Some More?", more_lines);
}

/* ---- pictures of the boards with numbered callouts ---- */

typedef struct callout {
    const char *first, *last; /* layout names: the part spans from the first's rectangle to the last's */
    char text[200];
} callout;

static void draw_picture(ui_context *ui, const ui_atlas *atlas, const char *sprite, SDL_Rect dst)
{
    const atlas_sprite *s = atlas_find(atlas, sprite);
    if (!s) {
        ui_fill(ui, dst, (SDL_Color){225, 210, 180, 255});
        ui_frame(ui, dst, gilt, 2);
        return;
    }
    SDL_Rect src = {s->rect.x * atlas->scale, s->rect.y * atlas->scale, s->rect.w * atlas->scale, s->rect.h * atlas->scale};
    SDL_Rect win = ui_to_window(ui, dst);
    SDL_RenderCopy(ui->renderer, atlas->pages[s->page], &src, &win);
}

/* A board-local layout rectangle where the board is drawn at `at`, `scale` times its size. */
static bool placed(const ui_layout *layout, const char *name, SDL_Rect at, float scale, SDL_Rect *out)
{
    SDL_Rect r;
    if (!layout_get(layout, name, &r)) return false;
    *out = (SDL_Rect){at.x + (int)((float)r.x * scale), at.y + (int)((float)r.y * scale), (int)((float)r.w * scale),
                      (int)((float)r.h * scale)};
    return true;
}

/* A board drawn as large as `area` allows, its parts framed and numbered, and the numbers explained. */
/* Cards laid on the main board's places, as at the start of a game: the picture looks like the table. */
static void dress_main_board(ui_context *ui, const ui_atlas *atlas, const ui_layout *layout, SDL_Rect at, float scale)
{
    char name[LAYOUT_NAME_MAX], sprite[32];
    SDL_Rect r;
    for (int q = 1; q <= 5 && q <= gah_guest_count; q++) {
        snprintf(name, sizeof name, "main/queue/%d", q);
        snprintf(sprite, sizeof sprite, "guest/%d", gah_guests[q * 7 % gah_guest_count].id);
        if (placed(layout, name, at, scale, &r)) draw_picture(ui, atlas, sprite, r);
    }
    for (int slot = 0; slot < 3; slot++) { /* the first objective of each letter */
        for (int i = 0; i < gah_objective_count; i++) {
            if (gah_objectives[i].category != 'A' + slot || gah_objectives[i].variant) continue;
            snprintf(name, sizeof name, "main/objective/%c", 'A' + slot);
            snprintf(sprite, sizeof sprite, "objective/%d", gah_objectives[i].id);
            if (placed(layout, name, at, scale, &r)) draw_picture(ui, atlas, sprite, r);
            break;
        }
    }
    for (int k = 0; k < 3 && k < gah_emperor_tile_count; k++) {
        snprintf(name, sizeof name, "main/emperor-tile/%d", k + 1);
        snprintf(sprite, sizeof sprite, "emperor/%s", gah_emperor_tiles[k * 4 % gah_emperor_tile_count].code);
        if (placed(layout, name, at, scale, &r)) draw_picture(ui, atlas, sprite, r);
    }
}

static void board_picture(ui_context *ui, const ui_atlas *atlas, const ui_layout *layout, const char *board,
                          const char *sprite, SDL_Rect area, const callout *parts, int count, int legend_x, int legend_w)
{
    SDL_Rect size;
    if (!layout_get(layout, board, &size) || size.w <= 0 || size.h <= 0) return;
    float scale = (float)area.w / (float)size.w;
    if ((float)size.h * scale > (float)area.h) scale = (float)area.h / (float)size.h;
    SDL_Rect at = {area.x, area.y, (int)((float)size.w * scale), (int)((float)size.h * scale)};
    draw_picture(ui, atlas, sprite, at);
    if (!strcmp(board, "main")) dress_main_board(ui, atlas, layout, at, scale);
    ui_frame(ui, at, gilt, 2);
    int y = area.y;
    char number[8];
    for (int i = 0; i < count; i++) {
        SDL_Rect a, b;
        if (!placed(layout, parts[i].first, at, scale, &a)) continue;
        if (!placed(layout, parts[i].last, at, scale, &b)) b = a;
        SDL_Rect u;
        SDL_UnionRect(&a, &b, &u);
        ui_frame(ui, (SDL_Rect){u.x - 3, u.y - 3, u.w + 6, u.h + 6}, wine, 3);
        snprintf(number, sizeof number, "%d", i + 1);
        SDL_Rect badge = {u.x - 14, u.y - 14, 30, 30};
        ui_fill(ui, badge, wine);
        ui_frame(ui, badge, paper, 2);
        ui_text(ui, UI_FONT_TEXT, 18, paper, badge.x + 15, badge.y + 3, 1, number);
        SDL_Rect key = {legend_x, y, 30, 30};
        ui_fill(ui, key, wine);
        ui_text(ui, UI_FONT_TEXT, 18, paper, key.x + 15, key.y + 3, 1, number);
        y += text_left(ui, 20, ink, legend_x + 42, y + 2, legend_w - 42, parts[i].text) + 14;
    }
}

static void chapter_main_board(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout)
{
    (void)r;
    heading(ui, "The main board");
    const uint8_t *q = gah_rules.queue_costs, *e = gah_rules.emperor_scoring_rounds;
    callout parts[] = {
        {"main/score-track/0", "main/score-track/25", ""},
        {"main/round/1", "main/round/7", ""},
        {"main/emperor-tile/1", "main/emperor-tile/3", ""},
        {"main/queue/1", "main/queue/5", ""},
        {"main/emperor-track/0", "main/emperor-track/13", ""},
        {"main/objective/A", "main/objective/C/claim/3", ""},
        {"main/deck/guest", "main/deck/staff", ""},
    };
    snprintf(parts[0].text, sizeof parts[0].text, "Score track: every player's VP, around the whole board.");
    snprintf(parts[1].text, sizeof parts[1].text, "Rounds: %d of them; rounds %d, %d and %d end with an Emperor scoring.",
             gah_rules.rounds, e[0], e[1], e[2]);
    snprintf(parts[2].text, sizeof parts[2].text, "Emperor tiles: the reward or penalty each Emperor scoring hands out.");
    snprintf(parts[3].text, sizeof parts[3].text,
             "Guest queue: take one a turn, before your die. From the left they cost %d, %d, %d, %d and %d krone.", q[0], q[1],
             q[2], q[3], q[4]);
    snprintf(parts[4].text, sizeof parts[4].text,
             "Emperor track: steps come from action 4, guests and staff. Where your marker stands decides the Emperor's VP, "
             "reward or penalty.");
    snprintf(parts[5].text, sizeof parts[5].text,
             "Objectives: three goals. Meet one and claim it on your turn; the sooner, the more VP.");
    snprintf(parts[6].text, sizeof parts[6].text, "Decks: guests, their discard pile, and staff.");
    board_picture(ui, atlas, layout, "main", "board/main", (SDL_Rect){CONTENT_X + 20, 160, 960, 820}, parts,
                  (int)(sizeof parts / sizeof parts[0]), CONTENT_X + 1010, CONTENT_W - 1010);
}

static void chapter_action_board(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout)
{
    (void)r;
    heading(ui, "The action spaces");
    callout parts[] = {
        {"action/space/1", "action/space/1", "Strudel and cake: at least as many strudel as cake."},
        {"action/space/2", "action/space/2", "Wine and coffee: at least as many wine as coffee."},
        {"action/space/3", "action/space/3", ""},
        {"action/space/4", "action/space/4", "Krone and Emperor steps, split as you like."},
        {"action/space/5", "action/space/5", "Hire staff: a card from your hand, its price lowered by the strength."},
        {"action/space/6", "action/space/6", "Imitate: pay 1 krone to carry out action 1 to 5 with this strength."},
        {"action/dustbin", "action/dustbin", "Dustbin: one die goes here at every re-roll after everyone passed."},
    };
    snprintf(parts[2].text, sizeof parts[2].text, "Prepare rooms touching your rooms, each for its floor's price (%d, %d, %d, %d krone).",
             gah_rules.floor_costs[0], gah_rules.floor_costs[1], gah_rules.floor_costs[2], gah_rules.floor_costs[3]);
    board_picture(ui, atlas, layout, "action", "board/action", (SDL_Rect){CONTENT_X + 20, 160, 800, 430}, parts,
                  (int)(sizeof parts / sizeof parts[0]), CONTENT_X + 860, CONTENT_W - 860);
    text_left(ui, 22, ink, CONTENT_X + 20, 640, 800,
              "On your turn you take one die from a space and carry out its action. Its strength is the number of dice "
              "on that space when you take it: the more dice, the more it does. Paying 1 krone boosts the action by one.");
}

static void chapter_hotel(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout)
{
    (void)r;
    heading(ui, "Your hotel");
    callout parts[] = {
        {"hotel/room/0", "hotel/room/19", "Rooms: four floors of five. Prepare a room, then a guest of its colour moves in."},
        {"hotel/floor-cost/0", "hotel/floor-cost/3", "Floor prices: what preparing a room on that floor costs."},
        {"hotel/bonus/blue", "hotel/bonus/yellow",
         "Group bonuses: the first time a group of one colour is full, blue pays VP, red krone, yellow Emperor steps."},
        {"hotel/table/1", "hotel/table/3", "Café: three tables where guests wait for their orders."},
        {"hotel/kitchen", "hotel/kitchen", ""},
        {"hotel/money", "hotel/money", ""},
    };
    snprintf(parts[4].text, sizeof parts[4].text, "Kitchen: items nobody ordered yet. Serving from it costs 1 krone for up to %d items.",
             gah_rules.serve_per_krone);
    snprintf(parts[5].text, sizeof parts[5].text, "Krone: your money, %d at most.", gah_rules.max_money);
    board_picture(ui, atlas, layout, "hotel", "hotel/night", (SDL_Rect){CONTENT_X + 20, 160, 860, 800}, parts,
                  (int)(sizeof parts / sizeof parts[0]), CONTENT_X + 920, CONTENT_W - 920);
}

/* The card faces that match the search, a grid of them, and the one under the mouse large with its text. */
static void chapter_cards(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout)
{
    (void)layout;
    char text[96];
    heading(ui, "Every card");
    snprintf(text, sizeof text, "Type to search: %s_", r->query);
    ui_text(ui, UI_FONT_TEXT, 24, wine, CONTENT_X, 130, 0, text);
    card_line line;
    int shown = 0, index = 0;
    r->hover = -1;
    for (int i = 0; build_line(i, &line); i++) {
        if (!matches(line.text, r->query)) continue;
        if (index++ < r->scroll) continue;
        if (shown == GRID_COLS * GRID_ROWS) break;
        SDL_Rect cell = {GRID_X + (shown % GRID_COLS) * (CARD_W + GRID_GAP), GRID_Y + (shown / GRID_COLS) * (CARD_H + GRID_GAP), CARD_W,
                         CARD_H};
        draw_picture(ui, atlas, line.sprite, cell);
        if (SDL_PointInRect(&r->mouse, &cell)) {
            r->hover = i;
            ui_frame(ui, (SDL_Rect){cell.x - 4, cell.y - 4, cell.w + 8, cell.h + 8}, wine, 4);
        }
        shown++;
    }
    snprintf(text, sizeof text, "%d cards match · the wheel scrolls · point at a card to read it", rules_match_count(r));
    ui_text(ui, UI_FONT_TEXT, 18, gilt, CONTENT_X, 1000, 0, text);
    int px = GRID_X + GRID_COLS * (CARD_W + GRID_GAP) + 30;
    if (r->hover >= 0 && build_line(r->hover, &line)) {
        const atlas_sprite *s = atlas_find(atlas, line.sprite);
        int w = s ? s->rect.w * 3 : 300, h = s ? s->rect.h * 3 : 432;
        if (w > 390) h = h * 390 / w, w = 390;
        if (h > 560) w = w * 560 / h, h = 560;
        draw_picture(ui, atlas, line.sprite, (SDL_Rect){px, GRID_Y, w, h});
        text_left(ui, 20, ink, px, GRID_Y + h + 20, UI_CANVAS_W - 80 - px, line.text);
    } else {
        text_left(ui, 20, gilt, px, GRID_Y, UI_CANVAS_W - 80 - px, "Guests, staff, objectives and Emperor tiles, as they look on the table.");
    }
}

typedef struct rules_chapter {
    const char *title;
    void (*draw)(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout);
} rules_chapter;

/* The chapters in the order of the side bar: a new chapter is a row and its drawing function. */
static const rules_chapter chapters[] = {
    {"The game in brief", chapter_brief},   {"The main board", chapter_main_board}, {"The action spaces", chapter_action_board},
    {"Your hotel", chapter_hotel},          {"Rule variants", chapter_variants},
    {"Waltz 1: Ballrooms", chapter_ballrooms}, {"Waltz 2: Celebrities", chapter_celebrities},
    {"Waltz 3: Entrances", chapter_entrances}, {"Waltz 4: Start player", chapter_startplayer},
    {"Waltz 5: More staff", chapter_more},    {"Every card", chapter_cards},
};
enum { CHAPTERS = (int)(sizeof chapters / sizeof chapters[0]), CHAPTER_CARDS = CHAPTERS - 1 };

static SDL_Rect chapter_rect(int c) { return (SDL_Rect){SIDE_X, 150 + c * 66, SIDE_W, 56}; } /* eleven above Back */
static SDL_Rect back_rect(void) { return (SDL_Rect){SIDE_X, 900, SIDE_W, 76}; }

int rules_chapter_count(void) { return CHAPTERS; }

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

bool rules_control_point(const char *name, SDL_Point *out)
{
    SDL_Rect r = {0, 0, 0, 0};
    if (!strcmp(name, "back")) r = back_rect();
    for (int c = 0; c < CHAPTERS; c++)
        if (!strcmp(name, chapters[c].title)) r = chapter_rect(c);
    if (r.w <= 0) return false;
    *out = (SDL_Point){r.x + r.w / 2, r.y + r.h / 2};
    return true;
}

void rules_draw(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout)
{
    SDL_SetRenderDrawColor(ui->renderer, 40, 26, 20, 255);
    SDL_RenderClear(ui->renderer);
    ui_fill(ui, (SDL_Rect){0, 0, UI_CANVAS_W, UI_CANVAS_H}, paper);
    ui_frame(ui, (SDL_Rect){24, 24, UI_CANVAS_W - 48, UI_CANVAS_H - 48}, gilt, 6);
    ui_fill(ui, (SDL_Rect){SIDE_X + SIDE_W + 18, 50, 2, UI_CANVAS_H - 100}, gilt);
    ui_text(ui, UI_FONT_TITLE, 44, ink, SIDE_X, 56, 0, "Rules");
    if (r->chapter < 0 || r->chapter >= CHAPTERS) r->chapter = 0;
    for (int c = 0; c < CHAPTERS; c++) {
        SDL_Rect b = chapter_rect(c);
        bool on = c == r->chapter, hover = SDL_PointInRect(&r->mouse, &b);
        ui_fill(ui, b, on ? wine : hover ? (SDL_Color){235, 218, 180, 255} : paper);
        ui_frame(ui, b, gilt, 3);
        int size = ui_text_fit_size(ui, UI_FONT_TITLE, 28, 18, b.w - 26, chapters[c].title); /* "Waltz 4: Start player" */
        ui_text(ui, UI_FONT_TITLE, size, on ? paper : ink, b.x + 18, b.y + 12, 0, chapters[c].title);
    }
    SDL_Rect back = back_rect();
    ui_fill(ui, back, SDL_PointInRect(&r->mouse, &back) ? (SDL_Color){168, 62, 56, 255} : wine);
    ui_frame(ui, back, gilt, 3);
    ui_text(ui, UI_FONT_TITLE, 36, paper, back.x + back.w / 2, back.y + 14, 1, "Back");
    ui_text(ui, UI_FONT_TEXT, 16, gilt, SIDE_X, 990, 0, "Esc also goes back");
    r->hover = -1; /* the card chapter finds the card under the mouse */
    chapters[r->chapter].draw(r, ui, atlas, layout);
}

bool rules_click(rules_scene *r, SDL_Point at)
{
    r->mouse = at;
    for (int c = 0; c < CHAPTERS; c++) {
        SDL_Rect b = chapter_rect(c);
        if (SDL_PointInRect(&at, &b)) r->chapter = c, r->scroll = 0;
    }
    SDL_Rect back = back_rect();
    return SDL_PointInRect(&at, &back);
}

void rules_text(rules_scene *r, const char *text)
{
    r->chapter = CHAPTER_CARDS; /* typing searches the cards */
    size_t len = strlen(r->query), add = strlen(text);
    if (len + add < sizeof r->query) memcpy(r->query + len, text, add + 1);
    r->scroll = 0;
}

void rules_key(rules_scene *r, SDL_Keycode key)
{
    size_t len = strlen(r->query);
    if (key == SDLK_BACKSPACE && len) r->query[len - 1] = 0, r->scroll = 0;
}

void rules_wheel(rules_scene *r, int dy)
{
    r->scroll -= dy * GRID_COLS; /* a row of cards a notch */
    int count = rules_match_count(r), max = (count - GRID_COLS * GRID_ROWS + GRID_COLS - 1) / GRID_COLS * GRID_COLS;
    if (r->scroll > max) r->scroll = max;
    if (r->scroll < 0) r->scroll = 0;
}

void rules_mouse(rules_scene *r, SDL_Point at) { r->mouse = at; }

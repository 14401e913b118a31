/* The rules reference screen: a short summary in our own words and a searchable list of every card. */
#include "ui/rules.h"

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
enum { VARIANT_LINES = 20, VARIANT_LINE_MAX = 90 };

static void variant_lines(char lines[VARIANT_LINES][VARIANT_LINE_MAX])
{
    const gah_rules_table *r = &gah_rules;
    int n = 0;
#define LINE(...) snprintf(lines[n++], VARIANT_LINE_MAX, __VA_ARGS__)
    LINE("Original rules: the game as it was before 2021.");
    LINE("  E. Gizia: a whole extra turn once your turn ends; its die stays put.");
    LINE("  Operator: %d VP at most. Kitchen Hand: costs %d krone.", r->original_operator_max_vp, r->original_kitchen_hand_cost);
    LINE("  Emperor tile C2: the second room from the first one's column.");
    LINE("  A penalty with a VP alternative: lose the VP if you prefer.");
    LINE("No Kitchen Hand: that card is left in the box.");
    LINE("Discard free guests: when a round passes without anyone taking");
    LINE("  a guest, the two free guests are discarded at its end (before");
    LINE("  an Emperor scoring) and the queue fills up again.");
    LINE("herlius objectives: three more objective cards, one per letter:");
    LINE("  A 20 VP from guest cards, B a full floor and a full column,");
    LINE("  C 4 rooms of one colour and 4 of another.");
    LINE("Rowe-Smith staff: nine more staff cards (search \"Rowe-Smith\"):");
    LINE("  Baker, Cocktail Waitress, Draughtsman, Events Coordinator,");
    LINE("  Financier, Maitre D', Night Concierge, Waste Manager and");
    LINE("  Wedding Planner. Their costs are our own choice. With the Cocktail");
    LINE("  Waitress you say which missing item two wine stand in for.");
    LINE("The variants combine freely, also with the introductory staff,");
    LINE("  the expert draft, Let's Waltz and games against %s or %s.", gah_automa_name(GAH_AUTOMA_LEOPOLD),
         gah_automa_name(GAH_AUTOMA_ELISABETH));
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

/* The chapters of the right-hand column, chosen by a click on their tabs. */
typedef struct rules_chapter {
    const char *tab;
    void (*lines)(char lines[VARIANT_LINES][VARIANT_LINE_MAX]);
} rules_chapter;

static const rules_chapter chapters[RULES_CHAPTER_COUNT] = {
    {"Rule variants", variant_lines},
    {"Waltz 1: Ballrooms", ballroom_lines},
    {"Waltz 2: Celebrities", celebrity_lines},
};

enum { TAB_X = 1300, TAB_Y = 56, TAB_W = 190, TAB_H = 40 };

static SDL_Rect tab_rect(int i) { return (SDL_Rect){TAB_X + i * TAB_W, TAB_Y, TAB_W - 8, TAB_H}; }

const char *rules_chapter_line(int chapter, int line)
{
    static char lines[VARIANT_LINES][VARIANT_LINE_MAX];
    if (chapter < 0 || chapter >= RULES_CHAPTER_COUNT || line < 0 || line >= VARIANT_LINES) return NULL;
    chapters[chapter].lines(lines);
    return lines[line];
}

void rules_click(rules_scene *r, SDL_Point at)
{
    for (int i = 0; i < RULES_CHAPTER_COUNT; i++) {
        SDL_Rect tab = tab_rect(i);
        if (SDL_PointInRect(&at, &tab)) r->chapter = i;
    }
}

typedef struct card_line {
    char sprite[24];
    char text[200];
} card_line;

static int build_line(int i, card_line *out)
{
    int g = gah_guest_count, s = gah_staff_count, o = gah_objective_count;
    static const char *const types[] = {"once per round", "permanent", "one-time", "final scoring"};
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
        snprintf(out->text, sizeof out->text, "Staff %d %s (%d krone, %s): %s%s", c->id, c->name, c->cost, types[c->type], c->text,
                 c->variant ? " [Rowe-Smith variant]" : "");
        return 1;
    }
    i -= s;
    if (i < o) {
        const gah_objective_card *c = &gah_objectives[i];
        snprintf(out->sprite, sizeof out->sprite, "objective/%d", c->id);
        snprintf(out->text, sizeof out->text, "Objective %c %s: %s (%d/%d/%d VP)%s", c->category, c->name, c->text, c->vp[0], c->vp[1],
                 c->vp[2], c->variant ? " [herlius variant]" : "");
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

enum { LIST_X = 80, LIST_Y = 560, LINE_H = 28, LIST_ROWS = 16 };

void rules_draw(rules_scene *r, ui_context *ui, const ui_atlas *atlas)
{
    SDL_SetRenderDrawColor(ui->renderer, 40, 26, 20, 255);
    SDL_RenderClear(ui->renderer);
    ui_fill(ui, (SDL_Rect){0, 0, UI_CANVAS_W, UI_CANVAS_H}, paper);
    ui_frame(ui, (SDL_Rect){24, 24, UI_CANVAS_W - 48, UI_CANVAS_H - 48}, gilt, 6);
    ui_text(ui, UI_FONT_TITLE, 48, ink, 80, 40, 0, "Rules in brief");
    char summary[SUMMARY_LINES][SUMMARY_LINE_MAX];
    summary_lines(summary);
    for (int i = 0; i < SUMMARY_LINES; i++) ui_text(ui, UI_FONT_TEXT, 18, ink, 80, 110 + i * 25, 0, summary[i]);
    /* The chapters as tabs: the rule variants, then one per Let's Waltz module. */
    int chapter = r->chapter >= 0 && r->chapter < RULES_CHAPTER_COUNT ? r->chapter : 0;
    for (int i = 0; i < RULES_CHAPTER_COUNT; i++) {
        SDL_Rect tab = tab_rect(i);
        ui_fill(ui, tab, i == chapter ? wine : (SDL_Color){235, 218, 180, 255});
        ui_frame(ui, tab, gilt, 2);
        ui_text(ui, UI_FONT_TEXT, 15, i == chapter ? paper : ink, tab.x + tab.w / 2, tab.y + 10, 1, chapters[i].tab);
    }
    char variants[VARIANT_LINES][VARIANT_LINE_MAX];
    chapters[chapter].lines(variants);
    for (int i = 0; i < VARIANT_LINES; i++) ui_text(ui, UI_FONT_TEXT, 16, ink, 1300, 110 + i * 21, 0, variants[i]);
    char text[96];
    snprintf(text, sizeof text, "Cards — type to search: %s_", r->query);
    ui_text(ui, UI_FONT_TITLE, 30, wine, 80, 512, 0, text);
    card_line line;
    int shown = 0, index = 0;
    r->hover = -1;
    for (int i = 0; build_line(i, &line); i++) {
        if (!matches(line.text, r->query)) continue;
        if (index++ < r->scroll) continue;
        if (shown == LIST_ROWS) break;
        SDL_Rect row = {LIST_X, LIST_Y + shown * LINE_H, 1180, LINE_H};
        if (SDL_PointInRect(&r->mouse, &row)) {
            r->hover = i;
            ui_fill(ui, row, (SDL_Color){235, 218, 180, 255});
        }
        ui_text(ui, UI_FONT_TEXT, 15, ink, row.x + 6, row.y + 5, 0, line.text);
        shown++;
    }
    snprintf(text, sizeof text, "%d cards match · wheel to scroll · Esc to go back", rules_match_count(r));
    ui_text(ui, UI_FONT_TEXT, 16, gilt, 80, 1016, 0, text);
    if (r->hover >= 0 && build_line(r->hover, &line)) {
        const atlas_sprite *s = atlas_find(atlas, line.sprite);
        if (s) {
            SDL_Rect src = {s->rect.x * atlas->scale, s->rect.y * atlas->scale, s->rect.w * atlas->scale, s->rect.h * atlas->scale};
            int w = s->rect.w * 2, h = s->rect.h * 2;
            SDL_Rect dst = ui_to_window(ui, (SDL_Rect){1400, 560, w > 420 ? 420 : w, h > 500 ? 500 : h});
            SDL_RenderCopy(ui->renderer, atlas->pages[s->page], &src, &dst);
        }
    }
}

void rules_text(rules_scene *r, const char *text)
{
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
    r->scroll -= dy * 3;
    int max = rules_match_count(r) - LIST_ROWS;
    if (r->scroll > max) r->scroll = max;
    if (r->scroll < 0) r->scroll = 0;
}

void rules_mouse(rules_scene *r, SDL_Point at) { r->mouse = at; }

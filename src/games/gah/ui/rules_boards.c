/* The rules screen's pictures: the main board, the action spaces and the hotel drawn from the atlas and the
 * layout, each part framed and numbered with its explanation beside it. */
#include "games/gah/ui/rules_internal.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

static const SDL_Color ink = {58, 36, 24, 255};
static const SDL_Color paper = {243, 230, 200, 255};
static const SDL_Color gilt = {176, 141, 60, 255};
static const SDL_Color wine = {140, 42, 42, 255};

/* ---- pictures of the boards with numbered callouts ---- */

typedef struct callout {
    const char *first, *last; /* layout names: the part spans from the first's rectangle to the last's */
    char text[200];
} callout;

void rules_draw_picture(ui_context *ui, const ui_atlas *atlas, const char *sprite, SDL_Rect dst)
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
        if (placed(layout, name, at, scale, &r)) rules_draw_picture(ui, atlas, sprite, r);
    }
    for (int slot = 0; slot < 3; slot++) { /* the first objective of each letter */
        for (int i = 0; i < gah_objective_count; i++) {
            if (gah_objectives[i].category != 'A' + slot || gah_objectives[i].variant) continue;
            snprintf(name, sizeof name, "main/objective/%c", 'A' + slot);
            snprintf(sprite, sizeof sprite, "objective/%d", gah_objectives[i].id);
            if (placed(layout, name, at, scale, &r)) rules_draw_picture(ui, atlas, sprite, r);
            break;
        }
    }
    for (int k = 0; k < 3 && k < gah_emperor_tile_count; k++) {
        snprintf(name, sizeof name, "main/emperor-tile/%d", k + 1);
        snprintf(sprite, sizeof sprite, "emperor/%s", gah_emperor_tiles[k * 4 % gah_emperor_tile_count].code);
        if (placed(layout, name, at, scale, &r)) rules_draw_picture(ui, atlas, sprite, r);
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
    rules_draw_picture(ui, atlas, sprite, at);
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
        y += rules_text_left(ui, 20, ink, legend_x + 42, y + 2, legend_w - 42, parts[i].text) + 14;
    }
}

void rules_chapter_main_board(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout)
{
    (void)r;
    rules_heading(ui, "The main board");
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

void rules_chapter_action_board(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout)
{
    (void)r;
    rules_heading(ui, "The action spaces");
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
    rules_text_left(ui, 22, ink, CONTENT_X + 20, 640, 800,
              "On your turn you take one die from a space and carry out its action. Its strength is the number of dice "
              "on that space when you take it: the more dice, the more it does. Paying 1 krone boosts the action by one.");
}

void rules_chapter_hotel(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout)
{
    (void)r;
    rules_heading(ui, "Your hotel");
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

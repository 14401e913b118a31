/* The rules screen's list of every card: each face in a grid, filtered by a typed search over names and
 * words, the card under the mouse large beside it with its text. */
#include "games/gah/ui/rules_internal.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

static const SDL_Color ink = {58, 36, 24, 255};
static const SDL_Color gilt = {176, 141, 60, 255};
static const SDL_Color wine = {140, 42, 42, 255};

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

SDL_Rect rules_fit_picture(const atlas_sprite *s, SDL_Rect cell)
{
    if (!s || s->rect.w <= 0 || s->rect.h <= 0) return cell;
    /* As large as the cell allows at the sprite's own shape (a square celebrity tile in a card's cell was
     * drawn tall and thin), centred in it. */
    int w = cell.w, h = s->rect.h * cell.w / s->rect.w;
    if (h > cell.h) h = cell.h, w = s->rect.w * cell.h / s->rect.h;
    return (SDL_Rect){cell.x + (cell.w - w) / 2, cell.y + (cell.h - h) / 2, w, h};
}

/* The card faces that match the search, a grid of them, and the one under the mouse large with its text. */
void rules_chapter_cards(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout)
{
    (void)layout;
    char text[96];
    rules_heading(ui, "Every card");
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
        rules_draw_picture(ui, atlas, line.sprite, rules_fit_picture(atlas_find(atlas, line.sprite), cell));
        if (SDL_PointInRect(&r->mouse, &cell)) {
            r->hover = i;
            ui_frame(ui, (SDL_Rect){cell.x - 4, cell.y - 4, cell.w + 8, cell.h + 8}, wine, 4);
        }
        shown++;
    }
    int matching = rules_match_count(r);
    snprintf(text, sizeof text, "%d card%s match%s · the wheel scrolls · point at a card to read it", matching,
             matching == 1 ? "" : "s", matching == 1 ? "es" : "");
    ui_text(ui, UI_FONT_TEXT, 18, gilt, CONTENT_X, 1000, 0, text);
    int px = GRID_X + GRID_COLS * (CARD_W + GRID_GAP) + 30;
    if (r->hover >= 0 && build_line(r->hover, &line)) {
        const atlas_sprite *s = atlas_find(atlas, line.sprite);
        int w = s ? s->rect.w * 3 : 300, h = s ? s->rect.h * 3 : 432;
        if (w > 390) h = h * 390 / w, w = 390;
        if (h > 560) w = w * 560 / h, h = 560;
        rules_draw_picture(ui, atlas, line.sprite, (SDL_Rect){px, GRID_Y, w, h});
        rules_text_left(ui, 20, ink, px, GRID_Y + h + 20, UI_CANVAS_W - 80 - px, line.text);
    } else {
        rules_text_left(ui, 20, gilt, px, GRID_Y, UI_CANVAS_W - 80 - px, "Guests, staff, objectives and Emperor tiles, as they look on the table.");
    }
}

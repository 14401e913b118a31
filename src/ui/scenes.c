/* Menus and the hotseat hand-over screen (the new-game screen: newgame*.c; the final scoring: final_scoring.c). */
#include "ui/scenes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const SDL_Color ink = {58, 36, 24, 255};
static const SDL_Color paper = {243, 230, 200, 255};
static const SDL_Color gilt = {176, 141, 60, 255};
static const SDL_Color wine = {140, 42, 42, 255};
static const SDL_Color wine_light = {168, 62, 56, 255};
static const SDL_Color muted = {170, 150, 125, 255};
static const SDL_Color player_colours[4] = {{222, 120, 30, 255}, {80, 160, 215, 255}, {130, 70, 165, 255}, {120, 128, 130, 255}};

static void button(ui_context *ui, SDL_Rect r, const char *label, bool hover, bool enabled, int size)
{
    ui_fill(ui, r, !enabled ? muted : hover ? wine_light : wine);
    ui_frame(ui, r, gilt, 3);
    ui_text_middle(ui, UI_FONT_TITLE, size, paper, r.x + r.w / 2, r.y + r.h / 2, 1, label);
}

SDL_Color scene_player_colour(int colour) { return player_colours[colour & 3]; }

void scene_button(ui_context *ui, SDL_Rect r, const char *label, bool hover, bool enabled, int size)
{
    button(ui, r, label, hover, enabled, size);
}

void scene_backdrop(ui_context *ui)
{
    SDL_SetRenderDrawColor(ui->renderer, 40, 26, 20, 255);
    SDL_RenderClear(ui->renderer);
    ui_fill(ui, (SDL_Rect){0, 0, UI_CANVAS_W, UI_CANVAS_H}, paper);
    ui_frame(ui, (SDL_Rect){24, 24, UI_CANVAS_W - 48, UI_CANVAS_H - 48}, gilt, 6);
    ui_frame(ui, (SDL_Rect){40, 40, UI_CANVAS_W - 80, UI_CANVAS_H - 80}, gilt, 2);
}

static void backdrop(ui_context *ui) { scene_backdrop(ui); }

/* How many lines the message under an overlay menu wraps to (about 36 characters a line at 22 px in
 * 520 px, with room to spare). */
static int menu_status_lines(const menu_scene *m)
{
    return m->status[0] ? 1 + (int)strlen(m->status) / 36 : 0;
}

/* An overlay of many items (the settings, 11) in two columns with the last item (Back) centred under them:
 * in one column its buttons were 36 units high with 30-unit labels (21 px in 26 at 1366x768, issue 40). */
static bool two_columns(const menu_scene *m, bool overlay) { return overlay && !m->wide && m->count > 8; }

/* The rows the buttons take, and the distance from one row to the next. */
static int menu_rows(const menu_scene *m, bool overlay)
{
    return two_columns(m, overlay) ? m->count / 2 + 1 : m->count;
}

static int menu_spacing(const menu_scene *m, bool overlay)
{
    int rows = menu_rows(m, overlay);
    return rows > 8 ? 50 : rows > 7 ? 58 : rows > 6 ? 64 : rows > 5 ? 72 : 84;
}

static SDL_Rect menu_rect(const menu_scene *m, int i, bool overlay)
{
    int spacing = menu_spacing(m, overlay), rows = menu_rows(m, overlay), top = overlay ? 490 : 540;
    int lines = menu_status_lines(m);
    /* Room for a message under the buttons, and for the key hint at the foot of a full-screen menu. */
    int bottom = m->status[0] && !overlay ? 935 : overlay ? 1030 : 990;
    if (top + rows * spacing > bottom) top = bottom - rows * spacing;
    /* An overlay's box (menu_overlay_box) ends 16 units under its last button plus the message's lines: a
     * long message or many buttons (the settings, 11) raise the box to end inside the window's frame
     * (issue 39: the settings with an error ran past the foot at 1080p), never above its top. */
    int most = UI_CANVAS_H - 36 - 16 - rows * spacing - (lines ? lines * 30 + 10 : 0);
    if (overlay && top > most) top = most > 130 ? most : 130;
    if (m->wide) return (SDL_Rect){360, top + i * spacing, 1200, spacing - 14};
    if (two_columns(m, overlay)) {
        int per_column = rows - 1;
        if (i == m->count - 1) return (SDL_Rect){710, top + per_column * spacing, 500, spacing - 14};
        return (SDL_Rect){MENU_COLUMNS_X + (i / per_column) * (MENU_COLUMN_W + 20), top + (i % per_column) * spacing,
                          MENU_COLUMN_W, spacing - 14};
    }
    /* Ten rows (the main menu) are 50 apart: a narrower gap keeps their labels off the frame. */
    return (SDL_Rect){710, top + i * spacing, 500, spacing - (rows > 8 ? 8 : 14)};
}

SDL_Rect menu_item_rect(const menu_scene *m, int i) { return menu_rect(m, i, m->overlay); }

int menu_label_size(const menu_scene *m)
{
    int rows = menu_rows(m, m->overlay);
    return m->wide ? 26 : rows > 8 ? 27 : rows > 6 ? 30 : rows > 5 ? 32 : 38;
}

void menu_add(menu_scene *m, const char *label, menu_action action, bool enabled)
{
    if (m->count >= MENU_ITEMS_MAX) return;
    menu_item *it = &m->items[m->count++];
    snprintf(it->label, sizeof it->label, "%s", label);
    it->action = action;
    it->arg = 0;
    it->enabled = enabled;
}

SDL_Rect menu_overlay_box(const menu_scene *m)
{
    SDL_Rect first = menu_rect(m, 0, true), last = menu_rect(m, m->count - 1, true);
    int lines = menu_status_lines(m);
    /* Every line of the message gets its own 30 units and a margin (issue 13: "Saved." touched the edge). */
    int x = two_columns(m, true) ? MENU_COLUMNS_X - 30 : 680;
    return (SDL_Rect){x, first.y - 110, UI_CANVAS_W - 2 * x, last.y + last.h - first.y + 140 + (lines ? lines * 30 + 10 : 0)};
}

void menu_draw(menu_scene *m, ui_context *ui, SDL_Texture *emblem, bool overlay)
{
    m->overlay = overlay;
    if (overlay) {
        /* A long message (a load error names the file and the line) wraps inside a taller box. */
        SDL_Rect box = menu_overlay_box(m);
        ui_fill(ui, (SDL_Rect){0, 0, UI_CANVAS_W, UI_CANVAS_H}, (SDL_Color){30, 20, 15, 170});
        ui_fill(ui, box, paper);
        ui_frame(ui, box, gilt, 4);
        ui_text(ui, UI_FONT_TITLE, 54, ink, 960, box.y + 20, 1, m->title);
    } else {
        backdrop(ui);
        if (emblem) {
            SDL_Rect e = ui_to_window(ui, (SDL_Rect){850, 80, 220, 220});
            SDL_RenderCopy(ui->renderer, emblem, NULL, &e);
        }
        ui_text(ui, UI_FONT_TITLE, 104, ink, UI_CANVAS_W / 2, 300, 1, m->title);
        ui_text(ui, UI_FONT_TEXT, 22, ink, UI_CANVAS_W / 2, 450, 1, m->subtitle ? m->subtitle :
                "An unofficial fan-made edition for owners of the board game. Not affiliated with the publisher.");
    }
    for (int i = 0; i < m->count; i++)
        button(ui, menu_rect(m, i, overlay), m->items[i].label, i == m->hover, m->items[i].enabled, menu_label_size(m));
    if (m->status[0]) {
        SDL_Rect last = menu_rect(m, m->count - 1, overlay);
        ui_text_wrapped(ui, UI_FONT_TEXT, 22, wine, UI_CANVAS_W / 2, last.y + last.h + 10, overlay ? 520 : 1500, m->status);
    }
    if (!overlay) ui_text(ui, UI_FONT_TEXT, 18, gilt, UI_CANVAS_W / 2, 1000, 1, "F11 full screen  ·  Esc back");
}

menu_action menu_mouse(menu_scene *m, ui_context *ui, SDL_Point at, bool clicked)
{
    m->hover = -1;
    for (int i = 0; i < m->count; i++) {
        SDL_Rect r = menu_rect(m, i, m->overlay);
        if (SDL_PointInRect(&at, &r) && m->items[i].enabled) m->hover = i;
    }
    if (!clicked || m->hover < 0) return MENU_NONE;
    ui_play(ui, UI_SOUND_CLICK);
    m->clicked_arg = m->items[m->hover].arg;
    return m->items[m->hover].action;
}

void notice_draw(ui_context *ui, const char *text, const char *brief, bool full)
{
    if (!text || !text[0]) return;
    if (full) { /* the whole message across the top while it is new, as many lines as it takes */
        SDL_Point size = ui_text_wrapped_size(ui, UI_FONT_TEXT, 20, 1160, text);
        SDL_Rect r = {360, 0, 1200, size.y + 18};
        ui_fill(ui, r, wine);
        ui_frame(ui, r, gilt, 3);
        ui_text_wrapped(ui, UI_FONT_TEXT, 20, paper, 960, 8, 1160, text);
    } else { /* then a small strip at the bottom that stays until saving works again, as wide as its words */
        int w = ui_text_width(ui, UI_FONT_TEXT, 17, brief) + 40;
        w = w < 800 ? 800 : w > 1880 ? 1880 : w;
        SDL_Rect r = {960 - w / 2, 1050, w, 30};
        ui_fill(ui, r, wine);
        ui_text(ui, UI_FONT_TEXT, ui_text_fit_size(ui, UI_FONT_TEXT, 17, 12, w - 20, brief), paper, 960, 1054, 1, brief);
    }
}

bool menu_item_point(const menu_scene *m, const char *label, SDL_Point *out)
{
    /* The label itself, or the first item it begins before a colon ("New game" is "New game: ..."). */
    size_t n = strlen(label);
    for (int i = 0; i < m->count; i++)
        if (!strcmp(m->items[i].label, label) || (!strncmp(m->items[i].label, label, n) && m->items[i].label[n] == ':')) {
            SDL_Rect r = menu_rect(m, i, m->overlay);
            *out = (SDL_Point){r.x + r.w / 2, r.y + r.h / 2};
            return true;
        }
    return false;
}

/* ---- the hand-over ---- */

void handover_draw(ui_context *ui, const char *name, int colour)
{
    backdrop(ui);
    char text[96];
    /* Dark words on paper inside a band of the player's colour: cream on light blue was too faint (issue 13). */
    ui_fill(ui, (SDL_Rect){500, 380, 920, 260}, player_colours[colour]);
    ui_fill(ui, (SDL_Rect){520, 400, 880, 220}, paper);
    ui_frame(ui, (SDL_Rect){500, 380, 920, 260}, gilt, 5);
    snprintf(text, sizeof text, "Pass to %s", name);
    ui_text(ui, UI_FONT_TITLE, 72, ink, 960, 420, 1, text);
    ui_text(ui, UI_FONT_TEXT, 26, ink, 960, 560, 1, "Click when only they are looking: their hand is shown next.");
}

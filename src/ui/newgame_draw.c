/* Drawing the new-game screen: the seats' rows, then the game's settings where newgame_layout.c puts
 * them, with the rows' names, the groups' titles and the line about the switch under the pointer. */
#include "ui/newgame_internal.h"

#include <stdio.h>
#include <string.h>

static const SDL_Color ink = {58, 36, 24, 255};
static const SDL_Color paper = {243, 230, 200, 255};
static const SDL_Color gilt = {176, 141, 60, 255};
static const SDL_Color wine = {140, 42, 42, 255};
static const SDL_Color muted = {170, 150, 125, 255};
static const SDL_Color pale = {235, 220, 190, 255};    /* a switch under the pointer */
static const SDL_Color greyed = {222, 212, 194, 255};  /* a value the game refuses now */

static void toggle(ui_context *ui, SDL_Rect r, const char *label, int size, bool on, bool hover)
{
    ui_fill(ui, r, on ? wine : hover ? pale : paper);
    ui_frame(ui, r, gilt, 3);
    /* Shrunk to fit the switch's width, down to 16 px. */
    int fit = ui_text_fit_size(ui, UI_FONT_TEXT, size, size < 16 ? size : 16, r.w - 16, label);
    ui_text_middle(ui, UI_FONT_TEXT, fit, on ? paper : ink, r.x + r.w / 2, r.y + r.h / 2, 1, label);
}

/* A value the game refuses now: greyed, and the pointer's line says why. */
static void refused_switch(ui_context *ui, SDL_Rect r, const char *label, int size)
{
    ui_fill(ui, r, greyed);
    ui_frame(ui, r, muted, 3);
    ui_text_middle(ui, UI_FONT_TEXT, size, muted, r.x + r.w / 2, r.y + r.h / 2, 1, label);
}

/* A row's name on the left, centred on the row's controls. */
static void row_label(ui_context *ui, int row_y, int row_h, const char *text)
{
    ui_text_middle(ui, UI_FONT_TEXT, 24, ink, NG_LABEL_X, row_y + row_h / 2, 0, text);
}

static void text_field(ui_context *ui, SDL_Rect r, const char *text, int size, bool editing)
{
    ui_fill(ui, r, editing ? (SDL_Color){255, 250, 235, 255} : (SDL_Color){248, 238, 215, 255});
    ui_frame(ui, r, editing ? wine : gilt, 3);
    ui_text_middle(ui, UI_FONT_TEXT, size, ink, r.x + 14, r.y + r.h / 2, 0, text);
}

/* The people: their number, what the game says of it (a solo game's opponent), each seat's name. */
static void draw_people(const newgame_scene *n, const newgame_view *v, ui_context *ui)
{
    char text[96];
    row_label(ui, NG_ROW_PLAYERS, 60, "Players");
    snprintf(text, sizeof text, "%d", n->players);
    ui_text_middle(ui, UI_FONT_TITLE, 44, ink, 740, NG_ROW_PLAYERS + 30, 1, text);
    for (int i = 0; i < v->count; i++)
        if (v->look[i].place == BG_PLACE_PEOPLE && v->look[i].note[0])
            ui_text_middle(ui, UI_FONT_TEXT, 24, ink, 900, NG_ROW_PLAYERS + 30, 0, v->look[i].note);
    for (int i = 0; i < n->players; i++) {
        snprintf(text, sizeof text, "Seat %d", i + 1);
        row_label(ui, NG_ROW_SEAT + i * NG_SEAT_STEP, NG_ROW_H, text);
    }
    if (n->players > 1) ui_text(ui, UI_FONT_TEXT, 18, muted, NG_RIGHT_X, NG_ROW_HINTS, 0, "click: a person, a computer or a remote player");
    ui_text(ui, UI_FONT_TEXT, 18, muted, 1060, NG_ROW_HINTS, 0, "click a colour to change it");
}

/* Each row of settings: its name (once, from its first setting that shows or says something), and a
 * hidden setting's note where its switches would be. */
static void draw_rows(const newgame_view *v, ui_context *ui)
{
    for (int i = 0; i < v->count; i++) {
        const bg_param_look *look = &v->look[i];
        if (look->place != BG_PLACE_ROW && look->place != BG_PLACE_SEAT_ROW) continue;
        int y = newgame_row_y(look);
        if (!look->shown && look->note[0]) ui_text_middle(ui, UI_FONT_TEXT, 20, muted, NG_X, y + NG_ROW_H / 2, 0, look->note);
        bool first = true;
        for (int k = 0; k < i; k++)
            if (v->look[k].place == look->place && v->look[k].row == look->row && v->look[k].label[0] &&
                (v->look[k].shown || v->look[k].note[0]))
                first = false;
        if (first && look->label[0] && (look->shown || look->note[0])) row_label(ui, y, NG_ROW_H, look->label);
    }
}

/* Text from (x, y) to the right, wrapped at spaces to `width`, `step` units a line: a setting's description. */
static void left_wrapped(ui_context *ui, int size, SDL_Color colour, int x, int y, int width, int step, const char *text)
{
    char line[2 * BG_LOOK_ABOUT + 8];
    const char *p = text;
    while (*p) {
        /* The longest run of whole words that fits (a word wider than the line goes alone). */
        size_t fit = 0;
        for (size_t k = 0;; k++) {
            if (p[k] != ' ' && p[k]) continue;
            if (k >= sizeof line) break;
            snprintf(line, sizeof line, "%.*s", (int)k, p);
            if (fit && ui_text_width(ui, UI_FONT_TEXT, size, line) > width) break;
            fit = k;
            if (!p[k]) break;
        }
        snprintf(line, sizeof line, "%.*s", (int)fit, p);
        ui_text(ui, UI_FONT_TEXT, size, colour, x, y, 0, line);
        y += step;
        p += fit;
        while (*p == ' ') p++;
    }
}

/* Each group (BG_PLACE_SIDE, BG_PLACE_FOOT): its title, and under its switches what the one under the
 * pointer does (and why the game refuses it, if it does), else the group's hint. */
static void draw_groups(const newgame_scene *n, const newgame_view *v, ui_context *ui)
{
    for (int i = 0; i < v->count; i++) {
        const bg_param_look *look = &v->look[i];
        if ((look->place != BG_PLACE_SIDE && look->place != BG_PLACE_FOOT) || !look->shown) continue;
        SDL_Point title = newgame_group_title(v, i), line_at = newgame_group_line(v, i);
        ui_text(ui, UI_FONT_TEXT, 24, ink, title.x, title.y, 0, look->label);
        int pointed = n->hover - NG_ID(i, 0);
        char line[2 * BG_LOOK_ABOUT + 8];
        bool about = pointed >= 0 && pointed < NG_VALUES && pointed < BG_PARAM_NAMES_MAX;
        if (about) {
            const char *why = newgame_value_refusal(n, v, i, pointed);
            snprintf(line, sizeof line, "%s%s%s", why ? why : "", why ? ". " : "", look->about[pointed]);
        } else {
            snprintf(line, sizeof line, "%s", look->hint);
        }
        left_wrapped(ui, 18, about ? ink : muted, line_at.x, line_at.y, newgame_group_line_width(v, i), 22, line);
    }
}

/* Which game: the window shows more than one, each by the name its main-menu item gives it. */
const char *newgame_title(const newgame_scene *n, char *out, size_t size)
{
    snprintf(out, size, "New game: %s", n->called ? n->called : n->game ? n->game->name : "");
    return out;
}

void newgame_draw(newgame_scene *n, ui_context *ui)
{
    newgame_view v;
    newgame_view_make(n, &v);
    scene_backdrop(ui);
    char title[120];
    newgame_title(n, title, sizeof title);
    ui_text(ui, UI_FONT_TITLE, ui_text_fit_size(ui, UI_FONT_TITLE, 64, 40, 1500, title), ink, 960, 54, 1, title);
    draw_people(n, &v, ui);
    draw_rows(&v, ui);
    draw_groups(n, &v, ui);
    /* Every control from one list (newgame_controls): what the mouse finds is what is drawn. */
    newgame_control controls[64];
    int count = newgame_controls_in(n, &v, controls, 64);
    for (int i = 0; i < count; i++) {
        const newgame_control *c = &controls[i];
        int id = c->id;
        bool hover = n->hover == id;
        if (id >= NG_MINUS && id <= NG_BACK) {
            bool enabled = id == NG_MINUS ? n->players > n->game->min_seats
                           : id == NG_PLUS  ? n->players < n->game->max_seats
                                            : true;
            scene_button(ui, c->rect, c->label, hover, enabled, c->size);
        } else if (id >= NG_NAME && id < NG_COLOUR) {
            text_field(ui, c->rect, c->label, c->size, n->editing == id - NG_NAME);
        } else if (id >= NG_COLOUR && id < NG_CONTROL) {
            ui_fill(ui, c->rect, scene_player_colour(n->seats[id - NG_COLOUR].colour));
            ui_frame(ui, c->rect, gilt, 3);
            ui_text_middle(ui, UI_FONT_TEXT, c->size, paper, c->rect.x + c->rect.w / 2, c->rect.y + c->rect.h / 2, 1, c->label);
        } else if (id >= NG_CONTROL && id < NG_PARAM) {
            toggle(ui, c->rect, c->label, c->size, n->control[id - NG_CONTROL] > 0, hover);
        } else {
            int index = (id - NG_PARAM) / NG_VALUES;
            bool editing = n->editing == NEWGAME_EDIT_PARAM + index;
            if (v.info[index].kind == BG_PARAM_SEED) text_field(ui, c->rect, c->label, c->size, editing);
            else if (c->refused) refused_switch(ui, c->rect, c->label, c->size);
            else toggle(ui, c->rect, c->label, c->size, c->lit, hover);
        }
    }
}

/* The rules reference screen: a side bar of chapters in our own words (the table of chapters: a new chapter is
 * a row and a drawing function in its chapter's file), Back, the card search's keys, the wheel and the mouse. */
#include "games/gah/ui/rules_internal.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

static const SDL_Color ink = {58, 36, 24, 255};

static const SDL_Color paper = {243, 230, 200, 255};

static const SDL_Color gilt = {176, 141, 60, 255};

static const SDL_Color wine = {140, 42, 42, 255};

/* Left-aligned text wrapped to `width` canvas units; returns the height used. */
int rules_text_left(ui_context *ui, int size, SDL_Color colour, int x, int y, int width, const char *text)
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

void rules_heading(ui_context *ui, const char *title) { ui_text(ui, UI_FONT_TITLE, 50, ink, CONTENT_X, 56, 0, title); }

void rules_chapter_lines(ui_context *ui, const char *title, void (*lines)(char[VARIANT_LINES][VARIANT_LINE_MAX]))
{
    rules_heading(ui, title);
    char text[VARIANT_LINES][VARIANT_LINE_MAX] = {{0}}; /* a chapter may fill fewer lines */
    lines(text);
    for (int i = 0; i < VARIANT_LINES; i++) ui_text(ui, UI_FONT_TEXT, 22, ink, CONTENT_X, 150 + i * 34, 0, text[i]);
}

typedef struct rules_chapter {
    const char *title;
    void (*draw)(rules_scene *r, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout);
} rules_chapter;

/* The chapters in the order of the side bar: a new chapter is a row and its drawing function. */
static const rules_chapter chapters[] = {
    {"The game in brief", rules_chapter_brief},   {"The main board", rules_chapter_main_board}, {"The action spaces", rules_chapter_action_board},
    {"Your hotel", rules_chapter_hotel},          {"Rule variants", rules_chapter_variants},
    {"Waltz 1: Ballrooms", rules_chapter_ballrooms}, {"Waltz 2: Celebrities", rules_chapter_celebrities},
    {"Waltz 3: Entrances", rules_chapter_entrances}, {"Waltz 4: Start player", rules_chapter_startplayer},
    {"Waltz 5: More staff", rules_chapter_more},    {"Every card", rules_chapter_cards},
};

enum { CHAPTERS = (int)(sizeof chapters / sizeof chapters[0]), CHAPTER_CARDS = CHAPTERS - 1 };

static SDL_Rect chapter_rect(int c) { return (SDL_Rect){SIDE_X, 150 + c * 66, SIDE_W, 56}; } /* eleven above Back */

static SDL_Rect back_rect(void) { return (SDL_Rect){SIDE_X, 900, SIDE_W, 76}; }

int rules_chapter_count(void) { return CHAPTERS; }

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

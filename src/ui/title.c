/* The title scene: draws the emblem, the name and the menu, and turns clicks into menu actions. */
#include "ui/title.h"

#include <SDL_image.h>
#include <stdio.h>

static const SDL_Color paper = {243, 230, 200, 255};
static const SDL_Color ink = {58, 36, 24, 255};
static const SDL_Color gilt = {176, 141, 60, 255};
static const SDL_Color wine = {140, 42, 42, 255};
static const SDL_Color wine_light = {168, 62, 56, 255};

typedef struct title_button {
    const char *label;
    SDL_Rect rect;
    title_action action;
} title_button;

static const title_button buttons[] = {
    {"New game", {810, 700, 300, 64}, TITLE_NEW_GAME},
    {"Quit", {810, 784, 300, 64}, TITLE_QUIT},
};
enum { BUTTON_COUNT = sizeof buttons / sizeof buttons[0] };

bool title_init(title_scene *t, ui_context *ui, char *err, size_t err_size)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/emblem.svg", ui->data_dir);
    t->emblem = IMG_LoadTexture(ui->renderer, path);
    t->hover = -1;
    t->status[0] = 0;
    if (!t->emblem) {
        snprintf(err, err_size, "The image %s could not be loaded: %s", path, IMG_GetError());
        return false;
    }
    return true;
}

void title_free(title_scene *t)
{
    if (t->emblem) SDL_DestroyTexture(t->emblem);
    t->emblem = NULL;
}

void title_draw(title_scene *t, ui_context *ui)
{
    SDL_SetRenderDrawColor(ui->renderer, 40, 26, 20, 255);
    SDL_RenderClear(ui->renderer);
    ui_fill(ui, (SDL_Rect){0, 0, UI_CANVAS_W, UI_CANVAS_H}, paper);
    ui_frame(ui, (SDL_Rect){24, 24, UI_CANVAS_W - 48, UI_CANVAS_H - 48}, gilt, 6);
    ui_frame(ui, (SDL_Rect){40, 40, UI_CANVAS_W - 80, UI_CANVAS_H - 80}, gilt, 2);

    SDL_Rect emblem = ui_to_window(ui, (SDL_Rect){830, 110, 260, 260});
    SDL_RenderCopy(ui->renderer, t->emblem, NULL, &emblem);

    ui_text(ui, UI_FONT_TITLE, 104, ink, UI_CANVAS_W / 2, 390, 1, "Grand Austria Hotel");
    ui_text(ui, UI_FONT_TITLE, 36, wine, UI_CANVAS_W / 2, 530, 1, "Vienna, 1900: a hotel to run and an Emperor to please");
    ui_text(ui, UI_FONT_TEXT, 22, ink, UI_CANVAS_W / 2, 600, 1,
            "An unofficial fan-made edition for owners of the board game. Not affiliated with the publisher.");

    for (int i = 0; i < BUTTON_COUNT; i++) {
        const title_button *b = &buttons[i];
        ui_fill(ui, b->rect, i == t->hover ? wine_light : wine);
        ui_frame(ui, b->rect, gilt, 3);
        ui_text(ui, UI_FONT_TITLE, 38, paper, b->rect.x + b->rect.w / 2, b->rect.y + 10, 1, b->label);
    }
    if (t->status[0]) ui_text(ui, UI_FONT_TEXT, 24, ink, UI_CANVAS_W / 2, 880, 1, t->status);
    ui_text(ui, UI_FONT_TEXT, 18, gilt, UI_CANVAS_W / 2, 1000, 1, "Esc quits  ·  F11 full screen");
}

title_action title_mouse(title_scene *t, ui_context *ui, SDL_Point at, bool clicked)
{
    t->hover = -1;
    for (int i = 0; i < BUTTON_COUNT; i++)
        if (SDL_PointInRect(&at, &buttons[i].rect)) t->hover = i;
    if (!clicked || t->hover < 0) return TITLE_NONE;
    ui_play(ui, UI_SOUND_CLICK);
    if (buttons[t->hover].action == TITLE_NEW_GAME)
        snprintf(t->status, sizeof t->status, "The game table is being built: it arrives with the next release.");
    return buttons[t->hover].action;
}

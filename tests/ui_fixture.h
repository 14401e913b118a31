/* The headless window the UI tests draw into: dummy video and audio, a 1920x1080 software renderer, the
 * game's resources and its layout. One set-up for every UI test program. */
#ifndef GAH_TESTS_UI_FIXTURE_H
#define GAH_TESTS_UI_FIXTURE_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <stdbool.h>
#include <stdio.h>

#include "ui/table.h"
#include "ui/table_assets.h"

/* False (with the reason on stderr) when SDL, the resources or the layout cannot be had. */
static inline bool ui_fixture_open(ui_context *ui, ui_layout *layout)
{
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
    if (SDL_Init(SDL_INIT_VIDEO) != 0 || TTF_Init() != 0) {
        fprintf(stderr, "SDL: %s\n", SDL_GetError());
        return false;
    }
    char err[1024], path[1200];
    if (!ui_find_resources(ui, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        return false;
    }
    ui->window = SDL_CreateWindow("test", 0, 0, 1920, 1080, 0);
    ui->renderer = SDL_CreateRenderer(ui->window, -1, SDL_RENDERER_SOFTWARE);
    ui_update_scale(ui);
    snprintf(path, sizeof path, "%s/layout.txt", ui->data_dir);
    if (!layout_load(layout, path, &gah_table_assets, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        return false;
    }
    return true;
}

/* Whether `r` lies wholly inside `box`: a control in its panel, a panel in the window. */
static inline bool ui_fixture_inside(SDL_Rect r, SDL_Rect box)
{
    return r.x >= box.x && r.y >= box.y && r.x + r.w <= box.x + box.w && r.y + r.h <= box.y + box.h;
}

/* The canvas at the window size w x h (the tests' window is 1920x1080): what sets the pixel size of the
 * fonts, so text widths are measured as a person at that size sees them. */
static inline void ui_fixture_scale(ui_context *ui, int w, int h)
{
    float sx = (float)w / UI_CANVAS_W, sy = (float)h / UI_CANVAS_H;
    ui->scale = sx < sy ? sx : sy;
}

/* A table started on a new game of `params`, its seats named Anna, Bruno, Clara and Dario in the first
 * four colours; false when the engine refuses the parameters. */
static inline bool ui_fixture_start_table(table_scene *t, const gah_params *params)
{
    gah_session s;
    if (gah_session_start(&s, params, NULL) != NULL) return false;
    table_seat seats[GAH_MAX_PLAYERS] = {{"Anna", 0}, {"Bruno", 1}, {"Clara", 2}, {"Dario", 3}};
    table_start(t, &s, seats);
    return true;
}

static inline void ui_fixture_close(ui_context *ui, ui_layout *layout)
{
    layout_free(layout);
    ui_unload(ui);
    SDL_Quit();
}

#endif

/* The entry point of the game window: options, SDL start-up with readable errors, the main loop. */
#include "ui/title.h"

#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct app_options {
    int frames;             /* > 0: render this many frames, then exit (headless tests) */
    const char *screenshot; /* write the last frame to this PNG */
    int click_x, click_y;   /* a synthetic click on the canvas at frame 2 (headless tests) */
    bool click;
    int width, height;
} app_options;

static void usage(void)
{
    printf("usage: gah [--frames N] [--screenshot FILE.png] [--click X,Y] [--size WxH]\n"
           "  --frames N        render N frames and exit (for tests)\n"
           "  --screenshot F    save the last rendered frame as a PNG\n"
           "  --click X,Y       click at canvas point X,Y (1920x1080 canvas) on the second frame\n"
           "  --size WxH        initial window size (default 1280x720)\n");
}

static bool parse_options(int argc, char **argv, app_options *o)
{
    *o = (app_options){.width = 1280, .height = 720};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage();
            exit(0);
        } else if (!strcmp(a, "--frames") && v) {
            o->frames = atoi(v);
            i++;
        } else if (!strcmp(a, "--screenshot") && v) {
            o->screenshot = v;
            i++;
        } else if (!strcmp(a, "--click") && v && sscanf(v, "%d,%d", &o->click_x, &o->click_y) == 2) {
            o->click = true;
            i++;
        } else if (!strcmp(a, "--size") && v && sscanf(v, "%dx%d", &o->width, &o->height) == 2) {
            i++;
        } else {
            fprintf(stderr, "gah: unknown or incomplete option '%s'\n", a);
            usage();
            return false;
        }
    }
    return true;
}

static bool save_screenshot(ui_context *ui, const char *path)
{
    int w, h;
    SDL_GetRendererOutputSize(ui->renderer, &w, &h);
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s) return false;
    bool ok = SDL_RenderReadPixels(ui->renderer, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch) == 0 &&
              IMG_SavePNG(s, path) == 0;
    SDL_FreeSurface(s);
    return ok;
}

int main(int argc, char **argv)
{
    app_options opt;
    if (!parse_options(argc, argv, &opt)) return 2;

    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        ui_report_error("Cannot start", SDL_GetError());
        return 1;
    }
    ui_context ui = {0};
    ui.audio_ok = SDL_InitSubSystem(SDL_INIT_AUDIO) == 0 &&
                  Mix_OpenAudio(44100, MIX_DEFAULT_FORMAT, 2, 1024) == 0;
    if (!ui.audio_ok) fprintf(stderr, "gah: no audio (%s); playing without sound\n", SDL_GetError());
    if (TTF_Init() != 0 || !(IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG)) {
        ui_report_error("Cannot start", SDL_GetError());
        return 1;
    }
    char err[1024];
    if (!ui_find_resources(&ui, err, sizeof err)) {
        ui_report_error("Missing game files", err);
        return 1;
    }
    ui.window = SDL_CreateWindow("Grand Austria Hotel", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                 opt.width, opt.height, SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    if (ui.window) ui.renderer = SDL_CreateRenderer(ui.window, -1, SDL_RENDERER_PRESENTVSYNC);
    if (!ui.renderer && ui.window) ui.renderer = SDL_CreateRenderer(ui.window, -1, SDL_RENDERER_SOFTWARE);
    if (!ui.renderer) {
        ui_report_error("Cannot open a window", SDL_GetError());
        return 1;
    }
    SDL_SetRenderDrawBlendMode(ui.renderer, SDL_BLENDMODE_BLEND);
    ui_update_scale(&ui);
    ui_load_sounds(&ui);

    title_scene title;
    if (!title_init(&title, &ui, err, sizeof err)) {
        ui_report_error("Missing game files", err);
        return 1;
    }

    bool running = true;
    int status = 0;
    for (int frame = 1; running; frame++) {
        SDL_Event e;
        while (SDL_PollEvent(&e)) {
            if (e.type == SDL_QUIT) running = false;
            else if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_ESCAPE) running = false;
            else if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_F11) {
                bool full = SDL_GetWindowFlags(ui.window) & SDL_WINDOW_FULLSCREEN_DESKTOP;
                SDL_SetWindowFullscreen(ui.window, full ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP);
            } else if (e.type == SDL_WINDOWEVENT && e.window.event == SDL_WINDOWEVENT_SIZE_CHANGED) {
                ui_update_scale(&ui);
            } else if (e.type == SDL_MOUSEMOTION || e.type == SDL_MOUSEBUTTONUP) {
                int x = e.type == SDL_MOUSEMOTION ? e.motion.x : e.button.x;
                int y = e.type == SDL_MOUSEMOTION ? e.motion.y : e.button.y;
                /* Mouse coordinates are in window points; the renderer may have more pixels (HiDPI). */
                int ww, wh, pw, ph;
                SDL_GetWindowSize(ui.window, &ww, &wh);
                SDL_GetRendererOutputSize(ui.renderer, &pw, &ph);
                if (ww > 0 && wh > 0) {
                    x = x * pw / ww;
                    y = y * ph / wh;
                }
                bool click = e.type == SDL_MOUSEBUTTONUP && e.button.button == SDL_BUTTON_LEFT;
                if (title_mouse(&title, &ui, ui_to_canvas(&ui, x, y), click) == TITLE_QUIT) running = false;
            }
        }
        if (opt.click && frame == 2) {
            SDL_Point at = {opt.click_x, opt.click_y};
            title_mouse(&title, &ui, at, false);
            if (title_mouse(&title, &ui, at, true) == TITLE_QUIT) running = false;
            printf("gah: clicked %d,%d; sounds played: %d\n", at.x, at.y, ui.sounds_played);
        }
        title_draw(&title, &ui);
        if (opt.screenshot && (!running || frame == opt.frames)) {
            if (!save_screenshot(&ui, opt.screenshot)) {
                fprintf(stderr, "gah: could not write %s: %s\n", opt.screenshot, SDL_GetError());
                status = 1;
            }
        }
        SDL_RenderPresent(ui.renderer);
        if (opt.frames > 0 && frame >= opt.frames) running = false;
    }

    title_free(&title);
    ui_unload(&ui);
    SDL_DestroyRenderer(ui.renderer);
    SDL_DestroyWindow(ui.window);
    if (ui.audio_ok) Mix_CloseAudio();
    TTF_Quit();
    IMG_Quit();
    SDL_Quit();
    return status;
}

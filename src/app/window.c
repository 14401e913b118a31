/* The window itself: the size it opens at and the size kept for next time, full screen, settings taking
 * effect, and a PNG of the frame (F12, and the harness's --screenshot). */
#include "app/internal.h"

#include <SDL_image.h>
#include <SDL_mixer.h>
#include <stdio.h>

bool app_save_png(ui_context *ui, const char *path)
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

void app_screenshot_key(app *a)
{
    char path[BG_PATH_MAX];
    if (!a->screenshot_dir[0]) return;
    snprintf(path, sizeof path, "%sscreenshot-%u.png", a->screenshot_dir, (unsigned)SDL_GetTicks());
    if (app_save_png(&a->ui, path)) fprintf(stderr, "gah: screenshot saved to %s\n", path);
}

/* Full screen that keeps drawing and hit-testing in step (issue 13): under a plain X server no window
 * manager honours the full-screen request, yet SDL takes the window to be desktop-sized and draws a
 * 1920x1080 picture into the smaller window, cropped, with clicks mapped to the wrong places. So the
 * window itself is moved and sized to the whole display first (which any X server does), and put back
 * to where it was on the way out. */
void app_set_fullscreen(app *a, bool on)
{
    static int saved_x, saved_y, saved_w, saved_h;
    SDL_Window *w = a->ui.window;
    if (on) {
        SDL_GetWindowPosition(w, &saved_x, &saved_y);
        SDL_GetWindowSize(w, &saved_w, &saved_h);
        SDL_Rect desk;
        if (SDL_GetDisplayBounds(SDL_GetWindowDisplayIndex(w), &desk) == 0) {
            SDL_SetWindowPosition(w, desk.x, desk.y);
            SDL_SetWindowSize(w, desk.w, desk.h);
        }
        SDL_SetWindowFullscreen(w, SDL_WINDOW_FULLSCREEN_DESKTOP);
    } else {
        SDL_SetWindowFullscreen(w, 0);
        if (saved_w > 0 && saved_h > 0) {
            SDL_SetWindowSize(w, saved_w, saved_h);
            SDL_SetWindowPosition(w, saved_x, saved_y);
        }
    }
    ui_update_scale(&a->ui);
}

void app_apply_settings(app *a)
{
    a->ui.volume = a->prefs.mute ? 0 : a->prefs.volume * MIX_MAX_VOLUME / 100;
    a->ui.colour_blind = a->prefs.colour_blind;
    a->ui.text_min_px = a->prefs.text_min_px;
    a->table_game->set_pace(a->table, a->run.unwatched ? 0.0f : settings_anim_factor(&a->prefs));
    if (a->table_game->set_step_ms) a->table_game->set_step_ms(a->table, a->prefs.step_ms);
    bool full = SDL_GetWindowFlags(a->ui.window) & SDL_WINDOW_FULLSCREEN_DESKTOP;
    if (full != a->prefs.fullscreen) app_set_fullscreen(a, a->prefs.fullscreen);
    char err[BG_PATH_MAX + 512];
    if (a->settings_path[0] && !settings_save(&a->prefs, a->settings_path, err, sizeof err)) {
        fprintf(stderr, "gah: %s\n", err);
        /* The reason, not the path: the message sits in the settings box (issue 39). */
        snprintf(a->settings_menu.status, sizeof a->settings_menu.status, "Settings not kept for next time: %.300s.",
                 app_save_reason(err, a->settings_path));
    } else {
        a->settings_menu.status[0] = 0;
    }
}

void app_toggle_fullscreen(app *a)
{
    a->prefs.fullscreen = !(SDL_GetWindowFlags(a->ui.window) & SDL_WINDOW_FULLSCREEN_DESKTOP);
    app_apply_settings(a);
}

/* A person's window opens as large as the desktop allows (issue 13: at 1280x720 on a 1920x1080 screen the
 * cards' text was 6-7 px), or at the size they last left it; a driven run keeps its fixed size. */
void app_choose_window_size(app *a)
{
    if (a->run.size_given || a->run.driven) return;
    SDL_Rect desk;
    if (SDL_GetDisplayUsableBounds(0, &desk) != 0) return;
    settings_window_size(&a->prefs, desk.w, desk.h, &a->run.width, &a->run.height);
}

/* The size the player gave the window, kept for next time (not full screen or maximised: those are states). */
void app_note_window_size(app *a, int w, int h)
{
    Uint32 flags = SDL_GetWindowFlags(a->ui.window);
    if (a->run.driven || (flags & (SDL_WINDOW_FULLSCREEN | SDL_WINDOW_FULLSCREEN_DESKTOP | SDL_WINDOW_MAXIMIZED))) return;
    if (w == a->prefs.window_w && h == a->prefs.window_h) return;
    if (w == a->run.width && h == a->run.height && !a->prefs.window_w) return; /* the size it opened at */
    a->prefs.window_w = w, a->prefs.window_h = h;
    a->window_resized = true;
}

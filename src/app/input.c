/* Input dispatch: SDL's events (window points) to canvas points and the current scene, the window's own
 * keys (F11 full screen, F12 a screenshot), and the press, click and quit a driver makes too. */
#include "app/internal.h"

void app_quit(app *a)
{
    /* Quitting mid-turn keeps the moves made so far: Continue resumes exactly here. */
    ai_worker_cancel(&a->worker);
    app_autosave(a, true);
    a->running = false;
}

void app_press(app *a, SDL_Point at)
{
    if (a->scene == SCENE_TABLE && a->handover_seat < 0 && !app_computer_to_move(a)) a->table_game->mouse_down(a->table, &a->ui, &a->layout, at);
}

void app_release(app *a, SDL_Point at) { app_click(a, at); }

void app_escape(app *a) { app_scene_escape(a); }

void app_click(app *a, SDL_Point at)
{
    app_menu_chosen(a, app_scene_release(a, at));
    if (a->scene == SCENE_TABLE) app_check_handover(a);
}

static SDL_Point event_canvas_point(app *a, int x, int y)
{
    /* Mouse coordinates are in window points; the renderer may have more pixels (HiDPI). */
    int ww, wh, pw, ph;
    SDL_GetWindowSize(a->ui.window, &ww, &wh);
    SDL_GetRendererOutputSize(a->ui.renderer, &pw, &ph);
    if (ww > 0 && wh > 0) {
        x = x * pw / ww;
        y = y * ph / wh;
    }
    return ui_to_canvas(&a->ui, x, y);
}

void app_handle_event(app *a, const SDL_Event *e)
{
    switch (e->type) {
    case SDL_QUIT: app_quit(a); break;
    case SDL_WINDOWEVENT:
        if (e->window.event == SDL_WINDOWEVENT_SIZE_CHANGED) {
            ui_update_scale(&a->ui);
            app_note_window_size(a, e->window.data1, e->window.data2);
        }
        break;
    case SDL_KEYDOWN:
        if (e->key.keysym.sym == SDLK_F11) app_toggle_fullscreen(a);
        else if (e->key.keysym.sym == SDLK_F12) app_screenshot_key(a);
        else if (e->key.keysym.sym == SDLK_ESCAPE) app_escape(a);
        else app_scene_key(a, e->key.keysym);
        break;
    case SDL_TEXTINPUT: app_scene_text(a, e->text.text); break;
    case SDL_MOUSEMOTION: app_scene_motion(a, event_canvas_point(a, e->motion.x, e->motion.y)); break;
    case SDL_MOUSEWHEEL: app_scene_wheel(a, e->wheel.y); break;
    case SDL_MOUSEBUTTONDOWN:
        if (e->button.button == SDL_BUTTON_LEFT) app_press(a, event_canvas_point(a, e->button.x, e->button.y));
        break;
    case SDL_MOUSEBUTTONUP:
        if (e->button.button == SDL_BUTTON_LEFT) app_release(a, event_canvas_point(a, e->button.x, e->button.y));
        if (e->button.button == SDL_BUTTON_RIGHT && a->scene == SCENE_TABLE)
            a->table_game->set_pinned(a->table, !a->table_game->pinned(a->table));
        break;
    default: break;
    }
}

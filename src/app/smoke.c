/* The smoke run: plays a whole game through the window by pressing and releasing the mouse where a
 * person would, one command per frame. Any legal command the table cannot reach is a failure. The game's
 * driver (ui/table_driver.h) picks the move and says where a person makes it. */
#include "app/harness.h"

#include <stdio.h>

bool smoke_step(app *a, uint64_t *rng, char *err, size_t err_size)
{
    const ui_table_game *tg = a->table_game;
    if (a->scene != SCENE_TABLE) {
        snprintf(err, err_size, "the game left the table unexpectedly (scene %d)", a->scene);
        return false;
    }
    if (a->handover_seat >= 0) {
        app_click(a, (SDL_Point){960, 540});
        return true;
    }
    if (tg->summary_showing(a->table, a->ui.now)) {
        /* a person reads the Emperor's table (and the ballrooms'), then clicks */
        app_click(a, (SDL_Point){960, 540});
        return true;
    }
    const bg_session *s = app_session(a);
    int seat = tg->to_act(a->table);
    if (seat < 0 || s->control[seat] != BG_CONTROL_PERSON) return true; /* the app plays it */
    bg_move move;
    if (!tg->driver->pick(a->table, rng, &move)) {
        snprintf(err, err_size, "no legal command at prompt %s", s->game->prompt_name(s->game->prompt(s->state).kind));
        return false;
    }
    bool applied;
    ui_driver_env env = harness_env(a, rng);
    if (!tg->driver->play(a->table, &env, move, &applied, err, err_size)) return false;
    if (!applied) {
        char text[64];
        s->game->move_format(move, text, sizeof text);
        snprintf(err, err_size, "'%s' did not happen through the mouse (%s)", text, tg->message(a->table));
        return false;
    }
    return true;
}

/* ---- The hands the game's driver functions are given ---- */

typedef struct hands {
    app *a;
    uint64_t *rng; /* the smoke steps' randomness */
} hands;

static void press(void *ctx, SDL_Point at) { app_press(((hands *)ctx)->a, at); }
static void click(void *ctx, SDL_Point at) { app_click(((hands *)ctx)->a, at); }

static bool smoke(void *ctx, char *err, size_t err_size)
{
    hands *k = ctx;
    return smoke_step(k->a, k->rng, err, err_size);
}

static int scene(void *ctx)
{
    const app *a = ((hands *)ctx)->a;
    return a->scene == SCENE_TABLE ? UI_DRIVER_TABLE : a->scene == SCENE_FINAL ? UI_DRIVER_FINAL : UI_DRIVER_OTHER;
}

static bool handover(void *ctx) { return ((hands *)ctx)->a->handover_seat >= 0; }

static bool start(void *ctx, const void *params)
{
    app *a = ((hands *)ctx)->a;
    app_start_new_game(a, params, a->newgame.seats);
    return a->table_live;
}

ui_driver_env harness_env(app *a, uint64_t *rng)
{
    static hands k; /* one window and one harness: the hands stay valid while an env is used */
    k = (hands){a, rng};
    return (ui_driver_env){.ctx = &k, .ui = &a->ui, .layout = &a->layout, .press = press, .click = click,
                           .smoke = smoke, .scene = scene, .handover = handover, .start = start};
}

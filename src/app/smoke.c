/* The smoke run: plays a whole game through the window by pressing and releasing the mouse where a
 * person would, one command per frame. Any legal command the table cannot reach is a failure. The game's
 * driver (ui/table_driver.h) picks the move; its table says where the move's places are. */
#include "app/harness.h"

#include <stdio.h>

static SDL_Point centre(SDL_Rect r) { return (SDL_Point){r.x + r.w / 2, r.y + r.h / 2}; }
static bool same_el(ui_el a, ui_el b) { return a.kind == b.kind && a.index == b.index; }

/* Where a person would press on element `e`: its centre, or when something lies on it there (a coloured die
 * on its action space) the first free point of a grid over it, as a person aims beside the die. */
static SDL_Point reach(const app *a, ui_el e, SDL_Rect r)
{
    SDL_Point p = centre(r);
    for (int gy = 1; gy < 8; gy++)
        for (int gx = 1; gx < 8; gx++) {
            if (same_el(a->table_game->el_at(a->table, &a->layout, p), e)) return p;
            p = (SDL_Point){r.x + gx * r.w / 8, r.y + gy * r.h / 8};
        }
    return centre(r);
}

bool smoke_play(app *a, bg_move move, bool *applied, char *err, size_t err_size)
{
    const ui_table_game *tg = a->table_game;
    const bg_session *s = app_session(a);
    char text[64];
    s->game->move_format(move, text, sizeof text);
    *applied = false;
    ui_el toggle = tg->move_toggle(a->table, move); /* a switch the move needs set first (the boost) */
    if (toggle.kind) {
        SDL_Point b = centre(tg->el_rect(a->table, &a->layout, toggle));
        app_press(a, b);
        app_click(a, b);
    }
    ui_el from, to;
    tg->move_places(a->table, move, &from, &to);
    SDL_Rect fr = tg->el_rect(a->table, &a->layout, from), tr = tg->el_rect(a->table, &a->layout, to);
    if (!from.kind || fr.w <= 0 || tr.w <= 0) {
        snprintf(err, err_size, "'%s' has no place on the table", text);
        return false;
    }
    SDL_Point p = reach(a, from, fr), q = reach(a, to, tr);
    ui_el at_from = tg->el_at(a->table, &a->layout, p);
    if (tg->animating(a->table, a->ui.now)) {
        /* A paced step may open a panel over it (module 1's ballrooms for a dancer), and while others' steps
         * show the table takes no move (issue 40): a person's first click skips them, as the table's own
         * release does. */
        tg->skip_motion(a->table);
        at_from = tg->el_at(a->table, &a->layout, p);
    }
    if (!same_el(at_from, from)) {
        snprintf(err, err_size, "'%s': where it starts is covered by something else", text);
        return false;
    }
    uint64_t before = s->game->hash(s->state);
    int count_before = s->count;
    app_press(a, p);
    if (!same_el(tg->el_at(a->table, &a->layout, q), to)) {
        snprintf(err, err_size, "'%s': where it lands is covered by something else", text);
        return false;
    }
    tg->mouse_move(a->table, q);
    app_release(a, q);
    *applied = s->count != count_before || s->game->hash(s->state) != before;
    return true;
}

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
    if (!smoke_play(a, move, &applied, err, err_size)) return false;
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
static bool play(void *ctx, bg_move move, bool *applied, char *err, size_t err_size)
{
    return smoke_play(((hands *)ctx)->a, move, applied, err, err_size);
}

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
                           .smoke = smoke, .scene = scene, .handover = handover, .start = start, .play = play};
}

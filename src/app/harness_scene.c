/* The scene a harness run opens on: --scene (a screenshot's or a test's starting point: the new-game
 * screen, a table at set-up, the game's own scenes - mid-game, crowded, the final scoring, ... -, settings,
 * rules) and the game that --smoke and --bench play. Set up through the app's own functions, as a person's
 * game is; the game's own scenes through its driver (ui/table_driver.h). */
#include "app/harness.h"

#include <stdio.h>
#include <string.h>

/* Whether `name` is one of the game's own scenes. */
static bool game_scene(const ui_table_driver *d, const char *name)
{
    for (int i = 0; d->scenes[i]; i++)
        if (!strcmp(d->scenes[i], name)) return true;
    return false;
}

void harness_open_scene(app *a, harness *h)
{
    harness_options *o = &h->opt;
    const ui_table_game *tg = a->table_game;
    const ui_table_driver *d = tg->driver;
    if (o->scene && !strcmp(o->scene, "menu")) return; /* --bench N --scene menu */
    if (o->bench_frames > 0) o->scene = "table";
    const char *sc = o->scene ? o->scene : "";
    /* --bench times a mid-game table. */
    const char *setup = o->bench_frames > 0 ? "midgame" : game_scene(d, sc) ? sc : NULL;
    if (o->smoke || setup || !strcmp(sc, "table")) {
        app_params params;
        d->params(params.bytes, o->players, o->seed, o->setting_count, o->setting_keys, o->setting_values);
        app_start_new_game(a, params.bytes, a->newgame.seats);
        /* Settings the game refuses (module 4 solo): say why before the run fails. */
        if (!a->table_live) fprintf(stderr, "gah: the game cannot be set up: %s\n", a->menu.status);
        int seats = tg->game->params_seats(params.bytes);
        for (int k = 0; k < o->computers && k < seats; k++)
            bg_session_set_computer(app_session(a), seats - 1 - k, "random"); /* the generic random agent */
        if (setup && a->table_live) {
            ui_driver_env env = harness_env(a, &h->rng);
            if (!d->scene(a->table, setup, &env)) a->scene = SCENE_FINAL; /* the game was played out */
            else a->shown_seat = tg->to_act(a->table);
        }
    } else if (o->scene && !strcmp(o->scene, "rules")) {
        a->settings_return = SCENE_MENU;
        a->scene = SCENE_RULES;
        tg->rules_text(a->table, d->rules_query);
    } else if (o->scene && !strcmp(o->scene, "settings")) {
        a->settings_return = SCENE_MENU;
        app_build_settings_menu(a);
        a->scene = SCENE_SETTINGS;
    } else if (o->scene) {
        a->scene = SCENE_NEW_GAME;
    }
}

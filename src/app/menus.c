/* The menus: their items (main menu, recent games, pause, settings) and what choosing one does - the
 * scene it opens, the game it loads or starts, the setting it changes. */
#include "app/internal.h"
#include "app/net_play.h"

#include <stdio.h>
#include <string.h>

/* The game Continue resumes: the newest unfinished one that loads; -1 when there is none. */
static int newest_unfinished(const app *a)
{
    for (int i = 0; i < a->recent_count; i++)
        if (a->recent[i].readable && !a->recent[i].finished) return i;
    return -1;
}

/* The recent games to resume, newest first (the list was read by app_build_main_menu). */
static void build_recent_menu(app *a)
{
    menu_scene *m = &a->recent_menu;
    m->title = "Recent games";
    m->subtitle = "Every game is saved after each move. The last six unfinished and six finished games are kept.";
    m->count = 0;
    m->wide = true;
    m->status[0] = 0;
    for (int i = 0; i < a->recent_count && m->count < 6; i++) {
        menu_add(m, a->recent[i].label, MENU_RESUME_GAME, a->recent[i].readable);
        m->items[m->count - 1].arg = i;
    }
    menu_add(m, "Back", MENU_BACK, true);
    m->hover = -1;
}

void app_build_main_menu(app *a)
{
    menu_scene *m = &a->menu;
    m->title = "Grand Austria Hotel";
    m->count = 0;
    app_autosave(a, true);  /* a save still owed (one that failed) goes in before... */
    app_close_game_file(a); /* ...the game on the table is closed: another window may open it now */
    app_net_stop(a);        /* and no longer hosted or joined */
    a->recent_count = a->pref_dir[0] ? recent_list(a->pref_dir, a->recent, RECENT_MAX, &app_recent_words) : 0;
    /* Continue names the game it resumes (two games of the window look alike otherwise). */
    int next = newest_unfinished(a);
    char resume[120] = "Continue";
    if (next >= 0 && a->recent[next].game[0]) snprintf(resume, sizeof resume, "Continue: %s", a->recent[next].game);
    menu_add(m, resume, MENU_CONTINUE, next >= 0);
    menu_add(m, "Recent games", MENU_RECENT, a->recent_count > 0);
    /* A new game of each game the window shows, by its name (games.c). */
    for (int g = 0; app_games[g]; g++) {
        char label[120];
        snprintf(label, sizeof label, "New game: %s", app_games[g]->short_name);
        menu_add(m, label, MENU_NEW_GAME, true);
        m->items[m->count - 1].arg = g;
    }
    menu_add(m, "Join game", MENU_JOIN, true);
    menu_add(m, "First-game tutorial", MENU_TUTORIAL, true);
    menu_add(m, "Load saved game", MENU_LOAD, app_saved_game_exists(a));
    menu_add(m, "Rules and cards", MENU_RULES, true);
    menu_add(m, "Settings", MENU_SETTINGS, true);
    menu_add(m, "Quit", MENU_QUIT, true);
    m->hover = -1;
}

void app_build_pause_menu(app *a)
{
    menu_scene *m = &a->pause;
    m->title = "Paused";
    m->count = 0;
    menu_add(m, "Resume", MENU_RESUME, true);
    /* A joined game is the host's to save: this window holds only its seat's view, no record to write. */
    if (!app_net_joined(a)) menu_add(m, "Save game", MENU_SAVE, a->pref_dir[0] != 0);
    menu_add(m, "Load saved game", MENU_LOAD, a->pref_dir[0] != 0);
    menu_add(m, "Rules and cards", MENU_RULES, true);
    menu_add(m, "Settings", MENU_SETTINGS, true);
    menu_add(m, "Quit to menu", MENU_TO_MENU, true);
    m->hover = -1;
}

static const char *const speed_names[] = {"off", "fast", "normal", "slow"};

void app_build_settings_menu(app *a)
{
    menu_scene *m = &a->settings_menu;
    char label[48];
    m->title = "Settings";
    m->count = 0;
    snprintf(label, sizeof label, "Volume: %d%%", a->prefs.volume);
    menu_add(m, label, MENU_VOLUME, true);
    menu_add(m, a->prefs.mute ? "Sound: off" : "Sound: on", MENU_MUTE, true);
    snprintf(label, sizeof label, "Animations: %s", speed_names[a->prefs.anim_speed]);
    menu_add(m, label, MENU_ANIMATIONS, true);
    menu_add(m, a->prefs.fullscreen ? "Full screen: on" : "Full screen: off", MENU_FULLSCREEN, true);
    menu_add(m, a->prefs.colour_blind ? "Colour-blind aids: on" : "Colour-blind aids: off", MENU_COLOUR_BLIND, true);
    menu_add(m, a->prefs.confirm_end_turn ? "Confirm ending a turn: on" : "Confirm ending a turn: off", MENU_CONFIRM, true);
    if (a->prefs.text_min_px > 0) snprintf(label, sizeof label, "Smallest text: %d px", a->prefs.text_min_px);
    else snprintf(label, sizeof label, "Smallest text: as laid out");
    menu_add(m, label, MENU_TEXT_SIZE, true);
    snprintf(label, sizeof label, "Others' turns: %g s a step", a->prefs.step_ms / 1000.0);
    menu_add(m, label, MENU_STEP_PACE, true);
    snprintf(label, sizeof label, "Computer thinks: %g s", a->prefs.think_ms / 1000.0);
    menu_add(m, label, MENU_THINKING, true);
    /* Hints need the game's hint function: without it the setting would change nothing. */
    menu_add(m, a->prefs.hints ? "Hints: on" : "Hints: off", MENU_HINTS, ai_hint_available(&a->worker));
    menu_add(m, "Back", MENU_BACK, true);
    m->hover = -1;
}

/* A recent game's own file keeps being its save; an older version's autosave goes on in a new file. */
static void resume_recent(app *a, int i, menu_scene *status_menu)
{
    const char *file = a->recent[i].file;
    app_load_game(a, file, status_menu, strncmp(file, RECENT_DIR "/", strlen(RECENT_DIR) + 1) == 0);
}

void app_menu_chosen(app *a, menu_action act)
{
    switch (act) {
    case MENU_CONTINUE: {
        int i = newest_unfinished(a);
        if (i >= 0) resume_recent(a, i, &a->menu);
        break;
    }
    case MENU_RECENT:
        build_recent_menu(a);
        a->scene = SCENE_RECENT;
        break;
    case MENU_RESUME_GAME: {
        int i = a->recent_menu.clicked_arg;
        if (i >= 0 && i < a->recent_count) resume_recent(a, i, &a->recent_menu);
        break;
    }
    case MENU_NEW_GAME:
        if (a->menu.clicked_arg >= 0 && a->menu.clicked_arg < APP_GAMES_MAX && app_games[a->menu.clicked_arg])
            app_use_game(a, app_games[a->menu.clicked_arg]);
        app_open_newgame(a);
        a->scene = SCENE_NEW_GAME;
        break;
    case MENU_LOAD: app_load_game(a, "saved.gah", a->scene == SCENE_PAUSE ? &a->pause : &a->menu, false); break;
    case MENU_FULLSCREEN: app_toggle_fullscreen(a); break;
    case MENU_QUIT: app_quit(a); break;
    case MENU_RESUME: a->scene = SCENE_TABLE; break;
    case MENU_SAVE:
        app_save_game(a, "saved.gah", &a->pause);
        app_build_pause_menu(a);
        for (int i = 0; i < a->pause.count; i++) a->pause.items[i].enabled |= a->pause.items[i].action == MENU_LOAD;
        break;
    case MENU_TO_MENU:
        ai_worker_cancel(&a->worker);
        app_autosave(a, true);
        app_build_main_menu(a);
        a->scene = SCENE_MENU;
        break;
    case MENU_START: app_start_from_newgame(a); break;
    case MENU_JOIN: join_screen_open(a); break;
    case MENU_TUTORIAL:
        if (a->table_game != app_games[0]) { /* the first-game tutorial is the base game's */
            app_use_game(a, app_games[0]);
            app_open_newgame(a);
        }
        app_start_tutorial(a);
        break;
    case MENU_BACK:
        a->scene = a->scene == SCENE_SETTINGS ? a->settings_return : SCENE_MENU;
        if (a->scene == SCENE_MENU) app_build_main_menu(a);
        break;
    case MENU_RULES:
        a->settings_return = a->scene;
        a->table_game->rules_open(a->table);
        a->scene = SCENE_RULES;
        break;
    case MENU_SETTINGS:
        a->settings_return = a->scene;
        app_build_settings_menu(a);
        a->scene = SCENE_SETTINGS;
        break;
    case MENU_VOLUME: a->prefs.volume = settings_volume_step(a->prefs.volume); break;
    case MENU_MUTE: a->prefs.mute = !a->prefs.mute; break;
    case MENU_ANIMATIONS: a->prefs.anim_speed = (a->prefs.anim_speed + 1) % 4; break;
    case MENU_COLOUR_BLIND: a->prefs.colour_blind = !a->prefs.colour_blind; break;
    case MENU_THINKING: a->prefs.think_ms = settings_think_step(a->prefs.think_ms); break;
    case MENU_HINTS: a->prefs.hints = !a->prefs.hints; break;
    case MENU_STEP_PACE: a->prefs.step_ms = settings_step_step(a->prefs.step_ms); break;
    case MENU_TEXT_SIZE: a->prefs.text_min_px = settings_text_step(a->prefs.text_min_px); break;
    case MENU_CONFIRM:
        a->prefs.confirm_end_turn = !a->prefs.confirm_end_turn;
        a->table_game->set_confirm(a->table, a->prefs.confirm_end_turn);
        break;
    default: break;
    }
    /* The settings' own items (MENU_VOLUME onwards): the change takes effect and the menu shows it. */
    if (act >= MENU_VOLUME || (act == MENU_FULLSCREEN && a->scene == SCENE_SETTINGS)) {
        if (act != MENU_FULLSCREEN) app_apply_settings(a);
        app_build_settings_menu(a);
        ui_play(&a->ui, UI_SOUND_COIN);
    }
}

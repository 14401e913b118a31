/* The scenes as one table (`scene_rows[]`): per scene its drawing, its menu or its mouse handling, and
 * what a click, Esc, a key, typed text and the wheel do. A new scene is a row. */
#include "app/internal.h"
#include "app/net_play.h"

static menu_scene *main_menu_of(app *a) { return &a->menu; }
static menu_scene *pause_menu_of(app *a) { return &a->pause; }
static menu_scene *settings_menu_of(app *a) { return &a->settings_menu; }
static menu_scene *recent_menu_of(app *a) { return &a->recent_menu; }

/* ---- Drawing ---- */

static void draw_main_menu(app *a) { menu_draw(&a->menu, &a->ui, a->emblem, false); }
static void draw_newgame(app *a) { newgame_draw(&a->newgame, &a->ui); }
static void draw_table(app *a)
{
    const ui_table_game *tg = a->table_game;
    if (a->handover_seat >= 0) {
        const bg_session *s = app_session(a);
        handover_draw(&a->ui, s->names[a->handover_seat], s->colours[a->handover_seat]);
    } else {
        /* A computer's hand stays face down while a person is at the table (watching computers alone,
         * nothing is hidden from anybody). */
        const bg_session *s = app_session(a);
        bool people = false;
        for (int i = 0; i < s->game->seats(s->state); i++) people |= s->control[i] == BG_CONTROL_PERSON;
        int seat = tg->to_act(a->table);
        bool remote = seat >= 0 && s->control[seat] == BG_CONTROL_REMOTE; /* a player at another machine */
        /* While others' steps still show, the hand on the big board may be the one who played them (the person's
         * own stays face up when they are the only one, the table's rule). */
        bool steps = tg->showing_steps && tg->showing_steps(a->table);
        hint_to_table(a);
        if (tg->set_stood_in) {
            unsigned stood_in = 0;
            for (int i = 0; i < s->game->seats(s->state); i++) stood_in |= app_net_stands_in(a, i) ? 1u << i : 0u;
            tg->set_stood_in(a->table, stood_in);
        }
        tg->draw(a->table, &a->ui, &a->atlas, &a->layout, people && (app_computer_to_move(a) || remote || steps));
        tg->draw_steps(a->table, &a->ui);
        hint_draw(a);
        app_net_draw(a);
        tg->draw_guide(a->table, &a->ui, &a->layout);
        if (ai_worker_busy(&a->worker) && !SDL_AtomicGet(&a->worker.done) && app_computer_to_move(a))
            tg->draw_thinking(a->table, &a->ui, a->worker.seat, tg->players->label(s->agent[a->worker.seat]),
                              a->ui.now - a->worker.started);
    }
}
static void draw_pause(app *a)
{
    a->table_game->draw(a->table, &a->ui, &a->atlas, &a->layout, true);
    menu_draw(&a->pause, &a->ui, NULL, true);
}
static void draw_final(app *a) { a->table_game->final_draw(a->table, &a->ui, a->ui.now - a->final_since); }
static void draw_rules(app *a) { a->table_game->rules_draw(a->table, &a->ui, &a->atlas, &a->layout); }
static void draw_settings(app *a)
{
    if (a->settings_return == SCENE_PAUSE) a->table_game->draw(a->table, &a->ui, &a->atlas, &a->layout, true);
    else menu_draw(&a->menu, &a->ui, a->emblem, false);
    menu_draw(&a->settings_menu, &a->ui, NULL, true);
}
static void draw_recent(app *a) { menu_draw(&a->recent_menu, &a->ui, NULL, false); }
static void draw_join(app *a) { join_screen_draw(a); }

/* ---- Esc ---- */

static void escape_to_pause(app *a)
{
    app_build_pause_menu(a);
    a->scene = SCENE_PAUSE;
}
static void escape_to_table(app *a) { a->scene = SCENE_TABLE; }
static void escape_to_menu(app *a)
{
    a->scene = SCENE_MENU;
    app_build_main_menu(a);
}
static void escape_quit(app *a) { a->running = false; }
static void escape_back(app *a)
{
    a->scene = a->settings_return;
    if (a->scene == SCENE_MENU) app_build_main_menu(a);
}

/* ---- The mouse on scenes that are not menus ---- */

static void newgame_motion(app *a, SDL_Point at) { newgame_mouse(&a->newgame, &a->ui, at, false); }
static menu_action newgame_release(app *a, SDL_Point at) { return newgame_mouse(&a->newgame, &a->ui, at, true); }
static void rules_motion(app *a, SDL_Point at) { a->table_game->rules_mouse(a->table, at); }
static menu_action rules_release(app *a, SDL_Point at)
{
    if (a->table_game->rules_click(a->table, at)) escape_back(a);
    return MENU_NONE;
}
static void final_motion(app *a, SDL_Point at) { a->table_game->final_mouse(a->table, at); }
static menu_action final_release(app *a, SDL_Point at)
{
    int b = a->table_game->final_mouse(a->table, at);
    if (b == UI_FINAL_NONE) return MENU_NONE;
    ui_play(&a->ui, UI_SOUND_CLICK);
    /* A joined game's rematch and record are the host's: this window has its seat's view, not the game. */
    if ((b == UI_FINAL_REMATCH || b == UI_FINAL_SAVE_REPLAY) && app_net_joined(a))
        a->table_game->final_status(a->table, b == UI_FINAL_REMATCH
                                                  ? "The host starts a rematch: then choose Join game with the same code."
                                                  : "The host keeps this game's record: its replay is saved there.");
    else if (b == UI_FINAL_REMATCH) app_rematch(a);
    else if (b == UI_FINAL_SAVE_REPLAY) app_save_replay(a);
    else {
        a->scene = SCENE_MENU;
        app_build_main_menu(a);
    }
    return MENU_NONE;
}
static void table_motion(app *a, SDL_Point at)
{
    a->table_game->mouse_move(a->table, at);
    a->table_game->hover(a->table, &a->layout, at, a->ui.now);
}

/* A click on the table goes to the first of these that wants it: a summary shown until a click (the
 * Emperor scoring's table, the ballroom scoring's: dismissed), the hand-over screen, the guide's Next, a
 * computer's turn (the pieces hurry along), the Hint button, and only then the table itself. */
static menu_action table_release(app *a, SDL_Point at)
{
    const ui_table_game *tg = a->table_game;
    if (tg->summary_showing(a->table, a->ui.now)) { /* dismissed by a click, which does nothing else */
        tg->summary_close(a->table, a->ui.now);
        return MENU_NONE;
    }
    if (a->handover_seat >= 0) {
        app_handover_taken(a);
        return MENU_NONE;
    }
    if (tg->guide_click(a->table, at)) { /* the tutorial note's Next */
        tg->mouse_cancel(a->table);
        if (tg->guide_declined && tg->guide_declined(a->table)) { /* "Don't show again": kept in settings.txt */
            a->prefs.guides = false;
            app_apply_settings(a);
        }
        return MENU_NONE;
    }
    if (app_net_click(a, at)) { /* the network's line: copy the code, a computer for an absent player */
        tg->mouse_cancel(a->table);
        return MENU_NONE;
    }
    int seat = tg->to_act(a->table);
    bool remote = seat >= 0 && app_session(a)->control[seat] == BG_CONTROL_REMOTE && !app_net_stands_in(a, seat);
    if (app_computer_to_move(a) || remote || app_net_waiting(a)) {
        /* a computer's or a remote player's turn: a click only hurries the pieces along */
        tg->skip_motion(a->table);
        tg->mouse_cancel(a->table);
        return MENU_NONE;
    }
    if (hint_click(a, at)) {
        tg->mouse_cancel(a->table);
        return MENU_NONE;
    }
    if (tg->mouse_up(a->table, &a->ui, &a->layout, at)) app_after_command(a, -1);
    app_check_handover(a);
    return MENU_NONE;
}

/* ---- Keys, typed text, the wheel ---- */

static void newgame_keydown(app *a, SDL_Keysym k) { newgame_key(&a->newgame, k.sym); }
static void rules_keydown(app *a, SDL_Keysym k) { a->table_game->rules_key(a->table, k.sym); }
static void table_keydown(app *a, SDL_Keysym k)
{
    if ((k.mod & KMOD_CTRL) && k.sym == SDLK_z && bg_session_undo(app_session(a))) a->table_game->refresh(a->table);
}
static void newgame_typed(app *a, const char *text) { newgame_text(&a->newgame, text); }
static void rules_typed(app *a, const char *text) { a->table_game->rules_text(a->table, text); }
static void rules_wheeled(app *a, int dy) { a->table_game->rules_wheel(a->table, dy); }
static void table_wheeled(app *a, int dy) { a->table_game->wheel(a->table, dy); }

/* ---- The table of scenes ---- */

/* A scene is drawn by `draw`; a menu scene's mouse goes to its menu, another's to `motion`/`release`. */
typedef struct scene_row {
    bool art; /* it draws cards or boards: the atlas pages must be ready (app_scene_art_ready) */
    void (*draw)(app *a);
    menu_scene *(*menu)(app *a);
    void (*motion)(app *a, SDL_Point at);
    menu_action (*release)(app *a, SDL_Point at); /* a left click, when the scene is not a menu */
    void (*escape)(app *a);
    void (*key)(app *a, SDL_Keysym key);
    void (*text)(app *a, const char *text);
    void (*wheel)(app *a, int dy);
} scene_row;

static const scene_row scene_rows[SCENE_COUNT] = {
    [SCENE_MENU] = {.draw = draw_main_menu, .menu = main_menu_of, .escape = escape_quit},
    [SCENE_NEW_GAME] = {.draw = draw_newgame, .motion = newgame_motion, .release = newgame_release, .escape = escape_to_menu,
                        .key = newgame_keydown, .text = newgame_typed},
    [SCENE_TABLE] = {.art = true, .draw = draw_table, .motion = table_motion, .release = table_release, .escape = escape_to_pause,
                     .key = table_keydown, .wheel = table_wheeled},
    [SCENE_PAUSE] = {.art = true, .draw = draw_pause, .menu = pause_menu_of, .escape = escape_to_table},
    [SCENE_FINAL] = {.draw = draw_final, .motion = final_motion, .release = final_release, .escape = escape_to_menu},
    [SCENE_SETTINGS] = {.art = true, .draw = draw_settings, .menu = settings_menu_of, .escape = escape_back},
    [SCENE_RULES] = {.art = true, .draw = draw_rules, .motion = rules_motion, .release = rules_release, .escape = escape_back, .key = rules_keydown,
                     .text = rules_typed, .wheel = rules_wheeled},
    [SCENE_RECENT] = {.draw = draw_recent, .menu = recent_menu_of, .escape = escape_to_menu},
    [SCENE_JOIN] = {.draw = draw_join, .motion = join_screen_motion, .release = join_screen_release, .escape = escape_to_menu,
                    .key = join_screen_key, .text = join_screen_text},
};

static const scene_row *scene_of(const app *a) { return &scene_rows[a->scene]; }

void app_scene_draw(app *a)
{
    scene_of(a)->draw(a);
    notice_draw(&a->ui, a->save_error, a->save_brief, SDL_GetTicks() - a->save_error_since < 12000);
}

/* The pages decoded on threads since start-up (main.c's load_art) are waited for and made textures the
 * first time a scene with cards is drawn. */
bool app_scene_art_ready(app *a)
{
    if (!scene_of(a)->art || !a->atlas.loader) return true;
    char err[1600];
    if (atlas_ready(&a->atlas, a->ui.renderer, err, sizeof err)) return true;
    ui_report_error("Missing game files", err);
    return false;
}

menu_action app_scene_release(app *a, SDL_Point at)
{
    const scene_row *row = scene_of(a);
    if (row->menu) return menu_mouse(row->menu(a), &a->ui, at, true);
    return row->release ? row->release(a, at) : MENU_NONE;
}

void app_scene_motion(app *a, SDL_Point at)
{
    const scene_row *row = scene_of(a);
    if (row->menu) menu_mouse(row->menu(a), &a->ui, at, false);
    else if (row->motion) row->motion(a, at);
}

void app_scene_escape(app *a) { scene_of(a)->escape(a); }

void app_scene_key(app *a, SDL_Keysym key)
{
    if (scene_of(a)->key) scene_of(a)->key(a, key);
}

void app_scene_text(app *a, const char *text)
{
    if (scene_of(a)->text) scene_of(a)->text(a, text);
}

void app_scene_wheel(app *a, int dy)
{
    if (scene_of(a)->wheel) scene_of(a)->wheel(a, dy);
}

/* The computer's or person's seat's events are paced step by step (the game's after_command); the autosave
 * is told at once. */
void app_after_command(app *a, int paced_seat)
{
    bool over = a->table_game->after_command(a->table, &a->ui, &a->layout, paced_seat);
    app_autosave(a, true);
    if (over) {
        ui_play(&a->ui, UI_SOUND_FANFARE);
        a->scene = SCENE_FINAL;
        a->final_since = a->ui.now;
    }
}

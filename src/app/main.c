/* The entry point of the game window: start-up with readable errors, the main loop (events, the driver's
 * hooks, computer players, autosave, drawing, and resting while nothing moves) and shutting down. */
#include "app/internal.h"
#include "app/net_play.h"
#include "ui/own_art.h"
#include "ui/pixel_memory.h"

#include <SDL_image.h>
#include <SDL_mixer.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool start_video(app *a, char *err, size_t err_size)
{
    ui_context *ui = &a->ui;
    ui->window = SDL_CreateWindow("Grand Austria Hotel", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, a->run.width,
                                  a->run.height, SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    if (ui->window) ui->renderer = SDL_CreateRenderer(ui->window, -1, SDL_RENDERER_PRESENTVSYNC);
    if (!ui->renderer && ui->window) ui->renderer = SDL_CreateRenderer(ui->window, -1, SDL_RENDERER_SOFTWARE);
    if (!ui->renderer) {
        snprintf(err, err_size, "%s", SDL_GetError());
        return false;
    }
    SDL_SetRenderDrawBlendMode(ui->renderer, SDL_BLENDMODE_BLEND);
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear");
    ui_update_scale(ui);
    return true;
}

static bool load_art(app *a, char *err, size_t err_size)
{
    char path[1100];
    snprintf(path, sizeof path, "%s/emblem.svg", a->ui.data_dir);
    char why[1300];
    a->emblem = atlas_load_picture(a->ui.renderer, path, why, sizeof why);
    if (!a->emblem) {
        snprintf(err, err_size, "The image %.900s could not be loaded: %.100s", path, why);
        return false;
    }
    /* The window's own icon (title bar, task switcher), from the emblem the desktop icons are drawn from. */
    SDL_RWops *icon_file = SDL_RWFromFile(path, "rb");
    SDL_Surface *icon = icon_file ? IMG_LoadSizedSVG_RW(icon_file, 64, 64) : NULL;
    if (icon_file) SDL_RWclose(icon_file);
    if (icon) {
        SDL_SetWindowIcon(a->ui.window, icon);
        SDL_FreeSurface(icon);
    }
    /* The 2x atlas keeps cards sharp on large windows. */
    int scale = a->ui.scale > 1.25f ? 2 : 1; /* 2x pages only where the canvas is drawn larger than 1:1 */
    /* The pages are decoded on threads while the menu opens; a scene with cards waits for them
     * (app_scene_art_ready). The 2x pages follow the 1x ones (atlas_poll), so the first table of a large
     * window waits for the quarter-size pages only. */
    /* The atlas holds the card art of the games that use one (the base game's; Let's Roll draws its sheets
     * itself and asks for nothing: its list is empty), whichever game the window opens on. */
    const ui_asset_list *assets = app_games[0]->assets;
    if (!atlas_begin(&a->atlas, a->ui.renderer, a->ui.data_dir, 1, assets, err, err_size)) return false;
    if (scale > 1) atlas_sharpen_later(&a->atlas, scale);
    snprintf(path, sizeof path, "%s/layout.txt", a->ui.data_dir);
    return layout_load(&a->layout, path, assets, err, err_size);
}

/* The player's own card pictures from <user folder>/art, read on a thread of their own while the window
 * goes on (issue 39: it waited for them, up to minutes); they are kept at their cards' drawn size, the
 * 2x pages' where those are used. */
static void load_own_art(app *a)
{
    if (!a->pref_dir[0]) return;
    char art[BG_PATH_MAX];
    snprintf(art, sizeof art, "%sart", a->pref_dir);
    a->own_art = own_art_begin(&a->atlas, art, a->ui.scale > 1.25f ? 2 : 1, OWN_ART_BUDGET);
    if (a->run.own_art_first) own_art_wait(a->own_art);
}

/* The pictures read since the last frame go into the atlas; one that was skipped is told in the main menu
 * too (the player put it there on purpose). True when the picture is to be redrawn. */
static bool poll_own_art(app *a)
{
    if (!a->own_art || own_art_finished(a->own_art)) return false;
    char skipped[300] = "";
    bool changed = own_art_poll(a->own_art, &a->atlas, a->ui.renderer, skipped, sizeof skipped);
    if (skipped[0] && !a->art_notice[0]) {
        snprintf(a->art_notice, sizeof a->art_notice, "Your card picture %s", skipped);
        if (!a->menu.status[0]) snprintf(a->menu.status, sizeof a->menu.status, "%s", a->art_notice);
    }
    return changed;
}

/* With no display SDL falls back to a driver that draws into memory, and the game would run where nobody
 * sees it, for ever (issue 40: `tools/dev.sh run` over SSH looked hung). That driver is for those who ask
 * for it by name (the tests: SDL_VIDEODRIVER=dummy or offscreen); anyone else is told at once, in a line. */
static bool display_found(void)
{
    const char *driver = SDL_GetCurrentVideoDriver();
    if (!driver || (strcmp(driver, "dummy") && strcmp(driver, "offscreen"))) return true;
    const char *asked = SDL_GetHint(SDL_HINT_VIDEODRIVER); /* the environment's SDL_VIDEODRIVER too */
    if (asked && strstr(asked, driver)) return true;
    fprintf(stderr, "gah: no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set or not reachable); "
                    "start it on a desktop, or set SDL_VIDEODRIVER=dummy to run it without one on purpose\n");
    SDL_Quit();
    return false;
}

/* SDL and its libraries, the game files, the settings (before the window: they say how large it opens),
 * the window, the art and the main menu. False, told in a message box, when the game cannot start. */
static bool start_up(app *a)
{
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        ui_report_error("Cannot start", SDL_GetError());
        return false;
    }
    if (!display_found()) return false;
    a->ui.audio_ok = SDL_InitSubSystem(SDL_INIT_AUDIO) == 0 && Mix_OpenAudio(44100, MIX_DEFAULT_FORMAT, 2, 1024) == 0;
    if (!a->ui.audio_ok) fprintf(stderr, "gah: no audio (%s); playing without sound\n", SDL_GetError());
    if (TTF_Init() != 0 || !(IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG)) {
        ui_report_error("Cannot start", SDL_GetError());
        return false;
    }
    char err[1024];
    if (!ui_find_resources(&a->ui, err, sizeof err)) {
        ui_report_error("Missing game files", err);
        return false;
    }
    char *pref = SDL_GetPrefPath("grand-austria-hotel", "gah");
    if (pref && strlen(pref) <= BG_USER_DIR_MAX) {
        snprintf(a->pref_dir, sizeof a->pref_dir, "%s", pref);
        snprintf(a->screenshot_dir, sizeof a->screenshot_dir, "%s", pref);
    } else if (pref) {
        /* Never a cut path: that is another folder, and the games would go there (issue 39). */
        snprintf(a->pref_notice, sizeof a->pref_notice,
                 "The path of your game folder is too long (%zu bytes; at most %d): games and settings are not saved.",
                 strlen(pref), BG_USER_DIR_MAX);
        fprintf(stderr, "gah: %s The folder: %.300s...\n", a->pref_notice, pref);
    } else {
        fprintf(stderr, "gah: no folder for saves (%s); games will not be saved\n", SDL_GetError());
    }
    SDL_free(pref);
    settings_defaults(&a->prefs);
    app_remove_stale_files(a);
    if (a->pref_dir[0]) {
        snprintf(a->settings_path, sizeof a->settings_path, "%ssettings.txt", a->pref_dir);
        settings_load(&a->prefs, a->settings_path);
    }
    app_choose_window_size(a);
    if (!start_video(a, err, sizeof err)) {
        ui_report_error("Cannot open a window", err);
        return false;
    }
    if (!load_art(a, err, sizeof err)) {
        ui_report_error("Missing game files", err);
        return false;
    }
    ui_load_sounds(&a->ui);
    a->ui.volume = a->prefs.mute ? 0 : a->prefs.volume * MIX_MAX_VOLUME / 100;
    a->ui.colour_blind = a->prefs.colour_blind;
    if (a->prefs.fullscreen && !a->run.windowed) app_set_fullscreen(a, true);
    load_own_art(a);
    if (!ai_worker_init(&a->worker, a->table_game->game, a->table_game->players)) {
        ui_report_error("Cannot start", "Out of memory.");
        return false;
    }
    /* A computer seat's own state, as large as the largest game's player needs (the window switches games). */
    size_t player_size = 0;
    for (int g = 0; app_games[g]; g++)
        if (app_games[g]->players->player_size > player_size) player_size = app_games[g]->players->player_size;
    for (int i = 0; i < BG_MAX_SEATS; i++)
        if (!(a->ai[i] = calloc(1, player_size))) {
            ui_report_error("Cannot start", "Out of memory.");
            return false;
        }
    app_build_main_menu(a);
    poll_own_art(a); /* a test run's pictures, all in: told before the menu opens */
    if (a->art_notice[0]) snprintf(a->menu.status, sizeof a->menu.status, "%s", a->art_notice);
    if (a->pref_notice[0]) snprintf(a->menu.status, sizeof a->menu.status, "%s", a->pref_notice);
    a->scene = SCENE_MENU;
    a->handover_seat = -1;
    app_open_newgame(a);
    return true;
}

/* Whether the next frame would look like the last one: no animation, drag, computer move, timed table or
 * scored rows to come, and no driver acting on the window. */
static bool at_rest(app *a)
{
    if (a->run.driven) return false;
    Uint32 now = SDL_GetTicks();
    if (a->scene == SCENE_FINAL) return now - a->final_since > a->table_game->final_reveal_ms + 100u;
    if (a->scene != SCENE_TABLE || !a->table_live) return true;
    if (a->table_game->moving(a->table, now)) return false;
    /* A computer thinking on its thread wakes the loop with an event when it is done (ai_worker.c); until
     * then the loop may sleep. Its pause before the next move is a timed wait. */
    if (app_computer_to_move(a) && (!ai_worker_busy(&a->worker) || SDL_AtomicGet(&a->worker.done))) return false;
    return true;
}

/* SDL_WaitEventTimeout sleeps in the system's own wait where the video driver has one (X11, Wayland, ...);
 * with the headless drivers it wakes every millisecond to poll, which alone cost a window at rest a few
 * percent of a core (issue 21). There it naps a frame's time between polls instead. */
static int wait_event(SDL_Event *e, int ms)
{
    const char *driver = SDL_GetCurrentVideoDriver();
    if (!driver || (strcmp(driver, "dummy") && strcmp(driver, "offscreen"))) return SDL_WaitEventTimeout(e, ms);
    Uint32 start = SDL_GetTicks();
    for (;;) {
        if (SDL_PollEvent(e)) return 1;
        Uint32 waited = SDL_GetTicks() - start;
        if (waited >= (Uint32)ms) return 0;
        SDL_Delay((Uint32)ms - waited < 16 ? (Uint32)ms - waited : 16);
    }
}

/* What the picture shows besides the answers to events: a wake-up with no event redraws only when this
 * changed, so a window at rest costs nothing between them (issue 21). It covers what changes without an
 * event (a computer's or hint's answer, autosave's notices, the tutorial, the hand-over) and the timed
 * messages and tables, whose running out changes the `now <` terms. */
static uint64_t idle_fingerprint(const app *a, Uint32 now)
{
    uint64_t h = 0xcbf29ce484222325ULL;
#define MIX(v) (h = (h ^ (uint64_t)(v)) * 0x100000001b3ULL)
    const ui_table_game *tg = a->table_game;
    MIX(a->scene), MIX(a->handover_seat), MIX(a->shown_seat), MIX(a->table_live), MIX(a->hint_shown);
    if (a->table_live) {
        const bg_session *s = tg->session(a->table);
        MIX(s->game->hash(s->state)), MIX(s->count), MIX(tg->look_key(a->table, now));
    }
    /* The message line, the summaries shown until a time and their running out, the guide. */
    MIX(tg->timed_key(a->table, now));
    MIX(app_net_look_key(a)); /* the network's line: who is connected, who joined or left */
    MIX(a->save_error_since), MIX(now - a->save_error_since < 12000), MIX(a->save_error[0]);
    for (const char *c = a->menu.status; *c; c++) MIX(*c);
#undef MIX
    return h;
}

/* The main loop, frame by frame, until something stops it; the program's exit status. */
static int run(app *a)
{
    const app_hooks *hk = &a->hooks;
    int status = 0;
    uint64_t drawn_fingerprint = 0;
    for (int frame = 1; a->running; frame++) {
        a->ui.now = a->run.fake_clock ? (Uint32)frame * 16 : SDL_GetTicks();
        SDL_Event e;
        /* Nothing moves and nobody acts: sleep until an event (or a second, for timed messages)
         * instead of redrawing the same picture at full speed. */
        /* While a computer thinks, the sign's dots move a few times a second; a run nobody watches has
         * nothing else to do then either, and waits for the answer's wake-up event in short naps. */
        bool thinking = ai_worker_busy(&a->worker) && !SDL_AtomicGet(&a->worker.done) && app_computer_to_move(a);
        bool naps = thinking && a->run.unwatched;
        int sleep_ms = naps ? 50 : thinking ? 400 : 1000;
        if (a->net && (app_net_hosting(a) || app_net_joined(a) || app_net_waiting(a))) sleep_ms = 30; /* the network's news comes without an event */
        bool still = at_rest(a), woke = false;
        /* The picture on screen is out of date (the last frame drawn was mid-move): draw it now, rest after. */
        if (still && frame > 1 && idle_fingerprint(a, SDL_GetTicks()) != drawn_fingerprint) still = false;
        if ((still || naps) && (naps ? SDL_WaitEventTimeout(&e, sleep_ms) : wait_event(&e, sleep_ms)))
            app_handle_event(a, &e), woke = true;
        while (SDL_PollEvent(&e)) app_handle_event(a, &e), woke = true;
        if (atlas_poll(&a->atlas, a->ui.renderer)) woke = true; /* the 2x pages came in: redraw with them */
        if (poll_own_art(a)) woke = true;                        /* own card pictures came in */
        if (hk->input && !hk->input(a, hk->ctx, frame)) status = 1;
        hint_poll(a);
        app_net_poll(a);
        if (a->scene == SCENE_JOIN) join_screen_poll(a);
        app_step_computer(a);
        if (a->table_live) a->table_game->guide_update(a->table);
        if (a->scene == SCENE_TABLE) app_check_handover(a);
        app_autosave(a, false);
        /* At rest with nothing new (a timed wake-up): the picture on screen is still right. */
        uint64_t fingerprint = idle_fingerprint(a, SDL_GetTicks());
        if (still && !woke && frame > 1 && !thinking && !ai_worker_busy(&a->worker) && fingerprint == drawn_fingerprint) continue;
        drawn_fingerprint = fingerprint;
        if (!app_scene_art_ready(a)) {
            status = 1;
            break;
        }
        if (hk->before_draw) hk->before_draw(a, hk->ctx, frame);
        app_scene_draw(a);
        if (hk->after_draw && !hk->after_draw(a, hk->ctx, frame)) status = 1;
        SDL_RenderPresent(a->ui.renderer);
    }
    return status;
}

static void shut_down(app *a)
{
    ai_worker_free(&a->worker);
    app_autosave(a, true);
    app_net_stop(a);
    free(a->net);
    free(a->join);
    char err[1024];
    if (a->window_resized && a->settings_path[0]) {
        if (!settings_save(&a->prefs, a->settings_path, err, sizeof err)) fprintf(stderr, "gah: %s\n", err);
    }
    if (a->table_live) a->table_game->close(a->table);
    for (int g = 0; app_games[g]; g++) app_games[g]->destroy(a->tables[g]);
    for (int i = 0; i < BG_MAX_SEATS; i++) free(a->ai[i]);
    own_art_free(a->own_art); /* stops its thread between two rows */
    atlas_free(&a->atlas);
    layout_free(&a->layout);
    if (a->emblem) SDL_DestroyTexture(a->emblem);
    ui_unload(&a->ui);
    SDL_DestroyRenderer(a->ui.renderer);
    SDL_DestroyWindow(a->ui.window);
    if (a->ui.audio_ok) Mix_CloseAudio();
    TTF_Quit();
    IMG_Quit();
    SDL_Quit();
}

int main(int argc, char **argv)
{
    static app a;
    /* Before SDL allocates anything: its large blocks (atlas pages, textures, the frame) in huge pages. */
    pixel_memory_install();
    a.run = (app_run){.width = 1280, .height = 720};
    /* Each game's window state; the table shows the first of the list (games.c) until another is chosen. */
    for (int g = 0; app_games[g]; g++)
        if (g >= APP_GAMES_MAX || !(a.tables[g] = app_games[g]->create())) {
            fprintf(stderr, "gah: out of memory\n");
            return 1;
        }
    a.table_game = app_games[0];
    a.table = a.tables[0];
    if (!app_driver_attach(&a, argc, argv)) return 2;
    /* Past a file size limit a write should fail with EFBIG (and be told), not kill the game. */
    signal(SIGXFSZ, SIG_IGN);
    if (!start_up(&a)) return 1;
    if (a.hooks.open) a.hooks.open(&a, a.hooks.ctx);
    SDL_StartTextInput();
    a.running = true;
    int status = run(&a);
    if (a.hooks.report) a.hooks.report(&a, a.hooks.ctx);
    shut_down(&a);
    return status;
}

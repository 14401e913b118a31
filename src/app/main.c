/* The entry point of the game window: options, start-up with readable errors, scenes and the main loop,
 * autosave and saves in the user's folder. */
#include "app/app.h"
#include "gah/file.h"
#include "ui/pacing.h"
#include "ui/pixel_memory.h"

#include <SDL_mixer.h>

#include <SDL_image.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static bool save_png(ui_context *ui, const char *path)
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

static void pref_path(const app *a, const char *name, char *out, size_t size)
{
    snprintf(out, size, "%s%s", a->pref_dir, name);
}

static bool file_exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* The game Continue resumes: the newest unfinished one that loads; -1 when there is none. */
static int newest_unfinished(const app *a)
{
    for (int i = 0; i < a->recent_count; i++)
        if (a->recent[i].readable && !a->recent[i].finished) return i;
    return -1;
}

/* The recent games to resume, newest first (the list was read by build_main_menu). */
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

static void build_main_menu(app *a)
{
    char path[1100];
    menu_scene *m = &a->menu;
    m->title = "Grand Austria Hotel";
    m->count = 0;
    a->recent_count = a->pref_dir[0] ? recent_list(a->pref_dir, a->recent, RECENT_MAX) : 0;
    menu_add(m, "Continue", MENU_CONTINUE, newest_unfinished(a) >= 0);
    menu_add(m, "Recent games", MENU_RECENT, a->recent_count > 0);
    menu_add(m, "New game", MENU_NEW_GAME, true);
    menu_add(m, "First-game tutorial", MENU_TUTORIAL, true);
    pref_path(a, "saved.gah", path, sizeof path);
    menu_add(m, "Load saved game", MENU_LOAD, a->pref_dir[0] && file_exists(path));
    menu_add(m, "Rules and cards", MENU_RULES, true);
    menu_add(m, "Settings", MENU_SETTINGS, true);
    menu_add(m, "Quit", MENU_QUIT, true);
    m->hover = -1;
}

static void build_pause_menu(app *a)
{
    menu_scene *m = &a->pause;
    m->title = "Paused";
    m->count = 0;
    menu_add(m, "Resume", MENU_RESUME, true);
    menu_add(m, "Save game", MENU_SAVE, a->pref_dir[0] != 0);
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
    snprintf(label, sizeof label, "Computer thinks: %g s", a->prefs.think_ms / 1000.0);
    menu_add(m, label, MENU_THINKING, true);
    /* Hints need the computer players' hint function: without it the setting would change nothing. */
    menu_add(m, a->prefs.hints ? "Hints: on" : "Hints: off", MENU_HINTS, ai_hint_available());
    menu_add(m, "Back", MENU_BACK, true);
    m->hover = -1;
}

/* Full screen that keeps drawing and hit-testing in step (issue 13): under a plain X server no window
 * manager honours the full-screen request, yet SDL takes the window to be desktop-sized and draws a
 * 1920x1080 picture into the smaller window, cropped, with clicks mapped to the wrong places. So the
 * window itself is moved and sized to the whole display first (which any X server does), and put back
 * to where it was on the way out. */
static void set_fullscreen(app *a, bool on)
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

/* Settings take effect at once and are written to the user's folder. */
static void apply_settings(app *a)
{
    a->ui.volume = a->prefs.mute ? 0 : a->prefs.volume * MIX_MAX_VOLUME / 100;
    a->ui.colour_blind = a->prefs.colour_blind;
    a->table.anim_factor = a->opt.smoke || a->opt.script ? 0.0f : settings_anim_factor(&a->prefs);
    bool full = SDL_GetWindowFlags(a->ui.window) & SDL_WINDOW_FULLSCREEN_DESKTOP;
    if (full != a->prefs.fullscreen) set_fullscreen(a, a->prefs.fullscreen);
    char err[600];
    if (a->settings_path[0] && !settings_save(&a->prefs, a->settings_path, err, sizeof err)) {
        fprintf(stderr, "gah: %s\n", err);
        snprintf(a->settings_menu.status, sizeof a->settings_menu.status, "Settings not kept for next time: %s", err);
    } else {
        a->settings_menu.status[0] = 0;
    }
}

static void open_table(app *a, const gah_session *s)
{
    table_seat seats[GAH_MAX_PLAYERS];
    for (int i = 0; i < GAH_MAX_PLAYERS; i++) {
        snprintf(seats[i].name, sizeof seats[i].name, "%s", s->names[i]);
        seats[i].colour = s->colours[i];
    }
    ai_worker_cancel(&a->worker); /* an answer for the game being closed is never wanted */
    if (a->table_live) bg_session_free(&a->table.session);
    table_start(&a->table, s, seats);
    a->table_live = true;
    a->table.anim_factor = a->opt.smoke || a->opt.script ? 0.0f : settings_anim_factor(&a->prefs);
    a->table.confirm_end_turn = a->prefs.confirm_end_turn && !a->opt.smoke && !a->opt.script;
    a->shown_seat = -1;
    a->handover_seat = -1;
    memset(a->ai_ready, 0, sizeof a->ai_ready);
    a->computer_next_at = 0;
    a->tutorial.on = false; /* only the tutorial's own start turns it on */
    a->scene = gah_session_state(&a->table.session)->phase == GAH_PHASE_OVER ? SCENE_FINAL : SCENE_TABLE;
}

static void new_game_file(app *a);
static void check_handover(app *a);

/* The new-game screen, offering the computer strengths src/ai has. */
static void open_newgame(app *a)
{
    newgame_scene *n = &a->newgame;
    newgame_init(n);
    n->waltz = a->prefs.waltz & GAH_WALTZ_AVAILABLE; /* the last choice, of the modules the engine plays */
    ai_strength s[AI_STRENGTHS_MAX];
    n->strength_count = ai_strengths(s);
    for (int i = 0; i < n->strength_count; i++) n->strength_labels[i] = s[i].label;
}

void app_start_new_game(app *a, gah_params params, const table_seat *seats)
{
    gah_session s;
    const char *why = gah_session_start(&s, &params, NULL);
    if (why) {
        snprintf(a->menu.status, sizeof a->menu.status, "%s", why);
        return;
    }
    for (int i = 0; i < params.players; i++) {
        snprintf(s.names[i], sizeof s.names[i], "%s", seats[i].name[0] ? seats[i].name : "Player");
        s.colours[i] = (uint8_t)seats[i].colour;
    }
    if (params.automa) {
        snprintf(s.names[GAH_AUTOMA_SEAT], sizeof s.names[0], "%s", gah_automa_name(params.automa));
        s.colours[GAH_AUTOMA_SEAT] = (uint8_t)((seats[0].colour + 1) % 4);
    }
    open_table(a, &s);
    new_game_file(a);
}

/* Start pressed: the game as set up, each seat played by a person or a computer of the strength chosen. */
static void start_from_newgame(app *a)
{
    const newgame_scene *n = &a->newgame;
    gah_params params = newgame_params(n);
    if (a->prefs.waltz != n->waltz) { /* the modules are the last choice next time (settings.txt) */
        a->prefs.waltz = n->waltz;
        apply_settings(a);
    }
    app_start_new_game(a, params, n->seats);
    if (!a->table_live || a->scene != SCENE_TABLE || params.automa) return;
    ai_strength s[AI_STRENGTHS_MAX];
    int count = ai_strengths(s);
    for (int i = 0; i < n->players; i++)
        if (n->control[i] > 0 && n->control[i] <= count) bg_session_set_computer(&a->table.session, i, s[n->control[i] - 1].agent);
    a->saved_sig = 0; /* the computer seats are part of the save */
    check_handover(a);
}

/* The first-game tutorial: its fixed game, the person against an easy computer player, with the
 * tutorial's notes and its guard on the table. */
static void start_tutorial(app *a)
{
    table_seat seats[GAH_MAX_PLAYERS];
    memcpy(seats, a->newgame.seats, sizeof seats);
    app_start_new_game(a, tutorial_params(), seats);
    if (!a->table_live || a->scene != SCENE_TABLE) return;
    int easy = gah_ai_kind_by_name("easy");
    bg_session_set_computer(&a->table.session, 1, gah_ai_kind_name(easy >= 0 ? easy : GAH_AI_RANDOM));
    a->saved_sig = 0;
    tutorial_start(&a->tutorial);
    a->table.guard = tutorial_guard;
    a->table.guard_ctx = &a->tutorial;
    check_handover(a);
}

/* A new save file for the game on the table: it never replaces another game's save. */
static void new_game_file(app *a)
{
    a->game_file[0] = 0;
    a->saved_sig = 0;
    a->pruned = false;
    if (a->pref_dir[0] && !recent_new_file(a->pref_dir, a->game_file, sizeof a->game_file)) {
        a->game_file[0] = 0;
        snprintf(a->save_error, sizeof a->save_error,
                 "This game is not being saved: the folder %.200s%s cannot be made (%s).", a->pref_dir, RECENT_DIR,
                 strerror(errno));
        snprintf(a->save_brief, sizeof a->save_brief, "Not saved: the games folder cannot be made.");
        a->save_error_since = SDL_GetTicks();
        fprintf(stderr, "gah: %s\n", a->save_error);
    }
}

/* Whether the window can go on with a loaded game; `err` says why not. Its table shows the base game only,
 * and a computer seat needs a player src/ai has: the session keeps the agent's name as the save wrote it. */
static bool playable(const gah_session *s, const char *path, char *err, size_t err_size)
{
    if (s->game != &gah_game) {
        snprintf(err, err_size, "%s: it is a game of %s, which this window cannot show", path, s->game->name);
        return false;
    }
    for (int i = 0; i < BG_MAX_SEATS; i++)
        if (s->control[i] == BG_CONTROL_COMPUTER && ai_agent_kind(s->agent[i]) < 0) {
            snprintf(err, err_size, "%s: seat %d is played by '%s', a computer player this version does not have", path,
                     i + 1, s->agent[i]);
            return false;
        }
    return true;
}

/* Loads `file` (relative to the user folder). Its own recent game keeps its file (`same_file`); a game from
 * "Save game" or an older version's autosave goes on in a new file, so the original stays as it was. */
static void load_game(app *a, const char *file, menu_scene *status_menu, bool same_file)
{
    char path[1100], err[600];
    gah_session s;
    pref_path(a, file, path, sizeof path);
    bool loaded = bg_session_load_file(&s, path, err, sizeof err);
    if (loaded && !playable(&s, path, err, sizeof err)) {
        bg_session_free(&s);
        loaded = false;
    }
    if (!loaded) {
        /* In the window the file's own name is enough: the reason matters, not the folder. */
        size_t n = strlen(path);
        const char *why = !strncmp(err, path, n) && err[n] == ':' ? err + n + 1 : err;
        snprintf(status_menu->status, sizeof status_menu->status, "Could not load %s:%.300s", file, why);
        fprintf(stderr, "gah: %s\n", err);
        return;
    }
    status_menu->status[0] = 0;
    open_table(a, &s);
    if (same_file) {
        snprintf(a->game_file, sizeof a->game_file, "%s", file);
        a->saved_sig = 0;
        a->pruned = true;
    } else {
        new_game_file(a);
    }
}

static void save_game(app *a, const char *file, menu_scene *status_menu)
{
    char path[1100], err[600];
    if (!a->pref_dir[0]) return;
    pref_path(a, file, path, sizeof path);
    if (!bg_session_save_file(&a->table.session, path, err, sizeof err)) {
        if (status_menu) snprintf(status_menu->status, sizeof status_menu->status, "Could not save: %.300s", err);
        fprintf(stderr, "gah: %s\n", err);
    } else if (status_menu) {
        snprintf(status_menu->status, sizeof status_menu->status, "Saved.");
    }
}

/* Called every frame: when the game changed since its last save (a command, an undo), it is written
 * again, atomically (a save is the seed and the commands, a few KB). A failure is told in the window once,
 * with the reason, and retried every few seconds and after every further move until it works. */
static void autosave(app *a, bool now)
{
    if (!a->table_live || !a->game_file[0]) return;
    const gah_session *s = &a->table.session;
    uint64_t sig = gah_hash(gah_session_state(s)) ^ ((uint64_t)s->count * 0x9E3779B97F4A7C15ULL) ^ 1;
    if (sig == a->saved_sig) return;
    /* While saves fail: again after a further move, or every few seconds, not every frame. */
    if (a->save_error[0] && !now && s->count == a->failed_count && !SDL_TICKS_PASSED(SDL_GetTicks(), a->save_retry_at))
        return;
    char path[1100], err[600];
    pref_path(a, a->game_file, path, sizeof path);
    if (bg_session_save_file(s, path, err, sizeof err)) {
        a->saved_sig = sig;
        if (a->save_error[0]) {
            a->save_error[0] = 0;
            snprintf(a->table.message, sizeof a->table.message, "Saving works again: the game is saved.");
            a->table.message_until = SDL_GetTicks() + 5000;
            fprintf(stderr, "gah: saving works again\n");
        }
        if (!a->pruned) { /* the new game is safely on disk: now the oldest games may go */
            a->pruned = true;
            recent_prune(a->pref_dir, a->game_file);
        }
        return;
    }
    a->save_retry_at = SDL_GetTicks() + 3000;
    a->failed_count = s->count;
    if (!a->save_error[0]) {
        /* The window gets the reason without the long path ("the disk is full (write failed)"). */
        char prefix[1200];
        snprintf(prefix, sizeof prefix, "cannot save %s: ", path);
        const char *reason = strncmp(err, prefix, strlen(prefix)) ? err : err + strlen(prefix);
        snprintf(a->save_error, sizeof a->save_error,
                 "Your game is not being saved: %.200s. The game keeps trying after every move; until it works, "
                 "Continue would resume an older move.", reason);
        snprintf(a->save_brief, sizeof a->save_brief, "Not saved: %.80s. Still trying.", reason);
        a->save_error_since = SDL_GetTicks();
        fprintf(stderr, "gah: %s\n", err);
        printf("gah: told the player: %s\n", a->save_error);
    }
}

static void toggle_fullscreen(app *a)
{
    a->prefs.fullscreen = !(SDL_GetWindowFlags(a->ui.window) & SDL_WINDOW_FULLSCREEN_DESKTOP);
    apply_settings(a);
}

/* After every command: autosave, the hand-over screen when another person must act,
 * the final scoring when the game is over. */
static void after_command(app *a, int paced_seat)
{
    table_scene *t = &a->table;
    pacing_animate(t, &a->ui, &a->layout, paced_seat);
    bool turn_over = false, over = false;
    for (int i = 0; i < t->events.count; i++) {
        int type = t->events.list[i].type;
        turn_over |= type == GAH_EV_TURN_END || type == GAH_EV_PASS || type == GAH_EV_ROUND_END;
        over |= type == GAH_EV_GAME_OVER;
    }
    (void)turn_over;
    autosave(a, true);
    if (over) {
        ui_play(&a->ui, UI_SOUND_FANFARE);
        a->scene = SCENE_FINAL;
        a->final_since = a->ui.now;
        return;
    }
}

/* The pause after a computer's command before its next one, so a viewer can follow (house value: long
 * enough to read the step's caption at normal speed; none in the headless tests). */
static Uint32 computer_pause_ms(const app *a)
{
    if (a->opt.smoke || a->opt.script) return 0;
    return 250 + (Uint32)(500.0f * settings_anim_factor(&a->prefs));
}

/* Whether the seat owing the decision is a computer that is, or is about to be, thinking. */
static bool computer_to_move(const app *a)
{
    const table_scene *t = &a->table;
    return a->scene == SCENE_TABLE && a->handover_seat < 0 && a->table_live && gah_session_state(&t->session)->phase != GAH_PHASE_OVER &&
           t->session.control[table_prompt_seat(t)] == BG_CONTROL_COMPUTER;
}

/* A computer seat owing the decision plays one command, once what is moving on the table has settled and
 * the pause after its last command is over, through the same path as a person's click. It decides on a
 * worker thread (ai_worker.c) on its own view; the table keeps drawing meanwhile. */
static void step_computer(app *a)
{
    table_scene *t = &a->table;
    ai_worker *w = &a->worker;
    if (ai_worker_busy(w) && (!a->table_live || !bg_session_is_at(&t->session, w->record_count, w->state_hash))) {
        ai_worker_cancel(w); /* the game moved on (undo, load): that answer is for another position */
    }
    if (!computer_to_move(a)) return;
    if (w->hint) ai_worker_cancel(w); /* a hint asked for a person's turn that is over */
    int seat = table_prompt_seat(t);
    if (!a->ai_ready[seat]) {
        gah_ai_init(&a->ai[seat], ai_agent_kind(t->session.agent[seat]), gah_session_state(&t->session)->params.seed + (uint64_t)seat * 7919u);
        a->ai_ready[seat] = true;
    }
    gah_command cmd = {GAH_CMD_NONE, 0, 0};
    bool decided = false;
    if (a->opt.smoke && !ai_worker_busy(w)) {
        /* --smoke measures the table, not the threads (the --script tests of computer players do): it
         * decides on this thread, one frame a move, as fast as the machine allows. */
        cmd = ai_worker_decide_now(&a->ai[seat], gah_session_state(&t->session), seat, (Uint32)a->prefs.think_ms);
        decided = true;
    } else if (!ai_worker_busy(w)) {
        /* Thinking starts at once, even while the last move still animates: the pause is for the viewer. */
        if (!ai_worker_start(w, gah_session_state(&t->session), t->session.count, seat, &a->ai[seat], (Uint32)a->prefs.think_ms)) {
            cmd = ai_worker_decide_now(&a->ai[seat], gah_session_state(&t->session), seat, (Uint32)a->prefs.think_ms);
            decided = true;
        }
        /* A headless run (nobody watching) gives a quick answer a few ms to arrive within this frame, so
         * that a game of computers costs one drawn frame a move, not two; a slow one is left to think. */
        for (int ms = 0; !decided && a->opt.script && ms < 20 && !SDL_AtomicGet(&w->done); ms++) SDL_Delay(1);
    }
    if (!decided && (w->seat != seat || anim_update(&t->anims, a->ui.now) || !SDL_TICKS_PASSED(a->ui.now, a->computer_next_at) ||
                     !ai_worker_take(w, &cmd, &a->ai[seat])))
        return;
    const char *why = table_apply(t, cmd);
    if (why) {
        fprintf(stderr, "gah: the computer player's command was refused: %s\n", why);
        return;
    }
    a->computer_next_at = a->ui.now + computer_pause_ms(a);
    after_command(a, seat);
}

/* Issue 13: the new round's roll tumbled behind the "Pass to ..." screen, and the next person never saw
 * it. The roll is kept and played again when they take the mouse. */
static void hold_roll(app *a)
{
    table_scene *t = &a->table;
    a->held_rolls = 0;
    for (int i = 0; i < t->events.count && a->held_rolls < (int)(sizeof a->held_roll / sizeof a->held_roll[0]); i++)
        if (t->events.list[i].type == GAH_EV_DICE_ROLLED) a->held_roll[a->held_rolls++] = t->events.list[i];
    if (a->held_rolls) anim_clear(&t->anims);
}

static void show_held_roll(app *a)
{
    table_scene *t = &a->table;
    if (!a->held_rolls) return;
    t->events.count = 0;
    t->events.overflow = false;
    for (int i = 0; i < a->held_rolls; i++) t->events.list[t->events.count++] = a->held_roll[i];
    a->held_rolls = 0;
    table_animate(t, &a->ui, &a->layout);
}

static void check_handover(app *a)
{
    if (a->scene != SCENE_TABLE || a->handover_seat >= 0) return;
    int seat = table_prompt_seat(&a->table);
    /* Only people take over the mouse: a computer's turns play out on the last person's view. */
    if (a->table.session.control[seat] != BG_CONTROL_PERSON) return;
    int people = 0;
    for (int i = 0; i < gah_session_state(&a->table.session)->players; i++) people += a->table.session.control[i] == BG_CONTROL_PERSON;
    if (people <= 1) { /* one person at the table (against the automa or computers): nothing to hide */
        a->shown_seat = seat;
        return;
    }
    if (seat != a->shown_seat) {
        /* Another person takes over the mouse: hide everything private until they are ready. */
        if (a->shown_seat >= 0 || gah_session_state(&a->table.session)->players > 1) a->handover_seat = seat;
        if (a->handover_seat >= 0) hold_roll(a);
    }
}

void app_quit(app *a)
{
    /* Quitting mid-turn keeps the moves made so far: Continue resumes exactly here. */
    ai_worker_cancel(&a->worker);
    autosave(a, true);
    a->running = false;
}

void app_press(app *a, SDL_Point at)
{
    if (a->scene == SCENE_TABLE && a->handover_seat < 0 && !computer_to_move(a)) table_mouse_down(&a->table, &a->ui, &a->layout, at);
}

void app_release(app *a, SDL_Point at) { app_click(a, at); }

/* ---- The scenes: what each does with drawing and input, one row each (a new scene is a row) ---- */

static menu_scene *main_menu_of(app *a) { return &a->menu; }
static menu_scene *pause_menu_of(app *a) { return &a->pause; }
static menu_scene *settings_menu_of(app *a) { return &a->settings_menu; }
static menu_scene *recent_menu_of(app *a) { return &a->recent_menu; }

static void draw_main_menu(app *a) { menu_draw(&a->menu, &a->ui, a->emblem, false); }
static void draw_newgame(app *a) { newgame_draw(&a->newgame, &a->ui); }
static void draw_table(app *a)
{
    if (a->handover_seat >= 0) handover_draw(&a->ui, &a->table, a->handover_seat);
    else {
        /* A computer's hand stays face down while a person is at the table (watching computers alone,
         * nothing is hidden from anybody). */
        bool people = false;
        for (int i = 0; i < gah_session_state(&a->table.session)->players; i++) people |= a->table.session.control[i] == BG_CONTROL_PERSON;
        a->table.note_right = tutorial_showing(&a->tutorial);
        table_draw(&a->table, &a->ui, &a->atlas, &a->layout, people && computer_to_move(a));
        pacing_draw(&a->table, &a->ui);
        hint_draw(a);
        if (a->tutorial.on) tutorial_draw(&a->tutorial, &a->ui, &a->table, &a->layout);
        if (ai_worker_busy(&a->worker) && !SDL_AtomicGet(&a->worker.done) && computer_to_move(a))
            pacing_draw_thinking(&a->table, &a->ui, a->worker.seat, ai_strength_label(ai_agent_kind(a->table.session.agent[a->worker.seat])),
                                 a->ui.now - a->worker.started);
    }
}
static void draw_pause(app *a)
{
    table_draw(&a->table, &a->ui, &a->atlas, &a->layout, true);
    menu_draw(&a->pause, &a->ui, NULL, true);
}
static void draw_final(app *a) { final_scene_draw(&a->final, &a->ui, &a->table, a->ui.now - a->final_since); }
static void draw_rules(app *a) { rules_draw(&a->rules, &a->ui, &a->atlas, &a->layout); }
static void draw_settings(app *a)
{
    if (a->settings_return == SCENE_PAUSE) table_draw(&a->table, &a->ui, &a->atlas, &a->layout, true);
    else menu_draw(&a->menu, &a->ui, a->emblem, false);
    menu_draw(&a->settings_menu, &a->ui, NULL, true);
}
static void draw_recent(app *a) { menu_draw(&a->recent_menu, &a->ui, NULL, false); }

static void newgame_motion(app *a, SDL_Point at) { newgame_mouse(&a->newgame, &a->ui, at, false); }
static void rules_motion(app *a, SDL_Point at) { rules_mouse(&a->rules, at); }
static void escape_back(app *a);
static menu_action rules_release(app *a, SDL_Point at)
{
    if (rules_click(&a->rules, at)) escape_back(a);
    return MENU_NONE;
}
static void table_motion(app *a, SDL_Point at)
{
    table_mouse_move(&a->table, at);
    table_hover(&a->table, &a->layout, at, a->ui.now);
}

static menu_action newgame_release(app *a, SDL_Point at) { return newgame_mouse(&a->newgame, &a->ui, at, true); }
static void final_motion(app *a, SDL_Point at) { final_scene_mouse(&a->final, at); }

/* Rematch: the same seats, names, colours, computer players and settings, with another seed. A test's
 * rematch (fake clock) takes no entropy, so its new game is always the same one. */
static void rematch(app *a)
{
    const gah_session *s = &a->table.session;
    gah_params params = *gah_session_params(s);
    params.seed = final_rematch_seed(params.seed, a->opt.fake_clock ? 0 : (uint64_t)SDL_GetPerformanceCounter());
    table_seat seats[GAH_MAX_PLAYERS];
    memcpy(seats, a->table.seats, sizeof seats);
    uint8_t control[GAH_MAX_PLAYERS];
    char agent[GAH_MAX_PLAYERS][BG_AGENT_MAX];
    memcpy(control, s->control, sizeof control);
    memcpy(agent, s->agent, sizeof agent);
    app_start_new_game(a, params, seats);
    if (!a->table_live || a->scene != SCENE_TABLE) return;
    for (int i = 0; i < params.players; i++)
        if (control[i] == BG_CONTROL_COMPUTER) bg_session_set_computer(&a->table.session, i, agent[i]);
    a->saved_sig = 0;
    check_handover(a);
}

/* Save replay: the finished game's record (its seed and every command, as gah-cli replay reads it) in a
 * file of its own under the user's folder, named in the window. */
static void save_replay(app *a)
{
    char file[200], path[1300], err[600];
    if (!a->pref_dir[0] || !recent_new_file_in(a->pref_dir, "replays", "replay", file, sizeof file)) {
        snprintf(a->final.status, sizeof a->final.status, "No folder for replays: the replay was not saved.");
        return;
    }
    pref_path(a, file, path, sizeof path);
    if (!bg_session_save_file(&a->table.session, path, err, sizeof err)) {
        snprintf(a->final.status, sizeof a->final.status, "Could not save the replay: %.200s", err);
        fprintf(stderr, "gah: %s\n", err);
        return;
    }
    snprintf(a->final.status, sizeof a->final.status, "Replay saved as %.240s", path);
    printf("gah: replay saved to %s\n", path);
}

static menu_action final_release(app *a, SDL_Point at)
{
    int b = final_scene_mouse(&a->final, at);
    if (b < 0) return MENU_NONE;
    ui_play(&a->ui, UI_SOUND_CLICK);
    if (b == FINAL_REMATCH) rematch(a);
    else if (b == FINAL_SAVE_REPLAY) save_replay(a);
    else {
        a->scene = SCENE_MENU;
        build_main_menu(a);
    }
    return MENU_NONE;
}
static menu_action table_release(app *a, SDL_Point at)
{
    bool emperor_table = a->table.emperor_lines && a->ui.now < a->table.emperor_until;
    if (emperor_table) { /* the Emperor scoring's table is dismissed by a click, which does nothing else */
        anim_clear(&a->table.anims);
        a->table.emperor_until = 0;
        a->table.dragging = false;
        return MENU_NONE;
    }
    if (table_ballrooms_summary_showing(&a->table, a->ui.now)) { /* then the ballroom scoring's, likewise */
        anim_clear(&a->table.anims);
        a->table.ballrooms.until = 0;
        a->table.dragging = false;
        return MENU_NONE;
    }
    if (a->handover_seat >= 0) {
        a->shown_seat = a->handover_seat;
        a->handover_seat = -1;
        a->table.dragging = false;
        show_held_roll(a);
        return MENU_NONE;
    }
    if (a->tutorial.on && tutorial_click(&a->tutorial, at)) { /* the tutorial note's Next */
        a->table.dragging = false;
        return MENU_NONE;
    }
    if (computer_to_move(a)) { /* a computer's turn: a click only hurries the pieces along */
        anim_clear(&a->table.anims);
        a->table.dragging = false;
        return MENU_NONE;
    }
    if (hint_click(a, at)) {
        a->table.dragging = false;
        return MENU_NONE;
    }
    if (table_mouse_up(&a->table, &a->ui, &a->layout, at)) after_command(a, -1);
    check_handover(a);
    return MENU_NONE;
}

static void escape_to_pause(app *a)
{
    build_pause_menu(a);
    a->scene = SCENE_PAUSE;
}
static void escape_to_table(app *a) { a->scene = SCENE_TABLE; }
static void escape_to_menu(app *a)
{
    a->scene = SCENE_MENU;
    build_main_menu(a);
}
static void escape_quit(app *a) { a->running = false; }
static void escape_back(app *a)
{
    a->scene = a->settings_return;
    if (a->scene == SCENE_MENU) build_main_menu(a);
}

static void newgame_keydown(app *a, SDL_Keysym k) { newgame_key(&a->newgame, k.sym); }
static void rules_keydown(app *a, SDL_Keysym k) { rules_key(&a->rules, k.sym); }
static void table_keydown(app *a, SDL_Keysym k)
{
    if ((k.mod & KMOD_CTRL) && k.sym == SDLK_z && bg_session_undo(&a->table.session)) table_refresh(&a->table);
}
static void newgame_typed(app *a, const char *text) { newgame_text(&a->newgame, text); }
static void rules_typed(app *a, const char *text) { rules_text(&a->rules, text); }
static void rules_wheeled(app *a, int dy) { rules_wheel(&a->rules, dy); }
static void table_wheeled(app *a, int dy)
{
    /* The wheel scrolls the game log back and forth. */
    a->table.log_scroll += dy;
    if (a->table.log_scroll < 0) a->table.log_scroll = 0;
    if (a->table.log_scroll > a->table.log.count) a->table.log_scroll = a->table.log.count;
}

/* A scene is drawn by `draw`; a menu scene's mouse goes to its menu, another's to `motion`/`release`. */
typedef struct scene_row {
    bool art; /* it draws cards or boards: the atlas pages must be ready (art_ready) */
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
};

static const scene_row *scene_of(const app *a) { return &scene_rows[a->scene]; }

/* The card art for a scene that draws it: the pages decoded on threads since start-up (load_art) are
 * waited for and made textures the first time. False, with the message told, when a page is broken. */
static bool art_ready(app *a)
{
    if (!scene_of(a)->art || !a->atlas.loader) return true;
    char err[1600];
    if (atlas_ready(&a->atlas, a->ui.renderer, err, sizeof err)) return true;
    ui_report_error("Missing game files", err);
    return false;
}

/* A left click on the current scene; the menu action it chose, if any. */
static menu_action scene_release(app *a, SDL_Point at)
{
    const scene_row *row = scene_of(a);
    if (row->menu) return menu_mouse(row->menu(a), &a->ui, at, true);
    return row->release ? row->release(a, at) : MENU_NONE;
}

void app_click(app *a, SDL_Point at)
{
    menu_action act = scene_release(a, at);
    switch (act) {
    case MENU_CONTINUE: {
        int i = newest_unfinished(a);
        if (i >= 0) load_game(a, a->recent[i].file, &a->menu, strncmp(a->recent[i].file, RECENT_DIR "/", strlen(RECENT_DIR) + 1) == 0);
        break;
    }
    case MENU_RECENT:
        build_recent_menu(a);
        a->scene = SCENE_RECENT;
        break;
    case MENU_RESUME_GAME: {
        int i = a->recent_menu.clicked_arg;
        if (i >= 0 && i < a->recent_count)
            load_game(a, a->recent[i].file, &a->recent_menu, strncmp(a->recent[i].file, RECENT_DIR "/", strlen(RECENT_DIR) + 1) == 0);
        break;
    }
    case MENU_NEW_GAME:
        open_newgame(a);
        a->scene = SCENE_NEW_GAME;
        break;
    case MENU_LOAD: load_game(a, "saved.gah", a->scene == SCENE_PAUSE ? &a->pause : &a->menu, false); break;
    case MENU_FULLSCREEN: toggle_fullscreen(a); break;
    case MENU_QUIT: app_quit(a); break;
    case MENU_RESUME: a->scene = SCENE_TABLE; break;
    case MENU_SAVE: save_game(a, "saved.gah", &a->pause); build_pause_menu(a); a->pause.items[2].enabled = true; break;
    case MENU_TO_MENU:
        ai_worker_cancel(&a->worker);
        autosave(a, true);
        build_main_menu(a);
        a->scene = SCENE_MENU;
        break;
    case MENU_START: start_from_newgame(a); break;
    case MENU_TUTORIAL: start_tutorial(a); break;
    case MENU_BACK:
        a->scene = a->scene == SCENE_SETTINGS ? a->settings_return : SCENE_MENU;
        if (a->scene == SCENE_MENU) build_main_menu(a);
        break;
    case MENU_RULES:
        a->settings_return = a->scene;
        memset(&a->rules, 0, sizeof a->rules);
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
    case MENU_CONFIRM: a->prefs.confirm_end_turn = !a->prefs.confirm_end_turn, a->table.confirm_end_turn = a->prefs.confirm_end_turn; break;
    default: break;
    }
    if (act >= MENU_VOLUME || (act == MENU_FULLSCREEN && a->scene == SCENE_SETTINGS)) {
        if (act != MENU_FULLSCREEN) apply_settings(a);
        app_build_settings_menu(a);
        ui_play(&a->ui, UI_SOUND_COIN);
    }
    if (a->scene == SCENE_TABLE) check_handover(a);
}

static void draw(app *a)
{
    scene_of(a)->draw(a);
    notice_draw(&a->ui, a->save_error, a->save_brief, SDL_GetTicks() - a->save_error_since < 12000);
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

static void screenshot_key(app *a)
{
    char path[1200];
    if (!a->screenshot_dir[0]) return;
    snprintf(path, sizeof path, "%sscreenshot-%u.png", a->screenshot_dir, (unsigned)SDL_GetTicks());
    if (save_png(&a->ui, path)) fprintf(stderr, "gah: screenshot saved to %s\n", path);
}

static void note_window_size(app *a, int w, int h);

static void handle_event(app *a, const SDL_Event *e)
{
    switch (e->type) {
    case SDL_QUIT: app_quit(a); break;
    case SDL_WINDOWEVENT:
        if (e->window.event == SDL_WINDOWEVENT_SIZE_CHANGED) {
            ui_update_scale(&a->ui);
            note_window_size(a, e->window.data1, e->window.data2);
        }
        break;
    case SDL_KEYDOWN:
        if (e->key.keysym.sym == SDLK_F11) toggle_fullscreen(a);
        else if (e->key.keysym.sym == SDLK_F12) screenshot_key(a);
        else if (e->key.keysym.sym == SDLK_ESCAPE) scene_of(a)->escape(a);
        else if (scene_of(a)->key) scene_of(a)->key(a, e->key.keysym);
        break;
    case SDL_TEXTINPUT:
        if (scene_of(a)->text) scene_of(a)->text(a, e->text.text);
        break;
    case SDL_MOUSEMOTION: {
        SDL_Point at = event_canvas_point(a, e->motion.x, e->motion.y);
        if (scene_of(a)->menu) menu_mouse(scene_of(a)->menu(a), &a->ui, at, false);
        else if (scene_of(a)->motion) scene_of(a)->motion(a, at);
        break;
    }
    case SDL_MOUSEWHEEL:
        if (scene_of(a)->wheel) scene_of(a)->wheel(a, e->wheel.y);
        break;
    case SDL_MOUSEBUTTONDOWN:
        if (e->button.button == SDL_BUTTON_LEFT) app_press(a, event_canvas_point(a, e->button.x, e->button.y));
        break;
    case SDL_MOUSEBUTTONUP:
        if (e->button.button == SDL_BUTTON_LEFT) app_release(a, event_canvas_point(a, e->button.x, e->button.y));
        if (e->button.button == SDL_BUTTON_RIGHT && a->scene == SCENE_TABLE) a->table.pinned = !a->table.pinned;
        break;
    default: break;
    }
}

/* A person's window opens as large as the desktop allows (issue 13: at 1280x720 on a 1920x1080 screen the
 * cards' text was 6-7 px), or at the size they last left it; test runs keep their fixed size. */
static bool harness_run(const app_options *o)
{
    return o->frames > 0 || o->smoke || o->script || o->bench_frames > 0 || o->click || o->hover;
}

static void choose_window_size(app *a)
{
    if (a->opt.size_given || harness_run(&a->opt)) return;
    SDL_Rect desk;
    if (SDL_GetDisplayUsableBounds(0, &desk) != 0) return;
    settings_window_size(&a->prefs, desk.w, desk.h, &a->opt.width, &a->opt.height);
}

/* The size the player gave the window, kept for next time (not full screen or maximised: those are states). */
static void note_window_size(app *a, int w, int h)
{
    Uint32 flags = SDL_GetWindowFlags(a->ui.window);
    if (harness_run(&a->opt) || (flags & (SDL_WINDOW_FULLSCREEN | SDL_WINDOW_FULLSCREEN_DESKTOP | SDL_WINDOW_MAXIMIZED))) return;
    if (w == a->prefs.window_w && h == a->prefs.window_h) return;
    if (w == a->opt.width && h == a->opt.height && !a->prefs.window_w) return; /* the size it opened at */
    a->prefs.window_w = w, a->prefs.window_h = h;
    a->window_resized = true;
}

static bool start_video(app *a, char *err, size_t err_size)
{
    ui_context *ui = &a->ui;
    ui->window = SDL_CreateWindow("Grand Austria Hotel", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, a->opt.width,
                                  a->opt.height, SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
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
    a->emblem = atlas_load_picture(a->ui.renderer, path, 0, why, sizeof why);
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
    /* The pages are decoded on threads while the menu opens; a scene with cards waits for them (art_ready).
     * The 2x pages follow the 1x ones (atlas_poll), so the first table of a large window waits for the
     * quarter-size pages only. */
    if (!atlas_begin(&a->atlas, a->ui.renderer, a->ui.data_dir, 1, err, err_size)) return false;
    if (scale > 1) atlas_sharpen_later(&a->atlas, scale);
    snprintf(path, sizeof path, "%s/layout.txt", a->ui.data_dir);
    return layout_load(&a->layout, path, err, err_size);
}

/* Whether the next frame would look like the last one: no animation, drag, computer move, timed table or
 * scored rows to come, and no test harness driving the window. */
static bool app_is_still(app *a)
{
    const app_options *o = &a->opt;
    if (o->frames > 0 || o->smoke || o->script || o->bench_frames > 0 || o->click || o->hover) return false;
    Uint32 now = SDL_GetTicks();
    if (a->scene == SCENE_FINAL) return now - a->final_since > FINAL_REVEAL_MS + 100u;
    if (a->scene != SCENE_TABLE || !a->table_live) return true;
    table_scene *t = &a->table;
    /* The Emperor's table moves only while its rows come in; then it waits for a click like the rest. */
    bool emperor_rows = t->emperor_lines && now < t->emperor_until &&
                        now + TABLE_EMPEROR_HOLD - t->emperor_until < TABLE_EMPEROR_ROW_MS * (Uint32)(t->emperor_lines + 1);
    if (t->dragging || anim_update(&t->anims, now) || emperor_rows) return false;
    if (t->hover.kind != EL_NONE && now - t->hover_since < TABLE_VIEWER_DELAY_MS + 50u) return false; /* the card viewer is about to open */
    /* A computer thinking on its thread wakes the loop with an event when it is done (ai_worker.c); until
     * then the loop may sleep. Its pause before the next move is a timed wait. */
    if (computer_to_move(a) && (!ai_worker_busy(&a->worker) || SDL_AtomicGet(&a->worker.done))) return false;
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
    const table_scene *t = &a->table;
    MIX(a->scene), MIX(a->handover_seat), MIX(a->shown_seat), MIX(a->table_live), MIX(a->hint_shown);
    if (a->table_live) MIX(gah_hash(gah_session_state(&t->session))), MIX(t->session.count), MIX(table_look_key(t, now));
    MIX(t->message_until), MIX(now < t->message_until), MIX(t->emperor_until), MIX(now < t->emperor_until);
    MIX(t->ballrooms.until), MIX(now < t->ballrooms.until);
    MIX(a->save_error_since), MIX(now - a->save_error_since < 12000), MIX(a->save_error[0]);
    MIX(a->tutorial.on), MIX(a->tutorial.step), MIX(a->tutorial.done_times);
    for (const char *c = t->message; *c; c++) MIX(*c);
    for (const char *c = a->menu.status; *c; c++) MIX(*c);
#undef MIX
    return h;
}

int main(int argc, char **argv)
{
    static app a;
    /* Before SDL allocates anything: its large blocks (atlas pages, textures, the frame) in huge pages. */
    pixel_memory_install();
    if (!harness_parse_options(argc, argv, &a.opt)) return 2;
    /* Past a file size limit a write should fail with EFBIG (and be told), not kill the game. */
    signal(SIGXFSZ, SIG_IGN);
    /* Test hook (tests/test_hostile_files.sh): GAH_INJECT_SAVE_FAILURE=STEP:ERRNO makes every save fail at
     * that step ("write:28" is a full disk), to check what the player is told. */
    const char *inject = SDL_getenv("GAH_INJECT_SAVE_FAILURE");
    static char inject_step[16];
    int inject_errno = 0;
    if (inject && sscanf(inject, "%15[a-z]:%d", inject_step, &inject_errno) == 2) gah_file_inject_failure(inject_step, inject_errno);
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        ui_report_error("Cannot start", SDL_GetError());
        return 1;
    }
    a.ui.audio_ok = SDL_InitSubSystem(SDL_INIT_AUDIO) == 0 && Mix_OpenAudio(44100, MIX_DEFAULT_FORMAT, 2, 1024) == 0;
    if (!a.ui.audio_ok) fprintf(stderr, "gah: no audio (%s); playing without sound\n", SDL_GetError());
    if (TTF_Init() != 0 || !(IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG)) {
        ui_report_error("Cannot start", SDL_GetError());
        return 1;
    }
    char err[1024];
    if (!ui_find_resources(&a.ui, err, sizeof err)) {
        ui_report_error("Missing game files", err);
        return 1;
    }
    /* The settings come before the window: they say how large it opens. */
    char *pref = SDL_GetPrefPath("grand-austria-hotel", "gah");
    if (pref) {
        snprintf(a.pref_dir, sizeof a.pref_dir, "%s", pref);
        snprintf(a.screenshot_dir, sizeof a.screenshot_dir, "%s", pref);
        SDL_free(pref);
    } else {
        fprintf(stderr, "gah: no folder for saves (%s); games will not be saved\n", SDL_GetError());
    }
    settings_defaults(&a.prefs);
    if (a.pref_dir[0]) {
        snprintf(a.settings_path, sizeof a.settings_path, "%ssettings.txt", a.pref_dir);
        settings_load(&a.prefs, a.settings_path);
    }
    choose_window_size(&a);
    if (!start_video(&a, err, sizeof err)) {
        ui_report_error("Cannot open a window", err);
        return 1;
    }
    if (!load_art(&a, err, sizeof err)) {
        ui_report_error("Missing game files", err);
        return 1;
    }
    ui_load_sounds(&a.ui);
    a.ui.volume = a.prefs.mute ? 0 : a.prefs.volume * MIX_MAX_VOLUME / 100;
    a.ui.colour_blind = a.prefs.colour_blind;
    if (a.prefs.fullscreen && !a.opt.frames && !a.opt.smoke) set_fullscreen(&a, true);
    if (a.pref_dir[0]) {
        char art[1200];
        snprintf(art, sizeof art, "%sart", a.pref_dir);
        char skipped[300];
        int own = atlas_load_overrides(&a.atlas, a.ui.renderer, art, skipped, sizeof skipped);
        if (own) fprintf(stderr, "gah: using %d card pictures of your own from %s\n", own, art);
        /* A picture that was skipped is told in the window too: the player put it there on purpose. */
        if (skipped[0]) snprintf(a.art_notice, sizeof a.art_notice, "Your card picture %s", skipped);
    }
    ai_worker_init(&a.worker);
    build_main_menu(&a);
    if (a.art_notice[0]) snprintf(a.menu.status, sizeof a.menu.status, "%s", a.art_notice);
    a.scene = SCENE_MENU;
    a.handover_seat = -1;
    open_newgame(&a);
    harness_open_scene(&a);
    SDL_StartTextInput();

    a.running = true;
    int status = 0;
    harness_start(&a);
    uint64_t drawn_fingerprint = 0;
    for (int frame = 1; a.running; frame++) {
        a.ui.now = a.opt.fake_clock ? (Uint32)frame * 16 : SDL_GetTicks();
        SDL_Event e;
        /* Nothing moves and nobody acts: sleep until an event (or a second, for timed messages)
         * instead of redrawing the same picture at full speed. */
        /* While a computer thinks, the sign's dots move a few times a second; a headless run has nothing
         * else to do then either, and waits for the answer's wake-up event in short naps. */
        bool thinking = ai_worker_busy(&a.worker) && !SDL_AtomicGet(&a.worker.done) && computer_to_move(&a);
        bool harness_waits = thinking && (a.opt.smoke || a.opt.script);
        int sleep_ms = harness_waits ? 50 : thinking ? 400 : 1000;
        bool still = app_is_still(&a), woke = false;
        /* The picture on screen is out of date (the last frame drawn was mid-move): draw it now, rest after. */
        if (still && frame > 1 && idle_fingerprint(&a, SDL_GetTicks()) != drawn_fingerprint) still = false;
        if ((still || harness_waits) && (harness_waits ? SDL_WaitEventTimeout(&e, sleep_ms) : wait_event(&e, sleep_ms)))
            handle_event(&a, &e), woke = true;
        while (SDL_PollEvent(&e)) handle_event(&a, &e), woke = true;
        if (atlas_poll(&a.atlas, a.ui.renderer)) woke = true; /* the 2x pages came in: redraw with them */
        if (!harness_input(&a, frame)) status = 1;
        hint_poll(&a);
        step_computer(&a);
        if (a.tutorial.on && a.table_live) tutorial_update(&a.tutorial, &a.table);
        if (a.scene == SCENE_TABLE) check_handover(&a);
        autosave(&a, false);
        /* At rest with nothing new (a timed wake-up): the picture on screen is still right. */
        uint64_t fingerprint = idle_fingerprint(&a, SDL_GetTicks());
        if (still && !woke && frame > 1 && !thinking && !ai_worker_busy(&a.worker) && fingerprint == drawn_fingerprint) continue;
        drawn_fingerprint = fingerprint;
        if (!art_ready(&a)) {
            status = 1;
            break;
        }
        harness_before_draw(&a, frame);
        draw(&a);
        harness_after_draw(&a);
        if (a.opt.screenshot && (!a.running || frame == a.opt.frames)) {
            if (!save_png(&a.ui, a.opt.screenshot)) {
                fprintf(stderr, "gah: could not write %s: %s\n", a.opt.screenshot, SDL_GetError());
                status = 1;
            }
        }
        SDL_RenderPresent(a.ui.renderer);
        if (a.opt.frames > 0 && frame >= a.opt.frames) a.running = false;
    }

    harness_report(&a);
    ai_worker_cancel(&a.worker);
    autosave(&a, true);
    if (a.window_resized && a.settings_path[0]) {
        if (!settings_save(&a.prefs, a.settings_path, err, sizeof err)) fprintf(stderr, "gah: %s\n", err);
    }
    if (a.table_live) bg_session_free(&a.table.session);
    atlas_free(&a.atlas);
    layout_free(&a.layout);
    if (a.emblem) SDL_DestroyTexture(a.emblem);
    ui_unload(&a.ui);
    SDL_DestroyRenderer(a.ui.renderer);
    SDL_DestroyWindow(a.ui.window);
    if (a.ui.audio_ok) Mix_CloseAudio();
    TTF_Quit();
    IMG_Quit();
    SDL_Quit();
    return status;
}

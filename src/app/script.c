/* The scripted run (--script) for headless tests: clicks on named menu items and new-game controls, smoke
 * steps on the table, and a printed summary of the game - all through the same mouse handling a person
 * uses, so a path the smoke driver skips (the new-game screen, Continue) is tested too. Steps in the game's
 * own words (a die's space, the skeleton key, a round reached, ...) are its driver's (ui/table_driver.h). */
#include "app/harness.h"

#include "app/net_play.h"
#include "bg/number.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One step: "menu LABEL", "newgame CONTROL", "final BUTTON" (rematch, save, menu), "type TEXT", "rules CHAPTER|back",
 * "hover X,Y" (the rules screen, the new-game screen), "tutorial N [S]" (play the tutorial's game to its end in up to N frames, or until
 * step S shows), "smoke N", "log N" (print the log's last N lines), "wait N", "animations on|off", "finish N" (up
 * to N frames for the game to end, computers playing), "think" (count the frames drawn while a computer thinks),
 * "escape" (the Esc key), "hint [N]" (click the Hint button once it is offered, within N frames, 3000 by default; print the hint and
 * whether its move is legal when it arrives), "type TEXT" (typed into the new-game field being edited), "print"
 * or "quit"; any other is the game's (the base game's: "setup", "round R", "handover", "space", "key",
 * "dancer N"). */
static bool next_step(const char **cursor, char *verb, size_t verb_size, char *arg, size_t arg_size)
{
    const char *p = *cursor;
    while (*p == ' ' || *p == ';') p++;
    if (!*p) return false;
    const char *end = strchr(p, ';');
    if (!end) end = p + strlen(p);
    const char *space = memchr(p, ' ', (size_t)(end - p));
    size_t vlen = (size_t)((space ? space : end) - p);
    snprintf(verb, verb_size, "%.*s", (int)vlen, p);
    arg[0] = 0;
    if (space) {
        const char *a = space + 1, *e = end;
        while (e > a && e[-1] == ' ') e--;
        snprintf(arg, arg_size, "%.*s", (int)(e - a), a);
    }
    *cursor = end;
    return true;
}

/* A step's number that may be left out (`fallback`); a whole positive number otherwise. */
static bool optional_number(const char *arg, int fallback, int *out)
{
    if (!arg[0]) return *out = fallback, true;
    return bg_parse_int(arg, 1, INT_MAX, out);
}

/* "A,B" or "A B": two whole numbers in [lo, hi] either side of `sep`. */
static bool number_pair(const char *arg, char sep, int lo, int hi, int *a, int *b)
{
    const char *at = strchr(arg, sep);
    char first[16];
    if (!at || (size_t)(at - arg) >= sizeof first) return false;
    snprintf(first, sizeof first, "%.*s", (int)(at - arg), arg);
    int x, y;
    if (!bg_parse_int(first, lo, hi, &x) || !bg_parse_int(at + 1, lo, hi, &y)) return false;
    *a = x, *b = y;
    return true;
}

static bool step_refused(const char *verb, const char *arg, char *err, size_t err_size)
{
    snprintf(err, err_size, "script step '%s' takes a whole number in range, not '%s'", verb, arg);
    return false;
}

static void print_summary(app *a)
{
    static const char *scenes[SCENE_COUNT] = {"menu", "newgame", "table", "pause", "final", "settings", "rules", "recent", "join"};
    char game[1024] = "", rules[200] = "";
    if (a->table_live) a->table_game->driver->describe(a->table, game, sizeof game);
    if (a->scene == SCENE_RULES) a->table_game->driver->describe_rules(a->table, rules, sizeof rules);
    printf("gah: scene %s%s%s", scenes[a->scene], game, rules);
    if (a->menu.status[0]) printf("; status \"%s\"", a->menu.status);
    /* What a menu's first item and the new-game screen's title say (which game they name). */
    if (a->scene == SCENE_MENU && a->menu.count) printf("; first item \"%s\"", a->menu.items[0].label);
    char title[120];
    if (a->scene == SCENE_NEW_GAME) {
        printf("; title \"%s\"; players %d; seats", newgame_title(&a->newgame, title, sizeof title), a->newgame.players);
        for (int i = 0; i < a->newgame.players; i++) printf(" %d", a->newgame.control[i]);
        printf("; waltz %s", newgame_choice(&a->newgame, "waltz")[0] ? newgame_choice(&a->newgame, "waltz") : "-");
    }
    char net[300];
    app_net_describe(a, net, sizeof net);
    printf("%s", net);
    if (a->scene == SCENE_JOIN && join_screen_status(a)[0]) printf("; join \"%s\"", join_screen_status(a));
    if (a->scene == SCENE_PAUSE) { /* the pause menu's items (a joined game has no Save game) */
        printf("; items");
        for (int i = 0; i < a->pause.count; i++) printf("%s%s", i ? "|" : " ", a->pause.items[i].label);
    }
    printf("\n");
    fflush(stdout); /* another process may be reading it as it comes (the network tests) */
}

/* "tutorial N": plays the tutorial's game through the mouse (the game's driver: a newcomer following the
 * notes), then on to the final scoring. */
static bool drive_tutorial(app *a, harness *h, char *err, size_t err_size)
{
    harness_script *s = &h->script;
    if (a->scene == SCENE_FINAL) {
        printf("gah: tutorial game over after %d commands\n", app_session(a)->count);
        s->tutorial = 0;
        return true;
    }
    if (--s->tutorial == 0) {
        snprintf(err, err_size, "the tutorial's game did not end in the frames given (step %d)", s->drive.shown + 1);
        return false;
    }
    if (a->scene != SCENE_TABLE) {
        snprintf(err, err_size, "the tutorial left the table (scene %d)", a->scene);
        return false;
    }
    ui_driver_env env = harness_env(a, &h->rng);
    int done = a->table_game->driver->tutorial(a->table, &env, &s->drive, err, err_size);
    if (done == UI_STEP_DONE) s->tutorial = 0;
    return done != UI_STEP_FAILED;
}

/* Whether the move the hint named is among the legal ones now. */
static bool hint_legal(app *a)
{
    const bg_session *s = app_session(a);
    bg_move moves[512];
    int n = s->game->legal(s->state, moves, 512);
    for (int i = 0; i < n; i++)
        if (!memcmp(&moves[i], &a->hint_move, sizeof a->hint_move)) return true;
    return false;
}

/* A step in the game's words: done at once, or smoking on until its condition holds. */
static bool game_step(app *a, harness *h, const char *verb, const char *arg, char *err, size_t err_size)
{
    harness_script *s = &h->script;
    ui_driver_env env = harness_env(a, &h->rng);
    int limit = 0;
    switch (a->table_game->driver->step(a->table, &env, verb, arg, &limit, err, err_size)) {
    case UI_STEP_DONE: return true;
    case UI_STEP_FAILED: return false;
    case UI_STEP_UNTIL:
        snprintf(s->until, sizeof s->until, "%s", verb);
        snprintf(s->until_arg, sizeof s->until_arg, "%s", arg);
        snprintf(s->until_err, sizeof s->until_err, "%s", err);
        s->until_left = limit;
        return true;
    default:
        snprintf(err, err_size, "unknown script step '%s'", verb);
        return false;
    }
}

bool script_step(app *a, harness *h, char *err, size_t err_size)
{
    harness_script *s = &h->script;
    uint64_t *rng = &h->rng;
    if (s->tutorial > 0) return drive_tutorial(a, h, err, err_size);
    int net = script_net_wait(a, h, err, err_size);
    if (net >= 0) return net;
    if (s->wait > 0) {
        s->wait--;
        return true;
    }
    if (s->smoke > 0) {
        s->smoke--;
        if (a->scene != SCENE_TABLE) return true; /* e.g. the game ended: nothing more to play */
        return smoke_step(a, rng, err, err_size);
    }
    if (s->until[0]) { /* a step of the game's: smoke moves until its condition holds (a hand-over stays up) */
        ui_driver_env env = harness_env(a, rng);
        if (a->scene != SCENE_TABLE || a->table_game->driver->until(a->table, &env, s->until, s->until_arg)) {
            s->until[0] = 0;
            return true;
        }
        if (s->until_left > 0 && --s->until_left == 0) {
            snprintf(err, err_size, "%s", s->until_err);
            return false;
        }
        return smoke_step(a, rng, err, err_size);
    }
    if (s->finish > 0) { /* the computers play on; the step is over when the final scoring shows */
        if (a->scene == SCENE_FINAL) {
            s->finish = 0;
            return true;
        }
        if (--s->finish == 0) {
            snprintf(err, err_size, "the game did not end in the frames given (%d commands)", app_session(a)->count);
            return false;
        }
        return true;
    }
    if (s->hint_wait > 0) { /* until the Hint button is offered (a person's turn), then its click */
        if (hint_offered(a) && hint_click(a, hint_button_point(a))) {
            s->hint_wait = 0;
            a->table_game->say(a->table, "", 0);
            s->hint = 2000;
        } else if (--s->hint_wait == 0) {
            snprintf(err, err_size, "no Hint button came");
            return false;
        } else {
            SDL_Delay(1);
        }
        return true;
    }
    if (s->hint > 0) { /* the hint thinks on the worker thread; the table draws on meanwhile */
        const char *message = a->table_game->message(a->table);
        char shown[340]; /* the words as the table shows them: in its hint box, or the message line */
        if (a->hint_shown && a->table_game->show_hint) snprintf(shown, sizeof shown, "Hint: %s", a->hint_why);
        else snprintf(shown, sizeof shown, "%s", message);
        if (a->hint_shown || !strncmp(message, "Hint: ", 6)) {
            char move[64] = "none";
            bool legal = false;
            if (a->hint_shown) {
                app_session(a)->game->move_format(a->hint_move, move, sizeof move);
                legal = hint_legal(a);
            }
            printf("gah: hint %s (%s): %s\n", move, legal ? "legal" : "not legal", shown);
            s->hint = 0;
            return true;
        }
        if (--s->hint == 0) {
            snprintf(err, err_size, "no hint came");
            return false;
        }
        SDL_Delay(5); /* a headless frame is quick: give the thought its time in naps */
        return true;
    }
    if (s->think == 1) { /* until a computer starts thinking (a few hundred frames at most) */
        if (ai_worker_busy(&a->worker) && !SDL_AtomicGet(&a->worker.done)) {
            s->think = 2;
            s->think_frames = 0;
            s->think_since = s->think_last = SDL_GetTicks();
            s->think_gap = 0;
        } else if (++s->think_frames > 300) {
            snprintf(err, err_size, "no computer started thinking");
            return false;
        }
        return true;
    }
    if (s->think == 2) { /* this frame is drawn while the computer thinks on its thread */
        /* The longest wait between two frames is what a frozen window shows, whatever the machine's load:
         * a count of frames alone fell short on a loaded machine while the window drew on. */
        Uint32 now = SDL_GetTicks();
        if (now - s->think_last > s->think_gap) s->think_gap = now - s->think_last;
        s->think_last = now;
        if (ai_worker_busy(&a->worker) && !SDL_AtomicGet(&a->worker.done)) {
            s->think_frames++;
            return true;
        }
        printf("gah: %d frames drawn while a computer thought for %u ms, at most %u ms apart\n", s->think_frames,
               (unsigned)(now - s->think_since), (unsigned)s->think_gap);
        s->think = 0;
        return true;
    }
    char verb[16], arg[64];
    if (!next_step(&s->cursor, verb, sizeof verb, arg, sizeof arg)) {
        a->running = false;
        return true;
    }
    SDL_Point at;
    if (!strcmp(verb, "menu")) {
        menu_scene *m = a->scene == SCENE_PAUSE ? &a->pause : &a->menu;
        if ((a->scene != SCENE_MENU && a->scene != SCENE_PAUSE) || !menu_item_point(m, arg, &at)) {
            snprintf(err, err_size, "no menu item '%s' on this screen", arg);
            return false;
        }
        menu_mouse(m, &a->ui, at, false);
        app_click(a, at);
    } else if (!strcmp(verb, "newgame")) {
        if (a->scene != SCENE_NEW_GAME || !newgame_control_point(&a->newgame, arg, &at)) {
            snprintf(err, err_size, "no new-game control '%s' on this screen", arg);
            return false;
        }
        newgame_mouse(&a->newgame, &a->ui, at, false);
        app_press(a, at);
        app_click(a, at);
    } else if (!strcmp(verb, "final")) {
        if (a->scene != SCENE_FINAL || !a->table_game->final_point(arg, &at)) {
            snprintf(err, err_size, "no final-scoring button '%s' on this screen", arg);
            return false;
        }
        app_press(a, at);
        app_click(a, at);
    } else if (!strcmp(verb, "rules")) {
        if (a->scene != SCENE_RULES || !a->table_game->rules_point(arg, &at)) {
            snprintf(err, err_size, "no rules control '%s' on this screen", arg);
            return false;
        }
        a->table_game->rules_mouse(a->table, at);
        app_press(a, at);
        app_click(a, at);
    } else if (!strcmp(verb, "hover")) { /* rest the mouse on a canvas point: X,Y */
        int x = 0, y = 0;
        if (!number_pair(arg, ',', 0, UI_CANVAS_W, &x, &y)) return step_refused(verb, arg, err, err_size);
        if (a->scene == SCENE_RULES) a->table_game->rules_mouse(a->table, (SDL_Point){x, y});
        else if (a->scene == SCENE_NEW_GAME) newgame_mouse(&a->newgame, &a->ui, (SDL_Point){x, y}, false);
    } else if (!strcmp(verb, "tutorial")) {
        s->drive = (ui_tutorial_drive){.shown = -1};
        s->tutorial = 1;
        if (arg[0] && !number_pair(arg, ' ', 0, INT_MAX, &s->tutorial, &s->drive.stop) &&
            !bg_parse_int(arg, 0, INT_MAX, &s->tutorial))
            return step_refused(verb, arg, err, err_size);
    } else if (!strcmp(verb, "type")) {
        /* Typed text, as a keyboard gives it (the seed field of the new-game screen). */
        if (a->scene == SCENE_NEW_GAME) newgame_text(&a->newgame, arg);
        if (a->scene == SCENE_RULES) a->table_game->rules_text(a->table, arg);
        if (a->scene == SCENE_JOIN) join_screen_text(a, arg);
    } else if (!strcmp(verb, "animations")) {
        /* Scripted runs play without animations; `animations on` puts them back for a test of clicks
         * made while something moves. */
        a->table_game->set_pace(a->table, !strcmp(arg, "on") ? 1.0f : 0.0f);
    } else if (!strcmp(verb, "log")) {
        const game_log *log = a->table_game->log(a->table);
        int n;
        if (!bg_parse_int(arg, 0, INT_MAX, &n)) return step_refused(verb, arg, err, err_size);
        int from = log->count > n ? log->count - n : 0;
        printf("gah: log has %d lines\n", log->count);
        for (int i = from; i < log->count; i++) printf("gah: log: %s\n", log->lines[i]);
    } else if (!strcmp(verb, "smoke")) {
        if (!bg_parse_int(arg, 0, INT_MAX, &s->smoke)) return step_refused(verb, arg, err, err_size);
    } else if (!strcmp(verb, "finish")) {
        if (!optional_number(arg, 1, &s->finish)) return step_refused(verb, arg, err, err_size);
    } else if (!strcmp(verb, "hint")) {
        /* frames: a computer may be moving first */
        if (!optional_number(arg, 3000, &s->hint_wait)) return step_refused(verb, arg, err, err_size);
    } else if (!strcmp(verb, "think")) {
        s->think = 1;
        s->think_frames = 0;
    } else if (!strcmp(verb, "wait")) {
        if (!bg_parse_int(arg, 0, INT_MAX, &s->wait)) return step_refused(verb, arg, err, err_size);
    } else if (!strcmp(verb, "escape")) {
        app_escape(a); /* the Esc key: the pause menu over the table */
    } else if (!strcmp(verb, "print")) {
        print_summary(a);
    } else if (!strcmp(verb, "quit")) {
        app_quit(a);
    } else if ((net = script_net_step(a, h, verb, arg, err, err_size)) >= 0) {
        return net;
    } else {
        return game_step(a, h, verb, arg, err, err_size);
    }
    return true;
}

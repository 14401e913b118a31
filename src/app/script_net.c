/* The script's steps for play over the network, so that a test drives a host's window and a joining
 * window through the same mouse handling a person uses:
 *   "join CONTROL"       a click on the Join screen (address, code, name, join, back)
 *   "net table N"        up to N frames until the joined game is on the table (or the join failed: the
 *                        print says why)
 *   "net joined N"       the host: up to N frames until every remote seat has someone connected
 *   "net alone N"        the host: up to N frames until nobody is connected
 *   "net closed N"       a joined window: up to N frames until the host has closed the connection
 *   "net play C"         this window's person plays (smoke moves on their turns) until the game's record
 *                        holds C moves or the game is over, within a bound of frames
 *   "net stand-in"       the host: a click on "Let a computer play for ..." (and again: stop it)
 *   "net copy"           the host: a click on "Copy code"
 * Waiting frames nap a little: the other window is another process that needs the machine too. */
#include "app/harness.h"
#include "app/net_play.h"

#include "bg/number.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>

/* A wait for the network: at most this many frames for "net play" (a few moves a second at worst). */
#define NET_PLAY_FRAMES 60000

static bool click_at(app *a, SDL_Point at)
{
    app_press(a, at);
    app_click(a, at);
    return true;
}

int script_net_step(app *a, harness *h, const char *verb, const char *arg, char *err, size_t err_size)
{
    harness_script *s = &h->script;
    SDL_Point at;
    if (!strcmp(verb, "join")) {
        if (a->scene != SCENE_JOIN || !join_screen_point(arg, &at)) {
            snprintf(err, err_size, "no Join-screen control '%s' on this screen", arg);
            return 0;
        }
        return click_at(a, at);
    }
    if (strcmp(verb, "net")) return -1;
    char what[16] = "";
    const char *space = strchr(arg, ' ');
    snprintf(what, sizeof what, "%.*s", (int)(space ? (size_t)(space - arg) : strlen(arg)), arg);
    if (!strcmp(what, "stand-in") || !strcmp(what, "copy")) {
        if (a->scene != SCENE_TABLE || !app_net_hosting(a) || !app_net_point(a, what, &at)) {
            snprintf(err, err_size, "no network control '%s' on this screen", what);
            return 0;
        }
        return click_at(a, at);
    }
    if (strcmp(what, "table") && strcmp(what, "joined") && strcmp(what, "alone") && strcmp(what, "play") && strcmp(what, "closed")) {
        snprintf(err, err_size, "unknown network step 'net %s'", arg);
        return 0;
    }
    int n = 0;
    if (!space || !bg_parse_int(space + 1, 1, INT_MAX, &n)) {
        snprintf(err, err_size, "script step 'net %s' takes a whole number", what);
        return 0;
    }
    snprintf(s->net_until, sizeof s->net_until, "%s", what);
    s->net_target = n;
    s->net_left = !strcmp(what, "play") ? NET_PLAY_FRAMES : n;
    return 1;
}

/* Whether every remote seat of the hosted game has someone connected. */
static bool all_joined(app *a)
{
    const bg_session *s = app_session(a);
    unsigned here = app_net_connected(a);
    for (int i = 0; i < s->game->seats(s->state); i++)
        if (s->control[i] == BG_CONTROL_REMOTE && !(here & (1u << i))) return false;
    return true;
}

int script_net_wait(app *a, harness *h, char *err, size_t err_size)
{
    harness_script *s = &h->script;
    if (!s->net_until[0]) return -1;
    const char *what = s->net_until;
    bool done = false;
    if (!strcmp(what, "table")) done = (a->scene == SCENE_TABLE || a->scene == SCENE_FINAL) ? a->table_live && app_net_joined(a)
                                                                                                 : !app_net_join_busy(a) && a->scene == SCENE_JOIN && join_screen_status(a)[0];
    else if (!strcmp(what, "joined")) done = app_net_hosting(a) && a->table_live && all_joined(a);
    else if (!strcmp(what, "alone")) done = app_net_hosting(a) && app_net_connected(a) == 0;
    else if (!strcmp(what, "closed")) done = app_net_joined(a) && !app_net_to_host(a);
    else if (!strcmp(what, "play")) done = a->scene == SCENE_FINAL || app_net_count(a) >= s->net_target;
    if (done) {
        s->net_until[0] = 0;
        return 1;
    }
    if (--s->net_left <= 0) {
        snprintf(err, err_size, "'net %s %d' did not happen in the frames given (record %d)", what, s->net_target, app_net_count(a));
        s->net_until[0] = 0;
        return 0;
    }
    if (!strcmp(what, "play") && a->scene == SCENE_TABLE && !app_net_waiting(a)) {
        if (!app_net_joined(a)) {
            if (!smoke_step(a, &h->rng, err, err_size)) return 0;
        } else if (app_net_asked(a)) {
            /* The joined window's move goes to the host: nothing changes here until its answer. */
            const ui_table_game *tg = a->table_game;
            bg_move move;
            bool applied;
            if (tg->summary_showing(a->table, a->ui.now)) app_click(a, (SDL_Point){960, 540});
            else if (tg->driver->pick(a->table, &h->rng, &move) && !smoke_play(a, move, &applied, err, err_size)) return 0;
        }
    }
    SDL_Delay(2);
    return 1;
}

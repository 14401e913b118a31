/* Games onto the table: a new game from the new-game screen, the first-game tutorial, a rematch, or a
 * session loaded from a file - each with its seats, computer players and save file. */
#include "app/internal.h"
#include "app/net_play.h"
#include "bg/net.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bg_session *app_session(const app *a) { return a->table_game->session(a->table); }

bool app_use_game(app *a, const ui_table_game *tg)
{
    int i = app_game_index(tg);
    if (tg == a->table_game || i < 0) return i >= 0;
    if (!ai_worker_retarget(&a->worker, tg->game, tg->players)) return false;
    if (a->table_live) a->table_game->close(a->table);
    a->table_live = false;
    a->table_game = tg;
    a->table = a->tables[i];
    memset(a->ai_ready, 0, sizeof a->ai_ready);
    a->hint_shown = false;
    return true;
}

bool app_select_game(app *a, const char *key)
{
    for (int i = 0; app_games[i]; i++) {
        if (strcmp(app_games[i]->key, key)) continue;
        if (a->worker.game) return app_use_game(a, app_games[i]);
        a->table_game = app_games[i]; /* before start-up: the worker is made for it */
        a->table = a->tables[i];
        return true;
    }
    return false;
}

void app_open_table(app *a, const bg_session *s)
{
    ai_worker_cancel(&a->worker); /* an answer for the game being closed is never wanted */
    if (a->table_live) a->table_game->close(a->table);
    a->table_game->open(a->table, s);
    a->table_live = true;
    a->table_game->set_pace(a->table, a->run.unwatched ? 0.0f : settings_anim_factor(&a->prefs));
    if (a->table_game->set_step_ms) a->table_game->set_step_ms(a->table, a->prefs.step_ms);
    a->table_game->set_confirm(a->table, a->prefs.confirm_end_turn && !a->run.unwatched);
    if (a->table_game->set_guide) a->table_game->set_guide(a->table, a->prefs.guides);
    a->shown_seat = -1;
    a->handover_seat = -1;
    memset(a->ai_ready, 0, sizeof a->ai_ready);
    a->computer_next_at = 0;
    a->scene = a->table_game->to_act(a->table) < 0 ? SCENE_FINAL : SCENE_TABLE;
}

void app_open_newgame(app *a)
{
    newgame_scene *n = &a->newgame;
    newgame_init(n, a->table_game->game);
    n->called = a->table_game->short_name; /* as the main menu's item calls it */
    a->table_game->recall_choice(n, a->prefs.waltz); /* the last choice (settings.txt) */
    ui_strength s[UI_STRENGTHS_MAX];
    n->strength_count = a->table_game->players->strengths(s);
    for (int i = 0; i < n->strength_count; i++) n->strength_labels[i] = s[i].label;
    /* The last new game's people and seats (settings.txt), in this game's range; a refused module leaves. */
    if (a->prefs.newgame_players) newgame_set_players(n, a->prefs.newgame_players);
    for (int i = 0; i < BG_MAX_SEATS && i < SETTINGS_SEATS; i++)
        n->control[i] = a->prefs.newgame_seats[i] <= n->strength_count ? a->prefs.newgame_seats[i] : 0;
}

/* The people and seats of the new game being started are the next new-game screen's (a remote seat a
 * person: hosting is chosen each time). */
static void remember_seats(app *a, const newgame_scene *n)
{
    settings before = a->prefs;
    a->prefs.newgame_players = n->players;
    for (int i = 0; i < SETTINGS_SEATS; i++)
        a->prefs.newgame_seats[i] = i < BG_MAX_SEATS && n->control[i] > 0 && n->control[i] <= n->strength_count ? n->control[i] : 0;
    if (before.newgame_players != a->prefs.newgame_players ||
        memcmp(before.newgame_seats, a->prefs.newgame_seats, sizeof before.newgame_seats))
        app_apply_settings(a);
}

void app_start_new_game(app *a, const void *params, const table_seat *seats)
{
    app_net_stop(a); /* a game hosted or joined before is left */
    bg_session s;
    const bg_game *game = a->table_game->game;
    const char *why = bg_session_start(&s, game, params, NULL);
    if (why) {
        snprintf(a->menu.status, sizeof a->menu.status, "%s", why);
        return;
    }
    for (int i = 0; i < game->params_seats(params); i++) {
        snprintf(s.names[i], sizeof s.names[i], "%s", seats[i].name[0] ? seats[i].name : "Player");
        s.colours[i] = (uint8_t)seats[i].colour;
    }
    /* A seat the game plays itself (the automa) has its own name, and the colour after the first person's. */
    for (int i = 0; i < BG_MAX_SEATS; i++)
        if (s.control[i] == BG_CONTROL_AUTOMA) {
            snprintf(s.names[i], sizeof s.names[0], "%s", a->table_game->automa_name(&s, i));
            s.colours[i] = (uint8_t)((seats[0].colour + 1) % 4);
        }
    app_open_table(a, &s);
    app_new_game_file(a);
}

/* Whether a seat of the game on the table is played by the game itself (solo against the automa). */
static bool has_automa(app *a)
{
    const bg_session *s = app_session(a);
    for (int i = 0; i < BG_MAX_SEATS; i++)
        if (s->control[i] == BG_CONTROL_AUTOMA) return true;
    return false;
}

/* The game as set up, each seat played by a person or a computer of the strength chosen. */
void app_start_from_newgame(app *a)
{
    const newgame_scene *n = &a->newgame;
    app_params params;
    char why[200];
    if (newgame_params(n, params.bytes, why, sizeof why)) {
        snprintf(a->menu.status, sizeof a->menu.status, "%s", why);
        return;
    }
    /* The choice the game remembers (the modules chosen) is the last choice next time (settings.txt). */
    unsigned remembered;
    if (a->table_game->remember_choice(n, &remembered) && a->prefs.waltz != remembered) {
        a->prefs.waltz = remembered;
        app_apply_settings(a);
    }
    remember_seats(a, n);
    app_start_new_game(a, params.bytes, n->seats);
    if (!a->table_live || a->scene != SCENE_TABLE || has_automa(a)) return;
    ui_strength s[UI_STRENGTHS_MAX];
    int count = a->table_game->players->strengths(s);
    for (int i = 0; i < n->players; i++)
        if (n->control[i] > 0 && n->control[i] <= count) bg_session_set_computer(app_session(a), i, s[n->control[i] - 1].agent);
        else if (n->control[i] == newgame_remote(n)) app_session(a)->control[i] = BG_CONTROL_REMOTE;
    a->saved_sig = 0; /* the computer seats are part of the save */
    app_net_host_new(a); /* a remote seat: the game is opened to the network */
    app_check_handover(a);
}

/* The tutorial's fixed game, the person against a computer player, with the tutorial's notes and its guard
 * on the table. */
void app_start_tutorial(app *a)
{
    table_seat seats[BG_MAX_SEATS];
    memcpy(seats, a->newgame.seats, sizeof seats);
    app_params params;
    int computer = 1;
    const char *agent = a->table_game->tutorial_params(params.bytes, &computer);
    app_start_new_game(a, params.bytes, seats);
    if (!a->table_live || a->scene != SCENE_TABLE) return;
    bg_session_set_computer(app_session(a), computer, agent);
    a->saved_sig = 0;
    a->table_game->tutorial_begin(a->table);
    app_check_handover(a);
}

/* The same seats, names, colours, computer players and settings, with another seed. A run on the fake
 * clock takes no entropy, so its rematch is always the same game. */
void app_rematch(app *a)
{
    const bg_session *s = app_session(a);
    app_params params;
    a->table_game->rematch_params(s, params.bytes, a->run.fake_clock ? 0 : (uint64_t)SDL_GetPerformanceCounter());
    table_seat seats[BG_MAX_SEATS];
    for (int i = 0; i < BG_MAX_SEATS; i++) {
        snprintf(seats[i].name, sizeof seats[i].name, "%s", s->names[i]);
        seats[i].colour = s->colours[i];
    }
    uint8_t control[BG_MAX_SEATS];
    char agent[BG_MAX_SEATS][BG_AGENT_MAX];
    memcpy(control, s->control, sizeof control);
    memcpy(agent, s->agent, sizeof agent);
    /* A hosted game's rematch is hosted again, with the same code and port: its players join it with the code
     * they have (it used to stop hosting, and the remote seats became this window's). */
    char code[BG_NET_CODE_TEXT];
    int port = 0;
    bool hosted = app_net_host_code(a, code, &port);
    app_start_new_game(a, params.bytes, seats);
    if (!a->table_live || a->scene != SCENE_TABLE) return;
    for (int i = 0; i < a->table_game->game->params_seats(params.bytes); i++)
        if (control[i] == BG_CONTROL_COMPUTER) bg_session_set_computer(app_session(a), i, agent[i]);
        else if (control[i] == BG_CONTROL_REMOTE && hosted) app_session(a)->control[i] = BG_CONTROL_REMOTE;
    a->saved_sig = 0;
    if (hosted) app_net_host(a, code, port);
    app_check_handover(a);
}

/* Games onto the table: a new game from the new-game screen, the first-game tutorial, a rematch, or a
 * session loaded from a file - each with its seats, computer players and save file. */
#include "app/internal.h"

#include <stdio.h>
#include <string.h>

void app_open_table(app *a, const gah_session *s)
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
    a->table.anim_factor = a->run.unwatched ? 0.0f : settings_anim_factor(&a->prefs);
    a->table.confirm_end_turn = a->prefs.confirm_end_turn && !a->run.unwatched;
    a->shown_seat = -1;
    a->handover_seat = -1;
    memset(a->ai_ready, 0, sizeof a->ai_ready);
    a->computer_next_at = 0;
    a->tutorial.on = false; /* only the tutorial's own start turns it on */
    a->scene = gah_session_state(&a->table.session)->phase == GAH_PHASE_OVER ? SCENE_FINAL : SCENE_TABLE;
}

void app_open_newgame(app *a)
{
    newgame_scene *n = &a->newgame;
    newgame_init(n, &gah_game);
    /* The last choice of modules (settings.txt), of those the engine plays. */
    newgame_choose_from(n, "waltz", &(gah_params){.waltz = (uint8_t)(a->prefs.waltz & GAH_WALTZ_AVAILABLE)});
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
    app_open_table(a, &s);
    app_new_game_file(a);
}

/* The game as set up, each seat played by a person or a computer of the strength chosen. */
void app_start_from_newgame(app *a)
{
    const newgame_scene *n = &a->newgame;
    gah_params params, chosen = {0};
    char why[200];
    if (newgame_params(n, &params, why, sizeof why)) {
        snprintf(a->menu.status, sizeof a->menu.status, "%s", why);
        return;
    }
    /* The modules chosen (those not played solo too) are the last choice next time (settings.txt). */
    if (!gah_params_set(&chosen, "waltz", newgame_choice(n, "waltz"), why, sizeof why) && a->prefs.waltz != chosen.waltz) {
        a->prefs.waltz = chosen.waltz;
        app_apply_settings(a);
    }
    app_start_new_game(a, params, n->seats);
    if (!a->table_live || a->scene != SCENE_TABLE || params.automa) return;
    ai_strength s[AI_STRENGTHS_MAX];
    int count = ai_strengths(s);
    for (int i = 0; i < n->players; i++)
        if (n->control[i] > 0 && n->control[i] <= count) bg_session_set_computer(&a->table.session, i, s[n->control[i] - 1].agent);
    a->saved_sig = 0; /* the computer seats are part of the save */
    app_check_handover(a);
}

/* The tutorial's fixed game, the person against an easy computer player, with the tutorial's notes and
 * its guard on the table. */
void app_start_tutorial(app *a)
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
    app_check_handover(a);
}

/* The same seats, names, colours, computer players and settings, with another seed. A run on the fake
 * clock takes no entropy, so its rematch is always the same game. */
void app_rematch(app *a)
{
    const gah_session *s = &a->table.session;
    gah_params params = *gah_session_params(s);
    params.seed = final_rematch_seed(params.seed, a->run.fake_clock ? 0 : (uint64_t)SDL_GetPerformanceCounter());
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
    app_check_handover(a);
}

/* The scene a harness run opens on: --scene (a screenshot's or a test's starting point: the new-game
 * screen, a table at set-up, mid-game or crowded, the final scoring, settings, rules, ...) and the game
 * that --smoke and --bench play. Set up through the app's own functions, as a person's game is. */
#include "app/harness.h"
#include "gah/ai.h"

#include <stdio.h>
#include <string.h>

/* Let's Waltz module 5's bell prompt for a screenshot: the Chef de Rang laid in the first player's staff
 * (as a scenario's `set` would) and action space 2 taken boosted, which brings 3 or more drinks when two
 * dice lie there; other seeds are tried until they do. */
static void harness_ring_bell(app *a)
{
    gah_params params = *gah_session_params(&a->table.session);
    params.waltz |= GAH_WALTZ_MODULE(5);
    for (int k = 0; k < 40; k++, params.seed++) {
        app_start_new_game(a, params, a->newgame.seats);
        gah_command cmds[512];
        while (gah_session_state(&a->table.session)->phase != GAH_PHASE_PLAY && gah_session_state(&a->table.session)->phase != GAH_PHASE_OVER) {
            gah_legal(gah_session_state(&a->table.session), cmds, 512);
            table_apply(&a->table, cmds[0]);
        }
        gah_state *st = gah_session_state_edit(&a->table.session);
        gah_player *p = &st->player[table_prompt_seat(&a->table)];
        if (st->dice[2] < 2 || p->money < 1 || p->display_count >= GAH_DISPLAY_MAX) continue;
        p->display[p->display_count] = GAH_STAFF_CHEF_DE_RANG;
        p->display_used[p->display_count++] = 0;
        table_refresh(&a->table);
        if (table_apply(&a->table, (gah_command){GAH_CMD_DIE, 2, 1})) continue;
        for (int guard = 0; guard < 20 && gah_current_prompt(st).kind != GAH_PROMPT_BELL; guard++) {
            if (gah_current_prompt(st).kind == GAH_PROMPT_TURN || gah_legal(st, cmds, 512) <= 0) break;
            table_apply(&a->table, cmds[0]);
        }
        if (gah_current_prompt(st).kind == GAH_PROMPT_BELL) break;
    }
    a->shown_seat = table_prompt_seat(&a->table);
}

void harness_open_scene(app *a, harness *h)
{
    harness_options *o = &h->opt;
    if (o->scene && !strcmp(o->scene, "menu")) return; /* --bench N --scene menu */
    if (o->bench_frames > 0) o->scene = "table";
    const char *sc = o->scene ? o->scene : "";
    bool game_scene = !strcmp(sc, "table") || !strcmp(sc, "midgame") || !strcmp(sc, "final") || !strcmp(sc, "rolling") ||
                      !strcmp(sc, "crowded") || !strcmp(sc, "bell") ||
                      !strcmp(sc, "ballrooms");
    if (o->smoke || game_scene) {
        gah_params params = {.players = (uint8_t)o->players, .seed = o->seed, .waltz = o->waltz,
                             .variants = o->variants, .solo_entrance = o->solo_entrance};
        if (o->players == 1)
            params.players = 2, params.automa = (uint8_t)gah_automa_for_modules(params.waltz),
            params.difficulty = o->difficulty ? o->difficulty : GAH_HARD;
        app_start_new_game(a, params, a->newgame.seats);
        /* Settings the engine refuses (module 4 solo): say why before the run fails. */
        if (!a->table_live) fprintf(stderr, "gah: the game cannot be set up: %s\n", a->menu.status);
        for (int k = 0; k < o->computers && k < params.players; k++)
            bg_session_set_computer(&a->table.session, params.players - 1 - k, gah_ai_kind_name(GAH_AI_RANDOM));
        if (o->scene && !strcmp(o->scene, "final")) {
            /* Play the game out with the first legal commands to show a real final score. */
            gah_command cmds[512];
            while (gah_session_state(&a->table.session)->phase != GAH_PHASE_OVER) {
                int n = gah_legal(gah_session_state(&a->table.session), cmds, 512);
                gah_command pick = cmds[gah_ai_pick_progress(cmds, n)];
                gah_session_apply(&a->table.session, table_prompt_seat(&a->table), pick, NULL);
            }
            a->scene = SCENE_FINAL;
        }
        if (o->bench_frames > 0 || !strcmp(sc, "midgame") || !strcmp(sc, "rolling") || !strcmp(sc, "crowded") ||
            !strcmp(sc, "ballrooms")) {
            /* A mid-game table: set-up and a few rounds of first-legal moves. */
            gah_command cmds[512];
            for (int k = 0; k < (params.automa ? 50 : 120) && gah_session_state(&a->table.session)->phase != GAH_PHASE_OVER; k++) {
                int n = gah_legal(gah_session_state(&a->table.session), cmds, 512);
                gah_command pick = cmds[gah_ai_pick_progress(cmds, n)];
                gah_session_apply(&a->table.session, table_prompt_seat(&a->table), pick, NULL);
            }
            table_refresh(&a->table);
            a->shown_seat = table_prompt_seat(&a->table);
        }
        /* The mid-game table with module 1's Ballrooms panel open, as its tab opens it (tools/bench_ui.sh
         * measures the window at rest with it). */
        if (!strcmp(sc, "ballrooms")) a->table.ballrooms.look = true;
        if (!strcmp(sc, "crowded")) {
            /* A screenshot of how many dice on one space look (a 4-player roll can put 14 on one): the
             * dice are set directly, as a scenario's `set dice` does, for the picture only. */
            gah_state *st = gah_session_state_edit(&a->table.session);
            memset(st->dice, 0, sizeof st->dice);
            st->dice[1] = 5, st->dice[2] = 1, st->dice[4] = 9, st->dice[5] = 14;
            table_refresh(&a->table);
            a->shown_seat = table_prompt_seat(&a->table);
        }
        if (!strcmp(sc, "bell")) harness_ring_bell(a);
        if (!strcmp(sc, "rolling")) {
            /* Play on through the table (with its log and animations) until the dice are rolled again,
             * and show the roll in flight. */
            a->ui.now = 0;
            for (int k = 0; k < 400 && !anim_rolling(&a->table.anims, 0); k++) {
                if (!a->table.legal_count) break;
                gah_command pick = a->table.legal[0];
                for (int i = 0; i < a->table.legal_count; i++)
                    if (a->table.legal[i].type == GAH_CMD_END_TURN || a->table.legal[i].type == GAH_CMD_PASS) pick = a->table.legal[i];
                anim_clear(&a->table.anims);
                if (table_apply(&a->table, pick)) break;
                table_animate(&a->table, &a->ui, &a->layout);
            }
            a->shown_seat = table_prompt_seat(&a->table);
        }
    } else if (o->scene && !strcmp(o->scene, "rules")) {
        a->settings_return = SCENE_MENU;
        a->scene = SCENE_RULES;
        rules_text(&a->rules, "emperor");
    } else if (o->scene && !strcmp(o->scene, "settings")) {
        a->settings_return = SCENE_MENU;
        app_build_settings_menu(a);
        a->scene = SCENE_SETTINGS;
    } else if (o->scene) {
        a->scene = SCENE_NEW_GAME;
    }
}

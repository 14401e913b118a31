/* The test and measurement harness of the game window: command-line options, the scenes a test or a
 * screenshot opens on (--scene), synthetic input (--click, --hover, --smoke, --script) and the frame-time
 * benchmark (--bench). The app's own loop only calls in here; a person's game never takes these paths. */
#include "app/app.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

static void usage(void)
{
    printf("usage: gah [--size WxH] [--frames N] [--screenshot FILE.png] [--click X,Y] [--smoke]\n"
           "           [--players N] [--seed S] [--scene newgame|table|final]\n"
           "  --size WxH        initial window size (default: the largest that fits; 1280x720 in test runs)\n"
           "  --frames N        render N frames and exit (for tests)\n"
           "  --screenshot F    save the last rendered frame as a PNG\n"
           "  --click X,Y       click at canvas point X,Y (1920x1080 canvas) on the second frame\n"
           "  --smoke           play a whole game through the window with scripted mouse input\n"
           "  --players, --seed for --smoke and --scene table: the game to play (--players 1: solo)\n"
           "  --waltz LIST      with them: the Let's Waltz modules, e.g. 2 or 1,2 (solo: against Elisabeth)\n"
           "  --difficulty D    with them, solo: the automa's difficulty, easy, medium or hard (default)\n"
           "  --solo-entrance E with them, solo and module 3: the automa's solo entrance, random (default) or 1-4\n"
           "  --variant NAME    with them: a rule variant (original, no-kitchen-hand, discard-free-guests,\n"
           "                    herlius, rowe-smith); repeatable\n"
           "  --computers N     with --smoke: the last N seats are computer players (N = players: watch them)\n"
           "  --scene S         open on a scene: newgame, table, midgame, crowded, ballrooms (mid-game,\n"
           "                    its panel open; with --waltz 1), final, settings or rules\n"
           "  --fake-clock      animations advance 16 ms per frame (tests)\n"
           "  --hover X,Y       rest the mouse at canvas X,Y with the card viewer pinned (screenshots)\n"
           "  --script STEPS    headless test steps, ';'-separated: menu LABEL, newgame CONTROL, smoke N, setup,\n"
           "                    round R, handover, log N, wait N, animations on|off, space, finish N, think,\n"
           "                    print, quit\n"
           "  --bench N         time N frames of a mid-game table; print median/p99 frame time, first frame, memory\n"
           "                    (with --scene menu: of the main menu, which opens before the card art is decoded)\n");
}

bool harness_parse_options(int argc, char **argv, app_options *o)
{
    *o = (app_options){.width = 1280, .height = 720, .smoke_players = 2, .smoke_seed = 1};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage();
            exit(0);
        } else if (!strcmp(a, "--frames") && v) o->frames = atoi(argv[++i]);
        else if (!strcmp(a, "--screenshot") && v) o->screenshot = argv[++i];
        else if (!strcmp(a, "--click") && v && sscanf(v, "%d,%d", &o->click_x, &o->click_y) == 2) o->click = true, i++;
        else if (!strcmp(a, "--size") && v && sscanf(v, "%dx%d", &o->width, &o->height) == 2) o->size_given = true, i++;
        else if (!strcmp(a, "--smoke")) o->smoke = true;
        else if (!strcmp(a, "--players") && v) o->smoke_players = atoi(argv[++i]);
        else if (!strcmp(a, "--computers") && v) o->smoke_computers = atoi(argv[++i]);
        else if (!strcmp(a, "--seed") && v) o->smoke_seed = strtoull(argv[++i], NULL, 10);
        else if (!strcmp(a, "--variant") && v) {
            gah_params one = {0};
            char why[200];
            if (gah_params_set(&one, "variants", argv[++i], why, sizeof why)) {
                fprintf(stderr, "gah: --variant: %s\n", why);
                return false;
            }
            o->smoke_variants |= one.variants;
        }
        else if (!strcmp(a, "--waltz") && v) {
            gah_params p = {0};
            char why[160];
            if (gah_params_set(&p, "waltz", argv[++i], why, sizeof why)) {
                fprintf(stderr, "gah: --waltz: %s\n", why);
                return false;
            }
            o->smoke_waltz = p.waltz;
        }
        else if (!strcmp(a, "--solo-entrance") && v) {
            gah_params p = {0};
            char why[160];
            if (gah_params_set(&p, "solo_entrance", argv[++i], why, sizeof why)) {
                fprintf(stderr, "gah: --solo-entrance: %s\n", why);
                return false;
            }
            o->smoke_solo_entrance = p.solo_entrance;
        }
        else if (!strcmp(a, "--difficulty") && v) {
            gah_params p = {0};
            char why[160];
            if (gah_params_set(&p, "difficulty", argv[++i], why, sizeof why)) {
                fprintf(stderr, "gah: --difficulty: %s\n", why);
                return false;
            }
            o->smoke_difficulty = p.difficulty;
        }
        else if (!strcmp(a, "--scene") && v) o->start_scene = argv[++i];
        else if (!strcmp(a, "--fake-clock")) o->fake_clock = true;
        else if (!strcmp(a, "--bench") && v) o->bench_frames = atoi(argv[++i]);
        else if (!strcmp(a, "--script") && v) o->script = argv[++i];
        else if (!strcmp(a, "--hover") && v && sscanf(v, "%d,%d", &o->hover_x, &o->hover_y) == 2) o->hover = true, i++;
        else {
            fprintf(stderr, "gah: unknown or incomplete option '%s'\n", a);
            usage();
            return false;
        }
    }
    return true;
}

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

void harness_open_scene(app *a)
{
    if (a->opt.start_scene && !strcmp(a->opt.start_scene, "menu")) return; /* --bench N --scene menu */
    if (a->opt.bench_frames > 0) a->opt.start_scene = "table";
    const char *sc = a->opt.start_scene ? a->opt.start_scene : "";
    bool game_scene = !strcmp(sc, "table") || !strcmp(sc, "midgame") || !strcmp(sc, "final") || !strcmp(sc, "rolling") ||
                      !strcmp(sc, "crowded") || !strcmp(sc, "bell") ||
                      !strcmp(sc, "ballrooms");
    if (a->opt.smoke || game_scene) {
        gah_params params = {.players = (uint8_t)a->opt.smoke_players, .seed = a->opt.smoke_seed, .waltz = a->opt.smoke_waltz,
                             .variants = a->opt.smoke_variants, .solo_entrance = a->opt.smoke_solo_entrance};
        if (a->opt.smoke_players == 1)
            params.players = 2, params.automa = (uint8_t)gah_automa_for_modules(params.waltz),
            params.difficulty = a->opt.smoke_difficulty ? a->opt.smoke_difficulty : GAH_HARD;
        app_start_new_game(a, params, a->newgame.seats);
        /* Settings the engine refuses (module 4 solo): say why before the run fails. */
        if (!a->table_live) fprintf(stderr, "gah: the game cannot be set up: %s\n", a->menu.status);
        for (int k = 0; k < a->opt.smoke_computers && k < params.players; k++)
            bg_session_set_computer(&a->table.session, params.players - 1 - k, gah_ai_kind_name(GAH_AI_RANDOM));
        if (a->opt.start_scene && !strcmp(a->opt.start_scene, "final")) {
            /* Play the game out with the first legal commands to show a real final score. */
            gah_command cmds[512];
            while (gah_session_state(&a->table.session)->phase != GAH_PHASE_OVER) {
                int n = gah_legal(gah_session_state(&a->table.session), cmds, 512);
                gah_command pick = cmds[gah_ai_pick_progress(cmds, n)];
                gah_session_apply(&a->table.session, table_prompt_seat(&a->table), pick, NULL);
            }
            a->scene = SCENE_FINAL;
        }
        if (a->opt.bench_frames > 0 || !strcmp(sc, "midgame") || !strcmp(sc, "rolling") || !strcmp(sc, "crowded") ||
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
    } else if (a->opt.start_scene && !strcmp(a->opt.start_scene, "rules")) {
        a->settings_return = SCENE_MENU;
        a->scene = SCENE_RULES;
        rules_text(&a->rules, "emperor");
    } else if (a->opt.start_scene && !strcmp(a->opt.start_scene, "settings")) {
        a->settings_return = SCENE_MENU;
        app_build_settings_menu(a);
        a->scene = SCENE_SETTINGS;
    } else if (a->opt.start_scene) {
        a->scene = SCENE_NEW_GAME;
    }
}

void harness_start(app *a)
{
    a->smoke_rng = a->opt.smoke_seed * 0x9E3779B97F4A7C15ULL + 7;
    a->smoke_start = SDL_GetTicks();
    a->script_cursor = a->opt.script;
    a->bench_freq = SDL_GetPerformanceFrequency();
    a->bench_first_ms = -1.0;
}

bool harness_input(app *a, int frame)
{
    bool ok = true;
    char err[1024];
    if (a->opt.click && frame == 2) {
        SDL_Point at = {a->opt.click_x, a->opt.click_y};
        if (a->scene == SCENE_MENU) menu_mouse(&a->menu, &a->ui, at, false);
        app_press(a, at);
        app_click(a, at);
        printf("gah: clicked %d,%d; sounds played: %d\n", at.x, at.y, a->ui.sounds_played);
    }
    if (a->opt.script && a->running && !script_step(a, &a->smoke_rng, err, sizeof err)) {
        fprintf(stderr, "gah: script failed: %s\n", err);
        ok = false;
        a->running = false;
    }
    if (a->opt.smoke && a->running) {
        if (a->scene == SCENE_FINAL) {
            printf("gah: smoke game finished in %.1f s:", (SDL_GetTicks() - a->smoke_start) / 1000.0);
            for (int s = 0; s < gah_session_state(&a->table.session)->players; s++)
                printf(" %s %d", a->table.seats[s].name, gah_session_state(&a->table.session)->player[s].vp);
            printf("\n");
            a->running = false;
        } else if (!smoke_step(a, &a->smoke_rng, err, sizeof err)) {
            fprintf(stderr, "gah: smoke run failed: %s\n", err);
            ok = false;
            a->running = false;
        }
    }
    return ok;
}

void harness_before_draw(app *a, int frame)
{
    if (a->opt.hover && a->scene == SCENE_TABLE) {
        SDL_Point at = {a->opt.hover_x, a->opt.hover_y};
        table_mouse_move(&a->table, at);
        table_hover(&a->table, &a->layout, at, 0);
        a->table.pinned = true;
    }
    if (a->opt.bench_frames > 0 && a->scene == SCENE_TABLE) {
        /* Sweep the mouse over the table so hover effects are part of the measured work. */
        SDL_Point at = {(frame * 37) % UI_CANVAS_W, (frame * 23) % UI_CANVAS_H};
        table_mouse_move(&a->table, at);
        table_hover(&a->table, &a->layout, at, a->ui.now);
    }
    a->bench_t0 = SDL_GetPerformanceCounter();
}

/* Frame times of --bench, sorted at the end for the median and the 99th percentile. */
static double frame_ms[100000];
static int timed;

void harness_after_draw(app *a)
{
    if (a->opt.bench_frames <= 0) return;
    SDL_RenderFlush(a->ui.renderer);
    double ms = (double)(SDL_GetPerformanceCounter() - a->bench_t0) * 1000.0 / (double)a->bench_freq;
    if (a->bench_first_ms < 0) {
        a->bench_first_ms = (double)SDL_GetTicks(); /* ms since SDL_Init at the top of main */
        /* The processor time too (every thread): on a busy machine the wall time mostly measures the others. */
        struct rusage ru;
        getrusage(RUSAGE_SELF, &ru);
        a->bench_first_cpu_ms = (double)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1000.0 +
                                (double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1000.0;
    }
    /* Frames drawn while the 2x pages are still being decoded (a large window's first seconds) share the
     * processor with that and are not the window's own pace: they are not counted. The menu draws no
     * card, so it never takes up the pages (atlas_ready) and the 2x ones wait for the table: its frames
     * count at once (`--bench N --scene menu` at 4K ran for ever). */
    if (a->scene != SCENE_MENU && atlas_sharpening(&a->atlas)) return;
    if (timed < (int)(sizeof frame_ms / sizeof frame_ms[0])) frame_ms[timed++] = ms;
    if (timed >= a->opt.bench_frames) a->running = false;
}

void harness_report(app *a)
{
    if (a->opt.bench_frames > 0 && timed) {
        /* Sort the frame times for the median and the 99th percentile. */
        for (int i = 1; i < timed; i++)
            for (int j = i; j > 0 && frame_ms[j - 1] > frame_ms[j]; j--) {
                double tmp = frame_ms[j];
                frame_ms[j] = frame_ms[j - 1];
                frame_ms[j - 1] = tmp;
            }
        struct rusage ru;
        getrusage(RUSAGE_SELF, &ru);
        int w, h;
        SDL_GetRendererOutputSize(a->ui.renderer, &w, &h);
        SDL_RendererInfo info;
        SDL_GetRendererInfo(a->ui.renderer, &info);
        printf("renderer: %s at %dx%d\n", info.name, w, h);
        printf("frames: %d\n", timed);
        printf("median frame ms: %.2f\n", frame_ms[timed / 2]);
        printf("p99 frame ms: %.2f\n", frame_ms[(int)(timed * 0.99) < timed ? (int)(timed * 0.99) : timed - 1]);
        printf("time to first frame ms: %.1f\n", a->bench_first_ms);
        printf("processor time to first frame ms: %.1f\n", a->bench_first_cpu_ms);
        printf("peak memory MiB: %.1f\n", (double)ru.ru_maxrss / 1024.0);
    }
}

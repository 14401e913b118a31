/* The test and measurement harness of the game window: its command line, and the hooks it fills in on the
 * app's seam (app/app.h) when its options are given - the scene a run opens on, synthetic input (--click,
 * --hover, --smoke through smoke.c, --script through script.c), the frame-time benchmark (--bench,
 * bench.c), the screenshot and the frame count. A person's game never takes these paths. */
#include "app/harness.h"
#include "bg/file.h"
#include "bg/number.h"

#include <limits.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void usage(const ui_table_driver *d)
{
    printf("usage: gah [--size WxH] [--frames N] [--screenshot FILE.png] [--click X,Y] [--smoke]\n"
           "           [--players N] [--seed S] [--scene newgame|table|final] [--game KEY]\n"
           "  --game KEY        the game on the table: gah (the default) or roll (Let's Roll); its options follow\n"
           "  --size WxH        initial window size (default: the largest that fits; 1280x720 in test runs)\n"
           "  --frames N        render N frames and exit (for tests)\n"
           "  --screenshot F    save the last rendered frame as a PNG\n"
           "  --click X,Y       click at canvas point X,Y (1920x1080 canvas) on the second frame\n"
           "  --smoke           play a whole game through the window with scripted mouse input\n"
           "  --players, --seed for --smoke and --scene table: the game to play (--players 1: solo)\n"
           "%s"
           "  --computers N     with --smoke: the last N seats are computer players (N = players: watch them)\n"
           "  --scene S         open on a scene: newgame, table, settings, rules or one of the game's:",
           d->usage);
    for (int i = 0; d->scenes[i]; i++) printf(" %s", d->scenes[i]);
    printf("\n"
           "  --fake-clock      animations advance 16 ms per frame (tests)\n"
           "  --hover X,Y       rest the mouse at canvas X,Y with the card viewer pinned (screenshots)\n"
           "  --script STEPS    headless test steps, ';'-separated: menu LABEL, newgame CONTROL, smoke N, setup,\n"
           "                    round R, handover, log N, wait N, animations on|off, space, finish N, think,\n"
           "                    print, quit\n"
           "  --bench N         time N frames of a mid-game table; print median/p99 frame time, first frame, memory\n"
           "                    (with --scene menu: of the main menu, which opens before the card art is decoded)\n"
           "  -h, --help        this summary\n");
}

/* One of the game's settings given by name on the command line (--waltz, --variant, ...), read as the
 * save header reads it; false, told, when the game does not know the value. */
static bool read_setting(const bg_game *game, harness_options *o, const char *option, const char *key, const char *value)
{
    char why[200];
    app_params scratch = {0};
    if (game->params_set(scratch.bytes, key, value, why, sizeof why)) {
        fprintf(stderr, "gah: %s: %s\n", option, why);
        return false;
    }
    if (o->setting_count == HARNESS_SETTINGS_MAX) {
        fprintf(stderr, "gah: %s: too many settings given\n", option);
        return false;
    }
    o->setting_keys[o->setting_count] = key;
    o->setting_values[o->setting_count++] = value;
    return true;
}

/* The game's option of this name (its driver's), or NULL. */
static const ui_driver_option *game_option(const ui_table_driver *d, const char *name)
{
    for (int i = 0; i < d->option_count; i++)
        if (!strcmp(d->options[i].option, name)) return &d->options[i];
    return NULL;
}

/* An option's number: a whole word in [lo, hi] (bg/number.h), else told. */
static bool number(const char *option, const char *text, int lo, int hi, int *out)
{
    if (bg_parse_int(text, lo, hi, out)) return true;
    fprintf(stderr, "gah: %s takes a whole number from %d to %d, not '%s'\n", option, lo, hi, text);
    return false;
}

/* "AxB" or "A,B": two whole numbers in [lo, hi] either side of `sep`. */
static bool pair(const char *option, const char *text, char sep, int lo, int hi, int *a, int *b)
{
    const char *at = strchr(text, sep);
    char first[16];
    int x, y;
    if (at && (size_t)(at - text) < sizeof first) {
        snprintf(first, sizeof first, "%.*s", (int)(at - text), text);
        if (bg_parse_int(first, lo, hi, &x) && bg_parse_int(at + 1, lo, hi, &y)) {
            *a = x, *b = y;
            return true;
        }
    }
    fprintf(stderr, "gah: %s takes two whole numbers from %d to %d as A%cB, not '%s'\n", option, lo, hi, sep, text);
    return false;
}

/* The command line into `o`, and the options that say how the window runs into `run`. */
static bool parse_options(const ui_table_game *tg, int argc, char **argv, harness_options *o, app_run *run)
{
    *o = (harness_options){.players = 2, .seed = 1};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        const ui_driver_option *setting = game_option(tg->driver, a);
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(tg->driver);
            exit(0);
        } else if (!strcmp(a, "--frames") && v) {
            if (!number(a, argv[++i], 1, INT_MAX, &o->frames)) return false;
        } else if (!strcmp(a, "--screenshot") && v) o->screenshot = argv[++i];
        else if (!strcmp(a, "--click") && v) {
            if (!pair(a, argv[++i], ',', 0, UI_CANVAS_W, &o->click_x, &o->click_y)) return false;
            o->click = true;
        } else if (!strcmp(a, "--size") && v) {
            /* A window of 16384 pixels a side is past what any renderer draws. */
            if (!pair(a, argv[++i], 'x', 1, 16384, &run->width, &run->height)) return false;
            run->size_given = true;
        } else if (!strcmp(a, "--game") && v) i++; /* read first (app_driver_attach) */
        else if (!strcmp(a, "--smoke")) o->smoke = true;
        else if (!strcmp(a, "--players") && v) {
            if (!number(a, argv[++i], 1, BG_MAX_SEATS, &o->players)) return false;
        } else if (!strcmp(a, "--computers") && v) {
            if (!number(a, argv[++i], 0, BG_MAX_SEATS, &o->computers)) return false;
        } else if (!strcmp(a, "--seed") && v) {
            if (!bg_parse_u64(argv[++i], UINT64_MAX, &o->seed)) {
                fprintf(stderr, "gah: --seed takes a whole number, not '%s'\n", argv[i]);
                return false;
            }
        }
        else if (setting && v) {
            if (!read_setting(tg->game, o, a, setting->key, argv[++i])) return false;
        } else if (!strcmp(a, "--scene") && v) o->scene = argv[++i];
        else if (!strcmp(a, "--fake-clock")) run->fake_clock = true;
        else if (!strcmp(a, "--bench") && v) {
            if (!number(a, argv[++i], 1, INT_MAX, &o->bench_frames)) return false;
        } else if (!strcmp(a, "--script") && v) o->script = argv[++i];
        else if (!strcmp(a, "--hover") && v) {
            if (!pair(a, argv[++i], ',', 0, UI_CANVAS_W, &o->hover_x, &o->hover_y)) return false;
            o->hover = true;
        } else {
            fprintf(stderr, "gah: unknown or incomplete option '%s'\n", a);
            usage(tg->driver);
            return false;
        }
    }
    return true;
}

/* ---- The hooks ---- */

static void on_open(app *a, void *ctx)
{
    harness *h = ctx;
    harness_open_scene(a, h);
    h->smoke_start = SDL_GetTicks();
    bench_start(&h->bench);
}

static bool on_input(app *a, void *ctx, int frame)
{
    harness *h = ctx;
    bool ok = true;
    char err[1024];
    if (h->opt.click && frame == 2) {
        SDL_Point at = {h->opt.click_x, h->opt.click_y};
        if (a->scene == SCENE_MENU) menu_mouse(&a->menu, &a->ui, at, false);
        app_press(a, at);
        app_click(a, at);
        printf("gah: clicked %d,%d; sounds played: %d\n", at.x, at.y, a->ui.sounds_played);
    }
    if (h->opt.script && a->running && !script_step(a, h, err, sizeof err)) {
        fprintf(stderr, "gah: script failed: %s\n", err);
        ok = false;
        a->running = false;
    }
    if (h->opt.smoke && a->running) {
        if (a->scene == SCENE_FINAL) {
            const bg_session *s = app_session(a);
            printf("gah: smoke game finished in %.1f s:", (SDL_GetTicks() - h->smoke_start) / 1000.0);
            for (int k = 0; k < s->game->seats(s->state); k++) printf(" %s %d", s->names[k], s->game->score(s->state, k));
            printf("\n");
            a->running = false;
        } else if (!smoke_step(a, &h->rng, err, sizeof err)) {
            fprintf(stderr, "gah: smoke run failed: %s\n", err);
            ok = false;
            a->running = false;
        }
    }
    return ok;
}

static void on_before_draw(app *a, void *ctx, int frame)
{
    harness *h = ctx;
    if (h->opt.hover && a->scene == SCENE_TABLE) {
        SDL_Point at = {h->opt.hover_x, h->opt.hover_y};
        a->table_game->mouse_move(a->table, at);
        a->table_game->hover(a->table, &a->layout, at, 0);
        a->table_game->set_pinned(a->table, true);
    }
    bench_before_draw(a, h, frame);
}

/* The frame is timed first (--bench may end the run), then the screenshot is the run's last frame. */
static bool on_after_draw(app *a, void *ctx, int frame)
{
    harness *h = ctx;
    bool ok = true;
    bench_after_draw(a, h);
    if (h->opt.screenshot && (!a->running || frame == h->opt.frames) && !app_save_png(&a->ui, h->opt.screenshot)) {
        fprintf(stderr, "gah: could not write %s: %s\n", h->opt.screenshot, SDL_GetError());
        ok = false;
    }
    if (h->opt.frames > 0 && frame >= h->opt.frames) a->running = false;
    return ok;
}

static void on_report(app *a, void *ctx) { bench_report(a, ctx); }

/* Test hook (tests/test_hostile_files.sh): GAH_INJECT_SAVE_FAILURE=STEP:ERRNO makes every save fail at that
 * step ("write:28" is a full disk), to check what the player is told. */
static void inject_save_failure(void)
{
    const char *inject = SDL_getenv("GAH_INJECT_SAVE_FAILURE");
    const char *colon = inject ? strchr(inject, ':') : NULL;
    static char inject_step[16];
    int inject_errno = 0;
    if (!colon || (size_t)(colon - inject) >= sizeof inject_step || !bg_parse_int(colon + 1, 1, 4095, &inject_errno)) return;
    snprintf(inject_step, sizeof inject_step, "%.*s", (int)(colon - inject), inject);
    bg_file_inject_failure(inject_step, inject_errno);
}

bool app_driver_attach(app *a, int argc, char **argv)
{
    static harness h;
    /* --game KEY first: the other options may be that game's own. */
    for (int i = 1; i + 1 < argc; i++)
        if (!strcmp(argv[i], "--game") && !app_select_game(a, argv[i + 1])) {
            fprintf(stderr, "gah: --game: no game '%s' in this window\n", argv[i + 1]);
            return false;
        }
    if (!parse_options(a->table_game, argc, argv, &h.opt, &a->run)) return false;
    inject_save_failure();
    const harness_options *o = &h.opt;
    /* The runs whose input the harness makes (or that only draw frames): the window keeps its size and
     * never rests; the games it plays go at once, and the smoke run's computers decide frame by frame. */
    a->run.driven = o->frames > 0 || o->smoke || o->script || o->bench_frames > 0 || o->click || o->hover;
    a->run.unwatched = o->smoke || o->script;
    a->run.computers_inline = o->smoke;
    a->run.windowed = o->frames || o->smoke;
    /* A test's frames are the same every run; --bench measures a person's start, which never waits. */
    a->run.own_art_first = a->run.driven && !o->bench_frames;
    /* A person's command line (at most --size) leaves the hooks empty: their game never runs this code. */
    if (!a->run.driven && !o->screenshot && !o->scene) return true;
    h.rng = o->seed * 0x9E3779B97F4A7C15ULL + 7;
    h.script.cursor = o->script;
    a->hooks = (app_hooks){.ctx = &h, .open = on_open, .input = on_input, .before_draw = on_before_draw,
                           .after_draw = on_after_draw, .report = on_report};
    return true;
}

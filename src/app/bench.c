/* The frame-time benchmark (--bench N): the mouse swept over the table so hover effects are part of the
 * work, each frame's drawing timed, and at the end the median and 99th-percentile frame times, the time
 * (wall and processor) to the first frame and the peak memory printed (tools/bench_ui.sh reads them). */
#include "app/harness.h"
#include "ui/own_art.h"

#include <stdio.h>
#include <sys/resource.h>

void bench_start(harness_bench *b)
{
    b->freq = SDL_GetPerformanceFrequency();
    b->first_ms = -1.0;
}

void bench_before_draw(app *a, harness *h, int frame)
{
    if (h->opt.bench_frames > 0 && a->scene == SCENE_TABLE) {
        /* Sweep the mouse over the table so hover effects are part of the measured work. */
        SDL_Point at = {(frame * 37) % UI_CANVAS_W, (frame * 23) % UI_CANVAS_H};
        a->table_game->mouse_move(a->table, at);
        a->table_game->hover(a->table, &a->layout, at, a->ui.now);
    }
    h->bench.t0 = SDL_GetPerformanceCounter();
}

void bench_after_draw(app *a, harness *h)
{
    harness_bench *b = &h->bench;
    if (h->opt.bench_frames <= 0) return;
    SDL_RenderFlush(a->ui.renderer);
    double ms = (double)(SDL_GetPerformanceCounter() - b->t0) * 1000.0 / (double)b->freq;
    if (b->first_ms < 0) {
        b->first_ms = (double)SDL_GetTicks(); /* ms since SDL_Init at the top of main */
        /* The processor time too (every thread): on a busy machine the wall time mostly measures the others. */
        struct rusage ru;
        getrusage(RUSAGE_SELF, &ru);
        b->first_cpu_ms = (double)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1000.0 +
                          (double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1000.0;
    }
    /* Frames drawn while the 2x pages are still being decoded (a large window's first seconds) share the
     * processor with that and are not the window's own pace: they are not counted. The menu draws no
     * card, so it never takes up the pages (atlas_ready) and the 2x ones wait for the table: its frames
     * count at once (`--bench N --scene menu` at 4K ran for ever). */
    if (a->scene != SCENE_MENU && atlas_sharpening(&a->atlas)) return;
    if (b->timed < h->opt.bench_frames && b->timed < (int)(sizeof b->frame_ms / sizeof b->frame_ms[0]))
        b->frame_ms[b->timed++] = ms;
    /* The player's own card pictures come in on their thread while the frames go on: the run lasts until
     * they are in (its frames past N untimed), so that the peak memory counts them and their time is told. */
    if (a->own_art && !b->own_art_ms && own_art_finished(a->own_art)) b->own_art_ms = (double)SDL_GetTicks();
    if (b->timed >= h->opt.bench_frames && (!a->own_art || b->own_art_ms)) a->running = false;
}

void bench_report(app *a, harness *h)
{
    harness_bench *b = &h->bench;
    if (h->opt.bench_frames <= 0 || !b->timed) return;
    int timed = b->timed;
    double *frame_ms = b->frame_ms;
    /* Sort the frame times for the median and the 99th percentile. */
    for (int i = 1; i < timed; i++)
        for (int j = i; j > 0 && frame_ms[j - 1] > frame_ms[j]; j--) {
            double tmp = frame_ms[j];
            frame_ms[j] = frame_ms[j - 1];
            frame_ms[j - 1] = tmp;
        }
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    int w, h_px;
    SDL_GetRendererOutputSize(a->ui.renderer, &w, &h_px);
    SDL_RendererInfo info;
    SDL_GetRendererInfo(a->ui.renderer, &info);
    printf("renderer: %s at %dx%d\n", info.name, w, h_px);
    printf("frames: %d\n", timed);
    printf("median frame ms: %.2f\n", frame_ms[timed / 2]);
    printf("p99 frame ms: %.2f\n", frame_ms[(int)(timed * 0.99) < timed ? (int)(timed * 0.99) : timed - 1]);
    printf("time to first frame ms: %.1f\n", b->first_ms);
    printf("processor time to first frame ms: %.1f\n", b->first_cpu_ms);
    printf("peak memory MiB: %.1f\n", (double)ru.ru_maxrss / 1024.0);
    if (b->own_art_ms) printf("own card pictures in ms: %.1f\n", b->own_art_ms);
}

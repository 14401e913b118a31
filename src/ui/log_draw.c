/* The game log's box: the newest lines at the bottom, each wrapped to the box (issue 13: long lines ran
 * out of it), at a size that stays readable in a 1280x720 window. */
#include "ui/log_draw.h"

#include <stdio.h>
#include <string.h>

enum { LOG_ROWS_MAX = 16 };

/* Cuts `line` into rows no wider than `width` canvas units, at spaces; returns the number of rows. */
static int wrap(ui_context *ui, TTF_Font *font, const char *line, int width, char rows[][LOG_LINE_MAX], int max)
{
    int n = 0;
    const char *p = line;
    float limit = (float)width * ui->scale;
    while (*p && n < max) {
        /* The longest prefix ending at a space (or the end) that fits; a single word too long is cut. */
        size_t best = 0, len = strlen(p);
        for (size_t k = 1; k <= len; k++) {
            if (p[k] != ' ' && p[k] != 0) continue;
            char probe[LOG_LINE_MAX];
            memcpy(probe, p, k);
            probe[k] = 0;
            int w = 0, h = 0;
            TTF_SizeUTF8(font, probe, &w, &h);
            if ((float)w > limit && best) break;
            best = k;
            if ((float)w > limit) break;
        }
        memcpy(rows[n], p, best);
        rows[n][best] = 0;
        n++;
        p += best;
        while (*p == ' ') p++;
    }
    return n;
}

/* The wrapped rows of the last drawing: text is measured only when the log, the scroll or the size
 * changed, not every frame (measuring each word of each line every frame slowed the window). */
static struct {
    const game_log *log;
    int count, scroll, width, capacity;
    float scale;
    char newest[LOG_LINE_MAX];
    int used;
    char shown[LOG_ROWS_MAX][LOG_LINE_MAX];
} cache;

void log_draw(ui_context *ui, const game_log *log, int scroll, SDL_Rect box, SDL_Color ink)
{
    TTF_Font *font = ui_font(ui, UI_FONT_TEXT, LOG_TEXT_SIZE);
    if (!font) return;
    int capacity = (box.h - 12) / LOG_ROW_H;
    if (capacity > LOG_ROWS_MAX) capacity = LOG_ROWS_MAX;
    const char *newest = log->count ? log->lines[log->count - 1] : "";
    bool same = cache.log == log && cache.count == log->count && cache.scroll == scroll && cache.width == box.w &&
                cache.capacity == capacity && cache.scale == ui->scale && !strcmp(cache.newest, newest);
    if (!same) {
        cache.log = log, cache.count = log->count, cache.scroll = scroll, cache.width = box.w;
        cache.capacity = capacity, cache.scale = ui->scale;
        snprintf(cache.newest, sizeof cache.newest, "%s", newest);
        cache.used = 0;
        /* From the newest line shown back, each line's rows go above the ones already placed. */
        for (int i = log->count - 1 - scroll; i >= 0 && cache.used < capacity; i--) {
            char rows[4][LOG_LINE_MAX];
            int n = wrap(ui, font, log->lines[i], box.w - 44, rows, 4); /* room for the indent of a second row */
            for (int r = n - 1; r >= 0 && cache.used < capacity; r--) {
                memmove(cache.shown[1], cache.shown[0], sizeof cache.shown[0] * (size_t)cache.used);
                snprintf(cache.shown[0], LOG_LINE_MAX, "%s%s", r ? "   " : "", rows[r]);
                cache.used++;
            }
        }
    }
    for (int i = 0; i < cache.used; i++)
        ui_text(ui, UI_FONT_TEXT, LOG_TEXT_SIZE, ink, box.x + 8, box.y + 6 + i * LOG_ROW_H, 0, cache.shown[i]);
}

/* Drawing on the logical canvas: scaling, crisp text at the scaled size, filled and framed rectangles. */
#include "ui/ui.h"
#include "ui/text_cache.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <math.h>

void ui_update_scale(ui_context *ui)
{
    int w = 0, h = 0;
    SDL_GetRendererOutputSize(ui->renderer, &w, &h);
    float sx = (float)w / UI_CANVAS_W, sy = (float)h / UI_CANVAS_H;
    ui->scale = sx < sy ? sx : sy;
    if (ui->scale <= 0.0f) ui->scale = 1.0f;
    ui->offset_x = (int)((float)w - UI_CANVAS_W * ui->scale) / 2;
    ui->offset_y = (int)((float)h - UI_CANVAS_H * ui->scale) / 2;
}

SDL_Rect ui_to_window(const ui_context *ui, SDL_Rect r)
{
    SDL_Rect out;
    out.x = ui->offset_x + (int)lroundf((float)r.x * ui->scale);
    out.y = ui->offset_y + (int)lroundf((float)r.y * ui->scale);
    out.w = (int)lroundf((float)(r.x + r.w) * ui->scale) - (int)lroundf((float)r.x * ui->scale);
    out.h = (int)lroundf((float)(r.y + r.h) * ui->scale) - (int)lroundf((float)r.y * ui->scale);
    return out;
}

SDL_Point ui_to_canvas(const ui_context *ui, int x, int y)
{
    SDL_Point p = {(int)((float)(x - ui->offset_x) / ui->scale), (int)((float)(y - ui->offset_y) / ui->scale)};
    return p;
}

/* The pixel size of the font `size` canvas units tall at the current scale: with the face, the font's key. */
static int size_px(const ui_context *ui, int size)
{
    /* The player's smallest text (issue 40: words of 6-8 px at 1366x768): measured as drawn, so the texts set
     * to fit their boxes fit at the larger size too. */
    int px = (int)lroundf((float)size * ui->scale);
    if (px < ui->text_min_px) px = ui->text_min_px;
    return px < 6 ? 6 : px;
}

TTF_Font *ui_font(ui_context *ui, ui_font_face face, int size)
{
    int px = size_px(ui, size);
    for (int i = 0; i < ui->font_count; i++)
        if (ui->fonts[i].face == face && ui->fonts[i].pixel_size == px) return ui->fonts[i].font;
    TTF_Font *font = TTF_OpenFont(ui->font_path[face], px);
    if (!font) return NULL;
    if (ui->font_count == UI_FONT_CACHE) { /* drop the oldest size: a resize makes old sizes useless */
        TTF_CloseFont(ui->fonts[0].font);
        SDL_memmove(&ui->fonts[0], &ui->fonts[1], sizeof ui->fonts[0] * (UI_FONT_CACHE - 1));
        ui->font_count--;
    }
    ui->fonts[ui->font_count++] = (ui_font_entry){face, px, font};
    return font;
}

/* The title face's old-style "1" reads as "I" (issue 13: "0 VP (-> 1)"), so its figures are set in the text
 * face, whose figures line up, a little smaller to sit with the serif's capitals; the words stay in the title
 * face (issue 40: whole labels with a figure, the Settings rows and the Waltz chapters, changed family). */
enum { FIGURES_PERCENT = 88 };

static bool is_figure(char c) { return c >= '0' && c <= '9'; }

/* The runs of `text` one after another: figures in the text face, the rest in the title face; each run's
 * font, bytes and width in pixels. Returns how many (at most `max`). */
typedef struct text_run {
    TTF_Font *font;
    const char *start;
    int len, w;
} text_run;

static int title_runs(ui_context *ui, int size, const char *text, text_run *runs, int max)
{
    TTF_Font *words = ui_font(ui, UI_FONT_TITLE, size), *figures = ui_font(ui, UI_FONT_TEXT, size * FIGURES_PERCENT / 100);
    int count = 0;
    for (const char *p = text; *p && count < max;) {
        bool figure = is_figure(*p);
        const char *end = p;
        while (*end && is_figure(*end) == figure) end++;
        text_run *r = &runs[count++];
        *r = (text_run){figure ? figures : words, p, (int)(end - p), 0};
        char part[256];
        snprintf(part, sizeof part, "%.*s", r->len, p);
        int h;
        if (!r->font || TTF_SizeUTF8(r->font, part, &r->w, &h) != 0) return 0;
        p = end;
    }
    return count;
}

/* Title-face text with figures: its runs on one surface, on one baseline. */
static SDL_Surface *render_title_mixed(ui_context *ui, int size, SDL_Color colour, const char *text)
{
    text_run runs[32];
    int count = title_runs(ui, size, text, runs, 32), w = 0, ascent = 0, below = 0;
    if (!count) return NULL;
    for (int i = 0; i < count; i++) {
        w += runs[i].w;
        if (TTF_FontAscent(runs[i].font) > ascent) ascent = TTF_FontAscent(runs[i].font);
        if (TTF_FontHeight(runs[i].font) - TTF_FontAscent(runs[i].font) > below)
            below = TTF_FontHeight(runs[i].font) - TTF_FontAscent(runs[i].font);
    }
    SDL_Surface *out = SDL_CreateRGBSurfaceWithFormat(0, w > 0 ? w : 1, ascent + below, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!out) return NULL;
    SDL_SetSurfaceBlendMode(out, SDL_BLENDMODE_BLEND);
    int x = 0;
    for (int i = 0; i < count; i++) {
        char part[256];
        snprintf(part, sizeof part, "%.*s", runs[i].len, runs[i].start);
        SDL_Surface *s = TTF_RenderUTF8_Blended(runs[i].font, part, colour);
        if (s) {
            SDL_SetSurfaceBlendMode(s, SDL_BLENDMODE_NONE); /* copied as drawn: the runs never overlap */
            SDL_Rect at = {x, ascent - TTF_FontAscent(runs[i].font), s->w, s->h};
            SDL_BlitSurface(s, NULL, out, &at);
            SDL_FreeSurface(s);
        }
        x += runs[i].w;
    }
    return out;
}

static bool has_figures(ui_font_face face, const char *text) { return face == UI_FONT_TITLE && text && strpbrk(text, "0123456789"); }

void ui_text(ui_context *ui, ui_font_face face, int size, SDL_Color colour, int x, int y, int align,
             const char *text)
{
    TTF_Font *font = ui_font(ui, face, size);
    if (!font || !text || !*text) return;
    SDL_Surface *s = has_figures(face, text) ? render_title_mixed(ui, size, colour, text) : TTF_RenderUTF8_Blended(font, text, colour);
    if (!s) return;
    SDL_Texture *t = SDL_CreateTextureFromSurface(ui->renderer, s);
    if (t) {
        SDL_Rect at = ui_to_window(ui, (SDL_Rect){x, y, 0, 0});
        SDL_Rect dst = {at.x, at.y, s->w, s->h};
        if (align == 1) dst.x -= s->w / 2;
        if (align == 2) dst.x -= s->w;
        SDL_RenderCopy(ui->renderer, t, NULL, &dst);
        SDL_DestroyTexture(t);
    }
    SDL_FreeSurface(s);
}

int ui_text_width(ui_context *ui, ui_font_face face, int size, const char *text)
{
    TTF_Font *font = ui_font(ui, face, size);
    int w = 0, h = 0;
    if (!font || !text || ui->scale <= 0) return 0;
    if (has_figures(face, text)) { /* as ui_text draws it */
        text_run runs[32];
        int count = title_runs(ui, size, text, runs, 32);
        for (int i = 0; i < count; i++) w += runs[i].w;
    } else if (TTF_SizeUTF8(font, text, &w, &h) != 0) {
        return 0;
    }
    return (int)ceilf((float)w / ui->scale);
}

int ui_text_fit_size(ui_context *ui, ui_font_face face, int size, int min_size, int width, const char *text)
{
    while (size > min_size && ui_text_width(ui, face, size, text) > width) size--;
    return size;
}

void ui_text_middle(ui_context *ui, ui_font_face face, int size, SDL_Color colour, int x, int cy, int align,
                    const char *text)
{
    /* The ink, not the font's line box, is centred on cy (issue 13: labels sat high in their buttons, as
     * the line box holds room for descenders and accents): half the tallest letter above the baseline. */
    TTF_Font *font = ui_font(ui, face, size);
    if (!font || !text || !*text || ui->scale <= 0) return;
    int top = 0;
    for (const unsigned char *c = (const unsigned char *)text; *c; c++) {
        int minx, maxx, miny, maxy, advance;
        if (*c < 128 && TTF_GlyphMetrics(font, *c, &minx, &maxx, &miny, &maxy, &advance) == 0 && maxy > top) top = maxy;
    }
    if (!top) top = TTF_FontAscent(font) * 7 / 10;
    float above = (float)(TTF_FontAscent(font) - top / 2) / ui->scale;
    ui_text(ui, face, size, colour, x, cy - (int)lroundf(above), align, text);
}

int ui_text_wrapped(ui_context *ui, ui_font_face face, int size, SDL_Color colour, int x, int y, int width,
                    const char *text)
{
    TTF_Font *font = ui_font(ui, face, size);
    if (!font || !text || !*text) return 0;
    SDL_Rect at = ui_to_window(ui, (SDL_Rect){x, y, 0, 0});
    int w = 0, h = 0;
    if (!text_cache_draw(ui, font, face, size_px(ui, size), colour, (int)((float)width * ui->scale), text, at.x, at.y, &w, &h))
        return 0;
    return ui->scale > 0 ? (int)((float)h / ui->scale) : h;
}

SDL_Point ui_text_wrapped_size(ui_context *ui, ui_font_face face, int size, int width, const char *text)
{
    TTF_Font *font = ui_font(ui, face, size);
    int w = 0, h = 0;
    if (!font || !text || !*text || !text_cache_measure(ui, font, face, size_px(ui, size), (int)((float)width * ui->scale), text, &w, &h))
        return (SDL_Point){0, 0};
    if (ui->scale > 0) return (SDL_Point){(int)((float)w / ui->scale + 0.99f), (int)((float)h / ui->scale + 0.99f)};
    return (SDL_Point){w, h};
}

void ui_fill(ui_context *ui, SDL_Rect r, SDL_Color c)
{
    SDL_Rect w = ui_to_window(ui, r);
    SDL_SetRenderDrawColor(ui->renderer, c.r, c.g, c.b, c.a);
    /* An opaque fill gives the same pixels without blending, and the software renderer then fills rows
     * instead of blending pixel by pixel (issue 21: the table's panels and frames are opaque). */
    if (c.a == 255) SDL_SetRenderDrawBlendMode(ui->renderer, SDL_BLENDMODE_NONE);
    SDL_RenderFillRect(ui->renderer, &w);
    if (c.a == 255) SDL_SetRenderDrawBlendMode(ui->renderer, SDL_BLENDMODE_BLEND);
}

void ui_frame(ui_context *ui, SDL_Rect r, SDL_Color c, int thickness)
{
    ui_fill(ui, (SDL_Rect){r.x, r.y, r.w, thickness}, c);
    ui_fill(ui, (SDL_Rect){r.x, r.y + r.h - thickness, r.w, thickness}, c);
    ui_fill(ui, (SDL_Rect){r.x, r.y, thickness, r.h}, c);
    ui_fill(ui, (SDL_Rect){r.x + r.w - thickness, r.y, thickness, r.h}, c);
}

/* A line on the canvas, `width` canvas units thick (the renderer draws 1-pixel lines). */
void ui_line(ui_context *ui, int x0, int y0, int x1, int y1, SDL_Color c, int width)
{
    SDL_SetRenderDrawColor(ui->renderer, c.r, c.g, c.b, c.a);
    float s = ui->scale;
    int px = (int)lroundf((float)width * s);
    if (px < 1) px = 1;
    for (int k = 0; k < px; k++) {
        float off = (float)k - (float)(px - 1) / 2.0f;
        bool steep = abs(y1 - y0) > abs(x1 - x0);
        float dx = steep ? off : 0.0f, dy = steep ? 0.0f : off;
        SDL_RenderDrawLineF(ui->renderer, (float)ui->offset_x + (float)x0 * s + dx, (float)ui->offset_y + (float)y0 * s + dy,
                            (float)ui->offset_x + (float)x1 * s + dx, (float)ui->offset_y + (float)y1 * s + dy);
    }
}

/* Text that fits its box, for cards and boards: the fonts, a line shrunk to its width, wrapped boxes, badges,
 * and the smallest size drawn (the small faces' floor is checked against it). */
#include "pack.h"

#include <math.h>
#include <stdio.h>
#include <string.h>


static void select_font(cairo_t *cr, pack_font font, double size)
{
    static const struct {
        const char *family;
        cairo_font_slant_t slant;
        cairo_font_weight_t weight;
    } faces[PACK_FONT_COUNT] = {
        {"EB Garamond", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD},
        {"EB Garamond", CAIRO_FONT_SLANT_ITALIC, CAIRO_FONT_WEIGHT_NORMAL},
        {"DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL},
        {"DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD},
        {"DejaVu Serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD},
    };
    cairo_select_font_face(cr, faces[font].family, faces[font].slant, faces[font].weight);
    cairo_set_font_size(cr, size);
}

/* The smallest text drawn since the last reset (measuring does not count): small faces are checked with it. */
static double text_min_shown = 1e9;

static void text_shown(double size)
{
    if (size < text_min_shown) text_min_shown = size;
}

void pack_text_min_reset(void) { text_min_shown = 1e9; }

double pack_text_min(void) { return text_min_shown; }

void pack_text_min_restore(double least) { text_min_shown = least; }

double pack_text_width(cairo_t *cr, pack_font font, double size, const char *text)
{
    cairo_text_extents_t te;
    select_font(cr, font, size);
    cairo_text_extents(cr, text, &te);
    return te.x_advance;
}

static int title_figures;

void pack_title_figures_reset(void) { title_figures = 0; }

int pack_title_figures(void) { return title_figures; }

static bool title_face(pack_font font) { return font == PACK_FONT_TITLE || font == PACK_FONT_TITLE_ITALIC; }

double pack_text(cairo_t *cr, pack_font font, double size, double x, double y, int align, const char *text)
{
    if (title_face(font) && strpbrk(text, "0123456789")) title_figures++;
    double w = pack_text_width(cr, font, size, text);
    /* Centre on the cap height rather than ascent+descent: lines look centred in their boxes. */
    double cap = font == PACK_FONT_TITLE || font == PACK_FONT_TITLE_ITALIC ? 0.65 : 0.73;
    cairo_move_to(cr, x - w * align / 2.0, y + size * cap / 2);
    text_shown(size);
    cairo_show_text(cr, text);
    cairo_new_path(cr);
    return w;
}

/* Each run of the text, words or figures, and its face and size; calls draw (or only measures) and returns the
 * width of the whole. */
static double figure_runs(cairo_t *cr, pack_font font, double size, double x, double y, bool draw, const char *text)
{
    const char *figures = "0123456789";
    double w = 0;
    char run[160];
    for (const char *p = text; *p;) {
        bool digits = strchr(figures, *p) != NULL;
        size_t n = digits ? strspn(p, figures) : strcspn(p, figures);
        if (n >= sizeof run) n = sizeof run - 1;
        memcpy(run, p, n);
        run[n] = 0;
        pack_font f = digits ? PACK_FONT_NUMBER : font;
        /* The same size (never below the board's least); pack_text centres each face on its own capitals
         * (0.65 of the size in the title face, 0.73 in the number face): moved up to share the baseline. */
        double dy = digits ? (0.65 - 0.73) * size / 2 : 0;
        w += draw ? pack_text(cr, f, size, x + w, y + dy, 0, run) : pack_text_width(cr, f, size, run);
        p += n;
    }
    return w;
}

double pack_text_figures(cairo_t *cr, pack_font font, double size, double x, double y, int align, const char *text)
{
    double w = figure_runs(cr, font, size, 0, 0, false, text);
    return figure_runs(cr, font, size, x - w * align / 2.0, y, true, text);
}

double pack_text_fit(cairo_t *cr, pack_font font, double size, double min_size, double x, double y,
                     double max_w, int align, const char *text)
{
    while (size > min_size && pack_text_width(cr, font, size, text) > max_w) size -= 0.5;
    pack_text(cr, font, size, x, y, align, text);
    return size;
}

/* Splits text into lines no wider than w at word boundaries ('\n' forces a break). */
static int wrap(cairo_t *cr, pack_font font, double size, const char *text, double w, char lines[][160], int max)
{
    int n = 0;
    const char *p = text;
    while (*p && n < max) {
        char line[160] = "";
        for (;;) {
            while (*p == ' ') p++;
            size_t len = strcspn(p, " \n");
            if (!len) break;
            char trial[160];
            snprintf(trial, sizeof trial, "%s%s%.*s", line, *line ? " " : "", (int)len, p);
            if (*line && pack_text_width(cr, font, size, trial) > w) break;
            snprintf(line, sizeof line, "%s", trial);
            p += len;
            if (*p == '\n') break;
        }
        if (*p == '\n') p++;
        snprintf(lines[n++], 160, "%s", line);
    }
    return *p ? max + 1 : n;
}

void pack_text_box(cairo_t *cr, pack_font font, double size, double x, double y, double w, double h, int align,
                   const char *text)
{
    char lines[12][160];
    int n = 0;
    for (;; size -= 0.25) {
        n = wrap(cr, font, size, text, w, lines, 12);
        bool too_wide = false;
        for (int i = 0; i < n && i < 12; i++) too_wide |= pack_text_width(cr, font, size, lines[i]) > w;
        if ((n <= 12 && n * size * 1.22 <= h && !too_wide) || size <= 6) break;
    }
    if (n > 12) n = 12;
    double lh = size * 1.22, top = y + (h - n * lh) / 2;
    double ax = align == 0 ? x : align == 1 ? x + w / 2 : x + w;
    for (int i = 0; i < n; i++) pack_text(cr, font, size, ax, top + lh * (i + 0.5), align, lines[i]);
}

void pack_text_badge(cairo_t *cr, double size, double x, double y, const char *text)
{
    double w = pack_text_width(cr, PACK_FONT_TEXT_BOLD, size, text);
    cairo_move_to(cr, x - w / 2, y + size * 0.73 / 2);
    text_shown(size);
    cairo_text_path(cr, text);
    pack_set_rgb(cr, PACK_PAPER_LIGHT);
    cairo_set_line_width(cr, size * 0.28);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    cairo_stroke_preserve(cr);
    pack_set_rgb(cr, PACK_INK);
    cairo_fill(cr);
}

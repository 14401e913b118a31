/* The small faces' shared parts (what the table shows at its sizes, issue 13; the full face is read on
 * hover): numbers large enough to read, and each card's name at the face's floor size, or its short form
 * (assets/data/short_names.tsv, house wording) where it does not fit. */
#include "cards.h"

#include "bg/number.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A number large enough to read on the table, with a paper outline. */
void pack_small_number(cairo_t *cr, double size, double x, double y, int value)
{
    char buf[16];
    snprintf(buf, sizeof buf, "%d", value);
    pack_text_badge(cr, size, x, y, buf);
}

/* Short forms of the names that do not fit a small face at its text floor (assets/data/short_names.tsv,
 * house wording): guest, staff or objective, the card's id, the short form. */
enum { SHORT_MAX = 128 };
static struct {
    char kind[12], text[40];
    int id, line;
} shorts[SHORT_MAX];
static int short_count;
static char short_path[PACK_PATH_MAX];

void pack_short_names_load(const char *data_dir)
{
    snprintf(short_path, sizeof short_path, "%s/short_names.tsv", data_dir);
    FILE *f = fopen(short_path, "r");
    if (!f) pack_fail(short_path, 0, "cannot be read");
    char line[256];
    for (int n = 1; fgets(line, sizeof line, f); n++) {
        line[strcspn(line, "\r\n")] = 0;
        if (!line[0] || line[0] == '#' || !strncmp(line, "kind\t", 5)) continue;
        char *kind = strtok(line, "\t"), *id = strtok(NULL, "\t"), *text = strtok(NULL, "\t"), *src = strtok(NULL, "\t");
        if (!kind || !id || !text || !src || strtok(NULL, "\t")) pack_fail(short_path, n, "want kind, id, short, src");
        if (strcmp(kind, "guest") && strcmp(kind, "staff") && strcmp(kind, "objective"))
            pack_fail(short_path, n, "kind '%s': guest, staff or objective", kind);
        if (strcmp(src, "house")) pack_fail(short_path, n, "src '%s': short forms are house wording", src);
        if (strlen(text) >= sizeof shorts[0].text) pack_fail(short_path, n, "'%s' is not short", text);
        if (short_count == SHORT_MAX) pack_fail(short_path, n, "more than %d short forms", SHORT_MAX);
        snprintf(shorts[short_count].kind, sizeof shorts[0].kind, "%s", kind);
        snprintf(shorts[short_count].text, sizeof shorts[0].text, "%s", text);
        if (!bg_parse_int(id, 1, 9999, &shorts[short_count].id)) pack_fail(short_path, n, "id '%s' is not a card number", id);
        shorts[short_count++].line = n;
    }
    fclose(f);
}

/* `text` in at most `max_lines` lines no wider than w at `size`, split at spaces; 0 if it does not fit. */
static int name_lines(cairo_t *cr, const char *text, double w, double size, int max_lines, char lines[][48])
{
    int n = 0;
    const char *p = text;
    while (*p) {
        if (n == max_lines) return 0;
        char line[48] = "";
        while (*p) {
            size_t len = strcspn(p, " ");
            char trial[48];
            snprintf(trial, sizeof trial, "%s%s%.*s", line, *line ? " " : "", (int)len, p);
            if (*line && pack_text_width(cr, PACK_FONT_TITLE, size, trial) > w) break;
            if (pack_text_width(cr, PACK_FONT_TITLE, size, trial) > w) return 0; /* one word too wide */
            snprintf(line, sizeof line, "%s", trial);
            p += len;
            while (*p == ' ') p++;
        }
        snprintf(lines[n++], 48, "%s", line);
    }
    return n;
}

/* The card's name on its small face at the face's floor size, in up to `max_lines` lines centred on
 * (cx, cy) (align 1), or from the left of the box w wide around cx (align 0): the name itself where it fits, else its short form. gah-pack fails when a name that does not
 * fit has none, when a short form is not needed, and when it does not fit either. */
void pack_small_name(cairo_t *cr, const char *kind, int id, const char *name, double cx, double cy, double w,
                       double size, int max_lines, int align)
{
    int found = -1;
    for (int i = 0; i < short_count; i++)
        if (shorts[i].id == id && !strcmp(shorts[i].kind, kind)) found = i;
    /* Measured at 1x on a context of its own, so the 1x and 2x atlases agree on which form is drawn. */
    static cairo_t *measure;
    if (!measure) measure = cairo_create(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1));
    char lines[4][48];
    int n = name_lines(measure, name, w, size, max_lines, lines);
    if (n && found >= 0)
        pack_fail(short_path, shorts[found].line, "%s %d '%s' fits its small face: no short form needed", kind, id, name);
    if (!n && found < 0) {
        pack_fail(short_path, 0, "%s %d '%s' does not fit its small face in %d line(s) of %.0f px at %.1f px: give it a short form",
                  kind, id, name, max_lines, w, size);
    }
    if (!n) {
        n = name_lines(measure, shorts[found].text, w, size, max_lines, lines);
        if (!n) pack_fail(short_path, shorts[found].line, "'%s' does not fit its small face in %d line(s) of %.0f px at %.1f px",
                          shorts[found].text, max_lines, w, size);
    }
    double lead = size * 1.02;
    double x = align ? cx : cx - w / 2;
    for (int i = 0; i < n; i++) pack_text(cr, PACK_FONT_TITLE, size, x, cy + (i - (n - 1) / 2.0) * lead, align, lines[i]);
}

void pack_small_begin(double text_floor)
{
    pack_small_face(text_floor);
    pack_text_min_reset();
}

/* Every word and number on a small face must stay readable at the table's sizes (faces.h). */
void pack_small_end(const pack_sprite *s, double text_floor)
{
    pack_small_face(0);
    if (pack_text_min() < text_floor - 0.01)
        pack_fail(s->name, 0, "the small face draws text of %.1f px, below %.1f (gah/faces.h)", pack_text_min(), text_floor);
}

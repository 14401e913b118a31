/* Board layouts: reads the .txt files of assets/layout, checks every line, and writes the compiled layout.txt. */
#include "pack.h"
#include "bg/file.h"
#include "bg/number.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct layout_line {
    const char *file;
    int line;
    char *tok[16];
    int count;
} layout_line;

static int to_int(const layout_line *l, int i, const char *what)
{
    int v;
    if (!bg_parse_int(l->tok[i], -100000, 100000, &v))
        pack_fail(l->file, l->line, "%s must be a whole number, not '%s'", what, l->tok[i]);
    return v;
}

static pack_board *current_board(pack_ctx *ctx, const layout_line *l)
{
    if (!ctx->board_count) pack_fail(l->file, l->line, "'%s' comes before any 'board' line", l->tok[0]);
    return &ctx->boards[ctx->board_count - 1];
}

static void add_rect(pack_ctx *ctx, const layout_line *l, const char *name, int x, int y, int w, int h,
                     const char *sprite)
{
    pack_board *b = current_board(ctx, l);
    size_t prefix = strlen(b->name);
    if (strncmp(name, b->name, prefix) != 0 || name[prefix] != '/' || !name[prefix + 1])
        pack_fail(l->file, l->line, "rect '%s' must be named '%s/...'", name, b->name);
    if (w <= 0 || h <= 0) pack_fail(l->file, l->line, "rect %s has no area (%d x %d)", name, w, h);
    if (x < 0 || y < 0 || x + w > b->w || y + h > b->h)
        pack_fail(l->file, l->line, "rect %s (%d %d %d %d) lies outside board %s (%d x %d)", name, x, y, w, h,
                  b->name, b->w, b->h);
    if (strlen(name) >= PACK_NAME_MAX || strlen(sprite) >= PACK_NAME_MAX)
        pack_fail(l->file, l->line, "name too long");
    if (pack_rect_find(ctx, name)) pack_fail(l->file, l->line, "rect %s is defined twice", name);
    if (ctx->rect_count == ctx->rect_cap) {
        ctx->rect_cap = ctx->rect_cap ? ctx->rect_cap * 2 : 256;
        ctx->rects = realloc(ctx->rects, (size_t)ctx->rect_cap * sizeof *ctx->rects);
        if (!ctx->rects) pack_fail("gah-pack", 0, "out of memory");
    }
    pack_rect *r = &ctx->rects[ctx->rect_count++];
    memset(r, 0, sizeof *r);
    snprintf(r->name, sizeof r->name, "%s", name);
    snprintf(r->sprite, sizeof r->sprite, "%s", sprite);
    snprintf(r->file, sizeof r->file, "%s", l->file);
    r->x = x, r->y = y, r->w = w, r->h = h;
    r->line = l->line;
    b->count++;
}

static void parse_board(pack_ctx *ctx, const layout_line *l)
{
    if (l->count != 4) pack_fail(l->file, l->line, "expected 'board NAME W H'");
    int w = to_int(l, 2, "the width"), h = to_int(l, 3, "the height");
    if (w <= 0 || h <= 0 || w > 2048 || h > 2048)
        pack_fail(l->file, l->line, "board size %d x %d is not within 1..2048", w, h);
    if (pack_board_find(ctx, l->tok[1])) pack_fail(l->file, l->line, "board %s is defined twice", l->tok[1]);
    if (ctx->board_count == (int)(sizeof ctx->boards / sizeof ctx->boards[0]))
        pack_fail(l->file, l->line, "too many boards");
    if (strlen(l->tok[1]) >= PACK_NAME_MAX / 2) pack_fail(l->file, l->line, "board name too long");
    pack_board *b = &ctx->boards[ctx->board_count++];
    snprintf(b->name, sizeof b->name, "%s", l->tok[1]);
    b->w = w, b->h = h;
    b->first = ctx->rect_count;
    b->count = 0;
}

static void parse_rect(pack_ctx *ctx, const layout_line *l)
{
    if (l->count != 6 && l->count != 7) pack_fail(l->file, l->line, "expected 'rect NAME X Y W H [SPRITE]'");
    add_rect(ctx, l, l->tok[1], to_int(l, 2, "X"), to_int(l, 3, "Y"), to_int(l, 4, "W"), to_int(l, 5, "H"),
             l->count == 7 ? l->tok[6] : "");
}

/* Replaces "{}" in a sprite pattern by the number. */
static void expand(char *out, size_t size, const char *pattern, int n)
{
    const char *brace = strstr(pattern, "{}");
    if (brace) snprintf(out, size, "%.*s%d%s", (int)(brace - pattern), pattern, n, brace + 2);
    else snprintf(out, size, "%s", pattern);
}

static void parse_row(pack_ctx *ctx, const layout_line *l)
{
    if (l->count != 10 && l->count != 11)
        pack_fail(l->file, l->line, "expected 'row NAME FIRST LAST X Y W H DX DY [SPRITE]'");
    int first = to_int(l, 2, "FIRST"), last = to_int(l, 3, "LAST");
    int x = to_int(l, 4, "X"), y = to_int(l, 5, "Y"), w = to_int(l, 6, "W"), h = to_int(l, 7, "H");
    int dx = to_int(l, 8, "DX"), dy = to_int(l, 9, "DY");
    if (first < 0 || last < first || last - first > 999)
        pack_fail(l->file, l->line, "FIRST..LAST must be 0 <= FIRST <= LAST (at most 1000 rects)");
    for (int i = first; i <= last; i++) {
        char name[PACK_NAME_MAX * 2], sprite[PACK_NAME_MAX * 2];
        snprintf(name, sizeof name, "%s/%d", l->tok[1], i);
        expand(sprite, sizeof sprite, l->count == 11 ? l->tok[10] : "", i);
        add_rect(ctx, l, name, x + (i - first) * dx, y + (i - first) * dy, w, h, sprite);
    }
}

static void parse_file(pack_ctx *ctx, const char *path)
{
    char why[PACK_PATH_MAX + 100];
    int fd = bg_file_open_regular(path, why, sizeof why); /* a FIFO here must not hang the build */
    FILE *f = fd >= 0 ? fdopen(fd, "r") : NULL;
    if (!f) pack_fail(path, 0, "cannot read: %s", fd < 0 ? why : strerror(errno));
    char buf[1024];
    layout_line l = {.file = path};
    int boards_before = ctx->board_count;
    while (fgets(buf, sizeof buf, f)) {
        l.line++;
        size_t len = strlen(buf);
        if (len == sizeof buf - 1 && buf[len - 1] != '\n') pack_fail(path, l.line, "line too long");
        char *hash = strchr(buf, '#');
        if (hash) *hash = 0;
        l.count = 0;
        for (char *save = NULL, *t = strtok_r(buf, " \t\r\n", &save); t; t = strtok_r(NULL, " \t\r\n", &save)) {
            if (l.count == 16) pack_fail(path, l.line, "too many fields");
            l.tok[l.count++] = t;
        }
        if (!l.count) continue;
        if (strcmp(l.tok[0], "board") == 0) parse_board(ctx, &l);
        else if (strcmp(l.tok[0], "rect") == 0) parse_rect(ctx, &l);
        else if (strcmp(l.tok[0], "row") == 0) parse_row(ctx, &l);
        else pack_fail(path, l.line, "unknown line '%s' (expected board, rect or row)", l.tok[0]);
        if (strcmp(l.tok[0], "board") != 0 && ctx->board_count == boards_before)
            pack_fail(path, l.line, "this file's rects must follow its own 'board' line");
    }
    fclose(f);
}

static int compare_names(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

void pack_layout_load(pack_ctx *ctx, const char *layout_dir)
{
    DIR *dir = opendir(layout_dir);
    if (!dir) pack_fail(layout_dir, 0, "cannot open the layout folder");
    snprintf(ctx->layout_dir, sizeof ctx->layout_dir, "%s", layout_dir);
    char *names[64];
    int count = 0;
    for (struct dirent *e; (e = readdir(dir));) {
        size_t len = strlen(e->d_name);
        if (len < 5 || strcmp(e->d_name + len - 4, ".txt") != 0 || e->d_name[0] == '.') continue;
        if (count == 64) pack_fail(layout_dir, 0, "too many layout files");
        names[count] = pack_alloc(len + 1);
        memcpy(names[count++], e->d_name, len + 1);
    }
    closedir(dir);
    qsort(names, (size_t)count, sizeof names[0], compare_names);
    for (int i = 0; i < count; i++) {
        char path[PACK_PATH_MAX];
        snprintf(path, sizeof path, "%s/%s", layout_dir, names[i]);
        parse_file(ctx, path);
        free(names[i]);
    }
    static const char *const needed[] = {"main", "action", "hotel"};
    for (size_t i = 0; i < sizeof needed / sizeof needed[0]; i++)
        if (!pack_board_find(ctx, needed[i])) pack_fail(layout_dir, 0, "no layout defines board %s", needed[i]);
}

void pack_layout_check_sprites(const pack_ctx *ctx)
{
    for (int i = 0; i < ctx->rect_count; i++) {
        const pack_rect *r = &ctx->rects[i];
        if (r->sprite[0] && !pack_sprite_find(ctx, r->sprite))
            pack_fail(r->file, r->line, "unknown sprite '%s' in rect %s", r->sprite, r->name);
    }
}

const pack_board *pack_board_find(const pack_ctx *ctx, const char *name)
{
    for (int i = 0; i < ctx->board_count; i++)
        if (strcmp(ctx->boards[i].name, name) == 0) return &ctx->boards[i];
    return NULL;
}

const pack_rect *pack_rect_find(const pack_ctx *ctx, const char *name)
{
    for (int i = 0; i < ctx->rect_count; i++)
        if (strcmp(ctx->rects[i].name, name) == 0) return &ctx->rects[i];
    return NULL;
}

void pack_layout_write(const pack_ctx *ctx, const char *path)
{
    FILE *f = fopen(path, "w");
    if (!f) pack_fail(path, 0, "cannot write: %s", strerror(errno));
    fputs(PACK_GENERATED_HEADER, f);
    for (int b = 0; b < ctx->board_count; b++) {
        const pack_board *board = &ctx->boards[b];
        fprintf(f, "board %s %d %d\n", board->name, board->w, board->h);
        for (int i = board->first; i < board->first + board->count; i++) {
            const pack_rect *r = &ctx->rects[i];
            fprintf(f, "rect %s %d %d %d %d\n", r->name, r->x, r->y, r->w, r->h);
        }
    }
    if (fclose(f) != 0) pack_fail(path, 0, "cannot write: %s", strerror(errno));
}

/* The player's own card pictures (issue 39): each is kept at the size its card is drawn at, never at the
 * size of the file (a 4096 x 4096 picture took 64 MB, 100 of them 6.9 GB); all of them within a budget;
 * read on a thread of their own with the game's checked PNG reader, so a cut or garbled file is refused
 * with one line, never read past its end; and the window can stop them at any time. */
#include <SDL.h>
#include <fcntl.h>
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "test.h"
#include "ui/atlas.h"
#include "ui/own_art.h"

static char dir[256];
static SDL_Renderer *renderer;

/* A w x h picture: red across, green down, opaque (or, `holes`, every other column transparent black). */
static void write_png(const char *name, int w, int h, bool interlaced, bool holes)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    if (!f || !png || !info || setjmp(png_jmpbuf(png))) {
        CHECK(!"could not write a test picture");
        return;
    }
    png_init_io(png, f);
    png_set_compression_level(png, 1);
    png_set_IHDR(png, info, (png_uint_32)w, (png_uint_32)h, 8, PNG_COLOR_TYPE_RGBA,
                 interlaced ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    int passes = png_set_interlace_handling(png);
    png_bytep row = malloc((size_t)w * 4);
    for (int pass = 0; pass < passes; pass++)
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                bool hole = holes && x % 2;
                row[x * 4 + 0] = hole ? 0 : (png_byte)(x * 255 / (w - 1));
                row[x * 4 + 1] = hole ? 0 : (png_byte)(y * 255 / (h - 1));
                row[x * 4 + 2] = 0;
                row[x * 4 + 3] = hole ? 0 : 255;
            }
            png_write_row(png, row);
        }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(row);
    fclose(f);
}

static void parse_index(ui_atlas *a, int cards)
{
    static char index[20000];
    size_t n = 0;
    for (int i = 1; i <= cards; i++) n += (size_t)snprintf(index + n, sizeof index - n, "sprite guest/%d 0 0 0 180 260\n", i);
    n += (size_t)snprintf(index + n, sizeof index - n, "sprite guest/1/small 0 0 0 90 130\nsprite staff/17 0 0 0 180 260\n"
                                                       "sprite board/main 0 0 0 900 600\n");
    char err[300];
    memset(a, 0, sizeof *a);
    CHECK(atlas_index_parse(a, index, n, "test.idx", err, sizeof err));
}

static void texture_size(const ui_atlas *a, const char *name, int *w, int *h)
{
    *w = *h = 0;
    SDL_Texture *t = atlas_override_for(a, name);
    if (t) SDL_QueryTexture(t, NULL, NULL, w, h);
}

/* The colour of a texture's pixel (through a render target: the software renderer reads it back). */
static Uint32 pixel_of(SDL_Texture *t, int w, int h, int x, int y)
{
    SDL_Texture *target = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h);
    SDL_SetRenderTarget(renderer, target);
    SDL_SetRenderDrawColor(renderer, 0, 0, 255, 255);
    SDL_RenderClear(renderer);
    SDL_RenderCopy(renderer, t, NULL, NULL);
    Uint32 px = 0;
    SDL_Rect one = {x, y, 1, 1};
    SDL_RenderReadPixels(renderer, &one, SDL_PIXELFORMAT_ARGB8888, &px, 4);
    SDL_SetRenderTarget(renderer, NULL);
    SDL_DestroyTexture(target);
    return px;
}

/* The stderr lines of a poll, in `out`. */
static bool poll_quoting(own_art *o, ui_atlas *a, char *notice, size_t notice_size, char *out, size_t out_size)
{
    char path[300];
    snprintf(path, sizeof path, "%s/stderr.txt", dir);
    fflush(stderr);
    int saved = dup(2), fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    dup2(fd, 2);
    bool changed = own_art_poll(o, a, renderer, notice, notice_size);
    fflush(stderr);
    dup2(saved, 2);
    close(fd), close(saved);
    FILE *f = fopen(path, "r");
    size_t n = f ? fread(out, 1, out_size - 1, f) : 0;
    out[n] = 0;
    if (f) fclose(f);
    return changed;
}

static void test_scaled_to_card(void)
{
    static ui_atlas a;
    parse_index(&a, 80);
    write_png("guest-75.png", 1600, 2400, false, false); /* larger than its card: kept at the card's size */
    write_png("staff-17.png", 100, 150, false, false);   /* smaller: kept as it is, never enlarged */
    write_png("guest-3.png", 900, 1300, true, false);     /* interlaced */
    write_png("guest-4.png", 720, 1040, false, true);     /* transparent columns lend no colour */
    own_art *o = own_art_begin(&a, dir, 1, OWN_ART_BUDGET);
    CHECK(o != NULL);
    own_art_wait(o);
    char notice[300] = "", said[2000];
    CHECK(poll_quoting(o, &a, notice, sizeof notice, said, sizeof said));
    CHECK(own_art_finished(o));
    CHECK_EQ(a.override_count, 4);
    CHECK(strstr(said, "using 4 card pictures of your own") != NULL);
    CHECK(!notice[0]);
    int w, h;
    texture_size(&a, "guest/75", &w, &h);
    CHECK_EQ(w, 360);
    CHECK_EQ(h, 520);
    texture_size(&a, "staff/17", &w, &h);
    CHECK_EQ(w, 100);
    CHECK_EQ(h, 150);
    texture_size(&a, "guest/3", &w, &h);
    CHECK_EQ(w, 360);
    CHECK_EQ(h, 520);
    CHECK(atlas_override_for(&a, "guest/1/small") == NULL);
    CHECK_EQ(own_art_bytes(o), (size_t)(360 * 520 * 3 + 100 * 150) * 4);
    /* The picture itself, scaled: red grows across, green down (the corners), in the interlaced one too;
     * the half-transparent one keeps its colour and comes out half opaque. */
    const char *names[] = {"guest/75", "guest/3"};
    for (int k = 0; k < 2; k++) {
        SDL_Texture *t = atlas_override_for(&a, names[k]);
        Uint32 top_left = pixel_of(t, 360, 520, 1, 1), bottom_right = pixel_of(t, 360, 520, 358, 518);
        CHECK(((top_left >> 16) & 0xff) < 8 && ((top_left >> 8) & 0xff) < 8);
        CHECK(((bottom_right >> 16) & 0xff) > 247 && ((bottom_right >> 8) & 0xff) > 247);
    }
    SDL_Texture *holes = atlas_override_for(&a, "guest/4");
    SDL_SetTextureBlendMode(holes, SDL_BLENDMODE_BLEND);
    Uint32 mid = pixel_of(holes, 360, 520, 358, 518); /* half red-green, half the blue behind */
    CHECK(((mid >> 16) & 0xff) > 110 && ((mid >> 16) & 0xff) < 145 && (mid & 0xff) > 110 && (mid & 0xff) < 145);
    own_art_free(o);
    atlas_free(&a);
    char cmd[400];
    snprintf(cmd, sizeof cmd, "rm -f '%s'/*.png", dir);
    CHECK(system(cmd) == 0);
}

/* However many pictures there are, together they hold at most the budget: each is kept smaller. */
static void test_budget(void)
{
    static ui_atlas a;
    parse_index(&a, 40);
    write_png("guest-1.png", 800, 1200, false, false);
    char from[600], to[600];
    snprintf(from, sizeof from, "%s/guest-1.png", dir);
    for (int i = 2; i <= 40; i++) {
        snprintf(to, sizeof to, "%s/guest-%d.png", dir, i);
        unlink(to);
        CHECK(link(from, to) == 0);
    }
    size_t budget = 4u << 20; /* 40 cards of 360 x 520 would take 29 MiB */
    own_art *o = own_art_begin(&a, dir, 1, budget);
    own_art_wait(o);
    char notice[300] = "", said[2000];
    poll_quoting(o, &a, notice, sizeof notice, said, sizeof said);
    CHECK_EQ(a.override_count, 40);
    CHECK(own_art_bytes(o) <= budget);
    CHECK(own_art_bytes(o) > budget / 2); /* shared out, not thrown away */
    int w, h;
    texture_size(&a, "guest/40", &w, &h);
    CHECK(w < 360 && h < 520 && w * 13 / 9 >= h - 2 && w * 13 / 9 <= h + 2); /* smaller, the card's shape */
    own_art_free(o);
    atlas_free(&a);
    /* At 4K sizes (the 2x pages) a picture is kept at twice the size. */
    parse_index(&a, 1);
    o = own_art_begin(&a, dir, 2, OWN_ART_BUDGET);
    own_art_wait(o);
    poll_quoting(o, &a, notice, sizeof notice, said, sizeof said);
    texture_size(&a, "guest/1", &w, &h);
    CHECK_EQ(w, 720);
    CHECK_EQ(h, 1040);
    own_art_free(o);
    atlas_free(&a);
    for (int i = 1; i <= 40; i++) {
        snprintf(to, sizeof to, "%s/guest-%d.png", dir, i);
        unlink(to);
    }
}

/* Every picture that cannot be used is refused with one line naming it and why, the first in the notice;
 * the others are used all the same. */
static void test_refusals(void)
{
    static ui_atlas a;
    parse_index(&a, 12);
    write_png("guest-1.png", 400, 600, false, false);
    write_png("guest-2.png", 400, 600, false, false);
    char path[600], cut[600];
    snprintf(path, sizeof path, "%s/guest-2.png", dir);
    snprintf(cut, sizeof cut, "%s/guest-5.png", dir);
    FILE *in = fopen(path, "rb"), *out = fopen(cut, "wb"); /* cut short, as a copy interrupted */
    static unsigned char bytes[1 << 20];
    size_t n = fread(bytes, 1, sizeof bytes, in);
    fwrite(bytes, 1, n * 6 / 10, out);
    fclose(in), fclose(out);
    snprintf(path, sizeof path, "%s/guest-6.png", dir);
    out = fopen(path, "wb");
    bytes[n / 2] ^= 0x5a, bytes[n / 2 + 1] ^= 0x5a; /* garbled inside the image data */
    fwrite(bytes, 1, n, out);
    fclose(out);
    snprintf(path, sizeof path, "%s/guest-7.png", dir);
    out = fopen(path, "wb");
    fputs("not a picture at all", out);
    fclose(out);
    /* A header saying 20000 x 20000: refused before anything is decoded. */
    snprintf(path, sizeof path, "%s/guest-8.png", dir);
    out = fopen(path, "wb");
    static const unsigned char huge[] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 13, 'I', 'H', 'D', 'R',
                                         0, 0, 0x4e, 0x20, 0, 0, 0x4e, 0x20, 8, 6, 0, 0, 0, 0, 0, 0, 0};
    fwrite(huge, 1, sizeof huge, out);
    fclose(out);
    snprintf(path, sizeof path, "%s/guest-9.png", dir);
    CHECK(mkfifo(path, 0600) == 0); /* never waited for */
    snprintf(path, sizeof path, "%s/guest-10.png", dir);
    CHECK(mkdir(path, 0700) == 0);
    own_art *o = own_art_begin(&a, dir, 1, OWN_ART_BUDGET);
    own_art_wait(o);
    char notice[300] = "", said[4000];
    poll_quoting(o, &a, notice, sizeof notice, said, sizeof said);
    CHECK_EQ(a.override_count, 2);
    CHECK(atlas_override_for(&a, "guest/1") && atlas_override_for(&a, "guest/2"));
    static const char *const lines[] = {"guest-5.png is not used (it is not a readable PNG picture (",
                                        "guest-6.png is not used (it is not a readable PNG picture (",
                                        "guest-7.png is not used (it is not a PNG picture)",
                                        "guest-8.png is not used (it is 20000 x 20000 pixels; pictures up to 4096 x 4096 are used)",
                                        "guest-9.png is not used (", "guest-10.png is not used ("};
    for (size_t k = 0; k < sizeof lines / sizeof lines[0]; k++) {
        const char *at = strstr(said, lines[k]);
        if (!at) fprintf(stderr, "  no line '%s' in:\n%s", lines[k], said);
        CHECK(at != NULL && !strstr(at + 1, lines[k])); /* one line each */
    }
    CHECK(strstr(said, "not a regular file") != NULL);
    CHECK(strstr(notice, "guest-10.png is not used: ") == notice); /* the first card with a refused picture */
    own_art_free(o);
    atlas_free(&a);
    char cmd[400];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'/guest-*", dir);
    CHECK(system(cmd) == 0);
}

/* Stopped at once with pictures still to read (the window closed at start): nothing taken, nothing leaked. */
static void test_stop_early(void)
{
    static ui_atlas a;
    parse_index(&a, 30);
    write_png("guest-1.png", 2000, 3000, false, false);
    char from[600], to[600];
    snprintf(from, sizeof from, "%s/guest-1.png", dir);
    for (int i = 2; i <= 30; i++) {
        snprintf(to, sizeof to, "%s/guest-%d.png", dir, i);
        CHECK(link(from, to) == 0);
    }
    own_art *o = own_art_begin(&a, dir, 1, OWN_ART_BUDGET);
    own_art_free(o);
    CHECK_EQ(a.override_count, 0);
    own_art_free(NULL);
    CHECK(own_art_begin(&a, "", 1, OWN_ART_BUDGET) == NULL);
    atlas_free(&a);
}

int main(int argc, char **argv)
{
    test_select(argc, argv);
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    if (SDL_Init(SDL_INIT_VIDEO) != 0) return 1;
    SDL_Window *win = SDL_CreateWindow("test", 0, 0, 1920, 1080, 0);
    renderer = SDL_CreateRenderer(win, -1, SDL_RENDERER_SOFTWARE);
    snprintf(dir, sizeof dir, "/tmp/gah-test-own-art-XXXXXX");
    if (!mkdtemp(dir)) return 1;
    RUN(test_scaled_to_card);
    RUN(test_budget);
    RUN(test_refusals);
    RUN(test_stop_early);
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0) fprintf(stderr, "could not remove %s\n", dir);
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(win);
    SDL_Quit();
    return TEST_REPORT();
}

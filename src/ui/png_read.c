/* The game's checked PNG reader (png_read.h): libpng from memory, every error caught. */
#include "ui/png_read.h"

#include <png.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool png_header_size(const unsigned char *b, size_t len, unsigned long *w, unsigned long *h)
{
    static const unsigned char sig[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    if (len < 24 || memcmp(b, sig, 8) != 0 || memcmp(b + 12, "IHDR", 4) != 0) return false;
    *w = (unsigned long)b[16] << 24 | (unsigned long)b[17] << 16 | (unsigned long)b[18] << 8 | b[19];
    *h = (unsigned long)b[20] << 24 | (unsigned long)b[21] << 16 | (unsigned long)b[22] << 8 | b[23];
    return true;
}

/* libpng reads the PNG from memory: never a byte past the end (a cut file is an error, not garbage). */
typedef struct png_source {
    const unsigned char *bytes;
    size_t len, at;
} png_source;

static void read_memory(png_structp png, png_bytep out, png_size_t n)
{
    png_source *src = png_get_io_ptr(png);
    if (n > src->len - src->at) png_error(png, "the file ends early");
    memcpy(out, src->bytes + src->at, n);
    src->at += n;
}

#define REASON_SIZE 256

static void fail(png_structp png, png_const_charp msg)
{
    char *reason = png_get_error_ptr(png);
    snprintf(reason, REASON_SIZE, "%s", msg);
    png_longjmp(png, 1);
}

static void quiet(png_structp png, png_const_charp msg) { (void)png, (void)msg; }

bool png_read_bgra(const void *bytes, size_t len, const png_sink *sink, char *why, size_t why_size)
{
    unsigned long hw, hh;
    if (!png_header_size(bytes, len, &hw, &hh)) {
        snprintf(why, why_size, "it is not a PNG picture");
        return false;
    }
    png_source src = {bytes, len, 0};
    char reason[REASON_SIZE] = "";
    volatile bool refused = false; /* the sink refused the size: its own words are in `why` */
    /* Set after setjmp and freed after a longjmp: volatile, so their values survive it. */
    png_bytep *volatile rows = NULL;
    unsigned char *volatile whole = NULL;
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reason, fail, quiet);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!info) {
        snprintf(why, why_size, "out of memory");
        png_destroy_read_struct(&png, NULL, NULL);
        return false;
    }
    if (setjmp(png_jmpbuf(png))) {
        if (!refused) snprintf(why, why_size, "it is not a readable PNG picture (%s)", reason);
        png_destroy_read_struct(&png, &info, NULL);
        free(rows);
        free(whole);
        return false;
    }
#ifdef PNG_IGNORE_ADLER32
    if (sink->skip_adler) png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
    png_set_read_fn(png, &src, read_memory);
    png_read_info(png, info);
    png_uint_32 w = png_get_image_width(png, info), h = png_get_image_height(png, info);
    if (!sink->size(sink->ctx, w, h, why, why_size)) {
        refused = true;
        png_error(png, "refused");
    }
    png_set_expand(png);
    png_set_strip_16(png);
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    png_set_bgr(png);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    size_t stride = (size_t)w * 4;
    if (png_get_rowbytes(png, info) != stride) png_error(png, "unexpected pixel layout");
    if (sink->row_at || passes > 1) {
        /* The whole image at once: into the sink's rows, or (an interlaced picture, whose passes fill each
         * row in turn) into a buffer of its own handed on row by row. */
        rows = malloc(sizeof *rows * (h ? h : 1));
        if (!rows) png_error(png, "out of memory");
        if (!sink->row_at) {
            whole = malloc(stride * (h ? h : 1));
            if (!whole) png_error(png, "out of memory");
        }
        for (png_uint_32 y = 0; y < h; y++) rows[y] = sink->row_at ? sink->row_at(sink->ctx, y) : whole + (size_t)y * stride;
        if (sink->cancelled && sink->cancelled(sink->ctx)) png_error(png, "cancelled");
        png_read_image(png, rows);
        for (png_uint_32 y = 0; !sink->row_at && y < h; y++) {
            if (sink->cancelled && sink->cancelled(sink->ctx)) png_error(png, "cancelled");
            sink->row(sink->ctx, y, rows[y]);
        }
    } else {
        whole = malloc(stride ? stride : 1); /* one row */
        if (!whole) png_error(png, "out of memory");
        for (png_uint_32 y = 0; y < h; y++) {
            if (sink->cancelled && sink->cancelled(sink->ctx)) png_error(png, "cancelled");
            png_read_row(png, whole, NULL);
            sink->row(sink->ctx, y, whole);
        }
    }
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    free(rows);
    free(whole);
    return true;
}

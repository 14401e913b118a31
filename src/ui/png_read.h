/* The game's checked PNG reader: libpng over a file held in memory, every error (a cut file, a bad
 * checksum, a garbled stream) caught and told, never a read past the data. Used for the atlas pages and for
 * the player's own card pictures (SDL_image read uninitialised memory from a cut PNG, issue 39). Any PNG
 * layout comes out as bytes B, G, R, A per pixel (the renderer's own ARGB8888 on this machine). Runs on any
 * thread; no SDL. */
#ifndef GAH_UI_PNG_READ_H
#define GAH_UI_PNG_READ_H

#include <stdbool.h>
#include <stddef.h>

/* The width and height a PNG declares in its header (bytes 16..23), before anything is decoded; false when
 * `b` is not the start of a PNG. */
bool png_header_size(const unsigned char *b, size_t len, unsigned long *w, unsigned long *h);

/* Where the pixels go. `size` is told the picture's size once the header is read and may refuse it (false,
 * with the reason in `why`). Then either every row at once into `row_at(ctx, y)` (a whole image: the atlas
 * pages), when `row_at` is given, or one row after the other to `row(ctx, y, bgra)` (the own pictures,
 * scaled as they come: an interlaced picture is decoded whole first). `cancelled` (may be NULL) is asked
 * between rows: true stops the decoding with "cancelled". */
typedef struct png_sink {
    void *ctx;
    bool (*size)(void *ctx, unsigned w, unsigned h, char *why, size_t why_size);
    unsigned char *(*row_at)(void *ctx, unsigned y);
    void (*row)(void *ctx, unsigned y, const unsigned char *bgra);
    bool (*cancelled)(void *ctx);
    bool skip_adler; /* the game's own files: no Adler-32 check of the inflated bytes (a third of the
                      * start-up, issue 21); the chunks' CRCs and the zlib stream are still checked */
} png_sink;

/* Decodes the PNG in bytes[0..len) into `sink`. False with the reason in `why` ("it is not a readable
 * PNG picture (the file ends early)", "it is not a PNG picture", or the sink's own refusal). */
bool png_read_bgra(const void *bytes, size_t len, const png_sink *sink, char *why, size_t why_size);

#endif

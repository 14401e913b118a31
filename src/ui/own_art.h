/* The player's own card pictures (PNG files in <user folder>/art, "guest-75.png" for the card guest/75),
 * drawn instead of the generated faces. Issue 39: they were decoded at full size on the window's thread
 * before the first frame - 20 pictures of 4096 x 4096 took 1.5 GB and 27 s to start, 100 took 6.9 GB.
 * Now a thread of their own decodes them with the game's checked PNG reader (png_read.h), each scaled as
 * it is read to the size its card is drawn at (the card viewer's, twice the atlas's 1x face; twice that
 * again where the 2x pages are used), and all of them within a budget: when the pictures there are would
 * take more, each is kept smaller. The window starts at once and shows a picture when it is in; until
 * then, the generated face. */
#ifndef GAH_UI_OWN_ART_H
#define GAH_UI_OWN_ART_H

#include <SDL.h>
#include <stdbool.h>
#include <stddef.h>

#include "ui/atlas.h"

/* The memory the own pictures may take, all of them together (a house value: README). 128 MiB holds every
 * card of the game at the card viewer's size (about 170 at 360 x 520), and 40 or so at 4K sizes. */
#define OWN_ART_BUDGET ((size_t)128 << 20)

typedef struct own_art own_art;

/* Starts the thread that reads the pictures in `dir` for the cards of `a`'s index, kept at most at the
 * card's 1x face size x 2 x `scale` and together within `budget` bytes. NULL when there is nothing to start
 * (no folder name) or no memory. */
own_art *own_art_begin(const ui_atlas *a, const char *dir, int scale, size_t budget);
/* On the renderer's thread: the pictures decoded since the last call become the atlas's overrides
 * (atlas_override_for); each refused one is told on stderr, one line each ("gah: your picture ... is not
 * used (why)"), the first also in `notice` ("guest-75.png is not used: why") when that is empty. When the
 * last is in, the count is told. True when anything changed (the picture is to be redrawn). */
bool own_art_poll(own_art *o, ui_atlas *a, SDL_Renderer *r, char *notice, size_t notice_size);
/* Waits until every picture is decoded or refused (a test run's frames are then the same every time). */
void own_art_wait(own_art *o);
/* Every picture is in (and polled). */
bool own_art_finished(const own_art *o);
/* Stops the thread (it looks between rows) and lets go of what was not taken. */
void own_art_free(own_art *o);

/* How many bytes the pictures taken so far hold (their textures' pixels), for the tests. */
size_t own_art_bytes(const own_art *o);

#endif

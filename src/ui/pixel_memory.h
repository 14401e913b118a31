/* Pixel memory: SDL's large allocations (decoded atlas pages, the software renderer's textures, the window's
 * frame) in transparent huge pages, so that filling them costs a page fault per 2 MiB instead of per 4 KiB. */
#ifndef GAH_UI_PIXEL_MEMORY_H
#define GAH_UI_PIXEL_MEMORY_H

#include <stdbool.h>

/* Installs the allocator with SDL_SetMemoryFunctions. Call it first thing in main, before anything asks SDL
 * for memory. False (and SDL keeps its own allocator) where huge pages are not offered, under the address
 * sanitizer (which must see every allocation) or when GAH_HUGE_PAGES=0 is set (before/after figures). */
bool pixel_memory_install(void);
/* How many allocations are in huge-page memory now (tests and the benchmark). */
int pixel_memory_blocks(void);

#endif

/* Pixel memory: allocations of a megabyte or more that SDL makes (surfaces of decoded atlas pages on the
 * loader threads, the software renderer's texture copies, the window's frame) are mapped on their own and
 * advised as transparent huge pages. Start-up touched some 47,000 fresh 4 KiB pages at 1080p (180,000 at
 * 4K), each a page fault; in 2 MiB pages they are a few hundred (issue 21). Smaller blocks go to the C
 * library as before. The blocks of this allocator are listed in a small table, so a free can tell them from
 * the C library's. */
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS, MADV_HUGEPAGE */
#endif
#include "ui/pixel_memory.h"

#include <SDL.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#if defined(__SANITIZE_ADDRESS__)
#define PIXEL_MEMORY_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(memory_sanitizer)
#define PIXEL_MEMORY_SANITIZED 1
#endif
#endif

#if defined(__linux__) && !defined(PIXEL_MEMORY_SANITIZED)
#include <sys/mman.h>
#endif

#if defined(__linux__) && !defined(PIXEL_MEMORY_SANITIZED) && defined(MADV_HUGEPAGE)

#define HUGE_PAGE ((size_t)2 << 20)
#define LARGE_BLOCK ((size_t)1 << 20) /* smaller blocks are not worth a mapping of their own */
#define BLOCKS_MAX 256

typedef struct block {
    void *at;
    size_t len; /* the mapping's length (a multiple of HUGE_PAGE) */
} block;

#define SPARE_MAX 4 /* freed blocks kept for the next allocation of their size */
#define SPARE_LEN_MAX ((size_t)48 << 20) /* a 3840x2160 frame is 32 MiB; larger blocks (pages) go back at once */

static block blocks[BLOCKS_MAX]; /* the allocator's own bookkeeping: SDL's memory functions have no context */
static int block_count;
static block spare[SPARE_MAX];
static int spare_count;
static SDL_SpinLock blocks_lock;

/* A freed block of about n bytes (not more than twice), taken off the spare list; NULL when there is none.
 * The software renderer allocates and frees the same large temporary surfaces every frame: without this
 * each would be a new mapping, faulted in and zeroed again. */
static void *reuse_spare(size_t n)
{
    void *at = NULL;
    SDL_AtomicLock(&blocks_lock);
    for (int i = 0; i < spare_count && block_count < BLOCKS_MAX; i++)
        if (spare[i].len >= n && spare[i].len / 2 <= n) {
            at = spare[i].at;
            blocks[block_count++] = spare[i];
            spare[i] = spare[--spare_count];
            break;
        }
    SDL_AtomicUnlock(&blocks_lock);
    return at;
}

/* A mapping of at least n bytes starting on a huge-page boundary, advised as huge pages; NULL when the table
 * is full or the system refuses (the caller then asks the C library). */
static void *map_large(size_t n)
{
    size_t len = (n + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
    if (len < n) return NULL;
    void *again = reuse_spare(n);
    if (again) return again;
    /* Map a huge page more than needed and unmap the ends, so the block starts on a 2 MiB boundary. */
    uint8_t *raw = mmap(NULL, len + HUGE_PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (raw == MAP_FAILED) return NULL;
    uint8_t *at = (uint8_t *)(((uintptr_t)raw + HUGE_PAGE - 1) & ~(uintptr_t)(HUGE_PAGE - 1));
    if (at > raw) munmap(raw, (size_t)(at - raw));
    size_t tail = (size_t)(raw + len + HUGE_PAGE - (at + len));
    if (tail) munmap(at + len, tail);
    madvise(at, len, MADV_HUGEPAGE);
    SDL_AtomicLock(&blocks_lock);
    bool listed = block_count < BLOCKS_MAX;
    if (listed) blocks[block_count++] = (block){at, len};
    SDL_AtomicUnlock(&blocks_lock);
    if (!listed) {
        munmap(at, len);
        return NULL;
    }
    return at;
}

/* The length of the allocator's block at p, removing it from the table when `unlist`; 0 for the C
 * library's. */
static size_t block_len(void *p, bool unlist)
{
    size_t len = 0;
    SDL_AtomicLock(&blocks_lock);
    for (int i = 0; i < block_count; i++)
        if (blocks[i].at == p) {
            len = blocks[i].len;
            if (unlist) blocks[i] = blocks[--block_count];
            break;
        }
    SDL_AtomicUnlock(&blocks_lock);
    return len;
}

static void *pixel_malloc(size_t n)
{
    void *p = n >= LARGE_BLOCK ? map_large(n) : NULL;
    return p ? p : malloc(n);
}

static void *pixel_calloc(size_t count, size_t size)
{
    if (size && count > SIZE_MAX / size) return NULL;
    void *p = count * size >= LARGE_BLOCK ? map_large(count * size) : NULL;
    if (p) memset(p, 0, count * size); /* a spare block is not zeroed (and a fresh mapping is touched anyway) */
    return p ? p : calloc(count, size);
}

static void pixel_free(void *p)
{
    if (!p) return;
    size_t len = block_len(p, true);
    if (!len) {
        free(p);
        return;
    }
    /* Kept as a spare, in place of the largest spare when the list is full and this one is smaller. */
    block b = {p, len};
    SDL_AtomicLock(&blocks_lock);
    if (len > SPARE_LEN_MAX) { /* returned below */
    } else if (spare_count < SPARE_MAX) spare[spare_count++] = b, b.at = NULL;
    else {
        int largest = 0;
        for (int i = 1; i < SPARE_MAX; i++)
            if (spare[i].len > spare[largest].len) largest = i;
        if (spare[largest].len > len) {
            block out = spare[largest];
            spare[largest] = b;
            b = out;
        }
    }
    SDL_AtomicUnlock(&blocks_lock);
    if (b.at) munmap(b.at, b.len);
}

static void *pixel_realloc(void *p, size_t n)
{
    size_t len = p ? block_len(p, false) : 0;
    if (!len) return realloc(p, n); /* the C library's block (or none) stays the C library's */
    if (n <= len && n >= LARGE_BLOCK) return p;
    void *grown = pixel_malloc(n ? n : 1);
    if (!grown) return NULL;
    memcpy(grown, p, n < len ? n : len);
    pixel_free(p);
    return grown;
}

bool pixel_memory_install(void)
{
    const char *off = getenv("GAH_HUGE_PAGES");
    if (off && !strcmp(off, "0")) return false;
    return SDL_SetMemoryFunctions(pixel_malloc, pixel_calloc, pixel_realloc, pixel_free) == 0;
}

int pixel_memory_blocks(void)
{
    SDL_AtomicLock(&blocks_lock);
    int n = block_count;
    SDL_AtomicUnlock(&blocks_lock);
    return n;
}

#else

bool pixel_memory_install(void) { return false; }
int pixel_memory_blocks(void) { return 0; }

#endif

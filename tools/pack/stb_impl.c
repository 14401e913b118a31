/* The one compilation of Debian's stb_rect_pack.h (libstb-dev), with a stable sort so that packing does
 * not depend on the C library's qsort. */
#include <stddef.h>
#include <string.h>

/* Insertion sort: stable, and plenty fast for a few hundred sprites. */
static void pack_stable_sort(void *base, size_t count, size_t size, int (*cmp)(const void *, const void *))
{
    unsigned char *a = base, tmp[64];
    if (size > sizeof tmp) return;
    for (size_t i = 1; i < count; i++) {
        memcpy(tmp, a + i * size, size);
        size_t j = i;
        while (j > 0 && cmp(a + (j - 1) * size, tmp) > 0) {
            memcpy(a + j * size, a + (j - 1) * size, size);
            j--;
        }
        memcpy(a + j * size, tmp, size);
    }
}

#define STBRP_SORT pack_stable_sort
#define STB_RECT_PACK_IMPLEMENTATION
#include <stb_rect_pack.h>

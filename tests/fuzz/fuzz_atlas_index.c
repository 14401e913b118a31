/* libFuzzer target: the atlas.idx parser never crashes, accepts only sprites on a valid page within
 * bounds, finds every sprite it accepted, and the base game's completeness check runs on anything it accepts. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "games/gah/ui/table_assets.h"
#include "ui/atlas.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ui_atlas a;
    memset(&a, 0, sizeof a);
    char err[600];
    if (atlas_index_parse(&a, (const char *)data, size, "fuzz", err, sizeof err)) {
        if (a.page_count < 1 || a.page_count > ATLAS_MAX_PAGES) abort();
        for (int i = 0; i < a.sprite_count; i++) {
            const atlas_sprite *s = &a.sprites[i];
            if (s->page < 0 || s->page >= a.page_count || s->rect.w <= 0 || s->rect.h <= 0) abort();
            if (!atlas_find(&a, s->name)) abort();
        }
        atlas_check_complete(&a, &gah_table_assets, "fuzz", err, sizeof err);
    }
    free(a.sprites);
    return 0;
}

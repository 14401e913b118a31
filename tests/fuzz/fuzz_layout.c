/* libFuzzer target: the layout.txt parser never crashes or overflows, every rectangle it accepts is
 * within the bounds the drawing code relies on, and lookups and the base game's completeness check work on it. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "games/gah/ui/table_assets.h"
#include "ui/layout.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ui_layout l = {0};
    char err[600];
    if (layout_parse(&l, (const char *)data, size, "fuzz", err, sizeof err)) {
        for (int i = 0; i < l.count; i++) {
            SDL_Rect r = l.rects[i].rect;
            if (r.x < -LAYOUT_COORD_MAX || r.x > LAYOUT_COORD_MAX || r.y < -LAYOUT_COORD_MAX ||
                r.y > LAYOUT_COORD_MAX || r.w < 0 || r.w > LAYOUT_COORD_MAX || r.h < 0 || r.h > LAYOUT_COORD_MAX)
                abort();
            SDL_Rect got;
            if (!layout_get(&l, l.rects[i].name, &got)) abort();
        }
        layout_check_complete(&l, &gah_table_assets, "fuzz", err, sizeof err);
    }
    layout_free(&l);
    return 0;
}

/* The automa kinds of Dinner for One, one row each, and which seats they play. A new automa is one row
 * here, one gah_automa_kind member, its deck in assets/data/automa.tsv and its name in params.c. */
#include "internal.h"

static const gah_automa_info automa_kinds[GAH_AUTOMA_KIND_COUNT] = {
    [GAH_AUTOMA_LEOPOLD] = {.key = "leopold", .name = "Leopold", .deck = "leopold", .waltz_modules = 0},
    [GAH_AUTOMA_ELISABETH] = {.key = "elisabeth", .name = "Elisabeth", .deck = "elisabeth",
                              .waltz_modules = GAH_WALTZ_MODULE(1) | GAH_WALTZ_MODULE(2)},
};

const gah_automa_info *gah_automa_info_of(int kind)
{
    if (kind <= GAH_AUTOMA_NONE || kind >= GAH_AUTOMA_KIND_COUNT) return NULL;
    return &automa_kinds[kind];
}

gah_automa_kind gah_automa_by_key(const char *key)
{
    for (int k = GAH_AUTOMA_NONE + 1; k < GAH_AUTOMA_KIND_COUNT; k++)
        if (!strcmp(automa_kinds[k].key, key)) return (gah_automa_kind)k;
    return GAH_AUTOMA_NONE;
}

gah_automa_kind gah_automa_for_modules(unsigned waltz)
{
    gah_automa_kind plain = GAH_AUTOMA_NONE;
    for (int k = GAH_AUTOMA_NONE + 1; k < GAH_AUTOMA_KIND_COUNT; k++) {
        if (automa_kinds[k].waltz_modules & waltz) return (gah_automa_kind)k;
        if (!automa_kinds[k].waltz_modules && !plain) plain = (gah_automa_kind)k;
    }
    return plain;
}

const char *gah_automa_name(int kind)
{
    const gah_automa_info *info = gah_automa_info_of(kind);
    return info ? info->name : "the automa";
}

bool gah_seat_is_automa(const gah_state *st, int seat)
{
    return HAS_AUTOMA(st) && seat == GAH_AUTOMA_SEAT;
}

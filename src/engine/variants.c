/* Seed 001's rule variants: their keys (saves, the CLI, scenarios), names and one-line summaries, in
 * gah_variant order. The rules themselves sit where each one changes the game, behind GAH_VARIANT_ON. */
#include "internal.h"

static const gah_variant_info variants[GAH_VARIANT_COUNT] = {
    [GAH_VARIANT_ORIGINAL] = {"original", "Original rules",
        "The rules before the 2021 edition: E. Gizia gives a whole extra turn, the Operator scores at most 12 VP, the Kitchen Hand costs 3, and more."},
    [GAH_VARIANT_NO_KITCHEN_HAND] = {"no-kitchen-hand", "No Kitchen Hand", "The Kitchen Hand stays out of the game."},
    [GAH_VARIANT_DISCARD_FREE] = {"discard-free-guests", "Discard free guests",
        "If nobody took a guest in a round, the two free guests leave the board at its end."},
    [GAH_VARIANT_HERLIUS] = {"herlius", "herlius objectives", "Three more objectives join the shuffle, one for each letter."},
    [GAH_VARIANT_ROWE_SMITH] = {"rowe-smith", "Rowe-Smith staff", "Nine more staff cards join the staff deck."},
};

const gah_variant_info *gah_variant_info_of(int variant)
{
    return variant >= 0 && variant < GAH_VARIANT_COUNT ? &variants[variant] : NULL;
}

int gah_variant_by_key(const char *key)
{
    for (int v = 0; v < GAH_VARIANT_COUNT; v++)
        if (!strcmp(variants[v].key, key)) return v;
    return -1;
}

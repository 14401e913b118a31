/* Determinization: from what one seat sees, a full state that agrees with it, the unseen cards dealt
 * anew and the dice's future reseeded, for search (the computer players) and for tests. */
#include "waltz_celebrities.h"

/* The generator of this deal only; the state's own RNG is set afterwards. */
static uint64_t deal_next(uint64_t *s)
{
    uint64_t z = (*s += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static void deal_shuffle(uint64_t *s, uint8_t *cards, int count)
{
    for (int i = count - 1; i > 0; i--) {
        int j = (int)(deal_next(s) % (uint64_t)(i + 1));
        uint8_t t = cards[i];
        cards[i] = cards[j];
        cards[j] = t;
    }
}

/* Marks the non-zero ids of a card list as seen; false if one is seen twice (an inconsistent view). */
static bool mark_seen(bool *seen, int max_id, const uint8_t *cards, int count)
{
    for (int i = 0; i < count; i++) {
        if (!cards[i]) continue;
        if (cards[i] > max_id || seen[cards[i]]) return false;
        seen[cards[i]] = true;
    }
    return true;
}

/* Fills the zero entries of a card list from the pool (front first). */
static bool fill_unseen(uint8_t *cards, int count, const uint8_t *pool, int pool_count, int *used)
{
    for (int i = 0; i < count; i++) {
        if (cards[i]) continue;
        if (*used >= pool_count) return false;
        cards[i] = pool[(*used)++];
    }
    return true;
}

static bool deal_staff(gah_state *out, int seat, uint64_t *rng)
{
    bool seen[256] = {false};
    bool ok = true;
    for (int s = 0; s < out->players; s++) {
        ok &= mark_seen(seen, 255, out->player[s].hand, out->player[s].hand_count);
        ok &= mark_seen(seen, 255, out->player[s].display, out->player[s].display_count);
        ok &= mark_seen(seen, 255, out->draft_pack[s], out->draft_count[s]);
    }
    ok &= mark_seen(seen, 255, out->drawn, out->drawn_count);
    ok &= mark_seen(seen, 255, out->removed_staff, out->staff_removed < GAH_MAX_PLAYERS ? out->staff_removed : GAH_MAX_PLAYERS);
    ok &= mark_seen(seen, 255, out->staff_deck, out->staff_deck_count);
    ok &= mark_seen(seen, 255, out->automa_staff, out->automa_staff_count);
    if (!ok) return false;
    /* The automa's private deck holds final-scoring cards only (seed 002): deal those from the unseen
     * final-scoring cards first, then everything else from what is left. */
    uint8_t finals[GAH_STAFF_DECK_MAX], others[GAH_STAFF_DECK_MAX];
    int final_count = 0, other_count = 0;
    for (int i = 0; i < gah_staff_count; i++) {
        int id = gah_staff[i].id;
        if (seen[id] || !gah_staff_in_play(out, id)) continue;
        if (gah_automa_takes_staff(&gah_staff[i]) && final_count < GAH_STAFF_DECK_MAX) finals[final_count++] = (uint8_t)id;
        else if (other_count < GAH_STAFF_DECK_MAX) others[other_count++] = (uint8_t)id;
    }
    deal_shuffle(rng, finals, final_count);
    int used = 0;
    if (!fill_unseen(out->automa_staff, out->automa_staff_count, finals, final_count, &used)) return false;
    uint8_t pool[2 * GAH_STAFF_DECK_MAX];
    int pool_count = 0;
    for (int i = used; i < final_count; i++) pool[pool_count++] = finals[i];
    for (int i = 0; i < other_count; i++) pool[pool_count++] = others[i];
    deal_shuffle(rng, pool, pool_count);
    used = 0;
    for (int s = 0; s < out->players; s++) {
        if (s == seat) continue;
        ok &= fill_unseen(out->player[s].hand, out->player[s].hand_count, pool, pool_count, &used);
        ok &= fill_unseen(out->draft_pack[s], out->draft_count[s], pool, pool_count, &used);
    }
    ok &= fill_unseen(out->drawn, out->drawn_count, pool, pool_count, &used);
    ok &= fill_unseen(out->staff_deck, out->staff_deck_count, pool, pool_count, &used);
    return ok && used == pool_count;
}

static bool deal_guests(gah_state *out, uint64_t *rng)
{
    bool seen[256] = {false};
    bool ok = mark_seen(seen, 255, out->queue, GAH_QUEUE) && mark_seen(seen, 255, out->guest_discard, out->guest_discard_count) &&
              mark_seen(seen, 255, out->entrances.kaufman_pile, out->entrances.kaufman_count); /* module 3: public */
    for (int s = 0; s < out->players; s++)
        for (int t = 0; t < GAH_CAFE_TABLES; t++) ok &= mark_seen(seen, 255, &out->player[s].cafe[t].guest, 1);
    if (!ok) return false;
    uint8_t pool[GAH_GUEST_DECK_MAX];
    int pool_count = 0;
    for (int i = 0; i < gah_guest_count && pool_count < GAH_GUEST_DECK_MAX; i++)
        if (!seen[gah_guests[i].id] && gah_card_in_play(out, gah_guests[i].module)) pool[pool_count++] = (uint8_t)gah_guests[i].id;
    deal_shuffle(rng, pool, pool_count);
    memset(out->guest_deck, 0, sizeof out->guest_deck);
    int used = 0;
    return fill_unseen(out->guest_deck, out->guest_deck_count, pool, pool_count, &used) && used == pool_count;
}

static bool deal_automa_deck(gah_state *out, uint64_t *rng)
{
    if (!HAS_AUTOMA(out)) return true;
    const char *deck = gah_automa_info_of(out->params.automa)->deck;
    uint8_t pool[GAH_AUTOMA_DECK];
    int pool_count = 0;
    for (int i = 0; i < gah_automa_card_count && pool_count < GAH_AUTOMA_DECK; i++) {
        if (strcmp(gah_automa_cards[i].deck, deck)) continue;
        bool done = false;
        for (int k = 0; k < out->automa_discard_count; k++) done |= out->automa_discard[k] == gah_automa_cards[i].id;
        if (!done) pool[pool_count++] = (uint8_t)gah_automa_cards[i].id;
    }
    deal_shuffle(rng, pool, pool_count);
    memset(out->automa_deck, 0, sizeof out->automa_deck);
    int used = 0;
    return fill_unseen(out->automa_deck, out->automa_deck_count, pool, pool_count, &used) && used == pool_count;
}

bool gah_determinize(const gah_state *view, int seat, uint64_t seed, gah_state *out)
{
    memcpy(out, view, sizeof *out);
    if (seat < 0 || seat >= out->players) return false;
    uint64_t rng = seed ^ 0xD6E8FEB86659FD93ULL;
    bool ok = deal_staff(out, seat, &rng) && deal_guests(out, &rng) && deal_automa_deck(out, &rng);
    out->rng = deal_next(&rng) | 1; /* xorshift must not start at 0 */
    gah_celebrities_restack(out); /* Let's Waltz module 2: the celebrity stack, from the new RNG */
    out->params.seed = 0;
    return ok;
}

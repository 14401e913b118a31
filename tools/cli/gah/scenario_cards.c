/* The base game's scenario words (items, rooms, celebrities, entrances) and the edits `set` makes to cards:
 * a card put somewhere is taken from wherever it was, and a card pushed out goes to the bottom of its deck,
 * so every card is still somewhere exactly once. */
#include "scenario_gah.h"

#include <stdio.h>
#include <string.h>

const char *const gah_scn_room_words[3] = {"empty", "vacant", "occupied"};

int gah_scn_item(const char *w)
{
    for (int i = 0; i < GAH_ITEM_COUNT; i++)
        if (!strcmp(w, gah_item_name(i))) return i;
    return -1;
}

bool gah_scn_items(scn *s, char **w, int n, uint8_t out[GAH_ITEM_COUNT])
{
    for (int i = 0; i < n; i++) {
        char *eq = strchr(w[i], '=');
        int v;
        if (!eq) return false;
        *eq = 0;
        int item = gah_scn_item(w[i]);
        if (item < 0 || !scenario_int(eq + 1, &v) || v < 0 || v > 9) {
            *eq = '=';
            scenario_fail(s, "bad item count '%s'", w[i], NULL);
            return false;
        }
        *eq = '=';
        out[item] = (uint8_t)v;
    }
    return true;
}

bool gah_scn_celebrity(const char *w, int *id) { return scenario_int(w, id) && *id >= 1 && *id <= gah_celebrity_count; }

bool gah_scn_entrance(const char *word, int *out)
{
    if (!strcmp(word, "none")) return *out = 0, true;
    for (int i = 0; i < gah_entrance_count; i++)
        if (!strcmp(word, gah_entrances[i].key)) return *out = gah_entrances[i].id, true;
    return false;
}

static bool remove_byte(uint8_t *arr, uint8_t *count, int id)
{
    for (int i = 0; i < *count; i++) {
        if (arr[i] != id) continue;
        memmove(arr + i, arr + i + 1, (size_t)(*count - i - 1));
        (*count)--;
        return true;
    }
    return false;
}

void gah_scn_take_guest(gah_state *st, int id)
{
    if (remove_byte(st->guest_deck, &st->guest_deck_count, id)) return;
    if (remove_byte(st->guest_discard, &st->guest_discard_count, id)) return;
    for (int q = 0; q < GAH_QUEUE; q++)
        if (st->queue[q] == id) {
            st->queue[q] = 0;
            return;
        }
    for (int p = 0; p < st->players; p++)
        for (int t = 0; t < GAH_CAFE_TABLES; t++)
            if (st->player[p].cafe[t].guest == id) {
                memset(&st->player[p].cafe[t], 0, sizeof st->player[p].cafe[t]);
                return;
            }
}

void gah_scn_guest_to_deck_bottom(gah_state *st, int id)
{
    if (!id) return;
    memmove(st->guest_deck + 1, st->guest_deck, st->guest_deck_count);
    st->guest_deck[0] = (uint8_t)id;
    st->guest_deck_count++;
}

void gah_scn_take_staff(gah_state *st, int id)
{
    if (remove_byte(st->staff_deck, &st->staff_deck_count, id)) return;
    if (remove_byte(st->automa_staff, &st->automa_staff_count, id)) return;
    if (remove_byte(st->drawn, &st->drawn_count, id)) return;
    for (int p = 0; p < st->players; p++) {
        gah_player *pl = &st->player[p];
        if (remove_byte(pl->hand, &pl->hand_count, id)) return;
        for (int i = 0; i < pl->display_count; i++)
            if (pl->display[i] == id) {
                memmove(pl->display_used + i, pl->display_used + i + 1, (size_t)(pl->display_count - i - 1));
                remove_byte(pl->display, &pl->display_count, id);
                return;
            }
    }
}

void gah_scn_staff_to_deck_bottom(gah_state *st, int id)
{
    memmove(st->staff_deck + 1, st->staff_deck, st->staff_deck_count);
    st->staff_deck[0] = (uint8_t)id;
    st->staff_deck_count++;
}

void gah_scn_set_room(gah_state *st, int seat, int room, int state)
{
    gah_player *p = &st->player[seat];
    int colour = gah_hotels[p->hotel].colour[room];
    if (p->room[room] == GAH_ROOM_EMPTY && state != GAH_ROOM_EMPTY) st->rooms_left[colour]--;
    if (p->room[room] != GAH_ROOM_EMPTY && state == GAH_ROOM_EMPTY) st->rooms_left[colour]++;
    p->room[room] = (uint8_t)state;
}

/* Let's Waltz module 2: each celebrity in one place (the stack, the lounge, the discard pile, a player). */
void gah_scn_celebrity_take_out(gah_state *st, int id)
{
    gah_lounge *l = &st->lounge;
    remove_byte(l->stack, &l->stack_count, id);
    remove_byte(l->discard, &l->discard_count, id);
    for (int i = 0; i < GAH_LOUNGE; i++)
        if (l->celebrity[i] == id) l->celebrity[i] = 0, l->vp[i] = 0;
    for (int s = 0; s < GAH_MAX_PLAYERS; s++) l->held[s] = (uint16_t)(l->held[s] & ~(1u << id));
}

void gah_scn_celebrity_to_stack_bottom(gah_state *st, int id)
{
    gah_lounge *l = &st->lounge;
    memmove(l->stack + 1, l->stack, l->stack_count);
    l->stack[0] = (uint8_t)id;
    l->stack_count++;
}

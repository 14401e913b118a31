/* The base game's state and prompts as plain text, for terminal play. */
#include "cli_gah.h"

#include <string.h>

static const char *room_char = ".vO"; /* empty, vacant, occupied */

static void describe_guest(const gah_table *t, FILE *out)
{
    const gah_guest_card *g = gah_guest_by_id(t->guest);
    if (!g) {
        fprintf(out, "(empty)");
        return;
    }
    fprintf(out, "%s [%s, %d VP] order:", g->name, gah_colour_name(g->colour), g->vp);
    for (int i = 0; i < GAH_ITEM_COUNT; i++)
        if (g->order[i]) fprintf(out, " %s %d/%d", gah_item_name(i), t->placed[i], g->order[i]);
    fprintf(out, " — %s", g->reward_text);
}

void describe_state(const gah_state *st, int viewer, FILE *out)
{
    fprintf(out, "== Round %d · start player P%d · dice:", st->round, st->start_seat);
    for (int v = 1; v <= 6; v++) fprintf(out, " [%d]x%d", v, st->dice[v]);
    fprintf(out, " · dustbin %d\n", st->dustbin);
    if (st->params.waltz & GAH_WALTZ_MODULE(2)) { /* Let's Waltz module 2: the coloured dice and the lounge */
        static const char *const colours[GAH_LOUNGE] = {"red", "blue", "yellow"};
        fprintf(out, "Lounge:");
        for (int i = 0; i < GAH_LOUNGE; i++) {
            int space = 0;
            for (int v = 1; v <= 6; v++)
                if (st->lounge.colours[v] & GAH_DIE_COLOUR_BIT(i + 1)) space = v;
            int id = st->lounge.celebrity[i];
            fprintf(out, " %s die %s%.0d: %s", colours[i], space ? "on " : "off", space,
                     id ? gah_celebrities[id - 1].name : "nobody");
            if (id) fprintf(out, " (%d VP)", st->lounge.vp[i]);
            fprintf(out, i < GAH_LOUNGE - 1 ? " ·" : "\n");
        }
        for (int seat = 0; seat < st->players; seat++)
            for (int id = 1; id <= gah_celebrity_count; id++)
                if (st->lounge.held[seat] & (1u << id))
                    fprintf(out, "  P%d has %s: %s\n", seat, gah_celebrities[id - 1].name, gah_celebrities[id - 1].text);
    }
    if (st->params.waltz & GAH_WALTZ_MODULE(4)) { /* Let's Waltz module 4: the skeleton key */
        if (st->startplayer.key_holder) fprintf(out, "Skeleton key: P%d starts the next round\n", st->startplayer.key_holder - 1);
        else fprintf(out, "Skeleton key: on the board (command `key` instead of a die, not after passing)\n");
    }
    fprintf(out, "Queue (cost 3 2 1 0 0):\n");
    for (int q = 0; q < GAH_QUEUE; q++) {
        gah_table t = {.guest = st->queue[q]};
        fprintf(out, "  %d) ", q + 1);
        describe_guest(&t, out);
        fprintf(out, "\n");
    }
    fprintf(out, "Objectives:");
    for (int s = 0; s < 3; s++) {
        const gah_objective_card *o = gah_objective_by_id(st->objectives[s]);
        fprintf(out, "  %c: %s (%d claimed)", 'A' + s, o ? o->name : "?", st->objective_taken[s]);
    }
    fprintf(out, "\n");
    for (int s = 0; s < st->players; s++) {
        const gah_player *p = &st->player[s];
        fprintf(out, "-- P%d%s: %d VP · %d krone · Emperor %d · kitchen S%d C%d W%d K%d · hand %d\n", s,
                s == viewer ? " (you)" : "", p->vp, p->money, p->emperor, p->kitchen[0], p->kitchen[1],
                p->kitchen[2], p->kitchen[3], p->hand_count);
        const gah_hotel_layout *h = &gah_hotels[p->hotel];
        for (int f = GAH_HOTEL_FLOORS - 1; f >= 0; f--) {
            fprintf(out, "   floor %d:", f + 1);
            for (int col = 0; col < GAH_HOTEL_COLUMNS; col++) {
                int r = f * 5 + col;
                fprintf(out, " %2d%c%c", r, "BRY"[h->colour[r]], room_char[p->room[r]]);
            }
            fprintf(out, "\n");
        }
        for (int t = 0; t < GAH_CAFE_TABLES; t++) {
            if (!p->cafe[t].guest) continue;
            fprintf(out, "   table %d: ", t + 1);
            describe_guest(&p->cafe[t], out);
            fprintf(out, "\n");
        }
        if (p->display_count) {
            fprintf(out, "   display:");
            for (int i = 0; i < p->display_count; i++)
                fprintf(out, " %s%s", gah_staff_by_id(p->display[i])->name, p->display_used[i] ? "(used)" : "");
            fprintf(out, "\n");
        }
        if (s == viewer && p->hand_count) {
            fprintf(out, "   hand:");
            for (int i = 0; i < p->hand_count; i++) {
                const gah_staff_card *c = gah_staff_by_id(p->hand[i]);
                if (c) fprintf(out, " %d:%s(%d)", c->id, c->name, c->cost);
            }
            fprintf(out, "\n");
        }
    }
    if (st->drawn_count) {
        fprintf(out, "Drawn staff:");
        for (int i = 0; i < st->drawn_count; i++) {
            const gah_staff_card *c = gah_staff_by_id(st->drawn[i]);
            if (c) fprintf(out, " %d:%s(%d)", c->id, c->name, c->cost);
        }
        fprintf(out, "\n");
    }
}

void describe_prompt_words(int prompt_kind, char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = 0;
    for (int type = GAH_CMD_NONE + 1; type < GAH_CMD_COUNT && used < size; type++) {
        char text[64];
        if (!gah_prompt_accepts(prompt_kind, type) || !gah_command_format((gah_command){(uint8_t)type, 0, 0}, text, sizeof text))
            continue;
        text[strcspn(text, " ")] = 0; /* the command word alone */
        used += (size_t)snprintf(buf + used, size - used, "%s%s", used ? ", " : "", text);
    }
}

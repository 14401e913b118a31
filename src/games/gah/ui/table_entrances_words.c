/* Let's Waltz module 3 at the table, in words: what an entrance, a bid, Dove's token, Wray's tile or Ninas's
 * objective is and does when the mouse rests on it, and the sprite the card viewer enlarges. */
#include "games/gah/ui/table_entrances_internal.h"

#include <stdio.h>
#include <string.h>


static void effect_words(const gah_effect *fx, int count, char *out, size_t size)
{
    out[0] = 0;
    for (int i = 0; i < count; i++) {
        char one[48];
        switch (fx[i].kind) {
        case GAH_FX_KRONE: snprintf(one, sizeof one, "%d krone", fx[i].amount); break;
        case GAH_FX_EMPEROR: snprintf(one, sizeof one, "%d Emperor steps", fx[i].amount); break;
        case GAH_FX_VP: snprintf(one, sizeof one, "%d VP", fx[i].amount); break;
        case GAH_FX_STRUDEL: case GAH_FX_CAKE: case GAH_FX_WINE: case GAH_FX_COFFEE:
            snprintf(one, sizeof one, "%d %s", fx[i].amount, gah_item_name(fx[i].kind - GAH_FX_STRUDEL));
            break;
        default: snprintf(one, sizeof one, "a bonus"); break;
        }
        size_t n = strlen(out);
        snprintf(out + n, size - n, "%s%s", i == 0 ? "" : i == count - 1 ? " and " : ", ", one);
    }
}

bool entrances_explain(const table_scene *t, ui_el e, char *out, size_t size)
{
    const gah_state *st = gah_session_state(&t->session);
    if (!entrances_ui_on(st)) return false;
    const gah_entrance *en = NULL;
    switch (e.kind) {
    case EL_AUCTION_LOT: case EL_ENTRANCE:
        if (!(en = entrances_entrance_of(e.index))) return false;
        snprintf(out, size, "%s: %s", en->name, en->text);
        return true;
    case EL_PANEL_ENTRANCE:
        if (e.index >= 0 && e.index < st->players && entrances_panel_solo(st, e.index)) {
            int kind = gah_solo_entrance_of(st);
            char now[96] = ""; /* what the track or the pool drawn in the panel holds now */
            if (kind == GAH_SOLO_NINE_STARS)
                snprintf(now, sizeof now, " Now: %d stars, the next Emperor scoring pays %d VP.", gah_solo_stars(st), gah_solo_stars_vp(st));
            else if (kind == GAH_SOLO_HAUTEL_COUTURE) {
                int left = 0;
                for (int i = 0; i < GAH_ITEM_COUNT; i++) left += gah_solo_pool(st, i);
                snprintf(now, sizeof now, " Now: %d items in the pool; ribbons mark the rooms kept.", left);
            }
            snprintf(out, size, "%s's %s: %s%s", t->seats[e.index].name, gah_solo_entrance_name(kind), gah_solo_entrance_text(kind), now);
            return true;
        }
        if (e.index < 0 || e.index >= st->players || !(en = entrances_entrance_of(st->entrances.owned[e.index]))) return false;
        snprintf(out, size, "%s's %s: %s", t->seats[e.index].name, en->name, en->text);
        return true;
    case EL_BID: {
        int id = e.index / ENTRANCES_BID_STRIDE, krone = e.index % ENTRANCES_BID_STRIDE;
        if (!(en = entrances_entrance_of(id))) return false;
        if (st->entrances.lot) snprintf(out, size, "Raise the bid on %s to %d krone", en->name, krone);
        else snprintf(out, size, "Put %s up for auction with a bid of %d krone", en->name, krone);
        return true;
    }
    case EL_DOVE_TOKEN: {
        if (e.index < 1 || e.index > GAH_DOVE_TOKENS) return false;
        const gah_dove_token *d = &gah_dove_tokens[e.index - 1];
        char top[120], bottom[120];
        effect_words(d->bonus[0], d->bonus_count[0], top, sizeof top);
        effect_words(d->bonus[1], d->bonus_count[1], bottom, sizeof bottom);
        snprintf(out, size, "Hotel Dove's token %d: for a full column %s, for a full floor %s", e.index, top, bottom);
        return true;
    }
    case EL_WRAY_TILE: {
        int tile = e.index >= 1 && e.index <= GAH_WRAY_TILES ? st->entrances.wray_tiles[e.index - 1] : 0;
        if (!tile) return false;
        const gah_emperor_tile *et = &gah_emperor_tiles[tile - 1];
        snprintf(out, size, "The Grand Wray Hotel's tile %s: go back %d Emperor steps for its reward, %s (once a turn)", et->code,
                 (e.index - 1) / 2 + 1, et->reward_text);
        return true;
    }
    case EL_NINAS_OBJECTIVE: {
        const gah_objective_card *o = e.index >= 0 && e.index < 3 ? entrances_objective_of(st->entrances.ninas_objectives[e.index]) : NULL;
        if (!o) return false;
        bool met = st->entrances.ninas_met & (1u << e.index);
        snprintf(out, size, "Ninas Melange's personal objective %c%s: %s", o->category, met ? " (met)" : "", o->text);
        return true;
    }
    default: return false;
    }
}

bool entrances_card_sprite(const table_scene *t, ui_el e, char *name, size_t size)
{
    const gah_state *st = gah_session_state(&t->session);
    if (!entrances_ui_on(st)) return false;
    switch (e.kind) {
    case EL_AUCTION_LOT: case EL_ENTRANCE: return entrances_entrance_of(e.index) && snprintf(name, size, "entrance/%d", e.index) > 0;
    case EL_PANEL_ENTRANCE:
        if (e.index >= 0 && e.index < st->players && entrances_panel_solo(st, e.index))
            return snprintf(name, size, "%s", entrances_solo_entrance_sprite(st)) > 0;
        return e.index >= 0 && e.index < st->players && st->entrances.owned[e.index] &&
               snprintf(name, size, "entrance/%d", st->entrances.owned[e.index]) > 0;
    case EL_NINAS_OBJECTIVE:
        return e.index >= 0 && e.index < 3 && st->entrances.ninas_objectives[e.index] &&
               snprintf(name, size, "objective/%d", st->entrances.ninas_objectives[e.index]) > 0;
    default: return false;
    }
}

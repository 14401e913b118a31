/* Our own wording and icon lines for staff, objectives, Emperor tiles and automa actions (never the
 * rulebook's text; the guests' reward_text is already ours and comes from the data). */
#include "pack.h"

#include <stdio.h>
#include <string.h>

/* What each staff card does, in a few words (effects as the engine implements them). */
static const struct {
    const char *text;
    const char *icons;
} staff_words[49] = {
    [1] = {"Once each round: take 1 strudel.", "icon/strudel"},
    [2] = {"Once each round: take 1 cake.", "icon/cake"},
    [3] = {"Once each round: take 1 wine.", "icon/wine"},
    [4] = {"Once each round: take 1 coffee.", "icon/coffee"},
    [5] = {"A red guest moves into a room: +2 krone.", "door/red-occupied → icon/krone:2"},
    [6] = {"A blue guest moves into a room: +1 Emperor step.", "door/blue-occupied → icon/emperor:1"},
    [7] = {"A yellow guest moves into a room: +1 krone.", "door/yellow-occupied → icon/krone:1"},
    [8] = {"A green guest moves into a room: +2 VP.", "@guest → icon/vp:2"},
    [9] = {"Blue rooms cost you nothing to prepare.", "door/blue-vacant = icon/krone:0"},
    [10] = {"Red rooms cost you nothing to prepare.", "door/red-vacant = icon/krone:0"},
    [11] = {"Yellow rooms cost you nothing to prepare.", "door/yellow-vacant = icon/krone:0"},
    [12] = {"When you take a 3 or a 4: +2 VP.", "die/3 die/4 → icon/vp:2"},
    [13] = {"When you take a 1 or a 2: one more item.", "die/1 die/2 → +1"},
    [14] = {"When you take a 1 or a 2: also prepare one room, before or after.", "die/1 die/2 → @room"},
    [15] = {"Action 4 is not split: its full strength in krone and in Emperor steps.",
            "die/4 → icon/krone icon/emperor"},
    [16] = {"When you take a 4: +4 VP.", "die/4 → icon/vp:4"},
    [17] = {"Imitating (action 6) is free and one stronger.", "die/6 → icon/krone:0 +1"},
    [18] = {"When you take a 5: the staff card costs 2 krone less.", "die/5 → icon/krone:-2"},
    [19] = {"When you take a 3: +5 VP.", "die/3 → icon/vp:5"},
    [20] = {"When you take a 5: +2 Emperor steps.", "die/5 → icon/emperor:2"},
    [21] = {"When played: one strudel, cake, wine and coffee.", "icon/strudel icon/cake icon/wine icon/coffee"},
    [22] = {"When you take a 3: also play one staff card, before or after.", "die/3 → icon/staff-bell"},
    [23] = {"+1 krone for every room you occupy.", "@occupied → icon/krone:1"},
    [24] = {"Serving from your kitchen costs nothing.", "@item → @guest = icon/krone:0"},
    [25] = {"Guests from the queue cost you nothing.", "@guest = icon/krone:0"},
    [26] = {"Pay 1 krone to ignore an Emperor penalty.", "icon/krone:1 → icon/emperor:✕"},
    [27] = {"Final scoring: 3 VP per occupied red room.", "icon/vp:3 × door/red-occupied"},
    [28] = {"Final scoring: 3 VP per occupied blue room.", "icon/vp:3 × door/blue-occupied"},
    [29] = {"Final scoring: scores like the best final-scoring card of an opponent.", "icon/staff-final ⇆"},
    [30] = {"Final scoring: 3 VP per occupied yellow room.", "icon/vp:3 × door/yellow-occupied"},
    [31] = {"Final scoring: 1 VP per occupied room.", "icon/vp:1 × @occupied"},
    [32] = {"Final scoring: 2 VP per staff card you have played, this one too.", "icon/vp:2 × @card"},
    [33] = {"A guest with 4 or more items moves into a room: +4 VP.", "@guest:4+ → icon/vp:4"},
    [34] = {"Final scoring: 1 VP per room tile in your hotel.", "icon/vp:1 × @room"},
    [35] = {"When played: occupy up to two vacant rooms.", "@occupied @occupied"},
    [36] = {"When played: take 4 wine.", "icon/wine icon/wine icon/wine icon/wine"},
    [37] = {"Final scoring: 2 VP per fully occupied group of rooms.", "icon/vp:2 × @occupied @occupied"},
    [38] = {"When played: fill one guest's order from the supply.", "@guest:✓"},
    [39] = {"When played: take 4 cake.", "icon/cake icon/cake icon/cake icon/cake"},
    [40] = {"Final scoring: 5 VP per objective you have claimed.", "icon/vp:5 × objective"},
    [41] = {"Final scoring: 2 VP per step on the Emperor track.", "icon/vp:2 × icon/emperor"},
    [42] = {"Whenever you get an Emperor reward: +5 VP.", "icon/emperor → icon/vp:5"},
    [43] = {"When played: take 4 coffee.", "icon/coffee icon/coffee icon/coffee icon/coffee"},
    [44] = {"When played: take 4 strudel.", "icon/strudel icon/strudel icon/strudel icon/strudel"},
    [45] = {"When played: +3 Emperor steps.", "icon/emperor:3"},
    [46] = {"Final scoring: 5 VP per fully occupied floor.", "icon/vp:5 × floor"},
    [47] = {"Final scoring: 5 VP per fully occupied column.", "icon/vp:5 × column"},
    [48] = {"Final scoring: 4 VP per set of an occupied red, blue and yellow room.",
            "icon/vp:4 × door/red-occupied door/blue-occupied door/yellow-occupied"},
};

const char *pack_staff_text(int id) { return id >= 1 && id <= 48 ? staff_words[id].text : "?"; }
const char *pack_staff_icons(int id) { return id >= 1 && id <= 48 ? staff_words[id].icons : "?"; }

const char *pack_staff_type_name(int type)
{
    static const char *const names[GAH_STAFF_TYPE_COUNT] = {"Once per round", "Permanent", "One-time",
                                                            "Final scoring"};
    return type < GAH_STAFF_TYPE_COUNT ? names[type] : "?";
}

const char *pack_staff_type_icon(int type)
{
    static const char *const icons[GAH_STAFF_TYPE_COUNT] = {"icon/staff-round", "icon/staff-permanent",
                                                            "icon/staff-once", "icon/staff-final"};
    return type < GAH_STAFF_TYPE_COUNT ? icons[type] : "icon/staff-bell";
}

void pack_objective_text(const gah_objective_card *o, char *out, size_t size)
{
    int n = o->amount;
    switch (o->req) {
    case GAH_REQ_MONEY: snprintf(out, size, "Have %d krone.", n); break;
    case GAH_REQ_EMPEROR: snprintf(out, size, "Reach space %d of the Emperor track.", n); break;
    case GAH_REQ_STAFF_PLAYED: snprintf(out, size, "Have %d staff cards in play.", n); break;
    case GAH_REQ_ROOM_TILES: snprintf(out, size, "Have %d room tiles in your hotel.", n); break;
    case GAH_REQ_FULL_FLOORS: snprintf(out, size, "Occupy every room of %d floors.", n); break;
    case GAH_REQ_FULL_COLUMNS: snprintf(out, size, "Occupy every room of %d columns.", n); break;
    case GAH_REQ_FULL_GROUPS: snprintf(out, size, "Occupy %d whole groups of rooms.", n); break;
    case GAH_REQ_FULL_COLOUR:
        snprintf(out, size, n == 1 ? "Occupy every room of one colour." : "Occupy every room of %d colours.", n);
        break;
    case GAH_REQ_OCCUPIED_RBY:
        snprintf(out, size, "Occupy at least %d red, %d blue and %d yellow rooms.", n / 100, n / 10 % 10, n % 10);
        break;
    default: snprintf(out, size, "?"); break;
    }
}

void pack_objective_icons(const gah_objective_card *o, char *out, size_t size)
{
    int n = o->amount;
    switch (o->req) {
    case GAH_REQ_MONEY: snprintf(out, size, "icon/krone:%d", n); break;
    case GAH_REQ_EMPEROR: snprintf(out, size, "icon/emperor:%d", n); break;
    case GAH_REQ_STAFF_PLAYED: snprintf(out, size, "%d × @card", n); break;
    case GAH_REQ_ROOM_TILES: snprintf(out, size, "%d × @room", n); break;
    case GAH_REQ_FULL_FLOORS: snprintf(out, size, "%d × @occupied @occupied @occupied @occupied @occupied", n); break;
    case GAH_REQ_FULL_COLUMNS: snprintf(out, size, "%d × @occupied ↕", n); break;
    case GAH_REQ_FULL_GROUPS: snprintf(out, size, "%d × @occupied @occupied", n); break;
    case GAH_REQ_FULL_COLOUR:
        snprintf(out, size, "door/red-occupied door/blue-occupied door/yellow-occupied");
        break;
    case GAH_REQ_OCCUPIED_RBY:
        snprintf(out, size, "door/red-occupied:%d door/blue-occupied:%d door/yellow-occupied:%d", n / 100,
                 n / 10 % 10, n % 10);
        break;
    default: snprintf(out, size, "?"); break;
    }
}

static void append(char *out, size_t size, const char *s)
{
    size_t len = strlen(out);
    if (len < size) snprintf(out + len, size - len, "%s%s", len ? " " : "", s);
}

static void repeat(char *out, size_t size, const char *s, int n)
{
    for (int i = 0; i < n && i < 4; i++) append(out, size, s);
}

static void discount(char *out, size_t size, int amount)
{
    char buf[32];
    if (amount == GAH_AMOUNT_FREE) append(out, size, "icon/krone:0");
    else if (amount > 0) {
        snprintf(buf, sizeof buf, "icon/krone:-%d", amount);
        append(out, size, buf);
    }
}

void pack_effect_icons(gah_effect fx, char *out, size_t size)
{
    static const char *const items[4] = {"icon/strudel", "icon/cake", "icon/wine", "icon/coffee"};
    char buf[64];
    int n = fx.amount;
    out[0] = 0;
    switch (fx.kind) {
    case GAH_FX_STRUDEL: case GAH_FX_CAKE: case GAH_FX_WINE: case GAH_FX_COFFEE:
        repeat(out, size, items[fx.kind - GAH_FX_STRUDEL], n);
        break;
    case GAH_FX_ITEM: repeat(out, size, "@item", n); break;
    case GAH_FX_ITEMS_ALL: for (int i = 0; i < 4; i++) append(out, size, items[i]); break;
    case GAH_FX_KRONE: snprintf(buf, sizeof buf, "icon/krone:%d", n); append(out, size, buf); break;
    case GAH_FX_EMPEROR: snprintf(buf, sizeof buf, "icon/emperor:%d", n); append(out, size, buf); break;
    case GAH_FX_VP: snprintf(buf, sizeof buf, "icon/vp:%d", n); append(out, size, buf); break;
    case GAH_FX_VP_PER_STAFF: snprintf(buf, sizeof buf, "icon/vp:%d × @card", n); append(out, size, buf); break;
    case GAH_FX_DRAW: repeat(out, size, "@card", n); break;
    case GAH_FX_ROOM: append(out, size, "@room"); discount(out, size, n); break;
    case GAH_FX_ROOM_LOW: append(out, size, "@room:1-2"); discount(out, size, n); break;
    case GAH_FX_ROOM_POOL: repeat(out, size, "@room", n); append(out, size, "icon/krone:-1"); break;
    case GAH_FX_ROOM_OCCUPIED: append(out, size, "@occupied"); discount(out, size, n); break;
    case GAH_FX_ROOM_LOW_OCCUPIED: append(out, size, "@occupied:1-2"); discount(out, size, n); break;
    case GAH_FX_OCCUPY: append(out, size, "@room → @occupied"); break;
    case GAH_FX_GUEST: append(out, size, "@guest icon/krone:0"); break;
    case GAH_FX_STAFF: append(out, size, "icon/staff-bell"); discount(out, size, n); break;
    case GAH_FX_DRAW3PLAY: append(out, size, "@card @card @card → icon/staff-bell"); discount(out, size, n); break;
    case GAH_FX_GIZIA: append(out, size, "die/5:?"); break;
    case GAH_FX_LOSE_KRONE: snprintf(buf, sizeof buf, "icon/krone:-%d", n); append(out, size, buf); break;
    case GAH_FX_LOSE_KITCHEN: append(out, size, "✕ @item"); break;
    case GAH_FX_LOSE_KITCHEN_AND_CAFE: append(out, size, "✕ @item @guest"); break;
    case GAH_FX_RETURN_STAFF: append(out, size, "✕"); repeat(out, size, "@card", n); break;
    case GAH_FX_REMOVE_VACANT: append(out, size, "✕"); repeat(out, size, "@room", n); break;
    case GAH_FX_REMOVE_OCCUPIED_2: append(out, size, "✕ @occupied @occupied"); break;
    case GAH_FX_REMOVE_FINAL_STAFF: append(out, size, "✕ icon/staff-final"); break;
    case GAH_FX_LOSE_VP: snprintf(buf, sizeof buf, "icon/vp:-%d", n); append(out, size, buf); break;
    case GAH_FX_LOSE_VP_PER_STAFF:
        snprintf(buf, sizeof buf, "icon/vp:-%d × @card", n);
        append(out, size, buf);
        break;
    default: break;
    }
}

static const char *plural(int n, const char *one, const char *many) { return n == 1 ? one : many; }

void pack_emperor_text(gah_effect fx, int else_vp, bool penalty, char *out, size_t size)
{
    int n = fx.amount;
    char d[48] = "";
    if (n == GAH_AMOUNT_FREE) snprintf(d, sizeof d, " free");
    else if (n > 0) snprintf(d, sizeof d, " for %d less", n);
    switch (fx.kind) {
    case GAH_FX_KRONE: snprintf(out, size, "+%d krone", n); break;
    case GAH_FX_ITEM: snprintf(out, size, "%d items of your choice", n); break;
    case GAH_FX_ITEMS_ALL: snprintf(out, size, "One of each item"); break;
    case GAH_FX_DRAW3PLAY: snprintf(out, size, "Draw 3 staff, play one%s", d); break;
    case GAH_FX_ROOM: snprintf(out, size, "Prepare a room%s", d); break;
    case GAH_FX_ROOM_LOW_OCCUPIED: snprintf(out, size, "A free room on floor 1 or 2, occupied at once"); break;
    case GAH_FX_ROOM_OCCUPIED: snprintf(out, size, "A free room, occupied at once"); break;
    case GAH_FX_VP: snprintf(out, size, "+%d VP", n); break;
    case GAH_FX_VP_PER_STAFF: snprintf(out, size, "%d VP per staff card in play", n); break;
    case GAH_FX_STAFF: snprintf(out, size, "Play a staff card%s", d); break;
    case GAH_FX_LOSE_KRONE: snprintf(out, size, "Lose %d krone", n); break;
    case GAH_FX_LOSE_KITCHEN: snprintf(out, size, "Empty your kitchen"); break;
    case GAH_FX_LOSE_KITCHEN_AND_CAFE: snprintf(out, size, "Empty your kitchen and your guests' plates"); break;
    case GAH_FX_RETURN_STAFF: snprintf(out, size, "Discard %d staff %s from your hand", n, plural(n, "card", "cards")); break;
    case GAH_FX_REMOVE_VACANT: snprintf(out, size, "Remove %d vacant %s", n, plural(n, "room", "rooms")); break;
    case GAH_FX_REMOVE_OCCUPIED_2: snprintf(out, size, "Remove your two highest occupied rooms"); break;
    case GAH_FX_REMOVE_FINAL_STAFF: snprintf(out, size, "Remove a final-scoring staff card"); break;
    case GAH_FX_LOSE_VP: snprintf(out, size, "Lose %d VP", n); break;
    case GAH_FX_LOSE_VP_PER_STAFF: snprintf(out, size, "Lose %d VP per staff card in play", n); break;
    default: snprintf(out, size, "?"); break;
    }
    if (penalty && else_vp) {
        size_t len = strlen(out);
        snprintf(out + len, size - len, " (if you cannot: \xe2\x88\x92%d VP)", else_vp);
    }
}

/* "E+2", "Staff", "Obj B", "Obj ?", "Dancer n1", each maybe with "[M]" or "[H]". */
void pack_automa_action_text(const char *action, char *out, size_t size)
{
    char word[64];
    snprintf(word, sizeof word, "%s", action);
    const char *level = "";
    char *bracket = strchr(word, '[');
    if (bracket) {
        level = bracket[1] == 'M' ? " (medium, hard)" : bracket[1] == 'H' ? " (hard)" : "";
        *bracket = 0;
    }
    for (size_t len = strlen(word); len && word[len - 1] == ' ';) word[--len] = 0;
    if (word[0] == 'E' && word[1] == '+') snprintf(out, size, "Emperor %s%s", word + 1, level);
    else if (strcmp(word, "Staff") == 0) snprintf(out, size, "Reveal a staff card%s", level);
    else if (strncmp(word, "Obj ", 4) == 0 && word[4] == '?') snprintf(out, size, "Objective: any%s", level);
    else if (strncmp(word, "Obj ", 4) == 0) snprintf(out, size, "Objective %s%s", word + 4, level);
    else if (strncmp(word, "Dancer n", 8) == 0)
        snprintf(out, size, "Dancer to the %s ballroom%s", word[8] == '1' ? "next" : "after-next", level);
    else snprintf(out, size, "%s%s", word, level);
}

/* Our own wording and icon lines for staff, objectives, Emperor tiles and automa actions (never the
 * rulebook's text; the guests' reward_text is already ours and comes from the data). */
#include "pack.h"

#include <stdio.h>
#include <string.h>

/* The icon line of each staff card (its words are data: gah_staff[].text). */
static const char *const staff_icons[49] = {
    [1] = "icon/strudel",
    [2] = "icon/cake",
    [3] = "icon/wine",
    [4] = "icon/coffee",
    [5] = "door/red-occupied → icon/krone:2",
    [6] = "door/blue-occupied → icon/emperor:1",
    [7] = "door/yellow-occupied → icon/krone:1",
    [8] = "@guest → icon/vp:2",
    [9] = "door/blue-vacant = icon/krone:0",
    [10] = "door/red-vacant = icon/krone:0",
    [11] = "door/yellow-vacant = icon/krone:0",
    [12] = "die/3 die/4 → icon/vp:2",
    [13] = "die/1 die/2 → +1",
    [14] = "die/1 die/2 → @room",
    [15] = "die/4 → icon/krone icon/emperor",
    [16] = "die/4 → icon/vp:4",
    [17] = "die/6 → icon/krone:0 +1",
    [18] = "die/5 → icon/krone:-2",
    [19] = "die/3 → icon/vp:5",
    [20] = "die/5 → icon/emperor:2",
    [21] = "icon/strudel icon/cake icon/wine icon/coffee",
    [22] = "die/3 → icon/staff-bell",
    [23] = "@occupied → icon/krone:1",
    [24] = "@item → @guest = icon/krone:0",
    [25] = "@guest = icon/krone:0",
    [26] = "icon/krone:1 → icon/emperor:✕",
    [27] = "icon/vp:3 × door/red-occupied",
    [28] = "icon/vp:3 × door/blue-occupied",
    [29] = "icon/staff-final ⇆",
    [30] = "icon/vp:3 × door/yellow-occupied",
    [31] = "icon/vp:1 × @occupied",
    [32] = "icon/vp:2 × @card",
    [33] = "@guest:4+ → icon/vp:4",
    [34] = "icon/vp:1 × @room",
    [35] = "@occupied @occupied",
    [36] = "icon/wine icon/wine icon/wine icon/wine",
    [37] = "icon/vp:2 × @occupied @occupied",
    [38] = "@guest:✓",
    [39] = "icon/cake icon/cake icon/cake icon/cake",
    [40] = "icon/vp:5 × objective",
    [41] = "icon/vp:2 × icon/emperor",
    [42] = "icon/emperor → icon/vp:5",
    [43] = "icon/coffee icon/coffee icon/coffee icon/coffee",
    [44] = "icon/strudel icon/strudel icon/strudel icon/strudel",
    [45] = "icon/emperor:3",
    [46] = "icon/vp:5 × floor",
    [47] = "icon/vp:5 × column",
    [48] = "icon/vp:4 × door/red-occupied door/blue-occupied door/yellow-occupied",
};

const char *pack_staff_text(int id)
{
    const gah_staff_card *c = gah_staff_by_id(id);
    return c ? c->text : "?";
}

const char *pack_staff_icons(int id) { return id >= 1 && id <= 48 ? staff_icons[id] : "?"; }

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

void pack_objective_text(const gah_objective_card *o, char *out, size_t size) { snprintf(out, size, "%s", o->text); }

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

/* An action step of an instruction card ("E+2", "Staff", "Obj B", "Obj ?", "Dancer n1") in words; the
 * difficulty is drawn beside it as a pill. */
void pack_automa_action_text(const gah_automa_step *step, char *out, size_t size)
{
    switch ((gah_automa_step_kind)step->kind) {
    case GAH_AUTOMA_STEP_EMPEROR: snprintf(out, size, "Emperor +%d", step->arg); break;
    case GAH_AUTOMA_STEP_STAFF: snprintf(out, size, "Reveal a staff card"); break;
    case GAH_AUTOMA_STEP_OBJECTIVE:
        if (step->arg < 0) snprintf(out, size, "Objective: any");
        else snprintf(out, size, "Objective %c", 'A' + step->arg);
        break;
    case GAH_AUTOMA_STEP_DANCER:
        snprintf(out, size, "Dancer to the %s ballroom", step->arg == 1 ? "next" : "after-next");
        break;
    default: snprintf(out, size, "?"); break;
    }
}

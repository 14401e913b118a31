/* Our own wording and icon lines for staff, objectives, Emperor tiles and automa actions (never the
 * rulebook's text; the guests' reward_text is already ours and comes from the data). A staff card's icon
 * line is derived from its `when` and `effect` data, as rewards' and Emperor tiles' are from theirs. */
#include "pack.h"

#include <stdio.h>
#include <string.h>

const char *pack_staff_text(int id)
{
    const gah_staff_card *c = gah_staff_by_id(id);
    return c ? c->text : "?";
}

const char *pack_staff_type_name(int type)
{
    static const char *const names[GAH_STAFF_TYPE_COUNT] = {"Once per round", "Permanent", "One-time",
                                                            "Final scoring", "Bell: once, later"};
    return type < GAH_STAFF_TYPE_COUNT ? names[type] : "?";
}

const char *pack_staff_type_icon(int type)
{
    /* Module 5's bell cards: the one-time icon (a bell card is a one-time reward taken later). */
    static const char *const icons[GAH_STAFF_TYPE_COUNT] = {"icon/staff-round", "icon/staff-permanent",
                                                            "icon/staff-once", "icon/staff-final", "icon/staff-once"};
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
    /* Let's Waltz module 5 */
    case GAH_REQ_ITEMS_EACH: snprintf(out, size, "%d × icon/strudel icon/cake icon/wine icon/coffee", n); break;
    case GAH_REQ_TOP_FLOOR: snprintf(out, size, "%d × @occupied floor", n); break;
    case GAH_REQ_BIG_ORDERS: snprintf(out, size, "%d × @guest:3+ ✓", n); break;
    /* Let's Waltz module 1 */
    case GAH_REQ_CHAMPAGNE: snprintf(out, size, "%d × icon/champagne", n); break;
    case GAH_REQ_DANCERS: snprintf(out, size, "%d × dancer", n); break;
    case GAH_REQ_GREEN_GUESTS: snprintf(out, size, "%d × @green", n); break;
    /* seed 001's variant objectives */
    case GAH_REQ_GUEST_VP: snprintf(out, size, "@guest → icon/vp:%d", n); break;
    case GAH_REQ_FLOOR_AND_COLUMN: snprintf(out, size, "@occupied @occupied @occupied + @occupied ↕"); break;
    case GAH_REQ_TWO_COLOURS: snprintf(out, size, "%d × @occupied + %d × @occupied", n, n); break;
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

/* "icon/vp:N × what": a final-scoring count. */
static void vp_per(char *out, size_t size, int n, const char *what)
{
    char buf[128];
    snprintf(buf, sizeof buf, "icon/vp:%d × %s", n, what);
    append(out, size, buf);
}

void pack_effect_icons(gah_effect fx, char *out, size_t size)
{
    static const char *const items[GAH_ITEM_COUNT] = {"icon/strudel", "icon/cake", "icon/wine", "icon/coffee", "icon/champagne"};
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
    case GAH_FX_OCCUPY: /* a guest's one extra room, or the Page Boy's two */
        if (n <= 1) append(out, size, "@room → @occupied");
        else repeat(out, size, "@occupied", n);
        break;
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
    case GAH_FX_STRENGTH: snprintf(buf, sizeof buf, "+%d", n); append(out, size, buf); break;
    case GAH_FX_FREE: append(out, size, "icon/krone:0"); break;
    case GAH_FX_UNSPLIT: append(out, size, "icon/krone icon/emperor"); break;
    case GAH_FX_EXTRA_ROOM: append(out, size, "@room"); break;
    case GAH_FX_EXTRA_STAFF: append(out, size, "icon/staff-bell"); break;
    case GAH_FX_FILL_ORDER: append(out, size, "@guest:✓"); break;
    case GAH_FX_IGNORE_PENALTY:
        snprintf(buf, sizeof buf, "icon/krone:%d → icon/emperor:✕", n);
        append(out, size, buf);
        break;
    case GAH_FX_COPY_FINAL: append(out, size, "icon/staff-final ⇆"); break;
    case GAH_FX_VP_PER_RED: vp_per(out, size, n, "door/red-occupied"); break;
    case GAH_FX_VP_PER_BLUE: vp_per(out, size, n, "door/blue-occupied"); break;
    case GAH_FX_VP_PER_YELLOW: vp_per(out, size, n, "door/yellow-occupied"); break;
    case GAH_FX_VP_PER_OCCUPIED: vp_per(out, size, n, "@occupied"); break;
    case GAH_FX_VP_PER_ROOM: vp_per(out, size, n, "@room"); break;
    case GAH_FX_VP_PER_GROUP: vp_per(out, size, n, "@occupied @occupied"); break;
    case GAH_FX_VP_PER_FLOOR: vp_per(out, size, n, "floor"); break;
    case GAH_FX_VP_PER_COLUMN: vp_per(out, size, n, "column"); break;
    case GAH_FX_VP_PER_SET: vp_per(out, size, n, "door/red-occupied door/blue-occupied door/yellow-occupied"); break;
    case GAH_FX_VP_PER_OBJECTIVE: vp_per(out, size, n, "objective"); break;
    case GAH_FX_VP_PER_EMPEROR: vp_per(out, size, n, "icon/emperor"); break;
    /* Let's Waltz module 1 (the window does not show the module yet; the card faces are drawn) */
    case GAH_FX_CHAMPAGNE: repeat(out, size, "icon/champagne", n); break;
    case GAH_FX_BALLROOM_VP: snprintf(buf, sizeof buf, "icon/vp:%d", n); append(out, size, buf); break;
    case GAH_FX_SEND_DANCER:
        append(out, size, "dancer");
        if (n == GAH_AMOUNT_FREE) append(out, size, "icon/champagne:0");
        else if (n > 0) {
            snprintf(buf, sizeof buf, "icon/champagne:-%d", n);
            append(out, size, buf);
        }
        break;
    case GAH_FX_VP_PER_DANCER: vp_per(out, size, n, "dancer"); break;
    case GAH_FX_LOSE_CHAMPAGNE: append(out, size, "✕"); repeat(out, size, "icon/champagne", n); break;
    case GAH_FX_REMOVE_DANCERS: append(out, size, "✕"); repeat(out, size, "dancer", n); break;
    case GAH_FX_NO_BALLROOM: append(out, size, "✕ dancer"); break;
    /* what using a module 1 card costs (pack_staff_icons puts an arrow after it) */
    case GAH_FX_PAY_CHAMPAGNE: append(out, size, "✕"); repeat(out, size, "icon/champagne", n); break;
    case GAH_FX_PAY_KRONE: snprintf(buf, sizeof buf, "icon/krone:-%d", n); append(out, size, buf); break;
    case GAH_FX_PAY_ITEM: append(out, size, "✕ @item"); break;
    /* Seed 001's Rowe-Smith staff */
    case GAH_FX_SWAP_CAKE_COFFEE: append(out, size, "icon/cake ⇆ icon/coffee"); break;
    case GAH_FX_TWO_WINE: append(out, size, "icon/wine icon/wine → @item"); break;
    case GAH_FX_NO_ADJACENCY: append(out, size, "@room ✕ @room"); break;
    case GAH_FX_ANY_BONUS: append(out, size, "icon/vp / icon/krone / icon/emperor"); break;
    case GAH_FX_NO_CAFE_PENALTY: append(out, size, "@guest ✕ icon/vp:-5"); break;
    case GAH_FX_VP_PER_COFFEE_STRUDEL: vp_per(out, size, n, "icon/coffee icon/strudel"); break;
    case GAH_FX_VP_PER_CAKE_WINE: vp_per(out, size, n, "icon/cake icon/wine"); break;
    /* Let's Waltz module 5: what its once-per-round cards cost, its bell cards' rewards, its Emperor tiles */
    case GAH_FX_PAY_STRUDEL: append(out, size, "✕"); repeat(out, size, "icon/strudel", n); break;
    case GAH_FX_PAY_CAKE: append(out, size, "✕"); repeat(out, size, "icon/cake", n); break;
    case GAH_FX_PAY_WINE: append(out, size, "✕"); repeat(out, size, "icon/wine", n); break;
    case GAH_FX_PAY_COFFEE: append(out, size, "✕"); repeat(out, size, "icon/coffee", n); break;
    case GAH_FX_PAY_EMPEROR: snprintf(buf, sizeof buf, "icon/emperor:-%d", n); append(out, size, buf); break;
    case GAH_FX_TRADE_ITEMS: repeat(out, size, "@item", n); append(out, size, "⇆"); repeat(out, size, "@item", n); break;
    case GAH_FX_GUEST_FILLED: append(out, size, "@guest icon/krone:0 @guest:✓"); break;
    case GAH_FX_FILL_ORDERS: repeat(out, size, "@guest:✓", n); break;
    case GAH_FX_ROOMS_OCCUPIED: repeat(out, size, "@occupied", n); append(out, size, "icon/krone:0"); break;
    case GAH_FX_STAFF_FREE: repeat(out, size, "icon/staff-bell", n); append(out, size, "icon/krone:0"); break;
    case GAH_FX_VP_PER_MARKER: vp_per(out, size, n, "objective"); break;
    case GAH_FX_LOSE_KRONE_ITEM: snprintf(buf, sizeof buf, "icon/krone:-%d ✕ @item", n); append(out, size, buf); break;
    case GAH_FX_LOSE_EVERYTHING: append(out, size, "✕ icon/krone ✕ @item"); break;
    default: break;
    }
}

/* The moment a staff card works, as icons (empty where the card's type icon already says it). */
static void staff_when_icons(const gah_staff_card *c, char *out, size_t size)
{
    static const char *const doors[GAH_COLOUR_COUNT] = {"blue", "red", "yellow", "green"};
    char buf[64];
    out[0] = 0;
    switch (c->when) {
    case GAH_WHEN_DIE:
    case GAH_WHEN_AFTER_DIE:
        for (int f = 1; f <= 6; f++)
            if (c->faces >> f & 1) {
                snprintf(buf, sizeof buf, "die/%d", f);
                append(out, size, buf);
            }
        if (c->when == GAH_WHEN_AFTER_DIE) append(out, size, "✓"); /* once the action is done */
        break;
    /* Let's Waltz module 1 */
    case GAH_WHEN_DANCER_SENT: append(out, size, "dancer"); break;
    case GAH_WHEN_OBJECTIVE: append(out, size, "objective"); break;
    case GAH_WHEN_STAFF_PLAYED: append(out, size, "icon/staff-bell"); break;
    case GAH_WHEN_GUEST_MOVED:
        if (c->min_items) snprintf(buf, sizeof buf, "@guest:%d+", c->min_items);
        else if (c->colour < GAH_COLOUR_GREEN) snprintf(buf, sizeof buf, "door/%s-occupied", doors[c->colour]);
        else snprintf(buf, sizeof buf, "@guest"); /* green guests take any room: no door of their own */
        append(out, size, buf);
        break;
    case GAH_WHEN_ROOM_OCCUPIED: append(out, size, "@occupied"); break;
    case GAH_WHEN_ROOM_COST:
        snprintf(buf, sizeof buf, "door/%s-vacant", doors[c->colour < GAH_COLOUR_COUNT ? c->colour : 0]);
        append(out, size, buf);
        break;
    case GAH_WHEN_QUEUE_COST: append(out, size, "@guest"); break;
    case GAH_WHEN_SERVE_COST: append(out, size, "@item → @guest"); break;
    case GAH_WHEN_EMPEROR_REWARD: append(out, size, "icon/emperor"); break;
    /* Seed 001's Rowe-Smith staff */
    case GAH_WHEN_BONUS: append(out, size, "@occupied @occupied →"); break;
    case GAH_WHEN_KRONE: append(out, size, "icon/krone →"); break;
    case GAH_WHEN_PASS: append(out, size, "pass"); break;
    /* Let's Waltz module 5: the bell cards' requirements */
    case GAH_WHEN_COMPLETED:
        snprintf(buf, sizeof buf, "door/%s-occupied @guest:%d+", doors[c->colour < GAH_COLOUR_COUNT ? c->colour : 0], c->min_items);
        append(out, size, buf);
        break;
    case GAH_WHEN_EMPEROR_ADVANCED: snprintf(buf, sizeof buf, "icon/emperor:%d+", c->min_items); append(out, size, buf); break;
    case GAH_WHEN_DISHES: append(out, size, "icon/strudel / icon/cake"); snprintf(buf, sizeof buf, "%d+", c->min_items); append(out, size, buf); break;
    case GAH_WHEN_DRINKS: append(out, size, "icon/wine / icon/coffee"); snprintf(buf, sizeof buf, "%d+", c->min_items); append(out, size, buf); break;
    case GAH_WHEN_GROUP_FULL: snprintf(buf, sizeof buf, "@occupied @occupied @occupied %d+", c->min_items); append(out, size, buf); break;
    default: break;
    }
}

void pack_staff_icons(const gah_staff_card *c, char *out, size_t size)
{
    char part[128];
    bool price = c->when == GAH_WHEN_ROOM_COST || c->when == GAH_WHEN_QUEUE_COST || c->when == GAH_WHEN_SERVE_COST;
    staff_when_icons(c, out, size);
    if (out[0]) append(out, size, price ? "=" : "→");
    for (int k = 0; k < c->effect_count; k++) {
        gah_effect fx = c->effects[k];
        /* Action 5's strength is the discount on the staff card it plays. */
        if (fx.kind == GAH_FX_STRENGTH && c->when == GAH_WHEN_DIE && c->faces == 1 << 5)
            snprintf(part, sizeof part, "icon/krone:-%d", fx.amount);
        else
            pack_effect_icons(fx, part, sizeof part);
        append(out, size, part);
        bool pay = fx.kind == GAH_FX_PAY_CHAMPAGNE || fx.kind == GAH_FX_PAY_KRONE || fx.kind == GAH_FX_PAY_ITEM ||
                   (fx.kind >= GAH_FX_PAY_STRUDEL && fx.kind <= GAH_FX_PAY_EMPEROR);
        if (pay && k + 1 < c->effect_count) append(out, size, "→");
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

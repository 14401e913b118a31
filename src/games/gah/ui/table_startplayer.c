/* Let's Waltz module 4 (Start Player) at the table: the action board's extension with the skeleton key,
 * the key dragged onto (or clicked for) the turn-order tile as the `key` command when the legal list has it,
 * the line that says what the key's turn is doing, the krone it hands out and the turn-order tiles going
 * round at the end of the round, in motion. Nothing here decides a rule: the engine's legal list and
 * numbers do. */
#include "games/gah/ui/table_startplayer.h"

#include <stdio.h>

static const SDL_Color ink = {58, 36, 24, 255};
static const SDL_Color wine = {140, 42, 42, 255};

static table_startplayer_ui *mine(table_scene *t) { return &t->startplayer; }
static const table_startplayer_ui *seen(const table_scene *t) { return &t->startplayer; }

bool table_startplayer_on(const table_scene *t) { return (gah_session_state(&t->session)->params.waltz & GAH_WALTZ_MODULE(4)) != 0; }

static SDL_Rect key_rect(void)
{
    return (SDL_Rect){STARTPLAYER_AREA_X + 2, STARTPLAYER_AREA_Y + 26, STARTPLAYER_AREA_W - 4, STARTPLAYER_AREA_W - 4};
}

SDL_Rect table_startplayer_tile_rect(const table_scene *t, const ui_layout *l, int seat)
{
    if (seat == table_home_seat(t)) return (SDL_Rect){965, 486, 80, 40}; /* beside the hotel's bar */
    SDL_Rect r = table_el_rect(t, l, (ui_el){EL_PANEL, (int16_t)seat});
    if (!r.w) return r;
    return (SDL_Rect){r.x + 12, r.y + 172, 96, 48}; /* where draw_panels draws it */
}

static SDL_Rect table_startplayer_el_rect(const table_scene *t, const ui_layout *l, ui_el el)
{
    SDL_Rect none = {0, 0, 0, 0};
    if (!table_startplayer_on(t)) return none;
    if (el.kind == EL_KEY) return gah_session_state(&t->session)->startplayer.key_holder ? none : key_rect();
    if (el.kind == EL_TURN_TILE) return table_startplayer_tile_rect(t, l, table_prompt_seat(t));
    return none;
}

static ui_el table_startplayer_el_at(const table_scene *t, const ui_layout *l, SDL_Point at, bool *covered)
{
    (void)covered;
    for (int kind = EL_KEY; kind <= EL_TURN_TILE; kind++) {
        ui_el el = {(uint8_t)kind, 0};
        SDL_Rect r = table_startplayer_el_rect(t, l, el);
        if (r.w && SDL_PointInRect(&at, &r)) return el;
    }
    return (ui_el){EL_NONE, 0};
}

static bool table_startplayer_click(const table_scene *t, ui_el el, gah_command *out)
{
    if (el.kind != EL_KEY || !table_startplayer_on(t)) return false;
    *out = (gah_command){GAH_CMD_KEY, 0, 0};
    return true;
}

static void table_startplayer_draw(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l)
{
    (void)l;
    if (!table_startplayer_on(t)) return;
    const gah_state *st = gah_session_state(&t->session);
    SDL_Rect area = {STARTPLAYER_AREA_X, STARTPLAYER_AREA_Y, STARTPLAYER_AREA_W, STARTPLAYER_AREA_H};
    table_sprite(ui, a, "startplayer/extension", area); /* gah-pack: the plate, the keyhole, the coin rail */
    ui_text(ui, UI_FONT_TITLE, 16, wine, area.x + area.w / 2, area.y + 4, 1, "Key");
    SDL_Rect k = key_rect();
    if (!st->startplayer.key_holder) table_sprite(ui, a, "icon/key", k);
    else ui_text(ui, UI_FONT_TEXT, 12, ink, area.x + area.w / 2, k.y + 4, 1, "taken"); /* over the keyhole */
    /* What the others receive when it is taken: the 1st, 2nd, 3rd player after the taker, clockwise. */
    int y = k.y + k.h + 8;
    ui_text(ui, UI_FONT_TEXT, 12, ink, area.x + area.w / 2, y, 1, "others");
    for (int i = 0; i < st->players - 1 && i < 3; i++) {
        char n[8];
        int yy = y + 20 + i * 34;
        table_sprite(ui, a, "icon/krone", (SDL_Rect){area.x + 3, yy, 24, 24});
        snprintf(n, sizeof n, "+%d", gah_rules.startplayer_compensation[i]);
        ui_text(ui, UI_FONT_TEXT, TABLE_SMALL_TEXT, ink, area.x + 29, yy + 3, 0, n);
    }
}

int table_startplayer_key_number(const table_scene *t, int seat)
{
    const gah_startplayer *sp = &gah_session_state(&t->session)->startplayer;
    if (!table_startplayer_on(t) || sp->key_holder != seat + 1 || !sp->key_covers) return -1;
    return sp->key_covers - 1;
}

static void table_startplayer_draw_on_tile(const table_scene *t, ui_context *ui, const ui_atlas *a, int seat, SDL_Rect tile)
{
    int k = table_startplayer_key_number(t, seat);
    if (k < 0) return;
    /* On the number it covers, where a die would lie, a little larger than the die so it reads as the key. */
    SDL_Rect n = table_turn_number_rect(tile, k);
    int grow = n.w / 6;
    table_sprite(ui, a, "icon/key", (SDL_Rect){n.x - grow, n.y - grow, n.w + 2 * grow, n.h + 2 * grow});
}

static void table_startplayer_draw_drag(const table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l, SDL_Rect carried)
{
    (void)l, (void)carried;
    if (!t->dragging || t->drag_from.kind != EL_KEY) return;
    SDL_Rect k = key_rect();
    SDL_Rect r = {t->mouse.x - t->drag_offset.x, t->mouse.y - t->drag_offset.y, k.w, k.h};
    table_sprite(ui, a, "icon/key", r);
    ui_text(ui, UI_FONT_TEXT, 18, wine, r.x, r.y - 24, 0, "onto your turn-order tile");
}

bool table_startplayer_banner(const table_scene *t, char *out, size_t size)
{
    const gah_state *st = gah_session_state(&t->session);
    if (!table_startplayer_on(t)) return false;
    gah_prompt pr = gah_current_prompt(st);
    if (pr.kind == GAH_PROMPT_KEY_ACTION) {
        snprintf(out, size, "Strength %d: no die, no boost, no die's staff or celebrity", pr.amount);
        return true;
    }
    /* The dish or drink of one's choice comes first, placed like any new item. */
    if (st->startplayer.key_holder == pr.seat + 1 && st->pending_any && pr.kind == GAH_PROMPT_PLACE_ITEMS) {
        snprintf(out, size, "Skeleton key: a free dish or drink first, then an action at strength %d", gah_rules.key_action_strength);
        return true;
    }
    return false;
}

bool table_startplayer_explain(const table_scene *t, ui_el e, char *out, size_t size)
{
    if (!table_startplayer_on(t)) return false;
    const gah_state *st = gah_session_state(&t->session);
    if (e.kind == EL_KEY) {
        snprintf(out, size, "The skeleton key, instead of a die: a free dish or drink, one main action at strength %d, and you "
                            "start the next round; the players after you get krone. Drag it onto your turn-order tile.",
                 gah_rules.key_action_strength);
        return true;
    }
    if (e.kind == EL_TURN_TILE) {
        int holder = st->startplayer.key_holder;
        if (holder) snprintf(out, size, "Your turn-order tile. %s holds the skeleton key and starts the next round.", t->names[holder - 1]);
        else snprintf(out, size, "Your turn-order tile: drop the skeleton key here to take it instead of a die.");
        return true;
    }
    return false;
}

static void table_startplayer_note_apply(table_scene *t)
{
    /* Per round, not per command: a one-choice prompt settled after the round's last command is a command
     * of the new round already. */
    const gah_state *st = gah_session_state(&t->session);
    if (st->round < 8 && !seen(t)->start_of_round[st->round]) mine(t)->start_of_round[st->round] = (int8_t)(st->start_seat + 1);
}

static Uint32 ms(const table_scene *t, Uint32 base) { return (Uint32)((float)base * t->anim_factor); }

static SDL_Rect small(SDL_Rect r, int size) { return (SDL_Rect){r.x + r.w / 2 - size / 2, r.y + r.h / 2 - size / 2, size, size}; }

static bool table_startplayer_animate(table_scene *t, ui_context *ui, const ui_layout *l, const gah_event *e)
{
    const gah_state *st = gah_session_state(&t->session);
    anim_queue *q = &t->anims;
    Uint32 now = ui->now;
    if (e->type == GAH_EV_KEY_TAKEN) {
        /* The key goes to the taker's tile, then a coin to each player after, as many as the engine pays. */
        SDL_Rect tile = table_startplayer_tile_rect(t, l, e->seat);
        if (tile.w) anim_add(q, now, ANIM_MOVE, "icon/key", key_rect(), small(tile, 40), ms(t, 500), ms(t, 100));
        for (int k = 1; k < st->players; k++) {
            int seat = (e->seat + k) % st->players;
            SDL_Rect to = table_startplayer_tile_rect(t, l, seat);
            if (!to.w || !gah_rules.startplayer_compensation[k - 1]) continue;
            anim_add(q, now, ANIM_MOVE, "icon/krone", small(key_rect(), 30), small(to, 30), ms(t, 450), ms(t, 250));
        }
        ui_play(ui, UI_SOUND_COIN);
        return true;
    }
    if (e->type == GAH_EV_KEY_RETURNED) {
        /* Each new tile comes from the seat that had it last round, the key back onto the extension. */
        int n = st->players, after = st->start_seat;
        int known = st->round >= 1 && st->round <= 8 ? seen(t)->start_of_round[st->round - 1] : 0;
        if (!known) return true; /* the last round's order was never seen (a game loaded mid-round) */
        int before = known - 1;
        if (e->a) {
            SDL_Rect from = table_startplayer_tile_rect(t, l, e->seat);
            if (from.w) anim_add(q, now, ANIM_MOVE, "icon/key", small(from, 40), key_rect(), ms(t, 500), ms(t, 100));
        }
        bool first = true;
        for (int s = 0; s < n; s++) {
            int position = (s - after + n) % n, old_seat = (before + position) % n;
            if (old_seat == s) continue;
            int one, two;
            char name[32];
            gah_turn_tile(st, s, &one, &two);
            snprintf(name, sizeof name, "tile/turn-%d-%d", one, two);
            SDL_Rect from = table_startplayer_tile_rect(t, l, old_seat), to = table_startplayer_tile_rect(t, l, s);
            if (!from.w || !to.w) continue;
            anim_add(q, now, ANIM_MOVE, name, from, to, ms(t, 700), first ? ms(t, 200) : 0);
            first = false;
        }
        return true;
    }
    return false;
}

/* ---- the part's row: what the table's core asks of the module ---- */

static void animate(table_scene *t, ui_context *ui, const ui_layout *l, const gah_event *e) { table_startplayer_animate(t, ui, l, e); }

/* The key goes to its taker's turn-order tile. */
static bool step_place(const table_scene *t, const ui_layout *l, const gah_event *e, SDL_Rect *out, char *tag, size_t size)
{
    (void)tag, (void)size;
    if (e->type != GAH_EV_KEY_TAKEN) return false;
    *out = table_startplayer_tile_rect(t, l, e->seat);
    return true;
}

/* The skeleton key dragged onto one's turn-order tile (or clicked: click_command). */
static const table_place places[] = {{GAH_CMD_KEY, EL_KEY, EL_TURN_TILE, PLACE_ARG_A, PLACE_ARG_A, true}, {0}};

static bool button_label(const table_scene *t, gah_command c, char *out, size_t size)
{
    (void)t;
    return c.type == GAH_CMD_KEY && snprintf(out, size, "Take the skeleton key") >= 0;
}

const gah_table_part gah_table_part_startplayer = {
    .name = "startplayer",
    .places = places,
    .el_rect = table_startplayer_el_rect,
    .el_at = table_startplayer_el_at,
    .click_command = table_startplayer_click,
    .draw = {[TABLE_LAYER_BOARDS] = table_startplayer_draw},
    .draw_drag = table_startplayer_draw_drag,
    .banner = table_startplayer_banner,
    .button_label = button_label,
    .tile_covered = table_startplayer_key_number,
    .draw_on_tile = table_startplayer_draw_on_tile,
    .explain = table_startplayer_explain,
    .before_apply = table_startplayer_note_apply,
    .animate = animate,
    .step_place = step_place,
};

/* Drawing the table: the boards from the atlas, the hotel, the cards and the pieces from the state,
 * highlights from the legal list, the dragged piece, the Emperor scoring's table, and the frame in its layers
 * (the parts' in between). A card's face at its size: table_sprites.c; the prompt panel and the players'
 * panels: table_draw_panels.c; the card viewer and the tooltips: table_viewer.c. */
#include "games/gah/ui/table_draw_internal.h"

#include <stdio.h>
#include <string.h>

static const SDL_Color ink = {58, 36, 24, 255};

static const SDL_Color paper = {243, 230, 200, 255};

static const SDL_Color gilt = {176, 141, 60, 255};

static const SDL_Color wine = {140, 42, 42, 255};

static const SDL_Color glow = {255, 214, 90, 255};

/* Words printed on the table itself, not in a layout: the player's bar, "Staff in play", "Your hand" and
 * the log's box (canvas units). A callout must not hide them (table_fixed_labels). */
static const SDL_Rect fixed_labels[] = {{16, 474, 600, 24}, {625, 500, 150, 24}, {625, 836, 150, 24}, {1552, 852, 352, 212}};

int table_fixed_labels(SDL_Rect out[], int max)
{
    int n = 0;
    for (size_t i = 0; i < sizeof fixed_labels / sizeof fixed_labels[0] && n < max; i++) out[n++] = fixed_labels[i];
    return n;
}

SDL_Rect table_el(const table_scene *t, const ui_layout *l, int kind, int index)
{
    return table_el_rect(t, l, (ui_el){(uint8_t)kind, (int16_t)index});
}

SDL_Rect table_inset(SDL_Rect r, int d) { return (SDL_Rect){r.x + d, r.y + d, r.w - 2 * d, r.h - 2 * d}; }

static void marker(ui_context *ui, const ui_atlas *a, int colour, SDL_Rect space, int slot)
{
    char name[32];
    snprintf(name, sizeof name, "marker/%d", colour);
    table_draw_sprite(ui, a, name, table_marker_rect(space, slot));
}

/* A track marker, unless an animation is still sliding it there. */
static void track_marker(const table_scene *t, ui_context *ui, const ui_atlas *a, int colour, SDL_Rect space, int slot)
{
    if (!anim_lands_on(&t->anims, table_marker_rect(space, slot), ui->now)) marker(ui, a, colour, space, slot);
}

static const char *hotel_key(const gah_state *st, int seat) { return gah_hotels[st->player[seat].hotel].key; }

static void draw_main_board(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l)
{
    const gah_state *st = gah_session_state(&t->session);
    char name[48];
    SDL_Rect r;
    table_draw_board(ui, a, l, "main", "board/main");
    for (int q = 1; q <= GAH_QUEUE; q++) {
        if (!st->queue[q - 1] || anim_lands_on(&t->anims, table_el(t, l, EL_QUEUE, q), ui->now)) continue;
        snprintf(name, sizeof name, "guest/%d", st->queue[q - 1]);
        table_draw_sprite(ui, a, name, table_el(t, l, EL_QUEUE, q));
    }
    for (int s = 0; s < 3; s++) {
        snprintf(name, sizeof name, "objective/%d", st->objectives[s]);
        table_draw_sprite(ui, a, name, table_el(t, l, EL_OBJECTIVE, s));
        int claimed = 0;
        for (int p = 0; p < st->players; p++) {
            if (!(st->player[p].claimed & (1 << s))) continue;
            char space[48];
            snprintf(space, sizeof space, "main/objective/%c/claim/%d", 'A' + s, ++claimed);
            r = table_board_rect(l, space);
            if (r.w) marker(ui, a, t->seats[p].colour, r, 0);
        }
    }
    /* Board-local rectangles of the main board mapped to the canvas. */
    for (int i = 0; i < 3; i++) {
        char tile[32];
        snprintf(tile, sizeof tile, "emperor/%s", gah_emperor_tiles[st->emperor_tiles[i]].code);
        r = table_el(t, l, EL_EMPEROR_TILE, i);
        if (r.w) table_draw_sprite(ui, a, tile, r);
    }
    snprintf(name, sizeof name, "main/round/%d", st->round);
    r = table_board_rect(l, name);
    if (r.w) ui_frame(ui, table_inset(r, -3), wine, 4);
    for (int p = 0; p < st->players; p++) {
        snprintf(name, sizeof name, "main/emperor-track/%d", st->player[p].emperor);
        r = table_board_rect(l, name);
        if (r.w) track_marker(t, ui, a, t->seats[p].colour, r, p);
        int vp = st->player[p].vp;
        snprintf(name, sizeof name, "main/score-track/%d", vp < 0 ? 0 : vp % gah_rules.score_track_length);
        r = table_board_rect(l, name);
        if (r.w) track_marker(t, ui, a, t->seats[p].colour, r, p);
        if (r.w && vp >= gah_rules.score_track_length) { /* gone round the track: the 75 / 150 tile */
            SDL_Rect m = table_marker_rect(r, p);
            snprintf(name, sizeof name, "+%d", vp / gah_rules.score_track_length * gah_rules.score_track_length);
            ui_fill(ui, (SDL_Rect){m.x, m.y + m.h - 10, 34, 14}, wine);
            ui_text(ui, UI_FONT_TEXT, 11, paper, m.x + 2, m.y + m.h - 11, 0, name);
        }
    }
    /* Deck and discard counts, centred under each pile. */
    static const char *const piles[3] = {"main/deck/guest", "main/discard/guest", "main/deck/staff"};
    static const char *const backs[3] = {"back/guest", NULL, "back/staff"};
    int counts[3] = {st->guest_deck_count, st->guest_discard_count, st->staff_deck_count};
    for (int i = 0; i < 3; i++) {
        r = table_board_rect(l, piles[i]);
        if (!r.w) continue;
        if (backs[i]) table_draw_sprite(ui, a, backs[i], r);
        /* The count as a badge on the pile's top edge (the board prints the pile's name below it). */
        snprintf(name, sizeof name, "%d", counts[i]);
        SDL_Rect badge = {r.x + r.w / 2 - 22, r.y - 10, 44, 24};
        ui_fill(ui, badge, ink);
        ui_text(ui, UI_FONT_TEXT, 16, paper, badge.x + 22, badge.y + 2, 1, name);
    }
}

static void draw_action_board(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l)
{
    const gah_state *st = gah_session_state(&t->session);
    char name[32];
    table_draw_board(ui, a, l, "action", "board/action");
    table_parts_draw(t, ui, a, l, TABLE_LAYER_ACTION); /* module 1: champagne on spaces 1 and 2 */
    bool rolling = anim_rolling(&t->anims, ui->now);
    for (int v = 1; v <= 6 && !rolling; v++) {
        SDL_Rect space = table_el(t, l, EL_SPACE, v);
        int n = st->dice[v];
        for (int i = 0; i < n; i++) {
            table_die_sprite(t, v, i, name, sizeof name); /* white, or a coloured die of module 2 */
            table_draw_sprite(ui, a, name, table_die_rect(space, i, n));
        }
        /* The strength of the action is the number of dice: say it, so nobody has to count. */
        if (n) {
            snprintf(name, sizeof name, "%d", n);
            SDL_Rect badge = {space.x + 40, space.y + 8, 30, 24}; /* beside the space's number */
            ui_fill(ui, badge, wine);
            ui_text(ui, UI_FONT_TEXT, 18, paper, badge.x + badge.w / 2, badge.y + 2, 1, name);
        }
    }
    SDL_Rect b = table_board_rect(l, "action/dustbin");
    if (b.w) {
        snprintf(name, sizeof name, "%d", st->dustbin);
        ui_text(ui, UI_FONT_TEXT, 20, ink, b.x + b.w / 2, b.y + b.h / 2 - 12, 1, name);
    }
}

SDL_Rect table_served_item_rect(SDL_Rect card, int k, int count)
{
    int size = count ? (card.w - 8) / count : 26;
    if (size > 26) size = 26;
    if (size < 14) size = 14;
    int per_row = (card.w - 8) / size, rows = (count + per_row - 1) / per_row;
    int row = k / per_row, col = k % per_row, in_row = row < rows - 1 ? per_row : count - row * per_row;
    int x0 = card.x + (card.w - in_row * size) / 2, y0 = card.y + card.h * 46 / 100 - rows * size / 2;
    return (SDL_Rect){x0 + col * size, y0 + row * size, size, size};
}

static void draw_guest_on_table(const table_scene *t, ui_context *ui, const ui_atlas *a, const gah_table *tb, SDL_Rect r)
{
    char name[32];
    snprintf(name, sizeof name, "guest/%d", tb->guest);
    table_draw_sprite(ui, a, name, r);
    const gah_guest_card *g = gah_guest_by_id(tb->guest);
    if (!g) return;
    /* Items already served lie over the order, inside the card (issue 40: a long order ran past its edge and
     * over the reward): as large as a row across the card allows. */
    int count = 0;
    for (int i = 0; i < GAH_ITEM_COUNT; i++) count += tb->placed[i];
    if (!count) return;
    int k = 0;
    for (int i = 0; i < GAH_ITEM_COUNT; i++) {
        snprintf(name, sizeof name, "icon/%s", gah_item_name(i));
        for (int n = 0; n < tb->placed[i]; n++, k++)
            table_draw_sprite(ui, a, name, table_served_item_rect(r, k, count));
    }
    (void)t;
}

static void draw_hotel(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l, int seat)
{
    const gah_state *st = gah_session_state(&t->session);
    const gah_player *p = &st->player[seat];
    char name[48];
    snprintf(name, sizeof name, "hotel/%s", hotel_key(st, seat));
    table_draw_board(ui, a, l, "hotel", name);
    static const char *const colour_names[3] = {"blue", "red", "yellow"};
    for (int r = 0; r < GAH_HOTEL_ROOMS; r++) {
        if (!p->room[r]) continue;
        snprintf(name, sizeof name, "door/%s-%s", colour_names[gah_hotels[p->hotel].colour[r]],
                 p->room[r] == GAH_ROOM_OCCUPIED ? "occupied" : "vacant");
        table_draw_sprite(ui, a, name, table_inset(table_el(t, l, EL_ROOM, r), 3));
    }
    if (gah_cafe_tables(st, seat) > GAH_CAFE_TABLES_BASE) /* the fourth table is not printed on the board */
        table_draw_sprite(ui, a, "hotel/table-4", table_el(t, l, EL_TABLE, GAH_CAFE_TABLES));
    for (int tb = 1; tb <= GAH_CAFE_TABLES; tb++) {
        if (!p->cafe[tb - 1].guest || anim_lands_on(&t->anims, table_el(t, l, EL_TABLE, tb), ui->now)) continue;
        SDL_Rect r = table_el(t, l, EL_TABLE, tb);
        draw_guest_on_table(t, ui, a, &p->cafe[tb - 1], r);
        char why[160];
        if (table_guest_stuck(t, seat, tb, why, sizeof why)) { /* marked before the player tries the drag */
            ui_fill(ui, (SDL_Rect){r.x, r.y + r.h / 2 - 14, r.w, 28}, (SDL_Color){140, 42, 42, 230});
            ui_text(ui, UI_FONT_TEXT, TABLE_SMALL_TEXT, paper, r.x + r.w / 2, r.y + r.h / 2 - 9, 1, "no room");
        }
    }
    table_parts_draw(t, ui, a, l, TABLE_LAYER_KITCHEN); /* module 1: a place for champagne */
    for (int i = 0; i < GAH_ITEM_COUNT; i++) {
        SDL_Rect k = table_el(t, l, EL_KITCHEN_ITEM, i);
        if (!p->kitchen[i] || !k.w) continue;
        snprintf(name, sizeof name, "icon/%s", gah_item_name(i));
        table_draw_sprite(ui, a, name, (SDL_Rect){k.x + (k.w - 34) / 2, k.y + k.h / 2 - 20, 34, 34});
        snprintf(name, sizeof name, "×%d", p->kitchen[i]);
        ui_text(ui, UI_FONT_TEXT, 16, ink, k.x + k.w / 2, k.y + k.h / 2 + 14, 1, name);
    }
    /* Money: a marker on the money track (a space for every amount from 0 to the cap). */
    SDL_Rect m = table_board_rect(l, "hotel/money");
    int spaces = gah_rules.max_money + 1;
    if (m.w) {
        SDL_Rect space = {m.x + p->money * m.w / spaces, m.y, m.w / spaces, m.h};
        ui_frame(ui, table_inset(space, -2), wine, 3);
        marker(ui, a, t->seats[seat].colour, space, 0);
    }
}

static void draw_cards(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l, int seat, bool hide_hands)
{
    const gah_state *st = gah_session_state(&t->session);
    const gah_player *p = &st->player[seat];
    char name[32];
    ui_text(ui, UI_FONT_TEXT, 18, ink, fixed_labels[1].x, fixed_labels[1].y, 0, "Staff in play");
    for (int i = 0; i < p->display_count; i++) {
        snprintf(name, sizeof name, "staff/%d", p->display[i]);
        SDL_Rect r = table_el(t, l, EL_DISPLAY_CARD, p->display[i]);
        if (p->display_used[i] == GAH_STAFF_FACE_DOWN) table_draw_sprite(ui, a, "back/staff", r); /* module 5: a rung bell */
        else if (p->display_used[i]) table_draw_sprite_turned(ui, a, name, r);
        else table_draw_sprite(ui, a, name, r);
    }
    ui_text(ui, UI_FONT_TEXT, 18, ink, fixed_labels[2].x, fixed_labels[2].y, 0, hide_hands ? "Hand (hidden)" : "Your hand");
    for (int i = 0; i < p->hand_count; i++) {
        snprintf(name, sizeof name, "staff/%d", p->hand[i]);
        table_draw_sprite(ui, a, hide_hands ? "back/staff" : name, table_el(t, l, EL_HAND_CARD, p->hand[i]));
    }
    if (!hide_hands) {
        for (int i = 0; i < st->drawn_count; i++) {
            snprintf(name, sizeof name, "staff/%d", st->drawn[i]);
            table_draw_sprite(ui, a, name, table_el(t, l, EL_DRAWN_CARD, st->drawn[i]));
        }
        for (int i = 0; i < st->draft_count[seat]; i++) {
            snprintf(name, sizeof name, "staff/%d", st->draft_pack[seat][i]);
            table_draw_sprite(ui, a, name, table_el(t, l, EL_DRAFT_CARD, st->draft_pack[seat][i]));
        }
    }
}

static void draw_highlights(table_scene *t, ui_context *ui, const ui_layout *l)
{
    for (int i = 0; i < t->legal_count; i++) {
        ui_el from, to;
        table_command_els(t, t->legal[i], &from, &to);
        if (from.kind == EL_NONE || from.kind == EL_BUTTON) continue;
        /* Under a part's open panel (the Ballrooms, the auction) only its own places light up. */
        SDL_Rect lit = table_el_rect(t, l, t->dragging ? to : from);
        if (lit.w && table_parts_hide(t, lit, t->dragging ? to : from)) continue;
        if (t->dragging) {
            if (from.kind != t->drag_from.kind || from.index != t->drag_from.index) continue;
            ui_frame(ui, table_inset(table_el_rect(t, l, to), -2), glow, 4);
        } else {
            ui_frame(ui, table_inset(table_el_rect(t, l, from), -2), (SDL_Color){240, 170, 20, 230}, 3);
        }
    }
}

/* The piece a drag carries, drawn at `r` under the mouse. */
static void draw_carried(table_scene *t, ui_context *ui, const ui_atlas *a, SDL_Rect r)
{
    const gah_state *st = gah_session_state(&t->session);
    char name[32];
    switch (t->drag_from.kind) {
    case EL_QUEUE:
        snprintf(name, sizeof name, "guest/%d", st->queue[t->drag_from.index - 1]);
        table_draw_sprite(ui, a, name, r);
        /* The set-up's guest and a staff card's free guest cost nothing, whatever the queue position says. */
        int kind = gah_current_prompt(st).kind;
        if (kind == GAH_PROMPT_START_GUEST || kind == GAH_PROMPT_FREE_GUEST) snprintf(name, sizeof name, "free");
        else snprintf(name, sizeof name, "costs %d", gah_queue_cost(st, table_prompt_seat(t), t->drag_from.index));
        ui_text(ui, UI_FONT_TEXT, 18, wine, r.x, r.y - 24, 0, name);
        break;
    case EL_TABLE: {
        const gah_table *tb = &st->player[table_prompt_seat(t)].cafe[t->drag_from.index - 1];
        draw_guest_on_table(t, ui, a, tb, r);
        break;
    }
    case EL_SPACE: /* Let's Waltz module 3, The Kozi Palace: a die carried to the neighbouring space */
        snprintf(name, sizeof name, "die/%d", t->drag_from.index);
        table_draw_sprite(ui, a, name, (SDL_Rect){t->mouse.x - 16, t->mouse.y - 16, 32, 32});
        break;
    case EL_TRAY_ITEM: case EL_KITCHEN_ITEM:
        snprintf(name, sizeof name, "icon/%s", gah_item_name(t->drag_from.index));
        table_draw_sprite(ui, a, name, (SDL_Rect){r.x, r.y, 44, 44});
        if (t->drag_from.kind == EL_KITCHEN_ITEM) {
            int cost = gah_serve_cost(st, table_prompt_seat(t));
            snprintf(name, sizeof name, "%d krone for up to %d", cost, gah_rules.serve_per_krone);
            if (cost > 0) ui_text(ui, UI_FONT_TEXT, 16, wine, r.x, r.y - 22, 0, name);
        }
        break;
    default: break;
    }
}

static void draw_drag(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l)
{
    SDL_Rect r = table_el_rect(t, l, t->drag_from);
    r.x = t->mouse.x - t->drag_offset.x;
    r.y = t->mouse.y - t->drag_offset.y;
    if (t->dragging) draw_carried(t, ui, a, r);
    table_parts_draw_drag(t, ui, a, l, r); /* module 1: a dancer's price over the guest; module 4: the key */
}

/* The Emperor scoring as a table: each player's place, VP, retreat and what the tile did, in words. It
 * stays until a click and sits over the main board, never over the prompt and its buttons (issue 13). */
static void draw_emperor_table(table_scene *t, ui_context *ui)
{
    if (!t->emperor_lines || ui->now >= t->emperor_until) return;
    SDL_Rect box = table_summary_rect(t->emperor_lines, 66);
    ui_fill(ui, box, (SDL_Color){250, 242, 222, 250});
    ui_frame(ui, box, gilt, 4);
    ui_text(ui, UI_FONT_TITLE, 40, wine, box.x + box.w / 2, box.y + 12, 1, "The Emperor's scoring");
    Uint32 shown_for = ui->now + TABLE_EMPEROR_HOLD - t->emperor_until; /* rows appear one after another */
    const gah_emperor_tile *tile = NULL;
    if (t->emperor_tile > 0) tile = &gah_emperor_tiles[t->emperor_tile - 1];
    for (int i = 0; i < t->emperor_lines; i++) {
        if (shown_for < (Uint32)i * TABLE_EMPEROR_ROW_MS) break;
        const gah_event *e = &t->emperor_events[i];
        char text[200];
        int y = box.y + 76 + i * 66;
        snprintf(text, sizeof text, "%s: Emperor space %d, +%d VP, then back %d to space %d", t->seats[e->seat].name, e->a,
                 e->value, e->b, e->c);
        ui_text(ui, UI_FONT_TEXT, 22, ink, box.x + 30, y, 0, text);
        if (e->d == GAH_EMPEROR_REWARD) snprintf(text, sizeof text, "Reward: %s", tile ? tile->reward_text : "see the log");
        else if (e->d == GAH_EMPEROR_PENALTY) snprintf(text, sizeof text, "Penalty: %s", tile ? tile->penalty_text : "see the log");
        else snprintf(text, sizeof text, "Neither reward nor penalty");
        ui_text(ui, UI_FONT_TEXT, 19, e->d == GAH_EMPEROR_PENALTY ? wine : ink, box.x + 60, y + 30, 0, text);
    }
    ui_text(ui, UI_FONT_TEXT, 17, gilt, box.x + box.w - 20, box.y + box.h - 26, 2, "Click anywhere to close");
}

static void draw_projection(table_scene *t, ui_context *ui, int seat)
{
    int16_t by[GAH_VP_SOURCE_COUNT];
    char text[96];
    int total = gah_projected_score(gah_session_state(&t->session), seat, by);
    SDL_Rect bar = {16, 474, 600, 24};
    if (!SDL_PointInRect(&t->mouse, &bar)) return;
    static const char *const rows[GAH_VP_SOURCE_COUNT] = {"guests", "room icons", "group bonuses", "Emperor", "staff",
                                                          "objectives", "occupied rooms", "leftovers", "café guests",
                                                          "celebrities", "ballrooms"};
    SDL_Rect box = {16, 240, 360, 228};
    ui_fill(ui, box, (SDL_Color){250, 242, 222, 245});
    ui_frame(ui, box, gilt, 2);
    snprintf(text, sizeof text, "If the game ended now: %d VP", total);
    ui_text(ui, UI_FONT_TEXT, 16, wine, box.x + 10, box.y + 6, 0, text);
    for (int k = 0; k < GAH_VP_SOURCE_COUNT; k++) {
        snprintf(text, sizeof text, "%s: %d", rows[k], by[k]);
        ui_text(ui, UI_FONT_TEXT, 14, ink, box.x + 10 + (k % 2) * 170, box.y + 34 + (k / 2) * 36, 0, text);
    }
}

static void draw_table(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l, bool hide_hands);

void table_draw(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l, bool hide_hands)
{
    /* While others' steps play, everything is drawn from the state as of the last step shown (table_lag.c). */
    table_lag_advance(t, ui->now);
    void *real = t->session.state;
    if (t->lag_on) t->session.state = &t->lag_state;
    draw_table(t, ui, a, l, hide_hands);
    t->session.state = real;
}

static void draw_table(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l, bool hide_hands)
{
    table_parts_frame(t, ui->now); /* module 1: the panel opens while a paced dancer step shows */
    SDL_SetRenderDrawColor(ui->renderer, 40, 26, 20, 255);
    SDL_RenderClear(ui->renderer);
    ui_fill(ui, (SDL_Rect){0, 0, UI_CANVAS_W, UI_CANVAS_H}, (SDL_Color){226, 211, 178, 255});
    int seat = table_prompt_seat(t), viewed = table_viewed_seat(t), home = table_home_seat(t);
    draw_main_board(t, ui, a, l);
    draw_action_board(t, ui, a, l);
    table_parts_draw(t, ui, a, l, TABLE_LAYER_BOARDS); /* module 4: the extension with the skeleton key */
    draw_hotel(t, ui, a, l, viewed);
    /* The one person's own hand stays face up while a computer plays (`hide_hands` is for a computer's hand
     * on the big board, the hand-over and the menus). */
    int people = 0;
    for (int s = 0; s < gah_session_state(&t->session)->players && s < GAH_MAX_PLAYERS; s++) people += t->session.control[s] == BG_CONTROL_PERSON;
    bool own = viewed == home && people == 1 && t->session.control[home] == BG_CONTROL_PERSON;
    draw_cards(t, ui, a, l, viewed, viewed != home || (hide_hands && !own));
    table_parts_draw(t, ui, a, l, TABLE_LAYER_STRIP); /* module 2: the lounge */
    table_draw_prompt(t, ui, a);
    if (t->hint[0] && !t->lag_on) table_draw_hint(t, ui, t->hint); /* under the card viewer and the tooltips */
    table_draw_panels(t, ui, a, l);
    table_parts_draw(t, ui, a, l, TABLE_LAYER_TABLE); /* module 3: the shown seat's entrance, Chateau Paulwei's charts */
    table_parts_draw(t, ui, a, l, TABLE_LAYER_OVER);  /* module 1: rehearsal room and ballrooms; module 3: the auction */
    if (!hide_hands && viewed == seat && !t->lag_on) draw_highlights(t, ui, l);
    char text[96];
    seat = home;
    const gah_player *p = &gah_session_state(&t->session)->player[seat];
    /* The krone too (issue 40: only the money track at the hotel's foot told them). */
    snprintf(text, sizeof text, "%s · %d VP (projected %d) · %d krone · Emperor %d · round %d", t->seats[seat].name, p->vp,
             gah_projected_score(gah_session_state(&t->session), seat, NULL), p->money, p->emperor,
             gah_session_state(&t->session)->round);
    if (viewed != seat) {
        const gah_player *v = &gah_session_state(&t->session)->player[viewed];
        snprintf(text, sizeof text, "%s's hotel · %d VP · %d krone · click anywhere to return", t->seats[viewed].name, v->vp,
                 v->money);
        seat = viewed; /* the bar takes the colour of the hotel shown */
    }
    ui_fill(ui, fixed_labels[0], player_colours[t->seats[seat].colour]);
    ui_text(ui, UI_FONT_TEXT, 17, paper, fixed_labels[0].x + 8, fixed_labels[0].y + 1, 0, text);
    seat = home;
    table_draw_turn_tile(t, ui, a, seat, (SDL_Rect){965, 486, 80, 40});
    /* The game log: the latest lines, newest at the bottom. */
    SDL_Rect lr = fixed_labels[3];
    ui_fill(ui, lr, (SDL_Color){250, 242, 222, 255});
    ui_frame(ui, lr, gilt, 2);
    int scroll = t->log_scroll > t->log.count - 1 ? t->log.count - 1 : t->log_scroll;
    if (scroll < 0) scroll = 0;
    int held = table_lag_log_held(t); /* the lines of steps still to show come with them */
    log_draw(ui, &t->log, scroll + held < t->log.count ? scroll + held : scroll, lr, ink);
    if (scroll > 0) ui_text(ui, UI_FONT_TEXT, TABLE_SMALL_TEXT, wine, lr.x + lr.w - 8, lr.y + lr.h - 20, 2, "scrolled back: wheel down to return");
    if (t->message[0] && SDL_GetTicks() < t->message_until) {
        /* Below the hand's cards (they end at y 1042): over them it hid their lower band for up to 8 s. */
        SDL_Rect bar = table_message_rect();
        ui_fill(ui, bar, wine);
        ui_text_middle(ui, UI_FONT_TEXT, ui_text_fit_size(ui, UI_FONT_TEXT, 19, 13, bar.w - 16, t->message), paper,
                       bar.x + bar.w / 2, bar.y + bar.h / 2, 1, t->message);
    }
    table_draw_anims(t, ui, a);
    if (!t->lag_on) { /* the summaries wait until the steps before them have been shown */
        draw_emperor_table(t, ui);
        table_parts_draw(t, ui, a, l, TABLE_LAYER_SUMMARY); /* module 1's ballroom scoring, after the Emperor's table */
    }
    table_recap_draw(t, ui);
    if (!hide_hands || own) {
        table_draw_viewer(t, ui, a);
        draw_projection(t, ui, seat);
    }
    draw_drag(t, ui, a, l);
}

/* Let's Waltz module 3 at the table, drawn: the auction as a panel over the main board (the entrances with
 * their faces and what lies beside them, the bids so far from the game's record, who passed, who won what, a
 * chip per legal bid; in Dinner for One the choice of one of three), the entrance of the seat whose hotel is
 * shown with what lies beside it, Chateau Paulwei's charts over the hotel's, the solo entrances' pieces, and
 * each opponent's entrance in its panel. */
#include "games/gah/ui/table_entrances_internal.h"

#include <stdio.h>
#include <string.h>

static const SDL_Color ink = {58, 36, 24, 255};
static const SDL_Color paper = {243, 230, 200, 255};
static const SDL_Color panel_paper = {250, 242, 222, 252};
static const SDL_Color gilt = {176, 141, 60, 255};
static const SDL_Color wine = {140, 42, 42, 255};
static const SDL_Color lit = {240, 170, 20, 230};
static const SDL_Color faded = {250, 242, 222, 170};


static void draw_beside(const table_scene *t, ui_context *ui, const ui_atlas *a, int id, bool big)
{
    const gah_state *st = gah_session_state(&t->session);
    const gah_entrance *e = entrances_entrance_of(id);
    SDL_Rect box = entrances_beside_box(t, id);
    if (!e || !box.w) return;
    char name[32];
    int prompt = gah_current_prompt(st).kind;
    switch (e->beside) {
    case GAH_BESIDE_DOVE_TOKENS:
        for (int i = 1; i <= GAH_DOVE_TOKENS; i++) {
            if (!(st->entrances.dove_tokens & (1u << (i - 1)))) continue;
            snprintf(name, sizeof name, "dove/%d", i);
            SDL_Rect r = entrances_beside_rect(GAH_BESIDE_DOVE_TOKENS, i - 1, box);
            if (anim_lands_on(&t->anims, r, ui->now)) continue;
            table_sprite(ui, a, name, r);
            if (prompt == GAH_PROMPT_DOVE_TOKEN && big) ui_frame(ui, (SDL_Rect){r.x - 3, r.y - 3, r.w + 6, r.h + 6}, lit, 3);
        }
        break;
    case GAH_BESIDE_EMPEROR_TILES:
        for (int i = 0; i < GAH_WRAY_TILES; i++) {
            SDL_Rect r = entrances_beside_rect(GAH_BESIDE_EMPEROR_TILES, i, box);
            int tile = st->entrances.wray_tiles[i];
            if (!tile) { /* claimed: its place stays, empty */
                ui_frame(ui, r, (SDL_Color){176, 141, 60, 120}, 1);
                continue;
            }
            snprintf(name, sizeof name, "emperor/%s", gah_emperor_tiles[tile - 1].code);
            table_sprite(ui, a, name, r);
            if (big) { /* how many steps back it costs: 1 for A, 2 for B, 3 for C */
                char steps[8];
                snprintf(steps, sizeof steps, "−%d", i / 2 + 1);
                ui_fill(ui, (SDL_Rect){r.x + r.w - 26, r.y + r.h - 18, 26, 18}, wine);
                ui_text(ui, UI_FONT_TEXT, 13, paper, r.x + r.w - 13, r.y + r.h - 18, 1, steps);
            }
        }
        break;
    case GAH_BESIDE_OBJECTIVES:
        for (int i = 0; i < 3; i++) {
            int oid = st->entrances.ninas_objectives[i];
            if (!oid) continue;
            SDL_Rect r = entrances_beside_rect(GAH_BESIDE_OBJECTIVES, i, box);
            snprintf(name, sizeof name, "objective/%d", oid);
            table_sprite(ui, a, name, r);
            if (st->entrances.ninas_met & (1u << i)) { /* met: turned face down, shown faded with the word */
                ui_fill(ui, r, faded);
                ui_fill(ui, (SDL_Rect){r.x, r.y + r.h / 2 - 11, r.w, 22}, wine);
                ui_text(ui, UI_FONT_TEXT, 14, paper, r.x + r.w / 2, r.y + r.h / 2 - 10, 1, "met");
            }
        }
        break;
    default: break;
    }
}

/* Chateau Paulwei's own charts lie over the hotel's for its owner. */
static void draw_chateau(const table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l)
{
    const gah_state *st = gah_session_state(&t->session);
    if (st->entrances.owned[table_viewed_seat(t)] != GAH_ENTRANCE_CHATEAU) return;
    static const char *const keys[3] = {"blue", "red", "yellow"};
    char name[40];
    for (int c = 0; c < 3; c++) {
        snprintf(name, sizeof name, "hotel/bonus/%s", keys[c]);
        SDL_Rect r = table_board_rect(l, name);
        snprintf(name, sizeof name, "entrance/chateau-%s", keys[c]);
        if (r.w) table_sprite(ui, a, name, r);
    }
}

/* A cogwheel token with its count in the corner of `r` (Dinner for One with module 3). */
static void draw_cogwheels(ui_context *ui, const ui_atlas *a, SDL_Rect r, int count)
{
    SDL_Rect c = {r.x + r.w - 26, r.y + r.h - 50, 24, 24}; /* right of the dice, above the label (the top has the icons) */
    table_sprite(ui, a, "token/cogwheel", c);
    if (count > 1) {
        char n[8];
        snprintf(n, sizeof n, "%d", count);
        ui_fill(ui, (SDL_Rect){c.x - 14, c.y + 8, 16, 18}, (SDL_Color){58, 36, 24, 235});
        ui_text(ui, UI_FONT_TEXT, 14, paper, c.x - 6, c.y + 8, 1, n);
    }
}

/* The automa's solo entrance on the table (seed 002): Toll Bridge Hotel's tolls and Hautel Couture's items
 * on the action spaces, Sushi Resort's cogwheels on the queue's guests. The engine's accessors say where. */
static void draw_solo_pieces(const table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l)
{
    const gah_state *st = gah_session_state(&t->session);
    if (gah_solo_entrance_of(st) <= 0 || entrances_auction_open(t)) return;
    char name[32];
    for (int space = 1; space <= 6; space++) {
        SDL_Rect r = table_el_rect(t, l, (ui_el){EL_SPACE, (int16_t)space});
        if (!r.w) continue;
        int tolls = gah_solo_tolls(st, space), item = gah_solo_space_item(st, space);
        if (tolls > 0) draw_cogwheels(ui, a, r, tolls);
        if (item >= 0) {
            snprintf(name, sizeof name, "icon/%s", gah_item_name(item));
            table_sprite(ui, a, name, (SDL_Rect){r.x + 4, r.y + r.h - 50, 24, 24}); /* above the label, as the tolls */
        }
    }
    for (int pos = 1; pos <= GAH_QUEUE; pos++) {
        int tokens = gah_solo_guest_tokens(st, pos);
        SDL_Rect r = table_el_rect(t, l, (ui_el){EL_QUEUE, (int16_t)pos});
        if (tokens > 0 && r.w) draw_cogwheels(ui, a, r, tokens);
    }
}

void entrances_draw(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l)
{
    const gah_state *st = gah_session_state(&t->session);
    if (!entrances_ui_on(st)) return;
    draw_chateau(t, ui, a, l);
    draw_solo_pieces(t, ui, a, l);
    if (!entrances_own_area_shown(t)) return;
    int seat = table_viewed_seat(t), id = st->entrances.owned[seat];
    const gah_entrance *e = entrances_entrance_of(id);
    if (!e) return;
    char text[80], name[32];
    snprintf(text, sizeof text, "%s's entrance", t->seats[seat].name);
    ui_text(ui, UI_FONT_TEXT, TABLE_SMALL_TEXT, ink, OWN_X + OWN_W, ENTRANCES_AREA_Y, 2, text);
    snprintf(name, sizeof name, "entrance/%d", id);
    SDL_Rect r = {OWN_X, OWN_Y, OWN_W, OWN_H};
    if (!anim_lands_on(&t->anims, r, ui->now)) table_sprite(ui, a, name, r);
    draw_beside(t, ui, a, id, true);
    /* What it keeps that the face does not show. */
    text[0] = 0;
    if (id == GAH_ENTRANCE_KAUFMAN && st->entrances.kaufman_count)
        snprintf(text, sizeof text, "%d finished guest%s kept this round", st->entrances.kaufman_count,
                 st->entrances.kaufman_count == 1 ? "" : "s");
    if (id == GAH_ENTRANCE_WRAY && st->entrances.wray_used) snprintf(text, sizeof text, "used this turn");
    if (id == GAH_ENTRANCE_COROGARI && st->player[seat].covered == 1) /* the second die pays by the sum */
        snprintf(text, sizeof text, "first die this round: %d", st->entrances.corogari_first);
    if (text[0]) ui_text(ui, UI_FONT_TEXT, 14, wine, OWN_X + OWN_W, OWN_Y + OWN_H + 4, 2, text);
}

/* Dinner for One: the three entrances drawn for the person, each kept by a click, and the automa's own. */
static void draw_solo_choice(const table_scene *t, ui_context *ui, const ui_atlas *a, SDL_Rect panel, int seat)
{
    const gah_state *st = gah_session_state(&t->session);
    char text[200], name[32];
    ui_text(ui, UI_FONT_TITLE, 30, wine, panel.x + 16, panel.y + 6, 0, "Hotel entrances: keep one");
    snprintf(text, sizeof text, "%s: click the entrance you keep (free); the other two leave the game", t->seats[seat].name);
    ui_text(ui, UI_FONT_TEXT, 17, ink, panel.x + 16, panel.y + 40, 0, text);
    int ids[GAH_MAX_PLAYERS], n = entrances_laid_out(st, ids);
    for (int k = 0; k < n; k++) {
        SDL_Rect r = entrances_lot_rect(k);
        snprintf(name, sizeof name, "entrance/%d", ids[k]);
        table_sprite(ui, a, name, r);
        draw_beside(t, ui, a, ids[k], false);
        if (t->hover.kind == EL_AUCTION_LOT && t->hover.index == ids[k])
            ui_frame(ui, (SDL_Rect){r.x - 4, r.y - 4, r.w + 8, r.h + 8}, wine, 4);
    }
    /* The automa's entrance, already dealt: what the person plays against. */
    const char *sprite = entrances_solo_entrance_sprite(st);
    int automa = -1;
    for (int s = 0; s < st->players; s++)
        if (gah_seat_is_automa(st, s)) automa = s;
    if (sprite && automa >= 0 && n < GAH_MAX_PLAYERS) {
        SDL_Rect r = entrances_lot_rect(GAH_MAX_PLAYERS - 1);
        table_sprite(ui, a, sprite, r);
        snprintf(text, sizeof text, "%.12s's hotel", t->seats[automa].name);
        ui_text(ui, UI_FONT_TEXT, TABLE_SMALL_TEXT, gilt, r.x, r.y + r.h + 6, 0, text);
    }
}

/* A seat's words on the auction's seat line: bidding, passed, or its entrance and what it paid. `words` 0 says
 * all; 1 cuts the name to 10 letters; 2 also leaves the entrance's name and price to the lot's caption, so
 * that four seats with long names fit the panel at 11 px (issue 40: the line was 10.7 px and could run out). */
enum { SEAT_GAP = 28 };

static void seat_words(const table_scene *t, int s, int words, char *text, size_t size)
{
    const gah_state *st = gah_session_state(&t->session);
    const gah_entrance_state *en = &st->entrances;
    const gah_entrance *owned = entrances_entrance_of(en->owned[s]);
    int name_len = words ? 10 : (int)sizeof t->seats[s].name;
    const char *name = t->seats[s].name;
    if (owned) {
        int paid = entrances_recorded_bid(t, s, owned->id);
        if (words == 2) snprintf(text, size, "%.*s: won one", name_len, name);
        else if (paid > 0) snprintf(text, size, "%.*s: %s for %d krone", name_len, name, owned->name, paid);
        else snprintf(text, size, "%.*s: %s, free", name_len, name, owned->name);
    } else if (en->lot && !(en->bidding & (1u << s))) {
        snprintf(text, size, "%.*s: passed", name_len, name);
    } else if (en->lot && entrances_recorded_bid(t, s, en->lot) >= 0) {
        snprintf(text, size, "%.*s: bid %d", name_len, name, entrances_recorded_bid(t, s, en->lot));
    } else {
        snprintf(text, size, "%.*s: %d krone", name_len, name, st->player[s].money);
    }
}

static int seat_line_width_of(const table_scene *t, ui_context *ui, int words)
{
    const gah_state *st = gah_session_state(&t->session);
    char text[200];
    int w = 0;
    for (int s = 0; s < st->players; s++) {
        if (gah_seat_is_automa(st, s)) continue;
        seat_words(t, s, words, text, sizeof text);
        w += (w ? SEAT_GAP : 0) + ui_text_width(ui, UI_FONT_TEXT, TABLE_SMALL_TEXT, text);
    }
    return w;
}

/* The fullest words that fit the panel. */
static int seat_line_words(const table_scene *t, ui_context *ui)
{
    int words = 0;
    while (words < 2 && seat_line_width_of(t, ui, words) > ENTRANCES_PANEL_W - 32) words++;
    return words;
}

int entrances_seat_line_width(const table_scene *t, ui_context *ui)
{
    return seat_line_width_of(t, ui, seat_line_words(t, ui));
}

void entrances_draw_auction(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l)
{
    (void)l;
    const gah_state *st = gah_session_state(&t->session);
    if (!entrances_auction_open(t)) return;
    const gah_entrance_state *en = &st->entrances;
    SDL_Rect panel = {ENTRANCES_PANEL_X, ENTRANCES_PANEL_Y, ENTRANCES_PANEL_W, ENTRANCES_PANEL_H};
    ui_fill(ui, panel, panel_paper);
    ui_frame(ui, panel, gilt, 4);
    int seat = table_prompt_seat(t);
    char text[200];
    if (entrances_solo_choice_open(t)) {
        draw_solo_choice(t, ui, a, panel, seat);
        return;
    }
    ui_text(ui, UI_FONT_TITLE, 30, wine, panel.x + 16, panel.y + 6, 0, "Hotel entrances: the auction");
    const gah_entrance *lot = entrances_entrance_of(en->lot);
    if (lot)
        snprintf(text, sizeof text, "Up for auction: %s · highest bid %d krone (%s) · %s: raise or pass", lot->name, en->bid,
                 t->seats[en->bidder].name, t->seats[seat].name);
    else snprintf(text, sizeof text, "%s opens the next auction: click a bid under the entrance you want (0 or more krone)", t->seats[seat].name);
    ui_text(ui, UI_FONT_TEXT, 17, ink, panel.x + 16, panel.y + 40, 0, text);
    /* Each seat: bidding, passed, or its entrance and what it paid. */
    int x = panel.x + 16, words = seat_line_words(t, ui);
    for (int s = 0; s < st->players; s++) {
        if (gah_seat_is_automa(st, s)) continue;
        seat_words(t, s, words, text, sizeof text);
        ui_text(ui, UI_FONT_TEXT, TABLE_SMALL_TEXT, s == seat ? wine : ink, x, panel.y + 62, 0, text);
        x += ui_text_width(ui, UI_FONT_TEXT, TABLE_SMALL_TEXT, text) + SEAT_GAP;
    }
    int ids[GAH_MAX_PLAYERS], n = entrances_laid_out(st, ids), open = 0;
    for (int k = 0; k < GAH_MAX_PLAYERS; k++) open += en->offer[k] != 0;
    char name[32];
    for (int k = 0; k < n; k++) {
        int id = ids[k], owner = entrances_owner_of(st, id);
        SDL_Rect r = entrances_lot_rect(k);
        snprintf(name, sizeof name, "entrance/%d", id);
        table_sprite(ui, a, name, r);
        draw_beside(t, ui, a, id, false);
        if (id == en->lot) ui_frame(ui, (SDL_Rect){r.x - 4, r.y - 4, r.w + 8, r.h + 8}, wine, 4);
        /* Under it: who won it, or where its auction stands. */
        if (owner >= 0) {
            ui_fill(ui, r, faded);
            int paid = entrances_recorded_bid(t, owner, id);
            if (paid > 0) snprintf(text, sizeof text, "%.10s's for %d krone", t->seats[owner].name, paid);
            else snprintf(text, sizeof text, "%.10s's, free", t->seats[owner].name);
        } else if (id == en->lot) {
            int raises = entrances_legal_bids(t, id, (int[ENTRANCES_BID_STRIDE]){0}, ENTRANCES_BID_STRIDE);
            snprintf(text, sizeof text, "%d krone, %.10s%s", en->bid, t->seats[en->bidder].name, raises ? " · raise:" : ""); /* one column wide */
        } else if (en->lot) {
            snprintf(text, sizeof text, "waits for its auction");
        } else {
            snprintf(text, sizeof text, open == 1 ? "the last one: free" : "your bid (krone):");
        }
        ui_text(ui, UI_FONT_TEXT, TABLE_SMALL_TEXT, owner >= 0 ? gilt : ink, r.x, r.y + r.h + 3, 0, text);
        int bids[ENTRANCES_BID_STRIDE], nb = entrances_legal_bids(t, id, bids, ENTRANCES_BID_STRIDE);
        for (int i = 0; i < nb; i++) {
            SDL_Rect c = entrances_chip_rect(k, i, nb);
            bool hover = t->hover.kind == EL_BID && t->hover.index == id * ENTRANCES_BID_STRIDE + bids[i];
            ui_fill(ui, c, hover ? (SDL_Color){180, 60, 50, 255} : wine);
            snprintf(text, sizeof text, "%d", bids[i]);
            ui_text(ui, UI_FONT_TEXT, 16, paper, c.x + c.w / 2, c.y + 3, 1, text);
        }
    }
    ui_text(ui, UI_FONT_TEXT, TABLE_SMALL_TEXT, gilt, panel.x + panel.w - 16, panel.y + 16, 2,
            "One bidder left wins; the last entrance is free.");
}

/* Nine Stars Inn's track (gah-pack's solo/stars-track, 128 x 60 at 1x): a cogwheel on the star of each token,
 * tokens 1-3 in the top row. The row of the last one says the next Emperor scoring's VP. */
static void draw_stars_track(ui_context *ui, const ui_atlas *a, SDL_Rect box, int stars)
{
    table_sprite(ui, a, "solo/stars-track", box);
    for (int n = 1; n <= stars && n <= 9; n++) {
        int cx = box.x + (14 + 22 * ((n - 1) % 3)) * box.w / 128, cy = box.y + (11 + 19 * ((n - 1) / 3)) * box.h / 60;
        table_sprite(ui, a, "token/cogwheel", (SDL_Rect){cx - 8, cy - 8, 16, 16});
    }
}

/* Hautel Couture: the item pool with how many of each are left, and a ribbon on each room of the automa's
 * hotel kept for one of its café guests. */
static void draw_item_pool(const table_scene *t, ui_context *ui, const ui_atlas *a, SDL_Rect box, SDL_Rect panel, int seat)
{
    const gah_state *st = gah_session_state(&t->session);
    table_sprite(ui, a, "solo/item-pool", box);
    int step = (box.w - 8) / GAH_ITEM_COUNT;
    for (int i = 0; i < GAH_ITEM_COUNT; i++) {
        char n[8];
        snprintf(n, sizeof n, "%d", gah_solo_pool(st, i));
        SDL_Rect badge = {box.x + 4 + i * step + step / 2 - 10, box.y + box.h - 26, 20, 20};
        ui_fill(ui, badge, (SDL_Color){58, 36, 24, 235});
        ui_text_middle(ui, UI_FONT_TEXT, 14, paper, badge.x + badge.w / 2, badge.y + badge.h / 2, 1, n);
    }
    (void)seat;
    for (int table = 1; table <= GAH_CAFE_TABLES; table++) {
        int room = gah_solo_reserved_room(st, table);
        if (room >= 0 && room < GAH_HOTEL_ROOMS)
            table_sprite(ui, a, "solo/reserved", table_panel_room_rect(panel, room));
    }
}

void entrances_draw_panel(const table_scene *t, ui_context *ui, const ui_atlas *a, int seat, SDL_Rect panel)
{
    const gah_state *st = gah_session_state(&t->session);
    if (!entrances_ui_on(st)) return;
    SDL_Rect r = {panel.x + 12, panel.y + 226, panel.w - 24, 28};
    char text[120];
    if (entrances_panel_solo(st, seat)) { /* the automa's solo entrance and what it holds now */
        int kind = gah_solo_entrance_of(st), tolls = 0, tokens = 0;
        for (int space = 1; space <= 6; space++) tolls += gah_solo_tolls(st, space);
        for (int pos = 1; pos <= GAH_QUEUE; pos++) tokens += gah_solo_guest_tokens(st, pos);
        const char *solo = gah_solo_entrance_name(kind);
        if (kind == GAH_SOLO_TOLL_BRIDGE) snprintf(text, sizeof text, "%s · %d tolls on the spaces", solo, tolls);
        else if (kind == GAH_SOLO_NINE_STARS)
            snprintf(text, sizeof text, "%s · %d stars (%d VP next)", solo, gah_solo_stars(st), gah_solo_stars_vp(st));
        else if (kind == GAH_SOLO_SUSHI) snprintf(text, sizeof text, "%s · %d cogwheels in the queue", solo, tokens);
        else snprintf(text, sizeof text, "Entrance: %s", solo ? solo : "?");
        /* Left of the automa's instruction card, under its little hotel. */
        SDL_Rect box = entrances_solo_strip(panel);
        if (kind == GAH_SOLO_NINE_STARS) draw_stars_track(ui, a, box, gah_solo_stars(st));
        else if (kind == GAH_SOLO_HAUTEL_COUTURE) draw_item_pool(t, ui, a, box, panel, seat);
        else {
            ui_fill(ui, box, (SDL_Color){58, 36, 24, 235});
            ui_text_wrapped(ui, UI_FONT_TEXT, 13, paper, box.x + box.w / 2, box.y + 3, box.w - 8, text); /* x: the centre */
        }
        return;
    }
    const gah_entrance *e = entrances_entrance_of(st->entrances.owned[seat]);
    if (!e) return;
    ui_fill(ui, r, (SDL_Color){58, 36, 24, 235});
    int id = e->id;
    if (id == GAH_ENTRANCE_DOVE) {
        int left = 0;
        for (int i = 0; i < GAH_DOVE_TOKENS; i++) left += (st->entrances.dove_tokens >> i) & 1;
        snprintf(text, sizeof text, "%s · %d tokens left", e->name, left);
    } else if (id == GAH_ENTRANCE_NINAS) {
        int met = 0;
        for (int i = 0; i < 3; i++) met += (st->entrances.ninas_met >> i) & 1;
        snprintf(text, sizeof text, "%s · objectives met %d of 3", e->name, met);
    } else if (id == GAH_ENTRANCE_WRAY) {
        int left = 0;
        for (int i = 0; i < GAH_WRAY_TILES; i++) left += st->entrances.wray_tiles[i] != 0;
        snprintf(text, sizeof text, "%s · %d Emperor tiles", e->name, left);
    } else snprintf(text, sizeof text, "Entrance: %s", e->name);
    ui_text(ui, UI_FONT_TEXT, TABLE_SMALL_TEXT, paper, r.x + 8, r.y + 4, 0, text);
}

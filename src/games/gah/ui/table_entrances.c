/* Let's Waltz module 3, Unique Hotels, at the table: the auction as a panel over the main board (the
 * entrances with their faces and what lies beside them, the bids so far from the game's record, who passed,
 * who won what, a chip per legal bid), the entrance of the seat whose hotel is shown with Hotel Dove's
 * tokens, Ninas Melange's objectives or The Grand Wray Hotel's Emperor tiles beside it (clicked at their
 * prompts), Chateau Paulwei's charts over the hotel's, and The Kozi Palace's nudge as a drag from a space to
 * its neighbour. What may be done comes from the legal list only. */
#include "games/gah/ui/table_entrances.h"

#include <stdio.h>
#include <string.h>

static const SDL_Color ink = {58, 36, 24, 255};
static const SDL_Color paper = {243, 230, 200, 255};
static const SDL_Color panel_paper = {250, 242, 222, 252};
static const SDL_Color gilt = {176, 141, 60, 255};
static const SDL_Color wine = {140, 42, 42, 255};
static const SDL_Color lit = {240, 170, 20, 230};
static const SDL_Color faded = {250, 242, 222, 170};

/* The auction panel's columns, one per entrance: the face, what lies beside it, then the bid chips. */
enum {
    COL_W = 244, COL_X = 12, COL_Y = 100, LOT_W = 150, LOT_H = 217, BESIDE_X = 156, BESIDE_W = 80,
    CHIPS_Y = COL_Y + LOT_H + 30, CHIP_H = 26, CHIP_STEP_Y = 28,
    /* the shown seat's entrance and what lies beside it */
    OWN_X = ENTRANCES_AREA_X + 156, OWN_Y = ENTRANCES_AREA_Y + 22, OWN_W = 144, OWN_H = 208,
};

bool entrances_ui_on(const gah_state *st) { return (st->params.waltz & GAH_WALTZ_MODULE(3)) != 0; }

static const gah_entrance *entrance_of(int id)
{
    return id >= 1 && id <= gah_entrance_count ? &gah_entrances[id - 1] : NULL;
}

static const gah_objective_card *objective_of(int id)
{
    for (int i = 0; i < gah_objective_count; i++)
        if (gah_objectives[i].id == id) return &gah_objectives[i];
    return NULL;
}

/* The entrances' panel is open for the auction, and in a solo game for the person's choice of one of three
 * (Dinner for One with module 3: the same faces, clicked instead of bid on). */
bool entrances_auction_open(const table_scene *t)
{
    gah_prompt_kind k = gah_current_prompt(gah_session_state(&t->session)).kind;
    return entrances_ui_on(gah_session_state(&t->session)) && (k == GAH_PROMPT_AUCTION || k == GAH_PROMPT_SOLO_ENTRANCE);
}

static bool solo_choice_open(const table_scene *t)
{
    return entrances_ui_on(gah_session_state(&t->session)) && gah_current_prompt(gah_session_state(&t->session)).kind == GAH_PROMPT_SOLO_ENTRANCE;
}

/* The `choose K` of the solo choice that keeps entrance `id` (0: none). */
static int solo_choice_of(const gah_state *st, int id)
{
    for (int k = 0; k < GAH_MAX_PLAYERS; k++)
        if (id && st->entrances.offer[k] == id) return k + 1;
    return 0;
}

/* Where an automa's panel shows its solo entrance: left of its instruction card, under its little hotel. */
static SDL_Rect solo_strip(SDL_Rect panel) { return (SDL_Rect){panel.x + 8, panel.y + 194, 128, 60}; }

/* Whether `seat` is the automa holding a solo entrance (its panel shows it). */
static bool panel_solo(const gah_state *st, int seat)
{
    return gah_seat_is_automa(st, seat) && gah_solo_entrance_of(st) > 0;
}

/* The automa's solo entrance's sprite, NULL without one (seed 002's order: 1 Hautel Couture .. 4 Toll Bridge). */
static const char *solo_entrance_sprite(const gah_state *st)
{
    static const char *const names[] = {NULL, "entrance/solo-couture", "entrance/solo-ninestars", "entrance/solo-sushi",
                                        "entrance/solo-tollbridge"};
    int kind = gah_solo_entrance_of(st);
    return kind > 0 && kind < (int)(sizeof names / sizeof names[0]) ? names[kind] : NULL;
}

int entrances_laid_out(const gah_state *st, int ids[GAH_MAX_PLAYERS])
{
    int n = 0;
    for (int id = 1; id <= gah_entrance_count && n < GAH_MAX_PLAYERS; id++) {
        bool here = false;
        for (int k = 0; k < GAH_MAX_PLAYERS; k++) here |= st->entrances.offer[k] == id;
        for (int s = 0; s < st->players; s++) here |= st->entrances.owned[s] == id;
        if (here) ids[n++] = id;
    }
    return n;
}

static int column_of(const gah_state *st, int id)
{
    int ids[GAH_MAX_PLAYERS], n = entrances_laid_out(st, ids);
    for (int k = 0; k < n; k++)
        if (ids[k] == id) return k;
    return -1;
}

/* The owner of entrance `id`, -1 while nobody has it. */
static int owner_of(const gah_state *st, int id)
{
    for (int s = 0; s < st->players; s++)
        if (st->entrances.owned[s] == id) return s;
    return -1;
}

/* The latest bid of `seat` on entrance `id` in the game's record (-1: none): the bids so far, and what a
 * winner paid, without any memory of the window's own. */
static int recorded_bid(const table_scene *t, int seat, int id)
{
    int bid = -1;
    for (int i = 0; i < t->session.count; i++) {
        gah_command c = gah_session_command(&t->session, i);
        if (c.type == GAH_CMD_BID && t->session.record[i].seat == seat && c.a == id) bid = c.b;
    }
    return bid;
}

/* The legal bids on entrance `id` now, in the legal list's order. */
static int legal_bids(const table_scene *t, int id, int out[], int max)
{
    int n = 0;
    for (int i = 0; i < t->legal_count && n < max; i++)
        if (t->legal[i].type == GAH_CMD_BID && t->legal[i].a == id) out[n++] = t->legal[i].b;
    return n;
}

static SDL_Rect lot_rect(int k)
{
    return (SDL_Rect){ENTRANCES_PANEL_X + COL_X + k * COL_W, ENTRANCES_PANEL_Y + COL_Y, LOT_W, LOT_H};
}

/* Chip i of n: five to a row (six when there are many). */
static SDL_Rect chip_rect(int k, int i, int n)
{
    int cols = n > 15 ? 6 : 5, w = n > 15 ? 36 : 42, step = n > 15 ? 39 : 47;
    return (SDL_Rect){ENTRANCES_PANEL_X + COL_X + k * COL_W + (i % cols) * step, ENTRANCES_PANEL_Y + CHIPS_Y + (i / cols) * CHIP_STEP_Y,
                      w, CHIP_H};
}

/* What lies beside an entrance, slot i (Dove's token i + 1, Ninas's objective i, Wray's tile i + 1), in the
 * box `b`: tokens and tiles in two columns, objective cards in a column or two as they fit. */
static SDL_Rect beside_rect(int beside, int i, SDL_Rect b)
{
    switch (beside) {
    case GAH_BESIDE_DOVE_TOKENS: {
        int size = b.w >= 120 ? 56 : 40;
        if (b.w >= 120) return (SDL_Rect){b.x + (i % 2) * 64, b.y + (i / 2) * 64, size, size};
        return (SDL_Rect){b.x + (b.w - size) / 2, b.y + i * 44, size, size};
    }
    case GAH_BESIDE_EMPEROR_TILES: {
        int size = b.w >= 120 ? 66 : 38;
        return (SDL_Rect){b.x + (i % 2) * (size + 4), b.y + (i / 2) * (size + 6), size, size};
    }
    case GAH_BESIDE_OBJECTIVES:
        if (b.w >= 120) return (SDL_Rect){b.x + (i % 2) * 74, b.y + (i / 2) * 106, 70, 101};
        return (SDL_Rect){b.x + (b.w - 46) / 2, b.y + i * 72, 46, 66};
    default: return (SDL_Rect){0, 0, 0, 0};
    }
}

/* The shown seat's area is hidden while drawn cards or a draft pack lie over it (area_cards). */
static bool own_area_shown(const table_scene *t)
{
    const gah_state *st = gah_session_state(&t->session);
    if (!entrances_ui_on(st) || entrances_auction_open(t)) return false;
    return st->drawn_count == 0 && st->draft_count[table_prompt_seat(t)] == 0 && st->entrances.owned[table_viewed_seat(t)];
}

static SDL_Rect own_beside_box(void) { return (SDL_Rect){ENTRANCES_AREA_X, OWN_Y, 148, ENTRANCES_AREA_H - 26}; }

/* The box of what lies beside entrance `id`: in the auction panel's column, or in the shown seat's area. */
static SDL_Rect beside_box(const table_scene *t, int id)
{
    const gah_state *st = gah_session_state(&t->session);
    SDL_Rect none = {0, 0, 0, 0};
    if (entrances_auction_open(t)) {
        int k = column_of(st, id);
        if (k < 0) return none;
        SDL_Rect lot = lot_rect(k);
        return (SDL_Rect){lot.x + BESIDE_X, lot.y, BESIDE_W, LOT_H};
    }
    if (own_area_shown(t) && st->entrances.owned[table_viewed_seat(t)] == id) return own_beside_box();
    return none;
}

static int id_with(int beside)
{
    for (int i = 0; i < gah_entrance_count; i++)
        if (gah_entrances[i].beside == beside) return gah_entrances[i].id;
    return 0;
}

static SDL_Rect entrances_el_rect(const table_scene *t, const ui_layout *l, ui_el e)
{
    (void)l;
    const gah_state *st = gah_session_state(&t->session);
    SDL_Rect none = {0, 0, 0, 0};
    if (!entrances_ui_on(st)) return none;
    switch (e.kind) {
    case EL_AUCTION_LOT: {
        int k = entrances_auction_open(t) ? column_of(st, e.index) : -1;
        return k < 0 ? none : lot_rect(k);
    }
    case EL_BID: {
        int id = e.index / ENTRANCES_BID_STRIDE, krone = e.index % ENTRANCES_BID_STRIDE, k = column_of(st, id);
        if (!entrances_auction_open(t) || k < 0) return none;
        int bids[ENTRANCES_BID_STRIDE], n = legal_bids(t, id, bids, ENTRANCES_BID_STRIDE);
        for (int i = 0; i < n; i++)
            if (bids[i] == krone) return chip_rect(k, i, n);
        return none;
    }
    case EL_ENTRANCE:
        return own_area_shown(t) && st->entrances.owned[table_viewed_seat(t)] == e.index ? (SDL_Rect){OWN_X, OWN_Y, OWN_W, OWN_H} : none;
    case EL_PANEL_ENTRANCE: {
        if (e.index < 0 || e.index >= st->players || (!st->entrances.owned[e.index] && !panel_solo(st, e.index))) return none;
        SDL_Rect panel = table_el_rect(t, l, (ui_el){EL_PANEL, e.index});
        if (panel.w && panel_solo(st, e.index)) return solo_strip(panel);
        return panel.w ? (SDL_Rect){panel.x + 12, panel.y + 226, panel.w - 24, 28} : none;
    }
    case EL_DOVE_TOKEN:
        if (e.index < 1 || e.index > GAH_DOVE_TOKENS || !(st->entrances.dove_tokens & (1u << (e.index - 1)))) return none;
        return beside_rect(GAH_BESIDE_DOVE_TOKENS, e.index - 1, beside_box(t, id_with(GAH_BESIDE_DOVE_TOKENS)));
    case EL_WRAY_TILE:
        if (e.index < 1 || e.index > GAH_WRAY_TILES || !st->entrances.wray_tiles[e.index - 1]) return none;
        return beside_rect(GAH_BESIDE_EMPEROR_TILES, e.index - 1, beside_box(t, id_with(GAH_BESIDE_EMPEROR_TILES)));
    case EL_NINAS_OBJECTIVE:
        if (e.index < 0 || e.index > 2 || !st->entrances.ninas_objectives[e.index]) return none;
        return beside_rect(GAH_BESIDE_OBJECTIVES, e.index, beside_box(t, id_with(GAH_BESIDE_OBJECTIVES)));
    default: return none;
    }
}

static ui_el entrances_el_at(const table_scene *t, const ui_layout *l, SDL_Point at, bool *covered)
{
    const gah_state *st = gah_session_state(&t->session);
    ui_el none = {EL_NONE, 0};
    *covered = false;
    if (!entrances_ui_on(st)) return none;
#define TRY(k, i)                                                     \
    do {                                                              \
        ui_el e_ = {(uint8_t)(k), (int16_t)(i)};                      \
        SDL_Rect r_ = entrances_el_rect(t, l, e_);                    \
        if (r_.w > 0 && SDL_PointInRect(&at, &r_)) return e_;         \
    } while (0)
    for (int i = 1; i <= GAH_DOVE_TOKENS; i++) TRY(EL_DOVE_TOKEN, i);
    for (int i = 1; i <= GAH_WRAY_TILES; i++) TRY(EL_WRAY_TILE, i);
    for (int i = 0; i < 3; i++) TRY(EL_NINAS_OBJECTIVE, i);
    if (entrances_auction_open(t)) {
        for (int i = 0; i < t->legal_count; i++)
            if (t->legal[i].type == GAH_CMD_BID) TRY(EL_BID, t->legal[i].a * ENTRANCES_BID_STRIDE + t->legal[i].b);
        for (int id = 1; id <= gah_entrance_count; id++) TRY(EL_AUCTION_LOT, id);
        SDL_Rect panel = {ENTRANCES_PANEL_X, ENTRANCES_PANEL_Y, ENTRANCES_PANEL_W, ENTRANCES_PANEL_H};
        *covered = SDL_PointInRect(&at, &panel);
    }
    TRY(EL_ENTRANCE, st->entrances.owned[table_viewed_seat(t)]);
    for (int s = 0; s < st->players; s++) TRY(EL_PANEL_ENTRANCE, s);
#undef TRY
    return none;
}

static bool entrances_command_els(const table_scene *t, gah_command cmd, ui_el *from, ui_el *to)
{
    const gah_state *st = gah_session_state(&t->session);
    if (!entrances_ui_on(st)) return false;
    switch (cmd.type) {
    case GAH_CMD_BID: *from = *to = (ui_el){EL_BID, (int16_t)(cmd.a * ENTRANCES_BID_STRIDE + cmd.b)}; return true;
    case GAH_CMD_TILE: *from = *to = (ui_el){EL_WRAY_TILE, cmd.a}; return true;
    case GAH_CMD_NUDGE: /* a white die; a coloured one is the lounge part's (its die is an element of its own) */
        if (GAH_NUDGE_COLOUR(cmd.b)) return false;
        *from = (ui_el){EL_SPACE, cmd.a};
        *to = (ui_el){EL_SPACE, cmd.b};
        return true;
    case GAH_CMD_CHOOSE:
        if (solo_choice_open(t) && cmd.a >= 1 && cmd.a <= GAH_MAX_PLAYERS && st->entrances.offer[cmd.a - 1]) {
            *from = *to = (ui_el){EL_AUCTION_LOT, st->entrances.offer[cmd.a - 1]};
            return true;
        }
        if (gah_current_prompt(st).kind != GAH_PROMPT_DOVE_TOKEN) return false;
        *from = *to = (ui_el){EL_DOVE_TOKEN, cmd.a};
        return true;
    default: return false;
    }
}

static bool entrances_command_at(const table_scene *t, ui_el from, ui_el to, gah_command *out)
{
    const gah_state *st = gah_session_state(&t->session);
    if (!entrances_ui_on(st)) return false;
    bool click = from.kind == to.kind && from.index == to.index;
    switch (from.kind) {
    case EL_BID:
        if (!click) return false;
        *out = (gah_command){GAH_CMD_BID, (uint8_t)(from.index / ENTRANCES_BID_STRIDE), (uint8_t)(from.index % ENTRANCES_BID_STRIDE)};
        return true;
    case EL_AUCTION_LOT:
        if (!click || !solo_choice_open(t) || !solo_choice_of(st, from.index)) return false;
        *out = (gah_command){GAH_CMD_CHOOSE, (uint8_t)solo_choice_of(st, from.index), 0};
        return true;
    case EL_WRAY_TILE:
        if (!click) return false;
        *out = (gah_command){GAH_CMD_TILE, (uint8_t)from.index, 0};
        return true;
    case EL_DOVE_TOKEN:
        if (!click || gah_current_prompt(st).kind != GAH_PROMPT_DOVE_TOKEN) return false;
        *out = (gah_command){GAH_CMD_CHOOSE, (uint8_t)from.index, 0};
        return true;
    case EL_SPACE:
        /* A die dragged from one action space to another: The Kozi Palace's nudge (the engine says why not). */
        if (to.kind != EL_SPACE || click || st->entrances.owned[table_prompt_seat(t)] != GAH_ENTRANCE_KOZI) return false;
        *out = (gah_command){GAH_CMD_NUDGE, (uint8_t)from.index, (uint8_t)to.index};
        return true;
    default: return false;
    }
}

/* ---- drawing ---- */

static void draw_beside(const table_scene *t, ui_context *ui, const ui_atlas *a, int id, bool big)
{
    const gah_state *st = gah_session_state(&t->session);
    const gah_entrance *e = entrance_of(id);
    SDL_Rect box = beside_box(t, id);
    if (!e || !box.w) return;
    char name[32];
    int prompt = gah_current_prompt(st).kind;
    switch (e->beside) {
    case GAH_BESIDE_DOVE_TOKENS:
        for (int i = 1; i <= GAH_DOVE_TOKENS; i++) {
            if (!(st->entrances.dove_tokens & (1u << (i - 1)))) continue;
            snprintf(name, sizeof name, "dove/%d", i);
            SDL_Rect r = beside_rect(GAH_BESIDE_DOVE_TOKENS, i - 1, box);
            if (anim_lands_on(&t->anims, r, ui->now)) continue;
            table_sprite(ui, a, name, r);
            if (prompt == GAH_PROMPT_DOVE_TOKEN && big) ui_frame(ui, (SDL_Rect){r.x - 3, r.y - 3, r.w + 6, r.h + 6}, lit, 3);
        }
        break;
    case GAH_BESIDE_EMPEROR_TILES:
        for (int i = 0; i < GAH_WRAY_TILES; i++) {
            SDL_Rect r = beside_rect(GAH_BESIDE_EMPEROR_TILES, i, box);
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
            SDL_Rect r = beside_rect(GAH_BESIDE_OBJECTIVES, i, box);
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

static void entrances_draw(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l)
{
    const gah_state *st = gah_session_state(&t->session);
    if (!entrances_ui_on(st)) return;
    draw_chateau(t, ui, a, l);
    draw_solo_pieces(t, ui, a, l);
    if (!own_area_shown(t)) return;
    int seat = table_viewed_seat(t), id = st->entrances.owned[seat];
    const gah_entrance *e = entrance_of(id);
    if (!e) return;
    char text[80], name[32];
    snprintf(text, sizeof text, "%s's entrance", t->seats[seat].name);
    ui_text(ui, UI_FONT_TEXT, 15, ink, OWN_X + OWN_W, ENTRANCES_AREA_Y, 2, text);
    snprintf(name, sizeof name, "entrance/%d", id);
    SDL_Rect r = {OWN_X, OWN_Y, OWN_W, OWN_H};
    if (!anim_lands_on(&t->anims, r, ui->now)) table_sprite(ui, a, name, r);
    draw_beside(t, ui, a, id, true);
    /* What it keeps that the face does not show. */
    text[0] = 0;
    if (id == GAH_ENTRANCE_KAUFMAN && st->entrances.kaufman_count)
        snprintf(text, sizeof text, "%d finished guests kept this round", st->entrances.kaufman_count);
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
    ui_text(ui, UI_FONT_TEXT, 17, ink, panel.x + 16, panel.y + 46, 0, text);
    int ids[GAH_MAX_PLAYERS], n = entrances_laid_out(st, ids);
    for (int k = 0; k < n; k++) {
        SDL_Rect r = lot_rect(k);
        snprintf(name, sizeof name, "entrance/%d", ids[k]);
        table_sprite(ui, a, name, r);
        draw_beside(t, ui, a, ids[k], false);
        if (t->hover.kind == EL_AUCTION_LOT && t->hover.index == ids[k])
            ui_frame(ui, (SDL_Rect){r.x - 4, r.y - 4, r.w + 8, r.h + 8}, wine, 4);
    }
    /* The automa's entrance, already dealt: what the person plays against. */
    const char *sprite = solo_entrance_sprite(st);
    int automa = -1;
    for (int s = 0; s < st->players; s++)
        if (gah_seat_is_automa(st, s)) automa = s;
    if (sprite && automa >= 0 && n < GAH_MAX_PLAYERS) {
        SDL_Rect r = lot_rect(GAH_MAX_PLAYERS - 1);
        table_sprite(ui, a, sprite, r);
        snprintf(text, sizeof text, "%.12s's hotel", t->seats[automa].name);
        ui_text(ui, UI_FONT_TEXT, 15, gilt, r.x, r.y + r.h + 6, 0, text);
    }
}

static void entrances_draw_auction(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l)
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
    if (solo_choice_open(t)) {
        draw_solo_choice(t, ui, a, panel, seat);
        return;
    }
    ui_text(ui, UI_FONT_TITLE, 30, wine, panel.x + 16, panel.y + 6, 0, "Hotel entrances: the auction");
    const gah_entrance *lot = entrance_of(en->lot);
    if (lot)
        snprintf(text, sizeof text, "Up for auction: %s · highest bid %d krone (%s) · %s: raise or pass", lot->name, en->bid,
                 t->seats[en->bidder].name, t->seats[seat].name);
    else snprintf(text, sizeof text, "%s opens the next auction: click a bid under the entrance you want (0 or more krone)", t->seats[seat].name);
    ui_text(ui, UI_FONT_TEXT, 17, ink, panel.x + 16, panel.y + 46, 0, text);
    /* Each seat: bidding, passed, or its entrance and what it paid. */
    int x = panel.x + 16;
    for (int s = 0; s < st->players; s++) {
        if (gah_seat_is_automa(st, s)) continue;
        const gah_entrance *owned = entrance_of(en->owned[s]);
        if (owned) {
            int paid = recorded_bid(t, s, owned->id);
            snprintf(text, sizeof text, "%s: %s, free", t->seats[s].name, owned->name);
            if (paid > 0) snprintf(text, sizeof text, "%s: %s for %d krone", t->seats[s].name, owned->name, paid);
        } else if (en->lot && !(en->bidding & (1u << s))) {
            snprintf(text, sizeof text, "%s: passed", t->seats[s].name);
        } else if (en->lot && recorded_bid(t, s, en->lot) >= 0) {
            snprintf(text, sizeof text, "%s: bid %d", t->seats[s].name, recorded_bid(t, s, en->lot));
        } else {
            snprintf(text, sizeof text, "%s: %d krone", t->seats[s].name, st->player[s].money);
        }
        SDL_Color c = s == seat ? wine : ink;
        ui_text(ui, UI_FONT_TEXT, 15, c, x, panel.y + 72, 0, text);
        TTF_Font *font = ui_font(ui, UI_FONT_TEXT, 15);
        int tw = 0, th = 0;
        if (font) TTF_SizeUTF8(font, text, &tw, &th);
        x += (ui->scale > 0 ? (int)((float)tw / ui->scale) : tw) + 28;
    }
    int ids[GAH_MAX_PLAYERS], n = entrances_laid_out(st, ids), open = 0;
    for (int k = 0; k < GAH_MAX_PLAYERS; k++) open += en->offer[k] != 0;
    char name[32];
    for (int k = 0; k < n; k++) {
        int id = ids[k], owner = owner_of(st, id);
        SDL_Rect r = lot_rect(k);
        snprintf(name, sizeof name, "entrance/%d", id);
        table_sprite(ui, a, name, r);
        draw_beside(t, ui, a, id, false);
        if (id == en->lot) ui_frame(ui, (SDL_Rect){r.x - 4, r.y - 4, r.w + 8, r.h + 8}, wine, 4);
        /* Under it: who won it, or where its auction stands. */
        if (owner >= 0) {
            ui_fill(ui, r, faded);
            int paid = recorded_bid(t, owner, id);
            if (paid > 0) snprintf(text, sizeof text, "%.10s's for %d krone", t->seats[owner].name, paid);
            else snprintf(text, sizeof text, "%.10s's, free", t->seats[owner].name);
        } else if (id == en->lot) {
            int raises = legal_bids(t, id, (int[ENTRANCES_BID_STRIDE]){0}, ENTRANCES_BID_STRIDE);
            snprintf(text, sizeof text, "%d krone, %.10s%s", en->bid, t->seats[en->bidder].name, raises ? " · raise:" : ""); /* one column wide */
        } else if (en->lot) {
            snprintf(text, sizeof text, "waits for its auction");
        } else {
            snprintf(text, sizeof text, open == 1 ? "the last one: free" : "your bid (krone):");
        }
        ui_text(ui, UI_FONT_TEXT, 15, owner >= 0 ? gilt : ink, r.x, r.y + r.h + 6, 0, text);
        int bids[ENTRANCES_BID_STRIDE], nb = legal_bids(t, id, bids, ENTRANCES_BID_STRIDE);
        for (int i = 0; i < nb; i++) {
            SDL_Rect c = chip_rect(k, i, nb);
            bool hover = t->hover.kind == EL_BID && t->hover.index == id * ENTRANCES_BID_STRIDE + bids[i];
            ui_fill(ui, c, hover ? (SDL_Color){180, 60, 50, 255} : wine);
            snprintf(text, sizeof text, "%d", bids[i]);
            ui_text(ui, UI_FONT_TEXT, 16, paper, c.x + c.w / 2, c.y + 3, 1, text);
        }
    }
    ui_text(ui, UI_FONT_TEXT, 15, gilt, panel.x + panel.w - 16, panel.y + 16, 2,
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
            table_sprite(ui, a, "solo/reserved", table_mini_room_rect(panel.x + TABLE_MINI_HOTEL_X, panel.y + TABLE_MINI_HOTEL_Y, room));
    }
}

static void entrances_draw_panel(const table_scene *t, ui_context *ui, const ui_atlas *a, int seat, SDL_Rect panel)
{
    const gah_state *st = gah_session_state(&t->session);
    if (!entrances_ui_on(st)) return;
    SDL_Rect r = {panel.x + 12, panel.y + 226, panel.w - 24, 28};
    char text[120];
    if (panel_solo(st, seat)) { /* the automa's solo entrance and what it holds now */
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
        SDL_Rect box = solo_strip(panel);
        if (kind == GAH_SOLO_NINE_STARS) draw_stars_track(ui, a, box, gah_solo_stars(st));
        else if (kind == GAH_SOLO_HAUTEL_COUTURE) draw_item_pool(t, ui, a, box, panel, seat);
        else {
            ui_fill(ui, box, (SDL_Color){58, 36, 24, 235});
            ui_text_wrapped(ui, UI_FONT_TEXT, 13, paper, box.x + box.w / 2, box.y + 3, box.w - 8, text); /* x: the centre */
        }
        return;
    }
    const gah_entrance *e = entrance_of(st->entrances.owned[seat]);
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
    ui_text(ui, UI_FONT_TEXT, 15, paper, r.x + 8, r.y + 4, 0, text);
}

/* ---- words ---- */

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
        if (!(en = entrance_of(e.index))) return false;
        snprintf(out, size, "%s: %s", en->name, en->text);
        return true;
    case EL_PANEL_ENTRANCE:
        if (e.index >= 0 && e.index < st->players && panel_solo(st, e.index)) {
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
        if (e.index < 0 || e.index >= st->players || !(en = entrance_of(st->entrances.owned[e.index]))) return false;
        snprintf(out, size, "%s's %s: %s", t->seats[e.index].name, en->name, en->text);
        return true;
    case EL_BID: {
        int id = e.index / ENTRANCES_BID_STRIDE, krone = e.index % ENTRANCES_BID_STRIDE;
        if (!(en = entrance_of(id))) return false;
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
        const gah_objective_card *o = e.index >= 0 && e.index < 3 ? objective_of(st->entrances.ninas_objectives[e.index]) : NULL;
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
    case EL_AUCTION_LOT: case EL_ENTRANCE: return entrance_of(e.index) && snprintf(name, size, "entrance/%d", e.index) > 0;
    case EL_PANEL_ENTRANCE:
        if (e.index >= 0 && e.index < st->players && panel_solo(st, e.index))
            return snprintf(name, size, "%s", solo_entrance_sprite(st)) > 0;
        return e.index >= 0 && e.index < st->players && st->entrances.owned[e.index] &&
               snprintf(name, size, "entrance/%d", st->entrances.owned[e.index]) > 0;
    case EL_NINAS_OBJECTIVE:
        return e.index >= 0 && e.index < 3 && st->entrances.ninas_objectives[e.index] &&
               snprintf(name, size, "objective/%d", st->entrances.ninas_objectives[e.index]) > 0;
    default: return false;
    }
}

/* ---- motion ---- */

static void entrances_animate(table_scene *t, ui_context *ui, const ui_layout *l, const gah_event *e)
{
    const gah_state *st = gah_session_state(&t->session);
    if (!entrances_ui_on(st)) return;
    anim_queue *q = &t->anims;
    float f = t->anim_factor;
    char name[32];
    switch (e->type) {
    case GAH_EV_ENTRANCE_WON: {
        /* From its place in the auction to its owner: the shown area, or the owner's panel. */
        int k = column_of(st, e->a);
        SDL_Rect from = k >= 0 ? lot_rect(k) : (SDL_Rect){ENTRANCES_PANEL_X + 400, ENTRANCES_PANEL_Y + 100, LOT_W, LOT_H};
        SDL_Rect to = {OWN_X, OWN_Y, OWN_W, OWN_H};
        if (e->seat != table_viewed_seat(t)) {
            SDL_Rect panel = table_el_rect(t, l, (ui_el){EL_PANEL, (int16_t)e->seat});
            if (panel.w) to = (SDL_Rect){panel.x + panel.w - 70, panel.y + 150, 70, 101};
        }
        snprintf(name, sizeof name, "entrance/%d", e->a);
        anim_add(q, ui->now, ANIM_MOVE, name, from, to, (Uint32)(650 * f), (Uint32)(150 * f));
        anim *cap = anim_add(q, ui->now, ANIM_FADE_TEXT, NULL, (SDL_Rect){from.x, from.y + from.h + 30, 10, 10},
                             (SDL_Rect){from.x, from.y + from.h - 10, 10, 10}, (Uint32)(1400 * f), (Uint32)(100 * f));
        if (cap) snprintf(cap->text, sizeof cap->text, e->value ? "%s: %d krone" : "%s: free", t->seats[e->seat].name, e->value);
        ui_play(ui, UI_SOUND_CARD);
        break;
    }
    case GAH_EV_DOVE_TOKEN: {
        /* The token leaves its place beside the entrance for the hotel. */
        SDL_Rect from = beside_rect(GAH_BESIDE_DOVE_TOKENS, e->a - 1, own_beside_box());
        SDL_Rect to = table_board_rect(l, "hotel");
        to = (SDL_Rect){to.x + to.w / 2 - 28, to.y + to.h / 3, 56, 56};
        snprintf(name, sizeof name, "dove/%d", e->a);
        anim_add(q, ui->now, ANIM_MOVE, name, from, to, (Uint32)(550 * f), (Uint32)(100 * f));
        break;
    }
    default: break;
    }
}

/* ---- the part's row: what the table's core asks of the module ---- */

static bool hides(const table_scene *t, SDL_Rect place, ui_el e)
{
    /* Under the open auction panel only its lots and bids light up. */
    SDL_Rect auction = {ENTRANCES_PANEL_X, ENTRANCES_PANEL_Y, ENTRANCES_PANEL_W, ENTRANCES_PANEL_H};
    return entrances_auction_open(t) && SDL_HasIntersection(&place, &auction) && e.kind != EL_BID && e.kind != EL_AUCTION_LOT;
}

/* Dinner for One with module 3: the entrance kept, the automa's guest who gets Hautel Couture's item. */
static bool button_label(const table_scene *t, gah_command c, char *out, size_t size)
{
    int prompt = gah_current_prompt(gah_session_state(&t->session)).kind;
    if (c.type == GAH_CMD_CHOOSE && prompt == GAH_PROMPT_SOLO_ENTRANCE) return snprintf(out, size, "Keep entrance %d", c.a) >= 0;
    if (c.type == GAH_CMD_CHOOSE && prompt == GAH_PROMPT_COUTURE_ITEM) return snprintf(out, size, "To the automa's table %d", c.a) >= 0;
    return false;
}

const gah_table_part gah_table_part_entrances = {
    .name = "entrances",
    .el_rect = entrances_el_rect,
    .el_at = entrances_el_at,
    .hides = hides,
    .command_els = entrances_command_els,
    .command_at = entrances_command_at,
    .draw = {[TABLE_LAYER_TABLE] = entrances_draw, [TABLE_LAYER_OVER] = entrances_draw_auction},
    .draw_panel = entrances_draw_panel,
    .button_label = button_label,
    .explain = entrances_explain,
    .viewer_card = entrances_card_sprite,
    .animate = entrances_animate,
};

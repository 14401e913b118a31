/* Let's Waltz module 3, Unique Hotels, at the table: where the auction panel's entrances, chips and what
 * lies beside them are, the shown seat's entrance with Hotel Dove's tokens, Ninas Melange's objectives or The
 * Grand Wray Hotel's Emperor tiles beside it (clicked at their prompts), and The Kozi Palace's nudge as a drag
 * from a space to its neighbour; their command places, their motion and the part's row. What may be done
 * comes from the legal list only. Drawing: table_entrances_draw.c; words: table_entrances_words.c. */
#include "games/gah/ui/table_entrances_internal.h"

#include <stdio.h>
#include <string.h>

bool entrances_ui_on(const gah_state *st) { return (st->params.waltz & GAH_WALTZ_MODULE(3)) != 0; }

const gah_entrance *entrances_entrance_of(int id)
{
    return id >= 1 && id <= gah_entrance_count ? &gah_entrances[id - 1] : NULL;
}

const gah_objective_card *entrances_objective_of(int id)
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

bool entrances_solo_choice_open(const table_scene *t)
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
SDL_Rect entrances_solo_strip(SDL_Rect panel) { return (SDL_Rect){panel.x + 8, panel.y + 194, 128, 60}; }

/* Whether `seat` is the automa holding a solo entrance (its panel shows it). */
bool entrances_panel_solo(const gah_state *st, int seat)
{
    return gah_seat_is_automa(st, seat) && gah_solo_entrance_of(st) > 0;
}

/* The automa's solo entrance's sprite, NULL without one (seed 002's order: 1 Hautel Couture .. 4 Toll Bridge). */
const char *entrances_solo_entrance_sprite(const gah_state *st)
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
int entrances_owner_of(const gah_state *st, int id)
{
    for (int s = 0; s < st->players; s++)
        if (st->entrances.owned[s] == id) return s;
    return -1;
}

/* The latest bid of `seat` on entrance `id` in the game's record (-1: none): the bids so far, and what a
 * winner paid, without any memory of the window's own. */
int entrances_recorded_bid(const table_scene *t, int seat, int id)
{
    int bid = -1;
    for (int i = 0; i < t->session.count; i++) {
        gah_command c = gah_session_command(&t->session, i);
        if (c.type == GAH_CMD_BID && t->session.record[i].seat == seat && c.a == id) bid = c.b;
    }
    return bid;
}

/* The legal bids on entrance `id` now, in the legal list's order. */
int entrances_legal_bids(const table_scene *t, int id, int out[], int max)
{
    int n = 0;
    for (int i = 0; i < t->legal_count && n < max; i++)
        if (t->legal[i].type == GAH_CMD_BID && t->legal[i].a == id) out[n++] = t->legal[i].b;
    return n;
}

SDL_Rect entrances_lot_rect(int k)
{
    return (SDL_Rect){ENTRANCES_PANEL_X + COL_X + k * COL_W, ENTRANCES_PANEL_Y + COL_Y, LOT_W, LOT_H};
}

/* Chip i of n: five to a row, six when there are more than five (two rows for the 0-10 krone of the set-up). */
SDL_Rect entrances_chip_rect(int k, int i, int n)
{
    int cols = n > 5 ? 6 : 5, w = n > 5 ? 36 : 42, step = n > 5 ? 39 : 47;
    return (SDL_Rect){ENTRANCES_PANEL_X + COL_X + k * COL_W + (i % cols) * step, ENTRANCES_PANEL_Y + CHIPS_Y + (i / cols) * CHIP_STEP_Y,
                      w, CHIP_H};
}

/* What lies beside an entrance, slot i (Dove's token i + 1, Ninas's objective i, Wray's tile i + 1), in the
 * box `b`: tokens and tiles in two columns, objective cards in a column or two as they fit. */
SDL_Rect entrances_beside_rect(int beside, int i, SDL_Rect b)
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
bool entrances_own_area_shown(const table_scene *t)
{
    const gah_state *st = gah_session_state(&t->session);
    if (!entrances_ui_on(st) || entrances_auction_open(t)) return false;
    return st->drawn_count == 0 && st->draft_count[table_prompt_seat(t)] == 0 && st->entrances.owned[table_viewed_seat(t)];
}

static SDL_Rect own_beside_box(void) { return (SDL_Rect){ENTRANCES_AREA_X, OWN_Y, 148, ENTRANCES_AREA_H - 26}; }

/* The box of what lies beside entrance `id`: in the auction panel's column, or in the shown seat's area. */
SDL_Rect entrances_beside_box(const table_scene *t, int id)
{
    const gah_state *st = gah_session_state(&t->session);
    SDL_Rect none = {0, 0, 0, 0};
    if (entrances_auction_open(t)) {
        int k = column_of(st, id);
        if (k < 0) return none;
        SDL_Rect lot = entrances_lot_rect(k);
        return (SDL_Rect){lot.x + BESIDE_X, lot.y, BESIDE_W, LOT_H};
    }
    if (entrances_own_area_shown(t) && st->entrances.owned[table_viewed_seat(t)] == id) return own_beside_box();
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
        return k < 0 ? none : entrances_lot_rect(k);
    }
    case EL_BID: {
        int id = e.index / ENTRANCES_BID_STRIDE, krone = e.index % ENTRANCES_BID_STRIDE, k = column_of(st, id);
        if (!entrances_auction_open(t) || k < 0) return none;
        int bids[ENTRANCES_BID_STRIDE], n = entrances_legal_bids(t, id, bids, ENTRANCES_BID_STRIDE);
        for (int i = 0; i < n; i++)
            if (bids[i] == krone) return entrances_chip_rect(k, i, n);
        return none;
    }
    case EL_ENTRANCE:
        return entrances_own_area_shown(t) && st->entrances.owned[table_viewed_seat(t)] == e.index ? (SDL_Rect){OWN_X, OWN_Y, OWN_W, OWN_H} : none;
    case EL_PANEL_ENTRANCE: {
        if (e.index < 0 || e.index >= st->players || (!st->entrances.owned[e.index] && !entrances_panel_solo(st, e.index))) return none;
        SDL_Rect panel = table_el_rect(t, l, (ui_el){EL_PANEL, e.index});
        if (panel.w && entrances_panel_solo(st, e.index)) return entrances_solo_strip(panel);
        return panel.w ? (SDL_Rect){panel.x + 12, panel.y + 226, panel.w - 24, 28} : none;
    }
    case EL_DOVE_TOKEN:
        if (e.index < 1 || e.index > GAH_DOVE_TOKENS || !(st->entrances.dove_tokens & (1u << (e.index - 1)))) return none;
        return entrances_beside_rect(GAH_BESIDE_DOVE_TOKENS, e.index - 1, entrances_beside_box(t, id_with(GAH_BESIDE_DOVE_TOKENS)));
    case EL_WRAY_TILE:
        if (e.index < 1 || e.index > GAH_WRAY_TILES || !st->entrances.wray_tiles[e.index - 1]) return none;
        return entrances_beside_rect(GAH_BESIDE_EMPEROR_TILES, e.index - 1, entrances_beside_box(t, id_with(GAH_BESIDE_EMPEROR_TILES)));
    case EL_NINAS_OBJECTIVE:
        if (e.index < 0 || e.index > 2 || !st->entrances.ninas_objectives[e.index]) return none;
        return entrances_beside_rect(GAH_BESIDE_OBJECTIVES, e.index, entrances_beside_box(t, id_with(GAH_BESIDE_OBJECTIVES)));
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
        if (entrances_solo_choice_open(t) && cmd.a >= 1 && cmd.a <= GAH_MAX_PLAYERS && st->entrances.offer[cmd.a - 1]) {
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
        if (!click || !entrances_solo_choice_open(t) || !solo_choice_of(st, from.index)) return false;
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
        SDL_Rect from = k >= 0 ? entrances_lot_rect(k) : (SDL_Rect){ENTRANCES_PANEL_X + 400, ENTRANCES_PANEL_Y + 100, LOT_W, LOT_H};
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
        SDL_Rect from = entrances_beside_rect(GAH_BESIDE_DOVE_TOKENS, e->a - 1, own_beside_box());
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

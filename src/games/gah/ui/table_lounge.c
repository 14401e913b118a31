/* Let's Waltz module 2 at the table: coloured dice drawn among the white ones and taken with a click (their
 * price shown before), the lounge strip under the hotel with its celebrities and VP chits, each seat's
 * celebrities with their effect on hover, and the round's lounge update in motion. */
#include "games/gah/ui/table_lounge.h"

#include <stdio.h>
#include <string.h>

static const SDL_Color ink = {58, 36, 24, 255};
static const SDL_Color paper = {243, 230, 200, 255};
static const SDL_Color wine = {140, 42, 42, 255};
static const SDL_Color lit = {240, 170, 20, 230};
static const char *const colour_keys[GAH_DIE_COLOUR_COUNT] = {"white", "red", "blue", "yellow"};

/* The lounge board's places (tools/pack/waltz_lounge.c draws the board 380 x 88). */
enum { BOARD_W = 380, SPACE_X = 28, SPACE_STEP = 117, TILE = 70, HELD_X = 406, HELD_TILE = 58 };

bool lounge_on(const gah_state *st) { return (st->params.waltz & GAH_WALTZ_MODULE(2)) != 0; }

static int coloured_on(const gah_state *st, int value)
{
    unsigned bits = st->lounge.colours[value];
    return (int)(bits & 1) + (int)((bits >> 1) & 1) + (int)((bits >> 2) & 1);
}

/* The colour of die `i` on a space: white ones first, then red, blue, yellow. */
static int die_colour(const gah_state *st, int value, int i)
{
    int n = st->dice[value], white = n - coloured_on(st, value);
    if (i < white) return GAH_DIE_WHITE;
    for (int colour = GAH_DIE_RED, k = white; colour <= GAH_DIE_YELLOW; colour++)
        if (st->lounge.colours[value] & GAH_DIE_COLOUR_BIT(colour)) {
            if (k == i) return colour;
            k++;
        }
    return GAH_DIE_WHITE;
}

void lounge_die_sprite_of(int colour, int value, char *out, size_t size)
{
    if (colour > GAH_DIE_WHITE && colour < GAH_DIE_COLOUR_COUNT) snprintf(out, size, "die/%s-%d", colour_keys[colour], value);
    else snprintf(out, size, "die/%d", value);
}

void lounge_die_sprite(const gah_state *st, int value, int i, char *out, size_t size)
{
    lounge_die_sprite_of(lounge_on(st) && value >= 1 && value <= 6 ? die_colour(st, value, i) : GAH_DIE_WHITE, value, out, size);
}

static SDL_Rect tile_rect(int space)
{
    return (SDL_Rect){LOUNGE_AREA_X + SPACE_X + space * SPACE_STEP + 4, LOUNGE_AREA_Y + 9, TILE, TILE};
}

static SDL_Rect chit_rect(int space)
{
    return (SDL_Rect){LOUNGE_AREA_X + SPACE_X + space * SPACE_STEP + 72, LOUNGE_AREA_Y + 24, 40, 40};
}

/* The k-th celebrity a seat holds, in id order; 0 when it holds fewer. */
static int held_id(const gah_state *st, int seat, int k)
{
    for (int id = 1; id < GAH_CELEBRITY_MAX; id++)
        if ((st->lounge.held[seat] & (1u << id)) && k-- == 0) return id;
    return 0;
}

static int held_index(const gah_state *st, int seat, int id)
{
    for (int k = 0; k < GAH_CELEBRITY_MAX; k++)
        if (held_id(st, seat, k) == id) return k;
    return -1;
}

static SDL_Rect held_rect(int k) { return (SDL_Rect){HELD_X + k * (HELD_TILE + 6), LOUNGE_AREA_Y + 26, HELD_TILE, HELD_TILE}; }

/* In a panel: beside the automa's instruction card, or under a player's café guests. */
static SDL_Rect panel_celebrity_rect(const gah_state *st, int seat, SDL_Rect panel, int k)
{
    if (gah_seat_is_automa(st, seat)) return (SDL_Rect){panel.x + panel.w - 70, panel.y + 66 + k * 60, 56, 56};
    return table_panel_tile_rect(panel, k); /* beside the turn-order tile, clear of module 1's lines */
}

static const gah_celebrity *celebrity_of(int id)
{
    for (int i = 0; i < gah_celebrity_count; i++)
        if (gah_celebrities[i].id == id) return &gah_celebrities[i];
    return NULL;
}

static SDL_Rect lounge_el_rect(const table_scene *t, const ui_layout *l, ui_el e)
{
    const gah_state *st = gah_session_state(&t->session);
    SDL_Rect none = {0, 0, 0, 0};
    if (!lounge_on(st)) return none;
    switch (e.kind) {
    case EL_COLOUR_DIE: {
        int value = e.index / GAH_DIE_COLOUR_COUNT, colour = e.index % GAH_DIE_COLOUR_COUNT;
        if (value < 1 || value > 6 || colour == GAH_DIE_WHITE || !(st->lounge.colours[value] & GAH_DIE_COLOUR_BIT(colour))) return none;
        int n = st->dice[value];
        for (int i = 0; i < n; i++)
            if (die_colour(st, value, i) == colour)
                return table_die_rect(table_el_rect(t, l, (ui_el){EL_SPACE, (int16_t)value}), i, n);
        return none;
    }
    case EL_LOUNGE: return e.index >= 0 && e.index < GAH_LOUNGE ? tile_rect(e.index) : none;
    case EL_CELEBRITY: {
        int k = held_index(st, table_viewed_seat(t), e.index);
        return k < 0 ? none : held_rect(k);
    }
    case EL_PANEL_CELEBRITY: {
        int seat = e.index / GAH_CELEBRITY_MAX, k = seat < st->players ? held_index(st, seat, e.index % GAH_CELEBRITY_MAX) : -1;
        if (k < 0) return none;
        SDL_Rect panel = table_el_rect(t, l, (ui_el){EL_PANEL, (int16_t)seat});
        return panel.w ? panel_celebrity_rect(st, seat, panel, k) : none;
    }
    default: return none;
    }
}

static ui_el lounge_el_at(const table_scene *t, const ui_layout *l, SDL_Point at, bool *covered)
{
    (void)covered;
    const gah_state *st = gah_session_state(&t->session);
    ui_el none = {EL_NONE, 0};
    if (!lounge_on(st)) return none;
#define TRY(k, i)                                                     \
    do {                                                              \
        ui_el e_ = {(uint8_t)(k), (int16_t)(i)};                      \
        SDL_Rect r_ = lounge_el_rect(t, l, e_);                       \
        if (r_.w > 0 && SDL_PointInRect(&at, &r_)) return e_;         \
    } while (0)
    /* A die is picked only where dice are taken; a prompt about the action spaces (E. Gizia's) sees the space. */
    if (gah_prompt_accepts(gah_current_prompt(st).kind, GAH_CMD_DIE))
        for (int v = 1; v <= 6; v++)
            for (int colour = GAH_DIE_RED; colour <= GAH_DIE_YELLOW; colour++) TRY(EL_COLOUR_DIE, v * GAH_DIE_COLOUR_COUNT + colour);
    for (int i = 0; i < GAH_LOUNGE; i++) TRY(EL_LOUNGE, i);
    for (int id = 1; id < GAH_CELEBRITY_MAX; id++) TRY(EL_CELEBRITY, id);
    for (int s = 0; s < st->players; s++)
        for (int id = 1; id < GAH_CELEBRITY_MAX; id++) TRY(EL_PANEL_CELEBRITY, s * GAH_CELEBRITY_MAX + id);
#undef TRY
    return none;
}

static bool legal_type(const table_scene *t, int type)
{
    for (int i = 0; i < t->legal_count; i++)
        if (t->legal[i].type == type) return true;
    return false;
}

/* Whether a celebrity's power bears on what the legal list offers now: its tile is then lit. */
static bool power_applies(const table_scene *t, int power)
{
    int prompt = gah_current_prompt(gah_session_state(&t->session)).kind;
    switch ((gah_celebrity_power)power) {
    case GAH_CELEB_SWAP_ITEMS: return legal_type(t, GAH_CMD_SWAP);
    case GAH_CELEB_KRONE_ROOM: case GAH_CELEB_ROOMS_FREE: return legal_type(t, GAH_CMD_ROOM);
    case GAH_CELEB_ROOM_VP: return legal_type(t, GAH_CMD_OCCUPY) || legal_type(t, GAH_CMD_MOVE_GUEST);
    case GAH_CELEB_IGNORE_ITEM: return legal_type(t, GAH_CMD_MOVE_GUEST);
    case GAH_CELEB_STAFF_ITEMS: case GAH_CELEB_STAFF_CHAMPAGNE:
        return legal_type(t, GAH_CMD_STAFF) && prompt == GAH_PROMPT_TURN;
    default: return false;
    }
}

/* The price over each coloured die the person may take now (with the boost as set): the krone it adds. */
static void draw_prices(table_scene *t, ui_context *ui, const ui_layout *l)
{
    const gah_state *st = gah_session_state(&t->session);
    if (gah_current_prompt(st).kind != GAH_PROMPT_TURN) return; /* the dustbin's choice costs nothing */
    for (int i = 0; i < t->legal_count; i++) {
        gah_command c = t->legal[i];
        int colour = c.b >> 1;
        if (c.type != GAH_CMD_DIE || colour == GAH_DIE_WHITE || (c.b & 1) != t->boost) continue;
        SDL_Rect d = lounge_el_rect(t, l, (ui_el){EL_COLOUR_DIE, (int16_t)(c.a * GAH_DIE_COLOUR_COUNT + colour)});
        if (!d.w) continue;
        int cost = gah_coloured_die_cost(st, c.a, colour);
        /* Over the die's lower edge (its pips repeat the space's number), as wide as the die, so that dice
         * side by side keep their badges apart; the tooltip says it in words. */
        char text[16];
        snprintf(text, sizeof text, "+%d", cost);
        SDL_Rect badge = {d.x + 1, d.y + d.h - 11, d.w - 2, 11};
        ui_fill(ui, badge, wine);
        ui_text(ui, UI_FONT_TEXT, 10, paper, badge.x + badge.w / 2, badge.y - 2, 1, text);
    }
}

static void lounge_draw(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l)
{
    const gah_state *st = gah_session_state(&t->session);
    if (!lounge_on(st)) return;
    char name[40];
    table_sprite(ui, a, "lounge/board", (SDL_Rect){LOUNGE_AREA_X, LOUNGE_AREA_Y, BOARD_W, LOUNGE_AREA_H});
    /* The space of the coloured die under the mouse: the celebrity that comes with it. */
    int pointed = t->hover.kind == EL_COLOUR_DIE ? t->hover.index % GAH_DIE_COLOUR_COUNT - 1 : -1;
    for (int i = 0; i < GAH_LOUNGE; i++) {
        int id = st->lounge.celebrity[i];
        SDL_Rect r = tile_rect(i);
        if (id && !anim_lands_on(&t->anims, r, ui->now)) {
            snprintf(name, sizeof name, "celebrity/%d", id);
            table_sprite(ui, a, name, r);
        }
        if (id && st->lounge.vp[i] > 1 && !anim_lands_on(&t->anims, chit_rect(i), ui->now)) {
            snprintf(name, sizeof name, "lounge/chit-%d", st->lounge.vp[i]);
            table_sprite(ui, a, name, chit_rect(i));
        }
        if (i == pointed) ui_frame(ui, (SDL_Rect){r.x - 3, r.y - 3, r.w + 6, r.h + 6}, lit, 3);
    }
    /* The celebrities in front of the seat whose hotel is shown. */
    int seat = table_viewed_seat(t);
    snprintf(name, sizeof name, "%s's celebrities", t->seats[seat].name);
    ui_text(ui, UI_FONT_TEXT, 14, ink, HELD_X, LOUNGE_AREA_Y + 4, 0, name);
    bool any = false, own = seat == table_home_seat(t) && !gah_seat_is_automa(st, seat);
    for (int k = 0;; k++) {
        int id = held_id(st, seat, k);
        if (!id) break;
        any = true;
        SDL_Rect r = held_rect(k);
        if (anim_lands_on(&t->anims, r, ui->now)) continue;
        snprintf(name, sizeof name, "celebrity/%d", id);
        table_sprite(ui, a, name, r);
        const gah_celebrity *c = celebrity_of(id);
        /* Its power bears on what may be done now (Einstein's trades are the buttons, Gandhi's free rooms
         * the lit room spaces...): the tile is lit too. */
        if (own && c && power_applies(t, c->power)) ui_frame(ui, (SDL_Rect){r.x - 2, r.y - 2, r.w + 4, r.h + 4}, lit, 3);
    }
    if (!any) ui_text(ui, UI_FONT_TEXT, 13, ink, HELD_X, LOUNGE_AREA_Y + 46, 0, "none this round");
    draw_prices(t, ui, l);
}

static void lounge_draw_panel(const table_scene *t, ui_context *ui, const ui_atlas *a, int seat, SDL_Rect panel)
{
    const gah_state *st = gah_session_state(&t->session);
    if (!lounge_on(st)) return;
    char name[32];
    for (int k = 0; k < 3; k++) {
        int id = held_id(st, seat, k);
        if (!id) break;
        snprintf(name, sizeof name, "celebrity/%d", id);
        table_sprite(ui, a, name, panel_celebrity_rect(st, seat, panel, k));
    }
}

bool lounge_explain(const table_scene *t, ui_el e, char *out, size_t size)
{
    const gah_state *st = gah_session_state(&t->session);
    if (!lounge_on(st)) return false;
    const gah_celebrity *c = NULL;
    int vp = 0;
    switch (e.kind) {
    case EL_COLOUR_DIE: {
        int value = e.index / GAH_DIE_COLOUR_COUNT, colour = e.index % GAH_DIE_COLOUR_COUNT;
        if (value < 1 || value > 6 || colour <= GAH_DIE_WHITE) return false;
        int cost = gah_coloured_die_cost(st, value, colour), space = colour - 1;
        const gah_celebrity *brings = celebrity_of(st->lounge.celebrity[space]);
        char price[64];
        if (cost > 0) snprintf(price, sizeof price, "costs %d krone more (1 for each other die here)", cost);
        else snprintf(price, sizeof price, "costs nothing more (no other die here)");
        if (brings)
            snprintf(out, size, "The %s %d: %s; brings %s from the lounge and %d VP", colour_keys[colour], value, price,
                     brings->name, st->lounge.vp[space]);
        else
            snprintf(out, size, "The %s %d: %s; the lounge's %s space is empty", colour_keys[colour], value, price, colour_keys[colour]);
        return true;
    }
    case EL_LOUNGE:
        if (e.index < 0 || e.index >= GAH_LOUNGE) return false;
        if (!(c = celebrity_of(st->lounge.celebrity[e.index]))) {
            snprintf(out, size, "The lounge's %s space: empty until the end of the round", colour_keys[e.index + 1]);
            return true;
        }
        vp = st->lounge.vp[e.index];
        snprintf(out, size, "%s (%d VP, with the %s die): %s", c->name, vp, colour_keys[e.index + 1], c->text);
        return true;
    case EL_CELEBRITY: case EL_PANEL_CELEBRITY: {
        int seat = e.kind == EL_CELEBRITY ? table_viewed_seat(t) : e.index / GAH_CELEBRITY_MAX;
        if (!(c = celebrity_of(e.index % GAH_CELEBRITY_MAX))) return false;
        /* Seed 002: the automa scores the VP but none of the powers (yellow: Emperor steps instead). */
        if (gah_seat_is_automa(st, seat))
            snprintf(out, size, "%s, with %s this round for the VP only; the die's colour gave her its own: red an objective step, "
                     "yellow %d Emperor steps, blue %d VP", c->name, t->seats[seat].name, gah_rules.automa_yellow_emperor, gah_rules.automa_blue_vp);
        else snprintf(out, size, "%s, this round: %s", c->name, c->text);
        return true;
    }
    default: return false;
    }
}

static void lounge_animate(table_scene *t, ui_context *ui, const ui_layout *l, const gah_event *e)
{
    const gah_state *st = gah_session_state(&t->session);
    anim_queue *q = &t->anims;
    Uint32 now = ui->now;
    float f = t->anim_factor;
    char name[32];
    SDL_Rect stack = {LOUNGE_AREA_X + BOARD_W - 30, LOUNGE_AREA_Y - 60, TILE, TILE}; /* off the board's right end */
    switch (e->type) {
    case GAH_EV_CELEBRITY_TAKEN: {
        /* From the lounge to the seat: its place in the strip when its hotel is shown, else its panel. */
        snprintf(name, sizeof name, "celebrity/%d", e->a);
        SDL_Rect to;
        int k = held_index(st, e->seat, e->a);
        if (e->seat == table_viewed_seat(t) && k >= 0) to = held_rect(k);
        else {
            SDL_Rect panel = table_el_rect(t, l, (ui_el){EL_PANEL, (int16_t)e->seat});
            to = panel.w && k >= 0 ? panel_celebrity_rect(st, e->seat, panel, k) : held_rect(0);
        }
        anim_add(q, now, ANIM_MOVE, name, tile_rect(e->b), to, (Uint32)(550 * f), (Uint32)(150 * f));
        ui_play(ui, UI_SOUND_CARD);
        break;
    }
    case GAH_EV_LOUNGE_CHIT:
        if (e->b < 0 || e->b >= GAH_LOUNGE) break;
        if (e->value >= 2) { /* a chit of 2, then of 4, is laid on the celebrity nobody invited */
            snprintf(name, sizeof name, "lounge/chit-%d", e->value);
            anim_add(q, now, ANIM_DROP, name, chit_rect(e->b), chit_rect(e->b), (Uint32)(400 * f), (Uint32)(250 * f));
        } else { /* past 4 VP: the celebrity leaves for the discard pile */
            snprintf(name, sizeof name, "celebrity/%d", e->a);
            SDL_Rect gone = {LOUNGE_AREA_X - 80, LOUNGE_AREA_Y + 9, TILE, TILE};
            anim_add(q, now, ANIM_MOVE, name, tile_rect(e->b), gone, (Uint32)(500 * f), (Uint32)(250 * f));
        }
        break;
    case GAH_EV_LOUNGE_REFILL:
        if (e->b < 0 || e->b >= GAH_LOUNGE) break;
        snprintf(name, sizeof name, "celebrity/%d", e->a);
        anim_add(q, now, ANIM_MOVE, name, stack, tile_rect(e->b), (Uint32)(500 * f), (Uint32)(300 * f));
        break;
    case GAH_EV_CELEBRITY_DISCARDED: {
        snprintf(name, sizeof name, "celebrity/%d", e->a);
        SDL_Rect from = e->seat == table_viewed_seat(t) ? held_rect(0) : table_el_rect(t, l, (ui_el){EL_PANEL, (int16_t)e->seat});
        from.w = from.h = HELD_TILE;
        SDL_Rect gone = {LOUNGE_AREA_X - 80, LOUNGE_AREA_Y + 9, HELD_TILE, HELD_TILE};
        anim_add(q, now, ANIM_MOVE, name, from, gone, (Uint32)(450 * f), (Uint32)(120 * f));
        break;
    }
    default: break;
    }
}

/* ---- the part's row: what the table's core asks of the module ---- */

/* A coloured die is taken by a click on it, boosted as the toggle says (b: colour << 1 | boost); dragged onto
 * another space it is The Kozi Palace's nudge (Let's Waltz module 3, ruling 509). */
static bool command_els(const table_scene *t, gah_command cmd, ui_el *from, ui_el *to)
{
    if (cmd.type == GAH_CMD_NUDGE && GAH_NUDGE_COLOUR(cmd.b)) {
        *from = (ui_el){EL_COLOUR_DIE, (int16_t)(cmd.a * GAH_DIE_COLOUR_COUNT + GAH_NUDGE_COLOUR(cmd.b))};
        *to = (ui_el){EL_SPACE, (int16_t)GAH_NUDGE_SPACE(cmd.b)};
        return true;
    }
    if (cmd.type != GAH_CMD_DIE || !(cmd.b >> 1)) return false;
    if ((cmd.b & 1) == t->boost) *from = *to = (ui_el){EL_COLOUR_DIE, (int16_t)(cmd.a * GAH_DIE_COLOUR_COUNT + (cmd.b >> 1))};
    return true; /* the other boost setting has no place */
}

static bool command_at(const table_scene *t, ui_el from, ui_el to, gah_command *out)
{
    const gah_state *st = gah_session_state(&t->session);
    if (from.kind == EL_COLOUR_DIE && to.kind == EL_SPACE) { /* the engine says why not, as for a white die */
        if (st->entrances.owned[table_prompt_seat(t)] != GAH_ENTRANCE_KOZI) return false;
        int space = from.index / GAH_DIE_COLOUR_COUNT, colour = from.index % GAH_DIE_COLOUR_COUNT;
        if (to.index == space) return false;
        *out = (gah_command){GAH_CMD_NUDGE, (uint8_t)space, (uint8_t)GAH_NUDGE_TO(to.index, colour)};
        return true;
    }
    if (from.kind != EL_COLOUR_DIE || to.kind != EL_COLOUR_DIE || to.index != from.index) return false;
    *out = (gah_command){GAH_CMD_DIE, (uint8_t)(from.index / GAH_DIE_COLOUR_COUNT),
                         (uint8_t)((from.index % GAH_DIE_COLOUR_COUNT) << 1 | (t->boost ? 1 : 0))};
    return true;
}

static int die_colour_on(const gah_state *st, int value, int i)
{
    return lounge_on(st) && value >= 1 && value <= 6 ? die_colour(st, value, i) : GAH_DIE_WHITE;
}

static bool die_sprite(int colour, int value, char *out, size_t size)
{
    if (colour <= GAH_DIE_WHITE || colour >= GAH_DIE_COLOUR_COUNT) return false;
    lounge_die_sprite_of(colour, value, out, size);
    return true;
}

/* A celebrity in the lounge, in front of the seat shown, or in a panel. */
static bool viewer_card(const table_scene *t, ui_el e, char *name, size_t size)
{
    const gah_state *st = gah_session_state(&t->session);
    if (e.kind == EL_LOUNGE)
        return e.index >= 0 && e.index < GAH_LOUNGE && st->lounge.celebrity[e.index] &&
               snprintf(name, size, "celebrity/%d", st->lounge.celebrity[e.index]) > 0;
    if (e.kind == EL_CELEBRITY || e.kind == EL_PANEL_CELEBRITY) return snprintf(name, size, "celebrity/%d", e.index % GAH_CELEBRITY_MAX) > 0;
    return false;
}

/* The lounge space a celebrity leaves or arrives on. */
static bool step_place(const table_scene *t, const ui_layout *l, const gah_event *e, SDL_Rect *out, char *tag, size_t size)
{
    (void)tag, (void)size;
    if (e->type != GAH_EV_CELEBRITY_TAKEN && e->type != GAH_EV_LOUNGE_REFILL) return false;
    *out = lounge_el_rect(t, l, (ui_el){EL_LOUNGE, (int16_t)e->b});
    return true;
}

static void draw_strip(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l) { lounge_draw(t, ui, a, l); }

/* Albert Einstein's trade: the item given and the one taken. */
static bool button_label(const table_scene *t, gah_command c, char *out, size_t size)
{
    (void)t;
    return c.type == GAH_CMD_SWAP && snprintf(out, size, "%s → %s", gah_item_name(c.a), gah_item_name(c.b)) >= 0;
}

const gah_table_part gah_table_part_lounge = {
    .name = "lounge",
    .el_rect = lounge_el_rect,
    .el_at = lounge_el_at,
    .command_els = command_els,
    .command_at = command_at,
    .draw = {[TABLE_LAYER_STRIP] = draw_strip},
    .draw_panel = lounge_draw_panel,
    .button_label = button_label,
    .die_colour = die_colour_on,
    .die_sprite = die_sprite,
    .explain = lounge_explain,
    .viewer_card = viewer_card,
    .animate = lounge_animate,
    .step_place = step_place,
};

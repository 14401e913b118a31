/* Let's Waltz module 1 (Vienna Ballrooms) at the table: the Ballrooms panel over the main board (the three
 * ballrooms with their rows, dancers and the balcony; the rehearsal rooms on offer at set-up), each
 * player's rehearsal room, champagne in the kitchen and on the action board, sending a dancer by drag,
 * and the ballroom scoring's summary after the Emperor's. What lights up comes from the legal list. */
#include "games/gah/ui/table_ballrooms.h"

#include <stdio.h>
#include <string.h>

static const SDL_Color ink = {58, 36, 24, 255};
static const SDL_Color paper = {243, 230, 200, 255};
static const SDL_Color gilt = {176, 141, 60, 255};
static const SDL_Color wine = {140, 42, 42, 255};
static const SDL_Color glow = {255, 214, 90, 255};
static const SDL_Color plum = {92, 46, 77, 255};

/* Canvas places (LAYOUT_CLAIMS.md, branch table1): the panel over the main board, its tab, and the
 * rehearsal room under two rows of staff in play. The boards are drawn at 1x. */
static const SDL_Rect panel = {16, 16, TABLE_OVER_BOARD_W, 452}; /* table_over_board_rect() */
static const SDL_Rect tab = {624, 466, 150, 28};
static const SDL_Rect rehearsal_at = {625, 738, 420, 94};
enum { BOARD_Y = 56, BOARD_X0 = 24, BOARD_STEP = 298 };

static table_ballrooms_ui *mine(table_scene *t) { return &t->ballrooms; }
static const table_ballrooms_ui *seen(const table_scene *t) { return &t->ballrooms; }

bool table_ballrooms_on(const table_scene *t) { return (gah_session_state(&t->session)->params.waltz & GAH_WALTZ_MODULE(1)) != 0; }

SDL_Rect table_ballrooms_panel(void) { return panel; }

static SDL_Rect inset(SDL_Rect r, int d) { return (SDL_Rect){r.x + d, r.y + d, r.w - 2 * d, r.h - 2 * d}; }

static SDL_Rect local(const ui_layout *l, const char *name, SDL_Point origin)
{
    SDL_Rect r = {0, 0, 0, 0};
    if (!layout_get(l, name, &r)) return (SDL_Rect){0, 0, 0, 0};
    return (SDL_Rect){origin.x + r.x, origin.y + r.y, r.w, r.h};
}

static SDL_Point board_origin(int ballroom) /* 1..3 */
{
    return (SDL_Point){BOARD_X0 + (ballroom - 1) * BOARD_STEP, BOARD_Y};
}

/* The balcony sits right of the rightmost ballroom, its space level with that ballroom's top row. */
static SDL_Rect balcony_rect(const ui_layout *l)
{
    SDL_Point o = board_origin(GAH_BALLROOMS);
    SDL_Rect row = local(l, "ballroom/row/1", o), size = {0, 0, 84, 100}, space = {0, 0, 0, 0};
    layout_get(l, "balcony", &size);
    layout_get(l, "balcony/space", &space);
    return (SDL_Rect){o.x + BOARD_STEP - 4, row.y + row.h / 2 - space.y - space.h / 2, size.w, size.h};
}

static int own_seat(const table_scene *t) { return table_viewed_seat(t); }

static bool has_rehearsal(const table_scene *t, int seat)
{
    int id = gah_session_state(&t->session)->ballrooms.rehearsal[seat];
    return table_ballrooms_on(t) && id >= 1 && id <= gah_rehearsal_board_count;
}

/* The legal send of the guest at `table` from the chosen section (else the first section offered). */
static bool send_for(const table_scene *t, int table, gah_command *out)
{
    bool found = false;
    for (int i = 0; i < t->legal_count; i++) {
        gah_command c = t->legal[i];
        if (c.type != GAH_CMD_SEND || c.a != table) continue;
        if (!found || c.b == seen(t)->section) *out = c;
        found = true;
    }
    return found;
}

static bool dragging_dancer(const table_scene *t)
{
    gah_command send;
    return t->dragging && t->drag_from.kind == EL_TABLE && send_for(t, t->drag_from.index, &send);
}

/* A paced step of a dancer placed (Elisabeth's, a computer's) is showing: its ballroom is worth seeing. */
static bool dancer_step_showing(const table_scene *t)
{
    Uint32 now = seen(t)->now;
    for (int i = 0; i < t->anims.count; i++) {
        const anim *a = &t->anims.list[i];
        if (a->kind == ANIM_CAPTION && now >= a->start && now < a->start + a->duration && !strcmp(a->sprite, TABLE_DANCER_CAPTION))
            return true;
    }
    return false;
}

bool table_ballrooms_open(const table_scene *t)
{
    if (!table_ballrooms_on(t)) return false;
    int kind = gah_current_prompt(gah_session_state(&t->session)).kind;
    return seen(t)->look || kind == GAH_PROMPT_REHEARSAL || kind == GAH_PROMPT_DANCE || kind == GAH_PROMPT_REMOVE_DANCER ||
           dragging_dancer(t) || dancer_step_showing(t);
}

/* The offered rehearsal room boards, two a row in the panel. */
static SDL_Rect offer_rect(const table_scene *t, int id)
{
    int k = 0;
    for (int b = 1; b < id; b++) k += (gah_session_state(&t->session)->ballrooms.offer >> (b - 1)) & 1;
    return (SDL_Rect){panel.x + 40 + (k % 2) * 470, panel.y + 90 + (k / 2) * 150, 420, 94};
}

static SDL_Rect table_ballrooms_el_rect(const table_scene *t, const ui_layout *layout, ui_el el)
{
    SDL_Rect none = {0, 0, 0, 0};
    if (!table_ballrooms_on(t)) return none;
    const gah_state *st = gah_session_state(&t->session);
    char name[LAYOUT_NAME_MAX];
    switch (el.kind) {
    case EL_BALLROOM_TAB: return tab;
    case EL_SECTION: {
        if (el.index < 1 || el.index > GAH_REHEARSAL_SECTIONS || !has_rehearsal(t, own_seat(t))) return none;
        snprintf(name, sizeof name, "rehearsal/section/%d", el.index);
        return local(layout, name, (SDL_Point){rehearsal_at.x, rehearsal_at.y});
    }
    case EL_REHEARSAL:
        if (!table_ballrooms_open(t) || gah_current_prompt(st).kind != GAH_PROMPT_REHEARSAL) return none;
        if (el.index < 1 || el.index > gah_rehearsal_board_count || !(st->ballrooms.offer & (1u << (el.index - 1)))) return none;
        return offer_rect(t, el.index);
    case EL_BALLROOM_ROW: {
        int b = el.index / 4, r = el.index % 4;
        if (!table_ballrooms_open(t) || gah_current_prompt(st).kind == GAH_PROMPT_REHEARSAL) return none;
        if (b < 1 || b > GAH_BALLROOMS || r < 1 || r > GAH_BALLROOM_ROWS) return none;
        /* The next dancer of a full rightmost top row goes to the balcony; the Emperor takes one from the row. */
        if (gah_ballroom_is_balcony(st, b, r) && gah_current_prompt(st).kind != GAH_PROMPT_REMOVE_DANCER) return balcony_rect(layout);
        snprintf(name, sizeof name, "ballroom/row/%d", r);
        return local(layout, name, board_origin(b));
    }
    default: return none;
    }
}

static ui_el table_ballrooms_el_at(const table_scene *t, const ui_layout *layout, SDL_Point at, bool *covered)
{
    ui_el none = {EL_NONE, 0};
    *covered = false;
    if (!table_ballrooms_on(t)) return none;
    ui_el el;
#define TRY(k, i)                                                          \
    do {                                                                   \
        el = (ui_el){(uint8_t)(k), (int16_t)(i)};                          \
        SDL_Rect r_ = table_ballrooms_el_rect(t, layout, el);              \
        if (r_.w > 0 && SDL_PointInRect(&at, &r_)) return el;              \
    } while (0)
    TRY(EL_BALLROOM_TAB, 0);
    for (int s = 1; s <= GAH_REHEARSAL_SECTIONS; s++) TRY(EL_SECTION, s);
    if (!table_ballrooms_open(t)) return none;
    for (int id = 1; id <= gah_rehearsal_board_count; id++) TRY(EL_REHEARSAL, id);
    for (int b = 1; b <= GAH_BALLROOMS; b++)
        for (int r = 1; r <= GAH_BALLROOM_ROWS; r++) TRY(EL_BALLROOM_ROW, b * 4 + r);
#undef TRY
    /* The balcony is the rightmost top row, even while that row still has spaces. */
    SDL_Rect balcony = balcony_rect(layout);
    if (SDL_PointInRect(&at, &balcony) && gah_current_prompt(gah_session_state(&t->session)).kind != GAH_PROMPT_REHEARSAL)
        return (ui_el){EL_BALLROOM_ROW, (int16_t)(GAH_BALLROOMS * 4 + 1)};
    *covered = SDL_PointInRect(&at, &panel);
    return none;
}

static bool table_ballrooms_command_els(const table_scene *t, gah_command cmd, ui_el *from, ui_el *to)
{
    int prompt = gah_current_prompt(gah_session_state(&t->session)).kind;
    if (cmd.type == GAH_CMD_KEEP && prompt == GAH_PROMPT_REHEARSAL) {
        *from = *to = (ui_el){EL_REHEARSAL, cmd.a};
        return true;
    }
    if (cmd.type == GAH_CMD_SEND && cmd.a == 0) { /* a dancer from a reward: a click on its section */
        *from = *to = (ui_el){EL_SECTION, cmd.b};
        return true;
    }
    if (cmd.type == GAH_CMD_DANCE || cmd.type == GAH_CMD_WITHDRAW) {
        *from = *to = (ui_el){EL_BALLROOM_ROW, (int16_t)(cmd.a * 4 + cmd.b)};
        return true;
    }
    return false;
}

static bool table_ballrooms_command_at(const table_scene *t, ui_el from, ui_el to, gah_command *out)
{
    if (!table_ballrooms_on(t)) return false;
    int prompt = gah_current_prompt(gah_session_state(&t->session)).kind;
    bool click = from.kind == to.kind && from.index == to.index;
    if (click && from.kind == EL_REHEARSAL) *out = (gah_command){GAH_CMD_KEEP, (uint8_t)from.index, 0};
    else if (click && from.kind == EL_BALLROOM_ROW) /* a row for a dancer, or the row the Emperor takes one from */
        *out = (gah_command){prompt == GAH_PROMPT_REMOVE_DANCER ? GAH_CMD_WITHDRAW : GAH_CMD_DANCE, (uint8_t)(from.index / 4),
                             (uint8_t)(from.index % 4)};
    else if (click && from.kind == EL_SECTION && prompt == GAH_PROMPT_DANCER)
        *out = (gah_command){GAH_CMD_SEND, 0, (uint8_t)from.index};
    else return false;
    return true;
}

unsigned table_ballrooms_drag_rows(const table_scene *t)
{
    gah_command send;
    if (!t->dragging || t->drag_from.kind != EL_TABLE || !send_for(t, t->drag_from.index, &send)) return 0;
    /* The rows come from the legal list of the dance prompt the send would open (on a copy). */
    static gah_state copy;
    static gah_command after[64];
    copy = *gah_session_state(&t->session);
    if (gah_apply(&copy, table_prompt_seat(t), send, NULL)) return 0;
    unsigned rows = 0;
    int n = gah_legal(&copy, after, 64);
    for (int i = 0; i < n; i++)
        if (after[i].type == GAH_CMD_DANCE) rows |= 1u << (after[i].a * 4 + after[i].b);
    return rows;
}

static bool table_ballrooms_drop(table_scene *t, ui_el from, ui_el to)
{
    gah_command send;
    if (from.kind != EL_TABLE || to.kind != EL_BALLROOM_ROW || !send_for(t, from.index, &send)) return false;
    if (!(table_ballrooms_drag_rows(t) & (1u << to.index))) {
        int b = to.index / 4, r = to.index % 4, cost = gah_ballroom_cost(gah_session_state(&t->session), b, r);
        snprintf(t->message, sizeof t->message, "%s", cost < 0 ? "That row of the ballroom is full."
                                                               : "You do not have the champagne for that row.");
        t->message_until = SDL_GetTicks() + 4000;
        return false;
    }
    gah_command dance = {GAH_CMD_DANCE, (uint8_t)(to.index / 4), (uint8_t)(to.index % 4)};
    if (table_apply(t, send)) return false;
    /* The table may already have danced for the player when one row was left: that row is this one. */
    if (gah_current_prompt(gah_session_state(&t->session)).kind == GAH_PROMPT_DANCE) table_apply(t, dance);
    return true;
}

bool table_ballrooms_click(table_scene *t, ui_el el)
{
    if (el.kind == EL_BALLROOM_TAB) {
        mine(t)->look = !mine(t)->look;
        return true;
    }
    if (el.kind == EL_SECTION && gah_session_state(&t->session)->ballrooms.section[own_seat(t)][el.index - 1]) {
        mine(t)->section = el.index; /* the dancer that leaves when a guest is dropped on a row */
        return true;
    }
    return false;
}

/* The champagne the row costs this player now: the dance prompt's discount taken off. */
static int cost_now(const table_scene *t, int b, int r)
{
    int cost = gah_ballroom_cost(gah_session_state(&t->session), b, r);
    gah_prompt pr = gah_current_prompt(gah_session_state(&t->session));
    if (cost < 0 || pr.kind != GAH_PROMPT_DANCE) return cost;
    if (pr.count == GAH_AMOUNT_FREE) return 0;
    return cost - pr.count < 0 ? 0 : cost - pr.count;
}

static void dancer(const table_scene *t, ui_context *ui, const ui_atlas *a, int seat, SDL_Rect r)
{
    char name[24];
    snprintf(name, sizeof name, "marker/%d", t->seats[seat].colour);
    table_sprite(ui, a, name, inset(r, 2));
}

static void draw_offers(table_scene *t, ui_context *ui, const ui_atlas *a)
{
    const gah_state *st = gah_session_state(&t->session);
    char text[96];
    ui_text(ui, UI_FONT_TITLE, 30, plum, panel.x + 40, panel.y + 30, 0, "Choose your rehearsal room");
    for (int id = 1; id <= gah_rehearsal_board_count; id++) {
        if (!(st->ballrooms.offer & (1u << (id - 1)))) continue;
        SDL_Rect r = offer_rect(t, id);
        snprintf(text, sizeof text, "rehearsal/%d", id);
        table_sprite(ui, a, text, r);
    }
    ui_text(ui, UI_FONT_TEXT, 17, ink, panel.x + 40, panel.y + 400, 0,
            "Emptying a section (1, 2, 3 or 4 dancers) pays the bonus drawn above it.");
}

static void draw_panel(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l)
{
    const gah_state *st = gah_session_state(&t->session);
    char name[48];
    ui_fill(ui, panel, (SDL_Color){238, 226, 205, 250});
    ui_frame(ui, panel, plum, 4);
    if (gah_current_prompt(st).kind == GAH_PROMPT_REHEARSAL) {
        draw_offers(t, ui, a);
        return;
    }
    ui_text(ui, UI_FONT_TITLE, 24, plum, panel.x + 12, panel.y + 6, 0, "Ballrooms");
    ui_text(ui, UI_FONT_TEXT, 15, ink, panel.x + 140, panel.y + 12, 0,
            "scored after the Emperor in rounds 3, 5 and 7 · drop a complete guest on a row");
    int side = st->players == 2 ? 2 : 34;
    for (int b = 1; b <= GAH_BALLROOMS; b++) {
        SDL_Point o = board_origin(b);
        int id = st->ballrooms.board[b - 1];
        snprintf(name, sizeof name, "ballroom/%d-%d", id, side);
        SDL_Rect board = {o.x, o.y, 290, 400};
        layout_get(l, "ballroom", &board);
        board.x = o.x, board.y = o.y;
        table_sprite(ui, a, name, board);
        snprintf(name, sizeof name, "ballroom/round-%d", gah_rules.emperor_scoring_rounds[b - 1]);
        table_sprite(ui, a, name, local(l, "ballroom/round", o));
        for (int r = 1; r <= GAH_BALLROOM_ROWS; r++) {
            for (int k = 0; k < 5; k++) {
                int who = st->ballrooms.space[b - 1][r - 1][k];
                snprintf(name, sizeof name, "ballroom/space/%d/%d", r, k + 1);
                if (who) dancer(t, ui, a, who - 1, local(l, name, o));
            }
            /* In a 3-player game the 4-player spaces are out of play: covered, as with the unused colour. */
            const gah_ballroom_board *bb = id >= 1 && id <= gah_ballroom_board_count ? &gah_ballroom_boards[id - 1] : NULL;
            for (int k = bb ? bb->spaces[st->players - 2][r - 1] : 5; st->players == 3 && bb && k < bb->spaces[2][r - 1]; k++) {
                snprintf(name, sizeof name, "ballroom/space/%d/%d", r, k + 1);
                ui_fill(ui, inset(local(l, name, o), 3), (SDL_Color){120, 110, 100, 200});
            }
        }
        if (st->ballrooms.scored >= b) {
            SDL_Rect round = local(l, "ballroom/round", o); /* a ribbon beside the round tile */
            ui_fill(ui, (SDL_Rect){round.x + round.w + 8, round.y + 12, 70, 22}, wine);
            ui_text(ui, UI_FONT_TEXT, 14, paper, round.x + round.w + 43, round.y + 14, 1, "scored");
        }
    }
    SDL_Rect balcony = balcony_rect(l);
    table_sprite(ui, a, "ballroom/balcony", balcony);
    SDL_Rect space = {0, 0, 64, 64};
    layout_get(l, "balcony/space", &space);
    int shown = 0;
    for (int s = 0; s < st->players; s++) {
        if (!st->ballrooms.balcony[s]) continue;
        SDL_Rect m = {balcony.x + space.x + (shown % 2) * 32, balcony.y + space.y + (shown / 2) * 32, 32, 32};
        dancer(t, ui, a, s, m);
        snprintf(name, sizeof name, "%d", st->ballrooms.balcony[s]);
        ui_text(ui, UI_FONT_TEXT, 13, wine, m.x + 26, m.y + 18, 0, name);
        shown++;
    }
}

static void draw_prices(const table_scene *t, ui_context *ui, const ui_layout *l);

static void draw_rehearsal(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l)
{
    const gah_state *st = gah_session_state(&t->session);
    int seat = own_seat(t);
    if (!has_rehearsal(t, seat)) return;
    char name[48];
    snprintf(name, sizeof name, "rehearsal/%d", st->ballrooms.rehearsal[seat]);
    table_sprite(ui, a, name, rehearsal_at);
    int pick = seen(t)->section;
    if (pick < 1 || !st->ballrooms.section[seat][pick - 1]) /* the first section with a dancer */
        for (pick = 1; pick < GAH_REHEARSAL_SECTIONS && !st->ballrooms.section[seat][pick - 1]; pick++) {}
    for (int s = 1; s <= GAH_REHEARSAL_SECTIONS; s++) {
        for (int k = 1; k <= st->ballrooms.section[seat][s - 1]; k++) {
            snprintf(name, sizeof name, "rehearsal/dancer/%d/%d", s, k);
            dancer(t, ui, a, seat, local(l, name, (SDL_Point){rehearsal_at.x, rehearsal_at.y}));
        }
        if (s == pick && st->ballrooms.section[seat][s - 1] && table_ballrooms_open(t) && gah_current_prompt(st).kind == GAH_PROMPT_TURN)
            ui_frame(ui, inset(table_ballrooms_el_rect(t, l, (ui_el){EL_SECTION, (int16_t)s}), -1), wine, 3);
    }
}

static void table_ballrooms_draw(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l)
{
    if (!table_ballrooms_on(t)) return;
    draw_rehearsal(t, ui, a, l);
    bool open = table_ballrooms_open(t);
    ui_fill(ui, tab, open ? plum : paper);
    ui_frame(ui, tab, plum, 2);
    ui_text(ui, UI_FONT_TEXT, 16, open ? paper : plum, tab.x + tab.w / 2, tab.y + 4, 1,
            seen(t)->look ? "Close ballrooms" : "Ballrooms");
    if (!open) return;
    draw_panel(t, ui, a, l);
    /* While a guest is dragged: the rows the dancer may go to, each with its champagne. */
    unsigned rows = table_ballrooms_drag_rows(t);
    for (int b = 1; b <= GAH_BALLROOMS; b++)
        for (int r = 1; r <= GAH_BALLROOM_ROWS; r++) {
            SDL_Rect rr = table_ballrooms_el_rect(t, l, (ui_el){EL_BALLROOM_ROW, (int16_t)(b * 4 + r)});
            if (rows & (1u << (b * 4 + r))) ui_frame(ui, inset(rr, -2), glow, 4);
        }
    draw_prices(t, ui, l);
}

static void table_ballrooms_draw_drag(const table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l, SDL_Rect card)
{
    (void)a;
    /* Above a dragged guest who may dance: the price of the row under the pointer, else the cheapest. */
    if (!table_ballrooms_open(t) || !dragging_dancer(t)) return;
    unsigned rows = table_ballrooms_drag_rows(t);
    char text[120];
    bool dummy;
    ui_el under = table_ballrooms_el_at(t, l, t->mouse, &dummy);
    if (under.kind == EL_BALLROOM_ROW) {
        int b = under.index / 4, r = under.index % 4, id = gah_session_state(&t->session)->ballrooms.board[b - 1];
        const char *name = id >= 1 && id <= gah_ballroom_board_count ? gah_ballroom_boards[id - 1].name : "?";
        const char *row = gah_ballroom_is_balcony(gah_session_state(&t->session), b, r) ? "the balcony" : r == 1 ? "top row" : r == 2 ? "middle row" : "bottom row";
        if (rows & (1u << under.index)) snprintf(text, sizeof text, "%s, %s: costs %d champagne", name, row, cost_now(t, b, r));
        else snprintf(text, sizeof text, "%s, %s: %s", name, row, gah_ballroom_cost(gah_session_state(&t->session), b, r) < 0 ? "full" : "not enough champagne");
    } else {
        int cheapest = -1;
        for (int b = 1; b <= GAH_BALLROOMS; b++)
            for (int r = 1; r <= GAH_BALLROOM_ROWS; r++) {
                int cost = cost_now(t, b, r);
                if ((rows & (1u << (b * 4 + r))) && (cheapest < 0 || cost < cheapest)) cheapest = cost;
            }
        if (cheapest < 0) snprintf(text, sizeof text, "no ballroom row you can pay for");
        else snprintf(text, sizeof text, "a room, or a lit ballroom row: from %d champagne", cheapest);
    }
    int tw = 0, th = 0;
    TTF_Font *font = ui_font(ui, UI_FONT_TEXT, 17);
    if (font) TTF_SizeUTF8(font, text, &tw, &th);
    int w = (ui->scale > 0 ? (int)((float)tw / ui->scale) : tw) + 16;
    SDL_Rect box = {card.x, card.y - 30, w, 26};
    ui_fill(ui, box, plum);
    ui_text(ui, UI_FONT_TEXT, 17, paper, box.x + 8, box.y + 3, 0, text);
}

/* The price on every lit row (drawn with the highlights, under the dragged guest). */
static void draw_prices(const table_scene *t, ui_context *ui, const ui_layout *l)
{
    bool drag = dragging_dancer(t), dance = gah_current_prompt(gah_session_state(&t->session)).kind == GAH_PROMPT_DANCE;
    if (!table_ballrooms_open(t) || (!drag && !dance)) return;
    unsigned rows = drag ? table_ballrooms_drag_rows(t) : 0;
    if (dance)
        for (int i = 0; i < t->legal_count; i++)
            if (t->legal[i].type == GAH_CMD_DANCE) rows |= 1u << (t->legal[i].a * 4 + t->legal[i].b);
    char text[32];
    for (int b = 1; b <= GAH_BALLROOMS; b++)
        for (int r = 1; r <= GAH_BALLROOM_ROWS; r++) {
            if (!(rows & (1u << (b * 4 + r)))) continue;
            SDL_Rect rr = table_ballrooms_el_rect(t, l, (ui_el){EL_BALLROOM_ROW, (int16_t)(b * 4 + r)});
            snprintf(text, sizeof text, "%d champagne", cost_now(t, b, r));
            SDL_Rect badge = {rr.x + rr.w - 118, rr.y + rr.h - 22, 116, 20};
            if (rr.w < 150) badge = (SDL_Rect){rr.x, rr.y + rr.h, rr.w, 20}; /* the balcony */
            ui_fill(ui, badge, plum);
            ui_text(ui, UI_FONT_TEXT, 14, paper, badge.x + badge.w / 2, badge.y + 2, 1, text);
        }
}

static void table_ballrooms_draw_overlay(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l)
{
    if (!table_ballrooms_on(t)) return;
    /* The action board overlay: champagne may come instead of a dish (space 1) or a drink (space 2). */
    static const char *const names[2] = {"overlay/dishes", "overlay/drinks"};
    for (int v = 1; v <= 2; v++) {
        SDL_Rect s = table_el_rect(t, l, (ui_el){EL_SPACE, (int16_t)v});
        if (s.w) table_sprite(ui, a, names[v - 1], (SDL_Rect){s.x, s.y + s.h - 22, s.w, 22});
    }
}

static void table_ballrooms_draw_kitchen(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l)
{
    if (!table_ballrooms_on(t)) return;
    /* The kitchen in five parts: the board's four faint items give way to five, champagne last. */
    SDL_Rect k = table_el_rect(t, l, (ui_el){EL_KITCHEN, 0});
    if (!k.w) return;
    ui_fill(ui, inset(k, 2), (SDL_Color){250, 242, 222, 255});
    ui_text(ui, UI_FONT_TITLE, 15, ink, k.x + 8, k.y + 3, 0, "Kitchen");
    for (int i = 0; i < GAH_ITEM_COUNT; i++) {
        SDL_Rect r = table_el_rect(t, l, (ui_el){EL_KITCHEN_ITEM, (int16_t)i});
        char name[32];
        snprintf(name, sizeof name, "icon/%s", gah_item_name(i));
        const atlas_sprite *s = atlas_find(a, name);
        if (s) SDL_SetTextureAlphaMod(a->pages[s->page], 70);
        table_sprite(ui, a, name, (SDL_Rect){r.x + (r.w - 34) / 2, r.y + r.h / 2 - 20, 34, 34});
        if (s) SDL_SetTextureAlphaMod(a->pages[s->page], 255);
    }
}

static bool table_ballrooms_explain(const table_scene *t, ui_el e, char *out, size_t size)
{
    const gah_state *st = gah_session_state(&t->session);
    if (e.kind == EL_SECTION) {
        int n = st->ballrooms.section[own_seat(t)][e.index - 1];
        snprintf(out, size, "Rehearsal room, section of %d: %d dancer%s left; the last one out pays the bonus above%s", e.index, n,
                 n == 1 ? "" : "s", gah_current_prompt(st).kind == GAH_PROMPT_TURN ? " (click: the next dancer leaves from here)" : "");
        return true;
    }
    if (e.kind == EL_BALLROOM_ROW) {
        int b = e.index / 4, r = e.index % 4, id = st->ballrooms.board[b - 1];
        int cost = gah_ballroom_cost(st, b, r);
        const char *board = id >= 1 && id <= gah_ballroom_board_count ? gah_ballroom_boards[id - 1].name : "?";
        if (cost < 0) snprintf(out, size, "%s, %s row: full", board, r == 1 ? "top" : r == 2 ? "middle" : "bottom");
        else snprintf(out, size, "%s, %s row%s: %d champagne; scored after round %d", board, r == 1 ? "top" : r == 2 ? "middle" : "bottom",
                      gah_ballroom_is_balcony(st, b, r) ? " (the balcony)" : "", cost, gah_rules.emperor_scoring_rounds[b - 1]);
        return true;
    }
    if (e.kind == EL_BALLROOM_TAB) {
        snprintf(out, size, "The three ballrooms, their dancers and the balcony");
        return true;
    }
    return false;
}

/* ---- the ballroom scoring's summary ---- */

static void table_ballrooms_note_event(table_scene *t, const gah_event *e, Uint32 now)
{
    if (e->type != GAH_EV_BALLROOM_SCORED) return;
    table_ballrooms_ui *b = mine(t);
    if (!b->lines || now >= b->until) b->lines = 0;
    if (b->lines < (int)(sizeof b->scored / sizeof b->scored[0])) b->scored[b->lines++] = *e;
    b->until = now + TABLE_EMPEROR_HOLD;
}

bool table_ballrooms_summary_showing(const table_scene *t, Uint32 now)
{
    return seen(t)->lines && now < seen(t)->until;
}

static void table_ballrooms_draw_summary(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l)
{
    (void)a, (void)l;
    if (!table_ballrooms_summary_showing(t, ui->now)) return;
    if (t->emperor_lines && ui->now < t->emperor_until) return; /* after the Emperor's table */
    const table_ballrooms_ui *b = seen(t);
    SDL_Rect box = table_summary_rect(b->lines, 44);
    if (box.h > 452) box.h = 452;
    ui_fill(ui, box, (SDL_Color){250, 242, 222, 250});
    ui_frame(ui, box, plum, 4);
    int ballroom = b->scored[0].a, id = b->scored[0].b;
    char text[200];
    snprintf(text, sizeof text, "Ballroom scoring: %s", id >= 1 && id <= gah_ballroom_board_count ? gah_ballroom_boards[id - 1].name : "?");
    ui_text(ui, UI_FONT_TITLE, 40, plum, box.x + box.w / 2, box.y + 12, 1, text);
    /* The rows come in one after another, as in the Emperor's summary. */
    Uint32 shown_for = ui->now + TABLE_EMPEROR_HOLD - b->until;
    for (int i = 0; i < b->lines && 76 + i * 44 < box.h - 40; i++) {
        if (shown_for < (Uint32)i * TABLE_EMPEROR_ROW_MS) break;
        const gah_event *e = &b->scored[i];
        int y = box.y + 76 + i * 44;
        if (e->c == 0)
            snprintf(text, sizeof text, "%s: no dancer in this ballroom, %d VP", t->seats[e->seat].name, e->value);
        else
            snprintf(text, sizeof text, "%s: %d dancer%s, %+d VP", t->seats[e->seat].name, e->c, e->c == 1 ? "" : "s", e->value);
        ui_text(ui, UI_FONT_TEXT, 22, e->c == 0 ? wine : ink, box.x + 30, y, 0, text);
    }
    (void)ballroom;
    ui_text(ui, UI_FONT_TEXT, 17, gilt, box.x + box.w - 20, box.y + box.h - 26, 2, "Click anywhere to close");
}

void table_ballrooms_look(table_scene *t, bool open) { mine(t)->look = open; }

/* ---- the part's row: what the table's core asks of the module ---- */

static bool hides(const table_scene *t, SDL_Rect lit, ui_el e)
{
    /* Under the open Ballrooms panel only its own places (and the other modules') light up. */
    return table_ballrooms_open(t) && SDL_HasIntersection(&lit, &panel) && e.kind < TABLE_EL_CORE_COUNT;
}

static table_drop drop(table_scene *t, ui_el from, ui_el to)
{
    /* A guest dropped straight onto a ballroom row (the rows are lit while dragging); a row says why not. */
    if (table_ballrooms_drop(t, from, to)) return TABLE_DROP_DONE;
    return to.kind == EL_BALLROOM_ROW ? TABLE_DROP_REFUSED : TABLE_DROP_NONE;
}

/* Her dancers in the ballrooms out of the automa's 10; a player's champagne and dancers still rehearsing. */
static void draw_panel_line(const table_scene *t, ui_context *ui, const ui_atlas *a, int seat, SDL_Rect r)
{
    (void)a;
    if (!table_ballrooms_on(t)) return;
    const gah_state *st = gah_session_state(&t->session);
    char text[96];
    if (gah_seat_is_automa(st, seat)) {
        int dancers = st->ballrooms.balcony[seat];
        for (int b = 0; b < GAH_BALLROOMS; b++)
            for (int row = 0; row < GAH_BALLROOM_ROWS; row++)
                for (int k = 0; k < GAH_BALLROOM_SPACES; k++) dancers += st->ballrooms.space[b][row][k] == seat + 1;
        snprintf(text, sizeof text, "dancers: %d of %d out", dancers, gah_rules.automa_dancers);
        ui_text(ui, UI_FONT_TEXT, 15, ink, r.x + 12, r.y + 176, 0, text);
        return;
    }
    int left = 0;
    for (int k = 0; k < GAH_REHEARSAL_SECTIONS; k++) left += st->ballrooms.section[seat][k];
    snprintf(text, sizeof text, "champagne %d · dancers %d", st->player[seat].kitchen[GAH_ITEM_CHAMPAGNE], left);
    ui_text(ui, UI_FONT_TEXT, 15, ink, r.x + 120, r.y + 176, 0, text);
}

/* The rewards of a dancer in the order chosen, the Cellist's price, and champagne among dishes and drinks
 * (what the die count leaves after strudel and cake). */
static bool button_label(const table_scene *t, gah_command c, char *out, size_t size)
{
    static const char *const collect_options[] = {"?", "Next: the row bonus", "Next: the guest's reward", "Next: the section bonus"};
    if (c.type == GAH_CMD_COLLECT && c.a >= 1 && c.a <= 3) return snprintf(out, size, "%s", collect_options[c.a]) >= 0;
    if (c.type == GAH_CMD_SPEND) return snprintf(out, size, "Give up 1 %s", gah_item_name(c.a)) >= 0;
    gah_prompt pr = gah_current_prompt(gah_session_state(&t->session));
    int champagne = pr.amount - c.a - c.b;
    if ((c.type == GAH_CMD_DISHES || c.type == GAH_CMD_DRINKS) && champagne > 0 &&
        (pr.kind == GAH_PROMPT_DISHES || pr.kind == GAH_PROMPT_DRINKS))
        return snprintf(out, size, "%d %s + %d %s + %d champ.", c.a, c.type == GAH_CMD_DISHES ? "strudel" : "wine", c.b,
                        c.type == GAH_CMD_DISHES ? "cake" : "coffee", champagne) >= 0;
    return false;
}

static Uint32 ms(const table_scene *t, Uint32 base) { return (Uint32)((float)base * t->anim_factor); }

static void animate(table_scene *t, ui_context *ui, const ui_layout *l, const gah_event *e)
{
    table_ballrooms_note_event(t, e, ui->now);
    /* A dancer leaves the rehearsal room for the ballrooms; an emptied section says its bonus is coming. */
    if (e->type != GAH_EV_DANCER_SENT && e->type != GAH_EV_SECTION_EMPTIED) return;
    if (e->seat != table_prompt_seat(t) || e->c < 0) return;
    anim_queue *q = &t->anims;
    Uint32 now = ui->now;
    int section = e->type == GAH_EV_DANCER_SENT ? e->c : e->a;
    SDL_Rect from = table_ballrooms_el_rect(t, l, (ui_el){EL_SECTION, (int16_t)section});
    SDL_Rect to = table_ballrooms_el_rect(t, l, (ui_el){EL_BALLROOM_TAB, 0});
    if (!from.w || !to.w) return;
    if (e->type == GAH_EV_DANCER_SENT) {
        char name[32];
        snprintf(name, sizeof name, "marker/%d", t->seats[e->seat].colour);
        anim_add(q, now, ANIM_MOVE, name, (SDL_Rect){from.x + from.w / 2 - 14, from.y + from.h - 34, 28, 28},
                 (SDL_Rect){to.x + to.w / 2 - 14, to.y, 28, 28}, ms(t, 500), ms(t, 80));
    } else {
        anim *a = anim_add(q, now, ANIM_FADE_TEXT, NULL, (SDL_Rect){from.x, from.y, 10, 10},
                           (SDL_Rect){from.x, from.y - 40, 10, 10}, ms(t, 1100), ms(t, 200));
        if (a) snprintf(a->text, sizeof a->text, "section bonus");
    }
}

/* A dancer placed (Elisabeth's above all) is framed at the Ballrooms tab, where the ballrooms are opened;
 * its caption is marked, so that the panel opens while it shows. */
static bool step_place(const table_scene *t, const ui_layout *l, const gah_event *e, SDL_Rect *out, char *tag, size_t size)
{
    if (e->type != GAH_EV_DANCER_PLACED) return false;
    snprintf(tag, size, "%s", TABLE_DANCER_CAPTION);
    *out = table_ballrooms_el_rect(t, l, (ui_el){EL_BALLROOM_TAB, 0});
    return out->w > 0;
}

static void close_summary(table_scene *t) { mine(t)->until = 0; }

static uint64_t look_key(const table_scene *t, Uint32 now) { return (uint64_t)seen(t)->until * 2u + (now < seen(t)->until); }

static void frame(table_scene *t, Uint32 now) { mine(t)->now = now; }

/* Champagne, the fifth item: the kitchen in five parts, the tray's items closer, the staff in play above the
 * rehearsal room. */
static int kitchen_items(const table_scene *t) { return table_ballrooms_on(t) ? GAH_ITEM_COUNT : 0; }
static int display_bottom(const table_scene *t) { return table_ballrooms_on(t) ? 736 : 0; }
static int tray_step(const table_scene *t) { return table_ballrooms_on(t) ? 68 : 0; }

/* A complete guest dragged onto a section of the rehearsal room (or straight onto a row: drop), a dancer from
 * a reward by a click on a section, a row by a click (command_els), also the row the Emperor takes from. */
static const table_place places[] = {
    {GAH_CMD_SEND, EL_TABLE, EL_SECTION, PLACE_ARG_A, PLACE_ARG_B, true},
    {GAH_CMD_DANCE, EL_BALLROOM_ROW, EL_BALLROOM_ROW, PLACE_ARG_A, PLACE_ARG_A, false},
    {GAH_CMD_WITHDRAW, EL_BALLROOM_ROW, EL_BALLROOM_ROW, PLACE_ARG_A, PLACE_ARG_A, false},
    {0},
};

const gah_table_part gah_table_part_ballrooms = {
    .name = "ballrooms",
    .places = places,
    .el_rect = table_ballrooms_el_rect,
    .el_at = table_ballrooms_el_at,
    .hides = hides,
    .command_els = table_ballrooms_command_els,
    .command_at = table_ballrooms_command_at,
    .drop = drop,
    .click = table_ballrooms_click,
    .draw = {[TABLE_LAYER_ACTION] = table_ballrooms_draw_overlay, [TABLE_LAYER_KITCHEN] = table_ballrooms_draw_kitchen,
             [TABLE_LAYER_OVER] = table_ballrooms_draw, [TABLE_LAYER_SUMMARY] = table_ballrooms_draw_summary},
    .draw_panel = draw_panel_line,
    .draw_drag = table_ballrooms_draw_drag,
    .button_label = button_label,
    .explain = table_ballrooms_explain,
    .animate = animate,
    .step_place = step_place,
    .summary_showing = table_ballrooms_summary_showing,
    .close_summary = close_summary,
    .look_key = look_key,
    .frame = frame,
    .kitchen_items = kitchen_items,
    .display_bottom = display_bottom,
    .tray_step = tray_step,
};

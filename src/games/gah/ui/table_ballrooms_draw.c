/* Let's Waltz module 1 at the table, drawn: the Ballrooms panel over the main board (the three ballrooms with
 * their round indicators, rows, dancers and prices, the balcony, the rehearsal rooms on offer), the shown
 * seat's rehearsal room, the five-part kitchen, the action board's champagne, a dancing guest dragged, the
 * ballroom scoring's summary and each opponent's line in their panel. */
#include "games/gah/ui/table_ballrooms_internal.h"

#include <stdio.h>
#include <string.h>

static const SDL_Color ink = {58, 36, 24, 255};
static const SDL_Color paper = {243, 230, 200, 255};
static const SDL_Color gilt = {176, 141, 60, 255};
static const SDL_Color wine = {140, 42, 42, 255};
static const SDL_Color glow = {255, 214, 90, 255};
static const SDL_Color plum = {92, 46, 77, 255};

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
    table_sprite(ui, a, name, table_ballrooms_inset(r, 2));
}

static void draw_offers(table_scene *t, ui_context *ui, const ui_atlas *a)
{
    const gah_state *st = gah_session_state(&t->session);
    char text[96];
    ui_text(ui, UI_FONT_TITLE, 30, plum, panel.x + 40, panel.y + 30, 0, "Choose your rehearsal room");
    for (int id = 1; id <= gah_rehearsal_board_count; id++) {
        if (!(st->ballrooms.offer & (1u << (id - 1)))) continue;
        SDL_Rect r = table_ballrooms_offer_rect(t, id);
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
    ui_text(ui, UI_FONT_TEXT, TABLE_SMALL_TEXT, ink, panel.x + 140, panel.y + 12, 0,
            "scored after the Emperor in rounds 3, 5 and 7 · drop a complete guest on a row");
    int side = st->players == 2 ? 2 : 34;
    for (int b = 1; b <= GAH_BALLROOMS; b++) {
        SDL_Point o = table_ballrooms_board_origin(b);
        int id = st->ballrooms.board[b - 1];
        snprintf(name, sizeof name, "ballroom/%d-%d", id, side);
        SDL_Rect board = {o.x, o.y, 290, 400};
        layout_get(l, "ballroom", &board);
        board.x = o.x, board.y = o.y;
        table_sprite(ui, a, name, board);
        snprintf(name, sizeof name, "ballroom/round-%d", gah_rules.emperor_scoring_rounds[b - 1]);
        table_sprite(ui, a, name, table_ballrooms_local(l, "ballroom/round", o));
        for (int r = 1; r <= GAH_BALLROOM_ROWS; r++) {
            for (int k = 0; k < 5; k++) {
                int who = st->ballrooms.space[b - 1][r - 1][k];
                snprintf(name, sizeof name, "ballroom/space/%d/%d", r, k + 1);
                if (who) dancer(t, ui, a, who - 1, table_ballrooms_local(l, name, o));
            }
            /* In a 3-player game the 4-player spaces are out of play: covered, as with the unused colour. */
            const gah_ballroom_board *bb = id >= 1 && id <= gah_ballroom_board_count ? &gah_ballroom_boards[id - 1] : NULL;
            for (int k = bb ? bb->spaces[st->players - 2][r - 1] : 5; st->players == 3 && bb && k < bb->spaces[2][r - 1]; k++) {
                snprintf(name, sizeof name, "ballroom/space/%d/%d", r, k + 1);
                ui_fill(ui, table_ballrooms_inset(table_ballrooms_local(l, name, o), 3), (SDL_Color){120, 110, 100, 200});
            }
        }
        if (st->ballrooms.scored >= b) {
            SDL_Rect round = table_ballrooms_local(l, "ballroom/round", o); /* a ribbon beside the round tile */
            ui_fill(ui, (SDL_Rect){round.x + round.w + 8, round.y + 12, 70, 22}, wine);
            ui_text(ui, UI_FONT_TEXT, 14, paper, round.x + round.w + 43, round.y + 14, 1, "scored");
        }
    }
    SDL_Rect balcony = table_ballrooms_balcony_rect(l);
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

/* The price on every lit row (drawn with the highlights, under the dragged guest). */
static void draw_prices(const table_scene *t, ui_context *ui, const ui_layout *l)
{
    bool drag = table_ballrooms_dragging_dancer(t), dance = gah_current_prompt(gah_session_state(&t->session)).kind == GAH_PROMPT_DANCE;
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

static void draw_rehearsal(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l)
{
    const gah_state *st = gah_session_state(&t->session);
    int seat = table_ballrooms_own_seat(t);
    if (!table_ballrooms_has_rehearsal(t, seat)) return;
    char name[48];
    snprintf(name, sizeof name, "rehearsal/%d", st->ballrooms.rehearsal[seat]);
    table_sprite(ui, a, name, rehearsal_at);
    int pick = table_ballrooms_seen(t)->section;
    if (pick < 1 || !st->ballrooms.section[seat][pick - 1]) /* the first section with a dancer */
        for (pick = 1; pick < GAH_REHEARSAL_SECTIONS && !st->ballrooms.section[seat][pick - 1]; pick++) {}
    for (int s = 1; s <= GAH_REHEARSAL_SECTIONS; s++) {
        for (int k = 1; k <= st->ballrooms.section[seat][s - 1]; k++) {
            snprintf(name, sizeof name, "rehearsal/dancer/%d/%d", s, k);
            dancer(t, ui, a, seat, table_ballrooms_local(l, name, (SDL_Point){rehearsal_at.x, rehearsal_at.y}));
        }
        if (s == pick && st->ballrooms.section[seat][s - 1] && table_ballrooms_open(t) && gah_current_prompt(st).kind == GAH_PROMPT_TURN)
            ui_frame(ui, table_ballrooms_inset(table_ballrooms_el_rect(t, l, (ui_el){EL_SECTION, (int16_t)s}), -1), wine, 3);
    }
}

void table_ballrooms_draw(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l)
{
    if (!table_ballrooms_on(t)) return;
    draw_rehearsal(t, ui, a, l);
    bool open = table_ballrooms_open(t);
    ui_fill(ui, tab, open ? plum : paper);
    ui_frame(ui, tab, plum, 2);
    ui_text(ui, UI_FONT_TEXT, 16, open ? paper : plum, tab.x + tab.w / 2, tab.y + 4, 1,
            table_ballrooms_seen(t)->look ? "Close ballrooms" : "Ballrooms");
    if (!open) return;
    draw_panel(t, ui, a, l);
    /* While a guest is dragged: the rows the dancer may go to, each with its champagne. */
    unsigned rows = table_ballrooms_drag_rows(t);
    for (int b = 1; b <= GAH_BALLROOMS; b++)
        for (int r = 1; r <= GAH_BALLROOM_ROWS; r++) {
            SDL_Rect rr = table_ballrooms_el_rect(t, l, (ui_el){EL_BALLROOM_ROW, (int16_t)(b * 4 + r)});
            if (rows & (1u << (b * 4 + r))) ui_frame(ui, table_ballrooms_inset(rr, -2), glow, 4);
        }
    draw_prices(t, ui, l);
}

void table_ballrooms_draw_drag(const table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l, SDL_Rect card)
{
    (void)a;
    /* Above a dragged guest who may dance: the price of the row under the pointer, else the cheapest. */
    if (!table_ballrooms_open(t) || !table_ballrooms_dragging_dancer(t)) return;
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

void table_ballrooms_draw_overlay(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l)
{
    if (!table_ballrooms_on(t)) return;
    /* The action board overlay: champagne may come instead of a dish (space 1) or a drink (space 2). */
    static const char *const names[2] = {"overlay/dishes", "overlay/drinks"};
    for (int v = 1; v <= 2; v++) {
        SDL_Rect s = table_el_rect(t, l, (ui_el){EL_SPACE, (int16_t)v});
        if (s.w) table_sprite(ui, a, names[v - 1], (SDL_Rect){s.x, s.y + s.h - 22, s.w, 22});
    }
}

void table_ballrooms_draw_kitchen(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l)
{
    if (!table_ballrooms_on(t)) return;
    /* The kitchen in five parts: the board's four faint items give way to five, champagne last. */
    SDL_Rect k = table_el_rect(t, l, (ui_el){EL_KITCHEN, 0});
    if (!k.w) return;
    ui_fill(ui, table_ballrooms_inset(k, 2), (SDL_Color){250, 242, 222, 255});
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

void table_ballrooms_draw_summary(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l)
{
    (void)a, (void)l;
    if (!table_ballrooms_summary_showing(t, ui->now)) return;
    if (t->emperor_lines && ui->now < t->emperor_until) return; /* after the Emperor's table */
    const table_ballrooms_ui *b = table_ballrooms_seen(t);
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

/* Her dancers in the ballrooms out of the automa's 10; a player's champagne and dancers still rehearsing. */
void table_ballrooms_draw_panel_line(const table_scene *t, ui_context *ui, const ui_atlas *a, int seat, SDL_Rect r)
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
        /* Two short lines under the mini hotel, clear of the instruction card beside it (issue 40: one line ran
         * into the card at 1366x768). */
        ui_text(ui, UI_FONT_TEXT, TABLE_SMALL_TEXT, ink, r.x + 12, r.y + 176, 0, "dancers out:");
        snprintf(text, sizeof text, "%d of %d", dancers, gah_rules.automa_dancers);
        ui_text(ui, UI_FONT_TEXT, TABLE_SMALL_TEXT, ink, r.x + 12, r.y + 198, 0, text);
        return;
    }
    int left = 0;
    for (int k = 0; k < GAH_REHEARSAL_SECTIONS; k++) left += st->ballrooms.section[seat][k];
    /* Two short lines beside the turn-order tile, clear of the celebrities (module 2) right of them. */
    SDL_Rect line = table_panel_line_rect(r, 0);
    snprintf(text, sizeof text, "champagne %d", st->player[seat].kitchen[GAH_ITEM_CHAMPAGNE]);
    ui_text(ui, UI_FONT_TEXT, TABLE_SMALL_TEXT, ink, line.x, line.y, 0, text);
    line = table_panel_line_rect(r, 1);
    snprintf(text, sizeof text, "dancers %d", left);
    ui_text(ui, UI_FONT_TEXT, TABLE_SMALL_TEXT, ink, line.x, line.y, 0, text);
}

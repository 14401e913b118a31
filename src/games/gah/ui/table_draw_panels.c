/* The prompt panel (what the prompt asks, a module's line under it, the buttons, the boost switch) and the
 * other players' panels on the right (a mini hotel, money, Emperor, staff, the turn-order tile and what each
 * module adds). */
#include "games/gah/ui/table_draw_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const SDL_Color ink = {58, 36, 24, 255};
static const SDL_Color paper = {243, 230, 200, 255};
static const SDL_Color gilt = {176, 141, 60, 255};
static const SDL_Color wine = {140, 42, 42, 255};

static bool items_pending(const gah_state *st)
{
    bool pending = st->pending_any;
    for (int i = 0; i < GAH_ITEM_COUNT; i++) pending |= st->pending_items[i] != 0;
    return pending;
}

SDL_Rect table_hint_rect(const table_scene *t, ui_context *ui, const char *words)
{
    const int x = 1056, w = TABLE_PROMPT_W;
    int top = 372; /* under the boost switch and "Since your turn" */
    for (int i = 0; i < t->button_count; i++) {
        int bottom = t->buttons[i].rect.y + t->buttons[i].rect.h + 6;
        if (bottom > top) top = bottom;
    }
    SDL_Point size = ui_text_wrapped_size(ui, UI_FONT_TEXT, TABLE_HINT_TEXT, w - 2 * TABLE_HINT_PAD, words);
    int h = size.y + 2 * TABLE_HINT_PAD;
    SDL_Rect tray = table_tray_slot(t, 0);
    int floor = items_pending(gah_session_state(&t->session)) ? tray.y - 4 : 566; /* the new items, the panel's foot */
    if (top + h > floor) top = 578; /* many buttons: just under the panel, above where drawn cards lie */
    return (SDL_Rect){x, top, w, h};
}

void table_draw_hint(const table_scene *t, ui_context *ui, const char *words)
{
    SDL_Rect r = table_hint_rect(t, ui, words);
    ui_fill(ui, r, paper);
    ui_frame(ui, r, wine, 2);
    ui_text_wrapped(ui, UI_FONT_TEXT, TABLE_HINT_TEXT, ink, r.x + r.w / 2, r.y + TABLE_HINT_PAD, r.w - 2 * TABLE_HINT_PAD, words);
}

int table_prompt_size(const table_scene *t, ui_context *ui)
{
    char text[320];
    table_prompt_text(t, text, sizeof text);
    return ui_text_fit_size(ui, TABLE_PROMPT_FACE, TABLE_PROMPT_SIZE, TABLE_PROMPT_MIN, TABLE_PROMPT_W, text);
}

void table_prompt_title(ui_context *ui, int size, const char *text)
{
    ui_text(ui, TABLE_PROMPT_FACE, size, wine, 1056, 290, 0, text);
}

int table_button_label_size(ui_context *ui, const table_button *b)
{
    return ui_text_fit_size(ui, UI_FONT_TEXT, 17, 11, b->rect.w - 8, b->label);
}

/* A label too long for its button at the smallest size the player reads (Settings: "Smallest text" lifts it
 * at 1366x768) goes on two rows, split at the space nearest its middle ("1 wine + 1 coffee + 1 champ." ran
 * out of its button on the left). */
int table_button_label_rows(ui_context *ui, const table_button *b, char rows[2][TABLE_LABEL_MAX], int *size)
{
    *size = table_button_label_size(ui, b);
    snprintf(rows[0], TABLE_LABEL_MAX, "%s", b->label);
    rows[1][0] = 0;
    size_t n = strlen(b->label), split = 0;
    if (ui_text_width(ui, UI_FONT_TEXT, *size, b->label) <= b->rect.w - 8) return 1;
    for (size_t i = 1; i < n; i++)
        if (b->label[i] == ' ' && (!split || labs((long)(2 * i) - (long)n) < labs((long)(2 * split) - (long)n))) split = i;
    if (!split) return 1;
    snprintf(rows[0], TABLE_LABEL_MAX, "%.*s", (int)split, b->label);
    snprintf(rows[1], TABLE_LABEL_MAX, "%s", b->label + split + 1);
    int first = ui_text_fit_size(ui, UI_FONT_TEXT, 15, 11, b->rect.w - 8, rows[0]);
    int second = ui_text_fit_size(ui, UI_FONT_TEXT, 15, 11, b->rect.w - 8, rows[1]);
    *size = first < second ? first : second;
    return 2;
}

static void draw_button_label(ui_context *ui, const table_button *b)
{
    char rows[2][TABLE_LABEL_MAX];
    int size, cx = b->rect.x + b->rect.w / 2, cy = b->rect.y + b->rect.h / 2;
    if (table_button_label_rows(ui, b, rows, &size) == 1) {
        ui_text_middle(ui, UI_FONT_TEXT, size, paper, cx, cy, 1, rows[0]);
        return;
    }
    ui_text_middle(ui, UI_FONT_TEXT, size, paper, cx, cy - b->rect.h / 4 + 1, 1, rows[0]);
    ui_text_middle(ui, UI_FONT_TEXT, size, paper, cx, cy + b->rect.h / 4 - 1, 1, rows[1]);
}

SDL_Rect table_prompt_panel_rect(void) { return (SDL_Rect){1048, 282, 496, 290}; }

SDL_Rect table_skip_rect(void) { return (SDL_Rect){1384, 524, 150, 40}; }

/* While others' steps play the person's next prompt waits (issue 40: a live Pass button showed under the
 * automa's first step): whose turn is shown, and a Skip button (any click skips). */
static void draw_watching(table_scene *t, ui_context *ui)
{
    char text[96];
    int seat = table_lag_seat(t), round = table_lag_round_end(t);
    if (round) snprintf(text, sizeof text, "The end of round %d", round);
    else if (seat >= 0) snprintf(text, sizeof text, "%s's turn", t->names[seat]);
    else snprintf(text, sizeof text, "The table moves on");
    table_prompt_title(ui, ui_text_fit_size(ui, TABLE_PROMPT_FACE, TABLE_PROMPT_SIZE, TABLE_PROMPT_MIN, TABLE_PROMPT_W, text), text);
    ui_text_wrapped(ui, UI_FONT_TEXT, 17, ink, 1296, 340, 470,
                    "Each step is shown in turn, framed where it happens. Your turn comes when they are done.");
    SDL_Rect skip = table_skip_rect();
    ui_fill(ui, skip, paper);
    ui_frame(ui, skip, gilt, 2);
    ui_text_middle(ui, UI_FONT_TEXT, 18, wine, skip.x + skip.w / 2, skip.y + skip.h / 2, 1, "Skip  \u25B8\u25B8");
    ui_text(ui, UI_FONT_TEXT, TABLE_SMALL_TEXT, ink, skip.x - 10, skip.y + 12, 2, "or click anywhere");
}

void table_draw_prompt(table_scene *t, ui_context *ui, const ui_atlas *a)
{
    const gah_state *st = gah_session_state(&t->session);
    if (t->lag_on) {
        ui_fill(ui, table_prompt_panel_rect(), (SDL_Color){250, 242, 222, 255});
        ui_frame(ui, table_prompt_panel_rect(), gilt, 2);
        draw_watching(t, ui);
        return;
    }
    char text[320]; /* room for a bell card's words (module 5) */
    table_prompt_text(t, text, sizeof text);
    ui_fill(ui, table_prompt_panel_rect(), (SDL_Color){250, 242, 222, 255});
    ui_frame(ui, table_prompt_panel_rect(), gilt, 2);
    /* Long names and prompts (issue 13: the imitation prompt ran out of its box) are set smaller to fit. */
    table_prompt_title(ui, table_prompt_size(t, ui), text);
    /* Let's Waltz modules 4 and 5: one line more on what is going on (the key's turn, the bell's requirement). */
    if (table_parts_banner(t, text, sizeof text))
        ui_text_wrapped(ui, UI_FONT_TEXT, TABLE_BANNER_SIZE, ink, 1296, TABLE_BANNER_Y, TABLE_BANNER_W, text);
    /* A computer's own choices are not buttons for the person watching: its Undo or Done under the
     * pointer looked clickable while the click only hurries its pieces. Nor are a remote player's, at the
     * host's window or at another joined one (only the seat this window plays has buttons here). */
    int control = t->session.control[table_prompt_seat(t)];
    bool computer = control == BG_CONTROL_COMPUTER || control == BG_CONTROL_REMOTE;
    for (int i = 0; i < t->button_count && !computer; i++) {
        table_button *b = &t->buttons[i];
        ui_fill(ui, b->rect, wine);
        ui_frame(ui, b->rect, gilt, 2);
        draw_button_label(ui, b);
    }
    table_recap_draw_button(t, ui); /* "Since your turn", right of the boost switch */
    if (table_boost_offered(t) && !computer) {
        SDL_Rect r = table_el_rect(t, NULL, (ui_el){EL_BOOST, 0});
        ui_fill(ui, r, t->boost ? wine : paper);
        ui_frame(ui, r, gilt, 2);
        ui_text_middle(ui, UI_FONT_TEXT, 17, t->boost ? paper : ink, r.x + r.w / 2, r.y + r.h / 2, 1, t->boost ? "Boost: on (+1, 1 krone)" : "Boost: off");
    }
    if (items_pending(st)) {
        ui_text(ui, UI_FONT_TEXT, 18, ink, 1056, 520, 0, st->pending_any ? "New (any):" : "New items:");
        for (int i = 0; i < GAH_ITEM_COUNT; i++) {
            /* A dish or drink of choice (module 4's key) is never champagne, as the engine's placing says (issue 40:
             * its icon lay outside the tray without module 1). */
            int n = st->pending_items[i] + (i == GAH_ITEM_CHAMPAGNE ? 0 : st->pending_any);
            if (!n) continue;
            SDL_Rect r = table_tray_slot(t, i);
            char name[32];
            snprintf(name, sizeof name, "icon/%s", gah_item_name(i));
            table_draw_sprite(ui, a, name, (SDL_Rect){r.x, r.y, 44, 44});
            snprintf(name, sizeof name, "×%d", n);
            ui_text(ui, UI_FONT_TEXT, 16, ink, r.x + 44, r.y + 20, 0, name);
        }
    }
}

/* The seat's turn-order tile; a die (or module 4's key) covers each number already used this round. */
void table_draw_turn_tile(const table_scene *t, ui_context *ui, const ui_atlas *a, int seat, SDL_Rect r)
{
    const gah_state *st = gah_session_state(&t->session);
    int first, second;
    char name[32];
    gah_turn_tile(st, seat, &first, &second);
    snprintf(name, sizeof name, "tile/turn-%d-%d", first, second);
    table_draw_sprite(ui, a, name, r);
    for (int k = 0; k < 2; k++)
        if ((st->player[seat].covered & (1 << k)) && k != table_parts_tile_covered(t, seat))
            table_draw_sprite(ui, a, "die/6", table_turn_number_rect(r, k));
    table_parts_draw_on_tile(t, ui, a, seat, r); /* module 4: the key on the number it covers */
}

/* A mini hotel: one square per room space, top floor first; occupied rooms have a light centre.
 * With colour-blind aids each square also carries its colour's letter. */
static void draw_mini_hotel(ui_context *ui, const gah_player *p, SDL_Rect panel)
{
    static const SDL_Color room_colours[3] = {{43, 63, 115, 255}, {140, 42, 42, 255}, {217, 162, 27, 255}};
    static const char *const letters[3] = {"B", "R", "Y"};
    for (int room = 0; room < GAH_HOTEL_ROOMS; room++) {
        int colour = gah_hotels[p->hotel].colour[room];
        SDL_Rect q = table_panel_room_rect(panel, room);
        SDL_Color c = room_colours[colour];
        if (p->room[room] == GAH_ROOM_EMPTY) c.a = 50;
        ui_fill(ui, q, c);
        if (p->room[room] == GAH_ROOM_OCCUPIED) ui_fill(ui, table_inset(q, q.w * 3 / 10), paper);
        if (ui->colour_blind) ui_text(ui, UI_FONT_TEXT, 11, p->room[room] == GAH_ROOM_EMPTY ? ink : paper, q.x + 1, q.y, 0, letters[colour]);
    }
}

SDL_Rect table_panel_guest_rect(SDL_Rect panel, int table, int tables)
{
    if (panel.h >= TABLE_PANEL_TALL_H) { /* a row of its own under the panel's lines, wide enough for the small faces */
        int step = tables > GAH_CAFE_TABLES_BASE ? 82 : 110, w = tables > GAH_CAFE_TABLES_BASE ? 80 : 94;
        return (SDL_Rect){panel.x + 12 + table * step, panel.y + 260, w, w * 136 / 94};
    }
    /* Three opponents: beside the smaller mini hotel, three guests wide enough for the small faces' words to be
     * 11 px at 1366x768 (issue 40: 9 px); four tables (module 3's Kaufman, the Maitre D') as wide, in two rows,
     * each showing the top of its card, its name and order (they were 58 wide, 8.5 px; the viewer shows all). */
    if (tables > GAH_CAFE_TABLES_BASE) return (SDL_Rect){panel.x + 140 + (table % 2) * 86, panel.y + 58 + (table / 2) * 55, 80, 53};
    return (SDL_Rect){panel.x + 100 + table * 80, panel.y + 58, 76, 110};
}

void table_draw_panels(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l)
{
    const gah_state *st = gah_session_state(&t->session);
    int seat = table_home_seat(t);
    char text[96];
    for (int s = 0; s < st->players; s++) {
        if (s == seat) continue;
        SDL_Rect r = table_el(t, l, EL_PANEL, s);
        const gah_player *p = &st->player[s];
        ui_fill(ui, r, (SDL_Color){250, 242, 222, 255});
        ui_frame(ui, r, player_colours[t->seats[s].colour], 4);
        /* Passed: said beside the name (a line under the turn-order tile ran over it). */
        snprintf(text, sizeof text, "%s  ·  %d VP (→ %d)%s", t->seats[s].name, p->vp, gah_projected_score(st, s, NULL),
                 p->passed ? "  ·  passed" : "");
        ui_text(ui, UI_FONT_TITLE, ui_text_fit_size(ui, UI_FONT_TITLE, 24, 16, r.w - 24, text), ink, r.x + 12, r.y + 6, 0, text);
        if (gah_seat_is_automa(st, s)) {
            /* The automa: its score, its private deck and the instruction card it carried out last. */
            snprintf(text, sizeof text, "Emperor %d · staff: %d hidden, %d shown", p->emperor, st->automa_staff_count,
                     p->display_count);
            ui_text(ui, UI_FONT_TEXT, TABLE_PANEL_FACTS_SIZE, ink, r.x + TABLE_PANEL_FACTS_X, r.y + TABLE_PANEL_FACTS_Y, 0, text);
            if (st->automa_card) {
                char name[32];
                snprintf(name, sizeof name, "automa/%d", st->automa_card);
                table_draw_sprite(ui, a, name, (SDL_Rect){r.x + 140, r.y + 66, 120, 174});
            }
            draw_mini_hotel(ui, p, r);
            /* The parts': her dancers out (module 1), her celebrities, her solo entrance (module 3). */
            table_parts_draw_panel(t, ui, a, s, r);
            continue;
        }
        snprintf(text, sizeof text, "%d krone · Emperor %d · hand %d · staff %d", p->money, p->emperor, p->hand_count, p->display_count);
        ui_text(ui, UI_FONT_TEXT, TABLE_PANEL_FACTS_SIZE, ink, r.x + TABLE_PANEL_FACTS_X, r.y + TABLE_PANEL_FACTS_Y, 0, text);
        draw_mini_hotel(ui, p, r);
        /* Three café tables, or four (Let's Waltz module 3's Kaufman, the Maitre D'). */
        int tables = gah_cafe_tables(st, s);
        for (int tb = 0; tb < tables; tb++) {
            if (!p->cafe[tb].guest) continue;
            char name[32];
            snprintf(name, sizeof name, "guest/%d", p->cafe[tb].guest);
            SDL_Rect g = table_panel_guest_rect(r, tb, tables);
            if (tables > GAH_CAFE_TABLES_BASE && r.h < TABLE_PANEL_TALL_H) table_draw_sprite_top(ui, a, name, g);
            else table_draw_sprite(ui, a, name, g);
        }
        table_draw_turn_tile(t, ui, a, s, (SDL_Rect){r.x + 12, r.y + 172, 96, 48});
        /* The parts': champagne and dancers rehearsing (module 1), celebrities, the entrance (module 3). */
        table_parts_draw_panel(t, ui, a, s, r);
    }
}

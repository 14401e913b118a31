/* A player's sheet drawn as a hand-made paper sheet (our own drawing, no rulebook art): the hotel's 28 rooms
 * in their colours with the staircase, doorknobs and door bonuses, the group borders, the row and column
 * bonuses, the staff board, the three Emperor tracks with their light sections, the money track, the loans,
 * the group table and the scoring pad; marks as pen strokes. The others' sheets small beside it. */
#include "roll_table.h"
#include "ui/scenes.h"

#include <stdio.h>
#include <string.h>

static const SDL_Color lit = {222, 150, 20, 255}, lit_wash = {255, 236, 160, 60}, group_line = {60, 44, 36, 255};

static bool room_lit(const roll_window *w, int seat, int room)
{
    if (seat != roll_ui_to_act(w)) return false;
    return roll_ui_lit(w, (ui_el){RE_ROOM, (int16_t)(seat * 32 + room)});
}

/* A bonus's words centred in a box: on two lines where one is too wide (never smaller than 17). */
static void box_words(roll_window *w, ui_context *ui, SDL_Rect r, const char *text)
{
    if (roll_label_width(w, ui, 17, text) <= r.w - 6) {
        roll_label_draw(w, ui, 17, roll_ink, r.x + r.w / 2, r.y + r.h / 2, 1, text);
        return;
    }
    const char *cut = strrchr(text, ' ');
    char first[48];
    snprintf(first, sizeof first, "%.*s", cut ? (int)(cut - text) : (int)strlen(text), text);
    roll_label_draw(w, ui, 17, roll_ink, r.x + r.w / 2, r.y + r.h / 2 - 9, 1, first);
    if (cut) roll_label_draw(w, ui, 17, roll_ink, r.x + r.w / 2, r.y + r.h / 2 + 9, 1, cut + 1);
}

static void box(ui_context *ui, SDL_Rect r, SDL_Color fill, SDL_Color edge, int t)
{
    ui_fill(ui, r, fill);
    ui_frame(ui, r, edge, t);
}

/* A printed panel: the gold double rule the base game's boards and cards are framed with. */
static void printed_panel(ui_context *ui, SDL_Rect r)
{
    box(ui, r, roll_paper, roll_gold, 2);
    ui_frame(ui, (SDL_Rect){r.x + 5, r.y + 5, r.w - 10, r.h - 10}, roll_gold, 1);
}

/* The staircase between columns 4 and 5: steps drawn in ink. */
static void staircase(ui_context *ui, SDL_Rect left_room)
{
    int x = left_room.x + left_room.w, y = left_room.y;
    for (int k = 0; k < 5; k++) {
        int sx = x + 4 + k * 7, sy = y + left_room.h - 8 - k * 15;
        ui_line(ui, sx, sy, sx + 7, sy, roll_faint, 2);
        ui_line(ui, sx + 7, sy, sx + 7, sy - 15, roll_faint, 2);
    }
}

static void draw_room(roll_window *w, ui_context *ui, int seat, SDL_Rect sheet, int room, Uint32 now)
{
    const roll_state *st = roll_ui_state(w);
    const roll_player *pl = &st->player[seat];
    const roll_hotel *h = roll_hotel_by_id(pl->hotel);
    SDL_Rect r = roll_geo_room(sheet, room);
    int state = pl->room[room];
    box(ui, r, roll_room_colour(h->colour[room], state == ROLL_ROOM_OCCUPIED), roll_faint, 1);
    char text[48];
    snprintf(text, sizeof text, "%d", room + 1);
    roll_label_draw(w, ui, 17, roll_ink, r.x + 6, r.y + 14, 0, text);
    if (h->door[room].count) {
        roll_words_bonus(&h->door[room], text, sizeof text);
        box_words(w, ui, (SDL_Rect){r.x, r.y + 8, r.w, r.h - 20}, text);
    }
    /* The doorknob: a small ring, circled by the pen once the room is prepared. */
    int kx = r.x + r.w - 16, ky = r.y + r.h - 16;
    ui_fill(ui, (SDL_Rect){kx - 4, ky - 9, 9, 19}, (SDL_Color){236, 226, 204, 255}); /* the door plate */
    ui_frame(ui, (SDL_Rect){kx - 4, ky - 9, 9, 19}, roll_gold, 1);
    roll_pen_circle(ui, kx, ky - 2, 3, roll_gold, 1.0f);                                /* the knob */
    ui_fill(ui, (SDL_Rect){kx - 1, ky - 3, 3, 3}, roll_ink);
    float part = roll_mark_part(w->mark_at[seat][room], now, w->anim_factor);
    if (state == ROLL_ROOM_PREPARED) roll_pen_circle(ui, kx, ky, 12, roll_pen, part);
    if (state == ROLL_ROOM_OCCUPIED) {
        roll_pen_circle(ui, kx, ky, 12, roll_pen, 1.0f);
        roll_pen_cross(ui, (SDL_Rect){r.x + 8, r.y + 24, r.w - 40, r.h - 30}, roll_pen, part);
    }
    if (room_lit(w, seat, room)) { /* a frame, no wash: a wash greys a blue room */
        ui_frame(ui, r, lit, 5);
        ui_frame(ui, (SDL_Rect){r.x + 5, r.y + 5, r.w - 10, r.h - 10}, (SDL_Color){255, 236, 170, 255}, 2);
    }
}

/* Thick lines where two rooms of different groups meet (the staircase joins columns 4 and 5). */
static void group_borders(ui_context *ui, const roll_hotel *h, SDL_Rect sheet)
{
    for (int room = 0; room < ROLL_ROOMS; room++) {
        SDL_Rect r = roll_geo_room(sheet, room);
        int col = roll_room_column(room), floor = roll_room_floor(room);
        if (col < ROLL_COLUMNS - 1 && h->group[room + 1] != h->group[room] && col != ROLL_LEFT_COLUMNS - 1)
            ui_line(ui, r.x + r.w, r.y, r.x + r.w, r.y + r.h, group_line, 4);
        if (floor < ROLL_FLOORS - 1 && h->group[room + ROLL_COLUMNS] != h->group[room]) ui_line(ui, r.x, r.y, r.x + r.w, r.y, group_line, 4);
        if (col == ROLL_LEFT_COLUMNS - 1 && h->group[room + 1] == h->group[room]) /* a group across the stairs */
            ui_line(ui, r.x + r.w, r.y + r.h / 2, r.x + r.w + 40, r.y + r.h / 2, group_line, 3);
    }
    SDL_Rect top_left = roll_geo_room(sheet, ROLL_ROOMS - ROLL_COLUMNS), bottom_right = roll_geo_room(sheet, ROLL_COLUMNS - 1);
    ui_frame(ui, (SDL_Rect){top_left.x - 2, top_left.y - 2, bottom_right.x + bottom_right.w - top_left.x + 4,
                            bottom_right.y + bottom_right.h - top_left.y + 4}, group_line, 3);
}

/* A bonus box: crossed when someone else took it first, circled when this seat did. */
static void claim_box(roll_window *w, ui_context *ui, SDL_Rect r, const char *text, int claim, int seat, Uint32 now)
{
    (void)now;
    box(ui, r, roll_paper, roll_faint, 1);
    roll_label_draw(w, ui, 17, roll_ink, r.x + r.w / 2, r.y + r.h / 2, 1, text);
    if (claim == seat + 1) roll_pen_circle(ui, r.x + r.w / 2, r.y + r.h / 2, r.h / 2 - 2, roll_pen, 1.0f);
    else if (claim) roll_pen_cross(ui, r, roll_pen, 1.0f);
}

static void row_and_column_bonuses(roll_window *w, ui_context *ui, int seat, SDL_Rect sheet, Uint32 now)
{
    const roll_state *st = roll_ui_state(w);
    char text[16];
    int x = roll_geo_room(sheet, ROLL_COLUMNS - 1).x + 96 + 8;
    roll_label_draw(w, ui, 17, roll_faint, x + 52, sheet.y + 46, 1, "rows L / R");
    for (int f = 0; f < ROLL_FLOORS; f++) {
        SDL_Rect r = roll_geo_room(sheet, f * ROLL_COLUMNS);
        snprintf(text, sizeof text, "%d", roll_rules.row_left_vp[f]);
        claim_box(w, ui, (SDL_Rect){x, r.y + 22, 50, 42}, text, st->row_claim[f * 2], seat, now);
        snprintf(text, sizeof text, "%d", roll_rules.row_right_vp[f]);
        claim_box(w, ui, (SDL_Rect){x + 56, r.y + 22, 50, 42}, text, st->row_claim[f * 2 + 1], seat, now);
    }
    for (int c = 0; c < ROLL_COLUMNS; c++) {
        SDL_Rect r = roll_geo_room(sheet, c);
        snprintf(text, sizeof text, "%d VP", roll_rules.column_vp[c]);
        claim_box(w, ui, (SDL_Rect){r.x + 14, r.y + r.h + 6, r.w - 28, 30}, text, st->column_claim[c], seat, now);
    }
}

static void staff_board(roll_window *w, ui_context *ui, int seat, SDL_Rect sheet)
{
    const roll_state *st = roll_ui_state(w);
    const roll_player *pl = &st->player[seat];
    const roll_staff_board *b = roll_staff_board_by_id(pl->staff_board);
    char text[160];
    snprintf(text, sizeof text, "Staff board %d", pl->staff_board);
    roll_label_draw(w, ui, 20, roll_ink, sheet.x + 1078, sheet.y + 26, 2, text);
    static const char *const types[3] = {"always", "once", "at the end"};
    for (int k = 0; k < ROLL_STAFF_SLOTS && b; k++) {
        SDL_Rect r = roll_geo_staff(sheet, k);
        const roll_staff_kind *kind = roll_staff_kind_by_id(b->kind[k]);
        bool hired = pl->hired >> k & 1;
        box(ui, r, hired ? (SDL_Color){232, 240, 220, 255} : roll_paper, roll_faint, 1);
        /* The clipboard: a board with its clip. */
        ui_fill(ui, (SDL_Rect){r.x + 6, r.y + 12, 26, 38}, (SDL_Color){196, 160, 110, 255});
        ui_fill(ui, (SDL_Rect){r.x + 13, r.y + 9, 12, 7}, roll_faint);
        if (hired) roll_pen_circle(ui, r.x + 19, r.y + 31, 20, roll_pen, 1.0f);
        snprintf(text, sizeof text, "%s · %dk", types[kind ? kind->type % 3 : 0], b->cost[k]);
        roll_label_draw(w, ui, 17, roll_faint, r.x + 40, r.y + 10, 0, text);
        /* Its effect in two short lines, the rest cut with "..." (the whole text on hover). */
        const char *words = kind ? kind->text : "";
        for (int line = 0; line < 2 && *words; line++) {
            size_t n = strlen(words), cut = n;
            bool last = line == 1;
            if (roll_label_width(w, ui, 17, words) > 180) {
                cut = 0;
                for (size_t k2 = 0; k2 < n; k2++)
                    if (words[k2] == ' ') {
                        snprintf(text, sizeof text, "%.*s%s", (int)k2, words, last ? "..." : "");
                        if (roll_label_width(w, ui, 17, text) > 180) break;
                        cut = k2;
                    }
                if (!cut) cut = n;
            }
            snprintf(text, sizeof text, "%.*s%s", (int)cut, words, last && cut < n ? "..." : "");
            roll_label_draw(w, ui, 17, roll_ink, r.x + 40, r.y + 28 + line * 18, 0, text);
            words += cut;
            while (*words == ' ') words++;
        }
        if (seat == roll_ui_to_act(w) && roll_ui_lit(w, (ui_el){RE_STAFF, (int16_t)(seat * 8 + k)})) {
            ui_fill(ui, r, lit_wash);
            ui_frame(ui, r, lit, 4);
        }
    }
}

static void emperor_tracks(roll_window *w, ui_context *ui, int seat, SDL_Rect sheet)
{
    const roll_state *st = roll_ui_state(w);
    const roll_player *pl = &st->player[seat];
    const roll_hotel *h = roll_hotel_by_id(pl->hotel);
    int active = roll_active_track(st->round);
    char text[48];
    for (int t = 0; t < ROLL_TRACKS; t++) {
        SDL_Rect first = roll_geo_track(sheet, t, 0);
        snprintf(text, sizeof text, "Emperor %d", t + 1);
        roll_label_draw(w, ui, 20, t == active ? roll_pen : roll_ink, sheet.x + 24, first.y + 16, 0, text);
        snprintf(text, sizeof text, "rounds %s", t == 0 ? "1-3" : t == 1 ? "4-5" : "6-7");
        roll_label_draw(w, ui, 17, roll_faint, sheet.x + 24, first.y + 38, 0, text);
        int spaces = roll_rules.track_spaces[t];
        for (int k = 0; k < spaces; k++) {
            SDL_Rect r = roll_geo_track(sheet, t, k);
            box(ui, r, k + 1 >= roll_rules.track_light_from[t] ? roll_light : roll_paper, roll_faint, 1);
            if (h && h->emperor[t][k].count) {
                roll_words_bonus(&h->emperor[t][k], text, sizeof text);
                box_words(w, ui, r, text);
            }
            if (k < pl->emperor[t]) roll_pen_cross(ui, r, roll_pen, 1.0f);
        }
        SDL_Rect end = roll_geo_track(sheet, t, spaces);
        snprintf(text, sizeof text, "first +%d", roll_rules.track_first_vp[t]);
        claim_box(w, ui, (SDL_Rect){end.x + 4, end.y + 4, 100, 44}, text, st->track_first[t], seat, 0);
        bool checked = pl->checked >> t & 1, penalty = pl->penalty >> t & 1;
        snprintf(text, sizeof text, "%s -%d", checked && !penalty ? "met" : "check", roll_rules.track_penalty[t]);
        SDL_Rect pen = {end.x + 110, end.y + 4, 100, 44};
        box(ui, pen, roll_paper, roll_faint, 1);
        roll_label_draw(w, ui, 17, penalty ? (SDL_Color){170, 30, 30, 255} : roll_ink, pen.x + pen.w / 2, pen.y + 22, 1, text);
        if (penalty) roll_pen_circle(ui, pen.x + pen.w / 2, pen.y + 22, 20, (SDL_Color){170, 30, 30, 255}, 1.0f);
    }
    if (pl->overflow) {
        snprintf(text, sizeof text, "past the end: +%d VP", pl->overflow);
        roll_label_draw(w, ui, 17, roll_pen, sheet.x + 24, roll_geo_track(sheet, 2, 0).y + 68, 0, text);
    }
}

static void money_and_loans(roll_window *w, ui_context *ui, int seat, SDL_Rect sheet, Uint32 now)
{
    const roll_state *st = roll_ui_state(w);
    const roll_player *pl = &st->player[seat];
    char text[48];
    snprintf(text, sizeof text, "Krone: %d", pl->money);
    roll_label_draw(w, ui, 20, roll_ink, sheet.x + 24, sheet.y + 660, 0, text);
    roll_label_draw(w, ui, 17, roll_faint, sheet.x + 24, sheet.y + 688, 0, "3 left = 1 VP");
    /* As on paper: each krone gained circles the next symbol, each one spent crosses the first circled one
     * not yet crossed. Past 32 the track shows the last 32 krone circled (the earlier ones all crossed). */
    float part = roll_mark_part(w->money_at[seat], now, w->anim_factor);
    int gained = w->gained[seat] > pl->money ? w->gained[seat] : pl->money, spent = gained - pl->money;
    int base = gained > 32 ? gained - 32 : 0;
    for (int k = 0; k < 32; k++) {
        SDL_Rect r = roll_geo_money(sheet, k);
        int krone = base + k, cx = r.x + r.w / 2, cy = r.y + r.h / 2;
        roll_pen_circle(ui, cx, cy, 8, roll_faint, 1.0f);
        if (krone < gained) roll_pen_circle(ui, cx, cy, 15, roll_pen, krone == gained - 1 ? part : 1.0f);
        if (krone < spent) roll_pen_cross(ui, (SDL_Rect){r.x + 2, r.y + 2, r.w - 4, r.h - 4}, roll_pen, krone == spent - 1 ? part : 1.0f);
    }
    if (base) {
        snprintf(text, sizeof text, "+%d", base);
        roll_label_draw(w, ui, 17, roll_pen, sheet.x + 820, sheet.y + 684, 0, text);
    }
    for (int k = 0; k < ROLL_LOANS_MAX; k++) {
        SDL_Rect r = roll_geo_loan(sheet, k);
        box(ui, r, roll_paper, roll_faint, 1);
        roll_label_draw(w, ui, 17, roll_ink, r.x + r.w / 2, r.y + 16, 1, "loan");
        snprintf(text, sizeof text, "+%dk", roll_rules.loan_krone);
        roll_label_draw(w, ui, 17, roll_ink, r.x + r.w / 2, r.y + 40, 1, text);
        snprintf(text, sizeof text, "-%d VP", roll_rules.loan_vp[k]);
        roll_label_draw(w, ui, 17, (SDL_Color){170, 30, 30, 255}, r.x + r.w / 2, r.y + 62, 1, text);
        if (k < pl->loans) roll_pen_cross(ui, r, roll_pen, 1.0f);
        if (seat == roll_ui_to_act(w) && roll_ui_lit(w, (ui_el){RE_LOAN, (int16_t)(seat * 4 + k)})) ui_frame(ui, r, lit, 4);
    }
}

static void group_table(roll_window *w, ui_context *ui, int seat, SDL_Rect sheet)
{
    const roll_state *st = roll_ui_state(w);
    const roll_hotel *h = roll_hotel_by_id(st->player[seat].hotel);
    SDL_Rect r = roll_geo_groups(sheet);
    printed_panel(ui, r);
    roll_title_draw(w, ui, 24, roll_ink, r.x + 12, r.y + 18, 0, "A group fully occupied");
    static const char *const rows[3] = {"VP at the end", "krone at once", "Emperor spaces"};
    const uint8_t *values[3] = {roll_rules.group_blue_vp, roll_rules.group_red_krone, roll_rules.group_yellow_emperor};
    char text[64];
    roll_label_draw(w, ui, 17, roll_faint, r.x + 100, r.y + 48, 1, "2 rooms");
    roll_label_draw(w, ui, 17, roll_faint, r.x + 170, r.y + 48, 1, "3");
    roll_label_draw(w, ui, 17, roll_faint, r.x + 230, r.y + 48, 1, "4");
    for (int c = 0; c < 3; c++) {
        int y = r.y + 80 + c * 44;
        ui_fill(ui, (SDL_Rect){r.x + 12, y - 14, 40, 28}, roll_room_colour(c, true));
        for (int s = 0; s < 3; s++) {
            snprintf(text, sizeof text, "%d", values[c][s]);
            roll_label_draw(w, ui, 20, roll_ink, r.x + (s == 0 ? 100 : s == 1 ? 170 : 230), y, 1, text);
        }
        roll_label_draw(w, ui, 17, roll_faint, r.x + 270, y, 0, rows[c]);
    }
    int done = 0;
    for (int g = 0; h && g < h->group_count; g++) done += st->player[seat].groups >> g & 1;
    snprintf(text, sizeof text, "Groups full: %d of %d", done, h ? h->group_count : 0);
    roll_label_draw(w, ui, 17, roll_ink, r.x + 12, r.y + 218, 0, text);
}

static void scoring_pad(roll_window *w, ui_context *ui, int seat, SDL_Rect sheet)
{
    const roll_state *st = roll_ui_state(w);
    SDL_Rect r = roll_geo_pad(sheet);
    printed_panel(ui, r);
    bool over = roll_ui_to_act(w) < 0;
    int16_t steps[ROLL_SCORE_STEPS];
    int total = over ? st->player[seat].vp : roll_projected_score(st, seat, steps);
    if (over) memcpy(steps, st->player[seat].score, sizeof steps);
    roll_title_draw(w, ui, 24, roll_ink, r.x + 12, r.y + 18, 0, over ? "Scoring pad" : "Scoring pad (if the game ended now)");
    char text[48];
    for (int k = 0; k < ROLL_SCORE_STEPS; k++) {
        int y = r.y + 48 + k * 25;
        snprintf(text, sizeof text, "%d. %s", k + 1, roll_words_step(k));
        roll_label_draw(w, ui, 17, roll_ink, r.x + 16, y, 0, text);
        snprintf(text, sizeof text, "%d", steps[k]);
        roll_label_draw(w, ui, 17, roll_pen, r.x + r.w - 24, y, 2, text);
    }
    snprintf(text, sizeof text, "Total %d VP", total);
    roll_label_draw(w, ui, 20, roll_pen, r.x + r.w - 24, r.y + 226, 2, text);
}

void roll_draw_sheet(roll_window *w, ui_context *ui, int seat, SDL_Rect sheet)
{
    const roll_state *st = roll_ui_state(w);
    const roll_player *pl = &st->player[seat];
    const roll_hotel *h = roll_hotel_by_id(pl->hotel);
    Uint32 now = ui->now;
    box(ui, sheet, roll_paper, scene_player_colour(w->colours[seat]), 5);
    char text[160];
    roll_title_draw(w, ui, 30, roll_ink, sheet.x + 24, sheet.y + 30, 0, w->session.names[seat]);
    int name_w = ui_text_width(ui, UI_FONT_TITLE, 30, w->session.names[seat]);
    snprintf(text, sizeof text, "·  hotel %d%s", pl->hotel, seat == roll_ui_to_act(w) ? "  ·  to play" : "");
    roll_label_draw(w, ui, 22, roll_ink, sheet.x + 24 + name_w + 14, sheet.y + 28, 0, text);
    if (!h) return;
    for (int room = 0; room < ROLL_ROOMS; room++) draw_room(w, ui, seat, sheet, room, now);
    for (int f = 0; f < ROLL_FLOORS; f++) staircase(ui, roll_geo_room(sheet, f * ROLL_COLUMNS + ROLL_LEFT_COLUMNS - 1));
    group_borders(ui, h, sheet);
    row_and_column_bonuses(w, ui, seat, sheet, now);
    staff_board(w, ui, seat, sheet);
    emperor_tracks(w, ui, seat, sheet);
    money_and_loans(w, ui, seat, sheet, now);
    group_table(w, ui, seat, sheet);
    scoring_pad(w, ui, seat, sheet);
}

void roll_draw_small(roll_window *w, ui_context *ui, int seat, SDL_Rect r)
{
    const roll_state *st = roll_ui_state(w);
    const roll_player *pl = &st->player[seat];
    const roll_hotel *h = roll_hotel_by_id(pl->hotel);
    bool hover = w->hover.kind == RE_SHEET && w->hover.index == seat;
    box(ui, r, roll_paper, scene_player_colour(w->colours[seat]), hover ? 6 : 4);
    char text[120];
    snprintf(text, sizeof text, "%s%s", w->session.names[seat], seat == roll_ui_to_act(w) ? "  ·  to play" : "");
    roll_title_draw(w, ui, 24, roll_ink, r.x + 10, r.y + 18, 0, text);
    for (int room = 0; h && room < ROLL_ROOMS; room++) {
        SDL_Rect c = roll_geo_small_room(r, room);
        ui_fill(ui, c, roll_room_colour(h->colour[room], pl->room[room] == ROLL_ROOM_OCCUPIED));
        if (pl->room[room] == ROLL_ROOM_PREPARED) roll_pen_circle(ui, c.x + c.w / 2, c.y + c.h / 2, 6, roll_pen, 1.0f);
        if (pl->room[room] == ROLL_ROOM_OCCUPIED) roll_pen_cross(ui, c, roll_pen, 1.0f);
    }
    int x = r.x + 222;
    snprintf(text, sizeof text, "%d krone  ·  %d loan%s", pl->money, pl->loans, pl->loans == 1 ? "" : "s");
    roll_label_draw(w, ui, 17, roll_ink, x, r.y + 48, 0, text);
    snprintf(text, sizeof text, "Emperor %d · %d · %d", pl->emperor[0], pl->emperor[1], pl->emperor[2]);
    roll_label_draw(w, ui, 17, roll_ink, x, r.y + 74, 0, text);
    int hired = 0;
    for (int k = 0; k < ROLL_STAFF_SLOTS; k++) hired += pl->hired >> k & 1;
    snprintf(text, sizeof text, "Staff hired: %d of 6", hired);
    roll_label_draw(w, ui, 17, roll_ink, x, r.y + 100, 0, text);
    snprintf(text, sizeof text, roll_ui_to_act(w) < 0 ? "%d VP" : "now about %d VP", roll_ui_to_act(w) < 0 ? pl->vp : roll_projected_score(st, seat, NULL));
    roll_label_draw(w, ui, 17, roll_pen, x, r.y + 126, 0, text);
    /* The three tracks in little. */
    for (int t = 0; t < ROLL_TRACKS; t++)
        for (int k = 0; k < roll_rules.track_spaces[t]; k++) {
            SDL_Rect c = {r.x + 10 + k * 20, r.y + 134 + t * 19, 18, 16};
            ui_fill(ui, c, k + 1 >= roll_rules.track_light_from[t] ? roll_light : (SDL_Color){236, 228, 210, 255});
            if (k < pl->emperor[t]) roll_pen_cross(ui, c, roll_pen, 1.0f);
        }
    roll_label_draw(w, ui, 17, roll_faint, r.x + r.w - 10, r.y + r.h - 16, 2, "click to enlarge");
}

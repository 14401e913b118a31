/* Let's Roll's table drawn around the sheets: the round and the roll across the top, the large sheet, the
 * action board with its sorted dice (strength for the seat to play, the spaces it may take lit), the prompt
 * with its buttons and Undo, the others' sheets, the log, what the pointer rests on, the caption of the last
 * step and the Emperor's check summary. */
#include "roll_table.h"
#include "ui/log_draw.h"
#include "ui/scenes.h"

#include <stdio.h>
#include <string.h>

static const SDL_Color felt = {54, 74, 62, 255}, cream = {250, 244, 228, 255}, gold = {222, 150, 20, 255};

static void header(roll_window *w, ui_context *ui)
{
    const roll_state *st = roll_ui_state(w);
    char text[200];
    if (roll_ui_to_act(w) < 0) snprintf(text, sizeof text, "Let's Roll  ·  the game is over");
    else
        snprintf(text, sizeof text, "Let's Roll  ·  round %d of %d, %s time round  ·  Emperor track %d is active (checked after round %d)",
                 st->round, roll_rules.rounds, st->cycle == 1 ? "first" : "second", roll_active_track(st->round) + 1,
                 roll_rules.check_rounds[roll_active_track(st->round)]);
    roll_label_draw(w, ui, 24, cream, 24, 32, 0, text);
}

/* A die's face with `pips` dots. */
static void die_face(ui_context *ui, SDL_Rect r, int pips, bool lit)
{
    ui_fill(ui, r, cream);
    ui_frame(ui, r, lit ? gold : roll_ink, lit ? 4 : 2);
    static const int at[7][6][2] = {{{0}}, {{1, 1}}, {{0, 0}, {2, 2}}, {{0, 0}, {1, 1}, {2, 2}},
                                    {{0, 0}, {2, 0}, {0, 2}, {2, 2}}, {{0, 0}, {2, 0}, {1, 1}, {0, 2}, {2, 2}},
                                    {{0, 0}, {2, 0}, {0, 1}, {2, 1}, {0, 2}, {2, 2}}};
    for (int k = 0; k < pips && pips <= 6; k++) {
        int x = r.x + r.w / 4 + at[pips][k][0] * r.w / 4, y = r.y + r.h / 4 + at[pips][k][1] * r.h / 4;
        ui_fill(ui, (SDL_Rect){x - 4, y - 4, 9, 9}, roll_ink);
    }
}

static void action_board(roll_window *w, ui_context *ui)
{
    const roll_state *st = roll_ui_state(w);
    int seat = roll_ui_to_act(w);
    char text[64];
    for (int s = 1; s <= 6; s++) {
        SDL_Rect r = roll_geo_space(s);
        bool legal = roll_ui_lit(w, (ui_el){RE_SPACE, (int16_t)s});
        bool hover = w->hover.kind == RE_SPACE && w->hover.index == s;
        ui_fill(ui, r, legal ? (SDL_Color){255, 246, 214, 255} : (SDL_Color){214, 208, 194, 255});
        ui_frame(ui, r, legal ? gold : roll_faint, legal ? (hover ? 6 : 4) : 1);
        static const char *const names[7][2] = {{"", ""}, {"Prepare", "rooms"}, {"Occupy", "a room"}, {"Prepare", "or occupy"},
                                                {"Emperor", "or krone"}, {"Hire", "staff"}, {"Imitate", "an action"}};
        roll_label_draw(w, ui, 17, roll_ink, r.x + r.w / 2, r.y + 13, 1, names[s][0]);
        roll_label_draw(w, ui, 17, roll_faint, r.x + r.w / 2, r.y + 31, 1, names[s][1]);
        int dice = st->dice[s];
        /* The round's dice sorted onto their space: up to four faces drawn, the count beside. */
        for (int k = 0; k < dice && k < 4; k++) die_face(ui, (SDL_Rect){r.x + 12 + (k % 2) * 54, r.y + 44 + (k / 2) * 54, 46, 46}, s, false);
        snprintf(text, sizeof text, dice == 1 ? "1 die" : "%d dice", dice);
        roll_label_draw(w, ui, 17, roll_ink, r.x + r.w / 2, r.y + 158, 1, text);
        if (seat >= 0 && dice) {
            snprintf(text, sizeof text, "strength %d", roll_space_strength(st, seat, s));
            roll_label_draw(w, ui, 17, legal ? roll_pen : roll_faint, r.x + r.w / 2, r.y + 177, 1, text);
        }
    }
}

static void prompt_and_buttons(roll_window *w, ui_context *ui)
{
    SDL_Rect p = roll_geo_prompt();
    ui_fill(ui, p, cream);
    ui_frame(ui, p, gold, 2);
    char text[300];
    roll_words_prompt(w, text, sizeof text);
    ui_text_wrapped(ui, UI_FONT_TEXT, 19, roll_ink, p.x + p.w / 2, p.y + 8, p.w - 20, text);
    int n = 0;
    for (int i = 0; i < w->legal_count && roll_ui_person_acts(w); i++) { /* a computer's choices are not buttons */
        ui_el e;
        roll_command c = roll_command_of(w->legal[i]);
        if (!roll_geo_move_el(w, w->legal[i], &e) || e.kind != RE_BUTTON) continue;
        roll_words_button(w, c, text, sizeof text);
        bool hover = w->hover.kind == RE_BUTTON && w->hover.index == e.index;
        scene_button(ui, roll_geo_button(n++), text, hover, true, 20);
    }
    bool undo = bg_session_can_undo(&w->session) && roll_ui_to_act(w) >= 0 && w->session.control[roll_ui_to_act(w)] == BG_CONTROL_PERSON;
    scene_button(ui, roll_geo_undo(), "Undo", w->hover.kind == RE_UNDO, undo, 20);
}

static void tooltip(roll_window *w, ui_context *ui)
{
    if (w->hover.kind == RE_NONE || ui->now - w->hover_since < 350) return;
    char text[400];
    roll_words_explain(w, w->hover, text, sizeof text);
    if (!text[0]) return;
    int width = 520;
    SDL_Point size = ui_text_wrapped_size(ui, UI_FONT_TEXT, 18, width, text);
    int x = w->mouse.x + 24, y = w->mouse.y + 24;
    if (x + width + 20 > UI_CANVAS_W) x = UI_CANVAS_W - width - 20;
    if (y + size.y + 20 > UI_CANVAS_H) y = w->mouse.y - size.y - 30;
    SDL_Rect r = {x, y, width + 20, size.y + 16};
    ui_fill(ui, r, (SDL_Color){255, 252, 240, 250});
    ui_frame(ui, r, roll_ink, 2);
    ui_text_wrapped(ui, UI_FONT_TEXT, 18, roll_ink, x + 10 + width / 2, y + 8, width, text);
}

static void summary(roll_window *w, ui_context *ui)
{
    if (!w->summary_lines || ui->now >= w->summary_until) return;
    SDL_Rect r = {460, 300, 1000, 120 + 44 * w->summary_lines};
    ui_fill(ui, (SDL_Rect){0, 0, UI_CANVAS_W, UI_CANVAS_H}, (SDL_Color){0, 0, 0, 90});
    ui_fill(ui, r, cream);
    ui_frame(ui, r, gold, 5);
    roll_label_draw(w, ui, 28, roll_ink, r.x + r.w / 2, r.y + 44, 1, w->summary[0]);
    for (int i = 1; i < w->summary_lines; i++) roll_label_draw(w, ui, 22, roll_ink, r.x + 40, r.y + 60 + 44 * i, 0, w->summary[i]);
    roll_label_draw(w, ui, 18, roll_faint, r.x + r.w / 2, r.y + r.h - 28, 1, "Click to go on");
}

/* Everything on the table that changes only with the game, the legal list, the focus and what the pointer
 * lights (not where it is): drawn into the kept layer. */
void roll_draw_layer(roll_window *w, ui_context *ui)
{
    SDL_SetRenderDrawColor(ui->renderer, 30, 40, 34, 255);
    SDL_RenderClear(ui->renderer);
    ui_fill(ui, (SDL_Rect){0, 0, UI_CANVAS_W, UI_CANVAS_H}, felt);
    if (!w->live) return;
    header(w, ui);
    int focus = roll_ui_focus(w);
    roll_draw_sheet(w, ui, focus, roll_geo_sheet());
    action_board(w, ui);
    prompt_and_buttons(w, ui);
    int others[ROLL_MAX_PLAYERS], n = roll_geo_others(w, others);
    for (int i = 0; i < n; i++) roll_draw_small(w, ui, others[i], roll_geo_small(i));
    SDL_Rect log = roll_geo_log();
    ui_fill(ui, log, cream);
    log_draw(ui, &w->log, w->log_scroll, (SDL_Rect){log.x + 8, log.y + 6, log.w - 16, log.h - 12}, roll_ink);
}

static uint64_t layer_key(const roll_window *w, const ui_context *ui, int out_w, int out_h)
{
    uint64_t h = 0xcbf29ce484222325ULL;
#define MIX(v) (h = (h ^ (uint64_t)(v)) * 0x100000001b3ULL)
    MIX(w->live), MIX(out_w), MIX(out_h), MIX(ui->offset_x), MIX(ui->offset_y), MIX(ui->colour_blind);
    if (w->live) {
        MIX(roll_hash(roll_ui_state(w))), MIX(w->session.count), MIX(w->session.undo_count), MIX(roll_ui_focus(w));
        MIX(w->legal_count), MIX(w->log.count), MIX(w->log_scroll), MIX(roll_ui_person_acts(w));
        for (int s = 0; s < ROLL_MAX_PLAYERS; s++) MIX(w->gained[s]), MIX(w->colours[s]);
        for (int i = 0; i < w->legal_count; i++) MIX(roll_command_of(w->legal[i]).type), MIX(roll_command_of(w->legal[i]).a);
        /* The pointer lights a space, a button, Undo or another's sheet; resting elsewhere changes nothing here. */
        int k = w->hover.kind;
        if (k == RE_SPACE || k == RE_BUTTON || k == RE_UNDO || k == RE_SHEET) MIX(k), MIX(w->hover.index);
    }
#undef MIX
    return h | 1;
}

void roll_draw_table(roll_window *w, ui_context *ui)
{
    int out_w = 0, out_h = 0;
    SDL_GetRendererOutputSize(ui->renderer, &out_w, &out_h);
    bool still = ui->now >= w->marks_until; /* a pen stroke being drawn is drawn straight to the window */
    if (still && (!w->layer || w->layer_w != out_w || w->layer_h != out_h)) {
        if (w->layer) SDL_DestroyTexture(w->layer);
        w->layer = SDL_CreateTexture(ui->renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, out_w, out_h);
        w->layer_w = out_w, w->layer_h = out_h, w->layer_key = 0;
        if (w->layer) SDL_SetTextureBlendMode(w->layer, SDL_BLENDMODE_NONE);
    }
    if (!still || !w->layer) {
        roll_draw_layer(w, ui);
        w->layer_key = 0;
    } else {
        uint64_t key = layer_key(w, ui, out_w, out_h);
        if (key != w->layer_key) {
            SDL_Texture *target = SDL_GetRenderTarget(ui->renderer);
            if (SDL_SetRenderTarget(ui->renderer, w->layer) == 0) {
                roll_draw_layer(w, ui);
                SDL_SetRenderTarget(ui->renderer, target);
                w->layer_key = key;
            } else { /* no target textures: straight to the window, every frame */
                SDL_DestroyTexture(w->layer);
                w->layer = NULL;
                roll_draw_layer(w, ui);
            }
        }
        if (w->layer) SDL_RenderCopy(ui->renderer, w->layer, NULL, NULL);
    }
    if (!w->live) return;
    if (w->message[0] && ui->now < w->message_until) {
        SDL_Rect m = {40, 960, 1040, 28};
        roll_label_draw(w, ui, 19, (SDL_Color){255, 220, 200, 255}, m.x, m.y + 12, 0, w->message);
    }
    tooltip(w, ui);
}

void roll_draw_steps(roll_window *w, ui_context *ui)
{
    if (w->live && w->caption[0] && ui->now < w->caption_until) {
        /* Over the foot of the large sheet, on as many lines as the command's meaning takes. */
        int one = roll_label_width(w, ui, 22, w->caption), width = one < 1000 ? one : 1000;
        SDL_Point size = ui_text_wrapped_size(ui, UI_FONT_TEXT, 22, width, w->caption);
        SDL_Rect r = {561 - width / 2 - 20, 1056 - size.y - 16, width + 40, size.y + 16};
        ui_fill(ui, r, (SDL_Color){40, 30, 24, 235});
        ui_text_wrapped(ui, UI_FONT_TEXT, 22, cream, r.x + r.w / 2, r.y + 8, width, w->caption);
    }
    summary(w, ui);
    if (w->guide_on) roll_guide_draw(w, ui);
}

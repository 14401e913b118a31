/* Let's Roll's final scoring: each player's scoring pad filled in step by step (seed 003's seven steps), a
 * bar of each total, the winner or winners (a tie shares the victory), and Rematch, Save replay, Main menu. */
#include "roll_table.h"
#include "ui/scenes.h"
#include "ui/table_game.h"

#include <stdio.h>
#include <string.h>

#define STEP_MS 450u

static const SDL_Rect buttons[3] = {{560, 960, 240, 56}, {840, 960, 240, 56}, {1120, 960, 240, 56}};
static const char *const button_words[3] = {"Rematch", "Save replay", "Main menu"};
static const char *const button_keys[3] = {"rematch", "save", "menu"};

void roll_final_draw(roll_window *w, ui_context *ui, Uint32 elapsed)
{
    scene_backdrop(ui);
    if (!w->live) return;
    const roll_state *st = roll_ui_state(w);
    unsigned winners = roll_winners(st);
    char text[200];
    roll_label_draw(w, ui, 40, roll_ink, UI_CANVAS_W / 2, 90, 1, "Let's Roll - the final scoring");
    int shown = (int)(elapsed / STEP_MS); /* steps shown so far */
    int col_w = 400, x0 = UI_CANVAS_W / 2 - st->players * col_w / 2;
    int best = 1;
    for (int s = 0; s < st->players; s++) best = st->player[s].vp > best ? st->player[s].vp : best;
    for (int s = 0; s < st->players; s++) {
        SDL_Rect r = {x0 + s * col_w + 10, 150, col_w - 20, 560};
        ui_fill(ui, r, roll_paper);
        ui_frame(ui, r, scene_player_colour(w->colours[s]), 5);
        roll_label_draw(w, ui, 26, roll_ink, r.x + r.w / 2, r.y + 30, 1, w->session.names[s]);
        for (int k = 0; k < ROLL_SCORE_STEPS; k++) {
            int y = r.y + 80 + k * 46;
            snprintf(text, sizeof text, "%d. %s", k + 1, roll_words_step(k));
            roll_label_draw(w, ui, 20, roll_ink, r.x + 16, y, 0, text);
            if (k < shown) {
                snprintf(text, sizeof text, "%d", st->player[s].score[k]);
                roll_label_draw(w, ui, 24, roll_pen, r.x + r.w - 20, y, 2, text);
            }
            ui_line(ui, r.x + 12, y + 22, r.x + r.w - 12, y + 22, (SDL_Color){220, 210, 190, 255}, 1);
        }
        if (shown >= ROLL_SCORE_STEPS) {
            snprintf(text, sizeof text, "Total %d VP", st->player[s].vp);
            roll_label_draw(w, ui, 28, roll_pen, r.x + r.w / 2, r.y + 430, 1, text);
            if (winners >> s & 1) {
                /* Under the total, circled as a pen would: the loop clear of the total above it. */
                roll_label_draw(w, ui, 26, (SDL_Color){170, 110, 10, 255}, r.x + r.w / 2, r.y + 500, 1, "Winner!");
                roll_pen_ellipse(ui, r.x + r.w / 2, r.y + 500, 90, 30, (SDL_Color){170, 110, 10, 255}, 1.0f);
            }
        }
        /* The chart: each total as a bar. */
        int bar = shown >= ROLL_SCORE_STEPS ? (st->player[s].vp > 0 ? st->player[s].vp : 0) * 150 / best : 0; /* clear of the winners' line */
        ui_fill(ui, (SDL_Rect){r.x + r.w / 2 - 40, 935 - bar, 80, bar}, scene_player_colour(w->colours[s]));
    }
    ui_line(ui, x0, 935, x0 + st->players * col_w, 935, roll_ink, 2);
    if (shown >= ROLL_SCORE_STEPS) {
        int n = 0;
        text[0] = 0;
        for (int s = 0; s < st->players; s++)
            if (winners >> s & 1) n += snprintf(text + n, sizeof text - (size_t)n, "%s%s", n ? " and " : "", w->session.names[s]);
        if (n) snprintf(text + n, sizeof text - (size_t)n, (winners & (winners - 1)) ? " share the victory." : " wins.");
        roll_label_draw(w, ui, 28, roll_ink, UI_CANVAS_W / 2, 740, 1, text);
    }
    for (int i = 0; i < 3; i++) scene_button(ui, buttons[i], button_words[i], w->final_hover == i, true, 24);
    if (w->final_status[0]) roll_label_draw(w, ui, 18, roll_ink, UI_CANVAS_W / 2, 1040, 1, w->final_status);
}

static bool inside(SDL_Rect r, SDL_Point p) { return p.x >= r.x && p.y >= r.y && p.x < r.x + r.w && p.y < r.y + r.h; }

int roll_final_mouse(roll_window *w, SDL_Point at)
{
    w->final_hover = -1;
    for (int i = 0; i < 3; i++)
        if (inside(buttons[i], at)) w->final_hover = i;
    return w->final_hover < 0 ? UI_FINAL_NONE : w->final_hover == 0 ? UI_FINAL_REMATCH : w->final_hover == 1 ? UI_FINAL_SAVE_REPLAY : UI_FINAL_MENU;
}

bool roll_final_point(const char *button, SDL_Point *out)
{
    for (int i = 0; i < 3; i++)
        if (!strcmp(button, button_keys[i])) {
            *out = (SDL_Point){buttons[i].x + buttons[i].w / 2, buttons[i].y + buttons[i].h / 2};
            return true;
        }
    return false;
}

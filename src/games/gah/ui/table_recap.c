/* "Since your last turn" (issue 40): what the others did while the person waited, one click away - each
 * paced step in the words of its caption, and the VP each seat gained meanwhile. It begins with the first
 * step after a person's command and stays until the next such step, so it can be read all through the turn. */
#include "games/gah/ui/pacing.h"

#include <stdio.h>
#include <string.h>

static const SDL_Color ink = {58, 36, 24, 255};
static const SDL_Color paper = {243, 230, 200, 255};
static const SDL_Color gilt = {176, 141, 60, 255};
static const SDL_Color wine = {140, 42, 42, 255};

static void reset(table_scene *t)
{
    t->recap_count = 0;
    t->recap_open = false;
    memset(t->recap_vp, 0, sizeof t->recap_vp);
    t->recap_seats = 0;
}

static void add_line(table_scene *t, const char *words)
{
    if (t->recap_count == TABLE_RECAP_LINES) { /* the latest stay */
        memmove(t->recap_lines[0], t->recap_lines[1], sizeof t->recap_lines[0] * (TABLE_RECAP_LINES - 1));
        t->recap_count--;
    }
    snprintf(t->recap_lines[t->recap_count++], sizeof t->recap_lines[0], "%s", words);
}

void table_recap_note(table_scene *t, const gah_events *ev, int paced_seat)
{
    const gah_state *st = gah_session_state(&t->session);
    const char *names[GAH_MAX_PLAYERS];
    for (int s = 0; s < GAH_MAX_PLAYERS; s++) names[s] = t->names[s];
    bool stepping = false;
    for (int i = 0; i < ev->count; i++) {
        const gah_event *e = &ev->list[i];
        char words[LOG_LINE_MAX];
        bool step = pacing_is_step(st, e, paced_seat) && gah_event_text(st, e, names, words, sizeof words);
        if (step && !stepping) {
            if (t->recap_stale || paced_seat < 0) reset(t); /* the first step since a person acted */
            t->recap_stale = false;
            stepping = true;
        }
        if (!stepping) continue;
        if (step) {
            add_line(t, words);
            t->recap_seats |= 1u << e->seat;
        }
        if (e->type == GAH_EV_VP && e->seat < GAH_MAX_PLAYERS) t->recap_vp[e->seat] += e->value, t->recap_seats |= 1u << e->seat;
    }
    if (!stepping && paced_seat < 0) t->recap_stale = true; /* a person's command: the next steps begin a new recap */
}

bool table_recap_offered(const table_scene *t)
{
    int seat = table_prompt_seat(t);
    return t->recap_count > 0 && !t->lag_on && t->session.control[seat] == BG_CONTROL_PERSON;
}

SDL_Rect table_recap_button_rect(void) { return (SDL_Rect){1344, 326, 192, 40}; }

static SDL_Rect box_rect(const table_scene *t) { return table_summary_rect(t->recap_count + 1, 30); }

bool table_recap_click(table_scene *t, SDL_Point at)
{
    if (t->recap_open) { /* a click anywhere closes it and does nothing else */
        t->recap_open = false;
        return true;
    }
    SDL_Rect b = table_recap_button_rect();
    if (!table_recap_offered(t) || !SDL_PointInRect(&at, &b)) return false;
    t->recap_open = true;
    return true;
}

void table_recap_draw_button(table_scene *t, ui_context *ui)
{
    if (!table_recap_offered(t)) return;
    SDL_Rect b = table_recap_button_rect();
    ui_fill(ui, b, t->recap_open ? wine : paper);
    ui_frame(ui, b, gilt, 2);
    ui_text_middle(ui, UI_FONT_TEXT, 17, t->recap_open ? paper : wine, b.x + b.w / 2, b.y + b.h / 2, 1, "Since your turn");
}

void table_recap_draw(table_scene *t, ui_context *ui)
{
    if (!t->recap_open || !table_recap_offered(t)) return;
    SDL_Rect box = box_rect(t);
    ui_fill(ui, box, (SDL_Color){250, 242, 222, 250});
    ui_frame(ui, box, gilt, 4);
    ui_text(ui, UI_FONT_TITLE, 34, wine, box.x + box.w / 2, box.y + 10, 1, "Since your last turn");
    /* The VP each seat gained, on one line under the title. */
    char gains[200] = "";
    size_t n = 0;
    for (int s = 0; s < GAH_MAX_PLAYERS; s++) {
        if (!(t->recap_seats & (1u << s))) continue;
        int w = snprintf(gains + n, sizeof gains - n, "%s%s %+d VP", n ? "   ·   " : "", t->names[s], t->recap_vp[s]);
        if (w < 0 || (size_t)w >= sizeof gains - n) break;
        n += (size_t)w;
    }
    ui_text(ui, UI_FONT_TEXT, 20, wine, box.x + 30, box.y + 62, 0, gains);
    for (int i = 0; i < t->recap_count; i++)
        ui_text(ui, UI_FONT_TEXT, ui_text_fit_size(ui, UI_FONT_TEXT, 19, 15, box.w - 60, t->recap_lines[i]), ink, box.x + 30,
                box.y + 100 + i * 30, 0, t->recap_lines[i]);
    /* At the top: the foot of a long recap lies where the Hint button is drawn over the table. */
    ui_text(ui, UI_FONT_TEXT, 17, gilt, box.x + box.w - 20, box.y + 18, 2, "Click anywhere to close");
}

/* The Hint button on a person's turn: the game's suggestion (its players' hint), thought out on the worker
 * thread, lit on the table with one line of why. There is no button when the game gives no hints: no hint
 * is better than a made-up one. */
#include "app/internal.h"

#include <stdio.h>
#include <string.h>

static const SDL_Color paper = {243, 230, 200, 255};
static const SDL_Color gilt = {176, 141, 60, 255};
static const SDL_Color wine = {140, 42, 42, 255};

/* A person's turn, the player wants hints, and the game gives them: against people, computers or the solo
 * automa alike (the base game's search plays the automa's turns in its playouts). */
bool hint_offered(const app *a)
{
    if (!a->prefs.hints || !ai_hint_available(&a->worker) || a->scene != SCENE_TABLE || a->handover_seat >= 0 || !a->table_live)
        return false;
    if (a->table_game->showing_steps && a->table_game->showing_steps(a->table)) return false; /* others' steps still show */
    int seat = a->table_game->to_act(a->table);
    return seat >= 0 && app_session(a)->control[seat] == BG_CONTROL_PERSON;
}

SDL_Point hint_button_point(const app *a)
{
    SDL_Rect b = a->table_game->hint_button;
    return (SDL_Point){b.x + b.w / 2, b.y + b.h / 2};
}

static bool hint_current(app *a)
{
    return a->hint_shown && bg_session_is_at(app_session(a), a->hint_count, a->hint_hash);
}

bool hint_click(app *a, SDL_Point at)
{
    if (!hint_offered(a) || !SDL_PointInRect(&at, &a->table_game->hint_button)) return false;
    const bg_session *s = app_session(a);
    if (!ai_worker_busy(&a->worker))
        ai_worker_start_hint(&a->worker, s->state, s->count, a->table_game->to_act(a->table), (Uint32)a->prefs.think_ms);
    return true;
}

void hint_poll(app *a)
{
    bg_move move;
    char why[320];
    if (!a->worker.hint || !ai_worker_take_hint(&a->worker, &move, why, sizeof why)) return;
    if (!a->table_live || !bg_session_is_at(app_session(a), a->worker.record_count, a->worker.state_hash)) return; /* the game moved on */
    a->hint_shown = move.type != 0;
    a->hint_move = move;
    a->hint_hash = a->worker.state_hash;
    a->hint_count = a->worker.record_count;
    snprintf(a->hint_why, sizeof a->hint_why, "%s", a->hint_shown ? why : "No hint for this moment.");
    if (a->hint_shown && a->table_game->show_hint) return; /* the table shows the words while the hint stands */
    char line[340];
    snprintf(line, sizeof line, "Hint: %s", a->hint_why);
    a->table_game->say(a->table, line, 8000);
}

void hint_draw(app *a)
{
    if (!hint_offered(a)) return;
    SDL_Rect button = a->table_game->hint_button;
    bool thinking = a->worker.hint && ai_worker_busy(&a->worker);
    ui_fill(&a->ui, button, thinking ? (SDL_Color){170, 150, 125, 255} : wine);
    ui_frame(&a->ui, button, gilt, 2);
    ui_text(&a->ui, UI_FONT_TEXT, 18, paper, button.x + button.w / 2, button.y + 4, 1, thinking ? "Thinking…" : "Hint");
    if (!hint_current(a)) return;
    /* Where the suggested move starts and lands, framed like a paced step. */
    ui_el from, to;
    a->table_game->move_places(a->table, a->hint_move, &from, &to);
    SDL_Rect r[2] = {a->table_game->el_rect(a->table, &a->layout, from), a->table_game->el_rect(a->table, &a->layout, to)};
    for (int i = 0; i < 2; i++)
        if (r[i].w > 0) ui_frame(&a->ui, (SDL_Rect){r[i].x - 5, r[i].y - 5, r[i].w + 10, r[i].h + 10}, wine, 4);
}

void hint_to_table(app *a)
{
    if (a->table_game->show_hint) a->table_game->show_hint(a->table, hint_offered(a) && hint_current(a) ? a->hint_why : NULL);
}

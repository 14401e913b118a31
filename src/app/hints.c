/* The Hint button on a person's turn: src/ai's suggestion, thought out on the worker thread, lit on the
 * table with one line of why. There is no button when src/ai has no hint function (ai_hint_available):
 * no hint is better than a made-up one. */
#include "app/internal.h"

#include <stdio.h>
#include <string.h>

static const SDL_Rect hint_button = {780, 488, 150, 34}; /* beside "Staff in play", clear of the score track */
static const SDL_Color ink = {58, 36, 24, 255};
static const SDL_Color paper = {243, 230, 200, 255};
static const SDL_Color gilt = {176, 141, 60, 255};
static const SDL_Color wine = {140, 42, 42, 255};

/* A person's turn, the player wants hints, and src/ai gives them: against people, computers or the solo
 * automa alike (hard's search plays the automa's turns in its playouts). */
bool hint_offered(const app *a)
{
    const table_scene *t = &a->table;
    if (!a->prefs.hints || !ai_hint_available() || a->scene != SCENE_TABLE || a->handover_seat >= 0 || !a->table_live)
        return false;
    const gah_state *st = gah_session_state(&t->session);
    return st->phase != GAH_PHASE_OVER && t->session.control[table_prompt_seat(t)] == BG_CONTROL_PERSON;
}

SDL_Point hint_button_point(void) { return (SDL_Point){hint_button.x + hint_button.w / 2, hint_button.y + hint_button.h / 2}; }

static bool hint_current(const app *a)
{
    return a->hint_shown && bg_session_is_at(&a->table.session, a->hint_count, a->hint_hash);
}

bool hint_click(app *a, SDL_Point at)
{
    if (!hint_offered(a) || !SDL_PointInRect(&at, &hint_button)) return false;
    const table_scene *t = &a->table;
    if (!ai_worker_busy(&a->worker))
        ai_worker_start_hint(&a->worker, gah_session_state(&t->session), t->session.count, table_prompt_seat(t), (Uint32)a->prefs.think_ms);
    return true;
}

void hint_poll(app *a)
{
    gah_command cmd;
    char why[120];
    if (!a->worker.hint || !ai_worker_take_hint(&a->worker, &cmd, why, sizeof why)) return;
    const table_scene *t = &a->table;
    if (!a->table_live || !bg_session_is_at(&t->session, a->worker.record_count, a->worker.state_hash)) return; /* the game moved on */
    a->hint_shown = cmd.type != GAH_CMD_NONE;
    a->hint_cmd = cmd;
    a->hint_hash = a->worker.state_hash;
    a->hint_count = a->worker.record_count;
    snprintf(a->hint_why, sizeof a->hint_why, "%s", a->hint_shown ? why : "No hint for this moment.");
    snprintf(a->table.message, sizeof a->table.message, "Hint: %s", a->hint_why);
    a->table.message_until = SDL_GetTicks() + 8000;
}

void hint_draw(app *a)
{
    if (!hint_offered(a)) return;
    bool thinking = a->worker.hint && ai_worker_busy(&a->worker);
    ui_fill(&a->ui, hint_button, thinking ? (SDL_Color){170, 150, 125, 255} : wine);
    ui_frame(&a->ui, hint_button, gilt, 2);
    ui_text(&a->ui, UI_FONT_TEXT, 18, paper, hint_button.x + hint_button.w / 2, hint_button.y + 4, 1, thinking ? "Thinking…" : "Hint");
    if (!hint_current(a)) return;
    /* Where the suggested move starts and lands, framed like a paced step. */
    ui_el from, to;
    table_command_els(&a->table, a->hint_cmd, &from, &to);
    SDL_Rect r[2] = {table_el_rect(&a->table, &a->layout, from), table_el_rect(&a->table, &a->layout, to)};
    for (int i = 0; i < 2; i++)
        if (r[i].w > 0) ui_frame(&a->ui, (SDL_Rect){r[i].x - 5, r[i].y - 5, r[i].w + 10, r[i].h + 10}, wine, 4);
    (void)ink;
}

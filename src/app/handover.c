/* The hand-over screen between people at one table: when another person must act, everything private is
 * hidden behind "Pass to ..." until they click, and what happens meanwhile (a roll) is held back for them
 * (the game's table holds it: ui_table_game.hold). */
#include "app/internal.h"

void app_check_handover(app *a)
{
    if (a->scene != SCENE_TABLE || a->handover_seat >= 0 || !a->table_live) return;
    const bg_session *s = app_session(a);
    int seat = a->table_game->to_act(a->table);
    /* Only people take over the mouse: a computer's turns play out on the last person's view. */
    if (seat < 0 || s->control[seat] != BG_CONTROL_PERSON) return;
    int people = 0, seats = s->game->seats(s->state);
    for (int i = 0; i < seats; i++) people += s->control[i] == BG_CONTROL_PERSON;
    /* One person at the table (against the automa or computers), or a game that hides nothing: no hand-over. */
    if (people <= 1 || a->table_game->nothing_hidden) {
        a->shown_seat = seat;
        return;
    }
    /* A computer's turn between two people is shown to the last one to the end first (issue 40: the hand-over
     * hid its steps); the next person takes over after it. */
    if (seat != a->shown_seat && a->table_game->showing_steps && a->table_game->showing_steps(a->table)) return;
    if (seat != a->shown_seat) {
        /* Another person takes over the mouse: hide everything private until they are ready. */
        if (a->shown_seat >= 0 || seats > 1) a->handover_seat = seat;
        if (a->handover_seat >= 0) a->table_game->hold(a->table);
    }
}

void app_handover_taken(app *a)
{
    a->shown_seat = a->handover_seat;
    a->handover_seat = -1;
    a->table_game->show_held(a->table, &a->ui, &a->layout);
}

/* The hand-over screen between people at one table: when another person must act, everything private is
 * hidden behind "Pass to ..." until they click, and a roll made meanwhile is held back for them. */
#include "app/internal.h"

/* Issue 13: the new round's roll tumbled behind the "Pass to ..." screen, and the next person never saw
 * it. The roll is kept and played again when they take the mouse. */
static void hold_roll(app *a)
{
    table_scene *t = &a->table;
    a->held_rolls = 0;
    for (int i = 0; i < t->events.count && a->held_rolls < (int)(sizeof a->held_roll / sizeof a->held_roll[0]); i++)
        if (t->events.list[i].type == GAH_EV_DICE_ROLLED) a->held_roll[a->held_rolls++] = t->events.list[i];
    if (a->held_rolls) anim_clear(&t->anims);
}

static void show_held_roll(app *a)
{
    table_scene *t = &a->table;
    if (!a->held_rolls) return;
    t->events.count = 0;
    t->events.overflow = false;
    for (int i = 0; i < a->held_rolls; i++) t->events.list[t->events.count++] = a->held_roll[i];
    a->held_rolls = 0;
    table_animate(t, &a->ui, &a->layout);
}

void app_check_handover(app *a)
{
    if (a->scene != SCENE_TABLE || a->handover_seat >= 0) return;
    int seat = table_prompt_seat(&a->table);
    /* Only people take over the mouse: a computer's turns play out on the last person's view. */
    if (a->table.session.control[seat] != BG_CONTROL_PERSON) return;
    int people = 0;
    for (int i = 0; i < gah_session_state(&a->table.session)->players; i++) people += a->table.session.control[i] == BG_CONTROL_PERSON;
    if (people <= 1) { /* one person at the table (against the automa or computers): nothing to hide */
        a->shown_seat = seat;
        return;
    }
    if (seat != a->shown_seat) {
        /* Another person takes over the mouse: hide everything private until they are ready. */
        if (a->shown_seat >= 0 || gah_session_state(&a->table.session)->players > 1) a->handover_seat = seat;
        if (a->handover_seat >= 0) hold_roll(a);
    }
}

void app_handover_taken(app *a)
{
    a->shown_seat = a->handover_seat;
    a->handover_seat = -1;
    a->table.dragging = false;
    show_held_roll(a);
}

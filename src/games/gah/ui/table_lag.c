/* What the table shows lags behind the engine while the paced steps of others' turns play (issue 40: against
 * Elisabeth the next round, its prompt and a live Pass button, the Emperor's scoring and her new score were on
 * the table while her first step was still captioned). The engine never waits: the command is applied at once,
 * and the table draws `lag_state`, the state before it, moved on by each event as its step or movement starts
 * on screen; the real state comes in when the last movement ends or a click skips the rest. Until then the
 * prompt, its buttons and the summaries (the Emperor's scoring, the ballrooms') wait, and a click skips. */
#include "games/gah/ui/pacing.h"

#include <string.h>

void table_lag_before(table_scene *t)
{
    if (t->lag_on) table_lag_skip(t); /* an older lag still running: it snaps to its end first */
    memcpy(&t->lag_state, gah_session_state(&t->session), sizeof t->lag_state);
    t->lag_primed = true;
}

void table_lag_follow(table_scene *t, const gah_state *before)
{
    /* A lag that goes on is on the way to where these moves start: the state shown moves on through its
     * events first, then through theirs. */
    if (t->lag_on) {
        t->lag_primed = true;
        return;
    }
    t->lag_primed = before != NULL;
    if (before) memcpy(&t->lag_state, before, sizeof t->lag_state);
}

/* The log's lines of the steps still to come wait with them (the log read "Anna's turn" while Elisabeth's
 * first step was still captioned): they were written when the command was applied, at the log's end. */
static void hold_log(table_scene *t)
{
    int held = t->lag_on ? table_log_line_count(gah_session_state(&t->session), t->lag_events + t->lag_next,
                                                t->lag_count - t->lag_next, t->names)
                         : 0;
    t->lag_log_held = held < t->log.count ? held : t->log.count;
}

int table_lag_log_held(const table_scene *t) { return t->lag_on ? t->lag_log_held : 0; }

void table_lag_start(table_scene *t, const gah_events *ev, const Uint32 *at, int paced_seat)
{
    /* A state from before some other command would show a position the game never had (a joined window's
     * table showed the zeroed state under a remote player's steps). */
    if (!t->lag_primed) return;
    t->lag_primed = false;
    int kept = t->lag_on ? t->lag_count - t->lag_next : 0; /* the steps still to show of a lag that goes on */
    memmove(t->lag_events, t->lag_events + t->lag_next, sizeof t->lag_events[0] * (size_t)kept);
    memmove(t->lag_at, t->lag_at + t->lag_next, sizeof t->lag_at[0] * (size_t)kept);
    int count = ev->count < GAH_EVENTS_MAX - kept ? ev->count : GAH_EVENTS_MAX - kept;
    for (int i = 0; i < count; i++) t->lag_events[kept + i] = ev->list[i], t->lag_at[kept + i] = at[i];
    t->lag_paced = (kept ? t->lag_paced : 0) | (paced_seat >= 0 && paced_seat < GAH_MAX_PLAYERS ? 1u << paced_seat : 0);
    t->lag_count = kept + count;
    t->lag_next = 0;
    t->lag_on = true;
    hold_log(t);
    t->anims.started_only = true; /* what is still to come does not hide what the lagging state shows */
}

/* The parts of an event the table shows from the state: scores, krone, the Emperor track, the queue, the
 * dice, rooms, the café, the automa's card, the round. Everything else comes with the real state at the end. */
static void move_on(gah_state *st, const gah_event *e)
{
    gah_player *p = e->seat < GAH_MAX_PLAYERS ? &st->player[e->seat] : NULL;
    switch (e->type) {
    case GAH_EV_VP: if (p) p->vp = (int16_t)e->b; break;
    case GAH_EV_MONEY: if (p) p->money = (int8_t)e->a; break;
    case GAH_EV_EMPEROR: if (p) p->emperor = (int8_t)e->a; break;
    case GAH_EV_PASS: if (p) p->passed = true; break;
    case GAH_EV_AUTOMA_CARD: st->automa_card = (uint8_t)e->a; break;
    case GAH_EV_AUTOMA_GUEST:
        if (e->b >= 1 && e->b <= GAH_QUEUE) st->queue[e->b - 1] = 0;
        break;
    case GAH_EV_GUEST_TAKEN:
        if (e->b >= 1 && e->b <= GAH_QUEUE) st->queue[e->b - 1] = 0;
        if (p && e->c >= 1 && e->c <= GAH_CAFE_TABLES) {
            memset(&p->cafe[e->c - 1], 0, sizeof p->cafe[0]);
            p->cafe[e->c - 1].guest = (uint8_t)e->a;
        }
        break;
    case GAH_EV_QUEUE_SLIDE:
        if (e->b >= 1 && e->b <= GAH_QUEUE) st->queue[e->b - 1] = 0;
        if (e->c >= 1 && e->c <= GAH_QUEUE) st->queue[e->c - 1] = (uint8_t)e->a;
        break;
    case GAH_EV_QUEUE_REFILL:
        if (e->b >= 1 && e->b <= GAH_QUEUE) st->queue[e->b - 1] = (uint8_t)e->a;
        break;
    case GAH_EV_DIE_TAKEN:
        if (e->a >= 1 && e->a <= 6 && st->dice[e->a]) st->dice[e->a]--;
        break;
    case GAH_EV_DICE_ROLLED:
        if (e->a >= 1 && e->a <= 6) st->dice[e->a] = (uint8_t)e->b;
        break;
    case GAH_EV_ROUND_START: st->round = (uint8_t)e->a; break;
    case GAH_EV_ROOM_PREPARED: if (p && e->a >= 0 && e->a < GAH_HOTEL_ROOMS) p->room[e->a] = GAH_ROOM_VACANT; break;
    case GAH_EV_ROOM_OCCUPIED: if (p && e->a >= 0 && e->a < GAH_HOTEL_ROOMS) p->room[e->a] = GAH_ROOM_OCCUPIED; break;
    case GAH_EV_GUEST_MOVED:
        if (p && e->b >= 1 && e->b <= GAH_CAFE_TABLES) memset(&p->cafe[e->b - 1], 0, sizeof p->cafe[0]);
        break;
    default: break;
    }
}

void table_lag_advance(table_scene *t, Uint32 now)
{
    t->clock = now;
    if (!t->lag_on) return;
    if (!anim_update(&t->anims, now)) { /* everything shown: the real state */
        table_lag_skip(t);
        return;
    }
    int next = t->lag_next;
    while (t->lag_next < t->lag_count && now >= t->lag_at[t->lag_next]) move_on(&t->lag_state, &t->lag_events[t->lag_next++]);
    if (t->lag_next != next) hold_log(t);
}

void table_lag_skip(table_scene *t)
{
    anim_clear(&t->anims);
    if (!t->lag_on) return;
    t->lag_on = false;
    t->lag_log_held = 0;
    /* A summary held back comes now, its rows one after another as if it had just been scored. */
    if (t->emperor_lines && t->emperor_until > t->clock) t->emperor_until = t->clock + TABLE_EMPEROR_HOLD;
}

bool table_lagging(const table_scene *t) { return t->lag_on; }

const gah_state *table_shown_state(const table_scene *t)
{
    return t->lag_on ? &t->lag_state : gah_session_state(&t->session);
}

/* A step of the lag's: a doing of a seat it paces, or of the automa. */
static bool lag_step(const table_scene *t, const gah_event *e)
{
    const gah_state *st = gah_session_state(&t->session);
    return pacing_is_step(st, e, e->seat < GAH_MAX_PLAYERS && (t->lag_paced & (1u << e->seat)) ? e->seat : -1);
}

int table_lag_round_end(const table_scene *t)
{
    /* A round's end shown after the last step shown: the words say so rather than a turn that is over. */
    for (int i = t->lag_next - 1; i >= 0; i--) {
        if (lag_step(t, &t->lag_events[i])) return 0;
        if (t->lag_events[i].type == GAH_EV_ROUND_END) return t->lag_events[i].a;
    }
    return 0;
}

int table_lag_seat(const table_scene *t)
{
    /* Whose step is showing, or comes next: the last paced step shown, else the first still to come. */
    for (int i = t->lag_next - 1; i >= 0; i--)
        if (lag_step(t, &t->lag_events[i])) return t->lag_events[i].seat;
    for (int i = t->lag_next; i < t->lag_count; i++)
        if (lag_step(t, &t->lag_events[i])) return t->lag_events[i].seat;
    return -1;
}

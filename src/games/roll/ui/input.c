/* Let's Roll's game on the table: the legal list every click is read against (one source of truth: a click
 * is a move only when the legal list holds a move whose place is there), commands applied with their forced
 * moves and log lines, and what their events start - pen strokes, captions, the Emperor's summary, sounds. */
#include "roll_table.h"

#include <stdio.h>
#include <string.h>

const roll_state *roll_ui_state(const roll_window *w) { return w->session.state; }

int roll_ui_to_act(const roll_window *w)
{
    if (!w->live) return -1;
    roll_prompt p = roll_current_prompt(roll_ui_state(w));
    return p.kind == ROLL_PROMPT_GAME_OVER ? -1 : p.seat;
}

int roll_ui_focus(const roll_window *w)
{
    const roll_state *st = roll_ui_state(w);
    if (w->focus >= 0 && w->focus < st->players) return w->focus;
    int seat = roll_ui_to_act(w);
    return seat >= 0 ? seat : 0;
}

/* Every krone each seat has circled on its money track so far (the start money, gains and loans): the
 * state keeps only what is left, the sheet shows the spent ones crossed. The record played again on a copy,
 * as the log is after Continue, so an undo or a resumed game counts the same. */
static void count_gained(roll_window *w)
{
    static bg_session copy; /* the window's thread only */
    static bg_events ev;
    memset(w->gained, 0, sizeof w->gained);
    ev.count = 0, ev.overflow = false;
    if (bg_session_start_preview(&copy, w->session.game, w->session.params, &ev)) return;
    for (int i = -1; i < w->session.count; i++) {
        if (i >= 0) {
            ev.count = 0, ev.overflow = false;
            if (bg_session_apply(&copy, w->session.record[i].seat, w->session.record[i].move, &ev)) break;
        }
        for (int k = 0; k < ev.count; k++) {
            const bg_event *e = &ev.list[k];
            if (e->seat >= ROLL_MAX_PLAYERS) continue;
            if (e->type == ROLL_EV_BOARDS) w->gained[e->seat] += e->value;
            if ((e->type == ROLL_EV_MONEY || e->type == ROLL_EV_LOAN) && e->value > 0) w->gained[e->seat] += e->value;
        }
    }
    bg_session_free(&copy);
}

void roll_ui_refresh(roll_window *w)
{
    w->legal_count = 0;
    if (!w->live) return;
    const bg_session *s = &w->session;
    w->legal_count = s->game->legal(s->state, w->legal, ROLL_UI_LEGAL_MAX);
    w->focus = -1;
    count_gained(w);
    /* What the pointer rests on may be another seat's now: its tooltip starts again. */
    ui_el e = roll_geo_el_at(w, w->mouse);
    if (e.kind != w->hover.kind || e.index != w->hover.index) w->hover = e, w->hover_since = SDL_GetTicks();
}

const char *roll_ui_apply(roll_window *w, bg_move move)
{
    bg_session *s = &w->session;
    int seat = roll_ui_to_act(w);
    if (seat < 0) return "The game is over.";
    w->events.count = 0;
    w->events.overflow = false;
    const char *why = bg_session_apply(s, seat, move, &w->events);
    if (why) return why;
    bg_session_play_forced(s, &w->events);
    log_events(&w->log, s->game, s->state, &w->events, s->names);
    w->log_scroll = 0;
    roll_ui_refresh(w);
    return NULL;
}

bool roll_ui_person_acts(const roll_window *w)
{
    int seat = roll_ui_to_act(w);
    return seat >= 0 && w->session.control[seat] == BG_CONTROL_PERSON;
}

bool roll_ui_lit(const roll_window *w, ui_el e) { return roll_ui_person_acts(w) && roll_ui_move_at(w, e) >= 0; }

int roll_ui_move_at(const roll_window *w, ui_el e)
{
    for (int i = 0; i < w->legal_count; i++) {
        ui_el at;
        if (roll_geo_move_el(w, w->legal[i], &at) && at.kind == e.kind && at.index == e.index) return i;
    }
    return -1;
}

/* The Emperor's checks of one command, as a summary shown until a click. */
static void emperor_summary(roll_window *w, const bg_event *first, Uint32 now)
{
    const roll_state *st = roll_ui_state(w);
    snprintf(w->summary[0], sizeof w->summary[0], "The Emperor visits: track %d is checked after round %d", first->a,
             roll_rules.check_rounds[first->a - 1]);
    w->summary_lines = 1;
    for (int i = 0; i < w->events.count && w->summary_lines <= ROLL_MAX_PLAYERS; i++) {
        const bg_event *e = &w->events.list[i];
        if (e->type != ROLL_EV_EMPEROR_CHECK || e->a != first->a || e->seat >= st->players) continue;
        int crossed = st->player[e->seat].emperor[e->a - 1];
        char name[BG_NAME_MAX];
        snprintf(name, sizeof name, "%s", w->session.names[e->seat]);
        if (e->value) snprintf(w->summary[w->summary_lines++], sizeof w->summary[0], "%s: %d space%s crossed, short of the light section: %d VP",
                               name, crossed, crossed == 1 ? "" : "s", e->value);
        else snprintf(w->summary[w->summary_lines++], sizeof w->summary[0], "%s: %d space%s crossed - the Emperor is satisfied",
                      name, crossed, crossed == 1 ? "" : "s");
    }
    w->summary_until = now + ROLL_SUMMARY_MS;
}

void roll_ui_animate(roll_window *w, ui_context *ui, int paced_seat)
{
    Uint32 now = ui->now ? ui->now : SDL_GetTicks();
    bool anim = w->anim_factor > 0.0f;
    ui_sound sound = UI_SOUND_COUNT;
    for (int i = 0; i < w->events.count; i++) {
        const bg_event *e = &w->events.list[i];
        int seat = e->seat < ROLL_MAX_PLAYERS ? e->seat : 0;
        switch (e->type) {
        case ROLL_EV_ROOM_PREPARED:
        case ROLL_EV_ROOM_OCCUPIED:
            if (e->a >= 1 && e->a <= ROLL_ROOMS) w->mark_at[seat][e->a - 1] = anim ? now : 0;
            sound = UI_SOUND_ROOM;
            break;
        case ROLL_EV_MONEY:
        case ROLL_EV_LOAN: w->money_at[seat] = anim ? now : 0; if (sound == UI_SOUND_COUNT) sound = UI_SOUND_COIN; break;
        case ROLL_EV_DIE_TAKEN:
        case ROLL_EV_DICE_ROLLED: if (sound == UI_SOUND_COUNT) sound = UI_SOUND_DICE; break;
        case ROLL_EV_EMPEROR_CHECK:
            if (!(w->summary_lines && now < w->summary_until && i > 0 && w->events.list[i - 1].type == ROLL_EV_EMPEROR_CHECK))
                emperor_summary(w, e, now);
            break;
        default: break;
        }
    }
    if (anim) w->marks_until = now + (Uint32)((float)ROLL_MARK_MS * w->anim_factor) + 20;
    /* The command's meaning over the table: a computer's, so a viewer can follow it; a person's too, shorter. */
    char line[sizeof w->caption];
    roll_words_caption(w, &w->events, line, sizeof line);
    if (line[0]) {
        snprintf(w->caption, sizeof w->caption, "%s", line);
        w->caption_until = now + (paced_seat >= 0 ? 2600u : 1400u) + (Uint32)strlen(line) * 12u; /* longer to read */
    }
    if (sound != UI_SOUND_COUNT) ui_play(ui, sound);
}

bool roll_ui_mouse_up(roll_window *w, ui_context *ui, SDL_Point at)
{
    bool pressed = w->pressed;
    w->pressed = false;
    if (!pressed || !w->live) return false;
    ui_el e = roll_geo_el_at(w, at);
    if (e.kind == RE_GUIDE) {
        roll_guide_click(w, at);
        return false;
    }
    if (e.kind == RE_SHEET) {
        w->focus = e.index == roll_ui_to_act(w) ? -1 : e.index;
        ui_play(ui, UI_SOUND_CARD);
        return false;
    }
    if (e.kind == RE_UNDO) {
        if (bg_session_undo(&w->session)) {
            log_add(&w->log, "(A step taken back.)");
            roll_ui_refresh(w);
            ui_play(ui, UI_SOUND_CLICK);
        }
        return false;
    }
    int i = roll_ui_move_at(w, e);
    if (i < 0) {
        /* A click where nothing is legal says why, from the engine's own refusal. */
        if (e.kind == RE_SPACE && roll_ui_to_act(w) >= 0) {
            const char *why = roll_check(roll_ui_state(w), roll_ui_to_act(w), (roll_command){ROLL_CMD_DIE, (uint8_t)e.index});
            if (why) {
                snprintf(w->message, sizeof w->message, "%s", why);
                w->message_until = SDL_GetTicks() + 4000;
            }
        }
        return false;
    }
    const char *why = roll_ui_apply(w, w->legal[i]);
    if (why) {
        snprintf(w->message, sizeof w->message, "%s", why);
        w->message_until = SDL_GetTicks() + 4000;
        return false;
    }
    return true;
}

void roll_ui_hover(roll_window *w, SDL_Point at, Uint32 now)
{
    ui_el e = roll_geo_el_at(w, at);
    if (e.kind != w->hover.kind || e.index != w->hover.index) w->hover_since = now;
    w->hover = e;
    w->mouse = at;
}

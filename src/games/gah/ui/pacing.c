/* Paced play: the steps of a computer's command or of the automa's turn, one after another, each with its
 * words (the engine's, from gah_event_text) and a frame on the table where it happens. */
#include "games/gah/ui/pacing.h"

#include <stdio.h>
#include <string.h>

static const SDL_Color ink = {58, 36, 24, 255};
static const SDL_Color paper = {243, 230, 200, 255};
static const SDL_Color gilt = {176, 141, 60, 255};
static const SDL_Color wine = {140, 42, 42, 255};

static Uint32 ms(const table_scene *t, Uint32 base) { return (Uint32)((float)base * t->anim_factor); }

/* Where a step happens: the queue place of a guest taken, the action space of a die, else the seat's
 * panel (nothing when the seat is the one on the big board: its own board is in view). */
static SDL_Rect step_place(const table_scene *t, const ui_layout *l, const gah_event *e, char *tag, size_t tag_size)
{
    SDL_Rect r;
    tag[0] = 0;
    if (table_parts_step_place(t, l, e, &r, tag, tag_size)) return r; /* the lounge, the Ballrooms tab, the key */
    switch (e->type) {
    case GAH_EV_AUTOMA_GUEST: case GAH_EV_GUEST_TAKEN:
        return table_el_rect(t, l, (ui_el){EL_QUEUE, (int16_t)e->b});
    case GAH_EV_DIE_TAKEN: return table_el_rect(t, l, (ui_el){EL_SPACE, (int16_t)e->a});
    default: break;
    }
    if (e->seat != table_viewed_seat(t)) return table_el_rect(t, l, (ui_el){EL_PANEL, (int16_t)e->seat});
    switch (e->type) { /* the seat on the big board: its own hotel shows where */
    case GAH_EV_ROOM_PREPARED: case GAH_EV_ROOM_OCCUPIED: return table_el_rect(t, l, (ui_el){EL_ROOM, (int16_t)e->a});
    case GAH_EV_GUEST_MOVED: return table_el_rect(t, l, (ui_el){EL_ROOM, (int16_t)e->c});
    default: return (SDL_Rect){0, 0, 0, 0};
    }
}

bool pacing_is_step(const gah_state *st, const gah_event *e, int paced_seat)
{
    /* The table's own moments, not a seat's doing, have their own show (the event table's scene pace). */
    const bg_event_info *info = gah_event_info(e->type);
    if (!info || info->pace == BG_PACE_SCENE) return false;
    if (e->seat >= GAH_MAX_PLAYERS) return false;
    return e->seat == paced_seat || gah_seat_is_automa(st, e->seat);
}

/* table_animate on event `i` of the last command only; when it shows: the start of its first movement, or
 * for an event with none the end of everything before it. */
static Uint32 animate_one(table_scene *t, ui_context *ui, const ui_layout *l, const gah_events *all, int i)
{
    anim_queue *q = &t->anims;
    int first = q->count;
    Uint32 after = q->tail > ui->now ? q->tail : ui->now;
    t->events.count = 1;
    t->events.list[0] = all->list[i];
    table_animate(t, ui, l);
    return q->count > first ? q->list[first].start : after;
}

void pacing_animate(table_scene *t, ui_context *ui, const ui_layout *l, int paced_seat)
{
    t->clock = ui->now;
    table_recap_note(t, &t->events, paced_seat); /* with the animations off too */
    if (t->anim_factor <= 0.0f) {
        table_animate(t, ui, l); /* no motion: the scorings' tables only */
        t->lag_primed = false;
        return;
    }
    static gah_events all; /* large; the window has one table */
    static Uint32 at[GAH_EVENTS_MAX];
    all = t->events;
    const char *names[GAH_MAX_PLAYERS];
    for (int s = 0; s < GAH_MAX_PLAYERS; s++) names[s] = t->names[s];
    anim_queue *q = &t->anims;
    bool paced = false;
    for (int i = 0; i < all.count; i++) {
        const gah_event *e = &all.list[i];
        char words[LOG_LINE_MAX];
        if (!pacing_is_step(gah_session_state(&t->session), e, paced_seat) || !gah_event_text(gah_session_state(&t->session), e, names, words, sizeof words)) {
            at[i] = animate_one(t, ui, l, &all, i);
            continue;
        }
        paced = true;
        /* The step waits until everything before it has moved, and stays up while its own pieces move. */
        Uint32 last_start = q->count ? q->list[q->count - 1].start : ui->now;
        Uint32 after = q->tail > last_start ? q->tail - last_start : 0;
        char tag[sizeof q->list[0].sprite];
        SDL_Rect place = step_place(t, l, e, tag, sizeof tag);
        /* Its own pace (Settings: "Others' turns"), not the animations' (issue 40: about a second a step). */
        Uint32 step = t->step_ms > 0 ? (Uint32)t->step_ms : PACING_STEP_MS;
        anim *c = anim_add(q, ui->now, ANIM_CAPTION, NULL, place, place, step, after);
        if (c) snprintf(c->text, sizeof c->text, "%s", words);
        if (c && tag[0]) snprintf(c->sprite, sizeof c->sprite, "%s", tag); /* a part's mark (module 1: the dancer's) */
        if (e->type == GAH_EV_AUTOMA_GUEST || e->type == GAH_EV_GUEST_TAKEN) {
            /* The guest stays in its place in the queue, framed, until it is carried off. */
            char sprite[32];
            snprintf(sprite, sizeof sprite, "guest/%d", e->a);
            anim_add(q, ui->now, ANIM_MOVE, sprite, place, place, ms(t, 450), 0);
        }
        animate_one(t, ui, l, &all, i);
        at[i] = c ? c->start : q->tail; /* the step shows with its caption */
    }
    t->events = all;
    /* The table shows the state as of the last event shown until the steps are over (issue 40). */
    if (paced) table_lag_start(t, &all, at, paced_seat);
    t->lag_primed = false; /* the next command's position is given again (table_lag_before, table_lag_follow) */
}

/* The prompt panel's title row: it ends above the boost switch (y 326) and the buttons (y 376), which the
 * player's next prompt shows under a paced step (a 64-high caption covered the boost switch's top). */
SDL_Rect pacing_caption_rect(void) { return (SDL_Rect){1048, 282, 496, 42}; }

void pacing_draw(table_scene *t, ui_context *ui)
{
    for (int i = 0; i < t->anims.count; i++) {
        const anim *a = &t->anims.list[i];
        if (a->kind != ANIM_CAPTION || ui->now < a->start || ui->now >= a->start + a->duration) continue;
        if (a->to.w > 0) {
            SDL_Rect f = {a->to.x - 6, a->to.y - 6, a->to.w + 12, a->to.h + 12};
            ui_frame(ui, f, wine, 5);
        }
        SDL_Rect banner = pacing_caption_rect();
        ui_fill(ui, banner, paper);
        ui_frame(ui, banner, gilt, 3);
        /* One line when the words fit, else two (at the smaller size) inside the row. */
        int size = ui_text_fit_size(ui, UI_FONT_TEXT, 22, 16, banner.w - 20, a->text);
        if (ui_text_width(ui, UI_FONT_TEXT, size, a->text) <= banner.w - 20)
            ui_text_middle(ui, UI_FONT_TEXT, size, ink, banner.x + banner.w / 2, banner.y + banner.h / 2, 1, a->text);
        else
            ui_text_wrapped(ui, UI_FONT_TEXT, 16, ink, banner.x + banner.w / 2, banner.y + 2, banner.w - 20, a->text);
        return; /* one step at a time */
    }
}

/* In the prompt panel, under its title and clear of the steps' words and the Skip button (issue 40: over the
 * main board it hid the score track). */
SDL_Rect pacing_thinking_rect(void) { return (SDL_Rect){1056, 436, 480, 32}; }

void pacing_draw_thinking(table_scene *t, ui_context *ui, int seat, const char *strength, Uint32 elapsed)
{
    char text[96];
    static const char *const dots[] = {"", ".", "..", "..."};
    if (!strcmp(strength, "Computer")) /* only one strength: nothing to tell apart */
        snprintf(text, sizeof text, "%s (computer) is thinking%s", t->seats[seat].name, dots[(elapsed / 400) % 4]);
    else
        snprintf(text, sizeof text, "%s (computer, %s) is thinking%s", t->seats[seat].name, strength, dots[(elapsed / 400) % 4]);
    SDL_Rect r = pacing_thinking_rect();
    ui_fill(ui, r, wine);
    ui_frame(ui, r, gilt, 2);
    ui_text_middle(ui, UI_FONT_TEXT, ui_text_fit_size(ui, UI_FONT_TEXT, 18, 16, r.w - 20, text), paper, r.x + r.w / 2,
                   r.y + r.h / 2, 1, text);
}

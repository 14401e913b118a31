/* Turning the legal-command list into buttons, and mouse presses, drags and drops into commands. */
#include "games/gah/ui/table_parts.h"

#include <stdio.h>
#include <string.h>

/* Buttons in rows of two inside the prompt area; Albert Einstein's trades (Let's Waltz module 2, up to
 * twelve at once) in rows of three, a little lower, so that they all stay inside it. */
static bool trading(const table_scene *t)
{
    for (int i = 0; i < t->button_count; i++)
        if (t->buttons[i].kind == TABLE_BUTTON_COMMAND && t->buttons[i].cmd.type == GAH_CMD_SWAP) return true;
    return false;
}

static SDL_Rect button_slot(const table_scene *t, int i)
{
    if (trading(t)) return (SDL_Rect){1056 + (i % 3) * 161, 376 + (i / 3) * 39, 155, 35};
    return (SDL_Rect){1056 + (i % 2) * 242, 376 + (i / 2) * 46, 234, 40};
}

static bool ends_turn(const table_button *b)
{
    return b->kind == TABLE_BUTTON_COMMAND && (b->cmd.type == GAH_CMD_END_TURN || b->cmd.type == GAH_CMD_PASS);
}

/* A button that ends the turn never appears under the pointer of the click that made it appear (issue 13:
 * "End turn" took the place of "4 krone + 0 Emperor", so a double click ended the turn): it moves to the
 * first free slot after the others, which the pointer cannot be in. */
static void keep_enders_off_pointer(table_scene *t)
{
    for (int i = 0; i < t->button_count; i++) {
        if (!ends_turn(&t->buttons[i]) || !SDL_PointInRect(&t->mouse, &t->buttons[i].rect)) continue;
        t->buttons[i].rect = button_slot(t, t->button_count);
        if (SDL_PointInRect(&t->mouse, &t->buttons[i].rect)) t->buttons[i].rect = button_slot(t, t->button_count + 1);
    }
}

void table_refresh(table_scene *t)
{
    t->legal_count = gah_legal(gah_session_state(&t->session), t->legal, 512);
    t->button_count = 0;
    if (!table_boost_offered(t)) t->boost = false;
    for (int i = 0; i < t->legal_count && t->button_count < TABLE_BUTTONS_MAX - 1; i++) {
        gah_command c = t->legal[i];
        if (table_command_has_place(c.type)) continue; /* only commands without a place become buttons */
        ui_el from, to;
        if (table_parts_command_els(t, c, &from, &to)) continue; /* a part's place: module 3's bid chips, Dove's tokens, Wray's tiles */
        table_button *b = &t->buttons[t->button_count];
        b->kind = TABLE_BUTTON_COMMAND;
        b->cmd = c;
        table_button_label(t, c, b->label, sizeof b->label);
        t->button_count++;
    }
    if (bg_session_can_undo(&t->session)) {
        table_button *b = &t->buttons[t->button_count++];
        b->kind = TABLE_BUTTON_UNDO;
        b->cmd = (gah_command){0};
        snprintf(b->label, sizeof b->label, "Undo");
    }
    for (int i = 0; i < t->button_count; i++) t->buttons[i].rect = button_slot(t, i);
    keep_enders_off_pointer(t);
}

const char *table_apply(table_scene *t, gah_command cmd)
{
    t->events.count = 0;
    t->events.overflow = false;
    table_parts_before_apply(t); /* module 4: the round's first seat */
    const char *why = gah_session_apply(&t->session, table_prompt_seat(t), cmd, &t->events);
    if (!why) {
        t->message[0] = 0;
        t->expanded = -1; /* the table moved on: everyone looks at their own hotel again */
        table_log_events(&t->log, t->session.game, t->session.state, &t->events, t->names);
        table_refresh(t);
        /* Each forced choice may lead to another; the engine's prompts always end at a real choice or a turn. */
        for (int guard = 0; guard < 32 && t->legal_count == 1 && table_play_forced(t); guard++) table_refresh(t);
    }
    return why;
}

static bool same_el(ui_el a, ui_el b) { return a.kind == b.kind && a.index == b.index; }

/* The legal command that goes from `from` to `to`, if there is one. */
static const gah_command *legal_between(const table_scene *t, ui_el from, ui_el to)
{
    for (int i = 0; i < t->legal_count; i++) {
        ui_el f, d;
        table_command_els(t, t->legal[i], &f, &d);
        if (same_el(f, from) && same_el(d, to)) return &t->legal[i];
    }
    return NULL;
}

/* Things a person can pick up: legal sources, and the pieces that look movable even when the rules
 * say no now (the drop then shows the engine's reason). */
static bool is_drag_source(const table_scene *t, ui_el el)
{
    const gah_state *st = gah_session_state(&t->session);
    const gah_player *p = &st->player[table_prompt_seat(t)];
    if (el.kind == EL_QUEUE && st->queue[el.index - 1]) return true;
    if (el.kind == EL_TABLE && p->cafe[el.index - 1].guest) return true;
    if (el.kind == EL_KITCHEN_ITEM && p->kitchen[el.index]) return true;
    for (int i = 0; i < t->legal_count; i++) {
        ui_el f, d;
        table_command_els(t, t->legal[i], &f, &d);
        if (same_el(f, el) && !same_el(f, d)) return true;
    }
    return false;
}

static void say(table_scene *t, const char *text)
{
    snprintf(t->message, sizeof t->message, "%s", text);
    t->message_until = SDL_GetTicks() + 4000;
}

/* A person's command through the mouse: the guide may turn it down first (its words in the message line). */
static const char *person_apply(table_scene *t, gah_command cmd)
{
    const char *why = t->guard ? t->guard(t->guard_ctx, t, cmd) : NULL;
    if (why) {
        say(t, why);
        return why;
    }
    if (t->send) return table_send(t, cmd);
    return table_apply(t, cmd);
}

bool table_mouse_down(table_scene *t, ui_context *ui, const ui_layout *layout, SDL_Point at)
{
    (void)ui;
    t->mouse = at;
    ui_el el = table_el_at(t, layout, at);
    t->pressed = el;
    if (table_looking(t)) return false; /* only looking: nothing is picked up */
    if (el.kind != EL_NONE && is_drag_source(t, el)) {
        SDL_Rect r = table_el_rect(t, layout, el);
        t->dragging = true;
        t->drag_from = el;
        t->drag_offset = (SDL_Point){at.x - r.x, at.y - r.y};
    }
    return false;
}

void table_mouse_move(table_scene *t, SDL_Point at) { t->mouse = at; }

void table_hover(table_scene *t, const ui_layout *layout, SDL_Point at, Uint32 now)
{
    ui_el el = table_el_at(t, layout, at);
    if (el.kind != t->hover.kind || el.index != t->hover.index) t->hover_since = now;
    t->hover = el;
}

uint64_t table_look_key(const table_scene *t, Uint32 now)
{
    uint64_t h = 0xcbf29ce484222325ULL;
#define MIX(v) (h = (h ^ (uint64_t)(v)) * 0x100000001b3ULL)
    int moving = 0; /* finished moves still in the queue until anim_update prunes them do not count */
    for (int i = 0; i < t->anims.count; i++) moving += now < t->anims.list[i].start + t->anims.list[i].duration;
    MIX(moving), MIX(t->hover.kind), MIX(t->hover.index), MIX(t->pinned), MIX(t->dragging);
    MIX(t->hover.kind != EL_NONE && now - t->hover_since >= TABLE_VIEWER_DELAY_MS);
#undef MIX
    return h;
}

bool table_mouse_up(table_scene *t, ui_context *ui, const ui_layout *layout, SDL_Point at)
{
    /* A click during an animation skips it and still does what it says (issue 13: a click 0.8 s after a
     * drop did nothing): the state already stands where the animation is heading. */
    if (anim_update(&t->anims, ui->now)) anim_clear(&t->anims);
    t->mouse = at;
    ui_el el = table_el_at(t, layout, at);
    if (table_looking(t) && el.kind != EL_PANEL) { /* back to one's own hotel, and nothing else */
        t->expanded = -1;
        t->dragging = false;
        return false;
    }
    if (t->dragging) {
        const gah_command *c = legal_between(t, t->drag_from, el);
        if (c) {
            t->dragging = false;
            gah_command cmd = *c;
            return !person_apply(t, cmd);
        }
        /* A part's own drop (module 1: a guest straight onto a ballroom row, the rows lit while dragging). */
        table_drop part = table_parts_drop(t, t->drag_from, el);
        t->dragging = false;
        if (part == TABLE_DROP_DONE) return true;
        if (part == TABLE_DROP_REFUSED) return false; /* the drop said why */
        gah_command guess;
        if (el.kind != EL_NONE && !same_el(el, t->drag_from) && table_command_at(t, t->drag_from, el, &guess)) {
            const char *why = gah_check(gah_session_state(&t->session), table_prompt_seat(t), guess);
            say(t, why ? why : "That cannot be done now.");
            return false;
        }
        if (!same_el(el, t->drag_from)) return false;
        /* A press and release on the same element is a click. */
    }
    if (!same_el(el, t->pressed) || el.kind == EL_NONE) return false;
    if (el.kind == EL_BOOST) {
        t->boost = !t->boost;
        ui_play(ui, UI_SOUND_CLICK);
        return false;
    }
    if (el.kind == EL_PANEL) {
        t->expanded = t->expanded == el.index ? -1 : el.index;
        return false;
    }
    if (table_part_owner(el.kind) && !legal_between(t, el, el) && table_parts_click(t, el)) { /* module 1's tab, a section */
        ui_play(ui, UI_SOUND_CLICK);
        return false;
    }
    if (el.kind == EL_BUTTON) {
        gah_command cmd = t->buttons[el.index].cmd;
        ui_play(ui, UI_SOUND_CLICK);
        if (t->buttons[el.index].kind == TABLE_BUTTON_UNDO) {
            if (bg_session_undo(&t->session)) table_undone(t);
            return true;
        }
        if (cmd.type == GAH_CMD_END_TURN && t->confirm_end_turn && !t->confirming) {
            /* Actions left that a player usually wants: ask once before the turn ends. */
            bool left = false;
            for (int i = 0; i < t->legal_count; i++)
                left |= t->legal[i].type == GAH_CMD_MOVE_GUEST || t->legal[i].type == GAH_CMD_CLAIM || t->legal[i].type == GAH_CMD_USE;
            if (left) {
                t->confirming = true;
                snprintf(t->buttons[el.index].label, sizeof t->buttons[el.index].label, "End turn anyway?");
                keep_enders_off_pointer(t); /* the question asks for a second, deliberate click */
                say(t, "You can still move a guest, claim an objective or use a staff card.");
                return false;
            }
        }
        t->confirming = false;
        const char *why = person_apply(t, cmd);
        if (why) say(t, why);
        return !why;
    }
    const gah_command *c = legal_between(t, el, el);
    if (c) {
        gah_command cmd = *c;
        return !person_apply(t, cmd);
    }
    gah_command guess;
    if (table_parts_click_command(t, el, &guess)) { /* module 4: a click on the key takes it, as the drag does */
        const char *why = person_apply(t, guess);
        if (why) say(t, why);
        return !why;
    }
    if (table_command_at(t, el, el, &guess)) {
        const char *why = gah_check(gah_session_state(&t->session), table_prompt_seat(t), guess);
        if (why) say(t, why);
    }
    return false;
}

void table_undone(table_scene *t)
{
    /* The log is the record's: the lines of the moves taken back go, as a log rebuilt after Continue never
     * had them (issue 40: the two disagreed). */
    log_replay(&t->log, &t->session, t->names, table_log_events);
    table_refresh(t);
}

void table_start(table_scene *t, const gah_session *loaded, const table_seat seats[GAH_MAX_PLAYERS])
{
    memset(t, 0, sizeof *t);
    t->session = *loaded;
    memcpy(t->seats, seats, sizeof t->seats);
    for (int i = 0; i < GAH_MAX_PLAYERS; i++) snprintf(t->names[i], sizeof t->names[i], "%s", seats[i].name);
    t->expanded = -1;
    t->anim_factor = 1.0f;
    anim_clear(&t->anims);
    log_replay(&t->log, &t->session, t->names, table_log_events);
    table_refresh(t);
}

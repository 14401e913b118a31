/* From events to motion: dice tumbling onto their spaces, guests sliding along the queue and into the
 * café, items flying to guests or the kitchen, rooms set down, cards going into play, a die to the
 * dustbin. Only the engine's events drive it. */
#include "games/gah/ui/table_parts.h"

#include <stdio.h>

static SDL_Rect rect_of(const table_scene *t, const ui_layout *l, int kind, int index)
{
    return table_el_rect(t, l, (ui_el){(uint8_t)kind, (int16_t)index});
}

static Uint32 ms(const table_scene *t, Uint32 base) { return (Uint32)((float)base * t->anim_factor); }

/* Where a card going to a seat's panel lands: its café table's place, else a card's size inside the panel (issue 40:
 * a guest grew to the whole panel on its way there). */
static SDL_Rect panel_card(const table_scene *t, const ui_layout *l, int seat, int table)
{
    SDL_Rect panel = rect_of(t, l, EL_PANEL, seat);
    if (!panel.w) return panel;
    const gah_state *st = gah_session_state(&t->session);
    if (table >= 1 && table <= gah_cafe_tables(st, seat)) return table_panel_guest_rect(panel, table - 1, gah_cafe_tables(st, seat));
    return (SDL_Rect){panel.x + 140, panel.y + 70, 62, 90};
}

/* The scorings' tables are read, not watched: they are noted with the animations off too (issue 40: with the
 * animations off the Emperor's scoring never showed). */
static void note_summary(table_scene *t, ui_context *ui, const gah_event *e)
{
    Uint32 now = ui->now;
    switch (e->type) {
    case GAH_EV_EMPEROR_SCORING:
        if (!t->emperor_lines || now >= t->emperor_until) t->emperor_lines = 0, t->emperor_tile = 0;
        if (t->emperor_lines < GAH_MAX_PLAYERS) t->emperor_events[t->emperor_lines++] = *e;
        t->emperor_until = now + TABLE_EMPEROR_HOLD;
        if (t->emperor_lines == 1) ui_play(ui, UI_SOUND_FANFARE);
        break;
    case GAH_EV_EMPEROR_REWARD:
    case GAH_EV_EMPEROR_PENALTY:
        if (e->a >= 0 && e->a < 12) t->emperor_tile = e->a + 1; /* A1..C4 */
        break;
    default: table_parts_note_summary(t, e, now); break;
    }
}

void table_animate(table_scene *t, ui_context *ui, const ui_layout *l)
{
    for (int i = 0; i < t->events.count; i++) note_summary(t, ui, &t->events.list[i]);
    if (t->anim_factor <= 0.0f) return;
    anim_queue *q = &t->anims;
    Uint32 now = ui->now;
    const gah_state *st = gah_session_state(&t->session);
    int viewer = table_viewed_seat(t); /* that seat's pieces move on the big board, the others' to their panels */
    SDL_Rect supply = {980, 300, 48, 48}, deck = {860, 250, 90, 130};
    char name[32];
    for (int i = 0; i < t->events.count; i++) {
        const gah_event *e = &t->events.list[i];
        switch (e->type) {
        case GAH_EV_DICE_ROLLED: {
            /* Every die of the roll tumbles out from the middle of the action board at once. */
            SDL_Rect space = rect_of(t, l, EL_SPACE, e->a);
            for (int k = 0; k < e->b; k++) {
                table_die_sprite(t, e->a, k, name, sizeof name); /* module 2's coloured dice roll too */
                SDL_Rect to = table_die_rect(space, k, e->b);
                SDL_Rect from = {1290 + (int)(anim_random(q) % 60) - 30, 120 + (int)(anim_random(q) % 40), to.w, to.h};
                anim *a = anim_add(q, now, ANIM_DIE_ROLL, name, from, to, ms(t, 900 + anim_random(q) % 300), 0);
                if (a) a->spin = 1.5f + (float)(anim_random(q) % 100) / 50.0f;
            }
            if (e->a == 6) ui_play(ui, UI_SOUND_DICE);
            break;
        }
        case GAH_EV_DIE_DUSTBIN: {
            SDL_Rect from = rect_of(t, l, EL_SPACE, e->a);
            from = (SDL_Rect){from.x + from.w / 2, from.y + from.h / 2, 30, 30};
            table_die_sprite_of(e->d, e->a, name, sizeof name);
            anim_add(q, now, ANIM_MOVE, name, from, (SDL_Rect){1490, 240, 24, 24}, ms(t, 500), ms(t, 100));
            break;
        }
        case GAH_EV_DIE_TAKEN: {
            SDL_Rect from = rect_of(t, l, EL_SPACE, e->a);
            from = (SDL_Rect){from.x + from.w / 2 - 15, from.y + from.h / 2 - 15, 30, 30};
            SDL_Rect to = e->seat == viewer ? (SDL_Rect){560, 470, 30, 30} : rect_of(t, l, EL_PANEL, e->seat);
            to.w = to.h = 30;
            table_die_sprite_of(e->d, e->a, name, sizeof name);
            anim_add(q, now, ANIM_MOVE, name, from, to, ms(t, 450), ms(t, 150));
            break;
        }
        case GAH_EV_GUEST_TAKEN: {
            snprintf(name, sizeof name, "guest/%d", e->a);
            SDL_Rect to = e->seat == viewer ? rect_of(t, l, EL_TABLE, e->c) : panel_card(t, l, e->seat, e->c);
            anim_add(q, now, ANIM_MOVE, name, rect_of(t, l, EL_QUEUE, e->b), to, ms(t, 450), ms(t, 200));
            ui_play(ui, UI_SOUND_CARD);
            break;
        }
        case GAH_EV_AUTOMA_GUEST: {
            snprintf(name, sizeof name, "guest/%d", e->a);
            anim_add(q, now, ANIM_MOVE, name, rect_of(t, l, EL_QUEUE, e->b), panel_card(t, l, e->seat, 0), ms(t, 500), ms(t, 450));
            break;
        }
        case GAH_EV_QUEUE_SLIDE:
            snprintf(name, sizeof name, "guest/%d", e->a);
            anim_add(q, now, ANIM_MOVE, name, rect_of(t, l, EL_QUEUE, e->b), rect_of(t, l, EL_QUEUE, e->c), ms(t, 300), ms(t, 60));
            break;
        case GAH_EV_QUEUE_REFILL:
            if (!e->a) break;
            snprintf(name, sizeof name, "guest/%d", e->a);
            anim_add(q, now, ANIM_MOVE, name, deck, rect_of(t, l, EL_QUEUE, e->b), ms(t, 350), ms(t, 120));
            break;
        case GAH_EV_ITEM_GAINED: case GAH_EV_ITEM_SERVED: {
            if (e->seat != viewer) break;
            snprintf(name, sizeof name, "icon/%s", gah_item_name(e->a));
            SDL_Rect from = e->type == GAH_EV_ITEM_SERVED ? rect_of(t, l, EL_KITCHEN_ITEM, e->a) : supply;
            SDL_Rect to = e->b ? rect_of(t, l, EL_TABLE, e->b) : rect_of(t, l, EL_KITCHEN_ITEM, e->a);
            to = (SDL_Rect){to.x + to.w / 2 - 20, to.y + to.h / 2 - 20, 40, 40};
            from.w = from.h = 40;
            anim_add(q, now, ANIM_MOVE, name, from, to, ms(t, 400), ms(t, 90));
            break;
        }
        case GAH_EV_ROOM_PREPARED: case GAH_EV_ROOM_OCCUPIED: {
            if (e->seat != viewer) break;
            static const char *const colour[3] = {"blue", "red", "yellow"};
            int c = gah_hotels[st->player[e->seat].hotel].colour[e->a];
            snprintf(name, sizeof name, "door/%s-%s", colour[c], e->type == GAH_EV_ROOM_PREPARED ? "vacant" : "occupied");
            SDL_Rect r = rect_of(t, l, EL_ROOM, e->a);
            r = (SDL_Rect){r.x + 3, r.y + 3, r.w - 6, r.h - 6};
            anim_add(q, now, ANIM_DROP, name, r, r, ms(t, 300), ms(t, 150));
            ui_play(ui, UI_SOUND_ROOM);
            break;
        }
        case GAH_EV_GUEST_MOVED: {
            if (e->seat != viewer) break;
            snprintf(name, sizeof name, "guest/%d", e->a);
            SDL_Rect to = rect_of(t, l, EL_ROOM, e->c);
            anim_add(q, now, ANIM_MOVE, name, rect_of(t, l, EL_TABLE, e->b), to, ms(t, 500), ms(t, 100));
            break;
        }
        case GAH_EV_STAFF_PLAYED: {
            snprintf(name, sizeof name, "staff/%d", e->a);
            SDL_Rect to = e->seat == viewer ? rect_of(t, l, EL_DISPLAY_CARD, e->a) : panel_card(t, l, e->seat, 0);
            SDL_Rect from = {1000, 900, 126, 182};
            anim_add(q, now, ANIM_MOVE, name, from, to, ms(t, 450), ms(t, 150));
            ui_play(ui, UI_SOUND_CARD);
            break;
        }
        case GAH_EV_MONEY: case GAH_EV_VP: case GAH_EV_EMPEROR: {
            if (e->type != GAH_EV_MONEY) {
                /* The marker slides along its track from the old space to the new one. */
                char from_name[40], to_name[40];
                bool vp = e->type == GAH_EV_VP;
                int after = vp ? e->b : e->a, before = after - e->value;
                int lap = gah_rules.score_track_length;
                if (vp) after = after < 0 ? 0 : after % lap, before = before < 0 ? 0 : before % lap;
                snprintf(from_name, sizeof from_name, "main/%s/%d", vp ? "score-track" : "emperor-track", before);
                snprintf(to_name, sizeof to_name, "main/%s/%d", vp ? "score-track" : "emperor-track", after);
                SDL_Rect from = table_board_rect(l, from_name), to = table_board_rect(l, to_name);
                snprintf(name, sizeof name, "marker/%d", t->seats[e->seat].colour);
                if (from.w && to.w && before != after)
                    anim_add(q, now, ANIM_MOVE, name, table_marker_rect(from, e->seat), table_marker_rect(to, e->seat),
                             ms(t, 600), ms(t, 80));
            }
            if (e->type == GAH_EV_MONEY && e->value > 0) ui_play(ui, UI_SOUND_COIN);
            if (!e->value) break;
            /* A floating figure shows the change. */
            /* One place for each kind, clear of the tracks of the main board (issue 40: it rose over the score and
             * Emperor tracks) and of a panel's lines of text. */
            int kind = e->type == GAH_EV_VP ? 0 : e->type == GAH_EV_MONEY ? 1 : 2;
            SDL_Rect at = table_float_rect(t, l, e->seat, kind);
            SDL_Rect rise = {at.x, at.y - 6, at.w, at.h};
            anim *a = anim_add(q, now, ANIM_FADE_TEXT, NULL, at, rise, ms(t, 900), ms(t, 60));
            if (a) snprintf(a->text, sizeof a->text, "%+d %s", e->value,
                            e->type == GAH_EV_VP ? "VP" : e->type == GAH_EV_MONEY ? "krone" : "Emperor");
            break;
        }
        case GAH_EV_ROUND_START: {
            /* Issue 40: a round began without a word. The banner waits for what is still moving before it. */
            Uint32 last_start = q->count ? q->list[q->count - 1].start : now;
            Uint32 after = q->tail > last_start ? q->tail - last_start : 0;
            anim *a = anim_add(q, now, ANIM_BANNER, NULL, table_round_banner_rect(), table_round_banner_rect(), ms(t, 1400), after);
            if (a) snprintf(a->text, sizeof a->text, "Round %d", e->a);
            break;
        }
        case GAH_EV_EMPEROR_SCORING: case GAH_EV_EMPEROR_REWARD: case GAH_EV_EMPEROR_PENALTY: break; /* note_summary */
        default: table_parts_animate(t, ui, l, e); break; /* the modules' events, each by its part */
        }
    }
}

SDL_Rect table_round_banner_rect(void) { return (SDL_Rect){330, 150, 340, 110}; }

SDL_Rect table_float_rect(const table_scene *t, const ui_layout *l, int seat, int kind)
{
    /* On the hotel's title band, right of its side's name, one place for each kind. */
    if (seat == table_viewed_seat(t)) return (SDL_Rect){190 + kind * 140, 504, 10, 10};
    /* In an opponent's panel: along its lower band, one place for each kind (issue 40: over its lines of text);
     * in a tall one above a player's guests, or under the automa's card. */
    SDL_Rect panel = rect_of(t, l, EL_PANEL, seat);
    if (panel.h >= TABLE_PANEL_TALL_H)
        return (SDL_Rect){panel.x + 120 + kind * 76, panel.y + (gah_seat_is_automa(gah_session_state(&t->session), seat) ? 252 : 226), 10, 10};
    return (SDL_Rect){panel.x + 120 + kind * 76, panel.y + panel.h - 40, 10, 10};
}

void table_draw_anims(table_scene *t, ui_context *ui, const ui_atlas *atlas)
{
    anim_update(&t->anims, ui->now);
    for (int i = 0; i < t->anims.count; i++) {
        const anim *a = &t->anims.list[i];
        if (ui->now < a->start || a->kind == ANIM_CAPTION) continue; /* captions: pacing_draw, over everything */
        SDL_Rect at;
        double angle;
        Uint8 alpha;
        anim_frame(a, ui->now, &at, &angle, &alpha);
        if (a->kind == ANIM_BANNER) {
            SDL_Color box = {250, 242, 222, alpha}, frame = {176, 141, 60, alpha}, words = {140, 42, 42, alpha};
            ui_fill(ui, at, box);
            ui_frame(ui, at, frame, 4);
            ui_text_middle(ui, UI_FONT_TITLE, 56, words, at.x + at.w / 2, at.y + at.h / 2, 1, a->text);
            continue;
        }
        if (a->kind == ANIM_FADE_TEXT) {
            SDL_Color c = {140, 42, 42, alpha};
            ui_text(ui, UI_FONT_TITLE, 28, c, at.x, at.y, 0, a->text);
            continue;
        }
        const atlas_sprite *s = atlas_find(atlas, a->sprite);
        SDL_Rect dst = ui_to_window(ui, at);
        if (!s) {
            ui_fill(ui, at, (SDL_Color){225, 210, 180, 255});
            continue;
        }
        SDL_Rect src = {s->rect.x * atlas->scale, s->rect.y * atlas->scale, s->rect.w * atlas->scale, s->rect.h * atlas->scale};
        SDL_RenderCopyEx(ui->renderer, atlas->pages[s->page], &src, &dst, angle, NULL, SDL_FLIP_NONE);
    }
}

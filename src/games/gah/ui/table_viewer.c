/* The card viewer and the tooltips: what the mouse rests on, in words and enlarged - never a private card that
 * is not face up in front of the seat to move - placed away from the mouse, the prompt and a guide's note. */
#include "games/gah/ui/table_draw_internal.h"

#include <stdio.h>
#include <string.h>

static const SDL_Color paper = {243, 230, 200, 255};

/* The sprite name of a card-like element, for the card viewer; false for other elements. */
static bool holds(const uint8_t *cards, int count, int card)
{
    for (int i = 0; i < count; i++)
        if (cards[i] == card) return true;
    return false;
}

bool table_viewer_card(const table_scene *t, ui_el e, char *name, size_t size)
{
    const gah_state *st = gah_session_state(&t->session);
    int seat = table_prompt_seat(t), home = table_home_seat(t);
    const gah_player *p = &st->player[table_viewed_seat(t)];
    /* A private card only while it lies face up in the hand on the big board (the seat to move's, or the one
     * person's while a computer plays): the hover outlives a change of seat (it is redone when the mouse
     * moves), and the mouse resting where a computer's hidden hand had a card opened that card's face on the
     * next person's turn. */
    if (e.kind == EL_HAND_CARD && (table_viewed_seat(t) != home || !holds(p->hand, p->hand_count, e.index))) return false;
    if (e.kind == EL_DRAWN_CARD && !holds(st->drawn, st->drawn_count, e.index)) return false;
    if (e.kind == EL_DRAFT_CARD && !holds(st->draft_pack[seat], st->draft_count[seat], e.index)) return false;
    switch (e.kind) {
    case EL_QUEUE: return st->queue[e.index - 1] && snprintf(name, size, "guest/%d", st->queue[e.index - 1]) > 0;
    case EL_TABLE: return p->cafe[e.index - 1].guest && snprintf(name, size, "guest/%d", p->cafe[e.index - 1].guest) > 0;
    case EL_OBJECTIVE: return snprintf(name, size, "objective/%d", st->objectives[e.index]) > 0;
    case EL_HAND_CARD: case EL_DISPLAY_CARD: case EL_DRAWN_CARD: case EL_DRAFT_CARD:
        return snprintf(name, size, "staff/%d", e.index) > 0;
    case EL_EMPEROR_TILE: return snprintf(name, size, "emperor/%s", gah_emperor_tiles[st->emperor_tiles[e.index]].code) > 0;
    case EL_PANEL_GUEST: {
        int s = e.index / GAH_CAFE_TABLES, tb = e.index % GAH_CAFE_TABLES;
        return s >= 0 && s < st->players && st->player[s].cafe[tb].guest &&
               snprintf(name, size, "guest/%d", st->player[s].cafe[tb].guest) > 0;
    }
    default: return table_parts_viewer_card(t, e, name, size); /* module 2's celebrities, module 3's entrances */
    }
}

/* A few words about a board space the mouse rests on (rooms, Emperor track spaces, tiles). */
static bool explain(const table_scene *t, ui_el e, char *out, size_t size)
{
    const gah_state *st = gah_session_state(&t->session);
    const gah_player *p = &st->player[table_viewed_seat(t)];
    const gah_hotel_layout *h = &gah_hotels[p->hotel];
    static const char *const colours[3] = {"blue", "red", "yellow"};
    static const char *const bonus[3] = {"VP", "krone", "Emperor steps"};
    if (table_parts_explain(t, e, out, size)) return true; /* a part's element */
    if (e.kind == EL_ROOM) {
        int c = 0, amount = gah_group_bonus_of_room(st, table_viewed_seat(t), e.index, &c);
        int size_g = h->group_size[h->group[e.index]];
        /* In the game's words (issue 13: "Room 0, floor 1" was a developer's). */
        static const char *const floors[4] = {"first", "second", "third", "fourth"};
        int floor = e.index / 5;
        snprintf(out, size, "A %s room on the %s floor: costs %d krone, %d VP at the end if occupied; %s group of %d, full = %d %s",
                 colours[c], floors[floor & 3], gah_rules.floor_costs[floor], gah_rules.floor_vp[floor], colours[c], size_g,
                 amount, bonus[c]);
        return true;
    }
    if (e.kind == EL_TABLE && table_guest_stuck(t, table_viewed_seat(t), e.index, out, size)) return true;
    if (e.kind == EL_EMPEROR_SPACE) {
        snprintf(out, size, "Emperor track, space %d: %d VP at each Emperor scoring for a marker here", e.index, gah_rules.emperor_track_vp[e.index]);
        return true;
    }
    if (e.kind == EL_EMPEROR_TILE) {
        const gah_emperor_tile *tile = &gah_emperor_tiles[st->emperor_tiles[e.index]];
        snprintf(out, size, "After round %d: reward %s; penalty %s", gah_rules.emperor_scoring_rounds[e.index],
                 tile->reward_text, tile->penalty_text);
        return true;
    }
    return false;
}

SDL_Rect table_viewer_rect(const table_scene *t)
{
    /* On the side away from the mouse, never over the prompt and its buttons (issue 13): over the
     * opponents' panels, or over the main board; over the main board while the tutorial's note covers the
     * panels (the large card sat under the note). */
    SDL_Point mouse = t->pinned ? t->pin_mouse : t->mouse; /* a pinned card keeps its place */
    return (SDL_Rect){mouse.x < 960 && !t->note_right ? 1556 : 380, 170, 352, 508};
}

static bool viewer_open(const table_scene *t, Uint32 now)
{
    return !t->dragging && (t->pinned || (!t->hover_quiet && now - t->hover_since >= TABLE_VIEWER_DELAY_MS));
}

bool table_viewer_showing(const table_scene *t, Uint32 now, char *name, size_t size)
{
    /* Pinned, the viewer shows the pinned card wherever the mouse goes (issue 40: it followed the mouse). */
    return viewer_open(t, now) && table_viewer_card(t, t->pinned ? t->pin : t->hover, name, size);
}

void table_draw_viewer(table_scene *t, ui_context *ui, const ui_atlas *a)
{
    char name[32], words[400];
    if (t->dragging) return;
    bool open = viewer_open(t, ui->now);
    if (table_viewer_showing(t, ui->now, name, sizeof name)) {
        SDL_Rect r = table_viewer_rect(t);
        const atlas_sprite *s = atlas_find(a, name);
        if (s && s->rect.w > 0 && s->rect.h * 352 < s->rect.w * 508) r.h = 352 * s->rect.h / s->rect.w; /* tiles stay square */
        ui_fill(ui, (SDL_Rect){r.x - 8, r.y - 10, r.w + 16, r.h + 56}, (SDL_Color){40, 26, 20, 220});
        table_draw_sprite(ui, a, name, r);
        ui_text(ui, UI_FONT_TEXT, 17, paper, r.x + r.w / 2, r.y + r.h + 12, 1, t->pinned ? "pinned: right-click to close" : "right-click to pin");
    }
    if (open && explain(t, t->hover, words, sizeof words)) {
        /* Drawn last, over the large card (issue 13: long tooltips ran out of a fixed box, and under the card). */
        int wrap = 0;
        SDL_Rect box = table_tooltip_rect(ui, t->mouse, words, &wrap);
        ui_fill(ui, box, (SDL_Color){40, 26, 20, 235});
        ui_text_wrapped(ui, UI_FONT_TEXT, 17, paper, box.x + box.w / 2, box.y + 9, wrap, words);
    }
}

SDL_Rect table_tooltip_rect(ui_context *ui, SDL_Point mouse, const char *words, int *wrap)
{
    /* One line up to 640 canvas units, then wrapped lines (an entrance's words ran off the canvas on one
     * line); beside the mouse, away from the nearer edge, always on the canvas. */
    *wrap = 640;
    SDL_Point size = ui_text_wrapped_size(ui, UI_FONT_TEXT, 17, *wrap, words);
    int w = size.x + 24, h = size.y + 18;
    SDL_Rect box = {mouse.x < 960 ? mouse.x + 24 : mouse.x - 24 - w, mouse.y + 24, w, h};
    if (box.x + box.w > UI_CANVAS_W - 10) box.x = UI_CANVAS_W - 10 - box.w;
    if (box.x < 10) box.x = 10;
    if (box.y + box.h > UI_CANVAS_H - 10) box.y = mouse.y - 24 - box.h;
    if (box.y < 10) box.y = 10;
    return box;
}

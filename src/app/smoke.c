/* The smoke run: plays a whole game through the window by pressing and releasing the mouse where a
 * person would, one command per frame. Any legal command the table cannot reach is a failure. */
#include "app/harness.h"
#include "gah/ai.h"

#include <stdio.h>

static SDL_Point centre(SDL_Rect r) { return (SDL_Point){r.x + r.w / 2, r.y + r.h / 2}; }

/* Where a person would press on element `e`: its centre, or when something lies on it there (a coloured die
 * on its action space) the first free point of a grid over it, as a person aims beside the die. */
static SDL_Point reach(const table_scene *t, const ui_layout *l, ui_el e, SDL_Rect r)
{
    SDL_Point p = centre(r);
    for (int gy = 1; gy < 8; gy++)
        for (int gx = 1; gx < 8; gx++) {
            ui_el at = table_el_at(t, l, p);
            if (at.kind == e.kind && at.index == e.index) return p;
            p = (SDL_Point){r.x + gx * r.w / 8, r.y + gy * r.h / 8};
        }
    return centre(r);
}

bool smoke_step(app *a, uint64_t *rng, char *err, size_t err_size)
{
    if (a->scene != SCENE_TABLE) {
        snprintf(err, err_size, "the game left the table unexpectedly (scene %d)", a->scene);
        return false;
    }
    if (a->handover_seat >= 0) {
        app_click(a, (SDL_Point){960, 540});
        return true;
    }
    table_scene *t = &a->table;
    if ((t->emperor_lines && a->ui.now < t->emperor_until) || table_ballrooms_summary_showing(t, a->ui.now)) {
        /* a person reads the Emperor's table (and the ballrooms'), then clicks */
        app_click(a, (SDL_Point){960, 540});
        return true;
    }
    if (t->session.control[table_prompt_seat(t)] != BG_CONTROL_PERSON) return true; /* the app plays it */
    if (t->legal_count <= 0) {
        snprintf(err, err_size, "no legal command at prompt %s", gah_prompt_name(gah_current_prompt(gah_session_state(&t->session)).kind));
        return false;
    }
    int pick = gah_ai_pick_weighted(t->legal, t->legal_count, rng);
    bool applied;
    if (!smoke_play(a, t->legal[pick], &applied, err, err_size)) return false;
    if (!applied) {
        char text[64];
        gah_command_format(t->legal[pick], text, sizeof text);
        snprintf(err, err_size, "'%s' did not happen through the mouse (%s)", text, t->message);
        return false;
    }
    return true;
}

bool smoke_play(app *a, gah_command cmd, bool *applied, char *err, size_t err_size)
{
    table_scene *t = &a->table;
    char text[64];
    gah_command_format(cmd, text, sizeof text);
    *applied = false;
    if (cmd.type == GAH_CMD_DIE && (cmd.b & 1) != t->boost) { /* bit 0: the boost; above it a die's colour */
        SDL_Point b = centre(table_el_rect(t, &a->layout, (ui_el){EL_BOOST, 0}));
        app_press(a, b);
        app_click(a, b);
    }
    ui_el from, to;
    table_command_els(t, cmd, &from, &to);
    SDL_Rect fr = table_el_rect(t, &a->layout, from), tr = table_el_rect(t, &a->layout, to);
    if (from.kind == EL_NONE || fr.w <= 0 || tr.w <= 0) {
        snprintf(err, err_size, "'%s' has no place on the table", text);
        return false;
    }
    SDL_Point p = reach(t, &a->layout, from, fr), q = reach(t, &a->layout, to, tr);
    ui_el at_from = table_el_at(t, &a->layout, p);
    if ((at_from.kind != from.kind || at_from.index != from.index) && anim_update(&t->anims, a->ui.now)) {
        /* A paced step may open a panel over it (module 1's ballrooms for a dancer): a person's first click
         * skips the steps, as table_mouse_up does. */
        anim_clear(&t->anims);
        at_from = table_el_at(t, &a->layout, p);
    }
    if (at_from.kind != from.kind || at_from.index != from.index) {
        snprintf(err, err_size, "'%s': where it starts is covered by something else", text);
        return false;
    }
    uint64_t before = gah_hash(gah_session_state(&t->session));
    int count_before = t->session.count;
    app_press(a, p);
    ui_el at_to = table_el_at(t, &a->layout, q);
    if (at_to.kind != to.kind || at_to.index != to.index) {
        snprintf(err, err_size, "'%s': where it lands is covered by something else", text);
        return false;
    }
    table_mouse_move(t, q);
    app_release(a, q);
    *applied = t->session.count != count_before || gah_hash(gah_session_state(&t->session)) != before;
    return true;
}

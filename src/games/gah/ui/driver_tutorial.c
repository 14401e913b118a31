/* The test harness's "tutorial N [S]" on the base game's table (ui/table_driver.h): the tutorial's game
 * played through the mouse as a newcomer following the notes would, each step printed as it comes, with its
 * tag checked against everything it could cover. */
#include "games/gah/ui/table_game.h"

#include <stdio.h>
#include <string.h>

/* The step's tag (issue 13): printed with what it covers, checked here point by point rather than by the
 * tutorial's own test - any element of the table or the label band above one, a lit place, the table's
 * own words, the note. "clear" is what a newcomer needs. */
static void check_tag(gah_window *w, const ui_layout *l, ui_tutorial_drive *d)
{
    table_scene *t = &w->table;
    SDL_Rect lit[TUTORIAL_LIT_MAX], tag, words[8];
    int thick[TUTORIAL_LIT_MAX];
    int n = tutorial_lit(&w->tutorial, t, l, lit, thick);
    if (!n) return; /* not the person's turn yet */
    d->tag_checked = true;
    if (!tutorial_tag_spot(t, l, lit, n, &tag)) {
        printf("gah: tutorial step %d tag: none\n", w->tutorial.step + 1);
        return;
    }
    const char *covers = NULL;
    SDL_Rect note = tutorial_note_rect();
    if (SDL_HasIntersection(&tag, &note)) covers = "the note";
    SDL_Rect prompt = table_prompt_panel_rect();
    if (!covers && SDL_HasIntersection(&tag, &prompt)) covers = "the prompt";
    for (int i = 0; i < n && !covers; i++)
        if (SDL_HasIntersection(&tag, &lit[i])) covers = "a lit place";
    for (int i = 0, k = table_fixed_labels(words, 8); i < k && !covers; i++)
        if (SDL_HasIntersection(&tag, &words[i])) covers = "the table's words";
    SDL_Rect banded = {tag.x, tag.y, tag.w, tag.h + 18};
    for (int i = 0; i < l->count && !covers; i++) {
        SDL_Rect b = l->rects[i].board ? (SDL_Rect){0, 0, 0, 0} : table_board_rect(l, l->rects[i].name);
        if (b.w > 0 && SDL_HasIntersection(&banded, &b)) covers = "a board's picture or the label above it";
    }
    for (int y = tag.y; y < tag.y + tag.h + 18 && !covers; y++) /* 18: a label printed above its group */
        for (int x = tag.x; x < tag.x + tag.w && !covers; x += 2)
            if (table_el_at(t, l, (SDL_Point){x, y}).kind != EL_NONE)
                covers = y < tag.y + tag.h ? "an element" : "a label above an element";
    printf("gah: tutorial step %d tag at %d,%d %dx%d: %s\n", w->tutorial.step + 1, tag.x, tag.y, tag.w, tag.h,
           covers ? covers : "clear");
}

/* Issue 40: the tutorial never turns down a useful move that keeps its step open. Checked on every frame of
 * the person's turn, move by move, by what a newcomer met: a guest taken before the die (the guest cannot be
 * taken after it), a serve from the kitchen already paid for (it lapses once anything else is done), and a
 * place the tutorial lights. */
static bool refusals_fair(const tutorial *tu, const table_scene *t, char *err, size_t err_size)
{
    gah_command want;
    if (!tutorial_wanted(tu, t, &want)) return true;
    const gah_state *st = gah_session_state(&t->session);
    bool paid = gah_serve_cost(st, TUTORIAL_PERSON) == 0;
    for (int i = 0; i < t->legal_count; i++) {
        gah_command c = t->legal[i];
        const char *what = NULL;
        if (c.type == GAH_CMD_TAKE_GUEST && want.type != GAH_CMD_TAKE_GUEST) what = "a guest taken before the die";
        else if (c.type == GAH_CMD_SERVE && paid) what = "a serve from the kitchen already paid for";
        if (!what || !tutorial_refuses(tu, t, c)) continue;
        snprintf(err, err_size, "the tutorial turns down %s at step %d", what, tu->step + 1);
        return false;
    }
    return true;
}

/* One frame: Next on every note, the step's own action when it is possible, else what leads to it, else any
 * legal move; once (the first time a step waits for its action) another action is tried first, which the
 * tutorial must turn down. */
int gah_driver_tutorial(void *g, const ui_driver_env *env, ui_tutorial_drive *d, char *err, size_t err_size)
{
    gah_window *w = g;
    tutorial *tu = &w->tutorial;
    table_scene *t = &w->table;
    if (d->stop && tu->step + 1 >= d->stop) return UI_STEP_DONE; /* "tutorial N S": stop at step S */
    if (tu->step != d->shown) {
        d->shown = tu->step;
        d->tag_checked = false;
        if (tu->step < tutorial_step_count()) printf("gah: tutorial step %d: %s\n", tu->step + 1, tutorial_step_title(tu->step));
        else printf("gah: tutorial finished in round %d\n", gah_session_state(&t->session)->round);
    }
    SDL_Point at;
    if (!d->tag_checked && tu->step < tutorial_step_count()) check_tag(w, env->layout, d);
    /* The Emperor's table: the smoke step clicks it away. */
    if (t->emperor_lines && env->ui->now < t->emperor_until) return env->smoke(env->ctx, err, err_size) ? UI_STEP_UNTIL : UI_STEP_FAILED;
    if (tutorial_next_point(tu, &at)) {
        env->press(env->ctx, at);
        env->click(env->ctx, at);
        return UI_STEP_UNTIL;
    }
    if (!tu->on || t->session.control[table_prompt_seat(t)] != BG_CONTROL_PERSON)
        return env->smoke(env->ctx, err, err_size) ? UI_STEP_UNTIL : UI_STEP_FAILED;
    if (!refusals_fair(tu, t, err, err_size)) return UI_STEP_FAILED;
    gah_command want;
    bool applied;
    if (tutorial_wanted(tu, t, &want)) {
        if (!d->refusal_tried) { /* something else first: the tutorial turns it down, the game stays */
            for (int i = 0; i < t->legal_count; i++) {
                gah_command other = t->legal[i];
                if (!memcmp(&other, &want, sizeof want) || other.type == want.type || !tutorial_refuses(tu, t, other)) continue;
                uint64_t before = gah_hash(gah_session_state(&t->session));
                if (!env->play(env->ctx, gah_move_of(other), &applied, err, err_size)) return UI_STEP_FAILED;
                if (applied || gah_hash(gah_session_state(&t->session)) != before) {
                    snprintf(err, err_size, "the tutorial let another action through at step %d", tu->step + 1);
                    return UI_STEP_FAILED;
                }
                printf("gah: tutorial refused: %s\n", t->message);
                d->refusal_tried = true;
                return UI_STEP_UNTIL;
            }
        }
        if (!env->play(env->ctx, gah_move_of(want), &applied, err, err_size)) return UI_STEP_FAILED;
    } else if (tutorial_aimed(tu, t, &want)) {
        if (!env->play(env->ctx, gah_move_of(want), &applied, err, err_size)) return UI_STEP_FAILED;
    } else {
        return env->smoke(env->ctx, err, err_size) ? UI_STEP_UNTIL : UI_STEP_FAILED;
    }
    if (!applied) {
        snprintf(err, err_size, "the step's action did not happen through the mouse (%s)", t->message);
        return UI_STEP_FAILED;
    }
    return UI_STEP_UNTIL;
}

/* The scripted run (--script) for headless tests: clicks on named menu items and new-game controls, smoke
 * steps on the table, and a printed summary of the game - all through the same mouse handling a person
 * uses, so a path the smoke driver skips (the new-game screen, Continue) is tested too. */
#include "app/harness.h"

#include "gah/number.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One step: "menu LABEL", "newgame CONTROL", "final BUTTON" (rematch, save, menu), "type TEXT", "rules CHAPTER|back", "hover X,Y" (the rules screen), "tutorial N [S]" (play the tutorial's game to its end in up to N frames, or until step S shows), "smoke N", "setup" (smoke moves through the set-up),
 * "round R" (smoke moves until round R begins), "handover" (click the hand-over screen, print whether the
 * dice roll), "log N" (print the log's last N lines), "wait N", "animations on|off", "space" (click the
 * first action space with a die), "finish N" (up to N frames for the game to end, computers playing),
 * "think" (count the frames drawn while a computer thinks), "hint [N]" (click the Hint button once it is
 * offered, within N frames, 3000 by default; print the hint and whether its move is legal when it arrives),
 * "type TEXT" (typed into the new-game field being edited), "key" (Let's Waltz module 4: smoke moves until a person may take the skeleton key, then its drag),
 * "print" or "quit". */
static bool next_step(const char **cursor, char *verb, size_t verb_size, char *arg, size_t arg_size)
{
    const char *p = *cursor;
    while (*p == ' ' || *p == ';') p++;
    if (!*p) return false;
    const char *end = strchr(p, ';');
    if (!end) end = p + strlen(p);
    const char *space = memchr(p, ' ', (size_t)(end - p));
    size_t vlen = (size_t)((space ? space : end) - p);
    snprintf(verb, verb_size, "%.*s", (int)vlen, p);
    arg[0] = 0;
    if (space) {
        const char *a = space + 1, *e = end;
        while (e > a && e[-1] == ' ') e--;
        snprintf(arg, arg_size, "%.*s", (int)(e - a), a);
    }
    *cursor = end;
    return true;
}

/* A step's number that may be left out (`fallback`); a whole positive number otherwise. */
static bool optional_number(const char *arg, int fallback, int *out)
{
    if (!arg[0]) return *out = fallback, true;
    return gah_parse_int(arg, 1, INT_MAX, out);
}

/* "A,B" or "A B": two whole numbers in [lo, hi] either side of `sep`. */
static bool number_pair(const char *arg, char sep, int lo, int hi, int *a, int *b)
{
    const char *at = strchr(arg, sep);
    char first[16];
    if (!at || (size_t)(at - arg) >= sizeof first) return false;
    snprintf(first, sizeof first, "%.*s", (int)(at - arg), arg);
    int x, y;
    if (!gah_parse_int(first, lo, hi, &x) || !gah_parse_int(at + 1, lo, hi, &y)) return false;
    *a = x, *b = y;
    return true;
}

static bool step_refused(const char *verb, const char *arg, char *err, size_t err_size)
{
    snprintf(err, err_size, "script step '%s' takes a whole number in range, not '%s'", verb, arg);
    return false;
}

static void print_summary(app *a)
{
    static const char *scenes[SCENE_COUNT] = {"menu", "newgame", "table", "pause", "final", "settings", "rules", "recent"};
    printf("gah: scene %s", scenes[a->scene]);
    if (a->table_live) {
        const gah_state *st = gah_session_state(&a->table.session);
        char params[256];
        gah_params_format(&st->params, params, sizeof params);
        for (char *p = params; *p; p++)
            if (*p == '\n') *p = ',';
        printf("; game %s commands %d, round %d, hash %016llx", params, a->table.session.count, st->round,
               (unsigned long long)gah_hash(st));
        for (int i = 0; i < st->players; i++)
            if (a->table.session.control[i] == BG_CONTROL_COMPUTER)
                printf("; seat %d computer %s", i + 1, a->table.session.agent[i]);
    }
    if (a->scene == SCENE_RULES) printf("; rules chapter %d, card under the mouse %d", a->rules.chapter + 1, a->rules.hover);
    if (a->menu.status[0]) printf("; status \"%s\"", a->menu.status);
    printf("\n");
}

/* The step's tag (issue 13): printed with what it covers, checked here point by point rather than by the
 * tutorial's own test - any element of the table or the label band above one, a lit place, the table's
 * own words, the note. "clear" is what a newcomer needs. */
static void check_tag(app *a, harness_script *s)
{
    table_scene *t = &a->table;
    SDL_Rect lit[TUTORIAL_LIT_MAX], tag, words[8];
    int thick[TUTORIAL_LIT_MAX];
    int n = tutorial_lit(&a->tutorial, t, &a->layout, lit, thick);
    if (!n) return; /* not the person's turn yet */
    s->tag_checked = true;
    if (!tutorial_tag_spot(t, &a->layout, lit, n, &tag)) {
        printf("gah: tutorial step %d tag: none\n", a->tutorial.step + 1);
        return;
    }
    const char *covers = NULL;
    SDL_Rect note = tutorial_note_rect();
    if (SDL_HasIntersection(&tag, &note)) covers = "the note";
    for (int i = 0; i < n && !covers; i++)
        if (SDL_HasIntersection(&tag, &lit[i])) covers = "a lit place";
    for (int i = 0, w = table_fixed_labels(words, 8); i < w && !covers; i++)
        if (SDL_HasIntersection(&tag, &words[i])) covers = "the table's words";
    SDL_Rect banded = {tag.x, tag.y, tag.w, tag.h + 18};
    for (int i = 0; i < a->layout.count && !covers; i++) {
        SDL_Rect b = a->layout.rects[i].board ? (SDL_Rect){0, 0, 0, 0} : table_board_rect(&a->layout, a->layout.rects[i].name);
        if (b.w > 0 && SDL_HasIntersection(&banded, &b)) covers = "a board's picture or the label above it";
    }
    for (int y = tag.y; y < tag.y + tag.h + 18 && !covers; y++) /* 18: a label printed above its group */
        for (int x = tag.x; x < tag.x + tag.w && !covers; x += 2)
            if (table_el_at(t, &a->layout, (SDL_Point){x, y}).kind != EL_NONE)
                covers = y < tag.y + tag.h ? "an element" : "a label above an element";
    printf("gah: tutorial step %d tag at %d,%d %dx%d: %s\n", a->tutorial.step + 1, tag.x, tag.y, tag.w, tag.h,
           covers ? covers : "clear");
}

/* "tutorial N": plays the tutorial's game through the mouse as a newcomer following the notes would:
 * Next on every note, the step's own action when it is possible, else what leads to it, else any legal
 * move; once (the first time a step waits for its action) another action is tried first, which the
 * tutorial must turn down. Prints each step as it comes, then plays on to the final scoring. */
static bool drive_tutorial(app *a, harness *h, char *err, size_t err_size)
{
    harness_script *s = &h->script;
    uint64_t *rng = &h->rng;
    if (a->scene == SCENE_FINAL) {
        printf("gah: tutorial game over after %d commands\n", a->table.session.count);
        s->tutorial = 0;
        return true;
    }
    if (--s->tutorial == 0) {
        snprintf(err, err_size, "the tutorial's game did not end in the frames given (step %d)", a->tutorial.step + 1);
        return false;
    }
    if (a->scene != SCENE_TABLE) {
        snprintf(err, err_size, "the tutorial left the table (scene %d)", a->scene);
        return false;
    }
    tutorial *tu = &a->tutorial;
    if (s->tutorial_stop && tu->step + 1 >= s->tutorial_stop) { /* "tutorial N S": stop at step S */
        s->tutorial = 0;
        return true;
    }
    if (tu->step != s->tutorial_step) {
        s->tutorial_step = tu->step;
        s->tag_checked = false;
        if (tu->step < tutorial_step_count()) printf("gah: tutorial step %d: %s\n", tu->step + 1, tutorial_step_title(tu->step));
        else printf("gah: tutorial finished in round %d\n", gah_session_state(&a->table.session)->round);
    }
    table_scene *t = &a->table;
    SDL_Point at;
    if (!s->tag_checked && tu->step < tutorial_step_count()) check_tag(a, s);
    if (t->emperor_lines && a->ui.now < t->emperor_until) return smoke_step(a, rng, err, err_size); /* it clicks the table away */
    if (tutorial_next_point(tu, &at)) {
        app_press(a, at);
        app_click(a, at);
        return true;
    }
    if (!tu->on || t->session.control[table_prompt_seat(t)] != BG_CONTROL_PERSON) return smoke_step(a, rng, err, err_size);
    gah_command want;
    bool applied;
    if (tutorial_wanted(tu, t, &want)) {
        if (!s->refusal_tried) { /* something else first: the tutorial turns it down, the game stays */
            for (int i = 0; i < t->legal_count; i++) {
                gah_command other = t->legal[i];
                if (!memcmp(&other, &want, sizeof want) || other.type == want.type) continue;
                uint64_t before = gah_hash(gah_session_state(&t->session));
                if (!smoke_play(a, other, &applied, err, err_size)) return false;
                if (applied || gah_hash(gah_session_state(&t->session)) != before) {
                    snprintf(err, err_size, "the tutorial let another action through at step %d", tu->step + 1);
                    return false;
                }
                printf("gah: tutorial refused: %s\n", t->message);
                s->refusal_tried = true;
                return true;
            }
        }
        if (!smoke_play(a, want, &applied, err, err_size)) return false;
    } else if (tutorial_aimed(tu, t, &want)) {
        if (!smoke_play(a, want, &applied, err, err_size)) return false;
    } else {
        return smoke_step(a, rng, err, err_size);
    }
    if (!applied) {
        snprintf(err, err_size, "the step's action did not happen through the mouse (%s)", t->message);
        return false;
    }
    return true;
}

static bool key_offered(const app *a)
{
    const table_scene *t = &a->table;
    if (a->scene != SCENE_TABLE || a->handover_seat >= 0 || t->session.control[table_prompt_seat(t)] != BG_CONTROL_PERSON) return false;
    for (int i = 0; i < t->legal_count; i++)
        if (t->legal[i].type == GAH_CMD_KEY) return true;
    return false;
}

/* "key": a person drags the skeleton key onto their turn-order tile, after smoke moves until they may. */
static bool script_take_key(app *a, uint64_t *rng, char *err, size_t err_size)
{
    for (int k = 0; k < 600 && !key_offered(a); k++) {
        if (a->scene != SCENE_TABLE) break;
        if (!smoke_step(a, rng, err, err_size)) return false;
    }
    bool applied = false;
    if (key_offered(a) && !smoke_play(a, (gah_command){GAH_CMD_KEY, 0, 0}, &applied, err, err_size)) return false;
    if (!applied) {
        snprintf(err, err_size, "nobody could take the skeleton key through the mouse");
        return false;
    }
    printf("gah: %s took the skeleton key through the mouse\n", a->table.seats[a->table.session.record[a->table.session.count - 1].seat].name);
    return true;
}

bool script_step(app *a, harness *h, char *err, size_t err_size)
{
    harness_script *s = &h->script;
    uint64_t *rng = &h->rng;
    if (s->tutorial > 0) return drive_tutorial(a, h, err, err_size);
    if (s->wait > 0) {
        s->wait--;
        return true;
    }
    if (s->smoke > 0) {
        s->smoke--;
        if (a->scene != SCENE_TABLE) return true; /* e.g. the game ended: nothing more to play */
        return smoke_step(a, rng, err, err_size);
    }
    if (s->round > 0) { /* smoke moves until the round is reached (a hand-over stays up) */
        if (a->scene != SCENE_TABLE || gah_session_state(&a->table.session)->round >= s->round) {
            s->round = 0;
            return true;
        }
        return smoke_step(a, rng, err, err_size);
    }
    if (s->setup) { /* smoke moves until the set-up decisions are made and the dice are rolled */
        int phase = gah_session_state(&a->table.session)->phase;
        if (a->scene != SCENE_TABLE || (phase != GAH_PHASE_START_GUESTS && phase != GAH_PHASE_START_ROOMS)) {
            s->setup = false;
            return true;
        }
        return smoke_step(a, rng, err, err_size);
    }
    if (s->dancer > 0) { /* Let's Waltz module 1: until a person's complete guest may go to a ballroom */
        if (a->scene != SCENE_TABLE) {
            s->dancer = 0;
            return true;
        }
        bool may = a->handover_seat < 0;
        bool send = false;
        for (int i = 0; i < a->table.legal_count; i++) send |= a->table.legal[i].type == GAH_CMD_SEND && a->table.legal[i].a > 0;
        if (may && send) {
            s->dancer = 0;
            return true;
        }
        if (--s->dancer == 0) {
            snprintf(err, err_size, "no guest could dance in the moves given");
            return false;
        }
        return smoke_step(a, rng, err, err_size);
    }
    if (s->finish > 0) { /* the computers play on; the step is over when the final scoring shows */
        if (a->scene == SCENE_FINAL) {
            s->finish = 0;
            return true;
        }
        if (--s->finish == 0) {
            snprintf(err, err_size, "the game did not end in the frames given (%d commands)", a->table.session.count);
            return false;
        }
        return true;
    }
    if (s->hint_wait > 0) { /* until the Hint button is offered (a person's turn), then its click */
        if (hint_offered(a) && hint_click(a, hint_button_point())) {
            s->hint_wait = 0;
            a->table.message[0] = 0;
            s->hint = 2000;
        } else if (--s->hint_wait == 0) {
            snprintf(err, err_size, "no Hint button came");
            return false;
        } else {
            SDL_Delay(1);
        }
        return true;
    }
    if (s->hint > 0) { /* the hint thinks on the worker thread; the table draws on meanwhile */
        if (a->hint_shown || !strncmp(a->table.message, "Hint: ", 6)) {
            char move[64] = "none";
            bool legal = false;
            if (a->hint_shown) {
                gah_command_format(a->hint_cmd, move, sizeof move);
                for (int i = 0; i < a->table.legal_count; i++) legal |= !memcmp(&a->table.legal[i], &a->hint_cmd, sizeof a->hint_cmd);
            }
            printf("gah: hint %s (%s): %s\n", move, legal ? "legal" : "not legal", a->table.message);
            s->hint = 0;
            return true;
        }
        if (--s->hint == 0) {
            snprintf(err, err_size, "no hint came");
            return false;
        }
        SDL_Delay(5); /* a headless frame is quick: give the thought its time in naps */
        return true;
    }
    if (s->think == 1) { /* until a computer starts thinking (a few hundred frames at most) */
        if (ai_worker_busy(&a->worker) && !SDL_AtomicGet(&a->worker.done)) {
            s->think = 2;
            s->think_frames = 0;
            s->think_since = s->think_last = SDL_GetTicks();
            s->think_gap = 0;
        } else if (++s->think_frames > 300) {
            snprintf(err, err_size, "no computer started thinking");
            return false;
        }
        return true;
    }
    if (s->think == 2) { /* this frame is drawn while the computer thinks on its thread */
        /* The longest wait between two frames is what a frozen window shows, whatever the machine's load:
         * a count of frames alone fell short on a loaded machine while the window drew on. */
        Uint32 now = SDL_GetTicks();
        if (now - s->think_last > s->think_gap) s->think_gap = now - s->think_last;
        s->think_last = now;
        if (ai_worker_busy(&a->worker) && !SDL_AtomicGet(&a->worker.done)) {
            s->think_frames++;
            return true;
        }
        printf("gah: %d frames drawn while a computer thought for %u ms, at most %u ms apart\n", s->think_frames,
               (unsigned)(now - s->think_since), (unsigned)s->think_gap);
        s->think = 0;
        return true;
    }
    char verb[16], arg[64];
    if (!next_step(&s->cursor, verb, sizeof verb, arg, sizeof arg)) {
        a->running = false;
        return true;
    }
    SDL_Point at;
    if (!strcmp(verb, "menu")) {
        menu_scene *m = a->scene == SCENE_PAUSE ? &a->pause : &a->menu;
        if ((a->scene != SCENE_MENU && a->scene != SCENE_PAUSE) || !menu_item_point(m, arg, &at)) {
            snprintf(err, err_size, "no menu item '%s' on this screen", arg);
            return false;
        }
        menu_mouse(m, &a->ui, at, false);
        app_click(a, at);
    } else if (!strcmp(verb, "newgame")) {
        if (a->scene != SCENE_NEW_GAME || !newgame_control_point(&a->newgame, arg, &at)) {
            snprintf(err, err_size, "no new-game control '%s' on this screen", arg);
            return false;
        }
        newgame_mouse(&a->newgame, &a->ui, at, false);
        app_press(a, at);
        app_click(a, at);
    } else if (!strcmp(verb, "final")) {
        if (a->scene != SCENE_FINAL || !final_button_point(arg, &at)) {
            snprintf(err, err_size, "no final-scoring button '%s' on this screen", arg);
            return false;
        }
        app_press(a, at);
        app_click(a, at);
    } else if (!strcmp(verb, "rules")) {
        if (a->scene != SCENE_RULES || !rules_control_point(arg, &at)) {
            snprintf(err, err_size, "no rules control '%s' on this screen", arg);
            return false;
        }
        rules_mouse(&a->rules, at);
        app_press(a, at);
        app_click(a, at);
    } else if (!strcmp(verb, "hover")) { /* rest the mouse on a canvas point: X,Y */
        int x = 0, y = 0;
        if (!number_pair(arg, ',', 0, UI_CANVAS_W, &x, &y)) return step_refused(verb, arg, err, err_size);
        if (a->scene == SCENE_RULES) rules_mouse(&a->rules, (SDL_Point){x, y});
    } else if (!strcmp(verb, "tutorial")) {
        s->tutorial_stop = 0;
        s->tutorial = 1;
        if (arg[0] && !number_pair(arg, ' ', 0, INT_MAX, &s->tutorial, &s->tutorial_stop) &&
            !gah_parse_int(arg, 0, INT_MAX, &s->tutorial))
            return step_refused(verb, arg, err, err_size);
        s->tutorial_step = -1;
        s->refusal_tried = false;
    } else if (!strcmp(verb, "type")) {
        /* Typed text, as a keyboard gives it (the seed field of the new-game screen). */
        if (a->scene == SCENE_NEW_GAME) newgame_text(&a->newgame, arg);
        if (a->scene == SCENE_RULES) rules_text(&a->rules, arg);
    } else if (!strcmp(verb, "animations")) {
        /* Scripted runs play without animations; `animations on` puts them back for a test of clicks
         * made while something moves. */
        a->table.anim_factor = !strcmp(arg, "on") ? 1.0f : 0.0f;
    } else if (!strcmp(verb, "space")) {
        /* A click on the first action space with a die, through the app's own mouse handling. */
        int v = 1;
        while (v <= 6 && !gah_session_state(&a->table.session)->dice[v]) v++;
        if (a->scene != SCENE_TABLE || v > 6) {
            snprintf(err, err_size, "no action space with a die to click");
            return false;
        }
        if (a->handover_seat >= 0) app_click(a, (SDL_Point){960, 540}); /* the next person takes the mouse */
        SDL_Rect r = table_el_rect(&a->table, &a->layout, (ui_el){EL_SPACE, (int16_t)v});
        at = (SDL_Point){r.x + r.w / 2, r.y + r.h / 2};
        printf("gah: click on space %d while %s\n", v, anim_update(&a->table.anims, a->ui.now) ? "animating" : "still");
        app_press(a, at);
        app_click(a, at);
    } else if (!strcmp(verb, "round")) {
        if (!gah_parse_int(arg, 1, INT_MAX, &s->round)) return step_refused(verb, arg, err, err_size);
    } else if (!strcmp(verb, "handover")) {
        /* The next person takes the mouse; what they see first is printed. */
        bool shown = a->scene == SCENE_TABLE && a->handover_seat >= 0;
        if (shown) app_click(a, (SDL_Point){960, 540});
        printf("gah: hand-over %s; dice rolling: %s\n", shown ? "clicked" : "not shown",
               anim_rolling(&a->table.anims, a->ui.now) ? "yes" : "no");
    } else if (!strcmp(verb, "log")) {
        const game_log *log = &a->table.log;
        int n;
        if (!gah_parse_int(arg, 0, INT_MAX, &n)) return step_refused(verb, arg, err, err_size);
        int from = log->count > n ? log->count - n : 0;
        printf("gah: log has %d lines\n", log->count);
        for (int i = from; i < log->count; i++) printf("gah: log: %s\n", log->lines[i]);
    } else if (!strcmp(verb, "smoke")) {
        if (!gah_parse_int(arg, 0, INT_MAX, &s->smoke)) return step_refused(verb, arg, err, err_size);
    } else if (!strcmp(verb, "key")) {
        if (!script_take_key(a, rng, err, err_size)) return false;
    } else if (!strcmp(verb, "dancer")) {
        if (!optional_number(arg, 1000, &s->dancer)) return step_refused(verb, arg, err, err_size);
    } else if (!strcmp(verb, "setup")) {
        s->setup = true;
    } else if (!strcmp(verb, "finish")) {
        if (!optional_number(arg, 1, &s->finish)) return step_refused(verb, arg, err, err_size);
    } else if (!strcmp(verb, "hint")) {
        /* frames: a computer may be moving first */
        if (!optional_number(arg, 3000, &s->hint_wait)) return step_refused(verb, arg, err, err_size);
    } else if (!strcmp(verb, "think")) {
        s->think = 1;
        s->think_frames = 0;
    } else if (!strcmp(verb, "wait")) {
        if (!gah_parse_int(arg, 0, INT_MAX, &s->wait)) return step_refused(verb, arg, err, err_size);
    } else if (!strcmp(verb, "print")) {
        print_summary(a);
    } else if (!strcmp(verb, "quit")) {
        app_quit(a);
    } else {
        snprintf(err, err_size, "unknown script step '%s'", verb);
        return false;
    }
    return true;
}

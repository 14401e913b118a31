/* The base game's side of the window registered with the shell (ui/table_game.h): its window state and the
 * table's entries over table_scene (the screens' entries: table_game_screens.c). */
#include "games/gah/ui/table_game.h"

#include "games/gah/ui/pacing.h"
#include "games/gah/ui/table_assets.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static gah_window *window(void *g) { return g; }
static const gah_window *window_c(const void *g) { return g; }
static table_scene *table_of(void *g) { return &window(g)->table; }
static const table_scene *table_c(const void *g) { return &window_c(g)->table; }

/* ---- The window state and the game on the table ---- */

static void *create(void) { return calloc(1, sizeof(gah_window)); }
static void destroy(void *g) { free(g); }

static void open_table(void *g, const bg_session *s)
{
    table_seat seats[GAH_MAX_PLAYERS];
    for (int i = 0; i < GAH_MAX_PLAYERS; i++) {
        snprintf(seats[i].name, sizeof seats[i].name, "%s", s->names[i]);
        seats[i].colour = s->colours[i];
    }
    table_start(table_of(g), s, seats);
    window(g)->tutorial.on = false; /* only the tutorial's own start turns it on */
}

static void close_table(void *g) { bg_session_free(&table_of(g)->session); }
static bg_session *session(void *g) { return &table_of(g)->session; }
static void set_pace(void *g, float anim_factor) { table_of(g)->anim_factor = anim_factor; }
static void set_confirm(void *g, bool confirm) { table_of(g)->confirm_end_turn = confirm; }
static void set_step_ms(void *g, int step_ms) { table_of(g)->step_ms = step_ms; }

static int to_act(const void *g)
{
    const table_scene *t = table_c(g);
    return gah_session_state(&t->session)->phase == GAH_PHASE_OVER ? -1 : table_prompt_seat(t);
}

static const char *automa_name(const bg_session *s, int seat)
{
    (void)seat;
    return gah_automa_name(gah_session_params(s)->automa);
}

/* ---- Drawing ---- */

static void draw(void *g, ui_context *ui, const ui_atlas *a, const ui_layout *l, bool hide_hands)
{
    gah_window *w = window(g);
    w->table.note_right = tutorial_showing(&w->tutorial); /* the card viewer opens clear of the guide's note */
    table_draw(&w->table, ui, a, l, hide_hands);
}

static void draw_steps(void *g, ui_context *ui) { pacing_draw(table_of(g), ui); }

static void draw_guide(void *g, ui_context *ui, const ui_layout *l)
{
    gah_window *w = window(g);
    if (w->tutorial.on) tutorial_draw(&w->tutorial, ui, &w->table, l);
}

static void draw_thinking(void *g, ui_context *ui, int seat, const char *strength, Uint32 elapsed)
{
    pacing_draw_thinking(table_of(g), ui, seat, strength, elapsed);
}

/* ---- What is where, and the words ---- */

static ui_el el_at(const void *g, const ui_layout *l, SDL_Point at) { return table_el_at(table_c(g), l, at); }
static SDL_Rect el_rect(const void *g, const ui_layout *l, ui_el e) { return table_el_rect(table_c(g), l, e); }

static bool move_places(const void *g, bg_move move, ui_el *from, ui_el *to)
{
    table_command_els(table_c(g), gah_command_of(move), from, to);
    return from->kind != EL_NONE;
}

/* A die taken boosted or not: the boost switch is clicked first when it says otherwise. */
static ui_el move_toggle(const void *g, bg_move move)
{
    gah_command cmd = gah_command_of(move);
    if (cmd.type == GAH_CMD_DIE && (cmd.b & 1) != table_c(g)->boost) return (ui_el){EL_BOOST, 0}; /* bit 0: the boost */
    return (ui_el){EL_NONE, 0};
}

static void prompt_text(const void *g, char *out, size_t size) { table_prompt_text(table_c(g), out, size); }
static void button_label(const void *g, bg_move move, char *out, size_t size)
{
    table_button_label(table_c(g), gah_command_of(move), out, size);
}

/* ---- The mouse, keys and the wheel ---- */

static bool mouse_down(void *g, ui_context *ui, const ui_layout *l, SDL_Point at) { return table_mouse_down(table_of(g), ui, l, at); }
static bool mouse_up(void *g, ui_context *ui, const ui_layout *l, SDL_Point at) { return table_mouse_up(table_of(g), ui, l, at); }
static void mouse_move(void *g, SDL_Point at) { table_mouse_move(table_of(g), at); }
static void hover(void *g, const ui_layout *l, SDL_Point at, Uint32 now) { table_hover(table_of(g), l, at, now); }
static void mouse_cancel(void *g) { table_of(g)->dragging = false; }
static void skip_motion(void *g) { table_lag_skip(table_of(g)); }
static bool pinned(const void *g) { return table_c(g)->pinned; }
static void set_pinned(void *g, bool on) { table_pin(table_of(g), on); }

static void wheel(void *g, int dy)
{
    /* The wheel scrolls the game log back and forth. */
    table_scene *t = table_of(g);
    t->log_scroll += dy;
    if (t->log_scroll < 0) t->log_scroll = 0;
    if (t->log_scroll > t->log.count) t->log_scroll = t->log.count;
}

/* The Emperor scoring's table, and a part's (the ballroom scoring's): each stays until a click. */
static bool emperor_showing(const table_scene *t, Uint32 now) { return t->emperor_lines && now < t->emperor_until; }

static bool summary_showing(const void *g, Uint32 now)
{
    if (table_lagging(table_c(g))) return false; /* held until the steps before it have been shown */
    return emperor_showing(table_c(g), now) || table_summary_showing(table_c(g), now);
}

static void summary_close(void *g, Uint32 now)
{
    table_scene *t = table_of(g);
    table_lag_skip(t);
    if (emperor_showing(t, now)) t->emperor_until = 0; /* the Emperor's first, as they are shown */
    else table_summary_close(t);
    t->dragging = false;
}

static bool moving(void *g, Uint32 now)
{
    table_scene *t = table_of(g);
    /* The Emperor's table moves only while its rows come in; then it waits for a click like the rest. */
    bool emperor_rows = t->emperor_lines && now < t->emperor_until &&
                        now + TABLE_EMPEROR_HOLD - t->emperor_until < TABLE_EMPEROR_ROW_MS * (Uint32)(t->emperor_lines + 1);
    if (t->dragging || anim_update(&t->anims, now) || emperor_rows) return true;
    return t->hover.kind != EL_NONE && now - t->hover_since < TABLE_VIEWER_DELAY_MS + 50u; /* the viewer is about to open */
}

static bool animating(void *g, Uint32 now) { return anim_update(&table_of(g)->anims, now); }
static bool showing_steps(const void *g) { return table_lagging(table_c(g)); }

static uint64_t look_key(const void *g, Uint32 now) { return table_look_key(table_c(g), now); }

static uint64_t timed_key(const void *g, Uint32 now)
{
    const gah_window *w = window_c(g);
    const table_scene *t = &w->table;
    uint64_t h = 0xcbf29ce484222325ULL;
#define MIX(v) (h = (h ^ (uint64_t)(v)) * 0x100000001b3ULL)
    MIX(t->message_until), MIX(now < t->message_until), MIX(t->emperor_until), MIX(now < t->emperor_until);
    MIX(table_parts_look_key(t, now)); /* a summary shown until a time (the ballroom scoring's) and its running out */
    MIX(w->tutorial.on), MIX(w->tutorial.step), MIX(w->tutorial.done_times);
    for (const char *c = t->message; *c; c++) MIX(*c);
#undef MIX
    return h;
}

static void refresh(void *g) { table_undone(table_of(g)); } /* after an undo (Ctrl+Z) */

/* ---- Commands and what follows them ---- */

static const char *apply(void *g, bg_move move) { return table_apply(table_of(g), gah_command_of(move)); }

static bool after_command(void *g, ui_context *ui, const ui_layout *l, int paced_seat)
{
    table_scene *t = table_of(g);
    pacing_animate(t, ui, l, paced_seat);
    bool over = false;
    for (int i = 0; i < t->events.count; i++) over |= t->events.list[i].type == GAH_EV_GAME_OVER;
    return over;
}

static void say(void *g, const char *text, Uint32 ms)
{
    table_scene *t = table_of(g);
    snprintf(t->message, sizeof t->message, "%s", text);
    t->message_until = SDL_GetTicks() + ms;
}

static const char *message(const void *g) { return table_c(g)->message; }

static void show_hint(void *g, const char *words)
{
    table_scene *t = table_of(g);
    if (words) snprintf(t->hint, sizeof t->hint, "Hint: %s", words);
    else t->hint[0] = 0;
}
static void set_stood_in(void *g, unsigned seats) { table_of(g)->stood_in = seats; }

static const game_log *log_of(const void *g) { return &table_c(g)->log; }

/* Issue 13: the new round's roll tumbled behind the "Pass to ..." screen, and the next person never saw
 * it. The roll is kept and played again when they take the mouse. */
static void hold(void *g)
{
    gah_window *w = window(g);
    table_scene *t = &w->table;
    w->held_rolls = 0;
    for (int i = 0; i < t->events.count && w->held_rolls < (int)(sizeof w->held_roll / sizeof w->held_roll[0]); i++)
        if (t->events.list[i].type == GAH_EV_DICE_ROLLED) w->held_roll[w->held_rolls++] = t->events.list[i];
    if (w->held_rolls) anim_clear(&t->anims);
}

static void show_held(void *g, ui_context *ui, const ui_layout *l)
{
    gah_window *w = window(g);
    table_scene *t = &w->table;
    t->dragging = false;
    if (!w->held_rolls) return;
    t->events.count = 0;
    t->events.overflow = false;
    for (int i = 0; i < w->held_rolls; i++) t->events.list[t->events.count++] = w->held_roll[i];
    w->held_rolls = 0;
    table_animate(t, ui, l);
}

const ui_table_game gah_table_game = {
    .key = "gah",
    .short_name = "Grand Austria Hotel",
    .game = &gah_game,
    .assets = &gah_table_assets,
    .players = &gah_players,
    .driver = &gah_table_driver,
    .hint_button = {780, 488, 150, 34}, /* beside "Staff in play", clear of the score track */
    .final_reveal_ms = FINAL_REVEAL_MS,
    .create = create,
    .destroy = destroy,
    .open = open_table,
    .close = close_table,
    .session = session,
    .set_pace = set_pace,
    .set_confirm = set_confirm,
    .set_step_ms = set_step_ms,
    .to_act = to_act,
    .automa_name = automa_name,
    .draw = draw,
    .draw_steps = draw_steps,
    .draw_guide = draw_guide,
    .draw_thinking = draw_thinking,
    .show_hint = show_hint,
    .set_stood_in = set_stood_in,
    .el_at = el_at,
    .el_rect = el_rect,
    .move_places = move_places,
    .move_toggle = move_toggle,
    .prompt_text = prompt_text,
    .button_label = button_label,
    .mouse_down = mouse_down,
    .mouse_up = mouse_up,
    .mouse_move = mouse_move,
    .hover = hover,
    .mouse_cancel = mouse_cancel,
    .skip_motion = skip_motion,
    .pinned = pinned,
    .set_pinned = set_pinned,
    .wheel = wheel,
    .summary_showing = summary_showing,
    .summary_close = summary_close,
    .moving = moving,
    .animating = animating,
    .showing_steps = showing_steps,
    .look_key = look_key,
    .timed_key = timed_key,
    .refresh = refresh,
    .apply = apply,
    .after_command = after_command,
    .say = say,
    .message = message,
    .log = log_of,
    .hold = hold,
    .show_held = show_held,
    .recall_choice = gah_window_recall_choice,
    .remember_choice = gah_window_remember_choice,
    .rematch_params = gah_window_rematch_params,
    .tutorial_params = gah_window_tutorial_params,
    .tutorial_begin = gah_window_tutorial_begin,
    .guide_update = gah_window_guide_update,
    .guide_click = gah_window_guide_click,
    .final_draw = gah_window_final_draw,
    .final_mouse = gah_window_final_mouse,
    .final_status = gah_window_final_status,
    .final_point = gah_window_final_point,
    .rules_open = gah_window_rules_open,
    .rules_draw = gah_window_rules_draw,
    .rules_mouse = gah_window_rules_mouse,
    .rules_click = gah_window_rules_click,
    .rules_key = gah_window_rules_key,
    .rules_text = gah_window_rules_text,
    .rules_wheel = gah_window_rules_wheel,
    .rules_point = gah_window_rules_point,
    .moved_elsewhere = gah_window_moved_elsewhere,
    .set_sender = gah_window_set_sender,
    .uses_area = gah_window_uses_area,
};

/* Let's Roll's side of the window registered with the shell (ui/table_game.h): its window state and the
 * table's entries over roll_window - the game on the table, drawing, places and words, the mouse, commands,
 * new games, the final scoring and the rules screen. */
#include "games/roll/ui/table_game.h"
#include "roll_table.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static roll_window *window(void *g) { return g; }
static const roll_window *window_c(const void *g) { return g; }

static const ui_asset_list no_assets = {0}; /* the sheets are drawn, not taken from the atlas */

/* ---- The window state and the game on the table ---- */

static void *create(void) { return calloc(1, sizeof(roll_window)); }

static void destroy(void *g)
{
    roll_window *w = window(g);
    if (!w) return;
    roll_labels_free(w);
    roll_rules_free(w);
    if (w->layer) SDL_DestroyTexture(w->layer);
    if (w->live) bg_session_free(&w->session);
    free(w);
}

static void open_table(void *g, const bg_session *s)
{
    roll_window *w = window(g);
    if (w->live) bg_session_free(&w->session);
    w->session = *s; /* moved in */
    w->live = true;
    for (int i = 0; i < ROLL_MAX_PLAYERS; i++) w->colours[i] = s->colours[i];
    memset(&w->log, 0, sizeof w->log);
    log_replay(&w->log, &w->session, w->session.names, NULL);
    w->log_scroll = 0;
    memset(w->mark_at, 0, sizeof w->mark_at);
    memset(w->money_at, 0, sizeof w->money_at);
    w->summary_lines = 0, w->caption[0] = 0, w->message[0] = 0, w->final_status[0] = 0;
    w->final_hover = -1;
    /* A new game with a person at it opens with the first-game guide (a click on Close ends it). */
    bool person = false;
    for (int i = 0; i < roll_ui_state(w)->players; i++) person |= s->control[i] == BG_CONTROL_PERSON;
    w->guide_on = person && s->count == 0 && !w->guide_off;
    w->guide_step = 0;
    roll_ui_refresh(w);
}

static void close_table(void *g)
{
    roll_window *w = window(g);
    if (w->live) bg_session_free(&w->session);
    w->live = false;
    w->legal_count = 0;
}

static bg_session *session(void *g) { return &window(g)->session; }
static void set_pace(void *g, float anim_factor) { window(g)->anim_factor = anim_factor; }
static void set_confirm(void *g, bool confirm) { window(g)->confirm = confirm; }
static int to_act(const void *g) { return roll_ui_to_act(window_c(g)); }
static const char *automa_name(const bg_session *s, int seat) { return s->names[seat]; } /* Let's Roll has no automa */

/* ---- Drawing ---- */

static void draw(void *g, ui_context *ui, const ui_atlas *a, const ui_layout *l, bool hide_hands)
{
    (void)a, (void)l, (void)hide_hands; /* nothing is hidden, nothing comes from the atlas */
    roll_draw_table(window(g), ui);
}

static void draw_steps(void *g, ui_context *ui) { roll_draw_steps(window(g), ui); }
static void draw_guide(void *g, ui_context *ui, const ui_layout *l) { (void)g, (void)ui, (void)l; } /* with the steps */

static void draw_thinking(void *g, ui_context *ui, int seat, const char *strength, Uint32 elapsed)
{
    roll_window *w = window(g);
    char text[160];
    static const char *const dots[4] = {"", ".", "..", "..."};
    snprintf(text, sizeof text, "%s (%s) is thinking%s", w->session.names[seat], strength, dots[(elapsed / 400) % 4]);
    SDL_Rect r = roll_geo_prompt();
    ui_fill(ui, (SDL_Rect){r.x, r.y + r.h - 30, r.w, 28}, (SDL_Color){250, 244, 228, 255});
    roll_label_draw(w, ui, 19, roll_pen, r.x + 12, r.y + r.h - 16, 0, text);
}

/* ---- What is where, and the words ---- */

static ui_el el_at(const void *g, const ui_layout *l, SDL_Point at) { (void)l; return roll_geo_el_at(window_c(g), at); }
static SDL_Rect el_rect(const void *g, const ui_layout *l, ui_el e) { (void)l; return roll_geo_el_rect(window_c(g), e); }

static bool move_places(const void *g, bg_move move, ui_el *from, ui_el *to)
{
    if (!roll_geo_move_el(window_c(g), move, from)) return false;
    *to = *from;
    return true;
}

static ui_el move_toggle(const void *g, bg_move move) { (void)g, (void)move; return (ui_el){RE_NONE, 0}; }
static void prompt_text(const void *g, char *out, size_t size) { roll_words_prompt(window_c(g), out, size); }
static void button_label(const void *g, bg_move move, char *out, size_t size) { roll_words_button(window_c(g), roll_command_of(move), out, size); }

/* ---- The mouse, keys and the wheel ---- */

static bool mouse_down(void *g, ui_context *ui, const ui_layout *l, SDL_Point at)
{
    (void)ui, (void)l, (void)at;
    window(g)->pressed = true;
    return false;
}

static bool mouse_up(void *g, ui_context *ui, const ui_layout *l, SDL_Point at) { (void)l; return roll_ui_mouse_up(window(g), ui, at); }
static void mouse_move(void *g, SDL_Point at) { window(g)->mouse = at; }
static void hover(void *g, const ui_layout *l, SDL_Point at, Uint32 now) { (void)l; roll_ui_hover(window(g), at, now); }
static void mouse_cancel(void *g) { window(g)->pressed = false; }
static void skip_motion(void *g) { memset(window(g)->mark_at, 0, sizeof window(g)->mark_at), window(g)->marks_until = 0; }
static bool pinned(const void *g) { (void)g; return false; }
static void set_pinned(void *g, bool on) { (void)g, (void)on; }

static void wheel(void *g, int dy)
{
    roll_window *w = window(g);
    w->log_scroll += dy;
    if (w->log_scroll < 0) w->log_scroll = 0;
    if (w->log_scroll > w->log.count) w->log_scroll = w->log.count;
}

static bool summary_showing(const void *g, Uint32 now) { return window_c(g)->summary_lines && now < window_c(g)->summary_until; }
static void summary_close(void *g, Uint32 now) { (void)now; window(g)->summary_until = 0, window(g)->pressed = false; }

static bool moving(void *g, Uint32 now)
{
    roll_window *w = window(g);
    if (now < w->marks_until) return true;
    return w->hover.kind != RE_NONE && now - w->hover_since < 400u; /* the tooltip is about to open */
}

static bool animating(void *g, Uint32 now) { return now < window(g)->marks_until; }

static uint64_t look_key(const void *g, Uint32 now)
{
    const roll_window *w = window_c(g);
    uint64_t h = 0xcbf29ce484222325ULL;
#define MIX(v) (h = (h ^ (uint64_t)(v)) * 0x100000001b3ULL)
    MIX(w->hover.kind), MIX(w->hover.index), MIX(w->focus), MIX(now < w->marks_until), MIX(w->log_scroll);
    MIX(w->hover.kind != RE_NONE && now - w->hover_since >= 350u);
    if (w->hover.kind != RE_NONE) MIX(w->mouse.x), MIX(w->mouse.y); /* the tooltip follows the pointer */
    MIX(w->guide_on), MIX(w->guide_step);
    return h;
}

static uint64_t timed_key(const void *g, Uint32 now)
{
    const roll_window *w = window_c(g);
    uint64_t h = 0xcbf29ce484222325ULL;
    MIX(w->message_until), MIX(now < w->message_until), MIX(w->caption_until), MIX(now < w->caption_until);
    MIX(w->summary_until), MIX(now < w->summary_until), MIX(w->guide_on), MIX(w->guide_step);
#undef MIX
    return h;
}

static void refresh(void *g) { roll_ui_refresh(window(g)); }

/* ---- Commands ---- */

static const char *apply(void *g, bg_move move) { return roll_ui_apply(window(g), move); }

static bool after_command(void *g, ui_context *ui, const ui_layout *l, int paced_seat)
{
    (void)l;
    roll_window *w = window(g);
    roll_ui_animate(w, ui, paced_seat);
    for (int i = 0; i < w->events.count; i++)
        if (w->events.list[i].type == ROLL_EV_GAME_OVER) return true;
    return false;
}

static void say(void *g, const char *text, Uint32 ms)
{
    roll_window *w = window(g);
    snprintf(w->message, sizeof w->message, "%s", text);
    w->message_until = SDL_GetTicks() + ms;
}

static const char *message(const void *g) { return window_c(g)->message; }
static const game_log *log_of(const void *g) { return &window_c(g)->log; }
static void hold(void *g) { (void)g; }
static void show_held(void *g, ui_context *ui, const ui_layout *l) { (void)ui, (void)l; window(g)->pressed = false; }

/* ---- New games ---- */

static void recall_choice(newgame_scene *n, unsigned remembered) { (void)n, (void)remembered; }
static bool remember_choice(const newgame_scene *n, unsigned *remembered) { (void)n, (void)remembered; return false; }

static void rematch_params(const bg_session *s, void *params, uint64_t entropy)
{
    roll_params p = *(const roll_params *)s->params;
    p.seed = p.seed * 0x9E3779B97F4A7C15ULL + entropy + 1;
    memcpy(params, &p, sizeof p);
}

static const char *tutorial_params(void *params, int *computer_seat)
{
    roll_params p = {.seed = 1, .players = 2};
    memcpy(params, &p, sizeof p);
    *computer_seat = 1;
    return "easy";
}

static void tutorial_begin(void *g) { window(g)->guide_on = true, window(g)->guide_step = 0; }
static void guide_update(void *g) { roll_guide_update(window(g)); }
static bool guide_click(void *g, SDL_Point at) { return roll_guide_click(window(g), at); }

static void set_guide(void *g, bool on)
{
    roll_window *w = window(g);
    w->guide_off = !on;
    if (!on) w->guide_on = false; /* told right after a game opens; the tutorial turns it on after */
}

static bool guide_declined(void *g)
{
    roll_window *w = window(g);
    bool declined = w->guide_declined;
    w->guide_declined = false;
    return declined;
}

/* ---- The screens ---- */

static void final_draw(void *g, ui_context *ui, Uint32 elapsed) { roll_final_draw(window(g), ui, elapsed); }
static int final_mouse(void *g, SDL_Point at) { return roll_final_mouse(window(g), at); }
static void final_status(void *g, const char *text) { snprintf(window(g)->final_status, sizeof window(g)->final_status, "%s", text); }
static void rules_open(void *g) { window(g)->rules_hover = -1; }
static void rules_draw(void *g, ui_context *ui, const ui_atlas *a, const ui_layout *l) { (void)a, (void)l; roll_rules_draw(window(g), ui); }
static void rules_mouse(void *g, SDL_Point at) { roll_rules_mouse(window(g), at); }
static bool rules_click(void *g, SDL_Point at) { return roll_rules_click(window(g), at); }
static void rules_key(void *g, SDL_Keycode key) { roll_rules_key(window(g), key); }
static void rules_text(void *g, const char *text) { (void)g, (void)text; }
static void rules_wheel(void *g, int dy) { roll_rules_wheel(window(g), dy); }

const ui_table_game roll_table_game = {
    .key = "roll",
    .short_name = "Let's Roll",
    .game = &roll_game,
    .assets = &no_assets,
    .players = &roll_players,
    .driver = &roll_table_driver,
    .hint_button = {1784, 868, 120, 44},
    .final_reveal_ms = 450u * (ROLL_SCORE_STEPS + 1),
    .nothing_hidden = true,
    .create = create,
    .destroy = destroy,
    .open = open_table,
    .close = close_table,
    .session = session,
    .set_pace = set_pace,
    .set_confirm = set_confirm,
    .to_act = to_act,
    .automa_name = automa_name,
    .draw = draw,
    .draw_steps = draw_steps,
    .draw_guide = draw_guide,
    .draw_thinking = draw_thinking,
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
    .recall_choice = recall_choice,
    .remember_choice = remember_choice,
    .rematch_params = rematch_params,
    .tutorial_params = tutorial_params,
    .tutorial_begin = tutorial_begin,
    .guide_update = guide_update,
    .guide_click = guide_click,
    .set_guide = set_guide,
    .guide_declined = guide_declined,
    .final_draw = final_draw,
    .final_mouse = final_mouse,
    .final_status = final_status,
    .final_point = roll_final_point,
    .rules_open = rules_open,
    .rules_draw = rules_draw,
    .rules_mouse = rules_mouse,
    .rules_click = rules_click,
    .rules_key = rules_key,
    .rules_text = rules_text,
    .rules_wheel = rules_wheel,
    .rules_point = roll_rules_point,
};

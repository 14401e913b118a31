/* Let's Waltz module 1 (Vienna Ballrooms) at the table: where the Ballrooms panel's rows and sections, the
 * rehearsal rooms on offer, each player's rehearsal room and the tab are; sending a dancer by drag (a guest
 * dropped straight on a row), the clicks the module answers, the ballroom scoring's summary after the
 * Emperor's, the module's motion and the part's row. What lights up comes from the legal list. Drawing:
 * table_ballrooms_draw.c. */
#include "games/gah/ui/table_ballrooms_internal.h"

#include <stdio.h>
#include <string.h>

enum { BOARD_Y = 56, BOARD_X0 = 24, BOARD_STEP = 298 };

static table_ballrooms_ui *mine(table_scene *t) { return &t->ballrooms; }

const table_ballrooms_ui *table_ballrooms_seen(const table_scene *t) { return &t->ballrooms; }

bool table_ballrooms_on(const table_scene *t) { return (gah_session_state(&t->session)->params.waltz & GAH_WALTZ_MODULE(1)) != 0; }

SDL_Rect table_ballrooms_panel(void) { return panel; }

SDL_Rect table_ballrooms_inset(SDL_Rect r, int d) { return (SDL_Rect){r.x + d, r.y + d, r.w - 2 * d, r.h - 2 * d}; }

SDL_Rect table_ballrooms_local(const ui_layout *l, const char *name, SDL_Point origin)
{
    SDL_Rect r = {0, 0, 0, 0};
    if (!layout_get(l, name, &r)) return (SDL_Rect){0, 0, 0, 0};
    return (SDL_Rect){origin.x + r.x, origin.y + r.y, r.w, r.h};
}

SDL_Point table_ballrooms_board_origin(int ballroom) /* 1..3 */
{
    return (SDL_Point){BOARD_X0 + (ballroom - 1) * BOARD_STEP, BOARD_Y};
}

/* The balcony sits right of the rightmost ballroom, its space level with that ballroom's top row. */
SDL_Rect table_ballrooms_balcony_rect(const ui_layout *l)
{
    SDL_Point o = table_ballrooms_board_origin(GAH_BALLROOMS);
    SDL_Rect row = table_ballrooms_local(l, "ballroom/row/1", o), size = {0, 0, 84, 100}, space = {0, 0, 0, 0};
    layout_get(l, "balcony", &size);
    layout_get(l, "balcony/space", &space);
    return (SDL_Rect){o.x + BOARD_STEP - 4, row.y + row.h / 2 - space.y - space.h / 2, size.w, size.h};
}

int table_ballrooms_own_seat(const table_scene *t) { return table_viewed_seat(t); }

bool table_ballrooms_has_rehearsal(const table_scene *t, int seat)
{
    int id = gah_session_state(&t->session)->ballrooms.rehearsal[seat];
    return table_ballrooms_on(t) && id >= 1 && id <= gah_rehearsal_board_count;
}

/* The legal send of the guest at `table` from the chosen section (else the first section offered). */
static bool send_for(const table_scene *t, int table, gah_command *out)
{
    bool found = false;
    for (int i = 0; i < t->legal_count; i++) {
        gah_command c = t->legal[i];
        if (c.type != GAH_CMD_SEND || c.a != table) continue;
        if (!found || c.b == table_ballrooms_seen(t)->section) *out = c;
        found = true;
    }
    return found;
}

bool table_ballrooms_dragging_dancer(const table_scene *t)
{
    gah_command send;
    return t->dragging && t->drag_from.kind == EL_TABLE && send_for(t, t->drag_from.index, &send);
}

/* A paced step of a dancer placed (Elisabeth's, a computer's) is showing: its ballroom is worth seeing. */
static bool dancer_step_showing(const table_scene *t)
{
    Uint32 now = table_ballrooms_seen(t)->now;
    for (int i = 0; i < t->anims.count; i++) {
        const anim *a = &t->anims.list[i];
        if (a->kind == ANIM_CAPTION && now >= a->start && now < a->start + a->duration && !strcmp(a->sprite, TABLE_DANCER_CAPTION))
            return true;
    }
    return false;
}

bool table_ballrooms_open(const table_scene *t)
{
    if (!table_ballrooms_on(t)) return false;
    int kind = gah_current_prompt(gah_session_state(&t->session)).kind;
    return table_ballrooms_seen(t)->look || kind == GAH_PROMPT_REHEARSAL || kind == GAH_PROMPT_DANCE ||
           kind == GAH_PROMPT_REMOVE_DANCER || table_ballrooms_dragging_dancer(t) || dancer_step_showing(t);
}

/* The offered rehearsal room boards, two a row in the panel. */
SDL_Rect table_ballrooms_offer_rect(const table_scene *t, int id)
{
    int k = 0;
    for (int b = 1; b < id; b++) k += (gah_session_state(&t->session)->ballrooms.offer >> (b - 1)) & 1;
    return (SDL_Rect){panel.x + 40 + (k % 2) * 470, panel.y + 90 + (k / 2) * 150, 420, 94};
}

SDL_Rect table_ballrooms_el_rect(const table_scene *t, const ui_layout *layout, ui_el el)
{
    SDL_Rect none = {0, 0, 0, 0};
    if (!table_ballrooms_on(t)) return none;
    const gah_state *st = gah_session_state(&t->session);
    char name[LAYOUT_NAME_MAX];
    switch (el.kind) {
    case EL_BALLROOM_TAB: return tab;
    case EL_SECTION: {
        if (el.index < 1 || el.index > GAH_REHEARSAL_SECTIONS || !table_ballrooms_has_rehearsal(t, table_ballrooms_own_seat(t))) return none;
        snprintf(name, sizeof name, "rehearsal/section/%d", el.index);
        return table_ballrooms_local(layout, name, (SDL_Point){rehearsal_at.x, rehearsal_at.y});
    }
    case EL_REHEARSAL:
        if (!table_ballrooms_open(t) || gah_current_prompt(st).kind != GAH_PROMPT_REHEARSAL) return none;
        if (el.index < 1 || el.index > gah_rehearsal_board_count || !(st->ballrooms.offer & (1u << (el.index - 1)))) return none;
        return table_ballrooms_offer_rect(t, el.index);
    case EL_BALLROOM_ROW: {
        int b = el.index / 4, r = el.index % 4;
        if (!table_ballrooms_open(t) || gah_current_prompt(st).kind == GAH_PROMPT_REHEARSAL) return none;
        if (b < 1 || b > GAH_BALLROOMS || r < 1 || r > GAH_BALLROOM_ROWS) return none;
        /* The next dancer of a full rightmost top row goes to the balcony; the Emperor takes one from the row. */
        if (gah_ballroom_is_balcony(st, b, r) && gah_current_prompt(st).kind != GAH_PROMPT_REMOVE_DANCER)
            return table_ballrooms_balcony_rect(layout);
        snprintf(name, sizeof name, "ballroom/row/%d", r);
        return table_ballrooms_local(layout, name, table_ballrooms_board_origin(b));
    }
    default: return none;
    }
}

ui_el table_ballrooms_el_at(const table_scene *t, const ui_layout *layout, SDL_Point at, bool *covered)
{
    ui_el none = {EL_NONE, 0};
    *covered = false;
    if (!table_ballrooms_on(t)) return none;
    ui_el el;
#define TRY(k, i)                                                          \
    do {                                                                   \
        el = (ui_el){(uint8_t)(k), (int16_t)(i)};                          \
        SDL_Rect r_ = table_ballrooms_el_rect(t, layout, el);              \
        if (r_.w > 0 && SDL_PointInRect(&at, &r_)) return el;              \
    } while (0)
    TRY(EL_BALLROOM_TAB, 0);
    for (int s = 1; s <= GAH_REHEARSAL_SECTIONS; s++) TRY(EL_SECTION, s);
    if (!table_ballrooms_open(t)) return none;
    for (int id = 1; id <= gah_rehearsal_board_count; id++) TRY(EL_REHEARSAL, id);
    for (int b = 1; b <= GAH_BALLROOMS; b++)
        for (int r = 1; r <= GAH_BALLROOM_ROWS; r++) TRY(EL_BALLROOM_ROW, b * 4 + r);
#undef TRY
    /* The balcony is the rightmost top row, even while that row still has spaces. */
    SDL_Rect balcony = table_ballrooms_balcony_rect(layout);
    if (SDL_PointInRect(&at, &balcony) && gah_current_prompt(gah_session_state(&t->session)).kind != GAH_PROMPT_REHEARSAL)
        return (ui_el){EL_BALLROOM_ROW, (int16_t)(GAH_BALLROOMS * 4 + 1)};
    *covered = SDL_PointInRect(&at, &panel);
    return none;
}

static bool table_ballrooms_command_els(const table_scene *t, gah_command cmd, ui_el *from, ui_el *to)
{
    int prompt = gah_current_prompt(gah_session_state(&t->session)).kind;
    if (cmd.type == GAH_CMD_KEEP && prompt == GAH_PROMPT_REHEARSAL) {
        *from = *to = (ui_el){EL_REHEARSAL, cmd.a};
        return true;
    }
    if (cmd.type == GAH_CMD_SEND && cmd.a == 0) { /* a dancer from a reward: a click on its section */
        *from = *to = (ui_el){EL_SECTION, cmd.b};
        return true;
    }
    if (cmd.type == GAH_CMD_DANCE || cmd.type == GAH_CMD_WITHDRAW) {
        *from = *to = (ui_el){EL_BALLROOM_ROW, (int16_t)(cmd.a * 4 + cmd.b)};
        return true;
    }
    return false;
}

static bool table_ballrooms_command_at(const table_scene *t, ui_el from, ui_el to, gah_command *out)
{
    if (!table_ballrooms_on(t)) return false;
    int prompt = gah_current_prompt(gah_session_state(&t->session)).kind;
    bool click = from.kind == to.kind && from.index == to.index;
    if (click && from.kind == EL_REHEARSAL) *out = (gah_command){GAH_CMD_KEEP, (uint8_t)from.index, 0};
    else if (click && from.kind == EL_BALLROOM_ROW) /* a row for a dancer, or the row the Emperor takes one from */
        *out = (gah_command){prompt == GAH_PROMPT_REMOVE_DANCER ? GAH_CMD_WITHDRAW : GAH_CMD_DANCE, (uint8_t)(from.index / 4),
                             (uint8_t)(from.index % 4)};
    else if (click && from.kind == EL_SECTION && prompt == GAH_PROMPT_DANCER)
        *out = (gah_command){GAH_CMD_SEND, 0, (uint8_t)from.index};
    else return false;
    return true;
}

unsigned table_ballrooms_drag_rows(const table_scene *t)
{
    gah_command send;
    if (!t->dragging || t->drag_from.kind != EL_TABLE || !send_for(t, t->drag_from.index, &send)) return 0;
    /* The rows come from the legal list of the dance prompt the send would open (on a copy). */
    static gah_state copy;
    static gah_command after[64];
    copy = *gah_session_state(&t->session);
    if (gah_apply(&copy, table_prompt_seat(t), send, NULL)) return 0;
    unsigned rows = 0;
    int n = gah_legal(&copy, after, 64);
    for (int i = 0; i < n; i++)
        if (after[i].type == GAH_CMD_DANCE) rows |= 1u << (after[i].a * 4 + after[i].b);
    return rows;
}

static bool table_ballrooms_drop(table_scene *t, ui_el from, ui_el to)
{
    gah_command send;
    if (from.kind != EL_TABLE || to.kind != EL_BALLROOM_ROW || !send_for(t, from.index, &send)) return false;
    if (!(table_ballrooms_drag_rows(t) & (1u << to.index))) {
        int b = to.index / 4, r = to.index % 4, cost = gah_ballroom_cost(gah_session_state(&t->session), b, r);
        snprintf(t->message, sizeof t->message, "%s", cost < 0 ? "That row of the ballroom is full."
                                                               : "You do not have the champagne for that row.");
        t->message_until = SDL_GetTicks() + 4000;
        return false;
    }
    gah_command dance = {GAH_CMD_DANCE, (uint8_t)(to.index / 4), (uint8_t)(to.index % 4)};
    if (table_apply(t, send)) return false;
    /* The table may already have danced for the player when one row was left: that row is this one. */
    if (gah_current_prompt(gah_session_state(&t->session)).kind == GAH_PROMPT_DANCE) table_apply(t, dance);
    return true;
}

bool table_ballrooms_click(table_scene *t, ui_el el)
{
    if (el.kind == EL_BALLROOM_TAB) {
        mine(t)->look = !mine(t)->look;
        return true;
    }
    if (el.kind == EL_SECTION && gah_session_state(&t->session)->ballrooms.section[table_ballrooms_own_seat(t)][el.index - 1]) {
        mine(t)->section = el.index; /* the dancer that leaves when a guest is dropped on a row */
        return true;
    }
    return false;
}

static bool table_ballrooms_explain(const table_scene *t, ui_el e, char *out, size_t size)
{
    const gah_state *st = gah_session_state(&t->session);
    if (e.kind == EL_SECTION) {
        int n = st->ballrooms.section[table_ballrooms_own_seat(t)][e.index - 1];
        snprintf(out, size, "Rehearsal room, section of %d: %d dancer%s left; the last one out pays the bonus above%s", e.index, n,
                 n == 1 ? "" : "s", gah_current_prompt(st).kind == GAH_PROMPT_TURN ? " (click: the next dancer leaves from here)" : "");
        return true;
    }
    if (e.kind == EL_BALLROOM_ROW) {
        int b = e.index / 4, r = e.index % 4, id = st->ballrooms.board[b - 1];
        int cost = gah_ballroom_cost(st, b, r);
        const char *board = id >= 1 && id <= gah_ballroom_board_count ? gah_ballroom_boards[id - 1].name : "?";
        if (cost < 0) snprintf(out, size, "%s, %s row: full", board, r == 1 ? "top" : r == 2 ? "middle" : "bottom");
        else snprintf(out, size, "%s, %s row%s: %d champagne; scored after round %d", board, r == 1 ? "top" : r == 2 ? "middle" : "bottom",
                      gah_ballroom_is_balcony(st, b, r) ? " (the balcony)" : "", cost, gah_rules.emperor_scoring_rounds[b - 1]);
        return true;
    }
    if (e.kind == EL_BALLROOM_TAB) {
        snprintf(out, size, "The three ballrooms, their dancers and the balcony");
        return true;
    }
    return false;
}

/* ---- the ballroom scoring's summary ---- */

static void table_ballrooms_note_event(table_scene *t, const gah_event *e, Uint32 now)
{
    if (e->type != GAH_EV_BALLROOM_SCORED) return;
    table_ballrooms_ui *b = mine(t);
    if (!b->lines || now >= b->until) b->lines = 0;
    if (b->lines < (int)(sizeof b->scored / sizeof b->scored[0])) b->scored[b->lines++] = *e;
    b->until = now + TABLE_EMPEROR_HOLD;
}

bool table_ballrooms_summary_showing(const table_scene *t, Uint32 now)
{
    return table_ballrooms_seen(t)->lines && now < table_ballrooms_seen(t)->until;
}

void table_ballrooms_look(table_scene *t, bool open) { mine(t)->look = open; }

/* ---- the part's row: what the table's core asks of the module ---- */

static bool hides(const table_scene *t, SDL_Rect lit, ui_el e)
{
    /* Under the open Ballrooms panel only its own places (and the other modules') light up. */
    return table_ballrooms_open(t) && SDL_HasIntersection(&lit, &panel) && e.kind < TABLE_EL_CORE_COUNT;
}

static table_drop drop(table_scene *t, ui_el from, ui_el to)
{
    /* A guest dropped straight onto a ballroom row (the rows are lit while dragging); a row says why not. */
    if (table_ballrooms_drop(t, from, to)) return TABLE_DROP_DONE;
    return to.kind == EL_BALLROOM_ROW ? TABLE_DROP_REFUSED : TABLE_DROP_NONE;
}

/* The rewards of a dancer in the order chosen, the Cellist's price, and champagne among dishes and drinks
 * (what the die count leaves after strudel and cake). */
static bool button_label(const table_scene *t, gah_command c, char *out, size_t size)
{
    static const char *const collect_options[] = {"?", "Next: the row bonus", "Next: the guest's reward", "Next: the section bonus"};
    if (c.type == GAH_CMD_COLLECT && c.a >= 1 && c.a <= 3) return snprintf(out, size, "%s", collect_options[c.a]) >= 0;
    if (c.type == GAH_CMD_SPEND) return snprintf(out, size, "Give up 1 %s", gah_item_name(c.a)) >= 0;
    gah_prompt pr = gah_current_prompt(gah_session_state(&t->session));
    int champagne = pr.amount - c.a - c.b;
    if ((c.type == GAH_CMD_DISHES || c.type == GAH_CMD_DRINKS) && champagne > 0 &&
        (pr.kind == GAH_PROMPT_DISHES || pr.kind == GAH_PROMPT_DRINKS))
        return snprintf(out, size, "%d %s + %d %s + %d champ.", c.a, c.type == GAH_CMD_DISHES ? "strudel" : "wine", c.b,
                        c.type == GAH_CMD_DISHES ? "cake" : "coffee", champagne) >= 0;
    return false;
}

static Uint32 ms(const table_scene *t, Uint32 base) { return (Uint32)((float)base * t->anim_factor); }

static void animate(table_scene *t, ui_context *ui, const ui_layout *l, const gah_event *e)
{
    /* A dancer leaves the rehearsal room for the ballrooms; an emptied section says its bonus is coming. */
    if (e->type != GAH_EV_DANCER_SENT && e->type != GAH_EV_SECTION_EMPTIED) return;
    if (e->seat != table_viewed_seat(t) || e->c < 0) return;
    anim_queue *q = &t->anims;
    Uint32 now = ui->now;
    int section = e->type == GAH_EV_DANCER_SENT ? e->c : e->a;
    SDL_Rect from = table_ballrooms_el_rect(t, l, (ui_el){EL_SECTION, (int16_t)section});
    SDL_Rect to = table_ballrooms_el_rect(t, l, (ui_el){EL_BALLROOM_TAB, 0});
    if (!from.w || !to.w) return;
    if (e->type == GAH_EV_DANCER_SENT) {
        char name[32];
        snprintf(name, sizeof name, "marker/%d", t->seats[e->seat].colour);
        anim_add(q, now, ANIM_MOVE, name, (SDL_Rect){from.x + from.w / 2 - 14, from.y + from.h - 34, 28, 28},
                 (SDL_Rect){to.x + to.w / 2 - 14, to.y, 28, 28}, ms(t, 500), ms(t, 80));
    } else {
        anim *a = anim_add(q, now, ANIM_FADE_TEXT, NULL, (SDL_Rect){from.x, from.y, 10, 10},
                           (SDL_Rect){from.x, from.y - 40, 10, 10}, ms(t, 1100), ms(t, 200));
        if (a) snprintf(a->text, sizeof a->text, "section bonus");
    }
}

/* A dancer placed (Elisabeth's above all) is framed at the Ballrooms tab, where the ballrooms are opened;
 * its caption is marked, so that the panel opens while it shows. */
static bool step_place(const table_scene *t, const ui_layout *l, const gah_event *e, SDL_Rect *out, char *tag, size_t size)
{
    if (e->type != GAH_EV_DANCER_PLACED) return false;
    snprintf(tag, size, "%s", TABLE_DANCER_CAPTION);
    *out = table_ballrooms_el_rect(t, l, (ui_el){EL_BALLROOM_TAB, 0});
    return out->w > 0;
}

static void close_summary(table_scene *t) { mine(t)->until = 0; }

static uint64_t look_key(const table_scene *t, Uint32 now) { return (uint64_t)table_ballrooms_seen(t)->until * 2u + (now < table_ballrooms_seen(t)->until); }

static void frame(table_scene *t, Uint32 now) { mine(t)->now = now; }

/* Champagne, the fifth item: the kitchen in five parts, the tray's items closer, the staff in play above the
 * rehearsal room. */
static int kitchen_items(const table_scene *t) { return table_ballrooms_on(t) ? GAH_ITEM_COUNT : 0; }

static int display_bottom(const table_scene *t) { return table_ballrooms_on(t) ? 736 : 0; }

static int tray_step(const table_scene *t) { return table_ballrooms_on(t) ? 68 : 0; }

/* A complete guest dragged onto a section of the rehearsal room (or straight onto a row: drop), a dancer from
 * a reward by a click on a section, a row by a click (command_els), also the row the Emperor takes from. */
static const table_place places[] = {
    {GAH_CMD_SEND, EL_TABLE, EL_SECTION, PLACE_ARG_A, PLACE_ARG_B, true},
    {GAH_CMD_DANCE, EL_BALLROOM_ROW, EL_BALLROOM_ROW, PLACE_ARG_A, PLACE_ARG_A, false},
    {GAH_CMD_WITHDRAW, EL_BALLROOM_ROW, EL_BALLROOM_ROW, PLACE_ARG_A, PLACE_ARG_A, false},
    {0},
};

const gah_table_part gah_table_part_ballrooms = {
    .name = "ballrooms",
    .places = places,
    .el_rect = table_ballrooms_el_rect,
    .el_at = table_ballrooms_el_at,
    .hides = hides,
    .command_els = table_ballrooms_command_els,
    .command_at = table_ballrooms_command_at,
    .drop = drop,
    .click = table_ballrooms_click,
    .draw = {[TABLE_LAYER_ACTION] = table_ballrooms_draw_overlay, [TABLE_LAYER_KITCHEN] = table_ballrooms_draw_kitchen,
             [TABLE_LAYER_OVER] = table_ballrooms_draw, [TABLE_LAYER_SUMMARY] = table_ballrooms_draw_summary},
    .draw_panel = table_ballrooms_draw_panel_line,
    .draw_drag = table_ballrooms_draw_drag,
    .button_label = button_label,
    .explain = table_ballrooms_explain,
    .animate = animate,
    .note_summary = table_ballrooms_note_event,
    .step_place = step_place,
    .summary_showing = table_ballrooms_summary_showing,
    .close_summary = close_summary,
    .look_key = look_key,
    .frame = frame,
    .kitchen_items = kitchen_items,
    .display_bottom = display_bottom,
    .tray_step = tray_step,
};

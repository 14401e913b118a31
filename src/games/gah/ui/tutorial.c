/* The first-game tutorial: a table of steps, each a note in our own words and, for most, the action it
 * waits for. The game is the real one (engine, table, computer player); the tutorial only reads the
 * record, lights places and turns down what does not belong to the step. */
#include "games/gah/ui/tutorial.h"

#include "gah/data.h"

#include <stdio.h>
#include <string.h>

static const SDL_Color ink = {58, 36, 24, 255};
static const SDL_Color paper = {250, 242, 222, 255};
static const SDL_Color gilt = {176, 141, 60, 255};
static const SDL_Color wine = {140, 42, 42, 255};
static const SDL_Color light = {255, 206, 80, 255};

typedef bool (*command_test)(gah_command c);

typedef struct tutorial_step {
    const char *title;
    const char *text;     /* {serve}: the items served for 1 krone; {penalty}: a café guest's VP at the end */
    command_test wants;   /* NULL: a note, read and closed with Next */
    int times;            /* how many such actions complete the step (0: one) */
    const char *doing;    /* "take a guest from the queue": for the friendly refusal */
    command_test aims;    /* while the wanted action is not possible: what leads to it (lit, not forced) */
    const char *later;    /* said while the wanted action is not possible */
    bool optional;        /* a choice, not a rule (passing): other moves are never turned down */
} tutorial_step;

static bool any_guest(gah_command c) { return c.type == GAH_CMD_TAKE_GUEST; }
static bool any_room(gah_command c) { return c.type == GAH_CMD_ROOM; }
static bool food_die(gah_command c) { return c.type == GAH_CMD_DIE && (c.a == 1 || c.a == 2); }
static bool any_die(gah_command c) { return c.type == GAH_CMD_DIE; }
static bool serve(gah_command c) { return (c.type == GAH_CMD_PLACE && c.b > 0) || c.type == GAH_CMD_SERVE; }
static bool serve_or_food(gah_command c) { return serve(c) || food_die(c); }
static bool move_guest(gah_command c) { return c.type == GAH_CMD_MOVE_GUEST; }
static bool rooms_die_or_room(gah_command c) { return (c.type == GAH_CMD_DIE && c.a == 3) || c.type == GAH_CMD_ROOM; }
static bool staff_die(gah_command c) { return c.type == GAH_CMD_DIE && c.a == 5; }
static bool hire(gah_command c) { return c.type == GAH_CMD_STAFF; }
static bool emperor_die(gah_command c) { return c.type == GAH_CMD_DIE && c.a == 4; }
static bool emperor_steps(gah_command c) { return c.type == GAH_CMD_SPLIT && c.b > 0; }
static bool pass(gah_command c) { return c.type == GAH_CMD_PASS; }

static const tutorial_step steps[] = {
    {"Welcome to the hotel",
     "You run a hotel in Vienna against Bruno, a computer player. Guests sit down in your café, order food "
     "and drink, and once served move into a room of their colour. Guests, staff and the Emperor bring "
     "victory points (VP); the most VP after seven rounds wins. These notes show one thing at a time, and "
     "the places to act glow gold.",
     NULL, 0, NULL, NULL, NULL, false},
    {"Your first guest",
     "Drag a guest from the queue (top left) onto one of the three tables of your café (bottom left). This "
     "first guest is free. A guest card shows at the top the colour of room the guest wants and the VP for "
     "moving in, then the guest's name, the order, and the reward.",
     any_guest, 0, "choose your first guest", NULL, "Bruno chooses his guest first; yours comes next.", false},
    {"Your first rooms",
     "Click three glowing rooms of your hotel to prepare them. A guest may move only into a prepared room of "
     "the guest's colour (a green guest takes any colour). Later, new rooms must touch rooms you have.",
     any_room, 3, "prepare your three rooms", NULL, "Bruno prepares his rooms; yours come next.", false},
    {"Dice and actions",
     "Every round the dice are rolled onto six action spaces (top right). On your turn you first may take "
     "one guest from the queue, then you must take one die and carry out its space's action. The more dice "
     "lie on a space, the stronger its action. The number under a guest in the queue is the price in krone.",
     NULL, 0, NULL, NULL, NULL, false},
    {"Take a guest",
     "Drag a guest from the queue to a free table of your café, paying the price under the card. Pick "
     "someone whose order looks easy to fill. A guest comes before the die: once you take a die, no guest "
     "this turn.",
     any_guest, 0, "take a guest from the queue", NULL,
     "This waits for a turn of yours with a free café table and the krone for a guest. Meanwhile, play as you like.", false},
    {"Take a die",
     "Click action space 1 (strudel and cake) or 2 (wine and coffee). You receive as many items as there are "
     "dice on the space, and you choose the mix with the buttons: never more cake than strudel, never more "
     "coffee than wine. The Boost switch adds one more for 1 krone.",
     food_die, 0, "take a die from space 1 or 2", any_die,
     "No die on space 1 or 2 for you now: take another one, and try again next turn.", false},
    {"Serve your guests",
     "Drag each new item onto a guest who ordered it. Items nobody ordered go to your kitchen; on a later "
     "turn you can serve them from there: 1 krone pays for up to {serve} items, served one after another. "
     "Serves paid for lapse as soon as you do anything else, so serve them all at once.",
     serve, 0, "give an item to a guest", food_die,
     "This waits for food or drink a guest of yours ordered: take a die from space 1 or 2.", false},
    {"Move a guest in",
     "A guest who has every item ordered is ready: drag the guest from the café onto a prepared room of the "
     "guest's colour. You score the VP and the reward at once, and the table is free again. Serves from the "
     "kitchen you already paid for glow too: make them first, they lapse once the guest moves.",
     move_guest, 0, "move your served guest into a room", serve_or_food,
     "This waits for a guest whose order is complete and a prepared room of that colour. Serve your guests.", false},
    {"Groups of rooms",
     "The rooms of your hotel come in framed groups of one colour. Once every room of a group is occupied, "
     "the bonus beside your hotel pays at once: VP for a blue group, krone for a red one, Emperor steps for "
     "a yellow one, more for a larger group. Each group pays once.",
     NULL, 0, NULL, NULL, NULL, false},
    {"Prepare more rooms",
     "Action space 3 prepares as many rooms as its strength; each costs the krone shown on its floor. Take a "
     "die from space 3, or prepare a glowing room if you already did.",
     rooms_die_or_room, 0, "prepare rooms (space 3)", NULL,
     "No die on space 3 for you now: play on, and take it on a later turn.", false},
    {"Hire staff",
     "Action space 5 hires staff: play a card from your hand (bottom middle), its price lowered by the "
     "strength. The badge at a card's top right says when it works: the flash once, as you hire it; the "
     "loop for good; the circling arrow once every round (click it among your staff in play); the hourglass "
     "at the final scoring.",
     hire, 0, "hire a staff card", staff_die,
     "This waits for a die from space 5 (staff) and krone enough for a card of your hand.", false},
    {"The Emperor",
     "Action space 4 gives krone and steps on the Emperor track; you split its strength as you like. Choose "
     "at least one Emperor step.",
     emperor_steps, 0, "move up the Emperor track", emperor_die,
     "This waits for a die from space 4: take one when it is there.", false},
    {"The Emperor scores",
     "After rounds 3, 5 and 7 the Emperor scores: VP for how far your marker went, then it steps back. A "
     "marker too low gets the round's Emperor tile's penalty, one high enough its reward. Point at a tile "
     "(left of the board) to read it.",
     NULL, 0, NULL, NULL, NULL, false},
    {"Objectives",
     "The three objectives (top middle) pay VP to the players who meet them first: the first most, then "
     "less. When you meet one, it glows on your turn: click it to put your marker there. Point at one to "
     "read what it asks.",
     NULL, 0, NULL, NULL, NULL, false},
    {"Passing",
     "Instead of a turn you may pass: your turn waits until everyone else has passed or played, then the "
     "dice left, less one, are rolled again. Pass now if you like; it is a choice, never a must.",
     pass, 0, "pass", NULL, "This waits for the start of a turn of yours.", true},
    {"On your own",
     "That is a whole turn. At the end every guest still in your café costs {penalty} VP, so move them in "
     "before round 7 ends. Play on to the end; Esc opens the menu with the rules. Good luck!",
     NULL, 0, NULL, NULL, NULL, false},
};

enum { STEP_COUNT = (int)(sizeof steps / sizeof steps[0]) };

gah_params tutorial_params(void)
{
    /* The introductory staff: plainer cards for a first game. */
    return (gah_params){.players = 2, .hotels = GAH_HOTELS_NIGHT, .intro_staff = true, .seed = TUTORIAL_SEED};
}

void tutorial_start(tutorial *tu) { *tu = (tutorial){.on = true}; }
int tutorial_step_count(void) { return STEP_COUNT; }
const char *tutorial_step_title(int step) { return step >= 0 && step < STEP_COUNT ? steps[step].title : ""; }
bool tutorial_is_note(const tutorial *tu) { return tu->on && tu->step < STEP_COUNT && !steps[tu->step].wants; }

/* The first legal command of the person's that passes `test`. */
static bool legal_where(const table_scene *t, command_test test, gah_command *out)
{
    if (!test || table_prompt_seat(t) != TUTORIAL_PERSON || gah_session_state(&t->session)->phase == GAH_PHASE_OVER) return false;
    for (int i = 0; i < t->legal_count; i++)
        if (test(t->legal[i])) {
            *out = t->legal[i];
            return true;
        }
    return false;
}

bool tutorial_wanted(const tutorial *tu, const table_scene *t, gah_command *out)
{
    return tu->on && tu->step < STEP_COUNT && legal_where(t, steps[tu->step].wants, out);
}

bool tutorial_aimed(const tutorial *tu, const table_scene *t, gah_command *out)
{
    return tu->on && tu->step < STEP_COUNT && legal_where(t, steps[tu->step].aims, out);
}

static void advance(tutorial *tu)
{
    tu->step++;
    tu->done_times = 0;
    if (tu->step >= STEP_COUNT) tu->on = false;
}

void tutorial_update(tutorial *tu, const table_scene *t)
{
    const gah_session *s = &t->session;
    if (tu->seen_count > s->count) tu->seen_count = s->count; /* undone */
    for (; tu->seen_count < s->count; tu->seen_count++) {
        const bg_record_entry *e = &s->record[tu->seen_count];
        if (!tu->on || tu->step >= STEP_COUNT || e->seat != TUTORIAL_PERSON) continue;
        const tutorial_step *st = &steps[tu->step];
        if (!st->wants || !st->wants(gah_command_of(e->move))) continue;
        if (++tu->done_times >= (st->times ? st->times : 1)) advance(tu);
    }
}

/* Whether the step's action can still be made in the person's turn after the command played on `st`: legal
 * at once, or after a few more of the person's commands (the die after a guest, the dishes, rooms and items a
 * die leads to), tried within a budget. A turn passed to another seat ends the search. */
static bool still_possible(const gah_state *st, command_test test, int depth, int *budget)
{
    if (st->phase == GAH_PHASE_OVER || gah_current_prompt(st).seat != TUTORIAL_PERSON) return false;
    gah_command cmds[512];
    int n = gah_legal(st, cmds, 512);
    for (int i = 0; i < n; i++)
        if (test(cmds[i])) return true;
    if (depth <= 0) return false;
    for (int i = 0; i < n && --*budget > 0; i++) {
        gah_state next = *st;
        if (!gah_apply(&next, TUTORIAL_PERSON, cmds[i], NULL) && still_possible(&next, test, depth - 1, budget)) return true;
    }
    return false;
}

bool tutorial_refuses(const tutorial *tu, const table_scene *t, gah_command cmd)
{
    if (!tu->on || tu->step >= STEP_COUNT) return false;
    const tutorial_step *st = &steps[tu->step];
    if (!st->wants) return true; /* a note: read it first (Next is one click away) */
    gah_command want;
    if (st->optional || st->wants(cmd) || !legal_where(t, st->wants, &want)) return false; /* the step's action, or free play */
    /* Issue 40: the tutorial turned down useful moves that kept the step's action open (a second serve from
     * the kitchen already paid for, a guest before the die) and so led into worse ones. It turns down only a
     * move after which the step's action could not be made this turn. */
    static gah_state after; /* the window's one table: never two guards at once */
    after = *gah_session_state(&t->session);
    if (gah_apply(&after, TUTORIAL_PERSON, cmd, NULL)) return false; /* the engine's own refusal says why */
    int budget = 200;
    return !still_possible(&after, st->wants, 3, &budget);
}

const char *tutorial_guard(void *tutorial_ctx, const table_scene *t, gah_command cmd)
{
    tutorial *tu = tutorial_ctx;
    static char why[200];
    if (!tutorial_refuses(tu, t, cmd)) return NULL;
    tu->refusals++;
    const tutorial_step *st = &steps[tu->step];
    if (!st->wants) return "One moment: read the note on the right, then click Next.";
    snprintf(why, sizeof why, "Not yet - after that you could not %s this turn, and that is this step. The glowing places show where.",
             st->doing);
    return why;
}

/* ---- the note and the glow ---- */

static const SDL_Rect note_box = {1556, 290, 352, 540};

/* Next sits at the foot of the note, below the longest text. */
static SDL_Rect next_rect(void) { return (SDL_Rect){note_box.x + 96, note_box.y + note_box.h - 76, 160, 56}; }

static void note_text(const tutorial *tu, ui_context *ui, const table_scene *t)
{
    const tutorial_step *st = &steps[tu->step];
    char text[700], counter[40];
    /* The numbers in a step's text come from the rules table. */
    snprintf(text, sizeof text, "%s", st->text);
    static const char *const marks[] = {"{serve}", "{penalty}"};
    for (int m = 0; m < 2; m++) {
        char *at = strstr(text, marks[m]);
        if (!at) continue;
        char rest[700];
        snprintf(rest, sizeof rest, "%s", at + strlen(marks[m]));
        snprintf(at, sizeof text - (size_t)(at - text), "%d%s", m ? gah_rules.cafe_penalty_vp : gah_rules.serve_per_krone, rest);
    }
    gah_command c;
    bool waiting = st->wants && !legal_where(t, st->wants, &c);
    int y = note_box.y + 16;
    snprintf(counter, sizeof counter, "Tutorial · step %d of %d", tu->step + 1, STEP_COUNT);
    ui_text(ui, UI_FONT_TEXT, 16, gilt, note_box.x + note_box.w / 2, y, 1, counter);
    y += 26;
    ui_text(ui, UI_FONT_TITLE, 32, wine, note_box.x + note_box.w / 2, y, 1, st->title);
    y += 50;
    int w = note_box.w - 30;
    y += ui_text_wrapped(ui, UI_FONT_TEXT, 19, ink, note_box.x + note_box.w / 2, y, w, text);
    if (waiting && st->later) {
        y += 14;
        ui_text_wrapped(ui, UI_FONT_TEXT, 18, wine, note_box.x + note_box.w / 2, y, w, st->later);
    }
}

bool tutorial_next_point(const tutorial *tu, SDL_Point *out)
{
    if (!tutorial_is_note(tu)) return false;
    SDL_Rect r = next_rect();
    *out = (SDL_Point){r.x + r.w / 2, r.y + r.h / 2};
    return true;
}

bool tutorial_click(tutorial *tu, SDL_Point at)
{
    if (!tutorial_is_note(tu)) return false;
    SDL_Rect r = next_rect();
    if (!SDL_PointInRect(&at, &r)) return false;
    advance(tu);
    return true;
}

/* A steady glow (no pulse: a still table lets the window sleep). */
static void glow(ui_context *ui, SDL_Rect r, int thickness)
{
    ui_frame(ui, (SDL_Rect){r.x - 5, r.y - 5, r.w + 10, r.h + 10}, light, thickness);
    ui_frame(ui, (SDL_Rect){r.x - 5 - 2, r.y - 5 - 2, r.w + 14, r.h + 14}, wine, 2);
}

/* The callout's tag near the first place to act: the step's number, so the eye goes from note to place.
 * It must hide nothing a newcomer reads: no element of the table, none of the labels printed just above
 * a group ("Queue of guests", a neighbouring room's floor), no lit place and not the note. So it is put at
 * the nearest spot, in rings around the place, where a tag-sized box and the band above every element
 * are clear. */
enum { TAG_W = 88, TAG_H = 30, TAG_LABEL_BAND = 20 };

static bool tag_spot_clear(const table_scene *t, const ui_layout *layout, SDL_Rect r, const SDL_Rect *lit, int lit_n)
{
    if (r.x < 4 || r.y < 4 || r.x + r.w > UI_CANVAS_W - 4 || r.y + r.h > UI_CANVAS_H - 4) return false;
    SDL_Rect note = {note_box.x - 8, note_box.y - 8, note_box.w + 22, note_box.h + 22};
    if (SDL_HasIntersection(&r, &note)) return false;
    /* Nor the prompt's words (issue 40: step 13's tag sat on the prompt's title, "Anna: ..."). */
    SDL_Rect prompt = table_prompt_panel_rect();
    if (SDL_HasIntersection(&r, &prompt)) return false;
    for (int i = 0; i < lit_n; i++) {
        SDL_Rect g = {lit[i].x - 8, lit[i].y - 8, lit[i].w + 16, lit[i].h + 16}; /* the glow's frame */
        if (SDL_HasIntersection(&r, &g)) return false;
    }
    SDL_Rect words[8];
    for (int i = 0, n = table_fixed_labels(words, 8); i < n; i++)
        if (SDL_HasIntersection(&r, &words[i])) return false;
    /* The boards' own pictures and words (a group bonus, a floor's cost): every layout rectangle, and
     * the band above it where a group's label is printed. */
    SDL_Rect banded = {r.x, r.y, r.w, r.h + TAG_LABEL_BAND};
    for (int i = 0; i < layout->count; i++) {
        if (layout->rects[i].board) continue;
        SDL_Rect b = table_board_rect(layout, layout->rects[i].name);
        if (b.w > 0 && SDL_HasIntersection(&banded, &b)) return false;
    }
    for (int y = r.y; y <= r.y + r.h + TAG_LABEL_BAND; y += 5)
        for (int x = r.x; x <= r.x + r.w; x += 8) {
            SDL_Point p = {x > r.x + r.w ? r.x + r.w : x, y};
            if (table_el_at(t, layout, p).kind != EL_NONE) return false;
        }
    return true;
}

bool tutorial_tag_spot(const table_scene *t, const ui_layout *layout, const SDL_Rect *lit, int lit_n, SDL_Rect *out)
{
    if (lit_n <= 0) return false;
    SDL_Point at = {lit[0].x + lit[0].w / 2, lit[0].y};
    SDL_Rect first = {at.x - TAG_W / 2, at.y - TAG_H - 12, TAG_W, TAG_H};
    for (int d = 0; d <= 400; d += 10)
        for (int k = 0; k < (d ? 16 : 1); k++) {
            double a = k * (3.14159265358979 / 8);
            SDL_Rect r = first;
            r.x += (int)(d * SDL_sin(a) * 1.6); /* wider than high: the table's gaps run sideways */
            r.y -= (int)(d * SDL_cos(a));
            if (tag_spot_clear(t, layout, r, lit, lit_n)) {
                *out = r;
                return true;
            }
        }
    return false;
}

static void tag(ui_context *ui, SDL_Rect r, int step)
{
    char text[24];
    snprintf(text, sizeof text, "step %d", step + 1);
    ui_fill(ui, r, wine);
    ui_frame(ui, r, light, 2);
    ui_text(ui, UI_FONT_TEXT, 18, paper, r.x + r.w / 2, r.y + 4, 1, text);
}

bool tutorial_showing(const tutorial *tu) { return tu->on && tu->step < STEP_COUNT; }
SDL_Rect tutorial_note_rect(void) { return note_box; }

int tutorial_lit(const tutorial *tu, const table_scene *t, const ui_layout *layout, SDL_Rect out[TUTORIAL_LIT_MAX],
                 int thickness[TUTORIAL_LIT_MAX])
{
    if (!tutorial_showing(tu)) return 0;
    const tutorial_step *st = &steps[tu->step];
    /* The places to act: the step's own action if it is possible now, else what leads there. */
    command_test lit = st->wants;
    gah_command c;
    if (lit && !legal_where(t, lit, &c)) lit = st->aims;
    int n = 0;
    if (!lit || table_prompt_seat(t) != TUTORIAL_PERSON) return 0;
    /* Serves from the kitchen already paid for stay lit beside the step's action: they lapse once anything
     * else is done, so they come first (issue 40: the tutorial led away from them). */
    bool paid = gah_serve_cost(gah_session_state(&t->session), TUTORIAL_PERSON) == 0;
    for (int i = 0, shown = 0; i < t->legal_count && shown < 16 && n + 2 <= TUTORIAL_LIT_MAX; i++) {
        if (!lit(t->legal[i]) && !(paid && lit == st->wants && t->legal[i].type == GAH_CMD_SERVE)) continue;
        ui_el from, to;
        table_command_els(t, t->legal[i], &from, &to);
        SDL_Rect fr = table_el_rect(t, layout, from);
        if (from.kind == EL_BUTTON)
            for (int b = 0; b < t->button_count; b++)
                if (!memcmp(&t->buttons[b].cmd, &t->legal[i], sizeof c)) fr = t->buttons[b].rect;
        if (fr.w <= 0) continue;
        shown++;
        thickness[n] = 5;
        out[n++] = fr;
        if (to.kind != from.kind || to.index != from.index) {
            SDL_Rect tr = table_el_rect(t, layout, to);
            if (tr.w > 0) {
                thickness[n] = 3;
                out[n++] = tr;
            }
        }
    }
    return n;
}

void tutorial_draw(const tutorial *tu, ui_context *ui, const table_scene *t, const ui_layout *layout)
{
    if (!tutorial_showing(tu)) return;
    const tutorial_step *st = &steps[tu->step];
    int thick[TUTORIAL_LIT_MAX];
    SDL_Rect lit_rects[TUTORIAL_LIT_MAX];
    int lit_n = tutorial_lit(tu, t, layout, lit_rects, thick);
    for (int i = 0; i < lit_n; i++) glow(ui, lit_rects[i], thick[i]);
    SDL_Rect box = note_box;
    ui_fill(ui, (SDL_Rect){box.x + 6, box.y + 6, box.w, box.h}, (SDL_Color){40, 26, 20, 90});
    ui_fill(ui, box, paper);
    ui_frame(ui, box, gilt, 4);
    note_text(tu, ui, t);
    SDL_Rect spot;
    if (tutorial_tag_spot(t, layout, lit_rects, lit_n, &spot)) tag(ui, spot, tu->step);
    if (!st->wants) {
        SDL_Rect r = next_rect();
        ui_fill(ui, r, wine);
        ui_frame(ui, r, gilt, 3);
        ui_text(ui, UI_FONT_TITLE, 30, paper, r.x + r.w / 2, r.y + 8, 1, tu->step + 1 == STEP_COUNT ? "Play on" : "Next");
    }
}

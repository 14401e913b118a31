/* Menus, the new-game screen and the hotseat hand-over screen (the final scoring: final_scoring.c). */
#include "ui/scenes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const SDL_Color ink = {58, 36, 24, 255};
static const SDL_Color paper = {243, 230, 200, 255};
static const SDL_Color gilt = {176, 141, 60, 255};
static const SDL_Color wine = {140, 42, 42, 255};
static const SDL_Color wine_light = {168, 62, 56, 255};
static const SDL_Color muted = {170, 150, 125, 255};
static const SDL_Color player_colours[4] = {{222, 120, 30, 255}, {80, 160, 215, 255}, {130, 70, 165, 255}, {120, 128, 130, 255}};
static const char *const colour_names[4] = {"orange", "light blue", "purple", "grey"};

static void button(ui_context *ui, SDL_Rect r, const char *label, bool hover, bool enabled, int size)
{
    ui_fill(ui, r, !enabled ? muted : hover ? wine_light : wine);
    ui_frame(ui, r, gilt, 3);
    ui_text_middle(ui, UI_FONT_TITLE, size, paper, r.x + r.w / 2, r.y + r.h / 2, 1, label);
}

SDL_Color scene_player_colour(int colour) { return player_colours[colour & 3]; }

void scene_button(ui_context *ui, SDL_Rect r, const char *label, bool hover, bool enabled, int size)
{
    button(ui, r, label, hover, enabled, size);
}

void scene_backdrop(ui_context *ui)
{
    SDL_SetRenderDrawColor(ui->renderer, 40, 26, 20, 255);
    SDL_RenderClear(ui->renderer);
    ui_fill(ui, (SDL_Rect){0, 0, UI_CANVAS_W, UI_CANVAS_H}, paper);
    ui_frame(ui, (SDL_Rect){24, 24, UI_CANVAS_W - 48, UI_CANVAS_H - 48}, gilt, 6);
    ui_frame(ui, (SDL_Rect){40, 40, UI_CANVAS_W - 80, UI_CANVAS_H - 80}, gilt, 2);
}

static void backdrop(ui_context *ui) { scene_backdrop(ui); }

/* How many lines the message under an overlay menu wraps to (about 36 characters a line at 22 px in
 * 520 px, with room to spare). */
static int menu_status_lines(const menu_scene *m)
{
    return m->status[0] ? 1 + (int)strlen(m->status) / 36 : 0;
}

static SDL_Rect menu_rect(const menu_scene *m, int i, bool overlay)
{
    int spacing = m->count > 7 ? 58 : m->count > 6 ? 64 : m->count > 5 ? 72 : 84, top = overlay ? 490 : 540;
    int lines = menu_status_lines(m);
    if (overlay && lines > 2) top -= (lines - 2) * 30; /* a long message: the box rises to keep it on screen */
    /* Room for a message under the buttons, and for the key hint at the foot of a full-screen menu. */
    int bottom = m->status[0] && !overlay ? 935 : overlay ? 1030 : 990;
    if (top + m->count * spacing > bottom) top = bottom - m->count * spacing;
    if (m->wide) return (SDL_Rect){360, top + i * spacing, 1200, spacing - 14};
    return (SDL_Rect){710, top + i * spacing, 500, spacing - 14};
}

void menu_add(menu_scene *m, const char *label, menu_action action, bool enabled)
{
    if (m->count >= MENU_ITEMS_MAX) return;
    menu_item *it = &m->items[m->count++];
    snprintf(it->label, sizeof it->label, "%s", label);
    it->action = action;
    it->arg = 0;
    it->enabled = enabled;
}

SDL_Rect menu_overlay_box(const menu_scene *m)
{
    SDL_Rect first = menu_rect(m, 0, true), last = menu_rect(m, m->count - 1, true);
    int lines = menu_status_lines(m);
    /* Every line of the message gets its own 30 units and a margin (issue 13: "Saved." touched the edge). */
    return (SDL_Rect){680, first.y - 110, 560, last.y + last.h - first.y + 140 + (lines ? lines * 30 + 10 : 0)};
}

void menu_draw(menu_scene *m, ui_context *ui, SDL_Texture *emblem, bool overlay)
{
    m->overlay = overlay;
    if (overlay) {
        /* A long message (a load error names the file and the line) wraps inside a taller box. */
        SDL_Rect box = menu_overlay_box(m);
        ui_fill(ui, (SDL_Rect){0, 0, UI_CANVAS_W, UI_CANVAS_H}, (SDL_Color){30, 20, 15, 170});
        ui_fill(ui, box, paper);
        ui_frame(ui, box, gilt, 4);
        ui_text(ui, UI_FONT_TITLE, 54, ink, 960, box.y + 20, 1, m->title);
    } else {
        backdrop(ui);
        if (emblem) {
            SDL_Rect e = ui_to_window(ui, (SDL_Rect){850, 80, 220, 220});
            SDL_RenderCopy(ui->renderer, emblem, NULL, &e);
        }
        ui_text(ui, UI_FONT_TITLE, 104, ink, UI_CANVAS_W / 2, 300, 1, m->title);
        ui_text(ui, UI_FONT_TEXT, 22, ink, UI_CANVAS_W / 2, 450, 1, m->subtitle ? m->subtitle :
                "An unofficial fan-made edition for owners of the board game. Not affiliated with the publisher.");
    }
    for (int i = 0; i < m->count; i++)
        button(ui, menu_rect(m, i, overlay), m->items[i].label, i == m->hover, m->items[i].enabled,
               m->wide ? 26 : m->count > 6 ? 30 : m->count > 5 ? 32 : 38);
    if (m->status[0]) {
        SDL_Rect last = menu_rect(m, m->count - 1, overlay);
        ui_text_wrapped(ui, UI_FONT_TEXT, 22, wine, UI_CANVAS_W / 2, last.y + last.h + 10, overlay ? 520 : 1500, m->status);
    }
    if (!overlay) ui_text(ui, UI_FONT_TEXT, 18, gilt, UI_CANVAS_W / 2, 1000, 1, "F11 full screen  ·  Esc back");
}

menu_action menu_mouse(menu_scene *m, ui_context *ui, SDL_Point at, bool clicked)
{
    m->hover = -1;
    for (int i = 0; i < m->count; i++) {
        SDL_Rect r = menu_rect(m, i, m->overlay);
        if (SDL_PointInRect(&at, &r) && m->items[i].enabled) m->hover = i;
    }
    if (!clicked || m->hover < 0) return MENU_NONE;
    ui_play(ui, UI_SOUND_CLICK);
    m->clicked_arg = m->items[m->hover].arg;
    return m->items[m->hover].action;
}

void notice_draw(ui_context *ui, const char *text, const char *brief, bool full)
{
    if (!text || !text[0]) return;
    if (full) { /* the whole message across the top while it is new */
        SDL_Rect r = {360, 0, 1200, 72};
        ui_fill(ui, r, wine);
        ui_frame(ui, r, gilt, 3);
        ui_text_wrapped(ui, UI_FONT_TEXT, 20, paper, 960, 8, 1160, text);
    } else { /* then a small strip at the bottom that stays until saving works again */
        SDL_Rect r = {560, 1050, 800, 30};
        ui_fill(ui, r, wine);
        ui_text(ui, UI_FONT_TEXT, 17, paper, 960, 1054, 1, brief);
    }
}

/* ---- new game ---- */

static const char *const default_names[GAH_MAX_PLAYERS] = {"Anna", "Bruno", "Clara", "Dario"};

void newgame_init(newgame_scene *n)
{
    memset(n, 0, sizeof *n);
    n->players = 2;
    n->difficulty = GAH_MEDIUM;
    for (int i = 0; i < GAH_MAX_PLAYERS; i++) {
        snprintf(n->seats[i].name, sizeof n->seats[i].name, "%s", default_names[i]);
        n->seats[i].colour = i;
    }
    n->editing = -1;
    n->hover = -1;
}

enum { NG_MINUS = 100, NG_PLUS, NG_NIGHT, NG_DAY, NG_INTRO, NG_DRAFT, NG_SEED, NG_START, NG_BACK,
       NG_EASY, NG_MEDIUM, NG_HARD, NG_SOLO_ENTRANCE, NG_MODULE = 140, NG_VARIANT = 150, NG_NAME = 200, NG_COLOUR = 300, NG_CONTROL = 400 };

/* Let's Waltz! (seed 004): the five modules' names. */
static const char *const module_names[6] = {"", "Vienna Ballrooms", "Celebrities", "Unique Hotels", "Start Player",
                                            "Would You Like Some More?"};

const char *newgame_module_name(int m) { return m >= 1 && m <= 5 ? module_names[m] : ""; }

const char *newgame_module_refusal(const newgame_scene *n, int m)
{
    if (m < 1 || m > 5) return "There is no such module.";
    /* Seed 002: Dinner for One plays with every module but the fourth (the start player passes between
     * people, and the automa never takes the key). Said first: it stays true when the module comes. */
    if (n->players == 1 && m == 4) return "not in a solo game: the automa never bids for the start";
    if (!(GAH_WALTZ_AVAILABLE & GAH_WALTZ_MODULE(m))) return "not yet available in this edition";
    return NULL;
}

/* The modules that may be played now, out of those chosen. */
static unsigned modules_in_play(const newgame_scene *n)
{
    unsigned on = 0;
    for (int m = 1; m <= 5; m++)
        if ((n->waltz & GAH_WALTZ_MODULE(m)) && !newgame_module_refusal(n, m)) on |= GAH_WALTZ_MODULE(m);
    return on;
}

/* The new-game screen's rows on the 1920x1080 canvas (the window scales it): labels at x 300, controls from
 * 620; the seats' person/computer switches and the rule variants in a right column from 1320; the Let's
 * Waltz! modules in a row of their own above Back and Start. Nothing overlaps or leaves the frame at any
 * player count (test_newgame_layout). */
enum {
    NG_LABEL_X = 300, NG_X = 620, NG_RIGHT_X = 1320, NG_ROW_H = 56,
    NG_ROW_PLAYERS = 144, NG_ROW_HINTS = 210, NG_ROW_SEAT = 240, NG_SEAT_STEP = 72,
    NG_ROW_HOTELS = 548, NG_ROW_STAFF = 620, NG_ROW_SEED = 692,
    NG_ROW_VARIANTS = 580, NG_VARIANT_STEP = 56, NG_VARIANT_H = 48,
    NG_ROW_MODULES_LABEL = 788, NG_ROW_MODULES = 824, NG_MODULE_STEP = 264, NG_MODULE_W = 252, NG_MODULE_H = 52,
    NG_ROW_MODULES_HINT = 884, NG_ROW_BUTTONS = 936,
};

static SDL_Rect ng_rect(int id)
{
    if (id >= NG_CONTROL) return (SDL_Rect){NG_RIGHT_X, NG_ROW_SEAT + (id - NG_CONTROL) * NG_SEAT_STEP, 320, NG_ROW_H};
    if (id >= NG_COLOUR) return (SDL_Rect){1060, NG_ROW_SEAT + (id - NG_COLOUR) * NG_SEAT_STEP, 240, NG_ROW_H};
    if (id >= NG_NAME) return (SDL_Rect){NG_X, NG_ROW_SEAT + (id - NG_NAME) * NG_SEAT_STEP, 420, NG_ROW_H};
    if (id >= NG_MODULE && id < NG_VARIANT) /* Let's Waltz!: one switch per module, in a row above Back and Start */
        return (SDL_Rect){NG_LABEL_X + (id - NG_MODULE - 1) * NG_MODULE_STEP, NG_ROW_MODULES, NG_MODULE_W, NG_MODULE_H};
    if (id >= NG_VARIANT) { /* seed 001's variants: two columns below the seats' person/computer switches */
        int v = id - NG_VARIANT;
        return (SDL_Rect){NG_RIGHT_X + (v % 2) * 265, NG_ROW_VARIANTS + (v / 2) * NG_VARIANT_STEP, 255, NG_VARIANT_H};
    }
    switch (id) {
    case NG_MINUS: return (SDL_Rect){NG_X, NG_ROW_PLAYERS, 70, 60};
    case NG_PLUS: return (SDL_Rect){790, NG_ROW_PLAYERS, 70, 60};
    case NG_NIGHT: return (SDL_Rect){NG_X, NG_ROW_HOTELS, 220, NG_ROW_H};
    case NG_DAY: return (SDL_Rect){860, NG_ROW_HOTELS, 200, NG_ROW_H};
    case NG_INTRO: return (SDL_Rect){NG_X, NG_ROW_STAFF, 300, NG_ROW_H};
    case NG_DRAFT: return (SDL_Rect){940, NG_ROW_STAFF, 300, NG_ROW_H};
    case NG_SEED: return (SDL_Rect){NG_X, NG_ROW_SEED, 300, NG_ROW_H};
    case NG_START: return (SDL_Rect){1348, NG_ROW_BUTTONS, 260, 80}; /* right under the last module */
    case NG_BACK: return (SDL_Rect){NG_LABEL_X, NG_ROW_BUTTONS, 220, 80};
    case NG_EASY: return (SDL_Rect){NG_X, NG_ROW_SEAT + NG_SEAT_STEP, 180, NG_ROW_H}; /* solo: where seat 2 would be */
    case NG_MEDIUM: return (SDL_Rect){820, NG_ROW_SEAT + NG_SEAT_STEP, 180, NG_ROW_H};
    case NG_HARD: return (SDL_Rect){1020, NG_ROW_SEAT + NG_SEAT_STEP, 180, NG_ROW_H};
    case NG_SOLO_ENTRANCE: return (SDL_Rect){NG_X, NG_ROW_SEAT + 2 * NG_SEAT_STEP, 680, NG_ROW_H}; /* solo with module 3 */
    default: return (SDL_Rect){0, 0, 0, 0};
    }
}

/* Whether control `id` is on the screen for the choices made so far. */
static bool ng_shown(const newgame_scene *n, int id)
{
    if (id >= NG_CONTROL) return id - NG_CONTROL < n->players && n->players > 1; /* solo: a person against the automa */
    if (id >= NG_COLOUR) return id - NG_COLOUR < n->players;
    if (id >= NG_NAME) return id - NG_NAME < n->players;
    if (id >= NG_VARIANT) return id - NG_VARIANT < GAH_VARIANT_COUNT;
    if (id > NG_MODULE) return id - NG_MODULE <= 5;
    /* The difficulty is for the solo game only; every other control works at any player count. */
    if (id == NG_EASY || id == NG_MEDIUM || id == NG_HARD) return n->players == 1;
    if (id == NG_INTRO || id == NG_DRAFT) return n->players != 1;
    if (id == NG_SOLO_ENTRANCE) return n->players == 1 && (modules_in_play(n) & GAH_WALTZ_MODULE(3));
    return id >= NG_MINUS && id <= NG_BACK;
}

/* The words on control `id` and the size they are set in (the title face for the big buttons). */
static const char *ng_label(const newgame_scene *n, int id, char *buf, size_t size, int *font_size, ui_font_face *face)
{
    static const char *const levels[4] = {"", "easy", "medium", "hard"};
    *face = UI_FONT_TEXT;
    *font_size = 22;
    buf[0] = 0;
    if (id >= NG_CONTROL) {
        int k = n->control[id - NG_CONTROL];
        const char *label = k > 0 && k <= n->strength_count ? n->strength_labels[k - 1] : NULL;
        if (label) snprintf(buf, size, "%s%s", strcmp(label, "Computer") ? "Computer: " : "", label);
        else snprintf(buf, size, "Person");
    } else if (id >= NG_COLOUR) {
        snprintf(buf, size, "%s", colour_names[n->seats[id - NG_COLOUR].colour]);
    } else if (id >= NG_NAME) {
        *font_size = 26;
        snprintf(buf, size, "%s%s", n->seats[id - NG_NAME].name, n->editing == id - NG_NAME ? "|" : "");
    } else if (id >= NG_VARIANT) {
        *font_size = 20;
        snprintf(buf, size, "%s", gah_variant_info_of(id - NG_VARIANT)->name);
    } else if (id > NG_MODULE) {
        int m = id - NG_MODULE;
        *font_size = 20;
        snprintf(buf, size, "%d %s", m, m == 5 ? "More staff" : module_names[m]);
    } else {
        switch (id) {
        case NG_MINUS: *face = UI_FONT_TITLE, *font_size = 40, snprintf(buf, size, "–"); break;
        case NG_PLUS: *face = UI_FONT_TITLE, *font_size = 40, snprintf(buf, size, "+"); break;
        case NG_NIGHT: snprintf(buf, size, "Night side (all)"); break;
        case NG_DAY: snprintf(buf, size, "Day sides"); break;
        case NG_INTRO: snprintf(buf, size, "Introductory staff"); break;
        case NG_DRAFT: snprintf(buf, size, "Expert draft"); break;
        case NG_SEED:
            *font_size = 26;
            snprintf(buf, size, "%s%s", n->seed_text[0] ? n->seed_text : (n->editing == 4 ? "" : "random"), n->editing == 4 ? "|" : "");
            break;
        case NG_START: *face = UI_FONT_TITLE, *font_size = 40, snprintf(buf, size, "Start"); break;
        case NG_BACK: *face = UI_FONT_TITLE, *font_size = 36, snprintf(buf, size, "Back"); break;
        case NG_EASY: case NG_MEDIUM: case NG_HARD: {
            const char *level = levels[id - NG_EASY + 1];
            snprintf(buf, size, "%c%s", level[0] - 'a' + 'A', level + 1);
            break;
        }
        case NG_SOLO_ENTRANCE: { /* seed 002: one of four solo entrances, or at random */
            const char *automa = gah_automa_name(gah_automa_for_modules(modules_in_play(n)));
            const char *name = gah_solo_entrance_name(n->solo_entrance);
            snprintf(buf, size, "%s's hotel: %s", automa, name ? name : "at random");
            break;
        }
        default: break;
        }
    }
    return buf;
}

/* Every control id, in the order the mouse looks for them. */
static const int ng_ids[] = {NG_MINUS, NG_PLUS, NG_NIGHT, NG_DAY, NG_INTRO, NG_DRAFT, NG_SEED, NG_START, NG_BACK, NG_EASY, NG_MEDIUM, NG_HARD,
                             NG_SOLO_ENTRANCE,
                             NG_NAME, NG_NAME + 1, NG_NAME + 2, NG_NAME + 3, NG_COLOUR, NG_COLOUR + 1, NG_COLOUR + 2, NG_COLOUR + 3,
                             NG_VARIANT, NG_VARIANT + 1, NG_VARIANT + 2, NG_VARIANT + 3, NG_VARIANT + 4,
                             NG_MODULE + 1, NG_MODULE + 2, NG_MODULE + 3, NG_MODULE + 4, NG_MODULE + 5,
                             NG_CONTROL, NG_CONTROL + 1, NG_CONTROL + 2, NG_CONTROL + 3};

int newgame_controls(const newgame_scene *n, newgame_control *out, int max)
{
    int count = 0;
    for (size_t i = 0; i < sizeof ng_ids / sizeof ng_ids[0] && count < max; i++) {
        if (!ng_shown(n, ng_ids[i])) continue;
        newgame_control *c = &out[count++];
        c->id = ng_ids[i];
        c->rect = ng_rect(c->id);
        ng_label(n, c->id, c->label, sizeof c->label, &c->size, &c->face);
    }
    return count;
}

static const struct { const char *name; int id; } ng_names[] = {
    {"minus", NG_MINUS}, {"plus", NG_PLUS}, {"night", NG_NIGHT}, {"day", NG_DAY}, {"intro", NG_INTRO},
    {"draft", NG_DRAFT}, {"seed", NG_SEED}, {"start", NG_START}, {"back", NG_BACK}, {"easy", NG_EASY},
    {"medium", NG_MEDIUM}, {"hard", NG_HARD}, {"solo-entrance", NG_SOLO_ENTRANCE}, {"original", NG_VARIANT + GAH_VARIANT_ORIGINAL},
    {"no-kitchen-hand", NG_VARIANT + GAH_VARIANT_NO_KITCHEN_HAND}, {"discard-free-guests", NG_VARIANT + GAH_VARIANT_DISCARD_FREE},
    {"herlius", NG_VARIANT + GAH_VARIANT_HERLIUS}, {"rowe-smith", NG_VARIANT + GAH_VARIANT_ROWE_SMITH},
    {"module1", NG_MODULE + 1}, {"module2", NG_MODULE + 2}, {"module3", NG_MODULE + 3}, {"module4", NG_MODULE + 4},
    {"module5", NG_MODULE + 5}, {"seat1", NG_CONTROL}, {"seat2", NG_CONTROL + 1}, {"seat3", NG_CONTROL + 2}, {"seat4", NG_CONTROL + 3},
    {"name1", NG_NAME}, {"name2", NG_NAME + 1}, {"name3", NG_NAME + 2}, {"name4", NG_NAME + 3},
    {"colour1", NG_COLOUR}, {"colour2", NG_COLOUR + 1}, {"colour3", NG_COLOUR + 2}, {"colour4", NG_COLOUR + 3}};

SDL_Rect newgame_control_rect(const char *name)
{
    for (size_t i = 0; i < sizeof ng_names / sizeof ng_names[0]; i++)
        if (!strcmp(ng_names[i].name, name)) return ng_rect(ng_names[i].id);
    return (SDL_Rect){0, 0, 0, 0};
}

bool newgame_control_point(const char *name, SDL_Point *out)
{
    SDL_Rect r = newgame_control_rect(name);
    if (!r.w) return false;
    *out = (SDL_Point){r.x + r.w / 2, r.y + r.h / 2};
    return true;
}

bool menu_item_point(const menu_scene *m, const char *label, SDL_Point *out)
{
    for (int i = 0; i < m->count; i++)
        if (!strcmp(m->items[i].label, label)) {
            SDL_Rect r = menu_rect(m, i, m->overlay);
            *out = (SDL_Point){r.x + r.w / 2, r.y + r.h / 2};
            return true;
        }
    return false;
}

static void toggle(ui_context *ui, SDL_Rect r, const char *label, int size, bool on, bool hover)
{
    ui_fill(ui, r, on ? wine : hover ? (SDL_Color){235, 220, 190, 255} : paper);
    ui_frame(ui, r, gilt, 3);
    /* Shrunk to fit the switch's width, down to 16 px. */
    int fit = ui_text_fit_size(ui, UI_FONT_TEXT, size, size < 16 ? size : 16, r.w - 16, label);
    ui_text_middle(ui, UI_FONT_TEXT, fit, on ? paper : ink, r.x + r.w / 2, r.y + r.h / 2, 1, label);
}

/* A row's name on the left, centred on the row's controls. */
static void row_label(ui_context *ui, int row_y, int row_h, const char *text)
{
    ui_text_middle(ui, UI_FONT_TEXT, 24, ink, NG_LABEL_X, row_y + row_h / 2, 0, text);
}

static void text_field(ui_context *ui, SDL_Rect r, const char *text, int size, bool editing)
{
    ui_fill(ui, r, editing ? (SDL_Color){255, 250, 235, 255} : (SDL_Color){248, 238, 215, 255});
    ui_frame(ui, r, editing ? wine : gilt, 3);
    ui_text_middle(ui, UI_FONT_TEXT, size, ink, r.x + 14, r.y + r.h / 2, 0, text);
}

/* Whether a switch is on: what the toggles show in wine. */
static bool ng_on(const newgame_scene *n, int id)
{
    if (id >= NG_CONTROL) return n->control[id - NG_CONTROL] > 0;
    if (id >= NG_VARIANT && id < NG_NAME) return n->variants & GAH_VARIANT_BIT(id - NG_VARIANT);
    switch (id) {
    case NG_NIGHT: return !n->day;
    case NG_DAY: return n->day;
    case NG_INTRO: return n->intro;
    case NG_DRAFT: return n->draft;
    case NG_EASY: return n->difficulty == GAH_EASY;
    case NG_MEDIUM: return n->difficulty == GAH_MEDIUM;
    case NG_HARD: return n->difficulty == GAH_HARD;
    case NG_SOLO_ENTRANCE: return n->solo_entrance != 0;
    default: return false;
    }
}

void newgame_draw(newgame_scene *n, ui_context *ui)
{
    backdrop(ui);
    char text[96];
    ui_text(ui, UI_FONT_TITLE, 64, ink, 960, 54, 1, "New game");
    row_label(ui, NG_ROW_PLAYERS, 60, "Players");
    snprintf(text, sizeof text, "%d", n->players);
    ui_text_middle(ui, UI_FONT_TITLE, 44, ink, 740, NG_ROW_PLAYERS + 30, 1, text);
    if (n->players == 1) {
        /* Seed 002: Elisabeth with module 1 or 2, Leopold otherwise; the engine names her. */
        const char *automa = gah_automa_name(gah_automa_for_modules(modules_in_play(n)));
        static const char *const levels[4] = {"", "easy", "medium", "hard"};
        snprintf(text, sizeof text, "Solo against %s, %s (Dinner for One)", automa,
                 n->difficulty >= 1 && n->difficulty <= 3 ? levels[n->difficulty] : "");
        ui_text_middle(ui, UI_FONT_TEXT, 24, ink, 900, NG_ROW_PLAYERS + 30, 0, text);
        snprintf(text, sizeof text, "%s plays", automa);
        row_label(ui, NG_ROW_SEAT + NG_SEAT_STEP, NG_ROW_H, text);
        if (ng_shown(n, NG_SOLO_ENTRANCE)) row_label(ui, NG_ROW_SEAT + 2 * NG_SEAT_STEP, NG_ROW_H, "Solo entrance");
    }
    for (int i = 0; i < n->players; i++) {
        snprintf(text, sizeof text, "Seat %d", i + 1);
        row_label(ui, NG_ROW_SEAT + i * NG_SEAT_STEP, NG_ROW_H, text);
    }
    if (n->players > 1) ui_text(ui, UI_FONT_TEXT, 18, muted, NG_RIGHT_X, NG_ROW_HINTS, 0, "click: a person or a computer plays");
    ui_text(ui, UI_FONT_TEXT, 18, muted, 1060, NG_ROW_HINTS, 0, "click a colour to change it");
    row_label(ui, NG_ROW_HOTELS, NG_ROW_H, "Hotels");
    row_label(ui, NG_ROW_STAFF, NG_ROW_H, "Staff cards");
    if (n->players == 1) ui_text_middle(ui, UI_FONT_TEXT, 20, muted, NG_X, NG_ROW_STAFF + NG_ROW_H / 2, 0, "Solo: you draw 10 staff and keep 6");
    row_label(ui, NG_ROW_SEED, NG_ROW_H, "Seed (optional)");
    ui_text(ui, UI_FONT_TEXT, 24, ink, NG_RIGHT_X, NG_ROW_HOTELS, 0, "Rule variants");
    /* What the variant under the pointer changes: one line, so the switches fit beside the seats. */
    int pointed = n->hover - NG_VARIANT;
    int variant_rows = (GAH_VARIANT_COUNT + 1) / 2;
    ui_text(ui, UI_FONT_TEXT, 18, muted, NG_RIGHT_X, NG_ROW_VARIANTS + variant_rows * NG_VARIANT_STEP + 4,
            0, pointed >= 0 && pointed < GAH_VARIANT_COUNT ? gah_variant_info_of(pointed)->summary : "Point at a variant to read what it changes");
    ui_text(ui, UI_FONT_TEXT, 24, ink, NG_LABEL_X, NG_ROW_MODULES_LABEL, 0, "Let's Waltz! modules");
    /* Every control from one list (newgame_controls): what the mouse finds is what is drawn. */
    newgame_control controls[48];
    int count = newgame_controls(n, controls, 48);
    for (int i = 0; i < count; i++) {
        const newgame_control *c = &controls[i];
        int id = c->id;
        bool hover = n->hover == id;
        if (id == NG_MINUS || id == NG_PLUS || id == NG_START || id == NG_BACK) {
            bool enabled = id == NG_MINUS ? n->players > 1 : id == NG_PLUS ? n->players < 4 : true;
            button(ui, c->rect, c->label, hover, enabled, c->size);
        } else if ((id >= NG_NAME && id < NG_COLOUR) || id == NG_SEED) {
            text_field(ui, c->rect, c->label, c->size, n->editing == (id == NG_SEED ? 4 : id - NG_NAME));
        } else if (id >= NG_COLOUR && id < NG_CONTROL) {
            ui_fill(ui, c->rect, player_colours[n->seats[id - NG_COLOUR].colour]);
            ui_frame(ui, c->rect, gilt, 3);
            ui_text_middle(ui, UI_FONT_TEXT, c->size, paper, c->rect.x + c->rect.w / 2, c->rect.y + c->rect.h / 2, 1, c->label);
        } else if (id > NG_MODULE && id < NG_VARIANT) {
            /* Let's Waltz!: those the engine does not play yet (or not solo) are greyed, and the one under the
             * pointer says why. */
            int m = id - NG_MODULE;
            bool can = !newgame_module_refusal(n, m), on = can && (n->waltz & GAH_WALTZ_MODULE(m));
            ui_fill(ui, c->rect, on ? wine : !can ? (SDL_Color){222, 212, 194, 255} : hover ? (SDL_Color){235, 220, 190, 255} : paper);
            ui_frame(ui, c->rect, can ? gilt : muted, 3);
            ui_text_middle(ui, UI_FONT_TEXT, c->size, on ? paper : can ? ink : muted, c->rect.x + c->rect.w / 2,
                           c->rect.y + c->rect.h / 2, 1, c->label);
        } else {
            toggle(ui, c->rect, c->label, c->size, ng_on(n, id), hover);
        }
    }
    int module = n->hover - NG_MODULE;
    char line[160];
    if (module >= 1 && module <= 5) {
        const char *why = newgame_module_refusal(n, module);
        snprintf(line, sizeof line, "Module %d, %s%s%s", module, module_names[module], why ? ": " : "", why ? why : "");
    } else {
        snprintf(line, sizeof line, "%s", "Click a module to play with it; point at a greyed one to read why it is off");
    }
    ui_text(ui, UI_FONT_TEXT, 18, muted, NG_LABEL_X, NG_ROW_MODULES_HINT, 0, line);
}

menu_action newgame_mouse(newgame_scene *n, ui_context *ui, SDL_Point at, bool clicked)
{
    n->hover = -1;
    for (size_t i = 0; i < sizeof ng_ids / sizeof ng_ids[0]; i++) {
        int id = ng_ids[i];
        if (!ng_shown(n, id)) continue;
        SDL_Rect r = ng_rect(id);
        if (SDL_PointInRect(&at, &r)) n->hover = id;
    }
    if (!clicked) return MENU_NONE;
    int id = n->hover;
    if (id < 0) {
        n->editing = -1;
        return MENU_NONE;
    }
    ui_play(ui, UI_SOUND_CLICK);
    n->editing = -1;
    if (id == NG_MINUS && n->players > 1) n->players--;
    else if (id == NG_EASY) n->difficulty = GAH_EASY;
    else if (id == NG_MEDIUM) n->difficulty = GAH_MEDIUM;
    else if (id == NG_HARD) n->difficulty = GAH_HARD;
    else if (id == NG_SOLO_ENTRANCE) n->solo_entrance = (n->solo_entrance + 1) % GAH_SOLO_ENTRANCE_COUNT; /* random, 1..4 */
    else if (id == NG_PLUS && n->players < 4) n->players++;
    else if (id == NG_NIGHT) n->day = false;
    else if (id == NG_DAY) n->day = true;
    else if (id == NG_INTRO) n->intro = !n->intro, n->draft = n->draft && !n->intro;
    else if (id == NG_DRAFT) n->draft = !n->draft, n->intro = n->intro && !n->draft;
    else if (id == NG_SEED) n->editing = 4;
    else if (id >= NG_VARIANT && id < NG_VARIANT + GAH_VARIANT_COUNT) n->variants ^= GAH_VARIANT_BIT(id - NG_VARIANT);
    else if (id > NG_MODULE && id <= NG_MODULE + 5) {
        if (!newgame_module_refusal(n, id - NG_MODULE)) n->waltz ^= GAH_WALTZ_MODULE(id - NG_MODULE);
    } else if (id == NG_START) return MENU_START;
    else if (id == NG_BACK) return MENU_BACK;
    else if (id >= NG_CONTROL) /* person, then each computer strength, then a person again */
        n->control[id - NG_CONTROL] = (n->control[id - NG_CONTROL] + 1) % (n->strength_count + 1);
    else if (id >= NG_COLOUR) {
        /* Next colour no other seat uses. */
        int seat = id - NG_COLOUR, c = n->seats[seat].colour;
        for (int k = 1; k <= 4; k++) {
            int next = (c + k) % 4;
            bool used = false;
            for (int s = 0; s < n->players; s++) used |= s != seat && n->seats[s].colour == next;
            if (!used) {
                n->seats[seat].colour = next;
                break;
            }
        }
    } else if (id >= NG_NAME) n->editing = id - NG_NAME;
    return MENU_NONE;
}

void newgame_text(newgame_scene *n, const char *text)
{
    if (n->editing == 4) {
        for (const char *p = text; *p; p++) {
            size_t len = strlen(n->seed_text);
            if (*p >= '0' && *p <= '9' && len < 18) n->seed_text[len] = *p, n->seed_text[len + 1] = 0;
        }
    } else if (n->editing >= 0) {
        char *name = n->seats[n->editing].name;
        size_t len = strlen(name), add = strlen(text);
        if (len + add < sizeof n->seats[0].name - 1) memcpy(name + len, text, add + 1);
    }
}

void newgame_key(newgame_scene *n, SDL_Keycode key)
{
    char *field = n->editing == 4 ? n->seed_text : n->editing >= 0 ? n->seats[n->editing].name : NULL;
    if (!field) return;
    if (key == SDLK_BACKSPACE) {
        size_t len = strlen(field);
        while (len > 0 && (field[len - 1] & 0xC0) == 0x80) len--; /* a whole UTF-8 character */
        if (len > 0) field[len - 1] = 0;
    } else if (key == SDLK_RETURN || key == SDLK_TAB) {
        n->editing = -1;
    }
}

gah_params newgame_params(const newgame_scene *n)
{
    gah_params p = {.players = (uint8_t)n->players, .hotels = n->day ? GAH_HOTELS_DAY : GAH_HOTELS_NIGHT,
                    .intro_staff = n->intro, .expert_draft = n->draft, .variants = (uint8_t)n->variants,
                    .waltz = (uint8_t)modules_in_play(n)};
    if (n->players == 1) {
        p.players = 2;
        p.automa = (uint8_t)gah_automa_for_modules(p.waltz);
        p.difficulty = (uint8_t)n->difficulty;
        p.intro_staff = p.expert_draft = false;
        if (p.waltz & GAH_WALTZ_MODULE(3)) p.solo_entrance = (uint8_t)n->solo_entrance;
    }
    p.seed = n->seed_text[0] ? strtoull(n->seed_text, NULL, 10) : ((uint64_t)SDL_GetPerformanceCounter() ^ (uint64_t)SDL_GetTicks() * 2654435761u);
    return p;
}

/* ---- hand-over and final scoring ---- */

void handover_draw(ui_context *ui, const table_scene *t, int seat)
{
    backdrop(ui);
    char text[96];
    /* Dark words on paper inside a band of the player's colour: cream on light blue was too faint (issue 13). */
    ui_fill(ui, (SDL_Rect){500, 380, 920, 260}, player_colours[t->seats[seat].colour]);
    ui_fill(ui, (SDL_Rect){520, 400, 880, 220}, paper);
    ui_frame(ui, (SDL_Rect){500, 380, 920, 260}, gilt, 5);
    snprintf(text, sizeof text, "Pass to %s", t->seats[seat].name);
    ui_text(ui, UI_FONT_TITLE, 72, ink, 960, 420, 1, text);
    ui_text(ui, UI_FONT_TEXT, 26, ink, 960, 560, 1, "Click when only they are looking: their hand is shown next.");
}

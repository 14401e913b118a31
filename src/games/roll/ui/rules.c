/* Let's Roll's rules screen: the game in our own words, chapter by chapter (seed 003's facts, none of its
 * sentences), each with pictures of the sheet or the action board drawn by the table's own code from an
 * example game, every part of them explained when the pointer rests on it; a page of every staff kind;
 * Back returns where it was opened. */
#include "roll_table.h"
#include "games/roll/ui/table_game.h"
#include "ui/scenes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct chapter {
    const char *title, *text;
} chapter;

static const chapter chapters[] = {
    {"The game in brief",
     "Let's Roll is the roll-and-write edition of Grand Austria Hotel for 2 to 4 players. Everyone has a sheet: a hotel of 28 "
     "rooms in blue, red and yellow, three Emperor tracks, a money track, three loans and a staff board with six staff. Over "
     "seven rounds you prepare rooms, occupy them, please the Emperor and hire staff. Nothing is hidden and everyone plays on "
     "their own sheet, so nobody waits long. The most victory points (VP) win; a tie shares the victory."},
    {"A round",
     "The start player rolls all the dice (10, 12 or 14 for 2, 3 or 4 players) and they are sorted onto the six spaces of the "
     "action board by their number. Then everyone, from the start player on, takes one die, and a second time round the table "
     "a second die: two turns each a round. The number of dice on a space when you take one is its strength. After the round "
     "the start marker moves on; after rounds 3, 5 and 7 the Emperor checks his track."},
    {"The six actions",
     "1 Prepare rooms: as many rooms as the strength, each next to a circled doorknob, paying the floor's price (0, 1, 2 or 3 "
     "krone). 2 Occupy a room: a prepared room, paying the floor's price (1 to 4) less the strength. 3 Prepare or occupy. "
     "4 Emperor or krone: as many Emperor spaces, or as many krone, as the strength. 5 Hire staff: one staff member, its cost "
     "less the strength. 6 Imitate: pay 1 krone and carry out action 1 to 5 at this die's strength. When no action at all can "
     "be carried out, you take a die anyway and gain 1 krone instead."},
    {"Rooms and bonuses",
     "A prepared room has its doorknob circled; occupying it crosses the room. Rooms above the first floor have a door bonus, "
     "gained when the room is occupied: +k krone, +E Emperor spaces, prep (prepare a room of that colour, B blue, R red, Y "
     "yellow, at the price less the number), occ (occupy a prepared room so much cheaper), hire (a staff member cheaper). A "
     "group of rooms outlined together pays when its last room is occupied: blue groups VP at the end, red groups krone at "
     "once, yellow groups Emperor spaces at once. The first to occupy a whole row or column circles its bonus; on every other "
     "sheet it is crossed."},
    {"The Emperor",
     "Each third of the game has its own track: rounds 1-3, 4-5 and 6-7. Emperor spaces are crossed on the active track; some "
     "spaces bring a bonus. When the track is checked you must have reached its light (shaded) section or lose 2, 3 or 4 VP. "
     "The first to cross a track's last space gains 2, 3 or 4 VP; past the end of the third track each space is 1 VP (at most 10)."},
    {"Money, loans and staff",
     "Krone are circled on the money track when gained and crossed when spent. Whenever you like you may take a loan: 2 krone "
     "at once, and 2, 3 and 4 VP lost at the end for the first, second and third. Staff: the top two work every time you take "
     "their die, the middle two once when hired, the bottom two score at the end."},
    {"The final scoring",
     "Seven steps fill the scoring pad: 1 staff that score at the end, 2 blue groups, 3 occupied rooms (1 to 4 VP by floor), "
     "4 the Emperor (first-to-finish bonuses, overflow, penalties), 5 money left (1 VP per 3 krone), 6 row and column bonuses, "
     "7 loans."},
    {"Every staff kind",
     "Each staff board holds six of these. The top two work every time you take their die, the middle two once when "
     "hired, the bottom two score at the end. Rest the pointer on a staff member in the other chapters' pictures to "
     "read it on a sheet."},
    {"Playing at the table",
     "Your sheet is large on the left; the others' are on the right (click one to see it large). Click a lit space of the "
     "action board to take its die; the pointer resting on a space tells its strength and what it allows. Lit rooms are the "
     "ones you may prepare or occupy now: rest the pointer on one to see its cost. Choices appear as buttons under the "
     "prompt. A loan is a click on the next loan box whenever it is lit. Undo takes back steps of your turn until the next "
     "roll. The log at the bottom right tells every step in words."},
};
#define CHAPTERS ((int)(sizeof chapters / sizeof chapters[0]))

int roll_rules_chapters(void) { return CHAPTERS; }
const char *roll_rules_title(int index) { return index >= 0 && index < CHAPTERS ? chapters[index].title : ""; }

static SDL_Rect chapter_rect(int i) { return (SDL_Rect){80, 150 + i * 66, 440, 56}; }
static const SDL_Rect back_button = {80, 940, 240, 56};
static const SDL_Rect page = {580, 150, 1260, 800};
#define STAFF_PAGE 7 /* the chapter listing every staff kind */

static bool inside(SDL_Rect r, SDL_Point p) { return p.x >= r.x && p.y >= r.y && p.x < r.x + r.w && p.y < r.y + r.h; }

/* A chapter's pictures: parts of the example's table (canvas units) and where they go on the page. */
typedef struct picture {
    SDL_Rect from, to;
} picture;

static int pictures_of(int index, picture out[2])
{
    int y = page.y + 350; /* under the text */
    switch (index) {
    case 0: out[0] = (picture){{0, 0, 1920, 1080}, {page.x + 40, y, 760, 428}}; return 1;
    case 1:
    case 2: out[0] = (picture){{1116, 60, 788, 198}, {page.x + 40, y, 788, 198}}; return 1;
    case 3: out[0] = (picture){{30, 112, 850, 410}, {page.x + 40, y, 850, 410}}; return 1;
    case 4: out[0] = (picture){{30, 512, 1080, 186}, {page.x + 40, y, 1080, 186}}; return 1;
    case 5:
        out[0] = (picture){{862, 118, 240, 392}, {page.x + 40, y, 240, 392}};
        out[1] = (picture){{30, 700, 1074, 96}, {page.x + 300, y, 913, 82}};
        return 2;
    case 6: out[0] = (picture){{36, 808, 1060, 252}, {page.x + 40, y, 1060, 252}}; return 1;
    case 8: out[0] = (picture){{0, 0, 1920, 1080}, {page.x + 40, y, 760, 428}}; return 1;
    default: return 0;
    }
}

/* The example: a game of two a few turns in, its first seat's sheet large (its marks, its lit rooms). */
static roll_window *example(roll_window *w)
{
    if (w->example) return w->example;
    roll_params p = {.seed = 34, .players = 2};
    bg_session s;
    if (bg_session_start(&s, &roll_game, &p, NULL)) return NULL;
    snprintf(s.names[0], sizeof s.names[0], "Anna"), snprintf(s.names[1], sizeof s.names[1], "Bruno");
    s.colours[0] = 0, s.colours[1] = 1;
    roll_window *ex = roll_table_game.create();
    if (!ex) {
        bg_session_free(&s);
        return NULL;
    }
    ex->guide_off = true;
    roll_table_game.open(ex, &s);
    for (int k = 0; k < 24 && roll_ui_to_act(ex) >= 0; k++) { /* the first legal command, never a loan */
        int i = 0;
        while (i + 1 < ex->legal_count && roll_command_of(ex->legal[i]).type == ROLL_CMD_LOAN) i++;
        if (!ex->legal_count || roll_ui_apply(ex, ex->legal[i])) break;
    }
    ex->focus = roll_ui_to_act(ex) >= 0 ? roll_ui_to_act(ex) : 0;
    for (int i = 0; i < 2; i++) ex->session.control[i] = BG_CONTROL_COMPUTER; /* a picture, nothing lit to click */
    w->example = ex;
    return ex;
}

void roll_rules_free(roll_window *w)
{
    if (w->example) roll_table_game.destroy(w->example);
    if (w->picture) SDL_DestroyTexture(w->picture);
    w->example = NULL, w->picture = NULL;
}

/* The example's table drawn once into a texture of the window's size; the pictures are cut from it. */
static bool draw_picture(roll_window *w, ui_context *ui)
{
    int out_w = 0, out_h = 0;
    SDL_GetRendererOutputSize(ui->renderer, &out_w, &out_h);
    if (w->picture && w->picture_w == out_w && w->picture_h == out_h) return true;
    roll_window *ex = example(w);
    if (!ex) return false;
    if (w->picture) SDL_DestroyTexture(w->picture);
    w->picture = SDL_CreateTexture(ui->renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, out_w, out_h);
    if (!w->picture) return false;
    SDL_Texture *target = SDL_GetRenderTarget(ui->renderer);
    if (SDL_SetRenderTarget(ui->renderer, w->picture) != 0) {
        SDL_DestroyTexture(w->picture);
        w->picture = NULL;
        return false;
    }
    roll_draw_layer(ex, ui);
    SDL_SetRenderTarget(ui->renderer, target);
    w->picture_w = out_w, w->picture_h = out_h;
    return true;
}

/* What the pointer rests on in a picture: the example's element under the matching canvas point. */
bool roll_rules_explain(roll_window *w, SDL_Point at, char *out, size_t size)
{
    picture pics[2];
    int n = pictures_of(w->rules_chapter, pics);
    if (n && !example(w)) return false;
    for (int i = 0; i < n; i++) {
        if (!inside(pics[i].to, at)) continue;
        SDL_Point p = {pics[i].from.x + (at.x - pics[i].to.x) * pics[i].from.w / pics[i].to.w,
                       pics[i].from.y + (at.y - pics[i].to.y) * pics[i].from.h / pics[i].to.h};
        roll_words_explain(w->example, roll_geo_el_at(w->example, p), out, size);
        return out[0] != 0;
    }
    return false;
}

static void staff_page(roll_window *w, ui_context *ui)
{
    static const char *const types[3] = {"always", "once", "at the end"};
    char text[200];
    for (int id = 1, row = 0; row < 40; id++) {
        const roll_staff_kind *k = roll_staff_kind_by_id(id);
        if (!k) break;
        snprintf(text, sizeof text, "%d. %s (%s)", id, k->text, types[k->type % 3]);
        roll_label_draw(w, ui, 18, roll_ink, page.x + 40, page.y + 186 + row * 22, 0, text); /* one a line: 27 fit */
        row++;
    }
}

void roll_rules_draw(roll_window *w, ui_context *ui)
{
    scene_backdrop(ui);
    roll_label_draw(w, ui, 40, roll_ink, UI_CANVAS_W / 2, 84, 1, "Let's Roll - the rules");
    for (int i = 0; i < CHAPTERS; i++) scene_button(ui, chapter_rect(i), chapters[i].title, w->rules_hover == i || w->rules_chapter == i, true, 22);
    scene_button(ui, back_button, "Back", w->rules_hover == CHAPTERS, true, 24);
    ui_fill(ui, page, roll_paper);
    ui_frame(ui, page, roll_faint, 2);
    const chapter *c = &chapters[w->rules_chapter % CHAPTERS];
    roll_label_draw(w, ui, 32, roll_ink, page.x + 40, page.y + 44, 0, c->title);
    ui_text_wrapped(ui, UI_FONT_TEXT, 22, roll_ink, page.x + page.w / 2, page.y + 84, page.w - 80, c->text);
    if (w->rules_chapter == STAFF_PAGE) staff_page(w, ui);
    picture pics[2];
    int n = pictures_of(w->rules_chapter, pics);
    if (n && draw_picture(w, ui)) {
        for (int i = 0; i < n; i++) {
            SDL_Rect from = ui_to_window(ui, pics[i].from), to = ui_to_window(ui, pics[i].to);
            SDL_RenderCopy(ui->renderer, w->picture, &from, &to);
            ui_frame(ui, pics[i].to, roll_faint, 1);
        }
        roll_label_draw(w, ui, 18, roll_faint, page.x + 40, page.y + 330, 0,
                        "From an example game: rest the pointer on any part of the picture to have it explained.");
    }
    /* The icons as they are drawn on the sheet. */
    if (w->rules_chapter == 3) {
        roll_label_draw(w, ui, 18, roll_faint, page.x + 40, page.y + 350 + 428, 0, "k krone  ·  E Emperor spaces  ·  B/R/Y blue, red, yellow  ·  -N: so many krone cheaper");
    }
    char text[400];
    if (roll_rules_explain(w, w->rules_mouse, text, sizeof text)) {
        int width = 520;
        SDL_Point size = ui_text_wrapped_size(ui, UI_FONT_TEXT, 18, width, text);
        int x = w->rules_mouse.x + 24, y = w->rules_mouse.y + 24;
        if (x + width + 20 > UI_CANVAS_W) x = UI_CANVAS_W - width - 20;
        if (y + size.y + 20 > UI_CANVAS_H) y = w->rules_mouse.y - size.y - 30;
        SDL_Rect r = {x, y, width + 20, size.y + 16};
        ui_fill(ui, r, (SDL_Color){255, 252, 240, 250});
        ui_frame(ui, r, roll_ink, 2);
        ui_text_wrapped(ui, UI_FONT_TEXT, 18, roll_ink, x + 10 + width / 2, y + 8, width, text);
    }
}

void roll_rules_mouse(roll_window *w, SDL_Point at)
{
    w->rules_mouse = at;
    w->rules_hover = -1;
    for (int i = 0; i < CHAPTERS; i++)
        if (inside(chapter_rect(i), at)) w->rules_hover = i;
    if (inside(back_button, at)) w->rules_hover = CHAPTERS;
}

bool roll_rules_click(roll_window *w, SDL_Point at)
{
    for (int i = 0; i < CHAPTERS; i++)
        if (inside(chapter_rect(i), at)) w->rules_chapter = i;
    return inside(back_button, at);
}

void roll_rules_key(roll_window *w, SDL_Keycode key)
{
    if (key == SDLK_DOWN || key == SDLK_PAGEDOWN) w->rules_chapter = (w->rules_chapter + 1) % CHAPTERS;
    if (key == SDLK_UP || key == SDLK_PAGEUP) w->rules_chapter = (w->rules_chapter + CHAPTERS - 1) % CHAPTERS;
}

void roll_rules_wheel(roll_window *w, int dy)
{
    w->rules_chapter = (w->rules_chapter + CHAPTERS + (dy < 0 ? 1 : dy > 0 ? -1 : 0)) % CHAPTERS;
}

bool roll_rules_point(const char *control, SDL_Point *out)
{
    SDL_Rect r = back_button;
    bool found = !strcmp(control, "back");
    for (int i = 0; i < CHAPTERS && !found; i++)
        if (!strcmp(control, chapters[i].title)) r = chapter_rect(i), found = true;
    if (found) *out = (SDL_Point){r.x + r.w / 2, r.y + r.h / 2};
    return found;
}

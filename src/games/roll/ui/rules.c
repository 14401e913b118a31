/* Let's Roll's rules screen: the game in our own words, chapter by chapter (seed 003's facts, none of its
 * sentences), with the sheet's icons explained; Back returns where it was opened. */
#include "roll_table.h"
#include "ui/scenes.h"

#include <stdio.h>
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

static bool inside(SDL_Rect r, SDL_Point p) { return p.x >= r.x && p.y >= r.y && p.x < r.x + r.w && p.y < r.y + r.h; }

void roll_rules_draw(roll_window *w, ui_context *ui)
{
    scene_backdrop(ui);
    roll_label_draw(w, ui, 40, roll_ink, UI_CANVAS_W / 2, 84, 1, "Let's Roll - the rules");
    for (int i = 0; i < CHAPTERS; i++) scene_button(ui, chapter_rect(i), chapters[i].title, w->rules_hover == i || w->rules_chapter == i, true, 22);
    scene_button(ui, back_button, "Back", w->rules_hover == CHAPTERS, true, 24);
    SDL_Rect page = {580, 150, 1260, 780};
    ui_fill(ui, page, roll_paper);
    ui_frame(ui, page, roll_faint, 2);
    const chapter *c = &chapters[w->rules_chapter % CHAPTERS];
    roll_label_draw(w, ui, 32, roll_ink, page.x + 40, page.y + 44, 0, c->title);
    ui_text_wrapped(ui, UI_FONT_TEXT, 24, roll_ink, page.x + page.w / 2, page.y + 90, page.w - 80, c->text);
    /* The icons as they are drawn on the sheet. */
    if (w->rules_chapter == 3) {
        static const char *const icons[] = {"+1k", "+2E", "prep R", "prep any -2", "occ B -1", "hire -3"};
        for (int i = 0; i < 6; i++) {
            SDL_Rect r = {page.x + 40 + i * 196, page.y + 560, 180, 90};
            ui_fill(ui, r, roll_room_colour(i % 3, false));
            ui_frame(ui, r, roll_faint, 1);
            roll_label_draw(w, ui, 22, roll_ink, r.x + r.w / 2, r.y + r.h / 2, 1, icons[i]);
        }
        roll_label_draw(w, ui, 20, roll_faint, page.x + 40, page.y + 680, 0, "k krone  ·  E Emperor spaces  ·  B/R/Y blue, red, yellow  ·  -N: so many krone cheaper");
    }
}

void roll_rules_mouse(roll_window *w, SDL_Point at)
{
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

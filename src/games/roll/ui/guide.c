/* Let's Roll's first-game guide: a note beside the table for someone who knows neither game, walking through
 * the first two turns (what a die's strength is, what lights up, where the choices are), then out of the way. */
#include "roll_table.h"
#include "ui/scenes.h"

static const char *const notes[] = {
    "Welcome to Let's Roll! The big sheet on the left is your hotel. The dice of this round lie on the six spaces at the top "
    "right; a space's strength is how many dice lie there. Rest the pointer on a space to see what it allows, then click a lit one.",
    "Now carry out the action: the rooms you may use are lit on your sheet (rest the pointer on one to see its cost), choices "
    "are buttons under the prompt. Preparing a room circles its doorknob; occupying it crosses the room and pays its door bonus.",
    "Watch the Emperor: by the end of round 3 your first track must reach its shaded section, or you lose 2 VP. A loan (the "
    "boxes beside your money) gives 2 krone whenever you need them, at a cost in VP at the end.",
    "That is all you need. The log at the bottom right tells every step; Esc opens the menu with the full rules. Enjoy!",
};
#define NOTES ((int)(sizeof notes / sizeof notes[0]))

/* The guide follows the play: its second note once a person has taken a die, its third when a person's
 * next turn begins; Next moves on at any time. */
void roll_guide_update(roll_window *w)
{
    if (w->guide_on && w->live && roll_ui_person_acts(w)) {
        bool turn = roll_current_prompt(roll_ui_state(w)).kind == ROLL_PROMPT_TURN;
        if (w->guide_step == 0 && !turn) w->guide_step = 1, w->guide_mark = w->session.count;
        else if (w->guide_step == 1 && turn && w->session.count > w->guide_mark) w->guide_step = 2;
    }
    if (w->guide_step >= NOTES) w->guide_on = false;
}

void roll_guide_draw(roll_window *w, ui_context *ui)
{
    if (!w->guide_on || w->guide_step >= NOTES) return;
    SDL_Rect r = roll_geo_guide();
    ui_fill(ui, r, (SDL_Color){255, 250, 226, 255});
    ui_frame(ui, r, (SDL_Color){222, 150, 20, 255}, 4);
    ui_text_wrapped(ui, UI_FONT_TEXT, 20, roll_ink, r.x + r.w / 2, r.y + 12, r.w - 32, notes[w->guide_step]);
    scene_button(ui, roll_geo_guide_next(), w->guide_step + 1 < NOTES ? "Next" : "Close", w->hover.kind == RE_GUIDE && !w->hover.index, true, 22);
    scene_button(ui, roll_geo_guide_never(), "Don't show again", w->hover.kind == RE_GUIDE && w->hover.index, true, 20);
}

static bool inside(SDL_Rect r, SDL_Point p) { return p.x >= r.x && p.y >= r.y && p.x < r.x + r.w && p.y < r.y + r.h; }

bool roll_guide_click(roll_window *w, SDL_Point at)
{
    if (!w->guide_on) return false;
    if (inside(roll_geo_guide_next(), at)) {
        w->guide_step++;
        w->guide_mark = w->session.count;
        return true;
    }
    if (inside(roll_geo_guide_never(), at)) { /* the First-game tutorial still shows it */
        w->guide_on = false, w->guide_declined = true;
        return true;
    }
    return false;
}

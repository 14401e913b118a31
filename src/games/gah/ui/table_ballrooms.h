/* Let's Waltz module 1 (Vienna Ballrooms) at the table (table_ballrooms.c): its element kinds, its window
 * state and what the tests and the window's harness ask of it. The core reaches it only through its part row. */
#ifndef GAH_UI_TABLE_BALLROOMS_H
#define GAH_UI_TABLE_BALLROOMS_H

#include "games/gah/ui/table_scene.h"

/* A ballroom row (index ballroom * 4 + row, both from 1), a section 1..4 of the rehearsal room, a rehearsal
 * room board on offer (its id), the Ballrooms tab. */
enum { EL_BALLROOM_ROW = TABLE_PART_EL(TABLE_PART_BALLROOMS), EL_SECTION, EL_REHEARSAL, EL_BALLROOM_TAB };

bool table_ballrooms_on(const table_scene *t);
/* The Ballrooms panel lies over the main board: at the rehearsal choice, the dance prompt, while a café
 * guest who may dance is dragged, or opened from its tab (table_ballrooms_look). */
bool table_ballrooms_open(const table_scene *t);
void table_ballrooms_look(table_scene *t, bool open);
SDL_Rect table_ballrooms_panel(void);
/* A click the module answers without a command (the tab, choosing the section); true when handled. */
bool table_ballrooms_click(table_scene *t, ui_el el);
/* The rows a dragged café guest may dance in, from the legal list after the send (bit ballroom * 4 + row). */
unsigned table_ballrooms_drag_rows(const table_scene *t);
/* The caption sprite a paced step of a dancer placed carries (pacing.c): the panel is open while it shows. */
#define TABLE_DANCER_CAPTION "caption/dancer"
/* The ballroom scoring's summary, after the Emperor's: shown, and closed by a click. */
bool table_ballrooms_summary_showing(const table_scene *t, Uint32 now);

#endif

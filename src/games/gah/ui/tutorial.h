/* The first-game tutorial (issue 13): a guided two-player game on a fixed seed, through the real engine
 * and table. Step by step a note explains one thing and lights the places to act; while a step waits for
 * its action, a move that would lose it this turn is turned down with a friendly word (no other). */
#ifndef GAH_UI_TUTORIAL_H
#define GAH_UI_TUTORIAL_H

#include "games/gah/ui/table_scene.h"

/* The tutorial's game: the person in seat 0 against a computer player in seat 1. */
#define TUTORIAL_SEED 20261123u
#define TUTORIAL_PERSON 0

typedef struct tutorial {
    bool on;
    int step;          /* index of the step shown */
    int done_times;    /* this step's actions made so far */
    int seen_count;    /* commands of the record already looked at */
    int refusals;      /* commands turned down (tests) */
} tutorial;

/* The settings of the tutorial's game. */
gah_params tutorial_params(void);
void tutorial_start(tutorial *tu);
int tutorial_step_count(void);
const char *tutorial_step_title(int step);
/* Called every frame: the person's new commands in the record move the tutorial on. */
void tutorial_update(tutorial *tu, const table_scene *t);
/* Whether the tutorial turns `cmd` down now: a note not yet read, or a move after which the step's action
 * could not be made this turn (never one that keeps it open). No side effects. */
bool tutorial_refuses(const tutorial *tu, const table_scene *t, gah_command cmd);
/* The table's guard (table_scene.guard): NULL, or the friendly word turning `cmd` down. */
const char *tutorial_guard(void *tutorial_ctx, const table_scene *t, gah_command cmd);
/* A legal command the step waits for (`wanted`), or one that leads towards it; false when none. */
bool tutorial_wanted(const tutorial *tu, const table_scene *t, gah_command *out);
bool tutorial_aimed(const tutorial *tu, const table_scene *t, gah_command *out);
/* Whether the step shown is a note read with Next (no action), and where its button is. */
bool tutorial_is_note(const tutorial *tu);
/* Whether a note is on the table now, and the box it takes (canvas units). */
bool tutorial_showing(const tutorial *tu);
SDL_Rect tutorial_note_rect(void);
bool tutorial_next_point(const tutorial *tu, SDL_Point *out);
/* A click on the note's button (true: it took the click). */
bool tutorial_click(tutorial *tu, SDL_Point at);
/* The places lit for the step shown (canvas rects; the first is the first place to act), with each
 * glow's thickness; 0 when none. */
#define TUTORIAL_LIT_MAX 40
int tutorial_lit(const tutorial *tu, const table_scene *t, const ui_layout *layout, SDL_Rect out[TUTORIAL_LIT_MAX],
                 int thickness[TUTORIAL_LIT_MAX]);
/* Where the step's tag goes: near the first lit place, over no element of the table, no label band above
 * one, no lit place and not the note; false when no spot is clear (the tag is then left out). */
bool tutorial_tag_spot(const table_scene *t, const ui_layout *layout, const SDL_Rect *lit, int lit_n, SDL_Rect *out);
void tutorial_draw(const tutorial *tu, ui_context *ui, const table_scene *t, const ui_layout *layout);

#endif

/* Turns nobody at the mouse plays - a computer seat's commands, the automa's automatic steps - shown one
 * step at a time at the animation speed: each step's words in a caption, where it happens framed on the
 * table, then its movement; and a "thinking" sign while a computer decides. */
#ifndef GAH_UI_PACING_H
#define GAH_UI_PACING_H

#include "games/gah/ui/table_scene.h"

/* How long each paced step stays up unless Settings says otherwise (table_scene.step_ms). */
#define PACING_STEP_MS 1100

/* Whether an event is a paced step: a doing of `paced_seat` or of the automa (not a round's moments). */
bool pacing_is_step(const gah_state *st, const gah_event *e, int paced_seat);
/* Animates the last command's events (instead of table_animate): the events of `paced_seat` (a computer
 * that made the command; -1 for a person's) and every automa event come one after another, each with its
 * caption; the others move as table_animate moves them. */
void pacing_animate(table_scene *t, ui_context *ui, const ui_layout *layout, int paced_seat);
/* Where a paced step's words are shown: the title row of the prompt panel (where the person's own prompt
 * is read), not over the boards, whose pieces the step frames and moves. */
SDL_Rect pacing_caption_rect(void);
/* The captions and frames of paced steps now showing (after table_draw). */
void pacing_draw(table_scene *t, ui_context *ui);
/* "NAME is thinking..." in the prompt panel, with dots that move with `elapsed` ms; where it goes. */
SDL_Rect pacing_thinking_rect(void);
void pacing_draw_thinking(table_scene *t, ui_context *ui, int seat, const char *strength, Uint32 elapsed);

#endif

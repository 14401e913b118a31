/* Drawing the game log in its box (log_draw.c). */
#ifndef GAH_UI_LOG_DRAW_H
#define GAH_UI_LOG_DRAW_H

#include "ui/log.h"
#include "ui/ui.h"

/* 17 canvas units: 11 px in a 1280x720 window, the smallest text the issue-13 readers could read. */
#define LOG_TEXT_SIZE 17
#define LOG_ROW_H 23

/* The log's newest lines (`scroll` lines back from the newest) wrapped into `box`. */
void log_draw(ui_context *ui, const game_log *log, int scroll, SDL_Rect box, SDL_Color ink);

#endif

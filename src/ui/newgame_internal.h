/* Shared by the new-game screen's files (newgame.c: choices and input; newgame_layout.c: where each control
 * goes and what it says; newgame_draw.c): the control ids, the canvas rows, and the settings as built now. */
#ifndef GAH_UI_NEWGAME_INTERNAL_H
#define GAH_UI_NEWGAME_INTERNAL_H

#include "ui/newgame.h"

#include <stddef.h>

/* Control ids: the screen's own, then a setting's switch: NG_PARAM + index * NG_VALUES + value (a cycling
 * switch and a text field are value 0). */
enum {
    NG_MINUS = 100, NG_PLUS, NG_START, NG_BACK,
    NG_NAME = 200, NG_COLOUR = 300, NG_CONTROL = 400, NG_PARAM = 1000, NG_VALUES = 16
};
#define NG_ID(index, value) (NG_PARAM + (index) * NG_VALUES + (value))
_Static_assert(BG_PARAM_NAMES_MAX <= NG_VALUES, "a setting's switches must fit between two settings' ids");

/* The screen's rows on the 1920x1080 canvas (the window scales it): labels at x 300, controls from 620; the
 * seats' person/computer switches and a BG_PLACE_SIDE group in a right column from 1320; a BG_PLACE_FOOT
 * group in a row of its own above Back and Start. Nothing overlaps or leaves the frame at any player count
 * (test_newgame_layout). */
enum {
    NG_LABEL_X = 300, NG_X = 620, NG_RIGHT_X = 1320, NG_ROW_H = 56, NG_GAP = 20, NG_SWITCH_W = 200,
    NG_ROW_PLAYERS = 144, NG_ROW_HINTS = 210, NG_ROW_SEAT = 240, NG_SEAT_STEP = 72,
    NG_ROW_SETTINGS = 548, NG_SETTINGS_STEP = 72,
    NG_SIDE_TOP = 548, NG_SIDE_FIRST = 32, NG_SIDE_STEP = 56, NG_SIDE_COLUMN = 265, NG_SIDE_W = 255, NG_SIDE_H = 48,
    NG_FOOT_TOP = 788, NG_FOOT_FIRST = 36, NG_FOOT_STEP = 264, NG_FOOT_W = 252, NG_FOOT_H = 52, NG_FOOT_LINE = 96,
    NG_ROW_BUTTONS = 936,
};

/* The game's params as built from the choices now (the seed only when typed) and how each setting shows
 * with them. */
typedef struct newgame_view {
    _Alignas(max_align_t) unsigned char params[NEWGAME_PARAMS_SIZE];
    int count;
    bg_param_info info[NEWGAME_PARAMS_MAX];
    bg_param_look look[NEWGAME_PARAMS_MAX];
} newgame_view;

void newgame_view_make(const newgame_scene *n, newgame_view *v);
/* How many values setting `info` has (a BOOL: 2), at most BG_PARAM_NAMES_MAX. */
int newgame_value_count(const bg_param_info *info);
/* Value v as params_set writes it: "day", "3", "1" (a BOOL's true). */
const char *newgame_value_text(const bg_param_info *info, int v, char *buf, size_t size);
/* The value whose text is `text` (0 when none is). */
int newgame_value_index(const bg_param_info *info, const char *text);
/* Whether `member` is in a comma-separated list ("1,3", "original,herlius"). */
bool newgame_list_has(const char *list, const char *member);
/* Whether value v of setting i is chosen now (a cycling switch: a value but the first). */
bool newgame_value_on(const newgame_scene *n, const newgame_view *v, int i, int value);
/* Why value `value` of setting i is refused with the params as built, or NULL. */
const char *newgame_value_refusal(const newgame_scene *n, const newgame_view *v, int i, int value);
/* Every control id of setting i, shown or not (at most NG_VALUES); its box; its name for scripts. */
int newgame_setting_ids(const newgame_view *v, int i, int *ids);
SDL_Rect newgame_rect(const newgame_view *v, int id);
/* The top of a BG_PLACE_ROW's or BG_PLACE_SEAT_ROW's row. */
int newgame_row_y(const bg_param_look *look);
/* newgame_controls with the view made. */
int newgame_controls_in(const newgame_scene *n, const newgame_view *v, newgame_control *out, int max);
const char *newgame_control_name(const newgame_view *v, int id, char *buf, size_t size);
/* The line under a BG_PLACE_SIDE or BG_PLACE_FOOT group, and its title's position. */
SDL_Point newgame_group_title(const newgame_view *v, int i);
SDL_Point newgame_group_line(const newgame_view *v, int i);
/* How wide that line may run before it wraps (two lines fit under the foot, three beside it). */
int newgame_group_line_width(const newgame_view *v, int i);

#endif

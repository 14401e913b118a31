/* Let's Roll's side of the window (ui/table_game.h): its registration row, its computer players and what
 * the test harness asks of it; the window state is roll_window (roll_table.h). */
#ifndef ROLL_UI_TABLE_GAME_H
#define ROLL_UI_TABLE_GAME_H

#include "ui/table_game.h"

extern const ui_table_game roll_table_game;
extern const ui_players roll_players;
extern const ui_table_driver roll_table_driver;

#endif

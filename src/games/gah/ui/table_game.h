/* The base game's table as the window's shell sees it (ui/table_game.h): its registration row. */
#ifndef GAH_UI_TABLE_GAME_ROW_H
#define GAH_UI_TABLE_GAME_ROW_H

#include "games/gah/ui/table_scene.h"
#include "ui/table_game.h"

extern const ui_table_game gah_table_game;

#endif

/* The games the window shows, one row each (ui/table_game.h): the one place the app names a game. The
 * session's own list of games (what a save may hold) is src/session/games.c. */
#include "app/internal.h"

#include "games/gah/ui/table_game.h"

const ui_table_game *const app_games[] = {&gah_table_game, NULL};

/* The games the window shows, one row each (ui/table_game.h): the one place the app names a game. The
 * session's own list of games (what a save may hold) is src/session/games.c. */
#include "app/internal.h"

#include "games/gah/ui/table_game.h"
#include "games/roll/ui/table_game.h"

const ui_table_game *const app_games[] = {&gah_table_game, &roll_table_game, NULL};

const ui_table_game *app_game_row(const bg_game *game)
{
    for (int i = 0; app_games[i]; i++)
        if (app_games[i]->game == game) return app_games[i];
    return NULL;
}

int app_game_index(const ui_table_game *tg)
{
    for (int i = 0; app_games[i]; i++)
        if (app_games[i] == tg) return i;
    return -1;
}

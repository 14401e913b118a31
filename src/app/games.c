/* The games the window shows, one row each (ui/table_game.h): the one place the app names a game. The
 * session's own list of games (what a save may hold) is src/session/games.c. */
#include "app/internal.h"

#include <string.h>

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

static const char *short_name(const bg_game *game)
{
    const ui_table_game *tg = app_game_row(game);
    return tg ? tg->short_name : NULL;
}

/* The tutorial's game is known by its settings (the tutorial's params, seed included) and its computer
 * seat: the save keeps no mark of its own. */
static bool is_tutorial(const bg_session *s)
{
    const ui_table_game *tg = app_games[0];
    if (s->game != tg->game || !tg->tutorial_params) return false;
    app_params params;
    int computer = -1;
    tg->tutorial_params(params.bytes, &computer);
    char want[1024], have[1024];
    tg->game->params_format(params.bytes, want, sizeof want);
    tg->game->params_format(s->params, have, sizeof have);
    return !strcmp(want, have) && computer >= 0 && computer < BG_MAX_SEATS && s->control[computer] == BG_CONTROL_COMPUTER;
}

const recent_words app_recent_words = {.short_name = short_name, .is_tutorial = is_tutorial};

/* The registry of games: a new game adds its table here, and nowhere else above its own folder. */
#include "bg/games.h"
#include "gah/engine.h"

#include <string.h>

const bg_game *const bg_games[] = {&gah_game, NULL};

const bg_game *bg_game_by_key(const char *key)
{
    for (int i = 0; bg_games[i]; i++)
        if (key && !strcmp(bg_games[i]->key, key)) return bg_games[i];
    return NULL;
}

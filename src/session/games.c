/* The registry of games: a new game adds its table here, and nowhere else above its own folder. */
#include "bg/games.h"
#include "gah/engine.h"
#include "roll/engine.h"

#include <stdio.h>
#include <string.h>

const bg_game *const bg_games[] = {&gah_game, &roll_game, NULL};
const bg_game *const bg_base_game = &gah_game;

const bg_game *bg_game_by_key(const char *key)
{
    for (int i = 0; bg_games[i]; i++)
        if (key && !strcmp(bg_games[i]->key, key)) return bg_games[i];
    return NULL;
}

void bg_game_keys(char *out, size_t size)
{
    size_t n = 0;
    if (size) out[0] = 0;
    for (int i = 0; bg_games[i] && n < size; i++)
        n += (size_t)snprintf(out + n, size - n, "%s%s", i ? ", " : "", bg_games[i]->key);
}

/* Every game the program plays, by key: the one list a new game joins (src/session/games.c). */
#ifndef BG_GAMES_H
#define BG_GAMES_H

#include "bg/game.h"

/* The games in the order the game chooser shows them; NULL-terminated. */
extern const bg_game *const bg_games[];
/* The game with this key ("gah"), or NULL. */
const bg_game *bg_game_by_key(const char *key);

#endif

/* Every game the program plays, by key: the one list a new game joins (src/session/games.c). */
#ifndef BG_GAMES_H
#define BG_GAMES_H

#include "bg/game.h"

/* The games in the order the game chooser shows them; NULL-terminated. */
extern const bg_game *const bg_games[];
/* The game with this key ("gah"), or NULL. */
const bg_game *bg_game_by_key(const char *key);
/* The base game: the game of saves written before saves named their game (formats 1 and 2). */
extern const bg_game *const bg_base_game;
/* The keys of every game, for a message ("gah, roll"). */
void bg_game_keys(char *out, size_t size);

#endif

/* gah-cli's games: every game of the registry (bg/games.h), with the hooks a game gives the tools. A game
 * that gives none still gets the generic commands (self-play, the bench, replays, play, scenarios). */
#include "cli.h"
#include "bg/games.h"
#include "gah/cli_gah.h"
#include "roll/cli_roll.h"

#include <string.h>

/* The games that add something of their own to the tools: one line per game. */
static const cli_game *const hooks[] = {&gah_cli, &roll_cli};

bool cli_game_find(const char *key, cli_game *out, const char *tool)
{
    const bg_game *g = bg_game_by_key(key);
    if (!g) {
        fprintf(stderr, "%s: unknown game '%s'; the games are:", tool, key);
        for (int i = 0; bg_games[i]; i++) fprintf(stderr, "%s %s (%s)", i ? "," : "", bg_games[i]->key, bg_games[i]->name);
        fprintf(stderr, "\n");
        return false;
    }
    *out = (cli_game){.game = g};
    for (size_t i = 0; i < sizeof hooks / sizeof *hooks; i++)
        if (hooks[i]->game == g) *out = *hooks[i];
    return true;
}

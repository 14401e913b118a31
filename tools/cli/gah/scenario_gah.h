/* The base game's scenario vocabulary: what its files share — the key tables of each theme, the words for
 * items, rooms and entrances, and the edits that keep every card somewhere exactly once. */
#ifndef GAH_CLI_SCENARIO_GAH_H
#define GAH_CLI_SCENARIO_GAH_H

#include "../scenario.h"
#include "gah/engine.h"
#include "bg/number.h"

#include <limits.h>

#define GAH_STATE(s) ((gah_state *)(s)->state)

/* The key tables, by theme: the base game's board and players (scenario_board.c, scenario_player.c), Let's
 * Waltz modules 1, 2, 4 and 5 (scenario_waltz.c), module 3's entrances and the solo entrances
 * (scenario_entrances.c). */
extern const scenario_key gah_scn_board_set[], gah_scn_board_expect[];
extern const scenario_key gah_scn_player_set[], gah_scn_player_expect[];
extern const scenario_key gah_scn_waltz_set[], gah_scn_waltz_expect[];
extern const scenario_key gah_scn_waltz_player_set[], gah_scn_waltz_player_expect[];
extern const scenario_key gah_scn_entrance_set[], gah_scn_entrance_expect[];
extern const scenario_key gah_scn_entrance_player_set[], gah_scn_entrance_player_expect[];

/* ---- words (scenario_cards.c) ---- */

extern const char *const gah_scn_room_words[3]; /* empty, vacant, occupied */
int gah_scn_item(const char *w);                /* strudel..champagne, or -1 */
/* "wine=2 cake=1": items on a table; false after a failure. */
bool gah_scn_items(scn *s, char **w, int n, uint8_t out[GAH_ITEM_COUNT]);
bool gah_scn_celebrity(const char *w, int *id);
/* Let's Waltz module 3: an entrance by its key (`chateau`) or `none` (0). */
bool gah_scn_entrance(const char *word, int *out);

/* ---- every card somewhere exactly once while positions are edited (scenario_cards.c) ---- */

void gah_scn_take_guest(gah_state *st, int id);
void gah_scn_guest_to_deck_bottom(gah_state *st, int id);
void gah_scn_take_staff(gah_state *st, int id);
void gah_scn_staff_to_deck_bottom(gah_state *st, int id);
void gah_scn_set_room(gah_state *st, int seat, int room, int state);
void gah_scn_celebrity_take_out(gah_state *st, int id);
void gah_scn_celebrity_to_stack_bottom(gah_state *st, int id);

#endif

/* The base game's table, whole: its core (table_scene.h) and every part's header, for the window and the
 * tests. The table's own files include only what they use (the core: table_parts.h; a part: its header). */
#ifndef GAH_UI_TABLE_H
#define GAH_UI_TABLE_H

#include "games/gah/ui/table_scene.h"
#include "games/gah/ui/table_ballrooms.h"
#include "games/gah/ui/table_bells.h"
#include "games/gah/ui/table_entrances.h"
#include "games/gah/ui/table_lounge.h"
#include "games/gah/ui/table_startplayer.h"

#endif

/* The base game's table, whole: its core (table_scene.h) and every part's header, for the window and the
 * tests. The table's own files include only what they use (the core: table_parts.h; a part: its header). */
#ifndef GAH_UI_TABLE_H
#define GAH_UI_TABLE_H

#include "ui/table_scene.h"
#include "ui/table_ballrooms.h"
#include "ui/table_bells.h"
#include "ui/table_entrances.h"
#include "ui/table_lounge.h"
#include "ui/table_startplayer.h"

#endif

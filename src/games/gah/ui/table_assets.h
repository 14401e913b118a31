/* What the base game's table needs of the atlas and the layout (table_assets.c), checked at start-up. */
#ifndef GAH_UI_TABLE_ASSETS_H
#define GAH_UI_TABLE_ASSETS_H

#include "ui/asset_list.h"

extern const ui_asset_list gah_table_assets;

#endif

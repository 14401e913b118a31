/* Start-up completeness checks of the packer's atlas index and layout (docs/assets.md). */
#ifndef GAH_UI_ASSET_CHECK_H
#define GAH_UI_ASSET_CHECK_H

#include "ui/atlas.h"
#include "ui/layout.h"

/* False with "... is incomplete: main/queue/3, ... are missing" when a name the window uses is absent. */
bool layout_check_complete(const ui_layout *l, const char *path, char *err, size_t err_size);
bool atlas_check_complete(const ui_atlas *a, const char *path, char *err, size_t err_size);

#endif

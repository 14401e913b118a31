/* Large opaque atlas sprites (the boards) kept as textures at the size they are drawn, for the software
 * renderer: a board is then copied row by row each frame instead of scaled with linear filtering. */
#ifndef GAH_UI_SPRITE_CACHE_H
#define GAH_UI_SPRITE_CACHE_H

#include "ui/atlas.h"
#include "ui/ui.h"

/* Draws the opaque sprite `s` of `a` at `dst` (window pixels) from its cached copy of that size, making the
 * copy the first time. False (nothing drawn) where the renderer is not the software one, the sprite is not
 * opaque or the copy cannot be made: the caller then draws it from its page. */
bool sprite_cache_draw(ui_context *ui, const ui_atlas *a, const atlas_sprite *s, SDL_Rect dst);
/* Lets go of every cached copy (ui_unload). */
void sprite_cache_free(ui_context *ui);

#endif

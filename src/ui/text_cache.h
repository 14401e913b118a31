/* Wrapped text kept as textures between frames: a tooltip is measured (to size its box) and drawn every
 * frame while it shows, and rendering its words twice was most of that frame's text work. */
#ifndef GAH_UI_TEXT_CACHE_H
#define GAH_UI_TEXT_CACHE_H

#include "ui/ui.h"

/* Draws `text` in `font` (`face` at `font_px` pixels) wrapped at `wrap_px` window pixels, each line centred
 * on window x `centre_x`, from window y `top`, in `colour`; its size in window pixels in *w, *h. Rendered
 * the first time, then drawn from the kept texture. False when nothing could be rendered. */
bool text_cache_draw(ui_context *ui, TTF_Font *font, ui_font_face face, int font_px, SDL_Color colour, int wrap_px,
                     const char *text, int centre_x, int top, int *w, int *h);
/* The window-pixel size of that wrapped text (any colour): from the cache when it holds the words, else
 * rendered once and remembered, so the next frame's measure and draw render nothing. */
bool text_cache_measure(ui_context *ui, TTF_Font *font, ui_font_face face, int font_px, int wrap_px, const char *text,
                        int *w, int *h);
/* How many times wrapped text was rendered through here (tests: a steady tooltip renders nothing). */
int text_cache_renders(const ui_context *ui);
/* Lets go of every texture (ui_unload, before the renderer goes). */
void text_cache_free(ui_context *ui);

#endif

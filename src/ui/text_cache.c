/* Wrapped text kept as textures between frames (the stop 27 review): a tooltip's words were rendered twice a frame,
 * once to size its box and once to draw them, for as long as it showed. A few entries, the least recently
 * used out first; the key is everything that changes the pixels (face, pixel size, wrap width, colour,
 * words). A measure takes any colour's entry, as the colour does not change the size. */
#include "ui/text_cache.h"

#include <stdlib.h>
#include <string.h>

#define TEXT_CACHE_MAX 6
#define TEXT_CACHE_TEXT 512 /* longer words are rendered each time, not kept */

typedef struct cached_text {
    ui_font_face face;
    int font_px, wrap_px;
    SDL_Color colour;
    char text[TEXT_CACHE_TEXT];
    SDL_Texture *texture; /* NULL: only measured so far */
    int w, h;
    Uint32 used;
} cached_text;

struct text_cache {
    cached_text entries[TEXT_CACHE_MAX];
    int count;
    Uint32 clock;
    int renders;
};

static struct text_cache *cache_of(ui_context *ui)
{
    if (!ui->text_cache) ui->text_cache = calloc(1, sizeof *ui->text_cache);
    return ui->text_cache;
}

static bool same_words(const cached_text *e, ui_font_face face, int font_px, int wrap_px, const char *text)
{
    return e->face == face && e->font_px == font_px && e->wrap_px == wrap_px && !strcmp(e->text, text);
}

static bool same_colour(SDL_Color a, SDL_Color b)
{
    return a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a;
}

/* The entry of these words: one with a texture in `colour` if there is one (colour NULL: any entry). */
static cached_text *find(struct text_cache *c, ui_font_face face, int font_px, int wrap_px, const char *text,
                         const SDL_Color *colour)
{
    cached_text *found = NULL;
    for (int i = 0; i < c->count; i++) {
        cached_text *e = &c->entries[i];
        if (!same_words(e, face, font_px, wrap_px, text)) continue;
        if (!colour || (e->texture && same_colour(e->colour, *colour))) return e;
        if (!e->texture) found = e; /* measured only: the texture can be added to it */
    }
    return found;
}

/* A new entry for these words: a free slot, or the least recently used one emptied. */
static cached_text *add(struct text_cache *c, ui_font_face face, int font_px, int wrap_px, const char *text)
{
    cached_text *e;
    if (c->count < TEXT_CACHE_MAX) e = &c->entries[c->count++];
    else {
        e = &c->entries[0];
        for (int i = 1; i < c->count; i++)
            if (c->entries[i].used < e->used) e = &c->entries[i];
        if (e->texture) SDL_DestroyTexture(e->texture);
    }
    memset(e, 0, sizeof *e);
    e->face = face, e->font_px = font_px, e->wrap_px = wrap_px;
    memcpy(e->text, text, strlen(text) + 1);
    return e;
}

static SDL_Surface *render(ui_context *ui, TTF_Font *font, SDL_Color colour, int wrap_px, const char *text)
{
    struct text_cache *c = cache_of(ui);
    if (c) c->renders++;
    TTF_SetFontWrappedAlign(font, TTF_WRAPPED_ALIGN_CENTER);
    SDL_Surface *s = TTF_RenderUTF8_Blended_Wrapped(font, text, colour, (Uint32)wrap_px);
    TTF_SetFontWrappedAlign(font, TTF_WRAPPED_ALIGN_LEFT);
    return s;
}

bool text_cache_draw(ui_context *ui, TTF_Font *font, ui_font_face face, int font_px, SDL_Color colour, int wrap_px,
                     const char *text, int centre_x, int top, int *w, int *h)
{
    struct text_cache *c = cache_of(ui);
    bool keep = c && strlen(text) < TEXT_CACHE_TEXT;
    cached_text *e = keep ? find(c, face, font_px, wrap_px, text, &colour) : NULL;
    SDL_Texture *t = e && e->texture ? e->texture : NULL;
    if (t) *w = e->w, *h = e->h;
    else {
        SDL_Surface *s = render(ui, font, colour, wrap_px, text);
        if (!s) return false;
        t = SDL_CreateTextureFromSurface(ui->renderer, s);
        *w = s->w, *h = s->h;
        SDL_FreeSurface(s);
        if (!t) return false;
        if (keep) {
            if (!e) e = add(c, face, font_px, wrap_px, text);
            e->colour = colour, e->texture = t, e->w = *w, e->h = *h;
        }
    }
    SDL_Rect dst = {centre_x - *w / 2, top, *w, *h};
    SDL_RenderCopy(ui->renderer, t, NULL, &dst);
    if (keep) e->used = ++c->clock;
    else SDL_DestroyTexture(t);
    return true;
}

bool text_cache_measure(ui_context *ui, TTF_Font *font, ui_font_face face, int font_px, int wrap_px, const char *text,
                        int *w, int *h)
{
    struct text_cache *c = cache_of(ui);
    bool keep = c && strlen(text) < TEXT_CACHE_TEXT;
    cached_text *e = keep ? find(c, face, font_px, wrap_px, text, NULL) : NULL;
    if (e) {
        *w = e->w, *h = e->h;
        e->used = ++c->clock;
        return true;
    }
    SDL_Surface *s = render(ui, font, (SDL_Color){0, 0, 0, 255}, wrap_px, text);
    if (!s) return false;
    *w = s->w, *h = s->h;
    SDL_FreeSurface(s);
    if (keep) {
        e = add(c, face, font_px, wrap_px, text);
        e->w = *w, e->h = *h, e->used = ++c->clock;
    }
    return true;
}

int text_cache_renders(const ui_context *ui)
{
    return ui->text_cache ? ui->text_cache->renders : 0;
}

void text_cache_free(ui_context *ui)
{
    if (!ui->text_cache) return;
    for (int i = 0; i < ui->text_cache->count; i++)
        if (ui->text_cache->entries[i].texture) SDL_DestroyTexture(ui->text_cache->entries[i].texture);
    free(ui->text_cache);
    ui->text_cache = NULL;
}

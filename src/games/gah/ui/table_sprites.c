/* A card, board or piece of the base game drawn at its size: the atlas sprite (or the player's own picture),
 * a card's small face where the window is small (its words at least 11 px), turned sprites, boards through the
 * sprite cache. */
#include "games/gah/ui/table_draw_internal.h"

#include <stdio.h>
#include <string.h>

static const SDL_Color ink = {58, 36, 24, 255};
static const SDL_Color gilt = {176, 141, 60, 255};

/* The kinds of card that have a small face (gah/faces.h), with their full face's width and the small face's
 * width and smallest text. */
typedef struct face_kind {
    const char *prefix;
    int full_w, small_w;
    float small_text;
} face_kind;

static const face_kind face_kinds[] = {
    {"guest/", GAH_FACE_CARD_W, GAH_FACE_SMALL_CARD_W, (float)GAH_FACE_SMALL_TEXT_GUEST},
    {"staff/", GAH_FACE_CARD_W, GAH_FACE_SMALL_CARD_W, (float)GAH_FACE_SMALL_TEXT_STAFF},
    {"objective/", GAH_FACE_CARD_W, GAH_FACE_SMALL_CARD_W, (float)GAH_FACE_SMALL_TEXT_OBJECTIVE},
    {"emperor/", GAH_FACE_TILE, GAH_FACE_SMALL_TILE, (float)GAH_FACE_SMALL_TEXT_TILE},
    {"entrance/", GAH_FACE_ENTRANCE_W, GAH_FACE_SMALL_ENTRANCE_W, (float)GAH_FACE_SMALL_TEXT_ENTRANCE}, /* Let's Waltz module 3 */
};

static const face_kind *face_kind_of(const char *name)
{
    for (size_t i = 0; i < sizeof face_kinds / sizeof face_kinds[0]; i++) {
        size_t n = strlen(face_kinds[i].prefix);
        if (!strncmp(name, face_kinds[i].prefix, n) && !strchr(name + n, '/')) return &face_kinds[i];
    }
    return NULL;
}

bool table_face_small(const char *name, int window_w)
{
    const face_kind *k = face_kind_of(name);
    return k && (float)window_w * (float)GAH_FACE_FULL_TEXT_MIN / (float)k->full_w < (float)GAH_FACE_READABLE_PX;
}

float table_face_text_px(const char *name, int window_w)
{
    const face_kind *k = face_kind_of(name);
    if (!k) return 0;
    if (table_face_small(name, window_w)) return k->small_text * (float)window_w / (float)k->small_w;
    return (float)GAH_FACE_FULL_TEXT_MIN * (float)window_w / (float)k->full_w;
}

/* Issue 13: a card drawn too small for its full face's text shows its small face, whose words and numbers
 * are large; the full face is read in the card viewer. */
static const atlas_sprite *face_for(const ui_atlas *a, const char *name, int window_w)
{
    if (table_face_small(name, window_w)) {
        char small[48];
        snprintf(small, sizeof small, "%s/small", name);
        const atlas_sprite *s = atlas_find(a, small);
        if (s) return s;
    }
    return atlas_find(a, name);
}

void table_draw_sprite(ui_context *ui, const ui_atlas *a, const char *name, SDL_Rect canvas)
{
    SDL_Rect dst = ui_to_window(ui, canvas);
    SDL_Texture *own = a->override_count ? atlas_override_for(a, name) : NULL;
    if (own) { /* the player's own picture, scaled to the card's place */
        SDL_RenderCopy(ui->renderer, own, NULL, &dst);
        return;
    }
    const atlas_sprite *s = face_for(a, name, dst.w);
    if (!s) {
        /* Missing art never stops play: a labelled card-coloured box stands in. */
        ui_fill(ui, canvas, (SDL_Color){225, 210, 180, 255});
        ui_frame(ui, canvas, gilt, 2);
        ui_text(ui, UI_FONT_TEXT, 12, ink, canvas.x + 4, canvas.y + 4, 0, name);
        return;
    }
    SDL_Rect src = {s->rect.x * a->scale, s->rect.y * a->scale, s->rect.w * a->scale, s->rect.h * a->scale};
    if (s->opaque && sprite_cache_draw(ui, a, s, dst)) return; /* a board, copied at its drawn size */
    if (s->opaque) SDL_SetTextureBlendMode(a->pages[s->page], SDL_BLENDMODE_NONE); /* the same pixels, faster */
    SDL_RenderCopy(ui->renderer, a->pages[s->page], &src, &dst);
    if (s->opaque) SDL_SetTextureBlendMode(a->pages[s->page], SDL_BLENDMODE_BLEND);
}

void table_sprite(ui_context *ui, const ui_atlas *a, const char *name, SDL_Rect canvas) { table_draw_sprite(ui, a, name, canvas); }

void table_draw_sprite_turned(ui_context *ui, const ui_atlas *a, const char *name, SDL_Rect canvas)
{
    SDL_Rect dst = ui_to_window(ui, canvas);
    const atlas_sprite *s = face_for(a, name, dst.w);
    if (!s) return table_draw_sprite(ui, a, name, canvas);
    SDL_Rect src = {s->rect.x * a->scale, s->rect.y * a->scale, s->rect.w * a->scale, s->rect.h * a->scale};
    SDL_SetTextureColorMod(a->pages[s->page], 150, 150, 150);
    SDL_RenderCopyEx(ui->renderer, a->pages[s->page], &src, &dst, 90.0, NULL, SDL_FLIP_NONE);
    SDL_SetTextureColorMod(a->pages[s->page], 255, 255, 255);
}

void table_draw_sprite_top(ui_context *ui, const ui_atlas *a, const char *name, SDL_Rect canvas)
{
    SDL_Rect dst = ui_to_window(ui, canvas);
    SDL_Texture *own = a->override_count ? atlas_override_for(a, name) : NULL;
    int tw = 0, th = 0;
    if (own && SDL_QueryTexture(own, NULL, NULL, &tw, &th) == 0 && tw > 0 && canvas.w > 0) {
        int full = canvas.w * th / tw; /* the picture's height at this width */
        SDL_Rect src = {0, 0, tw, full > canvas.h ? th * canvas.h / full : th};
        SDL_RenderCopy(ui->renderer, own, &src, &dst);
        return;
    }
    const atlas_sprite *s = face_for(a, name, dst.w);
    if (!s || s->rect.w <= 0 || canvas.w <= 0) return table_draw_sprite(ui, a, name, canvas);
    int full = canvas.w * s->rect.h / s->rect.w, shown = full > canvas.h ? s->rect.h * canvas.h / full : s->rect.h;
    SDL_Rect src = {s->rect.x * a->scale, s->rect.y * a->scale, s->rect.w * a->scale, shown * a->scale};
    SDL_RenderCopy(ui->renderer, a->pages[s->page], &src, &dst);
}

void table_draw_board(ui_context *ui, const ui_atlas *a, const ui_layout *l, const char *board, const char *sprite)
{
    SDL_Rect r = table_board_rect(l, board);
    if (r.w > 0) table_draw_sprite(ui, a, sprite, r);
}

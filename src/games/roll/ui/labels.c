/* Let's Roll's text kept as textures between frames, and the pen's marks: a sheet shows hundreds of small
 * words, and rendering each anew every frame would cost more than the frame's budget (issue 34: 8 ms at
 * 1080p); a mark is drawn as a pen would, its stroke growing for a moment after it is made. */
#include "roll_table.h"

#include <math.h>
#include <string.h>

const SDL_Color roll_ink = {52, 40, 32, 255}, roll_paper = {250, 244, 228, 255}, roll_pen = {28, 52, 140, 255},
                roll_light = {255, 236, 170, 255}, roll_faint = {120, 108, 96, 255}, roll_gold = {176, 140, 60, 255};

SDL_Color roll_room_colour(int colour, bool occupied)
{
    /* Soft washes like coloured pencil; an occupied room a shade deeper. */
    static const SDL_Color wash[3][2] = {{{170, 200, 232, 255}, {120, 160, 214, 255}},
                                         {{236, 172, 160, 255}, {214, 118, 104, 255}},
                                         {{244, 222, 140, 255}, {226, 190, 70, 255}}};
    return wash[colour % 3][occupied ? 1 : 0];
}

static uint64_t label_key(int face, int px, SDL_Color c, const char *text)
{
    uint64_t h = 0xcbf29ce484222325ULL;
#define MIX(v) (h = (h ^ (uint64_t)(v)) * 0x100000001b3ULL)
    MIX(face), MIX(px), MIX(c.r), MIX(c.g), MIX(c.b), MIX(c.a);
    for (const char *p = text; *p; p++) MIX((unsigned char)*p);
#undef MIX
    return h | 1;
}

static roll_label *label_get(roll_window *w, ui_context *ui, ui_font_face face, int size, SDL_Color c, const char *text)
{
    int px = (int)lroundf((float)size * ui->scale);
    uint64_t key = label_key(face, px, c, text);
    unsigned slot = (unsigned)(key % ROLL_UI_LABELS);
    for (int probe = 0; probe < 8; probe++, slot = (slot + 1) % ROLL_UI_LABELS) {
        roll_label *l = &w->labels[slot];
        if (l->key == key) return l;
        if (l->key) continue;
        if (w->label_count > ROLL_UI_LABELS * 3 / 4) { /* full enough: start again (a resize, a long game) */
            roll_labels_free(w);
            return label_get(w, ui, face, size, c, text);
        }
        TTF_Font *font = ui_font(ui, face, size);
        SDL_Surface *s = font ? TTF_RenderUTF8_Blended(font, text, c) : NULL;
        if (!s) return NULL;
        l->texture = SDL_CreateTextureFromSurface(ui->renderer, s);
        l->w = s->w, l->h = s->h;
        SDL_FreeSurface(s);
        if (!l->texture) return NULL;
        l->key = key;
        w->label_count++;
        return l;
    }
    roll_labels_free(w);
    return NULL;
}

static void draw_face(roll_window *w, ui_context *ui, ui_font_face face, int size, SDL_Color c, int x, int cy, int align,
                      const char *text)
{
    if (!text || !*text) return;
    roll_label *l = label_get(w, ui, face, size, c, text);
    if (!l) return;
    SDL_Rect at = ui_to_window(ui, (SDL_Rect){x, cy, 0, 0});
    SDL_Rect dst = {at.x, at.y - l->h / 2, l->w, l->h};
    if (align == 1) dst.x -= l->w / 2;
    if (align == 2) dst.x -= l->w;
    SDL_RenderCopy(ui->renderer, l->texture, NULL, &dst);
}

void roll_label_draw(roll_window *w, ui_context *ui, int size, SDL_Color c, int x, int cy, int align, const char *text)
{
    draw_face(w, ui, UI_FONT_TEXT, size, c, x, cy, align, text);
}

/* Headings in the serif the base game's cards and boards use, as a printed sheet has them. */
void roll_title_draw(roll_window *w, ui_context *ui, int size, SDL_Color c, int x, int cy, int align, const char *text)
{
    draw_face(w, ui, UI_FONT_TITLE, size, c, x, cy, align, text);
}

int roll_label_width(roll_window *w, ui_context *ui, int size, const char *text)
{
    (void)w;
    return ui_text_width(ui, UI_FONT_TEXT, size, text);
}

void roll_labels_free(roll_window *w)
{
    for (int i = 0; i < ROLL_UI_LABELS; i++)
        if (w->labels[i].texture) SDL_DestroyTexture(w->labels[i].texture);
    memset(w->labels, 0, sizeof w->labels);
    w->label_count = 0;
}

float roll_mark_part(Uint32 at, Uint32 now, float anim_factor)
{
    if (!at || anim_factor <= 0.0f) return 1.0f;
    float ms = (float)ROLL_MARK_MS * anim_factor;
    float part = (float)(now - at) / ms;
    return part < 0.0f ? 0.0f : part > 1.0f ? 1.0f : part;
}

/* A hand-drawn loop round a word: rx wide, ry tall, its end passing its start as a pen closes a loop. */
void roll_pen_ellipse(ui_context *ui, int cx, int cy, int rx, int ry, SDL_Color c, float part)
{
    const int steps = 20;
    int n = (int)((float)(steps + 2) * part);
    float px = (float)cx + (float)rx, py = (float)cy;
    for (int i = 1; i <= n; i++) {
        float t = (float)i / (float)steps * 6.2832f + 0.2f;
        float wobble = 1.0f + 0.06f * sinf(t * 3.0f);
        float x = (float)cx + (float)rx * wobble * cosf(t), y = (float)cy + (float)ry * wobble * sinf(t);
        ui_line(ui, (int)px, (int)py, (int)x, (int)y, c, 3);
        px = x, py = y;
    }
}

/* A hand-drawn circle: a little wider than tall. */
void roll_pen_circle(ui_context *ui, int cx, int cy, int r, SDL_Color c, float part)
{
    roll_pen_ellipse(ui, cx, cy, (int)((float)r * 1.08f), r, c, part);
}

/* A cross of two strokes, the second after the first. */
void roll_pen_cross(ui_context *ui, SDL_Rect r, SDL_Color c, float part)
{
    float a = part * 2.0f > 1.0f ? 1.0f : part * 2.0f, b = part * 2.0f - 1.0f;
    int x0 = r.x + r.w / 8, y0 = r.y + r.h / 8, x1 = r.x + r.w * 7 / 8, y1 = r.y + r.h * 7 / 8;
    if (a > 0) ui_line(ui, x0, y0, x0 + (int)((float)(x1 - x0) * a), y0 + (int)((float)(y1 - y0) * a), c, 4);
    if (b > 0) ui_line(ui, x1, y0, x1 - (int)((float)(x1 - x0) * b), y0 + (int)((float)(y1 - y0) * b), c, 4);
}

/* The SDL2 client's shared types: the logical canvas, fonts, sounds, and the scenes' entry points. */
#ifndef GAH_UI_H
#define GAH_UI_H

#include <SDL.h>
#include <SDL_mixer.h>
#include <SDL_ttf.h>
#include <stdbool.h>

/* Everything is laid out on one logical canvas and scaled to the window, text re-rendered at the
 * scaled size so it stays crisp. */
#define UI_CANVAS_W 1920
#define UI_CANVAS_H 1080

typedef enum ui_font_face { UI_FONT_TITLE, UI_FONT_TEXT, UI_FONT_FACE_COUNT } ui_font_face;
typedef enum ui_sound { UI_SOUND_CLICK, UI_SOUND_DICE, UI_SOUND_CARD, UI_SOUND_COIN, UI_SOUND_ROOM,
                        UI_SOUND_FANFARE, UI_SOUND_COUNT } ui_sound;

#define UI_FONT_CACHE 16

typedef struct ui_font_entry {
    ui_font_face face;
    int pixel_size;
    TTF_Font *font;
} ui_font_entry;

typedef struct ui_context {
    SDL_Window *window;
    SDL_Renderer *renderer;
    float scale;        /* window pixels per canvas unit */
    int offset_x, offset_y; /* letterbox offset in window pixels */
    char data_dir[1024];
    char font_path[UI_FONT_FACE_COUNT][1024];
    ui_font_entry fonts[UI_FONT_CACHE];
    int font_count;
    bool audio_ok;
    Mix_Chunk *sounds[UI_SOUND_COUNT];
    int sounds_played; /* counted for the headless tests */
    int volume;        /* 0..128 for SDL_mixer */
    Uint32 now;        /* the UI clock in ms: SDL_GetTicks, or a fake clock in tests */
    bool colour_blind; /* letters and patterns on colours */
    int text_min_px;   /* no text is drawn below this many window pixels (Settings' text size; 0: as laid out) */
    struct sprite_cache *sprite_cache; /* boards at their drawn size (sprite_cache.c) */
    struct text_cache *text_cache;     /* wrapped text kept between frames (text_cache.c) */
} ui_context;

/* Locates the data directory and the fonts, opens nothing. Returns false with a message in `err`. */
bool ui_find_resources(ui_context *ui, char *err, size_t err_size);
/* Loads the sounds (missing audio is not fatal: the game runs silent). */
void ui_load_sounds(ui_context *ui);
void ui_unload(ui_context *ui);
void ui_play(ui_context *ui, ui_sound sound);

/* Canvas mapping: call after every resize. */
void ui_update_scale(ui_context *ui);
SDL_Rect ui_to_window(const ui_context *ui, SDL_Rect canvas_rect);
SDL_Point ui_to_canvas(const ui_context *ui, int window_x, int window_y);

/* Text at a canvas position; `size` is in canvas units. align: 0 left, 1 centre, 2 right. */
TTF_Font *ui_font(ui_context *ui, ui_font_face face, int size);
void ui_text(ui_context *ui, ui_font_face face, int size, SDL_Color colour, int x, int y, int align,
             const char *text);

/* A line's width in canvas units, and the largest size from `size` down to `min_size` at which it fits. */
int ui_text_width(ui_context *ui, ui_font_face face, int size, const char *text);
int ui_text_fit_size(ui_context *ui, ui_font_face face, int size, int min_size, int width, const char *text);
/* One line whose letters are centred on cy (canvas units), for labels in boxes. */
void ui_text_middle(ui_context *ui, ui_font_face face, int size, SDL_Color colour, int x, int cy, int align,
                    const char *text);
/* Text centred on x and wrapped to `width` canvas pixels; returns its height on the canvas. */
int ui_text_wrapped(ui_context *ui, ui_font_face face, int size, SDL_Color colour, int x, int y, int width,
                    const char *text);
/* The width and height, in canvas units, that ui_text_wrapped would draw; nothing is drawn. */
SDL_Point ui_text_wrapped_size(ui_context *ui, ui_font_face face, int size, int width, const char *text);
void ui_fill(ui_context *ui, SDL_Rect canvas_rect, SDL_Color colour);
void ui_frame(ui_context *ui, SDL_Rect canvas_rect, SDL_Color colour, int thickness);
/* A straight line between two canvas points, `width` canvas units thick. */
void ui_line(ui_context *ui, int x0, int y0, int x1, int y1, SDL_Color colour, int width);

/* Shows a readable error: stderr always, and a message box when a display exists. */
void ui_report_error(const char *title, const char *message);

#endif

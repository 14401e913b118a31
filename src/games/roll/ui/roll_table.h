/* Let's Roll's side of the window (ui/table_game.h): its window state - the game on the table, the legal
 * list the clicks are read against, the log, the marks being drawn, the Emperor's summaries, the final
 * scoring and the rules screen - the element kinds of its table, where things are, and the functions its
 * files share. One file per job: geometry.c (where), sheet_draw.c (a player's sheet), board_draw.c (the
 * action board, the prompt, the others, the log), input.c (clicks into commands), words.c (what things say),
 * final.c, rules.c, labels.c (text kept as textures), players.c, driver.c, table_game.c (the row). */
#ifndef ROLL_UI_TABLE_H
#define ROLL_UI_TABLE_H

#include "roll/engine.h"
#include "ui/log.h"
#include "ui/table_el.h"
#include "ui/ui.h"

#define ROLL_UI_LEGAL_MAX 128
#define ROLL_UI_LABELS 1024
#define ROLL_MARK_MS 320       /* a pen stroke's drawing time */
#define ROLL_SUMMARY_MS 60000  /* the Emperor's check summary stays until a click (or this long) */

/* The element kinds of Let's Roll's table (ui_el.kind; 0 nothing). */
enum {
    RE_NONE,
    RE_SPACE,   /* an action space 1..6 (its die) */
    RE_ROOM,    /* seat * 32 + room 0..27 */
    RE_STAFF,   /* seat * 8 + slot 0..5 */
    RE_LOAN,    /* seat * 4 + loan 0..2 */
    RE_BUTTON,  /* a command without a place: type * 8 + argument */
    RE_UNDO,
    RE_SHEET,   /* another seat's small sheet (a click enlarges it): the seat */
    RE_TRACK,   /* seat * 32 + track * 8 + space 0..6 (explained on hover) */
    RE_MONEY,   /* seat: the money track */
    RE_PAD,     /* seat: the scoring pad */
    RE_GUIDE,   /* the first-game guide's buttons: 0 Next, 1 Don't show again */
    RE_KIND_COUNT
};

/* Text kept as a texture between frames (labels.c): a sheet is hundreds of small words. */
typedef struct roll_label {
    uint64_t key;
    SDL_Texture *texture;
    int w, h;
} roll_label;

typedef struct roll_window {
    bg_session session;
    bool live;
    char names[ROLL_MAX_PLAYERS][BG_NAME_MAX];
    uint8_t colours[ROLL_MAX_PLAYERS];
    game_log log;
    int log_scroll;
    bg_move legal[ROLL_UI_LEGAL_MAX];
    int legal_count;
    bg_events events;       /* the last command's, with its forced moves' */
    int focus;              /* the seat whose sheet is large; -1: whoever acts */
    ui_el hover;
    SDL_Point mouse;
    Uint32 hover_since;
    bool pressed;           /* the mouse went down on the table */
    float anim_factor;
    bool confirm;
    char message[200];
    Uint32 message_until;
    char caption[400];      /* the last command's line, shown over the table for a while */
    Uint32 caption_until;
    Uint32 mark_at[ROLL_MAX_PLAYERS][ROLL_ROOMS]; /* when a room's mark was made (its stroke animates) */
    Uint32 money_at[ROLL_MAX_PLAYERS];
    int gained[ROLL_MAX_PLAYERS]; /* krone circled on the money track so far; gained - money are crossed */
    Uint32 marks_until;
    char summary[ROLL_MAX_PLAYERS + 1][120]; /* the Emperor's check: a title and a line a seat */
    int summary_lines;
    Uint32 summary_until;
    bool guide_on;          /* the first-game guide's note */
    int guide_step;
    int guide_mark;         /* the record's length when the guide reached its second note */
    bool guide_off;         /* the player's setting: new games open without the guide */
    bool guide_declined;    /* "Don't show again" clicked, not yet told to the shell */
    /* The final scoring and the rules screens. */
    int final_hover;
    char final_status[200];
    Uint32 final_elapsed;
    int rules_chapter, rules_hover, rules_scroll;
    roll_label labels[ROLL_UI_LABELS];
    int label_count;
    /* The table as last drawn, kept while nothing it shows changes (board_draw.c): a sheet is hundreds of
     * boxes, words and pen strokes, too many to draw anew each frame within 8 ms at 1080p. */
    SDL_Texture *layer;
    int layer_w, layer_h;
    uint64_t layer_key;
    /* The rules' pictures: an example game's table drawn by the same code, cut into each chapter's parts. */
    struct roll_window *example;
    SDL_Texture *picture;
    int picture_w, picture_h;
    SDL_Point rules_mouse;
} roll_window;

/* ---- The game on the table (input.c) ---- */
const roll_state *roll_ui_state(const roll_window *w);
int roll_ui_to_act(const roll_window *w);     /* -1 when over */
int roll_ui_focus(const roll_window *w);      /* the seat whose sheet is large */
void roll_ui_refresh(roll_window *w);         /* the legal list again */
const char *roll_ui_apply(roll_window *w, bg_move move);
/* The events of the last command: marks, captions, the Emperor's summary; the sound. */
void roll_ui_animate(roll_window *w, ui_context *ui, int paced_seat);
bool roll_ui_mouse_up(roll_window *w, ui_context *ui, SDL_Point at);
void roll_ui_hover(roll_window *w, SDL_Point at, Uint32 now);
/* The legal move whose place (or button) is `e`, -1 when none. */
int roll_ui_move_at(const roll_window *w, ui_el e);
/* Whether `e` is lit: a person is to act and may make a move there (a computer's choices are not offered). */
bool roll_ui_lit(const roll_window *w, ui_el e);
bool roll_ui_person_acts(const roll_window *w);

/* ---- Where things are (geometry.c), in canvas units ---- */
SDL_Rect roll_geo_sheet(void);                         /* the large sheet */
SDL_Rect roll_geo_room(SDL_Rect sheet, int room);      /* room 0..27 on a large sheet */
SDL_Rect roll_geo_staff(SDL_Rect sheet, int slot);
SDL_Rect roll_geo_track(SDL_Rect sheet, int track, int space);
SDL_Rect roll_geo_money(SDL_Rect sheet, int symbol);   /* 0..31 */
SDL_Rect roll_geo_loan(SDL_Rect sheet, int loan);
SDL_Rect roll_geo_pad(SDL_Rect sheet);
SDL_Rect roll_geo_groups(SDL_Rect sheet);
SDL_Rect roll_geo_space(int space);                    /* the action board's space 1..6 */
SDL_Rect roll_geo_prompt(void);
SDL_Rect roll_geo_button(int i);                       /* the i-th button under the prompt */
SDL_Rect roll_geo_undo(void);
SDL_Rect roll_geo_small(int i);                        /* the i-th other seat's small sheet */
SDL_Rect roll_geo_small_room(SDL_Rect small, int room);
SDL_Rect roll_geo_log(void);
SDL_Rect roll_geo_guide(void);
SDL_Rect roll_geo_guide_next(void);
SDL_Rect roll_geo_guide_never(void);
ui_el roll_geo_el_at(const roll_window *w, SDL_Point at);
SDL_Rect roll_geo_el_rect(const roll_window *w, ui_el e);
/* A legal move's element: its place on the table, else its button (the i-th move without a place). */
bool roll_geo_move_el(const roll_window *w, bg_move move, ui_el *out);
/* The seats beside the large sheet, in order: the others after the focused one. */
int roll_geo_others(const roll_window *w, int out[ROLL_MAX_PLAYERS]);

/* ---- Drawing (sheet_draw.c, board_draw.c, labels.c) ---- */
void roll_draw_table(roll_window *w, ui_context *ui);
void roll_draw_layer(roll_window *w, ui_context *ui); /* the table without the pointer's tooltip or the message */
void roll_draw_sheet(roll_window *w, ui_context *ui, int seat, SDL_Rect r);
void roll_draw_small(roll_window *w, ui_context *ui, int seat, SDL_Rect r);
void roll_draw_steps(roll_window *w, ui_context *ui);
/* Text through the window's cache: align 0 left, 1 centre, 2 right; `cy`: centred on that height. */
void roll_label_draw(roll_window *w, ui_context *ui, int size, SDL_Color c, int x, int cy, int align, const char *text);
int roll_label_width(roll_window *w, ui_context *ui, int size, const char *text);
void roll_title_draw(roll_window *w, ui_context *ui, int size, SDL_Color c, int x, int cy, int align, const char *text);
extern const SDL_Color roll_gold; /* the printed frames, as on the base game's boards */
void roll_labels_free(roll_window *w);
/* Pen marks: a circle and a cross drawn `part` of the way (0..1), a box with a frame. */
void roll_pen_circle(ui_context *ui, int cx, int cy, int r, SDL_Color c, float part);
void roll_pen_ellipse(ui_context *ui, int cx, int cy, int rx, int ry, SDL_Color c, float part);
void roll_pen_cross(ui_context *ui, SDL_Rect r, SDL_Color c, float part);
float roll_mark_part(Uint32 at, Uint32 now, float anim_factor);

/* ---- Words (words.c) ---- */
void roll_words_prompt(const roll_window *w, char *out, size_t size);
void roll_words_button(const roll_window *w, roll_command cmd, char *out, size_t size);
/* A command in words for the Hint ("take the die from space 3 (prepare or occupy, strength 2)", "occupy room
 * 12, a yellow room on floor 2, for 2 krone"), as `seat` would play it at `st`. */
void roll_words_move(const roll_state *st, int seat, roll_command cmd, char *out, size_t size);
void roll_words_bonus(const roll_bonus *b, char *out, size_t size);   /* "+1E +2k", "occ R -1" */
void roll_words_bonus_long(const roll_bonus *b, char *out, size_t size); /* in a sentence */
void roll_words_explain(const roll_window *w, ui_el e, char *out, size_t size);
/* What a command did, in one sentence from its events (the log has a line each): the caption. */
void roll_words_caption(const roll_window *w, const bg_events *ev, char *out, size_t size);
const char *roll_words_action(int action);     /* "Prepare rooms" */
const char *roll_words_step(int step);         /* the scoring pad's step 0..6 */

/* ---- Colours of the sheet ---- */
SDL_Color roll_room_colour(int colour, bool occupied);
extern const SDL_Color roll_ink, roll_paper, roll_pen, roll_light, roll_faint;

/* ---- The screens (final.c, rules.c) ---- */
void roll_final_draw(roll_window *w, ui_context *ui, Uint32 elapsed);
int roll_final_mouse(roll_window *w, SDL_Point at);
bool roll_final_point(const char *button, SDL_Point *out);
void roll_rules_draw(roll_window *w, ui_context *ui);
void roll_rules_mouse(roll_window *w, SDL_Point at);
bool roll_rules_click(roll_window *w, SDL_Point at);
void roll_rules_key(roll_window *w, SDL_Keycode key);
void roll_rules_wheel(roll_window *w, int dy);
bool roll_rules_point(const char *control, SDL_Point *out);
int roll_rules_chapters(void);
void roll_rules_free(roll_window *w);
/* What the pointer at `at` rests on in the chapter's pictures (an example game's sheet and board), false
 * when nothing. */
bool roll_rules_explain(roll_window *w, SDL_Point at, char *out, size_t size);
const char *roll_rules_title(int chapter);

/* ---- The first-game guide (guide.c) ---- */
void roll_guide_draw(roll_window *w, ui_context *ui);
void roll_guide_update(roll_window *w);
/* A click on the guide's Next or Don't show again: true when it took the click. */
bool roll_guide_click(roll_window *w, SDL_Point at);

#endif

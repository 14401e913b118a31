/* A game's side of the window as the shell sees it: the table of functions a game registers (the base
 * game's: gah_table_game, src/games/gah/ui/table_game.c), over a window state of its own that the shell
 * holds as an opaque pointer and never reads. The app's loop, scenes, computers, hints, hand-over, saves and
 * test harness reach the game only through it and the session (bg/session.h); the app's one list of games
 * names each game's row. */
#ifndef GAH_UI_TABLE_GAME_H
#define GAH_UI_TABLE_GAME_H

#include "bg/session.h"
#include "ui/atlas.h"
#include "ui/game_players.h"
#include "ui/layout.h"
#include "ui/log.h"
#include "ui/newgame.h"
#include "ui/table_driver.h"
#include "ui/table_el.h"
#include "ui/ui.h"

/* The final scoring's buttons, as the app acts on them. */
typedef enum ui_final_button { UI_FINAL_NONE = -1, UI_FINAL_REMATCH, UI_FINAL_SAVE_REPLAY, UI_FINAL_MENU } ui_final_button;

typedef struct ui_table_game {
    const char *key;        /* the game's key (bg_game.key) */
    const char *short_name; /* what the main menu and the recent games call it ("Let's Roll") */
    const bg_game *game;    /* its rules, for the sessions the window starts */
    /* What the table draws and hit-tests: the atlas and layout are refused at start-up without it. */
    const ui_asset_list *assets;
    const ui_players *players;      /* its computer players and hints */
    const ui_table_driver *driver;  /* what the test harness asks of it */
    SDL_Rect hint_button;           /* where the Hint button sits on this table (canvas units) */
    Uint32 final_reveal_ms;         /* the final scoring moves this long after it appears, then rests */
    /* Nothing on the table is private to a seat (a roll-and-write): people at one table pass the mouse
     * without a hand-over screen. */
    bool nothing_hidden;

    /* ---- Its window state, and the game on the table ---- */
    void *(*create)(void); /* zeroed, no game on it; NULL when out of memory */
    void (*destroy)(void *g);
    /* A session onto the table: moved in (the table owns it from now), each seat named and coloured as the
     * session says; the tutorial's guide is off. */
    void (*open)(void *g, const bg_session *s);
    void (*close)(void *g); /* the session on the table is freed */
    bg_session *(*session)(void *g);
    /* How the table plays: the animations' pace (0: none, 1: normal), and whether ending a turn with an
     * action left asks first. */
    void (*set_pace)(void *g, float anim_factor);
    void (*set_confirm)(void *g, bool confirm_end_turn);
    /* How long each step of another's turn stays up, in ms (Settings); NULL when the game has no paced steps. */
    void (*set_step_ms)(void *g, int step_ms);
    /* The seat owing the next decision as the table shows it; -1 when the game is over. */
    int (*to_act)(const void *g);
    /* A seat the game plays itself: its name (the automa's), from the session's settings. */
    const char *(*automa_name)(const bg_session *s, int seat);

    /* ---- Drawing ---- */
    /* The table; `hide_hands`: private cards face down (the hand-over, a computer's turn, a menu over it). */
    void (*draw)(void *g, ui_context *ui, const ui_atlas *a, const ui_layout *l, bool hide_hands);
    /* Over it: the paced steps' captions and frames now showing; the guide's note (the tutorial's); "NAME is
     * thinking..." while a computer of `strength` decides for `seat`. */
    void (*draw_steps)(void *g, ui_context *ui);
    void (*draw_guide)(void *g, ui_context *ui, const ui_layout *l);
    void (*draw_thinking)(void *g, ui_context *ui, int seat, const char *strength, Uint32 elapsed);
    /* The Hint's words ("Take a 2 for drinks ... about +5 points ...") for the table to show in its next frames
     * while the hint stands, under its card viewer and tooltips (issue 40: the message line set them below 11 px
     * at 1366x768); NULL words: none now. NULL function: the message line says them for a while. */
    void (*show_hint)(void *g, const char *words);
    /* The remote seats (a bit each) a computer of this window plays for while their players are away, set before
     * each frame: the prompt says so instead of waiting for them (issue 40). NULL: not said. */
    void (*set_stood_in)(void *g, unsigned seats);

    /* ---- What is where, and the words of the prompt and its buttons ---- */
    /* The element at a canvas point (kind 0: nothing), and an element's rectangle (empty when not shown). */
    ui_el (*el_at)(const void *g, const ui_layout *l, SDL_Point at);
    SDL_Rect (*el_rect)(const void *g, const ui_layout *l, ui_el e);
    /* The command places: where a legal move starts and lands on the table (the same element for a click; a
     * button's element for a move without a place); false when it has no place at all. */
    bool (*move_places)(const void *g, bg_move move, ui_el *from, ui_el *to);
    /* A switch the move's form needs set before it is made (the base game's boost): the element to click
     * first, kind 0 when none. */
    ui_el (*move_toggle)(const void *g, bg_move move);
    /* What the prompt asks now (with the gesture that answers it), and the words on a move's button. */
    void (*prompt_text)(const void *g, char *out, size_t size);
    void (*button_label)(const void *g, bg_move move, char *out, size_t size);

    /* ---- The mouse, keys and the wheel ---- */
    /* In canvas units: a press (it may pick a piece up), a release (true: a command went through), a move,
     * and where it rests (the card viewer). */
    bool (*mouse_down)(void *g, ui_context *ui, const ui_layout *l, SDL_Point at);
    bool (*mouse_up)(void *g, ui_context *ui, const ui_layout *l, SDL_Point at);
    void (*mouse_move)(void *g, SDL_Point at);
    void (*hover)(void *g, const ui_layout *l, SDL_Point at, Uint32 now);
    /* Something over the table took the click: nothing stays picked up. */
    void (*mouse_cancel)(void *g);
    /* The pieces go straight where they are heading (a click while a computer plays). */
    void (*skip_motion)(void *g);
    /* The card viewer stays open (a right click), or not. */
    bool (*pinned)(const void *g);
    void (*set_pinned)(void *g, bool pinned);
    void (*wheel)(void *g, int dy); /* the log scrolls */
    /* A summary shown until a click (a scoring's table), and closing it (the click does nothing else). */
    bool (*summary_showing)(const void *g, Uint32 now);
    void (*summary_close)(void *g, Uint32 now);
    /* Whether the picture changes by itself at `now` (pieces moving, a piece held, a summary's rows coming
     * in, the card viewer about to open): the window then draws on instead of resting. */
    bool (*moving)(void *g, Uint32 now);
    /* Whether pieces still move at `now` (a computer's next move waits for them). */
    bool (*animating)(void *g, Uint32 now);
    /* Whether the steps of others' turns are still being shown (the table lags behind the game meanwhile): the
     * hand-over to the next person and the Hint button wait. NULL: never. */
    bool (*showing_steps)(const void *g);
    /* Keys of what the table shows beyond the game's state at `now`: what moves, rests under the mouse or
     * is dragged (look_key), and what runs out on its own or changes without an event (timed_key: the
     * message line, a summary shown until a time, the guide); the window draws again when one changes. */
    uint64_t (*look_key)(const void *g, Uint32 now);
    uint64_t (*timed_key)(const void *g, Uint32 now);
    /* The legal list and the buttons again after a change the table did not make (undo from the keyboard). */
    void (*refresh)(void *g);

    /* ---- Commands and what follows them ---- */
    /* A computer's move through the table (its log lines, the forced moves after it); NULL or why refused. */
    const char *(*apply)(void *g, bg_move move);
    /* After a command: its events animated, those of `paced_seat` (a computer's; -1: a person's) and the
     * automa's step by step; true when it ended the game. */
    bool (*after_command)(void *g, ui_context *ui, const ui_layout *l, int paced_seat);
    /* The message line: `text` for `ms` (a hint, news of saving), and what it says now. */
    void (*say)(void *g, const char *text, Uint32 ms);
    const char *(*message)(const void *g);
    const game_log *(*log)(const void *g);
    /* The hand-over screen hides the table: what happens meanwhile is held back (a roll), and shown when the
     * next person takes the mouse. */
    void (*hold)(void *g);
    void (*show_held)(void *g, ui_context *ui, const ui_layout *l);

    /* ---- New games ---- */
    /* The new-game screen opens with the choice remembered in the settings (the app keeps it as the game
     * packs it), and what to remember of the choice made; false when there is nothing. */
    void (*recall_choice)(newgame_scene *n, unsigned remembered);
    bool (*remember_choice)(const newgame_scene *n, unsigned *remembered);
    /* A rematch's params: the same as the session's, with another seed mixed from `entropy`. */
    void (*rematch_params)(const bg_session *s, void *params, uint64_t entropy);
    /* The first-game tutorial's game: its params, and the seat a computer plays with its agent's name. */
    const char *(*tutorial_params)(void *params, int *computer_seat);
    /* The guide on the table for the game just opened; it moves on with the record (guide_update, each
     * frame) and may take a click (its Next). */
    void (*tutorial_begin)(void *g);
    void (*guide_update)(void *g);
    bool (*guide_click)(void *g, SDL_Point at);
    /* Optional (NULL: the game's guide has no such choice). set_guide: whether a new game opens with the guide
     * (the player's setting; the tutorial shows it still); guide_declined: true once, after the person asked
     * on the guide not to see it again (the shell turns the setting off and keeps it). */
    void (*set_guide)(void *g, bool on);
    bool (*guide_declined)(void *g);

    /* ---- The game's screens: the final scoring and the rules ---- */
    void (*final_draw)(void *g, ui_context *ui, Uint32 elapsed);
    int (*final_mouse)(void *g, SDL_Point at); /* the ui_final_button under the mouse (the hover follows it) */
    void (*final_status)(void *g, const char *text); /* a line under its buttons ("Replay saved as ...") */
    bool (*final_point)(const char *button, SDL_Point *out); /* "rematch", "save", "menu" (scripted tests) */
    void (*rules_open)(void *g);
    void (*rules_draw)(void *g, ui_context *ui, const ui_atlas *a, const ui_layout *l);
    void (*rules_mouse)(void *g, SDL_Point at);
    bool (*rules_click)(void *g, SDL_Point at); /* true: Back was clicked */
    void (*rules_key)(void *g, SDL_Keycode key);
    void (*rules_text)(void *g, const char *text);
    void (*rules_wheel)(void *g, int dy);
    bool (*rules_point)(const char *control, SDL_Point *out); /* "back" or a chapter's title (scripted tests) */

    /* ---- Play over the network (the app's net_play.c; NULL in a game without it: refresh only) ---- */
    /* Moves made elsewhere came in: at a hosted game a remote seat's (`state` NULL: the session has them;
     * `before`: the session's state before them, NULL when not known), at a joined game the host's position
     * (`state`: the seat's view, which becomes the session's state; `before` NULL: the session's state is).
     * Their events (`lost`: some never came, as after a rejoin) are logged and kept for after_command, which
     * shows them step by step from `before` as it shows a computer's, and the legal list and buttons are
     * refreshed. The seats' names are the session's again (a player who joined may have brought their own). */
    void (*moved_elsewhere)(void *g, const void *before, const void *state, const bg_events *ev, bool lost);
    /* A joined game's table: a person's move goes to `send` (to the host) instead of the session, which
     * changes only by moved_elsewhere; `send` NULL: moves are applied here again. */
    void (*set_sender)(void *g, const char *(*send)(void *ctx, bg_move move), void *ctx);
    /* Whether the table now shows something to read or click inside `r` (the base game's drawn staff cards,
     * a draft pack): the network's line over the table keeps out of its way meanwhile. NULL: never. */
    bool (*uses_area)(const void *g, SDL_Rect r);
} ui_table_game;

#endif

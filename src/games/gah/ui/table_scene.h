/* The base game's table, its core: the scene of a running game (boards, cards, pieces, buttons), the
 * core's element kinds, and the functions its parts (table_part.h) and the window build on. Everything
 * offered comes from the engine's legal-command list. */
#ifndef GAH_UI_TABLE_SCENE_H
#define GAH_UI_TABLE_SCENE_H

#include "gah/session.h"
#include "ui/anim.h"
#include "ui/atlas.h"
#include "ui/layout.h"
#include "ui/log.h"
#include "games/gah/ui/table_part.h"
#include "games/gah/ui/table_part_state.h"
#include "ui/scenes.h"
#include "ui/table_el.h"
#include "ui/ui.h"

/* The things on the table a command can start from or land on: the core's; each part's own kinds follow
 * from its base (TABLE_PART_EL, in the part's header). */
typedef enum el_kind {
    EL_NONE, EL_QUEUE, EL_TABLE, EL_ROOM, EL_SPACE, EL_KITCHEN, EL_KITCHEN_ITEM, EL_TRAY_ITEM, EL_OBJECTIVE,
    EL_HAND_CARD, EL_DISPLAY_CARD, EL_DRAWN_CARD, EL_DRAFT_CARD, EL_BUTTON, EL_BOOST, EL_PANEL,
    EL_EMPEROR_TILE, EL_EMPEROR_SPACE, /* only looked at: the card viewer explains them */
    EL_PANEL_GUEST, /* a café guest in an opponent's panel (index seat * GAH_CAFE_TABLES + table 0..3): looked at, a click is the panel's */
    EL_CORE_COUNT
} el_kind;
_Static_assert((int)EL_CORE_COUNT == (int)TABLE_EL_CORE_COUNT, "table_part.h counts the core's kinds");
_Static_assert(TABLE_PART_EL(TABLE_PART_COUNT) <= 256, "ui_el.kind is a byte");
_Static_assert(EL_NONE == 0, "ui_el's kind 0 is nothing");

#define TABLE_BUTTONS_MAX 24
#define TABLE_LABEL_MAX 48
/* The Emperor scoring's summary stays until a click dismisses it (issue 13: it went after seconds); its
 * rows come in one after another over the first EMPEROR_ROWS_MS per row. */
#define TABLE_EMPEROR_HOLD (24u * 3600u * 1000u)
#define TABLE_EMPEROR_ROW_MS 400u

/* What a button does: send its command to the engine, or take back the last one (undo belongs to the
 * session, not to the rules, so it is no command). */
typedef enum table_button_kind { TABLE_BUTTON_COMMAND, TABLE_BUTTON_UNDO, TABLE_BUTTON_KIND_COUNT } table_button_kind;

typedef struct table_button {
    uint8_t kind;      /* table_button_kind */
    gah_command cmd;   /* TABLE_BUTTON_COMMAND */
    char label[TABLE_LABEL_MAX];
    SDL_Rect rect;
} table_button;

typedef struct table_scene {
    gah_session session;
    table_seat seats[GAH_MAX_PLAYERS];
    /* UI state: never undone, never seen by the engine. */
    bool boost;
    bool dragging;
    ui_el drag_from;
    SDL_Point mouse;        /* canvas coordinates */
    SDL_Point drag_offset;
    ui_el pressed;          /* element under a press that may become a click */
    int expanded;           /* seat whose panel is opened large, -1 for none */
    char message[320];      /* the engine's reason after a refused drop, or news */
    char hint[360];         /* the Hint's words shown in the prompt panel ("Hint: ..."), empty when none */
    unsigned stood_in;      /* bit per remote seat a computer plays for while its player is away (the host's) */
    Uint32 message_until;
    int button_count;
    table_button buttons[TABLE_BUTTONS_MAX];
    gah_command legal[512];
    int legal_count;
    gah_events events;      /* of the last command, for the log */
    game_log log;
    int log_scroll;         /* lines scrolled back from the newest */
    anim_queue anims;
    float anim_factor;      /* 0 = no animations, 1 = normal pace */
    int step_ms;            /* how long a paced step stays up (Settings; 0: PACING_STEP_MS) */
    bool pinned;            /* the card viewer stays open (right click) on `pin`, whatever the mouse rests on */
    ui_el pin;              /* the element pinned (issue 40: the viewer went on following the mouse) */
    SDL_Point pin_mouse;    /* where the mouse was when it was pinned: the viewer keeps its side */
    bool hover_quiet;       /* a drop or click just acted here: no viewer until the mouse rests on another element */
    bool note_right;        /* a guide's note (the tutorial's) covers the right column: the viewer opens left of it */
    bool confirm_end_turn;  /* ask before ending a turn with a guest to move, an objective or a card left */
    bool confirming;        /* the End turn button asks "really?" */
    Uint32 hover_since;
    Uint32 emperor_until;   /* the Emperor scoring table stays up until then (until dismissed: TABLE_EMPEROR_HOLD) */
    int emperor_lines;
    gah_event emperor_events[GAH_MAX_PLAYERS];
    int emperor_tile;       /* gah_emperor_tiles index + 1 of the scored tile (0: not known yet), for the words of its outcome */
    ui_el hover;            /* what the mouse is over, for the card viewer */
    char names[GAH_MAX_PLAYERS][24];
    /* Each part's own window state, a member named as the part (table_part_state.h). */
#define TABLE_PART_STATE_MEMBER(type, name) type name;
    TABLE_PART_STATES(TABLE_PART_STATE_MEMBER)
#undef TABLE_PART_STATE_MEMBER
    /* The display's lag behind the engine while others' steps play (table_lag.c). */
    bool lag_on;
    bool lag_primed;                  /* lag_state holds the position the next command's events start from */
    int lag_count, lag_next;
    unsigned lag_paced;               /* a bit per seat whose steps the lag shows (remote seats' may follow each other) */
    gah_state lag_state;              /* the state shown: before the command, moved on event by event */
    gah_event lag_events[GAH_EVENTS_MAX];
    Uint32 lag_at[GAH_EVENTS_MAX];    /* when each event shows */
    int lag_log_held;                 /* the log's last lines, of the steps still to show: not drawn yet */
    Uint32 clock;                     /* the UI clock when the table was last drawn or animated */
    /* "Since your last turn": the others' steps and the VP gained since a person last acted (table_recap.c). */
#define TABLE_RECAP_LINES 18
    int recap_count;
    char recap_lines[TABLE_RECAP_LINES][LOG_LINE_MAX];
    int recap_vp[GAH_MAX_PLAYERS];
    unsigned recap_seats;             /* the seats named in it, a bit each */
    bool recap_stale;                 /* a person acted since: the next step begins a new one */
    bool recap_open;
    /* A guide (the tutorial) may turn down a person's command the rules allow, with its own friendly
     * word; NULL lets every legal command through. */
    const char *(*guard)(void *ctx, const struct table_scene *t, gah_command cmd);
    void *guard_ctx;
    /* A joined game's table (network play): a person's command goes to the host through `send` (NULL or why
     * not) instead of the session; the host's answer comes back as a new position (table_net.c). */
    const char *(*send)(void *ctx, bg_move move);
    void *send_ctx;
} table_scene;

/* A new game, or a loaded one (the session is moved in). */
void table_start(table_scene *t, const gah_session *loaded, const table_seat seats[GAH_MAX_PLAYERS]);
void table_refresh(table_scene *t); /* recompute the legal list and buttons after a change */
void table_undone(table_scene *t);  /* after an undo: the log rebuilt from the record, then table_refresh */
void table_draw(table_scene *t, ui_context *ui, const ui_atlas *atlas, const ui_layout *layout, bool hide_hands);
/* Mouse input in canvas coordinates. Returns true when a command was applied. */
bool table_mouse_down(table_scene *t, ui_context *ui, const ui_layout *layout, SDL_Point at);
bool table_mouse_up(table_scene *t, ui_context *ui, const ui_layout *layout, SDL_Point at);
void table_mouse_move(table_scene *t, SDL_Point at);
/* Where the card viewer's large card goes: away from the mouse, never over the prompt or a guide's note. */
SDL_Rect table_viewer_rect(const table_scene *t);
/* Where the tooltip of `words` goes for the mouse at `mouse` (canvas units), and the width it wraps to. */
SDL_Rect table_tooltip_rect(ui_context *ui, SDL_Point mouse, const char *words, int *wrap);
/* What the mouse rests on, for the card viewer. */
void table_hover(table_scene *t, const ui_layout *layout, SDL_Point at, Uint32 now);
/* A right click pins the card viewer on the card under the mouse (or unpins it); false when there is no
 * card there to pin. */
bool table_pin(table_scene *t, bool on);
/* The card the viewer shows at `now` (the pinned one, else the one the mouse has rested on); false for none. */
bool table_viewer_showing(const table_scene *t, Uint32 now, char *name, size_t size);
/* The card viewer opens when the mouse has rested this long on a card. */
#define TABLE_VIEWER_DELAY_MS 350u
/* The sprite the card viewer shows for `e`; false for nothing, or for a private card not face up in front of
 * the seat to move. */
bool table_viewer_card(const table_scene *t, ui_el e, char *name, size_t size);
/* A key of what the table shows beyond the game state at `now`: pieces still moving, what the mouse rests on
 * and whether its viewer is open, a drag. The window draws again when it changes (a frame left mid-move
 * stayed on screen until the mouse moved). */
uint64_t table_look_key(const table_scene *t, Uint32 now);

/* ---- The display's lag behind the engine (table_lag.c, issue 40) ---- */
/* Before a command: the state it starts from (an older lag still running is skipped to its end). */
void table_lag_before(table_scene *t);
/* Moves made elsewhere (a remote seat's, over the network) came in: `before` is the position they start from
 * (NULL: not known, and they are shown at once). Steps still showing are not skipped: the new ones queue
 * behind them, as a remote player may send two commands before the first has been shown. */
void table_lag_follow(table_scene *t, const gah_state *before);
/* The command's events go on screen at the times `at` (the paced steps of `paced_seat`, -1: a person's command
 * and the automa's steps): until the last has shown, the table shows the state before the command moved on
 * by the events shown so far (behind the steps still to show of a lag that goes on: table_lag_follow). Nothing
 * lags unless table_lag_before or table_lag_follow gave the position the events start from. */
void table_lag_start(table_scene *t, const gah_events *ev, const Uint32 *at, int paced_seat);
/* The shown state catches up with the events whose time came; the real state once nothing moves any more. */
void table_lag_advance(table_scene *t, Uint32 now);
/* A click: the movements end and the real state shows, with any summary held back. */
void table_lag_skip(table_scene *t);
bool table_lagging(const table_scene *t);
/* The prompt panel: the prompt's words, its buttons, the Hint's box. */
SDL_Rect table_prompt_panel_rect(void);
/* The Skip button shown in the prompt panel meanwhile (any click skips). */
SDL_Rect table_skip_rect(void);
const gah_state *table_shown_state(const table_scene *t);
/* The round whose end shows now, after the last step shown (0: none). */
int table_lag_round_end(const table_scene *t);
/* The seat whose paced step shows now or next; -1 when none. */
int table_lag_seat(const table_scene *t);
/* How many of the log's last lines wait for their steps to show (0 when nothing lags). */
int table_lag_log_held(const table_scene *t);

/* ---- "Since your last turn" (table_recap.c, issue 40) ---- */
/* The last command's events (`paced_seat` as pacing_animate's): its paced steps and the VP gained. */
void table_recap_note(table_scene *t, const gah_events *ev, int paced_seat);
/* Whether the button is shown (a person's prompt, steps to tell, none still showing), and where. */
bool table_recap_offered(const table_scene *t);
SDL_Rect table_recap_button_rect(void);
/* A click: on the button it opens the recap; while it is open anywhere closes it. True: the click is used. */
bool table_recap_click(table_scene *t, SDL_Point at);
void table_recap_draw_button(table_scene *t, ui_context *ui);
void table_recap_draw(table_scene *t, ui_context *ui);

/* Geometry shared by drawing, hit-testing and the scripted tests. */
/* A board ("main") or one of its layout rectangles ("main/round/3") on the canvas; empty when unknown. */
SDL_Rect table_board_rect(const ui_layout *layout, const char *name);
SDL_Rect table_el_rect(const table_scene *t, const ui_layout *layout, ui_el el);
ui_el table_el_at(const table_scene *t, const ui_layout *layout, SDL_Point at);
/* The words drawn on the table outside any layout (the player's bar, "Staff in play", "Your hand", the
 * log's box): up to `max` canvas rects; the count. */
int table_fixed_labels(SDL_Rect out[], int max);
/* A player's marker in a track space; `slot` 0..3 keeps several markers apart. */
SDL_Rect table_marker_rect(SDL_Rect space, int slot);
/* Where a legal command starts and ends on the table (same element for a click; EL_BUTTON for buttons). */
void table_command_els(const table_scene *t, gah_command cmd, ui_el *from, ui_el *to);
/* Whether commands of this type have a place on the table (else they are buttons). */
bool table_command_has_place(int command_type);
/* The command a drop from `from` onto `to` (the same element for a click) would mean, legal or not, so
 * that the engine can say why not: of the types placed there, the one the prompt takes, else one that
 * is worth explaining whatever is asked. False when the drop means nothing. */
bool table_command_at(const table_scene *t, ui_el from, ui_el to, gah_command *out);
/* Applies a command through the session (and records events); returns the refusal reason or NULL. */
const char *table_apply(table_scene *t, gah_command cmd);
/* A joined game's person's command to the host (table_net.c): NULL when sent (the buttons go until the
 * host's answer), else why not. */
const char *table_send(table_scene *t, gah_command cmd);
/* A prompt with one legal command that is no turn, pass or end of turn: that command (table_assist.c). */
bool table_single_choice(const table_scene *t, gah_command *out);
/* Makes such a choice for the person (the session's forced move), with the reason in the message line and
 * the log and its events after the command's; false when there was none. The caller refreshes the table. */
bool table_play_forced(table_scene *t);
/* A café guest whose order is complete but who has no vacant room of a fitting colour; `why` says so. */
bool table_guest_stuck(const table_scene *t, int seat, int table, char *why, size_t size);
/* The base game's lines in the log (ui/log.h's log_lines_fn): a roll joined into one line, and where each
 * new item went (table_log.c). */
log_lines_fn table_log_events;
/* How many lines of the log the events make (the lag holds back the lines of the steps still to show). */
int table_log_line_count(const gah_state *st, const gah_event *list, int count, const char names[][BG_NAME_MAX]);
/* Turns the last command's events into animations (table_anim.c). */
void table_animate(table_scene *t, ui_context *ui, const ui_layout *layout);
void table_draw_anims(table_scene *t, ui_context *ui, const ui_atlas *atlas);
/* Where served item k of `count` lies on a café guest's card: inside it, over the order. */
SDL_Rect table_served_item_rect(SDL_Rect card, int k, int count);
/* Where a new round's banner shows, over the middle of the main board. */
SDL_Rect table_round_banner_rect(void);
/* Where a floating "+3 VP" (kind 0), krone (1) or Emperor steps (2) of `seat` rises from. */
SDL_Rect table_float_rect(const table_scene *t, const ui_layout *layout, int seat, int kind);
/* Who must act now. */
int table_prompt_seat(const table_scene *t);
/* The seat whose hotel and hand are on the big board: the one person at the table whoever acts (the others
 * are panels), else the prompt seat (table_look.c). */
int table_home_seat(const table_scene *t);
/* Whose hotel is drawn: the home seat's, or the opponent's whose panel was clicked (table_look.c). */
int table_viewed_seat(const table_scene *t);
bool table_looking(const table_scene *t);
/* Draws an atlas sprite (a labelled box when it is missing) into a canvas rectangle. */
void table_sprite(ui_context *ui, const ui_atlas *a, const char *name, SDL_Rect canvas);
/* Whether the card sprite `name` ("guest/12", ...) is drawn with its small face at `window_w` window pixels
 * wide, and how tall its smallest text then is on the screen (0: not a card with faces). */
bool table_face_small(const char *name, int window_w);
bool table_boost_offered(const table_scene *t); /* the boost toggle is shown and takes clicks */
/* The prompt's words, and the sizes the prompt line (TABLE_PROMPT_W wide) and a button's label are set in
 * so that they fit. */
enum { TABLE_PROMPT_W = 480 };
/* The prompt's title is set in one face whatever it says (issue 40: a title with a figure in it switched to the
 * text face, as ui_text sets figures, so the title changed face from prompt to prompt): the text face, whose
 * figures line up; from 22 canvas units down to 16 (11 px at 1366x768) to fit. */
#define TABLE_PROMPT_FACE UI_FONT_TEXT
enum { TABLE_PROMPT_SIZE = 22, TABLE_PROMPT_MIN = 16 };
void table_prompt_title(ui_context *ui, int size, const char *text);
/* The line under the title (modules 4 and 5: the key's turn, the bell that rang), wrapped at 16 canvas units
 * (11 px at 1366x768) in the room between the title and the buttons (y 376). */
enum { TABLE_BANNER_Y = 320, TABLE_BANNER_SIZE = 16, TABLE_BANNER_W = 476, TABLE_BANNER_H = 52 };
void table_prompt_text(const table_scene *t, char *out, size_t size);
/* The words on the button of a command that has no place on the table (table_words.c). */
void table_button_label(const table_scene *t, gah_command c, char *out, size_t size);
int table_prompt_size(const table_scene *t, ui_context *ui);
/* The Hint's words in a box of the prompt panel, wrapped at TABLE_HINT_TEXT canvas units (11 px at 1366x768;
 * issue 40: the message line set them at 9 px): under the buttons and above the new items when there are
 * any, or just under the panel when the buttons leave too little room. */
enum { TABLE_HINT_TEXT = 16, TABLE_HINT_PAD = 8 };
SDL_Rect table_hint_rect(const table_scene *t, ui_context *ui, const char *words);
void table_draw_hint(const table_scene *t, ui_context *ui, const char *words); /* while t->hint says them */
int table_button_label_size(ui_context *ui, const table_button *b);
/* The label's rows as drawn (2 when it does not fit on one at the smallest size read) and their size. */
int table_button_label_rows(ui_context *ui, const table_button *b, char rows[2][TABLE_LABEL_MAX], int *size);
float table_face_text_px(const char *name, int window_w);
/* Where number k (0 or 1) of a turn-order tile drawn in `tile` is: what a die (or module 4's key) covers. */
SDL_Rect table_turn_number_rect(SDL_Rect tile, int k);
/* Where die `i` of `count` dice on an action space is drawn: every die inside the space, for any count. */
SDL_Rect table_die_rect(SDL_Rect space, int i, int count);
/* The panels laid over the main board (the Ballrooms, the auction of the entrances) and the end-of-round
 * summaries: they end before x = 1002, where module 4's key strip lies beside the board, so the key stays in
 * sight while they are open. A summary of `rows` rows of `row_h` pixels each. */
/* Room 0..19's square in a panel's mini hotel drawn from (x, y) (top floor first). The panels draw it from
 * (panel.x + 12, panel.y + 70). */
SDL_Rect table_mini_room_rect(int x, int y, int room);
/* Room 0..19's square in a panel's mini hotel: as table_mini_room_rect in a tall panel; in a short one (three
 * opponents) smaller, from (12, 60), so three café guests fit beside it at a readable size. */
SDL_Rect table_panel_room_rect(SDL_Rect panel, int room);
/* The smallest text a player must read on the table: 16 canvas units, 11.4 px at 1366x768 (15 was 10.7 and
 * reached 11 only by rounding, issue 40). */
enum { TABLE_SMALL_TEXT = 16 };
/* The facts line under a panel's name (krone, Emperor, hand, staff in play) and its size: 11 px at 1366x768. */
enum { TABLE_PANEL_FACTS_SIZE = 16, TABLE_PANEL_FACTS_X = 10, TABLE_PANEL_FACTS_Y = 38 };
/* A panel's height when there are one or two (with three, 260), and where its café guests are then drawn. */
#define TABLE_PANEL_TALL_H 404
SDL_Rect table_panel_guest_rect(SDL_Rect panel, int table, int tables);
#define TABLE_MINI_HOTEL_X 12
#define TABLE_MINI_HOTEL_Y 70
/* A player's panel right of its turn-order tile (12, 172, 96 x 48), above module 3's entrance bar (y 226): the
 * parts' two short lines on the left (module 1's champagne and dancers) and three tiles on the right (module
 * 2's celebrities), apart (issue 40: the celebrities lay over module 1's line). Lines 0 and 1, tiles 0 to 2. */
SDL_Rect table_panel_line_rect(SDL_Rect panel, int line);
SDL_Rect table_panel_tile_rect(SDL_Rect panel, int k);
#define TABLE_OVER_BOARD_W 984
#define TABLE_SUMMARY_W 976
SDL_Rect table_over_board_rect(void);
SDL_Rect table_summary_rect(int rows, int row_h);

/* The summaries shown until a click (the parts'), and closing them; a key of the parts' look. */
bool table_summary_showing(const table_scene *t, Uint32 now);
void table_summary_close(table_scene *t);
uint64_t table_parts_look_key(const table_scene *t, Uint32 now);
/* The sprite of die i of the dice on action space `value` (white, or a part's coloured die), and of a die
 * of `colour` (gah_die_colour) showing `value`. */
void table_die_sprite(const table_scene *t, int value, int i, char *out, size_t size);
void table_die_sprite_of(int colour, int value, char *out, size_t size);
/* Where a paced step of an event happens on the table, if a part says; `tag` (else empty) marks its caption. */
bool table_parts_step_place(const table_scene *t, const ui_layout *l, const gah_event *e, SDL_Rect *out, char *tag,
                            size_t tag_size);

/* Where tray item i (a new item waiting to be placed) sits: 80 apart, 68 with champagne among them. */
SDL_Rect table_tray_slot(const table_scene *t, int i);
/* The line that shows a refused command's reason, a hint or news for a few seconds: below the hand. */
SDL_Rect table_message_rect(void);

#endif /* GAH_UI_TABLE_SCENE_H */

/* How a part of the base game's table (a Let's Waltz module's pieces, panels and gestures) registers with the
 * table's core: one row of optional functions per part, and the one list of parts the core iterates. */
#ifndef GAH_UI_TABLE_PART_H
#define GAH_UI_TABLE_PART_H

#include "gah/engine.h"
#include "ui/atlas.h"
#include "ui/layout.h"
#include "ui/ui.h"

/* THE REGISTRATION: every part of the table, in the order the core asks them (hit-testing, drawing within
 * a layer, explaining). A new module adds one line here and its own files (docs/architecture.md). */
#define TABLE_PARTS(X) \
    X(BALLROOMS, ballrooms)     /* Let's Waltz module 1, table_ballrooms.c */ \
    X(LOUNGE, lounge)           /* Let's Waltz module 2, table_lounge.c */ \
    X(ENTRANCES, entrances)     /* Let's Waltz module 3, table_entrances.c */ \
    X(STARTPLAYER, startplayer) /* Let's Waltz module 4, table_startplayer.c */ \
    X(BELLS, bells)             /* Let's Waltz module 5, table_bells.c */

typedef enum table_part_id {
#define TABLE_PART_ID(ID, name) TABLE_PART_##ID,
    TABLE_PARTS(TABLE_PART_ID)
#undef TABLE_PART_ID
    TABLE_PART_COUNT
} table_part_id;

/* Element kinds are open: the core's (table_scene.h) end at TABLE_EL_CORE_COUNT, then each part owns
 * TABLE_PART_KINDS kinds from its base, named in its own header. */
enum { TABLE_EL_CORE_COUNT = 19, TABLE_PART_KINDS = 8 };
#define TABLE_PART_EL(id) (TABLE_EL_CORE_COUNT + (id) * TABLE_PART_KINDS)
/* The part that owns an element kind; -1 for the core's. */
static inline int table_part_of_kind(int kind)
{
    return kind >= TABLE_EL_CORE_COUNT ? (kind - TABLE_EL_CORE_COUNT) / TABLE_PART_KINDS : -1;
}

/* Where on the table a part draws, in the order the core draws them. */
typedef enum table_layer {
    TABLE_LAYER_ACTION,  /* over the action board, under the dice */
    TABLE_LAYER_BOARDS,  /* after the boards, before the hotel (module 4's extension) */
    TABLE_LAYER_KITCHEN, /* the kitchen, under its items */
    TABLE_LAYER_STRIP,   /* after the cards: the strip under the hotel */
    TABLE_LAYER_TABLE,   /* after the prompt and the panels: pieces beside the hotel */
    TABLE_LAYER_OVER,    /* panels over the main board */
    TABLE_LAYER_SUMMARY, /* after the Emperor's table: a scoring summary */
    TABLE_LAYER_COUNT
} table_layer;

/* What a part makes of a drop: not its business, done (a command went through), or refused with its words. */
typedef enum table_drop { TABLE_DROP_NONE, TABLE_DROP_DONE, TABLE_DROP_REFUSED, TABLE_DROP_COUNT } table_drop;

/* Where a command type sits on the table: the element kind it starts from and the one it lands on, each
 * numbered by the command's first or second argument (place_arg). `explain`: a drop meaning this command is
 * answered with the engine's reason even while the prompt asks for something else. The core has a row per
 * base command type; a part lists its own (ended by a row of type 0). Types without a row are buttons. */
typedef enum place_arg { PLACE_ARG_A, PLACE_ARG_B, PLACE_ARG_COUNT } place_arg;
typedef struct table_place {
    uint8_t type;             /* gah_command_type */
    uint8_t from, to;         /* element kinds */
    uint8_t from_arg, to_arg; /* place_arg */
    bool explain;
} table_place;

struct table_scene;
struct ui_el;

/* Every function is optional (NULL: nothing to add) and does nothing while its module is off. */
typedef struct gah_table_part {
    const char *name;
    /* Geometry: its elements' rectangles, its element under a point (*covered: the point is on a panel of
     * its that hides the table under it), and whether its open panel hides the lit element `e` at `lit`. */
    SDL_Rect (*el_rect)(const struct table_scene *t, const ui_layout *l, struct ui_el e);
    struct ui_el (*el_at)(const struct table_scene *t, const ui_layout *l, SDL_Point at, bool *covered);
    bool (*hides)(const struct table_scene *t, SDL_Rect lit, struct ui_el e);
    /* Commands: the places of its command types (table_place rows), where one starts and lands when a row
     * cannot say (false: not its), and what a drop or click of its means. */
    const table_place *places;
    bool (*command_els)(const struct table_scene *t, gah_command cmd, struct ui_el *from, struct ui_el *to);
    bool (*command_at)(const struct table_scene *t, struct ui_el from, struct ui_el to, gah_command *out);
    table_drop (*drop)(struct table_scene *t, struct ui_el from, struct ui_el to);
    bool (*click)(struct table_scene *t, struct ui_el e);                       /* handled without a command */
    bool (*click_command)(const struct table_scene *t, struct ui_el e, gah_command *out); /* a click meaning one */
    /* Drawing: a function per layer, the seat's panel, the dragged piece (`carried`: where the dragged
     * element is drawn), the line under the prompt, the turn-order tile. */
    void (*draw[TABLE_LAYER_COUNT])(struct table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l);
    void (*draw_panel)(const struct table_scene *t, ui_context *ui, const ui_atlas *a, int seat, SDL_Rect panel);
    void (*draw_drag)(const struct table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l, SDL_Rect carried);
    bool (*banner)(const struct table_scene *t, char *out, size_t size);
    bool (*button_label)(const struct table_scene *t, gah_command cmd, char *out, size_t size); /* its commands' words */
    int (*tile_covered)(const struct table_scene *t, int seat); /* the tile's number (0, 1) its piece covers, -1 */
    void (*draw_on_tile)(const struct table_scene *t, ui_context *ui, const ui_atlas *a, int seat, SDL_Rect tile);
    /* The colour (gah_die_colour) of die i of the dice on action space `value` (GAH_DIE_WHITE: not its), and
     * the sprite of a die of its colour (false for another colour). */
    int (*die_colour)(const gah_state *st, int value, int i);
    bool (*die_sprite)(int colour, int value, char *out, size_t size);
    /* Words and the card viewer's sprite for its elements. */
    bool (*explain)(const struct table_scene *t, struct ui_el e, char *out, size_t size);
    bool (*viewer_card)(const struct table_scene *t, struct ui_el e, char *name, size_t size);
    /* Events: noted before each command, its events as motion, where a paced step of its events happens. */
    void (*before_apply)(struct table_scene *t);
    void (*animate)(struct table_scene *t, ui_context *ui, const ui_layout *l, const gah_event *e);
    /* A summary's event noted (the ballroom scoring's table), with the animations off too: it is read, not
     * watched. Called before animate for each event. */
    void (*note_summary)(struct table_scene *t, const gah_event *e, Uint32 now);
    bool (*step_place)(const struct table_scene *t, const ui_layout *l, const gah_event *e, SDL_Rect *out, char *tag,
                       size_t tag_size);
    /* A summary shown until a click (its end time, now past after close_summary), and the clock each frame. */
    bool (*summary_showing)(const struct table_scene *t, Uint32 now);
    void (*close_summary)(struct table_scene *t);
    uint64_t (*look_key)(const struct table_scene *t, Uint32 now);
    void (*frame)(struct table_scene *t, Uint32 now);
    /* What the part changes of the core's layout while it is on: the kitchen's items (0: the base four),
     * the lowest y of the staff in play (0: the base), the tray's step (0: the base). */
    int (*kitchen_items)(const struct table_scene *t);
    int (*display_bottom)(const struct table_scene *t);
    int (*tray_step)(const struct table_scene *t);
} gah_table_part;

/* Each part's row, defined in its own file (gah_table_part_ballrooms, ...), and the list in registration order. */
#define TABLE_PART_ROW(ID, name) extern const gah_table_part gah_table_part_##name;
TABLE_PARTS(TABLE_PART_ROW)
#undef TABLE_PART_ROW
extern const gah_table_part *const gah_table_parts[TABLE_PART_COUNT];

#endif

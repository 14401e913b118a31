/* The table core's side of the parts (table_part.h): each question asked of every part in registration
 * order, or of the part that owns an element kind. Only the core's files include this. */
#ifndef GAH_UI_TABLE_PARTS_H
#define GAH_UI_TABLE_PARTS_H

#include "games/gah/ui/table_scene.h"

/* The part that owns the element kind; NULL for the core's kinds. */
const gah_table_part *table_part_owner(int kind);
/* The place row of a part's command type; NULL when no part places it. */
const table_place *table_parts_place(int type);

SDL_Rect table_parts_el_rect(const table_scene *t, const ui_layout *l, ui_el e);
/* The first part's element under the point; EL_NONE with *covered when a part's open panel hides the rest. */
ui_el table_parts_el_at(const table_scene *t, const ui_layout *l, SDL_Point at, bool *covered);
bool table_parts_hide(const table_scene *t, SDL_Rect lit, ui_el e);
bool table_parts_command_els(const table_scene *t, gah_command cmd, ui_el *from, ui_el *to);
bool table_parts_command_at(const table_scene *t, ui_el from, ui_el to, gah_command *out);
table_drop table_parts_drop(table_scene *t, ui_el from, ui_el to);
bool table_parts_click(table_scene *t, ui_el e);
bool table_parts_click_command(const table_scene *t, ui_el e, gah_command *out);

void table_parts_draw(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l, table_layer layer);
void table_parts_draw_panel(const table_scene *t, ui_context *ui, const ui_atlas *a, int seat, SDL_Rect panel);
void table_parts_draw_drag(const table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l, SDL_Rect carried);
bool table_parts_banner(const table_scene *t, char *out, size_t size);
bool table_parts_button_label(const table_scene *t, gah_command cmd, char *out, size_t size);
int table_parts_tile_covered(const table_scene *t, int seat);
void table_parts_draw_on_tile(const table_scene *t, ui_context *ui, const ui_atlas *a, int seat, SDL_Rect tile);

bool table_parts_explain(const table_scene *t, ui_el e, char *out, size_t size);
bool table_parts_viewer_card(const table_scene *t, ui_el e, char *name, size_t size);

void table_parts_before_apply(table_scene *t);
void table_parts_animate(table_scene *t, ui_context *ui, const ui_layout *l, const gah_event *e);
void table_parts_note_summary(table_scene *t, const gah_event *e, Uint32 now);
void table_parts_frame(table_scene *t, Uint32 now);

/* The core's layout as the parts change it: 0 when none does. */
int table_parts_kitchen_items(const table_scene *t);
int table_parts_display_bottom(const table_scene *t);
int table_parts_tray_step(const table_scene *t);

#endif

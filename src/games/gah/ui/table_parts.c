/* The list of the table's parts (the registration in table_part.h) and the core's questions to them: asked
 * of every part in order, or of the part that owns an element kind. */
#include "games/gah/ui/table_parts.h"

#include <stdio.h>

const gah_table_part *const gah_table_parts[TABLE_PART_COUNT] = {
#define TABLE_PART_ENTRY(ID, name) [TABLE_PART_##ID] = &gah_table_part_##name,
    TABLE_PARTS(TABLE_PART_ENTRY)
#undef TABLE_PART_ENTRY
};

#define EACH_PART(p) \
    for (const gah_table_part *const *p##_at = gah_table_parts, *p; p##_at < gah_table_parts + TABLE_PART_COUNT && (p = *p##_at, 1); p##_at++)

const gah_table_part *table_part_owner(int kind)
{
    int id = table_part_of_kind(kind);
    return id >= 0 && id < TABLE_PART_COUNT ? gah_table_parts[id] : NULL;
}

const table_place *table_parts_place(int type)
{
    EACH_PART(p)
        for (const table_place *r = p->places; r && r->type; r++)
            if (r->type == type) return r;
    return NULL;
}

SDL_Rect table_parts_el_rect(const table_scene *t, const ui_layout *l, ui_el e)
{
    const gah_table_part *p = table_part_owner(e.kind);
    return p && p->el_rect ? p->el_rect(t, l, e) : (SDL_Rect){0, 0, 0, 0};
}

ui_el table_parts_el_at(const table_scene *t, const ui_layout *l, SDL_Point at, bool *covered)
{
    *covered = false;
    EACH_PART(p) {
        if (!p->el_at) continue;
        ui_el e = p->el_at(t, l, at, covered);
        if (e.kind != EL_NONE || *covered) return e.kind != EL_NONE ? e : (ui_el){EL_NONE, 0};
    }
    return (ui_el){EL_NONE, 0};
}

bool table_parts_hide(const table_scene *t, SDL_Rect lit, ui_el e)
{
    EACH_PART(p)
        if (p->hides && p->hides(t, lit, e)) return true;
    return false;
}

bool table_parts_command_els(const table_scene *t, gah_command cmd, ui_el *from, ui_el *to)
{
    EACH_PART(p)
        if (p->command_els && p->command_els(t, cmd, from, to)) return true;
    return false;
}

bool table_parts_command_at(const table_scene *t, ui_el from, ui_el to, gah_command *out)
{
    EACH_PART(p)
        if (p->command_at && p->command_at(t, from, to, out)) return true;
    return false;
}

table_drop table_parts_drop(table_scene *t, ui_el from, ui_el to)
{
    EACH_PART(p) {
        table_drop d = p->drop ? p->drop(t, from, to) : TABLE_DROP_NONE;
        if (d != TABLE_DROP_NONE) return d;
    }
    return TABLE_DROP_NONE;
}

bool table_parts_click(table_scene *t, ui_el e)
{
    const gah_table_part *p = table_part_owner(e.kind);
    return p && p->click && p->click(t, e);
}

bool table_parts_click_command(const table_scene *t, ui_el e, gah_command *out)
{
    const gah_table_part *p = table_part_owner(e.kind);
    return p && p->click_command && p->click_command(t, e, out);
}

void table_parts_draw(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l, table_layer layer)
{
    EACH_PART(p)
        if (p->draw[layer]) p->draw[layer](t, ui, a, l);
}

void table_parts_draw_panel(const table_scene *t, ui_context *ui, const ui_atlas *a, int seat, SDL_Rect panel)
{
    EACH_PART(p)
        if (p->draw_panel) p->draw_panel(t, ui, a, seat, panel);
}

void table_parts_draw_drag(const table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l, SDL_Rect carried)
{
    EACH_PART(p)
        if (p->draw_drag) p->draw_drag(t, ui, a, l, carried);
}

bool table_parts_banner(const table_scene *t, char *out, size_t size)
{
    EACH_PART(p)
        if (p->banner && p->banner(t, out, size)) return true;
    return false;
}

bool table_parts_button_label(const table_scene *t, gah_command cmd, char *out, size_t size)
{
    EACH_PART(p)
        if (p->button_label && p->button_label(t, cmd, out, size)) return true;
    return false;
}

int table_parts_tile_covered(const table_scene *t, int seat)
{
    EACH_PART(p) {
        int k = p->tile_covered ? p->tile_covered(t, seat) : -1;
        if (k >= 0) return k;
    }
    return -1;
}

void table_parts_draw_on_tile(const table_scene *t, ui_context *ui, const ui_atlas *a, int seat, SDL_Rect tile)
{
    EACH_PART(p)
        if (p->draw_on_tile) p->draw_on_tile(t, ui, a, seat, tile);
}

void table_die_sprite_of(int colour, int value, char *out, size_t size)
{
    EACH_PART(p)
        if (p->die_sprite && p->die_sprite(colour, value, out, size)) return;
    snprintf(out, size, "die/%d", value);
}

void table_die_sprite(const table_scene *t, int value, int i, char *out, size_t size)
{
    const gah_state *st = gah_session_state(&t->session);
    int colour = GAH_DIE_WHITE;
    EACH_PART(p)
        if (colour == GAH_DIE_WHITE && p->die_colour) colour = p->die_colour(st, value, i);
    table_die_sprite_of(colour, value, out, size);
}

bool table_parts_explain(const table_scene *t, ui_el e, char *out, size_t size)
{
    const gah_table_part *p = table_part_owner(e.kind);
    return p && p->explain && p->explain(t, e, out, size);
}

bool table_parts_viewer_card(const table_scene *t, ui_el e, char *name, size_t size)
{
    const gah_table_part *p = table_part_owner(e.kind);
    return p && p->viewer_card && p->viewer_card(t, e, name, size);
}

void table_parts_before_apply(table_scene *t)
{
    EACH_PART(p)
        if (p->before_apply) p->before_apply(t);
}

void table_parts_animate(table_scene *t, ui_context *ui, const ui_layout *l, const gah_event *e)
{
    EACH_PART(p)
        if (p->animate) p->animate(t, ui, l, e);
}

void table_parts_note_summary(table_scene *t, const gah_event *e, Uint32 now)
{
    EACH_PART(p)
        if (p->note_summary) p->note_summary(t, e, now);
}

bool table_parts_step_place(const table_scene *t, const ui_layout *l, const gah_event *e, SDL_Rect *out, char *tag, size_t tag_size)
{
    EACH_PART(p)
        if (p->step_place && p->step_place(t, l, e, out, tag, tag_size)) return true;
    return false;
}

bool table_summary_showing(const table_scene *t, Uint32 now)
{
    EACH_PART(p)
        if (p->summary_showing && p->summary_showing(t, now)) return true;
    return false;
}

void table_summary_close(table_scene *t)
{
    EACH_PART(p)
        if (p->close_summary) p->close_summary(t);
}

uint64_t table_parts_look_key(const table_scene *t, Uint32 now)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    EACH_PART(p)
        if (p->look_key) h = (h ^ p->look_key(t, now)) * 0x100000001b3ULL;
    return h;
}

void table_parts_frame(table_scene *t, Uint32 now)
{
    EACH_PART(p)
        if (p->frame) p->frame(t, now);
}

#define FIRST_NONZERO(hook)                           \
    EACH_PART(p) {                                    \
        int v_ = p->hook ? p->hook(t) : 0;            \
        if (v_) return v_;                            \
    }                                                 \
    return 0

int table_parts_kitchen_items(const table_scene *t) { FIRST_NONZERO(kitchen_items); }
int table_parts_display_bottom(const table_scene *t) { FIRST_NONZERO(display_bottom); }
int table_parts_tray_step(const table_scene *t) { FIRST_NONZERO(tray_step); }

/* Where each control of the new-game screen goes and what it says: the seats' own rows, and the game's
 * settings laid out by the place its description gives (bg_param_look): rows of switches left to right,
 * a group in two columns on the right, a group along the foot. The mouse, the drawing and the scripted
 * tests all take the controls from here. */
#include "ui/newgame_internal.h"

#include <stdio.h>
#include <string.h>

static const char *const colour_names[4] = {"orange", "light blue", "purple", "grey"};

static bool is_field(const bg_param_info *info) { return info->kind == BG_PARAM_SEED; }

int newgame_setting_ids(const newgame_view *v, int i, int *ids)
{
    const bg_param_look *look = &v->look[i];
    if (look->place < BG_PLACE_ROW) return 0;
    if (is_field(&v->info[i]) || look->cycle) {
        ids[0] = NG_ID(i, 0);
        return 1;
    }
    int count = 0, values = newgame_value_count(&v->info[i]);
    for (int k = 0; k < values; k++)
        if (look->value[k][0]) ids[count++] = NG_ID(i, k);
    return count;
}

int newgame_row_y(const bg_param_look *look)
{
    return look->place == BG_PLACE_SEAT_ROW ? NG_ROW_SEAT + look->row * NG_SEAT_STEP
                                            : NG_ROW_SETTINGS + look->row * NG_SETTINGS_STEP;
}

/* The k-th switch of a row of switches (a ROW or a SEAT_ROW), counting every setting of the row, shown or
 * not, so a switch never moves when another comes or goes. */
static SDL_Rect row_rect(const newgame_view *v, int id)
{
    int index = (id - NG_PARAM) / NG_VALUES;
    const bg_param_look *own = &v->look[index];
    int y = newgame_row_y(own), x = NG_X;
    for (int i = 0; i < v->count; i++) {
        const bg_param_look *look = &v->look[i];
        if (look->place != own->place || look->row != own->row) continue;
        int ids[NG_VALUES], count = newgame_setting_ids(v, i, ids);
        for (int k = 0; k < count; k++) {
            int value = (ids[k] - NG_PARAM) % NG_VALUES;
            int w = look->width[value] > 0 ? look->width[value] : NG_SWITCH_W;
            if (ids[k] == id) return (SDL_Rect){x, y, w, NG_ROW_H};
            x += w + NG_GAP;
        }
    }
    return (SDL_Rect){0, 0, 0, 0};
}

/* A group's top: the right column's groups one under another, the foot's one above another. */
static int group_top(const newgame_view *v, int index)
{
    const bg_param_look *own = &v->look[index];
    if (own->place == BG_PLACE_FOOT) return NG_FOOT_TOP - own->row * (NG_FOOT_LINE + 20);
    int top = NG_SIDE_TOP;
    for (int i = 0; i < index; i++) {
        if (v->look[i].place != BG_PLACE_SIDE) continue;
        int ids[NG_VALUES], rows = (newgame_setting_ids(v, i, ids) + 1) / 2;
        top += NG_SIDE_FIRST + rows * NG_SIDE_STEP + 44;
    }
    return top;
}

SDL_Point newgame_group_title(const newgame_view *v, int i)
{
    return (SDL_Point){v->look[i].place == BG_PLACE_SIDE ? NG_RIGHT_X : NG_LABEL_X, group_top(v, i)};
}

SDL_Point newgame_group_line(const newgame_view *v, int i)
{
    int top = group_top(v, i);
    if (v->look[i].place == BG_PLACE_FOOT) return (SDL_Point){NG_LABEL_X, top + NG_FOOT_LINE};
    int ids[NG_VALUES], rows = (newgame_setting_ids(v, i, ids) + 1) / 2;
    return (SDL_Point){NG_RIGHT_X, top + NG_SIDE_FIRST + rows * NG_SIDE_STEP + 4};
}

int newgame_group_line_width(const newgame_view *v, int i)
{
    if (v->look[i].place == BG_PLACE_FOOT) return 4 * NG_FOOT_STEP + NG_FOOT_W;
    return NG_SIDE_COLUMN + NG_SIDE_W;
}

static SDL_Rect group_rect(const newgame_view *v, int id)
{
    int index = (id - NG_PARAM) / NG_VALUES, ids[NG_VALUES], count = newgame_setting_ids(v, index, ids), k = 0;
    while (k < count && ids[k] != id) k++;
    if (k == count) return (SDL_Rect){0, 0, 0, 0};
    int top = group_top(v, index);
    if (v->look[index].place == BG_PLACE_FOOT)
        return (SDL_Rect){NG_LABEL_X + k * NG_FOOT_STEP, top + NG_FOOT_FIRST, NG_FOOT_W, NG_FOOT_H};
    return (SDL_Rect){NG_RIGHT_X + (k % 2) * NG_SIDE_COLUMN, top + NG_SIDE_FIRST + (k / 2) * NG_SIDE_STEP, NG_SIDE_W, NG_SIDE_H};
}

SDL_Rect newgame_rect(const newgame_view *v, int id)
{
    if (id >= NG_PARAM) {
        int index = (id - NG_PARAM) / NG_VALUES;
        if (index >= v->count) return (SDL_Rect){0, 0, 0, 0};
        int place = v->look[index].place;
        return place == BG_PLACE_SIDE || place == BG_PLACE_FOOT ? group_rect(v, id) : row_rect(v, id);
    }
    if (id >= NG_CONTROL) return (SDL_Rect){NG_RIGHT_X, NG_ROW_SEAT + (id - NG_CONTROL) * NG_SEAT_STEP, 320, NG_ROW_H};
    if (id >= NG_COLOUR) return (SDL_Rect){1060, NG_ROW_SEAT + (id - NG_COLOUR) * NG_SEAT_STEP, 240, NG_ROW_H};
    if (id >= NG_NAME) return (SDL_Rect){NG_X, NG_ROW_SEAT + (id - NG_NAME) * NG_SEAT_STEP, 420, NG_ROW_H};
    switch (id) {
    case NG_MINUS: return (SDL_Rect){NG_X, NG_ROW_PLAYERS, 70, 60};
    case NG_PLUS: return (SDL_Rect){790, NG_ROW_PLAYERS, 70, 60};
    case NG_START: return (SDL_Rect){1348, NG_ROW_BUTTONS, 260, 80}; /* right under the foot's last switch */
    case NG_BACK: return (SDL_Rect){NG_LABEL_X, NG_ROW_BUTTONS, 220, 80};
    default: return (SDL_Rect){0, 0, 0, 0};
    }
}

const char *newgame_control_name(const newgame_view *v, int id, char *buf, size_t size)
{
    static const char *const own[] = {"minus", "plus", "start", "back"};
    buf[0] = 0;
    if (id >= NG_MINUS && id <= NG_BACK) snprintf(buf, size, "%s", own[id - NG_MINUS]);
    else if (id >= NG_NAME && id < NG_NAME + BG_MAX_SEATS) snprintf(buf, size, "name%d", id - NG_NAME + 1);
    else if (id >= NG_COLOUR && id < NG_COLOUR + BG_MAX_SEATS) snprintf(buf, size, "colour%d", id - NG_COLOUR + 1);
    else if (id >= NG_CONTROL && id < NG_CONTROL + BG_MAX_SEATS) snprintf(buf, size, "seat%d", id - NG_CONTROL + 1);
    else if (id >= NG_PARAM && (id - NG_PARAM) / NG_VALUES < v->count) {
        int index = (id - NG_PARAM) / NG_VALUES, value = (id - NG_PARAM) % NG_VALUES;
        const bg_param_info *info = &v->info[index];
        const char *unit = v->look[index].unit[0] ? v->look[index].unit : info->key;
        if (is_field(info) || v->look[index].cycle || info->kind == BG_PARAM_BOOL) {
            snprintf(buf, size, "%s", info->key);
            for (char *c = buf; *c; c++) /* "solo-entrance": the key as a word on the command line */
                if (*c == '_') *c = '-';
        } else if (info->kind == BG_PARAM_SET || info->kind == BG_PARAM_NUMBER) {
            snprintf(buf, size, "%s%d", unit, info->min + value);
        } else if (value < BG_PARAM_NAMES_MAX && info->names[value]) {
            snprintf(buf, size, "%s", info->names[value]);
        }
    }
    return buf;
}

/* The words on control `id` and the size they are set in (the title face for the big buttons). */
static void control_label(const newgame_scene *n, const newgame_view *v, newgame_control *c)
{
    int id = c->id;
    c->face = UI_FONT_TEXT;
    c->size = 22;
    c->label[0] = 0;
    if (id >= NG_PARAM) {
        int index = (id - NG_PARAM) / NG_VALUES, value = (id - NG_PARAM) % NG_VALUES;
        const bg_param_info *info = &v->info[index];
        const bg_param_look *look = &v->look[index];
        const char *chosen = n->choice[index];
        if (look->place == BG_PLACE_SIDE || look->place == BG_PLACE_FOOT) c->size = 20;
        if (is_field(info)) {
            bool editing = n->editing == NEWGAME_EDIT_PARAM + index;
            c->size = 26;
            snprintf(c->label, sizeof c->label, "%s%s", chosen[0] ? chosen : editing ? "" : "random", editing ? "|" : "");
        } else {
            if (look->cycle) value = newgame_value_index(info, chosen);
            snprintf(c->label, sizeof c->label, "%s", look->value[value]);
            c->refused = newgame_value_refusal(n, v, index, value) != NULL;
            c->lit = newgame_value_on(n, v, index, value);
        }
    } else if (id >= NG_CONTROL) {
        int k = n->control[id - NG_CONTROL];
        const char *label = k > 0 && k <= n->strength_count ? n->strength_labels[k - 1] : NULL;
        if (label) snprintf(c->label, sizeof c->label, "%s%s", strcmp(label, "Computer") ? "Computer: " : "", label);
        else if (k == newgame_remote(n)) snprintf(c->label, sizeof c->label, "Remote player");
        else snprintf(c->label, sizeof c->label, "Person");
    } else if (id >= NG_COLOUR) {
        snprintf(c->label, sizeof c->label, "%s", colour_names[n->seats[id - NG_COLOUR].colour & 3]);
    } else if (id >= NG_NAME) {
        c->size = 26;
        snprintf(c->label, sizeof c->label, "%s%s", n->seats[id - NG_NAME].name, n->editing == id - NG_NAME ? "|" : "");
    } else {
        static const char *const words[] = {"–", "+", "Start", "Back"};
        c->face = UI_FONT_TITLE;
        c->size = id == NG_BACK ? 36 : 40;
        snprintf(c->label, sizeof c->label, "%s", words[id - NG_MINUS]);
    }
}

/* Every control on the screen now: the screen's own (the seats up to the number of people; who plays a
 * seat only with two or more), then each shown setting's. */
static int shown_ids(const newgame_scene *n, const newgame_view *v, int *ids, int max)
{
    int count = 0;
    for (int id = NG_MINUS; id <= NG_BACK && count < max; id++) ids[count++] = id;
    for (int s = 0; s < n->players && count + 3 <= max; s++) {
        ids[count++] = NG_NAME + s;
        ids[count++] = NG_COLOUR + s;
        if (n->players > 1) ids[count++] = NG_CONTROL + s; /* solo: a person against the game's own opponent */
    }
    for (int i = 0; i < v->count; i++) {
        if (!v->look[i].shown) continue;
        int own[NG_VALUES], k = newgame_setting_ids(v, i, own);
        for (int j = 0; j < k && count < max; j++) ids[count++] = own[j];
    }
    return count;
}

int newgame_controls_in(const newgame_scene *n, const newgame_view *v, newgame_control *out, int max)
{
    int ids[64], count = shown_ids(n, v, ids, max < 64 ? max : 64);
    for (int i = 0; i < count; i++) {
        out[i] = (newgame_control){.id = ids[i], .rect = newgame_rect(v, ids[i])};
        control_label(n, v, &out[i]);
    }
    return count;
}

int newgame_controls(const newgame_scene *n, newgame_control *out, int max)
{
    newgame_view v;
    newgame_view_make(n, &v);
    return newgame_controls_in(n, &v, out, max);
}

SDL_Rect newgame_control_rect(const newgame_scene *n, const char *name)
{
    newgame_view v;
    newgame_view_make(n, &v);
    char text[64];
    for (int id = NG_MINUS; id <= NG_BACK; id++)
        if (!strcmp(newgame_control_name(&v, id, text, sizeof text), name)) return newgame_rect(&v, id);
    static const int seat_bases[] = {NG_NAME, NG_COLOUR, NG_CONTROL};
    for (int s = 0; s < BG_MAX_SEATS; s++)
        for (int b = 0; b < 3; b++)
            if (!strcmp(newgame_control_name(&v, seat_bases[b] + s, text, sizeof text), name)) return newgame_rect(&v, seat_bases[b] + s);
    for (int i = 0; i < v.count; i++) {
        int ids[NG_VALUES], count = newgame_setting_ids(&v, i, ids);
        for (int k = 0; k < count; k++)
            if (!strcmp(newgame_control_name(&v, ids[k], text, sizeof text), name)) return newgame_rect(&v, ids[k]);
    }
    return (SDL_Rect){0, 0, 0, 0};
}

bool newgame_control_point(const newgame_scene *n, const char *name, SDL_Point *out)
{
    SDL_Rect r = newgame_control_rect(n, name);
    if (!r.w) return false;
    *out = (SDL_Point){r.x + r.w / 2, r.y + r.h / 2};
    return true;
}

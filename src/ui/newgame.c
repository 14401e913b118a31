/* The new-game screen's choices and input: the seats, and each of the game's settings as text in
 * params_set's words; the game's params built from them only through params_default and params_set, as
 * a save or the command line builds them. Where things go: newgame_layout.c; drawing: newgame_draw.c. */
#include "ui/newgame_internal.h"

#include <stdio.h>
#include <string.h>

static const char *const default_names[BG_MAX_SEATS] = {"Anna", "Bruno", "Clara", "Dario"};

int newgame_value_count(const bg_param_info *info)
{
    int count = info->kind == BG_PARAM_BOOL ? 2 : info->kind == BG_PARAM_SEED ? 1 : info->max - info->min + 1;
    return count < 1 ? 1 : count > BG_PARAM_NAMES_MAX ? BG_PARAM_NAMES_MAX : count;
}

const char *newgame_value_text(const bg_param_info *info, int v, char *buf, size_t size)
{
    if ((info->kind == BG_PARAM_CHOICE || info->kind == BG_PARAM_FLAGS) && v >= 0 && v < BG_PARAM_NAMES_MAX)
        snprintf(buf, size, "%s", info->names[v] ? info->names[v] : "");
    else if (info->kind == BG_PARAM_BOOL) snprintf(buf, size, "%d", v != 0);
    else snprintf(buf, size, "%d", info->min + v);
    return buf;
}

int newgame_value_index(const bg_param_info *info, const char *text)
{
    char value[NEWGAME_VALUE_MAX];
    for (int v = 0; v < newgame_value_count(info); v++)
        if (!strcmp(newgame_value_text(info, v, value, sizeof value), text)) return v;
    return 0;
}

bool newgame_list_has(const char *list, const char *member)
{
    size_t len = strlen(member);
    for (const char *p = list; *p;) {
        const char *end = strchr(p, ',');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        if (n == len && !strncmp(p, member, len)) return true;
        if (!end) break;
        p = end + 1;
    }
    return false;
}

static bool is_list(const bg_param_info *info) { return info->kind == BG_PARAM_SET || info->kind == BG_PARAM_FLAGS; }

/* The list of `info`'s values that `keep` says yes to, in the values' order: "none" when empty. */
static void list_write(const bg_param_info *info, char *out, size_t size, bool (*keep)(int v, const void *ctx),
                       const void *ctx)
{
    size_t used = 0;
    out[0] = 0;
    char text[NEWGAME_VALUE_MAX];
    for (int v = 0; v < newgame_value_count(info); v++)
        if (keep(v, ctx) && used < size)
            used += (size_t)snprintf(out + used, size - used, "%s%s", used ? "," : "", newgame_value_text(info, v, text, sizeof text));
    if (!used) snprintf(out, size, "none");
}

/* ---- the params as built ---- */

typedef struct member_filter {
    const newgame_scene *n;
    const bg_param_info *info;
    const void *params;
    int toggled; /* list_toggle: the value turned on or off */
    const char *list;
} member_filter;

static const char *refusal(const newgame_scene *n, const void *params, const char *key, const char *value)
{
    return n->game->param_refusal ? n->game->param_refusal(params, key, value) : NULL;
}

static bool chosen_and_allowed(int v, const void *ctx)
{
    const member_filter *f = ctx;
    char text[NEWGAME_VALUE_MAX];
    newgame_value_text(f->info, v, text, sizeof text);
    return newgame_list_has(f->list, text) && !refusal(f->n, f->params, f->info->key, text);
}

/* Setting i as chosen, or NULL to leave it as it is (hidden, refused, an empty seed). */
static const char *chosen_value(const newgame_scene *n, int i, const bg_param_info *info, const void *params, bool draw_seed,
                                char *buf, size_t size)
{
    const char *chosen = n->choice[i];
    if (info->kind == BG_PARAM_SEED) {
        if (chosen[0]) return chosen;
        if (!draw_seed) return NULL;
        uint64_t seed = (uint64_t)SDL_GetPerformanceCounter() ^ (uint64_t)SDL_GetTicks() * 2654435761u;
        snprintf(buf, size, "%llu", (unsigned long long)seed);
        return buf;
    }
    if (is_list(info)) { /* each member the game takes now; the others stay chosen for later */
        member_filter f = {.n = n, .info = info, .params = params, .list = chosen};
        list_write(info, buf, size, chosen_and_allowed, &f);
        return buf;
    }
    return chosen[0] && !refusal(n, params, info->key, chosen) ? chosen : NULL;
}

/* The params from the choices: the default; the settings that follow from the people and the others; each
 * setting shown, as chosen; and those that follow again (the solo opponent follows the modules). */
static const char *build(const newgame_scene *n, void *params, bool draw_seed, char *why, size_t why_size)
{
    const bg_game *g = n->game;
    if (g->params_size > NEWGAME_PARAMS_SIZE) {
        snprintf(why, why_size, "%s has more settings than the new-game screen holds", g->name);
        return why;
    }
    g->params_default(params);
    for (int pass = 0; pass < 3; pass++)
        for (int i = 0; i < n->param_count; i++) {
            bg_param_info info;
            bg_param_look look;
            if (!g->param_info(i, &info) || !g->param_look(params, n->players, i, &look)) continue;
            char buf[NEWGAME_VALUE_MAX];
            const char *value = look.derived[0] ? look.derived
                                : pass == 1 && look.shown ? chosen_value(n, i, &info, params, draw_seed, buf, sizeof buf)
                                                          : NULL;
            if (value && g->params_set(params, info.key, value, why, why_size)) return why;
        }
    return NULL;
}

void newgame_view_make(const newgame_scene *n, newgame_view *v)
{
    char why[200];
    memset(v, 0, sizeof *v);
    build(n, v->params, false, why, sizeof why);
    v->count = n->param_count;
    for (int i = 0; i < v->count; i++)
        if (!n->game->param_info(i, &v->info[i]) || !n->game->param_look(v->params, n->players, i, &v->look[i]))
            v->look[i] = (bg_param_look){.place = BG_PLACE_HIDDEN};
}

const char *newgame_params(const newgame_scene *n, void *params, char *why, size_t why_size)
{
    return build(n, params, true, why, why_size);
}

bool newgame_value_on(const newgame_scene *n, const newgame_view *v, int i, int value)
{
    const bg_param_info *info = &v->info[i];
    char text[NEWGAME_VALUE_MAX];
    /* A cycling switch is lit when it is away from where the screen starts it (Stroup starts at "off",
     * its value 1), else away from its first value. */
    if (v->look[i].cycle)
        return v->look[i].start[0] ? strcmp(n->choice[i], v->look[i].start) != 0
                                   : newgame_value_index(info, n->choice[i]) != 0;
    newgame_value_text(info, value, text, sizeof text);
    return is_list(info) ? newgame_list_has(n->choice[i], text) : !strcmp(n->choice[i], text);
}

const char *newgame_value_refusal(const newgame_scene *n, const newgame_view *v, int i, int value)
{
    char text[NEWGAME_VALUE_MAX];
    return refusal(n, v->params, v->info[i].key, newgame_value_text(&v->info[i], value, text, sizeof text));
}

/* ---- choices ---- */

static int index_of(const newgame_scene *n, const char *key)
{
    for (int i = 0; i < n->param_count; i++) {
        bg_param_info info;
        if (n->game->param_info(i, &info) && !strcmp(info.key, key)) return i;
    }
    return -1;
}

/* The value of `key` in a params blob, as the game writes it ("key value" lines). */
static bool formatted_value(const bg_game *g, const void *params, const char *key, char *out, size_t size)
{
    char text[2048];
    g->params_format(params, text, sizeof text);
    size_t len = strlen(key);
    for (const char *line = text; *line;) {
        const char *end = strchr(line, '\n');
        size_t n = end ? (size_t)(end - line) : strlen(line);
        if (n > len && !strncmp(line, key, len) && line[len] == ' ') {
            snprintf(out, size, "%.*s", (int)(n - len - 1), line + len + 1);
            return true;
        }
        if (!end) break;
        line = end + 1;
    }
    return false;
}

void newgame_init(newgame_scene *n, const bg_game *game)
{
    memset(n, 0, sizeof *n);
    n->game = game;
    n->players = 2 < game->min_seats ? game->min_seats : 2 > game->max_seats ? game->max_seats : 2;
    for (int i = 0; i < BG_MAX_SEATS; i++) {
        snprintf(n->seats[i].name, sizeof n->seats[i].name, "%s", default_names[i]);
        n->seats[i].colour = i;
    }
    n->editing = -1;
    n->hover = -1;
    n->param_count = game->param_count() < NEWGAME_PARAMS_MAX ? game->param_count() : NEWGAME_PARAMS_MAX;
    _Alignas(max_align_t) unsigned char params[NEWGAME_PARAMS_SIZE];
    if (game->params_size > sizeof params) return;
    game->params_default(params);
    /* Each setting starts as the default params have it, or where the game says the screen starts it (the
     * solo difficulty); a seed starts empty: drawn at Start. */
    for (int i = 0; i < n->param_count; i++) {
        bg_param_info info;
        bg_param_look look;
        if (!game->param_info(i, &info) || info.kind == BG_PARAM_SEED) continue;
        formatted_value(game, params, info.key, n->choice[i], sizeof n->choice[i]);
        if (game->param_look(params, n->players, i, &look) && look.start[0])
            snprintf(n->choice[i], sizeof n->choice[i], "%s", look.start);
    }
}

const char *newgame_choice(const newgame_scene *n, const char *key)
{
    int i = index_of(n, key);
    return i < 0 ? "" : n->choice[i];
}

bool newgame_choose(newgame_scene *n, const char *key, const char *value)
{
    int i = index_of(n, key);
    _Alignas(max_align_t) unsigned char params[NEWGAME_PARAMS_SIZE];
    char why[200];
    if (i < 0 || n->game->params_size > sizeof params || strlen(value) >= sizeof n->choice[i]) return false;
    n->game->params_default(params);
    if (n->game->params_set(params, key, value, why, sizeof why)) return false;
    snprintf(n->choice[i], sizeof n->choice[i], "%s", value);
    return true;
}

bool newgame_choose_from(newgame_scene *n, const char *key, const void *params)
{
    char value[NEWGAME_VALUE_MAX];
    return formatted_value(n->game, params, key, value, sizeof value) && newgame_choose(n, key, value);
}

const char *newgame_refusal(const newgame_scene *n, const char *key, const char *value)
{
    newgame_view v;
    newgame_view_make(n, &v);
    return refusal(n, v.params, key, value);
}

/* ---- input ---- */

static bool toggled_keep(int v, const void *ctx)
{
    const member_filter *f = ctx;
    char text[NEWGAME_VALUE_MAX];
    return newgame_list_has(f->list, newgame_value_text(f->info, v, text, sizeof text)) != (v == f->toggled);
}

/* A click on value `value` of setting i: a text field takes the keys; a cycling switch steps on; a list's
 * member turns on or off; a BOOL turns over (on: its row's others of one_of_row off); any other value is
 * chosen. A refused value does nothing. */
static void click_setting(newgame_scene *n, const newgame_view *v, int i, int value)
{
    const bg_param_info *info = &v->info[i];
    const bg_param_look *look = &v->look[i];
    char *chosen = n->choice[i];
    if (info->kind == BG_PARAM_SEED) {
        n->editing = NEWGAME_EDIT_PARAM + i;
        return;
    }
    if (look->cycle) value = (newgame_value_index(info, chosen) + 1) % newgame_value_count(info);
    else if (info->kind == BG_PARAM_BOOL) value = strcmp(chosen, "1") ? 1 : 0;
    if (newgame_value_refusal(n, v, i, info->kind == BG_PARAM_BOOL ? 1 : value)) return;
    if (is_list(info)) {
        char list[NEWGAME_VALUE_MAX];
        member_filter f = {.n = n, .info = info, .toggled = value, .list = chosen};
        list_write(info, list, sizeof list, toggled_keep, &f);
        snprintf(chosen, NEWGAME_VALUE_MAX, "%s", list);
        return;
    }
    newgame_value_text(info, value, chosen, NEWGAME_VALUE_MAX);
    if (info->kind != BG_PARAM_BOOL || !value || !look->one_of_row) return;
    for (int k = 0; k < v->count; k++)
        if (k != i && v->look[k].one_of_row && v->look[k].place == look->place && v->look[k].row == look->row &&
            v->info[k].kind == BG_PARAM_BOOL)
            snprintf(n->choice[k], sizeof n->choice[k], "0");
}

/* Members of a list the game refuses with the people now are no longer chosen: greyed, they show off, and
 * they must not come back on by themselves when the people change again (issue 40: module 4 after solo). */
static void drop_refused(newgame_scene *n)
{
    newgame_view v;
    newgame_view_make(n, &v);
    for (int i = 0; i < v.count; i++) {
        if (!is_list(&v.info[i])) continue;
        member_filter f = {.n = n, .info = &v.info[i], .params = v.params, .list = n->choice[i]};
        char list[NEWGAME_VALUE_MAX];
        list_write(&v.info[i], list, sizeof list, chosen_and_allowed, &f);
        snprintf(n->choice[i], sizeof n->choice[i], "%s", list);
    }
}

void newgame_set_players(newgame_scene *n, int players)
{
    int most = n->game->max_seats < BG_MAX_SEATS ? n->game->max_seats : BG_MAX_SEATS;
    n->players = players < n->game->min_seats ? n->game->min_seats : players > most ? most : players;
    drop_refused(n);
}

menu_action newgame_mouse(newgame_scene *n, ui_context *ui, SDL_Point at, bool clicked)
{
    newgame_view v;
    newgame_view_make(n, &v);
    newgame_control controls[64];
    int count = newgame_controls_in(n, &v, controls, 64);
    n->hover = -1;
    for (int i = 0; i < count; i++)
        if (SDL_PointInRect(&at, &controls[i].rect)) n->hover = controls[i].id;
    if (!clicked) return MENU_NONE;
    int id = n->hover;
    if (id < 0) {
        n->editing = -1;
        return MENU_NONE;
    }
    ui_play(ui, UI_SOUND_CLICK);
    n->editing = -1;
    if (id == NG_MINUS && n->players > n->game->min_seats) newgame_set_players(n, n->players - 1);
    else if (id == NG_PLUS && n->players < n->game->max_seats && n->players < BG_MAX_SEATS) newgame_set_players(n, n->players + 1);
    else if (id == NG_START) return MENU_START;
    else if (id == NG_BACK) return MENU_BACK;
    else if (id >= NG_PARAM) click_setting(n, &v, (id - NG_PARAM) / NG_VALUES, (id - NG_PARAM) % NG_VALUES);
    else if (id >= NG_CONTROL) /* person, then each computer strength, a remote player, then a person again */
        n->control[id - NG_CONTROL] = (n->control[id - NG_CONTROL] + 1) % (newgame_remote(n) + 1);
    else if (id >= NG_COLOUR) {
        /* Next colour no other seat uses. */
        int seat = id - NG_COLOUR, c = n->seats[seat].colour;
        for (int k = 1; k <= 4; k++) {
            int next = (c + k) % 4;
            bool used = false;
            for (int s = 0; s < n->players; s++) used |= s != seat && n->seats[s].colour == next;
            if (!used) {
                n->seats[seat].colour = next;
                break;
            }
        }
    } else if (id >= NG_NAME) n->editing = id - NG_NAME;
    return MENU_NONE;
}

/* The text being typed: a seat's name, or a setting's (a seed: digits only, at most 18). */
static char *edited_field(newgame_scene *n)
{
    if (n->editing >= NEWGAME_EDIT_PARAM && n->editing < NEWGAME_EDIT_PARAM + n->param_count)
        return n->choice[n->editing - NEWGAME_EDIT_PARAM];
    return n->editing >= 0 && n->editing < BG_MAX_SEATS ? n->seats[n->editing].name : NULL;
}

void newgame_text(newgame_scene *n, const char *text)
{
    char *field = edited_field(n);
    if (!field) return;
    if (n->editing >= NEWGAME_EDIT_PARAM) {
        for (const char *p = text; *p; p++) {
            size_t len = strlen(field);
            if (*p >= '0' && *p <= '9' && len < 18) field[len] = *p, field[len + 1] = 0;
        }
    } else {
        size_t len = strlen(field), add = strlen(text);
        if (len + add < sizeof n->seats[0].name - 1) memcpy(field + len, text, add + 1);
    }
}

void newgame_key(newgame_scene *n, SDL_Keycode key)
{
    char *field = edited_field(n);
    if (!field) return;
    if (key == SDLK_BACKSPACE) {
        size_t len = strlen(field);
        while (len > 0 && (field[len - 1] & 0xC0) == 0x80) len--; /* a whole UTF-8 character */
        if (len > 0) field[len - 1] = 0;
    } else if (key == SDLK_RETURN || key == SDLK_TAB) {
        n->editing = -1;
    }
}

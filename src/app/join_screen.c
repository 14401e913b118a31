/* The Join screen: the host's address, the invite code and the player's name typed in, then Join. The
 * connection is made on another thread (net_play.c); the screen says so meanwhile, and says why in a
 * player's words when it fails (a wrong code, nobody at that address). Names no game. */
#include "app/internal.h"
#include "app/net_play.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { FIELD_ADDRESS, FIELD_CODE, FIELD_NAME, FIELD_COUNT };

struct join_form {
    char field[FIELD_COUNT][128];
    int editing; /* a field, or -1 */
    int hover;   /* a control under the pointer, or -1 */
    char status[300];
};

static const SDL_Color ink = {58, 36, 24, 255};
static const SDL_Color paper = {243, 230, 200, 255};
static const SDL_Color gilt = {176, 141, 60, 255};
static const SDL_Color wine = {140, 42, 42, 255};
static const SDL_Color pale = {235, 220, 190, 255};

static const struct {
    const char *name;
    SDL_Rect rect;
} controls[] = {
    {"address", {760, 330, 600, 60}},
    {"code", {760, 450, 600, 60}},
    {"name", {760, 570, 600, 60}},
    {"join", {760, 700, 280, 70}},
    {"back", {1080, 700, 280, 70}},
};
enum { CONTROL_JOIN = 3, CONTROL_BACK = 4, CONTROL_COUNT = 5 };
static const char *const labels[FIELD_COUNT] = {"Host's address", "Invite code", "Your name (empty: the host's name for the seat)"};

static struct join_form *form_of(app *a)
{
    if (!a->join && (a->join = calloc(1, sizeof *a->join))) a->join->editing = FIELD_ADDRESS;
    return a->join;
}

void join_screen_open(app *a)
{
    struct join_form *f = form_of(a);
    if (!f) return;
    /* The name is left empty unless typed: the host's window keeps the name it gave the seat. */
    f->status[0] = 0;
    f->editing = f->field[FIELD_ADDRESS][0] ? FIELD_CODE : FIELD_ADDRESS;
    f->hover = -1;
    a->scene = SCENE_JOIN;
}

static void button(ui_context *ui, SDL_Rect r, const char *label, bool hover, bool busy)
{
    ui_fill(ui, r, busy ? pale : hover ? wine : paper);
    ui_frame(ui, r, gilt, 3);
    ui_text_middle(ui, UI_FONT_TITLE, 36, hover && !busy ? paper : ink, r.x + r.w / 2, r.y + r.h / 2, 1, label);
}

void join_screen_draw(app *a)
{
    struct join_form *f = form_of(a);
    ui_context *ui = &a->ui;
    ui_fill(ui, (SDL_Rect){0, 0, 1920, 1080}, paper);
    ui_frame(ui, (SDL_Rect){24, 24, 1872, 1032}, gilt, 6);
    ui_text(ui, UI_FONT_TITLE, 64, ink, 960, 120, 1, "Join a game");
    ui_text(ui, UI_FONT_TEXT, 22, ink, 960, 220, 1, "The host's window shows its address and the invite code: type them here.");
    if (!f) return;
    for (int i = 0; i < FIELD_COUNT; i++) {
        SDL_Rect r = controls[i].rect;
        ui_text(ui, UI_FONT_TEXT, 22, ink, r.x, r.y - 34, 0, labels[i]);
        bool editing = f->editing == i;
        ui_fill(ui, r, editing ? (SDL_Color){255, 250, 235, 255} : (SDL_Color){248, 238, 215, 255});
        ui_frame(ui, r, editing ? wine : gilt, 3);
        char text[140];
        snprintf(text, sizeof text, "%s%s", f->field[i], editing ? "|" : "");
        ui_text_middle(ui, UI_FONT_TEXT, 28, ink, r.x + 16, r.y + r.h / 2, 0, text);
    }
    bool busy = app_net_join_busy(a);
    button(ui, controls[CONTROL_JOIN].rect, busy ? "Joining..." : "Join", f->hover == CONTROL_JOIN, busy);
    button(ui, controls[CONTROL_BACK].rect, "Back", f->hover == CONTROL_BACK, false);
    const char *status = busy ? "Connecting to the host..." : f->status;
    if (status[0]) ui_text_wrapped(ui, UI_FONT_TEXT, 24, wine, 560, 820, 800, status);
    ui_text(ui, UI_FONT_TEXT, 18, ink, 960, 960, 1,
            "Address: a name or number, with :port when the host's is not 4738 (192.168.1.20, or 203.0.113.7:5000).");
}

static int control_at(SDL_Point at)
{
    for (int i = 0; i < CONTROL_COUNT; i++)
        if (SDL_PointInRect(&at, &controls[i].rect)) return i;
    return -1;
}

void join_screen_motion(app *a, SDL_Point at)
{
    struct join_form *f = form_of(a);
    if (f) f->hover = control_at(at);
}

static void join_now(app *a, struct join_form *f)
{
    if (app_net_join_busy(a)) return;
    const char *why = app_net_join(a, f->field[FIELD_ADDRESS], f->field[FIELD_CODE], f->field[FIELD_NAME]);
    snprintf(f->status, sizeof f->status, "%s", why ? why : "");
    f->editing = -1;
}

menu_action join_screen_release(app *a, SDL_Point at)
{
    struct join_form *f = form_of(a);
    if (!f) return MENU_BACK;
    int c = control_at(at);
    if (c < 0) {
        f->editing = -1;
        return MENU_NONE;
    }
    ui_play(&a->ui, UI_SOUND_CLICK);
    if (c < FIELD_COUNT) f->editing = c;
    else if (c == CONTROL_JOIN) join_now(a, f);
    else if (c == CONTROL_BACK) {
        app_net_stop(a);
        return MENU_BACK;
    }
    return MENU_NONE;
}

void join_screen_key(app *a, SDL_Keysym key)
{
    struct join_form *f = form_of(a);
    if (!f || f->editing < 0) return;
    char *field = f->field[f->editing];
    if (key.sym == SDLK_BACKSPACE) {
        size_t len = strlen(field);
        while (len > 0 && (field[len - 1] & 0xC0) == 0x80) len--; /* a whole UTF-8 character */
        if (len > 0) field[len - 1] = 0;
    } else if (key.sym == SDLK_TAB) {
        f->editing = (f->editing + 1) % FIELD_COUNT;
    } else if (key.sym == SDLK_RETURN) {
        join_now(a, f);
    } else if ((key.mod & KMOD_CTRL) && key.sym == SDLK_v && SDL_HasClipboardText()) {
        char *clip = SDL_GetClipboardText();
        if (clip) join_screen_text(a, clip);
        SDL_free(clip);
    }
}

void join_screen_text(app *a, const char *text)
{
    struct join_form *f = form_of(a);
    if (!f || f->editing < 0) return;
    char *field = f->field[f->editing];
    size_t cap = f->editing == FIELD_NAME ? BG_NAME_MAX - 1 : sizeof f->field[0] - 1;
    for (const char *p = text; *p; p++) {
        size_t len = strlen(field);
        if ((unsigned char)*p < 0x20 || len >= cap) continue; /* no line breaks from a pasted text */
        field[len] = *p, field[len + 1] = 0;
    }
}

void join_screen_poll(app *a)
{
    struct join_form *f = form_of(a);
    const char *failed = app_net_join_failed(a);
    if (f && failed && !f->status[0]) {
        /* The library's reason, said as a sentence. */
        snprintf(f->status, sizeof f->status, "Could not join: %s.", failed);
    }
}

bool join_screen_point(const char *control, SDL_Point *out)
{
    for (int i = 0; i < CONTROL_COUNT; i++)
        if (!strcmp(controls[i].name, control)) {
            *out = (SDL_Point){controls[i].rect.x + controls[i].rect.w / 2, controls[i].rect.y + controls[i].rect.h / 2};
            return true;
        }
    return false;
}

const char *join_screen_status(const app *a) { return a->join ? a->join->status : ""; }

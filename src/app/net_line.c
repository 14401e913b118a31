/* The line over a hosted or joined table: the address, port and invite code (with a Copy button), who is
 * connected and whose turn it is, and the switch that lets a computer play for an absent player. */
#include "app/net_internal.h"
#include "app/net_play.h"

#include <stdio.h>
#include <string.h>

static const SDL_Color ink = {58, 36, 24, 255};
static const SDL_Color paper = {243, 230, 200, 255};
static const SDL_Color gilt = {176, 141, 60, 255};
static const SDL_Color wine = {140, 42, 42, 255};

/* Where it sits on the base game's table: under the prompt, clear of the hand and the other hotels. */
static const SDL_Rect line_box = {1048, 590, 495, 186};
static const SDL_Rect copy_box = {1392, 636, 138, 34};
static const SDL_Rect stand_box = {1060, 730, 470, 36};

/* The remote seat a computer may stand in for now (or stands in for): nobody connected to it. */
static int absent_seat(const app *a)
{
    const bg_session *s = app_session(a);
    unsigned here = bg_net_host_connected(a->net->host, a->net->game);
    int to_act = a->table_game->to_act(a->table);
    int seat = -1;
    for (int i = 0; i < s->game->seats(s->state); i++)
        if (s->control[i] == BG_CONTROL_REMOTE && !(here & (1u << i)) && (seat < 0 || i == to_act)) seat = i;
    return seat;
}

/* Who is at the game, and whose turn it is. */
static void who_line(const app *a, char *out, size_t size)
{
    const bg_session *s = app_session(a);
    const app_net *n = a->net;
    size_t len = 0;
    out[0] = 0;
    for (int i = 0; i < s->game->seats(s->state) && len < size; i++) {
        const char *where;
        if (n->mode == NET_HOSTING) {
            unsigned here = bg_net_host_connected(n->host, n->game);
            where = s->control[i] == BG_CONTROL_REMOTE ? (app_net_stands_in(a, i) ? "away, computer playing" : (here & (1u << i)) ? "connected" : "away")
                  : s->control[i] == BG_CONTROL_COMPUTER ? "computer"
                  : s->control[i] == BG_CONTROL_AUTOMA ? "automa" : "here";
        } else {
            int control = n->client ? bg_net_client_control(n->client, i) : BG_CONTROL_REMOTE;
            unsigned here = n->client ? bg_net_client_connected(n->client) : 0;
            where = i == n->join_seat ? "you"
                  : control == BG_CONTROL_REMOTE ? ((here & (1u << i)) ? "connected" : "away")
                  : control == BG_CONTROL_COMPUTER ? "computer" : control == BG_CONTROL_AUTOMA ? "automa" : "at the host";
        }
        len += (size_t)snprintf(out + len, size - len, "%s%s (%s)", i ? " · " : "", s->names[i], where);
    }
}

/* The table shows cards to choose from where the line is: the line gives way until the choice is made. */
static bool giving_way(const app *a)
{
    return a->table_game->uses_area && a->table_game->uses_area(a->table, line_box);
}

void app_net_draw(app *a)
{
    app_net *n = a->net;
    if (!n || n->mode == NET_OFF || !a->table_live || a->handover_seat >= 0 || giving_way(a)) return;
    ui_context *ui = &a->ui;
    const bg_session *s = app_session(a);
    char text[300];
    ui_fill(ui, line_box, paper);
    ui_frame(ui, line_box, gilt, 3);
    int x = line_box.x + 12, y = line_box.y + 10;
    if (n->mode == NET_HOST_OPENING) {
        ui_text(ui, UI_FONT_TEXT, 20, ink, x, y, 0, "Opening the game to the network...");
        return;
    }
    if (n->mode == NET_HOSTING) {
        snprintf(text, sizeof text, "Hosting at %s, port %d", n->address, n->port);
        ui_text(ui, UI_FONT_TEXT, 20, ink, x, y, 0, text);
        snprintf(text, sizeof text, "Code %s", n->code);
        ui_text(ui, UI_FONT_TITLE, 26, wine, x, y + 40, 0, text);
        ui_fill(ui, copy_box, paper);
        ui_frame(ui, copy_box, gilt, 2);
        ui_text_middle(ui, UI_FONT_TEXT, 18, ink, copy_box.x + copy_box.w / 2, copy_box.y + copy_box.h / 2, 1, "Copy code");
    } else {
        snprintf(text, sizeof text, "Joined %s%s", n->join_address, n->client ? "" : " - not connected");
        ui_text(ui, UI_FONT_TEXT, 20, ink, x, y, 0, text);
        snprintf(text, sizeof text, "Code %s", n->join_code);
        ui_text(ui, UI_FONT_TITLE, 26, wine, x, y + 40, 0, text);
    }
    who_line(a, text, sizeof text);
    int fit = ui_text_fit_size(ui, UI_FONT_TEXT, 17, 12, line_box.w - 24, text);
    ui_text(ui, UI_FONT_TEXT, fit, ink, x, y + 84, 0, text);
    int seat = a->table_game->to_act(a->table);
    if (n->news[0]) snprintf(text, sizeof text, "%s", n->news);
    else if (seat >= 0) snprintf(text, sizeof text, "%s's turn.", s->names[seat]);
    else snprintf(text, sizeof text, "The game is over.");
    if (n->news[0] && seat >= 0) snprintf(text + strlen(text), sizeof text - strlen(text), " %s's turn.", s->names[seat]);
    fit = ui_text_fit_size(ui, UI_FONT_TEXT, 17, 12, line_box.w - 24, text);
    ui_text(ui, UI_FONT_TEXT, fit, ink, x, y + 110, 0, text);
    int absent = n->mode == NET_HOSTING ? absent_seat(a) : -1;
    if (absent >= 0) {
        snprintf(text, sizeof text, n->stand_in[absent] ? "Stop the computer playing for %s" : "Let a computer play for %s meanwhile",
                 s->names[absent]);
        ui_fill(ui, stand_box, n->stand_in[absent] ? wine : paper);
        ui_frame(ui, stand_box, gilt, 2);
        ui_text_middle(ui, UI_FONT_TEXT, 18, n->stand_in[absent] ? paper : ink, stand_box.x + stand_box.w / 2,
                       stand_box.y + stand_box.h / 2, 1, text);
    }
}

bool app_net_click(app *a, SDL_Point at)
{
    app_net *n = a->net;
    if (!n || n->mode == NET_OFF || !a->table_live || giving_way(a)) return false;
    if (n->mode == NET_HOSTING && SDL_PointInRect(&at, &copy_box)) {
        SDL_SetClipboardText(n->code);
        snprintf(n->news, sizeof n->news, "The code %s is copied: send it to the other players.", n->code);
        return true;
    }
    if (n->mode == NET_HOSTING && SDL_PointInRect(&at, &stand_box) && absent_seat(a) >= 0) {
        app_net_toggle_stand_in(a, absent_seat(a));
        return true;
    }
    return SDL_PointInRect(&at, &line_box); /* the line itself takes the click: nothing under it is meant */
}

bool app_net_point(const app *a, const char *control, SDL_Point *out)
{
    (void)a;
    const SDL_Rect *r = !strcmp(control, "copy") ? &copy_box : !strcmp(control, "stand-in") ? &stand_box : NULL;
    if (!r) return false;
    *out = (SDL_Point){r->x + r->w / 2, r->y + r->h / 2};
    return true;
}

/* Play over the network in the window (net_play.c) and the Join screen (join_screen.c), as the app's other
 * files ask them. The window's network state is its own (struct app_net, allocated when first used). */
#ifndef GAH_APP_NET_PLAY_H
#define GAH_APP_NET_PLAY_H

#include "app/app.h"

/* ---- Hosting the game on the table ---- */

/* A new game with a remote seat is hosted (a new invite code). */
void app_net_host_new(app *a);
/* A game loaded from its own file is hosted again when it was (the file beside its save: same code, port
 * and remote seats), so the others join again after the host's window crashed. */
void app_net_resume(app *a);
/* Hosting `code` (NULL: a new one) on `port` (0: the game's own, else any free one). */
void app_net_host(app *a, const char *code, int port);
/* Whether the table waits for the game to be opened to the network (the code's key is being derived on
 * another thread, which reads the session: nothing may change it meanwhile). */
bool app_net_waiting(const app *a);
bool app_net_hosting(const app *a);
/* The hosted game's invite code and port (a rematch is hosted with them again); false when not hosting. */
bool app_net_host_code(const app *a, char *code, int *port);
/* A computer plays remote seat `seat` while nobody is connected to it (the host's choice, on the line). */
bool app_net_stands_in(const app *a, int seat);
void app_net_toggle_stand_in(app *a, int seat);

/* ---- Joining a game ---- */

/* Starts joining (connecting on a thread); NULL, or why not at once (no address, not a code). */
const char *app_net_join(app *a, const char *address, const char *code, const char *name);
bool app_net_join_busy(const app *a);
/* Why the last join failed (a wrong code, no host there...), or NULL. */
const char *app_net_join_failed(app *a);
const char *app_net_join_address(const app *a);
const char *app_net_join_code(const app *a);
bool app_net_joined(const app *a);

/* ---- Every frame, and the line over the table ---- */

/* The network's news: moves that came, people who joined or left, a joined game's rejoining. */
void app_net_poll(app *a);
/* Hosting or joining ends (the main menu, another game). */
void app_net_stop(app *a);
void app_net_draw(app *a);
/* A click on the line (copy the code, a computer for an absent player): true when it took the click. */
bool app_net_click(app *a, SDL_Point at);
/* The line's controls for scripted tests: "copy", "stand-in". */
bool app_net_point(const app *a, const char *control, SDL_Point *out);
/* For the script's print: the mode and position; the host's view hash of a seat; the record length known
 * here (-1 when not playing over the network); the seats with a client connected (host). */
void app_net_describe(const app *a, char *out, size_t size);
uint64_t app_net_view_hash(const app *a, int seat);
int app_net_count(const app *a);
/* What the line shows beyond the game's state (who is connected, its news): the window draws again when
 * it changes. */
uint64_t app_net_look_key(const app *a);
/* A joined game's host asks this window's person for a move now. */
bool app_net_asked(const app *a);
/* A joined game's connection to the host is open (or being opened). */
bool app_net_to_host(const app *a);
unsigned app_net_connected(const app *a);

/* ---- The Join screen (join_screen.c) ---- */

void join_screen_open(app *a);
void join_screen_draw(app *a);
void join_screen_motion(app *a, SDL_Point at);
menu_action join_screen_release(app *a, SDL_Point at);
void join_screen_key(app *a, SDL_Keysym key);
void join_screen_text(app *a, const char *text);
/* Each frame while it shows: a join under way ends (the table opens, or the reason shows). */
void join_screen_poll(app *a);
/* Where a control is ("address", "code", "name", "join", "back") for scripted tests. */
bool join_screen_point(const char *control, SDL_Point *out);
const char *join_screen_status(const app *a);

#endif

/* What the app's own files ask of each other, file by file. A driver of the window (harness.c) uses
 * app/app.h only and never includes this. */
#ifndef GAH_APP_INTERNAL_H
#define GAH_APP_INTERNAL_H

#include "app/app.h"

/* ---- The games the window shows (games.c): NULL-terminated ---- */

extern const ui_table_game *const app_games[];
/* The row that shows `game`, NULL when this window shows no such game; a row's place in the list (-1). */
const ui_table_game *app_game_row(const bg_game *game);
int app_game_index(const ui_table_game *tg);
/* What the recent games list asks of the app: each game's short name, and whether a session is the
 * first-game tutorial's game (the main menu's tutorial is the first row's). */
extern const recent_words app_recent_words;

/* ---- The scenes (scenes.c): one table row per scene, dispatched through ---- */

/* Draws the current scene and the save-failure notice over it. */
void app_scene_draw(app *a);
/* The card art for a scene that draws it is ready (its pages decoded); false, told, when a page is broken. */
bool app_scene_art_ready(app *a);
/* Input for the current scene: a left click (the menu action it chose, if any), the mouse moving, Esc, a
 * key, typed text and the wheel. */
menu_action app_scene_release(app *a, SDL_Point at);
void app_scene_motion(app *a, SDL_Point at);
void app_scene_escape(app *a);
void app_scene_key(app *a, SDL_Keysym key);
void app_scene_text(app *a, const char *text);
void app_scene_wheel(app *a, int dy);
/* After every command on the table: its animations, the autosave, the final scoring when the game is over. */
void app_after_command(app *a, int paced_seat);

/* ---- The menus (menus.c) ---- */

void app_build_main_menu(app *a);
void app_build_pause_menu(app *a);
/* Carries out the menu action a click chose (MENU_NONE: nothing). */
void app_menu_chosen(app *a, menu_action act);

/* ---- Starting a game (game_start.c) ---- */

/* The table of `tg` from now on (a new game of it, a loaded save of it): the other game's table is closed
 * and the computers think for this one. False when out of memory (nothing changed). */
bool app_use_game(app *a, const ui_table_game *tg);
/* A session (new or loaded) onto the table: the scene becomes the table, or the final scoring of a game over. */
void app_open_table(app *a, const bg_session *s);
/* The new-game screen as it opens: the game's last choice remembered, the computer strengths it has. */
void app_open_newgame(app *a);
/* Start pressed on the new-game screen; the first-game tutorial; Rematch on the final scoring. */
void app_start_from_newgame(app *a);
void app_start_tutorial(app *a);
void app_rematch(app *a);

/* ---- The game's files in the user's folder (saves.c) ---- */

/* A new save file for the game on the table: it never replaces another game's save. */
void app_new_game_file(app *a);
/* The table's game is no longer this window's to save (the main menu, another game): its lock is let go,
 * so another window may open it. Nothing is saved: the caller saves first where the game is still the
 * table's (app_autosave). */
void app_close_game_file(app *a);
/* The reason in a failed save's message without the path, which the window need not show ("the disk is
 * full (write failed)"). */
const char *app_save_reason(const char *err, const char *path);
/* At start: the temporary files saves left in the user's folders when they never finished (a crash). */
void app_remove_stale_files(app *a);
/* Loads `file` (relative to the user folder), telling a failure in `status_menu`. `same_file`: the game
 * goes on saving to it (its own recent game); else to a new file. */
void app_load_game(app *a, const char *file, menu_scene *status_menu, bool same_file);
/* Save game: the table's game to `file`, "Saved." or the failure in `status_menu` (may be NULL). */
void app_save_game(app *a, const char *file, menu_scene *status_menu);
/* Writes the game when it changed since its last save; `now` retries a failing save at once. */
void app_autosave(app *a, bool now);
/* Save replay on the final scoring: the record in a file of its own, named in the window. */
void app_save_replay(app *a);
/* Whether "Save game" left a file to load. */
bool app_saved_game_exists(const app *a);

/* ---- Computer players (computers.c) ---- */

/* Whether the seat owing the decision is a computer that is, or is about to be, thinking. */
bool app_computer_to_move(const app *a);
/* Once a frame: a computer seat owing the decision thinks, and plays when its answer is in and the table
 * has settled. */
void app_step_computer(app *a);

/* ---- The hand-over screen between people at one table (handover.c) ---- */

/* When another person must act next, the table is hidden behind "Pass to ..." (and a roll made meanwhile
 * is held back). */
void app_check_handover(app *a);
/* The next person clicked the hand-over screen: the table shows, and the held roll plays. */
void app_handover_taken(app *a);

/* ---- The Hint button's answer and drawing (hints.c) ---- */

void hint_poll(app *a);
void hint_draw(app *a);
/* Before the table is drawn: the Hint's words it shows while the hint stands, or none (the row's show_hint). */
void hint_to_table(app *a);

/* ---- The window (window.c) ---- */

/* Settings take effect at once and are written to the user's folder. */
void app_apply_settings(app *a);
void app_set_fullscreen(app *a, bool on);
void app_toggle_fullscreen(app *a);
/* The size the window opens at: a person's window as large as the desktop allows, or as they last left it. */
void app_choose_window_size(app *a);
/* The window was resized to w x h: kept for next time when a person did it. */
void app_note_window_size(app *a, int w, int h);
/* F12: a PNG of the window in the user's folder. */
void app_screenshot_key(app *a);

/* ---- Input (input.c) ---- */

/* An SDL event to the scene it is for. */
void app_handle_event(app *a, const SDL_Event *e);

#endif

/* The game's files in the user's folder: every game's own file written after each command (autosave),
 * a failing save told in the window and retried, loading a game, Save game and Save replay. */
#include "app/internal.h"
#include "app/net_play.h"
#include "bg/file.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static void pref_path(const app *a, const char *name, char *out, size_t size)
{
    snprintf(out, size, "%s%s", a->pref_dir, name);
}

bool app_saved_game_exists(const app *a)
{
    char path[BG_PATH_MAX];
    struct stat st;
    if (!a->pref_dir[0]) return false;
    pref_path(a, "saved.gah", path, sizeof path);
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

void app_close_game_file(app *a)
{
    /* No last save here: the game on the table may already be the next one (app_new_game_file), which
     * must never go into this file. Leaving to the menu and quitting save first (app_autosave). */
    if (a->game_locked) bg_file_unlock(a->game_lock);
    a->game_locked = false;
    a->game_file[0] = 0;
}

void app_new_game_file(app *a)
{
    app_close_game_file(a);
    a->saved_sig = 0;
    a->pruned = false;
    int lock = -1;
    if (a->pref_dir[0] && recent_new_file(a->pref_dir, a->game_file, sizeof a->game_file, &lock)) {
        a->game_locked = lock >= 0, a->game_lock = lock;
    } else if (a->pref_dir[0]) {
        int e = errno;
        a->game_file[0] = 0;
        snprintf(a->save_error, sizeof a->save_error,
                 "This game is not being saved: the folder %.200s%s cannot be made (%s).", a->pref_dir, RECENT_DIR,
                 bg_file_error_words(e));
        snprintf(a->save_brief, sizeof a->save_brief, "Not saved: the games folder cannot be made (%.70s).", bg_file_error_words(e));
        a->save_error_since = SDL_GetTicks();
        fprintf(stderr, "gah: %s\n", a->save_error);
    }
}

const char *app_save_reason(const char *err, const char *path)
{
    /* bg_file_write_atomic's "cannot save PATH: REASON (STEP failed)" */
    size_t n = strlen(path);
    if (!strncmp(err, "cannot save ", 12) && !strncmp(err + 12, path, n) && !strncmp(err + 12 + n, ": ", 2)) return err + 14 + n;
    return err;
}

void app_remove_stale_files(app *a)
{
    if (!a->pref_dir[0]) return;
    static const char *const folders[] = {"", RECENT_DIR, "replays"};
    char dir[BG_PATH_MAX];
    for (size_t i = 0; i < sizeof folders / sizeof folders[0]; i++) {
        snprintf(dir, sizeof dir, "%s%s", a->pref_dir, folders[i]);
        int n = bg_file_remove_stale(dir);
        if (n) fprintf(stderr, "gah: removed %d temporary file%s left in %s by a save that never finished\n", n, n > 1 ? "s" : "", dir);
    }
}

/* Whether the window can go on with a loaded game; `err` says why not. It needs a table for the game (the
 * app's list, games.c), and a computer seat needs a player the game has: the session keeps the agent's name
 * as the save wrote it. */
static bool playable(const bg_session *s, const char *path, char *err, size_t err_size)
{
    const ui_table_game *tg = app_game_row(s->game);
    if (!tg) {
        snprintf(err, err_size, "%s: it is a game of %s, which this window cannot show", path, s->game->name);
        return false;
    }
    for (int i = 0; i < BG_MAX_SEATS; i++)
        if (s->control[i] == BG_CONTROL_COMPUTER && !tg->players->known(s->agent[i])) {
            snprintf(err, err_size, "%s: seat %d is played by '%s', a computer player this version does not have", path,
                     i + 1, s->agent[i]);
            return false;
        }
    return true;
}

/* A game from "Save game" or an older version's autosave goes on in a new file, so the original stays as
 * it was. */
void app_load_game(app *a, const char *file, menu_scene *status_menu, bool same_file)
{
    char path[BG_PATH_MAX], err[BG_PATH_MAX + 512];
    bg_session s;
    pref_path(a, file, path, sizeof path);
    /* The game's own file goes on being its save: only one window at a time may have it (issue 39: two
     * windows saving one game mixed their moves). A lock file that cannot be made (a read-only folder) does
     * not keep the game from opening; its saves will say why they fail. */
    int lock = -1;
    if (same_file) {
        app_close_game_file(a);
        lock = bg_file_lock(path);
        if (lock < 0 && errno == EWOULDBLOCK) {
            snprintf(status_menu->status, sizeof status_menu->status,
                     "%s is open in another window of the game: play it there, or close that window first.", file);
            fprintf(stderr, "gah: %s is open in another window; not opened here\n", path);
            return;
        }
    }
    bool loaded = bg_session_load_file(&s, path, err, sizeof err);
    if (loaded && !playable(&s, path, err, sizeof err)) {
        bg_session_free(&s);
        loaded = false;
    }
    if (!loaded) {
        /* In the window the file's own name is enough: the reason matters, not the folder. */
        size_t n = strlen(path);
        const char *why = !strncmp(err, path, n) && err[n] == ':' ? err + n + 1 : err;
        snprintf(status_menu->status, sizeof status_menu->status, "Could not load %s:%.300s", file, why);
        fprintf(stderr, "gah: %s\n", err);
        bg_file_unlock(lock);
        return;
    }
    status_menu->status[0] = 0;
    app_net_stop(a); /* a game hosted or joined before is left */
    if (!app_use_game(a, app_game_row(s.game))) { /* its table from now on */
        snprintf(status_menu->status, sizeof status_menu->status, "Could not load %s: out of memory", file);
        bg_session_free(&s);
        bg_file_unlock(lock);
        return;
    }
    app_open_table(a, &s);
    if (same_file) {
        snprintf(a->game_file, sizeof a->game_file, "%s", file);
        a->game_locked = lock >= 0, a->game_lock = lock;
        a->saved_sig = 0;
        a->pruned = true;
        app_net_resume(a); /* a game that was hosted is hosted again: its players join again */
    } else {
        app_new_game_file(a);
    }
}

void app_save_game(app *a, const char *file, menu_scene *status_menu)
{
    char path[BG_PATH_MAX], err[BG_PATH_MAX + 512];
    if (!a->pref_dir[0]) return;
    pref_path(a, file, path, sizeof path);
    if (!bg_session_save_file(app_session(a), path, err, sizeof err)) {
        if (status_menu) snprintf(status_menu->status, sizeof status_menu->status, "Could not save: %.300s", err);
        fprintf(stderr, "gah: %s\n", err);
    } else if (status_menu) {
        snprintf(status_menu->status, sizeof status_menu->status, "Saved.");
    }
}

/* Called every frame: when the game changed since its last save (a command, an undo), it is written
 * again, atomically (a save is the seed and the commands, a few KB). A failure is told in the window once,
 * with the reason, and retried every few seconds and after every further move until it works. */
void app_autosave(app *a, bool now)
{
    if (!a->table_live || !a->game_file[0]) return;
    const bg_session *s = app_session(a);
    uint64_t sig = s->game->hash(s->state) ^ ((uint64_t)s->count * 0x9E3779B97F4A7C15ULL) ^ 1;
    if (sig == a->saved_sig) return;
    /* While saves fail: again after a further move, or every few seconds, not every frame. */
    if (a->save_error[0] && !now && s->count == a->failed_count && !SDL_TICKS_PASSED(SDL_GetTicks(), a->save_retry_at))
        return;
    char path[BG_PATH_MAX], err[BG_PATH_MAX + 512];
    pref_path(a, a->game_file, path, sizeof path);
    if (bg_session_save_file(s, path, err, sizeof err)) {
        a->saved_sig = sig;
        if (a->save_error[0]) {
            a->save_error[0] = 0;
            a->table_game->say(a->table, "Saving works again: the game is saved.", 5000);
            fprintf(stderr, "gah: saving works again\n");
        }
        if (!a->pruned) { /* the new game is safely on disk: now the oldest games may go */
            a->pruned = true;
            recent_prune(a->pref_dir, a->game_file);
        }
        return;
    }
    a->save_retry_at = SDL_GetTicks() + 3000;
    a->failed_count = s->count;
    if (!a->save_error[0]) {
        const char *reason = app_save_reason(err, path);
        snprintf(a->save_error, sizeof a->save_error,
                 "Your game is not being saved: %.200s. The game keeps trying after every move; until it works, "
                 "Continue would resume an older move.", reason);
        snprintf(a->save_brief, sizeof a->save_brief, "Not saved: %.80s. Still trying.", reason);
        a->save_error_since = SDL_GetTicks();
        fprintf(stderr, "gah: %s\n", err);
        printf("gah: told the player: %s\n", a->save_error);
        printf("gah: the strip says: %s\n", a->save_brief);
    }
}

/* The finished game's record (its seed and every command, as gah-cli replay reads it) in a file of its
 * own under the user's folder. */
void app_save_replay(app *a)
{
    char file[200], path[BG_PATH_MAX], err[BG_PATH_MAX + 512];
    if (!a->pref_dir[0] || !recent_new_file_in(a->pref_dir, "replays", "replay", file, sizeof file)) {
        a->table_game->final_status(a->table, "No folder for replays: the replay was not saved.");
        return;
    }
    pref_path(a, file, path, sizeof path);
    char status[300];
    if (!bg_session_save_file(app_session(a), path, err, sizeof err)) {
        unlink(path); /* the empty file that held the name */
        snprintf(status, sizeof status, "Could not save the replay: %.200s", err);
        a->table_game->final_status(a->table, status);
        fprintf(stderr, "gah: %s\n", err);
        return;
    }
    snprintf(status, sizeof status, "Replay saved as %.240s", path);
    a->table_game->final_status(a->table, status);
    printf("gah: replay saved to %s\n", path);
}

/* The recent games: one file per game (a new game never replaces another's save), newest first, labels,
 * an older version's autosave.gah listed, and pruning that keeps the last few of each kind. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <utime.h>

#include "app/recent.h"
#include "gah/file.h"
#include "gah/session.h"
#include "roll/engine.h"
#include "test.h"

static char user[256];

/* Saves a game of `moves` first-legal commands (to the end when moves < 0) as `file`, dated `age` s ago. */
static void make_game(const char *file, int moves, int age, const char *name)
{
    static gah_session s;
    gah_params p = {.seed = 9, .players = 2};
    gah_session_start(&s, &p, NULL);
    snprintf(s.names[0], sizeof s.names[0], "%s", name);
    gah_command cmds[256];
    for (int i = 0; (moves < 0 || i < moves) && gah_session_state(&s)->phase != GAH_PHASE_OVER; i++) {
        int n = gah_legal(gah_session_state(&s), cmds, 256);
        gah_command pick = cmds[0];
        for (int k = 0; k < n; k++)
            if (cmds[k].type == GAH_CMD_END_TURN || cmds[k].type == GAH_CMD_MOVE_GUEST) pick = cmds[k];
        gah_session_apply(&s, gah_current_prompt(gah_session_state(&s)).seat, pick, NULL);
    }
    char path[600], err[600];
    snprintf(path, sizeof path, "%s%s", user, file);
    CHECK(bg_session_save_file(&s, path, err, sizeof err));
    struct utimbuf t = {time(NULL) - age, time(NULL) - age};
    utime(path, &t);
    bg_session_free(&s);
}

static void test_new_names_and_list(void)
{
    char a[96], b[96], c[96];
    int lock_a, lock_b, lock_c;
    CHECK(recent_new_file(user, a, sizeof a, &lock_a));
    CHECK(strncmp(a, "games/game-", 11) == 0);
    CHECK(lock_a >= 0);
    /* Issue 39: a second window starting a game in the same second, before the first one's first save,
     * takes another name (the first holds its name's lock). */
    CHECK(recent_new_file(user, c, sizeof c, &lock_c));
    CHECK(strcmp(a, c) != 0);
    gah_file_unlock(lock_c);
    make_game(a, 10, 100, "Anna");
    CHECK(recent_new_file(user, b, sizeof b, &lock_b));
    CHECK(strcmp(a, b) != 0); /* the second game of the same second gets its own file */
    gah_file_unlock(lock_a);
    gah_file_unlock(lock_b);
    make_game(b, -1, 50, "Berta");
    make_game("autosave.gah", 20, 200, "Old");
    recent_game g[RECENT_MAX];
    int n = recent_list(user, g, RECENT_MAX, NULL);
    CHECK_EQ(n, 3);
    CHECK_STR(g[0].file, b);
    CHECK(g[0].finished && strstr(g[0].label, "Finished: Berta") != NULL);
    CHECK_STR(g[1].file, a);
    CHECK(!g[1].finished && strstr(g[1].label, "Anna, Player 2") && strstr(g[1].label, "round"));
    CHECK_STR(g[2].file, "autosave.gah");
    /* Issue 39: a game another window has open (its lock held by another process) says so. */
    int ready[2], done[2];
    CHECK(pipe(ready) == 0 && pipe(done) == 0);
    pid_t pid = fork();
    if (pid == 0) {
        char path[600], byte = 'L';
        snprintf(path, sizeof path, "%s%s", user, a);
        int fd = gah_file_lock(path);
        if (fd < 0 || write(ready[1], &byte, 1) != 1 || read(done[0], &byte, 1) != 1) _exit(1);
        _exit(0);
    }
    char byte = 0;
    CHECK(read(ready[0], &byte, 1) == 1);
    n = recent_list(user, g, RECENT_MAX, NULL);
    for (int i = 0; i < n; i++)
        if (!strcmp(g[i].file, a)) CHECK(g[i].open_elsewhere && strstr(g[i].label, "open in another window"));
        else CHECK(!g[i].open_elsewhere && !strstr(g[i].label, "open in another window"));
    CHECK(write(done[1], &byte, 1) == 1);
    waitpid(pid, NULL, 0);
    n = recent_list(user, g, RECENT_MAX, NULL);
    for (int i = 0; i < n; i++) CHECK(!g[i].open_elsewhere);
    close(ready[0]), close(ready[1]), close(done[0]), close(done[1]);
    /* A damaged file is listed as one that cannot be resumed, never a crash. */
    char path[600];
    snprintf(path, sizeof path, "%sgames/broken.gah", user);
    FILE *f = fopen(path, "w");
    if (f) fputs("GAH-SAVE 1\nengine", f), fclose(f);
    n = recent_list(user, g, RECENT_MAX, NULL);
    CHECK_EQ(n, 4);
    bool found = false;
    for (int i = 0; i < n; i++) found |= !strcmp(g[i].file, "games/broken.gah") && !g[i].readable;
    CHECK(found);
    unlink(path);
}

static void write_file(const char *file, const char *text, int age);
static bool exists(const char *file);

static void test_prune(void)
{
    char file[96];
    /* 10 unfinished and 8 finished games, oldest first; the game being played is the oldest of all. */
    for (int i = 0; i < 18; i++) {
        snprintf(file, sizeof file, "games/g-%02d.gah", i);
        make_game(file, i < 10 ? 5 + i : -1, 10000 - i * 10, i < 10 ? "Un" : "Fin");
    }
    make_game("games/playing.gah", 3, 20000, "Now");
    /* Hosted games' files beside their saves (code, port, remote seats), and one an older version left. */
    const char *const host_files[] = {"games/g-00.gah.net", "games/g-17.gah.net", "games/playing.gah.net", "games/gone.gah.net"};
    for (int i = 0; i < 4; i++) write_file(host_files[i], "GAH-HOST 1\ncode K7QM-X4TR-9PBW\nport 4738\nremote 1\n", 0);
    recent_prune(user, "games/playing.gah");
    CHECK(!exists("games/g-00.gah.net")); /* with its save */
    CHECK(exists("games/g-17.gah.net") && exists("games/playing.gah.net"));
    CHECK(!exists("games/gone.gah.net")); /* beside no save */
    recent_game g[RECENT_MAX];
    int n = recent_list(user, g, RECENT_MAX, NULL);
    int unfinished = 0, finished = 0;
    bool playing = false, legacy = false;
    for (int i = 0; i < n; i++) {
        if (!strcmp(g[i].file, "games/playing.gah")) playing = true;
        else if (!strcmp(g[i].file, "autosave.gah")) legacy = true;
        else if (g[i].finished) finished++;
        else unfinished++;
    }
    CHECK(playing);  /* never the game on the table */
    CHECK(legacy);   /* an older version's autosave is not ours to delete */
    CHECK_EQ(finished, RECENT_KEEP_FINISHED);
    CHECK_EQ(unfinished, RECENT_KEEP_UNFINISHED - 1); /* the legacy autosave counts as one unfinished */
    /* The newest are the ones kept. */
    char path[600];
    snprintf(path, sizeof path, "%sgames/g-17.gah", user);
    CHECK(access(path, F_OK) == 0);
    snprintf(path, sizeof path, "%sgames/g-00.gah", user);
    CHECK(access(path, F_OK) != 0);
}

/* Writes `text` as `file` in the user folder, dated `age` s ago. */
static void write_file(const char *file, const char *text, int age)
{
    char path[600];
    snprintf(path, sizeof path, "%s%s", user, file);
    FILE *f = fopen(path, "w");
    CHECK(f != NULL);
    if (!f) return;
    fputs(text, f);
    fclose(f);
    struct utimbuf t = {time(NULL) - age, time(NULL) - age};
    utime(path, &t);
}

static bool exists(const char *file)
{
    char path[600];
    snprintf(path, sizeof path, "%s%s", user, file);
    return access(path, F_OK) == 0;
}

/* Issue 39: files that cannot be loaded (damaged, or a newer version's) took the kept places, and the
 * loadable games were deleted. A file that fails to load is never deleted nor counted; a newer version's
 * file is named so in the list. */
static void test_prune_keeps_unreadable(void)
{
    char file[96], cmd[700];
    snprintf(cmd, sizeof cmd, "rm -f '%sgames/'*.gah '%sautosave.gah'", user, user); /* test_prune's games */
    CHECK(system(cmd) == 0);
    for (int i = 0; i < RECENT_KEEP_UNFINISHED; i++) {
        snprintf(file, sizeof file, "games/ok-%02d.gah", i);
        make_game(file, 5 + i, 9000 - i * 10, "Ok");
    }
    /* Newer than every loadable game: seven damaged files and three from a newer version. */
    for (int i = 0; i < 6; i++) {
        snprintf(file, sizeof file, "games/damaged-%d.gah", i);
        write_file(file, "GAH-SAVE 3\ngame gah\nengine", 100 + i);
    }
    write_file("games/newer-format.gah", "GAH-SAVE 4\ngame gah\nengine 9\nplayers 2\n", 50);
    write_file("games/newer-game.gah", "GAH-SAVE 3\ngame chess\nengine 1\n", 51);
    write_file("games/newer-far.gah", "GAH-SAVE 12\ngame gah\n", 52);
    write_file("games/damaged-6.gah", "GAH-SAVE 99999999999999999999\n", 106); /* past 64 bits: damaged */
    make_game("games/playing.gah", 3, 0, "Now");
    recent_prune(user, "games/playing.gah");
    for (int i = 0; i < RECENT_KEEP_UNFINISHED; i++) {
        snprintf(file, sizeof file, "games/ok-%02d.gah", i);
        CHECK(exists(file));
    }
    for (int i = 0; i < 7; i++) {
        snprintf(file, sizeof file, "games/damaged-%d.gah", i);
        CHECK(exists(file));
    }
    CHECK(exists("games/newer-format.gah") && exists("games/newer-game.gah") && exists("games/newer-far.gah"));
    recent_game g[RECENT_MAX];
    int n = recent_list(user, g, RECENT_MAX, NULL), newer = 0, damaged = 0;
    for (int i = 0; i < n; i++) {
        if (!strncmp(g[i].file, "games/newer-", 12)) {
            newer++;
            CHECK(!g[i].readable && g[i].newer);
            CHECK(strstr(g[i].label, "from a newer version") != NULL);
        } else if (!strncmp(g[i].file, "games/damaged-", 14)) {
            damaged++;
            CHECK(!g[i].readable && !g[i].newer);
            CHECK(strstr(g[i].label, "cannot be resumed") != NULL);
        }
    }
    CHECK_EQ(newer, 3);
    CHECK_EQ(damaged, 7);
    /* One more loadable game beyond the six: the oldest loadable one goes, the unreadable ones stay. */
    make_game("games/ok-new.gah", 4, 10, "New");
    recent_prune(user, "games/playing.gah");
    CHECK(!exists("games/ok-00.gah"));
    CHECK(exists("games/ok-01.gah") && exists("games/ok-new.gah") && exists("games/damaged-0.gah") && exists("games/newer-far.gah"));
}

/* Issue 34: the list holds both games and each label says which game it is, by the game's own name. */
static void test_labels_name_the_game(void)
{
    static bg_session s;
    roll_params p = {.seed = 3, .players = 3};
    CHECK(bg_session_start(&s, &roll_game, &p, NULL) == NULL);
    snprintf(s.names[0], sizeof s.names[0], "Rolf");
    bg_move moves[64];
    for (int i = 0; i < 5; i++) {
        int n = roll_game.legal(s.state, moves, 64);
        if (n > 0) CHECK(bg_session_apply(&s, roll_current_prompt(s.state).seat, moves[0], NULL) == NULL);
    }
    char path[600], err[600];
    snprintf(path, sizeof path, "%sgames/roll-game.gah", user);
    CHECK(bg_session_save_file(&s, path, err, sizeof err));
    bg_session_free(&s);
    make_game("games/base-game.gah", 10, 5, "Greta");
    recent_game g[RECENT_MAX];
    int n = recent_list(user, g, RECENT_MAX, NULL), found = 0;
    for (int i = 0; i < n; i++) {
        if (!strcmp(g[i].file, "games/roll-game.gah")) {
            CHECK(g[i].readable && !g[i].finished);
            CHECK(!strncmp(g[i].label, "Grand Austria Hotel: Let's Roll  \xc2\xb7  Rolf, ", 40));
            /* Issue 40: Let's Roll says its round too, through the game's own describe. */
            CHECK(strstr(g[i].label, "round 1 of 7") != NULL);
            found++;
        }
        if (!strcmp(g[i].file, "games/base-game.gah")) {
            CHECK(!strncmp(g[i].label, "Grand Austria Hotel  \xc2\xb7  Greta", 30));
            found++;
        }
    }
    CHECK_EQ(found, 2);
    unlink(path);
    snprintf(path, sizeof path, "%sgames/base-game.gah", user);
    unlink(path);
}

/* Saves a base game of `params` after `moves` first-legal commands, seat 1 a computer when `computer`. */
static void save_base(const char *file, gah_params p, int moves, bool computer, const char *seat1)
{
    static bg_session s;
    CHECK(bg_session_start(&s, &gah_game, &p, NULL) == NULL);
    snprintf(s.names[0], sizeof s.names[0], "Anna");
    for (int i = 1; i < p.players; i++) {
        snprintf(s.names[i], sizeof s.names[i], "%s", seat1);
        if (computer && s.control[i] == BG_CONTROL_PERSON) bg_session_set_computer(&s, i, "easy");
    }
    bg_move moves_now[256];
    for (int i = 0; i < moves; i++) {
        int seat = gah_game.prompt(s.state).seat;
        if (seat < 0 || gah_game.legal(s.state, moves_now, 256) <= 0) break;
        CHECK(bg_session_apply(&s, seat, moves_now[0], NULL) == NULL);
        bg_session_play_forced(&s, NULL);
    }
    char path[600], err[600];
    snprintf(path, sizeof path, "%s%s", user, file);
    CHECK(bg_session_save_file(&s, path, err, sizeof err));
    bg_session_free(&s);
}

static const char *test_short_name(const bg_game *game) { return game == &roll_game ? "Let's Roll" : "GAH"; }
static bool test_is_tutorial(const bg_session *s) { return ((const gah_params *)s->params)->seed == 77; }

static const recent_game *find(const recent_game *g, int n, const char *file)
{
    for (int i = 0; i < n; i++)
        if (!strcmp(g[i].file, file)) return &g[i];
    return NULL;
}

/* Issue 40: two games of the same people told apart: who plays whom (people by name, "vs 2 computers",
 * "solo vs Elisabeth"), the modules, the tutorial and the round; the game by the app's short name. */
static void test_labels_tell_games_apart(void)
{
    save_base("games/vs-computers.gah", (gah_params){.seed = 5, .players = 3, .waltz = GAH_WALTZ_MODULE(1) | GAH_WALTZ_MODULE(2)},
              0, true, "Bruno");
    save_base("games/hotseat.gah", (gah_params){.seed = 5, .players = 2}, 0, false, "Bruno");
    save_base("games/solo.gah", (gah_params){.seed = 5, .players = 2, .automa = GAH_AUTOMA_ELISABETH, .difficulty = 1,
              .waltz = GAH_WALTZ_MODULE(2)}, 0, false, "Elisabeth");
    save_base("games/tutorial.gah", (gah_params){.seed = 77, .players = 2}, 0, true, "Bruno");
    recent_words words = {.short_name = test_short_name, .is_tutorial = test_is_tutorial};
    recent_game g[RECENT_MAX];
    int n = recent_list(user, g, RECENT_MAX, &words);
    const recent_game *vs = find(g, n, "games/vs-computers.gah"), *hot = find(g, n, "games/hotseat.gah"),
                      *solo = find(g, n, "games/solo.gah"), *tut = find(g, n, "games/tutorial.gah");
    CHECK(vs && hot && solo && tut);
    if (!vs || !hot || !solo || !tut) return;
    CHECK_STR(vs->game, "GAH");
    CHECK(!strncmp(vs->label, "GAH  \xc2\xb7  Anna vs 2 computers  \xc2\xb7  modules 1, 2  \xc2\xb7  round 1 of 7  \xc2\xb7  ", 60));
    CHECK(!strncmp(hot->label, "GAH  \xc2\xb7  Anna, Bruno  \xc2\xb7  round 1 of 7", 35));
    CHECK(strstr(solo->label, "Anna solo vs Elisabeth  \xc2\xb7  module 2  \xc2\xb7  round 1") != NULL);
    CHECK(strstr(tut->label, "Anna vs 1 computer  \xc2\xb7  tutorial  \xc2\xb7  round 1") != NULL);
    CHECK(strstr(vs->label, "tutorial") == NULL);
    CHECK(strcmp(vs->label, hot->label) != 0);
    const char *files[] = {"games/vs-computers.gah", "games/hotseat.gah", "games/solo.gah", "games/tutorial.gah"};
    for (int i = 0; i < 4; i++) {
        char path[600];
        snprintf(path, sizeof path, "%s%s", user, files[i]);
        unlink(path);
    }
}

int main(void)
{
    snprintf(user, sizeof user, "/tmp/gah-test-recent-XXXXXX");
    if (!mkdtemp(user)) return 1;
    strcat(user, "/");
    RUN(test_new_names_and_list);
    RUN(test_prune);
    RUN(test_prune_keeps_unreadable);
    RUN(test_labels_name_the_game);
    RUN(test_labels_tell_games_apart);
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", user);
    if (system(cmd) != 0) fprintf(stderr, "could not remove %s\n", user);
    return TEST_REPORT();
}

/* Sessions: save/load round trips, undo and its barriers, every kind of bad save file, saves written before
 * saves named their game, seats and the forced moves the session makes. */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <utime.h>

#include "gah/ai.h"
#include "gah/file.h"
#include "bg/number.h"
#include "gah/session.h"
#include "test.h"

static char tmpdir[256];

static void path_in_tmp(char *out, size_t size, const char *name)
{
    snprintf(out, size, "%s/%s", tmpdir, name);
}

/* No temporary file of a save (NAME.*.tmp) is left in the test folder. */
static bool no_tmp_left(void)
{
    DIR *d = opendir(tmpdir);
    bool none = true;
    for (struct dirent *e; d && (e = readdir(d));) {
        size_t n = strlen(e->d_name);
        if (n > 4 && !strcmp(e->d_name + n - 4, ".tmp")) {
            fprintf(stderr, "  left behind: %s\n", e->d_name);
            none = false;
        }
    }
    if (d) closedir(d);
    return none;
}

static void write_file(const char *path, const char *text, size_t len)
{
    FILE *f = fopen(path, "wb");
    if (!f) return;
    fwrite(text, 1, len, f);
    fclose(f);
}

/* Plays `n` commands of a seeded game, making progress (ending turns, moving guests) where it can. */
static void play_first_legal(gah_session *s, int n)
{
    gah_command cmds[256];
    for (int i = 0; i < n && gah_session_state(s)->phase != GAH_PHASE_OVER; i++) {
        int count = gah_legal(gah_session_state(s), cmds, 256);
        if (!count) return;
        gah_command pick = cmds[gah_ai_pick_progress(cmds, count)];
        gah_session_apply(s, gah_current_prompt(gah_session_state(s)).seat, pick, NULL);
    }
}

static void test_round_trip(void)
{
    static gah_session a, b;
    gah_params p = {.seed = 99, .players = 3, .hotels = GAH_HOTELS_DAY};
    CHECK(gah_session_start(&a, &p, NULL) == NULL);
    play_first_legal(&a, 400);
    char path[512], err[512];
    path_in_tmp(path, sizeof path, "round.gah");
    CHECK(bg_session_save_file(&a, path, err, sizeof err));
    CHECK(bg_session_load_file(&b, path, err, sizeof err));
    CHECK_EQ(gah_hash(gah_session_state(&a)), gah_hash(gah_session_state(&b)));
    CHECK_EQ(a.count, b.count);
    bg_session_free(&a);
    bg_session_free(&b);
}

/* Computer seats are saved; a resumed game goes on with them. People and the automa need no line. */
static void test_computer_seats_saved(void)
{
    static gah_session a, b;
    gah_params p = {.seed = 11, .players = 3};
    CHECK(gah_session_start(&a, &p, NULL) == NULL);
    CHECK_EQ(a.control[0], BG_CONTROL_PERSON);
    bg_session_set_computer(&a, 2, "random");
    size_t len;
    char *text = bg_session_save_text(&a, &len);
    CHECK(strstr(text, "\ncomputer 2 random\n") != NULL);
    char err[256];
    CHECK(bg_session_load_text(&b, text, len, err, sizeof err));
    CHECK_EQ(b.control[0], BG_CONTROL_PERSON);
    CHECK_EQ(b.control[2], BG_CONTROL_COMPUTER);
    CHECK_STR(b.agent[2], "random");
    free(text);
    bg_session_free(&b);
    /* A bad computer line is refused with its line number. */
    const char *bad = "GAH-SAVE 2\nengine 0.2.0\nplayers 2\nseed 1\ncomputer 5 random\ncommands 0\n";
    CHECK(!bg_session_load_text(&b, bad, strlen(bad), err, sizeof err));
    CHECK(strstr(err, "line 5") != NULL);
    /* The automa's seat is the automa's, never a computer's. */
    bg_session_free(&a);
    gah_params solo = {.seed = 3, .players = 2, .automa = GAH_AUTOMA_LEOPOLD, .difficulty = GAH_HARD};
    CHECK(gah_session_start(&a, &solo, NULL) == NULL);
    bg_session_set_computer(&a, GAH_AUTOMA_SEAT, "random");
    CHECK_EQ(a.control[GAH_AUTOMA_SEAT], BG_CONTROL_AUTOMA);
    bg_session_free(&a);
}

static void test_undo_barriers(void)
{
    static gah_session s;
    gah_params p = {.seed = 5, .players = 2};
    gah_session_start(&s, &p, NULL);
    CHECK(!bg_session_can_undo(&s)); /* nothing done yet */
    /* Starting guests refill the queue (a new card is revealed): no undo across them. */
    gah_command cmds[256];
    while (gah_session_state(&s)->phase != GAH_PHASE_PLAY) {
        gah_legal(gah_session_state(&s), cmds, 256);
        gah_session_apply(&s, gah_current_prompt(gah_session_state(&s)).seat, cmds[0], NULL);
    }
    /* A turn: serve from the kitchen is private and undoable; find a position with a die to take. */
    int seat = gah_current_prompt(gah_session_state(&s)).seat;
    int v = 1;
    while (!gah_session_state(&s)->dice[v]) v++;
    uint64_t before = gah_hash(gah_session_state(&s));
    int count_before = s.count;
    gah_command die = {GAH_CMD_DIE, (uint8_t)v, 0};
    CHECK(gah_session_apply(&s, seat, die, NULL) == NULL);
    CHECK(bg_session_can_undo(&s));
    CHECK(bg_session_undo(&s));
    CHECK_EQ(gah_hash(gah_session_state(&s)), before);
    CHECK_EQ(s.count, count_before);
    CHECK(!bg_session_can_undo(&s));
    /* Ending the turn is a barrier. */
    CHECK(gah_session_apply(&s, seat, die, NULL) == NULL);
    while (gah_current_prompt(gah_session_state(&s)).kind != GAH_PROMPT_TURN) {
        gah_legal(gah_session_state(&s), cmds, 256);
        gah_session_apply(&s, gah_current_prompt(gah_session_state(&s)).seat, cmds[0], NULL);
    }
    gah_command end = {GAH_CMD_END_TURN, 0, 0};
    CHECK(gah_session_apply(&s, seat, end, NULL) == NULL);
    CHECK(!bg_session_can_undo(&s));
    CHECK(!bg_session_undo(&s));
    bg_session_free(&s);
}

static void expect_load_error(const char *name, const char *text, size_t len, const char *want)
{
    static gah_session s;
    char path[512], err[512];
    path_in_tmp(path, sizeof path, name);
    write_file(path, text, len);
    bool ok = bg_session_load_file(&s, path, err, sizeof err);
    CHECK(!ok);
    if (!ok && !strstr(err, want)) {
        fprintf(stderr, "%s: error '%s' lacks '%s'\n", name, err, want);
        test_failures++;
    }
    CHECK(s.record == NULL && s.count == 0); /* nothing half-loaded */
}

static void test_bad_files(void)
{
    static gah_session good;
    gah_params p = {.seed = 7, .players = 2};
    gah_session_start(&good, &p, NULL);
    play_first_legal(&good, 120);
    size_t len;
    char *text = bg_session_save_text(&good, &len);

    /* Cut after a whole line: the command count tells that the file is cut short. */
    size_t cut = len / 2;
    while (cut > 0 && text[cut - 1] != '\n') cut--;
    expect_load_error("truncated.gah", text, cut, "cut short");
    expect_load_error("random.gah", "\x89PNG\r\n\x1a\n\x00\x01garbage", 16, "binary");
    expect_load_error("words.gah", "hello world\n", 12, "not a save file");
    char newer[] = "GAH-SAVE 99\nengine 9\nplayers 2\nhotels night\nintro 0\ndraft 0\nseed 1\ncommands 0\n";
    expect_load_error("newer.gah", newer, strlen(newer), "newer");
    /* Found by the fuzzer: a player count above 4 with a seat line for seat 5 overran the names. */
    char six[] = "GAH-SAVE 1\nengine 0\nplayers 6\nhotels night\nintro 0\ndraft 0\nseed 1\nseat 5 0 X\ncommands 0\n";
    expect_load_error("six-players.gah", six, strlen(six), "players must be a number from 2 to 4");
    /* A huge line where a command should be. */
    size_t huge_len = len + 100000;
    char *huge = malloc(huge_len + 1);
    memcpy(huge, text, len);
    memset(huge + len, 'x', huge_len - len);
    huge[huge_len] = 0;
    expect_load_error("huge.gah", huge, huge_len, "too long");
    free(huge);
    /* A command that was legal in another game: same header, another seed. */
    char *other = malloc(len + 1);
    memcpy(other, text, len + 1);
    char *seed = strstr(other, "seed 7\n");
    if (seed) seed[5] = '8';
    expect_load_error("other-seed.gah", other, len, "refused");
    free(other);
    /* A changed command count: the file claims more than it has. */
    char *more = malloc(len + 16);
    char *cmds = strstr(text, "commands ");
    int head = (int)(cmds - text);
    int n = snprintf(more, len + 16, "%.*scommands %d%s", head, text, good.count + 5, strchr(cmds, '\n'));
    expect_load_error("short.gah", more, (size_t)n, "cut short");
    free(more);

    static gah_session s;
    char err[512];
    CHECK(!bg_session_load_file(&s, tmpdir, err, sizeof err));
    CHECK(strstr(err, "folder") != NULL);
    char missing[512];
    path_in_tmp(missing, sizeof missing, "no-such-file.gah");
    CHECK(!bg_session_load_file(&s, missing, err, sizeof err));
    CHECK(strstr(err, "No such file") != NULL);
    char fifo[512];
    path_in_tmp(fifo, sizeof fifo, "pipe.gah");
    if (mkfifo(fifo, 0600) == 0) {
        CHECK(!bg_session_load_file(&s, fifo, err, sizeof err));
        CHECK(strstr(err, "not a regular file") != NULL);
    }
    free(text);
    bg_session_free(&good);
}


/* Issue 18: any name the new-game screen accepts survives a save and a load exactly. */
static void test_name_round_trip(void)
{
    static gah_session a, b;
    static const char *const names[] = {
        "   ",                                   /* only spaces: once written as 'seat 0 0    ' and refused */
        "  Anna  ",                              /* leading and trailing spaces */
        "\"Bob\" \\ the 'great'",               /* quotes and a backslash */
        "Zo\xc3\xab \xe2\x82\xac\xe2\x82\xac\xe2\x82\xac\xe2\x82\xac\xe2\x82\xac", /* UTF-8 up to the limit */
    };
    for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) {
        gah_params p = {.seed = 3, .players = 2};
        CHECK(gah_session_start(&a, &p, NULL) == NULL);
        snprintf(a.names[0], sizeof a.names[0], "%s", names[k]);
        snprintf(a.names[1], sizeof a.names[1], "x%s", names[k]);
        play_first_legal(&a, 10);
        size_t len;
        char *text = bg_session_save_text(&a, &len);
        char err[512] = "";
        bool ok = bg_session_load_text(&b, text, len, err, sizeof err);
        if (!ok) fprintf(stderr, "  name '%s': %s\n", names[k], err);
        CHECK(ok);
        CHECK_STR(b.names[0], a.names[0]);
        CHECK_STR(b.names[1], a.names[1]);
        free(text);
        bg_session_free(&a);
        bg_session_free(&b);
    }
    /* Older saves wrote the name bare: still read. A name too long for the seat is cut at a whole character. */
    char old[] = "GAH-SAVE 1\nengine 0\nplayers 2\nhotels night\nintro 0\ndraft 0\nseed 1\n"
                 "seat 0 1 Old Name\nseat 1 2 \"\xe2\x82\xac\xe2\x82\xac\xe2\x82\xac\xe2\x82\xac\xe2\x82\xac\xe2\x82\xac\xe2\x82\xac\xe2\x82\xac\xe2\x82\xac\"\ncommands 0\n";
    char err[512] = "";
    CHECK(bg_session_load_text(&b, old, strlen(old), err, sizeof err));
    CHECK_STR(b.names[0], "Old Name");
    CHECK_EQ(strlen(b.names[1]), 21); /* seven whole euro signs, not seven and a third */
    bg_session_free(&b);
    char open_quote[] = "GAH-SAVE 1\nengine 0\nplayers 2\nhotels night\nintro 0\ndraft 0\nseed 1\n"
                        "seat 0 1 \"Anna\ncommands 0\n";
    CHECK(!bg_session_load_text(&b, open_quote, strlen(open_quote), err, sizeof err));
    CHECK(strstr(err, "line 8") != NULL);
}

/* Issue 18: the format number on line 1 and a file cut in the middle of a line get the right words. */
static void test_load_messages(void)
{
    static const struct { const char *first, *says; } cases[] = {
        {"GAH-SAVE 0", "not a save format number"},
        {"GAH-SAVE -5", "not a save format number"},
        {"GAH-SAVE 99999999999999999999", "not a save format number"},
        {"GAH-SAVE 2x", "not a save format number"},
        {"GAH-SAVE 999", "format 999 is newer"},
    };
    static gah_session s;
    char text[512], err[512];
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        int n = snprintf(text, sizeof text, "%s\nengine 0\nplayers 2\nhotels night\nintro 0\ndraft 0\nseed 1\ncommands 0\n",
                         cases[k].first);
        err[0] = 0;
        CHECK(!bg_session_load_text(&s, text, (size_t)n, err, sizeof err));
        if (!strstr(err, cases[k].says)) fprintf(stderr, "  '%s' gave: %s\n", cases[k].first, err);
        CHECK(strstr(err, cases[k].says) != NULL);
        CHECK(strstr(cases[k].says, "newer") || !strstr(err, "newer"));
        /* Issue 39: what the recent games leave alone as a newer version's file. */
        CHECK_EQ(bg_save_text_is_newer(text, (size_t)n), strstr(cases[k].says, "newer") != NULL);
    }
    char unknown_game[] = "GAH-SAVE 3\ngame chess\nengine 1\n", base[] = "GAH-SAVE 3\ngame gah\nengine 1\n";
    CHECK(bg_save_text_is_newer(unknown_game, strlen(unknown_game)));
    CHECK(!bg_save_text_is_newer(base, strlen(base)));
    /* A save cut in the middle of its last line (as by a crash without atomic writes). */
    gah_params p = {.seed = 21, .players = 2};
    static gah_session a;
    gah_session_start(&a, &p, NULL);
    play_first_legal(&a, 30);
    size_t len;
    char *full = bg_session_save_text(&a, &len);
    for (size_t cut = len - 2; cut > len - 12; cut--) {
        if (full[cut - 1] == '\n' || full[cut - 1] == ' ') continue;
        err[0] = 0;
        bool ok = bg_session_load_text(&s, full, cut, err, sizeof err);
        if (ok) bg_session_free(&s);
        if (!ok && !strstr(err, "cut short")) fprintf(stderr, "  cut at %zu: %s\n", cut, err);
        CHECK(!ok && strstr(err, "cut short") != NULL);
    }
    free(full);
    bg_session_free(&a);
}


/* Issue 18: every way a save can fail on disk leaves the old save whole, no temp file behind, and a
 * reason in words; reading never blocks on a FIFO. */
static void test_write_failures(void)
{
    static gah_session a, b;
    gah_params p = {.seed = 12, .players = 2};
    gah_session_start(&a, &p, NULL);
    play_first_legal(&a, 20);
    char path[512], err[512];
    path_in_tmp(path, sizeof path, "faults.gah");
    CHECK(bg_session_save_file(&a, path, err, sizeof err));
    uint64_t saved = gah_hash(gah_session_state(&a));
    play_first_legal(&a, 20);
    static const struct { const char *step; int error; const char *says; } faults[] = {
        {"open", EROFS, "read-only"}, {"write", ENOSPC, "disk is full"}, {"write", EIO, "disk reported an error"},
        {"fsync", EIO, "fsync failed"}, {"rename", EACCES, "rename failed"},
    };
    for (size_t k = 0; k < sizeof faults / sizeof faults[0]; k++) {
        gah_file_inject_failure(faults[k].step, faults[k].error);
        err[0] = 0;
        CHECK(!bg_session_save_file(&a, path, err, sizeof err));
        gah_file_inject_failure(NULL, 0);
        if (!strstr(err, faults[k].says)) fprintf(stderr, "  %s: %s\n", faults[k].step, err);
        CHECK(strstr(err, faults[k].says) != NULL);
        CHECK(no_tmp_left());
        CHECK(bg_session_load_file(&b, path, err, sizeof err));
        CHECK_EQ(gah_hash(gah_session_state(&b)), saved);
        bg_session_free(&b);
    }
    /* A real full disk: a file size limit of 256 bytes (the save is larger), as root can be limited too. */
    pid_t pid = fork();
    if (pid == 0) {
        signal(SIGXFSZ, SIG_IGN);
        struct rlimit lim = {256, 256};
        setrlimit(RLIMIT_FSIZE, &lim);
        bool ok = bg_session_save_file(&a, path, err, sizeof err);
        _exit(!ok && strstr(err, "size limit") && no_tmp_left() ? 0 : 1);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    CHECK(bg_session_load_file(&b, path, err, sizeof err));
    CHECK_EQ(gah_hash(gah_session_state(&b)), saved);
    bg_session_free(&b);
    /* Special files are refused at once instead of blocking: a FIFO, a character device. */
    char fifo[512];
    path_in_tmp(fifo, sizeof fifo, "fifo.txt");
    CHECK(mkfifo(fifo, 0600) == 0);
    size_t len;
    char *text = gah_file_read(fifo, 1024, &len, err, sizeof err, NULL);
    CHECK(text == NULL && strstr(err, "not a regular file") != NULL);
    text = gah_file_read("/dev/zero", 1024, &len, err, sizeof err, NULL);
    CHECK(text == NULL && strstr(err, "not a regular file") != NULL);
    CHECK(gah_file_open_regular(fifo, err, sizeof err) < 0);
    bg_session_free(&a);
}

static void test_atomic_save_keeps_old(void)
{
    static gah_session a, b;
    gah_params p = {.seed = 11, .players = 2};
    gah_session_start(&a, &p, NULL);
    play_first_legal(&a, 50);
    char path[512], err[512];
    path_in_tmp(path, sizeof path, "keep.gah");
    CHECK(bg_session_save_file(&a, path, err, sizeof err));
    uint64_t saved = gah_hash(gah_session_state(&a));
    /* The next save cannot make its temporary file (no room for it in the folder): the old save must survive. */
    gah_file_inject_failure("open", ENOSPC);
    play_first_legal(&a, 50);
    CHECK(!bg_session_save_file(&a, path, err, sizeof err));
    gah_file_inject_failure(NULL, 0);
    CHECK(bg_session_load_file(&b, path, err, sizeof err));
    CHECK_EQ(gah_hash(gah_session_state(&b)), saved);
    CHECK(no_tmp_left());
    bg_session_free(&a);
    bg_session_free(&b);
}

/* The unsynced save (gah-cli selfplay --save-dir --no-sync, for tests that save thousands of games): the same
 * file as the durable one, written whole or not at all, and it never waits for the disk: an fsync made to fail
 * fails the durable save but not this one. */
static void test_unsynced_save(void)
{
    static bg_session a, b;
    gah_params p = {.seed = 13, .players = 3};
    gah_session_start(&a, &p, NULL);
    play_first_legal(&a, 60);
    char durable[512], fast[512], err[512];
    path_in_tmp(durable, sizeof durable, "durable.gah");
    path_in_tmp(fast, sizeof fast, "unsynced.gah");
    CHECK(bg_session_save_file(&a, durable, err, sizeof err));
    CHECK(bg_session_save_file_unsynced(&a, fast, err, sizeof err));
    size_t n1 = 0, n2 = 0;
    char *t1 = gah_file_read(durable, BG_SAVE_MAX_BYTES, &n1, err, sizeof err, NULL);
    char *t2 = gah_file_read(fast, BG_SAVE_MAX_BYTES, &n2, err, sizeof err, NULL);
    CHECK(t1 && t2 && n1 == n2 && n1 > 0 && memcmp(t1, t2, n1) == 0);
    free(t1);
    free(t2);
    uint64_t saved = gah_hash(gah_session_state(&a));
    play_first_legal(&a, 20);
    gah_file_inject_failure("fsync", EIO);
    CHECK(!bg_session_save_file(&a, durable, err, sizeof err));
    CHECK(bg_session_save_file_unsynced(&a, fast, err, sizeof err));
    gah_file_inject_failure(NULL, 0);
    CHECK(bg_session_load_file(&b, fast, err, sizeof err));
    CHECK_EQ(gah_hash(gah_session_state(&b)), gah_hash(gah_session_state(&a)));
    bg_session_free(&b);
    /* A failed write leaves the last file whole and no temp file behind. */
    play_first_legal(&a, 20);
    gah_file_inject_failure("write", ENOSPC);
    CHECK(!bg_session_save_file_unsynced(&a, fast, err, sizeof err));
    gah_file_inject_failure(NULL, 0);
    CHECK(strstr(err, "disk is full") != NULL);
    CHECK(no_tmp_left());
    CHECK(bg_session_load_file(&b, durable, err, sizeof err));
    CHECK_EQ(gah_hash(gah_session_state(&b)), saved);
    bg_session_free(&b);
    CHECK(bg_session_load_file(&b, fast, err, sizeof err));
    CHECK(gah_hash(gah_session_state(&b)) != saved && b.count < a.count);
    bg_session_free(&b);
    bg_session_free(&a);
}


/* Issue 39: two windows saving the same game used the same temporary name: about half their saves failed
 * ("rename failed") and the file was sometimes a mix of both or cut short. Two processes now write the same
 * file over and over: every save succeeds, and the file is always one of the two whole texts. */
static void test_two_writers(void)
{
    char path[512], err[512];
    path_in_tmp(path, sizeof path, "two-writers.gah");
    static char text[2][20000];
    for (int w = 0; w < 2; w++) {
        memset(text[w], w ? 'b' : 'a', sizeof text[w] - 1);
        for (size_t i = 99; i < sizeof text[w] - 1; i += 100) text[w][i] = '\n';
    }
    size_t lens[2] = {sizeof text[0] - 1, 12345};
    CHECK(gah_file_write_atomic_unsynced(path, text[0], lens[0], err, sizeof err));
    pid_t pid = fork();
    if (pid == 0) {
        int failed = 0;
        for (int i = 0; i < 400; i++) failed += !gah_file_write_atomic_unsynced(path, text[1], lens[1], err, sizeof err);
        _exit(failed ? 1 : 0);
    }
    int failed = 0, mixed = 0;
    for (int i = 0; i < 400; i++) {
        failed += !gah_file_write_atomic_unsynced(path, text[0], lens[0], err, sizeof err);
        size_t n;
        char *got = gah_file_read(path, sizeof text[0], &n, err, sizeof err, NULL);
        bool whole = got && ((n == lens[0] && !memcmp(got, text[0], n)) || (n == lens[1] && !memcmp(got, text[1], n)));
        mixed += !whole;
        free(got);
    }
    if (failed) fprintf(stderr, "  %d saves failed, the last: %s\n", failed, err);
    int status = 0;
    waitpid(pid, &status, 0);
    CHECK_EQ(failed, 0);
    CHECK_EQ(mixed, 0);
    CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    CHECK(no_tmp_left());
}

/* Issue 39: the lock that keeps a second window from saving a game the first has open, between two
 * processes: held, the other is refused (EWOULDBLOCK); it goes with its process, even one killed. */
static void test_lock_two_processes(void)
{
    char path[512];
    path_in_tmp(path, sizeof path, "locked.gah");
    int ready[2], done[2];
    CHECK(pipe(ready) == 0 && pipe(done) == 0);
    pid_t pid = fork();
    if (pid == 0) {
        int fd = gah_file_lock(path);
        char c = fd >= 0 ? 'L' : 'x';
        if (write(ready[1], &c, 1) != 1) _exit(1);
        if (read(done[0], &c, 1) != 1) _exit(1); /* hold it until told */
        _exit(0);
    }
    char c = 0;
    CHECK(read(ready[0], &c, 1) == 1 && c == 'L');
    CHECK(gah_file_locked_elsewhere(path));
    errno = 0;
    CHECK(gah_file_lock(path) < 0 && errno == EWOULDBLOCK);
    kill(pid, SIGKILL); /* a window killed with its game open */
    int status;
    waitpid(pid, &status, 0);
    CHECK(!gah_file_locked_elsewhere(path));
    int fd = gah_file_lock(path);
    CHECK(fd >= 0);
    /* Within one process a second open is refused as well: one window, one lock per game. */
    errno = 0;
    CHECK(gah_file_lock(path) < 0 && errno == EWOULDBLOCK);
    gah_file_unlock(fd);
    fd = gah_file_lock(path);
    CHECK(fd >= 0);
    gah_file_unlock(fd);
    CHECK(gah_file_remove_lock(path));
    char lock[600];
    snprintf(lock, sizeof lock, "%s.lock", path);
    CHECK(access(lock, F_OK) != 0);
    close(ready[0]), close(ready[1]), close(done[0]), close(done[1]);
}

/* Issue 39: a temporary file left by a save that never finished (a crash, kill -9) used to stay until that
 * game was saved again; with a name of its own per save it would stay for ever. Start-up removes those whose
 * writer is gone, and an older version's NAME.tmp once it is a minute old; a save under way is left alone. */
static void test_stale_temporaries(void)
{
    char dir[512], path[700];
    path_in_tmp(dir, sizeof dir, "stale");
    CHECK(mkdir(dir, 0755) == 0);
    const char *files[] = {"dead.gah.999999999.0badf00d.tmp", "alive", "old.gah.tmp", "new.gah.tmp",
                           "notes.txt", "odd.tmp", "game.gah"};
    const bool gone[] = {true, false, true, false, false, false, false};
    char names[7][80];
    for (int i = 0; i < 7; i++) {
        if (i == 1) snprintf(names[i], sizeof names[i], "alive.gah.%d.12345678.tmp", (int)getpid()); /* a save under way */
        else snprintf(names[i], sizeof names[i], "%s", files[i]);
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        write_file(path, "x", 1);
    }
    snprintf(path, sizeof path, "%s/old.gah.tmp", dir);
    struct utimbuf t = {time(NULL) - 120, time(NULL) - 120};
    utime(path, &t);
    CHECK_EQ(gah_file_remove_stale(dir), 2);
    for (int i = 0; i < 7; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        if ((access(path, F_OK) != 0) != gone[i]) fprintf(stderr, "  %s %s\n", names[i], gone[i] ? "was kept" : "was removed");
        CHECK((access(path, F_OK) != 0) == gone[i]);
    }
    CHECK_EQ(gah_file_remove_stale("/nonexistent-folder"), 0);
}

/* Issue 39: numbers read with sscanf's %d wrapped: "seat 4294967297" was seat 1. The one checked reader
 * (bg/number.h) takes a whole word in range or nothing, and the save's seat lines use it. */
static void test_numbers_checked(void)
{
    int v = 7;
    long l;
    uint64_t u;
    CHECK(bg_parse_int("0", 0, 3, &v) && v == 0);
    CHECK(bg_parse_int("-2147483648", INT_MIN, INT_MAX, &v) && v == INT_MIN);
    CHECK(bg_parse_int("2147483647", INT_MIN, INT_MAX, &v) && v == INT_MAX);
    static const char *const bad[] = {"", "-", "+1", " 1", "1 ", "1x", "4294967297", "2147483648", "-2147483649",
                                      "99999999999999999999999", "0x10", "1.5", "--1"};
    v = 7;
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) CHECK(!bg_parse_int(bad[i], INT_MIN, INT_MAX, &v));
    CHECK_EQ(v, 7);
    CHECK(!bg_parse_int("4", 0, 3, &v) && !bg_parse_int("-1", 0, 3, &v) && v == 7);
    CHECK(bg_parse_long("-9223372036854775808", LONG_MIN, LONG_MAX, &l) && l == LONG_MIN);
    CHECK(!bg_parse_long("9223372036854775808", LONG_MIN, LONG_MAX, &l));
    CHECK(bg_parse_u64("18446744073709551615", UINT64_MAX, &u) && u == UINT64_MAX);
    CHECK(!bg_parse_u64("18446744073709551616", UINT64_MAX, &u) && !bg_parse_u64("-1", UINT64_MAX, &u));
    char line[] = "  sprite a\t1 2\r", *w[4];
    CHECK_EQ(bg_split_words(line, w, 4), 4);
    CHECK(!strcmp(w[0], "sprite") && !strcmp(w[1], "a") && !strcmp(w[3], "2"));
    char many[] = "a b c d e", *w2[4];
    CHECK_EQ(bg_split_words(many, w2, 4), 5);
    /* A save's seat and computer lines. */
    static gah_session s;
    char err[512];
    static const char *const lines[] = {"seat 4294967297 0 \"Wrapped\"", "seat 1 4294967296 \"Colour\"", "seat 01x 0 \"X\"",
                                        "computer 4294967296 hard", "computer 1x hard"};
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) {
        char text[400];
        int n = snprintf(text, sizeof text, "GAH-SAVE 3\ngame gah\nengine 0\nplayers 2\nseed 1\n%s\ncommands 0\n", lines[i]);
        err[0] = 0;
        bool ok = bg_session_load_text(&s, text, (size_t)n, err, sizeof err);
        if (ok) fprintf(stderr, "  accepted: %s (seat 2 is '%s')\n", lines[i], s.names[1]), bg_session_free(&s);
        CHECK(!ok && strstr(err, "line 6") != NULL);
    }
}

/* The saves in tests/saves were written by the program before saves named their game (format 2, no `game`
 * line): each still loads as the base game and replays every command to the hash it has under today's rules
 * (the hash it had then unless a rule changed, said beside it), keeps its seats, and saves again with
 * `game gah` on line 2 to the same game. */
static const char *saves_dir, *fuzz_dir;

static char *read_whole(const char *path, size_t *len)
{
    char err[300];
    char *text = gah_file_read(path, BG_SAVE_MAX_BYTES, len, err, sizeof err, NULL);
    if (!text) fprintf(stderr, "  %s\n", err);
    return text;
}

static void test_old_saves_replay(void)
{
    static const struct { const char *file; uint64_t hash; int commands; } saves[] = {
        {"format2-window-computers.gah", 0x0c01c35e5c1f2878ull, 84},   /* the window's autosave: names, two computers */
        {"format2-four-players-waltz.gah", 0x45115602b5ce80e5ull, 344}, /* gah-cli selfplay, modules 1 to 5, finished */
        /* Dinner for One against Elisabeth, modules 1 and 2: the same 74 commands replay, but since ruling 305
         * changed (issue 36: her dancer symbols act with both modules) her guests with a dancer go to the
         * ballrooms instead of her rooms, so the game ends elsewhere (it was 0x14876461bed1aa1d). */
        {"format2-solo-elisabeth.gah", 0x389173a2e1a58a21ull, 74},
    };
    for (size_t k = 0; k < sizeof saves / sizeof saves[0]; k++) {
        static gah_session s, again;
        char path[600], err[512] = "";
        snprintf(path, sizeof path, "%s/%s", saves_dir, saves[k].file);
        size_t len;
        char *text = read_whole(path, &len);
        CHECK(text && !strncmp(text, "GAH-SAVE 2\nengine ", 18)); /* written before the game line */
        bool ok = bg_session_load_file(&s, path, err, sizeof err);
        if (!ok) fprintf(stderr, "  %s\n", err);
        CHECK(ok);
        free(text);
        if (!ok) continue;
        CHECK(s.game == &gah_game);
        CHECK_EQ(s.count, saves[k].commands);
        CHECK_EQ(bg_session_hash(&s), saves[k].hash);
        char *saved = bg_session_save_text(&s, &len);
        CHECK(saved && !strncmp(saved, "GAH-SAVE 3\ngame gah\nengine ", 27));
        CHECK(saved && bg_session_load_text(&again, saved, len, err, sizeof err));
        CHECK_EQ(bg_session_hash(&again), saves[k].hash);
        CHECK_EQ(again.count, s.count);
        CHECK(!memcmp(again.names, s.names, sizeof s.names) && !memcmp(again.control, s.control, sizeof s.control) &&
              !memcmp(again.agent, s.agent, sizeof s.agent));
        if (k == 0) { /* the window's: its people by name, seats 2 and 3 computers at their strength */
            CHECK_STR(s.names[0], "Anna");
            CHECK_EQ(s.control[0], BG_CONTROL_PERSON);
            CHECK_EQ(s.control[1], BG_CONTROL_COMPUTER);
            CHECK_STR(s.agent[1], "medium");
            CHECK_STR(s.agent[2], "hard");
        }
        if (k == 2) CHECK_EQ(s.control[GAH_AUTOMA_SEAT], BG_CONTROL_AUTOMA);
        free(saved);
        bg_session_free(&again);
        bg_session_free(&s);
    }
}

/* Ruling 512: a save from before the Stroup setting has no `stroup` line and plays as it was played, with
 * Stroup among the entrances; the same save saying `stroup off` deals other entrances, so its first bid is
 * refused on its line. */
static void test_old_save_keeps_stroup(void)
{
    char path[600], err[512] = "";
    snprintf(path, sizeof path, "%s/format2-four-players-waltz.gah", saves_dir);
    size_t len;
    char *text = read_whole(path, &len);
    CHECK(text && !strstr(text, "stroup"));
    if (!text) return;
    static gah_session s;
    CHECK(bg_session_load_text(&s, text, len, err, sizeof err));
    CHECK_EQ(gah_session_state(&s)->params.stroup_off, 0);
    char *saved = bg_session_save_text(&s, &len);
    CHECK(saved && strstr(saved, "\nstroup on\n"));
    free(saved);
    bg_session_free(&s);
    const char *at = strstr(text, "solo_entrance random\n");
    CHECK(at != NULL);
    if (at) {
        size_t head = (size_t)(at - text) + strlen("solo_entrance random\n");
        char *off = malloc(strlen(text) + 16);
        memcpy(off, text, head);
        strcpy(off + head, "stroup off\n");
        strcat(off, text + head);
        CHECK(!bg_session_load_text(&s, off, strlen(off), err, sizeof err));
        CHECK(strstr(err, "line 19") && strstr(err, "not up for auction"));
        free(off);
    }
    free(text);
}

/* A new save names its game on line 2 and comes back the same; a game key this version does not know is
 * refused on its line, with the games there are. */
static void test_game_line(void)
{
    static gah_session a, b;
    gah_params p = {.seed = 41, .players = 2};
    CHECK(gah_session_start(&a, &p, NULL) == NULL);
    play_first_legal(&a, 60);
    size_t len;
    char *text = bg_session_save_text(&a, &len);
    static const char head[] = "GAH-SAVE 3\ngame gah\nengine " GAH_ENGINE_VERSION "\nplayers 2\n";
    CHECK(!strncmp(text, head, sizeof head - 1));
    char err[512] = "";
    CHECK(bg_session_load_text(&b, text, len, err, sizeof err));
    CHECK(b.game == &gah_game);
    CHECK_EQ(bg_session_hash(&b), bg_session_hash(&a));
    CHECK_EQ(b.count, a.count);
    bg_session_free(&b);
    /* The same save without its game line is the base game's too. */
    char *old = strdup(text);
    char *line2 = strstr(old, "game gah\n");
    CHECK(line2 == old + 11);
    if (line2) memmove(line2, line2 + 9, strlen(line2 + 9) + 1);
    CHECK(bg_session_load_text(&b, old, strlen(old), err, sizeof err));
    CHECK_EQ(bg_session_hash(&b), bg_session_hash(&a));
    bg_session_free(&b);
    free(old);
    static const struct { const char *line2, *says; } refused[] = {
        {"game chess", "line 2: unknown game 'chess' (this version plays: gah, roll)"},
        {"game ", "line 2: unknown game ''"},
        {"game GAH", "line 2: unknown game 'GAH'"},
        {"game gah ", "line 2: unknown game 'gah '"},
        {"game gahgahgahgahgahgahgahgahgahgahgahgahgahgah", "line 2: unknown game 'gahgahgahgahgahgahgahgah'"},
        {"game", "line 2: expected 'engine ...'"},
        {"gamegah", "line 2: expected 'engine ...'"},
    };
    for (size_t k = 0; k < sizeof refused / sizeof refused[0]; k++) {
        char bad[4096];
        int n = snprintf(bad, sizeof bad, "GAH-SAVE 3\n%s\n%s", refused[k].line2, text + 20);
        err[0] = 0;
        CHECK(!bg_session_load_text(&b, bad, (size_t)n, err, sizeof err));
        if (!strstr(err, refused[k].says)) fprintf(stderr, "  '%s' gave: %s\n", refused[k].line2, err);
        CHECK(strstr(err, refused[k].says) != NULL);
        CHECK(b.record == NULL && b.state == NULL);
    }
    /* The game line comes right after the magic, once. */
    char twice[4096];
    int n = snprintf(twice, sizeof twice, "GAH-SAVE 3\ngame gah\n%s", text + 11);
    CHECK(!bg_session_load_text(&b, twice, (size_t)n, err, sizeof err));
    CHECK(strstr(err, "line 3: expected 'engine ...'") != NULL);
    free(text);
    bg_session_free(&a);
}

/* Hostile files never crash the loader: every saved fuzzer find and regression as it is, with a game line
 * put in after its first line, and every cut of a good save, either load or give a reason. */
static int load_survives(const char *text, size_t len)
{
    static gah_session s;
    char err[512] = "";
    if (bg_session_load_text(&s, text, len, err, sizeof err)) {
        bg_session_free(&s);
        return 1;
    }
    CHECK(err[0] != 0);
    CHECK(s.record == NULL && s.state == NULL && s.params == NULL);
    return 0;
}

static void load_folder(const char *dir, int *files)
{
    DIR *d = opendir(dir);
    if (!d) return;
    for (struct dirent *e; (e = readdir(d));) {
        if (e->d_name[0] == '.') continue;
        char path[1200];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        struct stat st;
        if (stat(path, &st) != 0 || !S_ISREG(st.st_mode)) continue;
        size_t len;
        char *text = read_whole(path, &len);
        if (!text) continue;
        (*files)++;
        load_survives(text, len);
        const char *nl = memchr(text, '\n', len);
        size_t head = nl ? (size_t)(nl - text) + 1 : len;
        static const char *const lines[] = {"game gah\n", "game \n", "game \xff\xfe\n", "game gah\r\n", "game gah"};
        for (size_t k = 0; k < sizeof lines / sizeof lines[0]; k++) {
            size_t add = strlen(lines[k]);
            char *mixed = malloc(len + add);
            memcpy(mixed, text, head);
            memcpy(mixed + head, lines[k], add);
            memcpy(mixed + head + add, text + head, len - head);
            load_survives(mixed, len + add);
            free(mixed);
        }
        free(text);
    }
    closedir(d);
}

static void test_hostile_saves(void)
{
    char dir[600];
    int files = 0;
    snprintf(dir, sizeof dir, "%s/corpus/load", fuzz_dir);
    load_folder(dir, &files);
    snprintf(dir, sizeof dir, "%s/regressions", fuzz_dir);
    load_folder(dir, &files);
    CHECK(files >= 30);
    load_folder(saves_dir, &files);
    /* Every cut of a short new save, and every byte of its header changed. */
    static gah_session a;
    gah_params p = {.seed = 2, .players = 2, .automa = GAH_AUTOMA_LEOPOLD, .difficulty = GAH_EASY};
    CHECK(gah_session_start(&a, &p, NULL) == NULL);
    bg_session_set_computer(&a, 0, "hard");
    play_first_legal(&a, 8);
    size_t len;
    char *text = bg_session_save_text(&a, &len);
    int loaded = 0;
    for (size_t cut = 0; cut <= len; cut++) loaded += load_survives(text, cut);
    CHECK(loaded >= 1);
    for (size_t i = 0; i < 40 && i < len; i++) {
        char keep = text[i];
        for (int c = 1; c < 256; c += 37) {
            text[i] = (char)c;
            load_survives(text, len);
        }
        text[i] = keep;
    }
    CHECK(load_survives(text, len));
    free(text);
    bg_session_free(&a);
}

/* The session decides the forced moves (the game's forced rule) and makes each one once: the move the
 * game names is the only legal one, never a turn, a pass, an end of turn or the set-up's, and playing it
 * records exactly it for the prompt's seat. Random games through the session, forced moves made as the
 * window makes them. */
static void test_forced_moves(void)
{
    int forced = 0, asked = 0;
    for (int game = 0; game < 12; game++) {
        static gah_session s;
        gah_params p = {.seed = 300u + (uint64_t)game, .players = (uint8_t)(2 + game % 3), .waltz = (uint8_t)(game % 4 == 3 ? GAH_WALTZ_AVAILABLE : 0)};
        if (game % 6 == 5) p.players = 2, p.automa = GAH_AUTOMA_LEOPOLD, p.difficulty = GAH_MEDIUM, p.waltz = 0;
        const char *refused = gah_session_start(&s, &p, NULL);
        if (refused) fprintf(stderr, "  game %d: %s\n", game, refused);
        CHECK(refused == NULL);
        if (refused) continue;
        uint64_t rng = 99u + (uint64_t)game;
        for (int step = 0; step < 3000 && gah_session_state(&s)->phase != GAH_PHASE_OVER; step++) {
            gah_command cmds[512];
            const gah_state *st = gah_session_state(&s);
            int n = gah_legal(st, cmds, 512);
            gah_prompt pr = gah_current_prompt(st);
            bg_move move;
            const char *why = bg_session_forced(&s, &move);
            if (why) {
                CHECK_EQ(n, 1);
                CHECK(pr.kind != GAH_PROMPT_TURN && pr.kind != GAH_PROMPT_START_GUEST && pr.kind != GAH_PROMPT_START_ROOM);
                CHECK(cmds[0].type != GAH_CMD_END_TURN && cmds[0].type != GAH_CMD_PASS);
                gah_command c = gah_command_of(move);
                CHECK(c.type == cmds[0].type && c.a == cmds[0].a && c.b == cmds[0].b);
                int count = s.count;
                CHECK(bg_session_play_forced(&s, NULL) == why);
                CHECK_EQ(s.count, count + 1);
                CHECK_EQ(s.record[count].seat, pr.seat);
                CHECK(!memcmp(&s.record[count].move, &move, sizeof move));
                /* Issue 40: every forced choice says why in words of its own, never a bare "one choice only". */
                if (!strcmp(why, "one choice only")) fprintf(stderr, "  no reason of its own: %s\n", gah_prompt_name(pr.kind));
                CHECK(strcmp(why, "one choice only") != 0);
                forced++;
                continue;
            }
            CHECK(bg_session_play_forced(&s, NULL) == NULL);
            asked += n == 1;
            gah_command pick = cmds[gah_ai_pick_weighted(cmds, n, &rng)];
            CHECK(gah_session_apply(&s, pr.seat, pick, NULL) == NULL);
        }
        bg_session_free(&s);
    }
    CHECK(forced > 50); /* the rule is exercised */
    CHECK(asked > 50);  /* and one-option turns, passes and set-up moves are still asked */
}

/* An answer thought out for one position (a computer's move, a hint) fits only that position: another
 * move makes it stale, an undo back to the position makes it fit again. */
static void test_answer_fits(void)
{
    static gah_session s;
    gah_params p = {.seed = 5, .players = 2};
    CHECK(gah_session_start(&s, &p, NULL) == NULL);
    play_first_legal(&s, 12);
    while (gah_session_state(&s)->phase != GAH_PHASE_PLAY) play_first_legal(&s, 1);
    int count = s.count;
    uint64_t hash = bg_session_hash(&s);
    CHECK(bg_session_is_at(&s, count, hash));
    CHECK(!bg_session_is_at(&s, count + 1, hash));
    CHECK(!bg_session_is_at(&s, count, hash ^ 1));
    int v = 1;
    while (!gah_session_state(&s)->dice[v]) v++;
    CHECK(gah_session_apply(&s, gah_current_prompt(gah_session_state(&s)).seat, (gah_command){GAH_CMD_DIE, (uint8_t)v, 0}, NULL) == NULL);
    CHECK(!bg_session_is_at(&s, count, hash));
    CHECK(bg_session_undo(&s));
    CHECK(bg_session_is_at(&s, count, hash));
    bg_session_free(&s);
    /* A computer seat keeps its agent's name as saves write it; the session does not judge the name's
     * player (the app does), only its form. */
    const char *known = "GAH-SAVE 3\ngame gah\nengine 0.2.0\nplayers 2\nseed 1\nseat 0 0 \"A\"\ncomputer 1 hard:500\ncommands 0\n";
    char err[256] = "";
    CHECK(bg_session_load_text(&s, known, strlen(known), err, sizeof err));
    CHECK_EQ(s.control[1], BG_CONTROL_COMPUTER);
    CHECK_STR(s.agent[1], "hard:500");
    bg_session_free(&s);
    const char *bad = "GAH-SAVE 3\ngame gah\nengine 0.2.0\nplayers 2\nseed 1\nseat 0 0 \"A\"\ncomputer 1 Hard!\ncommands 0\n";
    CHECK(!bg_session_load_text(&s, bad, strlen(bad), err, sizeof err));
    CHECK(strstr(err, "line 7: a computer line is 'computer SEAT AGENT'") != NULL);
}

int main(int argc, char **argv)
{
    /* The saves written by older versions and the fuzzer's finds, from the source tree (tests/meson.build). */
    saves_dir = argc > 1 ? argv[1] : "tests/saves";
    fuzz_dir = argc > 2 ? argv[2] : "tests/fuzz";
    snprintf(tmpdir, sizeof tmpdir, "/tmp/gah-test-session-XXXXXX");
    if (!mkdtemp(tmpdir)) return 1;
    RUN(test_round_trip);
    RUN(test_computer_seats_saved);
    RUN(test_undo_barriers);
    RUN(test_bad_files);
    RUN(test_atomic_save_keeps_old);
    RUN(test_name_round_trip);
    RUN(test_load_messages);
    RUN(test_write_failures);
    RUN(test_old_saves_replay);
    RUN(test_old_save_keeps_stroup);
    RUN(test_game_line);
    RUN(test_hostile_saves);
    RUN(test_forced_moves);
    RUN(test_answer_fits);
    RUN(test_unsynced_save);
    RUN(test_two_writers);
    RUN(test_lock_two_processes);
    RUN(test_stale_temporaries);
    RUN(test_numbers_checked);
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
    if (system(cmd) != 0) fprintf(stderr, "could not remove %s\n", tmpdir);
    return TEST_REPORT();
}

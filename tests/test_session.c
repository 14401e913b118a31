/* Sessions: save/load round trips, undo and its barriers, and every kind of bad save file. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "gah/file.h"
#include "gah/session.h"
#include "test.h"

static char tmpdir[256];

static void path_in_tmp(char *out, size_t size, const char *name)
{
    snprintf(out, size, "%s/%s", tmpdir, name);
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
    for (int i = 0; i < n && s->state.phase != GAH_PHASE_OVER; i++) {
        int count = gah_legal(&s->state, cmds, 256);
        if (!count) return;
        gah_command pick = cmds[gah_ai_pick_progress(cmds, count)];
        gah_session_apply(s, gah_current_prompt(&s->state).seat, pick, NULL);
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
    CHECK(gah_session_save_file(&a, path, err, sizeof err));
    CHECK(gah_session_load_file(&b, path, err, sizeof err));
    CHECK_EQ(gah_hash(&a.state), gah_hash(&b.state));
    CHECK_EQ(a.count, b.count);
    gah_session_free(&a);
    gah_session_free(&b);
}

/* Computer seats are saved; a resumed game goes on with them. People and the automa need no line. */
static void test_computer_seats_saved(void)
{
    static gah_session a, b;
    gah_params p = {.seed = 11, .players = 3};
    CHECK(gah_session_start(&a, &p, NULL) == NULL);
    CHECK_EQ(a.control[0], GAH_CONTROL_PERSON);
    gah_session_set_computer(&a, 2, GAH_AI_RANDOM);
    size_t len;
    char *text = gah_session_save_text(&a, &len);
    CHECK(strstr(text, "\ncomputer 2 random\n") != NULL);
    char err[256];
    CHECK(gah_session_load_text(&b, text, len, err, sizeof err));
    CHECK_EQ(b.control[0], GAH_CONTROL_PERSON);
    CHECK_EQ(b.control[2], GAH_CONTROL_COMPUTER);
    CHECK_EQ(b.ai_kind[2], GAH_AI_RANDOM);
    free(text);
    gah_session_free(&b);
    /* A bad computer line is refused with its line number. */
    const char *bad = "GAH-SAVE 2\nengine 0.2.0\nplayers 2\nseed 1\ncomputer 5 random\ncommands 0\n";
    CHECK(!gah_session_load_text(&b, bad, strlen(bad), err, sizeof err));
    CHECK(strstr(err, "line 5") != NULL);
    /* The automa's seat is the automa's, never a computer's. */
    gah_session_free(&a);
    gah_params solo = {.seed = 3, .players = 2, .automa = GAH_AUTOMA_LEOPOLD, .difficulty = GAH_HARD};
    CHECK(gah_session_start(&a, &solo, NULL) == NULL);
    gah_session_set_computer(&a, GAH_AUTOMA_SEAT, GAH_AI_RANDOM);
    CHECK_EQ(a.control[GAH_AUTOMA_SEAT], GAH_CONTROL_AUTOMA);
    gah_session_free(&a);
}

static void test_undo_barriers(void)
{
    static gah_session s;
    gah_params p = {.seed = 5, .players = 2};
    gah_session_start(&s, &p, NULL);
    CHECK(!gah_session_can_undo(&s)); /* nothing done yet */
    /* Starting guests refill the queue (a new card is revealed): no undo across them. */
    gah_command cmds[256];
    while (s.state.phase != GAH_PHASE_PLAY) {
        gah_legal(&s.state, cmds, 256);
        gah_session_apply(&s, gah_current_prompt(&s.state).seat, cmds[0], NULL);
    }
    /* A turn: serve from the kitchen is private and undoable; find a position with a die to take. */
    int seat = gah_current_prompt(&s.state).seat;
    int v = 1;
    while (!s.state.dice[v]) v++;
    uint64_t before = gah_hash(&s.state);
    int count_before = s.count;
    gah_command die = {GAH_CMD_DIE, (uint8_t)v, 0};
    CHECK(gah_session_apply(&s, seat, die, NULL) == NULL);
    CHECK(gah_session_can_undo(&s));
    CHECK(gah_session_undo(&s));
    CHECK_EQ(gah_hash(&s.state), before);
    CHECK_EQ(s.count, count_before);
    CHECK(!gah_session_can_undo(&s));
    /* Ending the turn is a barrier. */
    CHECK(gah_session_apply(&s, seat, die, NULL) == NULL);
    while (gah_current_prompt(&s.state).kind != GAH_PROMPT_TURN) {
        gah_legal(&s.state, cmds, 256);
        gah_session_apply(&s, gah_current_prompt(&s.state).seat, cmds[0], NULL);
    }
    gah_command end = {GAH_CMD_END_TURN, 0, 0};
    CHECK(gah_session_apply(&s, seat, end, NULL) == NULL);
    CHECK(!gah_session_can_undo(&s));
    CHECK(!gah_session_undo(&s));
    gah_session_free(&s);
}

static void expect_load_error(const char *name, const char *text, size_t len, const char *want)
{
    static gah_session s;
    char path[512], err[512];
    path_in_tmp(path, sizeof path, name);
    write_file(path, text, len);
    bool ok = gah_session_load_file(&s, path, err, sizeof err);
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
    char *text = gah_session_save_text(&good, &len);

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
    CHECK(!gah_session_load_file(&s, tmpdir, err, sizeof err));
    CHECK(strstr(err, "folder") != NULL);
    char missing[512];
    path_in_tmp(missing, sizeof missing, "no-such-file.gah");
    CHECK(!gah_session_load_file(&s, missing, err, sizeof err));
    CHECK(strstr(err, "No such file") != NULL);
    char fifo[512];
    path_in_tmp(fifo, sizeof fifo, "pipe.gah");
    if (mkfifo(fifo, 0600) == 0) {
        CHECK(!gah_session_load_file(&s, fifo, err, sizeof err));
        CHECK(strstr(err, "not a regular file") != NULL);
    }
    free(text);
    gah_session_free(&good);
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
        char *text = gah_session_save_text(&a, &len);
        char err[512] = "";
        bool ok = gah_session_load_text(&b, text, len, err, sizeof err);
        if (!ok) fprintf(stderr, "  name '%s': %s\n", names[k], err);
        CHECK(ok);
        CHECK_STR(b.names[0], a.names[0]);
        CHECK_STR(b.names[1], a.names[1]);
        free(text);
        gah_session_free(&a);
        gah_session_free(&b);
    }
    /* Older saves wrote the name bare: still read. A name too long for the seat is cut at a whole character. */
    char old[] = "GAH-SAVE 1\nengine 0\nplayers 2\nhotels night\nintro 0\ndraft 0\nseed 1\n"
                 "seat 0 1 Old Name\nseat 1 2 \"\xe2\x82\xac\xe2\x82\xac\xe2\x82\xac\xe2\x82\xac\xe2\x82\xac\xe2\x82\xac\xe2\x82\xac\xe2\x82\xac\xe2\x82\xac\"\ncommands 0\n";
    char err[512] = "";
    CHECK(gah_session_load_text(&b, old, strlen(old), err, sizeof err));
    CHECK_STR(b.names[0], "Old Name");
    CHECK_EQ(strlen(b.names[1]), 21); /* seven whole euro signs, not seven and a third */
    gah_session_free(&b);
    char open_quote[] = "GAH-SAVE 1\nengine 0\nplayers 2\nhotels night\nintro 0\ndraft 0\nseed 1\n"
                        "seat 0 1 \"Anna\ncommands 0\n";
    CHECK(!gah_session_load_text(&b, open_quote, strlen(open_quote), err, sizeof err));
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
        CHECK(!gah_session_load_text(&s, text, (size_t)n, err, sizeof err));
        if (!strstr(err, cases[k].says)) fprintf(stderr, "  '%s' gave: %s\n", cases[k].first, err);
        CHECK(strstr(err, cases[k].says) != NULL);
        CHECK(strstr(cases[k].says, "newer") || !strstr(err, "newer"));
    }
    /* A save cut in the middle of its last line (as by a crash without atomic writes). */
    gah_params p = {.seed = 21, .players = 2};
    static gah_session a;
    gah_session_start(&a, &p, NULL);
    play_first_legal(&a, 30);
    size_t len;
    char *full = gah_session_save_text(&a, &len);
    for (size_t cut = len - 2; cut > len - 12; cut--) {
        if (full[cut - 1] == '\n' || full[cut - 1] == ' ') continue;
        err[0] = 0;
        bool ok = gah_session_load_text(&s, full, cut, err, sizeof err);
        if (ok) gah_session_free(&s);
        if (!ok && !strstr(err, "cut short")) fprintf(stderr, "  cut at %zu: %s\n", cut, err);
        CHECK(!ok && strstr(err, "cut short") != NULL);
    }
    free(full);
    gah_session_free(&a);
}


/* Issue 18: every way a save can fail on disk leaves the old save whole, no temp file behind, and a
 * reason in words; reading never blocks on a FIFO. */
static void test_write_failures(void)
{
    static gah_session a, b;
    gah_params p = {.seed = 12, .players = 2};
    gah_session_start(&a, &p, NULL);
    play_first_legal(&a, 20);
    char path[512], tmp[600], err[512];
    path_in_tmp(path, sizeof path, "faults.gah");
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    CHECK(gah_session_save_file(&a, path, err, sizeof err));
    uint64_t saved = gah_hash(&a.state);
    play_first_legal(&a, 20);
    static const struct { const char *step; int error; const char *says; } faults[] = {
        {"open", EROFS, "read-only"}, {"write", ENOSPC, "disk is full"}, {"write", EIO, "disk reported an error"},
        {"fsync", EIO, "fsync failed"}, {"rename", EACCES, "rename failed"},
    };
    for (size_t k = 0; k < sizeof faults / sizeof faults[0]; k++) {
        gah_file_inject_failure(faults[k].step, faults[k].error);
        err[0] = 0;
        CHECK(!gah_session_save_file(&a, path, err, sizeof err));
        gah_file_inject_failure(NULL, 0);
        if (!strstr(err, faults[k].says)) fprintf(stderr, "  %s: %s\n", faults[k].step, err);
        CHECK(strstr(err, faults[k].says) != NULL);
        CHECK(access(tmp, F_OK) != 0);
        CHECK(gah_session_load_file(&b, path, err, sizeof err));
        CHECK_EQ(gah_hash(&b.state), saved);
        gah_session_free(&b);
    }
    /* A real full disk: a file size limit of 256 bytes (the save is larger), as root can be limited too. */
    pid_t pid = fork();
    if (pid == 0) {
        signal(SIGXFSZ, SIG_IGN);
        struct rlimit lim = {256, 256};
        setrlimit(RLIMIT_FSIZE, &lim);
        bool ok = gah_session_save_file(&a, path, err, sizeof err);
        _exit(!ok && strstr(err, "size limit") && access(tmp, F_OK) != 0 ? 0 : 1);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    CHECK(gah_session_load_file(&b, path, err, sizeof err));
    CHECK_EQ(gah_hash(&b.state), saved);
    gah_session_free(&b);
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
    gah_session_free(&a);
}

static void test_atomic_save_keeps_old(void)
{
    static gah_session a, b;
    gah_params p = {.seed = 11, .players = 2};
    gah_session_start(&a, &p, NULL);
    play_first_legal(&a, 50);
    char path[512], tmp[600], err[512];
    path_in_tmp(path, sizeof path, "keep.gah");
    CHECK(gah_session_save_file(&a, path, err, sizeof err));
    uint64_t saved = gah_hash(&a.state);
    /* The next save cannot write its temp file (a folder is in the way): the old save must survive. */
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    mkdir(tmp, 0700);
    play_first_legal(&a, 50);
    CHECK(!gah_session_save_file(&a, path, err, sizeof err));
    CHECK(gah_session_load_file(&b, path, err, sizeof err));
    CHECK_EQ(gah_hash(&b.state), saved);
    rmdir(tmp);
    gah_session_free(&a);
    gah_session_free(&b);
}

/* The unsynced save (gah-cli selfplay --save-dir --no-sync, for tests that save thousands of games): the same
 * file as the durable one, written whole or not at all, and it never waits for the disk: an fsync made to fail
 * fails the durable save but not this one. */
static void test_unsynced_save(void)
{
    static gah_session a, b;
    gah_params p = {.seed = 13, .players = 3};
    gah_session_start(&a, &p, NULL);
    play_first_legal(&a, 60);
    char durable[512], fast[512], tmp[600], err[512];
    path_in_tmp(durable, sizeof durable, "durable.gah");
    path_in_tmp(fast, sizeof fast, "unsynced.gah");
    snprintf(tmp, sizeof tmp, "%s.tmp", fast);
    CHECK(gah_session_save_file(&a, durable, err, sizeof err));
    CHECK(gah_session_save_file_unsynced(&a, fast, err, sizeof err));
    size_t n1 = 0, n2 = 0;
    char *t1 = gah_file_read(durable, GAH_SAVE_MAX_BYTES, &n1, err, sizeof err, NULL);
    char *t2 = gah_file_read(fast, GAH_SAVE_MAX_BYTES, &n2, err, sizeof err, NULL);
    CHECK(t1 && t2 && n1 == n2 && n1 > 0 && memcmp(t1, t2, n1) == 0);
    free(t1);
    free(t2);
    uint64_t saved = gah_hash(&a.state);
    play_first_legal(&a, 20);
    gah_file_inject_failure("fsync", EIO);
    CHECK(!gah_session_save_file(&a, durable, err, sizeof err));
    CHECK(gah_session_save_file_unsynced(&a, fast, err, sizeof err));
    gah_file_inject_failure(NULL, 0);
    CHECK(gah_session_load_file(&b, fast, err, sizeof err));
    CHECK_EQ(gah_hash(&b.state), gah_hash(&a.state));
    gah_session_free(&b);
    /* A failed write leaves the last file whole and no temp file behind. */
    play_first_legal(&a, 20);
    gah_file_inject_failure("write", ENOSPC);
    CHECK(!gah_session_save_file_unsynced(&a, fast, err, sizeof err));
    gah_file_inject_failure(NULL, 0);
    CHECK(strstr(err, "disk is full") != NULL);
    CHECK(access(tmp, F_OK) != 0);
    CHECK(gah_session_load_file(&b, durable, err, sizeof err));
    CHECK_EQ(gah_hash(&b.state), saved);
    gah_session_free(&b);
    CHECK(gah_session_load_file(&b, fast, err, sizeof err));
    CHECK(gah_hash(&b.state) != saved && b.count < a.count);
    gah_session_free(&b);
    gah_session_free(&a);
}

int main(void)
{
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
    RUN(test_unsynced_save);
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
    if (system(cmd) != 0) fprintf(stderr, "could not remove %s\n", tmpdir);
    return TEST_REPORT();
}

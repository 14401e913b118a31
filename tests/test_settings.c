/* settings.txt: the parser (odd values, long lines, junk), the volume steps, and saving under faults. */
#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "app/settings.h"
#include "gah/file.h"
#include "test.h"

static char tmpdir[256];

static bool same(const settings *a, const settings *b)
{
    return a->volume == b->volume && a->mute == b->mute && a->anim_speed == b->anim_speed &&
           a->fullscreen == b->fullscreen && a->colour_blind == b->colour_blind &&
           a->confirm_end_turn == b->confirm_end_turn && a->window_w == b->window_w && a->window_h == b->window_h &&
           a->think_ms == b->think_ms && a->hints == b->hints && a->step_ms == b->step_ms &&
           a->text_min_px == b->text_min_px && a->guides == b->guides;
}

/* Issue 13: the window opens at the largest 16:9 size that fits the desktop, or where the player left it. */
static void test_window_size(void)
{
    settings s;
    settings_defaults(&s);
    int w, h;
    settings_window_size(&s, 1920, 1080, &w, &h);
    CHECK(w > 1280 && h > 720 && w <= 1920 && h <= 1080 - 32); /* never the old 1280x720 on a large desktop */
    CHECK_EQ(w * 9 / 16 <= h + 1 && w * 9 / 16 >= h - 1, 1);
    settings_window_size(&s, 3840, 2160, &w, &h);
    CHECK(w >= 3700 && h <= 2160 - 32);
    settings_window_size(&s, 1366, 768, &w, &h); /* a laptop: the width does not fit at 16:9 under a title bar */
    CHECK(w <= 1366 && h <= 768 - 32 && w >= 1300);
    settings_window_size(&s, 0, 0, &w, &h); /* no desktop known */
    CHECK(w == 640 && h == 360);
    /* The remembered size wins while it fits, and survives the file. */
    s.window_w = 1500, s.window_h = 900;
    char text[512];
    size_t n = settings_format(&s, text, sizeof text);
    settings back;
    settings_parse(&back, text, n);
    CHECK_EQ(back.window_w, 1500);
    CHECK_EQ(back.window_h, 900);
    settings_window_size(&back, 1920, 1080, &w, &h);
    CHECK(w == 1500 && h == 900);
    settings_window_size(&back, 1280, 800, &w, &h); /* a smaller desktop now: the largest that fits */
    CHECK(w <= 1280 && h <= 800 - 32 && w >= 1200);
}

static settings parsed(const char *text)
{
    settings s;
    settings_parse(&s, text, strlen(text));
    return s;
}

static void test_parse(void)
{
    settings d, s;
    settings_defaults(&d);
    s = parsed("volume 35\nmute yes\nanimations slow\nfullscreen yes\ncolour-blind yes\nconfirm-end-turn no\n"
               "thinking-ms 2000\nhints no\n");
    CHECK_EQ(s.volume, 35);
    CHECK_EQ(s.think_ms, 2000);
    CHECK(!s.hints);
    CHECK_EQ(d.think_ms, 1000);
    CHECK(d.hints);
    /* The first-game guides: on unless turned off ("Don't show again"), and kept through the file. */
    CHECK(d.guides && s.guides);
    CHECK(!parsed("first-game-guides no\n").guides);
    CHECK(parsed("first-game-guides perhaps\n").guides);
    settings off = d;
    off.guides = false;
    char text[512];
    size_t len = settings_format(&off, text, sizeof text);
    CHECK(strstr(text, "first-game-guides no\n") != NULL);
    settings back;
    settings_parse(&back, text, len);
    CHECK(same(&back, &off));
    settings_format(&d, text, sizeof text);
    CHECK(strstr(text, "first-game-guides") == NULL); /* the default writes nothing new */
    /* A thinking time out of range keeps the default; the steps go round. */
    CHECK_EQ(parsed("thinking-ms 99999\n").think_ms, d.think_ms);
    CHECK_EQ(parsed("thinking-ms 5\n").think_ms, d.think_ms);
    CHECK_EQ(settings_think_step(1000), 2000);
    CHECK_EQ(settings_think_step(5000), 500);
    CHECK_EQ(settings_think_step(700), 1000);
    /* Others' steps (issue 40): about a second at first, kept, out of range ignored, the steps go round. */
    CHECK_EQ(d.step_ms, 1100);
    CHECK_EQ(parsed("step-ms 1800\n").step_ms, 1800);
    CHECK_EQ(parsed("step-ms 99999\n").step_ms, d.step_ms);
    CHECK_EQ(parsed("step-ms 5\n").step_ms, d.step_ms);
    CHECK_EQ(settings_step_step(1100), 1800);
    CHECK_EQ(settings_step_step(2800), 600);
    /* The smallest text (issue 40): 11 px at first, "as laid out" (0) kept, out of range ignored, steps go round. */
    CHECK_EQ(d.text_min_px, 11);
    CHECK_EQ(parsed("text-min-px 0\n").text_min_px, 0);
    CHECK_EQ(parsed("text-min-px 15\n").text_min_px, 15);
    CHECK_EQ(parsed("text-min-px 99\n").text_min_px, d.text_min_px);
    CHECK_EQ(settings_text_step(11), 13);
    CHECK_EQ(settings_text_step(15), 0);
    CHECK_EQ(settings_text_step(0), 11);
    CHECK(s.mute && s.fullscreen && s.colour_blind && !s.confirm_end_turn);
    CHECK_EQ(s.anim_speed, ANIM_SLOW);
    /* Out of range, signs, trailing junk and overflow keep the default. */
    static const char *const bad_volume[] = {"volume 115\n", "volume -5\n", "volume 95x\n", "volume 99999999999999999999\n",
                                             "volume\n", "volume 1e2\n"};
    for (size_t k = 0; k < sizeof bad_volume / sizeof bad_volume[0]; k++) CHECK_EQ(parsed(bad_volume[k]).volume, d.volume);
    /* "yes" only means yes; anything else keeps the default. */
    CHECK(parsed("confirm-end-turn maybe\n").confirm_end_turn == d.confirm_end_turn);
    CHECK_EQ(parsed("animations warp\n").anim_speed, d.anim_speed);
    /* Windows line ends, spaces around, comments. */
    s = parsed("# comment\r\n  volume   40  \r\nmute yes\r\n");
    CHECK_EQ(s.volume, 40);
    CHECK(s.mute);
    /* A line over 127 characters is one line: its tail is never read as another key. */
    char longline[400];
    memset(longline, 'x', sizeof longline);
    memcpy(longline, "comment ", 8);
    snprintf(longline + 127 - 4, sizeof longline - 123, "mute yes\nvolume 60\n");
    s = parsed(longline);
    CHECK(!s.mute);
    CHECK_EQ(s.volume, 60);
    /* Binary junk and an empty file give the defaults without trouble. */
    char junk[] = "volume \0 20\n\xff\xfe mute yes\n";
    settings_parse(&s, junk, sizeof junk - 1);
    CHECK_EQ(s.volume, d.volume);
    s = parsed("");
    CHECK_EQ(s.volume, d.volume);
}

/* Issue 40: the last new game's people and who played each seat are kept; odd values leave them as they were. */
static void test_newgame_seats(void)
{
    settings d;
    settings_defaults(&d);
    CHECK_EQ(d.newgame_players, 0); /* none yet: the screen's own start */
    settings s = d;
    s.newgame_players = 3;
    s.newgame_seats[1] = 2, s.newgame_seats[2] = 3;
    char text[1024];
    size_t n = settings_format(&s, text, sizeof text);
    CHECK(strstr(text, "new-game-players 3\nnew-game-seats 0,2,3,0\n") != NULL);
    settings back;
    settings_parse(&back, text, n);
    CHECK_EQ(back.newgame_players, 3);
    CHECK(back.newgame_seats[0] == 0 && back.newgame_seats[1] == 2 && back.newgame_seats[2] == 3 && back.newgame_seats[3] == 0);
    CHECK(strstr(text, "new-game") == strstr(text, "new-game-players")); /* only with a game started */
    CHECK(!strstr((settings_format(&d, text, sizeof text), text), "new-game"));
    const char *bad[] = {"new-game-players 0\n", "new-game-players 5\n", "new-game-players -1\n", "new-game-players 2x\n",
                         "new-game-seats 1,2\n", "new-game-seats 0,0,0,0,0\n", "new-game-seats 0,9,0,0\n",
                         "new-game-seats a,b,c,d\n", "new-game-seats 0,,1,0\n"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        settings p = parsed(bad[i]);
        CHECK_EQ(p.newgame_players, 0);
        CHECK(p.newgame_seats[0] == 0 && p.newgame_seats[1] == 0 && p.newgame_seats[2] == 0 && p.newgame_seats[3] == 0);
    }
}

static void test_volume_steps(void)
{
    CHECK_EQ(settings_volume_step(0), 20);
    CHECK_EQ(settings_volume_step(80), 100);
    CHECK_EQ(settings_volume_step(95), 100); /* used to write 115 */
    CHECK_EQ(settings_volume_step(100), 0);
    int v = 35;
    for (int i = 0; i < 20; i++) {
        v = settings_volume_step(v);
        CHECK(v >= 0 && v <= 100);
    }
}

/* No temporary file of a save (NAME.PID.RANDOM.tmp) is left in the test folder. */
static bool no_tmp_left(void)
{
    DIR *d = opendir(tmpdir);
    bool none = true;
    for (struct dirent *e; d && (e = readdir(d));) {
        size_t n = strlen(e->d_name);
        none &= !(n > 4 && !strcmp(e->d_name + n - 4, ".tmp"));
    }
    if (d) closedir(d);
    return none;
}

static void test_save_load(void)
{
    char path[512], err[600];
    snprintf(path, sizeof path, "%s/settings.txt", tmpdir);
    settings a, b;
    settings_defaults(&a);
    a.volume = 60, a.mute = true, a.anim_speed = ANIM_FAST, a.colour_blind = true;
    CHECK(settings_save(&a, path, err, sizeof err));
    settings_load(&b, path);
    CHECK(same(&a, &b));
    /* A full disk (a 16-byte file size limit): the save fails, says why, and leaves no empty temp file. */
    pid_t pid = fork();
    if (pid == 0) {
        signal(SIGXFSZ, SIG_IGN);
        struct rlimit lim = {16, 16};
        setrlimit(RLIMIT_FSIZE, &lim);
        settings c = a;
        c.volume = 20;
        bool ok = settings_save(&c, path, err, sizeof err);
        _exit(!ok && no_tmp_left() ? 0 : 1);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    CHECK(no_tmp_left());
    settings_load(&b, path);
    CHECK_EQ(b.volume, 60);
    /* An injected fsync failure: refused with the reason. */
    gah_file_inject_failure("fsync", EIO);
    CHECK(!settings_save(&a, path, err, sizeof err));
    gah_file_inject_failure(NULL, 0);
    CHECK(strstr(err, "fsync") != NULL);
    CHECK(no_tmp_left());
    /* A FIFO named settings.txt: the defaults at once, never a hang. */
    unlink(path);
    CHECK(mkfifo(path, 0600) == 0);
    alarm(5);
    settings_load(&b, path);
    alarm(0);
    settings d;
    settings_defaults(&d);
    CHECK(same(&b, &d));
    unlink(path);
    /* A folder named settings.txt. */
    mkdir(path, 0700);
    settings_load(&b, path);
    CHECK(same(&b, &d));
    rmdir(path);
}

int main(void)
{
    snprintf(tmpdir, sizeof tmpdir, "/tmp/gah-test-settings-XXXXXX");
    if (!mkdtemp(tmpdir)) return 1;
    RUN(test_parse);
    RUN(test_volume_steps);
    RUN(test_newgame_seats);
    RUN(test_window_size);
    RUN(test_save_load);
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
    if (system(cmd) != 0) fprintf(stderr, "could not remove %s\n", tmpdir);
    return TEST_REPORT();
}

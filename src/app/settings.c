/* Reading and writing settings.txt: one "key value" per line. */
#include "app/settings.h"
#include "gah/engine.h"

#include "bg/file.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void settings_defaults(settings *s)
{
    *s = (settings){.volume = 80, .mute = false, .anim_speed = ANIM_NORMAL, .fullscreen = false,
                    .colour_blind = false, .confirm_end_turn = true, .think_ms = 1000, .hints = true,
                    .step_ms = SETTINGS_STEP_DEFAULT_MS, .text_min_px = SETTINGS_TEXT_DEFAULT_PX,
                    .guides = true};
}

static const char *const speed_words[] = {"off", "fast", "normal", "slow"};

/* A whole number 0..max written with digits only ("95"; not "95x", "-5" or "1e2"). */
static bool parse_small_uint(const char *text, int max, int *out)
{
    int v = 0;
    if (!*text) return false;
    for (const char *p = text; *p; p++) {
        if (*p < '0' || *p > '9') return false;
        v = v * 10 + (*p - '0');
        if (v > max) return false;
    }
    *out = v;
    return true;
}

static bool parse_yes_no(const char *text, bool *out)
{
    if (!strcmp(text, "yes")) *out = true;
    else if (!strcmp(text, "no")) *out = false;
    else return false;
    return true;
}

/* One line, already cut out of the text: "key value", with spaces around ignored. */
static void parse_line(settings *s, char *line)
{
    char *key = line + strspn(line, " \t");
    size_t klen = strcspn(key, " \t");
    if (!klen || key[0] == '#' || !key[klen]) return;
    key[klen] = 0;
    char *value = key + klen + 1;
    value += strspn(value, " \t");
    size_t vlen = strlen(value);
    while (vlen && (value[vlen - 1] == ' ' || value[vlen - 1] == '\t' || value[vlen - 1] == '\r')) value[--vlen] = 0;
    if (!strcmp(key, "volume")) parse_small_uint(value, 100, &s->volume);
    else if (!strcmp(key, "mute")) parse_yes_no(value, &s->mute);
    else if (!strcmp(key, "fullscreen")) parse_yes_no(value, &s->fullscreen);
    else if (!strcmp(key, "colour-blind")) parse_yes_no(value, &s->colour_blind);
    else if (!strcmp(key, "confirm-end-turn")) parse_yes_no(value, &s->confirm_end_turn);
    else if (!strcmp(key, "window-width")) parse_small_uint(value, 16384, &s->window_w);
    else if (!strcmp(key, "window-height")) parse_small_uint(value, 16384, &s->window_h);
    else if (!strcmp(key, "hints")) parse_yes_no(value, &s->hints);
    else if (!strcmp(key, "first-game-guides")) parse_yes_no(value, &s->guides);
    else if (!strcmp(key, "waltz")) { /* "none" or module numbers "1,2" (the params' own words) */
        gah_params p = {0};
        char why[120];
        if (!gah_params_set(&p, "waltz", value, why, sizeof why)) s->waltz = p.waltz;
    }
    else if (!strcmp(key, "new-game-players")) {
        int n;
        if (parse_small_uint(value, SETTINGS_SEATS, &n) && n >= 1) s->newgame_players = n;
    } else if (!strcmp(key, "new-game-seats")) { /* "0,2,2,0": a person, then a computer's strength (1..) */
        int seats[SETTINGS_SEATS] = {0}, count = 0;
        char *rest = NULL;
        bool ok = true;
        for (char *item = strtok_r(value, ",", &rest); item && ok; item = strtok_r(NULL, ",", &rest))
            ok = count < SETTINGS_SEATS && parse_small_uint(item, SETTINGS_STRENGTHS_MAX, &seats[count++]);
        if (ok && count == SETTINGS_SEATS) memcpy(s->newgame_seats, seats, sizeof seats);
    }
    else if (!strcmp(key, "thinking-ms")) {
        int ms;
        if (parse_small_uint(value, SETTINGS_THINK_MAX_MS, &ms) && ms >= 100) s->think_ms = ms;
    } else if (!strcmp(key, "text-min-px")) {
        parse_small_uint(value, SETTINGS_TEXT_MAX_PX, &s->text_min_px);
    } else if (!strcmp(key, "step-ms")) {
        int ms;
        if (parse_small_uint(value, SETTINGS_STEP_MAX_MS, &ms) && ms >= 200) s->step_ms = ms;
    } else if (!strcmp(key, "animations"))
        for (int i = 0; i < 4; i++)
            if (!strcmp(value, speed_words[i])) s->anim_speed = i;
}

void settings_parse(settings *s, const char *text, size_t len)
{
    settings_defaults(s);
    /* Lines of any length are taken whole: a long line is one (unknown) line, never split into two. */
    const char *p = text, *end = text + len;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
        char line[128];
        if (n < sizeof line && !memchr(p, 0, n)) {
            memcpy(line, p, n);
            line[n] = 0;
            parse_line(s, line);
        }
        p += n + 1;
    }
}

void settings_load(settings *s, const char *path)
{
    char err[600];
    size_t len;
    int why = 0;
    char *text = bg_file_read(path, SETTINGS_MAX_BYTES, &len, err, sizeof err, &why);
    if (!text) {
        settings_defaults(s);
        if (why != ENOENT) fprintf(stderr, "gah: settings not read (%s); using the defaults\n", err);
        return;
    }
    settings_parse(s, text, len);
    free(text);
}

size_t settings_format(const settings *s, char *out, size_t size)
{
    int speed = s->anim_speed >= 0 && s->anim_speed <= 3 ? s->anim_speed : ANIM_NORMAL;
    int n = snprintf(out, size,
                     "# Grand Austria Hotel settings\nvolume %d\nmute %s\nanimations %s\nfullscreen %s\n"
                     "colour-blind %s\nconfirm-end-turn %s\nthinking-ms %d\nhints %s\nstep-ms %d\ntext-min-px %d\n",
                     s->volume < 0 ? 0 : s->volume > 100 ? 100 : s->volume, s->mute ? "yes" : "no",
                     speed_words[speed], s->fullscreen ? "yes" : "no", s->colour_blind ? "yes" : "no",
                     s->confirm_end_turn ? "yes" : "no",
                     s->think_ms < 100 ? 100 : s->think_ms > SETTINGS_THINK_MAX_MS ? SETTINGS_THINK_MAX_MS : s->think_ms,
                     s->hints ? "yes" : "no",
                     s->step_ms < 200 ? 200 : s->step_ms > SETTINGS_STEP_MAX_MS ? SETTINGS_STEP_MAX_MS : s->step_ms,
                     s->text_min_px < 0 ? 0 : s->text_min_px > SETTINGS_TEXT_MAX_PX ? SETTINGS_TEXT_MAX_PX : s->text_min_px);
    if (n >= 0 && (size_t)n < size && s->waltz) {
        /* The params table writes the modules as the saves and the command line spell them. */
        char params[512], modules[64] = "";
        gah_params p = {.waltz = (uint8_t)s->waltz};
        gah_params_format(&p, params, sizeof params);
        const char *line = strstr(params, "waltz ");
        if (line) sscanf(line, "waltz %63s", modules);
        int m = snprintf(out + n, size - (size_t)n, "waltz %s\n", modules[0] ? modules : "none");
        if (m > 0) n += m;
    }
    if (n >= 0 && (size_t)n < size && s->newgame_players >= 1 && s->newgame_players <= SETTINGS_SEATS) {
        int m = snprintf(out + n, size - (size_t)n, "new-game-players %d\nnew-game-seats", s->newgame_players);
        for (int i = 0; i < SETTINGS_SEATS && m > 0; i++) {
            int seat = s->newgame_seats[i] < 0 || s->newgame_seats[i] > SETTINGS_STRENGTHS_MAX ? 0 : s->newgame_seats[i];
            if (n + m < (int)size) m += snprintf(out + n + m, size - (size_t)(n + m), "%s%d", i ? "," : " ", seat);
        }
        if (m > 0 && n + m < (int)size) m += snprintf(out + n + m, size - (size_t)(n + m), "\n");
        if (m > 0) n += m;
    }
    if (n >= 0 && (size_t)n < size && !s->guides) { /* written only when turned off: older files stay as they were */
        int m = snprintf(out + n, size - (size_t)n, "first-game-guides no\n");
        if (m > 0) n += m;
    }
    if (n >= 0 && (size_t)n < size && s->window_w > 0 && s->window_h > 0) {
        int m = snprintf(out + n, size - (size_t)n, "window-width %d\nwindow-height %d\n", s->window_w, s->window_h);
        if (m > 0) n += m;
    }
    return n < 0 ? 0 : (size_t)n;
}

bool settings_save(const settings *s, const char *path, char *err, size_t err_size)
{
    char text[1024];
    size_t len = settings_format(s, text, sizeof text);
    return bg_file_write_atomic(path, text, len, err, err_size);
}

int settings_volume_step(int volume)
{
    /* 0, 20, 40, ... 100 and round again; a value from the file between the steps goes to the next. */
    if (volume >= 100) return 0;
    int next = (volume / 20 + 1) * 20;
    return next > 100 ? 100 : next;
}

int settings_think_step(int think_ms)
{
    static const int steps[] = SETTINGS_THINK_STEPS;
    int n = (int)(sizeof steps / sizeof steps[0]);
    for (int i = 0; i < n; i++)
        if (steps[i] > think_ms) return steps[i];
    return steps[0];
}

int settings_step_step(int step_ms)
{
    static const int steps[] = SETTINGS_STEP_STEPS;
    int n = (int)(sizeof steps / sizeof steps[0]);
    for (int i = 0; i < n; i++)
        if (step_ms < steps[i]) return steps[i];
    return steps[0];
}

int settings_text_step(int text_min_px)
{
    static const int steps[] = SETTINGS_TEXT_STEPS;
    int n = (int)(sizeof steps / sizeof steps[0]);
    for (int i = 0; i < n; i++)
        if (text_min_px < steps[i]) return steps[i];
    return steps[0];
}

float settings_anim_factor(const settings *s)
{
    static const float factor[] = {0.0f, 0.5f, 1.0f, 1.6f};
    return s->anim_speed >= 0 && s->anim_speed <= 3 ? factor[s->anim_speed] : 1.0f;
}

/* Window managers add a title bar above the client area: leave room for one so the whole window shows. */
enum { TITLE_BAR_ALLOWANCE = 32, WINDOW_MIN_W = 640, WINDOW_MIN_H = 360 };

void settings_window_size(const settings *s, int desk_w, int desk_h, int *w, int *h)
{
    if (desk_w < WINDOW_MIN_W || desk_h < WINDOW_MIN_H + TITLE_BAR_ALLOWANCE) {
        *w = WINDOW_MIN_W, *h = WINDOW_MIN_H; /* no desktop size known (or a tiny one): the smallest window */
        return;
    }
    int room_h = desk_h - TITLE_BAR_ALLOWANCE;
    if (s->window_w >= WINDOW_MIN_W && s->window_h >= WINDOW_MIN_H && s->window_w <= desk_w && s->window_h <= room_h) {
        *w = s->window_w, *h = s->window_h;
        return;
    }
    /* The canvas is 16:9: a window of the same shape has no letterbox bars. */
    *w = desk_w, *h = desk_w * 9 / 16;
    if (*h > room_h) *h = room_h, *w = room_h * 16 / 9;
}

/* Finding and loading the client's resources: the data directory, fonts and sounds, with readable errors. */
#include "ui/ui.h"
#include "ui/sprite_cache.h"
#include "ui/text_cache.h"

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#ifndef GAH_DATA_FROM_BINDIR
#define GAH_DATA_FROM_BINDIR "../share/gah"
#endif

static bool file_exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static bool try_data_dir(ui_context *ui, const char *dir)
{
    char probe[1200];
    if (!dir || !*dir) return false;
    snprintf(probe, sizeof probe, "%s/emblem.svg", dir);
    if (!file_exists(probe)) return false;
    snprintf(ui->data_dir, sizeof ui->data_dir, "%s", dir);
    return true;
}

/* Fonts come from Debian packages (fonts-ebgaramond, fonts-dejavu-core); GAH_FONT_DIR overrides. */
static const char *const font_candidates[UI_FONT_FACE_COUNT][3] = {
    {"EBGaramond12-Regular.otf", "/usr/share/fonts/opentype/ebgaramond/EBGaramond12-Regular.otf",
     "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"},
    {"DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", NULL},
};

bool ui_find_resources(ui_context *ui, char *err, size_t err_size)
{
    char *base = SDL_GetBasePath();
    char dir[1000];
    bool found = try_data_dir(ui, SDL_getenv("GAH_DATA_DIR"));
    if (!found && base) {
        snprintf(dir, sizeof dir, "%sassets", base);
        found = try_data_dir(ui, dir);
    }
    /* An install: the data folder relative to the program's (meson.build computes it from bindir). */
    if (!found && base) {
        snprintf(dir, sizeof dir, "%s" GAH_DATA_FROM_BINDIR, base);
        found = try_data_dir(ui, dir);
    }
    SDL_free(base);
    if (!found) {
        snprintf(err, err_size,
                 "The game's data folder was not found (looked for emblem.svg next to the program and in "
                 GAH_DATA_FROM_BINDIR "). Set GAH_DATA_DIR to the folder, or rebuild with tools/dev.sh run.");
        return false;
    }
    const char *font_dir = SDL_getenv("GAH_FONT_DIR");
    for (int face = 0; face < UI_FONT_FACE_COUNT; face++) {
        ui->font_path[face][0] = 0;
        if (font_dir) {
            snprintf(dir, sizeof dir, "%s/%s", font_dir, font_candidates[face][0]);
            if (file_exists(dir)) snprintf(ui->font_path[face], sizeof ui->font_path[face], "%s", dir);
        }
        for (int i = 1; i < 3 && !ui->font_path[face][0]; i++)
            if (font_candidates[face][i] && file_exists(font_candidates[face][i]))
                snprintf(ui->font_path[face], sizeof ui->font_path[face], "%s", font_candidates[face][i]);
        if (!ui->font_path[face][0]) {
            snprintf(err, err_size,
                     "The font %s was not found. Install the Debian packages fonts-ebgaramond and "
                     "fonts-dejavu-core (tools/dev.sh does this), or set GAH_FONT_DIR.",
                     font_candidates[face][0]);
            return false;
        }
    }
    return true;
}

static const char *const sound_files[UI_SOUND_COUNT] = {"click.wav", "dice.wav", "card.wav",
                                                        "coin.wav", "room.wav", "fanfare.wav"};

void ui_load_sounds(ui_context *ui)
{
    if (!ui->audio_ok) return;
    for (int i = 0; i < UI_SOUND_COUNT; i++) {
        char path[1200];
        snprintf(path, sizeof path, "%s/sounds/%s", ui->data_dir, sound_files[i]);
        ui->sounds[i] = file_exists(path) ? Mix_LoadWAV(path) : NULL; /* a FIFO here would block the loader */
        if (!ui->sounds[i])
            fprintf(stderr, "gah: sound %s could not be loaded (%s); playing without it\n", path,
                    Mix_GetError());
    }
}

void ui_play(ui_context *ui, ui_sound sound)
{
    if (sound < 0 || sound >= UI_SOUND_COUNT || !ui->sounds[sound]) return;
    if (ui->volume <= 0) return;
    Mix_VolumeChunk(ui->sounds[sound], ui->volume);
    if (Mix_PlayChannel(-1, ui->sounds[sound], 0) >= 0) ui->sounds_played++;
}

void ui_unload(ui_context *ui)
{
    sprite_cache_free(ui);
    text_cache_free(ui);
    for (int i = 0; i < ui->font_count; i++) TTF_CloseFont(ui->fonts[i].font);
    ui->font_count = 0;
    for (int i = 0; i < UI_SOUND_COUNT; i++) {
        if (ui->sounds[i]) Mix_FreeChunk(ui->sounds[i]);
        ui->sounds[i] = NULL;
    }
}

void ui_report_error(const char *title, const char *message)
{
    fprintf(stderr, "gah: %s: %s\n", title, message);
    const char *driver = SDL_GetCurrentVideoDriver();
    if (driver && strcmp(driver, "dummy") != 0 && strcmp(driver, "offscreen") != 0)
        SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, title, message, NULL);
}

/* Reading and writing settings.txt: one "key value" per line. */
#include "app/settings.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void settings_defaults(settings *s)
{
    *s = (settings){.volume = 80, .mute = false, .anim_speed = ANIM_NORMAL, .fullscreen = false,
                    .colour_blind = false, .confirm_end_turn = true};
}

static const char *const speed_words[] = {"off", "fast", "normal", "slow"};

void settings_load(settings *s, const char *path)
{
    settings_defaults(s);
    FILE *f = fopen(path, "r");
    if (!f) return;
    char line[128], key[32], value[32];
    while (fgets(line, sizeof line, f)) {
        if (sscanf(line, "%31s %31s", key, value) != 2) continue;
        int v = atoi(value);
        if (!strcmp(key, "volume") && v >= 0 && v <= 100) s->volume = v;
        else if (!strcmp(key, "mute")) s->mute = !strcmp(value, "yes");
        else if (!strcmp(key, "fullscreen")) s->fullscreen = !strcmp(value, "yes");
        else if (!strcmp(key, "colour-blind")) s->colour_blind = !strcmp(value, "yes");
        else if (!strcmp(key, "confirm-end-turn")) s->confirm_end_turn = !strcmp(value, "yes");
        else if (!strcmp(key, "animations"))
            for (int i = 0; i < 4; i++)
                if (!strcmp(value, speed_words[i])) s->anim_speed = i;
    }
    fclose(f);
}

bool settings_save(const settings *s, const char *path)
{
    char tmp[1200];
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    FILE *f = fopen(tmp, "w");
    if (!f) return false;
    fprintf(f, "# Grand Austria Hotel settings\nvolume %d\nmute %s\nanimations %s\nfullscreen %s\ncolour-blind %s\n"
               "confirm-end-turn %s\n",
            s->volume, s->mute ? "yes" : "no", speed_words[s->anim_speed], s->fullscreen ? "yes" : "no",
            s->colour_blind ? "yes" : "no", s->confirm_end_turn ? "yes" : "no");
    bool ok = fclose(f) == 0;
    return ok && rename(tmp, path) == 0;
}

float settings_anim_factor(const settings *s)
{
    static const float factor[] = {0.0f, 0.5f, 1.0f, 1.6f};
    return s->anim_speed >= 0 && s->anim_speed <= 3 ? factor[s->anim_speed] : 1.0f;
}

/* libFuzzer target: the settings.txt parser never crashes, keeps every value in range, and what it
 * writes reads back the same. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "app/settings.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    settings s, again;
    settings_parse(&s, (const char *)data, size);
    if (s.volume < 0 || s.volume > 100 || s.anim_speed < 0 || s.anim_speed > 3) abort();
    char text[512];
    size_t len = settings_format(&s, text, sizeof text);
    settings_parse(&again, text, len);
    if (again.volume != s.volume || again.mute != s.mute || again.anim_speed != s.anim_speed ||
        again.fullscreen != s.fullscreen || again.colour_blind != s.colour_blind ||
        again.confirm_end_turn != s.confirm_end_turn)
        abort();
    if (settings_volume_step(s.volume) < 0 || settings_volume_step(s.volume) > 100) abort();
    return 0;
}

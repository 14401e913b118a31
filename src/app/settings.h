/* Player settings kept in the per-user config folder: volume, animation speed, full screen,
 * colour-blind mode, confirmation before ending a turn with actions left. */
#ifndef GAH_APP_SETTINGS_H
#define GAH_APP_SETTINGS_H

#include <stdbool.h>

typedef enum anim_speed { ANIM_OFF, ANIM_FAST, ANIM_NORMAL, ANIM_SLOW } anim_speed;

typedef struct settings {
    int volume;          /* 0..100 */
    bool mute;
    int anim_speed;      /* anim_speed */
    bool fullscreen;
    bool colour_blind;   /* patterns and letters on colours everywhere */
    bool confirm_end_turn;
} settings;

void settings_defaults(settings *s);
/* Reads `path`; unknown keys and bad values are ignored (a broken file never stops the game). */
void settings_load(settings *s, const char *path);
/* Atomic write (temp file, rename). */
bool settings_save(const settings *s, const char *path);
/* Duration factor for animations: 0 (off) to 1.6 (slow). */
float settings_anim_factor(const settings *s);

#endif

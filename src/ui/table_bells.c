/* Let's Waltz module 5 at the table: the bell card that rings is the card in the player's staff, lit from
 * the legal `use` and clicked to take its reward (it turns face down); the prompt says which card rang and
 * what it asked for. The once-per-round cards are staff cards used by a click like any other. */
#include "ui/table_bells.h"

#include <stdio.h>
#include <string.h>

int table_bells_ringing(const table_scene *t)
{
    if (gah_current_prompt(gah_session_state(&t->session)).kind != GAH_PROMPT_BELL) return 0;
    for (int i = 0; i < t->legal_count; i++)
        if (t->legal[i].type == GAH_CMD_USE) return t->legal[i].a;
    return 0;
}

bool table_bells_banner(const table_scene *t, char *out, size_t size)
{
    int id = table_bells_ringing(t);
    if (!id) return false;
    for (int i = 0; i < gah_staff_count; i++) {
        const gah_staff_card *card = &gah_staff[i];
        if (card->id != id) continue;
        const char *text = card->text;
        if (!strncmp(text, "Bell: ", 6)) text += 6; /* the prompt already says it is a bell */
        snprintf(out, size, "%s: %s", card->name, text);
        return true;
    }
    return false;
}

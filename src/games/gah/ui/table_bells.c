/* Let's Waltz module 5 at the table: the bell card that rings is the card in the player's staff, lit from
 * the legal `use` and clicked to take its reward (it turns face down); the prompt says which card rang and
 * what it asked for. The once-per-round cards are staff cards used by a click like any other. */
#include "games/gah/ui/table_bells.h"

#include <stdio.h>
#include <string.h>

int table_bells_ringing(const table_scene *t)
{
    if (gah_current_prompt(gah_session_state(&t->session)).kind != GAH_PROMPT_BELL) return 0;
    for (int i = 0; i < t->legal_count; i++)
        if (t->legal[i].type == GAH_CMD_USE) return t->legal[i].a;
    return 0;
}

/* Its requirement is met (it rang), so the line says only what turning it face down gives: the whole card's
 * words ran to three lines over the prompt's buttons at 1366x768 (issue 40); the viewer shows the card. */
void table_bells_words(const gah_staff_card *card, char *out, size_t size)
{
    static const char said[] = ", you may turn this face down ";
    const char *text = card->text, *reward = strstr(text, said);
    if (reward) {
        snprintf(out, size, "%s's bell: turn it face down %s", card->name, reward + strlen(said));
        return;
    }
    if (!strncmp(text, "Bell: ", 6)) text += 6; /* the prompt already says it is a bell */
    snprintf(out, size, "%s: %s", card->name, text);
}

bool table_bells_banner(const table_scene *t, char *out, size_t size)
{
    int id = table_bells_ringing(t);
    if (!id) return false;
    for (int i = 0; i < gah_staff_count; i++)
        if (gah_staff[i].id == id) {
            table_bells_words(&gah_staff[i], out, size);
            return true;
        }
    return false;
}

const gah_table_part gah_table_part_bells = {
    .name = "bells",
    .banner = table_bells_banner,
};

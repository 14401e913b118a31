/* Who acts and whose hotel is drawn: the prompt seat's, or an opponent's after a click on their panel (issue
 * 13: a tiny colour grid and one card were all one could see): their hotel, café, kitchen and staff in play
 * where one's own are, at full size; their hand stays face down. The next click anywhere else comes back
 * and does nothing else. */
#include "games/gah/ui/table_scene.h"

int table_prompt_seat(const table_scene *t) { return gah_current_prompt(gah_session_state(&t->session)).seat; }

int table_viewed_seat(const table_scene *t)
{
    int seat = table_prompt_seat(t);
    if (t->expanded < 0 || t->expanded >= gah_session_state(&t->session)->players || t->expanded == seat) return seat;
    return t->expanded;
}

bool table_looking(const table_scene *t) { return table_viewed_seat(t) != table_prompt_seat(t); }

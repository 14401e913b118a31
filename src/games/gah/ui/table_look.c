/* Who acts and whose hotel is drawn: the prompt seat's, or an opponent's after a click on their panel (issue
 * 13: a tiny colour grid and one card were all one could see): their hotel, café, kitchen and staff in play
 * where one's own are, at full size; their hand stays face down. The next click anywhere else comes back
 * and does nothing else. With one person at the table the hotel in view is theirs, whoever acts. */
#include "games/gah/ui/table_scene.h"

int table_prompt_seat(const table_scene *t) { return gah_current_prompt(gah_session_state(&t->session)).seat; }

int table_home_seat(const table_scene *t)
{
    /* Issue 40: with one person at the table, a computer's turn put its hotel and a hidden hand where the
     * person's own were, so nobody could plan while waiting: that person's hotel stays. */
    const gah_state *st = gah_session_state(&t->session);
    int person = -1, people = 0;
    for (int s = 0; s < st->players && s < GAH_MAX_PLAYERS; s++)
        if (t->session.control[s] == BG_CONTROL_PERSON) person = s, people++;
    return people == 1 ? person : table_prompt_seat(t);
}

int table_viewed_seat(const table_scene *t)
{
    int seat = table_home_seat(t);
    if (t->expanded < 0 || t->expanded >= gah_session_state(&t->session)->players || t->expanded == seat) return seat;
    return t->expanded;
}

bool table_looking(const table_scene *t) { return table_viewed_seat(t) != table_home_seat(t); }

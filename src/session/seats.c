/* Who answers each seat's prompts: the seat kinds the session keeps and saves, the check that an answer
 * given later (a computer's move from a worker thread, a hint, a remote seat) still fits the position, and
 * the forced moves nobody is asked to make, made here once, below every controller. Names no game. */
#include "bg/session.h"

#include <stdio.h>
#include <string.h>

void bg_session_set_computer(bg_session *s, int seat, const char *agent)
{
    if (seat < 0 || seat >= BG_MAX_SEATS || s->control[seat] == BG_CONTROL_AUTOMA) return;
    s->control[seat] = BG_CONTROL_COMPUTER;
    snprintf(s->agent[seat], sizeof s->agent[seat], "%s", agent);
}

bool bg_session_is_at(const bg_session *s, int record_count, uint64_t hash)
{
    return s->state && s->count == record_count && bg_session_hash(s) == hash;
}

const char *bg_session_forced(const bg_session *s, bg_move *out)
{
    return s->game && s->game->forced ? s->game->forced(s->state, out) : NULL;
}

const char *bg_session_play_forced(bg_session *s, bg_events *ev)
{
    bg_move move;
    const char *why = bg_session_forced(s, &move);
    if (!why) return NULL;
    int seat = s->game->prompt(s->state).seat;
    /* The game listed the move as legal for this very state: a refusal would be the game's own bug, and
     * then the seat is simply asked. */
    return bg_session_apply(s, seat, move, ev) ? NULL : why;
}

/* Game sessions over the game interface: the move record, undo points between barriers, the state kept as
 * a blob of the game's size. Names no game. */
#include "bg/session.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool record_push(bg_session *s, int seat, bg_move move)
{
    if (s->count == s->capacity) {
        int cap = s->capacity ? s->capacity * 2 : 256;
        bg_record_entry *grown = realloc(s->record, sizeof *grown * (size_t)cap);
        if (!grown) return false;
        s->record = grown;
        s->capacity = cap;
    }
    s->record[s->count++] = (bg_record_entry){(uint8_t)seat, move};
    return true;
}

static unsigned char *undo_state(const bg_session *s, int i)
{
    return s->undo_states + (size_t)i * s->game->state_size;
}

/* Room for one more undo point. When memory runs out the old points are given up (undo reaches less far)
 * and the first slot, which always exists, is used: a move is never refused for undo's sake. */
static void undo_reserve(bg_session *s)
{
    if (s->undo_count < s->undo_capacity) return;
    int cap = s->undo_capacity * 2;
    unsigned char *states = realloc(s->undo_states, (size_t)cap * s->game->state_size);
    if (states) s->undo_states = states;
    int *records = states ? realloc(s->undo_records, sizeof *records * (size_t)cap) : NULL;
    if (records) s->undo_records = records;
    if (states && records) s->undo_capacity = cap;
    else s->undo_count = 0;
}

static const char *session_start(bg_session *s, const bg_game *game, const void *params, bg_events *ev, bool preview)
{
    memset(s, 0, sizeof *s);
    s->game = game;
    s->params = malloc(game->params_size);
    s->state = calloc(1, game->state_size);
    s->undo_states = malloc(game->state_size);
    s->undo_records = malloc(sizeof *s->undo_records);
    s->undo_capacity = 1;
    if (!s->params || !s->state || !s->undo_states || !s->undo_records) {
        bg_session_free(s);
        return "Out of memory: the game could not be set up.";
    }
    memcpy(s->params, params, game->params_size);
    for (int i = 0; i < BG_MAX_SEATS; i++) {
        snprintf(s->names[i], sizeof s->names[i], "Player %d", i + 1);
        s->colours[i] = (uint8_t)i;
        s->control[i] = BG_CONTROL_PERSON;
    }
    const char *(*setup)(void *, const void *, bg_events *) = preview && game->setup_preview ? game->setup_preview : game->setup;
    const char *why = setup(s->state, params, ev);
    if (why) {
        bg_session_free(s);
        return why;
    }
    for (int i = 0; i < game->seats(s->state) && i < BG_MAX_SEATS; i++)
        if (game->seat_is_automa(s->state, i)) s->control[i] = BG_CONTROL_AUTOMA;
    return NULL;
}

const char *bg_session_start(bg_session *s, const bg_game *game, const void *params, bg_events *ev)
{
    return session_start(s, game, params, ev, false);
}

const char *bg_session_start_preview(bg_session *s, const bg_game *game, const void *params, bg_events *ev)
{
    return session_start(s, game, params, ev, true);
}

const char *bg_session_apply(bg_session *s, int seat, bg_move move, bg_events *ev)
{
    static bg_events local; /* large: kept off the stack; sessions are used from one thread */
    bg_events *out = ev ? ev : &local;
    int from = out->count;
    if (!ev) local.count = 0, local.overflow = false;
    /* The state before the move goes straight into the next undo point: one copy a move, the one undo needs. */
    undo_reserve(s);
    unsigned char *before = undo_state(s, s->undo_count);
    memcpy(before, s->state, s->game->state_size);
    const char *why = s->game->apply(s->state, seat, move, out);
    if (why) return why; /* a refused move leaves the state as it was (bg_game.apply) */
    if (!record_push(s, seat, move)) {
        memcpy(s->state, before, s->game->state_size);
        return "Out of memory: the command was not recorded.";
    }
    if (bg_events_are_barrier(s->game, out, from)) s->undo_count = 0;
    else s->undo_records[s->undo_count++] = s->count - 1;
    return NULL;
}

bool bg_session_can_undo(const bg_session *s) { return s->undo_count > 0; }

bool bg_session_undo(bg_session *s)
{
    if (!s->undo_count) return false;
    s->undo_count--;
    memcpy(s->state, undo_state(s, s->undo_count), s->game->state_size);
    s->count = s->undo_records[s->undo_count];
    return true;
}

uint64_t bg_session_hash(const bg_session *s) { return s->game->hash(s->state); }

void bg_session_free(bg_session *s)
{
    free(s->params);
    free(s->state);
    free(s->record);
    free(s->undo_states);
    free(s->undo_records);
    memset(s, 0, sizeof *s);
}

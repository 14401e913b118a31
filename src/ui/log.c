/* Sentences for the game log, written here in our own words. */
#include "ui/log.h"

#include <stdio.h>
#include <string.h>

static const char *const action_words[7] = {"", "dishes", "drinks", "rooms", "krone and Emperor", "a staff card", "an imitation"};

static const char *guest_name(int id)
{
    const gah_guest_card *g = gah_guest_by_id(id);
    return g ? g->name : "a guest";
}

static const char *staff_name(int id)
{
    const gah_staff_card *s = gah_staff_by_id(id);
    return s ? s->name : "a staff card";
}

bool log_event_text(const gah_event *e, const char names[][24], char *out, size_t size)
{
    const char *who = names[e->seat < GAH_MAX_PLAYERS ? e->seat : 0];
    switch (e->type) {
    case GAH_EV_ROUND_START: snprintf(out, size, "— Round %d —", e->a); return true;
    case GAH_EV_TURN_START: snprintf(out, size, "%s's turn (%d)", who, e->a); return true;
    case GAH_EV_DIE_TAKEN:
        if (e->b) snprintf(out, size, "%s takes a %d%s for %s (strength %d)", who, e->a, e->c ? " with boost" : "", action_words[e->a], e->b);
        else snprintf(out, size, "%s takes a %d", who, e->a);
        return true;
    case GAH_EV_ACTION:
        if (!e->c) snprintf(out, size, "%s carries out %s with strength %d", who, action_words[e->a], e->b);
        else return false;
        return true;
    case GAH_EV_GUEST_TAKEN:
        if (e->value) snprintf(out, size, "%s seats %s at table %d for %d krone", who, guest_name(e->a), e->c, e->value);
        else snprintf(out, size, "%s seats %s at table %d", who, guest_name(e->a), e->c);
        return true;
    case GAH_EV_GUEST_MOVED: snprintf(out, size, "%s moves %s into room %d", who, guest_name(e->a), e->c); return true;
    case GAH_EV_AUTOMA_GUEST: snprintf(out, size, "%s takes %s straight into room %d", who, guest_name(e->a), e->c); return true;
    case GAH_EV_AUTOMA_CARD: snprintf(out, size, "%s turns up instruction card %d", who, e->a); return true;
    case GAH_EV_ROOM_PREPARED:
        snprintf(out, size, "%s prepares room %d%s", who, e->a, e->value ? "" : " for free");
        if (e->value) snprintf(out + strlen(out), size - strlen(out), " for %d krone", e->value);
        return true;
    case GAH_EV_ROOM_OCCUPIED: return false;
    case GAH_EV_ROOM_REMOVED: snprintf(out, size, "The Emperor takes %s's room %d", who, e->a); return true;
    case GAH_EV_GROUP_BONUS: snprintf(out, size, "%s completes a group: bonus %d", who, e->value); return true;
    case GAH_EV_STAFF_PLAYED: snprintf(out, size, "%s hires the %s%s", who, staff_name(e->a), e->value ? "" : " free"); return true;
    case GAH_EV_STAFF_USED: snprintf(out, size, "%s calls on the %s", who, staff_name(e->a)); return true;
    case GAH_EV_OBJECTIVE: snprintf(out, size, "%s fulfils objective %c: %d VP", who, 'A' + e->a, e->value); return true;
    case GAH_EV_OBJECTIVE_COUNTDOWN: snprintf(out, size, "%s works towards objective %c", who, 'A' + e->a); return true;
    case GAH_EV_PASS: snprintf(out, size, "%s passes and waits for the re-roll", who); return true;
    case GAH_EV_DIE_DUSTBIN: snprintf(out, size, "A die goes to the dustbin; the rest are rolled again"); return true;
    case GAH_EV_EMPEROR_SCORING:
        snprintf(out, size, "Emperor: %s scores %d VP and drops from %d to %d", who, e->value, e->a, e->c);
        return true;
    case GAH_EV_EMPEROR_REWARD: snprintf(out, size, "The Emperor rewards %s", who); return true;
    case GAH_EV_EMPEROR_PENALTY: snprintf(out, size, "The Emperor punishes %s", who); return true;
    case GAH_EV_FINAL_SCORE:
        if (!e->value) return false;
        snprintf(out, size, "Final scoring: %s %+d VP", who, e->value);
        return true;
    case GAH_EV_GAME_OVER: snprintf(out, size, "The game is over"); return true;
    case GAH_EV_ITEM_SERVED: snprintf(out, size, "%s serves a %s at table %d", who, gah_item_name(e->a), e->b); return true;
    default: return false;
    }
}

void log_events(game_log *log, const gah_events *ev, const char names[][24])
{
    for (int i = 0; i < ev->count; i++) {
        char line[LOG_LINE_MAX];
        if (!log_event_text(&ev->list[i], names, line, sizeof line)) continue;
        if (log->count == LOG_LINES) {
            memmove(log->lines[0], log->lines[1], sizeof log->lines[0] * (LOG_LINES - 1));
            log->count--;
        }
        snprintf(log->lines[log->count++], LOG_LINE_MAX, "%s", line);
    }
}

/* Appending events, their names for logs and scenario files, and which of them undo may not cross. */
#include "internal.h"

void gah_ev_push(gah_ctx *c, int type, int seat, int a, int b, int cc, int value)
{
    /* Search and projections apply without a record: building the event first cost them a quarter of
     * their time (the bytes stored one by one, then read back as words). */
    if (!c->ev) return;
    gah_ev_push_event(c, (gah_event){.type = (uint8_t)type, .seat = (uint8_t)seat, .a = (int16_t)a, .b = (int16_t)b,
                                 .c = (int16_t)cc, .value = (int16_t)value});
}

void gah_ev_push_event(gah_ctx *c, gah_event e)
{
    if (!c->ev) return;
    if (c->ev->count >= GAH_EVENTS_MAX) {
        c->ev->overflow = true;
        return;
    }
    c->ev->list[c->ev->count++] = e;
}

/* Every event said once: its name (logs, scenario files), whether undo may cross it (a reveal, a roll, the
 * turn passing: see gah_events_are_barrier), whether its `a` is private to its seat (a staff card drawn is
 * seen by its owner only) and how the window paces it. */
static const bg_event_info event_infos[GAH_EV_COUNT] = {
    [GAH_EV_SETUP] = {"setup", true, false, BG_PACE_SCENE},
    [GAH_EV_ROUND_START] = {"round-start", false, false, BG_PACE_SCENE},
    [GAH_EV_DICE_ROLLED] = {"dice-rolled", true, false, BG_PACE_SCENE},
    [GAH_EV_DIE_DUSTBIN] = {"die-dustbin", true, false, BG_PACE_STEP},
    [GAH_EV_PASS] = {"pass", true, false, BG_PACE_STEP},
    [GAH_EV_TURN_START] = {"turn-start", true, false, BG_PACE_SCENE},
    [GAH_EV_TURN_END] = {"turn-end", true, false, BG_PACE_STEP},
    [GAH_EV_GUEST_TAKEN] = {"guest-taken", false, false, BG_PACE_STEP},
    [GAH_EV_QUEUE_SLIDE] = {"queue-slide", false, false, BG_PACE_SCENE},
    [GAH_EV_QUEUE_REFILL] = {"queue-refill", true, false, BG_PACE_SCENE},
    [GAH_EV_GUEST_RESHUFFLE] = {"guest-reshuffle", true, false, BG_PACE_SCENE},
    [GAH_EV_DIE_TAKEN] = {"die-taken", false, false, BG_PACE_STEP},
    [GAH_EV_ACTION] = {"action", false, false, BG_PACE_STEP},
    [GAH_EV_ITEM_GAINED] = {"item-gained", false, false, BG_PACE_QUICK},
    [GAH_EV_ITEM_SERVED] = {"item-served", false, false, BG_PACE_QUICK},
    [GAH_EV_MONEY] = {"money", false, false, BG_PACE_QUICK},
    [GAH_EV_VP] = {"vp", false, false, BG_PACE_QUICK},
    [GAH_EV_EMPEROR] = {"emperor", false, false, BG_PACE_QUICK},
    [GAH_EV_ROOM_PREPARED] = {"room-prepared", false, false, BG_PACE_STEP},
    [GAH_EV_ROOM_OCCUPIED] = {"room-occupied", false, false, BG_PACE_STEP},
    [GAH_EV_ROOM_REMOVED] = {"room-removed", false, false, BG_PACE_STEP},
    [GAH_EV_GROUP_BONUS] = {"group-bonus", false, false, BG_PACE_STEP},
    [GAH_EV_GUEST_MOVED] = {"guest-moved", false, false, BG_PACE_STEP},
    [GAH_EV_STAFF_DRAWN] = {"staff-drawn", true, true, BG_PACE_STEP},
    [GAH_EV_STAFF_PLAYED] = {"staff-played", false, false, BG_PACE_STEP},
    [GAH_EV_STAFF_USED] = {"staff-used", false, false, BG_PACE_STEP},
    [GAH_EV_STAFF_BOTTOM] = {"staff-bottom", false, false, BG_PACE_STEP},
    [GAH_EV_OBJECTIVE] = {"objective", false, false, BG_PACE_STEP},
    [GAH_EV_EMPEROR_SCORING] = {"emperor-scoring", false, false, BG_PACE_SCENE},
    [GAH_EV_EMPEROR_REWARD] = {"emperor-reward", false, false, BG_PACE_STEP},
    [GAH_EV_EMPEROR_PENALTY] = {"emperor-penalty", false, false, BG_PACE_STEP},
    [GAH_EV_ROUND_END] = {"round-end", true, false, BG_PACE_SCENE},
    [GAH_EV_FINAL_SCORE] = {"final-score", false, false, BG_PACE_SCENE},
    [GAH_EV_GAME_OVER] = {"game-over", true, false, BG_PACE_SCENE},
    [GAH_EV_STAFF_REMOVED] = {"staff-removed", false, false, BG_PACE_STEP},
    [GAH_EV_AUTOMA_CARD] = {"automa-card", false, false, BG_PACE_STEP},
    [GAH_EV_AUTOMA_GUEST] = {"automa-guest", false, false, BG_PACE_STEP},
    [GAH_EV_OBJECTIVE_COUNTDOWN] = {"objective-countdown", false, false, BG_PACE_STEP},
    [GAH_EV_COLOUR_DIE] = {"colour-die", true, false, BG_PACE_STEP},
    [GAH_EV_CELEBRITY_TAKEN] = {"celebrity-taken", false, false, BG_PACE_STEP},
    [GAH_EV_LOUNGE_CHIT] = {"lounge-chit", false, false, BG_PACE_STEP},
    [GAH_EV_LOUNGE_REFILL] = {"lounge-refill", true, false, BG_PACE_STEP},
    [GAH_EV_CELEBRITY_DISCARDED] = {"celebrity-discarded", false, false, BG_PACE_STEP},
    [GAH_EV_CELEBRITY_RESHUFFLE] = {"celebrity-reshuffle", true, false, BG_PACE_STEP},
    [GAH_EV_ITEM_TRADED] = {"item-traded", false, false, BG_PACE_STEP},
    [GAH_EV_REHEARSAL_CHOSEN] = {"rehearsal-chosen", false, false, BG_PACE_STEP},
    [GAH_EV_DANCER_SENT] = {"dancer-sent", false, false, BG_PACE_STEP},
    [GAH_EV_DANCER_PLACED] = {"dancer-placed", false, false, BG_PACE_STEP},
    [GAH_EV_SECTION_EMPTIED] = {"section-emptied", false, false, BG_PACE_STEP},
    [GAH_EV_BALLROOM_SCORED] = {"ballroom-scored", false, false, BG_PACE_STEP},
    [GAH_EV_DANCERS_REMOVED] = {"dancers-removed", false, false, BG_PACE_STEP},
    [GAH_EV_ITEM_SPENT] = {"item-spent", false, false, BG_PACE_STEP},
    [GAH_EV_ENTRANCE_OFFERED] = {"entrance-offered", false, false, BG_PACE_STEP},
    [GAH_EV_AUCTION_BID] = {"auction-bid", false, false, BG_PACE_STEP},
    [GAH_EV_AUCTION_PASS] = {"auction-pass", false, false, BG_PACE_STEP},
    [GAH_EV_ENTRANCE_WON] = {"entrance-won", false, false, BG_PACE_STEP},
    [GAH_EV_DOVE_TOKEN] = {"dove-token", false, false, BG_PACE_STEP},
    [GAH_EV_ENTRANCE_BONUS] = {"entrance-bonus", false, false, BG_PACE_STEP},
    [GAH_EV_GUEST_DISCARDED] = {"guest-discarded", false, false, BG_PACE_STEP},
    [GAH_EV_STAFF_FACE_DOWN] = {"staff-face-down", false, false, BG_PACE_STEP},
    [GAH_EV_KEY_TAKEN] = {"key-taken", false, false, BG_PACE_STEP},
    [GAH_EV_KEY_RETURNED] = {"key-returned", false, false, BG_PACE_STEP},
    [GAH_EV_GUEST_REWARD] = {"guest-reward", false, false, BG_PACE_STEP},
    [GAH_EV_SOLO_ENTRANCE] = {"solo-entrance", false, false, BG_PACE_STEP},
    [GAH_EV_SOLO_EFFECT] = {"solo-effect", false, false, BG_PACE_STEP},
};

const bg_event_info *gah_event_info(int type)
{
    return type >= 0 && type < GAH_EV_COUNT ? &event_infos[type] : NULL;
}

const char *gah_event_name(int type)
{
    return type >= 0 && type < GAH_EV_COUNT ? event_infos[type].name : "?";
}

bool gah_events_are_barrier(const gah_events *ev, int from)
{
    /* One rule for every game (bg/game.h), read from this game's event table. */
    return bg_events_are_barrier(&gah_game, ev, from);
}

void gah_events_redact(gah_events *ev, int from, int seat)
{
    for (int i = from; i < ev->count; i++) {
        gah_event *e = &ev->list[i];
        if (e->type < GAH_EV_COUNT && event_infos[e->type].private_field && e->seat != seat) e->a = 0;
    }
}

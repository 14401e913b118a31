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

static const char *const event_names[GAH_EV_COUNT] = {
    "setup", "round-start", "dice-rolled", "die-dustbin", "pass", "turn-start", "turn-end",
    "guest-taken", "queue-slide", "queue-refill", "guest-reshuffle", "die-taken", "action",
    "item-gained", "item-served", "money", "vp", "emperor", "room-prepared", "room-occupied",
    "room-removed", "group-bonus", "guest-moved", "staff-drawn", "staff-played", "staff-used",
    "staff-bottom", "objective", "emperor-scoring", "emperor-reward", "emperor-penalty", "round-end",
    "final-score", "game-over", "staff-removed", "automa-card", "automa-guest", "objective-countdown",
    /* Let's Waltz module 2 */
    "colour-die", "celebrity-taken", "lounge-chit", "lounge-refill", "celebrity-discarded", "celebrity-reshuffle", "item-traded",
    /* Let's Waltz module 1 */
    "rehearsal-chosen", "dancer-sent", "dancer-placed", "section-emptied", "ballroom-scored", "dancers-removed",
    "item-spent",
    /* Let's Waltz module 3 */
    "entrance-offered", "auction-bid", "auction-pass", "entrance-won", "dove-token", "entrance-bonus",
    "guest-discarded",
    /* Let's Waltz module 5 */
    "staff-face-down",
    /* Let's Waltz module 4 */
    "key-taken", "key-returned",
    "guest-reward",
    /* Dinner for One with Let's Waltz module 3 */
    "solo-entrance", "solo-effect",
};

const char *gah_event_name(int type)
{
    return type >= 0 && type < GAH_EV_COUNT ? event_names[type] : "?";
}

bool gah_events_are_barrier(const gah_events *ev, int from)
{
    /* Events that did not fit are unknown: any of them could have been a reveal. */
    if (ev->overflow) return true;
    for (int i = from; i < ev->count; i++) {
        switch (ev->list[i].type) {
        case GAH_EV_DICE_ROLLED: case GAH_EV_DIE_DUSTBIN: case GAH_EV_STAFF_DRAWN: case GAH_EV_QUEUE_REFILL:
        case GAH_EV_GUEST_RESHUFFLE: case GAH_EV_TURN_END: case GAH_EV_PASS: case GAH_EV_ROUND_END:
        case GAH_EV_TURN_START: case GAH_EV_SETUP: case GAH_EV_GAME_OVER:
        case GAH_EV_COLOUR_DIE: case GAH_EV_LOUNGE_REFILL: case GAH_EV_CELEBRITY_RESHUFFLE:
            return true;
        default: break;
        }
    }
    return false;
}

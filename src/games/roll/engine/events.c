/* Let's Roll's events: appending them, and each said once (name, undo barrier, pacing). */
#include "internal.h"

void roll_ev_push(roll_ctx *c, int type, int seat, int a, int b, int cc, int value)
{
    /* Searches and projections apply without a record. */
    if (!c->ev) return;
    if (c->ev->count >= BG_EVENTS_MAX) {
        c->ev->overflow = true;
        return;
    }
    c->ev->list[c->ev->count++] = (bg_event){.type = (uint8_t)type, .seat = (uint8_t)seat, .a = (int16_t)a,
                                             .b = (int16_t)b, .c = (int16_t)cc, .value = (int16_t)value};
}

/* Undo may not cross the set-up, a roll of the dice (chance drawn) or a new turn (the game passed to another
 * seat): seed 003 hides nothing else, so a player may take back anything within a turn. */
static const bg_event_info event_infos[ROLL_EV_COUNT] = {
    [ROLL_EV_SETUP] = {"setup", true, false, BG_PACE_SCENE},
    [ROLL_EV_BOARDS] = {"boards", true, false, BG_PACE_STEP},
    [ROLL_EV_ROUND_START] = {"round-start", false, false, BG_PACE_SCENE},
    [ROLL_EV_DICE_ROLLED] = {"dice-rolled", true, false, BG_PACE_SCENE},
    [ROLL_EV_TURN_START] = {"turn-start", true, false, BG_PACE_SCENE},
    [ROLL_EV_DIE_TAKEN] = {"die-taken", false, false, BG_PACE_STEP},
    [ROLL_EV_SPECIAL_CASE] = {"special-case", false, false, BG_PACE_STEP},
    [ROLL_EV_ACTION] = {"action", false, false, BG_PACE_STEP},
    [ROLL_EV_IMITATE] = {"imitate", false, false, BG_PACE_STEP},
    [ROLL_EV_MONEY] = {"money", false, false, BG_PACE_QUICK},
    [ROLL_EV_ROOM_PREPARED] = {"room-prepared", false, false, BG_PACE_STEP},
    [ROLL_EV_ROOM_OCCUPIED] = {"room-occupied", false, false, BG_PACE_STEP},
    [ROLL_EV_ROOM_BONUS] = {"room-bonus", false, false, BG_PACE_STEP},
    [ROLL_EV_GROUP_BONUS] = {"group-bonus", false, false, BG_PACE_STEP},
    [ROLL_EV_ROW_BONUS] = {"row-bonus", false, false, BG_PACE_STEP},
    [ROLL_EV_COLUMN_BONUS] = {"column-bonus", false, false, BG_PACE_STEP},
    [ROLL_EV_EMPEROR] = {"emperor", false, false, BG_PACE_QUICK},
    [ROLL_EV_EMPEROR_BONUS] = {"emperor-bonus", false, false, BG_PACE_STEP},
    [ROLL_EV_TRACK_FIRST] = {"track-first", false, false, BG_PACE_STEP},
    [ROLL_EV_OVERFLOW] = {"overflow", false, false, BG_PACE_QUICK},
    [ROLL_EV_STAFF_HIRED] = {"staff-hired", false, false, BG_PACE_STEP},
    [ROLL_EV_STAFF_EFFECT] = {"staff-effect", false, false, BG_PACE_STEP},
    [ROLL_EV_BONUS_LOST] = {"bonus-lost", false, false, BG_PACE_STEP},
    [ROLL_EV_LOAN] = {"loan", false, false, BG_PACE_STEP},
    [ROLL_EV_EMPEROR_CHECK] = {"emperor-check", false, false, BG_PACE_SCENE},
    [ROLL_EV_ROUND_END] = {"round-end", false, false, BG_PACE_SCENE},
    [ROLL_EV_FINAL_SCORE] = {"final-score", false, false, BG_PACE_SCENE},
    [ROLL_EV_GAME_OVER] = {"game-over", true, false, BG_PACE_SCENE},
};

const bg_event_info *roll_event_info(int type)
{
    return type >= 0 && type < ROLL_EV_COUNT ? &event_infos[type] : NULL;
}

const char *roll_event_name(int type)
{
    return type >= 0 && type < ROLL_EV_COUNT ? event_infos[type].name : "?";
}

void roll_events_redact(bg_events *ev, int from, int seat)
{
    (void)ev, (void)from, (void)seat; /* every event is public: nothing of Let's Roll is hidden but the future */
}

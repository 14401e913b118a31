/* Let's Roll's Emperor tracks (seed 003, "The Emperor Tracks", "The Emperor Checks In"): spaces crossed left
 * to right on the round's track, on into the next track when one is full, then points past the bottom track;
 * printed bonuses carried out once the crossing is done, in the order reached; the first to finish a track
 * circles its points; the check of the light section after rounds 3, 5 and 7. */
#include "internal.h"

int roll_active_track(int round)
{
    int t = 0;
    while (t + 1 < ROLL_TRACKS && round >= roll_rules.track_first_round[t + 1]) t++;
    return t;
}

void roll_cross_emperor(roll_ctx *c, int seat, int spaces)
{
    roll_state *st = c->st;
    roll_player *p = &st->player[seat];
    const roll_hotel *h = roll_hotel_by_id(p->hotel);
    uint8_t reached[ROLL_TRACKS * ROLL_TRACK_MAX][2];
    int bonuses = 0, overflow = 0, crossed[ROLL_TRACKS] = {0};
    unsigned first = 0;
    for (int i = 0; i < spaces; i++) {
        /* The active track; a full one (even the round's own) passes the space on to the next. An earlier track
         * left unfinished stays so (ruling 1011). */
        int t = roll_active_track(st->round);
        while (t < ROLL_TRACKS && p->emperor[t] >= roll_rules.track_spaces[t]) t++;
        if (t == ROLL_TRACKS) {
            if (p->overflow < roll_rules.overflow_max) p->overflow++, overflow++; /* seed 003: up to 10 points */
            continue;
        }
        int s = p->emperor[t]++;
        crossed[t]++;
        if (h->emperor[t][s].count) reached[bonuses][0] = (uint8_t)t, reached[bonuses][1] = (uint8_t)s, bonuses++;
        if (s + 1 == roll_rules.track_spaces[t] && !st->track_first[t]) {
            st->track_first[t] = (uint8_t)(seat + 1);
            first |= 1u << t;
        }
    }
    for (int t = 0; t < ROLL_TRACKS; t++) {
        if (crossed[t]) roll_ev_push(c, ROLL_EV_EMPEROR, seat, t + 1, p->emperor[t], spaces, crossed[t]);
        if (first & (1u << t)) roll_ev_push(c, ROLL_EV_TRACK_FIRST, seat, t + 1, 0, 0, roll_rules.track_first_vp[t]);
    }
    if (overflow) roll_ev_push(c, ROLL_EV_OVERFLOW, seat, p->overflow, 0, 0, overflow);
    /* Carried out after the crossing, in the order reached: the first reached goes on the stack last. */
    for (int i = bonuses - 1; i >= 0; i--)
        roll_step_push(st, (roll_step){.kind = ROLL_STEP_EMPEROR_BONUS, .seat = (uint8_t)seat, .a = reached[i][0], .b = reached[i][1]});
}

void roll_emperor_check(roll_ctx *c, int track)
{
    roll_state *st = c->st;
    for (int s = 0; s < st->players; s++) {
        roll_player *p = &st->player[s];
        /* Seed 003: at least one space of the light section (the track's right end) crossed, or the negative points. */
        bool satisfied = p->emperor[track] >= roll_rules.track_light_from[track];
        if (!satisfied) p->penalty = (uint8_t)(p->penalty | (1u << track));
        p->checked = (uint8_t)(p->checked | (1u << track));
        roll_ev_push(c, ROLL_EV_EMPEROR_CHECK, s, track + 1, 0, 0, satisfied ? 0 : -roll_rules.track_penalty[track]);
    }
}

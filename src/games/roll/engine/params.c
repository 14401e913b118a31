/* Let's Roll's settings as text, from one table: the number of players, each seat's hotel and staff board
 * (dealt at random, or chosen: seed 003's variant) and the seed. Saves, gah-cli's --KEY VALUE flags, the
 * scenario `setup` line and the new-game screen all go through it, so none can forget a field. */
#include "internal.h"

#include <stddef.h>
#include <stdio.h>

typedef enum param_kind { PARAM_PLAYERS, PARAM_BOARD, PARAM_SEED } param_kind;

typedef struct param_row {
    const char *key;
    size_t offset;
    param_kind kind;
    uint8_t boards; /* PARAM_BOARD: how many there are */
} param_row;

#define HOTEL(s) {"hotel_p" #s, offsetof(roll_params, hotel) + (s), PARAM_BOARD, ROLL_HOTEL_COUNT}
#define STAFF(s) {"staff_p" #s, offsetof(roll_params, staff) + (s), PARAM_BOARD, ROLL_STAFF_BOARD_COUNT}

static const param_row params_table[] = {
    {"players", offsetof(roll_params, players), PARAM_PLAYERS, 0},
    HOTEL(0), HOTEL(1), HOTEL(2), HOTEL(3),
    STAFF(0), STAFF(1), STAFF(2), STAFF(3),
    {"seed", offsetof(roll_params, seed), PARAM_SEED, 0},
};
#define PARAM_ROWS ((int)(sizeof params_table / sizeof params_table[0]))

size_t roll_params_format(const roll_params *params, char *buf, size_t size)
{
    size_t used = 0;
    const unsigned char *base = (const unsigned char *)params;
    for (int i = 0; i < PARAM_ROWS; i++) {
        const param_row *row = &params_table[i];
        char value[32];
        if (row->kind == PARAM_SEED) {
            uint64_t seed;
            memcpy(&seed, base + row->offset, sizeof seed);
            snprintf(value, sizeof value, "%llu", (unsigned long long)seed);
        } else if (row->kind == PARAM_BOARD && !base[row->offset]) {
            snprintf(value, sizeof value, "random");
        } else {
            snprintf(value, sizeof value, "%u", base[row->offset]);
        }
        bool room = buf && used < size;
        int n = snprintf(room ? buf + used : NULL, room ? size - used : 0, "%s %s\n", row->key, value);
        if (n > 0) used += (size_t)n;
    }
    return used;
}

static bool parse_u64(const char *text, uint64_t *out)
{
    if (!*text) return false;
    uint64_t v = 0;
    for (const char *p = text; *p; p++) {
        if (*p < '0' || *p > '9') return false;
        uint64_t digit = (uint64_t)(*p - '0');
        if (v > (UINT64_MAX - digit) / 10) return false;
        v = v * 10 + digit;
    }
    *out = v;
    return true;
}

const char *roll_params_set(roll_params *params, const char *key, const char *value, char *why, size_t why_size)
{
    unsigned char *base = (unsigned char *)params;
    for (int i = 0; i < PARAM_ROWS; i++) {
        const param_row *row = &params_table[i];
        if (strcmp(row->key, key)) continue;
        uint64_t v = 0;
        switch (row->kind) {
        case PARAM_PLAYERS:
            if (!parse_u64(value, &v) || v < 2 || v > ROLL_MAX_PLAYERS) {
                snprintf(why, why_size, "players must be a number from 2 to %d", ROLL_MAX_PLAYERS);
                return why;
            }
            base[row->offset] = (unsigned char)v;
            return NULL;
        case PARAM_BOARD:
            /* 0 is "random" as a number (param_info's minimum): the new-game screen's cycle comes round to it */
            if (strcmp(value, "random") && (!parse_u64(value, &v) || v > row->boards)) {
                snprintf(why, why_size, "%s must be random (0) or a board from 1 to %d", key, row->boards);
                return why;
            }
            base[row->offset] = (unsigned char)v;
            return NULL;
        case PARAM_SEED:
            if (!parse_u64(value, &v)) {
                snprintf(why, why_size, "the seed must be a whole number from 0 to %llu", (unsigned long long)UINT64_MAX);
                return why;
            }
            memcpy(base + row->offset, &v, sizeof v);
            return NULL;
        }
    }
    snprintf(why, why_size, "unknown setting '%.40s'", key);
    return why;
}

int roll_param_count(void) { return PARAM_ROWS; }

bool roll_param_info(int index, bg_param_info *out)
{
    if (index < 0 || index >= PARAM_ROWS) return false;
    const param_row *row = &params_table[index];
    *out = (bg_param_info){.key = row->key};
    switch (row->kind) {
    case PARAM_PLAYERS: out->kind = BG_PARAM_NUMBER, out->min = 2, out->max = ROLL_MAX_PLAYERS; break;
    case PARAM_BOARD: out->kind = BG_PARAM_NUMBER, out->min = 0, out->max = row->boards; break; /* 0: at random */
    case PARAM_SEED: out->kind = BG_PARAM_SEED; break;
    }
    return true;
}

/* For the new-game screen: the players are the people at the table; each seat's hotel board and staff board
 * a switch that steps from "at random" through the eight (seed 003's variant), in a row of hotels and a row of
 * staff boards under the seats, shown for the seats in play. */
bool roll_param_look(const roll_params *params, int people, int index, bg_param_look *out)
{
    bg_param_info info;
    if (!roll_param_info(index, &info)) return false;
    const param_row *row = &params_table[index];
    *out = (bg_param_look){.place = BG_PLACE_HIDDEN};
    if (row->kind == PARAM_PLAYERS) {
        snprintf(out->derived, sizeof out->derived, "%d", people < 2 ? 2 : people > 4 ? 4 : people);
        return true;
    }
    if (row->kind == PARAM_SEED) {
        *out = (bg_param_look){.place = BG_PLACE_ROW, .row = 2, .shown = true, .width = {300}};
        snprintf(out->label, sizeof out->label, "Seed (optional)");
        return true;
    }
    int seat = row->key[strlen(row->key) - 1] - '0';
    bool hotel = row->key[0] == 'h';
    int players = people < 2 ? 2 : people > ROLL_MAX_PLAYERS ? ROLL_MAX_PLAYERS : people;
    (void)params;
    *out = (bg_param_look){.place = BG_PLACE_ROW, .row = (uint8_t)(hotel ? 0 : 1), .cycle = true, .shown = seat < players,
                           .width = {200}};
    snprintf(out->label, sizeof out->label, "%s", hotel ? "Hotel boards" : "Staff boards");
    for (int v = 0; v <= row->boards && v < BG_PARAM_NAMES_MAX; v++) {
        if (v) snprintf(out->value[v], sizeof out->value[v], "Seat %d: board %d", seat + 1, v);
        else snprintf(out->value[v], sizeof out->value[v], "Seat %d: random", seat + 1);
        snprintf(out->about[v], sizeof out->about[v], "Click to step through the boards: at random, or one of the eight");
    }
    return true;
}

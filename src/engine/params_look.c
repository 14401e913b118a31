/* The base game's settings as the new-game screen shows them (bg_param_look): words for people and where
 * each goes, one row per key of params.c's table; which show now and which values may be chosen. No
 * drawing: the screen (src/ui/newgame*.c) lays the places out and names no setting of its own. */
#include "internal.h"

#include <stdio.h>

typedef struct look_row {
    const char *key;
    uint8_t place, row; /* bg_param_place, and which row of it */
    bool cycle, one_of_row;
    int16_t width[BG_PARAM_NAMES_MAX];
    const char *label, *unit, *hint, *start;
    const char *value[BG_PARAM_NAMES_MAX]; /* words on the switches; NULL: none for that value */
    const char *about[BG_PARAM_NAMES_MAX];
} look_row;

/* A setting's conditions come before it (the automa before the difficulty, the modules before the solo
 * entrance). The players and the automa follow from the people at the table (gah_param_look). */
static const look_row looks[] = {
    {"players", BG_PLACE_HIDDEN, .row = 0}, /* the people: the screen's own seats */
    {"hotels", BG_PLACE_ROW, 0, .label = "Hotels", .value = {"Night side (all)", "Day sides"}, .width = {220, 200}},
    /* The introductory sets and the expert draft deal the staff two ways: one or the other, or neither. */
    {"intro", BG_PLACE_ROW, 1, .one_of_row = true, .label = "Staff cards", .value = {NULL, "Introductory staff"},
     .width = {0, 300}},
    {"draft", BG_PLACE_ROW, 1, .one_of_row = true, .label = "Staff cards", .value = {NULL, "Expert draft"},
     .width = {0, 300}},
    {"automa", BG_PLACE_PEOPLE, .row = 0},
    /* Solo: in the row where seat 2 would be. */
    {"difficulty", BG_PLACE_SEAT_ROW, 1, .start = "medium", .value = {NULL, "Easy", "Medium", "Hard"},
     .width = {0, 180, 180, 180}},
    /* Let's Waltz! (seed 004); module 5's name is too long for its switch. */
    {"waltz", BG_PLACE_FOOT, 0, .label = "Let's Waltz! modules", .unit = "module",
     .hint = "Click a module to play with it; point at a greyed one to read why it is off",
     .value = {"1 Vienna Ballrooms", "2 Celebrities", "3 Unique Hotels", "4 Start Player", "5 More staff"},
     /* What each module does, in our own words (issue 40: the switches said only their names). */
     .about = {"Vienna Ballrooms: champagne joins the kitchen; finished guests may go dancing in three ballrooms "
               "instead of a room, scored after rounds 3, 5 and 7",
               "Celebrities: three dice are red, blue and yellow; taking one brings its celebrity, who helps you "
               "for the rest of the round, and VP",
               "Unique Hotels: before the first round each hotel bids for an entrance of its own with a lasting "
               "power; nobody starts with the usual dishes and drinks",
               "Start Player: turns go clockwise; instead of a die you may take the skeleton key once a round "
               "for a free item, an action at strength 1 and the start",
               "Would You Like Some More?: 14 more staff cards (bell cards pay once, when their need is met), "
               "3 objectives and 3 Emperor tiles join the stacks"}},
    /* Seed 001's variants: their words are the engine's variant table (gah_variant_info_of). */
    {"variants", BG_PLACE_SIDE, 0, .label = "Rule variants", .hint = "Point at a variant to read what it changes"},
    /* Seed 002: one of four solo entrances, or at random; solo with module 3, where seat 3 would be. */
    {"solo_entrance", BG_PLACE_SEAT_ROW, 2, .cycle = true, .label = "Solo entrance", .width = {680}},
    /* Ruling 512: with module 3, whether Stroup (named only by seed 002) joins seed 004's nine entrances; one
     * switch in the Hotels row, at the rulebook's nine at first. */
    {"stroup", BG_PLACE_ROW, 0, .cycle = true, .start = "off", .width = {220},
     .value = {"10 with Stroup", "9 entrances"}},
    {"seed", BG_PLACE_ROW, 2, .label = "Seed (optional)", .width = {300}},
};
#define LOOK_ROWS ((int)(sizeof looks / sizeof looks[0]))

static const look_row *look_of(const char *key)
{
    for (int i = 0; i < LOOK_ROWS; i++)
        if (!strcmp(looks[i].key, key)) return &looks[i];
    return NULL;
}

/* Value v of CHOICE setting `key` in params.c's words ("medium"), "" when there is none. */
static const char *value_name(const char *key, int v)
{
    bg_param_info info;
    for (int i = 0; gah_param_info(i, &info); i++)
        if (!strcmp(info.key, key)) return v >= 0 && v < BG_PARAM_NAMES_MAX && info.names[v] ? info.names[v] : "";
    return "";
}

static void copy(char *out, size_t size, const char *text) { snprintf(out, size, "%s", text ? text : ""); }

bool gah_param_look(const gah_params *p, int people, int index, bg_param_look *out)
{
    bg_param_info info;
    const look_row *row = gah_param_info(index, &info) ? look_of(info.key) : NULL;
    if (!row) return false;
    *out = (bg_param_look){.place = row->place, .row = row->row, .cycle = row->cycle, .one_of_row = row->one_of_row,
                           .shown = row->place >= BG_PLACE_ROW};
    memcpy(out->width, row->width, sizeof out->width);
    copy(out->label, sizeof out->label, row->label);
    copy(out->hint, sizeof out->hint, row->hint);
    copy(out->unit, sizeof out->unit, row->unit);
    copy(out->start, sizeof out->start, row->start);
    for (int v = 0; v < BG_PARAM_NAMES_MAX; v++) {
        copy(out->value[v], sizeof out->value[v], row->value[v]);
        copy(out->about[v], sizeof out->about[v], row->about[v]);
    }
    /* Dinner for One (seed 002): one person against the automa, whose seat makes two; Elisabeth with module
     * 1 or 2, Leopold otherwise - the engine names her. */
    bool solo = p->automa != GAH_AUTOMA_NONE;
    const char *automa = gah_automa_name(gah_automa_for_modules(p->waltz));
    if (!strcmp(info.key, "players")) {
        snprintf(out->derived, sizeof out->derived, "%d", people < 2 ? 2 : people);
    } else if (!strcmp(info.key, "automa")) {
        const gah_automa_info *kind = gah_automa_info_of(gah_automa_for_modules(p->waltz));
        copy(out->derived, sizeof out->derived, people == 1 && kind ? kind->key : "none");
        if (solo)
            snprintf(out->note, sizeof out->note, "Solo against %s, %s (Dinner for One)", automa,
                     p->difficulty ? value_name("difficulty", p->difficulty) : "");
    } else if (!strcmp(info.key, "intro") || !strcmp(info.key, "draft")) {
        out->shown = !solo;
        if (solo && !strcmp(info.key, "intro")) copy(out->note, sizeof out->note, "Solo: you draw 10 staff and keep 6");
    } else if (!strcmp(info.key, "difficulty")) {
        out->shown = solo;
        snprintf(out->label, sizeof out->label, "%s plays", automa);
    } else if (!strcmp(info.key, "variants")) {
        for (int v = 0; v < GAH_VARIANT_COUNT && v < BG_PARAM_NAMES_MAX; v++) {
            copy(out->value[v], sizeof out->value[v], gah_variant_info_of(v)->name);
            copy(out->about[v], sizeof out->about[v], gah_variant_info_of(v)->summary);
        }
    } else if (!strcmp(info.key, "stroup")) {
        out->shown = (p->waltz & GAH_WALTZ_MODULE(3)) != 0;
    } else if (!strcmp(info.key, "solo_entrance")) {
        out->shown = solo && (p->waltz & GAH_WALTZ_MODULE(3));
        for (int v = 0; v < GAH_SOLO_ENTRANCE_COUNT && v < BG_PARAM_NAMES_MAX; v++) {
            const char *name = gah_solo_entrance_name(v);
            snprintf(out->value[v], sizeof out->value[v], "%s's hotel: %s", automa, name ? name : "at random");
        }
    }
    return true;
}

/* The modules in `value` ("4", "1,3"), each checked; other keys have no condition on their values. */
const char *gah_param_refusal(const gah_params *p, const char *key, const char *value)
{
    if (strcmp(key, "waltz") || !strcmp(value, "none")) return NULL;
    for (const char *c = value; *c; c++) {
        if (*c == ',') continue;
        int m = *c - '0';
        if (m < 1 || m > 5 || (c[1] && c[1] != ',')) return "There is no such module.";
        /* Seed 002: Dinner for One plays with every module but the fourth (the start player passes between
         * people, and the automa never takes the key). Said first: it stays true when the module comes. */
        if (p->automa != GAH_AUTOMA_NONE && m == 4) return "not in a solo game: the automa never bids for the start";
        if (!(GAH_WALTZ_AVAILABLE & GAH_WALTZ_MODULE(m))) return "not yet available in this edition";
    }
    return NULL;
}

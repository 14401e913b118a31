/* The new-game screen driven by a game's description of its settings, headless, through clicks where a
 * person makes them: the params it builds are those params_set makes from the same choices; a greyed value
 * is refused with the game's reason; and a second, made-up game with other settings lays out and builds its
 * params with no base-game code at all (the screen knows no game). */
#include <SDL.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "test.h"
#include "ui_fixture.h"
#include "roll/engine.h"
#include "ui/newgame.h"

static ui_context ui;
static ui_layout layout;

static void click(newgame_scene *n, const char *name)
{
    SDL_Point at;
    CHECK(newgame_control_point(n, name, &at));
    newgame_mouse(n, &ui, at, false);
    newgame_mouse(n, &ui, at, true);
}

/* Clicks on the controls named in `names` (';'-separated), "type:DIGITS" into the field being edited. */
static void clicks(newgame_scene *n, const char *names)
{
    char list[400];
    snprintf(list, sizeof list, "%s", names);
    for (char *name = strtok(list, ";"); name; name = strtok(NULL, ";")) {
        if (!strncmp(name, "type:", 5)) newgame_text(n, name + 5);
        else click(n, name);
    }
}

/* A game's params from "key value" lines through its own default and params_set, as a save is read. */
static void params_from_text(const bg_game *g, void *params, const char *text)
{
    char lines[600], why[200];
    snprintf(lines, sizeof lines, "%s", text);
    g->params_default(params);
    for (char *line = strtok(lines, "\n"); line; line = strtok(NULL, "\n")) {
        char *space = strchr(line, ' ');
        CHECK(space != NULL);
        if (!space) continue;
        *space = 0;
        const char *refused = g->params_set(params, line, space + 1, why, sizeof why);
        if (refused) fprintf(stderr, "params_set %s: %s\n", line, refused);
        CHECK(refused == NULL);
    }
}

/* The screen's params and the expected ones, byte for byte, and as text for a readable failure. */
static void check_params(const newgame_scene *n, const char *expected)
{
    const bg_game *g = n->game;
    _Alignas(max_align_t) unsigned char got[NEWGAME_PARAMS_SIZE], want[NEWGAME_PARAMS_SIZE];
    char why[200], got_text[600], want_text[600];
    memset(got, 0, sizeof got);
    memset(want, 0, sizeof want);
    CHECK(newgame_params(n, got, why, sizeof why) == NULL);
    params_from_text(g, want, expected);
    g->params_format(got, got_text, sizeof got_text);
    g->params_format(want, want_text, sizeof want_text);
    CHECK_STR(got_text, want_text);
    CHECK(!memcmp(got, want, g->params_size));
}

/* ---- the base game ---- */

/* How many values a SET or FLAGS setting has (its names, or min..max). */
static int newgame_value_count_of(const bg_param_info *info)
{
    if (info->kind == BG_PARAM_SET) return info->max - info->min + 1;
    int n = 0;
    while (n < BG_PARAM_NAMES_MAX && info->names[n]) n++;
    return n;
}

/* The same choices, made by clicks on the screen and written as params_set's words. */
static void test_params_as_params_set_makes_them(void)
{
    static const struct {
        int players;
        const char *clicks, *params;
    } cases[] = {
        {2, "seed;type:77", "players 2\nseed 77"},
        {4, "day;draft;original;rowe-smith;module2;module5;seed;type:5",
         "players 4\nhotels day\ndraft 1\nvariants original,rowe-smith\nwaltz 2,5\nseed 5"},
        /* One or the other: the expert draft turns the introductory staff off. */
        {3, "intro;draft;seed;type:9", "players 3\ndraft 1\nseed 9"},
        {3, "draft;intro;herlius;seed;type:9", "players 3\nintro 1\nvariants herlius\nseed 9"},
        /* Solo: Elisabeth with module 1, her solo entrance stepped on twice; module 4 is refused. */
        {1, "hard;module1;module3;solo-entrance;solo-entrance;module4;seed;type:11",
         "players 2\nautoma elisabeth\ndifficulty hard\nwaltz 1,3\nsolo_entrance 2\nstroup off\nseed 11"},
        /* Module 3's Stroup starts off (ruling 512: the rulebook's nine entrances); a click lays it out too. */
        {2, "module3;seed;type:14", "players 2\nwaltz 3\nstroup off\nseed 14"},
        {3, "module3;stroup;seed;type:15", "players 3\nwaltz 3\nstroup on\nseed 15"},
        {1, "easy;module5;seed;type:12", "players 2\nautoma leopold\ndifficulty easy\nwaltz 5\nseed 12"},
        /* The solo entrance is chosen only with module 3: without it the choice is left out. */
        {1, "module3;solo-entrance;module3;seed;type:13", "players 2\nautoma leopold\ndifficulty medium\nseed 13"},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        static newgame_scene n;
        newgame_init(&n, &gah_game);
        n.players = cases[c].players;
        clicks(&n, cases[c].clicks);
        check_params(&n, cases[c].params);
    }
    /* A choice hidden in a solo game stays chosen and comes back with two people (the introductory staff).
     * Module 4, greyed and shown off in solo, is dropped: it does not turn itself back on (issue 40). */
    static newgame_scene n;
    newgame_init(&n, &gah_game);
    clicks(&n, "intro;module4;module2;minus;seed;type:3");
    check_params(&n, "players 2\nautoma elisabeth\ndifficulty medium\nwaltz 2\nseed 3");
    CHECK_STR(newgame_choice(&n, "waltz"), "2");
    click(&n, "plus");
    check_params(&n, "players 2\nintro 1\nwaltz 2\nseed 3");
    CHECK_STR(newgame_choice(&n, "waltz"), "2");
    /* Chosen again with two people, it stays until the people make it refused. */
    clicks(&n, "module4;plus;minus");
    CHECK_STR(newgame_choice(&n, "waltz"), "2,4");
    /* Set as the app sets the remembered count: a solo game drops it too. */
    newgame_set_players(&n, 1);
    CHECK_STR(newgame_choice(&n, "waltz"), "2");
    newgame_set_players(&n, 9);
    CHECK_EQ(n.players, 4);
    /* The remembered modules come in as the app gives them (a params blob), and only valid values do. */
    newgame_init(&n, &gah_game);
    CHECK(newgame_choose_from(&n, "waltz", &(gah_params){.waltz = GAH_WALTZ_MODULE(1) | GAH_WALTZ_MODULE(3)}));
    CHECK_STR(newgame_choice(&n, "waltz"), "1,3");
    CHECK(!newgame_choose(&n, "waltz", "7"));
    CHECK(!newgame_choose(&n, "no such key", "1"));
    CHECK_STR(newgame_choice(&n, "waltz"), "1,3");
    /* With the seed left empty the params are still made (the seed drawn from the clock), the rest as chosen. */
    gah_params p;
    char why[200];
    CHECK(newgame_params(&n, &p, why, sizeof why) == NULL);
    CHECK_EQ(p.waltz, GAH_WALTZ_MODULE(1) | GAH_WALTZ_MODULE(3));
}

static const newgame_control *control_named(const newgame_scene *n, const newgame_control *c, int count, const char *name)
{
    SDL_Rect r = newgame_control_rect(n, name);
    for (int i = 0; i < count; i++)
        if (SDL_RectEquals(&c[i].rect, &r)) return &c[i];
    return NULL;
}

/* Module 4 in a solo game: greyed, a click changes nothing, and the game's reason is what the screen says. */
static void test_greyed_value_refused_with_reason(void)
{
    static newgame_scene n;
    newgame_init(&n, &gah_game);
    newgame_control c[64];
    int count = newgame_controls(&n, c, 64);
    const newgame_control *four = control_named(&n, c, count, "module4");
    CHECK(four && !four->refused);
    CHECK(newgame_refusal(&n, "waltz", "4") == NULL);
    n.players = 1;
    count = newgame_controls(&n, c, 64);
    four = control_named(&n, c, count, "module4");
    CHECK(four && four->refused);
    CHECK_STR(four ? four->label : NULL, "4 Start Player");
    CHECK_STR(newgame_refusal(&n, "waltz", "4"), "not in a solo game: the automa never bids for the start");
    CHECK_STR(gah_game.param_refusal(&(gah_params){.players = 2, .automa = GAH_AUTOMA_LEOPOLD}, "waltz", "1,4"),
              "not in a solo game: the automa never bids for the start");
    CHECK(newgame_refusal(&n, "waltz", "3") == NULL);
    click(&n, "module4");
    CHECK_STR(newgame_choice(&n, "waltz"), "none");
    /* The greyed switch is drawn with the reason on the pointer's line (drawn without a fault). */
    newgame_draw(&n, &ui);
    CHECK_EQ(n.hover >= 0, 1);
}

/* Stroup's switch (ruling 512) starts at the rulebook's nine entrances, unlit; a click brings Stroup in and
 * lights it: lit means "away from where the screen starts", not "the first value". */
static void test_cycling_switch_lit_away_from_start(void)
{
    static newgame_scene n;
    newgame_init(&n, &gah_game);
    click(&n, "module3");
    newgame_control c[64];
    int count = newgame_controls(&n, c, 64);
    const newgame_control *stroup = control_named(&n, c, count, "stroup");
    CHECK(stroup != NULL);
    CHECK_STR(stroup ? stroup->label : NULL, "9 entrances");
    CHECK(stroup && !stroup->lit);
    click(&n, "stroup");
    count = newgame_controls(&n, c, 64);
    stroup = control_named(&n, c, count, "stroup");
    CHECK_STR(stroup ? stroup->label : NULL, "10 with Stroup");
    CHECK(stroup && stroup->lit);
    /* A module's switch is lit when chosen, as before. */
    const newgame_control *three = control_named(&n, c, count, "module3"), *two = control_named(&n, c, count, "module2");
    CHECK(three && three->lit);
    CHECK(two && !two->lit);
}

/* Every setting of the base game has its words and place; only the players and the automa follow from the
 * people; each shown switch has a name a script can click. */
static void test_base_game_described(void)
{
    gah_params p;
    gah_game.params_default(&p);
    for (int i = 0; i < gah_game.param_count(); i++) {
        bg_param_info info;
        bg_param_look look;
        CHECK(gah_game.param_info(i, &info));
        CHECK(gah_game.param_look(&p, 2, i, &look));
        bool follows = !strcmp(info.key, "players") || !strcmp(info.key, "automa");
        CHECK_EQ(look.derived[0] != 0, follows);
        CHECK(follows || look.place >= BG_PLACE_ROW);
        /* Issue 40: pointing at a module or a variant says what it does, not only its name again. */
        if (!strcmp(info.key, "waltz") || !strcmp(info.key, "variants"))
            for (int v = 0; v < newgame_value_count_of(&info); v++) {
                CHECK(strlen(look.about[v]) >= 60);
                CHECK(strncmp(look.about[v], "Module", 6) != 0);
                CHECK(look.value[v][0] && strstr(look.about[v], look.value[v]) == NULL);
            }
    }
    bg_param_look look;
    CHECK(!gah_game.param_look(&p, 2, gah_game.param_count(), &look));
}

/* ---- a made-up game: no base-game code anywhere on its way through the screen ---- */

typedef struct toy_params {
    uint64_t seed;
    uint8_t seats, board, fast, extras, expansions, level, pad[2];
} toy_params;

static const struct toy_row {
    const char *key;
    size_t offset;
    int kind, min, max;
    const char *names[4];
    bg_param_look look;
} toy_rows[] = {
    {"seats", offsetof(toy_params, seats), BG_PARAM_NUMBER, 1, 3, {0}, {.place = BG_PLACE_HIDDEN}},
    {"board", offsetof(toy_params, board), BG_PARAM_CHOICE, 0, 2, {"small", "large", "huge"},
     {.place = BG_PLACE_ROW, .row = 0, .label = "Board", .value = {"Small", "Large", "Huge"}, .width = {160, 160, 160}}},
    {"fast", offsetof(toy_params, fast), BG_PARAM_BOOL, 0, 1, {0},
     {.place = BG_PLACE_ROW, .row = 1, .label = "Pace", .value = {"", "Fast turns"}, .width = {0, 240}}},
    {"extras", offsetof(toy_params, extras), BG_PARAM_FLAGS, 0, 2, {"a", "b", "c"},
     {.place = BG_PLACE_SIDE, .label = "Extras", .hint = "Point at an extra", .value = {"Extra A", "Extra B", "Extra C"},
      .about = {"A: more", "B: less", "C: huge"}}},
    {"expansions", offsetof(toy_params, expansions), BG_PARAM_SET, 1, 4, {0},
     {.place = BG_PLACE_FOOT, .label = "Expansions", .unit = "exp", .hint = "Click an expansion",
      .value = {"One", "Two", "Three", "Four"}, .about = {"1", "2", "3", "4"}}},
    {"level", offsetof(toy_params, level), BG_PARAM_CHOICE, 0, 1, {"calm", "wild"},
     {.place = BG_PLACE_SEAT_ROW, .row = 1, .cycle = true, .label = "Opponent", .start = "wild",
      .value = {"Calm opponent", "Wild opponent"}, .width = {400}}},
    {"seed", offsetof(toy_params, seed), BG_PARAM_SEED, 0, 0, {0}, {.place = BG_PLACE_ROW, .row = 2, .label = "Seed", .width = {300}}},
};
#define TOY_ROWS ((int)(sizeof toy_rows / sizeof toy_rows[0]))

static void toy_default(void *params) { *(toy_params *)params = (toy_params){.seats = 2}; }
static int toy_count(void) { return TOY_ROWS; }

static bool toy_info(int index, bg_param_info *out)
{
    if (index < 0 || index >= TOY_ROWS) return false;
    const struct toy_row *r = &toy_rows[index];
    *out = (bg_param_info){.key = r->key, .kind = (uint8_t)r->kind, .min = r->min, .max = r->max};
    memcpy(out->names, r->names, sizeof r->names);
    return true;
}

/* The toy's values as numbers: a list is bits (FLAGS by name, SET by number), any other a number or a name. */
static bool toy_value(const struct toy_row *r, const char *text, unsigned *out)
{
    *out = 0;
    if (r->kind == BG_PARAM_SEED) return false;
    if ((r->kind == BG_PARAM_FLAGS || r->kind == BG_PARAM_SET) && !strcmp(text, "none")) return true;
    char copy[64], *rest = NULL;
    snprintf(copy, sizeof copy, "%s", text);
    for (char *item = strtok_r(copy, ",", &rest); item; item = strtok_r(NULL, ",", &rest)) {
        int v = -1;
        for (int k = 0; k < 4; k++)
            if (r->names[k] && !strcmp(r->names[k], item)) v = k;
        if (v < 0 && item[0] >= '0' && item[0] <= '9' && !item[1]) v = item[0] - '0';
        if (v < 0 || (r->kind != BG_PARAM_CHOICE && r->kind != BG_PARAM_FLAGS && (v < r->min || v > r->max))) return false;
        if (r->kind == BG_PARAM_FLAGS || r->kind == BG_PARAM_SET) *out |= 1u << v;
        else *out = (unsigned)v;
    }
    return true;
}

static const char *toy_set(void *params, const char *key, const char *value, char *why, size_t why_size)
{
    for (int i = 0; i < TOY_ROWS; i++) {
        const struct toy_row *r = &toy_rows[i];
        if (strcmp(r->key, key)) continue;
        unsigned char *field = (unsigned char *)params + r->offset;
        unsigned v;
        if (r->kind == BG_PARAM_SEED) {
            unsigned long long seed = 0;
            if (sscanf(value, "%llu", &seed) != 1) break;
            memcpy(field, &(uint64_t){seed}, sizeof(uint64_t));
            return NULL;
        }
        if (!toy_value(r, value, &v)) break;
        *field = (unsigned char)v;
        return NULL;
    }
    snprintf(why, why_size, "no %s '%s'", key, value);
    return why;
}

static size_t toy_format(const void *params, char *buf, size_t size)
{
    size_t used = 0;
    for (int i = 0; i < TOY_ROWS && used < size; i++) {
        const struct toy_row *r = &toy_rows[i];
        const unsigned char *field = (const unsigned char *)params + r->offset;
        char value[64] = "";
        if (r->kind == BG_PARAM_SEED) {
            uint64_t seed;
            memcpy(&seed, field, sizeof seed);
            snprintf(value, sizeof value, "%llu", (unsigned long long)seed);
        } else if (r->kind == BG_PARAM_FLAGS || r->kind == BG_PARAM_SET) {
            size_t n = 0;
            for (int v = 0; v < 8; v++)
                if (*field & (1u << v)) {
                    if (r->kind == BG_PARAM_FLAGS) n += (size_t)snprintf(value + n, sizeof value - n, "%s%s", n ? "," : "", r->names[v]);
                    else n += (size_t)snprintf(value + n, sizeof value - n, "%s%d", n ? "," : "", v);
                }
            if (!n) snprintf(value, sizeof value, "none");
        } else if (r->kind == BG_PARAM_CHOICE) {
            snprintf(value, sizeof value, "%s", r->names[*field]);
        } else {
            snprintf(value, sizeof value, "%u", *field);
        }
        used += (size_t)snprintf(buf + used, size - used, "%s %s\n", r->key, value);
    }
    return used;
}

/* Alone, the toy plays against its own opponent, whose level shows only then; extra C needs a big board. */
static bool toy_look(const void *params, int people, int index, bg_param_look *out)
{
    if (index < 0 || index >= TOY_ROWS) return false;
    const toy_params *p = params;
    *out = toy_rows[index].look;
    out->shown = out->place >= BG_PLACE_ROW;
    if (!strcmp(toy_rows[index].key, "seats")) snprintf(out->derived, sizeof out->derived, "%d", people);
    if (!strcmp(toy_rows[index].key, "level")) out->shown = p->seats == 1;
    return true;
}

static const char *toy_refusal(const void *params, const char *key, const char *value)
{
    const toy_params *p = params;
    return !strcmp(key, "extras") && strstr(value, "c") && p->board == 0 ? "needs a bigger board" : NULL;
}

static const bg_game toy_game = {
    .key = "toy", .name = "Toy", .min_seats = 1, .max_seats = 3, .params_size = sizeof(toy_params),
    .params_default = toy_default, .param_count = toy_count, .param_info = toy_info, .param_look = toy_look,
    .param_refusal = toy_refusal, .params_format = toy_format, .params_set = toy_set,
};

static void check_layout(const newgame_scene *n)
{
    newgame_control c[64];
    int count = newgame_controls(n, c, 64);
    SDL_Rect frame = {40, 40, UI_CANVAS_W - 80, UI_CANVAS_H - 80};
    for (int i = 0; i < count; i++) {
        CHECK(ui_fixture_inside(c[i].rect, frame));
        CHECK(ui_text_width(&ui, c[i].face, c[i].size, c[i].label) <= c[i].rect.w - 12);
        for (int k = i + 1; k < count; k++) CHECK(!SDL_HasIntersection(&c[i].rect, &c[k].rect));
    }
}

static void test_another_game(void)
{
    static newgame_scene n;
    newgame_init(&n, &toy_game);
    CHECK_STR(newgame_choice(&n, "board"), "small");
    CHECK_STR(newgame_choice(&n, "level"), "wild"); /* where the game starts the screen, not its default */
    for (n.players = 1; n.players <= 3; n.players++) check_layout(&n);
    n.players = 2;
    /* Every control a script may click is where the game's places say. */
    static const char *const names[] = {"small", "large", "huge", "fast", "a", "b", "c", "exp1", "exp4", "level", "seed"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) CHECK(newgame_control_rect(&n, names[i]).w > 0);
    SDL_Rect large = newgame_control_rect(&n, "large"), small = newgame_control_rect(&n, "small");
    CHECK_EQ(large.x, small.x + small.w + 20); /* a row of switches, left to right */
    CHECK_EQ(newgame_control_rect(&n, "exp2").y, newgame_control_rect(&n, "exp1").y);
    /* Extra C needs a big board: greyed with the toy's reason, then taken once the board is large. */
    CHECK_STR(newgame_refusal(&n, "extras", "c"), "needs a bigger board");
    clicks(&n, "c;b;fast;exp2;exp4;seed;type:42");
    CHECK_STR(newgame_choice(&n, "extras"), "b");
    check_params(&n, "seats 2\nextras b\nfast 1\nexpansions 2,4\nseed 42");
    clicks(&n, "large;c;exp4");
    CHECK(newgame_refusal(&n, "extras", "c") == NULL);
    check_params(&n, "seats 2\nboard large\nextras b,c\nfast 1\nexpansions 2\nseed 42");
    /* Back to the small board: C stays chosen but is left out of the params. */
    click(&n, "small");
    check_params(&n, "seats 2\nextras b\nfast 1\nexpansions 2\nseed 42");
    /* Alone: the opponent's level shows (a cycling switch) and goes into the params; the people's limits
     * are the game's (1 to 3). */
    click(&n, "minus");
    click(&n, "minus");
    CHECK_EQ(n.players, 1);
    check_params(&n, "seats 1\nextras b\nfast 1\nexpansions 2\nlevel wild\nseed 42");
    click(&n, "level");
    CHECK_STR(newgame_choice(&n, "level"), "calm");
    check_params(&n, "seats 1\nextras b\nfast 1\nexpansions 2\nseed 42");
    for (int k = 0; k < 4; k++) click(&n, "plus");
    CHECK_EQ(n.players, 3);
    newgame_draw(&n, &ui); /* draws without a fault */
}

/* Let's Roll's new-game screen (issue 34): at every seat count its controls stay in the frame, apart and
 * readable, Start is where a click reaches it, and a seat's board steps from random through all eight boards
 * and back (the eighth needs nine values: BG_PARAM_NAMES_MAX was eight). */
static void test_roll_described(void)
{
    static newgame_scene n;
    newgame_init(&n, &roll_game);
    for (n.players = 2; n.players <= 4; n.players++) {
        check_layout(&n);
        newgame_control c[64];
        int count = newgame_controls(&n, c, 64);
        const newgame_control *start = control_named(&n, c, count, "start");
        CHECK(start != NULL);
        SDL_Point at;
        CHECK(newgame_control_point(&n, "start", &at));
        for (int i = 0; i < count; i++) /* nothing else under the point Start is clicked at */
            if (&c[i] != start) CHECK(!SDL_PointInRect(&at, &c[i].rect));
        for (int s = 0; s < 4; s++) {
            char hotel[16], staff[16];
            snprintf(hotel, sizeof hotel, "hotel-p%d", s), snprintf(staff, sizeof staff, "staff-p%d", s);
            CHECK_EQ(control_named(&n, c, count, hotel) != NULL, s < n.players); /* a seat's boards while it plays */
            CHECK_EQ(control_named(&n, c, count, staff) != NULL, s < n.players);
        }
    }
    n.players = 2;
    CHECK_STR(newgame_choice(&n, "hotel_p1"), "random");
    for (int board = 1; board <= 8; board++) {
        click(&n, "hotel-p1");
        char want[8];
        snprintf(want, sizeof want, "%d", board);
        CHECK_STR(newgame_choice(&n, "hotel_p1"), want);
    }
    clicks(&n, "staff-p0;staff-p0;staff-p0;staff-p0;staff-p0;staff-p0;staff-p0;staff-p0");
    CHECK_STR(newgame_choice(&n, "staff_p0"), "8");
    clicks(&n, "seed;type:7");
    check_params(&n, "players 2\nhotel_p1 8\nstaff_p0 8\nseed 7");
    click(&n, "hotel-p1"); /* round again to random */
    check_params(&n, "players 2\nstaff_p0 8\nseed 7");
    newgame_draw(&n, &ui);
}

int main(void)
{
    if (!ui_fixture_open(&ui, &layout)) return 1;
    RUN(test_params_as_params_set_makes_them);
    RUN(test_greyed_value_refused_with_reason);
    RUN(test_cycling_switch_lit_away_from_start);
    RUN(test_base_game_described);
    RUN(test_another_game);
    RUN(test_roll_described);
    ui_fixture_close(&ui, &layout);
    return TEST_REPORT();
}

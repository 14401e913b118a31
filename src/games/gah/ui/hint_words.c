/* A hinted move in words for the person it is for (issue 40: the Hint only framed it, "about +5 points"):
 * the command and the choices it leads to within the same action, each worded by the engine's own event text
 * (the one wording of the log and the paced steps), turned from "Anna takes a 2 for drinks" into "take a 2
 * for drinks". */
#include "games/gah/ui/hint_words.h"

#include "gah/ai.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The name the seat is given in the event texts: a mark no card or player name holds, found again below. */
#define ME "\x01"

/* "takes" -> "take", "occupies" -> "occupy", "passes" -> "pass": the imperative of the engine's third person. */
static void imperative(const char *verb, size_t len, char *out, size_t size)
{
    size_t keep = len;
    const char *tail = "";
    if (len > 3 && !strncmp(verb + len - 3, "ies", 3)) keep = len - 3, tail = "y";
    else if (len > 4 && (!strncmp(verb + len - 4, "sses", 4) || !strncmp(verb + len - 4, "shes", 4) ||
                         !strncmp(verb + len - 4, "ches", 4) || !strncmp(verb + len - 3, "xes", 3)))
        keep = len - 2;
    else if (len > 1 && verb[len - 1] == 's') keep = len - 1;
    snprintf(out, size, "%.*s%s", (int)keep, verb, tail);
}

/* The seat's line among the events, as an order to the seat: "take a 2 for drinks (strength 2)". A log line
 * first; else a detail (where an item went), never a payment or the action carried out (the log line says
 * them). */
static bool phrase_of(const gah_state *before, int seat, const gah_events *ev, char *out, size_t size)
{
    const char *names[GAH_MAX_PLAYERS] = {"P1", "P2", "P3", "P4"};
    names[seat] = ME;
    char line[200] = "";
    for (int pass = 0; pass < 2 && !line[0]; pass++)
        for (int i = 0; i < ev->count && !line[0]; i++) {
            if (ev->list[i].seat != seat) continue;
            bool log_line = gah_event_text(before, &ev->list[i], names, line, sizeof line);
            if ((pass == 0 && !log_line) || strncmp(line, ME " ", 2) || !strncmp(line, ME " pays ", 7) ||
                !strncmp(line, ME " carries out ", 13))
                line[0] = 0;
        }
    if (!line[0]) return false;
    const char *verb = line + 2, *rest = strchr(verb, ' ');
    if (!rest) rest = verb + strlen(verb);
    char word[40];
    imperative(verb, (size_t)(rest - verb), word, sizeof word);
    /* Anything still naming the seat is "your" / "you". */
    char tail[200];
    size_t at = 0;
    for (const char *p = rest; *p && at + 6 < sizeof tail; p++) {
        if (!strncmp(p, ME "'s", 3)) at += (size_t)snprintf(tail + at, sizeof tail - at, "your"), p += 2;
        else if (*p == ME[0]) at += (size_t)snprintf(tail + at, sizeof tail - at, "you");
        else tail[at++] = *p;
    }
    tail[at] = 0;
    snprintf(out, size, "%s%s", word, tail);
    return true;
}

/* Where the items of the action go, counted: "2 wine to the Opera Singer, 1 coffee to the kitchen". */
typedef struct item_places {
    int count[GAH_ITEM_COUNT][GAH_CAFE_TABLES + 1]; /* [item][table 1..N, 0 the kitchen] */
    int order[GAH_ITEM_COUNT * (GAH_CAFE_TABLES + 1)], kinds;
} item_places;

static void places_add(item_places *p, int item, int table)
{
    if (item < 0 || item >= GAH_ITEM_COUNT || table < 0 || table > GAH_CAFE_TABLES) return;
    if (!p->count[item][table]++) p->order[p->kinds++] = item * (GAH_CAFE_TABLES + 1) + table;
}

static size_t places_words(const item_places *p, const gah_state *st, int seat, char *out, size_t size)
{
    size_t at = 0;
    for (int k = 0; k < p->kinds && at + 1 < size; k++) {
        int item = p->order[k] / (GAH_CAFE_TABLES + 1), table = p->order[k] % (GAH_CAFE_TABLES + 1);
        const gah_guest_card *g = table ? gah_guest_by_id(st->player[seat].cafe[table - 1].guest) : NULL;
        int n = snprintf(out + at, size - at, "%s%d %s to %s", k ? ", " : "", p->count[item][table], gah_item_name(item),
                         g ? g->name : "the kitchen");
        at = n < 0 ? at : at + (size_t)n >= size ? size - 1 : at + (size_t)n;
    }
    return at;
}

/* Still the same action of the seat: a choice it leads to (the dishes, a room, the items' places), not the
 * next thing to do on the turn. */
static bool follows_up(const gah_state *st, int seat)
{
    gah_prompt p = gah_current_prompt(st);
    return st->phase != GAH_PHASE_OVER && p.seat == seat && p.kind != GAH_PROMPT_TURN;
}

/* "2 wine and 1 coffee", "2 wine": what the dishes or drinks action is spent on. */
static void two_amounts(int a, const char *a_name, int b, const char *b_name, char *out, size_t size)
{
    if (a && b) snprintf(out, size, "%d %s and %d %s", a, a_name, b, b_name);
    else if (a || b) snprintf(out, size, "%d %s", a ? a : b, a ? a_name : b_name);
    else snprintf(out, size, "nothing");
}

/* Adds `words` after `glue` whole, or, when they no longer fit, an ellipsis and nothing more: a hint never stops
 * in the middle of a word ("then pr"). */
static void append(char *out, size_t size, size_t *at, const char *glue, const char *words)
{
    if (*at + 1 >= size || !words[0]) return;
    const char *g = *at ? glue : "";
    if (*at + strlen(g) + strlen(words) >= size) {
        static const char more[] = "\xe2\x80\xa6"; /* … */
        if (*at + sizeof more <= size) memcpy(out + *at, more, sizeof more);
        *at = size - 1;
        return;
    }
    *at += (size_t)snprintf(out + *at, size - *at, "%s%s", g, words);
}

/* The same step again (a staff card put under the deck, four times) is said once, with how many times. */
static void say_repeats(char *out, size_t size, size_t *at, int repeats)
{
    char times[24];
    if (repeats < 2) return;
    snprintf(times, sizeof times, " (%d times)", repeats);
    append(out, size, at, "", times);
}

bool gah_hint_words(const gah_state *view, int seat, gah_command cmd, uint64_t seed, char *out, size_t size)
{
    if (!size) return false;
    out[0] = 0;
    static _Thread_local gah_state world, before; /* a few KB each: off the worker thread's stack */
    static _Thread_local gah_events ev;
    if (!gah_determinize(view, seat, seed, &world)) world = *view;
    size_t at = 0;
    item_places places = {0};
    gah_ai medium;
    gah_ai_init(&medium, GAH_AI_MEDIUM, seed);
    char said[160] = "";
    int repeats = 0;
    for (int step = 0; step < 12; step++) {
        before = world;
        ev.count = 0;
        if (gah_apply(&world, seat, cmd, &ev)) break;
        char phrase[160] = "";
        switch (cmd.type) { /* the choices with no line of their own */
        case GAH_CMD_DISHES: two_amounts(cmd.a, "strudel", cmd.b, "cake", phrase, sizeof phrase); break;
        case GAH_CMD_DRINKS: two_amounts(cmd.a, "wine", cmd.b, "coffee", phrase, sizeof phrase); break;
        case GAH_CMD_SPLIT: snprintf(phrase, sizeof phrase, "%d krone and %d Emperor step%s", cmd.a, cmd.b, cmd.b == 1 ? "" : "s"); break;
        case GAH_CMD_PLACE: places_add(&places, cmd.a, cmd.b); break;
        default: phrase_of(&before, seat, &ev, phrase, sizeof phrase); break;
        }
        if (cmd.type != GAH_CMD_PLACE && phrase[0] && !strcmp(phrase, said)) {
            repeats++;
        } else if (cmd.type != GAH_CMD_PLACE) {
            say_repeats(out, size, &at, repeats);
            append(out, size, &at, cmd.type == GAH_CMD_DISHES || cmd.type == GAH_CMD_DRINKS || cmd.type == GAH_CMD_SPLIT ? ": " : ", then ", phrase);
            snprintf(said, sizeof said, "%s", phrase);
            repeats = 1;
        }
        /* The choices this command leads to, as medium would make them (the hard search's first command
         * is the hint; the rest of the action is worded so the person sees where it goes). */
        if (!follows_up(&world, seat)) break;
        cmd = gah_ai_choose(&medium, &world, seat);
        if (cmd.type == GAH_CMD_NONE) break;
    }
    say_repeats(out, size, &at, repeats);
    if (places.kinds && at) {
        char where[200];
        if (places_words(&places, &before, seat, where, sizeof where)) append(out, size, &at, " (", where), append(out, size, &at, "", ")");
    }
    if (!out[0]) return false;
    out[0] = (char)toupper((unsigned char)out[0]);
    return true;
}

void gah_hint_sentence(const char *move, double gain, bool playing, const char *reason, char *out, size_t size)
{
    long points = gain >= 0 ? (long)(gain + 0.5) : -(long)(-gain + 0.5);
    /* In the set-up (a starting guest, the first rooms) there is no turn yet: the gain is measured once the
     * seat's part of the set-up is done. */
    const char *when = playing ? "by the end of your turn" : "once your set-up is done";
    char worth[120];
    if (points == 0) snprintf(worth, sizeof worth, "it keeps your position about even");
    else snprintf(worth, sizeof worth, "about %+ld point%s %s", points, points == 1 || points == -1 ? "" : "s", when);
    /* The reason reads "the Laundress: about +10 VP": the part of the position the move is worth most to. A part of
     * a gain the turn's later steps make larger (a guest served now, moved in later) is only its largest part. */
    const char *value = strstr(reason, ": about ");
    if (!value) {
        snprintf(out, size, "%s — %s.", move, worth);
        return;
    }
    long part = strtol(value + strlen(": about "), NULL, 10);
    const char *share = points > 0 && 2 * part >= points ? "most of it" : "the largest part";
    snprintf(out, size, "%s — %s, %s through %.*s (%s).", move, worth, share, (int)(value - reason), reason, value + 2);
}

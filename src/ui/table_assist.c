/* A choice with one option is not asked (issue 13): the table makes it, says so in the message line and
 * the log, and the person goes on with the next real choice. Turns are never played for anyone: a turn
 * prompt, a pass and an end of turn always wait for the person, and so do the set-up's moves. */
#include "ui/table.h"

#include <stdio.h>
#include <string.h>

/* Why there was nothing to choose, in the player's words, for the prompts where that happens. */
static const char *const single_reasons[GAH_PROMPT_COUNT] = {
    [GAH_PROMPT_PLACE_ITEMS] = "one place for the new item",
    [GAH_PROMPT_ROOMS] = "no room can be prepared",
    [GAH_PROMPT_STAFF] = "no staff card can be hired",
    [GAH_PROMPT_OCCUPY] = "no vacant room to occupy",
    [GAH_PROMPT_FREE_GUEST] = "no guest can be taken",
    [GAH_PROMPT_DRAW3] = "no staff card was drawn (the deck is empty)",
    [GAH_PROMPT_RETURN_ORDER] = "one card to put under the deck",
    [GAH_PROMPT_GIZIA] = "no action space can be used",
    [GAH_PROMPT_RETURN_STAFF] = "one staff card in hand to return",
    [GAH_PROMPT_REMOVE_ROOM] = "one room the Emperor can take",
    [GAH_PROMPT_REMOVE_STAFF] = "one final-scoring card the Emperor can take",
    [GAH_PROMPT_CONFERENCE] = "no krone to pay the Conference Manager",
    [GAH_PROMPT_FILL_ORDER] = "one guest whose order can be filled",
    [GAH_PROMPT_DRAFT] = "the last card of the pack",
    [GAH_PROMPT_EXCHANGE] = "nothing to trade",
    [GAH_PROMPT_REHEARSAL] = "the last rehearsal room board",
    [GAH_PROMPT_DANCE] = "one place for the dancer",
    [GAH_PROMPT_COLLECT] = "one reward to collect",
    [GAH_PROMPT_DANCER] = "no dancer can be sent",
};

const char *single_choice_reason(const gah_state *st, gah_command *out)
{
    gah_command legal[512];
    if (gah_legal(st, legal, 512) != 1) return NULL;
    gah_prompt pr = gah_current_prompt(st);
    /* The set-up's forced rooms are still placed by hand: the first moves teach where things go. */
    if (pr.kind == GAH_PROMPT_TURN || pr.kind == GAH_PROMPT_START_GUEST || pr.kind == GAH_PROMPT_START_ROOM ||
        pr.kind == GAH_PROMPT_GAME_OVER || pr.kind >= GAH_PROMPT_COUNT)
        return NULL;
    if (legal[0].type == GAH_CMD_END_TURN || legal[0].type == GAH_CMD_PASS) return NULL;
    *out = legal[0];
    return single_reasons[pr.kind] ? single_reasons[pr.kind] : "one choice only";
}

bool table_single_choice(const table_scene *t, gah_command *out)
{
    return t->legal_count == 1 && single_choice_reason(&t->session.state, out) != NULL;
}

void table_settle_single(table_scene *t)
{
    static gah_events ev; /* large: kept off the stack; the table is used from one thread */
    gah_command c;
    /* Each forced choice may lead to another; the engine's prompts always end at a real choice or a turn. */
    for (int guard = 0; guard < 32 && table_single_choice(t, &c); guard++) {
        const char *reason = single_choice_reason(&t->session.state, &c);
        int seat = table_prompt_seat(t);
        ev.count = 0;
        ev.overflow = false;
        if (gah_session_apply(&t->session, seat, c, &ev)) return;
        char line[LOG_LINE_MAX];
        int before = t->log.count;
        snprintf(line, sizeof line, "%s: %s, so the game goes on", t->names[seat], reason);
        log_events(&t->log, &t->session.state, &ev, t->names);
        /* The explanation goes before what it caused, when the log kept room for both. */
        if (t->log.count < LOG_LINES) {
            memmove(t->log.lines[before + 1], t->log.lines[before], sizeof t->log.lines[0] * (size_t)(t->log.count - before));
            snprintf(t->log.lines[before], LOG_LINE_MAX, "%s", line);
            t->log.count++;
        }
        snprintf(t->message, sizeof t->message, "%s", line);
        t->message_until = SDL_GetTicks() + 4000;
        for (int i = 0; i < ev.count; i++) {
            if (t->events.count == GAH_EVENTS_MAX) {
                t->events.overflow = true;
                break;
            }
            t->events.list[t->events.count++] = ev.list[i];
        }
        t->events.overflow |= ev.overflow;
        table_refresh(t);
    }
}

bool table_guest_stuck(const table_scene *t, int seat, int table, char *why, size_t size)
{
    const gah_state *st = &t->session.state;
    const gah_player *p = &st->player[seat];
    if (table < 1 || table > GAH_CAFE_TABLES || !p->cafe[table - 1].guest) return false;
    const gah_guest_card *g = gah_guest_by_id(p->cafe[table - 1].guest);
    if (!g) return false;
    for (int i = 0; i < GAH_ITEM_COUNT; i++)
        if (p->cafe[table - 1].placed[i] < g->order[i]) return false; /* the order is not complete yet */
    for (int r = 0; r < GAH_HOTEL_ROOMS; r++)
        if (p->room[r] == GAH_ROOM_VACANT && (g->colour == GAH_COLOUR_GREEN || gah_hotels[p->hotel].colour[r] == g->colour))
            return false;
    static const char *const colours[GAH_COLOUR_COUNT] = {"blue", "red", "yellow", "green"};
    snprintf(why, size, "%s's order is complete, but there is no vacant %s room: prepare one first",
             g->name, g->colour < GAH_COLOUR_COUNT ? colours[g->colour] : "fitting");
    return true;
}

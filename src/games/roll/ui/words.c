/* What Let's Roll's table says: the prompt and the gesture that answers it, the buttons' words, the bonuses
 * as short icons ("+1E", "occ R -1") and in sentences, and what the pointer rests on (a room, a die, a staff
 * member, a loan, an Emperor space). Every fact comes from the engine and the data tables. */
#include "roll_table.h"

#include <stdio.h>
#include <string.h>

static const char *const action_names[7] = {"", "Prepare rooms", "Occupy a room", "Prepare or occupy",
                                            "Emperor or krone", "Hire staff", "Imitate"};
static const char *const step_names[ROLL_SCORE_STEPS] = {"Staff", "Blue groups", "Occupied rooms", "Emperor",
                                                         "Money left", "Row and column bonuses", "Loans"};
static const char *const colour_letters[4] = {"B", "R", "Y", "any"};
static const char *const colour_words[4] = {"blue", "red", "yellow", "any"};

const char *roll_words_action(int action) { return action >= 1 && action <= 6 ? action_names[action] : "?"; }
const char *roll_words_step(int step) { return step >= 0 && step < ROLL_SCORE_STEPS ? step_names[step] : "?"; }

static int part_words(const roll_effect *e, bool longer, char *out, size_t size)
{
    const char *c = longer ? colour_words[e->colour % 4] : colour_letters[e->colour % 4];
    char off[24] = "";
    if (e->amount == ROLL_FREE) snprintf(off, sizeof off, longer ? " free" : " free");
    else if (e->amount) snprintf(off, sizeof off, longer ? ", %d krone off" : " -%d", e->amount);
    switch (e->kind) {
    case ROLL_FX_KRONE: return snprintf(out, size, longer ? "%d krone" : "+%dk", e->amount);
    case ROLL_FX_EMPEROR: return snprintf(out, size, longer ? "%d Emperor space%s" : "+%dE", e->amount, longer && e->amount != 1 ? "s" : "");
    case ROLL_FX_PREPARE: return snprintf(out, size, longer ? "prepare a %s room%s" : "prep %s%s", c, off);
    case ROLL_FX_OCCUPY: return snprintf(out, size, longer ? "occupy a prepared %s room%s" : "occ %s%s", c, off);
    case ROLL_FX_HIRE: return snprintf(out, size, longer ? "hire a staff member%s" : "hire%s", off);
    default: return snprintf(out, size, "%s", "");
    }
}

static void bonus_words(const roll_bonus *b, bool longer, char *out, size_t size)
{
    size_t n = 0;
    out[0] = 0;
    for (int i = 0; i < b->count && i < ROLL_EFFECT_PARTS && n < size; i++) {
        if (i) n += (size_t)snprintf(out + n, size - n, longer ? " and " : " ");
        if (n < size) n += (size_t)part_words(&b->part[i], longer, out + n, size - n);
    }
}

void roll_words_bonus(const roll_bonus *b, char *out, size_t size) { bonus_words(b, false, out, size); }
void roll_words_bonus_long(const roll_bonus *b, char *out, size_t size) { bonus_words(b, true, out, size); }

/* Whether taking the die on `space` now would bring the special case's krone instead of its action. */
static bool special_case(const roll_window *w, int space)
{
    int seat = roll_ui_to_act(w);
    if (seat < 0) return false;
    roll_state copy = *roll_ui_state(w);
    bg_events ev = {0};
    if (roll_apply(&copy, seat, (roll_command){ROLL_CMD_DIE, (uint8_t)space}, &ev)) return false;
    for (int i = 0; i < ev.count; i++)
        if (ev.list[i].type == ROLL_EV_SPECIAL_CASE) return true;
    return false;
}

void roll_words_prompt(const roll_window *w, char *out, size_t size)
{
    const roll_state *st = roll_ui_state(w);
    roll_prompt p = roll_current_prompt(st);
    const char *who = p.seat >= 0 ? w->session.names[p.seat] : "";
    switch (p.kind) {
    case ROLL_PROMPT_TURN: {
        bool all_special = w->legal_count > 0;
        for (int i = 0; i < w->legal_count; i++) {
            roll_command c = roll_command_of(w->legal[i]);
            if (c.type == ROLL_CMD_DIE && !special_case(w, c.a)) all_special = false;
        }
        if (all_special)
            snprintf(out, size, "%s: no action can be carried out now. Take any die: instead of its action it brings %d krone.", who,
                     roll_rules.special_case_krone);
        else
            snprintf(out, size, "%s: take a die - click a space of the action board. Its strength is the number of dice there.", who);
        break;
    }
    case ROLL_PROMPT_PREPARE:
        snprintf(out, size, "%s: prepare a room next to a circled doorknob - click a lit room (%d more at most%s).", who, p.count,
                 p.amount == ROLL_FREE ? ", free" : "");
        break;
    case ROLL_PROMPT_OCCUPY: snprintf(out, size, "%s: occupy a prepared room - click a lit room (the cost shows on hover).", who); break;
    case ROLL_PROMPT_PREPARE_OR_OCCUPY:
        snprintf(out, size, "%s: prepare rooms (up to %d) or occupy one - click a lit room.", who, p.count ? p.count : p.amount);
        break;
    case ROLL_PROMPT_EMPEROR_OR_KRONE: snprintf(out, size, "%s: strength %d - as many Emperor spaces, or as many krone?", who, p.amount); break;
    case ROLL_PROMPT_HIRE: snprintf(out, size, "%s: hire a staff member - click a lit clipboard on the staff board.", who); break;
    case ROLL_PROMPT_IMITATE: snprintf(out, size, "%s: imitate which action? (It costs 1 krone unless your staff pays.)", who); break;
    case ROLL_PROMPT_BONUS_ORDER: snprintf(out, size, "%s: a room's door bonus and a yellow group's Emperor spaces: which first?", who); break;
    case ROLL_PROMPT_TIMING: snprintf(out, size, "%s: your staff's Emperor spaces - before or after the die's action?", who); break;
    case ROLL_PROMPT_EITHER: snprintf(out, size, "%s: a free room to prepare and a free room to occupy, in either order - click a lit room.", who); break;
    default: snprintf(out, size, "The game is over."); break;
    }
}

void roll_words_button(const roll_window *w, roll_command c, char *out, size_t size)
{
    roll_prompt p = roll_current_prompt(roll_ui_state(w));
    switch (c.type) {
    case ROLL_CMD_EMPEROR: snprintf(out, size, "%d Emperor space%s", p.amount, p.amount == 1 ? "" : "s"); break;
    case ROLL_CMD_KRONE: snprintf(out, size, "%d krone", p.amount); break;
    case ROLL_CMD_ROOM_FIRST: snprintf(out, size, "Room bonus first"); break;
    case ROLL_CMD_GROUP_FIRST: snprintf(out, size, "Group bonus first"); break;
    case ROLL_CMD_BEFORE: snprintf(out, size, "Emperor spaces first"); break;
    case ROLL_CMD_AFTER: snprintf(out, size, "The action first"); break;
    case ROLL_CMD_DONE: snprintf(out, size, "Done preparing"); break;
    case ROLL_CMD_SKIP: snprintf(out, size, "Let it go"); break;
    case ROLL_CMD_IMITATE: snprintf(out, size, "Imitate: %s", roll_words_action(c.a)); break;
    case ROLL_CMD_LOAN: snprintf(out, size, "Take a loan"); break;
    case ROLL_CMD_DIE: snprintf(out, size, "Die from space %d", c.a); break;
    case ROLL_CMD_ROOM: snprintf(out, size, "Prepare room %d", c.a); break;
    case ROLL_CMD_OCCUPY: snprintf(out, size, "Occupy room %d", c.a); break;
    case ROLL_CMD_HIRE: snprintf(out, size, "Hire staff %d", c.a); break;
    default: snprintf(out, size, "?"); break;
    }
}

static const char *const floor_words[ROLL_FLOORS] = {"the first floor", "floor 2", "floor 3", "floor 4"};

void roll_words_move(const roll_state *st, int seat, roll_command c, char *out, size_t size)
{
    const roll_player *p = seat >= 0 && seat < ROLL_MAX_PLAYERS ? &st->player[seat] : &st->player[0];
    const roll_hotel *h = roll_hotel_by_id(p->hotel);
    roll_prompt pr = roll_current_prompt(st);
    int room = c.a - 1;
    bool a_room = (c.type == ROLL_CMD_ROOM || c.type == ROLL_CMD_OCCUPY) && room >= 0 && room < ROLL_ROOMS && h;
    const char *colour = a_room ? roll_colour_name(h->colour[room]) : "";
    const char *floor = a_room ? floor_words[roll_room_floor(room) % ROLL_FLOORS] : "";
    switch (c.type) {
    case ROLL_CMD_DIE: {
        int strength = c.a >= 1 && c.a <= 6 ? st->dice[c.a] : 0;
        char action[32];
        snprintf(action, sizeof action, "%s", roll_words_action(c.a));
        if (action[0] >= 'A' && action[0] <= 'Z') action[0] = (char)(action[0] - 'A' + 'a'); /* inside a sentence */
        snprintf(out, size, "take the die from space %d (%s, strength %d)", c.a, action, strength);
        break;
    }
    case ROLL_CMD_ROOM: snprintf(out, size, "prepare room %d, a %s room on %s", c.a, colour, floor); break;
    case ROLL_CMD_OCCUPY: snprintf(out, size, "occupy room %d, a %s room on %s", c.a, colour, floor); break;
    case ROLL_CMD_HIRE: {
        const roll_staff_board *b = roll_staff_board_by_id(p->staff_board);
        int cost = b && c.a >= 1 && c.a <= ROLL_STAFF_SLOTS ? b->cost[c.a - 1] : 0;
        snprintf(out, size, "hire the staff member in slot %d (%d krone)", c.a, cost);
        break;
    }
    case ROLL_CMD_IMITATE: snprintf(out, size, "imitate \"%s\"", roll_words_action(c.a)); break;
    case ROLL_CMD_EMPEROR: snprintf(out, size, "take %d Emperor space%s", pr.amount, pr.amount == 1 ? "" : "s"); break;
    case ROLL_CMD_KRONE: snprintf(out, size, "take %d krone", pr.amount); break;
    case ROLL_CMD_ROOM_FIRST: snprintf(out, size, "the room's bonus first"); break;
    case ROLL_CMD_GROUP_FIRST: snprintf(out, size, "the group's bonus first"); break;
    case ROLL_CMD_BEFORE: snprintf(out, size, "the staff's Emperor spaces first"); break;
    case ROLL_CMD_AFTER: snprintf(out, size, "the die's action first"); break;
    case ROLL_CMD_DONE: snprintf(out, size, "prepare no more rooms"); break;
    case ROLL_CMD_SKIP: snprintf(out, size, "let the bonus go"); break;
    case ROLL_CMD_LOAN: snprintf(out, size, "take a loan (%d krone now, points lost at the end)", roll_rules.loan_krone); break;
    default: snprintf(out, size, "?"); break;
    }
}

static void explain_room(const roll_window *w, int seat, int room, char *out, size_t size)
{
    const roll_state *st = roll_ui_state(w);
    const roll_player *pl = &st->player[seat];
    const roll_hotel *h = roll_hotel_by_id(pl->hotel);
    if (!h) return;
    int floor = roll_room_floor(room), g = h->group[room];
    char bonus[120];
    roll_words_bonus_long(&h->door[room], bonus, sizeof bonus);
    static const char *const state_words[3] = {"empty", "prepared (doorknob circled)", "occupied"};
    int n = snprintf(out, size, "Room %d, %s, floor %d, %s; in a %s group of %d. ", room + 1, colour_words[h->colour[room]],
                     floor + 1, state_words[pl->room[room] % 3], colour_words[h->group_colour[g]], h->group_size[g]);
    if (h->door[room].count && n > 0 && (size_t)n < size) n += snprintf(out + n, size - (size_t)n, "Door bonus when occupied: %s. ", bonus);
    if (n <= 0 || (size_t)n >= size) return;
    roll_prompt p = roll_current_prompt(st);
    if (pl->room[room] == ROLL_ROOM_EMPTY)
        snprintf(out + n, size - (size_t)n, "Preparing it costs %d krone%s.", roll_prepare_cost(st, seat, room, 0),
                 roll_room_preparable(st, seat, room) ? "" : " (it needs a circled doorknob beside it first)");
    else if (pl->room[room] == ROLL_ROOM_PREPARED)
        snprintf(out + n, size - (size_t)n, "Occupying it costs %d krone%s.",
                 roll_occupy_cost(room, p.seat == seat && (p.kind == ROLL_PROMPT_OCCUPY || p.kind == ROLL_PROMPT_PREPARE_OR_OCCUPY) ? p.amount : 0),
                 p.seat == seat ? " now" : " (less the die's strength)");
    else
        snprintf(out + n, size - (size_t)n, "It scores %d VP at the end.", roll_rules.floor_vp[floor]);
}

static void explain_space(const roll_window *w, int space, char *out, size_t size)
{
    const roll_state *st = roll_ui_state(w);
    int seat = roll_ui_to_act(w);
    if (seat < 0) seat = roll_ui_focus(w);
    int n = snprintf(out, size, "Space %d, %s: %d di%s here; a die taken now has strength %d. ", space, roll_words_action(space),
                     st->dice[space], st->dice[space] == 1 ? "e" : "ce", roll_space_strength(st, seat, space));
    if (n <= 0 || (size_t)n >= size) return;
    const char *why = roll_check(st, seat, (roll_command){ROLL_CMD_DIE, (uint8_t)space});
    if (why && roll_current_prompt(st).kind != ROLL_PROMPT_TURN)
        snprintf(out + n, size - (size_t)n, "This turn's die is taken: carry out its action first (the prompt says how).");
    else if (why) snprintf(out + n, size - (size_t)n, "Not now: %s", why);
    else if (special_case(w, space)) snprintf(out + n, size - (size_t)n, "No action is possible: it brings %d krone instead.", roll_rules.special_case_krone);
    else if (space == 2) snprintf(out + n, size - (size_t)n, "Occupying costs the floor's price less the strength.");
}

void roll_words_explain(const roll_window *w, ui_el e, char *out, size_t size)
{
    const roll_state *st = roll_ui_state(w);
    out[0] = 0;
    switch (e.kind) {
    case RE_ROOM: explain_room(w, e.index / 32, e.index % 32, out, size); break;
    case RE_SPACE: explain_space(w, e.index, out, size); break;
    case RE_STAFF: {
        int seat = e.index / 8, slot = e.index % 8;
        const roll_staff_board *b = roll_staff_board_by_id(st->player[seat].staff_board);
        const roll_staff_kind *k = b ? roll_staff_kind_by_id(b->kind[slot]) : NULL;
        static const char *const types[3] = {"works every time its die is taken", "works once, when hired", "scores at the end"};
        roll_prompt p = roll_current_prompt(st);
        if (k && st->player[seat].hired >> slot & 1) snprintf(out, size, "%s (%s); hired.", k->text, types[k->type % 3]);
        else if (k && p.kind == ROLL_PROMPT_HIRE && p.seat == seat) /* what it costs with this die, as the engine reckons */
            snprintf(out, size, "%s (%s). Hiring it now costs %d krone.", k->text, types[k->type % 3], roll_hire_cost(st, seat, slot, p.amount));
        else if (k)
            snprintf(out, size, "%s (%s). Hiring costs %d krone less the strength.", k->text, types[k->type % 3], b->cost[slot]);
        break;
    }
    case RE_LOAN:
        snprintf(out, size, "A loan: %d krone at once, whenever you need it; %d VP lost at the end (loans: %d, %d, %d VP).", roll_rules.loan_krone,
                 roll_rules.loan_vp[e.index % 4 % 3],
                 roll_rules.loan_vp[0], roll_rules.loan_vp[1], roll_rules.loan_vp[2]);
        break;
    case RE_TRACK: {
        int seat = e.index / 32, t = (e.index % 32) / 8, k = e.index % 8;
        const roll_hotel *h = roll_hotel_by_id(st->player[seat].hotel);
        char bonus[120] = "";
        if (h && h->emperor[t][k].count) roll_words_bonus_long(&h->emperor[t][k], bonus, sizeof bonus);
        snprintf(out, size, "Emperor track %d (rounds %s), space %d%s%s%s. Checked after round %d: reach the light section (space %d) or lose %d VP.",
                 t + 1, t == 0 ? "1-3" : t == 1 ? "4-5" : "6-7", k + 1, k + 1 >= roll_rules.track_light_from[t] ? ", in the light section" : "",
                 bonus[0] ? "; crossing it brings: " : "", bonus, roll_rules.check_rounds[t], roll_rules.track_light_from[t], roll_rules.track_penalty[t]);
        break;
    }
    case RE_MONEY:
        snprintf(out, size, "Money: %d krone. Each 3 left at the end are 1 VP. A circle when gained, a cross when spent.", st->player[e.index].money);
        break;
    case RE_PAD: snprintf(out, size, "The scoring pad: the seven steps of the final scoring, as they would stand now."); break;
    case RE_SHEET: snprintf(out, size, "%s's sheet: click to see it large.", w->session.names[e.index]); break;
    case RE_UNDO: snprintf(out, size, "Take back the last step of this turn (a roll cannot be taken back)."); break;
    default: break;
    }
}

/* Whether event `e` says something of its own in a command's caption: the turn's and the round's
 * bookkeeping, the action's heading and the checks (the summary tells those) do not; a payment is already in
 * its room's, staff's or imitation's words; a gain is, after the special case and a loan. */
static bool caption_worthy(const bg_events *ev, int i)
{
    const bg_event *e = &ev->list[i];
    switch (e->type) {
    case ROLL_EV_TURN_START: case ROLL_EV_ROUND_START: case ROLL_EV_DICE_ROLLED: case ROLL_EV_ACTION:
    case ROLL_EV_ROUND_END: case ROLL_EV_EMPEROR_CHECK: case ROLL_EV_FINAL_SCORE: case ROLL_EV_GAME_OVER:
    case ROLL_EV_SETUP: case ROLL_EV_BOARDS: case ROLL_EV_ROOM_BONUS: case ROLL_EV_EMPEROR_BONUS:
        return false;
    case ROLL_EV_MONEY:
        if (e->value <= 0) return false;
        return !(i > 0 && (ev->list[i - 1].type == ROLL_EV_SPECIAL_CASE || ev->list[i - 1].type == ROLL_EV_LOAN));
    default: return true;
    }
}

void roll_words_caption(const roll_window *w, const bg_events *ev, char *out, size_t size)
{
    const char *names[ROLL_MAX_PLAYERS] = {w->session.names[0], w->session.names[1], w->session.names[2], w->session.names[3]};
    size_t n = 0;
    int first_seat = -1, clauses = 0;
    out[0] = 0;
    for (int i = 0; i < ev->count && n < size; i++) {
        if (!caption_worthy(ev, i)) continue;
        const bg_event *e = &ev->list[i];
        char line[LOG_LINE_MAX];
        roll_event_text(roll_ui_state(w), e, names, line, sizeof line);
        const char *clause = line;
        /* The same player goes on without their name: "Anna takes a die ..., occupies the red room 3 ...". */
        size_t who = e->seat < ROLL_MAX_PLAYERS ? strlen(names[e->seat]) : 0;
        if (clauses && e->seat == first_seat && who && !strncmp(line, names[e->seat], who) && line[who] == ' ') clause = line + who + 1;
        if (!clauses) first_seat = e->seat;
        n += (size_t)snprintf(out + n, size - n, "%s%s", clauses ? (clause == line ? "; " : ", ") : "", clause);
        clauses++;
    }
    if (n >= size && size > 4) memcpy(out + size - 4, "...", 4); /* cut: the log has it all */
}

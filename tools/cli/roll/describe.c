/* Let's Roll in the terminal: the position before a decision (the dice on the six spaces, each hotel as its
 * board is drawn - top floor first, the staircase between columns 4 and 5 - with its tracks, money, loans and
 * staff), what a prompt asks, and the final scoring step by step. */
#include "cli_roll.h"

#include <string.h>

static const char *const action_names[7] = {"", "prepare rooms", "occupy a room", "prepare or occupy", "Emperor or krone",
                                            "hire staff", "imitate"};
static const char *const step_names[ROLL_SCORE_STEPS] = {"staff", "blue groups", "rooms", "Emperor", "money", "rows/columns", "loans"};

/* A room as two characters: its colour's letter, and '.' empty, 'o' prepared (circled), 'X' occupied. */
static void room_cell(const roll_state *st, int seat, int room, FILE *out)
{
    const roll_hotel *h = roll_hotel_by_id(st->player[seat].hotel);
    static const char colour_letter[] = "BRY";
    static const char state_char[] = ".oX";
    fprintf(out, "%2d%c%c", room + 1, colour_letter[h->colour[room]], state_char[st->player[seat].room[room]]);
}

/* A bonus in a few characters: "prep red", "occ any -2", "hire free", "+1E+2k". */
static void bonus_words(const roll_bonus *b, char *buf, size_t size)
{
    size_t n = 0;
    buf[0] = 0;
    for (int i = 0; i < b->count && n < size; i++) {
        const roll_effect *fx = &b->part[i];
        const char *sep = i ? (b->either_order ? " & " : " ") : "";
        char off[12] = "";
        if (fx->amount == ROLL_FREE) snprintf(off, sizeof off, " free");
        else if (fx->amount) snprintf(off, sizeof off, " -%d", fx->amount);
        switch (fx->kind) {
        case ROLL_FX_KRONE: n += (size_t)snprintf(buf + n, size - n, "%s+%dk", sep, fx->amount); break;
        case ROLL_FX_EMPEROR: n += (size_t)snprintf(buf + n, size - n, "%s+%dE", sep, fx->amount); break;
        case ROLL_FX_PREPARE: n += (size_t)snprintf(buf + n, size - n, "%sprep %s%s", sep, roll_colour_name(fx->colour), off); break;
        case ROLL_FX_OCCUPY: n += (size_t)snprintf(buf + n, size - n, "%socc %s%s", sep, roll_colour_name(fx->colour), off); break;
        case ROLL_FX_HIRE: n += (size_t)snprintf(buf + n, size - n, "%shire%s", sep, off); break;
        default: break;
        }
    }
}

/* For the player about to decide: the door bonuses, the Emperor spaces' bonuses and the groups. */
static void describe_details(const roll_state *st, int seat, FILE *out)
{
    const roll_player *p = &st->player[seat];
    const roll_hotel *h = roll_hotel_by_id(p->hotel);
    char words[48];
    fprintf(out, "  Doors (bonus when occupied):");
    for (int r = ROLL_COLUMNS; r < ROLL_ROOMS; r++) {
        if (r == 3 * ROLL_COLUMNS) fprintf(out, "\n                              ");
        bonus_words(&h->door[r], words, sizeof words);
        fprintf(out, " %d %s%s", r + 1, words, r + 1 < ROLL_ROOMS ? "," : "\n");
    }
    fprintf(out, "  Emperor spaces with bonuses:");
    for (int t = 0; t < ROLL_TRACKS; t++)
        for (int sp = 0; sp < roll_rules.track_spaces[t]; sp++)
            if (h->emperor[t][sp].count) {
                bonus_words(&h->emperor[t][sp], words, sizeof words);
                fprintf(out, " %d.%d %s;", t + 1, sp + 1, words);
            }
    fprintf(out, "\n  Groups:");
    static const char colour_letter[] = "BRY";
    for (int g = 0; g < h->group_count; g++) {
        fprintf(out, " %c%d[", colour_letter[h->group_colour[g]], h->group_size[g]);
        bool first = true;
        for (int r = 0; r < ROLL_ROOMS; r++)
            if (h->group[r] == g) fprintf(out, first ? "%d" : "-%d", r + 1), first = false;
        fprintf(out, "]%s", p->groups & (1u << g) ? "done" : "");
    }
    fprintf(out, "\n");
}

static void describe_player(const roll_state *st, int seat, FILE *out)
{
    const roll_player *p = &st->player[seat];
    fprintf(out, "P%d%s · hotel %d · %d krone · loans %d/3 · now worth %d VP\n", seat, seat == st->start_seat ? " (start)" : "",
            p->hotel, p->money, p->loans, roll_projected_score(st, seat, NULL));
    for (int floor = ROLL_FLOORS - 1; floor >= 0; floor--) {
        fprintf(out, "  F%d ", floor + 1);
        for (int col = 0; col < ROLL_COLUMNS; col++) {
            if (col == ROLL_LEFT_COLUMNS) fprintf(out, " |");
            fprintf(out, " ");
            room_cell(st, seat, floor * ROLL_COLUMNS + col, out);
        }
        fprintf(out, "   prepare %d, occupy %d, %d VP a room\n", roll_rules.prepare_cost[floor], roll_rules.occupy_cost[floor],
                roll_rules.floor_vp[floor]);
    }
    fprintf(out, "  Emperor:");
    for (int t = 0; t < ROLL_TRACKS; t++) {
        fprintf(out, " track %d %d/%d (light from %d)%s%s", t + 1, p->emperor[t], roll_rules.track_spaces[t],
                roll_rules.track_light_from[t], p->penalty & (1u << t) ? " -penalty" : "",
                st->track_first[t] == seat + 1 ? " first!" : "");
        fprintf(out, t < ROLL_TRACKS - 1 ? " ·" : "");
    }
    if (p->overflow) fprintf(out, " · past the end %d", p->overflow);
    fprintf(out, "\n  Staff (board %d):", p->staff_board);
    for (int slot = 0; slot < ROLL_STAFF_SLOTS; slot++) {
        const roll_staff_kind *k = roll_staff_kind_by_id(roll_slot_kind(st, seat, slot));
        const roll_staff_board *b = roll_staff_board_by_id(p->staff_board);
        fprintf(out, "\n    %d) %s %s (cost %d)", slot + 1, p->hired & (1u << slot) ? "[hired]" : "[     ]", k ? k->text : "?",
                b ? b->cost[slot] : 0);
    }
    fprintf(out, "\n");
}

void roll_describe_state(const roll_state *st, int viewer, FILE *out)
{
    fprintf(out, "== Round %d of 7, turn %d of 2 · active Emperor track %d · dice:", st->round, st->cycle,
            roll_active_track(st->round) + 1);
    for (int v = 1; v <= 6; v++) fprintf(out, " [%d %s]x%d", v, action_names[v], st->dice[v]);
    fprintf(out, "\n   rooms: B/R/Y colour, . empty, o prepared, X occupied; columns 1-4 | 5-7 either side of the staircase\n");
    for (int s = 0; s < st->players; s++) {
        describe_player(st, s, out);
        if (s == viewer) describe_details(st, s, out);
    }
    fprintf(out, "Bonuses still open:");
    for (int row = 0; row < ROLL_ROWS; row++)
        if (!st->row_claim[row])
            fprintf(out, " F%d-%s %d", row / 2 + 1, row % 2 ? "right" : "left",
                    row % 2 ? roll_rules.row_right_vp[row / 2] : roll_rules.row_left_vp[row / 2]);
    for (int col = 0; col < ROLL_COLUMNS; col++)
        if (!st->column_claim[col]) fprintf(out, " col%d %d", col + 1, roll_rules.column_vp[col]);
    fprintf(out, " (VP)\n");
}

static void board(const void *state, bg_prompt pr, bool seat_changed, FILE *out)
{
    if (seat_changed || pr.kind == ROLL_PROMPT_TURN) roll_describe_state(state, pr.seat, out);
}

static void prompt(const void *state, bg_prompt bp, FILE *out)
{
    roll_prompt pr = roll_current_prompt(state);
    (void)bp;
    const char *colour = pr.colour < ROLL_COLOUR_COUNT ? roll_colour_name(pr.colour) : NULL;
    switch (pr.kind) {
    case ROLL_PROMPT_TURN: fprintf(out, ": take a die (its action at the strength of its space) or a loan"); break;
    case ROLL_PROMPT_PREPARE:
        fprintf(out, ": prepare %s%s room%s (up to %d more)", colour ? "a " : "", colour ? colour : "a", "", pr.count);
        if (pr.amount == ROLL_FREE) fprintf(out, ", free");
        else if (pr.amount) fprintf(out, ", %d krone off", pr.amount);
        break;
    case ROLL_PROMPT_OCCUPY:
        fprintf(out, ": occupy a prepared %s room", colour ? colour : "");
        if (pr.amount == ROLL_FREE) fprintf(out, ", free");
        else if (pr.amount) fprintf(out, ", %d krone off", pr.amount);
        break;
    case ROLL_PROMPT_PREPARE_OR_OCCUPY: fprintf(out, ": prepare up to %d rooms, or occupy one %d krone off", pr.amount, pr.amount); break;
    case ROLL_PROMPT_EMPEROR_OR_KRONE: fprintf(out, ": %d Emperor spaces, or %d krone", pr.amount, pr.amount); break;
    case ROLL_PROMPT_HIRE:
        if (pr.amount == ROLL_FREE) fprintf(out, ": hire a staff member free");
        else fprintf(out, ": hire a staff member, %d krone off", pr.amount);
        break;
    case ROLL_PROMPT_IMITATE: fprintf(out, ": the action to carry out at strength %d", pr.amount); break;
    case ROLL_PROMPT_BONUS_ORDER: fprintf(out, ": which first, the door's bonus or the yellow group's Emperor spaces"); break;
    case ROLL_PROMPT_TIMING: fprintf(out, ": your staff's %d Emperor space(s) before or after the action", pr.amount); break;
    case ROLL_PROMPT_EITHER: fprintf(out, ": prepare a room free and occupy a room free, in either order"); break;
    default: break;
    }
    fprintf(out, " — choose:");
}

static void result(const void *state, const void *params, FILE *out)
{
    const roll_state *st = state;
    (void)params;
    fprintf(out, "== Final scoring:\n");
    for (int s = 0; s < st->players; s++) {
        fprintf(out, "  P%d:", s);
        for (int i = 0; i < ROLL_SCORE_STEPS; i++) fprintf(out, " %d. %s %d ·", i + 1, step_names[i], st->player[s].score[i]);
        fprintf(out, " total %d VP\n", st->player[s].vp);
    }
    unsigned winners = roll_winners(st);
    for (int s = 0; s < st->players; s++)
        if (winners & (1u << s)) fprintf(out, "P%d ", s);
    fprintf(out, "%s.\n", __builtin_popcount(winners) > 1 ? "share the victory" : "wins");
}

const cli_play_game roll_cli_play = {.board = board, .prompt = prompt, .result = result};

void roll_cli_progress(const void *state, char *buf, size_t size)
{
    const roll_state *st = state;
    snprintf(buf, size, "round %d, turn %d", st->round, st->cycle);
}

/* Events as sentences in our own words: one wording for the window's game log and the CLI. */
#include "waltz_celebrities.h"

#include <stdio.h>

static const char *const default_names[GAH_MAX_PLAYERS] = {"P0", "P1", "P2", "P3"};
static const char *const action_words[7] = {"", "dishes", "drinks", "rooms", "krone and Emperor", "a staff card", "an imitation"};
static const char *const bonus_words[GAH_COLOUR_COUNT] = {
    [GAH_COLOUR_BLUE] = "VP", [GAH_COLOUR_RED] = "krone", [GAH_COLOUR_YELLOW] = "Emperor steps", [GAH_COLOUR_GREEN] = ""};
static const gah_ballroom_board *ballroom_board(const gah_state *st, int ballroom)
{
    int id = st->ballrooms.board[ballroom];
    return id >= 1 && id <= gah_ballroom_board_count ? &gah_ballroom_boards[id - 1] : NULL;
}

static const char *const source_words[GAH_VP_SOURCE_COUNT] = {
    [GAH_VP_GUESTS] = "guests", [GAH_VP_ROOM_ICONS] = "room icons", [GAH_VP_BONUS] = "group bonuses",
    [GAH_VP_EMPEROR] = "Emperor", [GAH_VP_STAFF] = "staff", [GAH_VP_OBJECTIVES] = "objectives",
    [GAH_VP_ROOMS_FINAL] = "occupied rooms", [GAH_VP_LEFTOVERS] = "leftovers", [GAH_VP_CAFE_PENALTY] = "guests left in the café",
    [GAH_VP_CELEBRITIES] = "celebrities", [GAH_VP_BALLROOMS] = "ballrooms"};

static const char *entrance_name(int id)
{
    return id >= 1 && id <= gah_entrance_count ? gah_entrances[id - 1].name : "a hotel entrance";
}

static const char *guest_name(int id)
{
    const gah_guest_card *g = gah_guest_by_id(id);
    return g ? g->name : "a guest";
}

static const char *staff_name(int id)
{
    const gah_staff_card *s = gah_staff_by_id(id);
    return s ? s->name : "a staff card";
}

static const char *celebrity_name(int id)
{
    return id >= 1 && id <= gah_celebrity_count ? gah_celebrities[id - 1].name : "a celebrity";
}

static const char *seat_name(const gah_state *st, const char *const names[GAH_MAX_PLAYERS], int seat)
{
    if (seat < 0 || seat >= GAH_MAX_PLAYERS) seat = 0;
    if (gah_seat_is_automa(st, seat)) return gah_automa_name(st->params.automa);
    return names && names[seat] ? names[seat] : default_names[seat];
}

/* Dinner for One with Let's Waltz module 3: what the automa's solo entrance just did. Returns whether the
 * line belongs in a game log (items laid out each round are details). */
static bool solo_effect_text(const gah_state *st, const gah_event *e, const char *const names[GAH_MAX_PLAYERS], char *out,
                             size_t size)
{
    const char *who = seat_name(st, names, e->seat);
    const char *automa = gah_automa_name(st->params.automa);
    switch (e->b) {
    case GAH_SOLO_FX_ITEM_LAID: snprintf(out, size, "A %s from Hautel Couture's pool lies on action space %d", gah_item_name(e->d), e->c); return false;
    case GAH_SOLO_FX_ITEM_GIVEN:
        snprintf(out, size, "The %s from space %d goes to %s's guest at table %d", gah_item_name(e->d), e->c, automa, e->value);
        return true;
    case GAH_SOLO_FX_ITEM_RETURNED:
        snprintf(out, size, "None of %s's guests wants the %s from space %d: back to the supply", automa, gah_item_name(e->d), e->c);
        return true;
    case GAH_SOLO_FX_COUTURE_GUEST:
        snprintf(out, size, "%s's guest %s has everything and moves into the reserved room: %d VP", automa, guest_name(e->c), e->value);
        return true;
    case GAH_SOLO_FX_STAR_ADDED: snprintf(out, size, "%s puts a cogwheel on the stars track (%d of 9)", automa, e->value); return true;
    case GAH_SOLO_FX_STAR_REMOVED:
        snprintf(out, size, "%s completes a %s and takes a cogwheel off the stars track (%d left)", who, e->c ? "column" : "floor", e->value);
        return true;
    case GAH_SOLO_FX_STARS_SCORED: snprintf(out, size, "%s scores %d VP on the stars track of Nine Stars Inn", automa, e->value); return true;
    case GAH_SOLO_FX_SUSHI_TOKEN:
        snprintf(out, size, "%s's new room frees a cogwheel: it rides on %s, the leftmost guest in the queue", automa, guest_name(e->c));
        return true;
    case GAH_SOLO_FX_SUSHI_PAID:
        snprintf(out, size, "%s pays %d krone more for the cogwheel on %s, and the cogwheel goes back", who, e->value, guest_name(e->c));
        return true;
    case GAH_SOLO_FX_SUSHI_TAKEN:
        snprintf(out, size, "%s scores %d VP for taking %s, a guest with a cogwheel", automa, e->value, guest_name(e->c));
        return true;
    case GAH_SOLO_FX_SUSHI_SHIFTED:
        snprintf(out, size, "%s scores %d VP: the guest with a cogwheel left the queue's end (%s stays, the cogwheel goes)", automa, e->value,
                 guest_name(e->c));
        return true;
    case GAH_SOLO_FX_TOLL_LEFT:
        snprintf(out, size, "%s leaves a toll cogwheel on action space %d (%d there now)", automa, e->c, e->value);
        return true;
    case GAH_SOLO_FX_TOLL_PAID: snprintf(out, size, "%s pays %d krone toll to use action space %d", who, e->value, e->c); return true;
    case GAH_SOLO_FX_TOLL_ESCAPE:
        snprintf(out, size, "%s cannot pay any toll and crosses to space %d unpaid: %d VP", who, e->c, e->value);
        return true;
    case GAH_SOLO_FX_TOLL_SCORED:
        snprintf(out, size, "%s scores %d VP for the tolls on space %d and takes one cogwheel back", automa, e->value, e->c);
        return true;
    default: snprintf(out, size, "%s's solo entrance acts", automa); return false;
    }
}

/* The instruction card of the state's automa deck (ids may repeat across decks). */
static const gah_automa_card *automa_card(const gah_state *st, int id)
{
    const gah_automa_card *any = NULL;
    for (int i = 0; i < gah_automa_card_count; i++) {
        const gah_automa_card *card = &gah_automa_cards[i];
        if (card->id != id) continue;
        const gah_automa_info *info = gah_automa_info_of(st->params.automa);
        if (info && !strcmp(card->deck, info->deck)) return card;
        if (!any) any = card;
    }
    return any;
}

/* A room space in the game's words (issue 13: "room 5" was a developer's): its colour on that player's
 * hotel and its floor counted from the bottom, as seed 000 counts them for the final scoring. */
static const char *room_words(const gah_state *st, int seat, int room, const char *article, char *buf, size_t size)
{
    static const char *const floors[GAH_HOTEL_FLOORS] = {"first", "second", "third", "fourth"};
    if (room < 0 || room >= GAH_HOTEL_ROOMS || seat < 0 || seat >= GAH_MAX_PLAYERS) snprintf(buf, size, "%sroom", article);
    else snprintf(buf, size, "%s%s room on the %s floor", article, gah_colour_name(gah_room_colour(st, seat, room)), floors[room / GAH_HOTEL_COLUMNS]);
    return buf;
}

/* The guest at a café table after the command: items land on a guest who stays there until moved, which
 * is a command of its own. */
static const char *table_guest(const gah_state *st, int seat, int table, char *buf, size_t size)
{
    int id = seat >= 0 && seat < GAH_MAX_PLAYERS && table >= 1 && table <= GAH_CAFE_TABLES ? st->player[seat].cafe[table - 1].guest : 0;
    if (id) snprintf(buf, size, "%s", guest_name(id));
    else snprintf(buf, size, "the guest at table %d", table);
    return buf;
}

/* An instruction card's steps in words (issue 13: the log showed the data's notation, "G + ? [M]"); steps
 * above the game's difficulty are left out, as the automa skips them. */
static void automa_card_words(const gah_state *st, const gah_automa_card *card, char *out, size_t size)
{
    static const char *const colours[GAH_COLOUR_COUNT] = {"blue", "red", "yellow", "green"};
    size_t n = 0;
    out[0] = 0;
    for (int i = 0; i < card->step_count && n < size; i++) {
        const gah_automa_step *s = &card->steps[i];
        if (s->min_difficulty > st->params.difficulty) continue;
        char part[80];
        const char *colour = s->arg >= 0 && s->arg < GAH_COLOUR_COUNT ? colours[s->arg] : NULL;
        switch ((gah_automa_step_kind)s->kind) {
        case GAH_AUTOMA_STEP_GUEST:
            if (colour) snprintf(part, sizeof part, "a %s guest", colour);
            else snprintf(part, sizeof part, "any guest");
            break;
        case GAH_AUTOMA_STEP_GUEST_DANCER:
            if (colour) snprintf(part, sizeof part, "a %s dancer (%s)", colour, s->arg2 == 1 ? "next ballroom" : "ballroom after");
            else snprintf(part, sizeof part, "any dancer (%s)", s->arg2 == 1 ? "next ballroom" : "ballroom after");
            break;
        case GAH_AUTOMA_STEP_DIE: snprintf(part, sizeof part, "a %d", s->arg); break;
        case GAH_AUTOMA_STEP_DIE_EITHER:
            snprintf(part, sizeof part, "a %d or %d (more dice)", s->arg, s->arg2);
            break;
        case GAH_AUTOMA_STEP_DIE_MOST: snprintf(part, sizeof part, "the most common die"); break;
        case GAH_AUTOMA_STEP_DIE_CELEBRITY: snprintf(part, sizeof part, "the best celebrity's die"); break;
        case GAH_AUTOMA_STEP_EMPEROR:
            snprintf(part, sizeof part, "%d Emperor %s", s->arg, s->arg == 1 ? "step" : "steps");
            break;
        case GAH_AUTOMA_STEP_STAFF: snprintf(part, sizeof part, "a staff card"); break;
        case GAH_AUTOMA_STEP_OBJECTIVE:
            if (s->arg >= 0 && s->arg < 3) snprintf(part, sizeof part, "objective %c", 'A' + s->arg);
            else snprintf(part, sizeof part, "any objective");
            break;
        case GAH_AUTOMA_STEP_DANCER:
            snprintf(part, sizeof part, "a dancer (%s)", s->arg == 1 ? "next ballroom" : "ballroom after");
            break;
        default: snprintf(part, sizeof part, "something"); break;
        }
        n += (size_t)snprintf(out + n, size - n, "%s%s", n ? ", " : "", part);
    }
}

bool gah_event_text(const gah_state *st, const gah_event *e, const char *const names[GAH_MAX_PLAYERS], char *out,
                    size_t size)
{
    char place[48], guest[48];
    const char *who = seat_name(st, names, e->seat);
    int action = e->a >= 1 && e->a <= 6 ? e->a : 0;
    switch (e->type) {
    case GAH_EV_SETUP: snprintf(out, size, "%d players; %s starts", e->a, seat_name(st, names, e->b)); return false;
    case GAH_EV_ROUND_START: snprintf(out, size, "— Round %d —", e->a); return true;
    case GAH_EV_DICE_ROLLED: snprintf(out, size, "%d %s on the %d", e->b, e->b == 1 ? "die" : "dice", e->a); return false;
    case GAH_EV_DIE_DUSTBIN: snprintf(out, size, "A die goes to the dustbin; the rest are rolled again"); return true;
    case GAH_EV_PASS: snprintf(out, size, "%s passes and waits for the re-roll", who); return true;
    case GAH_EV_TURN_START:
        if (!e->a) snprintf(out, size, "%s's extra turn (E. Gizia)", who); /* seed 001's Original rules */
        else snprintf(out, size, "%s's turn (%d)", who, e->a);
        return true;
    case GAH_EV_TURN_END: snprintf(out, size, "%s ends the turn", who); return false;
    case GAH_EV_GUEST_TAKEN:
        if (e->value) snprintf(out, size, "%s seats %s at table %d for %d krone", who, guest_name(e->a), e->c, e->value);
        else snprintf(out, size, "%s seats %s at table %d", who, guest_name(e->a), e->c);
        return true;
    case GAH_EV_QUEUE_SLIDE:
        snprintf(out, size, "%s moves up the queue from %d to %d", guest_name(e->a), e->b, e->c);
        return false;
    case GAH_EV_QUEUE_REFILL:
        if (e->a) snprintf(out, size, "%s joins the queue at %d", guest_name(e->a), e->b);
        else snprintf(out, size, "No guest is left for queue position %d", e->b);
        return false;
    case GAH_EV_GUEST_RESHUFFLE: snprintf(out, size, "%d guests are shuffled back into the deck", e->a); return false;
    case GAH_EV_DIE_TAKEN:
        if (e->b) snprintf(out, size, "%s takes a %s%s%d%s for %s (strength %d)", who, e->d ? gah_celebrity_colour_word(e->d) : "",
                           e->d ? " " : "", e->a, e->c ? " with boost" : "", action_words[action], e->b);
        else snprintf(out, size, "%s takes a %s%s%d", who, e->d ? gah_celebrity_colour_word(e->d) : "", e->d ? " " : "", e->a);
        return true;
    case GAH_EV_ACTION:
        /* The main action was told with its die; imitations and E. Gizia's actions get their own line. */
        snprintf(out, size, "%s carries out %s with strength %d", who, action_words[action], e->b);
        return !e->c;
    case GAH_EV_ITEM_GAINED:
        if (e->b) snprintf(out, size, "%s gives a %s to %s", who, gah_item_name(e->a), table_guest(st, e->seat, e->b, guest, sizeof guest));
        else if (e->c) snprintf(out, size, "%s's %s goes to the kitchen: no guest ordered it", who, gah_item_name(e->a));
        else snprintf(out, size, "%s puts a %s in the kitchen", who, gah_item_name(e->a));
        return false;
    case GAH_EV_ITEM_SERVED:
        snprintf(out, size, "%s serves a %s to %s", who, gah_item_name(e->a), table_guest(st, e->seat, e->b, guest, sizeof guest));
        return true;
    /* Krone gained are worth a line (action 4, rewards, the Emperor's reward: issue 13 found them missing);
     * a payment's line is the thing it bought, which names the price. */
    case GAH_EV_MONEY:
        if (e->value > 0) snprintf(out, size, "%s gets %d krone (now %d)", who, e->value, e->a);
        else snprintf(out, size, "%s pays %d krone (now %d)", who, -e->value, e->a);
        return e->value > 0;
    case GAH_EV_VP: snprintf(out, size, "%s %+d VP (now %d)", who, e->value, e->b); return false;
    case GAH_EV_EMPEROR: /* every move on the track is worth a line: nothing else tells it */
        snprintf(out, size, "%s moves %d %s %s the Emperor track (now on %d)", who, e->value < 0 ? -e->value : e->value,
                 e->value == 1 || e->value == -1 ? "step" : "steps", e->value < 0 ? "back on" : "up", e->a);
        return true;
    case GAH_EV_ROOM_PREPARED:
        room_words(st, e->seat, e->a, "a ", place, sizeof place);
        if (e->value) snprintf(out, size, "%s prepares %s for %d krone", who, place, e->value);
        else snprintf(out, size, "%s prepares %s for free", who, place);
        return true;
    case GAH_EV_ROOM_OCCUPIED: snprintf(out, size, "%s occupies %s", who, room_words(st, e->seat, e->a, "a ", place, sizeof place)); return false;
    case GAH_EV_ROOM_REMOVED:
        snprintf(out, size, "The Emperor takes %s's %s", who, room_words(st, e->seat, e->a, "", place, sizeof place));
        return true;
    case GAH_EV_GROUP_BONUS:
        snprintf(out, size, "%s fills a group of %s rooms: +%d %s", who, gah_colour_name(e->b), e->value,
                 e->b >= 0 && e->b < GAH_COLOUR_COUNT ? bonus_words[e->b] : "");
        return true;
    case GAH_EV_GUEST_MOVED:
        snprintf(out, size, "%s moves %s into %s", who, guest_name(e->a), room_words(st, e->seat, e->c, "a ", place, sizeof place));
        return true;
    case GAH_EV_GUEST_REWARD: {
        const gah_guest_card *g = gah_guest_by_id(e->a);
        snprintf(out, size, "%s's reward: %s", guest_name(e->a), g ? g->reward_text : "?");
        return true;
    }
    case GAH_EV_STAFF_DRAWN: snprintf(out, size, "%s draws %s%s", who, e->a ? "the " : "", staff_name(e->a)); return false;
    case GAH_EV_STAFF_PLAYED:
        if (e->value) snprintf(out, size, "%s hires the %s for %d krone", who, staff_name(e->a), e->value);
        else snprintf(out, size, "%s hires the %s free", who, staff_name(e->a));
        return true;
    case GAH_EV_STAFF_USED: snprintf(out, size, "%s calls on the %s", who, staff_name(e->a)); return true;
    case GAH_EV_STAFF_BOTTOM: snprintf(out, size, "%s puts a staff card under the deck", who); return false;
    case GAH_EV_OBJECTIVE: {
        const gah_objective_card *o = e->a >= 0 && e->a < 3 ? gah_objective_by_id(st->objectives[e->a]) : NULL;
        if (o) snprintf(out, size, "%s fulfils objective %c, %s: %d VP", who, 'A' + e->a, o->name, e->value);
        else snprintf(out, size, "%s fulfils objective %c: %d VP", who, 'A' + e->a, e->value);
        return true;
    }
    case GAH_EV_EMPEROR_SCORING:
        snprintf(out, size, "Emperor: %s scores %d VP and drops from %d to %d", who, e->value, e->a, e->c);
        return true;
    /* Why: the marker's place after the retreat (seed 000, Emperor scoring), and what the tile does. */
    case GAH_EV_EMPEROR_REWARD:
    case GAH_EV_EMPEROR_PENALTY: {
        const gah_emperor_tile *tile = e->a >= 0 && e->a < gah_emperor_tile_count ? &gah_emperor_tiles[e->a] : NULL;
        const char *does = tile ? e->type == GAH_EV_EMPEROR_REWARD ? tile->reward_text : tile->penalty_text : "";
        if (strlen(does) > 44) does = tile->name; /* the longest say too much for one line: the tile's name */
        if (e->type == GAH_EV_EMPEROR_REWARD)
            snprintf(out, size, "%s's marker stays at %d or more. Emperor's reward: %s", who, gah_rules.emperor_reward_min, does);
        else snprintf(out, size, "%s's marker is back at 0. Emperor's penalty: %s", who, does);
        return true;
    }
    case GAH_EV_ROUND_END: snprintf(out, size, "Round %d ends", e->a); return false;
    case GAH_EV_FINAL_SCORE:
        snprintf(out, size, "Final scoring: %s %+d VP (%s)", who, e->value,
                 e->a >= 0 && e->a < GAH_VP_SOURCE_COUNT ? source_words[e->a] : "?");
        return e->value != 0;
    case GAH_EV_GAME_OVER: snprintf(out, size, "The game is over"); return true;
    case GAH_EV_STAFF_REMOVED: snprintf(out, size, "The Emperor takes %s's %s", who, staff_name(e->a)); return true;
    case GAH_EV_AUTOMA_CARD: {
        const gah_automa_card *card = automa_card(st, e->a);
        char steps[200];
        if (card) automa_card_words(st, card, steps, sizeof steps);
        if (card) snprintf(out, size, "%s's card %d: %s", who, e->a, steps);
        else snprintf(out, size, "%s's card %d", who, e->a);
        return true;
    }
    case GAH_EV_AUTOMA_GUEST:
        snprintf(out, size, "%s takes %s straight into %s", who, guest_name(e->a), room_words(st, e->seat, e->c, "a ", place, sizeof place));
        return true;
    case GAH_EV_OBJECTIVE_COUNTDOWN:
        snprintf(out, size, "%s works towards objective %c (marker on %s)", who, 'A' + e->a, e->b == 3 ? "III" : "II");
        return true;
    /* Let's Waltz module 2 */
    case GAH_EV_COLOUR_DIE: snprintf(out, size, "The %s die shows %d", gah_celebrity_colour_word(e->a), e->b); return false;
    case GAH_EV_CELEBRITY_TAKEN:
        snprintf(out, size, "%s invites %s from the lounge: %d VP", who, celebrity_name(e->a), e->value);
        return true;
    case GAH_EV_LOUNGE_CHIT:
        if (e->value) snprintf(out, size, "%s now brings %d VP", celebrity_name(e->a), e->value);
        else snprintf(out, size, "%s leaves the lounge", celebrity_name(e->a));
        return false;
    case GAH_EV_LOUNGE_REFILL: snprintf(out, size, "%s arrives in the lounge", celebrity_name(e->a)); return true;
    case GAH_EV_CELEBRITY_DISCARDED: snprintf(out, size, "%s takes leave of %s", celebrity_name(e->a), who); return false;
    case GAH_EV_ITEM_TRADED:
        snprintf(out, size, "%s trades a %s for a %s", who, gah_item_name(e->a), gah_item_name(e->b));
        return true;
    case GAH_EV_CELEBRITY_RESHUFFLE: snprintf(out, size, "%d celebrities are shuffled into a new stack", e->a); return false;
    /* Let's Waltz module 1 */
    case GAH_EV_REHEARSAL_CHOSEN: snprintf(out, size, "%s takes rehearsal room board %d", who, e->a); return true;
    case GAH_EV_DANCER_SENT:
        if (!e->c && e->a) snprintf(out, size, "%s sends %s from the queue to the ball", who, guest_name(e->a));
        else if (!e->c) snprintf(out, size, "%s sends a dancer to the ball", who);
        else if (e->a) snprintf(out, size, "%s sends %s to the ball (a dancer from section %d)", who, guest_name(e->a), e->c);
        else snprintf(out, size, "%s sends a dancer from section %d to the ball", who, e->c);
        return true;
    case GAH_EV_DANCER_PLACED: {
        static const char *const rows[] = {"?", "top", "middle", "bottom"};
        const gah_ballroom_board *b = e->a >= 1 && e->a <= GAH_BALLROOMS ? ballroom_board(st, e->a - 1) : NULL;
        /* The automa pays nothing for her dancers (seed 002): no price to tell; a person's free row says so. */
        char paid[32] = "";
        if (e->value > 0) snprintf(paid, sizeof paid, " for %d champagne", e->value);
        else if (!gah_seat_is_automa(st, e->seat)) snprintf(paid, sizeof paid, " free of champagne");
        snprintf(out, size, "%s's dancer joins the %s row of %s%s%s", who, e->b >= 1 && e->b <= 3 ? rows[e->b] : "?",
                 b ? b->name : "a ballroom", e->c ? " (on the balcony)" : "", paid);
        return true;
    }
    case GAH_EV_SECTION_EMPTIED: snprintf(out, size, "%s empties section %d of the rehearsal room", who, e->a); return true;
    case GAH_EV_BALLROOM_SCORED: {
        const gah_ballroom_board *b = e->b >= 1 && e->b <= gah_ballroom_board_count ? &gah_ballroom_boards[e->b - 1] : NULL;
        snprintf(out, size, "%s: %s has %d %s there, %+d VP", b ? b->name : "A ballroom", who, e->c, e->c == 1 ? "dancer" : "dancers", e->value);
        return true;
    }
    case GAH_EV_DANCERS_REMOVED:
        if (e->c >= 1 && e->c <= 3) /* the row the player chose (ruling 101) */
            snprintf(out, size, "The Emperor sends %s's dancer in the %s row home", who, e->c == 1 ? "top" : e->c == 2 ? "middle" : "bottom");
        else snprintf(out, size, "The Emperor sends %d of %s's dancers home", e->b, who);
        return true;
    case GAH_EV_ITEM_SPENT: snprintf(out, size, "%s gives up a %s from the kitchen", who, gah_item_name(e->a)); return false;
    /* Let's Waltz module 3 */
    case GAH_EV_ENTRANCE_OFFERED:
        /* Dinner for One has no auction: three entrances are drawn and the person keeps one (seed 002). */
        if (st->params.automa) snprintf(out, size, "%s is drawn for you to choose from", entrance_name(e->a));
        else snprintf(out, size, "%s is up for auction this game", entrance_name(e->a));
        return true;
    case GAH_EV_AUCTION_BID: snprintf(out, size, "%s offers %d krone for %s", who, e->value, entrance_name(e->a)); return true;
    case GAH_EV_AUCTION_PASS: snprintf(out, size, "%s drops out of the bidding for %s", who, entrance_name(e->a)); return true;
    case GAH_EV_ENTRANCE_WON:
        if (st->params.automa) snprintf(out, size, "%s keeps %s; the other two leave the game", who, entrance_name(e->a));
        else if (e->value) snprintf(out, size, "%s pays %d krone and gets %s", who, e->value, entrance_name(e->a));
        else snprintf(out, size, "%s gets %s without paying (nobody bid more, or the last one left)", who, entrance_name(e->a));
        return true;
    case GAH_EV_DOVE_TOKEN:
        snprintf(out, size, "%s fills a %s and takes Hotel Dove's token %d", who, e->b ? "floor" : "column", e->a);
        return true;
    case GAH_EV_ENTRANCE_BONUS:
        switch (e->a) {
        case GAH_ENTRANCE_COROGARI: snprintf(out, size, "%s's two dice add up to %d (%s)", who, e->b, entrance_name(e->a)); break;
        case GAH_ENTRANCE_KAUFMAN:
            snprintf(out, size, "%s: %s's %d finished guests bring %d VP", entrance_name(e->a), who, e->b, e->value);
            break;
        case GAH_ENTRANCE_NINAS: snprintf(out, size, "%s meets a personal objective of %s: %d VP", who, entrance_name(e->a), e->value); break;
        case GAH_ENTRANCE_WRAY:
            /* b: the Emperor tile, c: its slot (1-2 A, 3-4 B, 5-6 C: 1, 2 or 3 steps back) */
            if (e->b >= 0 && e->b < gah_emperor_tile_count && e->c >= 1 && e->c <= GAH_WRAY_TILES)
                snprintf(out, size, "%s goes back %d Emperor steps for the reward of %s's tile %s", who, (e->c - 1) / 2 + 1,
                         entrance_name(e->a), gah_emperor_tiles[e->b].code);
            else snprintf(out, size, "%s steps back for one of %s's Emperor tiles", who, entrance_name(e->a));
            break;
        case GAH_ENTRANCE_KOZI: {
            static const char *const dice[GAH_DIE_COLOUR_COUNT] = {"a die", "the red die", "the blue die", "the yellow die"};
            snprintf(out, size, "%s moves %s from space %d to space %d (%s)", who, e->d >= 0 && e->d < GAH_DIE_COLOUR_COUNT ? dice[e->d] : "a die",
                     e->b, e->c, entrance_name(e->a));
            break;
        }
        default: snprintf(out, size, "%s pays %s a bonus", entrance_name(e->a), who); break;
        }
        return true;
    /* Seed 001's variants */
    case GAH_EV_GUEST_DISCARDED: snprintf(out, size, "Nobody took a guest this round: %s leaves the board", guest_name(e->a)); return true;
    /* Let's Waltz module 5 */
    case GAH_EV_STAFF_FACE_DOWN:
        snprintf(out, size, "%s rings for the %s and turns the card face down", who, staff_name(e->a));
        return true;
    /* Dinner for One with Let's Waltz module 3 */
    case GAH_EV_SOLO_ENTRANCE:
        snprintf(out, size, "%s runs %s this game", who, gah_solo_entrance_name(e->a) ? gah_solo_entrance_name(e->a) : "a solo entrance");
        return true;
    case GAH_EV_SOLO_EFFECT: return solo_effect_text(st, e, names, out, size);
    /* Let's Waltz module 4 */
    case GAH_EV_KEY_TAKEN:
        snprintf(out, size, "%s takes the skeleton key instead of a die (on turn number %d) and will start the next round", who, e->a);
        return true;
    case GAH_EV_KEY_RETURNED:
        if (e->a) snprintf(out, size, "%s hands back the skeleton key and starts the new round", who);
        else snprintf(out, size, "Nobody took the skeleton key: the turn-order tiles move one seat left, %s starts", who);
        return true;
    default:
        snprintf(out, size, "%s %s a=%d b=%d c=%d value=%d", gah_event_name(e->type), who, e->a, e->b, e->c, e->value);
        return false;
    }
}

/* The public entry points: set-up, the current prompt, apply/check on a scratch copy, views and hashing. */
#include "waltz_celebrities.h"
#include "waltz_more.h"
#include "waltz_startplayer.h"

#include <stddef.h>

/* The state is hashed and compared byte for byte: it must have no padding bytes (whose values C leaves
 * open). Everything is uint8_t but the 16-bit player fields and the 64-bit RNG and params. */
_Static_assert(offsetof(gah_state, player) % 2 == 0 && sizeof(gah_player) % 2 == 0, "padding before the players");
_Static_assert(offsetof(gah_state, player) == offsetof(gah_state, stack) + sizeof(gah_step) * GAH_STACK_MAX, "padding before the players");
_Static_assert(offsetof(gah_state, ballrooms) == offsetof(gah_state, removed_staff) + GAH_MAX_PLAYERS, "padding before the ballrooms");
_Static_assert(offsetof(gah_state, params) == offsetof(gah_state, ballrooms) + sizeof(gah_ballrooms), "padding before the params");
_Static_assert(offsetof(gah_state, lounge) == offsetof(gah_state, params) + sizeof(gah_params), "padding before the lounge");
_Static_assert(offsetof(gah_params, spare) == offsetof(gah_params, variants) + 3 &&
                   sizeof(gah_params) == offsetof(gah_params, spare) + sizeof((gah_params){0}.spare), "padding inside the params");
_Static_assert(offsetof(gah_lounge, held) == offsetof(gah_lounge, exchanged) + 1, "padding inside the lounge");
_Static_assert(sizeof(gah_lounge) % 8 == 0, "the lounge ends the state on its alignment");
_Static_assert(GAH_CELEBRITY_PILE <= GAH_CELEBRITY_MAX, "a pile holds ids that fit the held bits");
_Static_assert(offsetof(gah_state, more) == offsetof(gah_state, lounge) + sizeof(gah_lounge), "padding before module 5's part");
_Static_assert(sizeof(gah_more) % 8 == 0, "module 5's part ends the state on its alignment");
_Static_assert(offsetof(gah_state, startplayer) == offsetof(gah_state, more) + sizeof(gah_more), "padding before the key");
_Static_assert(sizeof(gah_startplayer) % 8 == 0, "the key's state ends the state on its alignment");
_Static_assert(offsetof(gah_state, entrances) == offsetof(gah_state, startplayer) + sizeof(gah_startplayer), "padding before the entrances");
_Static_assert(sizeof(gah_entrance_state) % 8 == 0, "the entrances end the state on its alignment");
_Static_assert(offsetof(gah_state, solo) == offsetof(gah_state, entrances) + sizeof(gah_entrance_state), "padding before the solo entrance");
_Static_assert(sizeof(gah_solo_entrance_state) % 8 == 0, "the solo entrance ends the state on its alignment");
_Static_assert(sizeof(gah_state) == offsetof(gah_state, solo) + sizeof(gah_solo_entrance_state), "padding at the end of the state");

static void pick_one(gah_state *st, uint8_t *out, int first, int count)
{
    *out = (uint8_t)(first + gah_rng_below(st, count));
}

static const char *const waltz_missing[6] = {
    "", "Let's Waltz module 1 (Vienna Ballrooms) is not in the game yet.",
    "Let's Waltz module 2 (Celebrities) is not in the game yet.", "Let's Waltz module 3 (Unique Hotels) is not in the game yet.",
    "Let's Waltz module 4 (Start Player) is not in the game yet.",
    "Let's Waltz module 5 (Would You Like Some More?) is not in the game yet."};

static const char *setup_with(gah_state *st, const gah_params *params, gah_events *ev, unsigned available)
{
    if (params->players < 2 || params->players > GAH_MAX_PLAYERS) return "A game has 2 to 4 players.";
    if (params->hotels > GAH_HOTELS_DAY) return "Unknown hotel choice.";
    if (params->automa >= GAH_AUTOMA_KIND_COUNT) return "Unknown solo opponent.";
    if (params->automa && (params->players != 2 || params->difficulty < GAH_EASY || params->difficulty > GAH_HARD))
        return "A solo game is you and the automa, at Easy, Medium or Hard.";
    if (params->automa && (params->intro_staff || params->expert_draft))
        return "The solo game deals staff its own way; the staff variants do not apply.";
    if (params->waltz & ~available) {
        for (int m = 1; m <= 5; m++)
            if (params->waltz & ~available & GAH_WALTZ_MODULE(m)) return waltz_missing[m];
        return "Let's Waltz! has modules 1 to 5.";
    }
    /* Seed 002, Dinner for One: with module 1 and/or 2 the opponent is Elisabeth, otherwise Leopold; any
     * module but 4 (Start Player). */
    const gah_automa_info *automa = gah_automa_info_of(params->automa);
    unsigned ballroom_or_celebrities = GAH_WALTZ_MODULE(1) | GAH_WALTZ_MODULE(2);
    if (automa && automa->waltz_modules && !(params->waltz & automa->waltz_modules))
        return "Elisabeth plays with the Let's Waltz modules 1 or 2; without them your opponent is Leopold.";
    if (automa && !automa->waltz_modules && (params->waltz & ballroom_or_celebrities))
        return "With the Let's Waltz modules 1 or 2 your solo opponent is Elisabeth.";
    if (automa && (params->waltz & GAH_WALTZ_MODULE(4)))
        return "Let's Waltz module 4 (Start Player) is not played solo: leave it out, or play it with 2 to 4 people.";
    if (params->solo_entrance >= GAH_SOLO_ENTRANCE_COUNT) return "The automa's solo entrance is random or 1 to 4.";
    /* Issue 39: a chosen solo entrance without its module was taken and ignored. */
    if (params->solo_entrance && (!params->automa || !(params->waltz & GAH_WALTZ_MODULE(3))))
        return "The automa's solo entrance belongs to Dinner for One with Let's Waltz module 3: add module 3, or leave it random.";
    if (params->variants >> GAH_VARIANT_COUNT) return "There are five variants.";
    if (params->stroup_off > 1) return "Stroup is either on or off.";
    memset(st, 0, sizeof *st);
    gah_ctx c = {st, ev};
    st->params.seed = params->seed;
    st->params.players = params->players;
    st->params.hotels = params->hotels;
    st->params.intro_staff = params->intro_staff;
    st->params.expert_draft = params->expert_draft;
    st->params.automa = params->automa;
    st->params.difficulty = params->difficulty;
    st->params.waltz = params->waltz;
    st->params.variants = params->variants;
    st->params.solo_entrance = params->solo_entrance;
    st->params.stroup_off = params->stroup_off;
    /* splitmix64 of the seed: any seed, including 0, gives a good non-zero generator state. */
    uint64_t z = params->seed + 0x9E3779B97F4A7C15ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    st->rng = (z ^ (z >> 31)) | 1;
    st->players = params->players;
    st->round = 1;

    /* Seed 000, Setup: one objective and one Emperor tile of each letter. */
    int ids[3][8] = {{0}};
    int counts[3] = {0};
    for (int i = 0; i < gah_objective_count; i++) {
        if (gah_objectives[i].module) continue; /* a module's objectives join at its set-up hook */
        if (!gah_variant_objective_in_play(st, &gah_objectives[i])) continue;
        int cat = gah_objectives[i].category - 'A';
        ids[cat][counts[cat]++] = gah_objectives[i].id;
    }
    for (int cat = 0; cat < 3; cat++) st->objectives[cat] = (uint8_t)ids[cat][gah_rng_below(st, counts[cat])];
    for (int letter = 0; letter < 3; letter++) pick_one(st, &st->emperor_tiles[letter], letter * 4, 4);
    st->start_seat = (uint8_t)gah_rng_below(st, st->players);
    if (params->automa) st->start_seat = GAH_AUTOMA_SEAT; /* the automa holds "1/4" and goes first */

    uint8_t day[4] = {1, 2, 3, 4};
    if (params->hotels == GAH_HOTELS_DAY) gah_rng_shuffle(st, day, 4);
    for (int i = 0; i < 3; i++) st->rooms_left[i] = gah_rules.room_supply[i];
    for (int s = 0; s < st->players; s++) {
        gah_player *p = &st->player[s];
        p->hotel = params->hotels == GAH_HOTELS_DAY ? day[s] : 0;
        if (gah_seat_is_automa(st, s)) p->hotel = 0; /* seed 002: the automa plays the night side */
        p->money = (int8_t)gah_rules.start_money;
        for (int i = 0; i <= GAH_ITEM_COFFEE; i++) p->kitchen[i] = 1; /* one of each dish and drink */
    }
    gah_startplayer_setup(&c); /* Let's Waltz module 4: 9 to 12 krone by place in the turn order */

    /* Staff: the introductory sets go to the seats from the start player on; the rest are shuffled. */
    for (int i = 0; i < gah_staff_count; i++) {
        const gah_staff_card *card = &gah_staff[i];
        if (!gah_staff_in_play(st, card->id)) continue; /* a module's or a variant's cards only with it */
        int set = params->intro_staff && card->intro_set ? card->intro_set - 'A' : -1;
        if (set >= 0 && set < st->players) {
            gah_player *p = &st->player[(st->start_seat + set) % st->players];
            p->hand[p->hand_count++] = (uint8_t)card->id;
        } else {
            st->staff_deck[st->staff_deck_count++] = (uint8_t)card->id;
        }
    }
    gah_rng_shuffle(st, st->staff_deck, st->staff_deck_count);
    bool solo = params->automa != GAH_AUTOMA_NONE;
    if (solo) {
        /* Seed 002: the automa's private final-scoring deck first; the person draws 10 and keeps 6. */
        gah_automa_setup(&c, GAH_AUTOMA_SEAT);
        gah_draw_staff(&c, 0, 10);
    }
    bool draft = params->expert_draft && !params->intro_staff;
    if (draft) {
        /* Expert variant: the six cards form a pack to draft from, not a hand. */
        for (int s = 0; s < st->players; s++)
            for (int i = 0; i < gah_rules.starting_staff; i++)
                st->draft_pack[s][st->draft_count[s]++] = st->staff_deck[--st->staff_deck_count];
    } else if (!params->intro_staff && !solo) {
        for (int s = 0; s < st->players; s++) gah_draw_staff(&c, s, gah_rules.starting_staff);
    }

    for (int i = 0; i < gah_guest_count; i++)
        if (gah_card_in_play(st, gah_guests[i].module)) st->guest_deck[st->guest_deck_count++] = (uint8_t)gah_guests[i].id;
    gah_rng_shuffle(st, st->guest_deck, st->guest_deck_count);
    gah_ev_push(&c, GAH_EV_SETUP, st->start_seat, st->players, st->start_seat, 0, 0);
    gah_queue_fill(&c);
    gah_celebrities_setup(&c);

    /* The set-up decisions as steps: starting guests counter-clockwise from the player to the right of
     * the start player, then everyone's three rooms, then round 1. The first decision is pushed last. */
    st->phase = GAH_PHASE_START_GUESTS;
    gah_step_push(st, (gah_step){.kind = STEP_AUTO_BEGIN_PLAY});
    for (int k = st->players - 1; k >= 0; k--) {
        int seat = (st->start_seat + k) % st->players;
        if (gah_seat_is_automa(st, seat)) continue; /* the automa has no starting guest or rooms */
        gah_step_push(st, (gah_step){.kind = GAH_PROMPT_START_ROOM, .seat = (uint8_t)seat, .count = (int8_t)gah_rules.starting_rooms});
    }
    for (int k = 0; k < st->players; k++) {
        int seat = (st->start_seat + k) % st->players;
        if (gah_seat_is_automa(st, seat)) continue;
        gah_step_push(st, (gah_step){.kind = GAH_PROMPT_START_GUEST, .seat = (uint8_t)seat, .count = 1});
    }
    /* Let's Waltz module 1: champagne, the ballrooms, and the rehearsal room choices (seed 004: after the
     * staff are drawn or drafted, before the starting guests). */
    gah_ballrooms_setup(&c);
    gah_more_setup(&c); /* Let's Waltz module 5: its tiles and objectives join the stacks */
    /* Let's Waltz module 3: the auction of the entrances comes before the rehearsal rooms (seed 004, Setup
     * steps 13-14), so it goes on the stack above them. */
    gah_entrances_setup(&c);
    if (solo) /* return 4 of the 10 to the bottom of the deck, in the order chosen */
        gah_step_push(st, (gah_step){.kind = GAH_PROMPT_RETURN_STAFF, .seat = 0, .count = 4});
    if (draft) {
        /* Six picks each: everyone keeps one, then the packs move left. The first pick goes on last. */
        for (int pick = gah_rules.starting_staff - 1; pick >= 0; pick--) {
            if (pick < gah_rules.starting_staff - 1) gah_step_push(st, (gah_step){.kind = STEP_AUTO_DRAFT_PASS});
            for (int k = st->players - 1; k >= 0; k--)
                gah_step_push(st, (gah_step){.kind = GAH_PROMPT_DRAFT, .seat = (uint8_t)((st->start_seat + k) % st->players)});
        }
    }
    gah_engine_settle(&c);
    return NULL;
}

bool gah_card_in_play(const gah_state *st, int module)
{
    return module == 0 || (module <= 5 && (st->params.waltz & GAH_WALTZ_MODULE(module)));
}

const char *gah_setup(gah_state *st, const gah_params *params, gah_events *ev)
{
    return setup_with(st, params, ev, GAH_WALTZ_AVAILABLE);
}

const char *gah_setup_preview(gah_state *st, const gah_params *params, gah_events *ev)
{
    return setup_with(st, params, ev, GAH_WALTZ_AVAILABLE | GAH_WALTZ_PREVIEW);
}

gah_prompt gah_current_prompt(const gah_state *st)
{
    gah_prompt pr = {0};
    if (st->phase == GAH_PHASE_OVER) {
        pr.kind = GAH_PROMPT_GAME_OVER;
        return pr;
    }
    /* Asked several times per command: the items are or-ed without a loop (issue 21). */
    _Static_assert(GAH_ITEM_COUNT == 5, "every item is or-ed below");
    const uint8_t *items = st->pending_items;
    if (st->pending_any | items[0] | items[1] | items[2] | items[3] | items[4]) {
        pr.kind = GAH_PROMPT_PLACE_ITEMS;
        pr.seat = st->pending_seat;
        return pr;
    }
    if (st->stack_count) {
        const gah_step *top = &st->stack[st->stack_count - 1];
        pr.kind = top->kind;
        pr.seat = top->seat;
        pr.count = top->count;
        pr.amount = top->amount;
        return pr;
    }
    pr.kind = GAH_PROMPT_TURN;
    pr.seat = st->turn_seat;
    return pr;
}

const char *gah_apply(gah_state *st, int seat, gah_command cmd, gah_events *ev)
{
    gah_state scratch;
    memcpy(&scratch, st, sizeof scratch);
    int events_before = ev ? ev->count : 0;
    gah_ctx c = {&scratch, ev};
    if (seat < 0 || seat >= st->players) return "There is no such seat.";
    const char *why = gah_apply_command(&c, seat, cmd);
    if (why) {
        if (ev) ev->count = events_before;
        return why;
    }
    memcpy(st, &scratch, sizeof scratch);
    return NULL;
}

const char *gah_apply_listed(gah_state *st, int seat, gah_command cmd, gah_events *ev)
{
    gah_ctx c = {st, ev};
    if (seat < 0 || seat >= st->players) return "There is no such seat.";
    return gah_apply_command(&c, seat, cmd);
}

const char *gah_check(const gah_state *st, int seat, gah_command cmd)
{
    gah_state scratch;
    memcpy(&scratch, st, sizeof scratch);
    gah_ctx c = {&scratch, NULL};
    if (seat < 0 || seat >= st->players) return "There is no such seat.";
    return gah_apply_command(&c, seat, cmd);
}

/* Everything `seat` could not see at the table is zeroed (counts kept): the future (the RNG and the seed
 * it came from), the order of every deck (guests, staff, the automa's instructions), the automa's
 * private staff dealt "without looking" (seed 002), other players' hands and draft packs, and cards
 * drawn by someone else. Two states that differ only in these give byte-identical views. */
void gah_view(const gah_state *st, int seat, gah_state *out)
{
    memcpy(out, st, sizeof *out);
    out->rng = 0;
    out->params.seed = 0;
    memset(out->guest_deck, 0, sizeof out->guest_deck);
    memset(out->staff_deck, 0, sizeof out->staff_deck);
    memset(out->automa_deck, 0, sizeof out->automa_deck);
    memset(out->automa_staff, 0, sizeof out->automa_staff);
    memset(out->lounge.stack, 0, sizeof out->lounge.stack);
    for (int s = 0; s < GAH_MAX_PLAYERS; s++)
        if (s != seat) {
            memset(out->player[s].hand, 0, sizeof out->player[s].hand);
            memset(out->draft_pack[s], 0, sizeof out->draft_pack[s]);
        }
    gah_prompt pr = gah_current_prompt(st);
    if (pr.seat != seat) memset(out->drawn, 0, sizeof out->drawn);
}

uint64_t gah_hash(const gah_state *st)
{
    const unsigned char *bytes = (const unsigned char *)st;
    uint64_t h = 0xcbf29ce484222325ULL; /* FNV-1a */
    for (size_t i = 0; i < sizeof *st; i++) {
        h ^= bytes[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}

int gah_queue_cost(const gah_state *st, int seat, int position)
{
    if (seat < 0 || seat >= st->players || position < 1 || position > GAH_QUEUE) return 0;
    return gah_guest_queue_cost(st, seat, position - 1) + gah_solo_entrances_guest_krone(st, seat, position - 1);
}

int gah_coloured_die_cost(const gah_state *st, int value, int colour)
{
    int cost = 0;
    if (value < 1 || value > 6 || colour <= GAH_DIE_WHITE || colour >= GAH_DIE_COLOUR_COUNT) return -1;
    return gah_celebrities_die_price(st, value, colour, &cost) ? -1 : cost;
}

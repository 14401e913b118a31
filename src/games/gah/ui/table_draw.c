/* Drawing the table: boards from the atlas, the pieces from the state, highlights from the legal list. */
#include "ui/log_draw.h"
#include "ui/sprite_cache.h"
#include "games/gah/ui/table_parts.h"
#include "gah/faces.h"

#include <stdio.h>
#include <string.h>

static const SDL_Color ink = {58, 36, 24, 255};
static const SDL_Color paper = {243, 230, 200, 255};
static const SDL_Color gilt = {176, 141, 60, 255};
static const SDL_Color wine = {140, 42, 42, 255};
static const SDL_Color glow = {255, 214, 90, 255};
static const SDL_Color player_colours[4] = {{222, 120, 30, 255}, {80, 160, 215, 255}, {130, 70, 165, 255}, {120, 128, 130, 255}};


/* Words printed on the table itself, not in a layout: the player's bar, "Staff in play", "Your hand" and
 * the log's box (canvas units). A callout must not hide them (table_fixed_labels). */
static const SDL_Rect fixed_labels[] = {{16, 474, 600, 24}, {625, 500, 150, 24}, {625, 836, 150, 24}, {1552, 852, 352, 212}};

int table_fixed_labels(SDL_Rect out[], int max)
{
    int n = 0;
    for (size_t i = 0; i < sizeof fixed_labels / sizeof fixed_labels[0] && n < max; i++) out[n++] = fixed_labels[i];
    return n;
}

/* The kinds of card that have a small face (gah/faces.h), with their full face's width and the small face's
 * width and smallest text. */
typedef struct face_kind {
    const char *prefix;
    int full_w, small_w;
    float small_text;
} face_kind;
static const face_kind face_kinds[] = {
    {"guest/", GAH_FACE_CARD_W, GAH_FACE_SMALL_CARD_W, (float)GAH_FACE_SMALL_TEXT_GUEST},
    {"staff/", GAH_FACE_CARD_W, GAH_FACE_SMALL_CARD_W, (float)GAH_FACE_SMALL_TEXT_STAFF},
    {"objective/", GAH_FACE_CARD_W, GAH_FACE_SMALL_CARD_W, (float)GAH_FACE_SMALL_TEXT_OBJECTIVE},
    {"emperor/", GAH_FACE_TILE, GAH_FACE_SMALL_TILE, (float)GAH_FACE_SMALL_TEXT_TILE},
    {"entrance/", GAH_FACE_ENTRANCE_W, GAH_FACE_SMALL_ENTRANCE_W, (float)GAH_FACE_SMALL_TEXT_ENTRANCE}, /* Let's Waltz module 3 */
};

static const face_kind *face_kind_of(const char *name)
{
    for (size_t i = 0; i < sizeof face_kinds / sizeof face_kinds[0]; i++) {
        size_t n = strlen(face_kinds[i].prefix);
        if (!strncmp(name, face_kinds[i].prefix, n) && !strchr(name + n, '/')) return &face_kinds[i];
    }
    return NULL;
}

bool table_face_small(const char *name, int window_w)
{
    const face_kind *k = face_kind_of(name);
    return k && (float)window_w * (float)GAH_FACE_FULL_TEXT_MIN / (float)k->full_w < (float)GAH_FACE_READABLE_PX;
}

float table_face_text_px(const char *name, int window_w)
{
    const face_kind *k = face_kind_of(name);
    if (!k) return 0;
    if (table_face_small(name, window_w)) return k->small_text * (float)window_w / (float)k->small_w;
    return (float)GAH_FACE_FULL_TEXT_MIN * (float)window_w / (float)k->full_w;
}

/* Issue 13: a card drawn too small for its full face's text shows its small face, whose words and numbers
 * are large; the full face is read in the card viewer. */
static const atlas_sprite *face_for(const ui_atlas *a, const char *name, int window_w)
{
    if (table_face_small(name, window_w)) {
        char small[48];
        snprintf(small, sizeof small, "%s/small", name);
        const atlas_sprite *s = atlas_find(a, small);
        if (s) return s;
    }
    return atlas_find(a, name);
}

static void draw_sprite(ui_context *ui, const ui_atlas *a, const char *name, SDL_Rect canvas)
{
    SDL_Rect dst = ui_to_window(ui, canvas);
    SDL_Texture *own = a->override_count ? atlas_override_for(a, name) : NULL;
    if (own) { /* the player's own picture, scaled to the card's place */
        SDL_RenderCopy(ui->renderer, own, NULL, &dst);
        return;
    }
    const atlas_sprite *s = face_for(a, name, dst.w);
    if (!s) {
        /* Missing art never stops play: a labelled card-coloured box stands in. */
        ui_fill(ui, canvas, (SDL_Color){225, 210, 180, 255});
        ui_frame(ui, canvas, gilt, 2);
        ui_text(ui, UI_FONT_TEXT, 12, ink, canvas.x + 4, canvas.y + 4, 0, name);
        return;
    }
    SDL_Rect src = {s->rect.x * a->scale, s->rect.y * a->scale, s->rect.w * a->scale, s->rect.h * a->scale};
    if (s->opaque && sprite_cache_draw(ui, a, s, dst)) return; /* a board, copied at its drawn size */
    if (s->opaque) SDL_SetTextureBlendMode(a->pages[s->page], SDL_BLENDMODE_NONE); /* the same pixels, faster */
    SDL_RenderCopy(ui->renderer, a->pages[s->page], &src, &dst);
    if (s->opaque) SDL_SetTextureBlendMode(a->pages[s->page], SDL_BLENDMODE_BLEND);
}

void table_sprite(ui_context *ui, const ui_atlas *a, const char *name, SDL_Rect canvas) { draw_sprite(ui, a, name, canvas); }

static void draw_sprite_turned(ui_context *ui, const ui_atlas *a, const char *name, SDL_Rect canvas)
{
    SDL_Rect dst = ui_to_window(ui, canvas);
    const atlas_sprite *s = face_for(a, name, dst.w);
    if (!s) return draw_sprite(ui, a, name, canvas);
    SDL_Rect src = {s->rect.x * a->scale, s->rect.y * a->scale, s->rect.w * a->scale, s->rect.h * a->scale};
    SDL_SetTextureColorMod(a->pages[s->page], 150, 150, 150);
    SDL_RenderCopyEx(ui->renderer, a->pages[s->page], &src, &dst, 90.0, NULL, SDL_FLIP_NONE);
    SDL_SetTextureColorMod(a->pages[s->page], 255, 255, 255);
}

static void draw_board(ui_context *ui, const ui_atlas *a, const ui_layout *l, const char *board, const char *sprite)
{
    SDL_Rect r = table_board_rect(l, board);
    if (r.w > 0) draw_sprite(ui, a, sprite, r);
}

static SDL_Rect el(const table_scene *t, const ui_layout *l, int kind, int index)
{
    return table_el_rect(t, l, (ui_el){(uint8_t)kind, (int16_t)index});
}

static SDL_Rect inset(SDL_Rect r, int d) { return (SDL_Rect){r.x + d, r.y + d, r.w - 2 * d, r.h - 2 * d}; }

static void marker(ui_context *ui, const ui_atlas *a, int colour, SDL_Rect space, int slot)
{
    char name[32];
    snprintf(name, sizeof name, "marker/%d", colour);
    draw_sprite(ui, a, name, table_marker_rect(space, slot));
}

/* A track marker, unless an animation is still sliding it there. */
static void track_marker(const table_scene *t, ui_context *ui, const ui_atlas *a, int colour, SDL_Rect space, int slot)
{
    if (!anim_lands_on(&t->anims, table_marker_rect(space, slot), ui->now)) marker(ui, a, colour, space, slot);
}

static const char *hotel_key(const gah_state *st, int seat) { return gah_hotels[st->player[seat].hotel].key; }

static void draw_main_board(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l)
{
    const gah_state *st = gah_session_state(&t->session);
    char name[48];
    SDL_Rect r;
    draw_board(ui, a, l, "main", "board/main");
    for (int q = 1; q <= GAH_QUEUE; q++) {
        if (!st->queue[q - 1] || anim_lands_on(&t->anims, el(t, l, EL_QUEUE, q), ui->now)) continue;
        snprintf(name, sizeof name, "guest/%d", st->queue[q - 1]);
        draw_sprite(ui, a, name, el(t, l, EL_QUEUE, q));
    }
    for (int s = 0; s < 3; s++) {
        snprintf(name, sizeof name, "objective/%d", st->objectives[s]);
        draw_sprite(ui, a, name, el(t, l, EL_OBJECTIVE, s));
        int claimed = 0;
        for (int p = 0; p < st->players; p++) {
            if (!(st->player[p].claimed & (1 << s))) continue;
            char space[48];
            snprintf(space, sizeof space, "main/objective/%c/claim/%d", 'A' + s, ++claimed);
            r = table_board_rect(l, space);
            if (r.w) marker(ui, a, t->seats[p].colour, r, 0);
        }
    }
    /* Board-local rectangles of the main board mapped to the canvas. */
    for (int i = 0; i < 3; i++) {
        char tile[32];
        snprintf(tile, sizeof tile, "emperor/%s", gah_emperor_tiles[st->emperor_tiles[i]].code);
        r = el(t, l, EL_EMPEROR_TILE, i);
        if (r.w) draw_sprite(ui, a, tile, r);
    }
    snprintf(name, sizeof name, "main/round/%d", st->round);
    r = table_board_rect(l, name);
    if (r.w) ui_frame(ui, inset(r, -3), wine, 4);
    for (int p = 0; p < st->players; p++) {
        snprintf(name, sizeof name, "main/emperor-track/%d", st->player[p].emperor);
        r = table_board_rect(l, name);
        if (r.w) track_marker(t, ui, a, t->seats[p].colour, r, p);
        int vp = st->player[p].vp;
        snprintf(name, sizeof name, "main/score-track/%d", vp < 0 ? 0 : vp % gah_rules.score_track_length);
        r = table_board_rect(l, name);
        if (r.w) track_marker(t, ui, a, t->seats[p].colour, r, p);
        if (r.w && vp >= gah_rules.score_track_length) { /* gone round the track: the 75 / 150 tile */
            SDL_Rect m = table_marker_rect(r, p);
            snprintf(name, sizeof name, "+%d", vp / gah_rules.score_track_length * gah_rules.score_track_length);
            ui_fill(ui, (SDL_Rect){m.x, m.y + m.h - 10, 34, 14}, wine);
            ui_text(ui, UI_FONT_TEXT, 11, paper, m.x + 2, m.y + m.h - 11, 0, name);
        }
    }
    /* Deck and discard counts, centred under each pile. */
    static const char *const piles[3] = {"main/deck/guest", "main/discard/guest", "main/deck/staff"};
    static const char *const backs[3] = {"back/guest", NULL, "back/staff"};
    int counts[3] = {st->guest_deck_count, st->guest_discard_count, st->staff_deck_count};
    for (int i = 0; i < 3; i++) {
        r = table_board_rect(l, piles[i]);
        if (!r.w) continue;
        if (backs[i]) draw_sprite(ui, a, backs[i], r);
        /* The count as a badge on the pile's top edge (the board prints the pile's name below it). */
        snprintf(name, sizeof name, "%d", counts[i]);
        SDL_Rect badge = {r.x + r.w / 2 - 22, r.y - 10, 44, 24};
        ui_fill(ui, badge, ink);
        ui_text(ui, UI_FONT_TEXT, 16, paper, badge.x + 22, badge.y + 2, 1, name);
    }
}

static void draw_action_board(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l)
{
    const gah_state *st = gah_session_state(&t->session);
    char name[32];
    draw_board(ui, a, l, "action", "board/action");
    table_parts_draw(t, ui, a, l, TABLE_LAYER_ACTION); /* module 1: champagne on spaces 1 and 2 */
    bool rolling = anim_rolling(&t->anims, ui->now);
    for (int v = 1; v <= 6 && !rolling; v++) {
        SDL_Rect space = el(t, l, EL_SPACE, v);
        int n = st->dice[v];
        for (int i = 0; i < n; i++) {
            table_die_sprite(t, v, i, name, sizeof name); /* white, or a coloured die of module 2 */
            draw_sprite(ui, a, name, table_die_rect(space, i, n));
        }
        /* The strength of the action is the number of dice: say it, so nobody has to count. */
        if (n) {
            snprintf(name, sizeof name, "%d", n);
            SDL_Rect badge = {space.x + 40, space.y + 8, 30, 24}; /* beside the space's number */
            ui_fill(ui, badge, wine);
            ui_text(ui, UI_FONT_TEXT, 18, paper, badge.x + badge.w / 2, badge.y + 2, 1, name);
        }
    }
    SDL_Rect b = table_board_rect(l, "action/dustbin");
    if (b.w) {
        snprintf(name, sizeof name, "%d", st->dustbin);
        ui_text(ui, UI_FONT_TEXT, 20, ink, b.x + b.w / 2, b.y + b.h / 2 - 12, 1, name);
    }
}

static void draw_guest_on_table(const table_scene *t, ui_context *ui, const ui_atlas *a, const gah_table *tb, SDL_Rect r)
{
    char name[32];
    snprintf(name, sizeof name, "guest/%d", tb->guest);
    draw_sprite(ui, a, name, r);
    const gah_guest_card *g = gah_guest_by_id(tb->guest);
    if (!g) return;
    /* Items already served sit along the bottom of the card. */
    int k = 0;
    for (int i = 0; i < GAH_ITEM_COUNT; i++) {
        snprintf(name, sizeof name, "icon/%s", gah_item_name(i));
        for (int n = 0; n < tb->placed[i]; n++, k++)
            draw_sprite(ui, a, name, (SDL_Rect){r.x + 4 + k * 26, r.y + r.h - 30, 26, 26});
    }
    (void)t;
}

static void draw_hotel(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l, int seat)
{
    const gah_state *st = gah_session_state(&t->session);
    const gah_player *p = &st->player[seat];
    char name[48];
    snprintf(name, sizeof name, "hotel/%s", hotel_key(st, seat));
    draw_board(ui, a, l, "hotel", name);
    static const char *const colour_names[3] = {"blue", "red", "yellow"};
    for (int r = 0; r < GAH_HOTEL_ROOMS; r++) {
        if (!p->room[r]) continue;
        snprintf(name, sizeof name, "door/%s-%s", colour_names[gah_hotels[p->hotel].colour[r]],
                 p->room[r] == GAH_ROOM_OCCUPIED ? "occupied" : "vacant");
        draw_sprite(ui, a, name, inset(el(t, l, EL_ROOM, r), 3));
    }
    if (gah_cafe_tables(st, seat) > GAH_CAFE_TABLES_BASE) /* the fourth table is not printed on the board */
        draw_sprite(ui, a, "hotel/table-4", el(t, l, EL_TABLE, GAH_CAFE_TABLES));
    for (int tb = 1; tb <= GAH_CAFE_TABLES; tb++) {
        if (!p->cafe[tb - 1].guest || anim_lands_on(&t->anims, el(t, l, EL_TABLE, tb), ui->now)) continue;
        SDL_Rect r = el(t, l, EL_TABLE, tb);
        draw_guest_on_table(t, ui, a, &p->cafe[tb - 1], r);
        char why[160];
        if (table_guest_stuck(t, seat, tb, why, sizeof why)) { /* marked before the player tries the drag */
            ui_fill(ui, (SDL_Rect){r.x, r.y + r.h / 2 - 14, r.w, 28}, (SDL_Color){140, 42, 42, 230});
            ui_text(ui, UI_FONT_TEXT, 15, paper, r.x + r.w / 2, r.y + r.h / 2 - 9, 1, "no room");
        }
    }
    table_parts_draw(t, ui, a, l, TABLE_LAYER_KITCHEN); /* module 1: a place for champagne */
    for (int i = 0; i < GAH_ITEM_COUNT; i++) {
        SDL_Rect k = el(t, l, EL_KITCHEN_ITEM, i);
        if (!p->kitchen[i] || !k.w) continue;
        snprintf(name, sizeof name, "icon/%s", gah_item_name(i));
        draw_sprite(ui, a, name, (SDL_Rect){k.x + (k.w - 34) / 2, k.y + k.h / 2 - 20, 34, 34});
        snprintf(name, sizeof name, "×%d", p->kitchen[i]);
        ui_text(ui, UI_FONT_TEXT, 16, ink, k.x + k.w / 2, k.y + k.h / 2 + 14, 1, name);
    }
    /* Money: a marker on the money track (a space for every amount from 0 to the cap). */
    SDL_Rect m = table_board_rect(l, "hotel/money");
    int spaces = gah_rules.max_money + 1;
    if (m.w) {
        SDL_Rect space = {m.x + p->money * m.w / spaces, m.y, m.w / spaces, m.h};
        ui_frame(ui, inset(space, -2), wine, 3);
        marker(ui, a, t->seats[seat].colour, space, 0);
    }
}

static void draw_cards(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l, int seat, bool hide_hands)
{
    const gah_state *st = gah_session_state(&t->session);
    const gah_player *p = &st->player[seat];
    char name[32];
    ui_text(ui, UI_FONT_TEXT, 18, ink, fixed_labels[1].x, fixed_labels[1].y, 0, "Staff in play");
    for (int i = 0; i < p->display_count; i++) {
        snprintf(name, sizeof name, "staff/%d", p->display[i]);
        SDL_Rect r = el(t, l, EL_DISPLAY_CARD, p->display[i]);
        if (p->display_used[i] == GAH_STAFF_FACE_DOWN) draw_sprite(ui, a, "back/staff", r); /* module 5: a rung bell */
        else if (p->display_used[i]) draw_sprite_turned(ui, a, name, r);
        else draw_sprite(ui, a, name, r);
    }
    ui_text(ui, UI_FONT_TEXT, 18, ink, fixed_labels[2].x, fixed_labels[2].y, 0, hide_hands ? "Hand (hidden)" : "Your hand");
    for (int i = 0; i < p->hand_count; i++) {
        snprintf(name, sizeof name, "staff/%d", p->hand[i]);
        draw_sprite(ui, a, hide_hands ? "back/staff" : name, el(t, l, EL_HAND_CARD, p->hand[i]));
    }
    if (!hide_hands) {
        for (int i = 0; i < st->drawn_count; i++) {
            snprintf(name, sizeof name, "staff/%d", st->drawn[i]);
            draw_sprite(ui, a, name, el(t, l, EL_DRAWN_CARD, st->drawn[i]));
        }
        for (int i = 0; i < st->draft_count[seat]; i++) {
            snprintf(name, sizeof name, "staff/%d", st->draft_pack[seat][i]);
            draw_sprite(ui, a, name, el(t, l, EL_DRAFT_CARD, st->draft_pack[seat][i]));
        }
    }
}

/* What each prompt asks, in the window's words (with the gesture that answers it): after the seat's
 * name, `text`; when the row shows a number, then the number, `noun` (with a plural "s" when `plural`
 * and the number is above one) and `after`. */
typedef enum prompt_number { PROMPT_NUMBER_NONE, PROMPT_NUMBER_COUNT, PROMPT_NUMBER_AMOUNT, PROMPT_NUMBER_KIND_COUNT } prompt_number;
typedef struct prompt_words {
    const char *text;
    uint8_t number;         /* prompt_number: which of the prompt's numbers is shown */
    const char *noun;
    bool plural;
    const char *after;
} prompt_words;

static const prompt_words prompt_texts[GAH_PROMPT_COUNT] = {
    [GAH_PROMPT_START_GUEST] = {"drag a starting guest to your café (free)"},
    [GAH_PROMPT_START_ROOM] = {"prepare ", PROMPT_NUMBER_COUNT, " starting room", true, " (floor cost)"},
    [GAH_PROMPT_TURN] = {"take a guest, then click an action space (or pass)"}, /* "more actions..." after the die */
    [GAH_PROMPT_PLACE_ITEMS] = {"drag the new items onto guests or the kitchen"},
    [GAH_PROMPT_DISHES] = {"choose ", PROMPT_NUMBER_AMOUNT, " dishes", false, ""},
    [GAH_PROMPT_DRINKS] = {"choose ", PROMPT_NUMBER_AMOUNT, " drinks", false, ""},
    [GAH_PROMPT_KRONE_EMPEROR] = {"split ", PROMPT_NUMBER_AMOUNT, " between krone and Emperor", false, ""},
    [GAH_PROMPT_ROOMS] = {"click up to ", PROMPT_NUMBER_COUNT, " room space", true, " to prepare"},
    [GAH_PROMPT_STAFF] = {"click a staff card to hire (", PROMPT_NUMBER_AMOUNT, " krone off", false, ")"},
    [GAH_PROMPT_IMITATE] = {"choose the action to imitate (strength ", PROMPT_NUMBER_AMOUNT, "", false, ")"},
    [GAH_PROMPT_OCCUPY] = {"click a vacant room to occupy"},
    [GAH_PROMPT_FREE_GUEST] = {"drag a guest from the queue (free)"},
    [GAH_PROMPT_DRAW3] = {"click one drawn card to hire"},
    [GAH_PROMPT_RETURN_ORDER] = {"click the card to put under the deck first"},
    [GAH_PROMPT_GIZIA] = {"click an action space to use without its die"},
    [GAH_PROMPT_BONUS_ORDER] = {"krone first, or the reward first? (20 krone at most)"},
    [GAH_PROMPT_RETURN_STAFF] = {"put ", PROMPT_NUMBER_COUNT, " staff card", true, " under the deck"}, /* fits the box */
    [GAH_PROMPT_REMOVE_ROOM] = {"click the room the Emperor takes"},
    [GAH_PROMPT_REMOVE_STAFF] = {"click the final-scoring card the Emperor takes"},
    [GAH_PROMPT_CONFERENCE] = {"pay 1 krone to avoid the Emperor's penalty?"},
    [GAH_PROMPT_FILL_ORDER] = {"click the guest whose order the Porter fills"},
    [GAH_PROMPT_DRAFT] = {"keep one card from the pack"},
    /* Let's Waltz module 2 */
    [GAH_PROMPT_DUSTBIN] = {"only coloured dice are left: choose the one for the dustbin"},
    [GAH_PROMPT_EXCHANGE] = {"trade another item with Albert Einstein, or done"},
    /* Let's Waltz module 1 */
    [GAH_PROMPT_REHEARSAL] = {"click the rehearsal room you keep"},
    [GAH_PROMPT_DANCE] = {"click a lit ballroom row for your dancer (its champagne is shown)"},
    [GAH_PROMPT_COLLECT] = {"which of your dancer's rewards comes next?"},
    [GAH_PROMPT_DANCER] = {"click a section of your rehearsal room: a dancer goes to a ballroom"},
    [GAH_PROMPT_SPEND] = {"give up a dish or a drink for your staff card"},
    /* Let's Waltz module 3 (not drawn on the table yet) */
    [GAH_PROMPT_AUCTION] = {"click a bid under a hotel entrance, or pass"},
    [GAH_PROMPT_DOVE_TOKEN] = {"click one of Hotel Dove's bonus tokens beside your entrance"},
    [GAH_PROMPT_SECOND_GUEST] = {"drag a second guest from the queue, or skip"},
    /* Seed 001's variants */
    [GAH_PROMPT_PENALTY_CHOICE] = {"the Emperor's penalty, or its VP? (Original rules)"},
    [GAH_PROMPT_BONUS_KIND] = {"which kind of bonus? (Events Coordinator)"},
    /* Let's Waltz module 5 */
    [GAH_PROMPT_BELL] = {"a bell rings: click the lit card, or skip"},
    /* Let's Waltz module 4 */
    [GAH_PROMPT_KEY_ACTION] = {"key: click a space 1 to 5 (strength ", PROMPT_NUMBER_AMOUNT, "", false, ")"},
    [GAH_PROMPT_TWO_WINE] = {"two wine for which item at table ", PROMPT_NUMBER_AMOUNT, "?", false, ""},
    /* Dinner for One with Let's Waltz module 3 (not drawn on the table yet) */
    [GAH_PROMPT_SOLO_ENTRANCE] = {"click the hotel entrance you keep"},
    [GAH_PROMPT_COUTURE_ITEM] = {"which of the automa's guests gets the item from the action space?"},
    /* Let's Waltz module 1 */
    [GAH_PROMPT_REMOVE_DANCER] = {"the Emperor takes ", PROMPT_NUMBER_COUNT, " dancer", true, ": click a lit row"},
};

void table_prompt_text(const table_scene *t, char *out, size_t size)
{
    const gah_state *st = gah_session_state(&t->session);
    gah_prompt pr = gah_current_prompt(st);
    const char *who = t->seats[pr.seat].name;
    const prompt_words *w = pr.kind < GAH_PROMPT_COUNT ? &prompt_texts[pr.kind] : NULL;
    if (pr.kind == GAH_PROMPT_GAME_OVER) snprintf(out, size, "The game is over");
    else if (pr.kind == GAH_PROMPT_TURN && st->turn_die_taken) snprintf(out, size, "%s: more actions, or end your turn", who);
    /* Dinner for One's set-up asks the same as the Emperor's penalty, for another reason (issue 13: "the
     * Emperor wants 4 cards" misled): the hand of 10 is cut to 6. */
    else if (pr.kind == GAH_PROMPT_RETURN_STAFF && st->phase != GAH_PHASE_PLAY)
        snprintf(out, size, "%s: keep %d staff cards, put %d under the deck", who, st->player[pr.seat].hand_count - pr.count, pr.count);
    else if (!w || !w->text) snprintf(out, size, "%s: %s", who, gah_prompt_name(pr.kind)); /* no words of its own yet */
    else if (w->number == PROMPT_NUMBER_NONE) snprintf(out, size, "%s: %s", who, w->text);
    else {
        int n = w->number == PROMPT_NUMBER_COUNT ? pr.count : pr.amount;
        snprintf(out, size, "%s: %s%d%s%s%s", who, w->text, n, w->noun, w->plural && n > 1 ? "s" : "", w->after);
    }
}

int table_prompt_size(const table_scene *t, ui_context *ui)
{
    char text[320];
    table_prompt_text(t, text, sizeof text);
    return ui_text_fit_size(ui, UI_FONT_TITLE, 22, 14, TABLE_PROMPT_W, text);
}

int table_button_label_size(ui_context *ui, const table_button *b)
{
    return ui_text_fit_size(ui, UI_FONT_TEXT, 17, 11, b->rect.w - 8, b->label);
}

static void draw_prompt(table_scene *t, ui_context *ui, const ui_atlas *a)
{
    const gah_state *st = gah_session_state(&t->session);
    char text[320]; /* room for a bell card's words (module 5) */
    table_prompt_text(t, text, sizeof text);
    ui_fill(ui, (SDL_Rect){1048, 282, 496, 290}, (SDL_Color){250, 242, 222, 255});
    ui_frame(ui, (SDL_Rect){1048, 282, 496, 290}, gilt, 2);
    /* Long names and prompts (issue 13: the imitation prompt ran out of its box) are set smaller to fit. */
    ui_text(ui, UI_FONT_TITLE, table_prompt_size(t, ui), wine, 1056, 290, 0, text);
    /* Let's Waltz modules 4 and 5: one line more on what is going on (the key's turn, the bell's requirement). */
    if (table_parts_banner(t, text, sizeof text))
        ui_text_wrapped(ui, UI_FONT_TEXT, 16, ink, 1296, 320, 476, text);
    /* A computer's own choices are not buttons for the person watching: its Undo or Done under the
     * pointer looked clickable while the click only hurries its pieces. */
    bool computer = t->session.control[table_prompt_seat(t)] == BG_CONTROL_COMPUTER;
    for (int i = 0; i < t->button_count && !computer; i++) {
        table_button *b = &t->buttons[i];
        ui_fill(ui, b->rect, wine);
        ui_frame(ui, b->rect, gilt, 2);
        ui_text_middle(ui, UI_FONT_TEXT, table_button_label_size(ui, b), paper, b->rect.x + b->rect.w / 2,
                       b->rect.y + b->rect.h / 2, 1, b->label);
    }
    if (table_boost_offered(t) && !computer) {
        SDL_Rect r = table_el_rect(t, NULL, (ui_el){EL_BOOST, 0});
        ui_fill(ui, r, t->boost ? wine : paper);
        ui_frame(ui, r, gilt, 2);
        ui_text_middle(ui, UI_FONT_TEXT, 17, t->boost ? paper : ink, r.x + r.w / 2, r.y + r.h / 2, 1, t->boost ? "Boost: on (+1, 1 krone)" : "Boost: off");
    }
    bool pending = st->pending_any;
    for (int i = 0; i < GAH_ITEM_COUNT; i++) pending |= st->pending_items[i] != 0;
    if (pending) {
        ui_text(ui, UI_FONT_TEXT, 18, ink, 1056, 520, 0, st->pending_any ? "New (any):" : "New items:");
        for (int i = 0; i < GAH_ITEM_COUNT; i++) {
            int n = st->pending_items[i] + st->pending_any;
            if (!n) continue;
            SDL_Rect r = table_tray_slot(t, i);
            char name[32];
            snprintf(name, sizeof name, "icon/%s", gah_item_name(i));
            draw_sprite(ui, a, name, (SDL_Rect){r.x, r.y, 44, 44});
            snprintf(name, sizeof name, "×%d", n);
            ui_text(ui, UI_FONT_TEXT, 16, ink, r.x + 44, r.y + 20, 0, name);
        }
    }
}

/* The seat's turn-order tile; a die (or module 4's key) covers each number already used this round. */
static void draw_turn_tile(const table_scene *t, ui_context *ui, const ui_atlas *a, int seat, SDL_Rect r)
{
    const gah_state *st = gah_session_state(&t->session);
    int first, second;
    char name[32];
    gah_turn_tile(st, seat, &first, &second);
    snprintf(name, sizeof name, "tile/turn-%d-%d", first, second);
    draw_sprite(ui, a, name, r);
    for (int k = 0; k < 2; k++)
        if ((st->player[seat].covered & (1 << k)) && k != table_parts_tile_covered(t, seat))
            draw_sprite(ui, a, "die/6", table_turn_number_rect(r, k));
    table_parts_draw_on_tile(t, ui, a, seat, r); /* module 4: the key on the number it covers */
}

/* A mini hotel: one square per room space, top floor first; occupied rooms have a light centre.
 * With colour-blind aids each square also carries its colour's letter. */
static void draw_mini_hotel(ui_context *ui, const gah_player *p, int x, int y)
{
    static const SDL_Color room_colours[3] = {{43, 63, 115, 255}, {140, 42, 42, 255}, {217, 162, 27, 255}};
    static const char *const letters[3] = {"B", "R", "Y"};
    for (int room = 0; room < GAH_HOTEL_ROOMS; room++) {
        int colour = gah_hotels[p->hotel].colour[room];
        SDL_Rect q = table_mini_room_rect(x, y, room);
        SDL_Color c = room_colours[colour];
        if (p->room[room] == GAH_ROOM_EMPTY) c.a = 50;
        ui_fill(ui, q, c);
        if (p->room[room] == GAH_ROOM_OCCUPIED) ui_fill(ui, inset(q, 6), paper);
        if (ui->colour_blind) ui_text(ui, UI_FONT_TEXT, 11, p->room[room] == GAH_ROOM_EMPTY ? ink : paper, q.x + 1, q.y, 0, letters[colour]);
    }
}

static void draw_panels(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l)
{
    const gah_state *st = gah_session_state(&t->session);
    int seat = table_prompt_seat(t);
    char text[96];
    for (int s = 0; s < st->players; s++) {
        if (s == seat) continue;
        SDL_Rect r = el(t, l, EL_PANEL, s);
        const gah_player *p = &st->player[s];
        ui_fill(ui, r, (SDL_Color){250, 242, 222, 255});
        ui_frame(ui, r, player_colours[t->seats[s].colour], 4);
        snprintf(text, sizeof text, "%s  ·  %d VP (→ %d)", t->seats[s].name, p->vp, gah_projected_score(st, s, NULL));
        ui_text(ui, UI_FONT_TITLE, 24, ink, r.x + 12, r.y + 6, 0, text);
        if (gah_seat_is_automa(st, s)) {
            /* The automa: its score, its private deck and the instruction card it carried out last. */
            snprintf(text, sizeof text, "Emperor %d · staff: %d hidden, %d shown", p->emperor, st->automa_staff_count,
                     p->display_count);
            ui_text(ui, UI_FONT_TEXT, 15, ink, r.x + 12, r.y + 40, 0, text);
            if (st->automa_card) {
                char name[32];
                snprintf(name, sizeof name, "automa/%d", st->automa_card);
                draw_sprite(ui, a, name, (SDL_Rect){r.x + 140, r.y + 66, 120, 174});
            }
            draw_mini_hotel(ui, p, r.x + TABLE_MINI_HOTEL_X, r.y + TABLE_MINI_HOTEL_Y);
            /* The parts': her dancers out (module 1), her celebrities, her solo entrance (module 3). */
            table_parts_draw_panel(t, ui, a, s, r);
            continue;
        }
        snprintf(text, sizeof text, "%d krone · Emperor %d · hand %d · staff %d", p->money, p->emperor, p->hand_count, p->display_count);
        ui_text(ui, UI_FONT_TEXT, 15, ink, r.x + 12, r.y + 40, 0, text);
        draw_mini_hotel(ui, p, r.x + TABLE_MINI_HOTEL_X, r.y + TABLE_MINI_HOTEL_Y);
        /* Three café tables, or four (Let's Waltz module 3's Kaufman, the Maitre D'): then a little closer. */
        int tables = gah_cafe_tables(st, s), step = tables > GAH_CAFE_TABLES_BASE ? 47 : 68;
        for (int tb = 0; tb < tables; tb++) {
            if (!p->cafe[tb].guest) continue;
            char name[32];
            snprintf(name, sizeof name, "guest/%d", p->cafe[tb].guest);
            draw_sprite(ui, a, name, (SDL_Rect){r.x + 140 + tb * step, r.y + 70, 62, 90});
        }
        draw_turn_tile(t, ui, a, s, (SDL_Rect){r.x + 12, r.y + 172, 96, 48});
        if (p->passed) ui_text(ui, UI_FONT_TEXT, 16, wine, r.x + 12, r.y + 200, 0, "passed: waits for the re-roll");
        /* The parts': champagne and dancers rehearsing (module 1), celebrities, the entrance (module 3). */
        table_parts_draw_panel(t, ui, a, s, r);
    }
}

static void draw_highlights(table_scene *t, ui_context *ui, const ui_layout *l)
{
    for (int i = 0; i < t->legal_count; i++) {
        ui_el from, to;
        table_command_els(t, t->legal[i], &from, &to);
        if (from.kind == EL_NONE || from.kind == EL_BUTTON) continue;
        /* Under a part's open panel (the Ballrooms, the auction) only its own places light up. */
        SDL_Rect lit = table_el_rect(t, l, t->dragging ? to : from);
        if (lit.w && table_parts_hide(t, lit, t->dragging ? to : from)) continue;
        if (t->dragging) {
            if (from.kind != t->drag_from.kind || from.index != t->drag_from.index) continue;
            ui_frame(ui, inset(table_el_rect(t, l, to), -2), glow, 4);
        } else {
            ui_frame(ui, inset(table_el_rect(t, l, from), -2), (SDL_Color){240, 170, 20, 230}, 3);
        }
    }
}

/* The piece a drag carries, drawn at `r` under the mouse. */
static void draw_carried(table_scene *t, ui_context *ui, const ui_atlas *a, SDL_Rect r)
{
    const gah_state *st = gah_session_state(&t->session);
    char name[32];
    switch (t->drag_from.kind) {
    case EL_QUEUE:
        snprintf(name, sizeof name, "guest/%d", st->queue[t->drag_from.index - 1]);
        draw_sprite(ui, a, name, r);
        /* The set-up's guest and a staff card's free guest cost nothing, whatever the queue position says. */
        int kind = gah_current_prompt(st).kind;
        if (kind == GAH_PROMPT_START_GUEST || kind == GAH_PROMPT_FREE_GUEST) snprintf(name, sizeof name, "free");
        else snprintf(name, sizeof name, "costs %d", gah_queue_cost(st, table_prompt_seat(t), t->drag_from.index));
        ui_text(ui, UI_FONT_TEXT, 18, wine, r.x, r.y - 24, 0, name);
        break;
    case EL_TABLE: {
        const gah_table *tb = &st->player[table_prompt_seat(t)].cafe[t->drag_from.index - 1];
        draw_guest_on_table(t, ui, a, tb, r);
        break;
    }
    case EL_SPACE: /* Let's Waltz module 3, The Kozi Palace: a die carried to the neighbouring space */
        snprintf(name, sizeof name, "die/%d", t->drag_from.index);
        draw_sprite(ui, a, name, (SDL_Rect){t->mouse.x - 16, t->mouse.y - 16, 32, 32});
        break;
    case EL_TRAY_ITEM: case EL_KITCHEN_ITEM:
        snprintf(name, sizeof name, "icon/%s", gah_item_name(t->drag_from.index));
        draw_sprite(ui, a, name, (SDL_Rect){r.x, r.y, 44, 44});
        if (t->drag_from.kind == EL_KITCHEN_ITEM) {
            int cost = gah_serve_cost(st, table_prompt_seat(t));
            snprintf(name, sizeof name, "%d krone for up to %d", cost, gah_rules.serve_per_krone);
            if (cost > 0) ui_text(ui, UI_FONT_TEXT, 16, wine, r.x, r.y - 22, 0, name);
        }
        break;
    default: break;
    }
}

static void draw_drag(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l)
{
    SDL_Rect r = table_el_rect(t, l, t->drag_from);
    r.x = t->mouse.x - t->drag_offset.x;
    r.y = t->mouse.y - t->drag_offset.y;
    if (t->dragging) draw_carried(t, ui, a, r);
    table_parts_draw_drag(t, ui, a, l, r); /* module 1: a dancer's price over the guest; module 4: the key */
}

/* The sprite name of a card-like element, for the card viewer; false for other elements. */
static bool holds(const uint8_t *cards, int count, int card)
{
    for (int i = 0; i < count; i++)
        if (cards[i] == card) return true;
    return false;
}

bool table_viewer_card(const table_scene *t, ui_el e, char *name, size_t size)
{
    const gah_state *st = gah_session_state(&t->session);
    int seat = table_prompt_seat(t);
    const gah_player *p = &st->player[seat];
    /* A private card only while it lies face up in front of the seat to move: the hover outlives a change of
     * seat (it is redone when the mouse moves), and the mouse resting where a computer's hidden hand had a
     * card opened that card's face on the next person's turn. */
    if (e.kind == EL_HAND_CARD && (table_viewed_seat(t) != seat || !holds(p->hand, p->hand_count, e.index))) return false;
    if (e.kind == EL_DRAWN_CARD && !holds(st->drawn, st->drawn_count, e.index)) return false;
    if (e.kind == EL_DRAFT_CARD && !holds(st->draft_pack[seat], st->draft_count[seat], e.index)) return false;
    switch (e.kind) {
    case EL_QUEUE: return st->queue[e.index - 1] && snprintf(name, size, "guest/%d", st->queue[e.index - 1]) > 0;
    case EL_TABLE: return p->cafe[e.index - 1].guest && snprintf(name, size, "guest/%d", p->cafe[e.index - 1].guest) > 0;
    case EL_OBJECTIVE: return snprintf(name, size, "objective/%d", st->objectives[e.index]) > 0;
    case EL_HAND_CARD: case EL_DISPLAY_CARD: case EL_DRAWN_CARD: case EL_DRAFT_CARD:
        return snprintf(name, size, "staff/%d", e.index) > 0;
    case EL_EMPEROR_TILE: return snprintf(name, size, "emperor/%s", gah_emperor_tiles[st->emperor_tiles[e.index]].code) > 0;
    default: return table_parts_viewer_card(t, e, name, size); /* module 2's celebrities, module 3's entrances */
    }
}

/* A few words about a board space the mouse rests on (rooms, Emperor track spaces, tiles). */
static bool explain(const table_scene *t, ui_el e, char *out, size_t size)
{
    const gah_state *st = gah_session_state(&t->session);
    const gah_player *p = &st->player[table_viewed_seat(t)];
    const gah_hotel_layout *h = &gah_hotels[p->hotel];
    static const char *const colours[3] = {"blue", "red", "yellow"};
    static const char *const bonus[3] = {"VP", "krone", "Emperor steps"};
    if (table_parts_explain(t, e, out, size)) return true; /* a part's element */
    if (e.kind == EL_ROOM) {
        int c = 0, amount = gah_group_bonus_of_room(st, table_viewed_seat(t), e.index, &c);
        int size_g = h->group_size[h->group[e.index]];
        /* In the game's words (issue 13: "Room 0, floor 1" was a developer's). */
        static const char *const floors[4] = {"first", "second", "third", "fourth"};
        int floor = e.index / 5;
        snprintf(out, size, "A %s room on the %s floor: costs %d krone, %d VP at the end if occupied; %s group of %d, full = %d %s",
                 colours[c], floors[floor & 3], gah_rules.floor_costs[floor], gah_rules.floor_vp[floor], colours[c], size_g,
                 amount, bonus[c]);
        return true;
    }
    if (e.kind == EL_TABLE && table_guest_stuck(t, table_viewed_seat(t), e.index, out, size)) return true;
    if (e.kind == EL_EMPEROR_SPACE) {
        snprintf(out, size, "Emperor track, space %d: %d VP at each Emperor scoring for a marker here", e.index, gah_rules.emperor_track_vp[e.index]);
        return true;
    }
    if (e.kind == EL_EMPEROR_TILE) {
        const gah_emperor_tile *tile = &gah_emperor_tiles[st->emperor_tiles[e.index]];
        snprintf(out, size, "After round %d: reward %s; penalty %s", gah_rules.emperor_scoring_rounds[e.index],
                 tile->reward_text, tile->penalty_text);
        return true;
    }
    return false;
}

SDL_Rect table_viewer_rect(const table_scene *t)
{
    /* On the side away from the mouse, never over the prompt and its buttons (issue 13): over the
     * opponents' panels, or over the main board; over the main board while the tutorial's note covers the
     * panels (the large card sat under the note). */
    return (SDL_Rect){t->mouse.x < 960 && !t->note_right ? 1556 : 380, 170, 352, 508};
}

static void draw_viewer(table_scene *t, ui_context *ui, const ui_atlas *a)
{
    char name[32], words[400];
    if (t->dragging) return;
    if (!t->pinned && ui->now - t->hover_since < TABLE_VIEWER_DELAY_MS) return;
    if (table_viewer_card(t, t->hover, name, sizeof name)) {
        SDL_Rect r = table_viewer_rect(t);
        const atlas_sprite *s = atlas_find(a, name);
        if (s && s->rect.w > 0 && s->rect.h * 352 < s->rect.w * 508) r.h = 352 * s->rect.h / s->rect.w; /* tiles stay square */
        ui_fill(ui, (SDL_Rect){r.x - 8, r.y - 10, r.w + 16, r.h + 56}, (SDL_Color){40, 26, 20, 220});
        draw_sprite(ui, a, name, r);
        ui_text(ui, UI_FONT_TEXT, 17, paper, r.x + r.w / 2, r.y + r.h + 12, 1, t->pinned ? "pinned: right-click to close" : "right-click to pin");
    }
    if (explain(t, t->hover, words, sizeof words)) {
        /* Drawn last, over the large card (issue 13: long tooltips ran out of a fixed box, and under the card). */
        int wrap = 0;
        SDL_Rect box = table_tooltip_rect(ui, t->mouse, words, &wrap);
        ui_fill(ui, box, (SDL_Color){40, 26, 20, 235});
        ui_text_wrapped(ui, UI_FONT_TEXT, 17, paper, box.x + box.w / 2, box.y + 9, wrap, words);
    }
}

SDL_Rect table_tooltip_rect(ui_context *ui, SDL_Point mouse, const char *words, int *wrap)
{
    /* One line up to 640 canvas units, then wrapped lines (an entrance's words ran off the canvas on one
     * line); beside the mouse, away from the nearer edge, always on the canvas. */
    *wrap = 640;
    SDL_Point size = ui_text_wrapped_size(ui, UI_FONT_TEXT, 17, *wrap, words);
    int w = size.x + 24, h = size.y + 18;
    SDL_Rect box = {mouse.x < 960 ? mouse.x + 24 : mouse.x - 24 - w, mouse.y + 24, w, h};
    if (box.x + box.w > UI_CANVAS_W - 10) box.x = UI_CANVAS_W - 10 - box.w;
    if (box.x < 10) box.x = 10;
    if (box.y + box.h > UI_CANVAS_H - 10) box.y = mouse.y - 24 - box.h;
    if (box.y < 10) box.y = 10;
    return box;
}

/* The Emperor scoring as a table: each player's place, VP, retreat and what the tile did, in words. It
 * stays until a click and sits over the main board, never over the prompt and its buttons (issue 13). */
static void draw_emperor_table(table_scene *t, ui_context *ui)
{
    if (!t->emperor_lines || ui->now >= t->emperor_until) return;
    SDL_Rect box = table_summary_rect(t->emperor_lines, 66);
    ui_fill(ui, box, (SDL_Color){250, 242, 222, 250});
    ui_frame(ui, box, gilt, 4);
    ui_text(ui, UI_FONT_TITLE, 40, wine, box.x + box.w / 2, box.y + 12, 1, "The Emperor's scoring");
    Uint32 shown_for = ui->now + TABLE_EMPEROR_HOLD - t->emperor_until; /* rows appear one after another */
    const gah_emperor_tile *tile = NULL;
    if (t->emperor_tile > 0) tile = &gah_emperor_tiles[t->emperor_tile - 1];
    for (int i = 0; i < t->emperor_lines; i++) {
        if (shown_for < (Uint32)i * TABLE_EMPEROR_ROW_MS) break;
        const gah_event *e = &t->emperor_events[i];
        char text[200];
        int y = box.y + 76 + i * 66;
        snprintf(text, sizeof text, "%s: Emperor space %d, +%d VP, then back %d to space %d", t->seats[e->seat].name, e->a,
                 e->value, e->b, e->c);
        ui_text(ui, UI_FONT_TEXT, 22, ink, box.x + 30, y, 0, text);
        if (e->d == GAH_EMPEROR_REWARD) snprintf(text, sizeof text, "Reward: %s", tile ? tile->reward_text : "see the log");
        else if (e->d == GAH_EMPEROR_PENALTY) snprintf(text, sizeof text, "Penalty: %s", tile ? tile->penalty_text : "see the log");
        else snprintf(text, sizeof text, "Neither reward nor penalty");
        ui_text(ui, UI_FONT_TEXT, 19, e->d == GAH_EMPEROR_PENALTY ? wine : ink, box.x + 60, y + 30, 0, text);
    }
    ui_text(ui, UI_FONT_TEXT, 17, gilt, box.x + box.w - 20, box.y + box.h - 26, 2, "Click anywhere to close");
}

static void draw_projection(table_scene *t, ui_context *ui, int seat)
{
    int16_t by[GAH_VP_SOURCE_COUNT];
    char text[96];
    int total = gah_projected_score(gah_session_state(&t->session), seat, by);
    SDL_Rect bar = {16, 474, 600, 24};
    if (!SDL_PointInRect(&t->mouse, &bar)) return;
    static const char *const rows[GAH_VP_SOURCE_COUNT] = {"guests", "room icons", "group bonuses", "Emperor", "staff",
                                                          "objectives", "occupied rooms", "leftovers", "café guests",
                                                          "celebrities", "ballrooms"};
    SDL_Rect box = {16, 240, 360, 228};
    ui_fill(ui, box, (SDL_Color){250, 242, 222, 245});
    ui_frame(ui, box, gilt, 2);
    snprintf(text, sizeof text, "If the game ended now: %d VP", total);
    ui_text(ui, UI_FONT_TEXT, 16, wine, box.x + 10, box.y + 6, 0, text);
    for (int k = 0; k < GAH_VP_SOURCE_COUNT; k++) {
        snprintf(text, sizeof text, "%s: %d", rows[k], by[k]);
        ui_text(ui, UI_FONT_TEXT, 14, ink, box.x + 10 + (k % 2) * 170, box.y + 34 + (k / 2) * 36, 0, text);
    }
}

void table_draw(table_scene *t, ui_context *ui, const ui_atlas *a, const ui_layout *l, bool hide_hands)
{
    table_parts_frame(t, ui->now); /* module 1: the panel opens while a paced dancer step shows */
    SDL_SetRenderDrawColor(ui->renderer, 40, 26, 20, 255);
    SDL_RenderClear(ui->renderer);
    ui_fill(ui, (SDL_Rect){0, 0, UI_CANVAS_W, UI_CANVAS_H}, (SDL_Color){226, 211, 178, 255});
    int seat = table_prompt_seat(t), viewed = table_viewed_seat(t);
    draw_main_board(t, ui, a, l);
    draw_action_board(t, ui, a, l);
    table_parts_draw(t, ui, a, l, TABLE_LAYER_BOARDS); /* module 4: the extension with the skeleton key */
    draw_hotel(t, ui, a, l, viewed);
    draw_cards(t, ui, a, l, viewed, hide_hands || viewed != seat);
    table_parts_draw(t, ui, a, l, TABLE_LAYER_STRIP); /* module 2: the lounge */
    draw_prompt(t, ui, a);
    draw_panels(t, ui, a, l);
    table_parts_draw(t, ui, a, l, TABLE_LAYER_TABLE); /* module 3: the shown seat's entrance, Chateau Paulwei's charts */
    table_parts_draw(t, ui, a, l, TABLE_LAYER_OVER);  /* module 1: rehearsal room and ballrooms; module 3: the auction */
    if (!hide_hands && viewed == seat) draw_highlights(t, ui, l);
    char text[96];
    const gah_player *p = &gah_session_state(&t->session)->player[seat];
    snprintf(text, sizeof text, "%s · %d VP (projected %d) · Emperor %d · round %d", t->seats[seat].name, p->vp,
             gah_projected_score(gah_session_state(&t->session), seat, NULL), p->emperor, gah_session_state(&t->session)->round);
    if (viewed != seat) {
        const gah_player *v = &gah_session_state(&t->session)->player[viewed];
        snprintf(text, sizeof text, "%s's hotel · %d VP · %d krone · click anywhere to return", t->seats[viewed].name, v->vp,
                 v->money);
        seat = viewed; /* the bar takes the colour of the hotel shown */
    }
    ui_fill(ui, fixed_labels[0], player_colours[t->seats[seat].colour]);
    ui_text(ui, UI_FONT_TEXT, 17, paper, fixed_labels[0].x + 8, fixed_labels[0].y + 1, 0, text);
    seat = table_prompt_seat(t);
    draw_turn_tile(t, ui, a, seat, (SDL_Rect){965, 486, 80, 40});
    /* The game log: the latest lines, newest at the bottom. */
    SDL_Rect lr = fixed_labels[3];
    ui_fill(ui, lr, (SDL_Color){250, 242, 222, 255});
    ui_frame(ui, lr, gilt, 2);
    int scroll = t->log_scroll > t->log.count - 1 ? t->log.count - 1 : t->log_scroll;
    if (scroll < 0) scroll = 0;
    log_draw(ui, &t->log, scroll, lr, ink);
    if (scroll > 0) ui_text(ui, UI_FONT_TEXT, 15, wine, lr.x + lr.w - 8, lr.y + lr.h - 20, 2, "scrolled back: wheel down to return");
    if (t->message[0] && SDL_GetTicks() < t->message_until) {
        /* Below the hand's cards (they end at y 1042): over them it hid their lower band for up to 8 s. */
        SDL_Rect bar = table_message_rect();
        ui_fill(ui, bar, wine);
        ui_text_middle(ui, UI_FONT_TEXT, ui_text_fit_size(ui, UI_FONT_TEXT, 19, 13, bar.w - 16, t->message), paper,
                       bar.x + bar.w / 2, bar.y + bar.h / 2, 1, t->message);
    }
    table_draw_anims(t, ui, a);
    draw_emperor_table(t, ui);
    table_parts_draw(t, ui, a, l, TABLE_LAYER_SUMMARY); /* module 1's ballroom scoring, after the Emperor's table */
    if (!hide_hands) {
        draw_viewer(t, ui, a);
        draw_projection(t, ui, seat);
    }
    draw_drag(t, ui, a, l);
}

/* The final-scoring screen (issue 13): where each player's points came from as bars, how they grew round
 * by round, who won and what to do next. */
#include "games/gah/ui/final_scoring.h"

#include "gah/data.h"
#include "ui/scenes.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

static const SDL_Color ink = {58, 36, 24, 255};
static const SDL_Color gilt = {176, 141, 60, 255};
static const SDL_Color wine = {140, 42, 42, 255};
static const SDL_Color faint = {215, 198, 165, 255};
static const SDL_Color muted = {120, 96, 70, 255}; /* a row's line under its name: readable on the paper */

void final_history_build(final_history *h, const gah_session *s)
{
    /* The record is played again on a copy, as log_replay does: the VP after every round's last command
     * (its Emperor scoring included) is what the next round starts with. */
    static gah_session copy; /* one game's record at a time: never shared between threads */
    static gah_events ev;
    memset(h, 0, sizeof *h);
    int rounds = gah_rules.rounds, last = rounds + 1;
    if (last >= FINAL_POINTS_MAX) last = FINAL_POINTS_MAX - 1;
    h->points = last + 1;
    h->record_count = s->count;
    h->hash = gah_hash(gah_session_state(s));
    int16_t running[GAH_MAX_PLAYERS] = {0};
    bool final_started = false;
    if (bg_session_start_preview(&copy, s->game, s->params, NULL)) return;
    for (int i = 0; i < s->count; i++) {
        ev.count = 0;
        ev.overflow = false;
        if (bg_session_apply(&copy, s->record[i].seat, s->record[i].move, &ev)) break;
        for (int k = 0; k < ev.count; k++) {
            const gah_event *e = &ev.list[k];
            if (e->type == GAH_EV_ROUND_START && e->a >= 2 && e->a - 1 < last)
                for (int p = 0; p < GAH_MAX_PLAYERS; p++) h->vp[p][e->a - 1] = running[p];
            if (e->type == GAH_EV_FINAL_SCORE && !final_started) { /* the last round is over */
                final_started = true;
                for (int p = 0; p < GAH_MAX_PLAYERS; p++) h->vp[p][last - 1] = running[p];
            }
            if (e->type == GAH_EV_VP && e->seat < GAH_MAX_PLAYERS) running[e->seat] = e->b;
        }
    }
    /* A game looked at before its end: the rounds not over yet keep the points so far. */
    if (!final_started)
        for (int r = gah_session_state(&copy)->round > 1 ? gah_session_state(&copy)->round : 1; r < last; r++)
            for (int p = 0; p < GAH_MAX_PLAYERS; p++) h->vp[p][r] = running[p];
    for (int p = 0; p < GAH_MAX_PLAYERS; p++) h->vp[p][last] = gah_session_state(&copy)->player[p].vp;
    bg_session_free(&copy);
}

void final_prepare(final_scene *f, const table_scene *t)
{
    const gah_session *s = &t->session;
    if (f->history.points && f->history.record_count == s->count && f->history.hash == gah_hash(gah_session_state(s))) return;
    final_history_build(&f->history, s);
    f->status[0] = 0;
    f->hover = -1;
}

uint64_t final_rematch_seed(uint64_t old, uint64_t entropy)
{
    /* splitmix64 of the old seed and the entropy: well spread, and never the old seed itself. */
    uint64_t z = old + 0x9E3779B97F4A7C15ULL + entropy * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    z ^= z >> 31;
    return z == old ? z + 1 : z;
}

void final_winner_text(const table_scene *t, char *out, size_t size)
{
    const gah_state *st = gah_session_state(&t->session);
    int best = gah_winner(st);
    if (st->params.automa) {
        const char *automa = gah_automa_name(st->params.automa);
        if (best == 0) snprintf(out, size, "You beat %s!", automa);
        else snprintf(out, size, "%s wins: you need more points to win", automa);
        return;
    }
    /* Every winner the engine names (a full tie is shared, docs/rulings.md 15). */
    unsigned winner_mask = gah_winners(st);
    char winners[160] = "";
    int count = 0;
    for (int s = 0; s < st->players; s++) {
        if (!(winner_mask & (1u << s))) continue;
        if (count++) strncat(winners, " and ", sizeof winners - strlen(winners) - 1);
        strncat(winners, t->seats[s].name, sizeof winners - strlen(winners) - 1);
    }
    bool tie_break = false;
    for (int s = 0; s < st->players; s++)
        tie_break |= !(winner_mask & (1u << s)) && st->player[s].vp == st->player[best].vp;
    snprintf(out, size, "%s %s%s", winners, count > 1 ? "share the victory" : "wins",
             tie_break ? " on the tie-break (krone and items left)" : "");
}

/* ---- drawing ---- */

static const char *const source_names[GAH_VP_SOURCE_COUNT] = {
    "Guests", "Room icons", "Occupancy bonuses", "Emperor", "Staff", "Objectives", "Occupied rooms",
    "Leftovers (krone, items)", "Café guests", "Celebrities", "Ballrooms"};

/* What each row counts, in a line under its name (issue 40: "Room icons" said nothing to a newcomer). */
static const char *const source_about[GAH_VP_SOURCE_COUNT] = {
    [GAH_VP_GUESTS] = "guests' VP as they moved in",
    [GAH_VP_ROOM_ICONS] = "VP printed on spaces you put rooms on",
    [GAH_VP_BONUS] = "a colour's rooms all occupied",
    [GAH_VP_EMPEROR] = "the Emperor's scorings",
    [GAH_VP_STAFF] = "staff cards' VP",
    [GAH_VP_OBJECTIVES] = "objectives claimed",
    [GAH_VP_ROOMS_FINAL] = "end: 1-4 VP a room by its floor",
    [GAH_VP_LEFTOVERS] = "end: 1 VP a krone, dish or drink",
    [GAH_VP_CAFE_PENALTY] = "end: -5 VP a guest still waiting",
    [GAH_VP_CELEBRITIES] = "celebrities' VP and chits",
    [GAH_VP_BALLROOMS] = "the ballroom scorings",
};

const char *final_source_about(int source)
{
    return source >= 0 && source < GAH_VP_SOURCE_COUNT && source_about[source] ? source_about[source] : "";
}

static SDL_Rect button_rect(int b) { return (SDL_Rect){480 + b * 340, 920, 300, 74}; }

/* A seat's totals line under the chart, clear of its "end of round" caption and of the buttons with four
 * players (the fourth line touched the buttons). */
SDL_Rect final_total_rect(int seat) { return (SDL_Rect){1060, 766 + seat * 36, 700, 30}; }

bool final_button_point(const char *name, SDL_Point *out)
{
    static const char *const names[FINAL_BUTTON_COUNT] = {"rematch", "save", "menu"};
    for (int b = 0; b < FINAL_BUTTON_COUNT; b++)
        if (!strcmp(name, names[b])) {
            SDL_Rect r = button_rect(b);
            *out = (SDL_Point){r.x + r.w / 2, r.y + r.h / 2};
            return true;
        }
    return false;
}

int final_scene_mouse(final_scene *f, SDL_Point at)
{
    f->hover = -1;
    for (int b = 0; b < FINAL_BUTTON_COUNT; b++) {
        SDL_Rect r = button_rect(b);
        if (SDL_PointInRect(&at, &r)) f->hover = b;
    }
    return f->hover;
}

/* The bars' rows: the sources somebody scored (a module not in play takes no room), each row's height,
 * and the scale: VP gained grow right of the zero line, VP lost (the Emperor, the café) left of it. */
typedef struct bar_layout {
    int shown[GAH_VP_SOURCE_COUNT], rows, row_h, zero_x, most_pos, most_neg;
} bar_layout;

enum { BARS_TOP = 256, BARS_X = 420, BARS_W = 520, BARS_LABEL = 44 };

static bar_layout bars_of(const gah_state *st)
{
    bar_layout b = {.rows = 0};
    for (int r = 0; r < GAH_VP_SOURCE_COUNT; r++) {
        bool any = false;
        for (int s = 0; s < st->players; s++) {
            int v = st->player[s].vp_by_source[r];
            any |= v != 0;
            if (v > b.most_pos) b.most_pos = v;
            if (-v > b.most_neg) b.most_neg = -v;
        }
        if (any) b.shown[b.rows++] = r;
    }
    b.row_h = b.rows ? (900 - BARS_TOP) / b.rows : 60;
    if (b.row_h > 96) b.row_h = 96;
    int span = b.most_pos + b.most_neg > 0 ? b.most_pos + b.most_neg : 1;
    b.zero_x = BARS_X + (b.most_neg ? BARS_LABEL + BARS_W * b.most_neg / span : 0);
    return b;
}

static SDL_Rect bar_rect(const bar_layout *b, const gah_state *st, int row, int seat, float grow)
{
    int span = b->most_pos + b->most_neg > 0 ? b->most_pos + b->most_neg : 1;
    int v = st->player[seat].vp_by_source[b->shown[row]], h = (b->row_h - 10) / st->players;
    if (h > 22) h = 22;
    int w = (int)((float)(abs(v) * BARS_W) / (float)span * grow);
    int y = BARS_TOP + row * b->row_h + (b->row_h - 6 - h * st->players) / 2 + seat * h + 2;
    return (SDL_Rect){v < 0 ? b->zero_x - w : b->zero_x + 2, y, w, h - 2};
}

SDL_Rect final_bar_rect(const table_scene *t, int source, int seat)
{
    const gah_state *st = gah_session_state(&t->session);
    bar_layout b = bars_of(st);
    for (int i = 0; i < b.rows; i++)
        if (b.shown[i] == source && seat >= 0 && seat < st->players) return bar_rect(&b, st, i, seat, 1.0f);
    return (SDL_Rect){0, 0, 0, 0};
}

int final_bar_zero_x(const table_scene *t) { return bars_of(gah_session_state(&t->session)).zero_x; }

static void draw_bars(ui_context *ui, const table_scene *t, float grow)
{
    const gah_state *st = gah_session_state(&t->session);
    bar_layout b = bars_of(st);
    ui_text(ui, UI_FONT_TITLE, 34, ink, 90, 196, 0, "Where the points came from");
    char text[48];
    for (int i = 0; i < b.rows; i++) {
        int r = b.shown[i], y = BARS_TOP + i * b.row_h;
        /* The row's name, and under it what it counts when the row has the room (it has with up to 11 rows). */
        bool about = b.row_h >= 50;
        ui_text(ui, UI_FONT_TEXT, 21, ink, BARS_X - 16, y + b.row_h / 2 - (about ? 24 : 14), 2, source_names[r]);
        if (about) ui_text(ui, UI_FONT_TEXT, 16, muted, BARS_X - 16, y + b.row_h / 2 + 1, 2, final_source_about(r));
        ui_fill(ui, (SDL_Rect){b.zero_x, y + 2, 2, b.row_h - 6}, faint);
        /* Each bar's number as large as its bar's spacing allows: 11 px and more at 1280x720 with few sources. */
        int h = bar_rect(&b, st, i, 0, 1.0f).h + 2, label = h + 3 < 15 ? 15 : h + 3 > 21 ? 21 : h + 3;
        for (int s = 0; s < st->players; s++) {
            int v = st->player[s].vp_by_source[r];
            SDL_Rect bar = bar_rect(&b, st, i, s, grow);
            ui_fill(ui, bar, scene_player_colour(t->seats[s].colour));
            if (v < 0) ui_frame(ui, bar, wine, 2); /* a penalty: framed in red, left of the line */
            snprintf(text, sizeof text, "%d", v);
            if (grow >= 1.0f)
                ui_text_middle(ui, UI_FONT_TEXT, label, ink, v < 0 ? bar.x - 6 : bar.x + bar.w + 6, bar.y + bar.h / 2, v < 0 ? 2 : 0, text);
        }
    }
}

static void draw_chart(ui_context *ui, const table_scene *t, const final_history *h, float grow)
{
    const gah_state *st = gah_session_state(&t->session);
    SDL_Rect area = {1110, 250, 720, 430};
    ui_text(ui, UI_FONT_TITLE, 34, ink, 1060, 196, 0, "Points round by round");
    if (h->points < 2) return;
    int most = 10;
    for (int s = 0; s < st->players; s++)
        for (int p = 0; p < h->points; p++)
            if (h->vp[s][p] > most) most = h->vp[s][p];
    int step = most > 150 ? 50 : most > 60 ? 20 : 10, top_vp = (most + step - 1) / step * step;
    int least = 0;
    for (int s = 0; s < st->players; s++)
        for (int p = 0; p < h->points; p++)
            if (h->vp[s][p] < least) least = h->vp[s][p];
    int bottom_vp = least < 0 ? -((-least + step - 1) / step) * step : 0;
    char text[32];
#define CHART_Y(v) (area.y + area.h - (int)((float)((v) - bottom_vp) * (float)area.h / (float)(top_vp - bottom_vp)))
#define CHART_X(p) (area.x + (p) * area.w / (h->points - 1))
    for (int v = bottom_vp; v <= top_vp; v += step) {
        ui_fill(ui, (SDL_Rect){area.x, CHART_Y(v), area.w, v == 0 ? 3 : 1}, v == 0 ? gilt : faint);
        snprintf(text, sizeof text, "%d", v);
        ui_text_middle(ui, UI_FONT_TEXT, 17, ink, area.x - 10, CHART_Y(v), 2, text);
    }
    for (int p = 0; p < h->points; p++) {
        if (p == 0) snprintf(text, sizeof text, "start");
        else if (p == h->points - 1) snprintf(text, sizeof text, "final");
        else snprintf(text, sizeof text, "%d", p);
        ui_text(ui, UI_FONT_TEXT, 17, ink, CHART_X(p), area.y + area.h + 9, 1, text);
        bool emperor = false;
        for (int k = 0; k < 3; k++) emperor |= p == gah_rules.emperor_scoring_rounds[k];
        if (emperor) ui_text(ui, UI_FONT_TEXT, 16, gilt, CHART_X(p), area.y + area.h + 31, 1, "Emperor");
    }
    ui_text(ui, UI_FONT_TEXT, 16, ink, area.x + area.w / 2, area.y + area.h + 52, 1, "end of round");
    /* The lines are drawn up to the point the reveal has reached. */
    float reach = grow * (float)(h->points - 1);
    for (int s = 0; s < st->players; s++) {
        SDL_Color c = scene_player_colour(t->seats[s].colour);
        for (int p = 0; p + 1 < h->points && (float)p < reach; p++) {
            float part = reach - (float)p < 1.0f ? reach - (float)p : 1.0f;
            int x0 = CHART_X(p), y0 = CHART_Y(h->vp[s][p]), x1 = CHART_X(p + 1), y1 = CHART_Y(h->vp[s][p + 1]);
            ui_line(ui, x0, y0, x0 + (int)((float)(x1 - x0) * part), y0 + (int)((float)(y1 - y0) * part), c, 4);
            ui_fill(ui, (SDL_Rect){x0 - 5, y0 - 5, 10, 10}, c);
        }
        if (grow >= 1.0f) {
            int x = CHART_X(h->points - 1), y = CHART_Y(h->vp[s][h->points - 1]);
            ui_fill(ui, (SDL_Rect){x - 6, y - 6, 12, 12}, c);
        }
    }
#undef CHART_X
#undef CHART_Y
    /* The totals under the chart: the name in the player's colour, the VP, and the tie-break's leftovers. */
    for (int s = 0; s < st->players; s++) {
        SDL_Rect line = final_total_rect(s);
        int cy = line.y + line.h / 2;
        ui_fill(ui, (SDL_Rect){line.x, cy - 13, 26, 26}, scene_player_colour(t->seats[s].colour));
        ui_text_middle(ui, UI_FONT_TEXT, 24, ink, line.x + 40, cy, 0, t->seats[s].name);
        snprintf(text, sizeof text, "%d VP", st->player[s].vp);
        ui_text_middle(ui, UI_FONT_TEXT, 24, ink, line.x + 420, cy, 2, text);
        snprintf(text, sizeof text, "tie-break %d", st->player[s].leftovers);
        ui_text_middle(ui, UI_FONT_TEXT, 18, ink, line.x + 450, cy, 0, text);
    }
}

void final_scene_draw(final_scene *f, ui_context *ui, const table_scene *t, Uint32 elapsed)
{
    final_prepare(f, t);
    scene_backdrop(ui);
    float grow = elapsed >= FINAL_REVEAL_MS ? 1.0f : (float)elapsed / (float)FINAL_REVEAL_MS;
    ui_text(ui, UI_FONT_TITLE, 60, ink, 960, 56, 1, "Final scoring");
    if (grow >= 1.0f) {
        char text[200];
        final_winner_text(t, text, sizeof text);
        ui_text(ui, UI_FONT_TITLE, 44, wine, 960, 128, 1, text);
    }
    draw_bars(ui, t, grow);
    draw_chart(ui, t, &f->history, grow);
    static const char *const labels[FINAL_BUTTON_COUNT] = {"Rematch", "Save replay", "Menu"};
    for (int b = 0; b < FINAL_BUTTON_COUNT; b++) scene_button(ui, button_rect(b), labels[b], f->hover == b, true, 34);
    if (f->status[0]) ui_text(ui, UI_FONT_TEXT, 20, wine, 960, 1006, 1, f->status);
    else ui_text(ui, UI_FONT_TEXT, 18, ink, 960, 1008, 1, "Rematch: the same players and settings, new cards and dice");
}

/* Dinner for One's instruction cards (Leopold's and Elisabeth's decks): the guests, the die and the actions
 * of each card, from the same steps the engine carries out, with each step's difficulty. */
#include "cards.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Dinner for One instruction cards ---- */

static bool is_guest_step(const gah_automa_step *step)
{
    return step->kind == GAH_AUTOMA_STEP_GUEST || step->kind == GAH_AUTOMA_STEP_GUEST_DANCER;
}

static bool is_die_step(const gah_automa_step *step)
{
    return step->kind == GAH_AUTOMA_STEP_DIE || step->kind == GAH_AUTOMA_STEP_DIE_EITHER ||
           step->kind == GAH_AUTOMA_STEP_DIE_MOST || step->kind == GAH_AUTOMA_STEP_DIE_CELEBRITY;
}

/* The guest steps of a card as one icon line ("Y + ?>n1": a yellow door, "+", any guest, a dancer arrow);
 * `level` gets the highest difficulty tag among them, shown as one pill. */
static void automa_guest_icons(const gah_automa_card *a, char *out, size_t size, int *level)
{
    static const char *const colour_icons[GAH_COLOUR_COUNT] = {
        [GAH_COLOUR_BLUE] = "door/blue-vacant", [GAH_COLOUR_RED] = "door/red-vacant",
        [GAH_COLOUR_YELLOW] = "door/yellow-vacant", [GAH_COLOUR_GREEN] = "@green"};
    out[0] = 0;
    *level = GAH_EASY;
    for (int i = 0; i < a->step_count; i++) {
        const gah_automa_step *step = &a->steps[i];
        if (!is_guest_step(step)) continue;
        if (out[0]) snprintf(out + strlen(out), size - strlen(out), " + ");
        const char *icon = step->arg >= 0 && step->arg < GAH_COLOUR_COUNT ? colour_icons[step->arg] : "@guest:?";
        snprintf(out + strlen(out), size - strlen(out), "%s", icon);
        if (step->kind == GAH_AUTOMA_STEP_GUEST_DANCER) /* Let's Waltz module 1: she dances in a ballroom */
            snprintf(out + strlen(out), size - strlen(out), " → icon/champagne:%d", step->arg2);
        if (step->min_difficulty > *level) *level = step->min_difficulty;
    }
}

static void automa_die(cairo_t *cr, const pack_ctx *ctx, const gah_automa_step *die, double y)
{
    char buf[64];
    pack_set_rgb(cr, PACK_INK);
    switch ((gah_automa_step_kind)die->kind) {
    case GAH_AUTOMA_STEP_DIE:
        snprintf(buf, sizeof buf, "die/%d", die->arg);
        pack_icon_line(cr, ctx, buf, CARD_W / 2.0, y, 36, CARD_W - 30);
        break;
    case GAH_AUTOMA_STEP_DIE_EITHER:
        snprintf(buf, sizeof buf, "die/%d or die/%d", die->arg, die->arg2);
        pack_icon_line(cr, ctx, buf, CARD_W / 2.0, y - 6, 30, CARD_W - 30);
        pack_set_rgb(cr, PACK_INK);
        pack_text(cr, PACK_FONT_TEXT, 9.5, CARD_W / 2.0, y + 17, 1, "whichever has more dice");
        break;
    case GAH_AUTOMA_STEP_DIE_CELEBRITY:
        pack_text_box(cr, PACK_FONT_TEXT, 11, 16, y - 20, CARD_W - 32, 40, 1,
                      "The coloured die of the best celebrity, else the most dice");
        break;
    default:
        pack_text_box(cr, PACK_FONT_TEXT, 11.5, 16, y - 20, CARD_W - 32, 40, 1, "The value with the most dice");
        break;
    }
}

/* [M]: from medium up, [H]: hard only — a small pill at the right end of a line; nothing for easy. */
static void level_pill(cairo_t *cr, int min_difficulty, double right, double cy)
{
    if (min_difficulty <= GAH_EASY) return;
    const char *label = min_difficulty == GAH_MEDIUM ? "M+" : "H";
    double w = pack_text_width(cr, PACK_FONT_TEXT_BOLD, 9, label) + 8;
    pack_rounded_rect(cr, right - w, cy - 7, w, 14, 7);
    pack_set_rgb(cr, min_difficulty == GAH_MEDIUM ? PACK_BLUE : PACK_RED);
    cairo_fill(cr);
    pack_set_rgb(cr, PACK_PAPER_LIGHT);
    pack_text(cr, PACK_FONT_TEXT_BOLD, 9, right - w / 2, cy, 1, label);
}

static const char *automa_action_icon(const gah_automa_step *step)
{
    switch ((gah_automa_step_kind)step->kind) {
    case GAH_AUTOMA_STEP_EMPEROR: return "icon/emperor";
    case GAH_AUTOMA_STEP_STAFF: return "icon/staff-bell";
    case GAH_AUTOMA_STEP_OBJECTIVE: return "icon/vp";
    default: return "icon/champagne"; /* Let's Waltz module 1: a dancer */
    }
}

/* The automa kind that plays this deck, from the automa kinds table. */
static const gah_automa_info *automa_of_deck(const char *deck)
{
    for (int k = GAH_AUTOMA_NONE + 1; k < GAH_AUTOMA_KIND_COUNT; k++)
        if (!strcmp(gah_automa_info_of(k)->deck, deck)) return gah_automa_info_of(k);
    return NULL;
}

void pack_draw_automa(cairo_t *cr, const pack_ctx *ctx, const pack_sprite *s)
{
    const gah_automa_card *a = NULL;
    for (int i = 0; i < gah_automa_card_count; i++)
        if (gah_automa_cards[i].id == s->arg) a = &gah_automa_cards[i];
    if (!a) pack_fail(s->name, 0, "no such automa card");
    char buf[256];
    const gah_automa_info *automa = automa_of_deck(a->deck);
    if (!automa) pack_fail(s->name, 0, "no automa plays this deck");
    pack_card_frame(cr, PACK_INK);
    /* The base game's deck has a dark band, a deck for the Let's Waltz modules a red one. */
    pack_card_band(cr, automa->waltz_modules ? PACK_RED : PACK_INK, true, automa->name);
    pack_small_caps(cr, 64, a->tie == 'L' ? "TIES: LEFT TO RIGHT  \xe2\x86\x92" : "\xe2\x86\x90  TIES: RIGHT TO LEFT");
    pack_card_tray(cr, 72, 44);
    int guest_level;
    automa_guest_icons(a, buf, sizeof buf, &guest_level);
    pack_icon_line(cr, ctx, buf, CARD_W / 2.0, 94, 32, CARD_W - 56);
    level_pill(cr, guest_level, CARD_W - 16, 94);
    pack_small_caps(cr, 126, "DIE");
    for (int i = 0; i < a->step_count; i++)
        if (is_die_step(&a->steps[i])) automa_die(cr, ctx, &a->steps[i], 156);
    pack_small_caps(cr, 188, "ACTIONS");
    /* One line per action, below the guests and the die. */
    const gah_automa_step *actions[3];
    int n = 0;
    for (int i = 0; i < a->step_count && n < 3; i++)
        if (!is_guest_step(&a->steps[i]) && !is_die_step(&a->steps[i])) actions[n++] = &a->steps[i];
    for (int i = 0; i < n; i++) {
        double y = 206 + i * 20 + (n == 1 ? 8 : 0);
        bool tagged = actions[i]->min_difficulty > GAH_EASY;
        pack_draw_sprite(cr, ctx, automa_action_icon(actions[i]), 14, y - 9, 18, 18, 1);
        pack_automa_action_text(actions[i], buf, sizeof buf);
        pack_set_rgb(cr, PACK_INK);
        pack_text_fit(cr, PACK_FONT_TEXT, 12, 8, 36, y, CARD_W - 36 - (tagged ? 40 : 14), 0, buf);
        level_pill(cr, actions[i]->min_difficulty, CARD_W - 14, y);
    }
    pack_card_number(cr, a->id);
}

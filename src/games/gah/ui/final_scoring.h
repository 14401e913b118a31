/* The final-scoring screen: each player's VP by source as bars, a chart of the VP by round, the
 * winner(s), and buttons for a rematch, saving the replay and the menu. */
#ifndef GAH_UI_FINAL_SCORING_H
#define GAH_UI_FINAL_SCORING_H

#include "games/gah/ui/table_scene.h"

/* Points of the chart: 0 before round 1, then the end of each round, then after the final scoring. */
#define FINAL_POINTS_MAX 10
/* The bars grow over this long; the winner is named when they are full. */
#define FINAL_REVEAL_MS 1400u

/* Each seat's VP over the game, derived by playing the record again on a copy (the engine keeps no
 * history, and the record is what a save holds). */
typedef struct final_history {
    int points;   /* 0 = not built */
    int16_t vp[GAH_MAX_PLAYERS][FINAL_POINTS_MAX];
    int record_count;
    uint64_t hash; /* the game it was built for */
} final_history;

typedef enum final_button { FINAL_REMATCH, FINAL_SAVE_REPLAY, FINAL_MENU, FINAL_BUTTON_COUNT } final_button;

typedef struct final_scene {
    final_history history;
    int hover;           /* final_button under the mouse, -1 none */
    char status[300];    /* "Replay saved as ..." or why not */
} final_scene;

void final_history_build(final_history *h, const gah_session *s);
/* Builds the history when the game on the table is another than the one it was built for. */
void final_prepare(final_scene *f, const table_scene *t);
void final_scene_draw(final_scene *f, ui_context *ui, const table_scene *t, Uint32 elapsed);
/* The button under `at`, or -1 (and the hover follows the mouse). */
int final_scene_mouse(final_scene *f, SDL_Point at);
/* A seat's bar of a VP source (gah_vp_source) when all are grown, empty when the source is not shown; VP
 * lost lie left of the zero line, VP gained right of it. */
SDL_Rect final_bar_rect(const table_scene *t, int source, int seat);
int final_bar_zero_x(const table_scene *t);
/* What a VP source's row counts, in a few words under its name ("VP printed on spaces you put rooms on"). */
const char *final_source_about(int source);
/* The line of a seat's totals under the chart (canvas units). */
SDL_Rect final_total_rect(int seat);
/* Where a person clicks a button named "rematch", "save" or "menu" (scripted tests). */
bool final_button_point(const char *name, SDL_Point *out);
/* The winner(s) in words, as the rules break ties. */
void final_winner_text(const table_scene *t, char *out, size_t size);
/* A rematch's seed: another than `old`, mixed with `entropy` (0 in tests, so a test's rematch is fixed). */
uint64_t final_rematch_seed(uint64_t old, uint64_t entropy);

#endif

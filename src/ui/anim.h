/* Animations in flight: sprites moving between two places on the canvas, one after another, driven by
 * the engine's events. Disposable draw state: never saved, never seen by the engine. */
#ifndef GAH_UI_ANIM_H
#define GAH_UI_ANIM_H

#include <SDL.h>
#include <stdbool.h>

#define ANIM_MAX 160

typedef enum anim_kind {
    ANIM_MOVE, ANIM_DIE_ROLL, ANIM_DROP, ANIM_FADE_TEXT,
    ANIM_CAPTION, /* a paced step of a turn nobody at the mouse plays: its words, `to` framed (pacing.c) */
    ANIM_BANNER   /* words in a framed box at `to` that fade out (a new round) */
} anim_kind;

typedef struct anim {
    uint8_t kind;
    char sprite[32];
    char text[120];
    SDL_Rect from, to;
    Uint32 start, duration; /* ms on the UI clock */
    float spin;             /* whole turns a rolling die makes */
} anim;

typedef struct anim_queue {
    int count;
    anim list[ANIM_MAX];
    Uint32 tail;            /* when the last queued animation ends */
    uint32_t cosmetic_rng;  /* the window's own randomness: never the game's */
    /* The table shows a state that lags behind (issue 40): only animations already started hide where they
     * land, the others' places still show what was there. False (anim_clear): every queued one hides it. */
    bool started_only;
} anim_queue;

void anim_clear(anim_queue *q);
/* Queues an animation `delay` ms after the previous one starts (0 = together, duration = after it). */
anim *anim_add(anim_queue *q, Uint32 now, int kind, const char *sprite, SDL_Rect from, SDL_Rect to, Uint32 duration,
               Uint32 delay_after_previous);
/* Drops finished animations; true while something is still moving. */
bool anim_update(anim_queue *q, Uint32 now);
/* Whether an animation still on its way lands on `r` (the destination is then drawn by the animation). */
bool anim_lands_on(const anim_queue *q, SDL_Rect r, Uint32 now);
bool anim_rolling(const anim_queue *q, Uint32 now);
/* Where an animation is at `now`: its rectangle, rotation in degrees and opacity. */
void anim_frame(const anim *a, Uint32 now, SDL_Rect *at, double *angle, Uint8 *alpha);
uint32_t anim_random(anim_queue *q);

#endif

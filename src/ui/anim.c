/* Animation timing and easing. */
#include "ui/anim.h"

#include <math.h>
#include <string.h>

#define HALF_TURN 3.14159265358979323846

void anim_clear(anim_queue *q)
{
    uint32_t rng = q->cosmetic_rng;
    memset(q, 0, sizeof *q);
    q->cosmetic_rng = rng ? rng : 0x2545F491u;
}

uint32_t anim_random(anim_queue *q)
{
    if (!q->cosmetic_rng) q->cosmetic_rng = 0x2545F491u;
    q->cosmetic_rng ^= q->cosmetic_rng << 13;
    q->cosmetic_rng ^= q->cosmetic_rng >> 17;
    q->cosmetic_rng ^= q->cosmetic_rng << 5;
    return q->cosmetic_rng;
}

anim *anim_add(anim_queue *q, Uint32 now, int kind, const char *sprite, SDL_Rect from, SDL_Rect to, Uint32 duration,
               Uint32 delay_after_previous)
{
    if (q->count >= ANIM_MAX) return NULL;
    Uint32 previous_start = q->count ? q->list[q->count - 1].start : now;
    Uint32 start = q->count ? previous_start + delay_after_previous : now;
    if (start < now) start = now;
    anim *a = &q->list[q->count++];
    memset(a, 0, sizeof *a);
    a->kind = (uint8_t)kind;
    if (sprite) strncpy(a->sprite, sprite, sizeof a->sprite - 1);
    a->from = from;
    a->to = to;
    a->start = start;
    a->duration = duration ? duration : 1;
    if (start + duration > q->tail) q->tail = start + duration;
    return a;
}

bool anim_update(anim_queue *q, Uint32 now)
{
    int kept = 0;
    for (int i = 0; i < q->count; i++)
        if (now < q->list[i].start + q->list[i].duration) q->list[kept++] = q->list[i];
    q->count = kept;
    return kept > 0;
}

static bool same_rect(SDL_Rect a, SDL_Rect b) { return a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h; }

bool anim_lands_on(const anim_queue *q, SDL_Rect r, Uint32 now)
{
    for (int i = 0; i < q->count; i++)
        if (same_rect(q->list[i].to, r) && now < q->list[i].start + q->list[i].duration && (!q->started_only || now >= q->list[i].start))
            return true;
    return false;
}

bool anim_rolling(const anim_queue *q, Uint32 now)
{
    for (int i = 0; i < q->count; i++)
        if (q->list[i].kind == ANIM_DIE_ROLL && now < q->list[i].start + q->list[i].duration && (!q->started_only || now >= q->list[i].start))
            return true;
    return false;
}

/* A die lands and bounces twice before it settles. */
static double bounce(double t)
{
    if (t < 0.6) return t / 0.6;
    if (t < 0.8) return 1.0 - sin((t - 0.6) / 0.2 * HALF_TURN) * 0.08;
    return 1.0 - sin((t - 0.8) / 0.2 * HALF_TURN) * 0.03;
}

void anim_frame(const anim *a, Uint32 now, SDL_Rect *at, double *angle, Uint8 *alpha)
{
    double t = now <= a->start ? 0.0 : (double)(now - a->start) / a->duration;
    if (t > 1.0) t = 1.0;
    double e = a->kind == ANIM_DIE_ROLL ? bounce(t) : 1.0 - pow(1.0 - t, 3.0); /* ease out */
    at->x = a->from.x + (int)((a->to.x - a->from.x) * e);
    at->y = a->from.y + (int)((a->to.y - a->from.y) * e);
    at->w = a->from.w + (int)((a->to.w - a->from.w) * e);
    at->h = a->from.h + (int)((a->to.h - a->from.h) * e);
    *angle = a->kind == ANIM_DIE_ROLL ? 360.0 * (double)a->spin * (1.0 - e) : 0.0;
    *alpha = a->kind == ANIM_FADE_TEXT || a->kind == ANIM_BANNER ? (Uint8)(255 * (t < 0.7 ? 1.0 : (1.0 - t) / 0.3)) : 255;
    if (a->kind == ANIM_DROP) { /* a room tile set down: from a little larger to its place */
        double grow = 1.0 + 0.25 * (1.0 - e);
        at->w = (int)(a->to.w * grow);
        at->h = (int)(a->to.h * grow);
        at->x = a->to.x - (at->w - a->to.w) / 2;
        at->y = a->to.y - (at->h - a->to.h) / 2;
    }
}

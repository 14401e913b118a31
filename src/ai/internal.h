/* Shared by the computer players' files: their randomness, one-step scoring and the search. */
#ifndef GAH_AI_INTERNAL_H
#define GAH_AI_INTERNAL_H

#include "gah/ai.h"

#define AI_LEGAL_MAX 512

uint64_t gah_ai_next(uint64_t *s);
/* A uniform number in [0, 1). */
double gah_ai_unit(uint64_t *s);
/* A well-mixed seed from two numbers (splitmix64 of their combination). */
uint64_t gah_ai_mix(uint64_t a, uint64_t b);

/* How a one-step player values the position after one of its commands. */
typedef enum ai_judge {
    AI_JUDGE_PROJECTED, /* its own projected score (greedy) */
    AI_JUDGE_RELATIVE,  /* gah_ai_relative (medium, easy with noise, the search's playouts) */
} ai_judge;

/* Applies each of the n commands to a copy of `world` (a determinized state), answers up to `depth` of
 * the seat's own follow-up prompts the best way (see one_step.c), judges the result for `seat`, adds uniform noise of +-noise from `rng`, and returns the index of the best; ties go to the
 * earliest. `values` (may be NULL) gets each command's judgement without the noise (-1e9 when refused). */
int gah_ai_one_step(const gah_state *world, int seat, const gah_command *cmds, int n, ai_judge judge, int depth,
                double noise, uint64_t *rng, double *values);
/* The same with the fourth pass's free steps (a guest taken, and the die after it, use none of the depth) on
 * or off by the caller rather than by the weight FREE_STEPS: the search's playouts choose their own. */
int gah_ai_one_step_steps(const gah_state *world, int seat, const gah_command *cmds, int n, ai_judge judge, int depth,
                      bool free_steps, double noise, uint64_t *rng, double *values);
/* How far the medium player and the search's playouts look into their own follow-up prompts. */
#define AI_MEDIUM_DEPTH 3
#define AI_PLAYOUT_DEPTH 1

/* The hard player: returns the index into cmds[n] (legal on `view`) it chooses. */
int gah_ai_search(gah_ai *ai, const gah_state *view, int seat, const gah_command *cmds, int n, uint64_t seed);

/* The search's playout: plays on from `world` (a determinized state) with medium's judgement, `own_depth`
 * follow-up prompts in the seat's current turn, until the seat's turn ends; against an automa on through
 * `solo_turns` of the seat's turns in all (`later_depth` prompts in the later ones; enough of them reach the
 * end of the game), or until the game ends. `turn_end` (may be NULL) gets gah_ai_evaluate for the seat where
 * its current turn ended, NAN when the playout stopped first. */
void gah_ai_playout(gah_state *world, int seat, uint64_t *rng, int own_depth, int solo_turns, int later_depth,
                double *turn_end);

/* One of the search's candidates and what its tries gave. */
typedef struct ai_arm {
    int index;    /* into the legal list */
    double prior; /* the one-step judgement */
    double sum;   /* of the playouts' values */
    double gain;  /* of the seat's own evaluation, from before the command to the end of the playout */
    int visits;
} ai_arm;
/* Sequential halving's next candidate to try: the first of the `alive` leading arms tried fewer than
 * `target` times; when all have been, the better half by mean (a stable sort of arms, ties keep their
 * order) goes on and `target` grows by an equal share of the iterations left of `planned` (at least one).
 * -1 once one candidate is left, which is then arms[0]. */
int gah_ai_halving_pick(ai_arm *arms, int *alive, int *target, int planned, int total);

/* The medium player's judgement, piece by piece (eval.c, objectives.c). The café guests as a promise, with
 * the seat's vacant rooms by colour; the open objectives' progress in [0, 1] and their worth in points
 * (`share`: the part of the game still to play, 1 at the start). */
double gah_ai_cafe_value(const gah_player *p, const uint8_t dice[7], double left, int vacant_of_colour[GAH_COLOUR_COUNT]);
double gah_ai_objective_progress(const gah_state *st, int seat, int objective_id);
double gah_ai_objectives_value(const gah_state *st, int seat, double share);
/* The café as a pipeline counted in the seat's turns (pipeline.c): the promises of the guests the seat can
 * serve in its turns left less the turns they need, at `turn_vp` points a turn. */
typedef struct ai_pipeline_weights {
    double turn_vp;  /* a turn of the seat's, in points */
    double krone_vp; /* a krone the plan spends */
    double sure;     /* a promise's share counted before it is kept */
    double room_vp;  /* the room a guest fills, in its promise */
    double typical;  /* an action space's strength when the seat gets to it (at least) */
    double share;    /* the part of the turns left the plan may take */
    double queue;    /* the share of an open café table's best queue guest counted (0: open tables not planned) */
} ai_pipeline_weights;
double gah_ai_pipeline_value(const gah_state *st, int seat, const ai_pipeline_weights *w, const int vacant_of_colour[GAH_COLOUR_COUNT],
                         int *kitchen_planned);
/* The fifth pass: the krone the seat's plan spends (serving from the kitchen, preparing rooms, the queue
 * guests' prices), the plan built with the seat's purse or, `full_purse`, as if krone were no object (so a
 * plan a short purse has shrunk still asks for them); and the krone the cheapest staff card in hand costs at
 * the staff action of strength `typical` (0 with fewer than two turns left or an empty hand). */
int gah_ai_plan_krone(const gah_state *st, int seat, const ai_pipeline_weights *w, const int vacant_of_colour[GAH_COLOUR_COUNT], bool full_purse);
int gah_ai_staff_krone(const gah_state *st, int seat, double typical);
/* The seat's player with its received, unplaced items put on its café guests' orders (`virt`), and the
 * items left over for the kitchen (`rest`). */
void gah_ai_place_pending(const gah_state *st, int seat, gah_player *virt, int rest[GAH_ITEM_COUNT]);
/* Switches of the fourth pass, read often (weights PENDING_PLACE and FREE_STEPS): the judgement places
 * received items on the café's orders; the look-ahead counts taking a guest, and the die after it, as steps
 * towards the action rather than answers. */
bool gah_ai_places_pending(void);
bool gah_ai_free_steps(void);
/* The seat's own turns still to come, this round's included while its die is not taken. */
int gah_ai_turns_left(const gah_state *st, int seat);
/* A guest's reward in points. */
double gah_ai_reward_value(const gah_guest_card *g);
/* The fifth pass (emperor_tiles.c): the reward and the penalty of the Emperor's tile for scoring `scoring`
 * (0..2: after rounds 3, 5, 7), in points to the seat's player `p` as it stands. */
double gah_ai_emperor_reward(const gah_state *st, const gah_player *p, int scoring);
double gah_ai_emperor_penalty(const gah_state *st, const gah_player *p, int scoring);
/* A weight of eval.c's table by name (0 when unknown); the search reads its own settings there once a decision. */
double gah_ai_weight(const char *name);

#endif

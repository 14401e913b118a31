/* Shared by the base game's computer-player files: its judgement for the generic agents (src/agent), the
 * judgement's pieces, and the agents' parts by the names the tests use on gah_state and gah_command. */
#ifndef GAH_AI_INTERNAL_H
#define GAH_AI_INTERNAL_H

#include "gah/ai.h"

#define AI_LEGAL_MAX BG_AGENT_MOVES_MAX

/* The greedy player's judgement: the seat's own projected score (gah_projected_score). */
double gah_ai_projected(const void *state, int seat);
/* A command's weight for the random player: its taste for progress (pickers.c). */
int gah_ai_command_weight(gah_command cmd);

/* How a one-step player values the position after one of its commands. */
typedef enum ai_judge {
    AI_JUDGE_PROJECTED, /* its own projected score (greedy) */
    AI_JUDGE_RELATIVE,  /* gah_ai_relative (medium, easy with noise, the search's playouts) */
} ai_judge;

/* The one-step player (bg_agent_one_step with the base game's judge) on `world`, a determinized state:
 * each of the n commands applied to a copy, up to `depth` of the seat's own follow-up prompts answered the
 * best way (the judge's follows_up: until its turn's die is taken), judged for `seat`, with uniform noise of
 * +-noise from `rng`; the index of the best, ties to the earliest. `values` (may be NULL) gets each
 * command's judgement without the noise (-1e9 when refused). The fourth pass's free steps (a guest taken,
 * and the die after it, use none of the depth) by the weight FREE_STEPS, as the one-step strengths take them. */
int gah_ai_one_step(const gah_state *world, int seat, const gah_command *cmds, int n, ai_judge judge, int depth,
                    double noise, uint64_t *rng, double *values);
/* How far the medium player, and the search's choice of candidates, look into their own follow-up prompts. */
#define AI_MEDIUM_DEPTH 3

/* What medium judges `cmd` by, up to where it would end the turn (bg_agent_plan_stop): `world` after the
 * command, its follow-ups and the plan it is judged by (between people the turn's chain of serves and
 * move-ins), the turn still the seat's, in `out`. The hint's reason is taken there. False when refused. */
bool gah_ai_plan_stop(const gah_state *world, int seat, gah_command cmd, gah_state *out);

/* The search's playout (bg_agent_playout) with the settings hard would use on `world` but for `own_depth`
 * follow-up prompts in the seat's current turn, and against an automa `solo_turns` of the seat's turns in
 * all (`later_depth` prompts in the later ones). `turn_end` (may be NULL) gets gah_ai_evaluate for the seat
 * where its current turn ended, NAN when the playout stopped first. */
void gah_ai_playout(gah_state *world, int seat, uint64_t *rng, int own_depth, int solo_turns, int later_depth,
                    double *turn_end);

/* The search's candidates and sequential halving (src/agent/search.c). */
typedef bg_agent_arm ai_arm;
static inline int gah_ai_halving_pick(ai_arm *arms, int *alive, int *target, int planned, int total)
{
    return bg_agent_halving_pick(arms, alive, target, planned, total);
}

/* The medium player's judgement, piece by piece (eval.c, objectives.c). The café guests as a promise, with
 * the seat's vacant rooms by colour; the open objectives' progress in [0, 1] and their worth in points
 * (`share`: the part of the game still to play, 1 at the start). */
double gah_ai_cafe_value(const gah_player *p, const uint8_t dice[7], double left, int vacant_of_colour[GAH_COLOUR_COUNT]);
double gah_ai_objective_progress(const gah_state *st, int seat, int objective_id);
double gah_ai_objectives_value(const gah_state *st, int seat, double share);
/* The same in two steps, so the learned value's features reuse the progress: each open objective slot's
 * progress (-1: claimed by the seat, full or empty), then its worth. */
void gah_ai_objectives_progress(const gah_state *st, int seat, double progress[3]);
double gah_ai_objectives_value_of(const gah_state *st, double share, const double progress[3]);
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
/* Issue #35's end of the turn (weight END_BEFORE): the one-step players judge ending the turn on the position
 * before it (bg_look.end_before), on the footing of the free steps it is compared with. */
bool gah_ai_end_before(void);
/* ... and judge serving an item or moving a guest in by the best of up to END_CHAIN more of them (bg_look.chain). */
int gah_ai_chain(void);
/* ... or judge every move with the turn ended after it, as ending it is judged (END_AFTER 1; bg_look.end_after),
 * or every move at the end of its whole turn (END_AFTER 2); against an automa by END_AFTER_SOLO. */
int gah_ai_end_after(const gah_state *st);
/* The seat's own turns still to come, this round's included while its die is not taken. */
int gah_ai_turns_left(const gah_state *st, int seat);
/* A guest's reward in points. */
double gah_ai_reward_value(const gah_guest_card *g);
/* The fifth pass (emperor_tiles.c): the reward and the penalty of the Emperor's tile for scoring `scoring`
 * (0..2: after rounds 3, 5, 7), in points to the seat's player `p` as it stands. */
double gah_ai_emperor_reward(const gah_state *st, const gah_player *p, int scoring);
double gah_ai_emperor_penalty(const gah_state *st, const gah_player *p, int scoring);
/* Staff cards one by one (staff_value.c): what the card `c` in the seat's display will still earn from round
 * `round` on (`used`: a once-a-round card already used this round), beyond what the projected score counts;
 * and what playing the card from hand would bring, less its price (never below 0). */
typedef struct ai_staff_weights {
    double per_face; /* times a round a seat with a die card takes each of its faces */
    double max_die;  /* ... at most, whatever the faces */
    double krone;    /* a krone of the card's price, in points */
    double opportunity; /* what a die card's trigger displaces: the points the die would have bought otherwise */
} ai_staff_weights;
double gah_ai_staff_future(const gah_state *st, int seat, const gah_staff_card *c, int round, bool used, const ai_staff_weights *w);
double gah_ai_staff_in_hand(const gah_state *st, int seat, const gah_staff_card *c, int round, const ai_staff_weights *w);
/* The learned value's features (features.c), in blocks: the constant, the heuristic's outlook (gah_ai_evaluate
 * less the projected score, in tens), krone and kitchen, the café, the rooms, staff counts, the Emperor, the
 * objectives, the dice, the queue, the automa and Let's Waltz; then each staff card in hand and in play. */
enum {
    AI_VF_BIAS, AI_VF_HEURISTIC, AI_VF_MONEY, AI_VF_MONEY_LOW, AI_VF_STRUDEL, AI_VF_CAKE, AI_VF_WINE, AI_VF_COFFEE,
    AI_VF_CHAMPAGNE, AI_VF_USEFUL,
    AI_VF_CAFE_GUESTS, AI_VF_CAFE_BLUE, AI_VF_CAFE_RED, AI_VF_CAFE_YELLOW, AI_VF_CAFE_GREEN, AI_VF_MISSING,
    AI_VF_MISS_STRUDEL, AI_VF_MISS_CAKE, AI_VF_MISS_WINE, AI_VF_MISS_COFFEE, AI_VF_DONE, AI_VF_DONE_ROOM, AI_VF_NO_ROOM,
    AI_VF_MISS1, AI_VF_MISS2, AI_VF_MISS3, AI_VF_CAFE_VP, AI_VF_CAFE_REWARD, AI_VF_OPEN_TABLES,
    AI_VF_VACANT_BLUE, AI_VF_VACANT_RED, AI_VF_VACANT_YELLOW, AI_VF_OCC_BLUE, AI_VF_OCC_RED, AI_VF_OCC_YELLOW,
    AI_VF_OCC_FLOOR, AI_VF_VAC_FLOOR = AI_VF_OCC_FLOOR + GAH_HOTEL_FLOORS, AI_VF_FULL_FLOORS = AI_VF_VAC_FLOOR + GAH_HOTEL_FLOORS,
    AI_VF_FULL_COLUMNS, AI_VF_BEST_COLUMN, AI_VF_GROUP_BLUE, AI_VF_GROUP_RED, AI_VF_GROUP_YELLOW, AI_VF_TILES,
    AI_VF_HAND, AI_VF_DISPLAY, AI_VF_PLAYED,
    AI_VF_EMPEROR, AI_VF_EMP_REWARD, AI_VF_EMP_PENALTY, AI_VF_EMP_VALUE,
    AI_VF_OBJECTIVE, AI_VF_OBJ_OPEN = AI_VF_OBJECTIVE + 3,
    AI_VF_DICE, AI_VF_DIE_TAKEN = AI_VF_DICE + 6, AI_VF_TURNS,
    AI_VF_QUEUE_FIT, AI_VF_QUEUE_VP, AI_VF_COUNTDOWN, AI_VF_BALLROOMS, AI_VF_CELEBRITIES,
    AI_VF_STAFF_HAND,
    AI_VF_STAFF_PLAY = AI_VF_STAFF_HAND + AI_STAFF_SLOTS,
    AI_VF_COUNT = AI_VF_STAFF_PLAY + AI_STAFF_SLOTS
};
/* A staff card's slot among AI_STAFF_SLOTS (every deck's cards in one dense range), -1 for none. */
int gah_ai_staff_slot(int id);
/* The features but the staff cards' (x[0..AI_VF_STAFF_HAND - 1]), with the heuristic's outlook given (`future`:
 * the heuristic less the projected score) and the open objectives' progress (gah_ai_objectives_progress);
 * returns the round. The staff cards are the seat's hand and display (gah_ai_staff_slot). */
int gah_ai_value_features_fixed(const gah_state *st, int seat, double future, const double progress[3], float *x);
/* The learned value (value.c): the projected score plus the weights of the round times the features. */
double gah_ai_learned(const gah_state *st, int seat, double projected, double future, const double progress[3]);

/* The judgement's terms, for the hints' reasons: each staff card (by its slot), then the parts of the position,
 * then the points already scored (the projected score). The heuristic's and the learned value's parts add up
 * to the judgement. */
enum { AI_TERM_KITCHEN = AI_STAFF_SLOTS, AI_TERM_CAFE, AI_TERM_ROOMS, AI_TERM_STAFF, AI_TERM_EMPEROR, AI_TERM_OBJECTIVES,
       AI_TERM_BOARD, AI_TERM_WALTZ, AI_TERM_SCORED, AI_TERM_COUNT };
/* The term a learned value's feature belongs to (the heuristic's outlook is shared out over the heuristic's). */
int gah_ai_value_term(int feature);
/* The seat's judgement (gah_ai_evaluate) split into its terms, added to `terms` times `sign`. */
void gah_ai_evaluate_terms(const gah_state *st, int seat, double sign, double terms[AI_TERM_COUNT]);

/* A weight of eval.c's table by name (0 when unknown); the search reads its own settings there once a decision. */
double gah_ai_weight(const char *name);

#endif

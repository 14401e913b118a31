/* The functions behind the protocol table (prompts.c): per prompt, how its candidates are offered
 * (legal.c) and how a command of a type it accepts is carried out (actions.c). */
#ifndef GAH_ENGINE_PROMPTS_H
#define GAH_ENGINE_PROMPTS_H

#include "internal.h"

void offer_start_guest(legal_out *l, gah_prompt pr);
void offer_start_room(legal_out *l, gah_prompt pr);
void offer_turn(legal_out *l, gah_prompt pr);
void offer_place_items(legal_out *l, gah_prompt pr);
void offer_dishes(legal_out *l, gah_prompt pr);
void offer_drinks(legal_out *l, gah_prompt pr);
void offer_krone_emperor(legal_out *l, gah_prompt pr);
void offer_rooms(legal_out *l, gah_prompt pr);
void offer_staff(legal_out *l, gah_prompt pr);
void offer_imitate(legal_out *l, gah_prompt pr);
void offer_occupy(legal_out *l, gah_prompt pr);
void offer_free_guest(legal_out *l, gah_prompt pr);
void offer_draw3(legal_out *l, gah_prompt pr);
void offer_return_order(legal_out *l, gah_prompt pr);
void offer_gizia(legal_out *l, gah_prompt pr);
void offer_bonus_order(legal_out *l, gah_prompt pr);
void offer_return_staff(legal_out *l, gah_prompt pr);
void offer_remove_room(legal_out *l, gah_prompt pr);
void offer_remove_staff(legal_out *l, gah_prompt pr);
void offer_conference(legal_out *l, gah_prompt pr);
void offer_fill_order(legal_out *l, gah_prompt pr);
void offer_draft(legal_out *l, gah_prompt pr);
/* Let's Waltz module 2 (waltz_celebrities.c) */
void offer_dustbin(legal_out *l, gah_prompt pr);
const char *apply_dustbin(gah_ctx *c, int seat, gah_command cmd);
void offer_exchange(legal_out *l, gah_prompt pr);
const char *apply_exchange(gah_ctx *c, int seat, gah_command cmd);
/* Let's Waltz module 1 (waltz_ballrooms.c) */
void offer_rehearsal(legal_out *l, gah_prompt pr);
void offer_dance(legal_out *l, gah_prompt pr);
void offer_collect(legal_out *l, gah_prompt pr);
void offer_dancer(legal_out *l, gah_prompt pr);
const char *apply_dancer(gah_ctx *c, int seat, gah_command cmd);
/* Let's Waltz module 3 (waltz_entrances.c) */
void offer_auction(legal_out *l, gah_prompt pr);
const char *apply_auction(gah_ctx *c, int seat, gah_command cmd);
void offer_dove_token(legal_out *l, gah_prompt pr);
const char *apply_dove_token(gah_ctx *c, int seat, gah_command cmd);
void offer_second_guest(legal_out *l, gah_prompt pr);
const char *apply_second_guest(gah_ctx *c, int seat, gah_command cmd);
/* Seed 001's variants (variants.c) */
void offer_penalty_choice(legal_out *l, gah_prompt pr);
const char *apply_penalty_choice(gah_ctx *c, int seat, gah_command cmd);
void offer_bonus_kind(legal_out *l, gah_prompt pr);
const char *apply_bonus_kind(gah_ctx *c, int seat, gah_command cmd);
void offer_two_wine(legal_out *l, gah_prompt pr);
const char *apply_two_wine(gah_ctx *c, int seat, gah_command cmd);
/* Dinner for One with Let's Waltz module 3 (waltz_solo_entrances.c) */
void offer_solo_entrance(legal_out *l, gah_prompt pr);
const char *apply_solo_entrance(gah_ctx *c, int seat, gah_command cmd);
void offer_couture_item(legal_out *l, gah_prompt pr);
const char *apply_couture_item(gah_ctx *c, int seat, gah_command cmd);
const char *apply_rehearsal(gah_ctx *c, int seat, gah_command cmd);
const char *apply_dance(gah_ctx *c, int seat, gah_command cmd);
const char *apply_collect(gah_ctx *c, int seat, gah_command cmd);
void offer_spend(legal_out *l, gah_prompt pr);
const char *apply_spend(gah_ctx *c, int seat, gah_command cmd);
/* Let's Waltz module 4 (waltz_startplayer.c) */
void offer_key_action(legal_out *l, gah_prompt pr);
const char *apply_key_action(gah_ctx *c, int seat, gah_command cmd);

const char *apply_start_guest(gah_ctx *c, int seat, gah_command cmd);
const char *apply_start_room(gah_ctx *c, int seat, gah_command cmd);
const char *apply_turn(gah_ctx *c, int seat, gah_command cmd);
const char *apply_place_items(gah_ctx *c, int seat, gah_command cmd);
const char *apply_dishes(gah_ctx *c, int seat, gah_command cmd);
const char *apply_drinks(gah_ctx *c, int seat, gah_command cmd);
const char *apply_krone_emperor(gah_ctx *c, int seat, gah_command cmd);
const char *apply_rooms(gah_ctx *c, int seat, gah_command cmd);
const char *apply_staff(gah_ctx *c, int seat, gah_command cmd);
const char *apply_imitate(gah_ctx *c, int seat, gah_command cmd);
const char *apply_occupy(gah_ctx *c, int seat, gah_command cmd);
const char *apply_free_guest(gah_ctx *c, int seat, gah_command cmd);
const char *apply_draw3(gah_ctx *c, int seat, gah_command cmd);
const char *apply_return_order(gah_ctx *c, int seat, gah_command cmd);
const char *apply_gizia(gah_ctx *c, int seat, gah_command cmd);
const char *apply_bonus_order(gah_ctx *c, int seat, gah_command cmd);
const char *apply_return_staff(gah_ctx *c, int seat, gah_command cmd);
const char *apply_remove_room(gah_ctx *c, int seat, gah_command cmd);
const char *apply_remove_staff(gah_ctx *c, int seat, gah_command cmd);
const char *apply_conference(gah_ctx *c, int seat, gah_command cmd);
const char *apply_fill_order(gah_ctx *c, int seat, gah_command cmd);
const char *apply_draft(gah_ctx *c, int seat, gah_command cmd);

/* Let's Waltz module 5 (waltz_more.c) */
void offer_bell(legal_out *l, gah_prompt pr);
const char *apply_bell(gah_ctx *c, int seat, gah_command cmd);

#endif

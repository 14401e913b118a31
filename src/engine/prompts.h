/* The functions behind the protocol table (prompts.c): per prompt, how its candidates are offered
 * (legal.c) and how a command of a type it accepts is carried out (actions.c). */
#ifndef GAH_ENGINE_PROMPTS_H
#define GAH_ENGINE_PROMPTS_H

#include "internal.h"

void gah_offer_start_guest(legal_out *l, gah_prompt pr);
void gah_offer_start_room(legal_out *l, gah_prompt pr);
void gah_offer_turn(legal_out *l, gah_prompt pr);
void gah_offer_place_items(legal_out *l, gah_prompt pr);
void gah_offer_dishes(legal_out *l, gah_prompt pr);
void gah_offer_drinks(legal_out *l, gah_prompt pr);
void gah_offer_krone_emperor(legal_out *l, gah_prompt pr);
void gah_offer_rooms(legal_out *l, gah_prompt pr);
void gah_offer_staff(legal_out *l, gah_prompt pr);
void gah_offer_imitate(legal_out *l, gah_prompt pr);
void gah_offer_occupy(legal_out *l, gah_prompt pr);
void gah_offer_free_guest(legal_out *l, gah_prompt pr);
void gah_offer_draw3(legal_out *l, gah_prompt pr);
void gah_offer_return_order(legal_out *l, gah_prompt pr);
void gah_offer_gizia(legal_out *l, gah_prompt pr);
void gah_offer_bonus_order(legal_out *l, gah_prompt pr);
void gah_offer_return_staff(legal_out *l, gah_prompt pr);
void gah_offer_remove_room(legal_out *l, gah_prompt pr);
void gah_offer_remove_staff(legal_out *l, gah_prompt pr);
void gah_offer_conference(legal_out *l, gah_prompt pr);
void gah_offer_fill_order(legal_out *l, gah_prompt pr);
void gah_offer_draft(legal_out *l, gah_prompt pr);
/* Let's Waltz module 2 (waltz_celebrities.c) */
void gah_offer_dustbin(legal_out *l, gah_prompt pr);
const char *gah_apply_dustbin(gah_ctx *c, int seat, gah_command cmd);
void gah_offer_exchange(legal_out *l, gah_prompt pr);
const char *gah_apply_exchange(gah_ctx *c, int seat, gah_command cmd);
/* Let's Waltz module 1 (waltz_ballrooms.c, waltz_dancers.c) */
void gah_offer_rehearsal(legal_out *l, gah_prompt pr);
void gah_offer_dance(legal_out *l, gah_prompt pr);
void gah_offer_collect(legal_out *l, gah_prompt pr);
void gah_offer_dancer(legal_out *l, gah_prompt pr);
const char *gah_apply_dancer(gah_ctx *c, int seat, gah_command cmd);
/* Let's Waltz module 3 (waltz_entrances.c) */
void gah_offer_auction(legal_out *l, gah_prompt pr);
const char *gah_apply_auction(gah_ctx *c, int seat, gah_command cmd);
void gah_offer_dove_token(legal_out *l, gah_prompt pr);
const char *gah_apply_dove_token(gah_ctx *c, int seat, gah_command cmd);
void gah_offer_second_guest(legal_out *l, gah_prompt pr);
const char *gah_apply_second_guest(gah_ctx *c, int seat, gah_command cmd);
/* Seed 001's variants (variants.c) */
void gah_offer_penalty_choice(legal_out *l, gah_prompt pr);
const char *gah_apply_penalty_choice(gah_ctx *c, int seat, gah_command cmd);
void gah_offer_bonus_kind(legal_out *l, gah_prompt pr);
const char *gah_apply_bonus_kind(gah_ctx *c, int seat, gah_command cmd);
void gah_offer_two_wine(legal_out *l, gah_prompt pr);
const char *gah_apply_two_wine(gah_ctx *c, int seat, gah_command cmd);
/* Dinner for One with Let's Waltz module 3 (waltz_solo_entrances.c) */
void gah_offer_solo_entrance(legal_out *l, gah_prompt pr);
const char *gah_apply_solo_entrance(gah_ctx *c, int seat, gah_command cmd);
void gah_offer_couture_item(legal_out *l, gah_prompt pr);
const char *gah_apply_couture_item(gah_ctx *c, int seat, gah_command cmd);
const char *gah_apply_rehearsal(gah_ctx *c, int seat, gah_command cmd);
const char *gah_apply_dance(gah_ctx *c, int seat, gah_command cmd);
const char *gah_apply_collect(gah_ctx *c, int seat, gah_command cmd);
void gah_offer_spend(legal_out *l, gah_prompt pr);
const char *gah_apply_spend(gah_ctx *c, int seat, gah_command cmd);
void gah_offer_remove_dancer(legal_out *l, gah_prompt pr);
const char *gah_apply_remove_dancer(gah_ctx *c, int seat, gah_command cmd);
/* Let's Waltz module 4 (waltz_startplayer.c) */
void gah_offer_key_action(legal_out *l, gah_prompt pr);
const char *gah_apply_key_action(gah_ctx *c, int seat, gah_command cmd);

const char *gah_apply_start_guest(gah_ctx *c, int seat, gah_command cmd);
const char *gah_apply_start_room(gah_ctx *c, int seat, gah_command cmd);
const char *gah_apply_turn(gah_ctx *c, int seat, gah_command cmd);
const char *gah_apply_place_items(gah_ctx *c, int seat, gah_command cmd);
const char *gah_apply_dishes(gah_ctx *c, int seat, gah_command cmd);
const char *gah_apply_drinks(gah_ctx *c, int seat, gah_command cmd);
const char *gah_apply_krone_emperor(gah_ctx *c, int seat, gah_command cmd);
const char *gah_apply_rooms(gah_ctx *c, int seat, gah_command cmd);
const char *gah_apply_staff(gah_ctx *c, int seat, gah_command cmd);
const char *gah_apply_imitate(gah_ctx *c, int seat, gah_command cmd);
const char *gah_apply_occupy(gah_ctx *c, int seat, gah_command cmd);
const char *gah_apply_free_guest(gah_ctx *c, int seat, gah_command cmd);
const char *gah_apply_draw3(gah_ctx *c, int seat, gah_command cmd);
const char *gah_apply_return_order(gah_ctx *c, int seat, gah_command cmd);
const char *gah_apply_gizia(gah_ctx *c, int seat, gah_command cmd);
const char *gah_apply_bonus_order(gah_ctx *c, int seat, gah_command cmd);
const char *gah_apply_return_staff(gah_ctx *c, int seat, gah_command cmd);
const char *gah_apply_remove_room(gah_ctx *c, int seat, gah_command cmd);
const char *gah_apply_remove_staff(gah_ctx *c, int seat, gah_command cmd);
const char *gah_apply_conference(gah_ctx *c, int seat, gah_command cmd);
const char *gah_apply_fill_order(gah_ctx *c, int seat, gah_command cmd);
const char *gah_apply_draft(gah_ctx *c, int seat, gah_command cmd);

/* Let's Waltz module 5 (waltz_more.c) */
void gah_offer_bell(legal_out *l, gah_prompt pr);
const char *gah_apply_bell(gah_ctx *c, int seat, gah_command cmd);

#endif

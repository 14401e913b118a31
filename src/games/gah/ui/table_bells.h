/* Let's Waltz module 5 (Would You Like Some More?) at the table (table_bells.c). */
#ifndef GAH_UI_TABLE_BELLS_H
#define GAH_UI_TABLE_BELLS_H

#include "games/gah/ui/table_scene.h"

/* The bell card that rings at the `bell` prompt (its id from the legal `use`), 0 at any other prompt. */
int table_bells_ringing(const table_scene *t);
/* The line under the prompt while a bell rings: the card, and what turning it face down gives. */
bool table_bells_banner(const table_scene *t, char *out, size_t size);
/* Those words for a bell card (at most two lines at 1366x768). */
void table_bells_words(const gah_staff_card *card, char *out, size_t size);

#endif

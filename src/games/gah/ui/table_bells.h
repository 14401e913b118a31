/* Let's Waltz module 5 (Would You Like Some More?) at the table (table_bells.c). */
#ifndef GAH_UI_TABLE_BELLS_H
#define GAH_UI_TABLE_BELLS_H

#include "games/gah/ui/table_scene.h"

/* The bell card that rings at the `bell` prompt (its id from the legal `use`), 0 at any other prompt. */
int table_bells_ringing(const table_scene *t);
/* The line under the prompt while a bell rings: the card and its requirement, met now. */
bool table_bells_banner(const table_scene *t, char *out, size_t size);

#endif

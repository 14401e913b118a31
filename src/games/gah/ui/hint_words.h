/* A hinted command in words, with the choices it leads to in the same action (hint_words.c). */
#ifndef GAH_UI_HINT_WORDS_H
#define GAH_UI_HINT_WORDS_H

#include "gah/engine.h"

#include <stdbool.h>
#include <stddef.h>

/* "Take a 2 for drinks (strength 2), then gain 1 wine and 1 coffee": `cmd` for `seat` played on a deal of
 * the seat's view (`seed`), then up to two of the seat's follow-up choices as the medium player makes them.
 * False when the command words nothing (then the table's frame alone shows it). */
bool gah_hint_words(const gah_state *view, int seat, gah_command cmd, uint64_t seed, char *out, size_t size);

/* The hint's line from its parts: "MOVE — about +5 points by the end of your turn, most of it through the Laundress
 * (about +6 VP)." `reason` is gah_ai_hint_reason's "PART: about +N VP" (empty: no reason); "most of it" only when the
 * part is at least half the gain, else "the largest part"; `playing` false says "once your set-up is done". */
void gah_hint_sentence(const char *move, double gain, bool playing, const char *reason, char *out, size_t size);

#endif /* GAH_UI_HINT_WORDS_H */

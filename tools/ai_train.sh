#!/bin/sh
# The learned value's training in one command (`gah-cli train`, docs/ai.md "Issue #35"): the games of the
# one-step player on the starting table (the heuristic) with a little noise and exploration, dumped as rows,
# then the table fitted to their TD(lambda) returns. One process and fixed seeds, so the same build gives the
# same table; about 20 minutes of one core (an hour on a two-core machine shared with four other jobs). Needs
# only the C build: no Python, no NumPy.
#
# usage: tools/ai_train.sh [OUT.h] [BUILD_DIR]   (default build/value_table.h and build)
#
# The table it writes is measured before it ships (docs/ai.md gives the commands):
#   gah-cli arena --solo leopold --difficulty easy --games 200 --seed 7 --jobs 1 --weight LEARNED=1 --value OUT.h medium
# To ship one: copy it to src/ai/value_table.h and set LEARNED to 1 in src/ai/eval.c's table. The table shipped
# today is the untrained one (`gah-cli train --games 0 --out src/ai/value_table.h`) with LEARNED 0: no trained
# table has beaten the heuristic yet (docs/ai.md).
set -eu
cd "$(dirname "$0")/.."
out=${1:-build/value_table.h}
build=${2:-build}
[ -f "$build/build.ninja" ] || meson setup "$build" >/dev/null
ninja -C "$build" tools/gah-cli >/dev/null
cli="$build/tools/gah-cli"
rows="$build/value_rows.txt"
nice -n 15 "$cli" train --games 600 --seed 11 --alpha 0 --noise 1 --explore 0.03 --report 100 --dump "$rows" --out "$build/value_policy.h"
nice -n 15 "$cli" train --fit --lambda 0.8 --ridge 1 --learn cards --out "$out" "$rows"
echo "wrote $out: measure it with the arena (--weight LEARNED=1 --value $out) before it ships"

#!/bin/sh
# The one command that makes the shipped value table, src/ai/value_table.h: the computer players' learned
# judgement trained by TD(lambda) self-play (`gah-cli train`, docs/ai.md "The learned value"). One process and
# fixed seeds, so the same build gives the same table; on a two-core machine shared with other work it takes
# the time docs/ai.md gives. Needs only the C build: no Python, no NumPy.
#
# usage: tools/ai_train.sh [BUILD_DIR]   (default build; the table is written in place, then rebuild)
set -eu
cd "$(dirname "$0")/.."
build=${1:-build}
[ -f "$build/build.ninja" ] || meson setup "$build" >/dev/null
ninja -C "$build" tools/gah-cli >/dev/null
cli="$build/tools/gah-cli"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The stages: a fast start from the heuristic, then a slower rate on the same mix of games.
nice -n 15 "$cli" train --games 1200 --seed 1 --alpha 0.01 --lambda 0.8 --noise 1 --out "$tmp/stage1.h"
nice -n 15 "$cli" train --games 600 --seed 2 --alpha 0.004 --lambda 0.8 --noise 1 --from "$tmp/stage1.h" --out src/ai/value_table.h
echo "wrote src/ai/value_table.h: rebuild (ninja -C $build) and measure it with the arena (docs/ai.md)"

#!/usr/bin/env bash
# Engine benchmark: throughput, state size and clone time from gah-cli bench, then the instruction
# count of one seeded 4-player game under callgrind (repeatable on a noisy machine). One figure a line.
# Then the same for Let's Roll (gah-cli --game roll bench): random games per second per core and instructions
# per command. GAH_BENCH_GAMES=gah or roll benches one of them only.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
# GAH_BUILD picks the build directory (default build-bench/, set up as releases are: with LTO, as meson.build says).
b=${GAH_BUILD:-build-bench}
[ -f "$b/build.ninja" ] || meson setup "$b" -Db_lto=true >/dev/null
ninja -C "$b" >/dev/null
games=${GAH_BENCH_GAMES:-gah roll}
for game in $games; do
  if [ "$game" = roll ]; then echo "== Let's Roll"; fi
  # The base game's options (--waltz ...) are for the base game only.
  if [ "$game" = gah ]; then "$b"/tools/gah-cli --game "$game" bench "$@"; else "$b"/tools/gah-cli --game "$game" bench; fi
  if command -v valgrind >/dev/null; then
    out=$(mktemp -d)
    commands=$(valgrind --tool=callgrind --callgrind-out-file="$out/cg.out" "$b"/tools/gah-cli --game "$game" bench --one-game 2>"$out/log" | grep -o '[0-9]*')
    instructions=$(grep -o 'Collected : [0-9]*' "$out/log" | grep -o '[0-9]*')
    echo "instructions for one seeded 4-player game: $instructions"
    echo "instructions per command (4-player game, start-up included): $((instructions / commands))"
    # The engine alone: only the game loop is counted (set-up, loading and exit left out).
    valgrind --tool=callgrind --toggle-collect='play_on*' --callgrind-out-file="$out/cg2.out" "$b"/tools/gah-cli --game "$game" bench \
      --one-game >/dev/null 2>"$out/log2"
    engine=$(grep -o 'Collected : [0-9]*' "$out/log2" | grep -o '[0-9]*')
    echo "engine instructions per command (4-player game loop only): $((engine / commands))"
    rm -rf "$out"
  else
    echo "instructions for one seeded 4-player game: valgrind not installed"
  fi
done

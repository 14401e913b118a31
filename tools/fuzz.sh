#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, ASan + UBSan) and runs each for a while.
#   tools/fuzz.sh [SECONDS] [TARGET...]   SECONDS per target (default 30); tools/dev.sh test runs 4 s each.
# The targets run side by side, as many as there are cores.
# Targets: load (save loader, command parser), play (structure-aware games through gah_legal: the input picks
# the players, modules, variants, solo and solo entrance, then a legal command per byte), scenario,
# settings, layout, atlas_index, net (the network's message parser), roll (structure-aware
# Let's Roll games through roll_legal). A long run: tools/fuzz.sh 600 (the
# corpus grows in build-fuzz/corpus/).
# Seeds are kept in tests/fuzz/corpus/TARGET, known crashers in tests/fuzz/regressions (replayed first).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
seconds=${1:-30}
[ $# -gt 0 ] && shift
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(load play scenario settings layout atlas_index net roll)
if ! command -v clang >/dev/null; then
  echo "fuzz: clang is not installed; skipped"
  exit 0
fi
[ -f build/build.ninja ] || meson setup build >/dev/null
ninja -C build >/dev/null
out=build-fuzz
mkdir -p "$out/obj"
flags=(-g -O1 -std=c17 -D_POSIX_C_SOURCE=200809L -fno-sanitize-recover=all -Iinclude -Isrc -Ibuild/assets/data -Itools/cli
       $(pkg-config --cflags sdl2))
# The code under test, compiled once with coverage (fuzzer-no-link) into objects shared by every target;
# all of it again when any source or header (or this list) is newer than the last build.
sources=(src/engine/*.c src/agent/*.c src/ai/*.c build/assets/data/gah_data.c src/games/roll/engine/*.c build/assets/data/roll_data.c
         src/session/*.c src/app/settings.c src/ui/atlas_index.c src/ui/layout.c src/ui/asset_check.c
         src/games/gah/ui/table_assets.c src/net/message.c tools/cli/scenario.c tools/cli/gah/scenario_*.c)
stamp="$out/obj/.stamp"
if [ ! -f "$stamp" ] || [ -n "$(find src include tools/cli build/assets/data tools/fuzz.sh -newer "$stamp" \( -name '*.[ch]' -o -name fuzz.sh \) | head -1)" ]; then
  rm -f "$out"/obj/*.o # a source that moved or went away must not leave its object behind
  printf '%s\n' "${sources[@]}" | xargs -P "$(nproc)" -I{} sh -c \
    'clang "$@" -fsanitize=fuzzer-no-link,address,undefined -c "{}" -o "'"$out"'/obj/$(echo "{}" | tr / _).o"' _ "${flags[@]}"
  touch "$stamp"
fi
# Each target is linked here and then fuzzed in the background, as many at a time as there are cores (each
# still has a core for its SECONDS); the results are read back in order once all are done.
jobs=$(nproc)
run_target() { # target: fuzz it, write its report line(s) to $out/last-run-TARGET.result, exit 1 on a find
  local t=$1 log="$out/last-run-$1.log" result="$out/last-run-$1.result"
  if "$out/fuzz_$t" "${dirs[@]}" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
      -print_final_stats=1 -artifact_prefix="$out/$t-" >"$log" 2>&1; then
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
    cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1)
    echo "fuzz $t: ${seconds}s, $execs runs, $rate exec/s, $cov edges" >"$result"
  else
    { grep -E "ERROR|SUMMARY|runtime error|Test unit written" "$log" | head -20 || true
      echo "fuzz $t: a failure was found; the input is in $out/ (see $log)"; } >"$result"
    return 1
  fi
}
status=0
pids=()
for t in "${targets[@]}"; do
  objs=("$out"/obj/[!t]*.o) # everything but gah-cli's scenario runner and vocabularies, which only its target links
  [ "$t" = scenario ] && objs+=("$out"/obj/tools_cli_*.o)
  clang "${flags[@]}" -fsanitize=fuzzer,address,undefined "tests/fuzz/fuzz_$t.c" "${objs[@]}" -o "$out/fuzz_$t"
  mkdir -p "$out/corpus/$t" "tests/fuzz/corpus/$t"
  # The load target's first seeds: real replays from self-play - every module, the variants, solo games
  # against both automata with every solo entrance (issue 39: the mixed base games alone left the loader's
  # module and solo lines unseen) - and truncated copies.
  if [ "$t" = load ] && [ -z "$(ls -A "$out/corpus/load")" ]; then
    seeds=$(mktemp -d)
    n=0
    while read -r args; do
      n=$((n + 1)); mkdir "$seeds/$n"
      # shellcheck disable=SC2086 # the arguments are words
      build/tools/gah-cli selfplay --games 2 --seed $n $args --save-dir "$seeds/$n" --no-sync --quiet >/dev/null
      for f in "$seeds/$n"/*.gah; do
        cp "$f" "$out/corpus/load/$n-$(basename "$f")"
        head -c 400 "$f" > "$out/corpus/load/$n-$(basename "$f").cut"
      done
    done <<'SEEDS'
--mixed
--players 3 --waltz 1,2,3,4,5
--players 4 --waltz 1,3,4
--players 2 --waltz 2,5 --variant original --variant rowe-smith
--players 3 --variant herlius --variant no-kitchen-hand --variant discard-free-guests
--solo easy
--solo medium --waltz 5
--solo hard --waltz 1,2
--solo medium --waltz 3 --solo-entrance 1
--solo easy --waltz 3 --solo-entrance 2
--solo hard --waltz 1,3 --solo-entrance 3
--solo medium --waltz 2,3,5 --solo-entrance 4
SEEDS
    rm -rf "$seeds"
  fi
  dirs=("$out/corpus/$t" "tests/fuzz/corpus/$t")
  # Known crashers are replayed first: the load target's at the top of tests/fuzz/regressions, the others'
  # in a folder named after the target.
  [ "$t" = load ] && dirs+=(tests/fuzz/regressions)
  [ "$t" != load ] && [ -d "tests/fuzz/regressions/$t" ] && dirs+=("tests/fuzz/regressions/$t")
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
  run_target "$t" &
  pids+=($!)
done
for i in "${!targets[@]}"; do
  wait "${pids[$i]}" || status=1
  cat "$out/last-run-${targets[$i]}.result"
done
exit $status

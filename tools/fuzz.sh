#!/usr/bin/env bash
# Builds the libFuzzer target over the save loader and the command parser (clang) and runs it.
#   tools/fuzz.sh [SECONDS]   default 30; tools/dev.sh test runs it for 30 s when clang is present.
# A longer run: tools/fuzz.sh 3600 (the corpus grows in build-fuzz/corpus).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
seconds=${1:-30}
if ! command -v clang >/dev/null; then
  echo "fuzz: clang is not installed; skipped"
  exit 0
fi
[ -f build/build.ninja ] || meson setup build >/dev/null
ninja -C build >/dev/null
mkdir -p build-fuzz/corpus
clang -g -O1 -std=c17 -D_POSIX_C_SOURCE=200809L -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
  -Iinclude -Isrc -Ibuild/assets/data src/engine/*.c src/ai/*.c build/assets/data/gah_data.c src/session/*.c tests/fuzz/fuzz_load.c \
  -o build-fuzz/fuzz_load
# Seed corpus: real replays from self-play, truncated copies, and command lines.
if [ -z "$(ls -A build-fuzz/corpus)" ]; then
  seeds=$(mktemp -d)
  build/tools/gah-cli selfplay --games 8 --mixed --save-dir "$seeds" --quiet >/dev/null
  for f in "$seeds"/*.gah; do
    cp "$f" build-fuzz/corpus/
    head -c 400 "$f" > "build-fuzz/corpus/$(basename "$f").cut"
  done
  for c in "take-guest 3 1" "die 6 boost" "place wine kitchen" "claim B" "serve coffee 2" "move-guest 1 19"; do
    printf '%s' "$c" > "build-fuzz/corpus/cmd-${c// /_}"
  done
  rm -rf "$seeds"
fi
# Known crashers stay in tests/fuzz/regressions and are replayed first on every run.
log=build-fuzz/last-run.log
if build-fuzz/fuzz_load build-fuzz/corpus tests/fuzz/regressions -max_total_time="$seconds" -max_len=65536 \
    -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix=build-fuzz/ >"$log" 2>&1; then
  tail -5 "$log"
else
  grep -E "ERROR|SUMMARY|runtime error|Test unit written" "$log" | head -20
  echo "fuzz: a failure was found; the input is in build-fuzz/ (see $log)"
  exit 1
fi

#!/bin/sh
# 1000 self-played games saved as replays; each replayed from its file gives the same final hash.
set -u
cli="$1"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
"$cli" selfplay --games 1000 --mixed --save-dir "$tmp" > "$tmp/played.txt" || { echo "selfplay failed"; exit 1; }
sed -n 's/^game \([0-9]*\):.*hash \([0-9a-f]*\))$/\1 \2/p' "$tmp/played.txt" | sort > "$tmp/want.txt"
"$cli" replay "$tmp"/game-*.gah > "$tmp/replayed.txt" || { echo "replay refused a saved game"; exit 1; }
sed -n 's/^.*game-0*\([0-9][0-9]*\)\.gah:.*hash \([0-9a-f]*\)$/\1 \2/p' "$tmp/replayed.txt" | sort > "$tmp/got.txt"
[ "$(wc -l < "$tmp/want.txt")" -eq 1000 ] || { echo "expected 1000 games"; exit 1; }
if cmp -s "$tmp/want.txt" "$tmp/got.txt"; then echo "1000 games replayed to the same hash"; else
  diff "$tmp/want.txt" "$tmp/got.txt" | head; exit 1; fi

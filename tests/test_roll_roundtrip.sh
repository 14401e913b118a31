#!/bin/sh
# Let's Roll: self-played games saved as replays (the save starts `game roll`) and replayed from their files
# give the same final hash; chosen boards are in the save; a Let's Roll save is refused as a base game.
set -u
cli="$1"
scale="${2:-1}" # the sanitizer build plays a tenth of the games (tests/meson.build: property_scale)
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
check() { # name, number of games, selfplay options...
  name=$1 games=$(( ($2 + scale - 1) / scale )); shift 2
  dir="$tmp/$name/saves"
  "$cli" --game roll selfplay --games "$games" "$@" --save-dir "$dir" --no-sync > "$tmp/$name.played" || { echo "$name: selfplay failed"; exit 1; }
  sed -n 's/^game \([0-9]*\):.*hash \([0-9a-f]*\))$/\1 \2/p' "$tmp/$name.played" | sort > "$tmp/$name.want"
  "$cli" --game roll replay "$dir"/game-*.gah > "$tmp/$name.replayed" || { echo "$name: replay refused a saved game"; exit 1; }
  sed -n 's/^.*game-0*\([0-9][0-9]*\)\.gah:.*hash \([0-9a-f]*\)$/\1 \2/p' "$tmp/$name.replayed" | sort > "$tmp/$name.got"
  [ "$(wc -l < "$tmp/$name.want")" -eq "$games" ] || { echo "$name: expected $games games"; exit 1; }
  cmp -s "$tmp/$name.want" "$tmp/$name.got" || { echo "$name: hashes differ"; diff "$tmp/$name.want" "$tmp/$name.got" | head; exit 1; }
  grep -q "^game roll$" "$dir/game-00000.gah" || { echo "$name: the save does not name its game"; exit 1; }
  echo "$name: $games games replayed to the same hash"
}
check mixed 600 --mixed
check chosen 100 --players 3 --hotel_p0 5 --staff_p2 8
grep -q "^hotel_p0 5$" "$tmp/chosen/saves/game-00000.gah" && grep -q "^staff_p2 8$" "$tmp/chosen/saves/game-00000.gah" &&
  grep -q "^hotel_p1 random$" "$tmp/chosen/saves/game-00000.gah" || { echo "chosen: the save does not record the boards"; exit 1; }
if "$cli" replay "$tmp/mixed/saves/game-00000.gah" > "$tmp/wrong" 2>&1; then echo "a Let's Roll save replayed as the base game"; exit 1; fi
grep -q "a game of Grand Austria Hotel: Let's Roll (--game roll)" "$tmp/wrong" || { echo "the refusal does not name the game: $(cat "$tmp/wrong")"; exit 1; }
echo "a Let's Roll save is refused under --game gah"
# Terminal play reaches the final scoring when every decision is answered (here always the first command).
out=$(yes 1 | "$cli" --game roll play --players 3 --seed 9 2>&1 | tail -5)
printf '%s\n' "$out" | grep -q '^== Final scoring:' && printf '%s\n' "$out" | grep -q -E '(wins|share the victory)\.$' ||
  { echo "play did not reach the final scoring:"; printf '%s\n' "$out"; exit 1; }
echo "gah-cli --game roll play reaches the final scoring"

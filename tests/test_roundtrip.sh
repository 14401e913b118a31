#!/bin/sh
# 1000 self-played games saved as replays, and 100 solo games at each difficulty; each replayed from its
# file gives the same final hash. The save folder is created by selfplay (it does not exist beforehand).
# The saves are throwaway, so they are written without waiting for the disk (--no-sync: about 4,900 saves
# with two fsyncs each took most of this test's time on a busy machine); one set, the solo games at easy,
# is written the durable way the game's own saves are (their fsyncs and failures: test_session.c).
set -u
cli="$1"
scale="${2:-1}" # the sanitizer build plays a tenth of the games (tests/meson.build: property_scale)
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
sync=--no-sync
check() { # name, number of games, selfplay options...
  name=$1 games=$(( ($2 + scale - 1) / scale )); shift 2
  dir="$tmp/$name/saves"
  "$cli" selfplay --games "$games" "$@" --save-dir "$dir" $sync > "$tmp/$name.played" || { echo "$name: selfplay failed"; exit 1; }
  sed -n 's/^game \([0-9]*\):.*hash \([0-9a-f]*\))$/\1 \2/p' "$tmp/$name.played" | sort > "$tmp/$name.want"
  "$cli" replay "$dir"/game-*.gah > "$tmp/$name.replayed" || { echo "$name: replay refused a saved game"; exit 1; }
  sed -n 's/^.*game-0*\([0-9][0-9]*\)\.gah:.*hash \([0-9a-f]*\)$/\1 \2/p' "$tmp/$name.replayed" | sort > "$tmp/$name.got"
  [ "$(wc -l < "$tmp/$name.want")" -eq "$games" ] || { echo "$name: expected $games games"; exit 1; }
  cmp -s "$tmp/$name.want" "$tmp/$name.got" || { echo "$name: hashes differ"; diff "$tmp/$name.want" "$tmp/$name.got" | head; exit 1; }
  echo "$name: $games games replayed to the same hash"
}
check mixed 1000 --mixed
# Let's Waltz module 2: coloured dice and celebrities replay too, and the save records the module.
check celebrities 300 --mixed --waltz 2
grep -q "^waltz 2$" "$tmp/celebrities/saves/game-00000.gah" || { echo "celebrities: the save does not record the module"; exit 1; }
# Let's Waltz module 1 (Vienna Ballrooms): 300 games with the module.
check waltz1 300 --waltz 1 --players 3
grep -q "^waltz 1$" "$tmp/waltz1/saves/game-00000.gah" || { echo "waltz1: the save does not record the module"; exit 1; }
# Modules 1 and 2 together (the celebrities that need the ballrooms).
check waltz12 300 --mixed --waltz 1,2
grep -q "^waltz 1,2$" "$tmp/waltz12/saves/game-00000.gah" || { echo "waltz12: the save does not record the modules"; exit 1; }
# Let's Waltz module 5 (bell cards face down, the new tiles and objectives), alone and with modules 1 and 2.
check waltz5 300 --mixed --waltz 5
grep -q "^waltz 5$" "$tmp/waltz5/saves/game-00000.gah" || { echo "waltz5: the save does not record the module"; exit 1; }
check waltz125 200 --mixed --waltz 1,2,5
check solo-waltz5 100 --solo medium --waltz 5
# Let's Waltz module 4 (Start Player), alone and with modules 1 and 2: the key's turns replay too.
check waltz4 300 --mixed --waltz 4
grep -q "^waltz 4$" "$tmp/waltz4/saves/game-00000.gah" || { echo "waltz4: the save does not record the module"; exit 1; }
check waltz124 200 --mixed --waltz 1,2,4
grep -q "^waltz 1,2,4$" "$tmp/waltz124/saves/game-00000.gah" || { echo "waltz124: the save does not record the modules"; exit 1; }
# Let's Waltz module 3 (the auction, the entrances), alone and with modules 1 and 2.
check waltz3 300 --mixed --waltz 3
grep -q "^waltz 3$" "$tmp/waltz3/saves/game-00000.gah" || { echo "waltz3: the save does not record the module"; exit 1; }
check waltz123 200 --mixed --waltz 1,2,3
# All five modules at once (the auction, the key, the bells): saved files replay to the same hash.
check waltz12345 100 --mixed --waltz 1,2,3,4,5
grep -q "^waltz 1,2,3,4,5$" "$tmp/waltz12345/saves/game-00000.gah" || { echo "waltz12345: the save does not record the modules"; exit 1; }
# Dinner for One with module 3: the automa's solo entrance, drawn (random) or chosen, is in the save.
check solo-waltz3 100 --solo medium --waltz 3
grep -q "^solo_entrance random$" "$tmp/solo-waltz3/saves/game-00000.gah" || { echo "solo-waltz3: the save does not record the solo entrance"; exit 1; }
for e in 1 2 3 4; do
  check "solo-waltz3-entrance-$e" 30 --solo hard --waltz 3 --solo-entrance "$e"
  grep -q "^solo_entrance $e$" "$tmp/solo-waltz3-entrance-$e/saves/game-00000.gah" || { echo "solo-waltz3-entrance-$e: not in the save"; exit 1; }
done
check elisabeth-waltz123 30 --solo medium --waltz 1,2,3
# Seed 001's variants: each recorded in the save and replayed.
for v in original no-kitchen-hand discard-free-guests herlius rowe-smith; do
  check "variant-$v" 100 --mixed --variant "$v"
  grep -q "^variants $v$" "$tmp/variant-$v/saves/game-00000.gah" || { echo "variant-$v: the save does not record it"; exit 1; }
done
for d in easy medium hard; do
  if [ $d = easy ]; then sync=; else sync=--no-sync; fi # one set saved durably
  check "solo-$d" 100 --solo "$d"
  grep -q "^automa leopold$" "$tmp/solo-$d/saves/game-00000.gah" && grep -q "^difficulty $d$" "$tmp/solo-$d/saves/game-00000.gah" ||
    { echo "solo-$d: the save does not record the automa and its difficulty"; exit 1; }
done
# Elisabeth (Dinner for One with Let's Waltz modules 1 and/or 2) at every difficulty: the save names her.
for w in 1 2 1,2; do
  for d in easy medium hard; do
    check "elisabeth-$w-$d" 30 --solo "$d" --waltz "$w"
    grep -q "^automa elisabeth$" "$tmp/elisabeth-$w-$d/saves/game-00000.gah" && grep -q "^difficulty $d$" "$tmp/elisabeth-$w-$d/saves/game-00000.gah" ||
      { echo "elisabeth-$w-$d: the save does not record the automa and its difficulty"; exit 1; }
  done
done

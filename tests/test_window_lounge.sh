#!/bin/sh
# Let's Waltz module 2 through the window's mouse path (--smoke): coloured dice clicked where they lie,
# Einstein's trades, the dustbin's choice; with two and three people, and solo against Elisabeth at each
# difficulty (her score differs with it). A test of its own so that the window's main test keeps its time.
set -u
. "$(dirname "$0")/headless_window.sh"
for players in 2 3; do
  out=$("$gah" --smoke --players $players --waltz 2 --seed 7 --size 1280x720 2>&1) || { echo "FAIL: module 2, $players players: $out"; fail=1; }
  echo "$out" | grep -q "smoke game finished" || { echo "FAIL: the module 2 game ($players players) did not finish: $out"; fail=1; }
done
scores=""
for difficulty in easy medium hard; do
  out=$("$gah" --smoke --players 1 --waltz 2 --difficulty $difficulty --seed 6 --size 1280x720 2>&1) ||
    { echo "FAIL: Elisabeth ($difficulty): $out"; fail=1; }
  echo "$out" | grep -q "smoke game finished.*Elisabeth" || { echo "FAIL: the game against Elisabeth ($difficulty) did not finish: $out"; fail=1; }
  scores="$scores $(echo "$out" | sed -n 's/.*Elisabeth \(-*[0-9]*\).*/\1/p')"
done
[ "$(echo $scores | tr ' ' '\n' | sort -u | wc -l)" -eq 3 ] || { echo "FAIL: the difficulty made no difference to Elisabeth:$scores"; fail=1; }
[ $fail = 0 ] && echo "module 2: games finished through the mouse"
exit $fail

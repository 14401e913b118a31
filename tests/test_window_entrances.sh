#!/bin/sh
# Let's Waltz module 3 through the window's mouse path (--smoke): the auction's bids clicked as chips and the
# passes as buttons, the entrances' own commands where they lie (Dove's tokens, Wray's tiles, Kozi's drag),
# Kaufman's second guest by the usual drag; with two, three and four people (each game lays out other
# entrances), and with the other modules. A test of its own so that the window's main test keeps its time.
set -u
. "$(dirname "$0")/headless_window.sh"
for run in "2 3 7" "3 3 8" "4 1,3 5" "4 1,2,3,4,5 3"; do # 2, 3 and 4 players; alone and with the other modules
  set -- $run
  out=$("$gah" --smoke --players $1 --waltz $2 --seed $3 --size 1280x720 2>&1) ||
    { echo "FAIL: module 3 ($1 players, modules $2, seed $3): $out"; fail=1; }
  echo "$out" | grep -q "smoke game finished" || { echo "FAIL: the game ($1 players, modules $2) did not finish: $out"; fail=1; }
done
[ $fail = 0 ] && echo "module 3: games finished through the mouse"
exit $fail

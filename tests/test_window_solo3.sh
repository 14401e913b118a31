#!/bin/sh
# Dinner for One with Let's Waltz module 3: a whole smoke game through the window against each of the
# automa's four solo entrances (seed 002), chosen with --solo-entrance.
set -u
. "$(dirname "$0")/headless_window.sh"
for e in 1 2 3 4; do
  out=$("$gah" --smoke --players 1 --waltz 3 --solo-entrance $e --seed 4 --size 1280x720 2>&1) || { echo "FAIL: solo smoke game, solo entrance $e: $out"; fail=1; }
  echo "$out" | grep -q "smoke game finished" || { echo "FAIL: the solo smoke game with solo entrance $e did not finish: $out"; fail=1; }
done
[ $fail = 0 ] && echo "4 solo smoke games with module 3 finished"
exit $fail

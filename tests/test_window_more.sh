#!/bin/sh
# Let's Waltz module 5 (bell prompts, face-down cards) in the window: whole games through the mouse, with
# module 2, and solo against Leopold.
set -u
. "$(dirname "$0")/headless_window.sh"
out=$("$gah" --smoke --players 2 --waltz 2,5 --seed 3 --size 1280x720 2>&1) || { echo "FAIL: smoke game with modules 2 and 5: $out"; fail=1; }
echo "$out" | grep -q "smoke game finished" || { echo "FAIL: the smoke game with module 5 did not finish: $out"; fail=1; }
out=$("$gah" --smoke --players 1 --waltz 5 --seed 3 --size 1280x720 2>&1) || { echo "FAIL: solo smoke game with module 5: $out"; fail=1; }
echo "$out" | grep -q "smoke game finished.*Leopold" || { echo "FAIL: the solo smoke game with module 5 did not finish: $out"; fail=1; }
[ $fail = 0 ] && echo "module 5: games with modules 2,5 and solo 5 finished through the mouse"
exit $fail

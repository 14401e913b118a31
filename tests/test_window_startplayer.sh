#!/bin/sh
# Let's Waltz module 4 (Start Player) in the window: whole games through the mouse, where the skeleton key
# is a button and its action a click on an action space, alone and with module 2 (module 1's set-up choice
# has no place on the table yet); a solo game with the module is refused with its reason.
set -u
. "$(dirname "$0")/headless_window.sh"
for w in 4 2,4; do
  out=$("$gah" --smoke --players 3 --waltz $w --seed 5 --size 1280x720 2>&1) || { echo "FAIL: smoke game with modules $w: $out"; fail=1; }
  echo "$out" | grep -q "smoke game finished" || { echo "FAIL: the smoke game with modules $w did not finish: $out"; fail=1; }
  saved=$(find "$tmp" -name '*.gah' -newer "$0" | xargs grep -l "^waltz $w$" 2>/dev/null | head -1)
  [ -n "$saved" ] && grep -q "^p[0-3] key$" "$saved" || { echo "FAIL: nobody took the key through the mouse (modules $w)"; fail=1; }
done
out=$("$gah" --smoke --players 1 --waltz 4 --seed 5 --size 1280x720 2>&1) && { echo "FAIL: a solo game with module 4 was played"; fail=1; }
echo "$out" | grep -q "not played solo" || { echo "FAIL: the solo game with module 4 was refused without its reason: $out"; fail=1; }
[ $fail = 0 ] && echo "module 4: games finished with the key taken through the mouse; solo refused"
exit $fail

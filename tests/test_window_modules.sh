#!/bin/sh
# Issue 17's smoke coverage the module tests leave out: module 5 alone with two people, every compatible
# module together (1 to 5, three people; the key and a bell card taken through the mouse when they come),
# and Elisabeth at each difficulty with modules 1 and 2 together. Small window, fixed seeds.
set -u
. "$(dirname "$0")/headless_window.sh"
play() { # NAME ARGS...: one whole game through the mouse
  name=$1; shift
  out=$("$gah" --smoke "$@" --size 1280x720 2>&1) || { echo "FAIL: $name: $out"; fail=1; }
  echo "$out" | grep -q "smoke game finished" || { echo "FAIL: the game ($name) did not finish: $out"; fail=1; }
}
play "module 5 alone" --players 2 --waltz 5 --seed 2
play "modules 1 to 5" --players 3 --waltz 1,2,3,4,5 --seed 4
saved=$(find "$tmp" -name '*.gah' | xargs grep -l "^waltz 1,2,3,4,5$" 2>/dev/null | head -1)
[ -n "$saved" ] && grep -q "^p[0-3] key$" "$saved" || { echo "FAIL: the key was not taken through the mouse with modules 1 to 5"; fail=1; }
for difficulty in easy medium hard; do
  out=$("$gah" --smoke --players 1 --waltz 1,2 --difficulty $difficulty --seed 6 --size 1280x720 2>&1) ||
    { echo "FAIL: Elisabeth ($difficulty, modules 1,2): $out"; fail=1; }
  echo "$out" | grep -q "smoke game finished.*Elisabeth" || { echo "FAIL: the game against Elisabeth ($difficulty, modules 1,2) did not finish: $out"; fail=1; }
done
[ $fail = 0 ] && echo "modules: 5 alone, 1 to 5 together, Elisabeth with 1,2 at each difficulty finished through the mouse"
exit $fail

#!/bin/sh
# Issue 13, the first-game tutorial through the window's own mouse handling (headless): it starts from the
# main menu, on its fixed seed, the person against a computer; each step comes in order and waits for its
# own action (another action is turned down with a friendly word, and the game stays as it was); after the
# last note the game plays on to its final scoring. The run is the same every time.
set -u
. "$(dirname "$0")/headless_window.sh"
run() { "$gah" --fake-clock --script "menu First-game tutorial; tutorial 40000; print; quit" 2>&1; }
out=$(run) || { echo "FAIL: the tutorial: $out"; fail=1; }
steps=$(echo "$out" | sed -n 's/^gah: tutorial step \([0-9]*\): .*/\1/p' | tr '\n' ' ')
[ "$steps" = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 " ] || { echo "FAIL: the steps came as '$steps': $out"; fail=1; }
for title in "Your first guest" "Your first rooms" "Take a die" "Serve your guests" "Move a guest in" "Prepare more rooms" \
             "Groups of rooms" "Hire staff" "The Emperor" "Objectives" "Passing"; do
  echo "$out" | grep -q "^gah: tutorial step [0-9]*: $title\$" || { echo "FAIL: no step '$title'"; fail=1; }
done
echo "$out" | grep -q "^gah: tutorial refused: Not yet - " || { echo "FAIL: another action was not turned down: $out"; fail=1; }
echo "$out" | grep -q "^gah: tutorial finished in round [1-7]" || { echo "FAIL: the tutorial did not finish: $out"; fail=1; }
echo "$out" | grep -q "^gah: scene final; game players 2,.*intro 1,.*seed 20261123, .*round 7.*; seat 2 computer easy\$" ||
  { echo "FAIL: the tutorial's game did not reach its final scoring: $out"; fail=1; }
# Each step's tag sits near its place but covers nothing a newcomer reads: no element, no board picture
# or the label printed above one ("Queue of guests"), no lit place, none of the table's words, not the note.
tags=$(echo "$out" | grep -c "^gah: tutorial step [0-9]* tag at .*: clear\$")
[ "$tags" -ge 8 ] || { echo "FAIL: only $tags steps' tags were checked clear: $out"; fail=1; }
echo "$out" | grep "^gah: tutorial step [0-9]* tag" | grep -v ": clear\$" && { echo "FAIL: a step's tag covers something"; fail=1; }
# Deterministic: the same game again.
again=$(run)
[ "$(echo "$out" | grep '^gah: scene')" = "$(echo "$again" | grep '^gah: scene')" ] || { echo "FAIL: a second run differs: $again"; fail=1; }
echo "$out" | grep "^gah: tutorial\|^gah: scene"
[ $fail = 0 ] && echo "tutorial: tests passed"
exit $fail

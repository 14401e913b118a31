#!/bin/sh
# Issue 13, the newcomer's first hour, through the window's own mouse handling (headless): a hotseat
# player sees the new round's roll after the hand-over and reads it in the log, and a resumed game's log
# tells the game so far.
set -u
. "$(dirname "$0")/headless_window.sh"
# Two people at one table, animations on: round 1 is played through the mouse; the roll of round 2 happens
# behind the "Pass to ..." screen. Two seconds later (longer than any roll) the next person clicks it away:
# the dice must tumble now, and the log must list the roll.
out=$("$gah" --fake-clock --script "menu New game; newgame start; animations on; round 2; wait 120; handover; log 8; print; quit" 2>&1) ||
  { echo "FAIL: hotseat game: $out"; fail=1; }
echo "$out" | grep -q "hand-over clicked; dice rolling: yes" || { echo "FAIL: the roll was not shown after the hand-over: $out"; fail=1; }
echo "$out" | grep -q "log: Dice rolled: [0-9]" || { echo "FAIL: the log does not list the round's roll: $out"; fail=1; }
echo "$out" | grep "hand-over"
# Continue: the log shows the game so far, line for line as it was (not an empty box).
before=$(echo "$out" | sed -n 's/^gah: log: //p')
again=$("$gah" --fake-clock --script "menu Continue; wait 3; log 8; quit" 2>&1) || { echo "FAIL: Continue: $again"; fail=1; }
after=$(echo "$again" | sed -n 's/^gah: log: //p')
[ -n "$before" ] && [ "$before" = "$after" ] || { echo "FAIL: the log after Continue differs: '$before' / '$after'"; fail=1; }
echo "$again" | grep "log has"
exit $fail

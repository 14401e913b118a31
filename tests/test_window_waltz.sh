#!/bin/sh
# Let's Waltz module 1 (Vienna Ballrooms) in the window, headless: whole games through the mouse (the
# rehearsal choice, dancers sent by drag and click, the ballroom scorings), alone and with module 2, at 2
# to 4 players and solo against Elisabeth; and a game started the way a newcomer does (New game, tick
# module 1, Start), with the choice kept in settings.txt.
set -u
. "$(dirname "$0")/headless_window.sh"
for args in "--players 2 --seed 3" "--players 3 --seed 5" "--players 4 --seed 6" "--players 1 --seed 7"; do
  out=$("$gah" --smoke $args --waltz 1 --size 1280x720 2>&1) || { echo "FAIL: smoke game with module 1 ($args): $out"; fail=1; }
  echo "$out" | grep -q "smoke game finished" || { echo "FAIL: the game with module 1 ($args) did not finish: $out"; fail=1; }
done
out=$("$gah" --smoke --players 2 --waltz 1,2 --seed 8 --size 1280x720 2>&1) || { echo "FAIL: smoke game with modules 1,2: $out"; fail=1; }
echo "$out" | grep -q "smoke game finished" || { echo "FAIL: the game with modules 1,2 did not finish: $out"; fail=1; }
out=$("$gah" --fake-clock --script "menu New game; newgame module1; newgame start; smoke 30; print; quit" 2>&1) ||
  { echo "FAIL: module 1 from the new-game screen: $out"; fail=1; }
echo "$out" | grep -q "waltz 1,.* commands [1-9][0-9]" || { echo "FAIL: the new-game screen did not start a game with module 1: $out"; fail=1; }
grep -q "^waltz 1$" "$XDG_DATA_HOME/grand-austria-hotel/gah/settings.txt" 2>/dev/null ||
  { echo "FAIL: the module choice was not kept in settings.txt"; fail=1; }
# Issue 40: the next new-game screen opens with the last game's people and seats; module 4, refused in solo,
# is not chosen any more when the people come back to two.
"$gah" --fake-clock --script "menu New game; newgame plus; newgame seat2; newgame seat3; newgame module4; newgame start; quit" >/dev/null 2>&1
out=$("$gah" --fake-clock --script "menu New game; print; newgame minus; newgame minus; newgame plus; print; quit" 2>&1)
echo "$out" | grep -q "players 3; seats 0 1 1; waltz 1,4" || { echo "FAIL: the last game's people and seats were not kept: $out"; fail=1; }
echo "$out" | grep -q "players 2; seats 0 1; waltz 1$" || { echo "FAIL: module 4 came back after solo: $out"; fail=1; }
exit $fail

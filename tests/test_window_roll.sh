#!/bin/sh
# Let's Roll at the window, headless (issue 34): chosen from the main menu; a person's game played with the
# mouse through the legal list (a loan, an imitation, and a room bonus put before a yellow group's Emperor
# spaces); the game saved after every move and resumed by Continue in the middle of a turn, its recent
# game saying which game it is; a whole game of four computers watched to the final scoring.
set -u
. "$(dirname "$0")/headless_window.sh"
# Two people at one table (no hand-over: nothing is hidden), their moves made by the mouse.
# (Seed 2: a game where the order is asked of a person; seed 5 was one until the judgement priced early loans.)
script="menu New game: Let's Roll; newgame seed; type 2; newgame start; offer loan; offer imitate; offer order; print; quit"
out=$("$gah" --fake-clock --script "$script" 2>&1) || { echo "FAIL: a person's game by the mouse: $out"; fail=1; }
for what in "'loan' through the mouse" "'imitate [1-5]' through the mouse" "'room-first' through the mouse" "scene table; game roll players 2 seed 2"; do
  echo "$out" | grep -q "$what" || { echo "FAIL: no $what: $out"; fail=1; }
done
# Mid-turn: a die taken and its action still to carry out; the window closes and Continue resumes right there
# (a folder of its own: the game above is unfinished too, and saved in the same second).
export XDG_DATA_HOME="$tmp/xdg-midturn"
first=$("$gah" --fake-clock --script "menu New game: Let's Roll; newgame seed; type 9; newgame seat2; newgame start; offer midturn; print; quit" 2>&1) ||
  { echo "FAIL: mid-turn: $first"; fail=1; }
state=$(echo "$first" | grep "scene table" | sed 's/.*commands/commands/')
echo "$state" | grep -q "prompt turn" && { echo "FAIL: not in the middle of a turn: $first"; fail=1; }
# Issue 40: the main menu's Continue names the game it resumes, the new-game screen calls Let's Roll as the
# menu does.
menu=$("$gah" --fake-clock --script "print; menu New game: Let's Roll; print; quit" 2>&1)
echo "$menu" | grep -q "scene menu; first item \"Continue: Let's Roll\"" || { echo "FAIL: Continue does not name Let's Roll: $menu"; fail=1; }
echo "$menu" | grep -q "scene newgame; title \"New game: Let's Roll\"" || { echo "FAIL: the new-game title: $menu"; fail=1; }
second=$("$gah" --fake-clock --script "menu Continue; print; quit" 2>&1) || { echo "FAIL: Continue: $second"; fail=1; }
echo "$second" | grep "scene table" | grep -qF "$state" || { echo "FAIL: Continue did not resume the same moment ($state): $second"; fail=1; }
echo "$second" | grep -q "seat 2 computer" || { echo "FAIL: the resumed game lost its computer seat: $second"; fail=1; }
# The recent games say which game each is.
recent=$("$gah" --fake-clock --script "menu Recent games; quit" --screenshot "$tmp/recent.png" 2>&1) || { echo "FAIL: Recent games: $recent"; fail=1; }
ls "$tmp"/xdg-midturn/grand-austria-hotel/gah/games/*.gah >/dev/null 2>&1 || { echo "FAIL: no save of the Let's Roll game"; fail=1; }
# Four computers from the new-game screen, watched to the final scoring.
script="menu New game: Let's Roll; newgame plus; newgame plus; newgame seat1; newgame seat2; newgame seat3; newgame seat4; newgame start; finish 30000; print; quit"
out=$("$gah" --fake-clock --script "$script" 2>&1) || { echo "FAIL: four computers: $out"; fail=1; }
echo "$out" | grep -q "scene final; game roll players 4.*round 7.*seat 4 computer" ||
  { echo "FAIL: the game of four computers did not reach its final scoring: $out"; fail=1; }
exit $fail

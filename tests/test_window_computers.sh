#!/bin/sh
# Computer players through the window, headless (issue 14): seats chosen on the new-game screen, saved and
# resumed at their strength (an older version's save too; an unknown player refused); a whole game of four
# computers watched to its final scoring; the window keeps drawing frames while a slow computer thinks on its
# thread; and quitting while it thinks does not wait for it.
set -u
. "$(dirname "$0")/headless_window.sh"
# Three players: Anna a person, seats 2 and 3 computers (one click each on their "who plays" control).
script="menu New game; newgame plus; newgame seat2; newgame seat3; newgame start; setup; smoke 12; print; quit"
first=$("$gah" --fake-clock --script "$script" 2>&1) || { echo "FAIL: computer seats from the new-game screen: $first"; fail=1; }
echo "$first" | grep -q "game players 3,.*; seat 2 computer [a-z]*; seat 3 computer [a-z]*$" ||
  { echo "FAIL: seats 2 and 3 are not computers: $first"; fail=1; }
echo "$first" | grep -q "seat 1 computer" && { echo "FAIL: seat 1 became a computer: $first"; fail=1; }
# Continue: the same game, and the computers still play seats 2 and 3.
second=$("$gah" --fake-clock --script "menu Continue; wait 3; print; quit" 2>&1) || { echo "FAIL: Continue: $second"; fail=1; }
echo "$second" | grep -q "; seat 2 computer [a-z]*; seat 3 computer [a-z]*$" ||
  { echo "FAIL: the resumed game lost its computer seats: $second"; fail=1; }
# Four computers, nobody at the mouse: the game is watched from the first move to the final scoring. All four
# Easy (seats 2 and 3 are remembered from the game above; one click makes seats 1 and 4 Easy): what is watched is
# the window through a whole game, and Medium's whole-turn plans cost minutes under the sanitizers (the engine's
# tests play every strength).
script="menu New game; newgame plus; newgame plus; newgame seat1; newgame seat4; newgame start; finish 20000; print; quit"
out=$("$gah" --fake-clock --script "$script" 2>&1) || { echo "FAIL: four computers: $out"; fail=1; }
echo "$out" | grep -q "scene final; game players 4,.*round 7, hash [0-9a-f]*; seat 1 computer easy; seat 2 computer easy; seat 3 computer easy; seat 4 computer easy$" ||
  { echo "FAIL: the game of four computers did not reach its final scoring: $out"; fail=1; }
echo "$out" | tail -1
# A computer that takes 3 s over each move (test hook): the window draws on meanwhile. Both seats are
# computers, so one of them thinks from the first decision whoever starts. What is asked is the longest
# wait between two frames while it thinks, not a number of frames: on a loaded machine a frame takes long
# and the thought is seen late (4 frames in its last 438 ms once), but a frozen window waits the whole
# thought. The thought is watched for at least a second, and no two frames are a second apart.
out=$(GAH_TEST_AI_DELAY_MS=3000 "$gah" --fake-clock --script "menu New game; newgame seat1; newgame seat2; newgame start; think; print; quit" 2>&1) ||
  { echo "FAIL: slow computer: $out"; fail=1; }
line=$(echo "$out" | sed -n 's/^gah: \([0-9]*\) frames drawn while a computer thought for \([0-9]*\) ms, at most \([0-9]*\) ms apart$/\1 \2 \3/p')
set -- $line 0 0 0
frames=$1 thought=$2 gap=$3
[ "$thought" -ge 1000 ] || { echo "FAIL: the computer's thought was seen for under a second: $out"; fail=1; }
[ "$frames" -ge 2 ] && [ "$gap" -le 1000 ] || { echo "FAIL: the window stopped drawing while the computer thought: $out"; fail=1; }
echo "$out" | grep "frames drawn"
# Quitting while a computer thinks for a minute: the thought is cancelled, the program ends at once.
start=$(date +%s)
out=$(GAH_TEST_AI_DELAY_MS=60000 "$gah" --fake-clock --script "menu New game; newgame seat1; newgame seat2; newgame start; wait 10; quit" 2>&1) ||
  { echo "FAIL: quit while thinking: $out"; fail=1; }
took=$(( $(date +%s) - start ))
[ "$took" -lt 30 ] || { echo "FAIL: quitting waited for the computer ($took s)"; fail=1; }
# A save the window wrote before saves named their game (format 2, tests/saves): loaded, it is the same
# game and its computers go on at their strength. A computer player this version does not have is refused
# with the reason (the session keeps the name; the window resolves it).
mkdir -p "$XDG_DATA_HOME/grand-austria-hotel/gah"
save="$XDG_DATA_HOME/grand-austria-hotel/gah/saved.gah"
cp "$(dirname "$0")/saves/format2-window-computers.gah" "$save"
out=$("$gah" --fake-clock --script "menu Load saved game; print; quit" 2>&1)
echo "$out" | grep -q "scene table; game players 3,.* commands 84, round 2, hash 0c01c35e5c1f2878; seat 2 computer medium; seat 3 computer hard$" ||
  { echo "FAIL: the format 2 save did not load as it was: $out"; fail=1; }
sed -i 's/^computer 2 hard$/computer 2 bogus/' "$save"
out=$("$gah" --fake-clock --script "menu Load saved game; print; quit" 2>/dev/null)
echo "$out" | grep -q "scene menu; status \"Could not load saved.gah: seat 3 is played by 'bogus', a computer player this version does not have\"" ||
  { echo "FAIL: an unknown computer player was not refused: $out"; fail=1; }
rm -f "$save"
[ $fail = 0 ] && echo "computer players in the window: tests passed"
exit $fail

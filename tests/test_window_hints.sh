#!/bin/sh
# The Hint button through the window: on a person's turn it asks the hard player on that person's view and
# says the move in words, what it is worth and why; the move it frames is one the table would take. Beside a computer, between
# two people, and solo against Leopold (the button was missing in solo games).
set -u
. "$(dirname "$0")/headless_window.sh"
# The hint thinks for the computers' time (a second by default, spent in full); 100 ms, the least the settings
# take, still gives a hint to check.
settings="$XDG_DATA_HOME/grand-austria-hotel/gah/settings.txt"
mkdir -p "$(dirname "$settings")"
printf 'thinking-ms 100\n' > "$settings"
check() { # name script
  out=$("$gah" --fake-clock --script "$2" 2>&1) || { echo "FAIL: $1: $out"; fail=1; return; }
  line=$(echo "$out" | grep '^gah: hint ')
  echo "$1: $line"
  echo "$line" | grep -q '^gah: hint [a-z-]* .*(legal): Hint: ' || { echo "FAIL: $1: no legal hint: $out"; fail=1; }
  # Issue 40: the move in words, an order to the person ("Seat ... at table 1", "Take a 2 for drinks ..."),
  # then what it is worth; never only "the framed move".
  echo "$line" | grep -q 'Hint: [A-Z][a-z]* [^—]* — \(about [+-][0-9]\|it keeps\)' || { echo "FAIL: $1: the hint does not say the move: $line"; fail=1; }
  echo "$line" | grep -q 'framed move' && { echo "FAIL: $1: the hint names no move: $line"; fail=1; }
}
check "beside a computer" "menu New game; newgame seat2; newgame start; setup; hint; print; quit"
check "two people" "menu New game; newgame start; setup; handover; hint; print; quit"
# Solo the person moves first after the set-up: the button comes at once, so 100 frames are plenty, and the
# same 100 frames are what the check with hints off below waits (its wait was 3000 frames, most of this test).
check "solo against Leopold" "menu New game; newgame minus; newgame start; setup; hint 100; print; quit"
# In the set-up there is no turn yet: the gain is said for the set-up, and in play for the turn.
out=$("$gah" --fake-clock --script "menu New game; newgame seat2; newgame start; hint; quit" 2>&1)
echo "$out" | grep '^gah: hint ' | grep -q 'set-up is done\|about even' || { echo "FAIL: the set-up's hint speaks of a turn: $out"; fail=1; }
out=$("$gah" --fake-clock --script "menu New game; newgame seat2; newgame start; setup; hint; quit" 2>&1)
echo "$out" | grep '^gah: hint ' | grep -q 'end of your turn\|about even' || { echo "FAIL: the turn's hint: $out"; fail=1; }
# With hints off in the settings there is no button.
printf 'thinking-ms 100\nhints no\n' > "$settings"
out=$("$gah" --fake-clock --script "menu New game; newgame minus; newgame start; setup; hint 100; quit" 2>&1)
echo "$out" | grep -q 'no Hint button came' || { echo "FAIL: a Hint button with hints off: $out"; fail=1; }
exit $fail

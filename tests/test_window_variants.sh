#!/bin/sh
# Seed 001's rule variants in the window: whole games through the mouse with every variant on (their
# choice prompts are buttons), and the new-game screen's switches reaching the game.
set -u
. "$(dirname "$0")/headless_window.sh"
# Seed 001's rule variants, all at once, at the table and against Leopold (their choice prompts are buttons).
every="--variant original --variant no-kitchen-hand --variant discard-free-guests --variant herlius --variant rowe-smith"
for players in 1 3; do
  out=$("$gah" --smoke --players $players --seed 4 --size 1280x720 $every) || { echo "FAIL: smoke game with the variants ($players players): $out"; fail=1; }
  echo "$out" | grep -q "smoke game finished" || { echo "FAIL: the game with the variants did not finish: $out"; fail=1; }
done
# The new-game screen's variant switches reach the game.
out=$("$gah" --fake-clock --script "menu New game; newgame original; newgame rowe-smith; newgame start; wait 3; print; quit" 2>&1) ||
  { echo "FAIL: variants from the new-game screen: $out"; fail=1; }
echo "$out" | grep -q "variants original,rowe-smith" || { echo "FAIL: the new-game screen did not set the variants: $out"; fail=1; }
[ $fail = 0 ] && echo "variants: games finished, switches reach the game"
exit $fail

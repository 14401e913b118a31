#!/bin/sh
# Issue 13, the final-scoring screen through the window's own mouse handling (headless): a game of two
# computers on a fixed seed is played to its end; "Save replay" writes the game's record to a file of its
# own, "Rematch" starts a new game with the same settings and seats and another seed, "Menu" goes back.
set -u
. "$(dirname "$0")/headless_window.sh"
script="menu New game; newgame seat1; newgame seat2; newgame seed; type 4242; newgame start; finish 30000; print; final save; print; final rematch; print; finish 30000; final menu; print; quit"
out=$("$gah" --fake-clock --script "$script" 2>&1) || { echo "FAIL: final scoring: $out"; fail=1; }
summary() { echo "$out" | grep "^gah: scene" | sed -n "$1p"; }
case "$(summary 1)" in
  *"scene final; game players 2,"*"seed 4242, "*"round 7"*"seat 1 computer easy; seat 2 computer easy") ;;
  *) echo "FAIL: the game did not reach the final scoring: $(summary 1)"; fail=1 ;;
esac
# Save replay: the file named in the window holds the seed and every command of the game.
replay=$(echo "$out" | sed -n 's/^gah: replay saved to //p')
commands=$(summary 1 | sed -n 's/.* commands \([0-9]*\),.*/\1/p')
if [ -z "$replay" ] || [ ! -f "$replay" ]; then
  echo "FAIL: Save replay wrote no file: $out"; fail=1
else
  head -1 "$replay" | grep -q "^GAH-SAVE" || { echo "FAIL: the replay is no save file: $(head -3 "$replay")"; fail=1; }
  grep -q "seed 4242" "$replay" || { echo "FAIL: the replay lacks the game's seed"; fail=1; }
  case "$replay" in "$XDG_DATA_HOME"/*/replays/replay-*.gah) ;; *) echo "FAIL: the replay is not in the user's replays folder: $replay"; fail=1 ;; esac
  lines=$(grep -c "^p[0-9] " "$replay")
  grep -q "^commands $commands\$" "$replay" && [ "$lines" = "$commands" ] ||
    { echo "FAIL: the replay has $lines commands, the game $commands"; fail=1; }
fi
[ "$(summary 2)" = "$(summary 1)" ] || { echo "FAIL: saving the replay changed the game: $(summary 2)"; fail=1; }
# Rematch: the same settings and seats, another seed, a game at its start; it too can be played to its end.
same=$(summary 1 | sed 's/.*game \(.*\),seed.*/\1/')
case "$(summary 3)" in
  *"scene table; game $same,seed "*", commands "*"round 1"*"seat 1 computer easy; seat 2 computer easy") ;;
  *) echo "FAIL: Rematch did not start the same kind of game: $(summary 3)"; fail=1 ;;
esac
echo "$(summary 3)" | grep -q "seed 4242," && { echo "FAIL: the rematch has the same seed"; fail=1; }
echo "$(summary 4)" | grep -q "^gah: scene menu" || { echo "FAIL: Menu did not go to the main menu: $(summary 4)"; fail=1; }
echo "$out" | grep "^gah: scene"
[ $fail = 0 ] && echo "final scoring: tests passed"
exit $fail

#!/bin/sh
# `gah-cli scenario`: every `set` is range-checked (once `set p0 emperor 120` read past the Emperor
# track's table), and a FIFO given as a scenario file is refused at once.
set -u
cli="$1"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
status=0
check() { # NAME SET-LINE EXPECTED-WORDS
  printf 'setup players=2 seed=1\n%s\nexpect round 1\n' "$2" > "$dir/$1.scn"
  out=$(timeout 10 "$cli" scenario "$dir/$1.scn" 2>&1)
  rc=$?
  if [ $rc -ne 1 ] || ! printf '%s' "$out" | grep -q -- "$3"; then
    echo "FAIL $1 ($2): exit $rc, expected '$3' in:"; printf '%s\n' "$out"; status=1
  else
    echo "ok   $1: $(printf '%s' "$out" | head -1)"
  fi
}
check emperor-120 "set p0 emperor 120" "emperor must be 0 to 13"
check player-alone "set p0" "set what for the player"
check emperor-neg "set p1 emperor -1" "emperor must be 0 to 13"
check money-21 "set p0 money 21" "money must be 0 to 20"
check money-huge "set p0 money 99999999999" "money must be 0 to 20"
check covered "set p0 covered 4" "covered must be 0 to 3"
check round-0 "set round 0" "round must be 1 to 7"
check round-8 "set round 300" "round must be 1 to 7"
check dustbin "set dustbin 255" "dustbin must be 0 to 10"
check vp "set p0 vp 40000" "vp must be"
check kitchen "set p0 kitchen 1 2 3 300" "a kitchen count must be 0 to 20"
check dice "set dice 3:200" "dice are written"
check countdown "set countdown A 9" "countdown must be 0 to 3"
# Issue 39: numbers that wrapped through sscanf's %d or a strtol cast to int (p4294967297 was seat p1).
check seat-wrap "set p4294967297 money 5" "unknown set 'p4294967297'"
check move-seat-wrap "p4294967297: pass" "unknown seat 'p4294967297'"
check dice-wrap "set dice 4294967299:1" "dice are written"
check dice-junk "set dice 3:1x" "dice are written"
check colour-dice-wrap "set colour-dice red:4294967299" "coloured dice are written"
check queue-wrap "set queue 4294967371 0 0 0 0" "unknown guest"
# check_file NAME EXPECTED-WORDS: the scenario text on stdin.
check_file() {
  cat > "$dir/$1.scn"
  out=$(timeout 10 "$cli" scenario "$dir/$1.scn" 2>&1)
  rc=$?
  if [ $rc -ne 1 ] || ! printf '%s' "$out" | grep -q -- "$2"; then
    echo "FAIL $1: exit $rc, expected '$2' in:"; printf '%s\n' "$out"; status=1
  else
    echo "ok   $1: $(printf '%s' "$out" | head -1)"
  fi
}
# A file's cases each start with a `setup` line; one that is refused stops the file instead of leaving the
# lines after it to check the previous case's game.
printf 'setup players=2 seed=1\nexpect round 1\nsetup players=9 seed=2\nexpect round 1\n' | check_file refused-setup "no game to play: the 'setup' line 3 was refused"
printf 'setup solo=leopold difficulty=easy solo_entrance=2\nexpect round 1\n' | check_file solo-entrance-alone "module 3"
printf 'setup players=2 seed=1 waltz=3 manual\nset entrance-offer corogari kozi kaufman\n' | check_file entrances-too-many "at most 2 entrances"
printf 'setup players=2 seed=1 waltz=3 manual\nset entrance-offer corogari kozi\nexpect round 1\n' > "$dir/entrances-ok.scn"
"$cli" scenario "$dir/entrances-ok.scn" >/dev/null || { echo "FAIL two entrances for two players refused: $("$cli" scenario "$dir/entrances-ok.scn")"; status=1; }
# In range still works.
printf 'setup players=2 seed=1\nset p0 emperor 13\nset p0 money 20\nset round 7\nexpect p0 emperor 13\n' > "$dir/good.scn"
"$cli" scenario "$dir/good.scn" >/dev/null || { echo "FAIL in-range sets refused"; status=1; }
mkfifo "$dir/pipe.scn"
if ! timeout 10 "$cli" scenario "$dir/pipe.scn" | grep -q "not a regular file"; then
  echo "FAIL a FIFO scenario was not refused at once"; status=1
fi
exit $status

#!/bin/sh
# `gah-cli arena` (the computer players' benchmark): seat-rotated games finish, every player is counted in
# every game, hard's searched decisions are reported with their iteration budget, solo and the Let's Waltz
# modules work, and the same seed gives the same games.
set -u
cli="$1"
status=0
fail() { echo "FAIL $1:"; printf '%s\n' "$2"; status=1; }

out=$(timeout 120 "$cli" arena --players 2 --games 2 --seed 4 --jobs 2 hard:2 greedy 2>&1) || fail "2 players" "$out"
printf '%s\n' "$out" | grep -q '^hard:2 *2 ' || fail "hard counted in both games" "$out"
printf '%s\n' "$out" | grep -q '^greedy *2 ' || fail "greedy counted in both games" "$out"
printf '%s\n' "$out" | grep -q '^hard:2 searched [1-9][0-9]* decisions: .*; iterations: 2.0 on average, median 2$' ||
  fail "hard's searched decisions at its budget" "$out"
# ...and the processor time they took, with the iterations it bought (what the clock budget buys on an idle core).
printf '%s\n' "$out" | grep -q '^hard:2 searched for [0-9.]* s of processor time: [1-9][0-9]* iterations a processor second$' ||
  fail "hard's searched decisions' processor time" "$out"

out=$(timeout 120 "$cli" arena --solo leopold --difficulty easy --games 1 --jobs 1 hard:2 2>&1) || fail "solo" "$out"
printf '%s\n' "$out" | grep -q 'against Leopold' && printf '%s\n' "$out" | grep -q '^Leopold *1 ' ||
  fail "solo names the automa and its score" "$out"

# Columns 1-6 (player, games, wins, interval, mean, sd) must repeat; the times may not.
a=$(timeout 120 "$cli" arena --players 2 --games 2 --seed 5 --jobs 1 --waltz 1,2 medium greedy 2>&1 | awk 'NR > 2 && NF >= 6 { print $1, $2, $3, $4, $5, $6 }')
b=$(timeout 120 "$cli" arena --players 2 --games 2 --seed 5 --jobs 2 --waltz 1,2 medium greedy 2>&1 | awk 'NR > 2 && NF >= 6 { print $1, $2, $3, $4, $5, $6 }')
[ -n "$a" ] && [ "$a" = "$b" ] || fail "the same seed gives the same games, on 1 or 2 jobs" "$a
---
$b"

# The study tools: --verbose breaks each score down by source, --trace prints every command, --features
# writes one row of tools/ai_fit.py's data per turn and the final scores, --weight changes the judgement.
out=$(timeout 120 "$cli" arena --solo leopold --difficulty easy --games 1 --jobs 1 --trace --features medium 2>&1) ||
  fail "trace and features" "$out"
printf '%s\n' "$out" | grep -q '^game 0: medium [0-9-]* \[[-0-9 ]*\] automa [0-9]* \[' || fail "the breakdown by source" "$out"
printf '%s\n' "$out" | grep -q '^r1 s0 medium .* | vp [0-9]* krone' || fail "the trace" "$out"
[ "$(printf '%s\n' "$out" | grep -c '^feat 0 0 [1-7] ')" -ge 10 ] && printf '%s\n' "$out" | grep -q '^final 0 0 ' ||
  fail "the features and the final score" "$out"
a=$(timeout 120 "$cli" arena --solo leopold --difficulty easy --games 2 --jobs 1 medium 2>&1 | awk '/^medium/ { print $2, $3, $5, $6 }')
b=$(timeout 120 "$cli" arena --solo leopold --difficulty easy --games 2 --jobs 1 --weight MONEY=0.15 medium 2>&1 | awk '/^medium/ { print $2, $3, $5, $6 }')
c=$(timeout 120 "$cli" arena --solo leopold --difficulty easy --games 2 --jobs 1 --weight MONEY=-3 medium 2>&1 | awk '/^medium/ { print $2, $3, $5, $6 }')
[ -n "$a" ] && [ "$a" = "$b" ] && [ "$a" != "$c" ] || fail "a weight at its table value changes nothing, another value does" "$a
$b
$c"
"$cli" arena --weight NO_SUCH=1 medium greedy 2>/dev/null && fail "an unknown weight is refused" ""

"$cli" arena --players 2 medium 2>/dev/null && fail "one player for two seats is refused" ""
"$cli" arena medium hard:0 2>/dev/null && fail "hard:0 is refused" ""
[ $status -eq 0 ] && echo "arena: ok"
exit $status

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

# The study tools: --verbose breaks each score down by source, --trace prints every command, --features FILE
# writes the value's features at every decision (246 numbers after game, seat, round and projected score) and
# the final scores, --weight changes the judgement.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
out=$(timeout 120 "$cli" arena --solo leopold --difficulty easy --games 1 --jobs 1 --trace --features "$tmp/f" medium 2>&1) ||
  fail "trace and features" "$out"
printf '%s\n' "$out" | grep -q '^game 0: medium [0-9-]* \[[-0-9 ]*\] automa [0-9]* \[' || fail "the breakdown by source" "$out"
printf '%s\n' "$out" | grep -q '^r1 s0 medium .* | vp [0-9]* krone' || fail "the trace" "$out"
[ "$(grep -c '^feat 0 0 [1-7] ' "$tmp/f")" -ge 40 ] && grep -q '^final 0 0 ' "$tmp/f" &&
  [ "$(awk '/^feat/ { print NF; exit }' "$tmp/f")" = 251 ] || fail "the features and the final score" "$(head -c 400 "$tmp/f")"
# How each player plays: guests housed, staff played in each of the 7 rounds, the krone/Emperor split, the hand.
printf '%s\n' "$out" | grep -q '^medium plays: guests housed [0-9.]*; staff played by round\( [0-9.]*\)\{7\} ([0-9.]*); krone/Emperor split rounds 1-3 [0-9.]*/[0-9.]*, 4-7 [0-9.]*/[0-9.]*; hand after a turn [0-9.]*, at the end [0-9.]*$' ||
  fail "how the player plays" "$out"

# Another build's players through --ref (here this very build, so ref:greedy must play as greedy does, game for game,
# the two processes' states agreeing at every command), and a ref: player needs --ref.
# (greedy: quick, and as reproducible as medium, whose own repeatability is checked above.)
out=$(timeout 120 "$cli" arena --players 2 --games 2 --seed 6 --jobs 1 --ref "$cli" ref:greedy greedy 2>&1) || fail "a reference build" "$out"
a=$(printf '%s\n' "$out" | awk '$1 == "ref:greedy" && NF >= 6 { print $2, $3, $5, $6 }')
b=$(printf '%s\n' "$out" | awk '$1 == "greedy" && NF >= 6 { print $2, $3, $5, $6 }')
[ -n "$a" ] && [ "$a" = "$b" ] || fail "ref:greedy plays as greedy" "$out"
"$cli" arena --players 2 --games 1 ref:medium medium 2>/dev/null && fail "ref: without --ref is refused" ""
# A reference built before a setting existed refuses its key: a setting at its zero value (the value such a build
# plays) is not sent, so the older build still takes the game. Here a wrapper refuses "stroup" as an older build would.
old_build=$(mktemp)
cat > "$old_build" <<EOF
#!/bin/bash
coproc SERVE { "$cli" "\$@"; }
while IFS= read -r line; do
  case "\$line" in "param stroup "*) echo "error unknown setting 'stroup'"; continue ;; esac
  printf '%s\n' "\$line" >&\${SERVE[1]}
  [ "\$line" = quit ] && break
  IFS= read -r answer <&\${SERVE[0]} || break
  printf '%s\n' "\$answer"
done
EOF
chmod +x "$old_build"
out=$(timeout 120 "$cli" arena --players 2 --games 2 --seed 6 --jobs 1 --ref "$old_build" ref:greedy greedy 2>&1) &&
  printf '%s\n' "$out" | grep -q '^ref:greedy *2 ' || fail "a reference that does not know a setting at its zero value" "$out"
rm -f "$old_build"
# The serving side answers every line, a bad one with "error" (and a refused command with the reason), and ends
# at the end of its input.
out=$(printf 'choose 0\napply 0 die 1\nparam players 9\nparam nonsense 1\nplayer 0 wizard 3\nhello\nreset\nparam players 2\nparam seed 5\nsetup\napply 1 die 3\napply 0 flap\nchoose 7\n' |
  timeout 20 "$cli" arena --serve 2>&1) || fail "the server at the end of its input" "$out"
[ "$(printf '%s\n' "$out" | grep -c '^error ')" = 8 ] && [ "$(printf '%s\n' "$out" | grep -c '^refused ')" = 1 ] &&
  printf '%s\n' "$out" | grep -q '^hash [0-9a-f]\{16\}$' || fail "the server's answers to bad lines" "$out"
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

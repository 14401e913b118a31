#!/bin/sh
# `gah-cli train` (the learned value's TD(lambda) self-play): a few games learn something, write a table in
# src/ai/value_table.h's form with its checksum, the same command writes the same table, the arena plays with
# it (--value), and a table that does not fit is refused.
set -u
cli="$1"
shipped="$2"
status=0
fail() { echo "FAIL $1:"; printf '%s\n' "$2"; status=1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

out=$(timeout 300 "$cli" train --games 2 --seed 3 --report 1 --mix easy,two --out "$tmp/a.h" 2>&1) || fail "two games" "$out"
printf '%s\n' "$out" | grep -q '^train: 1 games; rms error [0-9.]*; VP (margin) easy [0-9.-]* ([+-][0-9.]*)$' &&
  printf '%s\n' "$out" | grep -q '^train: 2 games; .* two [0-9.-]* ([+-][0-9.]*)$' || fail "a line per game, by kind" "$out"
grep -q '^#define AI_VALUE_CHECKSUM 0x[0-9a-f]\{16\}ULL$' "$tmp/a.h" && grep -q 'gah-cli train --games 2 --seed 3 ' "$tmp/a.h" ||
  fail "the table's checksum and how it was made" "$(head -8 "$tmp/a.h")"
# The untrained table plays as the heuristic: 2 games must have moved its weights.
"$cli" train --games 0 --out "$tmp/zero.h" >/dev/null 2>&1 || fail "no games" ""
[ "$(sed 1,6d "$tmp/a.h")" != "$(sed 1,6d "$tmp/zero.h")" ] || fail "the games changed the weights" ""
timeout 300 "$cli" train --games 2 --seed 3 --report 1 --mix easy,two --out "$tmp/b.h" >/dev/null 2>&1
cmp -s "$tmp/a.h" "$tmp/b.h" || fail "the same command writes the same table" "$(diff "$tmp/a.h" "$tmp/b.h" | head -5)"
# A table from --from goes on learning from there.
timeout 300 "$cli" train --games 1 --seed 4 --mix easy --from "$tmp/a.h" --out "$tmp/c.h" >/dev/null 2>&1 &&
  grep -q -- "--from $tmp/a.h" "$tmp/c.h" || fail "--from" "$(head -4 "$tmp/c.h")"

# --fit: the table fitted to the arena's rows (two solo games: two seats' games), and --dump writes rows it reads.
timeout 120 "$cli" arena --solo leopold --difficulty easy --games 2 --jobs 1 --features "$tmp/rows" medium >/dev/null 2>&1
out=$("$cli" train --fit --out "$tmp/fit.h" "$tmp/rows" 2>&1)
printf '%s\n' "$out" | grep -q '^train: fitted to 2 seats' && grep -q 'gah-cli train --fit --ridge 1 ' "$tmp/fit.h" ||
  fail "a fit to the arena's rows" "$out"
timeout 300 "$cli" train --games 1 --seed 5 --mix easy --dump "$tmp/dumped" --out "$tmp/d.h" >/dev/null 2>&1
out=$("$cli" train --fit --out "$tmp/fit2.h" "$tmp/dumped" 2>&1)
printf '%s\n' "$out" | grep -q '^train: fitted to 1 seats' || fail "a fit to train's own rows" "$out"

# --qdump (expert iteration's data): a row per candidate of each searched decision, the move played marked once a
# decision, the search's tries at least one each; --fit-q fits a table to them and says how often it agrees.
timeout 120 "$cli" arena --solo leopold --difficulty easy --games 1 --jobs 1 --qdump "$tmp/q" hard:8 >/dev/null 2>&1 ||
  fail "arena --qdump" ""
out=$(awk -v n=257 '$1 != "q" || NF != n || $7 < 1 || $n !~ /^[a-z-]+(_[A-Za-z0-9]+)*$/ { bad++ } { played[$2" "$3" "$4] += $6; if ($5 < 1 || $5 > 7) bad++ }
  END { for (d in played) { decisions++; if (played[d] != 1) bad++ } print decisions + 0, bad + 0 }' "$tmp/q")
[ "${out#* }" = 0 ] && [ "${out% *}" -ge 20 ] || fail "well-formed --qdump rows (decisions, bad rows)" "$out"
out=$("$cli" train --fit-q --out "$tmp/q.h" "$tmp/q" 2>&1)
printf '%s\n' "$out" | grep -q '^train: fitted to [0-9]* searched decisions$' &&
  printf '%s\n' "$out" | grep -q '^train: in the sample: the one-step value picks the search.s move [0-9.]* % (before [0-9.]* %)' &&
  grep -q 'gah-cli train --fit-q --ridge 1 ' "$tmp/q.h" && grep -q '^#define AI_VALUE_CHECKSUM 0x' "$tmp/q.h" || fail "a fit to --qdump rows" "$out"
[ "$(sed 1,6d "$tmp/q.h")" != "$(sed 1,6d "$tmp/zero.h")" ] || fail "the fit moved the weights" ""
# The rank fit (a conditional logit on the search's shares of its tries), with a game held out and measured.
timeout 120 "$cli" arena --solo leopold --difficulty easy --games 2 --seed 2 --jobs 1 --qdump "$tmp/q2" hard:8 >/dev/null 2>&1
out=$("$cli" train --fit-q --rank --holdout 2 --out "$tmp/r.h" "$tmp/q2" 2>&1)
printf '%s\n' "$out" | grep -q '^train: held out: the one-step value picks' && grep -q 'gah-cli train --fit-q --rank ' "$tmp/r.h" ||
  fail "the rank fit with a game held out" "$out"
[ "$(sed 1,6d "$tmp/r.h")" != "$(sed 1,6d "$tmp/q.h")" ] || fail "the rank fit is a fit of its own" ""
"$cli" train --fit-q --out "$tmp/none.h" "$tmp/rows" >/dev/null 2>&1 && fail "--fit-q refuses rows without decisions" ""

out=$(timeout 120 "$cli" arena --solo leopold --difficulty easy --games 1 --jobs 1 --weight LEARNED=1 --value "$tmp/a.h" medium 2>&1) ||
  fail "the arena with a trained table" "$out"
# The shipped table reads back whole (its checksum is tests/test_ai.c's).
"$cli" arena --solo leopold --difficulty easy --games 1 --jobs 1 --value "$shipped" medium >/dev/null 2>&1 ||
  fail "the shipped table as a file" ""
head -c 300 "$tmp/a.h" > "$tmp/short.h"
"$cli" arena --games 1 --value "$tmp/short.h" medium greedy 2>/dev/null && fail "a table cut short is refused" ""
"$cli" arena --games 1 --value "$tmp/none.h" medium greedy 2>/dev/null && fail "a missing table is refused" ""
"$cli" train --games 1 2>/dev/null && fail "train without --out is refused" ""
"$cli" train --out "$tmp/x.h" --mix easy,nothing 2>/dev/null && fail "an unknown kind of game is refused" ""
[ $status -eq 0 ] && echo "train: ok"
exit $status

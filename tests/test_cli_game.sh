#!/bin/sh
# `gah-cli --game KEY`: the base game by its key gives what the commands gave without it (selfplay, replay,
# bench, scenario, play), before or after the command word; an unknown key, or --game without one, is
# refused with the reason and the games there are, and a non-zero exit.
set -u
cli="$1"
scenario="$2"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
status=0
fail() { echo "FAIL $1:"; printf '%s\n' "$2" | head -20; status=1; }

# Self-play: the same games and aggregate hash, --game before or after the command word.
plain=$("$cli" selfplay --mixed --games 12 --seed 3 --check 2>&1) || fail "selfplay" "$plain"
before=$("$cli" --game gah selfplay --mixed --games 12 --seed 3 --check 2>&1) || fail "selfplay --game before" "$before"
after=$("$cli" selfplay --game gah --mixed --games 12 --seed 3 --check 2>&1) || fail "selfplay --game after" "$after"
[ "$plain" = "$before" ] && [ "$plain" = "$after" ] || fail "selfplay: --game gah plays other games" "$before"
printf '%s\n' "$plain" | grep -q '^12 games, .* 0 invariant failures, aggregate hash [0-9a-f]*$' || fail "selfplay summary" "$plain"

# Replay: games saved by --game gah selfplay replay under --game gah to the hashes self-play printed.
"$cli" --game gah selfplay --games 4 --seed 5 --save-dir "$tmp/saves" > "$tmp/played" || fail "selfplay --save-dir" "$(cat "$tmp/played")"
sed -n 's/^game \([0-9]*\):.*hash \([0-9a-f]*\))$/\1 \2/p' "$tmp/played" | sort > "$tmp/want"
"$cli" --game gah replay "$tmp"/saves/game-*.gah > "$tmp/replayed" || fail "replay" "$(cat "$tmp/replayed")"
sed -n 's/^.*game-0*\([0-9][0-9]*\)\.gah:.*hash \([0-9a-f]*\)$/\1 \2/p' "$tmp/replayed" | sort > "$tmp/got"
[ "$(wc -l < "$tmp/want")" -eq 4 ] && cmp -s "$tmp/want" "$tmp/got" || fail "replay: other hashes" "$(cat "$tmp/replayed")"

# Bench: the same seeded game.
a=$("$cli" bench --one-game) b=$("$cli" --game gah bench --one-game)
[ "$a" = "$b" ] && printf '%s\n' "$a" | grep -q '^commands [1-9][0-9]*$' || fail "bench --one-game" "$a / $b"

# Scenarios: a rules scenario passes, and a failing one fails, under --game gah.
out=$("$cli" --game gah scenario "$scenario" 2>&1) || fail "scenario" "$out"
printf 'setup players=2 seed=1\nexpect round 2\n' > "$tmp/wrong.scn"
out=$("$cli" scenario --game gah "$tmp/wrong.scn" 2>&1) && fail "a failing scenario passed" "$out"
printf '%s\n' "$out" | grep -q 'wrong.scn:2: round is 1, expected 2' || fail "scenario failure names file and line" "$out"

# Play: the prompt loop reads the game's commands.
out=$(printf 'quit\n' | "$cli" --game gah play --seed 2 2>&1); rc=$?
[ $rc -eq 1 ] && printf '%s\n' "$out" | grep -q '^P[0-9], ' || fail "play" "$out"

# Refusals: an unknown game, and --game without its key.
for cmd in selfplay replay bench scenario play arena; do
  out=$("$cli" --game nosuchgame $cmd 2>&1); rc=$?
  [ $rc -ne 0 ] && printf '%s\n' "$out" | grep -q "unknown game 'nosuchgame'; the games are: gah (Grand Austria Hotel)" ||
    fail "$cmd --game nosuchgame: exit $rc" "$out"
done
out=$("$cli" selfplay --game 2>&1); rc=$?
[ $rc -ne 0 ] && printf '%s\n' "$out" | grep -q -- "--game needs a game's key" || fail "--game without a key: exit $rc" "$out"

# Issue 39: numbers in options are whole words in range (atoi read --games 4294967297 as 1, --seed 1x as 1),
# and settings that do not go together are refused with the reason, not played as nothing.
refused() { # WORDS ARGS...: exit 2 and WORDS in the message
  words=$1; shift
  out=$(timeout 10 "$cli" "$@" 2>&1); rc=$? # a host given a wrapped port would serve for ever
  [ $rc -eq 2 ] && printf '%s\n' "$out" | grep -q -- "$words" || fail "$* (exit $rc)" "$out"
}
refused "--games" selfplay --games 4294967297
refused "--games" selfplay --games 3x
refused "--players" selfplay --players 4294967298 --games 1
refused "--seed" selfplay --seed 1x --games 1
refused "--seed" selfplay --seed 18446744073709551616 --games 1
refused "module 3" selfplay --solo easy --solo-entrance 2 --games 1
refused "--games" bench --games 4294967297
refused "--games" arena --games 4294967297 random random
refused "--jobs" arena --games 2 --jobs 0 random random
refused "--port" host --port 4294967296 /nonexistent-dir
refused "--idle" host --idle 20x /nonexistent-dir
refused "--takeover-after" host --takeover-after 4294967356 /nonexistent-dir
refused "--seat" host --seat 4294967296 remote /nonexistent-dir
refused "--seat" join 127.0.0.1 AAAA-AAAA-AAAA --seat 4294967297
refused "--timeout" join 127.0.0.1 AAAA-AAAA-AAAA --timeout 1x
refused "--retry" join 127.0.0.1 AAAA-AAAA-AAAA --retry -5

[ $status -eq 0 ] && echo "--game: selfplay, replay, bench, scenario and play by the key; unknown games refused"
exit $status

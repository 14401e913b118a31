#!/bin/sh
# Play over the network through the window (issue 38), headless on loopback: a host's window started from
# the new-game screen with seat 2 a remote player, and joining windows driven through the Join screen. The
# join screen refuses a malformed code and a wrong one with a readable message; a joined window and the
# host play moves in turn through the mouse, and both hold the same position (record length and state
# hash; the joined table's state is the host's view of its seat); the host's line shows who is connected;
# a joining window killed with kill -9 is replaced by another that joins with the same code and plays on;
# a host window killed with kill -9 is opened again from its save (Continue) with the same code and port,
# and the joined window finds it again by itself. Every wait is bounded in frames; nothing is timed.
set -u
. "$(dirname "$0")/headless_window.sh"
host_home="$tmp/host" client_home="$tmp/client"
mkdir -p "$host_home" "$client_home"
pids=""
trap 'for p in $pids; do kill -9 $p 2>/dev/null; done; [ -n "${KEEP_TMP:-}" ] || rm -rf "$tmp"' EXIT

# Waits (up to about a minute) until FILE has a line matching PATTERN.
wait_for() {
  i=0
  while [ $i -lt 600 ]; do
    grep -q "$2" "$1" 2>/dev/null && return 0
    sleep 0.1; i=$((i + 1))
  done
  return 1
}
# The field WORD's value in the last line of FILE that has it.
field() { grep -o "$2 [^ ;]*" "$1" | tail -1 | cut -d' ' -f2; }

# The host: Anna at seat 1, seat 2 a remote player (its control clicked past the computer strengths).
remote_seat2="newgame seat2; newgame seat2; newgame seat2; newgame seat2"
XDG_DATA_HOME="$host_home" "$gah" --fake-clock --script "menu New game; $remote_seat2; newgame start; net joined 30000; print; net play 16; print; net alone 30000; print; net joined 30000; net play 30; print; net play 40; print; wait 1000000" >"$tmp/host1.txt" 2>&1 &
host=$!; pids="$pids $host"
wait_for "$tmp/host1.txt" "hosting at" || { echo "FAIL: the host's window did not open the game to the network: $(cat "$tmp/host1.txt")"; exit 1; }
port=$(grep -o "hosting at [^ ]*" "$tmp/host1.txt" | sed 's/.*://')
code=$(field "$tmp/host1.txt" "code")
echo "host: port $port code $code"
join="menu Join game; join address; type 127.0.0.1:$port; join code"

# A code that is no code, and a code of this game with another secret: refused in words, nothing joined.
out=$(XDG_DATA_HOME="$client_home" "$gah" --fake-clock --script "$join; type ABC; join join; print; quit" 2>&1)
echo "$out" | grep -q 'scene join.*join "That is not an invite code' || { echo "FAIL: a malformed code: $out"; fail=1; }
wrong=$(echo "$code" | cut -c1-5)ZZZZ-ZZZZ
out=$(XDG_DATA_HOME="$client_home" "$gah" --fake-clock --script "$join; type $wrong; join join; net table 30000; print; quit" 2>&1)
echo "$out" | grep -q 'scene join.*join "Could not join: .*invite code' || { echo "FAIL: a wrong code: $out"; fail=1; }
echo "$out" | tail -1

# Bea joins seat 2 and the two windows play 16 moves between them; then her window is killed.
XDG_DATA_HOME="$client_home" "$gah" --fake-clock --script "$join; type $code; join name; type Bea; join join; net table 30000; print; net play 16; print; wait 1000000" >"$tmp/client1.txt" 2>&1 &
client=$!; pids="$pids $client"
wait_for "$tmp/host1.txt" "connected 2 count 0" || { echo "FAIL: the host's line does not show seat 2 connected: $(cat "$tmp/host1.txt")"; fail=1; }
wait_for "$tmp/client1.txt" "net joined seat 2 count 1[6-9]" || { echo "FAIL: the joined window did not play on: $(cat "$tmp/client1.txt")"; fail=1; }
wait_for "$tmp/host1.txt" "connected 2 count 1[6-9]" || { echo "FAIL: the host did not play on: $(cat "$tmp/host1.txt")"; fail=1; }
h=$(grep "connected 2 count 1[6-9]" "$tmp/host1.txt" | tail -1) c=$(grep "net joined seat 2 count 1[6-9]" "$tmp/client1.txt" | tail -1)
hc=$(echo "$h" | grep -o "count [0-9]*") cc=$(echo "$c" | grep -o "count [0-9]*")
hh=$(echo "$h" | grep -o "hash [0-9a-f]*" | tail -1) ch=$(echo "$c" | grep -o "; net.*" | grep -o "hash [0-9a-f]*")
hv=$(echo "$h" | grep -o "view2 [0-9a-f]*" | cut -d' ' -f2) cv=$(echo "$c" | grep -o "view [0-9a-f]*" | cut -d' ' -f2)
ct=$(echo "$c" | grep -o "round [0-9]*, hash [0-9a-f]*" | grep -o "[0-9a-f]*$")
[ "$hc" = "$cc" ] && [ "$hh" = "$ch" ] || { echo "FAIL: host ($hc, $hh) and joined window ($cc, $ch) differ"; fail=1; }
[ -n "$hv" ] && [ "$hv" = "$cv" ] && [ "$cv" = "$ct" ] || { echo "FAIL: the joined table ($ct) is not the host's view of seat 2 ($hv, received $cv)"; fail=1; }
echo "after 16: host $hc $hh, joined $cc $ch"
kill -9 $client
wait_for "$tmp/host1.txt" "connected 0 count" || { echo "FAIL: the host did not see the joined window go: $(tail -2 "$tmp/host1.txt")"; fail=1; }

# Another window joins with the same code, takes seat 2 again and plays to 30 moves.
# Its pause menu has no Save game (the host keeps the game); it plays to the end, where Rematch is the host's,
# and once the host's rematch is hosted (its old connection closed) it joins that with the same code.
XDG_DATA_HOME="$client_home" "$gah" --fake-clock --script "$join; type $code; join join; net table 30000; print; escape; print; escape; net play 40; print; net play 50; print; net play 100000; print; final rematch; print; net closed 30000; final menu; menu Join game; join join; net table 30000; print; wait 1000000" >"$tmp/client2.txt" 2>&1 &
client=$!; pids="$pids $client"
wait_for "$tmp/client2.txt" "net joined seat 2 count [1-3][0-9]" || { echo "FAIL: the second window did not join where the game was: $(cat "$tmp/client2.txt")"; fail=1; }
wait_for "$tmp/host1.txt" "connected 2 count [34][0-9]" || { echo "FAIL: the game did not go on with the second window: $(tail -2 "$tmp/host1.txt")"; fail=1; }
wait_for "$tmp/host1.txt" "connected 2 count [4-9][0-9]" || { echo "FAIL: the host did not reach 40 moves: $(tail -2 "$tmp/host1.txt")"; fail=1; }
before=$(grep "connected 2 count [4-9][0-9]" "$tmp/host1.txt" | tail -1 | grep -o "count [0-9]* hash [0-9a-f]*")

# The host's window dies (kill -9) and is opened again from its save: same code, same port; the joined
# window joins again by itself and finds the game where it was.
kill -9 $host
XDG_DATA_HOME="$host_home" "$gah" --fake-clock --script "menu Continue; net joined 30000; print; net play 50; print; net play 100000; print; final rematch; print; net joined 30000; print; wait 1000000" >"$tmp/host2.txt" 2>&1 &
host=$!; pids="$pids $host"
wait_for "$tmp/host2.txt" "hosting at [^ ]*:$port code $code" || { echo "FAIL: the resumed host did not host the game again: $(cat "$tmp/host2.txt")"; fail=1; }
# The joined window kept playing its turns until the kill, so the game may be a move or two past 40: the
# resumed host has every move (saved after each), and the joined window is back at seat 2.
wait_for "$tmp/host2.txt" "connected 2 count" || { echo "FAIL: the joined window did not join the resumed host: $(cat "$tmp/host2.txt")"; fail=1; }
resumed=$(grep -o "connected 2 count [0-9]*" "$tmp/host2.txt" | head -1 | grep -o "[0-9]*$")
[ "${resumed:-0}" -ge "$(echo "$before" | cut -d' ' -f2)" ] || { echo "FAIL: the resumed host lost moves: $resumed < $before"; fail=1; }
wait_for "$tmp/client2.txt" "net joined seat 2 count [5-9][0-9]" || { echo "FAIL: the joined window did not play on after the host came back: $(tail -2 "$tmp/client2.txt")"; fail=1; }
wait_for "$tmp/host2.txt" "connected 2 count [5-9][0-9]" || { echo "FAIL: the resumed host did not play on: $(tail -2 "$tmp/host2.txt")"; fail=1; }
echo "host killed after: $before; resumed at count $resumed"
grep "scene pause" "$tmp/client2.txt" | grep -q "items Resume|Load saved game" || { echo "FAIL: the joined window's pause menu: $(grep "scene pause" "$tmp/client2.txt")"; fail=1; }

# Both play to the end. The joined window's Rematch is the host's (its final scoring stays, nothing starts
# here); the host's rematch is hosted again with the same code and port (it stopped hosting, and the remote
# seat became the host's), and the joined window joins it with the code it has.
wait_for "$tmp/host2.txt" "scene final" || { echo "FAIL: the hosted game did not end: $(tail -2 "$tmp/host2.txt")"; fail=1; }
wait_for "$tmp/client2.txt" "scene final" || { echo "FAIL: the joined game did not end: $(tail -2 "$tmp/client2.txt")"; fail=1; }
# The same game at the end on both sides: the joined window's final table is the host's view of seat 2 at its
# final scoring (compared there: mid-game each window prints when its own count passes 50, the host may be a move
# further by then, and once the host starts its rematch the joined window's line says it is rejoining).
h=$(grep "scene final" "$tmp/host2.txt" | head -1 | grep -o "view2 [0-9a-f]*" | cut -d' ' -f2)
c=$(grep "scene final" "$tmp/client2.txt" | head -1 | grep -o "round [0-9]*, hash [0-9a-f]*" | grep -o "[0-9a-f]*$")
[ -n "$h" ] && [ "$h" = "$c" ] || { echo "FAIL: after the host came back, the host's view of seat 2 ($h) and the joined window's table ($c) differ at the end"; fail=1; }
echo "after the host came back, at the end: host's view of seat 2 $h, joined table $c"
wait_for "$tmp/host2.txt" "scene table.*commands 0,.*net host port $port code $code connected 2 count 0" || { echo "FAIL: the rematch was not hosted with the same code and port, or not joined: $(tail -3 "$tmp/host2.txt")"; fail=1; }
wait_for "$tmp/client2.txt" "scene table.*net joined seat 2 count 0" || { echo "FAIL: the joined window did not join the rematch: $(tail -2 "$tmp/client2.txt")"; fail=1; }
# Its script printed after the game's end and after its Rematch, before joining: both on the final scoring.
[ "$(grep -c "scene final" "$tmp/client2.txt")" -eq 2 ] || { echo "FAIL: the joined window's Rematch left its final scoring: $(grep "scene" "$tmp/client2.txt" | tail -3)"; fail=1; }
[ "$(grep -c "hosting at [^ ]*:$port code $code" "$tmp/host2.txt")" -eq 2 ] || { echo "FAIL: the rematch's hosting: $(grep hosting "$tmp/host2.txt")"; fail=1; }
echo "rematch: $(grep -o "scene table.*commands 0,.*net host port [0-9]* code [^ ]* connected [0-9]* count 0" "$tmp/host2.txt" | tail -1 | grep -o "net host.*")"
exit $fail

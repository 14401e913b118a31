#!/bin/sh
# Network play on loopback with gah-cli host and join (bg/net.h), every run bounded in time, ports chosen
# by the system (--port 0): a whole game between a host and two joined headless clients, the state hash
# equal on all three after every move; a client killed mid-game that rejoins and the game ends normally; a
# host killed with kill -9 that resumes from its save while the clients rejoin; a computer standing in for
# a seat nobody holds; two games on one host. Prints the latency of a
# move on loopback (a measurement, not a check).
#   test_net_game.sh GAH_CLI
set -eu
cli=$1
dir=$(mktemp -d)
pids=""
cleanup() {
  for p in $pids; do kill -9 "$p" 2>/dev/null || true; done
  rm -rf "$dir"
}
trap cleanup EXIT INT TERM
fail() { echo "FAIL: $*"; for f in "$dir"/*.out; do echo "== $f"; tail -n 15 "$f"; done; exit 1; }

# Waits (up to 20 s) for a file to have at least $2 lines.
wait_lines() {
  i=0
  while [ ! -f "$1" ] || [ "$(wc -l <"$1")" -lt "$2" ]; do
    i=$((i + 1)); [ $i -gt 200 ] && fail "$1 never reached $2 lines"
    sleep 0.1
  done
}

# Waits (up to 20 s) for a line matching $2 in file $1.
wait_grep() {
  i=0
  until grep -q "$2" "$1" 2>/dev/null; do
    i=$((i + 1)); [ $i -gt 200 ] && fail "$1 never said '$2'"
    sleep 0.1
  done
}

# Every position a client logged (moves, host hash, its view hash) is the host's at that many moves, and
# the view the client holds is the one the host made for its seat; at least $4 positions compared.
check_hashes() { # HOST_LOG CLIENT_LOG SEAT MIN
  python3 - "$@" <<'PY' || fail "hashes differ ($2)"
import sys
host_log, client_log, seat, least = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
host = {}
for line in open(host_log):
    f = line.split()
    host[int(f[1])] = (f[2], f[3 + seat])
compared = 0
for line in open(client_log):
    count, state, view = line.split()
    count = int(count)
    if count not in host:
        continue  # a position the host made but had not logged when it was killed
    if host[count] != (state, view):
        sys.exit(f"{client_log}: at {count} moves the client has {state} {view}, the host {host[count]}")
    compared += 1
if compared < least:
    sys.exit(f"{client_log}: only {compared} positions compared")
print(f"{client_log.rsplit('/', 1)[-1]}: {compared} positions, hashes equal")
PY
}

start_host() { # NAME ARGS...: starts gah-cli host in the background, its port in $port
  name=$1; shift
  rm -f "$dir/$name.port"
  "$cli" host --port-file "$dir/$name.port" --hash-log "$dir/$name.hashes" --exit-when-over --quiet "$@" \
    >>"$dir/$name.out" 2>&1 &
  host_pid=$!
  pids="$pids $host_pid"
  i=0
  while [ ! -s "$dir/$name.port" ]; do
    i=$((i + 1)); [ $i -gt 200 ] && fail "the host $name did not start"
    sleep 0.1
  done
  port=$(cat "$dir/$name.port")
}

join() { # NAME SEAT ARGS...
  name=$1 seat=$2; shift 2
  "$cli" join "127.0.0.1:$port" "$code" --seat "$seat" --auto random --quiet --hash-log "$dir/$name.hashes" "$@" \
    >>"$dir/$name.out" 2>&1 &
  last_pid=$!
  pids="$pids $last_pid"
}

code=K7QM-X4TR-9PBW

# 1. A whole game: two remote seats and a computer at the host.
start_host h1 --port 0 --players 3 --seed 11 --seat 2 easy --code "$code" "$dir/g1"
join a1 0 --latency; a=$last_pid
join b1 1 --latency; b=$last_pid
wait "$a" || fail "client 0 did not finish the game"
wait "$b" || fail "client 1 did not finish the game"
wait "$host_pid" || fail "the host did not end"
grep -q "over after" "$dir/h1.out" || fail "the host did not see the game end"
final_host=$(sed -n 's/.*over after .* scores: //p' "$dir/h1.out")
for f in a1 b1; do
  grep -q "Final scores: $final_host" "$dir/$f.out" || fail "$f's final scores differ from the host's ($final_host)"
done
check_hashes "$dir/h1.hashes" "$dir/a1.hashes" 0 20
check_hashes "$dir/h1.hashes" "$dir/b1.hashes" 1 20
# The save replays to the end the host reached.
"$cli" replay "$dir/g1/game.gah" >"$dir/replay1.out" || fail "the host's save does not replay"
grep latency "$dir/a1.out" "$dir/b1.out" | sed 's/.*latency/latency on loopback/'

# 2. A client killed mid-game rejoins with the same code and seat; the game ends normally.
code=M3NP-Q5RS-T6UV
start_host h2 --port 0 --players 2 --seed 12 --code "$code" "$dir/g2"
join a2 0 --delay-ms 15; a=$last_pid
join b2 1 --delay-ms 15; b=$last_pid
wait_lines "$dir/b2.hashes" 30
kill -9 "$b"
wait "$b" 2>/dev/null || true
wait_grep "$dir/h2.out" "seat 1 left"
join b2 1; b=$last_pid
wait "$a" || fail "client 0 did not finish the game after client 1 rejoined"
wait "$b" || fail "the rejoined client 1 did not finish the game"
wait "$host_pid" || fail "the host did not end"
grep -q "over after" "$dir/h2.out" || fail "the game with a rejoin did not end"
[ "$(grep -c "seat 1 joined" "$dir/h2.out")" -eq 2 ] || fail "client 1 did not join twice"
check_hashes "$dir/h2.hashes" "$dir/a2.hashes" 0 20
check_hashes "$dir/h2.hashes" "$dir/b2.hashes" 1 20

# 3. The host killed with kill -9 resumes from its save on the same port; the clients rejoin by themselves.
code=W7XY-Z8AB-C9DE
start_host h3 --port 0 --players 2 --seed 13 --code "$code" "$dir/g3"
join a3 0 --delay-ms 15 --retry 30; a=$last_pid
join b3 1 --delay-ms 15 --retry 30; b=$last_pid
wait_lines "$dir/h3.hashes" 40
kill -9 "$host_pid"
wait "$host_pid" 2>/dev/null || true
moves_at_kill=$(sed -n 's/^[0-9]* \([0-9]*\) .*/\1/p' "$dir/h3.hashes" | tail -n 1)
start_host h3 --port "$port" "$dir/g3"
grep -q "resumed" "$dir/h3.out" || fail "the host did not resume its game"
resumed_at=$(sed -n 's/.*resumed, code .*, \([0-9]*\) moves;.*/\1/p' "$dir/h3.out")
[ "$resumed_at" -ge "$moves_at_kill" ] || fail "the host resumed at $resumed_at moves, its last logged was $moves_at_kill"
wait "$a" || fail "client 0 did not finish the game across the host's crash"
wait "$b" || fail "client 1 did not finish the game across the host's crash"
wait "$host_pid" || fail "the resumed host did not end"
grep -q "over after" "$dir/h3.out" || fail "the resumed game did not end"
for s in 0 1; do
  [ "$(grep -c "seat $s joined" "$dir/h3.out")" -ge 2 ] || fail "client $s did not rejoin the resumed host"
done
check_hashes "$dir/h3.hashes" "$dir/a3.hashes" 0 20
check_hashes "$dir/h3.hashes" "$dir/b3.hashes" 1 20

# 4. A seat nobody holds is played by a computer at the host once it has waited (--takeover), and
# given back when its player comes.
code=F2GH-J3KM-N4PQ
start_host h4 --port 0 --players 2 --seed 14 --code "$code" --takeover random --takeover-after 1 "$dir/g4"
join a4 0 --delay-ms 10; a=$last_pid
wait_lines "$dir/a4.hashes" 40
wait_grep "$dir/h4.out" "random plays for seat 1 until its player is back"
join b4 1; b=$last_pid
wait "$a" || fail "client 0 did not finish the game with a computer standing in"
wait "$b" || fail "client 1 did not finish the game it came back to"
wait "$host_pid" || fail "the host did not end"
grep -q "seat 1 joined" "$dir/h4.out" || fail "seat 1 did not get its seat back"
check_hashes "$dir/h4.hashes" "$dir/a4.hashes" 0 20
check_hashes "$dir/h4.hashes" "$dir/b4.hashes" 1 1

# 5. One host, two games, each with its own new code (read from the host's first lines).
start_host h5 --port 0 --players 2 --seed 15 "$dir/g5a" "$dir/g5b"
code_a=$(sed -n 's/^game 0: .* code \([A-Z0-9-]*\),.*/\1/p' "$dir/h5.out")
code_b=$(sed -n 's/^game 1: .* code \([A-Z0-9-]*\),.*/\1/p' "$dir/h5.out")
[ -n "$code_a" ] && [ -n "$code_b" ] && [ "$code_a" != "$code_b" ] || fail "the two games have no codes of their own"
code=$code_a; join a5 0; a=$last_pid; join b5 1; b=$last_pid
code=$code_b; join c5 0; c=$last_pid; join d5 1; d=$last_pid
for p in $a $b $c $d; do wait "$p" || fail "a client of the two-game host did not finish"; done
wait "$host_pid" || fail "the two-game host did not end"
[ "$(grep -c "over after" "$dir/h5.out")" -eq 2 ] || fail "the two games did not both end"
echo "network games: whole game, client rejoin, host crash and resume, a computer standing in, two games: ok"

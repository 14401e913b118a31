#!/usr/bin/env bash
# Window benchmark: frame times of a mid-game table at 1920x1080 and 3840x2160 with SDL's software renderer
# (the base game and with every Let's Waltz module), the time to the first frame (table and menu), peak memory, and the
# processor time of the window at rest (headless, dummy video driver). One figure a line.
# Usage: tools/bench_ui.sh [FRAMES [PLAYERS]]; GAH_BUILD picks the build directory (default build-bench/,
# set up as releases are: with LTO, as meson.build says).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
b=${GAH_BUILD:-build-bench}
[ -f "$b/build.ninja" ] || meson setup "$b" -Db_lto=true >/dev/null
ninja -C "$b" >/dev/null
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
frames=${1:-600} players=${2:-4}
gah() {
  SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-dummy} SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software XDG_DATA_HOME="$tmp" "$b"/gah "$@"
}
# One run not measured first: the first process after the build meets cold caches (the pages just written,
# the fonts, the libraries), which made the 1920x1080 start-up below look slower than the 4K one after it.
gah --bench 3 --size 1920x1080 --players "$players" >/dev/null
gah --bench "$frames" --size 1920x1080 --players "$players"
# Let's Waltz modules on: the ballrooms' champagne, the lounge, the entrances, the key, the bells.
gah --bench "$frames" --size 1920x1080 --players "$players" --waltz 1,2,3,4,5 |
  sed -n 's/^\(median frame ms\|p99 frame ms\)/\1 with every Let'"'"'s Waltz module/p'
# Let's Roll's mid-game table (issue 34): its sheets drawn by hand, kept as one layer while nothing changes.
gah --game roll --scene midgame --bench "$frames" --size 1920x1080 --players "$players" |
  sed -n 's/^\(median frame ms\|p99 frame ms\)/\1 of Let'"'"'s Roll/p'
# At 4K, where the 2x atlas pages are decoded and drawn (issue 21): start-up and frame times.
gah --bench $((frames / 5 > 5 ? frames / 5 : 5)) --size 3840x2160 --players "$players" |
  sed -n 's/^\(.*time to first frame\|median frame ms\|p99 frame ms\)/\1 at 3840x2160/p'
# The main menu's first frame: it opens while the atlas pages are still being decoded (it draws no card).
gah --bench 5 --size 1920x1080 --scene menu | sed -n 's/^\(.*time to first frame\)/\1 (menu)/p'
gah --bench 5 --size 3840x2160 --scene menu | sed -n 's/^\(.*time to first frame\)/\1 (menu) at 3840x2160/p'
# Idle CPU: the window at rest for 10 s, from the kernel's account of the process (user + system ticks);
# a window that redraws without end shows tens of percent.
idle() { # scene options...
  # exec: $! must be the game's own process, not a subshell running the function
  (exec env SDL_VIDEODRIVER="${SDL_VIDEODRIVER:-dummy}" SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software XDG_DATA_HOME="$tmp" \
    "$b"/gah --size 1920x1080 "$@" >/dev/null 2>&1) &
  local pid=$! hz t0 t1
  hz=$(getconf CLK_TCK)
  sleep 8 # start-up (a mid-game table plays its first rounds) takes seconds on a busy machine
  t0=$(awk '{print $14 + $15}' "/proc/$pid/stat")
  sleep 10
  t1=$(awk '{print $14 + $15}' "/proc/$pid/stat")
  kill "$pid"; wait "$pid" 2>/dev/null || true
  awk -v d=$((t1 - t0)) -v hz="$hz" 'BEGIN { printf "%.1f\n", d * 100 / hz / 10 }'
}
echo "idle CPU on the menu, % of a core: $(idle)"
echo "idle CPU at a mid-game table, % of a core: $(idle --scene midgame --players "$players")"
echo "idle CPU at a mid-game table, Ballrooms panel and lounge open (modules 1, 2), % of a core: $(idle --scene ballrooms --players "$players" --waltz 1,2)"
echo "idle CPU at a Let's Roll mid-game table, % of a core: $(idle --game roll --scene midgame --players "$players")"
echo "idle CPU at a solo table against Elisabeth (modules 1, 2), % of a core: $(idle --scene midgame --players 1 --waltz 1,2)"

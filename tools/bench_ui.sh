#!/usr/bin/env bash
# Window benchmark: frame times of a mid-game table at 1920x1080 with SDL's software renderer, the time
# to the first frame and peak memory (headless, dummy video driver). One figure a line.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
# Figures are for the release build: its own folder, with link-time optimisation (meson.build).
[ -f build-bench/build.ninja ] || meson setup build-bench -Db_lto=true >/dev/null
ninja -C build-bench >/dev/null
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-dummy} SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software XDG_DATA_HOME="$tmp" \
  build-bench/gah --bench "${1:-600}" --size 1920x1080 --players "${2:-4}"
# Start-up at 4K, where the 2x atlas pages are decoded (issue 21).
SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-dummy} SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software XDG_DATA_HOME="$tmp" \
  build-bench/gah --bench 5 --size 3840x2160 --players "${2:-4}" | sed -n 's/^\(.*time to first frame\)/\1 at 3840x2160/p'
# Idle CPU: the window at rest on the main menu and on a mid-game table, 10 s each, from the kernel's
# account of the process (user + system ticks); a window that redraws without end shows tens of percent.
idle() { # scene options...
  SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-dummy} SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software XDG_DATA_HOME="$tmp" \
    build-bench/gah --size 1920x1080 "$@" >/dev/null 2>&1 &
  local pid=$! hz t0 t1
  hz=$(getconf CLK_TCK)
  sleep 3
  t0=$(awk '{print $14 + $15}' "/proc/$pid/stat")
  sleep 10
  t1=$(awk '{print $14 + $15}' "/proc/$pid/stat")
  kill "$pid"; wait "$pid" 2>/dev/null || true
  echo $(( (t1 - t0) * 100 / hz / 10 ))
}
echo "idle CPU on the menu, % of a core: $(idle)"
echo "idle CPU at a mid-game table, % of a core: $(idle --scene midgame --players "${2:-4}")"

#!/usr/bin/env bash
# Window benchmark: frame times of a mid-game table at 1920x1080 with SDL's software renderer, the time
# to the first frame and peak memory (headless, dummy video driver). One figure a line.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
[ -f build/build.ninja ] || meson setup build >/dev/null
ninja -C build >/dev/null
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-dummy} SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software XDG_DATA_HOME="$tmp" \
  build/gah --bench "${1:-600}" --size 1920x1080 --players "${2:-4}"

#!/bin/sh
# Issue 40: with no display the window must not run unseen for ever (SDL's fallback draws into memory):
# it refuses at once, with one line that says why and what to do, and status 1. A run that asks for the
# headless driver by name (the tests) still runs. Usage: test_no_display.sh GAH
gah="$1"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
status=0
env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER SDL_AUDIODRIVER=dummy XDG_DATA_HOME="$tmp" \
    timeout 60 "$gah" > "$tmp/out" 2> "$tmp/err"
rc=$?
if [ $rc -ne 1 ]; then echo "no display: status $rc, wanted 1 (124: it ran on unseen)"; status=1; fi
if ! grep -q '^gah: no display to open the window on' "$tmp/err"; then
    echo "no display: the line that says why is missing:"; cat "$tmp/err"; status=1
fi
env -u DISPLAY -u WAYLAND_DISPLAY SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software \
    XDG_DATA_HOME="$tmp" timeout 120 "$gah" --frames 3 > /dev/null 2> "$tmp/err2"
rc=$?
if [ $rc -ne 0 ]; then echo "SDL_VIDEODRIVER=dummy: status $rc, wanted 0:"; cat "$tmp/err2"; status=1; fi
[ $status -eq 0 ] && echo "ok: no display refused at once; the dummy driver asked for by name runs"
exit $status

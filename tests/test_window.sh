#!/bin/sh
# The game window runs headless (dummy video/audio, software renderer): it renders frames, a click on
# "Quit" plays a sound and quits, and missing or broken data gives a readable message, not a crash.
set -u
gah="$1"
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail=0
"$gah" --frames 5 --size 1920x1080 --screenshot "$tmp/title.png" || { echo "FAIL: 5 frames did not exit 0"; fail=1; }
[ -s "$tmp/title.png" ] && head -c 8 "$tmp/title.png" | grep -q PNG || { echo "FAIL: no PNG screenshot"; fail=1; }
out=$("$gah" --frames 200 --click 960,816) || { echo "FAIL: click on Quit did not exit 0"; fail=1; }
echo "$out" | grep -q "sounds played: 1" || { echo "FAIL: the click played no sound: $out"; fail=1; }
# Missing data folder: a copy of the program with nothing beside it.
mkdir -p "$tmp/alone" && cp "$gah" "$tmp/alone/gah"
if GAH_DATA_DIR= "$tmp/alone/gah" --frames 2 2>"$tmp/err"; then echo "FAIL: ran without data"; fail=1; fi
grep -q "data folder was not found" "$tmp/err" || { echo "FAIL: no readable message: $(cat "$tmp/err")"; fail=1; }
# A broken image: the message names the file.
mkdir -p "$tmp/bad" && echo "not an svg" > "$tmp/bad/emblem.svg"
if GAH_DATA_DIR="$tmp/bad" "$gah" --frames 2 2>"$tmp/err"; then echo "FAIL: ran with a broken image"; fail=1; fi
grep -q "emblem.svg could not be loaded" "$tmp/err" || { echo "FAIL: no readable message: $(cat "$tmp/err")"; fail=1; }
[ $fail = 0 ] && echo "window tests passed"
exit $fail

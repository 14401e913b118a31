#!/bin/sh
# Runs an installed game from its install folder alone: a whole game through the window (headless), a
# click that plays a sound, self-played games with gah-cli. Used by test_install.sh and test_deb.sh.
#   smoke_installed.sh BIN_DIR
# Nothing of the build is in reach: a clean environment (no GAH_DATA_DIR), a scratch home and working
# folder; a data file the install lacks, or one looked for where only the build tree has it, fails.
set -u
bin="$1"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/home" "$tmp/cwd"
cd "$tmp/cwd" || exit 1
run() {
  env -i PATH=/usr/bin:/bin HOME="$tmp/home" XDG_DATA_HOME="$tmp/home/.local/share" \
    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software "$@"
}
fail=0
# Every file the window reads is loaded on the way; any that is missing or broken shows in the messages.
if ! run "$bin/gah" --smoke --players 2 --seed 5 --size 1280x720 >"$tmp/out" 2>"$tmp/err"; then
  echo "FAIL: the installed gah --smoke failed:"; cat "$tmp/out" "$tmp/err"; fail=1
fi
cat "$tmp/out"
if grep -q "could not\|not found\|is missing" "$tmp/err"; then
  echo "FAIL: the installed game misses files:"; cat "$tmp/err"; fail=1
fi
out=$(run "$bin/gah" --frames 200 --click 960,945 2>&1) || { echo "FAIL: a click on Quit did not exit 0: $out"; fail=1; }
echo "$out" | grep -q "sounds played: 1" || { echo "FAIL: the installed game played no sound: $out"; fail=1; }
ls "$tmp/home/.local/share/grand-austria-hotel/gah/games/"game-*.gah >/dev/null 2>&1 || { echo "FAIL: no saved game in the game folder"; fail=1; }
if ! run "$bin/gah-cli" selfplay --mixed --games 12 --check --quiet >"$tmp/out" 2>&1; then
  echo "FAIL: the installed gah-cli selfplay failed:"; cat "$tmp/out"; fail=1
fi
cat "$tmp/out"
run "$bin/gah" --help >/dev/null || { echo "FAIL: gah --help"; fail=1; }
[ $fail = 0 ] && echo "the installed game runs"
exit $fail

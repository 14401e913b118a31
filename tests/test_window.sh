#!/bin/sh
# The game window runs headless (dummy video/audio, software renderer): every scene renders, a click on
# "Quit" plays a sound and quits, a whole game plays through the mouse (--smoke), and missing or broken
# data gives a readable message, not a crash.
set -u
. "$(dirname "$0")/headless_window.sh"
is_png() { [ -s "$1" ] && head -c 8 "$1" | grep -q PNG; }
"$gah" --frames 5 --size 1920x1080 --screenshot "$tmp/menu.png" || { echo "FAIL: the menu did not render"; fail=1; }
is_png "$tmp/menu.png" || { echo "FAIL: no PNG of the menu"; fail=1; }
for scene in newgame table midgame final settings rules; do
  "$gah" --scene $scene --frames 3 --size 1280x720 --screenshot "$tmp/$scene.png" || { echo "FAIL: scene $scene"; fail=1; }
  is_png "$tmp/$scene.png" || { echo "FAIL: no PNG of scene $scene"; fail=1; }
done
out=$("$gah" --frames 200 --click 960,945) || { echo "FAIL: click on Quit did not exit 0"; fail=1; }
echo "$out" | grep -q "sounds played: 1" || { echo "FAIL: the click played no sound: $out"; fail=1; }
# Computer seats play through the same path (their view only), one command at a time: one beside a
# person, and a game of computers only, to watch (2-player games: the same paths, half the time).
for computers in 1 2; do
  out=$("$gah" --smoke --players 2 --computers $computers --seed 5 --size 1280x720) || { echo "FAIL: $computers computer seats: $out"; fail=1; }
  echo "$out" | grep -q "smoke game finished" || { echo "FAIL: the game with $computers computer seats did not finish: $out"; fail=1; }
done
for players in 1 2 4; do
  out=$("$gah" --smoke --players $players --seed 3 --size 1920x1080) || { echo "FAIL: smoke game ($players players): $out"; fail=1; }
  echo "$out"
done
# A solo game started the way a person does (menu, new-game screen with 1 player, Hard, Start), played
# for a while through the mouse, quit, and resumed through Continue: the same game, to the byte.
script="menu New game; newgame minus; newgame hard; newgame start; wait 5; smoke 40; print; quit"
first=$("$gah" --fake-clock --script "$script" 2>&1) || { echo "FAIL: solo game from the new-game screen: $first"; fail=1; }
echo "$first" | grep -q "automa leopold,difficulty hard" || { echo "FAIL: the new-game screen did not start a solo game: $first"; fail=1; }
second=$("$gah" --fake-clock --script "menu Continue; wait 3; print; quit" 2>&1) || { echo "FAIL: Continue: $second"; fail=1; }
want=$(echo "$first" | sed -n 's/.*\(game players.*\)$/\1/p')
got=$(echo "$second" | sed -n 's/.*\(game players.*\)$/\1/p')
if [ -z "$want" ] || [ "$want" != "$got" ]; then echo "FAIL: Continue did not resume the solo game: '$want' / '$got'"; fail=1; fi
echo "solo game resumed: $got"
# Issue 13: a click while something moves skips it and still acts. With animations on, the set-up is
# played through the mouse (every move clicked during the previous one's animation), then an action space
# is clicked while the dice still tumble: the die is taken.
# (A folder of its own: the new-game screen offers the last game's players, the solo game's above.)
out=$(XDG_DATA_HOME="$tmp/xdg-anim" "$gah" --fake-clock --script "menu New game; newgame seed; type 20261123; newgame start; animations on; setup; print; space; print; quit" 2>&1) ||
  { echo "FAIL: clicks during animations: $out"; fail=1; }
before=$(echo "$out" | sed -n 's/.*commands \([0-9]*\),.*/\1/p' | head -1)
after=$(echo "$out" | sed -n 's/.*commands \([0-9]*\),.*/\1/p' | tail -1)
echo "$out" | grep -q "click on space [1-6] while animating" || { echo "FAIL: the click was not made during an animation: $out"; fail=1; }
# The die is taken (one command); a choice with one option that follows is made by the table, so the
# record may grow by more than one.
[ -n "$before" ] && [ "$after" -gt "$before" ] || { echo "FAIL: a click during an animation did not act ($before -> $after)"; fail=1; }
# Let's Waltz module 3: the window does not draw the entrances yet, but a smoke game with the auction and
# the entrances' commands (buttons for now) plays to the end.
out=$("$gah" --smoke --players 3 --waltz 3 --seed 4 --size 1280x720 2>&1) || { echo "FAIL: smoke game with module 3: $out"; fail=1; }
echo "$out" | grep -q "smoke game finished" || { echo "FAIL: the smoke game with module 3 did not finish: $out"; fail=1; }
# Dinner for One with Let's Waltz: a smoke game against Elisabeth with module 2, and saved solo games with
# modules 1 and 1+2 (module 1 loads through the preview) played on through the mouse past the first
# ballroom scoring. Module 2 at each difficulty: test_window_lounge.sh; her panel and paced turn: test_lounge_ui.c.
out=$("$gah" --smoke --players 1 --waltz 2 --seed 4 --size 1280x720 2>&1) || { echo "FAIL: smoke game against Elisabeth: $out"; fail=1; }
echo "$out" | grep -q "smoke game finished.*Elisabeth" || { echo "FAIL: the smoke game against Elisabeth did not finish: $out"; fail=1; }
mkdir -p "$XDG_DATA_HOME/grand-austria-hotel/gah"
for w in 1 1,2; do
  printf 'GAH-SAVE 2\nengine 0.2.0\nplayers 2\nhotels night\nintro 0\ndraft 0\nautoma elisabeth\ndifficulty medium\nwaltz %s\nseed 9\nseat 0 0 "Anna"\nseat 1 1 "Elisabeth"\ncommands 0\n' "$w" \
    > "$XDG_DATA_HOME/grand-austria-hotel/gah/saved.gah"
  out=$("$gah" --fake-clock --script "menu Load saved game; smoke 45; print; quit" 2>&1) || { echo "FAIL: Elisabeth, modules $w: $out"; fail=1; }
  echo "$out" | grep -Eq "scene table; game .*automa elisabeth.*waltz $w,.* commands (4[5-9]|[5-9][0-9]), round [4-7]" ||
    { echo "FAIL: the game against Elisabeth (modules $w) did not go on: $out"; fail=1; }
done
rm -f "$XDG_DATA_HOME/grand-austria-hotel/gah/saved.gah"
# A damaged save: loading it says what is wrong in one short line, naming the file, not the whole path.
save="$XDG_DATA_HOME/grand-austria-hotel/gah/saved.gah"
cp "$(ls -t "$XDG_DATA_HOME"/grand-austria-hotel/gah/games/game-*.gah | head -1)" "$save"
sed -i 's/^\(p0 \)\(.*\)$/\1bottom 5/' "$save"
out=$("$gah" --fake-clock --script "menu Load saved game; print; quit" 2>/dev/null)
echo "$out" | grep -q 'scene menu; status "Could not load saved.gah: line [0-9]*: p0 bottom 5 was refused (' ||
  { echo "FAIL: no readable load message: $out"; fail=1; }
echo "$out" | grep -q "$XDG_DATA_HOME" && { echo "FAIL: the load message shows the whole path: $out"; fail=1; }
# Your own art: a PNG named by card id in the user's art folder replaces the generated face.
art="$XDG_DATA_HOME/grand-austria-hotel/gah/art"; mkdir -p "$art"
"$gah" --frames 1 --size 180x260 --screenshot "$art/staff-17.png" >/dev/null 2>&1
out=$("$gah" --frames 2 2>&1)
echo "$out" | grep -q "using 1 card pictures of your own" || { echo "FAIL: own card art not picked up: $out"; fail=1; }
ls "$XDG_DATA_HOME"/grand-austria-hotel/gah/games/game-*.gah >/dev/null 2>&1 || { echo "FAIL: no autosave written"; fail=1; }
# Missing data folder: a copy of the program with nothing beside it.
mkdir -p "$tmp/alone" && cp "$gah" "$tmp/alone/gah"
if GAH_DATA_DIR= "$tmp/alone/gah" --frames 2 2>"$tmp/err"; then echo "FAIL: ran without data"; fail=1; fi
grep -q "data folder was not found" "$tmp/err" || { echo "FAIL: no readable message: $(cat "$tmp/err")"; fail=1; }
# A broken image: the message names the file.
mkdir -p "$tmp/bad" && echo "not an svg" > "$tmp/bad/emblem.svg"
if GAH_DATA_DIR="$tmp/bad" "$gah" --frames 2 2>"$tmp/err"; then echo "FAIL: ran with a broken image"; fail=1; fi
grep -q "emblem.svg could not be loaded" "$tmp/err" || { echo "FAIL: no readable message: $(cat "$tmp/err")"; fail=1; }
# Missing card art: a readable message naming the index.
mkdir -p "$tmp/noart" && cp "$(dirname "$gah")/assets/emblem.svg" "$tmp/noart/"
if GAH_DATA_DIR="$tmp/noart" "$gah" --frames 2 2>"$tmp/err"; then echo "FAIL: ran without card art"; fail=1; fi
grep -q "atlas.idx is missing" "$tmp/err" || { echo "FAIL: no readable message: $(cat "$tmp/err")"; fail=1; }
[ $fail = 0 ] && echo "window tests passed"
exit $fail

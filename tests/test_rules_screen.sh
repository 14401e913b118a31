#!/bin/sh
# Issue 13, the Rules screen through the window's own mouse handling (headless): it opens from the main
# menu on its first chapter, every chapter in the side bar can be clicked, the card chapter shows the
# cards' faces (one under the mouse is picked out and shown large), typing searches it, and Back returns
# to the menu it came from.
set -u
. "$(dirname "$0")/headless_window.sh"
script="menu Rules and cards; print; rules The main board; print; rules The action spaces; print; rules Your hotel; print;
rules Rule variants; print; rules Waltz 1: Ballrooms; print; rules Waltz 2: Celebrities; print;
rules Waltz 3: Entrances; print; rules Waltz 4: Start player; print; rules Waltz 5: More staff; print; rules Every card; hover 450,260; wait 1; print; rules back; print; quit"
script=$(echo "$script" | tr '\n' ' ')
out=$("$gah" --fake-clock --script "$script" 2>&1) || { echo "FAIL: the rules screen: $out"; fail=1; }
lines=$(echo "$out" | grep "^gah: scene" | sed 's/^gah: scene //')
expect="rules; rules chapter 1, card under the mouse -1
rules; rules chapter 2, card under the mouse -1
rules; rules chapter 3, card under the mouse -1
rules; rules chapter 4, card under the mouse -1
rules; rules chapter 5, card under the mouse -1
rules; rules chapter 6, card under the mouse -1
rules; rules chapter 7, card under the mouse -1
rules; rules chapter 8, card under the mouse -1
rules; rules chapter 9, card under the mouse -1
rules; rules chapter 10, card under the mouse -1
rules; rules chapter 11, card under the mouse 0
menu; first item \"Continue\""
[ "$lines" = "$expect" ] || { echo "FAIL: the rules screen went '$lines'"; fail=1; }
# Typing searches the cards: the card chapter opens on what matches.
out=$("$gah" --fake-clock --script "menu Rules and cards; type baroness; wait 1; print; quit" 2>&1)
echo "$out" | grep -q "^gah: scene rules; rules chapter 11," || { echo "FAIL: typing did not open the cards: $out"; fail=1; }
[ $fail = 0 ] && echo "rules screen: tests passed"
exit $fail

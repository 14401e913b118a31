#!/bin/sh
# gah-pack: the same input gives the same bytes, and a broken layout or SVG stops it with the file (and the
# line, for layouts) named.   usage: test_pack.sh GAH_PACK SOURCE_ROOT BUILT_ASSETS
# BUILT_ASSETS is the build's own atlas (build/assets, packed by the build from the same sources and gah-pack):
# the first of the two runs compared, so the test packs the real assets once more, not twice.
set -u
pack="$1"; src="$2"; built="$3"
data="$src/assets/data"; art="$src/assets/art"; layout="$src/assets/layout"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail=0

# Determinism: two runs, the build's and this one, byte for byte.
mkdir -p "$tmp/a"
"$pack" "$data" "$art" "$layout" "$tmp/a" || { echo "FAIL: gah-pack failed on the real assets"; fail=1; }
n=$(ls "$tmp/a" | wc -l)
[ "$n" -ge 4 ] || { echo "FAIL: only $n files written"; fail=1; }
for f in "$tmp"/a/*; do
  cmp -s "$f" "$built/$(basename "$f")" || { echo "FAIL: $(basename "$f") differs between two runs (the build's and this one)"; fail=1; }
done
[ $fail = 0 ] && echo "ok deterministic: $n files identical"

# Every word and figure the boards print (the tracks' figures, the badges, the names; issue 40: 6-8 px) is at
# least 11 window pixels at 1366x768 on the board's scale at the table: gah-pack --text-sizes says so per board.
mkdir -p "$tmp/sizes"
if "$pack" --text-sizes "$data" "$art" "$layout" "$tmp/sizes" > "$tmp/sizes.txt"; then
  for board in board/main board/action hotel/night hotel/day1 hotel/table-4; do
    grep -q "^$board " "$tmp/sizes.txt" || { echo "FAIL: --text-sizes names no $board: $(cat "$tmp/sizes.txt")"; fail=1; }
  done
  small=$(awk '$4 < 11.0' "$tmp/sizes.txt")
  [ -z "$small" ] || { echo "FAIL: board text below 11 px at 1366x768: $small"; fail=1; }
  # Issue 40: a figure in a title face is EB Garamond's old-style one ("0 penalty" read as "o penalty"): the
  # boards set their figures in the number face, as everywhere else.
  oldstyle=$(awk '$5 != 0' "$tmp/sizes.txt")
  [ -z "$oldstyle" ] || { echo "FAIL: board lines with figures in the title face: $oldstyle"; fail=1; }
  [ -z "$small" ] && echo "ok board text at 1366x768: $(awk '{printf "%s %s px; ", $1, $4}' "$tmp/sizes.txt")"
else
  echo "FAIL: gah-pack --text-sizes failed"; fail=1
fi

# expect_error NAME EXPECTED-TEXT ARGS...: gah-pack must exit 1 and print EXPECTED-TEXT.
expect_error() {
  name="$1"; want="$2"; shift 2
  mkdir -p "$tmp/out"
  timeout 60 "$pack" "$@" "$tmp/out" 2>"$tmp/err"; status=$?
  if [ $status -ne 1 ]; then
    echo "FAIL $name: exit status $status, expected 1 ($(cat "$tmp/err"))"; fail=1
  elif ! grep -q "$want" "$tmp/err"; then
    echo "FAIL $name: expected '$want' in: $(cat "$tmp/err")"; fail=1
  else
    echo "ok $name: $(cat "$tmp/err")"
  fi
}
broken_layout() { # name, sed program, file, expected text
  rm -rf "$tmp/layout"; cp -r "$layout" "$tmp/layout"
  sed -i "$2" "$tmp/layout/$3"
  expect_error "$1" "$4" "$data" "$art" "$tmp/layout"
}
broken_layout bad-number 's/^rect main\/deck\/guest 650 250 100 144/rect main\/deck\/guest 650 250 100 tall/' main.txt \
  "main.txt:[0-9][0-9]*: H must be a whole number"
broken_layout short-line 's/^rect hotel\/kitchen .*/rect hotel\/kitchen 430 436/' hotel.txt \
  "hotel.txt:[0-9][0-9]*: expected 'rect NAME X Y W H"
broken_layout unknown-sprite 's/icon\/dustbin/icon\/teapot/' action.txt \
  "action.txt:[0-9][0-9]*: unknown sprite 'icon/teapot'"
broken_layout outside 's/^rect hotel\/money 12 592 735 24/rect hotel\/money 12 600 735 24/' hotel.txt \
  "hotel.txt:[0-9][0-9]*: rect hotel/money .* lies outside board hotel"
broken_layout unknown-keyword 's/^board action 560 300/bord action 560 300/' action.txt \
  "action.txt:[0-9][0-9]*: unknown line 'bord'"
broken_layout missing-rect '/^rect main\/discard\/guest/d' main.txt "main/discard/guest"
# The line number is the right one.
line=$(grep -n '^rect action/dustbin' "$layout/action.txt" | cut -d: -f1)
broken_layout right-line 's/^rect action\/dustbin .*/rect action\/dustbin 1 2 3/' action.txt "action.txt:$line:"

broken_svg() { # name, content of art/icon-cake.svg, expected text
  rm -rf "$tmp/art"; cp -r "$art" "$tmp/art"
  printf '%s' "$2" > "$tmp/art/icon-cake.svg"
  expect_error "$1" "$3" "$data" "$tmp/art" "$layout"
}
broken_svg svg-not-xml 'this is not an svg' "icon-cake.svg: "
broken_svg svg-unclosed '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><circle r="3"' "icon-cake.svg: "
rm -rf "$tmp/art"; cp -r "$art" "$tmp/art"; rm "$tmp/art/die-4.svg"
expect_error svg-missing "die-4.svg is missing" "$data" "$tmp/art" "$layout"
# Special files are refused at once, never read (a FIFO would block for ever).
rm -rf "$tmp/art"; cp -r "$art" "$tmp/art"; rm "$tmp/art/icon-cake.svg"; mkfifo "$tmp/art/icon-cake.svg"
expect_error svg-fifo "icon-cake.svg: .*not a regular file" "$data" "$tmp/art" "$layout"
rm -rf "$tmp/layout"; cp -r "$layout" "$tmp/layout"; rm "$tmp/layout/action.txt"; mkfifo "$tmp/layout/action.txt"
expect_error layout-fifo "action.txt: cannot read: .*not a regular file" "$data" "$art" "$tmp/layout"

# Small faces (issue 13): every name is drawn at the face's floor size, or its short form; one that does not
# fit without a short form, a short form that is not needed or does not fit, and a short form not marked
# house each stop the pack with the file named.
broken_shorts() { # name, sed program on short_names.tsv, expected text
  rm -rf "$tmp/data"; cp -r "$data" "$tmp/data"
  sed -i "$2" "$tmp/data/short_names.tsv"
  expect_error "$1" "$3" "$tmp/data" "$art" "$layout"
}
broken_shorts short-missing '/^staff\t41\t/d' "staff 41 'Operator' does not fit its small face"
broken_shorts short-unneeded '$a guest\t51\tComp.\thouse' "short_names.tsv:[0-9]*: guest 51 'Composer' fits its small face"
broken_shorts short-too-long 's/^objective\t106\t[^\t]*/objective\t106\tThe Emperor smiles on you/' \
  "short_names.tsv:[0-9]*: 'The Emperor smiles on you' does not fit"
broken_shorts short-not-house 's/^staff\t41\t\(.*\)\thouse$/staff\t41\t\1\tfact/' "short_names.tsv:[0-9]*: src 'fact'"

[ $fail = 0 ] && echo "gah-pack tests passed"
exit $fail

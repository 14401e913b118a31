#!/bin/sh
# A data file with an error must fail the generator with the file and line named.
set -u
gen="$1"; data="$2"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail=0
expect_error() { # name, sed program, file, expected text
  rm -rf "$tmp/d"; cp -r "$data" "$tmp/d"
  sed -i "$2" "$tmp/d/$3"
  if python3 "$gen" "$tmp/d" "$tmp/out.c" 2>"$tmp/err"; then
    echo "FAIL $1: the generator accepted a broken $3"; fail=1
  elif ! grep -q "$4" "$tmp/err"; then
    echo "FAIL $1: expected '$4' in: $(cat "$tmp/err")"; fail=1
  else
    echo "ok $1: $(cat "$tmp/err")"
  fi
}
python3 "$gen" "$data" "$tmp/ok.c" || { echo "FAIL: the real data does not generate"; fail=1; }
expect_error bad-colour 's/^75\tBaroness\tblue/75\tBaroness\tpurple/' guests.tsv "guests.tsv:[0-9]*: unknown colour 'purple'"
expect_error bad-number 's/^17\tKitchen Hand\t5/17\tKitchen Hand\tfive/' staff.tsv "staff.tsv:[0-9]*: cost must be a whole number"
expect_error bad-effect 's/draw3play:3/draw4play:3/' guests.tsv "guests.tsv:[0-9]*: unknown effect 'draw4play'"
expect_error short-row 's/^105\tA\tFull purse.*/105\tA/' objectives.tsv "objectives.tsv:[0-9]*: expected 8"
expect_error mixed-group 's/^row Ba Yb Rc Rc Bd/row Ba Yb Rc Yc Bd/' hotels.txt "hotels.txt:[0-9]*: hotel night: group 'c' mixes colours"
expect_error split-group 's/^row Ba Yb Rc Rc Bd/row Bf Yb Rc Rc Bd/' hotels.txt "hotels.txt:[0-9]*: hotel night"
expect_error bad-tile 's/^A3\t/Z3\t/' emperor.tsv "emperor.tsv:[0-9]*: tile id"
expect_error bad-rule 's/^queue_costs\t3 2 1 0 0/queue_costs\t3 2 1/' rules.tsv "rules.tsv:[0-9]*: 'queue_costs' needs 5"
# A FIFO named like a data file is refused at once instead of blocking the build.
rm -rf "$tmp/d"; cp -r "$data" "$tmp/d"; rm "$tmp/d/staff.tsv"; mkfifo "$tmp/d/staff.tsv"
if timeout 30 python3 "$gen" "$tmp/d" "$tmp/out.c" 2>"$tmp/err"; then echo "FAIL fifo: accepted"; fail=1
elif ! grep -q "staff.tsv:0: not a regular file" "$tmp/err"; then echo "FAIL fifo: $(cat "$tmp/err")"; fail=1
else echo "ok fifo: $(cat "$tmp/err")"; fi
exit $fail

#!/bin/sh
# Let's Roll's data: a board file with an error must fail tools/gen_roll_data.py with the file and line named.
set -u
gen="$1"; data="$2"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail=0
expect_error() { # name, sed program, file, expected text
  rm -rf "$tmp/d"; mkdir "$tmp/d"; cp "$data"/roll_* "$tmp/d/"
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
# The hotels: colours, groups as the colours make them, four floors, eight boards.
expect_error bad-colour 's/^row Ba Ba Ba Rc | Yf Yf Rg/row Ba Ba Ba Gc | Yf Yf Rg/' roll_hotels.txt "roll_hotels.txt:[0-9]*: cell 'Gc' must be a colour letter"
expect_error mixed-group 's/^row Ba Ba Ba Rc | Yf Yf Rg/row Ba Ba Ba Rc | Yf Rf Rg/' roll_hotels.txt "roll_hotels.txt:[0-9]*: hotel 1: group 'f' mixes colours"
expect_error split-colour 's/^row Ba Ba Ba Rc | Yf Yf Rg/row Bz Ba Ba Rc | Yf Yf Rg/; s/^row Ba Yb Yb Rc | Bh Bh Rg/row Bz Yb Yb Rc | Bh Bh Rg/' roll_hotels.txt "roll_hotels.txt:[0-9]*: hotel 1: rooms 1 and 2 touch and share a colour"
expect_error big-group 's/^row Rd Rd Be Be | Yi Yi Yi/row Rd Rd Rd Be | Yi Yi Yi/' roll_hotels.txt "roll_hotels.txt:[0-9]*: hotel 1: group 'd' has 5 rooms"
expect_error short-row 's/^row Rd Rd Be Be | Yi Yi Yi/row Rd Rd Be Be | Yi Yi/' roll_hotels.txt "roll_hotels.txt:[0-9]*: expected: row C C C C | C C C"
expect_error hotel-order 's/^hotel 2 house/hotel 3 house/' roll_hotels.txt "roll_hotels.txt:[0-9]*: hotel 3 out of order"
expect_error hotel-src 's/^hotel 2 house/hotel 2 guess/' roll_hotels.txt "roll_hotels.txt:[0-9]*: src must be 'fact' or 'house'"
# The doors and the Emperor spaces: effect words, colours, amounts, every door from the second floor up.
expect_error door-word 's/^8\tprepare:red\t/8\tprepair:red\t/' roll_doors.tsv "roll_doors.tsv:[0-9]*: unknown effect 'prepair'"
expect_error door-colour 's/^8\tprepare:red\t/8\tprepare:green\t/' roll_doors.tsv "roll_doors.tsv:[0-9]*: effect 'prepare': colour must be"
expect_error door-amount 's/^17\tkrone:2\t/17\tkrone:x\t/' roll_doors.tsv "roll_doors.tsv:[0-9]*: the amount of 'krone' must be a whole number"
expect_error door-none 's/^17\tkrone:2\t/17\tnone\t/' roll_doors.tsv "roll_doors.tsv:[0-9]*: room 17, hotel 1: every door from the second floor up has a bonus"
expect_error door-floor1 's/^8\tprepare:red\t/7\tprepare:red\t/' roll_doors.tsv "roll_doors.tsv:[0-9]*: room 7 is on the first floor"
expect_error door-missing '/^28\t/d' roll_doors.tsv "roll_doors.tsv:[0-9]*: rooms without a door bonus: 28"
expect_error door-final 's/^17\tkrone:2\t/17\tcolumn:5\t/' roll_doors.tsv "roll_doors.tsv:[0-9]*: effect 'column' does not belong here"
expect_error emperor-space 's/^1\t5\t/1\t6\t/' roll_emperor.tsv "roll_emperor.tsv:[0-9]*: space 6 is out of range 1..5"
expect_error emperor-header 's/^track\tspace/track\tcell/' roll_emperor.tsv "roll_emperor.tsv:[0-9]*: expected the header"
# The staff: types, moments, effects by type; the boards' slots by type.
expect_error staff-type 's/^5\tfinal\tfinal/5\tlater\tfinal/' roll_staff.tsv "roll_staff.tsv:[0-9]*: type must be one of"
expect_error staff-when 's/^7\tpermanent\tdie:1/7\tpermanent\thired/' roll_staff.tsv "roll_staff.tsv:[0-9]*: a 'permanent' staff member works at die or prepare, not 'hired'"
expect_error staff-die 's/^7\tpermanent\tdie:1/7\tpermanent\tdie:7/' roll_staff.tsv "roll_staff.tsv:[0-9]*: the die's space 7 is out of range 1..6"
expect_error staff-effect 's/^9\tonce\thired\temperor:3/9\tonce\thired\tstrength:3/' roll_staff.tsv "roll_staff.tsv:[0-9]*: effect 'strength' does not belong here"
expect_error staff-either 's/prepare:any:free&occupy:any:free/prepare:any:free\&hire:free/' roll_staff.tsv "roll_staff.tsv:[0-9]*: .*'&' joins a prepare and an occupy"
expect_error staff-missing '/^27\t/d' roll_staff.tsv "roll_staff.tsv:[0-9]*: missing kinds: 27"
expect_error board-slot 's/^1\t1:3\t2:5\t3:4/1\t3:3\t2:5\t1:4/' roll_staff_boards.tsv "roll_staff_boards.tsv:[0-9]*: slot 1 holds a permanent staff member, and kind 3 is once"
expect_error board-cell 's/^1\t1:3\t/1\t1-3\t/' roll_staff_boards.tsv "roll_staff_boards.tsv:[0-9]*: slot 1: expected KIND:COST"
expect_error board-count '/^8\t19:5/d' roll_staff_boards.tsv "roll_staff_boards.tsv:[0-9]*: expected 8 staff boards, found 7"
# The numbers every board shares.
expect_error rule-count 's/^column_vp\t8 7 6 5 6 7 8/column_vp\t8 7 6/' roll_rules.tsv "roll_rules.tsv:[0-9]*: 'column_vp' needs 7 values, has 3"
expect_error rule-missing '/^loan_vp/d' roll_rules.tsv "roll_rules.tsv:[0-9]*: missing key 'loan_vp'"
expect_error rule-light 's/^track_light_from\t4 4 5/track_light_from\t4 4 9/' roll_rules.tsv "roll_rules.tsv:[0-9]*: track 3's light section must start on one of its spaces"
expect_error rule-start 's/^start_rooms\t3 4 5/start_rooms\t3 4 12/' roll_rules.tsv "roll_rules.tsv:[0-9]*: start room 12 is not on the first floor"
# The line number is the right one.
line=$(grep -n '^17	' "$data/roll_doors.tsv" | cut -d: -f1)
expect_error door-line 's/^17\tkrone:2\t/17\tkrone:x\t/' roll_doors.tsv "roll_doors.tsv:$line: the amount"
# A FIFO named like a data file is refused at once instead of blocking the build.
rm -rf "$tmp/d"; mkdir "$tmp/d"; cp "$data"/roll_* "$tmp/d/"; rm "$tmp/d/roll_staff.tsv"; mkfifo "$tmp/d/roll_staff.tsv"
if timeout 30 python3 "$gen" "$tmp/d" "$tmp/out.c" 2>"$tmp/err"; then echo "FAIL fifo: accepted"; fail=1
elif ! grep -q "roll_staff.tsv:0: not a regular file" "$tmp/err"; then echo "FAIL fifo: $(cat "$tmp/err")"; fail=1
else echo "ok fifo: $(cat "$tmp/err")"; fi
exit $fail

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
expect_error short-row 's/^105\tA\tFull purse.*/105\tA/' objectives.tsv "objectives.tsv:[0-9]*: expected 10"
expect_error mixed-group 's/^row Ba Yb Rc Rc Bd/row Ba Yb Rc Yc Bd/' hotels.txt "hotels.txt:[0-9]*: hotel night: group 'c' mixes colours"
expect_error split-group 's/^row Ba Yb Rc Rc Bd/row Bf Yb Rc Rc Bd/' hotels.txt "hotels.txt:[0-9]*: hotel night"
expect_error bad-tile 's/^A3\t/Z3\t/' emperor.tsv "emperor.tsv:[0-9]*: tile id"
# The staff behaviour columns (when, effect): docs/cards.md.
expect_error staff-header 's/^id\tname\tcost\ttype\twhen\teffect/id\tname\tcost\ttype\tmoment\teffect/' staff.tsv "staff.tsv:[0-9]*: expected the header"
expect_error staff-when 's/^17\tKitchen Hand\t5\tpermanent\tdie:6/17\tKitchen Hand\t5\tpermanent\tdice:6/' staff.tsv "staff.tsv:[0-9]*: unknown when 'dice'"
expect_error staff-face 's/^19\tInterior Architect\t3\tpermanent\tdie:3/19\tInterior Architect\t3\tpermanent\tdie:7/' staff.tsv "staff.tsv:[0-9]*: die needs its faces"
expect_error staff-colour 's/moved:red/moved:purple/' staff.tsv "staff.tsv:[0-9]*: moved needs a guest colour"
expect_error staff-effect 's/free;strength:1/free;power:1/' staff.tsv "staff.tsv:[0-9]*: unknown staff effect 'power'"
expect_error staff-effect-place 's/moved:red\tkrone:2/moved:red\tstrength:2/' staff.tsv "staff.tsv:[0-9]*: effect 'strength' does not work at 'moved'"
expect_error staff-amount 's/die:4\tvp:4/die:4\tvp/' staff.tsv "staff.tsv:[0-9]*: effect 'vp' needs an amount"
expect_error staff-unsplit 's/die:4\tunsplit/die:5\tunsplit/' staff.tsv "staff.tsv:[0-9]*: 'unsplit' is action 4's"
expect_error staff-type 's/^21\tChef\t3\tonce\tplay/21\tChef\t3\tonce\tfinal/' staff.tsv "staff.tsv:[0-9]*: a 'once' card works at play, not 'final'"
expect_error staff-order 's/^12\tExecutive/50\tExecutive/' staff.tsv "staff.tsv:[0-9]*: staff ids must ascend"
expect_error staff-name 's/^31\tChambermaid/31\tConcierge/' staff.tsv "staff.tsv:[0-9]*: the name 'Concierge' gives GAH_STAFF_CONCIERGE"
# Let's Waltz module 1's staff: their moments and kinds only on module 1's cards; a price comes first.
expect_error staff-module 's/^120\tViolinist\t2\tonce\tplay\tchampagne:3\t-\t1/120\tViolinist\t2\tonce\tplay\tchampagne:3\t-\t0/' staff.tsv "staff.tsv:[0-9]*: champagne, dancers and their moments are Let's Waltz module 1's"
expect_error staff-pay-first 's/pay_krone:2;champagne:1;vp:3/champagne:1;pay_krone:2;vp:3/' staff.tsv "staff.tsv:[0-9]*: 'pay_krone' is what using the card costs: it comes first"
expect_error staff-discount 's/krone:1;send_dancer:0/krone:1;send_dancer/' staff.tsv "staff.tsv:[0-9]*: effect 'send_dancer' needs its discount"
expect_error staff-played 's/^133\tDanube Steamship Captain\t3\tround/133\tDanube Steamship Captain\t3\tpermanent/' staff.tsv "staff.tsv:[0-9]*: a 'permanent' card works at .*, not 'played'"
expect_error staff-after 's/after:2/after:9/' staff.tsv "staff.tsv:[0-9]*: after needs its faces"
expect_error staff-variant 's/\trowe-smith$/\trowe-jones/' staff_variants.tsv "staff_variants.tsv:[0-9]*: variant must be one of"
expect_error objective-variant 's/\therlius\t/\therlios\t/' objectives.tsv "objectives.tsv:[0-9]*: variant must be one of"
# The line number is the right one.
line=$(grep -n '^16	Laundress' "$data/staff.tsv" | cut -d: -f1)
expect_error staff-line 's/die:4\tvp:4/die:4\tvp:x/' staff.tsv "staff.tsv:$line: amount of 'vp' must be a whole number"
# Let's Waltz module 2: the celebrity tiles.
expect_error celebrity-power 's/\tswap_items\t/\tswap\t/' celebrities.tsv "celebrities.tsv:[0-9]*: unknown power 'swap'"
expect_error bad-rule 's/^queue_costs\t3 2 1 0 0/queue_costs\t3 2 1/' rules.tsv "rules.tsv:[0-9]*: 'queue_costs' needs 5"
expect_error automa-guest 's/^leopold\t197\tG \[M\]/leopold\t197\tW [M]/' automa.tsv "automa.tsv:[0-9]*: unknown automa symbol 'W' in the guests"
expect_error automa-arrow 's/^elisabeth\t214\tR>n2/elisabeth\t214\tR>n3/' automa.tsv "automa.tsv:[0-9]*: unknown automa symbol 'R>n3' in the guests"
expect_error automa-die 's/^elisabeth\t230\tB\tcmax/elisabeth\t230\tB\tcmin/' automa.tsv "automa.tsv:[0-9]*: unknown automa symbol 'cmin' in the die"
expect_error automa-action 's/^elisabeth\t215\t?\t3\tDancer n1/elisabeth\t215\t?\t3\tDancer n9/' automa.tsv "automa.tsv:[0-9]*: unknown automa symbol 'Dancer n9' in the actions"
expect_error automa-level 's/^leopold\t196\tY\t4\tE+2; Obj A \[M\]/leopold\t196\tY\t4\tE+2; Obj A [X]/' automa.tsv "automa.tsv:[0-9]*: unknown difficulty tag '\[X\]'"
expect_error automa-deck 's/^leopold\t193/franz\t193/' automa.tsv "automa.tsv:[0-9]*: unknown deck 'franz'"
# Let's Waltz module 3: the hotel entrances (keys in the engine's order) and Hotel Dove's tokens.
expect_error entrance-key 's/^2\tcorogari\t/2\tcorogarri\t/' entrances.tsv "entrances.tsv:[0-9]*: entrance 2 must have the key 'corogari'"
expect_error entrance-gained 's/\trooms:2\t/\tsuites:2\t/' entrances.tsv "entrances.tsv:[0-9]*: unknown effect 'suites'"
expect_error entrance-amount 's/\temperor:2\temperor_tiles/\temperor\temperor_tiles/' entrances.tsv "entrances.tsv:[0-9]*: gained 'emperor' needs an amount"
expect_error entrance-beside 's/\tdove_tokens\t/\tdove_feathers\t/' entrances.tsv "entrances.tsv:[0-9]*: unknown beside 'dove_feathers'"
expect_error entrance-champagne 's/^7\tstroup\tStroup\tstrudel:1/7\tstroup\tStroup\tchampagne:1/' entrances.tsv "entrances.tsv:[0-9]*: champagne comes only with module 1"
expect_error entrance-needs 's/\tnone\t1\tfact/\tnone\t2\tfact/' entrances.tsv "entrances.tsv:[0-9]*: needs must be '-' or '1'"
expect_error entrance-count '/^10\tren\t/d' entrances.tsv "entrances.tsv:[0-9]*: expected 10 entrances, found 9"
expect_error dove-bottom 's/^2\tkrone:4\tkrone:5/2\tkrone:4\tnone/' dove_tokens.tsv "dove_tokens.tsv:[0-9]*: a token pays a bonus at the top and at the bottom"
expect_error dove-count '/^5\t/d' dove_tokens.tsv "dove_tokens.tsv:[0-9]*: Hotel Dove has 5 bonus tokens, found 4"
expect_error dove-src 's/^1\tvp:4\tvp:6\thouse/1\tvp:4\tvp:6\tguess/' dove_tokens.tsv "dove_tokens.tsv:[0-9]*: src must be 'fact' or 'house'"
expect_error entrance-rule 's/^entrance_chateau_blue_vp\t4 8 13 20/entrance_chateau_blue_vp\t4 8 13/' rules.tsv "rules.tsv:[0-9]*: 'entrance_chateau_blue_vp' needs 4"
# A FIFO named like a data file is refused at once instead of blocking the build.
rm -rf "$tmp/d"; cp -r "$data" "$tmp/d"; rm "$tmp/d/staff.tsv"; mkfifo "$tmp/d/staff.tsv"
if timeout 30 python3 "$gen" "$tmp/d" "$tmp/out.c" 2>"$tmp/err"; then echo "FAIL fifo: accepted"; fail=1
elif ! grep -q "staff.tsv:0: not a regular file" "$tmp/err"; then echo "FAIL fifo: $(cat "$tmp/err")"; fail=1
else echo "ok fifo: $(cat "$tmp/err")"; fi
exit $fail

#!/bin/sh
# Every ruling in docs/rulings.md names a scenario, and that scenario exists and cites its ruling.
set -u
root="$1"
fail=0
rows=$(grep -E '^\| [0-9]+ \|' "$root/docs/rulings.md")
[ -n "$rows" ] || { echo "no rulings found"; exit 1; }
echo "$rows" | while IFS= read -r row; do
  n=$(echo "$row" | sed -E 's/^\| ([0-9]+) \|.*/\1/')
  file=$(echo "$row" | grep -oE '`[a-z0-9_]+/[A-Za-z0-9_]+\.scn`' | tr -d '`' | tail -1)
  if [ -z "$file" ]; then echo "ruling $n names no scenario"; exit 1; fi
  [ -f "$root/tests/scenarios/$file" ] || { echo "ruling $n: $file does not exist"; exit 1; }
done || fail=1
[ $fail = 0 ] && echo "$(echo "$rows" | wc -l) rulings, each with its scenario"
exit $fail

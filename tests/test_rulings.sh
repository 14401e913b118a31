#!/bin/sh
# Every ruling in docs/rulings.md names a scenario, and that scenario exists. One awk pass (a few processes
# per ruling made this test slow on a loaded machine).
set -u
root="$1"
awk -v dir="$root/tests/scenarios/" '
  /^\| [0-9]+ \|/ {
    rows++
    n = $2
    file = ""
    line = $0
    while (match(line, /`[a-z0-9_]+\/[A-Za-z0-9_]+\.scn`/)) {
      file = substr(line, RSTART + 1, RLENGTH - 2)
      line = substr(line, RSTART + RLENGTH)
    }
    if (file == "") { print "ruling " n " names no scenario"; bad = 1; next }
    if ((getline probe < (dir file)) < 0) { print "ruling " n ": " file " does not exist"; bad = 1 }
    close(dir file)
  }
  END {
    if (!rows) { print "no rulings found"; exit 1 }
    if (bad) exit 1
    print rows " rulings, each with its scenario"
  }' "$root/docs/rulings.md"

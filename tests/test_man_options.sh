#!/bin/sh
# The manual pages list what the programs take (issue 39: gah(6) lacked --waltz, --variant, --difficulty and
# --solo-entrance, gah-cli(6) --midsave and --solo-entrance). For each program, the options its parsers name
# (every "--word" in their sources) are in its --help (gah-cli's: its own, host's and join's), and its --help
# and its manual page list the same.
#   test_man_options.sh GAH GAH_CLI SOURCE_ROOT GAH_CLI_MAN_PAGE (built: its settings are written in by the build)
set -u
gah="$1" cli="$2" root="$3" man_cli="$4"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail=0
options() { grep -o -- '--[a-z][a-z0-9_-]*' | sort -u; }
man_options() { grep -o '\\-\\-[a-z][a-z0-9\\_-]*' "$1" | sed 's/\\-/-/g; s/\\_/_/g' | sort -u; }
compare() { # PROGRAM WHAT-A FILE-A WHAT-B FILE-B: every option of A is in B
  missing=$(comm -23 "$3" "$5" | tr '\n' ' ')
  [ -z "$missing" ] || { echo "FAIL $1: in $2, not in $4: $missing"; fail=1; }
}
check() { # PROGRAM HELP-COMMANDS (';'-separated) MAN-PAGE SOURCES...
  program=$1 help=$2 page=$3; shift 3
  sh -c "$help" 2>&1 | options >"$tmp/help"
  man_options "$page" >"$tmp/man"
  cat "$@" | grep -o '"--[a-z][a-z0-9_-]*' | tr -d '"' | sort -u >"$tmp/src"
  [ -s "$tmp/help" ] && [ -s "$tmp/man" ] && [ -s "$tmp/src" ] || { echo "FAIL $program: no options found"; fail=1; return; }
  compare "$program" "its option parsing" "$tmp/src" "--help" "$tmp/help"
  compare "$program" "--help" "$tmp/help" "$(basename "$page")" "$tmp/man"
  compare "$program" "$(basename "$page")" "$tmp/man" "--help" "$tmp/help"
  [ $fail = 0 ] && echo "ok   $program: $(wc -l <"$tmp/help") options in its parsers, --help and $(basename "$page")"
}
check gah "'$gah' --help" "$root/packaging/man/gah.6" "$root/src/app/harness.c"
check gah-cli "'$cli' --help; '$cli' host --help; '$cli' join --help" "$man_cli" "$root"/tools/cli/*.c "$root"/tools/cli/gah/*.c
exit $fail

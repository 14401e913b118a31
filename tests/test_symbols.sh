#!/bin/sh
# Every external symbol of an engine library carries its game's prefix, so two engines can link into one
# program (issue 32). Usage: test_symbols.sh PREFIX LIBRARY...
# AddressSanitizer adds an ODR indicator beside each global variable, named __odr_asan.NAME: it is judged
# by NAME (so the sanitizer build's run checks the same names, not none).
prefix=$1; shift
status=0
for lib in "$@"; do
  bad=$(nm -g --defined-only "$lib" | awk 'NF == 3 { print $3 }' | sed 's/^__odr_asan[._]//' | grep -v "^$prefix" | sort -u)
  if [ -n "$bad" ]; then
    echo "$lib: external symbols without the prefix $prefix:"; echo "$bad" | sed 's/^/  /'; status=1
  fi
  count=$(nm -g --defined-only "$lib" | awk 'NF == 3' | wc -l)
  [ "$count" -gt 0 ] || { echo "$lib: no external symbols at all (wrong file?)"; status=1; }
done
[ $status -eq 0 ] && echo "ok: every external symbol starts with $prefix"
exit $status

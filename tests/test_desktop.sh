#!/bin/sh
# The desktop files as checkers see them: the launcher entry (desktop-file-validate), the AppStream
# metainfo (appstreamcli validate --no-net) and the manual pages (man --warnings). Each check runs when
# its tool is installed (tools/dev.sh package installs them); with none of them the test is a SKIP.
#   test_desktop.sh DESKTOP_FILE METAINFO_FILE MAN_PAGE...
set -u
desktop="$1" metainfo="$2"; shift 2
ran=0 fail=0
if command -v desktop-file-validate >/dev/null; then
  ran=1; desktop-file-validate "$desktop" || { echo "FAIL: $desktop"; fail=1; }
fi
if command -v appstreamcli >/dev/null; then
  ran=1; appstreamcli validate --no-net --pedantic "$metainfo" || { echo "FAIL: $metainfo"; fail=1; }
fi
if command -v man >/dev/null && command -v groff >/dev/null; then
  ran=1
  for page; do
    warnings=$(LC_ALL=C.UTF-8 MANROFFSEQ='' MANWIDTH=80 man --warnings -E UTF-8 -l "$page" 2>&1 >/dev/null)
    [ -z "$warnings" ] || { echo "FAIL: $page: $warnings"; fail=1; }
  done
fi
[ $ran = 1 ] || { echo "SKIP: none of desktop-file-validate, appstreamcli, man is installed"; exit 77; }
[ $fail = 0 ] && echo "desktop entry, metainfo and manual pages are valid"
exit $fail

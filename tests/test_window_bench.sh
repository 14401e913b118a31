#!/bin/sh
# The window's benchmark mode (tools/bench_ui.sh) ends after its frames and reports them, at 1920x1080 and
# at 3840x2160 (where the 2x atlas pages follow the 1x ones), on the table and on the menu. `timeout`
# turns a run that never ends into a failure with a reason instead of the suite's time-out.
set -u
. "$(dirname "$0")/headless_window.sh"
for size in 1920x1080 3840x2160; do
  for scene in table menu; do
    out=$(timeout 120 "$gah" --bench 5 --size $size --scene $scene --players 2 2>&1)
    rc=$?
    [ $rc -eq 0 ] || { echo "FAIL: --bench 5 --size $size --scene $scene exited $rc (124: it never ended): $out"; fail=1; continue; }
    frames=$(echo "$out" | sed -n 's/^frames: //p')
    [ "$frames" = 5 ] || { echo "FAIL: --bench 5 --size $size --scene $scene timed '$frames' frames: $out"; fail=1; }
    echo "$out" | grep -q '^median frame ms: [0-9]' || { echo "FAIL: no median frame time ($size, $scene): $out"; fail=1; }
    echo "$out" | grep -q '^time to first frame ms: [0-9]' || { echo "FAIL: no time to the first frame ($size, $scene): $out"; fail=1; }
  done
done
exit $fail

#!/usr/bin/env bash
# Sets up a Debian 12 machine for the game and then runs it or the whole test suite.
#   tools/dev.sh run [game options]   install what is missing, build, start the game
#   tools/dev.sh test                 install what is missing, build, run every test (+ sanitizer build)
#   tools/dev.sh build                install what is missing and build only
#   tools/dev.sh package              also Debian's packaging tools; build the .deb into build/package/, lintian
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

packages=(
  gcc clang meson ninja-build pkg-config python3
  libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libsdl2-mixer-dev
  fonts-ebgaramond fonts-dejavu-core
  libcairo2-dev librsvg2-dev libpng-dev libstb-dev
  libsodium-dev
)

# Only `package` needs these: Debian's packaging tools and the checkers its build runs.
packaging_packages=(debhelper dpkg-dev lintian desktop-file-utils appstream man-db)

missing_packages() {
  local p status
  for p in "${packages[@]}"; do
    status=$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)
    [ "$status" = installed ] || printf '%s\n' "$p"
  done
}

install_missing() {
  local missing
  mapfile -t missing < <(missing_packages)
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "dev.sh: installing ${missing[*]}"
  local apt=(env DEBIAN_FRONTEND=noninteractive apt-get)
  if [ "$(id -u)" -eq 0 ]; then
    "${apt[@]}" update -q && "${apt[@]}" install -y -q --no-install-recommends "${missing[@]}" && return 0
  elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
    sudo "${apt[@]}" update -q && sudo "${apt[@]}" install -y -q --no-install-recommends "${missing[@]}" && return 0
  fi
  echo "dev.sh: could not install the packages the game needs. Run this as root, then try again:" >&2
  echo "  apt-get install ${missing[*]}" >&2
  exit 1
}

build() {
  if [ ! -f build/build.ninja ]; then
    meson setup build >/dev/null
  fi
  ninja -C build >/dev/null || ninja -C build
}

# The engine's and the window's tests again, built with AddressSanitizer and UndefinedBehaviorSanitizer
# (the window runs headless; LeakSanitizer's suppressions for system libraries are in tools/lsan.supp).
# At -O1, as the sanitizers' own documentation advises: the same checks at half the time of -O0 (issue 37),
# with frame pointers kept so that the reports' allocation stacks stay whole.
sanitized_c_args="-fno-sanitize-recover=all -fno-omit-frame-pointer"
build_sanitized() {
  if [ ! -f build-asan/build.ninja ]; then
    meson setup build-asan -Dgui=true -Dbuildtype=debug -Doptimization=1 -Db_lto=false -Db_sanitize=address,undefined \
      -Db_lundef=false -Dc_args="$sanitized_c_args" >/dev/null
  else
    meson configure build-asan -Dgui=true -Doptimization=1 -Db_lto=false -Dc_args="$sanitized_c_args" >/dev/null
  fi
  ninja -C build-asan >/dev/null || ninja -C build-asan
}

# Prints "N passed, N failed" over every meson test log given.
summary() {
  python3 - "$@" <<'PY'
import json, sys
passed = int(sys.argv[1]); failed = int(sys.argv[2]); skipped = 0
for path in sys.argv[3:]:
    try:
        lines = open(path).read().splitlines()
    except OSError:
        failed += 1
        continue
    for line in lines:
        r = json.loads(line).get("result")
        if r in ("OK", "EXPECTEDFAIL"): passed += 1
        elif r == "SKIP": skipped += 1
        else: failed += 1
print(f"{passed} passed, {failed} failed" + (f", {skipped} skipped" if skipped else ""))
PY
}

cmd=${1:-run}
[ $# -gt 0 ] && shift
case "$cmd" in
  run)
    install_missing
    build
    exec build/gah "$@"
    ;;
  build)
    install_missing
    build
    ;;
  package)
    packages+=("${packaging_packages[@]}")
    install_missing
    tools/package.sh build/package "$@"
    echo "dev.sh: lintian (overrides and their reasons: packaging/debian/*.lintian-overrides)"
    lint_status=0
    lintian --info --fail-on error,warning build/package/*.changes >build/package/lintian.txt 2>&1 || lint_status=$?
    grep -v "root privileges" build/package/lintian.txt || true
    [ $lint_status -eq 0 ] || { echo "dev.sh: lintian found errors or warnings" >&2; exit 1; }
    ls build/package/*.deb
    ;;
  test)
    install_missing
    # Reconfigure so that new scenario files become tests.
    [ -f build/build.ninja ] && meson setup --reconfigure build >/dev/null
    build
    status=0
    meson test -C build --print-errorlogs --no-rebuild "$@" || status=1
    [ -f build-asan/build.ninja ] && meson setup --reconfigure build-asan >/dev/null
    build_sanitized
    ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
      meson test -C build-asan --suite engine --suite ui --print-errorlogs --no-rebuild || status=1
    # A few seconds of each fuzz target (when clang is present): save loader, structure-aware games,
    # scenarios, settings, layout, atlas index and the network's messages.
    fuzz_ok=0 fuzz_failed=0
    if command -v clang >/dev/null; then
      if tools/fuzz.sh 4; then fuzz_ok=1; else fuzz_failed=1; status=1; fi
    fi
    summary "$fuzz_ok" "$fuzz_failed" build/meson-logs/testlog.json build-asan/meson-logs/testlog.json
    exit $status
    ;;
  *)
    echo "usage: tools/dev.sh run|test|build|package" >&2
    exit 2
    ;;
esac

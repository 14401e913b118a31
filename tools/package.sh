#!/usr/bin/env bash
# Builds the Debian binary package from this tree with Debian's own tools (dpkg-buildpackage, debhelper).
#   tools/package.sh OUT_DIR [dpkg-buildpackage options]
# The tree (with uncommitted changes, without build folders) is copied to OUT_DIR/src/, packaging/debian
# becomes its debian/, and the .deb, .buildinfo and .changes are left in OUT_DIR. Needs the build
# dependencies of packaging/debian/control (tools/dev.sh package installs them).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
[ $# -ge 1 ] || { echo "usage: tools/package.sh OUT_DIR [dpkg-buildpackage options]" >&2; exit 2; }
mkdir -p "$1"
out=$(cd "$1" && pwd)
shift

source_name=$(sed -n 's/^Source: //p' "$root/packaging/debian/control")
version=$(sed -n '1s/.*(\(.*\)).*/\1/p' "$root/packaging/debian/changelog")
src="$out/src/$source_name-$version"
rm -rf "$out/src" "$out"/*.deb "$out"/*.ddeb "$out"/*.changes "$out"/*.buildinfo
mkdir -p "$src"

# The files of the tree: what git knows (tracked and new, not ignored), or everything but build folders.
if git -C "$root" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  (cd "$root" && git ls-files -z --cached --others --exclude-standard |
    xargs -0 sh -c 'for f; do [ -e "$f" ] && printf "%s\0" "$f"; done' sh |
    tar --null -T - -cf -) | tar -C "$src" -xf -
else
  tar -C "$root" --exclude='./build' --exclude='./build-*' --exclude='./.git' -cf - . | tar -C "$src" -xf -
fi
cp -r "$root/packaging/debian" "$src/debian"

# -b: binary packages only (the source package would be the same tree); unsigned, as a local build.
(cd "$src" && dpkg-buildpackage -b -us -uc "$@")
mv "$out/src"/*.deb "$out/src"/*.changes "$out/src"/*.buildinfo "$out/"
rm -rf "$out/src"  # the copy and its build folder; kept only when the build fails, to look into
ls "$out/$source_name"_*.deb

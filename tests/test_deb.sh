#!/bin/sh
# The Debian package, when Debian's packaging tools are installed (else SKIP, exit 77): build the .deb
# from this tree, lintian with no error or warning left, only runtime files and dependencies, then
# unpack it into a scratch root with dpkg -x and run the game from there.
#   test_deb.sh SOURCE_ROOT
set -u
source="$1"
for tool in dpkg-buildpackage dh lintian; do
  command -v $tool >/dev/null || { echo "SKIP: $tool is not installed (tools/dev.sh package installs it)"; exit 77; }
done
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
# The suite itself runs elsewhere: here only the build, without the package's own test run, and without
# link-time optimisation (noopt), which only makes it slower.
if ! DEB_BUILD_OPTIONS="nocheck noopt ${DEB_BUILD_OPTIONS:-}" "$source/tools/package.sh" "$tmp/out" -Pnocheck \
    >"$tmp/build.log" 2>&1; then
  echo "FAIL: the package did not build:"; tail -60 "$tmp/build.log"; exit 1
fi
deb=$(ls "$tmp"/out/grand-austria-hotel_*.deb)
fail=0
# Overridden tags (each with its reason in debian/*.lintian-overrides) are not reported.
lintian --fail-on error,warning "$tmp"/out/*.changes >"$tmp/lintian" 2>&1 || { echo "FAIL: lintian:"; fail=1; }
grep -v "root privileges" "$tmp/lintian"
dpkg-deb -c "$deb" >"$tmp/contents"
for f in ./usr/games/gah ./usr/games/gah-cli ./usr/share/games/gah/atlas.idx ./usr/share/man/man6/gah.6.gz \
    ./usr/share/man/man6/gah-cli.6.gz ./usr/share/metainfo/io.github.grandaustriahotel.gah.metainfo.xml \
    ./usr/share/applications/io.github.grandaustriahotel.gah.desktop \
    ./usr/share/icons/hicolor/512x512/apps/io.github.grandaustriahotel.gah.png; do
  grep -q " $f\$" "$tmp/contents" || { echo "FAIL: the package lacks $f"; fail=1; }
done
if grep -q "gah-pack\|/include/\|\.a\$" "$tmp/contents"; then echo "FAIL: build-only files in the package"; fail=1; fi
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
echo "$depends" | grep -q "libsdl2-2.0-0.*fonts-ebgaramond.*fonts-dejavu-core" || { echo "FAIL: dependencies"; fail=1; }
if echo "$depends" | grep -q "cairo\|rsvg\|stb"; then echo "FAIL: a build-only library is a dependency"; fail=1; fi
dpkg -x "$deb" "$tmp/root" || exit 1
if command -v desktop-file-validate >/dev/null; then
  desktop-file-validate "$tmp"/root/usr/share/applications/*.desktop || { echo "FAIL: desktop entry"; fail=1; }
fi
if command -v appstreamcli >/dev/null; then
  appstreamcli validate --no-net "$tmp"/root/usr/share/metainfo/*.xml || { echo "FAIL: metainfo"; fail=1; }
fi
sh "$source/tests/smoke_installed.sh" "$tmp/root/usr/games" || fail=1
[ $fail = 0 ] && echo "the package builds, passes lintian and runs from a scratch root"
exit $fail
